"""More trigger events of 603.2 read from the grammar's tree, and "that player" in triggered
abilities: the events rules/trigger_events.py's registries didn't read yet.

* "is put into a graveyard from the battlefield" (700.4 says "dies" for a creature; this is any
  permanent), "enters or dies" (603.2: either event);
* "becomes tapped" / "becomes untapped" (603.2e: only a change of status on the battlefield, never
  entering tapped: ``Game.tap`` / ``Game.untap`` record the event);
* "attacks alone" (506.5: the only creature declared as an attacker), "attacks and isn't blocked"
  (509.3g: no creature declared as a blocker for it);
* "deals damage to a player / an opponent", "deals combat damage to an opponent" (120.3, 510.2);
* "Whenever you draw a card" / "Whenever an opponent draws a card" (121.2: one event per card);
* "that player" (the player a triggered ability's event or step is about: the player dealt damage,
  who drew, who cast, whose upkeep it is).

A line reading anything else is refused where rules/trigger_events.py checks it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import PLAYER_REFS, Seen, player
from .tree_conditions import in_place_check, read_in_place
from .trigger_events import (
    ATTACHED_NOUNS, ATTACHED_VERBS, EVENT_ABOUT, LEFT_VERBS, ONE_OR_MORE, PLAYER_VERBS, PLURAL, REFERENT, _as_it_was, _dies, _enters,
    event_verbs, player_verb, step_of, verb)

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game
    from .instructions import Context


@verb("is put into a graveyard from the battlefield", "leaves")
def _to_graveyard(game: "Game", event: dict) -> "Seen | None":
    """700.4, 603.10a: a permanent of any type put into a graveyard, seen as it last existed."""
    if event.get("to") != "graveyard":
        return None
    lki = game.lki_full.get((event["object"], event["incarnation"]))
    if lki is None:
        return None
    return Seen(game.objects[event["object"]], lki[0], lki[1])


verb("is put into your graveyard from the battlefield", "leaves")(_to_graveyard)
verb("is put into an opponent's graveyard from the battlefield", "leaves")(_to_graveyard)
# 404.2: a card goes to its owner's graveyard; whose graveyard is said relative to the ability's controller
EVENT_ABOUT["is put into your graveyard from the battlefield"] = \
    lambda game, event, controller: game.objects[event["object"]].owner == controller
EVENT_ABOUT["is put into an opponent's graveyard from the battlefield"] = \
    lambda game, event, controller: controller is not None and game.objects[event["object"]].owner in game.opponents(controller)
LEFT_VERBS.update({"is put into a graveyard from the battlefield", "enters or dies",
                   "is put into your graveyard from the battlefield",
                   "is put into an opponent's graveyard from the battlefield"})
verb("enters the battlefield", "enters")(_enters)  # the older wording of "enters" (digital cards' text)
verb("enters or dies", "enters")(_enters)  # 603.2: either event triggers it
verb("enters or dies", "leaves")(_dies)


def _status_changed(game: "Game", event: dict) -> "Seen | None":
    # 603.2e: the event happened; the permanent as it is now, or as it last existed if it left since
    return _as_it_was(game, event["object"], event.get("incarnation"))


verb("becomes tapped", "becomes_tapped")(_status_changed)
verb("becomes untapped", "becomes_untapped")(_status_changed)
# "Whenever enchanted land becomes tapped": the Aura is attached to it as the trigger event is
# checked, right after the tapping (nothing moves it in between)
ATTACHED_VERBS.update({"becomes tapped", "becomes untapped"})
ATTACHED_NOUNS.update({"land": "land", "artifact": "artifact"})
# "When enchanted/equipped creature dies": the attachments as it left (entering.move_to_zone records
# them), the Aura's ability triggering even though state-based actions put it into the graveyard too
ATTACHED_VERBS.update({"dies", "leaves the battlefield", "is put into a graveyard from the battlefield"})
# "Whenever equipped/enchanted creature deals combat damage to a player": the attachments as the
# damage was dealt (rules/damage.py records them), even if state-based actions moved them since
ATTACHED_VERBS.update({"deals damage to you", "deals combat damage to you",
                       "deals combat damage to a player", "deals damage to a player", "deals damage to an opponent",
                       "deals combat damage to an opponent", "deals damage", "deals combat damage"})


@verb("attacks alone", "attacks")
def _attacks_alone(game: "Game", event: dict) -> "Seen | None":
    if not event.get("alone"):  # 506.5
        return None
    obj = game.objects.get(event["object"])
    return _as_it_was(game, obj.id, obj.incarnation) if obj is not None else None


verb("attacks and isn't blocked", "unblocked")(_status_changed)  # 509.3g
verb("is turned face up", "turned_face_up")(_status_changed)  # 708.8: its abilities, face up, trigger


def _damage_to_player(combat_only: bool):
    def subject(game: "Game", event: dict) -> "Seen | None":
        if "player" not in event or (combat_only and not event.get("combat")):
            return None  # 120.3: to a player (not a planeswalker or battle)
        return _as_it_was(game, event["source"], event.get("source_incarnation"))
    return subject


verb("deals damage to a player", "damage", "source_incarnation")(_damage_to_player(False))
verb("deals damage to an opponent", "damage", "source_incarnation")(_damage_to_player(False))
verb("deals combat damage to an opponent", "damage", "source_incarnation")(_damage_to_player(True))


def _to_an_opponent(game: "Game", event: dict, controller: "str | None") -> bool:
    return controller is not None and event["player"] in game.opponents(controller)


verb("deals damage to you", "damage", "source_incarnation")(_damage_to_player(False))
verb("deals combat damage to you", "damage", "source_incarnation")(_damage_to_player(True))
EVENT_ABOUT["deals damage to you"] = EVENT_ABOUT["deals combat damage to you"] = \
    lambda game, event, controller: event["player"] == controller
EVENT_ABOUT["deals damage to an opponent"] = _to_an_opponent
EVENT_ABOUT["deals combat damage to an opponent"] = _to_an_opponent


@player_verb("draw a card", "draws")
def _draws(game: "Game", event: dict) -> "str | None":
    return event["player"]  # 121.2: each card drawn is one event


PLAYER_VERBS["draws a card"] = PLAYER_VERBS["draw a card"]  # "Whenever an opponent draws a card"


# -- "that player" ---------------------------------------------------------------------------------

#: Trigger verbs whose pending trigger names the player the event is about (trigger_events._object_event).
PLAYER_OF_VERB = {"deals combat damage to a player", "deals damage to a player", "deals damage to an opponent",
                  "deals combat damage to an opponent"}
#: Steps whose 'that player' is the active player ("At the beginning of each player's upkeep").
PLAYER_OF_STEP = {"each", "opponent", "enchanted_controller"}

executes_node("Player:that_player")
checks_node("Player:that_player", in_place_check(
    "'that player' is read only in a triggered ability whose event or step is about a player"))


def _gives_player(ev: Any) -> bool:
    if not isinstance(ev, N.Phrase):
        return False
    if ev.kind == "trigger_event" and len(ev.parts) == 2 and isinstance(ev.parts[1], N.Phrase) \
            and ev.parts[1].kind == "player_event":
        return True  # "Whenever an opponent draws a card": who drew
    if (shape := event_verbs(ev)) is not None:
        if all(words in PLAYER_OF_VERB for words, _ in shape[1]):
            return True
        # "Whenever a creature an opponent controls dies, that player ...": the opponent who controlled it
        subject = shape[0]
        return not any(words in PLAYER_OF_VERB for words, _ in shape[1]) and isinstance(subject, N.Described) \
            and isinstance(subject.filter, N.Filter) and ev.kind != "event_one_or_more" \
            and any(getattr(q, "kind", None) == "ctl_opponent" for q in subject.filter.qualifiers)
    if ev.kind in ("event_cast", "event_play_any_player"):
        return True  # who cast it; who played the land (rules/trigger_actions.py; trig2)
    if ev.kind == "trigger_step" and len(ev.parts) == 1:
        st = step_of(ev.parts[0])
        return st is not None and st[0] in PLAYER_OF_STEP
    return False


def _that_player_check(node: Any) -> str | None:
    """Marks the 'that player' of a triggered ability whose trigger names a player (not inside an
    ability it quotes: there 'that player' would be another trigger's)."""
    if _gives_player(node.trigger.event) and not any(
            isinstance(n, N.Player) and n.who not in ("you", "that_player") for n in _walk_effect(node.effect)):
        # (not after "target player ...": 'that player' would be the player the effect named)
        for n in _that_players(node.effect):
            read_in_place(n)
    return None


#: 'that player' as the recipient of damage ("this enchantment deals 1 damage to that player") is a
#: Ref of the tree: read as the Player the trigger names, only there (instructions._deal_damage).
PLAYER_REFS["that player"] = in_place_check(
    "'that player' is read only as the player dealt damage in a triggered ability whose event or step is "
    "about a player")


def _that_players(effect: Any) -> Any:
    from dataclasses import fields

    def walk(n: Any) -> Any:
        if isinstance(n, (N.Static, N.Activated, N.Triggered)):
            return
        if isinstance(n, N.Player) and n.who == "that_player":
            yield n
        if isinstance(n, N.DealDamage):
            yield from (to for to in n.to if isinstance(to, N.Ref) and to.words == "that player")
        if isinstance(n, N.Node):
            for f in fields(n):
                yield from walk(getattr(n, f.name))
        elif isinstance(n, (tuple, list)):
            for x in n:
                yield from walk(x)
    yield from walk(effect)


checks_node("Triggered", _that_player_check)


@player("that_player")
def _that_player(ctx: "Context", node: Any) -> list[str]:
    if (named := getattr(ctx, "that_player", None)) is not None:
        return [named]  # the target player an earlier instruction named (rules/zone_changes.py)
    who = (ctx.item.trigger or {}).get("player")
    if who is None:  # never silently no one
        raise Unsupported("'that player' refers to no player its trigger event named")
    return [who]


# -- verbs about a second object: "blocks a creature", "deals damage to a creature" ---------------------

def _pair(subject_key: str, other_key: str):
    def subject(game: "Game", event: dict) -> "Seen | None":
        return _as_it_was(game, event[subject_key], event[f"{subject_key}_incarnation"])

    def other(game: "Game", event: dict) -> "tuple[Seen, int] | None":
        seen_ = _as_it_was(game, event[other_key], event[f"{other_key}_incarnation"])
        return None if seen_ is None else (seen_, event[f"{other_key}_incarnation"])
    return subject, other


_blocker, _attacker = _pair("blocker", "attacker")
verb("blocks <object>", "block_pair", "blocker_incarnation")(_blocker)  # 509.3b: once per creature it blocks
REFERENT["blocks <object>"] = _attacker
_attacker_subject, _blocker_other = _pair("attacker", "blocker")
verb("becomes blocked by <object>", "block_pair", "attacker_incarnation")(_attacker_subject)  # 509.3d
REFERENT["becomes blocked by <object>"] = _blocker_other


def _damage_to_object(combat_only: bool, creature: bool):
    def subject(game: "Game", event: dict) -> "Seen | None":
        if "object" not in event or (combat_only and not event.get("combat")):
            return None
        return _as_it_was(game, event["source"], event.get("source_incarnation"))

    def other(game: "Game", event: dict) -> "tuple[Seen, int] | None":
        seen_ = _as_it_was(game, event["object"], event.get("object_incarnation"))  # as it was dealt damage
        if seen_ is None or (creature and "creature" not in seen_.chars.card_types):
            return None
        return seen_, event.get("object_incarnation")
    return subject, other


for _words, _combat, _creature in (("deals damage to <object>", False, False),
                                   ("deals combat damage to <object>", True, False),
                                   ("deals combat damage to a creature", True, True)):
    _subj, _other = _damage_to_object(_combat, _creature)
    verb(_words, "damage", "source_incarnation")(_subj)  # 120.3, 510.2: to a creature
    REFERENT[_words] = _other

verb("blocks or becomes blocked", "blocks")(_status_changed)  # 509.3a, 509.3c: either event
verb("blocks or becomes blocked", "becomes_blocked")(_status_changed)
ATTACHED_VERBS.update({"blocks or becomes blocked", "blocks <object>", "becomes blocked by <object>",
                       "deals damage to <object>", "deals combat damage to <object>", "deals combat damage to a creature"})


def _referent_check(node: Any) -> str | None:
    """In a trigger about a second object, 'that creature' is that object; 'it' and 'its controller'
    (which would silently find no one once it has left) are not read there yet."""
    shape = event_verbs(node.trigger.event)
    if shape is None or not any(words in REFERENT for words, _ in shape[1]):
        return None
    # (trig2) 'it' after 'that creature', and 'its / that creature's controller', while nothing else
    # was referred to before them: the other object (instructions.Context refers to it; its controller
    # as it last existed if it has left, 608.2h)
    named, other = False, False
    for n in _walk_effect(node.effect):
        if isinstance(n, (N.Target, N.Each, N.CreateToken, N.Described)):
            other = True
        if isinstance(n, N.Ref) and n.words == "that creature":
            named = True
        elif isinstance(n, N.Ref) and not (n.words == "it" and named and not other):
            return f"{n.words!r} in a trigger about two objects is not executed yet"
        if isinstance(n, N.Player) and n.who == "its_controller" and other:
            return "'that creature's controller' in a trigger about two objects is not executed yet"
    return None


def _walk_effect(effect: Any) -> Any:
    from dataclasses import fields

    def walk(n: Any) -> Any:
        if isinstance(n, (N.Static, N.Activated, N.Triggered)):
            return
        yield n
        if isinstance(n, N.Node):
            for f in fields(n):
                yield from walk(getattr(n, f.name))
        elif isinstance(n, (tuple, list)):
            for x in n:
                yield from walk(x)
    yield from walk(effect)


checks_node("Triggered", _referent_check)


# -- 'it' as the source of damage in a trigger about the source itself -----------------------------

_IT_SOURCE = in_place_check("")


def _it_is_the_source_check(node: Any) -> str | None:
    """"Whenever this land becomes tapped, it deals 1 damage to you": with the trigger's object the
    ability's source itself, an 'it' dealing damage before anything else is referred to is the
    source (608.2h: as it last existed if it has left)."""
    shape = event_verbs(node.trigger.event)
    if shape is None or not isinstance(shape[0], N.SelfRef) or any(words in REFERENT for words, _ in shape[1]):
        return None
    first = next((n for n in _walk_effect(node.effect)
                  if isinstance(n, (N.Ref, N.SelfRef, N.Target, N.Each, N.CreateToken))), None)
    for n in _walk_effect(node.effect):
        if isinstance(n, N.DealDamage) and isinstance(n.source, N.Ref) and n.source.words == "it" \
                and n.source is first:
            read_in_place(n.source)
    return None


checks_node("Triggered", _it_is_the_source_check)



# -- "one or more <objects> <verb>" (603.2c: once per event, however many objects it is about) --------

PLURAL.update({
    "die": "dies", "leave the battlefield": "leaves the battlefield",
    "are put into a graveyard from the battlefield": "is put into a graveyard from the battlefield",
    "deal combat damage to a player": "deals combat damage to a player",
    "deal damage to a player": "deals damage to a player",
    "attack": "attacks",
})
ONE_OR_MORE.update({
    # permanents leaving at once share a batch (entering.simultaneously); one alone is its own event
    "leaves": lambda game, event: ("leaves", event.get("batch") or (event["object"], event["incarnation"])),
    "damage": lambda game, event: ("damage", event["batch"]),  # one damage event (damage.deal, 510.2)
    # 508.1: the attackers are declared at once, in one combat of this turn
    "attacks": lambda game, event: ("attacks", game.turn_number, id(game.combat)),
})


# -- "if it's a <filter>": rules/zone_changes.py reads Condition:obj_is_a (main's); this branch's
# reading of "if this permanent / that creature is a <filter>" on permanents was dropped at the merge.



# -- state triggers (603.8): "When you control no Islands, sacrifice this creature." ------------------

executes_node("Phrase:event_state")


def _state_check(node: Any) -> str | None:
    from .filters import unreadable

    if len(node.parts) != 1:
        return "this state trigger is not executed"
    return unreadable(node.parts[0])


checks_node("Phrase:event_state", _state_check)


def _state_holds(game: "Game", perm: Any, flt: Any) -> bool:
    """'you control no <filter>': no permanent its controller controls has every quality of it."""
    from .filters import matches

    return perm.controller is not None and not any(
        p.controller == perm.controller and matches(game, p, flt, perm.controller, perm) for p in game.battlefield())


def state_triggers(game: "Game") -> None:
    """603.8: a state trigger triggers as soon as the game state matches its condition, and not again
    until that instance has resolved, been countered or otherwise left the stack (so not while it is
    waiting to be put on the stack, or on it)."""
    from .trigger_events import _add, _tree_triggered

    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind not in STATE_KINDS or not STATE_KINDS[ev.kind](game, perm, ev):  # branch trig4: a registry
                continue
            mine = lambda t: t.get("source") == perm.id and t.get("source_incarnation") == perm.incarnation \
                and t.get("ability") is ability  # noqa: E731
            if any(mine(t) for t in game.pending_triggers) or any(
                    item.ability is ability and item.source == perm.id
                    and (item.source_incarnation if item.source_incarnation is not None
                         else (item.trigger or {}).get("source_incarnation")) == perm.incarnation
                    for item in game.stack):
                continue
            about = {}
            if _names_itself(ability.spec["tree"]):  # branch trig4: "if this permanent is ..., it becomes ..."
                about = {"object": perm.id, "incarnation": perm.incarnation}
            _add(game, perm, perm.incarnation, perm.controller, ability, **about)


# -- branch trig4: more state triggers (603.8) ----------------------------------------------------------

#: The state-trigger phrase kinds: kind -> whether the game state matches the condition now for the permanent.
STATE_KINDS: dict[str, Any] = {"event_state": lambda game, perm, ev: _state_holds(game, perm, ev.parts[0])}


def _hand_empty(game: "Game", player: str) -> bool:
    return not any(o.zone == "hand" and o.owner == player for o in game.objects.values())  # 402.1


STATE_KINDS["event_no_hand_any"] = lambda game, perm, ev: any(  # "When a player has no cards in hand"
    _hand_empty(game, p) for p in game.players if not game.players[p].lost)
STATE_KINDS["event_no_hand_you"] = lambda game, perm, ev: (  # "Whenever you have no cards in hand"
    perm.controller is not None and _hand_empty(game, perm.controller))
executes_node("Phrase:event_no_hand_any", "Phrase:event_no_hand_you")


def _names_itself(tree: Any) -> bool:
    """A state trigger's intervening 'if' about this permanent ("if this permanent is an enchantment"): the
    effect's 'it' is that permanent."""
    return tree.condition is not None and any(isinstance(n, N.SelfRef) for n in N.walk(tree.condition))


def _register_state_kinds() -> None:
    from .trigger_events import TREE_EVENT_KINDS

    TREE_EVENT_KINDS.update(("event_no_hand_any", "event_no_hand_you"))


_register_state_kinds()


def _state_triggers_now(game: "Game") -> None:
    """603.8: a state trigger triggers as soon as the state matches, also in the middle of a spell's
    resolution (between its instructions: "Discard all the cards in your hand, then draw that many cards"
    empties the hand for a moment). A state that holds only inside one instruction isn't seen."""
    state_triggers(game)


def _register_after_step() -> None:
    from .instructions import AFTER_STEP

    AFTER_STEP.append(_state_triggers_now)


_register_after_step()
