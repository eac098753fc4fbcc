"""State-based actions of the reference engine beyond the scenarios: a player's loss (704.5a, 704.5b) and
the game's end (104.2a, 104.4a)."""

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.state.game import BadFixture
from mtg_reference_engine.state.support import Unsupported
from mtg_reference_engine.engine.engine import run_fixture

POOL = load_pool()


def payload(objects, actions, life=(20, 20)):
    names = sorted({o["card"] for o in objects})
    return {"id": "unit/sba", "requires": [], "cards": [POOL[n] for n in names],
            "setup": {"players": [{"id": "alice", "life": life[0]}, {"id": "bob", "life": life[1]}],
                      "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects},
            "actions": actions}


def test_drawing_from_an_empty_library_loses_the_game():
    objects = [{"id": "study", "card": "Careful Study", "zone": "hand", "owner": "alice"},
               {"id": "top", "card": "Island", "zone": "library", "owner": "alice"}]
    actions = [{"do": "cast", "player": "alice", "object": "study", "costs": "assume_paid"},
               {"do": "resolve", "choices": [{"kind": "discard", "choice": ["top"]}]},
               {"do": "observe", "label": "end"}]
    reply = run_fixture(payload(objects, actions))
    assert reply["actions"][1] == {"ok": True}, reply["actions"]
    assert reply["observations"]["end"]["players"]["alice"]["lost"] is True  # drew 2 from a library of 1
    assert reply["observations"]["end"]["players"]["bob"]["lost"] is False


def test_a_library_big_enough_does_not_lose():
    objects = [{"id": "study", "card": "Careful Study", "zone": "hand", "owner": "alice"},
               {"id": "a", "card": "Island", "zone": "library", "owner": "alice"},
               {"id": "b", "card": "Island", "zone": "library", "owner": "alice"}]
    actions = [{"do": "cast", "player": "alice", "object": "study", "costs": "assume_paid"},
               {"do": "resolve", "choices": [{"kind": "discard", "choice": ["a", "b"]}]},
               {"do": "observe", "label": "end"}]
    reply = run_fixture(payload(objects, actions))
    assert reply["observations"]["end"]["players"]["alice"]["lost"] is False


def test_zero_life_loses_the_game():
    objects = [{"id": "bolt", "card": "Burst Lightning", "zone": "hand", "owner": "alice"}]
    actions = [{"do": "cast", "player": "alice", "object": "bolt", "targets": [{"player": "bob"}],
                "costs": "assume_paid"},
               {"do": "resolve"}, {"do": "observe", "label": "end"}]
    reply = run_fixture(payload(objects, actions, life=(20, 2)))
    assert reply["observations"]["end"]["players"]["bob"]["life"] == 0
    assert reply["observations"]["end"]["players"]["bob"]["lost"] is True


def _counters_after(objects, actions):
    reply = run_fixture(payload(objects, actions + [{"do": "observe", "label": "end"}]))
    assert all(o == {"ok": True} for o in reply["actions"]), reply["actions"]
    return reply["observations"]["end"]


def test_putting_counters_adds_to_those_of_the_same_kind():
    objects = [{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                "controller": "alice", "counters": {"+1/+1": 1, "fade": 2}}]
    end = _counters_after(objects, [{"do": "put_counters", "object": "bears", "counters": {"+1/+1": 2, "time": 1}}])
    assert end["objects"]["bears"]["counters"] == {"+1/+1": 3, "fade": 2, "time": 1}


def test_equal_plus_and_minus_counters_annihilate_entirely_and_leave_other_kinds():
    # 704.5q: N of each removed, N the smaller number; a third kind stays.
    objects = [{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                "controller": "alice", "counters": {"+1/+1": 2, "fade": 1}}]
    end = _counters_after(objects, [{"do": "put_counters", "object": "bears", "counters": {"-1/-1": 2}}])
    assert end["objects"]["bears"]["counters"] == {"fade": 1}
    assert end["objects"]["bears"]["zone"] == "battlefield"


def test_more_minus_counters_than_plus_kill_after_annihilating():
    objects = [{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice",
                "controller": "alice", "counters": {"+1/+1": 1}}]
    end = _counters_after(objects, [{"do": "put_counters", "object": "bears", "counters": {"-1/-1": 3}}])
    assert end["objects"]["bears"]["zone"] == "graveyard"  # 0/0 with the counters applied: 704.5f


def test_putting_counters_on_a_card_in_hand_is_a_fixture_error():
    objects = [{"id": "bears", "card": "Grizzly Bears", "zone": "hand", "owner": "alice"}]
    with pytest.raises(BadFixture, match='"bears" is in the hand'):
        run_fixture(payload(objects, [{"do": "put_counters", "object": "bears", "counters": {"+1/+1": 1}}]))


def test_the_game_ends_when_a_player_loses_and_no_action_follows():
    objects = [{"id": "bolt", "card": "Burst Lightning", "zone": "hand", "owner": "alice"},
               {"id": "bolt2", "card": "Burst Lightning", "zone": "hand", "owner": "alice"}]
    actions = [{"do": "observe", "label": "start"},
               {"do": "cast", "player": "alice", "object": "bolt", "targets": [{"player": "bob"}],
                "costs": "assume_paid"},
               {"do": "resolve"}, {"do": "observe", "label": "end"},
               {"do": "cast", "player": "alice", "object": "bolt2", "targets": [{"player": "bob"}],
                "costs": "assume_paid"},
               {"do": "next_step"}, {"do": "observe", "label": "after"}]
    reply = run_fixture(payload(objects, actions, life=(20, 2)))
    assert reply["observations"]["start"]["game"] == {"over": False, "winner": None}
    assert reply["observations"]["end"]["game"] == {"over": True, "winner": "alice"}  # 104.2a
    for i in (4, 5):
        assert reply["actions"][i]["ok"] is False
        assert reply["actions"][i]["refused"] == "the game is over (104.2a): alice won; no action can be taken"
    assert reply["observations"]["after"]["players"]["bob"]["life"] == 0
    assert reply["observations"]["after"]["turn"]["step"] == "precombat_main"


def test_a_loss_with_two_players_left_is_unsupported():
    """800.4a (a player leaving a multiplayer game) isn't implemented: the engine says so."""
    objects = [{"id": "bolt", "card": "Burst Lightning", "zone": "hand", "owner": "alice"}]
    p = payload(objects, [{"do": "cast", "player": "alice", "object": "bolt", "targets": [{"player": "bob"}],
                           "costs": "assume_paid"}, {"do": "resolve"}], life=(20, 2))
    p["setup"]["players"].append({"id": "carol", "life": 20})
    with pytest.raises(Unsupported, match="800.4a"):
        run_fixture(p)
