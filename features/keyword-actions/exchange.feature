@keyword-actions
Feature: Exchanging control (CR 701.12a)
  701.12a: "When such a spell or ability resolves, if the entire exchange can't be completed, no
  part of the exchange occurs."

  @cr-701.12a @src-cr-701.12a
  Scenario: Switcheroo exchanges control of two target creatures
    Switcheroo: "Exchange control of two target creatures." Each player ends up controlling the
    other's creature.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Walking Corpse as "corpse"
    And alice has Switcheroo in hand as "switcheroo"
    When alice casts "switcheroo" targeting "bears" and "corpse"
    And the top of the stack resolves
    Then "corpse" is controlled by alice
    And "bears" is controlled by bob

  @cr-701.12a @cr-608.2b @src-cr-701.12a @src-cr-701.12a-ex1
  Scenario: If one of the two creatures is destroyed before the exchange resolves, the other doesn't change control
    The example's spell is Switcheroo; bob destroys his Walking Corpse with Murder in response. The
    spell resolves (one target is still legal, 608.2b) but the exchange can't be completed, so it
    does nothing to Grizzly Bears.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Walking Corpse as "corpse"
    And alice has Switcheroo in hand as "switcheroo"
    And bob has Murder in hand as "murder"
    When alice casts "switcheroo" targeting "bears" and "corpse"
    And bob casts "murder" targeting "corpse"
    And the top of the stack resolves
    Then "corpse" is in its owner's graveyard
    When the top of the stack resolves
    Then "bears" is controlled by alice
    And "switcheroo" is in its owner's graveyard
