"""Continuous effects of static abilities (604.1, 611.3): generated from the permanents on the
battlefield each time characteristics are computed, so they apply exactly while their source has
the ability (611.3a), with the source's timestamp (613.7a; an Aura or Equipment gets a new one when
it becomes attached, 613.7e).

Simplification: a static ability's source is examined with its characteristics computed without
other static abilities (no dependency ordering, 613.8); no current scenario needs more.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.layers import ContinuousEffect, characteristics, per_state, provides
from ..text.oracle import Ability, keyword_ability, parse_granted
from .entering import chosen_value
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "all_lose_abilities", "attached_grant", "attached_types", "lands_are_creatures",
         "group_has_keywords", "attached_grant_equipment_ability")


def static_effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if getattr(game, "_in_statics", False) or obj.zone != "battlefield":
        return []
    game._in_statics = True
    try:
        return list(_effects_on(game, obj))
    finally:
        game._in_statics = False


RULES = ("attached_grant", "attached_types", "all_lose_abilities", "lands_are_creatures", "group_has_keywords",
         "attached_grant_equipment_ability")


def _sources(game: "Game") -> list[tuple["GameObject", "Ability"]]:
    """Every permanent's static abilities of these rules, examined without this module's effects
    (its guard is set), in timestamp order: found once while the state doesn't change."""
    return per_state(game, "statics", lambda: [
        # abilities are final after layer 6: layer 7 changes only power and toughness (613.4)
        (source, ability) for source in game.battlefield()
        for ability in characteristics(game, source, upto="6").abilities
        if ability.kind == "static" and ability.spec.get("rule") in RULES])


def _effects_on(game: "Game", obj: "GameObject"):
    me = (obj.id, obj.incarnation)
    for source, ability in _sources(game):
        spec = ability.spec
        rule = spec.get("rule")
        if rule == "attached_grant" and source.attached_to == obj.id:
            yield from _grant(game, source, obj, spec, me)
        elif rule == "attached_grant_equipment_ability" and source.attached_to == obj.id:
            # the Aura gives the enchanted Equipment the quoted ability (layer 6, the Aura's timestamp)
            granted = parse_granted(spec["gain_ability_text"])

            def gain(ch: "Characteristics", o: "GameObject", spec=spec, granted=granted) -> None:
                if all(t in ch.subtypes for t in spec.get("if_subtypes", [])):
                    ch.abilities = ch.abilities + granted

            yield ContinuousEffect("6", source.timestamp, {me}, gain, source=source.id,
                                   description="has " + spec["gain_ability_text"])
        elif rule == "attached_grant_equipment_ability" and source.attached_to \
                and (equipment := game.objects.get(source.attached_to)) is not None \
                and equipment.zone == "battlefield" and equipment.attached_to == obj.id:
            # 613.7a: the granted ability's effect has the later of the Equipment's timestamp and the
            # timestamp of the effect that granted it; when the Equipment gets a new timestamp, the
            # order of its abilities' effects stays the same (the granted one after its own)
            for granted in parse_granted(spec["gain_ability_text"]):
                gspec = granted.spec
                if granted.kind != "static" or gspec.get("rule") != "attached_grant" or gspec["attached"] != "equipped":
                    continue
                if "Equipment" not in characteristics(game, equipment, upto="4").subtypes:
                    continue
                ts = max(source.timestamp, equipment.timestamp) + 0.5
                for effect in _grant(game, equipment, obj, gspec, me):
                    effect.timestamp = ts
                    yield effect
        elif rule == "attached_types" and source.attached_to == obj.id:
            yield ContinuousEffect("4", source.timestamp, {me}, _retype(spec), source=source.id,
                                   description="types " + str(spec))
        elif rule == "lands_are_creatures":
            # "All [Forests | lands] are 1/1 creatures that are still lands.": a type-changing effect
            # (layer 4) and a power/toughness-setting one (7b), with the source's timestamp (613.6)
            def is_one(ch: "Characteristics", spec=spec) -> bool:
                return "land" in ch.card_types and all(t in ch.subtypes for t in spec.get("subtypes", []))

            def become(ch: "Characteristics", o: "GameObject", is_one=is_one) -> None:
                if is_one(ch) and "creature" not in ch.card_types:
                    ch.card_types = ch.card_types + ["creature"]

            def set_pt(ch: "Characteristics", o: "GameObject", is_one=is_one, spec=spec) -> None:
                if is_one(ch):
                    ch.power, ch.toughness = spec["power"], spec["toughness"]

            yield ContinuousEffect("4", source.timestamp, {me}, become, source=source.id,
                                   description="lands are creatures")
            yield ContinuousEffect("7b", source.timestamp, {me}, set_pt, source=source.id,
                                   description=f"lands are {spec['power']}/{spec['toughness']}")
        elif rule == "group_has_keywords" and obj.controller == source.controller \
                and not (spec["another"] and obj is source):
            # "[Other] artifact creatures you control have flying": the types as of layer 4 (613.1f)
            granted = [keyword_ability(k) for k in spec["keywords"]]

            def has(ch: "Characteristics", o: "GameObject", spec=spec, granted=granted) -> None:
                if all(t in ch.card_types for t in spec["types"]):
                    ch.abilities = ch.abilities + granted

            yield ContinuousEffect("6", source.timestamp, {me}, has, source=source.id,
                                   description="has " + ", ".join(spec["keywords"]))
        elif rule == "all_lose_abilities":
            if all(t in game.chars(obj).card_types for t in spec["types"]):
                yield ContinuousEffect("6", source.timestamp, {me}, _lose_all, source=source.id,
                                       description="loses all abilities")


