@game-concepts
Feature: An instruction to do something impossible does as much as possible (CR 609.3)
  609.3: "If an effect attempts to do something impossible, it does only as much as possible."

  @cr-609.3 @cr-701.17a @src-cr-609.3 @src-cr-609.3-ex1
  Scenario: An effect that moves more cards out of a library than it holds moves as many as possible
    The example's effect that moves cards out of the library (as opposed to drawing) is Glimpse the
    Unthinkable ("Target player mills ten cards."); bob's library holds two cards. Both are milled, and
    bob doesn't lose the game: only drawing from an empty library does that (704.5b).
    Given bob has Grizzly Bears in library as "bears"
    And bob has Walking Corpse in library as "corpse"
    And alice has Glimpse the Unthinkable in hand as "glimpse"
    When alice casts "glimpse" targeting bob
    And the top of the stack resolves
    Then "bears" is in its owner's graveyard
    And "corpse" is in its owner's graveyard
    And bob has two cards in his graveyard
