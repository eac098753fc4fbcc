"""Overload (702.96): "Overload [cost]" means "You may choose to pay [cost] rather than pay this
spell's mana cost" and "If you chose to pay this spell's overload cost, change its text by
replacing all instances of the word 'target' with the word 'each.'"

The text change is a layer-3 effect (613.1c) on the card from the moment the player announces
the overloaded spell (601.2b: before targets are chosen, so it has none) while it is a spell; the
overload cost is an alternative cost (118.9), so the spell's mana value doesn't change (118.9c).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..state.game import Illegal
from ..state.layers import EFFECT_PROVIDERS, ContinuousEffect
from ..text.oracle import parse_line

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


def _overload_cost(ch: "Characteristics") -> str | None:
    return next((a.spec["cost"] for a in ch.abilities if a.kind == "keyword" and a.spec.get("keyword") == "overload"),
                None)


def announce(game: "Game", obj: "GameObject") -> None:
    """601.2b: the player announces the alternative cost; the card must have overload."""
    if _overload_cost(game.chars(obj)) is None:
        raise Illegal(f'"{obj.id}" has no overload ability')
    # the card in hand now and the spell it becomes on the stack (400.7: a new object)
    obj.overloaded = {obj.incarnation, obj.incarnation + 1}  # type: ignore[attr-defined]


def is_overloaded(obj: "GameObject") -> bool:
    return obj.incarnation in getattr(obj, "overloaded", ())


def total_cost(game: "Game", obj: "GameObject", ch: "Characteristics", base: str) -> str:
    """601.2f: the overload cost replaces the mana cost in the total cost."""
    if not is_overloaded(obj):
        return base
    return _overload_cost(ch) + base[len(ch.mana_cost):]  # plus any increases after the mana cost


def _swap(text: str) -> str:
    return re.sub(r"\btarget\b", lambda m: "Each" if m[0][0] == "T" else "each", text, flags=re.IGNORECASE)


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if not is_overloaded(obj):
        return []

    def each(ch: "Characteristics", o: "GameObject") -> None:
        out = []
        for ability in ch.abilities:
            if ability.kind == "spell" and re.search(r"\btarget\b", ability.text, re.IGNORECASE):
                out.extend(parse_line(_swap(ability.text), ch.name))  # 702.96b
            else:
                out.append(ability)
        ch.abilities = out

    return [ContinuousEffect("3", obj.timestamp, {(obj.id, obj.incarnation)}, each, source=obj.id,
                             description="overloaded: 'target' -> 'each' (702.96b)")]


EFFECT_PROVIDERS.append(_effects)
