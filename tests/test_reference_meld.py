"""Meld (701.42, 712.4, 712.21; branch meld): the meld trigger read from the grammar's tree, the melded
permanent (one object, two cards) and where its cards go when it leaves the battlefield, played."""

from __future__ import annotations

import pytest

from tree_play import card, holds, play, reason

RATS = "Graf Rats // Chittering Host"
SCAVENGERS = "Midnight Scavengers // Chittering Host"


def test_the_meld_line_is_read():
    from mtg_conformance.cardpool import load_pool
    from mtg_reference_engine.state.support import card_lines

    pool = load_pool()
    assert card_lines(pool[RATS]) == [] and card_lines(pool[SCAVENGERS]) == []


def test_graf_rats_melds_with_midnight_scavengers_and_the_host_enters():
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {RATS} as "rats"
        And alice controls {SCAVENGERS} as "scavengers"
        When the game proceeds to the beginning of combat step
        And the top of the stack resolves
        Then "rats" and "scavengers" are melded
        And "scavengers" is named "Chittering Host"
        And "scavengers" has mana value 7
        And "rats" has the ability "Haste"
        And "rats" triggered twice
        And alice controls one creature
    ''')


def test_no_meld_when_the_other_card_is_owned_by_an_opponent():
    # 603.4: "if you both own and control ...": bob's Midnight Scavengers under alice's control doesn't do
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {RATS} as "rats"
        And alice controls {SCAVENGERS} as "scavengers"
        And "scavengers" is owned by bob
        When the game proceeds to the beginning of combat step
        Then "rats" did not trigger
        And "rats" is on the battlefield
        And "rats" and "scavengers" are not melded
        And "rats" is named "Graf Rats"
    ''')


def test_no_meld_on_the_opponents_turn():
    holds(f'''
        Given it is bob's precombat main phase
        And alice controls {RATS} as "rats"
        And alice controls {SCAVENGERS} as "scavengers"
        When the game proceeds to the beginning of combat step
        Then "rats" did not trigger
    ''')


def test_two_cards_of_the_same_name_are_not_a_pair():
    # 701.42b: two Graf Rats: the condition names "a creature named Midnight Scavengers"; with two Scavengers
    # which one is melded would be a choice: refused, never guessed
    from mtg_reference_engine.state.support import Unsupported

    with pytest.raises(Unsupported, match="several permanents of that name"):
        play(f'''
            Given it is alice's precombat main phase
            And alice controls {RATS} as "rats"
            And alice controls {SCAVENGERS} as "scavengers-1"
            And alice controls {SCAVENGERS} as "scavengers-2"
            When the game proceeds to the beginning of combat step
            And the top of the stack resolves
            Then "rats" is on the battlefield
        ''')


