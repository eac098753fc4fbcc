@effects
Feature: Two "as though" effects both apply (CR 609.4, 609.4a)
  609.4: "Some effects state that a player may do something "as though" some condition were true [...]
  This applies only to the stated effect. For purposes of that effect, treat the game exactly as if the
  stated condition were true. For all other purposes, treat the game normally." 609.4a: "If two effects
  state that a player may (or a creature can) do the same thing "as though" different conditions were
  true, both conditions could apply. If one "as though" effect satisfies the requirements for another
  "as though" effect, then both effects will apply."

  @cr-609.4a @cr-609.4 @cr-702.34a @cr-702.8a @cr-601.3 @src-cr-609.4a @src-cr-609.4a-ex1
  Scenario: With Vedalken Orrery and Shaman's Trance, a sorcery with flashback is cast from another player's graveyard at instant speed
    Vedalken Orrery: "You may cast spells as though they had flash." Shaman's Trance, an instant: "Other
    players can't play lands or cast spells from their graveyards this turn. You may play lands and cast
    spells from other players' graveyards this turn as though those cards were in your graveyard." The
    sorcery with flashback is Faithless Looting: "Draw two cards, then discard two cards. / Flashback {2}{R}".
    In bob's turn, alice casts Faithless Looting from bob's graveyard for its flashback cost as though it
    were in her graveyard and as though it had flash; it is exiled as it leaves the stack (702.34a). Before
    Shaman's Trance resolves she can't; after it, bob can't cast Past in Flames from his own graveyard with
    flashback this turn.
    Given it is bob's precombat main phase
    And alice controls Vedalken Orrery as "orrery"
    And alice has Shaman's Trance in hand as "trance"
    And bob has Faithless Looting in graveyard as "looting"
    And bob has Past in Flames in graveyard as "flames"
    And alice has Grizzly Bears in library as "card-1"
    And alice has Hill Giant in library as "card-2"
    When alice casts "looting"
    And alice pays its flashback cost from bob's graveyard
    Then the action is refused
    When alice casts "trance"
    And the top of the stack resolves
    Then "trance" is in its owner's graveyard
    When alice casts "looting"
    And alice pays its flashback cost from bob's graveyard
    Then "looting" is a spell on the stack
    And bob has one card in his graveyard
    When the top of the stack resolves
    And alice discards "card-1" and "card-2" as "looting" resolves
    Then "looting" is in exile
    And "card-1" is in its owner's graveyard
    And "card-2" is in its owner's graveyard
    And alice has no cards in hand
    When bob casts "flames"
    And bob pays its flashback cost from his graveyard
    Then the action is refused
    And "flames" is in the graveyard
