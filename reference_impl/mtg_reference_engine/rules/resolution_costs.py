"""Costs paid while a spell or ability resolves (118.12, 608.2c-d), read from the grammar's tree:
"you may pay {1}{G}. If you do, ..." (``Action:pay_mana`` under a "may"), "... unless you pay
{G}{G}{G}{G}" / "unless you discard a creature card" (``Action:unless_does``) and "sacrifice it
unless you pay {2}" / "unless you sacrifice a Forest" (``Action:sacrifice_unless``); and "destroy ... . They can't be regenerated." (701.19c,
``Action:destroy_no_regen``).

The fixture records the payments as the player's choices for the resolving spell or ability (the
stack item's source, or the spell itself):
- ``pay_mana``: the mana a player pays from their pool for "pay {1}{G}" ("{G}{G}"); the "may"
  before it is the usual ``may`` choice;
- ``unless_pay`` (with the paying player, as for "counter ... unless its controller pays", 118.12):
  the mana paid, or null not to pay (then the instruction before "unless" is followed);
- ``unless`` (with that player): "yes" to discard or sacrifice what "unless" asks (only if they can
  do all of it, 118.3; which cards or permanents: their ``discard`` / ``sacrifice`` choice), "no".
The payment must be exact and from the pool (rules/mana.pay_mana), or the action is refused.
"""

from __future__ import annotations

import re
from typing import Any

from ..state.game import Illegal
from ..state.support import checks_node, checks_whole
from ..text import nodes as N
from .filters import each_players, is_spell_target, objects_of, players_of
from .instructions import Context, action, run

#: mana symbols paid here: generic, the five colors and colorless, two-color hybrid (107.4)
_PAYABLE = re.compile(r"\{(?:\d+|[WUBRGC]|[WUBRG]/[WUBRG])\}", re.IGNORECASE)
#: the players who pay an "unless": one player each
_ONE_PAYER = ("you", "target_player", "target_opponent")


def _asker(ctx: Context) -> str:
    return ctx.item.source or ctx.item.id


def _cost(node: N.Action) -> str:
    return "".join(node.parts[0].symbols).upper()


def _mana_check(node: N.Action) -> str | None:
    cost = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(cost, N.ManaCost) or not cost.symbols \
            or not all(_PAYABLE.fullmatch(s) for s in cost.symbols):
        return f"paying {getattr(cost, 'symbols', cost)!r} as the ability resolves is not executed"
    return None


@action("pay_mana")
def _pay_mana(ctx: Context, node: N.Action) -> None:
    """118.12-ish, 608.2c: the player pays the mana from their pool as the instruction is followed
    (a ``pay_mana`` choice: the mana paid); "if you do" is then true (608.2d)."""
    from .mana import pay_mana

    paid = ctx.game.choose("pay_mana", _asker(ctx), None, player=ctx.player)
    if not isinstance(paid, str):
        raise Illegal(f"the 'pay_mana' choice for {_asker(ctx)!r} is the mana paid, e.g. \"{{G}}{{G}}\"")
    pay_mana(ctx.game, ctx.player, _cost(node), None, paid)
    ctx.did = True


checks_node("Action:pay_mana", _mana_check)


def _unless_paid(ctx: Context, payer: str, pay: N.Action) -> bool:
    """118.12: "... unless [player] pays [cost]": the player chooses as it resolves whether to pay
    (an ``unless_pay`` choice with that player: the mana, or null)."""
    from .mana import pay_mana

    paid = ctx.game.choose("unless_pay", _asker(ctx), None, allow_none=True, player=payer)
    if paid is None:
        return False
    if not isinstance(paid, str):
        raise Illegal(f"the 'unless_pay' choice for {_asker(ctx)!r} is the mana paid or null")
    pay_mana(ctx.game, payer, _cost(pay), None, paid)
    return True


def _can_do(ctx: Context, payer: str, node: Any) -> bool:
    """118.3: whether the player can do all of a discard or sacrifice "unless" asks for."""
    from .filters import amount, matches
    from .zone_effects import _card_filter, _sacrifice_filter, hand

    game = ctx.game
    more = _fx3_can_do(ctx, payer, node)
    if more is not None:
        return more
    if isinstance(node, N.Discard):
        what = node.what
        cards = hand(game, payer)
        if isinstance(what, N.Described):
            flt = _card_filter(what.filter)
            return sum(1 for c in cards if matches(game, c, flt, ctx.controller, ctx.source)) >= what.count
        return len(cards) >= amount(ctx, what)
    what = node.what  # a Sacrifice of a description (701.21a: permanents the player controls)
    flt = _sacrifice_filter(what.filter)
    return sum(1 for o in game.battlefield() if o.controller == payer
               and not (what.quantifier == "another" and o is ctx.source)
               and matches(game, o, flt, payer, ctx.source)) >= what.count


