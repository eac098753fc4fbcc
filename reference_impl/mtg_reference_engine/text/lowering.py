"""Typed ability trees (reference_impl.text) -> the engine's ``Ability(text, kind, spec)``.

The engine still reads the template parser's ``Ability`` objects (reference_impl.oracle). This module
lowers the grammar's tree to exactly those objects for the constructs where it can reproduce them —
keyword lines, "enters tapped", "This spell can't be countered.", "attacks each combat if able" —
and returns None for every other line, so the engine can switch to the grammar construct by construct.
tests/test_text_lowering.py compares, for every line of the pool, the lowered result with
``oracle.parse_oracle_text``'s. Nothing here reads the Oracle wording to decide what a line means:
the wording only becomes the ability's ``text`` (and the 'what' of "Enchant …", which the engine
keeps as words).
"""

from __future__ import annotations

import re
from typing import Any

from .oracle import Ability
from . import nodes as N
from .normalize import drop_reminder, straighten

# 702 keywords whose spec is only their name.
_PLAIN = {"deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
          "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "changeling",
          "menace", "trample over planeswalkers", "fear", "shadow", "horsemanship", "skulk", "infect", "wither",
          "prowess", "exalted", "flanking", "battle cry", "melee", "dethrone", "training", "mentor", "myriad",
          "provoke"}
# Keywords with a mana cost the engine keeps as its symbols.
_COSTED = {"morph", "kicker", "disturb", "overload", "cumulative upkeep"}
# Keywords with a number.
_NUMBERED = {"annihilator", "fading", "bushido", "toxic", "rampage", "afflict", "renown", "bloodthirst"}
_COLORS = {"white", "blue", "black", "red", "green"}


def _quality(param: Any) -> str | None:
    """'from black' / 'from each color' -> the words the engine keeps, or None."""
    if not (isinstance(param, N.Phrase) and param.kind == "kw_from" and len(param.parts) == 1):
        return None
    qualities = param.parts[0]
    if not (isinstance(qualities, N.Phrase) and qualities.kind == "quality_list" and len(qualities.parts) == 1):
        return None
    q = qualities.parts[0]
    if isinstance(q, N.Filter) and not q.nouns and not q.qualifiers and len(q.adjectives) == 1:
        color = q.adjectives[0].removeprefix("color:")
        return color if color in _COLORS else None
    if isinstance(q, N.Phrase) and q.kind == "q_each_color":
        return "each color"
    return None


def _keyword_spec(kw: N.Keyword, words: str) -> dict[str, Any] | None:
    name = kw.name
    if kw.cost is not None:
        return None
    if kw.param is None:
        if name in _PLAIN:
            return {"keyword": name}
        if name.endswith("walk"):  # 702.14: landwalk
            land = name[: -len("walk")]
            return {"keyword": "landwalk", "land_type": "nonbasic land" if land == "nonbasic land" else land}
        return None
    if name in _COSTED and isinstance(kw.param, N.ManaCost):
        return {"keyword": name, "cost": "".join(kw.param.symbols)}
    if name in _NUMBERED and isinstance(kw.param, int):
        return {"keyword": name, "n": kw.param}
    if name in ("protection", "hexproof") and (q := _quality(kw.param)) is not None:
        return {"keyword": "protection" if name == "protection" else "hexproof_from", "from": q}
    if name == "enchant" and isinstance(kw.param, N.Phrase) and kw.param.kind == "kw_filter":
        what = re.sub(r"^enchant ", "", words, flags=re.IGNORECASE)
        return {"keyword": "enchant", "what": what}
    return None


def name_keeps_reminder(spec: dict[str, Any]) -> bool:
    return spec["keyword"] in ("disturb", "kicker", "overload")


def lower(parsed: N.ParsedLine) -> list[Ability] | None:
    """The engine's abilities for one parsed line, or None where this lowering doesn't reach."""
    a = parsed.ability
    text = parsed.text
    if parsed.ability_word is not None or N.has_unparsed(a):
        return None
    if isinstance(a, N.KeywordLine):
        words = drop_reminder(straighten(text))
        parts = [p.strip() for p in words.split(",")] if len(a.keywords) > 1 else [words]
        if len(parts) != len(a.keywords):
            return None
        out = []
        for kw, part in zip(a.keywords, parts):
            spec = _keyword_spec(kw, part)
            if spec is None:
                return None
            # The template parser keeps these keywords' reminder text in their wording.
            wording = text if name_keeps_reminder(spec) and len(a.keywords) == 1 else part[:1].upper() + part[1:]
            out.append(Ability(wording, "keyword", spec))
        return out
    if isinstance(a, N.Replacement) and a.kind == "enters_tapped" and isinstance(a.parts[0], N.SelfRef):
        return [Ability(text, "replacement", {"type": "enters_tapped"})]
    if isinstance(a, N.Static) and len(a.effects) == 1:
        e = a.effects[0]
        if isinstance(e, N.Phrase) and e.kind == "uncounterable":
            return [Ability(text, "static", {"rule": "cant_be_countered_self"})]
        if isinstance(e, N.Restriction) and e.kind == "must_attack" and isinstance(e.what, N.SelfRef):
            return [Ability(text, "static", {"rule": "attacks_each_combat"})]
    return None
