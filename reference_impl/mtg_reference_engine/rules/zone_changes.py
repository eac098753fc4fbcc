"""One-shot effects that move cards and permanents between zones, read from the grammar's typed
tree (rules/instructions.py dispatches): returning cards from a graveyard to the battlefield or
putting them there (110.2a), flickering (exile, then return: a new object, 400.7), exiling "until
this leaves the battlefield" (610.3), putting objects on top or on the bottom of their owner's
library (401), drawing then discarding, and looking at or revealing the top cards of a library
(701.20) with what follows: "put them back in any order", "put one of them into your hand and the
rest on the bottom of your library in any order", "you may reveal a creature card from among them
and put it into your hand", "put the rest into your graveyard" ...

Each decision is the player's the rules name (the one following the instruction), recorded in the
fixture as a choice for the resolving spell or ability (its source permanent for an ability) with
that player (as in rules/zone_effects.py): ``put_onto_battlefield`` (the id, or null where the text
allows none), ``put_top`` (ids), ``put_back`` (the ids, top first), ``dig`` (``{"hand": [ids],
"bottom"|"graveyard": [ids]}``, each list top first), ``reveal`` (the id, or null), ``bottom``
(the ids, top first). A question with a single possible answer is not asked.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import Unsupported, checks_node, checks_whole, claim, executes_node
from ..text import nodes as N
from .filters import amount, amount_check, card_zone, matches, objects_of, player, unreadable
from .instructions import Context, action, instruction
from .zone_effects import _asker, _ids, _put_on_bottom, hand, library

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


# "permanent card" (110.4): rules/object_words.py


executes_node("Filter.qual:from_zone", "Phrase:from_zone")  # read by filters.card_zone (checked there)


def _choose_ids(ctx: Context, kind: str, options: list["GameObject"], least: int, most: int) -> list["GameObject"]:
    """The player picks ``least`` to ``most`` of the options (not asked when only one answer fits)."""
    if len(options) <= least:
        return list(options)
    if most == 0:
        return []
    value = ctx.game.choose(kind, _asker(ctx), None, allow_none=least == 0, player=ctx.player)
    ids = _ids(value)
    allowed = {o.id for o in options}
    if len(set(ids)) != len(ids) or not least <= len(ids) <= most or any(i not in allowed for i in ids):
        raise Illegal(f"the {kind} choice is {least} to {most} of {', '.join(sorted(allowed))}, not {value!r}")
    return [ctx.game.obj(i) for i in ids]


def _order(ctx: Context, kind: str, cards: list["GameObject"]) -> list["GameObject"]:
    """The player's order of these cards ('in any order'), top first; asked only for two or more."""
    if len(cards) < 2:
        return list(cards)
    value = _ids(ctx.game.choose(kind, _asker(ctx), None, player=ctx.player))
    if sorted(value) != sorted(c.id for c in cards):
        raise Illegal(f"the {kind} choice orders exactly {', '.join(c.id for c in cards)}, not {value!r}")
    return [ctx.game.obj(i) for i in value]


def _shuffled(ctx: Context, cards: list["GameObject"]) -> list["GameObject"]:
    """'in a random order': reproducibly random (no fixture can rely on which)."""
    out = sorted(cards, key=lambda c: c.id)
    random.Random(f"{ctx.player}:{ctx.game._position}").shuffle(out)
    return out


def _control(ctx: Context, parts: tuple, obj: "GameObject") -> str:
    """110.2a: under the control of the player putting it there, unless the text says otherwise;
    610.3c-like 'under its owner's control'."""
    for p in parts:
        if isinstance(p, N.Phrase) and p.kind == "under_control":
            return ctx.controller if p.parts == ("under your control",) else obj.owner
    return ctx.player


def _entering_parts(parts: tuple) -> str | None:
    for p in parts:
        if isinstance(p, N.Phrase) and p.kind == "under_control":
            if p.parts not in (("under your control",), ("under its owner's control",), ("under their owners' control",)):
                return f"entering {p.parts[0] if p.parts else ''!r} is not executed"
        elif isinstance(p, N.Phrase) and p.kind == "tapped":
            continue
        elif isinstance(p, N.CounterSpec):
            if not isinstance(p.amount, int) or not isinstance(p.kind, str):
                return "entering with these counters is not executed"
        else:
            return f"entering with {type(p).__name__} is not executed"
    return None


executes_node("Phrase:under_control", "Phrase:tapped")  # read by _control / _enter (checked by _entering_parts)


def _enter(ctx: Context, cards: list["GameObject"], parts: tuple) -> list["GameObject"]:
    """Put the cards onto the battlefield (tapped / with counters, 614.1c: as they enter)."""
    from .entering import enter_battlefield

    tapped = any(isinstance(p, N.Phrase) and p.kind == "tapped" for p in parts)
    counters = {p.kind: p.amount for p in parts if isinstance(p, N.CounterSpec)} or None
    entered = []
    for card in cards:
        if (how := getattr(ctx, "enters_as", None)) is not None:
            card.enters_with_effects = [how]  # branch trig4: 611.2e, it is so as it enters (rules/entering_types.py)
        enter_battlefield(ctx.game, card, _control(ctx, parts, card), cause=f"effect:{ctx.item.id}",
                          tapped=tapped, counters=counters)
        if card.zone == "battlefield":
            entered.append(card)
    ctx.refer(entered)
    return entered


# -- cards from a zone to the battlefield (110.2a) -------------------------------------------------

AMONG_THEM = N.Phrase("from_zone", (N.Phrase("zone_name", ("among them",)),))


