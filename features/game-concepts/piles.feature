@game-concepts
Feature: Piles: objects grouped into piles don't leave their zone (CR 700.3)
  700.3a: "Each of the affected objects must be put into exactly one of those piles, unless the effect
  specifies otherwise." 700.3b: "Each object in a pile is still an individual object. The pile is not an
  object." 700.3c: "Objects grouped into piles don't leave the zone they're currently in." 700.3d: "A pile
  can contain zero or more objects."

  @cr-700.3c @cr-700.3a @cr-700.3 @src-cr-700.3c @src-cr-700.3c-ex1
  Scenario: Fact or Fiction's revealed cards are still in the library while an opponent separates them into piles
    Fact or Fiction: "Reveal the top five cards of your library. An opponent separates those cards into
    two piles. Put one pile into your hand and the other into your graveyard." While bob separates the
    five revealed cards into piles, they are still in alice's library (six cards in it, counting the one
    under them); they leave it only when alice puts one pile into her hand and the other into her
    graveyard.
    Given it is alice's precombat main phase
    And alice has Grizzly Bears in library as "c6"
    And alice has Forest in library as "c5"
    And alice has Island in library as "c4"
    And alice has Shock in library as "c3"
    And alice has Divination in library as "c2"
    And alice has Lightning Bolt in library as "c1"
    And alice has Fact or Fiction in hand as "fact"
    When alice casts "fact"
    And the top of the stack resolves
    And bob separates the revealed cards into a pile of "c1" and "c2" and a pile of "c3", "c4" and "c5" as "fact" resolves
    And alice chooses the pile of "c3", "c4" and "c5" as "fact" resolves
    Then as bob separates the piles, "c1" is in its owner's library
    And as bob separates the piles, "c2" is in its owner's library
    And as bob separates the piles, "c3" is in its owner's library
    And as bob separates the piles, "c4" is in its owner's library
    And as bob separates the piles, "c5" is in its owner's library
    And as bob separates the piles, alice has six cards in her library
    And as bob separates the piles, alice has zero cards in her hand
    And as bob separates the piles, alice has zero cards in her graveyard
    And "c3" is in its owner's hand
    And "c4" is in its owner's hand
    And "c5" is in its owner's hand
    And "c1" is in its owner's graveyard
    And "c2" is in its owner's graveyard
    And "fact" is in its owner's graveyard
    And "c6" is in its owner's library
    And alice has one card in her library
    And alice has three cards in hand

  @cr-700.3d @cr-700.3a @src-cr-700.3c
  Scenario: A pile may be empty: the opponent puts all five cards of Fact or Fiction into one pile
    Bob separates the five revealed cards into a pile of all five and an empty pile (700.3d); alice
    chooses the empty pile for her hand, so all five go to her graveyard.
    Given alice has Forest in library as "c5"
    And alice has Island in library as "c4"
    And alice has Shock in library as "c3"
    And alice has Divination in library as "c2"
    And alice has Lightning Bolt in library as "c1"
    And alice has Fact or Fiction in hand as "fact"
    When alice casts "fact"
    And the top of the stack resolves
    And bob separates the revealed cards into a pile of "c1", "c2", "c3", "c4" and "c5" and an empty pile as "fact" resolves
    And alice chooses the empty pile as "fact" resolves
    Then alice has zero cards in hand
    And alice has six cards in her graveyard
    And alice has zero cards in her library
