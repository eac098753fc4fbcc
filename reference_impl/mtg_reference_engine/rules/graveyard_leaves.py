"""'Whenever one or more cards leave your graveyard' (603.2c, 603.10a; branch trig3).

Every move out of a graveyard (entering.move_to_zone) records a ``leaves_graveyard`` event with the card
as it was in the graveyard. Cards that leave at the same time (inside entering.simultaneously: one
instruction moving several cards) are one event, so the ability triggers once (603.2c). Cards leaving
one at a time, each in its own event, trigger it once each. When two or more cards left a graveyard
outside such a block before triggers were checked, whether they left at once isn't known: a trigger on
that event is not executed (Unsupported), never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported
from .filters import Seen
from .trigger_events import CARD_VERBS, EVENT_ABOUT, ONE_OR_MORE, PLURAL, verb

if TYPE_CHECKING:
    from ..state.game import Game, GameObject


def left_graveyard(game: "Game", obj: "GameObject", zone: str) -> None:
    """Called by entering.move_to_zone as a card leaves a graveyard for ``zone`` (before it becomes a
    new object, 400.7)."""
    window = game.__dict__.get("_gy_window")
    if window is None or window[0] is not game.events:  # a new list: triggers were checked since
        window = game.__dict__["_gy_window"] = [game.events, game.__dict__.get("_gy_window_n", 0) + 1, 0]
        game.__dict__["_gy_window_n"] = window[1]
    batch = getattr(game, "leave_batch", None)
    if batch is None:
        window[2] += 1
    game.events.append({"type": "leaves_graveyard", "object": obj.id, "incarnation": obj.incarnation,
                        "owner": obj.owner, "to": zone, "batch": batch, "window": window,
                        "chars": game.chars(obj)})


@verb("leaves your graveyard", "leaves_graveyard")
def _leaves_graveyard(game: "Game", event: dict) -> "Seen | None":
    """603.10a: the card as it was in the graveyard."""
    return Seen(game.objects[event["object"]], event["chars"], None)


def _from_your_graveyard(game: "Game", event: dict, controller: "str | None") -> bool:
    """The card left the graveyard of the ability's controller (called only for an ability with this
    trigger: only then is an unknown batch refused)."""
    if event["owner"] != controller:
        return False
    if event["batch"] is None and event["window"][2] > 1:
        raise Unsupported("cards that left a graveyard one by one before triggers were checked: whether they "
                          "left at once (one 'one or more cards leave your graveyard' event, 603.2c) is not known")
    return True


EVENT_ABOUT["leaves your graveyard"] = _from_your_graveyard
PLURAL["leave your graveyard"] = "leaves your graveyard"
CARD_VERBS.add("leaves your graveyard")
ONE_OR_MORE["leaves_graveyard"] = lambda game, event: (
    "leaves_graveyard", event["batch"] if event["batch"] is not None else (event["object"], event["incarnation"]))
