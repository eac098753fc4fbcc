"""What happened earlier in the turn, for the conditions that ask it (603.4, 602.5b, 608.2c):
"if a creature died this turn" (morbid), "if you attacked this turn" (raid), "if a permanent you
controlled left the battlefield this turn" (revolt), "if you gained life this turn".

The game records each event as rules/triggers.check_events turns it into triggers (and reads the
events not yet checked too). A fixture begins mid-turn, and what happened in its turn before it
began is not stated: in the turn a fixture begins in, a condition the events of the game make true
is true, and one they don't is refused (Unsupported) rather than guessed false. From the next turn
on, the whole turn was played here, and the answer is known either way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.support import Unsupported
from ..state.support import checks_node, executes_node
from .tree_conditions import condition, in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

FIXTURE_TURN = 2  # state/game.py: the turn a fixture begins in (turn_number's starting value)


def record(game: "Game", event: dict[str, Any]) -> None:
    """Keep the facts of this event the conditions read (called for every checked event)."""
    fact = _fact(game, event)
    if fact is not None:
        game.turn_facts = [*game.__dict__.get("turn_facts", []), {"turn": game.turn_number, **fact}]


def _fact(game: "Game", event: dict[str, Any]) -> dict[str, Any] | None:
    kind = event["type"]
    if kind == "leaves":
        lki = game.lki_full.get((event["object"], event["incarnation"]))
        if lki is None:
            return None
        chars, controller = lki
        # 700.4: "dies" means is put into a graveyard from the battlefield
        return {"left": True, "controller": controller, "creature": "creature" in chars.card_types,
                "died": event.get("to") == "graveyard"}
    if kind == "gain_life" and event.get("amount", 0) > 0:
        return {"gained": event["player"], "amount": event["amount"]}  # amount: intervening_conditions (gramt)
    if kind == "attackers_declared":
        return {"attacked": event["player"]}  # 508.1
    if kind == "damage" and "object" in event and event.get("amount", 0) > 0:  # 120.3 (branch filtlay)
        return {"damaged": (event["object"], event.get("object_incarnation")),
                "by": (event.get("source"), event.get("source_incarnation"))}
    return None


def _facts(game: "Game") -> list[dict[str, Any]]:
    """This turn's facts, with those of the events not yet checked."""
    pending = [{"turn": game.turn_number, **f} for e in game.events for f in [_fact(game, e)] if f is not None]
    return [f for f in game.__dict__.get("turn_facts", []) + pending if f["turn"] == game.turn_number]


def _happened(game: "Game", test: Callable[[dict[str, Any]], bool], words: str) -> bool:
    if any(test(f) for f in _facts(game)):
        return True
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported(f"whether {words} this turn before the fixture began is not stated: not guessed")
    return False


def _no_parts(c: Any) -> str | None:
    return None if not c.parts else "this condition's shape is not executed"


@condition("morbid", _no_parts)
def _morbid(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _happened(game, lambda f: f.get("died") and f["creature"], "a creature died")


@condition("attacked", _no_parts)
def _attacked(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _happened(game, lambda f: f.get("attacked") == you, "you attacked")


@condition("revolt", _no_parts)
def _revolt(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _happened(game, lambda f: f.get("left") and f["controller"] == you,
                     "a permanent you controlled left the battlefield")


@condition("gained_life", _no_parts)
def _gained_life(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return _happened(game, lambda f: f.get("gained") == you, "you gained life")  # 119.9


def _left_check(c: Any) -> str | None:
    """'a permanent/creature you controlled left the battlefield this turn' only."""
    from ..text import nodes as N

    f = c.parts[0] if len(c.parts) == 1 else None
    if isinstance(f, N.Filter) and not f.adjectives and not f.alternatives and f.nouns in (("permanent",), ("creature",)) \
            and f.qualifiers == (N.Phrase("ctl_you_past", ()),):
        read_in_place(f)  # the Filter: support checks its qualifiers on it
        read_in_place(f.qualifiers[0])
        return None
    return "this 'left the battlefield this turn' condition is not executed"


@condition("left_battlefield_this_turn", _left_check)
def _left_this_turn(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    creature = c.parts[0].nouns == ("creature",)  # as it last existed on the battlefield (LKI)
    return _happened(game, lambda f: f.get("left") and f["controller"] == you and (f["creature"] or not creature),
                     f"a {c.parts[0].nouns[0]} you controlled left the battlefield")


# "you controlled": read only here (the object matcher doesn't read a past controller)
executes_node("Filter.qual:ctl_you_past", "Phrase:ctl_you_past")
for _name in ("Filter.qual:ctl_you_past", "Phrase:ctl_you_past"):
    checks_node(_name, in_place_check("'you controlled' is read only in 'a permanent you controlled "
                                        "left the battlefield this turn'"))
