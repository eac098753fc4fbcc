"""Auras and Equipment: enchant (702.5, 303.4), equip (702.6, 301.5), and the state-based actions
for illegal attachments (704.5m, 704.5n), including protection's (702.16c-d).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from . import enchant, statics  # noqa: F401 - statics registers its layer effects
from ..state import keywords
from ..text.oracle import parse_filter
from .protection import protected_from
from ..state.support import checks, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "enchant")


def enchant_specs(ch: "Characteristics") -> list[dict[str, Any]]:
    """702.5a: what an Aura can target and enchant, one filter per enchant ability."""
    out = []
    for spec in keywords.keyword_specs(ch, "enchant"):
        what = spec["what"]
        special = enchant.enchant_spec(what)  # a card in a graveyard; "put onto the battlefield with"
        if special is not None:
            out.append(special)
            continue
        if what == "player":
            out.append({"types": ["player"]})
            continue
        flt = parse_filter(what)
        types = flt.get("types", [])
        if types and types[0] not in CARD_TYPES:  # "Enchant Forest": a subtype
            flt.pop("unparsed", None)
            flt["types"] = ["land"] if types[0] in LAND_TYPES else []
            flt["subtypes"] = [types[0][0].upper() + types[0][1:]]
        out.append(flt)
    return out


CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker", "permanent")
LAND_TYPES = ("forest", "island", "mountain", "plains", "swamp")


def aura_target_specs(ch: "Characteristics") -> list[dict[str, Any]]:
    """303.4a: an Aura spell targets what its enchant ability allows. 702.5c: with several enchant
    abilities the one target must match them all."""
    if "Aura" not in ch.subtypes:
        return []
    specs = enchant_specs(ch)
    if not specs:
        return []
    merged: dict[str, Any] = {}
    for spec in specs:
        for key, value in spec.items():
            merged[key] = sorted(set(merged.get(key, [])) | set(value)) if isinstance(value, list) else value
    return [merged]


def _matches(game: "Game", spec: dict[str, Any], who: dict[str, str], controller: str | None,
             aura: "GameObject | None" = None) -> bool:
    if "player" in who:
        return spec.get("types") == ["player"]  # 702.5d
    if spec.get("types") == ["player"]:
        return False  # 702.5d: an Aura that enchants a player can't be attached to a permanent
    obj = game.objects.get(who["object"])
    if obj is None:
        return False
    special = enchant.matches(game, spec, obj, aura)
    if special is not None:
        return special
    if obj.zone != "battlefield":
        return False
    if not all(st in game.chars(obj).subtypes for st in spec.get("subtypes", [])):
        return False
    return game.matches(obj, {k: v for k, v in spec.items() if k != "subtypes"}, controller)


def can_enchant(game: "Game", aura: "GameObject", who: dict[str, str], new: bool = False) -> bool:
    """Whether the Aura may enchant ``who``: stay attached (the state-based check), or, with ``new``,
    become attached to it. 702.16n: "this effect doesn't remove" Auras only keeps those already
    attached; a new Aura with the quality still can't be attached (702.16c)."""
    ch = game.chars(aura)
    # 702.5c: with several enchant abilities, what it enchants must match all of them.
    if not all(_matches(game, s, who, aura.controller, aura) for s in enchant_specs(ch)):
        return False
    return not protected_from(game, who, ch, aura, aura.controller, aura=None if new else aura)  # 702.16c, 702.16n


def can_equip(game: "Game", equipment: "GameObject", obj: "GameObject", as_creature: bool = False) -> bool:
    """301.5c: Equipment can be attached only to a creature (702.6e: equip planeswalker attaches to
    a planeswalker as though it were a creature); 702.16d: not one with protection from it."""
    types = game.chars(obj).card_types
    if obj.zone != "battlefield" or not ("creature" in types or (as_creature and "planeswalker" in types)):
        return False
    return not protected_from(game, {"object": obj.id}, game.chars(equipment), equipment, equipment.controller,
                              aura=equipment)  # 702.16p: an Equipment can be kept too


def attach(game: "Game", obj: "GameObject", to: str) -> None:
    """701.3a: attach; 613.7e: an Aura or Equipment gets a new timestamp when it becomes attached."""
    obj.attached_to = to
    obj.timestamp = game.next_timestamp()
    from .copy import start_static_copy_effects

    start_static_copy_effects(game, obj)  # 707.2c


def attach_self(game: "Game", item: "StackItem", source: "GameObject | None") -> None:
    """The equip ability's effect (702.6a): attach the Equipment to the target creature, if the
    Equipment is still on the battlefield and the target is still legal (701.3b)."""
    if source is None or source.zone != "battlefield" or not item.targets:
        return
    target = game.obj(item.targets[0]["object"])
    as_creature = item.ability.spec["effect"]["targets"][0].get("types") == ["planeswalker"]  # 702.6e
    if source.attached_to == target.id or not can_equip(game, source, target, as_creature):
        return
    attach(game, source, target.id)


def _who(game: "Game", attached_to: str) -> dict[str, str]:
    return {"player": attached_to} if attached_to in game.players else {"object": attached_to}


def state_based(game: "Game") -> tuple[list["GameObject"], list["GameObject"]]:
    """704.5m: an Aura attached to an illegal object or player, or not attached, goes to its owner's
    graveyard. 704.5n: Equipment attached to an illegal permanent becomes unattached."""
    auras_out, unattach = [], []
    for perm in game.battlefield():
        ch = game.chars(perm)
        if "Aura" in ch.subtypes:
            if perm.attached_to is None or not can_enchant(game, perm, _who(game, perm.attached_to)):
                from .cast_keywords import unbestow

                if not unbestow(game, perm):  # 702.103f: a bestowed Aura becomes a creature instead
                    auras_out.append(perm)
        elif "Equipment" in ch.subtypes and perm.attached_to is not None:
            target = game.objects.get(perm.attached_to)
            if target is None or not can_equip(game, perm, target):
                unattach.append(perm)
    return auras_out, unattach


def enchant_understood(spec: dict[str, Any]) -> str | None:
    """702.5a: the enchant qualities :func:`enchant_specs` reads: a card-type filter, "player", a
    single subtype ("Enchant Forest"), and enchant's own special ones."""
    what = spec.get("what", "").lower()
    if what == "player" or enchant.enchant_spec(what) is not None or re.fullmatch(r"[a-z-]+", what):
        return None
    if "unparsed" in parse_filter(what):
        return f"enchant {what!r} is not a quality the engine reads"
    return None


checks("keyword", "enchant", enchant_understood)
