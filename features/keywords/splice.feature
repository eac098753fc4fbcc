@keywords
Feature: Splice onto Arcane (CR 702.47)
  702.47a: "Splice onto [quality] [cost]" means "You may reveal this card from your hand as you cast a
  [quality] spell. If you do, that spell gains the text of this card's rules text and you pay [cost] as
  an additional cost to cast that spell." 702.47c: "The spell doesn't gain any other characteristics
  ... of the spliced cards. Text gained by the spell that refers to a card by name refers to the spell
  on the stack, not to the card from which the text was copied."

  @cr-702.47c @cr-702.47a @cr-702.16e @src-cr-702.47c @src-cr-702.47c-ex1
  Scenario: Glacial Ray spliced onto Reach Through Mists: the spell is still blue and can damage a creature with protection from red
    Glacial Ray (red, "Glacial Ray deals 2 damage to any target.", splice onto Arcane {1}{R}) is
    spliced onto Reach Through Mists (a blue Arcane instant: "Draw a card."). The spell is still blue
    and Reach Through Mists deals the damage, so it can target Repentant Blacksmith (protection from
    red, 1/2) and the 2 damage isn't prevented. Glacial Ray stays in alice's hand.
    Given alice has Reach Through Mists in hand as "mists"
    And alice has Glacial Ray in hand as "ray"
    And bob controls Repentant Blacksmith as "blacksmith"
    And alice has Island in library as "library-island"
    When alice casts "mists" splicing "ray" onto it targeting "blacksmith"
    Then "mists" is blue
    And "mists" targets "blacksmith"
    And "ray" is in its owner's hand
    When the top of the stack resolves
    Then "blacksmith" is in its owner's graveyard
    And "library-island" is in its owner's hand
    And "ray" is in its owner's hand

  @cr-702.47a @src-cr-702.47a @src-cr-702.47a-ex1
  Scenario: The card with splice stays in hand: it can be spliced onto another spell, then cast normally
    After being spliced onto Reach Through Mists, Glacial Ray is still in alice's hand; she splices it
    onto a second Reach Through Mists, then casts it. (The example's last case, discarding it to pay a
    "discard a card" cost of the spell it's spliced onto, is not in this scenario: no real Arcane spell
    has such a cost.)
    Given alice has Reach Through Mists in hand as "mists"
    And alice has Reach Through Mists in hand as "mists-2"
    And alice has Glacial Ray in hand as "ray"
    And alice has Island in library as "library-island"
    And alice has Island in library as "library-island-2"
    When alice casts "mists" splicing "ray" onto it targeting bob
    And the top of the stack resolves
    Then bob has 18 life
    And "ray" is in its owner's hand
    When alice casts "mists-2" splicing "ray" onto it targeting bob
    And the top of the stack resolves
    Then bob has 16 life
    And "ray" is in its owner's hand
    When alice casts "ray" targeting bob
    And the top of the stack resolves
    Then bob has 14 life
    And "ray" is in its owner's graveyard

  @cr-702.47a @src-cr-702.47a
  Scenario: Glacial Ray can't be spliced onto a spell that isn't Arcane, nor onto itself
    Given alice has Glacial Ray in hand as "ray"
    And alice has Shocking Grasp in hand as "grasp"
    And bob controls Grizzly Bears as "bears"
    When alice casts "grasp" splicing "ray" onto it targeting "bears" and bob
    Then the action is refused
