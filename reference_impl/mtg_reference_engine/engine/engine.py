"""Running a fixture: perform its actions in order, pass priority, observe.

After every action that changes the game, the engine does what happens before a player would
receive priority (117.5): state-based actions (704), then waiting triggered abilities go on the
stack (603.3), repeated until neither applies.
"""

from __future__ import annotations

import copy
import gc
from typing import Any

from ..rules import loops  # branch loops: 731.3, 731.4, 104.4b
from ..rules import cast_keywords, casting, combat, counters, face_down, lands, mana, player_control, subgames, turns  # (importing rules registers all its modules)
from ..rules.ability_effects import enter_together
from ..rules.entering import enter_battlefield
from ..state.game import BadFixture, Game, GameOver, Illegal
from .observe import snapshot
from ..rules.priority import before_priority
from ..rules.resolution import resolve_top

MAX_RESOLUTIONS = 500


def perform(game: Game, action: dict[str, Any]) -> dict[str, Any]:
    kind = action["do"]
    action = melded_ids(game, action)  # branch meld: 712.4a, either card's id names the melded permanent
    game.begin_action(action)
    try:
        if game.over:  # 104.2a: the game has ended; nothing further happens in it
            raise Illegal(f"the game is over (104.2a): {_result(game)}; no action can be taken")
        _refuse_phased_out(game, action)
        player_control.check_action(game, action)  # 722.5: who decides for the action's player
        loops.before_choice(game, action)  # 731.3: a fragmented loop's repeat is refused (branch loops)
        if kind == "cast":
            casting.cast(game, action)
        elif kind == "activate":
            casting.activate(game, action)
        elif kind == "activate_mana":
            mana.activate_mana_ability(game, action)  # 605.3b: no stack, resolves at once
        elif kind == "next_step":
            turns.advance_step(game)
        elif kind == "resolve":
            if not game.stack:
                raise Illegal("the stack is empty: there is nothing to resolve")
            resolve_top(game)  # 608.1: all players passed in succession
        elif kind == "resolve_stack":
            if not game.stack:
                raise Illegal("the stack is empty: there is nothing to resolve")
            seen: dict = {}  # 731.4, 104.4b: the states met while all players pass (branch loops)
            for _ in range(MAX_RESOLUTIONS):
                if not game.stack:
                    break
                resolve_top(game)
                before_priority(game)
                loops.mandatory_loop(game, seen)
            else:
                raise BadFixture(f"the stack did not empty after {MAX_RESOLUTIONS} resolutions")
        elif kind in combat.ACTIONS:
            combat.perform(game, action)  # 506-511: declaring attackers and blockers, combat damage
        elif kind == "play_land":
            lands.play_land(game, action)  # 305.1, 116.2a: a special action
        elif kind == "suspend":
            cast_keywords.suspend(game, action)  # 702.62a, 116.2f: a special action
        elif kind == "plot":
            cast_keywords.plot(game, action)  # 702.170a-b: a special action
        elif kind == "foretell":
            cast_keywords.foretell(game, action)  # 702.143a-b: a special action
        elif kind == "turn_face_up":
            face_down.turn_face_up(game, action)  # 702.37e, 116.2b: a special action
        elif kind == "concede":
            subgames.concede(game, action)  # 104.3a (branch subgame)
        elif kind == "put_counters":
            counters.put_counters(game, action)  # 122.1, 122.6: an effect puts counters on a permanent
        elif kind == "put_onto_battlefield":
            objs = [game.obj(o) for o in action.get("objects") or [action["object"]]]
            for obj in objs:
                if obj.zone in ("battlefield", "stack"):
                    raise Illegal(f'"{obj.id}" is on the {obj.zone}; this action moves a card from another zone')
            if len(objs) == 1:
                enter_battlefield(game, objs[0], action["controller"], cause="effect")
            else:  # one event: 614.12 (none sees the others while entering), 603.6a (all see all)
                enter_together(game, objs, action["controller"], cause="effect")
        else:
            raise BadFixture(f"unknown action {kind!r}")
        before_priority(game)
    except Illegal as exc:
        return {"ok": False, "refused": str(exc)}
    except subgames.SubgameStarted:  # branch subgame: 728.1a, the main game waits; the subgame's first upkeep
        if _before_priority_in(game):
            return {"ok": True}
    except GameOver:  # the action ended the game (104.2a): it stands, and what it had left to do doesn't happen
        _resume_main_games(game)
        return {"ok": True}
    game.end_action()
    return {"ok": True}


