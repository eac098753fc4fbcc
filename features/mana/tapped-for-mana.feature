@mana
Feature: Abilities that care about a permanent being tapped for mana (CR 106.12a, 106.12b, 605.4a)
  An ability that triggers whenever a permanent "is tapped for mana", or is tapped for mana of a
  specified type, triggers whenever such a mana ability resolves and produces mana or that type of
  mana (106.12a); it is a triggered mana ability and resolves immediately after the mana ability
  that triggered it, without the stack (605.1b, 605.4a). A replacement effect that applies if a
  permanent is tapped for mana modifies the mana production event while the ability resolves and
  produces mana (106.12b).

  @cr-106.12a @cr-605.1b @cr-605.4a @src-002-tapped-for-mana-trigger @src-cr-605.4a
  Scenario: A Forest enchanted with Wild Growth adds {G}{G} when tapped for mana, without using the stack
    Given alice controls Forest as "forest"
    And alice controls Wild Growth as "growth"
    And "growth" is attached to "forest"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}{G}
    And "growth" triggered once
    And the stack is empty

  @cr-106.12a @src-002-tapped-for-mana-trigger
  Scenario: Wild Growth's additional mana goes to the enchanted land's controller
    Given alice controls Forest as "forest"
    And bob controls Wild Growth as "growth"
    And "growth" is attached to "forest"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}{G}
    And bob's mana pool is empty

  @cr-106.12a @cr-605.4a @cr-601.2h @src-002-tapped-for-mana-trigger @src-cr-605.4a
  Scenario: The mana from Wild Growth's trigger can pay for a spell right away
    Given alice controls Forest as "forest"
    And alice controls Wild Growth as "growth"
    And "growth" is attached to "forest"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "forest" for mana
    And alice casts "bears" paying {G}{G}
    Then "bears" is on the stack
    And alice's mana pool is empty

  @cr-106.12a @cr-106.5 @src-002-tapped-for-mana-trigger @src-002-undefined-mana @src-cr-106.5
  Scenario: Wild Growth doesn't trigger when the enchanted land's mana ability produces no mana
    The enchanted Meteor Crater's controller controls no colored permanent (bob controls the
    Wild Growth), so its mana ability produces no mana and Wild Growth doesn't trigger.
    Given alice controls Meteor Crater as "crater"
    And bob controls Wild Growth as "growth"
    And "growth" is attached to "crater"
    When alice taps "crater" for mana
    Then alice's mana pool is empty
    And "crater" is tapped
    And "growth" did not trigger

  @cr-106.12a @cr-106.12b @src-002-tapped-for-mana-trigger @src-002-tapped-for-mana-replacement
  Scenario: Wild Growth still triggers when Contamination makes the enchanted Forest produce {B}
    Wild Growth triggers on the land being tapped for mana of any type.
    Given alice controls Forest as "forest"
    And alice controls Wild Growth as "growth"
    And "growth" is attached to "forest"
    And bob controls Contamination as "contamination"
    When alice taps "forest" for mana
    Then alice's mana pool holds {B}{G}
    And "growth" triggered once

  @cr-106.12a @src-002-tapped-for-mana-trigger
  Scenario: Gauntlet of Power adds an additional mana when a basic land is tapped for mana of the chosen color
    Given alice controls Forest as "forest"
    And bob controls Gauntlet of Power as "gauntlet"
    And "gauntlet" chose green for "color"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}{G}

  @cr-106.12a @src-002-tapped-for-mana-trigger
  Scenario: Gauntlet of Power doesn't trigger when a basic land is tapped for mana of another color
    Given alice controls Island as "island"
    And alice controls Gauntlet of Power as "gauntlet"
    And "gauntlet" chose green for "color"
    When alice taps "island" for mana
    Then alice's mana pool holds {U}
    And "gauntlet" did not trigger

  @cr-106.12a @cr-106.12b @src-002-tapped-for-mana-trigger @src-002-tapped-for-mana-replacement
  Scenario: Gauntlet of Power for green doesn't trigger on a Forest that Contamination makes produce {B}
    The Forest is tapped for {B}, not for green mana, so the ability that triggers on mana of the
    chosen color doesn't trigger.
    Given alice controls Forest as "forest"
    And alice controls Gauntlet of Power as "gauntlet"
    And "gauntlet" chose green for "color"
    And bob controls Contamination as "contamination"
    When alice taps "forest" for mana
    Then alice's mana pool holds {B}
    And "gauntlet" did not trigger

  @cr-106.12a @cr-106.12b @src-002-tapped-for-mana-trigger @src-002-tapped-for-mana-replacement
  Scenario: Gauntlet of Power for black triggers on a Forest that Contamination makes produce {B}
    Given alice controls Forest as "forest"
    And alice controls Gauntlet of Power as "gauntlet"
    And "gauntlet" chose black for "color"
    And bob controls Contamination as "contamination"
    When alice taps "forest" for mana
    Then alice's mana pool holds {B}{B}

  @cr-106.12b @src-002-tapped-for-mana-replacement
  Scenario: Contamination makes a Forest tapped for mana produce {B} instead
    Given alice controls Forest as "forest"
    And bob controls Contamination as "contamination"
    When alice taps "forest" for mana
    Then alice's mana pool holds {B}
    And "forest" is tapped

  @cr-106.12b @src-002-tapped-for-mana-replacement
  Scenario: Contamination doesn't change the mana a creature is tapped for
    Contamination's replacement effect applies only to lands tapped for mana.
    Given alice controls Llanowar Elves as "elves"
    And bob controls Contamination as "contamination"
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}

  @cr-106.12b @cr-106.5 @src-002-tapped-for-mana-replacement @src-002-undefined-mana @src-cr-106.5
  Scenario: Contamination doesn't make a land whose mana ability produces no mana produce {B}
    The replacement modifies the mana production event while the ability is producing mana; Meteor
    Crater, whose controller controls no colored permanent, produces none, so there is nothing to
    replace.
    Given alice controls Meteor Crater as "crater"
    And bob controls Contamination as "contamination"
    When alice taps "crater" for mana
    Then alice's mana pool is empty

  @cr-106.12b @src-002-tapped-for-mana-replacement
  Scenario: Mana Reflection doubles the mana of a permanent its controller taps for mana
    Given alice controls Forest as "forest"
    And alice controls Mana Reflection as "reflection"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}{G}

  @cr-106.12b @src-002-tapped-for-mana-replacement
  Scenario: An opponent's Mana Reflection doesn't double the mana of a permanent its controller taps
    Given alice controls Forest as "forest"
    And bob controls Mana Reflection as "reflection"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}

  @cr-106.12 @cr-106.12b @cr-107.6 @src-002-tapped-for-mana-replacement @src-002-tap-for-mana
  Scenario: Mana Reflection doesn't double mana from an ability with {Q} rather than {T} in its cost
    Activating Pili-Pala's mana ability doesn't tap it, so Pili-Pala isn't tapped for mana (106.12).
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Pili-Pala as "pili"
    And "pili" is tapped
    And alice controls Mana Reflection as "reflection"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    Then alice's mana pool holds {G}{G}{G}{G}
    When alice activates the mana ability of "pili" paying {G}{G} for blue mana
    Then alice's mana pool holds {G}{G}{U}
    And "pili" is untapped

  @cr-605.4a @cr-605.1b @cr-106.12a @src-002-tapped-for-mana-trigger @src-cr-605.4a @src-cr-605.4a-ex1
  Scenario: Heartbeat of Spring's additional mana is added at once and pays for a spell being cast
    Example of 605.4a: "Whenever a player taps a land for mana, that player adds one mana of any
    type that land produced." If a player taps lands for mana while casting a spell, the
    additional mana is added immediately and can be used to pay for the spell.
    Given alice controls Forest as "forest"
    And bob controls Heartbeat of Spring as "heartbeat"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}{G}
    And bob's mana pool is empty
    And the stack is empty
    When alice casts "bears" paying {G}{G}
    Then "bears" is on the stack

  @cr-605.4a @cr-106.12a @cr-106.12b @src-002-tapped-for-mana-trigger @src-002-tapped-for-mana-replacement @src-cr-605.4a
  Scenario: Heartbeat of Spring adds mana of the type Contamination made the land produce
    Given alice controls Forest as "forest"
    And alice controls Heartbeat of Spring as "heartbeat"
    And bob controls Contamination as "contamination"
    When alice taps "forest" for mana
    Then alice's mana pool holds {B}{B}

  @cr-106.12a @cr-106.12b @cr-605.2 @src-002-tapped-for-mana-trigger @src-002-tapped-for-mana-replacement @src-cr-605.2
  Scenario: Contamination makes Gaea's Cradle produce a single {B} however many creatures there are
    "It produces {B} instead of any other type and amount."
    Given alice controls Gaea's Cradle as "cradle"
    And alice controls Grizzly Bears as "bears"
    And alice controls Llanowar Elves as "elves"
    And bob controls Contamination as "contamination"
    When alice taps "cradle" for mana
    Then alice's mana pool holds {B}

  @cr-106.12b @cr-616.1 @src-002-tapped-for-mana-replacement
  Scenario: An Island under Contamination and Naked Singularity produces {B} when Contamination applies last
    Both replacement effects apply to the Island's mana production; its controller chooses the
    order (616.1).
    Given alice controls Island as "island"
    And bob controls Contamination as "contamination"
    And bob controls Naked Singularity as "singularity"
    When alice taps "island" for mana
    And "island"'s mana is modified by the replacement effects of "singularity" then "contamination" in that order
    Then alice's mana pool holds {B}

  @cr-106.12b @cr-616.1 @src-002-tapped-for-mana-replacement
  Scenario: An Island under Contamination and Naked Singularity produces {G} when Naked Singularity applies last
    Given alice controls Island as "island"
    And bob controls Contamination as "contamination"
    And bob controls Naked Singularity as "singularity"
    When alice taps "island" for mana
    And "island"'s mana is modified by the replacement effects of "contamination" then "singularity" in that order
    Then alice's mana pool holds {G}
