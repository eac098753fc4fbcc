"""Oracle text -> abilities.

A card in the reference engine is its card-pool entry and nothing more: each line of its Oracle
text is parsed here into an :class:`Ability` — its wording plus a structured description the
rules modules interpret. The parser knows templates (the wordings Oracle uses for a kind of
ability), never card names. A line no template matches becomes an ``unparsed`` ability: it is
still part of the object's rules text (so it is copied and observed), but it does nothing, so the
engine refuses it (reference_impl.support: the fixture is ``unsupported``). A template accounts
for the whole line: a part it can't read is marked ``{"unparsed": ...}`` in the spec (a filter, a
copy exception, a mana production), never dropped, and support refuses that line too.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .rules_text import parse_rules_effect, parse_rules_line
from .wording import ABILITY_WORDS, SELF
from .enchant_text import parse_abilities as parse_enchant_abilities, parse_line as parse_enchant_line
from .spell_text import parse_modal, parse_more_effect, parse_more_line
from .turn_text import parse_static as parse_turn_static
from . import cast_keywords

KEYWORDS = (
    "deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste",
    "hexproof", "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample",
    "vigilance", "changeling", "menace", "trample over planeswalkers",
    # rules/combat_keywords.py: evasion (702.28, 702.31, 702.36, 702.118), damage (702.80, 702.90) and
    # the combat triggers (702.25, 702.39, 702.83, 702.91, 702.105, 702.108, 702.116, 702.121, 702.134, 702.149)
    "fear", "shadow", "horsemanship", "skulk", "infect", "wither", "prowess", "exalted", "flanking",
    "battle cry", "melee", "dethrone", "training", "mentor", "myriad", "provoke",
    "banding",  # rules/banding.py (702.22; branch misc16)
)
#: Keywords written with a number: "Bushido 2", "Toxic 1" (702.23, 702.45, 702.54, 702.112, 702.130, 702.164;
#: fading 702.32; "Annihilator N" is read by rules_text).
NUMBERED_KEYWORDS = ("fading", "bushido", "toxic", "rampage", "afflict", "renown", "bloodthirst",
                     "afterlife", "soulshift",  # rules/undying.py: 702.135a, 702.46a
                     "fabricate", "vanishing",  # rules/enters_keywords.py: 702.123a, 702.63a
                     "dredge",  # rules/dredge.py: 702.52a
                     "devour")  # rules/enters_keywords.py: 702.82a
# 702.14a: "[quality] landwalk", "islandwalk", "nonbasic landwalk", "snow swampwalk" — nothing more: not a
# longer phrase ending in "walk" ("enchanted creature has swampwalk", "first strike or swampwalk").
LANDWALK = re.compile(r"^(?P<type>(?:(?:non)?(?:basic|legendary|snow|artifact) )?"
                      r"(?:land|plains|island|swamp|mountain|forest|desert))walk$")
NUMBER_WORDS = {"a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6,
                "seven": 7, "eight": 8, "nine": 9, "ten": 10}
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
              "planeswalker", "sorcery")
SUPERTYPES = ("basic", "legendary", "snow", "world")
COLORS = ("white", "blue", "black", "red", "green")


@dataclass(eq=False)
class Ability:
    """One ability: its Oracle wording and what it does. Identity matters (linked abilities,
    'this ability'), so abilities compare by identity."""

    text: str
    kind: str  # keyword | static | triggered | activated | mana | spell | replacement | unparsed
    spec: dict[str, Any] = field(default_factory=dict)
    # Where the object got this text: its card (printed), an effect (granted: 'has "..."'), a copy
    # effect's exception (copy, 707.9a) or the effect that made a token (token, 111.1). support.py
    # names it when the engine refuses the line.
    origin: str = "printed"
    _implemented = None  # support.implemented's decision, once made (not a field)

    def __repr__(self) -> str:  # pragma: no cover - debugging aid
        return f"Ability({self.kind}: {self.text!r})"


def parse_oracle_text(text: str, card_name: str = "") -> list[Ability]:
    abilities: list[Ability] = []
    # A line of reminder text only ("({U/P} can be paid with either {U} or 2 life.)") is no ability.
    lines = [line.strip() for line in (text or "").split("\n") if re.sub(r"\([^()]*\)", "", line).strip()]
    i = 0
    while i < len(lines):
        # 700.2: a modal line ("Choose one —") and its "•" mode lines are one ability.
        j = i + 1
        while j < len(lines) and lines[j].startswith("•"):
            j += 1
        modal = parse_modal(lines[i:j], card_name) if j > i + 1 else None
        if modal is not None:
            abilities.append(Ability("\n".join(lines[i:j]), modal[0], modal[1]))
        else:
            for line in lines[i:j]:
                abilities.extend(parse_line(line, card_name))
        i = j
    return abilities


def parse_granted(text: str, card_name: str = "", origin: str = "granted") -> list[Ability]:
    """Rules text an object gets during the game (quoted in an effect, a copy exception or a token
    definition), parsed as a line of its own and marked with its origin."""
    abilities = parse_line(text, card_name)
    for ability in abilities:
        ability.origin = origin
    return abilities


def unparsed_lines(abilities: list[Ability]) -> list[str]:
    """Lines no template understood, mana abilities whose production isn't understood included."""
    return [a.text for a in abilities
            if a.kind == "unparsed" or (a.kind == "mana" and "unparsed" in a.spec.get("produce", {}))]


def _normalize(line: str, card_name: str) -> str:
    """Lowercase, curly quotes straightened, reminder text dropped, own name -> 'this permanent'."""
    s = line.replace("’", "'").replace("“", '"').replace("”", '"')
    s = re.sub(r"\s*\([^()]*\)", "", s).strip()
    if card_name:
        for name in card_name.split(" // "):
            s = re.sub(rf"\b{re.escape(name)}\b", "this permanent", s)
            if ", " in name:  # a legendary's short name: "Gadwick" for "Gadwick, the Wizened"
                s = re.sub(rf"\b{re.escape(name.split(', ')[0])}\b(?!,)", "this permanent", s)
            elif " of the " in name and re.search(rf"\b{re.escape(name.split(' of the ')[0])} enter", s):
                # "You may have Moritte enter..." for Moritte of the Frost (a legendary's short name)
                s = re.sub(rf"\b{re.escape(name.split(' of the ')[0])}\b", "this permanent", s)
    # Sentence starts ("This creature...", "{X}: This artifact...", "Target...") in lowercase.
    return re.sub(r"(^|: |\. )([A-Z])(?=[a-z])", lambda m: m[1] + m[2].lower(), s)


def parse_line(line: str, card_name: str = "") -> list[Ability]:
    # 207.2c: an ability word ("Radiance — {T}: ...") has no rules meaning: the ability is the rest
    if (m := re.match(r"(?P<word>[A-Z][a-z']+(?: [a-z']+)*(?: \d)?) — (?P<rest>.+)", line)) \
            and m["word"].lower().replace("’", "'") in ABILITY_WORDS:
        rest = parse_line(m["rest"], card_name)
        if len(rest) == 1:
            return [Ability(line, rest[0].kind, rest[0].spec)]
    s = _normalize(line, card_name)
    # A line of keywords: "Flying", "Flying, vigilance", "Protection from black".
    kws = _keywords(s)
    if kws is not None:
        parts = [p.strip() for p in re.split(r"[,;]", re.sub(r"\s*\([^()]*\)", "", line))] if len(kws) > 1 else [re.sub(r"\s*\([^()]*\)", "", line).strip()]
        parts = [p[:1].upper() + p[1:] for p in parts]  # "Trample, haste": the abilities "Trample" and "Haste"
        return [Ability(t, "keyword", sp) for text, spec in zip(parts, kws) for t, sp in _each_quality(text, spec)]
    if (linked := parse_enchant_abilities(s, line)) is not None:  # two linked abilities on one line (607.2a)
        return linked
    for parser in (_combat_restriction, parse_enchant_line, parse_turn_static, _static_grant, _enter_as_copy, _as_enters_choice, _enters_tapped, _enters_with_counters,
                   _mana_trigger, _mana_replacement, parse_more_line, cast_keywords.line, _triggered, _mana_ability, _activated, _spell):
        spec = parser(s)
        if spec is not None:
            kind, detail = spec
            return [Ability(line, kind, detail)]
    if (copy_area := _copy_area_static(s)) is not None:  # CDAs, text-changing and chosen-type statics
        return [Ability(line, *copy_area)]
    if (more := parse_rules_line(s)) is not None:  # rules_text: conditions, counts, replacements
        if more[0] == "keyword" and "n" in more[1]:  # "Annihilator 2 (reminder)": a numbered keyword's wording, as the lowering gives it (misc16)
            return [Ability(re.sub(r"\s*\([^()]*\)", "", line).strip(), *more)]
        return [Ability(line, *more)]
    from .removal_text import parse_static as parse_removal_static

    if (removal := parse_removal_static(s)) is not None:  # 613.1f: "enchanted creature loses flying"
        return [Ability(line, *removal)]
    from .group_text import parse_static as parse_group_static
    from .group_text import parse_trigger as parse_group_trigger

    if (trigger := parse_group_trigger(s)) is not None:  # 603.2: "when a player casts a spell, ..."
        return [Ability(line, *trigger)]

    if (group := parse_group_static(s)) is not None:  # 113.12: "creatures with no abilities get +2/+2"
        return [Ability(line, *group)]
    from .expend_text import parse_line as parse_expend_line

    if (expend := parse_expend_line(s)) is not None:  # 700.14: "whenever you expend 4, ..."
        return [Ability(line, *expend)]
    return [Ability(line, "unparsed", {})]




