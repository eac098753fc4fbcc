"""Day and night (730) and the keywords daybound and nightbound (702.145) — branch kw3.

The game starts with neither designation (730.1); ``game.day_night`` is None, "day" or "night".
* 702.145d, 702.145g: any time a player controls a permanent with daybound and it's neither, it
  becomes day; with nightbound (and no daybound permanent on the battlefield), it becomes night.
* 702.145c, 702.145f: any time a daybound permanent is front face up at night, or a nightbound one
  back face up by day, its controller transforms it — immediately, not a state-based action. This
  engine performs both checks whenever the state may have changed them: before a player would
  receive priority (117.5, with the state-based actions), as it becomes day or night, and as a
  permanent enters.
* 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
  transformed"; 702.145b, 702.145e: "This permanent can't transform except due to its daybound
  [nightbound] ability" (rules_effects.transform asks ``cant_transform``).
* 502.2, 730.2: in the untap step, after phasing: if it's day and the previous turn's active player
  cast no spells during that turn, it becomes night; if it's night and they cast two or more, it
  becomes day. The spells counted are those the game recorded (turn_effects: game.spells_cast): a
  fixture states no spell cast before it began, as the werewolves' "if no spells were cast last
  turn" (rules_effects.condition_holds) reads it too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import executes
from .tree_conditions import condition

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("keyword", "daybound", "nightbound")


def current(game: "Game") -> str | None:
    """730.1: "day", "night", or None (neither)."""
    return game.__dict__.get("day_night")


def _has(game: "Game", obj: "GameObject", keyword: str) -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") == keyword for a in game.chars(obj).abilities)


def _double_faced(obj: "GameObject") -> bool:
    """701.27c: only a permanent represented by a double-faced card (or a copy of one, 707.8a) transforms."""
    return getattr(obj, "back", None) is not None


def cant_transform(game: "Game", obj: "GameObject") -> bool:
    """702.145b, 702.145e: a permanent with daybound or nightbound transforms only by that ability."""
    return obj.zone == "battlefield" and (_has(game, obj, "daybound") or _has(game, obj, "nightbound"))


def becomes(game: "Game", value: str) -> None:
    """730.1: it becomes day or night; then the bound permanents transform at once (702.145c, f)."""
    game.day_night = value
    update(game)


def update(game: "Game") -> None:
    """702.145c, d, f, g: the designation a bound permanent gives a game with neither, then the
    transformations day or night calls for."""
    from .rules_effects import transform

    for _ in range(len(game.objects) + 2):
        perms = [p for p in game.battlefield() if not p.face_down]
        if current(game) is None:
            if any(_has(game, p, "daybound") for p in perms):  # 702.145d
                game.day_night = "day"
            elif any(_has(game, p, "nightbound") for p in perms):  # 702.145g: no daybound permanent
                game.day_night = "night"
        due = [p for p in perms if _double_faced(p) and (
            (current(game) == "night" and not getattr(p, "transformed", False) and _has(game, p, "daybound"))
            or (current(game) == "day" and getattr(p, "transformed", False) and _has(game, p, "nightbound")))]
        if not due:
            return
        for p in due:
            transform(game, p, bound=True)


def enters(game: "Game", obj: "GameObject") -> None:
    """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    transformed" (a replacement effect on how it enters, 614.1c; called while it is entering)."""
    if current(game) == "night" and _double_faced(obj) and not getattr(obj, "transformed", False) \
            and not obj.face_down and _has(game, obj, "daybound"):
        obj.transformed = True  # type: ignore[attr-defined]


def untap_step(game: "Game", previous_active: str, previous_turn: int) -> None:
    """502.2, 730.2a-c: the day/night check of the untap step, after phasing (502.1)."""
    cast = sum(1 for c in game.spells_cast if c["turn"] == previous_turn and c["player"] == previous_active)
    if current(game) == "day" and cast == 0:
        becomes(game, "night")  # 730.2a
    elif current(game) == "night" and cast >= 2:
        becomes(game, "day")  # 730.2b


# -- "if it's night", "if it's day" (730.1) -----------------------------------------------------------

def _no_parts(c: Any) -> str | None:
    return None if not c.parts else "this condition's shape is not executed"


@condition("night", _no_parts)
def _night(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return current(game) == "night"


@condition("day", _no_parts)
def _day(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    return current(game) == "day"
