"""Targets (115): choosing them legally and checking them again on resolution (608.2b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def is_legal_target(game: "Game", spec: dict[str, Any], target: dict[str, str], controller: str,
                    source: "GameObject | None", source_chars: Any = None) -> bool:
    """``source_chars``: the source's last known information, when it has left its zone (608.2b)."""
    from .protection import can_target

    if "node" in spec:  # a target read from the grammar's typed tree
        from .filters import target_legal

        return target_legal(game, spec["node"], target, controller, source, source_chars)
    if "player" in target:
        if target["player"] not in game.players:
            return False
        if not (spec.get("types") == ["player"] or "any" in spec.get("types", [])):
            return False
        if spec.get("controller") == "opponent" and target["player"] == controller:  # "target opponent"
            return False
        return can_target(game, target, controller, source, source_chars)  # 702.11c, 702.16b, 702.18a
    if spec.get("spell_or_permanent"):  # 115.1a: "target spell or permanent"
        from .color_change import spell_or_permanent_legal

        return spell_or_permanent_legal(game, target, controller, source)
    if spec.get("zone") == "stack":  # 115.1b-d: a spell or ability on the stack
        from .copy_spells import stack_target_legal

        return stack_target_legal(game, spec, target, controller)
    if spec.get("zone") == "graveyard":  # 115.1: "target card ... from your graveyard"
        from .spell_effects import graveyard_target_legal

        return graveyard_target_legal(game, spec, target, controller)
    obj = game.objects.get(target["object"])
    if obj is None or obj.zone != "battlefield":  # 115.1: a target of these effects is a permanent
        return False
    if obj.phased_out:  # 702.26b: it can't be affected by anything
        return False
    if "any" in spec.get("types", []):  # 115.4: "any target" is a creature, player, planeswalker or battle
        ch = game.chars(obj)
        if not any(t in ch.card_types for t in ("creature", "planeswalker", "battle")):
            return False
    elif not game.matches(obj, {k: v for k, v in spec.items() if k not in ("supertypes", "subtypes")},
                          controller, source):
        return False
    ch = game.chars(obj)
    if spec.get("power_less_than_source"):  # "with power less than this creature's power" (702.134a)
        mine = source_chars if source_chars is not None else game.chars(source) if source is not None else None
        if mine is None or (ch.power or 0) >= (mine.power or 0):
            return False
    if not all(t in ch.supertypes for t in spec.get("supertypes", [])) \
            or not all(t in ch.subtypes for t in spec.get("subtypes", [])):
        return False
    return can_target(game, target, controller, source, source_chars)  # 702.11b, 702.16b, 702.18a


def check_targets(game: "Game", specs: list[dict[str, Any]], targets: list[dict[str, str]], controller: str,
                  source: "GameObject | None") -> None:
    """601.2c: the number of targets must match and each must be legal, or the action is refused."""
    if len(targets) != len(specs):
        raise Illegal(f"{len(specs)} target(s) required, {len(targets)} given")
    seen: dict[int, list[dict[str, str]]] = {}
    for spec, target in zip(specs, targets):
        if not is_legal_target(game, spec, target, controller, source):
            what = target.get("object") or target.get("player")
            raise Illegal(f"{what!r} is not a legal target ({_describe(spec)})")
        if spec.get("any_number"):
            # 115.3, 601.2c: the same object can't be chosen more than once for one word "target"
            # ("up to two target creatures", "any number of targets")
            if target in seen.setdefault(id(spec), []):
                what = target.get("object") or target.get("player")
                raise Illegal(f"{what!r} is chosen twice for one word 'target': the targets must be different (115.3)")
            seen[id(spec)].append(target)
    check_other_targets(specs, targets)
    from .filters import single_graveyard_problem  # filt3

    if why := single_graveyard_problem(game, specs, targets):
        raise Illegal(why)
    from .filters import their_graveyard_problem  # branch trig4

    if why := their_graveyard_problem(game, specs, targets):
        raise Illegal(why)


def check_other_targets(specs: list[dict[str, Any]], targets: list[dict[str, str]]) -> None:
    """115.3: "any other target": a target that must differ from an earlier one of the same spell."""
    for i, spec in enumerate(specs):
        j = spec.get("other_than")
        if j is not None and j < len(targets) and i < len(targets) and targets[i] == targets[j]:
            what = targets[i].get("object") or targets[i].get("player")
            raise Illegal(f"{what!r} is already a target of this spell: this target must be another (115.3)")


def still_legal(game: "Game", item, spec: dict[str, Any], target: dict[str, str]) -> bool:
    """608.2b: a target is illegal if it is gone (a new object after a zone change) or no longer
    fits."""
    if "object" in target:
        obj = game.objects.get(target["object"])
        if obj is None and spec.get("zone") != "stack":  # an ability on the stack is no game object here
            return False
        if obj is not None and obj.incarnation != item.target_incarnations.get(target["object"], obj.incarnation):
            return False
    source = game.objects.get(item.source or item.id)
    # 113.7a, 608.2h: an ability whose source has left the zone it was in (sacrificed to pay its
    # cost) uses the source's last known information, e.g. for protection from its color
    incarnation = getattr(item, "source_incarnation", None)
    lki = (game.lki_full.get((source.id, incarnation)) if source is not None and incarnation is not None
           and source.incarnation != incarnation else None)
    from .filters import reading_x

    from .dependent_targets import targets_so_far  # branch faces: judged against the earlier targets as chosen

    with reading_x(lambda: item.x), targets_so_far(game, list(item.targets or ())):  # search2: 'with mana value X' (107.3)
        return is_legal_target(game, spec, target, item.controller, source, lki[0] if lki else None)


def _describe(spec: dict[str, Any]) -> str:
    return "target " + " ".join(spec.get("types", ["permanent"]))
