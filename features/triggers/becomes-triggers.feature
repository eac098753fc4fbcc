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

  @cr-700.1 @cr-509.3c @src-cr-700.1 @src-cr-700.1-ex1
  Scenario: A creature blocked by two creatures: "Whenever this creature becomes blocked" is one event
    700.1: "One 'happening' may be treated as a single event by one ability and as multiple events by
    another." The example's ability "Whenever this creature becomes blocked" is Norwood Warrior's
    (2/2, "Whenever this creature becomes blocked, it gets +1/+1 until end of turn."). Blocked by
    two creatures, it becomes blocked once (509.3c): the ability triggers once and the Warrior is
    3/3.
    Given alice controls Norwood Warrior as "warrior"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice attacks bob with "warrior"
    And bob declares blockers:
      | "bears"    | "warrior" |
      | "runeclaw" | "warrior" |
    Then "warrior" triggered once
    When the stack resolves
    Then "warrior" is 3/3

  @cr-700.1 @cr-509.3d @src-cr-700.1 @src-cr-700.1-ex1
  Scenario: A creature blocked by two creatures: "Whenever this creature becomes blocked by a creature" is two events
    The example's ability "Whenever this creature becomes blocked by a creature" is Cave Tiger's (2/2,
    "Whenever this creature becomes blocked by a creature, this creature gets +1/+1 until end of
    turn."). Blocked by two creatures, it triggers once for each blocker (509.3d): twice, and the
    Tiger is 4/4.
    Given alice controls Cave Tiger as "tiger"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice attacks bob with "tiger"
    And bob declares blockers:
      | "bears"    | "tiger" |
      | "runeclaw" | "tiger" |
    Then "tiger" triggered twice
    When the stack resolves
    Then "tiger" is 4/4
