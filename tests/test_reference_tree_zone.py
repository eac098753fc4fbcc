"""Amounts ("where X is ...", 107.3, 608.2h) and one-shot effects that move cards between zones
(400.7, 610.3, 701.20 ...), read from the grammar's typed tree (issue 13), each played in a game
(tests/tree_play.py), with the variants the handlers don't read left unsupported.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from tests.tree_play import both, card, chooses, holds, play, reason








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


# -- cards from a graveyard or a hand to the battlefield (110.2a) -------------------------------------

RAISE = card("Test Raise", "Return target creature card from your graveyard to the battlefield.", "sorcery")


def test_return_target_creature_card_from_your_graveyard_to_the_battlefield():
    result = holds('''
        Given alice has Grizzly Bears in graveyard as "g"
        And alice has Test Raise in hand as "raise"
        When alice casts "raise" targeting "g"
        And the top of the stack resolves
        Then "g" is on the battlefield
        And "g" is untapped
    ''', [RAISE])
    assert result["observations"]["checkpoint-1"]["objects"]["g"]["controller"] == "alice"


def test_a_card_target_must_be_in_the_zone_and_of_the_kind_named():
    for where in ('bob has Grizzly Bears in graveyard as "g"', 'alice has Grizzly Bears in hand as "g"',
                  'alice controls Grizzly Bears as "g"', 'alice has Forest in graveyard as "g"'):
        result, _ = play(f'''
            Given {where}
            And alice has Test Raise in hand as "raise"
            When alice casts "raise" targeting "g"
        ''', [RAISE])
        assert result["actions"][0].get("ok") is False and "target" in result["actions"][0]["refused"], (where, result)


def test_return_all_land_cards_tapped_and_a_card_with_a_counter():
    holds('''
        Given alice has Forest in graveyard as "f1"
        And alice has Forest in graveyard as "f2"
        And alice has Grizzly Bears in graveyard as "g"
        And bob has Forest in graveyard as "theirs"
        And alice has Test Regrow in hand as "regrow"
        When alice casts "regrow"
        And the top of the stack resolves
        Then "f1" is on the battlefield
        And "f1" is tapped
        And "f2" is tapped
        And "g" is in the graveyard
        And "theirs" is in the graveyard
    ''', [card("Test Regrow", "Return all land cards from your graveyard to the battlefield tapped.", "sorcery")])
    holds('''
        Given alice has Grizzly Bears in graveyard as "g"
        And alice has Test Finale in hand as "finale"
        When alice casts "finale" targeting "g"
        And the top of the stack resolves
        Then "g" has one finality counter on it
    ''', [card("Test Finale", "Return target creature card from your graveyard to the battlefield with a finality "
                              "counter on it.", "sorcery")])


def test_put_a_land_card_from_your_hand_onto_the_battlefield_tapped():
    holds('''
        Given alice has Forest in hand as "f1"
        And alice has Forest in hand as "f2"
        And alice has Grizzly Bears in hand as "g"
        And alice has Test Growth in hand as "growth"
        When alice casts "growth"
        And the top of the stack resolves
        Then "f2" is on the battlefield
        And "f2" is tapped
        And "f1" is in its owner's hand
    ''', [card("Test Growth", "Put a land card from your hand onto the battlefield tapped.", "sorcery")],
        edit=chooses(1, "put_onto_battlefield", "growth", "alice", "f2"))


def test_regrowth_of_a_target_card():
    holds('''
        Given alice has Grizzly Bears in graveyard as "g"
        And alice has Test Regrowth in hand as "r"
        When alice casts "r" targeting "g"
        And the top of the stack resolves
        Then "g" is in its owner's hand
    ''', [card("Test Regrowth", "Return target permanent card from your graveyard to your hand.", "sorcery")])


# -- flicker (400.7), exile until (610.3) ---------------------------------------------------------------

def test_flicker_returns_a_new_object_under_its_owners_control():
    holds('''
        Given alice controls Test Blinker as "blinker"
        And alice controls Grizzly Bears as "g"
        And "g" has two +1/+1 counters on it
        And "g" is tapped
        When alice activates the ability of "blinker" targeting "g"
        And the top of the stack resolves
        Then "g" is on the battlefield
        And "g" is untapped
        And "g" has no counters on it
        And "g" is 2/2
    ''', [card("Test Blinker", "{3}: Exile another target creature you control, then return it to the battlefield "
                               "under its owner's control.", "creature", pt="1/1")])


JAILER = card("Test Jailer", "When this creature enters, exile another target creature until this creature leaves "
                             "the battlefield.", "creature", pt="2/2")


def test_exile_until_this_creature_leaves_the_battlefield():
    holds('''
        Given alice has Test Jailer in hand as "jailer"
        And bob controls Grizzly Bears as "g"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "jailer"
        And the top of the stack resolves
        And "jailer"'s triggered ability targets "g"
        And the top of the stack resolves
        Then "g" is in exile
        When alice casts "bolt" targeting "jailer"
        And the top of the stack resolves
        Then "jailer" is in the graveyard
        And "g" is on the battlefield
    ''', [JAILER, card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")])


# -- on top or on the bottom of a library (401) ----------------------------------------------------

def test_put_target_creature_on_the_bottom_and_a_card_from_hand_on_top():
    holds('''
        Given bob has Hill Giant in library as "top"
        And bob controls Grizzly Bears as "g"
        And alice has Test Tuck in hand as "tuck"
        When alice casts "tuck" targeting "g"
        And the top of the stack resolves
        Then "g" is in the library
        And bob has two cards in library
    ''', [card("Test Tuck", "Put target creature on the bottom of its owner's library.", "instant")])
    holds('''
        Given alice has Hill Giant in library as "c1"
        And alice has Grizzly Bears in hand as "h1"
        And alice has Forest in hand as "h2"
        And alice has Test Brainstorm in hand as "bs"
        When alice casts "bs"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "h2" is in the library
        And "h1" is in its owner's hand
    ''', [card("Test Brainstorm", "Draw a card, then put a card from your hand on top of your library.", "instant")],
        edit=chooses(1, "put_top", "bs", "alice", ["h2"]))


def test_put_on_the_bottom_then_draw_reads_the_order():
    """The card put on the bottom of alice's library is drawn last."""
    holds('''
        Given alice has Hill Giant in library as "c2"
        And alice has Hill Giant in library as "c1"
        And alice controls Grizzly Bears as "g"
        And alice has Test Tuck in hand as "tuck"
        When alice casts "tuck" targeting "g"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "c2" is in its owner's hand
        And "g" is in the library
    ''', [card("Test Tuck", "Put target creature on the bottom of its owner's library, then draw two cards.",
               "instant")])


