"""Oracle templates of effects on players and groups for the turn (the rules: rules/turn_effects.py):
"this spell can't be countered", "... until end of turn" for a group, "if an opponent has cast ...",
"prevent all combat damage that would be dealt this turn" (615.1a)."""

from __future__ import annotations

import re
from typing import Any

COLORS = ("white", "blue", "black", "red", "green")


def parse_static(s: str):
    """'This spell can't be countered.': a static ability that works while the card is a spell."""
    if s == "this spell can't be countered.":
        return "static", {"rule": "cant_be_countered_self"}
    return None


def parse_effect(t: str) -> dict[str, Any] | None:
    from .oracle import _keyword_list, parse_effect as parse_any

    if m := re.fullmatch(r"(?P<effect>[^.]+?) if an opponent has cast (?P<what>a spell|an? [a-z ]+? spell) this turn\.", t):
        inner = parse_any(m["effect"] + ".")
        spell = _spell_filter(m["what"])
        if inner is None or spell is None:
            return None
        return {"type": "if_cast_this_turn", "by": "opponent", "spell": spell, "effect": inner,
                "targets": list(inner.get("targets", []))}
    if re.fullmatch(r"prevent all combat damage that would be dealt this turn\.", t):
        return {"type": "prevent_combat_damage_this_turn", "targets": []}  # 615.1a
    if m := re.fullmatch(r"(?P<what>[a-z]+)s you control get (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.", t):
        from .oracle import parse_filter

        return {"type": "modify_pt_group", "permanents": parse_filter(m["what"] + " you control"),
                "power": int(m["p"]), "toughness": int(m["t"]), "duration": "end_of_turn", "targets": []}
    # 613.1d, 613.4b: "Until end of turn, target land becomes a 3/3 creature that's still a land."
    if m := re.fullmatch(r"until end of turn, target land becomes an? (?P<p>\d+)/(?P<t>\d+) creature that's still a "
                         r"land\.", t):
        return {"type": "animate_target", "power": int(m["p"]), "toughness": int(m["t"]), "add_types": ["creature"],
                "duration": "end_of_turn", "targets": [{"types": ["land"]}]}
    # 613.6: "Until end of turn, this land becomes a black and green Plant Zombie creature with '...'. It's
    # still a land." — types (4), colors (5), the quoted ability (6) and the power and toughness it sets (7b)
    if m := re.fullmatch(r"until end of turn, this land becomes an? (?P<colors>(?:white|blue|black|red|green)"
                         r"(?: and (?:white|blue|black|red|green))*) (?P<subs>(?:[A-Z][a-z]+ )+)creature with "
                         r"\"(?P<quoted>[^\"]+)\" [Ii]t's still a land\.", t):
        return {"type": "animate_self_with_ability", "colors": m["colors"].split(" and "),
                "subtypes": m["subs"].split(), "gain_ability_text": m["quoted"], "duration": "end_of_turn",
                "targets": []}
    # 613.6: "each noncreature artifact you control becomes a 4/4 artifact creature until end of turn" —
    # type (layer 4) and power/toughness (7b) for the same permanents, chosen as it resolves (611.2c)
    if m := re.fullmatch(r"each noncreature artifact you control becomes an? (?P<p>\d+)/(?P<t>\d+) artifact creature "
                         r"until end of turn\.", t):
        return {"type": "animate_group", "permanents": {"types": ["artifact"], "not_types": ["creature"],
                                                        "controller": "you"},
                "card_types": ["artifact", "creature"], "power": int(m["p"]), "toughness": int(m["t"]),
                "duration": "end_of_turn", "targets": []}
    # 613.4b: "Creatures your opponents control have base power and toughness 0/1 until end of turn."
    if m := re.fullmatch(r"creatures (?P<who>you|your opponents) control have base power and toughness "
                         r"(?P<p>\d+)/(?P<t>\d+) until end of turn\.", t):
        return {"type": "set_base_pt_group",
                "permanents": {"types": ["creature"], "controller": "you" if m["who"] == "you" else "opponent"},
                "power": int(m["p"]), "toughness": int(m["t"]), "duration": "end_of_turn", "targets": []}
    if re.fullmatch(r"spells you control can't be countered this turn\.", t):
        return {"type": "cant_be_countered_this_turn", "spells": {"controller": "you"}, "targets": []}
    if m := re.fullmatch(r"(?P<who>you|(?:you and )?[a-z]+s you control) gains? (?P<kw>.+?) until end of turn\.", t):
        who = m["who"]
        kws = _keyword_list(m["kw"])  # 702.11f, 702.16g: "from A and from B" is two abilities
        if kws is None:
            return None
        group = re.sub(r"^you(?: and )?", "", who)
        effect: dict[str, Any] = {"type": "gain_keywords_group", "keywords": kws, "duration": "end_of_turn",
                                  "player": who == "you" or who.startswith("you and "), "targets": []}
        if group:
            from .oracle import parse_filter

            effect["permanents"] = parse_filter(re.sub(r"s( you control)$", r"\1", group))
        return effect
    return None


def _spell_filter(what: str) -> dict[str, Any] | None:
    """'a spell', 'a blue or black spell', 'an instant or sorcery spell'."""
    from .oracle import CARD_TYPES

    words = re.sub(r"^an? ", "", what)[: -len("spell")].strip()
    if not words:
        return {}
    parts = words.split(" or ")
    if all(p in COLORS for p in parts):
        return {"colors_any": parts}
    if all(p in CARD_TYPES for p in parts):
        return {"types_any": parts}
    return None
