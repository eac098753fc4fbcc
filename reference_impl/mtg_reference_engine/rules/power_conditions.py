"""Conditions on creatures' power read from the grammar's tree (branch grams): "Activate only if
creatures you control have total power 8 or greater" (602.5b; the formidable ability word, 207.2c).

The total is the sum of the powers of the creatures that player controls as they are now (613: after
every layer); a negative power counts as it is (107.1b: a comparison uses a negative value).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _one_int(c: Any) -> str | None:
    ok = len(c.parts) == 1 and isinstance(c.parts[0], int) and not isinstance(c.parts[0], bool)
    return None if ok else "this total power condition is not executed"


@condition("total_power_at_least", _one_int)
def _total_power_at_least(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    total = sum(game.chars(p).power or 0 for p in game.battlefield()
                if p.controller == you and "creature" in game.chars(p).card_types)
    return total >= c.parts[0]
