"""Oracle templates of the rules text the Comprehensive Rules' examples of chapters 1-7 use beyond
the other template modules (issue 16): effects on every object of a kind or on players, the
statics and replacements listed in rules/group_effects.py, which executes them. Text arrives
normalized by ``oracle._normalize``.
"""

from __future__ import annotations

import re
from typing import Any

from .wording import SELF


def _filter(text: str) -> dict[str, Any] | None:
    from .rules_text import _object_filter

    return _object_filter(text)


def _singular(text: str) -> str:
    """'creatures' -> 'creature', 'creatures you control' -> 'creature you control'."""
    return re.sub(r"^(\w+?)s\b", r"\1", text)


def _singular_subtype(word: str) -> str:
    """'Humans' -> 'Human', 'Werewolves' -> 'Werewolf', 'Wolves' -> 'Wolf' (a creature type, 205.3m)."""
    if word.endswith("ves"):
        return word[:-3] + "f"
    return word[:-1] if word.endswith("s") else word


def parse_effect(t: str) -> dict[str, Any] | None:
    # 701.8a, 701.19c: "destroy all creatures. they can't be regenerated."
    if m := re.fullmatch(r"destroy all (?P<what>[a-z ]+?)\.(?P<noregen> they can't be regenerated\.)?", t):
        flt = _filter(_singular(m["what"]))
        if flt is not None:
            return {"type": "destroy_all", "filter": flt, "no_regeneration": bool(m["noregen"]), "targets": []}
    # 121.2: "draw a card for each creature you control." (counted as the effect resolves)
    if m := re.fullmatch(r"draw a card for each (?P<what>[a-z ]+?)\.", t):
        flt = _filter(m["what"])
        if flt is not None:
            return {"type": "draw_for_each", "filter": flt, "targets": []}
    # 101.4, 701.21a: "each player sacrifices a creature of their choice."
    if m := re.fullmatch(r"each player sacrifices an? (?P<what>[a-z ]+?) of their choice\.", t):
        flt = _filter(m["what"])
        if flt is not None:
            return {"type": "each_player_sacrifices", "filter": flt, "targets": []}
    # 701.9a, 121.2: "each player discards their hand, then draws seven cards."
    if m := re.fullmatch(r"each player discards their hand, then draws (?P<n>a|one|two|three|four|five|six|seven) cards?\.", t):
        n = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}[m["n"]]
        return {"type": "each_player_discards_hand_then_draws", "count": n, "targets": []}
    # 701.27a, 712.9: "transform all Humans."
    if m := re.fullmatch(r"transform all (?P<sub>[A-Z][a-z]+)\.", t):
        return {"type": "transform_all", "subtypes": [_singular_subtype(m["sub"])], "targets": []}
    # 615.1a: "prevent all combat damage that would be dealt this turn by creatures other than
    # Werewolves and Wolves."
    if m := re.fullmatch(r"prevent all combat damage that would be dealt this turn by creatures other than "
                         r"(?P<subs>[A-Z][a-z]+(?: and [A-Z][a-z]+)?)\.", t):
        return {"type": "prevent_combat_damage_this_turn", "targets": [],
                "except_subtypes": [_singular_subtype(w) for w in m["subs"].split(" and ")]}
    # 119.3, 119.1: "each opponent loses 2 life and you gain 2 life."
    if m := re.fullmatch(r"each opponent loses (?P<n>\d+) life and you gain (?P<g>\d+) life\.", t):
        return {"type": "opponents_lose_you_gain", "lose": int(m["n"]), "gain": int(m["g"]), "targets": []}
    # 118.12, 701.21a: "sacrifice this enchantment. if you do, each of that player's opponents draws three cards."
    if m := re.fullmatch(r"sacrifice " + SELF + r"\. if you do, (?P<then>.+)", t):
        then = _then_effect(m["then"])
        if then is not None:
            return {"type": "sacrifice_self_if_you_do", "then": then, "targets": []}
    # 115.3, 601.2c: "this spell deals 2 damage to any target and 1 damage to any other target."
    if m := re.fullmatch(SELF + r" deals (?P<a>\d+) damage to any target and (?P<b>\d+) damage to any other target\.", t):
        return {"type": "damage_each_target", "amounts": [int(m["a"]), int(m["b"])],
                "targets": [{"types": ["any"]}, {"types": ["any"], "other_than": 0}]}
    # 115.7d: "you may choose new targets for target spell."
    if t == "you may choose new targets for target spell.":
        return {"type": "choose_new_targets_for_target", "targets": [{"zone": "stack", "stack_kind": ["spell"]}]}
    # 615.1a, 120.4d: "the next time target creature would deal damage this turn, prevent that damage.
    # you gain life equal to the damage prevented this way."
    if t == ("the next time target creature would deal damage this turn, prevent that damage. "
             "you gain life equal to the damage prevented this way."):
        return {"type": "prevent_next_from_source_gain_life", "targets": [{"types": ["creature"]}]}
    # 111.4: "create Boo, a legendary 1/1 red Hamster creature token with trample and haste." — a token
    # the effect names: its name is that name, not its subtypes plus "Token"
    if m := re.fullmatch(r"create (?P<name>[A-Z][A-Za-z' ]*?), an? (?P<legendary>legendary )?(?P<p>\d+)/(?P<t>\d+) "
                         r"(?P<color>white|blue|black|red|green|colorless) (?P<subs>(?:[A-Z][a-z]+ )+)creature token"
                         r"(?: with (?P<kw>[a-z ,]+))?\.", t):
        from .oracle import _keyword_list

        keywords = _keyword_list(m["kw"]) if m["kw"] else []
        if keywords is not None:
            return {"type": "create_token", "count": 1, "targets": [],
                    "token": {"name": m["name"], "supertypes": ["legendary"] if m["legendary"] else [],
                              "colors": [] if m["color"] == "colorless" else [m["color"]],
                              "card_types": ["creature"], "subtypes": m["subs"].split(),
                              "power": int(m["p"]), "toughness": int(m["t"]), "keywords": keywords}}
    # 613.4b, 205.1b: "until end of turn, target creature you control has base power and toughness X/X and
    # becomes a Giant in addition to its other types."
    if m := re.fullmatch(r"until end of turn, target creature you control has base power and toughness X/X and becomes "
                         r"an? (?P<sub>[A-Z][a-z]+) in addition to its other types\.", t):
        return {"type": "base_pt_x_and_subtype", "subtypes": [m["sub"]], "duration": "end_of_turn",
                "targets": [{"types": ["creature"], "controller": "you"}]}
    # branch lattice (rules/next_enter_copies.py): 614.1c, 707.5: "choose target nonlegendary creature. the
    # next time one or more creatures or planeswalkers enter this turn, they enter as copies of the chosen
    # creature."
    if m := re.fullmatch(r"choose target (?P<what>[a-z ]+?)\. the next time one or more (?P<a>[a-z]+)s(?: or "
                         r"(?P<b>[a-z]+)s)? enter this turn, they enter as copies of the chosen (?P<noun>[a-z]+)\.", t):
        from .oracle import parse_filter

        kinds = [k for k in (m["a"], m["b"]) if k]
        if m["what"].split()[-1] == m["noun"] and set(kinds) <= {"creature", "planeswalker", "artifact", "enchantment", "land", "battle"}:
            return {"type": "next_enter_as_copies", "enter_types": kinds, "targets": [parse_filter(m["what"])]}
    # 500.10: "you get that many additional upkeep steps after this phase." ("that many": the damage dealt)
    if t == "you get that many additional upkeep steps after this phase.":
        return {"type": "additional_upkeep_steps", "count": "trigger_amount", "targets": []}
    # 603.7, 700.7: "target attacking or blocking creature gets +4/+0 until end of turn. destroy that creature
    # at the beginning of the next end step."
    if m := re.fullmatch(r"target (?P<what>[a-z ]+?) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\. destroy that "
                         r"creature at the beginning of the next end step\.", t):
        from .oracle import parse_filter

        return {"type": "pump_then_destroy_at_end_step", "power": int(m["p"]), "toughness": int(m["t"]),
                "targets": [parse_filter(m["what"])]}
    # 104.2a: "you win the game." (each opponent loses)
    if t == "you win the game.":
        return {"type": "win_game", "targets": []}
    # 121.2, 119.3: "you draw four cards and you lose 4 life."
    if m := re.fullmatch(r"you draw (?P<n>a|two|three|four|five) cards? and (?:you )?lose (?P<l>\d+) life\.", t):
        n = {"a": 1, "two": 2, "three": 3, "four": 4, "five": 5}[m["n"]]
        return {"type": "sequence", "targets": [],
                "steps": [{"type": "draw", "count": n}, {"type": "lose_life", "amount": int(m["l"])}]}
    # 701.12a: "exchange control of two target creatures."
    if m := re.fullmatch(r"exchange control of two target (?P<what>[a-z ]+?)s\.", t):
        flt = _filter(m["what"])
        if flt is not None:
            return {"type": "exchange_control", "targets": [dict(flt), dict(flt)]}
    return None


