"""The game state: players, objects, zones, timestamps, choices, and the actions a fixture takes.

Rules live in the rules package, in the modules named after them (``casting`` 601-602,
``resolution`` 608, ``entering`` 614.12/707.5, ``copy`` 707, ``triggers`` 603, ``sba`` 704), on
the layer system of ``state.layers`` (613); this module holds the state they work on. It imports
no rules module: where its own bookkeeping needs a rule (drawing moves a card, 121.2; a filter asks
who is in combat, 506.4) it calls the one a rules module registered in ``state.hooks``.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from .characteristics import Characteristics
from .hooks import HOOKS, rule
from .layers import ContinuousEffect, characteristics, per_state
from .mana_pool import ManaPool
from .support import Unsupported  # noqa: F401 - the fixture needs what the engine doesn't implement
from .versioned import Versioned


class Illegal(Exception):
    """The action is illegal under the rules; the engine refuses it and nothing changes."""


class GameOver(Exception):
    """The game has just ended (104.2a, 104.4a): raised once the state-based actions that made it end
    are performed, so nothing further happens in it; the action that ended it is accepted."""


class MissingChoice(Exception):
    """The rules call for a decision the fixture does not record."""

    def __init__(self, kind: str, obj: str | None, options: list[Any] | None = None, player: str | None = None) -> None:
        who = (f' for "{obj}"' if obj else "") + (f" by {player}" if player else "")
        opts = f" (options: {', '.join(map(str, options))})" if options else ""
        super().__init__(f"a {kind!r} choice{who} is needed but not recorded{opts}")
        self.kind = kind


class BadFixture(Exception):
    """The fixture contradicts itself or the engine's reading of it (an unused choice...)."""




@dataclass
class Player(Versioned):
    id: str
    life: int
    mana_pool: ManaPool = field(default_factory=ManaPool)  # 106.4
    drew_from_empty_library: bool = False  # 121.4, checked by 704.5b
    lost: bool = False  # 104.3; in a two-player game the game then ends (104.2a, Game.over)
    poison: int = 0  # poison counters (122.1f): 704.5c makes a player with ten or more lose
    energy: int = 0  # energy counters (122.1c, the symbol {E} of 107.14): rules/energy.py

    def __setattr__(self, name: str, value: Any) -> None:
        # 119.3, 119.4, 119.5: any decrease of a life total is a loss of life; counted for "whenever
        # an opponent loses life" (rules/speed.py, 702.179d; branch kw3)
        if name == "life" and "life" in self.__dict__ and value < self.__dict__["life"]:
            super().__setattr__("life_losses", self.__dict__.get("life_losses", 0) + 1)
        super().__setattr__(name, value)


@dataclass(eq=False)
class GameObject(Versioned):
    """A card or token, tracked under one fixture id across zones.

    ``incarnation`` counts zone changes: 400.7 makes each a new object, so effects and choices
    tied to an earlier incarnation stop applying.
    """

    UNVERSIONED = frozenset({"tapped", "damage"})  # no characteristic depends on them (versioned.py)

    id: str
    base: Characteristics
    owner: str
    zone: str
    controller: str | None = None
    card: dict[str, Any] | None = None
    incarnation: int = 0
    tapped: bool = False
    counters: dict[str, int] = field(default_factory=dict)
    damage: int = 0
    face_down: bool = False
    chosen: dict[str, Any] = field(default_factory=dict)
    timestamp: int = 0
    controlled_since_turn: int = 0
    token: bool = False
    created_by: str | None = None
    spell_copy: bool = False  # a copy of a spell (707.10): ceases to exist off the stack (707.10a)
    attached_to: str | None = None
    entering: bool = False
    position: int = 0  # order within a zone (libraries: higher is nearer the top)
    phased_out: bool = False  # 702.26b: treated as though it doesn't exist (battlefield() leaves it out)
    # 506.4: the incarnation declared as an attacker, until removed from combat or combat ends; the
    # combat record (Game.combat) is no state characteristics read, this is ("attacking creatures
    # you control get +3/+0", 613.4c)
    attacking_incarnation: int | None = None
    blocking_incarnation: int | None = None  # 506.4, 509.1g: the same for a blocking creature


