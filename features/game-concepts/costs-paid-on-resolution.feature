@game-concepts
Feature: "[Do something]. If you do, [effect]" — a cost paid as the ability resolves (CR 118.12)
  118.12: "The action [do something] is a cost, paid when the spell or ability resolves. The 'If
  [a player] [does, doesn't, or can't]' clause checks whether the player chose to pay an optional
  cost or started to pay a mandatory cost, regardless of what events actually occurred."

  @cr-118.12 @cr-603.2 @src-cr-118.12 @src-cr-118.12-ex1
  Scenario: Standstill exiled before its ability resolves can't be sacrificed: no player draws
    Standstill: "When a player casts a spell, sacrifice this enchantment. If you do, each of that
    player's opponents draws three cards." Bob casts Divination; in response alice exiles Standstill
    with Silverchase Fox ("{1}{W}, Sacrifice this creature: Exile target enchantment."). Standstill's
    ability can't sacrifice it, so alice draws nothing; Divination then resolves and bob draws two.
    Given it is bob's precombat main phase
    And alice controls Standstill as "standstill"
    And alice controls Silverchase Fox as "fox"
    And bob has Divination in hand as "divination"
    And alice has Island in library as "alice-1"
    And alice has Island in library as "alice-2"
    And alice has Island in library as "alice-3"
    And bob has Island in library as "bob-1"
    And bob has Island in library as "bob-2"
    When bob casts "divination"
    Then "standstill" triggered once
    When alice activates the ability of "fox" targeting "standstill"
    And the top of the stack resolves
    Then "standstill" is in exile
    When the top of the stack resolves
    Then alice has no cards in hand
    And the stack holds one object
    When the top of the stack resolves
    Then bob has two cards in hand
    And alice has no cards in hand

  @cr-118.12 @cr-603.2 @src-cr-118.12
  Scenario: Standstill still on the battlefield is sacrificed and the caster's opponent draws three
    Given it is bob's precombat main phase
    And alice controls Standstill as "standstill"
    And bob has Divination in hand as "divination"
    And alice has Island in library as "alice-1"
    And alice has Island in library as "alice-2"
    And alice has Island in library as "alice-3"
    And bob has Island in library as "bob-1"
    And bob has Island in library as "bob-2"
    When bob casts "divination"
    And the top of the stack resolves
    Then "standstill" is in its owner's graveyard
    And alice has three cards in hand
    And bob has no cards in hand
