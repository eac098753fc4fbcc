@game-concepts
Feature: Restarting the game (CR 726) and cards brought in from outside the game (CR 400.11)
  726.1: "One card (Karn Liberated) restarts the game. A game that is restarted immediately ends. No
  players in that game win, lose, or draw that game. All players in that game when it ended then start a
  new game following the procedures set forth in rule 103, 'Starting the Game,' with the following
  exception:" 726.1a: "The starting player in the new game is the player who controlled the spell or
  ability that restarted the game." 726.2: "All Magic cards involved in the game that was restarted when it
  ended, including phased-out permanents and nontraditional Magic cards, are involved in the new game, even
  if those cards were not originally involved in the restarted game. Ownership of cards in the new game
  doesn't change, regardless of their location when the new game begins." 726.3: "Because each player
  draws seven cards when the new game begins, any player with fewer than seven cards in their library will
  lose the game when state-based actions are checked during the upkeep step of the first turn, regardless
  of any mulligans that player takes." 726.4: "The effect that restarts the game finishes resolving just
  before the first turn's untap step. If the spell or ability that generated that effect has additional
  instructions, those instructions are followed at this time." 726.5: "Effects may exempt certain cards
  from the procedure that restarts the game. These cards are not in their owner's deck as the new game
  begins." 400.11a: "Cards in a player's sideboard are outside the game."

  @cr-726.2 @cr-726.1 @cr-726.1a @cr-726.4 @cr-726.5 @cr-400.11a @cr-607.2a @cr-103.8a
  @src-cr-726.2 @src-cr-726.2-ex1
  Scenario: A creature card brought in with Living Wish is part of its owner's deck in the restarted game
    CR 726.2 example: "A player casts Living Wish, bringing a creature card into the game from outside the
    game. Then that game is restarted. The creature card will be part of that player's library when the new
    game begins." Alice casts Living Wish ("You may reveal a creature or land card you own from outside the
    game and put it into your hand. Exile Living Wish.") and brings Grizzly Bears from her sideboard into
    her hand; Hill Giant stays in her sideboard. Karn Liberated ([−3]: "Exile target permanent.") exiles
    bob's Serra Angel; on alice's next turn its [−14] ("Restart the game, leaving in exile all non-Aura
    permanent cards exiled with Karn. Then put those cards onto the battlefield under your control.")
    restarts the game. Alice's seven cards of the game (Karn, Living Wish in exile, the wished Grizzly
    Bears, her Llanowar Elves and three Forests — one drawn) are all in her deck: she shuffles and draws all
    seven, so the bears are in her hand, and her library is empty. Hill Giant, never brought in, stays
    outside the game. Bob's eight cards other than the exempted Serra Angel are his deck: he draws seven,
    one stays in his library. Serra Angel enters under alice's control and stays bob's (726.2). Alice is the
    starting player (726.1a): the new game's first turn is hers, at its upkeep once the restart has finished
    (726.4); her life total is a new game's 20 (103.4). She skips the draw step of that turn (103.8a), so
    her empty library doesn't make her lose.
    Given it is alice's precombat main phase
    And alice controls Karn Liberated as "karn"
    And "karn" has 17 loyalty counters on it
    And alice controls Llanowar Elves as "elves"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And alice has Living Wish in hand as "wish"
    And alice has Forest in hand as "forest-3"
    And alice has Grizzly Bears outside the game as "bears"
    And alice has Hill Giant outside the game as "giant"
    And alice has 12 life
    And bob controls Serra Angel as "angel"
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    And bob has Island in library as "island-4"
    And bob has Island in library as "island-5"
    And bob has Island in library as "island-6"
    And bob has Island in library as "island-7"
    And bob has Island in library as "island-8"
    When alice casts "wish"
    And the top of the stack resolves
    And "wish" chooses yes for "may"
    And alice reveals "bears" from outside the game
    Then "bears" is in its owner's hand
    And "giant" is outside the game
    And "wish" is in exile
    When alice activates the second ability of "karn" targeting "angel"
    And the top of the stack resolves
    Then "angel" is in exile
    And "karn" has 14 loyalty counters on it
    When the game proceeds to the next turn's precombat main phase
    And the game proceeds to the next turn's precombat main phase
    Then it is alice's precombat main phase
    And alice has three cards in hand
    When alice activates the third ability of "karn"
    Then "karn" is in its owner's graveyard
    When the top of the stack resolves
    Then it is alice's upkeep step
    And alice has seven cards in hand
    And alice has no cards in her library
    And alice has 20 life
    And "bears" is in its owner's hand
    And "bears" is owned by alice
    And "wish" is in its owner's hand
    And "karn" is in its owner's hand
    And "elves" is in its owner's hand
    And "giant" is outside the game
    And bob has seven cards in hand
    And bob has one card in his library
    And "angel" is on the battlefield
    And "angel" is controlled by alice
    And "angel" is owned by bob
    And alice has not lost the game
    And bob has not lost the game
    When the game proceeds to the precombat main phase
    Then it is alice's precombat main phase
    And alice has seven cards in hand
    And alice has not lost the game

  @cr-726.3 @cr-726.1a @cr-704.5b @src-cr-726.2
  Scenario: A player with fewer than seven cards in the restarted game loses at the first upkeep
    CR 726.3: bob's four cards are his whole deck in the new game; he draws them all and can't draw the
    rest of his seven, so he loses when state-based actions are checked in the first turn's upkeep, and
    alice, the restarting player (726.1a), wins. Karn exiled nothing: no card is left in exile (726.5).
    Given it is alice's precombat main phase
    And alice controls Karn Liberated as "karn"
    And "karn" has 14 loyalty counters on it
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And alice has Forest in library as "forest-3"
    And alice has Forest in library as "forest-4"
    And alice has Forest in library as "forest-5"
    And alice has Forest in library as "forest-6"
    And alice has Forest in library as "forest-7"
    And alice has Forest in library as "forest-8"
    And bob controls Serra Angel as "angel"
    And bob has Island in hand as "island-1"
    And bob has Island in graveyard as "island-2"
    And bob has Island in library as "island-3"
    When alice activates the third ability of "karn"
    And the top of the stack resolves
    Then it is alice's upkeep step
    And bob has four cards in hand
    And bob has no cards in his library
    And "angel" is in its owner's hand
    And alice has seven cards in hand
    And alice has two cards in her library
    And bob has lost the game
    And alice has won the game
