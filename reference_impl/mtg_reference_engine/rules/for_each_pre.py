""""For each land you control, create a Treasure token." / "For each token you control, create a 1/1
white Rabbit creature token." (issue 13, branch fx2): the instruction after "for each <permanents>"
is followed with its amount multiplied by how many there are, counted once as it resolves (608.2h;
rules/tree_counts.py's count). Only creating tokens and the amounts tree_counts multiplies are read;
"for each ... this way", "for each opponent" and the like stay refused.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
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


@action("for_each")
def _for_each(ctx: "Context", node: N.Action) -> None:
    flt, effect = node.parts
    n = _count_filter(ctx, flt)
    if n > 0:
        run(ctx, _times(effect, n))


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or not isinstance(node.parts[0], N.Filter):
        return "this 'for each' is not executed"
    flt, effect = node.parts
    if set(flt.nouns) & {"opponent", "opponents", "player", "players"}:
        return "'for each' player is not executed"
    if any(isinstance(q, N.Phrase) and q.kind == "this_way" for q in flt.qualifiers):
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
    return _filter_check(flt)


checks_node("Action:for_each", _check)
