"""Quoted keyword text granted by a static ability ('Green creatures have "Cumulative upkeep {1}."',
'Enchanted creature has "Cumulative upkeep—Pay 1 life."'): the keyword ability the engine reads from
the same words printed (613.1f, 702.24a), and "Cumulative upkeep—Pay N life" (702.24a, 119.4)."""

from tree_play import card, holds, reason

DREAMS = card("Test Dreams", 'Green creatures have "Cumulative upkeep {1}."', "enchantment", "{2}{U}")


def test_a_granted_cumulative_upkeep_triggers_and_not_paying_sacrifices():
    holds("""
        Given it is alice's untap step
        And alice controls Test Dreams as "dreams"
        And alice controls Grizzly Bears as "bears"
        When the step ends
        Then "bears" triggered once
        When the top of the stack resolves
        And "bears" chooses no for "may"
        Then "bears" is in its owner's graveyard
        And "dreams" is on the battlefield
    """, [DREAMS])


def test_the_granted_ability_is_only_on_the_creatures_the_static_ability_names():
    holds("""
        Given it is alice's untap step
        And alice controls Test Dreams as "dreams"
        And alice controls Test Knight as "knight"
        When the step ends
        Then "knight" did not trigger
    """, [DREAMS, card("Test Knight", "", "creature", "{1}{W}", "2/2")])


def test_paying_life_for_each_age_counter_needs_that_much_life():
    holds("""
        Given it is alice's untap step
        And alice has 3 life
        And alice controls Gallowbraid as "gallowbraid"
        And "gallowbraid" has three age counters on it
        When the step ends
        And the top of the stack resolves
        And "gallowbraid" chooses yes for "may"
        Then the action is refused
        When the top of the stack resolves
        And "gallowbraid" chooses no for "may"
        Then "gallowbraid" is in its owner's graveyard
        And alice has 3 life
    """)


def test_paying_life_once_per_age_counter():
    holds("""
        Given it is alice's untap step
        And alice has 10 life
        And alice controls Gallowbraid as "gallowbraid"
        And "gallowbraid" has two age counters on it
        When the step ends
        And the top of the stack resolves
        And "gallowbraid" chooses yes for "may"
        Then alice has 7 life
        And "gallowbraid" has three age counters on it
        And "gallowbraid" is on the battlefield
    """)


def test_quoted_keyword_text_the_engine_does_not_read_is_refused():
    assert reason('Enchanted creature has "Cumulative upkeep—Discard a card."', spell=False)
    assert reason('Enchanted creature has "Cumulative upkeep—Pay 1 life and discard a card."', spell=False)
