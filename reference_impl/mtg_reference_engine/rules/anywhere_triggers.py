"""'When [this] is put into a graveyard from anywhere, shuffle it into its owner's library.' (branch trig4)

603.6c, 603.10a, 113.6k: the trigger condition of an object put into a graveyard "from anywhere" functions
where the object goes from each zone: from the battlefield it is a leaves-the-battlefield ability that
looks back in time (the permanent's abilities, its controller as it last existed); from a hand, a
library or the stack it can't trigger from the battlefield, and functions from the graveyard the card
is put into (its owner controls it: 108.4a, a card in a graveyard has no controller).

Its 'it' is the card in the graveyard (400.7d), if it is still there as the ability resolves; the
library is shuffled even if it isn't (701.24c: rules/shuffles.py).

The object's ability about itself (a SelfRef subject) is read this way; "Whenever a [<quality>] card is
put into a graveyard from anywhere" on another permanent (branch meld) reads the same event, for any card
(not a token, 108.2: trigger_events.event_verbs), triggering where that permanent is.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from .filters import Seen
from .trigger_events import FIND_ACTIONS, FOUND_IN, LEFT_VERBS, SELF_HOLDERS, verb

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

_WORDS = "is put into a graveyard from anywhere"


@verb(_WORDS, "put_into_graveyard")
def _put_anywhere(game: "Game", event: dict) -> "Seen | None":
    """The object in the graveyard (the new object, 400.7), as it is there."""
    obj = game.objects.get(event["object"])
    if obj is None:
        return None
    return Seen(obj, event["chars"], None)


def _itself(game: "Game", event: dict, subject: Seen, incarnation: int) -> list[tuple[Any, Any, Any, int]]:
    """The object the event put into a graveyard, as the holder of its own trigger: from the battlefield
    with its abilities and controller as it last existed there (603.10a), else as the card now is, its
    owner controlling the ability (113.6k, 108.4a)."""
    obj = subject.obj
    if event["from"] == "battlefield":
        lki = game.lki_full.get((obj.id, incarnation - 1))  # the permanent it was (400.7)
        if lki is None:
            return []
        return [(obj, lki[0], lki[1], incarnation)]
    return [(obj, event["chars"], obj.owner, incarnation)]


SELF_HOLDERS.setdefault(_WORDS, []).append(_itself)
FOUND_IN[_WORDS] = "graveyard"  # 400.7d: 'it' is the card in the graveyard
# its 'it' is the object that moved, read as a leaves-the-battlefield trigger's is (trigger_events.found_refs)
LEFT_VERBS.add(_WORDS)
FIND_ACTIONS.add("shuffle_into")  # "shuffle it into its owner's library" acts on that object (rules/shuffles.py)


def _about_itself(node: Any) -> str | None:
    """Only "When [this object] is put into a graveyard from anywhere" is read (a holder for itself)."""
    from ..text import nodes as N
    from .trigger_events import event_verbs

    shape = event_verbs(node)
    raw = node.parts[0] if node.kind == "trigger_event" and node.parts else None
    card = isinstance(raw, N.Described) and isinstance(raw.filter, N.Filter) and "card" in raw.filter.nouns
    if shape is not None and any(words == _WORDS for words, _ in shape[1]) and not isinstance(shape[0], N.SelfRef) \
            and not card:  # "Whenever a card is put into a graveyard from anywhere" (branch meld): any card
        return "'is put into a graveyard from anywhere' about another object than this one is not executed"
    return None


for _kind in ("trigger_event", "event_either"):
    checks_node(f"Phrase:{_kind}", _about_itself)
