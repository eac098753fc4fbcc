@keywords @combat
Feature: Haste (CR 702.10)

  @cr-702.10b @cr-302.6 @src-004-haste @src-cr-702.10b
  Scenario: A creature with haste can attack the turn it came under its controller's control
    Given alice controls Raging Goblin as "goblin"
    And "goblin" entered the battlefield this turn
    When alice attacks bob with "goblin"
    And combat damage is dealt
    Then bob has 19 life

  @cr-302.6 @cr-508.1a @src-004-haste
  Scenario: A creature without haste can't attack the turn it came under its controller's control
    Given alice controls Grizzly Bears as "bears"
    And "bears" entered the battlefield this turn
    When alice attacks bob with "bears"
    Then the action is refused

  @cr-702.10c @cr-302.6 @src-004-haste @src-cr-702.10c
  Scenario: A creature with haste can use its tap ability the turn it came under its controller's control
    Mother of Runes has haste from Lightning Greaves.
    Given alice controls Mother of Runes as "mother"
    And "mother" entered the battlefield this turn
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "mother"
    And alice controls Grizzly Bears as "bears"
    When alice activates the ability of "mother" targeting "bears"
    And the top of the stack resolves
    And "mother" chooses black for "color"
    Then "bears" has the ability "Protection from black"

  @cr-302.6 @cr-702.10c @src-cr-702.10c
  Scenario: A creature without haste can't use its tap ability the turn it came under its controller's control
    Given alice controls Mother of Runes as "mother"
    And "mother" entered the battlefield this turn
    And alice controls Grizzly Bears as "bears"
    When alice activates the ability of "mother" targeting "bears"
    Then the action is refused

  @cr-702.10d @cr-702.10b @src-cr-702.10d
  Scenario: A creature with two instances of haste attacks the turn it entered, as with one
    Raging Goblin has haste and gets another instance from Lightning Greaves.
    Given alice controls Raging Goblin as "goblin"
    And "goblin" entered the battlefield this turn
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "goblin"
    When alice attacks bob with "goblin"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 19 life
    And "goblin" is tapped
