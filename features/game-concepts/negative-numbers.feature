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
