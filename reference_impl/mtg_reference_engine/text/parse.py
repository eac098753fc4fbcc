"""Oracle text -> typed ability trees (reference_impl.text.nodes), through the lark grammar
oracle.lark.

``parse_card(text, names)`` parses a card's (or a face's) rules text once (an lru_cache keyed on
the text and the names) into a tuple of :class:`ParsedLine`. Every line is accounted for: a full
parse, or an :class:`Unparsed` node holding it. A modal line ("Choose one —", alone, after a
trigger or a cost) and its "•" mode lines are one ability (700.2). Quoted granted text
(`has "…"`, `gains "…"`) is parsed by the same grammar, so an effect phrase learned once works in
a spell, after a cost, after a trigger and in granted text.
"""

from __future__ import annotations

import dataclasses
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from lark import Lark, Token, Transformer
from lark.exceptions import LarkError, VisitError

from . import nodes as N
from lark.parsers.earley import Parser as _EarleyParser

from .earley import FastEarley
from .earley import compatible as earley_compatible
from .keywords import KEYWORD_ABILITIES, KEYWORD_CASE_VARIANTS, KEYWORD_PATTERNS, KEYWORDS_OUTSIDE_702
from .normalize import lower_sentence_starts, normalize_line, straighten, drop_reminder

GRAMMAR_FILE = Path(__file__).with_name("oracle.lark")
NUMBER_WORDS = {"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
                "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13,
                "fifteen": 15, "twenty": 20}


def _keyword_terminal() -> str:
    alts = sorted((re.escape(k) for k in KEYWORD_ABILITIES + KEYWORDS_OUTSIDE_702 + KEYWORD_CASE_VARIANTS), key=len, reverse=True)
    return "KEYWORD.3: /(?:" + "|".join(list(KEYWORD_PATTERNS) + alts) + r")(?![\w-])/" + "\n"


_STARTS = ("start", "mode", "keyword_line", "triggered", "activated", "spell_line")


@lru_cache(maxsize=1)
def parser() -> Lark:
    lark = Lark(GRAMMAR_FILE.read_text(encoding="utf-8") + _keyword_terminal(), parser="earley",
                lexer="basic", start=list(_STARTS), ordered_sets=True)
    if earley_compatible() and type(lark.parser.parser) is _EarleyParser:
        lark.parser.parser.__class__ = FastEarley  # same forest, less repeated work (earley.py)
    return lark


@lru_cache(maxsize=1)
def _vocabulary() -> tuple[frozenset, re.Pattern]:
    lark = parser()
    words = frozenset(t.pattern.value for t in lark.terminals if t.pattern.type == "str")
    regexes = "|".join(f"(?:{t.pattern.value})" for t in lark.terminals
                       if t.name in ("KEYWORD", "NUMWORD", "ORDINAL", "COLOR", "NONWORD"))
    return words, re.compile(regexes)


def is_grammar_word(word: str, text: str = "") -> bool:
    """A lowercase word the grammar knows (a literal, or what starts ``text``: a keyword such as
    "cumulative upkeep", a number or colour word)."""
    words, pattern = _vocabulary()
    return word in words or bool(pattern.match(text or word))


# ------------------------------------------------------------------------------------------ transformer

class _Adj(str):
    pass


class _Noun(str):
    pass


class _VP:
    """A verb phrase waiting for its subject ('gets +2/+2 until end of turn')."""

    def __init__(self, kind: str, parts: tuple):
        self.kind, self.parts = kind, parts


def _words(children) -> str:
    return " ".join(str(c) for c in children)


def _split_duration(parts):
    dur = next((p for p in parts if isinstance(p, N.Duration)), None)
    return tuple(p for p in parts if not isinstance(p, N.Duration)), dur


def _keywords(parts) -> tuple:
    out = []
    for p in parts:
        if isinstance(p, tuple):
            out.extend(_keywords(p))
        elif isinstance(p, N.Keyword):
            out.append(p)
        elif isinstance(p, str) and not isinstance(p, (_Adj, _Noun)):
            out.append(N.Keyword(p))
        else:
            out.append(p)
    return tuple(out)


_RESTRICTIONS = {"cant_block", "cant_attack", "cant_attack_block", "cant_attack_block_alone",
                 "cant_attack_alone", "cant_block_alone", "cant_attack_unless", "cant_block_unless",
                 "unblockable", "unblockable_except", "unblockable_by", "unblockable_by_more_than_one",
                 "unblockable_cond", "cant_block_filter", "block_only", "cant_be_sacrificed",
                 "cant_transform", "cant_be_targeted", "cant_be_enchanted", "cant_be_regenerated",
                 "menace_like", "cant_have_counters", "pacifism_arrest", "st_block_only_flying",
                 "st_must_attack", "st_must_block", "st_no_untap", "frozen", "must_attack", "must_block",
                 "st_uncounterable", "uncounterable",
                 "cant_attack_you_or_pw", "cant_attack_block_unless", "unblockable_except_three"}


def _apply(subject: Any, vp: Any) -> Any:
    if not isinstance(vp, _VP):
        return N.Phrase("object_does", (subject, vp))
    if vp.kind == "vp_and":  # 'gains shroud until end of turn and can't be blocked this turn'
        vps = list(vp.parts)
        last = _split_duration(vps[-1].parts)[1] if vps and isinstance(vps[-1], _VP) else None
        if last is not None:  # 'gets +2/+2 and gains flying until end of turn': the trailing duration is both's
            vps = [_VP(p.kind, p.parts + (last,)) if isinstance(p, _VP) and _split_duration(p.parts)[1] is None
                   else p for p in vps]
        return N.Sequence(tuple(_apply(subject, p) for p in vps), "and")
    parts, dur = _split_duration(vp.parts)
    k = vp.kind
    if k in ("pump", "st_pump", "pump_static", "perpetual_pt"):
        return N.Pump(subject, str(parts[0]), dur)
    if k in ("pump_gain", "st_pump_has"):
        return N.Pump(subject, str(parts[0]), dur, _keywords(parts[1:]))
    if k in ("pump_each", "st_pump_each", "st_pump_cond"):
        return N.Pump(subject, str(parts[0]), dur, (N.Phrase(k, parts[1:]),))
    if k in ("gain_keyword", "st_has", "gain_quoted", "st_has_quoted"):
        return N.Grant(subject, _keywords(parts), dur)
    if k in _RESTRICTIONS:
        return N.Restriction(subject, k.removeprefix("st_"), parts, dur)
    if k == "deal_damage_obj":
        amounts = [p for p in parts if not isinstance(p, tuple)]
        targets = tuple(x for p in parts if isinstance(p, tuple) for x in p)
        return N.DealDamage(subject, amounts[0] if amounts else N.Count("its_power"), targets)
    return N.Phrase(k, (subject,) + parts + ((dur,) if dur else ()))


