@game-concepts
Feature: Expending mana (CR 700.14)
  700.14: "A player expends N if they pay a cost to cast a spell and the amount of mana that player
  spent this turn to cast spells prior to paying that cost was less than N and became at least N
  after paying that cost."

  @cr-700.14 @cr-601.2h @src-cr-700.14 @src-cr-700.14-ex1
  Scenario: Casting Divination after Bark-Knuckle Boxer takes the mana spent this turn from 2 to 5: the Boxer's expend 4 triggers
    Bark-Knuckle Boxer ({1}{G}): "Whenever you expend 4, this creature gains indestructible until end
    of turn." Divination ({2}{U}): "Draw two cards."
    Given alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Forest as "forest-3"
    And alice controls Forest as "forest-4"
    And alice controls Island as "island"
    And alice has Bark-Knuckle Boxer in hand as "boxer"
    And alice has Divination in hand as "divination"
    And alice has Island in library as "library-1"
    And alice has Island in library as "library-2"
    When alice taps "forest-1" for mana
    And alice taps "forest-2" for mana
    And alice casts "boxer" paying {G}{G}
    And the top of the stack resolves
    Then "boxer" is on the battlefield
    And "boxer" does not have the ability "Indestructible"
    When alice taps "forest-3" for mana
    And alice taps "forest-4" for mana
    And alice taps "island" for mana
    And alice casts "divination" paying {G}{G}{U}
    Then "boxer" triggered once
    And the stack holds two objects
    When the top of the stack resolves
    Then "boxer" has the ability "Indestructible"
    When the top of the stack resolves
    Then alice has two cards in hand

  @cr-700.14 @src-cr-700.14
  Scenario: Bark-Knuckle Boxer's expend 4 doesn't trigger while the mana spent this turn stays below 4
    Casting the Boxer takes alice's spending to 2, then a one-mana spell to 3: fewer than four.
    Given alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Island as "island"
    And alice has Bark-Knuckle Boxer in hand as "boxer"
    And alice has Hydrosurge in hand as "hydrosurge"
    And bob controls Grizzly Bears as "bears"
    When alice taps "forest-1" for mana
    And alice taps "forest-2" for mana
    And alice casts "boxer" paying {G}{G}
    And the top of the stack resolves
    And alice taps "island" for mana
    And alice casts "hydrosurge" paying {U} targeting "bears"
    Then "boxer" did not trigger
