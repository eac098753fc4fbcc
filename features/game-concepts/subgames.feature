@game-concepts
Feature: Subgames (CR 728)
  728.1a: "A 'subgame' is a completely separate Magic game created by an effect. Essentially, it's a game
  within a game. The 'main game' is the game in which the spell or ability that created the subgame was cast
  or activated. The main game is temporarily discontinued while the subgame is in progress. It resumes when
  the subgame ends." 728.2: "As the subgame starts, an entirely new set of game zones is created. Each player
  takes all the cards in their main-game library, moves them to their subgame library, and shuffles them. No
  other cards in a main-game zone are moved to their corresponding subgame zone, except as specified in rules
  728.2a–c. Randomly determine which player goes first. The subgame proceeds like a normal game, following all
  other rules in rule 103, 'Starting the Game.'" 728.3: "Because each player draws seven cards when a game
  begins, any player with fewer than seven cards in their deck will lose the subgame when state-based actions
  are checked during the upkeep step of the first turn, regardless of any mulligans that player takes." 728.4:
  "All objects in the main game and all cards outside the main game are considered outside the subgame
  (except those specifically brought into the subgame)." 728.5: "At the end of a subgame, each player takes
  all traditional cards they own that are in the subgame other than those in the subgame command zone, puts
  them into their main-game library, then shuffles them. This includes cards in the subgame's exile zone and
  cards that represent phased-out permanents as the subgame ends. Except as specified in rules 728.5a–c, all
  other objects in the subgame cease to exist, as do the zones created for the subgame. The main game
  continues from the point at which it was discontinued: First, the spell or ability that created the
  subgame finishes resolving, even if it was created by a spell card that's no longer on the stack. ..."
  104.3a: "A player can concede the game at any time. A player who concedes leaves the game immediately. That
  player loses the game." Shahrazad: "Players play a Magic subgame, using their libraries as their decks. Each
  player who doesn't win the subgame loses half their life, rounded up." Libraries are shuffled: the scenarios
  say which cards are in a library and how many, never in which order.

  @cr-728.5 @cr-728.1a @cr-728.2 @cr-728.4 @cr-728.4a @cr-103.8a @cr-104.3a @cr-400.11a @cr-111.7
  @src-cr-728.5 @src-cr-728.5-ex1
  Scenario: Cards brought into a Shahrazad subgame from outside it, and cards of the main-game library played in it, end in their owners' main-game libraries
    CR 728.5 example: "If a card was brought into the subgame either from the main game or from outside the
    main game, that card will be put into its owner's main-game library when the subgame ends." Alice, at 15
    life, casts Shahrazad; bob is at 13 life. Her main-game library is seven cards, her whole subgame deck:
    she draws them all (so which cards are in her hand doesn't depend on the shuffle), and as the starting
    player (pinned here: 728.2 determines it at random) she skips the draw step of her first turn (103.8a).
    Bob's eight cards are his deck: he draws seven. Everything else of the main game — her Llanowar Elves on
    the battlefield, Shahrazad itself on the stack — and the cards in her sideboard are outside the subgame
    (728.4). In the subgame she plays Forest, casts Mox Emerald and Sprout ("Create a 1/1 green Saproling
    creature token."), and casts Living Wish ("You may reveal a creature or land card you own from outside
    the game and put it into your hand. Exile Living Wish."), bringing Grizzly Bears from outside the main
    game into her hand; then a second Living Wish brings Llanowar Elves into her hand from the main game's
    battlefield (728.4a: it leaves that zone of the main game). Hill Giant stays outside. Bob concedes the
    subgame (104.3a): alice wins it. Every card of the subgame — Forest and Mox Emerald on its battlefield,
    Sprout in its graveyard, both Living Wishes in its exile, the wished Grizzly Bears and Llanowar Elves and
    the rest in its hand — goes into its owner's main-game library, which is shuffled; nothing goes to the
    main game's battlefield, and Llanowar Elves doesn't go back there. The Saproling token ceases to exist.
    Shahrazad then finishes resolving in the main game: bob, who didn't win the subgame, loses half his
    life, rounded up (13 → 6); alice doesn't. The main game resumes in alice's main phase with the life
    totals it had (728.1a).
    Given it is alice's precombat main phase
    And alice has Shahrazad in hand as "shahrazad"
    And alice controls Llanowar Elves as "elves"
    And alice has 15 life
    And alice has Forest in library as "forest"
    And alice has Mox Emerald in library as "mox"
    And alice has Sprout in library as "sprout"
    And alice has Living Wish in library as "wish"
    And alice has Forest in library as "forest-2"
    And alice has Living Wish in library as "wish-2"
    And alice has Plains in library as "plains"
    And alice has Grizzly Bears outside the game as "bears"
    And alice has Hill Giant outside the game as "giant"
    And bob has 13 life
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    And bob has Island in library as "island-4"
    And bob has Island in library as "island-5"
    And bob has Island in library as "island-6"
    And bob has Island in library as "island-7"
    And bob has Island in library as "island-8"
    When alice casts "shahrazad"
    And the top of the stack resolves
    And alice goes first in the subgame "shahrazad" starts
    Then it is alice's upkeep step
    And alice has 20 life
    And bob has 20 life
    And alice has seven cards in hand
    And alice has no cards in her library
    And "forest" is in its owner's hand
    And "wish" is in its owner's hand
    And bob has seven cards in hand
    And bob has one card in his library
    And "elves" is outside the game
    And "shahrazad" is outside the game
    And "bears" is outside the game
    When the game proceeds to the precombat main phase
    Then alice has seven cards in hand
    When alice plays "forest"
    And alice casts "mox"
    And the top of the stack resolves
    And alice casts "sprout"
    And the top of the stack resolves
    And it creates "saproling"
    And alice casts "wish"
    And the top of the stack resolves
    And "wish" chooses yes for "may"
    And alice reveals "bears" from outside the game
    Then "forest" is on the battlefield
    And "mox" is on the battlefield
    And "saproling" is on the battlefield
    And "sprout" is in its owner's graveyard
    And "wish" is in exile
    And "bears" is in its owner's hand
    And "elves" is outside the game
    When alice casts "wish-2"
    And the top of the stack resolves
    And "wish-2" chooses yes for "may"
    And alice reveals "elves" from outside the game
    Then "elves" is in its owner's hand
    And "wish-2" is in exile
    And "giant" is outside the game
    When bob concedes the subgame
    Then it is alice's precombat main phase
    And "shahrazad" is in its owner's graveyard
    And alice has 15 life
    And bob has 6 life
    And alice has not lost the game
    And bob has not lost the game
    And "forest" is in its owner's library
    And "mox" is in its owner's library
    And "sprout" is in its owner's library
    And "wish" is in its owner's library
    And "bears" is in its owner's library
    And "bears" is owned by alice
    And "forest-2" is in its owner's library
    And "wish-2" is in its owner's library
    And "elves" is in its owner's library
    And alice has nine cards in her library
    And alice has no cards in hand
    And "saproling" no longer exists
    And "giant" is outside the game
    And alice controls no creatures
    And bob has eight cards in his library
    And bob has no cards in hand

  @cr-728.3 @cr-728.5 @cr-104.4a @cr-704.5b
  @src-cr-728.5
  Scenario: A subgame that is a draw: each player didn't win it and loses half their life, rounded up
    CR 728.3: alice's deck is four cards and bob's five, so each draws fewer than the seven cards a game begins
    with (103.5), and both lose the subgame when state-based actions are checked in the upkeep of its first
    turn: the subgame is a draw (104.4a) and neither player wins it. Their cards go back into their main-game
    libraries (728.5) and Shahrazad finishes resolving: each player who didn't win the subgame — both — loses
    half their life, rounded up: alice 20 → 10, bob 9 → 4. Neither player lost the main game.
    Given it is alice's precombat main phase
    And alice has Shahrazad in hand as "shahrazad"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And alice has Forest in library as "forest-3"
    And alice has Forest in library as "forest-4"
    And bob has 9 life
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    And bob has Island in library as "island-4"
    And bob has Island in library as "island-5"
    And bob has Island in hand as "island-6"
    When alice casts "shahrazad"
    And the top of the stack resolves
    And bob goes first in the subgame "shahrazad" starts
    Then it is alice's precombat main phase
    And "shahrazad" is in its owner's graveyard
    And alice has 10 life
    And bob has 4 life
    And alice has not lost the game
    And bob has not lost the game
    And alice has four cards in her library
    And bob has five cards in his library
    And "island-6" is in its owner's hand
    And bob has one card in hand

  @cr-728.6 @cr-728.5 @cr-728.3 @cr-104.4a @cr-104.3a
  @src-cr-728.5
  Scenario: A subgame within a subgame ends in the subgame, whose cards end in the main-game libraries
    CR 728.6: "A subgame can be created within a subgame. The existing subgame becomes the main game in
    relation to the new subgame." Alice's seven cards are her whole deck in the subgame; she casts the second
    Shahrazad there. The new subgame's decks are the subgame's libraries: alice's is empty and bob's holds one
    card, so both lose it at the upkeep of its first turn (728.3), a draw (104.4a). Bob's Island goes back into
    his library of the subgame (728.5), and the second Shahrazad finishes resolving there: each player loses
    half their subgame life total (20 → 10). The subgame goes on; bob concedes it (104.3a), and every card of
    it goes into its owner's main-game library; bob loses half of his main-game life total, rounded up
    (13 → 6).
    Given it is alice's precombat main phase
    And alice has Shahrazad in hand as "shahrazad"
    And alice has Shahrazad in library as "shahrazad-2"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And alice has Forest in library as "forest-3"
    And alice has Forest in library as "forest-4"
    And alice has Forest in library as "forest-5"
    And alice has Forest in library as "forest-6"
    And bob has 13 life
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    And bob has Island in library as "island-4"
    And bob has Island in library as "island-5"
    And bob has Island in library as "island-6"
    And bob has Island in library as "island-7"
    And bob has Island in library as "island-8"
    When alice casts "shahrazad"
    And the top of the stack resolves
    And alice goes first in the subgame "shahrazad" starts
    And the game proceeds to the precombat main phase
    And alice casts "shahrazad-2"
    And the top of the stack resolves
    And alice goes first in the subgame "shahrazad-2" starts
    Then it is alice's precombat main phase
    And "shahrazad-2" is in its owner's graveyard
    And alice has 10 life
    And bob has 10 life
    And alice has six cards in hand
    And alice has no cards in her library
    And bob has seven cards in hand
    And bob has one card in his library
    And alice has not lost the game
    And bob has not lost the game
    When bob concedes the subgame
    Then it is alice's precombat main phase
    And alice has 20 life
    And bob has 6 life
    And "shahrazad" is in its owner's graveyard
    And "shahrazad-2" is in its owner's library
    And alice has seven cards in her library
    And bob has eight cards in his library
    And alice has no cards in hand
