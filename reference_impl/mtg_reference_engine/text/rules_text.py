"""Oracle templates for static abilities with a condition, a count or a choice (604, 613),
step triggers of other players' steps (503.1a, 513.1a), "unless" payments (118.12), loyalty
effects (606), zone-change replacements (614.6) and "as enters" choices (614.12).

``oracle.parse_line`` and ``oracle.parse_effect`` call in here for what their own templates don't
know. Text arrives normalized by ``oracle._normalize``: lowercase sentence starts, the card's own
name as "this permanent". The rules these specs stand for live in ``static_effects`` (layers,
combat restrictions), ``step_triggers``, ``rules_effects`` (resolution) and ``entering``.
"""

from __future__ import annotations

import re
from typing import Any

from .wording import SELF

COLORS = ("white", "blue", "black", "red", "green")
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
           "eight": 8, "nine": 9, "ten": 10, "twenty": 20}


def _filter(text: str) -> dict[str, Any]:
    from .oracle import parse_filter

    return parse_filter(text)


def _object_filter(text: str) -> dict[str, Any] | None:
    """'black permanent', 'colorless permanent', 'land you control', 'nonland permanent an opponent
    controls', 'Assembly-Worker creature' -> a filter (colors and subtypes included)."""
    t = text.strip()
    f: dict[str, Any] = {}
    if t.endswith(" an opponent controls"):
        f["controller"], t = "opponent", t[: -len(" an opponent controls")]
    elif t.endswith(" you control"):
        f["controller"], t = "you", t[: -len(" you control")]
    words = t.split()
    if words and words[0] in COLORS + ("colorless",):
        f["colors"] = [words.pop(0)]
    while words and re.fullmatch(r"[A-Z][A-Za-z-]*", words[0]):  # a subtype: "Assembly-Worker", "Vampire"
        f.setdefault("subtypes", []).append(words.pop(0))
    from .oracle import CARD_TYPES

    if not words and f.get("subtypes"):  # "target Vampire": a permanent with that subtype
        return f
    # the rest: "creature", "permanent", "nonland permanent"
    if not words or not all(re.fullmatch(r"(?:non)?(?:" + "|".join(CARD_TYPES) + r"|permanent)", w) for w in words) \
            or words[-1].startswith("non"):
        return None
    f.update(_filter(" ".join(words)))
    return f


# -- whole lines -----------------------------------------------------------------------------------

def parse_rules_line(s: str):
    """(kind, spec) for a normalized line, or None."""
    for parser in (_static, _step_trigger, _replacement, _cost_line, _cast_trigger, _leaves_trigger):
        found = parser(s)
        if found is not None:
            return found
    return None


