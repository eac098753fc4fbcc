@layers
Feature: The layer order decides whether a characteristic-dependent effect applies (CR 613.5)
  613.5: "Within each layer, ... the result of one effect can affect whether another effect applies."
  An effect that modifies power and toughness (layer 7c) looks at the object's color after every
  color-changing effect (layer 5) has been applied, whatever the timestamps.

  @cr-613.5 @cr-613.1e @cr-613.4c @cr-105.3 @src-cr-613.5 @src-cr-613.5-ex1
  Scenario: Honor of the Pure gives +1/+1 to a black creature turned white, and stops when it turns red
    The example's "2/2 black creature" is Walking Corpse (a vanilla 2/2 black Zombie). The effect that
    turns it white is Purelace ("Target spell or permanent becomes white."); the later effect that
    changes its color to red is Chaoslace ("Target spell or permanent becomes red."). Both are
    color-changing effects (layer 5); Honor of the Pure's "White creatures you control get +1/+1" is
    applied in layer 7c to whatever color the creature has after layer 5.
    Given alice controls Honor of the Pure as "honor"
    And alice controls Walking Corpse as "corpse"
    And alice has Purelace in hand as "purelace"
    And alice has Chaoslace in hand as "chaoslace"
    Then "corpse" is 2/2
    When alice casts "purelace" targeting "corpse"
    And the top of the stack resolves
    Then "corpse" is white
    And "corpse" is 3/3
    When alice casts "chaoslace" targeting "corpse"
    And the top of the stack resolves
    Then "corpse" is red
    And "corpse" is 2/2

  @cr-613.5 @cr-613.4c @cr-109.4 @src-cr-613.5
  Scenario: Honor of the Pure doesn't give +1/+1 to a white creature an opponent controls
    "White creatures you control get +1/+1" applies only to creatures its controller controls (109.4).
    Given alice controls Honor of the Pure as "honor"
    And bob controls Walking Corpse as "corpse"
    And alice has Purelace in hand as "purelace"
    When alice casts "purelace" targeting "corpse"
    And the top of the stack resolves
    Then "corpse" is white
    And "corpse" is 2/2
