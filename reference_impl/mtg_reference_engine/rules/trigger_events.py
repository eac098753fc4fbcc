"""Trigger events read from the grammar's typed tree (603.2): "When this creature enters",
"Whenever another creature you control dies", "Whenever this creature attacks", "At the beginning
of your upkeep", "Whenever you cast a noncreature spell".

A triggered ability taken from the tree has ``spec["event"] == "tree"`` and its tree in
``spec["tree"]`` (text/lowering.tree_ability). Two registries say which events trigger which
abilities, each entry declaring what it executes (state/support.executes_node):

* :func:`verb` — an event verb ("enters", "dies", "attacks") of a ``trigger_event`` phrase
  (its subject a SelfRef or a Described object), with the game event type that can match it and a
  function returning the object the event is about, seen as the filter should see it
  (filters.Seen; for "dies", as it last existed on the battlefield, 603.10a);
* :func:`step` — a step name of "at the beginning of [your|each] <step>" (503.1a, 513.1a).

The triggered ability then waits in ``game.pending_triggers`` like any other (triggers.put_on_stack
chooses its targets and puts it on the stack, 603.3).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.support import claim, checks_node, executes, executes_node
from ..text import nodes as N
from .filters import Seen, matches, seen, unreadable
from .tree_conditions import condition_problem, holds, in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("event", "tree")
executes_node("Trigger", "Phrase:trigger_event", "Phrase:event_verb", "Phrase:trigger_step", "Phrase:step",
              "Phrase:step_name", "Phrase:event_cast", "Described", "Phrase:player_event", "Phrase:event_you_attack")

#: Given a game event, the object it is about (or None when this verb doesn't apply to it).
Subject = Callable[["Game", dict], "Seen | None"]
VERBS: dict[str, list[tuple[str, Subject]]] = {}  # verb -> [(game event type, subject)]
#: The key of a game event giving the incarnation (400.7) of the object a verb is about.
INCARNATION: dict[tuple[str, str], str] = {}
STEPS: dict[str, str] = {}  # step name in the text -> game.step
#: "Whenever you gain life": a player's event -> (game event type, the player it is about or None).
PLAYER_VERBS: dict[str, tuple[str, Callable[["Game", dict], "str | None"]]] = {}
#: Who a player event or cast trigger is about, relative to the ability's controller.
WHO: dict[str, Callable[["Game", str, str], bool]] = {
    "you": lambda game, player, you: player == you,
    "an_opponent": lambda game, player, you: player in game.opponents(you),
    "a_player": lambda game, player, you: True,
}


def verb(words: str, event_type: str, incarnation: str = "incarnation") -> Callable[[Subject], Subject]:
    """Register an event verb; one verb may be several events ("enters or attacks", 603.2).
    ``incarnation`` names the event's key for the incarnation of the object it is about."""
    def register(fn: Subject) -> Subject:
        claim(_VERB_EVENTS, (words, event_type), (event_type, fn), "the trigger event")
        VERBS.setdefault(words, []).append((event_type, fn))
        INCARNATION[(words, event_type)] = incarnation
        return fn
    return register


#: (verb, game event type) -> (event type, subject): each claimed once (support.claim)
_VERB_EVENTS: dict[tuple[str, str], Any] = {}


def _as_it_was(game: "Game", obj_id: str, incarnation: int | None) -> "Seen | None":
    """The object as it was at the event: now, if it is still that object on the battlefield, else
    its last known information (it may have left since, e.g. by a state-based action)."""
    obj = game.objects.get(obj_id)
    if obj is None:
        return None
    if obj.zone == "battlefield" and obj.incarnation == incarnation:
        return seen(game, obj)
    lki = game.lki_full.get((obj_id, incarnation))
    if lki is None:
        return None
    return Seen(obj, lki[0], lki[1])


def player_verb(words: str, event_type: str) -> Callable[[Callable], Callable]:
    def register(fn: Callable) -> Callable:
        claim(PLAYER_VERBS, words, (event_type, fn), "the player trigger event")
        return fn
    return register


def step(words: str, game_step: str) -> None:
    claim(STEPS, words, game_step, "the step words")


@verb("enters", "enters")
def _enters(game: "Game", event: dict) -> "Seen | None":
    obj = game.objects[event["object"]]
    if obj.zone != "battlefield" or obj.incarnation != event["incarnation"]:
        return None
    return seen(game, obj)  # 603.6a: looked at after the event


