"""More words of the object matcher (rules/filters.py's registry, 109.2): supertypes (205.4),
how many colors (105.2a-c), spell types and the instant and sorcery card types (205.2, 205.3k),
permanent cards and spells (110.4b), tokens (111.1), combat status (506.4), and the qualities a
noun is followed by: "with flying", "without flying", "with power 2 or less", "with mana value 3 or
less", "with a +1/+1 counter on it", "you control with ...", "an opponent controls with ..." and "a
spell that targets this creature".

Each word reads exactly what its rule defines, from the object as the filter sees it
(filters.Seen: characteristics and controller now, or as it last existed). Status words — combat,
counters — are not part of last known information here (GameObject keeps them for the object on
the battlefield only): asked of an object that has left the battlefield they raise Unsupported
rather than guess. A quality this module can't read (a keyword with a parameter, "with X or
less", two keywords whose joiner the tree doesn't keep) stays unreadable: the line is unsupported.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.keywords import has
from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import INSTRUCTION_X, CARD_ZONES, SPELL_NOUNS, Seen, adjective, matches, node_qualifier, noun, qualifier, unreadable
from .subtype_words import plural

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

Test = Callable[["Game", Seen, str, "GameObject | None"], bool]


# -- supertypes (205.4), colors (105.2), card and spell types (205.2, 205.3k, 110.4b) ----------------

for _s in ("legendary", "snow"):  # 205.4a: supertypes; 'legendary' 205.4d, 'snow' 205.4g
    adjective(_s)(lambda game, o, you, source, s=_s: s in o.chars.supertypes)


@adjective("color:multicolored")
def _multicolored(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return len(set(o.chars.colors)) >= 2  # 105.2b: two or more of the five colors


@adjective("color:monocolored")
def _monocolored(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return len(set(o.chars.colors)) == 1  # 105.2a: exactly one of the five colors


@adjective("color:colorless")
def _colorless(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return not o.chars.colors  # 105.2c: no color


for _t, _pl in (("instant", "instants"), ("sorcery", "sorceries")):  # 205.2a: card types of no permanent
    adjective(f"type:{_t}")(lambda game, o, you, source, t=_t: t in o.chars.card_types)
    noun(_t, _pl)(lambda game, o, you, source, t=_t: t in o.chars.card_types)
    adjective(f"non:non{_t}")(lambda game, o, you, source, t=_t: t not in o.chars.card_types)


@noun("instant or sorcery spell", "instant or sorcery spells", "instant and sorcery spells",
      "instant and/or sorcery spells")
def _instant_or_sorcery_spell(game: "Game", o: Seen, you: str, source: Any) -> bool:
    # an instant spell or a sorcery spell: on the stack (a card or a copy, 111.1-ish as 'spell')
    return (o.obj is None or o.obj.zone == "stack") and bool({"instant", "sorcery"} & set(o.chars.card_types))


SPELL_NOUNS.update(("instant or sorcery spell", "instant or sorcery spells", "instant and sorcery spells",
                    "instant and/or sorcery spells"))

SPELL_TYPES = ("Adventure", "Arcane", "Lesson", "Omen", "Trap")  # 205.3k
for _t in SPELL_TYPES:
    adjective(f"subtype:{_t}")(lambda game, o, you, source, t=_t: t in o.chars.subtypes)
    noun(_t, plural(_t))(lambda game, o, you, source, t=_t: t in o.chars.subtypes)

PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")  # 110.4, 110.4b


@adjective("permanent")
def _permanent_card(game: "Game", o: Seen, you: str, source: Any) -> bool:
    # 'permanent card' (a card that could be put onto the battlefield), 'permanent spell' (110.4b:
    # an artifact, battle, creature, enchantment or planeswalker spell; a land is never a spell)
    return any(t in o.chars.card_types for t in PERMANENT_TYPES)


# -- tokens (111.1) ----------------------------------------------------------------------------------

def _token(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return o.obj is not None and o.obj.token


adjective("token")(_token)
noun("token", "tokens")(_token)
noun("creature tokens")(lambda game, o, you, source: _token(game, o, you, source) and "creature" in o.chars.card_types)


# -- combat (506.4) ----------------------------------------------------------------------------------

def _status(game: "Game", o: Seen, word: str) -> dict[str, Any]:
    """The status a word reads (506.4 combat, 122.1 counters) of the object as the filter sees it:
    now, on the battlefield, or as it last existed there (Game.lki_status, recorded with the
    characteristics Seen holds); an object never on the battlefield has none. Unknown: refused."""
    obj = o.obj
    if obj is not None and obj.zone == "battlefield":
        return {"attacking": obj.attacking_incarnation == obj.incarnation,
                "blocking": obj.blocking_incarnation == obj.incarnation, "counters": obj.counters}
    if obj is not None:
        for (oid, inc), (chars, _ctl) in game.lki_full.items():
            if oid == obj.id and chars is o.chars and (oid, inc) in game.lki_status:
                return game.lki_status[(oid, inc)]
        if obj.zone in ("stack", "hand", "library", "graveyard", "exile") and o.chars is not None \
                and not any(oid == obj.id and chars is o.chars for (oid, _i), (chars, _c) in game.lki_full.items()):
            return {"attacking": False, "blocking": False, "counters": obj.counters}  # a card or spell now
    raise Unsupported(f"whether this object was {word} is not known to the reference engine")


def _attacking(game: "Game", o: Seen, you: str, source: Any) -> bool:
    # 506.4: declared as an attacker (this object, 400.7) and not removed from combat, combat not over
    # (GameObject.attacking_incarnation: state, so the characteristics kept are recomputed as it changes)
    return _status(game, o, "attacking")["attacking"] and "creature" in o.chars.card_types


def _blocking(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return _status(game, o, "blocking")["blocking"] and "creature" in o.chars.card_types  # 509.1g, 506.4


adjective("attacking")(_attacking)
adjective("blocking")(_blocking)
adjective("attacking_or_blocking")(
    lambda game, o, you, source: _attacking(game, o, you, source) or _blocking(game, o, you, source))


# -- qualities after the noun: "with ...", "without ..." ------------------------------------------------

def _words(parts: Any) -> list[Any] | None:
    """A quality's parts as words (strings split, numbers kept), a keyword list as one item."""
    out: list[Any] = []
    for p in parts:
        if isinstance(p, str):
            out.extend(int(w) if w.isdigit() else w for w in p.split())
        elif isinstance(p, int) and not isinstance(p, bool):
            out.append(p)
        elif isinstance(p, tuple) and all(isinstance(k, N.Keyword) for k in p):
            out.append(p)
        elif isinstance(p, N.CounterSpec) and p.amount == 1 and isinstance(p.kind, str):
            out.extend(["a", p.kind, "counter"])
        else:
            return None
    return out


