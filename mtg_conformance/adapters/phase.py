"""phase.rs (PyPI ``phase-python``) as an mtg-conformance engine (entry point ``phase``).

How a fixture becomes a phase game:

* Card data: each card pool entry is turned into the MTGJSON-style face ``phase.build_oracle_face``
  reads (with MTGJSON's ``keywords`` list, which phase needs to recognise keyword abilities; the
  faces of a multi-face card share an oracle id), so phase parses our Oracle text itself; nothing
  is downloaded.
* Setup: ``Engine.new_game`` deals each player exactly the cards the fixture gives them (a player
  with none gets one placeholder card, removed again). The state is then edited where phase has
  no action for it — turn, step, priority, life, ``debug_mode``, library order, "as enters"
  choices, summoning sickness, marked damage, tokens — and reloaded with ``Engine.load_game``;
  cards are moved to their zones and given their status with phase's own debug actions
  (``MoveToZone`` without simulation, ``SetTapped``, ``ModifyCounters``, ``Attach``...).
* Actions go through phase's legal actions: ``CastSpell``, ``ActivateAbility``, ``PassPriority``
  by each player in turn. ``costs: assume_paid`` puts exactly the mana of the cost into the
  player's pool first (phase then pays it itself). ``put_onto_battlefield`` is phase's
  ``Debug MoveToZone`` with simulation (state-based actions and triggers run), which skips
  replacement effects: fixtures putting a card with an "enters" replacement onto the battlefield
  are skipped. Prompts (``waiting_for``) are answered from the action's recorded choices; where
  phase decides by itself (a lone legal target, a mana type, where an Aura goes) a recorded choice
  is checked against what it did.
* Observations read ``Game.object`` and ``Game.state`` back into schemas/observation.schema.json.

Whatever the adapter cannot express is reported as ``skipped`` with the reason; a prompt the
fixture records no answer for is a ``missing_choice`` error.
"""

from __future__ import annotations

import json
import re
import uuid
from importlib.metadata import PackageNotFoundError, version
from typing import Any

PHASE_DISTRIBUTION = "phase-python"

#: What the adapter really supports (mtg_conformance/capabilities.py).
CAPABILITIES = [
    "setup.battlefield", "setup.hand", "setup.library", "setup.graveyard", "setup.exile",
    "setup.counters", "setup.tapped", "setup.entered_this_turn", "setup.chosen", "setup.turn",
    "action.cast", "action.activate", "action.resolve", "action.resolve_stack",
    "action.put_onto_battlefield", "action.activate_mana", "action.next_step", "action.pay_mana",
    "setup.entered_last_turn", "setup.attached_to",
    "choice.copy", "choice.color", "choice.creature_type", "choice.mana_type",
    "observe.characteristics", "observe.status", "observe.players", "observe.stack", "observe.refusal",
    "observe.mana_pool",
    "setup.damage", "action.declare_attackers", "action.declare_blockers", "action.combat_damage",
    "action.pass_to_step", "choice.damage_assignment",
    "action.modes", "action.sacrifice", "action.name_created", "choice.new_targets",
    "choice.form", "choice.legend_rule", "setup.token", "choice.trigger_target", "choice.may",
    "setup.face_down", "choice.copy_order", "choice.copy_target", "setup.transformed",
    "action.turn_face_up", "action.play_land", "choice.enchant", "choice.discard", "action.additional_costs", "choice.creature",
    "observe.triggers", "choice.replacement_order", "choice.cast_copy", "action.alternative_cost",
    "choice.card_name", "choice.sacrifice",
    "action.next_turn", "observe.turn", "observe.created",  # every observation has the turn; every battlefield and stack object is reported
]

STEPS = {
    "untap": "Untap", "upkeep": "Upkeep", "draw": "Draw", "precombat_main": "PreCombatMain",
    "beginning_of_combat": "BeginCombat", "declare_attackers": "DeclareAttackers",
    "declare_blockers": "DeclareBlockers", "combat_damage": "CombatDamage",
    "end_of_combat": "EndCombat", "postcombat_main": "PostCombatMain", "end": "End",
    "cleanup": "Cleanup",
}
STEP_NAMES = {v: k for k, v in STEPS.items()}
ZONES = {"battlefield": "Battlefield", "hand": "Hand", "library": "Library", "graveyard": "Graveyard",
         "exile": "Exile", "command": "Command", "stack": "Stack"}
ZONE_NAMES = {v: k for k, v in ZONES.items()}
COLOR_LETTERS = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}
MANA_TYPES = {"W": "White", "U": "Blue", "B": "Black", "R": "Red", "G": "Green", "C": "Colorless"}
SHARD_SYMBOLS = {"White": "W", "Blue": "U", "Black": "B", "Red": "R", "Green": "G", "Colorless": "C",
                 "Snow": "S", "X": "X"}
COUNTERS_OUT = {"P1P1": "+1/+1", "M1M1": "-1/-1"}
#: The turn number a fixture starts in (phase counts from 1).
TURN = 3


class Skip(Exception):
    """The adapter cannot express this fixture on phase."""


class MissingChoice(Exception):
    """phase asks for a decision the fixture does not record."""


class Refused(Exception):
    """phase does not offer (or rejects) the action: an outcome, not an error."""


class Internal(Exception):
    """phase failed in a way that is neither an outcome nor the fixture's fault."""


class Unnamed(Exception):
    """The action names more created objects than phase created."""


class BadFixture(Exception):
    """The fixture names something its setup lacks."""


def phase_version() -> str:
    try:
        return version(PHASE_DISTRIBUTION)
    except PackageNotFoundError:  # pragma: no cover - phase imported from a source tree
        return "unknown"


# -- card data ------------------------------------------------------------------------------------

def _symbols(cost: str) -> list[str]:
    return re.findall(r"\{([^{}]+)\}", cost)


def mana_value(cost: str) -> int:
    """202.3: the total amount of mana in the cost; X is 0."""
    total = 0
    for sym in _symbols(cost):
        if sym.isdigit():
            total += int(sym)
        elif sym in ("X", "Y", "Z"):
            continue
        else:
            total += 1  # a colored, colorless, snow, hybrid or Phyrexian symbol
    return total


_KEYWORDS: list[str] | None = None


def keyword_names() -> list[str]:
    """The keyword abilities (the titles of CR 702.2 onwards), longest first."""
    global _KEYWORDS
    if _KEYWORDS is None:
        from mtg_conformance.crparse import corpus_release

        rules = corpus_release().children("702")[1:]
        _KEYWORDS = sorted({r.text.strip() for r in rules if r.text and len(r.text) < 40},
                           key=len, reverse=True)
    return _KEYWORDS


def card_keywords(oracle_text: str) -> list[str]:
    """MTGJSON's ``keywords`` of a card: the keyword abilities of its keyword lines ("Flying",
    "Fading 2", "Protection from black", "Forestwalk"). phase recognises a keyword ability only
    when MTGJSON lists it."""
    out: list[str] = []
    names = keyword_names()
    for line in oracle_text.split("\n"):
        bare = re.sub(r"\s*\([^()]*\)", "", line).strip()
        found = []
        for part in (p.strip() for p in bare.split(",")):
            low = part.lower()
            name = next((n for n in names if low == n.lower() or low.startswith(n.lower() + " ")), None)
            if name is None and re.fullmatch(r"(?:[a-z]+ )?[a-z]*walk", low):
                name = part  # landwalk (702.14): "Forestwalk", "Nonbasic landwalk"
            if name is None:
                found = []
                break
            found.append(name[0].upper() + name[1:].lower() if name != part else part)
        out.extend(k for k in found if k not in out)
    return out


def mtgjson_face(card: dict[str, Any]) -> dict[str, Any]:
    """Our card pool entry as the MTGJSON atomic face ``phase.build_oracle_face`` reads."""
    colors = [COLOR_LETTERS[c] for c in card.get("colors", [])]
    identity = sorted(set(colors) | {s for sym in _symbols(card["mana_cost"]) for s in sym.split("/")
                                     if s in MANA_TYPES and s != "C"})
    face: dict[str, Any] = {
        "name": card["name"],
        "manaCost": card["mana_cost"],
        "type": card["type_line"],
        "types": [t.capitalize() for t in card["card_types"]],
        "subtypes": list(card["subtypes"]),
        "supertypes": [t.capitalize() for t in card["supertypes"]],
        "text": card["oracle_text"],
        "colors": colors,
        "colorIdentity": identity,
        "manaValue": mana_value(card["mana_cost"]),
        "layout": card.get("layout", "normal"),
        "legalities": {},
        "identifiers": {},
        "keywords": card_keywords(card["oracle_text"]),
    }
    if card.get("color_indicator"):
        face["colorIndicator"] = [COLOR_LETTERS[c] for c in card["color_indicator"]]
    for key in ("power", "toughness", "loyalty", "defense"):
        if card.get(key) is not None:
            face[key] = str(card[key])
    return face


MULTI_LAYOUTS = {"split", "flip", "transform", "meld", "adventure", "modal_dfc"}


def deck_name(card: dict[str, Any]) -> str:
    """The name phase knows a card by: a multi-face card by its front face."""
    return card["faces"][0]["name"] if card.get("faces") else card["name"]


def card_database(cards: list[dict[str, Any]]) -> dict[str, Any]:
    """phase's card data (name.lower() -> CardFace) built from the fixture's card pool entries.

    A card with faces is entered face by face, each with its layout and face index, as phase's own
    generator (phase/gen.py) does."""
    import phase

    data: dict[str, Any] = {}
    for card in cards:
        layout = card.get("layout", "normal")
        if not card.get("faces"):
            data[card["name"].lower()] = phase.build_oracle_face(mtgjson_face(card), None)
            continue
        if layout not in MULTI_LAYOUTS or len(card["faces"]) != 2:
            raise Skip(f"{card['name']!r} has layout {layout!r} with {len(card['faces'])} faces, "
                       "which the adapter does not translate")
        # phase joins the faces of one card by their (Scryfall) oracle id: a stable one of our own.
        oracle_id = str(uuid.uuid5(uuid.NAMESPACE_URL, "mtg-conformance:" + card["name"]))
        for index, face in enumerate(card["faces"]):
            built = phase.build_oracle_face_multi(mtgjson_face({**face, "layout": layout}), oracle_id)
            data.setdefault(face["name"].lower(), {**built, "layout": layout, "face_index": index})
    return data


# -- mana -----------------------------------------------------------------------------------------

