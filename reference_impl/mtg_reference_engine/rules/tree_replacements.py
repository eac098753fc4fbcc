"""Replacement effects read from the grammar's tree that modify how the permanent itself enters
(614.1c, 614.12): "This land enters tapped unless you control a Mountain or a Forest", "... unless
you control two or more other lands", "This creature enters with three oil counters on it".

rules/entering.enter_battlefield applies them as the permanent enters (before it is on the
battlefield: 614.12), once: the condition is checked then, among the permanents already on the
battlefield (the entering one isn't, nor another entering with it). Any other replacement kind
(614: "... instead", prevention, "as this enters, choose") is refused: support.tree_problems finds
its ``Replacement:<kind>`` registered nowhere.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_whole, executes, executes_node
from ..text import nodes as N
from .tree_statics import condition_problem, holds

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes_node("Replacement:enters_tapped_unless", "Replacement:enters_with_counters", "Replacement:as_enters")
# branch replace: a replacement read from the grammar's tree (text/lowering: {"type": "tree"}) is read
# by the modules of its kind; whether its tree is implemented is support.tree_problems' decision
executes("replacement", "tree")
# branch static2: "enters tapped with N <kind> counters", "enters with a counter for each <filter>",
# "enters with N counters if <condition>" (614.1c, 614.12)
executes_node("Replacement:enters_tapped_with_counters", "Replacement:enters_with_counters_each",
              "Replacement:enters_with_counters_if")


def _pay_life_or_tapped(node: N.Replacement) -> int | None:
    """614.12: "As this land enters, you may pay N life. If you don't, it enters tapped." -> N."""
    if len(node.parts) != 2 or not isinstance(node.parts[1], N.Sequence):
        return None
    seq = node.parts[1]
    if seq.joiner != "then" or len(seq.steps) != 2:
        return None
    may, otherwise = seq.steps
    if not (isinstance(may, N.Optional_) and may.player is None and isinstance(may.effect, N.Action)
            and may.effect.kind == "pay_life" and len(may.effect.parts) == 1
            and isinstance(may.effect.parts[0], int) and not isinstance(may.effect.parts[0], bool)
            and may.effect.parts[0] > 0):
        return None
    if not (isinstance(otherwise, N.Conditional) and isinstance(otherwise.condition, N.Condition)
            and otherwise.condition.kind == "did_not" and not otherwise.condition.parts
            and isinstance(otherwise.effect, N.Phrase) and otherwise.effect.kind == "enters_tapped_effect"
            and len(otherwise.effect.parts) == 1
            and (isinstance(otherwise.effect.parts[0], N.SelfRef)
                 or isinstance(otherwise.effect.parts[0], N.Ref) and otherwise.effect.parts[0].words == "it")):
        return None
    return may.effect.parts[0]


def _check(node: N.Replacement) -> str | None:
    if not node.parts or not isinstance(node.parts[0], N.SelfRef):
        return f"'{node.kind}' of another permanent than this one is not executed"
    if node.kind == "enters_tapped_unless":
        if len(node.parts) != 2:
            return "this 'enters tapped unless' is not executed"
        return condition_problem(node.parts[1])
    if node.kind == "as_enters":
        if _pay_life_or_tapped(node) is None:
            return "this 'as this enters' is not executed"
        return None
    if node.kind == "enters_with_counters_each":  # "... a +1/+1 counter on it for each <filter>" (static2)
        if len(node.parts) != 3 or not isinstance(node.parts[1], N.CounterSpec) \
                or not isinstance(node.parts[1].amount, int) or node.parts[1].amount < 1:
            return "these counters are not executed"
        from .tree_statics import _count_filter_problem

        return _count_filter_problem(node.parts[2])
    if node.kind == "enters_with_counters_if":  # "... if you attacked this turn" (static2)
        if len(node.parts) != 3 or not isinstance(node.parts[1], N.CounterSpec) \
                or not isinstance(node.parts[1].amount, int) or node.parts[1].amount < 1:
            return "these counters are not executed"
        return _now_condition_problem(node.parts[2])
    if node.kind in ("enters_with_counters", "enters_tapped_with_counters"):
        if len(node.parts) != 2 or not isinstance(node.parts[1], N.CounterSpec) \
                or not isinstance(node.parts[1].amount, int):
            return "these counters are not executed"
        return None if node.parts[1].amount >= 0 else "a negative number of counters is not executed"
    return None


# The check reads the whole node (its condition's words included: tree_statics.condition_problem),
# so the walk doesn't take the condition for an instruction's (support.checks_whole).
checks_whole("Replacement:enters_tapped_unless", _check)
checks_whole("Replacement:enters_with_counters", _check)
checks_whole("Replacement:as_enters", _check)
checks_whole("Replacement:enters_tapped_with_counters", _check)
checks_whole("Replacement:enters_with_counters_each", _check)
checks_whole("Replacement:enters_with_counters_if", _check)


_READS_PERMANENTS = ("you_control", "you_dont_control", "you_control_n", "you_control_at_most", "count_at_least",
                     "obj_is", "has_counters")


def _now_condition_problem(cond: Any) -> str | None:
    """A condition rules/tree_conditions.py reads from the game as the permanent enters (static2)."""
    from ..state.support import NODE_CHECKS
    from .tree_conditions import condition_problem as now_problem

    if why := now_problem(cond):
        return why
    if cond.kind in _READS_PERMANENTS:
        # 614.12: the entering permanent isn't on the battlefield yet; these readings would see it
        return f"the condition {cond.kind!r} of an 'enters with' is not executed"
    for check in NODE_CHECKS.get(f"Condition:{cond.kind}", ()):
        if why := check(cond):
            return why
    return None


def as_enters(game: "Game", obj: "GameObject", node: N.Replacement) -> None:
    """614.12: applied as ``obj`` enters (entering.enter_battlefield), once."""
    if node.kind == "replacement_instead":  # not about entering: rules/static_replacements.py (branch static2)
        return
    if node.kind in ("replacement_instead_else", "skip_draw_instead", "search_top_instead"):  # a player's events (branch replace)
        return
    if node.kind == "pay_life_exile_top_instead":  # a player's life payment: rules/life_payment.py (branch ashiok)
        return
    if node.kind == "enters_tapped_unless":
        if not holds(game, obj, node.parts[1], exclude=obj):
            obj.tapped = True  # 614.1c
    elif node.kind in ("enters_with_counters", "enters_tapped_with_counters"):
        spec = node.parts[1]
        if node.kind == "enters_tapped_with_counters":
            obj.tapped = True  # 614.1c
        if spec.amount > 0:
            obj.counters[spec.kind] = obj.counters.get(spec.kind, 0) + spec.amount  # 122.6
    elif node.kind == "enters_with_counters_each":  # counted as it enters, itself not on the battlefield (614.12)
        from .tree_statics import _permanents

        n = node.parts[1].amount * _permanents(game, node.parts[2], obj.controller, obj, exclude=obj)
        if n > 0:
            obj.counters[node.parts[1].kind] = obj.counters.get(node.parts[1].kind, 0) + n  # 122.6
    elif node.kind == "enters_with_counters_if":
        from .tree_conditions import holds as holds_now

        if holds_now(game, node.parts[2], obj.controller, obj):
            spec = node.parts[1]
            obj.counters[spec.kind] = obj.counters.get(spec.kind, 0) + spec.amount  # 122.6
    elif node.kind == "as_enters":  # "you may pay N life. If you don't, it enters tapped."
        n = _pay_life_or_tapped(node)
        you = obj.controller
        # 119.4: a player can pay life only if their life total is at least the payment
        can = game.players[you].life >= n  # type: ignore[operator]
        if can and game.choose("may", obj.id, ["yes", "no"]) == "yes":
            from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a, 614.13c)

            pay_life(game, you, n)  # type: ignore[arg-type]
        else:
            obj.tapped = True  # 614.1c
    else:  # pragma: no cover - support refuses any other kind
        raise AssertionError(node.kind)


def is_mine(ability: Any) -> bool:
    return ability.kind == "replacement" and ability.spec.get("type") == "tree"
