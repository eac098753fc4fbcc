"""Typed ability trees (reference_impl.text) -> the engine's ``Ability(text, kind, spec)``.

The engine still reads the template parser's ``Ability`` objects (reference_impl.oracle). This module
lowers the grammar's tree to exactly those objects for the constructs where it can reproduce them —
keyword lines, "enters tapped", "This spell can't be countered.", "attacks each combat if able" —
and returns None for every other line, so the engine can switch to the grammar construct by construct.
tests/test_text_lowering.py compares, for every line of the pool, the lowered result with
``oracle.parse_oracle_text``'s. Nothing here reads the Oracle wording to decide what a line means:
the wording only becomes the ability's ``text`` (and the 'what' of "Enchant …", which the engine
keeps as words).
"""

from __future__ import annotations

import re
from dataclasses import fields
from typing import Any

from .oracle import Ability
from . import nodes as N
from .normalize import drop_reminder, straighten
from .keywords import KEYWORD_ABILITIES, KEYWORDS_OUTSIDE_702

# 702 keywords whose spec is only their name.
_PLAIN = {"deathtouch", "defender", "double strike", "first strike", "flash", "flying", "haste", "hexproof",
          "indestructible", "intimidate", "lifelink", "reach", "shroud", "trample", "vigilance", "changeling",
          "menace", "trample over planeswalkers", "fear", "shadow", "horsemanship", "skulk", "infect", "wither",
          "prowess", "exalted", "flanking", "battle cry", "melee", "dethrone", "training", "mentor", "myriad",
          "provoke"}
# Keywords with a mana cost the engine keeps as its symbols.
_COSTED = {"morph", "kicker", "disturb", "overload", "cumulative upkeep"}
# Keywords with a number.
_NUMBERED = {"annihilator", "fading", "bushido", "toxic", "rampage", "afflict", "renown", "bloodthirst"}
_COLORS = {"white", "blue", "black", "red", "green"}


def _quality(param: Any) -> str | None:
    """'from black' / 'from each color' -> the words the engine keeps, or None."""
    if not (isinstance(param, N.Phrase) and param.kind == "kw_from" and len(param.parts) == 1):
        return None
    qualities = param.parts[0]
    if not (isinstance(qualities, N.Phrase) and qualities.kind == "quality_list" and len(qualities.parts) == 1):
        return None
    q = qualities.parts[0]
    if isinstance(q, N.Filter) and not q.nouns and not q.qualifiers and len(q.adjectives) == 1:
        color = q.adjectives[0].removeprefix("color:")
        return color if color in _COLORS else None
    if isinstance(q, N.Phrase) and q.kind == "q_each_color":
        return "each color"
    return None


def _keyword_spec(kw: N.Keyword, words: str) -> dict[str, Any] | None:
    name = kw.name
    if kw.cost is not None:
        return None
    if kw.param is None:
        if name in _PLAIN:
            return {"keyword": name}
        if name.endswith("walk"):  # 702.14: landwalk
            land = name[: -len("walk")]
            return {"keyword": "landwalk", "land_type": "nonbasic land" if land == "nonbasic land" else land}
        return None
    if name in _COSTED and isinstance(kw.param, N.ManaCost):
        return {"keyword": name, "cost": "".join(kw.param.symbols)}
    if name in _NUMBERED and isinstance(kw.param, int):
        return {"keyword": name, "n": kw.param}
    if name in ("protection", "hexproof") and (q := _quality(kw.param)) is not None:
        return {"keyword": "protection" if name == "protection" else "hexproof_from", "from": q}
    if name == "enchant" and isinstance(kw.param, N.Phrase) and kw.param.kind == "kw_filter":
        what = re.sub(r"^enchant ", "", words, flags=re.IGNORECASE)
        return {"keyword": "enchant", "what": what}
    return None


def name_keeps_reminder(spec: dict[str, Any]) -> bool:
    return spec["keyword"] in ("disturb", "kicker", "overload")


