""""For each land you control, create a Treasure token." / "For each token you control, create a 1/1
white Rabbit creature token." (issue 13, branch fx2): the instruction after "for each <permanents>"
is followed with its amount multiplied by how many there are, counted once as it resolves (608.2h;
rules/tree_counts.py's count). Only creating tokens and the amounts tree_counts multiplies are read;
"for each ... this way", "for each opponent" and the like stay refused.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .instructions import action, run
from .tree_counts import _AMOUNTS, _count_filter, _filter_check, _multiplied

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


def _inner(effect: Any) -> Any:
    return effect.effect if isinstance(effect, N.Actor) else effect


def _times(effect: Any, n: int) -> Any:
    if isinstance(effect, N.Actor):
        return dataclasses.replace(effect, effect=_times(effect.effect, n))
    if isinstance(effect, N.CreateToken):  # 701.7a: that many times as many tokens
        return dataclasses.replace(effect, tokens=tuple(dataclasses.replace(t, count=t.count * n) for t in effect.tokens))
    return _multiplied(effect, n)


#: (branch trig4) "for each <player noun>" readings: noun -> (check(node), perform(ctx, node)) (rules/each_opponent.py)
FOR_EACH_PLAYER: dict[str, tuple[Any, Any]] = {}


def _player_reading(flt: Any) -> "tuple[Any, Any] | None":
    if isinstance(flt, N.Filter) and len(flt.nouns) == 1 and not flt.adjectives and not flt.qualifiers \
            and not flt.alternatives:
        return FOR_EACH_PLAYER.get(flt.nouns[0])
    return None


@action("for_each")
def _for_each(ctx: "Context", node: N.Action) -> None:
    flt, effect = node.parts
    if (reading := _player_reading(flt)) is not None:  # branch trig4
        reading[1](ctx, node)
        return
    n = _milled_this_way(ctx, flt) if _this_way(flt) else _count_filter(ctx, flt)
    if n > 0:
        run(ctx, _times(effect, n))


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or not isinstance(node.parts[0], N.Filter):
        return "this 'for each' is not executed"
    flt, effect = node.parts
    if (reading := _player_reading(flt)) is not None:  # branch trig4
        return reading[0](node)
    if set(flt.nouns) & {"opponent", "opponents", "player", "players"}:
        return "'for each' player is not executed"
    if _this_way(flt) and not _IN_PLACE_OK(node):
        return "'for each ... this way' is not executed"
    inner = _inner(effect)
    if isinstance(effect, N.Actor) and not (isinstance(effect.player, N.Player) and effect.player.who == "you"):
        return "'for each' with another player following the instruction is not executed"
    if isinstance(inner, N.CreateToken):
        if not all(isinstance(t, N.TokenSpec) and isinstance(t.count, int) and not isinstance(t.count, bool)
                   for t in inner.tokens):
            return "'for each' of this token creation is not executed"
    elif type(inner) not in _AMOUNTS or not isinstance(inner.amount, int) or isinstance(inner.amount, bool):
        return f"'for each, {type(inner).__name__}' is not executed"
    if _this_way(flt):  # fx3: cards milled this way — the description read by _milled_sequence
        return None
    return _filter_check(flt)


checks_node("Action:for_each", _check)


# -- fx3: "Mill two cards. For each creature card milled this way, ..." (701.17a, 608.2c) ----------

def _this_way(flt: Any) -> bool:
    return any(isinstance(q, N.Phrase) and q.kind == "this_way" for q in flt.qualifiers)


def _IN_PLACE_OK(node: Any) -> bool:
    from .tree_conditions import in_place_check

    return in_place_check("no")(node) is None


def _milled_this_way(ctx: "Context", flt: Any) -> int:
    """The cards the mill just before it put into the graveyard (what it referred to, still there:
    a card a replacement effect put elsewhere wasn't milled, 701.17a) that match the description."""
    from .filters import matches
    from .zone_effects import _card_filter

    rest = N.Filter(flt.adjectives, flt.nouns, tuple(q for q in flt.qualifiers
                                                     if not (isinstance(q, N.Phrase) and q.kind == "this_way")),
                    flt.alternatives)
    cards = _card_filter(rest)
    return sum(1 for o in ctx.it if o.zone == "graveyard" and matches(ctx.game, o, cards, ctx.controller, ctx.source))


def _milled_sequence(node: N.Sequence) -> str | None:
    """'for each <cards> milled this way' right after "mill N cards" (the same ability's instruction)."""
    from .tree_conditions import read_in_place
    from .zone_effects import _card_filter_check

    steps = list(node.steps)
    for before, step in zip(steps, steps[1:]):
        if isinstance(before, N.Mill) and isinstance(step, N.Action) and step.kind == "for_each" \
                and len(step.parts) == 2 and isinstance(step.parts[0], N.Filter) and _this_way(step.parts[0]) \
                and step.parts[0].nouns in (("card",), ("cards",)) and not step.parts[0].alternatives \
                and _card_filter_check(N.Filter(step.parts[0].adjectives, step.parts[0].nouns, (), ())) is None \
                and len(step.parts[0].qualifiers) == 1:
            read_in_place(step)
            read_in_place(step.parts[0])
            for q in step.parts[0].qualifiers:
                read_in_place(q)
    return None


checks_node("Sequence", _milled_sequence)


def _this_way_filter_check(node: Any) -> str | None:
    from .tree_conditions import in_place_check

    return in_place_check("'... this way' is read here only as cards milled by the instruction before it")(node)


executes_node("Filter.qual:this_way", "Phrase:this_way")
checks_node("Filter.qual:this_way", _this_way_filter_check)
checks_node("Phrase:this_way", _this_way_filter_check)
