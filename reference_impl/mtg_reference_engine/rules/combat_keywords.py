"""Keyword abilities (702) that act in combat or on damage, and the combat and untap restrictions a
permanent has on itself or on the permanent it's attached to.

* Evasion (509.1b): fear (702.36), shadow (702.28), horsemanship (702.31), skulk (702.118); "This
  creature can't block", "can't be blocked", "can block only creatures with flying", "can't be
  blocked by creatures with power N or less", "... by artifact creatures", "... by more than one
  creature", "... except by N or more creatures", "... except by creatures with flying"; "can block
  any number of creatures" (509.1a); "can't attack or block alone" (506.5); "can't attack unless
  defending player controls an Island" (508.1c). The requirements "must be blocked if able", "All
  creatures able to block this creature do so." and provoke's (509.1c).
* Combat damage: "You may have this creature assign its combat damage as though it weren't blocked."
  (510.1a-c), asked by combat._assign.
* Damage (120.3): infect (702.90), wither (702.80), toxic (702.164) and poison counters (122.1f,
  704.5c) — :func:`damage_result`, called by damage.deal for each packet dealt, which also records
  the damage players are dealt each turn for bloodthirst (702.54, applied by entering.py). A
  fixture's game begins with no damage dealt before it.
* Triggered keywords, each instance triggering separately: prowess (702.108), exalted (702.83),
  battle cry (702.91), melee (702.121), dethrone (702.105), training (702.149), mentor (702.134),
  myriad (702.116), provoke (702.39, a requirement for the declare blockers step), bushido (702.45),
  flanking (702.25), rampage (702.23), afflict (702.130), renown (702.112). Each is put on the stack
  as a triggered ability whose text is the keyword's own (603.1) and resolves here (``KINDS``).
* A permanent's own triggered abilities "Whenever this creature attacks / blocks [a creature] /
  becomes blocked [by a creature] / blocks or becomes blocked, ..." (508.3a, 509.3a-d): they
  trigger here, as attackers or blockers are declared; their effects are the engine's effects.
* The untap step: "This creature doesn't untap during your untap step", "Enchanted creature doesn't
  untap during its controller's untap step" (502.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state import keywords
from ..state.layers import ContinuousEffect
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

EVASION = ("fear", "shadow", "horsemanship", "skulk")
DAMAGE = ("infect", "wither", "toxic", "bloodthirst")
TRIGGERED = ("prowess", "exalted", "battle cry", "melee", "dethrone", "training", "mentor", "myriad", "provoke",
             "bushido", "flanking", "rampage", "afflict", "renown")
#: 702.134a: mentor's target, "target attacking creature with power less than this creature's power"
#: (targeting.is_legal_target compares the powers, with the source's last known information, 608.2h).
MENTOR_TARGET = {"types": ["creature"], "combat": ["attacking"], "power_less_than_source": True}
#: 702.39a: provoke's target, "target creature defending player controls" (two players: the opponent;
#: with more, the engine refuses provoke, see :func:`attack_triggers`).
PROVOKE_TARGET = {"types": ["creature"], "controller": "opponent"}
RULES = ("blocks_each_combat", "assign_as_though_unblocked", "self_cant", "block_only", "cant_be_blocked_by_quality",
         "cant_be_blocked_except_by", "block_any_number", "must_be_blocked", "lure", "cant_be_blocked_by_power",
         "cant_block_power", "max_blockers_of_self", "min_blockers", "cant_attack_unless_defender_controls", "doesnt_untap")
KINDS = ("combat_keyword",)
# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", *EVASION, *DAMAGE, *TRIGGERED)
executes("rule", *RULES)
#: A permanent's own triggered abilities "Whenever this creature attacks / blocks [a creature [with flying]] /
#: becomes blocked [by a creature] / blocks or becomes blocked" (508.3a, 509.3a-d).
EVENTS = ("attacks", "blocks", "becomes_blocked", "blocks_or_becomes_blocked", "blocks_creature",
          "becomes_blocked_by_creature")
executes("event", *EVENTS)


def _statics(ch, rule: str) -> list[dict[str, Any]]:
    return [a.spec for a in ch.abilities if a.kind == "static" and a.spec.get("rule") == rule]


def _self_cant(ch, what: str) -> bool:
    return any(what in spec["cant"] for spec in _statics(ch, "self_cant"))


# -- 508.1c, 509.1b: restrictions -------------------------------------------------------------------

def attack_restriction(game: "Game", obj: "GameObject", declared: int, defender: str) -> str | None:
    """Why ``obj`` can't attack in a declaration of ``declared`` attackers (508.1c), or None."""
    ch = game.chars(obj)
    if declared == 1 and _self_cant(ch, "attack_alone"):  # 506.5
        return f'"{obj.id}" can\'t attack alone (506.5)'
    for spec in _statics(ch, "cant_attack_unless_defender_controls"):
        if not _controls_land(game, defender, spec["land_type"]):
            return f'"{obj.id}" can\'t attack unless defending player controls a {spec["land_type"]} (508.1c)'
    return None