def lower(parsed: N.ParsedLine) -> list[Ability] | None:
    """The engine's abilities for one parsed line, or None where this lowering doesn't reach."""
    a = parsed.ability
    text = parsed.text
    if parsed.ability_word is not None or N.has_unparsed(a):
        return None
    if isinstance(a, N.KeywordLine):
        words = drop_reminder(straighten(text))
        parts = [p.strip() for p in words.split(",")] if len(a.keywords) > 1 else [words]
        if len(parts) != len(a.keywords):
            return None
        out = []
        for kw, part in zip(a.keywords, parts):
            spec = _keyword_spec(kw, part)
            if spec is None:
                return None
            # The template parser keeps these keywords' reminder text in their wording.
            wording = text if name_keeps_reminder(spec) and len(a.keywords) == 1 else part[:1].upper() + part[1:]
            out.append(Ability(wording, "keyword", spec))
        return out
    if isinstance(a, N.Replacement) and a.kind == "enters_tapped" and isinstance(a.parts[0], N.SelfRef):
        return [Ability(text, "replacement", {"type": "enters_tapped"})]
    if isinstance(a, N.Static) and len(a.effects) == 1:
        e = a.effects[0]
        if isinstance(e, N.Phrase) and e.kind == "uncounterable":
            return [Ability(text, "static", {"rule": "cant_be_countered_self"})]
        if isinstance(e, N.Restriction) and e.kind == "must_attack" and isinstance(e.what, N.SelfRef):
            return [Ability(text, "static", {"rule": "attacks_each_combat"})]
        if isinstance(e, N.Restriction) and e.kind == "must_block" and isinstance(e.what, N.SelfRef) \
                and not e.parts and e.duration is None:
            return [Ability(text, "static", {"rule": "blocks_each_combat"})]  # 509.1c: a blocking requirement
    return None


# -- the tree path: a line only the grammar reads ------------------------------------------------
#
# For a line the template parser doesn't read (or reads into something the engine doesn't
# execute), state/support.abilities_of takes the grammar's tree instead: an ``Ability`` whose spec
# carries the tree (``spec["tree"]``) and, for the machinery that handles every ability alike, the
# fields it reads — the kind (spell | activated | mana | triggered), the cost of an activated
# ability in the template parser's shape, and the effect ``{"type": "tree", "node": <effect>,
# "targets": [{"node": Target | Player}, ...]}`` whose targets, in the order the text names them,
# are what a player chooses on casting or activating (601.2c, 602.2b) or as the trigger is put on
# the stack (603.3d). Which constructs the engine executes is support.tree_problems' decision.

def tree_targets(effect: Any) -> list[dict[str, Any]]:
    """The targets an effect's text names, in order: 'target creature', 'target player', one entry
    per target ('two target creatures')."""
    out: list[dict[str, Any]] = []
    seen: set[int] = set()
    for node in _walk_own(effect):
        if id(node) in seen:  # one target shared by two clauses ("target creature gets +2/+0 and gains ...")
            continue
        seen.add(id(node))
        if isinstance(node, N.Target) and node.count == "X":
            # 601.2c, 107.3: "X target creatures": as many targets as the X announced (fx)
            out.append({"node": node, "any_number": True, "count_x": "at_most" if node.up_to else "exactly"})
        elif isinstance(node, N.Target) and (node.up_to or node.count == "any"):
            # 601.2c, 115.1: "up to two target creatures", "any number of target creatures": the
            # player chooses how many (zero is legal); one spec standing for them all (fx)
            spec: dict[str, Any] = {"node": node, "any_number": True}
            if isinstance(node.count, int):
                spec["max"] = node.count
            out.append(spec)
        elif isinstance(node, N.Target):
            out.extend({"node": node} for _ in range(node.count if isinstance(node.count, int) else 1))
        elif isinstance(node, N.Player) and node.who.startswith("target_"):
            out.append({"node": node})
    return out


