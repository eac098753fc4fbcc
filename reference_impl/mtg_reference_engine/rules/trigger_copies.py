"""'Whenever you cast an instant or sorcery spell from your library, copy it. You may choose new targets for
the copy.' (branch castfrom): a triggered ability copying the spell that triggered it.

* 707.10: the copy is created on the stack under the ability's controller's control (it isn't cast,
  707.12); 707.10c: "You may choose new targets for the copy" — its controller may change any of its
  targets (a 'new_targets' choice of the copy, rules/copy_spells.choose_new_targets).
* "it" is the spell of the trigger event (603.2: the cast, 601.2i); if that spell has left the stack as
  the ability resolves, there is nothing to copy (608.2b-like: the ability does nothing).
* 715.3c: a copy of an Adventure spell is an Adventure with the spell's values (copy_spells.copy_of
  copies the spell's copiable values, 707.2).
"""

from __future__ import annotations

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .instructions import Context, action


def _check(n: N.Action) -> str | None:
    if n.parts != (N.Ref(words="it"),):
        return "this 'copy ... You may choose new targets for the copy.' is not executed"
    return None


checks_node("Action:copy_spell_new_targets", _check)


@action("copy_spell_new_targets")
def _copy_it(ctx: Context, node: N.Action) -> None:
    from .copy_spells import choose_new_targets, copy_of, stack_item

    trigger = getattr(ctx.item, "trigger", None) or {}
    if "spell" not in trigger:
        raise Unsupported("'copy it' where 'it' isn't the spell of the trigger event is not executed")
    original = stack_item(ctx.game, trigger["spell"])
    if original is None:
        return  # the spell has left the stack
    copy = copy_of(ctx.game, original, ctx.controller, cause=ctx.item.id)  # 707.10
    choose_new_targets(ctx.game, copy)  # 707.10c
    ctx.game.stack.append(copy)
