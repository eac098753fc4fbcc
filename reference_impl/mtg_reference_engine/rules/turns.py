"""Turn structure (CR 500): moving from one step or phase to the next, and from the cleanup step
to the next turn's untap, upkeep and draw steps (502-504)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.layers import end_of_turn_cleanup
from .combat_keywords import doesnt_untap as kept_by_a_restriction
from ..state.support import executes
from .mana import empty_mana_pools
from .step_triggers import beginning_of_step
from ..state.support import executes

# What this module executes (support.py): "You have no maximum hand size." (402.2, 514.1)
executes("rule", "no_maximum_hand_size")

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "may_choose_not_to_untap")

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
    if _extra_upkeep(game):  # 500.10: an added beginning phase with only an upkeep step
        return
    i = STEPS.index(game.step)
    if i + 1 >= len(STEPS):
        next_turn(game)
        return
    empty_mana_pools(game)
    game.step = STEPS[i + 1]
    if game.step == "draw" and game.__dict__.get("starting_player"):  # branch restart: 103.8a (rules/restart.py)
        from .restart import skips_first_draw

        if skips_first_draw(game):
            game.step = "precombat_main"
    if game.step == "draw":
        game.draw(game.active, 1)  # 504.1: the active player draws a card (a turn-based action)
    if game.step == "precombat_main":
        from .sagas import precombat_main

        precombat_main(game)  # 714.3b: a lore counter on each Saga of the active player (branch filtlay)
    if game.step == "cleanup":
        discard_to_hand_size(game)  # 514.1: first, before anything triggers in the step
    if game.step == "end":  # branch impulse: "until your next end step" ends as it begins
        from .play_permissions import end_step_begins

        end_step_begins(game)
    beginning_of_step(game)  # 503.1a, 513.1a: "at the beginning of ..." abilities trigger
    if game.step == "cleanup":
        # 514.2: simultaneously, all damage wears off and "until end of turn" and "this turn"
        # effects end — here, so that every way the game reaches cleanup does all of it.
        from .damage import end_of_turn as damage_wears_off

        damage_wears_off(game)  # damage, deathtouch marks, "this turn" prevention and regeneration shields
        end_of_turn_cleanup(game)  # until-end-of-turn continuous effects, players' abilities


#: The last step of each phase (500.1): an effect adding steps "after this phase" adds them after it.
LAST_OF_PHASE = {"untap": "draw", "upkeep": "draw", "draw": "draw", "precombat_main": "precombat_main",
                 "beginning_of_combat": "end_of_combat", "declare_attackers": "end_of_combat",
                 "declare_blockers": "end_of_combat", "combat_damage": "end_of_combat",
                 "end_of_combat": "end_of_combat", "postcombat_main": "postcombat_main"}


def add_upkeep_steps_after_this_phase(game: "Game", count: int) -> None:
    """500.10: "you get that many additional upkeep steps after this phase": that many beginning
    phases, each with only an upkeep step (its untap and draw steps are skipped, 500.11), directly
    after the current phase."""
    from ..state.support import Unsupported

    if count <= 0:
        return
    after = LAST_OF_PHASE.get(game.step)
    if after is None:  # the ending phase: the added phases would come before the next turn
        raise Unsupported(f"adding upkeep steps after the {game.step} step's phase is not implemented (500.10)")
    pending = dict(getattr(game, "added_upkeeps", None) or {})
    pending[after] = pending.get(after, 0) + count
    game.added_upkeeps = pending


def _extra_upkeep(game: "Game") -> bool:
    """Moving on at the end of a phase that has added upkeep steps after it, or from one of them."""
    pending = dict(getattr(game, "added_upkeeps", None) or {})
    resume = getattr(game, "resume_after_upkeeps", None)
    in_added = resume is not None and game.step == "upkeep"
    key = resume[0] if in_added else game.step
    if not in_added and not pending.get(key):
        return False
    if pending.get(key):
        pending[key] -= 1
        game.added_upkeeps = pending
        empty_mana_pools(game)  # 500.4
        if not in_added:
            game.resume_after_upkeeps = (key, STEPS[STEPS.index(key) + 1])
        game.step = "upkeep"  # 500.10: the new beginning phase has only an upkeep step
        beginning_of_step(game)  # 503.1a: "at the beginning of your upkeep" abilities trigger
        return True
    # the last added upkeep step ends: the game continues with the phase after the one they followed
    empty_mana_pools(game)
    game.resume_after_upkeeps = None
    game.step = resume[1]
    beginning_of_step(game)
    return True


MAX_HAND_SIZE = 7  # 402.2


def maximum_hand_size(game: "Game", player: str) -> int | None:
    """402.2: normally seven; None when an effect says the player has no maximum hand size (a static
    ability of a permanent they control: "You have no maximum hand size.")."""
    if player in game.__dict__.get("no_maximum_hand_size", ()):  # (branch costs) "... for the rest of the game"
        return None
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
    first receive priority. First in the untap step (502.1), phasing (rules/phasing.py, 702.26a);
    second, day and night (502.2, rules/day_night.py)."""
    empty_mana_pools(game)  # 500.4
    previous = (game.active, game.turn_number)  # 502.2: the previous turn's active player (branch kw3)
    from .speed import check_life_loss

    check_life_loss(game)  # 702.179d: a loss of life late in the turn ending triggers in it (branch kw3)
    # 103.1: turn order; the next player in it who is still in the game takes the next turn.
    # 500.7: an extra turn is taken directly after this one (the most recently created first); the
    # turn order then goes on from the last turn it gave (rules/misc_actions.py)
    from .misc_actions import next_turns_player

    regular = game.__dict__.get("regular_turn") or game.active
    extra = next_turns_player(game)
    while extra is not None and game.players[extra].lost:
        extra = next_turns_player(game)
    if extra is not None:
        game.regular_turn = regular
        game.active = extra
    else:
        i = game.turn_order.index(regular)
        following = game.turn_order[i + 1:] + game.turn_order[:i + 1]
        game.active = next(p for p in following if not game.players[p].lost)
        game.regular_turn = game.active
    game.turn_number += 1  # 302.6: permanents controlled since before this turn can attack and {T}
    game.step = "untap"
    from .goad import next_turn_begins

    from .play_permissions import turn_begins  # branch impulse: "until the end of your next turn" (611.2a)

    turn_begins(game)
    from .player_control import turn_begins

    turn_begins(game)  # 722.1: controlling a player lasts their next turn (branch lead722)
    next_turn_begins(game)  # 611.2b: effects lasting "until your next turn" end as it begins (goad, 701.15a)
    from .phasing import untap_step as phasing_event

    phasing_event(game)  # 502.1, 702.26a: phasing happens first, before untapping (502.3) (branch kw3)
    from .day_night import untap_step as day_night_check

    day_night_check(game, *previous)  # 502.2, 730.2: second, day or night may change (branch kw3)
    # 502.3: the active player untaps their permanents all at once — except those an effect keeps
    # tapped, and those whose controller chooses not to untap them ("You may choose not to untap
    # this creature during your untap step": an 'untap' choice, true or false).
    from . import tree_restrictions  # "doesn't untap during its controller's next untap step"

    keep = [perm for perm in game.battlefield() if perm.controller == game.active and perm.tapped
            and (untap_locked(game, perm) or doesnt_untap(game, perm) or _chooses_not_to_untap(game, perm)
                 or tree_restrictions.frozen(game, perm))]
    for perm in game.battlefield():
        if perm.controller == game.active and perm.tapped and perm not in keep:
            game.untap(perm)  # 502.3
    tree_restrictions.untap_step_over(game)  # "during its controller's next untap step": this one
    beginning_of_step(game)  # abilities that trigger in the untap step wait for the upkeep (502.4)
    game.step = "upkeep"  # 502.4: no player receives priority in the untap step
    beginning_of_step(game)  # 503.1a


