"""Keyword abilities about casting, costs and activation (702), played in games on the reference
engine with real cards: cycling and typecycling (702.29), flashback (702.34), storm (702.40),
affinity (702.41), convoke (702.51), delve (702.66), devoid (702.114), crew (702.122), partner
(702.124) and improvise (702.126).

Each test is a short scenario in the step vocabulary, compared with the harness's comparison.
"""

from __future__ import annotations

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_conformance.compare import compare
from mtg_conformance.steps import FixtureBuilder, find_step
from mtg_reference_engine.engine.engine import run_fixture
from mtg_reference_engine.state import support
from mtg_reference_engine.text.oracle import parse_line


def assert_holds(script: str) -> dict:
    """Build a fixture from Given/When/Then lines (a step's data table in "|" rows under it), run
    it on the reference engine, and check every expectation."""
    b = FixtureBuilder()
    kind, steps = "given", []
    for line in [l.strip() for l in script.strip().splitlines() if l.strip()]:
        if line.startswith("|"):
            steps[-1][2].append([c.strip() for c in line.strip("|").split("|")])
            continue
        word, text = line.split(" ", 1)
        kind = {"Given": "given", "When": "when", "Then": "then"}.get(word, kind)
        steps.append((kind, text, []))
    for kind, text, rows in steps:
        sd, _ = find_step(kind, text)
        sd.apply(b, text, rows or None)
    pool = load_pool()
    result = run_fixture({"cards": [pool[c] for c in b.cards()], "setup": b.setup(), "actions": b.actions})
    mismatches = compare(b.expect, result)
    assert not mismatches, "\n".join(m.message for m in mismatches)
    return result


# -- cycling (702.29) ------------------------------------------------------------------------------

def test_cycling_discards_the_card_from_hand_and_draws_a_card():
    assert_holds('''
        Given alice has Wasteland Scorpion in hand as "scorpion"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "scorpion"
        Then "scorpion" is in the graveyard
        And the stack holds one object
        When the top of the stack resolves
        Then "bears" is in the hand
        And alice has 1 card in hand
    ''')


def test_cycling_is_paid_with_its_mana_cost():
    assert_holds('''
        Given alice controls Swamp as "s1"
        And alice has Wasteland Scorpion in hand as "scorpion"
        When alice taps "s1" for mana
        And alice activates the ability of "scorpion" paying {B}
        Then the action is refused
        And "scorpion" is in the hand
    ''')


def test_cycling_cant_be_activated_on_the_battlefield():
    # 702.29a: it functions only while the card is in a hand; the permanent has no other
    # activated ability.
    assert_holds('''
        Given alice controls Wasteland Scorpion as "scorpion"
        When alice activates the ability of "scorpion"
        Then the action is refused
        And "scorpion" is on the battlefield
    ''')


def test_only_the_player_whose_hand_holds_the_card_can_cycle_it():
    assert_holds('''
        Given alice has Wasteland Scorpion in hand as "scorpion"
        When bob activates the ability of "scorpion"
        Then the action is refused
        And "scorpion" is in the hand
    ''')


def test_a_vehicle_with_cycling_cycles_from_hand_and_crews_on_the_battlefield():
    # Skybox Ferry's activated abilities: in a hand, cycling is the only one (113.6).
    assert_holds('''
        Given alice has Skybox Ferry in hand as "ferry"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "ferry"
        And the top of the stack resolves
        Then "ferry" is in the graveyard
        And "bears" is in the hand
    ''')


def test_islandcycling_finds_an_island_and_may_find_nothing():
    assert_holds('''
        Given alice has Shoreline Ranger in hand as "ranger"
        And alice has Island in library as "island"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "ranger"
        Then "ranger" is in the graveyard
        When the top of the stack resolves
        And alice searches her library and finds "island"
        Then "island" is in the hand
        And "bears" is in the library
    ''')


def test_islandcycling_cant_find_a_card_that_isnt_an_island():
    assert_holds('''
        Given alice has Shoreline Ranger in hand as "ranger"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "ranger"
        And the top of the stack resolves
        And alice searches her library and finds "bears"
        Then the action is refused
        And "bears" is in the library
    ''')
    assert_holds('''
        Given alice has Shoreline Ranger in hand as "ranger"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "ranger"
        And the top of the stack resolves
        And alice searches her library and finds nothing
        Then "bears" is in the library
        And alice has 0 cards in hand
    ''')


# -- flashback (702.34) ----------------------------------------------------------------------------

def test_flashback_casts_from_the_graveyard_for_its_cost_then_exiles_the_card():
    assert_holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice has Think Twice in graveyard as "twice"
        And alice has Grizzly Bears in library as "bears"
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice casts "twice" paying {U}{U}{U}
        And alice pays its flashback cost from her graveyard
        Then "twice" is on the stack
        When the top of the stack resolves
        Then "bears" is in the hand
        And "twice" is in exile
    ''')


def test_flashback_pays_its_flashback_cost_not_the_mana_cost():
    assert_holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice has Think Twice in graveyard as "twice"
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice casts "twice" paying {U}{U}
        And alice pays its flashback cost from her graveyard
        Then the action is refused
        And "twice" is in the graveyard
    ''')


def test_a_flashed_back_spell_that_is_countered_is_exiled():
    assert_holds('''
        Given alice has Think Twice in graveyard as "twice"
        And bob has Cancel in hand as "cancel"
        When alice casts "twice"
        And alice pays its flashback cost from her graveyard
        And bob casts "cancel" targeting "twice"
        And the top of the stack resolves
        Then "twice" is in exile
    ''')


