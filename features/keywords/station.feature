@keywords
Feature: Station and station cards (CR 702.184, 721)
  702.184a: "Station is an activated ability. “Station” means “Tap another untapped creature you control: Put
  a number of charge counters on this permanent equal to the tapped creature’s power. Activate only as a
  sorcery.”" 702.184c: "Static abilities may modify the result of a station ability by causing it to use a
  characteristic other than the tapped creature’s power to determine the number of counters placed on the
  permanent with the station ability." 721.2a: "“{N+}[abilities]” means “As long as this permanent has N or
  more charge counters on it, it has [abilities].”" 721.2b: "“{N+}[abilities][P/T]” means “As long as this
  permanent has N or more charge counters on it, it has [abilities] and is a creature with base power and
  toughness [P/T] in addition to its other types.”" 721.2c: "While in any zone other than the battlefield,
  station cards do not have power or toughness."

  @cr-702.184c @cr-702.184a @cr-721.2a @cr-721.2c @src-cr-702.184c @src-cr-702.184c-ex1
  Scenario: Under Tapestry Warden a creature whose toughness is greater than its power stations with its toughness
    The example's card: Tapestry Warden ("Each creature you control with toughness greater than its power
    stations permanents using its toughness rather than its power."). Giant Spider (2/4) is tapped to pay
    the station cost of Lumen-Class Frigate ("Station", "2+ | Other creatures you control get +1/+1.",
    "12+ | Flying, lifelink", a 3/5 box in its 12+ striation): 4 charge counters, not 2. With 4 counters its
    2+ ability applies (721.2a); below 12 it is not a creature and has no power or toughness (721.2b-c).
    Given it is alice's precombat main phase
    And alice controls Tapestry Warden as "warden"
    And alice controls Giant Spider as "spider"
    And alice controls Lumen-Class Frigate as "frigate"
    Then "frigate" is not a creature
    And "frigate" has no power or toughness
    When alice activates the ability of "frigate"
    And alice taps "spider" to station
    Then "spider" is tapped
    When the top of the stack resolves
    Then "frigate" has four charge counters on it and no other counters
    And "frigate" is not a creature
    And "frigate" has no power or toughness
    And "frigate" has the ability "Other creatures you control get +1/+1."
    And "spider" is 3/5
    And "warden" is 4/5

  @cr-702.184c @cr-702.184a @src-cr-702.184c
  Scenario: Under Tapestry Warden a creature whose toughness is not greater than its power stations with its power
    Water Elemental (5/4): its toughness isn't greater than its power, so Tapestry Warden's ability doesn't
    apply to it and it stations Lumen-Class Frigate with its power: 5 charge counters, not 4.
    Given it is alice's precombat main phase
    And alice controls Tapestry Warden as "warden"
    And alice controls Water Elemental as "elemental"
    And alice controls Lumen-Class Frigate as "frigate"
    When alice activates the ability of "frigate"
    And alice taps "elemental" to station
    And the top of the stack resolves
    Then "elemental" is tapped
    And "frigate" has five charge counters on it and no other counters
    And "elemental" is 6/5

  @cr-702.184a @cr-702.184c @src-cr-702.184c
  Scenario: Without such a static ability a creature stations with its power
    Giant Spider (2/4) stations Lumen-Class Frigate: 2 charge counters (its power), enough for the 2+
    ability. Stationing is only as a sorcery: not while an ability is on the stack. Another creature pays
    the cost: the Frigate can't tap itself (nor is it a creature).
    Given it is alice's precombat main phase
    And alice controls Giant Spider as "spider"
    And alice controls Grizzly Bears as "bears"
    And alice controls Lumen-Class Frigate as "frigate"
    When alice activates the ability of "frigate"
    And alice taps "frigate" to station
    Then the action is refused
    When alice activates the ability of "frigate"
    And alice taps "spider" to station
    And alice activates the ability of "frigate"
    And alice taps "bears" to station
    Then the action is refused
    When the top of the stack resolves
    Then "frigate" has two charge counters on it and no other counters
    And "bears" is 3/3
    And "bears" is untapped

  @cr-702.184c @cr-721.2b @cr-721.2c @cr-702.184b @cr-613.1d @cr-613.4b @src-cr-702.184c @src-cr-702.184c-ex1
  Scenario: Stationed with toughness under Tapestry Warden, a station card reaches its symbol and becomes a creature
    Galvanizing Sawship ("Station", "3+ | Flying, haste", a 6/5 box in its 3+ striation) is an artifact
    with no power or toughness. Giant Spider (2/4) stations it under Tapestry Warden: 4 charge counters (its
    power, 2, would not reach 3). With 3 or more it is an artifact creature Spacecraft with base power and
    toughness 6/5, flying and haste (721.2b). A Sawship in a graveyard has no power or toughness (721.2c).
    Given it is alice's precombat main phase
    And alice controls Tapestry Warden as "warden"
    And alice controls Giant Spider as "spider"
    And alice controls Galvanizing Sawship as "sawship"
    And alice has Galvanizing Sawship in her graveyard as "wreck"
    Then "sawship" is not a creature
    And "sawship" has no power or toughness
    And "sawship" does not have the ability "Flying"
    When alice activates the ability of "sawship"
    And alice taps "spider" to station
    And the top of the stack resolves
    Then "sawship" has four charge counters on it and no other counters
    And "sawship" has the card types artifact and creature
    And "sawship" has the subtypes Spacecraft
    And "sawship" is 6/5
    And "sawship" has the ability "Flying"
    And "sawship" has the ability "Haste"
    And "wreck" has no power or toughness
