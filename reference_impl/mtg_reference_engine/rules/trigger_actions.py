"""Trigger events about what a player does, read from the grammar's tree (603.2; branch trig2):

* "Whenever you sacrifice a <filter>" / "When you sacrifice this creature" (701.21a: only a permanent
  its controller controls; the permanent as it last existed on the battlefield, 603.10a, whose own
  ability looks back in time and triggers too);
* "Whenever you cast your second spell each turn" (601.2i) and "Whenever you draw your second card
  each turn" (121.2: each card drawn is one event), counted from the turn's history;
* "When you cast this spell" (601.2i: the spell's own ability, triggering as it becomes cast);
* "When you cycle this card" (702.29c: when it is discarded to pay a cycling cost; it triggers from
  whatever zone the card winds up in);
* "Whenever this creature and at least two other creatures attack" (battalion, 508.1: declared as
  attackers together);
* "Whenever a creature attacks you or a planeswalker you control" (508.1b: what it attacks; 'that
  creature' is the attacking creature).

In these abilities a reference to the object of the event ('it', 'that card', the sacrificed
permanent, the spell) is refused unless read below; the rest of the effect is the tree's.
"""

from __future__ import annotations

from dataclasses import replace
from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import Seen, matches, unreadable
from .tree_conditions import in_place_check, read_in_place
from .trigger_events import (
    EVENT_HOOKS, LEFT_VERBS, REFERENT, TREE_EVENT_KINDS, _ACTS_ON, _add, _damage_source, _references, _tree_triggered,
    event_verbs, sub_events)
from .turn_history import FIXTURE_TURN

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

KINDS = ("event_you_sacrifice", "event_nth_cast", "event_nth_draw", "event_cast_self", "event_cycle_self",
         "event_attack_with_others", "event_attacks_you",
         "event_opponent_sacrifices",  # misc16: "Whenever an opponent sacrifices a nontoken permanent, ..."
         "event_attack_with_others_of")  # branch lattice: "this token and at least one other creature token attack"
TREE_EVENT_KINDS.update(KINDS)
executes_node(*(f"Phrase:{k}" for k in KINDS))
executes_node("Phrase:filter_attack_subject")
checks_node("Phrase:filter_attack_subject",
            in_place_check("'a <creature> attacks you' is read only as a trigger's subject"))

ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6, "seventh": 7}


# -- the shapes read ---------------------------------------------------------------------------------

def _described_check(d: Any) -> str | None:
    if not isinstance(d, N.Described) or d.quantifier not in ("a", "an", "another") or d.count != 1 \
            or not isinstance(d.filter, N.Filter):
        return "this trigger event's object is not executed"
    return unreadable(d.filter)


def _event_check(node: Any) -> str | None:
    kind, parts = node.kind, node.parts
    if kind == "event_you_sacrifice":
        if len(parts) != 1:
            return "this sacrifice trigger is not executed"
        what = parts[0]
        if isinstance(what, N.SelfRef):
            return None
        if isinstance(what, N.Phrase) and what.kind == "obj_or" and len(what.parts) == 2 \
                and isinstance(what.parts[0], N.SelfRef) and isinstance(what.parts[1], N.Described) \
                and what.parts[1].quantifier == "another":
            read_in_place(what)  # "this creature or another creature": either
            return _described_check(what.parts[1])
        return _described_check(what)
    if kind == "event_opponent_sacrifices":  # misc16
        return _described_check(parts[0]) if len(parts) == 1 else "this sacrifice trigger is not executed"
    if kind in ("event_nth_cast", "event_nth_draw"):
        return None if len(parts) == 1 and parts[0] in ORDINALS else "this ordinal is not executed"
    if kind == "event_cast_self":
        return None if not parts else "this cast trigger is not executed"
    if kind == "event_cycle_self":
        return None if len(parts) == 1 and isinstance(parts[0], N.SelfRef) else "this cycle trigger is not executed"
    if kind == "event_attack_with_others":
        if len(parts) != 2 or not isinstance(parts[0], N.SelfRef) or not isinstance(parts[1], int):
            return "this battalion trigger is not executed"
        return None
    if kind == "event_attack_with_others_of":  # branch lattice
        if len(parts) != 3 or not isinstance(parts[0], N.SelfRef) or not isinstance(parts[1], int) \
                or not isinstance(parts[2], N.Filter):
            return "this 'and at least N other ... attack' trigger is not executed"
        return unreadable(parts[2])
    if kind == "event_attacks_you":
        if len(parts) != 1 or not isinstance(parts[0], N.Phrase) or parts[0].kind != "filter_attack_subject" \
                or len(parts[0].parts) != 1 or not isinstance(parts[0].parts[0], N.Filter):
            return "this 'attacks you' trigger is not executed"
        read_in_place(parts[0])
        return unreadable(parts[0].parts[0])
    return None


