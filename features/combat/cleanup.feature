@turn
Feature: The cleanup step (CR 514.1, 514.2)
  As the cleanup step begins, the active player discards down to their maximum hand size, seven unless an
  effect says otherwise (514.1, 402.2). Then all damage marked on permanents is removed and all "until end of turn" and
  "this turn" effects end, simultaneously (514.2) — however the game got to the cleanup step: by
  passing one step at a time, by passing to it at once, or from combat.

  @cr-514.2 @cr-500.2 @src-cr-514.2
  Scenario: Passing the end step one step at a time, damage wears off and until-end-of-turn effects end in cleanup
    Given it is alice's postcombat main phase
    And alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Shock in hand as "shock"
    And alice has Veil of Summer in hand as "veil"
    When alice casts "growth" targeting "bears"
    And the top of the stack resolves
    And alice casts "shock" targeting "bears"
    And the top of the stack resolves
    And alice casts "veil"
    And the top of the stack resolves
    Then "bears" is 5/5
    And "bears" has 2 damage marked on it
    And alice has the ability "Hexproof from blue"
    When the phase ends
    Then "bears" is 5/5
    And "bears" has 2 damage marked on it
    When the phase ends
    Then "bears" is 2/2
    And "bears" has no damage marked on it
    And "bears" is on the battlefield
    And alice does not have the ability "Hexproof from blue"

  @cr-514.2 @src-cr-514.2
  Scenario: Passing to the cleanup step at once, damage wears off and until-end-of-turn effects end
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice has Shock in hand as "shock"
    And alice has Veil of Summer in hand as "veil"
    When alice casts "growth" targeting "bears"
    And the top of the stack resolves
    And alice casts "shock" targeting "bears"
    And the top of the stack resolves
    And alice casts "veil"
    And the top of the stack resolves
    And the game proceeds to the cleanup step
    Then "bears" is 2/2
    And "bears" has no damage marked on it
    And "bears" is on the battlefield
    And alice does not have the ability "Hexproof from blue"

  @cr-514.2 @cr-510.2 @src-cr-514.2
  Scenario: Combat damage marked on a creature wears off in the cleanup step of the same turn
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And alice has Giant Growth in hand as "growth"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And alice casts "growth" targeting "dreadmaw"
    And the top of the stack resolves
    And combat damage is dealt
    And "dreadmaw" assigns 2 damage to "bears" and 7 damage to bob
    Then "dreadmaw" is 9/9
    And "dreadmaw" has 2 damage marked on it
    When the game proceeds to the end step
    Then "dreadmaw" has 2 damage marked on it
    When the phase ends
    Then "dreadmaw" is 6/6
    And "dreadmaw" has no damage marked on it
    And bob has 13 life

  @cr-504.1 @cr-502.3 @cr-102.1 @cr-500.1 @src-cr-504.1
  Scenario: After the cleanup step the next player's turn begins, and that player draws a card in its draw step
    Given it is alice's end step
    And alice has Island in library as "alice-island"
    And bob has Island in library as "bob-island"
    When the game proceeds to the next turn's upkeep step
    Then it is bob's upkeep step
    And "bob-island" is in its owner's library
    When the step ends
    Then it is bob's draw step
    And "bob-island" is in its owner's hand
    And "alice-island" is in its owner's library

  @cr-514.1 @cr-402.2 @src-cr-514.1
  Scenario: As the cleanup step begins the active player discards down to seven cards, choosing which
    Given it is alice's end step
    And alice has Grizzly Bears in hand as "card-1"
    And alice has Island in hand as "card-2"
    And alice has Forest in hand as "card-3"
    And alice has Shock in hand as "card-4"
    And alice has Giant Growth in hand as "card-5"
    And alice has Llanowar Elves in hand as "card-6"
    And alice has Terror in hand as "card-7"
    And alice has Mountain in hand as "card-8"
    And bob has Grizzly Bears in hand as "bob-card-1"
    And bob has Island in hand as "bob-card-2"
    And bob has Forest in hand as "bob-card-3"
    And bob has Shock in hand as "bob-card-4"
    And bob has Giant Growth in hand as "bob-card-5"
    And bob has Llanowar Elves in hand as "bob-card-6"
    And bob has Terror in hand as "bob-card-7"
    And bob has Mountain in hand as "bob-card-8"
    When the step ends
    And alice discards "card-2" and "card-4" down to her maximum hand size
    Then the action is refused
    And alice has eight cards in hand
    When the step ends
    And alice discards "card-4" down to her maximum hand size
    Then "card-4" is in its owner's graveyard
    And alice has seven cards in hand
    And bob has eight cards in hand

  @cr-514.1 @cr-402.2 @src-cr-514.1
  Scenario: With Reliquary Tower, which says "You have no maximum hand size.", its controller discards nothing in cleanup
    Given it is alice's end step
    And alice controls Reliquary Tower as "tower"
    And alice has Grizzly Bears in hand as "card-1"
    And alice has Island in hand as "card-2"
    And alice has Forest in hand as "card-3"
    And alice has Shock in hand as "card-4"
    And alice has Giant Growth in hand as "card-5"
    And alice has Llanowar Elves in hand as "card-6"
    And alice has Terror in hand as "card-7"
    And alice has Mountain in hand as "card-8"
    When the game proceeds to the next turn's upkeep step
    Then it is bob's turn
    And alice has eight cards in hand
    And "card-8" is in its owner's hand