# -- keywords ---------------------------------------------------------------------------------

def _keyword(part: str) -> dict[str, Any] | None:
    part = part.strip().rstrip(".")
    if part in KEYWORDS:
        return {"keyword": part}
    if m := LANDWALK.match(part):
        return {"keyword": "landwalk", "land_type": m["type"]}
    if m := re.fullmatch(r"hexproof from (?P<q>.+)", part):
        return {"keyword": "hexproof_from", "from": m["q"]}  # 702.11d
    if m := re.fullmatch(r"protection from (?P<q>.+)", part):
        return {"keyword": "protection", "from": m["q"]}
    if m := re.fullmatch(r"enchant (?P<what>.+)", part):
        return {"keyword": "enchant", "what": m["what"]}
    if m := re.fullmatch(r"equip (?:(?P<quality>[a-z ]+?) )?(?P<cost>(?:\{[^}]+\})+)", part):
        return _equip(m["quality"], m["cost"])
    if part.lower() == "bloodthirst x":
        return {"keyword": "bloodthirst", "n": "X"}  # 702.54b
    if (m := re.fullmatch(r"(?P<kw>[a-z]+) (?P<n>\d+)", part)) and m["kw"] in NUMBERED_KEYWORDS:
        return {"keyword": m["kw"], "n": int(m["n"])}
    if m := re.fullmatch(r"cumulative upkeep \{(?P<a>[wubrg])\} or \{(?P<b>[wubrg])\}", part, re.IGNORECASE):
        # (branch costs) 702.24a: "Cumulative upkeep {W} or {U}": the choice is made for each age counter,
        # so the whole payment is one {W/U} hybrid symbol per counter (107.4e: either color pays it)
        return {"keyword": "cumulative upkeep", "cost": f"{{{m['a'].upper()}/{m['b'].upper()}}}", "one_of": True}
    if m := re.fullmatch(r"cumulative upkeep (?P<cost>(?:\{[^}]+\})+)", part):
        return {"keyword": "cumulative upkeep", "cost": m["cost"].upper()}  # 702.24a
    if m := re.fullmatch(r"cumulative upkeep—[Ss]acrifice an? (?P<what>creature|land|permanent)", part):
        # 702.24a: "Cumulative upkeep—Sacrifice a creature": a different one for each age counter
        return {"keyword": "cumulative upkeep", "cost": "", "sacrifice": parse_filter(m["what"])}
    if re.fullmatch(r"cumulative upkeep—[Dd]raw a card", part):
        # 702.24a: "Cumulative upkeep—Draw a card": a card for each age counter (branch replace; 118.11)
        return {"keyword": "cumulative upkeep", "cost": "", "draw": 1}
    if m := re.fullmatch(r"cumulative upkeep—[Pp]ay (?P<n>\d+) life", part):
        # 702.24a: "Cumulative upkeep—Pay 1 life": N life for each age counter (119.4)
        return {"keyword": "cumulative upkeep", "cost": "", "life": int(m["n"])}
    if part in ("undying", "persist", "riot", "living weapon", "evolve", "unleash", "split second", "extort"):
        # 702.93a, 702.79a, 702.136a, 702.92a, 702.100a, 702.98a, 702.61a, 702.101a
        return {"keyword": part}
    if part in ("daybound", "nightbound", "start your engines!", "umbra armor", "totem armor", "phasing", "sunburst",
                "ingest"):  # 702.145b, 702.145e, 702.179a, 702.89a, 702.26a, 702.44a, 702.115a (branch kw3)
        return {"keyword": part}
    if m := re.fullmatch(r"(?P<kw>backup|graft|mobilize|firebending) (?P<n>\d+)", part):
        # 702.165a, 702.58a, 702.181a, 702.189a (branch kw3)
        return {"keyword": m["kw"], "n": int(m["n"])}
    if m := re.fullmatch(r"outlast (?P<cost>(?:\{[^}]+\})+)", part):  # 702.107a (branch kw3)
        # "Outlast [cost]" means "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery."
        means = parse_line(m["cost"].upper() + ", {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery.")
        if len(means) == 1 and means[0].kind == "activated":
            return {"keyword": "outlast", "cost": m["cost"].upper(), "activation": means[0].spec}
    if part in ("for Mirrodin!", "for mirrodin!"):  # 702.163a (a line's start lowercased: "for Mirrodin!")
        return {"keyword": "for mirrodin!"}
    if m := re.fullmatch(r"modular(?: (?P<n>\d+)|—[Ss]unburst)", part):  # 702.43a, 702.44c
        return {"keyword": "modular", "n": int(m["n"]) if m["n"] else "sunburst"}
    if m := re.fullmatch(r"splice onto (?P<onto>[A-Z][a-z]+) (?P<cost>(?:\{[^}]+\})+)", part):
        return {"keyword": "splice", "onto": m["onto"], "cost": m["cost"].upper()}  # 702.47a
    if m := re.fullmatch(r"aura swap (?P<cost>(?:\{[^}]+\})+)", part):
        # 702.65a: "[Cost]: Exchange this Aura with an Aura card in your hand."
        return {"keyword": "aura swap", "cost": m["cost"].upper(),
                "activation": {"cost": parse_cost(m["cost"]), "effect": {"type": "aura_swap", "targets": []}}}
    if m := re.fullmatch(r"morph (?P<cost>(?:\{[^}]+\})+)", part):
        return {"keyword": "morph", "cost": m["cost"]}
    return cast_keywords.keyword(part)  # cycling, flashback, convoke, crew, affinity... (702)


def _equip(quality: str | None, cost: str) -> dict[str, Any]:
    """702.6a: "Equip [cost]" means "[Cost]: Attach this permanent to target creature you control.
    Activate only as a sorcery." 702.6c: "Equip [quality] creature" restricts the target;
    702.6e: "Equip planeswalker" targets a planeswalker as though it were a creature."""
    target: dict[str, Any] = {"types": ["creature"], "controller": "you"}
    if quality == "planeswalker":
        target["types"] = ["planeswalker"]
    elif quality:
        words = quality.removesuffix(" creature").split()
        target["supertypes"] = [w for w in words if w in SUPERTYPES]
        target["subtypes"] = [w[0].upper() + w[1:] for w in words if w not in SUPERTYPES]
    return {"keyword": "equip", "cost": cost.upper(), "quality": quality,
            "activation": {"cost": parse_cost(cost), "timing": "sorcery",
                           "effect": {"type": "attach_self", "targets": [target]}}}


