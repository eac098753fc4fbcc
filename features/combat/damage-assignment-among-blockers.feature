@combat
Feature: A blocked creature divides its combat damage among its blockers as its controller chooses (CR 510.1c)
  510.1c: "If two or more creatures are blocking it, it assigns its combat damage to those creatures
  according to the damage assignment order announced for it. ..." As of the 2024-11-08 rules there is
  no damage assignment order any more: the attacking player divides the damage among the blockers
  in any way (the example lists every division of 4 damage between two blockers).

  @cr-510.1c @cr-510.2 @src-cr-510.1c @src-cr-510.1c-ex1
  Scenario: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter can assign all 4 damage to the Hunter
    Elvish Regrower is a 4/3 creature, Vampire Spawn a 2/3 and Helpful Hunter a 1/1 (their enter
    abilities play no part). The blockers deal 3 damage to the Regrower, which dies; each blocker
    with lethal damage dies (704.5g).
    Given alice controls Elvish Regrower as "regrower"
    And bob controls Vampire Spawn as "spawn"
    And bob controls Helpful Hunter as "hunter"
    When alice attacks bob with "regrower"
    And bob declares blockers:
      | "spawn"  | "regrower" |
      | "hunter" | "regrower" |
    And combat damage is dealt
    And "regrower" assigns 4 damage to "hunter"
    Then "spawn" has no damage marked on it
    And "hunter" is in its owner's graveyard
    And "regrower" is in its owner's graveyard
    And bob has 20 life

  @cr-510.1c @cr-510.2 @src-cr-510.1c @src-cr-510.1c-ex1
  Scenario: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter can assign 1 damage to the Spawn and 3 to the Hunter
    Elvish Regrower is a 4/3 creature, Vampire Spawn a 2/3 and Helpful Hunter a 1/1 (their enter
    abilities play no part). The blockers deal 3 damage to the Regrower, which dies; each blocker
    with lethal damage dies (704.5g).
    Given alice controls Elvish Regrower as "regrower"
    And bob controls Vampire Spawn as "spawn"
    And bob controls Helpful Hunter as "hunter"
    When alice attacks bob with "regrower"
    And bob declares blockers:
      | "spawn"  | "regrower" |
      | "hunter" | "regrower" |
    And combat damage is dealt
    And "regrower" assigns 1 damage to "spawn" and 3 damage to "hunter"
    Then "spawn" has 1 damage marked on it
    And "hunter" is in its owner's graveyard
    And "regrower" is in its owner's graveyard
    And bob has 20 life

  @cr-510.1c @cr-510.2 @src-cr-510.1c @src-cr-510.1c-ex1
  Scenario: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter can assign 2 damage to each creature
    Elvish Regrower is a 4/3 creature, Vampire Spawn a 2/3 and Helpful Hunter a 1/1 (their enter
    abilities play no part). The blockers deal 3 damage to the Regrower, which dies; each blocker
    with lethal damage dies (704.5g).
    Given alice controls Elvish Regrower as "regrower"
    And bob controls Vampire Spawn as "spawn"
    And bob controls Helpful Hunter as "hunter"
    When alice attacks bob with "regrower"
    And bob declares blockers:
      | "spawn"  | "regrower" |
      | "hunter" | "regrower" |
    And combat damage is dealt
    And "regrower" assigns 2 damage to "spawn" and 2 damage to "hunter"
    Then "spawn" has 2 damage marked on it
    And "hunter" is in its owner's graveyard
    And "regrower" is in its owner's graveyard
    And bob has 20 life

  @cr-510.1c @cr-510.2 @src-cr-510.1c @src-cr-510.1c-ex1
  Scenario: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter can assign 3 damage to the Spawn and 1 to the Hunter
    Elvish Regrower is a 4/3 creature, Vampire Spawn a 2/3 and Helpful Hunter a 1/1 (their enter
    abilities play no part). The blockers deal 3 damage to the Regrower, which dies; each blocker
    with lethal damage dies (704.5g).
    Given alice controls Elvish Regrower as "regrower"
    And bob controls Vampire Spawn as "spawn"
    And bob controls Helpful Hunter as "hunter"
    When alice attacks bob with "regrower"
    And bob declares blockers:
      | "spawn"  | "regrower" |
      | "hunter" | "regrower" |
    And combat damage is dealt
    And "regrower" assigns 3 damage to "spawn" and 1 damage to "hunter"
    Then "spawn" is in its owner's graveyard
    And "hunter" is in its owner's graveyard
    And "regrower" is in its owner's graveyard
    And bob has 20 life

  @cr-510.1c @cr-510.2 @src-cr-510.1c @src-cr-510.1c-ex1
  Scenario: Elvish Regrower blocked by Vampire Spawn and Helpful Hunter can assign all 4 damage to the Spawn
    Elvish Regrower is a 4/3 creature, Vampire Spawn a 2/3 and Helpful Hunter a 1/1 (their enter
    abilities play no part). The blockers deal 3 damage to the Regrower, which dies; each blocker
    with lethal damage dies (704.5g).
    Given alice controls Elvish Regrower as "regrower"
    And bob controls Vampire Spawn as "spawn"
    And bob controls Helpful Hunter as "hunter"
    When alice attacks bob with "regrower"
    And bob declares blockers:
      | "spawn"  | "regrower" |
      | "hunter" | "regrower" |
    And combat damage is dealt
    And "regrower" assigns 4 damage to "spawn"
    Then "spawn" is in its owner's graveyard
    And "hunter" has no damage marked on it
    And "regrower" is in its owner's graveyard
    And bob has 20 life
