"""Modal spells read from the grammar's tree (700.2): "Choose one —", "Choose two —", "Choose one or
both —", "Choose one or more —" on an instant or sorcery, each mode an instruction the tree path
executes. The modes are chosen as the spell is cast (601.2b) and only the chosen ones are followed
(rules/spell_effects.spell_effects, check_modes, each mode with its own targets); text/lowering puts
the number to choose in the ability's spec (lowering.MODAL_CHOOSE). A header whose count isn't read
there ("choose up to two", "any number", "at random", "that hasn't been chosen") and a spree mode's
cost (702.172) are refused. A modal triggered ability (700.2b) is read by :func:`chosen_trigger`; one after a cost is not read yet.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, checks_whole, executes_node
from ..text import nodes as N
from ..text.lowering import MODAL_CHOOSE, MODAL_UPGRADE

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

executes_node("Modal", "Mode", "ChooseCount", "ConditionalChoice")

#: 700.2, 601.4: the conditions under which a modal spell's larger choice is read: "If this spell was
#: kicked, choose any number instead." (the kicker choice is considered as the modes are announced)
UPGRADE_CONDITIONS = ("kicked",)


def _modal_check(node: N.Modal) -> str | None:
    if isinstance(node.header, N.ConditionalChoice):
        return _modal_check(N.Modal(node.header.base, node.modes)) or _upgrade_check(node.header, len(node.modes))
    if not isinstance(node.header, N.ChooseCount):
        return None  # a modal triggered or activated ability: read (or refused) by the module lowering it
    choose, _ = MODAL_CHOOSE.get(node.header.words, (0, False))
    if not choose:
        return f"choosing {node.header.words!r} modes is not executed"
    if choose > len(node.modes):
        return f"choosing {node.header.words} of {len(node.modes)} modes is not executed"
    return None


def _mode_check(node: N.Mode) -> str | None:
    return "a mode with an additional cost (spree, 702.172) is not executed" if node.cost is not None else None


def _choose_check(node: Any) -> str | None:
    return None if node.words in MODAL_CHOOSE else f"choosing {node.words!r} modes is not executed"


def _upgrade_check(node: N.ConditionalChoice, n_modes: int) -> str | None:
    cond = node.condition
    if not (isinstance(cond, N.Condition) and cond.kind in UPGRADE_CONDITIONS
            and all(isinstance(p, N.SelfRef) for p in cond.parts)):
        return f"choosing more modes under the condition {cond!r} is not executed"
    if node.optional:
        return "a modal spell whose controller 'may choose' more modes under a condition is not executed"
    choose, _ = MODAL_UPGRADE.get(node.instead.words, (0, False))
    if not choose or choose > n_modes:
        return f"choosing {node.instead.words!r} modes instead is not executed"
    return None


def _conditional_check(node: N.ConditionalChoice) -> str | None:
    return _choose_check(node.base)  # the larger choice: _upgrade_check, from the Modal's check


checks_node("Modal", _modal_check)
checks_whole("ConditionalChoice", _conditional_check)
checks_node("Mode", _mode_check)
checks_node("ChooseCount", _choose_check)


# -- modal triggered abilities (700.2b, 603.3c) --------------------------------------------------------

def chosen_trigger(game: "Game", trig: dict[str, Any], controller: str) -> dict[str, Any] | None:
    """603.3c, 700.2b: as a modal triggered ability is put on the stack its controller chooses the
    modes (a "trigger_modes" choice for the source: the modes' indexes, 0 for the first); a mode
    whose targets can't be chosen can't be chosen. Returns the waiting trigger with an ability whose
    effect is the chosen modes in printed order (700.2c: only their targets are chosen); None when
    no mode can be chosen (the ability is removed from the stack)."""
    from ..state.game import Illegal
    from ..state.support import Unsupported
    from ..text.lowering import tree_effect
    from .triggers import choose_trigger_targets

    ability = trig["ability"]
    spec = ability.spec
    modes = spec["tree"].effect.modes
    legal = [i for i, m in enumerate(spec["modes"]) if _targets_possible(game, trig, m, controller)]
    choose, or_more = spec["choose"], spec["or_more"]
    if not legal:
        return None  # 700.2b: no mode is chosen
    if len(legal) < choose:
        raise Unsupported(f"only {len(legal)} of the modes of {ability.text!r} can be chosen, it says {choose}")
    if len(legal) == choose and not or_more:
        chosen = legal
    else:
        answer = game.choose("trigger_modes", trig["source"], None, player=controller)
        chosen = [answer] if isinstance(answer, int) else list(answer or [])
        if len(set(chosen)) != len(chosen) or any(i not in legal for i in chosen) \
                or len(chosen) < choose or (len(chosen) > choose and not or_more):
            raise Illegal(f"modes {chosen} can't be chosen for {ability.text!r}: choose {choose}"
                          f"{' or more' if or_more else ''} of {legal} (700.2b)")
    chosen = sorted(chosen)  # the instructions are followed in printed order (608.2c)
    effects = [modes[i].effect for i in chosen]
    node = effects[0] if len(effects) == 1 else N.Sequence(steps=tuple(effects), joiner="then")
    derived = type(ability)(ability.text, ability.kind, {**spec, "effect": tree_effect(node), "chosen_modes": chosen})
    return {**trig, "ability": derived, "modes": chosen}


def _targets_possible(game: "Game", trig: dict[str, Any], effect: dict[str, Any], controller: str) -> bool:
    from .targeting import is_legal_target

    source = game.objects.get(trig["source"])
    candidates = ([{"object": o.id} for o in game.battlefield()] + [{"object": i.id} for i in game.stack]
                  + [{"object": o.id} for o in game.objects.values() if o.zone == "graveyard"]
                  + [{"player": p} for p in game.players])
    return all(any(is_legal_target(game, spec, c, controller, source) for c in candidates)
               for spec in effect.get("targets", []))


# -- modal activated abilities (700.2a) ------------------------------------------------------------------

def chosen_activation(game: "Game", obj: Any, player: str, ability: Any) -> Any:
    """700.2a, 602.2b: the controller of a modal activated ability chooses its modes as they activate
    it (an "activation_modes" choice for the object: the modes' indexes, 0 for the first); a mode
    whose targets can't be chosen can't be chosen (casting.check_targets refuses the targets given).
    Returns the ability to put on the stack: the chosen modes, in printed order, as its effect; the
    ability itself when it isn't modal."""
    from ..state.game import Illegal
    from ..text.lowering import tree_effect

    spec = ability.spec
    if "modes" not in spec or "tree" not in spec or not isinstance(spec["tree"], N.Activated):
        return ability
    modes = spec["tree"].effect.modes
    choose, or_more = spec["choose"], spec["or_more"]
    answer = game.choose("activation_modes", obj.id, None, player=player)
    chosen = [answer] if isinstance(answer, int) else list(answer or [])
    if len(set(chosen)) != len(chosen) or any(not isinstance(i, int) or not 0 <= i < len(modes) for i in chosen) \
            or len(chosen) < choose or (len(chosen) > choose and not or_more):
        raise Illegal(f"modes {chosen} can't be chosen for {ability.text!r}: choose {choose}"
                      f"{' or more' if or_more else ''} of its {len(modes)} modes (700.2a)")
    chosen = sorted(chosen)  # the instructions are followed in printed order (608.2c)
    effects = [modes[i].effect for i in chosen]
    node = effects[0] if len(effects) == 1 else N.Sequence(steps=tuple(effects), joiner="then")
    return type(ability)(ability.text, ability.kind, {**spec, "effect": tree_effect(node), "chosen_modes": chosen})
