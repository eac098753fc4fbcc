"""(branch costs) Waterbend (701.67) as an additional cost to cast a spell, and what such a spell does
when "this spell's additional cost was paid".

701.67a: "Waterbend [cost]" means "Pay [cost]. For each generic mana in that cost, you may tap an
untapped artifact or creature you control rather than pay that mana." 701.67b: as part of the total cost
of a spell, tapping may pay only the generic mana of the waterbend cost, not the spell's other generic
mana. The cast lists the waterbend as paid in ``additional_costs`` ("waterbend") and the permanents it
taps in ``waterbend``; each pays one generic mana of the total cost ("*", rules/mana.pay_mana's helpers),
and there may be no more of them than the waterbend cost's generic mana — which is exactly 701.67b
(generic mana is generic mana: the rest of the total cost is paid with mana).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("instead_if_additional_paid", "shuffle_graveyard_into_library", "no_maximum_hand_size_for_the_game")


def _waterbend(ch: "Characteristics") -> dict[str, Any] | None:
    return next((a.spec for a in ch.abilities if a.kind == "additional_cost" and "waterbend" in a.spec), None)


def paid(action: dict[str, Any]) -> bool:
    return "waterbend" in action.get("additional_costs", [])


def cost(ch: "Characteristics", action: dict[str, Any]) -> str:
    """601.2b, 601.2f: the waterbend cost added to the total cost when it is paid; a spell whose
    additional cost is mandatory ("waterbend {5}", no "you may") can't be cast without it."""
    spec = _waterbend(ch)
    if spec is None:
        if paid(action) or action.get("waterbend"):
            raise Illegal("the spell has no waterbend cost to pay (701.67a)")
        return ""
    if not paid(action):
        if not spec["optional"]:
            raise Illegal(f"the spell's additional cost waterbend {spec['waterbend']} must be paid (601.2b)")
        if action.get("waterbend"):
            raise Illegal("permanents are tapped for a waterbend cost the cast doesn't pay (701.67a)")
        return ""
    return spec["waterbend"]


def helpers(game: "Game", ch: "Characteristics", action: dict[str, Any], player: str) -> list[tuple[str, ...]]:
    """701.67a: each untapped artifact or creature the player controls tapped pays one generic mana;
    701.67b: no more of them than the waterbend cost's generic mana."""
    from .mana import parse_cost

    chosen = list(action.get("waterbend") or [])
    if not chosen:
        return []
    generic = parse_cost(cost(ch, action)).generic
    if len(chosen) > generic:
        raise Illegal(f"tapping pays only the {{{generic}}} of the waterbend cost, not the rest of the spell's "
                      f"total cost: {len(chosen)} permanents are too many (701.67b)")
    if len(set(chosen)) != len(chosen):
        raise Illegal("a permanent is tapped once for a waterbend cost")
    for oid in chosen:
        obj = game.obj(oid)
        types = game.chars(obj).card_types
        if obj.zone != "battlefield" or obj.controller != player or obj.tapped \
                or not ("artifact" in types or "creature" in types):
            raise Illegal(f'"{oid}" is not an untapped artifact or creature {player} controls: it can\'t be '
                          "tapped to waterbend (701.67a)")
    return [("*",) for _ in chosen]


def tap_helpers(game: "Game", action: dict[str, Any]) -> None:
    """601.2h: tapping them is part of paying the cost (not a mana ability)."""
    for oid in action.get("waterbend") or []:
        game.tap(game.obj(oid))


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "instead_if_additional_paid":
        # "If this spell's additional cost was paid, instead ...": one list of instructions or the other
        from .resolution import perform as perform_effect

        steps = effect["instead"] if (item.cost_paid or {}).get("additional_paid") else effect["base"]
        for step in steps:
            perform_effect(game, {**step, "targets": []}, item, source)
    elif kind == "shuffle_graveyard_into_library":
        from .entering import move_to_zone
        from .rules_effects import shuffle_library

        for card in [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == item.controller]:
            move_to_zone(game, card, "library")  # 400.3: its owner's library
        shuffle_library(game, item.controller)
    elif kind == "no_maximum_hand_size_for_the_game":
        # 402.2: "you have no maximum hand size for the rest of the game" (turns.maximum_hand_size)
        game.__dict__.setdefault("no_maximum_hand_size", set()).add(item.controller)
