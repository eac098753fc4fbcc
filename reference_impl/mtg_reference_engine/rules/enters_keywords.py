"""Keyword abilities that act as their permanent enters: riot (702.136a, a static ability applied as
it enters), devour N (702.82a), unleash (702.98a: its "can't block" part is rules/combat_keywords.block_restriction's), fabricate (702.123a) and living weapon (702.92a), triggered abilities of the permanent
that entered (603.6a), as is for Mirrodin! (702.163a); evolve (702.100a), triggered by another
creature entering; and the upkeep counters of fading (702.32a) and vanishing (702.63a), whose
"enters with N counters" part rules/entering.py applies."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect
from ..state.support import executes
from ..text.oracle import Ability, keyword_ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "riot", "fabricate", "living weapon", "vanishing", "for mirrodin!", "evolve", "unleash", "devour")
KINDS = ("fabricate", "living_weapon", "fading_upkeep", "vanishing_upkeep", "vanishing_sacrifice", "evolve")

#: 702.123a: "1/1 colorless Servo artifact creature tokens"
SERVO = {"name": "Servo Token", "colors": [], "card_types": ["artifact", "creature"], "subtypes": ["Servo"],
         "power": 1, "toughness": 1, "keywords": []}
#: 702.92a: "a 0/0 black Phyrexian Germ creature token"
GERM = {"name": "Phyrexian Germ Token", "colors": ["black"], "card_types": ["creature"],
        "subtypes": ["Phyrexian", "Germ"], "power": 0, "toughness": 0, "keywords": []}
#: 702.163a: "a 2/2 red Rebel creature token"
REBEL = {"name": "Rebel Token", "colors": ["red"], "card_types": ["creature"], "subtypes": ["Rebel"],
         "power": 2, "toughness": 2, "keywords": []}


def riot(game: "Game", obj: "GameObject") -> None:
    """702.136a: "You may have this permanent enter with an additional +1/+1 counter on it. If you
    don't, it gains haste." — a 'riot' choice ("counter" or "haste") for each instance (702.136b).
    The haste lasts as long as this object is on the battlefield (400.7: bound to its incarnation)."""
    if game.choose("riot", obj.id, ["counter", "haste"]) == "counter":
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1
        return
    granted = [keyword_ability("haste")]

    def add(ch, o, granted=granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(obj.id, obj.incarnation)}, add,
                                         source=obj.id, description="riot: gains haste"))


def unleash(game: "Game", obj: "GameObject") -> None:
    """702.98a: "You may have this permanent enter with an additional +1/+1 counter on it" — an
    'unleash' choice ("yes" or "no") for each instance."""
    if game.choose("unleash", obj.id, ["yes", "no"]) == "yes":
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + 1


def devour(game: "Game", obj: "GameObject", controller: str, n: int) -> None:
    """702.82a: "As this object enters, you may sacrifice any number of creatures. This permanent
    enters with N +1/+1 counters on it for each creature sacrificed this way." A 'devour' choice:
    the creatures sacrificed (a list; empty or null for none) — creatures its controller controls
    (701.21a), each once."""
    from ..state.game import Illegal
    from .entering import move_to_zone

    chosen = game.choose("devour", obj.id, None, allow_none=True) or []
    chosen = chosen if isinstance(chosen, list) else [chosen]
    mine = [p.id for p in game.battlefield() if p.controller == controller and p is not obj
            and "creature" in game.chars(p).card_types]
    if len(set(chosen)) != len(chosen) or any(c not in mine for c in chosen):
        raise Illegal(f'"{obj.id}" can devour only creatures its controller controls, each once '
                      f"(legal: {', '.join(mine) or 'none'}; 702.82a)")
    for oid in chosen:
        move_to_zone(game, game.obj(oid), "graveyard")  # 701.21a: sacrificed
    obj.__dict__["devoured"] = list(chosen)  # 702.82b
    if chosen:
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + n * len(chosen)


def enters_triggers(game: "Game", entered: "GameObject") -> None:
    """603.6a: fabricate and living weapon trigger when their own permanent enters; each instance
    separately (702.123b). Evolve triggers on any creature its controller controls entering."""
    evolve_triggers(game, entered)
    from .backup import enters_triggers as backup_triggers

    backup_triggers(game, entered)  # 702.165a (branch kw3)
    from .graft import enters_triggers as graft_triggers

    graft_triggers(game, entered)  # 702.58a (branch kw3)
    for ability in game.chars(entered).abilities:
        if ability.kind != "keyword" or ability.spec.get("keyword") not in ("fabricate", "living weapon",
                                                                            "for mirrodin!"):
            continue
        if ability.spec["keyword"] == "fabricate":
            effect = {"type": "fabricate", "n": ability.spec["n"], "targets": []}
        else:  # 702.92a / 702.163a: the token, then attach this Equipment to it
            effect = {"type": "living_weapon", "token": "germ" if ability.spec["keyword"] == "living weapon" else "rebel",
                      "targets": []}
        game.pending_triggers.append({"source": entered.id, "source_incarnation": entered.incarnation,
                                      "controller": entered.controller,
                                      "ability": Ability(ability.text, "triggered", {"effect": effect})})


def _bigger(entered, ev) -> bool:
    """702.100a: "that creature's power is greater than this creature's power and/or that creature's
    toughness is greater than this creature's toughness"; 702.100c: both must be creatures."""
    if "creature" not in entered.card_types or "creature" not in ev.card_types:
        return False
    if None in (entered.power, entered.toughness, ev.power, ev.toughness):
        return False
    return entered.power > ev.power or entered.toughness > ev.toughness


