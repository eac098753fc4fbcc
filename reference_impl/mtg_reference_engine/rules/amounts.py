"""Amounts computed from the game (107.1, 107.3, 608.2h), read from the grammar's typed tree: "the
number of creatures you control", "the number of cards in your hand", "this creature's power",
"its power", "your devotion to red" (700.5), "the number of basic land types among lands you
control" (domain), "the greatest power among ...", "1 plus ...", "... minus 4" — and the
instruction "<instruction>, where X is <amount>" (107.3), which defines the X its instruction
uses.

Each amount is registered with filters.amount_phrase (a Phrase kind), so filters.amount reads it
wherever an instruction holds an amount; a part an amount can't read refuses the line
(support.checks_node). 608.2h: the value is determined once, when the instruction first uses it
("you draw X cards and you lose X life" reads X once).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, checks_whole, executes_node, tree_problems
from ..text import nodes as N
from .filters import amount, amount_check, amount_phrase, matches, names_cards, seen, unreadable, without_card_word
from .instructions import Context, action, run

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# -- "..., where X is <amount>" (107.3) --------------------------------------------------------------

@action("where_x")
def _where_x(ctx: Context, node: N.Action) -> None:
    """The instruction with X defined by the amount: computed when the instruction first reads X,
    then the same for the rest of it (608.2h)."""
    effect, _x, definition = node.parts
    value: list[int] = []

    def defined() -> int:
        if not value:
            value.append(max(0, amount(ctx, definition)))  # 107.1b: a negative number read as an amount is 0
        return value[0]

    before = getattr(ctx, "x_defined", None)
    ctx.x_defined = defined  # type: ignore[attr-defined]
    try:
        run(ctx, effect)
    finally:
        ctx.x_defined = before  # type: ignore[attr-defined]


def _where_x_check(node: N.Action) -> str | None:
    if len(node.parts) != 3 or node.parts[1] != "X":
        return "this 'where X is' is not executed"
    if any(isinstance(n, N.Action) and n.kind == "where_x" for n in N.walk(node.parts[0])):
        return "an X defined twice is not executed"
    return amount_check(node.parts[2])


checks_node("Action:where_x", _where_x_check)


# -- counting objects (107.1) ------------------------------------------------------------------------

#: "cards in <zone>": the zones a count of cards reads, and whose they are (None: every player's).
ZONES = {"your graveyard": ("graveyard", "you"), "all graveyards": ("graveyard", None),
         "your hand": ("hand", "you"), "your library": ("library", "you"), "exile": ("exile", None)}


def _zone_of(flt: N.Filter) -> tuple[Any, N.Filter]:
    """The 'in <zone>' qualifier of a count of cards, and the filter without it (and 'card(s)')."""
    zone = None
    rest = []
    for q in flt.qualifiers:
        if isinstance(q, N.Phrase) and q.kind == "in_zone" and len(q.parts) == 1 \
                and isinstance(q.parts[0], N.Phrase) and q.parts[0].kind == "zone_name":
            zone = q.parts[0].parts[0]
        else:
            rest.append(q)
    # filt3: 'instant and sorcery cards': the word 'card(s)' also on the last alternative (filters.names_cards)
    return zone, without_card_word(N.Filter(flt.adjectives, flt.nouns, tuple(rest), flt.alternatives))


def _is_cards(flt: N.Filter) -> bool:
    return names_cards(flt)


@amount_phrase("count_of")
def _count_of(ctx: Context, node: N.Phrase) -> int:
    """The number of permanents on the battlefield, or of cards in a zone, the description names."""
    return count_described(ctx.game, node.parts[0], ctx.controller, ctx.source)


def count_described(game: "Game", flt: N.Filter, you: str, source: Any) -> int:
    """How many permanents, or cards in a zone, a description (checked by _count_of_check) names."""
    if _is_cards(flt):
        zone_name, rest = _zone_of(flt)
        zone, whose = ZONES[zone_name]
        owners = {you} if whose == "you" else set(game.players)
        return sum(1 for o in game.objects.values() if o.zone == zone and o.owner in owners
                   and matches(game, o, rest, you, source))
    return sum(1 for o in game.battlefield() if matches(game, o, flt, you, source))


def _count_of_check(node: N.Phrase) -> str | None:
    flt = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(flt, N.Filter):
        return "this count is not executed"
    if _is_cards(flt):
        zone, rest = _zone_of(flt)
        if zone not in ZONES:
            return f"counting cards in {zone!r} is not executed"
        return unreadable(rest)
    words = set(flt.nouns) | {n for a in flt.alternatives if isinstance(a, N.Filter) for n in a.nouns}
    if not words or words & {"spell", "spells", "any target"}:
        return "a count of something other than permanents or cards is not executed"
    return unreadable(flt)


checks_node("Phrase:count_of", _count_of_check)
# read by _zone_of for counts of cards; the object matcher doesn't read it (filters.unreadable refuses it elsewhere)
executes_node("Filter.qual:in_zone", "Phrase:in_zone", "Phrase:zone_name")


def _possessed(ctx: Context, node: N.Phrase) -> str:
    return ctx.controller  # 'your' only (checked below)


def _your_only(node: N.Phrase) -> str | None:
    p = node.parts[0] if node.parts else None
    if not (isinstance(p, N.Phrase) and p.kind == "player_possessive" and p.parts == ("your",)):
        return "a count of another player's cards is not executed"
    return None


@amount_phrase("hand_size")
def _hand_size(ctx: Context, node: N.Phrase) -> int:
    return sum(1 for o in ctx.game.objects.values() if o.zone == "hand" and o.owner == _possessed(ctx, node))


@amount_phrase("graveyard_size")
def _graveyard_size(ctx: Context, node: N.Phrase) -> int:
    return sum(1 for o in ctx.game.objects.values() if o.zone == "graveyard" and o.owner == _possessed(ctx, node))


checks_node("Phrase:hand_size", _your_only)
checks_node("Phrase:graveyard_size", _your_only)
executes_node("Phrase:player_possessive")  # read by the amounts and effects that check its words


# -- an object's values (208, 202.3) ------------------------------------------------------------------

def _values(ctx: Context, obj: "GameObject", incarnation: int | None) -> Any:
    """The object's characteristics now, or as it last existed on the battlefield (608.2h)."""
    if incarnation is not None and obj.incarnation != incarnation:
        lki = ctx.game.lki_full.get((obj.id, incarnation))
        if lki is None:
            raise Unsupported("an amount read from an object no longer there, with no last known information")
        return lki[0]
    return ctx.game.chars(obj)


