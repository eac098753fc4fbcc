"""More conditions of triggered abilities' intervening 'if' clauses (603.4), also read in "If ..., ..."
effects (branch gramt, issue 13): "if an opponent controls more lands than you", "if you gained 3 or
more life this turn", "if you control three or more creatures with different powers", "if creatures
you control have total power 8 or greater"."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported
from ..text import nodes as N
from .filters import matches, unreadable
from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _int(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _count(game: "Game", flt: Any, player: str, you: str, source: "GameObject | None") -> list["GameObject"]:
    return [p for p in game.battlefield() if p.controller == player and matches(game, p, flt, you, source)]


def _filter_only(c: Any) -> str | None:
    if len(c.parts) != 1 or not isinstance(c.parts[0], N.Filter):
        return "this condition's shape is not executed"
    return unreadable(c.parts[0])


@condition("opp_controls_more", _filter_only)
def _opp_controls_more(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """'an opponent controls more lands than you': some opponent controls more of them."""
    mine = len(_count(game, c.parts[0], you, you, source))
    return any(len(_count(game, c.parts[0], o, you, source)) > mine for o in game.opponents(you))


def _n_only(c: Any) -> str | None:
    return None if len(c.parts) == 1 and _int(c.parts[0]) else "this condition's shape is not executed"


@condition("gained_life_n", _n_only)
def _gained_life_n(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """'if you gained N or more life this turn' (119.9: the life gained this turn, all events added). In
    the turn a fixture begins in, the life gained before it began isn't stated: a total short of N is
    refused, not guessed (turn_history)."""
    from .turn_history import FIXTURE_TURN, _facts

    total = sum(f.get("amount", 0) for f in _facts(game) if f.get("gained") == you)
    if total >= c.parts[0]:
        return True
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("how much life you gained this turn before the fixture began is not stated: not guessed")
    return False


def _n_then_filter(c: Any) -> str | None:
    if len(c.parts) != 2 or not _int(c.parts[0]) or not isinstance(c.parts[1], N.Filter):
        return "this condition's shape is not executed"
    return unreadable(c.parts[1])


def _power(game: "Game", p: "GameObject") -> int | None:
    power = game.chars(p).power
    return power if _int(power) else None


@condition("control_different_powers", _n_then_filter)
def _different_powers(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """'if you control three or more creatures with different powers': N of them whose powers are
    all different (the number of distinct powers among them)."""
    powers = {_power(game, p) for p in _count(game, c.parts[1], you, you, source)} - {None}
    return len(powers) >= c.parts[0]


def _filter_then_n(c: Any) -> str | None:
    if len(c.parts) != 2 or not isinstance(c.parts[0], N.Filter) or not _int(c.parts[1]):
        return "this condition's shape is not executed"
    return unreadable(c.parts[0])


@condition("total_power_at_least", _filter_then_n)
def _total_power(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """'if creatures you control have total power 8 or greater': the sum of their powers."""
    return sum(_power(game, p) or 0 for p in _count(game, c.parts[0], you, you, source)) >= c.parts[1]
