"""Controlling another player (722) from the grammar's tree: "You control target player during that
player's next turn." — who may make the controlled player's decisions, when the control starts and
ends, and the refusal where the engine can't tell whose a choice is."""

import pytest

from tree_play import card, holds, play, refused

from mtg_reference_engine.state.support import Unsupported

FEARS = card("Test Fears", "You control target player during that player's next turn.", "sorcery", "{7}{B}")

FEAR_NOW = card("Test Fear Now", "You control target player during that player's next turn.", "instant", "{7}{B}")


def start(more: str = "") -> str:
    return GIVEN + more + CAST


GIVEN = """
    Given it is alice's precombat main phase
    And alice has Test Fears in hand as "fears"
    And alice has Forest in library as "forest-a"
    And bob has Forest in library as "forest-b"
    And bob has Lightning Bolt in hand as "bolt"
    And bob controls Grizzly Bears as "bears"
"""
CAST = """
    When alice casts "fears" targeting bob
    And the top of the stack resolves
"""


def _refusal(result: dict, action: int) -> str:
    return result["actions"][action].get("refused", "")


def test_the_controlled_player_cant_decide_for_themselves():
    result, _ = play(start() + """
        And the game proceeds to the next turn's precombat main phase
        When bob casts "bolt" targeting alice
    """, [FEARS])
    assert "bob is controlled by alice" in _refusal(result, 3)


def test_the_controller_decides_for_the_controlled_player():
    holds(start() + """
        And the game proceeds to the next turn's precombat main phase
        When bob casts "bolt" targeting alice
        And alice makes that decision for bob
        And the top of the stack resolves
        Then alice has 17 life
    """, [FEARS])


def test_nobody_controls_bob_before_his_next_turn():
    """722.1: the effect applies to that player's next turn, not the rest of this one."""
    result, _ = play(start() + """
        When bob casts "bolt" targeting alice
        And alice makes that decision for bob
    """, [FEARS])
    assert "alice doesn't control bob" in _refusal(result, 2)
    holds(start() + """
        When bob casts "bolt" targeting alice
        And the top of the stack resolves
        Then alice has 17 life
    """, [FEARS])


def test_the_control_ends_as_the_next_turn_begins():
    """722.1: the controlled player is controlled during the entire turn; the effect ends at the
    beginning of the next turn."""
    holds(start() + """
        And the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        Then it is alice's turn
        When bob casts "bolt" targeting alice
        And the top of the stack resolves
        Then alice has 17 life
    """, [FEARS])


def test_the_controller_still_makes_their_own_decisions():
    """722.8: during bob's controlled turn alice casts her own spells herself."""
    holds(start('    And alice has Lightning Bolt in hand as "alices-bolt"\n') + """
        And the game proceeds to the next turn's precombat main phase
        When alice casts "alices-bolt" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
    """, [FEARS])


def test_the_last_control_effect_created_is_the_one_that_works():
    """722.1a: of two effects controlling bob, the last one created works."""
    result, _ = play("""
        Given it is alice's precombat main phase
        And alice has Test Fears in hand as "fears"
        And bob has Test Fear Now in hand as "bobs-fears"
        And alice has Forest in library as "forest-a"
        And bob has Forest in library as "forest-b"
        And bob has Lightning Bolt in hand as "bolt"
        When alice casts "fears" targeting bob
        And the top of the stack resolves
        When bob casts "bobs-fears" targeting bob
        And the top of the stack resolves
        And the game proceeds to the next turn's precombat main phase
        When bob casts "bolt" targeting alice
        And alice makes that decision for bob
    """, [FEARS, FEAR_NOW])
    assert "alice doesn't control bob" in _refusal(result, 5), result["actions"][5]
    holds(GIVEN + """
        And bob has Test Fear Now in hand as "bobs-fears"
        When alice casts "fears" targeting bob
        And the top of the stack resolves
        When bob casts "bobs-fears" targeting bob
        And the top of the stack resolves
        And the game proceeds to the next turn's precombat main phase
        When bob casts "bolt" targeting alice
        And the top of the stack resolves
        Then alice has 17 life
    """, [FEARS, FEAR_NOW])


def test_a_choice_whose_chooser_the_engine_doesnt_know_is_refused_while_a_player_is_controlled():
    with pytest.raises(Unsupported, match="722.5"):
        play(start('    And bob has Clone in hand as "clone"\n') + """
            And the game proceeds to the next turn's precombat main phase
            When bob casts "clone"
            And alice makes that decision for bob
            And the top of the stack resolves
            And "clone" chooses to copy "bears"
            And alice makes that decision for bob
        """, [FEARS])


def test_other_player_control_wordings_are_refused():
    refused("You control target creature's controller during that player's next turn.", "", spell=True)
    refused("You control each opponent during that player's next turn.", "", spell=True)


# -- who can see an object's face (the observation's visible_to) ------------------------------------

def _seen(script: str, cards=()) -> dict:
    result, _ = play(script + "\n    Then alice has 20 life", list(cards))
    return next(iter(result["observations"].values()))["objects"]


def test_public_zones_hands_and_libraries():
    objects = _seen("""
        Given it is alice's precombat main phase
        And alice controls Grizzly Bears as "bears"
        And alice has Hill Giant in hand as "giant"
        And alice has Forest in library as "forest"
        And bob has Lightning Bolt in graveyard as "bolt"
    """)
    assert sorted(objects["bears"]["visible_to"]) == ["alice", "bob"]  # 400.2
    assert sorted(objects["bolt"]["visible_to"]) == ["alice", "bob"]
    assert objects["giant"]["visible_to"] == ["alice"]  # 402.3
    assert objects["forest"]["visible_to"] == []  # 401.2


def test_statics_revealing_hands_and_library_tops():
    """Telepathy: "Your opponents play with their hands revealed."; Courser of Kruphix: "Play with the
    top card of your library revealed." — those cards are visible to every player."""
    objects = _seen("""
        Given it is alice's precombat main phase
        And alice controls Telepathy as "telepathy"
        And alice controls Courser of Kruphix as "courser"
        And bob has Hill Giant in hand as "giant"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Forest in library as "forest-1"
        And alice has Forest in library as "forest-2"
    """)
    assert sorted(objects["giant"]["visible_to"]) == ["alice", "bob"]
    assert objects["bears"]["visible_to"] == ["alice"]
    tops = {oid: objects[oid]["visible_to"] for oid in ("forest-1", "forest-2")}
    assert sorted(tops.values()) == [[], ["alice", "bob"]], tops


def test_a_static_letting_a_player_look_makes_the_engine_report_nothing():
    """The engine doesn't follow other statics that show hidden cards: it reports no visible_to then."""
    seer = card("Test Seer", "You may look at the top card of your library any time.", "enchantment", "{U}")
    try:
        objects = _seen("""
            Given it is alice's precombat main phase
            And alice controls Test Seer as "seer"
            And bob has Hill Giant in hand as "giant"
        """, [seer])
    except Unsupported as exc:  # the line itself isn't implemented: the game is refused
        assert "look at the top card" in str(exc)
    else:
        assert "visible_to" not in objects["giant"]
