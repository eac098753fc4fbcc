"""More 'becomes' instructions read from the grammar's tree (issue 13, branch fx2), layer 4 and 5
effects locked to the objects they affect (611.2c) for the duration stated (611.2a: indefinitely
without one; 514.2: "until end of turn" ends in the cleanup step):

* "Target land becomes an Island until end of turn" — 305.7: the land's land types are replaced by
  that basic land type; it loses the abilities of its rules text and gains the type's intrinsic mana
  ability (rules/mana.mana_abilities gives it from the subtype), keeping its card types and supertypes;
* "Target land becomes the basic land type of your choice until end of turn" — the same, the type
  chosen by the ability's controller as it resolves (a ``basic_land_type`` choice);
* "This creature becomes the color of your choice until end of turn" — 105.3: the chosen color
  replaces its colors (a ``color`` choice);
* "This creature becomes the creature type of your choice until end of turn" — 205.1a: the chosen
  creature type replaces its creature types (a ``creature_type`` choice);
* "... becomes a 4/4 Illusion creature with flying in addition to its other types" / "becomes an
  artifact in addition to its other types" — 205.1b: every prior type and subtype is kept, the
  types and creature types named are added; the P/T stated is its base P/T (layer 7b);
* "Target creature becomes a Coward until end of turn", "Target creature becomes a blue Serpent with
  base power and toughness 5/5", "... becomes an
  artifact creature with base power and toughness 4/5" — 205.1a: the creature types named replace
  its creature types (its card types stay; "artifact creature" adds those types, as rules/tree_actions
  reads it); the colors named replace its colors (105.3); base P/T set (613.4b).

rules/tree_actions.py's 'become' handler and check hand these shapes over (:func:`shape`).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, executes_node
from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

BASIC_LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest")  # 205.3i
#: 205.3i: every land type (the old ones a basic land type replaces, 305.7)
LAND_TYPES = ("Cave", "Desert", "Forest", "Gate", "Island", "Lair", "Locus", "Mine", "Mountain", "Plains", "Planet",
              "Power-Plant", "Sphere", "Swamp", "Tower", "Town", "Urza's")
COLORS = ("white", "blue", "black", "red", "green")
_CHOICE_KINDS = {"land_type_of_choice": "land_type_choice", "become_color_of_choice": "color_choice",
                 "type_of_choice": "creature_type_choice"}
executes_node(*(f"Phrase:{k}" for k in _CHOICE_KINDS), "Phrase:become_in_addition")  # read by shape() (tree_actions' 'become')


def shape(node: N.Phrase) -> tuple[str, Any, str | None, Any] | None:
    """(kind, reference, basic land type or None, duration) of a become Phrase this module reads."""
    parts = list(node.parts)
    dur = parts.pop() if parts and isinstance(parts[-1], N.Duration) else None
    if len(parts) == 2 and isinstance(parts[1], (N.Target, N.SelfRef, N.Ref)):
        return "copy", parts[0], parts[1], dur  # "becomes a copy of <object>" (707.4; branch layers4)
    if len(parts) == 2 and isinstance(parts[1], N.Phrase) and parts[1].kind == "become_what" \
            and len(parts[1].parts) == 2 and isinstance(parts[1].parts[1], N.Phrase) \
            and parts[1].parts[1].kind == "copy_except":
        # branch names: "becomes a copy of <object>, except <exceptions>" (707.9a): read[2] is (object, exceptions)
        return "copy_except", parts[0], parts[1].parts, dur
    if len(parts) != 2 or not isinstance(parts[1], N.Phrase):
        return None
    what = parts[1]
    if what.kind in _CHOICE_KINDS and not what.parts:
        return _CHOICE_KINDS[what.kind], parts[0], None, dur
    if (retype := _retype(what)) is not None:
        return "retype", parts[0], retype, dur  # type: ignore[return-value]
    if what.kind == "type_phrase" and len(what.parts) == 1 and isinstance(what.parts[0], N.Phrase) \
            and what.parts[0].kind == "type_words" and len(what.parts[0].parts) == 1 \
            and what.parts[0].parts[0] in BASIC_LAND_TYPES:
        return "land_type", parts[0], str(what.parts[0].parts[0]), dur
    return None


_TYPE_WORDS = ("artifact", "creature", "enchantment", "land")


def _retype(what: N.Phrase) -> dict[str, Any] | None:
    """{"in_addition", "pt", "colors", "types", "subtypes", "keywords"} of "a 4/4 Illusion creature
    with flying in addition to its other types" or "a blue Serpent with base power and toughness 5/5"."""
    if what.kind == "become_in_addition":
        items = list(what.parts)
        pt = items.pop(0) if items and isinstance(items[0], str) else None
        keywords = items.pop() if items and isinstance(items[-1], tuple) else ()
        if len(items) != 1 or not isinstance(items[0], N.Phrase) or items[0].kind != "type_phrase":
            return None
        tp, in_addition = list(items[0].parts), True
    elif what.kind == "type_phrase" and what.parts and isinstance(what.parts[-1], str) and "/" in what.parts[-1]:
        tp, in_addition, keywords = list(what.parts), False, ()
        pt = tp.pop()
    elif what.kind == "type_phrase" and what.parts and isinstance(what.parts[-1], N.Phrase) \
            and what.parts[-1].kind == "type_words" and not set(what.parts[-1].parts) & set(_TYPE_WORDS) \
            and not set(what.parts[-1].parts) & set(LAND_TYPES):
        tp, in_addition, keywords, pt = list(what.parts), False, (), None  # "becomes a Coward" (205.1a)
    else:
        return None
    if not all(isinstance(k, N.Keyword) for k in keywords):
        return None
    colors: list[str] = []
    words = None
    for p in tp:
        if isinstance(p, str) and p in COLORS and words is None:
            colors.append(p)
        elif isinstance(p, N.Phrase) and p.kind == "color_words" and words is None and not colors \
                and all(isinstance(c, str) and c in COLORS for c in p.parts):
            colors.extend(str(c) for c in p.parts)
        elif isinstance(p, N.Phrase) and p.kind == "type_words" and words is None:
            words = [str(w) for w in p.parts]
        else:
            return None
    if not words:
        return None
    if pt is not None:
        try:
            pt = tuple(int(v) for v in pt.split("/"))
        except ValueError:
            return None
        if len(pt) != 2:
            return None
    return {"in_addition": in_addition, "pt": pt, "colors": colors, "keywords": tuple(keywords),
            "types": [w for w in words if w in _TYPE_WORDS], "subtypes": [w for w in words if w not in _TYPE_WORDS]}


