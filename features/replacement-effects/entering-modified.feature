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

  @cr-614.12 @cr-613.1f @cr-609.2 @src-cr-614.12 @src-cr-614.12-ex2
  Scenario: With Yixlid Jailer, a Scarwood Treefolk put onto the battlefield from a graveyard enters tapped
    Yixlid Jailer says "Cards in graveyards lose all abilities."; Scarwood Treefolk says "This creature
    enters tapped.". In the graveyard the Treefolk card has no abilities, but whether the replacement
    effect applies is decided from the permanent as it would exist on the battlefield, where it has
    the ability: it enters tapped.
    Given bob controls Yixlid Jailer as "jailer"
    And alice has Scarwood Treefolk in graveyard as "treefolk"
    Then "treefolk" has no abilities
    When "treefolk" is put onto the battlefield under alice's control
    Then "treefolk" is on the battlefield
    And "treefolk" is tapped
    And "treefolk" has the ability "This creature enters tapped."