def _each_quality(text: str, spec: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    """702.11f, 702.16g: 'Hexproof from A and from B' ('Protection from ...') is one ability per
    quality: 'Hexproof from A' and 'Hexproof from B'."""
    m = re.fullmatch(r"(?P<kw>hexproof|protection) from (?P<q>.+)", text, re.IGNORECASE)
    split = r",? and from |, from "
    if spec.get("keyword") not in ("hexproof_from", "protection") or not m or not re.search(split, m["q"]):
        return [(text, spec)]
    return [(f"{m['kw']} from {q}", {**spec, "from": f}) for q, f in
            zip(re.split(split, m["q"]), re.split(split, spec["from"]))]


def keyword_ability(text: str) -> Ability:
    """A keyword ability granted by an effect ("has flying"), worded as Oracle would print it."""
    spec = _keyword(text.lower())
    if spec is None:
        raise ValueError(f"not a keyword: {text!r}")
    return Ability(text[0].upper() + text[1:], "keyword", spec)


def _keywords(s: str) -> list[dict[str, Any]] | None:
    # "Flying; banding": Oracle separates keywords with a semicolon when one has reminder text (misc16)
    parts = [p for p in re.split(r"[,;] ", s)]
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
    if m := re.fullmatch(r"(?P<status>attacking or blocking|attacking|blocking) (?P<rest>.+)", t):
        f["combat"] = m["status"].split(" or ")  # 506.4: an attacking or blocking creature
        return _merge(f, parse_filter(m["rest"]))
    if m := re.fullmatch(r"non-(?P<sub>[A-Z][A-Za-z-]*) (?P<rest>.+)", t):
        f["not_subtypes"] = [m["sub"]]  # "non-Aura enchantment": a subtype (205.3)
        return _merge(f, parse_filter(m["rest"]))
    if m := re.fullmatch(r"(?P<color>white|blue|black|red|green) (?P<rest>.+)", t):
        f["colors"] = [m["color"]]  # "black creature": an object of that color, among others (105.2)
        return _merge(f, parse_filter(m["rest"]))
    if m := re.fullmatch(r"(?P<sub>[A-Z][a-z]+) (?P<rest>[a-z].*)", t):
        f["subtypes"] = [m["sub"]]  # "Cleric creature": a subtype (205.3)
        return _merge(f, parse_filter(m["rest"]))
    if m := re.fullmatch(r"(?P<a>[a-z]+) or (?P<b>[a-z]+)", t):
        f["any_of_types"] = [m["a"], m["b"]]  # "artifact or creature"
        if not all(w in CARD_TYPES for w in f["any_of_types"]):
            f["unparsed"] = text.strip()
        return f
    if m := re.fullmatch(r"(?P<nons>(?:non[a-z]+,? )+)(?P<rest>[a-z]+)", t):
        # "nonartifact, nonblack creature": each "non-" word excludes a card type or a color
        for word in re.findall(r"non([a-z]+)", m["nons"]):
            if word == "token":  # 111.1: "nontoken"
                f["nontoken"] = True
                continue
            if word in SUPERTYPES:  # "nonlegendary"
                f.setdefault("not_supertypes", []).append(word)
                continue
            if word not in CARD_TYPES + COLORS:
                f["unparsed"] = text.strip()
            f.setdefault("not_colors" if word in COLORS else "not_types", []).append(word)
        return _merge(f, parse_filter(m["rest"]))
    # The whole phrase must be accounted for: a card type or "permanent", else the filter says so
    # (support.py refuses a line whose parse has an "unparsed" part).
    if t.startswith("non"):
        f["not_types"] = [t[3:]]
    elif t != "permanent":
        f["types"] = [t]
    if t != "permanent" and t.removeprefix("non") not in CARD_TYPES:
        f["unparsed"] = text.strip()
    return f


def _merge(f: dict[str, Any], rest: dict[str, Any]) -> dict[str, Any]:
    for key, value in rest.items():
        f[key] = f[key] + value if isinstance(value, list) and key in f else value
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
    conditional = re.search(r",? and, if it's an? (?P<type>[a-z]+), (?P<then>.+)$", rest)
    if conditional:  # 707.9f: "..., and, if it's a creature, it enters with ... and has changeling"
        rest = rest[: conditional.start()]
        then = re.sub(r" and (?=has )", " and it ", conditional["then"])
        for exc in parse_exceptions(re.sub(r'"(\d+)"', lambda m: '"' + quoted[int(m[1])] + '"', then)):
            out.append({"if_type": conditional["type"], **exc})
    for clause in re.split(r",? and (?=it\b)|, (?=it\b)", rest):
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
        elif m := re.fullmatch(r"its name is (?P<name>.+)", c):
            out.append({"set_name": "self" if m["name"] == "this permanent" else m["name"]})
        elif m := re.fullmatch(r"it's an? (?P<p>\d+)/(?P<t>\d+) (?P<types>[A-Za-z ]+?) in addition to its other types", c):
            out.append({"set_pt": [int(m["p"]), int(m["t"])]})
            out.append(_added_types(m["types"]))
        elif m := re.fullmatch(r"it has (?P<kw>[a-z ]+)", c):
            out.append({"gain_ability_text": m["kw"][0].upper() + m["kw"][1:]})
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
    if re.fullmatch(SELF + r" blocks each combat if able\.", s):
        return "static", {"rule": "blocks_each_combat"}  # 509.1c: a blocking requirement
    if m := re.fullmatch(SELF + r" can't be blocked by (?P<what>[A-Z][A-Za-z-]*?)s\.", s):  # a subtype ("Walls")
        return "static", {"rule": "cant_be_blocked_by", "subtype": m["what"]}
    if re.fullmatch(SELF + r" can't attack\.", s):
        return "static", {"rule": "cant_attack"}
    if re.fullmatch(r"you may choose not to untap " + SELF + r" during your untap step\.", s):  # 502.3
        return "static", {"rule": "may_choose_not_to_untap"}
    if re.fullmatch(SELF + r" can't attack alone\.", s):  # 508.1c, 506.5
        return "static", {"rule": "cant_attack_alone"}
    if m := re.fullmatch(r"no more than (?P<n>one|two|three) creatures? can (?P<what>attack|block) each combat\.", s):
        return "static", {"rule": f"max_{m['what']}ers", "n": NUMBER_WORDS[m["n"]]}  # 508.1c, 509.1b
    return _self_restriction(s)


#: "This creature can't block.", "... can't attack or block alone." (506.5, 508.1c, 509.1b): what it can't do.
_SELF_CANT = {"block": ["block"], "be blocked": ["be_blocked"], "block and can't be blocked": ["block", "be_blocked"],
              "attack or block alone": ["attack_alone", "block_alone"], "attack alone": ["attack_alone"],
              "block alone": ["block_alone"]}


def _self_restriction(s: str):
    """The combat restrictions and the untap restriction a permanent has on itself or on the
    permanent it enchants (rules/combat_keywords.py executes them)."""
    if (m := re.fullmatch(SELF + r" can't (?P<what>[a-z' ]+)\.", s)) and m["what"] in _SELF_CANT:
        return "static", {"rule": "self_cant", "cant": _SELF_CANT[m["what"]]}
    if re.fullmatch(SELF + r" can block only creatures with flying\.", s):
        return "static", {"rule": "block_only", "keyword": "flying"}
    if m := re.fullmatch(SELF + r" can't be blocked by creatures with power (?P<n>\d+) or (?P<op>less|greater)\.", s):
        return "static", {"rule": "cant_be_blocked_by_power", "op": "<=" if m["op"] == "less" else ">=", "n": int(m["n"])}
    if re.fullmatch(r"creatures with power less than " + SELF + r"'s power can't block it\.", s):
        return "static", {"rule": "cant_be_blocked_by_power", "op": "<", "n": "self"}
    if m := re.fullmatch(SELF + r" can't block creatures with power (?P<n>\d+) or greater\.", s):
        return "static", {"rule": "cant_block_power", "op": ">=", "n": int(m["n"])}
    if m := re.fullmatch(SELF + r" can't be blocked by (?:(?P<q>artifact|white|blue|black|red|green) creatures|creatures "
                         r"with (?P<kw>flying))\.", s):
        return "static", {"rule": "cant_be_blocked_by_quality", "quality": m["q"] or m["kw"]}
    if re.fullmatch(SELF + r" must be blocked if able\.", s):
        return "static", {"rule": "must_be_blocked"}  # 509.1c: a requirement
    if re.fullmatch(r"all creatures able to block " + SELF + r" do so\.", s):
        return "static", {"rule": "lure"}  # 509.1c: a requirement for each creature that could block it
    if m := re.fullmatch(SELF + r" can't be blocked except by creatures with (?P<kws>flying|flying or reach|horsemanship)\.", s):
        return "static", {"rule": "cant_be_blocked_except_by", "keywords": m["kws"].split(" or ")}
    if re.fullmatch(r"you may have " + SELF + r" assign its combat damage as though it weren't blocked\.", s):
        return "static", {"rule": "assign_as_though_unblocked"}  # 510.1a-c
    if re.fullmatch(SELF + r" can block any number of creatures\.", s):
        return "static", {"rule": "block_any_number"}  # 509.1a
    if re.fullmatch(SELF + r" can't be blocked by more than one creature\.", s):
        return "static", {"rule": "max_blockers_of_self", "n": 1}
    if (m := re.fullmatch(SELF + r" can't be blocked except by (?P<n>[a-z]+) or more creatures\.", s)) \
            and m["n"] in NUMBER_WORDS:
        return "static", {"rule": "min_blockers", "n": NUMBER_WORDS[m["n"]]}
    if m := re.fullmatch(SELF + r" can't attack unless defending player controls an? "
                         r"(?P<type>Plains|Island|Swamp|Mountain|Forest)\.", s):
        return "static", {"rule": "cant_attack_unless_defender_controls", "land_type": m["type"].lower()}
    if m := re.fullmatch(r"enchanted (?:creature|permanent) can't attack or block, and its activated abilities can't be "
                         r"activated\.", s):  # 508.1c, 509.1b, 602.5
        return "static", {"rule": "attached_cant", "attached": "enchanted", "cant": ["attack", "block", "activate"]}
    if re.fullmatch(SELF + r" doesn't untap during your untap step\.", s):
        return "static", {"rule": "doesnt_untap", "who": "self"}
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) (?:creature|permanent|artifact|land) doesn't untap during "
                         r"its controller's untap step\.", s):
        return "static", {"rule": "doesnt_untap", "who": m["who"]}
    return None


