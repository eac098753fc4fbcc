"""Goad (701.15) from the grammar's tree: the goaded creature attacks each combat if able until the
goading player's next turn (two-player games)."""

from tree_play import card, holds, reason

TAUNT = card("Test Taunt", "Goad target creature.", "sorcery", "{R}")


def _goaded_on_bobs_turn(then: str) -> str:
    return """
        Given it is alice's precombat main phase
        And alice has Test Taunt in hand as "taunt"
        And alice has Forest in library as "forest-a"
        And bob has Forest in library as "forest-b"
        And bob has Forest in library as "forest-c"
        And bob controls Grizzly Bears as "bears"
        When alice casts "taunt" targeting "bears"
        And the top of the stack resolves
        And the game proceeds to the next turn's precombat main phase
    """ + then


def test_the_goaded_creature_must_attack_on_its_controllers_turn():
    holds(_goaded_on_bobs_turn("""
        When bob declares no attackers
        Then the action is refused
        When bob attacks alice with "bears"
        And the game proceeds to the end of combat step
        Then alice has 18 life
    """), [TAUNT])


def test_goad_ends_as_the_goading_players_next_turn_begins():
    holds(_goaded_on_bobs_turn("""
        When bob attacks alice with "bears"
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's precombat main phase
        When bob declares no attackers
        And the game proceeds to the end of combat step
        Then alice has 18 life
    """), [TAUNT])


def test_goading_something_else_is_refused():
    assert reason("Goad target player.")