@dataclass
class StackItem:
    """A spell or ability on the stack (405)."""

    id: str
    kind: str  # spell | activated_ability | triggered_ability
    controller: str
    source: str | None = None
    ability: Any = None
    targets: list[dict[str, str]] = field(default_factory=list)
    target_incarnations: dict[str, int] = field(default_factory=dict)
    x: int | None = None
    is_copy: bool = False
    trigger: dict[str, Any] = field(default_factory=dict)
    source_incarnation: int | None = None  # the source as the ability was put on the stack (LKI)
    # Decisions and payments made as it was put on the stack (601.2, 707.10):
    modes: list[int] = field(default_factory=list)
    target_specs: list[dict[str, Any]] | None = None  # one per target ("any number of targets" expanded)
    owner: str | None = None
    cost_paid: dict[str, Any] = field(default_factory=dict)  # {"sacrificed": [lki...]}
    was_cast: bool = False


_NO_GUARDS: frozenset[str] = frozenset()
_GUARD_SETS: dict[tuple[frozenset[str], str, bool], frozenset[str]] = {}


def _with_guard(guards: frozenset[str], name: str, on: bool) -> frozenset[str]:
    """The guards set with ``name`` set or not (the same frozenset each time: they are dict keys)."""
    key = (guards, name, on)
    found = _GUARD_SETS.get(key)
    if found is None:
        found = _GUARD_SETS[key] = guards | {name} if on else guards - {name}
    return found


