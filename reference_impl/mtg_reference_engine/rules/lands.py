"""Playing lands (305.1-305.4, 116.2a, 505.6b) and the effects that change how many lands a player
may play this turn.

* Playing a land is a special action (116.2a): no stack, no spell. The active player may take it in
  a main phase of their turn while the stack is empty (305.1), never on another player's turn
  (305.3), once a turn unless effects allow more (305.2, 305.2a-b).
* "You may play an additional land this turn" raises the number; "Target player can't play lands
  this turn" forbids it whatever the number (101.2: "can't" wins).
* Putting a land onto the battlefield by an effect isn't playing it (305.4): it isn't counted.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

KINDS = ("additional_land_play", "cant_play_lands_this_turn")


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    if effect["type"] == "additional_land_play":
        game.turn_rules.append({"rule": "additional_land", "player": item.controller, "turn": game.turn_number,
                                "source": item.id})
        return
    if effect["targets"]:
        from .targeting import still_legal

        target = item.targets[0] if item.targets else None
        if target is None or not still_legal(game, item, effect["targets"][0], target):  # 608.2b
            return
        player = target["player"]
    else:
        player = item.controller
    game.turn_rules.append({"rule": "cant_play_lands", "player": player, "turn": game.turn_number, "source": item.id})


def lands_allowed(game: "Game", player: str) -> int:
    """305.2: one land a turn, plus one for each 'additional land' effect of this turn."""
    return 1 + sum(1 for r in game.turn_rules
                   if r["rule"] == "additional_land" and r["player"] == player and r["turn"] == game.turn_number)


def lands_played(game: "Game", player: str) -> int:
    return game.lands_played.get((player, game.turn_number), 0)


def play_land(game: "Game", action: dict[str, Any]) -> None:
    from .entering import enter_battlefield

    player = action["player"]
    obj = game.obj(action["object"])
    from .play_permissions import play_permitted  # branch impulse: played from exile by permission (305.1)

    from .top_of_library import may_play_land  # branch castfrom: "You may play lands from the top of your library."

    if (obj.zone != "hand" or obj.owner != player) and not play_permitted(game, obj, player, land=True) \
            and not may_play_land(game, obj, player):
        raise Illegal(f'"{obj.id}" is not in {player}\'s hand: a land is played from its owner\'s hand (305.1)')
    if "land" not in game.chars(obj).card_types:
        raise Illegal(f'"{obj.id}" is not a land card (305.1)')
    if player != game.active:
        raise Illegal(f"it isn't {player}'s turn: a player can play a land only during their own turn (305.3)")
    if not game.sorcery_timing(player):
        raise Illegal("a land can be played only in a main phase with an empty stack (305.1, 505.6b)")
    if any(r["rule"] == "cant_play_lands" and r["player"] == player and r["turn"] == game.turn_number
           for r in game.turn_rules):
        raise Illegal(f"{player} can't play lands this turn: that effect wins over any allowing it (101.2)")
    from .entering_restrictions import cant_play_lands  # branch replace: "Players can't play lands." (101.2)

    if (source := cant_play_lands(game, player)) is not None:
        raise Illegal(f'"{source.id}": {player} can\'t play lands (305.2, 101.2)')
    if lands_played(game, player) >= lands_allowed(game, player):
        raise Illegal(f"{player} has played {lands_played(game, player)} land(s) this turn and may play "
                      f"{lands_allowed(game, player)} (305.2a, 305.2b)")
    # 116.2a: a special action — the land is put onto the battlefield; it never goes on the stack.
    game.lands_played[(player, game.turn_number)] = lands_played(game, player) + 1
    enter_battlefield(game, obj, player, cause=f"play_land:{obj.id}")