for _k in KINDS:
    checks_node(f"Phrase:{_k}", _event_check)

#: The kinds whose object is a permanent still on the battlefield the effect may call 'it' / 'that
#: creature' (Context refers to the trigger's object): the attacking creature, this creature.
_OBJECT_KINDS = {"event_attacks_you", "event_attack_with_others", "event_attack_with_others_of"}  # ..._of: branch lattice


def _references_check(node: Any) -> str | None:
    """The object of these events (the sacrificed permanent, the spell, the cycled card) is not what
    this engine's references read: 'it' / 'that card' there is refused; 'this creature' is the source
    (after a sacrifice it may be the permanent that left: then only as the source of damage, or as
    what an instruction puts counters on or taps, which does nothing to a new object, 400.7)."""
    ev = node.trigger.event
    if isinstance(ev, N.Phrase) and ev.kind == "trigger_or":
        return _either_check(node)
    if not isinstance(ev, N.Phrase) or ev.kind not in KINDS:
        return None
    if ev.kind in _OBJECT_KINDS:
        return None
    for n, parent, after_token in _references(node.effect):
        if ev.kind == "event_opponent_sacrifices" and isinstance(n, N.Ref) and n.words == "that card" \
                and isinstance(parent, N.Action) and parent.kind == "put_onto_battlefield" and parent.parts[0] is n:
            continue  # misc16: the card the sacrificed permanent became (the trigger's object, _sacrificed)
        if isinstance(n, N.Ref):
            if after_token or (n.words == "it" and _antecedent(node.effect, n)):
                continue  # 'it' after "create a token": the token; after "target creature": that target
            if n.words == "it" and _damage_source(node.effect, n) and (
                    ev.kind == "event_cycle_self" or (ev.kind == "event_you_sacrifice" and isinstance(ev.parts[0], N.SelfRef))):
                continue  # 'it deals damage': the source itself, the cycled card or the sacrificed permanent (608.2h)
            return f"a reference to the object of the trigger event '{ev.kind}' is not executed yet"
        if ev.kind == "event_you_sacrifice":
            what = ev.parts[0]
            if isinstance(what, N.Described) and what.quantifier == "another":
                continue
            if _damage_source(node.effect, n) or (type(parent) in _ACTS_ON and getattr(parent, _ACTS_ON[type(parent)]) is n):
                continue
            return "'this permanent' in a trigger on its own sacrifice is not executed yet"
        if ev.kind in ("event_cast_self", "event_cycle_self"):
            return f"'this spell / card' in the trigger event '{ev.kind}' is not executed yet"
    return None


def _antecedent(effect: Any, ref: Any) -> bool:
    """Whether a target or an object the effect describes comes before ``ref`` in the effect's words:
    then 'it' is that object (instructions.Context.refer), never the event's."""
    for n in N.walk(effect):
        if n is ref:
            return False
        if isinstance(n, (N.Target, N.Each, N.SelfRef)):
            return True
        if isinstance(n, N.Action) and n.kind in REFERRING_ACTIONS:
            return True  # (branch costs) the cards looked at / revealed (zone_changes._look, _reveal: ctx.refer)
    return False


#: (branch costs) Actions that always name the objects they act on for a later 'it' (ctx.refer)
REFERRING_ACTIONS = {"look_top_n", "reveal_top_n", "reveal"}


checks_node("Triggered", _references_check)


# -- the events ---------------------------------------------------------------------------------------

def _abilities(chars: Any, kind: str) -> list[tuple[Any, Any]]:
    """(ability, its event of this kind): the trigger, or one of "When ... and whenever ..." (sub_events)."""
    out = []
    for a in _tree_triggered(chars):
        ev = next((e for e in sub_events(a.spec["tree"].trigger.event) if e.kind == kind), None)
        if ev is not None:
            out.append((a, ev))
    return out


