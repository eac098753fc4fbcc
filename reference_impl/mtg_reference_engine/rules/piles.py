"""Piles (700.3; branch misc16): "An opponent separates those cards into two piles. Put one pile into
your hand and the other into your graveyard." (Fact or Fiction and its kin).

700.3a: each affected object goes into exactly one pile; 700.3b: a pile is not an object; 700.3c: the
objects don't leave their zone while they are grouped (the revealed cards stay in the library until they
are put into a hand or graveyard); 700.3d: a pile may be empty.

Choices: ``piles`` — the player separating (``player``) answers ``[[ids], [ids]]``, every object once;
``pile`` — the player choosing a pile answers with that pile's ids (``[]`` for an empty one).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import checks_node
from ..text import nodes as N
from .filters import player
from .instructions import Context, action
from .tree_conditions import read_in_place

if TYPE_CHECKING:
    from ..state.game import GameObject

#: the words the separated objects are referred to by (what the sentence before named)
_SEPARATED = ("those cards", "them")


def _separating_actor(node: Any) -> str | None:
    """An Actor whose player separates the objects into piles: 'An opponent separates those cards
    into two piles' reads 'an opponent' here (one opponent of the controller, chosen by them)."""
    eff = node.effect
    if isinstance(eff, N.Action) and eff.kind == "piles" and isinstance(node.player, N.Player) \
            and node.player.who == "an_opponent" and not node.player.parts:
        read_in_place(node.player)
    return None


checks_node("Actor", _separating_actor)


@player("an_opponent")
def _an_opponent(ctx: Context, node: Any) -> list[str]:
    """'An opponent separates ...': one opponent of the controller (102.3); the controller chooses
    which when there are several (choice ``opponent``)."""
    options = ctx.game.opponents(ctx.controller)
    if len(options) <= 1:
        return options
    return [ctx.game.choose("opponent", _asker(ctx), options, player=ctx.controller)]


def _asker(ctx: Context) -> str | None:
    return ctx.source.id if ctx.source is not None else None


@action("piles")
def _piles(ctx: Context, node: N.Action) -> None:
    """The player following the instruction separates the objects into two piles (700.3a, 700.3d).
    They stay where they are (700.3c)."""
    # 'those cards' / 'them': the cards the instruction before named, where it left them (a card is a
    # new object once it has left that zone, 400.7)
    if not ctx.referred:
        from ..state.support import Unsupported

        raise Unsupported(f"{node.parts[0].words!r} refers to nothing the reference engine followed")
    objs = [o for o in ctx.it if o.zone not in ("battlefield", "stack")]
    value = ctx.game.choose("piles", _asker(ctx), None, player=ctx.player)
    if not (isinstance(value, list) and len(value) == 2 and all(isinstance(p, list) for p in value)):
        raise Illegal(f"the piles choice is two lists of ids ([[ids], [ids]]), not {value!r}")
    given = [i for p in value for i in p]
    if sorted(given) != sorted(o.id for o in objs):
        raise Illegal(f"each of {', '.join(o.id for o in objs) or 'no object'} goes into exactly one of the two "
                      f"piles (700.3a), not {value!r}")
    ctx.piles = [[ctx.game.obj(i) for i in p] for p in value]  # type: ignore[attr-defined]
    # 400.7: what was grouped is the object as it is now, in its zone
    ctx.grouped = {o.id: (o.zone, o.incarnation) for o in objs}  # type: ignore[attr-defined]


def _piles_check(node: N.Action) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], N.Ref) or node.parts[0].words not in _SEPARATED:
        return "separating these objects into piles is not executed"
    read_in_place(node.parts[0])
    return None


checks_node("Action:piles", _piles_check)


@action("pile_to_hand")
def _pile_to_hand(ctx: Context, node: N.Action) -> None:
    """'Put one pile into your hand and the other into your graveyard': the player following it
    chooses a pile (choice ``pile``); both piles move at once. An object that has left the zone it
    was grouped in since is not moved (400.7)."""
    from .entering import move_to_zone

    piles: list[list["GameObject"]] | None = getattr(ctx, "piles", None)
    if piles is None:
        from ..state.support import Unsupported

        raise Unsupported("'put one pile into your hand' with no piles made before it")
    chosen = ctx.game.choose("pile", _asker(ctx), None, player=ctx.player)
    if not isinstance(chosen, list) or sorted(chosen) not in [sorted(o.id for o in p) for p in piles]:
        raise Illegal(f"the pile choice is the ids of one of the piles "
                      f"({' / '.join(', '.join(o.id for o in p) or 'empty' for p in piles)}), not {chosen!r}")
    k = 0 if sorted(o.id for o in piles[0]) == sorted(chosen) else 1
    grouped = ctx.grouped  # type: ignore[attr-defined]
    for pile, zone in ((piles[k], "hand"), (piles[1 - k], "graveyard")):
        for card in pile:
            if (card.zone, card.incarnation) == grouped[card.id]:
                move_to_zone(ctx.game, card, zone)
