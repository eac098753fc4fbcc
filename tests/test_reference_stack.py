"""The reference engine's stack beyond the corpus examples: casting (601.2), resolving (608),
countering (701.6) and copying spells and abilities (707.10).

Each test is a short scenario in the step vocabulary, run on the reference engine and compared
with the same comparison the harness uses.
"""

from __future__ import annotations

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_conformance.compare import compare
from mtg_conformance.steps import FixtureBuilder, find_step
from mtg_reference_engine.engine.engine import run_fixture


def run(script: str) -> tuple[dict, list]:
    """Build a fixture from Given/When/Then lines, run it, return (result, mismatches)."""
    b = FixtureBuilder()
    kind = "given"
    for line in [l.strip() for l in script.strip().splitlines() if l.strip()]:
        word, text = line.split(" ", 1)
        kind = {"Given": "given", "When": "when", "Then": "then"}.get(word, kind)
        sd, _ = find_step(kind, text)
        sd.apply(b, text)
    pool = load_pool()
    result = run_fixture({"cards": [pool[c] for c in b.cards()], "setup": b.setup(), "actions": b.actions})
    return result, compare(b.expect, result)


def assert_holds(script: str) -> dict:
    result, mismatches = run(script)
    assert not mismatches, "\n".join(m.message for m in mismatches)
    return result


# -- casting ---------------------------------------------------------------------------------------

def test_a_modal_spell_cast_without_a_mode_is_refused():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Emerald Charm in hand as "charm"
        When alice casts "charm" targeting "bears"
        Then the action is refused
        And the stack is empty
    ''')


def test_a_modal_spell_cant_choose_two_modes_when_it_says_choose_one():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Emerald Charm in hand as "charm"
        When alice casts "charm" targeting "bears"
        And alice chooses the first mode
        And alice chooses the third mode
        Then the action is refused
    ''')


def test_fling_needs_its_sacrifice_and_only_a_creature_pays_it():
    assert_holds('''
        Given alice controls Chimeric Staff as "staff"
        And alice has Fling in hand as "fling"
        When alice casts "fling" targeting bob
        Then the action is refused
        When alice casts "fling" targeting bob
        And alice sacrifices "staff" to cast it
        Then the action is refused
        And "staff" is on the battlefield
    ''')


def test_a_spell_whose_only_target_became_illegal_does_nothing_and_goes_to_the_graveyard():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Giant Growth in hand as "growth"
        And bob has Shock in hand as "shock"
        When alice casts "growth" targeting "bears"
        And bob casts "shock" targeting "bears"
        And the stack resolves
        Then "bears" is in the graveyard
        And "growth" is in the graveyard
        And the stack is empty
    ''')


def test_cancel_counters_a_spell_into_its_owners_graveyard():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Giant Growth in hand as "growth"
        And bob has Cancel in hand as "cancel"
        When alice casts "growth" targeting "bears"
        And bob casts "cancel" targeting "growth"
        And the top of the stack resolves
        Then "growth" is in the graveyard
        And the stack is empty
        And "bears" is 2/2
    ''')


def test_the_stack_observation_reports_kind_controller_owner_targets_and_modes():
    result = assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And "bears" is tapped
        And alice has Emerald Charm in hand as "charm"
        When alice casts "charm" targeting "bears"
        And alice chooses the first mode
        Then "charm" is a spell on the stack
        And "charm" targets "bears"
        And "charm" has the first mode chosen
        And "charm" is not a copy of a spell
    ''')
    (snap,) = result["observations"].values()
    (item,) = snap["stack"]
    assert item == {"id": "charm", "kind": "spell", "controller": "alice", "owner": "alice",
                    "targets": [{"object": "bears"}], "is_copy": False, "modes": [0]}


# -- copying -------------------------------------------------------------------------------------

def test_a_copy_of_a_copy_of_a_spell_copies_the_copys_values_and_decisions():
    # 707.10, 707.9b: Fork's "the copy is red" is part of the copy's copiable values, so
    # Lithoform Engine's copy of that copy is red too, and keeps its target.
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Lithoform Engine as "engine"
        And alice has Giant Growth in hand as "growth"
        And alice has Fork in hand as "fork"
        When alice casts "growth" targeting "bears"
        And alice casts "fork" targeting "growth"
        And the top of the stack resolves
        And it creates "copy"
        And alice keeps the target of "copy"
        And alice activates the second ability of "engine" targeting "copy"
        And the top of the stack resolves
        And it creates "copy-of-copy"
        And alice keeps the target of "copy-of-copy"
        Then "copy-of-copy" is red
        And "copy-of-copy" is named "Giant Growth"
        And "copy-of-copy" targets "bears"
        And "copy-of-copy" is a copy of a spell
        When the stack resolves
        Then "bears" is 11/11
        And "copy" no longer exists
        And "copy-of-copy" no longer exists
    ''')


