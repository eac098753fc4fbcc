@battles @combat
Feature: Battles (CR 310): defense, protectors and Sieges
  A battle enters with defense counters equal to its printed defense, and its defense is the
  number of defense counters on it (310.4b-c). As a Siege enters, its controller chooses an
  opponent to protect it (310.8a, 310.11a); in a two-player game that is the only opponent. It can
  be attacked by any attacking player for whom its protector is a defending player — so by its own
  controller — and never by its protector (310.8b); only its protector's creatures block its
  attackers (310.8c). Damage dealt to it removes defense counters (310.6); at defense 0 it goes to
  its owner's graveyard (310.7, 704.5v) unless it is the source of a triggered ability that hasn't
  left the stack, such as the Siege's "When the last defense counter is removed from this
  permanent, exile it, then you may cast it transformed without paying its mana cost" (310.11b).

  @cr-310.2 @cr-310.4b @cr-310.4c @src-cr-310.2 @src-cr-310.4b @src-cr-310.4c
  Scenario: A battle spell resolves and the battle enters with defense counters equal to its printed defense
    Invasion of Dominaria's printed defense is 5.
    Given alice has Invasion of Dominaria // Serra Faithkeeper in hand as "invasion"
    When alice casts "invasion"
    And the top of the stack resolves
    Then "invasion" is on the battlefield
    And "invasion" is controlled by alice
    And "invasion" has five defense counters on it and no other counters

  @cr-310.2 @cr-603.6a @src-cr-310.2
  Scenario: The battle enters under its caster's control, so its enter trigger gains that player 4 life and draws them a card
    Given alice has Invasion of Dominaria // Serra Faithkeeper in hand as "invasion"
    And alice has Forest in library as "forest"
    When alice casts "invasion"
    And the top of the stack resolves
    Then "invasion" triggered once
    When the stack resolves
    Then alice has 24 life
    And "forest" is in the hand

  @cr-310.5 @cr-310.8a @cr-310.8b @cr-310.11a @cr-508.1b @src-cr-310.5 @src-cr-310.8a @src-cr-310.8b @src-cr-310.11a
  Scenario: A Siege's controller attacks the Siege they control, which the opponent protects
    As it entered, alice chose an opponent to protect it; bob is her only opponent.
    Given alice has Invasion of Dominaria // Serra Faithkeeper in hand as "invasion"
    And alice has Forest in library as "forest"
    And alice controls Grizzly Bears as "bears"
    When alice casts "invasion"
    And the stack resolves
    And alice attacks "invasion" with "bears"
    Then "bears" is tapped

  @cr-310.8b @src-cr-310.8b
  Scenario: A battle's protector can't attack it
    alice controls the Siege and bob protects it; in bob's turn he can't attack it.
    Given it is bob's precombat main phase
    And alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And bob controls Grizzly Bears as "bears"
    When bob attacks "invasion" with "bears"
    Then the action is refused
    And "bears" is untapped

  @cr-310.6 @cr-120.3h @cr-510.1a @src-cr-310.6
  Scenario: Combat damage dealt to a battle removes that many defense counters from it
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Grizzly Bears as "bears"
    When alice attacks "invasion" with "bears"
    And bob declares no blockers
    And combat damage is dealt
    Then "invasion" has three defense counters on it
    And "invasion" has no damage marked on it
    And bob has 20 life

  @cr-310.8c @cr-310.8d @cr-509.1a @src-cr-310.8c @src-cr-310.8d
  Scenario: Only the protector's creatures block a creature attacking the battle, even when another player controls the battle
    alice controls the Siege and attacks it; bob, its protector, is the defending player
    relative to it and blocks. alice can't block the attacker with her own creature.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Grizzly Bears as "attacker"
    And alice controls Wall of Wood as "alice-wall"
    And bob controls Grizzly Bears as "bob-bears"
    When alice attacks "invasion" with "attacker"
    And alice blocks "attacker" with "alice-wall"
    Then the action is refused
    When bob blocks "attacker" with "bob-bears"
    And combat damage is dealt
    Then "invasion" has five defense counters on it
    And "attacker" is in the graveyard
    And "bob-bears" is in the graveyard

  @cr-310.8d @cr-508.5 @cr-702.86a @src-cr-310.8d
  Scenario: The defending player for a creature attacking a battle is the battle's protector, not its controller
    Breaker of Creation has annihilator 2 ("Whenever this creature attacks, defending player
    sacrifices two permanents"). alice attacks the Siege she controls; bob protects it, so bob
    sacrifices two permanents and alice none.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Breaker of Creation as "breaker"
    And alice controls Forest as "alice-forest"
    And bob controls Forest as "bob-forest"
    And bob controls Grizzly Bears as "bob-bears"
    When alice attacks "invasion" with "breaker"
    Then "breaker" triggered once
    When the top of the stack resolves
    And bob sacrifices "bob-forest" and "bob-bears" as the ability of "breaker" resolves
    Then "bob-forest" is in the graveyard
    And "bob-bears" is in the graveyard
    And "invasion" is on the battlefield
    And "alice-forest" is on the battlefield

  @cr-310.7 @cr-704.5v @cr-310.11b @src-cr-310.7 @src-cr-704.5v @src-cr-310.11b
  Scenario: A Siege whose last defense counter is removed stays on the battlefield while its trigger is on the stack
    Defense 0 puts a battle into its owner's graveyard only if it isn't the source of an ability
    that has triggered but not yet left the stack.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Colossal Dreadmaw as "dreadmaw"
    When alice attacks "invasion" with "dreadmaw"
    And bob declares no blockers
    And combat damage is dealt
    Then "invasion" is on the battlefield
    And "invasion" has no counters on it
    And "invasion" triggered once
    And the stack holds one object

  @cr-310.11b @cr-712.11a @cr-712.8c @src-cr-310.11b
  Scenario: The defeated Siege is exiled and its controller casts it transformed without paying its mana cost
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Colossal Dreadmaw as "dreadmaw"
    When alice attacks "invasion" with "dreadmaw"
    And bob declares no blockers
    And combat damage is dealt
    And the top of the stack resolves
    And "invasion" chooses yes for "may"
    Then "invasion" is on the stack
    And "invasion" is double-faced with its back face up
    And "invasion" is named "Serra Faithkeeper"
    When the top of the stack resolves
    Then "invasion" is on the battlefield
    And "invasion" is controlled by alice
    And "invasion" is named "Serra Faithkeeper"
    And "invasion" is a creature
    And "invasion" is 4/4
    And "invasion" has no counters on it

  @cr-310.11b @src-cr-310.11b
  Scenario: The defeated Siege's controller may decline to cast it, and it stays in exile
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has five defense counters on it
    And alice controls Colossal Dreadmaw as "dreadmaw"
    When alice attacks "invasion" with "dreadmaw"
    And bob declares no blockers
    And combat damage is dealt
    And the top of the stack resolves
    And "invasion" chooses no for "may"
    Then "invasion" is in exile
    And the stack is empty

  @cr-310.6 @cr-115.4 @cr-506.4c @cr-310.11b @src-cr-310.6
  Scenario: A spell's damage removes a battle's last defense counters, and the creature attacking it then deals no combat damage
    Lightning Bolt can target a battle ("any target"); its 3 damage removes the battle's last three
    defense counters. The Siege is exiled by its own trigger, so it is removed from combat: the
    creature that was attacking it is still attacking, but it deals no combat damage.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has three defense counters on it
    And alice controls Grizzly Bears as "bears"
    And alice has Lightning Bolt in hand as "bolt"
    When alice attacks "invasion" with "bears"
    And alice casts "bolt" targeting "invasion"
    And the top of the stack resolves
    Then "invasion" has no counters on it
    And "invasion" triggered once
    When the top of the stack resolves
    And "invasion" chooses no for "may"
    Then "invasion" is in exile
    When combat damage is dealt
    Then bob has 20 life
    And alice has 20 life

  @cr-310.7 @cr-704.5v @src-cr-310.7 @src-cr-704.5v
  Scenario: A battle with no defense counters that isn't the source of a waiting trigger is put into its owner's graveyard
    A battle can have defense 0 without its last defense counter being removed — a permanent
    that becomes a copy of a battle, for one, has no defense counters (310.4b applies only as a
    battle enters). No Siege ability triggers then, and the state-based action applies the next
    time a player would receive priority.
    Given alice controls Invasion of Dominaria // Serra Faithkeeper as "invasion"
    And "invasion" has no defense counters on it
    When the game proceeds to the beginning of combat step
    Then "invasion" is in the graveyard
    And "invasion" did not trigger
