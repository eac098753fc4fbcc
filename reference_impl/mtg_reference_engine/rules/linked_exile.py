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

from ..state.support import Unsupported, checks_node, executes_node
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

    game = ctx.game
    links = game.__dict__.setdefault("exiled_with_links", {})
    incarnation = ctx.source_incarnation if ctx.source_incarnation is not None else source.incarnation
    # 607.5: the link group of the exiling ability (its printed abilities share one; abilities gained
    # from one effect share another: rules/linked_abilities.py reads it)
    group = getattr(getattr(ctx.item, "ability", None), "link_group", None)
    cards = with_melded_cards(game, [obj])
    if len(cards) == 2:
        # 712.21b: the player exiling a melded permanent determines the relative timestamp order of its two
        # cards (an 'exile_order' choice: the card exiled last); left undetermined when no choice is recorded
        # (:func:`last_exiled` refuses to guess it where the order matters)
        last = _recorded_order(game, [c.id for c in cards])
        if last is None:
            game.__dict__.setdefault("exile_order_unknown", set()).add(
                frozenset((c.id, c.incarnation) for c in cards))
        elif last == cards[0].id:
            cards = cards[::-1]
    for card in cards:
        links[(card.id, card.incarnation)] = (source.id, incarnation, group)


def _recorded_order(game: "Game", ids: list[str]) -> str | None:
    """The card of ``ids`` a recorded 'exile_order' choice of this action names as exiled last, or None."""
    if not any(e["kind"] == "exile_order" for i, e in enumerate(game.choices) if i not in game._used_choices):
        return None
    return game.choose("exile_order", None, ids)


def last_exiled(game: "Game", source: "GameObject", creature: bool) -> "GameObject | None":
    """The last (creature) card exiled with ``source`` still in exile (613.7: timestamp order; 712.21b)."""
    cards = [c for c in exiled_with(game, source) if not creature or "creature" in game.chars(c).card_types]
    if not cards:
        return None
    last = cards[-1]
    for pair in game.__dict__.get("exile_order_unknown", ()):
        if (last.id, last.incarnation) in pair and all(game.objects[i].incarnation == inc and game.objects[i] in cards
                                                        for i, inc in pair):
            raise Unsupported("which card of the melded permanent was exiled last (712.21b) was not chosen "
                              "(an 'exile_order' choice)")
    return last


_ANY = object()


def exiled_with(game: "Game", source: "GameObject | None", group: Any = _ANY) -> "list[GameObject]":
    """The cards in exile exiled with ``source`` (the same object: 400.7), in the order they were
    exiled; with ``group``, only those an ability of that link group exiled (607.5)."""
    if source is None:
        return []
    return exiled_with_object(game, source.id, source.incarnation, group)


def exiled_with_object(game: "Game", source_id: str, incarnation: int, group: Any = _ANY) -> "list[GameObject]":
    """The same for the source as the object it was (its id and incarnation), even if it has left
    the zone it was in since (726.1: Karn Liberated's restart reads the cards exiled with it)."""
    links = game.__dict__.get("exiled_with_links") or {}
    out = []
    for (card_id, card_inc), (src, src_inc, grp) in links.items():
        card = game.objects.get(card_id)
        if card is not None and card.zone == "exile" and card.incarnation == card_inc \
                and src == source_id and src_inc == incarnation and not card.token \
                and (group is _ANY or grp == group):
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


# -- "As long as a card exiled with this creature is a creature card, this creature has the power, toughness,
# and creature types of the last creature card exiled with it. It's still a <type>." (Duplicant) --------------

from ..state.layers import ContinuousEffect, provides, static_sources  # noqa: E402
from .tree_statics import STATIC_EFFECT_CHECKS  # noqa: E402

_KIND = "has_last_exiled_values"


def _values_check(e: N.Phrase) -> str | None:
    if len(e.parts) != 3 or not all(isinstance(p, N.SelfRef) for p in e.parts[:2]):
        return "this 'has the values of the last card exiled with it' is not executed"
    from ..state.creature_types import CREATURE_TYPES

    return None if e.parts[2] in CREATURE_TYPES else f"'it's still a {e.parts[2]}' is not executed"


STATIC_EFFECT_CHECKS[f"Phrase:{_KIND}"] = _values_check
executes_node(f"Phrase:{_KIND}")


def _mine(ability: Any) -> bool:
    tree = ability.spec.get("tree") if ability.kind == "static" else None
    return isinstance(tree, N.Static) and tree.condition is None \
        and any(isinstance(e, N.Phrase) and e.kind == _KIND for e in tree.effects)


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    """607.2a: the source itself, while a creature card is exiled with it: layer 4, its creature types
    become those of the last one (205.1a; the named type kept: "it's still a ..."); layer 7b, its base
    power and toughness (613.4b)."""
    if obj.zone != "battlefield":
        return []
    out: list[ContinuousEffect] = []
    for source, spec in static_sources(game, "last_exiled", _mine):
        if source is not obj:
            continue
        still = next(e.parts[2] for e in spec["tree"].effects if isinstance(e, N.Phrase) and e.kind == _KIND)
        card = last_exiled(game, source, creature=True)
        if card is None:
            continue
        values = game.chars(card)  # in exile: its front face's (712.8a)
        from ..state.creature_types import CREATURE_TYPES

        types = [t for t in values.subtypes if t in CREATURE_TYPES]

        def retype(ch: Any, o: Any, types: list = types, still: str = still) -> None:
            if "creature" in ch.card_types:
                ch.subtypes = [t for t in ch.subtypes if t not in CREATURE_TYPES] + types + (
                    [still] if still not in types else [])

        def base(ch: Any, o: Any, p: Any = values.power, t: Any = values.toughness) -> None:
            ch.power, ch.toughness = p, t

        out.append(ContinuousEffect("4", source.timestamp, {(obj.id, obj.incarnation)}, retype, source=source.id,
                                    description="the creature types of the last creature card exiled with it"))
        out.append(ContinuousEffect("7b", source.timestamp, {(obj.id, obj.incarnation)}, base, source=source.id,
                                    description="the power and toughness of the last creature card exiled with it"))
    return out


provides(_effects, "4", guard="_in_last_exiled")


# -- branch loops (issue 16): "return the exiled cards to the battlefield under their owners' control" ------

def exiled_by_linked(ctx: Context) -> "list[GameObject]":
    """607.2a: "the exiled cards" of an ability (Worldgorger Dragon's "When this creature leaves the
    battlefield, return the exiled cards ...") are the cards its linked ability exiled: those exiled
    with its source as the object it was (400.7: the permanent that left, even though it has left), by
    an ability of the same link group (607.5); only those still in exile."""
    item = ctx.item
    if item.source is None:
        return []
    incarnation = ctx.source_incarnation
    if incarnation is None:
        raise Unsupported("'the exiled cards' of an ability whose source object isn't known")
    return exiled_with_object(ctx.game, item.source, incarnation, getattr(getattr(item, "ability", None), "link_group", _ANY))