def _keyword_list(text: str) -> list[str] | None:
    """'deathtouch and lifelink', 'protection from white and from black' -> keyword wordings;
    702.16g, 702.11f: 'from A and from B' is two abilities."""
    out: list[str] = []
    for part in re.split(r", and |, | and (?!from )", text):
        if m := re.fullmatch(r"(protection|hexproof) from (.+)", part):
            out.extend(f"{m[1]} from {q}" for q in re.split(r",? and from |, from ", m[2]))
        else:
            out.append(part)
    return out if all(_keyword(p) for p in out) else None


def _static_grant(s: str):
    """Static abilities that grant keywords or modify P/T (604, 613.1f, 613.4c)."""
    # "Equipped creature gets +10/+10 and loses flying." (613.4c and 613.1f, one ability)
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and loses "
                         r"(?P<kws>[a-z ,]+?)\.", s):
        kws = _keyword_list(m["kws"])
        if kws is not None:
            return "static", {"rule": "attached_grant", "attached": m["who"], "power": int(m["p"]),
                              "toughness": int(m["t"]), "keywords": [], "lose_keywords": kws}
    # 611.3a: "As long as enchanted permanent is a creature, it has flying."; "As long as enchanted
    # permanent is an Equipment, it has "Equipped creature has flying."" (613.7a: the granted ability)
    if m := re.fullmatch(r"as long as enchanted permanent is an? (?P<what>creature|Equipment), it has "
                         r"(?:(?P<kws>[a-z ,]+)\.|\"(?P<quoted>[^\"]+)\"\.?)", s):
        cond = {"if_types": ["creature"]} if m["what"] == "creature" else {"if_subtypes": ["Equipment"]}
        if m["kws"]:
            kws = _keyword_list(m["kws"])
            if kws is not None:
                return "static", {"rule": "attached_grant", "attached": "enchanted", "power": 0, "toughness": 0,
                                  "keywords": kws, **cond}
        elif m["quoted"] and m["what"] == "Equipment":
            return "static", {"rule": "attached_grant_equipment_ability", "attached": "enchanted",
                              "gain_ability_text": m["quoted"], **cond}
    if m := re.fullmatch(r"(?P<who>enchanted|equipped) creature (?:gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+))?"
                         r"(?: and )?(?:has (?P<kws>.+?))?\.(?: this effect doesn't remove (?P<keep>[Aa]uras|" + SELF
                         + r"|[Aa]uras and [Ee]quipment you control that are already attached to it)\.)?", s):
        if not (m["p"] or m["kws"]):
            return None
        kws = _keyword_list(m["kws"]) if m["kws"] else []
        if kws is None:
            return None
        spec = {"rule": "attached_grant", "attached": m["who"],
                "power": int(m["p"] or 0), "toughness": int(m["t"] or 0), "keywords": kws}
        if m["keep"]:  # 702.16n: the protection doesn't remove these Auras
            keep = m["keep"].lower()
            spec["doesnt_remove"] = "auras" if keep == "auras" else "already_attached" if "already" in keep else "self"
        return "static", spec
    if m := re.fullmatch(r"equipped permanent isn't an? (?P<remove>[a-z]+) and is an? (?P<add>[a-z]+) in addition to its "
                         r"other types\.", s):
        return "static", {"rule": "attached_types", "remove": [m["remove"]], "add": [m["add"]]}  # 613.1d
    if m := re.fullmatch(r"(?P<what>creatures|permanents) lose all abilities\.", s):
        return "static", {"rule": "all_lose_abilities", "types": ["creature"] if m["what"] == "creatures" else []}
    if s == "you have no maximum hand size.":
        return "static", {"rule": "no_maximum_hand_size"}  # 402.2
    if m := re.fullmatch(r"you have (?P<kw>hexproof|shroud)\.", s):
        return "static", {"rule": "player_keyword", "grant": {"keyword": m["kw"]}}
    if m := re.fullmatch(r"you have protection from (?P<q>the chosen card name|[a-z ]+)\.", s):
        return "static", {"rule": "player_keyword", "grant": {"keyword": "protection", "from": m["q"]}}
    if re.fullmatch(r"creatures your opponents control with hexproof can be the targets? of spells and abilities "
                    r"you control as though they didn't have hexproof\.", s):
        return "static", {"rule": "ignore_opponents_hexproof"}  # 702.11e
    if m := re.fullmatch(SELF + r" has (?P<kw>protection from the chosen (?:player|color))\.", s):
        return "static", {"rule": "self_keyword", "grant": _keyword(m["kw"])}
    if re.fullmatch(SELF + r" can block an additional creature each combat\.", s):
        return "static", {"rule": "extra_block", "count": 1}
    return None


# -- replacement effects of the permanent itself (614.1c, 614.12) ------------------------------

def _enter_as_copy(s: str):
    if s.endswith('."'):  # an exception ending in a quoted ability: '... it has "... this ability."'
        s += "."
    # "he"/"she" for a character's copy effect read as "it" (Superior Spider-Man)
    s = re.sub(r"\b(?:he|she)'s\b", "it's", re.sub(r"\b(?:his|her) (name|other types)\b", r"its \1", s))
    m = re.fullmatch(
        r"you may have " + SELF + r" enter as a copy of (?:any |a |an )(?P<what>.+?)"
        r"(?:, except (?P<except>.+))?\.", s)
    if not m:
        return None
    return "replacement", {"type": "enter_as_copy", "optional": True, "filter": parse_filter(m["what"]),
                           "exceptions": parse_exceptions(m["except"])}


def _as_enters_choice(s: str):
    m = re.fullmatch(r"as " + SELF + r" enters, choose an? (?P<what>color|creature type|card type|player|opponent|creature)\.", s)
    if not m:
        return None
    return "replacement", {"type": "as_enters_choose", "choice": m["what"].replace(" ", "_")}


def _enters_tapped(s: str):
    if re.fullmatch(SELF + r" enters tapped\.", s):
        return "replacement", {"type": "enters_tapped"}
    # 614.1c, 614.12: "Permanents enter tapped." / "Creatures your opponents control enter tapped." — a
    # static ability of a permanent on the battlefield, so not of one entering with it (614.12, example 3)
    if m := re.fullmatch(r"(?P<what>permanents|creatures|artifacts|lands)(?P<opp> your opponents control)? "
                         r"enter tapped\.", s):
        flt = {} if m["what"] == "permanents" else {"types": [m["what"][:-1]]}
        return "replacement", {"type": "others_enter_tapped", "filter": flt, "opponents": bool(m["opp"])}
    return None