# -- draw, then discard ---------------------------------------------------------------------------

def test_loot_draws_then_discards_the_chosen_card():
    holds('''
        Given alice has Hill Giant in library as "c2"
        And alice has Hill Giant in library as "c1"
        And alice has Grizzly Bears in hand as "h"
        And alice has Test Loot in hand as "loot"
        When alice casts "loot"
        And the top of the stack resolves
        Then "h" is in the graveyard
        And "c1" is in its owner's hand
        And "c2" is in its owner's hand
    ''', [card("Test Loot", "Draw two cards, then discard a card.", "sorcery")],
        edit=chooses(1, "discard", "loot", "alice", ["h"]))


def test_loot_at_random_asks_nothing():
    holds('''
        Given alice has Hill Giant in library as "c1"
        And alice has Test Chaos in hand as "chaos"
        When alice casts "chaos"
        And the top of the stack resolves
        Then alice has no cards in hand
        And "c1" is in the graveyard
    ''', [card("Test Chaos", "Draw a card, then discard a card at random.", "sorcery")])


# -- looking at the top cards of a library (701.20) -------------------------------------------------

LIB3 = '''
        Given alice has Hill Giant in library as "c3"
        And alice has Forest in library as "c2"
        And alice has Grizzly Bears in library as "c1"
'''


def test_look_then_put_them_back_in_any_order():
    holds(LIB3 + '''
        And alice has Test Ponder in hand as "ponder"
        When alice casts "ponder"
        And the top of the stack resolves
        Then "c3" is in its owner's hand
        And "c1" is in the library
    ''', [card("Test Ponder", "Look at the top three cards of your library, then put them back in any order. "
                              "Draw a card.", "sorcery")],
        edit=chooses(1, "put_back", "ponder", "alice", ["c3", "c1", "c2"]))


