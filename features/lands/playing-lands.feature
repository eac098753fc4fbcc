@lands
Feature: Playing lands (CR 305.1-305.4, 116.2a)
  A player who has priority may play a land card from their hand during a main phase of their turn
  when the stack is empty (305.1). Playing a land is a special action: the land doesn't go on the
  stack (116.2a). A player can normally play one land during their turn; effects may increase this
  number (305.2), and effects that say a player can't play lands win over those (101.2).

  @cr-305.1 @cr-116.2a @src-cr-305.1 @smoke
  Scenario: A player plays a land from their hand in their main phase without using the stack
    Given alice has Forest in hand as "forest"
    When alice plays "forest"
    Then "forest" is on the battlefield
    And "forest" is controlled by alice
    And the stack is empty

  @cr-305.1 @src-cr-305.1
  Scenario: A land can't be played while the stack isn't empty
    Given alice has Forest in hand as "forest"
    And alice has Giant Growth in hand as "growth"
    And alice controls Grizzly Bears as "bears"
    When alice casts "growth" targeting "bears"
    And alice plays "forest"
    Then the action is refused
    And "forest" is in the hand

  @cr-305.1 @src-cr-305.1
  Scenario: A land can't be played outside a main phase
    Given it is alice's upkeep
    And alice has Forest in hand as "forest"
    When alice plays "forest"
    Then the action is refused
    And "forest" is in the hand

  @cr-305.1 @src-cr-305.1
  Scenario: A land card in a graveyard can't be played
    Given alice has Forest in graveyard as "forest"
    When alice plays "forest"
    Then the action is refused
    And "forest" is in the graveyard

  @cr-305.2 @cr-305.2a @cr-305.2b @src-cr-305.2 @src-cr-305.2a @src-cr-305.2b
  Scenario: A player can play only one land during their turn
    Given alice has Forest in hand as "forest"
    And alice has Island in hand as "island"
    When alice plays "forest"
    And alice plays "island"
    Then the action is refused
    And "forest" is on the battlefield
    And "island" is in the hand

  @cr-305.2 @cr-305.2a @src-cr-305.2 @src-cr-305.2a
  Scenario: After Explore, a player can play a second land that turn but not a third
    Given alice has Explore in hand as "explore"
    And alice has Island in library as "drawn"
    And alice has Forest in hand as "forest"
    And alice has Island in hand as "island"
    And alice has Mountain in hand as "mountain"
    When alice plays "forest"
    And alice casts "explore"
    And the top of the stack resolves
    And alice plays "island"
    Then "island" is on the battlefield
    When alice plays "mountain"
    Then the action is refused
    And "mountain" is in the hand

  @cr-305.2a @src-cr-305.2a
  Scenario: The land played before Explore resolved counts toward the lands played that turn
    305.2a: the number of lands the player can play this turn (two, after Explore) is compared with
    the number of lands they have already played this turn, however they were played.
    Given alice has Explore in hand as "explore"
    And alice has Island in library as "drawn"
    And alice has Forest in hand as "forest"
    And alice has Island in hand as "island"
    And alice has Mountain in hand as "mountain"
    When alice casts "explore"
    And the top of the stack resolves
    And alice plays "forest"
    And alice plays "island"
    And alice plays "mountain"
    Then the action is refused
    And "forest" is on the battlefield
    And "island" is on the battlefield
    And "mountain" is in the hand

  @cr-305.3 @src-cr-305.3
  Scenario: A player can't play a land during another player's turn
    Given it is alice's precombat main phase
    And bob has Forest in hand as "forest"
    When bob plays "forest"
    Then the action is refused
    And "forest" is in the hand

  @cr-305.4 @src-cr-305.4
  Scenario: A land put onto the battlefield by an effect doesn't count as the land played that turn
    Given alice has Forest in hand as "forest"
    And alice has Island in hand as "island"
    When "island" is put onto the battlefield under alice's control
    And alice plays "forest"
    Then "forest" is on the battlefield
    And "island" is on the battlefield

  @cr-101.2 @cr-305.2 @src-cr-101.2 @src-cr-101.2-ex1
  Scenario: A player who may play an additional land but can't play lands this turn can't play a land
    Example of 101.2: "If one effect reads 'You may play an additional land this turn' and another
    reads 'You can't play lands this turn,' the effect that precludes you from playing lands wins."
    Explore gives alice the first effect; bob's Turf Wound ("Target player can't play lands this
    turn.") gives her the second.
    Given alice has Explore in hand as "explore"
    And alice has Island in library as "drawn1"
    And bob has Turf Wound in hand as "wound"
    And bob has Island in library as "drawn2"
    And alice has Forest in hand as "forest"
    When alice casts "explore"
    And the top of the stack resolves
    And bob casts "wound" targeting alice
    And the top of the stack resolves
    And alice plays "forest"
    Then the action is refused
    And "forest" is in the hand

  @cr-101.2 @src-cr-101.2
  Scenario: Turf Wound stops only the player it targets from playing lands
    Given it is bob's precombat main phase
    And alice has Turf Wound in hand as "wound"
    And alice has Island in library as "drawn"
    And bob has Forest in hand as "forest"
    When alice casts "wound" targeting alice
    And the top of the stack resolves
    And bob plays "forest"
    Then "forest" is on the battlefield

  @cr-305.1 @cr-116.2a @src-cr-305.1
  Scenario: A land card is played, not cast
    Playing a land is a special action (305.1, 116.2a): a land card can't be cast as a spell.
    Given alice has Forest in hand as "forest"
    When alice casts "forest"
    Then the action is refused
    And "forest" is in the hand
    And the stack is empty
    When alice plays "forest"
    Then "forest" is on the battlefield
