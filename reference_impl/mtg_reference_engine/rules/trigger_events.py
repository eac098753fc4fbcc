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

from dataclasses import fields
from typing import TYPE_CHECKING, Any, Callable

from ..state.support import claim, checks_node, executes, executes_node
from ..text import nodes as N
from .filters import PLAYER_REFS, Seen, matches, seen, unreadable
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


#: A verb whose event must also be about something relative to the ability's controller ("deals
#: damage to an opponent"): (game, event, controller) -> bool.
EVENT_ABOUT: dict[str, Callable[["Game", dict, "str | None"], bool]] = {}

#: The words a Described object is written with in a verb ("deals damage to an opponent").
_ARTICLE = {"a": lambda w: ("an " if w[:1] in "aeiou" else "a ") + w}


def verb_words(ev: Any) -> str:
    """The words of an event_verb phrase, as :func:`verb` registers them: a part that is a
    Described of one plain noun ("a player", "an opponent") is written out."""
    out = []
    for part in ev.parts:
        if isinstance(part, N.Described) and isinstance(part.filter, N.Filter) and part.count == 1 \
                and part.quantifier in _ARTICLE and len(part.filter.nouns) == 1 and not part.filter.adjectives \
                and not part.filter.qualifiers and not part.filter.alternatives:
            out.append(_ARTICLE[part.quantifier](part.filter.nouns[0]))
        else:
            out.append(str(part))
    return " ".join(out)


#: Verbs about a second object besides their subject ("<subject> blocks <object>", "deals damage to
#: <object>"), registered as "<words> <object>": the event's other object as it was, with its
#: incarnation, or None. The trigger's 'that creature' is that object (rules/trigger_verbs.py).
REFERENT: dict[str, Callable[["Game", dict], "tuple[Seen, int] | None"]] = {}


#: Functions (event_verb phrase) -> the registered verb it is, or None (rules/trigger_actions.py; trig2)
VERB_KEYS: list[Callable[[Any], "str | None"]] = []


def verb_key(ev: Any) -> str:
    """The registered verb an event_verb phrase is: its words, or "<words> <object>" for a verb
    about a second object (whose description :func:`verb_object` gives)."""
    for key_of in VERB_KEYS:  # another module's reading of a verb's parts (trig2)
        if (key := key_of(ev)) is not None:
            return key
    words = verb_words(ev)
    if words in VERBS:
        return words
    if len(ev.parts) > 1 and isinstance(ev.parts[-1], N.Described):
        key = " ".join(map(str, ev.parts[:-1])) + " <object>"
        if key in REFERENT:
            return key
    return words


def event_verbs(ev: Any) -> "tuple[Any, list[tuple[str, Any]]] | None":
    """(subject, [(verb key, the other object's description or None), ...]) of a trigger_event
    phrase, or of an event_either ("this creature enters or dies": either event, 603.2), else None."""
    if not isinstance(ev, N.Phrase):
        return None
    if ev.kind == "trigger_event" and len(ev.parts) == 2 and isinstance(ev.parts[1], N.Phrase) \
            and ev.parts[1].kind == "event_verb":
        key, subject = verb_key(ev.parts[1]), ev.parts[0]
        if key in CARD_VERBS and isinstance(subject, N.Described) and isinstance(subject.filter, N.Filter) \
                and "card" in subject.filter.nouns:
            # branches names, meld: "a [<quality>] card is put into a graveyard from anywhere": a card by
            # definition; the subject is the filter without the word 'card' (as for 'one or more cards', trig3)
            subject = _card_only(subject)
        return subject, [(key, verb_object(ev.parts[1]))]
    if ev.kind == "event_either" and len(ev.parts) == 3 \
            and all(isinstance(p, N.Phrase) and p.kind == "event_verb" for p in ev.parts[1:]):
        verbs = [(verb_key(p), verb_object(p)) for p in ev.parts[1:]]
        if verbs[0] == ("blocks", None) and verbs[1][0] == "becomes blocked by <object>":
            # "blocks or becomes blocked by a non-Wall creature": the object is both verbs' (509.3b, 509.3d)
            verbs[0] = ("blocks <object>", verbs[1][1])
        return ev.parts[0], verbs
    if ev.kind == "event_one_or_more" and len(ev.parts) == 2 and isinstance(ev.parts[0], N.Filter) \
            and isinstance(ev.parts[1], N.Phrase) and ev.parts[1].kind == "event_verb_pl":
        # "Whenever one or more creatures you control die": each object of the event is a subject
        # (it triggers once per event: ONE_OR_MORE gives the event's batch, 603.2c)
        words = " ".join(map(str, ev.parts[1].parts))
        if words in PLURAL and PLURAL[words] in CARD_VERBS:
            # "one or more creature cards leave your graveyard": cards by definition; the subject is
            # the filter without the word 'cards' (trig3)
            if not set(ev.parts[0].nouns) & {"card", "cards"}:
                return None
            return _card_subject(ev.parts[0]), [(PLURAL[words], None)]
        if words in PLURAL:
            return _one_or_more_subject(ev.parts[0]), [(PLURAL[words], None)]
    return None


