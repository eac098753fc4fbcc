"""Keyword abilities of 702 about casting, costs and activation -> the engine's keyword specs.

Called by oracle.py's keyword reader with one keyword, lowercased, its reminder text gone
("cycling {2}", "affinity for artifacts", "crew 3"). Each spec names the keyword and keeps what
its rules need (a cost's mana symbols, a number, a filter); the rules modules read these specs
(rules/cast_keywords.py), never the words. A keyword with a cost this module can't read ("Flashback—
Sacrifice a creature.") returns None: the line stays unparsed and the engine refuses it.
"""

from __future__ import annotations

import re
from typing import Any

from .wording import ABILITY_WORDS, SELF

COST = r"(?P<cost>(?:\{[^}]+\})+)"
NUMBERS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7}
CARD_TYPES_PLURAL = {"artifacts": "artifact", "creatures": "creature", "enchantments": "enchantment",
                     "lands": "land", "planeswalkers": "planeswalker"}
BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")
# 702.124h, 702.124i, 702.124k, 702.124m: partner abilities that only modify deck construction.
DECK_CONSTRUCTION = ("partner", "partner—father & son", "partner—friends forever", "partner—survivors",
                     "choose a background", "doctor's companion")


def keyword(part: str) -> dict[str, Any] | None:
    words, part = part, part.lower()  # "Affinity for Forests", "Choose a Background": the words, any case
    if part in ("convoke", "delve", "improvise", "devoid", "storm", "rebound", "cascade", "retrace", "jump-start"):
        return {"keyword": part}
    if part in DECK_CONSTRUCTION:
        return {"keyword": "deck_construction", "ability": part}
    if m := re.fullmatch(r"(?P<type>[a-z ]*?)cycling " + COST, part):
        return _cycling(m["type"].strip(), m["cost"].upper())
    if m := re.fullmatch(r"flashback " + COST, part):
        return {"keyword": "flashback", "cost": m["cost"].upper()}  # 702.34a
    if m := re.fullmatch(r"(?P<kw>evoke|dash|madness|surge|blitz|warp|plot|foretell|emerge|miracle) " + COST, part):
        # 702.74a, 702.109a, 702.35a, 702.152a, 702.185a: alternative costs; 702.170a: plot's special action
        return {"keyword": m["kw"], "cost": m["cost"].upper()}
    if m := re.fullmatch(r"prototype " + COST + r" — (?P<p>\d+)/(?P<t>\d+)", part):
        # 702.160a, 718.2: an alternative mana cost, power and toughness, used when cast prototyped
        return {"keyword": "prototype", "cost": m["cost"].upper(), "power": int(m["p"]), "toughness": int(m["t"])}
    if m := re.fullmatch(r"bestow " + COST, part):
        return {"keyword": "bestow", "cost": m["cost"].upper()}  # 702.103a
    if m := re.fullmatch(r"disguise " + COST, part):
        return {"keyword": "disguise", "cost": m["cost"].upper()}  # 702.168a
    if m := re.fullmatch(r"megamorph " + COST, part):
        return {"keyword": "megamorph", "cost": m["cost"].upper()}  # 702.37b
    if m := re.fullmatch(r"(?P<kw>embalm|eternalize) " + COST, part):
        # 702.128a, 702.129a: "[Cost], Exile this card from your graveyard: Create a token that's a copy
        # of it, except it's white, it has no mana cost, and it's a Zombie in addition to its other
        # types" / "except it's a 4/4 black Zombie with no mana cost". Activate only as a sorcery.
        exceptions: list[dict[str, Any]] = [{"no_mana_cost": True}, {"add_subtypes": ["Zombie"]}]
        exceptions += ([{"set_colors": ["white"]}] if m["kw"] == "embalm" else [{"set_colors": ["black"]}, {"set_pt": [4, 4]}])
        return _from_graveyard(m["kw"], m["cost"].upper(), True, {"type": "token_copy_of_self", "exceptions": exceptions})
    if m := re.fullmatch(r"reinforce (?P<n>\d+)—" + COST, part):
        # 702.77a: "[Cost], Discard this card: Put N +1/+1 counters on target creature."
        n = int(m["n"])
        return {"keyword": "reinforce", "n": n, "cost": m["cost"].upper(),
                "activation": {"cost": {"mana": m["cost"].upper(), "tap": False, "untap": False, "other": [],
                                        "discard_self": True}, "zone": "hand",
                               "effect": {"type": "reinforce_counters", "n": n, "targets": [{"types": ["creature"]}]}}}
    if m := re.fullmatch(r"ninjutsu " + COST, part):
        # 702.49a: "[Cost], Reveal this card from your hand, Return an unblocked attacking creature you
        # control to its owner's hand: Put this card onto the battlefield from your hand tapped and attacking."
        return {"keyword": "ninjutsu", "cost": m["cost"].upper(),
                "activation": {"cost": {"mana": m["cost"].upper(), "tap": False, "untap": False, "other": [],
                                        "return_unblocked": True}, "zone": "hand",
                               "effect": {"type": "ninjutsu", "targets": []}}}
    if m := re.fullmatch(r"transmute " + COST, part):
        # 702.53a: "[Cost], Discard this card: Search your library for a card with the same mana value
        # as the discarded card, reveal it, put it into your hand, then shuffle. Activate only as a sorcery."
        return {"keyword": "transmute", "cost": m["cost"].upper(),
                "activation": {"cost": {"mana": m["cost"].upper(), "tap": False, "untap": False, "other": [],
                                        "discard_self": True}, "zone": "hand", "timing": "sorcery",
                               "effect": {"type": "transmute_search", "targets": []}}}
    if part == "bargain":
        return {"keyword": "bargain"}  # 702.166a
    if part == "cipher":
        return {"keyword": "cipher"}  # 702.99a
    if part == "fuse":
        return {"keyword": "fuse"}  # 702.102a
    if part == "conspire":
        return {"keyword": "conspire"}  # 702.78a
    if m := re.fullmatch(r"casualty (?P<n>\d+)", part):
        return {"keyword": "casualty", "n": int(m["n"])}  # 702.153a
    if m := re.fullmatch(r"multikicker " + COST, part):
        return {"keyword": "multikicker", "cost": m["cost"].upper()}  # 702.33c
    if m := re.fullmatch(r"replicate " + COST, part):
        return {"keyword": "replicate", "cost": m["cost"].upper()}  # 702.56a
    if m := re.fullmatch(r"suspend (?P<n>\d+)—" + COST, part):
        return {"keyword": "suspend", "n": int(m["n"]), "cost": m["cost"].upper()}  # 702.62a
    if m := re.fullmatch(r"scavenge " + COST, part):
        return _from_graveyard("scavenge", m["cost"].upper(), True,
                               {"type": "scavenge_counters", "targets": [{"types": ["creature"]}]})
    if m := re.fullmatch(r"encore " + COST, part):
        # 702.141a: "[Cost], Exile this card from your graveyard: For each opponent, create a token
        # that's a copy of this card that attacks that opponent this turn if able. The tokens gain
        # haste. Sacrifice them at the beginning of the next end step. Activate only as a sorcery."
        return _from_graveyard("encore", m["cost"].upper(), True, {"type": "encore"})
    if m := re.fullmatch(r"unearth " + COST, part):
        return _from_graveyard("unearth", m["cost"].upper(), False, {"type": "unearth"})
    if m := re.fullmatch(r"(?P<kw>buyback|echo|entwine|mayhem) " + COST, part):
        return {"keyword": m["kw"], "cost": m["cost"].upper()}  # 702.27a, 702.30a, 702.42a, 702.187b
    if m := re.fullmatch(r"ward " + COST, part):
        return None if "X" in m["cost"].upper() else {"keyword": "ward", "cost": {"mana": m["cost"].upper()}}  # 702.21a
    if m := re.fullmatch(r"ward—pay (?P<n>\d+) life", part):
        return {"keyword": "ward", "cost": {"life": int(m["n"])}}  # 702.21a, 119.4
    if part == "ward—discard a card":
        return {"keyword": "ward", "cost": {"discard": 1}}  # 702.21a, 701.9a
    if m := re.fullmatch(r"ward—sacrifice an? (?P<t>creature|land|artifact|enchantment)", part):
        return {"keyword": "ward", "cost": {"sacrifice": {"types": [m["t"]]}}}  # 702.21a, 701.21a
    if m := re.fullmatch(r"crew (?P<n>\d+)", part):
        return _crew(int(m["n"]))
    if part == "station":  # 702.184a (branch station; rules/station.py)
        return _station()
    if m := re.fullmatch(r"affinity for (?P<what>[A-Za-z ]+)", words, re.IGNORECASE):
        what = _affinity_filter(m["what"])
        return None if what is None else {"keyword": "affinity", "for": what}  # 702.41a
    return None


