"""Keyword abilities (702) as the rules modules ask about them.

Multiple instances of most keywords are redundant (702.2f, 702.4e, 702.7d, 702.15f...): these
helpers answer "does it have it", never "how many".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from .characteristics import Characteristics
    from .game import Game, GameObject


def keyword_specs(ch: "Characteristics", keyword: str) -> list[dict[str, Any]]:
    return [a.spec for a in ch.abilities if a.kind == "keyword" and a.spec.get("keyword") == keyword]


def has(ch: "Characteristics", keyword: str) -> bool:
    return bool(keyword_specs(ch, keyword))


def obj_has(game: "Game", obj: "GameObject", keyword: str) -> bool:
    return has(game.chars(obj), keyword)


def player_keywords(game: "Game", player: str) -> list[dict[str, Any]]:
    """Keywords a player has from static abilities of permanents ("You have hexproof.", 702.11c)."""
    out: list[dict[str, Any]] = []
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "static" and ability.spec.get("rule") == "player_keyword":
                out.append(ability.spec["grant"])
    return out