def test_dig_one_into_hand_and_the_rest_on_the_bottom():
    holds(LIB3 + '''
        And alice has Hill Giant in library as "c0"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "c3" is in its owner's hand
        And "c0" is in the library
        And "c2" is in the library
    ''', [card("Test Impulse", "Look at the top three cards of your library. Put one of them into your hand and the "
                               "rest on the bottom of your library in any order. Draw a card.", "sorcery")],
        edit=chooses(1, "dig", "impulse", "alice", {"hand": ["c1"], "bottom": ["c2", "c0"]}))
    # c0 (given last) was on top: c0, c1, c2 looked at; c2 and c0 go under c3, which is drawn
    holds(LIB3 + '''
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "c2" is in the graveyard
        And "c3" is in the graveyard
    ''', [card("Test Impulse", "Look at the top three cards of your library. Put one of them into your hand and the "
                               "rest into your graveyard.", "sorcery")],
        edit=chooses(1, "dig", "impulse", "alice", ["c1"]))


def test_may_reveal_a_creature_card_from_among_them_and_put_it_into_your_hand():
    holds(LIB3 + '''
        And alice has Test Sight in hand as "sight"
        When alice casts "sight"
        And the top of the stack resolves
        Then "c3" is in its owner's hand
        And "c1" is in the library
        And "c2" is in the library
    ''', [card("Test Sight", "Look at the top three cards of your library. You may reveal a creature card from among "
                             "them and put it into your hand. Put the rest on the bottom of your library in a random "
                             "order.", "sorcery")],
        edit=both(chooses(1, "may", "sight", "alice", "yes"), chooses(1, "reveal", "sight", "alice", "c3")))
    result, _ = play(LIB3 + '''
        And alice has Test Sight in hand as "sight"
        When alice casts "sight"
        And the top of the stack resolves
    ''', [card("Test Sight", "Look at the top three cards of your library. You may reveal a creature card from among "
                             "them and put it into your hand. Put the rest on the bottom of your library in a random "
                             "order.", "sorcery")],
        edit=both(chooses(1, "may", "sight", "alice", "yes"), chooses(1, "reveal", "sight", "alice", "c2")))
    assert "error" in result or not all(a.get("ok") for a in result["actions"]), result  # c2 is a Forest


def test_zone_change_refusals():
    assert reason("Return target creature card from target player's graveyard to the battlefield.")
    assert reason("Look at the top three cards of target player's library.")
    assert reason("Put target creature into its owner's library second from the top.")
    assert reason("Put target card from a graveyard on top of your library.")
    assert reason("Exile target creature until target artifact leaves the battlefield.")
    assert reason("Return this card from your graveyard to your hand.")


# -- a revealed hand, a card chosen from it (701.20) ----------------------------------------------------

DURESS = card("Test Duress", "Target opponent reveals their hand. You choose a nonland card from it. That player "
                             "discards that card.", "sorcery", "{B}")


def test_reveal_hand_you_choose_a_card_that_player_discards_it():
    holds('''
        Given bob has Grizzly Bears in hand as "g"
        And bob has Forest in hand as "f"
        And bob has Hill Giant in hand as "h"
        And alice has Test Duress in hand as "duress"
        When alice casts "duress" targeting bob
        And the top of the stack resolves
        Then "h" is in the graveyard
        And "g" is in its owner's hand
        And "f" is in its owner's hand
    ''', [DURESS], edit=chooses(1, "choose_from", "duress", "alice", "h"))


def test_reveal_hand_with_only_lands_discards_nothing_and_a_land_cant_be_chosen():
    holds('''
        Given bob has Forest in hand as "f"
        And alice has Test Duress in hand as "duress"
        When alice casts "duress" targeting bob
        And the top of the stack resolves
        Then "f" is in its owner's hand
    ''', [DURESS])
    result, _ = play('''
        Given bob has Forest in hand as "f"
        And bob has Grizzly Bears in hand as "g"
        And bob has Hill Giant in hand as "h"
        And alice has Test Duress in hand as "duress"
        When alice casts "duress" targeting bob
        And the top of the stack resolves
    ''', [DURESS], edit=chooses(1, "choose_from", "duress", "alice", "f"))
    assert "error" in result or not all(a.get("ok") for a in result["actions"]), result


