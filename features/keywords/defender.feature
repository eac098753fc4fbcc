@keywords @combat
Feature: Defender (CR 702.3)

  @cr-702.3b @cr-508.1a @src-004-defender @src-cr-702.3b @smoke
  Scenario: A creature with defender can't attack
    Given alice controls Wall of Wood as "wall"
    When alice attacks bob with "wall"
    Then the action is refused
    And "wall" is untapped

  @cr-702.3b @cr-509.1a @src-cr-702.3b
  Scenario: A creature with defender can block
    Given alice controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "wall"
    And combat damage is dealt
    Then "wall" has 2 damage marked on it
    And bob has 20 life

  @cr-702.3c @cr-702.3b @src-cr-702.3c
  Scenario: A creature with two instances of defender can't attack, as with one
    Wall of Wood has defender and gets another instance from Guard Duty.
    Given alice controls Wall of Wood as "wall"
    And alice controls Guard Duty as "duty"
    And "duty" is attached to "wall"
    When alice attacks bob with "wall"
    Then the action is refused
    And "wall" is untapped

  @cr-702.3c @cr-702.3b @src-cr-702.3c
  Scenario: A creature with two instances of defender can still block, as with one
    Given it is bob's precombat main phase
    And alice controls Wall of Wood as "wall"
    And alice controls Guard Duty as "duty"
    And "duty" is attached to "wall"
    And bob controls Grizzly Bears as "bears"
    When bob attacks alice with "bears"
    And alice blocks "bears" with "wall"
    And combat damage is dealt
    Then alice has 20 life
    And "wall" has 2 damage marked on it
