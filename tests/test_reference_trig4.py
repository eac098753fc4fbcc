"""Branch trig4 (issue 16): the constructs its Comprehensive Rules examples needed, played in games.

* "When [this] is put into a graveyard from anywhere, shuffle it into its owner's library." (113.6k,
  603.10a, 400.7d, 701.24c: rules/anywhere_triggers.py, rules/shuffles.py).
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from tests.tree_play import card, holds, refused, tree_read

# -- put into a graveyard from anywhere -------------------------------------------------------------

WURM = card("Test Wurm", "When Test Wurm is put into a graveyard from anywhere, shuffle it into its owner's library.",
            "creature", "{4}", "4/4")
MILL = card("Test Mill", "Target player mills two cards.", "sorcery", "{U}")


def test_put_into_a_graveyard_from_the_battlefield_shuffles_it_in():
    tree_read("When this creature is put into a graveyard from anywhere, shuffle it into its owner's library.")
    holds('''
        Given alice controls Test Wurm as "wurm"
        And alice has Forest in library as "forest"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "wurm"
        And the top of the stack resolves
        Then "wurm" is in its owner's graveyard
        And "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" is in its owner's library
        And alice has two cards in her library
    ''', [WURM])


def test_put_into_a_graveyard_from_a_library_triggers_from_the_graveyard():
    # 113.6k: milled, it can't trigger from the battlefield; the card in the graveyard triggers
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Test Wurm in library as "wurm"
        And alice has Test Mill in hand as "mill"
        When alice casts "mill" targeting alice
        And the top of the stack resolves
        Then "wurm" is in its owner's graveyard
        And "forest" is in its owner's graveyard
        And "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" is in its owner's library
        And alice has one card in her library
        And "forest" is in its owner's graveyard
    ''', [WURM, MILL])


def test_a_card_in_hand_or_graveyard_does_not_trigger_for_another_card():
    holds('''
        Given alice has Test Wurm in graveyard as "wurm"
        And alice controls Grizzly Bears as "bears"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        And "wurm" did not trigger
        And the stack is empty
    ''', [WURM])


def test_gone_from_the_graveyard_the_library_is_still_shuffled():
    # 701.24c: Cosi's Trickster sees alice shuffle, though the card was exiled in response
    holds('''
        Given alice controls Test Wurm as "wurm"
        And bob has Murder in hand as "murder"
        And bob has Shadowfeed in hand as "feed"
        And bob controls Cosi's Trickster as "trickster"
        When bob casts "murder" targeting "wurm"
        And the top of the stack resolves
        And bob casts "feed" targeting "wurm"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "wurm" is in exile
        And alice has 0 cards in her library
        And "trickster" triggered once
    ''', [WURM])


def test_about_another_object_or_into_another_library_is_refused():
    refused("Whenever another creature is put into a graveyard from anywhere, you gain 1 life.", "from anywhere")
    refused("When this creature dies, shuffle it into target player's library.", "not executed")