#: "one or more <objects> <verb>": the plural verb -> the registered verb; and, per game event type,
#: what one event is for it (the objects leaving at once, the damage dealt at once, ...).
PLURAL: dict[str, str] = {}
ONE_OR_MORE: dict[str, Callable[["Game", dict], Any]] = {}
_SUBJECTS: dict[int, Any] = {}


#: Registered verbs whose objects are cards (not on the battlefield): their subject's filter is read
#: without the word 'card(s)' (rules/one_or_more_events.py; trig3)
CARD_VERBS: set[str] = set()
_CARD_SUBJECTS: dict[int, tuple[Any, Any]] = {}


def _card_subject(flt: Any) -> Any:
    got = _CARD_SUBJECTS.get(id(flt))
    if got is None or got[0] is not flt:
        stripped = N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")),
                            flt.qualifiers, flt.alternatives)
        got = _CARD_SUBJECTS[id(flt)] = (flt, N.Described(filter=stripped, count=1, quantifier="a"))
    return got[1]


_CARD_ONLY: dict[int, tuple[Any, Any]] = {}


def _card_only(subject: Any) -> Any:
    """'a <quality> card' as the subject of a card event: the quality, and not a token (108.2: a token
    isn't a card) — the verbs of CARD_VERBS match any object put there (one per subject node)."""
    got = _CARD_ONLY.get(id(subject))
    if got is None or got[0] is not subject:
        flt = _card_subject(subject.filter).filter
        if "non:nontoken" not in flt.adjectives:
            flt = N.Filter(flt.adjectives + ("non:nontoken",), flt.nouns, flt.qualifiers, flt.alternatives)
        got = _CARD_ONLY[id(subject)] = (subject, N.Described(filter=flt, count=subject.count, quantifier=subject.quantifier))
    return got[1]


def _one_or_more_subject(flt: Any) -> Any:
    """The Described subject a one-or-more event reads its filter as (one per filter node)."""
    got = _SUBJECTS.get(id(flt))
    if got is None or got.filter is not flt:
        got = _SUBJECTS[id(flt)] = N.Described(filter=flt, count=1, quantifier="a")
    return got


def verb_object(ev: Any) -> Any:
    """The Described other object of a verb about one ("blocks a creature with flying"), or None."""
    if len(ev.parts) > 1 and isinstance(ev.parts[-1], N.Described) and verb_key(ev) in REFERENT:
        return ev.parts[-1]
    return None


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
    if "creature" not in chars.card_types and "planeswalker" not in chars.card_types:
        return None  # only the filter can say otherwise ("whenever an artifact dies" is not said)
    # (branch costs) 700.4: a planeswalker dies too ("Whenever ... a planeswalker you control dies"):
    # the trigger's filter still decides (a "creature" filter doesn't match it)
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
ATTACHED_VERBS = {"attacks", "blocks", "becomes blocked", "attacks or blocks"}
#: The nouns of "enchanted <noun>" read as a trigger's subject, with the card type it must have.
ATTACHED_NOUNS = {"creature": "creature"}

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


