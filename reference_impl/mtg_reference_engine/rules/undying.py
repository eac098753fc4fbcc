"""Undying (702.93a): "When this permanent is put into a graveyard from the battlefield, if it had no
+1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on
it." The permanent's counters are those it had as it last existed on the battlefield (113.7a); when
state-based actions put it into the graveyard, that is before any of them were performed (704.8):
a +1/+1 counter it had then counts, even if 704.5q would have removed it at the same time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..text.oracle import Ability
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "undying")
KINDS = ("undying_return",)


def undying_triggers(game: "Game", event: dict[str, Any], left: "GameObject", chars: "Characteristics",
                     controller: str | None) -> None:
    """603.10a: a leaves-the-battlefield ability looks back at the permanent as it last existed."""
    if event.get("to") != "graveyard":
        return
    had_plus = event.get("counters", {}).get("+1/+1", 0) > 0
    for ability in chars.abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "undying" and not had_plus:  # 603.4
            trigger = Ability(ability.text, "triggered", {"effect": {"type": "undying_return", "targets": []}})
            game.pending_triggers.append({"source": left.id, "source_incarnation": event["incarnation"],
                                          "controller": controller, "ability": trigger,
                                          "card_incarnation": event["incarnation"] + 1})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import enter_battlefield

    # 400.7: the card it became in the graveyard, if it is still there (the intervening "if" was
    # about its last existence on the battlefield, which doesn't change: 603.4 holds)
    card = source
    if card is None or card.zone != "graveyard" or card.incarnation != item.trigger.get("card_incarnation"):
        return
    enter_battlefield(game, card, card.owner, cause="effect", counters={"+1/+1": 1})
