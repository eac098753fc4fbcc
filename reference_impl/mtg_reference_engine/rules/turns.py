"""Turn structure (CR 500): moving from one step or phase to the next."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.layers import end_of_turn_cleanup
from .mana import empty_mana_pools
from .step_triggers import beginning_of_step

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)


def advance_step(game: "Game") -> None:
    """500.2: a step or phase ends when the stack is empty and all players pass in succession.
    500.4: mana empties from each player's mana pool as each step and phase ends."""
    from ..state.game import Illegal, Unsupported

    if game.stack:
        raise Illegal("the step can't end while the stack is not empty (500.2)")
    from .combat import next_combat_step

    if next_combat_step(game):  # 509, 510: combat's own steps and their turn-based actions
        empty_mana_pools(game)
        return
    i = STEPS.index(game.step)
    if i + 1 >= len(STEPS):
        raise Unsupported("moving on to the next turn is not implemented")
    empty_mana_pools(game)
    game.step = STEPS[i + 1]
    beginning_of_step(game)  # 503.1a, 513.1a: "at the beginning of ..." abilities trigger
    if game.step == "cleanup":
        # 514.2: simultaneously, all damage wears off and "until end of turn" and "this turn"
        # effects end — here, so that every way the game reaches cleanup does all of it.
        from .damage import end_of_turn as damage_wears_off

        damage_wears_off(game)  # damage, deathtouch marks, "this turn" prevention and regeneration shields
        end_of_turn_cleanup(game)  # until-end-of-turn continuous effects, players' abilities
