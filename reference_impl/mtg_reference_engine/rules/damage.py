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
from ..state.support import Unsupported, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "deathtouch", "lifelink", "indestructible")
executes("rule", "prevent_n_damage")
executes("replacement", "damage_multiplied")


@dataclass
class Packet:
    """Damage one source would deal to one recipient."""

    source: "GameObject"
    chars: "Characteristics"
    controller: str | None
    recipient: dict[str, str]  # {"object": id} or {"player": id}
    amount: int
    combat: bool = False
    unpreventable: bool = False  # (branch costs) "The damage can't be prevented." (615.12)


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
    """120.3-120.4: all the packets are dealt simultaneously, after prevention (120.4b), processed
    into their results, which replacement effects then modify (120.4c): a life total "reduced to 1
    instead" sees the whole event, life gained in it included (120.4d)."""
    batch = game.next_position()  # one damage event (120.3); its packets' game events share this
    dealt: list[Packet] = []
    event_gains: dict[str, int] = {}  # player -> life gained as part of this damage event (120.4d)
    used: list[dict[str, Any]] = []
    replaced: dict[str, int] = {}  # player -> damage a replacement effect of theirs replaces (branch replace)
    from . import player_replacements

    for p in packets:
        if p.amount <= 0:
            continue
        shield = None if p.unpreventable else _source_shield(game, p)  # 615.12 (branch costs)
        if shield is not None:  # "the next time [it] would deal damage this turn, prevent that damage"
            if shield not in used:
                used.append(shield)
            event_gains[shield["gain_to"]] = event_gains.get(shield["gain_to"], 0) + p.amount
            continue
        from .flip_and_damage_plus import increased  # branch faces: "that much damage plus N" (614.1a)

        p = increased(game, p, _multiplied(game, p))
        amount = p.amount if p.unpreventable else _prevent(game, p)  # 615.12: no prevention effect applies
        if amount <= 0:
            continue
        if "player" in p.recipient and player_replacements.replaces_damage(game, p.recipient["player"]):
            # branch replace: "If damage would be dealt to you, ... instead" (614.1a): not dealt
            replaced[p.recipient["player"]] = replaced.get(p.recipient["player"], 0) + amount
            continue
        dealt.append(Packet(p.source, p.chars, p.controller, p.recipient, amount, p.combat))
    for shield in used:  # 615.7: a "next time" shield is used up by that event
        source_shields(game).remove(shield)
    for player, amount in replaced.items():  # one replacement for the damage the event would deal them
        player_replacements.damage_instead(game, player, amount)
    floor = _life_floor(game, dealt, event_gains)  # player -> life loss the replacement removes
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
        # the objects as they were when it was dealt (triggers look at them, 603.2, even once SBAs moved them)
        seen_as = {"source_incarnation": p.source.incarnation,
                   # what was attached to the source then ("whenever equipped creature deals damage", 603.2)
                   "source_attachments": [(o.id, o.incarnation) for o in game.battlefield()
                                          if o.attached_to == p.source.id]}
        if "object" in p.recipient:
            seen_as["object_incarnation"] = game.obj(p.recipient["object"]).incarnation
        game.events.append({"type": "damage", "source": p.source.id, "amount": p.amount,
                            "combat": p.combat, **p.recipient, **seen_as,
                            "batch": batch})  # dealt at once (510.2): "one or more ... deal damage" (603.2c)
        if keywords.has(p.chars, "lifelink"):  # 702.15b; its controller, or owner if none
            entry = gains.setdefault(p.source.id, [p.controller or p.source.owner, 0])
            entry[1] += p.amount
    from .player_replacements import gain_life

    for player, amount in gains.values():  # 702.15e: one life-gain event per source
        gain_life(game, player, amount)  # 120.4c: modified by the replacements of life gain (branch replace)
    for player, amount in floor.items():  # the damage is dealt; its result is a smaller life loss (120.4c)
        game.players[player].life += amount
    for player, amount in event_gains.items():  # "you gain life equal to the damage prevented this way"
        if amount:
            gain_life(game, player, amount)  # (branch replace)


def source_shields(game: "Game") -> list[dict[str, Any]]:
    """Prevention shields on a source: "the next time target creature would deal damage this turn"."""
    if not hasattr(game, "source_prevention_shields"):
        game.source_prevention_shields = []
    return game.source_prevention_shields


def _source_shield(game: "Game", p: Packet) -> dict[str, Any] | None:
    return next((s for s in source_shields(game) if s["source"] == p.source.id
                 and s["incarnation"] == p.source.incarnation and s["turn"] == game.turn_number), None)


