@damage
Feature: Processing a damage event: prevention, results, then replacement of results (CR 120.4)
  120.4: damage is processed in four parts: prevention effects (120.4b), then the damage is processed
  into its results, which replacement effects may modify (120.4c), then the damage event occurs
  (120.4d). A replacement effect of results sees the whole event, the life gained in it included.

  @cr-120.4d @cr-120.4b @cr-120.4c @cr-615.1a @cr-614.1a @src-cr-120.4d @src-cr-120.4d-ex2
  Scenario: Worship doesn't apply when Awe Strike's life gain keeps the damage event from reducing bob below 1
    Worship: "If you control a creature, damage that would reduce your life total to less than 1
    reduces it to 1 instead." Awe Strike: "The next time target creature would deal damage this turn,
    prevent that damage. You gain life equal to the damage prevented this way." Bob, at 2 life with
    Worship and a creature, is attacked by two unblocked 5/5 Silverback Apes and casts Awe Strike on
    one. The event [10 damage to bob] becomes [5 damage to bob, bob gains 5 life], processed into [bob
    loses 5 life, bob gains 5 life]: it wouldn't reduce his life total below 1, so Worship doesn't
    apply: he ends at 2.
    Given bob has 2 life
    And alice controls Silverback Ape as "ape-1"
    And alice controls Silverback Ape as "ape-2"
    And bob controls Worship as "worship"
    And bob controls Grizzly Bears as "bears"
    And bob has Awe Strike in hand as "awe-strike"
    When alice attacks bob with "ape-1" and "ape-2"
    And bob casts "awe-strike" targeting "ape-1"
    And the top of the stack resolves
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 2 life
    And bob has not lost the game

  @cr-120.4d @cr-614.1a @src-cr-120.4d
  Scenario: Without Awe Strike, Worship reduces bob's life total to 1 instead of less
    Given bob has 2 life
    And alice controls Silverback Ape as "ape-1"
    And alice controls Silverback Ape as "ape-2"
    And bob controls Worship as "worship"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "ape-1" and "ape-2"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 1 life
    And bob has not lost the game

  @cr-120.4d @cr-614.1a @src-cr-120.4d
  Scenario: Worship does nothing while its controller controls no creature
    Given bob has 2 life
    And alice controls Silverback Ape as "ape-1"
    And bob controls Worship as "worship"
    When alice attacks bob with "ape-1"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has -3 life
    And bob has lost the game

  @cr-120.4d @cr-120.4b @cr-120.4c @cr-120.3d @cr-702.15b @cr-614.1a @cr-615.1a @src-cr-120.4d @src-cr-120.4d-ex1
  Scenario: Boon Reflection doubles the life a wither and lifelink attacker's damage event gains after prevention
    Boon Reflection: "If you would gain life, you gain twice that much life instead." No real creature
    is a 3/3 with wither and lifelink: the example's attacker is Wildslayer Elves (a 3/3 with
    "Wither") enchanted with Lifelink ("Enchanted creature has lifelink."), so it has both. It is
    blocked by Grizzly Bears (2/2); bob activates Kei Takahashi ("{T}: Prevent the next 2 damage that
    would be dealt to target creature this turn.") targeting the Bears. The event [3 damage to the
    Bears, 2 damage to the Elves] becomes [1 damage to the Bears, 2 to the Elves], processed into [one
    -1/-1 counter on the Bears, alice gains 1 life, 2 damage marked on the Elves]; Boon Reflection
    makes it [one -1/-1 counter, alice gains 2 life, 2 damage marked]. Then the event occurs: alice is
    at 22, the Bears are a 1/1 with one -1/-1 counter and no damage, the Elves have 2 damage and survive.
    Given alice controls Boon Reflection as "boon"
    And alice controls Wildslayer Elves as "elves"
    And alice controls Lifelink as "lifelink"
    And "lifelink" is attached to "elves"
    And bob controls Grizzly Bears as "bears"
    And bob controls Kei Takahashi as "kei"
    When alice attacks bob with "elves"
    And bob blocks "elves" with "bears"
    And bob activates the ability of "kei" targeting "bears"
    And the top of the stack resolves
    And combat damage is dealt
    Then alice has 22 life
    And bob has 20 life
    And "bears" has one -1/-1 counter on it
    And "bears" has no damage marked on it
    And "bears" is 1/1
    And "bears" is on the battlefield
    And "elves" has 2 damage marked on it
    And "elves" is on the battlefield

  @cr-120.4c @cr-702.15b @cr-614.1a @src-cr-120.4d-ex1
  Scenario: Without Boon Reflection the same damage event gains alice only 1 life
    Given alice controls Wildslayer Elves as "elves"
    And alice controls Lifelink as "lifelink"
    And "lifelink" is attached to "elves"
    And bob controls Grizzly Bears as "bears"
    And bob controls Kei Takahashi as "kei"
    When alice attacks bob with "elves"
    And bob blocks "elves" with "bears"
    And bob activates the ability of "kei" targeting "bears"
    And the top of the stack resolves
    And combat damage is dealt
    Then alice has 21 life
    And "bears" has one -1/-1 counter on it
    And "elves" has 2 damage marked on it
