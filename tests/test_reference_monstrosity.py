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