def _walk_own(node: Any):
    """Every node of an effect but those of a reflexive trigger's ("When you do, ..."): its targets are
    chosen as it is put on the stack, after the instruction it follows (603.12) (fx); nor those of
    the abilities quoted text grants ('gains "{T}: … target …"'): their targets are chosen when they
    are activated or trigger, not by the ability that grants them."""
    if isinstance(node, N.Action) and node.kind == "reflexive":
        return
    yield node
    if isinstance(node, (N.Activated, N.Triggered)):
        return
    if isinstance(node, N.Node):
        for f in fields(node):
            yield from _walk_own(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for x in node:
            yield from _walk_own(x)


def tree_effect(effect: Any) -> dict[str, Any]:
    return {"type": "tree", "node": effect, "targets": tree_targets(effect)}


def tree_cost(cost: N.Cost) -> dict[str, Any]:
    """An activated ability's cost in the shape the activation machinery pays (rules/casting.py):
    a part it has no field for goes to "other", which activation refuses."""
    out: dict[str, Any] = {"mana": "", "tap": False, "untap": False, "other": []}
    for part in cost.parts:
        if isinstance(part, N.ManaCost):
            out["mana"] += "".join(s.upper() for s in part.symbols)
        elif isinstance(part, N.CostPart) and part.kind == "tap":
            out["tap"] = True
        elif isinstance(part, N.CostPart) and part.kind == "untap":
            out["untap"] = True
        elif isinstance(part, N.CostPart) and part.kind == "sacrifice" and len(part.parts) == 1 \
                and isinstance(part.parts[0], N.SelfRef):
            out["sacrifice_self"] = True
        elif (key := _self_cost(part, out)) is not None:
            out.update(key)
        else:
            out.setdefault("tree_parts", []).append(part)  # paid by the rules module that executes it
    return out


def _self_cost(part: Any, out: dict[str, Any]) -> dict[str, Any] | None:
    """A cost part about the source itself, in the cost dict's field the activation machinery pays:
    'Discard this card' (discard_self, from its owner's hand, 702.29a's shape), 'Exile this card from
    your graveyard' (exile_self, 113.6m), 'Exile this artifact' (exile_source, from the battlefield),
    'Return this creature to its owner's hand' (bounce_source), 'Remove three charge counters from
    this artifact' (remove_counters), and 'sacrifice it' after such
    a removal ('it' is the source). None for any other part (it stays a tree part)."""
    if not isinstance(part, N.CostPart) or not part.parts:
        return None
    first, rest = part.parts[0], part.parts[1:]
    if part.kind == "discard" and isinstance(first, N.SelfRef) and not rest:
        return {"discard_self": True}
    if part.kind == "bounce" and isinstance(first, N.SelfRef) and not rest:
        return {"bounce_source": True}
    if part.kind == "exile" and isinstance(first, N.SelfRef):
        if not rest:
            return {"exile_source": True}
        if len(rest) == 1 and isinstance(rest[0], N.Phrase) and rest[0].kind == "zone_name" \
                and rest[0].parts == ("your graveyard",):
            return {"exile_self": True}
        return None
    if part.kind == "remove_counters" and len(rest) == 1 and isinstance(rest[0], N.SelfRef) \
            and isinstance(first, N.CounterSpec) and isinstance(first.amount, int) and "remove_counters" not in out:
        return {"remove_counters": {"kind": first.kind, "count": first.amount}}
    if part.kind == "sacrifice" and len(part.parts) == 1 and isinstance(first, N.Ref) and first.words == "it" \
            and "remove_counters" in out:
        return {"sacrifice_self": True}
    return None


def mana_step(effect: Any) -> Any:
    """The AddMana of a mana ability's effect: the effect itself, or the first instruction of
    "Add {W} or {U}. This land deals 1 damage to you." (605.1a: still a mana ability); None otherwise."""
    if isinstance(effect, N.AddMana):
        return effect
    if isinstance(effect, N.Sequence) and effect.steps and isinstance(effect.steps[0], N.AddMana):
        return effect.steps[0]
    return None


_SPEND_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "planeswalker", "sorcery")