def _sacrificed(game: "Game", event: dict) -> None:
    """701.21a: a sacrificed permanent as it last existed (603.10a): the abilities of permanents on
    the battlefield and its own trigger; "you" is who sacrificed it, its controller."""
    obj = game.objects.get(event["object"])
    if obj is None:
        return
    inc = obj.incarnation - 1  # entering.move_to_zone: one zone change since it was sacrificed
    lki = game.lki_full.get((obj.id, inc))
    if lki is None:
        return
    chars, controller = lki
    # as it last existed: a permanent on the battlefield, with its counters (113.7a, 603.10a)
    gone = Seen(replace(obj, zone="battlefield", incarnation=inc, controller=controller,
                        counters=dict(game.lki_counters.get((obj.id, inc), {}))), chars, controller)
    holders = [(p, game.chars(p), p.controller, p.incarnation) for p in game.battlefield()]
    holders.append((obj, chars, controller, inc))  # 603.10a: it looks back in time
    for perm, pchars, pcontroller, pinc in holders:
        if pcontroller is None or pcontroller != controller:
            continue
        for ability, ev in _abilities(pchars, "event_you_sacrifice"):
            what = ev.parts[0]
            is_self = perm is obj and pinc == inc
            if isinstance(what, N.SelfRef):
                ok = is_self
            elif isinstance(what, N.Phrase):  # obj_or: this permanent, or another of a description
                ok = is_self or matches(game, gone, what.parts[1].filter, pcontroller, perm)
            else:
                ok = not (what.quantifier == "another" and is_self) and matches(game, gone, what.filter, pcontroller, perm)
            if ok:  # the object: 'it deals damage' when it is the source itself (its last known information)
                _add(game, perm, pinc, pcontroller, ability, object=obj.id, incarnation=inc)
    # misc16: "Whenever an opponent sacrifices a nontoken permanent, put that card onto ...": the
    # permanents of the sacrificing player's opponents; the event's object is the card it became in the
    # public zone it went to (400.7d), if it is there — else nothing ('referent': it is gone)
    found = obj.incarnation if obj.zone in ("graveyard", "exile") and obj.incarnation == inc + 1 else -1
    for perm in game.battlefield():
        pcontroller = perm.controller
        if pcontroller is None or pcontroller == controller or pcontroller not in game.opponents(controller):
            continue
        for ability, ev in _abilities(game.chars(perm), "event_opponent_sacrifices"):
            if matches(game, gone, ev.parts[0].filter, pcontroller, perm):
                _add(game, perm, perm.incarnation, pcontroller, ability, object=obj.id, incarnation=found, referent=True)


def _nth(game: "Game", player: str, count: int, kind: str, what: str) -> None:
    """'your Nth spell / card each turn': the triggers of the player's permanents when the count
    this turn reaches N. In the turn a fixture begins in, what happened before it began is not
    stated (rules/turn_history.py): refused rather than guessed, unless the count is already past N."""
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for ability, ev in _abilities(game.chars(perm), kind):
            n = ORDINALS[ev.parts[0]]
            if game.turn_number == FIXTURE_TURN and count <= n:
                raise Unsupported(f"how many {what} {player} had this turn before the fixture began is not stated: "
                                  "not guessed")
            if count == n:
                _add(game, perm, perm.incarnation, perm.controller, ability, player=player)


def _cast(game: "Game", event: dict) -> None:
    player = event["player"]
    # 601.2i: the spells this player cast this turn, this one included (turn_effects.record_cast)
    this_turn = [c for c in game.spells_cast if c["turn"] == game.turn_number and c["player"] == player]
    count = next((i + 1 for i, c in enumerate(this_turn) if c["object"] == event["object"]), len(this_turn))
    _nth(game, player, count, "event_nth_cast", "spells")
    spell = game.objects.get(event["object"])
    if spell is not None and spell.zone == "stack":
        for ability, _ev in _abilities(game.chars(spell), "event_cast_self"):
            # 601.2i, 603.2: the spell's own "When you cast this spell", controlled by who cast it
            _add(game, spell, spell.incarnation, player, ability, player=player)


def _draws(game: "Game", event: dict) -> None:
    counts = game.__dict__.setdefault("draws_this_turn", {})
    key = (game.turn_number, event["player"])
    counts[key] = counts.get(key, 0) + 1  # 121.2: one card drawn, one event
    _nth(game, event["player"], counts[key], "event_nth_draw", "cards drawn")


def _cycled(game: "Game", event: dict) -> None:
    """702.29c: the card's "When you cycle this card", from the zone it went to."""
    card = game.objects.get(event["object"])
    if card is None:
        return
    for ability, _ev in _abilities(game.chars(card), "event_cycle_self"):
        _add(game, card, card.incarnation, event["player"], ability, player=event["player"],
             object=card.id, incarnation=card.incarnation)  # 'it deals damage': the card (608.2h)


