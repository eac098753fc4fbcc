@triggers
Feature: An intervening "if" clause is checked as the ability triggers and as it resolves (CR 603.4)
  603.4: "A triggered ability may read 'When/Whenever/At [trigger event], if [condition], [effect].' When
  the trigger event occurs, the ability checks whether the stated condition is true. The ability
  triggers only if it is; otherwise it does nothing. If the ability triggers, it checks the stated
  condition again as it resolves. If the condition isn't true at that time, the ability is removed from
  the stack and does nothing."
  Felidar Sovereign reads "At the beginning of your upkeep, if you have 40 or more life, you win the
  game." Each scenario starts in bob's turn and moves to alice's upkeep. In a two-player game, alice
  winning the game means bob has lost it (104.2a, 104.2b).

  @cr-603.4 @cr-503.1a @cr-104.2b @src-cr-603.4 @src-cr-603.4-ex1
  Scenario: Felidar Sovereign's controller with 40 life as the upkeep begins and as the ability resolves wins the game
    Given it is bob's precombat main phase
    And alice has 40 life
    And alice controls Felidar Sovereign as "sovereign"
    When the game proceeds to the next turn's upkeep step
    Then "sovereign" triggered once
    And the stack holds one object
    When the top of the stack resolves
    Then bob has lost the game
    And alice has not lost the game
    And the stack is empty

  @cr-603.4 @cr-503.1a @src-cr-603.4 @src-cr-603.4-ex1
  Scenario: Felidar Sovereign doesn't trigger at all when its controller has 39 life as the upkeep begins
    Given it is bob's precombat main phase
    And alice has 39 life
    And alice controls Felidar Sovereign as "sovereign"
    When the game proceeds to the next turn's upkeep step
    Then "sovereign" did not trigger
    And the stack is empty
    And bob has not lost the game

  @cr-603.4 @cr-503.1a @cr-608.2b @src-cr-603.4 @src-cr-603.4-ex1
  Scenario: Felidar Sovereign's ability triggers at 40 life but does nothing when its controller has 38 life as it resolves
    The ability triggers with alice at 40 life; in response bob's Shock deals 2 damage to her. As the
    ability resolves the condition is checked again: with 38 life it is removed from the stack and
    does nothing.
    Given it is bob's precombat main phase
    And alice has 40 life
    And alice controls Felidar Sovereign as "sovereign"
    And bob has Shock in hand as "shock"
    When the game proceeds to the next turn's upkeep step
    Then "sovereign" triggered once
    When bob casts "shock" targeting alice
    And the top of the stack resolves
    Then alice has 38 life
    And the stack holds one object
    When the top of the stack resolves
    Then the stack is empty
    And bob has not lost the game
    And alice has not lost the game
