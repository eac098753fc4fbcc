"""Smaller one-shot instructions and references read from the grammar's tree (issue 13, the 'misc'
family): "enchanted creature" / "equipped creature" as the object an instruction acts on (301.5,
303.4), "discard your hand" (701.9a), "tap or untap target permanent" (701.26), "take an extra turn
after this one" (500.7) and flipping a coin (705).
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import amount, amount_check, amount_phrase, objects_of, player, reference
from .instructions import CONDITIONS, Context, action, phrase

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import GameObject


# -- "enchanted creature", "equipped creature" (301.5, 303.4) --------------------------------------

#: the nouns read after "enchanted"/"equipped" and the card type the object must have (None: any
#: permanent)
ATTACHED_NOUNS = {"creature": "creature", "permanent": None, "land": "land", "artifact": "artifact"}


def attached_problem(node: Any) -> str | None:
    """Why an instruction's 'enchanted/equipped <noun>' isn't read (None: it is, and it is marked
    read in place for the Attached node's own check, rules/trigger_events.py)."""
    from .tree_conditions import read_in_place

    if node.relation not in ("enchanted", "equipped") or node.noun not in ATTACHED_NOUNS or node.controller:
        return f"'{node.relation} {node.noun}' as the object of an instruction is not executed"
    read_in_place(node)
    return None


@reference(N.Attached, "Attached:instruction")
def _attached(ctx: Context, node: Any) -> list["GameObject"]:
    """The permanent the source Aura or Equipment is attached to as the instruction is followed."""
    src = ctx.source
    if src is None or src.zone != "battlefield" or (ctx.source_incarnation is not None
                                                    and src.incarnation != ctx.source_incarnation):
        # the object it was attached to as it last existed (its last known information) isn't kept
        raise Unsupported(f"'{node.relation} {node.noun}' of an Aura or Equipment no longer on the battlefield "
                          "is not executed")
    host = ctx.game.objects.get(src.attached_to or "")
    if host is None or host.zone != "battlefield":
        return []
    card_type = ATTACHED_NOUNS[node.noun]
    if card_type is not None and card_type not in ctx.game.chars(host).card_types:
        return []
    return [host]


def _mark_attached(node: Any) -> str | None:
    what = getattr(node, "what", None) or getattr(node, "on", None)
    return attached_problem(what) if isinstance(what, N.Attached) else None


for _cls in ("Destroy", "Exile", "ReturnToHand", "Tap", "Untap", "Pump", "Grant", "PutCounters"):
    checks_node(_cls, _mark_attached)


# -- "discard your hand" (701.9a) -------------------------------------------------------------------

def _discard_hand(node: Any) -> str | None:
    """'hand' is read only as what Discard discards: all the cards in the discarding player's hand."""
    from .tree_conditions import read_in_place

    if isinstance(node.what, N.Ref) and node.what.words == "hand":
        read_in_place(node.what)
    return None


checks_node("Discard", _discard_hand)


def _discard_then_that_many(node: N.Sequence) -> str | None:
    """"Discard your hand, then draw that many cards": 'that many' is read only right after a
    discard, as the number of cards that discard discarded (701.9a; the Discard handler refers to
    them)."""
    from .tree_conditions import read_in_place

    for before, after in zip(node.steps, node.steps[1:]):
        if isinstance(before, N.Discard) and isinstance(after, N.Draw) \
                and isinstance(after.amount, N.Phrase) and after.amount.kind == "that_many_cards":
            read_in_place(after.amount)
    return None


checks_node("Sequence", _discard_then_that_many)


@amount_phrase("that_many_cards")
def _that_many_cards(ctx: Context, node: Any) -> int:
    return len(ctx.it)  # the cards just discarded (rules/zone_effects.py's Discard refers to them)


def _that_many_check(node: Any) -> str | None:
    from .tree_conditions import in_place_check

    return in_place_check("'that many cards' other than right after a discard is not executed")(node)


checks_node("Phrase:that_many_cards", _that_many_check)


# -- "tap or untap target permanent" (701.26) -------------------------------------------------------

@action("tap_or_untap")
def _tap_or_untap(ctx: Context, node: N.Action) -> None:
    """701.26a-b: the controller chooses, as the instruction is followed, whether to tap or to untap
    (a 'tap_or_untap' choice recorded for the source: "tap" or "untap")."""
    objs = objects_of(ctx, node.parts[0])
    if not objs:
        return
    asker = ctx.item.source or ctx.item.id
    choice = ctx.game.choose("tap_or_untap", asker, ["tap", "untap"], player=ctx.controller)
    for obj in objs:
        obj.tapped = choice == "tap"


def _tap_or_untap_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) != 1:
        return "this 'tap or untap' is not executed"
    return _permanents_only(N.Tap(node.parts[0]))