def _cycling(kind: str, cost: str) -> dict[str, Any] | None:
    """702.29a: "Cycling [cost]" means "[Cost], Discard this card: Draw a card." 702.29e:
    "[Type]cycling [cost]" means "[Cost], Discard this card: Search your library for a [type] card,
    reveal it, and put it into your hand. Then shuffle your library." Both function only while the
    card is in a hand (702.29a, 113.6)."""
    if not kind:
        effect: dict[str, Any] = {"type": "draw", "count": 1}
    else:
        flt = _type_words(kind)
        if flt is None:
            return None
        effect = {"type": "search_library_for_type_to_hand", "filter": flt}
    return {"keyword": "cycling", "cost": cost, "type": kind or None,
            "activation": {"cost": {"mana": cost, "tap": False, "untap": False, "other": [], "discard_self": True},
                           "zone": "hand", "effect": effect, "cycling": True}}  # 702.29c, 702.29f (trig2)


def _type_words(kind: str) -> dict[str, Any] | None:
    """The [type] of typecycling: 'basic land', 'plains', 'wizard' (a subtype, card type, supertype
    or a combination, 702.29e)."""
    words = kind.split()
    flt: dict[str, Any] = {}
    for w in words:
        if w in ("basic", "legendary", "snow"):
            flt.setdefault("supertypes", []).append(w)
        elif w in ("land", "artifact", "creature", "enchantment", "instant", "sorcery", "planeswalker"):
            flt.setdefault("types", []).append(w)
        elif w.capitalize() in BASIC_LAND_TYPES:
            flt.setdefault("subtypes", []).append(w.capitalize())
        elif re.fullmatch(r"[a-z]+", w) and len(words) == 1:  # "wizardcycling": a subtype (205.3)
            flt.setdefault("subtypes", []).append(w.capitalize())
        else:
            return None
    return flt


