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

  @cr-701.23f @cr-701.23a @cr-701.24a @cr-614.1a @cr-603.3b @src-cr-701.23f @src-cr-701.23f-ex1
  Scenario: Bob searches only the top four cards because of Aven Mindcensor, and still shuffles his whole library
    Aven Mindcensor: "If an opponent would search a library, that player searches the top four cards of
    that library instead." Veteran Explorer: "When this creature dies, each player may search their
    library for up to two basic land cards, put them onto the battlefield, then shuffle." Alice Lightning
    Bolts bob's Explorer. As its ability resolves, each player chooses in turn order (the 'may' of the
    Explorer: alice declines, bob accepts). Bob, alice's opponent, searches the top four cards of his
    library and finds the Forest among them; the instruction "then shuffle" still applies to his library:
    alice's Cosi's Trickster ("Whenever an opponent shuffles their library, you may put a +1/+1 counter
    on this creature.") triggers.
    Given alice controls Aven Mindcensor as "mindcensor"
    And alice controls Cosi's Trickster as "trickster"
    And alice has Lightning Bolt in hand as "bolt"
    And bob controls Veteran Explorer as "explorer"
    And bob has Forest in library as "deep-forest"
    And bob has Island in library as "island-1"
    And bob has Forest in library as "forest"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    When alice casts "bolt" targeting "explorer"
    And the top of the stack resolves
    Then "explorer" is in its owner's graveyard
    And "explorer" triggered once
    When the top of the stack resolves
    And "explorer" chooses no for "may"
    And "explorer" chooses yes for "may"
    And bob searches his library and finds "forest"
    Then "forest" is on the battlefield
    And "forest" is controlled by bob
    And "deep-forest" is in its owner's library
    And bob has four cards in his library
    And "trickster" triggered once

  @cr-701.23f @cr-701.23a @cr-614.1a @src-cr-701.23f-ex1
  Scenario: A Forest below the top four cards of bob's library can't be found while Aven Mindcensor searches are replaced
    The same search, bob trying to find the Forest fifth from the top: the action is refused; finding
    only the one among the top four is legal.
    Given alice controls Aven Mindcensor as "mindcensor"
    And alice has Lightning Bolt in hand as "bolt"
    And bob controls Veteran Explorer as "explorer"
    And bob has Forest in library as "deep-forest"
    And bob has Island in library as "island-1"
    And bob has Forest in library as "forest"
    And bob has Island in library as "island-2"
    And bob has Island in library as "island-3"
    When alice casts "bolt" targeting "explorer"
    And the top of the stack resolves
    And the top of the stack resolves
    And "explorer" chooses no for "may"
    And "explorer" chooses yes for "may"
    And bob searches his library and finds "deep-forest"
    Then the action is refused
    When the top of the stack resolves
    And "explorer" chooses no for "may"
    And "explorer" chooses yes for "may"
    And bob searches his library and finds "forest"
    Then "forest" is on the battlefield
    And "deep-forest" is in its owner's library

  @cr-701.23f @cr-701.23a @src-cr-701.23f
  Scenario: Aven Mindcensor doesn't restrict its controller's own search, and a search of the top four cards still triggers Archivist of Oghma
    701.23f: "Any abilities that trigger on a library being searched will trigger." Alice (Aven
    Mindcensor's controller, not an opponent) may find the Forest fifth from the top of her own library;
    bob searching the top four cards of his triggers alice's Archivist of Oghma ("Whenever an opponent
    searches their library, you gain 1 life and draw a card.").
    Given alice controls Aven Mindcensor as "mindcensor"
    And alice controls Archivist of Oghma as "archivist"
    And alice has Lightning Bolt in hand as "bolt"
    And bob controls Veteran Explorer as "explorer"
    And alice has Forest in library as "alice-forest"
    And alice has Island in library as "a-1"
    And alice has Island in library as "a-2"
    And alice has Island in library as "a-3"
    And alice has Island in library as "a-4"
    And bob has Island in library as "island-1"
    When alice casts "bolt" targeting "explorer"
    And the top of the stack resolves
    And the top of the stack resolves
    And "explorer" chooses yes for "may"
    And alice searches her library and finds "alice-forest"
    And "explorer" chooses yes for "may"
    And bob searches his library and finds nothing
    Then "alice-forest" is on the battlefield
    And "alice-forest" is controlled by alice
    And "archivist" triggered once
    When the top of the stack resolves
    Then alice has 21 life
    And alice has one card in hand