class Game(Versioned):
    """Every change to the state changes ``versioned.version`` (see versioned.py): that is when the
    characteristics kept by ``layers.characteristics`` are computed again."""

    # State no characteristic depends on, which changes often: what happened (events, logs, last
    # known information), the stack and pending triggers, the current action's choices, combat and the
    # step (whose turn it is, "active", stays versioned: "as long as it's your turn" would read it).
    UNVERSIONED = frozenset({"lki", "lki_full", "lki_status", "events", "triggered_log", "triggered_observed", "mana_events",
                             "mana_spent", "stack", "pending_triggers", "choices", "current_x", "combat",
                             "deathtouch_damaged", "regeneration_shields", "spells_cast", "delayed_triggers", "delayed_event_triggers",
                             "step", "_used_choices", "_names_to_assign", "deciding",
                             "_created", "leave_batch"})

    def __setattr__(self, name: str, value: Any) -> None:
        if name.startswith("_in_"):  # a provider's guard (layers.static_sources): not state
            d = self.__dict__
            d[name] = value
            d["_guards"] = _with_guard(d.get("_guards", _NO_GUARDS), name, value is True)
            return
        Versioned.__setattr__(self, name, value)

    def __init__(self, setup: dict[str, Any], cards: dict[str, dict[str, Any]]) -> None:
        self.cards = cards
        self.players: dict[str, Player] = {p["id"]: Player(p["id"], p["life"]) for p in setup["players"]}
        self.turn_order = [p["id"] for p in setup["players"]]
        self.active = setup["turn"]["active"]
        self.step = setup["turn"]["step"]
        self.start_step = self.step  # the step the fixture starts in (702.94a: draws before it are unknown)
        self.turn_number = 2  # a turn after the first, so "since the start of the turn" is meaningful
        self.objects: dict[str, GameObject] = {}
        self.effects: list[ContinuousEffect] = []
        self.stack: list[StackItem] = []
        self.pending_triggers: list[dict[str, Any]] = []
        self.combat: Any = None  # the combat phase in progress (reference_impl.combat)
        self.events: list[dict[str, Any]] = []
        self.lki: dict[tuple[str, int], Characteristics] = {}
        self.lki_full: dict[tuple[str, int], tuple[Characteristics, str | None]] = {}
        self.lki_counters: dict[tuple[str, int], dict[str, int]] = {}  # 113.7a: its counters as it last existed
        self.lki_status: dict[tuple[str, int], dict[str, Any]] = {}  # its status as it left (rules/object_words)
        self.current_x: int | None = None
        self.mana_spent: dict[str, list[Any]] = {}  # stack id -> the mana spent on it (mana.pay_mana)
        self.mana_events: list[dict[str, Any]] = []  # mana added, triggered mana abilities (605)
        self.triggered_log: list[str] = []  # the source of each ability that triggered (603.2)
        self.spells_cast: list[dict[str, Any]] = []  # this game's casts, with their colors as cast (turn_effects)
        self.player_effects: list[dict[str, Any]] = []  # abilities players gained until end of turn (702.11c)
        self.turn_rules: list[dict[str, Any]] = []  # rules changed for a turn ("can't be countered this turn")
        self.lands_played: dict[tuple[str, int], int] = {}  # (player, turn) -> lands played (305.2a)
        # (Aura id, incarnation) -> the objects its effects put onto the battlefield (607.2a: "put onto
        # the battlefield with this Aura")
        self.put_onto_battlefield_with: dict[tuple[str, int], list[tuple[str, int]]] = {}
        self.triggered_observed = 0  # how much of triggered_log earlier observations reported
        self._timestamp = 0
        self._created = 0
        self._names_to_assign: list[str] = []
        self._position = 0
        self.choices: list[dict[str, Any]] = []
        self.deciding: str | None = None  # 722.5: the player deciding for a controlled player in this action
        self._used_choices: set[int] = set()
        for spec in setup["objects"]:
            self._set_up(spec)
        self._refuse_unimplemented_cards()  # before anything else reads a card (support.py)
        for spec in setup["objects"]:  # branch meld: 712.4a, a melded permanent represented by two cards
            if spec.get("melded_with"):
                rule("set_up_melded")(self, self.objects[spec["id"]], spec["melded_with"])  # rules/meld.py
        copies = {spec["id"]: spec["copy_of"] for spec in setup["objects"] if spec.get("copy_of")}
        if copies:
            set_up_copies = rule("set_up_copies")  # rules/copy.py: 707.5, a permanent already a copy

            set_up_copies(self, copies)
        start_static_copy_effects = rule("start_static_copy_effects")  # rules/copy.py

        for obj in list(self.objects.values()):  # 707.2c: an Aura attached before the fixture starts
            if obj.zone == "battlefield" and obj.attached_to:  # ("is a copy of the chosen creature")
                start_static_copy_effects(self, obj)        # already took the values it copies
        rule("set_up_lore_counters")(self)  # rules/sagas.py: 714.2b, counters before the game put nothing (branch filtlay)
        rule("set_up_stickers")(self, setup)  # rules/stickers.py: 123.2c, 123.6 (branch misc16)

    # -- never silently wrong (support.py) -------------------------------------------------------
    def _refuse_unimplemented_cards(self) -> None:
        """Before the first action: every line of every face of each object's card must be one the
        engine implements. A card's text counts wherever the card is (a card in a library can be
        drawn, cast, put onto the battlefield; a back face can be turned up), so the rule is simply
        every object of the setup."""
        from .support import card_lines, refusal

        lines: list[dict[str, Any]] = []
        seen: set[str] = set()
        for spec in sorted(self.objects.values(), key=lambda o: o.position):
            card = spec.card or {}
            key = f"{card.get('name')}|{spec.token}"
            if key in seen:
                continue
            seen.add(key)
            lines.extend(card_lines(card, "token" if spec.token else "printed"))
        if lines:
            raise refusal(lines)

    def _refuse_unimplemented_abilities(self, obj: GameObject, ch: Characteristics) -> None:
        """An object's characteristics show abilities not yet decided: text it gained during the game
        (granted by an effect, a copy effect's exception, 707.9a, a token's definition, 111.1)."""
        from .support import line_of, not_implemented, problems, refusal

        missing = not_implemented(ch.abilities, ch.name)
        if missing:
            raise refusal([{**line_of(self, obj, a), "why": problems(a, ch.name)} for a in missing])

    # -- bookkeeping ---------------------------------------------------------------------------
    def next_timestamp(self) -> int:
        self._timestamp += 1
        return self._timestamp

    def next_position(self) -> int:
        self._position += 1
        return self._position

    def tap(self, obj: GameObject) -> None:
        """Tap a permanent (701.26a). 603.2e: it "becomes tapped" only when its status changes from
        untapped to tapped on the battlefield — an event "becomes tapped" triggers look for (not
        entering tapped, which sets the status directly)."""
        if not obj.tapped:
            obj.tapped = True
            if obj.zone == "battlefield":
                self.events.append({"type": "becomes_tapped", "object": obj.id, "incarnation": obj.incarnation})

    def untap(self, obj: GameObject) -> None:
        """Untap a permanent (701.26b). 603.2e: it "becomes untapped" only when its status changes
        from tapped to untapped on the battlefield."""
        if obj.tapped:
            obj.tapped = False
            if obj.zone == "battlefield":
                self.events.append({"type": "becomes_untapped", "object": obj.id, "incarnation": obj.incarnation})

    def new_id(self, prefix: str) -> str:
        """An id for an object the engine creates (a token, a copy, an ability on the stack): the
        next of the action's ``name_created`` ids if the fixture named it, else a fresh one."""
        self._created += 1
        if self._names_to_assign:
            return self._names_to_assign.pop(0)
        return f"{prefix}-{self._created}"

    def _set_up(self, spec: dict[str, Any]) -> None:
        card = self.cards.get(spec["card"])
        if card is None:
            raise BadFixture(f"card {spec['card']!r} is not in the fixture's card list")
        base = Characteristics.from_card(card)
        obj = GameObject(id=spec["id"], base=base, owner=spec["owner"], zone=spec["zone"], card=card)
        obj.position = self.next_position()
        obj.token = bool(spec.get("token", False))  # 111.1: its card-pool entry defines the token (111.3)
        obj.face_down = bool(spec.get("face_down", False))  # 708.2
        obj.flipped = bool(spec.get("flipped", False))  # type: ignore[attr-defined]  # 110.5, 710.2
        faces = card.get("faces") or []
        if card.get("layout") == "split" and len(faces) > 1:  # 709.1: two halves, one card
            obj.halves = [Characteristics.from_card(face) for face in faces]  # type: ignore[attr-defined]
        if card.get("layout") == "adventure" and len(faces) > 1:  # 715.2: normal, then the Adventure's (branch castfrom)
            obj.halves = [Characteristics.from_card(face) for face in faces]  # type: ignore[attr-defined]
            obj.adventurer = True  # type: ignore[attr-defined]
        if card.get("layout") in ("transform", "modal_dfc", "meld") and len(faces) > 1:
            obj.back = Characteristics.from_card(faces[1])  # type: ignore[attr-defined]  # 712.1
            obj.transformed = bool(spec.get("transformed", False))  # type: ignore[attr-defined]  # 712.8e
        if spec["zone"] == "battlefield":
            obj.controller = spec.get("controller", spec["owner"])
            obj.tapped = bool(spec.get("tapped", False))
            obj.counters = {k: v for k, v in (spec.get("counters") or {}).items() if v}
            obj.chosen = dict(spec.get("chosen") or {})
            obj.timestamp = self.next_timestamp()
            obj.controlled_since_turn = self.turn_number if spec.get("entered_this_turn") else 0
            obj.damage = int(spec.get("damage", 0))
            if spec.get("entered_last_turn"):
                obj.controlled_since_turn = self.turn_number - 1
            obj.attached_to = spec.get("attached_to")
            obj.phased_out = bool(spec.get("phased_out", False))  # 702.26b
        self.objects[obj.id] = obj

    def record_leaving(self, obj: GameObject) -> None:
        """608.2h, 113.7a: remember a permanent's last known information as it leaves."""
        if obj.zone == "battlefield":
            self.lki[(obj.id, obj.incarnation)] = characteristics(self, obj, upto="1b")
            # All layers too: deathtouch and lifelink look at the source as it last existed (702.2e, 702.15c).
            # (self.chars: its last abilities are decided too, so a "dies" ability it gained is never
            # silently skipped)
            self.lki_full[(obj.id, obj.incarnation)] = (self.chars(obj), obj.controller)
            self.lki_counters[(obj.id, obj.incarnation)] = dict(obj.counters)
            # 506.4, 122.1: whether it was attacking or blocking, its counters (filter words read them)
            self.lki_status[(obj.id, obj.incarnation)] = {
                "attacking": obj.attacking_incarnation == obj.incarnation,
                "blocking": obj.blocking_incarnation == obj.incarnation, "counters": dict(obj.counters)}

    def draw(self, player: str, count: int) -> None:
        """121.2: draw the top card of the library, one at a time."""
        move_to_zone = rule("move_to_zone")  # rules/entering.py

        for _ in range(count):
            library = sorted((o for o in self.objects.values() if o.zone == "library" and o.owner == player),
                             key=lambda o: o.position)
            replace = HOOKS.get("draw_replacement")  # rules/dredge.py: 702.52a, 614.1a
            if replace is not None and replace(self, player):
                continue
            if not library:
                self.players[player].drew_from_empty_library = True  # 121.4: 704.5b makes them lose
                return
            card = library[-1]
            move_to_zone(self, card, "hand")
            # 121.2: each card is one draw ("whenever you draw a card" triggers once per card)
            self.events.append({"type": "draws", "player": player, "object": card.id})

    # -- queries -------------------------------------------------------------------------------
    def obj(self, obj_id: str) -> GameObject:
        try:
            return self.objects[obj_id]
        except KeyError:
            raise BadFixture(f"unknown object id {obj_id!r}") from None

    def chars(self, obj: GameObject) -> Characteristics:
        ch = characteristics(self, obj)
        for ability in ch.abilities:
            if ability._implemented is not True:  # an ability not decided yet (support.py)
                self._refuse_unimplemented_abilities(obj, ch)
                break
        return ch

    def sorcery_timing(self, player: str) -> bool:
        """Whether it is the player's own main phase with an empty stack: when sorceries are cast
        (307.1), lands played (305.1), and "activate only as a sorcery" (602.5d) and loyalty (606.3)
        abilities activated."""
        return player == self.active and self.step in ("precombat_main", "postcombat_main") and not self.stack

    def battlefield(self) -> list[GameObject]:
        """Permanents on the battlefield (not those still entering), in timestamp order. A phased-out
        permanent is treated as though it doesn't exist (702.26b): it is not among them."""
        return list(per_state(self, "battlefield", lambda: sorted(
            (o for o in self.objects.values() if o.zone == "battlefield" and not o.entering and not o.phased_out),
            key=lambda o: o.timestamp), guarded=False))

    def matches(self, obj: GameObject, flt: dict[str, Any], you: str | None, source: GameObject | None = None) -> bool:
        ch = self.chars(obj)
        if flt.get("another") and source is not None and obj is source:
            return False
        if "types" in flt and not all(t in ch.card_types for t in flt["types"]):
            return False
        if "not_types" in flt and any(t in ch.card_types for t in flt["not_types"]):
            return False
        if "any_of_types" in flt and not any(t in ch.card_types for t in flt["any_of_types"]):
            return False
        if "not_colors" in flt and any(c in ch.colors for c in flt["not_colors"]):
            return False
        if "colors" in flt and not all(c in ch.colors if c != "colorless" else not ch.colors  # 105.2c
                                       for c in flt["colors"]):
            return False
        if "subtypes" in flt and not all(t in ch.subtypes for t in flt["subtypes"]):
            return False
        if flt.get("nontoken") and obj.token:
            return False
        if "not_supertypes" in flt and any(t in ch.supertypes for t in flt["not_supertypes"]):
            return False
        if "not_subtypes" in flt and any(t in ch.subtypes for t in flt["not_subtypes"]):
            return False
        if "combat" in flt:  # "attacking or blocking creature" (506.4)
            in_combat = rule("in_combat")  # rules/combat.py

            roles = {"attacking": "attacker", "blocking": "blocker"}
            if not any(in_combat(self, obj.id, roles[r]) for r in flt["combat"]):
                return False
        if flt.get("controller") == "opponent" and obj.controller == you:
            return False
        if flt.get("controller") == "you" and obj.controller != you:
            return False
        return True

    def opponents(self, player: str) -> list[str]:
        return [p for p in self.turn_order if p != player]

    def apnap(self) -> list[str]:
        """101.4: active player first, then the others in turn order."""
        i = self.turn_order.index(self.active)
        return self.turn_order[i:] + self.turn_order[:i]

    # -- choices -------------------------------------------------------------------------------
    def choose(self, kind: str, obj: str | None, options: list[Any] | None = None, allow_none: bool = False,
               player: str | None = None) -> Any:
        """The recorded answer to a question; MissingChoice if the fixture has none. A recorded
        choice naming the player who makes it answers only that player's question."""
        for i, entry in enumerate(self.choices):
            if i in self._used_choices or entry["kind"] != kind:
                continue
            if "object" in entry and obj is not None and entry["object"] != obj:
                continue
            if "player" in entry and player is not None and entry["player"] != player:
                continue
            self._used_choices.add(i)
            if options is None or len(options) > 1:  # branch loops: a choice made (731.4: the loop isn't mandatory)
                self.__dict__["choices_made"] = self.__dict__.get("choices_made", 0) + 1
            self._check_decider(kind, player)
            if "observe" in entry and getattr(self, "observer", None) is not None:
                # the game as the player makes this choice, mid-action (branch misc16; 700.3c: the
                # cards being separated into piles are still in the library)
                self.observer(self, entry["observe"])
            value = entry["choice"]
            if value is None and not allow_none:
                raise Illegal(f"the {kind!r} choice for {obj!r} cannot be 'none'")
            if value is not None and options is not None and value not in options:
                raise Illegal(f"{value!r} is not a legal {kind!r} choice for {obj!r}"
                              f" (legal: {', '.join(map(str, options)) or 'none'})")
            return value
        raise MissingChoice(kind, obj, options, player)

    def _check_decider(self, kind: str, chooser: str | None) -> None:
        """722.5: a choice asked of a player controlled by another is made by that other player, named
        by the action's ``by`` (rules/player_control.py). A choice asked without naming whose it is
        can't be checked then: refused rather than played with the wrong player deciding."""
        control = self.__dict__.get("player_control")
        if not control:
            return
        if chooser is None:
            from .support import Unsupported

            raise Unsupported(f"while a player is controlled (722.5), whose {kind!r} choice this is isn't known")
        decider = control.get(chooser, chooser)
        if decider != chooser and self.deciding != decider:
            raise Illegal(f"{chooser} is controlled by {decider}: {decider} makes {chooser}'s {kind!r} choice (722.5)")

    def begin_action(self, action: dict[str, Any]) -> None:
        self.deciding = action.get("by")
        self.choices = list(action.get("choices", []))
        self._used_choices = set()
        self._names_to_assign = list(action.get("name_created", []))

    # -- the game's end (104) -------------------------------------------------------------------
    @property
    def over(self) -> bool:
        """104.2a: a player still in the game wins once all their opponents have left it; 104.4a: if
        all the players remaining lose at once, the game is a draw. Either way the game is over."""
        if self.__dict__.get("drawn"):  # branch loops: 104.4b, 731.4: a loop of mandatory actions, a draw
            return True
        return sum(1 for p in self.players.values() if not p.lost) <= 1

    @property
    def winner(self) -> str | None:
        """The player who won (104.2a), or None: the game isn't over, or it is a draw (104.4a)."""
        remaining = [pid for pid, p in self.players.items() if not p.lost]
        if self.__dict__.get("drawn"):  # branch loops: 104.4b, no one won
            return None
        return remaining[0] if len(remaining) == 1 and self.over else None

    def end_action(self) -> None:
        if self._names_to_assign:
            raise BadFixture("the action names objects it didn't create: "
                             + ", ".join(f'"{n}"' for n in self._names_to_assign))
        unused = [c for i, c in enumerate(self.choices) if i not in self._used_choices]
        if unused:
            raise BadFixture("the action records choices the rules never asked for: "
                             + ", ".join(f"{c['kind']} for {c.get('object', '?')}" for c in unused))

