"""Objects and players an instruction refers to, read from the grammar's typed tree: filters
(109.1, 109.2: 'creature you control', 'nonblack creature'), targets (115), 'each'/'all' sets,
the object itself (201.5 '~', 'this creature'), anaphors ('it'), players (102: 'you', 'target
player', 'each opponent', 'its controller') and amounts (107: a number or X).

Everything here is a registry: a word or node kind maps to the function that reads it, and each
registration declares the construct executed (state/support.executes_node), so a filter word no
function reads leaves the line unsupported rather than matched by a looser filter.

* :func:`adjective` / :func:`noun` / :func:`qualifier` — what a filter's words require of an object;
* :func:`objects_of` — the objects a reference (Target, Each, SelfRef, Ref ...) stands for as an
  instruction is followed, registered per node class with :func:`reference`;
* :func:`players_of` — the players a Player node stands for, registered per ``who`` with :func:`player`;
* :func:`amount` — an amount: int, "X" (107.3), or a Count registered with :func:`count`;
* :func:`target_legal` — whether a chosen target fits a Target or target-Player node (115, 601.2c).
"""

from __future__ import annotations

from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

from ..state.support import claim, checks_node, executes_node
from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject
    from .instructions import Context

@dataclass(frozen=True)
class Seen:
    """An object as a filter sees it: its characteristics and controller now, or as it last existed
    (608.2h, 603.10a: "whenever a creature you control dies" looks back at the creature)."""
    obj: "GameObject"
    chars: Any
    controller: str | None


def keyword_problem(k: Any) -> str | None:
    """Why a keyword a tree node gives (a granted keyword, a token's, a "becomes ... with") isn't
    implemented: only a keyword the engine reads by its name alone (702), and executes; None if it is."""
    from ..state.support import problems
    from ..text.oracle import _keyword, keyword_ability

    if not isinstance(k, N.Keyword) or k.param is not None or k.cost is not None or _keyword(k.name) is None:
        return f"{getattr(k, 'name', type(k).__name__)!r} is not executed"
    if why := problems(keyword_ability(k.name)):
        return f"{k.name!r}: {why[0]}"
    return None


def seen(game: "Game", obj: "GameObject") -> Seen:
    return Seen(obj, game.chars(obj), obj.controller)


#: A filter word's test: (game, the object seen, "you" (the ability's controller), the source) -> bool.
Test = Callable[["Game", Seen, str, "GameObject | None"], bool]
ADJECTIVES: dict[str, Test] = {}
NOUNS: dict[str, Test] = {}
QUALIFIERS: dict[str, Test] = {}  # Phrase kind -> test


def adjective(*words: str) -> Callable[[Test], Test]:
    def register(fn: Test) -> Test:
        for w in words:
            claim(ADJECTIVES, w, fn, "the filter adjective")
            executes_node(f"Filter.adj:{w}")
        return fn
    return register


def noun(*words: str) -> Callable[[Test], Test]:
    def register(fn: Test) -> Test:
        for w in words:
            claim(NOUNS, w, fn, "the filter noun")
            executes_node(f"Filter.noun:{w}")
        return fn
    return register


def qualifier(*kinds: str) -> Callable[[Test], Test]:
    def register(fn: Test) -> Test:
        for k in kinds:
            claim(QUALIFIERS, k, fn, "the filter qualifier")
            executes_node(f"Filter.qual:{k}", f"Phrase:{k}")
        return fn
    return register


#: A qualifier whose test reads its own node ('with power 2 or less'): kind -> (test(game, seen, you,
#: source, node), check(node) -> why it isn't read | None).
NodeTest = Callable[["Game", Seen, str, "GameObject | None", Any], bool]
NODE_QUALIFIERS: dict[str, tuple[NodeTest, Callable[[Any], str | None]]] = {}


def node_qualifier(kind: str, check: Callable[[Any], str | None]) -> Callable[[NodeTest], NodeTest]:
    def register(fn: NodeTest) -> NodeTest:
        claim(NODE_QUALIFIERS, kind, (fn, check), "the filter qualifier")
        executes_node(f"Filter.qual:{kind}", f"Phrase:{kind}")
        checks_node(f"Phrase:{kind}", check)
        return fn
    return register


# -- filter words (109.2, 205) ---------------------------------------------------------------------

CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")
COLORS = ("white", "blue", "black", "red", "green")


def _has_type(t: str) -> Test:
    return lambda game, o, you, source: t in o.chars.card_types


for _t in CARD_TYPES:
    noun(_t, _t + "s")(_has_type(_t))
    adjective(f"type:{_t}")(_has_type(_t))
    adjective(f"non:non{_t}")(lambda game, o, you, source, t=_t: t not in o.chars.card_types)
