"""Oracle text -> abilities.

A card in the reference engine is its card-pool entry and nothing more: each line of its Oracle
text is parsed here into an :class:`Ability` — its wording plus a structured description the
rules modules interpret. The parser knows templates (the wordings Oracle uses for a kind of
ability), never card names. A line no template matches becomes an ``unparsed`` ability: it is
still part of the object's rules text (so it is copied and observed), but it does nothing, and
``unparsed_lines`` lets the adapter decline a fixture that would need it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

KEYWORDS = (
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample",
    "vigilance", "changeling", "menace",
)
LANDWALK = re.compile(r"^(?P<type>[a-z]+)walk$")
SELF = r"(?:this (?:creature|permanent|artifact|enchantment|land|aura|equipment|planeswalker|spell))"
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world")


@dataclass(eq=False)
class Ability:
    """One ability: its Oracle wording and what it does. Identity matters (linked abilities,
    'this ability'), so abilities compare by identity."""

    text: str
    kind: str  # keyword | static | triggered | activated | mana | spell | replacement | unparsed
    spec: dict[str, Any] = field(default_factory=dict)

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Ability({self.kind}: {self.text!r})"


def parse_oracle_text(text: str, card_name: str = "") -> list[Ability]:
    abilities: list[Ability] = []
    for line in (text or "").split("\n"):
        line = line.strip()
        if line:
            abilities.extend(parse_line(line, card_name))
    return abilities


def unparsed_lines(abilities: list[Ability]) -> list[str]:
    return [a.text for a in abilities if a.kind == "unparsed"]


def _normalize(line: str, card_name: str) -> str:
    """Lowercase, curly quotes straightened, reminder text dropped, own name -> 'this permanent'."""
    s = line.replace("’", "'").replace("“", '"').replace("”", '"')
    s = re.sub(r"\s*\([^()]*\)", "", s).strip()
    if card_name:
        for name in card_name.split(" // "):
            s = re.sub(rf"\b{re.escape(name)}\b", "this permanent", s)
            if ", " in name:  # a legendary's short name: "Gadwick" for "Gadwick, the Wizened"
                s = re.sub(rf"\b{re.escape(name.split(', ')[0])}\b(?!,)", "this permanent", s)
    # Sentence starts ("This creature...", "{X}: This artifact...", "Target...") in lowercase.
    return re.sub(r"(^|: |\. )([A-Z])(?=[a-z])", lambda m: m[1] + m[2].lower(), s)


def parse_line(line: str, card_name: str = "") -> list[Ability]:
    s = _normalize(line, card_name)
    # A line of keywords: "Flying", "Flying, vigilance", "Protection from black".
    kws = _keywords(s)
    if kws is not None:
        parts = [p.strip() for p in re.sub(r"\s*\([^()]*\)", "", line).split(",")] if len(kws) > 1 else [re.sub(r"\s*\([^()]*\)", "", line).strip()]
        return [Ability(text, "keyword", spec) for text, spec in zip(parts, kws)]
    for parser in (_combat_restriction, _enter_as_copy, _as_enters_choice, _enters_tapped, _enters_with_counters,
                   _mana_trigger, _mana_replacement, _triggered, _mana_ability, _activated, _spell):
        spec = parser(s)
        if spec is not None:
            kind, detail = spec
            return [Ability(line, kind, detail)]
    return [Ability(line, "unparsed", {})]


# -- keywords ---------------------------------------------------------------------------------

def _keyword(part: str) -> dict[str, Any] | None:
    part = part.strip().rstrip(".")
    if part in KEYWORDS:
        return {"keyword": part}
    if m := LANDWALK.match(part):
        return {"keyword": "landwalk", "land_type": m["type"]}
    if m := re.fullmatch(r"protection from (?P<q>.+)", part):
        return {"keyword": "protection", "from": m["q"]}
    if m := re.fullmatch(r"enchant (?P<what>.+)", part):
        return {"keyword": "enchant", "what": m["what"]}
    if m := re.fullmatch(r"equip (?P<cost>(?:\{[^}]+\})+)", part):
        return {"keyword": "equip", "cost": m["cost"]}
    if m := re.fullmatch(r"fading (?P<n>\d+)", part):
        return {"keyword": "fading", "n": int(m["n"])}
    if m := re.fullmatch(r"morph (?P<cost>(?:\{[^}]+\})+)", part):
        return {"keyword": "morph", "cost": m["cost"]}
    return None


def _keywords(s: str) -> list[dict[str, Any]] | None:
    parts = [p for p in s.split(", ")]
    specs = [_keyword(p) for p in parts]
    if all(specs):
        return specs  # type: ignore[return-value]
    return None


# -- filters ----------------------------------------------------------------------------------

def parse_filter(text: str) -> dict[str, Any]:
    """'another creature', 'artifact', 'creature you control', 'permanent' -> a filter."""
    f: dict[str, Any] = {}
    t = text.strip()
    if t.startswith("another "):
        f["another"] = True
        t = t[len("another "):]
    if t.endswith(" you control"):
        f["controller"] = "you"
        t = t[: -len(" you control")]
    if t.endswith(" on the battlefield"):
        t = t[: -len(" on the battlefield")]
    if t.startswith("non"):
        f["not_types"] = [t[3:]]
    elif t != "permanent":
        f["types"] = [t]
    return f


# -- copy exceptions (707.9) ------------------------------------------------------------------

def parse_exceptions(text: str | None) -> list[dict[str, Any]]:
    """The ', except ...' clause of a copy effect, split into exceptions."""
    if not text:
        return []
    out: list[dict[str, Any]] = []
    rest = text.strip().rstrip(".")
    # Quoted abilities may contain ' and '; take them out first.
    quoted: list[str] = []

    def stash(m: re.Match[str]) -> str:
        quoted.append(m.group(1))
        return f"\"{len(quoted) - 1}\""

    rest = re.sub(r'"([^"]*)"', stash, rest)
    for clause in re.split(r",? and (?=it )|, (?=it )", rest):
        c = clause.strip()
        if m := re.fullmatch(r"it's (?:a |an )?(?P<types>[A-Za-z ]+?) in addition to its other types", c):
            out.append(_added_types(m["types"]))
        elif m := re.fullmatch(r"it's (?P<p>\d+)/(?P<t>\d+)", c):
            out.append({"set_pt": [int(m["p"]), int(m["t"])]})
        elif re.fullmatch(r"it doesn't copy that (?:creature|permanent)'s color", c):
            out.append({"keep_color": True})
        elif c == "it has this ability":
            out.append({"gain_this_ability": True})
        elif m := re.fullmatch(r'it has "(?P<i>\d+)"', c):
            out.append({"gain_ability_text": quoted[int(m["i"])]})
        elif m := re.fullmatch(r"it enters with (?P<n>\w+) additional (?P<kind>\S+) counters? on it", c):
            out.append({"enters_with_counters": {"kind": m["kind"], "count": NUMBER_WORDS.get(m["n"], m["n"])}})
        else:
            out.append({"unparsed": c})
    return out


def _added_types(words: str) -> dict[str, Any]:
    add: dict[str, list[str]] = {"add_types": [], "add_subtypes": [], "add_supertypes": []}
    for w in words.replace(" and ", " ").split():
        lw = w.lower()
        if lw in CARD_TYPES:
            add["add_types"].append(lw)
        elif lw in SUPERTYPES:
            add["add_supertypes"].append(lw)
        else:
            add["add_subtypes"].append(w[0].upper() + w[1:])
    return {k: v for k, v in add.items() if v}


# -- static abilities (604) --------------------------------------------------------------------

def _combat_restriction(s: str):
    if re.fullmatch(SELF + r" attacks each combat if able\.", s):
        return "static", {"rule": "attacks_each_combat"}
    if m := re.fullmatch(SELF + r" can't be blocked by (?P<what>[A-Za-z ]+?)s\.", s):
        return "static", {"rule": "cant_be_blocked_by", "subtype": m["what"]}
    if re.fullmatch(SELF + r" can't attack\.", s):
        return "static", {"rule": "cant_attack"}
    return None


# -- replacement effects of the permanent itself (614.1c, 614.12) ------------------------------

def _enter_as_copy(s: str):
    m = re.fullmatch(
        r"you may have " + SELF + r" enter as a copy of (?:any |a |an )(?P<what>.+?)"
        r"(?:, except (?P<except>.+))?\.", s)
    if not m:
        return None
    return "replacement", {"type": "enter_as_copy", "optional": True, "filter": parse_filter(m["what"]),
                           "exceptions": parse_exceptions(m["except"])}


def _as_enters_choice(s: str):
    m = re.fullmatch(r"as " + SELF + r" enters, choose a (?P<what>color|creature type|card type|player|opponent)\.", s)
    if not m:
        return None
    return "replacement", {"type": "as_enters_choose", "choice": m["what"].replace(" ", "_")}


def _enters_tapped(s: str):
    if re.fullmatch(SELF + r" enters tapped\.", s):
        return "replacement", {"type": "enters_tapped"}
    return None


def _enters_with_counters(s: str):
    m = re.fullmatch(SELF + r" enters with (?P<n>\w+) (?P<kind>\S+) counters? on it\.", s)
    if not m:
        return None
    return "replacement", {"type": "enters_with_counters", "kind": m["kind"],
                           "count": NUMBER_WORDS.get(m["n"], m["n"])}


# -- triggered abilities (603) ----------------------------------------------------------------

def _triggered(s: str):
    m = re.fullmatch(r"(?P<when>when|whenever) (?P<cond>[^,]+), (?P<effect>.+)", s)
    if not m:
        return None
    cond = m["cond"]
    trigger: dict[str, Any] | None = None
    if mm := re.fullmatch(SELF + r" enters", cond):
        trigger = {"event": "enters", "self": True}
    elif mm := re.fullmatch(r"(?P<what>(?:another |a |an )?[a-z ]+?) enters", cond):
        what = re.sub(r"^(a|an) ", "", mm["what"])
        trigger = {"event": "enters", "filter": parse_filter(what)}
    if trigger is None:
        return None
    effect = parse_effect(m["effect"])
    if effect is None:
        return None
    return "triggered", {**trigger, "effect": effect}


# -- costs, activated and mana abilities (602, 605) -------------------------------------------

def parse_cost(text: str) -> dict[str, Any]:
    cost: dict[str, Any] = {"mana": "", "tap": False, "untap": False, "other": []}
    for part in [p.strip() for p in text.split(",")]:
        if part.lower() == "{t}":  # 107.5
            cost["tap"] = True
        elif part.lower() == "{q}":  # 107.6
            cost["untap"] = True
        elif re.fullmatch(r"(?:\{[^}]+\})+", part):
            cost["mana"] = part.upper()
        else:
            cost["other"].append(part)
    return cost


def _mana_ability(s: str):
    if m := re.fullmatch(r"(?P<cost>[^:]+): choose a color of a permanent you control\. add one mana of that color\.", s):
        return "mana", {"cost": parse_cost(m["cost"]), "produce": {"color_of_permanent_you_control": 1}}
    m = re.fullmatch(r"(?P<cost>[^:]+): add (?P<what>.+)\.", s)
    if not m:
        return None
    what = m["what"]
    if re.fullmatch(r"(?:\{[wubrgc]\})+", what, re.IGNORECASE):
        produce: dict[str, Any] = {"symbols": [c.upper() for c in re.findall(r"\{([wubrgc])\}", what, re.IGNORECASE)]}
    elif what == "one mana of the chosen color":
        produce = {"chosen": "color"}
    elif what == "one mana of any color":
        produce = {"any_color": 1}
    elif mm := re.fullmatch(r"one mana of any (?P<kind>color|type) that an? (?P<what>[a-z ]+?) could produce", what):
        # 106.7: "a land an opponent controls", "a land you control"
        flt_text = mm["what"]
        controller = None
        if flt_text.endswith(" an opponent controls"):
            flt_text, controller = flt_text[: -len(" an opponent controls")], "opponent"
        flt = parse_filter(flt_text)
        if controller:
            flt["controller"] = controller
        produce = {"could_produce": {"kind": mm["kind"], "filter": flt}}
    else:
        produce = {"unparsed": what}
    return "mana", {"cost": parse_cost(m["cost"]), "produce": produce}


def _mana_subject(text: str) -> dict[str, Any] | None:
    """'enchanted land', 'a land', 'a basic land', 'a forest', 'a permanent' (106.12)."""
    if text == "enchanted land":
        return {"enchanted": True}
    m = re.fullmatch(r"an? (?P<words>[a-z ]+)", text)
    if not m:
        return None
    subject: dict[str, Any] = {}
    for w in m["words"].split():
        if w in CARD_TYPES:
            subject.setdefault("types", []).append(w)
        elif w in SUPERTYPES:
            subject.setdefault("supertypes", []).append(w)
        elif w != "permanent":
            subject.setdefault("subtypes", []).append(w.capitalize())
    return subject


def _mana_trigger(s: str):
    """106.12a: 'Whenever [a permanent] is tapped for mana [of a type], its controller adds ...'."""
    m = re.fullmatch(r"whenever (?P<subject>[a-z ]+?) is tapped for mana(?: of (?P<type>the chosen color))?, "
                     r"its controller adds an additional (?P<add>(?:\{[wubrgc]\})+|one mana of that color)\.",
                     s, re.IGNORECASE)
    if not m:
        return None
    subject = _mana_subject(m["subject"])
    if subject is None:
        return None
    add: Any = "that_type" if m["add"] == "one mana of that color" else re.findall(r"\{([wubrgc])\}", m["add"], re.IGNORECASE)
    return "triggered", {"event": "tapped_for_mana", "subject": subject,
                         "of_type": "chosen_color" if m["type"] else None, "effect": {"add": add}}


def _mana_replacement(s: str):
    """106.12b: replacement effects that modify the mana a permanent is tapped for."""
    if m := re.fullmatch(r"if (?P<subject>an? [a-z ]+?) is tapped for mana, it produces (?P<mana>(?:\{[wubrgc]\})+) "
                         r"instead of any other type and amount\.", s, re.IGNORECASE):
        subject = _mana_subject(m["subject"])
        if subject is not None:
            return "replacement", {"type": "mana_production", "subject": subject,
                                   "instead": [c.upper() for c in re.findall(r"\{([wubrgc])\}", m["mana"], re.IGNORECASE)]}
    if m := re.fullmatch(r"if you tap (?P<subject>an? [a-z ]+?) for mana, it produces twice as much of that mana instead\.", s):
        subject = _mana_subject(m["subject"])
        if subject is not None:
            return "replacement", {"type": "mana_production", "subject": subject, "who": "you", "multiply": 2}
    return None


def _activated(s: str):
    m = re.fullmatch(r"(?P<cost>(?:\{[^}]+\}|[^:{])+?): (?P<effect>.+)", s)
    if not m:
        return None
    effect = parse_effect(m["effect"])
    if effect is None:
        return None
    return "activated", {"cost": parse_cost(m["cost"]), "effect": effect}


# -- spell abilities and effects --------------------------------------------------------------

def _spell(s: str):
    effect = parse_effect(s)
    if effect is None or not effect.get("targets"):
        return None
    return "spell", {"effect": effect}


def parse_effect(text: str) -> dict[str, Any] | None:
    t = text.strip()
    if m := re.fullmatch(r"target (?P<what>[a-z ]+?) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.", t):
        return {"type": "modify_pt", "power": int(m["p"]), "toughness": int(m["t"]),
                "duration": "end_of_turn", "targets": [parse_filter(m["what"])]}
    if m := re.fullmatch(SELF + r" becomes a copy of that (?:creature|permanent|artifact)(?:, except (?P<except>.+))?\.", t):
        return {"type": "become_copy", "of": "trigger_object", "exceptions": parse_exceptions(m["except"])}
    if m := re.fullmatch(SELF + r" becomes an? (?P<p>X|\d+)/(?P<t>X|\d+) (?P<types>[A-Za-z ]+?) until end of turn\.", t):
        words = m["types"].split()
        types = [w.lower() for w in words if w.lower() in CARD_TYPES]
        subtypes = [w for w in words if w.lower() not in CARD_TYPES and w.lower() not in SUPERTYPES]
        return {"type": "animate_self", "power": m["p"], "toughness": m["t"], "card_types": types,
                "subtypes": [st[0].upper() + st[1:] for st in subtypes], "duration": "end_of_turn"}
    if m := re.fullmatch(r"draw (?P<n>a|two|three) cards?\.", t):
        return {"type": "draw", "count": NUMBER_WORDS[m["n"]]}
    if re.fullmatch(r"draw X cards\.", t):
        return {"type": "draw", "count": "X"}
    if m := re.fullmatch(r"you gain (?P<n>\d+) life\.", t):
        return {"type": "gain_life", "amount": int(m["n"])}
    return None
