@sba
Feature: State-based actions pay no attention to what happens during a resolution (CR 704.4)
  704.4: "Unlike triggered abilities, state-based actions pay no attention to what happens during the
  resolution of a spell or ability."

  @cr-704.4 @cr-704.5f @cr-604.3 @src-cr-704.4 @src-cr-704.4-ex1
  Scenario: Maro survives a spell that discards its controller's hand and then draws seven cards
    Maro: "Maro's power and toughness are each equal to the number of cards in your hand." The
    example's spell "Discard your hand, then draw seven cards" is Wheel of Fortune ("Each player
    discards their hand, then draws seven cards."; no real card has the one-player wording). Maro has
    toughness 0 in the middle of the resolution but 7 when state-based actions are next checked. (The
    example's contrast, an ability that triggers when a player has no cards in hand, is left out: the
    reference engine doesn't implement such state triggers, 603.8.)
    Given alice controls Maro as "maro"
    And alice has Island in hand as "hand-1"
    And alice has Island in hand as "hand-2"
    And alice has Wheel of Fortune in hand as "wheel"
    And alice has Island in library as "alice-library-1"
    And alice has Island in library as "alice-library-2"
    And alice has Island in library as "alice-library-3"
    And alice has Island in library as "alice-library-4"
    And alice has Island in library as "alice-library-5"
    And alice has Island in library as "alice-library-6"
    And alice has Island in library as "alice-library-7"
    And bob has Island in library as "bob-library-1"
    And bob has Island in library as "bob-library-2"
    And bob has Island in library as "bob-library-3"
    And bob has Island in library as "bob-library-4"
    And bob has Island in library as "bob-library-5"
    And bob has Island in library as "bob-library-6"
    And bob has Island in library as "bob-library-7"
    Then "maro" is 3/3
    When alice casts "wheel"
    Then "maro" is 2/2
    When the top of the stack resolves
    Then "maro" is on the battlefield
    And "maro" is 7/7
    And alice has seven cards in hand
    And bob has seven cards in hand
    And "hand-1" is in its owner's graveyard
    And "hand-2" is in its owner's graveyard

  @cr-704.7 @cr-704.5a @cr-704.5b @cr-614.1a @src-cr-704.7 @src-cr-704.7-ex1
  Scenario: Lich's Mirror replaces a game loss that two state-based actions would cause at once
    Lich's Mirror: "If you would lose the game, instead shuffle your hand, your graveyard, and all
    permanents you own into your library, then draw seven cards and your life total becomes 20." The
    example's spell is Night's Whisper ("You draw two cards and lose 2 life."). With one card in her
    library and 1 life, alice draws one card, fails to draw the second and goes to -1 life: she would
    lose by 704.5a and 704.5b; a single replacement replaces both. Her hand (six cards), graveyard
    (Night's Whisper) and Lich's Mirror, eight cards, are shuffled into her library; she draws seven
    and has 20 life.
    Given alice has 1 life
    And alice controls Lich's Mirror as "mirror"
    And alice has Island in library as "library-island"
    And alice has Night's Whisper in hand as "whisper"
    And alice has Island in hand as "hand-1"
    And alice has Island in hand as "hand-2"
    And alice has Island in hand as "hand-3"
    And alice has Island in hand as "hand-4"
    And alice has Island in hand as "hand-5"
    When alice casts "whisper"
    And the top of the stack resolves
    Then alice has not lost the game
    And alice has 20 life
    And alice has seven cards in hand
    And alice has one card in her library
    And alice has no cards in her graveyard
