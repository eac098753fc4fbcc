@player-control
Feature: Controlling another player: the controller makes the controlled player's decisions (CR 722)
  722.1: "Some cards allow a player to control another player during that player's next turn. [...]
  The affected player is controlled during the entire turn; the effect doesn't end until the
  beginning of the next turn." 722.5: "While controlling another player, a player makes all choices
  and decisions the controlled player is allowed to make or is told to make by the rules or by any
  objects." 722.5a: "The controller of another player can use only that player's resources (cards,
  mana, and so on) to pay costs for that player." A fixture names the deciding player with "And alice
  makes that decision for bob"; a decision of the controlled player made by anyone else is refused.

  Background:
    Given it is alice's precombat main phase
    And alice controls Mindslaver as "slaver"
    And bob has Forest in library as "forest-1"
    And bob has Forest in library as "forest-2"
    And bob has Forest in library as "forest-3"

  @cr-722.5 @cr-722.1 @cr-722.3 @src-cr-722.5 @src-cr-722.5-ex1
  Scenario: The controller of another player decides which spells that player casts, their targets, and the decisions as they resolve
    Mindslaver: "{4}, {T}, Sacrifice Mindslaver: You control target player during that player's next
    turn." In bob's next turn alice decides that bob casts Lightning Bolt and what it targets, and
    which two cards bob discards as his Careful Study ("Draw two cards, then discard two cards.")
    resolves. Bob stays the active player and keeps control of his permanents (722.3).
    Given bob has Lightning Bolt in hand as "bolt"
    And bob has Careful Study in hand as "study"
    And bob has Hill Giant in hand as "giant"
    And bob controls Grizzly Bears as "bears"
    When alice activates the ability of "slaver" targeting bob
    And the top of the stack resolves
    Then "slaver" is in its owner's graveyard
    When the game proceeds to the next turn's precombat main phase
    Then it is bob's turn
    And "bears" is controlled by bob
    When bob casts "bolt" targeting "bears"
    Then the action is refused
    When bob casts "bolt" targeting "bears"
    And alice makes that decision for bob
    Then "bolt" is a spell on the stack
    When the top of the stack resolves
    Then "bears" is in its owner's graveyard
    And alice has 20 life
    When bob casts "study"
    And alice makes that decision for bob
    And the top of the stack resolves
    And bob discards "giant" and "forest-2" as "study" resolves
    Then the action is refused
    When the top of the stack resolves
    And bob discards "giant" and "forest-2" as "study" resolves
    And alice makes that decision for bob
    Then "giant" is in its owner's graveyard
    And "forest-2" is in its owner's graveyard
    And bob has two cards in hand

  @cr-722.5 @cr-722.1 @cr-510.1c @src-cr-722.5 @src-cr-722.5-ex2
  Scenario: The controller of another player decides which of that player's creatures attack, whom, and how they assign combat damage
    In bob's turn controlled by alice, alice declares bob's Hill Giant (3/3) as an attacker against
    herself, and when her two Grizzly Bears block it she divides its 3 damage among them for bob.
    Bob declaring his own attack, or dividing the damage himself, is refused.
    Given bob controls Hill Giant as "giant"
    And alice controls Grizzly Bears as "bears-1"
    And alice controls Grizzly Bears as "bears-2"
    When alice activates the ability of "slaver" targeting bob
    And the top of the stack resolves
    And the game proceeds to the next turn's precombat main phase
    When bob attacks alice with "giant"
    Then the action is refused
    When bob attacks alice with "giant"
    And alice makes that decision for bob
    When alice declares blockers:
      | "bears-1" | "giant" |
      | "bears-2" | "giant" |
    And combat damage is dealt
    And "giant" assigns 1 damage to "bears-1" and 2 damage to "bears-2"
    Then the action is refused
    When combat damage is dealt
    And "giant" assigns 1 damage to "bears-1" and 2 damage to "bears-2"
    And alice makes that decision for bob
    Then "bears-2" is in its owner's graveyard
    And "bears-1" is on the battlefield
    And "bears-1" has 1 damage marked on it

  @cr-722.5a @cr-722.5 @cr-601.2b @src-cr-722.5a @src-cr-722.5a-ex1
  Scenario: The controller of another player pays that player's costs only with that player's resources
    Thrill of Possibility: "As an additional cost to cast this spell, discard a card. Draw two cards."
    Alice, controlling bob, has bob cast it: the card discarded comes from bob's hand, not hers.
    Given bob has Thrill of Possibility in hand as "thrill"
    And bob has Hill Giant in hand as "giant"
    And alice has Lightning Bolt in hand as "alices-bolt"
    When alice activates the ability of "slaver" targeting bob
    And the top of the stack resolves
    And the game proceeds to the next turn's precombat main phase
    When bob casts "thrill"
    And bob discards "alices-bolt" to cast it
    And alice makes that decision for bob
    Then the action is refused
    When bob casts "thrill"
    And bob discards "giant" to cast it
    And alice makes that decision for bob
    Then "giant" is in its owner's graveyard
    And "alices-bolt" is in its owner's hand
    When the top of the stack resolves
    Then bob has three cards in hand

  @cr-722.4 @cr-402.3 @cr-708.5 @cr-401.2 @cr-722.1 @src-cr-722.4 @src-cr-722.4-ex1
  Scenario: The controller of another player can see that player's hand and the faces of the face-down creatures they control
    722.4: "If information about an object in the game would be visible to the player being
    controlled, it's visible to both that player and the controller of the player." Bob sees his hand
    (402.3) and his face-down creature (708.5); while alice controls him in his turn she sees them too,
    not before and not after that turn. No one sees a library card (401.2). (722.4's second sentence,
    about cards outside the game, needs a zone outside the game that fixtures don't have.)
    Given bob has Hill Giant in hand as "giant"
    And bob controls Grizzly Bears as "hidden"
    And "hidden" is face down
    Then "giant" is visible to bob
    And "giant" is not visible to alice
    And "hidden" is visible to bob
    And "hidden" is not visible to alice
    When alice activates the ability of "slaver" targeting bob
    And the top of the stack resolves
    Then "giant" is not visible to alice
    When the game proceeds to the next turn's precombat main phase
    Then "giant" is visible to alice
    And "giant" is visible to bob
    And "hidden" is visible to alice
    And "forest-1" is not visible to alice
    And "forest-1" is not visible to bob
    When the game proceeds to the next turn's precombat main phase
    Then it is alice's turn
    And "giant" is not visible to alice
    And "hidden" is not visible to alice
