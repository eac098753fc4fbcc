@copy-spells
Feature: What Fork can target (CR 115.1, 707.10)
  Fork: "Copy target instant or sorcery spell, except that the copy is red. You may choose new
  targets for the copy." Its target must be an instant or sorcery spell (115.1).

  @cr-115.1 @cr-707.10 @src-cr-115.1 @src-001-707.10
  Scenario: Fork can't target a creature spell
    Given alice has Grizzly Bears in hand as "bears"
    And alice has Giant Growth in hand as "growth"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Fork in hand as "fork"
    When alice casts "bears"
    And alice casts "fork" targeting "bears"
    Then the action is refused
    And the stack holds one object
