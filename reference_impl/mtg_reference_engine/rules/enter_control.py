"""(branch costs) Who controls a permanent as it enters, replaced (614.1, 110.2), and an ability that puts
a card from its controller's hand onto the battlefield as its cost-like choice (118.12).

* "If a creature would enter the battlefield under an opponent's control this turn, it enters under
  your control instead." (Gather Specimens): a replacement effect the spell creates for the rest of the
  turn (614.1); a creature about to enter under an opponent of its controller's control enters under
  that player's control instead (read by rules/entering.enter_battlefield via :func:`controller_as_entering`).
* "When this creature is turned face up, you may put a creature card with a morph ability from your
  hand onto the battlefield face up. If you do, return this creature to its owner's hand." (Dermoplasm,
  708.8): the card is a ``hand_card`` choice of the ability's source (none to decline); "if you do"
  reads whether the player chose to put one (118.12: regardless of whose control it entered under).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import executes
from .trigger_events import EVENT_HOOKS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

KINDS = ("creatures_enter_under_your_control_this_turn", "put_morph_card_then_return_self")
executes("event", "turned_face_up")


def controller_as_entering(game: "Game", obj: "GameObject", controller: str) -> str:
    """614.1, 616.1: each "enters under your control instead" effect of this turn that applies to the
    creature about to enter changes its controller (each applied at most once)."""
    applied: set[int] = set()
    while True:
        effect = next((i for i, e in enumerate(game.__dict__.get("enter_control", []))
                       if i not in applied and e["turn"] == game.turn_number
                       and controller in game.opponents(e["player"])
                       and "creature" in game.chars(obj).card_types), None)
        if effect is None:
            return controller
        applied.add(effect)
        controller = game.enter_control[effect]["player"]


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "creatures_enter_under_your_control_this_turn":
        game.__dict__.setdefault("enter_control", []).append({"player": item.controller, "turn": game.turn_number})
        return
    # put_morph_card_then_return_self
    from .entering import enter_battlefield, move_to_zone

    asker = item.source or item.id
    options = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == item.controller
               and "creature" in game.chars(o).card_types
               and any(a.kind == "keyword" and a.spec.get("keyword") == "morph" for a in game.chars(o).abilities)]
    chosen = game.choose("hand_card", asker, options, allow_none=True) if options else None
    if chosen is None:
        return
    if chosen not in options:
        raise Illegal(f'"{chosen}" is not a creature card with morph in the hand of {item.controller}')
    enter_battlefield(game, game.obj(chosen), item.controller, cause=item.id)  # face up: from a hand
    if source is not None and source.zone == "battlefield" and source.incarnation == item.source_incarnation:
        move_to_zone(game, source, "hand")  # its owner's hand (400.3)


def _turned_face_up(game: "Game", event: dict) -> None:
    """708.8: "When this creature is turned face up": its abilities, now face up, trigger."""
    if event["type"] != "turned_face_up":
        return
    from .triggers import own_event_triggers

    own_event_triggers(game, event, "turned_face_up")


EVENT_HOOKS.append(_turned_face_up)
