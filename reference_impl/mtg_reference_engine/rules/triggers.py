"""Triggered abilities (603): noticing events, and putting waiting abilities on the stack the next
time a player would receive priority, in APNAP order (603.3b)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import combat_keywords, rules_effects, trigger_events, turn_history
from ..state.game import Illegal, StackItem
from ..state.support import checks, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("event", "becomes_tapped", "cast", "combat_damage_to_player", "damage_to_opponent", "dies", "enters", "gain_life",
         "leaves", "linked_token_leaves",
         "becomes_target")
executes("kind", "triggered")
#: What a "whenever a [filter] dies" trigger reads of the creature as it last existed (603.10a).
DIES_FILTER_KEYS = {"types", "colors", "subtypes", "controller", "another"}
for _event in ("dies", "put_into_graveyard_from_battlefield"):
    executes("event", _event)
    checks("event", _event, lambda spec: None if set(spec.get("filter", {})) <= DIES_FILTER_KEYS
           else f"a dies trigger's filter {spec.get('filter')} is not implemented")


def check_events(game: "Game") -> None:
    """Turn recorded events into waiting triggered abilities. 603.6a: enter triggers look at the
    permanent after the event, so the entering permanent's own abilities count."""
    events, game.events = game.events, []
    from .zone_changes import delayed_event_triggers

    delayed_event_triggers(game, events)  # 603.7a: delayed abilities waiting for an event of one object
    from .trigger_verbs import state_triggers

    state_triggers(game)  # 603.8: "when you control no Islands": the game state, not an event
    from .enters_keywords import last_time_counter_watch

    last_time_counter_watch(game)  # 702.63a
    from .sagas import watch as lore_counter_watch

    lore_counter_watch(game)  # 714.2b: chapter abilities (branch filtlay)
    for event in events:
        turn_history.record(game, event)  # morbid, raid, revolt ... (rules/turn_history.py)
        from .cast_keywords import checked_event

        checked_event(game, event)  # 702.94a miracle (the first card drawn this turn), 702.99a cipher
        trigger_events.notice(game, event)  # triggered abilities read from the grammar's tree
        if event["type"] == "gain_life":
            _life_gain_triggers(game, event)
            continue
        if event["type"] == "cast":
            _cast_triggers(game, event)
            continue
        if event["type"] == "leaves":
            _leaves_triggers(game, event)
            _dies_triggers(game, event, events)
            continue
        if event["type"] == "attacks":
            rules_effects.attack_triggers(game, event)  # 508.3a
            continue
        if event["type"] == "damage" and "player" in event:
            _damage_to_player_triggers(game, event)
            continue
        # "blocks" / "becomes_blocked": the template's own triggers are combat_keywords.block_triggers'
        # (509.3a-d, as blockers are declared); the tree's read the events (trigger_events.notice)
        if event["type"] == "becomes_tapped":
            _becomes_tapped_triggers(game, event)
            continue
        if event["type"] == "becomes_target":
            _becomes_target_triggers(game, event)
            continue
        if event["type"] == "expend":
            from .expend import expend_triggers

            expend_triggers(game, event)  # 700.14
            continue
        if event["type"] != "enters":
            continue
        entered = game.objects[event["object"]]
        if entered.zone != "battlefield" or entered.incarnation != event["incarnation"]:
            continue
        from .enters_keywords import enters_triggers

        enters_triggers(game, entered)  # 702.123a fabricate, 702.92a living weapon
        for perm in game.battlefield():
            for ability in game.chars(perm).abilities:
                if ability.kind != "triggered" or ability.spec.get("event") != "enters":
                    continue
                if ability.spec.get("self"):
                    if perm is not entered:
                        continue
                elif not game.matches(entered, ability.spec.get("filter", {}), perm.controller, perm):
                    continue
                game.pending_triggers.append({
                    "source": perm.id, "source_incarnation": perm.incarnation, "controller": perm.controller,
                    "ability": ability, "object": entered.id, "incarnation": entered.incarnation,
                    # 107.3m: an object's own enters trigger uses the X of the spell it was
                    "x": event.get("x") if perm is entered else None,
                })


