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
from ..text.oracle import keyword_ability
from .targeting import still_legal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem


def _holds(game: "Game", data: dict[str, Any]) -> bool:
    """"for as long as you control [the source]": the source is the same object, on the battlefield,
    controlled by the player who gained control. "Until end of turn": until the cleanup step removes
    the effect (514.2). An exchange of control (701.12a) lasts indefinitely."""
    if data.get("until") == "end_of_turn" or data.get("indefinite"):
        return True
    src = game.objects.get(data["source"])
    return (src is not None and src.zone == "battlefield" and src.incarnation == data["source_incarnation"]
            and src.controller == data["controller"])


def gain_control(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    for spec, target in zip(effect["targets"], item.targets):
        if "object" not in target or not still_legal(game, item, spec, target):
            continue  # 608.2b
        obj = game.obj(target["object"])
        # a triggered ability's source as it was when it triggered (its StackItem keeps it in trigger)
        incarnation = (item.trigger or {}).get("source_incarnation", item.source_incarnation)
        data = {"control": True, "controller": item.controller, "source": item.source,
                "source_incarnation": incarnation}
        duration = effect.get("duration")
        if duration == "end_of_turn":
            data["until"] = "end_of_turn"
        ts = game.next_timestamp()
        game.effects.append(ContinuousEffect("2", ts, {(obj.id, obj.incarnation)},
                                             lambda ch, o: None, source=item.id,
                                             duration="end_of_turn" if duration == "end_of_turn" else "permanent",
                                             description=f"controlled by {item.controller}", data=data))
        if effect.get("untap"):
            game.untap(obj)  # "Untap that creature." (701.26a)
        if effect.get("keywords"):
            # "It gains haste until end of turn.": the same effect's ability-adding part, layer 6 (613.6)
            granted = [keyword_ability(k) for k in effect["keywords"]]

            def add(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
                ch.abilities = ch.abilities + granted

            game.effects.append(ContinuousEffect("6", ts, {(obj.id, obj.incarnation)}, add, duration="end_of_turn",
                                                 source=item.id, description="gains " + ", ".join(effect["keywords"])))
    update(game)


def exchange_control(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """701.12a: "exchange control of two target creatures": each comes under the control of the
    other's controller, for good (the effects have no duration). If the entire exchange can't be
    completed (a target is gone or illegal, 608.2b; both have the same controller, 701.12b), no part
    of it occurs."""
    objs = []
    for spec, target in zip(effect["targets"], item.targets):
        if "object" not in target or not still_legal(game, item, spec, target):
            return
        objs.append(game.obj(target["object"]))
    if len(objs) != 2 or objs[0].controller == objs[1].controller:
        return
    ts = game.next_timestamp()  # one effect, one timestamp (613.7)
    for obj, other in ((objs[0], objs[1]), (objs[1], objs[0])):
        data = {"control": True, "controller": other.controller, "indefinite": True}
        game.effects.append(ContinuousEffect("2", ts, {(obj.id, obj.incarnation)}, lambda ch, o: None,
                                             source=item.id, description=f"controlled by {other.controller}",
                                             data=data))
    update(game)


def update(game: "Game") -> None:
    from .tree_statics import controlled_by_auras

    effects = [e for e in game.effects if e.data.get("control")]
    by_auras = controlled_by_auras(game)  # "You control enchanted creature." (a static ability, 613.1b)
    if not effects and not by_auras and not any("entered_controller" in o.__dict__ for o in game.battlefield()):
        return  # (an ended effect's permanent returns to the controller it entered under, below)
    ended = [e for e in effects if not _holds(game, e.data)]
    game.effects = [e for e in game.effects if e not in ended]
    for obj in game.battlefield():
        # 613.7: the latest control-changing effect applies (an Aura's: its timestamp, 613.7e)
        mine = sorted([(e.timestamp, e.data["controller"]) for e in effects if e not in ended and e.applies_to(obj)]
                      + by_auras.get(obj.id, []))
        entered = getattr(obj, "entered_controller", None)
        if not mine and entered is None:
            continue
        # Set as attributes (not through __dict__) so the state's version sees every change.
        if entered is None or entered[0] != obj.incarnation:  # 400.7: a new object's controller is its own
            obj.entered_controller = entered = (obj.incarnation, obj.controller)
            if not mine:
                continue
        controller = mine[-1][1] if mine else entered[1]
        if controller != obj.controller:
            if getattr(obj, "entered_turn", None) is None:  # when it entered stays known
                obj.entered_turn = obj.controlled_since_turn
            obj.controller = controller
            obj.controlled_since_turn = game.turn_number  # 302.6
            from .combat import remove_from_combat
            remove_from_combat(game, obj)  # 506.4: its controller changed
