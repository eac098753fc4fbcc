""""Creatures you control get +1/+1 until end of turn. Untap those creatures." / "Tap up to two
target creatures and put a stun counter on each of them." (issue 13, branch fx2): 'those creatures'
and 'them' refer to the objects the instruction before them in the same ability acted on (608.2c:
the instructions are followed in order; filters.objects_of makes them what a later reference
stands for). Read only when an earlier instruction of the same sequence names objects (a target,
'each'/'all' objects, or permanents chosen); elsewhere (a trigger's 'those creatures', another
line's) they stay refused.
"""

from __future__ import annotations

from typing import Any

from ..state.support import checks_node
from ..text import nodes as N

PLURAL = ("them", "those creatures")
_NAMING = (N.Target, N.Each, N.Described)


def _names_objects(step: Any) -> bool:
    return any(isinstance(n, _NAMING) for n in N.walk(step))


def _plural_refs(node: N.Sequence) -> str | None:
    from .tree_conditions import read_in_place

    steps = list(node.steps)
    for i, step in enumerate(steps):
        if i == 0 or not any(_names_objects(s) for s in steps[:i]):
            continue
        for n in N.walk(step):
            if isinstance(n, N.Ref) and n.words in PLURAL:
                read_in_place(n)
        _they(steps[i], read_in_place)  # fx3
    return None


def _they(step: Any, read_in_place: Any) -> None:
    """fx3: "Untap up to two target creatures. They each get +2/+2 until end of turn.", "Create two
    1/1 ... tokens. They gain haste until end of turn.": 'they' as what gets +N/+N or gains an
    ability (an instruction of the same ability before it named objects: those objects, 608.2c) —
    only there, where it can't mean players."""
    if isinstance(step, N.Conditional):
        step = step.effect
    if isinstance(step, (N.Pump, N.Grant)) and isinstance(step.what, N.Ref) and step.what.words == "they":
        read_in_place(step.what)


checks_node("Sequence", _plural_refs)
