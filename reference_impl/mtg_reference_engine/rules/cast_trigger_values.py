"""Values of the spell a cast trigger is about (603.2, 601.2i): "Whenever you cast a spell, this
creature gets +X/+X until end of turn, where X is that spell's mana value", "... equal to the amount
of mana spent to cast that spell" (branch gramt, issue 13).

The spell is the one the trigger event named (trigger_events._cast records it as ``spell``). Its
mana value counts X as chosen for it while it's on the stack (202.3e); if it has left the stack by
the time the ability resolves, its last known information is used (608.2h) — here the card's own
mana cost, which is the same unless the cost has X (then the line is refused when it's read).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import amount_phrase

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import GameObject
    from .instructions import Context


def cast_spell(ctx: "Context") -> "GameObject | None":
    """The spell the cast trigger being resolved is about (None outside a cast trigger)."""
    trig = ctx.item.trigger or {}
    spell = trig.get("spell")
    if spell is None or "object" in trig:
        return None
    return ctx.game.objects.get(spell)


def _the_spell(ctx: "Context") -> "GameObject":
    obj = cast_spell(ctx)
    if obj is None:
        raise Unsupported("'that spell' outside a cast trigger")
    return obj


def spell_mana_value(ctx: "Context", obj: "GameObject") -> int:
    from .copy_spells import stack_item
    from .mana import object_mana_value

    item = stack_item(ctx.game, obj.id)
    if item is not None:
        return object_mana_value(ctx.game, obj, item.x or 0)  # 202.3e
    if "X" in (ctx.game.chars(obj).mana_cost or ""):
        raise Unsupported("the mana value of a spell with X that has left the stack")
    return object_mana_value(ctx.game, obj)  # 608.2h


def spell_values(ctx: "Context") -> Any:
    """'its power' in a cast trigger: the spell's characteristics (on the stack, 608.2h)."""
    obj = _the_spell(ctx)
    from .copy_spells import stack_item

    if stack_item(ctx.game, obj.id) is None:
        raise Unsupported("a value of a spell that has left the stack")
    return ctx.game.chars(obj)


@amount_phrase("that_spells_mana_value")
def _that_spells_mana_value(ctx: "Context", node: N.Phrase) -> int:
    return spell_mana_value(ctx, _the_spell(ctx))


@amount_phrase("mana_spent_that_spell")
def _mana_spent_that_spell(ctx: "Context", node: N.Phrase) -> int:
    """601.2h, 106.1: the mana paid for the spell's total cost (game.mana_spent, recorded as it was paid)."""
    return len(ctx.game.mana_spent.get(_the_spell(ctx).id, []))


# -- where the phrases are read -----------------------------------------------------------------------
# "that spell" names the cast trigger's spell only in the effect of a cast trigger ("Whenever you cast
# a spell, ..."); elsewhere ("Counter target spell. ... where X is that spell's mana value") it names
# another spell, and the line is refused. The check of the Triggered node runs before its effect's
# nodes are walked (support.tree_problems walks depth first), so it marks the phrases it vouches for.
_KINDS = ("that_spells_mana_value", "mana_spent_that_spell")
_VOUCHED: dict[int, Any] = {}  # id -> node (kept alive, so an id isn't reused)


def _triggered_check(node: Any) -> str | None:
    ev = getattr(node.trigger, "event", None) if isinstance(node, N.Triggered) else None
    if not (isinstance(ev, N.Phrase) and ev.kind == "event_cast"):
        return None
    from .filters import is_spell_target

    found = [n for n in N.walk(node.effect) if isinstance(n, N.Phrase) and n.kind in _KINDS]
    if found and any(isinstance(n, N.Target) and is_spell_target(n) for n in N.walk(node.effect)):
        return "'that spell' beside a target spell is not executed"
    for n in found:
        _VOUCHED[id(n)] = n
    return None


def _phrase_check(node: N.Phrase) -> str | None:
    if id(node) in _VOUCHED or node.parts:
        return None if not node.parts else "this spell value is not executed"
    return "'that spell' outside the effect of a cast trigger is not executed"


checks_node("Triggered", _triggered_check)
for _k in _KINDS:
    checks_node(f"Phrase:{_k}", _phrase_check)