def _static(s: str):
    # 506.4, 508.1c, 509.1b: restrictions on the enchanted creature ("can't attack or block")
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature can't (?P<what>attack or block|attack|block)\.", s):
        return "static", {"rule": "attached_cant", "attached": m["who"], "cant": m["what"].split(" or ")}
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature can't be blocked\.", s):  # 509.1b
        return "static", {"rule": "attached_cant", "attached": m["who"], "cant": ["be_blocked"]}
    # 613.4b: "Enchanted creature is 1/1." sets power and toughness (layer 7b)
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature (?:is|has base power and toughness) "
                         r"(?P<p>\d+)/(?P<t>\d+)\.", s):
        return "static", {"rule": "attached_set_pt", "attached": m["who"], "power": int(m["p"]), "toughness": int(m["t"])}
    # 613.4c: "Equipped creature gets +1/+1 for each land you control / counter on it."
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) for each "
                         r"(?P<what>counter on it|[a-z ]+)\.", s):
        per: dict[str, Any] = ({"counters_on": "attached"} if m["what"] == "counter on it"
                               else {"permanents": _object_filter(m["what"])})
        if per.get("permanents", True) is None:
            return None
        return "static", {"rule": "attached_pt_for_each", "attached": m["who"], "power": int(m["p"]),
                          "toughness": int(m["t"]), "for_each": per}
    # 611.3a: a static ability with a condition ("as long as any player controls a black permanent")
    if m := re.fullmatch(SELF + r" gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) as long as (?P<cond>.+)\.", s):
        cond = _condition(m["cond"])
        if cond is not None:
            return "static", {"rule": "self_pt_if", "power": int(m["p"]), "toughness": int(m["t"]), "condition": cond}
    if m := re.fullmatch(SELF + r" has (?P<kw>[a-z ]+) as long as (?P<cond>.+)\.", s):
        from .oracle import _keyword

        cond = _condition(m["cond"])
        if cond is not None and _keyword(m["kw"]) is not None:
            return "static", {"rule": "self_keyword_if", "keyword": m["kw"], "condition": cond}
    # 105.4, 613.4c: "Creatures of the chosen color get +1/+1." (the source's "as enters" choice)
    if m := re.fullmatch(r"(?P<what>creatures|permanents) of the chosen color get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.", s):
        return "static", {"rule": "anthem", "chosen_color": True, "filter": {"types": [m["what"][:-1]]}
                          if m["what"] == "creatures" else {}, "power": int(m["p"]), "toughness": int(m["t"])}
    # 611.3a, 613.1f: a static ability granting a keyword to cards outside the battlefield
    if m := re.fullmatch(r"creature cards you own that aren't on the battlefield have (?P<kw>[a-z ]+)\.", s):
        from .oracle import _keyword

        if _keyword(m["kw"]) is not None:
            return "static", {"rule": "owned_cards_have", "types": ["creature"], "keyword": m["kw"]}
    # (branch costs) 702.1b, 702.30a: "This creature has echo {X}, where X is your life total." — X
    # constantly reevaluated: the echo trigger reads it as it resolves (rules/cast_keywords._echo_upkeep)
    if re.fullmatch(SELF + r" has echo \{X\}, where X is your life total\.", s):
        return "static", {"rule": "self_keyword_x", "keyword": "echo", "x_is": "your_life_total"}
    # (branch costs) 606.4, 606.5: "Planeswalkers' loyalty abilities you activate cost an additional
    # [+1] to activate." — combined with the ability's own loyalty cost into one (rules/loyalty.py)
    if m := re.fullmatch(r"planeswalkers' loyalty abilities you activate cost an additional "
                         r"\[(?P<n>[+−-]\d+)\] to activate\.", s):
        return "static", {"rule": "loyalty_cost_additional", "n": int(m["n"].replace("−", "-"))}
    # (branch costs) 702.1a, 702.97a, 613.1f: "Each creature card in your graveyard has scavenge. The
    # scavenge cost is equal to its mana cost." — the keyword's cost is the card's mana cost (702.1b)
    if m := re.fullmatch(r"each creature card in your graveyard has (?P<kw>scavenge)\. "
                         r"the (?P=kw) cost is equal to its mana cost\.", s):
        return "static", {"rule": "owned_cards_have", "types": ["creature"], "keyword": m["kw"],
                          "zone": "graveyard", "cost_is_mana_cost": True}
    # 601.3: "Your opponents can't cast spells with even mana values." (202.3; zero is even);
    # 509.1b: "Your opponents can't block with creatures with even mana values."
    if s == "your opponents can't cast spells with even mana values.":
        return "static", {"rule": "opponents_cant_cast_even_mana_value"}
    if s == "your opponents can't block with creatures with even mana values.":
        return "static", {"rule": "opponents_cant_block_with_even_mana_value"}
    # 601.3, 307.5: a restriction on when opponents may cast spells (sorcery timing, 307.1)
    if s == "each opponent can cast spells only any time they could cast a sorcery.":
        return "static", {"rule": "opponents_cast_as_sorcery"}
    # 601.2f: "Noncreature spells cost {1} more to cast." (a cost increase for every player's spells)
    if m := re.fullmatch(r"(?P<non>non)?(?P<type>artifact|creature|enchantment|instant|sorcery|planeswalker)? ?"
                         r"spells cost \{(?P<n>\d+)\} more to cast\.", s):
        spec: dict[str, Any] = {"rule": "spells_cost_more", "generic": int(m["n"])}
        if m["type"]:
            spec["not_types" if m["non"] else "types"] = [m["type"]]
        elif m["non"]:
            return None
        return "static", spec
    # 613.1f: "Other artifact creatures you control have flying." (a keyword for a group, layer 6)
    if m := re.fullmatch(r"(?P<other>other )?(?P<type>artifact |enchantment |land )?creatures you control have "
                         r"(?P<kw>[a-z ]+)\.", s):
        from .oracle import _keyword_list

        kws = _keyword_list(m["kw"])
        if kws is not None:
            types = ["creature"] + ([m["type"].strip()] if m["type"] else [])
            return "static", {"rule": "group_has_keywords", "types": types, "another": bool(m["other"]),
                              "keywords": kws}
    # 613.1d, 613.4b: "All lands are 1/1 creatures that are still lands." / "All Forests are ..."
    if m := re.fullmatch(r"all (?:lands|(?P<sub>[A-Z][a-z]+)s) are (?P<p>\d+)/(?P<t>\d+) creatures that are "
                         r"still lands\.", s):
        return "static", {"rule": "lands_are_creatures", "subtypes": [m["sub"]] if m["sub"] else [],
                          "power": int(m["p"]), "toughness": int(m["t"])}
    # 615.10: "If a source would deal damage to [a Cleric creature you control | you], prevent N of that damage."
    if m := re.fullmatch(r"if a source would deal damage to (?P<what>you|an? [A-Za-z ]+?), prevent (?P<n>\d+) of "
                         r"that damage\.", s):
        from .oracle import parse_filter

        to: dict[str, Any] = ({"player": "you"} if m["what"] == "you"
                              else {"permanents": parse_filter(m["what"].split(" ", 1)[1])})
        return "static", {"rule": "prevent_n_damage", "amount": int(m["n"]), **to}
    # 613.4c: "[Other] [white] [Soldier] creatures [you control] get +1/+1." (the color as of layer 5,
    # 613.9; "other": not the source itself)
    if m := re.fullmatch(r"(?P<other>other )?(?P<color>(?:white|blue|black|red|green) )?"
                         r"(?P<sub>[A-Z][a-z]+ )?creatures(?P<yours> you control)? "
                         r"get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.", s):
        flt: dict[str, Any] = {"types": ["creature"], "colors": [m["color"].strip()] if m["color"] else []}
        if m["yours"]:
            flt["controller"] = "you"
        if m["other"]:
            flt["another"] = True
        if m["sub"]:
            flt["subtypes"] = [m["sub"].strip()]
        return "static", {"rule": "anthem", "filter": flt, "power": int(m["p"]), "toughness": int(m["t"])}
    return None


