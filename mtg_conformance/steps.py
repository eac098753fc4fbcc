"""The step vocabulary: every Gherkin phrase the features may use, defined once.

Each phrase is a :class:`StepDef` — a kind (given / when / then), a regular expression with named
groups, a documented example, and a function that adds to a :class:`FixtureBuilder`. The same
definitions serve two masters:

* the compiler (``mtg_conformance.compiler``) runs a scenario's steps through a builder and writes
  the resulting fixture JSON;
* the pytest-bdd plugin (``mtg_conformance.pytest_plugin``) registers every definition as a step
  and, at each ``Then``, runs what has been built so far on the engine under test.

``docs/STEPS.md`` is generated from this module (``mtg-conformance steps --markdown``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Callable

DEFAULT_PLAYERS = ("alice", "bob")

COLORS = ("white", "blue", "black", "red", "green")
CARD_TYPES = (
    "artifact", "battle", "creature", "enchantment", "instant", "kindred", "land",
    "planeswalker", "sorcery",
)
SUPERTYPES = ("basic", "legendary", "snow", "world", "ongoing")
ZONES = ("battlefield", "hand", "library", "graveyard", "exile", "stack", "command")
STEPS_NAMES = (
    "untap", "upkeep", "draw", "precombat_main", "beginning_of_combat", "declare_attackers",
    "declare_blockers", "combat_damage", "end_of_combat", "postcombat_main", "end", "cleanup",
)


class StepError(ValueError):
    """A step that cannot be turned into fixture data (unknown object, bad number...)."""


@dataclass
class FixtureBuilder:
    """A fixture under construction: setup, actions and expectations, built step by step."""

    players: dict[str, dict[str, Any]] = field(default_factory=dict)
    turn: dict[str, Any] = field(default_factory=dict)
    objects: list[dict[str, Any]] = field(default_factory=list)
    actions: list[dict[str, Any]] = field(default_factory=list)
    expect: list[dict[str, Any]] = field(default_factory=list)
    requires: set[str] = field(default_factory=set)
    created: list[str] = field(default_factory=list)  # ids given to objects actions create (name_created)
    oracle_cards: set[str] = field(default_factory=set)  # cards only named by an effect (707.13)
    _checkpoints: int = 0
    _pinned: str | None = None  # the label expectations go to while a step observes mid-action (misc16)

    def __post_init__(self) -> None:
        if not self.players:
            for name in DEFAULT_PLAYERS:
                self.players[name] = {"id": name, "life": 20}
        if not self.turn:
            self.turn = {"active": DEFAULT_PLAYERS[0], "step": "precombat_main"}

    # -- setup -------------------------------------------------------------------------------
    def player(self, name: str) -> dict[str, Any]:
        if name not in self.players:
            raise StepError(f"unknown player {name!r}: the players are {', '.join(self.players)}")
        return self.players[name]

    def object(self, obj_id: str) -> dict[str, Any]:
        for obj in self.objects:
            if obj["id"] == obj_id:
                return obj
        raise StepError(f"unknown object {obj_id!r}: no earlier step introduced it")

    def known_object(self, obj_id: str) -> str:
        """An object id that a step refers to: one from the setup, or one the engine creates."""
        if any(o["id"] == obj_id for o in self.objects) or obj_id in self.created:
            return obj_id
        raise StepError(f"unknown object {obj_id!r}: no earlier step introduced it")

    def add_object(self, obj: dict[str, Any]) -> dict[str, Any]:
        if any(o["id"] == obj["id"] for o in self.objects):
            raise StepError(f"object id {obj['id']!r} is used twice")
        self.player(obj["owner"])
        self.objects.append(obj)
        return obj

    # -- actions -----------------------------------------------------------------------------
    def act(self, action: dict[str, Any]) -> dict[str, Any]:
        self.actions.append(action)
        return action

    def last_action(self) -> dict[str, Any]:
        for action in reversed(self.actions):
            if action["do"] != "observe":
                return action
        raise StepError("this step adds to the previous action, but there is none")

    def last_action_index(self) -> int:
        for i in range(len(self.actions) - 1, -1, -1):
            if self.actions[i]["do"] != "observe":
                return i
        raise StepError("this step is about the previous action, but there is none")

    def add_choice(self, kind: str, obj: str | None, choice: Any, player: str | None = None) -> None:
        entry: dict[str, Any] = {"kind": kind}
        if obj is not None:
            entry["object"] = obj
        if player is not None:
            entry["player"] = player
        entry["choice"] = choice
        self.last_action().setdefault("choices", []).append(entry)

    # -- expectations ------------------------------------------------------------------------
    def checkpoint(self) -> str:
        """The label of the observation the next expectation is about.

        Expectations that follow the same actions share one observation; an expectation after
        new actions gets a new one, appended where it is in the action list.
        """
        if self._pinned is not None:
            return self._pinned
        if self.actions and self.actions[-1]["do"] == "observe":
            return self.actions[-1]["label"]
        self._checkpoints += 1
        label = f"checkpoint-{self._checkpoints}"
        self.actions.append({"do": "observe", "label": label})
        return label

    def observation_before_last_action(self) -> str:
        """The label of an observation just before the last action: the one there, or a new one
        inserted there (expectations about the outcome of that action or later ones follow it)."""
        i = self.last_action_index()
        if i > 0 and self.actions[i - 1]["do"] == "observe":
            return self.actions[i - 1]["label"]
        self._checkpoints += 1
        label = f"checkpoint-{self._checkpoints}"
        self.actions.insert(i, {"do": "observe", "label": label})
        for exp in self.expect:
            if "action" in exp and exp["action"] >= i:
                exp["action"] += 1
        return label

    def expect_object(self, obj_id: str, **fields: Any) -> dict[str, Any]:
        exp = {"at": self.checkpoint(), "object": obj_id, **fields}
        self.expect.append(exp)
        return exp

    def expect_player(self, player: str, **fields: Any) -> dict[str, Any]:
        self.player(player)
        exp = {"at": self.checkpoint(), "player": player, **fields}
        self.expect.append(exp)
        return exp

    def expect_action(self, outcome: str) -> dict[str, Any]:
        exp = {"action": self.last_action_index(), "outcome": outcome}
        self.expect.append(exp)
        return exp

    # -- result ------------------------------------------------------------------------------
    def cards(self) -> list[str]:
        return sorted({o["card"] for o in self.objects if "card" in o} | self.oracle_cards)

    def setup(self) -> dict[str, Any]:
        return {
            "players": list(self.players.values()),
            "turn": dict(self.turn),
            "objects": self.objects,
        }


@dataclass(frozen=True)
class StepDef:
    kind: str  # "given" | "when" | "then"
    pattern: str
    func: Callable[..., None]
    doc: str
    example: str
    requires: tuple[str, ...] = ()

    @property
    def regex(self) -> re.Pattern[str]:
        return _compiled(self.pattern)

    @property
    def takes_table(self) -> bool:
        return "rows" in self.func.__code__.co_varnames[: self.func.__code__.co_argcount]

    def apply(self, builder: FixtureBuilder, text: str, rows: list[list[str]] | None = None) -> None:
        m = self.regex.fullmatch(text)
        if not m:  # pragma: no cover - callers match first
            raise StepError(f"step {text!r} does not match {self.pattern!r}")
        kwargs = m.groupdict()
        if self.takes_table:
            if not rows:
                raise StepError(f"step {text!r} needs a data table")
            kwargs["rows"] = rows
        elif rows:
            raise StepError(f"step {text!r} takes no data table")
        self.func(builder, **kwargs)
        builder.requires.update(self.requires)


_REGEX_CACHE: dict[str, re.Pattern[str]] = {}


def _compiled(pattern: str) -> re.Pattern[str]:
    rx = _REGEX_CACHE.get(pattern)
    if rx is None:
        rx = _REGEX_CACHE[pattern] = re.compile(pattern)
    return rx


STEPS: list[StepDef] = []


def step(kind: str, pattern: str, example: str, requires: tuple[str, ...] = ()):
    """Register a phrase. The function's docstring documents it in docs/STEPS.md."""

    def deco(func: Callable[..., None]) -> Callable[..., None]:
        doc = " ".join((func.__doc__ or "").split())
        STEPS.append(StepDef(kind, pattern, func, doc, example, requires))
        return func

    return deco


def find_step(kind: str, text: str) -> tuple[StepDef, dict[str, str]]:
    """The one definition of ``kind`` matching ``text``; a clear StepError if none or several."""
    matches = [(s, m) for s in STEPS if s.kind == kind for m in [s.regex.fullmatch(text)] if m]
    if not matches:
        raise StepError(f"no {kind} step matches {text!r} (see docs/STEPS.md)")
    if len(matches) > 1:
        pats = "; ".join(s.pattern for s, _ in matches)
        raise StepError(f"{kind} step {text!r} is ambiguous: it matches {pats}")
    s, m = matches[0]
    return s, m.groupdict()


# -- parameter helpers -------------------------------------------------------------------------

OBJ = r'"(?P<obj>[^"]+)"'
PLAYER = r"(?P<player>[a-z][a-z0-9_]*)"
NUMBER_WORDS = {
    "no": 0, "zero": 0, "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5,
    "six": 6, "seven": 7, "eight": 8, "nine": 9, "ten": 10,
}


def number(text: str) -> int:
    text = text.strip()
    if text in NUMBER_WORDS:
        return NUMBER_WORDS[text]
    try:
        return int(text)
    except ValueError:
        raise StepError(f"{text!r} is not a number") from None


def word_list(text: str) -> list[str]:
    """'artifact, creature and enchantment' -> ['artifact', 'creature', 'enchantment']."""
    parts = re.split(r",\s*|\s+and\s+", text.strip())
    return [p.strip() for p in parts if p.strip()]


def _check_words(words: list[str], allowed: tuple[str, ...], what: str) -> list[str]:
    for w in words:
        if w not in allowed:
            raise StepError(f"{w!r} is not a {what}; expected one of {', '.join(allowed)}")
    return words


def object_ids(text: str) -> list[str]:
    return re.findall(r'"([^"]+)"', text)


# == Given: the players and the turn ===========================================================

@step("given", r"(?P<player>[a-z][a-z0-9_]*) has (?P<life>-?\d+) life",
      'Given bob has 7 life')
def _given_life(b: FixtureBuilder, player: str, life: str) -> None:
    """Sets a player's starting life total (default 20). Players are alice and bob; alice is active."""
    b.player(player)["life"] = int(life)


@step("given", r"it is (?P<player>[a-z][a-z0-9_]*)'s (?P<step>[a-z_ ]+?)(?: step| phase)?",
      "Given it is bob's precombat main phase")
def _given_turn(b: FixtureBuilder, player: str, step: str) -> None:
    """Sets the active player and the step or phase the fixture starts in (default: alice's
    precombat main phase). Steps: untap, upkeep, draw, precombat main, beginning of combat,
    declare attackers, declare blockers, combat damage, end of combat, postcombat main, end,
    cleanup."""
    b.player(player)
    name = step.strip().replace(" ", "_")
    if name not in STEPS_NAMES:
        raise StepError(f"unknown step {step!r}; expected one of {', '.join(STEPS_NAMES)}")
    b.turn = {"active": player, "step": name}


@step("given", r"it is (?P<value>day|night)", "Given it is night", requires=("setup.day_night",))
def _given_day_night(b: FixtureBuilder, value: str) -> None:
    """The game has the designation day or night as the fixture starts (730.1; default: neither, as a
    game begins). Branch lattice (issue 16: 712.13a-ex1)."""
    b.turn = {**(b.turn or {"active": DEFAULT_PLAYERS[0], "step": "precombat_main"}), "day_night": value}


# == Given: objects ============================================================================

def _new_object(b: FixtureBuilder, player: str, card: str, obj: str, zone: str) -> dict[str, Any]:
    b.player(player)
    entry: dict[str, Any] = {"id": obj, "card": card, "zone": zone, "owner": player}
    if zone == "battlefield":
        entry["controller"] = player
    return b.add_object(entry)


@step("given", PLAYER + r' controls (?P<card>[^"]+?) as ' + OBJ,
      'Given alice controls Grizzly Bears as "bears"')
def _given_controls(b: FixtureBuilder, player: str, card: str, obj: str) -> None:
    """Puts a permanent onto the battlefield before the fixture starts, owned and controlled by
    the player. It has been under that player's control since the start of the turn (no summoning
    sickness) and was not put there by any effect (no enter triggers, no "as enters" choices)."""
    _new_object(b, player, card, obj, "battlefield")


@step("given", OBJ + r" is owned by " + PLAYER, 'Given "wings" is owned by bob')
def _given_owner(b: FixtureBuilder, obj: str, player: str) -> None:
    """The permanent's owner is another player than its controller (108.3: it came under its
    controller's control by some effect, e.g. it was stolen)."""
    b.player(player)
    b.object(obj)["owner"] = player


@step("given", PLAYER + r' has (?P<card>[^"]+?) in (?:their |her |his )?(?P<zone>hand|graveyard|library|exile) as ' + OBJ,
      'Given alice has Clone in hand as "clone"')
def _given_in_zone(b: FixtureBuilder, player: str, card: str, zone: str, obj: str) -> None:
    """Puts a card the player owns into their hand, graveyard, library (on top, in step order:
    the last one given is on top) or exile."""
    _new_object(b, player, card, obj, zone)


@step("given", OBJ + r" has (?P<n>\d+) damage marked on it", 'Given "wall" has 1 damage marked on it')
def _given_damage(b: FixtureBuilder, obj: str, n: str) -> None:
    """The permanent starts with damage marked on it, dealt earlier this turn (120.6)."""
    b.object(obj)["damage"] = int(n)


@step("given", OBJ + r" is tapped", 'Given "bears" is tapped')
def _given_tapped(b: FixtureBuilder, obj: str) -> None:
    """The permanent starts tapped."""
    b.object(obj)["tapped"] = True


@step("given", OBJ + r" has (?P<n>\w+) (?P<kind>[^ ]+) counters? on it",
      'Given "bears" has two +1/+1 counters on it')
def _given_counters(b: FixtureBuilder, obj: str, n: str, kind: str) -> None:
    """The permanent starts with counters of that kind (``+1/+1``, ``-1/-1``, ``fade``, ...)."""
    b.object(obj).setdefault("counters", {})[kind] = number(n)


@step("given", OBJ + r" entered the battlefield this turn",
      'Given "bears" entered the battlefield this turn')
def _given_new(b: FixtureBuilder, obj: str) -> None:
    """The permanent came under its controller's control this turn (summoning sick, 302.6)."""
    b.object(obj)["entered_this_turn"] = True


@step("given", OBJ + r' chose (?P<value>[A-Za-z][A-Za-z\' -]*?) for "(?P<choice>[^"]+)"',
      'Given "elves" chose green for "color"')
def _given_choice(b: FixtureBuilder, obj: str, value: str, choice: str) -> None:
    """A choice the permanent's "as enters" ability made when it entered (a color, a creature
    type...), for permanents that start on the battlefield. The value is recorded as written
    ("Elf" or "elf"); engines compare it without regard to case."""
    b.object(obj).setdefault("chosen", {})[choice] = value


@step("given", OBJ + r" is a token", 'Given "soldier" is a token')
def _given_token(b: FixtureBuilder, obj: str) -> None:
    """The object is a token (111.1). Its card is a card-pool entry of layout ``token`` giving the
    characteristics the effect that created it defined (111.3), e.g. ``Soldier Token``."""
    b.object(obj)["token"] = True


