"""Games of the reference engine built by hand for unit tests: ``game_with`` sets one up from
card-pool cards, and ``Match`` drives it action by action as the engine runs a fixture (a refused
action changes nothing)."""

from __future__ import annotations

import copy
from typing import Any

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.engine import perform
from mtg_reference_engine.state.game import Game

POOL = load_pool()


def game_with(*objects: dict[str, Any]) -> Game:
    """A two-player game in alice's precombat main phase with these objects (on the battlefield and
    owned by alice unless they say otherwise), each a card of the pool."""
    setup = {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "turn": {"active": "alice", "step": "precombat_main"},
             "objects": [{"owner": "alice", "zone": "battlefield", **o} for o in objects]}
    return Game(setup, {name: POOL[name] for name in {o["card"] for o in objects}})


class Match:
    def __init__(self, game: Game) -> None:
        self.game = game

    def __getattr__(self, name: str) -> Any:  # the game's own queries (players, obj, chars...)
        return getattr(self.game, name)

    def perform(self, action: dict[str, Any]) -> dict[str, Any]:
        saved = copy.deepcopy(self.game)
        outcome = perform(self.game, action)
        if not outcome["ok"]:
            self.game = saved
        return outcome

    do = perform

    def ok(self, action: dict[str, Any]) -> None:
        outcome = self.perform(action)
        assert outcome == {"ok": True}, outcome

    def refused(self, action: dict[str, Any]) -> str:
        outcome = self.perform(action)
        assert not outcome["ok"], "the action was expected to be refused"
        return outcome["refused"]

    def chars(self, obj: Any):
        """The characteristics of an object, given by id or as the game object."""
        return self.game.chars(self.game.obj(obj) if isinstance(obj, str) else obj)

    def pt(self, obj_id: str) -> tuple[int | None, int | None]:
        ch = self.chars(obj_id)
        return ch.power, ch.toughness

    def zone(self, obj_id: str) -> str:
        return self.game.obj(obj_id).zone

    def life(self, player: str) -> int:
        return self.game.players[player].life