def test_reveal_hand_then_exile_that_card():
    holds('''
        Given bob has Grizzly Bears in hand as "g"
        And alice has Test Scour in hand as "scour"
        When alice casts "scour" targeting bob
        And the top of the stack resolves
        Then "g" is in exile
    ''', [card("Test Scour", "Target opponent reveals their hand. You choose a nonland card from it. Exile that card.",
               "sorcery")])


# -- searches (701.23) -------------------------------------------------------------------------------

def test_search_then_shuffle_and_put_that_card_on_top():
    holds('''
        Given alice has Forest in library as "c2"
        And alice has Grizzly Bears in library as "c1"
        And alice has Hill Giant in library as "wanted"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor"
        And the top of the stack resolves
        Then "c2" is in its owner's hand
        And "wanted" is in the library
    ''', [card("Test Tutor", "Search your library for a card, then shuffle and put that card on top. Draw a card.",
               "sorcery")], edit=chooses(1, "search", "tutor", "alice", "c2"))


def test_search_put_that_card_onto_the_battlefield_tapped():
    holds('''
        Given alice has Forest in library as "f"
        And alice has Test Ramp in hand as "ramp"
        When alice casts "ramp"
        And the top of the stack resolves
        Then "f" is on the battlefield
        And "f" is tapped
    ''', [card("Test Ramp", "Search your library for a basic land card, put that card onto the battlefield tapped, "
                            "then shuffle.", "sorcery")], edit=chooses(1, "search", "ramp", "alice", "f"))


def test_that_player_and_that_card_refusals():
    assert reason("That player discards a card.")
    assert reason("Target opponent reveals their hand. You choose a nonland card from among them. That player "
                  "discards that card.")


def test_put_a_land_card_from_among_them_onto_the_battlefield_and_the_rest_on_the_bottom():
    holds(LIB3 + '''
        And alice has Test Seek in hand as "seek"
        When alice casts "seek"
        And the top of the stack resolves
        Then "c2" is on the battlefield
        And "c2" is tapped
        And "c1" is in the library
        And "c3" is in the library
    ''', [card("Test Seek", "Look at the top three cards of your library. You may put a land card from among them "
                            "onto the battlefield tapped. Put the rest on the bottom of your library in a random order.",
               "sorcery")], edit=chooses(1, "may", "seek", "alice", "yes"))


def test_all_creature_cards_revealed_this_way_into_your_hand_and_the_rest_into_the_graveyard():
    holds(LIB3 + '''
        And alice has Test Harvest in hand as "harvest"
        When alice casts "harvest"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "c3" is in its owner's hand
        And "c2" is in the graveyard
    ''', [card("Test Harvest", "Reveal the top three cards of your library. Put all creature cards revealed this way "
                               "into your hand and the rest into your graveyard.", "sorcery")])


def test_reveal_the_top_card_and_put_that_card_into_your_hand():
    holds(LIB3 + '''
        And alice has Test Reveal in hand as "reveal"
        When alice casts "reveal"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "c2" is in the library
    ''', [card("Test Reveal", "Reveal the top card of your library and put that card into your hand.", "sorcery")])


def test_target_artifact_or_creature_card_from_a_graveyard_under_your_control():
    result = holds('''
        Given bob has Grizzly Bears in graveyard as "g"
        And alice has Test Animate in hand as "animate"
        When alice casts "animate" targeting "g"
        And the top of the stack resolves
        Then "g" is on the battlefield
    ''', [card("Test Animate", "Put target artifact or creature card from a graveyard onto the battlefield under your "
                               "control.", "sorcery")])
    assert result["observations"]["checkpoint-1"]["objects"]["g"]["controller"] == "alice"


# -- delayed triggered abilities (603.7) ------------------------------------------------------------