def _life_floor(game: "Game", dealt: list[Packet], event_gains: dict[str, int]) -> dict[str, int]:
    """614.1a, 120.4c-d: "If you control a creature, damage that would reduce your life total to less
    than 1 reduces it to 1 instead" (Worship) modifies the damage event's results: it looks at the
    event as a whole — its life gain included — and applies only if the event would leave the player
    below 1 life. Returns, per player, the life loss it takes away (the damage itself is still dealt:
    lifelink and "whenever ... deals damage" see all of it)."""
    out: dict[str, int] = {}
    for pid, player in game.players.items():
        if not any(a.kind == "replacement" and a.spec.get("type") == "life_floor_one"
                   and perm.controller == pid for perm in game.battlefield() for a in game.chars(perm).abilities):
            continue
        if not any(perm.controller == pid and "creature" in game.chars(perm).card_types for perm in game.battlefield()):
            continue
        loss = sum(p.amount for p in dealt if p.recipient.get("player") == pid)
        gained = event_gains.get(pid, 0) + sum(p.amount for p in dealt if keywords.has(p.chars, "lifelink")
                                              and (p.controller or p.source.owner) == pid)
        after = player.life - loss + gained
        if loss and after < 1:
            out[pid] = min(loss, 1 - after)
    return out


def _multiplied(game: "Game", p: Packet) -> Packet:
    """614.1a: "it deals double that damage instead". 614.5: each such replacement effect applies
    once to the event, whatever the others did (two doublers make 2 into 8, not 4 and not endless)."""
    factor = 1
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "replacement" or spec.get("type") != "damage_multiplied":
                continue
            flt = spec["sources"]
            if flt.get("controller") == "you" and p.controller != perm.controller:
                continue
            if not all(t in p.chars.card_types for t in flt.get("types", [])):
                continue
            factor *= spec["factor"]
    if factor == 1:
        return p
    if _preventable(game, p):
        # 616.1: the affected player or controller of the affected object orders replacement and
        # prevention effects; the engine doesn't ask that order yet
        raise Unsupported("damage both multiplied and prevented: the order of replacement and prevention "
                          "effects (616.1) is not implemented")
    return Packet(p.source, p.chars, p.controller, p.recipient, p.amount * factor, p.combat)


def _preventable(game: "Game", p: Packet) -> bool:
    """Whether a prevention effect other than protection could apply to this damage."""
    if any(s["amount"] > 0 and _same(game, s, p.recipient) for s in shields(game)):
        return True
    return bool(_static_preventions(game, p))


def _prevent(game: "Game", p: Packet) -> int:
    from .turn_effects import combat_damage_prevented

    # 702.16e: damage from a source with a quality the recipient has protection from is prevented.
    if protected_from(game, p.recipient, p.chars, p.source, p.controller):
        return 0
    if p.combat and combat_damage_prevented(game, p.chars):  # "prevent all combat damage ... this turn" (615.1a)
        return 0
    from .tree_prevention import combat_damage_prevented_by  # fx2: "... dealt by <objects> this turn" (615.1a)

    if p.combat and combat_damage_prevented_by(game, p.source, p.chars, p.controller):
        return 0
    amount = p.amount
    for shield in shields(game):  # 615.7: "prevent the next N damage"
        if shield["amount"] <= 0 or not _same(game, shield, p.recipient):
            continue
        used = min(shield["amount"], amount)
        shield["amount"] -= used
        amount -= used
    for n in _static_preventions(game, p):
        amount -= min(n, amount)
    return amount


def _static_preventions(game: "Game", p: Packet) -> list[int]:
    """615.10: "prevent N of that damage" prevents N of each damage event it applies to, each
    recipient's damage apart, however many events happen at the same time."""
    out = []
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "static" or spec.get("rule") != "prevent_n_damage":
                continue
            if "player" in spec:
                applies = p.recipient.get("player") == perm.controller
            else:
                applies = "object" in p.recipient and game.matches(game.obj(p.recipient["object"]),
                                                                   spec["permanents"], perm.controller, perm)
            if applies:
                out.append(spec["amount"])
    return out


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


def destroy(game: "Game", obj: "GameObject", regenerate: bool = True) -> bool:
    """701.8: move to the graveyard — unless indestructible (702.12b) or regenerated (701.19c; not
    when the effect says it "can't be regenerated"). Returns whether it was destroyed."""
    if obj.zone != "battlefield" or keywords.obj_has(game, obj, "indestructible"):
        return False
    key = (obj.id, obj.incarnation)
    from .umbra_armor import instead as umbra_armor_instead

    if umbra_armor_instead(game, obj, regenerate and key in regeneration(game)):  # 702.89a (branch kw3)
        return False
    if regenerate and key in regeneration(game):  # 701.19c: tap it, remove all damage, remove it from combat
        regeneration(game).discard(key)
        game.tap(obj)
        obj.damage = 0
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
    shields(game).clear()
    regeneration(game).clear()
