"""Copying objects (CR 707).

A copy effect is a layer-1a continuous effect (613.2a) whose values are fixed when it starts
(707.2b, 707.2c): the copiable values of the original — its printed values as modified by other
copy effects and face-down status (707.2, 707.3) — with the copy effect's own exceptions applied
(707.9). Those final values are themselves copiable (707.9a, 707.9b), so a copy of the copy sees
them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.hooks import provides
from ..state.characteristics import Characteristics
from ..state.creature_types import CREATURE_TYPES
from ..state.layers import ContinuousEffect, copiable_values
from ..text.oracle import Ability, parse_granted, parse_line
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "enchanted_is_copy_of_chosen")


#: Exceptions that are modifications of characteristics (707.9a-d); anything else an exception
#: says is an additional effect (707.9e) handled by whoever applies the copy effect.
CHARACTERISTIC_EXCEPTIONS = ("add_types", "add_subtypes", "add_supertypes", "set_pt", "keep_color",
                             "gain_this_ability", "gain_ability_text", "set_colors", "no_mana_cost")


def copied_values(game: "Game", original: "GameObject | Characteristics", exceptions: list[dict[str, Any]],
                  ability: Ability | None, copier_name: str = "") -> Characteristics:
    """The values a copy effect gives: the original's copiable values with the exceptions applied."""
    values = original.clone() if isinstance(original, Characteristics) else copiable_values(game, original)
    _apply_exceptions(values, [e for e in exceptions if "if_type" not in e], ability, copier_name)
    # 707.9f: an exception that applies only if the copy is a certain type is checked against the
    # values the copy effect gives without it (and with the effect's other exceptions).
    _apply_exceptions(values, applicable_conditionals(values, exceptions), ability, copier_name)
    if values.flip_half is not None:
        # 707.9a, 110.5c: the exceptions are part of the copiable values of both the flip card's
        # halves; a flipped copy has its alternative characteristics with them (a Dimir Doppelganger
        # copying Jushi Apprentice, once flipped, is Tomoya the Revealer with the Doppelganger's ability)
        half = values.flip_half.clone()
        _apply_exceptions(half, [e for e in exceptions if "if_type" not in e], ability, copier_name)
        _apply_exceptions(half, applicable_conditionals(half, exceptions), ability, copier_name)
        values.flip_half = half
    return values


