"""'<Target permanent>'s owner puts it on their choice of the top or bottom of their library.' (401.4,
read from the grammar's tree; branch grams).

The target, if still legal as the spell or ability resolves (608.2b), is put into its owner's library
(400.3) on the top or the bottom: its owner chooses as it resolves (608.2d) — a ``top_or_bottom``
choice recorded for the spell or ability with that player, "top" or "bottom". Only permanents are
read (a spell or a card in a graveyard as the target is refused).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import checks_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import _permanents_only, action

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


@action("owner_top_or_bottom")
def _owner_top_or_bottom(ctx: "Context", node: N.Action) -> None:
    from .entering import move_to_zone
    from .zone_effects import _asker, _put_on_bottom

    for obj in objects_of(ctx, node.parts[0]):
        where = ctx.game.choose("top_or_bottom", _asker(ctx), ["top", "bottom"], player=obj.owner)
        move_to_zone(ctx.game, obj, "library")  # 400.3: its owner's library; a token ceases to exist (111.8)
        if where == "bottom" and obj.zone == "library":
            _put_on_bottom(ctx.game, obj.owner, [obj])
    ctx.refer([])


checks_node("Action:owner_top_or_bottom", lambda n: (_permanents_only(N.Tap(n.parts[0]))
                                                     if len(n.parts) == 1 and isinstance(n.parts[0], N.Target)
                                                     else "this 'puts it on their choice of the top or bottom' is not executed"))
