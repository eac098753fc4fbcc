"""Controlling another player (722), read from the grammar's tree: "You control target player during
that player's next turn." (Mindslaver, Worst Fears).

722.1: the effect applies to the next turn the affected player actually takes (722.1b: a skipped turn
doesn't use it up) and lasts that whole turn, ending as the following turn begins; 722.1a: of several
effects on one player, the last created works. While it lasts, 722.5: the controlling player makes
every choice and decision the controlled player makes — what they cast or activate, their targets,
their attacks and blocks, their choices as spells and abilities resolve — using only the controlled
player's resources (722.5a); 722.3: only control of the player changes, objects keep their
controllers and the controlled player stays the active player; 722.8: the controller still makes
their own decisions.

A fixture says who makes a decision with an action's ``by`` (docs/FORMAT.md): it names the player
deciding for the action's player and for every choice in it asked of a player they control. An
action or choice of a controlled player that isn't made by its controller is refused; one claimed
by a player who controls nobody there is refused too. A choice the engine asks without knowing whose
it is (``Game.choose`` without ``player``) can't be checked while a player is controlled: the game
is refused (Unsupported) rather than played with the wrong player deciding.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import players_of
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


def controller_of_player(game: "Game", player: str) -> str:
    """722.5: who makes the player's decisions now (the player themself unless controlled)."""
    return (game.__dict__.get("player_control") or {}).get(player, player)


def anyone_controlled(game: "Game") -> bool:
    return bool(game.__dict__.get("player_control"))


@action("control_player")
def _control_player(ctx: Context, node: N.Action) -> None:
    game = ctx.game
    controller = ctx.player or ctx.controller
    pending = list(game.__dict__.get("player_control_pending", []))
    for p in players_of(ctx, node.parts[0]):
        pending.append((p, controller))  # 722.1: waits for that player's next turn
    game.player_control_pending = pending


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], N.Player) \
            or node.parts[0].who not in ("target_player", "target_opponent"):
        return "this 'control target player' is not executed"
    return None


checks_node("Action:control_player", _check)


def turn_begins(game: "Game") -> None:
    """722.1: the effects controlling the previous turn's player end as this turn begins; an effect
    waiting for the now active player's turn starts (the last created one, 722.1a)."""
    if game.__dict__.get("player_control"):
        game.player_control = {}
    pending = game.__dict__.get("player_control_pending")
    if not pending:
        return
    mine = [c for p, c in pending if p == game.active]
    if mine:
        game.player_control = {game.active: mine[-1]}
        game.player_control_pending = [(p, c) for p, c in pending if p != game.active]


def check_action(game: "Game", action: dict[str, Any]) -> None:
    """722.5: the action of a controlled player is decided by their controller, and a player says
    they decide for another only if they control them."""
    by = action.get("by")
    player = action.get("player")
    if player is not None:
        decider = controller_of_player(game, player)
        if (by or player) != decider:
            if decider != player:
                raise Illegal(f"{player} is controlled by {decider}: {decider} makes {player}'s decisions (722.5)")
            raise Illegal(f"{by} doesn't control {player}: {player} makes their own decisions (722.5)")
    elif by is not None and by not in (game.__dict__.get("player_control") or {}).values():
        raise Illegal(f"{by} controls no other player: there is no decision to make for one (722.5)")

