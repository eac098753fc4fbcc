"""Keyword abilities (702) as the rules modules ask about them.

Multiple instances of most keywords are redundant (702.2f, 702.4e, 702.7d, 702.15f...): these
helpers answer "does it have it", never "how many".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from .support import executes

if TYPE_CHECKING:  # pragma: no cover
    from .characteristics import Characteristics
    from .game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "ignore_opponents_hexproof", "player_keyword")
executes("kind", "keyword")


def keyword_specs(ch: "Characteristics", keyword: str) -> list[dict[str, Any]]:
    return [a.spec for a in ch.abilities if a.kind == "keyword" and a.spec.get("keyword") == keyword]


def has(ch: "Characteristics", keyword: str) -> bool:
    return bool(keyword_specs(ch, keyword))


def obj_has(game: "Game", obj: "GameObject", keyword: str) -> bool:
    return has(game.chars(obj), keyword)


def player_keywords(game: "Game", player: str) -> list[dict[str, Any]]:
    """Keywords a player has from static abilities of permanents ("You have hexproof.", 702.11c)
    and from resolved spells' effects (``turn_effects``)."""
    out: list[dict[str, Any]] = []
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "static" and ability.spec.get("rule") == "player_keyword":
                grant = dict(ability.spec["grant"])
                chosen = grant.get("from", "")
                if chosen == "each of your opponents":  # 702.16i: one protection per opponent
                    out.extend({**grant, "from": opp} for opp in game.opponents(player))
                    continue
                if chosen.startswith("the chosen "):  # "the chosen card name": the source's choice
                    value = perm.chosen.get(chosen[len("the chosen "):].replace(" ", "_"))  # as recorded: "card_name"
                    if value is None:
                        continue
                    grant["from"] = f"named {value}" if chosen.endswith("card name") else value
                out.append(grant)
    # Abilities a resolved spell gave the player until end of turn ("You ... gain hexproof from blue")
    out.extend(dict(e["grant"]) for e in game.player_effects if e["player"] == player)
    return out


def player_ability_texts(game: "Game", player: str) -> list[str]:
    """The wording of each ability a player has, as the effect words it: 'Hexproof', 'Protection
    from each of your opponents' (from a permanent's "You have ..."), 'Hexproof from blue' (from a
    resolved spell's "You ... gain ...") (702.11c-d, 702.16j)."""
    out = []
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "static" and ability.spec.get("rule") == "player_keyword":
                grant = ability.spec["grant"]
                kw = "Hexproof" if grant["keyword"] == "hexproof_from" else grant["keyword"].capitalize()
                out.append(f"{kw} from {grant['from']}" if "from" in grant else kw)
    out.extend(e["text"] for e in game.player_effects if e["player"] == player)
    return out


def ignores_hexproof(game: "Game", player: str) -> bool:
    """702.11e: an effect letting a player target as though permanents didn't have hexproof also
    ignores 'hexproof from' abilities."""
    for perm in game.battlefield():
        if perm.controller == player and any(
                a.kind == "static" and a.spec.get("rule") == "ignore_opponents_hexproof"
                for a in game.chars(perm).abilities):
            return True
    return False
