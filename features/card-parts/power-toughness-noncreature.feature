@card-parts
Feature: A power/toughness effect on a noncreature permanent is created anyway (CR 208.3a)

  @cr-208.3a @cr-702.122b @cr-611.2c @cr-613.4c @src-cr-208.3a @src-cr-208.3a-ex1
  Scenario: Veteran Motorist crews Skybox Ferry; its +1/+1 resolves first and applies once the Vehicle is a creature
    CR 208.3a example: "Veteran Motorist has the ability 'Whenever this creature crews a Vehicle,
    that Vehicle gets +1/+1 until end of turn,' and it's tapped to pay the crew cost of a Vehicle.
    This triggered ability resolves while the Vehicle it crewed isn't yet a creature. The continuous
    effect is created and will apply to the Vehicle once it becomes a creature." Skybox Ferry (crew 2,
    4/4) is the Vehicle; Motorist's trigger goes on the stack above the crew ability.
    Given alice controls Skybox Ferry as "ferry"
    And alice controls Veteran Motorist as "motorist"
    When alice activates the ability of "ferry"
    And alice taps "motorist" to crew
    Then "motorist" is tapped
    And the stack holds 2 objects
    When the top of the stack resolves
    Then "ferry" is not a creature
    And the stack holds one object
    When the top of the stack resolves
    Then "ferry" has the card types artifact, creature
    And "ferry" is 5/5