def cost_mana(cost: dict[str, Any] | None, x: int = 0) -> list[str]:
    """The mana (phase ManaType names) that pays a phase mana cost exactly, X being ``x``."""
    if not cost or cost.get("type") != "Cost":
        return []
    mana = ["Colorless"] * int(cost.get("generic", 0))
    for shard in cost.get("shards", []):
        if shard in ("White", "Blue", "Black", "Red", "Green", "Colorless"):
            mana.append(shard)
        elif shard == "X":
            mana.extend(["Colorless"] * x)
        elif shard == "Snow":
            raise Skip("the adapter cannot pay {S} (it needs mana from a snow source) for an assume_paid cost")
        else:
            # A hybrid or Phyrexian symbol (107.4e, 107.4f): paid with one mana of its first color.
            colors = [p for p in re.findall(r"[A-Z][a-z]+", shard)
                      if p in ("White", "Blue", "Black", "Red", "Green")]
            if not colors:
                raise Skip(f"the adapter cannot pay the mana symbol {shard!r} for an assume_paid cost")
            mana.append(colors[0])
    return mana


def oracle_cost(cost: dict[str, Any] | None) -> str:
    """A phase ManaCost in Oracle notation ('' for no mana cost)."""
    if not cost or cost.get("type") != "Cost":
        return ""
    shards = list(cost.get("shards", []))
    xs = [s for s in shards if s == "X"]
    rest = [s for s in shards if s != "X"]
    out = "".join("{X}" for _ in xs)
    generic = int(cost.get("generic", 0))
    if generic or not shards:
        out += "{%d}" % generic
    for shard in rest:
        out += "{%s}" % SHARD_SYMBOLS.get(shard, _hybrid_symbol(shard))
    return out


def _hybrid_symbol(shard: str) -> str:
    parts = re.findall(r"[A-Z][a-z]+", shard)
    letters = [SHARD_SYMBOLS.get(p, p) for p in parts if p != "Phyrexian"]
    if "Phyrexian" in parts:
        letters.append("P")
    return "/".join(letters) or shard


# -- running a fixture ----------------------------------------------------------------------------

def _one_trigger_target(value: Any) -> None:
    """A recorded trigger target is one object or player; a list is the set of targets of a variable
    number of them ("any number of target cards", 601.2c), which phase's one-target-per-slot
    selection can't be told."""
    if isinstance(value, list):
        raise Skip("the adapter cannot give phase a list of targets (a variable number of them, 601.2c) "
                   "for one triggered ability's target")


