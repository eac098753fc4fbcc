"""Firebending N (702.189a; branch kw3): "Whenever this creature attacks, add N {R}. Until end of
combat, you don't lose this mana as steps and phases end." A triggered ability (it uses the stack:
not a mana ability, 605.1a); the mana is kept through the combat steps (rules/mana.empty_mana_pools,
Mana.keep) and lost as the end of combat step ends (106.4, 511.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "firebending")
KINDS = ("firebending",)


def attack_triggers(game: "Game", attackers: dict[str, dict[str, Any]]) -> None:
    """508.3a: each firebending instance of each declared attacker triggers."""
    for oid in attackers:
        obj = game.obj(oid)
        for ability in game.chars(obj).abilities:
            if ability.kind == "keyword" and ability.spec.get("keyword") == "firebending":
                trigger = Ability(ability.text, "triggered",
                                  {"effect": {"type": "firebending", "n": ability.spec["n"], "targets": []}})
                game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                              "controller": obj.controller, "ability": trigger})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    game.players[item.controller].mana_pool.add("R", effect["n"], source=item.source, keep="combat")