def _condition(text: str) -> dict[str, Any] | None:
    if m := re.fullmatch(r"(?P<who>any player|you|an opponent) controls? an? (?P<what>.+)", text):
        flt = _object_filter(m["what"])
        if flt is None:
            return None
        if m["who"] != "any player":
            flt["controller"] = "you" if m["who"] == "you" else "opponent"
        return {"controls": flt}
    if text == "it entered this turn":
        return {"entered_this_turn": True}
    return None


def _step_trigger(s: str):
    """503.1a, 513.1a, 603.2: "At the beginning of [whose] [step], ..." for each player's step, each
    opponent's, and the enchanted player's (303.4: an Aura with enchant player)."""
    m = re.fullmatch(r"at the beginning of (?P<whose>the|your|each|each player's|each opponent's|enchanted player's) "
                     r"(?P<step>upkeep|draw step|end step), (?P<effect>.+)", s)
    if not m:
        return None
    from .oracle import parse_effect

    effect = _intervening_if(m["effect"]) or parse_effect(m["effect"])
    if effect is None:
        return None
    whose = {"the": "each", "your": "you", "each": "each", "each player's": "each", "each opponent's": "opponent",
             "enchanted player's": "enchanted_player"}[m["whose"]]
    return "triggered", {"event": "beginning_of_step", "step": m["step"].replace(" step", ""), "whose": whose,
                         "effect": effect}


