@triggers
Feature: A permanent enters with the characteristics continuous effects give it (CR 603.6b)
  603.6b: "Continuous effects that modify characteristics of a permanent do so the moment the permanent
  is on the battlefield (and not before then). The permanent is never on the battlefield with its
  unmodified characteristics." So they decide whether it triggers enters abilities.

  @cr-603.6b @cr-603.6a @cr-613.1d @cr-305.1 @src-cr-603.6b @src-cr-603.6b-ex1
  Scenario: With "All lands are creatures", a land played enters as a creature and triggers "Whenever another creature enters"
    The example's "All lands are creatures" is Living Plane ("All lands are 1/1 creatures that are still
    lands."); the ability that triggers when a creature enters is Soul Warden's ("Whenever another
    creature enters, you gain 1 life."). The Forest alice plays is a 1/1 land creature the moment it
    enters, so Soul Warden's ability triggers.
    Given alice controls Living Plane as "plane"
    And alice controls Soul Warden as "warden"
    And alice has Forest in hand as "forest"
    When alice plays "forest"
    Then "forest" is on the battlefield
    And "forest" has the card types land and creature
    And "forest" is 1/1
    And "warden" triggered once
    When the top of the stack resolves
    Then alice has 21 life

  @cr-603.6b @cr-603.6a @cr-613.1f @src-cr-603.6b @src-cr-603.6b-ex1
  Scenario: With "creatures lose all abilities", a creature with an enters-the-battlefield ability enters without it and it doesn't trigger
    The example's "All creatures lose all abilities" is Dress Down's "Creatures lose all abilities."
    (its other abilities don't matter here: it is already on the battlefield); the creature card with an
    enters-the-battlefield triggered ability is Wall of Omens ("When this creature enters, draw a
    card."). It has no abilities the moment it enters, so nothing triggers and alice draws nothing.
    Given alice controls Dress Down as "dress"
    And alice has Wall of Omens in hand as "wall"
    And alice has Grizzly Bears in library as "card"
    When alice casts "wall"
    And the top of the stack resolves
    Then "wall" is on the battlefield
    And "wall" has no abilities
    And "wall" did not trigger
    And the stack is empty
    And "card" is in its owner's library
