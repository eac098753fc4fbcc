"""Energy counters (122.1c, 107.14): "you get {E}{E}" gives the player that many energy counters;
"pay {E}{E}" (a cost, 118, or an instruction as an ability resolves, 118.12) removes them, and can't
be paid by a player with fewer (118.3). Read from the grammar's tree (issue 13): ``Action:get_energy``,
``Action:pay_energy``, ``CostPart:energy``. A player's energy isn't observed by fixtures.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import checks_node
from ..text import nodes as N
from .costs import cost_part
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _count(node: Any) -> int | None:
    """The number of {E} symbols an energy phrase is written with; None for another amount
    ("you get {E} for each ...", "pay any amount of {E}")."""
    parts = getattr(node, "parts", ())
    return len(parts) if parts and all(p == "{E}" for p in parts) else None


def _check(node: Any) -> str | None:
    return None if _count(node) else "this amount of energy is not executed"


def _player(ctx: Context) -> str:
    return getattr(ctx, "player", None) or ctx.controller


@action("get_energy")
def _get_energy(ctx: Context, node: N.Action) -> None:
    """122.1c: "you get {E}{E}": two energy counters."""
    ctx.game.players[_player(ctx)].energy += _count(node)  # type: ignore[operator]


def _pay(game: "Game", player: str, n: int) -> None:
    if game.players[player].energy < n:  # 118.3: a player can't pay a cost without the resources
        raise Illegal(f"{player} has {game.players[player].energy} energy: they can't pay {n} ({'{E}' * n})")
    game.players[player].energy -= n


@action("pay_energy")
def _pay_energy(ctx: Context, node: N.Action) -> None:
    """"You may pay {E}{E}. If you do, ...": paid as the ability resolves (608.2d); "if you do" is true."""
    _pay(ctx.game, _player(ctx), _count(node))  # type: ignore[arg-type]
    ctx.did = True


@cost_part("energy")
def _energy_cost(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    _pay(game, player, _count(part))  # type: ignore[arg-type]


for _name in ("Action:get_energy", "Action:pay_energy", "CostPart:energy"):
    checks_node(_name, _check)
