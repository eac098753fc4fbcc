""""<This creature> assigns no combat damage this turn" (510.1a), as a resolving ability makes it:
"Whenever this creature becomes blocked, you may have it deal damage equal to its power to target
creature. If you do, this creature assigns no combat damage this turn." (branch gramt, issue 13)

The object as it is now (400.7: a new object isn't affected) assigns no combat damage in any combat
damage step of this turn; rules/combat.py reads :func:`assigns_none` as it assigns combat damage.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import _permanents_only, phrase

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


@phrase("no_combat_damage")
def _no_combat_damage(ctx: "Context", node: N.Phrase) -> None:
    marks = ctx.game.__dict__.setdefault("no_combat_damage", [])
    for obj in objects_of(ctx, node.parts[0]):
        marks.append((obj.id, obj.incarnation, ctx.game.turn_number))


def _check(node: N.Phrase) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], (N.SelfRef, N.Ref, N.Target)):
        return "this 'assigns no combat damage' is not executed"
    return _permanents_only(N.Tap(node.parts[0]))


checks_node("Phrase:no_combat_damage", _check)


def assigns_none(game: Any, obj: Any) -> bool:
    return (obj.id, obj.incarnation, game.turn_number) in game.__dict__.get("no_combat_damage", ())