#: Damage verbs about the subject alone, which trigger once for each damage event (not each packet).
ONCE_PER_DAMAGE_EVENT = {"is dealt damage", "deals combat damage", "deals damage"}


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
#: "each player's upkeep", "each opponent's end step": whose step it is (the triggering player, 'that player').
STEP_WHOSE_OF = {("each", "player's"): "each", ("each", "opponent's"): "opponent"}
#: Whether the active player's step triggers the ability of this permanent (503.1a, 513.1a).
WHOSE_TURN: dict[str, Callable[["Game", "GameObject"], bool]] = {
    "your": lambda game, perm: perm.controller == game.active,
    "each": lambda game, perm: True,
    "opponent": lambda game, perm: perm.controller is not None and game.active in game.opponents(perm.controller),
    # 303.4: the controller of the creature this Aura enchants, now
    "enchanted_controller": lambda game, perm: perm.attached_to in game.objects
    and game.objects[perm.attached_to].zone == "battlefield"
    and game.objects[perm.attached_to].controller == game.active,
}


def step_of(st: Any) -> tuple[str, str] | None:
    """(whose, step name) of a read step phrase: "your upkeep", "each end step", "the end step",
    "combat on your turn" (507.1); None for another shape."""
    if not (isinstance(st, N.Phrase) and st.kind == "step"):
        return None
    parts = st.parts
    if parts == ("your first main phase",):  # 505.1a: the first (precombat) main phase
        return "your", "precombat main phase"
    if parts == ("your second main phase",):  # 505.1: the second (postcombat) main phase
        return "your", "postcombat main phase"
    if len(parts) == 2 and parts[0] in STEP_WHOSE:
        whose, name = STEP_WHOSE[parts[0]], parts[1]
    elif len(parts) == 3 and parts[0] in ("each", "enchanted") and (parts[0], parts[1]) in STEP_WHOSE_OF:
        whose, name = STEP_WHOSE_OF[(parts[0], parts[1])], parts[2]  # "each player's upkeep"
    elif len(parts) == 4 and tuple(parts[1:]) == ("on", "your", "turn"):
        whose, name = "your", parts[0]
    elif len(parts) == 5 and tuple(parts[1:]) == ("on", "each", "player's", "turn"):
        whose, name = "each", parts[0]
    elif len(parts) == 6 and parts[0] == "the" and tuple(parts[2:]) == ("of", "enchanted", "creature's", "controller"):
        whose, name = "enchanted_controller", parts[1]  # "the upkeep of enchanted creature's controller"
    else:
        return None
    if whose not in WHOSE_TURN:
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
        if subject.relation in ("enchanted", "equipped") and subject.noun in ATTACHED_NOUNS and not subject.controller:
            read_in_place(subject)
            return None
        return "this 'enchanted/equipped' trigger subject is not executed"
    if isinstance(subject, N.Phrase) and subject.kind in SUBJECT_PHRASES:  # (branch trig4) "the creature it haunts"
        return None
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
    elif node.kind in ("trigger_event", "event_either", "event_one_or_more"):
        shape = event_verbs(node)
        if shape is None:
            return "this trigger event's shape is not executed"
        subject, verbs = shape
        for words, other in verbs:
            if words not in VERBS:
                return f"the trigger event {words!r} is not executed"
            if other is not None:  # "blocks a creature with flying": the other object
                if other.quantifier not in ("a", "an") or other.count != 1:
                    return "this trigger event's other object is not executed"
                if why := unreadable(other.filter):
                    return why
            if isinstance(subject, N.Attached) and words not in ATTACHED_VERBS:
                return f"'{subject.relation} {subject.noun} {words}' is not executed"
        if len({words in REFERENT for words, _ in verbs}) > 1:
            return "'or' of a trigger event about one object and one about two is not executed"
        if isinstance(subject, N.Phrase) and subject.kind == "obj_or" and len(subject.parts) == 2 \
                and isinstance(subject.parts[0], N.SelfRef) and isinstance(subject.parts[1], N.Described) \
                and subject.parts[1].quantifier == "another":
            read_in_place(subject)  # "this creature or another creature you control": either
            return _one_subject(subject.parts[1])
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