def _cast_triggers(game: "Game", event: dict) -> None:
    """603.2: "whenever you cast a spell [that targets only ...]" triggers on casting; copying a
    spell is not casting it (707.10), so copies don't trigger these."""
    spell = next((i for i in game.stack if i.id == event["object"]), None)
    if spell is None:
        return
    rules_effects.cast_self_triggers(game, spell)  # "When you cast this spell" (113.6c)
    from .cast_keywords import cascade_triggers, storm_triggers

    storm_triggers(game, spell)  # 702.40a
    cascade_triggers(game, spell)  # 702.85a
    types = game.chars(game.obj(spell.id)).card_types
    combat_keywords.cast_triggers(game, types, event["player"])  # 702.108a: prowess
    from .extort import extort_triggers

    extort_triggers(game, event["player"])  # 702.101a
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            spec = ability.spec
            if ability.kind != "triggered" or spec.get("event") != "cast":
                continue
            if perm.controller != event["player"] and spec.get("who") != "any":  # "whenever a player casts"
                continue
            wanted = spec.get("spell", {}).get("types_any")
            if wanted and not any(t in types for t in wanted):
                continue
            if not rules_effects.cast_trigger_applies(game, spec.get("spell", {}), spell, perm):
                continue
            if "targets_only" in spec and not _targets_only(game, spell, spec["targets_only"], perm):
                continue
            game.pending_triggers.append({
                "source": perm.id, "source_incarnation": perm.incarnation, "controller": perm.controller,
                "ability": ability, "spell": spell.id, "player": event["player"],  # "that player": the caster
            })


def _targets_only(game: "Game", spell: StackItem, only, perm) -> bool:
    """"that targets only [a single creature you control / this creature]": one object, targeted."""
    chosen = {t.get("object") or f"player:{t.get('player')}" for t in spell.targets}
    if len(chosen) != 1 or "object" not in spell.targets[0]:
        return False
    target = game.objects.get(spell.targets[0]["object"])
    if target is None:
        return False
    if only == "self":
        return target is perm
    return target.zone == "battlefield" and game.matches(target, only, perm.controller, perm)


def _leaves_triggers(game: "Game", event: dict) -> None:
    """603.6c, 603.10a: "When this [permanent] leaves the battlefield" looks back in time — the
    permanent's abilities as it last existed; 607.2c: "When the token leaves the battlefield" is
    linked to the ability that created the token, on the permanent still there."""
    left = game.objects.get(event["object"])
    lki = game.lki_full.get((event["object"], event["incarnation"]))
    if left is None or lki is None:
        return
    chars, controller = lki
    from .undying import modular_triggers, undying_triggers

    undying_triggers(game, event, left, chars, controller)  # 702.93a
    modular_triggers(game, event, left, chars, controller)  # 702.43a
    for ability in chars.abilities:
        if ability.kind == "triggered" and ability.spec.get("event") == "leaves" and ability.spec.get("self"):
            game.pending_triggers.append({"source": left.id, "source_incarnation": event["incarnation"],
                                          "controller": controller, "ability": ability})
    creator = game.objects.get(left.created_by or "")
    if creator is None or creator.zone != "battlefield" \
            or getattr(left, "created_by_incarnation", None) != creator.incarnation:
        return
    for ability in game.chars(creator).abilities:
        if ability.kind == "triggered" and ability.spec.get("event") == "linked_token_leaves":
            game.pending_triggers.append({"source": creator.id, "source_incarnation": creator.incarnation,
                                          "controller": creator.controller, "ability": ability})


