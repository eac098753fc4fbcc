@game-concepts
Feature: A cost whose actions an effect modifies has still been paid (CR 118.11)
  118.11: "The actions performed when paying a cost may be modified by effects. Even if they are,
  meaning the actions that are performed don't match the actions that are called for, the cost has
  still been paid." The example's cards are real: Psychic Vortex ("Cumulative upkeep—Draw a card." and
  "At the beginning of your end step, sacrifice a land and discard your hand.") and Obstinate Familiar
  ("If you would draw a card, you may skip that draw instead.").

  @cr-118.11 @cr-702.24a @cr-614.1a @cr-121.2 @src-cr-118.11 @src-cr-118.11-ex1
  Scenario: Alice pays Psychic Vortex's cumulative upkeep and skips every draw: the cost is paid and the Vortex stays
    Psychic Vortex has one age counter as alice's upkeep begins; its upkeep ability puts a second on it,
    and alice chooses to pay "Draw a card" for each: two draws. Obstinate Familiar's effect applies to
    each draw and she skips both: no card leaves her library, none enters her hand, and the Vortex isn't
    sacrificed, because the cost has been paid.
    Given it is alice's untap step
    And alice controls Psychic Vortex as "vortex"
    And "vortex" has one age counter on it
    And alice controls Obstinate Familiar as "familiar"
    And alice has Grizzly Bears in library as "l1"
    And alice has Grizzly Bears in library as "l2"
    And alice has Grizzly Bears in library as "l3"
    When the step ends
    Then "vortex" triggered once
    When the top of the stack resolves
    And "vortex" chooses yes for "may"
    And "familiar" chooses yes for "may"
    And "familiar" chooses yes for "may"
    Then "vortex" is on the battlefield
    And "vortex" has two age counters on it
    And alice has zero cards in hand
    And alice has three cards in her library

  @cr-118.11 @cr-702.24a @cr-614.1a @src-cr-118.11-ex1
  Scenario: Skipping only one of the two draws: one card drawn, the cost still paid
    Given it is alice's untap step
    And alice controls Psychic Vortex as "vortex"
    And "vortex" has one age counter on it
    And alice controls Obstinate Familiar as "familiar"
    And alice has Grizzly Bears in library as "l1"
    And alice has Grizzly Bears in library as "l2"
    And alice has Grizzly Bears in library as "l3"
    When the step ends
    And the top of the stack resolves
    And "vortex" chooses yes for "may"
    And "familiar" chooses yes for "may"
    And "familiar" chooses no for "may"
    Then "vortex" is on the battlefield
    And alice has one card in hand
    And alice has two cards in her library

  @cr-702.24a @src-cr-118.11-ex1
  Scenario: Not paying Psychic Vortex's cumulative upkeep: it is sacrificed and nothing is drawn
    Given it is alice's untap step
    And alice controls Psychic Vortex as "vortex"
    And alice controls Obstinate Familiar as "familiar"
    And alice has Grizzly Bears in library as "l1"
    When the step ends
    And the top of the stack resolves
    And "vortex" chooses no for "may"
    Then "vortex" is in its owner's graveyard
    And alice has zero cards in hand
    And alice has one card in her library
