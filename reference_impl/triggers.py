"""Triggered abilities (603): noticing events, and putting waiting abilities on the stack the next
time a player would receive priority, in APNAP order (603.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from .game import StackItem

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game


def check_events(game: "Game") -> None:
    """Turn recorded events into waiting triggered abilities. 603.6a: enter triggers look at the
    permanent after the event, so the entering permanent's own abilities count."""
    events, game.events = game.events, []
    for event in events:
        if event["type"] == "gain_life":
            _life_gain_triggers(game, event)
            continue
        if event["type"] != "enters":
            continue
        entered = game.objects[event["object"]]
        if entered.zone != "battlefield" or entered.incarnation != event["incarnation"]:
            continue
        for perm in game.battlefield():
            for ability in game.chars(perm).abilities:
                if ability.kind != "triggered" or ability.spec.get("event") != "enters":
                    continue
                if ability.spec.get("self"):
                    if perm is not entered:
                        continue
                elif not game.matches(entered, ability.spec.get("filter", {}), perm.controller, perm):
                    continue
                game.pending_triggers.append({
                    "source": perm.id, "source_incarnation": perm.incarnation, "controller": perm.controller,
                    "ability": ability, "object": entered.id, "incarnation": entered.incarnation,
                    # 107.3m: an object's own enters trigger uses the X of the spell it was
                    "x": event.get("x") if perm is entered else None,
                })


def _life_gain_triggers(game: "Game", event: dict) -> None:
    """'Whenever you gain life' triggers once per life-gain event (119.10, 702.15e)."""
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            if ability.kind == "triggered" and ability.spec.get("event") == "gain_life" \
                    and perm.controller == event["player"]:
                game.pending_triggers.append({
                    "source": perm.id, "source_incarnation": perm.incarnation, "controller": perm.controller,
                    "ability": ability,
                })


def put_on_stack(game: "Game") -> None:
    """603.3b: each player, in APNAP order, puts their waiting abilities on the stack in the order
    they choose (a 'trigger_order' choice when they have more than one)."""
    check_events(game)
    waiting, game.pending_triggers = game.pending_triggers, []
    for player in game.apnap():
        mine = [t for t in waiting if t["controller"] == player]
        if len({(t["source"], id(t["ability"])) for t in mine}) > 1:  # instances of one ability: order unobservable
            order = game.choose("trigger_order", None, [t["source"] for t in mine])
            mine = sorted(mine, key=lambda t: order.index(t["source"]) if t["source"] in order else len(order))
        for trig in mine:
            game.stack.append(StackItem(
                id=game.new_id("trigger"), kind="triggered_ability", controller=player, source=trig["source"],
                ability=trig["ability"], trigger=trig, x=trig.get("x"),
            ))