def test_flashback_only_from_the_graveyard_and_a_card_without_it_cant():
    assert_holds('''
        Given alice has Think Twice in hand as "twice"
        When alice casts "twice"
        And alice pays its flashback cost from her graveyard
        Then the action is refused
    ''')
    assert_holds('''
        Given alice has Lightning Bolt in graveyard as "bolt"
        When alice casts "bolt" targeting bob
        And alice pays its flashback cost from her graveyard
        Then the action is refused
        And "bolt" is in the graveyard
    ''')


def test_a_card_cast_from_hand_normally_goes_to_the_graveyard():
    assert_holds('''
        Given alice has Think Twice in hand as "twice"
        When alice casts "twice"
        And the top of the stack resolves
        Then "twice" is in the graveyard
    ''')


# -- convoke (702.51), improvise (702.126), delve (702.66), affinity (702.41) -------------------

def test_convoke_creatures_pay_generic_and_colored_mana():
    # Stoke the Flames {2}{R}{R}: a red creature pays {R}, a green one {1}, and {R}{1} from the pool.
    assert_holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Raging Goblin as "goblin"
        And alice controls Llanowar Elves as "elves"
        And alice has Stoke the Flames in hand as "stoke"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "stoke" paying {R}{R} targeting bob
        And alice taps "goblin" and "elves" to convoke
        Then "goblin" is tapped
        And "elves" is tapped
        And alice's mana pool is empty
        When the top of the stack resolves
        Then bob has 16 life
    ''')


def test_a_convoking_creature_pays_only_generic_mana_or_mana_of_its_colors():
    # Two green creatures can't pay {R}{R}: one of the reds is left unpaid.
    assert_holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Llanowar Elves as "e1"
        And alice controls Llanowar Elves as "e2"
        And alice has Stoke the Flames in hand as "stoke"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "stoke" paying {R} targeting bob
        And alice taps "e1" and "e2" to convoke
        Then the action is refused
        And "e1" is untapped
        And "stoke" is in the hand
    ''')


def test_a_tapped_creature_cant_convoke():
    assert_holds('''
        Given alice controls Raging Goblin as "goblin"
        And "goblin" is tapped
        And alice has Stoke the Flames in hand as "stoke"
        When alice casts "stoke" targeting bob
        And alice taps "goblin" to convoke
        Then the action is refused
    ''')


def test_a_spell_without_convoke_cant_be_convoked():
    assert_holds('''
        Given alice controls Raging Goblin as "goblin"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice taps "goblin" to convoke
        Then the action is refused
        And "goblin" is untapped
    ''')


def test_improvise_artifacts_pay_generic_mana_only():
    assert_holds('''
        Given alice controls Island as "i1"
        And alice controls Ornithopter as "o1"
        And alice controls Ornithopter as "o2"
        And alice controls Ornithopter as "o3"
        And alice controls Ornithopter as "o4"
        And alice controls Ornithopter as "o5"
        And alice has Bastion Inventor in hand as "inventor"
        When alice taps "i1" for mana
        And alice casts "inventor" paying {U}
        And alice taps "o1", "o2", "o3", "o4" and "o5" to improvise
        Then "o5" is tapped
        When the top of the stack resolves
        Then "inventor" is on the battlefield
    ''')
    assert_holds('''
        Given alice controls Ornithopter as "o1"
        And alice has Bastion Inventor in hand as "inventor"
        When alice casts "inventor" paying nothing
        And alice taps "o1" to improvise
        Then the action is refused
        And "o1" is untapped
    ''')


def test_delve_exiles_cards_from_the_graveyard_to_pay_generic_mana():
    assert_holds('''
        Given alice controls Island as "i1"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "g2"
        And alice has Grizzly Bears in graveyard as "g3"
        And alice has Grizzly Bears in graveyard as "g4"
        And alice has Grizzly Bears in graveyard as "g5"
        And alice has Grizzly Bears in graveyard as "g6"
        And alice has Grizzly Bears in graveyard as "g7"
        And alice has Treasure Cruise in hand as "cruise"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        And alice has Island in library as "l3"
        When alice taps "i1" for mana
        And alice casts "cruise" paying {U}
        And alice exiles "g1", "g2", "g3", "g4", "g5", "g6" and "g7" from her graveyard to delve
        Then "g7" is in exile
        When the top of the stack resolves
        Then alice has 3 cards in hand
    ''')


def test_delve_exiles_only_cards_of_the_casters_graveyard():
    assert_holds('''
        Given bob has Grizzly Bears in graveyard as "g1"
        And alice has Treasure Cruise in hand as "cruise"
        When alice casts "cruise"
        And alice exiles "g1" from her graveyard to delve
        Then the action is refused
        And "g1" is in the graveyard
    ''')


def test_affinity_for_artifacts_reduces_the_generic_cost():
    # Frogmite {4}: with two artifacts it costs {2}; paying {4} overpays and is refused (601.2h).
    assert_holds('''
        Given alice controls Ornithopter as "o1"
        And alice controls Ornithopter as "o2"
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Frogmite in hand as "frogmite"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "frogmite" paying {R}{R}
        And the top of the stack resolves
        Then "frogmite" is on the battlefield
    ''')
    assert_holds('''
        Given alice controls Ornithopter as "o1"
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Frogmite in hand as "frogmite"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "frogmite" paying {R}{R}
        Then the action is refused
    ''')