checks_node("Action:tap_or_untap", _tap_or_untap_check)


# -- extra turns (500.7) ----------------------------------------------------------------------------

@action("extra_turn")
def _extra_turn(ctx: Context, node: N.Action) -> None:
    """500.7: "<player> takes an extra turn after this one": it is taken directly after this turn;
    of several created, the most recently created is taken first (rules/turns.next_turn)."""
    game = ctx.game
    game.extra_turns = [*game.__dict__.get("extra_turns", []), ctx.player]


checks_node("Action:extra_turn", lambda n: None if not n.parts else "this extra turn is not executed")


def next_turns_player(game: Any) -> str | None:
    """The player taking an extra turn next (500.7: the most recently created first), or None; the
    turn taken after an extra turn is the turn the turn order would have given after the last
    turn taken in that order (the extra turn is inserted, 500.7)."""
    pending = game.__dict__.get("extra_turns")
    if not pending:
        return None
    game.extra_turns = pending[:-1]
    return pending[-1]


# -- flipping a coin (705) --------------------------------------------------------------------------

@action("flip_coin")
def _flip_coin(ctx: Context, node: N.Action) -> None:
    """705.2: the player flips a coin and calls it; they win the flip if the call matches. The
    result is a 'coin_flip' choice recorded for the source ("won" or "lost"); without one it is
    random, reproducibly (no fixture can rely on which)."""
    from ..state.game import MissingChoice

    game = ctx.game
    asker = ctx.item.source or ctx.item.id
    try:
        result = game.choose("coin_flip", asker, ["won", "lost"], player=ctx.player)
    except MissingChoice:
        result = random.Random(f"{ctx.player}:{game._position}:coin").choice(["won", "lost"])
    game.events.append({"type": "coin_flip", "player": ctx.player, "result": result})
    ctx.flip_won = result == "won"  # type: ignore[attr-defined]


checks_node("Action:flip_coin", lambda n: None if not n.parts else "this coin flip is not executed")


def _flip(ctx: Context) -> bool:
    won = getattr(ctx, "flip_won", None)
    if won is None:
        raise Unsupported("'if you win/lose the flip' without a coin flipped before it is not executed")
    return won


CONDITIONS["won_flip"] = lambda ctx, cond: _flip(ctx)  # 705.2
CONDITIONS["lost_flip"] = lambda ctx, cond: not _flip(ctx)
executes_node("Condition:won_flip", "Condition:lost_flip")
for _kind in ("won_flip", "lost_flip"):
    checks_node(f"Condition:{_kind}", lambda c: None if not c.parts else "this coin-flip condition is not executed")


# -- the defending player (506.2, 508.5) ------------------------------------------------------------

@player("defending_player")
def _defending_player(ctx: Context, node: Any) -> list[str]:
    """508.5: in an attacking creature's ability, the player it attacks (or the controller of the
    planeswalker, the protector of the battle it attacks); 506.2: in a two-player game, during
    combat, the nonactive player. Outside combat there is none this engine names: refused."""
    from .combat import defending_player_of

    game = ctx.game
    if game.combat is None:
        raise Unsupported("'defending player' outside a combat is not executed")
    src = ctx.source
    if src is not None and src.id in game.combat.attackers \
            and game.combat.attackers[src.id].get("incarnation") == src.incarnation:
        return [defending_player_of(game, src.id)]
    live = [p for p in game.turn_order if not game.players[p].lost]
    if len(live) == 2:  # 506.2
        return [p for p in live if p != game.active]
    raise Unsupported("'defending player' of an ability whose source isn't attacking, in a multiplayer game, "
                      "is not executed")


