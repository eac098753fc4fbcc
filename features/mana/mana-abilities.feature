@mana
Feature: Mana abilities, the mana pool and paying mana costs (CR 106.4, 106.12, 500.5, 601.2h, 605)
  To "tap a permanent for mana" is to activate a mana ability of it with {T} in its cost (106.12).
  An activated mana ability doesn't go on the stack: it resolves immediately after it is activated
  (605.3b). Its mana goes into its controller's mana pool, from where it pays costs (601.2h); unspent
  mana empties at the end of each step and phase (106.4, 500.5).

  @cr-106.12 @cr-605.3b @cr-106.4 @src-002-tap-for-mana
  Scenario: Tapping a Forest for mana adds {G} at once without using the stack
    Given alice controls Forest as "forest"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}
    And "forest" is tapped
    And the stack is empty

  @cr-106.12 @cr-605.1a @cr-605.3b @src-002-tap-for-mana
  Scenario: Tapping Llanowar Elves for mana adds {G} to its controller's mana pool only
    Given alice controls Llanowar Elves as "elves"
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}
    And bob's mana pool is empty
    And "elves" is tapped
    And the stack is empty

  @cr-106.4 @cr-601.2h @cr-605.3a @src-cr-106.4 @src-cr-601.2h
  Scenario: Mana from two Forests pays Grizzly Bears' mana cost and leaves the pool empty
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    Then alice's mana pool holds {G}{G}
    When alice casts "bears" paying {G}{G}
    Then alice's mana pool is empty
    And "bears" is on the stack
    When the top of the stack resolves
    Then "bears" is on the battlefield

  @cr-601.2h @cr-106.4 @src-cr-601.2h @src-cr-106.4
  Scenario: A spell can't be cast with mana that is not in its caster's mana pool
    Given alice controls Forest as "forest"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "forest" for mana
    And alice casts "bears" paying {G}{G}
    Then the action is refused
    And "bears" is in the hand
    And alice's mana pool holds {G}

  @cr-601.2h @cr-106.1b @src-cr-601.2h
  Scenario: Blue mana can't pay the {G} in Grizzly Bears' mana cost
    Given alice controls Island as "island1"
    And alice controls Island as "island2"
    And alice has Grizzly Bears in hand as "bears"
    When alice taps "island1" for mana
    And alice taps "island2" for mana
    And alice casts "bears" paying {U}{U}
    Then the action is refused
    And alice's mana pool holds {U}{U}

  @cr-106.4 @cr-500.5 @src-cr-106.4 @src-cr-500.5
  Scenario: Unspent mana empties from the mana pool when the phase ends
    Given alice controls Forest as "forest"
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}
    When the phase ends
    Then alice's mana pool is empty
    And "forest" is tapped

  @cr-605.2 @cr-605.3b @src-002-tap-for-mana @src-002-tap-symbol @src-cr-605.2 @src-cr-605.2-ex1
  Scenario: Gaea's Cradle's mana ability adds no mana when its controller controls no creatures
    Example of 605.2: "A permanent has an ability that reads '{T}: Add {G} for each creature you
    control.' The ability is still a mana ability even if you control no creatures": it doesn't
    use the stack, and its {T} cost is paid.
    Given alice controls Gaea's Cradle as "cradle"
    And bob controls Grizzly Bears as "bears"
    When alice taps "cradle" for mana
    Then alice's mana pool is empty
    And "cradle" is tapped
    And the stack is empty

  @cr-605.2 @src-002-tap-for-mana @src-cr-605.2 @smoke
  Scenario: Gaea's Cradle adds {G} for each creature its controller controls
    Given alice controls Gaea's Cradle as "cradle"
    And alice controls Grizzly Bears as "bears"
    And alice controls Llanowar Elves as "elves"
    When alice taps "cradle" for mana
    Then alice's mana pool holds {G}{G}

  @cr-602.2b @cr-601.2h @cr-107.3a @src-cr-601.2h
  Scenario: Mana from the pool pays the {X} of Chimeric Staff's ability
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Chimeric Staff as "staff"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice activates the ability of "staff" with X = 2 paying {G}{G}
    Then alice's mana pool is empty
    And the stack holds one object
    When the top of the stack resolves
    Then "staff" is 2/2

  @cr-602.2b @cr-601.2h @src-cr-601.2h
  Scenario: Chimeric Staff's ability with X = 2 can't be activated with one mana
    Given alice controls Forest as "forest"
    And alice controls Chimeric Staff as "staff"
    When alice taps "forest" for mana
    And alice activates the ability of "staff" with X = 2 paying {G}
    Then the action is refused
    And the stack is empty
    And alice's mana pool holds {G}

  @cr-106.12 @cr-602.2b @cr-605.3b @src-002-tap-for-mana @src-002-tap-symbol
  Scenario: Mishra's Factory tapped for {C} pays for its own ability to become a creature
    Given alice controls Mishra's Factory as "factory"
    When alice taps "factory" for mana
    Then alice's mana pool holds {C}
    When alice activates the ability of "factory" paying {C}
    And the top of the stack resolves
    Then "factory" is 2/2
    And "factory" is tapped
    And alice's mana pool is empty

  @cr-601.2h @cr-601.2f @src-cr-601.2h @src-cr-601.2h-ex1
  Scenario: Sacrificing Thunderscape Familiar to cast Altar's Reap doesn't undo the cost reduction it gave
    Example of 601.2h: Altar's Reap costs {1}{B} and an additional cost of sacrificing a creature. Because
    a spell's total cost is "locked in" before payments are made, a player who sacrifices Thunderscape
    Familiar (black spells cost {1} less) pays {B}, not {1}{B}.
    Given alice controls Thunderscape Familiar as "familiar"
    And alice controls Swamp as "swamp"
    And alice has Island in library as "card1"
    And alice has Island in library as "card2"
    And alice has Altar's Reap in hand as "reap"
    When alice taps "swamp" for mana
    And alice casts "reap" paying {B}
    And alice sacrifices "familiar" to cast it
    Then "reap" is on the stack
    And "familiar" is in the graveyard
    And alice's mana pool is empty
    When the top of the stack resolves
    Then alice has two cards in hand

  @cr-601.2f @cr-601.2h @src-cr-601.2h
  Scenario: Without the Familiar, Altar's Reap can't be cast with only {B}
    Given alice controls Grizzly Bears as "bears"
    And alice controls Swamp as "swamp"
    And alice has Altar's Reap in hand as "reap"
    When alice taps "swamp" for mana
    And alice casts "reap" paying {B}
    And alice sacrifices "bears" to cast it
    Then the action is refused
    And "bears" is on the battlefield
    And alice's mana pool holds {B}