class PhaseRun:
    """One fixture on one phase game."""

    def __init__(self, payload: dict[str, Any]) -> None:
        import phase

        self.payload = payload
        self.cards = {c["name"]: c for c in payload["cards"]}
        self.card_names = {deck_name(c).lower(): deck_name(c) for c in payload["cards"]}
        self.back_face_names = {f["name"] for c in payload["cards"] for f in (c.get("faces") or [])[1:]
                                if c.get("layout") in ("transform", "modal_dfc", "meld")}
        self.engine = phase.Engine.from_json(json.dumps(card_database(payload["cards"])))
        setup = payload["setup"]
        self.players = [p["id"] for p in setup["players"]]
        self.seat = {pid: i for i, pid in enumerate(self.players)}
        self.ids: dict[str, int] = {}  # fixture object id -> phase object id
        self.choices: list[dict[str, Any]] = []
        self.used: set[int] = set()
        self.action_x: int | None = None
        self.action_targets: list[dict[str, Any]] = []
        self._pending_copy: Any = None
        self._retarget: dict[int, list[Any]] = {}
        self._replacements_applied: dict[int, int] = {}
        self._cast_copy_targets: dict[Any, list[dict[str, Any]]] = {}  # copy id -> the new targets being chosen
        self.assume_paid = False
        self.attackers: list[dict[str, Any]] | None = None
        self.blockers: list[dict[str, Any]] | None = None
        self.blocking_player: str | None = None
        self.discarded: set[int] = set()  # the cards phase reports discarded during the current action
        self.passing_through = False
        self.action_modes: list[int] | None = None
        self.action_sacrifice: list[str] = []
        self.action_additional: list[str] = []
        self.names: list[str] = []
        self.known: set[int] = set()
        self.known_before: set[int] = set()
        self.created: dict[int, str] = {}
        self.created_kind: dict[int, str] = {}  # phase object id -> the kind of action that created it  # phase object id -> the action that created it
        self.keyword_lines = keyword_lines(payload["cards"])
        self.triggered: dict[int, int] = {}  # phase object id -> triggers since the last observation
        self.seen_stack: set[int] = set()
        self.game = self._set_up(setup)
        self.setup_ids = set(self.ids.values())
        self.triggered = {}
        self.seen_stack = {e["id"] for e in self.game.stack()}

    # -- setup ------------------------------------------------------------------------------------
    def _set_up(self, setup: dict[str, Any]) -> Any:
        import phase

        placeholder = deck_name(self.payload["cards"][0]) if self.payload["cards"] else None
        decks: list[list[str]] = []
        for pid in self.players:
            deck = [deck_name(self.cards[o["card"]]) for o in setup["objects"] if o["owner"] == pid]
            if not deck:
                if placeholder is None:
                    raise Skip("phase needs at least one card in a player's deck, and the fixture has no cards")
                deck = [placeholder]
            decks.append(deck)
        active = self.seat[setup["turn"]["active"]]
        game = self.engine.new_game(decks[0], decks[1], extra_players=decks[2:] or None, seed=1,
                                    first_player=active)
        full = game.state()
        state = full["state"]
        # Pair each fixture object with one of phase's objects for the same card and owner.
        free: dict[tuple[str, int], list[int]] = {}
        for key, obj in sorted(state["objects"].items(), key=lambda kv: int(kv[0])):
            free.setdefault((obj["name"], obj["owner"]), []).append(int(key))
        for spec in setup["objects"]:
            pool = free.get((deck_name(self.cards[spec["card"]]), self.seat[spec["owner"]]))
            if not pool:
                raise BadFixture(f"phase dealt no {spec['card']!r} for {spec['owner']}")
            self.ids[spec["id"]] = pool.pop(0)
        leftovers = [i for ids in free.values() for i in ids]
        if setup["turn"]["step"] not in STEPS:
            raise Skip(f"unknown step {setup['turn']['step']!r}")
        state["debug_mode"] = True
        state["phase"] = STEPS[setup["turn"]["step"]]
        state["active_player"] = active
        state["priority_player"] = active
        state["turn_number"] = TURN  # a later turn, so "this turn" and "last turn" are distinct
        state["waiting_for"] = {"type": "Priority", "data": {"player": active}}
        for p in setup["players"]:
            state["players"][self.seat[p["id"]]]["life"] = p["life"]
        game = self.engine.load_game(full)
        self.game = game
        for oid in leftovers:
            self._debug({"type": "RemoveObject", "data": {"object_id": oid}})
        for spec in setup["objects"]:
            pid = self.ids[spec["id"]]
            zone = ZONES[spec["zone"]]
            if game.object(pid)["zone"] != zone:
                self._debug({"type": "MoveToZone", "data": {"object_id": pid, "to_zone": zone, "simulate": False}})
            if spec["zone"] != "battlefield":
                continue
            controller = spec.get("controller", spec["owner"])
            if controller != spec["owner"]:
                self._debug({"type": "SetController", "data": {"object_id": pid, "controller": self.seat[controller]}})
            if spec.get("tapped"):
                self._debug({"type": "SetTapped", "data": {"object_id": pid, "tapped": True}})
            if spec.get("transformed"):  # 712.8e: its back face up
                self._debug({"type": "SetFaceState", "data": {"object_id": pid, "face_down": None,
                                                               "transformed": True, "flipped": None}})
            if spec.get("face_down"):  # 708: a 2/2 with no text, name, subtypes or mana cost
                self._debug({"type": "SetFaceState", "data": {"object_id": pid, "face_down": True,
                                                               "transformed": None, "flipped": None}})
            for kind, n in (spec.get("counters") or {}).items():
                if n:
                    self._debug({"type": "ModifyCounters", "data": {"object_id": pid, "counter_type": kind, "delta": n}})
        for spec in setup["objects"]:
            if spec.get("attached_to"):
                to = spec["attached_to"]
                target = {"type": "Player", "data": self.seat[to]} if to in self.seat \
                    else {"type": "Object", "data": self._phase_object(to)}  # a Curse enchants a player (303.4)
                self._debug({"type": "Attach", "data": {"object_id": self.ids[spec["id"]], "target": target}})
        # Libraries in the fixture's order (bottom first; phase keeps the top at index 0), and
        # "as enters" choices already made: state edits, as phase has no action for them.
        full = game.state()
        state = full["state"]
        changed = False
        for pid in self.players:
            lib = [self.ids[o["id"]] for o in setup["objects"] if o["owner"] == pid and o["zone"] == "library"]
            if lib:
                state["players"][self.seat[pid]]["library"] = list(reversed(lib))
                changed = True
        for spec in setup["objects"]:
            if spec["zone"] == "battlefield":
                # 302.6: when it came under its controller's control (phase: entered_battlefield_turn,
                # and the summoning_sick flag its untap step clears).
                obj = state["objects"][str(self.ids[spec["id"]])]
                controller = spec.get("controller", spec["owner"])
                if spec.get("entered_this_turn"):
                    obj["entered_battlefield_turn"], sick = TURN, True
                elif spec.get("entered_last_turn"):
                    obj["entered_battlefield_turn"], sick = TURN - 1, controller != setup["turn"]["active"]
                else:
                    obj["entered_battlefield_turn"], sick = TURN - 2, False
                obj["summoning_sick"] = sick
                if spec.get("damage"):
                    obj["damage_marked"] = spec["damage"]  # 120.6: damage marked earlier this turn
                changed = True
            if spec.get("token"):
                state["objects"][str(self.ids[spec["id"]])]["is_token"] = True  # 111.1: a token, not a card
                changed = True
            if spec.get("chosen"):
                state["objects"][str(self.ids[spec["id"]])]["chosen_attributes"] = [
                    self._chosen_attribute(kind, value, state, self.seat, self.card_names)
                    for kind, value in spec["chosen"].items()]
                changed = True
        if changed:
            game = self.engine.load_game(full)
            self.game = game
        return game

    @staticmethod
    def _chosen_attribute(kind: str, value: str, state: dict[str, Any], seats: dict[str, int],
                          names: dict[str, str]) -> dict[str, Any]:
        if kind == "color":
            return {"type": "Color", "value": value.capitalize()}
        if kind == "creature_type":  # as phase spells it ("elf" -> "Elf")
            known = [t for t in state.get("all_creature_types") or [] if t.lower() == value.lower()]
            return {"type": "CreatureType", "value": known[0] if known else value[:1].upper() + value[1:]}
        if kind in ("card_name", "card name"):  # as the card is named ("shock" -> "Shock")
            return {"type": "CardName", "value": names.get(value.lower(), value)}
        if kind == "player":
            return {"type": "Player", "value": seats[value]} if value in seats else \
                {"type": "Player", "value": value}
        raise Skip(f"the adapter cannot set up a chosen {kind!r}")

    def _debug(self, action: dict[str, Any]) -> Any:
        import phase

        return self._record(self.game.apply(0, phase.GameAction.from_dict({"type": "Debug", "data": action})))

    def _record(self, result: Any) -> Any:
        """Count triggered abilities (observe.triggers) from what phase reports: a triggered
        ability put on the stack (603.3), or a triggered mana ability resolving at once (605.4a),
        which phase reports as a mana effect resolving for a source whose ability wasn't activated
        and that isn't a spell or ability leaving the stack."""
        events = getattr(result, "events", None) or []
        self.discarded.update((e.get("data") or {}).get("object_id") for e in events if e.get("type") == "Discarded")
        activated = {(e.get("data") or {}).get("source_id") for e in events if e.get("type") == "AbilityActivated"}
        resolved = {(e.get("data") or {}).get("object_id") for e in events if e.get("type") == "StackResolved"}
        for e in events:
            data = e.get("data") or {}
            if e.get("type") == "EffectResolved" and data.get("kind") == "Mana" \
                    and data.get("source_id") not in activated and data.get("source_id") not in resolved:
                self.triggered[data["source_id"]] = self.triggered.get(data["source_id"], 0) + 1
        for entry in self.game.stack():
            if entry["id"] in self.seen_stack:
                continue
            self.seen_stack.add(entry["id"])
            if (entry.get("kind") or {}).get("type") == "TriggeredAbility":
                self.triggered[entry["source_id"]] = self.triggered.get(entry["source_id"], 0) + 1
        return result

    # -- phase's prompts ----------------------------------------------------------------------
    def _apply(self, actor: int, action: Any) -> Any:
        import phase

        if isinstance(action, dict):
            action = phase.GameAction.from_dict(action)
        try:
            result = self.game.apply(actor, action)
        except Exception as exc:  # phase rejects the action: InvalidAction and the like
            raise Refused(f"phase rejected {action.kind}: {exc}") from None
        return self._record(result)

    def _legal(self, kind: str) -> list[Any]:
        return [a for a in self.game.actions() if a.kind == kind]

    def _fixture_id(self, phase_id: int | None) -> str | None:
        for fid, pid in self.ids.items():
            if pid == phase_id:
                return fid
        return None

    def _choice(self, kind: str, source: int | None) -> tuple[bool, Any]:
        """The recorded answer to a ``kind`` question asked for phase object ``source``."""
        fid = self._fixture_id(source)
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] != kind:
                continue
            if "object" in entry and fid is not None and entry["object"] != fid:
                continue
            self.used.add(i)
            return True, entry["choice"]
        return False, None

    def _choice_pending(self, kind: str, fid: str | None) -> bool:
        return any(i not in self.used and e["kind"] == kind and e.get("object", fid) == fid
                   for i, e in enumerate(self.choices))

    def _need(self, kind: str, source: int | None, detail: str = "") -> Any:
        found, value = self._choice(kind, source)
        if not found:
            who = self._fixture_id(source) or (f"phase object {source}" if source is not None else "")
            raise MissingChoice(f"phase asks for a {kind!r} choice{' for ' + repr(who) if who else ''}"
                                f" that the fixture does not record{detail}")
        return value

    def _phase_object(self, fid: str) -> int:
        if fid not in self.ids:
            raise BadFixture(f"unknown object id {fid!r}")
        return self.ids[fid]

    def _target_ref(self, target: dict[str, str]) -> dict[str, Any]:
        if "object" in target:
            return {"Object": self._phase_object(target["object"])}
        return {"Player": self.seat[target["player"]]}

    def settle(self) -> None:
        """Answer phase's prompts from the recorded choices until a player has priority."""
        for _ in range(200):
            wf = self.game.waiting_for()
            kind = wf.get("type")
            data = wf.get("data") or {}
            if kind == "Priority" or kind == "GameOver":
                return
            player = data.get("player", 0)
            self._name_created()
            handler = getattr(self, f"_answer_{kind}", None)
            if handler is None:
                raise Skip(f"phase asks {kind}, which the adapter cannot answer from a fixture's choices")
            handler(player, data)
        raise Skip("phase kept prompting (more than 200 prompts in one action)")

    def _answer_ReplacementChoice(self, player: int, data: dict[str, Any]) -> None:
        candidates = data.get("candidates") or [
            {"description": d} for d in data.get("candidate_descriptions", [])]
        descriptions = [str(c.get("description") or "") for c in candidates]
        source = candidates[0].get("source_id") if candidates else None
        kind = (data.get("kind") or {}).get("type")
        copying = [i for i, d in enumerate(descriptions) if "copy" in d.lower()]
        if kind == "OptionalBranch" and copying:
            # 707.5 / 614.1c: "You may have this enter as a copy": the copy choice, or none.
            value = self._need("copy", source, f" (phase offers: {'; '.join(descriptions)})")
            decline = [i for i, d in enumerate(descriptions) if d == "Decline"]
            if value is None:
                if not decline:
                    raise Refused("phase offers no way to decline entering as a copy")
                index = decline[0]
            else:
                index = copying[0]
                self._pending_copy = value
            self._apply(player, {"type": "ChooseReplacement", "data": {"index": index}})
            return
        decline = [i for i, d in enumerate(descriptions) if d == "Decline"]
        others = [i for i, d in enumerate(descriptions) if d != "Decline"]
        if kind == "OptionalBranch" and len(decline) == 1 and len(others) == 1 \
                and self._choice_pending("may", self._fixture_id(source)):
            # 614.1c, 614.12: "As this land enters, you may pay 2 life. If you don't, it enters tapped.": phase
            # offers the optional action and "Decline"; the fixture's "may" choice for the entering permanent
            accept = self._need("may", source, f" ({'; '.join(descriptions)})") in ("yes", True)
            self._apply(player, {"type": "ChooseReplacement", "data": {"index": others[0] if accept else decline[0]}})
            return
        # 616.1: the affected object's controller (or owner) chooses which replacement applies next.
        order = [entry for i, entry in enumerate(self.choices)
                 if entry["kind"] == "replacement_order" and i not in self.used]
        if not order:
            raise MissingChoice(f"phase asks which replacement effect applies first ({'; '.join(descriptions)}); "
                                "the fixture records no order")
        sources = [self._phase_object(fid) for fid in order[0]["choice"]]
        applied = self._replacements_applied.setdefault(id(order[0]), 0)
        wanted = sources[applied] if applied < len(sources) else None
        index = next((i for i, c in enumerate(candidates) if c.get("source_id") == wanted), None)
        if index is None:
            raise Refused(f"phase does not offer the replacement effect of {order[0]['choice'][applied]!r} "
                          f"to apply next (offers: {'; '.join(descriptions)})")
        self._replacements_applied[id(order[0])] = applied + 1
        self._apply(player, {"type": "ChooseReplacement", "data": {"index": index}})

    def _answer_CopyTargetChoice(self, player: int, data: dict[str, Any]) -> None:
        source = data.get("source_id")
        value = getattr(self, "_pending_copy", None)
        self._pending_copy = None
        if value is None:
            found, value = self._choice("copy", source)
            if not found:  # a creature chosen as it enters (614.12), which phase asks as a copy target
                value = self._need("creature", source)
        if value is None:
            raise Refused("phase asks for the object to copy after the copy was declined")
        target = self._phase_object(value)
        if target not in data.get("valid_targets", []):
            names = [self._fixture_id(t) or str(t) for t in data.get("valid_targets", [])]
            raise Refused(f'phase does not offer "{value}" as the object to copy (offers: {", ".join(names) or "none"})')
        self._apply(player, {"type": "ChooseTarget", "data": {"target": {"Object": target}}})

    def _answer_NamedChoice(self, player: int, data: dict[str, Any]) -> None:
        ctype = data.get("choice_type")
        if isinstance(ctype, dict):  # a choice with a parameter: {"Labeled": {"options": [...]}}
            ctype = ctype.get("type") or next(iter(ctype), None)
        if ctype == "Opponent":  # 310.8a, 310.11a: a Siege's protector, chosen as it enters
            options = [str(o) for o in data.get("options", [])]
            if len(options) == 1:  # one opponent: nothing to choose (fixtures record no choice then)
                choice = options[0]
            else:
                value = self._need("protector", data.get("source_id"), f" (phase offers seats {', '.join(options)})")
                choice = str(self.seat.get(value, value))
                if choice not in options:
                    raise Refused(f"{value!r} is not among the opponents phase offers")
            self._apply(player, {"type": "ChooseOption", "data": {"choice": choice}})
            return
        kinds = {"Color": "color", "CreatureType": "creature_type", "Labeled": "form", "CardName": "card_name"}
        if ctype not in kinds:
            raise Skip(f"phase asks a {ctype} choice, which fixtures do not record")
        options = data.get("options", [])
        value = self._need(kinds[ctype], data.get("source_id"), f" (phase offers: {', '.join(map(str, options))})")
        if ctype == "Labeled":
            # A form (Primal Clay): phase labels "2/2 Artifact Flying" name the same words as our
            # "a 2/2 artifact creature with flying".
            match = [o for o in options if _form_words(o) == _form_words(str(value))]
        else:
            match = [o for o in options if str(o).lower() == str(value).lower()]
        if not match:
            raise Refused(f"{value!r} is not among phase's options ({', '.join(map(str, options))})")
        self._apply(player, {"type": "ChooseOption", "data": {"choice": match[0]}})

    def _answer_ChooseXValue(self, player: int, data: dict[str, Any]) -> None:
        if self.action_x is None:
            raise MissingChoice("phase asks for the value of X, which the action does not record")
        self._apply(player, {"type": "ChooseX", "data": {"value": self.action_x}})

    def _answer_TargetSelection(self, player: int, data: dict[str, Any]) -> None:
        slots = data.get("target_slots") or []
        progress = data.get("selection") or {}
        current = progress.get("current_slot", 0)
        if current >= len(self.action_targets):
            if current < len(slots) and slots[current].get("optional"):
                self._apply(player, {"type": "ChooseTarget", "data": {"target": None}})
                return
            raise MissingChoice(f"phase asks for target {current + 1}, which the action does not record")
        ref = self._target_ref(self.action_targets[current])
        legal = slots[current].get("legal_targets", []) if current < len(slots) else []
        if legal and ref not in legal:
            raise Refused(f"phase does not offer {self.action_targets[current]} as target {current + 1}")
        self._apply(player, {"type": "ChooseTarget", "data": {"target": ref}})

    def _answer_ChooseManaColor(self, player: int, data: dict[str, Any]) -> None:
        prompt = data.get("choice") or {}
        context = (data.get("context") or {}).get("data") or {}
        source = context.get("source_id") if isinstance(context, dict) else None
        options = (prompt.get("data") or {}).get("options", [])
        if prompt.get("type") != "SingleColor":
            raise Skip(f"phase asks a {prompt.get('type')} mana choice; fixtures record one mana type")
        value = self._need("mana_type", source, f" (phase offers: {', '.join(map(str, options))})")
        wanted = str(value).capitalize()
        if wanted not in options:
            raise Refused(f"{value} is not among the mana types phase offers ({', '.join(options)})")
        self._apply(player, {"type": "ChooseManaColor", "data": {"choice": {"type": "SingleColor", "data": wanted}}})

    def _answer_PhyrexianPayment(self, player: int, data: dict[str, Any]) -> None:
        if not self.assume_paid:
            raise Skip("phase asks whether to pay Phyrexian mana with mana or life; fixtures record no such choice")
        # assume_paid: the adapter put the mana in the pool (cost_mana), so each symbol is paid with mana.
        choices = [{"type": "PayMana"} for _ in data.get("shards", [])]
        self._apply(player, {"type": "SubmitPhyrexianChoices", "data": {"choices": choices}})

    def _answer_DeclareAttackers(self, player: int, data: dict[str, Any]) -> None:
        if self.attackers is None:
            if not self.passing_through:
                raise MissingChoice("phase asks for attackers, and the action declares none")
            attacks: list[Any] = []  # pass_to_step: no attackers declared on the way
        else:
            valid = set(data.get("valid_attacker_ids") or [])
            attacks = []
            defender = next(i for i in range(len(self.players)) if i != player)
            for entry in self.attackers:
                pid = self._phase_object(entry["object"])
                if pid not in valid:
                    raise Refused(f'phase does not let "{entry["object"]}" attack')
                target = entry.get("attacks") or {"player": self.players[defender]}
                if "player" in target:
                    attack = {"type": "Player", "data": self.seat[target["player"]]}
                else:
                    oid = self._phase_object(target["object"])
                    kind = "Battle" if "Battle" in (self.game.object(oid).get("card_types") or {}).get("core_types", []) \
                        else "Planeswalker"
                    attack = {"type": kind, "data": oid}
                attacks.append([pid, attack])
            self.attackers = None
        self._apply(player, {"type": "DeclareAttackers", "data": {"attacks": attacks}})

    def _answer_DeclareBlockers(self, player: int, data: dict[str, Any]) -> None:
        if self.blockers is None:
            if not self.passing_through:
                raise MissingChoice("phase asks for blockers, and the action declares none")
            assignments: list[Any] = []  # 509.1: declaring no blockers on the way
        else:
            if self.blocking_player is not None and self.seat[self.blocking_player] != player:
                # 509.1a: the defending player declares blockers, the one phase asks.
                raise Refused(f"phase asks {self.players[player]} for blockers, not {self.blocking_player} (509.1a)")
            valid = set(data.get("valid_blocker_ids") or [])
            targets = data.get("valid_block_targets") or {}
            assignments = []
            for entry in self.blockers:
                pid = self._phase_object(entry["object"])
                if pid not in valid:
                    raise Refused(f'phase does not let "{entry["object"]}" block')
                blocked = self._phase_object(entry["blocks"])
                # phase's apply accepts an attacker it doesn't offer (finding F51): its own list decides.
                if str(pid) in targets and blocked not in targets[str(pid)]:
                    raise Refused(f'phase does not let "{entry["object"]}" block "{entry["blocks"]}"')
                assignments.append([pid, blocked])
            self.blockers = None
        self._apply(player, {"type": "DeclareBlockers", "data": {"assignments": assignments}})

    def _answer_AssignCombatDamage(self, player: int, data: dict[str, Any]) -> None:
        attacker = data.get("attacker_id")
        value = self._need("damage_assignment", attacker,
                           f" ({data.get('total_damage')} damage among {len(data.get('blockers') or [])} blockers)")
        target = data.get("attack_target") or {}
        blockers = {b.get("blocker_id", b.get("object_id")) for b in data.get("blockers") or []}
        assignments: list[Any] = []
        trample = controller = 0
        for part in value or []:
            amount = int(part.get("amount", 0))
            if "object" in part:
                oid = self._phase_object(part["object"])
                if target.get("type") in ("Planeswalker", "Battle") and target.get("data") == oid:
                    trample += amount
                elif oid in blockers or not blockers:
                    assignments.append([oid, amount])
                else:
                    raise Refused(f'"{part["object"]}" is neither blocking nor attacked by the creature')
            else:
                seat = self.seat[part["player"]]
                if target.get("type") == "Player" and target.get("data") == seat:
                    trample += amount
                elif data.get("pw_controller") == seat:
                    controller += amount
                else:
                    raise Refused(f"{part['player']} is not a player the creature's damage can be assigned to")
        self._apply(player, {"type": "AssignCombatDamage",
                             "data": {"mode": "Normal", "assignments": assignments, "trample_damage": trample,
                                      "controller_damage": controller}})

    def _answer_ModeChoice(self, player: int, data: dict[str, Any]) -> None:
        if self.action_modes is None:
            raise MissingChoice("phase asks for the modes of a modal spell, and the action records none")
        self._apply(player, {"type": "SelectModes", "data": {"indices": list(self.action_modes)}})

    def _answer_CopyRetarget(self, player: int, data: dict[str, Any]) -> None:
        """707.10c: new targets for a copy, or the same ones (a ``new_targets`` choice of null).
        phase takes them one slot at a time (``current_slot``), each with ChooseTarget."""
        copy_id = data.get("copy_id")
        slots = data.get("target_slots") or []
        slot = int(data.get("current_slot", 0) or 0)
        if slot == 0 or self._retarget.get(copy_id) is None:
            self._name_created()
            cast = self._cast_copy_targets.get(self._fixture_id(copy_id))
            found, value = self._choice("new_targets", copy_id)
            if not found and cast is not None:
                value = cast  # the targets the copy is cast with (707.12)
            elif not found and not any(s_.get("legal_alternatives") for s_ in slots):
                value = None  # no other legal target anywhere: keeping them is the only choice
            elif not found:
                value = self._need("new_targets", copy_id)
            if value is None and self._legal("KeepAllCopyTargets"):
                # phase's own answer for keeping every target (a kept target need not be among
                # its legal alternatives)
                self._apply(player, {"type": "KeepAllCopyTargets"})
                return
            if value is None:
                targets = [s["current"] for s in slots]
            else:
                targets = [self._target_ref(t) for t in value]
                if len(targets) != len(slots):
                    raise Refused(f"the copy has {len(slots)} targets; the choice names {len(targets)}")
                for i, (ref, s) in enumerate(zip(targets, slots)):
                    if ref != s.get("current") and ref not in s.get("legal_alternatives", []):
                        raise Refused(f"phase does not offer {value[i]} as a new target {i + 1} for the copy")
            self._retarget[copy_id] = targets
        targets = self._retarget[copy_id]
        self._apply(player, {"type": "ChooseTarget", "data": {"target": targets[min(slot, len(targets) - 1)]}})

    def _answer_RetargetChoice(self, player: int, data: dict[str, Any]) -> None:
        """115.7 ("you may choose new targets for target spell"): the recorded ``new_targets`` of the
        spell, among the new target lists phase offers (RetargetSpell)."""
        entries = self.game.stack()
        index = data.get("stack_entry_index")
        spell = entries[index]["id"] if isinstance(index, int) and index < len(entries) else None
        value = self._need("new_targets", spell)
        wanted = (data.get("current_targets") or []) if value is None else [self._target_ref(t) for t in value]
        for offer in self._legal("RetargetSpell"):
            if offer.data.get("new_targets") == wanted:
                self._apply(player, offer)
                return
        raise Refused("phase offers no way to change the spell's targets to "
                      + ", ".join(t.get("object") or t.get("player") for t in (value or [])))

    def _answer_PayCost(self, player: int, data: dict[str, Any]) -> None:
        kind = (data.get("kind") or {}).get("type")
        if kind != "Sacrifice":
            raise Skip(f"phase asks to pay a {kind} cost, which fixtures do not record")
        if not self.action_sacrifice:
            raise MissingChoice("phase asks which permanents to sacrifice for the cost, and the action names none")
        chosen = [self._phase_object(fid) for fid in self.action_sacrifice[:data.get("count", 1)]]
        self.action_sacrifice = self.action_sacrifice[len(chosen):]
        offered = set(data.get("choices") or [])
        if any(c not in offered for c in chosen):
            raise Refused("phase does not offer the permanents the action sacrifices (601.2h)")
        self._apply(player, {"type": "SelectCards", "data": {"cards": chosen}})

    def _answer_ManaPayment(self, player: int, data: dict[str, Any]) -> None:
        # phase stops for a manual payment when its automatic one is not settled; passing asks it
        # to pay from the pool. If it still cannot, the cost is not paid (601.2h).
        self._apply(player, {"type": "PassPriority"})
        if self.game.waiting_for().get("type") == "ManaPayment":
            raise Refused("phase cannot pay the cost with the mana in the pool")

    def _answer_ChooseLegend(self, player: int, data: dict[str, Any]) -> None:
        """704.5j: the player chooses the legendary permanent to keep."""
        value = self._need("legend_rule", None)
        keep = self._phase_object(value)
        if keep not in (data.get("candidates") or []):
            raise Refused(f'"{value}" is not among the legendary permanents named {data.get("legend_name")!r}')
        self._apply(player, {"type": "ChooseLegend", "data": {"keep": keep}})

    def _answer_TriggerTargetSelection(self, player: int, data: dict[str, Any]) -> None:
        """603.3d: the target of a triggered ability, chosen as it is put on the stack."""
        source = data.get("source_id")
        slots = data.get("target_slots") or []
        current = (data.get("selection") or {}).get("current_slot", 0)
        value = self._need("trigger_target", source, f" ({data.get('description') or 'a triggered ability'})")
        _one_trigger_target(value)
        if value is None:
            if current < len(slots) and slots[current].get("optional"):
                self._apply(player, {"type": "ChooseTarget", "data": {"target": None}})
                return
            raise Refused("the triggered ability needs a target")
        ref = self._target_ref(value if isinstance(value, dict) else {"object": value})
        legal = slots[current].get("legal_targets", []) if current < len(slots) else []
        if legal and ref not in legal:
            raise Refused(f"phase does not offer {value} as the target of the triggered ability")
        self._apply(player, {"type": "ChooseTarget", "data": {"target": ref}})

    def _answer_DistributeAmong(self, player: int, data: dict[str, Any]) -> None:
        # 601.2d: a division the caster chooses; fixtures record none (no scenario divides "as
        # you choose" yet), so phase asking for one is a decision the fixture does not record.
        raise MissingChoice(f"phase asks how to divide {data.get('total', '?')} among the targets "
                            "(601.2d); the fixture records no division")

    def _answer_ReturnAsAuraTarget(self, player: int, data: dict[str, Any]) -> None:
        """303.4f: an Aura entering other than as a spell: its controller chooses what it enchants."""
        value = self._need("enchant", data.get("source_id"))
        ref = self._target_ref(value if isinstance(value, dict) else {"object": value})
        if ref not in (data.get("legal_targets") or []):
            raise Refused(f"phase does not offer {value!r} for the Aura to enchant")
        self._apply(player, {"type": "ChooseTarget", "data": {"target": ref}})

    def _answer_DiscardChoice(self, player: int, data: dict[str, Any]) -> None:
        value = self._need("discard", data.get("source_id"), f" ({data.get('count')} cards)")
        cards = [self._phase_object(fid) for fid in value or []]
        if any(c not in (data.get("cards") or []) for c in cards) or len(cards) != data.get("count", len(cards)):
            raise Refused(f"phase does not accept discarding {value!r} ({data.get('count')} cards from its list)")
        self._apply(player, {"type": "SelectCards", "data": {"cards": cards}})

    def _answer_OptionalCostChoice(self, player: int, data: dict[str, Any]) -> None:
        """601.2b: an optional additional cost (kicker) is paid only when the action says so."""
        cost = data.get("cost") or {}
        kind = cost.get("type") if isinstance(cost, dict) else None
        pay = kind == "Kicker" and "kicker" in self.action_additional
        if pay and self.assume_paid:
            costs = ((cost.get("data") or {}).get("costs") if isinstance(cost.get("data"), dict) else None) or []
            for c in costs[:1]:
                self._add_mana(player, cost_mana(_mana_part(c)))
        self._apply(player, {"type": "DecideOptionalCost", "data": {"pay": pay}})

    def _answer_ChooseFromZoneChoice(self, player: int, data: dict[str, Any]) -> None:
        """707.12: "you may cast the copy": phase offers the card whose copy may be cast."""
        pending = [i for i, c in enumerate(self.choices) if c["kind"] == "cast_copy" and i not in self.used]
        cards = data.get("cards") or []
        if not pending:
            raise Skip("phase asks to choose cards from a zone, and the fixture records no such choice")
        if len(cards) != 1:
            raise Skip(f"phase offers {len(cards)} cards whose copies may be cast; the adapter matches one only")
        self.used.add(pending[0])
        value = self.choices[pending[0]]["choice"]
        if value is None:
            self._apply(player, {"type": "SelectCards", "data": {"cards": []}})
            return
        self.action_targets = list(value.get("targets") or [])
        self._cast_copy_targets[self.choices[pending[0]].get("object")] = self.action_targets
        self._apply(player, {"type": "SelectCards", "data": {"cards": cards}})

    def _answer_OptionalEffectChoice(self, player: int, data: dict[str, Any]) -> None:
        """A "you may" instruction, answered as the ability resolves."""
        description = data.get("description") or "you may"
        pending = [e for i, e in enumerate(self.choices) if i not in self.used and e["kind"] == "new_targets"]
        if "choose new targets" in description.lower() and pending:
            # 115.7: "you may choose new targets": the fixture records the new targets themselves
            # (null keeps them), which phase asks next; choosing them is saying yes.
            self._apply(player, {"type": "DecideOptionalEffect", "data": {"accept": pending[0]["choice"] is not None}})
            return
        fid = self._fixture_id(data.get("source_id"))
        verb = re.search(r"\byou may (sacrifice|discard)\b", description.lower())
        if verb and not self._choice_pending("may", fid) and self._choice_pending(verb.group(1), fid):
            # "you may sacrifice ..." with the sacrifice itself recorded: choosing what to sacrifice
            # is saying yes (the fixture records no separate "may")
            self._apply(player, {"type": "DecideOptionalEffect", "data": {"accept": True}})
            return
        value = self._need("may", data.get("source_id"), f" ({description})")
        accept = str(value).lower() in ("yes", "true")
        self._apply(player, {"type": "DecideOptionalEffect", "data": {"accept": accept}})

    # -- the fixture's actions ----------------------------------------------------------------
    def run(self) -> dict[str, Any]:
        observations: dict[str, Any] = {}
        outcomes: list[dict[str, Any]] = []
        for index, action in enumerate(self.payload["actions"]):
            kind = action["do"]
            if kind == "observe":
                observations[action["label"]] = _snapshot(self)
                self.triggered = {}
                outcomes.append({"ok": True})
                continue
            perform = getattr(self, f"do_{kind}", None)
            if perform is None:
                raise Skip(f"the adapter cannot perform the action {kind!r} on phase")
            saved = self.game.state()
            saved_triggers = (dict(self.triggered), set(self.seen_stack))
            self.choices = list(action.get("choices", []))
            self.used = set()
            self.action_x = action.get("x")
            self.action_targets = list(action.get("targets", []))
            self.assume_paid = action.get("costs") == "assume_paid"
            self.attackers = self.blockers = None
            self.discarded = set()
            self.action_modes = action.get("modes")
            self.action_sacrifice = list(action.get("sacrifice") or [])
            self.action_additional = list(action.get("additional_costs") or [])
            self.names = list(action.get("name_created") or [])
            self.known = self._existing_ids()
            self.known_before = set(self.known)
            self.passing_through = False
            self._pending_copy = None
            try:
                perform(action)
                self._name_created()
                self._check_trigger_targets()
                self._check_copy_targets()
                self._check_enchant()
                self._check_sacrifice()
                self._check_discard()
                if self.names:
                    raise Unnamed(f"phase created fewer objects than the action names: "
                                  f"{', '.join(self.names)} not created")
            except Refused as exc:
                try:
                    self.game = self.engine.load_game(saved)  # a refused action changes nothing
                except Exception as restore:  # phase can't reload some states it exported
                    raise Internal(f"action {index} was refused ({exc}), and phase could not restore the "
                                   f"state before it: {restore}") from None
                self.triggered, self.seen_stack = saved_triggers
                outcomes.append({"ok": False, "refused": str(exc)})
                continue
            outcomes.append({"ok": True})
            before = {int(k) for k in saved["state"]["objects"]} | {e["id"] for e in saved["state"]["stack"]}
            for pid in self._existing_ids() - before:
                self.created.setdefault(pid, f"action:{index}")
                self.created_kind.setdefault(pid, kind)
        return {"observations": observations, "actions": outcomes}

    def _check_trigger_targets(self) -> None:
        """A recorded trigger target phase never asked for: phase picked the lone legal target
        itself (or put no such trigger on the stack). If that is not the recorded target, phase
        offers no way to choose it (603.3d)."""
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] != "trigger_target":
                continue
            source = self.ids.get(entry.get("object", ""))
            triggers = [e for e in self.game.stack() if (e.get("kind") or {}).get("type") == "TriggeredAbility"
                        and (source is None or e.get("source_id") == source)]
            value = entry["choice"]
            _one_trigger_target(value)
            want = self._target_ref(value if isinstance(value, dict) else {"object": value})
            used = [ref for e in triggers for link in _chain(((e.get("kind") or {}).get("data") or {}).get("ability"))
                    for ref in link.get("targets") or []]
            if want not in used:
                raise Refused(f"phase asked for no target for the triggered ability of {entry.get('object')!r} "
                              f"and it targets {used or 'nothing'}: {value!r} can't be chosen")
            self.used.add(i)

    def _check_copy_targets(self) -> None:
        """707.10d-e: phase asks no choice of which copy targets what, or in which order the copies
        go on the stack. A recorded choice phase's own order matches is fine; another can't be
        made on phase, so the fixture is not expressible."""
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] not in ("copy_order", "copy_target"):
                continue
            copies = [e for e in self.game.stack() if e["id"] not in self.known_before]
            firsts = []
            for e in copies:  # bottom first: the order they were put on the stack
                refs = [r for link in _chain(((e.get("kind") or {}).get("data") or {}).get("ability"))
                        for r in link.get("targets") or []]
                firsts.append(refs[0] if refs else None)
            if entry["kind"] == "copy_order":
                want = [self._target_ref({"object": o}) for o in entry["choice"]]
                if firsts[-len(want):] != want:
                    raise Skip("phase puts the copies on the stack in an order of its own and asks no choice "
                               "(707.10d); the recorded order can't be chosen")
            else:
                want = self._target_ref({"object": entry["choice"]})
                created = [{"Object": pid} for pid in self._existing_ids() - self.known_before]
                if want not in firsts and any(f in created for f in firsts):
                    raise Skip("phase chooses which new object the copy targets itself and asks no choice "
                               "(707.10e); the recorded target can't be chosen")
                # A copy targeting none of the objects created meanwhile: no choice would have helped;
                # the observations show what phase did.
            self.used.add(i)

    def _check_enchant(self) -> None:
        """303.4f: phase attaches an Aura entering without being cast by itself when it sees one
        legal choice. A recorded choice of something else can't be made on phase."""
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] != "enchant":
                continue
            aura = self.ids.get(entry.get("object", ""))
            attached = self.game.object(aura).get("attached_to") if aura is not None else None
            want = self._phase_object(entry["choice"])
            if not (isinstance(attached, dict) and attached.get("data") == want):
                shown = self._fixture_id(attached.get("data")) if isinstance(attached, dict) else None
                raise Refused(f"phase attached the Aura to {shown or 'nothing'} without asking; "
                              f"it offers no way to enchant {entry['choice']!r}")
            self.used.add(i)

    def _check_sacrifice(self) -> None:
        """701.21a: phase sacrifices by itself when the player has no choice (as many permanents
        as demanded, or fewer); a recorded sacrifice phase never asked for must be what it did."""
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] != "sacrifice":
                continue
            value = entry["choice"] or []
            if not value:
                raise Skip("phase asked no sacrifice, and the fixture records declining one (118.12): "
                           "the decline can't be given to phase")
            objects = self.game.state()["state"]["objects"]  # keyed by str(id); a token may be gone
            left = [fid for fid in value if str(self._phase_object(fid)) in objects
                    and self.game.object(self._phase_object(fid))["zone"] == "Battlefield"]
            if left:
                raise Refused(f"phase sacrificed permanents itself without asking; {', '.join(left)} stayed "
                              "on the battlefield")
            self.used.add(i)

    def _check_discard(self) -> None:
        """701.9a, 608.2c: phase discards by itself when the player has no choice (exactly as many
        cards in hand as demanded); a recorded discard phase never asked for must be what it did."""
        for i, entry in enumerate(self.choices):
            if i in self.used or entry["kind"] != "discard":
                continue
            recorded = {self._phase_object(fid) for fid in entry["choice"] or []}
            if recorded != self.discarded:
                raise Refused(f"phase discarded {len(self.discarded)} card(s) itself without asking, not the "
                              f"recorded {', '.join(entry['choice'] or []) or 'nothing'}")
            self.used.add(i)

    def _existing_ids(self) -> set[int]:
        state = self.game.state()["state"]
        return {int(k) for k in state["objects"]} | {e["id"] for e in state["stack"]}

    def _name_created(self) -> None:
        """Give the action's ``name_created`` ids to the objects phase created, in creation order
        (phase numbers objects, spell copies and abilities on the stack as it creates them)."""
        if not self.names:
            return
        new = sorted(self._existing_ids() - self.known - set(self.ids.values()))
        for pid in new:
            if not self.names:
                break
            self.ids[self.names.pop(0)] = pid
        self.known |= set(new)

    def _give_priority_to(self, seat: int) -> None:
        """Players before ``seat`` pass, so ``seat`` may act (nothing resolves on the way)."""
        for _ in range(len(self.players)):
            wf = self.game.waiting_for()
            if wf.get("type") != "Priority":
                raise Refused(f"phase is waiting for {wf.get('type')}, not for a player with priority")
            holder = wf["data"]["player"]
            if holder == seat:
                return
            self._apply(holder, {"type": "PassPriority"})
            self.settle()
        raise Refused(f"{self.players[seat]} does not receive priority")

    def _add_mana(self, seat: int, mana: list[str]) -> None:
        if mana:
            self._debug({"type": "AddMana", "data": {"player_id": seat, "mana": mana}})

    def _pool_units(self, state: dict[str, Any], seat: int) -> list[dict[str, Any]]:
        return state["players"][seat]["mana_pool"]["mana"]

    def _pay_exactly(self, seat: int, pay: str, act: Any, source_fid: str | None = None) -> None:
        """601.2h: the player spends exactly the mana listed. phase pays from the pool by itself, so
        while it pays, the pool holds only that mana; the rest is put back afterwards."""
        need: dict[str, int] = {}
        for sym in _symbols(pay):
            need[sym] = need.get(sym, 0) + 1
        full = self.game.state()
        units = self._pool_units(full["state"], seat)
        kept, aside = [], []
        for unit in units:
            sym = SHARD_SYMBOLS.get(unit["color"], "?")
            if need.get(sym, 0) > 0:
                need[sym] -= 1
                kept.append(unit)
            else:
                aside.append(unit)
        if any(need.values()):
            raise Refused(f"the mana pool does not hold {pay}")
        if aside:
            full["state"]["players"][seat]["mana_pool"]["mana"] = kept
            self.game = self.engine.load_game(full)
        pips = {u.get("pip_id") for u in kept}
        saved = self.game.state()
        untapped = {k for k, o in saved["state"]["objects"].items()
                    if o.get("zone") == "Battlefield" and o.get("controller") == seat and not o.get("tapped")}
        act()
        full = self.game.state()
        # phase pays what the pool lacks by activating mana abilities itself (601.2g allows a player
        # to); the fixture's payment is exactly the listed mana, so a permanent phase tapped for mana
        # means the listed mana didn't pay the cost. The source's own {T} is not such a permanent.
        source = str(self.ids.get(source_fid)) if source_fid else None
        tapped = sorted(k for k in untapped if k != source and full["state"]["objects"].get(k, {}).get("tapped"))
        if tapped:
            self.game = self.engine.load_game(saved)
            if aside:
                restored = self.game.state()
                self._pool_units(restored["state"], seat).extend(aside)
                self.game = self.engine.load_game(restored)
            names = ", ".join(full["state"]["objects"][k].get("name", k) for k in tapped)
            raise Refused(f"{pay} does not pay the cost: phase tapped {names} for the rest of it")
        pool = self._pool_units(full["state"], seat)
        unspent = [u for u in pool if u.get("pip_id") in pips]
        if unspent:
            raise Refused(f"{pay} does not pay the cost exactly: "
                          + "".join("{%s}" % SHARD_SYMBOLS.get(u["color"], "?") for u in unspent) + " is left")
        if aside:
            pool.extend(aside)
            self.game = self.engine.load_game(full)

    def do_cast(self, action: dict[str, Any]) -> None:
        if action.get("costs") == "pay":
            seat = self.seat[action["player"]]
            self._give_priority_to(seat)
            self._pay_exactly(seat, action.get("pay", ""), lambda: self._cast(action))
        else:
            self._cast(action)

    def _cast(self, action: dict[str, Any]) -> None:
        seat = self.seat[action["player"]]
        pid = self._phase_object(action["object"])
        self._give_priority_to(seat)
        alternative = action.get("alternative_cost")
        if alternative not in (None, "disturb"):
            raise Skip(f"the adapter cannot cast a spell for the alternative cost {alternative!r}")
        cost = self.game.object(pid).get("mana_cost")
        if alternative == "disturb":  # 702.146a: cast from the graveyard, back face up, for its disturb cost
            disturb = [kw["Disturb"] for kw in self.game.object(pid).get("keywords") or []
                       if isinstance(kw, dict) and "Disturb" in kw]
            if not disturb or self.game.object(pid).get("zone") != "Graveyard":
                raise Refused(f'phase offers no disturb cost for "{action["object"]}" here')
            cost = disturb[0]
        if action.get("costs") == "assume_paid":
            self._add_mana(seat, cost_mana(cost, action.get("x") or 0))
        offers = [a for a in self._legal("CastSpell") if a.data.get("object_id") == pid]
        if not offers:
            raise Refused(f'phase offers no CastSpell for "{action["object"]}"')
        self._apply(seat, offers[0])
        self.settle()
        entries = [e for e in self.game.stack() if e["id"] == pid]
        if not entries:
            raise Refused(f'"{action["object"]}" is not on the stack after phase cast it')
        variant = ((entries[0].get("kind") or {}).get("data") or {}).get("casting_variant")
        if alternative == "disturb" and variant != "Disturb":
            raise Refused(f"phase cast it as {variant!r}, not for its disturb cost")
        self._check_targets(action, entries[0])

    def _check_targets(self, action: dict[str, Any], entry: dict[str, Any]) -> None:
        """phase picks a target itself when it sees one legal choice, and asks none for what it
        doesn't treat as targeted. The action's recorded targets must be the ones phase used:
        otherwise phase offers no way to perform the action as recorded (601.2c, 602.2b)."""
        wanted = list(action.get("targets") or [])
        if not wanted:
            return
        ability = ((entry.get("kind") or {}).get("data") or {}).get("ability")
        used = [ref for link in _chain(ability) for ref in link.get("targets") or []]
        refs = [self._target_ref(t) for t in wanted]
        if all(r in used for r in refs):
            return
        shown = ", ".join(self._fixture_id(r["Object"]) or f"phase:{r['Object']}" if "Object" in r
                          else self.players[r["Player"]] for r in used) or "nothing"
        raise Refused(f'phase chose the targets itself ({shown}) and offers no way to target '
                      + ", ".join(t.get("object") or t.get("player") for t in wanted))

    def do_activate(self, action: dict[str, Any]) -> None:
        seat = self.seat[action["player"]]
        pid = self._phase_object(action["object"])
        self._give_priority_to(seat)
        abilities = self.game.object(pid).get("abilities") or []
        # Our index counts activated abilities that are not mana abilities, in Oracle order.
        indexes = [i for i, a in enumerate(abilities)
                   if a.get("kind") == "Activated" and not a.get("is_mana_ability")]
        n = action.get("ability", 0)
        if n >= len(indexes):
            raise Refused(f'phase sees {len(indexes)} activated abilities (not mana abilities) on "{action["object"]}"')
        index = indexes[n]
        if action.get("costs") == "assume_paid":
            self._add_mana(seat, cost_mana(_mana_part(abilities[index].get("cost")), action.get("x") or 0))
        offers = [a for a in self._legal("ActivateAbility")
                  if a.data.get("source_id") == pid and a.data.get("ability_index") == index]
        if not offers:
            raise Refused(f'phase offers no ActivateAbility for ability {n} of "{action["object"]}"')
        before = {e["id"] for e in self.game.stack()}

        def activate() -> None:
            self._apply(seat, offers[0])
            self.settle()

        if action.get("costs") == "pay":  # 601.2h via 602.2b: exactly the listed mana
            self._pay_exactly(seat, action.get("pay", ""), activate, action["object"])
        else:
            activate()
        new = [e for e in self.game.stack() if e["id"] not in before and e.get("source_id") == pid]
        if not new:
            raise Refused(f'the ability of "{action["object"]}" is not on the stack after phase activated it')
        self._check_targets(action, new[-1])

    def do_activate_mana(self, action: dict[str, Any]) -> None:
        seat = self.seat[action["player"]]
        pid = self._phase_object(action["object"])
        self._give_priority_to(seat)  # 605.3a: with priority (or while paying, which fixtures don't do)
        abilities = self.game.object(pid).get("abilities") or []
        indexes = [i for i, a in enumerate(abilities) if a.get("is_mana_ability")]
        n = action.get("ability", 0)
        if n >= len(indexes):
            raise Refused(f'phase sees {len(indexes)} mana abilities on "{action["object"]}"')

        def activate() -> None:
            before = self._pool_units(self.game.state()["state"], seat)
            result = self._apply(seat, {"type": "ActivateAbility", "data": {"source_id": pid, "ability_index": indexes[n]}})
            self.settle()
            asked = [c for i, c in enumerate(self.choices) if c["kind"] == "mana_type" and i not in self.used]
            replaced = any(e.get("type") == "ReplacementApplied" for e in getattr(result, "events", None) or [])
            if asked and replaced:
                raise Skip("phase asked no mana type, and a replacement effect changed the mana it produced "
                           "(106.12b): the recorded type can't be given to phase or checked")
            if asked:
                # phase asks for the type only when it sees several; it produced one type by itself.
                # The fixture's action is "activate for <type>": if that is not what phase's only
                # option adds, phase offers no such action.
                old = {u.get("pip_id") for u in before}
                added = [SHARD_SYMBOLS.get(u["color"], "?") for u in self._pool_units(self.game.state()["state"], seat)
                         if u.get("pip_id") not in old]
                wanted = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}.get(
                    str(asked[0]["choice"]).lower())
                if wanted not in added:
                    raise Refused(f"phase's mana ability adds {''.join('{%s}' % a for a in added) or 'no mana'} "
                                  f"without a choice; it offers no way to add {asked[0]['choice']} mana")

        if "pay" in action:
            self._pay_exactly(seat, action["pay"], activate, action["object"])
        else:
            activate()

    def do_next_step(self, action: dict[str, Any]) -> None:
        """500.2: all players pass in succession with an empty stack: the step ends."""
        if self.game.stack():
            raise Refused("the stack is not empty: passing would resolve its top object, not end the step")
        state = self.game.state()["state"]
        start = (state["turn_number"], state["phase"])
        for _ in range(len(self.players) + 1):
            self.settle()
            state = self.game.state()["state"]
            if (state["turn_number"], state["phase"]) != start or self.game.waiting_for().get("type") != "Priority":
                self.settle()
                return
            self._apply(self.game.waiting_for()["data"]["player"], {"type": "PassPriority"})
        raise Skip("phase did not leave the step after every player passed")

    def _pass_until(self, done: Any, what: str, limit: int = 40) -> None:
        """Every player passes in turn (the stack empty) until ``done()``; prompts on the way are
        answered from the action."""
        for _ in range(limit):
            self.settle()
            if done():
                return
            wf = self.game.waiting_for()
            if wf.get("type") != "Priority":
                return  # the game is over
            if self.game.stack():
                raise Refused(f"the stack is not empty on the way to {what}")
            self._apply(wf["data"]["player"], {"type": "PassPriority"})
        raise Skip(f"phase did not reach {what} after {limit} passes")

    def _phase(self) -> str:
        return self.game.state()["state"]["phase"]

    def do_declare_attackers(self, action: dict[str, Any]) -> None:
        """508.1: from the main phase through beginning of combat, then the declaration."""
        if self.seat[action["player"]] != self.game.state()["state"]["active_player"]:
            raise Refused(f"{action['player']} is not the active player: only the active player attacks (508.1)")
        if self._phase() not in ("PreCombatMain", "BeginCombat"):
            raise Refused(f"attackers are declared at the start of combat, not in {self._phase()}")
        self.attackers = list(action.get("attackers") or [])
        self._pass_until(lambda: self.attackers is None, "the declare attackers step")
        if self.attackers is not None:
            raise Refused("phase did not ask for attackers (the game left combat or skipped the step)")

    def do_declare_blockers(self, action: dict[str, Any]) -> None:
        """509.1: from the declare attackers step, the defending player declares blockers."""
        if self._phase() != "DeclareAttackers":
            raise Refused(f"blockers are declared after attackers, not in {self._phase()}")
        self.blockers = list(action.get("blockers") or [])
        self.blocking_player = action.get("player")
        # When no creature can block, phase declares no blockers itself and asks nothing: an
        # action declaring none is then done once the declare blockers step is reached.
        self._pass_until(lambda: self.blockers is None or (
            not self.blockers and self._phase() == "DeclareBlockers"), "the declare blockers step")
        if self.blockers == [] and self._phase() == "DeclareBlockers":
            self.blockers = None
        if self.blockers is not None:
            raise Refused("phase did not ask for blockers")

    def _damage_step(self) -> tuple[str, bool]:
        state = self.game.state()["state"]
        combat = state.get("combat") or {}
        return state["phase"], bool(combat.get("first_strike_done"))

    def do_combat_damage(self, action: dict[str, Any]) -> None:
        """510: passing with an empty stack moves to the next combat damage step (a first-strike
        one when needed, 702.7b), where damage is assigned and dealt."""
        start = self._damage_step()
        if start[0] not in ("DeclareAttackers", "DeclareBlockers", "CombatDamage"):
            raise Refused(f"there is no combat damage step after {start[0]}")

        def dealt() -> bool:
            now = self._damage_step()
            if now[0] in ("EndCombat", "PostCombatMain", "End", "Cleanup"):
                return True
            return now[0] == "CombatDamage" and now != start and self.game.waiting_for().get("type") == "Priority"

        self.passing_through = True  # 509.1: no blockers declared on the way, unless recorded before
        self._pass_until(dealt, "the combat damage step")
        if self._damage_step()[0] != "CombatDamage":
            raise Refused(f"phase moved on to {self._phase()}: there is no further combat damage step")

    def do_pass_to_step(self, action: dict[str, Any]) -> None:
        """Every player passes until the game reaches ``step`` this turn, or with ``next_turn`` the next
        turn (its cleanup, 514, then the next player's untap, upkeep and draw steps, 103.1, 502-504)."""
        target = STEPS[action["step"]]
        want = self.game.state()["state"]["turn_number"] + (1 if action.get("next_turn") else 0)

        def turn() -> int:
            return self.game.state()["state"]["turn_number"]

        self.passing_through = True
        self._pass_until(lambda: turn() == want and self._phase() == target
                         and self.game.waiting_for().get("type") == "Priority"
                         or turn() > want, f"the {action['step']} step", limit=80 if action.get("next_turn") else 40)
        if self.game.waiting_for().get("type") == "GameOver":
            return  # the game ended on the way (104.2a): what the observations then show
        if turn() != want or self._phase() != target:
            raise Refused(f"the game did not reach {action['step']} {'next turn' if action.get('next_turn') else 'this turn'}")

    def do_resolve(self, action: dict[str, Any]) -> None:
        stack = self.game.stack()
        if not stack:
            raise Refused("the stack is empty: there is nothing to resolve")
        top = stack[-1]["id"]
        for _ in range(50):
            self.settle()
            wf = self.game.waiting_for()
            if wf.get("type") != "Priority":
                return  # the game is over
            if all(e["id"] != top for e in self.game.stack()):
                return
            self._apply(wf["data"]["player"], {"type": "PassPriority"})  # 608.1: all pass in succession
        raise Skip("the top of phase's stack did not resolve after 50 passes")

    def do_play_land(self, action: dict[str, Any]) -> None:
        """305.1, 116.2a: playing a land is a special action; phase offers it as PlayLand."""
        seat = self.seat[action["player"]]
        pid = self._phase_object(action["object"])
        self._give_priority_to(seat)
        offers = [a for a in self._legal("PlayLand") if a.data.get("object_id") == pid]
        if not offers:
            raise Refused(f'phase offers no PlayLand for "{action["object"]}"')
        self._apply(seat, offers[0])
        self.settle()

    def do_turn_face_up(self, action: dict[str, Any]) -> None:
        """702.37e: turning a face-down permanent face up by paying its morph cost (a special
        action). Fixtures give no mana for it: the mana of the morph cost phase itself holds for
        the hidden face is put in the pool first, as for costs treated as paid."""
        seat = self.seat[action["player"]]
        pid = self._phase_object(action["object"])
        self._give_priority_to(seat)
        hidden = self.game.object(pid).get("back_face") or {}
        morph = [kw["Morph"] for kw in hidden.get("keywords") or [] if isinstance(kw, dict) and "Morph" in kw]
        if morph:
            self._add_mana(seat, cost_mana(morph[0]))
        offers = [a for a in self._legal("TurnFaceUp") if a.data.get("object_id") == pid]
        if not offers:
            raise Refused(f'phase offers no TurnFaceUp for "{action["object"]}"')
        self._apply(seat, offers[0])
        self.settle()

    def do_resolve_stack(self, action: dict[str, Any]) -> None:
        if not self.game.stack():
            raise Refused("the stack is empty: there is nothing to resolve")
        for _ in range(200):
            if not self.game.stack() or self.game.waiting_for().get("type") == "GameOver":
                return
            self.do_resolve(action)
        raise Skip("phase's stack did not empty after 200 resolutions")

    def do_put_onto_battlefield(self, action: dict[str, Any]) -> None:
        pid = self._phase_object(action["object"])
        obj = self.game.object(pid)
        if obj["zone"] in ("Battlefield", "Stack"):
            raise Refused(f'"{action["object"]}" is on the {obj["zone"].lower()}; this action moves a card from another zone')
        spec = next((o for o in self.payload["setup"]["objects"] if o["id"] == action["object"]), {})
        printed = (self.cards.get(spec.get("card"), {}).get("oracle_text") or "")
        # 614.12: the card's own "enters" replacements apply even when its current zone strips them
        # (Yixlid Jailer in the graveyard), so the printed text counts too.
        if any(r.get("destination_zone") == "Battlefield" for r in obj.get("replacement_definitions") or []) \
                or re.search(r"\benters (tapped|with|as)\b|^As (this|~)\b.* enters", printed, re.M):
            raise Skip("phase's only way to put a card onto the battlefield (Debug MoveToZone) bypasses "
                       'replacement effects, and this card has an "enters" replacement')
        if self.seat[action["controller"]] != obj["owner"]:
            raise Skip("phase's Debug MoveToZone puts a card onto the battlefield under its owner's control only")
        self._debug({"type": "MoveToZone", "data": {"object_id": pid, "to_zone": "Battlefield", "simulate": True}})
        self.settle()


