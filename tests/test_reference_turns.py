"""The reference engine moving on to the next turn (500.1, 502-504) beyond the scenarios."""

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.engine import run_fixture
from mtg_reference_engine.state.game import BadFixture, MissingChoice

POOL = load_pool()


def payload(objects, actions, step="cleanup", players=("alice", "bob")):
    names = sorted({o["card"] for o in objects})
    return {"id": "unit/turns", "requires": [], "cards": [POOL[n] for n in names],
            "setup": {"players": [{"id": p, "life": 20} for p in players],
                      "turn": {"active": "alice", "step": step}, "objects": objects},
            "actions": actions + [{"do": "observe", "label": "end"}]}


def island(oid, owner, zone="library"):
    return {"id": oid, "card": "Island", "zone": zone, "owner": owner}


def test_next_step_from_cleanup_is_the_next_players_upkeep_with_their_permanents_untapped():
    objects = [dict(island("a", "alice", "battlefield"), controller="alice", tapped=True),
               dict(island("b", "bob", "battlefield"), controller="bob", tapped=True)]
    reply = run_fixture(payload(objects, [{"do": "next_step"}]))
    end = reply["observations"]["end"]
    assert reply["actions"][0] == {"ok": True}
    assert end["turn"] == {"active": "bob", "step": "upkeep"}  # 502.4: no priority in untap
    assert end["objects"]["a"]["tapped"] is True and end["objects"]["b"]["tapped"] is False  # 502.3


def test_turn_order_wraps_around_after_the_last_player():
    reply = run_fixture(payload([], [{"do": "next_step"}], players=("bob", "carol", "alice")))
    assert reply["observations"]["end"]["turn"]["active"] == "bob"  # after the last in turn order, the first


def test_the_draw_step_draws_the_top_card_and_an_empty_library_loses():
    objects = [island("x", "bob")]
    actions = [{"do": "next_step"}, {"do": "next_step"}]  # cleanup -> bob's upkeep -> bob's draw step
    end = run_fixture(payload(objects, actions))["observations"]["end"]
    assert end["turn"] == {"active": "bob", "step": "draw"}
    assert end["objects"]["x"]["zone"] == "hand"
    end = run_fixture(payload([], actions))["observations"]["end"]
    assert end["players"]["bob"]["lost"] is True  # 121.4, 704.5b
    assert end["game"] == {"over": True, "winner": "alice"}  # 104.2a


def test_passing_on_stops_where_a_player_loses_the_game():
    actions = [{"do": "pass_to_step", "step": "end", "next_turn": True}, {"do": "next_step"}]
    reply = run_fixture(payload([], actions, step="postcombat_main"))
    assert reply["actions"][0] == {"ok": True}  # the action that ended the game stands
    assert reply["actions"][1]["ok"] is False and "104.2a" in reply["actions"][1]["refused"]
    assert reply["observations"]["end"]["turn"] == {"active": "bob", "step": "draw"}  # nothing further happened


def test_pass_to_step_into_the_next_turn_and_not_to_its_untap_step():
    actions = [{"do": "pass_to_step", "step": "precombat_main", "next_turn": True}]
    # bob has a card to draw: from an empty library he would lose in his draw step, ending the game (104.2a)
    end = run_fixture(payload([island("x", "bob")], actions, step="postcombat_main"))["observations"]["end"]
    assert end["turn"] == {"active": "bob", "step": "precombat_main"}
    reply = run_fixture(payload([], [{"do": "pass_to_step", "step": "untap", "next_turn": True}]))
    assert reply["actions"][0]["ok"] is False and "502.4" in reply["actions"][0]["refused"]


def test_more_cards_in_hand_than_the_maximum_are_discarded_as_cleanup_begins_the_active_player_choosing():
    objects = [island(f"h{i}", "alice", "hand") for i in range(9)] + [island(f"b{i}", "bob", "hand") for i in range(9)]
    choice = {"kind": "discard", "player": "alice", "choice": ["h0", "h5"]}
    reply = run_fixture(payload(objects, [{"do": "next_step", "choices": [choice]}], step="end"))
    end = reply["observations"]["end"]
    assert reply["actions"][0] == {"ok": True} and end["turn"] == {"active": "alice", "step": "cleanup"}
    assert [o for o, v in end["objects"].items() if v["zone"] == "graveyard"] == ["h0", "h5"]  # 514.1
    assert sum(v["zone"] == "hand" for o, v in end["objects"].items() if o.startswith("b")) == 9  # only the active player
    # the choice is the active player's: one recorded for another player doesn't answer it
    with pytest.raises(MissingChoice, match="by alice"):
        run_fixture(payload(objects, [{"do": "next_step", "choices": [{**choice, "player": "bob"}]}], step="end"))
    # seven cards: nothing to discard, so a recorded discard is a bad fixture
    with pytest.raises(BadFixture):
        run_fixture(payload(objects[:7], [{"do": "next_step", "choices": [{**choice, "choice": ["h0"]}]}], step="end"))
