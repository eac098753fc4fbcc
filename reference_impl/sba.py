"""State-based actions (704), checked whenever a player would receive priority (704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .entering import move_to_zone

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def check(game: "Game") -> None:
    """Perform all applicable state-based actions simultaneously, and repeat until none apply."""
    for _ in range(100):
        to_graveyard = []
        for obj in game.battlefield():
            ch = game.chars(obj)
            if "creature" in ch.card_types and ch.toughness is not None:
                if ch.toughness <= 0:  # 704.5f
                    to_graveyard.append(obj)
                elif obj.damage >= ch.toughness and not _indestructible(ch):  # 704.5g
                    to_graveyard.append(obj)
        gone_tokens = [o for o in game.objects.values() if o.token and o.zone not in ("battlefield", None)]
        if not to_graveyard and not gone_tokens:
            return
        for obj in to_graveyard:
            move_to_zone(game, obj, "graveyard")
        for obj in gone_tokens:  # 704.5d: a token outside the battlefield ceases to exist
            obj.zone = None  # type: ignore[assignment]


def _indestructible(ch) -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") == "indestructible" for a in ch.abilities)
