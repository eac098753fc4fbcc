"""A target that depends on an earlier target of the same instruction (601.2c, 603.3d, 608.2b; branch
faces): "it deals 2 damage to target opponent or planeswalker and 2 damage to up to one target creature
that player or that planeswalker's controller controls" (Ravager of the Fells).

Targets are chosen in the order the text names them (601.2c, 603.3d), so the second target's legality
is judged against the first as chosen: the player it is, or the controller of the planeswalker it is.
As the ability resolves (608.2b) the second is checked again against that same first target. Read only
in a triggered ability whose whole effect is that one damage instruction with the player-or-planeswalker
target first (rules/triggers.py chooses its targets in order); anywhere else the qualifier is refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import Seen, node_qualifier
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

_SO_FAR = "_targets_so_far"


class targets_so_far:
    """While a spell's or ability's targets are chosen or checked: the targets chosen before (in order)."""

    def __init__(self, game: "Game", targets: list[dict[str, str]] | None) -> None:
        self.game, self.targets = game, targets

    def __enter__(self) -> None:
        self.saved = self.game.__dict__.get(_SO_FAR)
        self.game.__dict__[_SO_FAR] = self.targets

    def __exit__(self, *exc: Any) -> None:
        self.game.__dict__[_SO_FAR] = self.saved


def _player_or_planeswalker(t: Any) -> bool:
    return isinstance(t, N.Target) and not t.up_to and t.count == 1 and isinstance(t.filter, N.Filter) \
        and t.filter.nouns in (("opponent",), ("player",)) and not t.filter.adjectives and not t.filter.alternatives \
        and [getattr(q, "kind", None) for q in t.filter.qualifiers] == ["or_pw"]


def _license(root: Any) -> str | None:
    """Marks 'that player or that planeswalker's controller controls' read in a triggered ability whose
    effect is one DealDamage whose first recipient is 'target opponent/player or planeswalker'."""
    e = root.effect
    if not (isinstance(e, N.DealDamage) and len(e.to) >= 2 and _player_or_planeswalker(e.to[0])):
        return None
    for t in e.to[1:]:
        if isinstance(t, N.Target) and isinstance(t.filter, N.Filter):
            for q in t.filter.qualifiers:
                if isinstance(q, N.Phrase) and q.kind == "ctl_that_target_player" and not q.parts:
                    read_in_place(q)
    return None


@node_qualifier("ctl_that_target_player", in_place_check(
    "'that player or that planeswalker's controller controls' is read only in a triggered ability whose effect "
    "is one damage instruction to 'target opponent or planeswalker' first"))
def _controlled_by_that_target(game: "Game", o: Seen, you: str, source: Any, q: Any) -> bool:
    so_far = game.__dict__.get(_SO_FAR)
    if not so_far:  # never silently no one
        raise Unsupported("'that player or that planeswalker's controller' refers to no target chosen before")
    first = so_far[0]
    if "player" in first:
        who = first["player"]
    else:
        pw = game.objects.get(first.get("object", ""))
        if pw is None or pw.zone != "battlefield":
            raise Unsupported("the controller of a planeswalker target that has left the battlefield (its last "
                              "known information) is not kept")
        who = pw.controller
    return o.controller == who  # 109.4


checks_node("Triggered", _license)
