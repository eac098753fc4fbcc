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


# -- "target player shuffles any number of target cards from their graveyard into their library" --------

SHAMAN_TEXT = "When this creature enters, target player shuffles any number of target cards from their graveyard into their library."


def test_the_targeted_players_cards_are_shuffled_into_their_library():
    tree_read(SHAMAN_TEXT)
    holds('''
        Given alice has Loaming Shaman in hand as "shaman"
        And bob has Forest in graveyard as "forest"
        And bob has Island in graveyard as "island"
        And alice has Forest in graveyard as "mine"
        When alice casts "shaman"
        And the top of the stack resolves
        And "shaman"'s ability targets bob
        And "shaman"'s ability targets the cards "forest"
        And the top of the stack resolves
        Then "forest" is in its owner's library
        And "island" is in its owner's graveyard
        And "mine" is in its owner's graveyard
        And bob has one card in his library
    ''')


def test_a_card_of_another_players_graveyard_is_not_a_legal_target():
    holds('''
        Given alice has Loaming Shaman in hand as "shaman"
        And bob has Forest in graveyard as "forest"
        And alice has Forest in graveyard as "mine"
        When alice casts "shaman"
        And the top of the stack resolves
        And "shaman"'s ability targets bob
        And "shaman"'s ability targets the cards "forest" and "mine"
        Then the action is refused
    ''')


def test_a_spell_of_a_target_player_shuffling_their_cards():
    text = "Target player shuffles up to three target cards from their graveyard into their library."
    tree_read(text, spell=True)
    spell = card("Test Blessing", text, "sorcery", "{G}")
    holds('''
        Given alice has Test Blessing in hand as "blessing"
        And bob has Forest in graveyard as "forest"
        And alice has Forest in graveyard as "mine"
        When alice casts "blessing" targeting bob, "forest"
        And the top of the stack resolves
        Then "forest" is in its owner's library
        And bob has one card in his library
    ''', [spell])
    holds('''
        Given alice has Test Blessing in hand as "blessing"
        And alice has Forest in graveyard as "mine"
        When alice casts "blessing" targeting bob, "mine"
        Then the action is refused
    ''', [spell])


def test_their_graveyard_read_elsewhere_is_refused():
    refused("Target player shuffles any number of target cards from their graveyard into your library.", "not executed",
            spell=True)
    refused("Exile target card from their graveyard.", "not", spell=True)
