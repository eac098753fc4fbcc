"""Counters (122): an effect putting counters on a permanent, and the state-based action that
annihilates +1/+1 and -1/-1 counters (704.5q).

Abilities that change or react to counters being put on a permanent ("can't have counters put on
it", "if one or more counters would be put on", "whenever one or more counters are put on") are
not executed by this engine (state/support.py): a card with one makes the fixture unsupported, so
putting counters plainly here is never silently wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def put_counters(game: "Game", action: dict[str, Any]) -> None:
    """An effect puts ``action["counters"]`` (kind -> how many) on the permanent ``action["object"]``
    (122.1, 122.6)."""
    from ..state.game import BadFixture

    obj = game.obj(action["object"])
    if obj.zone != "battlefield":
        raise BadFixture(f'"{obj.id}" is in the {obj.zone}: put_counters puts counters on a permanent')
    for kind, count in action["counters"].items():
        if count < 1:
            raise BadFixture(f'put_counters: {count!r} {kind} counters; put at least one')
        obj.counters[kind] = obj.counters.get(kind, 0) + count


def state_based_annihilation(game: "Game") -> list["GameObject"]:
    """704.5q: a permanent with both +1/+1 and -1/-1 counters on it loses N of each, N the smaller
    number. Returns the permanents it applies to (the caller performs it with the other state-based
    actions, 704.3)."""
    return [obj for obj in game.battlefield()
            if obj.counters.get("+1/+1", 0) > 0 and obj.counters.get("-1/-1", 0) > 0]


def annihilate(obj: "GameObject") -> None:
    n = min(obj.counters["+1/+1"], obj.counters["-1/-1"])
    for kind in ("+1/+1", "-1/-1"):
        obj.counters[kind] -= n
        if not obj.counters[kind]:
            del obj.counters[kind]
