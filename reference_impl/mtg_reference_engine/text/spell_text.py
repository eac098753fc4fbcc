"""Oracle templates of instants, sorceries and the abilities around them: modes (700.2), additional
costs (601.2b, 601.2f), damage (120), tokens (111), countering (701.6), copying spells and
abilities (707.10), "whenever you cast" triggers (603.2) and token-doubling replacements (614.1a).

``oracle`` calls in here for what its own templates don't know. Text arrives normalized by
``oracle._normalize``: lowercase sentence starts, the card's own name as "this permanent".
"""

from __future__ import annotations

import re
from typing import Any

from .wording import SELF

COLOR_WORDS = ("white", "blue", "black", "red", "green")
COUNT = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5}
ANY_TARGET = {"types": ["any"]}
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker", "sorcery")  # 115.4: creature, player, planeswalker or battle


def _filter(text: str) -> dict[str, Any]:
    from .oracle import parse_filter

    return parse_filter(text)


def _stack_filter(what: str, you: bool) -> dict[str, Any]:
    """'instant or sorcery' / 'permanent' / 'activated or triggered' -> a filter of stack objects."""
    spec: dict[str, Any] = {"zone": "stack"}
    words = [w for w in what.split(" or ")]
    if all(w in ("activated", "triggered") for w in words):
        spec["stack_kind"] = [f"{w}_ability" for w in words]
    else:
        spec["stack_kind"] = ["spell"]
        if words == ["permanent"]:
            spec["permanent"] = True
        elif words != [""]:
            spec["types_any"] = words
            if not all(w in CARD_TYPES for w in words):
                spec["unparsed"] = what  # "noncreature", "multicolored": not a filter the engine reads
    if you:
        spec["controller"] = "you"
    return spec