def _unless_done(ctx: Context, payer: str, cost: Any) -> bool:
    """118.12: "... unless [player] pays [cost]" — mana (an ``unless_pay`` choice) or a discard or
    sacrifice (an ``unless`` choice of that player, "yes" or "no"; "yes" only if they can do all
    of it, 118.3 — then the cards or permanents are their ``discard`` / ``sacrifice`` choice)."""
    if isinstance(cost, N.Action) and cost.kind == "pay_mana":
        return _unless_paid(ctx, payer, cost)
    if ctx.game.choose("unless", _asker(ctx), ["yes", "no"], player=payer) == "no":
        return False
    if not _can_do(ctx, payer, cost):
        raise Illegal(f"{payer} can't do all of what 'unless' asks ({type(cost).__name__}): they can't choose to (118.3)")
    before, ctx.player = ctx.player, payer
    try:
        run(ctx, cost)
    finally:
        ctx.player = before
    return True


def _cost_check(cost: Any) -> str | None:
    """The costs an 'unless' reads: paying mana, discarding or sacrificing a described number."""
    if isinstance(cost, N.Action) and cost.kind == "pay_mana":
        return None
    if isinstance(cost, N.Discard) and not isinstance(cost.what, N.Ref) and (
            isinstance(cost.what, int) or (isinstance(cost.what, N.Described) and isinstance(cost.what.count, int))):
        return None
    if isinstance(cost, N.Sacrifice) and isinstance(cost.what, N.Described) and isinstance(cost.what.count, int):
        return None
    if _fx3_cost_ok(cost):
        return None
    return "an 'unless' other than paying mana, discarding or sacrificing is not executed"


@action("unless_does")
def _unless_does(ctx: Context, node: N.Action) -> None:
    effect, actor = node.parts
    if actor.player.who == "they":  # fx3: "<player(s)> <do X> unless they <pay>": each of those players
        _unless_they(ctx, effect, actor.effect)
        return
    payers = players_of(ctx, actor.player)
    # an illegal target player pays nothing, so the instruction is followed (608.2b)
    if len(payers) == 1 and _unless_done(ctx, payers[0], actor.effect):
        return
    run(ctx, effect)


def _unless_they(ctx: Context, effect: N.Actor, cost: Any) -> None:
    """118.12, 101.4 (fx3): "each opponent sacrifices a permanent unless they pay {3}", "target player
    discards their hand unless they pay 7 life": each player the instruction names chooses in APNAP
    order whether to pay (paying as they choose); then each who didn't follows the instruction."""
    payers = players_of(ctx, effect.player)
    refused = [p for p in payers if not _unless_done(ctx, p, cost)]
    before = ctx.player
    try:
        for p in refused:
            ctx.player = p
            if effect.player.who in ("target_player", "target_opponent"):
                ctx.that_player = p  # type: ignore[attr-defined]  # as Actor does (a later "that player")
            run(ctx, effect.effect)
    finally:
        ctx.player = before


def _unless_does_check(node: N.Action) -> str | None:
    if len(node.parts) != 2:
        return "this 'unless' is not executed"
    actor = node.parts[1]
    if isinstance(actor, N.Actor) and isinstance(actor.player, N.Player) and actor.player.who == "they" \
            and isinstance(node.parts[0], N.Actor) and isinstance(node.parts[0].player, N.Player):
        return _cost_check(actor.effect)  # fx3: they = the player(s) the instruction before names
    if not (isinstance(actor, N.Actor) and isinstance(actor.player, N.Player) and actor.player.who in _ONE_PAYER):
        return "an 'unless' other than one player's is not executed"
    return _cost_check(actor.effect)


checks_node("Action:unless_does", _unless_does_check)


def _unless_parts_check(node: N.Action) -> str | None:
    """fx3: the walk reads the parts of an 'unless' here, so that its "they" (the player(s) the
    instruction before names, read by _unless_they) is read only in that place."""
    from ..state.support import tree_problems

    if len(node.parts) != 2:
        return "this 'unless' is not executed"
    effect, actor = node.parts
    they = isinstance(actor, N.Actor) and isinstance(actor.player, N.Player) and actor.player.who == "they"
    for part in (effect, actor.effect if they else actor):
        if why := tree_problems(part):
            return why[0]
    return None


checks_whole("Action:unless_does", _unless_parts_check)


@action("sacrifice_unless")
def _sacrifice_unless(ctx: Context, node: N.Action) -> None:
    """"Sacrifice this creature unless you pay {2}" (118.12, 701.21a): the player following the
    instruction pays or sacrifices it (only a permanent they control)."""
    what, cost = node.parts
    ctx.refer(objects_of(ctx, what))  # fx3: "... unless you remove a counter from it": it is what would be sacrificed
    if _unless_done(ctx, ctx.player, cost):
        return
    run(ctx, N.Sacrifice(what=what))


def _sacrifice_unless_check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or not isinstance(node.parts[0], (N.SelfRef, N.Ref)):
        return "this 'sacrifice ... unless' is not executed"
    return _cost_check(node.parts[1])


