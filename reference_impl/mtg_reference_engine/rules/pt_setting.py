"""Setting base power and toughness from a resolving spell or ability (613.4b, layer 7b; branch
layers4): "Target creature has base power and toughness 0/2 until end of turn", "Creatures you
control have base power and toughness X/X until end of turn".

The effect is locked to the objects it affects as it begins (611.2c) and ends in the cleanup step
(514.2). It is a layer-7b effect with its own timestamp: a later-timestamped setting effect wins
(613.7), and P/T modifications (7c) and counters still apply on top of it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from ..state.support import checks_node
from ..text import nodes as N
from .filters import amount, objects_of
from .instructions import DURATIONS, _permanents_only, phrase

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


def _value(ctx: "Context | None", v: str) -> int | None:
    if v == "X":
        return amount(ctx, "X") if ctx is not None else 0
    return int(v) if v.isdigit() else None


def _parts(node: N.Phrase) -> tuple[Any, str, Any] | None:
    if len(node.parts) != 3 or not isinstance(node.parts[1], str) or not isinstance(node.parts[2], N.Duration):
        return None
    return node.parts[0], node.parts[1], node.parts[2]


@phrase("base_pt")
def _base_pt(ctx: "Context", node: N.Phrase) -> None:
    what, pt, dur = _parts(node)  # type: ignore[misc]
    p, t = pt.split("/")
    bp, bt = _value(ctx, p), _value(ctx, t)  # X counted once, as the effect begins (608.2h)
    objs = objects_of(ctx, what)
    if not objs:
        return

    def base(ch: Any, o: Any, bp: int = bp, bt: int = bt) -> None:  # type: ignore[assignment]
        if ch.power is not None and ch.toughness is not None:  # 208.3: only an object with P/T
            ch.power, ch.toughness = bp, bt

    ctx.game.effects.append(ContinuousEffect("7b", ctx.game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                             base, duration=DURATIONS[dur.kind], source=ctx.item.id,
                                             description=f"base {bp}/{bt}"))


def _base_pt_check(node: N.Phrase) -> str | None:
    read = _parts(node)
    if read is None:
        return "this 'has base power and toughness' is not executed"
    what, pt, dur = read
    vals = pt.split("/")
    if len(vals) != 2 or any(v != "X" and not v.isdigit() for v in vals):
        return f"the base power and toughness {pt!r} are not executed"
    if dur.kind not in DURATIONS:
        return "base power and toughness for this duration are not executed"
    if isinstance(what, N.Target) and (what.count != 1):
        return "base power and toughness of several targets are not executed"
    return _permanents_only(N.Pump(what=what, pt="+0/+0", duration=None, also=()))


checks_node("Phrase:base_pt", _base_pt_check)
