"""Modal spells read from the grammar's tree (700.2): "Choose one —", "Choose two —", "Choose one or
both —", "Choose one or more —" on an instant or sorcery, each mode an instruction the tree path
executes. The modes are chosen as the spell is cast (601.2b) and only the chosen ones are followed
(rules/spell_effects.spell_effects, check_modes, each mode with its own targets); text/lowering puts
the number to choose in the ability's spec (lowering.MODAL_CHOOSE). A header whose count isn't read
there ("choose up to two", "any number", "at random", "that hasn't been chosen") and a spree mode's
cost (702.172) are refused. A modal ability after a trigger or a cost is not read here.
"""

from __future__ import annotations

from typing import Any

from ..state.support import checks_node, checks_whole, executes_node
from ..text import nodes as N
from ..text.lowering import MODAL_CHOOSE, MODAL_UPGRADE

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
