@card-parts
Feature: The type line's subtypes (CR 205.3c, 305.5)
  Subtypes are listed after a long dash (205.3b); a card with several card types correlates each
  subtype to its card type (205.3c): land types are land subtypes (205.3i), creature types creature
  subtypes (205.3m).

  @cr-305.5 @cr-205.3b @src-cr-305.5 @src-cr-305.5-ex1
  Scenario: "Basic Land — Mountain" is a land with the subtype Mountain
    Given alice controls Mountain as "mountain"
    Then "mountain" has the card types land
    And "mountain" has the subtypes Mountain
    And "mountain" has the supertype basic

  @cr-205.3c @cr-205.3i @cr-205.3m @src-cr-205.3c @src-cr-205.3c-ex1
  Scenario: Dryad Arbor's "Land Creature — Forest Dryad": Forest is its land type, Dryad its creature type
    Dryad Arbor is a land and a creature; of its two subtypes, Forest is a land type (so it has the
    intrinsic ability "{T}: Add {G}.", 305.6) and Dryad a creature type.
    Given alice controls Dryad Arbor as "arbor"
    Then "arbor" has the card types land and creature
    And "arbor" has the subtypes Forest and Dryad
    And "arbor" has the creature types Dryad
    And "arbor" is green
    When alice taps "arbor" for mana
    Then alice's mana pool holds {G}

  @cr-205.3b @cr-302.3 @cr-301.5 @cr-305.5 @src-cr-205.3b @src-cr-205.3b-ex1
  Scenario: "Basic Land — Mountain", "Creature — Goblin Wizard" and "Artifact — Equipment": each word after the dash is a subtype
    Mountain is a land with the subtype Mountain; Goblin Electromancer ("Creature — Goblin Wizard") a
    creature with the subtypes Goblin and Wizard; Bonesplitter ("Artifact — Equipment") an artifact
    with the subtype Equipment.
    Given alice controls Mountain as "mountain"
    And alice controls Goblin Electromancer as "electromancer"
    And alice controls Bonesplitter as "bonesplitter"
    Then "mountain" has the card types land
    And "mountain" has the subtypes Mountain
    And "electromancer" has the card types creature
    And "electromancer" has the subtypes Goblin and Wizard
    And "bonesplitter" has the card types artifact
    And "bonesplitter" has the subtypes Equipment

  @cr-302.3 @cr-205.3m @src-cr-302.3 @src-cr-302.3-ex1
  Scenario: "Creature — Goblin Wizard" is a creature with the creature types Goblin and Wizard
    Given alice controls Goblin Electromancer as "electromancer"
    Then "electromancer" has the card types creature
    And "electromancer" has the subtypes Goblin and Wizard
    And "electromancer" has the creature types Goblin and Wizard
