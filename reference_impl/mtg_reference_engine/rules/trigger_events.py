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

from ..state.support import checks_node, executes, executes_node
from ..text import nodes as N
from .filters import Seen, matches, seen, unreadable

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("event", "tree")
executes_node("Trigger", "Phrase:trigger_event", "Phrase:event_verb", "Phrase:trigger_step", "Phrase:step",
              "Phrase:step_name", "Phrase:event_cast", "Described")

#: Given a game event, the object it is about (or None when this verb doesn't apply to it).
Subject = Callable[["Game", dict], "Seen | None"]
VERBS: dict[str, tuple[str, Subject]] = {}  # verb -> (game event type, subject)
STEPS: dict[str, str] = {}  # step name in the text -> game.step


def verb(words: str, event_type: str) -> Callable[[Subject], Subject]:
    def register(fn: Subject) -> Subject:
        VERBS[words] = (event_type, fn)
        return fn
    return register


def step(words: str, game_step: str) -> None:
    STEPS[words] = game_step


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


step("upkeep", "upkeep")
step("end step", "end")
step("draw step", "draw")


def _event_check(node: Any) -> str | None:
    """Which trigger_event phrases are read: '<SelfRef|a/another Described> <verb>'."""
    if node.kind == "trigger_event":
        if len(node.parts) != 2 or not isinstance(node.parts[1], N.Phrase) or node.parts[1].kind != "event_verb":
            return "this trigger event's shape is not executed"
        subject, ev = node.parts
        words = " ".join(map(str, ev.parts))
        if words not in VERBS:
            return f"the trigger event {words!r} is not executed"
        if isinstance(subject, N.Described):
            if subject.quantifier not in ("a", "an", "another") or subject.count != 1 \
                    or not isinstance(subject.filter, N.Filter):
                return "this trigger event's subject is not executed"
            if why := unreadable(subject.filter):
                return why
        elif not isinstance(subject, N.SelfRef):
            return f"a trigger event about {type(subject).__name__} is not executed"
    elif node.kind == "trigger_step":
        st = node.parts[0] if len(node.parts) == 1 else None
        if not (isinstance(st, N.Phrase) and st.kind == "step" and len(st.parts) == 2 and st.parts[0] in ("your", "each")
                and isinstance(st.parts[1], N.Phrase) and st.parts[1].kind == "step_name"
                and len(st.parts[1].parts) == 1 and st.parts[1].parts[0] in STEPS):
            return "this beginning-of-step trigger is not executed"
    elif node.kind == "event_cast":
        if len(node.parts) != 2 or not isinstance(node.parts[0], N.Player) or node.parts[0].who != "you" \
                or not isinstance(node.parts[1], N.Filter):
            return "this cast trigger is not executed"
        return unreadable(node.parts[1])
    return None


def _trigger_check(node: Any) -> str | None:
    ev = node.event
    if not isinstance(ev, N.Phrase) or ev.kind not in ("trigger_event", "trigger_step", "event_cast"):
        return f"the trigger {type(ev).__name__} is not executed"
    if node.word not in ("when", "whenever", "at"):
        return f"the trigger word {node.word!r} is not executed"
    return None


checks_node("Trigger", _trigger_check)
for _kind in ("trigger_event", "trigger_step", "event_cast"):
    checks_node(f"Phrase:{_kind}", _event_check)
def _triggered_check(node: Any) -> str | None:
    if node.condition is not None:
        return "an intervening 'if' read from the grammar is not executed yet"
    ev = node.trigger.event
    if isinstance(ev, N.Phrase) and ev.kind == "trigger_event" and len(ev.parts) == 2 \
            and isinstance(ev.parts[1], N.Phrase) and ev.parts[1].parts[:1] == ("dies",):
        # 603.10a: the object that died is a new object in the graveyard (400.7): 'it' / 'this
        # creature' there is not the permanent the references of rules/filters.py read
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


def notice(game: "Game", event: dict) -> None:
    """A game event: the tree triggered abilities it triggers wait to be put on the stack."""
    if event["type"] == "cast":
        _cast(game, event)
        return
    for words, (event_type, subject_of) in VERBS.items():
        if event_type != event["type"]:
            continue
        subject = subject_of(game, event)
        if subject is None:
            continue
        holders: list[tuple["GameObject", Any, str | None, int]] = [
            (p, game.chars(p), p.controller, p.incarnation) for p in game.battlefield()]
        if event["type"] == "leaves":  # 603.10a: the leaving permanent's own abilities, as it last existed
            holders.append((subject.obj, subject.chars, subject.controller, event["incarnation"]))
        for perm, chars, controller, incarnation in holders:
            for ability in _tree_triggered(chars):
                ev = ability.spec["tree"].trigger.event
                if ev.kind != "trigger_event" or " ".join(map(str, ev.parts[1].parts)) != words:
                    continue
                who = ev.parts[0]
                is_self = subject.obj is perm and (event["type"] != "leaves" or incarnation == event["incarnation"])
                if isinstance(who, N.SelfRef):
                    if not is_self:
                        continue
                elif event["type"] == "leaves" and perm is subject.obj and incarnation != event["incarnation"]:
                    continue
                else:
                    if who.quantifier == "another" and is_self:
                        continue
                    if not matches(game, subject, who.filter, controller, perm):
                        continue
                game.pending_triggers.append({
                    "source": perm.id, "source_incarnation": incarnation, "controller": controller,
                    "ability": ability, "object": subject.obj.id,
                    "incarnation": event.get("incarnation", subject.obj.incarnation),
                })


def _cast(game: "Game", event: dict) -> None:
    """'Whenever you cast a [filter] spell' (601.2i, 603.2): a copy isn't cast (707.10)."""
    spell = next((i for i in game.stack if i.id == event["object"]), None)
    if spell is None:
        return
    obj = game.obj(spell.id)
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind != "event_cast" or perm.controller != event["player"]:
                continue
            if not matches(game, obj, ev.parts[1], perm.controller, perm):
                continue
            game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                          "controller": perm.controller, "ability": ability, "spell": spell.id})


def beginning_of_step(game: "Game") -> None:
    """503.1a, 513.1a: 'At the beginning of your/each <step>' as that step begins."""
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            ev = ability.spec["tree"].trigger.event
            if ev.kind != "trigger_step":
                continue
            whose, name = ev.parts[0].parts[0], ev.parts[0].parts[1].parts[0]
            if STEPS[name] != game.step or (whose == "your" and perm.controller != game.active):
                continue
            game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                          "controller": perm.controller, "ability": ability, "player": game.active})