@step("given", r'(?P<card>[A-Z][^"]*?) is in the Oracle card reference', "Given Terror is in the Oracle card reference")
def _given_oracle_card(b: FixtureBuilder, card: str) -> None:
    """A card the fixture doesn't put in any zone but an effect may name, so the engine is given
    its Oracle text (707.13: a copy of a card defined by name uses the Oracle card reference)."""
    b.oracle_cards.add(card)


@step("given", OBJ + r" is flipped", 'Given "tomoya" is flipped')
def _given_flipped(b: FixtureBuilder, obj: str) -> None:
    """The flip card permanent is flipped (710.2): it has its alternative name, text, type line,
    power and toughness."""
    b.object(obj)["flipped"] = True


@step("given", OBJ + r" is phased out", 'Given "bears" is phased out')
def _given_phased_out(b: FixtureBuilder, obj: str) -> None:
    """The permanent is phased out (702.26b): it is treated as though it doesn't exist — nothing
    counts, affects or targets it — until it phases in during its controller's next untap step
    (502.1, 702.26a)."""
    b.object(obj)["phased_out"] = True


@step("given", OBJ + r" is transformed", 'Given "deserter" is transformed')
def _given_transformed(b: FixtureBuilder, obj: str) -> None:
    """The double-faced permanent has its back face up (712.8e)."""
    b.object(obj)["transformed"] = True


@step("given", OBJ + r" is face down", 'Given "demon" is face down')
def _given_face_down(b: FixtureBuilder, obj: str) -> None:
    """The permanent is face down (708.2): a 2/2 creature with no name, mana cost, color, types
    or abilities, whatever its card is."""
    b.object(obj)["face_down"] = True


@step("given", OBJ + r' is attached to "(?P<target>[^"]+)"', 'Given "growth" is attached to "forest"')
def _given_attached(b: FixtureBuilder, obj: str, target: str) -> None:
    """The Aura or Equipment starts attached to that permanent (both on the battlefield)."""
    b.object(target)
    b.object(obj)["attached_to"] = target


@step("given", OBJ + r" is attached to (?P<player>[a-z][a-z0-9_]*)", 'Given "curse" is attached to alice')
def _given_attached_player(b: FixtureBuilder, obj: str, player: str) -> None:
    """The Aura starts attached to (enchanting) that player (702.5d, 303.4), e.g. a Curse."""
    b.player(player)
    b.object(obj)["attached_to"] = player


@step("given", OBJ + r' (?:is|entered as) a copy of "(?P<original>[^"]+)"', 'Given "clone" is a copy of "elves"')
def _given_copy_of(b: FixtureBuilder, obj: str, original: str) -> None:
    """The permanent is already a copy of the other object as the fixture starts: it entered as a
    copy of it by its own "enter as a copy" ability (707.5), with that ability's exceptions (707.9).
    Its copiable values are the original's as the setup gives them (707.2, 707.3)."""
    entry = b.object(obj)
    if entry["zone"] != "battlefield":
        raise StepError(f'"{obj}" is not on the battlefield: only a permanent can be set up as a copy')
    if original == obj:
        raise StepError(f'"{obj}" can\'t be a copy of itself')
    b.object(original)  # introduced by an earlier step
    entry["copy_of"] = original


@step("given", OBJ + r" entered the battlefield last turn", 'Given "elves" entered the battlefield last turn')
def _given_entered_last_turn(b: FixtureBuilder, obj: str) -> None:
    """The permanent came under its controller's control during the previous turn (the other
    player's, in a two-player game) — so on its controller's turn it is no longer summoning sick,
    and on the other player's turn it still is (302.6)."""
    b.object(obj)["entered_last_turn"] = True


# == When: actions =============================================================================

@step("when", PLAYER + r" casts " + OBJ + r"(?: targeting (?P<targets>.+))?",
      'When alice casts "growth" targeting "bears"')
def _when_cast(b: FixtureBuilder, player: str, obj: str, targets: str | None) -> None:
    """The player casts the spell (601.2) from where it is, with its costs taken as paid: the
    fixture records the decisions (targets, X, modes) and the engine puts the spell on the stack.
    Targets are object ids in quotes, or player names."""
    b.player(player)
    action: dict[str, Any] = {"do": "cast", "player": player, "object": b.known_object(obj),
                              "costs": "assume_paid"}
    if targets:
        action["targets"] = _targets(b, targets)
    b.act(action)


def _targets(b: FixtureBuilder, text: str) -> list[dict[str, str]]:
    out: list[dict[str, str]] = []
    for part in word_list(text):
        if part.startswith('"') and part.endswith('"'):
            out.append({"object": b.known_object(part[1:-1])})
        else:
            b.player(part)
            out.append({"player": part})
    return out


@step("when", PLAYER + r" activates the ability of " + OBJ
      + r"(?: with X = (?P<x>\d+))?(?: targeting (?P<targets>.+))?",
      'When alice activates the ability of "staff" with X = 5')
def _when_activate(b: FixtureBuilder, player: str, obj: str, x: str | None, targets: str | None) -> None:
    """The player activates the permanent's activated ability (602.2) — the first one that is
    not a mana ability, or the one named by a following "choosing ability N" step — with its
    costs taken as paid and the given X."""
    b.player(player)
    action: dict[str, Any] = {"do": "activate", "player": player, "object": b.known_object(obj),
                              "ability": 0, "costs": "assume_paid"}
    if x is not None:
        action["x"] = int(x)
    if targets:
        action["targets"] = _targets(b, targets)
    b.act(action)


@step("when", r"(?:the top of the stack|the top object of the stack|it|that ability|that spell) resolves",
      "When the top of the stack resolves")
def _when_resolve(b: FixtureBuilder) -> None:
    """All players pass priority in succession and the top object of the stack resolves (608).
    Triggered abilities waiting to be put on the stack are put there first (603.3), and
    state-based actions are checked (704)."""
    b.act({"do": "resolve"})


@step("when", r"the stack resolves", "When the stack resolves")
def _when_resolve_all(b: FixtureBuilder) -> None:
    """All players keep passing priority until the stack is empty: each object resolves in turn,
    and abilities that trigger meanwhile are put on the stack and resolve too."""
    b.act({"do": "resolve_stack"})


@step("when", OBJ + r" is put onto the battlefield under " + PLAYER + r"'s control",
      'When "clone" is put onto the battlefield under alice\'s control')
def _when_put(b: FixtureBuilder, obj: str, player: str) -> None:
    """An effect puts the card onto the battlefield from where it is (a zone change, so its
    replacement effects such as "enter as a copy" apply, 614.12, and enter triggers trigger)."""
    b.player(player)
    b.act({"do": "put_onto_battlefield", "object": b.known_object(obj), "controller": player})


@step("when", r"(?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")+) are put onto the battlefield under " + PLAYER
      + r"'s control at the same time", 'When "warden-1" and "warden-2" are put onto the battlefield under alice\'s control at the same time')
def _when_put_together(b: FixtureBuilder, objs: str, player: str) -> None:
    """One effect puts the cards onto the battlefield at the same time (a sweeper-return, a spell
    putting several permanents onto the battlefield): none of them is on the battlefield while the
    others' replacement effects apply (614.12), and all of them, newcomers included, are checked for
    enters triggers (603.6a)."""
    b.player(player)
    ids = [b.known_object(o) for o in object_ids(objs)]
    if len(set(ids)) != len(ids):
        raise StepError("an object is named twice")
    b.act({"do": "put_onto_battlefield", "objects": ids, "controller": player})


@step("when", r"(?:as it enters, )?" + OBJ + r" chooses to copy " + r'"(?P<target>[^"]+)"',
      'And "clone" chooses to copy "bears"')
def _when_choose_copy(b: FixtureBuilder, obj: str, target: str) -> None:
    """Records the choice of the object to copy for the previous action ("You may have this
    creature enter as a copy of ...", 707.5). The object making the choice is named so the
    engine can match the question it asks."""
    b.add_choice("copy", obj, b.known_object(target))


@step("when", OBJ + r" chooses to copy nothing", 'And "copy" chooses to copy nothing')
def _when_choose_copy_nothing(b: FixtureBuilder, obj: str) -> None:
    """Records the decision not to copy anything ("you may") for the previous action."""
    b.add_choice("copy", obj, None)


@step("when", OBJ + r' chooses (?P<value>[A-Za-z][A-Za-z\' -]*?) for "(?P<choice>[^"]+)"',
      'And "elves" chooses green for "color"')
def _when_choose_value(b: FixtureBuilder, obj: str, value: str, choice: str) -> None:
    """Records a named choice for the previous action, such as the color chosen "as this creature
    enters" (614.12)."""
    b.add_choice(choice, obj, value)


@step("when", PLAYER + r" chooses that " + OBJ + r" goes to (?:its owner's |their )?(?P<zone>graveyard|exile)",
      'And alice chooses that "archangel" goes to exile')
def _when_choose_destination(b: FixtureBuilder, player: str, obj: str, zone: str) -> None:
    """For the previous action: where an object goes when two events happening at once would move it
    to different zones (400.6: an Exquisite Archangel a player's replaced game loss would exile while
    lethal damage puts it into its owner's graveyard) — the player chooses. The choice ``destination``
    of that object: ``graveyard`` or ``exile``."""
    b.player(player)
    b.add_choice("destination", b.known_object(obj), zone, player=player)


@step("when", PLAYER + r" casts " + OBJ + r" splicing (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) onto it"
      + r"(?: targeting (?P<targets>.+))?",
      'When alice casts "mists" splicing "ray" onto it targeting "blacksmith"')
def _when_cast_splicing(b: FixtureBuilder, player: str, obj: str, cards: str, targets: str | None) -> None:
    """The player casts the spell, revealing cards with "Splice onto [quality]" from their hand and
    splicing them onto it (702.47a), costs taken as paid; the targets are the spell's, then each
    spliced card's, in order (601.2c)."""
    b.player(player)
    action: dict[str, Any] = {"do": "cast", "player": player, "object": b.known_object(obj),
                              "splice": [b.known_object(c) for c in object_ids(cards)], "costs": "assume_paid"}
    if targets:
        action["targets"] = _targets(b, targets)
    b.requires.add("action.splice")
    b.act(action)


@step("when", PLAYER + r" casts (?P<face>[A-Z][^\"]*?) from the split card " + OBJ
      + r"(?: paying (?P<pay>(?:\{[WUBRGC0-9]\})+|nothing))?(?: targeting (?P<targets>.+))?",
      'When alice casts Assault from the split card "assault-battery" paying {R} targeting bob')
def _when_cast_half(b: FixtureBuilder, player: str, face: str, obj: str, targets: str | None,
                    pay: str | None = None) -> None:
    """The player casts one half of a split card (709.3), named by its name: only that half is
    evaluated and put on the stack (709.3a-b). Costs are taken as paid, or with "paying {R}" paid
    from the player's mana pool with exactly the mana listed ("paying nothing" for {0})."""
    b.player(player)
    b.requires.add("action.cast_split_half")
    _cast_face(b, player, obj, face, targets, pay)


def _cast_face(b: FixtureBuilder, player: str, obj: str, face: str, targets: str | None, pay: str | None) -> None:
    """A cast of one face of a card, named by its name (a split card's half, 709.3; an Adventure, 715.3):
    costs taken as paid, or paid from the player's mana pool with exactly the mana listed."""
    if pay is not None:
        _act_paying(b, {"do": "cast", "face": face}, player, obj, None, pay, targets)
        return
    action: dict[str, Any] = {"do": "cast", "player": player, "object": b.known_object(obj), "face": face,
                              "costs": "assume_paid"}
    if targets:
        action["targets"] = _targets(b, targets)
    b.act(action)


@step("when", PLAYER + r" casts " + OBJ + r" with X = (?P<x>\d+)(?: targeting (?P<targets>.+))?",
      'When alice casts "ego" with X = 3')
def _when_cast_x(b: FixtureBuilder, player: str, obj: str, x: str, targets: str | None = None) -> None:
    """The player casts the spell with the given value of X (601.2b), costs taken as paid, and
    (with "targeting ...") its targets (601.2c)."""
    b.player(player)
    action: dict[str, Any] = {"do": "cast", "player": player, "object": b.known_object(obj), "x": int(x),
                              "costs": "assume_paid"}
    if targets:
        action["targets"] = _targets(b, targets)
    b.act(action)


@step("when", OBJ + r"'s (?:triggered )?ability targets " + r'"(?P<target>[^"]+)"',
      'And "doppelganger"\'s ability targets "bears"')
def _when_trigger_target(b: FixtureBuilder, obj: str, target: str) -> None:
    """Records the target chosen for a triggered ability of the object as it is put on the stack
    after the previous action (603.3d)."""
    b.add_choice("trigger_target", obj, b.known_object(target))


@step("when", OBJ + r"'s (?:triggered )?ability targets " + PLAYER, 'And "apprentice"\'s ability targets bob')
def _when_trigger_target_player(b: FixtureBuilder, obj: str, player: str) -> None:
    """Records a player as the target chosen for a triggered ability of the object as it is put on
    the stack after the previous action (603.3d; 115.1: "any target", "target player"). The
    choice's value is ``{"player": id}``."""
    b.player(player)
    b.add_choice("trigger_target", obj, {"player": player})


@step("when", OBJ + r"'s (?:triggered )?ability targets (?:(?P<none>no cards)|the cards (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*))",
      'And "shaman"\'s ability targets no cards')
def _when_trigger_target_cards(b: FixtureBuilder, obj: str, none: str | None = None, cards: str | None = None) -> None:
    """Records the cards chosen for a variable number of targets ("any number of target cards", "up to three
    target cards", 601.2c) of a triggered ability of the object as it is put on the stack after the previous
    action (603.3d): "no cards" chooses none (701.24d), or the cards listed. The choice ``trigger_target``'s
    value is a list of object ids (``[]`` for none)."""
    ids = [] if none else [b.known_object(part[1:-1]) for part in word_list(cards or "")]
    b.add_choice("trigger_target", obj, ids)


@step("when", PLAYER + r" chooses (?P<no>not )?to untap " + OBJ, 'And alice chooses not to untap "squid"')
def _when_untap_choice(b: FixtureBuilder, player: str, no: str | None, obj: str) -> None:
    """For the previous action, which takes the player through their untap step: whether the player
    untaps a tapped permanent whose ability says "You may choose not to untap this creature during
    your untap step" (502.3). The choice ``untap`` of that permanent: true or false."""
    b.player(player)
    b.add_choice("untap", b.known_object(obj), not no)


@step("when", PLAYER + r" puts (?:the |their )?triggered abilities on the stack in this order:",
      "And alice puts the triggered abilities on the stack in this order:")
def _when_trigger_order(b: FixtureBuilder, player: str, rows: list[list[str]]) -> None:
    """For abilities that triggered during the previous action: the order their controller puts
    them on the stack (603.3b), first row first (so it resolves last). A row is the source's id, and
    for one of several abilities of the same source, a second cell with its wording's beginning."""
    b.player(player)
    order = []
    for row in rows:
        cells = [c for c in row if c]
        source = b.known_object(cells[0].strip('"'))
        order.append(source if len(cells) == 1 else f"{source}: {cells[1]}")
    b.add_choice("trigger_order", None, order)


@step("when", PLAYER + r" plays " + OBJ, 'When alice plays "forest"')
def _when_play_land(b: FixtureBuilder, player: str, obj: str) -> None:
    """The player plays the land card from their hand (305.1): a special action that doesn't use
    the stack (116.2a). The engine refuses it when the player may not play a land now (305.1-305.3)
    or an effect says they can't (101.2)."""
    b.player(player)
    b.act({"do": "play_land", "player": player, "object": b.known_object(obj)})


