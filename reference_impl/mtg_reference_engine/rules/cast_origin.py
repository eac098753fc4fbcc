"""Where a spell was cast from (601.2a), and the permanent it became (branch cond3).

"When this creature enters, if you cast it from your hand, ..." (603.4), "This creature enters with
two -1/-1 counters on it if you cast it from your hand" (614.1c): 601.2a moves the card to the stack
from the zone it was cast from (casting.py records it in the spell's ``cost_paid["from"]``); as the
spell resolves and becomes a permanent (608.3), resolution.py records that zone and its caster on
the permanent (that object only: 400.7 — a permanent that wasn't cast, or left and came back,
wasn't "cast from" anywhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported
from ..text import nodes as N
from . import tree_conditions
from .object_words import ZONE_NAMES

if TYPE_CHECKING:
    from ..state.game import Game, GameObject


def record(game: "Game", obj: "GameObject", item: Any) -> None:
    """608.3: the permanent a cast spell became remembers where it was cast from, and by whom."""
    if item.was_cast and not getattr(item, "is_copy", False):  # 707.10: a copy isn't cast
        obj.cast_origin = (obj.incarnation, (item.cost_paid or {}).get("from"), item.controller)  # type: ignore[attr-defined]


def entering(game: "Game", obj: "GameObject", item: Any) -> None:
    """As the spell's permanent enters (614.1c: its enters-with replacement effects are checked then)."""
    game.entering_cast_origin = (obj.id, (item.cost_paid or {}).get("from"), item.controller) \
        if item.was_cast and not getattr(item, "is_copy", False) else None


def _origin(game: "Game", obj: "GameObject") -> tuple[str | None, str | None]:
    """(zone it was cast from, who cast it) of this object, or (None, None) if it wasn't cast."""
    if obj.zone == "stack":
        from .copy_spells import stack_item

        item = stack_item(game, obj.id)
        if item is None or item.kind != "spell" or not item.was_cast:
            return None, None
        return (item.cost_paid or {}).get("from"), item.controller
    if obj.zone != "battlefield":
        raise Unsupported("where a card off the battlefield and the stack was cast from is not kept")
    now = getattr(game, "entering_cast_origin", None)
    if now is not None and now[0] == obj.id:
        return now[1], now[2]
    rec = getattr(obj, "cast_origin", None)
    if rec is None or rec[0] != obj.incarnation:
        return None, None
    return rec[1], rec[2]


def _cast_from_check(c: Any) -> str | None:
    if len(c.parts) == 1 and isinstance(c.parts[0], N.Phrase) and c.parts[0].kind == "zone_phrase" \
            and c.parts[0].parts[0] in ZONE_NAMES and ZONE_NAMES[c.parts[0].parts[0]][1] in ("you", "any"):
        return None
    return "this 'cast it from <zone>' condition is not executed"


@tree_conditions.condition("cast_from", _cast_from_check)
def _cast_from(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """'if you cast it from your hand', 'if it was cast from your graveyard', 'if this spell was cast
    from exile': 'it' is the trigger event's object if there is one (this permanent entering),
    else this object."""
    obj = tree_conditions._IT or source
    if obj is None:
        raise Unsupported("'cast it from' refers to nothing this engine can name")
    zone, whose = ZONE_NAMES[c.parts[0].parts[0]]
    where, caster = _origin(game, obj)
    if where != zone or caster != you:
        return False
    return whose == "any" or obj.owner == you  # 'your hand/graveyard': a card of yours
