@zones
Feature: An object two events would move at once goes where its controller chooses (CR 400.6)
  400.6: "... If any effects or rules try to do two or more contradictory or mutually exclusive things
  to a particular object, that object's controller—or its owner if it has no controller—chooses which
  effect to apply, and what that effect does."

  @cr-400.6 @cr-704.5a @cr-704.5g @cr-704.7 @cr-614.1a @src-cr-400.6 @src-cr-400.6-ex1
  Scenario: Exquisite Archangel dealt lethal damage as its controller would lose: the life total is reset and she chooses the graveyard
    Exquisite Archangel (5/5): "If you would lose the game, instead exile this creature and your life
    total becomes equal to your starting life total." Bob's Fireball with X = 10 and two targets deals
    5 damage to alice (5 life) and 5 damage to her Archangel. As state-based actions are performed,
    alice's game loss is replaced — her life total becomes her starting life total, 20 — and the same
    state-based actions destroy the Archangel for lethal damage: alice chooses whether it moves to her
    graveyard or to exile. She chooses the graveyard.
    Given it is bob's precombat main phase
    And alice has 5 life
    And alice controls Exquisite Archangel as "archangel"
    And bob has Fireball in hand as "fireball"
    When bob casts "fireball" with X = 10 targeting alice and "archangel"
    And the top of the stack resolves
    And alice chooses that "archangel" goes to its owner's graveyard
    Then alice has 20 life
    And alice has not lost the game
    And the game is not over
    And "archangel" is in its owner's graveyard

  @cr-400.6 @cr-704.5a @cr-704.5g @cr-614.1a @src-cr-400.6 @src-cr-400.6-ex1
  Scenario: Exquisite Archangel dealt lethal damage as its controller would lose: she may choose exile instead
    The same event; alice chooses exile (the Archangel's replacement effect's instruction).
    Given it is bob's precombat main phase
    And alice has 5 life
    And alice controls Exquisite Archangel as "archangel"
    And bob has Fireball in hand as "fireball"
    When bob casts "fireball" with X = 10 targeting alice and "archangel"
    And the top of the stack resolves
    And alice chooses that "archangel" goes to exile
    Then alice has 20 life
    And alice has not lost the game
    And "archangel" is in exile

  @cr-614.1a @cr-704.5a @src-cr-400.6
  Scenario: Exquisite Archangel not dealt damage is exiled as its controller's game loss is replaced
    Only the game loss moves the Archangel: no choice, it is exiled and alice's life total becomes 20.
    Given it is bob's precombat main phase
    And alice has 5 life
    And alice controls Exquisite Archangel as "archangel"
    And bob has Fireball in hand as "fireball"
    When bob casts "fireball" with X = 5 targeting alice
    And the top of the stack resolves
    Then alice has 20 life
    And alice has not lost the game
    And "archangel" is in exile