def _intervening_if(text: str) -> dict[str, Any] | None:
    """603.4: "[When/At] ..., if [condition], [effect]": checked as it triggers and as it resolves."""
    from .oracle import parse_effect

    m = re.fullmatch(r"if (?P<cond>[^,]+), (?P<effect>.+)", text)
    if not m:
        return None
    if mm := re.fullmatch(r"you have (?P<n>\d+) or more life", m["cond"]):
        cond: dict[str, Any] = {"life_at_least": int(mm["n"])}
    elif m["cond"] == "no spells were cast last turn":
        cond = {"spells_cast_last_turn": {"total_at_most": 0}}
    elif mm := re.fullmatch(r"a player cast (?P<n>\w+) or more spells last turn", m["cond"]):
        if mm["n"] not in NUMBERS:
            return None
        cond = {"spells_cast_last_turn": {"a_player_at_least": NUMBERS[mm["n"]]}}
    elif re.fullmatch(SELF + r" is untapped", m["cond"]):
        cond = {"source_untapped": True}  # Howling Mine
    elif mm := re.fullmatch(r"you control (?P<n>\w+) or more (?P<sub>[A-Z][a-z]+)s with different names", m["cond"]):
        if mm["n"] not in NUMBERS:  # 201.2b
            return None
        cond = {"controls_different_names": {"filter": {"subtypes": [mm["sub"]]}, "at_least": NUMBERS[mm["n"]]}}
    else:
        return None
    effect = parse_effect(m["effect"])
    if effect is None:
        return None
    return {"type": "intervening_if", "condition": cond, "effect": effect, "targets": list(effect.get("targets", []))}


def _replacement(s: str):
    # 614.6: "If [this] would be put into a graveyard from anywhere, [do something else] instead."
    if m := re.fullmatch(r"if " + SELF + r" would be put into a graveyard from anywhere, (?P<instead>.+) instead\.", s):
        if m["instead"] == "exile it":
            return "replacement", {"type": "graveyard_instead", "zone": "exile"}
        if re.fullmatch(r"reveal " + SELF + r" and shuffle it into its owner's library", m["instead"]):
            return "replacement", {"type": "graveyard_instead", "zone": "library", "reveal": True, "shuffle": True}
        return None
    # 614.6, 700.4: "If [this] would die, put it on top of its owner's library instead." (only from the battlefield)
    if re.fullmatch(r"if " + SELF + r" would die, put it on top of its owner's library instead\.", s):
        return "replacement", {"type": "graveyard_instead", "zone": "library", "dies_only": True, "top": True}
    # 614.1a, 614.5: "If a creature you control would deal damage to a permanent or player, it deals
    # double that damage [to that permanent or player] instead."
    if m := re.fullmatch(r"if an? (?P<what>creature|source) you control would deal damage to a permanent or player, "
                         r"it deals (?P<k>double|triple) that damage(?: to that permanent or player)? instead\.", s):
        sources = {"controller": "you"} | ({"types": ["creature"]} if m["what"] == "creature" else {})
        return "replacement", {"type": "damage_multiplied", "sources": sources,
                               "factor": 2 if m["k"] == "double" else 3}
    # 614.1c: "Creatures you control enter as a copy of this creature." (707.5)
    if re.fullmatch(r"creatures you control enter as a copy of " + SELF + r"\.", s):
        return "replacement", {"type": "creatures_enter_as_copy_of_self"}
    # 614.6: "If a card or token would be put into a graveyard from anywhere, exile it instead."
    if s == "if a card or token would be put into a graveyard from anywhere, exile it instead.":
        return "replacement", {"type": "any_graveyard_instead", "zone": "exile"}
    # 614.1a: "If [this] would leave the battlefield, exile it instead of putting it anywhere else."
    if re.fullmatch(r"if " + SELF + r" would leave the battlefield, exile it instead of putting it anywhere else\.", s):
        return "replacement", {"type": "leave_battlefield_instead", "zone": "exile"}
    # 614.12: "As [this] enters, choose a card name." (201.3: a name of a card, chosen as it enters)
    if re.fullmatch(r"as " + SELF + r" enters, choose a card name\.", s):
        return "replacement", {"type": "as_enters_choose", "choice": "card_name"}
    # 614.12, 119.4: "As this creature enters, pay any amount of life." (remembered: 607.2g)
    if re.fullmatch(r"as " + SELF + r" enters, pay any amount of life\.", s):
        return "replacement", {"type": "as_enters_pay_life"}
    return None


