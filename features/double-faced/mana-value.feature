@double-faced
Feature: The mana value of a transforming double-faced permanent's back face (CR 202.3b)
  202.3b: "The mana value of the back face of a nonmodal double-faced permanent or spell's back face is
  calculated as though it had the mana cost of its front face. If a permanent or spell is a copy of
  the back face of a nonmodal double-faced object (even if the card representing that copy is itself
  a double-faced card), the mana value of the copy is 0." The rule's examples use Huntmaster of the
  Fells // Ravager of the Fells and Delver of Secrets // Insectile Aberration (the first scenarios);
  the last two show the rule again with Afflicted Deserter // Werewolf Ransacker.

  @cr-202.3b @cr-712.8e @cr-701.27a @cr-603.3d @src-cr-202.3b @src-cr-202.3b-ex1
  Scenario: Huntmaster of the Fells has mana value 4, and still 4 once it has transformed into Ravager of the Fells
    Huntmaster of the Fells ({2}{R}{G}, 2/2): "At the beginning of each upkeep, if no spells were cast
    last turn, transform this creature." No spell was cast during bob's turn: at alice's upkeep it
    transforms into Ravager of the Fells (4/4, no mana cost), whose mana value is still calculated from
    the front face's mana cost. Ravager: "Whenever this creature transforms into Ravager of the Fells, it
    deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature that
    player or that planeswalker's controller controls."
    Given it is bob's end step
    And alice controls Huntmaster of the Fells // Ravager of the Fells as "huntmaster"
    And bob controls Grizzly Bears as "bears"
    Then "huntmaster" has mana value 4
    And "huntmaster" is named "Huntmaster of the Fells"
    When the game proceeds to the next turn's upkeep step
    And the top of the stack resolves
    And "huntmaster"'s ability targets bob
    And "huntmaster"'s ability targets "bears" for its up-to target
    Then "huntmaster" is named "Ravager of the Fells"
    And "huntmaster" is 4/4
    And "huntmaster" has mana value 4
    When the top of the stack resolves
    Then bob has 18 life
    And "bears" is in its owner's graveyard
    And "huntmaster" has mana value 4

  @cr-202.3b @cr-707.2 @src-cr-202.3b @src-cr-202.3b-ex2
  Scenario: A Clone that enters as a copy of Ravager of the Fells has mana value 0
    The Clone copies the back face's copiable values, with no mana cost; it is not represented by that
    double-faced card, and the rule gives it mana value 0. The transformed Huntmaster keeps mana value 4.
    Given alice controls Huntmaster of the Fells // Ravager of the Fells as "ravager"
    And "ravager" is transformed
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "ravager"
    Then "clone" is named "Ravager of the Fells"
    And "clone" is 4/4
    And "clone" has mana value 0
    And "ravager" has mana value 4

  @cr-202.3b @cr-707.2 @src-cr-202.3b @src-cr-202.3b-ex3
  Scenario: Insectile Aberration, the back face of Delver of Secrets, has mana value 1, and 0 once it becomes a copy of Ravager of the Fells
    Delver of Secrets's mana cost is {U}: its back face Insectile Aberration has mana value 1. Cytoshape:
    "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature
    until end of turn." Insectile Aberration becomes a copy of Ravager of the Fells, the back face of
    another double-faced card: its mana value becomes 0, though the card representing it is itself a
    double-faced card.
    Given alice controls Huntmaster of the Fells // Ravager of the Fells as "ravager"
    And "ravager" is transformed
    And alice controls Delver of Secrets // Insectile Aberration as "delver"
    And "delver" is transformed
    And alice has Cytoshape in hand as "cytoshape"
    Then "delver" is named "Insectile Aberration"
    And "delver" has mana value 1
    When alice casts "cytoshape" targeting "delver"
    And the top of the stack resolves
    And "cytoshape" chooses to copy "ravager"
    Then "delver" is named "Ravager of the Fells"
    And "delver" has mana value 0
    And "ravager" has mana value 4

  @cr-202.3b @cr-701.27a @cr-608.2d @src-cr-202.3b
  Scenario: Delver of Secrets transforms into Insectile Aberration, whose mana value is its front face's, 1
    Delver of Secrets: "At the beginning of your upkeep, look at the top card of your library. You may
    reveal that card. If an instant or sorcery card is revealed this way, transform this creature."
    alice reveals Lightning Bolt: Delver transforms into Insectile Aberration (3/2, flying).
    Given it is bob's end step
    And alice controls Delver of Secrets // Insectile Aberration as "delver"
    And alice has Lightning Bolt in library as "bolt"
    When the game proceeds to the next turn's upkeep step
    And the top of the stack resolves
    And alice does the optional instruction of "delver"'s ability
    Then "delver" is named "Insectile Aberration"
    And "delver" is 3/2
    And "delver" has mana value 1
    And "bolt" is in its owner's library

  @cr-202.3b @cr-608.2d @src-cr-202.3b
  Scenario: Delver of Secrets doesn't transform when the card revealed isn't an instant or sorcery card
    Given it is bob's end step
    And alice controls Delver of Secrets // Insectile Aberration as "delver"
    And alice has Island in library as "island"
    When the game proceeds to the next turn's upkeep step
    And the top of the stack resolves
    And alice does the optional instruction of "delver"'s ability
    Then "delver" is named "Delver of Secrets"
    And "delver" has mana value 1
    And "delver" is 1/1

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
