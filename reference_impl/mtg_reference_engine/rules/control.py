"""Control-changing effects (613.1b, layer 2): "Gain control of target Vampire for as long as you
control [this]".

The engine keeps each permanent's controller in ``GameObject.controller``; a control-changing
effect is a layer-2 effect in ``game.effects`` whose ``data`` says who gains control and how long.
``update`` recomputes controllers from them — the latest such effect applies (613.7) over the
controller the permanent entered under — and ends effects whose duration is over (611.2b: "for as
long as" ends when the condition stops being true and doesn't restart). It runs as the effect
starts and whenever a player would receive priority (117.5); a permanent that comes under a new
player's control this way has been under it only since this turn (302.6).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from .targeting import still_legal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem


def _holds(game: "Game", data: dict[str, Any]) -> bool:
    """"for as long as you control [the source]": the source is the same object, on the battlefield,
    controlled by the player who gained control."""
    src = game.objects.get(data["source"])
    return (src is not None and src.zone == "battlefield" and src.incarnation == data["source_incarnation"]
            and src.controller == data["controller"])


def gain_control(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    for spec, target in zip(effect["targets"], item.targets):
        if "object" not in target or not still_legal(game, item, spec, target):
            continue  # 608.2b
        obj = game.obj(target["object"])
        data = {"control": True, "controller": item.controller, "source": item.source,
                "source_incarnation": item.source_incarnation}
        game.effects.append(ContinuousEffect("2", game.next_timestamp(), {(obj.id, obj.incarnation)},
                                             lambda ch, o: None, source=item.id,
                                             description=f"controlled by {item.controller}", data=data))
    update(game)


def update(game: "Game") -> None:
    effects = [e for e in game.effects if e.data.get("control")]
    if not effects:
        return
    ended = [e for e in effects if not _holds(game, e.data)]
    game.effects = [e for e in game.effects if e not in ended]
    for obj in game.battlefield():
        mine = sorted((e for e in effects if e not in ended and e.applies_to(obj)), key=lambda e: e.timestamp)
        entered = getattr(obj, "entered_controller", None)
        if not mine and entered is None:
            continue
        # Set as attributes (not through __dict__) so the state's version sees every change.
        if entered is None or entered[0] != obj.incarnation:  # 400.7: a new object's controller is its own
            obj.entered_controller = entered = (obj.incarnation, obj.controller)
            if not mine:
                continue
        controller = mine[-1].data["controller"] if mine else entered[1]
        if controller != obj.controller:
            if getattr(obj, "entered_turn", None) is None:  # when it entered stays known
                obj.entered_turn = obj.controlled_since_turn
            obj.controller = controller
            obj.controlled_since_turn = game.turn_number  # 302.6
