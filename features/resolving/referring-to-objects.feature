@resolving
Feature: An ability affects the object its trigger condition referred to, even if it changed characteristics (CR 608.2k)
  608.2k: "If an ability's effect refers to a specific untargeted object that has been previously
  referred to by that ability's cost or trigger condition, it still affects that object even if the
  object has changed characteristics."

  @cr-608.2k @cr-603.7a @cr-506.4 @cr-511.2 @src-cr-608.2k @src-cr-608.2k-ex1
  Scenario: Wall of Tears blocks a creature that then stops being a creature; the permanent is still returned to its owner's hand at end of combat
    Wall of Tears reads "Whenever this creature blocks a creature, return that creature to its owner's
    hand at end of combat." Alice's Forest is a 1/1 creature because of Living Plane ("All lands are 1/1
    creatures that are still lands.") and attacks; Wall of Tears blocks it. With the ability on the
    stack, alice destroys Living Plane (Disenchant): the Forest stops being a creature and is removed
    from combat (506.4), so no combat damage is dealt. The ability still refers to that permanent: at end
    of combat it returns the Forest to alice's hand.
    Given alice controls Living Plane as "plane"
    And alice controls Forest as "forest"
    And bob controls Wall of Tears as "wall"
    And alice has Disenchant in hand as "disenchant"
    When alice attacks bob with "forest"
    And bob blocks "forest" with "wall"
    Then "wall" triggered once
    When alice casts "disenchant" targeting "plane"
    And the top of the stack resolves
    Then "forest" is not a creature
    When the top of the stack resolves
    And the game proceeds to the end of combat step
    Then "wall" triggered once
    When the top of the stack resolves
    Then "forest" is in its owner's hand
    And "wall" has no damage marked on it
    And bob has 20 life

  @cr-608.2i @cr-601.2f @cr-506.4 @src-cr-608.2i @src-cr-608.2i-ex1
  Scenario: Search Party Captain costs {1} less for a creature alice attacked with that is no longer a creature
    Search Party Captain reads "This spell costs {1} less to cast for each creature you attacked with this
    turn." The example's Bear Cub is alice's Forest, a 1/1 creature because of Living Plane ("All lands
    are 1/1 creatures that are still lands."); it attacks, then alice destroys Living Plane (Disenchant)
    and the Forest is no longer a creature. The effect looks back in time: alice attacked with one
    creature, so the spell costs {2}{W}: three white mana pay it, two don't.
    Given alice controls Living Plane as "plane"
    And alice controls Forest as "forest"
    And alice controls Plains as "plains-1"
    And alice controls Plains as "plains-2"
    And alice controls Plains as "plains-3"
    And alice has Disenchant in hand as "disenchant"
    And alice has Search Party Captain in hand as "captain"
    And alice has Grizzly Bears in library as "card"
    When alice attacks bob with "forest"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 19 life
    When alice casts "disenchant" targeting "plane"
    And the top of the stack resolves
    Then "forest" is not a creature
    When the game proceeds to the postcombat main phase
    And alice taps "plains-1" for mana
    And alice taps "plains-2" for mana
    And alice casts "captain" paying {W}{W}
    Then the action is refused
    When alice taps "plains-3" for mana
    And alice casts "captain" paying {W}{W}{W}
    And the top of the stack resolves
    Then "captain" is on the battlefield
    And alice's mana pool is empty
    And "captain" triggered once
    When the top of the stack resolves
    Then "card" is in its owner's hand