def _enters_with_counters(s: str):
    m = re.fullmatch(SELF + r" enters with (?P<n>\w+) (?P<kind>\S+) counters? on it\.", s)
    if not m:
        return None
    return "replacement", {"type": "enters_with_counters", "kind": m["kind"],
                           "count": NUMBER_WORDS.get(m["n"], m["n"])}


# -- triggered abilities (603) ----------------------------------------------------------------

def _it_is_self(effect: str) -> str:
    """In an ability triggered by this object's own event, "it" is this object: "it gets +1/+1 ...",
    "put a +1/+1 counter on it."."""
    return re.sub(r" on it\.$", " on this creature.", re.sub(r"^it (?=gets )", "this creature ", effect))


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
    elif mm := re.fullmatch(r"(?P<what>(?:another |a |an )[a-z ]+?) dies", cond):
        what = re.sub(r"^(a|an) ", "", mm["what"])
        trigger = {"event": "dies", "filter": parse_filter(what)}  # 700.4, 603.10a
    elif mm := re.fullmatch(r"(?P<what>(?:another |a |an )[a-z ]+?) is put into a graveyard from the battlefield", cond):
        what = re.sub(r"^(a|an) ", "", mm["what"])  # the event "dies" names for a creature (700.4)
        trigger = {"event": "put_into_graveyard_from_battlefield", "filter": parse_filter(what)}
    elif re.fullmatch(SELF + r" blocks a creature", cond) and \
            m["effect"] == "return that creature to its owner's hand at end of combat.":
        # 603.7a: a delayed triggered ability "at end of combat" for the blocked creature (608.2k)
        return "triggered", {"event": "blocks_creature", "self": True,
                             "effect": {"type": "delayed_at_step", "step": "end_of_combat",
                                        "text": "At end of combat, return that creature to its owner's hand.",
                                        "delayed": {"type": "return_object_to_hand"}}}
    elif re.fullmatch(SELF + r" becomes tapped", cond):
        trigger = {"event": "becomes_tapped", "self": True}  # 603.2e
    elif cond == "you gain life":
        trigger = {"event": "gain_life"}  # 119.10: once per life-gain event
    elif re.fullmatch(SELF + r" becomes the target of a spell or ability", cond):
        trigger = {"event": "becomes_target", "self": True}  # 603.2, 115.1
    elif mm := re.fullmatch(SELF + r" (?P<event>attacks|blocks|becomes blocked|blocks or becomes blocked)", cond):
        # 508.3a, 509.3a, 509.3c: rules/combat_keywords.py
        trigger = {"event": mm["event"].replace(" ", "_"), "self": True}
    elif mm := re.fullmatch(SELF + r" blocks a creature(?: with (?P<kw>flying))?", cond):
        trigger = {"event": "blocks_creature", "self": True, "with": mm["kw"]}  # 509.3b: once per attacker it blocks
    elif re.fullmatch(SELF + r" becomes blocked by a creature", cond):
        trigger = {"event": "becomes_blocked_by_creature", "self": True}  # 509.3d: once per blocker
    if trigger is None:
        return None
    # "sacrifice it", "it gets ...": in an ability triggered by this object's own event, "it" is this object
    text = _it_is_self(m["effect"]) if trigger.get("self") else m["effect"]
    effect = ({"type": "sacrifice_self", "targets": []} if trigger.get("self") and m["effect"] == "sacrifice it."
              else parse_effect(text))
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
        elif m := re.fullmatch(r"(?P<sign>[+−-]?)(?P<n>\d+)", part):
            cost["loyalty"] = -int(m["n"]) if m["sign"] in ("−", "-") else int(m["n"])  # 606.4
        elif part.lower() == "discard this card":
            cost["discard_self"] = True  # 701.9a; 113.6m: the ability functions only in a hand
        elif part.lower() == "exile this card from your graveyard":
            cost["exile_self"] = True  # 113.6m: the ability functions only in a graveyard
        elif re.fullmatch(r"sacrifice " + SELF, part.lower()):
            cost["sacrifice_self"] = True  # 602.2b: paid on activation; the source is then gone
        elif m := re.fullmatch(r"discard (?P<n>a|two|three) cards?", part.lower()):
            cost["discard"] = NUMBER_WORDS[m["n"]]  # 602.2b, 701.9a: cards from the player's hand, chosen
        elif m := re.fullmatch(r"remove (?P<n>a|an|one|two|three) (?P<kind>\S+) counters? from " + SELF, part.lower()):
            cost["remove_counters"] = {"kind": m["kind"], "count": NUMBER_WORDS[m["n"]]}  # 602.2b, 118.3: removing counters as a cost
        else:
            cost["other"].append(part)
    return cost


def _mana_ability(s: str):
    if m := re.fullmatch(r"(?P<cost>[^:]+): choose a color of a permanent you control\. add one mana of that color\.", s):
        return "mana", {"cost": parse_cost(m["cost"]), "produce": {"color_of_permanent_you_control": 1}}
    if m := re.fullmatch(r"(?P<cost>[^:]+): double the amount of each type of unspent mana you have\.", s):
        return "mana", {"cost": parse_cost(m["cost"]), "produce": {"double_pool": True}}  # 106.6's example
    restriction = None
    if rm := re.fullmatch(r"(?P<body>.+\.) (?P<text>spend this mana only to cast (?:an? (?P<one>[a-z]+) spell|"
                          r"(?P<many>[a-z]+) spells)\.)", s):
        # 106.6: a restriction on how the mana can be spent (it doesn't change the mana's type)
        kind = rm["one"] or rm["many"]
        if kind not in CARD_TYPES:
            return None
        s = rm["body"]
        restriction = {"cast": {"types": [kind]}, "text": rm["text"][0].upper() + rm["text"][1:]}
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
    elif mm := re.fullmatch(r"an amount of \{(?P<sym>[wubrgc])\} equal to " + SELF + r"'s power", what, re.IGNORECASE):
        # "Add an amount of {G} equal to this creature's power" (107.1b: none when it's 0 or less)
        produce = {"symbols": [mm["sym"].upper()], "equal_to": "self_power"}
    elif mm := re.fullmatch(r"(?P<syms>(?:\{[wubrgc]\})+) for each (?P<what>[a-z ]+)", what, re.IGNORECASE):
        # "{G} for each creature you control" (605.2's example)
        produce = {"symbols": [c.upper() for c in re.findall(r"\{([wubrgc])\}", mm["syms"], re.IGNORECASE)],
                   "for_each": parse_filter(mm["what"])}
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
    spec: dict[str, Any] = {"cost": parse_cost(m["cost"]), "produce": produce}
    if restriction is not None:
        spec["restriction"] = restriction
    return "mana", spec


def _mana_subject(text: str) -> dict[str, Any] | None:
    """'enchanted land', 'a land', 'a basic land', 'a forest', 'a permanent' (106.12)."""
    if text == "enchanted land":
        return {"enchanted": True}
    m = re.fullmatch(r"an? (?P<words>[a-z ]+)", text)
    if not m:
        return None
    subject: dict[str, Any] = {}
    if any(w.startswith("non") for w in m["words"].split()):
        return None  # "a nonbasic land": no subtype
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
    if m := re.fullmatch(r"whenever a player taps (?P<subject>an? [a-z ]+?) for mana, that player adds one mana of "
                         r"any type that (?:land|permanent) produced\.", s):  # 605.4a's example
        subject = _mana_subject(m["subject"])
        if subject is not None:
            return "triggered", {"event": "tapped_for_mana", "subject": subject, "of_type": None,
                                 "effect": {"add": "produced_type"}}
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
    if m := re.fullmatch(r"if tapped for mana, (?P<pairs>.+) instead of any other type\.", s):
        # "Plains produce {R}, Islands produce {G}, ... and Forests produce {B}"
        pairs = re.findall(r"(plains|islands|swamps|mountains|forests) produce \{([wubrgc])\}", m["pairs"], re.IGNORECASE)
        singular = {"plains": "Plains", "islands": "Island", "swamps": "Swamp", "mountains": "Mountain", "forests": "Forest"}
        if pairs:
            by_subtype = {singular[w.lower()]: t.upper() for w, t in pairs}
            return "replacement", {"type": "mana_production", "subject": {"types": ["land"], "any_subtypes": list(by_subtype)},
                                   "by_subtype": by_subtype}
    return None