def test_a_melded_permanent_returned_to_hand_is_two_cards_in_hand():
    # 712.21: one permanent leaves; both cards go to the zone
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {RATS} as "rats"
        And alice controls {SCAVENGERS} as "scavengers"
        And "rats" and "scavengers" are melded
        And bob has Unsummon in hand as "unsummon"
        Then "rats" is 5/6
        And alice controls one creature
        When bob casts "unsummon" targeting "scavengers"
        And the top of the stack resolves
        Then "rats" is in the hand
        And "scavengers" is in the hand
        And alice has two cards in hand
        And alice controls no creatures
    ''')


def test_setup_refuses_cards_that_are_not_a_pair():
    from mtg_reference_engine.state.game import BadFixture

    with pytest.raises(BadFixture, match="not the two cards of a meld pair"):
        play(f'''
            Given alice controls {RATS} as "rats"
            And alice controls Grizzly Bears as "bears"
            And "rats" and "bears" are melded
            Then "rats" is on the battlefield
        ''')


def test_a_card_put_into_an_opponents_graveyard_triggers_once_per_card():
    text = "Whenever a card is put into an opponent's graveyard from anywhere, put a +1/+1 counter on this creature."
    # Murder (bob's own card) and alice's Bears: only alice's card is put into bob's opponent's graveyard
    holds('''
        Given it is alice's precombat main phase
        And bob controls Test Watcher as "watcher"
        And alice controls Grizzly Bears as "bears"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "bears"
        And the top of the stack resolves
        Then "watcher" triggered once
        When the top of the stack resolves
        Then "watcher" has one +1/+1 counter on it
    ''', [card("Test Watcher", text, "creature", "{2}{B}", "1/1")])


def test_one_or_more_cards_into_an_opponents_graveyard_is_refused():
    from mtg_reference_engine.state.support import abilities_of, problems

    # each card its own event is read; 'one or more' (one event per batch, 603.2c) is not, for these
    text = "Whenever one or more cards are put into an opponent's graveyard from anywhere, you gain 1 life."
    assert any(problems(a) for a in abilities_of(text, "Test Card", False))


def test_meld_wording_of_other_objects_is_refused():
    assert reason("At the beginning of your upkeep, if you both own and control a creature named Foo and a "
                  "creature named Bar, exile them, then meld them into Baz.", False)


@pytest.mark.parametrize("text", ["Exile them, then meld them into Chittering Host."])
def test_meld_without_its_condition_is_refused(text):
    why = reason(text)
    assert why and "meld" in why[0]


@pytest.mark.parametrize("text", [
    "Exile target creature, then return that card to the battlefield under its owner's control.",
    "Exile target creature. Return that card to the battlefield under its owner's control.",
])
def test_a_flickered_melded_permanent_returns_as_two_permanents(text):
    # 712.21c: the effect finds both cards the permanent became in exile; each returns front face up (712.14)
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {RATS} as "rats"
        And alice controls {SCAVENGERS} as "scavengers"
        And "rats" and "scavengers" are melded
        And alice has Test Flicker in hand as "flicker"
        When alice casts "flicker" targeting "scavengers"
        And the top of the stack resolves
        Then "rats" is on the battlefield
        And "scavengers" is on the battlefield
        And "rats" is named "Graf Rats"
        And "scavengers" is named "Midnight Scavengers"
        And "rats" and "scavengers" are not melded
        And alice controls two creatures
    ''', [card("Test Flicker", text, "instant", "{W}")])


def test_a_melded_permanent_exiled_until_banisher_priest_leaves_returns_as_both_cards():
    # 610.3, 712.21c: both cards return when Banisher Priest leaves the battlefield
    holds(f'''
        Given it is alice's precombat main phase
        And bob controls {RATS} as "rats"
        And bob controls {SCAVENGERS} as "scavengers"
        And "rats" and "scavengers" are melded
        And alice has Banisher Priest in hand as "priest"
        And bob has Murder in hand as "murder"
        When alice casts "priest"
        And the top of the stack resolves
        And "priest"'s ability targets "rats"
        And the top of the stack resolves
        Then "rats" is in exile
        And "scavengers" is in exile
        When bob casts "murder" targeting "priest"
        And the top of the stack resolves
        Then "rats" is on the battlefield
        And "scavengers" is on the battlefield
        And bob controls two creatures
    ''')