def _zone_desc(flt: Any) -> tuple | None:
    """filters.card_zone, and 'from among them': the cards looked at or revealed (zone "looked")."""
    if isinstance(flt, N.Filter) and AMONG_THEM in flt.qualifiers:
        zone, _, rest = _among(flt)
        return ("looked", None, rest) if set(flt.nouns) & {"card", "cards"} else None
    return card_zone(flt)


def _cards_in(ctx: Context, flt: N.Filter) -> list["GameObject"]:
    """The cards a description of cards in a zone names ('all land cards from your graveyard')."""
    zone, whose, rest = _zone_desc(flt)  # type: ignore[misc]
    game = ctx.game
    if zone == "looked":
        return [c for c in _looked(ctx) if matches(game, c, rest, ctx.controller, ctx.source)]
    return [o for o in game.objects.values() if o.zone == zone and not o.token
            and (whose is None or (o.owner == ctx.player) == (whose == "you"))
            and matches(game, o, rest, ctx.controller, ctx.source)]


#: branch loops: "return the exiled cards to the battlefield" (Worldgorger Dragon): the cards the object's
#: linked ability exiled (607.2a; rules/linked_exile.exiled_by_linked)
EXILED_CARDS = "the exiled cards"


def _cards_of(ctx: Context, what: Any, kind: str) -> list["GameObject"]:
    """The cards an instruction moves: a target card (still legal, 608.2b), every card of an
    'all ... cards from <zone>', the one card of 'a ... card from <zone>' the player picks, or the
    card 'that card' names (in the zone an earlier instruction put it)."""
    if isinstance(what, N.SelfRef):  # "return this card from your graveyard": the card, if it's still that card (400.7)
        src = ctx.source
        if src is None or src.zone != "graveyard" or (ctx.source_incarnation is not None
                                                      and src.incarnation != ctx.source_incarnation):
            return []
        return [src]
    if isinstance(what, N.Ref) and what.words == EXILED_CARDS:  # branch loops: 607.2a (rules/linked_exile.py)
        from .linked_exile import exiled_by_linked

        return exiled_by_linked(ctx)
    if isinstance(what, N.Ref):  # 'that card' / 'it': a card (not a permanent) an earlier instruction named
        from .filters import _found

        from .meld import with_melded_cards  # branch meld: 712.21c, both cards a melded permanent became

        if (found := _found(ctx, what)) is not None:  # 400.7d: the card a zone-change trigger's object became (trig2)
            return [o for o in with_melded_cards(ctx.game, found) if not o.token]  # 111.8: a token can't return
        if not ctx.referred:
            raise Unsupported(f"{what.words!r} refers to nothing the reference engine followed")
        return [o for o in with_melded_cards(ctx.game, ctx.it) if o.zone not in ("battlefield", "stack") and not o.token]
    if isinstance(what, N.Target):
        return [ctx.game.obj(t["object"]) for t in ctx.targets_for(what) if "object" in t]
    if isinstance(what, N.Each):
        return _cards_in(ctx, what.filter)
    from .linked_abilities import exiled_with_cards  # branch names: 'a creature card exiled with ~' (607.2a)

    if (linked := exiled_with_cards(ctx, what)) is not None:
        return _choose_ids(ctx, kind, linked, min(1, len(linked)), 1)
    options = _cards_in(ctx, what.filter)  # a Described: 'a creature card from your hand'
    return _choose_ids(ctx, kind, options, min(1, len(options)), 1)


def _cards_check(what: Any, parts: tuple = ()) -> str | None:
    if isinstance(what, N.SelfRef):  # the activated ability functions in the graveyard (text/lowering.py)
        return None if N.Phrase("zone_phrase", ("your graveyard",)) in parts else "moving SelfRef this way is not executed"
    if isinstance(what, N.Ref) and what.words == EXILED_CARDS:  # branch loops: 607.2a, the linked exile's cards
        from .tree_conditions import read_in_place

        read_in_place(what)
        return None
    if isinstance(what, N.Ref):
        return None if what.words in ("that card", "it") else f"returning {what.words!r} to the battlefield is not executed"
    if isinstance(what, N.Target):
        return None if card_zone(what.filter) is not None else "a target that isn't a card in a zone is not executed here"
    from .linked_abilities import exiled_with_problem, is_exiled_with  # branch names: 607.2a, 607.5

    if is_exiled_with(what):
        return exiled_with_problem(what)
    if isinstance(what, (N.Each, N.Described)):
        found = _zone_desc(what.filter)
        if found is None:
            return "cards from a zone the engine doesn't read are not executed"
        if isinstance(what, N.Described) and (what.count != 1 or what.quantifier not in ("a", "an")):
            return f"putting {what.quantifier} {what.count!r} cards is not executed"
        return unreadable(found[2])
    return f"moving {type(what).__name__} this way is not executed"


@instruction(N.ReturnToBattlefield)
def _return_to_battlefield(ctx: Context, node: N.ReturnToBattlefield) -> None:
    """'Return target creature card from your graveyard to the battlefield [tapped] [under your
    control] [with a +1/+1 counter on it]' (110.2a: under the control of the player putting it there)."""
    cards = _cards_of(ctx, node.what, "put_onto_battlefield")
    _enter(ctx, cards, node.parts)


checks_node("ReturnToBattlefield", lambda n: _cards_check(n.what, n.parts) or _entering_parts(
    tuple(p for p in n.parts if not (isinstance(n.what, N.SelfRef) and p == N.Phrase("zone_phrase", ("your graveyard",))))))
executes_node("Phrase:zone_phrase")  # 'this card from your graveyard' (checked where read)


