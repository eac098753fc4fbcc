"""Players getting poison counters as an instruction says, read from the grammar's tree (issue 13,
branch fx2): "that player gets two poison counters", "each opponent gets a poison counter", "you get
a poison counter" (122.1f: counters on a player; 704.5c: a player with ten or more loses the game,
rules/sba.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import checks_node
from ..text import nodes as N
from .filters import amount, amount_check
from .instructions import action

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


@action("get_poison")
def _get_poison(ctx: "Context", node: N.Action) -> None:
    """122.1f: the acting player (the Actor's, 'you' by default) gets that many poison counters."""
    n = amount(ctx, node.parts[0])
    if n > 0:
        ctx.game.players[ctx.player].poison += n


checks_node("Action:get_poison", lambda n: amount_check(n.parts[0]) if len(n.parts) == 1
            else "this poison counter instruction is not executed")