def _controls_land(game: "Game", player: str, land_type: str) -> bool:
    return any(p.controller == player and land_type in [s.lower() for s in game.chars(p).subtypes]
               for p in game.battlefield())


def block_restriction(game: "Game", blocker: "GameObject", attacker: "GameObject") -> str | None:
    """Why ``blocker`` can't block ``attacker`` (509.1b): evasion abilities and the restrictions
    either has on itself; None when it can."""
    a, b = game.chars(attacker), game.chars(blocker)
    if _self_cant(b, "block"):
        return f'"{blocker.id}" can\'t block'
    if keywords.has(b, "unleash") and blocker.counters.get("+1/+1", 0) > 0:  # 702.98a: rules/enters_keywords.py
        return f'"{blocker.id}" has unleash and a +1/+1 counter on it: it can\'t block (702.98a)'
    if _self_cant(a, "be_blocked"):
        return f'"{attacker.id}" can\'t be blocked'
    if keywords.has(a, "fear") and "artifact" not in b.card_types and "black" not in b.colors:
        return (f'"{attacker.id}" has fear: it can\'t be blocked except by artifact creatures and/or black '
                "creatures (702.36b)")
    if keywords.has(a, "shadow") != keywords.has(b, "shadow"):
        return ("a creature with shadow can't be blocked by creatures without shadow, and a creature without "
                "shadow can't be blocked by creatures with shadow (702.28b)")
    if keywords.has(a, "horsemanship") and not keywords.has(b, "horsemanship"):
        return f'"{attacker.id}" has horsemanship: only creatures with horsemanship can block it (702.31b)'
    if keywords.has(a, "skulk") and (b.power or 0) > (a.power or 0):
        return f'"{attacker.id}" has skulk: creatures with greater power can\'t block it (702.118b)'
    for spec in _statics(b, "block_only"):
        if not keywords.has(a, spec["keyword"]):
            return f'"{blocker.id}" can block only creatures with {spec["keyword"]}'
    for spec in _statics(a, "cant_be_blocked_by_quality"):
        q = spec["quality"]
        if q in b.card_types or q in b.colors or keywords.has(b, q):
            return f'"{attacker.id}" can\'t be blocked by {q} creatures'
    for spec in _statics(a, "cant_be_blocked_except_by"):
        if not any(keywords.has(b, kw) for kw in spec["keywords"]):
            return f'"{attacker.id}" can\'t be blocked except by creatures with {" or ".join(spec["keywords"])}'
    for spec in _statics(a, "cant_be_blocked_by_power"):
        n = (a.power or 0) if spec["n"] == "self" else spec["n"]
        if _compare(b.power or 0, spec["op"], n):
            return f'"{attacker.id}" can\'t be blocked by creatures with power {spec["op"]} {n}'
    for spec in _statics(b, "cant_block_power"):
        if _compare(a.power or 0, spec["op"], spec["n"]):
            return f'"{blocker.id}" can\'t block creatures with power {spec["op"]} {spec["n"]}'
    return None


