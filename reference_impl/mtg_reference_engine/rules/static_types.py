"""Static abilities read from the grammar's tree that change an object's types, supertypes and
colors (613.1d, layer 4; 613.1e, layer 5; branch layers4), alone or in a sequence with the other
static effects tree_statics reads:

* "Enchanted creature loses all abilities and is a blue Frog creature with base power and
  toughness 1/1" — 205.1a: its card types become exactly "creature" and its subtypes exactly the
  creature types named (it loses its other card types and subtypes; its supertypes stay); the
  colors named replace its colors (105.3; with none named its colors stay); base P/T 1/1 (613.4b,
  layer 7b); losing all abilities is rules/tree_ability_loss.py's (layer 6);
* "Enchanted creature is a Spirit" — 205.1a: the creature type replaces its creature types;
* "... is a Demon in addition to its other types" — 205.1b: the creature types are added;
* "... is black", "... is black and green" — 105.3: the colors named replace its colors;
* "Enchanted creature is legendary" — 205.4: the supertype is added.

Each effect has its source's timestamp (613.7a; an Aura's as it became attached, 613.7e) and its
conditions are checked each time it would apply (611.3a), as tree_statics does. Only effects on
the source itself or on the permanent it is attached to are read: an effect of layer 4 on a set of
objects chosen by their types would depend on itself (613.8), which isn't modelled here.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.creature_types import CREATURE_TYPES
from ..state.layers import ContinuousEffect, provides, static_sources
from ..text import nodes as N
from . import tree_statics
from .tree_statics import _affects, _it_is, _it_subject, _may_affect, _mine, holds

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

COLORS = ("white", "blue", "black", "red", "green")


def _pt(v: Any) -> tuple[int, int] | None:
    if not isinstance(v, str) or v.count("/") != 1:
        return None
    p, t = v.split("/")
    return (int(p), int(t)) if p.isdigit() and t.isdigit() else None


def _becomes_creature(e: N.Phrase) -> tuple[list[str], list[str], tuple[int, int]] | None:
    """(colors, creature types, base P/T) of "is a [colors] <creature types> creature with base
    power and toughness N/N"."""
    rest = list(e.parts[1:])
    if e.kind == "st_becomes_creature_named":  # "... named <name>" (misc16): the name is _named's
        rest = rest[:-1]
    if not rest or _pt(rest[-1]) is None:
        return None
    pt = _pt(rest.pop())
    colors = [c for c in rest if c in COLORS]
    subtypes = [s for s in rest if s not in COLORS]
    if not subtypes or rest != colors + subtypes or any(not isinstance(s, str) or s not in CREATURE_TYPES
                                                        for s in subtypes):
        return None
    return colors, subtypes, pt  # type: ignore[return-value]


def _words(e: N.Phrase, kind: str) -> list[str] | None:
    """The words of the phrase of ``kind`` an effect names ("a Demon": type_phrase(type_words))."""
    if len(e.parts) != 2 or not isinstance(e.parts[1], N.Phrase):
        return None
    p = e.parts[1]
    if kind == "type_words" and p.kind == "type_phrase" and len(p.parts) == 1 and isinstance(p.parts[0], N.Phrase):
        p = p.parts[0]
    if p.kind != kind or not p.parts or not all(isinstance(w, str) for w in p.parts):
        return None
    return [str(w) for w in p.parts]


def _what_problem(what: Any) -> str | None:
    if isinstance(what, N.SelfRef):
        return None
    if isinstance(what, N.Attached) and what.relation in ("enchanted", "equipped") and not what.controller:
        return None
    return f"a type or color change of {type(what).__name__} is not executed (613.8 dependencies aren't modelled)"


def _problem(e: N.Phrase) -> str | None:
    if not e.parts:
        return f"this {e.kind} is not executed"
    if e.kind in ("st_becomes_creature", "st_becomes_creature_named") and _becomes_creature(e) is None:
        return "this 'is a <creature type> creature with base power and toughness' is not executed"
    if e.kind == "st_add_type":
        words = _words(e, "type_words")
        if words is None or any(w not in CREATURE_TYPES for w in words):
            return "adding types other than creature types is not executed"
    if e.kind == "st_color":
        words = _words(e, "color_words")
        if words is None or any(w not in COLORS for w in words):
            return "this color change is not executed"
    if e.kind == "st_is_subtype" and (len(e.parts) != 2 or e.parts[1] not in CREATURE_TYPES):
        return "becoming a subtype other than a creature type is not executed"
    if e.kind == "st_legendary" and len(e.parts) != 1:
        return "this 'is legendary' is not executed"
    if e.kind == "st_not_creature" and len(e.parts) != 1:  # branch faces
        return "this 'isn't a creature' is not executed"
    return _what_problem(e.parts[0])


