@keywords
Feature: Banding: a band is blocked as a group (CR 702.22)
  702.22c: "As a player declares attackers, they may declare that one or more attacking creatures with
  banding and up to one attacking creature without banding [...] are all in a 'band.'" 702.22h: "If an
  attacking creature becomes blocked by a creature, each other creature in the same band as the attacking
  creature becomes blocked by that same blocking creature." 702.22k: "if a blocking creature is blocking a
  creature with banding [...], the active player (rather than the defending player) chooses how the
  blocking creature's damage is assigned."

  @cr-702.22h @cr-702.22c @cr-702.22k @cr-702.14c @src-cr-702.22h @src-cr-702.22h-ex1
  Scenario: Blocking the flier of a band blocks the swampwalker in it too
    The example's band of "a creature with flying and a creature with swampwalk": Mesa Pegasus ("Flying;
    banding", 1/1) and Bog Wraith ("Swampwalk", 3/3). Bob, who controls a Swamp, can't block Bog Wraith,
    but he can block Mesa Pegasus with Serra Angel (flying, 4/4); Bog Wraith then also becomes blocked
    by Serra Angel. It deals no damage to bob; Serra Angel, blocking both, has its damage divided by
    alice, the active player (702.22k): 1 to Mesa Pegasus and 3 to Bog Wraith. All three die.
    Given it is alice's precombat main phase
    And alice controls Mesa Pegasus as "pegasus"
    And alice controls Bog Wraith as "wraith"
    And bob controls Serra Angel as "angel"
    And bob controls Swamp as "swamp"
    When alice attacks bob with "pegasus" and "wraith"
    And "pegasus" and "wraith" attack in a band
    And bob blocks "wraith" with "angel"
    Then the action is refused
    When bob blocks "pegasus" with "angel"
    And combat damage is dealt
    And alice divides the combat damage of "angel": 1 damage to "pegasus" and 3 damage to "wraith"
    Then bob has 20 life
    And "pegasus" is in its owner's graveyard
    And "wraith" is in its owner's graveyard
    And "angel" is in its owner's graveyard

  @cr-702.22h @cr-702.22c @src-cr-702.22h
  Scenario: Without a band, blocking the flier leaves the swampwalker unblocked
    The same attack without declaring a band: Serra Angel blocks only Mesa Pegasus, and Bog Wraith
    deals its 3 damage to bob.
    Given it is alice's precombat main phase
    And alice controls Mesa Pegasus as "pegasus"
    And alice controls Bog Wraith as "wraith"
    And bob controls Serra Angel as "angel"
    And bob controls Swamp as "swamp"
    When alice attacks bob with "pegasus" and "wraith"
    And bob blocks "pegasus" with "angel"
    And combat damage is dealt
    Then bob has 17 life
    And "pegasus" is in its owner's graveyard
    And "wraith" is on the battlefield
    And "angel" is on the battlefield

  @cr-702.22c @src-cr-702.22h
  Scenario: A band has up to one creature without banding
    Bog Wraith and Grizzly Bears have no banding: they can't attack in a band with Mesa Pegasus, and the
    declaration is refused.
    Given it is alice's precombat main phase
    And alice controls Mesa Pegasus as "pegasus"
    And alice controls Bog Wraith as "wraith"
    And alice controls Grizzly Bears as "bears"
    When alice attacks bob with "pegasus", "wraith" and "bears"
    And "pegasus", "wraith" and "bears" attack in a band
    Then the action is refused