def _affinity_filter(what: str) -> dict[str, Any] | None:
    """702.41a: "Affinity for [text]": the permanents counted, by card types ("artifacts",
    "artifact creatures") or a subtype, capitalized as Oracle prints subtypes ("Equipment",
    "Forests", "Lizards", "Gates")."""
    words = what.split()
    if all(w.lower() in CARD_TYPES_PLURAL or w.lower() + "s" in CARD_TYPES_PLURAL for w in words):
        return {"types": [CARD_TYPES_PLURAL.get(w.lower(), w.lower()) for w in words]}
    if len(words) != 1 or not re.fullmatch(r"[A-Z][a-z]+", what) or re.search(r"(ves|ies|[^s]es)$", what):
        return None  # "tokens", "snow lands", a lowercase word, an irregular plural: not read here
    if what == "Equipment":
        return {"types": ["artifact"], "subtypes": ["Equipment"]}
    singular = what if what == "Plains" else what.removesuffix("s")
    if singular in BASIC_LAND_TYPES:
        return {"types": ["land"], "subtypes": [singular]}
    return {"subtypes": [singular]}  # 205.3: "Lizards", "Gates", "Foods"


def _from_graveyard(name: str, cost: str, exile_self: bool, effect: dict[str, Any]) -> dict[str, Any]:
    """Activated abilities of a card in a graveyard, activated only as a sorcery. 702.97a:
    "Scavenge [cost]" means "[Cost], Exile this card from your graveyard: Put a number of +1/+1
    counters equal to the power of the card you exiled on target creature." 702.84a: "Unearth
    [cost]" means "[Cost]: Return this card from your graveyard to the battlefield. It gains haste.
    Exile it at the beginning of the next end step. If it would leave the battlefield, exile it
    instead of putting it anywhere else." """
    paid: dict[str, Any] = {"mana": cost, "tap": False, "untap": False, "other": []}
    if exile_self:
        paid["exile_self"] = True
    return {"keyword": name, "cost": cost,
            "activation": {"cost": paid, "zone": "graveyard", "timing": "sorcery", "effect": effect}}