#: The trigger phrase kinds a module reads (rules/trigger_actions.py adds its own: trig2)
TREE_EVENT_KINDS = {"trigger_event", "trigger_step", "event_cast", "event_you_attack", "event_either",
                    "event_one_or_more", "event_state",
                    "trigger_end_of_combat"}  # 511.2: "at end of combat", read by beginning_of_step (trig3)
def sub_events(ev: Any) -> tuple:
    """The events of "When this creature enters and whenever you cast a spell" (trigger_or, 603.2:
    either triggers it; trig2), or the one event of any other trigger."""
    if isinstance(ev, N.Phrase) and ev.kind == "trigger_or":
        return tuple(ev.parts)
    return (ev,)


#: Functions (game, source, its incarnation, ability) -> whether the ability may trigger now (trig2)
TRIGGER_LIMITS: list[Callable[..., bool]] = []
#: Functions (game, event) -> None each given every game event before this module's own (trig2)
EVENT_HOOKS: list[Callable[["Game", dict], None]] = []


#: (branch trig4) verb -> functions (game, event, subject, its incarnation) -> holders (object, characteristics,
#: controller, incarnation) whose trigger about themselves functions where the event put them (113.6k)
SELF_HOLDERS: dict[str, list[Callable[..., list]]] = {}
#: (branch trig4) a trigger subject phrase kind -> (game, holder, its incarnation, the event's object, its
#: incarnation) -> whether the event is about what the phrase names for this holder ("the creature it haunts")
SUBJECT_PHRASES: dict[str, Callable[..., bool]] = {}
#: (branch trig4) verb -> the zone its event put the object in, where the trigger's 'it' finds it (400.7d)
FOUND_IN: dict[str, str] = {}


def _trigger_check(node: Any) -> str | None:
    ev = node.event
    if isinstance(ev, N.Phrase) and ev.kind == "event_you_attack" and ev.parts \
            and not (len(ev.parts) == 1 and isinstance(ev.parts[0], int)):
        return "this 'whenever you attack' trigger is not executed"
    if not isinstance(ev, N.Phrase) or ev.kind not in TREE_EVENT_KINDS:
        return f"the trigger {type(ev).__name__} is not executed"
    if node.word not in ("when", "whenever", "at"):
        return f"the trigger word {node.word!r} is not executed"
    return None


checks_node("Trigger", _trigger_check)
executes_node("Phrase:event_either", "Phrase:event_one_or_more", "Phrase:event_verb_pl")
executes_node("Phrase:trigger_end_of_combat")  # 511.2 (trig3)
for _kind in ("trigger_event", "trigger_step", "event_cast", "event_either", "event_one_or_more"):
    checks_node(f"Phrase:{_kind}", _event_check)
def _triggered_check(node: Any) -> str | None:
    if node.condition is not None:  # 603.4: an intervening 'if', read by rules/tree_conditions.py
        if why := condition_problem(node.condition):
            return why
    shape = event_verbs(node.trigger.event)
    if shape is not None and any(words in LEFT_VERBS for words, _ in shape[1]):
        # 603.10a: the object that died (or left) is a new object in its new zone (400.7): 'it' /
        # 'this creature' there is not the permanent the references of rules/filters.py read
        subject = shape[0]
        finds = found_refs(node)
        for n, parent, after_token in _references(node.effect):
            if _damage_source(node.effect, n):
                continue
            if isinstance(n, N.SelfRef) and (_source_stays(subject) or (
                    isinstance(subject, N.Described) and type(parent) in _ACTS_ON and getattr(parent, _ACTS_ON[type(parent)]) is n)):
                continue  # the ability's source, which is not the object that left
            if isinstance(n, N.Ref) and after_token:
                continue
            if isinstance(n, N.Ref) and n.words == "the exiled cards" and isinstance(parent, N.ReturnToBattlefield):
                continue  # branch loops: the cards the object that left exiled (607.2a; rules/linked_exile.py)  # 'it' after "create a token": the token created (tokens.py refers to it)
            if isinstance(n, N.Ref) and n.words == "it" and isinstance(parent, N.Phrase) and parent.kind == "each_what":
                continue  # (branch costs) "for each age counter on it": read as it last existed (tree_counts)
            if isinstance(n, N.SelfRef) and isinstance(parent, N.Action) and parent.kind in SOURCE_ACTIONS:
                continue  # branch meld: the source as the object the cards are linked to (607.2a, 400.7)
            if id(n) in finds and (isinstance(n, N.SelfRef) or n.words in FOUND_WORDS):
                read_in_place(n)  # 400.7d: the new object in the zone it went to (filters._found)
                continue
            return "a reference to the object that died is not executed yet"
    return None


