@card-parts
Feature: Mana cost, color and mana value (CR 202.2a, 202.3, 202.3f, 202.3g)
  An object's color comes from the colored mana symbols in its mana cost (202.2); its mana value is
  the total amount of mana in its mana cost, regardless of color (202.3): a hybrid symbol counts its
  largest component (202.3f), a Phyrexian symbol counts 1 (202.3g).

  @cr-202.2a @cr-202.2 @src-cr-202.2a @src-cr-202.2a-ex1
  Scenario: A mana cost of {2}{W} is white, {2} is colorless, {2}{W}{B} is white and black
    The example's three mana costs, each on a real card with exactly that cost: Pearled Unicorn ({2}{W},
    a vanilla creature), Bronze Sable ({2}, a vanilla artifact creature) and Utter End ({2}{W}{B}).
    Given alice controls Pearled Unicorn as "unicorn"
    And alice controls Bronze Sable as "sable"
    And alice has Utter End in hand as "utter-end"
    Then "unicorn" has mana cost "{2}{W}"
    And "unicorn" is white
    And "sable" has mana cost "{2}"
    And "sable" is colorless
    And "utter-end" has mana cost "{2}{W}{B}"
    And "utter-end" is white and black

  @cr-202.3 @src-cr-202.3 @src-cr-202.3-ex1
  Scenario: A mana cost of {3}{U}{U} gives a mana value of 5
    Water Elemental is a real card with mana cost {3}{U}{U}.
    Given alice controls Water Elemental as "elemental"
    Then "elemental" has mana cost "{3}{U}{U}"
    And "elemental" has mana value 5

  @cr-202.3f @src-cr-202.3f @src-cr-202.3f-ex1
  Scenario: A card with mana cost {1}{W/U}{W/U} has mana value 3
    Vassal Soul is a real card with mana cost {1}{W/U}{W/U}: each hybrid symbol counts 1, its largest
    component. (A hybrid symbol is both its colors, 105.1, 202.2d: it is white and blue.)
    Given alice has Vassal Soul in hand as "soul"
    Then "soul" has mana cost "{1}{W/U}{W/U}"
    And "soul" has mana value 3
    And "soul" is white and blue

  @cr-202.3g @src-cr-202.3g @src-cr-202.3g-ex1 @cr-107.4f
  Scenario: A card with mana cost {1} and two Phyrexian symbols has mana value 3
    No real card has the example's mana cost {1}{W/P}{W/P}; Dismember's is {1}{B/P}{B/P}, the same
    symbols but black. Each Phyrexian symbol contributes 1 to its mana value, and it is black (107.4f:
    a Phyrexian symbol is a colored symbol).
    Given alice has Dismember in hand as "dismember"
    Then "dismember" has mana cost "{1}{B/P}{B/P}"
    And "dismember" has mana value 3
    And "dismember" is black

  @cr-202.3f @src-cr-202.3f @src-cr-202.3f-ex2
  Scenario: A card with mana cost {2/B}{2/B}{2/B} has mana value 6
    Beseech the Queen is a real card with mana cost {2/B}{2/B}{2/B}: each symbol counts 2, its
    largest component.
    Given alice has Beseech the Queen in hand as "beseech"
    Then "beseech" has mana cost "{2/B}{2/B}{2/B}"
    And "beseech" has mana value 6
    And "beseech" is black

  @cr-202.3f @cr-701.23a @cr-701.23b @src-cr-202.3f
  Scenario: Beseech the Queen finds a card with mana value up to the number of lands its caster controls
    Beseech the Queen: "Search your library for a card with mana value less than or equal to the number
    of lands you control, reveal it, put it into your hand, then shuffle." With three lands, Water
    Elemental (mana value 5) can't be found; Grizzly Bears (2) can; finding nothing is allowed too
    (701.23b).
    Given alice controls Swamp as "swamp-1"
    And alice controls Swamp as "swamp-2"
    And alice controls Swamp as "swamp-3"
    And alice has Grizzly Bears in library as "bears"
    And alice has Water Elemental in library as "elemental"
    And alice has Beseech the Queen in hand as "beseech"
    When alice casts "beseech"
    And the top of the stack resolves
    And alice searches her library and finds "elemental"
    Then the action is refused
    When the top of the stack resolves
    And alice searches her library and finds "bears"
    Then "bears" is in its owner's hand
    And "elemental" is in its owner's library
    And "beseech" is in its owner's graveyard