def _attacks(game: "Game", event: dict) -> None:
    combat = game.combat
    attacker = game.objects.get(event["object"])
    if combat is None or attacker is None or attacker.id not in combat.attackers:
        return
    declared = combat.attackers[attacker.id]
    for perm in game.battlefield():
        if perm.controller is None:
            continue
        if perm is attacker:
            for ability, ev in _abilities(game.chars(perm), "event_attack_with_others"):
                # 702.101a-style: declared as an attacker with at least N other creatures (508.1)
                if len(combat.attackers) - 1 >= ev.parts[1]:
                    _add(game, perm, perm.incarnation, perm.controller, ability)
            for ability, ev in _abilities(game.chars(perm), "event_attack_with_others_of"):
                # branch lattice: declared as an attacker together with at least N other attacking
                # creatures of the description (508.1; "this token and at least one other creature token")
                others = [game.objects[o] for o in combat.attackers if o != perm.id and o in game.objects]
                if sum(1 for o in others if matches(game, o, ev.parts[2], perm.controller, perm)) >= ev.parts[1]:
                    _add(game, perm, perm.incarnation, perm.controller, ability)
        for ability, ev in _abilities(game.chars(perm), "event_attacks_you"):
            target = declared["attacks"]
            if "player" in target:
                attacked_you = target["player"] == perm.controller
            else:
                pw = game.objects.get(target.get("object", ""))
                attacked_you = pw is not None and pw.zone == "battlefield" and pw.controller == perm.controller \
                    and "planeswalker" in game.chars(pw).card_types
            flt = ev.parts[0].parts[0]
            if attacked_you and matches(game, attacker, flt, perm.controller, perm):
                # 'that creature': the attacking creature (Context refers to the trigger's object)
                _add(game, perm, perm.incarnation, perm.controller, ability, object=attacker.id,
                     incarnation=attacker.incarnation)


_BY_TYPE = {"sacrificed": _sacrificed, "cast": _cast, "draws": _draws, "cycled": _cycled, "attacks": _attacks}


def _hook(game: "Game", event: dict) -> None:
    handler = _BY_TYPE.get(event["type"])
    if handler is not None:
        handler(game, event)


EVENT_HOOKS.append(_hook)


# -- more verbs of objects and players (603.2) ----------------------------------------------------------

from .trigger_events import PLURAL, EVENT_ABOUT, PLAYER_VERBS, VERB_KEYS, _as_it_was, player_verb, verb  # noqa: E402

_TARGET_OF = ("becomes", "the", "target", "of")


def _spell_filter_words(part: Any) -> str | None:
    """The words of what an object becomes the target of, as the verbs below are registered."""
    if isinstance(part, N.Phrase) and part.kind == "spell_or_ability":
        if part.parts == ():
            return "a spell or ability"
        if part.parts == (N.Phrase("ctl_opponent", ()),):
            return "a spell or ability an opponent controls"
        return None
    if isinstance(part, N.Filter) and not part.adjectives and not part.nouns:
        if not part.qualifiers and not part.alternatives:
            return "a spell"
        if part.qualifiers == (N.Phrase("ctl_opponent", ()),) and not part.alternatives:
            return "a spell an opponent controls"
        if not part.qualifiers and part.alternatives == (N.Filter(adjectives=("type:instant",)),
                                                         N.Filter(adjectives=("type:sorcery",))):
            return "an instant or sorcery spell"
    return None


def _verb_key(ev: Any) -> str | None:
    parts = ev.parts
    if len(parts) == 5 and tuple(parts[:4]) == _TARGET_OF and (words := _spell_filter_words(parts[4])) is not None:
        return "becomes the target of " + words
    if len(parts) == 2 and parts[0] == "enters" and parts[1] == N.Phrase("under_control", ("under your control",)):
        return "enters under your control"
    if tuple(parts) == ("attacks", N.Player("you")):
        return "attacks you"
    if tuple(parts) == ("attacks", N.Player("a_player")):
        return "attacks a player"
    if tuple(parts) == ("transforms", "into", N.SelfRef("")):
        return "transforms into this face"
    return None


VERB_KEYS.append(_verb_key)


def _targeted(game: "Game", event: dict) -> "Seen | None":
    """603.2, 115.1: the permanent as it became the target (triggers.record_targeting)."""
    return _as_it_was(game, event["object"], event["incarnation"])


def _by(game: "Game", event: dict) -> Any:
    return next((i for i in game.stack if i.id == event.get("by")), None)


def _by_spell(kinds: "tuple[str, ...] | None", opponent: bool):
    def about(game: "Game", event: dict, controller: "str | None") -> bool:
        item = _by(game, event)
        if item is None:
            return False
        if kinds is not None:
            if item.kind != "spell":  # 112.1: a spell, not an ability
                return False
            if kinds and not set(kinds) & set(game.chars(game.obj(item.id)).card_types):
                return False
        return not opponent or (controller is not None and item.controller in game.opponents(controller))
    return about