@action("regrowth")
def _regrowth(ctx: Context, node: N.Action) -> None:
    """'Return this card from your graveyard to your hand' (an activated ability that functions in
    the graveyard, 113.6m-ish)."""
    from .entering import move_to_zone

    for card in _cards_of(ctx, node.parts[0], ""):
        move_to_zone(ctx.game, card, "hand")


checks_node("Action:regrowth", lambda n: None if len(n.parts) == 2 and isinstance(n.parts[0], N.SelfRef)
            and n.parts[1] == N.Phrase("zone_phrase", ("your graveyard",)) else "this return to a hand is not executed")


def _self_from_graveyard(root: Any) -> str | None:
    """Only an activated ability of a card in a graveyard is read (text/lowering.py gives it that
    zone); a triggered or other ability doing so from the graveyard is not executed (113.6)."""
    zone = N.Phrase("zone_phrase", ("your graveyard",))
    for n in N.walk(root):
        if (isinstance(n, N.ReturnToBattlefield) or isinstance(n, N.Action) and n.kind == "regrowth") \
                and isinstance(getattr(n, "what", None) or (n.parts[0] if n.parts else None), N.SelfRef) \
                and zone in n.parts:
            if isinstance(root, N.Triggered) and _graveyard_trigger_ok(root) is None:
                continue  # 113.6k: rules/trigger_events.graveyard_holders (branch cond3)
            return _graveyard_trigger_ok(root) if isinstance(root, N.Triggered) else \
                "an ability of a card in a graveyard other than an activated ability is not executed"
    return None


def _graveyard_trigger_ok(root: Any) -> str | None:
    """(branch cond3) The trigger events a card in a graveyard is watched for (113.6k;
    rules/trigger_events: beginning of a step, a spell cast, an object event of a verb); others
    (player events, state triggers, ...) are refused."""
    from .trigger_events import VERBS, event_verbs, sub_events

    for ev in sub_events(root.trigger.event):
        kind = getattr(ev, "kind", None)
        if kind in ("trigger_step", "event_cast"):
            continue
        shape = event_verbs(ev) if kind in ("trigger_event", "event_either") else None
        if shape is None or isinstance(shape[0], (N.SelfRef, N.Attached)) \
                or any(key not in VERBS for key, _ in shape[1]):
            return "this trigger of a card in a graveyard is not executed"
    return None


for _root in ("SpellAbility", "Triggered", "Mode", "Loyalty"):
    checks_node(_root, _self_from_graveyard)


@action("put_onto_battlefield")
def _put_onto_battlefield(ctx: Context, node: N.Action) -> None:
    _enter(ctx, _cards_of(ctx, node.parts[0], "put_onto_battlefield"), node.parts[1:])


checks_node("Action:put_onto_battlefield",
            lambda n: (_cards_check(n.parts[0]) if n.parts else "nothing to put") or _entering_parts(n.parts[1:]))


# -- exile, then return (400.7) ---------------------------------------------------------------------

@action("flicker")
def _flicker(ctx: Context, node: N.Action) -> None:
    """'Exile target creature you control, then return it to the battlefield under its owner's
    control': the object exiled returns as a new object (400.7); a token exiled doesn't (111.7)."""
    from .entering import move_to_zone

    exiled = []
    for obj in objects_of(ctx, node.parts[0]):
        move_to_zone(ctx.game, obj, "exile")
        if obj.zone == "exile" and not obj.token:
            exiled.append(obj)
    from .meld import with_melded_cards  # branch meld: 712.21c, a melded permanent returns as both its cards

    rest = node.parts[2:] if len(node.parts) > 1 else (N.Phrase("under_control", ("under its owner's control",)),)
    _enter(ctx, with_melded_cards(ctx.game, exiled), rest)


def _flicker_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if not node.parts:
        return "this flicker is not executed"
    if len(node.parts) > 1 and not (isinstance(node.parts[1], N.Ref) and node.parts[1].words in ("it", "them", "that card")):
        return "returning something other than what was exiled is not executed"
    return _permanents_only(N.Exile(node.parts[0])) or _entering_parts(node.parts[2:])


checks_node("Action:flicker", _flicker_check)


# -- exile until this leaves the battlefield (610.3) ----------------------------------------------

@action("exile_until")
def _exile_until(ctx: Context, node: N.Action) -> None:
    """610.3: the object returns under its owner's control (610.3c) right after this permanent
    leaves the battlefield (rules/entering.move_to_zone); if it left before this resolves, the
    object isn't exiled at all (610.3a, 610.3b)."""
    from .entering import move_to_zone

    src = ctx.source
    here = src is not None and src.zone == "battlefield" and (
        ctx.source_incarnation is None or src.incarnation == ctx.source_incarnation)
    if not here:
        return
    game = ctx.game
    for obj in objects_of(ctx, node.parts[0]):
        move_to_zone(game, obj, "exile")
        from .meld import with_melded_cards  # branch meld: 712.21c, both cards a melded permanent became return

        for card in with_melded_cards(game, [obj]) if obj.zone == "exile" else []:
            game.exiled_until = getattr(game, "exiled_until", []) + [
                {"source": src.id, "source_incarnation": src.incarnation, "object": card.id, "incarnation": card.incarnation}]


def _exile_until_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) != 2 or not isinstance(node.parts[1], N.SelfRef):
        return "exiling until something other than this permanent leaves is not executed"
    return _permanents_only(N.Exile(node.parts[0]))


checks_node("Action:exile_until", _exile_until_check)


# -- on top or on the bottom of a library (401) ------------------------------------------------------