def _retype_problem(spec: dict[str, Any]) -> str | None:
    from ..state.creature_types import CREATURE_TYPES
    from .filters import keyword_problem

    if any(s not in CREATURE_TYPES for s in spec["subtypes"]):
        return "becoming a subtype other than a creature type is not executed"
    if not spec["in_addition"] and spec["types"] and sorted(spec["types"]) != ["artifact", "creature"]:
        return "'becomes' setting card types other than 'artifact creature' is not executed"
    if spec["keywords"] and "creature" not in spec["types"]:
        return "a keyword with this 'becomes' is not executed"
    for k in spec["keywords"]:
        if why := keyword_problem(k):
            return f"becoming a creature with {why}"
    return None


def _names_lands(ref: Any) -> bool:
    if isinstance(ref, N.SelfRef):
        return ref.noun == "land"
    return isinstance(ref, N.Target) and isinstance(ref.filter, N.Filter) and not ref.filter.alternatives \
        and ref.filter.nouns == ("land",)


def problem(read: tuple[str, Any, str | None, Any]) -> str | None:
    from .filters import is_spell_target
    from .instructions import DURATIONS

    kind, ref, _, dur = read
    if kind == "copy":  # branch layers4
        return _copy_problem(read)
    if kind == "copy_except":  # branch names
        from .self_names import copy_except_problem

        return copy_except_problem(read, _copy_problem)
    if not isinstance(ref, (N.SelfRef, N.Target, N.Ref)) or is_spell_target(ref) \
            or (isinstance(ref, N.Target) and (ref.count != 1 or ref.up_to)):
        return f"{type(ref).__name__} becoming something is not executed"
    if kind in ("land_type", "land_type_choice") and not _names_lands(ref):
        return "anything but a land becoming a basic land type is not executed"  # 305.7 is about lands
    if dur is not None and (not isinstance(dur, N.Duration) or dur.kind not in DURATIONS):
        return "'becomes' for this duration is not executed"
    if kind == "retype":
        return _retype_problem(read[2])  # type: ignore[arg-type]
    return None


