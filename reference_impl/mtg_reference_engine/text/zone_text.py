"""Oracle templates of effects that move the object they're on out of a zone other than the
battlefield: "return this card from your graveyard to the battlefield tapped" (113.6m: such an
ability functions only in that zone). The rules: rules/zone_abilities.py.
"""

from __future__ import annotations

import re
from typing import Any

ZONES = {"your graveyard": "graveyard", "your hand": "hand"}


def parse_effect(t: str) -> dict[str, Any] | None:
    if m := re.fullmatch(r"return this card from (?P<zone>your graveyard|your hand) to the battlefield"
                         r"(?P<tapped> tapped)?\.", t):
        return {"type": "return_self_to_battlefield", "moves_self_from": ZONES[m["zone"]],
                "tapped": bool(m["tapped"]), "targets": []}
    return None
