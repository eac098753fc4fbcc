@keyword-actions
Feature: Shuffling a library while a card is put in a given position (CR 701.24g)
  701.24g: "If an effect would cause a player to shuffle a library at the same time that an object
  would be put into a certain position in that library, the result is a shuffled library that's
  randomized except that the object is in the specified position."

  @cr-701.24g @cr-614.6 @cr-701.21a @cr-700.4 @src-cr-701.24g @src-cr-701.24g-ex1
  Scenario: Darksteel Colossus and Gravebane Zombie put into the graveyard at the same time: the Colossus is shuffled in, the Zombie is on top
    Darksteel Colossus: "If Darksteel Colossus would be put into a graveyard from anywhere, reveal
    Darksteel Colossus and shuffle it into its owner's library instead." Gravebane Zombie: "If this
    creature would die, put it on top of its owner's library instead." The example has them put into
    the graveyard from the battlefield at the same time; here alice sacrifices both to Barter in
    Blood ("Each player sacrifices two creatures.": a player's sacrifices are one event, 701.21a).
    The library is shuffled with the Colossus in it, and Gravebane Zombie is on top of it: the next
    card alice draws (Think Twice: "Draw a card.") is the Zombie.
    Given alice controls Gravebane Zombie as "zombie"
    And alice controls Darksteel Colossus as "colossus"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And alice has Forest in library as "forest-3"
    And alice has Barter in Blood in hand as "barter"
    And alice has Think Twice in hand as "think"
    When alice casts "barter"
    And the top of the stack resolves
    Then "zombie" is in its owner's library
    And "colossus" is in its owner's library
    And alice has five cards in her library
    And alice has one card in her graveyard
    When alice casts "think"
    And the top of the stack resolves
    Then "zombie" is in hand
    And "colossus" is in its owner's library
    And alice has four cards in her library
