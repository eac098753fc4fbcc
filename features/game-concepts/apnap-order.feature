@game-concepts
Feature: Active player, nonactive player order (CR 101.4)
  101.4: "If multiple players would make choices and/or take actions at the same time, the active
  player ... makes any choices required, then the next player in turn order ... Then the actions
  happen simultaneously."

  @cr-101.4 @cr-701.21a @src-cr-101.4 @src-cr-101.4-ex1
  Scenario: "Each player sacrifices a creature": the active player chooses first, then the other; both are sacrificed
    The example's card is Innocent Blood ("Each player sacrifices a creature of their choice."; the
    Oracle wording since 2025 adds "of their choice"). Alice, the active player, chooses Grizzly
    Bears, then bob chooses Walking Corpse; both are sacrificed, the other creatures stay.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Walking Corpse as "corpse"
    And bob controls Southern Elephant as "elephant"
    And alice has Innocent Blood in hand as "blood"
    When alice casts "blood"
    And the top of the stack resolves
    And alice sacrifices "bears" as "blood" resolves
    And bob sacrifices "corpse" as "blood" resolves
    Then "bears" is in its owner's graveyard
    And "corpse" is in its owner's graveyard
    And "runeclaw" is on the battlefield
    And "elephant" is on the battlefield

  @cr-101.4 @cr-701.21a @src-cr-101.4
  Scenario: In bob's turn, bob chooses first
    Bob is the active player: he chooses first, then alice.
    Given it is bob's precombat main phase
    And alice controls Grizzly Bears as "bears"
    And bob controls Walking Corpse as "corpse"
    And bob controls Southern Elephant as "elephant"
    And bob has Innocent Blood in hand as "blood"
    When bob casts "blood"
    And the top of the stack resolves
    And bob sacrifices "elephant" as "blood" resolves
    And alice sacrifices "bears" as "blood" resolves
    Then "bears" is in its owner's graveyard
    And "elephant" is in its owner's graveyard
    And "corpse" is on the battlefield