for _c in COLORS:  # 105.2
    adjective(f"color:{_c}")(lambda game, o, you, source, c=_c: c in o.chars.colors)
    adjective(f"non:non{_c}")(lambda game, o, you, source, c=_c: c not in o.chars.colors)


@noun("permanent", "permanents")
def _permanent(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.obj.zone == "battlefield"  # 110.1


@noun("spell", "spells")
def _spell(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.obj.zone == "stack"  # 111.1-ish: a card or copy on the stack


@noun("creature or planeswalker")
def _creature_or_planeswalker(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return any(t in o.chars.card_types for t in ("creature", "planeswalker"))


@noun("any target")
def _any_target(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    # 115.4: "any target" is a creature, a player, a planeswalker or a battle (players: target_legal)
    return any(t in o.chars.card_types for t in ("creature", "planeswalker", "battle"))


@adjective("tapped")
def _tapped(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.obj.tapped


@adjective("untapped")
def _untapped(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return not o.obj.tapped


@adjective("non:nontoken")
def _nontoken(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return not o.obj.token


@adjective("other")
def _other(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.obj is not source  # 'other creatures': the source itself excluded


@qualifier("ctl_you")
def _ctl_you(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.controller == you  # 109.4


@qualifier("ctl_opponent", "ctl_not_you")
def _ctl_opponent(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
    return o.controller is not None and o.controller != you  # two-player games: "an opponent controls" = "you don't control"


executes_node("Filter.alternatives")
executes_node("Filter.qual:or_pw", "Phrase:or_pw")  # read by matches (or_planeswalker) and target_legal

def matches(game: "Game", obj: "GameObject | Seen", flt: Any, you: str, source: "GameObject | None") -> bool:
    """Whether an object (now, or as a :class:`Seen` last existed) has every quality a Filter
    names (109.2). support.tree_problems has refused any filter with a word not registered here."""
    o = obj if isinstance(obj, Seen) else seen(game, obj)
    if any(getattr(q, "kind", None) == "or_pw" for q in flt.qualifiers):
        flt = or_planeswalker(flt)
    if flt.alternatives:  # 'artifact or enchantment': any of them, with the shared qualifiers
        alts = [a for a in flt.alternatives if isinstance(a, N.Filter)]
        if not any(matches(game, o, a, you, source) for a in alts):
            return False
    for a in flt.adjectives:
        if not ADJECTIVES[a](game, o, you, source):
            return False
    for n in flt.nouns:
        if not NOUNS[n](game, o, you, source):
            return False
    for q in flt.qualifiers:
        if q.kind in NODE_QUALIFIERS:
            if not NODE_QUALIFIERS[q.kind][0](game, o, you, source, q):
                return False
        elif not QUALIFIERS[q.kind](game, o, you, source):
            return False
    return True




def or_planeswalker(flt: Any) -> Any:
    """'creature or planeswalker', 'creature with flying or planeswalker an opponent controls': the
    words before 'or planeswalker' describe the first noun, those after it both (unreadable refuses
    adjectives, which could be read either way)."""
    kinds = [getattr(q, "kind", None) for q in flt.qualifiers]
    i = kinds.index("or_pw")
    return N.Filter(qualifiers=flt.qualifiers[i + 1:],
                    alternatives=(N.Filter((), flt.nouns, flt.qualifiers[:i]), N.Filter((), ("planeswalker",))))


def _or_planeswalker_problem(flt: Any) -> str | None:
    kinds = [getattr(q, "kind", None) for q in flt.qualifiers]
    if "or_pw" not in kinds:
        return None
    if flt.adjectives or flt.alternatives or kinds.count("or_pw") > 1 or not flt.nouns:
        return "'... or planeswalker' with adjectives or alternatives is not executed"
    return None


#: Nouns naming spells (115.1b 'target spell'; object_words adds 'instant or sorcery spell' ...).
SPELL_NOUNS = {"spell", "spells"}


def player_or_planeswalker(node: Any) -> bool:
    """'target player or planeswalker', 'target opponent or planeswalker', and a Target of 'target
    opponent' / 'target player' alone (115.1: a player; 'opponent': an opponent of the controller)."""
    f = getattr(node, "filter", None)
    return isinstance(node, N.Target) and isinstance(f, N.Filter) and f.nouns in (("player",), ("opponent",)) \
        and not f.adjectives and not f.alternatives and not node.other \
        and [getattr(q, "kind", None) for q in f.qualifiers] in (["or_pw"], [])


#: The instructions that read a card target (the others read permanents): rules/instructions.py and
#: rules/zone_changes.py, by construct name (an Action by its kind).
CARD_TARGET_READERS = {"ReturnToHand", "Exile", "ReturnToBattlefield", "Action:put_onto_battlefield",
                       "Action:put_top", "Action:put_bottom", "Action:regrowth", "Action:shuffle_into"}
#: The instructions that read a Target of 'player (or planeswalker)' / 'opponent (or planeswalker)'.
PLAYER_TARGET_READERS = {"DealDamage"}


def is_card_target(node: Any) -> bool:
    """A Target of cards in a zone ('target creature card from your graveyard') or an Each of them
    ('all creature cards from your graveyard'): filters.card_zone reads the zone."""
    return isinstance(node, (N.Target, N.Each)) and card_zone(getattr(node, "filter", None)) is not None


def card_target_problem(node: Any) -> str | None:
    """Why a card target isn't read: its zone (card_zone) or the rest of its description."""
    found = card_zone(node.filter)
    if found is None:
        return "a target card in a zone the engine doesn't read is not executed"
    return unreadable(found[2])


def _card_targets_read(root: Any) -> str | None:
    """A card target (in a graveyard) is read only by the instructions that move cards
    (CARD_TARGET_READERS), a player target of a Target node only by damage (PLAYER_TARGET_READERS);
    any other instruction holding one is refused."""
    from dataclasses import fields

    def walk(x: Any) -> str | None:
        if isinstance(x, N.Node):
            for fl in fields(x):
                v = getattr(x, fl.name)
                for child in (v if isinstance(v, tuple) else (v,)):
                    name = f"Action:{x.kind}" if isinstance(x, N.Action) else type(x).__name__
                    if is_card_target(child) and name not in CARD_TARGET_READERS:
                        return f"a target card for {type(x).__name__} is not executed"
                    if player_or_planeswalker(child) and type(x).__name__ not in PLAYER_TARGET_READERS:
                        return f"a target player for {type(x).__name__} is not executed"
                    if why := walk(child):
                        return why
        elif isinstance(x, (tuple, list)):
            for c in x:
                if why := walk(c):
                    return why
        return None

    return walk(root)


# read by card_zone only (the object matcher doesn't read a zone: filters.unreadable refuses it elsewhere)
executes_node("Phrase:zone_name")  # zone_changes registers the from_zone qualifier
for _root in ("SpellAbility", "Activated", "Triggered", "Loyalty", "Modal", "Mode", "Chapter", "Static", "Replacement"):
    checks_node(_root, _card_targets_read)


# -- targets (115) ---------------------------------------------------------------------------------

def target_legal(game: "Game", node: Any, target: dict[str, str], controller: str,
                 source: "GameObject | None", source_chars: Any = None) -> bool:
    """601.2c, 608.2b: whether a chosen target fits the Target (or target Player) node."""
    from .protection import can_target

    from .individual_actions import player_alternative  # branch soulfire: 'target creatures, planeswalkers, and/or players'

    if (others := player_alternative(node)) is not None:
        if "player" in target:
            return target["player"] in game.players and can_target(game, target, controller, source, source_chars)
        node = others
    if player_or_planeswalker(node):
        if "player" in target:
            if target["player"] not in game.players or node.filter.nouns == ("opponent",) and target["player"] == controller:
                return False
            return can_target(game, target, controller, source, source_chars)
        pw = game.objects.get(target.get("object", ""))
        if pw is None or pw.zone != "battlefield" or "planeswalker" not in game.chars(pw).card_types \
                or not node.filter.qualifiers:
            return False
        return can_target(game, target, controller, source, source_chars)
    if isinstance(node, N.Player):
        if "player" not in target or target["player"] not in game.players:
            return False
        if node.who == "target_opponent" and target["player"] == controller:
            return False
        return can_target(game, target, controller, source, source_chars)
    if "player" in target:  # 115.4: "any target" includes players
        if target["player"] not in game.players or "any target" not in node.filter.nouns:
            return False
        return can_target(game, target, controller, source, source_chars)
    obj = game.objects.get(target.get("object", ""))
    if obj is not None and obj.zone == "stack" and is_spell_target(node):  # 115.1b: "target spell"
        from .copy_spells import stack_item

        item = stack_item(game, obj.id)
        return item is not None and item.kind == "spell" and obj is not source \
            and matches(game, obj, node.filter, controller, source)  # 115.5: not itself
    if card_zone(node.filter) is not None:  # "target creature card from your graveyard" (115.1, 400.1)
        zone, whose, rest = card_zone(node.filter)
        return obj is not None and obj.zone == zone and not obj.token and _owned(obj, whose, controller) \
            and not (node.other and obj is source) \
            and matches(game, obj, rest, controller, source)  # hexproof, protection: a permanent's or a player's (702.11b, 702.16b)
    if obj is None or obj.zone != "battlefield":  # the other targets read so far are permanents (115.1)
        return False
    if node.other and obj is source:  # 'another target creature'
        return False
    if not matches(game, obj, node.filter, controller, source):
        return False
    return can_target(game, target, controller, source, source_chars)  # 702.11b, 702.16b, 702.18a


#: The zones a description of cards names ("from your graveyard", "in a graveyard"): zone name ->
#: (zone, whose: "you" / "opponent" / None for any player's). Other wordings are refused.
CARD_ZONES = {"your graveyard": ("graveyard", "you"), "a graveyard": ("graveyard", None),
              "any graveyard": ("graveyard", None), "graveyards": ("graveyard", None),
              "all graveyards": ("graveyard", None), "an opponent's graveyard": ("graveyard", "opponent"),
              "your hand": ("hand", "you"), "exile": ("exile", None)}
# filt3: "up to three target cards from a single graveyard": any graveyard, all the targets in one
# (601.2c: checked over the chosen targets by single_graveyard_problem)
CARD_ZONES["a single graveyard"] = ("graveyard", None)
CARD_ZONES["your library"] = ("library", "you")  # "exile all cards from your library" (401.1)


#: (branch trig4) "target cards from their graveyard" in an instruction a target player performs ("target
#: player shuffles any number of target cards from their graveyard into their library"): the qualifiers a
#: module marked (rules/shuffles.py). Each card is read as a card in a graveyard; that all the chosen ones are
#: in the graveyard of the player chosen for the target player before them is checked over the chosen
#: targets (their_graveyard_problem, 601.2c). A card can't change owner, so at resolution it stays so.
THEIR_ZONES: dict[int, Any] = {}


def their_graveyard_problem(game: "Game", specs: list[dict[str, Any]], targets: list[dict[str, str]]) -> str | None:
    """601.2c (branch trig4): the cards chosen for 'target cards from their graveyard' are in the graveyard of
    the player chosen for the nearest target player before them."""
    they = None
    for spec, target in zip(specs, targets):
        node = spec.get("node")
        if isinstance(node, N.Player) and "player" in target:
            they = target["player"]
            continue
        zone = [q for q in getattr(getattr(node, "filter", None), "qualifiers", ())
                if THEIR_ZONES.get(id(q)) is q] if isinstance(node, N.Target) else []
        if zone:
            obj = game.objects.get(target.get("object", ""))
            if they is None or obj is None or obj.owner != they:
                return f"{target.get('object')!r} is not a card in the targeted player's graveyard (601.2c)"
    return None


def single_graveyard_problem(game: "Game", specs: list[dict[str, Any]], targets: list[dict[str, str]]) -> str | None:
    """601.2c: the targets of one 'target cards from a single graveyard' are all in one graveyard
    (one owner's, 404.1)."""
    owners: dict[int, set[str]] = {}
    for spec, target in zip(specs, targets):
        node = spec.get("node")
        found = card_zone(getattr(node, "filter", None)) if isinstance(node, N.Target) else None
        zone = [q for q in node.filter.qualifiers if getattr(q, "kind", None) in ("from_zone", "in_zone")] if found else []
        if found and zone and zone[0].parts[0].parts == ("a single graveyard",):
            obj = game.objects.get(target.get("object", ""))
            owners.setdefault(id(node), set()).add(obj.owner if obj is not None else "")
    if any(len(o) > 1 for o in owners.values()):
        return "the targets from 'a single graveyard' must all be in one graveyard (601.2c)"
    return None


def names_cards(flt: Any) -> bool:
    """Whether a description names cards: the word 'card(s)', or alternatives of card types with it
    on the last ('artifact or creature card', 'instant and sorcery cards': any of them, 109.2)."""
    if not isinstance(flt, N.Filter):
        return False
    alts = [a for a in flt.alternatives if isinstance(a, N.Filter)]
    # 'artifact or creature card': the word 'card(s)' on the last alternative, bare card types before it
    return bool(set(flt.nouns) & {"card", "cards"} or (alts and set(alts[-1].nouns) & {"card", "cards"} and all(
        a.nouns and all(n in CARD_TYPES or n in ("instant", "sorcery") or _subtype_noun(n) for n in a.nouns)
        and not a.adjectives and not a.qualifiers and not a.alternatives
        for a in alts[:-1])))


def _subtype_noun(n: str) -> bool:
    """filt3: 'Aura or Equipment card', 'Spirit, instant, or sorcery card': a subtype (205.3) as a
    noun, one word, capitalized (read by the matcher only where a module registers it)."""
    return n[:1].isupper() and " " not in n and n.isalpha()


def without_card_word(flt: N.Filter) -> N.Filter:
    """The description without the word 'card(s)', in it and its alternatives (filt3)."""
    return N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")), flt.qualifiers,
                    tuple(without_card_word(a) if isinstance(a, N.Filter) else a for a in flt.alternatives))


def card_zone(flt: Any) -> "tuple[str, str | None, N.Filter] | None":
    """A description of cards ('creature card from your graveyard'): the zone, whose it is, and the
    filter without the zone and the word 'card(s)' (for :func:`matches`); None when it isn't one
    this reads: no 'card(s)' (or alternatives of cards), no zone, or a zone named otherwise."""
    if not isinstance(flt, N.Filter):
        return None
    zones = [q for q in flt.qualifiers if isinstance(q, N.Phrase) and q.kind in ("from_zone", "in_zone")]
    cards = names_cards(flt)
    if not cards or len(zones) != 1 or len(zones[0].parts) != 1 or not isinstance(zones[0].parts[0], N.Phrase):
        return None
    name = zones[0].parts[0].parts[0] if zones[0].parts[0].parts else None
    if name == "their graveyard" and THEIR_ZONES.get(id(zones[0])) is zones[0]:
        zone, whose = "graveyard", None  # (branch trig4) any one's here; 601.2c: their_graveyard_problem
    elif name not in CARD_ZONES:
        return None
    else:
        zone, whose = CARD_ZONES[name]

    def strip(f: N.Filter) -> N.Filter:
        return N.Filter(f.adjectives, tuple(n for n in f.nouns if n not in ("card", "cards")),
                        tuple(q for q in f.qualifiers if q is not zones[0]),
                        tuple(strip(a) if isinstance(a, N.Filter) else a for a in f.alternatives))
    return zone, whose, strip(flt)


def _owned(obj: Any, whose: str | None, you: str) -> bool:
    return whose is None or (obj.owner == you) == (whose == "you")


def is_spell_target(node: Any) -> bool:
    """'target spell', 'target noncreature spell': a Target whose only noun is 'spell' (115.1b).
    The instructions that read objects refuse it (instructions._permanents_only); countering reads it."""
    # fx2: 'target creature or planeswalker spell': a spell filter whose alternatives name no noun
    return isinstance(node, N.Target) and isinstance(node.filter, N.Filter) \
        and all(isinstance(a, N.Filter) and not a.nouns and not a.alternatives for a in node.filter.alternatives) \
        and len(set(node.filter.nouns)) == 1 and node.filter.nouns[0] in SPELL_NOUNS


def unreadable(flt: Any) -> str | None:
    """Why :func:`matches` can't read this filter (a word registered by another module for its own
    reading, e.g. 'card' in a discard cost), or None. Modules whose nodes hold a filter they match
    check it with this."""
    if not isinstance(flt, N.Filter):
        return f"a {type(flt).__name__} where a filter was expected is not executed"
    if why := _or_planeswalker_problem(flt):
        return why
    for a in flt.alternatives:
        if isinstance(a, N.Filter) and (why := unreadable(a)):
            return why
    for a in flt.adjectives:
        if a not in ADJECTIVES:
            return f"the filter word {a!r} is not read by the object matcher"
    for n in flt.nouns:
        if n not in NOUNS:
            return f"the filter word {n!r} is not read by the object matcher"
    for q in flt.qualifiers:
        if getattr(q, "kind", None) in NODE_QUALIFIERS:
            if why := NODE_QUALIFIERS[q.kind][1](q):
                return why
            continue
        if getattr(q, "kind", None) not in QUALIFIERS and getattr(q, "kind", None) != "or_pw":
            return f"the filter part {getattr(q, 'kind', type(q).__name__)!r} is not read by the object matcher"
    return None


def _target_check(node: Any) -> str | None:
    # 601.2c: "up to N" / "any number of" targets: lowering.tree_targets makes one spec the
    # player fills with as many targets as they choose (fx)
    if node.count not in ("any", "X") and (not isinstance(node.count, int) or node.count < 1):
        return f"a variable number of targets ({node.count!r}) is not executed"
    if not isinstance(node.filter, N.Filter):
        return f"a target described by {type(node.filter).__name__} is not executed"
    if player_or_planeswalker(node):
        return None  # target_legal reads it
    from .individual_actions import player_alternative_problem  # branch soulfire

    if (why := player_alternative_problem(node)) != "":
        return why
    if is_card_target(node):
        return card_target_problem(node)
    words = set(node.filter.nouns) | {n for a in node.filter.alternatives if isinstance(a, N.Filter) for n in a.nouns}
    if is_spell_target(node):
        return unreadable(node.filter)
    if words & SPELL_NOUNS or not words:  # target_legal reads permanents, players and 'target spell' only
        return "a target that isn't a permanent or a player is not executed yet"
    return unreadable(node.filter)


executes_node("Target")
checks_node("Target", _target_check)


def _variable_targets_check(node: Any) -> str | None:
    """601.2c: one "up to N" / "any number of" target per ability: with two, which chosen target
    answers which word "target" isn't recorded (spell_effects.expand_specs)."""
    effect = getattr(node, "effect", None)
    found = {id(t) for t in N.walk(effect) if isinstance(t, N.Target) and (t.up_to or t.count in ("any", "X"))} \
        if effect is not None else set()
    return "two variable numbers of targets in one ability are not executed" if len(found) > 1 else None


for _ability in ("SpellAbility", "Activated", "Triggered"):
    checks_node(_ability, _variable_targets_check)


# -- references: the objects an instruction acts on ------------------------------------------------

Resolver = Callable[["Context", Any], list["GameObject"]]
REFERENCES: dict[type, Resolver] = {}


def reference(cls: type, *constructs: str) -> Callable[[Resolver], Resolver]:
    """Register how a reference node resolves to objects as an instruction is followed."""
    def register(fn: Resolver) -> Resolver:
        claim(REFERENCES, cls, fn, "the reference")
        executes_node(*(constructs or (cls.__name__,)))
        return fn
    return register


def objects_of(ctx: "Context", node: Any) -> list["GameObject"]:
    """The objects a reference stands for; they become what a later 'it' refers to."""
    objs = REFERENCES[type(node)](ctx, node)
    from .meld import with_melded_cards  # branch meld: 712.21c, the new object a melded permanent became: both cards

    objs = with_melded_cards(ctx.game, objs)
    ctx.refer(objs)
    return objs


@reference(N.Target)
def _targets(ctx: "Context", node: Any) -> list["GameObject"]:
    # 608.2b: a target illegal on resolution is unaffected (Context keeps only legal ones)
    return [ctx.game.objects[t["object"]] for t in ctx.targets_for(node) if "object" in t]


@reference(N.Each)
def _each(ctx: "Context", node: Any) -> list["GameObject"]:
    game = ctx.game
    rel = [q for q in node.filter.qualifiers if attached_to_referent(q)]
    if rel:  # filt3: 'all Equipment attached to that creature' (301.5a): to what the ability referred to
        from .object_words import attached_referent_target

        hosts = {t["object"] for t in ctx.targets_for(attached_referent_target(rel[0])) if "object" in t}
        rest = N.Filter(node.filter.adjectives, node.filter.nouns,
                        tuple(q for q in node.filter.qualifiers if q is not rel[0]), node.filter.alternatives)
        return [o for o in game.battlefield() if o.attached_to in hosts and not (node.other and o is ctx.source)
                and matches(game, o, rest, ctx.controller, ctx.source)]
    if card_zone(node.filter) is not None:  # 'all creature cards from your graveyard': cards in that zone
        zone, whose, rest = card_zone(node.filter)
        return [o for o in game.objects.values() if o.zone == zone and not o.token
                and _owned(o, whose, ctx.controller) and matches(game, o, rest, ctx.controller, ctx.source)]
    return [o for o in game.battlefield() if not (node.other and o is ctx.source)
            and matches(game, o, node.filter, ctx.controller, ctx.source)]


def attached_to_referent(q: Any) -> bool:
    """'attached to that creature' (filt3): object_words marks where it is read (by :func:`_each`)."""
    return isinstance(q, N.Phrase) and q.kind == "attached_to" and len(q.parts) == 1 \
        and isinstance(q.parts[0], N.Ref) and q.parts[0].words == "that creature"


#: 'each opponent' / 'each player': an Each of players (for the instructions that read players).
EACH_PLAYERS: dict[str, Callable[["Context"], list[str]]] = {
    "opponent": lambda ctx: [p for p in ctx.game.apnap() if p != ctx.controller],
    "player": lambda ctx: ctx.game.apnap(),
}
executes_node(*(f"Filter.noun:{n}" for n in EACH_PLAYERS))


def each_players(node: Any) -> Callable[["Context"], list[str]] | None:
    """The players an Each of players stands for (a function of the context), or None."""
    f = node.filter
    if isinstance(f, N.Filter) and len(f.nouns) == 1 and not f.adjectives and not f.qualifiers \
            and not f.alternatives and not node.other:
        return EACH_PLAYERS.get(f.nouns[0])
    return None


def _each_check(node: Any) -> str | None:
    if is_card_target(node):
        return card_target_problem(node)
    if each_players(node) is not None:
        return None  # the instructions reading objects refuse it (instructions._permanents_only)
    if not isinstance(node.filter, N.Filter):
        return f"'each' of {type(node.filter).__name__} is not executed"
    if card_zone(node.filter) is not None:
        return unreadable(card_zone(node.filter)[2]) if not node.other else "'other' cards are not executed"
    if not node.filter.nouns and not node.filter.alternatives \
            or set(node.filter.nouns) & ({"any target"} | SPELL_NOUNS):  # 'each' reads permanents
        return "'each' without a permanent type is not executed"
    return unreadable(node.filter)


checks_node("Each", _each_check)


def _found(ctx: "Context", node: Any) -> "list[GameObject] | None":
    """400.7d: a zone-change trigger's instruction acting on the object it moved ("When this creature
    dies, exile it") finds the new object in the public zone it went to, if it is still there; None
    where this reference is not such a one (rules/trigger_events.found_refs decides)."""
    trig = ctx.item.trigger or {}
    if "found" not in trig or ctx.item.ability is None:
        return None
    from .trigger_events import found_refs

    tree = ctx.item.ability.spec.get("tree")
    if tree is None or id(node) not in found_refs(tree):
        return None
    obj_id, incarnation, zone = trig["found"]
    obj = ctx.game.objects.get(obj_id)
    return [obj] if obj is not None and obj.zone == zone and obj.incarnation == incarnation else []


@reference(N.SelfRef)
def _self(ctx: "Context", node: Any) -> list["GameObject"]:
    if (found := _found(ctx, node)) is not None:
        return found
    # 201.5, 610.3-ish: the object itself, as long as it is the same object (400.7)
    src = ctx.source
    if src is not None and src.zone == "stack" and getattr(ctx.item, "kind", None) == "spell" and src.id == ctx.item.id \
            and not getattr(ctx.item, "is_copy", False):
        # (branch costs) "Exile Spirit Water Revival.": the resolving spell itself, on the stack (608.2n:
        # an instruction that moves it means it doesn't go to its owner's graveyard)
        return [src]
    if src is None or src.zone != "battlefield" or (ctx.source_incarnation is not None
                                                    and src.incarnation != ctx.source_incarnation):
        return []
    return [src]


@reference(N.Ref)
def _ref(ctx: "Context", node: Any) -> list["GameObject"]:
    # 'it', 'that creature': what the ability last referred to, or the object of its trigger event
    if node.words == "that Vehicle":  # 702.122b: the Vehicle the trigger's creature crewed
        trig = ctx.item.trigger or {}
        vehicle = ctx.game.objects.get(trig.get("vehicle", ""))
        if vehicle is None:
            from ..state.support import Unsupported

            raise Unsupported("'that Vehicle' refers to no Vehicle its trigger event crewed")
        # 400.7: the same object only while it stays on the battlefield
        return [vehicle] if vehicle.zone == "battlefield" and vehicle.incarnation == trig.get("vehicle_incarnation") else []
    if (found := _found(ctx, node)) is not None:
        return found
    if not ctx.referred:  # never silently nothing: an 'it' this engine can't resolve is refused
        from ..state.support import Unsupported

        raise Unsupported(f"{node.words!r} refers to nothing the reference engine followed")
    if node.words == "that card":  # a card, in the zone the instruction that named it left it in
        return [o for o in ctx.it if o.zone not in ("battlefield", "stack") and not o.token]  # 111.7
    return [o for o in ctx.it if o.zone == "battlefield"]


#: Refs read only where a module marks them, each with its check: 'that player' a trigger names
#: (rules/trigger_verbs.py; read by instructions._deal_damage), 'that card' a zone-change trigger's
#: object became (400.7d: rules/trigger_events.py, read by :func:`_found`).
PLAYER_REFS: dict[str, Callable[[Any], str | None]] = {}


def _ref_check(node: Any) -> str | None:
    if node.words in PLAYER_REFS:
        return PLAYER_REFS[node.words](node)
    if node.words == "hand":  # "discard your hand" (rules/misc_actions.py marks it where it reads it)
        from .tree_conditions import in_place_check

        return in_place_check("the reference 'hand' is not executed")(node)
    # 'those cards': the cards an instruction just revealed, read where a module marks it (rules/piles.py; misc16)
    if node.words in ("they", "them", "those creatures", "that token", "those cards"):  # 'that token': tokcopy (rules/token_copies.py)
        # fx2: 'They have "…"' of tokens just created (instructions._token_has); 'them' / 'those
        # creatures' after an instruction of the same ability naming them (rules/plural_refs.py)
        from .tree_conditions import in_place_check

        return in_place_check(f"the reference {node.words!r} is not executed")(node)
    if node.words == "the exiled cards":  # branch loops: read where rules/zone_changes.py marks it (607.2a)
        from .tree_conditions import in_place_check

        return in_place_check("the reference 'the exiled cards' is not executed")(node)
    if node.words not in ("it", "that creature", "that permanent", "that Vehicle", "that card"):
        return f"the reference {node.words!r} is not executed"
    return None


checks_node("Ref", _ref_check)


# -- players (102) ---------------------------------------------------------------------------------

PlayerResolver = Callable[["Context", Any], list[str]]
PLAYERS: dict[str, PlayerResolver] = {}


def player(*whos: str) -> Callable[[PlayerResolver], PlayerResolver]:
    def register(fn: PlayerResolver) -> PlayerResolver:
        for w in whos:
            claim(PLAYERS, w, fn, "the player word")
            executes_node(f"Player:{w}")
        return fn
    return register


def players_of(ctx: "Context", node: Any) -> list[str]:
    return PLAYERS[node.who](ctx, node)


@player("you")
def _you(ctx: "Context", node: Any) -> list[str]:
    return [ctx.controller]


@player("target_player", "target_opponent")
def _target_player(ctx: "Context", node: Any) -> list[str]:
    return [t["player"] for t in ctx.targets_for(node) if "player" in t]


@player("each_opponent")
def _each_opponent(ctx: "Context", node: Any) -> list[str]:
    return [p for p in ctx.game.apnap() if p != ctx.controller]


@player("each_player")
def _each_player(ctx: "Context", node: Any) -> list[str]:
    return ctx.game.apnap()  # 101.4


@player("its_controller")
def _its_controller(ctx: "Context", node: Any) -> list[str]:
    # the controller of the object last referred to, as it last was (608.2h)
    return list(dict.fromkeys(ctx.it_controllers))


# -- amounts (107) ---------------------------------------------------------------------------------

CountResolver = Callable[["Context", Any], int]
COUNTS: dict[str, CountResolver] = {}


def count(*kinds: str) -> Callable[[CountResolver], CountResolver]:
    def register(fn: CountResolver) -> CountResolver:
        for k in kinds:
            claim(COUNTS, k, fn, "the count")
            executes_node(f"Count:{k}")
        return fn
    return register


#: Amounts the grammar reads as a Phrase ("the number of creatures you control", "its power"):
#: kind -> resolver, registered with :func:`amount_phrase` (rules/amounts.py).
AMOUNT_PHRASES: dict[str, CountResolver] = {}


def amount_phrase(*kinds: str) -> Callable[[CountResolver], CountResolver]:
    def register(fn: CountResolver) -> CountResolver:
        for k in kinds:
            claim(AMOUNT_PHRASES, k, fn, "the amount phrase")
            executes_node(f"Phrase:{k}")
        return fn
    return register


#: search2: while an instruction tree resolves (instructions.perform), how to read its X (107.3) —
#: for the quality 'mana value X' of a filter, which the object matcher reads without the context
INSTRUCTION_X: ContextVar[Callable[[], "int | None"] | None] = ContextVar("INSTRUCTION_X", default=None)


@contextmanager
def reading_x(read: Callable[[], "int | None"]):
    """search2: while targets are chosen (601.2c, after X, 601.2b) or checked again (608.2b)."""
    token = INSTRUCTION_X.set(read)
    try:
        yield
    finally:
        INSTRUCTION_X.reset(token)


def instruction_x(ctx: "Context") -> int | None:
    """107.3: the X of a 'where X is' the line defines, else the X chosen for this spell or ability
    as it was put on the stack (107.3a; None when its cost had no X)."""
    defined = getattr(ctx, "x_defined", None)
    if defined is not None:
        return defined()
    return ctx.item.x


def amount(ctx: "Context", value: Any) -> int:
    if isinstance(value, bool):
        raise TypeError(value)
    if isinstance(value, int):
        return value
    if value == "X":
        defined = getattr(ctx, "x_defined", None)  # "..., where X is <amount>" (rules/amounts.py)
        if defined is not None:
            return defined()
        return ctx.item.x or 0  # 107.3m, 107.3i
    if isinstance(value, N.Count):
        return COUNTS[value.kind](ctx, value)
    if isinstance(value, N.Phrase) and value.kind in AMOUNT_PHRASES:
        return AMOUNT_PHRASES[value.kind](ctx, value)
    raise TypeError(f"not an amount: {value!r}")  # support refuses the line before this


def amount_check(value: Any) -> str | None:
    """For the modules whose nodes hold an amount (support.checks_node)."""
    if isinstance(value, int) or value == "X" or isinstance(value, N.Count):
        return None
    if isinstance(value, N.Phrase) and value.kind in AMOUNT_PHRASES:
        return None  # its own checks (support.checks_node "Phrase:<kind>") read its parts
    return f"the amount {value!r} is not executed"