class ToNodes(Transformer):
    def __init__(self, names: tuple[str, ...]):
        super().__init__()
        self.names = names

    # -- tokens
    def __default_token__(self, tok: Token):
        if tok.type == "KEYWORD" and str(tok) in KEYWORD_CASE_VARIANTS:
            return str(tok).lower()  # "for Mirrodin!" (702.163): one name however the line's case left it
        if tok.type == "NUMBER":
            return int(tok)
        if tok.type == "NUMWORD":
            return NUMBER_WORDS[str(tok)]
        if tok.type == "X_VAR":
            return "X"
        if tok.type == "QUOTED":
            return parse_granted(str(tok)[1:-1], self.names)
        return str(tok)

    def __default__(self, data, children, meta):
        if children and all(isinstance(c, str) and not isinstance(c, (_Adj, _Noun)) for c in children):
            return N.Phrase(str(data), (_words(children),))
        return N.Phrase(str(data), tuple(children))

    # -- lines
    def start(self, c):
        return c[0]

    def ability_word_line(self, c):
        return N.Phrase("ability_word", tuple(c))

    def keyword_line(self, c):
        return N.KeywordLine(tuple(x for x in c if x is not None))

    def keyword(self, c):
        return N.Keyword(c[0], c[1] if len(c) > 1 else None)

    def keyword_variant(self, c):  # 702.124i "partner—Friends forever"
        text = c[1].parts[0] if isinstance(c[1], N.Phrase) else str(c[1])  # name_words or a KEYWORD
        return N.Keyword(str(c[0]), N.Phrase("kw_variant", (text,)))

    def keyword_prototype(self, c):  # 702.160 "Prototype {1}{U}{U} — 2/2"
        return N.Keyword(str(c[0]), N.Phrase("kw_prototype", (c[1], str(c[2]))))

    def keyword_alt_cost(self, c):
        return N.Keyword(c[0], c[1] if len(c) > 2 else None, c[-1])

    def keyword_item(self, c):
        return N.Keyword(c[0], c[1] if len(c) > 1 else None)

    def keyword_list(self, c):
        return _keywords(c)

    def trigger_word(self, c):
        return str(c[0])

    def triggered(self, c):
        rules = tuple(x for x in c if isinstance(x, str) and x.startswith(("you may choose", "each mode")))
        if rules:  # "..., choose one or more. Each mode must target a different player." (700.2)
            c = [x for x in c if x not in rules]
            c[-1] = N.Phrase("choose_with_rules", (c[-1],) + rules)
            cond = c[2] if len(c) == 4 else None
            return N.Modal(N.Triggered(N.Trigger(c[0], c[1]), cond, c[-1]))
        word, event, rest = c[0], c[1], c[2:]
        cond = rest[0] if len(rest) == 2 else None
        trig = N.Trigger(word, event)
        if isinstance(rest[-1], N.ChooseCount):
            return N.Modal(N.Triggered(trig, cond, rest[-1]))
        return N.Triggered(trig, cond, rest[-1])

    def intervening(self, c):
        return c[0]

    def activated(self, c):
        cost, effect, restrictions = c[0], c[1], tuple(c[2:])
        if isinstance(effect, N.ChooseCount):
            return N.Modal(N.Activated(cost, effect, restrictions))
        return N.Activated(cost, effect, restrictions, _is_mana_ability(effect))

    def loyalty(self, c):
        cost = str(c[0]).strip("[]")
        if isinstance(c[1], N.ChooseCount):
            return N.Modal(N.Loyalty(cost.replace("−", "-"), c[1]))
        return N.Loyalty(cost.replace("−", "-"), c[1])

    def replace_event(self, c):  # "... would be reduced to 0 or less": the number a word, as before
        return self.__default__("replace_event", [str(x) if isinstance(x, int) else x for x in c], None)

    def restriction(self, c):
        # "X can't be 0.": the number stays a word of the restriction (a literal "0" in the grammar
        # took every "0" of every line from NUMBER, so the grammar says NUMBER)
        c = [str(x) if isinstance(x, int) else x for x in c]
        return N.Phrase("restriction", (_words(x for x in c if isinstance(x, str)),)
                        + tuple(x for x in c if not isinstance(x, str)))

    def type_adj(self, c):
        return _words(c)

    def cmp_dir(self, c):
        return str(c[0])

    def timing(self, c):
        return _words(c)

    def cost(self, c):
        return N.Cost(tuple(c))

    def mana_cost(self, c):
        return N.ManaCost(tuple(str(x) for x in c))

    def chapter(self, c):
        return N.Chapter(tuple(str(x) for x in c[:-1]), c[-1] if not isinstance(c[-1], N.ChooseCount)
                         else N.Modal(c[-1]))

    def result_line(self, c):
        return N.Phrase("result_line", tuple(c))

    def result_range(self, c):
        return "".join(str(x) for x in c)

    def level_line(self, c):
        return N.LevelLine(c[0], c[1] if len(c) > 1 else None)

    def hand_word(self, c):
        return "hand"

    def pt_line(self, c):
        return N.PTLine(str(c[-1]), c[0] if len(c) > 1 else None)

    def modal_header(self, c):
        return N.Modal(c[0])

    def modal_rule(self, c):
        return _words(c).removesuffix(" .")

    def modal_header_rules(self, c):  # "Choose one or more. Each mode must target a different player."
        return N.Modal(N.Phrase("choose_with_rules", tuple(c)))

    def name_words_comma(self, c):  # "Eivor, Battle-Ready": one name, its comma kept
        head = c[0].parts[0] if isinstance(c[0], N.Phrase) else str(c[0])
        return N.Phrase("name_words", (head + ", " + _words(c[1:]),))

    def n_of_them(self, c):  # "two of them"
        return N.Described(N.Ref("them"), NUMBER_WORDS.get(c[0], c[0]) if isinstance(c[0], str) else c[0], "of")

    def may_cast_free(self, c):  # a fix: "you may cast ... without paying" read as a mandatory cast
        return N.Optional_(N.Action("cast_free", tuple(c)))

    def target_creature_poss(self, c):  # "target creature's power and toughness"
        return N.Target(N.Filter(nouns=("creature",)))

    def choose_more(self, c):
        return N.ChooseCount(_words(c))

    def modal_upgrade(self, c):
        return N.Modal(N.ConditionalChoice(c[0], c[1], c[2], optional=True))

    def modal_upgrade_forced(self, c):
        return N.Modal(N.ConditionalChoice(c[0], c[1], c[2], optional=False))

    def choose_worth(self, c):  # "Choose up to five {P} worth of modes. You may choose the same mode ..."
        return N.Modal(N.Phrase("choose_worth", (c[0], str(c[1]), "same mode more than once")))

    def any_filter(self, c):
        return N.Filter(nouns=(c[0].parts[0],), qualifiers=tuple(c[1:]))

    def any_desc(self, c):  # "any creature on the battlefield"
        return N.Described(c[0], 1, "any")

    def subtype_list(self, c):
        return N.Phrase("subtype_list", tuple(str(x) for x in c))

    def modal_choose(self, c):
        return N.ChooseCount(" ".join(str(x) for x in c).removeprefix("choose "))

    def static_line(self, c):
        return N.Static(tuple(c))

    def spell_line(self, c):
        return N.SpellAbility(c[0])

    def mode(self, c):
        return N.Mode(c[0])

    def pawprint_mode(self, c):  # "{P}{P} — Exile target nonland permanent." (its worth in pawprints)
        return N.Mode(c[1], N.Phrase("pawprints", (len(c[0].symbols),)))

    def spree_mode(self, c):
        return N.Mode(c[1], c[0])

    # -- statics
    def obj_static_vp(self, c):
        return _apply(c[0], c[1])

    def static_and(self, c):
        first = c[0]
        subject = getattr(first, "what", None)
        if subject is None and isinstance(first, N.Phrase) and first.parts \
                and isinstance(first.parts[0], (N.SelfRef, N.Attached, N.Each, N.Ref, N.Target)):
            subject = first.parts[0]  # "Enchanted creature loses all abilities and has base power ..." (static)
        return N.Sequence((first, _apply(subject, c[1]) if isinstance(c[1], _VP) else c[1]), "and")

    def static_as_long_as(self, c):
        return N.Conditional(c[0], c[1])

    def static_and3(self, c):  # grammar3: "gets +2/+2, has vigilance, and can't attack you ..."
        first = c[0]
        subject = getattr(first, "what", None)
        return N.Sequence((first,) + tuple(_apply(subject, v) if isinstance(v, _VP) else v for v in c[1:]), "and")

    def static_as_long_as_post(self, c):
        return N.Conditional(c[1], c[0])

    def static_if(self, c):  # "... if <condition>." on a static ability: applies while it holds
        return N.Conditional(c[1], c[0])

    def static_during_your_turn(self, c):
        return N.Conditional(N.Condition("your_turn"), c[0])

    # -- effects
    def effect(self, c):
        c = _you_after_sentence(_fold_damage_instead(_fold_instead(_fold_exile_instead(_fold_counter_to(list(c))))))  # counter_to, damage: branch grams
        return c[0] if len(c) == 1 else N.Sequence(tuple(c))

    def effect_body(self, c):
        return c[0]

    def sentence(self, c):
        return c[0] if len(c) == 1 else N.Sequence(tuple(c))

    def if_effect(self, c):
        return N.Conditional(c[0], c[1])

    def if_effect_post(self, c):
        return N.Conditional(c[1], c[0])

    def if_you_do(self, c):
        return N.Conditional(N.Condition("did"), c[0])

    def if_you_dont(self, c):
        return N.Conditional(N.Condition("did_not"), c[0])

    def otherwise(self, c):
        return N.Conditional(N.Condition("otherwise"), c[0])

    def if_didnt_put(self, c):  # "If you don't put the card into your hand, <effect>."
        return N.Conditional(N.Condition("did_not_put", (c[0], c[1])), c[2])

    def token_that_many(self, c):  # "create that many 1/1 ... tokens"
        t = c[0]
        return N.TokenSpec(N.Phrase("that_many"), t.pt, t.colors, t.subtypes, t.types, t.keywords, t.name, t.extra)

    def then_unless(self, c):  # "Then <effect> unless <clause>."
        return N.Action("unless_does", (c[0], c[1]))

    def then_if(self, c):  # "Then if <condition>, <effect>."
        return N.Conditional(c[0], c[1])

    def then(self, c):
        return c[0]

    def _chain(self, c, joiner):
        steps = []
        for x in c:
            if isinstance(x, N.Sequence) and x.joiner == joiner:
                steps.extend(x.steps)
            else:
                steps.append(x)
        if joiner in ("then", "and"):
            steps = _carry_subject(steps)
        return N.Sequence(tuple(steps), joiner)

    def then_chain(self, c):
        return self._chain(c, "then")

    def and_chain(self, c):
        return self._chain(c, "and")

    def or_chain(self, c):
        return self._chain(c, "or")

    def may_if_do(self, c):
        return N.Sequence((N.Optional_(c[0]), N.Conditional(N.Condition("did"), c[1])))

    def may(self, c):
        return N.Optional_(c[0])

    def player_may(self, c):
        return N.Optional_(c[1], c[0])

    def player_does(self, c):
        return N.Actor(c[0], c[1])

    def object_does(self, c):
        return _apply(c[0], c[1])

    def deal_damage(self, c):
        return N.DealDamage(c[0], c[1], c[2])

    def deal_damage_eq(self, c):
        return N.DealDamage(c[0], c[1], c[2])

    def deal_damage_eq_post(self, c):
        return N.DealDamage(c[0], c[2], c[1])

    def deal_damage_split(self, c):
        return N.Sequence((N.DealDamage(c[0], c[1], c[2]), N.DealDamage(c[0], c[3], c[4])), "and")

    def it_source(self, c):
        return N.Ref("it")

    def dmg_targets(self, c):
        return tuple(c)

    def any_target(self, c):
        return N.Target(N.Filter(nouns=("any target",)), c[0] if c else 1, up_to=False)

    def draw(self, c):
        if isinstance(c[-1], N.Phrase) and c[-1].kind == "draw_discard":  # zone (branch): "draw two cards, then discard a card"
            return N.Action("loot", (2, 1))
        return N.Draw(c[-1])

    # zone (branch): "N cards at random" kept its words ("discard two cards at random" was read as a chosen discard)
    def cards_at_random(self, c):
        return N.Phrase("cards_at_random", (c[0],))

    def amount_cards(self, c):
        return c[0] if c else 1

    def discard(self, c):
        if isinstance(c[-1], N.Phrase) and c[-1].kind == "cards_at_random":
            return N.Discard(c[-1].parts[0], True)
        return N.Discard(c[-1])

    def discard_random(self, c):
        return N.Discard(c[-1], True)

    def discard_hand(self, c):
        return N.Discard(N.Ref("hand"))

    def mill(self, c):
        return N.Mill(c[-1])

    def scry(self, c):
        return N.Scry(c[-1])

    def surveil(self, c):
        return N.Surveil(c[-1])

    def gain_life(self, c):
        return N.GainLife(c[-1])

    def lose_life(self, c):
        return N.LoseLife(c[-1])

    def destroy(self, c):
        return N.Destroy(c[0] if len(c) == 1 else tuple(c))

    def exile(self, c):
        return N.Exile(c[0] if len(c) == 1 else tuple(c))

    def bounce(self, c):
        return N.ReturnToHand(c[0] if c and not isinstance(c[0], N.Phrase) else N.Ref("it"))

    def reanimate(self, c):
        return N.ReturnToBattlefield(*_zone_into_filter(c[0], tuple(c[1:])))

    # zone (branch): "... to the battlefield tapped" was read as the untapped return; the word is kept
    def reanimate_tapped(self, c):
        what, parts = _zone_into_filter(c[0], tuple(c[1:]))
        return N.ReturnToBattlefield(what, parts + (N.Phrase("tapped"),))

    def put_onto_battlefield_tapped(self, c):
        return N.Action("put_onto_battlefield", tuple(c) + (N.Phrase("tapped"),))

    def sacrifice(self, c):
        return N.Sacrifice(c[0] if len(c) == 1 else N.Described(c[1], c[0]))

    def put_counters(self, c):
        return N.PutCounters(c[0], c[1])

    def counter_spec(self, c):
        amount = c[0] if isinstance(c[0], (int,)) or c[0] == "X" else 1
        kind = next((str(x) for x in c if isinstance(x, str) and x != "X"), "")
        return N.CounterSpec(amount, kind)

    # Each form keeps its amount: "that many" was read as one counter, "a number of ... equal to
    # <amount>" as one, and "a +1/+1 counter or a flying counter" as the first kind only.
    def counter_that_many(self, c):
        return N.CounterSpec(N.Phrase("that_many"), str(c[0]))

    def counter_equal_to(self, c):
        return N.CounterSpec(c[1], str(c[0]))

    def counter_either(self, c):
        return N.CounterSpec(N.Phrase("counter_choice", (str(c[0]), str(c[1]))), "")

    def create_token(self, c):
        return N.CreateToken(tuple(c))

    def token_spec(self, c):
        if len(c) == 2:
            return N.TokenSpec(count=c[0], **{k: getattr(c[1], k) for k in
                                              ("pt", "colors", "subtypes", "types", "keywords", "name", "extra")})
        return c[0]

    def token_desc(self, c):
        return c[0]

    def token_name_desc(self, c):
        names = [str(x) for x in c if isinstance(x, str) and str(x)[:1].isupper()]
        return N.TokenSpec(1, name=" ".join(names), extra=tuple(x for x in c if not (isinstance(x, str) and x in names)))

    def token_given_name(self, c):  # grammar3: "Primo, the Indivisible"
        return N.Phrase("token_given_name", (" ".join(str(x) for x in c).replace(" , ", ", "),))

    def token_legendary_named(self, c):  # grammar3: "create Voja, a legendary 2/2 ... token" (111.4)
        spec = c[1]
        return dataclasses.replace(spec, name=c[0].parts[0], extra=spec.extra + ("legendary",))

    def token_tapped(self, c):
        return "tapped"

    def token_creature_desc(self, c):
        pt, colors, subtypes, types, kws, name, extra = "", (), [], (), (), "", []
        for x in c:
            if isinstance(x, N.Phrase) and x.kind == "color_words":
                colors = x.parts
            elif isinstance(x, N.Phrase) and x.kind == "token_with":
                kws = _keywords(x.parts)
            elif isinstance(x, N.Phrase) and x.kind == "token_named":
                name = " ".join(w for p in x.parts for w in (p.parts if isinstance(p, N.Phrase) else (p,)))
            elif isinstance(x, N.Phrase) and x.kind == "type_words":
                # a subtype the Earley parse put among the type words ("Elf Warrior creature") is a subtype
                subtypes.extend(w for w in x.parts if w[:1].isupper())
                types = tuple(w for w in x.parts if not w[:1].isupper())
            elif isinstance(x, str) and re.fullmatch(r"[+\-]?[\dX*]+/[+\-]?[\dX*]+", x):
                pt = x
            elif isinstance(x, str) and x[:1].isupper():
                subtypes.append(x)
            else:
                extra.append(x)
        return N.TokenSpec(1, pt, tuple(colors), tuple(subtypes), tuple(types), kws, name, tuple(extra))

    def color_words(self, c):
        return N.Phrase("color_words", tuple(str(x) for x in c))

    def type_words(self, c):
        return N.Phrase("type_words", tuple(str(x) for x in c))

    def type_word(self, c):
        return _words(c)

    def counters_kind(self, c):
        return _words(c)

    def tap(self, c):
        return N.Tap(c[0])

    def untap(self, c):
        return N.Untap(c[0])

    def gain_control(self, c):
        return N.GainControl(c[0], c[1] if len(c) > 1 else None)

    def counter(self, c):
        return N.CounterSpell(c[0])

    def counter_unless(self, c):
        return N.CounterSpell(c[0], c[1])

    def search_effect(self, c):
        return N.SearchLibrary(str(c[0].parts[0]) if isinstance(c[0], N.Phrase) else str(c[0]), c[1],
                               tuple(c[2:]))

    # A fix: these alternatives have no library_owner child, and the object searched for was taken for
    # the library's owner. The zones searched are named in ``library``.
    def search_library_and_graveyard(self, c):
        return N.SearchLibrary("your library and/or graveyard", c[0], tuple(c[1:]))

    def search_graveyard_hand_library(self, c):
        return N.SearchLibrary("your graveyard, hand, and/or library", c[0], tuple(c[1:]))

    def add_mana(self, c):
        return N.AddMana(c[0])

    # Verb phrases with a subject to come.
    def __getattr__(self, name):
        if name.startswith("st_") or name in _VP_KINDS:
            return lambda c: _VP(name, tuple(c))
        if name.startswith("adj_"):
            return lambda c: _Adj(name[4:] + (":" + str(c[0]) if c else ""))
        if name.startswith("p_"):
            return lambda c: N.Player(name[2:], tuple(c))
        if name.startswith("cost_"):
            return lambda c: N.CostPart(name[5:], tuple(c))
        raise AttributeError(name)

    # -- objects
    def self_ref(self, c):
        return N.SelfRef(str(c[-1].parts[0]) if c and isinstance(c[-1], N.Phrase) else "")

    def self_noun(self, c):
        return N.Phrase("self_noun", (_words(c),))

    def pronoun(self, c):
        return N.Ref(_words(c))

    def target_one(self, c):
        return N.Target(c[0] if len(c) == 1 else N.Filter(alternatives=tuple(c)))

    def target_another(self, c):
        return N.Target(c[0], other=True)

    def target_n(self, c):
        return N.Target(c[1], c[0])

    def target_up_to(self, c):
        return N.Target(c[1], c[0], up_to=True)

    def target_any_number(self, c):
        return N.Target(c[0], "any", up_to=True)

    def each(self, c):
        return N.Each(c[0])

    def all(self, c):
        return N.Each(c[0])

    def each_other(self, c):
        return N.Each(c[0], other=True)

    def attached_noun(self, c):
        return _words(c)

    def enchanted(self, c):
        return N.Attached("enchanted", c[0])

    def equipped(self, c):
        return N.Attached("equipped", "creature")

    def fortified(self, c):
        return N.Attached("fortified", "land")

    def enchanted_controller(self, c):
        return N.Attached("enchanted", c[0] if c else "", True)

    def equipped_controller(self, c):
        return N.Attached("equipped", "creature", True)

    def a_desc(self, c):
        return N.Described(c[0])

    def n_desc(self, c):
        return N.Described(c[1], c[0])

    def another_desc(self, c):
        return N.Described(c[0], 1, "another")

    def up_to_desc(self, c):
        return N.Described(c[1], c[0], "up to")

    def any_number_desc(self, c):
        return N.Described(c[0], "any", "any number of")

    def that_desc(self, c):
        return N.Described(c[0], 1, "that")

    def the_desc(self, c):
        return N.Described(c[0], 1, "the")

    def noun(self, c):
        return _Noun(_words(c))

    def plural_noun(self, c):
        return _Noun(_words(c))

    def filter(self, c):
        return _filter(c)

    def filter_card(self, c):
        f = _filter(c)
        return N.Filter(f.adjectives, f.nouns + ("card",), f.qualifiers, f.alternatives)

    def filter_plural_lead(self, c):
        return _filter(c)

    def filter_adj_only(self, c):
        return _filter(c)

    def filter_or(self, c):
        if sum(isinstance(x, _Noun) for x in c) == 1:  # 'white or blue creature': either adjective (filt)
            return _adjective_or(c)
        return _filter(c, "or")

    def spell_filter_or(self, c):  # 'an instant or sorcery spell', 'a white, blue, or black spell' (filt)
        return _adjective_or(c)

    def filter_and(self, c):
        return _filter(c, "and")

    def spell_filter(self, c):
        return _filter(c)

    # -- amounts, durations, conditions
    def one(self, c):
        return 1

    def numlit(self, c):
        return NUMBER_WORDS[str(c[0])]

    def condition(self, c):
        return c[0]

    def cond_and(self, c):
        return N.Condition("and", tuple(c))

    def cond_or(self, c):
        return N.Condition("or", tuple(c))

    def duration(self, c):
        return N.Duration("duration", tuple(c))