#: Actions (by kind) whose 'this <object>' is the ability's source as an object things are linked to, never
#: the object that left: "return each other card exiled with this artifact ..." (rules/linked_exile.py)
SOURCE_ACTIONS = {"return_other_exiled_with"}
#: Instructions a zone-change trigger may give the object it moved, in its new public zone (400.7d),
#: by the field naming the object; the words naming it.
FINDS = {N.Exile: "what", N.ReturnToHand: "what", N.ReturnToBattlefield: "what"}  # (ReturnToBattlefield: trig2)
FOUND_WORDS = ("it", "that card")
#: Actions (by kind) acting on the object that moved as their first part: "put it on the bottom of
#: its owner's library" (rules/zone_changes.py; trig2)
FIND_ACTIONS = {"put_top", "put_bottom"}


def _finds(parent: Any, n: Any) -> bool:
    if isinstance(parent, N.Action):
        return parent.kind in FIND_ACTIONS and bool(parent.parts) and parent.parts[0] is n
    return type(parent) in FINDS and getattr(parent, FINDS[type(parent)]) is n
#: The zones a leaves-the-battlefield event's object can be found in (400.7d: public zones).
PUBLIC = ("graveyard", "exile")


def found_refs(tree: Any) -> set[int]:
    """The references of a zone-change triggered ability (a Triggered tree) to the object that moved,
    as what an instruction of :data:`FINDS` acts on (not after a token was created: then 'it' is
    the token). Anything else referring to it stays refused (:func:`_triggered_check`)."""
    shape = event_verbs(tree.trigger.event)
    if shape is None or not any(words in LEFT_VERBS for words, _ in shape[1]):
        return set()
    subject = shape[0]
    out = set()
    for n, parent, after in _references(tree.effect):
        if after or not _finds(parent, n):
            continue
        if isinstance(n, N.SelfRef) and not isinstance(subject, N.SelfRef):
            continue  # 'this creature' is the source, not the object that moved
        out.add(id(n))
    return out


# 'that card' elsewhere is filters._ref's (a card an instruction named); in a zone-change trigger,
# filters._found reads it first as the object that moved (400.7d)


#: The verbs of trigger events whose object has left the battlefield (603.10a): a reference to
#: it in the effect is refused (:func:`_triggered_check`) unless it is read otherwise.
LEFT_VERBS = {"dies", "leaves the battlefield"}


def _source_stays(subject: Any) -> bool:
    """Whether the event's object is never the ability's source: "another creature", "equipped
    creature" (an Equipment stays on the battlefield as its creature dies: 301.5c). Then "this
    creature" in the effect is the source, read as any source is (filters._self: 400.7). Not
    "enchanted creature": the Aura follows it to the graveyard, where 400.7e lets it find the Aura."""
    if isinstance(subject, N.Described):
        return subject.quantifier == "another"
    return isinstance(subject, N.Attached) and subject.relation == "equipped"


_QUOTED = (N.Static, N.Activated, N.Triggered)
#: Instructions acting on "this creature" that do nothing once it has left (400.7): if the source
#: is itself the creature that died ("whenever a creature dies, put a +1/+1 counter on this
#: creature"), nothing happens to the new object, which is what filters._self reads.
_ACTS_ON = {N.PutCounters: "on", N.Untap: "what", N.Tap: "what"}


