"""Continuous effects of the layer system read from the grammar's tree (613; branch layers4),
each played in a game (tests/tree_play.py): base power and toughness set until end of turn
(613.4b, layer 7b), and static abilities that change types, colors and supertypes (layers 4, 5)
together with abilities and P/T (layers 6, 7).

The cards are made up for the test (real Oracle wordings): each line goes through the tree path.
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import card, holds


def reason(text: str, spell: bool = False) -> list[str]:
    abilities = abilities_of(text, "Test Card", spell)
    return [p for a in abilities for p in problems(a)]


# -- 613.4b: "has base power and toughness N/N until end of turn" ---------------------------------

SQUARE = card("Test Square Up", "Target creature has base power and toughness 4/4 until end of turn.", "instant")
GROWTH = card("Test Giant Growth", "Target creature gets +3/+3 until end of turn.", "instant")


def test_base_pt_until_end_of_turn_then_a_pump_applies_on_top():
    """613.4b then 613.4c: the +3/+3 applies to the new base whatever the timestamps; the setting
    ends in the cleanup step (514.2)."""
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Giant Growth in hand as "growth"
        And alice has Test Square Up in hand as "square"
        When alice casts "growth" targeting "bears"
        And the top of the stack resolves
        And alice casts "square" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 7/7
        When the game proceeds to the next turn's upkeep step
        Then "bears" is 2/2
    ''', [SQUARE, GROWTH])


def test_two_base_pt_effects_the_later_timestamp_wins():
    """613.7: in layer 7b the later effect applies last."""
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Square Up in hand as "square"
        And alice has Test Diminish in hand as "diminish"
        When alice casts "square" targeting "bears"
        And the top of the stack resolves
        And alice casts "diminish" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 1/1
    ''', [SQUARE, card("Test Diminish", "Target creature has base power and toughness 1/1 until end of turn.",
                       "instant")])


def test_base_pt_of_each_creature_you_control():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        And alice has Test Mutation in hand as "m"
        When alice casts "m"
        And the top of the stack resolves
        Then "bears" is 5/5
        And "other" is 2/2
    ''', [card("Test Mutation", "Creatures you control have base power and toughness 5/5 until end of turn.",
               "instant")])


def test_base_pt_refusals():
    assert reason("Target creature has base power and toughness 4/4.", True)
    assert reason("Target creature has base power and toughness 4/4 until end of turn.", True) == []
