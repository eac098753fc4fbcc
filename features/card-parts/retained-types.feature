@card-parts
Feature: Effects that keep an object's prior types (CR 205.1b, 205.4b)
  205.1b: effects that say something is "still a [type]" retain all the object's prior card types,
  supertypes and subtypes. 205.4b: "Changing an object's card types or subtypes won't change its
  supertypes."

  @cr-205.1b @cr-613.1d @cr-613.4b @src-cr-205.1b @src-cr-205.1b-ex1
  Scenario: "All lands are 1/1 creatures that are still lands": an artifact land becomes an artifact land creature; land types stay
    The example's ability is Living Plane's ("All lands are 1/1 creatures that are still lands.").
    Seat of the Synod is an artifact land; Forest a basic land with the land type Forest.
    Given alice controls Living Plane as "plane"
    And alice controls Seat of the Synod as "seat"
    And alice controls Forest as "forest"
    Then "seat" has the card types artifact, land and creature
    And "seat" is 1/1
    And "forest" has the card types land and creature
    And "forest" has the subtypes Forest
    And "forest" has the supertype basic
    And "forest" is 1/1
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}

  @cr-205.4b @cr-205.1b @src-cr-205.4b @src-cr-205.4b-ex1
  Scenario: A legendary land made a 1/1 creature that is still a land is still legendary
    Mikokoro, Center of the Sea is a legendary land.
    Given alice controls Living Plane as "plane"
    And alice controls Mikokoro, Center of the Sea as "mikokoro"
    Then "mikokoro" has the card types land and creature
    And "mikokoro" has the supertype legendary
    And "mikokoro" is 1/1
