"""Oracle template of "Whenever you expend N, [effect]" (700.14). The rules: rules/expend.py."""

from __future__ import annotations

import re

NUMBERS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}


def parse_line(s: str):
    """(kind, spec) for a normalized line (reminder text already dropped), or None."""
    if m := re.fullmatch(r"whenever you expend (?P<n>\d+), (?P<effect>.+)", s):
        from .oracle import parse_effect

        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "expend", "n": int(m["n"]), "effect": effect}
    return None