def _cost_line(s: str):
    # 207.2c: an ability word has no rules meaning; 601.2f: a cost increase in mana
    t = re.sub(r"^[a-z][A-Za-z' ]* — (\w)", lambda m: m[1].lower(), s)
    if m := re.fullmatch(r"this spell costs (?P<mana>(?:\{[^}]+\})+) more to cast for each target beyond the first\.", t):
        return "static", {"rule": "cost_increase_per_extra_target", "mana": m["mana"].upper()}
    if m := re.fullmatch(r"overload (?P<cost>(?:\{[^}]+\})+)", t):
        return "keyword", {"keyword": "overload", "cost": m["cost"].upper()}  # 702.96a
    if m := re.fullmatch(r"this spell costs \{(?P<n>\d+)\} less to cast for each other spell cast this turn\.", t):
        return "static", {"rule": "cost_reduction_per_spell_cast_this_turn", "generic": int(m["n"])}
    # 601.2f, 608.2i: "This spell costs {1} less to cast for each creature you attacked with this turn."
    if m := re.fullmatch(r"this spell costs \{(?P<n>\d+)\} less to cast for each creature you attacked with this turn\.", t):
        return "static", {"rule": "cost_reduction_per_attacker_this_turn", "generic": int(m["n"])}
    color = r"(?:white|blue|black|red|green)"
    if m := re.fullmatch(rf"(?P<colors>{color} spells(?: and {color} spells)?) you cast cost \{{(?P<n>\d+)\}} less to cast\.", t):
        colors = re.findall(color, m["colors"])
        return "static", {"rule": "colored_spells_you_cast_cost_less", "colors_any": colors, "generic": int(m["n"])}
    kind = r"(?:artifact|creature|enchantment|instant|sorcery|planeswalker|battle)"
    if m := re.fullmatch(rf"(?P<types>{kind}(?: and {kind})?) spells you cast cost \{{(?P<n>\d+)\}} less to cast\.", t):
        # 601.2f: "Instant and sorcery spells you cast cost {1} less to cast." (a spell of either type)
        types = re.findall(kind, m["types"])
        return "static", {"rule": "colored_spells_you_cast_cost_less", "types_any": types, "generic": int(m["n"])}
    return None


