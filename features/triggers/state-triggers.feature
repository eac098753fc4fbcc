@triggers
Feature: State triggers trigger as soon as the game state matches, once until they leave the stack (CR 603.8)
  603.8: "Some triggered abilities trigger when a game state ... is true, rather than triggering when an
  event occurs. These abilities trigger as soon as the game state matches the condition. ... A
  state-triggered ability doesn't trigger again until the ability has resolved, has been countered, or
  has otherwise left the stack. ..."

  @cr-603.8 @cr-603.4 @cr-305.1 @cr-205.1a @src-cr-603.8 @src-cr-603.8-ex1
  Scenario: Veiled Crocodile's state trigger triggers once when alice plays the last card of her hand, and not again while it waits on the stack
    The example's permanent has "Whenever you have no cards in hand, draw a card."; no card has that
    ability. The closest real card is Veiled Crocodile: "When a player has no cards in hand, if this
    permanent is an enchantment, it becomes a 4/4 Crocodile creature." — a state trigger on an empty hand
    like the example's, about any player rather than its controller, with an intervening "if" and another
    effect. Alice plays the last card of her hand, a Forest: the ability triggers once. While it is on
    the stack her hand stays empty and bob casts Shock at her; the ability doesn't trigger again. It
    resolves: the Crocodile is a 4/4 Crocodile creature, no longer an enchantment (205.1a), so its
    ability doesn't trigger any more though alice's hand is still empty.
    Given alice controls Veiled Crocodile as "croc"
    And alice has Forest in hand as "forest"
    And bob has Shock in hand as "shock"
    And bob has Island in hand as "island"
    When alice plays "forest"
    Then "croc" triggered once
    And the stack holds one object
    When bob casts "shock" targeting alice
    And the top of the stack resolves
    Then alice has 18 life
    And "croc" did not trigger
    And the stack holds one object
    When the top of the stack resolves
    Then "croc" is 4/4
    And "croc" has the card types creature
    And "croc" has the subtypes Crocodile
    And "croc" did not trigger
    And the stack is empty

  @cr-603.8 @cr-603.4 @cr-701.9a @cr-608.2 @src-cr-603.8 @src-cr-603.8-ex1
  Scenario: Veiled Crocodile's state trigger triggers in the middle of Tolarian Winds' resolution, when alice's hand is empty for a moment
    The example's spell "Discard your hand, then draw that many cards" is Tolarian Winds ("Discard all
    the cards in your hand, then draw that many cards."); its state-triggered permanent is Veiled
    Crocodile (see the scenario above for how it differs). Alice's hand holds Tolarian Winds and a Forest;
    she casts the Winds: as it resolves she discards the Forest, her hand is empty for a moment and the
    Crocodile's ability triggers, then she draws a card. Her hand isn't empty any more, but the ability
    has triggered: it resolves and the Crocodile becomes a 4/4 Crocodile creature.
    Given alice controls Veiled Crocodile as "croc"
    And alice has Tolarian Winds in hand as "winds"
    And alice has Forest in hand as "forest"
    And alice has Island in library as "island"
    And bob has Shock in hand as "shock"
    When alice casts "winds"
    Then "croc" did not trigger
    When the top of the stack resolves
    Then "forest" is in its owner's graveyard
    And "island" is in hand
    And alice has one card in hand
    And "croc" triggered once
    And the stack holds one object
    When the top of the stack resolves
    Then "croc" is 4/4
    And "croc" has the card types creature
