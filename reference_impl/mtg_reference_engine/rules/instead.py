"""'<instruction>. If <condition>, <instruction> instead.' (608.2c: the text says which instruction
is followed), read from the grammar's tree as ``Action("instead_if", (condition, replacing,
replaced))`` (text/parse._fold_instead): the condition is checked as the replaced instruction would
be followed; if it holds, the replacing one is followed in its place, else the replaced one.

"that creature" in the replacing instruction is the replaced one's object ("Target creature gets
-2/-2 until end of turn. If this spell was kicked, that creature gets -5/-5 until end of turn
instead"). A replacing instruction with targets of its own is refused: whether they are chosen
depends on the condition, on casting (601.2c), which the engine doesn't model.
"""

from __future__ import annotations

from typing import Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import CONDITIONS, Context, action, run

_REFERENCES = (N.Target, N.Each, N.SelfRef, N.Ref)


def _object_of(node: Any) -> Any:
    what = getattr(node, "what", None) or getattr(node, "on", None)
    if what is None and isinstance(node, N.DealDamage) and len(node.to) == 1 and isinstance(node.to[0], N.Target):
        what = node.to[0]  # branch cond3: "deals 3 damage to target creature. If that creature ..."
    return what if isinstance(what, _REFERENCES) else None


@action("instead_if")
def _instead_if(ctx: Context, node: N.Action) -> None:
    cond, replacing, replaced = node.parts
    what = _object_of(replaced)
    if isinstance(what, N.Target) and any("object" in t for t in ctx.targets_for(what)) and cond.parts \
            and isinstance(cond.parts[0], N.Ref) and cond.parts[0].words in ("that creature", "that permanent"):
        objects_of(ctx, what)  # branch cond3: 'that creature' in the condition is the replaced instruction's target
    if not CONDITIONS[cond.kind](ctx, cond):
        run(ctx, replaced)
        return
    what = _object_of(replaced)
    if what is not None:
        objects_of(ctx, what)  # "that creature": the object the replaced instruction would affect
    run(ctx, replacing)


def _targets(node: Any) -> set[int]:
    return {id(n) for n in N.walk(node)
            if isinstance(n, N.Target) or (isinstance(n, N.Player) and n.who.startswith("target_"))}


def _instead_check(node: N.Action) -> str | None:
    if len(node.parts) != 3:
        return "'... instead' other than replacing the one instruction before it is not executed"
    cond, replacing, replaced = node.parts
    if not isinstance(cond, N.Condition):
        return f"the condition {type(cond).__name__} of '... instead' is not executed"
    if _targets(replacing) - _targets(replaced):
        return "an instruction 'instead' with targets of its own is not executed"
    return None


checks_node("Action:instead_if", _instead_check)


# -- "If that creature would die this turn, exile it instead." (614.1a, 700.4) -------------------------

def dies_to(game: Any, obj: Any, zone: str) -> str:
    """Where a creature that would die goes (entering.move_to_zone asks): exile, if a resolved
    "exile it instead" replacement applies to it this turn (614.1a, 700.4: dying is a creature going
    from the battlefield to the graveyard)."""
    marks = getattr(game, "exile_if_dies", None)
    if not marks:
        return zone
    turn = game.turn_number
    if "creature" not in game.chars(obj).card_types:
        return zone
    if marks.get((obj.id, obj.incarnation)) == turn or marks.get("any creature") == turn:
        return "exile"
    return zone


@action("exile_instead_of_dying")
def _exile_instead_of_dying(ctx: Context, node: N.Action) -> None:
    """The replacement effect lasts this turn (614.1a); for "that creature", only that object (400.7)."""
    game = ctx.game
    marks = game.__dict__.setdefault("exile_if_dies", {})
    what = node.parts[0]
    if isinstance(what, N.Described):  # "If a creature would die this turn": every creature
        marks["any creature"] = game.turn_number
        return
    for obj in objects_of(ctx, what):
        marks[(obj.id, obj.incarnation)] = game.turn_number


def _exile_instead_check(node: N.Action) -> str | None:
    what = node.parts[0] if len(node.parts) == 1 else None
    if isinstance(what, N.Target) and not what.up_to and what.count == 1:
        return None  # the damage's target (text/parse._fold_exile_instead)
    if isinstance(what, N.Described) and isinstance(what.filter, N.Filter) and what.filter.nouns == ("creature",) \
            and not what.filter.adjectives and not what.filter.qualifiers and not what.filter.alternatives:
        return None
    return "this 'would die this turn, exile it instead' is not executed"


checks_node("Action:exile_instead_of_dying", _exile_instead_check)


@action("damage_exile_instead")
def _damage_exile_instead(ctx: Context, node: N.Action) -> None:
    """"<source> deals N damage to <recipients>. If a creature dealt damage this way would die this
    turn, exile it instead." (text/parse._fold_exile_instead): the permanents this damage was
    dealt to (120.3: the damage events it made, none if prevented) get the replacement for this turn."""
    game = ctx.game
    start = len(game.events)
    run(ctx, node.parts[0])
    marks = game.__dict__.setdefault("exile_if_dies", {})
    for e in game.events[start:]:
        if e.get("type") == "damage" and e.get("amount", 0) > 0 and "object" in e:
            marks[(e["object"], e["object_incarnation"])] = game.turn_number


def _damage_exile_instead_check(node: N.Action) -> str | None:
    d = node.parts[1] if len(node.parts) == 2 else None
    if not (isinstance(d, N.Described) and isinstance(d.filter, N.Filter) and d.filter.nouns == ("creature",)
            and not d.filter.adjectives and not d.filter.alternatives and len(d.filter.qualifiers) == 1):
        return "this 'dealt damage this way would die this turn' is not executed"
    return None


checks_node("Action:damage_exile_instead", _damage_exile_instead_check)
executes_node("Filter.qual:dealt_damage_this_way", "Phrase:dealt_damage_this_way")  # read only here (matcher refuses it)
