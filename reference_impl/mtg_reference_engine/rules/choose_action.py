""""Choose target creature [you control]. <instructions about that creature>" and "Target opponent
chooses a creature they control. Destroy that creature." read from the grammar's tree (issue 13,
branch fx2): choosing a target only names it (115.1, 601.2c: chosen as the spell is cast); a
player choosing 'a creature they control' chooses as the instruction is followed (608.2c; no
target, 115.10). Either way the later "that creature" / "it" refers to the object chosen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from .filters import is_spell_target, objects_of
from .instructions import action, chosen_permanents, described_permanents_check

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


@action("choose")
def _choose(ctx: "Context", node: N.Action) -> None:
    what = node.parts[0]
    if isinstance(what, N.Target):
        ctx.chosen_targets = ctx.targets_for(what)  # type: ignore[attr-defined]  # branch soulfire: 'For each of them' (608.2f)
        objs = objects_of(ctx, what)  # 608.2b: an illegal target is not chosen any more
    else:  # the chooser's permanents of that description (a "choose" choice of ids)
        objs = chosen_permanents(ctx, what, "choose")
    ctx.refer(objs)


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 1:
        return "this choice is not executed"
    what = node.parts[0]
    if isinstance(what, N.Target):
        from .individual_actions import marked_choice  # branch soulfire: several targets, then 'For each of them'

        if marked_choice(node) and not is_spell_target(what):
            return None
        if what.count != 1 or what.up_to or is_spell_target(what):
            return "choosing anything but one target permanent is not executed"
        return None
    if isinstance(what, N.Described):
        return described_permanents_check(what)
    return "this choice is not executed"


checks_node("Action:choose", _check)
