@game-concepts
Feature: Devotion is calculated after copy, control and text-changing effects only (CR 700.5, 700.5a)
  700.5: "A player's devotion to [color] is equal to the number of mana symbols of that color among the
  mana costs of permanents that player controls." 700.5a: "A player's devotion to each color and
  combination of colors, taking into account any effects that modify devotion, is calculated after
  considering any copy, control, or text-changing effects but before any other effects that modify the
  characteristics of permanents. This is an exception to 613.10." Altar of the Pantheon ({3}): "Your
  devotion to each color and each combination of colors is increased by one." Purphoros, God of the
  Forge ({3}{R}, legendary enchantment creature, 6/5, indestructible): "As long as your devotion to red
  is less than five, Purphoros isn't a creature." Ball Lightning ({R}{R}{R}) is the example's "another
  permanent that costs {R}{R}{R}".

  @cr-700.5a @cr-700.5 @cr-613.1d @src-cr-700.5a @src-cr-700.5a-ex1
  Scenario: With Altar of the Pantheon, Purphoros and a {R}{R}{R} permanent, devotion to red is five and Purphoros is a creature
    Devotion to red is 1 (Purphoros) + 3 (Ball Lightning) + 1 (Altar of the Pantheon) = 5, calculated
    before Purphoros's type-changing effect would apply: Purphoros is a 6/5 creature, and attacks.
    Given alice controls Altar of the Pantheon as "altar"
    And alice controls Purphoros, God of the Forge as "purphoros"
    And alice controls Ball Lightning as "ball"
    Then "purphoros" is a creature
    And "purphoros" is an enchantment
    And "purphoros" is 6/5
    When alice attacks bob with "purphoros"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 14 life

  @cr-700.5a @cr-700.5 @src-cr-700.5a @src-cr-700.5a-ex1
  Scenario: Without Altar of the Pantheon, devotion to red is four and Purphoros isn't a creature
    Given alice controls Purphoros, God of the Forge as "purphoros"
    And alice controls Ball Lightning as "ball"
    Then "purphoros" is not a creature
    And "purphoros" is an enchantment
    And "purphoros" is legendary
    When alice attacks bob with "purphoros"
    Then the action is refused

  @cr-700.5 @cr-700.5a @src-cr-700.5a
  Scenario: Fanatic of Mogis deals damage equal to devotion to red, Altar of the Pantheon's increase included
    Fanatic of Mogis ({3}{R}): "When this creature enters, it deals damage to each opponent equal to
    your devotion to red." As its ability resolves, devotion to red is 1 (Fanatic of Mogis) + 3 (Ball
    Lightning) + 1 (Altar of the Pantheon) = 5.
    Given alice controls Altar of the Pantheon as "altar"
    And alice controls Ball Lightning as "ball"
    And alice has Fanatic of Mogis in hand as "fanatic"
    When alice casts "fanatic"
    And the top of the stack resolves
    And the top of the stack resolves
    Then bob has 15 life
