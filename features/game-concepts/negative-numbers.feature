@game-concepts
Feature: Negative values (CR 107.1b)
  107.1b: "it's possible for a game value, such as a creature's power, to be less than zero. If a
  calculation or comparison needs to use a negative value, it does so."

  @cr-107.1b @cr-510.1a @src-cr-107.1b @src-cr-107.1b-ex1
  Scenario: A 3/4 creature that gets -5/-0 is a -2/4 that assigns no combat damage; +3/+0 raises its power to 1
    The example's 3/4 creature is Southern Elephant (vanilla); the -5/-0 comes from Hydrosurge ("Target
    creature gets -5/-0 until end of turn."), the +3/+0 from Rebellious Strike ("Target creature gets
    +3/+0 until end of turn. Draw a card."). The -2/4 creature is blocked by Grizzly Bears and assigns
    no combat damage (510.1a: a creature with 0 or less power assigns none); the Bears' 2 damage is
    dealt to it. (Its total power and toughness, 2, is not something a player can observe.)
    Given alice controls Southern Elephant as "elephant"
    And bob controls Grizzly Bears as "bears"
    And bob has Hydrosurge in hand as "hydrosurge"
    And alice has Rebellious Strike in hand as "strike"
    And alice has Island in library as "alice-island"
    When bob casts "hydrosurge" targeting "elephant"
    And the top of the stack resolves
    Then "elephant" is -2/4
    When alice attacks bob with "elephant"
    And bob blocks "elephant" with "bears"
    And combat damage is dealt
    Then "bears" has no damage marked on it
    And "elephant" has 2 damage marked on it
    And bob has 20 life
    When the game proceeds to the postcombat main phase
    And alice casts "strike" targeting "elephant"
    And the top of the stack resolves
    Then "elephant" is 1/4

  @cr-107.1b @cr-106.1 @src-cr-107.1b @src-cr-107.1b-ex2
  Scenario: Viridian Joiner with -2/-0 adds no mana
    Viridian Joiner (1/2): "{T}: Add an amount of {G} equal to this creature's power." The example's
    -2/-0 effect is Shocking Grasp ("Target creature gets -2/-0 until end of turn. Draw a card."):
    the Joiner is a -1/2, and the amount of mana, a negative number, is zero instead.
    Given alice controls Viridian Joiner as "joiner"
    And bob has Shocking Grasp in hand as "grasp"
    And bob has Island in library as "bob-island"
    When bob casts "grasp" targeting "joiner"
    And the top of the stack resolves
    Then "joiner" is -1/2
    When alice taps "joiner" for mana
    Then "joiner" is tapped
    And alice's mana pool is empty

  @cr-107.1b @cr-106.1 @src-cr-107.1b
  Scenario: Viridian Joiner untouched adds {G} equal to its power
    The same ability at power 1 adds {G}: the scenario above is about the negative number.
    Given alice controls Viridian Joiner as "joiner"
    When alice taps "joiner" for mana
    Then alice's mana pool holds {G}

  @cr-107.1b @cr-608.2h @src-cr-107.1b @src-cr-107.1b-ex3
  Scenario: Chameleon Colossus with -6/-0 activating "+X/+X, where X is its power" remains a -2/4
    Chameleon Colossus (4/4): "{2}{G}{G}: This creature gets +X/+X until end of turn, where X is its
    power." The example's -6/-0 effect is Pin to the Earth ("Enchant creature / Enchanted creature
    gets -6/-0."). X would be -2; zero is used instead, so the Colossus doesn't become -4/2.
    Given alice controls Chameleon Colossus as "colossus"
    And bob controls Pin to the Earth as "pin"
    And "pin" is attached to "colossus"
    Then "colossus" is -2/4
    When alice activates the ability of "colossus"
    And the top of the stack resolves
    Then "colossus" is -2/4

  @cr-107.1b @cr-608.2h @src-cr-107.1b
  Scenario: Chameleon Colossus without the -6/-0 doubles its power and toughness
    With power 4 as the ability resolves, X is 4: the Colossus becomes 8/8.
    Given alice controls Chameleon Colossus as "colossus"
    When alice activates the ability of "colossus"
    And the top of the stack resolves
    Then "colossus" is 8/8