def _references(effect: Any) -> Any:
    """Each Ref / SelfRef of an effect (not inside an ability it quotes or a token's: those refer to
    their own objects), with whether a token was created by an earlier step of the sequence."""
    def walk(n: Any, parent: Any, after: bool) -> Any:
        if isinstance(n, _QUOTED):
            return
        if isinstance(n, (N.Ref, N.SelfRef)):
            yield n, parent, after
        if isinstance(n, N.Sequence):
            made = after
            for step in n.steps:
                yield from walk(step, n, made)
                made = made or isinstance(step, N.CreateToken)
            return
        if isinstance(n, N.Node):
            for f in fields(n):
                yield from walk(getattr(n, f.name), n, after)
        elif isinstance(n, (tuple, list)):
            for x in n:
                yield from walk(x, parent, after)
    yield from walk(effect, None, False)


def _damage_source(effect: Any, ref: Any) -> bool:
    """Whether ``ref`` is only the source of damage ('it deals 2 damage to ...': LKI, 608.2h)."""
    return any(isinstance(n, N.DealDamage) and n.source is ref for n in N.walk(effect))


checks_node("Triggered", _triggered_check)


def _tree_triggered(chars: Any, zone: str = "battlefield") -> list[Any]:
    # 113.6k (branch cond3): an ability that moves its card out of a graveyard functions only there
    return [a for a in chars.abilities if a.kind == "triggered" and a.spec.get("event") == "tree"
            and (a.spec.get("zone") == "graveyard") == (zone == "graveyard")]


def graveyard_holders(game: "Game") -> list[tuple["GameObject", Any, str, int]]:
    """(branch cond3) The cards in graveyards with a triggered ability that functions there (113.6k),
    as holders (card, characteristics, controller, incarnation): 108.4a, a card that isn't a
    permanent or a spell has no controller — its owner is asked instead (603.3a)."""
    return [(o, ch, o.owner, o.incarnation) for o in list(game.objects.values())
            if o.zone == "graveyard" and _tree_triggered(ch := game.chars(o), "graveyard")]


