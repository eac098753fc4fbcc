"""Comparing what an engine observed with what a fixture expects — implemented once, here.

The semantics (also in docs/FORMAT.md):

* An expectation checks only the fields it names; everything else is unchecked.
* Scalars (name, mana_cost, power, toughness, loyalty, zone, controller, owner, tapped,
  face_down, damage, life, hand_size, stack_size, attached_to) compare by equality. ``null``
  means "has none" (no power, not attached).
* Sets (colors, card_types, subtypes, supertypes, visible_to): a list compares as a set; ``{"includes": [...]}``
  and ``{"excludes": [...]}`` check membership only.
* Abilities compare by Oracle wording after :func:`normalize_ability`; a list is a multiset,
  ``includes``/``excludes`` check membership.
* Counters: a map is exact (kinds with 0 counters are dropped on both sides);
  ``{"includes": {kind: n}}`` checks the listed kinds only.
* ``exists: false`` means the object is in no zone any more (it ceased to exist).
* A player's ``mana_pool`` (a string of mana symbols, ``""`` for empty) compares as a multiset
  of symbols: ``"{G}{W}"`` equals ``"{W}{G}"``.
* An action outcome: every action is expected to be accepted (``ok``) unless an expectation
  says ``refused``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from typing import Any

SET_FIELDS = ("colors", "card_types", "subtypes", "supertypes", "visible_to")
OBJECT_SCALARS = ("name", "mana_cost", "power", "toughness", "loyalty", "defense", "zone",
                  "controller", "owner", "tapped", "face_down", "damage", "attached_to", "token",
                  "is_copy", "triggered", "mana_value")
PLAYER_SCALARS = ("life", "lost", "hand_size", "library_size", "graveyard_size", "poison")

_SELF_REFERENCES = re.compile(
    r"\b(?:this (?:creature|permanent|artifact|enchantment|land|aura|equipment|planeswalker|"
    r"spell|card|token|battle|vehicle|object))\b",
    re.IGNORECASE,
)
_QUOTES = str.maketrans({"“": '"', "”": '"', "‘": "'", "’": "'", "−": "-", "—": "-", "–": "-"})


def normalize_ability(text: str, names: tuple[str, ...] = ()) -> str:
    """Canonical form of an ability's wording for comparison.

    Curly quotes and dashes become ASCII, reminder text in parentheses is dropped, whitespace is
    collapsed, double quotes inside the ability become single quotes, and every self-reference —
    "this creature", "this permanent" and the like, or the object's own name, or its shortened name
    before a comma (201.5c) — becomes ``~``.
    """
    s = text.translate(_QUOTES)
    s = re.sub(r"\s*\([^()]*\)", "", s)  # reminder text
    s = s.replace('"', "'")
    # 201.5c: a card's shortened name ("Skithiryx" for "Skithiryx, the Blight Dragon") is its name too
    names = tuple(names) + tuple(n.split(",")[0] for n in names if n and "," in n)
    for name in sorted((n for n in names if n), key=len, reverse=True):
        s = re.sub(rf"\b{re.escape(name)}\b", "~", s)
    s = _SELF_REFERENCES.sub("~", s)
    s = " ".join(s.split())
    return s


@dataclass
class Mismatch:
    """One expectation that does not hold."""

    expectation: dict[str, Any]
    field: str
    expected: Any
    observed: Any
    message: str

    def as_dict(self) -> dict[str, Any]:
        return {"expectation": self.expectation, "field": self.field, "expected": self.expected,
                "observed": self.observed, "message": self.message}


def compare(expect: list[dict[str, Any]], result: dict[str, Any], n_actions: int | None = None) -> list[Mismatch]:
    """Every mismatch between a fixture's expectations and an engine's result.

    ``result`` is the engine's answer: ``{"observations": {label: snapshot}, "actions": [...]}``.
    """
    out: list[Mismatch] = []
    observations = result.get("observations") or {}
    outcomes = result.get("actions") or []
    expected_refused = {e["action"] for e in expect if "action" in e and e.get("outcome") == "refused"}
    for exp in expect:
        if "action" in exp:
            out.extend(_compare_action(exp, outcomes))
            continue
        label = exp["at"]
        snap = observations.get(label)
        if snap is None:
            out.append(Mismatch(exp, "at", label, None,
                                f'the engine reported no observation labelled "{label}"'))
            continue
        if "object" in exp:
            out.extend(_compare_object(exp, snap))
        elif "player" in exp:
            out.extend(_compare_player(exp, snap))
        else:
            out.extend(_compare_game(exp, snap, observations))
    # Implicit expectation: actions not expected to be refused are accepted.
    for i, outcome in enumerate(outcomes):
        if i in expected_refused or outcome is None:
            continue
        if not outcome.get("ok", False):
            reason = outcome.get("refused") or outcome.get("error") or "no reason given"
            out.append(Mismatch({"action": i, "outcome": "ok"}, "outcome", "ok", "refused",
                                f"action {i} was refused ({reason}), but the fixture expects it to be legal"))
    return out


def _compare_action(exp: dict[str, Any], outcomes: list[Any]) -> list[Mismatch]:
    i = exp["action"]
    if i >= len(outcomes) or outcomes[i] is None:
        return [Mismatch(exp, "outcome", exp["outcome"], None, f"the engine reported no outcome for action {i}")]
    got = "ok" if outcomes[i].get("ok") else "refused"
    if got != exp["outcome"]:
        detail = "" if got == "ok" else f" ({outcomes[i].get('refused')})"
        return [Mismatch(exp, "outcome", exp["outcome"], got,
                         f"action {i}: expected {exp['outcome']}, the engine's answer was {got}{detail}")]
    return []


def _compare_object(exp: dict[str, Any], snap: dict[str, Any]) -> list[Mismatch]:
    oid = exp["object"]
    obj = (snap.get("objects") or {}).get(oid)
    out: list[Mismatch] = []
    exists_expected = exp.get("exists", True)
    exists = obj is not None and obj.get("zone") not in (None, "nowhere")
    if "exists" in exp and exists != exists_expected:
        where = obj.get("zone") if obj else None
        out.append(Mismatch(exp, "exists", exists_expected, exists,
                            f'"{oid}" {"still exists (" + str(where) + ")" if exists else "does not exist"}'))
        return out
    if not exists_expected:
        return out
    if obj is None:
        return [Mismatch(exp, "object", oid, None, f'the engine reported nothing about object "{oid}"')]
    names = tuple(n for n in (obj.get("name"),) if n)
    for key, want in exp.items():
        if key in ("at", "object", "exists"):
            continue
        have = obj.get(key)
        if key in SET_FIELDS:
            ok, msg = _compare_set(want, have)
        elif key == "abilities":
            ok, msg = _compare_abilities(want, have, names)
        elif key == "counters":
            ok, msg = _compare_counters(want, have)
        else:
            ok, msg = want == have, ""
        if not ok:
            out.append(Mismatch(exp, key, want, have,
                                f'"{oid}" {key}: expected {_show(want)}, observed {_show(have)}{msg}'))
    return out


def _compare_player(exp: dict[str, Any], snap: dict[str, Any]) -> list[Mismatch]:
    pid = exp["player"]
    player = (snap.get("players") or {}).get(pid)
    if player is None:
        return [Mismatch(exp, "player", pid, None, f"the engine reported nothing about player {pid}")]
    out = []
    for key, want in exp.items():
        if key in ("at", "player"):
            continue
        have = player.get(key)
        msg = ""
        if key == "mana_pool":
            ok = _mana_multiset(want) == _mana_multiset(have) if isinstance(have, str) else False
        elif key == "abilities":
            ok, msg = _compare_abilities(want, have, ())
        elif key == "permanents":
            have = _count_permanents(snap, pid, want)
            ok = have == want["count"]
            if not ok:
                out.append(Mismatch(exp, key, want["count"], have,
                                    f"{pid} controls {_describe_permanents(want)}: expected {want['count']}, "
                                    f"observed {have}"))
            continue
        else:
            ok = want == have
        if not ok:
            out.append(Mismatch(exp, key, want, have,
                                f"{pid} {key}: expected {_show(want)}, observed {_show(have)}{msg}"))
    return out


def _count_permanents(snap: dict[str, Any], pid: str, want: dict[str, Any]) -> int:
    """The objects reported on the battlefield under ``pid``'s control that fit ``want``'s filter."""
    n = 0
    counted: set[str] = set()
    for oid, obj in (snap.get("objects") or {}).items():
        if obj.get("zone") != "battlefield" or obj.get("controller") != pid:
            continue
        if "card_type" in want and want["card_type"] not in (obj.get("card_types") or []):
            continue
        if "token" in want and bool(obj.get("token")) != want["token"]:
            continue
        if obj.get("melded_with") and obj.get("melded_with") in counted:
            continue  # 712.4a: the two cards of a melded permanent are one permanent
        counted.add(oid)
        n += 1
    return n


def _describe_permanents(want: dict[str, Any]) -> str:
    kind = want.get("card_type", "permanent")
    return f"{'nontoken ' if want.get('token') is False else ''}{kind}{' token' if want.get('token') else ''}s"


def _mana_multiset(symbols: str) -> list[str]:
    """'{G}{W}{G}' -> ['G', 'G', 'W']: a mana pool compares as a multiset of mana symbols."""
    return sorted(s.upper() for s in re.findall(r"\{([^}]+)\}", symbols))


def _compare_game(exp: dict[str, Any], snap: dict[str, Any],
                  observations: dict[str, Any] | None = None) -> list[Mismatch]:
    out = []
    for key, want in exp.items():
        if key == "at":
            continue
        if key == "stack_size":
            have = len(snap.get("stack") or [])
        elif key == "created":  # objects reported now, still existing, that weren't at `since`
            since = (observations or {}).get(want["since"])
            if not isinstance(since, dict):
                out.append(Mismatch(exp, "created", want["count"], None,
                                    f'the engine reported no observation labelled "{want["since"]}"'))
                continue
            before = since.get("objects") or {}
            new = sorted(oid for oid, o in (snap.get("objects") or {}).items()
                         if isinstance(o, dict) and o.get("zone") is not None and oid not in before)
            if len(new) != want["count"]:
                out.append(Mismatch(exp, "created", want["count"], len(new),
                                    f"objects the action created: expected {want['count']}, observed {len(new)}"
                                    + (f" ({', '.join(new)})" if new else "")))
            continue
        elif key == "turn":  # the fields named: the active player, the step or phase
            turn = snap.get("turn") if isinstance(snap.get("turn"), dict) else {}
            for field, value in want.items():
                if turn.get(field) != value:
                    label = "active player" if field == "active" else "step"
                    out.append(Mismatch(exp, f"turn.{field}", value, turn.get(field),
                                        f"{label}: expected {_show(value)}, observed {_show(turn.get(field))}"))
            continue
        elif key == "game":  # the fields named: whether the game is over, who won (null: none, a draw)
            game = snap.get("game") if isinstance(snap.get("game"), dict) else {}
            for field, value in want.items():
                if field not in game:
                    out.append(Mismatch(exp, f"game.{field}", value, None,
                                        f"game.{field}: expected {_show(value)}, not reported by the engine"))
                elif game[field] != value:
                    label = "game over" if field == "over" else "winner"
                    out.append(Mismatch(exp, f"game.{field}", value, game[field],
                                        f"{label}: expected {_show(value)}, observed {_show(game[field])}"))
            continue
        else:
            have = snap.get(key)
        if want != have:
            out.append(Mismatch(exp, key, want, have, f"{key}: expected {_show(want)}, observed {_show(have)}"))
    return out


def _as_set(value: Any) -> set:
    return set(value or [])


def _compare_set(want: Any, have: Any) -> tuple[bool, str]:
    have_s = _as_set(have)
    if isinstance(want, dict):
        missing = [v for v in want.get("includes", []) if v not in have_s]
        present = [v for v in want.get("excludes", []) if v in have_s]
        if missing or present:
            parts = []
            if missing:
                parts.append(f"missing {', '.join(missing)}")
            if present:
                parts.append(f"unexpectedly has {', '.join(present)}")
            return False, f" ({'; '.join(parts)})"
        return True, ""
    return _as_set(want) == have_s, ""


def _compare_abilities(want: Any, have: Any, names: tuple[str, ...]) -> tuple[bool, str]:
    have_n = [normalize_ability(a, names) for a in (have or [])]
    if isinstance(want, dict):
        missing = [w for w in want.get("includes", []) if normalize_ability(w, names) not in have_n]
        present = [w for w in want.get("excludes", []) if normalize_ability(w, names) in have_n]
        if missing or present:
            parts = []
            if missing:
                parts.append("missing " + "; ".join(_show(m) for m in missing))
            if present:
                parts.append("unexpectedly has " + "; ".join(_show(p) for p in present))
            return False, f" ({' / '.join(parts)})"
        return True, ""
    want_n = sorted(normalize_ability(w, names) for w in want)
    return want_n == sorted(have_n), ""


def _compare_counters(want: Any, have: Any) -> tuple[bool, str]:
    have_c = {k: v for k, v in (have or {}).items() if v}
    if isinstance(want, dict) and set(want) == {"includes"}:
        bad = {k: v for k, v in want["includes"].items() if have_c.get(k, 0) != v}
        return not bad, ""
    want_c = {k: v for k, v in (want or {}).items() if v}
    return want_c == have_c, ""


def _show(value: Any) -> str:
    """A value as people (and JSON) write it: never a Python repr such as ['green'] or {'a': 1}."""
    if isinstance(value, str):
        return f'"{value}"'
    if value is None:
        return "none"
    if isinstance(value, bool):
        return str(value).lower()
    if isinstance(value, (list, tuple, dict)):
        return json.dumps(value, ensure_ascii=False)
    return str(value)