def _dies_triggers(game: "Game", event: dict, events: list[dict]) -> None:
    """700.4: "dies" means "is put into a graveyard from the battlefield" (the event a land's "is put
    into a graveyard from the battlefield" trigger names too). 603.10a: "whenever a
    creature dies" looks back in time: it triggers on the permanents that were on the battlefield
    just before the event, as they were then — those still there, and those that left at the same
    time (the same ``batch``: a "destroy all", state-based actions), the dying one included."""
    if event["to"] != "graveyard":
        return
    lki = game.lki_full.get((event["object"], event["incarnation"]))
    if lki is None:
        return
    died = game.objects[event["object"]]
    watchers = [(perm, game.chars(perm), perm.controller, perm.incarnation) for perm in game.battlefield()]
    if event.get("batch") is not None:
        for other in events:
            if other["type"] == "leaves" and other.get("batch") == event["batch"]:
                other_lki = game.lki_full.get((other["object"], other["incarnation"]))
                if other_lki is not None:
                    watchers.append((game.objects[other["object"]], other_lki[0], other_lki[1], other["incarnation"]))
    else:
        watchers.append((died, lki[0], lki[1], event["incarnation"]))
    for perm, chars, controller, incarnation in watchers:
        for ability in chars.abilities:
            if ability.kind != "triggered" or ability.spec.get("event") not in ("dies", "put_into_graveyard_from_battlefield"):
                continue
            flt = ability.spec["filter"]
            if flt.get("another") and perm is died and incarnation == event["incarnation"]:
                continue
            if not _lki_matches(lki[0], lki[1], flt, controller):
                continue
            game.pending_triggers.append({"source": perm.id, "source_incarnation": incarnation,
                                          "controller": controller, "ability": ability,
                                          "object": died.id, "incarnation": event["incarnation"]})


def _lki_matches(chars, controller: str | None, flt: dict, you: str | None) -> bool:
    """A filter applied to the characteristics an object last had on the battlefield (603.10a)."""
    if not all(t in chars.card_types for t in flt.get("types", [])):
        return False
    if not all(c in chars.colors for c in flt.get("colors", [])):
        return False
    if not all(t in chars.subtypes for t in flt.get("subtypes", [])):
        return False
    if flt.get("controller") == "you" and controller != you:
        return False
    return True


def record_targeting(game: "Game", targets: list[dict], by: StackItem | None = None) -> None:
    """A spell or ability put on the stack with objects as its targets: each "becomes the target"
    of it (603.2; once per spell or ability however many of its targets it is). ``by`` is that
    spell or ability (ward counters it, 702.21a)."""
    if by is not None and targets:  # 700.13: what a crime is read from (rules/trigger_actions.py; trig2)
        game.events.append({"type": "targets_chosen", "by": by.id, "by_controller": by.controller,
                            "targets": [dict(t) for t in targets]})
    for obj_id in dict.fromkeys(t["object"] for t in targets if "object" in t):
        obj = game.objects.get(obj_id)
        if obj is not None:
            game.events.append({"type": "becomes_target", "object": obj_id, "incarnation": obj.incarnation,
                                "by": by.id if by is not None else None,
                                "by_controller": by.controller if by is not None else None})


def own_event_triggers(game: "Game", event: dict, kind: str) -> "GameObject | None":
    """603.2: the triggered abilities "when this permanent <kind>" of the event's object, if it is still
    the permanent the event was about (400.7); that permanent, or None."""
    obj = game.objects.get(event["object"])
    if obj is None or obj.zone != "battlefield" or obj.incarnation != event["incarnation"]:
        return None
    for ability in game.chars(obj).abilities:
        if ability.kind == "triggered" and ability.spec.get("event") == kind and ability.spec.get("self"):
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": obj.controller, "ability": ability})
    return obj


def _becomes_target_triggers(game: "Game", event: dict) -> None:
    """603.2: "When this creature becomes the target of a spell or ability, ..." (707.9a: also when
    a copy effect's exception gave it that ability)."""
    obj = own_event_triggers(game, event, "becomes_target")
    if obj is None:
        return
    from .cast_keywords import ward_triggers

    ward_triggers(game, obj, event)  # 702.21a


