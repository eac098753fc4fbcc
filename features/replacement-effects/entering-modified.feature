@replacement-effects
Feature: Replacement effects that modify how a permanent enters the battlefield (CR 614.12)
  614.12: "Some replacement effects modify how a permanent enters the battlefield. ... To determine which
  replacement effects apply and how they apply, check the characteristics of the permanent as it would
  exist on the battlefield ..." A permanent's own static ability that affects permanents entering
  doesn't apply to itself: it isn't on the battlefield yet as it enters.

  @cr-614.12 @cr-614.1c @src-cr-614.12 @src-cr-614.12-ex3
  Scenario: Orb of Dreams, "Permanents enter tapped.", enters untapped itself; a permanent entering later enters tapped
    Given alice has Orb of Dreams in hand as "orb"
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "orb"
    And the top of the stack resolves
    Then "orb" is on the battlefield
    And "orb" is untapped
    When alice casts "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is tapped
