@game-concepts
Feature: A player who loses leaves the game, and in a two-player game it ends at once (CR 104)
  104.2a: "A player still in the game wins the game if that player's opponents have all left the game.
  This happens immediately and overrides all effects that would preclude that player from winning the
  game." A player loses as a state-based action when their life total is 0 or less (104.3b, 704.5a) or
  when they drew from an empty library (104.3c, 704.5b); in a two-player game the other player then
  wins, and nothing further happens in the game: an action after its end is refused. 104.4a: "If all
  the players remaining in a game lose simultaneously, the game is a draw."

  @cr-104.2a @cr-104.3b @cr-704.5a @src-cr-104.2a @src-cr-104.3b @src-cr-704.5a
  Scenario: A player at 2 life takes 3 damage, loses, and the other player has won: the game is over
    Lightning Bolt: "Lightning Bolt deals 3 damage to any target." The first Bolt takes bob from 5 to 2
    life and the game goes on; the second takes him to -1, so the next time a player would receive
    priority he loses the game (704.5a) and alice, the only player left, wins at once (104.2a). The
    game is over: alice can't cast the third Bolt, and bob's life total stays -1.
    Given bob has 5 life
    And alice has Lightning Bolt in hand as "bolt"
    And alice has Lightning Bolt in hand as "second-bolt"
    And alice has Lightning Bolt in hand as "third-bolt"
    When alice casts "bolt" targeting bob
    And the top of the stack resolves
    Then bob has 2 life
    And bob has not lost the game
    And the game is not over
    When alice casts "second-bolt" targeting bob
    And the top of the stack resolves
    Then bob has -1 life
    And bob has lost the game
    And alice has not lost the game
    And alice has won the game
    When alice casts "third-bolt" targeting bob
    Then the action is refused
    And bob has -1 life
    And "third-bolt" is in its owner's hand
    And alice has one card in hand

  @cr-104.2a @cr-104.3c @cr-704.5b @cr-504.1 @src-cr-104.3c @src-cr-704.5b
  Scenario: A player who draws from an empty library in their draw step loses there, and the game ends in that step
    Bob's library is empty. Alice passes on into bob's turn towards its end step; in bob's draw step
    he must draw a card (504.1) and can't, so the next time a player would receive priority he loses
    the game (704.5b) and alice wins at once (104.2a). The game ends in bob's draw step: it never
    reaches his main phase or end step, and no step can follow.
    Given alice has Island in library as "island"
    When the game proceeds to the next turn's end step
    Then bob has lost the game
    And alice has won the game
    And it is bob's draw step
    When the game proceeds to the end step
    Then the action is refused
    And it is bob's draw step

  @cr-104.4a @cr-104.3b @cr-704.5a @src-cr-104.4a
  Scenario: Both players go to 0 life at once: both lose simultaneously, and the game is a draw
    Flame Rift: "Flame Rift deals 4 damage to each player." Alice and bob are at 4 life; Flame Rift
    takes both to 0, both lose the game in the same check of state-based actions (704.5a, 704.3), and
    as all the players remaining lost simultaneously the game is a draw (104.4a): no one wins it. It is
    over: alice can't cast her Lightning Bolt.
    Given alice has 4 life
    And bob has 4 life
    And alice has Flame Rift in hand as "rift"
    And alice has Lightning Bolt in hand as "bolt"
    When alice casts "rift"
    And the top of the stack resolves
    Then alice has 0 life
    And bob has 0 life
    And alice has lost the game
    And bob has lost the game
    And the game is a draw
    When alice casts "bolt" targeting bob
    Then the action is refused