def test_affinity_counts_only_the_casters_artifacts_and_never_below_zero():
    assert_holds('''
        Given bob controls Ornithopter as "o1"
        And bob controls Ornithopter as "o2"
        And bob controls Ornithopter as "o3"
        And bob controls Ornithopter as "o4"
        And alice has Frogmite in hand as "frogmite"
        When alice casts "frogmite" paying nothing
        Then the action is refused
    ''')
    five = "\n".join(f'Given alice controls Ornithopter as "o{i}"' for i in range(5))
    assert_holds(f'''
        {five}
        Given alice has Frogmite in hand as "frogmite"
        When alice casts "frogmite" paying nothing
        And the top of the stack resolves
        Then "frogmite" is on the battlefield
    ''')


# -- crew (702.122) --------------------------------------------------------------------------------

def test_crewing_makes_the_vehicle_an_artifact_creature_until_end_of_turn():
    assert_holds('''
        Given alice controls Skybox Ferry as "ferry"
        And alice controls Grizzly Bears as "bears"
        And "bears" entered the battlefield this turn
        Then "ferry" is not a creature
        When alice activates the ability of "ferry"
        And alice taps "bears" to crew
        Then "bears" is tapped
        When the top of the stack resolves
        Then "ferry" has the card types artifact, creature
        And "ferry" has the subtype Vehicle
        And "ferry" is 4/4
    ''')


def test_crew_needs_total_power_n_from_untapped_creatures_the_player_controls():
    assert_holds('''
        Given alice controls Skybox Ferry as "ferry"
        And alice controls Llanowar Elves as "elves"
        When alice activates the ability of "ferry"
        And alice taps "elves" to crew
        Then the action is refused
        And "elves" is untapped
    ''')
    assert_holds('''
        Given alice controls Skybox Ferry as "ferry"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "ferry"
        And alice taps "bears" to crew
        Then the action is refused
    ''')
    assert_holds('''
        Given alice controls Skybox Ferry as "ferry"
        And alice controls Llanowar Elves as "e1"
        And alice controls Llanowar Elves as "e2"
        When alice activates the ability of "ferry"
        And alice taps "e1" and "e2" to crew
        And the top of the stack resolves
        Then "ferry" is a creature
    ''')


def test_crew_lasts_until_end_of_turn():
    assert_holds('''
        Given alice controls Skybox Ferry as "ferry"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "ferry"
        And alice taps "bears" to crew
        And the top of the stack resolves
        And the game passes to the next turn's upkeep step
        Then "ferry" is not a creature
    ''')


# -- storm (702.40) --------------------------------------------------------------------------------