@verb("dies", "leaves")
def _dies(game: "Game", event: dict) -> "Seen | None":
    if event.get("to") != "graveyard":  # 700.4: "dies" = put into a graveyard from the battlefield
        return None
    lki = game.lki_full.get((event["object"], event["incarnation"]))
    if lki is None:
        return None
    chars, controller = lki
    if "creature" not in chars.card_types:
        return None  # only the filter can say otherwise ("whenever an artifact dies" is not said)
    return Seen(game.objects[event["object"]], chars, controller)  # 603.10a: looks back in time


@verb("attacks", "attacks")
def _attacks(game: "Game", event: dict) -> "Seen | None":
    obj = game.objects.get(event["object"])
    return seen(game, obj) if obj is not None else None  # 508.3a


def _on_battlefield(game: "Game", event: dict) -> "Seen | None":
    obj = game.objects.get(event["object"])
    if obj is None or obj.zone != "battlefield" or obj.incarnation != event.get("incarnation", obj.incarnation):
        return None
    return seen(game, obj)


verb("blocks", "blocks")(_on_battlefield)  # 509.2a
verb("crews a Vehicle", "crews")(_on_battlefield)  # 702.122b
verb("becomes blocked", "becomes_blocked")(_on_battlefield)  # 509.3c
verb("attacks or blocks", "attacks")(_attacks)
verb("attacks or blocks", "blocks")(_on_battlefield)

#: The verbs an Aura's or Equipment's "enchanted/equipped creature <verb>" is read with: events in
#: the declare attackers and blockers steps, where nothing between the event and its trigger can
#: have moved the attachment (a dies or damage trigger would need it as it last existed, 603.10a).
ATTACHED_VERBS = ("attacks", "blocks", "becomes blocked", "attacks or blocks")

# 603.2: "enters or attacks" triggers on either event
verb("enters or attacks", "enters")(_enters)
verb("enters or attacks", "attacks")(_attacks)


@verb("leaves the battlefield", "leaves")
def _leaves(game: "Game", event: dict) -> "Seen | None":
    """603.6c, 603.10a: a leaves-the-battlefield ability looks back in time, to any zone."""
    lki = game.lki_full.get((event["object"], event["incarnation"]))
    if lki is None:
        return None
    chars, controller = lki
    return Seen(game.objects[event["object"]], chars, controller)


@verb("deals combat damage to a player", "damage", "source_incarnation")
def _combat_damage_to_player(game: "Game", event: dict) -> "Seen | None":
    """510.2, 603.2: combat damage dealt to a player (not a planeswalker or battle) by a permanent
    (as it was then: dealing it and dying in the same step, it still triggers)."""
    if not event.get("combat") or "player" not in event:
        return None
    return _as_it_was(game, event["source"], event.get("source_incarnation"))


@verb("deals damage", "damage", "source_incarnation")
def _deals_damage(game: "Game", event: dict) -> "Seen | None":
    """120.3, 603.2: any damage, combat or not, to any player or object, by a permanent."""
    return _as_it_was(game, event["source"], event.get("source_incarnation"))


@verb("deals combat damage", "damage", "source_incarnation")
def _deals_combat_damage(game: "Game", event: dict) -> "Seen | None":
    if not event.get("combat"):
        return None
    return _as_it_was(game, event["source"], event.get("source_incarnation"))


@verb("is dealt damage", "damage", "object_incarnation")
def _is_dealt_damage(game: "Game", event: dict) -> "Seen | None":
    """120.3, 603.2: a permanent dealt damage (it triggers even if that damage destroys it)."""
    if "object" not in event:
        return None
    return _as_it_was(game, event["object"], event.get("object_incarnation"))


@player_verb("gain life", "gain_life")
def _gain_life(game: "Game", event: dict) -> "str | None":
    return event["player"]  # 119.9, 119.10: once per life-gain event


PLAYER_VERBS["gains life"] = PLAYER_VERBS["gain life"]  # "Whenever an opponent gains life"

step("upkeep", "upkeep")
step("end step", "end")
step("draw step", "draw")
step("combat", "beginning_of_combat")  # 507.1: the beginning of combat step
step("precombat main phase", "precombat_main")  # 505.1a
step("postcombat main phase", "postcombat_main")  # 505.1a

