@keywords @combat
Feature: Vigilance (CR 702.20)

  @cr-702.20b @cr-508.1f @src-004-vigilance @src-cr-702.20b
  Scenario: Attacking doesn't cause a creature with vigilance to tap
    Given alice controls Serra Angel as "angel"
    When alice attacks bob with "angel"
    Then "angel" is untapped
    When combat damage is dealt
    Then bob has 16 life

  @cr-508.1f @src-004-vigilance @smoke
  Scenario: A creature without vigilance taps as it attacks
    Given alice controls Grizzly Bears as "bears"
    When alice attacks bob with "bears"
    Then "bears" is tapped

  @cr-702.20c @cr-702.20b @src-cr-702.20c
  Scenario: A creature with two instances of vigilance doesn't tap to attack, as with one
    Serra Angel has vigilance and gets another instance from Eternal Warrior.
    Given alice controls Serra Angel as "angel"
    And alice controls Eternal Warrior as "warrior"
    And "warrior" is attached to "angel"
    When alice attacks bob with "angel"
    Then "angel" is untapped
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 16 life
    And "angel" is untapped
