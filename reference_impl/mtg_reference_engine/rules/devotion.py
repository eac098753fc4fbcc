"""Devotion (700.5, 700.5a; branch faces): a player's devotion to a color is the number of mana
symbols of that color among the mana costs of permanents they control (a hybrid symbol counts for
each of its colors), increased by effects such as "Your devotion to each color and each combination
of colors is increased by one."

700.5a: devotion, and the effects that modify it, are calculated after copy, control and
text-changing effects (layers 1-3) but before any other effect that modifies characteristics — an
exception to 613.10. So "As long as your devotion to red is less than five, Purphoros isn't a
creature" (a type-changing effect, layer 4) looks at the permanents' mana costs and abilities as
layers 1-3 leave them, and never depends on itself.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from . import tree_statics
from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _increase(ability: Any) -> int:
    tree = ability.spec.get("tree") if ability.kind == "static" else None
    if not isinstance(tree, N.Static) or tree.condition is not None:
        return 0
    return sum(e.parts[0] for e in tree.effects if isinstance(e, N.Phrase) and e.kind == "devotion_increased")


def devotion(game: "Game", player: str, colors: tuple[str, ...]) -> int:
    """700.5: the player's devotion to the colors (one color, or a combination: a symbol of any of
    them counts once); 700.5a: from the permanents' values after layers 1-3, with the increases their
    abilities (as layers 1-3 leave them) give."""
    from ..state.layers import characteristics

    letters = {LETTERS[c.lower()] for c in colors}
    total = 0
    for perm in game.battlefield():
        if perm.controller != player:  # 108.4, layer 2 (control effects change the controller)
            continue
        ch = characteristics(game, perm, upto="3")
        cost = ch.mana_cost or ""
        total += sum(1 for sym in cost.replace("}", "").split("{")[1:] if letters & set(sym.upper().split("/")))
        total += sum(_increase(a) for a in ch.abilities)
    return total


# -- "Your devotion to each color and each combination of colors is increased by one." -------------

def _increase_problem(e: N.Phrase) -> str | None:
    return None if len(e.parts) == 1 and isinstance(e.parts[0], int) else "this devotion increase is not executed"


executes_node("Phrase:devotion_increased")
tree_statics.STATIC_EFFECT_CHECKS["Phrase:devotion_increased"] = _increase_problem


# -- "As long as your devotion to red [and green] is less than five, ..." --------------------------

def _less_than_check(c: N.Condition) -> str | None:
    *colors, n = c.parts
    if not colors or not all(isinstance(x, str) and x.lower() in LETTERS for x in colors) or not isinstance(n, int):
        return "this devotion condition is not executed"
    return None


@condition("devotion_less_than", _less_than_check)
def _less_than(game: "Game", cond: N.Condition, you: str, source: "GameObject | None") -> bool:
    *colors, n = cond.parts
    return devotion(game, you, tuple(colors)) < n


# 700.5a: devotion reads the permanents only through layer 3, so a static ability of any layer from 4
# on may ask it while it applies without depending on itself (tree_statics' conditions "safe now")
tree_statics._NOW_SAFE += ("devotion_less_than",)