def _to_library(ctx: Context, node: N.Action, top: bool) -> None:
    from .entering import move_to_zone

    what = node.parts[0]
    if isinstance(what, N.Described):  # 'put a card from your hand on top of your library'
        cards = _choose_ids(ctx, "put_top" if top else "put_bottom", _cards_in(ctx, what.filter),
                            *([min(amount(ctx, what.count), len(_cards_in(ctx, what.filter)))] * 2))
    elif isinstance(what, N.Target) and card_zone(what.filter) is not None:
        cards = _cards_of(ctx, what, "")
    elif isinstance(what, N.Ref) and node.parts[1:] == (N.Phrase("library_owner", ("your",)),):
        cards = [c for c in _cards_of(ctx, what, "") if c.owner == ctx.player]  # 'put it on the bottom of your library'
    elif isinstance(what, N.SelfRef) and ctx.item.kind == "spell":
        # branch grams: "Put Spell Crumple on the bottom of its owner's library": the resolving spell itself,
        # which then stays there (608.2n; resolution._resolve_spell)
        spell = ctx.game.objects.get(ctx.item.id)
        cards = [spell] if spell is not None and spell.zone == "stack" else []
    else:
        cards = objects_of(ctx, what)
    for card in cards:
        move_to_zone(ctx.game, card, "library")  # 400.3: its owner's library
        if card.zone == "library" and not top:
            _put_on_bottom(ctx.game, card.owner, [card])
    ctx.refer([])


@action("put_top")
def _put_top(ctx: Context, node: N.Action) -> None:
    _to_library(ctx, node, True)


@action("put_bottom")
def _put_bottom(ctx: Context, node: N.Action) -> None:
    _to_library(ctx, node, False)


def _library_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) not in (1, 2):
        return "this library position is not executed"
    what = node.parts[0]
    whose = node.parts[1] if len(node.parts) == 2 else N.Phrase("library_owner", ("their owners'",))
    if not (isinstance(whose, N.Phrase) and whose.kind == "library_owner"):
        return "a position in a library other than the top or the bottom is not executed"
    owners = whose.parts == ("your",)
    if isinstance(what, N.Described):
        if what.quantifier not in ("a", "an") or what.count != 1:
            return "putting several cards on a library in an order is not executed"
        found = card_zone(what.filter)
        if found is None or found[0] != "hand" or not owners:
            return "putting cards from elsewhere than your hand on your library is not executed"
        return unreadable(found[2])
    if isinstance(what, N.Target) and card_zone(what.filter) is not None:
        if owners and card_zone(what.filter)[1] != "you":
            return "a card put on a library other than its owner's is not executed"
        return None
    if owners and what in (N.Ref("it"), N.Ref("that card")):
        return None  # a card (the one revealed): yours, on your library
    if whose.parts not in (("its owner's",), ("their owners'",)):
        return f"putting a permanent on {whose.parts} library is not executed"
    return _permanents_only(N.Exile(what))


checks_node("Action:put_top", _library_check)
checks_node("Action:put_bottom", _library_check)
executes_node("Phrase:library_owner")  # read by the library effects here, each checking its words


# -- draw, then discard ---------------------------------------------------------------------------

@action("loot")
def _loot(ctx: Context, node: N.Action) -> None:
    """'Draw N cards, then discard M cards [at random]' (121.1, 701.9)."""
    from .instructions import run

    n, m = node.parts
    ctx.game.draw(ctx.player, amount(ctx, n))
    if isinstance(m, N.Phrase):  # 'cards at random' (701.9b)
        run(ctx, N.Discard(m.parts[0], True))
    else:
        run(ctx, N.Discard(m))


def _loot_check(node: N.Action) -> str | None:
    if len(node.parts) != 2:
        return "this draw-then-discard is not executed"
    m = node.parts[1]
    if isinstance(m, N.Phrase) and m.kind == "cards_at_random" and len(m.parts) == 1:
        m = m.parts[0]
    return amount_check(node.parts[0]) or amount_check(m)


checks_node("Action:loot", _loot_check)
executes_node("Phrase:cards_at_random")  # read by _loot (checked there)


# -- looking at and revealing the top cards of a library (701.20) ----------------------------------

def _looked(ctx: Context) -> list["GameObject"]:
    """The cards looked at or revealed that are still where they were (in the library)."""
    looked = getattr(ctx, "looked", None)
    if looked is None:
        raise Unsupported("an instruction about the cards looked at, with no cards looked at before it")
    return [c for c in looked if c.zone == "library"]


def _look(ctx: Context, node: N.Action) -> None:
    """Look at (or reveal, 701.20a) the top N cards of a library: they stay there; what follows
    reads them ("them", "the rest", "it")."""
    n_part = node.parts[0] if len(node.parts) == 2 else 1
    # 'your' / 'their' (after a player's verb: "each player reveals the top card of their library"):
    # the library of the player following the instruction
    cards = library(ctx.game, ctx.player)[:amount(ctx, n_part)]
    ctx.looked = cards  # type: ignore[attr-defined]
    ctx.refer(cards)
    if node.kind == "reveal_top_n":
        ctx.game.events.append({"type": "reveal", "player": ctx.player, "objects": [c.id for c in cards]})


def _look_check(node: N.Action) -> str | None:
    if len(node.parts) not in (1, 2):
        return "this look is not executed"
    whose = node.parts[-1]
    if not (isinstance(whose, N.Phrase) and whose.kind == "library_owner" and whose.parts in (("your",), ("their",))):
        return f"looking at {getattr(whose, 'parts', ('?',))[0]} library is not executed"
    return amount_check(node.parts[0]) if len(node.parts) == 2 else None


