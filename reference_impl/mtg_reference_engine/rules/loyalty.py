"""Loyalty abilities (606): an activated ability with a loyalty symbol in its cost."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.game import Illegal
from ..state.support import checks_node, executes, executes_node
from ..text.lowering import loyalty_cost

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def activate(game: "Game", obj: "GameObject", player: str, loyalty: int) -> None:
    """606.3: only in a main phase of the player's turn with an empty stack, and only if no loyalty
    ability of that permanent was activated this turn; 606.6: a negative cost needs that many
    loyalty counters; 606.4: the cost is putting on or removing loyalty counters."""
    if not game.sorcery_timing(player):
        raise Illegal(f'"{obj.id}"\'s loyalty ability can be activated only in its controller\'s main phase '
                      "with an empty stack (606.3)")
    done = getattr(game, "loyalty_activated", [])
    if (game.turn_number, obj.id, obj.incarnation) in done:
        raise Illegal(f'a loyalty ability of "{obj.id}" was already activated this turn (606.3)')
    loyalty += additional_loyalty_cost(game, obj, player)  # 606.5 (branch costs)
    have = obj.counters.get("loyalty", 0)
    if loyalty < 0 and have < -loyalty:
        raise Illegal(f'"{obj.id}" has {have} loyalty counter(s): it can\'t pay {loyalty} (606.6)')
    game.loyalty_activated = done + [(game.turn_number, obj.id, obj.incarnation)]
    obj.counters["loyalty"] = have + loyalty


def additional_loyalty_cost(game: "Game", obj: "GameObject", player: str) -> int:
    """(branch costs) 606.4: the cost "may be modified by other effects"; 606.5: several costs to add
    or remove loyalty counters combine into one. "Planeswalkers' loyalty abilities you activate cost an
    additional [+1] to activate." (a static ability of a permanent the activating player controls):
    [+1] added to [+1] puts two counters; to [−4], removes three (a net −3, checked by 606.6)."""
    if "planeswalker" not in game.chars(obj).card_types:
        return 0
    return sum(a.spec["n"] for p in game.battlefield() if p.controller == player
               for a in game.chars(p).abilities if a.kind == "static" and a.spec.get("rule") == "loyalty_cost_additional")


executes("rule", "loyalty_cost_additional")


def as_enters(game: "Game", obj: "GameObject") -> None:
    """306.5b: a planeswalker has the intrinsic ability "This permanent enters with a number of
    loyalty counters on it equal to its printed loyalty number" (a replacement effect, 614.1c). A
    permanent entering as a copy of a planeswalker has the loyalty it copied (707.2), so it gets
    that many."""
    ch = game.chars(obj)
    if "planeswalker" in ch.card_types and ch.loyalty:
        obj.counters["loyalty"] = obj.counters.get("loyalty", 0) + ch.loyalty


# A loyalty ability read from the grammar's tree (text/lowering.tree_ability): activated through
# casting.activate with the loyalty cost in its cost (606.3, 606.4, 606.6 above); its effect is the
# tree path's. A cost other than a number ('−X') is refused.
executes_node("Loyalty")
checks_node("Loyalty", lambda node: None if loyalty_cost(node.cost) is not None
            else f"the loyalty cost {node.cost!r} is not executed")
