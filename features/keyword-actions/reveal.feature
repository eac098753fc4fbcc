@keyword-actions
Feature: Revealing a card that is already revealed (CR 701.20)
  701.20a: "To reveal a card, show that card to all players for a brief time. [...] If the cost to cast a
  spell or activate an ability includes revealing a card, [...] the card remains revealed from the time
  the spell or ability is announced until the time it leaves the stack." 701.20b: "Revealing a card
  doesn't cause it to leave the zone it's in." 701.20c: "A card that is currently revealed may be
  revealed again."

  @cr-701.20c @cr-701.20b @cr-601.2b @cr-601.2h @src-cr-701.20c @src-cr-701.20c-ex1
  Scenario: A Merfolk card already revealed by Telepathy is revealed to pay Silvergill Adept's additional cost
    Telepathy: "Your opponents play with their hands revealed." Silvergill Adept: "As an additional cost to
    cast this spell, reveal a Merfolk card from your hand or pay {3}. / When this creature enters, draw a
    card." Bob controls Telepathy, so alice's hand is revealed; she reveals another Silvergill Adept (a
    Merfolk card) from it anyway to pay the additional cost, and pays only the mana cost {1}{U}. Without
    revealing a card the total cost is {4}{U}, which her {U}{U} doesn't pay. The revealed card stays in
    her hand (701.20b).
    Given it is alice's precombat main phase
    And bob controls Telepathy as "telepathy"
    And alice controls Island as "i1"
    And alice controls Island as "i2"
    And alice has Silvergill Adept in hand as "adept"
    And alice has Silvergill Adept in hand as "other"
    And alice has Grizzly Bears in library as "card"
    When alice taps "i1" for mana
    And alice taps "i2" for mana
    And alice casts "adept" paying {U}{U}
    Then the action is refused
    And alice's mana pool holds {U}{U}
    When alice casts "adept" paying {U}{U}
    And alice reveals "other" from her hand to cast it
    Then "adept" is a spell on the stack
    And "other" is in the hand
    And alice's mana pool is empty
    When the stack resolves
    Then "adept" is on the battlefield
    And "card" is in the hand
    And alice has two cards in hand
