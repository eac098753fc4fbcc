"""'that many': the amount of a trigger's event (603.2, 119.10, 120.3; branch trig3).

"Whenever you gain life, put that many +1/+1 counters on this creature", "Whenever this creature is dealt
damage, create that many 1/1 ... tokens": 'that many' is the amount of life gained or of damage dealt by the
event, recorded on the trigger (triggers.py for a life gain, trigger_events / trigger_actions._damage_total
for the total damage of one damage event by or to the object). It is read the way 'that much' is
(misc_actions, trigger_actions), and only where no earlier instruction of the effect could be what it counts
("discard any number of cards. If you do, draw that many cards"): in the effect's first instruction.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import amount_phrase
from .misc_actions import THAT_MUCH_EVENTS
from .trigger_actions import DAMAGE_AMOUNT_VERBS
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:
    from .instructions import Context


def _records_amount(ev: Any) -> bool:
    """The event is one life gain (119.10) or one damage event by / to the object (120.3)."""
    from .trigger_events import event_verbs

    if ev.kind == "trigger_event" and len(ev.parts) == 2 and isinstance(ev.parts[1], N.Phrase) \
            and ev.parts[1].kind == "player_event" and " ".join(map(str, ev.parts[1].parts)) in THAT_MUCH_EVENTS:
        return True
    shape = event_verbs(ev)
    return shape is not None and all(words in DAMAGE_AMOUNT_VERBS for words, _ in shape[1])


def _first_instruction(effect: Any) -> Any:
    """The effect's first instruction: "you may <x>" is <x>; a sequence's first part."""
    while True:
        if isinstance(effect, N.Sequence) and effect.steps:
            effect = effect.steps[0]
        elif isinstance(effect, N.Optional_):
            effect = effect.effect
        else:
            return effect


def _that_many_trigger(node: Any) -> str | None:
    from .trigger_verbs import _walk_effect

    if not isinstance(node.trigger.event, N.Phrase) or not _records_amount(node.trigger.event):
        return None
    for n in _walk_effect(_first_instruction(node.effect)):
        if isinstance(n, N.Phrase) and n.kind == "that_many":
            read_in_place(n)
    return None


checks_node("Triggered", _that_many_trigger)


@amount_phrase("that_many")
def _that_many(ctx: "Context", node: Any) -> int:
    trig = ctx.item.trigger or {}
    if "amount" not in trig:
        raise Unsupported("'that many' with no amount its trigger event recorded is not executed")
    return trig["amount"]


checks_node("Phrase:that_many", in_place_check(
    "'that many' other than the life gained or damage dealt in a trigger's event, read by its first "
    "instruction, is not executed"))
