"""Permanents entering the battlefield: replacement effects that modify how (614.1c-d, 614.12),
entering as a copy (707.5, 707.6, 707.9e), and the enter event triggers look for (603.6a).
"""

from __future__ import annotations

from contextlib import contextmanager
from typing import TYPE_CHECKING, Any, Iterator

from . import cast_keywords
from .copy import copy_effect, form_effect
from ..text.oracle import Ability
from ..state.hooks import provides
from ..state.support import Unsupported, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("replacement", "creatures_enter_as_copy_of_self", "as_enters_exile_cards", "as_enters_choose", "as_enters_form", "as_enters_pay_life", "enter_as_copy", "enters_tapped", "enters_with_counters",
         "others_enter_tapped")
executes("keyword", "fading")
executes("kind", "replacement")


@provides("move_to_zone")
def move_to_zone(game: "Game", obj: "GameObject", zone: str, controller: str | None = None) -> None:
    """400.7: an object that changes zones becomes a new object with no memory of its previous
    existence: status, counters, damage and choices are reset, and effects tied to its old
    incarnation stop applying."""
    shuffle = False
    if zone == "graveyard":  # 614.6: "If [this] would be put into a graveyard from anywhere, ... instead"
        from .rules_effects import graveyard_instead

        zone, shuffle = graveyard_instead(game, obj)
    bottom = zone == "library_bottom"  # branch meld: "put on the bottom of that player's library" instead (614.6)
    if bottom:
        zone = "library"
    from .rules_effects import leave_battlefield_instead

    zone = leave_battlefield_instead(game, obj, zone)
    from .cast_keywords import leaves_stack_to

    zone = leaves_stack_to(obj, zone)  # 702.34a: a spell cast with flashback is exiled instead
    from .cast_keywords import leaves_battlefield_to

    zone = leaves_battlefield_to(obj, zone)  # 702.84a: an unearthed permanent is exiled instead
    if zone == "graveyard" and obj.zone == "battlefield":
        from .instead import dies_to

        zone = dies_to(game, obj, zone)  # 614: "if that creature would die this turn, exile it instead"
    on_top = zone == "library" and shuffle is False and _put_on_top(game, obj)
    game.record_leaving(obj)
    returns_due = []
    if obj.zone == "battlefield" and zone != "battlefield":
        # 610.3: what this permanent exiled "until it leaves the battlefield" returns right after
        links = getattr(game, "exiled_until", [])
        returns_due = [r for r in links if r["source"] == obj.id and r["source_incarnation"] == obj.incarnation]
        if returns_due:
            game.exiled_until = [r for r in links if r not in returns_due]
        # 603.6c, 603.10a: leaves-the-battlefield abilities look back at the permanent it was
        game.events.append({"type": "leaves", "object": obj.id, "incarnation": obj.incarnation, "to": zone,
                            "batch": getattr(game, "leave_batch", None),
                            "counters": dict(obj.counters),  # 704.8, 113.7a: as it last existed
                            # what was attached to it ("when enchanted creature dies", 603.10a)
                            "attachments": [(o.id, o.incarnation) for o in game.battlefield() if o.attached_to == obj.id]})
        # 710.4, 712.8, 708.11, 400.7: a permanent's status and what was noted for it don't follow it
        for status in ("transformed", "flipped"):
            if getattr(obj, status, False):
                setattr(obj, status, False)
        obj.face_down_values = obj.noted = None  # type: ignore[attr-defined]
    if zone != "stack" and getattr(obj, "cast_half", None) is not None:
        obj.cast_half = None  # type: ignore[attr-defined]  # 709.4: off the stack, both halves again
    from_zone = obj.zone
    from .meld import melded_card  # branch meld: 712.21, the other card of a melded permanent follows it

    melded = melded_card(game, obj) if from_zone == "battlefield" and zone != "battlefield" else None
    if obj.zone == "graveyard" and zone != "graveyard":
        from .one_or_more_events import left_graveyard

        left_graveyard(game, obj, zone)  # 603.2c: 'one or more cards leave your graveyard' (trig3)
    from .stickers import leaves_for

    leaves_for(obj, zone)  # 123.5: no stickers in a hidden zone (branch misc16)
    obj.incarnation += 1
    obj.zone = zone
    obj.tapped = False
    obj.counters = {}
    obj.damage = 0
    obj.face_down = False
    obj.chosen = {}
    obj.chosen_for = {}
    obj.exiled_as_entering = []  # 607.2a: a new object has exiled nothing
    obj.attached_to = None
    obj.position = game.next_position()
    if bottom:  # 401.1: below every other card of that library
        obj.position = min((o.position for o in game.objects.values() if o.zone == "library" and o.owner == obj.owner
                            and o is not obj), default=obj.position) - 1
    obj.controller = controller if zone in ("battlefield", "stack") else None
    if zone == "graveyard" and from_zone != "graveyard":
        from .one_or_more_events import put_into_graveyard

        put_into_graveyard(game, obj, from_zone)  # 603.2c: 'one or more cards are put into ...' (trig3)
    if melded is not None:  # branch meld: 712.21, 712.21d — the same zone, as two cards
        from .meld import follow

        follow(game, obj, melded, zone, from_zone)
    if shuffle:
        from .rules_effects import shuffle_library

        shuffle_library(game, obj.owner)  # 701.24a
    if on_top and getattr(game, "leave_batch", None) is not None:
        game.kept_on_top = getattr(game, "kept_on_top", []) + [(obj.id, obj.incarnation)]  # 701.24g
    if returns_due:
        game.pending_returns = getattr(game, "pending_returns", []) + returns_due
        if getattr(game, "leave_batch", None) is None:
            _return_pending(game)