def _activated(s: str):
    m = re.fullmatch(r"(?P<cost>(?:\{[^}]+\}|[^:{])+?): (?P<effect>.+?)(?P<once> activate only once each turn\.)?"
                     r"(?P<sorcery> activate only as a sorcery\.)?", s)
    if not m:
        return None
    effect = parse_effect(m["effect"])
    if effect is None:
        return None
    spec = {"cost": parse_cost(m["cost"]), "effect": effect}
    if effect.get("moves_self_from"):
        # 113.6m: an ability whose effect moves the object it's on out of a zone functions only there
        spec["zone"] = effect["moves_self_from"]
    if m["once"]:
        spec["once_each_turn"] = True  # 602.5b
    if m["sorcery"]:
        spec["timing"] = "sorcery"  # 602.5d
    return "activated", spec


# -- spell abilities and effects --------------------------------------------------------------

def _spell(s: str):
    effect = parse_effect(s)
    if effect is None:
        return None
    return "spell", {"effect": effect}


def parse_effect(text: str) -> dict[str, Any] | None:
    t = text.strip()
    if (copy_area := _copy_area_effect(t)) is not None:
        return copy_area
    if m := re.fullmatch(r"target (?P<what>[a-z ]+?) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.", t):
        return {"type": "modify_pt", "power": int(m["p"]), "toughness": int(m["t"]),
                "duration": "end_of_turn", "targets": [parse_filter(m["what"])]}
    # 613.6: "[This creature] gets +1/+1 and becomes the color of your choice until end of turn." —
    # a power/toughness part (7c) and a color part (5)
    if m := re.fullmatch(SELF + r" gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and becomes the color of your choice until end "
                         r"of turn\.", t):
        return {"type": "sequence", "targets": [], "steps": [
            {"type": "modify_pt_self", "power": int(m["p"]), "toughness": int(m["t"]), "duration": "end_of_turn"},
            {"type": "become_chosen_color_self", "duration": "end_of_turn"}]}
    # 613.6: one effect that modifies power and toughness (7c) and grants keywords (6) to the same target
    if m := re.fullmatch(r"target (?P<what>[a-z ]+?) gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) and gains (?P<kw>.+?) "
                         r"until end of turn\.", t):
        kws = _keyword_list(m["kw"])
        if kws is not None:
            return {"type": "modify_pt", "power": int(m["p"]), "toughness": int(m["t"]), "keywords": kws,
                    "duration": "end_of_turn", "targets": [parse_filter(m["what"])]}
    if m := re.fullmatch(SELF + r" becomes a copy of that (?:creature|permanent|artifact)(?:, except (?P<except>.+))?\.", t):
        return {"type": "become_copy", "of": "trigger_object", "exceptions": parse_exceptions(m["except"])}
    if (m := re.fullmatch(SELF + r" becomes an? (?P<p>X|\d+)/(?P<t>X|\d+) (?P<types>[A-Za-z ]+?) until end of turn\.", t)) \
            and _only_types(m["types"]):
        words = m["types"].split()
        types = [w.lower() for w in words if w.lower() in CARD_TYPES]
        subtypes = [w for w in words if w.lower() not in CARD_TYPES and w.lower() not in SUPERTYPES]
        return {"type": "animate_self", "power": m["p"], "toughness": m["t"], "card_types": types,
                "subtypes": [st[0].upper() + st[1:] for st in subtypes], "duration": "end_of_turn"}
    # (branch costs) 120.3, 615.12: "it deals an amount of damage of your choice to you and target
    # creature. The damage can't be prevented." (the amount chosen as it resolves: rules/keyword_costs.py)
    if t == "it deals an amount of damage of your choice to you and target creature. the damage can't be prevented.":
        return {"type": "chosen_damage_you_and_target", "targets": [{"types": ["creature"]}], "unpreventable": True}
    if m := re.fullmatch(r"draw (?P<n>a|two|three) cards?\.", t):
        return {"type": "draw", "count": NUMBER_WORDS[m["n"]]}
    if re.fullmatch(r"draw X cards\.", t):
        return {"type": "draw", "count": "X"}
    if m := re.fullmatch(r"you gain (?P<n>\d+) life\.", t):
        return {"type": "gain_life", "amount": int(m["n"])}
    from .turn_text import parse_effect as parse_turn_effect

    from .land_text import parse_effect as parse_land_effect
    from .removal_text import parse_effect as parse_removal_effect
    from .color_text import parse_effect as parse_color_effect
    from .group_text import parse_effect as parse_group_effect
    from .zone_text import parse_effect as parse_zone_effect

    return (_keyword_effect(t) or parse_turn_effect(t) or parse_more_effect(t) or parse_rules_effect(t)  # spell_text, rules_text
            or parse_land_effect(t) or parse_removal_effect(t) or parse_color_effect(t) or parse_group_effect(t) or parse_zone_effect(t))


def _only_types(words: str) -> bool:
    """'2/2 Assembly-Worker artifact creature': card types and (capitalized) subtypes only. A color,
    "with flying" or "in addition to its other types" is more than the animate templates read."""
    return all(w.lower() in CARD_TYPES or re.fullmatch(r"[A-Z][A-Za-z'-]*", w) for w in words.split())


def _keyword_effect(t: str) -> dict[str, Any] | None:
    """Effects of the keyword and combat scenarios: damage (120), prevention (615), regeneration
    (701.19), destruction (701.8), granting keywords until end of turn (611.2), counters."""
    if m := re.fullmatch(r"(?:" + SELF + r"|it) deals (?P<n>\d+) damage to (?P<what>any target|target [a-z ]+?)\.", t):
        what = m["what"]
        spec = {"types": ["any"]} if what == "any target" else parse_filter(what[len("target "):])
        return {"type": "damage", "amount": int(m["n"]), "targets": [spec]}
    if t == "target creature you control deals damage equal to its power to target creature you don't control.":
        # 120.1: the first target is the source of the damage (noncombat: trample does nothing, 702.19a)
        return {"type": "damage_by_target", "targets": [{"types": ["creature"], "controller": "you"},
                                                        {"types": ["creature"], "controller": "opponent"}]}
    if m := re.fullmatch(r"prevent the next (?P<n>\d+) damage that would be dealt to target creature and each other "
                         r"creature that shares a color with it this turn\.", t):
        return {"type": "prevent_next_shares_color", "amount": int(m["n"]), "targets": [{"types": ["creature"]}]}
    if m := re.fullmatch(r"prevent the next (?P<n>\d+) damage that would be dealt to any target this turn\.", t):
        return {"type": "prevent_next", "amount": int(m["n"]), "targets": [{"types": ["any"]}]}
    # 601.2d: "deals X damage divided as you choose among any number of targets"
    if m := re.fullmatch(SELF + r" deals (?P<n>X|\d+) damage divided as you choose among any number of targets\.", t):
        return {"type": "damage_divided", "amount": m["n"] if m["n"] == "X" else int(m["n"]),
                "targets": [{"types": ["any"], "any_number": True}]}
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+) damage to each (?P<what>[A-Za-z ]+?)\.", t):
        flt = parse_filter(m["what"])  # 120.3: to each permanent the filter matches, at the same time
        return {"type": "damage_each", "amount": int(m["n"]), "filter": flt, "targets": []}
    if m := re.fullmatch(r"destroy all (?P<a>[a-z]+)s, (?P<b>[a-z]+)s, and (?P<c>[a-z]+)s\.", t):
        kinds = [m["a"], m["b"], m["c"]]  # "artifacts, creatures, and enchantments"
        flt: dict[str, Any] = {"any_of_types": kinds}
        if not all(k in CARD_TYPES for k in kinds):
            flt["unparsed"] = ", ".join(kinds)
        return {"type": "destroy_all", "filter": flt, "targets": []}  # 701.8
    if m := re.fullmatch(r"destroy all (?P<what>[a-z ,]+?)s\.", t):
        return {"type": "destroy_all", "filter": parse_filter(m["what"]), "targets": []}  # 701.8
    if m := re.fullmatch(r"regenerate (?:" + SELF + r"|(?P<who>enchanted|equipped) (?:creature|permanent))\.", t):
        return {"type": "regenerate_self" if m["who"] is None else "regenerate_attached", "targets": []}  # 701.19a
    if m := re.fullmatch(r"(?P<verb>regenerate|destroy) target (?P<what>[A-Za-z -]+?)\.", t):
        return {"type": m["verb"], "targets": [parse_filter(m["what"])]}
    if m := re.fullmatch(r"(?P<who>(?:another )?target [a-z ]+?|" + SELF + r") gains (?P<kw>.+?) until end of turn\.", t):
        if m["kw"] == "protection from the color of your choice":
            kws: list[str] | None = ["protection from the chosen color"]
        elif m["kw"] == "protection from colorless or from the color of your choice":  # Giver of Runes
            kws = ["protection from the chosen quality"]
        else:
            kws = _keyword_list(m["kw"])
        if kws is None:
            return None
        who = m["who"]
        effect: dict[str, Any] = {"type": "gain_keywords", "keywords": kws, "duration": "end_of_turn"}
        if who.startswith(("target ", "another target ")):
            effect["targets"] = [parse_filter(who.replace("target ", "", 1))]  # "another": not its source
        if kws == ["protection from the chosen quality"]:
            effect["choose"] = "color_or_colorless"
        elif "chosen color" in m["kw"] or "color of your choice" in m["kw"]:
            effect["choose"] = "color"
        return effect
    if m := re.fullmatch(r"put (?P<n>a|an|one|two|three) (?P<kind>\S+) counters? on " + SELF + r"\.", t):
        return {"type": "counters_self", "kind": m["kind"], "count": NUMBER_WORDS[m["n"]]}
    return None