def test_draw_a_card_at_the_beginning_of_the_next_turns_upkeep():
    holds('''
        Given alice has Hill Giant in library as "c1"
        And alice has Test Cantrip in hand as "cantrip"
        When alice casts "cantrip"
        And the top of the stack resolves
        Then alice has no cards in hand
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        Then "c1" is in its owner's hand
    ''', [card("Test Cantrip", "Draw a card at the beginning of the next turn's upkeep.", "instant")])


FLICKER_LATER = card("Test Warden", "When this creature enters, exile another target creature. Return that card to the "
                                    "battlefield under its owner's control at the beginning of the next end step.",
                     "creature", pt="2/2")


def test_exile_now_return_that_card_at_the_beginning_of_the_next_end_step():
    result = holds('''
        Given alice has Test Warden in hand as "warden"
        And bob controls Grizzly Bears as "g"
        When alice casts "warden"
        And the top of the stack resolves
        And "warden"'s triggered ability targets "g"
        And the top of the stack resolves
        Then "g" is in exile
        When the game proceeds to the end step
        And the top of the stack resolves
        Then "g" is on the battlefield
    ''', [FLICKER_LATER])
    assert result["observations"]["checkpoint-2"]["objects"]["g"]["controller"] == "bob"


def test_a_delayed_ability_doesnt_find_a_card_that_changed_zones_again():
    """603.7c, 400.7: the card left exile before the end step: it is a new object; nothing returns."""
    holds('''
        Given alice has Test Warden in hand as "warden"
        And alice has Test Bury in hand as "bury"
        And bob controls Grizzly Bears as "g"
        When alice casts "warden"
        And the top of the stack resolves
        And "warden"'s triggered ability targets "g"
        And the top of the stack resolves
        And alice casts "bury" targeting "g"
        And the top of the stack resolves
        Then "g" is in the library
        When the game proceeds to the end step
        And the top of the stack resolves
        Then "g" is in the library
    ''', [FLICKER_LATER, card("Test Bury", "Put target card from exile on the bottom of its owner's library.", "instant")])


def test_sacrifice_it_at_end_of_combat():
    holds('''
        Given alice controls Test Fog Beast as "beast"
        When alice attacks bob with "beast"
        And the top of the stack resolves
        And the game proceeds to the end of combat step
        And the top of the stack resolves
        Then "beast" is in the graveyard
        And bob has 16 life
    ''', [card("Test Fog Beast", "When this creature attacks or blocks, sacrifice it at end of combat.", "creature",
               pt="4/4")])


def test_delayed_refusals():
    assert reason("Return target creature card from your graveyard to the battlefield at the beginning of the next "
                  "end step.")


# -- "If it's a land card, ...", "Otherwise, ..." --------------------------------------------------------

ORACLE = card("Test Oracle", "Reveal the top card of your library. If it's a land card, put it onto the battlefield. "
                             "Otherwise, put that card into your hand.", "sorcery")


def test_if_its_a_land_card_put_it_onto_the_battlefield_otherwise_into_your_hand():
    holds('''
        Given alice has Forest in library as "top"
        And alice has Test Oracle in hand as "oracle"
        When alice casts "oracle"
        And the top of the stack resolves
        Then "top" is on the battlefield
    ''', [ORACLE])
    holds('''
        Given alice has Grizzly Bears in library as "top"
        And alice has Test Oracle in hand as "oracle"
        When alice casts "oracle"
        And the top of the stack resolves
        Then "top" is in its owner's hand
    ''', [ORACLE])


def test_exile_target_creature_then_return_it():
    holds('''
        Given bob controls Grizzly Bears as "g"
        And "g" is tapped
        And alice has Test Cloud in hand as "cloud"
        When alice casts "cloud" targeting "g"
        And the top of the stack resolves
        Then "g" is on the battlefield
        And "g" is untapped
    ''', [card("Test Cloud", "Exile target creature. Return it to the battlefield under its owner's control.", "instant")])


def test_target_player_reveals_the_top_card_of_their_library_and_it_stays():
    holds('''
        Given bob has Grizzly Bears in library as "top"
        And alice controls Test Windreader as "wr"
        When alice activates the ability of "wr" targeting bob
        And the top of the stack resolves
        Then "top" is in the library
    ''', [card("Test Windreader", "{1}{U}: Target player reveals the top card of their library.", "creature", pt="3/3")])


