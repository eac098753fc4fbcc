"""Meld (701.42, 712.4, 712.21; branch meld).

"At the beginning of combat on your turn, if you both own and control this creature and a creature
named Midnight Scavengers, exile them, then meld them into Chittering Host." — the condition
``own_and_control_both`` (its two objects are the 'them' of the instruction), and the instruction
``exile_then_meld``: exile both, then put the two cards of a meld pair onto the battlefield as one
permanent with their back faces up and combined (701.42a, 712.14c). Objects that can't be melded
(a token, a card that isn't a meld card, two cards that aren't one pair: 701.42b) stay in exile
(701.42c); a token there ceases to exist (704.5d).

The melded permanent is the GameObject of the card whose ability melded it (its ``melded_with`` names
the other card); the other card is kept in the internal zone ``MELDED`` while it represents that
permanent, and is reported as that permanent (engine/observe.py). Its characteristics are the combined
back face's (712.8g: ``transformed`` selects the back face; mana value the sum of the front faces').

Leaving the battlefield (712.21): one permanent leaves (one 'leaves' event: "whenever a creature
dies" triggers once) and both cards go to the zone the replacement effects applied to that one event
chose (712.21d); each card put into a graveyard is its own event ("whenever a card is put into a
graveyard" triggers twice). An effect that finds the new object the permanent became finds both cards
(712.21c: :func:`with_melded_cards`, called by filters.objects_of), so the same actions are taken on each.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.hooks import provides
from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import matches, unreadable
from .instructions import Context, action
from .tree_conditions import condition, in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

#: The internal zone of the card that, with its host, represents a melded permanent (not a zone of 400.1:
#: the card is on the battlefield as part of the host's permanent; game.battlefield() lists the host once).
MELDED = "melded"


# -- "if you both own and control A and B" --------------------------------------------------------------

def both_objects(game: "Game", cond: Any, you: str, source: "GameObject | None") -> "list[GameObject] | None":
    """The two permanents the condition names, each owned and controlled by ``you``, or None."""
    found: list["GameObject"] = []
    for what in cond.parts:
        if isinstance(what, N.SelfRef):
            cands = [source] if source is not None and source.zone == "battlefield" else []
        else:
            cands = [o for o in game.battlefield() if o not in found and matches(game, o, what.filter, you, source)]
        cands = [o for o in cands if o.owner == you and o.controller == you and o not in found]
        if not cands:
            return None
        if len(cands) > 1:  # which one is melded would be a choice (two creatures of that name)
            raise Unsupported("choosing which of several permanents of that name is melded is not executed")
        found.append(cands[0])
    return found


def _both_check(cond: Any) -> str | None:
    if len(cond.parts) != 2 or not isinstance(cond.parts[0], N.SelfRef):
        return "'you both own and control' of other objects is not executed"
    other = cond.parts[1]
    if not (isinstance(other, N.Described) and other.count == 1 and other.quantifier in ("a", "an")):
        return "'you both own and control' of other objects is not executed"
    return unreadable(other.filter)


@condition("own_and_control_both", _both_check)
def _own_and_control_both(game: "Game", cond: Any, you: str, source: "GameObject | None") -> bool:
    return both_objects(game, cond, you, source) is not None


# -- "exile them, then meld them into <name>" -------------------------------------------------------------

def _mark_meld(node: Any) -> str | None:
    """The instruction is read only as the effect of a triggered ability whose intervening 'if' is
    'you both own and control A and B' ('them': those two)."""
    cond = getattr(node, "condition", None)
    if isinstance(cond, N.Condition) and cond.kind == "own_and_control_both" \
            and isinstance(node.effect, N.Action) and node.effect.kind == "exile_then_meld":
        read_in_place(node.effect)
        read_in_place(node.effect.parts[0])  # the name of the melded permanent (712.5)
    return None


checks_node("Triggered", _mark_meld)


@action("exile_then_meld")
def _exile_then_meld(ctx: Context, node: N.Action) -> None:
    from .entering import move_to_zone

    tree = ctx.item.ability.spec.get("tree")
    objs = both_objects(ctx.game, tree.condition, ctx.controller, ctx.source)
    if objs is None:  # 603.4: the intervening condition was checked as it resolved
        return
    from .entering import simultaneously

    with simultaneously(ctx.game):  # "exile them": one event (603.10a: each sees the other leave)
        for obj in objs:
            move_to_zone(ctx.game, obj, "exile")
    ctx.refer(objs)
    into = node.parts[0].parts[0]
    if into == "~" and ctx.source is not None:
        # the parser writes the card's own names as '~': here the name of its combined back face (712.4a)
        into = _meld_pair_face(ctx.source) or into
    meld(ctx.game, objs, into, ctx.controller)


checks_node("Action:exile_then_meld", in_place_check(
    "'exile them, then meld them' is read only after 'if you both own and control A and B'"))


def _meld_pair_face(obj: "GameObject") -> str | None:
    card = obj.card or {}
    if obj.token or card.get("layout") != "meld" or len(card.get("faces") or []) < 2:
        return None
    return card["faces"][1]["name"]


def meld(game: "Game", objs: "list[GameObject]", into: str, controller: str) -> bool:
    """701.42a: put the two cards of a meld pair onto the battlefield with their back faces up and
    combined, one permanent (712.14c). 701.42b-c: anything else stays where it is."""
    from .entering import enter_battlefield

    if len(objs) != 2 or any(o.zone != "exile" for o in objs):
        return False
    a, b = objs
    if _meld_pair_face(a) != into or _meld_pair_face(b) != into \
            or (a.card or {}).get("faces", [{}])[0].get("name") == (b.card or {}).get("faces", [{}])[0].get("name"):
        return False  # 701.42b: tokens, non-meld cards, cards of different pairs can't be melded
    host, other = a, b
    other.incarnation += 1  # 400.7: a new object (the permanent's)
    other.zone = MELDED
    other.controller = controller
    other.counters, other.damage, other.tapped = {}, 0, False
    host.transformed = True  # type: ignore[attr-defined]  # 712.8g: the combined back face
    host.melded_with = other.id  # type: ignore[attr-defined]
    enter_battlefield(game, host, controller, cause="meld")
    return True


def melded_card(game: "Game", obj: "GameObject") -> "GameObject | None":
    """The other card of the melded permanent ``obj`` is (None if it isn't one)."""
    other = game.objects.get(getattr(obj, "melded_with", None) or "")
    if other is None or obj.zone != "battlefield" or other.zone != MELDED:
        return None
    return other


def host_of(game: "Game", card: "GameObject") -> "GameObject | None":
    """The permanent a card in the MELDED zone represents with its host."""
    if card.zone != MELDED:
        return None
    return next((o for o in game.objects.values() if getattr(o, "melded_with", None) == card.id
                 and o.zone == "battlefield"), None)


def follow(game: "Game", host: "GameObject", other: "GameObject", zone: "str | None", from_zone: str) -> None:
    """712.21, 712.21d: the melded permanent ``host`` has just been moved to ``zone`` (the replacement
    effects applied to that one event decided it): the other card goes there too, a new object
    (400.7). Effects that find the new object find both (712.21c)."""
    host.melded_with = None  # type: ignore[attr-defined]
    if zone in (None, "battlefield", "stack", MELDED):
        raise Unsupported(f"a melded permanent moved to {zone!r} is not executed")
    other.incarnation += 1
    other.zone = zone
    other.controller = None
    other.tapped, other.counters, other.damage, other.chosen = False, {}, 0, {}
    other.attached_to = None
    other.position = game.next_position()
    if zone == "library" and host.position < min((o.position for o in game.objects.values() if o.zone == "library"
                                                  and o.owner == host.owner and o not in (host, other)), default=host.position + 1):
        other.position = host.position - 1  # put on the bottom with it
    links = game.__dict__.setdefault("meld_left", {})
    links[(host.id, host.incarnation)] = [(other.id, other.incarnation)]
    if zone == "graveyard":
        from .one_or_more_events import put_into_graveyard

        # 712.21: two cards are put into the graveyard, each a card put there ("whenever a card is put
        # into a graveyard" triggers for each), at the same time ('one or more cards': one event, 603.2c)
        last = next((e for e in reversed(game.events) if e["type"] == "put_into_graveyard"
                     and e["object"] == host.id and e["incarnation"] == host.incarnation), None)
        outer = getattr(game, "leave_batch", None)
        if last is not None and last["batch"] is None:
            last["batch"] = game.next_position()
        game.leave_batch = last["batch"] if last is not None else outer
        try:
            put_into_graveyard(game, other, from_zone)
        finally:
            game.leave_batch = outer


def with_melded_cards(game: "Game", objs: "list[GameObject]") -> "list[GameObject]":
    """712.21c: an effect that finds the new object a melded permanent became finds both cards."""
    links = game.__dict__.get("meld_left")
    if not links:
        return objs
    out = list(objs)
    for obj in objs:
        for other_id, incarnation in links.get((obj.id, obj.incarnation), ()):
            other = game.objects.get(other_id)
            if other is not None and other.incarnation == incarnation and other.zone == obj.zone and other not in out:
                out.append(other)
    return out


@provides("set_up_melded")
def set_up_melded(game: "Game", host: "GameObject", other_id: str) -> None:
    """A fixture's setup: ``host`` and the card ``other_id`` are one melded permanent on the battlefield
    (712.4a), with the combined back face's characteristics (712.8g)."""
    from ..state.game import BadFixture

    other = game.objects.get(other_id)
    if other is None or other is host or host.zone != "battlefield" or other.zone != "battlefield":
        raise BadFixture(f"melded_with of {host.id!r}: {other_id!r} is not another permanent of the setup")
    into = _meld_pair_face(host)
    if into is None or _meld_pair_face(other) != into or host.card["faces"][0]["name"] == other.card["faces"][0]["name"]:
        raise BadFixture(f"{host.id!r} and {other_id!r} are not the two cards of a meld pair (701.42b)")
    if other.controller != host.controller:
        raise BadFixture(f"{host.id!r} and {other_id!r}: one permanent has one controller")
    other.zone = MELDED
    host.transformed = True  # type: ignore[attr-defined]
    host.melded_with = other.id  # type: ignore[attr-defined]
