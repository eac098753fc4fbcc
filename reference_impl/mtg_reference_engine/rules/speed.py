"""Speed (702.179, "Start your engines!") and the keyword abilities written "[Keyword] — [ability]"
(branch kw3): boast (702.142a), exhaust (702.177a) and max speed (702.178a). The grammar keeps such
a word as the line's label (text/normalize.split_ability_word, as an ability word, 207.2c, which
has no rules meaning); text/lowering.tree_ability marks a label that is a keyword
(``spec["keyword_word"]``) and support refuses it unless a module executes that keyword here.

* 702.179a: a player who controls a permanent with start your engines! and has no speed gets speed
  1 — a state-based action (checked with them, before a player would receive priority, 704.3).
* 702.179d: "Whenever one or more opponents lose life during your turn, if your speed is less than 4,
  your speed increases by 1. This ability triggers only once each turn." — an inherent triggered
  ability with no source, controlled by the player (it uses the stack). 119.3: any decrease of a
  life total is a loss of life (damage, "loses life", paying life, a total set lower, 119.5):
  Player.life_losses counts them (state/game.py); each opponent's count is compared with the
  last one seen, at each check and as the turn ends.
* 702.178a: "Max speed — [Ability]" means "As long as your speed is 4, this object has [ability]" —
  a layer 6 effect (613.1f) with the object's timestamp, taking the ability away while its
  controller's (owner's, off the battlefield and stack) speed is less than 4. Only activated, mana
  and triggered abilities (a gated static ability is refused).
* 702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once."
  (spec["once"], rules/casting.activate); 702.142a: "Boast — [Cost]: [Effect]" means "[Cost]:
  [Effect]. Activate only if this creature attacked this turn and only once each turn."
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides
from ..state.support import Unsupported, checks, executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "start your engines!", "max speed", "exhaust", "boast")
KINDS = ("speed_increase",)
MAX = 4  # 702.179d, 702.179e

#: 702.179d: the inherent triggered ability (no source; its controller is the player with speed)
SPEED_TRIGGER = Ability("Whenever one or more opponents lose life during your turn, if your speed is less than 4, "
                        "your speed increases by 1. This ability triggers only once each turn.", "triggered",
                        {"effect": {"type": "speed_increase", "targets": []}})


def _activated(spec: dict[str, Any]) -> bool:
    return "cost" in spec and "produce" not in spec  # an activated ability that isn't a mana ability


# branch castfrom: an exhaust mana ability is activated only once too (rules/exhaust_permissions.py, mana.py)
checks("keyword", "exhaust", lambda spec: None if "cost" in spec else "exhaust of other than an activated ability is not executed")
checks("keyword", "boast", lambda spec: None if _activated(spec) else "boast of other than an activated ability is not executed")
checks("keyword", "max speed", lambda spec: None if "cost" in spec or spec.get("event") == "tree"
       else "a max speed static ability is not executed")


def speed(game: "Game", player: str) -> int | None:
    """702.179b: None while the player has no speed (0 for effects that refer to it, 702.179f)."""
    return game.__dict__.get("speeds", {}).get(player)


def _set(game: "Game", player: str, value: int) -> None:
    game.speeds = {**game.__dict__.get("speeds", {}), player: value}


def state_based(game: "Game") -> None:
    """702.179a: the state-based action (performed with the others, before them here: nothing they
    do depends on it, and its condition is read as they are checked)."""
    for pid, player in game.players.items():
        if player.lost or speed(game, pid) is not None:
            continue
        if any(p.controller == pid and _has(game, p, "start your engines!") for p in game.battlefield()):
            _set(game, pid, 1)


def _has(game: "Game", obj: "GameObject", keyword: str) -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") == keyword for a in game.chars(obj).abilities)


def check_life_loss(game: "Game") -> None:
    """702.179d: the trigger, when an opponent of the active player lost life since the last check
    and that player has speed; once each turn."""
    seen = dict(game.__dict__.get("life_losses_seen", {}))
    counts = {pid: p.__dict__.get("life_losses", 0) for pid, p in game.players.items()}
    lost = [pid for pid, n in counts.items() if n > seen.get(pid, 0)]
    if counts != seen:
        game.life_losses_seen = counts
    you = game.active
    if not lost or not any(pid in game.opponents(you) for pid in lost) or not speed(game, you):
        return
    if game.__dict__.get("speed_triggered_turn") == game.turn_number:
        return  # "This ability triggers only once each turn."
    if speed(game, you) >= MAX:
        return  # 603.4: the intervening "if"
    game.speed_triggered_turn = game.turn_number
    game.pending_triggers.append({"source": None, "source_incarnation": None, "controller": you,
                                  "ability": SPEED_TRIGGER})


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    """702.179d: "if your speed is less than 4" again as it resolves (603.4); "increases by 1"."""
    now = speed(game, item.controller)
    if now is None:
        _set(game, item.controller, 1)  # 702.179c
    elif now < MAX:
        _set(game, item.controller, now + 1)


# -- "Max speed — [ability]" (702.178a) ---------------------------------------------------------------

def _printed_max_speed(obj: "GameObject") -> bool:
    faces = [obj.base] + ([obj.back] if getattr(obj, "back", None) is not None else [])
    return any(a.spec.get("keyword_word") == "max speed" for f in faces for a in f.abilities)


def _in_game(game: "Game") -> bool:
    """Whether any object of this game has a max speed ability printed (a copy's is one of these)."""
    key = len(game.objects)
    kept = game.__dict__.get("_max_speed_in_game")
    if kept is None or kept[0] != key:
        kept = (key, any(_printed_max_speed(o) for o in game.objects.values()))
        object.__setattr__(game, "_max_speed_in_game", kept)  # a cache of the printed cards, not game state
    return kept[1]


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if not _in_game(game):
        return []
    you = obj.controller if obj.zone in ("battlefield", "stack") and obj.controller else obj.owner
    if (speed(game, you) or 0) >= MAX:
        return []

    def gate(ch: Any, o: "GameObject") -> None:
        ch.abilities = [a for a in ch.abilities if a.spec.get("keyword_word") != "max speed"]

    return [ContinuousEffect("6", getattr(obj, "timestamp", 0), {(obj.id, obj.incarnation)}, gate,
                             source=obj.id, description="max speed: not at max speed (702.178a)")]


provides(_effects, "6")


# -- boast (702.142a) ---------------------------------------------------------------------------------

def check_boast(game: "Game", obj: "GameObject") -> None:
    """702.142a: "Activate only if this creature attacked this turn" (the "only once each turn" is
    spec["once_each_turn"]). This object (400.7) was declared as an attacker this turn (508.1); in
    the turn a fixture begins in, an attack before it began is not stated: refused, not guessed."""
    from ..state.game import Illegal
    from .turn_history import FIXTURE_TURN

    attacked = any(a["turn"] == game.turn_number and a["object"] == obj.id
                   and a.get("incarnation", obj.incarnation) == obj.incarnation
                   for a in game.__dict__.get("attacked_with", []))
    if attacked:
        return
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("whether this creature attacked this turn before the fixture began is not stated: not guessed")
    raise Illegal(f'"{obj.id}" didn\'t attack this turn: its boast ability can\'t be activated (702.142a)')