def _self_values(ctx: Context) -> Any:
    src = ctx.source
    if src is None:
        raise Unsupported("an amount read from this object, with no source")
    return _values(ctx, src, ctx.source_incarnation)


def _it_values(ctx: Context) -> Any:
    """'its power': the one object last referred to; with none yet, the object of the trigger event
    or, in an activated ability, its source — as it is now, or as it last existed (608.2h, 603.10a)."""
    if ctx.referred:
        if len(ctx.it) != 1:
            raise Unsupported(f"'its' refers to {len(ctx.it)} objects here, not one")
        obj = ctx.it[0]
        if obj.zone in ("battlefield", "stack"):
            return ctx.game.chars(obj)
        lki = ctx.game.lki_full.get((obj.id, obj.incarnation - 1))
        if lki is None:
            raise Unsupported("'its' value of an object that left the battlefield, with no last known information")
        return lki[0]
    trig = ctx.item.trigger or {}
    if trig.get("object") in ctx.game.objects:
        return _values(ctx, ctx.game.objects[trig["object"]], trig.get("incarnation"))
    from .cast_trigger_values import cast_spell, spell_values

    if cast_spell(ctx) is not None:  # a cast trigger: 'its' is the spell (603.2), not the source (gramt)
        return spell_values(ctx)
    if ctx.item.kind != "spell":
        return _self_values(ctx)
    raise Unsupported("'its' refers to nothing the reference engine followed")


def _it_object(ctx: Context) -> Any:
    if ctx.referred and len(ctx.it) == 1:
        return ctx.it[0]
    trig = ctx.item.trigger or {}
    if not ctx.referred and "object" not in trig:
        from .cast_trigger_values import cast_spell

        return cast_spell(ctx)  # a cast trigger: the spell (gramt); None otherwise
    return ctx.game.objects.get(trig.get("object", "")) if not ctx.referred else None