def _compare(value: int, op: str, n: int) -> bool:
    return {"<=": value <= n, ">=": value >= n, "<": value < n}[op]


def blocks_any_number(ch) -> bool:
    """"This creature can block any number of creatures." (509.1a)"""
    return bool(_statics(ch, "block_any_number"))


def blocks_restriction(game: "Game", by_blocker: dict[str, list[str]]) -> str | None:
    """Restrictions on the declaration as a whole (509.1b): "can't block alone" (506.5), "can't be
    blocked by more than one creature", "can't be blocked except by N or more creatures"."""
    if len(by_blocker) == 1:
        only = next(iter(by_blocker))
        if _self_cant(game.chars(game.obj(only)), "block_alone"):
            return f'"{only}" can\'t block alone (506.5)'
    for attacker_id in {a for ids in by_blocker.values() for a in ids}:
        count = sum(attacker_id in ids for ids in by_blocker.values())
        ch = game.chars(game.obj(attacker_id))
        for spec in _statics(ch, "max_blockers_of_self"):
            if count > spec["n"]:
                return f'"{attacker_id}" can\'t be blocked by more than {spec["n"]} creature(s)'
        for spec in _statics(ch, "min_blockers"):
            if count < spec["n"]:
                return f'"{attacker_id}" can\'t be blocked except by {spec["n"]} or more creatures'
    return None


#: How many declarations of blockers 509.1c's search may try before the engine says it can't decide.
MAX_DECLARATIONS = 100_000


def provoked(game: "Game") -> list[tuple[str, int, str]]:
    """The requirements provoke made this combat (702.39a): (blocker id, its incarnation, attacker id).
    They end with the combat (kept on it)."""
    combat = game.combat
    if not hasattr(combat, "provoked"):
        combat.provoked = []
    return combat.provoked


def _requirements(game: "Game") -> list[tuple[str, str]]:
    """The blocking requirements (509.1c) the attacking creatures carry: (attacker id, rule), one
    per instance; and (attacker id, "blocker id") for each creature provoke requires to block it."""
    from .combat import in_combat

    out = [(aid, spec["rule"]) for aid in game.combat.attackers if in_combat(game, aid, "attacker")
           for rule in ("must_be_blocked", "lure") for spec in _statics(game.chars(game.obj(aid)), rule)]
    from .combat import defending_player

    defender = defending_player(game)
    for p in game.battlefield():  # 509.1c: "This creature blocks each combat if able." — its own requirement
        ch = game.chars(p)
        if p.controller == defender and "creature" in ch.card_types:
            out.extend(("", "must_block:" + p.id) for _ in _statics(ch, "blocks_each_combat"))
    from .linked_abilities import requirements  # branch names: "Target creature blocks ~ this turn if able"

    out.extend(requirements(game))
    for blocker_id, incarnation, aid in provoked(game):
        blocker = game.objects.get(blocker_id)
        if blocker is not None and blocker.incarnation == incarnation and in_combat(game, aid, "attacker"):
            out.append((aid, "blocker:" + blocker_id))
    return out


def _obeyed(game: "Game", requirements: list[tuple[str, str]], by_blocker: dict[str, list[str]],
            defenders: list["GameObject"]) -> int:
    n = 0
    for aid, rule in requirements:
        blockers = {b for b, ids in by_blocker.items() if aid in ids}
        # "must be blocked if able": one requirement; "all creatures able to block it do so": one for
        # each creature the defending player controls; provoke: that creature blocks it
        if rule.startswith("must_block:"):  # the creature blocks (any attacker)
            n += rule.removeprefix("must_block:") in by_blocker
        elif rule == "must_be_blocked":
            n += bool(blockers)
        elif rule == "lure":
            n += sum(d.id in blockers for d in defenders)
        else:
            n += rule.removeprefix("blocker:") in blockers
    return n


