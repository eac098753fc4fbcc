@double-faced
Feature: A transforming permanent stays the same object (CR 712.18)
  712.18: "When a double-faced permanent transforms or converts, it doesn't become a new object. Any
  effects that applied to that permanent will continue to apply to it."

  @cr-712.18 @cr-701.27a @src-cr-712.18 @src-cr-712.18-ex1
  Scenario: Village Ironsmith given +2/+2 until end of turn transforms into Ironfang, which still gets +2/+2
    The example's effect giving +2/+2 until end of turn is Qilin's Blessing, cast in the upkeep while
    Village Ironsmith's transform trigger ("At the beginning of each upkeep, if no spells were cast last
    turn, transform this creature.") waits on the stack. Village Ironsmith is 1/1; Ironfang is 3/1, so
    with the +2/+2 it is 5/3 for the rest of the turn.
    Given it is bob's end step
    And alice controls Village Ironsmith // Ironfang as "ironsmith"
    And alice has Qilin's Blessing in hand as "blessing"
    When the game proceeds to the next turn's upkeep step
    Then "ironsmith" triggered once
    And the stack holds one object
    When alice casts "blessing" targeting "ironsmith"
    And the top of the stack resolves
    Then "ironsmith" is named "Village Ironsmith"
    And "ironsmith" is 3/3
    When the top of the stack resolves
    Then "ironsmith" is named "Ironfang"
    And "ironsmith" is double-faced with its back face up
    And "ironsmith" is 5/3
