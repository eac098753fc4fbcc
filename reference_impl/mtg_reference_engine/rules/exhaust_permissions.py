"""Exhaust abilities activated "as though they haven't been activated", and mana abilities activated
while a cost is paid (branch castfrom).

* 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." — this
  ability of this object (400.7: a new object may again); a mana ability too (Loot, the Pathfinder's
  "Exhaust — {G}, {T}: Add three mana of any one color.").
* 702.177b: "During your turn, as long as you haven't activated an exhaust ability this turn, you may
  activate exhaust abilities as though they haven't been activated." allows it only if the player hasn't
  *begun* to activate an exhaust ability this turn: an exhaust ability begins to be activated as it is
  announced (602.2a), so a mana ability activated while paying for another exhaust ability (601.2g,
  602.2b) is activated after one has begun — the permission no longer applies to it.
* 601.2g, 602.2b: the player may activate mana abilities after the total cost is determined and before
  it is paid; the action lists them in ``mana_abilities`` (each the object and the index of its mana
  ability), activated in that order, each resolving at once (605.3b) before the payment. If one of them
  can't be activated the whole action is refused (and this module's records of it are undone).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import executes_node
from ..text import nodes as N
from .tree_statics import STATIC_EFFECT_CHECKS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject
    from ..text.oracle import Ability

STATIC_EFFECT_CHECKS["Phrase:exhaust_as_though_not_activated"] = lambda e: (
    None if e.parts == ("exhaust", "exhaust") else "this 'as though they haven't been activated' is not executed")
executes_node("Phrase:exhaust_as_though_not_activated")


def _is_exhaust(ability: "Ability") -> bool:
    # the tree path marks the label (text/lowering.py); the template path keeps it in the line's text
    return ability.spec.get("keyword_word") == "exhaust" or ability.text.lower().startswith("exhaust —")


def _as_though_not_activated(game: "Game", player: str, ability: "Ability") -> bool:
    """702.177b: the permission applies during its controller's turn, to an exhaust ability, while they
    haven't begun to activate an exhaust ability this turn."""
    from .player_statics import _effects

    if not _is_exhaust(ability) or game.active != player:
        return False
    if any(t == game.turn_number and p == player for t, p in game.__dict__.get("exhaust_begun", [])):
        return False
    return any(s.controller == player for s, _ in _effects(game, "exhaust_as_though_not_activated"))


def check_once(game: "Game", obj: "GameObject", player: str, ability: "Ability") -> None:
    """702.177a, 602.5b: "Activate only once" — unless an effect lets it be activated as though it
    hadn't been (702.177b). Records the activation."""
    used = game.__dict__.setdefault("activated_ever", [])
    if any(o == obj.id and i == obj.incarnation and t == ability.text for o, i, t in used) \
            and not _as_though_not_activated(game, player, ability):
        raise Illegal(f'"{obj.id}" has already activated that ability ("Activate only once", 702.177a'
                      + ("; no effect lets it be activated again now, 702.177b)" if _is_exhaust(ability) else ")"))
    game.activated_ever = used + [(obj.id, obj.incarnation, ability.text)]


def begin(game: "Game", player: str, ability: "Ability") -> None:
    """702.177b: the player has begun to activate an exhaust ability this turn."""
    if _is_exhaust(ability):
        game.exhaust_begun = [*game.__dict__.get("exhaust_begun", []), (game.turn_number, player)]


def records(game: "Game") -> tuple[list, list]:
    return list(game.__dict__.get("activated_ever", [])), list(game.__dict__.get("exhaust_begun", []))


def pay_with_mana_abilities(game: "Game", player: str, action: dict[str, Any],
                            before: tuple[list, list] | None = None) -> None:
    """601.2g, 602.2b: the mana abilities the action activates while paying, in order."""
    from .mana import activate_mana_ability

    try:
        for entry in action.get("mana_abilities") or []:
            activate_mana_ability(game, {"player": player, "object": entry["object"], "ability": entry.get("ability", 0),
                                         "pay": entry.get("pay")})
    except Illegal:
        if before is not None:  # the activation is refused: it was never begun
            game.activated_ever, game.exhaust_begun = before
        raise
