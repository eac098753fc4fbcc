"""Activation restrictions read from the tree (602.2, 602.5b): "Any player may activate this
ability.", "Activate only during your turn, before attackers are declared.", "Activate only during
combat.", "Activate no more than twice each turn."."""

from tree_play import card, holds, reason

HYDRA = card("Test Hydra", "{1}: Put a +1/+1 counter on this creature. Any player may activate this ability.",
             "creature", "{G}", "1/1")
PLAIN = card("Test Plain", "{1}: Put a +1/+1 counter on this creature.", "creature", "{G}", "1/1")
EARLY = card("Test Early", "{1}: This creature gets +1/+1 until end of turn. Activate only during your turn, "
             "before attackers are declared.", "creature", "{W}", "1/1")
TWICE = card("Test Twice", "{B}: This creature gets +1/+0 until end of turn. Activate no more than twice each turn.",
             "creature", "{B}", "1/1")


def test_any_player_may_activate_it():
    holds("""
        Given alice controls Test Hydra as "hydra"
        When bob activates the ability of "hydra"
        And the top of the stack resolves
        Then "hydra" has one +1/+1 counter on it
    """, [HYDRA])


def test_without_it_only_the_controller_may():
    holds("""
        Given alice controls Test Plain as "plain"
        When bob activates the ability of "plain"
        Then the action is refused
    """, [PLAIN])


def test_before_attackers_are_declared():
    holds("""
        Given it is alice's precombat main phase
        And alice controls Test Early as "early"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "early"
        And the top of the stack resolves
        Then "early" is 2/2
        When alice attacks bob with "bears"
        And alice activates the ability of "early"
        Then the action is refused
    """, [EARLY])


def test_no_more_than_twice_each_turn():
    holds("""
        Given alice controls Test Twice as "twice"
        When alice activates the ability of "twice"
        And the top of the stack resolves
        And alice activates the ability of "twice"
        And the top of the stack resolves
        Then "twice" is 3/1
        When alice activates the ability of "twice"
        Then the action is refused
    """, [TWICE])


def test_other_restrictions_and_mana_abilities_are_refused():
    assert reason("{T}: Draw a card. Activate no more than four times each turn.", spell=False)
    assert reason("{T}: Add {G}. Any player may activate this ability.", spell=False)


# -- "This land enters tapped unless you have two or more opponents." (614.1c; 102.2) ----------------------

PROMENADE = card("Test Promenade", "This land enters tapped unless you have two or more opponents.\n{T}: Add {G}.",
                 "land", "")


def test_enters_tapped_unless_you_have_two_or_more_opponents_in_a_two_player_game():
    holds("""
        Given it is alice's precombat main phase
        And alice has Test Promenade in hand as "promenade"
        When alice plays "promenade"
        Then "promenade" is tapped
    """, [PROMENADE])


def test_a_count_of_opponents_the_engine_does_not_read_is_refused():
    assert reason("This land enters tapped unless you have X or more opponents.", spell=False)