def spend_types(flt: Any) -> list[str] | None:
    """fx2, 106.6: the card types of "Spend this mana only to cast an instant or sorcery spell" /
    "... creature spells" (any of them), or None for another restriction."""
    def one(f: Any) -> str | None:
        if isinstance(f, N.Filter) and len(f.adjectives) == 1 and f.adjectives[0].startswith("type:") \
                and set(f.nouns) <= {"spell", "spells"} and not f.qualifiers and not f.alternatives \
                and f.adjectives[0][5:] in _SPEND_TYPES:
            return f.adjectives[0][5:]
        return None
    if not isinstance(flt, N.Filter):
        return None
    if flt.alternatives and not flt.adjectives and set(flt.nouns) <= {"spell", "spells"} and not flt.qualifiers:
        types = [one(a) for a in flt.alternatives]
        return types if all(types) else None  # type: ignore[return-value]
    t = one(flt)
    return [t] if t else None


def tree_produce(effect: Any) -> dict[str, Any]:
    """A mana ability's production in the shape rules/mana.py reads (106.1): "Add {R}{G}" ->
    symbols, "Add {R} or {G}" -> one of, "Add one mana of any color" -> any color; {} otherwise
    (support refuses it: rules/mana.py's AddMana check)."""
    first = mana_step(effect)
    p = first.produce if first is not None else None
    if not isinstance(p, N.Phrase):
        return {}
    letters = [s.strip("{}").upper() for m in p.parts if isinstance(m, N.ManaCost) for s in m.symbols]
    if p.kind == "mana_fixed":
        return {"symbols": letters}
    if p.kind == "mana_choice" and any(isinstance(m, N.ManaCost) and len(m.symbols) > 1 for m in p.parts):
        # fx2: "Add {U}{U}, {U}{R}, or {R}{R}": one of these groups of mana (106.1)
        return {"one_of_groups": [[s.strip("{}").upper() for s in m.symbols] for m in p.parts]}
    if p.kind == "mana_choice":
        return {"one_of": letters}
    if p.kind == "mana_any_color":
        return {"any_color": 1}
    if p.kind == "mana_each" and len(p.parts) == 2:  # "Add {B} for each Swamp you control"
        return {"symbols": letters, "for_each_node": p.parts[1]}
    if p.kind == "mana_restricted" and p.parts and spend_types(p.parts[-1]) is not None:
        # fx2, 106.6: "Spend this mana only to cast <types> spells" (the mana's type unchanged)
        types = spend_types(p.parts[-1]) or []
        r = {"restriction": {"cast": {"types": types},
                             "text": "Spend this mana only to cast " + " or ".join(types) + " spells"}}
        if len(p.parts) == 1:  # "one mana of any color"
            return {"any_color": 1, **r}
        if len(p.parts) == 2 and isinstance(p.parts[0], N.ManaCost):
            return {"symbols": letters, **r}
        if len(p.parts) == 2 and isinstance(p.parts[0], int) and not isinstance(p.parts[0], bool):
            return {"any_color": p.parts[0], "one_color": True, **r}
        return {}
    if p.kind == "mana_any_one_color" and len(p.parts) == 3 and p.parts[:2] == ("X", "X"):
        # fx2: "Add X mana of any one color, where X is <amount>" (counted as it resolves, 605.3b)
        return {"any_color": "X", "one_color": True, "amount": p.parts[2]}
    if p.kind == "mana_amount" and len(p.parts) == 2 and isinstance(p.parts[0], N.ManaCost):
        return {"symbols": letters, "amount": p.parts[1]}  # fx2: "Add an amount of {G} equal to <amount>"
    if p.kind in ("mana_any_one_color", "mana_any_combination") and len(p.parts) == 1 and isinstance(p.parts[0], int):
        # "Add two mana of any one color" (one choice) / "... in any combination of colors" (one each)
        return {"any_color": p.parts[0], "one_color": p.kind == "mana_any_one_color"}
    return {}


