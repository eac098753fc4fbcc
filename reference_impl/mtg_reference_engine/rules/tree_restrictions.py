"""Combat restrictions and requirements read from the grammar's tree (508.1c-d, 509.1b-c), as a
resolving spell or ability makes them ("Target creature can't be blocked this turn", "Creatures your
opponents control can't block this turn") and as a static ability does ("This creature can't block",
"Enchanted creature gets +2/+2 and attacks each combat if able": rules/tree_statics.py).

A restriction isn't an ability the object has: it is an effect on the rules of declaring attackers
and blockers, read when they are declared (rules/combat.py through static_effects.cant and
:func:`must_attack`). A one-shot one is kept with the turn's continuous effects, locked to the objects
it affects as it begins (611.2c), and ends in the cleanup step (514.2); its layer function changes
no characteristic (so "loses all abilities" doesn't end it).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .instructions import DURATIONS, HANDLERS, _permanents_only, action
from .filters import objects_of
from .tree_statics import RESTRICTS

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


# 514.2: "this turn" ends in the cleanup step, as "until end of turn" does
DURATIONS.setdefault("this_turn", "end_of_turn")
executes_node("Duration:this_turn")
#: ... and the requirement "attacks this turn if able" (508.1d)
ONE_SHOT = {**RESTRICTS, "must_attack": ("must_attack",)}
executes_node(*(f"Restriction:{k}" for k in ONE_SHOT))


def _restriction(ctx: "Context", node: N.Restriction) -> None:
    if node.kind == "frozen":
        _frozen(ctx, node)
        return
    game = ctx.game
    objs = objects_of(ctx, node.what)
    if not objs:
        return
    what = ONE_SHOT[node.kind]
    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                         lambda ch, o: None, duration=DURATIONS[node.duration.kind],
                                         source=ctx.item.id, description=f"{' / '.join(what)} this turn",
                                         data={"cant": what}))


HANDLERS[N.Restriction] = _restriction  # support refuses any Restriction kind not registered


# -- "doesn't untap during its controller's next untap step" (502.3) -----------------------------------

def _frozen(ctx: "Context", node: N.Restriction) -> None:
    """The object as it is now stays tapped during the next untap step of the player who controls it
    now (turns.untap_step reads :func:`frozen` and ends it after that step). (The grammar reads "its
    controller's next untap step" so, and "Lands you control don't untap during your next untap
    step", the same step; "<it> doesn't untap during your next untap step" is read apart.)"""
    locks = ctx.game.__dict__.setdefault("frozen_locks", [])
    for obj in objects_of(ctx, node.what):
        locks.append({"object": obj.id, "incarnation": obj.incarnation, "player": obj.controller})


def frozen(game: Any, perm: Any) -> bool:
    return any(lock["object"] == perm.id and lock["incarnation"] == perm.incarnation
               and lock["player"] == game.active for lock in game.__dict__.get("frozen_locks", ()))


def untap_step_over(game: Any) -> None:
    """The active player's untap step has happened: their "next untap step" effects end."""
    if game.__dict__.get("frozen_locks"):
        game.frozen_locks = [lock for lock in game.frozen_locks if lock["player"] != game.active]


@action("tap_frozen")
def _tap_frozen(ctx: "Context", node: N.Action) -> None:
    """"Tap target creature. It doesn't untap during its controller's next untap step." (701.26a, 502.3):
    the target (if still legal, 608.2b) is tapped, then held as :func:`_frozen` holds it."""
    locks = ctx.game.__dict__.setdefault("frozen_locks", [])
    for obj in objects_of(ctx, node.parts[0]):
        ctx.game.tap(obj)
        locks.append({"object": obj.id, "incarnation": obj.incarnation, "player": obj.controller})


checks_node("Action:tap_frozen", lambda n: _permanents_only(N.Tap(n.parts[0]))
            if len(n.parts) == 2 and n.parts[1] == N.Ref("it") and isinstance(n.parts[0], N.Target)
            else "this 'tap ... it doesn't untap' is not executed")
executes_node("Restriction:frozen")
checks_node("Restriction:frozen", lambda n: _permanents_only(n) if not n.parts and n.duration is None
            else "this 'doesn't untap during its controller's next untap step' is not executed")


def _check(node: N.Restriction) -> str | None:
    if node.kind not in ONE_SHOT:
        return None  # its own module's check (registered with its kind)
    if node.parts:
        return f"this {node.kind.replace('_', ' ')} restriction is not executed"
    if not isinstance(node.duration, N.Duration) or node.duration.kind not in DURATIONS:
        return "a combat restriction from a spell or ability without a 'this turn' duration is not executed"
    return _permanents_only(node)


for _kind in ONE_SHOT:
    checks_node(f"Restriction:{_kind}", _check)


def cant(game: Any, obj: Any, what: str) -> bool:
    """Whether a one-shot restriction (or requirement, "must_attack") of this turn applies to ``obj``."""
    return any(what in e.data.get("cant", ()) and e.applies_to(obj) for e in game.effects)