action("look_top_n")(_look)
action("reveal_top_n")(_look)
checks_node("Action:look_top_n", _look_check)
checks_node("Action:reveal_top_n", _look_check)


@action("put_back")
def _put_back(ctx: Context, node: N.Action) -> None:
    """'..., then put them back in any order': the player orders them on top."""
    cards = _looked(ctx)
    for card in reversed(_order(ctx, "put_back", cards)):
        card.position = ctx.game.next_position()


def _to_bottom(ctx: Context, cards: list["GameObject"], order: str) -> None:
    cards = _order(ctx, "bottom", cards) if order == "any" else _shuffled(ctx, cards)
    if cards:
        _put_on_bottom(ctx.game, cards[0].owner, cards)  # the library they were looked at in


@action("rest_bottom")
def _rest_bottom(ctx: Context, node: N.Action) -> None:
    _to_bottom(ctx, _looked(ctx), "any")


@action("rest_bottom_random")
def _rest_bottom_random(ctx: Context, node: N.Action) -> None:
    _to_bottom(ctx, _looked(ctx), "random")


@action("rest_graveyard")
def _rest_graveyard(ctx: Context, node: N.Action) -> None:
    from .entering import move_to_zone

    for card in _looked(ctx):
        move_to_zone(ctx.game, card, "graveyard")


@action("reveal")
def _reveal(ctx: Context, node: N.Action) -> None:
    """'[You may] reveal a creature card from among them': the player picks one of the cards looked
    at with that quality, or none if there is none (a hidden zone: they may find none, 701.23b-like)."""
    if isinstance(node.parts[0], N.Ref):  # 'reveal it': the card looked at, shown
        chosen = [c for c in ctx.it if c in _looked(ctx)]
        if chosen:
            ctx.game.events.append({"type": "reveal", "player": ctx.player, "objects": [c.id for c in chosen]})
        ctx.refer(chosen)
        return
    _zone, _whose, rest = _among(node.parts[0].filter)
    options = [c for c in _looked(ctx) if matches(ctx.game, c, rest, ctx.controller, ctx.source)]
    chosen = _choose_ids(ctx, "reveal", options, 0, 1)
    if chosen:
        ctx.game.events.append({"type": "reveal", "player": ctx.player, "objects": [chosen[0].id]})
    ctx.refer(chosen)


def _uncard(flt: N.Filter) -> N.Filter:
    return N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")), flt.qualifiers,
                    tuple(_uncard(a) if isinstance(a, N.Filter) else a for a in flt.alternatives))


def _among(flt: N.Filter) -> tuple:
    """The 'from <zone>' of a description of cards, and the description without it and 'card(s)'."""
    zones = [q for q in flt.qualifiers if isinstance(q, N.Phrase) and q.kind == "from_zone"]
    rest = _uncard(N.Filter(flt.adjectives, flt.nouns, tuple(q for q in flt.qualifiers if q not in zones),
                            flt.alternatives))
    return (zones[0] if zones else None), None, rest


def _reveal_check(node: N.Action) -> str | None:
    what = node.parts[0] if len(node.parts) == 1 else None
    if what in (N.Ref("it"), N.Ref("that card")):
        return None
    if not isinstance(what, N.Described) or what.count != 1 or what.quantifier not in ("a", "an") \
            or not isinstance(what.filter, N.Filter):
        return "this reveal is not executed"
    zone, _, rest = _among(what.filter)
    alts = [a for a in what.filter.alternatives if isinstance(a, N.Filter)]
    cards = "card" in what.filter.nouns or (alts and card_zone(N.Filter(
        (), (), (N.Phrase("from_zone", (N.Phrase("zone_name", ("your graveyard",)),)),), what.filter.alternatives)))
    # search2: 'a Goblin, Swamp, or Mountain card': the word 'card' after the last alternative describes them all
    cards = cards or bool(alts and set(alts[-1].nouns) & {"card", "cards"})
    if zone != AMONG_THEM or not cards:
        return "revealing a card from elsewhere than among the cards looked at is not executed"
    return unreadable(rest)


checks_node("Action:reveal", _reveal_check)


@action("put_in_hand")
def _put_in_hand(ctx: Context, node: N.Action) -> None:
    """'... and put it into your hand': the card just revealed from among those looked at."""
    from .entering import move_to_zone

    looked = _looked(ctx)
    for card in [c for c in ctx.it if c in looked]:
        move_to_zone(ctx.game, card, "hand")


checks_whole("Action:put_in_hand", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.Ref)
             and n.parts[0].words in ("it", "that card", "them", "those cards")
             else "putting this into a hand is not executed")


#: "Put one of them into your hand and the rest ...": kind -> (where the rest go, their order)
DIG = {"dig": ("bottom", "any"), "dig_random": ("bottom", "random"), "dig_graveyard": ("graveyard", None),
       "dig_other_bottom": ("bottom", "any"), "dig_other_graveyard": ("graveyard", None),
       "dig_one_other_graveyard": ("graveyard", None), "dig_n_graveyard": ("graveyard", None),
       "dig_n_any_order": ("bottom", "any"), "dig_n_random": ("bottom", "random")}


def _dig_count(node: N.Action) -> Any:
    what = node.parts[0] if node.parts else None
    if node.kind == "dig_one_other_graveyard" and not node.parts:
        return 1
    if what == N.Ref("one of them") or what == N.Ref("one of those cards"):
        return 1
    if isinstance(what, N.Described) and what.filter == N.Ref("them") and what.quantifier == "of":
        return what.count
    if _this_way(what) is not None and unreadable(_this_way(what)) is None:
        return "all"
    return None


