@game-concepts
Feature: Permanents entering the battlefield at the same time (CR 603.6a, 614.12)
  603.6a: "Each time an event puts one or more permanents onto the battlefield, all permanents on the
  battlefield (including the newcomers) are checked for any enters-the-battlefield triggers that match
  the event." Permanents that one effect puts onto the battlefield together enter in one event, so each
  sees the others enter.

  @cr-603.6a @cr-603.2 @src-cr-603.6a
  Scenario: Two Soul Wardens put onto the battlefield at the same time each see the other enter
    Given alice has Soul Warden in graveyard as "warden-1"
    And alice has Soul Warden in graveyard as "warden-2"
    When "warden-1" and "warden-2" are put onto the battlefield under alice's control at the same time
    And alice puts the triggered abilities on the stack in this order:
      | warden-1 |
      | warden-2 |
    Then "warden-1" triggered once
    And "warden-2" triggered once
    And the stack holds two objects
    When the stack resolves
    Then alice has 22 life

  @cr-603.6a @cr-603.2 @src-cr-603.6a
  Scenario: A Soul Warden already on the battlefield sees each of two creatures entering at the same time
    Given alice controls Soul Warden as "warden"
    And bob has Grizzly Bears in hand as "bears"
    And bob has Llanowar Elves in hand as "elves"
    When "bears" and "elves" are put onto the battlefield under bob's control at the same time
    Then "warden" triggered twice
    When the stack resolves
    Then alice has 22 life
    And bob has 20 life