def _mana_value(ch: Any) -> int:
    from .mana import mana_value

    return mana_value(ch.mana_cost)


def _pt_value(v: Any) -> int:
    return v if isinstance(v, int) else 0  # 208.2a-ish: a '*' not defined is 0


VALUES = {"power": lambda ch: _pt_value(ch.power), "toughness": lambda ch: _pt_value(ch.toughness),
          "mana_value": _mana_value}


@amount_phrase("power_of", "toughness_of", "mana_value_of")
def _self_value(ctx: Context, node: N.Phrase) -> int:
    return VALUES[node.kind.removesuffix("_of")](_self_values(ctx))


def _self_value_check(node: N.Phrase) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], N.SelfRef):
        return "the value of an object other than this one is not executed"
    return None


for _k in ("power_of", "toughness_of", "mana_value_of"):
    checks_node(f"Phrase:{_k}", _self_value_check)


@amount_phrase("its_power", "its_toughness", "its_mana_value", "that_creatures_power", "that_creatures_toughness")
def _its_value(ctx: Context, node: N.Phrase) -> int:
    """'its power' (of the subject that deals damage, when there is one: "this creature deals
    damage equal to its power"), 'that creature's toughness' (the creature last referred to)."""
    if node.kind.startswith("its_") and getattr(ctx, "its_is_source", False):
        chars = _self_values(ctx)
        return VALUES[node.kind.removeprefix("its_").removeprefix("that_creatures_")](chars)
    chars = _it_values(ctx)
    obj = _it_object(ctx)
    if node.kind == "its_mana_value" and obj is not None and obj.zone == "stack":
        from .copy_spells import stack_item
        from .mana import object_mana_value

        item = stack_item(ctx.game, obj.id)  # 202.3e: X of a spell on the stack counts
        return object_mana_value(ctx.game, obj, (item.x if item is not None else 0) or 0)
    return VALUES[node.kind.removeprefix("its_").removeprefix("that_creatures_")](chars)


checks_node("Phrase:its_mana_value", lambda n: None if not n.parts else "this mana value is not executed")


@amount_phrase("greatest_power", "greatest_toughness", "greatest_mv")
def _greatest(ctx: Context, node: N.Phrase) -> int:
    """The greatest value among the permanents the description names (0 if there are none)."""
    value = {"greatest_power": "power", "greatest_toughness": "toughness", "greatest_mv": "mana_value"}[node.kind]
    game = ctx.game
    flt, they = _they_as_you(node.parts[0])
    # "among creatures they control": controlled by the player following the instruction (the
    # Actor's player, e.g. "Target player gains X life, where X is ..."), read as that player's "you"
    you = ctx.player if they else ctx.controller
    return max((VALUES[value](seen(game, o).chars) for o in game.battlefield()
                if matches(game, o, flt, you, ctx.source)), default=0)


def _they_as_you(flt: Any) -> tuple[Any, bool]:
    """A filter's 'they control' as 'you control' (for the player 'they' is), and whether it had it."""
    if not isinstance(flt, N.Filter) or not any(getattr(q, "kind", None) == "ctl_they" for q in flt.qualifiers):
        return flt, False
    quals = tuple(N.Phrase("ctl_you", ()) if getattr(q, "kind", None) == "ctl_they" else q for q in flt.qualifiers)
    return N.Filter(flt.adjectives, flt.nouns, quals, flt.alternatives), True


def _permanents_filter(node: N.Phrase) -> str | None:
    flt = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(flt, N.Filter) or _is_cards(flt) or not (flt.nouns or flt.alternatives):
        return "a value among something other than permanents is not executed"
    flt, _ = _they_as_you(flt)
    if why := unreadable(flt):
        return why
    problems = tree_problems(flt)  # the whole filter (the walk doesn't go below this phrase)
    return problems[0] if problems else None


for _k in ("greatest_power", "greatest_toughness", "greatest_mv"):
    checks_whole(f"Phrase:{_k}", _permanents_filter)