# -- "doesn't untap during its controller's untap step for as long as this creature remains tapped"

def doesnt_untap(game: "Game", perm: "GameObject") -> bool:
    """502.3: "doesn't untap during its controller's untap step" — read by a template
    (rules/combat_keywords.py) or from the grammar's tree (rules/tree_statics.py)."""
    from .tree_statics import doesnt_untap as kept_by_a_static  # the tree's static abilities (502.3)

    return kept_by_a_restriction(game, perm) or kept_by_a_static(game, perm)


def _chooses_not_to_untap(game: "Game", perm: "GameObject") -> bool:
    if not any(a.kind == "static" and a.spec.get("rule") == "may_choose_not_to_untap"
               for a in game.chars(perm).abilities):
        return False
    return game.choose("untap", perm.id, [True, False]) is False


def lock_while_source_tapped(game: "Game", obj: "GameObject", item: "StackItem") -> None:
    """"That creature doesn't untap during its controller's untap step for as long as this creature
    remains tapped." (502.3, 611.2b): the source is the object that put the ability on the stack; if
    it is already untapped or gone as the effect would begin, the effect does nothing (611.2b)."""
    lock = {"object": obj.id, "incarnation": obj.incarnation, "source": item.source,
            "source_incarnation": item.trigger.get("source_incarnation", item.source_incarnation)}
    if _holds(game, lock):
        game.untap_locks = getattr(game, "untap_locks", []) + [lock]  # type: ignore[attr-defined]


def _holds(game: "Game", lock: dict) -> bool:
    src = game.objects.get(lock["source"] or "")
    return (src is not None and src.zone == "battlefield" and src.incarnation == lock["source_incarnation"]
            and src.tapped)


def untap_locked(game: "Game", perm: "GameObject") -> bool:
    return any(lock["object"] == perm.id and lock["incarnation"] == perm.incarnation and _holds(game, lock)
               for lock in getattr(game, "untap_locks", ()))


def end_untap_locks(game: "Game") -> None:
    """611.2b: a "for as long as" effect ends once its condition is false, and doesn't start again if
    it becomes true later (the source tapped again). Checked whenever a player would receive
    priority (117.5) and at each untap step."""
    locks = getattr(game, "untap_locks", None)
    if locks:
        game.untap_locks = [lock for lock in locks if _holds(game, lock)]  # type: ignore[attr-defined]
