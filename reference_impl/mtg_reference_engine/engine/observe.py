"""Observations: the game as the contract reports it (schemas/observation.schema.json)."""

from __future__ import annotations

from typing import Any

from ..state import keywords
from ..state.game import Game
from ..rules.mana import object_mana_value
from ..rules.visibility import revealing_statics, visible_to
from ..rules.self_names import ability_text  # branch names: 201.5b


def snapshot(game: Game) -> dict[str, Any]:
    objects: dict[str, Any] = {}
    new_triggers = game.triggered_log[game.triggered_observed:]  # since the previous observation
    game.triggered_observed = len(game.triggered_log)
    revealing = revealing_statics(game)
    for obj in game.objects.values():
        if obj.zone is None:
            objects[obj.id] = {"zone": None, "owner": obj.owner}
            continue
        ch = game.chars(obj)
        entry: dict[str, Any] = {
            "zone": obj.zone,
            "name": ch.name,
            "mana_cost": ch.mana_cost,
            "colors": list(ch.colors),
            "card_types": list(ch.card_types),
            "subtypes": list(ch.subtypes),
            "supertypes": list(ch.supertypes),
            "abilities": [ability_text(a, ch.name) for a in ch.abilities],  # branch names: 201.5b
            "power": ch.power,
            "toughness": ch.toughness,
            "loyalty": ch.loyalty,
            "counters": dict(obj.counters),
            "tapped": obj.tapped,
            "face_down": obj.face_down,
            "controller": obj.controller,
            "owner": obj.owner,
            "damage": obj.damage,
            "attached_to": obj.attached_to,
            "token": obj.token,
            "double_faced": getattr(obj, "back", None) is not None,  # 712.1
            "back_face_up": bool(getattr(obj, "transformed", False)),
            "triggered": new_triggers.count(obj.id),
            # 202.3e: X is 0 except for a spell on the stack, where it is the X chosen for it
            "mana_value": object_mana_value(game, obj, next((i.x or 0 for i in game.stack if i.id == obj.id), 0)
                                            if obj.zone == "stack" else 0),
        }
        seen = visible_to(game, obj, revealing)  # 400.2, 402.3, 708.5, 722.4
        if seen is not None:
            entry["visible_to"] = seen
        if obj.created_by:
            entry["created_by"] = obj.created_by
        objects[obj.id] = entry
    # branch meld (712.4a, 701.42a): the two cards of a melded permanent are that one permanent; each
    # card's id reports it, with "melded_with" naming the other card
    from ..rules.meld import MELDED, host_of

    for obj in game.objects.values():
        host = host_of(game, obj) if obj.zone == MELDED else None
        if host is not None:
            objects[obj.id] = {**objects[host.id], "owner": obj.owner, "triggered": objects[obj.id].get("triggered", 0),
                               "melded_with": host.id}
            objects[host.id]["melded_with"] = obj.id
    players = {}
    for pid, p in game.players.items():
        players[pid] = {
            "life": p.life,
            "hand_size": sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == pid),
            "library_size": sum(1 for o in game.objects.values() if o.zone == "library" and o.owner == pid),
            "graveyard_size": sum(1 for o in game.objects.values() if o.zone == "graveyard" and o.owner == pid),
            "mana_pool": p.mana_pool.symbols(),
            "lost": p.lost,
            "poison": p.poison,
            "abilities": keywords.player_ability_texts(game, pid),
        }
    stack = []
    for item in game.stack:
        entry = {"id": item.id, "kind": item.kind, "controller": item.controller, "targets": item.targets,
                 "is_copy": item.is_copy}
        if item.source:
            entry["source"] = item.source
        if item.x is not None:
            entry["x"] = item.x
        if item.ability is not None:
            entry["text"] = item.ability.text
        if item.modes:
            entry["modes"] = list(item.modes)
        if item.owner:
            entry["owner"] = item.owner
        stack.append(entry)
        # A spell or ability on the stack is an object too (109.1): report its decisions under its id.
        about = {k: entry[k] for k in ("kind", "targets", "is_copy", "x", "modes", "source") if k in entry}
        if item.id in objects:
            objects[item.id].update(about)
        else:
            objects[item.id] = {"zone": "stack", "controller": item.controller, "text": entry.get("text", ""),
                                **about}
    return {"objects": objects, "players": players, "stack": stack,
            "turn": {"active": game.active, "step": game.step},
            # 104.2a: the game is over once one player remains (the winner); 104.4a: none, a draw
            "game": {"over": game.over, "winner": game.winner}}
