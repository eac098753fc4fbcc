@spells
Feature: A player may begin to cast a spell a restriction might forbid, if a choice could make it legal (CR 601.3a)
  601.3a: "If an effect prohibits a player from casting a spell with certain qualities, that player may
  consider any choices to be made during that spell's proposal that may cause those qualities to
  change. If any such choices could cause that effect to no longer prohibit that player from casting
  that spell, the player may begin to cast the spell, ignoring the effect." 601.2e: "The game checks to
  see if the proposed spell can legally be cast. If the proposed spell is illegal, the game returns to
  the moment before the casting of that spell was proposed."

  @cr-601.3a @cr-601.3 @cr-202.3e @cr-107.3 @src-cr-601.3a @src-cr-601.3a-ex1
  Scenario: Under Void Winnower, Rolling Thunder can be cast with an X that makes its mana value odd, not an even one
    Bob controls Void Winnower ("Your opponents can't cast spells with even mana values. (Zero is
    even.)"). Alice may begin to cast Rolling Thunder ({X}{R}{R}, "Rolling Thunder deals X damage
    divided as you choose among any number of targets.") because the X she chooses may make its mana
    value odd: with X = 0 its mana value is 2 and the cast is illegal; with X = 1 it is 3 and she casts
    it, dealing 1 damage to bob.
    Given bob controls Void Winnower as "winnower"
    And alice controls Mountain as "mountain-1"
    And alice controls Mountain as "mountain-2"
    And alice controls Mountain as "mountain-3"
    And alice has Rolling Thunder in hand as "thunder"
    When alice taps "mountain-1" for mana
    And alice taps "mountain-2" for mana
    And alice taps "mountain-3" for mana
    And alice casts "thunder" with X = 0 paying {R}{R} targeting bob
    Then the action is refused
    And "thunder" is in its owner's hand
    When alice casts "thunder" with X = 1 paying {R}{R}{R} targeting bob
    Then "thunder" has X = 1
    And "thunder" has mana value 3
    When the top of the stack resolves
    Then bob has 19 life