_VP_KINDS = {
    "pump", "pump_gain", "pump_each", "gain_keyword", "gain_quoted", "gain_keyword_choice",
    "gain_protection_choice", "lose_keyword", "lose_all", "pump_static", "cant_block", "cant_attack",
    "cant_attack_block", "cant_attack_block_alone", "cant_attack_alone", "cant_block_alone",
    "cant_attack_unless", "cant_block_unless", "unblockable", "unblockable_except", "unblockable_by",
    "unblockable_by_more_than_one", "unblockable_cond", "cant_block_filter", "block_only",
    "cant_be_sacrificed", "cant_transform", "cant_be_targeted", "cant_be_enchanted", "cant_be_regenerated",
    "menace_like", "cant_have_counters", "pacifism_arrest", "frozen", "deal_damage_obj", "become",
    "phase_out", "perpetual", "must_attack", "must_block", "fight_obj", "destroyed", "explore_obj",
    "connive_obj", "base_pt", "no_combat_damage", "extra_block", "uncounterable", "enters_tapped_effect",
    "enters_with_effect", "combat_damage_this_turn", "vp_and",
    "cant_attack_you_or_pw", "cant_attack_block_unless", "unblockable_except_three",
    "pump_choice", "endure_obj", "must_block_obj", "ignore_defender_turn", "no_untap_while", "must_be_blocked_turn",  # issue 13, second pass
}

