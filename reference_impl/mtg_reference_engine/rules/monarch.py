"""The monarch (724), read from the grammar's tree: "you become the monarch" and the condition "if
you're the monarch".

724.1: a designation a player can have (``game.monarch``); 724.3: one monarch at a time. 724.2: two
inherent triggered abilities with no source, controlled by the player who was the monarch as they
triggered: "At the beginning of the monarch's end step, that player draws a card." and "Whenever a
creature deals combat damage to the monarch, its controller becomes the monarch." (step_triggers
and trigger_events call :func:`end_step` and :func:`combat_damage`). 724.4 (the monarch leaving the
game) needs three or more players; such a game is refused rather than played without it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .instructions import Context, action
from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, StackItem

END_STEP_TEXT = "At the beginning of the monarch's end step, that player draws a card."
DAMAGE_TEXT = "Whenever a creature deals combat damage to the monarch, its controller becomes the monarch."
KINDS = ("become_monarch",)


def monarch(game: "Game") -> str | None:
    return game.__dict__.get("monarch")


def become(game: "Game", player: str) -> None:
    if len(game.players) > 2:
        raise Unsupported("the monarch in a game of more than two players (724.4) is not executed")
    game.monarch = player  # 724.3: the current monarch ceases to be the monarch


@action("become_monarch")
def _become_monarch(ctx: Context, node: N.Action) -> None:
    become(ctx.game, ctx.player or ctx.controller)


checks_node("Action:become_monarch", lambda n: None if n.parts == () else "this 'become the monarch' is not executed")


@condition("monarch", lambda c: None if c.parts == () else "this monarch condition is not executed")
def _is_monarch(game: "Game", c: Any, you: str, source: Any) -> bool:
    return monarch(game) == you  # "if you're the monarch"


def _inherent(game: "Game", text: str, controller: str, effect: dict[str, Any]) -> None:
    from ..text.oracle import Ability

    # 724.2: no source; controlled by the monarch as it triggered
    game.pending_triggers.append({"source": None, "controller": controller,
                                  "ability": Ability(text, "triggered", {"effect": effect})})


def end_step(game: "Game") -> None:
    """724.2: the first inherent ability, as the end step begins (513.1a)."""
    if game.step == "end" and monarch(game) == game.active:
        _inherent(game, END_STEP_TEXT, game.active, {"type": "draw", "count": 1})


def combat_damage(game: "Game", event: dict[str, Any]) -> None:
    """724.2: the second inherent ability: combat damage dealt to the monarch by a creature."""
    who = monarch(game)
    if event["type"] != "damage" or not event.get("combat") or who is None or event.get("player") != who:
        return
    from .trigger_events import _as_it_was  # the creature as it dealt the damage (603.10)

    seen = _as_it_was(game, event["source"], event.get("source_incarnation"))
    if seen is None or "creature" not in seen.chars.card_types or seen.controller is None:
        return
    _inherent(game, DAMAGE_TEXT, who, {"type": "become_monarch", "player": seen.controller})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: Any) -> None:
    become(game, effect["player"])  # "its controller becomes the monarch"