def _return_pending(game: "Game") -> None:
    """610.3c, 610.3d: the objects whose "until" ended return to the battlefield under their owners'
    control; those whose one-shot effects were created after simultaneous events return together."""
    from .ability_effects import enter_together

    due, game.pending_returns = getattr(game, "pending_returns", []), []
    objs = [game.objects[r["object"]] for r in due]
    objs = [o for o, r in zip(objs, due) if o.zone == "exile" and o.incarnation == r["incarnation"]]
    for owner in dict.fromkeys(o.owner for o in objs):
        enter_together(game, [o for o in objs if o.owner == owner], owner, cause="return")


def copy_generation(game: "Game", obj: "GameObject") -> int:
    """Which copy effect (707.2, layer 1) gave the object the abilities it has: the latest one's
    timestamp, or 0 for its own printed abilities."""
    return max((e.timestamp for e in game.effects if e.layer == "1a" and (obj.id, obj.incarnation) in e.affected),
               default=0)


def chosen_value(game: "Game", obj: "GameObject", kind: str) -> Any:
    """The value chosen for an "as this enters, choose ..." ability of the object (607.2d), or None.
    607.5a: a choice belongs to the linked abilities the object had when it was made; once a copy
    effect gives the object other abilities (even worded the same), no choice was made for them:
    the choice is undefined. (A choice given by a fixture's setup belongs to the object as it is.)"""
    value = obj.chosen.get(kind)
    made_for = getattr(obj, "chosen_for", {}).get(kind)
    if value is None or made_for is None:
        return value
    return value if copy_generation(game, obj) == made_for else None


@contextmanager
def simultaneously(game: "Game") -> Iterator[None]:
    """Permanents that leave the battlefield inside this block leave at the same time (one event:
    "destroy all ...", 701.8; state-based actions, 704.3), so leaves-the-battlefield abilities of
    each of them look back at all the others (603.10a)."""
    outer = getattr(game, "leave_batch", None)
    game.leave_batch = outer if outer is not None else game.next_position()
    try:
        yield
    finally:
        game.leave_batch = outer
    if outer is None and getattr(game, "pending_shuffles", []):
        _shuffle_pending(game)  # 701.24g
    if outer is None and getattr(game, "pending_returns", []):
        _return_pending(game)  # 610.3d: after the simultaneous events, together


def _put_on_top(game: "Game", obj: "GameObject") -> bool:
    """Whether this move to a library is a replacement's "put it on top of its owner's library" (the
    position a newly moved card gets is the top, GameObject.position)."""
    return any(a.kind == "replacement" and a.spec.get("type") == "graveyard_instead" and a.spec.get("top")
               for a in game.chars(obj).abilities) if obj.zone == "battlefield" else False


