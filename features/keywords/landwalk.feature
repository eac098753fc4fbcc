@keywords @combat
Feature: Landwalk (CR 702.14)

  @cr-702.14c @cr-509.1b @src-004-landwalk @src-cr-702.14c
  Scenario: A creature with swampwalk can't be blocked while the defending player controls a Swamp
    Given alice controls Bog Wraith as "wraith"
    And bob controls Swamp as "swamp"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "wraith"
    And bob blocks "wraith" with "bears"
    Then the action is refused
    When combat damage is dealt
    Then bob has 17 life

  @cr-702.14c @src-004-landwalk @src-cr-702.14c
  Scenario: A creature with swampwalk can be blocked when the defending player controls no Swamp
    Given alice controls Bog Wraith as "wraith"
    And alice controls Swamp as "alices-swamp"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "wraith"
    And bob blocks "wraith" with "bears"
    And combat damage is dealt
    Then bob has 20 life
    And "bears" is in the graveyard

  @cr-702.14c @src-cr-702.14c
  Scenario: A creature with nonbasic landwalk can't be blocked while the defending player controls a nonbasic land
    Given alice controls Dryad Sophisticate as "dryad"
    And bob controls Exotic Orchard as "orchard"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "dryad"
    And bob blocks "dryad" with "bears"
    Then the action is refused

  @cr-702.14c @src-cr-702.14c
  Scenario: A creature with nonbasic landwalk can be blocked when the defending player controls only basic lands
    Given alice controls Dryad Sophisticate as "dryad"
    And bob controls Swamp as "swamp"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "dryad"
    And bob blocks "dryad" with "bears"
    And combat damage is dealt
    Then "dryad" is in the graveyard

  @cr-702.14d @src-004-landwalk @src-cr-702.14d @src-cr-702.14d-ex1
  Scenario: A defending player's own creature with the same landwalk doesn't cancel the attacker's landwalk
    The rule's example uses snow forestwalk, which no card in the pool has; the same rule with
    swampwalk: bob controls a Swamp, so he can't block the attacking Bog Wraith even with his
    own Bog Wraith.
    Given alice controls Bog Wraith as "wraith"
    And bob controls Swamp as "swamp"
    And bob controls Bog Wraith as "bobs-wraith"
    When alice attacks bob with "wraith"
    And bob blocks "wraith" with "bobs-wraith"
    Then the action is refused

  @cr-702.14e @cr-702.14c @src-cr-702.14e
  Scenario: A creature with two instances of swampwalk can't be blocked while the defending player controls a Swamp, as with one
    Bog Wraith has swampwalk and gets another instance from Leshrac's Rite.
    Given alice controls Bog Wraith as "wraith"
    And alice controls Leshrac's Rite as "rite"
    And "rite" is attached to "wraith"
    And bob controls Swamp as "swamp"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "wraith"
    And bob blocks "wraith" with "bears"
    Then the action is refused

  @cr-702.14e @cr-702.14c @src-cr-702.14e
  Scenario: A creature with two instances of swampwalk can be blocked when the defending player controls no Swamp, as with one
    Given alice controls Bog Wraith as "wraith"
    And alice controls Leshrac's Rite as "rite"
    And "rite" is attached to "wraith"
    And bob controls Forest as "forest"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "wraith"
    And bob blocks "wraith" with "bears"
    And combat damage is dealt
    Then bob has 20 life
    And "bears" is in the graveyard
