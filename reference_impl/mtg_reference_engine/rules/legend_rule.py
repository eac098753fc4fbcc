"""The legend rule (704.5j): if one player controls two or more legendary permanents with the same
name, that player chooses one of them and the rest are put into their owners' graveyards. A copy
of a legendary permanent has its name and supertype (707.2), so the rule applies to it; which one
stays is the player's choice (a ``legend_rule`` choice), not the newer one."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def to_graveyard(game: "Game") -> list["GameObject"]:
    groups: dict[tuple[str | None, str], list["GameObject"]] = {}
    for obj in game.battlefield():
        ch = game.chars(obj)
        if "legendary" in ch.supertypes and ch.name:
            groups.setdefault((obj.controller, ch.name), []).append(obj)
    out: list["GameObject"] = []
    for (player, name), objs in groups.items():
        if len(objs) < 2:
            continue
        keep = game.choose("legend_rule", None, [o.id for o in objs])
        out.extend(o for o in objs if o.id != keep)
    return out
