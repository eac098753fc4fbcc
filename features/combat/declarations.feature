@combat
Feature: Declaring attackers and blockers (CR 508.1, 509.1)
  An illegal declaration of attackers or blockers is refused as a whole and changes nothing
  (508.1, 509.1: the declaration is checked against every restriction and requirement). Each
  scenario makes one illegal declaration, then a legal one, so an engine that refuses everything
  fails too.

  @cr-508.1a @src-cr-508.1a
  Scenario: A tapped creature can't be declared as an attacker
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And "bears" is tapped
    When alice attacks bob with "bears" and "runeclaw"
    Then the action is refused
    And "runeclaw" is untapped
    When alice attacks bob with "runeclaw"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life

  @cr-508.1c @cr-101.2 @src-cr-508.1c
  Scenario: A creature enchanted with Pacifism can't be declared as an attacker
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    When alice attacks bob with "bears"
    Then the action is refused
    And "bears" is untapped
    When alice attacks bob with "runeclaw"
    And combat damage is dealt
    Then bob has 18 life

  @cr-508.1b @cr-506.3 @src-cr-508.1b
  Scenario: A creature can't attack its own controller
    Given alice controls Grizzly Bears as "bears"
    When alice attacks alice with "bears"
    Then the action is refused
    And "bears" is untapped
    When alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life
    And alice has 20 life

  @cr-508.1b @cr-506.3 @src-cr-508.1b
  Scenario: A creature can't attack a planeswalker its own controller controls
    Given alice controls Grizzly Bears as "bears"
    And alice controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    When alice attacks "jace" with "bears"
    Then the action is refused
    And "jace" has three loyalty counters on it
    When alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life

  @cr-508.1a @src-cr-508.1a
  Scenario: The same creature can't be declared as an attacker twice
    Given alice controls Grizzly Bears as "bears"
    And bob controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    When alice declares attackers:
      | "bears" | bob    |
      | "bears" | "jace" |
    Then the action is refused
    And "bears" is untapped
    When alice declares attackers:
      | "bears" | "jace" |
    And combat damage is dealt
    Then "jace" has one loyalty counter on it
    And bob has 20 life

  @cr-508.1 @src-cr-508.1
  Scenario: Only the active player declares attackers
    It is alice's turn: bob can't declare his Grizzly Bears as an attacker.
    Given bob controls Grizzly Bears as "bears"
    When bob attacks with "bears"
    Then the action is refused
    And "bears" is untapped
    And alice has 20 life

  @cr-508.1d @src-cr-508.1d
  Scenario: A creature that attacks each combat if able must be declared as an attacker
    Juggernaut: "This creature attacks each combat if able." A declaration leaving it out while it
    could attack is refused.
    Given alice controls Juggernaut as "juggernaut"
    And alice controls Grizzly Bears as "bears"
    When alice attacks bob with "bears"
    Then the action is refused
    And "bears" is untapped
    When alice attacks bob with "bears" and "juggernaut"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 13 life

  @cr-508.1d @cr-508.1a @src-cr-508.1d
  Scenario: A tapped creature that attacks each combat if able isn't able, so a declaration without it is legal
    Given alice controls Juggernaut as "juggernaut"
    And alice controls Grizzly Bears as "bears"
    And "juggernaut" is tapped
    When alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life

  @cr-509.1a @src-cr-509.1a
  Scenario: A tapped creature can't be declared as a blocker
    Given alice controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    And "wall" is tapped
    When alice attacks bob with "bears"
    And bob blocks "bears" with "wall"
    Then the action is refused
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life

  @cr-509.1b @cr-101.2 @src-cr-509.1b
  Scenario: A creature enchanted with Pacifism can't be declared as a blocker
    Given alice controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    And alice controls Pacifism as "pacifism"
    And "pacifism" is attached to "wall"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "wall"
    Then the action is refused
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life

  @cr-702.111b @cr-509.1b @src-cr-702.111b
  Scenario: One creature alone can't block a creature with menace; two can
    Given alice controls Two-Headed Dragon as "dragon"
    And bob controls Giant Spider as "spider"
    And bob controls Serra Angel as "angel"
    When alice attacks bob with "dragon"
    And bob blocks "dragon" with "spider"
    Then the action is refused
    When bob blocks "dragon" with "spider" and "angel"
    And combat damage is dealt
    And "dragon" assigns 4 damage to "spider" and 0 damage to "angel"
    Then bob has 20 life
    And "spider" is in the graveyard
    And "dragon" is in the graveyard

  @cr-509.1a @src-cr-509.1a
  Scenario: A creature can't block two attackers unless an effect allows it
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "bears" and "runeclaw"
    And bob declares blockers:
      | "wall" | "bears"    |
      | "wall" | "runeclaw" |
    Then the action is refused
    When bob blocks "bears" with "wall"
    And combat damage is dealt
    Then bob has 18 life
    And "wall" has 2 damage marked on it

  @cr-509.1a @src-cr-509.1a
  Scenario: A creature that can block an additional creature can't block three
    Two-Headed Dragon: "This creature can block an additional creature each combat."
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice controls Raging Goblin as "goblin"
    And bob controls Two-Headed Dragon as "dragon"
    When alice attacks bob with "bears", "runeclaw" and "goblin"
    And bob declares blockers:
      | "dragon" | "bears"    |
      | "dragon" | "runeclaw" |
      | "dragon" | "goblin"   |
    Then the action is refused
    When bob declares blockers:
      | "dragon" | "bears"    |
      | "dragon" | "runeclaw" |
    And combat damage is dealt
    And "dragon" assigns 2 damage to "bears" and 2 damage to "runeclaw"
    Then bob has 19 life
    And "bears" is in the graveyard
    And "runeclaw" is in the graveyard

  @cr-509.1b @src-cr-509.1b
  Scenario: A Wall can't block Juggernaut, which can't be blocked by Walls
    Given alice controls Juggernaut as "juggernaut"
    And bob controls Wall of Wood as "wall"
    And bob controls Giant Spider as "spider"
    When alice attacks bob with "juggernaut"
    And bob blocks "juggernaut" with "wall"
    Then the action is refused
    When bob blocks "juggernaut" with "spider"
    And combat damage is dealt
    Then bob has 20 life
    And "spider" is in the graveyard

  @cr-509.1 @src-cr-509.1
  Scenario: Only the defending player declares blockers
    The attacking player can't declare that the defending player's creature blocks.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "bears"
    And alice blocks "bears" with "wall"
    Then the action is refused
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life
    And "wall" has no damage marked on it

  @cr-508.1d @src-cr-508.1d
  Scenario: A creature with a static ability that isn't an attack requirement may stay home
    Two-Headed Dragon's "This creature can block an additional creature each combat." is no
    requirement to attack.
    Given alice controls Two-Headed Dragon as "dragon"
    And alice controls Grizzly Bears as "bears"
    When alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life
    And "dragon" is untapped

  @cr-509.1a @src-cr-509.1a
  Scenario: Only a creature the defending player controls can be declared as a blocker
    Chimeric Staff is not a creature until its ability makes it one; Runeclaw Bear is the attacking
    player's.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Chimeric Staff as "staff"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "staff"
    Then the action is refused
    When bob blocks "bears" with "runeclaw"
    Then the action is refused
    When bob blocks "bears" with "wall"
    And combat damage is dealt
    Then bob has 20 life
    And "wall" has 2 damage marked on it

  @cr-509.1a @src-cr-509.1a
  Scenario: A creature that isn't attacking can't be blocked
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Wall of Wood as "wall"
    When alice attacks bob with "bears"
    And bob blocks "runeclaw" with "wall"
    Then the action is refused
    When bob blocks "bears" with "wall"
    And combat damage is dealt
    Then "wall" has 2 damage marked on it
    And bob has 20 life

  @cr-500.4 @cr-509.1 @cr-510.1 @src-cr-509.1
  Scenario: Going from declare attackers to combat damage passes through the declare blockers step, and mana empties
    Mana empties from each player's mana pool at the end of each step (500.4): mana added in the
    declare attackers step is gone once combat damage is dealt.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Forest as "forest"
    When alice attacks bob with "bears"
    And alice taps "forest" for mana
    Then alice's mana pool holds {G}
    When combat damage is dealt
    Then alice's mana pool is empty
    And bob has 18 life

  @cr-508.1c @cr-506.5 @src-cr-508.1c-ex1 @src-cr-508.1c
  Scenario: Two creatures that each can't attack alone may attack together, and neither may attack alone
    CR 508.1c's example: "A player controls two creatures, each with a restriction that states 'This
    creature can't attack alone.' It's legal to declare both as attackers." Bonded Construct: "This
    creature can't attack alone." A creature attacks alone if it is the only one declared (506.5).
    Given alice controls Bonded Construct as "first"
    And alice controls Bonded Construct as "second"
    When alice attacks bob with "first"
    Then the action is refused
    And "first" is untapped
    When alice attacks bob with "first" and "second"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 16 life
    And "first" is tapped
    And "second" is tapped

  @cr-508.1d @cr-508.1c @src-cr-508.1d-ex1 @src-cr-508.1d
  Scenario: With a limit of one attacker, only the creature that attacks if able may attack
    CR 508.1d's example: one creature that "attacks if able", one with no abilities, and an effect
    "No more than one creature can attack each turn": the only legal attack is the creature that
    attacks if able, alone; attacking with the other, with both or with neither is illegal.
    Juggernaut: "This creature attacks each combat if able."; Grizzly Bears has no abilities;
    Dueling Grounds: "No more than one creature can attack each combat." (one combat this turn).
    Given alice controls Juggernaut as "juggernaut"
    And alice controls Grizzly Bears as "bears"
    And bob controls Dueling Grounds as "grounds"
    When alice attacks bob with "bears"
    Then the action is refused
    When alice attacks bob with "juggernaut" and "bears"
    Then the action is refused
    When alice declares no attackers
    Then the action is refused
    And "juggernaut" is untapped
    And "bears" is untapped
    When alice attacks bob with "juggernaut"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 15 life
    And "bears" is untapped

  @cr-508.1d @cr-508.1c @src-cr-508.1d
  Scenario: With a limit of one attacker and two creatures that attack if able, either one attacking alone obeys the most requirements
    508.1d: the declaration must obey as many requirements as can be obeyed without disobeying a
    restriction. Under Dueling Grounds ("No more than one creature can attack each combat.") only
    one of two Juggernauts can attack, so one of them attacking is legal and neither is not.
    Given alice controls Juggernaut as "first"
    And alice controls Juggernaut as "second"
    And bob controls Dueling Grounds as "grounds"
    When alice declares no attackers
    Then the action is refused
    When alice attacks bob with "first" and "second"
    Then the action is refused
    When alice attacks bob with "second"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 15 life
    And "first" is untapped

  @cr-509.1b @src-cr-509.1b
  Scenario: Under Dueling Grounds no more than one creature can block
    Dueling Grounds: "No more than one creature can block each combat." (509.1b: a declaration of
    blockers that disobeys a restriction is illegal.)
    Given alice controls Juggernaut as "juggernaut"
    And alice controls Dueling Grounds as "grounds"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice attacks bob with "juggernaut"
    And bob blocks "juggernaut" with "bears" and "runeclaw"
    Then the action is refused
    When bob blocks "juggernaut" with "bears"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "runeclaw" is on the battlefield
    And bob has 20 life

  @cr-510.1a @src-cr-510.1a
  Scenario: A creature with 0 power blocked by two creatures assigns no combat damage
    510.1a: a creature with 0 power assigns no combat damage, so Darksteel Myr (0/1, indestructible)
    has no damage to divide between the two creatures blocking it.
    Given alice controls Darksteel Myr as "myr"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice attacks bob with "myr"
    And bob blocks "myr" with "bears" and "runeclaw"
    And combat damage is dealt
    Then "bears" has 0 damage marked on it
    And "runeclaw" has 0 damage marked on it
    And "myr" has 4 damage marked on it
    And "myr" is on the battlefield
    And bob has 20 life

  @cr-509.1b @cr-702.28b @cr-702.9b @src-cr-509.1b-ex1
  Scenario: An attacking creature with flying and shadow can't be blocked by a creature with flying but without shadow
    509.1b: "The defending player checks each creature they control to see whether it's affected by
    any restrictions ... If any restrictions are being disobeyed, the declaration of blockers is
    illegal." The example's attacker with flying and shadow is Soltari Foot Soldier ("Shadow")
    enchanted with Flight ("Enchanted creature has flying."); the blocker with flying but without
    shadow is Wind Drake ("Flying"). Flying doesn't stop Wind Drake from blocking it, but shadow
    does (702.28b), so the block is refused; declaring no blockers is legal and the Soldier deals 1
    damage to bob.
    Given alice controls Soltari Foot Soldier as "soldier"
    And alice controls Flight as "flight"
    And "flight" is attached to "soldier"
    And bob controls Wind Drake as "drake"
    When alice attacks bob with "soldier"
    And bob blocks "soldier" with "drake"
    Then the action is refused
    And "drake" is untapped
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 19 life
    And "drake" has 0 damage marked on it

  @cr-509.1c @cr-702.111b @src-cr-509.1c @src-cr-509.1c-ex1
  Scenario: Against a creature with menace, a creature that blocks if able and a creature with no abilities must both block
    509.1c: "... To be legal, the number of requirements being obeyed must be the maximum possible
    without disobeying any restrictions." The example's creature that "blocks if able" is Razorgrass
    Screen ("Defender / This creature blocks each combat if able."), its creature with no abilities
    Grizzly Bears, its creature with menace Alley Strangler ("Menace", 2/3). The Screen alone breaks
    menace's restriction; the Bears alone break it and the Screen's requirement; no block obeys the
    restriction but not the requirement, which a legal declaration (both blocking) obeys. Only both
    blocking is legal: the Strangler is dealt 4 damage and dies, and its 2 damage, 1 to each
    blocker, destroys the Screen (2/1).
    Given alice controls Alley Strangler as "strangler"
    And bob controls Razorgrass Screen as "screen"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "strangler"
    And bob blocks "strangler" with "screen"
    Then the action is refused
    When bob blocks "strangler" with "bears"
    Then the action is refused
    When bob declares no blockers
    Then the action is refused
    When bob declares blockers:
      | "screen" | "strangler" |
      | "bears"  | "strangler" |
    And combat damage is dealt
    And "strangler" assigns 1 damage to "screen" and 1 damage to "bears"
    Then "strangler" is in the graveyard
    And "screen" is in the graveyard
    And bob has 20 life

  @cr-509.1c @src-cr-509.1c
  Scenario: A creature that blocks each combat if able must block an attacker it can block
    Razorgrass Screen ("This creature blocks each combat if able.") can block Grizzly Bears:
    declaring no blockers obeys none of the requirements a legal declaration could obey, so it is
    refused; the Screen blocking is legal.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Razorgrass Screen as "screen"
    When alice attacks bob with "bears"
    And bob declares no blockers
    Then the action is refused
    When bob blocks "bears" with "screen"
    And combat damage is dealt
    Then "screen" is in the graveyard
    And bob has 20 life
