@turn-structure
Feature: Steps added after a phase (CR 500.10)
  500.10: "Some effects add a step after a particular phase. In that case, that effect first creates the
  phase which normally contains that step directly after the specified phase. Any other steps that
  phase would normally have are skipped (see rule 500.11)."

  @cr-500.10 @cr-500.11 @cr-503.1a @src-cr-500.10 @src-cr-500.10-ex1
  Scenario: Obeka deals 2 combat damage: two beginning phases with only an upkeep step follow the combat phase
    Obeka, Splitter of Seconds (2/5, menace): "Whenever Obeka deals combat damage to a player, you get
    that many additional upkeep steps after this phase." Nyx-Fleece Ram ("At the beginning of your
    upkeep, you gain 1 life.") shows each added upkeep step beginning. After the combat phase come two
    beginning phases with only an upkeep step (no untap, no draw), then the postcombat main phase.
    Given alice has 10 life
    And alice controls Obeka, Splitter of Seconds as "obeka"
    And alice controls Nyx-Fleece Ram as "ram"
    And alice has Island in library as "library-island"
    When alice attacks bob with "obeka"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life
    And "obeka" triggered once
    When the top of the stack resolves
    And the game proceeds to the end of combat step
    And the step ends
    Then it is alice's upkeep step
    And "ram" triggered once
    When the top of the stack resolves
    Then alice has 11 life
    When the step ends
    Then it is alice's upkeep step
    And "ram" triggered once
    When the top of the stack resolves
    Then alice has 12 life
    When the step ends
    Then it is alice's postcombat main phase
    And alice has no cards in hand
    And "library-island" is in its owner's library