def _mana_part(cost: Any) -> dict[str, Any] | None:
    """The mana cost inside a phase ability cost (a composite cost holds it among others)."""
    if not isinstance(cost, dict):
        return None
    if cost.get("type") == "Mana":
        inner = cost.get("cost")
        return inner if isinstance(inner, dict) else None
    if cost.get("type") == "Cost":
        return cost
    for value in cost.values():
        items = value if isinstance(value, list) else [value]
        for item in items:
            found = _mana_part(item)
            if found is not None:
                return found
    return None


def _form_words(text: str) -> set[str]:
    return set(re.findall(r"[a-z0-9/]+", text.lower())) - {"a", "an", "creature", "with", "and"}


def _words(name: str) -> str:
    """'FirstStrike' -> 'First strike'."""
    parts = re.findall(r"[A-Z][a-z0-9]*|[0-9]+|[a-z]+", name)
    return " ".join([parts[0]] + [p.lower() for p in parts[1:]]) if parts else name


def keyword_text(keyword: Any) -> str:
    """A phase Keyword (a string, or a one-key dict for keywords with a parameter) as words."""
    if isinstance(keyword, str):
        return _words(keyword)
    if isinstance(keyword, dict) and len(keyword) == 1:
        (name, param), = keyword.items()
        if name == "Landwalk" and isinstance(param, str):  # 702.14: "Swampwalk", "Nonbasic landwalk"
            return f"{param} landwalk" if param[:1].isupper() and param in ("Nonbasic", "Legendary", "Snow") \
                else f"{param}walk"
        if name == "Protection":  # 702.16: "Protection from black", "... from everything"
            if isinstance(param, dict) and len(param) == 1:
                (_, quality), = param.items()
                return f"Protection from {str(quality).lower()}"
            return f"Protection from {str(param).lower()}"
        if name == "Enchant" and isinstance(param, dict) and param.get("type") == "Typed" \
                and len(param.get("type_filters") or []) == 1 and not param.get("controller") \
                and not param.get("properties"):  # 702.5a: phase's {Typed, [Creature]} is "Enchant creature"
            return f"Enchant {str(param['type_filters'][0]).lower()}"
        if name == "Enchant" and isinstance(param, dict) and param.get("type"):
            return f"Enchant {str(param['type']).lower()}"
        if isinstance(param, dict) and isinstance(param.get("data"), str):  # "Hexproof from black"
            return f"{_words(name)} {param['data'].lower()}"
        if isinstance(param, (int, str)):
            return f"{_words(name)} {param}"
        if isinstance(param, dict) and param.get("type") == "Cost":
            return f"{_words(name)} {oracle_cost(param)}"
        return _words(name)
    return json.dumps(keyword, sort_keys=True)