def _shuffle_pending(game: "Game") -> None:
    """701.24g: a library shuffled at the same time as an object is put on top of it is randomized
    except that the object is on top: shuffle, then put the objects kept on top back there."""
    from .rules_effects import _shuffle_now

    players, game.pending_shuffles = list(dict.fromkeys(game.pending_shuffles)), []
    kept, game.kept_on_top = getattr(game, "kept_on_top", []), []
    for player in players:
        _shuffle_now(game, player)
        for obj_id, incarnation in kept:
            obj = game.objects.get(obj_id)
            if obj is not None and obj.zone == "library" and obj.incarnation == incarnation and obj.owner == player:
                obj.position = game.next_position()


def carry_spell_effects(game: "Game", obj: "GameObject") -> None:
    """400.7a: effects from spells and abilities that change the characteristics of a permanent
    spell on the stack continue to apply to the permanent that spell becomes. Called as the
    resolving spell is about to enter: the permanent is its next incarnation (400.7). Every effect
    in ``game.effects`` that applies to a spell came from a resolved spell or ability."""
    for effect in game.effects:
        if (obj.id, obj.incarnation) in effect.affected:
            effect.affected.add((obj.id, obj.incarnation + 1))


def _stays(game: "Game", obj: "GameObject", from_zone: str, from_position: Any) -> None:
    """A permanent that doesn't enter after all ("can't enter the battlefield", 614.17; an Aura with nothing it
    could enchant, 303.4g): it never was on the battlefield, so nothing sees it enter or leave (603.6a, 603.6c).
    A resolving permanent spell goes to its owner's graveyard (608.3e); anything else stays where it was (a
    token, 111.7, then ceases to exist)."""
    obj.entering = False
    obj.zone = from_zone  # it didn't leave that zone: no leaves-the-battlefield event
    obj.counters = {}
    if from_zone == "stack":
        move_to_zone(game, obj, "graveyard")
    else:
        obj.incarnation += 1  # the copy effects of its entering no longer apply to it
        obj.position = from_position
        obj.controller = None