@step("when", PLAYER + r" turns " + OBJ + r" face up", 'When alice turns "demon" face up')
def _when_turn_face_up(b: FixtureBuilder, player: str, obj: str) -> None:
    """The player turns a face-down permanent they control face up by paying its morph cost, taken
    as paid (702.37e: a special action; it doesn't use the stack)."""
    b.player(player)
    b.act({"do": "turn_face_up", "player": player, "object": b.known_object(obj)})


@step("then", OBJ + r" is not double-faced", 'Then "token" is not double-faced')
def _then_not_double_faced(b: FixtureBuilder, obj: str) -> None:
    """The object has only one face (712.1): e.g. a token copy of a Clone, even one that entered as a
    copy of a double-faced permanent through Clone's replacement effect (707.8a)."""
    b.expect_object(obj, double_faced=False)


@step("when", r"(?P<n>\w+) (?P<kind>[^ ]+) counters? (?:is|are) put on " + OBJ,
      'When two +1/+1 counters are put on "bears"')
def _when_put_counters(b: FixtureBuilder, n: str, kind: str, obj: str) -> None:
    """An effect puts counters of that kind on the permanent (122.1, 122.6), e.g. "one -1/-1
    counter is put on". State-based actions follow, such as +1/+1 and -1/-1 counters annihilating
    (704.5q) or a creature with 0 toughness dying (704.5f)."""
    count = number(n)
    if count < 1:
        raise StepError(f"put at least one counter, not {n!r}")
    b.act({"do": "put_counters", "object": b.known_object(obj), "counters": {kind: count}})


@step("when", OBJ + r' chooses the creature "(?P<target>[^"]+)"', 'And "alteration" chooses the creature "bears"')
def _when_choose_creature(b: FixtureBuilder, obj: str, target: str) -> None:
    """Records the creature chosen for an "As this [permanent] enters, choose a creature" ability
    of the object (614.12), for the previous action."""
    b.add_choice("creature", obj, b.known_object(target))


@step("when", OBJ + r' chooses to enchant "(?P<target>[^"]+)"', 'And "copy" chooses to enchant "scout"')
def _when_choose_enchant(b: FixtureBuilder, obj: str, target: str) -> None:
    """Records what an Aura entering the battlefield other than by resolving as an Aura spell will
    enchant (303.4f) — for example a copy of an Aura. It is not targeted."""
    b.add_choice("enchant", obj, b.known_object(target))


@step("when", OBJ + r' chooses the form "(?P<form>[^"]+)"',
      'And "clay" chooses the form "a 2/2 artifact creature with flying"')
def _when_choose_form(b: FixtureBuilder, obj: str, form: str) -> None:
    """Records the form chosen for an "as this creature enters, it becomes your choice of ..."
    ability (Primal Clay), worded as the card words it."""
    b.add_choice("form", obj, form)


@step("when", PLAYER + r" keeps " + OBJ + r" under the legend rule", 'And alice keeps "clone" under the legend rule')
def _when_legend_rule(b: FixtureBuilder, player: str, obj: str) -> None:
    """Records which of two or more legendary permanents with the same name the player keeps when
    the legend rule is applied after the previous action (704.5j); the rest go to the graveyard."""
    b.player(player)
    b.add_choice("legend_rule", None, b.known_object(obj))


MANA_LIST = r"(?P<pay>(?:\{[WUBRGC]\})+|nothing)"
MANA_WORD = r"(?P<mana>white|blue|black|red|green|colorless)"


def _mana_action(b: FixtureBuilder, player: str, obj: str, pay: str | None, mana: str | None) -> None:
    b.player(player)
    action: dict[str, Any] = {"do": "activate_mana", "player": player, "object": b.known_object(obj), "ability": 0}
    if pay is not None:
        action["pay"] = "" if pay == "nothing" else pay
        b.requires.add("action.pay_mana")
    b.act(action)
    if mana:
        b.add_choice("mana_type", obj, mana)


@step("when", PLAYER + r" taps " + OBJ + r" for (?:" + MANA_WORD + r" )?mana",
      'When alice taps "forest" for mana')
def _when_tap_for_mana(b: FixtureBuilder, player: str, obj: str, mana: str | None) -> None:
    """The player taps the permanent for mana (106.12): activates its first mana ability (one
    with {T} in its cost), which resolves at once without using the stack (605.3b). "for green
    mana" records the type chosen when the ability offers several (Exotic Orchard)."""
    _mana_action(b, player, obj, None, mana)


@step("when", PLAYER + r" activates the (?P<nth>first|second|third) mana ability of " + OBJ
      + r"(?: for " + MANA_WORD + r" mana)?",
      'When alice activates the second mana ability of "elves"')
def _when_activate_nth_mana(b: FixtureBuilder, player: str, nth: str, obj: str, mana: str | None) -> None:
    """The player activates that mana ability of the permanent (605.3), counted in Oracle order
    among its mana abilities ("{T}: Add {G}." first, then "{T}: Add one mana of the chosen
    color."), paying its {T} or {Q}; it resolves at once. "for blue mana" records the type
    chosen when the ability offers several."""
    _mana_action(b, player, obj, None, mana)
    b.actions[-1]["ability"] = ("first", "second", "third").index(nth)


@step("when", PLAYER + r" activates the mana ability of " + OBJ + r"(?: paying " + MANA_LIST + r")?"
      + r"(?: for " + MANA_WORD + r" mana)?",
      'When alice activates the mana ability of "pili" paying {G}{G} for blue mana')
def _when_activate_mana(b: FixtureBuilder, player: str, obj: str, pay: str | None, mana: str | None) -> None:
    """The player activates the permanent's first mana ability (605.3), paying its mana cost from
    their mana pool with the mana listed, and its {T} or {Q}; it resolves at once. "for blue mana"
    records the type chosen."""
    _mana_action(b, player, obj, pay, mana)


@step("when", PLAYER + r" casts " + OBJ + r"(?: with X = (?P<x>\d+))? paying " + MANA_LIST
      + r"(?: and (?P<life>\d+) life)?(?: targeting (?P<targets>.+))?",
      'When alice casts "endless" with X = 2 paying {G}{G}')
def _when_cast_paying(b: FixtureBuilder, player: str, obj: str, x: str | None, pay: str,
                      targets: str | None, life: str | None = None) -> None:
    """The player casts the spell (601.2) with the given X and pays its mana cost from their mana
    pool with exactly the mana listed ("paying nothing" for a cost of {0}). The engine refuses the
    cast if that mana is not in the pool or does not pay the cost (601.2h). "paying {1}{B} and 2
    life" pays Phyrexian symbols of the cost with life, 2 for each (107.4f; e.g. 'When alice casts
    "dismember" paying {C} and 4 life targeting "bears"')."""
    _act_paying(b, {"do": "cast"}, player, obj, x, pay, targets)
    if life is not None:
        b.last_action()["pay_life"] = int(life)
        b.requires.add("action.pay_phyrexian_life")


@step("when", PLAYER + r" activates the ability of " + OBJ + r"(?: with X = (?P<x>\d+))? paying " + MANA_LIST
      + r"(?: targeting (?P<targets>.+))?",
      'When alice activates the ability of "staff" with X = 2 paying {G}{G}')
def _when_activate_paying(b: FixtureBuilder, player: str, obj: str, x: str | None, pay: str,
                          targets: str | None) -> None:
    """The player activates the permanent's first activated ability that is not a mana ability
    (602.2) with the given X, paying the mana in its cost from their mana pool with exactly the
    mana listed ("paying nothing" for none); the rest of the cost ({T}, {Q}) is paid as usual."""
    _act_paying(b, {"do": "activate", "ability": 0}, player, obj, x, pay, targets)

def _act_paying(b: FixtureBuilder, action: dict[str, Any], player: str, obj: str, x: str | None, pay: str,
                targets: str | None) -> None:
    """A cast or an activation whose mana is paid from the pool with exactly the mana listed."""
    b.player(player)
    action = {"do": action["do"], "player": player, "object": b.known_object(obj),
              **{k: v for k, v in action.items() if k != "do"},
              "costs": "pay", "pay": "" if pay == "nothing" else pay}
    if x is not None:
        action["x"] = int(x)
    if targets:
        action["targets"] = _targets(b, targets)
    b.requires.add("action.pay_mana")
    b.act(action)


@step("when", r"the (?:step|phase) ends", "When the phase ends")
def _when_step_ends(b: FixtureBuilder) -> None:
    """All players pass in succession with the stack empty: the step or phase ends and the next
    one begins (500.2). Each player's mana pool empties as it ends (106.4, 500.4)."""
    b.act({"do": "next_step"})


@step("when", OBJ + r"'s mana is modified by the replacement effects of (?P<sources>\"[^\"]+\"(?:(?:, | then )\"[^\"]+\")+) in that order",
      'And "island"\'s mana is modified by the replacement effects of "singularity" then "contamination" in that order')
def _when_replacement_order(b: FixtureBuilder, obj: str, sources: str) -> None:
    """Records, for the previous action, the order in which the replacement effects of these
    permanents apply to the mana production of the named permanent (616.1: its controller
    chooses)."""
    b.add_choice("replacement_order", b.known_object(obj), [b.known_object(i) for i in object_ids(sources)])


# == When: combat ==============================================================================

def _attack_target(b: FixtureBuilder, text: str | None) -> dict[str, str] | None:
    if not text:
        return None
    if text.startswith('"'):
        return {"object": b.known_object(text.strip('"'))}
    b.player(text)
    return {"player": text}


@step("when", PLAYER + r" declares no attackers", "When alice declares no attackers")
def _when_no_attackers(b: FixtureBuilder, player: str) -> None:
    """The active player declares that no creature attacks (508.1; an empty declaration). The engine
    refuses it when a requirement ("attacks each combat if able", 508.1d) could be obeyed."""
    b.player(player)
    b.act({"do": "declare_attackers", "player": player, "attackers": []})


@step("when", PLAYER + r' attacks (?:(?P<target>[a-z][a-z0-9_]*|"[^"]+") )?with (?P<objs>".+)',
      'When alice attacks bob with "bears" and "goblin"')
def _when_attack(b: FixtureBuilder, player: str, target: str | None, objs: str) -> None:
    """The active player declares attackers (508.1): the creatures named attack the player,
    planeswalker or battle named (default: the defending player). The game moves from the main phase through
    the beginning of combat step to the declare attackers step; the engine refuses the declaration
    if any creature can't attack (defender, summoning sickness without haste, tapped...)."""
    b.player(player)
    where = _attack_target(b, target)
    attackers = []
    for oid in object_ids(objs):
        entry: dict[str, Any] = {"object": b.known_object(oid)}
        if where:
            entry["attacks"] = where
        attackers.append(entry)
    b.act({"do": "declare_attackers", "player": player, "attackers": attackers})


@step("when", PLAYER + r" declares attackers:", "When alice declares attackers:")
def _when_attack_table(b: FixtureBuilder, player: str, rows: list[list[str]]) -> None:
    """Followed by a two-column table: each attacking creature (in quotes) and the player or
    planeswalker it attacks. One declaration (508.1)."""
    b.player(player)
    attackers = []
    for row in rows:
        if len(row) != 2:
            raise StepError("each row of the attackers table is | \"creature\" | player or \"planeswalker\" |")
        attackers.append({"object": b.known_object(row[0].strip('"')), "attacks": _attack_target(b, row[1])})
    b.act({"do": "declare_attackers", "player": player, "attackers": attackers})


@step("when", PLAYER + r" blocks " + r'"(?P<attacker>[^"]+)" with (?P<objs>".+)',
      'When bob blocks "bears" with "wall"')
def _when_block(b: FixtureBuilder, player: str, attacker: str, objs: str) -> None:
    """The defending player declares blockers (509.1): each creature named blocks the attacker.
    The engine refuses the declaration if a block is illegal (flying, intimidate, landwalk,
    protection, "can't be blocked by" ...)."""
    b.player(player)
    blockers = [{"object": b.known_object(o), "blocks": b.known_object(attacker)} for o in object_ids(objs)]
    b.act({"do": "declare_blockers", "player": player, "blockers": blockers})


@step("when", PLAYER + r" declares blockers:", "When bob declares blockers:")
def _when_block_table(b: FixtureBuilder, player: str, rows: list[list[str]]) -> None:
    """Followed by a two-column table: each blocking creature and the attacking creature it
    blocks, both in quotes (a creature blocking two attackers has two rows). One declaration."""
    b.player(player)
    blockers = []
    for row in rows:
        if len(row) != 2:
            raise StepError('each row of the blockers table is | "blocker" | "attacker" |')
        blockers.append({"object": b.known_object(row[0].strip('"')), "blocks": b.known_object(row[1].strip('"'))})
    b.act({"do": "declare_blockers", "player": player, "blockers": blockers})


@step("when", PLAYER + r" declares no blockers", "When bob declares no blockers")
def _when_no_blocks(b: FixtureBuilder, player: str) -> None:
    """The defending player declares that no creature blocks (509.1)."""
    b.player(player)
    b.act({"do": "declare_blockers", "player": player, "blockers": []})


@step("when", r"combat damage is dealt", "When combat damage is dealt")
def _when_combat_damage(b: FixtureBuilder) -> None:
    """All players pass with an empty stack and the game moves to the next combat damage step
    (510): a first-strike combat damage step if an attacking or blocking creature has first strike
    or double strike, then the regular one (702.7b). Combat damage is assigned and dealt, then
    state-based actions are checked. Damage divisions are recorded with "assigns" steps."""
    b.act({"do": "combat_damage"})


@step("when", OBJ + r" assigns (?P<parts>\d+ damage to .+)",
      'And "troll" assigns 2 damage to "wall" and 4 damage to bob')
def _when_assign(b: FixtureBuilder, obj: str, parts: str) -> None:
    """Records how the creature's controller divides its combat damage for the previous combat
    damage action (510.1c-d, 702.19b): amounts to blocking or blocked creatures (in quotes) and to
    the player, planeswalker or battle it attacks."""
    out = []
    for part in re.split(r",\s*(?:and\s+)?|\s+and\s+(?=\d)", parts.strip()):
        m = re.fullmatch(r'(?P<n>\d+) damage to (?P<who>"[^"]+"|[a-z][a-z0-9_]*)', part.strip())
        if not m:
            raise StepError(f"{part!r} is not '<n> damage to \"object\"' or '<n> damage to <player>'")
        who = m["who"]
        if who.startswith('"'):
            out.append({"object": b.known_object(who.strip('"')), "amount": int(m["n"])})
        else:
            b.player(who)
            out.append({"player": who, "amount": int(m["n"])})
    b.add_choice("damage_assignment", b.known_object(obj), out)


@step("when", r"the game (?:proceeds|passes) to the (?P<step>[a-z ]+?)(?: step| phase)",
      "When the game proceeds to the end of combat step")
def _when_pass_to(b: FixtureBuilder, step: str) -> None:
    """All players pass with empty stacks until the game reaches the named step of this turn,
    performing the turn-based actions of the steps on the way (no blockers declared if none were,
    combat damage dealt if it wasn't)."""
    name = step.strip().replace(" ", "_")
    if name not in STEPS_NAMES:
        raise StepError(f"unknown step {step!r}; expected one of {', '.join(STEPS_NAMES)}")
    b.act({"do": "pass_to_step", "step": name})


