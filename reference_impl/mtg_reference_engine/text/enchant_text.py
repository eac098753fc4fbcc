"""Oracle templates of enchant abilities effects change (the rules: rules/enchant.py, 702.5, 303.4):
the two linked triggered abilities of a reanimating Aura (607.2a)."""

from __future__ import annotations

import re
from typing import Any

from .wording import SELF


def parse_abilities(s: str, line: str) -> list[Any] | None:
    """A line holding the two linked triggered abilities of a reanimating Aura (Animate Dead's
    wording: "When this Aura enters, ... When this Aura leaves the battlefield, ..."), as two
    abilities (607.2a), or None. ``s`` is the normalized line, ``line`` the Oracle line."""
    from .oracle import Ability

    cut = re.search(r" (?=when " + SELF + r" leaves the battlefield)", s, re.IGNORECASE)
    if cut is None:
        return None
    parts = [s[:cut.start()], s[cut.end():]]
    specs = [parse_line(p) for p in parts]
    if any(spec is None for spec in specs):
        return None
    texts = re.split(r" (?=When this Aura leaves the battlefield)", line, maxsplit=1)
    if len(texts) != 2:
        return None
    return [Ability(text, *spec) for text, spec in zip(texts, specs)]


def parse_line(s: str):
    """One triggered ability of a reanimating Aura (Animate Dead's wording), or None."""
    if m := re.fullmatch(r"when " + SELF + r" enters, if it's on the battlefield, it loses \"enchant (?P<old>[^\"]+)\" "
                         r"and gains \"enchant (?P<new>[^\"]+?)\.?\"\.? return enchanted creature card to the "
                         r"battlefield under your control and attach " + SELF + r" to it\.", s, re.IGNORECASE):
        # 603.4: an intervening "if" clause, checked again as the ability resolves
        return "triggered", {"event": "enters", "self": True, "effect": {
            "type": "swap_enchant_and_return_enchanted", "lose": m["old"].lower(), "gain": m["new"],
            "targets": []}}
    if re.fullmatch(r"when " + SELF + r" leaves the battlefield, that creature's controller sacrifices it\.", s,
                    re.IGNORECASE):
        return "triggered", {"event": "leaves", "self": True,
                             "effect": {"type": "sacrifice_linked_creature", "targets": []}}
    return None