def _crew(n: int) -> dict[str, Any]:
    """702.122a: "Crew N" means "Tap any number of untapped creatures you control with total power N
    or greater: This permanent becomes an artifact creature until end of turn." """
    return {"keyword": "crew", "n": n,
            "activation": {"cost": {"mana": "", "tap": False, "untap": False, "other": [], "crew": n},
                           "effect": {"type": "crewed", "duration": "end_of_turn"}}}




def _station() -> dict[str, Any]:
    """702.184a (branch station): "Station" means "Tap another untapped creature you control: Put a number
    of charge counters on this permanent equal to the tapped creature's power. Activate only as a
    sorcery." The creature is the action's ``tap`` (rules/station.py)."""
    return {"keyword": "station",
            "activation": {"cost": {"mana": "", "tap": False, "untap": False, "other": [], "station": True},
                           "timing": "sorcery", "effect": {"type": "station"}}}


def line(s: str) -> tuple[str, dict[str, Any]] | None:
    """Whole lines about these rules that aren't keyword lines:
    * "This permanent can be your commander." (903.3a: modifies deck construction, functions before
      the game begins);
    * "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." (702.177a);
    * "[Ability word] — [ability]": the ability word has no rules meaning (207.2c), the rest is read
      as a line of its own."""
    from .oracle import parse_line

    if s in ("this permanent can be your commander.",):
        return "static", {"rule": "deck_construction"}
    # (branch costs) 614.1, 110.2: "If a creature would enter the battlefield under an opponent's control
    # this turn, it enters under your control instead." (a spell's replacement effect: rules/enter_control.py)
    if s == "if a creature would enter the battlefield under an opponent's control this turn, it enters under your " \
            "control instead.":
        return "spell", {"effect": {"type": "creatures_enter_under_your_control_this_turn", "targets": []}}
    # (branch costs) 708.8, 118.12: "When this creature is turned face up, you may put a creature card with a
    # morph ability from your hand onto the battlefield face up. If you do, return this creature to its
    # owner's hand." ("if you do": the player chose to put one, wherever it entered)
    if s == "when this creature is turned face up, you may put a creature card with a morph ability from your " \
            "hand onto the battlefield face up. if you do, return this creature to its owner's hand.":
        return "triggered", {"event": "turned_face_up", "self": True,
                             "effect": {"type": "put_morph_card_then_return_self", "targets": []}}
    # (branch costs) 701.67a-b: "As an additional cost to cast this spell, [you may] waterbend {N}." — a
    # generic mana cost part of which tapped artifacts and creatures may pay (rules/waterbend.py)
    if m := re.fullmatch(r"as an additional cost to cast this spell, (?P<may>you may )?waterbend \{(?P<n>\d+)\}\.", s):
        return "additional_cost", {"waterbend": f"{{{m['n']}}}", "optional": bool(m["may"])}
    # (branch costs) "Draw two cards. If this spell's additional cost was paid, instead [A], [B], and [C]."
    # (608.2c: the instructions after "instead" replace the first ones when the cost was paid)
    if m := re.fullmatch(r"draw (?P<n>a|two|three) cards?\. if this spell's additional cost was paid, instead "
                         r"(?P<rest>.+)\.", s):
        steps = [_instead_step(p) for p in re.split(r", and |, ", m["rest"])]
        if all(steps):
            return "spell", {"effect": {"type": "instead_if_additional_paid", "targets": [],
                                        "base": [{"type": "draw", "count": NUMBERS[m["n"]]}], "instead": steps}}
    # 702.34a, 702.1b, 611.2c: "Each instant and sorcery card in your graveyard gains flashback until
    # end of turn. The flashback cost is equal to its mana cost." — the cards there as it resolves
    if m := re.fullmatch(r"each (?P<types>instant and sorcery|instant|sorcery) card in your graveyard gains "
                         r"flashback until end of turn\. the flashback cost is equal to its mana cost\.", s):
        return "spell", {"effect": {"type": "graveyard_gains_flashback", "targets": [],
                                    "types": m["types"].split(" and ")}}
    # 702.138a: "Escape [cost]": cast from a graveyard for [cost]; here a mana cost and exiling a
    # number of other cards from that graveyard.
    if m := re.fullmatch(r"escape—" + COST + r", exile (?P<n>\w+) other cards from your graveyard\.", s, re.IGNORECASE):
        n = NUMBERS.get(m["n"].lower())
        return None if n is None else ("keyword", {"keyword": "escape", "cost": m["cost"].upper(), "exile_other": n})
    # 702.138c: "[This permanent] escapes with [counters]" means "If this permanent escaped, it
    # enters with [those counters]."
    if m := re.fullmatch(SELF + r" escapes with (?P<n>a|an|one|two|three|four|five) (?P<kind>\+1/\+1) counters? on it\.", s):
        return "replacement", {"type": "enters_with_counters", "kind": m["kind"], "count": NUMBERS[m["n"]],
                               "if": "escaped"}
    # 702.33d, 614.1c: "If this creature was kicked, it enters with N +1/+1 counters on it." — the
    # kicker's linked ability (607.2a), a replacement applied as the permanent a kicked spell became enters
    if m := re.fullmatch(r"if " + SELF + r" was kicked, it enters with (?P<n>a|an|one|two|three|four|five|six|seven) "
                         r"(?P<kind>\+1/\+1) counters? on it\.", s, re.IGNORECASE):
        return "replacement", {"type": "enters_with_counters", "kind": m["kind"], "count": NUMBERS[m["n"].lower()],
                               "if": "kicked"}
    # 702.33d, 614.1c: "This creature enters with a +1/+1 counter on it for each time it was kicked."
    if m := re.fullmatch(SELF + r" enters with an? (?P<kind>\+1/\+1|charge) counter on it for each time it was kicked\.",
                         s, re.IGNORECASE):
        return "replacement", {"type": "enters_with_counters", "kind": m["kind"], "count": 1, "if": "kicked",
                               "per": "time_kicked"}
    # 601.2b, 601.2f-h: "As an additional cost to cast this spell, discard a card / N cards." — the
    # cards the cast lists in ``discard`` (rules/cast_keywords.py: check_additional_discard)
    if m := re.fullmatch(r"as an additional cost to cast this spell, discard (?P<n>a|one|two|three|four|five) cards?\.",
                         s, re.IGNORECASE):
        return "additional_cost", {"discard": NUMBERS[m["n"].lower()]}
    m = re.fullmatch(r"(?P<word>[a-z' ]+?(?: \d)?) — (?P<rest>.+)", s)
    if m is None:
        return None
    word, rest = m["word"].lower(), m["rest"]
    if word == "exhaust":
        parsed = parse_line(rest)
        if len(parsed) == 1 and parsed[0].kind == "activated":
            return "activated", {**parsed[0].spec, "once": True}
        return None
    if word in ABILITY_WORDS:
        parsed = parse_line(rest[:1].upper() + rest[1:])
        if len(parsed) == 1 and parsed[0].kind != "unparsed":
            return parsed[0].kind, parsed[0].spec
    return None


def _instead_step(part: str) -> dict[str, Any] | None:
    """(branch costs) One instruction of the "instead" list (rules/waterbend.py performs them)."""
    if part == "shuffle your graveyard into your library":
        return {"type": "shuffle_graveyard_into_library"}  # 701.24a
    if m := re.fullmatch(r"draw (?P<n>a|two|three|four|five|six|seven) cards?", part):
        return {"type": "draw", "count": NUMBERS[m["n"]]}
    if part == "you have no maximum hand size for the rest of the game":
        return {"type": "no_maximum_hand_size_for_the_game"}  # 402.2
    return None
