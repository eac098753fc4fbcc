"""Keyword actions and other one-shot effects the grammar reads as ``Action(kind, parts)`` or a
Phrase of their own, followed here (rules/instructions.py dispatches): "each opponent loses N
life and you gain N life" (drain, 119.3), fight (701.14), proliferate (701.34).
"""

from __future__ import annotations

from ..state.game import Illegal
from ..state.support import checks_node
from ..text import nodes as N
from .filters import amount, amount_check, is_spell_target, objects_of
from .instructions import Context, action, phrase

# -- drain -----------------------------------------------------------------------------------------


@action("drain")
def _drain(ctx: Context, node: N.Action) -> None:
    """"<players> lose N life and you gain M life" (119.3): each of those players loses N; you gain
    M once (the Actor runs this for each player: the gain is done with the first)."""
    lose, gain = node.parts
    n = amount(ctx, lose)
    if n > 0:
        ctx.game.players[ctx.player].life -= n
    done: set = getattr(ctx, "drained", set())
    ctx.drained = done  # type: ignore[attr-defined]
    if id(node) not in done:
        done.add(id(node))
        m = amount(ctx, gain)
        if m > 0:  # 119.10: a life-gain event
            ctx.game.players[ctx.controller].life += m
            ctx.game.events.append({"type": "gain_life", "player": ctx.controller, "amount": m})


checks_node("Action:drain", lambda n: "this drain is not executed" if len(n.parts) != 2
            else amount_check(n.parts[0]) or amount_check(n.parts[1]))


# -- fight (701.14) --------------------------------------------------------------------------------

@phrase("fight_obj")
def _fight(ctx: Context, node: N.Phrase) -> None:
    """701.14a: each of two creatures deals damage equal to its power to the other; 701.14b: if
    either is no longer on the battlefield or no longer a creature, no damage is dealt."""
    from .damage import Packet, deal

    game = ctx.game
    a = objects_of(ctx, node.parts[0])
    b = objects_of(ctx, node.parts[1])
    if len(a) != 1 or len(b) != 1:
        return
    a, b = a[0], b[0]
    ca, cb = game.chars(a), game.chars(b)
    if "creature" not in ca.card_types or "creature" not in cb.card_types:
        return
    # 701.14c: a creature fighting itself deals damage to itself twice (two packets)
    deal(game, [Packet(a, ca, a.controller, {"object": b.id}, max(0, ca.power or 0)),
                Packet(b, cb, b.controller, {"object": a.id}, max(0, cb.power or 0))])


def _fight_check(node: N.Phrase) -> str | None:
    if len(node.parts) != 2:
        return "this fight is not executed"
    for p in node.parts:
        if not isinstance(p, (N.Target, N.SelfRef, N.Ref)) or is_spell_target(p):
            return f"a fight with {type(p).__name__} is not executed"
    return None


checks_node("Phrase:fight_obj", _fight_check)


# -- proliferate (701.34) --------------------------------------------------------------------------

@action("proliferate")
def _proliferate(ctx: Context, node: N.Action) -> None:
    """701.34a: choose any number of permanents and/or players that have a counter, then give each
    one additional counter of each kind already there — a ``proliferate`` choice by the player
    proliferating (the ids of the permanents; players have no counters in this engine)."""
    game = ctx.game
    options = [o.id for o in game.battlefield() if any(v > 0 for v in o.counters.values())]
    if not options:
        return
    chosen = game.choose("proliferate", ctx.item.source or ctx.item.id, None, player=ctx.player)
    chosen = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(set(chosen)) != len(chosen) or any(c not in options for c in chosen):
        raise Illegal(f"proliferate chooses among permanents with counters: {', '.join(options)} (701.34a)")
    for oid in chosen:
        obj = game.obj(oid)
        for kind, v in list(obj.counters.items()):
            if v > 0:
                obj.counters[kind] = v + 1  # 122.6: counters put on it


checks_node("Action:proliferate", lambda n: None if not n.parts else "this proliferate is not executed")