def test_a_copied_triggered_ability_makes_another_token_and_isnt_a_cast():
    assert_holds('''
        Given alice controls Young Pyromancer as "pyromancer"
        And alice controls Lithoform Engine as "engine"
        And alice has Shock in hand as "shock"
        When alice casts "shock" targeting bob
        And it creates "trigger"
        Then "trigger" is a triggered ability on the stack
        And the source of "trigger" is "pyromancer"
        When alice activates the first ability of "engine" targeting "trigger"
        And the top of the stack resolves
        And it creates "copy"
        Then "copy" is a triggered ability on the stack
        And "copy" is a copy of an ability
        And the source of "copy" is "pyromancer"
        When the top of the stack resolves
        And it creates "token-1"
        And the top of the stack resolves
        And it creates "token-2"
        Then "token-1" is named "Elemental Token"
        And "token-2" is named "Elemental Token"
        And "token-2" is red
        And "token-2" is 1/1
        And the stack holds one object
    ''')


def test_a_new_target_an_opponents_hexproof_creature_is_illegal_for_the_copy():
    assert_holds('''
        Given bob controls Gladecover Scout as "scout"
        And bob controls Grizzly Bears as "bears"
        And alice has Shock in hand as "shock"
        And alice has Fork in hand as "fork"
        When alice casts "shock" targeting "bears"
        And alice casts "fork" targeting "shock"
        And the top of the stack resolves
        And it creates "copy"
        And alice chooses "scout" as the new target for "copy"
        Then the action is refused
        And the stack holds two objects
    ''')


def test_fork_cant_target_a_creature_spell():
    assert_holds('''
        Given alice has Grizzly Bears in hand as "bears"
        And bob has Fork in hand as "fork"
        When alice casts "bears"
        And bob casts "fork" targeting "bears"
        Then the action is refused
    ''')


def test_naming_more_objects_than_an_action_creates_is_a_fixture_error():
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    b = FixtureBuilder()
    for kind, text in [("given", 'alice controls Grizzly Bears as "bears"'),
                       ("given", 'alice has Giant Growth in hand as "growth"'),
                       ("when", 'alice casts "growth" targeting "bears"'),
                       ("when", 'it creates "ghost"')]:
        find_step(kind, text)[0].apply(b, text)
    pool = load_pool()
    reply = ReferenceEngine().run({"cards": [pool[c] for c in b.cards()], "setup": b.setup(), "actions": b.actions})
    assert reply["error"]["kind"] == "bad_fixture"
    assert '"ghost"' in reply["error"]["message"]


@pytest.mark.parametrize("paid, life", [("{G}{G}", 21), ("{W}{W}", 21), ("{G}{W}", 22)])
def test_dawnglow_infusion_gains_life_for_each_color_of_mana_spent(paid, life):
    lands = {"G": "Forest", "W": "Plains"}
    given = "\n".join(f'Given alice controls {lands[c]} as "land-{i}"' for i, c in enumerate(paid[1::3]))
    taps = "\n".join(f'When alice taps "land-{i}" for mana' for i in range(2))
    assert_holds(f'''
        {given}
        Given alice has Dawnglow Infusion in hand as "dawnglow"
        {taps}
        When alice casts "dawnglow" with X = 1 paying {paid}
        And the top of the stack resolves
        Then alice has {life} life
    ''')


