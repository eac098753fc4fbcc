@mana
Feature: Paying Phyrexian mana symbols (CR 107.4f)
  107.4f: "A Phyrexian mana symbol represents a cost that can be paid either with one mana of its
  color or by paying 2 life." No real card has the example's {W/P}{W/P} as its whole cost;
  Dismember's is {1}{B/P}{B/P} ("Target creature gets -5/-5 until end of turn."), its {B/P}{B/P}
  the example's pair in black. Its {1} is paid with {C} here.

  @cr-107.4f @cr-601.2h @src-cr-107.4f @src-cr-107.4f-ex1
  Scenario: {B/P}{B/P} paid by spending {B}{B}
    Given alice controls Wastes as "wastes"
    And alice controls Swamp as "swamp-1"
    And alice controls Swamp as "swamp-2"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    When alice taps "wastes" for mana
    And alice taps "swamp-1" for mana
    And alice taps "swamp-2" for mana
    And alice casts "dismember" paying {C}{B}{B} targeting "elephant"
    And the top of the stack resolves
    Then "elephant" is in its owner's graveyard
    And alice has 20 life

  @cr-107.4f @cr-119.4 @src-cr-107.4f @src-cr-107.4f-ex1
  Scenario: {B/P}{B/P} paid by spending {B} and paying 2 life
    Given alice controls Wastes as "wastes"
    And alice controls Swamp as "swamp-1"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    When alice taps "wastes" for mana
    And alice taps "swamp-1" for mana
    And alice casts "dismember" paying {C}{B} and 2 life targeting "elephant"
    Then alice has 18 life
    When the top of the stack resolves
    Then "elephant" is in its owner's graveyard

  @cr-107.4f @cr-119.4 @src-cr-107.4f @src-cr-107.4f-ex1
  Scenario: {B/P}{B/P} paid by paying 4 life
    Given alice controls Wastes as "wastes"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    When alice taps "wastes" for mana
    And alice casts "dismember" paying {C} and 4 life targeting "elephant"
    Then alice has 16 life
    When the top of the stack resolves
    Then "elephant" is in its owner's graveyard

  @cr-107.4f @cr-601.2h @src-cr-107.4f
  Scenario: A Phyrexian symbol paid neither with its mana nor with life leaves the cost unpaid
    {C}{B} and no life pays only one of the two Phyrexian symbols; {C}{B} and 4 life pays three.
    Given alice controls Wastes as "wastes"
    And alice controls Swamp as "swamp-1"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    When alice taps "wastes" for mana
    And alice taps "swamp-1" for mana
    And alice casts "dismember" paying {C}{B} targeting "elephant"
    Then the action is refused
    When alice casts "dismember" paying {C}{B} and 4 life targeting "elephant"
    Then the action is refused
    And alice has 20 life

  @cr-107.4f @cr-119.4 @src-cr-107.4f
  Scenario: A player with 3 life can't pay 4 life for two Phyrexian symbols
    119.4: a player can pay life only if their life total is greater than or equal to the payment.
    Given alice has 3 life
    And alice controls Wastes as "wastes"
    And bob controls Southern Elephant as "elephant"
    And alice has Dismember in hand as "dismember"
    When alice taps "wastes" for mana
    And alice casts "dismember" paying {C} and 4 life targeting "elephant"
    Then the action is refused
    And alice has 3 life
