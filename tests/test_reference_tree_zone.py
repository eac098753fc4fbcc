"""Amounts ("where X is ...", 107.3, 608.2h) and one-shot effects that move cards between zones
(400.7, 610.3, 701.20 ...), read from the grammar's typed tree (issue 13), each played in a game
(tests/tree_play.py), with the variants the handlers don't read left unsupported.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import card, holds, play


def chooses(action: int, kind: str, obj: str, player: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(fx: dict[str, Any]) -> None:
        fx["actions"][action].setdefault("choices", []).append(
            {"kind": kind, "object": obj, "player": player, "choice": value})
    return edit


def both(*edits: Callable[[dict[str, Any]], None]) -> Callable[[dict[str, Any]], None]:
    def edit(fx: dict[str, Any]) -> None:
        for e in edits:
            e(fx)
    return edit


def reason(text: str, spell: bool = True) -> list[str]:
    abilities = abilities_of(text, "Test Card", spell)
    assert len(abilities) == 1 and "tree" in abilities[0].spec, abilities
    return problems(abilities[0])


# -- "where X is <amount>" (107.3, 608.2h) -----------------------------------------------------------

def test_pump_where_x_is_the_number_of_creatures_you_control():
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "theirs"
        And alice has Test Rally in hand as "rally"
        When alice casts "rally" targeting "b1"
        And the top of the stack resolves
        Then "b1" is 4/4
        And "b2" is 2/2
    ''', [card("Test Rally", "Target creature gets +X/+X until end of turn, where X is the number of creatures "
                             "you control.", "instant")])


def test_minus_x_where_x_is_the_number_of_cards_in_your_hand():
    holds('''
        Given bob controls Grizzly Bears as "b"
        And alice has Grizzly Bears in hand as "h1"
        And alice has Grizzly Bears in hand as "h2"
        And alice has Test Wither in hand as "wither"
        When alice casts "wither" targeting "b"
        And the top of the stack resolves
        Then "b" is in the graveyard
    ''', [card("Test Wither", "Target creature gets -X/-X until end of turn, where X is the number of cards in "
                              "your hand.", "instant")])
    holds('''
        Given bob controls Grizzly Bears as "b"
        And alice has Test Wither in hand as "wither"
        When alice casts "wither" targeting "b"
        And the top of the stack resolves
        Then "b" is 2/2
    ''', [card("Test Wither", "Target creature gets -X/-X until end of turn, where X is the number of cards in "
                              "your hand.", "instant")])


def test_x_is_read_once_for_the_whole_instruction():
    """608.2h: 'you draw X cards and you lose X life' — X, the cards in the graveyard, is read once."""
    holds('''
        Given alice has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "g2"
        And alice has Grizzly Bears in library as "c2"
        And alice has Grizzly Bears in library as "c1"
        And alice has Test Pact in hand as "pact"
        When alice casts "pact"
        And the top of the stack resolves
        Then alice has 18 life
        And "c1" is in its owner's hand
        And "c2" is in its owner's hand
    ''', [card("Test Pact", "You draw X cards and you lose X life, where X is the number of creature cards in "
                            "your graveyard.", "sorcery")])


def test_x_is_this_creatures_power_and_its_power():
    holds('''
        Given alice controls Test Brute as "brute"
        And alice controls Grizzly Bears as "b"
        When alice activates the ability of "brute" targeting "b"
        And the top of the stack resolves
        Then "b" is 6/2
    ''', [card("Test Brute", "{T}: Target creature gets +X/+0 until end of turn, where X is this creature's power.",
               "creature", pt="4/4")])
    holds('''
        Given alice controls Hill Giant as "g"
        And alice has Test Double in hand as "double"
        When alice casts "double" targeting "g"
        And the top of the stack resolves
        Then "g" is 6/3
    ''', [card("Test Double", "Target creature gets +X/+0 until end of turn, where X is its power.", "instant")])


def test_devotion_and_greatest_power():
    holds('''
        Given alice controls Hill Giant as "g"
        And alice controls Grizzly Bears as "b"
        And bob has 20 life
        And alice has Test Drain in hand as "drain"
        When alice casts "drain" targeting bob
        And the top of the stack resolves
        Then bob has 17 life
        And alice has 23 life
    ''', [card("Test Drain", "Target player loses X life and you gain X life, where X is the greatest power among "
                             "creatures you control.", "sorcery")])
    holds('''
        Given alice controls Hill Giant as "g"
        And alice has Test Howl in hand as "howl"
        When alice casts "howl"
        And the top of the stack resolves
        Then alice has 21 life
    ''', [card("Test Howl", "You gain X life, where X is your devotion to red.", "sorcery")])


@pytest.mark.parametrize("pays, countered", [("{G}{G}", False), (None, True)])
def test_counter_unless_pays_x_where_x_is_defined(pays, countered):
    """X is the number of creatures alice controls (2), not the X of the spell (none)."""
    then = ('Then "bolt" is in the graveyard\n        And alice has 20 life' if countered
            else 'Then "bolt" is on the stack\n        When the top of the stack resolves\n        Then alice has 17 life')
    holds(f'''
        Given bob controls Forest as "f1"
        And bob controls Forest as "f2"
        And alice controls Grizzly Bears as "a1"
        And alice controls Grizzly Bears as "a2"
        And bob has Test Bolt in hand as "bolt"
        And alice has Test Tax in hand as "tax"
        When bob casts "bolt" targeting alice
        And bob activates the mana ability of "f1"
        And bob activates the mana ability of "f2"
        And alice casts "tax" targeting "bolt"
        And the top of the stack resolves
        {then}
        And bob's mana pool {"is empty" if pays else "holds {G}{G}"}
    ''', [card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}"),
          card("Test Tax", "Counter target spell unless its controller pays {X}, where X is the number of "
                           "creatures you control.", "instant")],
        edit=chooses(4, "unless_pay", "tax", "bob", pays))
    result, _ = play('''
        Given bob controls Forest as "f1"
        And alice controls Grizzly Bears as "a1"
        And alice controls Grizzly Bears as "a2"
        And bob has Test Bolt in hand as "bolt"
        And alice has Test Tax in hand as "tax"
        When bob casts "bolt" targeting alice
        And bob activates the mana ability of "f1"
        And alice casts "tax" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is on the stack
    ''', [card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}"),
          card("Test Tax", "Counter target spell unless its controller pays {X}, where X is the number of "
                           "creatures you control.", "instant")],
        edit=chooses(3, "unless_pay", "tax", "bob", "{G}"))
    assert "error" in result or not all(a.get("ok") for a in result["actions"]), result  # {G} isn't {2}


def test_where_x_refusals():
    assert reason("Target creature gets +X/+X until end of turn, where X is the number of +1/+1 counters on it.")
    assert reason("You gain X life, where X is the number of cards in target player's hand.")
    assert reason("You gain X life, where X is the number of creature cards in target player's graveyard.")
    assert reason("Target creature gets +X/+0 until end of turn, where X is its power plus 1.")
    assert not reason("You gain X life, where X is the number of cards in your hand minus 4.")