def become(ctx: "Context", read: tuple[str, Any, str | None, Any]) -> None:
    from ..state.creature_types import CREATURE_TYPES
    from ..state.layers import ContinuousEffect
    from .filters import objects_of
    from .instructions import DURATIONS

    kind, ref, land_type, dur = read
    dur = dur or getattr(ctx, "default_duration", None)
    game = ctx.game
    objs = objects_of(ctx, ref)
    if not objs:
        return
    asker = ctx.item.source or ctx.item.id
    if kind == "copy":  # branch layers4
        _become_copies(ctx, objs, read[2], dur)
        return
    if kind == "copy_except":  # branch names: 707.9a, 201.5b
        from .self_names import become_copy_except

        become_copy_except(ctx, objs, read[2], dur, _become_copies)
        return
    if kind == "retype":
        _retype_effects(ctx, objs, read[2], dur)  # type: ignore[arg-type]
        return
    if kind in ("land_type", "land_type_choice"):
        if any(str(e.layer).startswith("1") and (o.id, o.incarnation) in e.affected
               for e in game.effects for o in objs):
            # 305.7: it would also lose the copy effects affecting it; not implemented
            raise Unsupported("a land under a copy effect becoming a basic land type (305.7) is not executed")
        if kind == "land_type_choice":
            land_type = game.choose("basic_land_type", asker, list(BASIC_LAND_TYPES), player=ctx.controller)
            if land_type not in BASIC_LAND_TYPES:
                from ..state.game import Illegal

                raise Illegal(f"the basic land type chosen is one of {', '.join(BASIC_LAND_TYPES)}, not {land_type!r}")
        new_type = str(land_type)

        def apply(ch: Any, o: Any) -> None:  # 305.7
            if "land" not in ch.card_types:
                return
            ch.subtypes = [s for s in ch.subtypes if s not in LAND_TYPES] + [new_type]
            ch.abilities = []  # the abilities of its rules text (granted ones come later, layer 6)

        layer, what = "4", f"becomes {new_type}"
    elif kind == "color_choice":
        color = game.choose("color", asker, list(COLORS), player=ctx.controller)
        if color not in COLORS:
            from ..state.game import Illegal

            raise Illegal(f"the color chosen is one of {', '.join(COLORS)}, not {color!r}")

        def apply(ch: Any, o: Any) -> None:  # 105.3
            ch.colors = [color]

        layer, what = "5", f"becomes {color}"
    else:
        value = game.choose("creature_type", asker, None, player=ctx.controller)
        chosen = next((t for t in CREATURE_TYPES if isinstance(value, str) and t.lower() == value.lower()), None)
        if chosen is None:
            from ..state.game import Illegal

            raise Illegal(f"{value!r} is not a creature type (205.3m)")

        def apply(ch: Any, o: Any) -> None:  # 205.1a: the new creature type replaces the old ones
            ch.subtypes = [s for s in ch.subtypes if s not in CREATURE_TYPES] + [chosen]

        layer, what = "4", f"becomes a {chosen}"
    game.effects.append(ContinuousEffect(layer, game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, apply,
                                         duration=DURATIONS[dur.kind] if dur is not None else "permanent",
                                         source=ctx.item.id, description=what))


