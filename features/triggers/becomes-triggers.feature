@triggers
Feature: A "becomes" trigger triggers only when the named event happens (CR 603.2e)
  603.2e: "Some trigger events use the word 'becomes' (for example, 'becomes attached' or 'becomes
  blocked'). These trigger only at the time the named event happens—they don't trigger if that state
  already exists or retrigger if it persists. An ability that triggers when a permanent 'becomes
  tapped' or 'becomes untapped' doesn't trigger if the permanent enters the battlefield in that state."

  @cr-603.2e @cr-614.12 @src-cr-603.2e @src-cr-603.2e-ex1
  Scenario: A creature entering the battlefield tapped doesn't trigger its "becomes tapped" ability
    The example's ability that triggers when a permanent "becomes tapped" is Wanderbrine Preacher's
    ("Whenever this creature becomes tapped, you gain 2 life."). With Orb of Dreams ("Permanents enter
    tapped.") on the battlefield, Wanderbrine Preacher enters tapped: its status never changes from
    untapped to tapped, so the ability doesn't trigger.
    Given alice controls Orb of Dreams as "orb"
    And alice has Wanderbrine Preacher in hand as "preacher"
    When alice casts "preacher"
    And the top of the stack resolves
    Then "preacher" is on the battlefield
    And "preacher" is tapped
    And "preacher" did not trigger
    And the stack is empty
    And alice has 20 life

  @cr-603.2e @cr-508.1f @src-cr-603.2e @src-cr-603.2e-ex1
  Scenario: A creature already on the battlefield that becomes tapped by attacking triggers its "becomes tapped" ability
    Wanderbrine Preacher is untapped on the battlefield; attacking taps it (508.1f): its status changes
    from untapped to tapped, the ability triggers once, and alice gains 2 life.
    Given alice controls Wanderbrine Preacher as "preacher"
    When alice attacks bob with "preacher"
    Then "preacher" is tapped
    And "preacher" triggered once
    When the top of the stack resolves
    Then alice has 22 life