# -- "Return this card from your graveyard ..." (an activated ability working in the graveyard) -----

def test_return_this_card_from_your_graveyard_to_the_battlefield_tapped():
    holds('''
        Given alice has Test Revenant in graveyard as "rev"
        When alice activates the ability of "rev"
        And the top of the stack resolves
        Then "rev" is on the battlefield
        And "rev" is tapped
    ''', [card("Test Revenant", "{1}{B}: Return this card from your graveyard to the battlefield tapped.", "creature",
               pt="2/2")])
    result, _ = play('''
        Given alice controls Test Revenant as "rev"
        When alice activates the ability of "rev"
    ''', [card("Test Revenant", "{1}{B}: Return this card from your graveyard to the battlefield tapped.", "creature",
               pt="2/2")])
    assert result["actions"][0].get("ok") is False, result  # not from the battlefield (113.6m)


def test_return_this_card_from_your_graveyard_to_your_hand():
    holds('''
        Given alice has Test Revenant in graveyard as "rev"
        When alice activates the ability of "rev"
        And the top of the stack resolves
        Then "rev" is in its owner's hand
    ''', [card("Test Revenant", "{2}{B}: Return this card from your graveyard to your hand.", "creature", pt="2/2")])
    # (branch cond3) step, cast and object-event triggers of a card in a graveyard are executed (113.6k)
    assert reason("Whenever you gain life, return this card from your graveyard to your hand.", spell=False)


# -- 'its power' with no instruction before it: the trigger's object or the source (608.2h) -----------

def test_its_power_in_an_activated_ability_is_the_sources():
    holds('''
        Given alice controls Test Spikeshot as "spike"
        And "spike" has two +1/+1 counters on it
        When alice activates the ability of "spike" targeting bob
        And the top of the stack resolves
        Then bob has 16 life
    ''', [card("Test Spikeshot", "{R}, {T}: This creature deals damage equal to its power to any target.", "creature",
               pt="2/2")])


def test_its_toughness_of_a_creature_that_died_is_its_last_known_toughness():
    """603.10a, 608.2h: the creature's toughness as it last existed on the battlefield (with its counter)."""
    holds('''
        Given alice controls Test Avatar as "avatar"
        And alice controls Grizzly Bears as "g"
        And "g" has one +1/+1 counter on it
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting "g"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "g" is in the graveyard
        And alice has 23 life
    ''', [card("Test Avatar", "Whenever another creature you control dies, you gain life equal to its toughness.",
               "creature", pt="1/1"),
          card("Test Bolt", "Test Bolt deals 5 damage to any target.", "instant", "{R}")])


def test_this_creature_deals_damage_equal_to_its_power_reads_its_own_power():
    """'its' is the subject's, not the tapped target's: 1 damage, the Giant survives."""
    holds('''
        Given alice controls Test Hunter as "hunter"
        And bob controls Hill Giant as "giant"
        When alice activates the ability of "hunter" targeting "giant"
        And the top of the stack resolves
        Then "giant" is on the battlefield
        And "giant" is tapped
        And "giant" has 1 damage marked on it
    ''', [card("Test Hunter", "{B}, {T}: Tap target creature. This creature deals damage equal to its power to that "
                              "creature.", "creature", pt="1/1")])


def test_otherwise_put_that_card_into_your_graveyard_or_on_the_bottom():
    holds('''
        Given alice has Hill Giant in library as "c2"
        And alice has Forest in library as "top"
        And alice has Test Lure in hand as "lure"
        When alice casts "lure"
        And the top of the stack resolves
        Then "top" is in the graveyard
    ''', [card("Test Lure", "Reveal the top card of your library. If it's a creature card, put it onto the battlefield. "
                            "Otherwise, put that card into your graveyard.", "sorcery")])
    holds('''
        Given alice has Hill Giant in library as "c2"
        And alice has Forest in library as "top"
        And alice has Test Lure in hand as "lure"
        When alice casts "lure"
        And the top of the stack resolves
        Then "top" is in the library
        And "c2" is in its owner's hand
    ''', [card("Test Lure", "Reveal the top card of your library. If it's a creature card, put it into your hand. "
                            "Otherwise, put it on the bottom of your library. Draw a card.", "sorcery")])