checks_node("Action:sacrifice_unless", _sacrifice_unless_check)


# -- fx3: other costs an "unless" asks for (118.12): life, energy, counters, permanents you control --

@action("pay_life")
def _pay_life(ctx: Context, node: N.Action) -> None:
    """"Pay N life" as an instruction is followed (119.4: only with a life total of at least N;
    paying life is losing it, 119.3); "if you do" is then true (608.2d)."""
    n = node.parts[0]
    player = ctx.player or ctx.controller
    if ctx.game.players[player].life < n:
        raise Illegal(f"{player} has {ctx.game.players[player].life} life: they can't pay {n} life (119.4)")
    from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a)

    pay_life(ctx.game, player, n)
    ctx.did = True


checks_node("Action:pay_life", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], int)
            and not isinstance(n.parts[0], bool) else "a life payment of an amount not given is not executed")


def _fx3_cost_ok(cost: Any) -> bool:
    """Paying N life or {E}s, removing counters from the object(s) named, returning to hand or tapping
    a described number of permanents you control (each node's own checks apply as well)."""
    from .energy import _count
    from .instructions import described_permanents_check

    if isinstance(cost, N.Action):
        if cost.kind == "pay_life":
            return True
        if cost.kind == "pay_energy":
            return _count(cost) is not None
        if cost.kind == "remove_counters" and len(cost.parts) == 2:
            spec, what = cost.parts
            return isinstance(spec, N.CounterSpec) and isinstance(spec.amount, int) \
                and isinstance(what, (N.SelfRef, N.Ref))
        return False
    if isinstance(cost, (N.ReturnToHand, N.Tap)) and isinstance(cost.what, N.Described):
        return described_permanents_check(cost.what) is None
    return False


def _fx3_can_do(ctx: Context, payer: str, node: Any) -> bool | None:
    """118.3: whether the player can do all of it (None: not one of these costs)."""
    from .energy import _count
    from .filters import matches
    from .instructions import _controlled_by

    game = ctx.game
    if isinstance(node, N.Action) and node.kind == "pay_life":
        return game.players[payer].life >= node.parts[0]  # 119.4
    if isinstance(node, N.Action) and node.kind == "pay_energy":
        return game.players[payer].energy >= _count(node)
    if isinstance(node, N.Action) and node.kind == "remove_counters":
        spec, what = node.parts
        objs = objects_of(ctx, what)
        return bool(objs) and all(o.counters.get(spec.kind, 0) >= spec.amount for o in objs)
    if isinstance(node, (N.ReturnToHand, N.Tap)):
        what = node.what
        flt, _whose = _controlled_by(what.filter)
        return sum(1 for o in game.battlefield() if o.controller == payer
                   and not (what.quantifier == "another" and o is ctx.source)
                   and matches(game, o, flt, payer, ctx.source)) >= what.count
    return None


# -- "Destroy .... They can't be regenerated." (701.19c) -----------------------------------------

@action("destroy_no_regen")
def _destroy_no_regen(ctx: Context, node: N.Action) -> None:
    """701.8, 701.19c: destroyed, and a regeneration shield doesn't replace it."""
    from .damage import destroy

    for obj in objects_of(ctx, node.parts[0]):
        destroy(ctx.game, obj, regenerate=False)


def _destroy_no_regen_check(node: N.Action) -> str | None:
    what = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(what, (N.Target, N.Each, N.SelfRef, N.Ref)) or is_spell_target(what) \
            or (isinstance(what, N.Each) and each_players(what) is not None):
        return "this destroy is not executed"
    return None


checks_node("Action:destroy_no_regen", _destroy_no_regen_check)


# -- (branch costs) a mana cost a keyword's triggered ability asks for as it resolves ---------------

def pay_or_decline(game: Any, asker: str, player: str, cost_text: str) -> bool:
    """118.12, 702.24a ("you may pay [cost] for each age counter on it. If you don't, sacrifice it"),
    702.30a ("sacrifice it unless you pay [cost]"): the player chooses whether to pay (a ``may``
    choice for the ability's source); paying, they pay the whole mana cost from their mana pool with
    the mana the ``pay_mana`` choice lists (rules/mana.pay_mana: exactly that cost, or the action is
    refused — 702.24a: partial payments aren't allowed). A cost of no mana is paid by choosing to."""
    from .mana import parse_cost, pay_mana

    if game.choose("may", asker, ["yes", "no"]) != "yes":
        return False
    cost = parse_cost(cost_text)
    if not (cost.generic or cost.typed or cost.hybrid or cost.phyrexian):
        return True
    paid = game.choose("pay_mana", asker, None, player=player)
    if not isinstance(paid, str):
        raise Illegal(f"the 'pay_mana' choice for {asker!r} is the mana paid, e.g. \"{{G}}{{G}}\"")
    pay_mana(game, player, cost_text, None, paid)
    return True
