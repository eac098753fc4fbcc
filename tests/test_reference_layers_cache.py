"""The reference engine keeps characteristics until the game's state changes (mtg_reference_engine.state.versioned,
layers.characteristics): every kind of change makes them be computed again, what is kept is what a
fresh computation gives, and no characteristics computation reads the state that is left out of
the version (``UNVERSIONED``)."""

from __future__ import annotations

import copy

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_conformance.runner import load_fixtures, payload
from mtg_reference_engine.state import layers, versioned
from mtg_reference_engine.engine.engine import perform
from mtg_reference_engine.state.game import Game, GameObject
from mtg_reference_engine.state.layers import ContinuousEffect, characteristics
from mtg_reference_engine.engine.observe import snapshot
from tests.engine_match import game_with


def pt(game: Game, obj_id: str) -> tuple[int | None, int | None]:
    ch = game.chars(game.obj(obj_id))
    return ch.power, ch.toughness


def pump(game: Game, obj: GameObject, n: int = 1) -> ContinuousEffect:
    def apply(ch, o):
        ch.power += n
        ch.toughness += n
    return ContinuousEffect("7c", game.next_timestamp(), {(obj.id, obj.incarnation)}, apply)


def test_every_kind_of_change_is_seen_by_the_next_question():
    game = game_with({"id": "bears", "card": "Grizzly Bears"}, {"id": "crusade", "card": "Crusade"},
                     {"id": "knight", "card": "White Knight"},
                     {"id": "strength", "card": "Unholy Strength", "zone": "hand"})
    bears, knight, strength = game.obj("bears"), game.obj("knight"), game.obj("strength")
    assert pt(game, "bears") == (2, 2) and pt(game, "knight") == (3, 3)
    bears.counters["+1/+1"] = 2  # a counter put on it: a dict changed in place
    assert pt(game, "bears") == (4, 4)
    bears.counters.pop("+1/+1")
    assert pt(game, "bears") == (2, 2)
    effect = pump(game, knight)
    game.effects.append(effect)  # an effect begins
    assert pt(game, "knight") == (4, 4)
    effect.affected.add((bears.id, bears.incarnation))  # the set of affected objects, in place
    assert pt(game, "bears") == (3, 3)
    game.effects = [e for e in game.effects if e is not effect]  # it ends
    assert pt(game, "knight") == (3, 3) and pt(game, "bears") == (2, 2)
    strength.zone, strength.controller, strength.attached_to = "battlefield", "alice", "bears"
    strength.timestamp = game.next_timestamp()  # an Aura attached: its static ability applies
    assert pt(game, "bears") == (4, 3)
    strength.attached_to = "knight"  # attached elsewhere
    assert pt(game, "bears") == (2, 2) and pt(game, "knight") == (5, 4)
    game.obj("crusade").zone = "graveyard"  # the anthem leaves
    assert pt(game, "knight") == (4, 3)
    knight.incarnation += 1  # a new object (400.7): effects on the old one stop applying
    game.effects.append(pump(game, knight))
    assert pt(game, "knight") == (5, 4)
    knight.incarnation += 1
    assert pt(game, "knight") == (4, 3)


def test_what_is_not_a_change_keeps_what_was_computed():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    bears = game.obj("bears")
    game.chars(bears)
    at = versioned.version
    bears.zone = "battlefield"  # the same value
    bears.tapped = True  # state no characteristic depends on (GameObject.UNVERSIONED)
    bears.damage = 1
    game.events.append({"type": "noted"})  # Game.UNVERSIONED
    game.lki[("x", 0)] = game.chars(bears)
    # making an effect (the static-ability providers do, while computing)
    ContinuousEffect("7c", 5, {(bears.id, bears.incarnation)}, lambda ch, o: None)
    assert versioned.version == at
    bears.counters["+1/+1"] = 1
    assert versioned.version != at


def test_a_copy_of_the_game_keeps_nothing_and_both_are_right():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    assert pt(game, "bears") == (2, 2)
    saved = copy.deepcopy(game)
    game.obj("bears").counters["+1/+1"] = 1
    assert pt(game, "bears") == (3, 3)
    assert pt(saved, "bears") == (2, 2)
    assert saved.obj("bears").counters == {}