#: 700.2: a modal spell's "Choose …" -> (how many modes, whether more may be chosen), as the casting
#: machinery reads it (rules/spell_effects.check_modes).
MODAL_CHOOSE = {"one": (1, False), "two": (2, False), "three": (3, False), "one or both": (1, True),
                "one or more": (1, True)}
#: 700.2: the larger choice a condition allows ("..., choose any number instead"): at least one mode.
MODAL_UPGRADE = {**MODAL_CHOOSE, "both": (2, False), "any number": (1, True)}


def loyalty_cost(words: str) -> int | None:
    """606.4: '+1' -> 1, '−2' -> -2, '0' -> 0; None for 'X' ('−X', read nowhere yet)."""
    m = re.fullmatch(r"([+\-−]?)(\d+)", words.strip())
    if m is None:
        return None
    return -int(m[2]) if m[1] in ("-", "−") else int(m[2])


def _mode_texts(text: str, modes: tuple) -> list[str]:
    texts = [ln.strip().removeprefix("•").strip() for ln in text.split("\n")[1:]]
    return texts if len(texts) == len(modes) else [text] * len(modes)
def _quotes(text: str) -> list[str]:
    """The rules text a line quotes ('gains "{T}: …"'), in text order."""
    return re.findall(r'"([^"]+)"', drop_reminder(straighten(text)))


def _returns_self_from_graveyard(effect: Any) -> bool:
    """zone (branch): the instruction returns the card itself from its owner's graveyard."""
    zone = N.Phrase("zone_phrase", ("your graveyard",))
    for n in N.walk(effect):
        if isinstance(n, N.ReturnToBattlefield) and isinstance(n.what, N.SelfRef) and zone in n.parts:
            return True
        if isinstance(n, N.Action) and n.kind == "regrowth" and n.parts[:1] and isinstance(n.parts[0], N.SelfRef) \
                and zone in n.parts:
            return True
    return False


def _one_shot_on_spell(static: N.Static) -> bool:
    """A spell's line the grammar read as a static ability that is instructions: it targets, or
    its effect lasts for a duration (a static ability of the spell itself never does either)."""
    return any(isinstance(n, (N.Target, N.Duration)) for n in N.walk(static))


_KEYWORD_WORDS = frozenset(k.lower() for k in KEYWORD_ABILITIES + KEYWORDS_OUTSIDE_702)


def tree_ability(parsed: N.ParsedLine, is_spell: bool, names: tuple[str, ...] = ()) -> Ability | None:
    """The engine's ability for one parsed line, carrying its tree; None for a line whose kind the
    tree path doesn't take (it stays the template parser's)."""
    ability = _tree_ability(parsed, is_spell, names)
    word = (parsed.ability_word or "").lower()
    if ability is not None and word in _KEYWORD_WORDS:
        # 702.142a, 702.177a, 702.178a: "Boast — ", "Exhaust — ", "Max speed — " are keywords, not
        # ability words (207.2c): support refuses the label unless a rules module executes it (branch kw3)
        ability.spec["keyword_word"] = word
        if word == "exhaust":
            ability.spec["once"] = True  # 702.177a: "Activate only once."
        elif word == "boast":
            ability.spec["once_each_turn"] = True  # 702.142a: "... and only once each turn."
    effect = ability.spec.get("effect") if ability is not None else None
    if isinstance(effect, dict) and effect.get("type") == "tree":  # 613.1f: what it grants, named
        effect["quoted"] = _quotes(parsed.text)
    return ability


#: (branch trig4) 702.55a: "Haunt" on a permanent means this triggered ability (rules/haunt.py)
HAUNT_MEANS = "When this creature dies, exile it haunting target creature."