def _becomes_tapped_triggers(game: "Game", event: dict) -> None:
    """603.2e: "Whenever this creature becomes tapped" — its status changed from untapped to tapped
    while it was on the battlefield (Game.tap); entering tapped is no such event."""
    own_event_triggers(game, event, "becomes_tapped")


def _damage_to_player_triggers(game: "Game", event: dict) -> None:
    """510.3a, 603.2: "Whenever this creature deals combat damage to a player" (a combat damage
    event) and "Whenever this creature deals damage to an opponent" (any damage to an opponent of its
    controller)."""
    source = game.objects.get(event["source"])
    if source is None or source.zone != "battlefield":
        return
    combat_keywords.combat_damage_triggers(game, source, event["player"])  # 702.112a: renown
    if event.get("combat"):
        from .ingest import combat_damage_triggers as ingest_triggers

        ingest_triggers(game, source, event["player"])  # 702.115a (branch kw3)
    for ability in game.chars(source).abilities:
        if ability.kind != "triggered":
            continue
        kind = ability.spec.get("event")
        if (kind == "combat_damage_to_player" and event.get("combat")) \
                or (kind == "damage_to_opponent" and event["player"] in game.opponents(source.controller)):
            game.pending_triggers.append({"source": source.id, "source_incarnation": source.incarnation,
                                          "controller": source.controller, "ability": ability,
                                          "player": event["player"], "amount": event["amount"]})  # "that many"


def _life_gain_triggers(game: "Game", event: dict) -> None:
    """'Whenever you gain life' triggers once per life-gain event (119.10, 702.15e)."""
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            if ability.kind == "triggered" and ability.spec.get("event") == "gain_life" \
                    and perm.controller == event["player"]:
                game.pending_triggers.append({
                    "source": perm.id, "source_incarnation": perm.incarnation, "controller": perm.controller,
                    "ability": ability,
                })


def choose_trigger_targets(game: "Game", trig: dict, controller: str) -> list[dict] | None:
    """603.3d: the controller chooses the targets of a triggered ability as it is put on the
    stack (a 'trigger_target' choice); None when one of them has no legal choice."""
    specs = trig["ability"].spec.get("effect", {}).get("targets", [])
    source = game.objects.get(trig["source"])
    chosen: list[dict] = []
    from .dependent_targets import targets_so_far  # branch faces: a target that depends on an earlier one

    with targets_so_far(game, chosen):  # 601.2c, 603.3d: chosen in order, each seeing those before it
        return _choose_trigger_targets(game, trig, controller, specs, source, chosen)


