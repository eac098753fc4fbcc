"""Amounts of the permanent an activated ability's cost sacrificed (608.2h; branch grams): "{3}{R},
Sacrifice an artifact: ~ deals damage equal to the sacrificed artifact's mana value to any target",
"Sacrifice a creature: Draw cards equal to the sacrificed creature's power".

The sacrificed permanent is gone when the ability resolves: its power, toughness or mana value is
read from its last known information (608.2h, 113.7a: Game.lki_full, recorded as it left), the
permanent the cost sacrificed (rules/costs.py notes it, casting.activate hands it to the ability on
the stack). Read only in an activated ability whose cost sacrifices exactly one permanent of a
description ("Sacrifice a creature", "Sacrifice another creature"); anywhere else (a spell's
additional cost, a permanent sacrificed as the ability resolves) "the sacrificed creature" is
refused.

"The discarded card's mana value" (power, toughness) is read the same way, of the card an activated
ability's cost discarded ("{R}, {T}, Discard a card: ... equal to the discarded card's mana value"),
as it was in its owner's hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import amount_phrase
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

_KINDS = ("sacrificed_power", "sacrificed_toughness", "sacrificed_mv")
_DISCARDED = ("discarded_power", "discarded_toughness", "discarded_mv")


def _lki(ctx: "Context") -> Any:
    paid = (getattr(ctx.item, "cost_paid", None) or {}).get("sacrificed_lki") or []
    if len(paid) != 1 or tuple(paid[0]) not in ctx.game.lki_full:
        raise Unsupported("'the sacrificed permanent' names no one permanent this ability's cost sacrificed")
    return ctx.game.lki_full[tuple(paid[0])][0]  # its characteristics as it last existed on the battlefield


def _discarded(ctx: "Context") -> Any:
    paid = (getattr(ctx.item, "cost_paid", None) or {}).get("discarded_chars") or []
    if len(paid) != 1:
        raise Unsupported("'the discarded card' names no one card this ability's cost discarded")
    return paid[0]


@amount_phrase(*_KINDS, *_DISCARDED)
def _sacrificed(ctx: "Context", node: N.Phrase) -> int:
    ch = _lki(ctx) if node.kind in _KINDS else _discarded(ctx)
    if node.kind.endswith("_mv"):
        from .mana import mana_value

        return mana_value(ch.mana_cost or "")  # 202.3: X in a permanent's mana cost is 0
    value = ch.power if node.kind.endswith("_power") else ch.toughness
    return max(0, value or 0)  # 107.1b: a negative result is 0


for _k in _KINDS:
    checks_node(f"Phrase:{_k}", in_place_check("'the sacrificed permanent' outside an activated ability whose cost "
                                               "sacrifices one permanent is not executed"))
for _k in _DISCARDED:
    checks_node(f"Phrase:{_k}", in_place_check("'the discarded card' outside an activated ability whose cost "
                                               "discards one card is not executed"))


def _one_sacrifice(cost: Any, kind: str = "sacrifice") -> bool:
    parts = [p for p in (cost.parts if isinstance(cost, N.Cost) else ()) if isinstance(p, N.CostPart)
             and p.kind == kind]
    if len(parts) != 1 or len(parts[0].parts) != 1:
        return False
    d = parts[0].parts[0]
    return isinstance(d, N.Described) and d.quantifier in ("a", "an", "another") and d.count == 1


def _activated_check(node: N.Activated) -> str | None:
    """Marks the 'sacrificed' amounts of an activated ability whose cost sacrifices one permanent."""
    for kind, kinds in (("sacrifice", _KINDS), ("discard", _DISCARDED)):
        if _one_sacrifice(node.cost, kind):
            for n in N.walk(node.effect):
                if isinstance(n, N.Phrase) and n.kind in kinds:
                    read_in_place(n)
    return None


checks_node("Activated", _activated_check)
