"""Dealing damage (120), preventing it (615, 702.16e), destruction (701.8) with regeneration
(701.19) and indestructible (702.12b), and the keyword abilities that modify the results of
damage: deathtouch (702.2) and lifelink (702.15).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from . import battles, combat_keywords
from ..state import keywords
from .entering import move_to_zone
from .protection import protected_from
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "deathtouch", "lifelink", "indestructible")


@dataclass
class Packet:
    """Damage one source would deal to one recipient."""

    source: "GameObject"
    chars: "Characteristics"
    controller: str | None
    recipient: dict[str, str]  # {"object": id} or {"player": id}
    amount: int
    combat: bool = False


def source_view(game: "Game", obj: "GameObject", incarnation: int | None = None) -> tuple["Characteristics", str | None]:
    """The source's characteristics and controller when it deals damage: its current ones, or its
    last known information if it left the zone it was in (702.2e, 702.15c, 608.2h). Deathtouch and
    lifelink work from any zone (702.2d, 702.15d)."""
    if incarnation is not None and obj.incarnation != incarnation:
        lki = game.lki_full.get((obj.id, incarnation))
        if lki is not None:
            return lki[0], None  # it has no controller now: its owner gains the life (702.15b)
    return game.chars(obj), obj.controller


def deal(game: "Game", packets: list[Packet]) -> None:
    """120.3-120.4: all the packets are dealt simultaneously, after prevention."""
    dealt: list[Packet] = []
    for p in packets:
        if p.amount <= 0:
            continue
        amount = _prevent(game, p)
        if amount <= 0:
            continue
        dealt.append(Packet(p.source, p.chars, p.controller, p.recipient, amount, p.combat))
    gains: dict[str, list] = {}  # source id -> [player, amount]
    for p in dealt:
        # 120.3b, 120.3d, 120.3g: infect, wither, toxic (rules/combat_keywords.py)
        other = combat_keywords.damage_result(game, p.chars, p.controller, p.recipient, p.amount, p.combat)
        if "player" in p.recipient:
            if not other:
                game.players[p.recipient["player"]].life -= p.amount  # 120.3a
        else:
            obj = game.obj(p.recipient["object"])
            ch = game.chars(obj)
            if "creature" in ch.card_types:
                if not other:
                    obj.damage += p.amount  # 120.3e
                if keywords.has(p.chars, "deathtouch"):
                    deathtouched(game).add((obj.id, obj.incarnation))  # 702.2b, 704.5h
            if "planeswalker" in ch.card_types:  # 120.3c
                obj.counters["loyalty"] = max(0, obj.counters.get("loyalty", 0) - p.amount)
            if "battle" in ch.card_types:  # 120.3h, 310.6
                before = obj.counters.get("defense", 0)
                obj.counters["defense"] = max(0, before - p.amount)
                battles.defense_removed(game, obj, before)  # 310.11b
        game.events.append({"type": "damage", "source": p.source.id, "amount": p.amount,
                            "combat": p.combat, **p.recipient})
        if keywords.has(p.chars, "lifelink"):  # 702.15b; its controller, or owner if none
            entry = gains.setdefault(p.source.id, [p.controller or p.source.owner, 0])
            entry[1] += p.amount
    for player, amount in gains.values():  # 702.15e: one life-gain event per source
        game.players[player].life += amount
        game.events.append({"type": "gain_life", "player": player, "amount": amount})


def _prevent(game: "Game", p: Packet) -> int:
    from .turn_effects import combat_damage_prevented

    # 702.16e: damage from a source with a quality the recipient has protection from is prevented.
    if protected_from(game, p.recipient, p.chars, p.source, p.controller):
        return 0
    if p.combat and combat_damage_prevented(game):  # "prevent all combat damage ... this turn" (615.1a)
        return 0
    amount = p.amount
    for shield in shields(game):  # 615.7: "prevent the next N damage"
        if shield["amount"] <= 0 or not _same(game, shield, p.recipient):
            continue
        used = min(shield["amount"], amount)
        shield["amount"] -= used
        amount -= used
    return amount


def _same(game: "Game", shield: dict[str, Any], recipient: dict[str, str]) -> bool:
    if "player" in recipient:
        return shield.get("player") == recipient["player"]
    obj = game.obj(recipient["object"])
    return shield.get("object") == obj.id and shield.get("incarnation") == obj.incarnation


def shields(game: "Game") -> list[dict[str, Any]]:
    if not hasattr(game, "prevention_shields"):
        game.prevention_shields = []
    return game.prevention_shields


def regeneration(game: "Game") -> set[tuple[str, int]]:
    if not hasattr(game, "regeneration_shields"):
        game.regeneration_shields = set()
    return game.regeneration_shields


def deathtouched(game: "Game") -> set[tuple[str, int]]:
    if not hasattr(game, "deathtouch_damaged"):
        game.deathtouch_damaged = set()
    return game.deathtouch_damaged


def lethal_damage(game: "Game", obj: "GameObject", assigned: int = 0, deathtouch: bool = False) -> int:
    """120.6, 702.19b: the damage still needed for lethal, counting damage already marked and
    damage already being assigned; ignoring prevention, regeneration and indestructible. With
    deathtouch any nonzero amount is lethal (702.2c)."""
    ch = game.chars(obj)
    toughness = ch.toughness or 0
    needed = max(0, toughness - obj.damage - assigned)
    return min(1, needed) if deathtouch else needed


def destroy(game: "Game", obj: "GameObject") -> bool:
    """701.8: move to the graveyard — unless indestructible (702.12b) or regenerated (701.19c).
    Returns whether it was destroyed."""
    if obj.zone != "battlefield" or keywords.obj_has(game, obj, "indestructible"):
        return False
    key = (obj.id, obj.incarnation)
    if key in regeneration(game):  # 701.19c: tap it, remove all damage, remove it from combat
        regeneration(game).discard(key)
        obj.tapped = True
        obj.damage = 0
        deathtouched(game).discard(key)
        from .combat import remove_from_combat

        remove_from_combat(game, obj)
        return False
    move_to_zone(game, obj, "graveyard")
    return True


def state_based_destructions(game: "Game") -> list["GameObject"]:
    """704.5g (lethal damage), 704.5h (deathtouch damage): creatures to destroy now."""
    out = []
    for obj in game.battlefield():
        ch = game.chars(obj)
        if "creature" not in ch.card_types or ch.toughness is None or ch.toughness <= 0:
            continue
        if obj.damage >= ch.toughness or (obj.id, obj.incarnation) in deathtouched(game):
            out.append(obj)
    return out


def state_based_zero(game: "Game") -> list["GameObject"]:
    """704.5i: a planeswalker with 0 loyalty goes to the graveyard."""
    out = []
    for obj in game.battlefield():
        ch = game.chars(obj)
        if "planeswalker" in ch.card_types and obj.counters.get("loyalty", 0) <= 0:
            out.append(obj)
    return out


def end_of_turn(game: "Game") -> None:
    """514.2: damage wears off, and "this turn" shields end."""
    for obj in game.objects.values():
        obj.damage = 0
    deathtouched(game).clear()
    shields(game).clear()
    regeneration(game).clear()
