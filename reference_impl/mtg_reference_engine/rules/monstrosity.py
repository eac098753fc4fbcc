"""Monstrosity (701.37) read from the grammar's typed tree: "{3}{G}{W}: Monstrosity 1." (also
"Monstrosity X", X the activation's), the trigger "When this creature becomes monstrous, ..." and the
condition "as long as / if this creature is monstrous".

701.37a: "Monstrosity N" means "If this permanent isn't monstrous, put N +1/+1 counters on it and it
becomes monstrous." 701.37b: monstrous is a designation; it stays until the permanent leaves the
battlefield (kept here as the incarnation it was given to: a new object isn't monstrous, 400.7).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import checks_node
from ..text import nodes as N
from .filters import amount
from .instructions import Context, action
from .trigger_events import verb
from .trigger_verbs import _status_changed

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def is_monstrous(obj: "GameObject | None") -> bool:
    """701.37b: the permanent became monstrous, and hasn't left the battlefield since."""
    return obj is not None and obj.zone == "battlefield" \
        and getattr(obj, "monstrous_incarnation", None) == obj.incarnation


@action("monstrosity")
def _monstrosity(ctx: Context, node: N.Action) -> None:
    game = ctx.game
    obj = ctx.source
    if obj is None or obj.zone != "battlefield" or (ctx.source_incarnation is not None
                                                    and obj.incarnation != ctx.source_incarnation):
        return  # the permanent whose ability it is has left: nothing becomes monstrous (400.7)
    if is_monstrous(obj):
        return  # 701.37a: "if this permanent isn't monstrous"
    n = amount(ctx, node.parts[0])
    if n > 0:
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + n  # 122.1a
    obj.monstrous_incarnation = obj.incarnation  # type: ignore[attr-defined]
    game.events.append({"type": "becomes_monstrous", "object": obj.id, "incarnation": obj.incarnation})


def _monstrosity_check(node: N.Action) -> str | None:
    if len(node.parts) == 1 and (node.parts[0] == "X" or isinstance(node.parts[0], int)
                                 and not isinstance(node.parts[0], bool)):
        return None
    return "this monstrosity is not executed"


checks_node("Action:monstrosity", _monstrosity_check)

# "When this creature becomes monstrous, ..." (603.2: the event of 701.37a)
verb("becomes monstrous", "becomes_monstrous")(_status_changed)