def _object_abilities(obj: dict[str, Any], keyword_lines: dict[str, str]) -> list[str]:
    """Each ability's wording, as phase describes it (keywords first, then the other kinds)."""
    out: list[str] = []
    texts = [keyword_text(kw) for kw in obj.get("keywords") or []]
    # One Oracle ability "Protection from black and from green" is two Protection keywords in phase.
    qualities = [t[len("Protection from "):].lower() for t in texts if t.startswith("Protection from ")]
    if len(qualities) > 1:
        for line in keyword_lines.values():
            low = line.lower()
            if low.startswith("protection from") and all(q in low for q in qualities):
                texts = [t for t in texts if not t.startswith("Protection from ")] + [line]
                break
    for text in texts:
        out.append(keyword_lines.get(text.lower(), text))
    keywords = {t.lower() for t in out}  # a keyword's own definitions repeat its name
    for key in ("abilities", "trigger_definitions", "static_definitions", "replacement_definitions"):
        for definition in obj.get(key) or []:
            if isinstance(definition.get("definition"), dict):
                definition = definition["definition"]  # a copied or granted definition, with provenance
            text = definition.get("description")
            if not text:
                execute = definition.get("execute") or {}
                text = execute.get("description") if isinstance(execute, dict) else None
            if text and re.match(r"CR \d{3}\.\d+", text):
                continue  # phase's own implementation of a keyword's rules, not an ability of the card
            if text and all(part.strip() in keywords for part in text.lower().split(",")):
                continue  # a token's keywords joined ("Trample, haste"): already listed one by one
            if text:
                # phase lowercases an ability quoted inside another ("...and it has 'when ~ ...'");
                # an ability's wording starts with a capital letter.
                out.append(text[0].upper() + text[1:])
    return out