SHARED_KEYWORDS = ("flying", "fear", "first strike", "double strike", "landwalk", "protection", "trample",
                   "vigilance")


def parse_trigger(s: str):
    """(kind, spec) for a normalized line, or None: "When a player casts a spell, [effect]" (603.2);
    Concerted Effort's upkeep trigger (702.1c)."""
    if s == ("at the beginning of each upkeep, creatures you control gain flying until end of turn if a creature you "
             "control has flying. the same is true for fear, first strike, double strike, landwalk, protection, "
             "trample, and vigilance."):
        return "triggered", {"event": "beginning_of_step", "step": "upkeep", "whose": "each",
                             "effect": {"type": "share_keywords", "shared": list(SHARED_KEYWORDS), "targets": []}}
    if m := re.fullmatch(r"when(?:ever)? a player casts a spell, (?P<effect>.+)", s):
        from .oracle import parse_effect

        effect = parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "cast", "who": "any", "spell": {}, "effect": effect}
    return None


def _then_effect(t: str) -> dict[str, Any] | None:
    """The effect after "If you do, ..." (118.12)."""
    if m := re.fullmatch(r"each of that player's opponents draws (?P<n>a|one|two|three|four) cards?\.", t):
        n = {"a": 1, "one": 1, "two": 2, "three": 3, "four": 4}[m["n"]]
        return {"type": "each_opponent_of_that_player_draws", "count": n, "targets": []}
    from .oracle import parse_effect

    return parse_effect(t)


