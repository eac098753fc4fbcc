"""The Oracle grammar (mtg_reference_engine.text): one test per construct, a snapshot of the typed parse of
every card of the pool (tests/snapshots/text_grammar/, regenerate with UPDATE_SNAPSHOTS=1 and review
the diff), and the package's place at the bottom of the engine (it imports nothing of the game)."""

from __future__ import annotations

import ast
import glob
import json
import os
from pathlib import Path

import pytest

from mtg_reference_engine.text import nodes as N
from mtg_reference_engine.text import parse_card, parse_line
from mtg_reference_engine.text.parse import _TRANSFORM_ERRORS

ROOT = Path(__file__).resolve().parents[1]
SNAPSHOTS = ROOT / "tests" / "snapshots" / "text_grammar"


def ability(line: str, name: str = "Test Card"):
    parsed = parse_line(line, (name,))
    assert not N.has_unparsed(parsed.ability), f"not parsed: {line!r}"
    return parsed.ability


def first(node, cls):
    found = [n for n in N.walk(node) if isinstance(n, cls)]
    assert found, f"no {cls.__name__} in {N.dump(node)}"
    return found[0]


# ------------------------------------------------------------------------------------------ keywords

def test_keyword_line_splits_each_keyword():
    a = ability("Flying, vigilance")
    assert isinstance(a, N.KeywordLine)
    assert [k.name for k in a.keywords] == ["flying", "vigilance"]


@pytest.mark.parametrize("line, name", [
    ("Ward {2}", "ward"), ("Equip {1}", "equip"), ("Cycling {2}", "cycling"), ("Crew 3", "crew"),
    ("Protection from black", "protection"), ("Enchant creature you control", "enchant"),
    ("Swampwalk", "swampwalk"), ("Affinity for artifacts", "affinity"), ("Toxic 2", "toxic"),
    ("Kicker {1}{G}", "kicker"), ("Flashback {3}{R}", "flashback"),
])
def test_keyword_with_parameter(line, name):
    a = ability(line)
    assert isinstance(a, N.KeywordLine) and a.keywords[0].name == name
    assert a.keywords[0].param is not None or name == "swampwalk"


def test_keyword_with_alternative_cost():
    a = ability("Ward—Pay 3 life.")
    assert a.keywords[0].name == "ward" and first(a.keywords[0].cost, N.CostPart).kind == "life"


def test_reminder_text_is_dropped():
    a = ability("Trample (This creature can deal excess combat damage to the player or planeswalker it's attacking.)")
    assert [k.name for k in a.keywords] == ["trample"]


# ------------------------------------------------------------------------------------------ triggered

def test_enters_trigger_with_draw():
    a = ability("When this creature enters, draw a card.")
    assert isinstance(a, N.Triggered) and a.trigger.word == "when"
    assert isinstance(a.effect, N.Draw) and a.effect.amount == 1


def test_own_name_is_self_reference():
    a = ability("When Grizzly Hunter enters, you gain 3 life.", "Grizzly Hunter")
    assert isinstance(first(a.trigger, N.SelfRef), N.SelfRef)
    assert first(a.effect, N.GainLife).amount == 3


def test_intervening_if_condition():
    a = ability("At the beginning of your upkeep, if you control no creatures, sacrifice this enchantment.")
    assert isinstance(a, N.Triggered) and a.condition is not None
    assert isinstance(a.effect, N.Sacrifice)


def test_dies_and_attacks_triggers():
    assert isinstance(ability("When this creature dies, each opponent loses 2 life."), N.Triggered)
    a = ability("Whenever this creature attacks, it gets +1/+0 until end of turn.")
    pump = first(a.effect, N.Pump)
    assert pump.pt == "+1/+0" and pump.duration.kind == "until_end_of_turn"


def test_cast_trigger():
    a = ability("Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.")
    assert isinstance(a, N.Triggered) and isinstance(a.effect, N.Pump)


# ------------------------------------------------------------------------------------------ activated

