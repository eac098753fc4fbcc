"""Cards "exiled with" an object (607.1, 607.2a; branch meld), read from the grammar's tree.

An instruction of an ability of a permanent that exiles cards ("Imprint — Whenever a nontoken creature
dies, you may exile that card.") links them to that object (607.2a: the object as it is, 400.7); another
ability of the same object refers to them as "a card exiled with this artifact" / "each other card
exiled with this artifact": Mimic Vat's "If you do, return each other card exiled with this artifact to
its owner's graveyard." and "{3}, {T}: Create a token that's a copy of a card exiled with this artifact."
With no card exiled with it, no token is created (111.12). The two cards of a melded permanent exiled
this way are both exiled with it (712.21c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import node_qualifier
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def record(ctx: Context, obj: "GameObject") -> None:
    """Called by instructions._exile after ``obj`` was moved: 607.2a, it is exiled with the ability's
    source (an ability of a permanent: its source as the ability was put on the stack)."""
    source = ctx.source
    if obj.zone != "exile" or source is None or ctx.item.kind == "spell":
        return
    from .meld import with_melded_cards

    links = ctx.game.__dict__.setdefault("exiled_with_links", {})
    incarnation = ctx.source_incarnation if ctx.source_incarnation is not None else source.incarnation
    for card in with_melded_cards(ctx.game, [obj]):
        links[(card.id, card.incarnation)] = (source.id, incarnation)


def exiled_with(game: "Game", source: "GameObject | None") -> "list[GameObject]":
    """The cards in exile exiled with ``source`` (the same object: 400.7), in the order they were exiled."""
    if source is None:
        return []
    links = game.__dict__.get("exiled_with_links") or {}
    out = []
    for (card_id, incarnation), (src, src_inc) in links.items():
        card = game.objects.get(card_id)
        if card is not None and card.zone == "exile" and card.incarnation == incarnation \
                and src == source.id and src_inc == source.incarnation and not card.token:
            out.append(card)
    return out


def _self_only(q: Any) -> str | None:
    return None if len(q.parts) == 1 and isinstance(q.parts[0], N.SelfRef) else "'exiled with' another object is not executed"


@node_qualifier("exiled_with", _self_only)
def _exiled_with(game: "Game", o: Any, you: str, source: Any, q: Any) -> bool:
    return o.obj is not None and o.obj in exiled_with(game, source)


def copy_of_exiled(what: Any) -> bool:
    """'a card exiled with this <object>' as the object of a token copy (rules/token_copies.py)."""
    return isinstance(what, N.Described) and what.count == 1 and what.quantifier in ("a", "an") \
        and isinstance(what.filter, N.Filter) and what.filter.nouns == ("card",) and not what.filter.adjectives \
        and not what.filter.alternatives and len(what.filter.qualifiers) == 1 \
        and isinstance(what.filter.qualifiers[0], N.Phrase) and what.filter.qualifiers[0].kind == "exiled_with" \
        and _self_only(what.filter.qualifiers[0]) is None


def copied_card(ctx: Context, what: Any) -> "list[GameObject]":
    """The card a token copy copies: one of the cards exiled with the source; none when there is none
    (111.12: no token is created)."""
    source = ctx.source
    if source is not None and ctx.source_incarnation is not None and source.incarnation != ctx.source_incarnation:
        return []  # 607.2a, 400.7: the source left; nothing was exiled with the object it is now
    cards = exiled_with(ctx.game, source)
    if len(cards) > 1:
        raise Unsupported("choosing which of several cards exiled with it is copied is not executed")
    return cards


# -- "return each other card exiled with this artifact to its owner's graveyard" ----------------------------

@action("return_other_exiled_with")
def _return_others(ctx: Context, node: N.Action) -> None:
    """The cards exiled with the source, except those the instruction before named (the card just
    exiled: 'other'), go to their owners' graveyards."""
    from .entering import move_to_zone

    just = set(id(o) for o in ctx.it) if ctx.referred else set()
    for card in exiled_with(ctx.game, ctx.source):
        if id(card) not in just:
            move_to_zone(ctx.game, card, "graveyard")


checks_node("Action:return_other_exiled_with", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.SelfRef)
            else "this return of cards exiled with an object is not executed")