# Durations, conditions, replacement lines and the other aliases become typed nodes by name.
_DURATIONS = ("while_exiled", "while_on_battlefield", "until_end_of_turn", "this_turn", "until_your_next_turn", "while_tapped", "while_you_control",
              "until_leaves", "until_end_of_next_turn", "until_end_of_combat")
_STATIC_KINDS = ("additional_cost", "optional_additional_cost", "no_max_hand", "hands_revealed",
                 "deck_any_number", "draft_face_up", "must_be_blocked", "abilities_cant_be_activated",
                 "no_legend_rule", "flash_grant", "players_cant", "cost_reduction", "cost_increase",
                 "self_cost_reduction", "self_cost_reduction_if", "uncounterable", "look_top", "play_from_top",
                 "player_hexproof", "control_enchanted", "spend_any", "commander_ok", "propaganda", "lure",
                 "reveal_top", "reveal_top_each", "damage_unpreventable", "may_not_untap", "toughness_damage", "extra_block",
                 "cast_from_graveyard", "ignore_defender", "all_types", "chosen_type", "cant_be_targeted",
                 "cast_restriction", "alternative_cost", "may_exert",
                 # issue 13, second pass
                 "opening_hand_begin", "assign_as_unblocked", "day_night_start", "alternative_cost_if",
                 "free_cast_if", "strive_cost", "equip_cost_reduction", "nth_spell_cost_reduction",
                 "graveyard_untargetable", "no_lose_at_zero_life", "flash_sacrifice", "ante_remove",
                 "doesnt_remove_aura", "cda_pt_plus", "uncopiable", "no_etb_triggers", "sorcery_speed_only",
                 "haste_for_abilities", "all_basic_land_types", "keep_mana", "x_restriction",
                 "once_each_turn_permission", "once_each_of_your_turns_permission",
                 "cast_restriction_before_blockers", "cast_restriction_after_blockers", "extra_trigger",
                 "extra_trigger_of", "spend_only_color_on_x",
                 "cast_from_exile", "untap_each_other_untap", "its_add_type", "damage_by_unpreventable",
                 "opening_hand_reveal", "min_one_mana", "same_for_spells_and_cards", "ability_cost_reduction",
                 "max_hand_increased", "max_hand_reduced", "max_hand_is",
                 "players_cant_gain_life", "no_max_hand_players", "players_cant_cast_more_than_one", "block_any_number")
_REPLACEMENTS = ("enters_tapped", "enters_tapped_unless", "enters_tapped_then", "enters_tapped_if",
                 "enters_with_counters", "enters_with_counters_each", "as_enters", "others_enter_tapped",
                 "enter_as_copy", "replacement_instead", "prevention_static", "enters_prepared",
                 "escapes_with_counters", "enters_tapped_with_counters", "replacement_steps",
                 "prevention_static_combat", "prevention_static_to_and_by", "prevention_static_by",
                 "prevention_static_combat_to_and_by", "enters_with_counters_equal", "double_counters_instead", "plus_one_counters_instead",
                 "double_tokens_instead", "redirect_damage", "damage_plus_instead")
_CONDITIONS = (
    "you_control", "you_control_n", "you_dont_control", "your_turn", "not_your_turn", "life_at_least",
    "life_at_most", "hand_at_least", "hellbent", "threshold", "delirium", "morbid", "gained_life", "attacked",
    "cast_another", "no_spells_last_turn", "two_spells_last_turn", "obj_is", "obj_is_a", "obj_is_not_a",
    "kicked", "has_counters", "obj_has", "defending_controls", "opponent_controls", "cast_from", "attacking",
    "ferocious", "city_blessing", "monarch", "descended", "opponent_lost_life", "max_speed", "nth_resolution",
    "mv_at_most", "attacked_or_blocked", "night", "day", "opp_control_none", "opp_life_at_most",
    "sacrificed_this_turn", "didnt_attack", "opponents_control_n", "opponents_at_least", "attacked_this_step", "you_control_at_most", "count_at_least", "cast_it", "won_flip", "lost_flip", "cast_in_main", "cant", "entered_this_turn", "revolt", "power_at_least", "obj_was_a",
    "had_counters", "kicked_with",
    # issue 13, second pass
    "control_commander_as_cast", "cast_using", "player_life_at_most", "neither_day_nor_night", "won_clash",
    "none_on_battlefield", "control_commander", "not_starting_player", "life_at_most_half", "cast_this_turn",
    "dealt_damage_to_opponent", "left_battlefield_this_turn", "warped_this_turn",
    "devotion_less_than", "full_party", "have_exactly_cards", "have_exactly_life", "its_state", "it_was_state", "gained_life_n",
    "escaped", "mana_spent_to_cast", "shares_creature_type",
    "no_counters", "cast_this_way", "x_is", "x_is_at_least",
    "graveyard_at_least", "drawn_at_least", "poison_at_least", "hand_at_most", "attacked_total_power",
    "attacked_with_exactly_others", "life_above_starting", "bargained")
