@keywords @combat
Feature: Trample (CR 702.19)
  The controller of an attacking creature with trample assigns lethal damage to all its blockers
  and may assign the rest to the player, planeswalker or battle it attacks. Lethal damage counts
  damage already marked and damage being assigned by other creatures in the same step, and
  ignores prevention, regeneration and indestructible.

  @cr-702.19b @cr-510.1c @cr-120.6
  Scenario Outline: A 6/6 trampler blocked by <blocker> with <marked> damage marked must assign <lethal> to it before trampling over
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls <blocker> as "blocker"
    And "blocker" has <marked> damage marked on it
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "blocker"
    And combat damage is dealt
    And "dreadmaw" assigns <short> damage to "blocker" and <over> damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns <lethal> damage to "blocker" and <trample> damage to bob
    Then bob has <life> life
    And "blocker" is in the <zone>

    @src-004-trample @src-004-trample-excess @src-cr-702.19a @src-cr-702.19b
    Examples: lethal damage is the blocker's toughness
      | blocker       | marked | lethal | short | over | trample | life | zone      |
      | Grizzly Bears | 0      | 2      | 1     | 5    | 4       | 16   | graveyard |

    @src-004-trample-ex1 @src-004-trample-lethal-marked
    Examples: damage already marked on the blocker counts
      | blocker       | marked | lethal | short | over | trample | life | zone      |
      | Grizzly Bears | 1      | 1      | 0     | 6    | 5       | 15   | graveyard |

    @src-004-trample-ex3 @src-004-trample-lethal-ignore-indestructible @cr-702.12b
    Examples: an indestructible blocker still needs lethal damage assigned
      | blocker            | marked | lethal | short | over | trample | life | zone        |
      | Darksteel Gargoyle | 0      | 3      | 2     | 4    | 3       | 17   | battlefield |

  @cr-702.19b @cr-702.2c @src-004-trample-ex4 @src-cr-702.2c
  Scenario: A trampler with deathtouch needs to assign only 1 damage to a 5/5 blocker
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "dreadmaw"
    And bob controls Colossal Dreadmaw as "blocker"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "blocker"
    And combat damage is dealt
    And "dreadmaw" assigns 1 damage to "blocker" and 5 damage to bob
    Then bob has 15 life
    And alice has 26 life
    And "blocker" is in the graveyard
    And "dreadmaw" is in the graveyard

  @cr-702.19b @cr-615.7 @src-004-trample-ex2 @src-004-trample-lethal-ignore-prevention
  Scenario: A prevention shield on the blocker doesn't change the lethal damage the trampler must assign
    A 2/2 with "the next 4 damage" prevented still needs only 2 damage assigned to count as lethal;
    the damage assigned to it is then prevented and it survives.
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And bob has Mending Hands in hand as "hands"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And bob casts "hands" targeting "bears"
    And the top of the stack resolves
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to bob
    Then bob has 16 life
    And "bears" is on the battlefield
    And "bears" has no damage marked on it

  @cr-702.19b @cr-701.19c @src-004-trample-lethal-ignore-regeneration
  Scenario: A regeneration shield on the blocker doesn't change the lethal damage the trampler must assign
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And bob has Mending Touch in hand as "touch"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And bob casts "touch" targeting "bears"
    And the top of the stack resolves
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to bob
    Then bob has 16 life
    And "bears" is on the battlefield
    And "bears" is tapped
    And "bears" has no damage marked on it

  @cr-702.19b @cr-510.1c @cr-509.1a @src-004-trample-lethal-other-creatures @src-cr-702.19b-ex1
  Scenario: Damage another attacker assigns to the same blocker counts toward the trampler's lethal damage
    Two-Headed Dragon can block an additional creature. It blocks a 2/2 and the trampler; the
    2/2 assigns 2 damage to it, so the trampler must assign only 2 more before trampling over.
    (The rule's example uses a 2/2 blocker, a 1/1 and a 3/3 trampler; the arithmetic is the same.)
    Given alice controls Grizzly Bears as "bears"
    And alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Two-Headed Dragon as "dragon"
    When alice attacks bob with "bears" and "dreadmaw"
    And bob declares blockers:
      | "dragon" | "bears"    |
      | "dragon" | "dreadmaw" |
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "dragon" and 4 damage to bob
    And "dragon" assigns 4 damage to "bears"
    Then bob has 16 life
    And "dragon" is in the graveyard
    And "bears" is in the graveyard

  @cr-702.19b @cr-510.1c @src-004-trample-assignment-order
  Scenario: A trampler blocked by two creatures divides its damage between them in any way once both are assigned lethal damage
    Historical ruling (2017 judges' class): the attacking player ordered the blockers, and "in
    order to assign damage to a creature, the creature that precedes must be assigned lethal
    damage". Damage assignment order was removed in the 2024-11-08 rules (510.1c): the damage is
    divided among the blockers as its controller chooses; trample still requires lethal damage
    to every blocker before any is assigned to the player (702.19b).
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears" and "wall"
    And combat damage is dealt
    And "dreadmaw" assigns 1 damage to "bears", 3 damage to "wall" and 2 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears", 3 damage to "wall" and 1 damage to bob
    Then bob has 19 life
    And "bears" is in the graveyard
    And "wall" is in the graveyard

  @cr-510.1c @cr-702.19b @src-004-trample-assignment-order
  Scenario: A trampler blocked by two creatures may assign 1 to the first blocker and the rest to the second, none to the player
    Under the old damage assignment order (bears first, as declared), the wall could be assigned damage
    only once the bears had lethal damage; since the 2024-11-08 rules (510.1c) the attacker divides its
    damage among its blockers as its controller chooses, and without assigning lethal damage to every
    blocker it just assigns nothing to the player (702.19b).
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears" and "wall"
    And combat damage is dealt
    And "dreadmaw" assigns 1 damage to "bears" and 5 damage to "wall"
    Then bob has 20 life
    And "bears" has 1 damage marked on it
    And "bears" is on the battlefield
    And "wall" is in the graveyard

  @cr-510.1c @src-004-trample-assignment-order
  Scenario: An attacker blocked by two creatures may split its damage so neither gets lethal damage
    No order of the two blockers allows this under the old damage assignment order: a 6/6 blocked by two
    creatures with toughness 4 could give the second one damage only after the first had 4. Since the
    2024-11-08 rules (510.1c) 3 and 3 is a legal division.
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Wall of Omens as "wall"
    And bob controls Giant Spider as "spider"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "wall" and "spider"
    And combat damage is dealt
    And "dreadmaw" assigns 3 damage to "wall" and 3 damage to "spider"
    Then bob has 20 life
    And "wall" has 3 damage marked on it
    And "spider" has 3 damage marked on it
    And "wall" is on the battlefield
    And "spider" is on the battlefield
    And "dreadmaw" has 2 damage marked on it

  @cr-702.19b @cr-702.16e @src-cr-702.19b-ex2
  Scenario: A green trampler blocked by a creature with protection from green must still assign it lethal damage
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Mirran Crusader as "crusader"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "crusader"
    And combat damage is dealt
    Then "dreadmaw" has 2 damage marked on it
    When combat damage is dealt
    And "dreadmaw" assigns 1 damage to "crusader" and 5 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 2 damage to "crusader" and 4 damage to bob
    Then bob has 16 life
    And "crusader" has no damage marked on it
    And "crusader" is on the battlefield
    And "dreadmaw" has 4 damage marked on it

  @cr-702.19d @src-004-trample-no-blockers @src-cr-702.19d
  Scenario: A blocked trampler whose blocker left combat assigns all its damage to the player
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And alice casts "bolt" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
    When combat damage is dealt
    Then bob has 14 life

  @cr-510.1a @cr-702.19d @src-cr-702.19d
  Scenario: A blocked creature without trample whose blocker left combat deals no combat damage
    Given alice controls Grizzly Bears as "attacker"
    And bob controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks bob with "attacker"
    And bob blocks "attacker" with "bears"
    And alice casts "bolt" targeting "bears"
    And the top of the stack resolves
    And combat damage is dealt
    Then bob has 20 life

  @cr-702.19f @cr-702.19b @src-004-trample-planeswalker @src-cr-702.19f
  Scenario: A trampler attacking a planeswalker assigns its excess damage to the planeswalker, never to the player
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And bob controls Grizzly Bears as "bears"
    When alice attacks "jace" with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to "jace"
    Then bob has 20 life
    And "jace" is in the graveyard
    And "bears" is in the graveyard

  @cr-702.19f @cr-506.4 @src-004-trample-planeswalker @src-cr-702.19f
  Scenario: A trampler whose planeswalker left combat assigns no damage to the player
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks "jace" with "dreadmaw"
    And alice casts "bolt" targeting "jace"
    And the top of the stack resolves
    Then "jace" is in the graveyard
    When combat damage is dealt
    Then bob has 20 life

  @cr-702.19a @src-cr-702.19a
  Scenario: Trample has no effect when the creature with it is blocking
    A blocking trampler assigns all its damage to the attacker it blocks, even beyond lethal.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Colossal Dreadmaw as "dreadmaw"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "dreadmaw"
    And combat damage is dealt
    Then alice has 20 life
    And "bears" is in the graveyard

  @cr-702.19a @cr-120.1 @src-cr-702.19a
  Scenario: Trample has no effect when the creature with it deals noncombat damage
    Rabid Bite makes Colossal Dreadmaw deal 6 damage to a 2/2: noncombat damage, so none of the excess
    is dealt to the creature's controller.
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    And alice has Rabid Bite in hand as "bite"
    When alice casts "bite" targeting "dreadmaw" and "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
    And bob has 20 life
    And "dreadmaw" has no damage marked on it

  @cr-702.19c @src-cr-702.19c @src-cr-702.19c-ex1
  Scenario: Trample over planeswalkers counts another attacker's damage toward the planeswalker's loyalty
    A 1/1 and Thrasta (7/7, trample over planeswalkers) attack Jace Beleren with three loyalty
    counters: 1 damage from the 1/1 and 2 from Thrasta are enough for Jace, and Thrasta's other 5
    may be assigned to Jace's controller.
    Given alice controls Raging Goblin as "goblin"
    And alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    When alice attacks "jace" with "goblin" and "thrasta"
    And combat damage is dealt
    And "thrasta" assigns 1 damage to "jace" and 6 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "jace" and 5 damage to bob
    Then bob has 15 life
    And "jace" is in the graveyard

  @cr-702.19c @src-cr-702.19c
  Scenario: A blocked creature with trample over planeswalkers assigns lethal to the blocker, the loyalty to the planeswalker, and the rest to its controller
    Given alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And bob controls Grizzly Bears as "bears"
    When alice attacks "jace" with "thrasta"
    And bob blocks "thrasta" with "bears"
    And combat damage is dealt
    And "thrasta" assigns 2 damage to "bears", 2 damage to "jace" and 3 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "bears", 3 damage to "jace" and 2 damage to bob
    Then bob has 18 life
    And "jace" is in the graveyard
    And "bears" is in the graveyard

  @cr-702.19e @src-cr-702.19e
  Scenario: A creature with trample over planeswalkers whose planeswalker left combat assigns all its damage to the defending player
    Given alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks "jace" with "thrasta"
    And alice casts "bolt" targeting "jace"
    And the top of the stack resolves
    Then "jace" is in the graveyard
    When combat damage is dealt
    Then bob has 13 life

  @cr-702.19b @cr-310.6 @cr-510.1c @src-cr-702.19b
  Scenario: A trampler attacking a battle assigns its excess damage to the battle, never to its protector
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    When alice attacks "invasion" with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 1 damage to "bears" and 5 damage to "invasion"
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to "invasion"
    Then bob has 20 life
    And "invasion" has one defense counter on it
    And "bears" is in the graveyard

  @cr-702.19c @cr-702.19b @src-cr-702.19c @src-cr-702.19b
  Scenario: Trample over planeswalkers gives no excess to the protector or the controller of a battle it attacks
    Trample over planeswalkers lets excess damage beyond a planeswalker's loyalty go to its
    controller; a battle isn't a planeswalker, so Thrasta's excess stays with the battle.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Thrasta, Tempest's Roar as "thrasta"
    And bob controls Grizzly Bears as "bears"
    When alice attacks "invasion" with "thrasta"
    And bob blocks "thrasta" with "bears"
    And combat damage is dealt
    And "thrasta" assigns 2 damage to "bears", 3 damage to "invasion" and 2 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "bears", 3 damage to "invasion" and 2 damage to alice
    Then the action is refused
    When combat damage is dealt
    And "thrasta" assigns 2 damage to "bears" and 5 damage to "invasion"
    Then bob has 20 life
    And alice has 20 life
    And "invasion" has no counters on it
    And "invasion" triggered once
    And "bears" is in the graveyard

  @cr-702.19e @cr-506.4c @src-cr-702.19e
  Scenario: A creature with trample over planeswalkers whose battle left combat deals no combat damage
    The exception of trample over planeswalkers is for a planeswalker removed from combat; a
    battle removed from combat leaves its attacker with no one to damage.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has three defense counters on it
    And alice controls Thrasta, Tempest's Roar as "thrasta"
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks "invasion" with "thrasta"
    And alice casts "bolt" targeting "invasion"
    And the stack resolves
    And "invasion" chooses no for "may"
    Then "invasion" is in exile
    When combat damage is dealt
    Then bob has 20 life
    And alice has 20 life

  @cr-702.19g @cr-702.19b @src-cr-702.19g
  Scenario: A creature with two instances of trample must still assign lethal damage to its blocker before the player, as with one
    Colossal Dreadmaw has trample and gets another instance from Primal Frenzy. 702.19g's second
    sentence (two instances of trample over planeswalkers) has no scenario: of the 34,513 cards of
    the Oracle corpus only Thrasta, Tempest's Roar and Kevin, Questing Dragon have trample over
    planeswalkers, each once, and no card grants it, so no game can put two instances on a creature.
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And alice controls Primal Frenzy as "frenzy"
    And "frenzy" is attached to "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And combat damage is dealt
    And "dreadmaw" assigns 1 damage to "bears" and 5 damage to bob
    Then the action is refused
    When combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 4 damage to bob
    Then bob has 16 life
    And "bears" is in the graveyard

  @cr-702.19b @cr-702.12b @cr-120.6 @src-cr-702.19b
  Scenario: A trampler blocked by an indestructible creature already dealt lethal damage may assign all its damage to the player
    702.19b: when checking for assigned lethal damage, damage already dealt this turn counts.
    Darksteel Myr (0/1, indestructible) already has 1 damage marked and survived it (702.12b), so
    none of Colossal Dreadmaw's damage must go to it.
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Darksteel Myr as "myr"
    And "myr" has 1 damage marked on it
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "myr"
    And combat damage is dealt
    And "dreadmaw" assigns 6 damage to bob
    Then bob has 14 life
    And "myr" is on the battlefield

  @cr-702.19b @cr-510.1c @src-cr-702.19b
  Scenario: A trampler whose power is exactly lethal damage for its one blocker assigns it all to the blocker
    702.19b: only damage beyond lethal for the blockers may go to the player. Colossal Dreadmaw (6/6,
    trample) blocked by another Colossal Dreadmaw has exactly lethal damage for it: all 6 go to the
    blocker, with nothing left to divide.
    Given alice controls Colossal Dreadmaw as "attacker"
    And bob controls Colossal Dreadmaw as "blocker"
    When alice attacks bob with "attacker"
    And bob blocks "attacker" with "blocker"
    And combat damage is dealt
    Then "blocker" is in the graveyard
    And "attacker" is in the graveyard
    And bob has 20 life