def check_block_requirements(game: "Game", by_blocker: dict[str, list[str]], check) -> None:
    """509.1c: the declaration is illegal if fewer requirements are obeyed than the most any
    declaration breaking no restriction (``check`` raises Illegal for those) could obey. The engine
    tries the declarations the defending player's untapped creatures could make."""
    from itertools import combinations, product

    from .combat import defending_player
    from ..state.game import Illegal
    from ..state.support import Unsupported

    requirements = _requirements(game) if game.combat is not None else []
    if not requirements:
        return
    defender = defending_player(game)
    defenders = [p for p in game.battlefield() if p.controller == defender and "creature" in game.chars(p).card_types]
    have = _obeyed(game, requirements, by_blocker, defenders)
    attackers = [a for a in dict.fromkeys(aid for aid in game.combat.attackers)]
    choices = []
    for d in defenders:
        if d.tapped:
            choices.append([()])
            continue
        ch = game.chars(d)
        most = len(attackers) if blocks_any_number(ch) else 1 + sum(
            a.spec.get("count", 1) for a in ch.abilities if a.kind == "static" and a.spec.get("rule") == "extra_block")
        choices.append([c for k in range(min(most, len(attackers)) + 1) for c in combinations(attackers, k)])
    total = 1
    for c in choices:
        total *= len(c)
    if total > MAX_DECLARATIONS:
        raise Unsupported(f"checking the blocking requirements (509.1c) would try {total} declarations of blockers: "
                          "more than the reference engine searches")
    for picks in product(*choices):
        candidate = {d.id: list(p) for d, p in zip(defenders, picks) if p}
        if _obeyed(game, requirements, candidate, defenders) <= have:
            continue
        try:
            check(game, candidate)
        except Illegal:
            continue
        raise Illegal(f"this declaration of blockers obeys {have} blocking requirement(s) where one obeying "
                      f"{_obeyed(game, requirements, candidate, defenders)} is possible (509.1c)")


def assigns_as_though_unblocked(game: "Game", obj: "GameObject") -> bool:
    """"You may have this creature assign its combat damage as though it weren't blocked." — its
    controller's choice ('may') as the creature's combat damage is assigned (510.1)."""
    return bool(_statics(game.chars(obj), "assign_as_though_unblocked")) \
        and game.choose("may", obj.id, ["yes", "no"]) == "yes"


# -- 502.3: the untap step ----------------------------------------------------------------------------

def doesnt_untap(game: "Game", perm: "GameObject") -> bool:
    """502.3: the active player untaps their permanents — except one that "doesn't untap during
    your untap step", or whose Aura or Equipment says it "doesn't untap during its controller's
    untap step"."""
    if any(spec["who"] == "self" for spec in _statics(game.chars(perm), "doesnt_untap")):
        return True
    return any(source.attached_to == perm.id and spec["who"] != "self"
               for source in game.battlefield() for spec in _statics(game.chars(source), "doesnt_untap"))


# -- 120.3: the results of damage -----------------------------------------------------------------------

def damage_result(game: "Game", chars, controller: str | None, recipient: dict[str, str], amount: int,
                  combat: bool) -> bool:
    """The results of damage dealt by a source with infect, wither or toxic (120.3b, 120.3d,
    120.3g). Returns True when the damage's result is not the ordinary one (life loss, 120.3a;
    damage marked, 120.3e) and was performed here; the source's characteristics are those it had
    as it dealt the damage, or its last known information (702.90d, 702.80b)."""
    infect = keywords.has(chars, "infect")
    if "player" in recipient:
        player = game.players[recipient["player"]]
        damage_to_players(game).append((game.turn_number, player.id, amount))
        toxic = sum(spec["n"] for spec in keywords.keyword_specs(chars, "toxic")) if combat else 0
        if toxic:  # 702.164c: in addition to the damage's other results
            player.poison += toxic
        if infect:  # 702.90b: poison counters rather than life loss
            player.poison += amount
            return True
        return False
    obj = game.obj(recipient["object"])
    if "creature" in game.chars(obj).card_types and (infect or keywords.has(chars, "wither")):
        obj.counters["-1/-1"] = obj.counters.get("-1/-1", 0) + amount  # 702.90c, 702.80a: not marked
        return True
    return False