def enter_battlefield(game: "Game", obj: "GameObject", controller: str, cause: str, tapped: bool = False,
                      counters: dict[str, int] | None = None) -> None:
    """Put ``obj`` onto the battlefield under ``controller``'s control, applying the replacement
    effects that modify how it enters (614.12), then record the event. ``tapped``, ``counters``: the
    effect putting it there says it enters tapped or with counters (614.1c: so it is as it enters)."""
    from_zone = obj.zone
    from_position = obj.position  # branch replace: where it stays if it can't enter (608.3e)
    printed_aura = "Aura" in game.chars(obj).subtypes
    from .enter_control import controller_as_entering

    controller = controller_as_entering(game, obj, controller)  # 614.1: "enters under your control instead" (branch costs)
    move_to_zone(game, obj, "battlefield", controller)
    obj.entering = True  # 614.12 / 707.5: it is not on the battlefield while these apply
    if tapped:
        obj.tapped = True
    for kind, n in (counters or {}).items():  # 614.1c: "return it ... with a +1/+1 counter on it"
        _add_counters(obj, kind, n)
    for make in obj.__dict__.pop("enters_with_effects", ()):  # branch trig4: 611.2e, "is [characteristic]"
        make(game, obj)  # applies as it enters (rules/entering_types.py)
    if getattr(obj, "enters_face_down", None) is not None:  # 708.2b: with the values the effect gives
        obj.face_down, obj.face_down_values, obj.enters_face_down = True, obj.enters_face_down, None
    from .day_night import enters as bound_enters

    bound_enters(game, obj)  # 702.145b: a daybound double-faced card enters transformed at night (branch kw3)
    from .graft import enters as graft_enters

    graft_enters(game, obj)  # 702.58a: "enters with N +1/+1 counters on it" (branch kw3)
    from .sunburst import enters as sunburst_enters

    sunburst_enters(game, obj, cause)  # 702.44a (branch kw3)
    if getattr(obj, "enters_as_copy_of", None) is not None:
        # 707.5: a token "that's a copy" of an object enters as that copy (111.1); the original's
        # values were fixed when the effect created it (707.2b).
        exceptions = getattr(obj, "enters_as_copy_exceptions", None) or []  # 707.9: "except ..."
        game.effects.append(copy_effect(game, obj, obj.enters_as_copy_of, exceptions, None, obj.id))
        obj.enters_as_copy_of = None
    applied: set[int] = set()
    additional: list[dict[str, Any]] = []
    linked: tuple[Ability, "GameObject"] | None = None
    _others_enter_as_copy(game, obj, controller)
    while True:
        ability = _next_copy_replacement(game, obj, applied)
        if ability is None:
            break
        applied.add(id(ability))
        spec = ability.spec
        pool = ([o for o in game.objects.values() if o.zone == "graveyard"]  # "any creature card in a graveyard"
                if spec["filter"].get("zone") == "graveyard" else game.battlefield())
        options = [o.id for o in pool if game.matches(o, spec["filter"], controller)]
        target_id = game.choose("copy", obj.id, options, allow_none=spec.get("optional", False))
        if target_id is None:
            continue
        original = game.obj(target_id)
        effect = copy_effect(game, obj, original, spec["exceptions"], ability, obj.id)
        game.effects.append(effect)
        # 707.9e: an exception that is an additional effect doesn't happen if another copy effect
        # is applied to the object afterwards — only the latest copy effect's extras survive.
        additional = effect.data["extras"]
        # 707.9g: a triggered ability linked to this replacement triggers only if no other copy
        # effect is applied to the object afterwards.
        linked = (ability, original) if spec.get("linked_trigger") else None
    from .entering_restrictions import forbidden  # branch replace

    if forbidden(game, obj) is not None:
        # "<objects> can't enter the battlefield": it never enters (nothing sees it enter, 603.6a).
        # 608.3e: a resolving permanent spell goes to its owner's graveyard; anything else stays where
        # it was (a token, 111.7, then ceases to exist).
        _stays(game, obj, from_zone, from_position)
        return
    if "Aura" in game.chars(obj).subtypes and not (printed_aura and cause.startswith("resolve:")):
        # 303.4f: an Aura entering other than by resolving as an Aura spell (e.g. a copy of an Aura,
        # 707.5): its controller chooses what it enchants — not a target, but it must be able to
        # enchant it (protection counts, 702.16c); nothing entering at the same time can be chosen.
        from .attachments import attach, can_enchant

        options = [o.id for o in game.battlefield() if can_enchant(game, obj, {"object": o.id}, new=True)]
        options += [p for p in game.players if can_enchant(game, obj, {"player": p}, new=True)]
        # branch loops: an Aura that enchants a card in a graveyard (Animate Dead, 303.4f) may choose one
        options += [o.id for o in game.objects.values() if o.zone == "graveyard" and o is not obj
                    and can_enchant(game, obj, {"object": o.id}, new=True)]
        decided = obj.__dict__.pop("enters_attached_to", None)  # the effect says what (aura swap, 702.65a)
        if decided is None and len(options) == 1 and not any(
                e["kind"] == "enchant" and e.get("object", obj.id) == obj.id
                for i, e in enumerate(game.choices) if i not in game._used_choices):
            decided = options[0]  # branch loops: one legal choice, no other to make (the choice is forced)
        if decided is not None and decided in options:
            options = [decided]
        if not options:  # 303.4g: it stays where it was; a spell goes to its owner's graveyard
            _stays(game, obj, from_zone, from_position)
            return
        attach(game, obj, options[0] if decided is not None and options == [decided]
               else game.choose("enchant", obj.id, options))
    ch = game.chars(obj)
    for ability in ch.abilities:
        if ability.kind == "replacement" and ability.spec.get("type") == "as_enters_choose":
            kind = ability.spec["choice"]
            # 707.6: the choices of the copied permanent aren't copied; its new controller chooses.
            options = ([o.id for o in game.battlefield() if "creature" in game.chars(o).card_types]
                       if kind == "creature" else None)  # "choose a creature": one on the battlefield
            if kind in ("opponent", "player"):  # "choose an opponent": one of its controller's (102.3)
                options = game.opponents(controller) if kind == "opponent" else list(game.players)
            obj.chosen[kind] = game.choose(kind, obj.id, options)
            # 607.5a: made for the linked abilities it has now (the copy effect that gave them)
            obj.chosen_for = {**getattr(obj, "chosen_for", {}), kind: copy_generation(game, obj)}
            if kind == "creature_type":
                _check_creature_type(obj.chosen[kind])
        elif ability.kind == "replacement" and ability.spec.get("type") == "as_enters_form":
            options = ability.spec["options"]
            chosen = game.choose("form", obj.id, [o["text"] for o in options])  # 707.6: chosen anew
            obj.chosen["form"] = chosen
            game.effects.append(form_effect(game, obj, next(o for o in options if o["text"] == chosen)))
        elif ability.kind == "replacement" and ability.spec.get("type") == "as_enters_exile_cards":
            # 614.13a: cards in its controller's graveyard, not the object itself nor any object
            # entering at the same time; 607.2a: remembered as the cards this ability exiled
            together = set(getattr(game, "entering_together", ()))
            options = [o.id for o in game.objects.values() if o.zone == "graveyard" and o.owner == controller
                       and o is not obj and (o.id, o.incarnation) not in together
                       and ability.spec["card_type"] in game.chars(o).card_types]
            chosen = game.choose("exile_cards", obj.id, None)
            chosen = list(chosen or [])
            if len(set(chosen)) != len(chosen) or any(c not in options for c in chosen):
                from ..state.game import Illegal

                raise Illegal(f"can't exile {', '.join(c for c in chosen if c not in options) or 'a card twice'} "
                              f"as {obj.id!r} enters (legal: {', '.join(options) or 'none'}; 614.13a)")
            exiled = []
            for oid in chosen:
                card = game.obj(oid)
                move_to_zone(game, card, "exile")
                exiled.append((card.id, card.incarnation))
            obj.exiled_as_entering = exiled
        elif ability.kind == "replacement" and ability.spec.get("type") == "as_enters_pay_life":
            from .rules_effects import pay_life_as_enters

            pay_life_as_enters(game, obj, controller)  # 614.12, 119.4
        elif ability.kind == "replacement" and ability.spec.get("type") == "enters_tapped":
            obj.tapped = True
        elif ability.kind == "replacement" and ability.spec.get("type") == "enters_with_counters":
            if ability.spec.get("if") == "escaped" and not cast_keywords.escaped(obj):
                continue  # 702.138c: "escapes with": only if this permanent escaped
            if ability.spec.get("if") == "kicked" and not cast_keywords.entering_kicked(game, obj):
                continue  # 702.33d: only the permanent a kicked spell becomes
            count = ability.spec["count"]
            if ability.spec.get("per") == "time_kicked":
                count *= cast_keywords.times_kicked(game, obj)  # 702.33d: "for each time it was kicked"
            if not isinstance(count, int):
                count = game.current_x or 0  # 107.3m: the X of the spell that became this permanent
            _add_counters(obj, ability.spec["kind"], count)
        elif ability.kind == "replacement" and ability.spec.get("type") == "tree":  # read from the grammar's tree
            from .tree_replacements import as_enters as tree_as_enters

            tree_as_enters(game, obj, ability.spec["tree"])
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "fading":
            _add_counters(obj, "fade", ability.spec["n"])  # 702.32a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "vanishing":
            _add_counters(obj, "time", ability.spec["n"])  # 702.63a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "riot":
            from .enters_keywords import riot

            riot(game, obj)  # 702.136a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "unleash":
            from .enters_keywords import unleash

            unleash(game, obj)  # 702.98a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "devour":
            from .enters_keywords import devour

            devour(game, obj, controller, ability.spec["n"])  # 702.82a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "modular":
            from .undying import modular_counters

            _add_counters(obj, "+1/+1", modular_counters(game, obj, ability.spec, cause))  # 702.43a, 702.44a
        elif ability.kind == "keyword" and ability.spec.get("keyword") == "bloodthirst":
            from .combat_keywords import bloodthirst_counters

            _add_counters(obj, "+1/+1", bloodthirst_counters(game, controller, ability.spec["n"]))  # 702.54
    if not obj.tapped and _others_enter_tapped(game, obj, controller, ch):
        obj.tapped = True
    for extra in additional:
        spec = extra["enters_with_counters"]
        count = spec["count"]
        if not isinstance(count, int):
            count = game.current_x or 0
        _add_counters(obj, spec["kind"], count)
    if linked is not None:  # 603.12: "When you do, ..." — a reflexive trigger, linked (607.2h)
        ability, original = linked
        reflexive = Ability(ability.spec["linked_trigger"]["text"], "triggered", dict(ability.spec["linked_trigger"]))
        game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation, "controller": controller,
                                      "ability": reflexive, "object": original.id, "incarnation": original.incarnation})
    from .battles import as_enters as battle_enters

    battle_enters(game, obj, controller)  # 310.4b: defense counters; 310.8a: its protector
    from .loyalty import as_enters as planeswalker_enters

    planeswalker_enters(game, obj)  # 306.5b: loyalty counters
    from .sagas import as_enters as saga_enters

    saga_enters(game, obj)  # 714.3a: a lore counter (branch filtlay)
    obj.entering = False
    obj.timestamp = game.next_timestamp()  # 613.7d
    obj.controlled_since_turn = game.turn_number
    obj.entered_turn = game.turn_number  # type: ignore[attr-defined]  # "entered this turn"
    from .one_or_more_events import count_enter

    count_enter(game)  # 603.2c: 'one or more ... enter' with an unknown batch is refused (trig3)
    game.events.append({"type": "enters", "object": obj.id, "incarnation": obj.incarnation, "cause": cause,
                        "x": game.current_x})  # 107.3m: for its own enters-triggered abilities