# -- copy area: CDAs, text-changing and chosen-type statics, forms, pumps (604.3, 612, 707) ------

def _copy_area_static(s: str):
    """Static abilities, "as enters" replacements and step triggers the copy scenarios need."""
    # 603.6c: leaves-the-battlefield triggers; 607.2c: "the token" is the one created with this object
    if re.fullmatch(r"when " + SELF + r" leaves the battlefield, exile the token\.", s):
        return "triggered", {"event": "leaves", "self": True, "effect": {"type": "exile_created_tokens"}}
    if re.fullmatch(r"when the token leaves the battlefield, sacrifice " + SELF + r"\.", s):
        return "triggered", {"event": "linked_token_leaves", "effect": {"type": "sacrifice_self"}}
    if m := re.fullmatch(r"whenever " + SELF + r" deals combat damage to a player, (?P<effect>.+)", s):
        effect = parse_effect(_it_is_self(m["effect"]))
        if effect is not None:
            return "triggered", {"event": "combat_damage_to_player", "effect": effect}
    if m := re.fullmatch(r"whenever " + SELF + r" deals damage to an opponent, (?P<effect>.+)", s):
        effect = parse_effect(m["effect"])  # 603.2, 120.3: any damage, combat or not, to an opponent
        if effect is not None:
            return "triggered", {"event": "damage_to_opponent", "effect": effect}
    if m := re.fullmatch(r"at the beginning of your (?P<step>upkeep|draw step|end step), (?P<effect>.+)", s):
        from .rules_text import _intervening_if

        # 603.2, 503.1a: "at the beginning of your upkeep"; 603.4: "..., if [condition], [effect]"
        effect = _intervening_if(m["effect"]) or parse_effect(m["effect"])
        if effect is not None:
            return "triggered", {"event": "beginning_of_step", "step": m["step"].replace(" step", ""),
                                 "whose": "you", "effect": effect}
    if m := re.fullmatch(r"(?:" + SELF + r"|this permanent)'s power is equal to the number of card types among cards "
                         r"in all graveyards and its toughness is equal to that number plus (?P<plus>\d+)\.", s):
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "card_types_in_graveyards",
                          "plus": [0, int(m["plus"])]}  # 604.3
    # 707.9g, 603.11: an "enter as a copy" replacement with a linked reflexive trigger in its paragraph,
    # from a card in a graveyard (Superior Spider-Man's "Mind Swap — ...", an ability word first).
    without_word = re.sub(r"^[A-Za-z' ]+ — (\w)", lambda mm: mm[1].lower(), s)  # 207.2c: no rules meaning
    if m := re.fullmatch(r"(?P<copy>you may have " + SELF + r" enter as a copy of any (?P<what>[a-z]+) card "
                         r"in a graveyard(?:, except (?P<except>.+?))?\.) when you do, exile that card\.", without_word):
        replacement = _enter_as_copy(re.sub(r"any [a-z]+ card in a graveyard", "any permanent", m["copy"]))
        if replacement is not None:
            spec = dict(replacement[1])
            spec["filter"] = {"types": [m["what"]], "zone": "graveyard"}
            spec["linked_trigger"] = {"effect": {"type": "exile_copied_card"}, "text": "When you do, exile that card."}
            return "replacement", spec
    if re.fullmatch(SELF + r" is all colors\.", s):  # 604.3, 105.2: a CDA defining color (Transguild Courier)
        return "static", {"rule": "cda_color", "defines": "color", "colors": ["white", "blue", "black", "red", "green"]}
    if re.fullmatch(SELF + r"'s power and toughness are each equal to the number of creature cards in your "
                    r"graveyard\.", s):  # 604.3 (printed); 613.4b when an effect grants it
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "creature_cards_in_your_graveyard", "plus": [0, 0]}
    # 607.2a, 604.3: "[This]'s power is equal to the total power of the exiled cards and its toughness is
    # equal to their total toughness." (the cards its "as enters" ability exiled)
    if re.fullmatch(SELF + r"'s power is equal to the total power of the exiled cards and its toughness is equal "
                    r"to their total toughness\.", s):
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "exiled_cards_total", "plus": [0, 0]}
    # 614.12, 614.13a: "As this creature enters, exile any number of creature cards from your graveyard."
    if m := re.fullmatch(r"as " + SELF + r" enters, exile any number of (?P<what>[a-z]+) cards from your graveyard\.", s):
        return "replacement", {"type": "as_enters_exile_cards", "card_type": m["what"]}
    if re.fullmatch(SELF + r"'s power and toughness are each equal to 1 plus the number of creatures the chosen "
                    r"player controls\.", s):  # 604.3, 208.2a: the player chosen as it entered (607.2d)
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "creatures_chosen_player_controls",
                          "plus": [1, 1]}
    if re.fullmatch(SELF + r"'s power and toughness are each equal to the number of cards in your hand\.", s):
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "cards_in_your_hand", "plus": [0, 0]}  # 604.3
    if re.fullmatch(SELF + r"'s power and toughness are each equal to the life paid as it entered\.", s):
        return "static", {"rule": "cda_pt", "defines": "pt", "count": "life_paid", "plus": [0, 0]}
    if m := re.fullmatch(r"as long as the top card of your graveyard is a creature card, " + SELF
                         + r" has the full text of that card and has the text \"(?P<extra>[^\"]+)\"\.?", s):
        extra = re.sub(r"(^|: )([a-z])", lambda mm: mm[1] + mm[2].upper(), m["extra"])  # sentence starts
        return "static", {"rule": "full_text_of_top_creature_card", "extra_text": extra}
    if re.fullmatch(r"enchanted creature is a copy of the chosen creature\.", s):
        return "static", {"rule": "enchanted_is_copy_of_chosen"}  # a static copy effect (707.2c)
    if re.fullmatch(SELF + r" is the chosen type in addition to its other types\.", s):
        return "static", {"rule": "is_chosen_type"}
    if m := re.fullmatch(r"(?P<other>other )?(?P<what>[a-z]+s) you control of the chosen type get "
                         r"(?P<p>[+-]\d+)/(?P<t>[+-]\d+)\.", s):
        return "static", {"rule": "anthem", "other": bool(m["other"]), "chosen_type": True,
                          "filter": {"types": [m["what"][:-1]], "controller": "you"},
                          "power": int(m["p"]), "toughness": int(m["t"])}
    if m := re.fullmatch(r"as " + SELF + r" enters, it becomes your choice of (?P<options>.+) in addition to its "
                         r"other types\.", s):
        options = [_form(o) for o in re.split(r", or |, ", m["options"])]
        if all(options):
            return "replacement", {"type": "as_enters_form", "options": options}
    return None


