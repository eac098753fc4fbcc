"""Static abilities read from the grammar's tree that make objects lose abilities (613.1f, layer 6):
"Enchanted creature loses all abilities and has base power and toughness 1/1", "Enchanted creature
has defender and loses flying".

A provider of its own (not rules/tree_statics.py's), so that the static abilities tree_statics
reads see these losses when it looks for its sources: an anthem creature that lost all abilities
stops being a source (613.1f before 613.4c). Like rules/ability_removal.py, an ability-removing and
an ability-adding effect don't depend on each other (613.8a): they apply in timestamp order, each
with its source's timestamp (613.7a, an Aura's as it became attached, 613.7e). The set of objects
affected and the conditions are read each time (611.3a), as tree_statics does.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides, static_sources
from ..text import nodes as N
from .ability_removal import remover
from .tree_statics import _affects, _it_is, _it_subject, _may_affect, _mine, holds

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


def _lose_all(ch: "Characteristics", o: "GameObject") -> None:
    ch.abilities = []


def _losses(game: "Game", source: "GameObject", e: Any, obj: "GameObject", conds: tuple):
    if isinstance(e, N.Conditional):
        subject = _it_subject(e.condition)
        yield from _losses(game, source, _it_is(e.effect, subject) if subject is not None else e.effect, obj,
                           conds + (e.condition,))
        return
    if isinstance(e, N.Sequence):
        for step in e.steps:
            yield from _losses(game, source, step, obj, conds)
        return
    if not (isinstance(e, N.Phrase) and e.kind in ("st_lose_all", "st_lose")) or not _may_affect(source, e.parts[0], obj):
        return
    what = e.parts[0]
    remove = _lose_all if e.kind == "st_lose_all" else remover([k.name for k in e.parts[1]])

    def lose(ch: "Characteristics", o: "GameObject", remove: Any = remove) -> None:
        if all(holds(game, source, c) for c in conds) and _affects(game, source, what, o, ch):
            remove(ch, o)  # 613.1f

    yield ContinuousEffect("6", source.timestamp, {(obj.id, obj.incarnation)}, lose, source=source.id,
                           description="loses all abilities" if e.kind == "st_lose_all"
                           else "loses " + ", ".join(k.name for k in e.parts[1]))


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":  # 611.3a: these affect permanents only
        return []
    out: list[ContinuousEffect] = []
    for source, spec in static_sources(game, "tree_ability_loss", _mine):
        tree = spec["tree"]
        conds = (tree.condition,) if tree.condition is not None else ()
        for e in tree.effects:
            out.extend(_losses(game, source, e, obj, conds))
    return out


provides(_effects, "6", guard="_in_tree_ability_loss")
