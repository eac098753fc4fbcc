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

  @cr-613.5 @cr-613.4b @cr-613.4c @cr-122.1a @src-cr-613.5 @src-cr-613.5-ex2
  Scenario: Gray Ogre with a +1/+1 counter, +4/+4 and +0/+2 that then becomes 0/1 is 5/8
    Gray Ogre is a 2/2 creature. A +1/+1 counter makes it 3/3; Titanic Growth ("Target creature gets
    +4/+4 until end of turn.") makes it 7/7. The example's enchantment "Creatures you control get +0/+2"
    exists on no real card but a Vanguard card, so its +0/+2 (layer 7c) comes from Shield Wall
    ("Creatures you control get +0/+2 until end of turn."): 7/9. The example's "Target creature becomes
    0/1 until end of turn" (layer 7b) is bob's Flatline ("Creatures your opponents control have base
    power and toughness 0/1 until end of turn."), applied to Gray Ogre only, as the example's. Layer 7b
    comes first whatever the timestamps: 0/1, +4/+4, +0/+2 and +1/+1 make 5/8.
    Given alice controls Gray Ogre as "ogre"
    And alice has Titanic Growth in hand as "growth"
    And alice has Shield Wall in hand as "wall"
    And bob has Flatline in hand as "flatline"
    When one +1/+1 counter is put on "ogre"
    Then "ogre" is 3/3
    When alice casts "growth" targeting "ogre"
    And the top of the stack resolves
    Then "ogre" is 7/7
    When alice casts "wall"
    And the top of the stack resolves
    Then "ogre" is 7/9
    When bob casts "flatline"
    And the top of the stack resolves
    Then "ogre" is 5/8
    And "ogre" has one +1/+1 counter on it and no other counters
