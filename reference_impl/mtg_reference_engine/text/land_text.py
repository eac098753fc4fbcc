"""Oracle templates of land-play effects (the rules: rules/lands.py, 305.2)."""

from __future__ import annotations

import re
from typing import Any


def parse_effect(t: str) -> dict[str, Any] | None:
    if t == "you may play an additional land this turn.":
        return {"type": "additional_land_play", "targets": []}
    if m := re.fullmatch(r"(?P<who>target player|you) can't play lands this turn\.", t):
        targets = [{"types": ["player"]}] if m["who"] == "target player" else []
        return {"type": "cant_play_lands_this_turn", "targets": targets}
    return None