#: The word before a step's name: whose step it is ("the end step": each turn's, 513.1a).
STEP_WHOSE = {"your": "your", "each": "each", "the": "each"}


def step_of(st: Any) -> tuple[str, str] | None:
    """(whose, step name) of a read step phrase: "your upkeep", "each end step", "the end step",
    "combat on your turn" (507.1); None for another shape."""
    if not (isinstance(st, N.Phrase) and st.kind == "step"):
        return None
    parts = st.parts
    if parts == ("your first main phase",):  # 505.1a: the first (precombat) main phase
        return "your", "precombat main phase"
    if len(parts) == 2 and parts[0] in STEP_WHOSE:
        whose, name = STEP_WHOSE[parts[0]], parts[1]
    elif len(parts) == 4 and tuple(parts[1:]) == ("on", "your", "turn"):
        whose, name = "your", parts[0]
    else:
        return None
    if not (isinstance(name, N.Phrase) and name.kind == "step_name" and len(name.parts) == 1
            and name.parts[0] in STEPS):
        return None
    return whose, name.parts[0]


def _subject(node: Any) -> None:
    read_in_place(node)


for _who in ("an_opponent", "a_player"):
    executes_node(f"Player:{_who}")
    checks_node(f"Player:{_who}", in_place_check(
        f"the player {_who.replace('_', ' ')!r} is read only as the subject of a trigger event"))
executes_node("Filter")
checks_node("Filter", in_place_check("an empty filter is read only as 'casts a spell'"))


def _one_subject(subject: Any) -> str | None:
    if isinstance(subject, N.Described):
        if subject.quantifier not in ("a", "an", "another") or subject.count != 1 \
                or not isinstance(subject.filter, N.Filter):
            return "this trigger event's subject is not executed"
        return unreadable(subject.filter)
    if isinstance(subject, N.Attached):
        if subject.relation in ("enchanted", "equipped") and subject.noun == "creature" and not subject.controller:
            read_in_place(subject)
            return None
        return "this 'enchanted/equipped' trigger subject is not executed"
    if not isinstance(subject, N.SelfRef):
        return f"a trigger event about {type(subject).__name__} is not executed"
    return None


executes_node("Attached")
checks_node("Attached", in_place_check("'enchanted/equipped creature' is read here only as a trigger's subject"))


def _event_check(node: Any) -> str | None:
    """Which trigger_event phrases are read: '<SelfRef|a/another Described> <verb>'. (Walked
    before its parts: a subject player read here is marked for _subject_player_check.)"""
    if node.kind == "trigger_event" and len(node.parts) == 2 and isinstance(node.parts[1], N.Phrase) \
            and node.parts[1].kind == "player_event":
        who, ev = node.parts
        words = " ".join(map(str, ev.parts))
        if words not in PLAYER_VERBS:
            return f"the trigger event {words!r} is not executed"
        if not isinstance(who, N.Player) or who.who not in WHO:
            return "a player event about this player is not executed"
        _subject(who)
    elif node.kind == "trigger_event":
        if len(node.parts) != 2 or not isinstance(node.parts[1], N.Phrase) or node.parts[1].kind != "event_verb":
            return "this trigger event's shape is not executed"
        subject, ev = node.parts
        words = " ".join(map(str, ev.parts))
        if words not in VERBS:
            return f"the trigger event {words!r} is not executed"
        if isinstance(subject, N.Phrase) and subject.kind == "obj_or" and len(subject.parts) == 2 \
                and isinstance(subject.parts[0], N.SelfRef) and isinstance(subject.parts[1], N.Described) \
                and subject.parts[1].quantifier == "another":
            read_in_place(subject)  # "this creature or another creature you control": either
            return _one_subject(subject.parts[1])
        if isinstance(subject, N.Attached) and words not in ATTACHED_VERBS:
            return f"'{subject.relation} creature {words}' is not executed"
        return _one_subject(subject)
    elif node.kind == "trigger_step":
        st = node.parts[0] if len(node.parts) == 1 else None
        if step_of(st) is None:
            return "this beginning-of-step trigger is not executed"
    elif node.kind == "event_cast":
        if len(node.parts) != 2 or not isinstance(node.parts[0], N.Player) or node.parts[0].who not in WHO \
                or not isinstance(node.parts[1], N.Filter):
            return "this cast trigger is not executed"
        _subject(node.parts[0])
        flt = node.parts[1]
        if not (flt.adjectives or flt.nouns or flt.qualifiers or flt.alternatives):
            _subject(flt)  # "casts a spell": any spell
            return None
        return unreadable(flt)
    return None