def test_mana_ability():
    a = ability("{T}: Add {G}.")
    assert isinstance(a, N.Activated) and a.is_mana
    assert first(a.cost, N.CostPart).kind == "tap"


def test_activated_costs_compose():
    a = ability("{2}{R}, {T}, Sacrifice a creature: This creature deals 2 damage to any target.")
    kinds = [type(p).__name__ if not isinstance(p, N.CostPart) else p.kind for p in a.cost.parts]
    assert kinds == ["ManaCost", "tap", "sacrifice"]
    assert isinstance(a.effect, N.DealDamage) and a.effect.amount == 2 and not a.is_mana


@pytest.mark.parametrize("line, kind", [
    ("Discard a card: This creature gains flying until end of turn.", "discard"),
    ("Pay 2 life: Draw a card.", "life"),
    ("Remove a +1/+1 counter from this creature: Tap target creature.", "remove_counters"),
    ("{Q}: Untap target land.", "untap"),
])
def test_cost_kinds(line, kind):
    a = ability(line)
    assert any(isinstance(p, N.CostPart) and p.kind == kind for p in a.cost.parts)


def test_activation_restriction():
    a = ability("{1}{W}: This creature gets +1/+1 until end of turn. Activate only once each turn.")
    assert a.restrictions and isinstance(a.effect, N.Pump)


def test_loyalty_ability():
    a = ability("[−2]: Create a 2/2 green Beast creature token.")
    assert isinstance(a, N.Loyalty) and a.cost == "-2"
    tok = first(a.effect, N.TokenSpec)
    assert (tok.pt, tok.colors, tok.subtypes) == ("2/2", ("green",), ("Beast",))


# ------------------------------------------------------------------------------------------ effects

@pytest.mark.parametrize("line, cls", [
    ("Draw two cards.", N.Draw), ("Target player mills three cards.", N.Mill), ("Scry 2.", N.Scry),
    ("Surveil 2.", N.Surveil), ("Destroy target creature.", N.Destroy), ("Exile target artifact.", N.Exile),
    ("Return target creature to its owner's hand.", N.ReturnToHand),
    ("Each opponent sacrifices a creature.", N.Sacrifice), ("You gain 4 life.", N.GainLife),
    ("Target player loses 2 life.", N.LoseLife), ("Tap target creature.", N.Tap),
    ("Untap target permanent.", N.Untap), ("Gain control of target creature until end of turn.", N.GainControl),
    ("Counter target spell.", N.CounterSpell), ("Put a +1/+1 counter on target creature.", N.PutCounters),
    ("Create a Treasure token.", N.CreateToken), ("Target player discards two cards.", N.Discard),
    ("Search your library for a basic land card, put it onto the battlefield tapped, then shuffle.", N.SearchLibrary),
    ("Target creature gets +3/+3 until end of turn.", N.Pump),
    ("Target creature gains haste until end of turn.", N.Grant),
    ("Target creature can't block this turn.", N.Restriction),
])
def test_effect_kinds(line, cls):
    first(ability(line), cls)


def test_damage_to_each_creature_and_each_opponent():
    a = ability("Pyroclasm deals 2 damage to each creature.", "Pyroclasm")
    dmg = first(a, N.DealDamage)
    assert isinstance(dmg.source, N.SelfRef) and isinstance(dmg.to[0], N.Each)


def test_target_filter_with_controller():
    t = first(ability("Destroy target creature an opponent controls."), N.Target)
    assert t.filter.nouns == ("creature",) and t.filter.qualifiers[0].kind == "ctl_opponent"


def test_up_to_targets():
    t = first(ability("Return up to two target creature cards from your graveyard to your hand."), N.Target)
    assert t.up_to and t.count == 2


def test_sequence_of_sentences():
    a = ability("Draw a card. Scry 1.")
    assert isinstance(a.effect, N.Sequence) and [type(s) for s in a.effect.steps] == [N.Draw, N.Scry]


def test_if_you_do():
    a = ability("You may sacrifice a creature. If you do, draw two cards.")
    assert first(a, N.Conditional).condition.kind == "did"


