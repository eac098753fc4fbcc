"""'For each opponent, gain control of target permanent that player controls.' (branch trig4; 601.2c, 608.2f)

601.2c: "for each opponent ... target ... that player controls" is one target per opponent, each a permanent
that opponent controls. 608.2f: as the spell resolves, the action is taken on all the targets at once (its
controller gains control of all of them simultaneously). The engine plays two-player games: with one
opponent the spell has one target, a permanent that opponent controls; with more than one opponent the
instruction is refused as it resolves (Unsupported), never performed with the wrong number of targets.

Only the instruction's targets may say 'that player'; any other reference to the opponent is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported
from ..text import nodes as N
from .for_each_pre import FOR_EACH_PLAYER
from .instructions import run
from .object_words import FOR_EACH_OPPONENT_THAT
from .tree_conditions import read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


def _that_player_targets(effect: Any) -> list[Any]:
    """The 'that player controls' qualifiers of the effect's targets."""
    return [q for n in N.walk(effect) if isinstance(n, N.Target) and isinstance(n.filter, N.Filter)
            for q in n.filter.qualifiers if isinstance(q, N.Phrase) and q.kind == "ctl_that_player" and not q.parts]


def _check(node: N.Action) -> str | None:
    effect = node.parts[1]
    if isinstance(effect, N.Actor):
        return "'for each opponent' with a player following the instruction is not executed"
    quals = _that_player_targets(effect)
    if not quals:
        return "'for each opponent' without a target 'that player controls' is not executed"
    for n in N.walk(effect):
        if isinstance(n, N.Player) or (isinstance(n, N.Ref) and n.words in ("that player", "they", "them")):
            return "'for each opponent' with another reference to a player is not executed"
        if isinstance(n, N.Target) and not any(q in quals for q in getattr(n.filter, "qualifiers", ())):
            return "'for each opponent' with a target not controlled by that player is not executed"
    for q in quals:
        FOR_EACH_OPPONENT_THAT[id(q)] = q
        read_in_place(q)
    return None


def _perform(ctx: "Context", node: N.Action) -> None:
    opponents = ctx.game.opponents(ctx.controller)
    if len(opponents) != 1:
        raise Unsupported("'for each opponent' with more than one opponent (a target per opponent, 601.2c; "
                          "all at once, 608.2f) is not executed")
    run(ctx, node.parts[1])  # 608.2f: one action on all the targets (one, with one opponent)


FOR_EACH_PLAYER["opponent"] = (_check, _perform)