def _trigger_check(node: Any) -> str | None:
    ev = node.event
    if isinstance(ev, N.Phrase) and ev.kind == "event_you_attack" and ev.parts:
        return "this 'whenever you attack' trigger is not executed"
    if not isinstance(ev, N.Phrase) or ev.kind not in ("trigger_event", "trigger_step", "event_cast", "event_you_attack"):
        return f"the trigger {type(ev).__name__} is not executed"
    if node.word not in ("when", "whenever", "at"):
        return f"the trigger word {node.word!r} is not executed"
    return None


checks_node("Trigger", _trigger_check)
for _kind in ("trigger_event", "trigger_step", "event_cast"):
    checks_node(f"Phrase:{_kind}", _event_check)
def _triggered_check(node: Any) -> str | None:
    if node.condition is not None:  # 603.4: an intervening 'if', read by rules/tree_conditions.py
        if why := condition_problem(node.condition):
            return why
    ev = node.trigger.event
    if isinstance(ev, N.Phrase) and ev.kind == "trigger_event" and len(ev.parts) == 2 \
            and isinstance(ev.parts[1], N.Phrase) and ev.parts[1].kind == "event_verb" \
            and ev.parts[1].parts[:1] in (("dies",), ("leaves the battlefield",)):
        # 603.10a: the object that died (or left) is a new object in its new zone (400.7): 'it' /
        # 'this creature' there is not the permanent the references of rules/filters.py read
        for n in N.walk(node.effect):
            if isinstance(n, (N.Ref, N.SelfRef)) and not _damage_source(node.effect, n):
                return "a reference to the object that died is not executed yet"
    return None


def _damage_source(effect: Any, ref: Any) -> bool:
    """Whether ``ref`` is only the source of damage ('it deals 2 damage to ...': LKI, 608.2h)."""
    return any(isinstance(n, N.DealDamage) and n.source is ref for n in N.walk(effect))


checks_node("Triggered", _triggered_check)


def _tree_triggered(chars: Any) -> list[Any]:
    return [a for a in chars.abilities if a.kind == "triggered" and a.spec.get("event") == "tree"]


def _intervening(game: "Game", ability: Any, controller: str | None, source: "GameObject",
                 it: "GameObject | None" = None) -> bool:
    """603.4: an ability with an intervening 'if' triggers only if the condition is true as the
    event happens (it is checked again as it resolves: :func:`intervening_holds`)."""
    cond = ability.spec["tree"].condition
    return cond is None or holds(game, cond, controller or source.owner, source, it)


def _add(game: "Game", perm: "GameObject", source_incarnation: int, controller: str | None, ability: Any,
         **about: Any) -> None:
    obj = game.objects.get(about.get("object", ""))
    if not _intervening(game, ability, controller, perm, obj):
        return
    game.pending_triggers.append({"source": perm.id, "source_incarnation": source_incarnation,
                                  "controller": controller, "ability": ability, **about})


def intervening_holds(game: "Game", item: Any, source: "GameObject | None") -> bool:
    """603.4: as a triggered ability with an intervening 'if' resolves, the condition is checked
    again; if it's false, the ability does nothing."""
    tree = item.ability.spec.get("tree") if item.ability is not None else None
    if not isinstance(tree, N.Triggered) or tree.condition is None:
        return True
    trig = item.trigger or {}
    it = game.objects.get(trig.get("object", ""))
    if it is not None and it.incarnation != trig.get("incarnation", it.incarnation):
        it = None  # 400.7: a new object — 'it' no longer names it
    return holds(game, tree.condition, item.controller, source, it)


def notice(game: "Game", event: dict) -> None:
    """A game event: the tree triggered abilities it triggers wait to be put on the stack."""
    if event["type"] == "cast":
        _cast(game, event)
        return
    _player_event(game, event)
    for words, registered in VERBS.items():
        for event_type, subject_of in registered:
            if event_type == event["type"]:
                _object_event(game, event, words, subject_of)