def test_counter_unless_pays():
    assert first(ability("Counter target spell unless its controller pays {3}."), N.CounterSpell).unless_pays


# ------------------------------------------------------------------------------------------ statics, replacements

def test_anthem_is_a_static_pump_without_duration():
    a = ability("Creatures you control get +1/+1.")
    assert isinstance(a, N.Static)
    pump = first(a, N.Pump)
    assert pump.duration is None and isinstance(pump.what, N.Each)


def test_aura_static_grants_quoted_ability_parsed_by_the_same_grammar():
    a = ability('Enchanted creature gets +1/+1 and has "{T}: Add {G}."')
    pump = first(a, N.Pump)
    assert isinstance(pump.what, N.Attached)
    granted = first(pump.also, N.Activated)
    assert granted.is_mana and isinstance(granted.effect, N.AddMana)


def test_granted_trigger_in_quotes():
    a = ability('Equipped creature has "Whenever this creature deals combat damage to a player, draw a card."')
    assert isinstance(first(a, N.Triggered).effect, N.Draw)


def test_cant_block_static():
    r = first(ability("This creature can't block."), N.Restriction)
    assert r.kind == "cant_block" and isinstance(r.what, N.SelfRef)


def test_enters_tapped_and_with_counters():
    assert ability("This land enters tapped.").kind == "enters_tapped"
    a = ability("This creature enters with two +1/+1 counters on it.")
    assert a.kind == "enters_with_counters" and first(a, N.CounterSpec).amount == 2


def test_as_enters_replacement():
    assert ability("As this creature enters, choose a color.").kind == "as_enters"


# ------------------------------------------------------------------------------------------ modal, whole cards

def test_modal_spell_is_one_ability_with_its_modes():
    parsed = parse_card("Choose one —\n• Destroy target artifact.\n• Draw a card.", ("Test",))
    assert len(parsed) == 1 and isinstance(parsed[0].ability, N.Modal)
    assert [type(m.effect) for m in parsed[0].ability.modes] == [N.Destroy, N.Draw]


def test_modal_trigger():
    parsed = parse_card("When this creature enters, choose one —\n• You gain 3 life.\n• Scry 2.", ("Test",))
    modal = parsed[0].ability
    assert isinstance(modal.header, N.Triggered) and len(modal.modes) == 2


def test_ability_word_is_kept_apart():
    p = parse_line("Landfall — Whenever a land you control enters, you gain 1 life.", ("Test",))
    assert p.ability_word == "Landfall" and isinstance(p.ability, N.Triggered)


def test_curly_quotes_are_read():
    a = ability("Enchanted creature has “{T}: Add {G}.”")
    assert first(a, N.AddMana)


def test_unread_line_is_an_unparsed_node_never_dropped():
    text = "Flying\nWhenever the moon is full, frobnicate the widgets."
    parsed = parse_card(text, ("Test",))
    assert [p.text for p in parsed] == text.split("\n")
    assert isinstance(parsed[1].ability, N.Unparsed) and parsed[1].ability.text == text.split("\n")[1]


def test_a_clause_the_grammar_cant_read_fails_the_whole_line():
    # "Draw a card" is read, the second sentence is not: the line is not a parse.
    p = parse_line("Draw a card. Frobnicate the widgets.", ("Test",))
    assert isinstance(p.ability, N.Unparsed)


def test_parse_is_cached():
    assert parse_card("Flying", ("X",)) is parse_card("Flying", ("X",))


# ------------------------------------------------------------------------------------------ snapshots of the pool

def _pool():
    for path in sorted(glob.glob(str(ROOT / "fixtures" / "cards" / "*.json"))):
        yield Path(path)


def _snapshot_text(card: dict) -> str:
    out = []
    for face in card.get("faces") or [card]:
        out.append(f"# {face['name']}")
        for p in parse_card(face.get("oracle_text", ""), (face["name"], card["name"])):
            out.append(N.dump(p))
    return "\n".join(out) + "\n"