for _words, _kinds, _opp in (("a spell or ability", None, False), ("a spell or ability an opponent controls", None, True),
                             ("a spell", (), False), ("a spell an opponent controls", (), True),
                             ("an instant or sorcery spell", ("instant", "sorcery"), False)):
    verb(f"becomes the target of {_words}", "becomes_target")(_targeted)
    EVENT_ABOUT[f"becomes the target of {_words}"] = _by_spell(_kinds, _opp)


@verb("enters under your control", "enters")
def _enters_under_your_control(game: "Game", event: dict) -> "Seen | None":
    obj = game.objects[event["object"]]
    if obj.zone != "battlefield" or obj.incarnation != event["incarnation"]:
        return None
    return Seen(obj, game.chars(obj), obj.controller)  # 603.6a: looked at after the event


EVENT_ABOUT["enters under your control"] = \
    lambda game, event, controller: game.objects[event["object"]].controller == controller


def _combat_damage_to(also: str):
    def subject(game: "Game", event: dict) -> "Seen | None":
        """510.2: combat damage to a player, or to a planeswalker / battle (120.3c-d)."""
        if not event.get("combat"):
            return None
        if "player" not in event:
            hit = _as_it_was(game, event.get("object", ""), event.get("object_incarnation"))
            if hit is None or also not in hit.chars.card_types:
                return None
        return _as_it_was(game, event["source"], event.get("source_incarnation"))
    return subject


verb("deals combat damage to a player or planeswalker", "damage", "source_incarnation")(_combat_damage_to("planeswalker"))
verb("deals combat damage to a player or battle", "damage", "source_incarnation")(_combat_damage_to("battle"))


@player_verb("cycle a card", "cycled")
def _cycles(game: "Game", event: dict) -> "str | None":
    return event["player"]  # 702.29c: the player who cycled it


PLAYER_VERBS["cycles a card"] = PLAYER_VERBS["cycle a card"]

executes_node("Phrase:spell_or_ability")
checks_node("Phrase:spell_or_ability", in_place_check("'a spell or ability' is read only as what becomes a target"))


def _target_of_check(node: Any) -> str | None:
    """Marks what a permanent becomes the target of as read here (the verbs above)."""
    if _verb_key(node) is not None and len(node.parts) == 5:
        read_in_place(node.parts[4])
    return None


checks_node("Phrase:event_verb", _target_of_check)


# -- 'that much' in a damage trigger: the damage dealt (120.3, 603.2) ------------------------------------

#: Damage verbs whose trigger records the amount dealt (trigger_events._object_event): for those about
#: the whole damage event (ONCE_PER_DAMAGE_EVENT), the total of its packets by / to the object.
DAMAGE_AMOUNT_VERBS = {"deals damage", "deals combat damage", "is dealt damage", "deals damage to a player",
                       "deals combat damage to a player", "deals damage to an opponent",
                       "deals combat damage to an opponent", "deals damage to you", "deals combat damage to you"}


def _damage_total(game: "Game", event: dict) -> None:
    """A later packet of a damage event adds its amount to the trigger the event's first packet made
    (all of one event's packets are checked together, before any trigger is put on the stack)."""
    if event["type"] != "damage":
        return
    keys = {(event.get("batch"), "source", event["source"], event.get("source_incarnation"))}
    if "object" in event:
        keys.add((event.get("batch"), "object", event["object"], event.get("object_incarnation")))
    for trig in game.pending_triggers:
        if trig.get("damage_total") in keys:
            trig["amount"] += event["amount"]


EVENT_HOOKS.append(_damage_total)


def _that_much_damage(node: Any) -> str | None:
    from .trigger_events import event_verbs
    from .trigger_verbs import _walk_effect

    shape = event_verbs(node.trigger.event)
    if shape is None or not all(words in DAMAGE_AMOUNT_VERBS for words, _ in shape[1]):
        return None
    for n in _walk_effect(node.effect):
        if isinstance(n, N.Phrase) and n.kind == "that_much":
            read_in_place(n)
    return None


checks_node("Triggered", _that_much_damage)


@verb("attacks you", "attacks")
def _attacks_you(game: "Game", event: dict) -> "Seen | None":
    obj = game.objects.get(event["object"])
    return _as_it_was(game, obj.id, obj.incarnation) if obj is not None else None  # 508.3a


def _attacked_player(game: "Game", event: dict, controller: "str | None") -> bool:
    """508.1b: the player it attacks (not a planeswalker or battle of theirs)."""
    declared = game.combat.attackers.get(event["object"]) if game.combat is not None else None
    return declared is not None and declared["attacks"] == {"player": controller}


EVENT_ABOUT["attacks you"] = _attacked_player
verb("attacks a player", "attacks")(_attacks_you)


