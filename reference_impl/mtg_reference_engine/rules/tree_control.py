"""Gaining control, read from the grammar's tree (613.1b, layer 2): "Gain control of target
creature", "Target opponent gains control of this artifact", "gain control of target creature for
as long as you control this creature", and the threaten effect "Gain control of target creature
until end of turn. Untap that creature. It gains haste until end of turn." (the control-changing
and ability-adding parts one effect with one timestamp, 613.7a).

The control-changing effects are the ones rules/control.py keeps and updates (its ``update`` ends
a "for as long as" effect when its condition stops being true, 611.2b; a permanent under a new
controller has been so only since this turn, 302.6). The objects affected are locked in (611.2c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from ..text.oracle import keyword_ability
from . import control
from .filters import keyword_problem, objects_of
from .instructions import _permanents_only, action, instruction

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

#: The durations read: none (indefinitely), until end of turn (514.2), for as long as you control
#: the source (611.2b).
_DURATIONS = (None, "until_end_of_turn", "while_you_control")
executes_node("Duration:while_you_control")


def _take(ctx: "Context", objs: list[Any], duration: Any) -> int:
    """Make ctx.player the controller of ``objs`` (layer 2); returns the effect's timestamp."""
    game = ctx.game
    kind = duration.kind if duration is not None else None
    data: dict[str, Any] = {"control": True, "controller": ctx.player, "source": ctx.item.source,
                            "source_incarnation": ctx.source_incarnation}
    if kind is None:
        data["indefinite"] = True
    elif kind == "until_end_of_turn":
        data["until"] = "end_of_turn"
    elif ctx.player != ctx.controller or ctx.source is None or ctx.source_incarnation is None:
        raise Unsupported("'for as long as you control' gained by another player, or with no source "
                          "permanent, is not executed")
    ts = game.next_timestamp()
    for obj in objs:
        game.effects.append(ContinuousEffect("2", ts, {(obj.id, obj.incarnation)}, lambda ch, o: None,
                                             source=ctx.item.id,
                                             duration="end_of_turn" if kind == "until_end_of_turn" else "permanent",
                                             description=f"controlled by {ctx.player}", data=data))
    control.update(game)
    return ts


@instruction(N.GainControl)
def _gain_control(ctx: "Context", node: N.GainControl) -> None:
    objs = objects_of(ctx, node.what)
    if objs:
        _take(ctx, objs, node.duration)


def _gain_control_check(node: N.GainControl) -> str | None:
    d = node.duration
    if d is not None and (not isinstance(d, N.Duration) or d.kind not in _DURATIONS):
        return f"gaining control with the duration {getattr(d, 'kind', type(d).__name__)!r} is not executed"
    if d is not None and d.kind == "while_you_control" and not (
            len(d.parts) == 1 and isinstance(d.parts[0], N.SelfRef)):
        return "'for as long as you control' something other than this object is not executed"
    return _permanents_only(node)


checks_node("GainControl", _gain_control_check)


_THAT = ("it", "that creature", "that permanent", "that artifact")


@action("threaten")
def _threaten(ctx: "Context", node: N.Action) -> None:
    """'Gain control of <obj> until end of turn. Untap <it>. <It> gains <keywords> until end of turn.'"""
    objs = objects_of(ctx, node.parts[0])
    if not objs:
        return
    game = ctx.game
    ts = _take(ctx, objs, node.parts[1])
    for obj in objs:
        obj.tapped = False  # 701.26b
    keywords = [k for p in node.parts if isinstance(p, (tuple, list)) for k in p]
    granted = [keyword_ability(k.name) for k in keywords]

    def add(ch: Any, o: Any, granted: list = granted) -> None:
        ch.abilities = ch.abilities + granted  # 613.1f, the same effect's timestamp (613.7a)

    game.effects.append(ContinuousEffect("6", ts, {(o.id, o.incarnation) for o in objs}, add, duration="end_of_turn",
                                         source=ctx.item.id, description="gains " + ", ".join(k.name for k in keywords)))


def _threaten_check(node: N.Action) -> str | None:
    parts = list(node.parts)
    if not parts or not isinstance(parts[0], (N.Target, N.SelfRef, N.Ref, N.Each)):
        return "this threaten effect's object is not executed"
    if (why := _permanents_only(N.Tap(parts[0]))) is not None:
        return why
    durations = [p for p in parts if isinstance(p, N.Duration)]
    if len(durations) != 2 or any(d.kind != "until_end_of_turn" for d in durations) \
            or not isinstance(parts[1], N.Duration):
        return "this threaten effect's durations are not executed"
    keywords = [k for p in parts if isinstance(p, (tuple, list)) for k in p]
    if not keywords:
        return "this threaten effect's abilities are not executed"
    for k in keywords:
        if why := keyword_problem(k):
            return f"granting {why}"
    for p in parts[2:]:
        if isinstance(p, (N.Duration, tuple, list)):
            continue
        if not (isinstance(p, N.Ref) and p.words in _THAT):
            return f"this threaten effect's reference {p!r} is not executed"
    return None


checks_node("Action:threaten", _threaten_check)
