"""State-based actions of the reference engine beyond the scenarios: a player's loss (704.5a, 704.5b)."""

from mtg_conformance.cardpool import load_pool
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
