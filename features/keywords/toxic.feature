@keywords @combat
Feature: Toxic (CR 702.164)
  702.164b: "Some rules and effects refer to a creature's 'total toxic value.' A creature's total
  toxic value is the sum of all N values of toxic abilities that creature has." 702.164c: "Combat
  damage dealt to a player by a creature with toxic causes that creature's controller to give the
  player a number of poison counters equal to that creature's total toxic value, in addition to the
  damage's other results."

  @cr-702.164b @cr-702.164c @cr-702.6a @cr-120.3 @src-cr-702.164b @src-cr-702.164b-ex1
  Scenario: A creature with toxic 2 that gains toxic 1 has a total toxic value of 3
    The example's creature with toxic 2 is Branchblight Stalker (3/1, "Toxic 2"); the effect that
    gives it toxic 1 is Prosthetic Injector's ("Equipped creature gets +0/+2 and has toxic 1."). Its
    total toxic value is 2 + 1 = 3: unblocked, it deals 3 combat damage to bob, who also gets three
    poison counters.
    Given alice controls Branchblight Stalker as "stalker"
    And alice controls Prosthetic Injector as "injector"
    And "injector" is attached to "stalker"
    Then "stalker" is 3/3
    When alice attacks bob with "stalker"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 17 life
    And bob has three poison counters
    And alice has no poison counters

  @cr-702.164c @cr-120.3 @src-cr-702.164b
  Scenario: Without the Equipment, the creature's total toxic value is its one toxic 2
    Branchblight Stalker alone ("Toxic 2"): its total toxic value is 2, and bob gets two poison
    counters along with the 3 damage.
    Given alice controls Branchblight Stalker as "stalker"
    When alice attacks bob with "stalker"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 17 life
    And bob has two poison counters