def _tree_ability(parsed: N.ParsedLine, is_spell: bool, names: tuple[str, ...] = ()) -> Ability | None:
    a = parsed.ability
    text = parsed.text
    if N.has_unparsed(a):
        return None
    if isinstance(a, N.KeywordLine) and not is_spell and len(a.keywords) == 1 and a.keywords[0].name == "haunt" \
            and a.keywords[0].param is None and a.keywords[0].cost is None:  # branch trig4: 702.55a
        from .parse import parse_line

        meant = parse_line(HAUNT_MEANS, names).ability
        if isinstance(meant, N.Triggered) and not N.has_unparsed(meant):
            return Ability(text, "triggered", {"tree": meant, "event": "tree", "effect": tree_effect(meant.effect),
                                               "keyword": "haunt"})
    if is_spell and isinstance(a, N.Static) and _one_shot_on_spell(a):
        # 113.3a: on an instant or sorcery, a line that targets or lasts "this turn" is its
        # instructions, not a static ability (a static ability targets nothing, 115.1)
        from .parse import parse_spell_line
        spell = parse_spell_line(text, names)
        if isinstance(spell, N.SpellAbility) and not N.has_unparsed(spell):
            a = spell
    if isinstance(a, N.SpellAbility) and is_spell:  # 113.3a: an instant's or sorcery's instructions
        return Ability(text, "spell", {"tree": a, "effect": tree_effect(a.effect)})
    if isinstance(a, N.Static) and is_spell and a.condition is None and len(a.effects) == 1 \
            and isinstance(a.effects[0], N.Restriction) and a.effects[0].duration is not None:
        # 113.3a: "Creatures your opponents control can't block this turn." on an instant or sorcery
        # is an instruction with a duration (611.2), not a static ability the grammar also reads it as
        spell = N.SpellAbility(a.effects[0])
        return Ability(text, "spell", {"tree": spell, "effect": tree_effect(spell.effect)})
    if isinstance(a, N.Activated):  # 602; 605.1a: a mana ability
        spec = {"tree": a, "cost": tree_cost(a.cost), "effect": tree_effect(a.effect)}
        if _returns_self_from_graveyard(a.effect):
            spec["zone"] = "graveyard"  # 113.6m-ish: "Return this card from your graveyard ...": it functions there
        if a.is_mana:
            spec["produce"] = tree_produce(a.effect)
        return Ability(text, "mana" if a.is_mana else "activated", spec)
    if isinstance(a, N.Triggered):  # 603
        spec = {"tree": a, "event": "tree", "effect": tree_effect(a.effect)}
        if _returns_self_from_graveyard(a.effect):
            spec["zone"] = "graveyard"  # 113.6k (branch cond3): it functions only in the graveyard
        return Ability(text, "triggered", spec)
    if isinstance(a, N.Modal) and not is_spell and isinstance(a.header, N.Triggered) \
            and isinstance(a.header.effect, N.ChooseCount):  # 700.2b, 603.3c: a modal triggered ability
        h = a.header
        choose, or_more = MODAL_CHOOSE.get(h.effect.words, (0, False))  # 0: rules/modes.py refuses it
        # its tree: the trigger (and intervening 'if') with the modes as its effect, as trigger_events reads it
        tree = N.Triggered(trigger=h.trigger, condition=h.condition, effect=N.Modal(header=h.effect, modes=a.modes))
        return Ability(text, "triggered", {"tree": tree, "event": "tree", "choose": choose, "or_more": or_more,
                                           "mode_texts": _mode_texts(text, a.modes),
                                           "modes": [tree_effect(m.effect) for m in a.modes],
                                           # no effect of its own: rules/modes.chosen_trigger puts the chosen modes
                                           "effect": {"type": "tree", "node": tree.effect, "targets": []}})
    if isinstance(a, N.Modal) and not is_spell and isinstance(a.header, N.Activated) \
            and isinstance(a.header.effect, N.ChooseCount) and not a.header.is_mana:  # 700.2a: a modal activated ability
        h = a.header
        choose, or_more = MODAL_CHOOSE.get(h.effect.words, (0, False))  # 0: rules/modes.py refuses it
        tree = N.Activated(cost=h.cost, effect=N.Modal(header=h.effect, modes=a.modes), restrictions=h.restrictions)
        return Ability(text, "activated", {"tree": tree, "cost": tree_cost(h.cost), "choose": choose,
                                           "or_more": or_more, "mode_texts": _mode_texts(text, a.modes),
                                           "modes": [tree_effect(m.effect) for m in a.modes],
                                           # no effect of its own: rules/modes.chosen_activation puts the chosen modes
                                           "effect": {"type": "tree", "node": tree.effect, "targets": []}})
    if isinstance(a, N.Modal) and is_spell and isinstance(a.header, (N.ChooseCount, N.ConditionalChoice)):
        # 700.2: a modal spell; "Choose one. If this spell was kicked, choose any number instead." (601.4)
        base = a.header.base if isinstance(a.header, N.ConditionalChoice) else a.header
        choose, or_more = MODAL_CHOOSE.get(base.words, (0, False))  # 0: rules/modes.py refuses it
        texts = [ln.strip().removeprefix("•").strip() for ln in text.split("\n")[1:]]
        if len(texts) != len(a.modes):
            texts = [text] * len(a.modes)
        spec = {"tree": a, "choose": choose, "or_more": or_more, "mode_texts": texts,
                "modes": [tree_effect(m.effect) for m in a.modes]}
        if isinstance(a.header, N.ConditionalChoice):
            more = MODAL_UPGRADE.get(a.header.instead.words, (0, False))
            spec["upgrade"] = {"condition": getattr(a.header.condition, "kind", None), "choose": more[0],
                               "or_more": more[1], "optional": a.header.optional}
        return Ability(text, "spell", spec)
    if isinstance(a, N.Loyalty) and not is_spell:  # 606: "+1: …", its loyalty symbol a cost (606.4)
        cost: dict[str, Any] = {"mana": "", "tap": False, "untap": False, "other": []}
        n = loyalty_cost(a.cost)
        if n is not None:
            cost["loyalty"] = n
        return Ability(text, "activated", {"tree": a, "cost": cost, "effect": tree_effect(a.effect)})
    if isinstance(a, N.SpellAbility) and not is_spell and isinstance(a.effect, N.Conditional) \
            and isinstance(a.effect.effect, N.Phrase) and a.effect.effect.kind == "enters_with_effect" \
            and len(a.effect.effect.parts) == 2 and isinstance(a.effect.effect.parts[0], N.SelfRef):
        # 614.1c, 614.12: "This creature enters with a +1/+1 counter on it if you attacked this turn"
        # is a replacement effect of the permanent itself, its condition checked as it enters (static2)
        node = N.Replacement("enters_with_counters_if", (*a.effect.effect.parts, a.effect.condition))
        return Ability(text, "replacement", {"tree": node, "type": "tree"})
    if isinstance(a, N.Replacement) and not is_spell:  # 614: applied by the rules module of its kind
        return Ability(text, "replacement", {"tree": a, "type": "tree"})
    if isinstance(a, N.Chapter) and not is_spell:  # 714.2 (branch filtlay): a chapter ability, a triggered ability
        # 714.2c: "I, II — effect" is one chapter ability per numeral; rules/sagas.py triggers each
        return Ability(text, "triggered", {"tree": a, "event": "chapter", "chapters": chapter_numbers(a.chapters),
                                           "effect": tree_effect(a.effect)})
    if not is_spell and (exert := _exert_as_attacks(a, text)) is not None:  # 701.43d, 508.1g (branch grams)
        return exert
    if isinstance(a, N.Static) and (not is_spell or all(  # 113.6: on a spell, a static ability about its cost
            isinstance(e, N.Phrase) and e.kind in ("self_cost_reduction_if", "self_cost_reduction")  # static2: "for each"
            for e in a.effects)):
        # 604.1, 611.3: a permanent's static ability; the rules text it quotes ('has "{T}: …"'),
        # in text order, names the abilities it grants (613.1f) where the engine refuses one
        return Ability(text, "static", {"tree": a, "rule": "tree", "line": text,
                                        "quoted": _quotes(text)})
    return None


