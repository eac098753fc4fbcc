@keywords
Feature: Casting a spell bestowed: only its characteristics as modified by bestow are evaluated (CR 702.103d, 601.3b)
  702.103b: "As a bestowed Aura spell [...] it becomes an Aura enchantment and gains enchant creature."
  702.103d: "When casting a spell bestowed, only its characteristics as modified by the bestow ability
  are evaluated to determine if it can be cast." 601.3b: "If an effect allows a player to cast a spell
  with certain qualities as though it had flash, that player may consider any choices to be made during
  that spell's proposal that may cause that spell's qualities to change."

  @cr-702.103d @cr-702.103b @cr-101.2 @src-cr-702.103d @src-cr-702.103d-ex1
  Scenario: Aether Storm doesn't stop a creature card with bestow from being cast bestowed
    Aether Storm: "Creature spells can't be cast." Nyxborn Shieldmate, an enchantment creature card
    with "Bestow {2}{W}" and "Enchanted creature gets +1/+2.", cast bestowed is an Aura spell, not a
    creature spell; cast for its mana cost it is a creature spell, and can't be cast.
    Given it is alice's precombat main phase
    And alice controls Aether Storm as "storm"
    And alice controls Grizzly Bears as "bears"
    And alice has Nyxborn Shieldmate in hand as "mate"
    When alice casts "mate"
    Then the action is refused
    When alice casts "mate" targeting "bears"
    And alice pays its bestow cost instead of its mana cost
    Then "mate" is a spell on the stack
    And "mate" is not a creature
    When the top of the stack resolves
    Then "mate" is attached to "bears"
    And "bears" is 3/4

  @cr-601.3b @cr-702.103b @cr-702.8a @src-cr-601.3b @src-cr-601.3b-ex1
  Scenario: Rootwater Shaman lets a creature card with bestow be cast bestowed as though it had flash
    The example's effect "you may cast Aura spells as though they had flash" is Rootwater Shaman's "You
    may cast Aura spells with enchant creature as though they had flash." (a bestowed spell has enchant
    creature, 702.103b). In bob's turn, alice may begin to cast Nyxborn Shieldmate ("Bestow {2}{W}")
    because choosing its bestow cost makes it an Aura spell; cast for its mana cost it is a creature
    spell without flash, and can't be cast then.
    Given it is bob's precombat main phase
    And alice controls Rootwater Shaman as "shaman"
    And alice controls Grizzly Bears as "bears"
    And alice has Nyxborn Shieldmate in hand as "mate"
    When alice casts "mate"
    Then the action is refused
    When alice casts "mate" targeting "bears"
    And alice pays its bestow cost instead of its mana cost
    Then "mate" is a spell on the stack
    When the top of the stack resolves
    Then "mate" is attached to "bears"
    And "bears" is 3/4