def test_storm_copies_the_spell_for_each_spell_cast_before_it_this_turn():
    assert_holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        And alice has Giant Growth in hand as "growth"
        And alice controls Grizzly Bears as "bears"
        And alice has Grapeshot in hand as "grapeshot"
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        And alice casts "growth" targeting "bears"
        And the top of the stack resolves
        And alice casts "grapeshot" targeting bob
        And it creates "storm"
        Then the stack holds two objects
        And "storm" is a triggered ability on the stack
        When the top of the stack resolves
        And it creates "c1" and "c2"
        And alice keeps the target of "c1"
        And alice chooses "bears" as the new target for "c2"
        Then the stack holds three objects
        And "c1" is a copy of a spell
        And "c2" targets "bears"
        When the stack resolves
        Then bob has 15 life
        And "bears" has 1 damage marked on it
    ''')


def test_storm_counts_no_spell_cast_after_it_and_copies_arent_cast():
    assert_holds('''
        Given alice has Grapeshot in hand as "grapeshot"
        When alice casts "grapeshot" targeting bob
        Then the stack holds two objects
        When the stack resolves
        Then bob has 19 life
    ''')


# -- devoid (702.114) and the deck-construction abilities (702.124, 903.3a) ------------------------

def test_devoid_makes_the_card_colorless_in_every_zone():
    assert_holds('''
        Given alice controls Stalking Drone as "drone"
        And alice has Stalking Drone in hand as "drone2"
        Then "drone" is colorless
        And "drone2" is colorless
        And "drone" has mana cost "{1}{G}"
    ''')


def test_partner_does_nothing_in_a_game():
    assert_holds('''
        Given alice controls Rograkh, Son of Rohgahh as "rograkh"
        Then "rograkh" has the ability "Partner"
        And "rograkh" is red
    ''')


@pytest.mark.parametrize("line", ["Partner", "Choose a Background", "Doctor's companion", "Partner—Friends forever",
                                  "Kenrith can be your commander."])
def test_deck_construction_abilities_are_implemented_as_doing_nothing(line):
    abilities = parse_line(line, "Kenrith")
    assert [a.kind for a in abilities] in (["keyword"], ["static"])
    assert not support.problems(abilities[0], "Kenrith")


@pytest.mark.parametrize("line", ["Partner with Will Kenrith", "Flashback—Sacrifice a creature.", "Ward—{2}, Pay 2 life.",
                                  "Affinity for tokens", "Cycling—Pay 2 life.", "Partner—Character select"])
def test_what_these_rules_dont_cover_stays_refused(line):
    assert any(support.problems(a, "X") for a in parse_line(line, "X"))


def test_the_pool_cards_with_these_keywords_are_understood():
    pool = load_pool()
    for name in ("Wasteland Scorpion", "Shoreline Ranger", "Think Twice", "Stoke the Flames", "Frogmite",
                 "Treasure Cruise", "Grapeshot", "Skybox Ferry", "Bastion Inventor", "Stalking Drone",
                 "Rograkh, Son of Rohgahh"):
        assert support.card_report(pool[name])["understood"], name


# -- ward (702.21) ---------------------------------------------------------------------------------

def test_ward_counters_an_opponents_spell_unless_its_controller_pays():
    assert_holds('''
        Given alice controls Tomakul Honor Guard as "guard"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "guard"
        And it creates "ward"
        Then the stack holds two objects
        And "ward" is a triggered ability on the stack
        When the top of the stack resolves
        And "guard" chooses no for "may"
        Then "bolt" is in the graveyard
        And the stack is empty
        And "guard" is on the battlefield
    ''')
    assert_holds('''
        Given alice controls Tomakul Honor Guard as "guard"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "guard"
        And the top of the stack resolves
        And "guard" chooses yes for "may"
        Then the stack holds one object
        When the top of the stack resolves
        Then "guard" is in the graveyard
    ''')


def test_ward_doesnt_trigger_on_its_controllers_own_spells():
    assert_holds('''
        Given alice controls Tomakul Honor Guard as "guard"
        And alice has Giant Growth in hand as "growth"
        When alice casts "growth" targeting "guard"
        Then the stack holds one object
        When the top of the stack resolves
        Then "guard" is 6/4
    ''')


def test_ward_pay_life_needs_the_life_to_pay():
    assert_holds('''
        Given alice controls Sire of Seven Deaths as "sire"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "sire"
        And the top of the stack resolves
        And "sire" chooses yes for "may"
        Then bob has 13 life
        And the stack holds one object
    ''')
    # 119.4: a player can't pay more life than they have: the spell is countered.
    assert_holds('''
        Given bob has 6 life
        And alice controls Sire of Seven Deaths as "sire"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "sire"
        And the top of the stack resolves
        Then bob has 6 life
        And "bolt" is in the graveyard
        And the stack is empty
    ''')


def test_ward_counters_an_opponents_activated_ability():
    assert_holds('''
        Given alice controls Tomakul Honor Guard as "guard"
        And bob controls Prodigal Pyromancer as "pyro"
        When bob activates the ability of "pyro" targeting "guard"
        And the top of the stack resolves
        And "guard" chooses no for "may"
        Then the stack is empty
        And "guard" is on the battlefield
        And "pyro" is tapped
    ''')


# -- echo (702.30) ---------------------------------------------------------------------------------

ECHO = '''
    Given alice controls Pouncing Jaguar as "jaguar"
    And "jaguar" entered the battlefield this turn
    And alice has Grizzly Bears in library as "a1"
    And bob has Grizzly Bears in library as "b1"
    When the game passes to the next turn's upkeep step
    Then the stack is empty
    When the game passes to the next turn's upkeep step
    Then the stack holds one object
    When the top of the stack resolves
'''


def test_echo_sacrifices_the_permanent_at_its_controllers_next_upkeep_unless_paid():
    assert_holds(ECHO + '''
        And "jaguar" chooses no for "may"
        Then "jaguar" is in the graveyard
    ''')


def test_echo_paid_once_doesnt_trigger_again():
    # (branch costs) the echo cost {G} is paid from the mana pool as the trigger resolves (702.30a)
    assert_holds(ECHO.replace('''When the top of the stack resolves''', '''When alice taps "forest" for mana
    And the top of the stack resolves''').replace('''And "jaguar" entered''', '''And alice controls Forest as "forest"
    And "jaguar" entered''') + '''
        And alice pays {G} as the ability of "jaguar" resolves
        Then "jaguar" is on the battlefield
        And alice's mana pool is empty
        Given alice has Grizzly Bears in library as "a2"
        And bob has Grizzly Bears in library as "b2"
        When the game passes to the next turn's upkeep step
        And the game passes to the next turn's upkeep step
        Then the stack is empty
        And "jaguar" is on the battlefield
    ''')


def test_echo_doesnt_trigger_for_a_permanent_controlled_since_before_the_last_upkeep():
    assert_holds('''
        Given alice controls Pouncing Jaguar as "jaguar"
        And alice has Grizzly Bears in library as "a1"
        And bob has Grizzly Bears in library as "b1"
        When the game passes to the next turn's upkeep step
        And the game passes to the next turn's upkeep step
        Then the stack is empty
    ''')


# -- buyback (702.27) ------------------------------------------------------------------------------

def test_buyback_returns_the_spell_to_its_owners_hand_as_it_resolves():
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Capsize in hand as "capsize"
        When alice casts "capsize" targeting "bears"
        And alice pays its buyback cost
        And the top of the stack resolves
        Then "capsize" is in the hand
        And "bears" is in the hand
    ''')
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Capsize in hand as "capsize"
        When alice casts "capsize" targeting "bears"
        And the top of the stack resolves
        Then "capsize" is in the graveyard
    ''')


def test_buyback_adds_its_cost_to_the_total_cost():
    islands = "\n".join(f'Given alice controls Island as "i{i}"' for i in range(6))
    taps = "\n".join(f'When alice taps "i{i}" for mana' for i in range(6))
    assert_holds(f'''
        {islands}
        Given bob controls Grizzly Bears as "bears"
        And alice has Capsize in hand as "capsize"
        {taps}
        When alice casts "capsize" paying {{U}}{{U}}{{U}} targeting "bears"
        And alice pays its buyback cost
        Then the action is refused
        When alice casts "capsize" paying {{U}}{{U}}{{U}}{{U}}{{U}}{{U}} targeting "bears"
        And alice pays its buyback cost
        And the top of the stack resolves
        Then "capsize" is in the hand
    ''')


def test_a_spell_without_buyback_cant_pay_it():
    assert_holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice pays its buyback cost
        Then the action is refused
    ''')