# -- branch filtlay: saga chapter numbers (714.2a) --------------------------------------------------
ROMAN_VALUES = {"I": 1, "II": 2, "III": 3, "IV": 4, "V": 5, "VI": 6, "VII": 7}


def chapter_numbers(numerals: tuple) -> list[int]:
    """714.2a: the numeral I represents 1, II represents 2, and so on."""
    return [ROMAN_VALUES[str(n)] for n in numerals]


# -- branch filtlay: Case cards (719.3a) ------------------------------------------------------------
SOLVED_PREFIX = "Solved — "
TO_SOLVE_PREFIX = "To solve — "


def case_solve_ability(text: str, names: tuple[str, ...] = ()) -> Ability:
    """719.3a: "To solve — [Condition]" means "At the beginning of your end step, if [condition] and
    this Case is not solved, this Case becomes solved." Read by writing it out that way and parsing
    it (the grammar reads the step and the intervening 'if'); the condition is wrapped in
    ``case_unsolved_and`` and the effect is ``Action:become_solved`` (rules/cases.py). A condition
    the grammar can't read leaves the line unparsed."""
    from .normalize import drop_reminder
    from .parse import parse_card

    cond = drop_reminder(text[len(TO_SOLVE_PREFIX):]).strip().rstrip(".")
    if not cond:
        return Ability(text, "unparsed", {})
    probe = f"At the beginning of your end step, if {cond[0].lower() + cond[1:]}, draw a card."
    parsed = parse_card(probe, names)
    a = parsed[0].ability if len(parsed) == 1 else None
    if not isinstance(a, N.Triggered) or a.condition is None or N.has_unparsed(a) \
            or not isinstance(a.effect, N.Draw):
        return Ability(text, "unparsed", {})
    tree = N.Triggered(trigger=a.trigger, condition=N.Condition("case_unsolved_and", (a.condition,)),
                       effect=N.Action("become_solved", ()))
    return Ability(text, "triggered", {"tree": tree, "event": "tree", "effect": tree_effect(tree.effect)})