@step("when", r"the game (?:proceeds|passes) to the next turn's (?P<step>[a-z ]+?)(?: step| phase)",
      "When the game proceeds to the next turn's draw step")
def _when_pass_to_next_turn(b: FixtureBuilder, step: str) -> None:
    """All players pass with empty stacks through the rest of this turn and its cleanup step (514),
    and the next player in turn order takes the next turn (103.1, 500.1): they untap their permanents
    (502.3), then players pass on to the named step, the active player drawing a card in the draw
    step (504.1). Not the untap step: no player receives priority in it (502.4)."""
    name = step.strip().replace(" ", "_")
    if name not in STEPS_NAMES or name == "untap":
        raise StepError(f"unknown step {step!r}; expected one of {', '.join(s for s in STEPS_NAMES if s != 'untap')}")
    b.requires.add("action.next_turn")
    b.act({"do": "pass_to_step", "step": name, "next_turn": True})


@step("then", r"it is (?P<player>[a-z][a-z0-9_]*)'s (?:turn|(?P<step>[a-z_ ]+?)(?: step| phase))",
      "Then it is bob's upkeep step")
def _then_turn(b: FixtureBuilder, player: str, step: str | None) -> None:
    """The active player — the player whose turn it is (102.1) — and, unless the phrase says only
    "turn", the step or phase the game is in (500.1): the names of `Given it is ...`."""
    b.player(player)
    turn = {"active": player}
    if step is not None:
        name = step.strip().replace(" ", "_")
        if name not in STEPS_NAMES:
            raise StepError(f"unknown step {step!r}; expected one of {', '.join(STEPS_NAMES)}")
        turn["step"] = name
    b.expect.append({"at": b.checkpoint(), "turn": turn})
    b.requires.add("observe.turn")


# == Then: objects =============================================================================

@step("then", OBJ + r' is named "(?P<name>[^"]*)"', 'Then "clone" is named "Grizzly Bears"')
def _then_named(b: FixtureBuilder, obj: str, name: str) -> None:
    """The object's name."""
    b.expect_object(obj, name=name)


@step("then", OBJ + r" has no name", 'Then "clone" has no name')
def _then_no_name(b: FixtureBuilder, obj: str) -> None:
    """The object has no name (a face-down permanent, 708.2)."""
    b.expect_object(obj, name="")


@step("then", OBJ + r" is (?P<p>-?\d+)/(?P<t>-?\d+)", 'Then "clone" is 2/2')
def _then_pt(b: FixtureBuilder, obj: str, p: str, t: str) -> None:
    """The object's power and toughness after all continuous effects and counters (613)."""
    b.expect_object(obj, power=int(p), toughness=int(t))


@step("then", OBJ + r" has no power or toughness", 'Then "staff" has no power or toughness')
def _then_no_pt(b: FixtureBuilder, obj: str) -> None:
    """The object has no power and no toughness (it is not a creature and never had them)."""
    b.expect_object(obj, power=None, toughness=None)


@step("then", OBJ + r' has mana cost "(?P<cost>[^"]*)"', 'Then "clone" has mana cost "{1}{G}"')
def _then_mana_cost(b: FixtureBuilder, obj: str, cost: str) -> None:
    """The object's mana cost in Oracle notation; an empty string for no mana cost."""
    b.expect_object(obj, mana_cost=cost)


@step("then", OBJ + r" is colorless", 'Then "clone" is colorless')
def _then_colorless(b: FixtureBuilder, obj: str) -> None:
    """The object has no color."""
    b.expect_object(obj, colors=[])


@step("then", OBJ + r" is (?P<colors>(?:white|blue|black|red|green)(?:(?:, | and )(?:white|blue|black|red|green))*)",
      'Then "clone" is green')
def _then_colors(b: FixtureBuilder, obj: str, colors: str) -> None:
    """The object's colors, exactly (compared as a set)."""
    b.expect_object(obj, colors=sorted(_check_words(word_list(colors), COLORS, "color")))


@step("then", OBJ + r" has the card types? (?P<types>[a-z, ]+)",
      'Then "copy" has the card types artifact, creature and enchantment')
def _then_card_types(b: FixtureBuilder, obj: str, types: str) -> None:
    """The object's card types, exactly (compared as a set)."""
    words = _check_words(word_list(types), CARD_TYPES, "card type")
    b.expect_object(obj, card_types=sorted(words))


@step("then", OBJ + r" is (?:a|an) (?P<type>[a-z]+)", 'Then "copy" is an enchantment')
def _then_is_type(b: FixtureBuilder, obj: str, type: str) -> None:
    """The object has this card type among its card types."""
    _check_words([type], CARD_TYPES, "card type")
    b.expect_object(obj, card_types={"includes": [type]})


@step("then", OBJ + r" is not (?:a|an) (?P<type>[a-z]+)", 'Then "clone" is not a creature')
def _then_is_not_type(b: FixtureBuilder, obj: str, type: str) -> None:
    """The object does not have this card type."""
    _check_words([type], CARD_TYPES, "card type")
    b.expect_object(obj, card_types={"excludes": [type]})


@step("then", OBJ + r" has the subtypes? (?P<subtypes>[A-Za-z, '-]+)",
      'Then "clone" has the subtypes Elf and Druid')
def _then_subtypes(b: FixtureBuilder, obj: str, subtypes: str) -> None:
    """The object's subtypes, exactly (compared as a set)."""
    b.expect_object(obj, subtypes=sorted(word_list(subtypes)))


@step("then", OBJ + r" has no subtypes", 'Then "clone" has no subtypes')
def _then_no_subtypes(b: FixtureBuilder, obj: str) -> None:
    """The object has no subtypes."""
    b.expect_object(obj, subtypes=[])


@step("then", OBJ + r" has no supertypes", 'Then "saproling" has no supertypes')
def _then_no_supertypes(b: FixtureBuilder, obj: str) -> None:
    """The object has no supertypes (205.4; a token has none its creator didn't define, 111.3)."""
    b.expect_object(obj, supertypes=[])


@step("then", OBJ + r" has the supertypes? (?P<supertypes>[a-z, ]+)",
      'Then "copy" has the supertype legendary')
def _then_supertypes(b: FixtureBuilder, obj: str, supertypes: str) -> None:
    """The object's supertypes, exactly (compared as a set)."""
    words = _check_words(word_list(supertypes), SUPERTYPES, "supertype")
    b.expect_object(obj, supertypes=sorted(words))


@step("then", OBJ + r" is (?P<neg>not )?visible to (?P<player>[a-z][a-z0-9_]*)", 'Then "card" is visible to alice')
def _then_visible_to(b: FixtureBuilder, obj: str, neg: str | None, player: str) -> None:
    """Whether the player can see the object's face now: all players in a public zone (400.2), a
    hand's owner (402.3), no one for a library card (401.2), a face-down permanent's controller
    (708.5) — and the player controlling any of them (722.4)."""
    b.player(player)
    b.expect_object(b.known_object(obj), visible_to={"excludes" if neg else "includes": [player]})
    b.requires.add("observe.visibility")


@step("then", OBJ + r' has the ability "(?P<text>[^"]+)"',
      'Then "clone" has the ability "{T}: Add {G}."')
def _then_has_ability(b: FixtureBuilder, obj: str, text: str) -> None:
    """The object has an ability with this Oracle wording (compared after normalization: see
    docs/FORMAT.md). Write an ability's inner quotation marks as single quotes."""
    b.expect_object(obj, abilities={"includes": [text]})


@step("then", OBJ + r' does not have the ability "(?P<text>[^"]+)"',
      'Then "clone" does not have the ability "Flying"')
def _then_lacks_ability(b: FixtureBuilder, obj: str, text: str) -> None:
    """The object has no ability with this Oracle wording."""
    b.expect_object(obj, abilities={"excludes": [text]})


@step("then", PLAYER + r' has the ability "(?P<text>[^"]+)"', 'Then alice has the ability "Hexproof from blue"')
def _then_player_has_ability(b: FixtureBuilder, player: str, text: str) -> None:
    """The player has an ability with this wording (702.11c, 702.16j: a player can have hexproof
    or protection), from a permanent's static ability or a resolved spell's effect."""
    b.expect_player(player, abilities={"includes": [text]})
    b.requires.add("observe.player_abilities")


@step("then", PLAYER + r' does not have the ability "(?P<text>[^"]+)"', 'Then bob does not have the ability "Hexproof"')
def _then_player_lacks_ability(b: FixtureBuilder, player: str, text: str) -> None:
    """The player has no ability with this wording."""
    b.expect_player(player, abilities={"excludes": [text]})
    b.requires.add("observe.player_abilities")


@step("then", OBJ + r" has exactly the abilities:", 'Then "clone" has exactly the abilities:')
def _then_abilities_table(b: FixtureBuilder, obj: str, rows: list[list[str]]) -> None:
    """Followed by a one-column data table of Oracle wordings: the object's abilities are exactly
    these (compared as a multiset, after normalization)."""
    b.expect_object(obj, abilities=[r[0] for r in rows])


@step("then", OBJ + r" has no abilities", 'Then "clone" has no abilities')
def _then_no_abilities(b: FixtureBuilder, obj: str) -> None:
    """The object has no abilities at all."""
    b.expect_object(obj, abilities=[])


@step("then", OBJ + r" has no counters(?: on it)?", 'Then "clone" has no counters on it')
def _then_no_counters(b: FixtureBuilder, obj: str) -> None:
    """The object has no counters of any kind."""
    b.expect_object(obj, counters={})


@step("then", OBJ + r" has (?P<n>\w+) (?P<kind>[^ ]+) counters? on it(?P<only> and no other counters)?",
      'Then "clone" has two fade counters on it')
def _then_counters(b: FixtureBuilder, obj: str, n: str, kind: str, only: str | None) -> None:
    """The number of counters of one kind on the object ("and no other counters" makes the
    whole set of counters exact)."""
    if only:
        b.expect_object(obj, counters={kind: number(n)})
    else:
        b.expect_object(obj, counters={"includes": {kind: number(n)}})


@step("then", OBJ + r" is (?P<state>tapped|untapped)", 'Then "clone" is untapped')
def _then_tapped(b: FixtureBuilder, obj: str, state: str) -> None:
    """The permanent's tapped status."""
    b.expect_object(obj, tapped=(state == "tapped"))


@step("then", PLAYER + r" controls (?P<n>\w+) (?P<nontoken>nontoken )?(?:(?P<type>artifact|battle|creature|"
      r"enchantment|land|planeswalker)(?:s| (?P<what>tokens?|permanents?))?|(?P<what2>tokens?|permanents?))",
      "Then alice controls two creature tokens")
def _then_controls_count(b: FixtureBuilder, player: str, n: str, nontoken: str | None = None,
                         type: str | None = None, what: str | None = None, what2: str | None = None) -> None:
    """How many permanents the player controls: of a card type when one is named ("creatures",
    "creature tokens"), tokens only ("tokens"; "no tokens": none), or nontoken ones only ("nontoken
    permanents")."""
    want: dict[str, Any] = {"count": number(n)}
    if type:
        want["card_type"] = type
    what = what or what2 or ""
    if what.startswith("token"):
        if nontoken:
            raise StepError("a permanent can't be a nontoken token")
        want["token"] = True
    elif nontoken:
        want["token"] = False
    b.expect_player(player, permanents=want)


@step("then", OBJ + r" is face (?P<side>down|up)", 'Then "demon" is face down')
def _then_face_down(b: FixtureBuilder, obj: str, side: str) -> None:
    """Whether the permanent is face down (708.2) or face up."""
    b.expect_object(obj, face_down=(side == "down"))


@step("then", OBJ + r" is (?P<negation>not )?(?P<supertype>basic|legendary|snow|world|ongoing)",
      'Then "copy" is not legendary')
def _then_is_supertype(b: FixtureBuilder, obj: str, supertype: str, negation: str | None = None) -> None:
    """The object has (or, with "not", lacks) this supertype among its supertypes (205.4)."""
    key = "excludes" if negation else "includes"
    b.expect_object(obj, supertypes={key: [supertype]})


@step("then", OBJ + r" is (?:on|in) (?:the |its owner's |their owner's )?(?P<zone>battlefield|hand|library|graveyard|exile|stack|command zone)",
      'Then "clone" is on the battlefield')
def _then_zone(b: FixtureBuilder, obj: str, zone: str) -> None:
    """The zone the object is in."""
    b.expect_object(obj, zone=zone.replace(" zone", ""))


@step("then", OBJ + r" no longer exists", 'Then "copy" no longer exists')
def _then_gone(b: FixtureBuilder, obj: str) -> None:
    """The object has ceased to exist (a copy of a spell or a token that left, 707.10a, 111.7)."""
    b.expect_object(obj, exists=False)


@step("then", OBJ + r" is controlled by " + PLAYER, 'Then "clone" is controlled by bob')
def _then_controller(b: FixtureBuilder, obj: str, player: str) -> None:
    """The object's controller."""
    b.player(player)
    b.expect_object(obj, controller=player)


@step("then", OBJ + r" is a (?P<kind>token|nontoken) permanent", 'Then "clone" is a nontoken permanent')
def _then_token(b: FixtureBuilder, obj: str, kind: str) -> None:
    """Whether the permanent is a token (111.1; a copy of a permanent spell becomes a token,
    707.10f). A copy of a token is not a token unless the effect that made it says so (707.2:
    being a token is not a copiable value)."""
    b.expect_object(obj, token=(kind == "token"))


@step("then", OBJ + r" has the creature types? (?P<types>[A-Za-z, '-]+)",
      'Then "mimic" has the creature types Elf, Goblin and Rogue')
def _then_has_creature_types(b: FixtureBuilder, obj: str, types: str) -> None:
    """The object has these creature types among its subtypes (membership only: an object with
    changeling has every creature type, 702.73a)."""
    b.expect_object(obj, subtypes={"includes": sorted(word_list(types))})


@step("then", OBJ + r" has (?P<n>\d+|no) damage marked on it", 'Then "wall" has 2 damage marked on it')
def _then_damage(b: FixtureBuilder, obj: str, n: str) -> None:
    """The damage marked on the permanent (120.3e, 120.6)."""
    b.expect_object(obj, damage=number(n))


@step("then", OBJ + r' is attached to "(?P<target>[^"]+)"', 'Then "collar" is attached to "bears"')
def _then_attached(b: FixtureBuilder, obj: str, target: str) -> None:
    """The Aura or Equipment is attached to that object."""
    b.expect_object(obj, attached_to=b.known_object(target))


@step("then", OBJ + r" is attached to (?P<player>[a-z][a-z0-9_]*)", 'Then "curse" is attached to bob')
def _then_attached_player(b: FixtureBuilder, obj: str, player: str) -> None:
    """The Aura is attached to (enchants) that player (702.5d)."""
    b.player(player)
    b.expect_object(obj, attached_to=player)


@step("then", OBJ + r" is not attached to anything", 'Then "collar" is not attached to anything')
def _then_unattached(b: FixtureBuilder, obj: str) -> None:
    """The Aura or Equipment is attached to nothing."""
    b.expect_object(obj, attached_to=None)


# == Then: players and actions =================================================================

@step("then", PLAYER + r" has (?P<life>-?\d+) life", "Then alice has 23 life")
def _then_life(b: FixtureBuilder, player: str, life: str) -> None:
    """A player's life total."""
    b.expect_player(player, life=int(life))


