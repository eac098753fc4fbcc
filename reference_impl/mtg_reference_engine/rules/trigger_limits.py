""""This ability triggers only once each turn." (603.2h's neighbour; branch gramt, issue 13): the
ability of this object triggers the first time its event happens in a turn, and not again that turn
(an object that changes zones is a new object with a new ability, 400.7). The grammar reads the
sentence as Action(once_each_turn, (<effect>,)) around the effect; trigger_events._add asks
:func:`may_trigger` before the ability waits to be put on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from .instructions import action, run

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


def _limited(ability: Any) -> bool:
    tree = ability.spec.get("tree") if ability is not None else None
    return isinstance(tree, N.Triggered) and isinstance(tree.effect, N.Action) and tree.effect.kind == "once_each_turn"


def may_trigger(game: Any, perm: Any, incarnation: int, ability: Any) -> bool:
    """False if this limited ability of this object already triggered this turn; else records it."""
    if not _limited(ability):
        return True
    seen = game.__dict__.setdefault("triggered_once", set())
    key = (perm.id, incarnation, ability.text, game.turn_number)
    if key in seen:
        return False
    seen.add(key)
    return True


@action("once_each_turn")
def _once_each_turn(ctx: "Context", node: N.Action) -> None:
    run(ctx, node.parts[0])  # the limit is on triggering (may_trigger), not on resolving


# Read only as the whole effect of a triggered ability (the Triggered check runs before its effect's).
_VOUCHED: dict[int, Any] = {}


def _triggered_check(node: Any) -> str | None:
    eff = getattr(node, "effect", None)
    if isinstance(eff, N.Action) and eff.kind == "once_each_turn":
        _VOUCHED[id(eff)] = eff
    return None


checks_node("Triggered", _triggered_check)
checks_node("Action:once_each_turn", lambda n: None if id(n) in _VOUCHED and len(n.parts) == 1
            else "'this ability triggers only once each turn' outside a triggered ability is not executed")