# -- branch grams: "You may exert this creature as it attacks. When you do, …" (701.43d) ------------------

def _exert_as_attacks(a: Any, text: str) -> Ability | None:
    """701.43d: "You may exert [this creature] as it attacks" is a static ability giving an optional
    cost to attack (508.1g); a "When you do, …" in the same paragraph is a triggered ability linked
    to it (607.2h). The grammar reads the paragraph as instructions (an optional 'exert' and a
    reflexive trigger) or, alone, as a static Phrase; either is one ability of rule "exert_attack"
    whose tree is ``Phrase('may_exert_when', (SelfRef, effect-or-None))`` (rules/exert.py)."""
    effect: Any = None
    if isinstance(a, N.Static) and a.condition is None and len(a.effects) == 1 \
            and isinstance(a.effects[0], N.Phrase) and a.effects[0].kind == "may_exert":
        who = a.effects[0].parts[0] if len(a.effects[0].parts) == 1 else None
    elif isinstance(a, N.SpellAbility) and isinstance(a.effect, N.Sequence) and len(a.effect.steps) == 2:
        first, second = a.effect.steps
        if not (isinstance(first, N.Optional_) and first.player is None and isinstance(first.effect, N.Action)
                and first.effect.kind == "exert" and len(first.effect.parts) == 1
                and isinstance(second, N.Action) and second.kind == "reflexive" and len(second.parts) == 1):
            return None
        who, effect = first.effect.parts[0], second.parts[0]
    else:
        return None
    if not isinstance(who, N.SelfRef):
        return None
    tree = N.Phrase("may_exert_when", (who,) if effect is None else (who, effect))
    spec: dict[str, Any] = {"tree": tree, "rule": "exert_attack"}
    if effect is not None:
        spec["when_you_do"] = tree_effect(effect)
    return Ability(text, "static", spec)
