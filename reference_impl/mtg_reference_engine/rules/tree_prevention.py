"""Prevention effects from a resolving spell or ability, read from the grammar's tree (615):
"Prevent the next 3 damage that would be dealt to any target this turn" (615.7: a shield that
prevents damage until it has prevented that much) and "Prevent all damage that would be dealt to
target creature this turn" (615.1a).

The shields are rules/damage.py's: each on one player or one object (the object as it is now,
400.7), used up as damage is prevented, and gone in the cleanup step (514.2, damage.end_of_turn).
"Prevent N of that damage" / "prevent that damage" (a replacement's or trigger's own wording) are
not read here: their Action shape is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from . import damage
from .filters import amount, amount_check, each_players, is_spell_target, objects_of, players_of
from .instructions import action

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

_ALL = float("inf")  # "prevent all damage ... this turn": a shield never used up this turn


def _recipients(ctx: "Context", node: Any) -> list[dict[str, Any]]:
    if isinstance(node, N.Player):
        return [{"player": p} for p in players_of(ctx, node)]
    if isinstance(node, N.Target):
        out = []
        for t in ctx.targets_for(node):
            if "player" in t:
                out.append({"player": t["player"]})
            else:
                obj = ctx.game.obj(t["object"])
                out.append({"object": obj.id, "incarnation": obj.incarnation})
        return out
    return [{"object": o.id, "incarnation": o.incarnation} for o in objects_of(ctx, node)]


@action("prevent_damage")
def _prevent_damage(ctx: "Context", node: N.Action) -> None:
    if len(node.parts) == 2:  # "the next N damage that would be dealt to <recipients> this turn"
        n: Any = amount(ctx, node.parts[0])
        recipients = [r for to in node.parts[1] for r in _recipients(ctx, to)]
    else:  # "all damage that would be dealt to <object> this turn"
        n = _ALL
        recipients = _recipients(ctx, node.parts[0])
    if n <= 0:
        return
    for r in recipients:  # 615.7: one shield for each
        damage.shields(ctx.game).append({"amount": n, **r})


def _recipient_problem(to: Any) -> str | None:
    if isinstance(to, N.Player):
        return None
    if isinstance(to, N.Each) and each_players(to) is not None:
        return "preventing damage to each player is not executed"
    if is_spell_target(to) or not isinstance(to, (N.Target, N.Each, N.SelfRef, N.Ref)):
        return f"preventing damage to {type(to).__name__} is not executed"
    return None


def _check(node: N.Action) -> str | None:
    parts = node.parts
    if len(parts) == 2 and isinstance(parts[1], tuple) and parts[1]:
        if isinstance(parts[0], bool) or not isinstance(parts[0], int):
            return "preventing a variable amount of damage is not executed"
        for to in parts[1]:
            if why := _recipient_problem(to):
                return why
        return amount_check(parts[0])
    if len(parts) == 1 and isinstance(parts[0], (N.Target, N.Each, N.SelfRef, N.Ref)):
        return _recipient_problem(parts[0])
    return "this damage prevention is not executed"


checks_node("Action:prevent_damage", _check)


# -- fx2: "prevent all combat damage that would be dealt by <objects> this turn" (615.1a) ----------

def combat_prevented_by(game: Any) -> list[dict[str, Any]]:
    """The "prevent all combat damage ... by <objects> this turn" effects: {"turn", "objects"} (the
    objects a target or reference named, as they are now: 400.7) or {"turn", "filter", "you",
    "source"} (a description of creatures, checked as the damage is dealt: an effect that doesn't
    change characteristics applies to objects that weren't there when it began, 611.2c)."""
    if not hasattr(game, "combat_prevention_by"):
        game.combat_prevention_by = []
    return game.combat_prevention_by


@action("prevent_combat_damage_by")
def _prevent_combat_damage_by(ctx: "Context", node: N.Action) -> None:
    """615.1a: combat damage the named sources would deal this turn is prevented."""
    game = ctx.game
    by = _described_as_each(node.parts[0])
    if isinstance(by, N.Each):
        combat_prevented_by(game).append({"turn": game.turn_number, "filter": by.filter, "other": by.other,
                                          "you": ctx.controller, "source": ctx.source})
        return
    objs = objects_of(ctx, by)
    if objs:
        combat_prevented_by(game).append({"turn": game.turn_number,
                                          "objects": {(o.id, o.incarnation) for o in objs}})


def _described_as_each(by: Any) -> Any:
    """"prevent all combat damage that other creatures would deal this turn": 'that <creatures>' is
    every creature of that description (the grammar's Described with the quantifier 'that')."""
    if isinstance(by, N.Described) and by.quantifier == "that" and by.count == 1 and isinstance(by.filter, N.Filter):
        return N.Each(by.filter)
    return by


def combat_damage_prevented_by(game: Any, source: Any, chars: Any, controller: str | None) -> bool:
    """Whether combat damage from this source, seen as it deals it, is prevented by one of the
    effects above (rules/damage.py asks; the effects end with the turn, 514.2)."""
    from .filters import Seen, matches

    for e in getattr(game, "combat_prevention_by", ()):
        if e["turn"] != game.turn_number:
            continue
        if "objects" in e:
            if (source.id, source.incarnation) in e["objects"]:
                return True
        elif not (e["other"] and source is e["source"]) \
                and matches(game, Seen(source, chars, controller), e["filter"], e["you"], e["source"]):
            return True
    return False


def _by_check(node: N.Action) -> str | None:
    from .filters import unreadable

    if len(node.parts) != 1:
        return "this combat damage prevention is not executed"
    by = _described_as_each(node.parts[0])
    if isinstance(by, N.Each):
        if each_players(by) is not None or not isinstance(by.filter, N.Filter):
            return "preventing combat damage dealt by players is not executed"
        if not set(by.filter.nouns) <= {"creature", "creatures"} or not by.filter.nouns:
            return "preventing combat damage dealt by anything but creatures is not executed"
        return unreadable(by.filter)
    if is_spell_target(by) or not isinstance(by, (N.Target, N.SelfRef, N.Ref)):
        return f"preventing combat damage dealt by {type(by).__name__} is not executed"
    return None


checks_node("Action:prevent_combat_damage_by", _by_check)