_ACTIONS = (
    "loot", "drain", "gain_life_each", "lose_life_each", "destroy_no_regen", "exile_until", "flicker", "exile_top",
    "impulse", "regrowth", "reanimate_transformed", "return_to_top", "put_counters_each", "put_counters_x",
    "remove_counters", "double_counters", "create_token_each", "create_token_x", "tap_frozen", "tap_or_untap",
    "threaten", "counter_exile", "shuffle", "proliferate", "investigate", "populate", "explore_", "connive",
    "venture", "amass", "bolster", "support", "adapt", "manifest_dread", "manifest", "incubate", "discover",
    "learn", "goad", "detain", "suspect", "transform_obj", "regenerate", "attach", "fateseal", "clash", "monstrosity",
    "open_attraction", "roll_die", "endure", "time_travel", "forage", "collect_evidence", "look_top_n",
    "look_hand", "reveal_hand", "reveal_top_n", "put_in_hand", "put_in_graveyard", "rest_bottom",
    "rest_graveyard", "put_bottom", "put_top", "put_onto_battlefield", "shuffle_into", "choose", "choose_color",
    "choose_type", "pay_life", "pay_mana", "copy_spell", "extra_turn", "flip_coin", "exchange_control",
    "skip", "same_for", "double_life", "cast_free", "reveal", "sacrifice_delayed", "exile_delayed",
    "no_regen", "piles", "exile_with_token", "fight", "bite", "fog", "prevent_damage", "get_energy",
    "lose_game", "win_game", "extra_land", "player_has", "emblem", "choose_from", "lose_half_life",
    "switch_pt", "distribute_counters", "exert", "sacrifice_unless", "unless_does", "for_each_post", "where_x",
    "once_each_turn", "airbend", "earthbend", "waterbend", "blight", "draw_additional", "add_mana_additional", "exile_graveyard", "choose_name", "reanimate_face_down", "dig", "play_card", "cast_card", "pay_any_life", "put_back", "pay_energy", "exile_instead_of_dying", "instead_if", "ring_tempts", "take_initiative", "become_monarch", "have_do", "may_have",
    "deal_damage_x", "deal_damage_divided", "unless_pays", "for_each", "delayed", "delayed_post",
    "reflexive", "until_eot_pre", "still_type", "restriction_inline",
    # issue 13, second pass
    "gain_life_plus", "shuffle_graveyard", "lure_effect", "flip_obj", "move_counters", "change_target",
    "remove_from_combat", "get_poison", "shuffle_hand_graveyard",
    "investigate_that_many", "redirect_next_damage", "choose_new_targets", "its_type_now",
    "prevent_combat_damage", "prevent_combat_damage_by", "prevent_damage_by", "prevent_next_from_chosen_source",
    "extra_phases", "put_bottom_any_order", "put_bottom_random_order", "get_player_counter",
    "investigate_twice", "life_total_becomes", "flash_grant_turn", "damage_unpreventable_turn",
    "rest_bottom_random", "dig_random", "dig_graveyard", "delayed_next_cast", "sacrifice_unless_cond",
    "exile_instead_of_graveyard", "prevent_combat_damage_to_and_by", "prevent_damage_to_and_by", "put_top_any_order",
    "reveal_until", "put_onto_rest_bottom_random", "dig_other_graveyard", "pile_to_hand", "gains_keyword_if_not",
    "flashback_cost_mana_cost", "shuffle_if_searched", "until_next_turn_end_pre", "mana_persists",
    "counter_exile_instead", "delayed_first_upkeep", "mana_spend_restriction", "put_onto_tapped_rest_bottom_random",
    "exile_until_found", "spend_any_type", "spend_as_any_color", "no_max_hand_game", "unpreventable_this",
    "excess_to_controller", "delayed_that_turn", "dig_n_graveyard", "dig_n_any_order", "dig_n_random",
    "dig_other_bottom", "dig_one_other_graveyard", "end_turn", "reanimate_attacking", "put_onto_battlefield_attacking",
    "put_counters_equal", "look_top_that_many",
    # fixes: alternatives that were one kind with their twin
    "delayed_your_next", "delayed_post_your_next", "delayed_post_end_of_combat", "impulse_until_next_turn",
    "choose_basic_land_type", "choose_card_type", "triggers_only_once",
    # 707.10c: new targets for the copy only where the effect says so; "N times" kept
    "copy_spell_new_targets", "copy_spell_times_new_targets")


def _make(kind, factory):
    return lambda self, c: factory(kind, tuple(c))


for _k in _DURATIONS:
    setattr(ToNodes, _k, _make(_k, N.Duration))
for _k in _REPLACEMENTS:
    setattr(ToNodes, _k, _make(_k, N.Replacement))
for _k in _STATIC_KINDS:
    setattr(ToNodes, _k, _make(_k, N.Phrase))
for _k in _CONDITIONS:
    setattr(ToNodes, _k, _make(_k, N.Condition))
for _k in _ACTIONS:
    setattr(ToNodes, _k, _make(_k, N.Action))
# 603.7a: the events a delayed triggered ability waits for ("when this creature becomes untapped")
for _k in ("de_untaps", "de_lose_control", "de_leaves", "de_leaves_this_turn"):
    setattr(ToNodes, _k, _make(_k, N.Phrase))
# lead16: "Creature spells can't be cast." read as "Each player can't cast creature spells." (101.2)
ToNodes.spells_cant_be_cast = lambda self, c: N.Phrase(
    "players_cant", (N.Player("each_player", ()), N.Phrase("player_cant", ("cast", c[0]))))
ToNodes.delayed_when_sentence = lambda self, c: N.Action("delayed_when", (tuple(c[:-1]), c[-1]))


# -- branch impulse: "exile the top N cards of your library, (then) choose one of them. You may play that card
# this turn / Until the end of your next turn, you may play that card" (rules/play_permissions.py)
for _k in ("impulse_choose", "impulse_choose_until_next_turn", "impulse_until_end_step", "impulse_from"):
    setattr(ToNodes, _k, _make(_k, N.Action))
ToNodes.impulse_from_target_opponent = lambda self, c: N.Action("impulse_from", (N.Player("target_opponent", ()),))

# -- branch grams: non-trigger lines ---------------------------------------------------------------------
_COUNTER_DEST = {"on top of its owner's library": "library_top", "on the bottom of its owner's library": "library_bottom",
                 "into its owner's hand": "hand"}
ToNodes.counter_dest = lambda self, c: _COUNTER_DEST[" ".join(str(t) for t in c)]
ToNodes.counter_put_instead = lambda self, c: N.Action("counter_put_instead", (c[-1],))


ToNodes.damage_amount_only = lambda self, c: N.Action("damage_amount_only", (c[0], c[1]))
ToNodes.total_power_at_least = _make("total_power_at_least", N.Condition)  # formidable
ToNodes.it_mana_value_was = lambda self, c: N.Condition("it_mana_value_was", (c[0], _words(c[1:])))
ToNodes.you_controlled_it = lambda self, c: N.Condition("you_controlled_it", ())
ToNodes.owner_poss_noun = lambda self, c: _Noun(str(c[0]).removesuffix("'s"))
ToNodes.owner_target = lambda self, c: N.Target(_filter(c))
ToNodes.owner_target_or = lambda self, c: N.Target(N.Filter(alternatives=tuple(N.Filter((), (str(n),)) for n in c)))
ToNodes.owner_of_target = lambda self, c: c[0]
ToNodes.owner_top_or_bottom = lambda self, c: N.Action("owner_top_or_bottom", (c[0],))


def _fold_damage_instead(steps: list) -> list:
    """608.2c: "~ deals 2 damage to target creature. If <condition>, it deals 4 damage instead." — the
    replacing damage is the replaced one's, to the same recipients (the same Target nodes: one target,
    115), with the new amount, when its source is the same object ('it' / this object / the name)."""
    out: list = []
    for step in steps:
        if isinstance(step, N.Action) and step.kind == "instead_if" and len(step.parts) == 3:
            cond, replacing, replaced = step.parts
            if isinstance(cond, N.Action) and isinstance(replacing, N.Condition):  # "<B> instead if <condition>"
                cond, replacing = replacing, cond
            if isinstance(replacing, N.Action) and replacing.kind == "damage_amount_only" \
                    and isinstance(replaced, N.DealDamage) and _same_source(replacing.parts[0], replaced.source):
                step = N.Action("instead_if", (cond, N.DealDamage(replaced.source, replacing.parts[1], replaced.to),
                                               replaced))
        out.append(step)
    return out


def _same_source(a, b) -> bool:
    return isinstance(b, N.SelfRef) and (isinstance(a, N.SelfRef) or a == N.Ref("it"))


def _merge_damage_instead_lines(lines: list) -> list:
    """608.2c: a spell's paragraph "[Morbid —] ~ deals 5 damage instead if <condition>." (or "If
    <condition>, it deals 5 damage instead.") replaces the damage the paragraph before it deals: the two
    are one spell ability's instructions, "Action('instead_if', (condition, new damage, damage))"."""
    out: list = []
    for p in lines:
        a = p.ability
        if out and isinstance(a, N.SpellAbility) and isinstance(a.effect, N.Action) and a.effect.kind == "instead_if" \
                and len(a.effect.parts) == 2 and any(isinstance(x, N.Action) and x.kind == "damage_amount_only"
                                                     for x in a.effect.parts) \
                and isinstance(out[-1].ability, N.SpellAbility) and not N.has_unparsed(out[-1].ability):
            prev = out[-1]
            before = prev.ability.effect
            steps = list(before.steps) if isinstance(before, N.Sequence) and before.joiner == "then" else [before]
            steps = _fold_damage_instead(_fold_instead(steps + [a.effect]))
            if not any(isinstance(x, N.Action) and x.kind == "damage_amount_only" for x in N.walk(N.Sequence(tuple(steps)))):
                effect = steps[0] if len(steps) == 1 else N.Sequence(tuple(steps))
                out[-1] = N.ParsedLine(prev.text + "\n" + p.text, N.SpellAbility(effect), prev.ability_word)
                continue
        out.append(p)
    return out


def _fold_counter_to(steps: list) -> list:
    """701.6a, 614.1a: "Counter target spell [unless its controller pays {N}]. If that spell is countered
    this way, <put it somewhere / exile it> instead of into its owner's graveyard." — one instruction
    Action("counter_to", (CounterSpell, zone)): the spell countered goes there instead."""
    out: list = []
    for step in steps:
        if isinstance(step, N.Action) and step.kind in ("counter_put_instead", "counter_exile_instead") and out \
                and isinstance(out[-1], N.CounterSpell):
            step = N.Action("counter_to", (out.pop(), step.parts[0] if step.parts else "exile"))
        out.append(step)
    return out


