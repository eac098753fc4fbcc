@game-concepts
Feature: Effects that change a permanent spell's characteristics carry over to the permanent (CR 112.4)
  112.4: "If an effect of a resolving spell or ability changes any characteristics of a permanent
  spell, the effect continues to apply to the permanent when the spell resolves."

  @cr-112.4 @cr-400.7a @src-cr-112.4 @src-cr-112.4-ex1
  Scenario: A black creature spell changed to white is white when it enters and stays white
    The example's black creature spell is Walking Corpse (a vanilla black creature); the effect that
    changes it to white is Purelace ("Target spell or permanent becomes white."), whose effect lasts
    indefinitely. It is still white on the next turn.
    Given alice has Walking Corpse in hand as "corpse"
    And bob has Purelace in hand as "purelace"
    And alice has Island in library as "alice-island"
    And bob has Island in library as "bob-island"
    When alice casts "corpse"
    And bob casts "purelace" targeting "corpse"
    And the top of the stack resolves
    Then "corpse" is white
    When the top of the stack resolves
    Then "corpse" is on the battlefield
    And "corpse" is white
    When the game proceeds to the next turn's upkeep step
    Then "corpse" is white
