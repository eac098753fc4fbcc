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

  @cr-702.19d @cr-702.19c @src-cr-702.19d
  Scenario: Blocked Thrasta whose blocker was removed assigns the planeswalker's loyalty to it and the rest to its controller
    702.19d: a blocked creature with trample over planeswalkers and no creatures blocking it when
    damage is assigned assigns its damage as though all blockers had been assigned lethal damage;
    702.19c: past the planeswalker's loyalty, the rest may go to its controller. Jace Beleren has 3
    loyalty; Lightning Bolt kills the blocking Grizzly Bears first.
    Given alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And bob controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks "jace" with "thrasta"
    And bob blocks "thrasta" with "bears"
    And alice casts "bolt" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "jace" and 5 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 3 damage to "jace" and 4 damage to bob
    Then "jace" is in the graveyard
    And bob has 16 life
