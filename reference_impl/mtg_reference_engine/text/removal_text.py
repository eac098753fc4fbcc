"""Oracle templates of effects removing keyword abilities (the rules: rules/ability_removal.py, 613.1f)."""

from __future__ import annotations

import re
from typing import Any


def _keywords(text: str) -> list[str] | None:
    from .oracle import _keyword_list

    return _keyword_list(text)


def parse_static(s: str):
    """(kind, spec) for a normalized line, or None."""
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature loses (?P<kw>.+?)\.", s):
        kws = _keywords(m["kw"])
        if kws is not None:
            return "static", {"rule": "attached_lose_keywords", "attached": m["who"], "keywords": kws}
    if s == "cards in graveyards lose all abilities.":
        return "static", {"rule": "graveyard_cards_lose_all"}  # 613.1f
    if m := re.fullmatch(r"all creatures lose (?P<kw>.+?)\.", s):
        kws = _keywords(m["kw"])
        if kws is not None:
            return "static", {"rule": "all_lose_keywords", "types": ["creature"], "keywords": kws}
    return None


def parse_effect(t: str) -> dict[str, Any] | None:
    """'target creature loses flying until end of turn.' -> a lose_keywords effect."""
    if m := re.fullmatch(r"target (?P<what>[a-z ]+?) loses (?P<kw>.+?) until end of turn\.", t):
        from .oracle import parse_filter

        kws = _keywords(m["kw"])
        if kws is not None:
            return {"type": "lose_keywords", "keywords": kws, "duration": "end_of_turn",
                    "targets": [parse_filter(m["what"])]}
    return None
