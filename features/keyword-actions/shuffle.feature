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

  @cr-701.24c @cr-702.34a @cr-702.1b @cr-701.24a @src-cr-701.24c @src-cr-701.24c-ex2
  Scenario: Black Sun's Zenith cast with flashback is exiled, and its owner's library is still shuffled
    Black Sun's Zenith: "Put X -1/-1 counters on each creature. Shuffle Black Sun's Zenith into its
    owner's library." It has gained flashback; the example names Recoup "perhaps", here it is Past in
    Flames ("Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost."). Cast from the graveyard for its flashback cost, it is
    exiled instead of being put into the library (702.34a), and alice's library is shuffled all the
    same (701.24c): bob's Cosi's Trickster ("Whenever an opponent shuffles their library, you may put
    a +1/+1 counter on this creature.") triggers. X is 0, so the Trickster survives the Zenith.
    Given alice has Black Sun's Zenith in graveyard as "zenith"
    And alice has Past in Flames in hand as "flames"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And bob controls Cosi's Trickster as "trickster"
    When alice casts "flames"
    And the top of the stack resolves
    And alice casts "zenith" with X = 0
    And alice pays its flashback cost from her graveyard
    And the top of the stack resolves
    Then "zenith" is in exile
    And alice has two cards in her library
    And "trickster" triggered once
    When the top of the stack resolves
    And "trickster" chooses yes for "may"
    Then "trickster" has one +1/+1 counter on it

  @cr-701.24d @cr-701.24a @cr-601.2c @src-cr-701.24d
  Scenario: Shuffling no target cards into a library still shuffles that library
    Perpetual Timepiece: "{2}, Exile this artifact: Shuffle any number of target cards from your
    graveyard into your library." Activated with no target chosen ("any number" may be none), its
    ability still has alice shuffle her library (701.24d): bob's Cosi's Trickster ("Whenever an
    opponent shuffles their library, you may put a +1/+1 counter on this creature.") triggers. (The
    rule's own example, Loaming Shaman, has a target player choose the cards of their own graveyard;
    it is transcribed in the last scenario of this feature.)
    Given alice controls Perpetual Timepiece as "timepiece"
    And alice has Forest in library as "forest-1"
    And alice has Forest in graveyard as "forest-2"
    And bob controls Cosi's Trickster as "trickster"
    When alice activates the second ability of "timepiece"
    And the top of the stack resolves
    Then "timepiece" is in exile
    And "forest-2" is in its owner's graveyard
    And "trickster" triggered once

  @cr-701.24c @cr-701.24a @cr-603.10a @cr-113.6k @cr-400.7 @src-cr-701.24c-ex1
  Scenario: Dread put into a graveyard and exiled from it in response: its owner's library is still shuffled
    The example's Guile says, in part, "When Guile is put into a graveyard from anywhere, shuffle it
    into its owner's library." (its current Oracle text). Guile's other line ("If a spell or ability you
    control would counter a spell, instead exile that spell and you may play that card without paying its
    mana cost.") is a replacement effect the reference engine doesn't implement, so this scenario uses
    Dread, an Elemental Incarnation of the same cycle with exactly that ability ("When Dread is put into
    a graveyard from anywhere, shuffle it into its owner's library."). Bob's Murder ("Destroy target
    creature.") puts Dread into alice's graveyard and its ability triggers; in response bob's Shadowfeed
    ("Exile target card from a graveyard. You gain 3 life.") exiles it from that graveyard. When the
    ability resolves Dread stays in exile, and alice's library is shuffled all the same (701.24c): bob's
    Cosi's Trickster ("Whenever an opponent shuffles their library, you may put a +1/+1 counter on this
    creature.") triggers.
    Given alice controls Dread as "dread"
    And alice has Forest in library as "forest-1"
    And alice has Forest in library as "forest-2"
    And bob has Murder in hand as "murder"
    And bob has Shadowfeed in hand as "shadowfeed"
    And bob controls Cosi's Trickster as "trickster"
    When bob casts "murder" targeting "dread"
    And the top of the stack resolves
    Then "dread" is in its owner's graveyard
    And "dread" triggered once
    And the stack holds one object
    When bob casts "shadowfeed" targeting "dread"
    And the top of the stack resolves
    Then "dread" is in exile
    And bob has 23 life
    And "trickster" did not trigger
    When the top of the stack resolves
    Then "dread" is in exile
    And alice has two cards in her library
    And "trickster" triggered once
    When the top of the stack resolves
    And "trickster" chooses yes for "may"
    Then "trickster" has one +1/+1 counter on it

  @cr-701.24d @cr-701.24a @cr-601.2c @cr-603.3d @cr-115.1 @src-cr-701.24d-ex1
  Scenario: Loaming Shaman's ability targets a player and no cards: that player still shuffles their library
    Loaming Shaman: "When this creature enters, target player shuffles any number of target cards from
    their graveyard into their library." (the cards are targets chosen from the targeted player's own
    graveyard). Alice's Shaman enters; its ability targets bob and, of the cards of bob's graveyard, none
    ("any number" may be zero, 601.2c). When it resolves bob shuffles his library all the same (701.24d):
    alice's Cosi's Trickster ("Whenever an opponent shuffles their library, you may put a +1/+1 counter on
    this creature.") triggers, and bob's Forest stays in his graveyard.
    Given alice has Loaming Shaman in hand as "shaman"
    And bob has Forest in graveyard as "forest"
    And bob has Island in library as "island"
    And alice controls Cosi's Trickster as "trickster"
    When alice casts "shaman"
    And the top of the stack resolves
    And "shaman"'s ability targets bob
    And "shaman"'s ability targets no cards
    Then "shaman" is on the battlefield
    And "shaman" triggered once
    When the top of the stack resolves
    Then "forest" is in its owner's graveyard
    And bob has one card in his library
    And "trickster" triggered once
    When the top of the stack resolves
    And "trickster" chooses yes for "may"
    Then "trickster" has one +1/+1 counter on it
