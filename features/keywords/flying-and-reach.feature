@keywords @combat
Feature: Flying and reach (CR 702.9, 702.17)

  @cr-702.9b @cr-509.1b @src-004-flying @src-cr-702.9b
  Scenario: A creature without flying or reach can't block a creature with flying
    Given alice controls Wind Drake as "drake"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "drake"
    And bob blocks "drake" with "bears"
    Then the action is refused

  @cr-702.9b @src-004-flying @src-cr-702.9b
  Scenario: A creature with flying can block a creature with flying
    Given alice controls Wind Drake as "drake"
    And bob controls Serra Angel as "angel"
    When alice attacks bob with "drake"
    And bob blocks "drake" with "angel"
    And combat damage is dealt
    Then "drake" is in the graveyard

  @cr-702.9b @src-004-flying @src-cr-702.9b
  Scenario: A creature with flying can block a creature without flying
    Given alice controls Grizzly Bears as "bears"
    And bob controls Wind Drake as "drake"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "drake"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "drake" is in the graveyard

  @cr-702.17b @cr-702.9b @src-004-reach @src-cr-702.17b
  Scenario: A creature with reach can block a creature with flying
    Given alice controls Wind Drake as "drake"
    And bob controls Giant Spider as "spider"
    When alice attacks bob with "drake"
    And bob blocks "drake" with "spider"
    And combat damage is dealt
    Then "drake" is in the graveyard
    And "spider" has 2 damage marked on it
    And bob has 20 life