def _this_way(what: Any) -> N.Filter | None:
    """'all creature cards revealed this way': the filter of the cards looked at it names."""
    if not isinstance(what, N.Each) or what.other or not isinstance(what.filter, N.Filter):
        return None
    flt = what.filter
    if N.Phrase("this_way") not in flt.qualifiers or not set(flt.nouns) & {"card", "cards"}:
        return None
    return N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")),
                    tuple(q for q in flt.qualifiers if q != N.Phrase("this_way")), flt.alternatives)


def _dig(ctx: Context, node: N.Action) -> None:
    """The player picks N of the cards looked at for their hand; the rest go where the text says
    (the order of those put on the bottom is theirs, or random). One ``dig`` choice
    ``{"hand": [ids], "bottom"|"graveyard": [ids]}`` when there is anything to choose."""
    from .entering import move_to_zone

    rest_to, order = DIG[node.kind]
    cards = _looked(ctx)
    if _dig_count(node) == "all":  # every card of that kind, no choice but the order of the rest
        picked = [c for c in cards if matches(ctx.game, c, _this_way(node.parts[0]), ctx.controller, ctx.source)]
        n = len(picked)
        cards = picked + [c for c in cards if c not in picked]
    else:
        n = min(amount(ctx, _dig_count(node)), len(cards))
    if _dig_count(node) == "all" and (rest_to == "graveyard" or order == "random" or len(cards) - n < 2):
        rest = cards[n:]
        picked = cards[:n]
    elif n == len(cards):
        picked, rest = list(cards), []
    elif len(cards) - n == 1 or rest_to == "graveyard" or order == "random":
        picked = _choose_ids(ctx, "dig", cards, n, n) if len(cards) > n else list(cards)
        rest = [c for c in cards if c not in picked]
    else:
        value = ctx.game.choose("dig", _asker(ctx), None, player=ctx.player)
        if not isinstance(value, dict) or set(value) != {"hand", rest_to}:
            raise Illegal(f'the dig choice is {{"hand": [ids], "{rest_to}": [ids]}}, not {value!r}')
        ids = _ids(value["hand"]) + _ids(value[rest_to])
        if len(_ids(value["hand"])) != n or sorted(ids) != sorted(c.id for c in cards) or (
                _dig_count(node) == "all" and set(_ids(value["hand"])) != {c.id for c in cards[:n]}):
            raise Illegal(f"the dig choice puts {n} of {', '.join(c.id for c in cards)} into the hand and the rest "
                          f"on the bottom, each once")
        picked = [ctx.game.obj(i) for i in _ids(value["hand"])]
        rest = [ctx.game.obj(i) for i in _ids(value[rest_to])]
        order = "given"
    for card in picked:
        move_to_zone(ctx.game, card, "hand")
    if rest_to == "graveyard":
        for card in rest:
            move_to_zone(ctx.game, card, "graveyard")
    elif rest:
        _put_on_bottom(ctx.game, rest[0].owner, rest if order in ("given", "any") else _shuffled(ctx, rest))


for _k in DIG:
    action(_k)(_dig)
    checks_whole(f"Action:{_k}", lambda n: None if _dig_count(n) is not None and (
        _dig_count(n) == "all" or amount_check(_dig_count(n)) is None)
        else "this choice among the cards looked at is not executed")


# -- revealing a hand, choosing a card from it (701.20) ----------------------------------------------

@action("reveal_hand")
def _reveal_hand(ctx: Context, node: N.Action) -> None:
    """'Target opponent reveals their hand': what follows may choose a card from it."""
    ctx.revealed_hand = ctx.player  # type: ignore[attr-defined]
    ctx.game.events.append({"type": "reveal", "player": ctx.player,
                            "objects": sorted(c.id for c in hand(ctx.game, ctx.player))})


checks_node("Action:reveal_hand", lambda n: None if n.parts == (N.Phrase("player_possessive", ("their",)),)
            else "revealing this hand is not executed")


@action("choose_from")
def _choose_from(ctx: Context, node: N.Action) -> None:
    """'You choose a nonland card from it': a card of the hand just revealed with that quality (none
    if there is none); "that card" is it."""
    whose = getattr(ctx, "revealed_hand", None)
    if whose is None:
        raise Unsupported("choosing a card from a hand no instruction revealed")
    rest = _uncard(node.parts[0].filter)
    options = [c for c in hand(ctx.game, whose) if matches(ctx.game, c, rest, ctx.controller, ctx.source)]
    ctx.refer(_choose_ids(ctx, "choose_from", options, min(1, len(options)), 1))


def _choose_from_check(node: N.Action) -> str | None:
    what = node.parts[0] if len(node.parts) == 1 else None
    if what in (N.Ref("it"), N.Ref("that card")):
        return None
    if not isinstance(what, N.Described) or what.count != 1 or what.quantifier not in ("a", "an") \
            or not isinstance(what.filter, N.Filter) or not _of_cards(what.filter):
        return "this choice is not executed"
    return unreadable(_uncard(what.filter))


def _of_cards(flt: N.Filter) -> bool:
    """'a nonland card', 'an artifact or creature card' (the word on the last alternative)."""
    alts = [a for a in flt.alternatives if isinstance(a, N.Filter)]
    return "card" in flt.nouns or bool(alts and "card" in alts[-1].nouns and all(
        a.nouns and not a.adjectives and not a.qualifiers for a in alts[:-1]))


checks_node("Action:choose_from", _choose_from_check)