@step("then", PLAYER + r" has (?P<n>no|\w+) poison counters?", "Then bob has three poison counters")
def _then_poison(b: FixtureBuilder, player: str, n: str) -> None:
    """The number of poison counters a player has (122.1f; from infect, 702.90b, and toxic, 702.164c)."""
    b.expect_player(player, poison=0 if n == "no" else number(n))


@step("then", PLAYER + r" has (?P<neg>not )?lost the game", "Then bob has lost the game")
def _then_lost(b: FixtureBuilder, player: str, neg: str | None) -> None:
    """Whether a player has lost the game (104.3), for example by having 0 or less life (704.5a) or
    by having drawn from an empty library (704.5b)."""
    b.expect_player(player, lost=not neg)


@step("then", PLAYER + r" has won the game", "Then alice has won the game")
def _then_won(b: FixtureBuilder, player: str) -> None:
    """The game is over and this player won it: a player still in the game wins once all their
    opponents have left it (104.2a), in a two-player game as soon as the other player loses (104.3)."""
    b.player(player)
    b.expect.append({"at": b.checkpoint(), "game": {"over": True, "winner": player}})
    b.requires.add("observe.game")


@step("then", r"the game is a draw", "Then the game is a draw")
def _then_draw(b: FixtureBuilder) -> None:
    """The game is over and no one won it: all the players remaining lost at once (104.4a), or the game
    entered a loop of mandatory actions (104.4b, 731.4)."""
    b.expect.append({"at": b.checkpoint(), "game": {"over": True, "winner": None}})
    b.requires.add("observe.game")


@step("then", r"the game is not over", "Then the game is not over")
def _then_not_over(b: FixtureBuilder) -> None:
    """The game goes on: more than one player remains in it (104.2a)."""
    b.expect.append({"at": b.checkpoint(), "game": {"over": False}})
    b.requires.add("observe.game")


@step("then", PLAYER + r" has (?P<n>\w+) cards? in (?:their |her |his )?hand",
      "Then alice has one card in hand")
def _then_hand(b: FixtureBuilder, player: str, n: str) -> None:
    """The number of cards in a player's hand."""
    b.expect_player(player, hand_size=number(n))


@step("then", r"the stack is empty", "Then the stack is empty")
def _then_stack_empty(b: FixtureBuilder) -> None:
    """Nothing is on the stack."""
    b.expect.append({"at": b.checkpoint(), "stack_size": 0})


@step("then", r"the stack holds (?P<n>\w+) objects?", "Then the stack holds one object")
def _then_stack_size(b: FixtureBuilder, n: str) -> None:
    """The number of spells and abilities on the stack."""
    b.expect.append({"at": b.checkpoint(), "stack_size": number(n)})


@step("then", PLAYER + r"'s mana pool holds (?P<mana>(?:\{[WUBRGC]\})+)", "Then alice's mana pool holds {G}{G}")
def _then_mana_pool(b: FixtureBuilder, player: str, mana: str) -> None:
    """The mana in the player's mana pool, exactly (compared as a multiset of mana symbols)."""
    b.expect_player(player, mana_pool=mana)
    b.requires.add("observe.mana_pool")


@step("then", PLAYER + r"'s mana pool is empty", "Then alice's mana pool is empty")
def _then_mana_pool_empty(b: FixtureBuilder, player: str) -> None:
    """The player has no mana in their mana pool."""
    b.expect_player(player, mana_pool="")
    b.requires.add("observe.mana_pool")


@step("then", OBJ + r" has mana value (?P<n>\d+)", 'Then "gadwick" has mana value 3')
def _then_mana_value(b: FixtureBuilder, obj: str, n: str) -> None:
    """The object's mana value (202.3): X counts as 0 except while the object is a spell on the
    stack, where it is the value chosen (202.3e, 107.3m)."""
    b.expect_object(obj, mana_value=int(n))
    b.requires.add("observe.mana_value")


@step("then", OBJ + r" (?:triggered (?P<n>once|twice|\d+ times)|(?P<never>did not trigger))",
      'Then "growth" triggered once')
def _then_triggered(b: FixtureBuilder, obj: str, n: str | None, never: str | None) -> None:
    """How many times the object's triggered abilities triggered since the previous ``Then``
    (603.2) — also those that resolve at once without the stack, triggered mana abilities (605.4a)."""
    count = 0 if never else {"once": 1, "twice": 2}.get(n or "", None)
    if count is None:
        count = int((n or "0").split()[0])
    b.expect_object(obj, triggered=count)
    b.requires.add("observe.triggers")


@step("then", r"(?:the action|that action|it) created (?P<n>nothing|\w+ objects?)", "Then the action created nothing")
def _then_created(b: FixtureBuilder, n: str) -> None:
    """The previous action created no object — no token, no copy of a spell, card or ability, no
    ability put on the stack — or exactly that many: the objects the engine reports after the action
    (still existing) that it didn't report just before it. Every object counts (109.1), so an engine
    reports every object it creates."""
    count = 0 if n == "nothing" else number(n.split()[0])
    before = b.observation_before_last_action()
    b.expect.append({"at": b.checkpoint(), "created": {"since": before, "count": count}})
    b.requires.add("observe.created")


@step("then", r"(?:the action|that action|it) is refused", "Then the action is refused")
def _then_refused(b: FixtureBuilder) -> None:
    """The engine refuses the previous action as illegal (for example an illegal target). A
    refused action changes nothing. Every action not expected to be refused is expected to be
    accepted."""
    b.expect_action("refused")



# == Spells on the stack, modes, additional costs and copies (601.2, 700.2, 707.10) ===========

ORDINALS = {"first": 0, "second": 1, "third": 2, "fourth": 3, "fifth": 4}
ORDINAL = r"(?P<ord>first|second|third|fourth|fifth)"


def _ordinal(word: str) -> int:
    return ORDINALS[word]


@step("when", PLAYER + r" chooses the " + ORDINAL + r" mode", "And alice chooses the second mode")
def _when_mode(b: FixtureBuilder, player: str, ord: str) -> None:
    """Adds a mode to the spell the previous step casts (601.2b, 700.2): the modes are the
    bulleted lines of its text, counted in order. Repeat the step for a spell that chooses
    several modes."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a mode is chosen for a spell being cast: the previous action is not a cast")
    action.setdefault("modes", []).append(_ordinal(ord))


@step("when", PLAYER + r" sacrifices " + OBJ + r" to cast it", 'And alice sacrifices "bears" to cast it')
def _when_sacrifice_cost(b: FixtureBuilder, player: str, obj: str) -> None:
    """The permanent sacrificed to pay the additional cost of the spell the previous step casts
    ("As an additional cost to cast this spell, sacrifice a creature", 601.2b, 601.2h)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a cost is paid for a spell being cast: the previous action is not a cast")
    action.setdefault("sacrifice", []).append(b.known_object(obj))


@step("when", OBJ + r" exiles (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*|nothing) as it enters",
      'And "ghoul" exiles "bears" and "giant" as it enters')
def _when_exile_as_enters(b: FixtureBuilder, obj: str, cards: str) -> None:
    """For the previous action: the cards the permanent's "As this creature enters, exile any number
    of creature cards from your graveyard" ability exiles (614.12), or "nothing"; none of them may be
    entering the battlefield at the same time (614.13a)."""
    chosen = [] if cards == "nothing" else [b.known_object(c) for c in object_ids(cards)]
    b.add_choice("exile_cards", b.known_object(obj), chosen)


@step("when", OBJ + r" devours (?P<creatures>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*|nothing) as it enters",
      'And "elder" devours "bears" and "goblin" as it enters')
def _when_devour(b: FixtureBuilder, obj: str, creatures: str) -> None:
    """For the previous action: the creatures the permanent's devour ability sacrifices as it enters
    (702.82a), or "nothing"; the same creature can't be chosen for two such replacement effects
    (614.13b)."""
    chosen = [] if creatures == "nothing" else [b.known_object(c) for c in object_ids(creatures)]
    b.add_choice("devour", b.known_object(obj), chosen)


@step("when", r"the replacement effect of " + OBJ + r" is applied first to (?P<affected>\"[^\"]+\")",
      'And the replacement effect of "rip" is applied first to "progenitus"')
def _when_replacement_first(b: FixtureBuilder, obj: str, affected: str) -> None:
    """For the previous action: of several replacement effects that would modify how an event
    affects the object, the one (named by its source; the object itself for its own) that the
    affected object's controller, or owner, chooses to apply first (616.1, 616.1e); then only those
    still applicable to the modified event apply (616.1f)."""
    b.add_choice("replacement_first", b.known_object(affected.strip('"')), b.known_object(obj))


@step("when", PLAYER + r" discards (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) to activate it",
      'And alice discards "card" to activate it')
