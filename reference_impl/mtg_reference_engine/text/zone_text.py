"""Oracle templates of effects that move the object they're on out of a zone other than the
battlefield: "return this card from your graveyard to the battlefield tapped" (113.6m: such an
ability functions only in that zone), and "return target permanent card from your graveyard to your
hand" (115.1, 400.7). The rules: rules/zone_abilities.py.
"""

from __future__ import annotations

import re
from typing import Any

from .wording import SELF

ZONES = {"your graveyard": "graveyard", "your hand": "hand"}
#: 110.4b: a permanent card is a card that could be put onto the battlefield
PERMANENT_TYPES = ["artifact", "battle", "creature", "enchantment", "land", "planeswalker"]
CARD_TYPES = PERMANENT_TYPES + ["instant", "sorcery"]


def _search_quality(what: str) -> dict[str, Any] | None:
    """The stated quality of the card searched for (701.23b), or None when not understood."""
    if m := re.fullmatch(r"a card with mana value less than or equal to the number of (?P<what>[a-z]+)s you control", what):
        if m["what"] in CARD_TYPES:
            return {"mana_value_at_most_count": {"types": [m["what"]], "controller": "you"}}
    if m := re.fullmatch(r"an? (?P<type>[a-z]+) card", what):
        if m["type"] in CARD_TYPES:
            return {"types": [m["type"]]}
    return None


def parse_effect(t: str) -> dict[str, Any] | None:
    if m := re.fullmatch(r"return this card from (?P<zone>your graveyard|your hand) to the battlefield"
                         r"(?P<tapped> tapped)?\.", t):
        return {"type": "return_self_to_battlefield", "moves_self_from": ZONES[m["zone"]],
                "tapped": bool(m["tapped"]), "targets": []}
    if m := re.fullmatch(r"return target (?P<what>[a-z]+(?: or [a-z]+)?) card from your graveyard to your hand\.", t):
        words = m["what"].split(" or ")
        types = PERMANENT_TYPES if words == ["permanent"] else words
        if all(w in CARD_TYPES for w in types):
            return {"type": "return_card_to_hand",
                    "targets": [{"zone": "graveyard", "owner": "you", "types_any": list(types)}]}
    # 701.23a-b: "search your library for a card with mana value less than or equal to the number of
    # lands you control, reveal it, put it into your hand, then shuffle."
    if m := re.fullmatch(r"search your library for (?P<what>.+?), reveal it, put it into your hand, then shuffle\.", t):
        quality = _search_quality(m["what"])
        if quality is not None:
            return {"type": "search_library_to_hand", "quality": quality, "targets": []}
    # 121.2: "that player draws an additional card." (the player whose step it is)
    if t == "that player draws an additional card.":
        return {"type": "that_player_draws", "count": 1, "targets": []}
    # 701.23a-b, 406.3: "exile target artifact. search its controller's graveyard, hand, and library for all
    # cards with the same name as that artifact and exile them. then that player shuffles."
    if m := re.fullmatch(r"exile target (?P<what>[a-z]+)\. search its controller's graveyard, hand, and library for all "
                         r"cards with the same name as that (?P=what) and exile them\. then that player shuffles\.", t):
        if m["what"] in CARD_TYPES:
            return {"type": "exile_target_and_same_name", "targets": [{"types": [m["what"]]}]}
    # 701.20a, 701.23c: "target player reveals their hand, then you choose a card other than a basic land
    # card from it. search that player's graveyard, hand, and library for all cards with the same name as
    # the chosen card and exile them. then that player shuffles."
    if t == ("target player reveals their hand, then you choose a card other than a basic land card from it. search "
             "that player's graveyard, hand, and library for all cards with the same name as the chosen card and "
             "exile them. then that player shuffles."):
        return {"type": "exile_same_name_as_chosen", "not": {"supertypes": ["basic"], "types": ["land"]},
                "targets": [{"types": ["player"]}]}
    # 201.4a, 701.23: "choose an artifact card name. search target opponent's graveyard, hand, and library for
    # any number of cards with the chosen name and exile them. then that player shuffles."
    if m := re.fullmatch(r"choose an? (?P<what>[a-z]+) card name\. search target opponent's graveyard, hand, and library "
                         r"for any number of cards with the chosen name and exile them\. then that player shuffles\.", t):
        if m["what"] in CARD_TYPES:
            return {"type": "name_then_exile_any_number", "name_types": [m["what"]],
                    "targets": [{"types": ["player"], "controller": "opponent"}]}
    # 205.1b: "target permanent becomes an artifact in addition to its other types until end of turn."
    if m := re.fullmatch(r"target permanent becomes an? (?P<what>[a-z]+) in addition to its other types until end of turn\.", t):
        if m["what"] in PERMANENT_TYPES:
            return {"type": "add_type_until_eot", "card_types": [m["what"]], "targets": [{}]}
    # 707.2, 707.9b: "exile target creature card from a graveyard. this creature becomes a copy of that
    # card, except it has this ability."
    if m := re.fullmatch(r"exile target (?P<what>[a-z]+) card from a graveyard\. " + SELF
                         + r" becomes a copy of that card(?:, except (?P<except>.+))?\.", t):
        from .oracle import parse_exceptions

        if m["what"] in CARD_TYPES:
            exceptions = parse_exceptions(m["except"])
            if not any("unparsed" in e for e in exceptions):
                return {"type": "exile_card_then_become_copy", "exceptions": exceptions,
                        "targets": [{"zone": "graveyard", "types_any": [m["what"]]}]}
    return None
