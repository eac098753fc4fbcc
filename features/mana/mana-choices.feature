@mana
Feature: The mana an ability makes: a chosen color, lands only, and hybrid costs (CR 106.5, 106.7, 107.4e)

  @cr-106.5 @cr-605.3b @cr-607.2a @src-cr-106.5
  Scenario: Quirion Elves adds one mana of the color chosen as it entered, and no other
    Quirion Elves: "As this creature enters, choose a color. / {T}: Add {G}. / {T}: Add one mana
    of the chosen color." Blue was chosen.
    Given alice controls Quirion Elves as "elves"
    And "elves" chose blue for "color"
    When alice activates the second mana ability of "elves"
    Then alice's mana pool holds {U}
    And "elves" is tapped

  @cr-106.7 @src-cr-106.7 @src-002-could-produce
  Scenario: Exotic Orchard ignores the mana abilities of an opponent's nonland permanents
    Exotic Orchard: "{T}: Add one mana of any color that a land an opponent controls could
    produce." Bob's Llanowar Elves is not a land.
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Llanowar Elves as "elves"
    And bob controls Plains as "plains"
    When alice taps "orchard" for green mana
    Then the action is refused
    And alice's mana pool is empty
    And "orchard" is untapped
    When alice taps "orchard" for white mana
    Then alice's mana pool holds {W}

  @cr-106.7 @src-cr-106.7 @src-002-could-produce
  Scenario: Reflecting Pool ignores the mana abilities of its controller's nonland permanents
    Reflecting Pool: "{T}: Add one mana of any type that a land you control could produce."
    Given alice controls Reflecting Pool as "pool"
    And alice controls Llanowar Elves as "elves"
    And alice controls Island as "island"
    When alice taps "pool" for green mana
    Then the action is refused
    And alice's mana pool is empty
    When alice taps "pool" for blue mana
    Then alice's mana pool holds {U}

  @cr-107.4e @cr-601.2h @src-cr-107.4e
  Scenario: A hybrid symbol must be paid with one of its two colors
    Double Cleave costs {1}{R/W}: {G}{G} doesn't pay it; {G}{R} does.
    Given alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Mountain as "mountain"
    And alice controls Grizzly Bears as "bears"
    And alice has Double Cleave in hand as "cleave"
    When alice taps "forest-1" for mana
    And alice taps "forest-2" for mana
    And alice casts "cleave" paying {G}{G} targeting "bears"
    Then the action is refused
    And alice's mana pool holds {G}{G}
    When alice taps "mountain" for mana
    And alice casts "cleave" paying {G}{R} targeting "bears"
    Then alice's mana pool holds {G}
    When the top of the stack resolves
    Then "bears" has the ability "Double strike"

  @cr-106.7 @src-cr-106.7 @src-002-could-produce
  Scenario: Reflecting Pool can add any color that Ancient Ziggurat could produce
    Ancient Ziggurat: "{T}: Add one mana of any color. Spend this mana only to cast a creature
    spell." It could produce each color, so Reflecting Pool can add blue; the Ziggurat's spending
    restriction is not part of the type of mana (106.7).
    Given alice controls Reflecting Pool as "pool"
    And alice controls Ancient Ziggurat as "ziggurat"
    When alice taps "pool" for blue mana
    Then alice's mana pool holds {U}
    And "ziggurat" is untapped

  @cr-107.4e @cr-601.2h @src-cr-107.4e @src-cr-107.4e-ex1
  Scenario Outline: {G/W}{G/W} can be paid with <paid>
    Old Ghastbark costs {3}{G/W}{G/W}.
    Given alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And alice controls Plains as "plains-1"
    And alice controls Plains as "plains-2"
    And alice controls Mishra's Factory as "factory-1"
    And alice controls Mishra's Factory as "factory-2"
    And alice controls Mishra's Factory as "factory-3"
    And alice has Old Ghastbark in hand as "ghastbark"
    When alice taps "forest-1" for mana
    And alice taps "forest-2" for mana
    And alice taps "plains-1" for mana
    And alice taps "plains-2" for mana
    And alice taps "factory-1" for mana
    And alice taps "factory-2" for mana
    And alice taps "factory-3" for mana
    And alice casts "ghastbark" paying <paid>{C}{C}{C}
    Then the stack holds one object
    And alice's mana pool holds <left>

    Examples:
      | paid   | left   |
      | {G}{G} | {W}{W} |
      | {G}{W} | {G}{W} |
      | {W}{W} | {G}{G} |

  @cr-106.12a @src-cr-106.12a @src-002-tapped-for-mana-trigger
  Scenario: Gauntlet of Power for red adds a red mana for a Mountain, and nothing for a Forest
    "Whenever a basic land is tapped for mana of the chosen color, its controller adds an
    additional one mana of that color." It triggers only on mana of that one type.
    Given alice controls Mountain as "mountain"
    And alice controls Forest as "forest"
    And alice controls Gauntlet of Power as "gauntlet"
    And "gauntlet" chose red for "color"
    When alice taps "mountain" for mana
    Then alice's mana pool holds {R}{R}
    When alice taps "forest" for mana
    Then alice's mana pool holds {R}{R}{G}
