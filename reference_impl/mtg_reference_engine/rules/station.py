"""Station (702.184) and station cards (721); a creature's toughness used instead of its power (branch station).

* 702.184a: "Station" means "Tap another untapped creature you control: Put a number of charge counters on
  this permanent equal to the tapped creature's power. Activate only as a sorcery." (text/cast_keywords
  reads the keyword; the action names the creature under ``tap``, as for crew). The creature is tapped as
  the cost is paid (602.2b); the number is its power as the ability resolves, or as it last existed on the
  battlefield if it has left (608.2h). 107.1b: a negative number puts no counters.
* 702.184c: a static ability may make the station ability use another characteristic: "Each creature you
  control with toughness greater than its power stations permanents using its toughness rather than its
  power." (Tapestry Warden). Read as the station ability resolves, about the creature then (or as it last
  existed).
* 510.1a: "Each creature [you control] [with toughness greater than its power] assigns combat damage equal to
  its toughness rather than its power", and "this creature assigns ..." (:func:`combat_damage_amount`, used by
  combat._assign).
* 721.2a-b: "{N+}[abilities][P/T]" — "As long as this permanent has N or more charge counters on it, it has
  [abilities] and is a creature with base power and toughness [P/T] in addition to its other types." The
  parser marks a striation's abilities ``station`` = N (text/station.py, support.abilities_of); the card's
  power/toughness box is printed in its highest striation (docs/FORMAT.md "Station cards"), so
  Characteristics.from_card (text/station.printed_box) leaves the card without printed power and toughness
  (721.2c) and keeps the box as ``station_pt`` on that striation's abilities. Here, per station permanent: layer 4 adds the creature
  type (613.1d), layer 6 leaves out the abilities of a striation whose N isn't reached (timestamp 0, before
  any effect that grants or removes abilities), layer 7b sets the base power and toughness (613.4b). The
  striations are read from the permanent's copiable values (707.2: a copy has them too); the layer-4 and
  7b effects have the permanent's timestamp (613.7a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal, StackItem
from ..state.layers import ContinuousEffect, copiable_values, provides, static_sources
from ..state.support import Unsupported, executes, executes_node
from ..text import nodes as N
from .tree_statics import STATIC_EFFECT_CHECKS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

executes("keyword", "station")
executes_node("Phrase:toughness_station", "Phrase:toughness_damage")
KINDS = ("station",)

_QUAL = "toughness greater than its power"


# -- the station ability (702.184a) ------------------------------------------------------------------

def check(game: "Game", obj: "GameObject", player: str, cost: dict[str, Any], action: dict[str, Any]) -> str | None:
    """702.184a: the cost "Tap another untapped creature you control": the one creature the action lists
    under ``tap``. None when the ability's cost isn't a station cost."""
    if not cost.get("station"):
        return None
    chosen = list(action.get("tap", []))
    if len(chosen) != 1:
        raise Illegal(f"the station cost taps exactly one other creature: the action lists {len(chosen)} (702.184a)")
    creature = game.obj(chosen[0])
    ch = game.chars(creature)
    if creature is obj or creature.zone != "battlefield" or creature.controller != player \
            or "creature" not in ch.card_types or creature.tapped:
        raise Illegal(f'"{creature.id}" is not another untapped creature {player} controls: it can\'t station '
                      f'"{obj.id}" (702.184a)')
    return creature.id


def pay(game: "Game", creature: str | None) -> tuple[str, int] | None:
    """602.2b: the creature is tapped as the cost is paid (it isn't the {T} symbol: summoning sickness
    doesn't matter, 302.6). Returns the creature (id, incarnation) the ability remembers."""
    if creature is None:
        return None
    obj = game.obj(creature)
    game.tap(obj)
    return obj.id, obj.incarnation


def perform(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.184a: charge counters equal to the tapped creature's power (702.184c: or what a static ability
    says) on this permanent, if it is still the object that put the ability on the stack (400.7)."""
    oid, incarnation = item.cost_paid["stationed_by"]
    creature = game.objects.get(oid)
    if creature is not None and creature.zone == "battlefield" and creature.incarnation == incarnation:
        ch, controller = game.chars(creature), creature.controller
    elif (oid, incarnation) in game.lki_full:  # 608.2h: as it last existed on the battlefield
        ch, controller = game.lki_full[(oid, incarnation)]
        creature = None
    else:
        raise Unsupported("the creature that paid the station cost has no last known information")
    n = ch.toughness if uses_toughness(game, "toughness_station", ch, controller, creature) else ch.power
    n = max(0, n or 0)  # 107.1b
    if n and source is not None and source.zone == "battlefield" and source.incarnation == item.source_incarnation:
        source.counters["charge"] = source.counters.get("charge", 0) + n  # 122.1


# -- a creature's toughness instead of its power (702.184c, 510.1a) ------------------------------------

def _applies(phrase: N.Phrase) -> str | None:
    """Whom the phrase is about: 'all' (each creature you control), 'qual' (with toughness greater than its
    power), 'self' (this creature), 'any' (each creature); None when the engine doesn't read it."""
    if not phrase.parts:
        return "all"
    if phrase.parts == ("any",) and phrase.kind == "toughness_damage":
        return "any"  # "each creature": whoever controls it
    if len(phrase.parts) == 1:
        part = phrase.parts[0]
        if isinstance(part, N.Phrase) and part.kind == "qual" and part.parts == (_QUAL,):
            return "qual"
        if isinstance(part, N.SelfRef) and phrase.kind == "toughness_damage":
            return "self"
    return None


def _problem(e: N.Phrase) -> str | None:
    return None if _applies(e) is not None else f"this '{e.kind.replace('_', ' ')}' is not executed"


STATIC_EFFECT_CHECKS["Phrase:toughness_station"] = _problem
STATIC_EFFECT_CHECKS["Phrase:toughness_damage"] = _problem


def _phrases(spec: dict[str, Any], kind: str) -> list[N.Phrase]:
    tree = spec.get("tree")
    if not isinstance(tree, N.Static):
        return []
    return [e for e in tree.effects if isinstance(e, N.Phrase) and e.kind == kind]


def uses_toughness(game: "Game", kind: str, ch: "Characteristics", controller: str | None,
                   creature: "GameObject | None") -> bool:
    """Whether a static ability on the battlefield makes this creature (its characteristics ``ch``,
    controlled by ``controller``) use its toughness rather than its power for ``kind``
    (toughness_station, toughness_damage)."""
    for source, spec in static_sources(game, kind, lambda a: bool(_phrases(a.spec, kind))):
        for phrase in _phrases(spec, kind):
            who = _applies(phrase)
            if who == "self":
                if creature is source:
                    return True
            elif who == "any":
                return True
            elif source.controller == controller and (
                    who == "all" or (ch.toughness or 0) > (ch.power or 0)):
                return True
    return False


def combat_damage_amount(game: "Game", obj: "GameObject", ch: "Characteristics") -> int:
    """510.1a: a creature assigns combat damage equal to its power — or its toughness, when a static
    ability says so ('assigns combat damage equal to its toughness rather than its power')."""
    if uses_toughness(game, "toughness_damage", ch, obj.controller, obj):
        return ch.toughness or 0
    return ch.power or 0


# -- station symbols (721.2) ------------------------------------------------------------------------

def _striations(game: "Game", obj: "GameObject") -> list[tuple[int, tuple[int, int] | None]]:
    copied = any(e.layer.startswith("1") and (obj.id, obj.incarnation) in e.affected for e in game.effects)
    abilities = copiable_values(game, obj).abilities if copied else obj.base.abilities  # 707.2: a copy's too
    out: dict[int, tuple[int, int] | None] = {}
    for a in abilities:
        if "station" in a.spec:
            n = a.spec["station"]
            out[n] = out.get(n) or a.spec.get("station_pt")
    return sorted(out.items())


def _station_effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield" or not game.effects and not any("station" in a.spec for a in obj.base.abilities):
        return []  # 721.2c: elsewhere a station card has no power or toughness (and no station symbol applies)
    striations = _striations(game, obj)
    if not striations:
        return []
    charge = obj.counters.get("charge", 0)
    reached = [(n, pt) for n, pt in striations if charge >= n]
    unreached = {n for n, _ in striations if charge < n}
    key = {(obj.id, obj.incarnation)}
    effects: list[ContinuousEffect] = []
    if unreached:
        def gate(ch: "Characteristics", o: "GameObject") -> None:
            ch.abilities = [a for a in ch.abilities if a.spec.get("station") not in unreached]

        effects.append(ContinuousEffect("6", 0, key, gate, description="station symbols not reached (721.2a)"))
    box = next((pt for _, pt in reversed(reached) if pt is not None), None)
    if box is not None:
        def creature(ch: "Characteristics", o: "GameObject") -> None:
            if "creature" not in ch.card_types:
                ch.card_types = list(ch.card_types) + ["creature"]

        def base_pt(ch: "Characteristics", o: "GameObject") -> None:
            ch.power, ch.toughness = box

        effects.append(ContinuousEffect("4", obj.timestamp, key, creature,
                                        description="a creature at its station symbol (721.2b)"))
        effects.append(ContinuousEffect("7b", obj.timestamp, key, base_pt,
                                        description="base power and toughness at its station symbol (721.2b)"))
    return effects


provides(_station_effects, "4")
