"""Exiling a whole graveyard, read from the grammar's tree (issue 13, branch fx2): "Exile target
player's graveyard", "exile each opponent's graveyard", "exile all graveyards" (404.1, 406.2: every
card in that graveyard is moved to exile, one by one as the instruction says, all at once).

The players are a Player node (text/parse.py reads the possessive as the player it names: a target
player is chosen as the spell or ability is put on the stack, 115.1); a possessive that names no
player this way ('their', "its owner's") is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import checks_node
from ..text import nodes as N
from .filters import players_of
from .instructions import action

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


@action("exile_graveyard")
def _exile_graveyard(ctx: "Context", node: N.Action) -> None:
    """404.1, 406.2: every card in each named graveyard (all graveyards without a player) goes to
    exile; a target player no longer legal is unaffected (608.2b: players_of reads only legal ones)."""
    from .entering import move_to_zone

    game = ctx.game
    whose = game.apnap() if not node.parts else players_of(ctx, node.parts[0])
    cards = [o for o in list(game.objects.values()) if o.zone == "graveyard" and o.owner in whose]
    for card in cards:
        move_to_zone(game, card, "exile")


def _check(node: N.Action) -> str | None:
    if not node.parts:
        return None  # "exile all graveyards"
    if len(node.parts) == 1 and isinstance(node.parts[0], N.Player):
        return None  # the Player node's own check decides whether it is read
    return "exiling the graveyard of a player named this way is not executed"


checks_node("Action:exile_graveyard", _check)
