"""Adventurer cards (715; branch castfrom).

* 715.2, 715.4: an adventurer card has its normal characteristics (the creature's) in every zone except
  on the stack as an Adventure; its Adventure (the inset: e.g. an instant — Adventure) defines
  alternative characteristics it may have as a spell (state/game.py keeps them as ``halves``: the
  normal ones first, the Adventure's second, as a split card's halves).
* 715.3: as it is cast the player chooses: normally (the cast names no face, or the card's own name)
  or as an Adventure (the cast's ``face`` names the Adventure). 715.3a: only the alternative
  characteristics are evaluated to cast it as an Adventure (rules/top_of_library.as_cast too, 601.3e);
  715.3b: on the stack as an Adventure it has only them (state/layers.printed_values, ``cast_half``).
* 715.3d: instead of putting a spell cast as an Adventure into its owner's graveyard as it resolves,
  its controller exiles it; for as long as that card remains exiled, that player may play it — but not
  cast it as an Adventure this way. Countered, or leaving the stack otherwise, it goes where it would.
* 715.3c: a copy of an Adventure spell is an Adventure too (it has the spell's values, 707.10); it
  ceases to exist as it leaves the stack (707.10a), wherever it would go.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem


def is_adventurer(obj: "GameObject") -> bool:
    return getattr(obj, "adventurer", False)


def choose(obj: "GameObject", action: dict[str, Any]) -> bool:
    """715.3: the choice for an adventurer card (True when the card is one): ``cast_half`` 1 as an
    Adventure, None cast normally."""
    if not is_adventurer(obj):
        return False
    face = action.get("face")
    normal, adventure = obj.halves  # type: ignore[attr-defined]
    if face is None or face == normal.name:
        obj.cast_half = None  # type: ignore[attr-defined]
    elif face == adventure.name:
        obj.cast_half = 1  # type: ignore[attr-defined]
    else:
        raise Illegal(f'"{obj.id}" is cast normally or as its Adventure {adventure.name} (715.3), not as {face!r}')
    return True


def resolved_zone(game: "Game", item: "StackItem", obj: "GameObject", zone: str) -> str:
    """715.3d: a spell cast as an Adventure is exiled as it resolves, and its controller may play it
    while it remains exiled (the card in exile is the object after the move, 400.7)."""
    if zone == "graveyard" and is_adventurer(obj) and getattr(obj, "cast_half", None) == 1 \
            and item.was_cast and not obj.spell_copy:
        obj.on_adventure = (obj.incarnation + 1, item.controller)  # type: ignore[attr-defined]
        return "exile"
    return zone


def may_cast_from_exile(game: "Game", obj: "GameObject", player: str, action: dict[str, Any]) -> bool:
    """715.3d: the card exiled on an adventure may be cast by that player — not as an Adventure."""
    rec = getattr(obj, "on_adventure", None)
    if obj.zone != "exile" or rec is None or rec != (obj.incarnation, player):
        return False
    if action.get("face") not in (None, obj.halves[0].name):  # type: ignore[attr-defined]
        raise Illegal(f'"{obj.id}" went on an adventure: it can\'t be cast as an Adventure from exile this way (715.3d)')
    return True