def test_a_kicked_spell_costs_its_kicker_too():
    assert_holds('''
        Given alice controls Mountain as "mountain"
        And alice has Burst Lightning in hand as "bolt"
        When alice taps "mountain" for mana
        And alice casts "bolt" paying {R} targeting bob
        And alice pays its kicker cost
        Then the action is refused
        When alice casts "bolt" paying {R} targeting bob
        And the top of the stack resolves
        Then bob has 18 life
    ''')


def test_the_harness_accepts_ids_named_by_name_created_and_only_after_they_are_named():
    import json

    from mtg_conformance import corpus
    from mtg_conformance.runner import semantic_problems

    path = corpus.fixtures_dir() / "copy-spells/copying-spells/a-copy-of-giant-growth-that-resolves-ceases-to-exist-instead-of-staying-in-the-graveyard.json"
    fx = json.loads(path.read_text(encoding="utf-8"))
    pool = load_pool()
    assert semantic_problems(fx, pool) == []
    early = json.loads(json.dumps(fx))
    early["actions"][0]["targets"] = [{"object": "copy"}]  # named only by a later action
    assert any("unknown object id 'copy'" in p for p in semantic_problems(early, pool))


def test_fireball_divides_its_damage_among_the_targets_still_legal_as_it_resolves():
    # Fireball's ruling (2009-10-01): the damage is divided as it resolves, among the legal targets.
    lands = "\n".join(f'Given alice controls Mountain as "m{i}"' for i in range(6))
    taps = "\n".join(f'When alice taps "m{i}" for mana' for i in range(6))
    assert_holds(f'''
        {lands}
        Given bob controls Grizzly Bears as "bears"
        And alice has Fireball in hand as "fireball"
        And bob has Shock in hand as "shock"
        {taps}
        When alice casts "fireball" with X = 4 paying {{R}}{{R}}{{R}}{{R}}{{R}}{{R}} targeting "bears" and bob
        And bob casts "shock" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        When the top of the stack resolves
        Then bob has 16 life
    ''')


def test_a_spell_with_x_in_its_cost_cant_be_cast_without_choosing_x():
    assert_holds('''
        Given alice has Fireball in hand as "fireball"
        When alice casts "fireball" targeting bob
        Then the action is refused
    ''')


# -- an Aura that returns a creature card (Animate Dead: 603.4, 607.2a) ------------------------------

# Animate Dead on bob's Grizzly Bears; bob holds Disenchant. Then Animate Dead has resolved and its
# enter trigger is on the stack.
ANIMATE_DEAD_CAST = '''
        Given bob has Grizzly Bears in graveyard as "bears"
        And alice has Animate Dead in hand as "animate"
        And bob has Disenchant in hand as "disenchant"
        When alice casts "animate" targeting "bears"
        And the top of the stack resolves
'''


def test_when_the_reanimating_aura_leaves_the_battlefield_the_creature_it_returned_is_sacrificed():
    assert_holds(ANIMATE_DEAD_CAST + '''
        And the top of the stack resolves
        Then "bears" is on the battlefield
        When bob casts "disenchant" targeting "animate"
        And the top of the stack resolves
        Then "animate" is in the graveyard
        And "bears" is on the battlefield
        When the top of the stack resolves
        Then "bears" is in the graveyard
        And the stack is empty
    ''')


def test_the_reanimating_aura_returns_nothing_if_it_left_before_its_trigger_resolved():
    # 603.4: "if it's on the battlefield" is checked again on resolution. Its leaves trigger (on top)
    # sacrifices nothing: no creature was put onto the battlefield with it.
    assert_holds(ANIMATE_DEAD_CAST + '''
        And bob casts "disenchant" targeting "animate"
        And the top of the stack resolves
        Then "animate" is in the graveyard
        And the stack holds two objects
        When the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And the stack is empty
    ''')