def test_an_answer_is_a_copy_the_asker_may_change():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    ch = game.chars(game.obj("bears"))
    ch.power = 10
    ch.subtypes.append("Wolf")
    assert pt(game, "bears") == (2, 2) and game.chars(game.obj("bears")).subtypes == ["Bear"]


# -- the corpus --------------------------------------------------------------------------------------

@pytest.fixture(scope="module")
def corpus_games():
    """Every corpus fixture's game, played to its end the way the engine plays it (a refused action
    changes nothing), while recording which UNVERSIONED attributes a characteristics computation
    read; fixtures the engine can't play are left out here (the corpus run tests them)."""
    inside = [0]
    read: set[tuple[str, str]] = set()
    saved = {cls: cls.__dict__.get("__getattribute__") for cls in (Game, GameObject)}
    for cls in saved:
        def getattribute(self, name, watched=cls.UNVERSIONED, cls=cls):
            if inside[0] and name in watched:
                read.add((cls.__name__, name))
            return object.__getattribute__(self, name)
        cls.__getattribute__ = getattribute
    compute = layers._compute

    def counted(*args):
        inside[0] += 1
        try:
            return compute(*args)
        finally:
            inside[0] -= 1
    layers._compute = counted
    games = []
    try:
        pool = load_pool()
        loaded, errors = load_fixtures()
        assert loaded and not errors
        for lf in loaded:
            body = payload(lf.data, pool)
            try:
                game = Game(body["setup"], {c["name"]: c for c in body["cards"]})
                for action in body["actions"]:
                    if action["do"] == "observe":
                        snapshot(game)
                        continue
                    before = copy.deepcopy(game)
                    if not perform(game, action)["ok"]:
                        game = before
            except Exception:
                continue
            games.append((lf.data["id"], game))
    finally:
        layers._compute = compute
        for cls, method in saved.items():
            if method is None:
                del cls.__getattribute__
            else:  # pragma: no cover
                cls.__getattribute__ = method
    return games, read


LAYERS = (None, "1b", "2", "4", "5", "6")


def values(ch) -> dict:
    """Characteristics as values (a granted ability is a new Ability object each computation)."""
    return {k: ([(a.kind, a.text) for a in v] if k == "abilities" else values(v) if k == "flip_half" and v else v)
            for k, v in ch.__dict__.items()}


def test_what_is_kept_is_what_a_fresh_computation_gives(corpus_games):
    """At the end of every corpus game, each object's characteristics at every layer asked for, as
    kept, equal those computed afresh (nothing kept)."""
    games, _ = corpus_games
    assert len(games) > 300
    checked = 0
    for fid, game in games:
        objs = [o for o in game.objects.values() if o.zone is not None]
        kept = {(o.id, upto): values(characteristics(game, o, upto)) for o in objs for upto in LAYERS}
        for o in objs:
            for upto in LAYERS:
                game._layer_cache = None
                fresh = values(characteristics(game, o, upto))
                assert fresh == kept[(o.id, upto)], f"{fid}: {o.id} up to layer {upto}"
                checked += 1
    assert checked > 1000


def test_no_characteristics_computation_reads_unversioned_state(corpus_games):
    """The state left out of the version (Game.UNVERSIONED, GameObject.UNVERSIONED) must be state no
    characteristic depends on: computing characteristics never read it, over the whole corpus."""
    games, read = corpus_games
    assert len(games) > 300
    assert not read, f"characteristics read state that doesn't change the version: {sorted(read)}"


@pytest.mark.parametrize("kind", ["effects", "clone"])
def test_a_large_board_is_computed_once_per_change(kind):
    """The cost of a question doesn't grow with the questions already asked: on a board of 60
    permanents, observing it twice in a row computes nothing the second time."""
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "benchmarks"))
    import scaling_fixtures

    body = scaling_fixtures.payload(scaling_fixtures.KINDS[kind](60))
    game = Game(body["setup"], {c["name"]: c for c in body["cards"]})
    first = snapshot(game)
    calls = [0]
    compute = layers._compute

    def counted(*args):
        calls[0] += 1
        return compute(*args)
    layers._compute = counted
    try:
        second = snapshot(game)
    finally:
        layers._compute = compute
    assert calls[0] == 0
    assert first["objects"] == second["objects"]
