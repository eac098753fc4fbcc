@replacement-effects
Feature: A replacement effect can become applicable because another one modified the event (CR 616.2)
  616.2: "A replacement or prevention effect can become applicable to an event as the result of another
  replacement or prevention effect that modifies the event." The example's two effects are real cards'
  lines, word for word: Nefarious Lich's "If you would gain life, draw that many cards instead." and
  Forbidden Crypt's "If you would draw a card, return a card from your graveyard to your hand instead.
  If you can't, you lose the game." The other lines of both cards (Nefarious Lich: "If damage would be
  dealt to you, exile that many cards from your graveyard instead. If you can't, you lose the game." and
  "When this enchantment leaves the battlefield, you lose the game."; Forbidden Crypt: "If a card would
  be put into your graveyard from anywhere, exile that card instead.") play no part here.

  @cr-616.2 @cr-614.1a @cr-119.10 @cr-121.2 @src-cr-616.2 @src-cr-616.2-ex1
  Scenario: Instead of gaining 1 life, alice returns a card from her graveyard to her hand (Nefarious Lich first)
    Fountain of Youth ("{2}, {T}: You gain 1 life.") would make alice gain 1 life. Nefarious Lich
    replaces that with drawing one card; that draw is an event Forbidden Crypt's effect applies to, so
    alice returns the one card of her graveyard, Grizzly Bears, to her hand instead. Her life total and
    library don't change, and she doesn't lose the game (she could return a card).
    Given alice controls Nefarious Lich as "lich"
    And alice controls Forbidden Crypt as "crypt"
    And alice controls Fountain of Youth as "fountain"
    And alice has Grizzly Bears in graveyard as "bears"
    And alice has Llanowar Elves in library as "elves"
    When alice activates the ability of "fountain"
    And the top of the stack resolves
    Then alice has 20 life
    And "bears" is in its owner's hand
    And alice has one card in hand
    And "elves" is in its owner's library
    And alice has one card in her library
    And alice has not lost the game

  @cr-616.2 @cr-614.1a @src-cr-616.2-ex1
  Scenario: The two effects combine whichever came into existence first (Forbidden Crypt first)
    The same event with Forbidden Crypt on the battlefield before Nefarious Lich: the result is the same.
    Given alice controls Forbidden Crypt as "crypt"
    And alice controls Nefarious Lich as "lich"
    And alice controls Fountain of Youth as "fountain"
    And alice has Grizzly Bears in graveyard as "bears"
    And alice has Llanowar Elves in library as "elves"
    When alice activates the ability of "fountain"
    And the top of the stack resolves
    Then alice has 20 life
    And "bears" is in its owner's hand
    And alice has one card in hand
    And alice has one card in her library
    And alice has not lost the game

  @cr-616.2 @cr-614.1a @cr-104.3e @src-cr-616.2-ex1
  Scenario: With an empty graveyard, the draw that replaced the life gain makes alice lose the game
    Forbidden Crypt's "If you can't, you lose the game": the draw Nefarious Lich's effect made is
    replaced, alice can't return a card, and she loses.
    Given alice controls Nefarious Lich as "lich"
    And alice controls Forbidden Crypt as "crypt"
    And alice controls Fountain of Youth as "fountain"
    And alice has Llanowar Elves in library as "elves"
    When alice activates the ability of "fountain"
    And the top of the stack resolves
    Then alice has 20 life
    And alice has one card in her library
    And alice has lost the game
