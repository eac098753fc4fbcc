@flip-cards
Feature: A permanent keeps its flipped status whatever it becomes a copy of (CR 110.5c, 710)
  110.5c: "A permanent retains its status until a spell, ability, or turn-based action changes it,
  even if that status is not relevant to it."

  @cr-110.5c @cr-710.2 @cr-707.2 @cr-707.9b @src-cr-110.5c @src-cr-110.5c-ex1
  Scenario: Dimir Doppelganger flipped as a copy of Jushi Apprentice stays flipped as a Runeclaw Bear, and a copy of Nezumi Shortfang is Stabwhisker the Odious
    Dimir Doppelganger: "{1}{U}{B}: Exile target creature card from a graveyard. This creature becomes
    a copy of that card, except it has this ability." As a copy of Jushi Apprentice ("{2}{U}, {T}:
    Draw a card. If you have nine or more cards in hand, flip this creature."), with eight cards in
    hand, it draws a ninth and flips: it is a copy of Tomoya the Revealer with the Doppelganger
    ability. It stays flipped as a copy of Runeclaw Bear (no flip half: the status has no relevance),
    and as a copy of Nezumi Shortfang it has Stabwhisker the Odious's characteristics.
    Given alice controls Dimir Doppelganger as "doppelganger"
    And alice has Jushi Apprentice // Tomoya the Revealer in graveyard as "jushi"
    And bob has Runeclaw Bear in graveyard as "bear"
    And bob has Nezumi Shortfang // Stabwhisker the Odious in graveyard as "nezumi"
    And alice has Island in library as "library-island"
    And alice has Island in hand as "hand-1"
    And alice has Island in hand as "hand-2"
    And alice has Island in hand as "hand-3"
    And alice has Island in hand as "hand-4"
    And alice has Island in hand as "hand-5"
    And alice has Island in hand as "hand-6"
    And alice has Island in hand as "hand-7"
    And alice has Island in hand as "hand-8"
    When alice activates the ability of "doppelganger" targeting "jushi"
    And the top of the stack resolves
    Then "jushi" is in exile
    And "doppelganger" is named "Jushi Apprentice"
    And "doppelganger" is 1/2
    And "doppelganger" has the ability "{1}{U}{B}: Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability."
    When alice activates the ability of "doppelganger"
    And the top of the stack resolves
    Then alice has nine cards in hand
    And "doppelganger" is named "Tomoya the Revealer"
    And "doppelganger" is 2/3
    And "doppelganger" has the supertype legendary
    And "doppelganger" has exactly the abilities:
      | {3}{U}{U}, {T}: Target player draws X cards, where X is the number of cards in your hand. |
      | {1}{U}{B}: Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability. |
    When alice activates the second ability of "doppelganger" targeting "bear"
    And the top of the stack resolves
    Then "bear" is in exile
    And "doppelganger" is named "Runeclaw Bear"
    And "doppelganger" is 2/2
    When alice activates the ability of "doppelganger" targeting "nezumi"
    And the top of the stack resolves
    Then "nezumi" is in exile
    And "doppelganger" is named "Stabwhisker the Odious"
    And "doppelganger" is 3/3
    And "doppelganger" has the supertype legendary
    And "doppelganger" has exactly the abilities:
      | At the beginning of each opponent's upkeep, that player loses 1 life for each card fewer than three in their hand. |
      | {1}{U}{B}: Exile target creature card from a graveyard. This creature becomes a copy of that card, except it has this ability. |