def damage_to_players(game: "Game") -> list[tuple[int, str, int]]:
    """(turn, player, amount) for each time a player was dealt damage in this game."""
    if not hasattr(game, "damage_to_players"):
        game.damage_to_players = []
    return game.damage_to_players


def bloodthirst_counters(game: "Game", controller: str, n: int | str) -> int:
    """702.54a: N +1/+1 counters if an opponent was dealt damage this turn; 702.54b: "Bloodthirst X",
    X the total damage the controller's opponents have been dealt this turn."""
    opponents = set(game.opponents(controller))
    dealt = [amount for turn, player, amount in damage_to_players(game)
             if turn == game.turn_number and player in opponents]
    return sum(dealt) if n == "X" else n if dealt else 0


# -- 603: the triggered keywords ---------------------------------------------------------------------------

def _trigger(game: "Game", source: "GameObject", keyword, **about: Any) -> None:
    """The keyword ``keyword`` (its ability on ``source``) triggered: it waits to be put on the stack
    (603.3). The triggered ability is the keyword's own text, made once per keyword ability."""
    ability = keyword.__dict__.get("_triggered")
    if ability is None:
        from ..text.oracle import Ability

        name = keyword.spec["keyword"]
        targets = [dict(MENTOR_TARGET)] if name == "mentor" else [dict(PROVOKE_TARGET)] if name == "provoke" else []
        ability = Ability(keyword.text, "triggered", {"effect": {"type": "combat_keyword", "keyword": name,
                                                                 "n": keyword.spec.get("n", 1), "targets": targets}})
        keyword.__dict__["_triggered"] = ability
    game.pending_triggers.append({"source": source.id, "source_incarnation": source.incarnation,
                                  "controller": source.controller, "ability": ability, **about})


def _own_triggers(game: "Game", obj: "GameObject", *events: str, other: "GameObject | None" = None) -> None:
    """``obj``'s own triggered abilities for these events (this creature attacks, blocks...); ``other``
    is the creature it blocks ("blocks a creature [with flying]", 509.3b, 509.3f: as it is then)."""
    for ability in game.chars(obj).abilities:
        if ability.kind == "triggered" and ability.spec.get("self") and ability.spec.get("event") in events:
            wanted = ability.spec.get("with")
            if wanted and not (other is not None and keywords.obj_has(game, other, wanted)):
                continue
            trig = {"source": obj.id, "source_incarnation": obj.incarnation, "controller": obj.controller,
                    "ability": ability}
            if other is not None:  # 608.2k: "that creature" is the one it blocks
                trig.update(object=other.id, incarnation=other.incarnation)
            game.pending_triggers.append(trig)


def _instances(game: "Game", obj: "GameObject", name: str):
    return [a for a in game.chars(obj).abilities if a.kind == "keyword" and a.spec.get("keyword") == name]


def cast_triggers(game: "Game", spell_types: list[str], player: str) -> None:
    """702.108a: prowess — "Whenever you cast a noncreature spell"."""
    if "creature" in spell_types:
        return
    for perm in game.battlefield():
        if perm.controller == player:
            for kw in _instances(game, perm, "prowess"):
                _trigger(game, perm, kw)