def keyword_lines(cards: list[dict[str, Any]]) -> dict[str, str]:
    """Each keyword of the card pool entries as Oracle writes it, by lowercase wording."""
    out: dict[str, str] = {}
    for card in cards:
        for line in card.get("oracle_text", "").split("\n"):
            bare = re.sub(r"\s*\([^()]*\)", "", line).strip()
            for part in bare.split(","):
                part = part.strip()
                if part and len(part.split()) <= 4 and not part.endswith("."):
                    out.setdefault(part.lower(), part)
    return out


def _snapshot(run: PhaseRun) -> dict[str, Any]:
    game = run.game
    state = game.state()["state"]
    names = {v: k for k, v in run.seat.items()}
    fixture_ids = {pid: fid for fid, pid in run.ids.items()}
    objects: dict[str, Any] = {}
    known = set(state["objects"])
    for key in sorted(known, key=int):
        pid = int(key)
        obj = state["objects"][key]
        fid = fixture_ids.get(pid)
        if fid is None:
            if obj.get("zone") not in ("Battlefield", "Stack"):
                continue
            fid = f"phase:{pid}"  # an object phase created (a token...)
        entry = _object_entry(run, game.object(pid), names)
        entry["triggered"] = run.triggered.get(pid, 0)
        if pid not in run.setup_ids:
            if pid in run.created:
                entry["created_by"] = run.created[pid]
            # 707.10: a spell phase created on the stack (no card was cast) is a copy of a spell
            entry["is_copy"] = entry["zone"] == "stack" and any(
                e["id"] == pid and (e.get("kind") or {}).get("type") == "Spell" for e in game.stack())
        objects[fid] = entry
    for fid, pid in run.ids.items():
        if str(pid) not in known:
            objects[fid] = {"zone": None}  # ceased to exist
    players: dict[str, Any] = {}
    over = game.waiting_for()
    winner = (over.get("data") or {}).get("winner") if over.get("type") == "GameOver" else None
    for seat, pid in names.items():
        p = state["players"][seat]
        # 104.3: a player eliminated, or the other player's win in a game phase declares over (104.2a)
        lost = bool(p.get("is_eliminated")) or (over.get("type") == "GameOver" and winner is not None and winner != seat)
        players[pid] = {"life": p["life"], "lost": lost, "hand_size": len(p["hand"]), "library_size": len(p["library"]),
                        "graveyard_size": len(p["graveyard"]), "poison": p.get("poison_counters", 0),
                        "mana_pool": "".join("{%s}" % SHARD_SYMBOLS.get(u["color"], "?")
                                             for u in (p.get("mana_pool") or {}).get("mana", []))}
    stack = []
    for entry in game.stack():  # bottom first
        details = _stack_details(run, entry, names, fixture_ids)
        fid = details["id"]
        stack.append(details)
        facts = {k: v for k, v in details.items() if k in ("kind", "targets", "modes", "x", "source", "text")}
        if fid in objects and objects[fid].get("zone") == "stack":
            if "x" not in facts and details["kind"] == "spell":
                x = game.object(entry["id"]).get("cost_x_paid")  # a permanent spell keeps X on the object
                if x is not None:
                    facts["x"] = details["x"] = x
            objects[fid].update(facts)
        else:  # an ability on the stack: an object without a card
            objects[fid] = {"zone": "stack", "controller": details["controller"], "is_copy": details["is_copy"],
                            **facts}
            if entry["id"] in run.created:
                objects[fid]["created_by"] = run.created[entry["id"]]
    return {"objects": objects, "players": players, "stack": stack,
            "turn": {"active": names.get(state["active_player"]),
                     "step": STEP_NAMES.get(state["phase"], str(state["phase"]))}}