def _that_player(ctx: Context, node: N.Player) -> list[str]:
    """'That player': the one target player an earlier instruction of this ability named."""
    p = getattr(ctx, "that_player", None)
    if p is None:
        raise Unsupported("'that player' refers to no player the reference engine followed")
    return [p]


from .filters import PLAYERS  # noqa: E402

if "that_player" not in PLAYERS:  # (another module may read 'that player' more widely: then its reading applies)
    player("that_player")(_that_player)


def _that_player_licensed(root: Any) -> str | None:
    """'That player' is read only in a sequence after an instruction of a target player's (the
    player :func:`_that_player` reads); anywhere else the line is refused."""
    mentions = [n for n in N.walk(root) if isinstance(n, N.Player) and n.who == "that_player"]
    if not mentions:
        return None
    licensed: set[int] = set()
    for seq in N.walk(root):
        if isinstance(seq, N.Sequence):
            seen_target = False
            for step in seq.steps:
                if seen_target:
                    licensed.update(id(n) for n in N.walk(step) if isinstance(n, N.Player) and n.who == "that_player")
                if isinstance(step, N.Actor) and isinstance(step.player, N.Player) \
                        and step.player.who in ("target_player", "target_opponent"):
                    seen_target = True
    from .tree_conditions import in_place_check, read_in_place

    marked = in_place_check("")  # a triggered ability's 'that player' rules/trigger_verbs.py read (its trigger's player)
    if any(id(m) not in licensed and marked(m) is not None for m in mentions):
        return "'that player' other than after a target player's instruction is not executed"
    for m in mentions:
        read_in_place(m)  # (rules/trigger_verbs.py's node check reads the mark)
    return None


for _root in ("SpellAbility", "Activated", "Triggered", "Mode", "Loyalty"):
    checks_node(_root, _that_player_licensed)


# -- delayed triggered abilities (603.7) ------------------------------------------------------------

#: "... at the beginning of the next end step" / "of the next turn's upkeep" / "at end of combat"
DELAYED_STEPS = {"delayed_post": "end", "delayed_post_end_of_combat": "end_of_combat"}


def _delayed_step(node: N.Action) -> str | None:
    if node.kind == "delayed_post" and len(node.parts) == 2:
        step = node.parts[1]
        return "upkeep" if step == N.Phrase("step_name", ("upkeep",)) else None
    return DELAYED_STEPS.get(node.kind) if len(node.parts) == 1 else None


def _delayed(ctx: Context, node: N.Action) -> None:
    """603.7a: the instruction creates a delayed triggered ability, controlled by this ability's
    controller (603.7d-ish), that triggers once (603.7b) as that step next begins; what its 'it' /
    'that card' names is fixed now, and only while it stays the same object (603.7c, 400.7)."""
    game = ctx.game
    if not ctx.referred and any(isinstance(n, N.Ref) for n in N.walk(node.parts[0])):
        raise Unsupported("a delayed triggered ability's 'it' refers to nothing the reference engine followed")
    refer = [[o.id, o.incarnation] for o in ctx.it] if ctx.referred else []
    game.delayed_triggers = list(getattr(game, "delayed_triggers", [])) + [{
        "step": _delayed_step(node), "object": None, "incarnation": None, "controller": ctx.controller,
        "source": ctx.item.source or ctx.item.id,
        "text": "delayed triggered ability (603.7)",
        "effect": {"type": "tree", "node": node.parts[0], "targets": [], "refer": refer}}]


def _delayed_check(node: N.Action) -> str | None:
    if _delayed_step(node) is None:
        return "a delayed triggered ability at this step is not executed"
    if any(isinstance(n, (N.Target, N.Player)) and getattr(n, "who", "").startswith("target")
           or isinstance(n, N.Target) for n in N.walk(node.parts[0])):
        return "a delayed triggered ability with targets is not executed"
    return None


for _k in ("delayed_post", "delayed_post_end_of_combat"):
    action(_k)(_delayed)
    checks_node(f"Action:{_k}", _delayed_check)
executes_node("Phrase:step_name")  # read by _delayed_step


# branch meld: "At the beginning of the next end step, return that card to the battlefield ..." — the same
# delayed triggered ability (603.7a) written before its instructions: Action("delayed", (step_name, effect))
def _delayed_pre(ctx: Context, node: N.Action) -> None:
    _delayed(ctx, N.Action("delayed_post", (node.parts[1],)))


def _delayed_pre_check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or node.parts[0] != N.Phrase("step_name", ("end step",)):
        return "a delayed triggered ability at this step is not executed"
    return _delayed_check(N.Action("delayed_post", (node.parts[1],)))


action("delayed")(_delayed_pre)
checks_node("Action:delayed", _delayed_pre_check)


#: 603.7a: "When this creature becomes untapped or you lose control of this creature, ...": the events
#: of the ability's source a delayed triggered ability created by an instruction waits for.
DELAYED_EVENTS = ("de_untaps", "de_lose_control", "de_leaves", "de_leaves_this_turn")


