"""Costs read from the grammar's typed tree (118, 602.2b): the parts of an activated ability's cost
other than mana, {T}, {Q} and sacrificing the source (which the activation machinery pays from the
cost dict text/lowering.tree_cost makes). Each CostPart kind has one payer, registered with
:func:`cost_part`, which declares the construct executed (state/support.executes_node).

A payer is ``pay(game, source, part, player)``: it checks the cost can be paid (118.3: a player
can't pay a cost without the resources) and pays it, raising Illegal otherwise. Choices are the
fixture's: "sacrifice" and "discard_cost" (the ids, a list), recorded for the activated permanent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.game import Illegal
from ..state.support import claim, checks_node, executes_node
from ..text import nodes as N
from .filters import matches, unreadable

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

Payer = Callable[["Game", "GameObject", Any, str], None]
PAYERS: dict[str, Payer] = {}

executes_node("Cost", "ManaCost", "CostPart:tap", "CostPart:untap")  # paid by casting.activate / mana.py


def cost_part(kind: str) -> Callable[[Payer], Payer]:
    def register(fn: Payer) -> Payer:
        claim(PAYERS, kind, fn, "the cost part")
        executes_node(f"CostPart:{kind}")
        return fn
    return register


def pay_tree_parts(game: "Game", source: "GameObject", parts: list[Any], player: str) -> None:
    """602.2b, 601.2h: pay each part (support has refused any part no payer reads)."""
    for part in parts:
        PAYERS[part.kind](game, source, part, player)


@cost_part("life")
def _pay_life(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    n = part.parts[0]
    if game.players[player].life < n:  # 119.4: only with a life total of at least that amount
        raise Illegal(f"{player} has {game.players[player].life} life: they can't pay {n} life (119.4)")
    game.players[player].life -= n


checks_node("CostPart:life", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], int)
            else "a life payment of an amount not given is not executed")


def _described(part: Any) -> Any:
    d = part.parts[0] if len(part.parts) == 1 else None
    return d if isinstance(d, N.Described) and isinstance(d.count, int) and isinstance(d.filter, N.Filter) else None


def _chosen(game: "Game", kind: str, source: "GameObject", count: int) -> list[str]:
    chosen = game.choose(kind, source.id, None)
    chosen = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(chosen) != count or len(set(chosen)) != count:
        raise Illegal(f"the cost needs {count} to {kind}; {len(chosen)} chosen")
    return chosen


@cost_part("sacrifice")
def _sacrifice(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """701.21a: 'Sacrifice a creature': a permanent its controller controls, of that description."""
    from .entering import move_to_zone

    d = _described(part)
    for oid in _chosen(game, "sacrifice", source, d.count):
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != player \
                or (d.quantifier == "another" and obj is source) or not matches(game, obj, d.filter, player, source):
            raise Illegal(f'"{oid}" can\'t be sacrificed to pay this cost (701.21a)')
        move_to_zone(game, obj, "graveyard")
        game.events.append({"type": "sacrificed", "object": oid})


def _sacrifice_self(part: Any) -> bool:
    """'Sacrifice this creature': text/lowering.tree_cost made it the cost dict's sacrifice_self,
    which casting.activate pays (701.21a); not the payer above."""
    return len(part.parts) == 1 and isinstance(part.parts[0], N.SelfRef)


checks_node("CostPart:sacrifice", lambda n: None if _sacrifice_self(n) or (
            (d := _described(n)) is not None and d.quantifier in ("a", "an", "another")
            and (d.filter.nouns or d.filter.alternatives) and not unreadable(d.filter))
            else "this sacrifice cost is not executed")


@cost_part("discard")
def _discard(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """701.9a: 'Discard a card': cards from the player's hand (a 'discard_cost' choice, as for the
    template path's discard costs, 602.2b)."""
    from .cast_keywords import discard as discard_card

    d = _described(part)
    hand = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == player]
    for oid in _chosen(game, "discard_cost", source, d.count):
        if oid not in hand:
            raise Illegal(f'"{oid}" is not a card in {player}\'s hand: it can\'t be discarded (701.9a)')
        discard_card(game, game.obj(oid))  # 701.9a; madness exiles it instead (702.35a)


checks_node("CostPart:discard", lambda n: None if (d := _described(n)) is not None and d.quantifier in ("a", "an")
            and d.filter.nouns in (("card",), ("cards",)) and not d.filter.adjectives and not d.filter.qualifiers
            else "this discard cost is not executed")
executes_node("Filter.noun:card", "Filter.noun:cards")  # only as the discard cost reads them (checked above)
