"""The typed ability tree the Oracle grammar produces.

Frozen dataclasses (a card is parsed once and its tree shared), tuples for sequences. Lines:
:class:`KeywordLine` (one :class:`Keyword` per keyword ability, 702), :class:`Static` (604),
:class:`Triggered` (603), :class:`Activated` (602; ``is_mana`` for 605), :class:`Loyalty` (606),
:class:`SpellAbility` (608 instructions), :class:`Modal` (700.2), :class:`Replacement` (614),
:class:`Chapter` (714), :class:`LevelLine`/:class:`PTLine` (711), and :class:`Unparsed` for a
line, or a part, the grammar can't read: it is never dropped.

Inside: :class:`Cost` and its parts, :class:`Trigger`, :class:`Condition`, :class:`Duration`,
effects (:class:`Effect` subclasses: :class:`DealDamage`, :class:`Draw`, :class:`Destroy`, ...),
object references (:class:`SelfRef`, :class:`Target`, :class:`Each`, :class:`Ref`,
:class:`Attached`, :class:`Described`), :class:`Filter`, :class:`Player`, amounts (``int``, ``"X"``
or :class:`Count`). Constructs read by the grammar but without a class of their own yet are
:class:`Phrase` nodes: the grammar rule's name and its parts, typed enough to tell them apart and
to show in a snapshot, and each a candidate for a class of its own when a rules module needs it.
"""

from __future__ import annotations

from dataclasses import dataclass, fields
from typing import Any


@dataclass(frozen=True)
class Node:
    pass


# ------------------------------------------------------------------------------------------ generic

@dataclass(frozen=True)
class Phrase(Node):
    """A construct the grammar reads, named by its rule: ``Phrase('cant_block', ())``."""
    kind: str
    parts: tuple = ()


@dataclass(frozen=True)
class Unparsed(Node):
    """Text the grammar could not read. Never dropped: a line with one is not understood."""
    text: str


# ------------------------------------------------------------------------------------------ objects

@dataclass(frozen=True)
class Filter(Node):
    """'nontoken creature you control with flying': adjectives, nouns (types, subtypes), and
    what follows (controller, qualities, zone). ``alternatives`` for 'artifact or enchantment'."""
    adjectives: tuple = ()
    nouns: tuple = ()
    qualifiers: tuple = ()
    alternatives: tuple = ()


@dataclass(frozen=True)
class SelfRef(Node):
    """The object itself: '~' (its name) or 'this creature'."""
    noun: str = ""


@dataclass(frozen=True)
class Ref(Node):
    """An anaphor: 'it', 'that creature', 'those cards'."""
    words: str


@dataclass(frozen=True)
class Attached(Node):
    """'enchanted creature', 'equipped creature', 'fortified land' (and their controller)."""
    relation: str
    noun: str = ""
    controller: bool = False


@dataclass(frozen=True)
class Target(Node):
    """115: 'target creature', 'up to two target cards', 'another target permanent'."""
    filter: Any
    count: Any = 1
    up_to: bool = False
    other: bool = False


@dataclass(frozen=True)
class Each(Node):
    """'each creature', 'all lands', 'other creatures you control' (a set, not targeted)."""
    filter: Any
    other: bool = False


@dataclass(frozen=True)
class Described(Node):
    """An untargeted description: 'a creature you control', 'two cards', 'the top card ...'."""
    filter: Any
    count: Any = 1
    quantifier: str = "a"


@dataclass(frozen=True)
class Player(Node):
    """'you', 'target player', 'each opponent', 'its controller' ..."""
    who: str
    parts: tuple = ()


@dataclass(frozen=True)
class Count(Node):
    """An amount computed from the game: 'the number of creatures you control'."""
    kind: str
    parts: tuple = ()


@dataclass(frozen=True)
class Duration(Node):
    kind: str  # until_end_of_turn | this_turn | until_your_next_turn | ...
    parts: tuple = ()


@dataclass(frozen=True)
class Condition(Node):
    kind: str
    parts: tuple = ()


# ------------------------------------------------------------------------------------------ costs

@dataclass(frozen=True)
class ManaCost(Node):
    symbols: tuple  # ('{2}', '{G}')


@dataclass(frozen=True)
class CostPart(Node):
    """A non-mana cost: tap ({T}), untap ({Q}), sacrifice, discard, pay life, remove counters ..."""
    kind: str
    parts: tuple = ()


@dataclass(frozen=True)
class Cost(Node):
    parts: tuple