# -- rebound (702.88) ------------------------------------------------------------------------------

REBOUND = '''
    Given alice has Staggershock in hand as "shock"
    And alice has Grizzly Bears in library as "a1"
    And bob has Grizzly Bears in library as "b1"
    When alice casts "shock" targeting bob
    And the top of the stack resolves
    Then bob has 18 life
    And "shock" is in exile
    When the game passes to the next turn's upkeep step
    Then the stack is empty
    When the game passes to the next turn's upkeep step
    Then the stack holds one object
    When the top of the stack resolves
'''


def test_rebound_exiles_the_spell_and_casts_it_again_at_the_next_upkeep():
    assert_holds(REBOUND + '''
        And alice casts "shock" without paying its mana cost targeting bob
        Then "shock" is on the stack
        When the top of the stack resolves
        Then bob has 16 life
        And "shock" is in the graveyard
    ''')


def test_rebound_may_be_declined_and_the_card_stays_in_exile():
    assert_holds(REBOUND + '''
        And alice declines to cast "shock"
        Then "shock" is in exile
        And bob has 18 life
    ''')


def test_rebound_only_when_cast_from_hand():
    assert_holds('''
        Given alice has Staggershock in hand as "shock"
        And bob has Cancel in hand as "cancel"
        When alice casts "shock" targeting bob
        And bob casts "cancel" targeting "shock"
        And the top of the stack resolves
        Then "shock" is in the graveyard
    ''')


# -- cascade (702.85) ------------------------------------------------------------------------------

def test_cascade_exiles_until_a_cheaper_nonland_card_which_may_be_cast_free():
    assert_holds('''
        Given alice has Lightning Bolt in library as "bolt"
        And alice has Bloodbraid Elf in library as "elf2"
        And alice has Mountain in library as "mountain"
        And alice has Bloodbraid Elf in hand as "elf"
        When alice casts "elf"
        Then the stack holds two objects
        When the top of the stack resolves
        And alice casts "bolt" without paying its mana cost targeting bob
        Then "bolt" is on the stack
        And "mountain" is in the library
        And "elf2" is in the library
        When the stack resolves
        Then bob has 17 life
        And "elf" is on the battlefield
    ''')


def test_cascade_declined_puts_every_exiled_card_on_the_bottom():
    assert_holds('''
        Given alice has Lightning Bolt in library as "bolt"
        And alice has Mountain in library as "mountain"
        And alice has Bloodbraid Elf in hand as "elf"
        When alice casts "elf"
        And the top of the stack resolves
        And alice declines to cast "bolt"
        Then "bolt" is in the library
        And "mountain" is in the library
        And bob has 20 life
    ''')


# -- scavenge (702.97) and unearth (702.84): activated abilities of a card in a graveyard -------------

def test_scavenge_exiles_the_card_and_puts_counters_equal_to_its_power():
    assert_holds('''
        Given alice has Deadbridge Goliath in graveyard as "goliath"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "goliath" targeting "bears"
        Then "goliath" is in exile
        When the top of the stack resolves
        Then "bears" has five +1/+1 counters on it
        And "bears" is 7/7
    ''')


def test_scavenge_only_from_the_graveyard_and_as_a_sorcery():
    assert_holds('''
        Given alice has Deadbridge Goliath in hand as "goliath"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "goliath" targeting "bears"
        Then the action is refused
    ''')
    assert_holds('''
        Given alice has Deadbridge Goliath in graveyard as "goliath"
        And alice controls Grizzly Bears as "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting alice
        And alice activates the ability of "goliath" targeting "bears"
        Then the action is refused
        And "goliath" is in the graveyard
    ''')
    assert_holds('''
        Given bob has Deadbridge Goliath in graveyard as "goliath"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "goliath" targeting "bears"
        Then the action is refused
    ''')


def test_unearth_returns_the_card_with_haste_and_exiles_it_at_the_next_end_step():
    assert_holds('''
        Given alice has Dregscape Zombie in graveyard as "zombie"
        When alice activates the ability of "zombie"
        Then "zombie" is in the graveyard
        When the top of the stack resolves
        Then "zombie" is on the battlefield
        And "zombie" has the ability "Haste"
        When the game passes to the end step
        Then the stack holds one object
        When the top of the stack resolves
        Then "zombie" is in exile
    ''')


def test_an_unearthed_permanent_that_would_leave_the_battlefield_is_exiled_instead():
    assert_holds('''
        Given alice has Dregscape Zombie in graveyard as "zombie"
        And bob has Lightning Bolt in hand as "bolt"
        When alice activates the ability of "zombie"
        And the top of the stack resolves
        And bob casts "bolt" targeting "zombie"
        And the top of the stack resolves
        Then "zombie" is in exile
    ''')


# -- evoke (702.74) and dash (702.109) ------------------------------------------------------------