def _when_discard_cost(b: FixtureBuilder, player: str, cards: str) -> None:
    """The cards from the player's hand discarded to pay the cost of the ability the previous step
    activates ("Discard a card: ...", 602.2b, 701.9a): a 'discard_cost' choice for that object."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "activate":
        raise StepError("a cost is paid for an ability being activated: the previous action is not an activation")
    b.add_choice("discard_cost", action["object"], [b.known_object(c) for c in object_ids(cards)])


@step("when", PLAYER + r" sacrifices (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) as the ability of " + OBJ
      + r" resolves", 'And bob sacrifices "forest" and "bears" as the ability of "breaker" resolves')
def _when_sacrifice_for_ability(b: FixtureBuilder, player: str, objs: str, obj: str) -> None:
    """For the previous action: the permanents a player chooses to sacrifice as the triggered
    ability of that object resolves ("defending player sacrifices two permanents", annihilator,
    702.86a; 701.21a)."""
    b.player(player)
    b.add_choice("sacrifice", b.known_object(obj), [b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r" sacrifices (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) as " + OBJ + r" resolves",
      'And alice sacrifices "bears" as "blood" resolves')
def _when_sacrifice_for_spell(b: FixtureBuilder, player: str, objs: str, obj: str) -> None:
    """For the previous action: the permanents a player chooses to sacrifice as that spell
    resolves ("Each player sacrifices a creature of their choice", 701.21a). When each player
    chooses, write the players' steps in APNAP order (101.4): the active player chooses first, then
    the others in turn order, as the engine asks them."""
    b.player(player)
    b.add_choice("sacrifice", b.known_object(obj), [b.known_object(o) for o in object_ids(objs)])


@step("when", r"(?:it|that action) creates (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*)",
      'And it creates "fork-copy"')
def _when_creates(b: FixtureBuilder, objs: str) -> None:
    """Names the objects the previous action creates — copies of spells and abilities, tokens,
    abilities put on the stack — in the order they are created, so later steps can refer to
    them (the action's ``name_created``). The engine reports an error if fewer are created."""
    action = b.last_action()
    for oid in object_ids(objs):
        if oid in b.created or any(o["id"] == oid for o in b.objects):
            raise StepError(f"object id {oid!r} is used twice")
        action.setdefault("name_created", []).append(oid)
        b.created.append(oid)


@step("when", PLAYER + r" makes th(?:at|ose) decisions? for (?P<other>[a-z][a-z0-9_]*)",
      'And alice makes that decision for bob')
def _when_decided_by(b: FixtureBuilder, player: str, other: str) -> None:
    """The previous action's decisions are made by the player, who controls the other player
    (722.5: "You control target player during that player's next turn"): the other player's action
    itself, and the choices in it asked of the other player (the action's ``by``)."""
    b.player(player)
    b.player(other)
    if player == other:
        raise StepError("a player makes their own decisions: name the player they control")
    action = b.last_action()
    if action.get("player", other) != other:
        raise StepError(f"the previous action is {action['player']}'s, not {other}'s")
    action["by"] = player


@step("when", PLAYER + r" chooses (?P<targets>.+?) as the new targets? (?:of|for) " + OBJ,
      'And alice chooses "elves" as the new target for "fork-copy"')
def _when_new_targets(b: FixtureBuilder, player: str, targets: str, obj: str) -> None:
    """For the previous action: the copy's controller changes its targets (707.10c), or a player
    an effect lets choose new targets for a spell changes them ("You may choose new targets for target
    spell", 115.7d). List every target in order; one given unchanged stays (even if illegal), a
    changed one must be legal; only the final set is evaluated (115.7e)."""
    b.player(player)
    b.add_choice("new_targets", b.known_object(obj), _targets(b, targets))


@step("when", PLAYER + r" keeps the targets? of " + OBJ, 'And alice keeps the target of "fork-copy"')
def _when_keep_targets(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: the copy's controller chooses no new targets (707.10c)."""
    b.player(player)
    b.add_choice("new_targets", b.known_object(obj), None)


@step("when", PLAYER + r" chooses " + OBJ + r" as the target of the copy",
      'And alice chooses "soldier-2" as the target of the copy')
def _when_copy_target(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: when an effect names the copy's new target and a replacement
    effect made several such objects, the one the copy targets (707.10e)."""
    b.player(player)
    b.add_choice("copy_target", None, b.known_object(obj))


@step("when", PLAYER + r" puts the copies on the stack targeting (?P<targets>.+?) in that order",
      'And alice puts the copies on the stack targeting "elves", then "bears" in that order')
def _when_copy_order(b: FixtureBuilder, player: str, targets: str) -> None:
    """For the previous action: the order in which copies made "for each" object a spell could
    target go on the stack, by the object each targets, first (bottom) to last (707.10d)."""
    b.player(player)
    b.add_choice("copy_order", None, [b.known_object(o) for o in object_ids(targets)])


@step("when", PLAYER + r" activates the " + ORDINAL + r" ability of " + OBJ
      + r"(?: with X = (?P<x>\d+))?(?: targeting (?P<targets>.+))?",
      'When alice activates the second ability of "engine" targeting "growth"')
def _when_activate_nth(b: FixtureBuilder, player: str, ord: str, obj: str, targets: str | None,
                       x: str | None = None) -> None:
    """The player activates one of the permanent's activated abilities that are not mana
    abilities, counted in Oracle order (602.2), with its costs taken as paid and the given X
    ("with X = 3"). Targets may be spells and abilities on the stack, named by their ids."""
    b.player(player)
    action: dict[str, Any] = {"do": "activate", "player": player, "object": b.known_object(obj),
                              "ability": _ordinal(ord), "costs": "assume_paid"}
    if x is not None:
        action["x"] = int(x)
    if targets:
        action["targets"] = _targets(b, targets)
    b.act(action)


@step("then", OBJ + r" targets (?P<targets>.+)", 'Then "fork-copy" targets "elves"')
def _then_targets(b: FixtureBuilder, obj: str, targets: str) -> None:
    """The targets of the spell or ability on the stack, exactly and in order."""
    b.expect_object(obj, targets=_targets(b, targets))
    b.requires.add("observe.stack")


@step("then", OBJ + r" has the " + ORDINAL + r" mode chosen", 'Then "fork-copy" has the first mode chosen')
def _then_mode(b: FixtureBuilder, obj: str, ord: str) -> None:
    """The spell on the stack has exactly this mode chosen (700.2)."""
    b.expect_object(obj, modes=[_ordinal(ord)])
    b.requires.add("observe.stack")


@step("then", OBJ + r" has X = (?P<x>\d+)", 'Then "fork-copy" has X = 2')
def _then_x(b: FixtureBuilder, obj: str, x: str) -> None:
    """The value of X of the spell or ability on the stack (107.3)."""
    b.expect_object(obj, x=int(x))
    b.requires.add("observe.stack")


@step("then", OBJ + r" is a copy of (?:a spell|an ability)", 'Then "fork-copy" is a copy of a spell')
def _then_is_copy(b: FixtureBuilder, obj: str) -> None:
    """The spell or ability on the stack is a copy (707.10)."""
    b.expect_object(obj, is_copy=True)
    b.requires.add("observe.stack")


@step("then", OBJ + r" is not a copy of (?:a spell|an ability)", 'Then "growth" is not a copy of a spell')
def _then_not_copy(b: FixtureBuilder, obj: str) -> None:
    """The spell or ability on the stack is not a copy."""
    b.expect_object(obj, is_copy=False)
    b.requires.add("observe.stack")


@step("then", OBJ + r" is an? (?P<kind>spell|activated ability|triggered ability) on the stack",
      'Then "fork-copy" is a spell on the stack')
def _then_stack_kind(b: FixtureBuilder, obj: str, kind: str) -> None:
    """The object is on the stack, and is a spell, an activated ability or a triggered ability
    (a copy of a spell is a spell and a copy of an ability is an ability, 707.10)."""
    b.expect_object(obj, zone="stack", kind=kind.replace(" ", "_"))
    b.requires.add("observe.stack")


@step("then", r"the source of " + OBJ + r' is "(?P<source>[^"]+)"', 'Then the source of "copy" is "staff"')
def _then_source(b: FixtureBuilder, obj: str, source: str) -> None:
    """The source of the ability on the stack (707.10b: a copy has the original's source)."""
    b.expect_object(obj, source=b.known_object(source))
    b.requires.add("observe.stack")


@step("then", OBJ + r" is owned by " + PLAYER, 'Then "fork-copy" is owned by bob')
def _then_owner(b: FixtureBuilder, obj: str, player: str) -> None:
    """The object's owner (707.10: a copy of a spell is owned by the player who put it on the stack)."""
    b.player(player)
    b.expect_object(obj, owner=player)


@step("then", PLAYER + r" has (?P<n>\w+) cards? in (?:their |her |his )?graveyard",
      "Then alice has two cards in her graveyard")
def _then_graveyard(b: FixtureBuilder, player: str, n: str) -> None:
    """The number of cards in a player's graveyard (a copy of a spell is not a card, 707.10a)."""
    b.expect_player(player, graveyard_size=number(n))


@step("when", PLAYER + r" exchanges " + OBJ + r' with "(?P<card>[^"]+)"',
      'And alice exchanges "wings" with "other-wings"')
def _when_exchange(b: FixtureBuilder, player: str, obj: str, card: str) -> None:
    """For the previous action: the Aura card in the player's hand that the aura swap ability of
    that Aura exchanges it with (702.65a), chosen as the ability resolves."""
    b.player(player)
    b.add_choice("exchange", b.known_object(obj), b.known_object(card))


@step("then", PLAYER + r" has (?P<n>\w+) cards? in (?:their |her |his )?library",
      "Then alice has one card in her library")
def _then_library(b: FixtureBuilder, player: str, n: str) -> None:
    """The number of cards in a player's library."""
    b.expect_player(player, library_size=number(n))


@step("when", PLAYER + r" casts the copy " + OBJ + r"(?: targeting (?P<targets>.+))?",
      'And alice casts the copy "shock-copy" targeting bob')
def _when_cast_copy(b: FixtureBuilder, player: str, obj: str, targets: str | None) -> None:
    """For the previous action: an effect lets the player cast a copy of a card as it resolves
    (707.12, "you may cast the copy"); the player casts it with these targets. Name the copy with
    "it creates" first."""
    b.player(player)
    decisions: dict[str, Any] = {}
    if targets:
        decisions["targets"] = _targets(b, targets)
    b.add_choice("cast_copy", b.known_object(obj), decisions)


@step("when", PLAYER + r" doesn't cast the copy " + OBJ, 'And alice doesn\'t cast the copy "shock-copy"')
def _when_decline_copy(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: the player declines to cast the copy of a card an effect offers
    (707.12); the copy then ceases to exist (707.10a)."""
    b.player(player)
    b.add_choice("cast_copy", b.known_object(obj), None)


def _player_id(b: FixtureBuilder, player: str) -> str:
    b.player(player)  # a known player, or a StepError naming the players
    return player


@step("when", PLAYER + r" discards (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) as " + OBJ + r" resolves",
      'And alice discards "card-1" and "card-2" as "copy" resolves')
def _when_discard_for(b: FixtureBuilder, player: str, cards: str, obj: str) -> None:
    """For the previous action: the cards the player chooses to discard as that spell or ability
    resolves (701.9a) — a choice made on resolution, so a copy makes its own (707.10). The player
    discarding chooses, whoever controls the spell ("Target player discards two cards.")."""
    b.add_choice("discard", b.known_object(obj), [b.known_object(c) for c in object_ids(cards)], _player_id(b, player))


@step("when", PLAYER + r" chooses (?:(?P<none>no card)|" + OBJ + r") from (?:their|her|his) hand as (?:the ability of )?"
      r'"(?P<source>[^"]+)" resolves', 'And alice chooses "bears" from her hand as the ability of "piper" resolves')
def _when_choose_from_hand(b: FixtureBuilder, player: str, none: str | None, obj: str | None, source: str) -> None:
    """For the previous action: the card the player chooses from their hand as that spell or ability
    (named by the spell, or by the ability's source) resolves — "you may put a creature card from your
    hand onto the battlefield" (608.2d); "no card" declines where the effect says "may"."""
    b.add_choice("hand_card", b.known_object(source), None if none else b.known_object(obj), _player_id(b, player))


@step("when", PLAYER + r" discards (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) (?:down )?to (?:their|her|his) "
      r"maximum hand size", 'And alice discards "card-8" down to her maximum hand size')
def _when_discard_to_hand_size(b: FixtureBuilder, player: str, cards: str) -> None:
    """For the previous action, which passed into a cleanup step: the cards the active player chooses
    to discard as the step begins, when their hand holds more cards than their maximum hand size,
    seven unless an effect changes it (514.1, 402.2). A turn-based action, asked of no object."""
    b.add_choice("discard", None, [b.known_object(c) for c in object_ids(cards)], _player_id(b, player))


@step("when", PLAYER + r" casts " + OBJ + r" transformed for its disturb cost",
      'When alice casts "angler" transformed for its disturb cost')
def _when_cast_disturb(b: FixtureBuilder, player: str, obj: str) -> None:
    """The player casts the double-faced card from their graveyard with its back face up, paying
    its disturb cost instead of its mana cost (702.146a, an alternative cost, 118.9); costs are
    taken as paid."""
    b.player(player)
    b.act({"do": "cast", "player": player, "object": b.known_object(obj), "costs": "assume_paid",
           "alternative_cost": "disturb"})


@step("then", OBJ + r" is double-faced with its (?P<face>front|back) face up",
      'Then "copy" is double-faced with its back face up')
def _then_double_faced(b: FixtureBuilder, obj: str, face: str) -> None:
    """The object has a front and a back face (712.1) — a double-faced copy of a spell or token
    (707.10g, 707.8a) too — and which face is up."""
    b.expect_object(obj, double_faced=True, back_face_up=(face == "back"))


@step("when", PLAYER + r" pays its kicker cost(?: (?P<cost>(?:\{[0-9WUBRGCX]+\})+))?",
      "And alice pays its kicker cost {2}{B}")
def _when_kicker(b: FixtureBuilder, player: str, cost: str | None = None) -> None:
    """The spell the previous step casts is kicked: its optional additional kicker cost is paid
    (601.2b, 702.33a), taken as paid unless the cast says which mana pays its total cost. For a
    spell with two kicker costs ("Kicker {W} and/or {2}{B}") the step names the one paid, once per
    cost paid (607.2i): the action's ``additional_costs`` gets "kicker {2}{B}" instead of "kicker"."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a kicker cost is paid for a spell being cast: the previous action is not a cast")
    action.setdefault("additional_costs", []).append(f"kicker {cost}" if cost else "kicker")


@step("when", PLAYER + r" suspends " + OBJ + r"(?: paying (?P<pay>(?:\{[WUBRGC]\})+|nothing))?",
      'When alice suspends "rift"')
def _when_suspend(b: FixtureBuilder, player: str, obj: str, pay: str | None) -> None:
    """The player suspends the card from their hand (702.62a, a special action that doesn't use the
    stack, 116.2f): it is exiled with its time counters; its suspend cost is taken as paid, or paid
    from their mana pool with the mana listed."""
    b.player(player)
    action: dict[str, Any] = {"do": "suspend", "player": player, "object": b.known_object(obj), "costs": "assume_paid"}
    if pay is not None:
        action.update(costs="pay", pay="" if pay == "nothing" else pay)
        b.requires.add("action.pay_mana")
    b.act(action)


@step("when", PLAYER + r" pays its (?P<cost>buyback|entwine) cost", "And alice pays its buyback cost")
def _when_buyback(b: FixtureBuilder, player: str, cost: str) -> None:
    """The spell the previous step casts has its optional additional buyback cost (601.2b, 702.27a:
    it returns to its owner's hand as it resolves) or entwine cost (702.42a: all its modes are
    chosen) paid."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"a {cost} cost is paid for a spell being cast: the previous action is not a cast")
    action.setdefault("additional_costs", []).append(cost)


@step("when", PLAYER + r" casts " + OBJ + r" without paying its mana cost(?: targeting (?P<targets>.+))?",
      'And alice casts "bolt" without paying its mana cost targeting bob')
def _when_cast_offered(b: FixtureBuilder, player: str, obj: str, targets: str | None) -> None:
    """For the previous action: as a spell or ability resolves, the player casts the card an effect
    offers without paying its mana cost (rebound 702.88a, cascade 702.85a), with these targets."""
    b.player(player)
    b.add_choice("cast", b.known_object(obj), {"targets": _targets(b, targets)} if targets else {})


@step("when", PLAYER + r" casts " + OBJ + r" for its madness cost(?: paying (?P<pay>(?:\{[WUBRGC]\})+|nothing))?"
      r"(?: targeting (?P<targets>.+))?", 'And alice casts "temper" for its madness cost targeting bob')
def _when_cast_madness(b: FixtureBuilder, player: str, obj: str, pay: str | None, targets: str | None) -> None:
    """For the previous action: as the madness trigger of the card the player discarded resolves,
    they cast it for its madness cost (702.35a) — taken as paid, or paid from their mana pool with
    the mana listed — with these targets."""
    b.player(player)
    decisions: dict[str, Any] = {}
    if targets:
        decisions["targets"] = _targets(b, targets)
    if pay is not None:
        decisions.update(costs="pay", pay="" if pay == "nothing" else pay)
        b.requires.add("action.pay_mana")
    b.add_choice("cast", b.known_object(obj), decisions)


@step("when", PLAYER + r" declines to cast " + OBJ, 'And alice declines to cast "bolt"')
def _when_decline_cast(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: the player doesn't cast the card an effect offers (rebound, cascade)."""
    b.player(player)
    b.add_choice("cast", b.known_object(obj), None)


@step("when", PLAYER + r" pays its escape cost exiling (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) from (?:their|her|his) graveyard",
      'And alice pays its escape cost exiling "c1", "c2" and "c3" from her graveyard')
def _when_escape(b: FixtureBuilder, player: str, objs: str) -> None:
    """The spell the previous step casts is cast from the player's graveyard for its escape cost
    instead of its mana cost (702.138a, an alternative cost), exiling these other cards from that
    graveyard."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("an escape cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = "escape"
    action["exile"] = [b.known_object(o) for o in object_ids(objs)]


@step("when", PLAYER + r" casts it from (?:their|her|his) graveyard with (?P<how>retrace|jump-start) discarding " + OBJ,
      'And alice casts it from her graveyard with retrace discarding "forest"')
def _when_graveyard_discard(b: FixtureBuilder, player: str, how: str, obj: str) -> None:
    """The spell the previous step casts is cast from the player's graveyard with retrace (702.81a:
    discarding a land card) or jump-start (702.133a: discarding a card) in addition to its other costs."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"{how} casts a spell: the previous action is not a cast")
    action.setdefault("additional_costs", []).append(how)
    action["discard"] = [b.known_object(obj)]


@step("when", PLAYER + r" pays its (?P<alt>evoke|dash|surge) cost instead of its mana cost",
      "And alice pays its evoke cost instead of its mana cost")
def _when_alternative(b: FixtureBuilder, player: str, alt: str) -> None:
    """The spell the previous step casts from a hand is cast for its evoke (702.74a), dash
    (702.109a) or surge (702.117a) cost instead of its mana cost (an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"a {alt} cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = alt


@step("when", PLAYER + r" pays its (?P<alt>flashback|mayhem) cost from (?:their|her|his) graveyard",
      "And alice pays its flashback cost from her graveyard")
def _when_flashback(b: FixtureBuilder, player: str, alt: str) -> None:
    """The spell the previous step casts is cast from the player's graveyard for its flashback cost
    (702.34a: it is exiled whenever it would leave the stack) or its mayhem cost (702.187b: the turn
    they discarded it) instead of its mana cost (an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"a {alt} cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = alt


_HELP = {"convoke": ("cast", "convoke"), "improvise": ("cast", "improvise"), "delve": ("cast", "delve"),
         "crew": ("activate", "tap"), "station": ("activate", "tap")}


@step("when", PLAYER + r" (?:taps|exiles) (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*)"
      r" (?:from (?:their|her|his) graveyard )?(?:to|for) (?P<how>convoke|improvise|delve|crew|station)",
      'And alice taps "elves" and "bears" to convoke')
def _when_helpers(b: FixtureBuilder, player: str, objs: str, how: str) -> None:
    """For the previous action: the permanents the player taps, or the cards they exile from their
    graveyard, to pay for the spell cast with convoke (702.51a), improvise (702.126a) or delve
    (702.66a) — each paying part of its total cost instead of mana — or to pay the crew cost of the
    Vehicle whose crew ability is activated (702.122a), or the station cost of the permanent whose station
    ability is activated (702.184a: one other untapped creature)."""
    b.player(player)
    action = b.last_action()
    kind, key = _HELP[how]
    if action["do"] != kind:
        raise StepError(f"'{how}' pays for the previous action, which must be a {kind}")
    action.setdefault(key, []).extend(b.known_object(o) for o in object_ids(objs))


@step("when", PLAYER + r" searches (?:their|her|his) library and finds (?:" + OBJ + r"|(?P<nothing>nothing))",
      'And alice searches her library and finds "forest"')
def _when_search(b: FixtureBuilder, player: str, obj: str | None, nothing: str | None) -> None:
    """For the previous action: the card the player finds searching their library as a spell or
    ability resolves (701.23a; "nothing" when the search is for a card with a stated quality,
    701.23b)."""
    b.player(player)
    b.add_choice("search", None, None if nothing else b.known_object(obj))


@step("when", PLAYER + r" searches and finds (?:(?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*)|(?P<nothing>nothing))"
      + r"(?: in the hidden zones)?", 'And alice searches and finds "mine-3" in the hidden zones')
def _when_search_all(b: FixtureBuilder, player: str, objs: str | None, nothing: str | None) -> None:
    """For the previous action: the cards a player finds in the hidden zones (hand, library) searched
    for "all cards with the same name ..." as a spell resolves — any number of them (701.23b); cards
    in a public zone searched (a graveyard) are all found. Without "in the hidden zones": the cards
    found searching for "any number of cards" (Dispossess), in every zone searched."""
    b.player(player)
    b.add_choice("search", None, [] if nothing else [b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r' chooses "(?P<card>[^"]+)" from ' + r"(?P<whose>[a-z][a-z0-9_]*)'s revealed hand",
      'And alice chooses "bears" from bob\'s revealed hand')
def _when_choose_from_hand(b: FixtureBuilder, player: str, card: str, whose: str) -> None:
    """For the previous action: the card a player chooses from a hand revealed to them as a spell
    resolves ("you choose a card other than a basic land card from it")."""
    b.player(player)
    b.player(whose)
    b.add_choice("card", None, b.known_object(card))



# -- casting keywords (branch kwcast): additional discards, blitz, warp, plot ---------------------

@step("when", PLAYER + r" discards (?P<cards>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) to cast it",
      'And alice discards "bears" to cast it')
def _when_discard_to_cast(b: FixtureBuilder, player: str, cards: str) -> None:
    """The cards from the player's hand discarded to pay the additional cost of the spell the
    previous step casts ("As an additional cost to cast this spell, discard a card", 601.2b, 601.2h)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a cost is paid for a spell being cast: the previous action is not a cast")
    action.setdefault("discard", []).extend(b.known_object(c) for c in object_ids(cards))


@step("when", PLAYER + r" pays its (?P<alt>blitz|warp|foretell|bestow) cost instead of its mana cost",
      "And alice pays its blitz cost instead of its mana cost")
def _when_alternative_kwcast(b: FixtureBuilder, player: str, alt: str) -> None:
    """The spell the previous step casts is cast for its blitz (702.152a), warp (702.185a: from a
    hand) or bestow cost (702.103a: bestowed, an Aura spell with enchant creature targeting the
    creature the cast names), or as a foretold card from exile for its foretell cost (702.143a),
    instead of its mana cost (an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"a {alt} cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = alt


@step("when", PLAYER + r" (?P<how>plots|foretells) " + OBJ + r"(?: paying (?P<pay>(?:\{[WUBRGC]\})+|nothing))?",
      'When alice plots "outlaw"')
def _when_plot(b: FixtureBuilder, player: str, how: str, obj: str, pay: str | None) -> None:
    """The player plots the card from their hand (702.170a, a special action that doesn't use the
    stack, 116.2k: it is exiled and becomes a plotted card), or foretells it (702.143a, a special
    action, 116.2h: it is exiled face down for {2}); the cost is taken as paid, or paid from their
    mana pool with the mana listed."""
    b.player(player)
    action: dict[str, Any] = {"do": how[:-1], "player": player, "object": b.known_object(obj), "costs": "assume_paid"}
    if pay is not None:
        action.update(costs="pay", pay="" if pay == "nothing" else pay)
        b.requires.add("action.pay_mana")
    b.act(action)


@step("when", PLAYER + r" casts it as a plotted card without paying its mana cost",
      "And alice casts it as a plotted card without paying its mana cost")
def _when_cast_plotted(b: FixtureBuilder, player: str) -> None:
    """The card the previous step casts is a plotted card its owner casts from exile without paying
    its mana cost (702.170d, an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a plotted card is cast: the previous action is not a cast")
    action["alternative_cost"] = "plot"


@step("when", PLAYER + r" returns (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) to (?:their|her|his) hand to activate it",
      'And alice returns "bears" to her hand to activate it')
def _when_return_cost(b: FixtureBuilder, player: str, objs: str) -> None:
    """The permanents the player returns to their owner's hand to pay the cost of the ability the
    previous step activates ("Return a land you control to its owner's hand: ...", 602.2b; ninjutsu's
    unblocked attacking creature, 702.49a): a 'return_cost' choice for that object."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "activate":
        raise StepError("a cost is paid for an ability being activated: the previous action is not an activation")
    b.add_choice("return_cost", action["object"], [b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r" casts it face down with (?:its )?(?P<alt>morph|megamorph|disguise)(?: ability)?",
      "And alice casts it face down with its disguise ability")
def _when_cast_face_down(b: FixtureBuilder, player: str, alt: str) -> None:
    """The card the previous step casts from a hand is cast face down for {3} as a 2/2 creature
    spell with no name, text, subtypes or mana cost — with ward {2} for disguise — instead of its
    mana cost (702.37c, 702.168a, 708.4; an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a card is cast face down: the previous action is not a cast")
    action["alternative_cost"] = alt


@step("when", PLAYER + r" casts it prototyped", "And alice casts it prototyped")
def _when_cast_prototyped(b: FixtureBuilder, player: str) -> None:
    """The prototype card the previous step casts is cast prototyped: the spell and the permanent it
    becomes have its prototype mana cost (paid as its mana cost), power, toughness and that cost's
    colors (702.160a, 718.3)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a card is cast prototyped: the previous action is not a cast")
    action["prototyped"] = True


@step("when", PLAYER + r" pays its emerge cost sacrificing " + OBJ, 'And alice pays its emerge cost sacrificing "bears"')
def _when_emerge(b: FixtureBuilder, player: str, obj: str) -> None:
    """The spell the previous step casts is cast for its emerge cost instead of its mana cost,
    sacrificing the creature named; the total cost is reduced by that creature's mana value
    (702.119a, an alternative cost, 118.9)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("an emerge cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = "emerge"
    action["emerge"] = b.known_object(obj)


@step("when", PLAYER + r" pays its (?P<what>multikicker|replicate) cost (?P<n>once|twice|\d+ times)",
      "And alice pays its multikicker cost twice")
def _when_times(b: FixtureBuilder, player: str, what: str, n: str) -> None:
    """The spell the previous step casts has an optional additional cost paid that many times: its
    multikicker cost (702.33c: kicked that many times) or its replicate cost (702.56a: a copy for
    each time when it is cast)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError(f"a {what} cost is paid for a spell being cast: the previous action is not a cast")
    action[what] = {"once": 1, "twice": 2}.get(n) or int(n.split()[0])


@step("when", PLAYER + r" (?P<how>reveals|doesn't reveal) " + OBJ + r" for its miracle ability",
      'And alice reveals "wrath" for its miracle ability')
def _when_miracle_reveal(b: FixtureBuilder, player: str, how: str, obj: str) -> None:
    """For the previous action, in which the player draws the card as the first card they drew this
    turn: whether they reveal it for its miracle ability (702.94a) — a 'may' choice of the card."""
    b.player(player)
    b.add_choice("may", b.known_object(obj), "yes" if how == "reveals" else "no")


@step("when", PLAYER + r" casts " + OBJ + r" for its miracle cost(?: targeting (?P<targets>.+))?",
      'And alice casts "wrath" for its miracle cost targeting bob')
def _when_cast_miracle(b: FixtureBuilder, player: str, obj: str, targets: str | None) -> None:
    """For the previous action: as the miracle trigger of the card the player revealed resolves, they
    cast it for its miracle cost (702.94a), taken as paid, with these targets."""
    b.player(player)
    b.add_choice("cast", b.known_object(obj), {"targets": _targets(b, targets)} if targets else {})


@step("when", PLAYER + r" casts it fused", "And alice casts it fused")
def _when_cast_fused(b: FixtureBuilder, player: str) -> None:
    """The split card with fuse the previous step casts from a hand is cast with both halves: a fused
    split spell with their combined characteristics, paying both mana costs; its left half's
    instructions are followed, then its right half's (702.102a-d)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a split card is cast fused: the previous action is not a cast")
    action["fuse"] = True


@step("when", PLAYER + r" encodes " + OBJ + r' on "(?P<creature>[^"]+)"', 'And alice encodes "thoughts" on "bears"')
def _when_encode(b: FixtureBuilder, player: str, obj: str, creature: str) -> None:
    """For the previous action, in which the spell with cipher resolves: the player exiles the card
    encoded on that creature they control (702.99a) — an 'encode' choice of the spell."""
    b.player(player)
    b.add_choice("encode", b.known_object(obj), b.known_object(creature))


@step("when", PLAYER + r" sacrifices " + OBJ + r" to bargain", 'And alice sacrifices "food" to bargain')
def _when_bargain(b: FixtureBuilder, player: str, obj: str) -> None:
    """The artifact, enchantment or token the player sacrifices to pay the bargain cost of the spell
    the previous step casts: the spell is bargained (702.166a-b)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a bargain cost is paid for a spell being cast: the previous action is not a cast")
    action["bargain"] = b.known_object(obj)


@step("when", PLAYER + r" pays its flashback cost from (?P<whose>[a-z][a-z0-9_]*)'s graveyard",
      "And alice pays its flashback cost from bob's graveyard")
def _when_flashback_other_graveyard(b: FixtureBuilder, player: str, whose: str) -> None:
    """The spell the previous step casts is cast for its flashback cost (702.34a) from another player's
    graveyard, which an effect lets the player do "as though those cards were in your graveyard" (609.4)."""
    b.player(player)
    b.player(whose)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a flashback cost is paid for a spell being cast: the previous action is not a cast")
    action["alternative_cost"] = "flashback"


@step("when", PLAYER + r" reveals " + OBJ + r" from (?:their|her|his) hand to cast it",
      'And alice reveals "merfolk" from her hand to cast it')
def _when_reveal_to_cast(b: FixtureBuilder, player: str, obj: str) -> None:
    """The card from the player's hand revealed to pay the additional cost of the spell the previous
    step casts ("As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay
    {3}.", 601.2b, 601.2h); without this step the other option is paid. The card stays in the hand
    (701.20b); a card already revealed may be revealed again (701.20c)."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a card is revealed to pay a spell's cost: the previous action is not a cast")
    action.setdefault("reveal", []).append(b.known_object(obj))


@step("when", PLAYER + r" activates the mana ability of " + OBJ + r"(?: paying " + MANA_LIST + r")?"
      + r"(?: for " + MANA_WORD + r" mana)? during the payment",
      'And alice activates the mana ability of "loot" paying {G} for green mana during the payment')
def _when_mana_during_payment(b: FixtureBuilder, player: str, obj: str, pay: str | None, mana: str | None) -> None:
    """For the spell cast or the ability activated by the previous step: the player activates the
    permanent's first mana ability after the total cost is determined and before it is paid (601.2g,
    602.2b) — after the spell or ability has begun to be cast or activated (601.2a, 602.2a) — paying its
    mana cost with the mana listed; it resolves at once (605.3b). "for green mana" records the type
    chosen. Several such steps activate mana abilities in that order."""
    b.player(player)
    action = b.last_action()
    if action["do"] not in ("cast", "activate"):
        raise StepError("a mana ability is activated during a payment: the previous action is no cast or activation")
    entry: dict[str, Any] = {"object": b.known_object(obj), "ability": 0}
    if pay is not None:
        entry["pay"] = "" if pay == "nothing" else pay
    action.setdefault("mana_abilities", []).append(entry)
    if mana:
        b.add_choice("mana_type", obj, mana)


@step("when", PLAYER + r" casts " + OBJ + r" as its Adventure (?P<face>[A-Z][^\"]*?)"
      + r"(?: paying (?P<pay>(?:\{[WUBRGC]\})+|nothing))?(?: targeting (?P<targets>.+))?",
      'When alice casts "killer" as its Adventure Chop Down targeting "giant"')
def _when_cast_adventure(b: FixtureBuilder, player: str, obj: str, face: str, targets: str | None,
                         pay: str | None = None) -> None:
    """The player casts the adventurer card as an Adventure, named by its name (715.3): only its
    alternative characteristics are evaluated and the spell has only them (715.3a-b); as it resolves it
    is exiled, and its controller may cast the card (not as an Adventure) while it remains exiled
    (715.3d). Costs are taken as paid. Cast without this step, an adventurer card is cast normally.
    (branch sticker16) With "paying {U}{U}{U}" the cost is paid from the player's mana pool with exactly
    the mana listed ("paying nothing" for {0}); e.g. 'When alice casts "fae" as its Adventure Granted paying
    {U}{U}{U}'."""
    b.player(player)
    b.requires.add("action.cast_adventure")
    _cast_face(b, player, obj, face, targets, pay)


# -- branch names: a search whose cards go to two zones (701.23) --------------------------------------

@step("when", PLAYER + r" searches (?:their|her|his) library and finds " + r'"(?P<bf>[^"]+)" for the battlefield and '
      + r'"(?P<hand>[^"]+)" for (?:their|her|his) hand',
      'And alice searches her library and finds "forest" for the battlefield and "forest-2" for her hand')
def _when_search_split(b: FixtureBuilder, player: str, bf: str, hand: str) -> None:
    """For the previous action: the two cards the player finds searching their library as a spell or
    ability resolves that puts "one onto the battlefield tapped and the other into your hand" (Kodama's
    Reach; 701.23a), and which goes where — a ``search`` choice ``{"battlefield": id, "hand": id}``."""
    b.player(player)
    b.add_choice("search", None, {"battlefield": b.known_object(bf), "hand": b.known_object(hand)})


@step("when", PLAYER + r" sacrifices (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*) to activate it",
      'And alice sacrifices "bears" to activate it')
def _when_sacrifice_cost(b: FixtureBuilder, player: str, objs: str) -> None:
    """(branch names) The permanents the player sacrifices to pay the cost of the ability the previous
    step activates ("{1}, Sacrifice another creature: ...", 602.2b, 701.21a): a 'sacrifice' choice for
    that object (the activated permanent), as the reference engine's costs read it."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "activate":
        raise StepError("a cost is paid for an ability being activated: the previous action is not an activation")
    b.add_choice("sacrifice", action["object"], [b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r" activates the " + ORDINAL + r" ability of " + OBJ
      + r" paying (?P<pay>(?:\{[WUBRGC]\})+|nothing)(?: targeting (?P<targets>.+))?",
      'When alice activates the third ability of "quicksilver" paying {U}{U}')
def _when_activate_nth_paying(b: FixtureBuilder, player: str, ord: str, obj: str, pay: str,
                              targets: str | None = None) -> None:
    """(branch names) The player activates one of the permanent's activated abilities that are not
    mana abilities, counted in Oracle order (602.2; abilities it gained come after its own), paying
    the mana in its cost from their mana pool with exactly the mana listed (601.2h, 602.2b; "paying
    nothing" for none); the rest of the cost is paid as usual."""
    _act_paying(b, {"do": "activate", "ability": _ordinal(ord)}, player, obj, None, pay, targets)
# -- branch faces ------------------------------------------------------------------------------------

@step("when", OBJ + r"'s (?:triggered )?ability targets (?:(?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*)|(?P<nothing>nothing))"
      + r" for its up-to target", 'And "ravager"\'s ability targets "bears" for its up-to target')
def _when_trigger_targets_up_to(b: FixtureBuilder, obj: str, objs: str | None, nothing: str | None) -> None:
    """Records the targets chosen for a triggered ability's "up to N target ..." as it is put on the
    stack after the previous action (601.2c, 603.3d): a list of the objects, empty with "nothing"
    (zero targets are a legal choice). Its other targets are recorded by the steps above, in the order
    the ability names them."""
    b.add_choice("trigger_target", obj, [] if nothing else [b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r" (?P<answer>does|declines) the optional instruction of " + OBJ + r"'s ability",
      'And alice does the optional instruction of "delver"\'s ability')
def _when_may(b: FixtureBuilder, player: str, answer: str, obj: str) -> None:
    """For the previous action, in which the object's ability resolves: whether its controller does
    what the ability says they "may" do (608.2d; "if you do" reads it) — a 'may' choice of the object."""
    b.player(player)
    b.add_choice("may", b.known_object(obj), "yes" if answer == "does" else "no")
# (branch costs) a mana cost paid as a triggered ability resolves (118.12, 702.24a, 702.30a)
@step("when", PLAYER + r" pays (?P<pay>(?:\{[WUBRGC]\})+) as the ability of " + OBJ + r" resolves",
      'And alice pays {W}{W}{U} as the ability of "keeper" resolves')
def _when_pay_on_resolution(b: FixtureBuilder, player: str, pay: str, obj: str) -> None:
    """For the previous action: the player chooses to pay the mana cost the triggered ability of that
    object asks for as it resolves — cumulative upkeep (702.24a: the cost once for each age counter,
    each choice made for each counter), echo (702.30a: "sacrifice it unless you pay") — and pays it
    from their mana pool with exactly the mana listed: a ``may`` choice "yes" and a ``pay_mana`` choice
    of the object. The engine refuses the action if that mana is not in the pool or does not pay the
    cost (partial payments aren't allowed). Declining is '"keeper" chooses no for "may"'."""
    b.add_choice("may", b.known_object(obj), "yes")
    b.add_choice("pay_mana", b.known_object(obj), pay, _player_id(b, player))
    b.requires.add("action.pay_mana")


# (branch costs) 701.67a-b: an additional waterbend cost paid as the spell is cast
@step("when", PLAYER + r" pays its waterbend cost(?: tapping (?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")*))?",
      'And alice pays its waterbend cost tapping "bears" and "relic"')
def _when_waterbend(b: FixtureBuilder, player: str, objs: str | None) -> None:
    """The spell the previous step casts has its additional waterbend cost paid ("As an additional cost
    to cast this spell, you may waterbend {6}", 601.2b, 701.67a): the action's ``additional_costs`` gets
    "waterbend", and the untapped artifacts and creatures the player taps, each paying one generic mana
    of the waterbend cost only — never of the spell's other costs (701.67b) — go in ``waterbend``."""
    b.player(player)
    action = b.last_action()
    if action["do"] != "cast":
        raise StepError("a waterbend cost is paid for a spell being cast: the previous action is not a cast")
    action.setdefault("additional_costs", []).append("waterbend")
    if objs:
        action["waterbend"] = [b.known_object(o) for o in object_ids(objs)]
# == branch meld (701.42, 712.4a) ========================================================
@step("given", OBJ + r' and "(?P<other>[^"]+)" are melded', 'Given "rats" and "scavengers" are melded')
def _given_melded(b: FixtureBuilder, obj: str, other: str) -> None:
    """The two permanents, the cards of one meld pair with the same controller, are one melded
    permanent (712.4a): a single object represented by two cards, with only the characteristics of
    the combined back face (712.8g). Observations report it under both cards' ids."""
    first, second = b.object(obj), b.object(other)
    if first["zone"] != "battlefield" or second["zone"] != "battlefield":
        raise StepError("a melded permanent is on the battlefield: both cards must be")
    first["melded_with"] = second["id"]


@step("then", OBJ + r' and "(?P<other>[^"]+)" are (?P<neg>not )?melded', 'Then "rats" and "scavengers" are melded')
def _then_melded(b: FixtureBuilder, obj: str, other: str, neg: str | None = None) -> None:
    """Whether the two cards represent one melded permanent (701.42a, 712.4a): each card's
    observation names the other in ``melded_with``; with "not", neither names any card (the field
    absent or null)."""
    b.known_object(other)
    b.expect_object(obj, melded_with=None if neg else other)
    b.expect_object(other, melded_with=None if neg else obj)
    b.requires.add("observe.melded")


@step("when", PLAYER + r' answers "(?P<answer>yes|no)" to the "you may" of ' + OBJ,
      'And alice answers "yes" to the "you may" of "vat"')
def _when_may(b: FixtureBuilder, player: str, answer: str, obj: str) -> None:
    """For the previous action: as the triggered or activated ability of the object resolves, the
    player following its "you may ..." instruction does it ("yes") or not ("no") — one decision
    (608.2d), a 'may' choice of the ability's source."""
    b.player(player)
    b.add_choice("may", b.known_object(obj), answer, player=player)


@step("when", PLAYER + r" chooses that " + OBJ + r" is the card exiled last",
      'And alice chooses that "scavengers" is the card exiled last')
def _when_exile_order(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action, in which the player exiles a melded permanent: of its two cards, the
    one exiled last — the relative timestamp order the exiling player determines (712.21b), an
    'exile_order' choice naming that card."""
    b.player(player)
    b.add_choice("exile_order", None, b.known_object(obj), player=player)

# -- piles (700.3; branch misc16) -------------------------------------------------------------------

_PILE_IDS = r'"[^"]+"(?:(?:, | and )"[^"]+")*'
_PILE = r"(?:an empty pile|a pile of " + _PILE_IDS + ")"


def _pile(b: FixtureBuilder, text: str) -> list[str]:
    return [] if text == "an empty pile" else [b.known_object(o) for o in object_ids(text)]


@step("when", PLAYER + r" separates the (?:revealed )?cards into (?P<first>" + _PILE + r") and (?P<second>" + _PILE
      + r') as "(?P<source>[^"]+)" resolves',
      'And bob separates the revealed cards into a pile of "c1" and "c2" and a pile of "c3", "c4" and "c5" as "fact" resolves')
def _when_separate_piles(b: FixtureBuilder, player: str, first: str, second: str, source: str) -> None:
    """For the previous action: as the spell or ability (named by the spell, or by the ability's
    source) resolves, the player separates the cards into two piles ("An opponent separates those
    cards into two piles"): each card goes into exactly one pile (700.3a); a pile may be empty
    (700.3d). The choice ``piles`` of that source: ``[[ids], [ids]]``."""
    b.player(player)
    b.add_choice("piles", b.known_object(source), [_pile(b, first), _pile(b, second)], player=player)


@step("when", PLAYER + r" chooses the (?P<pile>empty pile|pile of " + _PILE_IDS + r') as "(?P<source>[^"]+)" resolves',
      'And alice chooses the pile of "c3", "c4" and "c5" as "fact" resolves')
def _when_choose_pile(b: FixtureBuilder, player: str, pile: str, source: str) -> None:
    """For the previous action: the pile the player chooses of the two just made (700.3) — "Put one
    pile into your hand and the other into your graveyard": the chosen one goes to the hand. The
    choice ``pile`` of that source: the ids of the pile (``[]`` for the empty pile)."""
    b.player(player)
    b.add_choice("pile", b.known_object(source), _pile(b, "an " + pile if pile == "empty pile" else "a " + pile),
                 player=player)


@step("then", r"as " + PLAYER + r" separates the piles, (?P<rest>.+)",
      'Then as bob separates the piles, "c1" is in its owner\'s library')
def _then_as_piles_made(b: FixtureBuilder, player: str, rest: str) -> None:
    """An expectation about the game as the player separates the cards into piles, in the middle of
    the previous action (700.3c: the cards don't leave their zone while they're grouped): any other
    Then phrase after the comma. The ``piles`` choice of that player gets an ``observe`` label, and
    the engine reports the game at that moment under it (capability ``observe.at_choice``)."""
    b.player(player)
    choices = [c for c in b.last_action().get("choices", []) if c["kind"] == "piles" and c.get("player") == player]
    if not choices:
        raise StepError(f"{player} separates no piles in the previous action (a 'separates the cards into' step)")
    choice = choices[-1]
    if "observe" not in choice:
        b._checkpoints += 1
        choice["observe"] = f"checkpoint-{b._checkpoints}"
    sd, _ = find_step("then", rest)
    b._pinned = choice["observe"]
    try:
        sd.apply(b, rest)
    finally:
        b._pinned = None


# -- banding (702.22; branch misc16) ----------------------------------------------------------------

@step("when", r"(?P<objs>\"[^\"]+\"(?:(?:, | and )\"[^\"]+\")+) attack in a band",
      'And "pegasus" and "wraith" attack in a band')
def _when_band(b: FixtureBuilder, objs: str) -> None:
    """For the previous action, a declaration of attackers: the active player declares that these
    attacking creatures are a band (702.22c: one or more with banding and up to one without; each
    creature in one band at most; all attacking the same player, planeswalker or battle, 702.22d).
    Repeat the step for several bands. The declaration's ``bands``: lists of ids."""
    action = b.last_action()
    if action["do"] != "declare_attackers":
        raise StepError("a band is declared with the attackers: the previous action is not a declaration of attackers")
    action.setdefault("bands", []).append([b.known_object(o) for o in object_ids(objs)])


@step("when", PLAYER + r" divides the combat damage of " + OBJ + r": (?P<parts>\d+ damage to .+)",
      'And alice divides the combat damage of "angel": 1 damage to "pegasus" and 3 damage to "wraith"')
def _when_divide_damage(b: FixtureBuilder, player: str, obj: str, parts: str) -> None:
    """Like "assigns", for the previous combat damage action, naming the player who divides the
    creature's combat damage where the rules give that decision to another player than its controller:
    banding (702.22j: the defending player, for an attacker blocked by a creature with banding;
    702.22k: the active player, for a creature blocking a creature with banding). The choice
    ``damage_assignment`` of that creature, with ``player``."""
    b.player(player)
    _when_assign(b, obj, parts)
    b.last_action()["choices"][-1]["player"] = player


# -- name stickers (123; branch misc16) -----------------------------------------------------------

_WORD_ORD = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "sixth": 6}
_STICKER_AT = r"(?:after (?:its|the) (?P<nth>first|second|third|fourth|fifth|sixth) word|at the beginning)"


@step("given", PLAYER + r' has access to the name sticker "(?P<word>[^"]+)"',
      'Given alice has access to the name sticker "Dark"', requires=("setup.name_stickers",))
def _given_sticker_access(b: FixtureBuilder, player: str, word: str) -> None:
    """A name sticker of the player's chosen sticker sheets (123.2c): one they may put on an object
    when an effect tells them to (123.3). Repeat the step for each sticker; two stickers with the same
    word are two stickers (123.3a). The player's ``name_stickers`` in the setup."""
    b.player(player).setdefault("name_stickers", []).append(word)


@step("given", OBJ + r' has a name sticker "(?P<word>[^"]+)" ' + _STICKER_AT + r"(?: of its name)?",
      'Given "betrays" has a name sticker "Eldrazi" after its third word')
def _given_name_sticker(b: FixtureBuilder, obj: str, word: str, nth: str | None) -> None:
    """The object (in a public zone, 123.5) starts with a name sticker on it, its word placed after
    that many words of its name or at its beginning (123.6b); stickers are placed in step order, before
    anything the fixture does (their timestamps are earlier, 123.6c). The object's ``name_stickers``:
    ``[{"word", "after"}]``."""
    b.object(obj).setdefault("name_stickers", []).append({"word": word, "after": _WORD_ORD[nth] if nth else 0})


@step("when", PLAYER + r' (?P<may>chooses to put|puts) the name sticker "(?P<word>[^"]+)" on "(?P<target>[^"]+)" as "(?P<source>[^"]+)" resolves',
      'And alice chooses to put the name sticker "Dark" on "cub" as "baa" resolves')
def _when_put_sticker(b: FixtureBuilder, player: str, may: str, word: str, target: str, source: str) -> None:
    """For the previous action: as the ability of the source (or the spell) resolves, the player puts
    a name sticker they have access to on the object ("put a name sticker on ...", 123.3). "chooses to
    put" also answers the ability's "you may" with yes (a ``may`` choice). The choice ``name_sticker``
    of the source: ``{"on": id, "sticker": word}``."""
    b.player(player)
    src = b.known_object(source)
    if may == "chooses to put":
        b.add_choice("may", src, "yes")
    b.add_choice("name_sticker", src, {"on": b.known_object(target), "sticker": word}, player=player)


@step("when", PLAYER + r" places the sticker's word " + _STICKER_AT + r' of "(?P<obj>[^"]+)"\'s name',
      'And alice places the sticker\'s word after the first word of "cub"\'s name')
def _when_sticker_position(b: FixtureBuilder, player: str, nth: str | None, obj: str) -> None:
    """For the previous action: where the controller of the object a name sticker is being put on
    adds its word — at the beginning of its name, or after that many of the words now in it (123.6b).
    The choice ``sticker_position`` of the object: the number of words before it."""
    b.player(player)
    b.add_choice("sticker_position", b.known_object(obj), _WORD_ORD[nth] if nth else 0, player=player)


# -- branch restart (issue 16): cards outside the game (400.11) and restarting the game (726) -------------

@step("given", PLAYER + r' has (?P<card>[^"]+?) outside the game as ' + OBJ,
      'Given bob has Grizzly Bears outside the game as "bears"', requires=("setup.outside_game",))
def _given_outside_game(b: FixtureBuilder, player: str, card: str, obj: str) -> None:
    """A card the player owns outside the game — in their sideboard (100.4a, 400.11a): in no zone of the
    game, only an effect that brings a card into the game from outside it can use it (Living Wish). The
    setup object's zone ``outside_game``."""
    _new_object(b, player, card, obj, "outside_game")


@step("when", PLAYER + r" reveals " + OBJ + r" from outside the game",
      'And bob reveals "bears" from outside the game')
def _when_outside_game(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: the card the player chooses among the cards they own outside the game that
    the resolving spell or ability lets them reveal and put into their hand (400.11a, "You may reveal a
    creature or land card you own from outside the game and put it into your hand"). An ``outside_game``
    choice of the player (needed when more than one card fits; the "may" is its own choice)."""
    b.player(player)
    b.add_choice("outside_game", None, b.known_object(obj), player=player)


@step("then", OBJ + r" is outside the game", 'Then "bears" is outside the game')
def _then_outside_game(b: FixtureBuilder, obj: str) -> None:
    """The card is (still) outside the game (400.11): the reported zone ``outside_game``."""
    b.expect_object(obj, zone="outside_game")



# -- branch subgame (issue 16): subgames (728) and conceding (104.3a) -----------------------------------------

@step("when", PLAYER + r" concedes the (?:sub)?game", "When bob concedes the subgame")
def _when_concede(b: FixtureBuilder, player: str) -> None:
    """The player concedes the game being played — the subgame while one is in progress (728) — at any time:
    they leave it immediately and lose it (104.3a). The action ``concede``."""
    b.player(player)
    b.act({"do": "concede", "player": player})


@step("when", PLAYER + r" goes first in the subgame " + OBJ + r" starts",
      'And alice goes first in the subgame "shahrazad" starts')
def _when_subgame_first(b: FixtureBuilder, player: str, obj: str) -> None:
    """For the previous action: the result of the random determination of which player goes first in the
    subgame the resolving spell starts (728.2, 103.1), as a coin flip's result is recorded. The choice
    ``starting_player`` of that spell."""
    b.player(player)
    b.add_choice("starting_player", b.known_object(obj), player)

# -- branch soulfire (issue 16): 608.2f, actions processed for each player or object individually ------------

@step("when", PLAYER + r" considers the targets of " + OBJ + r" in the order (?P<targets>.+)",
      'And alice considers the targets of "eruption" in the order "giant", then bob')
def _when_processing_order(b: FixtureBuilder, player: str, obj: str, targets: str) -> None:
    """For the previous action: as the spell or ability resolves, the order in which its controller considers
    its targets for an action it can't take on all of them at once ("For each of them, exile the top card of
    your library, then ..."), 608.2f: APNAP order of the players concerned (a player, or an object's
    controller) first; among one player and the objects they control, the controller chooses. Targets are
    object ids in quotes or player names, first considered first, separated by ", then ". The choice
    ``processing_order`` of that spell or ability: the targets in order (``{"object": id}`` / ``{"player": name}``)."""
    b.player(player)
    order = _targets(b, targets.replace(", then ", ", "))
    b.add_choice("processing_order", b.known_object(obj), order, player=player)
