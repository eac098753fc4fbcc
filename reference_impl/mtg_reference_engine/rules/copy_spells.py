"""Copying spells and abilities (CR 707.10-707.10g).

A copy of a spell or ability is put onto the stack, not cast or activated (707.10): no "whenever
you cast" ability triggers and no cost is paid. It copies the original's characteristics (a spell's
copiable values, 707.2, with the copy effect's own modifications, 707.9b) and every decision made
for it — modes, targets, X, additional and alternative costs and the objects paid with — but not
the mana spent, which is no object (707.10's Dawnglow Infusion example). Its owner and controller
are the player who put it on the stack. A copy of a spell off the stack ceases to exist (707.10a,
``sba``); a copy of a permanent spell resolves as a token (707.10f, ``resolution``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import GameObject, Illegal, StackItem
from ..state.layers import copiable_values

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def stack_item(game: "Game", item_id: str | None) -> StackItem | None:
    return next((i for i in game.stack if i.id == item_id), None)


def stack_target_legal(game: "Game", spec: dict[str, Any], target: dict[str, str], controller: str) -> bool:
    """115.1b-d: a spell or ability on the stack as a target ("target instant or sorcery spell",
    "target activated or triggered ability you control")."""
    item = stack_item(game, target.get("object"))
    if item is None or item.kind not in spec.get("stack_kind", ["spell"]):
        return False
    if spec.get("controller") == "you" and item.controller != controller:
        return False
    if item.kind == "spell":
        types = game.chars(game.obj(item.id)).card_types
        if spec.get("permanent") and not any(t in types for t in PERMANENT_TYPES):
            return False
        if spec.get("types_any") and not any(t in types for t in spec["types_any"]):
            return False
    return True


def target_incarnations(game: "Game", targets: list[dict[str, str]]) -> dict[str, int]:
    """The incarnation of each object target, so a target that changes zones becomes illegal (608.2b)."""
    out = {}
    for t in targets:
        obj = game.objects.get(t.get("object", ""))
        if obj is not None:
            out[obj.id] = obj.incarnation
    return out


def target_specs(game: "Game", item: StackItem) -> list[dict[str, Any]]:
    """What each of the item's targets must be (one spec per target)."""
    if item.target_specs is not None:
        return item.target_specs
    if item.kind == "spell":
        from .spell_effects import spell_effects, targets_of

        return targets_of(spell_effects(game, game.chars(game.obj(item.id)), item.modes))
    return list(item.ability.spec["effect"].get("targets", []))


def copy_of(game: "Game", original: StackItem, controller: str, exceptions: list[dict[str, Any]] = (),
            cause: str | None = None) -> StackItem:
    """707.10: a copy of the spell or ability ``original``, controlled (and, for a spell, owned) by
    ``controller``. The caller puts it on the stack."""
    new_id = game.new_id("copy")
    if original.kind == "spell":
        values = copiable_values(game, game.obj(original.id))  # 707.2; a copy of a copy copies the copy
        for exc in exceptions:
            if "set_colors" in exc:  # 707.9b: "except that the copy is red" is part of its copiable values
                values.colors = list(exc["set_colors"])
        source = game.obj(original.id)
        obj = GameObject(id=new_id, base=values, owner=controller, zone="stack", controller=controller, card=source.card,
                         created_by=cause, spell_copy=True)
        obj.position = game.next_position()
        back = getattr(source, "back", None)
        if back is not None:
            # 707.10g: a copy of a double-faced permanent spell has both faces, each with the copiable
            # values of the same face, and the same face up (its token is double-faced too, 608.3f).
            obj.base, obj.back = source.base.clone(), back.clone()  # type: ignore[attr-defined]
            obj.transformed = getattr(source, "transformed", False)  # type: ignore[attr-defined]
            for face in (obj.base, obj.back):  # type: ignore[attr-defined]
                for exc in exceptions:
                    if "set_colors" in exc:
                        face.colors = list(exc["set_colors"])
        game.objects[new_id] = obj
        # 707.10: a copy of a spell was created (on the stack): "Whenever you cast or copy ..." (trig2)
        game.events.append({"type": "spell_copied", "object": new_id, "player": controller})
    copy = StackItem(
        id=new_id, kind=original.kind, controller=controller, source=original.source,  # 707.10b
        source_incarnation=original.source_incarnation,  # the same source object (400.7)
        ability=original.ability, targets=[dict(t) for t in original.targets],
        target_incarnations=dict(original.target_incarnations), x=original.x, is_copy=True,
        trigger=dict(original.trigger), modes=list(original.modes),
        target_specs=list(original.target_specs) if original.target_specs is not None else None,
        owner=controller if original.kind == "spell" else None,
        cost_paid=dict(original.cost_paid),  # 707.10: costs paid and the objects paid with, not the mana
        was_cast=False,
    )
    return copy


