"""Countering a spell into another zone than its owner's graveyard (701.6a, 614.1a), read from the
grammar's tree (branch grams): "Counter target spell. If that spell is countered this way, put it on
top of its owner's library / on the bottom of its owner's library / into its owner's hand / exile it
instead of into that player's graveyard" (Memory Lapse, Remand, Dissipate), "unless its controller
pays {X}" included (Syncopate).

The spell is countered as rules/zone_effects.py counters one (608.2b: only a target still legal;
118.12: "unless its controller pays"; 101.2: "can't be countered" wins), and the card goes to the
named zone instead of the graveyard (a replacement of that move, 614.1a: nothing is put into a
graveyard). A copy of a spell ceases to exist (707.10a) wherever it would go; a spell cast with
flashback is exiled instead (702.34a, entering.move_to_zone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import checks_node
from ..text import nodes as N
from .instructions import action
from .zone_effects import _counter, _counter_check

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

_ZONES = ("library_top", "library_bottom", "hand", "exile")


@action("counter_to")
def _counter_to(ctx: "Context", node: N.Action) -> None:
    _counter(ctx, node.parts[0], to=node.parts[1])


checks_node("Action:counter_to", lambda n: None if len(n.parts) == 2 and isinstance(n.parts[0], N.CounterSpell)
            and n.parts[1] in _ZONES else "countering a spell into this zone is not executed")


@action("counter_exile")
def _counter_exile(ctx: "Context", node: N.Action) -> None:
    """"Counter target spell. If that spell is countered this way, exile it instead of putting it into
    its owner's graveyard." (the grammar's one-rule reading of it)."""
    _counter(ctx, N.CounterSpell(node.parts[0]), to="exile")


checks_node("Action:counter_exile", lambda n: _counter_check(N.CounterSpell(n.parts[0])) if len(n.parts) == 1
            else "this 'counter … exile it instead' is not executed")