def applicable_conditionals(values: Characteristics, exceptions: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [e for e in exceptions if "if_type" in e and e["if_type"] in values.card_types]


def _apply_exceptions(values: Characteristics, exceptions: list[dict[str, Any]], ability: Ability | None,
                      copier_name: str) -> None:
    for exc in exceptions:
        if "set_name" in exc:  # 707.9b: "except his name is [this object's own name]"
            values.name = copier_name if exc["set_name"] == "self" else exc["set_name"]
        if "set_pt" in exc:
            # 707.9d: a characteristic-defining ability defining P/T is not copied.
            values.abilities = [a for a in values.abilities if a.spec.get("defines") != "pt"]
            values.power, values.toughness = exc["set_pt"]
        if "set_colors" in exc:  # 707.9b: "except it's white": the color is part of the copiable values
            values.colors, values.color_indicator = list(exc["set_colors"]), []
        if exc.get("no_mana_cost"):  # 707.9b: "it has no mana cost"
            values.mana_cost = ""
        if "keep_color" in exc:
            # 707.9d: nor is a CDA or color indicator defining color; the copier keeps its own color,
            # applied in apply_copy below.
            values.abilities = [a for a in values.abilities if a.spec.get("defines") != "color"]
            values.color_indicator = []
        for t in exc.get("add_types", []):
            if t not in values.card_types:
                values.card_types.append(t)
        for t in exc.get("add_subtypes", []):
            # 205.3d: an object can't gain a subtype that doesn't correspond to one of its types
            # (a creature type needs creature or kindred, 205.3m).
            if t in CREATURE_TYPES and not {"creature", "kindred", "tribal"} & set(values.card_types):
                continue
            if t not in values.subtypes:
                values.subtypes.append(t)
        for t in exc.get("add_supertypes", []):
            if t not in values.supertypes:
                values.supertypes.append(t)
        if exc.get("gain_this_ability") and ability is not None:
            values.abilities.append(ability)  # 707.9a: part of the copiable values from now on
        if "gain_ability_text" in exc:
            values.abilities.extend(parse_granted(exc["gain_ability_text"], copier_name, "copy"))


def copy_effect(game: "Game", copier: "GameObject", original: "GameObject | Characteristics",
                exceptions: list[dict[str, Any]], ability: Ability | None, source: str | None) -> ContinuousEffect:
    """A layer-1a effect making ``copier`` (its current incarnation) a copy of ``original``."""
    values = copied_values(game, original, exceptions, ability, copier.base.name)
    keep_color = any(e.get("keep_color") for e in exceptions)

    def apply(ch: Characteristics, obj: "GameObject") -> None:
        own_colors = list(ch.colors)
        replacement = values.clone()
        for attr in ("name", "mana_cost", "color_indicator", "card_types", "subtypes", "supertypes",
                     "abilities", "power", "toughness", "loyalty", "defense", "flip_half"):
            setattr(ch, attr, getattr(replacement, attr))
        # 707.2a: color is derived from the copied mana cost and color indicator.
        ch.colors = own_colors if keep_color else list(replacement.colors)

    return ContinuousEffect(
        layer="1a", timestamp=game.next_timestamp(), affected={(copier.id, copier.incarnation)},
        apply=apply, source=source, description=f"copy of {values.name or 'a nameless object'}",
        data={"values": values, "extras": additional_effects(game, original, exceptions, ability)},
    )


def additional_effects(game: "Game", original: "GameObject | Characteristics", exceptions: list[dict[str, Any]],
                       ability: Ability | None) -> list[dict[str, Any]]:
    """The exceptions that are additional effects (707.9e) — "it enters with N additional +1/+1
    counters" — which apply, conditions checked as 707.9f says."""
    unconditional = [e for e in exceptions if "if_type" not in e]
    before = copied_values(game, original, unconditional, ability)
    applicable = unconditional + applicable_conditionals(before, exceptions)
    return [e for e in applicable if "enters_with_counters" in e]


def form_effect(game: "Game", obj: "GameObject", form: dict[str, Any]) -> ContinuousEffect:
    """An "as [this] enters, it becomes your choice of ..." form (Primal Clay): the values it sets
    are copiable values (707.2), so it applies with the copy effects in layer 1, after any copy
    effect that gave the object the ability (613.2a, 613.7)."""
    keywords = [a for kw in form["keywords"] for a in parse_line(kw[0].upper() + kw[1:])]

    def apply(ch: Characteristics, o: "GameObject") -> None:
        ch.power, ch.toughness = form["power"], form["toughness"]
        ch.card_types = list(ch.card_types) + [t for t in form["card_types"] if t not in ch.card_types]
        ch.subtypes = list(ch.subtypes) + [t for t in form["subtypes"] if t not in ch.subtypes]
        ch.abilities = list(ch.abilities) + keywords

    return ContinuousEffect(layer="1a", timestamp=game.next_timestamp(), affected={(obj.id, obj.incarnation)},
                            apply=apply, source=obj.id, description=form["text"])


def become_copy(game: "Game", copier: "GameObject", original: "GameObject | Characteristics",
                exceptions: list[dict[str, Any]], ability: Ability | None) -> None:
    """707.4: a permanent becomes a copy while staying on the battlefield — no enter or leave
    triggers, counters stay, noncopy effects keep applying (they are in other layers)."""
    game.effects.append(copy_effect(game, copier, original, exceptions, ability, copier.id))



@provides("set_up_copies")
def set_up_copies(game: "Game", copies: dict[str, str]) -> None:
    """The setup's permanents that are already copies (``copy_of``): each entered as a copy of the
    other object by its own "enter as a copy" replacement (707.5), with its exceptions (707.9); the
    copy effect takes the original's copiable values as the setup gives them — a copy's own copy
    effect included, so an original that is itself a copy is set up first (707.3). What entering
    would have done besides (counters, 707.9e; choices, 707.6; triggers) is as the setup states it."""
    from ..state.game import BadFixture

    done: set[str] = set()

    def set_up(obj_id: str, seen: tuple[str, ...]) -> None:
        if obj_id in done:
            return
        if obj_id in seen:
            raise BadFixture("the setup's copies copy each other in a circle: " + " -> ".join((*seen, obj_id)))
        obj, original_id = game.obj(obj_id), copies[obj_id]
        original = game.obj(original_id)
        if original_id in copies:
            set_up(original_id, (*seen, obj_id))
        if obj.zone != "battlefield":
            raise BadFixture(f'"{obj_id}" is set up as a copy but is not on the battlefield')
        ability = next((a for a in game.chars(obj).abilities
                        if a.kind == "replacement" and a.spec.get("type") == "enter_as_copy"), None)
        if ability is None:
            raise BadFixture(f'"{obj_id}" is set up as a copy of "{original_id}", but its card has no ability '
                             "that makes it enter as a copy (707.5)")
        flt = {k: v for k, v in ability.spec["filter"].items() if k != "zone"}  # it was there as this entered
        if not game.matches(original, flt, obj.controller):
            raise BadFixture(f'"{obj_id}" can\'t be a copy of "{original_id}" by its ability {ability.text!r}')
        game.effects.append(copy_effect(game, obj, original, ability.spec["exceptions"], ability, obj.id))
        done.add(obj_id)

    for obj_id in copies:
        set_up(obj_id, ())


@provides("start_static_copy_effects")
def start_static_copy_effects(game: "Game", aura: "GameObject") -> None:
    """707.2c: a copy effect generated by a static ability — "Enchanted creature is a copy of the
    chosen creature" — takes the copiable values it grants only when it first starts to apply,
    here as the Aura becomes attached. It applies while the Aura stays attached to that creature."""
    if aura.zone != "battlefield" or not aura.attached_to or aura.attached_to not in game.objects:
        return
    if not any(a.kind == "static" and a.spec.get("rule") == "enchanted_is_copy_of_chosen"
               for a in game.chars(aura).abilities):
        return
    chosen = game.objects.get(aura.chosen.get("creature", ""))
    if chosen is None or chosen.zone != "battlefield":
        return
    enchanted = game.obj(aura.attached_to)
    values = copied_values(game, chosen, [], None)
    incarnation = aura.incarnation

    def apply(ch: Characteristics, obj: "GameObject") -> None:
        if aura.zone != "battlefield" or aura.incarnation != incarnation or aura.attached_to != obj.id:
            return  # 611.3a: no longer attached, the static ability no longer applies to it
        replacement = values.clone()
        for attr in ("name", "mana_cost", "colors", "color_indicator", "card_types", "subtypes", "supertypes",
                     "abilities", "power", "toughness", "loyalty", "defense"):
            setattr(ch, attr, getattr(replacement, attr))

    game.effects.append(ContinuousEffect(layer="1a", timestamp=aura.timestamp, apply=apply, source=aura.id,
                                         affected={(enchanted.id, enchanted.incarnation)},
                                         description=f"copy of {values.name} (static, 707.2c)"))
