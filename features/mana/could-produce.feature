@mana
Feature: The mana a permanent could produce (CR 106.7)
  The type of mana a permanent could produce includes any type an ability of that permanent would
  produce if it resolved now, taking into account applicable replacement effects in any possible
  order and ignoring whether its costs could be paid. If no type can be defined this way, there's
  no type of mana it could produce.

  @cr-106.7 @cr-106.5 @src-002-could-produce @src-cr-106.5 @src-cr-106.7 @src-cr-106.7-ex1
  Scenario: Exotic Orchard adds no mana when its controller's opponent controls no lands
    Example of 106.7: "If your opponent controls no lands, activating Exotic Orchard's mana
    ability will produce no mana."
    Given alice controls Exotic Orchard as "orchard"
    And alice controls Forest as "forest"
    When alice taps "orchard" for mana
    Then alice's mana pool is empty
    And "orchard" is tapped

  @cr-106.7 @src-002-could-produce @src-cr-106.7 @src-cr-106.7-ex1
  Scenario: Exotic Orchards facing only each other add no mana
    Example of 106.7: "The same is true if you and your opponent each control no lands other
    than Exotic Orchards."
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Exotic Orchard as "orchard2"
    When alice taps "orchard" for mana
    Then alice's mana pool is empty
    When bob taps "orchard2" for mana
    Then bob's mana pool is empty

  @cr-106.7 @src-002-could-produce @src-cr-106.7 @src-cr-106.7-ex1
  Scenario: Each Exotic Orchard could produce green when one player also controls a Forest
    Example of 106.7: "if you control a Forest and an Exotic Orchard, and your opponent controls
    an Exotic Orchard, then each Exotic Orchard could produce {G}." The opponent's Orchard
    looks at the Forest; your Orchard looks at the opponent's Orchard.
    Given alice controls Forest as "forest"
    And alice controls Exotic Orchard as "orchard"
    And bob controls Exotic Orchard as "orchard2"
    When bob taps "orchard2" for green mana
    Then bob's mana pool holds {G}
    When alice taps "orchard" for green mana
    Then alice's mana pool holds {G}

  @cr-106.7 @src-002-could-produce @src-cr-106.7
  Scenario: Exotic Orchard can't add a color the opponent's lands couldn't produce
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Forest as "forest"
    When alice taps "orchard" for blue mana
    Then the action is refused
    And alice's mana pool is empty

  @cr-106.7 @src-002-could-produce @src-cr-106.7
  Scenario: Reflecting Pool could produce green from a tapped Forest, ignoring the Forest's cost
    Given alice controls Reflecting Pool as "pool"
    And alice controls Forest as "forest"
    And "forest" is tapped
    When alice taps "pool" for green mana
    Then alice's mana pool holds {G}

  @cr-106.7 @cr-106.1b @src-002-could-produce @src-cr-106.7
  Scenario: Reflecting Pool can add colorless mana that a land its controller controls could produce
    Reflecting Pool adds mana of any type, and colorless is a type of mana (106.1b).
    Given alice controls Reflecting Pool as "pool"
    And alice controls Mishra's Factory as "factory"
    When alice taps "pool" for colorless mana
    Then alice's mana pool holds {C}

  @cr-106.7 @cr-105.1 @src-002-could-produce @src-cr-106.7
  Scenario: Exotic Orchard adds no mana when the opponent's lands could produce only colorless mana
    Exotic Orchard adds mana of a color, and colorless is not a color (105.1).
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Mishra's Factory as "factory"
    When alice taps "orchard" for mana
    Then alice's mana pool is empty

  @cr-106.7 @cr-106.12b @src-002-could-produce @src-cr-106.7
  Scenario: Exotic Orchard can't add green when Contamination makes the opponent's Forest produce black
    The replacement effect applies to what the Forest could produce: it could produce only {B}.
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Forest as "forest"
    And bob controls Contamination as "contamination"
    When alice taps "orchard" for green mana
    Then the action is refused
    When alice taps "orchard" for black mana
    Then alice's mana pool holds {B}

  @cr-106.7 @src-002-could-produce @src-cr-106.7
  Scenario: Reflecting Pool adds no mana when the only other land would produce no mana
    Gaea's Cradle would produce no mana while its controller controls no creatures, so there is no
    type of mana it could produce.
    Given alice controls Reflecting Pool as "pool"
    And alice controls Gaea's Cradle as "cradle"
    When alice taps "pool" for mana
    Then alice's mana pool is empty
    And "pool" is tapped

  @cr-106.7 @src-002-could-produce @src-cr-106.7
  Scenario: Reflecting Pool could produce green from Gaea's Cradle while its controller controls a creature
    Given alice controls Reflecting Pool as "pool"
    And alice controls Gaea's Cradle as "cradle"
    And alice controls Grizzly Bears as "bears"
    When alice taps "pool" for green mana
    Then alice's mana pool holds {G}

  @cr-106.7 @cr-106.12b @cr-616.1 @src-002-could-produce @src-cr-106.7
  Scenario: Exotic Orchard could add black or green from an Island under Contamination and Naked Singularity
    What the Island could produce takes the replacement effects into account in any possible
    order: {B} (Contamination applied last) or {G} (Naked Singularity applied last), but not
    {U}. Exotic Orchard's own mana then becomes {B} under Contamination, the only replacement
    effect that applies to it.
    Given alice controls Exotic Orchard as "orchard"
    And bob controls Island as "island"
    And bob controls Contamination as "contamination"
    And bob controls Naked Singularity as "singularity"
    When alice taps "orchard" for blue mana
    Then the action is refused
    When alice taps "orchard" for green mana
    Then alice's mana pool holds {B}
    And "orchard" is tapped

  @cr-106.7 @cr-105.1 @src-cr-106.7
  Scenario: Exotic Orchard could produce no colorless mana, so a Reflecting Pool looking at it adds none
    Exotic Orchard adds "one mana of any color" a land an opponent controls could produce, and
    colorless is not a color (105.1): facing only Mishra's Factory ("{T}: Add {C}."), it could
    produce no mana. Reflecting Pool adds "one mana of any type that a land you control could
    produce"; its controller's only other land is that Orchard, so the Pool adds nothing either
    (106.7: "If no type can be defined this way, there's no type of mana it could produce").
    Given bob controls Mishra's Factory as "factory"
    And alice controls Exotic Orchard as "orchard"
    And alice controls Reflecting Pool as "pool"
    When alice taps "orchard" for mana
    Then alice's mana pool is empty
    When alice taps "pool" for mana
    Then alice's mana pool is empty
    And "pool" is tapped
