"""Goad (701.15) read from the grammar's tree: "Goad target creature.", "Goad it.", "goad each creature
that player controls".

701.15a: a goaded creature attacks each combat if able and attacks a player other than the goading
player if able, until that player's next turn (611.2b: the effect ends as that turn begins). The
first requirement is the one-shot "must_attack" of rules/tree_restrictions.py (508.1d, checked as
attackers are declared, rules/combat.py). The second ("a player other than you if able") is a real
choice only with three or more players: with two, the goaded creature's controller's only opponent
... is the goading player or the creature is the goading player's own, and either way it can attack
no other player; a game of more players is refused (Unsupported) rather than played without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.layers import ContinuousEffect
from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import Context, _permanents_only, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


def until_next_turn(player: str) -> str:
    """The duration of an effect that lasts "until <player>'s next turn" (ended by :func:`next_turn_begins`)."""
    return f"until_next_turn:{player}"


def next_turn_begins(game: "Game") -> None:
    """611.2b: effects lasting until the now active player's next turn end as that turn begins."""
    ending = until_next_turn(game.active)
    if any(e.duration == ending for e in game.effects):
        game.effects = [e for e in game.effects if e.duration != ending]


@action("goad")
def _goad(ctx: Context, node: N.Action) -> None:
    game = ctx.game
    if len([p for p in game.players if not game.players[p].lost]) > 2:
        raise Unsupported("goad's 'attacks a player other than you if able' with more than two players is not executed")
    objs = [o for o in objects_of(ctx, node.parts[0]) if "creature" in game.chars(o).card_types]
    if not objs:
        return
    goader = ctx.player or ctx.controller
    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                         lambda ch, o: None, duration=until_next_turn(goader),
                                         source=ctx.item.id, description="goaded: attacks each combat if able",
                                         data={"cant": ("must_attack",), "goaded_by": goader}))


def _goad_check(node: N.Action) -> str | None:
    if len(node.parts) != 1:
        return "this goad is not executed"
    return _permanents_only(N.Tap(node.parts[0]))


checks_node("Action:goad", _goad_check)