def _before_priority_in(game: Game) -> bool:
    """Before a player receives priority in the game now played (117.5); True if that ended it (104.2a; a
    subgame's end resumes its main game, 728.5)."""
    try:
        before_priority(game)
    except GameOver:
        _resume_main_games(game)
        return True
    return False


def _resume_main_games(game: Game) -> None:
    """728.5 (branch subgame): a subgame that ended gives way to its main game, whose spell finishes resolving;
    then the main game goes on to the next player's priority (it may end too)."""
    while subgames.resume_main_game(game):
        try:
            before_priority(game)
            return
        except GameOver:
            continue


def _result(game: Game) -> str:
    if game.__dict__.get("drawn"):  # branch loops: 104.4b
        return f"a draw: {game.drawn}"
    lost = " and ".join(pid for pid, p in game.players.items() if p.lost)
    return f"{game.winner} won" if game.winner else f"{lost} lost at once, a draw (104.4a)"


def _refuse_phased_out(game: Game, action: dict[str, Any]) -> None:
    """702.26b: a phased-out permanent is treated as though it doesn't exist: no action may name it
    (attack or block with it, activate its abilities, target or choose it)."""
    def ids(value: Any):
        if isinstance(value, str):
            yield value
        elif isinstance(value, dict):
            for v in value.values():
                yield from ids(v)
        elif isinstance(value, list):
            for v in value:
                yield from ids(v)

    for oid in ids({k: v for k, v in action.items() if k not in ("do", "label", "name_created")}):
        obj = game.objects.get(oid)
        if obj is not None and obj.zone == "battlefield" and obj.phased_out:
            raise Illegal(f'"{oid}" is phased out: it is treated as though it doesn\'t exist (702.26b)')


def melded_ids(game: Game, action: dict[str, Any]) -> dict[str, Any]:
    """712.4a: a melded permanent is one object represented by two cards; an action naming either
    card's id names that permanent (the engine keeps it under the id of one of them)."""
    from ..rules.meld import MELDED, host_of

    others = {o.id: h.id for o in game.objects.values() if o.zone == MELDED and (h := host_of(game, o)) is not None}
    if not others:
        return action

    def swap(value: Any) -> Any:
        if isinstance(value, str):
            return others.get(value, value)
        if isinstance(value, dict):
            if value.get("kind") == "exile_order":
                return value  # 712.21b: a choice naming one card of the pair, as a card
            return {k: (v if k in ("do", "label", "name_created") else swap(v)) for k, v in value.items()}
        if isinstance(value, list):
            return [swap(v) for v in value]
        return value

    return swap(action)


def run_fixture(payload: dict[str, Any]) -> dict[str, Any]:
    # A game allocates many short-lived objects and few cycles; the cyclic garbage collector's
    # passes over the growing heap cost about as much as the game on a large board
    # (docs/BENCHMARKS.md). It is paused for the game and resumes afterwards.
    paused = gc.isenabled()
    gc.disable()
    try:
        return _run(payload)
    finally:
        if paused:
            gc.enable()


def _shared(game: Game, cards: dict[str, Any]) -> dict[int, Any]:
    """What the copy kept to undo a refused action shares with the game instead of copying (a
    deepcopy memo): what is never changed in place once made — the card pool's entries, and an
    object's printed values (its faces, as Characteristics with their parsed abilities), which
    effects replace but never change."""
    memo: dict[int, Any] = {id(card): card for card in cards.values()}
    for obj in game.objects.values():
        for values in (obj.base, getattr(obj, "back", None)):
            if values is not None:
                memo[id(values)] = values
    return memo


def _run(payload: dict[str, Any]) -> dict[str, Any]:
    cards = {c["name"]: c for c in payload["cards"]}
    game = Game(payload["setup"], cards)
    observations: dict[str, Any] = {}
    outcomes: list[dict[str, Any]] = []
    # a choice with "observe": the game as that choice is made (observe.at_choice; branch misc16)
    game.observer = lambda g, label: observations.__setitem__(label, snapshot(g))
    for action in payload["actions"]:
        if action["do"] == "observe":
            observations[action["label"]] = snapshot(game)
            outcomes.append({"ok": True})
            continue
        saved = copy.deepcopy(game, _shared(game, cards))
        outcome = perform(game, action)
        if not outcome["ok"]:
            game = saved  # a refused action changes nothing
        outcomes.append(outcome)
    if not payload["actions"] or payload["actions"][-1]["do"] != "observe":
        # The text every object ends with is decided too (support.py); an observation already did it.
        for obj in list(game.objects.values()):
            if obj.zone is not None:
                game.chars(obj)
    return {"observations": observations, "actions": outcomes}
