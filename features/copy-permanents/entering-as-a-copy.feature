@copy
Feature: Entering the battlefield as a copy (CR 707.5, 707.6)
  An object that enters "as a copy" becomes a copy as it enters: the copied "enters with" and
  "as [this] enters" abilities apply to it, its enters-triggered abilities trigger, and its
  controller makes the "as enters" choices anew.

  @cr-707.5 @src-cr-707.5-ex1 @src-cr-707.5 @src-004-copy-perm-enters-as-copy
  Scenario: A Clone copying Skyshroud Behemoth enters tapped with two fade counters
    Given bob controls Skyshroud Behemoth as "behemoth"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "behemoth"
    Then "clone" is named "Skyshroud Behemoth"
    And "clone" is tapped
    And "clone" has two fade counters on it and no other counters
    And "clone" is 10/10

  @cr-707.5 @src-cr-707.5-ex2 @src-cr-707.5 @src-004-copy-perm-enters-as-copy
  Scenario: A Clone copying Wall of Omens draws its controller a card
    Given bob controls Wall of Omens as "wall"
    And alice has Clone in hand as "clone"
    And alice has Grizzly Bears in library as "top"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "wall"
    Then the stack holds one object
    When the top of the stack resolves
    Then "top" is in the hand
    And alice has one card in hand
    And bob has no cards in hand

  @cr-707.6 @cr-707.7 @cr-607.2d @src-cr-707.6-ex1 @src-cr-707.6 @src-004-copy-perm-choices @src-cr-707.7
  Scenario: A Clone copying Adaptive Automaton chooses its own creature type, and its abilities use that choice
    Adaptive Automaton's "As this creature enters, choose a creature type" and the abilities that
    refer to "the chosen type" are linked (607.2d); copied, they are linked on the Clone (707.7)
    and refer to the Clone's own choice, not to the Automaton's.
    Given bob controls Adaptive Automaton as "automaton"
    And "automaton" chose elf for "creature_type"
    And alice controls Quirion Elves as "elves"
    And alice controls Grizzly Bears as "bears"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "automaton"
    And "clone" chooses bear for "creature_type"
    Then "clone" is named "Adaptive Automaton"
    And "clone" has the subtypes Construct and Bear
    And "bears" is 3/3
    And "elves" is 1/1
    And "automaton" has the subtypes Construct and Elf

  @cr-707.6 @src-cr-707.6 @src-004-copy-perm-choices
  Scenario: The Automaton's anthem follows its own choice and doesn't count the opponent's creatures
    Given alice controls Adaptive Automaton as "automaton"
    And "automaton" chose elf for "creature_type"
    And alice controls Quirion Elves as "elves"
    And bob controls Quirion Elves as "their-elves"
    Then "elves" is 2/2
    And "their-elves" is 1/1
    And "automaton" is 2/2

  @cr-707.5 @src-002-copy-enchantment-nothing @src-cr-707.5
  Scenario: A Clone that copies nothing enters as a 0/0 Clone and is put into the graveyard
    Given bob controls Grizzly Bears as "bears"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy nothing
    Then "clone" is in the graveyard
    And "bears" is on the battlefield