# ------------------------------------------------------------------------------------------ effects

@dataclass(frozen=True)
class Effect(Node):
    pass


@dataclass(frozen=True)
class Sequence(Effect):
    """Sentences and clauses, in order ('Destroy target creature. Its controller gains 2 life.')."""
    steps: tuple
    joiner: str = "then"  # then | and | or


@dataclass(frozen=True)
class Conditional(Effect):
    """'If <condition>, <effect>' / 'If you do, <effect>' / 'Otherwise, <effect>'."""
    condition: Any
    effect: Any


@dataclass(frozen=True)
class Optional_(Effect):
    """'you may <effect>'."""
    effect: Any
    player: Any = None


@dataclass(frozen=True)
class Actor(Effect):
    """A player doing an action: 'target player draws two cards'."""
    player: Any
    effect: Any


@dataclass(frozen=True)
class DealDamage(Effect):
    source: Any
    amount: Any
    to: tuple


@dataclass(frozen=True)
class Draw(Effect):
    amount: Any


@dataclass(frozen=True)
class Discard(Effect):
    what: Any
    random: bool = False


@dataclass(frozen=True)
class Mill(Effect):
    amount: Any


@dataclass(frozen=True)
class Scry(Effect):
    amount: Any


@dataclass(frozen=True)
class Surveil(Effect):
    amount: Any


@dataclass(frozen=True)
class GainLife(Effect):
    amount: Any


@dataclass(frozen=True)
class LoseLife(Effect):
    amount: Any


@dataclass(frozen=True)
class Destroy(Effect):
    what: Any


@dataclass(frozen=True)
class Exile(Effect):
    what: Any


@dataclass(frozen=True)
class ReturnToHand(Effect):
    what: Any


@dataclass(frozen=True)
class ReturnToBattlefield(Effect):
    what: Any
    parts: tuple = ()


@dataclass(frozen=True)
class Sacrifice(Effect):
    what: Any


@dataclass(frozen=True)
class PutCounters(Effect):
    counters: Any
    on: Any


@dataclass(frozen=True)
class CounterSpec(Node):
    amount: Any
    kind: str


@dataclass(frozen=True)
class CreateToken(Effect):
    tokens: tuple


@dataclass(frozen=True)
class TokenSpec(Node):
    """'a 1/1 white Soldier creature token with flying', 'a Treasure token' (111.10)."""
    count: Any
    pt: str = ""
    colors: tuple = ()
    subtypes: tuple = ()
    types: tuple = ()
    keywords: tuple = ()
    name: str = ""
    extra: tuple = ()


@dataclass(frozen=True)
class Tap(Effect):
    what: Any


@dataclass(frozen=True)
class Untap(Effect):
    what: Any


@dataclass(frozen=True)
class GainControl(Effect):
    what: Any
    duration: Any = None


@dataclass(frozen=True)
class CounterSpell(Effect):
    what: Any
    unless_pays: Any = None


@dataclass(frozen=True)
class SearchLibrary(Effect):
    library: str
    what: Any
    then: tuple = ()


@dataclass(frozen=True)
class AddMana(Effect):
    produce: Any


@dataclass(frozen=True)
class Pump(Effect):
    """'gets +N/+N' (with a duration: one-shot; without: a static effect, layer 7c)."""
    what: Any
    pt: str
    duration: Any = None
    also: tuple = ()


@dataclass(frozen=True)
class Grant(Effect):
    """'gains flying until end of turn' / 'has "..."' (layer 6)."""
    what: Any
    abilities: tuple
    duration: Any = None


@dataclass(frozen=True)
class Restriction(Effect):
    """'can't block', 'can't be blocked except by ...', 'attacks each combat if able'."""
    what: Any
    kind: str
    parts: tuple = ()
    duration: Any = None


@dataclass(frozen=True)
class Action(Effect):
    """Another keyword action or effect the grammar reads (701: proliferate, investigate ...)."""
    kind: str
    parts: tuple = ()


# ------------------------------------------------------------------------------------------ abilities

@dataclass(frozen=True)
class Keyword(Node):
    """702: 'flying', 'protection from black', 'ward {2}', 'equip {1}', 'enchant creature'."""
    name: str
    param: Any = None
    cost: Any = None


@dataclass(frozen=True)
class KeywordLine(Node):
    keywords: tuple


@dataclass(frozen=True)
class Trigger(Node):
    """603.1: the trigger event ('when', 'whenever', 'at')."""
    word: str
    event: Any


