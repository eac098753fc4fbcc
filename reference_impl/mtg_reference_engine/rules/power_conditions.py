"""Conditions read from the grammar's tree (branch grams): "If its mana value was N or less" right after
an instruction on one target (608.2h). (Total power, formidable 207.2c: rules/intervening_conditions.py.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# "if/only if creatures you control have total power N or greater" (formidable, 207.2c): the condition
# total_power_at_least of rules/intervening_conditions.py (branch gramt), one reading for both.


# -- "Destroy target artifact. If its mana value was 1 or less, draw a card." (608.2h) -----------------------

from ..state.support import checks_node  # noqa: E402
from ..text import nodes as N  # noqa: E402
from . import tree_conditions  # noqa: E402
from .tree_conditions import in_place_check, read_in_place  # noqa: E402

#: the instructions after which "its" / "that permanent's" is their one target (608.2c)
_ACTS_ON_ONE = (N.Destroy, N.ReturnToHand, N.Exile)


@condition("it_mana_value_was", in_place_check("'if its mana value was N or less' other than right after an "
                                               "instruction on one target is not executed"))
def _it_mana_value_was(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """The target the instruction before it acted on, as it last existed on the battlefield (608.2h:
    last known information once it has left; 202.3); no target left (608.2b): nothing, so false."""
    obj = tree_conditions._IT
    if obj is None:
        return False
    if obj.zone == "battlefield":
        ch = game.chars(obj)
    else:  # it left as the instruction was followed: the incarnation before (400.7, 113.7a)
        lki = game.lki_full.get((obj.id, obj.incarnation - 1))
        if lki is None:
            from ..state.support import Unsupported

            raise Unsupported("'its mana value' of an object whose last known information the engine doesn't have")
        ch = lki[0]
    from .mana import mana_value

    n, cmp = c.parts
    mv = mana_value(ch.mana_cost or "")
    return mv <= n if cmp == "less" else mv >= n


@condition("you_controlled_it", in_place_check("'if you controlled that permanent' other than right after an "
                                               "instruction on one target is not executed"))
def _you_controlled_it(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """608.2h: whether you controlled the target the instruction before it acted on, as it last existed
    on the battlefield; no target left (608.2b): false."""
    obj = tree_conditions._IT
    if obj is None:
        return False
    if obj.zone == "battlefield":
        return obj.controller == you
    lki = game.lki_full.get((obj.id, obj.incarnation - 1))
    if lki is None:
        from ..state.support import Unsupported

        raise Unsupported("'that permanent' whose last known information the engine doesn't have")
    return lki[1] == you


def _sequence_check(node: N.Sequence) -> str | None:
    """Marks "If its mana value was ..." right after an instruction acting on one target."""
    steps = list(node.steps)
    for before, step in zip(steps, steps[1:]):
        if isinstance(step, N.Conditional) and isinstance(step.condition, N.Condition) \
                and step.condition.kind in ("it_mana_value_was", "you_controlled_it") \
                and isinstance(before, _ACTS_ON_ONE) \
                and isinstance(before.what, N.Target) and before.what.count == 1 and not before.what.up_to \
                and (step.condition.kind == "you_controlled_it" and not step.condition.parts
                     or len(step.condition.parts) == 2 and step.condition.parts[1] in ("less", "greater")):
            read_in_place(step.condition)
    return None


checks_node("Sequence", _sequence_check)
