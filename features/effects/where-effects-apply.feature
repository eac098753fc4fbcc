@effects
Feature: Effects apply only to permanents unless they say otherwise (CR 609.2)
  609.2: "Effects apply only to permanents unless the instruction's text states otherwise or they
  clearly can apply only to objects in one or more other zones."

  @cr-609.2 @cr-613.1d @src-cr-609.2 @src-cr-609.2-ex1
  Scenario: An effect that changes all lands into creatures doesn't alter land cards in graveyards
    The example's effect is Living Plane's "All lands are 1/1 creatures that are still lands.": the
    Forest on the battlefield is a 1/1 land creature; the Forest card in alice's graveyard is only a land.
    Given alice controls Living Plane as "plane"
    And alice controls Forest as "forest"
    And alice has Forest in graveyard as "forest-card"
    Then "forest" has the card types land and creature
    And "forest" is 1/1
    And "forest-card" has the card types land
    And "forest-card" has no power or toughness

  @cr-609.2 @cr-601.2a @cr-601.2f @src-cr-609.2 @src-cr-609.2-ex1
  Scenario: An effect that says spells cost more applies to the spell being cast, not the card in hand
    The example's effect that says spells cost more is Thalia, Guardian of Thraben's "Noncreature spells
    cost {1} more to cast.". Lightning Bolt in alice's hand keeps its mana cost {R} and mana value 1;
    as she casts it, it is a spell on the stack (601.2a) and its total cost is {1}{R}: paying {R} alone
    is refused, paying {R}{R} is accepted.
    Given bob controls Thalia, Guardian of Thraben as "thalia"
    And alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice has Lightning Bolt in hand as "bolt"
    Then "bolt" has mana cost "{R}"
    And "bolt" has mana value 1
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice casts "bolt" paying {R} targeting bob
    Then the action is refused
    And "bolt" is in its owner's hand
    When alice casts "bolt" paying {R}{R} targeting bob
    And the top of the stack resolves
    Then bob has 17 life
    And alice's mana pool is empty
