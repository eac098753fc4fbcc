"""Ingest (702.115a; branch kw3): "Whenever this creature deals combat damage to a player, that
player exiles the top card of their library." Each instance triggers separately (702.115b); the
top card is the one of highest position in the library (state/game.py's draw reads it so)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "ingest")
KINDS = ("ingest",)


def combat_damage_triggers(game: "Game", source: "GameObject", player: str) -> None:
    """510.3a, 603.2: called for each combat damage event to a player."""
    for ability in game.chars(source).abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "ingest":
            trigger = Ability(ability.text, "triggered", {"effect": {"type": "ingest", "targets": []}})
            game.pending_triggers.append({"source": source.id, "source_incarnation": source.incarnation,
                                          "controller": source.controller, "ability": trigger, "player": player})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import move_to_zone

    player = item.trigger["player"]
    library = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                     key=lambda o: o.position)
    if library and not game.players[player].lost:
        move_to_zone(game, library[-1], "exile")  # 406.3: face up