def parse_more_effect(t: str) -> dict[str, Any] | None:
    """Effects of spells and abilities that ``oracle.parse_effect`` doesn't know."""
    # 707.10: "copy target ... spell [you control][, except that the copy is red]. [You may choose new targets for the copy.]"
    if m := re.fullmatch(r"copy target (?P<what>[a-z ]*?) ?(?P<kind>spell|ability)(?P<you> you control)?"
                         r"(?:, except that the copy is (?P<color>white|blue|black|red|green))?\."
                         r"(?P<new> you may choose new targets for the copy\.)?", t):
        spec = _stack_filter(m["what"] if m["kind"] == "spell" else m["what"], bool(m["you"]))
        exceptions = [{"set_colors": [m["color"]]}] if m["color"] else []
        return {"type": "copy_target", "targets": [spec], "exceptions": exceptions, "new_targets": bool(m["new"])}
    # 707.10e: "create <token>, then copy that spell. The copy targets that token."
    if m := re.fullmatch(r"(?P<create>create .+?), then copy that spell\. the copy targets that token\.", t):
        token = parse_more_effect(m["create"] + ".")
        if token is None or token["type"] != "create_token":
            return None
        return {"type": "sequence", "steps": [token, {"type": "copy_triggering_spell", "new_target": "created_token"}],
                "targets": []}
    # 707.10d: "copy that spell for each other creature you control that the spell could target."
    if m := re.fullmatch(r"copy that spell for each (?P<what>[a-z ]+?) that the spell could target\. "
                         r"each copy targets a different one of those (?:creatures|permanents|players)\.", t):
        return {"type": "copy_for_each", "filter": _filter(re.sub(r"^other ", "another ", m["what"])), "targets": []}
    # 111: "create a 1/1 red Soldier creature token with haste."
    if m := re.fullmatch(r"create (?P<n>a|an|one|two|three) (?P<p>\d+)/(?P<t>\d+) (?P<colors>(?:white|blue|black|red|green|"
                         r"colorless)(?: and (?:white|blue|black|red|green))?) (?P<subtypes>(?:[A-Z][a-z]+ )+)"
                         r"(?P<types>(?:artifact )?creature) tokens?(?: with (?P<kw>[a-z ,]+))?\.", t):
        subtypes = m["subtypes"].split()
        colors = [] if m["colors"] == "colorless" else m["colors"].split(" and ")
        return {"type": "create_token", "count": COUNT[m["n"]], "targets": [],
                "token": {"name": " ".join(subtypes) + " Token",  # 111.4
                          "colors": colors, "card_types": m["types"].split(), "subtypes": subtypes,
                          "power": int(m["p"]), "toughness": int(m["t"]),
                          "keywords": [k.strip() for k in re.split(r",| and ", m["kw"] or "") if k.strip()]}}
    # 120: damage (a fixed amount to one target is oracle's "damage").
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+) damage to any target\. if this spell was kicked, "
                         r"it deals (?P<k>\d+) damage instead\.", t):
        return {"type": "damage_kicked", "amount": int(m["n"]), "kicked_amount": int(m["k"]),
                "targets": [dict(ANY_TARGET)]}
    if re.fullmatch(SELF + r" deals damage equal to the sacrificed creature's power to any target\.", t):
        return {"type": "damage_sacrificed_power", "targets": [dict(ANY_TARGET)]}
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+|[xX]) damage divided evenly, rounded down, among any number of targets\.", t):
        return {"type": "damage_divided_evenly", "amount": m["n"], "targets": [{**ANY_TARGET, "any_number": True}]}
    # Damage or life depending on the mana spent to cast the spell (Firespout, Dawnglow Infusion).
    if m := re.fullmatch(SELF + r" deals (?P<rest>.+ was spent to cast this spell)\.", t):
        parts = []
        for part in re.split(r" and (?=\d+ damage)", m["rest"]):
            mm = re.fullmatch(r"(?P<n>\d+) damage to each creature (?P<w>with|without) flying "
                              r"if \{(?P<c>[WUBRGC])\} was spent to cast this spell", part)
            if not mm:
                return None
            parts.append({"amount": int(mm["n"]), "flying": mm["w"] == "with", "mana": mm["c"]})
        return {"type": "damage_each_if_spent", "parts": parts, "targets": []}
    if m := re.fullmatch(r"you gain (?P<rest>.+ was spent to cast (?:this spell|it))\.", t):
        parts = []
        for part in re.split(r" and (?=(?:[xX]|\d+) life)", m["rest"]):
            mm = re.fullmatch(r"(?P<n>[xX]|\d+) life if \{(?P<c>[WUBRGC])\} was spent to cast (?:this spell|it)", part)
            if not mm:
                return None
            parts.append({"amount": mm["n"], "mana": mm["c"]})
        return {"type": "gain_life_if_spent", "parts": parts, "targets": []}
    # 707.12: "exile target card that's an instant or sorcery from your graveyard. for each card
    # exiled this way, copy it, and you may cast the copy without paying its mana cost. exile <self>."
    if m := re.fullmatch(r"exile target card that's an? (?P<what>[a-z ]+?) from your graveyard\. for each card exiled "
                         r"this way, copy it, and you may cast the copy without paying its mana cost\.(?P<self> exile "
                         + SELF + r"\.)?", t):
        return {"type": "exile_copy_cast", "without_paying": True, "exile_self": bool(m["self"]),
                "targets": [{"zone": "graveyard", "owner": "you", "types_any": m["what"].split(" or ")}]}
    # 121, 701.9: "draw two cards, then discard two cards." (the discarded cards are chosen on resolution)
    if m := re.fullmatch(r"draw (?P<d>a|two|three) cards?, then discard (?P<k>a|two|three) cards?\.", t):
        return {"type": "draw_then_discard", "draw": COUNT[m["d"]], "discard": COUNT[m["k"]], "targets": []}
    # 608.2d: "you may put a creature card from your hand onto the battlefield." (the card is chosen
    # as the effect is applied)
    if m := re.fullmatch(r"you may put an? (?P<what>[a-z]+) card from your hand onto the battlefield\.", t):
        if m["what"] in CARD_TYPES:
            return {"type": "put_from_hand", "optional": True, "card_types": [m["what"]], "targets": []}
    # 701.9a: "target player discards two cards." (that player chooses the cards as the spell resolves)
    if m := re.fullmatch(r"target (?P<who>player|opponent) discards (?P<n>a|two|three) cards?\.", t):
        spec = {"types": ["player"], **({"controller": "opponent"} if m["who"] == "opponent" else {})}
        return {"type": "target_player_discards", "count": COUNT[m["n"]], "targets": [spec]}
    # 701.6: countering.
    if re.fullmatch(r"counter target spell\.", t):
        return {"type": "counter", "targets": [{"zone": "stack", "stack_kind": ["spell"]}]}
    # 121.2, 119.3: "target player draws two cards and loses 2 life." (the same player both times)
    if m := re.fullmatch(r"target player draws (?P<n>a|two|three) cards? and loses (?P<l>\d+) life\.", t):
        return {"type": "player_draws_and_loses", "draw": COUNT[m["n"]], "lose": int(m["l"]),
                "targets": [{"types": ["player"]}]}
    # 401.4 (the owner's library), 400.7: "put target attacking or blocking creature on top of its owner's library."
    if m := re.fullmatch(r"put target (?P<what>[a-z ]+?) on top of its owner's library\.", t):
        return {"type": "put_on_top_of_library", "targets": [_filter(m["what"])]}
    # 400.7: "return target creature to its owner's hand."
    if m := re.fullmatch(r"return target (?P<what>[a-z ]+?) to its owner's hand\.", t):
        return {"type": "return_to_hand", "targets": [_filter(m["what"])]}
    # 701.26: untap.
    if m := re.fullmatch(r"untap target (?P<what>[a-z ]+)\.", t):
        return {"type": "untap", "targets": [_filter(m["what"])]}
    # Several sentences, each an effect, done in order (608.2c).
    sentences = [s if s.endswith(".") else s + "." for s in re.split(r"(?<=\.) (?=[a-z])", t)]
    if len(sentences) > 1 and any(re.match(r"(?:it|that creature) deals ", s) for s in sentences[1:]):
        return None  # 'It deals' after a sentence naming an object is that object, not this spell (608.2c): the grammar's tree reads it
    if len(sentences) > 1:
        from .oracle import parse_effect

        steps = [parse_effect(s) for s in sentences]
        if all(steps):
            return {"type": "sequence", "steps": steps,
                    "targets": [spec for s in steps for spec in s.get("targets", [])]}  # type: ignore[union-attr]
    return None


