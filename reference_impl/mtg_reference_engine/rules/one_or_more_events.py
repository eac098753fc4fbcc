"""'Whenever one or more cards leave your graveyard', '... are put into your graveyard from your library /
from anywhere', '... <permanents> you control enter' (603.2c, 603.10a; branch trig3).

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


def _window(game: "Game", key: str) -> list:
    """[the events list, a count of moves outside a simultaneous block] since triggers were last
    checked (triggers.check_events takes the list and starts a new one)."""
    window = game.__dict__.get(key)
    if window is None or window[0] is not game.events:
        window = game.__dict__[key] = [game.events, 0]
    return window


def left_graveyard(game: "Game", obj: "GameObject", zone: str) -> None:
    """Called by entering.move_to_zone as a card leaves a graveyard for ``zone`` (before it becomes a
    new object, 400.7)."""
    window = _window(game, "_gy_leave_window")
    batch = getattr(game, "leave_batch", None)
    if batch is None:
        window[1] += 1
    game.events.append({"type": "leaves_graveyard", "object": obj.id, "incarnation": obj.incarnation,
                        "owner": obj.owner, "to": zone, "batch": batch, "window": window,
                        "token": obj.token, "chars": game.chars(obj)})


def put_into_graveyard(game: "Game", obj: "GameObject", from_zone: str) -> None:
    """Called by entering.move_to_zone as a card has been put into a graveyard from ``from_zone``
    (the new object, 400.7)."""
    window = _window(game, "_gy_put_window")
    batch = getattr(game, "leave_batch", None)
    if batch is None:
        window[1] += 1
    game.events.append({"type": "put_into_graveyard", "object": obj.id, "incarnation": obj.incarnation,
                        "owner": obj.owner, "from": from_zone, "batch": batch, "window": window,
                        "token": obj.token, "chars": game.chars(obj)})


@verb("leaves your graveyard", "leaves_graveyard")
def _leaves_graveyard(game: "Game", event: dict) -> "Seen | None":
    """603.10a: the card as it was in the graveyard (a card: not a token, 108.2)."""
    if event["token"]:
        return None
    return Seen(game.objects[event["object"]], event["chars"], None)


def _from_your_graveyard(game: "Game", event: dict, controller: "str | None") -> bool:
    """The card left the graveyard of the ability's controller (called only for an ability with this
    trigger: only then is an unknown batch refused)."""
    if event["owner"] != controller:
        return False
    if event["batch"] is None and event["window"][1] > 1:
        raise Unsupported("cards that left a graveyard one by one before triggers were checked: whether they "
                          "left at once (one 'one or more cards leave your graveyard' event, 603.2c) is not known")
    return True


EVENT_ABOUT["leaves your graveyard"] = _from_your_graveyard
PLURAL["leave your graveyard"] = "leaves your graveyard"
CARD_VERBS.add("leaves your graveyard")
ONE_OR_MORE["leaves_graveyard"] = lambda game, event: (
    "leaves_graveyard", event["batch"] if event["batch"] is not None else (event["object"], event["incarnation"]))


# -- "Whenever one or more <cards> are put into your graveyard from your library / from anywhere" ------

def _put_verb(from_zone: "str | None") -> None:
    words = "is put into your graveyard from " + ("your library" if from_zone else "anywhere")

    @verb(words, "put_into_graveyard")
    def _put(game: "Game", event: dict) -> "Seen | None":
        """The card in the graveyard (a card: not a token, 108.2)."""
        if event["token"] or (from_zone is not None and event["from"] != from_zone):
            return None
        return Seen(game.objects[event["object"]], event["chars"], None)

    def _about(game: "Game", event: dict, controller: "str | None") -> bool:
        if event["owner"] != controller:
            return False
        if event["batch"] is None and event["window"][1] > 1:
            raise Unsupported("cards put into a graveyard one by one before triggers were checked: whether "
                              "they were put there at once (one event, 603.2c) is not known")
        return True

    EVENT_ABOUT[words] = _about
    PLURAL[words.replace("is put", "are put")] = words
    CARD_VERBS.add(words)


_put_verb("library")
_put_verb(None)
ONE_OR_MORE["put_into_graveyard"] = lambda game, event: (
    "put_into_graveyard", event["batch"] if event["batch"] is not None else (event["object"], event["incarnation"]))


# -- "Whenever one or more <permanents> you control enter" (603.2c) ----------------------------------------

def count_enter(game: "Game") -> None:
    """Called by entering for each permanent that enters: how many entered since triggers were checked."""
    _window(game, "_enter_window")[1] += 1


def _enter_batch(game: "Game", event: dict) -> Any:
    """The engine doesn't record which permanents entered at the same time (tokens created by one
    instruction, 111.1): with one permanent entered since triggers were last checked it is its own event;
    with more, whether they were one event is not known: refused (called only for a 'one or more'
    trigger that matched)."""
    window = game.__dict__.get("_enter_window")
    if window is not None and window[1] > 1:
        raise Unsupported("permanents that entered before triggers were checked: whether they entered at once "
                          "(one 'one or more ... enter' event, 603.2c) is not known")
    return ("enters", event["object"], event["incarnation"])


PLURAL["enter"] = "enters"
ONE_OR_MORE["enters"] = _enter_batch


# -- branch names: "Whenever a <card> is put into your graveyard from anywhere other than the battlefield" --
# (Disa the Restless; 603.2, 603.6a): a card, not a token (108.2), put into the ability's controller's
# graveyard from any zone but the battlefield. Each card is its own event for this singular trigger.
_NOT_FROM_BATTLEFIELD = "is put into your graveyard from anywhere other than the battlefield"


@verb(_NOT_FROM_BATTLEFIELD, "put_into_graveyard")
def _put_not_from_battlefield(game: "Game", event: dict) -> "Seen | None":
    if event["token"] or event["from"] == "battlefield":
        return None
    return Seen(game.objects[event["object"]], event["chars"], None)


EVENT_ABOUT[_NOT_FROM_BATTLEFIELD] = lambda game, event, controller: event["owner"] == controller
CARD_VERBS.add(_NOT_FROM_BATTLEFIELD)
# -- branch meld: "Whenever a card is put into an opponent's graveyard / a graveyard from anywhere" -------
# (each card its own event; the "one or more" forms of these stay unread: no PLURAL entry)

def _put_verb_whose(whose: str) -> None:
    words = f"is put into {whose} graveyard from anywhere"

    @verb(words, "put_into_graveyard")
    def _put(game: "Game", event: dict) -> "Seen | None":
        """The card in the graveyard (a card: not a token, 108.2)."""
        if event["token"]:
            return None
        return Seen(game.objects[event["object"]], event["chars"], None)

    def _about(game: "Game", event: dict, controller: "str | None") -> bool:
        if whose == "an opponent's":  # 102.2: a player other than the ability's controller
            return controller is not None and event["owner"] != controller
        return True

    EVENT_ABOUT[words] = _about
    CARD_VERBS.add(words)


_put_verb_whose("an opponent's")
# "Whenever a card is put into a graveyard from anywhere" is read by rules/anywhere_triggers.py's verb (branch trig4),
# which this form shares; its card subject excludes tokens (108.2: trigger_events.event_verbs)
