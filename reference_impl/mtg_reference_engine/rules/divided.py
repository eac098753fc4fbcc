"""Damage divided as the player chooses (601.2d), read from the grammar's tree: "<this spell> deals 4
damage divided as you choose among any number of target creatures" (``Action:deal_damage_divided``).

601.2d: as the spell is cast, after its targets are chosen (601.2c), its controller announces how the
damage is divided: each target gets at least 1. The fixture records it as a ``divide`` choice of the
cast action for the spell: the amounts, in the order of the targets chosen for that word "target"
(e.g. [3, 1]). The cast is refused if the division doesn't fit. As the spell resolves (608.2b), a
target that became illegal is dealt none of the damage — its share isn't divided again; the others
are dealt theirs at once (120.3).

Only spells divide here: an activated or triggered ability that divides damage is refused (its
division would be announced as it is put on the stack, 602.2b, 603.3d).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import checks_node
from ..text import nodes as N
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _divided_nodes(effects: list[dict[str, Any]]) -> list[N.Action]:
    return [n for e in effects if e.get("type") == "tree" for n in N.walk(e["node"])
            if isinstance(n, N.Action) and n.kind == "deal_damage_divided"]


def announce(game: "Game", obj: "GameObject", effects: list[dict[str, Any]], specs: list[dict[str, Any]],
             targets: list[dict[str, str]], x: int | None) -> list[int] | None:
    """601.2d: the division the caster announces (a ``divide`` choice), checked; None when the spell
    divides no damage."""
    nodes = _divided_nodes(effects)
    if not nodes:
        return None
    node = nodes[0]
    target = node.parts[2][0]
    n_targets = sum(1 for s in specs if s.get("node") is target)
    total = node.parts[1] if isinstance(node.parts[1], int) else (x or 0)  # 107.3
    if n_targets == 0:
        return []
    division = game.choose("divide", obj.id, None)
    if not (isinstance(division, list) and all(isinstance(d, int) and not isinstance(d, bool) for d in division)):
        raise Illegal(f"the 'divide' choice for {obj.id!r} is a list of amounts, one per target (601.2d)")
    if len(division) != n_targets or any(d < 1 for d in division) or sum(division) != total:
        raise Illegal(f"{total} damage must be divided among the {n_targets} target(s), at least 1 each "
                      f"(601.2d): {division} doesn't")
    return division


@action("deal_damage_divided")
def _deal_damage_divided(ctx: Context, node: N.Action) -> None:
    from .damage import Packet, deal, source_view
    from .spell_effects import expand_specs
    from .targeting import still_legal

    game, item = ctx.game, ctx.item
    division = list(item.cost_paid.get("division") or [])
    target = node.parts[2][0]
    specs = item.target_specs if item.target_specs is not None else expand_specs(
        ctx.item.ability.spec["effect"]["targets"] if ctx.item.ability is not None else [], len(item.targets))
    chosen = [(s, t) for s, t in zip(specs, item.targets) if s.get("node") is target]
    if len(chosen) != len(division):
        raise AssertionError("the division announced doesn't match the targets")  # announce checked it
    chars, controller = source_view(game, ctx.source, ctx.source_incarnation)  # 608.2h
    packets = []
    for (spec, t), n in zip(chosen, division):
        if still_legal(game, item, spec, t):  # 608.2b: an illegal target is dealt none of it
            packets.append(Packet(ctx.source, chars, controller, dict(t), n))
    deal(game, packets)


def _divided_check(node: N.Action) -> str | None:
    from .filters import is_spell_target

    if len(node.parts) != 3 or not isinstance(node.parts[0], N.SelfRef) \
            or not (isinstance(node.parts[1], int) or node.parts[1] == "X") or not isinstance(node.parts[2], tuple) \
            or len(node.parts[2]) != 1:
        return "this divided damage is not executed"
    t = node.parts[2][0]
    # "among one, two, or three targets" is read as one target: a division among one target is never
    # printed, so only "any number of targets" is the text's own reading
    if not isinstance(t, N.Target) or t.count != "any" or is_spell_target(t):
        return "dividing damage among other than 'any number of' targets is not executed"
    return None


checks_node("Action:deal_damage_divided", _divided_check)


def _abilities_check(node: Any) -> str | None:
    if any(isinstance(n, N.Action) and n.kind == "deal_damage_divided" for n in N.walk(node.effect)):
        return "an ability dividing damage (announced as it is put on the stack) is not executed"
    return None


for _kind in ("Activated", "Triggered"):
    checks_node(_kind, _abilities_check)



# -- "X target creatures" (601.2c, 107.3) --------------------------------------------------------------

def check_x_targets(declared: list[dict[str, Any]], chosen: list[dict[str, Any]], x: int | None) -> None:
    """601.2c: with "X target ...", the number of targets chosen is the X announced (601.2b); "up to X"
    at most that many. ``declared``: the ability's target specs; ``chosen``: one spec per target chosen
    (spell_effects.expand_specs), as check_targets matched them."""
    for spec in declared:
        mode = spec.get("count_x")
        if mode is None:
            continue
        if x is None:
            raise Illegal("the action must give X: the number of targets depends on it (601.2b-c)")
        n = sum(1 for s in chosen if s is spec)
        if (mode == "exactly" and n != x) or (mode == "at_most" and n > x):
            raise Illegal(f"X is {x}: {'exactly' if mode == 'exactly' else 'at most'} {x} target(s) for "
                          f"'X target', {n} chosen (601.2c)")


def _x_target_abilities_check(node: Any) -> str | None:
    if any(isinstance(t, N.Target) and t.count == "X" for t in N.walk(node.effect)):
        return "a triggered ability with X targets is not executed"
    return None


checks_node("Triggered", _x_target_abilities_check)