KINDS = ("st_becomes_creature", "st_add_type", "st_color", "st_is_subtype", "st_legendary",
         "st_not_creature",  # branch faces: "... isn't a creature" (205.1a, Theros Gods)
         "st_becomes_creature_named")  # misc16: "... named Legitimate Businessperson"
for _kind in KINDS:
    tree_statics.LAYER_PHRASES[_kind] = _problem


def _changes(e: N.Phrase) -> list[tuple[str, Any, str]]:
    """(layer, apply(ch), description) of one effect."""
    if e.kind in ("st_becomes_creature", "st_becomes_creature_named"):
        colors, subtypes, (bp, bt) = _becomes_creature(e)  # type: ignore[misc]

        def retype(ch: "Characteristics") -> None:  # 205.1a
            ch.card_types, ch.subtypes = ["creature"], list(subtypes)

        def base(ch: "Characteristics") -> None:  # 613.4b
            ch.power, ch.toughness = bp, bt

        out = [("4", retype, "is a " + " ".join(subtypes) + " creature")]
        if e.kind == "st_becomes_creature_named":
            # misc16: the name it is given replaces its names (a text-changing effect, applied in layer 3
            # in timestamp order with name stickers, 123.6c, 613.1c)
            name = str(e.parts[-1].parts[0])
            out.insert(0, ("3", lambda ch: setattr(ch, "name", name), f"is named {name}"))
        if colors:
            out.append(("5", lambda ch: setattr(ch, "colors", list(colors)), "is " + " and ".join(colors)))
        return out + [("7b", base, f"base {bp}/{bt}")]
    if e.kind == "st_add_type":
        add = _words(e, "type_words") or []

        def add_types(ch: "Characteristics") -> None:  # 205.1b; 205.3d: creature types only on a creature
            if "creature" in ch.card_types:
                ch.subtypes = list(ch.subtypes) + [s for s in add if s not in ch.subtypes]

        return [("4", add_types, "is also " + " ".join(add))]
    if e.kind == "st_is_subtype":
        sub = str(e.parts[1])

        def set_type(ch: "Characteristics") -> None:  # 205.1a: the creature type replaces the old ones
            if "creature" in ch.card_types:
                ch.subtypes = [s for s in ch.subtypes if s not in CREATURE_TYPES] + [sub]

        return [("4", set_type, f"is a {sub}")]
    if e.kind == "st_color":
        colors = _words(e, "color_words") or []
        return [("5", lambda ch: setattr(ch, "colors", list(colors)), "is " + " and ".join(colors))]  # 105.3

    if e.kind == "st_not_creature":  # branch faces: 205.1a, the card type creature is removed (layer 4)
        def not_creature(ch: "Characteristics") -> None:
            ch.card_types = [t for t in ch.card_types if t != "creature"]

        return [("4", not_creature, "isn't a creature")]

    def legendary(ch: "Characteristics") -> None:  # 205.4
        if "legendary" not in ch.supertypes:
            ch.supertypes = list(ch.supertypes) + ["legendary"]

    return [("4", legendary, "is legendary")]


def _type_effects(game: "Game", source: "GameObject", e: Any, obj: "GameObject", conds: tuple):
    if isinstance(e, N.Conditional):
        subject = _it_subject(e.condition)
        yield from _type_effects(game, source, _it_is(e.effect, subject) if subject is not None else e.effect, obj,
                                 conds + (e.condition,))
        return
    if isinstance(e, N.Sequence):
        for step in e.steps:
            yield from _type_effects(game, source, step, obj, conds)
        return
    if not (isinstance(e, N.Phrase) and e.kind in KINDS) or not _may_affect(source, e.parts[0], obj):
        return
    what = e.parts[0]
    for layer, change, description in _changes(e):
        def apply(ch: "Characteristics", o: "GameObject", change: Any = change) -> None:
            if all(holds(game, source, c) for c in conds) and _affects(game, source, what, o, ch):
                change(ch)

        yield ContinuousEffect(layer, source.timestamp, {(obj.id, obj.incarnation)}, apply, source=source.id,
                               description=description)


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":  # 611.3a: these affect permanents only
        return []
    out: list[ContinuousEffect] = []
    for source, spec in static_sources(game, "static_types", _mine):
        tree = spec["tree"]
        conds = (tree.condition,) if tree.condition is not None else ()
        for e in tree.effects:
            out.extend(_type_effects(game, source, e, obj, conds))
    return out


provides(_effects, "3", guard="_in_static_types")  # "3": a name it sets (misc16; was "4")
