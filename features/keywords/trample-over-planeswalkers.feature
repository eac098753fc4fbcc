@keywords @combat
Feature: Trample over planeswalkers with power exactly the planeswalker's loyalty (CR 702.19c)
  A creature with trample over planeswalkers attacking a planeswalker may assign to the
  planeswalker's controller only the damage beyond what is lethal for its blockers and the
  planeswalker's loyalty (702.19c). With power exactly equal to the remaining loyalty there is no
  excess: all of it goes to the planeswalker.

  @cr-702.19c @cr-510.1a @cr-120.3c @src-cr-702.19c
  Scenario: Unblocked Thrasta with power equal to the planeswalker's loyalty deals all its damage to the planeswalker
    Given alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has seven loyalty counters on it
    When alice attacks "jace" with "thrasta"
    And bob declares no blockers
    And combat damage is dealt
    Then "jace" is in the graveyard
    And bob has 20 life

  @cr-702.19c @cr-702.19b @src-cr-702.19c
  Scenario: Blocked Thrasta with exactly lethal for its blocker plus the planeswalker's loyalty has nothing left for the player
    Given alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has five loyalty counters on it
    And bob controls Grizzly Bears as "bears"
    When alice attacks "jace" with "thrasta"
    And bob blocks "thrasta" with "bears"
    And combat damage is dealt
    And "thrasta" assigns 2 damage to "bears", 4 damage to "jace" and 1 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "bears" and 5 damage to "jace"
    Then bob has 20 life
    And "jace" is in the graveyard
    And "bears" is in the graveyard
