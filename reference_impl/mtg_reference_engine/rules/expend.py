"""Expending mana (700.14): "Whenever you expend N" triggers when a player pays a cost to cast a
spell and the mana they had spent to cast spells this turn goes from less than N to at least N.
The mana counted is the mana spent from the pool to pay for spells (601.2h), recorded by
``record_spent`` as each spell's cost is paid. Its Oracle template: text/expend_text.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

executes("event", "expend")


def record_spent(game: "Game", player: str, amount: int) -> None:
    """601.2h: ``amount`` mana was just spent by ``player`` to cast a spell."""
    if not amount:
        return
    spent = game.__dict__.setdefault("mana_spent_on_spells", {})
    key = (game.turn_number, player)
    before = spent.get(key, 0)
    spent[key] = before + amount
    game.events.append({"type": "expend", "player": player, "before": before, "after": before + amount})


def expend_triggers(game: "Game", event: dict) -> None:
    """700.14: the ability triggers if the total went from less than N to at least N."""
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "triggered" or spec.get("event") != "expend" or perm.controller != event["player"]:
                continue
            if event["before"] < spec["n"] <= event["after"]:
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": ability})