# -- other amounts ----------------------------------------------------------------------------------

@amount_phrase("devotion")
def _devotion(ctx: Context, node: N.Phrase) -> int:
    """700.5: the mana symbols of that color among the mana costs of permanents you control
    (a hybrid symbol counts for each of its colors)."""
    from .devotion import devotion  # branch faces: 700.5a, after layers 1-3, with its increases

    return devotion(ctx.game, ctx.controller, (node.parts[0],))

checks_node("Phrase:devotion", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], str)
            and n.parts[0].lower() in ("white", "blue", "black", "red", "green")
            else "devotion to more than one color is not executed")


@amount_phrase("domain")
def _domain(ctx: Context, node: N.Phrase) -> int:
    """305.6, 702 'domain': the basic land types among lands you control."""
    game = ctx.game
    types: set[str] = set()
    for o in game.battlefield():
        ch = game.chars(o)
        if o.controller == ctx.controller and "land" in ch.card_types:
            types |= set(ch.subtypes) & {"Plains", "Island", "Swamp", "Mountain", "Forest"}
    return len(types)


@amount_phrase("opponent_count")
def _opponents(ctx: Context, node: N.Phrase) -> int:
    return sum(1 for p in ctx.game.players if p != ctx.controller)


@amount_phrase("life_total")
def _life_total(ctx: Context, node: N.Phrase) -> int:
    return ctx.game.players[ctx.controller].life


@amount_phrase("plus")
def _plus(ctx: Context, node: N.Phrase) -> int:
    return amount(ctx, node.parts[0]) + amount(ctx, node.parts[1])


@amount_phrase("minus")
def _minus(ctx: Context, node: N.Phrase) -> int:
    return amount(ctx, node.parts[0]) - amount(ctx, node.parts[1])


def _two_amounts(node: N.Phrase) -> str | None:
    # 'its power plus N' reads only N: refused rather than read as N
    if len(node.parts) != 2:
        return f"this {node.kind!r} is not executed"
    return amount_check(node.parts[0]) or amount_check(node.parts[1])


checks_node("Phrase:plus", _two_amounts)
checks_node("Phrase:minus", _two_amounts)


@amount_phrase("counters_on")
def _counters_on(ctx: Context, node: N.Phrase) -> int:
    """122.1: the counters of that kind on this permanent (none once it has left: 400.7)."""
    kind = node.parts[0]
    src = ctx.source
    if src is None or src.zone != "battlefield" or (ctx.source_incarnation is not None
                                                    and src.incarnation != ctx.source_incarnation):
        counters = {}
        if src is not None and ctx.source_incarnation is not None:
            for e in ctx.game.events:  # 113.7a: as it last existed
                if e.get("type") == "leaves" and e.get("object") == src.id \
                        and e.get("incarnation") == ctx.source_incarnation:
                    counters = e.get("counters") or {}
        return counters.get(kind, 0)
    return src.counters.get(kind, 0)


def _counters_on_check(node: N.Phrase) -> str | None:
    # '... counters on it' reads no object ('it' may be another one): refused
    if len(node.parts) != 2 or not isinstance(node.parts[0], str) or not isinstance(node.parts[1], N.SelfRef):
        return "counters on an object other than this one are not executed"
    return None


checks_node("Phrase:counters_on", _counters_on_check)


def _x_pumps_defined(root: Any) -> str | None:
    """'+X/+X' is read only where 'where X is' defines X (an X of a cost this tree doesn't show — a
    spell's mana cost — is not assumed)."""
    from ..text.nodes import walk

    defined: set[int] = set()
    for n in walk(root):
        if isinstance(n, N.Action) and n.kind == "where_x":
            defined.update(id(p) for p in walk(n.parts[0]) if isinstance(p, N.Pump))
    for n in walk(root):
        if isinstance(n, N.Pump) and "X" in str(n.pt) and id(n) not in defined:
            return f"the change {n.pt!r} with an X no 'where X is' defines is not executed"
    return None


for _root in ("SpellAbility", "Activated", "Triggered", "Mode", "Loyalty"):
    checks_node(_root, _x_pumps_defined)
