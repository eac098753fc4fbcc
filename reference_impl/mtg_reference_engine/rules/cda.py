"""Characteristic-defining abilities (604.3): applied first within their layer (613.3), in every
zone, and only while the object has them at that layer — so a copy effect with an exception that
sets power and toughness leaves them out (707.9d), and a copy effect can give them (707.2).

* changeling (702.73a): "This object is every creature type" — layer 4;
* "[This] is all colors." (Transguild Courier) — layer 5;
* "[This]'s power is equal to ..." (Tarmogoyf, Minion of the Wastes) — layer 7a.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.creature_types import CREATURE_TYPES
from ..state.layers import ContinuousEffect, characteristics, provides
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "cda_pt", "cda_color")
executes("keyword", "changeling")


CDA_TIMESTAMP = -1  # 613.3: CDAs apply before the other effects of their layer


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    me = {(obj.id, obj.incarnation)}

    def every_type(ch: "Characteristics", o: "GameObject") -> None:
        if any(a.kind == "keyword" and a.spec.get("keyword") == "changeling" for a in ch.abilities):
            ch.subtypes = list(ch.subtypes) + [t for t in CREATURE_TYPES if t not in ch.subtypes]

    def define_color(ch: "Characteristics", o: "GameObject") -> None:
        for ability in ch.abilities:
            if ability.kind == "static" and ability.spec.get("rule") == "cda_color":
                ch.colors = list(ability.spec["colors"])
            elif ability.kind == "keyword" and ability.spec.get("keyword") == "devoid":
                ch.colors = []  # 702.114a: "This object is colorless."

    def define_pt(ch: "Characteristics", o: "GameObject") -> None:
        for ability in ch.abilities:
            # 604.3a: an ability an effect grants is no characteristic-defining ability (the effect
            # that grants it sets the values, 613.4b: rules/ability_effects.py)
            if ability.kind == "static" and ability.spec.get("rule") == "cda_pt" \
                    and getattr(ability, "origin", "printed") != "granted":
                if ability.spec["count"] == "exiled_cards_total":
                    ch.power, ch.toughness = _exiled_totals(game, o)
                    continue
                n = _count(game, o, ability.spec["count"])
                dp, dt = ability.spec.get("plus", [0, 0])
                ch.power, ch.toughness = n + dp, n + dt

    return [ContinuousEffect("4", CDA_TIMESTAMP, me, every_type, description="changeling (702.73a)"),
            ContinuousEffect("5", CDA_TIMESTAMP, me, define_color, description="color-defining ability (604.3)"),
            ContinuousEffect("7a", CDA_TIMESTAMP, me, define_pt, description="P/T-defining ability (604.3)")]


def _exiled_totals(game: "Game", obj: "GameObject") -> tuple[int, int]:
    """607.2a: the total power and toughness of the cards the object's "as enters" ability exiled,
    still in exile as those objects (400.7)."""
    power = toughness = 0
    for oid, incarnation in getattr(obj, "exiled_as_entering", []) or []:
        card = game.objects.get(oid)
        if card is None or card.zone != "exile" or card.incarnation != incarnation:
            continue
        ch = characteristics(game, card)
        power += ch.power if isinstance(ch.power, int) else 0
        toughness += ch.toughness if isinstance(ch.toughness, int) else 0
    return power, toughness


def _count(game: "Game", obj: "GameObject", what: str) -> int:
    if what == "card_types_in_graveyards":
        types: set[str] = set()
        for o in game.objects.values():
            if o.zone == "graveyard":
                types.update(characteristics(game, o, upto="4").card_types)
        return len(types)
    if what == "creature_cards_in_your_graveyard":  # its controller's graveyard (or owner's, off the battlefield)
        player = obj.controller or obj.owner
        return sum(1 for o in game.objects.values() if o.zone == "graveyard" and o.owner == player
                   and "creature" in characteristics(game, o, upto="4").card_types)
    if what == "life_paid":
        # 607.2g: the life paid as this object entered; none was paid for an object that didn't
        # enter with this ability (a text-changed or copied permanent): 0 (208.2a).
        return int(obj.chosen.get("life_paid", 0))
    if what == "creatures_chosen_player_controls":
        # 208.2a: a number that can't be determined (no chosen player: the object isn't on the
        # battlefield, or it entered without this ability) is 0
        player = obj.chosen.get("opponent") or obj.chosen.get("player")
        if player is None:
            return 0
        return sum(1 for p in game.battlefield()
                   if p.controller == player and "creature" in characteristics(game, p, upto="4").card_types)
    if what == "cards_in_your_hand":
        # 208.2a: it functions everywhere; "you" is its controller, or its owner where it has none
        player = obj.controller or obj.owner
        return sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == player)
    raise ValueError(f"unknown count {what}")  # pragma: no cover - oracle produces the ones above


provides(_effects, "4")