def _choose_trigger_targets(game: "Game", trig: dict, controller: str, specs: list, source: Any,
                            chosen: list[dict]) -> list[dict] | None:
    from .targeting import is_legal_target

    # 115.1: a triggered ability's target may be a permanent, a spell or ability on the stack
    # ("copy target instant or sorcery spell", 115.1b-d) or a card in a graveyard, as its text says.
    # A player is a target too (115.1: "any target", "target player"): answered as {"player": id}.
    candidates: list[dict[str, str]] = (
        [{"object": o.id} for o in game.battlefield()] + [{"object": i.id} for i in game.stack]
        + [{"object": o.id} for o in game.objects.values() if o.zone == "graveyard"]
        + [{"player": p} for p in game.players])
    for spec in specs:
        legal = [c for c in candidates if is_legal_target(game, spec, c, controller, source)]
        if spec.get("any_number"):
            # 601.2c, 603.3d: "up to N target ..." / "any number of target ...": the answer is a
            # list of as many distinct legal targets as the controller chooses (zero is legal)
            if not legal:
                continue
            options = [c.get("object", c) for c in legal]
            answer = game.choose("trigger_target", trig["source"], None)
            if not isinstance(answer, list):
                raise Illegal(f"the 'trigger_target' choice for {trig['source']!r} answers a variable number of "
                              f"targets: a list of them (up to {spec.get('max', 'any number')}, 601.2c)")
            if len(answer) > spec.get("max", len(answer)):
                raise Illegal(f"at most {spec['max']} target(s) may be chosen, {len(answer)} given (601.2c)")
            for a in answer:
                if a not in options:
                    raise Illegal(f"{a!r} is not a legal 'trigger_target' choice for {trig['source']!r}"
                                  f" (legal: {', '.join(map(str, options))})")
            if len({str(a) for a in answer}) != len(answer):
                raise Illegal("the same target is chosen twice for one word 'target' (115.3)")
            from .filters import single_graveyard_problem  # filt3

            picked = [a if isinstance(a, dict) else {"object": a} for a in answer]
            if why := single_graveyard_problem(game, [spec] * len(picked), picked):
                raise Illegal(why)
            from .filters import their_graveyard_problem  # branch trig4: the cards of the player chosen before

            done = specs[:specs.index(spec)]
            if why := their_graveyard_problem(game, done + [spec] * len(picked),
                                              chosen[:len(done)] + picked if len(chosen) == len(done) else picked):
                raise Illegal(why)
            chosen.extend(a if isinstance(a, dict) else {"object": a} for a in answer)
            continue
        if not legal:
            return None
        options = [c.get("object", c) for c in legal]  # an object by its id, a player as {"player": id}
        answer = game.choose("trigger_target", trig["source"], options)
        chosen.append(answer if isinstance(answer, dict) else {"object": answer})
    return chosen


def _rank(order: list[str], trig: dict) -> int:
    """Where a waiting ability is in a 'trigger_order' answer: entries are a source's id, or
    "id: text" for one of several abilities of the same source (its wording's beginning)."""
    for i, entry in enumerate(order):
        source, _, prefix = entry.partition(": ")
        if source == trig["source"] and (not prefix or trig["ability"].text.startswith(prefix)):
            return i
    return len(order)


def put_on_stack(game: "Game") -> None:
    """603.3b: each player, in APNAP order, puts their waiting abilities on the stack in the order
    they choose (a 'trigger_order' choice when they have more than one)."""
    check_events(game)
    waiting, game.pending_triggers = game.pending_triggers, []
    for player in game.apnap():
        mine = [t for t in waiting if t["controller"] == player]
        if len({(t["source"], id(t["ability"])) for t in mine}) > 1:  # instances of one ability: order unobservable
            order = game.choose("trigger_order", None)  # a list, first put on the stack first
            mine = sorted(mine, key=lambda t: _rank(order, t))
        for trig in mine:
            if "modes" in trig["ability"].spec and "chosen_modes" not in trig["ability"].spec:
                from .modes import chosen_trigger

                trig = chosen_trigger(game, trig, player)  # 603.3c, 700.2b: its modes, then their targets
                if trig is None:
                    continue  # no mode can be chosen: it is removed from the stack
            from .object_words import that_player_now

            with that_player_now(game, trig):  # 'target creature that player controls' (branch filtlay)
                targets = choose_trigger_targets(game, trig, player)
            if targets is None:
                continue  # 603.3d: no legal target for it: it is removed from the stack
            game.triggered_log.append(trig["source"])
            game.stack.append(StackItem(
                id=game.new_id("trigger"), kind="triggered_ability", controller=player, source=trig["source"],
                ability=trig["ability"], trigger=trig, x=trig.get("x"), targets=targets, modes=trig.get("modes", []),
                source_incarnation=trig.get("source_incarnation"),  # 608.2h: its last known information
            ))
            game.stack[-1].target_incarnations = {t["object"]: game.objects[t["object"]].incarnation
                                                  for t in targets if t.get("object") in game.objects}
            # 701.27f: how often its source had transformed as the ability was put on the stack
            trig.setdefault("transformations", getattr(game.objects.get(trig["source"]), "transformations", 0))
            record_targeting(game, targets, game.stack[-1])
