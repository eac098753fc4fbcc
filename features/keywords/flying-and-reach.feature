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

  @cr-702.9c @cr-702.9b @src-cr-702.9c
  Scenario: A creature with two instances of flying can be blocked by a creature with reach, as with one
    Wind Drake has flying and gets another instance from Flight: a creature without flying or reach
    still can't block it, and one with reach still can.
    Given alice controls Wind Drake as "drake"
    And alice controls Flight as "flight"
    And "flight" is attached to "drake"
    And bob controls Grizzly Bears as "bears"
    And bob controls Giant Spider as "spider"
    When alice attacks bob with "drake"
    And bob blocks "drake" with "bears"
    Then the action is refused
    When bob blocks "drake" with "spider"
    And combat damage is dealt
    Then bob has 20 life
    And "drake" is in the graveyard

  @cr-702.17c @cr-702.17b @src-cr-702.17c
  Scenario: A creature with two instances of reach blocks a creature with flying, as with one
    Giant Spider has reach and gets another instance from Ranger's Longbow (+2/+1).
    Given it is bob's precombat main phase
    And alice controls Giant Spider as "spider"
    And alice controls Ranger's Longbow as "longbow"
    And "longbow" is attached to "spider"
    And bob controls Wind Drake as "drake"
    When bob attacks alice with "drake"
    And alice blocks "drake" with "spider"
    And combat damage is dealt
    Then alice has 20 life
    And "drake" is in the graveyard
    And "spider" is 4/5
    And "spider" has 2 damage marked on it