@pytest.mark.parametrize("path", list(_pool()), ids=lambda p: p.stem)
def test_pool_card_snapshot(path):
    card = json.loads(path.read_text(encoding="utf-8"))
    got = _snapshot_text(card)
    snap = SNAPSHOTS / (path.stem + ".txt")
    if os.environ.get("UPDATE_SNAPSHOTS") or not snap.exists():
        if not os.environ.get("UPDATE_SNAPSHOTS"):
            pytest.fail(f"no snapshot {snap.relative_to(ROOT)}: run with UPDATE_SNAPSHOTS=1 and review it")
        snap.write_text(got, encoding="utf-8")
    assert got == snap.read_text(encoding="utf-8"), (
        f"the parse of {card['name']} changed: review, then UPDATE_SNAPSHOTS=1 pytest {__file__}")
    assert not _TRANSFORM_ERRORS, _TRANSFORM_ERRORS


def test_every_pool_card_has_a_snapshot_and_no_stale_one():
    stems = {p.stem for p in _pool()}
    snaps = {p.stem for p in SNAPSHOTS.glob("*.txt")}
    assert snaps == stems, (sorted(snaps - stems), sorted(stems - snaps))


# ------------------------------------------------------------------------------------------ layering

def test_text_package_imports_nothing_of_the_game():
    pkg = ROOT / "reference_impl" / "mtg_reference_engine" / "text"
    bad = []
    for f in sorted(pkg.glob("*.py")):
        for node in ast.walk(ast.parse(f.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom):
                mod = node.module or ""
                if node.level == 1 and mod.split(".")[0] not in {p.stem for p in pkg.glob("*.py")} | {""}:
                    bad.append((f.name, mod))
                if node.level > 1 or mod.startswith(("mtg_reference_engine", "mtg_conformance")) and not mod.startswith("mtg_reference_engine.text"):
                    bad.append((f.name, "." * node.level + mod))
            elif isinstance(node, ast.Import):
                bad += [(f.name, a.name) for a in node.names if a.name.startswith(("mtg_reference_engine", "mtg_conformance"))
                        and not a.name.startswith("mtg_reference_engine.text")]
    assert not bad, bad


def test_grammar_file_ships_in_the_package():
    assert (ROOT / "reference_impl" / "mtg_reference_engine" / "text" / "oracle.lark").is_file()
    import tomllib
    conf = tomllib.loads((ROOT / "pyproject.toml").read_text())
    assert "reference_impl/mtg_reference_engine" in conf["tool"]["hatch"]["build"]["targets"]["wheel"]["packages"]
    assert any(d.startswith("lark") for d in conf["project"]["dependencies"])


# ------------------------------------------------------------------------------------------ the faster Earley

def test_fast_earley_builds_the_same_trees_as_lark():
    """earley.py only removes repeated work: on real lines (read or not) its trees and its
    refusals are lark's own."""
    from lark import Lark
    from lark.exceptions import LarkError

    from mtg_reference_engine.text.normalize import normalize_line
    from mtg_reference_engine.text.parse import GRAMMAR_FILE, _keyword_terminal, is_grammar_word, parser

    fast = parser()
    assert type(fast.parser.parser).__name__ == "FastEarley"
    plain = Lark(GRAMMAR_FILE.read_text(encoding="utf-8") + _keyword_terminal(), parser="earley",
                 lexer="basic", start="start", ordered_sets=False)
    lines = [
        "Flying, vigilance", "When this creature enters, draw a card.",
        "{2}{R}, {T}: This creature deals 2 damage to target creature an opponent controls.",
        'Enchanted creature gets +2/+2 and has "{T}: Add {G}."',
        "Destroy target nonartifact, nonblack creature. It can't be regenerated.",
        "Whenever the moon is full, frobnicate the widgets.",
    ]
    for line in lines:
        _, s = normalize_line(line, (), is_grammar_word)
        results = []
        for p in (fast, plain):
            try:
                results.append(p.parse(s, start="start"))
            except LarkError:  # a refusal must be a refusal on both
                results.append("refused")
        assert results[0] == results[1], line
