"""Graft N (702.58a; branch kw3): "This permanent enters with N +1/+1 counters on it" (a replacement
effect as it enters, 614.1c) and "Whenever another creature enters, if this permanent has a +1/+1
counter on it, you may move a +1/+1 counter from this permanent onto that creature" (an
intervening "if", 603.4, checked as the creature enters and again on resolution; the "may" is a
'may' choice asked of the grafting permanent). 702.58b: each instance separately.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "graft")
KINDS = ("graft_move",)


def _grafts(game: "Game", obj: "GameObject") -> list[Ability]:
    return [a for a in game.chars(obj).abilities if a.kind == "keyword" and a.spec.get("keyword") == "graft"]


def enters(game: "Game", obj: "GameObject") -> None:
    """702.58a: "enters with N +1/+1 counters on it" (called while it is entering)."""
    for ability in _grafts(game, obj):
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + ability.spec["n"]


def enters_triggers(game: "Game", entered: "GameObject") -> None:
    """603.6a: "Whenever another creature enters" — each graft permanent other than it."""
    if "creature" not in game.chars(entered).card_types:
        return
    for perm in game.battlefield():
        if perm is entered or perm.counters.get("+1/+1", 0) < 1:  # 603.4
            continue
        for ability in _grafts(game, perm):
            trigger = Ability(ability.text, "triggered", {"effect": {"type": "graft_move", "targets": []}})
            game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                          "controller": perm.controller, "ability": trigger,
                                          "object": entered.id, "incarnation": entered.incarnation})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    """603.4: the counter is still there; "that creature" (608.2h) is still the one that entered."""
    if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation") \
            or source.counters.get("+1/+1", 0) < 1:
        return
    other = game.objects.get(item.trigger.get("object"))
    if other is None or other.zone != "battlefield" or other.incarnation != item.trigger.get("incarnation") \
            or other.phased_out:
        return  # it can't be moved onto a creature that's gone (400.7)
    if game.choose("may", item.source, ["yes", "no"]) != "yes":
        return
    source.counters["+1/+1"] -= 1  # 122.5: moved: removed from one, put on the other
    if not source.counters["+1/+1"]:
        del source.counters["+1/+1"]
    other.counters["+1/+1"] = other.counters.get("+1/+1", 0) + 1