STACK_KINDS = {"Spell": "spell", "ActivatedAbility": "activated_ability", "TriggeredAbility": "triggered_ability"}


def _chain(ability: dict[str, Any] | None) -> list[dict[str, Any]]:
    out = []
    while isinstance(ability, dict):
        out.append(ability)
        ability = ability.get("sub_ability")
    return out


def _stack_details(run: PhaseRun, entry: dict[str, Any], names: dict[int, str],
                   fixture_ids: dict[int, str]) -> dict[str, Any]:
    """A phase stack entry as our stack item: kind, controller, source, targets, modes, X."""
    kind = (entry.get("kind") or {}).get("type")
    data = (entry.get("kind") or {}).get("data") or {}
    ability = data.get("ability")
    item: dict[str, Any] = {
        "id": fixture_ids.get(entry["id"], f"phase:{entry['id']}"),
        "kind": STACK_KINDS.get(kind, str(kind)),
        "controller": names.get(entry["controller"], str(entry["controller"])),
    }
    if kind != "Spell":
        item["source"] = fixture_ids.get(entry["source_id"], f"phase:{entry['source_id']}")
    # 707.10: a spell no card was cast for, or an activated ability put on the stack by something
    # other than its activation (602.2), is a copy.
    item["is_copy"] = (kind == "Spell" and entry["id"] not in run.setup_ids) or (
        kind == "ActivatedAbility" and run.created_kind.get(entry["id"], "activate") != "activate")
    chain = _chain(ability)
    targets: list[dict[str, str]] = []
    for n, link in enumerate(chain):
        spec = (link.get("effect") or {}).get("target")
        # a later link with a target of its own ("... and target land", 115.3: the same object may be
        # chosen for each word "target") counts again; one that refers back to an earlier target doesn't
        own = n == 0 or (isinstance(spec, dict) and spec.get("type") in ("Typed", "Any", "Player", "Or", "And"))
        for ref in link.get("targets") or []:
            if "Object" in ref:
                t = {"object": fixture_ids.get(ref["Object"], f"phase:{ref['Object']}")}
            else:
                t = {"player": names.get(ref.get("Player"), str(ref.get("Player")))}
            if own or t not in targets:
                targets.append(t)
    item["targets"] = targets
    if chain:
        modes = (chain[0].get("context") or {}).get("chosen_modes")
        if modes:
            item["modes"] = list(modes)
        xs = [link["chosen_x"] for link in chain if link.get("chosen_x") is not None]
        if xs:
            item["x"] = xs[0]
        if kind != "Spell" and chain[0].get("description"):
            item["text"] = chain[0]["description"]
    if kind == "TriggeredAbility" and data.get("description"):
        item["text"] = data["description"]
    return item