# -- "that much": the amount of the trigger event (603.2, 119.10) ----------------------------------

#: the trigger events whose amount 'that much' is read for: one life-gain event each (119.10)
THAT_MUCH_EVENTS = {"gain life", "gains life"}


def _that_much_trigger(node: Any) -> str | None:
    """'Whenever you gain life, target opponent loses that much life': 'that much' is read only in a
    triggered ability whose event is a life gain (the amount gained, 119.10)."""
    from ..state.support import _nodes
    from .tree_conditions import read_in_place

    ev = node.trigger.event
    if ev.kind == "trigger_event" and len(ev.parts) == 2 and isinstance(ev.parts[1], N.Phrase) \
            and ev.parts[1].kind == "player_event" and " ".join(map(str, ev.parts[1].parts)) in THAT_MUCH_EVENTS:
        for n in _nodes(node.effect):
            if isinstance(n, N.Phrase) and n.kind == "that_much":
                read_in_place(n)
    return None


checks_node("Triggered", _that_much_trigger)


@amount_phrase("that_much")
def _that_much(ctx: Context, node: Any) -> int:
    trig = ctx.item.trigger or {}
    if "amount" not in trig:
        raise Unsupported("'that much' with no amount its trigger event recorded is not executed")
    return trig["amount"]


def _that_much_check(node: Any) -> str | None:
    from .tree_conditions import in_place_check

    return in_place_check("'that much' other than a life gain trigger's amount is not executed")(node)


checks_node("Phrase:that_much", _that_much_check)


# -- counters: "put X counters ..., where X is ...", adapt, double (122, 701.46) --------------------

@action("put_counters_x")
def _put_counters_x(ctx: Context, node: N.Action) -> None:
    """'Put X +1/+1 counters on <object>, where X is <amount>': X computed once (608.2h; 107.1b: a
    negative amount is 0), then the counters put (122.1)."""
    from .instructions import run

    spec, on, _x, definition = node.parts
    x = max(0, amount(ctx, definition))
    before = getattr(ctx, "x_defined", None)
    ctx.x_defined = lambda: x  # type: ignore[attr-defined]
    try:
        run(ctx, N.PutCounters(spec, on))
    finally:
        ctx.x_defined = before  # type: ignore[attr-defined]


def _put_counters_x_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) != 4 or node.parts[2] != "X" or not isinstance(node.parts[0], N.CounterSpec) \
            or node.parts[0].amount != "X":
        return "this 'put X counters ..., where X is' is not executed"
    put = N.PutCounters(node.parts[0], node.parts[1])
    return _permanents_only(put) or _mark_attached(put) or amount_check(node.parts[3])


checks_node("Action:put_counters_x", _put_counters_x_check)


@action("adapt")
def _adapt(ctx: Context, node: N.Action) -> None:
    """701.46a: 'Adapt N': if this permanent has no +1/+1 counters on it, put N +1/+1 counters on it."""
    for obj in objects_of(ctx, N.SelfRef("")):
        if obj.counters.get("+1/+1", 0) == 0:
            n = amount(ctx, node.parts[0])
            if n > 0:
                obj.counters["+1/+1"] = n


checks_node("Action:adapt", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], int)
            and not isinstance(n.parts[0], bool) else "this adapt is not executed")


@action("double_counters")
def _double_counters(ctx: Context, node: N.Action) -> None:
    """701.10e: 'double the number of <kind> counters on <object>': give it as many of those
    counters as it already has."""
    kind, what = node.parts
    for obj in objects_of(ctx, what):
        n = obj.counters.get(kind, 0)
        if n > 0:
            obj.counters[kind] = 2 * n


def _double_check(node: N.Action) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) != 2 or not isinstance(node.parts[0], str):
        return "this doubling of counters is not executed"
    tap = N.Tap(node.parts[1])
    return _permanents_only(tap) or _mark_attached(tap)


checks_node("Action:double_counters", _double_check)


