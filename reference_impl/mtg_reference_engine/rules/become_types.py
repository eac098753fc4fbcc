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
  creature type replaces its creature types (a ``creature_type`` choice).

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
executes_node(*(f"Phrase:{k}" for k in _CHOICE_KINDS))  # read by shape() for tree_actions' 'become'


def shape(node: N.Phrase) -> tuple[str, Any, str | None, Any] | None:
    """(kind, reference, basic land type or None, duration) of a become Phrase this module reads."""
    parts = list(node.parts)
    dur = parts.pop() if parts and isinstance(parts[-1], N.Duration) else None
    if len(parts) != 2 or not isinstance(parts[1], N.Phrase):
        return None
    what = parts[1]
    if what.kind in _CHOICE_KINDS and not what.parts:
        return _CHOICE_KINDS[what.kind], parts[0], None, dur
    if what.kind == "type_phrase" and len(what.parts) == 1 and isinstance(what.parts[0], N.Phrase) \
            and what.parts[0].kind == "type_words" and len(what.parts[0].parts) == 1 \
            and what.parts[0].parts[0] in BASIC_LAND_TYPES:
        return "land_type", parts[0], str(what.parts[0].parts[0]), dur
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
    if not isinstance(ref, (N.SelfRef, N.Target, N.Ref)) or is_spell_target(ref) \
            or (isinstance(ref, N.Target) and (ref.count != 1 or ref.up_to)):
        return f"{type(ref).__name__} becoming something is not executed"
    if kind in ("land_type", "land_type_choice") and not _names_lands(ref):
        return "anything but a land becoming a basic land type is not executed"  # 305.7 is about lands
    if dur is not None and (not isinstance(dur, N.Duration) or dur.kind not in DURATIONS):
        return "'becomes' for this duration is not executed"
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
