"""Turn structure (CR 500): moving from one step or phase to the next, and from the cleanup step
to the next turn's untap, upkeep and draw steps (502-504)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.layers import end_of_turn_cleanup
from .combat_keywords import doesnt_untap
from ..state.support import executes
from .mana import empty_mana_pools
from .step_triggers import beginning_of_step

# What this module executes (support.py): "You have no maximum hand size." (402.2, 514.1)
executes("rule", "no_maximum_hand_size")

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

STEPS = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)


def advance_step(game: "Game") -> None:
    """500.2: a step or phase ends when the stack is empty and all players pass in succession.
    500.4: mana empties from each player's mana pool as each step and phase ends."""
    from ..state.game import Illegal

    if game.stack:
        raise Illegal("the step can't end while the stack is not empty (500.2)")
    from .combat import next_combat_step

    if next_combat_step(game):  # 509, 510: combat's own steps and their turn-based actions
        empty_mana_pools(game)
        return
    i = STEPS.index(game.step)
    if i + 1 >= len(STEPS):
        next_turn(game)
        return
    empty_mana_pools(game)
    game.step = STEPS[i + 1]
    if game.step == "draw":
        game.draw(game.active, 1)  # 504.1: the active player draws a card (a turn-based action)
    if game.step == "cleanup":
        discard_to_hand_size(game)  # 514.1: first, before anything triggers in the step
    beginning_of_step(game)  # 503.1a, 513.1a: "at the beginning of ..." abilities trigger
    if game.step == "cleanup":
        # 514.2: simultaneously, all damage wears off and "until end of turn" and "this turn"
        # effects end — here, so that every way the game reaches cleanup does all of it.
        from .damage import end_of_turn as damage_wears_off

        damage_wears_off(game)  # damage, deathtouch marks, "this turn" prevention and regeneration shields
        end_of_turn_cleanup(game)  # until-end-of-turn continuous effects, players' abilities


MAX_HAND_SIZE = 7  # 402.2


def maximum_hand_size(game: "Game", player: str) -> int | None:
    """402.2: normally seven; None when an effect says the player has no maximum hand size (a static
    ability of a permanent they control: "You have no maximum hand size.")."""
    for perm in game.battlefield():
        if perm.controller == player and any(a.kind == "static" and a.spec.get("rule") == "no_maximum_hand_size"
                                             for a in game.chars(perm).abilities):
            return None
    return MAX_HAND_SIZE


def discard_to_hand_size(game: "Game") -> None:
    """514.1: as the cleanup step begins, if the active player's hand holds more cards than their
    maximum hand size, they discard enough cards to reduce it to that number, choosing which (a
    'discard' choice recorded for that player, with no object). A turn-based action: it doesn't use
    the stack."""
    from .spell_effects import discard

    limit = maximum_hand_size(game, game.active)
    hand = sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == game.active)
    if limit is not None and hand > limit:
        discard(game, game.active, hand - limit, None)


def next_turn(game: "Game") -> None:
    """The cleanup step ends and the next turn begins (500.1): the next player in turn order (103.1)
    becomes the active player; in the untap step, which no player gets priority in (502.4),
    they untap their permanents (502.3); the game moves on to the upkeep step (503), where players
    first receive priority. Phasing (502.1) and day/night (502.2) are abilities this engine doesn't
    execute (support.py), so no permanent here has them."""
    empty_mana_pools(game)  # 500.4
    # 103.1: turn order; the next player in it who is still in the game takes the next turn.
    i = game.turn_order.index(game.active)
    following = game.turn_order[i + 1:] + game.turn_order[:i + 1]
    game.active = next(p for p in following if not game.players[p].lost)
    game.turn_number += 1  # 302.6: permanents controlled since before this turn can attack and {T}
    game.step = "untap"
    stay = [p for p in game.battlefield() if p.controller == game.active and p.tapped and doesnt_untap(game, p)]
    for perm in game.battlefield():
        if perm.controller == game.active and perm.tapped and perm not in stay:
            perm.tapped = False  # 502.3
    beginning_of_step(game)  # abilities that trigger in the untap step wait for the upkeep (502.4)
    game.step = "upkeep"  # 502.4: no player receives priority in the untap step
    beginning_of_step(game)  # 503.1a