def _compare(value: int | None, n: int, direction: str) -> bool:
    if value is None:  # 208.3: an object without power or toughness has none to compare
        return False
    return value <= n if direction == "less" else value >= n  # 'N or less', 'N or greater'


def _mana_value(game: "Game", o: Seen) -> int:
    """202.3; 202.3e: X is the number chosen while the object is a spell on the stack, else 0."""
    from .copy_spells import stack_item
    from .mana import mana_value

    x = 0
    if o.obj is not None and o.obj.zone == "stack":
        item = stack_item(game, o.obj.id)
        x = (item.x or 0) if item is not None else 0
    cost = o.chars.mana_cost
    if o.obj is not None and getattr(o.obj, "back", None) is not None and getattr(o.obj, "transformed", False) \
            and not any(e.layer == "1a" and e.applies_to(o.obj) for e in game.effects):
        cost = o.obj.base.mana_cost  # 712.8e (as mana.object_mana_value)
    return mana_value(cost, x)


def _counters(game: "Game", o: Seen, kind: str | None) -> bool:
    counters = _status(game, o, "with counters on it")["counters"]  # 122.1
    return any(n > 0 and (kind is None or k == kind) for k, n in counters.items())


def quality(parts: Any) -> Test | str:
    """The test a "with <quality>" reads, or why it isn't read."""
    from ..text.oracle import _keyword

    w = _words(parts)
    if w is None:
        return "this quality is not read by the object matcher"
    if len(w) == 1 and isinstance(w[0], tuple) or w == ["defender"]:
        kws = w[0] if isinstance(w[0], tuple) else (N.Keyword("defender"),)
        if len(kws) != 1:  # 'with flash and haste': the tree doesn't keep 'and' / 'or'
            return "a quality of two keywords is not read by the object matcher"
        k = kws[0]
        if k.name == "enchant" and k.cost is None and isinstance(k.param, N.Phrase) and k.param.kind == "kw_filter" \
                and len(k.param.parts) == 1 and isinstance(k.param.parts[0], N.Filter) \
                and k.param.parts[0] == N.Filter((), ("creature",), (), ()):
            # "Aura spells with enchant creature" (702.5a; a bestowed spell has it, 702.103b; lead16)
            return lambda game, o, you, source: any(
                a.kind == "keyword" and a.spec.get("keyword") == "enchant" and a.spec.get("what") == "creature"
                for a in o.chars.abilities)
        if k.param is not None or k.cost is not None or _keyword(k.name) is None:
            return f"the keyword {k.name!r} as a quality is not read by the object matcher"
        name = k.name
        return lambda game, o, you, source: has(o.chars, name)  # 702: has the keyword ability
    if len(w) == 4 and w[0] in ("power", "toughness") and isinstance(w[1], int) and w[2] == "or" \
            and w[3] in ("less", "greater"):
        stat, n, d = w[0], w[1], w[3]
        return lambda game, o, you, source: _compare(getattr(o.chars, stat), n, d)
    if len(w) == 6 and w[:3] == ["power", "or", "toughness"] and isinstance(w[3], int) and w[4] == "or" \
            and w[5] in ("less", "greater"):
        n, d = w[3], w[5]
        return lambda game, o, you, source: _compare(o.chars.power, n, d) or _compare(o.chars.toughness, n, d)
    if w[:2] == ["mana", "value"] and len(w) in (3, 5) and isinstance(w[2], int) \
            and (len(w) == 3 or w[3] == "or" and w[4] in ("less", "greater")):
        n = w[2]
        if len(w) == 3:
            return lambda game, o, you, source: _mana_value(game, o) == n
        d = w[4]
        return lambda game, o, you, source: _compare(_mana_value(game, o), n, d)
    # search2: "with mana value X [or less|or greater]" (107.3): the X of the instruction reading the
    # filter, set while an instruction tree resolves (filters.INSTRUCTION_X); elsewhere refused
    if w[:3] == ["mana", "value", "X"] and (len(w) == 3 or len(w) == 5 and w[3] == "or" and w[4] in ("less", "greater")):
        d = w[4] if len(w) == 5 else None

        def mv_x(game: "Game", o: Seen, you: str, source: Any) -> bool:
            read = INSTRUCTION_X.get()
            x = read() if read is not None else None
            if x is None:
                raise Unsupported("'mana value X' where no X is known is not executed")
            return _mana_value(game, o) == x if d is None else _compare(_mana_value(game, o), x, d)
        return mv_x
    if w in (["a", "counter", "on", "it"], ["counters", "on", "them"]):
        return lambda game, o, you, source: _counters(game, o, None)  # 122.1: any kind of counter
    if len(w) == 5 and w[0] == "a" and w[2:] == ["counter", "on", "it"] and isinstance(w[1], str):
        kind = w[1]
        return lambda game, o, you, source: _counters(game, o, kind)
    return f"the quality {' '.join(map(str, w))!r} is not read by the object matcher"