def _attacked_a_player(game: "Game", event: dict, controller: "str | None") -> bool:
    """508.1b: attacking a player, not a planeswalker or battle."""
    declared = game.combat.attackers.get(event["object"]) if game.combat is not None else None
    return declared is not None and "player" in declared["attacks"]


EVENT_ABOUT["attacks a player"] = _attacked_a_player
PLURAL["attack a player"] = "attacks a player"  # "one or more creatures you control attack a player" (603.2c)


def _attacks_you_check(node: Any) -> str | None:
    if tuple(node.parts) in (("attacks", N.Player("you")), ("attacks", N.Player("a_player"))):
        read_in_place(node.parts[1])  # the player attacked
    return None


checks_node("Phrase:event_verb", _attacks_you_check)


# -- "When this creature enters and whenever you cast a spell" (603.2: either event; trig2) -------------

TREE_EVENT_KINDS.add("trigger_or")
executes_node("Phrase:trigger_or")


from .trigger_events import SUBJECT_PHRASES  # noqa: E402 - branch trig4: "the creature it haunts dies" (rules/haunt.py)


def _either_check(node: Any) -> str | None:
    """Each event is read where its own kind is (trigger_events.sub_events); the effect may not refer
    to either event's object or player: what 'it' / 'that player' is would depend on which happened."""
    from .trigger_verbs import _walk_effect

    parts = node.trigger.event.parts
    if len(parts) != 2 or any(not isinstance(p, N.Phrase) or p.kind not in TREE_EVENT_KINDS or p.kind == "trigger_or"
                              for p in parts):
        return "this 'When ... and whenever ...' trigger is not executed"
    for p in parts:
        shape = event_verbs(p)
        if shape is not None and (any(w in REFERENT for w, _ in shape[1]) or any(
                w in LEFT_VERBS for w, _ in shape[1]) and not _left_other(shape[0], node.effect)) \
                and not (isinstance(shape[0], N.Phrase) and shape[0].kind in SUBJECT_PHRASES):  # branch trig4: haunt
            return "'When ... and whenever ...' with an event about an object that left or a second object is not executed"
    for n, _parent, after_token in _references(node.effect):
        if isinstance(n, N.Ref) and not after_token and not (n.words == "it" and _antecedent(node.effect, n)):
            return "a reference to the object of one of two trigger events is not executed yet"
    for n in _walk_effect(node.effect):
        if isinstance(n, N.Player) and n.who == "that_player" or isinstance(n, N.Phrase) and n.kind == "that_much":
            return "'that player' / 'that much' of one of two trigger events is not executed yet"
    return None


def _left_other(subject: Any, effect: Any) -> bool:
    """(branch costs) "Whenever Carth enters or a planeswalker you control dies" (603.2, 603.10a):
    a leaves-the-battlefield event about an object described ("a planeswalker you control", not this
    object: the ability's source is still on the battlefield to see it) read where that event alone is
    (trigger_events.notice), when the effect refers to neither that object nor the source ('this')."""
    from .trigger_events import _references

    return isinstance(subject, N.Described) and not any(isinstance(n, N.SelfRef) for n, _p, _a in _references(effect))


@player_verb("discard a card", "discarded")
def _discards(game: "Game", event: dict) -> "str | None":
    """701.9a: a player discards a card from their own hand (every discard records the event:
    cast_keywords.discard, zone_effects)."""
    card = game.objects.get(event["object"])
    return event.get("player") or (card.owner if card is not None else None)


PLAYER_VERBS["discards a card"] = PLAYER_VERBS["discard a card"]
# 702.29d: "cycles or discards a card" triggers once when a card is cycled: cycling discards it
PLAYER_VERBS["cycle or discard a card"] = PLAYER_VERBS["cycles or discards a card"] = PLAYER_VERBS["discard a card"]


@player_verb("commit a crime", "targets_chosen")
def _crime(game: "Game", event: dict) -> "str | None":
    """700.13: a player commits a crime as they cast a spell, activate an ability or put a triggered
    ability on the stack that targets an opponent, a permanent, spell or ability an opponent controls,
    or a card in an opponent's graveyard (once for that spell or ability)."""
    player = event["by_controller"]
    opponents = game.opponents(player)
    for t in event["targets"]:
        if "player" in t:
            if t["player"] in opponents:
                return player
            continue
        item = next((i for i in game.stack if i.id == t.get("object")), None)
        if item is not None:
            if item.controller in opponents:
                return player
            continue
        obj = game.objects.get(t.get("object", ""))
        if obj is None:
            continue
        if (obj.zone == "battlefield" and obj.controller in opponents) or (obj.zone == "graveyard" and obj.owner in opponents):
            return player
    return None


