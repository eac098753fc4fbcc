"""'You may reveal that card. If an instant or sorcery card is revealed this way, ...' (701.20a, 608.2c;
branch faces): Delver of Secrets's "At the beginning of your upkeep, look at the top card of your
library. You may reveal that card. If an instant or sorcery card is revealed this way, transform this
creature."

The condition is true only if the player revealed the card (the optional instruction just before it
was done) and the card revealed has the stated quality. Read only right after "You may reveal that
card" / "it" in the same sequence of instructions; anywhere else it is refused.
"""

from __future__ import annotations

from typing import Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import matches, unreadable
from .instructions import CONDITIONS, Context
from .tree_conditions import in_place_check, read_in_place
from .zone_changes import _uncard

KIND = "revealed_this_way"


def _revealed(ctx: Context, cond: N.Condition) -> bool:
    if not ctx.did:  # the player chose not to reveal it (608.2c)
        return False
    flt = _uncard(cond.parts[0])
    return any(matches(ctx.game, c, flt, ctx.controller, ctx.source) for c in ctx.it)


def _reveal_step(step: Any) -> bool:
    return isinstance(step, N.Optional_) and step.player is None and isinstance(step.effect, N.Action) \
        and step.effect.kind == "reveal" and len(step.effect.parts) == 1 \
        and step.effect.parts[0] in (N.Ref("that card"), N.Ref("it"))


def _license(seq: N.Sequence) -> str | None:
    steps = list(seq.steps)
    for before, after in zip(steps, steps[1:]):
        if _reveal_step(before) and isinstance(after, N.Conditional) and isinstance(after.condition, N.Condition) \
                and after.condition.kind == KIND:
            read_in_place(after.condition)
    return None


def _check(cond: N.Condition) -> str | None:
    if len(cond.parts) != 1 or not isinstance(cond.parts[0], N.Filter):
        return "this 'is revealed this way' is not executed"
    if why := in_place_check("'if <a card> is revealed this way' is read only right after 'You may reveal that "
                             "card'")(cond):
        return why
    return unreadable(_uncard(cond.parts[0]))


CONDITIONS[KIND] = _revealed
executes_node(f"Condition:{KIND}")
checks_node(f"Condition:{KIND}", _check)
checks_node("Sequence", _license)
