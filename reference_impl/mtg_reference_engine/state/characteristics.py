"""Characteristics (CR 109.3) and the values printed on a card.

An object's characteristics are name, mana cost, color, color indicator, card type, subtype,
supertype, rules text (as abilities), power, toughness, loyalty and defense. The printed values
come from the card pool; continuous effects (see ``layers``) turn them into the current ones.
"""

from __future__ import annotations

import copy
import re
from dataclasses import dataclass, field
from typing import Any

from ..text.oracle import Ability

COLOR_BY_SYMBOL = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}
COLOR_ORDER = ("white", "blue", "black", "red", "green")


def colors_of_mana_cost(mana_cost: str) -> list[str]:
    """105.2, 202.2: an object's color comes from the colored mana symbols in its mana cost."""
    found: set[str] = set()
    for sym in re.findall(r"\{([^}]+)\}", mana_cost):
        for part in sym.split("/"):
            if part in COLOR_BY_SYMBOL:
                found.add(COLOR_BY_SYMBOL[part])
    return [c for c in COLOR_ORDER if c in found]


def _int_or_none(value: Any) -> int | None:
    if value is None:
        return None
    try:
        return int(value)
    except (TypeError, ValueError):
        return 0  # '*' with no characteristic-defining ability in play: 0 (208.2a)


@dataclass
class Characteristics:
    name: str = ""
    mana_cost: str = ""
    colors: list[str] = field(default_factory=list)
    color_indicator: list[str] = field(default_factory=list)
    card_types: list[str] = field(default_factory=list)
    subtypes: list[str] = field(default_factory=list)
    supertypes: list[str] = field(default_factory=list)
    abilities: list[Ability] = field(default_factory=list)
    power: int | None = None
    toughness: int | None = None
    loyalty: int | None = None
    defense: int | None = None
    flip_half: "Characteristics | None" = None  # 710.1b: a flip card's alternative characteristics

    def clone(self) -> "Characteristics":
        """A copy whose lists can be changed freely (abilities themselves are shared)."""
        out = object.__new__(Characteristics)
        values = out.__dict__ = self.__dict__.copy()
        for k, v in values.items():
            if type(v) is list:
                values[k] = v.copy()
        return out

    def is_type(self, card_type: str) -> bool:
        return card_type in self.card_types

    @classmethod
    def from_card(cls, card: dict[str, Any]) -> "Characteristics":
        """The printed values of a card-pool entry (its front face). 709.4: a split card's are its two
        halves' combined (its entry's combined mana cost, types and colors; both halves' abilities)."""
        if card.get("layout") == "split" and len(card.get("faces") or []) > 1:
            halves = [cls.from_card(face) for face in card["faces"]]
            combined = cls.from_card({**card, "layout": "normal", "oracle_text": ""})
            combined.name = card["name"]  # 709.4a: both names
            combined.abilities = [a for half in halves for a in half.abilities]  # 709.4c
            combined.card_types = sorted({t for half in halves for t in half.card_types})
            return combined
        indicator = list(card.get("color_indicator") or [])
        mana_cost = card.get("mana_cost", "")
        colors = sorted(set(colors_of_mana_cost(mana_cost)) | set(indicator), key=COLOR_ORDER.index)
        if card.get("layout") == "token":  # 111.3: the effect that made the token defines its colors
            colors = [c for c in COLOR_ORDER if c in card.get("colors", [])]
        abilities = _parsed(card.get("oracle_text", ""), card["name"],
                            any(t in ("instant", "sorcery") for t in card.get("card_types") or []))
        from ..text.station import printed_box  # 721.2b-c (branch station): a station card's P/T box

        power, toughness = printed_box(abilities, card.get("power"), card.get("toughness"))
        return cls(
            name=card["name"].split(" // ")[0],
            mana_cost=mana_cost,
            colors=colors,
            color_indicator=indicator,
            card_types=list(card.get("card_types", [])),
            subtypes=list(card.get("subtypes", [])),
            supertypes=list(card.get("supertypes", [])),
            abilities=abilities,
            power=_int_or_none(power),
            toughness=_int_or_none(toughness),
            loyalty=_int_or_none(card.get("loyalty")),
            defense=_int_or_none(card.get("defense")),
            flip_half=(cls.from_card(card["faces"][1]) if card.get("layout") == "flip" and len(card.get("faces") or []) > 1
                       else None),
        )


_PARSED: dict[tuple[str, str, bool], list[Ability]] = {}


def _parsed(text: str, name: str, is_spell: bool = False) -> list[Ability]:
    """The face's abilities (``support.abilities_of``: the template parser's, the grammar's tree for
    the lines only it reads): parsed once, then each object gets its own copy of the abilities (an
    ability's identity matters: linked abilities, "this ability")."""
    from .support import abilities_of

    key = (text, name, is_spell)
    found = _PARSED.get(key)
    if found is None:
        found = _PARSED[key] = abilities_of(text, name, is_spell)
        for a in found:  # branch names: the name its text calls its object by (201.5, 201.5b)
            a.self_name = name
    return copy.deepcopy(found)


def face_down_characteristics() -> Characteristics:
    """708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost."""
    return Characteristics(card_types=["creature"], power=2, toughness=2)
