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

  @cr-205.1b @cr-613.1d @cr-613.4b @cr-613.8a @cr-613.8b @src-cr-205.1b @src-cr-205.1b-ex2
  Scenario: "Each noncreature artifact is an artifact creature": an artifact enchantment becomes an artifact enchantment creature
    The example's ability ("All artifacts are 1/1 artifact creatures.") is written on no card; March
    of the Machines' "Each noncreature artifact is an artifact creature with power and toughness each
    equal to its mana value." also makes artifacts "artifact creatures", differing only in the power
    and toughness it sets. The permanent that is both an artifact and an enchantment is Worship (an
    enchantment, mana value 4) made an artifact by Liquimetal Coating ("{T}: Target permanent becomes
    an artifact in addition to its other types until end of turn."): it becomes an artifact
    enchantment creature, 4/4. (Liquimetal Coating's effect is later than March of the Machines',
    but March's depends on it — it changes what March applies to, 613.8a — so it applies first,
    613.8b.) Liquimetal Coating itself, a noncreature artifact, becomes a 2/2 artifact creature.
    Given alice controls March of the Machines as "march"
    And alice controls Liquimetal Coating as "coating"
    And alice controls Worship as "worship"
    Then "worship" has the card types enchantment
    And "coating" has the card types artifact and creature
    And "coating" is 2/2
    When alice activates the ability of "coating" targeting "worship"
    And the top of the stack resolves
    Then "worship" has the card types artifact, creature and enchantment
    And "worship" is 4/4
    And "march" has the card types enchantment