def test_leyline_of_the_void_exiles_only_an_opponents_cards():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Leyline of the Void as "leyline"
        And bob controls Grizzly Bears as "bob-bears"
        And alice controls Grizzly Bears as "alice-bears"
        And alice has Murder in hand as "murder-1"
        And alice has Murder in hand as "murder-2"
        When alice casts "murder-1" targeting "bob-bears"
        And the top of the stack resolves
        Then "bob-bears" is in exile
        And "murder-1" is in the graveyard
        When alice casts "murder-2" targeting "alice-bears"
        And the top of the stack resolves
        Then "alice-bears" is in the graveyard
    ''')


def test_wheel_of_sun_and_moon_puts_the_card_on_the_bottom_of_its_owners_library():
    holds('''
        Given it is bob's precombat main phase
        And bob controls Wheel of Sun and Moon as "wheel"
        And "wheel" is attached to alice
        And alice controls Grizzly Bears as "bears"
        And alice has Island in library as "island"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the library
        And "murder" is in the graveyard
        When the game proceeds to the next turn's draw step
        Then "island" is in the hand
        And "bears" is in the library
    ''')


def test_other_instead_of_an_opponents_graveyard_is_refused():
    from mtg_reference_engine.state.support import abilities_of, problems

    text = "If a card would be put into an opponent's graveyard from anywhere, you draw a card instead."
    assert any(problems(a) for a in abilities_of(text, "Test Card", False))


def test_mimic_vat_exiles_a_card_returns_the_other_and_copies_the_card_exiled_with_it():
    # 607.2a: the activated ability copies the card the triggered ability exiled; 'each other card'
    # goes back to its owner's graveyard; the token gains haste and is exiled at the next end step
    holds('''
        Given it is alice's precombat main phase
        And alice controls Mimic Vat as "vat"
        And bob controls Grizzly Bears as "bears"
        And bob controls Gray Ogre as "lions"
        And alice has Murder in hand as "murder-1"
        And alice has Murder in hand as "murder-2"
        When alice casts "murder-1" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And alice answers "yes" to the "you may" of "vat"
        Then "bears" is in exile
        When alice casts "murder-2" targeting "lions"
        And the top of the stack resolves
        And the top of the stack resolves
        And alice answers "yes" to the "you may" of "vat"
        Then "lions" is in exile
        And "bears" is in the graveyard
        When alice activates the ability of "vat"
        And the top of the stack resolves
        And it creates "token"
        Then "token" is named "Gray Ogre"
        And "token" has the ability "Haste"
        And "token" is controlled by alice
        And alice controls one creature token
        When the game proceeds to the end step
        And the stack resolves
        Then "token" no longer exists
    ''')


def test_a_card_exiled_by_another_object_is_not_exiled_with_mimic_vat():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Mimic Vat as "vat"
        And bob controls Grizzly Bears as "bears"
        And alice has Murder in hand as "murder"
        When alice casts "murder" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And alice answers "no" to the "you may" of "vat"
        Then "bears" is in the graveyard
        When alice activates the ability of "vat"
        And the top of the stack resolves
        Then the action created nothing
    ''')


def test_exiled_with_another_object_is_refused():
    from mtg_reference_engine.state.support import abilities_of, problems

    text = "{T}: Create a token that's a copy of a card exiled with target artifact."
    assert any(problems(a) for a in abilities_of(text, "Test Card", False))


def test_duplicant_has_the_values_of_the_last_creature_card_exiled_with_it():
    holds('''
        Given it is alice's precombat main phase
        And bob controls Gray Ogre as "ogre"
        And alice has Duplicant in hand as "duplicant"
        When "duplicant" is put onto the battlefield under alice's control
        And "duplicant"'s ability targets "ogre"
        Then "duplicant" is 2/4
        And "duplicant" has the subtypes Shapeshifter
        When the top of the stack resolves
        And alice answers "yes" to the "you may" of "duplicant"
        Then "ogre" is in exile
        And "duplicant" is 2/2
        And "duplicant" has the subtypes Ogre and Shapeshifter
    ''')


def test_duplicant_declining_keeps_its_own_values():
    holds('''
        Given it is alice's precombat main phase
        And bob controls Gray Ogre as "ogre"
        And alice has Duplicant in hand as "duplicant"
        When "duplicant" is put onto the battlefield under alice's control
        And "duplicant"'s ability targets "ogre"
        And the top of the stack resolves
        And alice answers "no" to the "you may" of "duplicant"
        Then "ogre" is on the battlefield
        And "duplicant" is 2/4
    ''')


def test_the_order_of_an_exiled_melded_pair_is_never_guessed():
    # 712.21b: with no 'exile_order' choice recorded, Duplicant's values would depend on an order no one chose
    from mtg_reference_engine.state.support import Unsupported

    with pytest.raises(Unsupported, match="712.21b"):
        play(f'''
            Given it is alice's precombat main phase
            And bob controls {RATS} as "rats"
            And bob controls {SCAVENGERS} as "scavengers"
            And "rats" and "scavengers" are melded
            And alice has Duplicant in hand as "duplicant"
            When "duplicant" is put onto the battlefield under alice's control
            And "duplicant"'s ability targets "rats"
            And the top of the stack resolves
            And alice answers "yes" to the "you may" of "duplicant"
            Then "duplicant" is 2/1
        ''')


def test_the_values_of_another_card_are_refused():
    from mtg_reference_engine.state.support import abilities_of, problems

    text = ("As long as a card exiled with this creature is a creature card, this creature has the power, toughness, "
            "and creature types of the last creature card exiled with it. It's still a Blorp.")
    assert any(problems(a) for a in abilities_of(text, "Test Card", False))