def test_an_evoked_creature_is_sacrificed_as_it_enters_and_its_other_enter_ability_still_triggers():
    # 702.74a's reminder: its controller may put the enter ability on the stack last, so it
    # resolves first while the creature is still on the battlefield.
    assert_holds('''
        Given alice has Mulldrifter in hand as "drifter"
        And alice has Grizzly Bears in library as "a1"
        And alice has Grizzly Bears in library as "a2"
        When alice casts "drifter"
        And alice pays its evoke cost instead of its mana cost
        And the top of the stack resolves
        And alice puts the triggered abilities on the stack in this order:
          | drifter | Evoke |
          | drifter | When  |
        Then the stack holds two objects
        When the top of the stack resolves
        Then "drifter" is on the battlefield
        And alice has 2 cards in hand
        When the top of the stack resolves
        Then "drifter" is in the graveyard
    ''')


def test_evoke_is_paid_instead_of_the_mana_cost_and_only_a_card_with_evoke_has_it():
    assert_holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice has Mulldrifter in hand as "drifter"
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice casts "drifter" paying {U}{U}{U}
        And alice pays its evoke cost instead of its mana cost
        Then "drifter" is on the stack
    ''')
    assert_holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And alice pays its evoke cost instead of its mana cost
        Then the action is refused
    ''')


def test_a_creature_cast_normally_isnt_evoked():
    assert_holds('''
        Given alice has Mulldrifter in hand as "drifter"
        And alice has Grizzly Bears in library as "a1"
        And alice has Grizzly Bears in library as "a2"
        When alice casts "drifter"
        And the stack resolves
        Then "drifter" is on the battlefield
    ''')


def test_a_dashed_creature_has_haste_and_returns_to_hand_at_the_next_end_step():
    assert_holds('''
        Given alice has Kolaghan Skirmisher in hand as "skirmisher"
        When alice casts "skirmisher"
        And alice pays its dash cost instead of its mana cost
        And the top of the stack resolves
        Then "skirmisher" has the ability "Haste"
        When the game passes to the end step
        And the top of the stack resolves
        Then "skirmisher" is in the hand
    ''')
    assert_holds('''
        Given alice has Kolaghan Skirmisher in hand as "skirmisher"
        When alice casts "skirmisher"
        And the top of the stack resolves
        Then "skirmisher" does not have the ability "Haste"
        When the game passes to the end step
        Then the stack is empty
        And "skirmisher" is on the battlefield
    ''')


# -- madness (702.35) ------------------------------------------------------------------------------

MADNESS = '''
    Given alice has Fiery Temper in hand as "temper"
    And alice has Grizzly Bears in hand as "bears"
    And alice has Faithless Looting in hand as "looting"
    And alice has Island in library as "l1"
    And alice has Island in library as "l2"
    When alice casts "looting"
    And the top of the stack resolves
    And alice discards "temper" and "bears" as "looting" resolves
    Then "temper" is in exile
    And "bears" is in the graveyard
    And the stack holds one object
    When the top of the stack resolves
'''


def test_a_discarded_madness_card_is_exiled_and_may_be_cast_for_its_madness_cost():
    assert_holds(MADNESS + '''
        And alice casts "temper" for its madness cost targeting bob
        Then "temper" is on the stack
        When the top of the stack resolves
        Then bob has 17 life
        And "temper" is in the graveyard
    ''')


def test_madness_declined_puts_the_card_into_the_graveyard():
    assert_holds(MADNESS + '''
        And alice declines to cast "temper"
        Then "temper" is in the graveyard
        And the stack is empty
    ''')


def test_madness_is_paid_with_its_madness_cost():
    assert_holds('''
        Given alice controls Mountain as "m1"
        And alice has Fiery Temper in hand as "temper"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Faithless Looting in hand as "looting"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        When alice casts "looting"
        And the top of the stack resolves
        And alice discards "temper" and "bears" as "looting" resolves
        When alice taps "m1" for mana
        And the top of the stack resolves
        And alice casts "temper" for its madness cost paying {R} targeting bob
        Then "temper" is on the stack
        And alice's mana pool is empty
    ''')



# -- suspend (702.62) ------------------------------------------------------------------------------

def test_suspend_exiles_the_card_with_time_counters_and_casts_it_when_the_last_is_removed():
    assert_holds('''
        Given alice has Rift Bolt in hand as "rift"
        And alice has Island in library as "a1"
        And bob has Island in library as "b1"
        When alice suspends "rift"
        Then "rift" is in exile
        And "rift" has one time counter on it
        And the stack is empty
        When the game passes to the next turn's upkeep step
        Then the stack is empty
        When the game passes to the next turn's upkeep step
        Then the stack holds one object
        When the top of the stack resolves
        Then "rift" has no counters on it
        And the stack holds one object
        When the top of the stack resolves
        And alice casts "rift" without paying its mana cost targeting bob
        Then "rift" is on the stack
        When the top of the stack resolves
        Then bob has 17 life
    ''')


