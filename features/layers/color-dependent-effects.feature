@layers
Feature: A continuous effect from a static ability applies to whatever matches it at each moment (CR 611.3b)
  611.3b: "The effect applies at all times to whatever objects and players it affects at that moment."

  @cr-611.3b @cr-611.3a @cr-613.4c @cr-105.3 @src-cr-611.3b @src-cr-611.3b-ex1
  Scenario: A creature that becomes white gets "All white creatures get +1/+1"; one that stops being white loses it
    The example's permanent with "All white creatures get +1/+1" is Crusade ("White creatures get
    +1/+1.", the same effect in current Oracle wording). Grizzly Bears (green) becomes white through
    Purelace ("Target spell or permanent becomes white.") and gets the bonus; it then stops being white
    through Chaoslace ("Target spell or permanent becomes red.") and loses it.
    Given alice controls Crusade as "crusade"
    And alice controls Grizzly Bears as "bears"
    And alice has Purelace in hand as "purelace"
    And alice has Chaoslace in hand as "chaoslace"
    Then "bears" is 2/2
    When alice casts "purelace" targeting "bears"
    And the top of the stack resolves
    Then "bears" is white
    And "bears" is 3/3
    When alice casts "chaoslace" targeting "bears"
    And the top of the stack resolves
    Then "bears" is red
    And "bears" is 2/2