@action("bolster")
def _bolster(ctx: Context, node: N.Action) -> None:
    """701.39a: choose a creature you control with the least toughness (a 'bolster' choice recorded
    for the source when several are tied), put N +1/+1 counters on it."""
    game = ctx.game
    n = amount(ctx, node.parts[0])
    mine = [p for p in game.battlefield() if p.controller == ctx.controller
            and "creature" in game.chars(p).card_types]
    if not mine or n <= 0:
        return
    least = min(game.chars(p).toughness or 0 for p in mine)
    tied = [p for p in mine if (game.chars(p).toughness or 0) == least]
    if len(tied) == 1:
        chosen = tied[0]
    else:
        ids = sorted(p.id for p in tied)
        chosen = game.obj(game.choose("bolster", ctx.item.source or ctx.item.id, ids, player=ctx.controller))
    chosen.counters["+1/+1"] = chosen.counters.get("+1/+1", 0) + n
    ctx.refer([chosen])


checks_node("Action:bolster", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], int)
            and not isinstance(n.parts[0], bool) else "this bolster is not executed")


@phrase("connive_obj")
def _connive(ctx: Context, node: N.Phrase) -> None:
    """701.50a: the permanent's controller draws a card, then discards a card; if a nonland card is
    discarded, they put a +1/+1 counter on the conniving permanent."""
    from .instructions import run

    objs = objects_of(ctx, node.parts[0])
    if not objs:  # 701.50c: its last known information would say who connives: not kept here
        raise Unsupported("a permanent conniving after it left the battlefield (701.50c) is not executed")
    if len(objs) > 1:
        raise Unsupported("several permanents conniving at once (701.50d) is not executed")
    obj = objs[0]
    game = ctx.game
    before = ctx.player
    ctx.player = obj.controller
    try:
        game.draw(ctx.player, 1)
        run(ctx, N.Discard(1, False))
    finally:
        ctx.player = before
    discarded = list(ctx.it)
    if any("land" not in game.chars(c).card_types for c in discarded) and obj.zone == "battlefield":
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
    ctx.refer([obj])


def _connive_check(node: N.Phrase) -> str | None:
    from .instructions import _permanents_only

    if len(node.parts) != 1:
        return "this connive is not executed"
    tap = N.Tap(node.parts[0])
    return _permanents_only(tap) or _mark_attached(tap)


checks_node("Phrase:connive_obj", _connive_check)


# -- "transform this creature" (701.27) -----------------------------------------------------------

@action("transform_obj")
def _transform_obj(ctx: Context, node: N.Action) -> None:
    """701.27a: turn the permanent over; 701.27c: only a transforming double-faced card does (a
    modal double-faced one doesn't, 712); 701.27d: not into an instant or sorcery face; 701.27f: an
    ability of the permanent transforms it only if it hasn't transformed since the ability was put
    on the stack."""
    from .rules_effects import transform

    item = ctx.item
    if item.kind == "spell" or item.ability is None or "tree" not in item.ability.spec:
        # a spell, or a delayed triggered ability (701.27f: since it was created; not kept)
        raise Unsupported("transforming other than by the permanent's own ability is not executed")
    for obj in objects_of(ctx, node.parts[0]):
        if obj.token or (obj.card or {}).get("layout") == "meld":
            raise Unsupported("transforming a token or a melded card is not executed")
        back = getattr(obj, "back", None)
        if back is None or (obj.card or {}).get("layout") != "transform":
            continue  # 701.27c: nothing happens
        other = obj.base if getattr(obj, "transformed", False) else back
        if set(other.card_types) & {"instant", "sorcery"}:
            continue  # 701.27d
        since = (item.trigger or {}).get("transformations") if item.kind == "triggered_ability" \
            else getattr(item, "source_transformations", None)
        if since is None:
            raise Unsupported("when this ability was put on the stack is not known (701.27f)")
        if getattr(obj, "transformations", 0) != since:
            continue  # 701.27f
        transform(ctx.game, obj)


checks_node("Action:transform_obj", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.SelfRef)
            else "transforming other than this permanent is not executed")
