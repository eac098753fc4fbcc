@mana
Feature: X in the enters abilities of a permanent that was a spell (CR 107.3m)
  If an object's enters-the-battlefield triggered ability or replacement effect refers to X, and
  the spell that became that object as it resolved had a value of X chosen for any of its costs,
  the value of X for that ability is the same as the value of X for that spell, although the value
  of X for that permanent is 0.

  @cr-107.3m @cr-107.3a @cr-614.1c @src-002-etb-x
  Scenario: Endless One cast with X = 3 enters with three +1/+1 counters
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Forest as "forest3"
    And alice has Endless One in hand as "endless"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice taps "forest3" for mana
    And alice casts "endless" with X = 3 paying {G}{G}{G}
    Then alice's mana pool is empty
    When the top of the stack resolves
    Then "endless" is on the battlefield
    And "endless" has three +1/+1 counters on it and no other counters
    And "endless" is 3/3

  @cr-107.3m @cr-202.3e @src-002-etb-x
  Scenario: Endless One cast with X = 3 has mana value 3 on the stack and 0 on the battlefield
    The enters replacement uses the spell's X, "although the value of X for that permanent is 0".
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Forest as "forest3"
    And alice has Endless One in hand as "endless"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice taps "forest3" for mana
    And alice casts "endless" with X = 3 paying {G}{G}{G}
    Then "endless" has mana value 3
    When the top of the stack resolves
    Then "endless" has three +1/+1 counters on it
    And "endless" has mana value 0

  @cr-107.3m @cr-107.3a @src-002-etb-x
  Scenario: Endless One cast with X = 0 enters with no counters and dies as a 0/0
    Given alice has Endless One in hand as "endless"
    When alice casts "endless" with X = 0 paying nothing
    And the top of the stack resolves
    Then "endless" is in the graveyard

  @cr-107.3m @cr-107.3g @src-002-etb-x @smoke
  Scenario: Endless One put onto the battlefield without being cast enters with no counters
    No spell became the permanent, so no value of X was chosen: X is 0.
    Given alice has Endless One in hand as "endless"
    When "endless" is put onto the battlefield under alice's control
    Then "endless" is in the graveyard

  @cr-601.2h @cr-107.3a @src-002-etb-x
  Scenario: Endless One with X = 3 can't be cast with only two mana
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice has Endless One in hand as "endless"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice casts "endless" with X = 3 paying {G}{G}
    Then the action is refused
    And "endless" is in the hand
    And alice's mana pool holds {G}{G}

  @cr-107.3m @cr-603.6a @src-002-etb-x
  Scenario: Gadwick's enters trigger draws as many cards as the X Gadwick was cast with
    Given alice controls Island as "island1"
    And alice controls Island as "island2"
    And alice controls Island as "island3"
    And alice controls Island as "island4"
    And alice controls Island as "island5"
    And alice has Island in library as "card1"
    And alice has Island in library as "card2"
    And alice has Island in library as "card3"
    And alice has Gadwick, the Wizened in hand as "gadwick"
    When alice taps "island1" for mana
    And alice taps "island2" for mana
    And alice taps "island3" for mana
    And alice taps "island4" for mana
    And alice taps "island5" for mana
    And alice casts "gadwick" with X = 2 paying {U}{U}{U}{U}{U}
    And the top of the stack resolves
    Then "gadwick" is on the battlefield
    And the stack holds one object
    And alice has no cards in hand
    When the top of the stack resolves
    Then alice has two cards in hand
    And "card1" is in the library
    And "gadwick" has mana value 3

  @cr-107.3m @src-002-etb-x
  Scenario: Gadwick put onto the battlefield without being cast draws no cards
    Given alice has Island in library as "card1"
    And alice has Gadwick, the Wizened in exile as "gadwick"
    When "gadwick" is put onto the battlefield under alice's control
    And the top of the stack resolves
    Then alice has no cards in hand
    And "card1" is in the library