def _retype_effects(ctx: "Context", objs: list[Any], spec: dict[str, Any], dur: Any) -> None:
    """Layers 4 (types, 205.1), 5 (colors, 105.3), 6 (keywords) and 7b (base P/T), one timestamp."""
    from ..state.creature_types import CREATURE_TYPES
    from ..state.layers import ContinuousEffect
    from ..text.oracle import keyword_ability
    from .instructions import DURATIONS

    game = ctx.game
    types, subtypes, colors, pt = spec["types"], spec["subtypes"], spec["colors"], spec["pt"]
    if "creature" in types and pt is None and any(game.chars(o).power is None or game.chars(o).toughness is None
                                                  for o in objs):
        # 208.3: a creature without a power and toughness the effect doesn't give: not executed
        raise Unsupported("an object with no power and toughness becoming a creature is not executed")
    granted = [keyword_ability(k.name) for k in spec["keywords"]]

    def set_types(ch: Any, o: Any) -> None:
        ch.card_types = list(ch.card_types) + [t for t in types if t not in ch.card_types]  # 205.1b
        if not subtypes or "creature" not in ch.card_types:  # 205.3d: creature types only on a creature
            return
        if spec["in_addition"]:  # 205.1b: the prior subtypes are kept
            ch.subtypes = list(ch.subtypes) + [s for s in subtypes if s not in ch.subtypes]
        else:  # 205.1a: the creature types named replace the old ones
            ch.subtypes = [s for s in ch.subtypes if s not in CREATURE_TYPES] + list(subtypes)

    def set_colors(ch: Any, o: Any) -> None:
        ch.colors = list(colors)

    def add_keywords(ch: Any, o: Any) -> None:
        ch.abilities = ch.abilities + granted

    def set_pt(ch: Any, o: Any) -> None:
        if "creature" in ch.card_types:
            ch.power, ch.toughness = pt

    effects = [("4", set_types, "becomes " + " ".join(subtypes + types))]
    if colors:
        effects.append(("5", set_colors, "becomes " + " and ".join(colors)))
    if granted:
        effects.append(("6", add_keywords, "gains " + ", ".join(k.name for k in spec["keywords"])))
    if pt is not None:
        effects.append(("7b", set_pt, f"base {pt[0]}/{pt[1]}"))
    ts = game.next_timestamp()
    affected = {(o.id, o.incarnation) for o in objs}
    for layer, fn, what in effects:
        game.effects.append(ContinuousEffect(layer, ts, set(affected), fn,
                                             duration=DURATIONS[dur.kind] if dur is not None else "permanent",
                                             source=ctx.item.id, description=what))


# -- branch layers4: "<permanent> becomes a copy of <object> [until end of turn]" (707.4) ----------

def _copy_problem(read: tuple[str, Any, Any, Any]) -> str | None:
    from .filters import each_players, is_spell_target
    from .instructions import DURATIONS

    _, ref, original, dur = read
    for r in (ref, original):
        if not isinstance(r, (N.SelfRef, N.Target, N.Ref, N.Each)) or is_spell_target(r) \
                or (isinstance(r, N.Target) and (r.count != 1 or r.up_to)) \
                or (isinstance(r, N.Each) and (r is original or each_players(r) is not None)):
            return f"{type(r).__name__} in 'becomes a copy of' is not executed"
    if dur is not None and (not isinstance(dur, N.Duration) or dur.kind not in DURATIONS):
        return "'becomes a copy' for this duration is not executed"
    return None


def _become_copies(ctx: "Context", objs: list[Any], original_ref: Any, dur: Any) -> None:
    """707.4: each permanent stays on the battlefield and becomes a copy of the original's copiable
    values (707.2, layer 1a, 613.2a) as the effect begins; with "until end of turn" the effect ends
    in the cleanup step (514.2). An original that is no longer a legal target: nothing is copied
    (608.2b)."""
    from .copy import copy_effect
    from .filters import objects_of
    from .instructions import DURATIONS

    found = objects_of(ctx, original_ref)
    originals = [o for o in found if o.zone == "battlefield" and getattr(o, "incarnation", None) is not None]
    ctx.refer(objs)  # 'it' stays the permanent that becomes the copy
    if not isinstance(original_ref, N.Target) and (len(originals) != 1 or originals[0] is ctx.source
                                                   and ctx.source_incarnation != ctx.source.incarnation):
        # 707.2: an original that left the battlefield is copied as it last existed there (its
        # last known copiable values): not kept here, so refused rather than played wrongly
        raise Unsupported("copying an object that left the battlefield (its last known values) is not executed")
    if len(originals) != 1:
        return  # 608.2b: the target is illegal now
    original = originals[0]
    for o in objs:
        if o is original or o.zone != "battlefield":
            continue
        effect = copy_effect(ctx.game, o, original, [], None, ctx.item.id)
        if dur is not None:
            effect.duration = DURATIONS[dur.kind]
        ctx.game.effects.append(effect)
