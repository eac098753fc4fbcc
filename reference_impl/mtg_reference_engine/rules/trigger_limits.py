"""'This ability triggers only once each turn.' (a triggered ability's own limit, as 603.2h's "Do
this only once each turn"): after the ability triggers, it doesn't trigger again that turn — for that
object (a permanent that left and returned is a new object with a fresh limit, 400.7).

The grammar gives it as ``Action(kind="once_each_turn", parts=(effect,))``, the effect of a Triggered:
the effect is run as usual, and :func:`allowed` (called by triggers.put_on_stack for every waiting
ability) keeps only the first triggering of each such ability in a turn.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from .instructions import Context, action, run
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


@action("once_each_turn")
def _once_each_turn(ctx: Context, node: N.Action) -> None:
    run(ctx, node.parts[0])


checks_node("Action:once_each_turn", in_place_check(
    "'triggers only once each turn' is read only as the whole effect of a triggered ability"))


def _mark(node: N.Triggered) -> None:
    if isinstance(node.effect, N.Action) and node.effect.kind == "once_each_turn" and len(node.effect.parts) == 1:
        read_in_place(node.effect)
    return None


checks_node("Triggered", _mark)


def _limited(trig: dict[str, Any]) -> bool:
    tree = trig["ability"].spec.get("tree") if trig.get("ability") is not None else None
    return isinstance(tree, N.Triggered) and isinstance(tree.effect, N.Action) and tree.effect.kind == "once_each_turn"


def allowed(game: "Game", trig: dict[str, Any]) -> bool:
    """Whether this waiting triggered ability may trigger: not if it is limited to once each turn and
    the same ability of the same object already triggered this turn."""
    if not _limited(trig):
        return True
    key = (trig["source"], trig.get("source_incarnation"), trig["ability"].text, game.turn_number)
    done = game.__dict__.setdefault("triggered_once_this_turn", set())
    if key in done:
        return False
    done.add(key)
    return True
