"""'This ability triggers only once each turn.' (the triggered ability's own limit) from the tree."""

from tree_play import card, holds, reason

SAGE = card("Test Sage", "Whenever you cast a noncreature spell, you gain 1 life. This ability triggers only once each turn.",
            "creature", "{1}{W}", "1/1")


def test_the_second_trigger_event_of_the_turn_does_not_trigger_it():
    holds("""
        Given alice controls Test Sage as "sage"
        And alice has Giant Growth in hand as "growth-1"
        And alice has Giant Growth in hand as "growth-2"
        And alice controls Grizzly Bears as "bears"
        When alice casts "growth-1" targeting "bears"
        Then "sage" triggered once
        When the top of the stack resolves
        And the top of the stack resolves
        Then alice has 21 life
        When alice casts "growth-2" targeting "bears"
        Then "sage" did not trigger
        When the top of the stack resolves
        Then alice has 21 life
    """, [SAGE])


def test_the_limit_is_read_only_as_the_whole_effect_of_a_triggered_ability():
    assert reason("{T}: You gain 1 life. This ability triggers only once each turn.", spell=False)