@dataclass(frozen=True)
class Triggered(Node):
    trigger: Trigger
    condition: Any  # 603.4 intervening 'if', or None
    effect: Any


@dataclass(frozen=True)
class Activated(Node):
    cost: Cost
    effect: Any
    restrictions: tuple = ()
    is_mana: bool = False  # 605.1a


@dataclass(frozen=True)
class Loyalty(Node):
    cost: str
    effect: Any


@dataclass(frozen=True)
class Static(Node):
    effects: tuple
    condition: Any = None


@dataclass(frozen=True)
class SpellAbility(Node):
    """A line of instructions with no trigger and no cost (113.3a, 608.2). On an instant or sorcery
    it is the spell ability; on a permanent card such a line ("Skip your draw step.") is a static
    ability: the grammar can't see the card type, the caller can."""
    effect: Any


@dataclass(frozen=True)
class Replacement(Node):
    """614: 'enters tapped', 'enters with N counters', 'As this enters, ...', '... instead'."""
    kind: str
    parts: tuple = ()


@dataclass(frozen=True)
class Chapter(Node):
    chapters: tuple
    effect: Any


@dataclass(frozen=True)
class Modal(Node):
    """700.2: a 'Choose one —' header (alone, after a trigger or a cost) and its modes."""
    header: Any
    modes: tuple = ()


@dataclass(frozen=True)
class Mode(Node):
    effect: Any
    cost: Any = None  # spree (702.172): '+ {2} — ...'


@dataclass(frozen=True)
class ChooseCount(Node):
    words: str


@dataclass(frozen=True)
class ConditionalChoice(Node):
    """700.2: "Choose one. If <condition>, you may choose both instead.": the modes chosen
    normally, the condition, and the larger choice it allows (``optional``: "you may choose")."""
    base: ChooseCount
    condition: Any
    instead: ChooseCount
    optional: bool = True


@dataclass(frozen=True)
class LevelLine(Node):
    low: int
    high: Any = None


@dataclass(frozen=True)
class PTLine(Node):
    pt: str
    cost: Any = None


@dataclass(frozen=True)
class ParsedLine(Node):
    """One ability of a card: its Oracle wording, its ability word (207.2c) if any, its tree."""
    text: str
    ability: Any
    ability_word: str | None = None


def walk(node: Any):
    """Every node of a tree, depth first."""
    yield node
    if isinstance(node, Node):
        for f in fields(node):
            yield from walk(getattr(node, f.name))
    elif isinstance(node, (tuple, list)):
        for x in node:
            yield from walk(x)


def has_unparsed(node: Any) -> bool:
    return any(isinstance(n, Unparsed) for n in walk(node))


def _simple(v: Any) -> bool:
    if isinstance(v, tuple):
        return all(not isinstance(x, (Node, tuple)) for x in v)
    return not isinstance(v, Node) or all(
        isinstance(getattr(v, f.name), (str, int, type(None), bool)) for f in fields(v))


def _inline(v: Any) -> str:
    if isinstance(v, Node):
        vals = [(f.name, getattr(v, f.name)) for f in fields(v)]
        return type(v).__name__ + "(" + ", ".join(f"{k}={x!r}" for k, x in vals if x not in (None, (), "", False)) + ")"
    return repr(v)


def dump(node: Any, indent: int = 0) -> str:
    """A stable, reviewable text form of a tree (snapshots)."""
    pad = "  " * indent
    if isinstance(node, Node):
        vals = [(f.name, getattr(node, f.name)) for f in fields(node)]
        vals = [(k, v) for k, v in vals if v not in (None, (), "", False) or k in ("text",)]
        simple = all(_simple(v) for _, v in vals)
        name = type(node).__name__
        if simple:
            return pad + name + "(" + ", ".join(f"{k}={_inline(v)}" for k, v in vals) + ")"
        out = [pad + name + "("]
        for k, v in vals:
            if not _simple(v):
                out.append(pad + f"  {k}=")
                out.append(dump(v, indent + 2))
            else:
                out.append(pad + f"  {k}={_inline(v)}")
        out.append(pad + ")")
        return "\n".join(out)
    if isinstance(node, tuple):
        if not node:
            return pad + "()"
        if all(not isinstance(x, (Node, tuple)) for x in node):
            return pad + repr(node)
        return "\n".join([pad + "["] + [dump(x, indent + 1) for x in node] + [pad + "]"])
    return pad + repr(node)