@action("delayed_when")
def _delayed_when(ctx: Context, node: N.Action) -> None:
    """603.7a: the instruction creates a delayed triggered ability that waits for an event of this
    ability's source (the object as it is now, 400.7); an event before it was created doesn't
    trigger it. It triggers once (603.7b), and what its 'that creature' names is fixed now (603.7c)."""
    game = ctx.game
    source = ctx.source
    if not ctx.referred and any(isinstance(n, N.Ref) for n in N.walk(node.parts[1])):
        raise Unsupported("a delayed triggered ability's 'that creature' refers to nothing the reference engine followed")
    if source is None or source.zone != "battlefield" \
            or (ctx.source_incarnation is not None and source.incarnation != ctx.source_incarnation):
        # 603.7a: "Other events that happen earlier may make the trigger event impossible": the source
        # has left the battlefield, so the object the ability waits for no longer exists (400.7)
        watched = None
    else:
        watched = [source.id, source.incarnation]
    refer = [[o.id, o.incarnation] for o in ctx.it] if ctx.referred else []
    game.delayed_event_triggers = list(getattr(game, "delayed_event_triggers", [])) + [{
        "events": [e.kind for e in node.parts[0]], "watched": watched, "controller": ctx.controller,
        "source": ctx.item.source or ctx.item.id, "turn": game.turn_number, "since": len(game.events),
        "text": "delayed triggered ability (603.7)",
        "effect": {"type": "tree", "node": node.parts[1], "targets": [], "refer": refer}}]


def _delayed_when_check(node: N.Action) -> str | None:
    events, effect = node.parts
    for e in events:
        if not (isinstance(e, N.Phrase) and e.kind in DELAYED_EVENTS and len(e.parts) == 1
                and isinstance(e.parts[0], N.SelfRef)):
            return "a delayed triggered ability waiting for this event is not executed"
    if any(isinstance(n, N.Target) or (isinstance(n, N.Player) and getattr(n, "who", "").startswith("target"))
           for n in N.walk(effect)):
        return "a delayed triggered ability with targets is not executed"
    return None


checks_node("Action:delayed_when", _delayed_when_check)
executes_node(*(f"Phrase:{k}" for k in DELAYED_EVENTS))


def delayed_event_triggers(game: "Game", events: list[dict]) -> None:
    """603.7a-c: the delayed triggered abilities waiting for an event of one object that occurred in
    this batch of events (only those after the ability was created); "you lose control of this
    creature": its controller now isn't the ability's controller. Each triggers once (603.7b)."""
    from ..text.oracle import Ability

    waiting = list(getattr(game, "delayed_event_triggers", []))
    if not waiting:
        return
    kept = []
    for d in waiting:
        since, d["since"] = d["since"], 0
        if "de_leaves_this_turn" in d["events"] and d["turn"] != game.turn_number:
            continue  # "this turn": it waits no longer (603.7b)
        if d["watched"] is None:
            kept.append(d)  # 603.7a: it waits for an event that can't happen
            continue
        oid, inc = d["watched"]
        fired = False
        for event in events[since:]:
            if event.get("object") != oid or event.get("incarnation") != inc:
                continue
            if event["type"] == "becomes_untapped" and "de_untaps" in d["events"]:
                fired = True
            if event["type"] == "leaves" and ({"de_leaves", "de_leaves_this_turn"} & set(d["events"])):
                fired = True
        obj = game.objects.get(oid)
        if "de_lose_control" in d["events"] and obj is not None and obj.zone == "battlefield" \
                and obj.incarnation == inc and obj.controller != d["controller"]:
            fired = True
        if not fired:
            kept.append(d)
            continue
        ability = Ability(d["text"], "triggered", {"effect": d["effect"]})
        game.pending_triggers.append({"source": d["source"], "controller": d["controller"], "ability": ability,
                                      "object": None, "incarnation": None})
    game.delayed_event_triggers = kept


# -- "If it's a land card, ...", "Otherwise, ..." (608.2c) -------------------------------------------

def _is_a_filter(c: Any) -> Any:
    flt = c.parts[-1]
    return _uncard(flt) if isinstance(flt, N.Filter) else None


def _is_a_check(c: Any) -> str | None:
    if not 1 <= len(c.parts) <= 2 or (len(c.parts) == 2 and c.parts[0] not in (N.Ref("it"), N.Ref("that card"))
                                      and not isinstance(c.parts[0], N.SelfRef)):  # branch trig4: 'this permanent'
        return "'<object> is a ...' about another object is not executed"
    flt = _is_a_filter(c)
    if flt is None:
        return "this 'is a' condition is not executed"
    return unreadable(flt)


def _is_a(game: "Game", c: Any, you: str, source: Any) -> bool:
    """'If it's a land card': the object last referred to (the card looked at or revealed) has
    those qualities now (608.2c); nothing referred to: false."""
    from .tree_conditions import _IT

    if len(c.parts) == 2 and isinstance(c.parts[0], N.SelfRef):  # branch trig4: "if this permanent is an enchantment"
        return source is not None and source.zone == "battlefield" and matches(game, source, _is_a_filter(c), you, source)
    return _IT is not None and matches(game, _IT, _is_a_filter(c), you, source)


def _register_conditions() -> None:
    from .instructions import CONDITIONS
    from .tree_conditions import condition

    condition("obj_is_a", _is_a_check)(_is_a)
    # 608.2c: "Otherwise, ..." — the condition of the instruction before it was false
    claim(CONDITIONS, "otherwise", lambda ctx, cond: getattr(ctx, "last_condition", None) is False, "the condition")
    executes_node("Condition:otherwise")
    checks_node("Condition:otherwise", lambda c: None if not c.parts else "this 'otherwise' is not executed")


_register_conditions()


@action("put_in_graveyard")
def _put_in_graveyard(ctx: Context, node: N.Action) -> None:
    """'Otherwise, put that card into your graveyard': the card an earlier instruction named (its
    owner's graveyard, 400.3)."""
    from .entering import move_to_zone

    for card in _cards_of(ctx, node.parts[0], ""):
        move_to_zone(ctx.game, card, "graveyard")


checks_node("Action:put_in_graveyard", lambda n: None if len(n.parts) == 1 and n.parts[0] in (
    N.Ref("it"), N.Ref("that card")) else "putting this into a graveyard is not executed")