def _holders_now(game: "Game") -> list[tuple["GameObject", Any, str | None, int, str]]:
    """(branch cond3) Every object whose tree triggered abilities watch for an event now, and the zone they function in."""
    return [(p, game.chars(p), p.controller, p.incarnation, "battlefield") for p in game.battlefield()] \
        + [(*h, "graveyard") for h in graveyard_holders(game)]


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
    if any(not allowed(game, perm, source_incarnation, ability) for allowed in TRIGGER_LIMITS):
        return  # "This ability triggers only once each turn" (rules/trigger_actions.py; trig2)
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
    for hook in EVENT_HOOKS:
        hook(game, event)
    if event["type"] == "cast":
        _cast(game, event)
        return
    if event["type"] == "damage":
        from .monarch import combat_damage

        combat_damage(game, event)  # 724.2: combat damage to the monarch
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
    # what was attached to the event's object as it happened (damage.deal, entering.move_to_zone record it)
    attached_then = {oid: inc for oid, inc in event.get("source_attachments", event.get("attachments", ()))}
    for oid, inc in attached_then.items():  # an Aura put into a graveyard since, with its creature (603.2)
        obj = game.objects.get(oid)
        if obj is not None and (obj.zone != "battlefield" or obj.incarnation != inc) \
                and (lki := game.lki_full.get((oid, inc))) is not None:
            holders.append((obj, lki[0], lki[1], inc))
    extra = graveyard_holders(game)
    gy = {(h[0].id, h[3]) for h in extra}  # 113.6k (branch cond3)
    holders.extend(extra)
    # (branch trig4) 113.6k: the object an event put where its own trigger functions from ("When this is
    # put into a graveyard from anywhere"): a holder for abilities about itself only (a SelfRef subject)
    self_only = len(holders)
    for more in SELF_HOLDERS.get(words, ()):
        holders.extend(more(game, event, subject, subject_inc))
    for index, (perm, chars, controller, incarnation) in enumerate(holders):
        for ability in _tree_triggered(chars, "graveyard" if (perm.id, incarnation) in gy else "battlefield"):
            # the sub-event of "When ... and whenever ..." this event is (sub_events; trig2)
            sub, shape, found = None, None, []
            for sub in sub_events(ability.spec["tree"].trigger.event):
                shape = event_verbs(sub)
                found = [other for key, other in shape[1] if key == words] if shape is not None else []
                if found:
                    break
            if not found:
                continue
            once = (perm.id, incarnation, id(ability), subject.obj.id)
            if once in event.setdefault("_triggered", set()):
                continue  # "enters or ..." both matching one event: it triggers once (603.2c)
            if (about_ok := EVENT_ABOUT.get(words)) is not None and not about_ok(game, event, controller):
                continue
            who = shape[0]
            if index >= self_only and not isinstance(who, N.SelfRef) \
                    and not (isinstance(who, N.Phrase) and who.kind in SUBJECT_PHRASES):
                continue  # (branch trig4) SELF_HOLDERS: only the object's trigger about itself (or the creature it haunts)
            is_self = subject.obj is perm and incarnation == subject_inc
            if isinstance(who, N.Phrase) and who.kind in SUBJECT_PHRASES:  # (branch trig4) "the creature it haunts"
                if not SUBJECT_PHRASES[who.kind](game, perm, incarnation, subject.obj, subject_inc):
                    continue
            elif isinstance(who, N.Attached):  # 301.5, 303.4: the creature this Aura/Equipment is attached to
                if "source_attachments" in event or "attachments" in event:  # attached as it happened
                    if attached_then.get(perm.id) != incarnation:
                        continue
                elif perm.attached_to != subject.obj.id:
                    continue
                if ATTACHED_NOUNS[who.noun] not in subject.chars.card_types:
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
            if event["type"] == "leaves":  # 400.7d: the new object, if it's in the public zone it went to
                findable = event.get("to") in PUBLIC and subject.obj.zone == event["to"] \
                    and subject.obj.incarnation == subject_inc + 1
                about["found"] = (subject.obj.id, subject.obj.incarnation if findable else None, event.get("to"))
            elif words in FOUND_IN:  # (branch trig4) 400.7d: the object is in the zone the event put it in
                about["found"] = (subject.obj.id, subject_inc, FOUND_IN[words])
            if (referent_of := REFERENT.get(words)) is not None:
                # "blocks a creature", "deals damage to a creature": 'that creature' is the other object
                other = referent_of(game, event)
                if other is None:
                    continue
                other_seen, other_inc = other
                described = found[0]
                if described is not None and not matches(game, other_seen, described.filter, controller, perm):
                    continue
                about = {"object": other_seen.obj.id, "incarnation": other_inc, "referent": True}
            if event["type"] == "damage":  # 'that much': the damage dealt (rules/trigger_actions.py; trig2)
                about["amount"] = event["amount"]
                if words in ONCE_PER_DAMAGE_EVENT:  # the whole damage event's: added to as its packets are seen
                    about["damage_total"] = (event.get("batch"), "object" if words == "is dealt damage" else "source",
                                             subject.obj.id, subject_inc)
            if event["type"] == "damage" and words in ONCE_PER_DAMAGE_EVENT:
                # 120.3, 603.2: damage dealt at once is one event: a creature blocked by two creatures is
                # dealt damage once, a trampler deals its combat damage once (the enrage rulings)
                key = (perm.id, incarnation, id(ability), "damage", event.get("batch"), subject.obj.id)
                seen_events = game.__dict__.setdefault("damage_event_triggers", set())
                if key in seen_events:
                    continue
                seen_events.add(key)
            if sub.kind == "event_one_or_more":
                batch = (perm.id, incarnation, id(ability), ONE_OR_MORE[event["type"]](game, event))
                seen_batches = game.__dict__.setdefault("one_or_more_batches", set())
                if batch in seen_batches:
                    continue  # 603.2c: once for the whole event, however many objects it is about
                seen_batches.add(batch)
            event["_triggered"].add(once)
            if "player" in event and event["type"] == "damage":
                about["player"] = event["player"]  # the player dealt damage
            elif isinstance(who, N.Described) and isinstance(who.filter, N.Filter) \
                    and any(getattr(q, "kind", None) == "ctl_opponent" for q in who.filter.qualifiers):
                about["player"] = subject.controller  # "a creature an opponent controls dies, that player ..."
            if event["type"] == "crews":  # 'that Vehicle': the Vehicle it crewed (702.122b)
                about["vehicle"], about["vehicle_incarnation"] = event["vehicle"], event["vehicle_incarnation"]
            _add(game, perm, incarnation, controller, ability, **about)


