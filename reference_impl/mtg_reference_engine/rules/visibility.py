"""Who can see an object's face (400.2, 401.2, 402.3, 406.3, 708.5, 722.4): the observation's
``visible_to``.

400.2: in the public zones (battlefield, stack, graveyard, exile, command) all players see the faces
of cards, except cards a rule or effect keeps face down. 401.2: no player looks at a library's cards.
402.3: a player may look at their own hand at any time, not at another player's. 708.5: a face-down
spell or permanent can be looked at by its controller; 406.3: a card exiled face down by no one,
except as its instructions allow (702.143a: the player who foretold a card may look at it). 722.4:
what a controlled player could see, the player controlling them sees too.

Static abilities that reveal cards of hidden zones to all players: "<players> play with their hands
revealed" (Telepathy) and "Play with the top card of your library revealed" / "Players play with the
top card of their libraries revealed" (read from their trees). The engine reports ``None`` (nothing)
where it doesn't know: a face-down card other than a face-down permanent, spell or foretold card, and
every card while some other static ability on the battlefield reveals cards or lets a player look at
them — it doesn't follow those, so it says nothing rather than something wrong.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from ..text import nodes as N
from .player_control import controller_of_player

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

PUBLIC = ("battlefield", "stack", "graveyard", "exile", "command")
_REVEALING = ("revealed", "look at the top card", "look at cards", "look at the cards", "look at that card",
              "look at face-down")


@dataclass
class Reveals:
    """What the statics on the battlefield reveal: whose hands and library tops, or ``unknown``."""
    unknown: bool = False
    hands: set[str] = field(default_factory=set)
    tops: set[str] = field(default_factory=set)


def revealing_statics(game: "Game") -> Reveals:
    """Computed once per observation."""
    out = Reveals()
    for o in game.objects.values():
        if o.zone != "battlefield" or o.face_down:
            continue
        for a in game.chars(o).abilities:
            if a.kind in ("triggered", "activated") or not any(w in a.text.lower() for w in _REVEALING):
                continue
            tree = a.spec.get("tree") if isinstance(a.spec, dict) else None
            effects = getattr(tree, "effects", None) if isinstance(tree, N.Static) and tree.condition is None else None
            if not effects or not all(_read(game, e, o.controller, out) for e in effects):
                out.unknown = True
    return out


def _read(game: "Game", e: object, you: str, out: Reveals) -> bool:
    if not isinstance(e, N.Phrase):
        return False
    if e.kind == "reveal_top" and not e.parts:  # "Play with the top card of your library revealed."
        out.tops.add(you)
        return True
    if e.kind == "reveal_top_each" and not e.parts:  # "Players play with the top card of their libraries revealed."
        out.tops.update(game.players)
        return True
    if e.kind == "hands_revealed" and len(e.parts) == 1 and isinstance(e.parts[0], N.Player) and not e.parts[0].parts:
        who = e.parts[0].who
        if who in ("your_opponents", "each_opponent"):
            out.hands.update(p for p in game.players if p != you)
        elif who == "you":
            out.hands.add(you)
        elif who == "each_player":
            out.hands.update(game.players)
        else:
            return False
        return True
    return False


def visible_to(game: "Game", obj: "GameObject", reveals: Reveals) -> list[str] | None:
    """The players who can see the object's face now, or None where the engine doesn't know."""
    if reveals.unknown:
        return None
    players = list(game.players)
    if obj.zone in PUBLIC and not obj.face_down:
        return players  # 400.2
    if obj.zone == "library":
        if obj.owner in reveals.tops and _is_top(game, obj):
            return players
        return []  # 401.2
    if obj.zone == "hand":
        return players if obj.owner in reveals.hands else _with_controllers(game, [obj.owner])  # 402.3, 722.4
    if obj.face_down and obj.zone in ("battlefield", "stack"):
        return _with_controllers(game, [obj.controller])  # 708.5, 722.4
    if obj.face_down and obj.zone == "exile" and getattr(obj, "foretold", None):
        return _with_controllers(game, [obj.owner])  # 702.143a, 722.4
    return None


def _is_top(game: "Game", obj: "GameObject") -> bool:
    from .zone_effects import library

    return library(game, obj.owner)[:1] == [obj]


def _with_controllers(game: "Game", seers: list[str]) -> list[str]:
    """722.4: information visible to a controlled player is visible to their controller too."""
    out = list(seers)
    for p in seers:
        c = controller_of_player(game, p)
        if c not in out:
            out.append(c)
    return out
