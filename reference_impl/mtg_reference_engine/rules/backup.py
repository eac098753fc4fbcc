"""Backup N (702.165; branch kw3): "When this creature enters, put N +1/+1 counters on target
creature. If that's another creature, it also gains the non-backup abilities of this creature
printed below this one until end of turn."

* 702.165a: the abilities printed after this backup ability on the object, not other backup
  abilities; 702.165c: only printed ones — the object's own card (a permanent whose abilities a copy
  effect gave it is refused: 702.165b keeps the copied order, which this engine doesn't record).
* 702.165d: the abilities granted are determined as the ability is put on the stack.
* "another creature": an object other than the backup creature (400.7: this object); the grant
  lasts until end of turn (a layer 6 effect, 613.1f, 514.2).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from ..state.support import Unsupported, executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "backup")
KINDS = ("backup",)


def _printed_after(game: "Game", obj: "GameObject", ability: Ability) -> list[Ability]:
    """702.165a, 702.165c: the non-backup abilities printed below this backup ability."""
    from .entering import copy_generation

    if copy_generation(game, obj):
        raise Unsupported("backup on a permanent whose abilities a copy effect gave is not executed (702.165b)")
    face = obj.back if getattr(obj, "transformed", False) and getattr(obj, "back", None) is not None else obj.base
    printed = list(face.abilities)
    at = next((i for i, a in enumerate(printed) if a is ability), None)
    if at is None:  # granted to it, not printed on it (702.165c): there is nothing printed below it
        return []
    return [a for a in printed[at + 1:] if not (a.kind == "keyword" and a.spec.get("keyword") == "backup")]


def enters_triggers(game: "Game", entered: "GameObject") -> None:
    """603.6a: each backup ability of the permanent that entered triggers (702.165a)."""
    for ability in game.chars(entered).abilities:
        if ability.kind != "keyword" or ability.spec.get("keyword") != "backup":
            continue
        grants = _printed_after(game, entered, ability)  # 702.165d: as it is put on the stack
        trigger = Ability(ability.text, "triggered", {"effect": {
            "type": "backup", "n": ability.spec["n"], "targets": [{"types": ["creature"]}], "grants": grants}})
        game.pending_triggers.append({"source": entered.id, "source_incarnation": entered.incarnation,
                                      "controller": entered.controller, "ability": trigger})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
    if "object" not in target or not still_legal(game, item, spec, target):
        return  # 608.2b
    obj = game.obj(target["object"])
    obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + effect["n"]  # 122.1
    source_incarnation = item.trigger.get("source_incarnation")
    if (obj.id, obj.incarnation) == (item.source, source_incarnation) or not effect["grants"]:
        return  # "If that's another creature"
    granted = list(effect["grants"])

    def add(ch: Any, o: "GameObject", granted: list[Ability] = granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(obj.id, obj.incarnation)}, add,
                                         duration="end_of_turn", source=item.source,
                                         description="backup: gains the abilities printed below it"))
