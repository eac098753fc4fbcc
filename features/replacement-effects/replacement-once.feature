@replacement-effects
Feature: A replacement effect applies only once to an event (CR 614.5)
  614.5: "A replacement effect doesn't invoke itself repeatedly; it gets only one opportunity to affect
  an event or any modified events that may replace that event."

  @cr-614.5 @cr-614.1a @cr-616.1 @cr-510.2 @src-cr-614.5 @src-cr-614.5-ex1
  Scenario: Two "deals double that damage" effects make a creature's 2 damage 8
    The example's two permanents are two Gratuitous Violence ("If a creature you control would deal
    damage to a permanent or player, it deals double that damage instead."), current Oracle wording of
    the example's text. Grizzly Bears, a 2/2, attacks unblocked: each effect doubles its combat damage
    once, 2 to 4 to 8 — not just 4, and not an endless amount. Bob's creatures' damage isn't doubled:
    the effects apply to creatures alice controls, so bob's Runeclaw Bear (2/2) blocking alice's Hill
    Giant (3/3) deals it 2 damage, and it survives.
    Given alice controls Gratuitous Violence as "violence-1"
    And alice controls Gratuitous Violence as "violence-2"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice controls Hill Giant as "giant"
    When alice attacks bob with "bears" and "giant"
    And bob blocks "giant" with "runeclaw"
    And combat damage is dealt
    Then bob has 12 life
    And "runeclaw" is in its owner's graveyard
    And "giant" is on the battlefield
    And "giant" has 2 damage marked on it
