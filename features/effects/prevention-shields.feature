@effects
Feature: A prevention shield applies to what it was created for (CR 615.7)
  "Prevent the next N damage that would be dealt to [target] this turn" creates a shield for that
  object or player only (615.7).

  @cr-615.7 @src-cr-615.7
  Scenario: A prevention shield protects only the creature it was created for
    Mending Hands' shield on Grizzly Bears doesn't prevent damage dealt to another creature.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Mending Hands in hand as "hands"
    And bob has Lightning Bolt in hand as "bolt"
    And bob has Shock in hand as "shock"
    When alice casts "hands" targeting "bears"
    And the top of the stack resolves
    And bob casts "bolt" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is in the graveyard
    When bob casts "shock" targeting "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" has no damage marked on it

  @cr-615.7 @cr-514.2 @src-cr-514.2
  Scenario: A prevention shield created "this turn" ends in the cleanup step and protects nothing the next turn
    Given alice controls Grizzly Bears as "bears"
    And alice has Mending Hands in hand as "hands"
    And bob has Shock in hand as "shock"
    When alice casts "hands" targeting "bears"
    And the top of the stack resolves
    And the game proceeds to the next turn's upkeep step
    And bob casts "shock" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-615.7 @src-cr-615.7
  Scenario: A prevention shield with 1 damage left prevents that 1 damage
    Mending Hands prevents the next 4 damage to alice: Lightning Bolt's 3 are prevented, then 1 of
    Shock's 2 (615.7: the shield is reduced by the damage it prevents until it is used up).
    Given alice has Mending Hands in hand as "hands"
    And bob has Lightning Bolt in hand as "bolt"
    And bob has Shock in hand as "shock"
    When alice casts "hands" targeting alice
    And the top of the stack resolves
    And bob casts "bolt" targeting alice
    And the top of the stack resolves
    Then alice has 20 life
    When bob casts "shock" targeting alice
    And the top of the stack resolves
    Then alice has 19 life