PLAYER_VERBS["commits a crime"] = PLAYER_VERBS["commit a crime"]


# -- "This ability triggers only once each turn" (603.2) ------------------------------------------------

from .instructions import action, run  # noqa: E402
from .trigger_events import TRIGGER_LIMITS  # noqa: E402


def _once_each_turn_allowed(game: "Game", perm: Any, incarnation: "int | None", ability: Any) -> bool:
    """It triggers the first time its event happens in a turn, not again that turn (this object's
    ability: a new object, 400.7, may trigger again). In the turn a fixture begins in, whether it
    triggered before the fixture began is not stated: refused rather than guessed."""
    eff = ability.spec["tree"].effect
    if not (isinstance(eff, N.Action) and eff.kind == "once_each_turn"):
        return True
    used = game.__dict__.setdefault("triggered_once_each_turn", set())
    key = (game.turn_number, perm.id, incarnation, ability.text)
    if key in used:
        return False
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("whether this ability triggered this turn before the fixture began is not stated: not guessed")
    used.add(key)
    return True


TRIGGER_LIMITS.append(_once_each_turn_allowed)


@action("once_each_turn")
def _once_each_turn(ctx: Any, node: Any) -> None:
    run(ctx, node.parts[0])  # the limit applies as it triggers (above)


checks_node("Action:once_each_turn", in_place_check("'triggers only once each turn' is read only as a triggered "
                                                    "ability's limit"))


def _once_each_turn_check(node: Any) -> str | None:
    eff = node.effect
    if isinstance(eff, N.Action) and eff.kind == "once_each_turn" and len(eff.parts) == 1:
        read_in_place(eff)
    return None


checks_node("Triggered", _once_each_turn_check)


# -- "Whenever a player casts their second spell each turn" (601.2i) -------------------------------------

from .trigger_events import WHO  # noqa: E402

#: the player-event words -> N (read by _nth_player_cast; trigger_events._player_event never sees casts)
NTH_PLAYER_CAST: dict[str, int] = {}
for _word, _n in ORDINALS.items():
    for _w in (f"casts their {_word} spell each turn", f"cast their {_word} spell each turn"):
        NTH_PLAYER_CAST[_w] = _n
        player_verb(_w, "cast")(lambda game, event: None)


def _nth_player_cast(game: "Game", event: dict) -> None:
    if event["type"] != "cast":
        return
    player = event["player"]
    this_turn = [c for c in game.spells_cast if c["turn"] == game.turn_number and c["player"] == player]
    count = next((i + 1 for i, c in enumerate(this_turn) if c["object"] == event["object"]), len(this_turn))
    for perm in game.battlefield():
        if perm.controller is None:
            continue
        for ability in _tree_triggered(game.chars(perm)):
            for ev in sub_events(ability.spec["tree"].trigger.event):
                if not (ev.kind == "trigger_event" and isinstance(ev.parts[1], N.Phrase) and ev.parts[1].kind == "player_event"):
                    continue
                n = NTH_PLAYER_CAST.get(" ".join(map(str, ev.parts[1].parts)))
                if n is None or not WHO[ev.parts[0].who](game, player, perm.controller):
                    continue
                if game.turn_number == FIXTURE_TURN and count <= n:
                    raise Unsupported(f"how many spells {player} had cast this turn before the fixture began is not "
                                      "stated: not guessed")
                if count == n:  # 'that player': who cast it
                    _add(game, perm, perm.incarnation, perm.controller, ability, player=player)
                break


EVENT_HOOKS.append(_nth_player_cast)



@verb("transforms into this face", "transformed")
def _transformed(game: "Game", event: dict) -> "Seen | None":
    """701.27e: "When this creature transforms into <this face>" triggers if it has the ability
    immediately after it transformed: the permanent as it is now (rules_effects.transform)."""
    obj = game.objects.get(event["object"])
    if obj is None or obj.zone != "battlefield" or obj.incarnation != event["incarnation"]:
        return None
    return Seen(obj, game.chars(obj), obj.controller)


def _transforms_into_check(node: Any) -> str | None:
    if tuple(node.parts) == ("transforms", "into", N.SelfRef("")):
        read_in_place(node.parts[2])  # this face (the card's own name)
    return None


checks_node("Phrase:event_verb", _transforms_into_check)


# -- valiant: "becomes the target of a spell or ability you control for the first time each turn" ----------

VALIANT = "becomes the target of a spell or ability you control for the first time each turn"
# read by _valiant below, never by trigger_events' own event loop (the subject never matches there)
verb(VALIANT, "becomes_target")(lambda game, event: None)


