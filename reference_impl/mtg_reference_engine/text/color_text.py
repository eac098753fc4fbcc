"""Oracle templates of color-changing effects (the rules: rules/color_change.py, 105.3, 613.1e)."""

from __future__ import annotations

import re
from typing import Any

COLORS = ("white", "blue", "black", "red", "green")
SPELL_OR_PERMANENT = {"spell_or_permanent": True}


def parse_effect(t: str) -> dict[str, Any] | None:
    """'target spell or permanent becomes white.' / 'target creature becomes red until end of turn.'"""
    m = re.fullmatch(r"target (?P<what>spell or permanent|[a-z ]+?) becomes (?P<colors>[a-z]+(?: and [a-z]+)?)"
                     r"(?P<eot> until end of turn)?\.", t)
    if not m:
        return None
    colors = [] if m["colors"] == "colorless" else m["colors"].split(" and ")  # 105.2c: no color
    if not all(c in COLORS for c in colors):
        return None
    if m["what"] == "spell or permanent":
        target = dict(SPELL_OR_PERMANENT)
    else:
        from .oracle import parse_filter

        target = parse_filter(m["what"])
    return {"type": "become_color", "colors": [c for c in COLORS if c in colors],
            "duration": "end_of_turn" if m["eot"] else "permanent", "targets": [target]}