def evolve_triggers(game: "Game", entered: "GameObject") -> None:
    """702.100a: "Whenever a creature you control enters, if ..." — an intervening "if" (603.4),
    checked now and as it resolves; each instance separately (702.100d)."""
    ch = game.chars(entered)
    if "creature" not in ch.card_types:
        return
    for perm in game.battlefield():
        if perm.controller != entered.controller:
            continue
        ev = game.chars(perm)
        for ability in ev.abilities:
            if ability.kind == "keyword" and ability.spec.get("keyword") == "evolve" and _bigger(ch, ev):
                trig = Ability(ability.text, "triggered", {"effect": {"type": "evolve", "targets": []}})
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": trig,
                                              "object": entered.id, "incarnation": entered.incarnation})


def _evolve(game: "Game", item: "StackItem", source: "GameObject") -> None:
    """603.4: the condition again as it resolves — the entered creature as it is now, or as it last
    existed on the battlefield if it left (608.2h); this creature as it is now."""
    oid, inc = item.trigger.get("object"), item.trigger.get("incarnation")
    entered = game.objects.get(oid)
    if entered is not None and entered.zone == "battlefield" and entered.incarnation == inc:
        ch = game.chars(entered)
    else:
        lki = game.lki_full.get((oid, inc))
        if lki is None:
            return
        ch = lki[0]
    if _bigger(ch, game.chars(source)):
        source.counters["+1/+1"] = source.counters.get("+1/+1", 0) + 1  # 702.100b: it evolves


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .spell_effects import create_tokens

    if effect["type"] == "evolve":
        if source is not None and source.zone == "battlefield" \
                and source.incarnation == item.trigger.get("source_incarnation"):
            _evolve(game, item, source)
        return
    if effect["type"] in ("fading_upkeep", "vanishing_upkeep", "vanishing_sacrifice"):
        perform_counters(game, effect, item, source)
        return
    here = source is not None and source.zone == "battlefield" \
        and source.incarnation == item.trigger.get("source_incarnation")
    if effect["type"] == "fabricate":
        # 702.123a: "you may put N +1/+1 counters on it. If you don't, create N Servos" — a
        # 'fabricate' choice ("counters" or "tokens"); with the permanent gone (400.7) no counters can
        # be put on it: its controller creates the Servos (Kaladesh release notes)
        if here and game.choose("fabricate", item.source, ["counters", "tokens"]) == "counters":
            source.counters["+1/+1"] = source.counters.get("+1/+1", 0) + effect["n"]
            return
        create_tokens(game, SERVO, effect["n"], item.controller, item.id)
        return
    # 702.92a: "create a 0/0 black Phyrexian Germ creature token, then attach this Equipment to it";
    # 702.163a: the same with "a 2/2 red Rebel creature token"
    from .attachments import attach, can_equip

    germs = create_tokens(game, GERM if effect["token"] == "germ" else REBEL, 1, item.controller, item.id)
    if not here or not germs:
        return
    # 614.1a: a replacement may have created more than one Germ: "it" is one of them, a 'living_weapon'
    # choice of which (the Equipment can be attached to only one object, 301.5c)
    germ = game.obj(germs[0] if len(germs) == 1 else game.choose("living_weapon", item.source, germs))
    if can_equip(game, source, germ, False):  # 701.3b: only if it can be attached
        attach(game, source, germ.id)


def upkeep_triggers(game: "Game") -> None:
    """At the beginning of its controller's upkeep: 702.32a fading, "remove a fade counter from this
    permanent. If you can't, sacrifice the permanent."; 702.63a vanishing, "if this permanent has a
    time counter on it, remove a time counter from it" (an intervening "if", 603.4)."""
    if game.step != "upkeep":
        return
    for perm in game.battlefield():
        if perm.controller != game.active:
            continue
        for ability in game.chars(perm).abilities:
            keyword = ability.spec.get("keyword") if ability.kind == "keyword" else None
            if keyword == "fading" or (keyword == "vanishing" and perm.counters.get("time", 0) > 0):
                trig = Ability(ability.text, "triggered", {"effect": {"type": f"{keyword}_upkeep", "targets": []}})
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": trig})


def last_time_counter_watch(game: "Game") -> None:
    """702.63a: "When the last time counter is removed from this permanent, sacrifice it." — whatever
    removed it (the upkeep ability, a cost, an effect): noticed as events are checked, when a
    permanent with vanishing that had time counters at the last check has none now. (A counter
    removed and another put back between two checks, within one resolution, isn't seen.)"""
    for perm in game.battlefield():
        now = perm.counters.get("time", 0)
        seen = perm.__dict__.get("_time_counters_seen")
        perm.__dict__["_time_counters_seen"] = (perm.incarnation, now)
        if seen is None or seen[0] != perm.incarnation or seen[1] == 0 or now > 0:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "keyword" and ability.spec.get("keyword") == "vanishing":
                trig = Ability(ability.text, "triggered", {"effect": {"type": "vanishing_sacrifice", "targets": []}})
                game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                              "controller": perm.controller, "ability": trig})


def perform_counters(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import move_to_zone

    # 400.7: a permanent that left the battlefield is a new object: nothing to remove or sacrifice
    if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation"):
        return
    kind = effect["type"]
    counter = "fade" if kind == "fading_upkeep" else "time"
    if kind == "vanishing_sacrifice":
        move_to_zone(game, source, "graveyard")  # 701.21a: sacrificed
    elif source.counters.get(counter, 0) > 0:
        source.counters[counter] -= 1
        if not source.counters[counter]:
            del source.counters[counter]
    elif kind == "fading_upkeep":  # 702.32a: "If you can't, sacrifice the permanent."
        move_to_zone(game, source, "graveyard")
    # vanishing: 603.4, the intervening "if" is false on resolution: nothing happens
