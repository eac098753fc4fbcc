@spells
Feature: A player casts spells from their own hand (CR 601.2a)

  @cr-601.2a @src-cr-601.2a
  Scenario: A player can't cast a card from another player's hand
    Given alice controls Grizzly Bears as "bears"
    And bob has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    Then the action is refused
    And the stack is empty
    And "bears" is 2/2
