"""Sunburst (702.44a; branch kw3): "If this object is entering as a creature, ignoring any
type-changing effects that would affect it, it enters with a +1/+1 counter on it for each color of
mana spent to cast it. Otherwise, it enters with a charge counter on it for each color of mana
spent to cast it." 702.44b: only entering from the stack as a resolving spell, from the colored mana
spent on its costs (rules/mana.py records it: game.mana_spent). 702.44d: each instance separately.
A spell whose costs a fixture took as paid spent no stated mana: its colors are not guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import Unsupported, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("keyword", "sunburst")


def enters(game: "Game", obj: "GameObject", cause: str) -> None:
    n = sum(1 for a in game.chars(obj).abilities if a.kind == "keyword" and a.spec.get("keyword") == "sunburst")
    if not n or not cause.startswith("resolve:"):  # 702.44b
        return
    spent = game.mana_spent.get(obj.id)
    if spent is None:
        raise Unsupported("sunburst: the mana spent to cast this spell is not stated (its costs were taken as paid)")
    colors = len({m.type for m in spent if m.type in ("W", "U", "B", "R", "G")})
    if not colors:
        return
    face = obj.back if getattr(obj, "transformed", False) and getattr(obj, "back", None) is not None else obj.base
    kind = "+1/+1" if "creature" in face.card_types else "charge"  # ignoring type-changing effects
    obj.counters[kind] = obj.counters.get(kind, 0) + n * colors