def _cast_trigger(s: str):
    """603.2: "Whenever a player casts a spell with mana value equal to the number of charge counters
    on [this], ..." (any player's spell); "When you cast this spell, ..." (it functions on the
    stack, 113.6c); 702.86a: "Annihilator N" (an attack trigger)."""
    from .oracle import parse_effect

    if m := re.fullmatch(r"whenever a player casts a spell with mana value equal to the number of (?P<kind>\S+) "
                         r"counters on " + SELF + r", (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "cast", "who": "any", "spell": {"mana_value_equals_counters": m["kind"]},
                                 "effect": effect}
    # 607.2d: "Whenever a player casts a spell of the chosen color, ..." (linked to "choose a color")
    if m := re.fullmatch(r"whenever a player casts a spell of the chosen color, (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "cast", "who": "any", "spell": {"chosen_color": True}, "effect": effect}
    if m := re.fullmatch(r"when you cast this spell, (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "cast_self", "effect": effect}
    if m := re.fullmatch(r"annihilator (?P<n>\d+)", s):
        return "keyword", {"keyword": "annihilator", "n": int(m["n"])}
    return None


def _leaves_trigger(s: str):
    """603.6c, 603.10a: "When [this] leaves the battlefield, ..." (it looks back in time); 701.27:
    "Whenever [this] transforms into [this face], ..." (the face's own name reads "this permanent")."""
    from .oracle import parse_effect

    if m := re.fullmatch(r"whenever " + SELF + r" transforms into this permanent, (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "transformed_into_self", "effect": effect}

    if m := re.fullmatch(r"when " + SELF + r" leaves the battlefield, (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "leaves", "self": True, "effect": effect}
    return None


# -- effects -------------------------------------------------------------------------------------

def parse_rules_effect(t: str) -> dict[str, Any] | None:
    """Effects of triggered and activated abilities the other templates don't know."""
    # 613.1b, 613.6: "Gain control of target creature until end of turn. Untap that creature. It gains
    # haste until end of turn." (control in layer 2, haste in layer 6)
    if m := re.fullmatch(r"gain control of target (?P<what>[a-z ]+?) until end of turn\. untap that (?P=what)\. "
                         r"it gains (?P<kw>[a-z ]+?) until end of turn\.", t):
        from .oracle import _keyword_list

        flt = _object_filter(m["what"])
        kws = _keyword_list(m["kw"])
        if flt is not None and kws is not None:
            return {"type": "gain_control", "duration": "end_of_turn", "untap": True, "keywords": kws,
                    "targets": [flt]}
    # "You may gain 1 life." / "You may draw a card.": the controller chooses as it resolves
    if m := re.fullmatch(r"you may (?P<rest>gain \d+ life|draw a card)\.", t):
        from .oracle import parse_effect

        inner = parse_effect(("you " if m["rest"].startswith("gain") else "") + m["rest"] + ".")
        if inner is not None:
            return {"type": "optional", "effect": inner, "targets": []}
    # 603.12: "You may sacrifice another creature. When you do, [effect]." — a reflexive triggered
    # ability that triggers only when this sacrifice is done
    if m := re.fullmatch(r"you may sacrifice (?P<what>another [a-z ]+?|an? [a-z ]+?)\. when you do, (?P<then>.+)", t):
        from .oracle import parse_effect, parse_filter

        reflexive = parse_effect(m["then"])
        if reflexive is not None:
            return {"type": "may_sacrifice_reflexive", "filter": parse_filter(re.sub(r"^an? ", "", m["what"])),
                    "reflexive": reflexive, "reflexive_text": "When you do, " + m["then"], "targets": []}
    # 118.12, 608.2d: "[This] deals 5 damage to you unless you sacrifice a creature other than [this]. If
    # [this] deals damage to you this way, tap it." (no creature to sacrifice: the option is impossible)
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+) damage to you unless you sacrifice an? (?P<what>[a-z]+) other than "
                         + SELF + r"\. if " + SELF + r" deals damage to you this way, tap it\.", t):
        return {"type": "damage_you_unless_sacrifice", "amount": int(m["n"]),
                "filter": {"types": [m["what"]], "another": True}, "tap_if_dealt": True, "targets": []}
    if t == "exile all graveyards.":
        return {"type": "exile_all_graveyards", "targets": []}  # 406.3
    if t == "you win the game.":
        return {"type": "win_game", "targets": []}  # 104.2b
    # 707.10b: "If this is the third time this ability has resolved this turn, you may add {R}..."
    if m := re.fullmatch(r"(?P<first>[^.]+\.) if this is the (?P<nth>first|second|third|fourth) time this ability has "
                         r"resolved this turn, you may add (?P<mana>(?:\{[wubrgcWUBRGC]\})+)\.", t):
        from .oracle import parse_effect

        first = parse_effect(m["first"])
        if first is not None:
            nth = {"first": 1, "second": 2, "third": 3, "fourth": 4}[m["nth"]]
            return {"type": "sequence", "targets": first.get("targets", []),
                    "steps": [first, {"type": "add_mana_if_nth_resolution", "nth": nth, "mana": m["mana"].upper(),
                                      "may": True, "targets": []}]}
    # 608.2c: "[this spell] deals N damage to target creature and you gain N life." (Sorin's Thirst): two
    # effects in the order written; with its only target illegal, the spell doesn't resolve at all (608.2b)
    if (m := re.fullmatch(r"(?P<first>.+ deals \d+ damage to (?:any target|target [a-z ]+?)) and you gain "
                          r"(?P<n>\d+) life\.", t)):
        from .oracle import parse_effect

        first = parse_effect(m["first"] + ".")
        if first is not None and first.get("type") == "damage":
            return {"type": "sequence", "targets": first["targets"],
                    "steps": [first, {"type": "gain_life", "amount": int(m["n"]), "targets": []}]}
    if m := re.fullmatch(r"you lose (?P<n>\d+) life\.", t):
        return {"type": "lose_life", "amount": int(m["n"]), "targets": []}  # 119.3
    if m := re.fullmatch(r"you gain (?P<n>\d+) life and draw (?P<d>a|two|three) cards?\.", t):
        # 608.2c: two effects, done in the order written
        return {"type": "sequence", "targets": [], "steps": [{"type": "gain_life", "amount": int(m["n"])},
                                                              {"type": "draw", "count": NUMBERS[m["d"]]}]}
    if m := re.fullmatch(r"that player loses (?P<n>\d+) life for each card fewer than (?P<k>\w+) in their hand\.", t):
        return {"type": "lose_life_per_card_fewer", "amount": int(m["n"]), "fewer_than": NUMBERS[m["k"]], "targets": []}
    if re.fullmatch(r"sacrifice " + SELF + r"\.", t):
        return {"type": "sacrifice_self", "targets": []}  # 701.21a
    if re.fullmatch(r"return " + SELF + r" to its owner's hand\.", t):
        return {"type": "return_self_to_hand", "targets": []}  # 400.7: it becomes a new object
    if m := re.fullmatch(r"sacrifice " + SELF + r" unless you (?P<unless>.+)\.", t):
        if mm := re.fullmatch(r"pay (?P<mana>(?:\{[^}]+\})+)", m["unless"]):
            unless: dict[str, Any] = {"pay": mm["mana"].upper()}
        elif mm := re.fullmatch(r"sacrifice an? (?P<what>[a-z ]+)", m["unless"]):
            unless = {"sacrifice": _filter(mm["what"])}
        else:
            return None
        return {"type": "sacrifice_self_unless", "unless": unless, "targets": []}  # 118.12
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+) damage to that player or a planeswalker that player controls\.", t):
        return {"type": "damage_player_or_planeswalker", "amount": int(m["n"]), "targets": []}
    if m := re.fullmatch(r"target (?P<what>[A-Za-z -]+?) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:
            return {"type": "modify_pt", "power": int(m["p"]), "toughness": int(m["t"]),
                    "duration": "end_of_turn", "targets": [flt]}
    if m := re.fullmatch(r"(?P<create>create .+? tokens?), then attach " + SELF + r" to it\.", t):
        from .spell_text import parse_more_effect

        token = parse_more_effect(m["create"] + ".")
        if token is not None and token["type"] == "create_token" and token["count"] == 1:
            return {"type": "create_token_then_attach", "token": token["token"], "targets": []}
    if m := re.fullmatch(r"discard (?P<n>a|two|three) cards?\.", t):
        return {"type": "discard", "count": NUMBERS[m["n"]], "targets": []}  # 701.9a
    if m := re.fullmatch(r"each player draws (?P<n>a|two|three) cards?\.", t):
        return {"type": "each_player_draws", "count": NUMBERS[m["n"]], "targets": []}  # 121.2
    if m := re.fullmatch(r"target player draws (?P<n>a|two|three) cards?\.", t):
        return {"type": "target_player_draws", "count": NUMBERS[m["n"]], "targets": [{"types": ["player"]}]}
    # 610.3: "exile target creature an opponent controls until this creature leaves the battlefield"
    if m := re.fullmatch(r"exile target (?P<what>[A-Za-z -]+?) until " + SELF + r" leaves the battlefield\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:
            return {"type": "exile_until_source_leaves", "targets": [flt]}
    if m := re.fullmatch(r"exile target (?P<what>[A-Za-z -]+?)\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:  # 406.3, 607.2a: remembered as exiled with its source
            return {"type": "exile_target", "targets": [flt]}
    if re.fullmatch(r"each player returns to the battlefield all cards they own exiled with (?:it|" + SELF + r")\.", t):
        return {"type": "return_exiled_with_source", "targets": []}  # 607.2a, 610.3
    m = re.fullmatch(r"(?P<who>[a-z]+s you control) gain (?P<kw>[a-z ]+) until end of turn and can't be blocked this turn\.", t)
    if m:  # "Creatures you control gain hexproof until end of turn and can't be blocked this turn."
        from .oracle import parse_effect

        gain = parse_effect(f"{m['who']} gain {m['kw']} until end of turn.")
        who = _object_filter(re.sub(r"s you control$", " you control", m["who"]))
        if gain is not None and who is not None:
            return {"type": "sequence", "targets": [],
                    "steps": [gain, {"type": "cant_be_blocked_group", "permanents": who, "targets": []}]}
    if m := re.fullmatch(r"gain control of target (?P<what>[A-Za-z -]+?) for as long as you control " + SELF + r"\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:  # 613.1b, 611.2b
            return {"type": "gain_control", "duration": "while_you_control_source", "targets": [flt]}
    if m := re.fullmatch(r"exile each card that's an? (?P<what>[a-z ]+?) from your graveyard\. for each card exiled this "
                         r"way, copy it, and you may cast the copy without paying its mana cost\.(?P<self> exile "
                         + SELF + r"\.)?", t):  # 707.12, the overloaded Mizzix's Mastery (702.96b)
        return {"type": "exile_each_copy_cast", "types_any": m["what"].split(" or "), "exile_self": bool(m["self"]),
                "targets": []}
    if re.fullmatch(r"transform " + SELF + r"\.", t):
        return {"type": "transform_self", "targets": []}  # 701.27a
    if m := re.fullmatch(r"you may destroy target (?P<what>[a-z ]+?)\. if that (?P=what) is put into a graveyard this way, "
                         + SELF + r" deals (?P<n>\d+) damage to that (?P=what)'s controller\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:  # 608.2c: "this way" — the destruction happened
            return {"type": "may_destroy_then_damage_controller", "amount": int(m["n"]), "targets": [flt]}
    if re.fullmatch(r"counter that spell\.", t):
        return {"type": "counter_triggering_spell", "targets": []}  # 701.6a: the spell that triggered it
    if m := re.fullmatch(r"you gain (?P<n>\d+) life for each (?P<what>[a-z ]+)\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:
            return {"type": "gain_life_for_each", "amount": int(m["n"]), "filter": flt, "targets": []}
    if m := re.fullmatch(r"tap target (?P<what>[A-Za-z -]+?)\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:
            return {"type": "tap", "targets": [flt]}  # 701.26a
    # 502.3, 611.2b: "Tap target creature. That creature doesn't untap during its controller's untap
    # step for as long as this creature remains tapped."
    if m := re.fullmatch(r"tap target (?P<what>[A-Za-z -]+?)\. (?:that (?P=what)|it) doesn't untap during its "
                         r"controller's untap step for as long as " + SELF + r" remains tapped\.", t):
        flt = _object_filter(m["what"])
        if flt is not None:
            return {"type": "tap", "targets": [flt], "doesnt_untap": "while_source_tapped"}
    if m := re.fullmatch(r"if you have (?P<n>\w+) or more cards in hand, flip " + SELF + r"\.", t):
        if m["n"] in NUMBERS:  # 710: only a flip card flips
            return {"type": "flip_self_if", "condition": {"hand_at_least": NUMBERS[m["n"]]}, "targets": []}
    if m := re.fullmatch(r"target opponent discards (?P<n>a|two|three) cards?\. then if that player has no cards in "
                         r"hand, flip " + SELF + r"\.", t):
        return {"type": "target_player_discards", "count": NUMBERS[m["n"]], "then_flip_if_empty": True,
                "targets": [{"types": ["player"], "controller": "opponent"}]}
    if re.fullmatch(r"target player draws X cards, where X is the number of cards in your hand\.", t):
        return {"type": "target_player_draws", "count": "cards_in_your_hand", "targets": [{"types": ["player"]}]}
    if m := re.fullmatch(r"target player mills (?P<n>\w+) cards?\.", t):
        if m["n"] in NUMBERS:
            return {"type": "target_player_mills", "count": NUMBERS[m["n"]], "targets": [{"types": ["player"]}]}
    return None
