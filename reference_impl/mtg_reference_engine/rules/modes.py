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

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from ..text.lowering import MODAL_CHOOSE

executes_node("Modal", "Mode", "ChooseCount")


def _modal_check(node: N.Modal) -> str | None:
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


checks_node("Modal", _modal_check)
checks_node("Mode", _mode_check)
checks_node("ChooseCount", _choose_check)
