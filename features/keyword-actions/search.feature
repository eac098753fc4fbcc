@keyword-actions
Feature: Searching a hidden zone for cards with a stated quality (CR 701.23b)
  701.23b: "If a player is searching a hidden zone for cards with a stated quality, such as a card
  with a certain card type or color, that player isn't required to find some or all of those cards
  even if they're present in that zone."

  @cr-701.23b @cr-701.23a @src-cr-701.23b @src-cr-701.23b-ex1
  Scenario: Splinter on Howling Mine must find the one in the graveyard, but may find only one of the two in the library
    Splinter: "Exile target artifact. Search its controller's graveyard, hand, and library for all
    cards with the same name as that artifact and exile them. Then that player shuffles." Bob has
    another Howling Mine in his graveyard and two more in his library; alice finds only one of those.
    Given bob controls Howling Mine as "mine-1"
    And bob has Howling Mine in graveyard as "mine-2"
    And bob has Howling Mine in library as "mine-3"
    And bob has Howling Mine in library as "mine-4"
    And alice has Splinter in hand as "splinter"
    When alice casts "splinter" targeting "mine-1"
    And the top of the stack resolves
    And alice searches and finds "mine-3" in the hidden zones
    Then "mine-1" is in exile
    And "mine-2" is in exile
    And "mine-3" is in exile
    And "mine-4" is in its owner's library

  @cr-701.23b @src-cr-701.23b @src-cr-701.23b-ex1
  Scenario: Splinter's caster may find none of the Howling Mines in the library, or both
    Given bob controls Howling Mine as "mine-1"
    And bob has Howling Mine in graveyard as "mine-2"
    And bob has Howling Mine in library as "mine-3"
    And bob has Howling Mine in library as "mine-4"
    And alice has Splinter in hand as "splinter"
    When alice casts "splinter" targeting "mine-1"
    And the top of the stack resolves
    And alice searches and finds nothing in the hidden zones
    Then "mine-2" is in exile
    And "mine-3" is in its owner's library
    And "mine-4" is in its owner's library

  @cr-701.23b @src-cr-701.23b
  Scenario: Splinter's caster finding both Howling Mines in the library exiles them all
    Given bob controls Howling Mine as "mine-1"
    And bob has Howling Mine in library as "mine-3"
    And bob has Howling Mine in library as "mine-4"
    And alice has Splinter in hand as "splinter"
    When alice casts "splinter" targeting "mine-1"
    And the top of the stack resolves
    And alice searches and finds "mine-3" and "mine-4" in the hidden zones
    Then "mine-3" is in exile
    And "mine-4" is in exile
    And bob has no cards in his library

  @cr-603.4 @cr-504.1 @src-cr-701.23b
  Scenario: Howling Mine, untapped, makes each player draw an additional card in their draw step
    Howling Mine: "At the beginning of each player's draw step, if this artifact is untapped, that
    player draws an additional card." Bob draws two in his draw step; tapped, it does nothing (603.4:
    the intervening "if" is checked as the step begins).
    Given it is alice's end step
    And alice controls Howling Mine as "mine"
    And bob has Island in library as "bob-1"
    And bob has Island in library as "bob-2"
    And bob has Island in library as "bob-3"
    When the game proceeds to the next turn's draw step
    Then "mine" triggered once
    When the top of the stack resolves
    Then bob has two cards in hand

  @cr-603.4 @src-cr-701.23b
  Scenario: A tapped Howling Mine doesn't trigger
    Given it is alice's end step
    And alice controls Howling Mine as "mine"
    And "mine" is tapped
    And bob has Island in library as "bob-1"
    And bob has Island in library as "bob-2"
    When the game proceeds to the next turn's draw step
    Then "mine" did not trigger
    And bob has one card in hand

  @cr-701.23c @cr-701.23a @src-cr-701.23c @src-cr-701.23c-ex1
  Scenario: Lobotomy on a player with no cards in hand searches but exiles nothing
    Lobotomy: "Target player reveals their hand, then you choose a card other than a basic land card
    from it. Search that player's graveyard, hand, and library for all cards with the same name as the
    chosen card and exile them. Then that player shuffles." Bob's hand is empty: no card is chosen, the
    quality searched for is undefined, and no card is found — not even the Grizzly Bears in his
    graveyard and library.
    Given bob has Grizzly Bears in graveyard as "bears-graveyard"
    And bob has Grizzly Bears in library as "bears-library"
    And alice has Lobotomy in hand as "lobotomy"
    When alice casts "lobotomy" targeting bob
    And the top of the stack resolves
    Then "bears-graveyard" is in its owner's graveyard
    And "bears-library" is in its owner's library
    And "lobotomy" is in its owner's graveyard

  @cr-701.23a @cr-701.23b @src-cr-701.23c
  Scenario: Lobotomy with a Grizzly Bears chosen from the hand exiles the one in the graveyard and those found
    Given bob has Grizzly Bears in hand as "bears-hand"
    And bob has Island in hand as "island-hand"
    And bob has Grizzly Bears in graveyard as "bears-graveyard"
    And bob has Grizzly Bears in library as "bears-library"
    And alice has Lobotomy in hand as "lobotomy"
    When alice casts "lobotomy" targeting bob
    And the top of the stack resolves
    And alice chooses "island-hand" from bob's revealed hand
    Then the action is refused
    When the top of the stack resolves
    And alice chooses "bears-hand" from bob's revealed hand
    And alice searches and finds "bears-hand" and "bears-library" in the hidden zones
    Then "bears-hand" is in exile
    And "bears-graveyard" is in exile
    And "bears-library" is in exile
    And "island-hand" is in its owner's hand