def _zone_into_filter(what, parts: tuple) -> tuple:
    """zone (branch): "return target creature card from your graveyard to the battlefield": the zone
    the cards come from is part of what is described (as in "return target creature card from your
    graveyard to your hand": a ``from_zone`` qualifier), so a target's legality can read it (115.1)."""
    zone = [p for p in parts if isinstance(p, N.Phrase) and p.kind == "zone_phrase"]
    flt = getattr(what, "filter", None)
    if len(zone) != 1 or not isinstance(what, (N.Target, N.Described, N.Each)) or not isinstance(flt, N.Filter):
        return what, parts
    from dataclasses import replace

    q = N.Phrase("from_zone", (N.Phrase("zone_name", zone[0].parts),))
    return replace(what, filter=replace(flt, qualifiers=flt.qualifiers + (q,))), tuple(p for p in parts if p is not zone[0])
# fx: "Each player discards their hand, then draws seven cards": in one sentence, a clause with no
# subject of its own after a player's clause is that player's (the grammar reads "draws" as the
# imperative "draw"); wrapped in an Actor of the same player. A new sentence ("... . Draw a card.")
# is the reader's own imperative and isn't joined here (effect / sentence).
def _last_actor(node):
    """The player clause a chain ends with ("each player discards a card and loses 1 life")."""
    while isinstance(node, N.Sequence) and node.joiner in ("then", "and") and node.steps:
        node = node.steps[-1]
    return node


def _bare_after_other_player(before, after) -> N.Player | None:
    """The other player whose clause ``after`` (an instruction with no subject) follows, or None."""
    before = _last_actor(before)
    if isinstance(before, N.Actor) and isinstance(before.player, N.Player) and before.player.who != "you" \
            and not isinstance(after, (N.Actor, N.Conditional, N.Optional_, N.Sequence, N.Unparsed)) \
            and not isinstance(getattr(after, "what", None) or getattr(after, "on", None), (N.Target, N.Each, N.SelfRef)) \
            and not isinstance(after, (N.DealDamage, N.Pump, N.Grant, N.Phrase)):
        return before.player
    return None


def _carry_subject(steps: list) -> list:
    out = list(steps[:1])
    for after in steps[1:]:
        if (player := _bare_after_other_player(out[-1], after)) is not None:
            after = N.Actor(player, after)
        out.append(after)
    return out


def _you_after_sentence(steps: list) -> list:
    """fx: "Target player mills two cards. Draw a card.": a new sentence with no subject is the
    imperative of the ability's controller ("you"), said so with an Actor."""
    out = list(steps[:1])
    for after in steps[1:]:
        if _bare_after_other_player(out[-1], after) is not None:
            after = N.Actor(N.Player("you"), after)
        out.append(after)
    return out


def _fold_instead(steps: list) -> list:
    """fx: "<A>. If <condition>, <B> instead." — B replaces A (608.2c): read as one
    Action("instead_if", (condition, B, A)) when A is the one instruction before it."""
    out: list = []
    for step in steps:
        if isinstance(step, N.Action) and step.kind == "instead_if" and len(step.parts) == 2 and out \
                and not isinstance(out[-1], (N.Sequence, N.Unparsed)) \
                and not (isinstance(out[-1], N.Action) and out[-1].kind == "instead_if"):
            step = N.Action("instead_if", (step.parts[0], step.parts[1], out.pop()))
        out.append(step)
    return out


def _fold_exile_instead(steps: list) -> list:
    """fx: "<source> deals 4 damage to target creature. If that creature would die this turn, exile it
    instead.": "that creature" is the damage's one target — the same Target node (one target, 115)."""
    out: list = []
    for step in steps:
        if isinstance(step, N.Action) and step.kind == "exile_instead_of_dying" and len(step.parts) == 1 \
                and isinstance(step.parts[0], N.Ref) and step.parts[0].words == "that creature" and out:
            before = out[-1]
            if isinstance(before, N.DealDamage) and len(before.to) == 1 and isinstance(before.to[0], N.Target):
                step = N.Action("exile_instead_of_dying", (before.to[0],))
        elif isinstance(step, N.Action) and step.kind == "exile_instead_of_dying" and len(step.parts) == 1 \
                and isinstance(step.parts[0], N.Described) and out and isinstance(out[-1], N.DealDamage) \
                and isinstance(step.parts[0].filter, N.Filter) and any(
                    getattr(q, "kind", None) == "dealt_damage_this_way" for q in step.parts[0].filter.qualifiers):
            # "... deals 3 damage to each creature. If a creature dealt damage this way would die this
            # turn, exile it instead.": the damage and the replacement for what it was dealt to
            step = N.Action("damage_exile_instead", (out.pop(), step.parts[0]))
        out.append(step)
    return out


def _may_have(self, c):
    """fx: "you may have target opponent discard a card", "you may have this creature deal 3 damage to
    target creature": the same as "you may [that player / object does it]" (608.2d: you choose)."""
    subject, rest = c[0], c[1]
    return N.Optional_(N.Actor(subject, rest) if isinstance(subject, N.Player) else _apply(subject, rest))


ToNodes.may_have = _may_have


def _filter(children, joiner: str = "") -> N.Filter:
    groups: list[list] = [[]]
    quals = []
    for c in children:
        if isinstance(c, _Noun):
            groups[-1].append(c)
            groups.append([])
        elif isinstance(c, _Adj):
            groups[-1].append(c)
        elif isinstance(c, N.Filter):  # "a spell_filter"
            return c
        else:
            quals.append(c)
    groups = [g for g in groups if g]
    made = []
    for g in groups:
        made.append((tuple(str(x) for x in g if isinstance(x, _Adj)), tuple(str(x) for x in g if isinstance(x, _Noun))))
    if len(made) == 1 and joiner == "or" and len(made[0][0]) == 2:
        # 'a green or white creature' (the rule adj "or" adj noun): either adjective, not both
        adjs, nouns = made[0]
        return N.Filter(qualifiers=tuple(quals), alternatives=tuple(N.Filter((a,), nouns) for a in adjs))
    if len(made) == 1:
        return N.Filter(made[0][0], made[0][1], tuple(quals))
    if not made:
        return N.Filter(qualifiers=tuple(quals))
    return N.Filter(qualifiers=tuple(quals),
                    alternatives=tuple(N.Filter(a, n) for a, n in made) + ((joiner,) if joiner == "and" else ()))


def _adjective_or(children) -> N.Filter:
    """'white or blue creature', 'instant or sorcery spell': one alternative per adjective, each with
    the noun (if any), the qualifiers shared (branch filt: they were read as all the adjectives at once)."""
    adjs = [str(x) for x in children if isinstance(x, _Adj)]
    nouns = tuple(str(x) for x in children if isinstance(x, _Noun))
    quals = tuple(x for x in children if not isinstance(x, (_Adj, _Noun)))
    return N.Filter(qualifiers=quals, alternatives=tuple(N.Filter((a,), nouns) for a in adjs))


def _is_mana_ability(effect) -> bool:
    """605.1a: an activated ability that could add mana, has no target, and isn't loyalty."""
    steps = effect.steps if isinstance(effect, N.Sequence) else (effect,)
    return (any(isinstance(s, N.AddMana) for s in steps)
            and not any(isinstance(n, N.Target) for n in N.walk(effect)))


# fx2: "exile target player's graveyard": the possessive read as the Player it names, so a target
# player is chosen as the spell or ability is put on the stack (115.1, 601.2c). Possessives that
# name no player this way ('their', "its owner's") stay a Phrase (refused by rules/graveyard_exile.py).
_POSSESSIVE_PLAYERS = {"target player's": "target_player", "target opponent's": "target_opponent",
                       "your": "you", "each opponent's": "each_opponent", "that player's": "that_player"}


def _exile_graveyard(self, c):
    parts = tuple(c)
    if len(parts) == 1 and isinstance(parts[0], N.Phrase) and parts[0].kind == "player_possessive" \
            and parts[0].parts and parts[0].parts[0] in _POSSESSIVE_PLAYERS:
        parts = (N.Player(_POSSESSIVE_PLAYERS[parts[0].parts[0]]),)
    return N.Action("exile_graveyard", parts)


ToNodes.exile_graveyard = _exile_graveyard


# fx2: "counter target creature or planeswalker spell", "counter target Spirit or Arcane spell": the
# grammar reads each word before 'or' as a noun of its own; 'spell' describes them all (115.1b),
# so they become one 'spell' filter whose alternatives are the types, subtypes or colors named.
_SPELL_TYPE_NOUNS = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
                     "planeswalker", "sorcery")


def _spell_alternatives(what):
    f = getattr(what, "filter", None)
    if not isinstance(what, N.Target) or not isinstance(f, N.Filter) or f.nouns or f.adjectives \
            or len(f.alternatives) < 2:
        return what
    alts = []
    for i, a in enumerate(f.alternatives):
        if not isinstance(a, N.Filter) or a.qualifiers or a.alternatives or len(a.nouns) != 1:
            return what
        noun = a.nouns[0]
        if noun == "spell":
            alts.append(N.Filter(a.adjectives))
        elif i < len(f.alternatives) - 1 and not a.adjectives and noun in _SPELL_TYPE_NOUNS:
            alts.append(N.Filter((f"type:{noun}",)))
        elif i < len(f.alternatives) - 1 and not a.adjectives and noun[:1].isupper() and " " not in noun:
            alts.append(N.Filter((f"subtype:{noun}",)))
        else:
            return what
    if f.alternatives[-1].nouns != ("spell",):
        return what
    return N.Target(N.Filter((), ("spell",), f.qualifiers, tuple(alts)), what.count, what.up_to, what.other)


