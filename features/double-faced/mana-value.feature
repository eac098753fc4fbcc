@double-faced
Feature: The mana value of a transforming double-faced permanent's back face (CR 202.3b)
  202.3b: "The mana value of the back face of a nonmodal double-faced permanent or spell's back face is
  calculated as though it had the mana cost of its front face. If a permanent or spell is a copy of
  the back face of a nonmodal double-faced object (even if the card representing that copy is itself
  a double-faced card), the mana value of the copy is 0." The rule's examples use Huntmaster of the
  Fells // Ravager of the Fells, whose Ravager trigger (damage to "target opponent or planeswalker and
  ... up to one target creature that player or that planeswalker's controller controls") the
  reference engine doesn't implement; these scenarios show the rule with Afflicted Deserter //
  Werewolf Ransacker and leave the examples uncovered.

  @cr-202.3b @cr-712.8e @src-cr-202.3b
  Scenario: A transformed Afflicted Deserter (Werewolf Ransacker) has the mana value of its front face
    Afflicted Deserter's mana cost is {3}{R}; its back face Werewolf Ransacker has no mana cost, but
    its mana value is calculated from the front face's: 4, before and after it transforms.
    Given alice controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And alice controls Afflicted Deserter // Werewolf Ransacker as "ransacker"
    And "ransacker" is transformed
    Then "deserter" has mana value 4
    And "ransacker" is named "Werewolf Ransacker"
    And "ransacker" has mana value 4

  @cr-202.3b @cr-707.2 @src-cr-202.3b
  Scenario: A Clone that enters as a copy of Werewolf Ransacker has mana value 0
    The copy of the back face copies its mana cost (none), and the rule gives it mana value 0: it is
    not represented by that double-faced card.
    Given alice controls Afflicted Deserter // Werewolf Ransacker as "ransacker"
    And "ransacker" is transformed
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "ransacker"
    Then "clone" is named "Werewolf Ransacker"
    And "clone" has mana value 0
    And "ransacker" has mana value 4