# -- whole lines --------------------------------------------------------------------------------

def parse_more_line(s: str):
    """Lines that are not effects: additional costs, cost increases, replacement effects and
    "whenever you cast" triggers. Returns (kind, spec) or None."""
    if m := re.fullmatch(r"as an additional cost to cast this spell, sacrifice (?:a|an) (?P<what>[a-z ]+)\.", s):
        return "additional_cost", {"sacrifice": _filter(m["what"])}  # 601.2b
    if m := re.fullmatch(r"kicker (?P<cost>(?:\{[^}]+\})+) and/or (?P<second>(?:\{[^}]+\})+)", s):
        # 702.33a, 607.2i: two kicker costs, each paid or not; "kicked with its [cost] kicker" names one
        costs = [m["cost"].upper(), m["second"].upper()]
        return "keyword", {"keyword": "kicker", "cost": costs[0], "costs": costs}
    if m := re.fullmatch(r"kicker (?P<cost>(?:\{[^}]+\})+)", s):
        return "keyword", {"keyword": "kicker", "cost": m["cost"].upper()}  # 702.33a
    if m := re.fullmatch(r"disturb (?P<cost>(?:\{[^}]+\})+)", s):
        return "keyword", {"keyword": "disturb", "cost": m["cost"].upper()}  # 702.146a
    if m := re.fullmatch(r"this spell costs \{(?P<n>\d+)\} more to cast for each target beyond the first\.", s):
        return "static", {"rule": "cost_increase_per_extra_target", "amount": int(m["n"])}  # 601.2f
    if re.fullmatch(r"if an effect would create one or more tokens under your control, "
                    r"it creates twice that many of those tokens instead\.", s):
        return "replacement", {"type": "double_tokens"}  # 614.1a
    if m := re.fullmatch(r"whenever you cast (?P<what>a spell|an? [a-z ]+? spell)"
                         r"(?: that targets only (?P<only>.+?))?, (?P<effect>.+)", s):
        from .oracle import parse_effect

        effect = parse_effect(m["effect"])
        if effect is None:
            return None
        what = re.sub(r"^(?:a|an) ", "", m["what"])[: -len(" spell")] if m["what"] != "a spell" else ""
        words = what.split(" or ") if what else []
        kind = "colors_any" if words and all(w in COLOR_WORDS for w in words) else "types_any"  # "a blue spell"
        if kind == "types_any" and not all(w in CARD_TYPES for w in words):
            return None  # "a noncreature spell", "a Dragon spell": not a filter the cast trigger reads
        trigger: dict[str, Any] = {"event": "cast", "spell": {kind: words} if words else {}}
        if m["only"]:
            only = m["only"]
            # 201.5: the card's own name (a legendary's short name stays capitalized here).
            if re.fullmatch(SELF, only) or re.fullmatch(r"[A-Z][A-Za-z'-]*", only):
                trigger["targets_only"] = "self"
            elif mm := re.fullmatch(r"a single (?P<what>[a-z ]+)", only):
                trigger["targets_only"] = _filter(mm["what"])
            else:
                return None
        return "triggered", {**trigger, "effect": effect}
    return None


def parse_modal(lines: list[str], card_name: str):
    """700.2: "Choose one —" followed by one "•" line per mode. Returns (kind, spec)."""
    from .oracle import _normalize, parse_effect

    head = _normalize(lines[0], card_name)
    m = re.fullmatch(r"choose (?P<n>one|two|three)(?P<more> or (?:both|more))? —", head)
    if not m:
        return None
    modes = [parse_effect(_normalize(line.lstrip("•").strip(), card_name)) for line in lines[1:]]
    return "spell", {"choose": COUNT[m["n"]], "or_more": bool(m["more"]), "modes": modes,
                     "mode_texts": [line.lstrip("•").strip() for line in lines[1:]]}