ToNodes.counter = lambda self, c: N.CounterSpell(_spell_alternatives(c[0]))


# fx2: "put a +1/+1 counter on each of up to two target creatures" / "... on each of them": 'each of'
# a set of objects is that set (each target; each of the objects referred to)
def _each_of(self, c):
    what = c[0] if len(c) == 1 else None
    if isinstance(what, N.Target) or (isinstance(what, N.Ref) and what.words in ("them", "those creatures")):
        return what
    return N.Phrase("each_of", tuple(c))


ToNodes.each_of = _each_of
ToNodes.counter_unless = lambda self, c: N.CounterSpell(_spell_alternatives(c[0]), c[1])


# ------------------------------------------------------------------------------------------ entry points

_TRANSFORM_ERRORS: list[tuple[str, str]] = []  # read by the tests: must stay empty


_TRIGGER_START = re.compile(r"^(when|whenever|at) ")
_KEYWORD_START = re.compile(_keyword_terminal().split("/", 1)[1].rsplit("/", 1)[0])


def _first_try(s: str) -> str | None:
    """A narrower start symbol to try first, from the line's first words: Earley predicts the
    whole grammar at a line's start, a narrower start symbol only its part. A miss falls back to
    the whole grammar, so this only saves time."""
    if _TRIGGER_START.match(s):
        return "triggered"
    if _KEYWORD_START.match(s):
        return "keyword_line"
    head = s.split('"', 1)[0]
    if ": " in head and not s.startswith("["):
        return "activated"
    return None


def _parse_tree(s: str, start: str):
    if start == "start" and (first := _first_try(s)):
        try:
            return parser().parse(s, start=first)
        except LarkError:
            pass
    return parser().parse(s, start=start)


def _parse_normalized(s: str, names: tuple[str, ...], start: str = "start") -> Any:
    try:
        tree = _parse_tree(s, start)
    except LarkError:
        return None
    try:
        return ToNodes(names).transform(tree)
    except VisitError as e:  # a tree the Transformer can't type is not a parse
        _TRANSFORM_ERRORS.append((s, repr(e.orig_exc)))
        return None


@lru_cache(maxsize=65536)
def parse_line(line: str, names: tuple[str, ...] = ()) -> N.ParsedLine:
    """One Oracle line -> ParsedLine (its tree, or Unparsed(line))."""
    word, s = normalize_line(line, names, is_grammar_word)
    if s.startswith("•"):
        return N.ParsedLine(line, parse_mode(line, names), word)
    node = _parse_normalized(s, names) if s else None
    return N.ParsedLine(line, node if node is not None else N.Unparsed(line), word)


def parse_mode(line: str, names: tuple[str, ...] = ()) -> Any:
    # A mode's own label ("• Khans — ...", 700.2d flavor words) is kept apart like an ability word.
    word, s = normalize_line(line.lstrip().lstrip("•").strip(), names, is_grammar_word)
    node = _parse_normalized(s, names, "mode")
    return node if node is not None else N.Unparsed(line)


def parse_granted(text: str, names: tuple[str, ...] = ()) -> Any:
    """Quoted rules text an effect grants ('has "{T}: Add {G}."'): parsed as a line of its own."""
    inner = lower_sentence_starts(drop_reminder(straighten(text)), is_grammar_word)
    node = _parse_normalized(inner, names)
    return node if node is not None else N.Unparsed(text)


@lru_cache(maxsize=4096)
def parse_spell_line(line: str, names: tuple[str, ...] = ()) -> Any:
    """A line of an instant or sorcery read as its instructions only (113.3a), or None. The whole
    grammar prefers a static reading for "Target creature can't block this turn."; on a spell such
    a line is one-shot instructions (the caller decides, knowing the card's type)."""
    word, s = normalize_line(line, names, is_grammar_word)
    return _parse_normalized(s, names, "spell_line") if s else None


@lru_cache(maxsize=16384)
def parse_card(text: str, names: tuple[str, ...] = ()) -> tuple[N.ParsedLine, ...]:
    """A card's (or one face's) rules text -> one ParsedLine per ability."""
    lines = [ln.strip() for ln in (text or "").split("\n") if drop_reminder(straighten(ln)).strip()]
    out: list[N.ParsedLine] = []
    i = 0
    while i < len(lines):
        j = i + 1
        while j < len(lines) and lines[j].lstrip().startswith(("•", "+ {", "{P}")) and not lines[i].startswith("•"):
            j += 1
        head = parse_line(lines[i], names)
        if j > i + 1:  # 700.2: the modal header and its modes are one ability
            modes = tuple(parse_mode(ln, names) for ln in lines[i + 1:j])
            ability = head.ability
            if isinstance(ability, N.Modal):
                ability = N.Modal(ability.header, modes)
            else:  # a header the grammar can't read: the whole ability is not understood
                ability = N.Modal(ability, modes)
            out.append(N.ParsedLine("\n".join(lines[i:j]), ability, head.ability_word))
        else:
            out.append(head)
        i = j
    return tuple(_merge_instead_lines(_merge_damage_instead_lines(out)))  # branch grams; fx3


def unparsed_lines(parsed: tuple[N.ParsedLine, ...]) -> list[str]:
    """The lines (or modal blocks) with any Unparsed part."""
    return [p.text for p in parsed if N.has_unparsed(p.ability)]


# -- gramt (issue 13, session 5): trigger lines ------------------------------------------------------
for _k in ("opp_controls_more", "control_different_powers", "total_power_at_least"):
    setattr(ToNodes, _k, _make(_k, N.Condition))
for _k, _verb in (("self_attack_pl", "attacks"), ("self_enter_pl", "enters"), ("self_enter_attack_pl", "enters or attacks")):
    setattr(ToNodes, _k, lambda self, c, w=_verb: N.Phrase("trigger_event", (N.SelfRef(""), N.Phrase("event_verb", (w,)))))
ToNodes.once_each_turn_multi = lambda self, c: N.Action("once_each_turn", (self.effect(c),))


# -- branch layers4: "<this> gets +1/+2 and has vigilance as long as <condition>" ---------------------
# The condition closes the whole coordinated predicate: both the P/T change and the keyword are
# conditional (the grammar reads it as a 'has <keyword> as long as' after an unconditional part).
_static_line_before_layers4 = ToNodes.static_line


def _static_line_layers4(self, c):
    static = _static_line_before_layers4(self, c)
    effects = list(static.effects)
    for i, e in enumerate(effects):
        if not (isinstance(e, N.Sequence) and e.joiner == "and" and len(e.steps) >= 2):
            continue
        last = e.steps[-1]
        if not (isinstance(last, N.Phrase) and last.kind == "st_has_cond" and len(last.parts) == 3
                and isinstance(last.parts[0], N.SelfRef) and isinstance(last.parts[1], str)):
            continue
        if not all(isinstance(s, (N.Pump, N.Grant)) and s.what == last.parts[0] and s.duration is None
                   for s in e.steps[:-1]):
            continue
        grant = N.Grant(last.parts[0], (N.Keyword(name=last.parts[1]),), None)
        effects[i] = N.Conditional(last.parts[2], N.Sequence(tuple(e.steps[:-1]) + (grant,), "and"))
    return N.Static(tuple(effects), static.condition)


ToNodes.static_line = _static_line_layers4
# -- branch fx3 ------------------------------------------------------------------------------------

def _merge_instead_lines(lines: list) -> list:
    """608.2c (fx3): a spell's paragraph "[Morbid —] That creature gets -13/-13 until end of turn instead
    if <condition>." / "[Threshold —] If <condition>, instead <instructions>." replaces the paragraph
    before it — one sentence (an instruction, or instructions joined by "and") — as one spell
    ability's Action("instead_if", (condition, new, old)). A paragraph before it of several
    sentences is left alone (which of them is replaced is not read)."""
    out: list = []
    for p in lines:
        a = p.ability
        eff = a.effect if isinstance(a, N.SpellAbility) else None
        if out and isinstance(eff, N.Action) and eff.kind == "instead_if" and len(eff.parts) == 2 \
                and sum(isinstance(x, N.Condition) for x in eff.parts) == 1 \
                and not any(isinstance(x, N.Action) and x.kind == "damage_amount_only" for x in N.walk(eff)) \
                and isinstance(out[-1].ability, N.SpellAbility) and not N.has_unparsed(out[-1].ability):
            before = out[-1].ability.effect
            if not isinstance(before, (N.Modal, N.Unparsed, N.Conditional)) \
                    and not (isinstance(before, N.Sequence) and before.joiner != "and") \
                    and not (isinstance(before, N.Action) and before.kind == "instead_if"):
                cond, new = eff.parts if isinstance(eff.parts[0], N.Condition) else eff.parts[::-1]
                prev = out[-1]
                out[-1] = N.ParsedLine(prev.text + "\n" + p.text,
                                       N.SpellAbility(N.Action("instead_if", (cond, new, before))), prev.ability_word)
                continue
        out.append(p)
    return out

