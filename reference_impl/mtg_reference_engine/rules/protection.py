"""Protection (702.16), hexproof (702.11) and shroud (702.18): who may target, block, enchant,
equip or damage a permanent or player.

Protection is DEBT: damage from a source with the quality is prevented (702.16e), it can't be
enchanted/equipped by such Auras/Equipment (702.16c-d, state-based actions 704.5m-n), blocked by
such creatures (702.16f) or targeted by such spells or abilities of such sources (702.16b).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..state import keywords
from .entering import chosen_value
from ..state.support import checks, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "hexproof", "shroud", "protection", "hexproof_from")
executes("rule", "self_keyword")


COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "land", "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world")


def qualities(spec: dict[str, Any]) -> list[str]:
    """702.16g: 'from A and from B' is two protection abilities; this splits a printed one."""
    return [q.strip() for q in re.split(r",? and from |, from ", spec["from"])]


def protections(game: "Game", who: dict[str, str], aura: "GameObject | None" = None) -> list[str]:
    """Every quality the permanent or player has protection from. For the Aura ``aura``, leave
    out protection that "doesn't remove" it (702.16n)."""
    out: list[str] = []
    if "player" in who:
        specs = [k for k in keywords.player_keywords(game, who["player"]) if k.get("keyword") == "protection"]
        holder = None
    else:
        holder = game.obj(who["object"])
        ch = game.chars(holder)
        specs = keywords.keyword_specs(ch, "protection")
        specs += [a.spec["grant"] for a in ch.abilities
                  if a.kind == "static" and a.spec.get("rule") == "self_keyword"
                  and a.spec["grant"].get("keyword") == "protection"]
    for spec in specs:
        keep = spec.get("doesnt_remove")
        if aura is not None and ((keep == "auras" and "Aura" in game.chars(aura).subtypes)
                                 or (keep == "self" and spec.get("granted_by") == aura.id)
                                 or (keep == "already_attached" and aura.id in spec.get("keep_ids", []))):
            continue
        for q in qualities(spec):
            if holder is not None and q.startswith("the chosen "):
                chosen = chosen_value(game, holder, q[len("the chosen "):])
                if chosen is None:
                    continue  # nothing chosen: protection from nothing
                q = chosen
            out.append(q)
    return out


def _source_controller(game: "Game", source: "GameObject | None", controller: str | None) -> str | None:
    if controller is not None:
        return controller
    if source is not None:
        return source.controller or source.owner
    return None


def has_quality(game: "Game", quality: str, ch: "Characteristics", source: "GameObject | None",
                controller: str | None) -> bool:
    """702.16a: does a source with these characteristics (controlled by ``controller``) have the
    stated quality?"""
    q = quality.lower()
    if q == "everything":  # 702.16j
        return True
    if q in game.players:  # 702.16k: each object the player controls, or owns uncontrolled
        ctrl = _source_controller(game, source, controller)
        return ctrl == q
    if q in COLORS:
        return q in ch.colors
    if q in ("all colors", "each color"):  # 702.16h
        return bool(ch.colors)
    if q == "multicolored":
        return len(ch.colors) > 1
    if q == "monocolored":
        return len(ch.colors) == 1
    if q == "colorless":
        return not ch.colors
    singular = q[:-1] if q.endswith("s") else q
    if singular in CARD_TYPES:
        return singular in ch.card_types  # permanents of that type, or sources elsewhere of it
    if q in SUPERTYPES:
        return q in ch.supertypes
    # A subtype ("protection from Goblins"); a card name counts only when the ability says so.
    if m := re.fullmatch(r"(?:cards |sources |anything )?named (.+)", quality, re.IGNORECASE):
        return ch.name.lower() == m[1].lower()
    return any(st.lower() in (q, singular) for st in ch.subtypes)


def protected_from(game: "Game", who: dict[str, str], ch: "Characteristics", source: "GameObject | None",
                   controller: str | None = None, aura: "GameObject | None" = None) -> bool:
    return any(has_quality(game, q, ch, source, controller) for q in protections(game, who, aura))


def can_target(game: "Game", target: dict[str, str], controller: str, source: "GameObject | None",
               source_chars: "Characteristics | None" = None) -> bool:
    """115.4 with 702.11b-c (hexproof), 702.18a (shroud) and 702.16b (protection). ``source_chars``:
    the source's last known information when it has left the zone it was in (113.7a, 608.2h)."""
    if "player" in target:
        kws = [k.get("keyword") for k in keywords.player_keywords(game, target["player"])]
        owner = target["player"]
    else:
        obj = game.obj(target["object"])
        ch = game.chars(obj)
        kws = [a.spec.get("keyword") for a in ch.abilities if a.kind == "keyword"]
        owner = obj.controller
    if "shroud" in kws:
        return False
    if owner != controller and not ("object" in target and keywords.ignores_hexproof(game, controller)):
        if "hexproof" in kws:
            return False
        if source is not None and _hexproof_from(game, target, source, controller, source_chars):
            return False
    if source is not None:
        sch = source_chars or (game.chars(source) if source.zone is not None else None)
        if sch is not None and protected_from(game, target, sch, source, controller):
            return False
    return True


def _hexproof_from(game: "Game", target: dict[str, str], source: "GameObject", controller: str,
                   source_chars: "Characteristics | None" = None) -> bool:
    """702.11d: 'hexproof from [quality]' stops spells and abilities of sources with the quality;
    a player can have it too (702.11c-d)."""
    if "player" in target:
        specs = [k for k in keywords.player_keywords(game, target["player"]) if k.get("keyword") == "hexproof_from"]
    else:
        specs = keywords.keyword_specs(game.chars(game.obj(target["object"])), "hexproof_from")
    sch = source_chars or game.chars(source)
    for spec in specs:
        for q in qualities(spec):
            if has_quality(game, q, sch, source, controller):
                return True
    return False


def _quality_understood(spec: dict[str, Any]) -> str | None:
    """The qualities :func:`has_quality` and :func:`protections` read (702.16a, 702.11d)."""
    for q in qualities(spec):
        q = q.lower()
        singular = q[:-1] if q.endswith("s") else q
        if q in ("everything", "all colors", "each color", "multicolored", "monocolored", "colorless") \
                or q in COLORS or singular in CARD_TYPES or q in SUPERTYPES or q.startswith("the chosen ") \
                or re.fullmatch(r"(?:cards |sources |anything )?named .+", q) or re.fullmatch(r"[a-z-]+", q):
            continue
        return f"the quality {q!r} is not one the engine reads"
    return None


checks("keyword", "protection", _quality_understood)
checks("keyword", "hexproof_from", _quality_understood)
# "You have protection from ...": keywords.player_keywords also reads "each of your opponents" (702.16i)
checks("rule", "player_keyword", lambda spec: None if spec["grant"].get("from") in (None, "each of your opponents")
       else _quality_understood(spec["grant"]))
