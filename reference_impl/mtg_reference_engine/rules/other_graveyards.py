"""Casting spells from other players' graveyards "as though those cards were in your graveyard" (branch
castfrom): "Other players can't play lands or cast spells from their graveyards this turn. You may play
lands and cast spells from other players' graveyards this turn as though those cards were in your
graveyard."

* 609.4: an "as though" applies only to the stated effect: for casting (and playing lands), a card in
  another player's graveyard is treated as if it were in the player's own graveyard — so a permission to
  cast a card "from your graveyard" (flashback 702.34a, retrace 702.81a, jump-start 702.133a, escape
  702.138a, mayhem 702.187b) applies to it. It stays in its owner's graveyard and is theirs (108.3); the
  spell is its caster's (110.2). For every other purpose (what "your graveyard" holds for escape's other
  cards, for delve, for counting) the game is treated normally.
* 609.4a: two "as though" effects both apply: with "You may cast spells as though they had flash."
  (rules/player_statics.py) such a sorcery may be cast from another player's graveyard at instant speed.
* 601.3, 101.2: "Other players can't ... cast spells from their graveyards this turn": the other players
  can't begin to cast a spell from their own graveyards this turn, whatever allows it.
* The lands: the engine implements no permission to play a land from a graveyard, so no land can be
  played from any graveyard with or without these effects (305.1: from a hand, or as an effect allows).
* Both effects last "this turn" (514.2: they end as the turn does).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.game import Illegal
from ..text import nodes as N
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


@action("others_cant_play_from_graveyards")
def _others_cant(ctx: Context, node: N.Action) -> None:
    ctx.game.turn_rules.append({"rule": "others_cant_play_from_graveyards", "player": ctx.controller,
                                "turn": ctx.game.turn_number, "source": ctx.item.id})


@action("play_from_others_graveyards")
def _as_though_yours(ctx: Context, node: N.Action) -> None:
    ctx.game.turn_rules.append({"rule": "others_graveyards_as_yours", "player": ctx.controller,
                                "turn": ctx.game.turn_number, "source": ctx.item.id})


def _rules(game: "Game", rule: str) -> list[dict]:
    return [r for r in game.turn_rules if r["rule"] == rule and r["turn"] == game.turn_number]


def in_own_graveyard(game: "Game", obj: "GameObject", player: str) -> bool:
    """609.4: whether, for casting it, ``obj`` is in ``player``'s graveyard — really, or as though it were."""
    if obj.zone != "graveyard":
        return False
    return obj.owner == player or any(r["player"] == player for r in _rules(game, "others_graveyards_as_yours"))


def check_cast(game: "Game", obj: "GameObject", player: str) -> None:
    """601.3, 101.2: "Other players can't ... cast spells from their graveyards this turn"."""
    if obj.zone == "graveyard" and obj.owner == player and any(
            r["player"] != player for r in _rules(game, "others_cant_play_from_graveyards")):
        raise Illegal(f"{player} can't cast spells from their graveyard this turn (601.3, 101.2)")