# -- branch lead722: 722.1 "You control target player during that player's next turn." (rules/player_control.py)
ToNodes.control_player = _make("control_player", N.Action)
# -- branch castfrom: playing from other players' graveyards (609.4; rules/other_graveyards.py) ----------
for _k in ("others_cant_play_from_graveyards", "play_from_others_graveyards"):
    setattr(ToNodes, _k, _make(_k, N.Action))
# 702.177b: the keyword words are kept (rules/exhaust_permissions.py reads 'exhaust' only)
ToNodes.exhaust_as_though_not_activated = lambda self, c: N.Phrase(
    "exhaust_as_though_not_activated", tuple(str(t).lower() for t in c))

# -- branch trig4 ----------------------------------------------------------------------------------
# 611.2e: "That permanent is an enchantment in addition to its other types." after putting it onto the battlefield
ToNodes.is_in_addition = _make("is_in_addition", N.Action)
# 702.55a: "exile it haunting target creature"
ToNodes.exile_haunting = _make("exile_haunting", N.Action)

# -- branch names: "<object> gains all activated abilities of <object> <duration>" (613.1f) and "You may spend
# [blue] mana as though it were mana of any color to pay the activation costs of this creature's abilities" (609.4b)
_VP_KINDS.add("gain_all_activated")
ToNodes.spend_mana_kind = lambda self, c: str(c[0]) if c else "any"  # the color of the mana, or any
ToNodes.spend_as_any_color_activation = lambda self, c: N.Phrase("spend_as_any_color_activation", (c[0],))

# -- branch faces ------------------------------------------------------------------------------------
# "you control a God, a Demigod, or a legendary enchantment": the two-object "obj_or" with three
ToNodes.you_control_any3 = lambda self, c: N.Condition("you_control", (N.Phrase("obj_or", tuple(c)),))
# 700.5a: "Your devotion to each color and each combination of colors is increased by one." (rules/devotion.py)
ToNodes.devotion_increased = _make("devotion_increased", N.Phrase)
# "... that player or that planeswalker's controller controls": the earlier target's player (rules/dependent_targets.py)
ToNodes.ctl_that_target_player = _make("ctl_that_target_player", N.Phrase)
ToNodes.revealed_this_way = _make("revealed_this_way", N.Condition)  # rules/revealed_this_way.py (branch faces)

# -- branch replace (issue 16): replacements of players' events (614.1a) ----------------------------
# "If <event>, <instructions> instead. If you can't, <instructions>." -> (event, instead, if you can't);
# "If you would draw a card, you may skip that draw instead." -> (event,)
for _k in ("replacement_instead_else", "skip_draw_instead"):
    setattr(ToNodes, _k, _make(_k, N.Replacement))
ToNodes.exile_that_many_from_graveyard = lambda self, c: N.Action("exile_that_many_from_graveyard", ())
ToNodes.search_top_instead = _make("search_top_instead", N.Replacement)  # (N,) (701.23f)
# "Players can't play lands." is "Each player can't play lands." (305.2)
ToNodes.players_cant_play_lands = lambda self, c: N.Phrase(
    "players_cant", (N.Player("each_player", ()), N.Phrase("player_cant", ("play lands",))))
ToNodes.cant_enter_battlefield = _make("cant_enter_battlefield", N.Phrase)  # (filter,) (608.3e)
# (n lands, their description, this object, n damage, what happens if a player does either)
ToNodes.any_player_sac_or_damage = _make("any_player_sac_or_damage", N.Action)

# -- branch meld (701.42, 712.4a): "if you both own and control A and B, exile them, then meld them into C"
ToNodes.own_and_control_both = _make("own_and_control_both", N.Condition)
ToNodes.exile_then_meld = _make("exile_then_meld", N.Action)
ToNodes.revealed_to_library_bottom = _make("revealed_to_library_bottom", N.Action)
ToNodes.return_other_exiled_with = _make("return_other_exiled_with", N.Action)
ToNodes.has_last_exiled_values = lambda self, c: N.Phrase("has_last_exiled_values", (c[0], c[1], str(c[2])))

# -- branch misc16: 123.6 name stickers ("put a name sticker on <object>"; rules/stickers.py) --------------
ToNodes.put_name_sticker = _make("put_name_sticker", N.Action)

# -- branch restart (issue 16): 400.11 "reveal <filter> from outside the game and put it into your hand" ((filter,));
# 726 "restart the game, leaving in exile all <filter>. Then put those cards onto the battlefield under your
# control." ((filter of the cards left in exile,)) — rules/restart.py
ToNodes.reveal_from_outside = _make("reveal_from_outside", N.Action)


def _restart_game(self, c):
    """(the cards' filter without its 'exiled with' link, the object linked: SelfRef or a Phrase
    'short_name' of the capitalized word the grammar read as a name, 201.5c); a filter without one link
    stays whole (rules/restart.py refuses it)."""
    flt = c[0]
    links = [q for q in getattr(flt, "qualifiers", ()) if isinstance(q, N.Phrase) and q.kind == "exiled_with"]
    if len(links) != 1 or len(links[0].parts) != 1:
        return N.Action("restart_game", (flt,))
    ref = links[0].parts[0]
    if isinstance(ref, N.Each) and not ref.other and isinstance(ref.filter, N.Filter) and not ref.filter.adjectives \
            and not ref.filter.qualifiers and not ref.filter.alternatives and len(ref.filter.nouns) == 1 \
            and ref.filter.nouns[0][:1].isupper():
        ref = N.Phrase("short_name", (ref.filter.nouns[0],))
    rest = N.Filter(flt.adjectives, flt.nouns, tuple(q for q in flt.qualifiers if q is not links[0]), flt.alternatives)
    return N.Action("restart_game", (rest, ref))


ToNodes.restart_game = _restart_game

# -- branch station (issue 16): 702.184c "each creature you control [with <qual>] stations permanents using its
# toughness rather than its power" ((qual,) or ()) — rules/station.py
ToNodes.toughness_station = _make("toughness_station", N.Phrase)
# "each creature assigns combat damage equal to its toughness ...": every creature, whoever controls it ("any")
ToNodes.toughness_damage_any = lambda self, c: N.Phrase("toughness_damage", ("any",))
# -- branch subgame (issue 16): 728 "Players play a Magic subgame, using their libraries as their decks." then
# what the spell does once the subgame has ended (728.5): Action("play_subgame", (the rest of the effect or
# None,)); "each player who doesn't win the subgame" is Player("subgame_non_winner") — rules/subgames.py


def _play_subgame(self, c):
    word, c = str(c[0]), c[1:]
    if word != "Magic":  # another capitalised word: not this line (no module executes this kind)
        return N.Action("play_subgame_of", (word,))
    rest = [x for x in c if x is not None]
    after = None if not rest else rest[0] if len(rest) == 1 else N.Sequence(tuple(rest))
    return N.Action("play_subgame", (after,) if after is not None else ())


ToNodes.play_subgame = _play_subgame

# -- branch ashiok (issue 16): 614.13c, Ashiok, Wicked Manipulator --------------------------------------
ToNodes.pay_life_exile_top_instead = _make("pay_life_exile_top_instead", N.Replacement)  # () (614.1a, 119.4)
ToNodes.exile_one_other_to_hand = _make("exile_one_other_to_hand", N.Action)  # () after "look at the top N"
ToNodes.card_exiled_this_turn = _make("card_exiled_this_turn", N.Condition)  # () (603.4)
ToNodes.total_mana_value = _make("total_mana_value", N.Phrase)  # (Filter,) (202.3)
# -- branch lattice (issue 16: 712.13a-ex1): "<this> and at least N other <filter> attack" -------------------
def _event_attack_with_others_of(self, c):
    """(subject, N, the others' filter). "... and at least two other creatures attack" (battalion's own
    wording, which the grammar's older alternative reads too) stays the older phrase."""
    subject, n, flt = c
    if isinstance(flt, N.Filter) and flt.nouns == ("creatures",) and not flt.adjectives and not flt.qualifiers \
            and not flt.alternatives:
        return N.Phrase("event_attack_with_others", (subject, n))
    return N.Phrase("event_attack_with_others_of", (subject, n, flt))


ToNodes.event_attack_with_others_of = _event_attack_with_others_of


# -- branch soulfire (issue 16): 608.2f "For each of them, <instructions>" ((instructions,)): the chosen objects
# and players, each in turn (rules/individual_actions.py). In the instructions, "that permanent or player" /
# "that player or planeswalker" is the one being considered: a Ref of those words.
def _each_of_them_ref(node):
    if isinstance(node, N.Described) and node.quantifier == "that" and node.count == 1 \
            and isinstance(node.filter, N.Filter) and node.filter.nouns == ("permanent",) \
            and node.filter.qualifiers == (N.Phrase("or_player", ()),) and not node.filter.adjectives \
            and not node.filter.alternatives:
        return N.Ref("that permanent or player")
    if isinstance(node, N.Node):
        changes = {f.name: _each_of_them_ref(getattr(node, f.name)) for f in dataclasses.fields(node)}
        return dataclasses.replace(node, **changes) if any(
            changes[k] is not getattr(node, k) for k in changes) else node
    if isinstance(node, tuple):
        out = tuple(_each_of_them_ref(x) for x in node)
        return out if any(a is not b for a, b in zip(out, node)) else node
    return node


ToNodes.for_each_of_them = lambda self, c: N.Action("for_each_of_them", (_each_of_them_ref(c[0]),))
