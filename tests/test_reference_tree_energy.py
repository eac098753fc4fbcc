"""Energy counters (122.1c, 107.14), read from the grammar's tree (rules/energy.py): "you get {E}{E}",
"Pay {E}{E}: ..." as a cost and "you may pay {E}{E}. If you do, ..." as an ability resolves. A
player's energy isn't observed: each test shows it by what paying it allows, and by the refusal
once it is spent (118.3).
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from tests.tree_play import card, choose, holds, play

CELL = card("Test Cell", "When this creature enters, you get {E}{E}.\n"
            "Pay {E}{E}: This creature gets +1/+1 until end of turn.", "creature", "{1}", "1/1")
SEEKER = card("Test Seeker", "Haste\nWhen this creature enters, you get {E}.\n"
              "Whenever this creature attacks, you may pay {E}. If you do, draw a card.", "creature", "{1}", "1/1")


def test_energy_gained_pays_the_cost_once():
    holds('''
        Given alice has Test Cell in hand as "cell"
        When alice casts "cell"
        And the top of the stack resolves
        And the top of the stack resolves
        And alice activates the ability of "cell"
        And the top of the stack resolves
        Then "cell" is 2/2
        When alice activates the ability of "cell"
        Then the action is refused
    ''', [CELL])


def test_energy_paid_as_the_ability_resolves():
    holds('''
        Given alice has Test Seeker in hand as "seeker"
        And alice has Island in library as "card"
        When alice casts "seeker"
        And the top of the stack resolves
        And the top of the stack resolves
        And alice attacks bob with "seeker"
        And the top of the stack resolves
        Then "card" is in its owner's hand
    ''', [SEEKER], edit=choose(4, "may", "seeker", "yes"))


def test_paying_energy_one_does_not_have_is_refused():
    result, _ = play('''
        Given alice controls Test Seeker as "seeker"
        And alice has Island in library as "card"
        When alice attacks bob with "seeker"
        And the top of the stack resolves
    ''', [SEEKER], edit=choose(1, "may", "seeker", "yes"))
    assert result["actions"][1]["ok"] is False, result["actions"]
