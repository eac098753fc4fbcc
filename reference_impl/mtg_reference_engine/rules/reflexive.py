"""Reflexive triggered abilities (603.12): "you may sacrifice a creature. When you do, this creature
deals 2 damage to target opponent", "you may pay {3}. When you do, put a +1/+1 counter on that
creature", read from the grammar's tree as ``Action("reflexive", (effect,))`` after the instruction it
speaks of.

If the player did it (608.2d: the "did" the optional instruction before it recorded), the reflexive
ability triggers: it waits to be put on the stack the next time a player would receive priority
(603.3), its targets chosen then (603.3d: a ``trigger_target`` choice for the source), not when the
ability that created it was put on the stack (text/lowering.tree_targets leaves them out). "That
creature" in it is what the instruction before it referred to, if that object is still the same
object (400.7); otherwise refused as it resolves.
"""

from __future__ import annotations

from typing import Any

from ..state.support import checks_node
from ..text import nodes as N
from ..text.lowering import tree_effect
from ..text.oracle import Ability
from .instructions import Context, action


@action("reflexive")
def _reflexive(ctx: Context, node: N.Action) -> None:
    if not ctx.did:  # 603.12: it triggers only if the player did it (paid the mana, sacrificed)
        return
    source = ctx.source
    effect = node.parts[0]
    trig: dict[str, Any] = {
        "source": source.id if source is not None else ctx.item.id,
        "source_incarnation": ctx.source_incarnation,
        "controller": ctx.controller,
        "ability": Ability(ctx.item.ability.text if ctx.item.ability is not None else "", "triggered",
                           {"event": "reflexive", "effect": tree_effect(effect)}),
    }
    if len(ctx.it) == 1 and ctx.it[0].zone == "battlefield":
        # "that creature": the permanent the instruction before it referred to (a sacrificed one is
        # a new object, 400.7: "that creature" then names nothing this engine reads — refused as it resolves)
        trig["object"], trig["incarnation"] = ctx.it[0].id, ctx.it[0].incarnation
    ctx.game.pending_triggers.append(trig)


def _reflexive_check(node: N.Action) -> str | None:
    if len(node.parts) != 1 or isinstance(node.parts[0], (N.Modal, N.Unparsed)):
        return "this reflexive trigger is not executed"
    return None


checks_node("Action:reflexive", _reflexive_check)


def _sequence_check(node: N.Sequence) -> str | None:
    """603.12: "When you do" reads whether the player did the optional instruction right before it:
    paying mana (resolution_costs records it) or sacrificing (zone_effects: false if nothing was);
    other shapes are refused."""
    steps = list(node.steps)
    for i, step in enumerate(steps):
        if isinstance(step, N.Action) and step.kind == "reflexive":
            before = steps[i - 1] if i > 0 else None
            if not ((isinstance(before, N.Optional_) and before.player is None and (
                    (isinstance(before.effect, N.Action) and before.effect.kind == "pay_mana")
                    or isinstance(before.effect, N.Sacrifice)
                    # permanents chosen as it resolves: 'if you do' is false when fewer could be (trig2)
                    or (isinstance(before.effect, (N.Exile, N.ReturnToHand, N.Tap)) and isinstance(before.effect.what, N.Described))
                    # paid in full or refused (energy, 118.3); every counter named removed (tree_counts) (trig2)
                    or (isinstance(before.effect, N.Action) and before.effect.kind in ("pay_energy", "remove_counters"))
                    # fx3: paid in full or refused (119.4); a discard of fewer cards than it says is not done
                    or (isinstance(before.effect, N.Action) and before.effect.kind == "pay_life")
                    or (isinstance(before.effect, N.Discard) and not isinstance(before.effect.what, N.Ref))))
                    # a mandatory sacrifice: 'when you do' is whether anything was sacrificed (trig2)
                    or (isinstance(before, N.Sacrifice) and not isinstance(getattr(before, "player", None), N.Player))
                    # fx3: creating tokens: 'when you do' is whether any was created (rules/tokens.py)
                    or isinstance(before, N.CreateToken)):
                return "'When you do' after other than 'you may pay {N}' or 'you may sacrifice ...' is not executed"
    return None


checks_node("Sequence", _sequence_check)
