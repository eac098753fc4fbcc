"""Static abilities that refer to a choice made as the permanent entered (607.2d, 614.12):
"This creature is the chosen type in addition to its other types" (layer 4) and "Other creatures
you control of the chosen type get +1/+1" (layer 7c), as on Adaptive Automaton.

The choice is the permanent's own (607.2d: the abilities are linked), so a copy uses the choice
its controller made as the copy entered (707.6, 707.7). Their effects apply while the source has
the ability (611.3a), with the source's timestamp (613.7a); which objects they affect is decided
at the layer where they apply.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.creature_types import CREATURE_TYPES
from ..state.layers import ContinuousEffect, characteristics, per_state, provides
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "is_chosen_type")


CHOICE = "creature_type"


def _chosen(obj: "GameObject") -> str | None:
    """The chosen creature type as the CR spells it (205.3m): "bear" -> "Bear", "time lord" -> "Time Lord"."""
    value = obj.chosen.get(CHOICE)
    if not value:
        return None
    return next((t for t in CREATURE_TYPES if t.lower() == value.lower()), value[0].upper() + value[1:])


def _self_effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":
        return []

    def is_chosen_type(ch: "Characteristics", o: "GameObject") -> None:
        chosen = _chosen(o)
        if chosen and chosen not in ch.subtypes and any(
                a.kind == "static" and a.spec.get("rule") == "is_chosen_type" for a in ch.abilities):
            ch.subtypes = list(ch.subtypes) + [chosen]

    return [ContinuousEffect("4", obj.timestamp, {(obj.id, obj.incarnation)}, is_chosen_type, source=obj.id,
                             description="is the chosen type")]


def _anthem_effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    """Effects of other permanents' "... of the chosen type get +N/+N" abilities on ``obj``."""
    if obj.zone != "battlefield" or getattr(game, "_in_chosen_type_sources", False):
        return []
    game._in_chosen_type_sources = True  # a source's abilities, computed without these effects
    try:
        sources = per_state(game, "chosen_type_anthems", lambda: [
            (s, a) for s in game.battlefield() for a in characteristics(game, s, upto="6").abilities
            if a.kind == "static" and a.spec.get("rule") == "anthem" and a.spec.get("chosen_type")])
    finally:
        game._in_chosen_type_sources = False
    out = []
    for source, ability in sources:
        spec = ability.spec
        if spec.get("other") and source is obj:
            continue
        chosen = _chosen(source)

        def pump(ch: "Characteristics", o: "GameObject", spec=spec, chosen=chosen, source=source) -> None:
            flt = spec["filter"]
            if not chosen or chosen not in ch.subtypes:
                return
            if not all(t in ch.card_types for t in flt.get("types", [])):
                return
            if flt.get("controller") == "you" and o.controller != source.controller:
                return
            if ch.power is not None and ch.toughness is not None:
                ch.power += spec["power"]
                ch.toughness += spec["toughness"]

        out.append(ContinuousEffect("7c", source.timestamp, {(obj.id, obj.incarnation)}, pump, source=source.id,
                                    description=f"{spec['power']:+d}/{spec['toughness']:+d} for the chosen type"))
    return out


provides(_self_effects, "4")
provides(_anthem_effects, "7c", guard="_in_chosen_type_sources")
