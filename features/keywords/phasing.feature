@keywords
Feature: A phased-out permanent is treated as though it doesn't exist (CR 702.26b)
  702.26b: "Except for rules and effects that specifically mention phased-out permanents, a
  phased-out permanent is treated as though it does not exist. It can't affect or be affected by
  anything else in the game." It phases in during its controller's next untap step (502.1, 702.26a).

  @cr-702.26b @cr-121.2 @src-cr-702.26b @src-cr-702.26b-ex1
  Scenario: With three creatures, one of them phased out, "Draw a card for each creature you control" draws two
    The example's spell is Collective Unconscious ("Draw a card for each creature you control.").
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice controls Walking Corpse as "corpse"
    And "corpse" is phased out
    And alice has Island in library as "island-1"
    And alice has Island in library as "island-2"
    And alice has Island in library as "island-3"
    And alice has Collective Unconscious in hand as "unconscious"
    When alice casts "unconscious"
    And the top of the stack resolves
    Then alice has two cards in hand
    And "island-3" is in its owner's hand
    And "island-2" is in its owner's hand
    And "island-1" is in its owner's library

  @cr-702.26b @cr-701.8a @src-cr-702.26b @src-cr-702.26b-ex2
  Scenario: "Destroy all creatures" doesn't destroy a phased-out creature
    The example's spell is Wrath of God ("Destroy all creatures. They can't be regenerated."). The
    phased-out Grizzly Bears stays on the battlefield; it phases in during alice's next untap step.
    Given alice controls Grizzly Bears as "bears"
    And bob controls Walking Corpse as "corpse"
    And "bears" is phased out
    And alice has Wrath of God in hand as "wrath"
    When alice casts "wrath"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "corpse" is in its owner's graveyard

  @cr-702.26b @cr-502.1 @cr-702.26a @src-cr-702.26b
  Scenario: A phased-out creature can't attack; it phases in during its controller's next untap step
    Nothing can use a phased-out permanent (702.26b): an attack declared with it is refused. Bob's
    untap step doesn't phase it in; alice's next one does (502.1), and then it can attack (it never
    left the battlefield, so it isn't summoning sick, 702.26d).
    Given alice controls Grizzly Bears as "bears"
    And "bears" is phased out
    And alice has Island in library as "alice-island"
    And bob has Island in library as "bob-island"
    When alice attacks bob with "bears"
    Then the action is refused
    When the game proceeds to the next turn's precombat main phase
    And bob attacks alice with "bears"
    Then the action is refused
    When the game proceeds to the next turn's precombat main phase
    And alice attacks bob with "bears"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life
