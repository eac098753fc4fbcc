"""Case cards (719): "To solve — [Condition]" (719.3a) and "Solved — [Ability]" (719.3c).

text/lowering.case_solve_ability reads "To solve — [condition]" as "At the beginning of your end
step, if [condition] and this Case is not solved, this Case becomes solved": its condition is
``case_unsolved_and`` (below) and its effect ``Action:become_solved``. support.abilities_of marks
the abilities of "Solved — " lines ``solved_only``; a layer-6 effect here leaves them out of the
characteristics of a permanent that isn't solved (719.3c: it may affect the game, trigger, or be
activated only while the Case is solved). 719.3b: solved is a designation, not copiable, kept until
the permanent leaves the battlefield (a new object, 400.7): kept as the incarnation it was given to.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides
from ..state.support import executes
from .instructions import Context, action
from .tree_conditions import condition, condition_problem, holds

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

# The label "Solved — " (719.3c; text/lowering marks it as a keyword's label): its abilities are read
# here, present only while the Case is solved (the layer-6 effect below).
executes("keyword", "solved")


def is_solved(obj: "GameObject | None") -> bool:
    return obj is not None and obj.zone == "battlefield" and getattr(obj, "solved_incarnation", None) == obj.incarnation


def _unsolved_and_check(cond: Any) -> str | None:
    inner = cond.parts[0] if len(cond.parts) == 1 else None
    return condition_problem(inner)


@condition("case_unsolved_and", _unsolved_and_check)
def _unsolved_and(game: "Game", cond: Any, you: str, source: "GameObject | None") -> bool:
    """719.3a: "if [condition] and this Case is not solved"."""
    return source is not None and not is_solved(source) and holds(game, cond.parts[0], you, source)


@action("become_solved")
def _become_solved(ctx: Context, node: Any) -> None:
    """719.3a, 719.3b: this Case becomes solved (the object that put the ability on the stack: 400.7)."""
    src = ctx.source
    if src is not None and src.zone == "battlefield" and src.incarnation == ctx.source_incarnation:
        src.solved_incarnation = src.incarnation


def _solved_only(a: Any) -> bool:
    """An ability of a "Solved — " line (support marks it; text/lowering labels it "solved")."""
    return bool(a.spec.get("solved_only")) or a.spec.get("keyword_word") == "solved"


def _gated(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    """719.3c: a permanent that isn't solved has its "Solved — " abilities without effect: left out
    of its characteristics (before any other layer-6 effect: timestamp 0)."""
    if is_solved(obj) or obj.zone != "battlefield":
        return []
    if not any(_solved_only(a) for a in obj.base.abilities) \
            and not any(e.layer.startswith("1") and (obj.id, obj.incarnation) in e.affected for e in game.effects):
        return []  # no "Solved — " ability printed, and no copy effect that could give one (707.2)

    def apply(ch: "Characteristics", o: "GameObject") -> None:
        if any(_solved_only(a) for a in ch.abilities):
            ch.abilities = [a for a in ch.abilities if not _solved_only(a)]

    return [ContinuousEffect("6", 0, {(obj.id, obj.incarnation)}, apply, description="unsolved (719.3c)")]


provides(_gated, "6")
