@keyword-actions
Feature: Waterbend as an additional cost: tapping pays only the waterbend cost's generic mana (CR 701.67)
  701.67a: "'Waterbend [cost]' means 'Pay [cost]. For each generic mana in that cost, you may tap an
  untapped artifact or creature you control rather than pay that mana.'" 701.67b: "If a waterbend cost is
  part of the total cost to cast a spell or activate an ability (usually because the waterbend cost
  itself is an additional cost), the alternate method to pay for mana described in rule 701.67a may be
  used only to pay for the amount of generic mana in the waterbend cost, even if the total cost to cast
  that spell or activate that ability includes other generic mana components."

  Background:
    Given it is alice's precombat main phase
    And alice has Spirit Water Revival in hand as "revival"
    And alice controls Island as "island-1"
    And alice controls Island as "island-2"
    And alice controls Island as "island-3"
    And alice controls Grizzly Bears as "bears-1"
    And alice controls Grizzly Bears as "bears-2"
    And alice controls Grizzly Bears as "bears-3"
    And alice controls Grizzly Bears as "bears-4"
    And alice controls Grizzly Bears as "bears-5"
    And alice controls Bronze Sable as "sable"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Shock in graveyard as "shock"
    And alice has Lightning Bolt in graveyard as "bolt"
    And alice has Forest in library as "card-1"
    And alice has Forest in library as "card-2"
    And alice has Forest in library as "card-3"
    And alice has Forest in library as "card-4"
    And alice has Forest in library as "card-5"

  @cr-701.67b @cr-701.67a @cr-601.2f @cr-601.2h @src-cr-701.67b @src-cr-701.67b-ex1
  Scenario: Spirit Water Revival's {6} waterbend cost paid by tapping six artifacts and creatures, its {1}{U}{U} with mana
    CR 701.67b example: Spirit Water Revival ({1}{U}{U}): "As an additional cost to cast this spell, you
    may waterbend {6}." Its total cost is {7}{U}{U}: alice taps five Grizzly Bears and Bronze Sable (an
    artifact creature) for the {6} and pays the {1}{U}{U} with {U}{U}{U} from three Islands. The
    additional cost was paid, so instead of drawing two cards she shuffles her graveyard (two cards) into
    her library (five), draws seven cards, and has no maximum hand size; the card exiles itself.
    When alice taps "island-1" for mana
    And alice taps "island-2" for mana
    And alice taps "island-3" for mana
    And alice casts "revival" paying {U}{U}{U}
    And alice pays its waterbend cost tapping "bears-1", "bears-2", "bears-3", "bears-4", "bears-5" and "sable"
    Then alice's mana pool is empty
    And "bears-1" is tapped
    And "sable" is tapped
    And "runeclaw" is untapped
    When the top of the stack resolves
    Then alice has seven cards in hand
    And alice has no cards in her library
    And alice has no cards in her graveyard
    And "revival" is in exile

  @cr-701.67b @cr-701.67a @src-cr-701.67b @src-cr-701.67b-ex1
  Scenario: A seventh artifact or creature can't be tapped to pay the {1} of Spirit Water Revival's mana cost
    CR 701.67b example: "you can't tap any artifacts or creatures to pay for any part of the {1}{U}{U}
    mana cost": with only {U}{U} in her pool, alice can't tap a seventh creature for the {1}; the cast is
    refused and nothing is tapped. Paying {U}{U}{U} with six tapped, it is cast.
    When alice taps "island-1" for mana
    And alice taps "island-2" for mana
    And alice casts "revival" paying {U}{U}
    And alice pays its waterbend cost tapping "bears-1", "bears-2", "bears-3", "bears-4", "bears-5", "sable" and "runeclaw"
    Then the action is refused
    And "runeclaw" is untapped
    And "bears-1" is untapped
    When alice taps "island-3" for mana
    And alice casts "revival" paying {U}{U}{U}
    And alice pays its waterbend cost tapping "bears-1", "bears-2", "bears-3", "bears-4", "bears-5" and "runeclaw"
    Then "revival" is a spell on the stack
    And "sable" is untapped

  @cr-701.67a @cr-601.2b @src-cr-701.67b @src-cr-701.67b-ex1
  Scenario: Spirit Water Revival cast without its waterbend cost costs {1}{U}{U} and draws two cards
    The waterbend cost is optional ("you may"): unpaid, the spell costs its mana cost and its first
    instruction is followed — alice draws two cards — and no creature can be tapped to help.
    When alice taps "island-1" for mana
    And alice taps "island-2" for mana
    And alice taps "island-3" for mana
    And alice casts "revival" paying {U}{U}{U}
    Then alice's mana pool is empty
    When the top of the stack resolves
    Then alice has two cards in hand
    And alice has three cards in her library
    And alice has two cards in her graveyard
    And "revival" is in exile