def _quality_of(q: Any) -> Test | str:
    if len(q.parts) != 1 or not isinstance(q.parts[0], N.Phrase) or q.parts[0].kind != "qual":
        return f"this '{q.kind}' is not read by the object matcher"
    return quality(q.parts[0].parts)


def _quality_check(q: Any) -> str | None:
    t = _quality_of(q)
    return t if isinstance(t, str) else None


def _register(kind: str, controlled: Callable[[Seen, str], bool], negate: bool = False) -> None:
    @node_qualifier(kind, _quality_check)
    def test(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
        t = _quality_of(q)
        assert not isinstance(t, str), t  # unreadable refused it
        return controlled(o, you) and t(game, o, you, source) != negate


_register("with_", lambda o, you: True)
_register("without", lambda o, you: True, negate=True)  # 'without flying': doesn't have it
_register("ctl_you_with", lambda o, you: o.controller == you)  # 109.4
_register("ctl_opp_with", lambda o, you: o.controller is not None and o.controller != you)  # two players
executes_node("Phrase:qual")  # read by the qualifiers above


# -- "a spell that targets this creature" (115.1, 601.2c) -----------------------------------------------

def _targeted_check(q: Any) -> str | None:
    ref = q.parts[0] if len(q.parts) == 1 else None
    if isinstance(ref, N.SelfRef):
        return None
    if isinstance(ref, N.Described) and ref.count == 1 and ref.quantifier in ("a", "an") \
            and isinstance(ref.filter, N.Filter) and (ref.filter.nouns or ref.filter.alternatives):
        if set(ref.filter.nouns) & ({"card", "cards", "player", "players", "any target"} | SPELL_NOUNS):
            return "a spell that targets something other than a permanent is not read by the object matcher"
        return unreadable(ref.filter)
    return f"'{q.kind.replace('_', ' ')}' {type(ref).__name__} is not read by the object matcher"


def _targeted(game: "Game", o: Seen, you: str, source: Any, q: Any, only: bool) -> bool:
    """Whether the spell (on the stack, its targets chosen as it was cast, 601.2c) targets the
    object the qualifier names: this permanent (the same object, 400.7) or a permanent of a
    description; 'only': every target is one of them (and it has one)."""
    from .copy_spells import stack_item

    item = stack_item(game, o.obj.id) if o.obj is not None and o.obj.zone == "stack" else None
    if item is None:
        return False
    ref = q.parts[0]

    def named(t: dict[str, str]) -> bool:
        obj = game.objects.get(t.get("object", ""))
        if obj is None or obj.zone != "battlefield":
            return False
        if isinstance(ref, N.SelfRef):
            return obj is source and source.zone == "battlefield"
        return matches(game, obj, ref.filter, you, source)

    hits = [named(t) for t in item.targets]
    return bool(hits) and (all(hits) if only else any(hits))


node_qualifier("that_targets", _targeted_check)(
    lambda game, o, you, source, q: _targeted(game, o, you, source, q, False))
node_qualifier("that_targets_only", _targeted_check)(
    lambda game, o, you, source, q: _targeted(game, o, you, source, q, True))


def reads(flt: Any) -> set[str]:
    """What of layer 6 or 7 a filter's qualities read: 'abilities' (a keyword), 'pt' (power or
    toughness). A static effect of that layer whose objects depend on them is refused
    (tree_statics: 613.8 dependencies aren't modelled)."""
    out: set[str] = set()
    if not isinstance(flt, N.Filter):
        return out
    for a in flt.alternatives:
        out |= reads(a)
    for q in flt.qualifiers:
        if getattr(q, "kind", None) in ("with_", "without", "ctl_you_with", "ctl_opp_with") \
                and len(q.parts) == 1 and isinstance(q.parts[0], N.Phrase):
            w = _words(q.parts[0].parts) or []
            if w and (isinstance(w[0], tuple) or w[0] == "defender"):
                out.add("abilities")
            if "power" in w or "toughness" in w:
                out.add("pt")
    return out


# -- more words: historic (700.6), face-down (708.2), non-<subtype>, nonbasic / nonlegendary (205.4) ----

@adjective("historic")
def _historic(game: "Game", o: Seen, you: str, source: Any) -> bool:
    # 700.6: an object is historic if it has the legendary supertype, the artifact card type, or the Saga subtype
    return "legendary" in o.chars.supertypes or "artifact" in o.chars.card_types or "Saga" in o.chars.subtypes


@adjective("face_down")
def _face_down(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return o.obj is not None and o.obj.face_down and o.obj.zone in ("battlefield", "stack")  # 708.2


for _s in ("basic", "legendary", "snow"):  # 205.4
    adjective(f"non:non{_s}")(lambda game, o, you, source, s=_s: s not in o.chars.supertypes)


def _register_non_subtypes() -> None:
    from ..state.creature_types import CREATURE_TYPES
    from .subtype_words import LAND_TYPES, OTHER_TYPES

    for t in CREATURE_TYPES + LAND_TYPES + OTHER_TYPES + SPELL_TYPES:  # 'non-Human', 'non-Equipment' (205.3)
        if " " not in t:
            adjective(f"non:non-{t}")(lambda game, o, you, source, t=t: t not in o.chars.subtypes)


_register_non_subtypes()


# -- "other than this creature" (109.2), "during your turn" / "during an opponent's turn" -----------------

def _other_than_check(q: Any) -> str | None:
    return None if len(q.parts) == 1 and isinstance(q.parts[0], N.SelfRef) else "this 'other than' is not executed"


node_qualifier("other_than", _other_than_check)(lambda game, o, you, source, q: o.obj is not source)


@node_qualifier("during_turn", lambda q: None if not q.parts else "this 'during your turn' is not executed")
def _during_your_turn(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    return game.active == you  # as the filter is read: a cast trigger, when the spell is cast


@node_qualifier("during_opponent_turn", lambda q: None if not q.parts else "this 'during an opponent's turn' is not executed")
def _during_opponent_turn(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    return game.active != you


# -- "defending player controls" (506.2) -------------------------------------------------------------

COMBAT_PHASE = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")


@node_qualifier("ctl_defending", lambda q: None if not q.parts else "this 'defending player controls' is not executed")
def _ctl_defending(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    # 506.2: during the combat phase of a two-player game the nonactive player is the defending
    # player; outside it there is none (a game of more players: refused as it is read)
    if game.step not in COMBAT_PHASE:
        return False
    others = game.opponents(game.active)
    if len(others) != 1:
        raise Unsupported("the defending player of a game of more than two players is not read here")
    return o.controller == others[0]


# -- "of the chosen type" / "of the chosen color" (607.2d: linked to "as this enters, choose ...") --------

def _chosen(game: "Game", source: Any, kind: str) -> str | None:
    from .entering import chosen_value

    return chosen_value(game, source, kind) if source is not None else None  # 607.5a: None if undefined


@node_qualifier("of_chosen_type", lambda q: None if not q.parts else "this 'of the chosen type' is not executed")
def _of_chosen_type(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    value = _chosen(game, source, "creature_type")
    return bool(value) and value.lower() in (t.lower() for t in o.chars.subtypes)  # 205.3m as chosen_type reads it


@node_qualifier("of_chosen_color", lambda q: None if not q.parts else "this 'of the chosen color' is not executed")
def _of_chosen_color(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    value = _chosen(game, source, "color")
    return bool(value) and value.lower() in o.chars.colors  # 105.2


# -- "a spell from your graveyard", "from anywhere other than your hand" (601.2a: where it was cast from) --

#: zone name -> (zone, whose: "you" | "opponent" | "any")
ZONE_NAMES = {"your graveyard": ("graveyard", "you"), "a graveyard": ("graveyard", "any"),
              "an opponent's graveyard": ("graveyard", "opponent"), "your hand": ("hand", "you"),
              "your library": ("library", "you"), "exile": ("exile", "any"), "all graveyards": ("graveyard", "any")}


# the zones filters.card_zone reads for cards ("graveyards", "any graveyard" ...) read the same way
for _name, (_zone, _whose) in CARD_ZONES.items():
    ZONE_NAMES.setdefault(_name, (_zone, _whose or "any"))
#: "from among them" (the cards looked at): rules/zone_changes.py reads it and strips it before matching
LOOKED_AT = "among them"


def _from_zone_check(q: Any) -> str | None:
    from .tree_conditions import _IN_PLACE

    if _IN_PLACE.get(id(q)) is q:  # fx2: "from their hand" read by the instruction holding it (chosen_cards.py)
        return None
    z = q.parts[0] if len(q.parts) == 1 else None
    if isinstance(z, N.Phrase) and len(z.parts) == 1 and (z.parts[0] in ZONE_NAMES or z.parts[0] == LOOKED_AT):
        return None
    return "this 'from <zone>' is not read by the object matcher"


def _whose(owner: str, you: str, whose: str) -> bool:
    return whose == "any" or (owner == you) == (whose == "you")


def _cast_from(game: "Game", o: Seen) -> str | None:
    from .copy_spells import stack_item

    item = stack_item(game, o.obj.id) if o.obj is not None and o.obj.zone == "stack" else None
    return (item.cost_paid or {}).get("from") if item is not None and item.kind == "spell" else None


@node_qualifier("from_zone", _from_zone_check)
def _from_zone(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    """A spell: cast from that zone (601.2a moved it from there); any other object: in that zone."""
    name = q.parts[0].parts[0]
    if name not in ZONE_NAMES:  # 'from among them' left in a filter a module matches as it is
        from ..state.support import Unsupported

        raise Unsupported(f"matching 'from {name}' is not executed")
    zone, whose = ZONE_NAMES[name]
    if o.obj is None:
        return False
    where = _cast_from(game, o) if o.obj.zone == "stack" else o.obj.zone
    return where == zone and _whose(o.obj.owner, you, whose)


@node_qualifier("from_not_hand", lambda q: None if not q.parts else "this 'from anywhere other than your hand' is not executed")
def _from_not_hand(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    where = _cast_from(game, o)
    return where is not None and where != "hand"  # a spell cast from another zone (601.2a)


# -- "that entered this turn" ---------------------------------------------------------------------------

def _entered_this_turn(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    obj = o.obj
    if obj is None or obj.zone != "battlefield":
        raise Unsupported("whether an object off the battlefield entered this turn is not known to the reference engine")
    # as static_effects reads it: a permanent set up on the battlefield entered when it came under its controller's control
    entered = getattr(obj, "entered_turn", None)
    return (entered if entered is not None else obj.controlled_since_turn) >= game.turn_number


def _entered_check(q: Any) -> str | None:
    from .tree_conditions import read_in_place

    if q.parts:
        return "this 'entered this turn' is not executed"
    read_in_place(q)  # the Condition node is read here, as this filter's part (not as an 'if')
    return None


def _register_entered() -> None:
    from .tree_conditions import in_place_check

    node_qualifier("entered_this_turn", _entered_check)(_entered_this_turn)
    executes_node("Condition:entered_this_turn")
    checks_node("Condition:entered_this_turn", in_place_check("'entered this turn' is read only as a filter's part"))


_register_entered()


# -- "named <name>" (201.2), "on the battlefield" -----------------------------------------------------

def _named_check(q: Any) -> str | None:
    w = q.parts[0] if len(q.parts) == 1 else None
    if isinstance(w, N.Phrase) and w.kind == "name_words" and len(w.parts) == 1 and isinstance(w.parts[0], str):
        from .tree_conditions import read_in_place

        read_in_place(w)  # the name is read here (any other name_words stays refused)
        return None
    return "this 'named' is not read by the object matcher"


def _register_name_words() -> None:
    from .tree_conditions import in_place_check

    executes_node("Phrase:name_words")
    checks_node("Phrase:name_words", in_place_check("a name is read here only as a filter's 'named'"))


_register_name_words()


@node_qualifier("named", _named_check)
def _named(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    """201.2: the object has that name. '~' is the name of the card whose text this is: the source's
    name as its copy effects leave it (layer 1: a copy of it has that text and that name)."""
    from ..state.layers import characteristics

    name = q.parts[0].parts[0]
    if name == "~":
        if source is None:
            return False
        name = characteristics(game, source, upto="1b").name
    return o.chars.name == name


@node_qualifier("on_battlefield", lambda q: None if not q.parts else "this 'on the battlefield' is not executed")
def _on_the_battlefield(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    return o.obj is not None and o.obj.zone == "battlefield"


# -- "with a counter on it", "with ice counters on them" (122.1) ---------------------------------------

def _with_counter_kind(q: Any) -> tuple[bool, str | None]:
    """(readable, kind): no part = any counter; a kind word or a single counter of a kind."""
    if not q.parts:
        return True, None
    p = q.parts[0] if len(q.parts) == 1 else None
    if isinstance(p, str) and p and " " not in p:
        return True, p
    if isinstance(p, N.CounterSpec) and p.amount == 1 and isinstance(p.kind, str):
        return True, p.kind
    return False, None


@node_qualifier("with_counter", lambda q: None if _with_counter_kind(q)[0] else "this 'with counters' is not read by the object matcher")
def _with_counter(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    return _counters(game, o, _with_counter_kind(q)[1])


# -- branch filtlay: "modified", "equipped" (700.9, 301.5a), "that was dealt damage this turn",
# -- "blocking / blocked by <it>" (509.1), "attached to <it>" (301.5a, 303.4b) --------------------------

def _attached_to(game: "Game", o: Seen, word: str) -> list[Any]:
    """The permanents attached to the object now; off the battlefield what was attached to it as it
    last existed isn't kept: refused."""
    obj = o.obj
    if obj is None or obj.zone != "battlefield":
        raise Unsupported(f"whether an object off the battlefield was {word} is not known to the reference engine")
    return [a for a in game.battlefield() if a.attached_to == obj.id]


def _equipped(game: "Game", o: Seen, you: str, source: Any) -> bool:
    # 301.5a: an Equipment is attached to it
    return any("Equipment" in game.chars(a).subtypes for a in _attached_to(game, o, "equipped"))


@adjective("modified")
def _modified(game: "Game", o: Seen, you: str, source: Any) -> bool:
    """700.9: one or more counters on it, equipped, or enchanted by an Aura controlled by its controller."""
    if _counters(game, o, None):
        return True
    return any("Equipment" in game.chars(a).subtypes
               or ("Aura" in game.chars(a).subtypes and a.controller == o.controller)
               for a in _attached_to(game, o, "modified"))


adjective("equipped")(_equipped)


def _damaged_this_turn(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    """'that was dealt damage this turn' (120.3): a damage event to this object (400.7: this
    incarnation) this turn. In the turn a fixture begins in, damage marked on it was dealt this turn
    (514.2: it wears off in cleanup); none marked and no event is not known (prevented damage isn't
    dealt, regenerated damage is removed): refused."""
    from .turn_history import FIXTURE_TURN, _facts

    obj = o.obj
    inc = obj.incarnation if obj.zone == "battlefield" else next(
        (i for (oid, i), (chars, _c) in game.lki_full.items() if oid == obj.id and chars is o.chars), None)
    if inc is None:
        raise Unsupported("whether an object off the battlefield was dealt damage this turn is not known")
    if any(f.get("damaged") == (obj.id, inc) for f in _facts(game)):
        return True
    if obj.zone == "battlefield" and obj.damage > 0:
        return True
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("whether a creature was dealt damage this turn before the fixture began is not stated: not guessed")
    return False


def _damaged_by_source(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    """'a creature dealt damage by this creature this turn' (120.3): a damage event this turn from
    this source (this object, 400.7) to that object (as it was on the battlefield, 400.7). Before the
    fixture began it is not known: refused when the game's events don't say."""
    from .turn_history import FIXTURE_TURN, _facts

    obj = o.obj
    inc = obj.incarnation if obj.zone == "battlefield" else next(
        (i for (oid, i), (chars, _c) in game.lki_full.items() if oid == obj.id and chars is o.chars), None)
    if inc is None or source is None:
        raise Unsupported("whether an object was dealt damage by this source this turn is not known")
    if any(f.get("damaged") == (obj.id, inc) and f.get("by") == (source.id, source.incarnation) for f in _facts(game)):
        return True
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("whether a creature was dealt damage by this source this turn before the fixture began "
                          "is not stated: not guessed")
    return False


node_qualifier("dealt_damage_by", lambda q: None if len(q.parts) == 1 and isinstance(q.parts[0], N.SelfRef)
               else "this 'dealt damage by' is not read by the object matcher")(_damaged_by_source)


node_qualifier("dealt_damage_this_turn", lambda q: None if not q.parts else "this 'dealt damage this turn' is not executed")(
    _damaged_this_turn)


#: The qualifiers whose object is "this creature" (SelfRef) or an "it" that is the source (see _it_is_source).
RELATED_TO_SOURCE = ("blocking_obj", "blocked_by_obj", "blocking_or_blocked_by", "attached_to")


def _source_part(q: Any) -> str | None:
    if _ATTACHED_TO_REFERENT.get(id(q), (None,))[0] is q:  # filt3: read by filters._each (see _mark_attached_to_referent)
        return None
    p = q.parts[0] if len(q.parts) == 1 else None
    if isinstance(p, N.SelfRef) or (isinstance(p, N.Ref) and p.words == "it"):
        return None
    return f"this '{q.kind.replace('_obj', '').replace('_', ' ')}' of something other than this object is not read by the object matcher"


def _blocks(game: "Game", blocker: Any, attacker: Any) -> bool:
    """509.1: the blocker blocks the attacker (both still in combat, 506.4, as these objects: 400.7)."""
    combat = game.combat
    if combat is None or blocker is None or attacker is None:
        return False
    entry = combat.blockers.get(blocker.id)
    return (entry is not None and attacker.id in entry.get("blocks", ()) and blocker.zone == "battlefield"
            and attacker.zone == "battlefield" and blocker.blocking_incarnation == blocker.incarnation
            and attacker.attacking_incarnation == attacker.incarnation)


def _related(kind: str) -> Callable[..., bool]:
    def test(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
        obj = o.obj
        if IT_IS_ATTACHED.get(id(q)) is q and source is not None:  # 'it': what the source is attached to
            source = game.objects.get(source.attached_to) if source.attached_to else None
            if source is None:
                return False
        if kind == "attached_to":  # 301.5a, 303.4b: attached to this object
            return obj.zone == "battlefield" and source is not None and obj.attached_to == source.id \
                and source.zone == "battlefield"
        if obj.zone != "battlefield":
            raise Unsupported(f"whether an object off the battlefield was {kind.replace('_', ' ')} is not known")
        blocking, blocked = _blocks(game, obj, source), _blocks(game, source, obj)
        return {"blocking_obj": blocking, "blocked_by_obj": blocked, "blocking_or_blocked_by": blocking or blocked}[kind]
    return test


for _k in RELATED_TO_SOURCE:
    node_qualifier(_k, _source_part)(_related(_k))


def _it_is_source(root: Any) -> str | None:
    """'it' in '... blocking it', '... attached to it' is read as the source itself only where the
    text makes it so: a triggered ability whose event's subject is this object ('Whenever this
    creature becomes blocked, it deals 1 damage to target creature blocking it') with one instruction,
    or a static ability about this object ('This creature gets +2/+0 for each Equipment attached to
    it'). Anywhere else such an 'it' is refused."""
    from dataclasses import fields

    _mark_attached_to_referent(root)

    def holders(x: Any) -> list[Any]:
        out = []
        if isinstance(x, N.Phrase) and x.kind in RELATED_TO_SOURCE and _ATTACHED_TO_REFERENT.get(id(x), (None,))[0] is not x and any(
                isinstance(p, N.Ref) for p in x.parts):
            out.append(x)
        if isinstance(x, N.Node):
            for fl in fields(x):
                v = getattr(x, fl.name)
                for c in (v if isinstance(v, tuple) else (v,)):
                    out += holders(c)
        elif isinstance(x, (tuple, list)):
            for c in x:
                out += holders(c)
        return out

    if not holders(root):
        return None
    if isinstance(root, N.Triggered):
        ev = getattr(root.trigger, "event", None)
        subject = ev.parts[0] if isinstance(ev, N.Phrase) and ev.parts else None
        verb = ev.parts[1] if isinstance(ev, N.Phrase) and len(ev.parts) == 2 else None
        # an event naming no other object ('deals damage to a creature': 'it' may be that creature)
        alone = isinstance(verb, N.Phrase) and verb.kind == "event_verb" and " ".join(map(str, verb.parts)) in (
            "becomes blocked", "attacks", "blocks", "attacks or blocks", "enters", "attacks and isn't blocked")
        if isinstance(subject, N.SelfRef) and alone and not isinstance(root.effect, (N.Sequence, N.Optional_)):
            return None
    if isinstance(root, N.Static) and len(root.effects) == 1 \
            and isinstance(getattr(root.effects[0], "what", None), N.SelfRef):
        return None
    what = getattr(root.effects[0], "what", None) if isinstance(root, N.Static) and len(root.effects) == 1 else None
    if isinstance(what, N.Attached) and what.relation in ("equipped", "enchanted") and not what.controller:
        for ph in holders(root):  # 'Equipped creature gets +1/+0 for each Equipment attached to it': that creature
            IT_IS_ATTACHED[id(ph)] = ph
        return None
    return "'it' here is not read as this object by the object matcher"


# -- branch filt3: "Destroy all Equipment attached to that creature" (301.5a): a later sentence's
# -- 'that creature' is what an earlier instruction referred to (filters._each reads it) -----------------
_ATTACHED_TO_REFERENT: dict[int, Any] = {}


def _mark_attached_to_referent(root: Any) -> None:
    """Marks 'attached to that creature' in the set an instruction that moves or destroys permanents
    acts on ('all Equipment attached to that creature'), as a later step of a sequence whose earlier
    steps name exactly one target, a target creature: 'that creature' is it (while still legal, 608.2b)."""
    from .filters import attached_to_referent

    def walk(x: Any) -> None:
        if isinstance(x, N.Sequence):
            for i, step in enumerate(x.steps[1:], 1):
                what = getattr(step, "what", None)
                before = [n for n in _nodes_of(x.steps[:i]) if isinstance(n, (N.Target, N.Player)) or (
                    isinstance(n, N.Ref) and n.words != "that creature")]
                if isinstance(step, (N.Destroy, N.Exile, N.ReturnToHand)) and isinstance(what, N.Each) \
                        and isinstance(what.filter, N.Filter) and len(before) == 1 and isinstance(before[0], N.Target) \
                        and before[0].count == 1 and not before[0].up_to and isinstance(before[0].filter, N.Filter) \
                        and before[0].filter.nouns == ("creature",) and not before[0].filter.alternatives:
                    for q in what.filter.qualifiers:
                        if attached_to_referent(q):
                            _ATTACHED_TO_REFERENT[id(q)] = (q, before[0])
        if isinstance(x, N.Node):
            from dataclasses import fields

            for fl in fields(x):
                v = getattr(x, fl.name)
                for c in (v if isinstance(v, tuple) else (v,)):
                    walk(c)
        elif isinstance(x, (tuple, list)):
            for c in x:
                walk(c)

    walk(root)


def _nodes_of(x: Any) -> Any:
    from dataclasses import fields

    if isinstance(x, N.Node):
        yield x
        for fl in fields(x):
            yield from _nodes_of(getattr(x, fl.name))
    elif isinstance(x, (tuple, list)):
        for c in x:
            yield from _nodes_of(c)


def attached_referent_target(q: Any) -> Any:
    """The target creature 'that creature' in a marked 'attached to that creature' is (filters._each)."""
    found = _ATTACHED_TO_REFERENT.get(id(q))
    if found is None or found[0] is not q:
        from ..state.support import Unsupported

        raise Unsupported("'attached to that creature' here is not read")
    return found[1]


#: The 'attached to it' / 'blocking it' phrases whose 'it' is the object the source is attached to
#: (301.5a 'equipped creature', 303.4b 'enchanted creature'), marked by _it_is_source.
IT_IS_ATTACHED: dict[int, Any] = {}


for _root in ("SpellAbility", "Activated", "Triggered", "Loyalty", "Modal", "Mode", "Chapter", "Static", "Replacement"):
    checks_node(_root, _it_is_source)


# -- branch filtlay: "that player controls" / "they control" in a triggered ability whose event or step
# -- names a player (603.2, 608.2c): that player ------------------------------------------------------

THAT_PLAYER = "_filter_that_player"


class that_player_now:
    """While a triggered ability's targets are chosen (603.3d) and while it resolves (608.2), the
    player its trigger named ("deals combat damage to a player", "each player's upkeep"), for the
    filter parts 'that player controls' / 'they control'."""

    def __init__(self, game: "Game", trig: dict[str, Any] | None) -> None:
        self.game, self.player = game, (trig or {}).get("player")

    def __enter__(self) -> None:
        self.saved = self.game.__dict__.get(THAT_PLAYER)
        self.game.__dict__[THAT_PLAYER] = self.player

    def __exit__(self, *exc: Any) -> None:
        self.game.__dict__[THAT_PLAYER] = self.saved


#: (branch trig4) 'that player controls' after "For each opponent," (rules/each_opponent.py marks it): the
#: opponent each target is chosen for; with one opponent (the only case executed), an opponent's (109.4)
FOR_EACH_OPPONENT_THAT: dict[int, Any] = {}


def _controlled_by_that_player(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    if FOR_EACH_OPPONENT_THAT.get(id(q)) is q:  # branch trig4
        return o.controller is not None and o.controller in game.opponents(you)
    who = game.__dict__.get(THAT_PLAYER)
    if who is None:  # never silently no one
        raise Unsupported("'that player controls' refers to no player its trigger event named")
    return o.controller == who  # 109.4


def _license_that_player(root: Any) -> str | None:
    """Marks 'that player controls' / 'they control' read in a triggered ability whose event or step
    names a player, when its effect names no other player (no 'target player', 'each opponent', no
    player other than you and that player): then 'that player' / 'they' can only be the trigger's."""
    from .trigger_verbs import _gives_player, _walk_effect

    if not _gives_player(root.trigger.event):
        return None
    nodes = list(_walk_effect(root.effect))
    for n in nodes:
        if isinstance(n, N.Player) and n.who not in ("you", "that_player"):
            return None
        if isinstance(n, (N.Target, N.Each, N.Described)) and isinstance(getattr(n, "filter", None), N.Filter) \
                and set(n.filter.nouns) & {"player", "players", "opponent", "opponents"}:
            return None
    for n in nodes:
        if isinstance(n, N.Phrase) and n.kind in ("ctl_that_player", "ctl_they") and not n.parts:
            read_in_place(n)
    return None


def _register_that_player() -> None:
    from .tree_conditions import in_place_check, read_in_place as _r  # noqa: F401

    # ('they control' is read by other modules in place, e.g. "Target opponent exiles a creature they
    # control": not claimed here)
    for kind in ("ctl_that_player",):
        node_qualifier(kind, in_place_check(
            f"'{'that player controls' if kind == 'ctl_that_player' else 'they control'}' is read only in a triggered ability "
            "whose event or step names a player and whose effect names no other player"))(_controlled_by_that_player)
    checks_node("Triggered", _license_that_player)
    # filt3: 'they control' in a filter the object matcher reads ("the number of Swamps they control"),
    # marked by _license_that_player: that player. Claimed in the matcher's table only (not as a node
    # check: instructions._controlled_by and amounts._they_as_you read other 'they control's their way)
    from .filters import NODE_QUALIFIERS, claim

    that_check = in_place_check(
        "'they control' is read by the object matcher only in a triggered ability whose event or step names "
        "a player and whose effect names no other player, or after 'each opponent' in one damage instruction")

    def they(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
        if _THEY_OPPONENTS.get(id(q)) is q:  # any opponent's (109.4)
            return o.controller is not None and o.controller != you
        return _controlled_by_that_player(game, o, you, source, q)

    claim(NODE_QUALIFIERS, "ctl_they", (they, lambda q: None if _THEY_OPPONENTS.get(id(q)) is q else that_check(q)),
          "the filter qualifier")
    for root in ("SpellAbility", "Activated", "Triggered", "Loyalty", "Mode"):
        checks_node(root, _mark_they_opponents)


#: filt3: 'they control' after 'each opponent' in one damage instruction ("deals 1 damage to each
#: opponent and each creature they control"): each opponent's, i.e. any opponent's creatures
_THEY_OPPONENTS: dict[int, Any] = {}


def _mark_they_opponents(root: Any) -> None:
    for n in _nodes_of(root):
        if not isinstance(n, N.DealDamage):
            continue
        for prev, cur in zip(n.to, n.to[1:]):
            if isinstance(prev, N.Each) and isinstance(prev.filter, N.Filter) and prev.filter.nouns == ("opponent",) \
                    and not prev.filter.adjectives and not prev.filter.qualifiers and not prev.filter.alternatives \
                    and not prev.other and isinstance(cur, N.Each) and isinstance(cur.filter, N.Filter):
                for q in cur.filter.qualifiers:
                    if getattr(q, "kind", None) == "ctl_they" and not q.parts:
                        _THEY_OPPONENTS[id(q)] = q
    return None


from .tree_conditions import read_in_place  # noqa: E402

_register_that_player()


@qualifier("own_you")
def _own_you(game: "Game", o: Seen, you: str, source: Any) -> bool:
    return o.obj is not None and o.obj.owner == you  # 108.3: its owner (branch filtlay)