def _form(text: str) -> dict[str, Any] | None:
    """'a 2/2 artifact creature with flying' -> a form an "as enters" ability may give (Primal Clay)."""
    m = re.fullmatch(r"an? (?P<p>\d+)/(?P<t>\d+) (?P<types>[A-Za-z ]+?)(?: with (?P<kw>[a-z ]+))?", text.strip())
    if not m:
        return None
    words = m["types"].split()
    return {"text": text.strip(), "power": int(m["p"]), "toughness": int(m["t"]),
            "card_types": [w for w in words if w in CARD_TYPES],
            "subtypes": [w for w in words if w not in CARD_TYPES and w not in SUPERTYPES],
            "keywords": [m["kw"]] if m["kw"] else []}


def _copy_area_effect(t: str) -> dict[str, Any] | None:
    # 707.14 (Magar of the Magic Strings): note a card's name, put the card onto the battlefield
    # face down with the characteristics the effect gives it (708.2b).
    if m := re.fullmatch(r"note the name of target (?P<types>[a-z ]+?) card in your graveyard and put it onto the "
                         r"battlefield face down\. it's an? (?P<p>\d+)/(?P<t>\d+) creature with (?P<abilities>\".+\")\.?", t):
        quoted = [re.sub(r"(^|\. )([a-z])", lambda mm: mm[1] + mm[2].upper(), q if q.endswith(".") else q + ".")
                  for q in re.findall(r'"([^"]+)"', m["abilities"])]
        return {"type": "note_and_put_face_down", "power": int(m["p"]), "toughness": int(m["t"]), "abilities": quoted,
                "targets": [{"zone": "graveyard", "owner": "you", "types_any": m["types"].split(" or ")}]}
    if re.fullmatch(r"you may create a copy of the card with the noted name\. you may cast the copy without paying "
                    r"its mana cost\.", t):
        return {"type": "copy_noted_card", "targets": []}
    if m := re.fullmatch(r"choose a card name that hasn't been chosen (?:this way:|from among) (?P<names>.+)\. create a "
                         r"copy of the card with the chosen name\. you may cast the copy\.", t):  # 707.13 (Garth One-Eye)
        names = [n.strip() for n in re.split(r", or |, and |, ", m["names"])]
        return {"type": "copy_card_by_name", "names": names, "targets": []}
    if m := re.fullmatch(r"put all (?P<what>[a-z]+) cards from all graveyards onto the battlefield under your control\.", t):
        return {"type": "return_all_from_graveyard", "card_type": m["what"], "all_graveyards": True, "targets": []}
    if m := re.fullmatch(r"return all (?P<what>[a-z]+) cards from your graveyard to the battlefield\.", t):
        return {"type": "return_all_from_graveyard", "card_type": m["what"], "targets": []}  # Replenish
    if m := re.fullmatch(r"choose an? (?P<chosen>[a-z ]+?) on the battlefield\. (?:target (?P<what>[a-z ]+?) becomes|"
                         r"any number of target (?P<many>[a-z ]+?) each become) a copy of that creature until end of "
                         r"turn\.", t):  # Cytoshape; Polymorphous Rush
        target = parse_filter(m["what"] or re.sub(r"^creatures\b", "creature", m["many"]))
        if m["many"]:
            target["any_number"] = True
        return {"type": "become_copy_of_chosen", "choose": parse_filter(m["chosen"]), "targets": [target],
                "duration": "end_of_turn"}
    if m := re.fullmatch(r"create a token that's a copy of target (?P<what>[a-z ]+?)\.", t):
        return {"type": "create_token_copy", "targets": [parse_filter(m["what"])]}  # 707.5, 111.1
    if m := re.fullmatch(r"an opponent chooses target (?P<what>[a-z]+) they control\. create a token that's a copy of "
                         r"that (?:creature|permanent)\. that token gains (?P<kw>[a-z]+) until end of turn\. exile the "
                         r"token at the beginning of the next end step\.", t):
        # Echo Chamber: the target is chosen by an opponent (115.2); the token is exiled by a delayed
        # trigger (603.7)
        return {"type": "create_token_copy", "chooser": "opponent",
                "targets": [{"types": [m["what"]], "controller": "opponent"}],
                "token_gains": m["kw"], "exile_at": "end"}
    if m := re.fullmatch(r"change the text of target (?:spell or )?permanent by replacing all instances of one "
                         r"(?P<kind>basic land type|color word) with another\.", t):
        # 612.2: a text-changing effect (Magical Hack, Sleight of Mind); spells as targets aren't modelled
        return {"type": "text_change_words", "word_kind": m["kind"], "targets": [{}]}
    if m := re.fullmatch(r"(?P<may>you may have )?" + SELF + r" become a copy of target (?P<what>[a-z ]+?)"
                         r"(?:, except (?P<except>.+))?\.", t):
        return {"type": "become_copy_of_target", "optional": bool(m["may"]), "targets": [parse_filter(m["what"])],
                "exceptions": parse_exceptions(m["except"])}
    # 613.4d: "Switch this creature's / target creature's power and toughness until end of turn."
    if re.fullmatch(r"switch " + SELF + r"'s power and toughness until end of turn\.", t):
        return {"type": "switch_pt_self", "duration": "end_of_turn"}
    if m := re.fullmatch(r"switch target (?P<what>[a-z ]+?)'s power and toughness until end of turn\.", t):
        return {"type": "switch_pt", "duration": "end_of_turn", "targets": [parse_filter(m["what"])]}
    if m := re.fullmatch(SELF + r" gets (?P<p>[+-]\d+)/(?P<t>[+-]\d+) until end of turn\.", t):
        return {"type": "modify_pt_self", "power": int(m["p"]), "toughness": int(m["t"]), "duration": "end_of_turn"}
    # 608.2h, 107.1b: "+X/+X until end of turn, where X is its power": X is determined once, as the
    # ability resolves; a negative power makes X 0
    if re.fullmatch(SELF + r" gets \+X/\+X until end of turn, where X is its power\.", t):
        return {"type": "modify_pt_self", "power": "X", "toughness": "X", "x_is": "self_power",
                "duration": "end_of_turn"}
    if (m := re.fullmatch(SELF + r" becomes an? (?P<p>X|\d+)/(?P<t>X|\d+) (?P<types>[A-Za-z -]+?) until end of turn\. "
                         r"it's still an? (?P<still>[a-z]+)\.", t)) and _only_types(m["types"]):
        words = m["types"].split()
        types = [w.lower() for w in words if w.lower() in CARD_TYPES]
        subtypes = [w for w in words if w.lower() not in CARD_TYPES and w.lower() not in SUPERTYPES]
        # 205.1b: "It's still a land": the new types are in addition to that one.
        return {"type": "animate_self", "power": m["p"], "toughness": m["t"], "card_types": types + [m["still"]],
                "subtypes": [st[0].upper() + st[1:] for st in subtypes], "duration": "end_of_turn"}
    if m := re.fullmatch(r"destroy target (?P<what>[a-z, ]+?)\. it can't be regenerated\.", t):
        return {"type": "destroy", "no_regeneration": True, "targets": [parse_filter(m["what"])]}
    # 115.3: "target A and target B" — two words "target": the same object may be both (601.2c)
    if m := re.fullmatch(r"destroy target (?P<a>[a-z ]+?) and target (?P<b>[a-z ]+?)\.(?P<noregen> they can't be "
                         r"regenerated\.)?", t):
        effect: dict[str, Any] = {"type": "destroy", "targets": [parse_filter(m["a"]), parse_filter(m["b"])]}
        if m["noregen"]:
            effect["no_regeneration"] = True
        return effect
    # 115.3, 601.2c: "up to two target creatures" — one word "target": different objects
    if m := re.fullmatch(r"tap up to (?P<n>two|three) target (?P<what>[a-z ]+?)s\.", t):
        return {"type": "tap", "targets": [{**parse_filter(m["what"]), "any_number": True, "max": NUMBER_WORDS[m["n"]]}]}
    if m := re.fullmatch(SELF + r" deals (?P<n>\d+) damage to (?P<what>(?:another )?target [a-z ]+?)\. that creature becomes an? "
                         r"(?P<sub>[A-Za-z-]+) in addition to its other types\. put an? (?P<kind>\S+) counter on "
                         + SELF + r"\.", t):
        what = m["what"].replace("target ", "")
        return {"type": "target_then_self", "targets": [parse_filter(what)], "steps": [
            {"type": "damage_target", "amount": int(m["n"])},
            {"type": "add_subtype_target", "subtype": m["sub"][0].upper() + m["sub"][1:]},
            {"type": "counter_on_self", "kind": m["kind"], "count": 1},
        ]}
    return None