def _retype(spec: dict):
    def apply(ch: "Characteristics", o: "GameObject") -> None:
        ch.card_types = [t for t in ch.card_types if t not in spec["remove"]]
        ch.card_types += [t for t in spec["add"] if t not in ch.card_types]
    return apply


def _lose_all(ch: "Characteristics", o: "GameObject") -> None:
    ch.abilities = []


def _grant(game: "Game", source: "GameObject", obj: "GameObject", spec: dict, me: tuple[str, int]):
    if spec.get("if_types") and not all(t in characteristics(game, obj, upto="4").card_types
                                        for t in spec["if_types"]):
        return  # 611.3a: "as long as enchanted permanent is a creature"
    if spec.get("lose_keywords"):
        from .ability_removal import remover

        yield ContinuousEffect("6", source.timestamp, {me}, remover(spec["lose_keywords"]), source=source.id,
                               description="loses " + ", ".join(spec["lose_keywords"]))
    if spec.get("keywords"):
        texts = [t.replace("the chosen color", chosen_value(game, source, "color") or "the chosen color")
                 for t in spec["keywords"]]  # the Aura's own "as enters" choice
        granted: list[Ability] = [keyword_ability(text) for text in texts]
        if spec.get("doesnt_remove"):  # 702.16n, 702.16p: remembered on the protection it grants
            extra: dict = {"doesnt_remove": spec["doesnt_remove"], "granted_by": source.id}
            if spec["doesnt_remove"] == "already_attached":
                # 702.16p: the permanents its controller controls attached when the effect began
                # (when this Aura became attached, 613.7e), itself included.
                extra["keep_ids"] = [p.id for p in game.battlefield() if p.attached_to == obj.id
                                     and p.controller == source.controller and p.timestamp <= source.timestamp]
            for ability in granted:
                ability.spec = {**ability.spec, **extra}

        def add(ch: "Characteristics", o: "GameObject", granted: list[Ability] = granted) -> None:
            ch.abilities = ch.abilities + granted

        yield ContinuousEffect("6", source.timestamp, {me}, add, source=source.id,
                               description="has " + ", ".join(spec["keywords"]))
    if spec.get("power") or spec.get("toughness"):
        dp, dt = spec.get("power", 0), spec.get("toughness", 0)

        def pump(ch: "Characteristics", o: "GameObject", dp: int = dp, dt: int = dt) -> None:
            if ch.power is not None and ch.toughness is not None:
                ch.power += dp
                ch.toughness += dt

        yield ContinuousEffect("7c", source.timestamp, {me}, pump, source=source.id,
                               description=f"{dp:+d}/{dt:+d}")


provides(static_effects, "4", guard="_in_statics")
