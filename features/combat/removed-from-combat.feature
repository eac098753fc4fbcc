@combat
Feature: A regenerated creature is removed from combat (CR 701.19a, 506.4)
  "Regenerate [permanent]" means "The next time [permanent] would be destroyed this turn, instead
  remove all damage marked on it and its controller taps it. If it's an attacking or blocking
  creature, remove it from combat." (701.19a). A creature removed from combat stops being an
  attacking, blocking, blocked or unblocked creature (506.4) and deals and receives no combat
  damage; a creature it blocked remains blocked (509.1h).

  @cr-701.19a @cr-506.4 @cr-510.1 @src-cr-701.19a @src-cr-506.4
  Scenario: An attacking creature regenerated before combat damage deals no combat damage
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Mending Touch in hand as "touch"
    And bob has Murder in hand as "murder"
    When alice attacks bob with "bears" and "runeclaw"
    And alice casts "touch" targeting "bears"
    And the top of the stack resolves
    And bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is tapped
    When bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life

  @cr-701.19a @cr-506.4 @cr-509.1h @cr-510.1c @src-cr-701.19a @src-cr-506.4
  Scenario: A blocking creature regenerated before combat damage deals and is dealt no combat damage, and the attacker stays blocked
    Given alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And bob has Mending Touch in hand as "touch"
    And alice has Murder in hand as "murder"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "runeclaw"
    And bob casts "touch" targeting "runeclaw"
    And the top of the stack resolves
    And alice casts "murder" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is on the battlefield
    And "runeclaw" is tapped
    When combat damage is dealt
    Then bob has 20 life
    And "bears" is on the battlefield
    And "bears" has no damage marked on it
    And "runeclaw" has no damage marked on it