def attack_triggers(game: "Game", attackers: dict[str, dict[str, Any]]) -> None:
    """508.3a: as attackers are declared. Exalted looks at a creature attacking alone (702.83b);
    battle cry, melee, dethrone and training at each attacking creature."""
    objs = {i: game.obj(i) for i in attackers}
    if len(objs) == 1:
        (alone,) = objs.values()
        for perm in game.battlefield():
            if perm.controller == alone.controller:
                for kw in _instances(game, perm, "exalted"):
                    _trigger(game, perm, kw, object=alone.id, incarnation=alone.incarnation)
    for obj in objs.values():
        _own_triggers(game, obj, "attacks")
        for name in ("battle cry", "melee", "mentor", "myriad", "provoke"):
            for kw in _instances(game, obj, name):
                if name == "provoke" and len(game.opponents(obj.controller)) > 1:
                    from ..state.support import Unsupported

                    raise Unsupported("provoke (702.39a) with more than one opponent: its target is a creature "
                                      "the defending player controls, which the engine's targets don't name")
                _trigger(game, obj, kw)
        attacked = attackers[obj.id]["attacks"]
        if "player" in attacked and _dethrone_condition(game, attacked["player"]):
            for kw in _instances(game, obj, "dethrone"):
                _trigger(game, obj, kw)
        power = game.chars(obj).power or 0
        if any((game.chars(o).power or 0) > power for o in objs.values() if o is not obj):  # 702.149a
            for kw in _instances(game, obj, "training"):
                _trigger(game, obj, kw)


def _dethrone_condition(game: "Game", player: str) -> bool:
    """702.105a: the player with the most life or tied for most life."""
    return game.players[player].life >= max((p.life for p in game.players.values() if not p.lost), default=0)


def block_triggers(game: "Game", by_blocker: dict[str, list[str]]) -> None:
    """509.3a, 509.3c, 509.3d: as blockers are declared. Bushido on a creature that blocks or becomes
    blocked (once each combat); rampage and afflict on a creature that becomes blocked; flanking once
    for each creature without flanking blocking it."""
    from .combat import defending_player_of

    blocked: dict[str, list[str]] = {}
    for blocker_id, attacker_ids in by_blocker.items():
        blocker = game.obj(blocker_id)
        _own_triggers(game, blocker, "blocks", "blocks_or_becomes_blocked")  # 509.3a: once, however many it blocks
        for kw in _instances(game, blocker, "bushido"):
            _trigger(game, blocker, kw)
        for attacker_id in attacker_ids:
            blocked.setdefault(attacker_id, []).append(blocker_id)
            _own_triggers(game, blocker, "blocks_creature", other=game.obj(attacker_id))  # 509.3b
    for attacker_id, blockers in blocked.items():
        attacker = game.obj(attacker_id)
        _own_triggers(game, attacker, "becomes_blocked", "blocks_or_becomes_blocked")  # 509.3c: once
        for kw in _instances(game, attacker, "bushido") + _instances(game, attacker, "rampage"):
            _trigger(game, attacker, kw)
        for kw in _instances(game, attacker, "afflict"):
            _trigger(game, attacker, kw, player=defending_player_of(game, attacker_id))
        for blocker_id in blockers:
            blocker = game.obj(blocker_id)
            _own_triggers(game, attacker, "becomes_blocked_by_creature")  # 509.3d
            if not keywords.obj_has(game, blocker, "flanking"):  # 509.3f: as it blocks
                for kw in _instances(game, attacker, "flanking"):
                    _trigger(game, attacker, kw, object=blocker.id, incarnation=blocker.incarnation)


def combat_damage_triggers(game: "Game", source: "GameObject", player: str) -> None:
    """702.112a: renown — "When this creature deals combat damage to a player, if it isn't
    renowned" (603.4: the condition is checked as it triggers and as it resolves)."""
    if (source.id, source.incarnation) in renowned(game):
        return
    for kw in _instances(game, source, "renown"):
        _trigger(game, source, kw, player=player)


def renowned(game: "Game") -> set[tuple[str, int]]:
    """702.112b: the permanents that are renowned (until they leave the battlefield: a new object)."""
    if not hasattr(game, "renowned"):
        game.renowned = set()
    return game.renowned


# -- resolving them ------------------------------------------------------------------------------

def _here(game: "Game", obj_id: str | None, incarnation: int | None) -> "GameObject | None":
    obj = game.objects.get(obj_id or "")
    if obj is None or obj.zone != "battlefield" or obj.incarnation != incarnation:
        return None
    return obj


