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
