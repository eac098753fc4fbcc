@resolving
Feature: Actions a resolving spell takes on several players or objects (CR 608.2f)
  608.2f: "Some spells and abilities include actions taken on multiple players and/or objects. In most
  cases, each such action is processed simultaneously. If the action can't be processed simultaneously,
  it's instead processed considering each affected player or object individually. ..."

  @cr-608.2f @cr-601.2c @cr-115.1 @cr-108.4 @src-cr-608.2f @src-cr-608.2f-ex1
  Scenario: Blatant Thievery gains control of the permanent chosen as target for each opponent
    Blatant Thievery: "For each opponent, gain control of target permanent that player controls." The
    example has its controller gain control of all the permanents chosen as targets simultaneously. The
    corpus's games have two players, so alice has one opponent and the spell one target, a permanent
    bob controls (601.2c): her own Grizzly Bears can't be chosen; bob's Runeclaw Bear can, and alice
    gains control of it as the spell resolves (with more opponents there would be one target each, all
    changing control at once: a multiplayer case, CR chapter 8).
    Given alice controls Grizzly Bears as "mine"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Blatant Thievery in hand as "thievery"
    When alice casts "thievery" targeting "mine"
    Then the action is refused
    When alice casts "thievery" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is controlled by alice
    And "runeclaw" is owned by bob
    And "mine" is controlled by alice
    And "thievery" is in its owner's graveyard

  @cr-608.2f @cr-601.2c @cr-115.1 @cr-120.3 @cr-202.3 @cr-611.2a @cr-101.4 @src-cr-608.2f-ex2
  Scenario: Soulfire Eruption considers the creature first, then its controller, exiling one card for each
    Soulfire Eruption: "Choose any number of target creatures, planeswalkers, and/or players. For each of
    them, exile the top card of your library, then Soulfire Eruption deals damage equal to that card's mana
    value to that permanent or player. You may play the exiled cards until the end of your next turn." The
    example: cast targeting an opponent and a creature that opponent controls, its controller can't exile
    the top card of their library several times at once, so they choose which target to consider first,
    exile the top card, and Soulfire Eruption deals damage to that target; then they repeat this for the
    other target (608.2f: both targets concern bob — a player and a creature he controls — so alice, who
    controls the spell, chooses the order). She considers Hill Giant first: the top card, Divination
    (mana value 3), is exiled and the Giant is dealt 3 damage; then bob: the next card, Lightning Bolt
    (mana value 1), is exiled and bob is dealt 1 damage. (Considered the other way round, bob would be
    dealt 3 and the Giant 1: the next scenario.) The Giant, dealt lethal damage, is destroyed once the
    spell has resolved (704.5g). alice may play the exiled cards until the end of her next turn: she casts
    Divination then (drawing two cards); once that turn has ended, Lightning Bolt can no longer be cast.
    Given bob controls Hill Giant as "giant"
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And alice has Mountain in library as "mountain-1"
    And alice has Mountain in library as "mountain-2"
    And alice has Forest in library as "forest"
    And alice has Lightning Bolt in library as "bolt"
    And alice has Divination in library as "divination"
    And alice has Soulfire Eruption in hand as "eruption"
    When alice casts "eruption" targeting bob and "giant"
    And the top of the stack resolves
    And alice considers the targets of "eruption" in the order "giant", then bob
    Then "divination" is in exile
    And "bolt" is in exile
    And "giant" is in its owner's graveyard
    And bob has 19 life
    And "forest" is in its owner's library
    And "eruption" is in its owner's graveyard
    When the game proceeds to the next turn's precombat main phase
    Then it is bob's precombat main phase
    When the game proceeds to the next turn's precombat main phase
    Then it is alice's precombat main phase
    And "forest" is in its owner's hand
    When alice casts "divination"
    And the top of the stack resolves
    Then "divination" is in its owner's graveyard
    And "mountain-1" is in its owner's hand
    And "mountain-2" is in its owner's hand
    When the game proceeds to the next turn's upkeep step
    And alice casts "bolt" targeting bob
    Then the action is refused
    And "bolt" is in exile
    And bob has 19 life

  @cr-608.2f @cr-601.2c @cr-120.3 @cr-202.3 @cr-611.2a @src-cr-608.2f-ex2
  Scenario: Soulfire Eruption considering the opponent first deals the other card's mana value to each
    The same spell and library as the previous scenario, alice choosing the other order (608.2f: hers to
    choose): bob is considered first, so Divination (mana value 3) is exiled and bob is dealt 3 damage;
    then the Giant, dealt 1 damage by the mana value of Lightning Bolt, which survives. The exiled cards
    may be played this turn too: alice casts Lightning Bolt from exile at the Giant, and it dies.
    Given bob controls Hill Giant as "giant"
    And alice has Forest in library as "forest"
    And alice has Lightning Bolt in library as "bolt"
    And alice has Divination in library as "divination"
    And alice has Soulfire Eruption in hand as "eruption"
    When alice casts "eruption" targeting bob and "giant"
    And the top of the stack resolves
    And alice considers the targets of "eruption" in the order bob, then "giant"
    Then "divination" is in exile
    And "bolt" is in exile
    And bob has 17 life
    And "giant" has 1 damage marked on it
    And "giant" is on the battlefield
    When alice casts "bolt" targeting "giant"
    And the top of the stack resolves
    Then "giant" is in its owner's graveyard
    And "bolt" is in its owner's graveyard