def _pump(game: "Game", item: "StackItem", obj: "GameObject", dp: int, dt: int) -> None:
    """"... gets +N/+N until end of turn" (611.2, 613.4c)."""
    if dp == 0 and dt == 0:
        return

    def apply(ch, o, dp: int = dp, dt: int = dt) -> None:
        if ch.power is not None and ch.toughness is not None:
            ch.power += dp
            ch.toughness += dt

    game.effects.append(ContinuousEffect("7c", game.next_timestamp(), {(obj.id, obj.incarnation)}, apply,
                                         duration="end_of_turn", source=item.id, description=f"{dp:+d}/{dt:+d}"))


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .combat import in_combat

    trig = item.trigger or {}
    name, n = effect["keyword"], effect["n"]
    me = _here(game, trig.get("source"), trig.get("source_incarnation"))
    if name in ("prowess", "bushido"):
        if me is not None:
            _pump(game, item, me, n, n)
    elif name in ("exalted", "flanking"):
        # "that creature gets +1/+1" (702.83a); "the blocking creature gets -1/-1" (702.25a)
        obj = _here(game, trig.get("object"), trig.get("incarnation"))
        if obj is not None:
            _pump(game, item, obj, *((1, 1) if name == "exalted" else (-1, -1)))
    elif name == "rampage":
        if me is not None and game.combat is not None:  # 702.23b: counted as it resolves
            blockers = [b for b, e in game.combat.blockers.items() if me.id in e["blocks"] and in_combat(game, b, "blocker")]
            _pump(game, item, me, n * max(0, len(blockers) - 1), n * max(0, len(blockers) - 1))
    elif name == "battle cry":
        attacking = [game.obj(i) for i in (game.combat.attackers if game.combat else {})
                     if in_combat(game, i, "attacker") and i != trig.get("source")]
        for obj in attacking:  # 702.91a: each other attacking creature, as it resolves
            _pump(game, item, obj, 1, 0)
    elif name == "melee":
        if me is not None and game.combat is not None:  # 702.121a: opponents attacked, not planeswalkers
            attacked = {e["attacks"]["player"] for e in game.combat.attackers.values() if "player" in e["attacks"]}
            count = len(attacked & set(game.opponents(item.controller)))
            _pump(game, item, me, count, count)
    elif name == "mentor":  # 702.134a; 608.2b: _resolve_ability checked the target is still legal
        target = game.obj(item.targets[0]["object"])
        target.counters["+1/+1"] = target.counters.get("+1/+1", 0) + 1
    elif name == "myriad":
        from .combat import defending_player_of
        from ..state.support import Unsupported

        others = [p for p in game.opponents(item.controller) if not game.players[p].lost
                  and p != defending_player_of(game, trig.get("source", ""))]
        if others:  # two players: there is no opponent other than the defending player (702.116a)
            raise Unsupported("myriad (702.116a) with an opponent other than the defending player: token copies "
                              "tapped and attacking are not implemented")
    elif name == "provoke":
        # 702.39a: "you may choose to have target creature ... block this creature this combat if able.
        # If you do, untap that creature."
        if game.choose("may", trig["source"], ["yes", "no"]) == "yes":
            target = game.obj(item.targets[0]["object"])
            game.untap(target)
            if me is not None and game.combat is not None:  # the requirement is about this creature
                provoked(game).append((target.id, target.incarnation, me.id))
    elif name in ("dethrone", "training"):
        if me is not None:
            me.counters["+1/+1"] = me.counters.get("+1/+1", 0) + 1
    elif name == "afflict":
        game.players[trig["player"]].life -= n  # 702.130a, 119.3
    elif name == "renown":
        if me is not None and (me.id, me.incarnation) not in renowned(game):  # 603.4
            me.counters["+1/+1"] = me.counters.get("+1/+1", 0) + n
            renowned(game).add((me.id, me.incarnation))
    else:  # pragma: no cover - TRIGGERED lists the keywords above
        raise ValueError(f"unknown combat keyword {name!r}")