def choose_new_targets(game: "Game", copy: StackItem) -> None:
    """707.10c: the copy's controller may change any number of its targets; unchanged ones stay
    even if illegal, changed ones must be legal. The fixture answers with the full new target list
    (null: keep them all)."""
    if not copy.targets:
        return
    chosen = game.choose("new_targets", copy.id, allow_none=True)
    if chosen is None:
        return
    if len(chosen) != len(copy.targets):
        raise Illegal(f'"{copy.id}" has {len(copy.targets)} target(s); the new targets must list as many')
    from .targeting import is_legal_target

    specs = target_specs(game, copy)
    source = game.objects.get(copy.source or copy.id)
    for i, (spec, old, new) in enumerate(zip(specs, copy.targets, chosen)):
        if new == old:
            continue
        if not is_legal_target(game, spec, new, copy.controller, source):
            what = new.get("object") or new.get("player")
            raise Illegal(f"{what!r} is not a legal new target for \"{copy.id}\" (707.10c)")
        copy.targets[i] = dict(new)
        if "object" in new and new["object"] in game.objects:
            copy.target_incarnations[new["object"]] = game.objects[new["object"]].incarnation
    from .targeting import check_other_targets

    check_other_targets(specs, copy.targets)  # 115.7e: only the final set of targets is evaluated


def could_target(game: "Game", original: StackItem, candidate: dict[str, str]) -> bool:
    """707.10d, 707.10e: the player or object is a legal target for every instance of "target"."""
    from .targeting import is_legal_target

    specs = target_specs(game, original)
    source = game.objects.get(original.source or original.id)
    return bool(specs) and all(is_legal_target(game, s, candidate, original.controller, source) for s in specs)


def with_single_target(copy: StackItem, target: dict[str, str], game: "Game") -> StackItem:
    """707.10d, 707.10e: every target of the copy is that player or object."""
    copy.targets = [dict(target) for _ in copy.targets]
    copy.target_incarnations = {}
    if "object" in target and target["object"] in game.objects:
        copy.target_incarnations[target["object"]] = game.objects[target["object"]].incarnation
    return copy


# -- the effects that copy -----------------------------------------------------------------------

def perform_copy_target(game: "Game", effect: dict[str, Any], item: StackItem) -> None:
    """"Copy target ... spell/ability[, except ...]. [You may choose new targets for the copy.]"."""
    original = stack_item(game, item.targets[0].get("object"))
    if original is None:
        return
    copy = copy_of(game, original, item.controller, effect.get("exceptions", []), cause=item.id)
    if effect.get("new_targets"):
        choose_new_targets(game, copy)
    game.stack.append(copy)


def perform_copy_triggering_spell(game: "Game", effect: dict[str, Any], item: StackItem,
                                  created: list[str]) -> None:
    """707.10e: copy the spell that triggered the ability; the copy targets the object the effect
    names ("that token"). If a replacement effect made several, the controller chooses one."""
    original = stack_item(game, item.trigger.get("spell"))
    if original is None:
        return  # the spell has left the stack
    candidates = [c for c in created if game.objects.get(c) is not None and game.objects[c].zone == "battlefield"]
    if not candidates:
        return
    chosen = candidates[0] if len(candidates) == 1 else game.choose("copy_target", item.source, candidates)
    target = {"object": chosen}
    if not could_target(game, original, target):
        return  # 707.10e: the copy isn't created
    copy = with_single_target(copy_of(game, original, item.controller, cause=item.id), target, game)
    game.stack.append(copy)


def perform_copy_for_each(game: "Game", effect: dict[str, Any], item: StackItem) -> None:
    """707.10d: a copy for each object the spell could target (among those the effect names),
    each targeting it, put on the stack in the order the controller chooses."""
    original = stack_item(game, item.trigger.get("spell"))
    if original is None:
        return
    source = game.objects.get(item.source) if item.source else None
    candidates = [o.id for o in game.battlefield()
                  if game.matches(o, effect["filter"], item.controller, source)
                  and could_target(game, original, {"object": o.id})]
    if len(candidates) > 1:
        order = game.choose("copy_order", item.source, None)
        if sorted(order) != sorted(candidates):
            raise Illegal(f"the copies must be ordered among exactly {', '.join(candidates)}")
        candidates = list(order)
    for oid in candidates:
        copy = with_single_target(copy_of(game, original, item.controller, cause=item.id), {"object": oid}, game)
        game.stack.append(copy)