def _check_creature_type(value: Any) -> None:
    """205.3e: the player must choose one, and only one, existing creature type (205.3m): not two,
    not a land type or any other word."""
    from ..state.creature_types import CREATURE_TYPES
    from ..state.game import Illegal

    if not isinstance(value, str) or value.lower() not in {t.lower() for t in CREATURE_TYPES}:
        raise Illegal(f"{value!r} is not a creature type (205.3e: choose one existing creature type)")


def _others_enter_tapped(game: "Game", obj: "GameObject", controller: str, ch) -> bool:
    """614.1c: "Permanents enter tapped." from another permanent already on the battlefield; the entering
    permanent is checked as it would exist on the battlefield (614.12)."""
    for source in game.battlefield():
        if source is obj or getattr(source, "entering", False):
            continue
        for ability in game.chars(source).abilities:
            spec = ability.spec
            if ability.kind != "replacement" or spec.get("type") != "others_enter_tapped":
                continue
            if spec["opponents"] and controller == source.controller:
                continue
            if all(t in ch.card_types for t in spec["filter"].get("types", [])):
                return True
    return False


def _others_enter_as_copy(game: "Game", obj: "GameObject", controller: str) -> None:
    """"Creatures you control enter as a copy of this creature." (614.1c, 707.5): a permanent's
    replacement effect on the creatures entering under its controller's control, judged as each
    would exist on the battlefield (614.12). 616.1c: copy effects are applied before the other
    replacement effects on how it enters, so the copy's own abilities (not the entering card's
    "enters tapped") apply afterwards (616.1f)."""
    if "creature" not in game.chars(obj).card_types:
        return
    sources = [p for p in game.battlefield() if p is not obj and p.controller == controller
               and any(a.kind == "replacement" and a.spec.get("type") == "creatures_enter_as_copy_of_self"
                       for a in game.chars(p).abilities)]
    if not sources:
        return
    if len(sources) > 1 or _next_copy_replacement(game, obj, set()) is not None:
        raise Unsupported("several copy effects on a permanent entering (616.1c: one chosen, then the others "
                          "if they still apply) are not implemented")
    game.effects.append(copy_effect(game, obj, sources[0], [], None, obj.id))


def _next_copy_replacement(game: "Game", obj: "GameObject", applied: set[int]) -> Ability | None:
    for ability in game.chars(obj).abilities:
        if (ability.kind == "replacement" and ability.spec.get("type") == "enter_as_copy"
                and id(ability) not in applied):
            return ability
    return None


def _add_counters(obj: "GameObject", kind: str, count: int) -> None:
    if count:
        obj.counters[kind] = obj.counters.get(kind, 0) + count
