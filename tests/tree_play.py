"""Playing cards the reference engine reads from the grammar's typed tree (issue 13).

``card(name, text, types, ...)`` makes a card-pool entry for a card that isn't in the pool (the
tree path exists for the real cards the template parser can't read); ``play(script, cards)`` runs
Given/When/Then lines (docs/STEPS.md) on the reference engine with those cards added to the pool,
and returns (result, mismatches) as the harness compares them. ``edit`` changes the fixture
before it runs (e.g. to record a "may", "sacrifice" or "discard" choice the step vocabulary has no
step for). ``holds`` asserts there is no mismatch.
"""

from __future__ import annotations

from typing import Any, Callable

from mtg_conformance.cardpool import load_pool
from mtg_conformance.compare import compare
from mtg_conformance.steps import FixtureBuilder, find_step
from mtg_reference_engine.engine.engine import run_fixture

COLOR_OF = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def card(name: str, text: str, types: list[str] | str, cost: str = "{1}", pt: str | None = None,
         subtypes: tuple[str, ...] = ()) -> dict[str, Any]:
    types = [types] if isinstance(types, str) else list(types)
    entry: dict[str, Any] = {
        "name": name, "layout": "normal", "mana_cost": cost,
        "type_line": " ".join(t.capitalize() for t in types) + (" — " + " ".join(subtypes) if subtypes else ""),
        "supertypes": [], "card_types": types, "subtypes": list(subtypes), "oracle_text": text,
        "colors": [c for s, c in COLOR_OF.items() if "{" + s + "}" in cost]}
    if pt is not None:
        entry["power"], entry["toughness"] = pt.split("/")
    return entry


def fixture(script: str, cards: list[dict[str, Any]] = ()) -> tuple[dict[str, Any], Any]:
    b = FixtureBuilder()
    kind = "given"
    for line in [ln.strip() for ln in script.strip().splitlines() if ln.strip()]:
        word, text = line.split(" ", 1)
        kind = {"Given": "given", "When": "when", "Then": "then"}.get(word, kind)
        sd, _ = find_step(kind, text)
        sd.apply(b, text)
    pool = load_pool()
    pool.update({c["name"]: c for c in cards})
    return {"cards": [pool[c] for c in b.cards()], "setup": b.setup(), "actions": b.actions}, b.expect


def play(script: str, cards: list[dict[str, Any]] = (),
         edit: Callable[[dict[str, Any]], None] | None = None) -> tuple[dict[str, Any], list]:
    fx, expect = fixture(script, cards)
    if edit is not None:
        edit(fx)
    result = run_fixture(fx)
    return result, compare(expect, result)


def holds(script: str, cards: list[dict[str, Any]] = (), edit: Callable[[dict[str, Any]], None] | None = None) -> dict:
    result, mismatches = play(script, cards, edit)
    assert not mismatches, "\n".join(m.message for m in mismatches) + f"\n{result}"
    return result


def choose(action: int, kind: str, obj: str | None, value: Any) -> Callable[[dict[str, Any]], None]:
    """An ``edit`` recording a choice for the action number ``action`` (0-based)."""
    def edit(fx: dict[str, Any]) -> None:
        entry = {"kind": kind, "choice": value} if obj is None else {"kind": kind, "object": obj, "choice": value}
        fx["actions"][action].setdefault("choices", []).append(entry)
    return edit


def chooses(action: int, kind: str, obj: str | None, player: str | None, value: Any) -> Callable[[dict[str, Any]], None]:
    """An ``edit`` recording a choice made by ``player`` (if named) for the spell or ability ``obj``."""
    def edit(fx: dict[str, Any]) -> None:
        entry: dict[str, Any] = {"kind": kind, "choice": value}
        if obj is not None:
            entry["object"] = obj
        if player is not None:
            entry["player"] = player
        fx["actions"][action].setdefault("choices", []).append(entry)
    return edit


def both(*edits: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    """Several ``edit``s applied in turn."""
    def edit(fx: dict[str, Any]) -> None:
        for e in edits:
            e(fx)
    return edit


def reason(text: str, spell: bool = True) -> list[str]:
    """The engine's reasons for not implementing a one-ability line read from the grammar's tree."""
    from mtg_reference_engine.state.support import abilities_of, problems

    abilities = abilities_of(text, "Test Card", spell)
    assert len(abilities) == 1 and "tree" in abilities[0].spec, abilities
    return problems(abilities[0])


def tree_read(text: str, spell: bool = False) -> None:
    """The line goes through the grammar's tree path and the engine implements it."""
    from mtg_reference_engine.state.support import abilities_of, problems

    abilities = abilities_of(text, "Test Card", spell)
    assert len(abilities) == 1 and "tree" in abilities[0].spec, abilities
    assert problems(abilities[0]) == [], problems(abilities[0])


def refused(text: str, reason: str, spell: bool = False) -> None:
    """The engine refuses the line, and its first reason says ``reason``."""
    from mtg_reference_engine.state.support import abilities_of, problems

    why = [w for a in abilities_of(text, "Test Card", spell) for w in problems(a)]
    assert why and reason in why[0], why