def parse_static(s: str):
    """(kind, spec) for a normalized line, or None."""
    # 205.1b, 613.1d, 613.4b: "all lands are 1/1 creatures that are still lands."
    if m := re.fullmatch(r"all (?P<what>[a-z]+)s are (?P<p>\d+)/(?P<t>\d+) creatures that are still (?P=what)s\.", s):
        flt = _filter(m["what"])
        if flt is not None and set(flt) == {"types"}:
            return "static", {"rule": "animate_all", "filter": flt, "power": int(m["p"]), "toughness": int(m["t"])}
    # 613.1f: "Werewolves you control have menace."
    if m := re.fullmatch(r"(?P<sub>[A-Za-z][a-z]+) you control have (?P<kw>[a-z ]+)\.", s):
        from .oracle import _keyword

        if _keyword(m["kw"]) is not None:
            sub = _singular_subtype(m["sub"][0].upper() + m["sub"][1:])  # a sentence start is lowercased
            return "static", {"rule": "group_has_keyword", "subtypes": [sub],
                              "keyword": m["kw"][0].upper() + m["kw"][1:]}
    # 205.1b, 613.1d: "each creature you control is the chosen type in addition to its other types."
    if s == "each creature you control is the chosen type in addition to its other types.":
        return "static", {"rule": "group_is_chosen_type"}
    # 614.1a, 120.4d: "if you control a creature, damage that would reduce your life total to less than 1
    # reduces it to 1 instead."
    if s == ("if you control a creature, damage that would reduce your life total to less than 1 reduces it "
             "to 1 instead."):
        return "replacement", {"type": "life_floor_one", "if_you_control": {"types": ["creature"]}}
    # 104.3, 614.1a, 704.7: "if you would lose the game, instead shuffle your hand, your graveyard, and all
    # permanents you own into your library, then draw seven cards and your life total becomes 20."
    if s == ("if you would lose the game, instead shuffle your hand, your graveyard, and all permanents you own "
             "into your library, then draw seven cards and your life total becomes 20."):
        return "replacement", {"type": "lose_game_instead_restart", "draw": 7, "life": 20}
    # 104.3, 614.1a, 704.7: "if you would lose the game, instead exile this creature and your life total becomes
    # equal to your starting life total."
    if re.fullmatch(r"if you would lose the game, instead exile " + SELF + r" and your life total becomes equal to "
                    r"your starting life total\.", s):
        return "replacement", {"type": "lose_game_instead_exile_self"}
    # 601.3: "cast this spell only before the combat damage step."
    if s == "cast this spell only before the combat damage step.":
        return "static", {"rule": "cast_only_before_step", "step": "combat_damage"}
    # 613.1d, 613.4b: "as long as enchanted artifact isn't a creature, it's an artifact creature with power and
    # toughness each equal to its mana value."
    if s == ("as long as enchanted artifact isn't a creature, it's an artifact creature with power and toughness "
             "each equal to its mana value."):
        return "static", {"rule": "animate_enchanted_artifact"}
    # 613.1d, 613.4b, 205.1b: "each noncreature artifact is an artifact creature with power and toughness each
    # equal to its mana value." (an artifact with other card types keeps them)
    if s == ("each noncreature artifact is an artifact creature with power and toughness each equal to its "
             "mana value."):
        return "static", {"rule": "animate_noncreature_artifacts"}
    # branch lattice (rules/all_objects.py): 205.1b, 613.1d: "all permanents are artifacts in addition to
    # their other types."; 105.2c, 613.1e: "all cards that aren't on the battlefield, spells, and permanents
    # are colorless."; 609.4b: "players may spend mana as though it were mana of any color."
    if m := re.fullmatch(r"all permanents are (?P<t>artifact|enchantment)s in addition to their other types\.", s):
        return "static", {"rule": "all_permanents_are_type", "types": [m["t"]]}
    if s == "all cards that aren't on the battlefield, spells, and permanents are colorless.":
        return "static", {"rule": "all_objects_colorless"}
    if s == "players may spend mana as though it were mana of any color.":
        return "static", {"rule": "spend_mana_as_any_color"}
    # 506.4, 613.4c: "attacking creatures you control get +3/+0."
    if m := re.fullmatch(r"attacking creatures you control get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.", s):
        return "static", {"rule": "anthem_attacking", "power": int(m["p"]), "toughness": int(m["t"])}
    # 113.12, 613.4c: "creatures with no abilities get +2/+2."
    if m := re.fullmatch(r"(?P<what>[a-z]+)s with no abilities get (?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.", s):
        flt = _filter(m["what"])
        if flt is not None:
            return "static", {"rule": "anthem_no_abilities", "filter": flt,
                              "power": int(m["p"]), "toughness": int(m["t"])}
    return None
