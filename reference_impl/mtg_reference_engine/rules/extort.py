"""Extort (702.101a): "Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses 1
life and you gain life equal to the total life lost this way." Each instance triggers separately
(702.101b). The payment is the controller's choices as the ability resolves: ``may`` ("yes" or
"no"), then ``pay_mana`` (the mana paid from their pool, e.g. "{B}"), as for "you may pay" read from
the grammar's tree (rules/resolution_costs.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "extort")
KINDS = ("extort",)


def extort_triggers(game: "Game", caster: str) -> None:
    """603.2: a spell cast by the permanent's controller (a copy isn't cast, 707.10)."""
    for perm in game.battlefield():
        if perm.controller != caster:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "keyword" and ability.spec.get("keyword") == "extort":
                trig = Ability(ability.text, "triggered", {"effect": {"type": "extort", "targets": []}})
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": trig})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .mana import pay_mana

    asker = item.source or item.id
    you = item.controller
    if game.choose("may", asker, ["yes", "no"], player=you) != "yes":
        return
    paid = game.choose("pay_mana", asker, None, player=you)
    if not isinstance(paid, str):
        raise Illegal(f"the 'pay_mana' choice for {asker!r} is the mana paid, e.g. \"{{B}}\"")
    pay_mana(game, you, "{W/B}", None, paid)
    lost = 0
    for opponent in game.opponents(you):
        game.players[opponent].life -= 1  # 119.3
        lost += 1
    if lost:  # 119.3, 119.10: a life-gain event
        from .player_replacements import gain_life

        gain_life(game, you, lost)  # 119.10 through its replacements (branch replace)
