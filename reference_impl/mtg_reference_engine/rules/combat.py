"""The combat phase (506-511): beginning of combat, declare attackers (508) with restrictions and
requirements, declare blockers (509) with evasion, combat damage (510) with a first-strike step
when needed (702.7b, 702.4b), end of combat (511), and moving on through the turn.

Every decision is recorded in the fixture's action: which creature attacks what, which creature
blocks which, and — as a ``damage_assignment`` choice — how a creature's combat damage is divided
when the rules leave it to its controller (510.1c-d, 702.19b).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from . import battles, combat_keywords, damage, static_effects, tree_restrictions, tree_statics, turns
from ..state.hooks import provides
from ..state import keywords
from ..state.game import Illegal
from .protection import protected_from
from ..state.support import executes, executes_node

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "attacks_each_combat", "cant_attack", "cant_be_blocked_by", "extra_block", "cant_attack_alone",
         "max_attackers", "max_blockers", "opponents_cant_block_with_even_mana_value")
executes("keyword", "defender", "double strike", "first strike", "flying", "haste", "intimidate", "reach", "trample",
         "vigilance", "menace", "trample over planeswalkers", "landwalk")
# 702.14: a basic landwalk a tree node gives ("gains islandwalk until end of turn"), read by name as
# the printed keyword (filters.keyword_problem checks it where it is given)
executes_node(*(f"Keyword:{t}walk" for t in ("plains", "island", "swamp", "mountain", "forest")))


STEPS = ("untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
         "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup")
ACTIONS = ("declare_attackers", "declare_blockers", "combat_damage", "pass_to_step")


@dataclass
class Combat:
    attackers: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> {attacks, incarnation, blocked}
    blockers: dict[str, dict[str, Any]] = field(default_factory=dict)  # id -> {blocks: [ids], incarnation}
    blockers_declared: bool = False
    damage_steps: int = 0
    first_strike_step: bool = False
    first_strikers: set[str] = field(default_factory=set)  # had first strike or double strike (702.7b)
    bands: list[list[str]] = field(default_factory=list)  # 702.22c: attacking bands (rules/banding.py; misc16)


def perform(game: "Game", action: dict[str, Any]) -> None:
    if game.stack:
        raise Illegal("the stack is not empty: the game can't move to another step (500.2)")
    kind = action["do"]
    if kind == "declare_attackers":
        declare_attackers(game, action)
    elif kind == "declare_blockers":
        declare_blockers(game, action)
    elif kind == "combat_damage":
        combat_damage_step(game)
    else:
        pass_to_step(game, action["step"], next_turn=bool(action.get("next_turn")))


# -- helpers ------------------------------------------------------------------------------------

def _chars(game: "Game", obj: "GameObject"):
    return game.chars(obj)


@provides("in_combat")
def in_combat(game: "Game", obj_id: str, role: str) -> bool:
    """An attacking or blocking creature stays one until it leaves the battlefield or is removed
    from combat (506.4)."""
    c = game.combat
    if c is None:
        return False
    entry = (c.attackers if role == "attacker" else c.blockers).get(obj_id)
    if entry is None:
        return False
    obj = game.objects.get(obj_id)
    return obj is not None and obj.zone == "battlefield" and obj.incarnation == entry["incarnation"] \
        and "creature" in game.chars(obj).card_types


def remove_from_combat(game: "Game", obj: "GameObject") -> None:
    """506.4: a creature removed from combat stops being an attacking or blocking creature."""
    if game.combat is not None:
        game.combat.attackers.pop(obj.id, None)
        game.combat.blockers.pop(obj.id, None)
    obj.attacking_incarnation = None
    obj.blocking_incarnation = None


def defending_player(game: "Game") -> str:
    return game.opponents(game.active)[0]


def defending_player_of(game: "Game", attacker_id: str) -> str:
    """508.5, 310.8d: the defending player relative to an attacking creature — the player it
    attacks, the controller of the planeswalker or the protector of the battle it attacks."""
    entry = game.combat.attackers.get(attacker_id) if game.combat is not None else None
    attacked = (entry or {}).get("attacks") or {}
    if "player" in attacked:
        return attacked["player"]
    obj = game.objects.get(attacked.get("object", ""))
    if obj is not None and obj.zone == "battlefield":
        if "battle" in game.chars(obj).card_types and (prot := battles.protector(game, obj)) is not None:
            return prot
        if obj.controller is not None:
            return obj.controller
    return defending_player(game)


def _advance_to(game: "Game", step: str) -> None:
    """Move forward through the turn to ``step``, performing the turn-based actions of the steps
    passed on the way (500.4, 514)."""
    if STEPS.index(step) < STEPS.index(game.step):
        raise Illegal(f"the game is in the {game.step} step; {step} is behind it")
    while game.step != step:
        turns.advance_step(game)  # 500.4 (mana empties), combat's turn-based actions, 514.2
        if STEPS.index(game.step) > STEPS.index(step):  # branch restart: the step was skipped (103.8a)
            break


def next_combat_step(game: "Game") -> bool:
    """Moving on from a combat step when the next one has turn-based actions: declaring no
    blockers (509.1), the combat damage steps (510, 702.7b), skipping to end of combat with no
    attackers (508.8). Returns False when the ordinary next step follows."""
    c = game.combat
    if game.step == "end_of_combat":
        for attacker in (c.attackers if c is not None else ()):
            game.objects[attacker].attacking_incarnation = None
        for blocker in (c.blockers if c is not None else ()):
            game.objects[blocker].blocking_incarnation = None
        game.combat = None  # 511.3
        return False
    if game.step == "declare_attackers" and (c is None or not c.attackers):
        game.step = "end_of_combat"  # 508.8
        from .step_triggers import beginning_of_step

        beginning_of_step(game)  # 511.2: "at end of combat" abilities trigger (also with no attackers; trig3)
        return True
    if c is None or not c.attackers:
        return False
    if game.step == "declare_attackers" and not c.blockers_declared:
        _declare_blocks(game, [])
        game.step = "declare_blockers"
        return True
    if game.step in ("declare_blockers", "combat_damage") and _damage_step_pending(game):
        combat_damage_step(game)
        return True
    return False


def pass_to_step(game: "Game", step: str, next_turn: bool = False) -> None:
    """All players pass until the game reaches ``step`` (of the next turn with ``next_turn``: the
    rest of this turn, its cleanup step, then the next player's turn, 103.1, 500.1). In each step on the
    way players receive priority (117.3a): abilities that triggered are put on the stack and,
    everyone passing, resolve before the step can end (500.2). In ``step`` itself they wait on the
    stack."""
    from .priority import before_priority
    from .resolution import resolve_top

    if step not in STEPS:
        raise Illegal(f"unknown step {step!r}")
    turn = game.turn_number
    if next_turn:
        if step == "untap":
            raise Illegal("no player receives priority in the untap step (502.4): pass to the upkeep step")
    elif STEPS.index(step) < STEPS.index(game.step):
        raise Illegal(f"the game is in the {game.step} step; {step} is behind it")

    def arrived() -> bool:
        return game.step == step and (game.turn_number > turn or not next_turn)

    while not arrived():
        if game.step == "cleanup":
            turns.advance_step(game)  # 500.1: the next turn (turns.next_turn)
        else:
            _advance_to(game, STEPS[STEPS.index(game.step) + 1] if game.step != "declare_attackers"
                        or (game.combat and game.combat.attackers) else "end_of_combat")
        before_priority(game)
        if arrived():
            break  # arrived: players have priority, with what triggered on the stack
        for _ in range(500):
            if not game.stack:
                break
            resolve_top(game)
            before_priority(game)


# -- 508 declare attackers ----------------------------------------------------------------------

def declare_attackers(game: "Game", action: dict[str, Any]) -> None:
    player = action["player"]
    if player != game.active:
        raise Illegal(f"{player} is not the active player: only the active player attacks (508.1)")
    if STEPS.index(game.step) > STEPS.index("beginning_of_combat"):
        raise Illegal(f"attackers are declared in the declare attackers step; it is {game.step}")
    _advance_to(game, "beginning_of_combat")
    combat = Combat()
    defender = defending_player(game)
    declared: dict[str, dict[str, str]] = {}
    for entry in action.get("attackers", []):
        obj = game.obj(entry["object"])
        if obj.id in declared:
            raise Illegal(f'"{obj.id}" is declared as an attacker twice')
        _check_can_attack(game, obj, player)
        target = entry.get("attacks") or {"player": defender}
        _check_attack_target(game, target, defender)
        declared[obj.id] = target
    # 508.1c: restrictions on the declaration as a whole — "can't attack alone" (506.5: the only
    # creature declared), "No more than N creatures can attack each combat", and the keyword and
    # static restrictions of rules/combat_keywords.py.
    limit = _combat_limit(game, "max_attackers")
    if limit is not None and len(declared) > limit:
        raise Illegal(f"no more than {limit} creature(s) can attack each combat (508.1c)")
    if len(declared) == 1 and _has_rule(game, game.obj(next(iter(declared))), "cant_attack_alone"):
        raise Illegal(f'"{next(iter(declared))}" can\'t attack alone (508.1c, 506.5)')
    for obj_id in declared:
        if why := combat_keywords.attack_restriction(game, game.obj(obj_id), len(declared), defender):
            raise Illegal(why)
    # 508.1d: requirements — as many "attacks each combat if able" requirements must be obeyed as
    # could be without disobeying a restriction.
    able = []
    for perm in game.battlefield():
        try:
            _check_can_attack(game, perm, player)
        except Illegal:
            continue
        if perm.id not in declared and combat_keywords.attack_restriction(game, perm, len(declared) + 1, defender):
            continue  # a restriction keeps it from joining this attack (508.1c)
        able.append(perm)
    required = [p for p in able if _has_rule(game, p, "attacks_each_combat")
                or tree_statics.restricted(game, p, "must_attack") or tree_restrictions.cant(game, p, "must_attack")]
    if sum(p.id in declared for p in required) < _most_requirements(game, required, able, limit):
        left_out = next(p for p in required if p.id not in declared)
        raise Illegal(f'"{left_out.id}" attacks each combat if able, and it is able (508.1d)')
    from .banding import declared_bands

    combat.bands = declared_bands(game, action.get("bands") or [], declared)  # 702.22c-d (misc16)
    from .cast_keywords import attack_requirement

    for obj_id, target in declared.items():  # 702.141a: "attacks that opponent this turn if able"
        wanted = attack_requirement(game, game.obj(obj_id))
        if wanted is not None and target.get("player") != wanted and wanted in game.players \
                and not game.players[wanted].lost:
            raise Illegal(f'"{obj_id}" attacks {wanted} this turn if able (702.141a, 508.1d)')
    for obj_id, target in declared.items():
        obj = game.obj(obj_id)
        if not keywords.obj_has(game, obj, "vigilance"):
            game.tap(obj)  # 508.1f; vigilance: attacking doesn't cause it to tap (702.20b)
        obj.attacking_incarnation = obj.incarnation  # 506.4 (read by characteristics: GameObject)
        combat.attackers[obj_id] = {"attacks": target, "incarnation": obj.incarnation, "blocked": False,
                                    # 702.19e: what matters once the attacked permanent is gone
                                    "attacks_planeswalker": "object" in target
                                    and "planeswalker" in game.chars(game.obj(target["object"])).card_types}
        game.events.append({"type": "attacks", "object": obj_id, "alone": len(declared) == 1})  # 506.5
        # 608.2i: remembered for "each creature you attacked with this turn"
        game.__dict__.setdefault("attacked_with", []).append(
            {"turn": game.turn_number, "player": game.active, "object": obj_id, "incarnation": obj.incarnation})
    if declared:  # 508.1: "whenever you attack" — once, as the player declares one or more attackers
        game.events.append({"type": "attackers_declared", "player": player, "attackers": list(declared)})
    from .exert import optional_attack_costs  # branch grams: 508.1g optional costs to attack (701.43d exert)

    optional_attack_costs(game, declared)
    game.combat = combat
    combat_keywords.attack_triggers(game, combat.attackers)  # 508.3a
    from .mobilize import attack_triggers as mobilize_triggers

    mobilize_triggers(game, combat.attackers)  # 702.181a (branch kw3)
    from .firebending import attack_triggers as firebending_triggers

    firebending_triggers(game, combat.attackers)  # 702.189a (branch kw3)
    game.step = "declare_attackers"


def _has_rule(game: "Game", obj: "GameObject", rule: str) -> bool:
    return any(a.kind == "static" and a.spec.get("rule") == rule for a in game.chars(obj).abilities)


def _combat_limit(game: "Game", rule: str) -> int | None:
    """The smallest "No more than N creatures can attack/block each combat" in play (508.1c, 509.1b)."""
    limits = [a.spec["n"] for p in game.battlefield() for a in game.chars(p).abilities
              if a.kind == "static" and a.spec.get("rule") == rule]
    return min(limits) if limits else None


def _most_requirements(game: "Game", required: list["GameObject"], able: list["GameObject"],
                       limit: int | None) -> int:
    """508.1d: the most attack requirements that can be obeyed without disobeying a restriction
    (the attacker limit; "can't attack alone", which another able creature attacking satisfies)."""
    most = min(len(required), len(able) if limit is None else limit)
    if most != 1 or any(not _has_rule(game, p, "cant_attack_alone") for p in required):
        return most
    return 1 if len(able) >= 2 and (limit is None or limit >= 2) else 0


def _check_can_attack(game: "Game", obj: "GameObject", player: str) -> None:
    ch = game.chars(obj)
    if obj.zone != "battlefield" or "creature" not in ch.card_types:
        raise Illegal(f'"{obj.id}" is not a creature on the battlefield')
    if obj.controller != player:
        raise Illegal(f'{player} does not control "{obj.id}"')
    if obj.tapped:
        raise Illegal(f'"{obj.id}" is tapped: a tapped creature can\'t attack (508.1a)')
    if obj.controlled_since_turn >= game.turn_number and not keywords.has(ch, "haste"):
        raise Illegal(f'"{obj.id}" has not been under {player}\'s control since the turn began (302.6, 702.10b)')
    if keywords.has(ch, "defender") and not tree_statics.restricted(game, obj, "attack_despite_defender"):
        raise Illegal(f'"{obj.id}" has defender: it can\'t attack (702.3b)')
    if any(a.kind == "static" and a.spec.get("rule") == "cant_attack" for a in ch.abilities) \
            or static_effects.cant(game, obj, "attack"):  # 508.1c
        raise Illegal(f'"{obj.id}" can\'t attack')


def _check_attack_target(game: "Game", target: dict[str, str], defender: str) -> None:
    """506.3, 508.1b: a creature attacks a player, a planeswalker that player controls, or a
    battle that player protects."""
    if "player" in target:
        if target["player"] != defender:
            raise Illegal(f"{target['player']} is not an opponent who can be attacked")
        return
    obj = game.obj(target["object"])
    ch = game.chars(obj)
    if obj.zone != "battlefield" or not ("planeswalker" in ch.card_types or "battle" in ch.card_types):
        raise Illegal(f'"{obj.id}" is not a planeswalker or battle that can be attacked')
    if "planeswalker" in ch.card_types and obj.controller != defender:
        raise Illegal(f'"{obj.id}" is not controlled by the defending player')
    if "battle" in ch.card_types and "planeswalker" not in ch.card_types \
            and (why := battles.check_attackable(game, obj, defender)):  # 310.8b
        raise Illegal(why)


# -- 509 declare blockers -----------------------------------------------------------------------

def declare_blockers(game: "Game", action: dict[str, Any]) -> None:
    combat = game.combat
    if combat is None or game.step != "declare_attackers" or not combat.attackers:
        raise Illegal("blockers are declared after attackers, in the declare blockers step (509)")
    player = action["player"]
    if player != defending_player(game):
        raise Illegal(f"{player} is not the defending player")
    _declare_blocks(game, action.get("blockers", []))
    from .mana import empty_mana_pools

    empty_mana_pools(game)  # 500.4: the declare attackers step ends (branch kw3)
    game.step = "declare_blockers"


def _declare_blocks(game: "Game", blocks: list[dict[str, Any]]) -> None:
    combat = game.combat
    by_blocker: dict[str, list[str]] = {}
    for entry in blocks:
        by_blocker.setdefault(entry["object"], []).append(entry["blocks"])
    check_blocks(game, by_blocker)
    # 509.1c: as many requirements obeyed as possible without disobeying a restriction
    combat_keywords.check_block_requirements(game, by_blocker, check_blocks)
    from .banding import blocked_as_band

    by_blocker = blocked_as_band(game, by_blocker)  # 702.22h: a band is blocked as a group (misc16)
    for blocker_id, attacker_ids in by_blocker.items():
        blocker = game.obj(blocker_id)
        combat.blockers[blocker_id] = {"blocks": list(attacker_ids), "incarnation": blocker.incarnation}
        blocker.blocking_incarnation = blocker.incarnation  # 506.4 (read by the filter word 'blocking')
        for attacker_id in attacker_ids:
            combat.attackers[attacker_id]["blocked"] = True  # 509.1h
            # 509.3b, 509.3d: "blocks a creature" / "becomes blocked by a creature": once per pair
            game.events.append({"type": "block_pair", "blocker": blocker_id, "blocker_incarnation": blocker.incarnation,
                                "attacker": attacker_id,
                                "attacker_incarnation": game.obj(attacker_id).incarnation})
        game.events.append({"type": "blocks", "object": blocker_id, "attackers": list(attacker_ids),
                            "incarnation": blocker.incarnation})  # 509.3a (the tree's trigger events)
    for attacker_id in dict.fromkeys(a for ids in by_blocker.values() for a in ids):
        # 509.3c-d: an attacking creature "becomes blocked" once, however many creatures block it
        game.events.append({"type": "becomes_blocked", "object": attacker_id,
                            "incarnation": game.obj(attacker_id).incarnation})
    for attacker_id, entry in combat.attackers.items():
        if not entry["blocked"]:  # 509.3g: "attacks and isn't blocked": no blocker declared for it
            game.events.append({"type": "unblocked", "object": attacker_id,
                                "incarnation": game.obj(attacker_id).incarnation})
    combat.blockers_declared = True
    combat_keywords.block_triggers(game, by_blocker)  # 509.3a-d: as blockers are declared


def check_blocks(game: "Game", by_blocker: dict[str, list[str]]) -> None:
    """509.1a-b: a declaration of blockers (blocker id -> the attackers it blocks) breaks no
    restriction; Illegal says which."""
    combat = game.combat
    defender = defending_player(game)
    for blocker_id, attacker_ids in by_blocker.items():
        blocker = game.obj(blocker_id)
        ch = game.chars(blocker)
        if blocker.zone != "battlefield" or "creature" not in ch.card_types or blocker.controller != defender:
            raise Illegal(f'"{blocker_id}" is not a creature the defending player controls')
        if blocker.tapped:
            raise Illegal(f'"{blocker_id}" is tapped: a tapped creature can\'t block (509.1a)')
        extra = sum(a.spec.get("count", 1) for a in ch.abilities
                    if a.kind == "static" and a.spec.get("rule") == "extra_block")
        if combat_keywords.blocks_any_number(ch):
            extra = len(attacker_ids)
        if len(attacker_ids) > 1 + extra or len(set(attacker_ids)) != len(attacker_ids):
            raise Illegal(f'"{blocker_id}" can block only {1 + extra} creature(s) (509.1a)')
        for attacker_id in attacker_ids:
            if not in_combat(game, attacker_id, "attacker"):
                raise Illegal(f'"{attacker_id}" is not an attacking creature')
            if why := battles.check_blocker(game, blocker, combat.attackers[attacker_id]["attacks"]):
                raise Illegal(why)  # 509.1a, 310.8c
            check_can_block(game, blocker, game.obj(attacker_id))
    limit = _combat_limit(game, "max_blockers")
    if limit is not None and len(by_blocker) > limit:
        raise Illegal(f"no more than {limit} creature(s) can block each combat (509.1b)")
    for attacker_id in {a for ids in by_blocker.values() for a in ids}:
        count = sum(attacker_id in ids for ids in by_blocker.values())
        if count == 1 and keywords.obj_has(game, game.obj(attacker_id), "menace"):
            raise Illegal(f'"{attacker_id}" has menace: it can\'t be blocked except by two or more creatures (702.111b)')
    if why := combat_keywords.blocks_restriction(game, by_blocker):  # 509.1b
        raise Illegal(why)


def check_can_block(game: "Game", blocker: "GameObject", attacker: "GameObject") -> None:
    """509.1b: the blocking restrictions of evasion abilities."""
    a, b = game.chars(attacker), game.chars(blocker)
    if static_effects.cant(game, blocker, "block"):  # 509.1b
        raise Illegal(f'"{blocker.id}" can\'t block')
    if any(perm.controller != blocker.controller and a.kind == "static"
           and a.spec.get("rule") == "opponents_cant_block_with_even_mana_value"
           for perm in game.battlefield() for a in game.chars(perm).abilities):
        from .mana import object_mana_value

        if object_mana_value(game, blocker) % 2 == 0:  # 509.1b, 202.3: zero is even
            raise Illegal(f'"{blocker.id}" has an even mana value: it can\'t block (an opponent\'s effect)')
    if static_effects.cant(game, attacker, "be_blocked"):  # 509.1b
        raise Illegal(f'"{attacker.id}" can\'t be blocked this turn')
    if why := tree_statics.block_forbidden(game, attacker, blocker):  # 509.1b
        raise Illegal(why)
    if keywords.has(a, "flying") and not (keywords.has(b, "flying") or keywords.has(b, "reach")):
        raise Illegal(f'"{attacker.id}" has flying: it can\'t be blocked except by creatures with flying '
                      "and/or reach (702.9b, 702.17b)")
    if keywords.has(a, "intimidate") and "artifact" not in b.card_types \
            and not set(a.colors) & set(b.colors):
        raise Illegal(f'"{attacker.id}" has intimidate: only artifact creatures and creatures sharing a '
                      "color with it can block it (702.13b)")
    for spec in keywords.keyword_specs(a, "landwalk"):
        if _defender_has_land(game, blocker.controller, spec["land_type"]):
            raise Illegal(f'"{attacker.id}" has {spec["land_type"]}walk and the defending player controls '
                          "such a land (702.14c)")
    if why := combat_keywords.block_restriction(game, blocker, attacker):  # 509.1b
        raise Illegal(why)
    if protected_from(game, {"object": attacker.id}, b, blocker, blocker.controller):
        raise Illegal(f'"{attacker.id}" has protection from a quality of "{blocker.id}" (702.16f)')
    for ability in a.abilities:
        if ability.kind == "static" and ability.spec.get("rule") == "cant_be_blocked_by" \
                and ability.spec["subtype"].lower() in [s.lower() for s in b.subtypes]:
            raise Illegal(f'"{attacker.id}" can\'t be blocked by {ability.spec["subtype"]}s')


def _defender_has_land(game: "Game", player: str, land_type: str) -> bool:
    """702.14c: a land with the type (islandwalk), the type or supertype (artifact landwalk), without
    it (nonbasic landwalk), or with both (snow swampwalk)."""
    words = land_type.split()
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        ch = game.chars(perm)
        if "land" not in ch.card_types:
            continue
        values = {t.lower() for t in ch.card_types + ch.subtypes + ch.supertypes}
        ok = True
        for w in words:
            if w == "land":
                continue
            if w.startswith("non"):
                ok = ok and w[3:] not in values
            else:
                ok = ok and w in values
        if ok:
            return True
    return False


# -- 510 combat damage --------------------------------------------------------------------------

def _combatants(game: "Game") -> list["GameObject"]:
    c = game.combat
    ids = [i for i in c.attackers if in_combat(game, i, "attacker")] + \
          [i for i in c.blockers if in_combat(game, i, "blocker")]
    return [game.obj(i) for i in ids]


def _strikes_first(game: "Game", obj: "GameObject") -> bool:
    ch = game.chars(obj)
    return keywords.has(ch, "first strike") or keywords.has(ch, "double strike")


def _damage_step_pending(game: "Game") -> bool:
    c = game.combat
    if c.damage_steps == 0:
        return True
    return c.first_strike_step and c.damage_steps == 1


def combat_damage_step(game: "Game") -> None:
    """510: the next combat damage step. 702.7b, 702.4b: if an attacking or blocking creature has
    first strike or double strike as the first combat damage step begins, only those creatures deal
    damage in it, and the phase gets a second combat damage step."""
    c = game.combat
    if c is None or not c.attackers:
        raise Illegal("there is no combat with attackers: no combat damage step")
    if game.step == "declare_attackers":
        _advance_to(game, "declare_blockers")
    if not _damage_step_pending(game):
        raise Illegal("all combat damage steps of this combat have happened; the next step is end of combat")
    combatants = _combatants(game)
    if c.damage_steps == 0:
        c.first_strikers = {o.id for o in combatants if _strikes_first(game, o)}
        c.first_strike_step = bool(c.first_strikers)
        dealers = [o for o in combatants if o.id in c.first_strikers] if c.first_strike_step else combatants
    else:
        # Second step: those that had neither first strike nor double strike as the first step began,
        # and those that have double strike now (702.4c-d, 702.7c).
        dealers = [o for o in combatants if o.id not in c.first_strikers
                   or keywords.obj_has(game, o, "double strike")]
    c.damage_steps += 1
    from .mana import empty_mana_pools

    empty_mana_pools(game)  # 500.4: the step before it ends (branch kw3)
    game.step = "combat_damage"
    packets: list[damage.Packet] = []
    assigned: dict[str, int] = {}  # damage already being assigned to each creature this step
    attackers = [o for o in dealers if o.id in c.attackers]
    blockers = [o for o in dealers if o.id in c.blockers]
    # 510.1: the active player's creatures are assigned first; those whose division is a choice
    # after the others, so the damage those are assigning counts (702.19b, 702.19c).
    attackers.sort(key=lambda o: keywords.obj_has(game, o, "trample")
                   or keywords.obj_has(game, o, "trample over planeswalkers"))
    for obj in attackers + blockers:
        chars = game.chars(obj)
        for recipient, amount in _assign(game, obj, obj.id in c.attackers, assigned):
            if "object" in recipient:
                assigned[recipient["object"]] = assigned.get(recipient["object"], 0) + amount
            packets.append(damage.Packet(obj, chars, obj.controller, recipient, amount, combat=True))
    damage.deal(game, packets)  # 510.2: dealt simultaneously


def _assign(game: "Game", obj: "GameObject", attacking: bool, assigned: dict[str, int]) -> list[tuple[dict, int]]:
    ch = game.chars(obj)
    from .station import combat_damage_amount

    power = combat_damage_amount(game, obj, ch)  # 510.1a, or its toughness when a static says so (branch station)
    if power <= 0:
        return []  # 510.1a: a creature with 0 or less power assigns no combat damage
    from .no_combat_damage import assigns_none

    if assigns_none(game, obj):
        return []  # 510.1a: "assigns no combat damage this turn" (gramt)
    c = game.combat
    if not attacking:
        blocked = [a for a in c.blockers[obj.id]["blocks"] if in_combat(game, a, "attacker")]
        if not blocked:
            return []
        if len(blocked) == 1:
            return [({"object": blocked[0]}, power)]
        from .banding import damage_divider

        return _recorded(game, obj, power, [{"object": a} for a in blocked], None, {},  # 510.1d
                         player=damage_divider(game, obj, False, blocked))  # 702.22k (misc16)
    entry = c.attackers[obj.id]
    attacked = entry["attacks"]
    top = keywords.has(ch, "trample over planeswalkers")  # 702.19c: a variant of trample
    trample = keywords.has(ch, "trample") or top
    spill = None  # where excess beyond a planeswalker's loyalty may go (702.19c)
    if "object" in attacked:
        pw = game.objects.get(attacked["object"])
        if pw is None or pw.zone != "battlefield":
            # 506.4c: a planeswalker or battle removed from combat takes no damage; 702.19f: nor
            # does the player — except for trample over planeswalkers attacking a planeswalker (702.19e).
            attacked = {"player": defending_player(game)} if top and entry.get("attacks_planeswalker") else None
        elif top and "planeswalker" in game.chars(pw).card_types:  # 702.19c: not for a battle
            spill = {"player": pw.controller}
    # "You may have this creature assign its combat damage as though it weren't blocked."
    if not entry["blocked"] or (attacked is not None and combat_keywords.assigns_as_though_unblocked(game, obj)):
        if attacked is None:
            return []
        if spill and power > _loyalty_left(game, attacked, assigned):
            return _recorded(game, obj, power, [attacked, spill], attacked, {}, spill, assigned)
        return [(attacked, power)]  # 510.1a
    blockers = [b for b, e in c.blockers.items() if obj.id in e["blocks"] and in_combat(game, b, "blocker")]
    if not blockers:
        # 510.1a: a blocked creature with no blockers assigns no damage — unless trample (702.19d).
        if not (trample and attacked):
            return []
        if spill and power > _loyalty_left(game, attacked, assigned):
            return _recorded(game, obj, power, [attacked, spill], attacked, {}, spill, assigned)
        return [(attacked, power)]
    deathtouch = keywords.has(ch, "deathtouch")
    lethal = {b: damage.lethal_damage(game, game.obj(b), assigned.get(b, 0), deathtouch) for b in blockers}
    options = [{"object": b} for b in blockers]
    if trample and attacked:
        options.append(attacked)
    if spill:
        options.append(spill)
    if len(blockers) == 1 and (not trample or not attacked or power <= lethal[blockers[0]]):
        return [({"object": blockers[0]}, power)]
    from .banding import damage_divider

    return _recorded(game, obj, power, options, attacked if trample else None, lethal, spill, assigned,
                     player=damage_divider(game, obj, True, blockers))  # 702.22j (misc16)


def _loyalty_left(game: "Game", pw: dict[str, str], assigned: dict[str, int]) -> int:
    """702.19c: the planeswalker's loyalty, less damage other creatures are assigning it this step."""
    obj = game.obj(pw["object"])
    return max(0, obj.counters.get("loyalty", 0) - assigned.get(obj.id, 0))


def _recorded(game: "Game", obj: "GameObject", power: int, options: list[dict], trample_to: dict | None,
              lethal: dict[str, int], spill: dict | None = None,
              assigned: dict[str, int] | None = None, player: str | None = None) -> list[tuple[dict, int]]:
    """The controller's division of the creature's combat damage (510.1c-d), recorded in the
    fixture as a ``damage_assignment`` choice: a list of {object|player, amount}. ``player``: another
    player who divides it (702.22j-k, banding); a choice naming a player answers only theirs."""
    # 510.1: its controller divides it, unless banding lets another player (722.5 checks who decides)
    choice = game.choose("damage_assignment", obj.id, player=player if player is not None else obj.controller)
    out: list[tuple[dict, int]] = []
    total = 0
    for part in choice or []:
        recipient = {k: part[k] for k in ("object", "player") if k in part}
        if recipient not in options:
            raise Illegal(f'"{obj.id}" can\'t assign combat damage to {recipient} (510.1)')
        amount = int(part["amount"])
        if amount < 0:
            raise Illegal("a negative amount of damage can't be assigned")
        total += amount
        out.append((recipient, amount))
    if total != power:
        raise Illegal(f'"{obj.id}" must assign all of its {power} combat damage (510.1), not {total}')
    if trample_to is not None:
        to_attacked = sum(a for r, a in out if r == trample_to)
        if to_attacked:
            for b, need in lethal.items():
                got = sum(a for r, a in out if r == {"object": b})
                if got < need:
                    raise Illegal(f'"{obj.id}" must assign lethal damage ({need}) to "{b}" before assigning '
                                  "damage beyond its blockers (702.19b)")
    if spill is not None and sum(a for r, a in out if r == spill):
        for b, need in lethal.items():
            if sum(a for r, a in out if r == {"object": b}) < need:
                raise Illegal(f'"{obj.id}" must assign lethal damage ({need}) to "{b}" first (702.19c)')
        need = _loyalty_left(game, trample_to, assigned or {})
        if sum(a for r, a in out if r == trample_to) < need:
            raise Illegal(f'"{obj.id}" must assign damage equal to the planeswalker\'s loyalty ({need}) to it '
                          "before assigning damage to its controller (702.19c)")
    return [(r, a) for r, a in out if a > 0]