def _player_event(game: "Game", event: dict) -> None:
    """'Whenever you gain life', 'Whenever you attack' (603.2): an event about a player."""
    for perm in game.battlefield():
        for ability in _tree_triggered(game.chars(perm)):
            for ev in sub_events(ability.spec["tree"].trigger.event):
                if _player_event_of(game, event, perm, ability, ev):
                    break  # one trigger for one event (603.2c)


def _player_event_of(game: "Game", event: dict, perm: "GameObject", ability: Any, ev: Any) -> bool:
    if ev.kind == "event_you_attack":
        if event["type"] == "attackers_declared" and event["player"] == perm.controller and (
                not ev.parts or len(event.get("attackers", ())) >= ev.parts[0]):  # "with N or more creatures" (trig2)
            _add(game, perm, perm.incarnation, perm.controller, ability)
            return True
        return False
    if ev.kind != "trigger_event" or ev.parts[1].kind != "player_event":
        return False
    event_type, player_of = PLAYER_VERBS[" ".join(map(str, ev.parts[1].parts))]
    if event_type != event["type"]:
        return False
    player = player_of(game, event)
    if player is None or perm.controller is None or not WHO[ev.parts[0].who](game, player, perm.controller):
        return False
    about = {}
    if event_type in PLAYER_EVENT_OBJECT and event.get("object") in game.objects:  # 'that card' (trig2)
        about = {"object": event["object"], "incarnation": game.objects[event["object"]].incarnation}
    _add(game, perm, perm.incarnation, perm.controller, ability, player=player, **about,
         **({"amount": event["amount"]} if "amount" in event else {}))  # 'that much' (misc_actions)
    return True


#: Player events whose card the trigger refers to ('that card': the card discarded, in the zone it went to)
PLAYER_EVENT_OBJECT = {"discarded"}


def _cast(game: "Game", event: dict) -> None:
    """'Whenever you / an opponent / a player cast(s) a [filter] spell' (601.2i, 603.2): a copy
    isn't cast (707.10)."""
    spell = next((i for i in game.stack if i.id == event["object"]), None)
    if spell is None:
        return
    obj = game.obj(spell.id)
    for perm, chars, controller, incarnation, zone in _holders_now(game):  # (branch cond3: and graveyards)
        for ability in _tree_triggered(chars, zone):
            for ev in sub_events(ability.spec["tree"].trigger.event):
                if ev.kind != "event_cast" or controller is None \
                        or not WHO[ev.parts[0].who](game, event["player"], controller):
                    continue
                if not matches(game, obj, ev.parts[1], controller, perm):
                    continue
                _add(game, perm, incarnation, controller, ability, spell=spell.id,
                     player=event["player"])  # 'that player': who cast it
                break


def beginning_of_step(game: "Game") -> None:
    """503.1a, 507.1, 513.1a: 'At the beginning of your/each <step>' as that step begins."""
    from dataclasses import replace

    for perm, chars, controller, incarnation, zone in _holders_now(game):  # (branch cond3: and graveyards)
        # 108.4a: a card in a graveyard is asked about as its owner's
        asked = perm if perm.controller == controller else replace(perm, controller=controller)
        for ability in _tree_triggered(chars, zone):
            for ev in sub_events(ability.spec["tree"].trigger.event):
                if ev.kind == "trigger_end_of_combat" and game.step == "end_of_combat":  # 511.2 (trig3)
                    _add(game, perm, perm.incarnation, perm.controller, ability, player=game.active)
                    break
                if ev.kind != "trigger_step":
                    continue
                whose, name = step_of(ev.parts[0])
                if STEPS[name] != game.step or not WHOSE_TURN[whose](game, asked):
                    continue
                _add(game, perm, incarnation, controller, ability, player=game.active)
                break
