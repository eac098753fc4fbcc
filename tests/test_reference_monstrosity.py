"""Monstrosity (701.37) from the grammar's tree: the keyword action, "When this creature becomes
monstrous" and "as long as this creature is monstrous"."""

from tree_play import card, holds, reason

LION = card("Test Lion", "{1}: Monstrosity 2.\nAs long as this creature is monstrous, it has hexproof.\n"
            "When this creature becomes monstrous, you gain 3 life.", "creature", "{G}{W}", "3/3")
HYDRA = card("Test Hydra", "{X}{G}: Monstrosity X.", "creature", "{2}{G}", "3/3")


def test_monstrosity_puts_counters_once_and_triggers_once():
    holds("""
        Given alice controls Test Lion as "lion"
        When alice activates the ability of "lion"
        And the top of the stack resolves
        Then "lion" has two +1/+1 counters on it
        And "lion" triggered once
        And "lion" has the ability "Hexproof"
        When the top of the stack resolves
        Then alice has 23 life
        When alice activates the ability of "lion"
        And the top of the stack resolves
        Then "lion" has two +1/+1 counters on it
        And "lion" did not trigger
        And alice has 23 life
    """, [LION])


def test_not_monstrous_before_the_ability_resolves():
    holds("""
        Given alice controls Test Lion as "lion"
        When alice activates the ability of "lion"
        Then "lion" does not have the ability "Hexproof"
        And "lion" has no counters on it
    """, [LION])


def test_monstrosity_x_uses_the_activations_x():
    holds("""
        Given alice controls Test Hydra as "hydra"
        When alice activates the ability of "hydra" with X = 3
        And the top of the stack resolves
        Then "hydra" has three +1/+1 counters on it
    """, [HYDRA])


def test_other_monstrous_words_are_refused():
    assert reason("Whenever this creature attacks, if target creature is monstrous, draw a card.", spell=False)


STORE = card("Test Storage", "At the beginning of your upkeep, if this artifact is tapped, you gain 1 life.\n"
             "{T}: Put a +1/+1 counter on target creature.", "artifact", "{1}")


def test_an_intervening_if_this_permanent_is_tapped_is_false_after_the_untap_step():
    holds("""
        Given it is alice's precombat main phase
        And alice controls Test Storage as "store"
        And alice controls Grizzly Bears as "bears"
        And alice has Forest in library as "forest-a"
        And bob has Forest in library as "forest-b"
        When alice activates the ability of "store" targeting "bears"
        And the top of the stack resolves
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then alice has 20 life
    """, [STORE])


def test_an_intervening_if_this_creature_is_monstrous():
    lion = card("Test Lion", "{1}: Monstrosity 1.\nAt the beginning of your upkeep, if this creature is monstrous, "
                "you gain 2 life.", "creature", "{G}", "2/2")
    holds("""
        Given it is alice's precombat main phase
        And alice controls Test Lion as "lion"
        And alice has Forest in library as "forest-a"
        And bob has Forest in library as "forest-b"
        When alice activates the ability of "lion"
        And the top of the stack resolves
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then alice has 22 life
    """, [lion])