def _object_entry(run: PhaseRun, obj: dict[str, Any], names: dict[int, str]) -> dict[str, Any]:
    zone = ZONE_NAMES.get(obj.get("zone"), str(obj.get("zone")).lower())
    types = obj.get("card_types") or {}
    entry: dict[str, Any] = {
        "zone": zone,
        "name": obj.get("name", ""),
        "mana_cost": oracle_cost(obj.get("mana_cost")),
        "colors": [str(c).lower() for c in obj.get("color") or []],
        "card_types": [str(t).lower() for t in types.get("core_types") or []],
        "subtypes": list(types.get("subtypes") or []),
        "supertypes": [str(t).lower() for t in types.get("supertypes") or []],
        "abilities": _object_abilities(obj, run.keyword_lines),
        "power": obj.get("power"),
        "toughness": obj.get("toughness"),
        "loyalty": obj.get("loyalty"),
        "counters": {COUNTERS_OUT.get(k, k): v for k, v in (obj.get("counters") or {}).items() if v},
        "tapped": bool(obj.get("tapped")),
        "face_down": bool(obj.get("face_down")),
        "controller": names.get(obj.get("controller")) if zone in ("battlefield", "stack") else None,
        "owner": names.get(obj.get("owner")),
        "damage": obj.get("damage_marked", 0),
        "token": bool(obj.get("is_token")),
        "double_faced": obj.get("back_face") is not None,  # phase keeps the other face of a DFC
        # Back face up: transformed, or showing a back face's characteristics (a spell cast back
        # face up, its copy) with the front face kept as the other face.
        "back_face_up": obj.get("back_face") is not None and (
            bool(obj.get("transformed")) or obj.get("name") in run.back_face_names),
    }
    attached = obj.get("attached_to")
    if isinstance(attached, dict):  # {"type": "Object" | "Player", "data": id}
        kind, target = attached.get("type"), attached.get("data")
        if kind == "Object":
            attached = next((f for f, p in run.ids.items() if p == target), f"phase:{target}")
        elif kind == "Player":
            attached = names.get(target)
        else:
            attached = json.dumps(attached)
    entry["attached_to"] = attached
    return entry


class PhaseEngine:
    """In-process adapter for phase.rs: ``hello`` and ``run`` as the harness expects."""

    def __init__(self) -> None:
        try:
            import phase  # noqa: F401
        except ImportError:
            from mtg_conformance.engines import EngineStartError

            raise EngineStartError("the phase engine needs the package phase-python, which is not installed: "
                                   "pip install 'mtg-conformance[phase]' (from a checkout: "
                                   "pip install -e '.[phase]')") from None

    def hello(self) -> dict[str, Any]:
        from mtg_conformance.capabilities import CAPABILITIES as KNOWN

        return {"engine": {"name": "phase.rs (phase-python)", "version": phase_version()},
                "capabilities": [c for c in CAPABILITIES if c in KNOWN]}

    def run(self, payload: dict[str, Any]) -> dict[str, Any]:
        try:
            run = PhaseRun(payload)
            return run.run()
        except Skip as exc:
            return {"skipped": str(exc)}
        except MissingChoice as exc:
            return {"error": {"kind": "missing_choice", "message": str(exc)}}
        except BadFixture as exc:
            return {"error": {"kind": "bad_fixture", "message": str(exc)}}
        except Unnamed as exc:
            return {"error": {"kind": "unknown_object", "message": str(exc)}}
        except Internal as exc:
            return {"error": {"kind": "internal", "message": str(exc)}}
        except Refused as exc:  # refused while setting up: phase rejected our own setup step
            return {"error": {"kind": "internal", "message": f"setting up on phase failed: {exc}"}}

    def close(self) -> None:
        pass