def test_suspend_only_when_the_card_could_be_cast_and_paid_with_its_suspend_cost():
    assert_holds('''
        Given alice has Rift Bolt in hand as "rift"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting alice
        And alice suspends "rift"
        Then the action is refused
        And "rift" is in the hand
    ''')
    assert_holds('''
        Given alice controls Mountain as "m1"
        And alice has Rift Bolt in hand as "rift"
        When alice taps "m1" for mana
        And alice suspends "rift" paying {R}
        Then "rift" is in exile
        And alice's mana pool is empty
    ''')
    assert_holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        When alice suspends "bolt"
        Then the action is refused
    ''')


def test_a_creature_cast_with_suspend_has_haste():
    # Durkwood Baloth: Suspend 5—{G}; a time counter is removed at each of alice's upkeeps.
    libraries = "\n".join(f'Given {p} has Island in library as "{p}{i}"' for p in ("alice", "bob") for i in range(6))
    upkeeps = "\n".join("When the game passes to the next turn's upkeep step\n"
                        "And the game passes to the next turn's upkeep step\n"
                        "And the top of the stack resolves" for _ in range(4))
    assert_holds(f'''
        Given alice has Durkwood Baloth in hand as "baloth"
        {libraries}
        When alice suspends "baloth"
        Then "baloth" has five time counters on it
        {upkeeps}
        Then "baloth" has one time counter on it
        When the game passes to the next turn's upkeep step
        And the game passes to the next turn's upkeep step
        And the top of the stack resolves
        And the top of the stack resolves
        And alice casts "baloth" without paying its mana cost
        And the top of the stack resolves
        Then "baloth" is on the battlefield
        And "baloth" has the ability "Haste"
    ''')


# -- embalm (702.128), eternalize (702.129), megamorph (702.37b) ------------------------------------

def test_embalm_exiles_the_card_and_creates_a_white_zombie_token_copy_with_no_mana_cost():
    assert_holds('''
        Given alice has Sacred Cat in graveyard as "cat"
        When alice activates the ability of "cat"
        Then "cat" is in exile
        When the top of the stack resolves
        And it creates "mummy"
        Then "mummy" is a token permanent
        And "mummy" is named "Sacred Cat"
        And "mummy" is white
        And "mummy" has mana cost ""
        And "mummy" has the subtypes Cat, Zombie
        And "mummy" has the ability "Lifelink"
        And "mummy" is 1/1
        And "mummy" has mana value 0
    ''')


def test_eternalize_creates_a_4_4_black_zombie_token_copy():
    assert_holds('''
        Given alice has Proven Combatant in graveyard as "combatant"
        When alice activates the ability of "combatant"
        And the top of the stack resolves
        And it creates "eternal"
        Then "eternal" is black
        And "eternal" is 4/4
        And "eternal" has the subtypes Human, Warrior, Zombie
        And "eternal" has mana cost ""
    ''')


def test_embalm_is_activated_only_as_a_sorcery():
    assert_holds('''
        Given alice has Sacred Cat in graveyard as "cat"
        And it is alice's upkeep step
        When alice activates the ability of "cat"
        Then the action is refused
        And "cat" is in the graveyard
    ''')


def test_turning_a_megamorph_permanent_face_up_puts_a_counter_on_it():
    assert_holds('''
        Given alice controls Aven Sunstriker as "aven"
        And "aven" is face down
        When alice turns "aven" face up
        Then "aven" is named "Aven Sunstriker"
        And "aven" has one +1/+1 counter on it
        And "aven" is 2/2
    ''')


# -- abilities whose cost moves the card out of a hand or a graveyard (113.6m), ability words
# (207.2c), exhaust (702.177) --------------------------------------------------------------------------

def test_channel_is_activated_from_hand_by_discarding_the_card():
    # Mnemonic Sphere: "{1}{U}, Sacrifice this artifact: Draw two cards." works on the battlefield;
    # "Channel — {U}, Discard this card: Draw a card." only in a hand (113.6m).
    assert_holds('''
        Given alice has Mnemonic Sphere in hand as "sphere"
        And alice has Island in library as "l1"
        When alice activates the ability of "sphere"
        Then "sphere" is in the graveyard
        When the top of the stack resolves
        Then "l1" is in the hand
    ''')
    assert_holds('''
        Given alice controls Mnemonic Sphere as "sphere"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        When alice activates the ability of "sphere"
        And the top of the stack resolves
        Then alice has 2 cards in hand
        And "sphere" is in the graveyard
    ''')


def test_an_ability_that_exiles_the_card_from_the_graveyard_works_only_there():
    assert_holds('''
        Given alice has Goldmeadow Nomad in graveyard as "nomad"
        When alice activates the ability of "nomad"
        Then "nomad" is in exile
        When the top of the stack resolves
        Then alice controls one creature
    ''')
    assert_holds('''
        Given alice controls Goldmeadow Nomad as "nomad"
        When alice activates the ability of "nomad"
        Then the action is refused
    ''')


def test_an_exhaust_ability_can_be_activated_only_once():
    assert_holds('''
        Given alice controls Skystreak Engineer as "engineer"
        When alice activates the ability of "engineer"
        And the top of the stack resolves
        Then "engineer" has two +1/+1 counters on it
        When alice activates the ability of "engineer"
        Then the action is refused
    ''')


def test_ward_discard_a_card_is_paid_by_discarding_and_refused_with_an_empty_hand():
    # Ward—Discard a card. granted by an effect as a keyword line is the same ability (702.21a).
    ability = parse_line("Ward—Discard a card.", "X")[0]
    assert ability.spec == {"keyword": "ward", "cost": {"discard": 1}} and not support.problems(ability, "X")
    assert parse_line("Affinity for Lizards", "X")[0].spec == {"keyword": "affinity", "for": {"subtypes": ["Lizard"]}}
    assert parse_line("Affinity for Elves", "X")[0].kind == "unparsed"  # an irregular plural isn't guessed


def test_ward_discard_a_card_in_a_game():
    assert_holds('''
        Given alice controls Spectral Snatcher as "snatcher"
        And bob has Lightning Bolt in hand as "bolt"
        And bob has Grizzly Bears in hand as "bears"
        When bob casts "bolt" targeting "snatcher"
        And the top of the stack resolves
        And "snatcher" chooses yes for "may"
        And bob discards "bears" as "snatcher" resolves
        Then "bears" is in the graveyard
        And the stack holds one object
    ''')
    # An empty hand can't pay the cost (701.9b): the spell is countered.
    assert_holds('''
        Given alice controls Spectral Snatcher as "snatcher"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "snatcher"
        And the top of the stack resolves
        Then "bolt" is in the graveyard
        And the stack is empty
    ''')


# -- retrace (702.81), jump-start (702.133), surge (702.117) ---------------------------------------

def test_retrace_casts_the_card_from_the_graveyard_by_discarding_a_land_card():
    assert_holds('''
        Given alice has Flame Jab in graveyard as "jab"
        And alice has Forest in hand as "forest"
        When alice casts "jab" targeting bob
        And alice casts it from her graveyard with retrace discarding "forest"
        Then "forest" is in the graveyard
        And "jab" is on the stack
        When the top of the stack resolves
        Then bob has 19 life
        And "jab" is in the graveyard
    ''')
    assert_holds('''
        Given alice has Flame Jab in graveyard as "jab"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "jab" targeting bob
        And alice casts it from her graveyard with retrace discarding "bears"
        Then the action is refused
        And "bears" is in the hand
        And "jab" is in the graveyard
    ''')


def test_jump_start_casts_from_the_graveyard_by_discarding_a_card_then_exiles_it():
    assert_holds('''
        Given alice has Radical Idea in graveyard as "idea"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Island in library as "l1"
        When alice casts "idea"
        And alice casts it from her graveyard with jump-start discarding "bears"
        Then "bears" is in the graveyard
        When the top of the stack resolves
        Then "l1" is in the hand
        And "idea" is in exile
    ''')
    assert_holds('''
        Given alice has Radical Idea in graveyard as "idea"
        When alice casts "idea"
        Then the action is refused
    ''')


def test_surge_is_paid_only_after_the_player_cast_another_spell_this_turn():
    assert_holds('''
        Given alice has Jwar Isle Avenger in hand as "avenger"
        When alice casts "avenger"
        And alice pays its surge cost instead of its mana cost
        Then the action is refused
    ''')
    assert_holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice has Lightning Bolt in hand as "bolt"
        And alice has Jwar Isle Avenger in hand as "avenger"
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice casts "avenger" paying {U}{U}{U}
        And alice pays its surge cost instead of its mana cost
        Then "avenger" is on the stack
    ''')


