"""Continuous effects and the layer system (CR 613).

An object's characteristics are its printed values with every applicable continuous effect applied
in layer order — 1a copy effects, 1b face-down status, 2 control, 3 text, 4 type, 5 color,
6 abilities, 7a characteristic-defining abilities, 7b P/T setting, 7c P/T modifying (and counters),
7d P/T switching — and within a layer in timestamp order (613.7). Dependencies (613.8) are not
modelled yet: no current scenario has one.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

from .characteristics import Characteristics, face_down_characteristics

if TYPE_CHECKING:  # pragma: no cover
    from .game import Game, GameObject

LAYER_ORDER = ("1a", "1b", "2", "3", "4", "5", "6", "7a", "7b", "7c", "7d")


@dataclass(eq=False)
class ContinuousEffect:
    """One continuous effect on specific objects (611.2c: the set is locked in as it starts).

    ``affected`` holds (object id, incarnation) pairs so an effect stops applying when its object
    changes zones and becomes a new object (400.7). ``apply`` changes a Characteristics in place.
    """

    layer: str
    timestamp: int
    affected: set[tuple[str, int]]
    apply: Callable[[Characteristics, "GameObject"], None]
    duration: str = "permanent"  # permanent | end_of_turn
    source: str | None = None
    description: str = ""
    data: dict[str, Any] = field(default_factory=dict)

    def applies_to(self, obj: "GameObject") -> bool:
        return (obj.id, obj.incarnation) in self.affected


def printed_values(obj: "GameObject") -> Characteristics:
    """The values an object starts from before any effect: the card's printed values, or for a
    token, the values the effect that created it defined (111.3)."""
    return obj.base.clone()


def characteristics(game: "Game", obj: "GameObject", upto: str | None = None) -> Characteristics:
    """The object's characteristics after every layer up to and including ``upto`` (all layers when
    None). Copiable values (707.2) are ``characteristics(game, obj, upto="1b")``."""
    ch = printed_values(obj)
    effects = [e for e in game.effects if e.applies_to(obj)]
    for layer in LAYER_ORDER:
        if layer == "1b":
            if obj.face_down:  # 708.2: face-down values replace the copiable values
                ch = face_down_characteristics()
            if upto == "1b":
                return ch
            continue
        for eff in sorted((e for e in effects if e.layer == layer), key=lambda e: e.timestamp):
            eff.apply(ch, obj)
        if layer == "7c":
            _apply_counters(ch, obj)  # 613.4c: counters that modify P/T apply in layer 7c
        if layer == upto:
            break
    return ch


def _apply_counters(ch: Characteristics, obj: "GameObject") -> None:
    if ch.power is None or ch.toughness is None:
        return
    plus = obj.counters.get("+1/+1", 0)
    minus = obj.counters.get("-1/-1", 0)
    ch.power += plus - minus
    ch.toughness += plus - minus


def copiable_values(game: "Game", obj: "GameObject") -> Characteristics:
    """707.2, 707.3: printed values as modified by copy effects and face-down status."""
    return characteristics(game, obj, upto="1b")


def end_of_turn_cleanup(game: "Game") -> None:
    """514.2: effects that last until end of turn end in the cleanup step."""
    game.effects = [e for e in game.effects if e.duration != "end_of_turn"]