def _object_event(game: "Game", event: dict, words: str, subject_of: Subject) -> None:
    subject = subject_of(game, event)
    if subject is None:
        return
    inc_key = INCARNATION[(words, event["type"])]
    subject_inc = event.get(inc_key, subject.obj.incarnation)
    holders: list[tuple["GameObject", Any, str | None, int]] = [
        (p, game.chars(p), p.controller, p.incarnation) for p in game.battlefield()]
    gone = subject.obj.zone != "battlefield" or subject.obj.incarnation != subject_inc
    if event["type"] == "leaves" or (event["type"] == "damage" and gone):
        # 603.10a: the leaving permanent's own abilities, as it last existed; a permanent dealt
        # (or dealing) damage had its abilities when the event happened, before state-based actions
        holders.append((subject.obj, subject.chars, subject.controller, subject_inc))
    for perm, chars, controller, incarnation in holders:
        for ability in _tree_triggered(chars):
            ev = ability.spec["tree"].trigger.event
            if ev.kind != "trigger_event" or ev.parts[1].kind != "event_verb" \
                    or " ".join(map(str, ev.parts[1].parts)) != words:
                continue
            who = ev.parts[0]
            is_self = subject.obj is perm and incarnation == subject_inc
            if isinstance(who, N.Attached):  # 301.5, 303.4: the creature this Aura/Equipment is attached to
                if perm.attached_to != subject.obj.id or "creature" not in subject.chars.card_types:
                    continue
            elif isinstance(who, N.Phrase):  # obj_or: this object, or another one of a description
                if not is_self and not matches(game, subject, who.parts[1].filter, controller, perm):
                    continue
            elif isinstance(who, N.SelfRef):
                if not is_self:
                    continue
            elif perm is subject.obj and incarnation != subject_inc:
                continue
            else:
                if who.quantifier == "another" and is_self:
                    continue
                if not matches(game, subject, who.filter, controller, perm):
                    continue
            about = {"object": subject.obj.id, "incarnation": subject_inc}
            if "player" in event and event["type"] == "damage":
                about["player"] = event["player"]  # the player dealt damage
            if event["type"] == "crews":  # 'that Vehicle': the Vehicle it crewed (702.122b)
                about["vehicle"], about["vehicle_incarnation"] = event["vehicle"], event["vehicle_incarnation"]
            _add(game, perm, incarnation, controller, ability, **about)


def _player_event(game: "Game", event: dict) -> None:
    """'Whenever you gain life', 'Whenever you attack' (603.2): an event about a player."""
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind == "event_you_attack":
                if event["type"] == "attackers_declared" and event["player"] == perm.controller:
                    _add(game, perm, perm.incarnation, perm.controller, ability)
                continue
            if ev.kind != "trigger_event" or ev.parts[1].kind != "player_event":
                continue
            event_type, player_of = PLAYER_VERBS[" ".join(map(str, ev.parts[1].parts))]
            if event_type != event["type"]:
                continue
            player = player_of(game, event)
            if player is None or perm.controller is None or not WHO[ev.parts[0].who](game, player, perm.controller):
                continue
            _add(game, perm, perm.incarnation, perm.controller, ability, player=player,
                 **({"amount": event["amount"]} if "amount" in event else {}))  # 'that much' (misc_actions)


def _cast(game: "Game", event: dict) -> None:
    """'Whenever you / an opponent / a player cast(s) a [filter] spell' (601.2i, 603.2): a copy
    isn't cast (707.10)."""
    spell = next((i for i in game.stack if i.id == event["object"]), None)
    if spell is None:
        return
    obj = game.obj(spell.id)
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind != "event_cast" or perm.controller is None \
                    or not WHO[ev.parts[0].who](game, event["player"], perm.controller):
                continue
            if not matches(game, obj, ev.parts[1], perm.controller, perm):
                continue
            _add(game, perm, perm.incarnation, perm.controller, ability, spell=spell.id)


def beginning_of_step(game: "Game") -> None:
    """503.1a, 507.1, 513.1a: 'At the beginning of your/each <step>' as that step begins."""
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind != "trigger_step":
                continue
            whose, name = step_of(ev.parts[0])
            if STEPS[name] != game.step or (whose == "your" and perm.controller != game.active):
                continue
            _add(game, perm, perm.incarnation, perm.controller, ability, player=game.active)
