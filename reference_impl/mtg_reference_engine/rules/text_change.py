"""Text-changing effects (612), layer 3 (613.1c).

"[This] has the full text of that card" (612.6, Volrath's Shapeshifter) gives the object that
card's name, mana cost, color indicator, types, rules text, power and toughness. It is not a copy
effect: it is not part of the copiable values (707.2), so a copy of the permanent copies its
printed text, and a copy effect that removes the ability (layer 1) ends it.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from ..state.characteristics import colors_of_mana_cost
from ..state.layers import ContinuousEffect, characteristics, provides
from ..text.oracle import parse_granted, parse_line
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "full_text_of_top_creature_card")


def top_of_graveyard(game: "Game", player: str | None) -> "GameObject | None":
    cards = [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == player]
    return max(cards, key=lambda o: o.position) if cards else None


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":
        return []

    def full_text(ch: "Characteristics", o: "GameObject") -> None:
        for ability in ch.abilities:
            if ability.kind == "static" and ability.spec.get("rule") == "full_text_of_top_creature_card":
                top = top_of_graveyard(game, o.controller)
                if top is None or "creature" not in characteristics(game, top, upto="4").card_types:
                    return
                text = characteristics(game, top, upto="2")
                extra = parse_granted(ability.spec["extra_text"], text.name)
                for attr in ("name", "mana_cost", "color_indicator", "card_types", "subtypes", "supertypes",
                             "power", "toughness", "loyalty", "defense"):
                    setattr(ch, attr, getattr(text, attr))
                ch.colors = sorted(set(colors_of_mana_cost(text.mana_cost)) | set(text.color_indicator))
                ch.abilities = list(text.abilities) + extra
                return

    return [ContinuousEffect("3", obj.timestamp, {(obj.id, obj.incarnation)}, full_text,
                             source=obj.id, description="full text of the top creature card (612.6)")]


provides(_effects, "3")


#: The words a text-changing effect may replace (612.2): basic land types and color words.
WORDS = {"basic land type": ("plains", "island", "swamp", "mountain", "forest"),
         "color word": ("white", "blue", "black", "red", "green")}


def word_swap_effect(game: "Game", obj: "GameObject", old: str, new: str, source: str) -> ContinuousEffect:
    """612.2: "replace all instances of one basic land type [or color word] with another" in the
    object's rules text (Magical Hack, Sleight of Mind), in layer 3. Not copiable (707.2)."""
    def swap(text: str) -> str:
        return re.sub(rf"\b{old}", lambda m: new.capitalize() if m[0][0].isupper() else new, text, flags=re.IGNORECASE)

    def apply(ch: "Characteristics", o: "GameObject") -> None:
        out = []
        for ability in ch.abilities:
            changed = swap(ability.text)
            out.extend([ability] if changed == ability.text else parse_line(changed, ch.name))
        ch.abilities = out

    return ContinuousEffect("3", game.next_timestamp(), {(obj.id, obj.incarnation)}, apply, source=source,
                            description=f"{old} -> {new}")
