@mana
Feature: The tap and untap symbols and summoning sickness (CR 107.5, 107.6, 302.6)
  {T} in an activation cost means "Tap this permanent"; a permanent that's already tapped can't be
  tapped again to pay it. {Q} means "Untap this permanent"; a permanent that's already untapped
  can't be untapped again to pay it. A creature's ability with {T} or {Q} in its cost can't be
  activated unless the creature has been under its controller's control continuously since their
  most recent turn began.

  @cr-107.5 @src-002-tap-symbol
  Scenario: A tapped Forest can't be tapped for mana
    Given alice controls Forest as "forest"
    And "forest" is tapped
    When alice taps "forest" for mana
    Then the action is refused
    And alice's mana pool is empty

  @cr-107.5 @cr-302.6 @src-002-tap-symbol
  Scenario: Llanowar Elves that came under its controller's control this turn can't be tapped for mana
    Given alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield this turn
    When alice taps "elves" for mana
    Then the action is refused
    And "elves" is untapped
    And alice's mana pool is empty

  @cr-107.5 @cr-302.6 @src-002-tap-symbol
  Scenario: Llanowar Elves that entered during the opponent's last turn can be tapped for mana on its controller's turn
    Given alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield last turn
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}
    And "elves" is tapped

  @cr-107.5 @cr-302.6 @src-002-tap-symbol
  Scenario: Llanowar Elves that entered during its controller's last turn still can't be tapped for mana on the opponent's turn
    Alice's most recent turn began before the Elves came under her control.
    Given it is bob's precombat main phase
    And alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield last turn
    When alice taps "elves" for mana
    Then the action is refused
    And alice's mana pool is empty

  @cr-107.5 @cr-302.6 @src-002-tap-symbol
  Scenario: Llanowar Elves controlled since before its controller's last turn can be tapped for mana on the opponent's turn
    Given it is bob's precombat main phase
    And alice controls Llanowar Elves as "elves"
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}

  @cr-107.5 @cr-302.6 @src-002-tap-symbol
  Scenario: A land that entered this turn can be tapped for mana
    Summoning sickness applies only to creatures.
    Given alice controls Forest as "forest"
    And "forest" entered the battlefield this turn
    When alice taps "forest" for mana
    Then alice's mana pool holds {G}

  @cr-107.6 @src-002-untap-symbol
  Scenario: An untapped Pili-Pala can't be untapped to pay its {Q} cost
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Pili-Pala as "pili"
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice activates the mana ability of "pili" paying {G}{G} for blue mana
    Then the action is refused
    And alice's mana pool holds {G}{G}
    And "pili" is untapped

  @cr-107.6 @cr-605.3b @src-002-untap-symbol
  Scenario: A tapped Pili-Pala untaps to pay its {Q} cost and adds one mana of the chosen color
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Pili-Pala as "pili"
    And "pili" is tapped
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice activates the mana ability of "pili" paying {G}{G} for blue mana
    Then alice's mana pool holds {U}
    And "pili" is untapped
    And the stack is empty

  @cr-107.6 @cr-302.6 @src-002-untap-symbol
  Scenario: A tapped Pili-Pala that came under its controller's control this turn can't pay its {Q} cost
    Given alice controls Forest as "forest1"
    And alice controls Forest as "forest2"
    And alice controls Pili-Pala as "pili"
    And "pili" is tapped
    And "pili" entered the battlefield this turn
    When alice taps "forest1" for mana
    And alice taps "forest2" for mana
    And alice activates the mana ability of "pili" paying {G}{G} for blue mana
    Then the action is refused
    And "pili" is tapped
    And alice's mana pool holds {G}{G}

  @cr-107.6 @cr-602.2b @src-002-untap-symbol
  Scenario: Pili-Pala's mana ability can't be activated without the mana to pay its cost
    Given alice controls Forest as "forest1"
    And alice controls Pili-Pala as "pili"
    And "pili" is tapped
    When alice taps "forest1" for mana
    And alice activates the mana ability of "pili" paying {G}{G} for blue mana
    Then the action is refused
    And "pili" is tapped
    And alice's mana pool holds {G}

  @cr-107.5 @cr-302.6 @cr-702.10c @src-002-tap-symbol
  Scenario: Llanowar Elves with haste can be tapped for mana the turn it came under its controller's control
    Given alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield this turn
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "elves"
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}
    And "elves" is tapped

  @cr-107.5 @cr-302.6 @cr-502.3 @src-002-tap-symbol @src-cr-502.3
  Scenario: Llanowar Elves that entered this turn can be tapped for mana once its controller's next turn begins
    The opponent's turn comes between: in its untap step only the opponent's permanents untap, and
    the Elves' controller's most recent turn still began before the Elves came under their control.
    Bob has a card to draw in his draw step (with none he would lose the game there, 704.5b, and the
    game would end before alice's next turn, 104.2a).
    Given alice controls Llanowar Elves as "elves"
    And "elves" entered the battlefield this turn
    And alice controls Forest as "forest"
    And bob controls Forest as "bob-forest"
    And "bob-forest" is tapped
    And bob has Island in library as "bob-island"
    When alice taps "forest" for mana
    And the game proceeds to the next turn's upkeep step
    Then "forest" is tapped
    And "bob-forest" is untapped
    And alice's mana pool is empty
    When alice taps "elves" for mana
    Then the action is refused
    When the game proceeds to the next turn's upkeep step
    Then "forest" is untapped
    And bob has not lost the game
    When alice taps "elves" for mana
    Then alice's mana pool holds {G}
    And "elves" is tapped

  @cr-107.6 @cr-602.2b @src-002-untap-symbol
  Scenario: A tapped Merrow Wavebreakers untaps to pay its {Q} cost, and can't pay it again while untapped
    Merrow Wavebreakers: "{1}{U}, {Q}: This creature gains flying until end of turn." — not a mana
    ability, so it goes on the stack (602.2). Untapping it pays {Q}; once untapped it can't pay {Q}
    again.
    Given alice controls Merrow Wavebreakers as "merrow"
    And "merrow" is tapped
    When alice activates the ability of "merrow"
    Then "merrow" is untapped
    And the stack holds one object
    When the top of the stack resolves
    Then "merrow" has the ability "Flying"
    When alice activates the ability of "merrow"
    Then the action is refused
    And the stack is empty
