"""Who can see an object's face (400.2, 401.2, 402.3, 406.3, 708.5, 722.4): the observation's
``visible_to``.

400.2: in the public zones (battlefield, stack, graveyard, exile, command) all players see the faces
of cards, except cards a rule or effect keeps face down. 401.2: no player looks at a library's cards.
402.3: a player may look at their own hand at any time, not at another player's. 708.5: a face-down
spell or permanent can be looked at by its controller; 406.3: a card exiled face down by no one,
except as its instructions allow (702.143a: the player who foretold a card may look at it). 722.4:
what a controlled player could see, the player controlling them sees too.

The engine reports ``None`` (nothing) where it doesn't know: a face-down card in exile or elsewhere
that isn't a foretold card, and any card while a static ability that reveals hands or libraries
("play with your hand revealed", "look at the top card of your library any time") is on the
battlefield — it doesn't follow those, so it says nothing rather than something wrong.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .player_control import controller_of_player

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

PUBLIC = ("battlefield", "stack", "graveyard", "exile", "command")
_REVEALING = ("revealed", "look at the top card", "look at cards", "look at the cards")


def visible_to(game: "Game", obj: "GameObject", revealing: bool) -> list[str] | None:
    """The players who can see the object's face now, or None where the engine doesn't know
    (``revealing``: :func:`revealing_statics` of the game, computed once per observation)."""
    if revealing:
        return None
    players = list(game.players)
    if obj.zone in PUBLIC and not obj.face_down:
        return players  # 400.2
    if obj.zone == "library":
        return []  # 401.2
    if obj.zone == "hand":
        return _with_controllers(game, [obj.owner])  # 402.3, 722.4
    if obj.face_down and obj.zone in ("battlefield", "stack"):
        return _with_controllers(game, [obj.controller])  # 708.5, 722.4
    if obj.face_down and obj.zone == "exile" and getattr(obj, "foretold", None):
        return _with_controllers(game, [obj.owner])  # 702.143a, 722.4
    return None


def _with_controllers(game: "Game", seers: list[str]) -> list[str]:
    """722.4: information visible to a controlled player is visible to their controller too."""
    out = list(seers)
    for p in seers:
        c = controller_of_player(game, p)
        if c not in out:
            out.append(c)
    return out


def revealing_statics(game: "Game") -> bool:
    """A permanent whose text reveals cards in a hidden zone or lets a player look at them."""
    for o in game.objects.values():
        if o.zone == "battlefield" and not o.face_down:
            for a in game.chars(o).abilities:
                text = a.text.lower()
                if a.kind != "triggered" and a.kind != "activated" and any(w in text for w in _REVEALING):
                    return True
    return False