# -- entwine (702.42) and mayhem (702.187) ---------------------------------------------------------

def test_an_entwined_spell_has_all_its_modes():
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Forest as "forest"
        And "forest" is tapped
        And alice has Dream's Grip in hand as "grip"
        When alice casts "grip" targeting "bears" and "forest"
        And alice chooses the first mode
        And alice chooses the second mode
        And alice pays its entwine cost
        And the top of the stack resolves
        Then "bears" is tapped
        And "forest" is untapped
    ''')
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Forest as "forest"
        And alice has Dream's Grip in hand as "grip"
        When alice casts "grip" targeting "bears" and "forest"
        And alice chooses the first mode
        And alice chooses the second mode
        Then the action is refused
    ''')
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Dream's Grip in hand as "grip"
        When alice casts "grip" targeting "bears"
        And alice chooses the first mode
        And alice pays its entwine cost
        Then the action is refused
    ''')


def test_mayhem_casts_the_card_from_the_graveyard_the_turn_it_was_discarded():
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Sadistic Slash in hand as "slash"
        And alice has Forest in hand as "forest"
        And alice has Faithless Looting in hand as "looting"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        When alice casts "looting"
        And the top of the stack resolves
        And alice discards "slash" and "forest" as "looting" resolves
        And alice casts "slash" targeting "bears"
        And alice pays its mayhem cost from her graveyard
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''')
    assert_holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Sadistic Slash in graveyard as "slash"
        When alice casts "slash" targeting "bears"
        And alice pays its mayhem cost from her graveyard
        Then the action is refused
    ''')


# -- escape (702.138) ------------------------------------------------------------------------------

def test_escape_casts_from_the_graveyard_exiling_other_cards_and_escapes_with_counters():
    assert_holds('''
        Given alice has Loathsome Chimera in graveyard as "chimera"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "g2"
        And alice has Grizzly Bears in graveyard as "g3"
        When alice casts "chimera"
        And alice pays its escape cost exiling "g1", "g2" and "g3" from her graveyard
        Then "g3" is in exile
        When the top of the stack resolves
        Then "chimera" is on the battlefield
        And "chimera" has one +1/+1 counter on it
        And "chimera" is 5/2
    ''')
    # Cast from a hand, it doesn't escape: no counter.
    assert_holds('''
        Given alice has Loathsome Chimera in hand as "chimera"
        When alice casts "chimera"
        And the top of the stack resolves
        Then "chimera" has no counters on it
    ''')


def test_escape_needs_the_number_of_other_cards_it_says():
    assert_holds('''
        Given alice has Glimpse of Freedom in graveyard as "glimpse"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "g2"
        When alice casts "glimpse"
        And alice pays its escape cost exiling "g1" and "g2" from her graveyard
        Then the action is refused
        And "g1" is in the graveyard
        And "glimpse" is in the graveyard
    ''')
