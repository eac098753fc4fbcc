@keywords
Feature: A keyword's variable defined by the effect granting it is reevaluated (CR 702.1b, 702.34)

  @cr-702.1b @cr-702.34a @cr-709.3a @src-cr-702.1b @src-cr-702.1b-ex2
  Scenario: After Past in Flames, casting one half of a split card costs that half's mana cost as flashback
    CR 702.1b example (Fire // Ice there; Assault // Battery here, the pool's split card, {R} and
    {3}{G}): "Past in Flames reads 'Each instant and sorcery card in your graveyard gains flashback
    until end of turn. The flashback cost is equal to its mana cost.' Fire//Ice has 'Flashback
    {2}{U}{R}' while it is in your graveyard, but if you choose to cast Fire, the resulting spell has
    'Flashback {1}{R}.'" Cast as Assault from the graveyard, the flashback cost is {R}; the card is
    exiled as it leaves the stack (702.34a).
    Given alice has Past in Flames in hand as "past"
    And alice has Assault // Battery in graveyard as "ab"
    And alice controls Mountain as "m1"
    When alice casts "past"
    And the top of the stack resolves
    And alice taps "m1" for mana
    And alice casts Assault from the split card "ab" paying {R} targeting bob
    And alice pays its flashback cost from her graveyard
    Then alice's mana pool is empty
    When the top of the stack resolves
    Then bob has 18 life
    And "ab" is in exile

  @cr-702.1b @cr-702.34a @cr-709.3a @src-cr-702.1b @src-cr-702.1b-ex2
  Scenario: After Past in Flames, Battery's flashback cost is {3}{G}, not the split card's {3}{R}{G}
    CR 702.1b example: the flashback cost is that of the half cast. Four lands pay {3}{G} for
    Battery; paying the split card's combined {3}{R}{G} is not asked.
    Given alice has Past in Flames in hand as "past"
    And alice has Assault // Battery in graveyard as "ab"
    And alice controls Forest as "f1"
    And alice controls Forest as "f2"
    And alice controls Forest as "f3"
    And alice controls Forest as "f4"
    When alice casts "past"
    And the top of the stack resolves
    And alice taps "f1" for mana
    And alice taps "f2" for mana
    And alice taps "f3" for mana
    And alice taps "f4" for mana
    And alice casts Battery from the split card "ab" paying {G}{G}{G}{G}
    And alice pays its flashback cost from her graveyard
    Then alice's mana pool is empty
    When the top of the stack resolves
    Then "ab" is in exile

  @cr-702.1b @cr-702.34a @src-cr-702.1b @src-cr-702.1b-ex2
  Scenario: Without Past in Flames, a split card in the graveyard has no flashback
    The flashback in the example comes only from Past in Flames' effect.
    Given alice has Assault // Battery in graveyard as "ab"
    When alice casts Assault from the split card "ab" targeting bob
    And alice pays its flashback cost from her graveyard
    Then the action is refused
    And bob has 20 life

  @cr-702.1b @cr-702.34a @cr-709.3a @src-cr-702.1b @src-cr-702.1b-ex2
  Scenario: After Past in Flames, {R} doesn't pay Battery's flashback cost {3}{G}
    CR 702.1b example: the flashback cost is the mana cost of the half cast, so casting Battery
    from the graveyard for Assault's {R} is refused.
    Given alice has Past in Flames in hand as "past"
    And alice has Assault // Battery in graveyard as "ab"
    And alice controls Mountain as "m1"
    When alice casts "past"
    And the top of the stack resolves
    And alice taps "m1" for mana
    And alice casts Battery from the split card "ab" paying {R}
    And alice pays its flashback cost from her graveyard
    Then the action is refused
    And "ab" is in the graveyard
