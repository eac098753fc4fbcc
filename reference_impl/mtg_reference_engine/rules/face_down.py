"""Face-down permanents (708) and turning them face up (702.37e, 708.8).

A face-down permanent is a 2/2 creature with no name, mana cost, color, types or abilities
(708.2, applied in layer 1b by ``layers``). Its controller may turn it face up at any time they
have priority by paying its morph cost (702.37e, a special action, 116.2b): the morph cost it would
have face up — so after a copy effect, the copied object's (707.3's examples). A permanent without
a morph cost can't be turned face up this way.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import characteristics
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "morph", "megamorph")


def turn_face_up(game: "Game", action: dict[str, Any]) -> None:
    from ..state.game import Illegal

    obj = game.obj(action["object"])
    if obj.zone != "battlefield" or not obj.face_down:
        raise Illegal(f'"{obj.id}" is not a face-down permanent')
    if obj.controller != action["player"]:
        raise Illegal(f'{action["player"]} does not control "{obj.id}" (702.37e)')
    obj.face_down = False  # look at the values it would have face up
    face_up = characteristics(game, obj, upto="1a")
    obj.face_down = True
    morphs = [a.spec["keyword"] for a in face_up.abilities
              if a.kind == "keyword" and a.spec.get("keyword") in ("morph", "megamorph", "disguise")]  # 702.168b
    if not morphs:
        raise Illegal(f'"{obj.id}" has no morph cost to pay: it can\'t be turned face up this way (702.37e)')
    obj.face_down = False  # 708.8: the morph cost is taken as paid; it doesn't use the stack
    # 708.8: "when this is turned face up" triggers now (rules/trigger_verbs.py)
    game.events.append({"type": "turned_face_up", "object": obj.id, "incarnation": obj.incarnation})
    if morphs[0] == "megamorph":
        # 702.37b: "As this permanent is turned face up, if its megamorph cost was paid, put a +1/+1
        # counter on it."
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
