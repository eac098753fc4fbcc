"""Bargain (702.166): "As an additional cost to cast this spell, you may sacrifice an artifact,
enchantment, or token" (the one the cast names in ``bargain``, checked and sacrificed by
rules/cast_keywords.py), and the linked conditions "if this spell was bargained" (a spell as it
resolves) and "if it was bargained" (the permanent a bargained spell became, 702.166b-c).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported
from ..text import nodes as N
from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _bargained_check(c: Any) -> str | None:
    if not c.parts or (len(c.parts) == 1 and isinstance(c.parts[0], N.SelfRef)):
        return None  # "this spell was bargained", "it's bargained" of the spell itself
    return "this 'was bargained' condition is not executed"


@condition("bargained", _bargained_check)
def _bargained(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    """702.166b: a spell whose controller declared the intention to pay its bargain cost was
    bargained; the permanent it becomes too (resolution records it, 400.7)."""
    if source is None:
        raise Unsupported("'if this spell was bargained' with no spell to read")
    # the spell as it resolves (rules/resolution.py), or the permanent it became (cast_keywords.entered_from_stack)
    return getattr(source, "bargained_incarnation", None) == source.incarnation
