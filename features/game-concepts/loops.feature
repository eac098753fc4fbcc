@game-concepts
Feature: Loops: a fragmented loop must be broken by the active player; a loop of mandatory actions is a draw (CR 731, 104.4b)
  731.3: "Sometimes a loop can be fragmented, meaning that each player involved in the loop performs an
  independent action that results in the same game state being reached multiple times. If that
  happens, the active player (or, if the active player is not involved in the loop, the first player in
  turn order who is involved) must then make a different game choice so the loop does not continue."
  731.4: "If a loop contains only mandatory actions, the game is a draw. (See rules 104.4b and
  104.4f.)" 104.4b: "If a game that's not using the limited range of influence option (including a
  two-player game) somehow enters a "loop" of mandatory actions, repeating a sequence of events with
  no way to stop, the game is a draw. Loops that contain an optional action don't result in a draw."
  731.5: "No player can be forced to perform an action that would end a loop other than actions called
  for by objects involved in the loop."

  @cr-731.3 @cr-611.2a @cr-613.7 @cr-514.2 @cr-702.9c @src-cr-731.3 @src-cr-731.3-ex1
  Scenario: Mist Dragon gains flying, bob's Downdraft takes it away, and once the game state repeats alice must make a different choice
    731.3's example: "In a two-player game, the active player controls a creature with the ability
    "{0}: This creature gains flying," the nonactive player controls a permanent with the ability
    "{0}: Target creature loses flying," and nothing in the game cares how many times an ability has
    been activated. ... This returns the game to a game state it was at before. The active player must
    make a different game choice (in other words, anything other than activating that creature's
    ability again). The creature doesn't have flying." The active player's creature is Mist Dragon,
    whose first ability is exactly "{0}: This creature gains flying. (This effect lasts
    indefinitely.)". No real card has "{0}: Target creature loses flying" (Mist Dragon's own "{0}: This
    creature loses flying." is its controller's; Radjan Spirit's "{T}: Target creature loses flying until
    end of turn." can't be repeated while it stays tapped); the nearest is Downdraft ("{G}: Target
    creature loses flying until end of turn."), which differs in two ways. Its cost is
    {G}, taken as paid as every activation step takes it (in a game, bob would need a free green mana
    each time for the state to repeat). And its effect lasts until end of turn (514.2), so once it ends
    the Dragon's lasting "gains flying" applies again: after the first round (alice activates, then
    bob) the game is not at the state it started from (the Dragon would fly after this turn's cleanup
    step) but the second round returns it to the state after the first (a second instance of flying
    is redundant, 702.9c; the later effect wins, 613.7). So the loop is seen one round later than in
    the example. Bob's repeat of his own choice stays legal (the nonactive player has the final
    choice); alice's repeat of hers at a state it was at before is refused, while another choice of
    hers (passing on to the end of combat) is accepted, and the Dragon doesn't have flying.
    Given alice controls Mist Dragon as "dragon"
    And bob controls Downdraft as "downdraft"
    When alice activates the first ability of "dragon"
    And the top of the stack resolves
    Then "dragon" has the ability "Flying"
    When bob activates the first ability of "downdraft" targeting "dragon"
    And the top of the stack resolves
    Then "dragon" does not have the ability "Flying"
    When alice activates the first ability of "dragon"
    And the top of the stack resolves
    Then "dragon" has the ability "Flying"
    When bob activates the first ability of "downdraft" targeting "dragon"
    And the top of the stack resolves
    Then "dragon" does not have the ability "Flying"
    When alice activates the first ability of "dragon"
    Then the action is refused
    And the stack is empty
    And "dragon" does not have the ability "Flying"
    When the game proceeds to the end of combat step
    Then "dragon" does not have the ability "Flying"

  @cr-731.3 @cr-611.2a @src-cr-731.3-ex1
  Scenario: Had bob not activated Downdraft, Mist Dragon would have had flying: the nonactive player has the final choice
    731.3's example: "Note that the nonactive player could have prevented the fragmented loop simply by
    not activating her permanent's ability, in which case the creature would have had flying. The
    nonactive player always has the final choice and is therefore able to determine whether the
    creature has flying." Alice activates Mist Dragon's "{0}: This creature gains flying." and bob
    lets it be: there is no loop, and the Dragon has flying through the combat.
    Given alice controls Mist Dragon as "dragon"
    And bob controls Downdraft as "downdraft"
    When alice activates the first ability of "dragon"
    And the top of the stack resolves
    And the game proceeds to the end of combat step
    Then "dragon" has the ability "Flying"

  @cr-731.5 @cr-731.4 @cr-104.4b @cr-607.2a @cr-303.4f @cr-400.7 @src-cr-731.5 @src-cr-731.5-ex1
  Scenario: Worldgorger Dragon and Animate Dead loop with an artifact; bob need not sacrifice Seal of Cleansing to end it, and the game is a draw
    731.5's example: "A player controls Seal of Cleansing, an enchantment that reads, "Sacrifice Seal
    of Cleansing: Destroy target artifact or enchantment." A mandatory loop that involves an artifact
    begins. The player is not forced to sacrifice Seal of Cleansing to destroy the artifact and end the
    loop." Seal of Cleansing's current Oracle text is "Sacrifice this enchantment: Destroy target
    artifact or enchantment." The mandatory loop is made of real cards: alice animates Worldgorger
    Dragon ("When this creature enters, exile all other permanents you control." / "When this creature
    leaves the battlefield, return the exiled cards to the battlefield under their owners' control.")
    with Animate Dead. The Dragon's enter ability exiles Animate Dead and alice's artifact, Bronze Sable;
    Animate Dead leaving makes alice sacrifice the Dragon; the Dragon leaving returns Animate Dead and
    Bronze Sable (607.2a: the cards its linked ability exiled); Animate Dead, entering without being
    cast, must enchant a creature card in a graveyard and the Dragon is the only one (303.4f), and its
    enter trigger returns the Dragon again. Every action is mandatory: no player has a choice with
    more than one option, and the game returns to the state it was in after Animate Dead first
    resolved. Bronze Sable is exiled and returned in every round: the loop involves an artifact. It
    differs from the example in what Seal could destroy to end the loop: destroying Bronze Sable
    wouldn't (it returns with the others); destroying Animate Dead (an enchantment, which Seal may also
    target) while its trigger waits would. Bob is not forced to: all players pass, the loop of
    mandatory actions can't stop, and the game is a draw (731.4, 104.4b) — no one wins, and Seal of
    Cleansing is still on the battlefield.
    Given alice has Worldgorger Dragon in graveyard as "dragon"
    And alice has Animate Dead in hand as "animate"
    And alice controls Bronze Sable as "sable"
    And bob controls Seal of Cleansing as "seal"
    When alice casts "animate" targeting "dragon"
    And the top of the stack resolves
    And the top of the stack resolves
    Then "dragon" is on the battlefield
    And "animate" is attached to "dragon"
    When the top of the stack resolves
    Then "sable" is in exile
    And "animate" is in exile
    And "seal" is on the battlefield
    When the top of the stack resolves
    Then "dragon" is in the graveyard
    When the top of the stack resolves
    Then "sable" is on the battlefield
    And "animate" is on the battlefield
    And "animate" is attached to "dragon"
    And "dragon" is in the graveyard
    And the stack holds one object
    And the game is not over
    When the stack resolves
    Then the game is a draw
    And alice has not lost the game
    And bob has not lost the game
    And "seal" is on the battlefield

  @cr-731.5 @cr-104.4b @cr-701.8a @src-cr-731.5
  Scenario: Bob may still end the Worldgorger Dragon loop by sacrificing Seal of Cleansing to destroy Animate Dead
    The same loop as above (731.5's example), where bob takes the action no one forces him to: while
    Animate Dead's enter trigger waits to return Worldgorger Dragon, he sacrifices Seal of Cleansing
    ("Sacrifice this enchantment: Destroy target artifact or enchantment.") to destroy Animate Dead.
    Animate Dead's trigger then does nothing (it's no longer on the battlefield), the Dragon stays in
    the graveyard and Bronze Sable on the battlefield: the loop is over and the game goes on.
    Given alice has Worldgorger Dragon in graveyard as "dragon"
    And alice has Animate Dead in hand as "animate"
    And alice controls Bronze Sable as "sable"
    And bob controls Seal of Cleansing as "seal"
    When alice casts "animate" targeting "dragon"
    And the top of the stack resolves
    And the top of the stack resolves
    And the top of the stack resolves
    And the top of the stack resolves
    And the top of the stack resolves
    Then "animate" is attached to "dragon"
    When bob activates the ability of "seal" targeting "animate"
    And the stack resolves
    Then the game is not over
    And the stack is empty
    And "seal" is in the graveyard
    And "animate" is in the graveyard
    And "dragon" is in the graveyard
    And "sable" is on the battlefield
