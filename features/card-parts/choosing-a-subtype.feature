@card-parts
Feature: Choosing a creature type (CR 205.3e)
  205.3e: "If an effect instructs a player to choose a subtype, that player must choose one, and only
  one, existing subtype, and the subtype must be for the appropriate card type."

  @cr-205.3e @cr-614.12 @src-cr-205.3e @src-cr-205.3e-ex1
  Scenario: Choosing a creature type: "Merfolk" or "Wizard" is acceptable; "Merfolk Wizard", "artifact", "opponent", "Swamp" and "truck" are not
    The example's instruction is Adaptive Automaton's "As this creature enters, choose a creature
    type." A refused choice changes nothing: the Automaton is still on the stack to resolve again.
    Given alice has Adaptive Automaton in hand as "automaton"
    When alice casts "automaton"
    And the top of the stack resolves
    And "automaton" chooses Merfolk Wizard for "creature_type"
    Then the action is refused
    When the top of the stack resolves
    And "automaton" chooses artifact for "creature_type"
    Then the action is refused
    When the top of the stack resolves
    And "automaton" chooses opponent for "creature_type"
    Then the action is refused
    When the top of the stack resolves
    And "automaton" chooses Swamp for "creature_type"
    Then the action is refused
    When the top of the stack resolves
    And "automaton" chooses truck for "creature_type"
    Then the action is refused
    When the top of the stack resolves
    And "automaton" chooses Merfolk for "creature_type"
    Then "automaton" is on the battlefield
    And "automaton" has the subtypes Construct and Merfolk

  @cr-205.3e @src-cr-205.3e @src-cr-205.3e-ex1
  Scenario: Choosing the creature type Wizard is acceptable
    Given alice has Adaptive Automaton in hand as "automaton"
    When alice casts "automaton"
    And the top of the stack resolves
    And "automaton" chooses Wizard for "creature_type"
    Then "automaton" is on the battlefield
    And "automaton" has the subtypes Construct and Wizard
