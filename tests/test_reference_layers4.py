"""Continuous effects of the layer system read from the grammar's tree (613; branch layers4),
each played in a game (tests/tree_play.py): base power and toughness set until end of turn
(613.4b, layer 7b), and static abilities that change types, colors and supertypes (layers 4, 5)
together with abilities and P/T (layers 6, 7).

The cards are made up for the test (real Oracle wordings): each line goes through the tree path.
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import card, holds


def reason(text: str, spell: bool = False) -> list[str]:
    abilities = abilities_of(text, "Test Card", spell)
    return [p for a in abilities for p in problems(a)]


# -- 613.4b: "has base power and toughness N/N until end of turn" ---------------------------------

SQUARE = card("Test Square Up", "Target creature has base power and toughness 4/4 until end of turn.", "instant")
GROWTH = card("Test Giant Growth", "Target creature gets +3/+3 until end of turn.", "instant")


def test_base_pt_until_end_of_turn_then_a_pump_applies_on_top():
    """613.4b then 613.4c: the +3/+3 applies to the new base whatever the timestamps; the setting
    ends in the cleanup step (514.2)."""
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Giant Growth in hand as "growth"
        And alice has Test Square Up in hand as "square"
        When alice casts "growth" targeting "bears"
        And the top of the stack resolves
        And alice casts "square" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 7/7
        When the game proceeds to the next turn's upkeep step
        Then "bears" is 2/2
    ''', [SQUARE, GROWTH])


def test_two_base_pt_effects_the_later_timestamp_wins():
    """613.7: in layer 7b the later effect applies last."""
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Square Up in hand as "square"
        And alice has Test Diminish in hand as "diminish"
        When alice casts "square" targeting "bears"
        And the top of the stack resolves
        And alice casts "diminish" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 1/1
    ''', [SQUARE, card("Test Diminish", "Target creature has base power and toughness 1/1 until end of turn.",
                       "instant")])


def test_base_pt_of_each_creature_you_control():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        And alice has Test Mutation in hand as "m"
        When alice casts "m"
        And the top of the stack resolves
        Then "bears" is 5/5
        And "other" is 2/2
    ''', [card("Test Mutation", "Creatures you control have base power and toughness 5/5 until end of turn.",
               "instant")])


def test_base_pt_refusals():
    assert reason("Target creature has base power and toughness 4/4.", True)
    assert reason("Target creature has base power and toughness 4/4 until end of turn.", True) == []


# -- 613.1d-e: static type, color and supertype changes, with the other layers ---------------------

FROG = card("Test Frogify", "Enchant creature\nEnchanted creature loses all abilities and is a blue Frog creature "
            "with base power and toughness 1/1.", "enchantment", "{1}{U}", subtypes=("Aura",))
KNIGHT = card("Test Dub", "Enchant creature\nEnchanted creature gets +2/+2, has first strike, and is a Knight in "
              "addition to its other types.", "enchantment", "{2}{W}", subtypes=("Aura",))
BLACK = card("Test Sinister Strength", "Enchant creature\nEnchanted creature gets +3/+1 and is black.",
             "enchantment", "{1}{B}", subtypes=("Aura",))
SPIRIT = card("Test Fog", "Enchant creature\nEnchanted creature is a Spirit and can't attack or block.",
              "enchantment", "{1}{U}", subtypes=("Aura",))
FLYER = card("Test Flyer", "Enchant creature\nEnchanted creature has flying.", "enchantment", "{U}",
             subtypes=("Aura",))


def test_loses_all_abilities_and_is_a_blue_frog_creature_1_1():
    """205.1a: it loses its other card types and creature types; 105.3: it is only blue; 613.4b:
    base 1/1; 613.1f: it loses its abilities (an ability granted later, by timestamp, stays,
    613.7); its counters still apply (613.4c)."""
    holds('''
        Given alice controls Llanowar Elves as "elves"
        And "elves" has two +1/+1 counters on it
        And alice controls Test Frogify as "frog"
        And "frog" is attached to "elves"
        And alice controls Test Flyer as "flyer"
        And "flyer" is attached to "elves"
        Then "elves" is 3/3
        And "elves" has the card types creature
        And "elves" has the creature types Frog
        And "elves" is blue
        And "elves" does not have the ability "{T}: Add {G}."
        And "elves" has the ability "Flying"
    ''', [FROG, FLYER])


def test_gets_has_and_is_a_knight_in_addition_and_is_black():
    holds('''
        Given alice controls Llanowar Elves as "elves"
        And alice controls Test Dub as "dub"
        And "dub" is attached to "elves"
        And alice controls Test Sinister Strength as "strength"
        And "strength" is attached to "elves"
        Then "elves" is 6/4
        And "elves" has the creature types Elf, Druid and Knight
        And "elves" has the ability "First strike"
        And "elves" is black
    ''', [KNIGHT, BLACK])


def test_is_a_spirit_replaces_its_creature_types_and_it_cant_attack():
    holds('''
        Given alice controls Llanowar Elves as "elves"
        And alice controls Test Fog as "fog"
        And "fog" is attached to "elves"
        Then "elves" has the creature types Spirit
        And "elves" is green
    ''', [SPIRIT])


@pytest.mark.parametrize("artifact, pt, has", [(False, "2/2", "does not have"), (True, "3/3", "has")])
def test_the_condition_closes_the_whole_predicate(artifact, pt, has):
    """"gets +1/+1 and has flying as long as …": both parts are conditional."""
    text = "This creature gets +1/+1 and has flying as long as you control an artifact."
    bird = card("Test Skyguard", text, "creature", "{1}{W}", "2/2", subtypes=("Bird",))
    holds('''
        Given alice controls Test Skyguard as "bird"
    ''' + ('''And alice controls Ornithopter as "thopter"''' if artifact else "") + f'''
        Then "bird" is {pt}
        And "bird" {has} the ability "Flying"
    ''', [bird])


def test_type_change_refusals():
    # 613.8: a layer-4 effect on objects chosen by their types is not modelled
    assert reason("Other creatures are Bears in addition to their other types.")
    assert reason("Enchanted creature is a Forest in addition to its other types.")
    assert reason("Enchanted creature gets +3/+1 and is black.") == []


# -- 701.15a: "Enchanted creature gets +2/+2 and is goaded." (a static goad) ----------------------

IMPETUS = card("Test Impetus", "Enchant creature\nEnchanted creature gets +2/+2 and is goaded.", "enchantment",
               "{2}{R}", subtypes=("Aura",))


def test_a_creature_goaded_by_an_aura_must_attack():
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And alice controls Test Impetus as "impetus"
        And "impetus" is attached to "bears"
        Then "bears" is 4/4
        When bob declares no attackers
        Then the action is refused
        When bob attacks alice with "bears"
        And the game proceeds to the end of combat step
        Then alice has 16 life
    ''', [IMPETUS])


def test_without_the_aura_it_needn_t_attack():
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And alice controls Test Impetus as "impetus"
        When bob declares no attackers
        And the game proceeds to the end of combat step
        Then alice has 20 life
    ''', [IMPETUS])


# -- 707.4: "<permanent> becomes a copy of <object> [until end of turn]" ---------------------------

MIRROR = card("Test Mirage Mirror", "{2}: This artifact becomes a copy of target artifact, creature, enchantment, "
              "or land until end of turn.", "artifact", "{3}")
POLYMORPH = card("Test Polymorph", "Target artifact or creature becomes a copy of another target artifact or "
                 "creature.", "instant", "{U}")


def test_becomes_a_copy_until_end_of_turn_then_is_itself_again():
    holds('''
        Given alice controls Test Mirage Mirror as "mirror"
        And bob controls Serra Angel as "angel"
        When alice activates the ability of "mirror" targeting "angel"
        And the top of the stack resolves
        Then "mirror" is named "Serra Angel"
        And "mirror" is 4/4
        And "mirror" has the card types creature
        And "mirror" has the ability "Flying"
        And "mirror" is untapped
        When the game proceeds to the next turn's upkeep step
        Then "mirror" is named "Test Mirage Mirror"
        And "mirror" is not a creature
    ''', [MIRROR])


def test_becomes_a_copy_indefinitely_keeps_counters_and_other_effects():
    """707.4 and 613.2a: the copy effect is in layer 1a; the counters on it still apply (613.4c)."""
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And "bears" has two +1/+1 counters on it
        And bob controls Serra Angel as "angel"
        And alice has Test Polymorph in hand as "poly"
        When alice casts "poly" targeting "bears" and "angel"
        And the top of the stack resolves
        When the game proceeds to the next turn's upkeep step
        Then "bears" is named "Serra Angel"
        And "bears" is 6/6
    ''', [POLYMORPH])


def test_becomes_a_copy_refusals():
    assert reason("{2}{U}: Target Shapeshifter becomes a copy of target creature until your next turn.")
    assert reason("Target creature you control becomes a copy of up to one other target creature.", True)
    assert reason("{2}: This artifact becomes a copy of target creature until end of turn.") == []


# -- 509.1a: "Equipped creature gets +0/+3 and can block an additional creature each combat." ------

SHIELD = card("Test Vanguard's Shield", "Equipped creature gets +0/+3 and can block an additional creature each "
              "combat.\nEquip {3}", "artifact", "{2}", subtypes=("Equipment",))


def holds_table(script: str, cards: list) -> None:
    """tree_play.holds, with the data tables of steps ('bob declares blockers:')."""
    from mtg_conformance.cardpool import load_pool
    from mtg_conformance.compare import compare
    from mtg_conformance.steps import FixtureBuilder, find_step
    from mtg_reference_engine.engine.engine import run_fixture

    steps: list[list] = []
    kind = "given"
    for line in [ln.strip() for ln in script.strip().splitlines() if ln.strip()]:
        if line.startswith("|"):
            steps[-1][2].append([c.strip().strip('"') for c in line.strip("|").split("|")])
            continue
        word, text = line.split(" ", 1)
        kind = {"Given": "given", "When": "when", "Then": "then"}.get(word, kind)
        steps.append([kind, text, []])
    b = FixtureBuilder()
    for kind, text, rows in steps:
        sd, _ = find_step(kind, text)
        sd.apply(b, text, rows or None)
    pool = load_pool()
    pool.update({c["name"]: c for c in cards})
    result = run_fixture({"cards": [pool[c] for c in b.cards()], "setup": b.setup(), "actions": b.actions})
    mismatches = compare(b.expect, result)
    assert not mismatches, "\n".join(m.message for m in mismatches)


@pytest.mark.parametrize("equipped", [True, False])
def test_an_equipped_creature_can_block_an_additional_creature(equipped):
    holds_table('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Runeclaw Bear as "runeclaw"
        And bob controls Wall of Wood as "wall"
        And bob controls Test Vanguard's Shield as "shield"
    ''' + ('And "shield" is attached to "wall"' if equipped else "") + '''
        When alice attacks bob with "bears" and "runeclaw"
        And bob declares blockers:
          | "wall" | "bears"    |
          | "wall" | "runeclaw" |
    ''' + ('''
        And combat damage is dealt
        Then bob has 20 life
        And "wall" has 4 damage marked on it
        And "wall" is on the battlefield
    ''' if equipped else '''
        Then the action is refused
    '''), [SHIELD])


def test_copying_an_object_that_left_the_battlefield_is_refused():
    """707.2: it would be copied as it last existed on the battlefield (not kept here): refused
    rather than played as 'nothing happens'."""
    from mtg_reference_engine.state.support import Unsupported

    from tests.tree_play import play

    mass = card("Test Mass", "{T}, Sacrifice this creature: Target creature becomes a copy of this creature.",
                "creature", "{G}", "0/1")
    with pytest.raises(Unsupported) as exc:
        play('''
            Given alice controls Test Mass as "mass"
            And bob controls Grizzly Bears as "bears"
            When alice activates the ability of "mass" targeting "bears"
            And the top of the stack resolves
            Then "bears" is named "Test Mass"
        ''', [mass])
    assert "left the battlefield" in str(exc.value)
