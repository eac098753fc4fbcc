@linked-abilities
Feature: An "as enters, choose" ability is linked to each ability that refers to the choice (CR 607.4)
  607.4: "An ability may be part of more than one pair of linked abilities." 607.2d: an ability that
  causes a player to "choose a [value]" and one that refers to "the chosen [value]" are linked.

  @cr-607.4 @cr-607.2d @cr-106.7 @cr-603.2 @src-cr-607.4 @src-cr-607.4-ex1
  Scenario: Paradise Plume's chosen color is the one its cast trigger and its mana ability use
    Paradise Plume has "As this artifact enters, choose a color.", "Whenever a player casts a spell of the
    chosen color, you may gain 1 life." and "{T}: Add one mana of the chosen color." The first ability
    is linked to both others. Alice chooses green as it enters: bob's green Giant Growth triggers its
    second ability (she chooses to gain 1 life), his red Shock doesn't, and its mana ability adds {G}.
    Given alice has Paradise Plume in hand as "plume"
    And bob controls Runeclaw Bear as "runeclaw"
    And bob has Giant Growth in hand as "growth"
    And bob has Shock in hand as "shock"
    When alice casts "plume"
    And the top of the stack resolves
    And "plume" chooses green for "color"
    Then "plume" is on the battlefield
    When bob casts "growth" targeting "runeclaw"
    Then "plume" triggered once
    When the top of the stack resolves
    And "plume" chooses yes for "may"
    Then alice has 21 life
    When the top of the stack resolves
    And bob casts "shock" targeting alice
    Then "plume" did not trigger
    When the top of the stack resolves
    Then alice has 19 life
    When alice taps "plume" for mana
    Then alice's mana pool holds {G}
