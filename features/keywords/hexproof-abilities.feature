@keywords
Feature: Hexproof stops an opponent's abilities as well as spells (CR 702.11b)
  "Hexproof" on a permanent means it can't be the target of spells or abilities its controller's
  opponents control; on a player, that the player can't be the target of spells or abilities
  their opponents control (702.11b, 702.11c). Activated and triggered abilities are abilities.

  @cr-702.11b @cr-115.4 @cr-602.2b @src-cr-702.11b @src-004-hexproof
  Scenario: An opponent's activated ability can't target a creature with hexproof
    Given alice controls Gladecover Scout as "scout"
    And alice controls Grizzly Bears as "bears"
    And bob controls Mogg Fanatic as "fanatic"
    When bob activates the ability of "fanatic" targeting "scout"
    Then the action is refused
    And "fanatic" is on the battlefield
    When bob activates the ability of "fanatic" targeting "bears"
    And the top of the stack resolves
    Then "bears" has 1 damage marked on it

  @cr-702.11b @cr-115.4 @src-cr-702.11b @src-004-hexproof
  Scenario: A player's own activated ability can target their creature with hexproof
    Given alice controls Gladecover Scout as "scout"
    And alice controls Mogg Fanatic as "fanatic"
    When alice activates the ability of "fanatic" targeting "scout"
    And the top of the stack resolves
    Then "scout" is in the graveyard

  @cr-702.11b @cr-702.11c @cr-115.4 @src-cr-702.11b @src-cr-702.11c
  Scenario: An opponent's activated ability can't target a player with hexproof
    Aegis of the Gods: "You have hexproof."
    Given alice controls Aegis of the Gods as "aegis"
    And bob controls Mogg Fanatic as "fanatic"
    When bob activates the ability of "fanatic" targeting alice
    Then the action is refused
    And alice has 20 life
    When bob activates the ability of "fanatic" targeting "aegis"
    And the top of the stack resolves
    Then "aegis" is in the graveyard
    And alice has 20 life

  @cr-702.11b @cr-603.3d @cr-115.4 @src-cr-702.11b @src-004-hexproof
  Scenario: An opponent's triggered ability can't target a creature with hexproof
    Gadwick, the Wizened: "Whenever you cast a blue spell, tap target nonland permanent an
    opponent controls." Bob casts Unsummon; the trigger can't target alice's Gladecover Scout.
    Given it is bob's precombat main phase
    And bob controls Gadwick, the Wizened as "gadwick"
    And bob controls Wind Drake as "drake"
    And bob has Unsummon in hand as "unsummon"
    And alice controls Gladecover Scout as "scout"
    And alice controls Grizzly Bears as "bears"
    When bob casts "unsummon" targeting "drake"
    And "gadwick"'s ability targets "scout"
    Then the action is refused
    And "scout" is untapped
    When bob casts "unsummon" targeting "drake"
    And "gadwick"'s ability targets "bears"
    And the top of the stack resolves
    Then "bears" is tapped
    And "scout" is untapped

  @cr-702.11b @cr-702.11c @cr-603.3d @cr-115.4 @src-cr-702.11c @src-cr-702.11b
  Scenario: An opponent's triggered ability can't target a player with hexproof
    Aegis of the Gods: "You have hexproof." Bob's Sparkmage Apprentice: "When this creature enters,
    it deals 1 damage to any target." As the trigger is put on the stack, alice is not a legal
    target for it (603.3d); her Aegis of the Gods (2/1) is, and dies.
    Given it is bob's precombat main phase
    And alice controls Aegis of the Gods as "aegis"
    And bob has Sparkmage Apprentice in hand as "apprentice"
    When bob casts "apprentice"
    And the top of the stack resolves
    And "apprentice"'s ability targets alice
    Then the action is refused
    And alice has 20 life
    When the top of the stack resolves
    And "apprentice"'s ability targets "aegis"
    And the top of the stack resolves
    Then alice has 20 life
    And "aegis" is in the graveyard
    And "apprentice" is on the battlefield

  @cr-702.11c @cr-603.3d @src-cr-702.11c
  Scenario: A player with hexproof can be the target of their own triggered ability
    Alice's own Sparkmage Apprentice ("When this creature enters, it deals 1 damage to any target.")
    may target her although she has hexproof from Aegis of the Gods: hexproof stops only opponents.
    Given alice controls Aegis of the Gods as "aegis"
    And alice has Sparkmage Apprentice in hand as "apprentice"
    When alice casts "apprentice"
    And the top of the stack resolves
    And "apprentice"'s ability targets alice
    And the top of the stack resolves
    Then alice has 19 life
    And bob has 20 life