def _valiant(game: "Game", event: dict) -> None:
    """603.2, 115.1: the first time each turn this permanent becomes the target of a spell or ability
    its controller controls (counted from the turn's events; in the fixture's first turn, what happened
    before it began is not stated: refused rather than guessed)."""
    if event["type"] != "becomes_target":
        return
    counts = game.__dict__.setdefault("targeted_by_this_turn", {})
    key = (game.turn_number, event["object"], event["incarnation"], event.get("by_controller"))
    counts[key] = counts.get(key, 0) + 1
    obj = game.objects.get(event["object"])
    if obj is None or obj.zone != "battlefield" or obj.incarnation != event["incarnation"] \
            or event.get("by_controller") != obj.controller:
        return
    for ability in _tree_triggered(game.chars(obj)):
        shape = event_verbs(ability.spec["tree"].trigger.event)
        if shape is None or not isinstance(shape[0], N.SelfRef) or not any(w == VALIANT for w, _ in shape[1]):
            continue
        if game.turn_number == FIXTURE_TURN:
            raise Unsupported("whether this permanent became the target of its controller's spell or ability this turn "
                              "before the fixture began is not stated: not guessed")
        if counts[key] == 1:
            _add(game, obj, obj.incarnation, obj.controller, ability, object=obj.id, incarnation=obj.incarnation)


EVENT_HOOKS.append(_valiant)


def _valiant_check(node: Any) -> str | None:
    shape = event_verbs(node.trigger.event)
    if shape is not None and any(w == VALIANT for w, _ in shape[1]) and (
            not isinstance(shape[0], N.SelfRef) or len(shape[1]) != 1):
        return "valiant of another object than this permanent is not executed"
    return None


checks_node("Triggered", _valiant_check)


# -- magecraft: "Whenever you cast or copy an instant or sorcery spell" (601.2i, 707.10) -------------------

TREE_EVENT_KINDS.add("event_cast_or_copy")
executes_node("Phrase:event_cast_or_copy")


def _cast_or_copy_check(node: Any) -> str | None:
    from .trigger_events import _subject

    if len(node.parts) != 2 or not isinstance(node.parts[0], N.Player) or node.parts[0].who not in WHO \
            or not isinstance(node.parts[1], N.Filter):
        return "this cast-or-copy trigger is not executed"
    _subject(node.parts[0])
    flt = node.parts[1]
    if not (flt.adjectives or flt.nouns or flt.qualifiers or flt.alternatives):
        _subject(flt)  # any spell
        return None
    return unreadable(flt)


checks_node("Phrase:event_cast_or_copy", _cast_or_copy_check)


def _cast_or_copy(game: "Game", event: dict) -> None:
    """Once for each spell cast (601.2i) and each copy of a spell created (707.10): a copy isn't cast."""
    if event["type"] not in ("cast", "spell_copied"):
        return
    spell = game.objects.get(event["object"])
    if spell is None or spell.zone != "stack":
        return
    for perm in game.battlefield():
        if perm.controller is None:
            continue
        for ability, ev in _abilities(game.chars(perm), "event_cast_or_copy"):
            if WHO[ev.parts[0].who](game, event["player"], perm.controller) \
                    and matches(game, spell, ev.parts[1], perm.controller, perm):
                _add(game, perm, perm.incarnation, perm.controller, ability, spell=spell.id, player=event["player"])


EVENT_HOOKS.append(_cast_or_copy)


# -- "Whenever you play a land" / "a player plays a land" (305.1: playing a land, a special action) --------

TREE_EVENT_KINDS.update({"event_play", "event_play_any_player"})
executes_node("Phrase:event_play", "Phrase:event_play_any_player")


def _play_check(node: Any) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], N.Filter):
        return "this play trigger is not executed"
    return unreadable(node.parts[0])


checks_node("Phrase:event_play", _play_check)
checks_node("Phrase:event_play_any_player", _play_check)


def _played(game: "Game", event: dict) -> None:
    """The land a player played (lands.py: it enters with the cause "play_land"), as it is on the
    battlefield (603.6a); 'that player' is who played it."""
    if event["type"] != "enters" or not str(event.get("cause", "")).startswith("play_land:"):
        return
    land = game.objects.get(event["object"])
    if land is None or land.zone != "battlefield" or land.incarnation != event["incarnation"]:
        return
    player = land.controller
    for perm in game.battlefield():
        if perm.controller is None:
            continue
        for kind in ("event_play", "event_play_any_player"):
            for ability, ev in _abilities(game.chars(perm), kind):
                if kind == "event_play" and player != perm.controller:
                    continue
                if matches(game, land, ev.parts[0], perm.controller, perm):
                    _add(game, perm, perm.incarnation, perm.controller, ability, player=player)


EVENT_HOOKS.append(_played)
