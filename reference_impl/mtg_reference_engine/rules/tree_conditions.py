"""Conditions read from the grammar's typed tree, evaluated against the game as it is now: the
intervening 'if' of a triggered ability (603.4), an activated ability's "Activate only if ..."
(602.5b), and "If <condition>, ..." in instructions (608.2c).

Each ``Condition:<kind>`` this module reads is registered with a function
``(game, condition, you, source) -> bool`` and a check refusing any shape of that kind it doesn't
read (a filter word not understood, a player other than "you"). Conditions about what happened
earlier in the turn ("if a creature died this turn", "if you attacked this turn") are read by
rules/turn_history.py.

Activation restrictions (602.5) are read here too: :func:`activation_limits` turns an activated
ability's restriction phrases into the limits rules/casting.activate enforces.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.support import Unsupported, checks_node, claim, executes_node
from ..text import nodes as N
from .filters import matches, unreadable
from .instructions import CONDITIONS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

Holds = Callable[["Game", Any, str, "GameObject | None"], bool]
NOW: dict[str, Holds] = {}


#: Nodes read where they stand (a trigger event's subject "an opponent", "this creature or another
#: creature you control"; a condition's "a Plains or an Island"), kept alive so their ids stay theirs:
#: support checks one node at a time, walking a tree parent first, and the same construct elsewhere
#: (in an instruction) is not read. The parent's check marks them; theirs accepts only those.
_IN_PLACE: dict[int, Any] = {}


def read_in_place(node: Any) -> None:
    _IN_PLACE[id(node)] = node


def in_place_check(reason: str) -> Callable[[Any], str | None]:
    return lambda node: None if _IN_PLACE.get(id(node)) is node else reason


executes_node("Phrase:obj_or")
checks_node("Phrase:obj_or", in_place_check("'<object> or <object>' is read here only as a trigger's subject "
                                            "or a condition's object"))


def condition(kind: str, check: Callable[[Any], str | None]) -> Callable[[Holds], Holds]:
    """Register a condition kind: its test, its shape check; also for "If ..., ..." in effects."""
    def register(fn: Holds) -> Holds:
        claim(NOW, kind, fn, "the condition")  # two modules' readings of one condition: an error at load
        CONDITIONS[kind] = lambda ctx, cond, fn=fn: holds(ctx.game, cond, ctx.controller, ctx.source,
                                                         ctx.it[0] if len(ctx.it) == 1 else None)
        executes_node(f"Condition:{kind}")
        checks_node(f"Condition:{kind}", check)
        return fn
    return register


def holds(game: "Game", cond: Any, you: str, source: "GameObject | None", it: "GameObject | None" = None) -> bool:
    """Whether the condition is true now; ``it`` is the object of the trigger event, if any."""
    global _IT
    before, _IT = _IT, it
    try:
        return NOW[cond.kind](game, cond, you, source)
    finally:
        _IT = before


_IT: "GameObject | None" = None  # what 'it' in the condition being evaluated refers to


def condition_problem(cond: Any) -> str | None:
    """Why this condition isn't read (support's walk checks each node too; this names it first)."""
    if not isinstance(cond, N.Condition):
        return f"the condition {type(cond).__name__} is not executed"
    if cond.kind not in NOW:
        return f"the condition {cond.kind!r} is not executed"
    return None


# -- shapes -----------------------------------------------------------------------------------------

def _described(obj: Any) -> str | None:
    """'a creature with power 4 or greater', 'a Plains or an Island': one object of a filter."""
    if isinstance(obj, N.Phrase) and obj.kind == "obj_or":
        for part in obj.parts:
            if why := _described(part):
                return why
        read_in_place(obj)
        return None
    if not isinstance(obj, N.Described) or obj.quantifier not in ("a", "an") or obj.count != 1:
        return "this condition's object is not executed"
    return unreadable(obj.filter)


def _filters(obj: Any) -> list[Any]:
    if isinstance(obj, N.Phrase) and obj.kind == "obj_or":
        return [f for part in obj.parts for f in _filters(part)]
    return [obj.filter if isinstance(obj, N.Described) else obj]


def _one_described(c: Any) -> str | None:
    return _described(c.parts[0]) if len(c.parts) == 1 else "this condition's shape is not executed"


def _no_parts(c: Any) -> str | None:
    return None if not c.parts else "this condition's shape is not executed"


def _int_then_filter(c: Any) -> str | None:
    if len(c.parts) != 2 or not isinstance(c.parts[0], int) or isinstance(c.parts[0], bool):
        return "this condition's shape is not executed"
    return unreadable(c.parts[1])


def _one_int(c: Any) -> str | None:
    ok = len(c.parts) == 1 and isinstance(c.parts[0], int) and not isinstance(c.parts[0], bool)
    return None if ok else "this condition's shape is not executed"


def _yours(game: "Game", flt: Any, you: str, source: "GameObject | None") -> int:
    return sum(1 for p in game.battlefield() if p.controller == you and matches(game, p, flt, you, source))


# -- conditions -------------------------------------------------------------------------------------

def _another(obj: Any) -> bool:
    return isinstance(obj, N.Described) and obj.quantifier == "another"


def _you_control_check(c: Any) -> str | None:
    """'if you control a <filter>', and 'another <filter>': one other than this object (misc)."""
    if len(c.parts) == 1 and _another(c.parts[0]) and c.parts[0].count == 1:
        return unreadable(c.parts[0].filter)
    return _one_described(c)


@condition("you_control", _you_control_check)
def _you_control(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    if _another(c.parts[0]):
        if source is None:
            raise Unsupported("'another' in this condition names no object it is other than")
        return any(p is not source and p.controller == you and matches(game, p, c.parts[0].filter, you, source)
                   for p in game.battlefield())
    return any(_yours(game, f, you, source) for f in _filters(c.parts[0]))


def _dont_control_check(c: Any) -> str | None:
    if len(c.parts) == 1 and isinstance(c.parts[0], N.Filter):  # "you control no creatures"
        return unreadable(c.parts[0])
    return _one_described(c)


@condition("you_dont_control", _dont_control_check)
def _you_dont_control(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return not any(_yours(game, f, you, source) for f in _filters(c.parts[0]))


@condition("opponent_controls", _one_described)
def _opponent_controls(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return any(p.controller in game.opponents(you) and matches(game, p, f, you, source)
               for p in game.battlefield() for f in _filters(c.parts[0]))


@condition("you_control_n", _int_then_filter)
def _you_control_n(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _yours(game, c.parts[1], you, source) >= c.parts[0]  # "N or more"


@condition("you_control_at_most", _int_then_filter)
def _you_control_at_most(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _yours(game, c.parts[1], you, source) <= c.parts[0]  # "N or fewer"


@condition("your_turn", _no_parts)
def _your_turn(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return game.active == you  # 102.1


@condition("not_your_turn", _no_parts)
def _not_your_turn(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return game.active != you


@condition("life_at_most", _one_int)
def _life_at_most(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return game.players[you].life <= c.parts[0]  # "you have N or less life"


def _hand(game: "Game", you: str) -> int:
    return sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == you)


def _graveyard(game: "Game", you: str) -> list["GameObject"]:
    return [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == you]


# "you have N or more cards in hand" (a player part: "that player has N or more/fewer", not read)
@condition("hand_at_least", _one_int)
def _hand_at_least(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _hand(game, you) >= c.parts[0]


@condition("opponents_at_least", lambda c: None if len(c.parts) == 1 and isinstance(c.parts[0], int)
           and not isinstance(c.parts[0], bool) else "this count of opponents is not executed")
def _opponents_at_least(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """"if you have two or more opponents": the players still in the game who are your opponents
    (102.2; 800.4a: a player who left the game is no one's opponent)."""
    return sum(1 for p in game.opponents(you) if not game.players[p].lost) >= c.parts[0]


@condition("hellbent", _no_parts)
def _hellbent(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _hand(game, you) == 0  # "you have no cards in hand"


@condition("threshold", _one_int)
def _threshold(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return len(_graveyard(game, you)) >= c.parts[0]  # "N or more cards in your graveyard"


#: 205.2a: the card types a card can have ("card types among cards in your graveyard")
CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
              "sorcery")


@condition("delirium", _one_int)
def _delirium(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    types = {t for o in _graveyard(game, you) for t in game.chars(o).card_types if t in CARD_TYPES}
    return len(types) >= c.parts[0]


def _count_check(c: Any) -> str | None:
    """'there are N or more [creature] cards in your graveyard' only (threshold's other wording)."""
    from .filters import card_zone

    if len(c.parts) != 2 or not isinstance(c.parts[0], int):
        return "this condition's shape is not executed"
    found = card_zone(c.parts[1])
    if found is None or found[:2] != ("graveyard", "you"):
        return "this 'there are N or more' condition is not executed"
    return unreadable(found[2])  # the card's own words ('creature', 'instant and/or sorcery') (misc)


@condition("count_at_least", _count_check)
def _count_at_least(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    from .filters import card_zone

    rest = card_zone(c.parts[1])[2]
    return sum(1 for o in _graveyard(game, you) if matches(game, o, rest, you, source)) >= c.parts[0]


def _on_battlefield(game: "Game", source: "GameObject | None", incarnation: int | None = None) -> "GameObject":
    """The source, for a condition about 'this creature': it must still be on the battlefield
    (its last known counters and status are not kept: refused rather than guessed)."""
    if source is None or source.zone != "battlefield":
        raise Unsupported("a condition about a source that left the battlefield (its last known "
                          "information) is not executed")
    return source


#: (branch cond3) 'it' / 'that creature' in a condition: the object an earlier instruction or the
#: trigger event named (holds(..., it)); read only where that object is known, else refused as it runs
IT_WORDS = ("it", "that creature", "that permanent")


def _counters_parts(c: Any) -> tuple[Any, tuple]:
    """(branch cond3) The object and the rest of 'there are N or more <kind> counters on this artifact'
    (the object last) or '<object> has ... counters on it' (the object first)."""
    if len(c.parts) == 3 and isinstance(c.parts[0], int) and isinstance(c.parts[2], N.SelfRef):
        return c.parts[2], c.parts[:2]
    return (c.parts[0] if c.parts else None), c.parts[1:]


def condition_object(game: "Game", what: Any, source: "GameObject | None") -> "GameObject":
    """(branch cond3) The object a condition is about: this object, or the one 'it' refers to."""
    if isinstance(what, N.SelfRef):
        return _on_battlefield(game, source)
    if _IT is None:
        raise Unsupported(f"{what.words!r} in this condition refers to nothing this engine can name")
    return _on_battlefield(game, _IT)


def _self_counters_check(c: Any) -> str | None:
    obj, rest = _counters_parts(c)
    if not (isinstance(obj, N.SelfRef) or isinstance(obj, N.Ref) and obj.words in IT_WORDS):
        return "a condition about counters on another object is not executed"
    if len(rest) == 1 and isinstance(rest[0], N.CounterSpec) and isinstance(rest[0].amount, int):
        return None
    if len(rest) == 2 and isinstance(rest[0], int) and isinstance(rest[1], str):
        return None
    return "this counter condition is not executed"


@condition("has_counters", _self_counters_check)
def _has_counters(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    what, rest = _counters_parts(c)
    obj = condition_object(game, what, source)  # branch cond3: or the object 'it' refers to
    n, kind = (rest[0].amount, rest[0].kind) if len(rest) == 1 else (rest[0], rest[1])
    return obj.counters.get(kind, 0) >= n  # "a +1/+1 counter on it", "four or more quest counters"


#: (branch cond3) the words of 'if <object> is <word>': a status (110.5), combat (506.4), attached
#: (301.5, 303.4), renowned (702.112b), monstrous (701.37b), a color (105.2)
STATUS_WORDS = ("tapped", "untapped", "monstrous", "attacking", "blocking", "attacking or blocking",
                "equipped", "enchanted", "renowned", "white", "blue", "black", "red", "green")


def _status_subject_ok(subject: Any) -> bool:
    return isinstance(subject, N.SelfRef) or isinstance(subject, N.Ref) and subject.words in IT_WORDS \
        or isinstance(subject, N.Attached) and subject.relation in ("enchanted", "equipped") and not subject.controller


def _status_check(c: Any) -> str | None:
    if len(c.parts) == 2 and _status_subject_ok(c.parts[0]) and isinstance(c.parts[1], N.Phrase) \
            and c.parts[1].kind == "adjective" and len(c.parts[1].parts) == 1 and c.parts[1].parts[0] in STATUS_WORDS:
        read_in_place(c.parts[1])  # the adjective is read here (the walk sees it after this check)
        if isinstance(c.parts[0], N.Attached):
            read_in_place(c.parts[0])  # 'enchanted creature': read here (branch cond3)
        return None
    return "this 'is <adjective>' condition is not executed"


executes_node("Phrase:adjective")
checks_node("Phrase:adjective", in_place_check("'is <adjective>' is read only as a condition about this object"))


@condition("obj_is", _status_check)
def _obj_is(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    what, word = c.parts[0], c.parts[1].parts[0]
    if isinstance(what, N.Attached):  # 'enchanted creature': the permanent this Aura/Equipment is attached to
        src = _on_battlefield(game, source)
        obj = game.objects.get(src.attached_to) if isinstance(src.attached_to, str) else None
        if obj is None or obj.zone != "battlefield":
            return False
    else:
        obj = condition_object(game, what, source)  # branch cond3: this object, or 'it'
    if word == "monstrous":
        from .monstrosity import is_monstrous

        return is_monstrous(obj)  # 701.37b
    if word in ("tapped", "untapped"):
        return obj.tapped == (word == "tapped")  # 110.5
    attacking = obj.attacking_incarnation == obj.incarnation  # 506.4: until removed from combat
    blocking = obj.blocking_incarnation == obj.incarnation
    if word in ("attacking", "blocking", "attacking or blocking"):
        return (attacking and "attacking" in word) or (blocking and "blocking" in word)
    if word in ("equipped", "enchanted"):  # 301.5, 303.4: an Equipment / Aura attached to it
        sub = "Equipment" if word == "equipped" else "Aura"
        return any(p.attached_to == obj.id and sub in game.chars(p).subtypes for p in game.battlefield())
    if word == "renowned":  # 702.112b
        from .combat_keywords import renowned

        return (obj.id, obj.incarnation) in renowned(game)
    return word in game.chars(obj).colors  # 105.2


def _kicked_check(c: Any) -> str | None:
    if len(c.parts) == 1 and (isinstance(c.parts[0], N.SelfRef)
                              or (isinstance(c.parts[0], N.Ref) and c.parts[0].words == "it")):
        return None
    return "this 'was kicked' condition is not executed"


@condition("kicked", _kicked_check)
def _kicked(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """702.33d: 'if it was kicked' — the permanent a kicked spell became (resolution records it)."""
    obj = source if isinstance(c.parts[0], N.SelfRef) else _IT
    if obj is None:
        raise Unsupported("'it' in this 'was kicked' condition refers to nothing this engine can name")
    if obj.zone == "stack":
        raise Unsupported("'if this spell was kicked' on a spell is not executed by the tree path")
    return getattr(obj, "kicked_incarnation", None) == obj.incarnation


def _kicked_with_check(c: Any) -> str | None:
    if len(c.parts) == 2 and isinstance(c.parts[0], N.ManaCost) and str(c.parts[1]).lower() == "kicker":
        return None
    return "this 'was kicked with its [cost] ...' condition is not executed (only a kicker cost is)"


@condition("kicked_with", _kicked_with_check)
def _kicked_with(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """607.2i: 'if it was kicked with its {W} kicker' — linked to that one of its kicker costs: true
    only if the intent to pay that cost was declared as this object was cast (resolution records it)."""
    if source is None or source.zone == "stack":
        raise Unsupported("'if it was kicked with its ... kicker' on a spell is not executed by the tree path")
    cost = "".join(c.parts[0].symbols).upper()
    return (getattr(source, "kicked_incarnation", None) == source.incarnation
            and cost in getattr(source, "kicker_costs", ()))


# -- activation restrictions (602.5) ------------------------------------------------------------------

#: The restriction phrases read, by their words (a condition, if any, is the phrase's node part).
RESTRICTIONS: dict[str, dict[str, Any]] = {
    "activate only as a sorcery .": {"timing": "sorcery"},  # 602.5d
    "activate only once each turn .": {"once_each_turn": True},  # 602.5b
    "activate only as a sorcery and only once each turn .": {"timing": "sorcery", "once_each_turn": True},
    "activate only during your turn .": {"during": "your_turn"},
    "activate only during your turn and only once each turn .": {"during": "your_turn", "once_each_turn": True},
    "activate only during your upkeep .": {"during": "your_upkeep"},
    "activate only if .": {"condition": True},
    "activate only if and only as a sorcery .": {"condition": True, "timing": "sorcery"},
    "activate only as a sorcery and only if .": {"condition": True, "timing": "sorcery"},
    "activate only if and only once each turn .": {"condition": True, "once_each_turn": True},
    # branch lead16: 602.5b restrictions on when, how often and by whom
    "activate only during your turn , before attackers are declared .": {"during": "your_turn_before_attackers"},
    "activate only during combat .": {"during": "combat"},  # 506.1: the combat phase, any player's turn
    "activate only once .": {"once": True},  # this ability of this object (400.7)
    "activate no more than twice each turn .": {"times_each_turn": 2},
    "activate no more than 3 times each turn .": {"times_each_turn": 3},
    "any player may activate this ability .": {"any_player": True},  # 602.2: not only its controller
}
_COMBAT_STEPS = ("beginning_of_combat", "declare_attackers", "declare_blockers", "combat_damage", "end_of_combat")
_BEFORE_ATTACKERS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat")


#: 602.2b, 601.2f: "This ability costs {1} less to activate for each artifact you control." — not a
#: restriction but read with them (rules/casting.activate reduces the generic mana it pays).
COST_LESS_EACH = "this ability costs less to activate for each ."


def _cost_less_problem(r: Any) -> str | None:
    from .filters import unreadable

    if len(r.parts) != 3 or not isinstance(r.parts[1], N.ManaCost) or not isinstance(r.parts[2], N.Filter) \
            or len(r.parts[1].symbols) != 1 or not r.parts[1].symbols[0].strip("{}").isdigit():
        return "this activation cost reduction is not executed (only a generic amount for each permanent)"
    flt = r.parts[2]
    if set(flt.nouns) & {"card", "cards", "spell", "spells"}:
        return "this activation cost reduction is not executed (only for each permanent)"
    return unreadable(flt)


def activation_cost_less(game: "Game", ability: Any, player: str, obj: "GameObject") -> int:
    """602.2b, 601.2f: the generic mana "This ability costs {N} less to activate for each <permanent>"
    takes off (rules/casting.activate applies it, never below {0})."""
    from .filters import matches

    tree = ability.spec.get("tree")
    less = 0
    for r in getattr(tree, "restrictions", ()) if isinstance(tree, N.Activated) else ():
        if r.parts and r.parts[0] == COST_LESS_EACH:
            n = int(r.parts[1].symbols[0].strip("{}"))
            less += n * sum(1 for p in game.battlefield() if matches(game, p, r.parts[2], player, obj))
    return less


def _restriction_problem(r: Any) -> str | None:
    if not (isinstance(r, N.Phrase) and r.kind == "restriction" and r.parts and isinstance(r.parts[0], str)):
        return "this activation restriction is not executed"
    if r.parts[0] == COST_LESS_EACH:
        return _cost_less_problem(r)
    limits = RESTRICTIONS.get(r.parts[0])
    if limits is None:
        return f"the activation restriction {r.parts[0][:-2]!r} is not executed"
    conds = r.parts[1:]
    if bool(conds) != bool(limits.get("condition")) or len(conds) > 1:
        return "this activation restriction's condition is not executed"
    return condition_problem(conds[0]) if conds else None


def restrictions_problem(node: Any) -> str | None:
    """Why an Activated node's restrictions aren't read (None when they all are)."""
    for r in node.restrictions:
        if why := _restriction_problem(r):
            return why
    if node.is_mana and any(r.parts[0] == COST_LESS_EACH for r in node.restrictions):
        return "a mana ability's cost reduction is not executed"
    if node.is_mana and any(RESTRICTIONS[r.parts[0]].get(k) for r in node.restrictions
                            for k in ("once_each_turn", "times_each_turn", "once", "any_player")):
        # 605.3a: rules/mana.py checks a mana ability's timing and conditions (check_activation), not this limit
        return "a mana ability's 'once each turn' or other activation limit is not executed"
    return None


def activation_limits(ability: Any) -> dict[str, Any]:
    """The limits of a tree activated ability's restrictions: timing, once_each_turn, during, and
    the conditions (602.5)."""
    tree = ability.spec.get("tree")
    out: dict[str, Any] = {"conditions": []}
    if not isinstance(tree, N.Activated):
        return out
    for r in tree.restrictions:
        if r.parts[0] == COST_LESS_EACH:
            continue  # a cost reduction, not a limit (activation_cost_less)
        limits = RESTRICTIONS[r.parts[0]]
        out.update({k: v for k, v in limits.items() if k != "condition"})
        out["conditions"].extend(r.parts[1:])
    return out


def check_activation(game: "Game", obj: "GameObject", player: str, ability: Any) -> dict[str, Any]:
    """602.5: raise Illegal when a restriction forbids activating now; returns the limits (the
    caller records 'once each turn' after the costs are paid)."""
    from ..state.game import Illegal

    limits = activation_limits(ability)
    if limits.get("timing") == "sorcery" and not game.sorcery_timing(player):
        raise Illegal(f'"{obj.id}"\'s ability can be activated only as a sorcery (602.5d)')
    during = limits.get("during")
    if during == "combat":
        if game.step not in _COMBAT_STEPS:
            raise Illegal(f'"{obj.id}"\'s ability can be activated only during combat (602.5b)')
    elif during == "your_turn_before_attackers":
        # "before attackers are declared": the steps of the turn before the declare attackers step (508.1)
        if game.active != player or game.step not in _BEFORE_ATTACKERS:
            raise Illegal(f'"{obj.id}"\'s ability can be activated only during its controller\'s turn, before '
                          "attackers are declared (602.5b)")
    elif during and (game.active != player or (during == "your_upkeep" and game.step != "upkeep")):
        raise Illegal(f'"{obj.id}"\'s ability can be activated only during {during.replace("_", " ")} (602.5b)')
    for cond in limits["conditions"]:
        if not holds(game, cond, player, obj):
            raise Illegal(f'"{obj.id}"\'s ability: its "Activate only if" condition is false (602.5b)')
    return limits


executes_node("Phrase:restriction")
checks_node("Phrase:restriction", _restriction_problem)
checks_node("Activated", restrictions_problem)
