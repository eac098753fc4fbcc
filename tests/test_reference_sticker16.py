"""123.6c's first example played on the reference engine (branch sticker16, issue 16): a permission to play
a card exiled by the same ability (Savvy Trader), a cost reduction for spells cast from anywhere other than
a hand, Granted's "noncreature card you own from outside the game", and a name sticker on an adventurer card
as it moves between graveyard, exile and the stack."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.support import Unsupported
from tree_play import holds, play

TRADER_EXILES_FAE = '''
    Given it is alice's precombat main phase
    And alice has Fae of Wishes // Granted in graveyard as "fae"
    And alice has Savvy Trader in hand as "trader"
    And alice controls Island as "island-1"
    And alice controls Island as "island-2"
    And alice controls Island as "island-3"
    When alice casts "trader"
    And the top of the stack resolves
    And "trader"'s ability targets "fae"
    And the top of the stack resolves
    Then "fae" is in exile
'''


def test_the_permission_casts_the_creature_half_for_one_less():
    """715.3: cast normally from exile by the permission, Fae of Wishes ({1}{U}) costs {U} with Savvy Trader."""
    holds(TRADER_EXILES_FAE + '''
        When alice taps "island-1" for mana
        And alice casts "fae" paying {U}
        Then "fae" is a spell on the stack
        And "fae" is a creature
        When the top of the stack resolves
        Then "fae" is on the battlefield
        And "fae" is named "Fae of Wishes"
        And "fae" is 1/4
    ''')


def test_the_reduction_is_exact_for_the_adventure():
    """Granted costs {3}{U} - {1}: paying {U}{U} is too little (601.2h)."""
    holds(TRADER_EXILES_FAE + '''
        When alice taps "island-1" for mana
        And alice taps "island-2" for mana
        And alice casts "fae" as its Adventure Granted paying {U}{U}
        Then the action is refused
        And "fae" is in exile
    ''')


def test_spells_cast_from_a_hand_cost_no_less():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Savvy Trader as "trader"
        And alice has Divination in hand as "div"
        And alice controls Island as "island-1"
        And alice controls Island as "island-2"
        When alice taps "island-1" for mana
        And alice taps "island-2" for mana
        And alice casts "div" paying {U}{U}
        Then the action is refused
        And "div" is in the hand
    ''')


def test_the_card_back_from_its_adventure_is_a_new_object_without_the_permission():
    """400.7: Savvy Trader's permission was for the card as it was exiled; after Granted resolves the card in
    exile may be cast only by 715.3d — not as an Adventure again."""
    holds(TRADER_EXILES_FAE + '''
        When alice casts "fae" as its Adventure Granted
        And the top of the stack resolves
        And "fae" chooses no for "may"
        Then "fae" is in exile
        When alice casts "fae" as its Adventure Granted
        Then the action is refused
        When alice casts "fae"
        Then "fae" is a spell on the stack
    ''')


def test_granted_reveals_only_a_noncreature_card():
    result, _ = play('''
        Given it is alice's precombat main phase
        And alice has Fae of Wishes // Granted in hand as "fae"
        And alice has Grizzly Bears outside the game as "bears"
        And alice has Lightning Bolt outside the game as "bolt"
        And alice has Divination outside the game as "div"
        When alice casts "fae" as its Adventure Granted
        And the top of the stack resolves
        And "fae" chooses yes for "may"
        And alice reveals "bears" from outside the game
        Then the action is refused
    ''')
    assert result["actions"][1]["ok"] is False


def test_granted_with_one_noncreature_card_needs_no_choice():
    holds('''
        Given it is alice's precombat main phase
        And alice has Fae of Wishes // Granted in hand as "fae"
        And alice has Grizzly Bears outside the game as "bears"
        And alice has Lightning Bolt outside the game as "bolt"
        When alice casts "fae" as its Adventure Granted
        And the top of the stack resolves
        And "fae" chooses yes for "may"
        Then "bolt" is in its owner's hand
        And "bears" is outside the game
        And "fae" is in exile
    ''')


def test_a_sticker_on_the_stack_and_back_keeps_its_position():
    """123.6c: the name sticker after the second word is at the end of the one-word Adventure's name, and
    after the second word again in exile."""
    holds('''
        Given it is alice's precombat main phase
        And alice has Fae of Wishes // Granted in graveyard as "fae"
        And "fae" has a name sticker "Mana" after its second word
        And alice has Savvy Trader in hand as "trader"
        When alice casts "trader"
        And the top of the stack resolves
        And "trader"'s ability targets "fae"
        And the top of the stack resolves
        And alice casts "fae" as its Adventure Granted
        Then "fae" is named "Granted Mana"
        When the top of the stack resolves
        And "fae" chooses no for "may"
        Then "fae" is named "Fae of Mana Wishes"
        When alice casts "fae"
        Then "fae" is named "Fae of Mana Wishes"
        When the top of the stack resolves
        Then "fae" is on the battlefield
        And "fae" is named "Fae of Mana Wishes"
    ''')


def test_a_permission_to_play_a_land_card_lets_it_be_played_as_the_land_play():
    """305.1, 305.2: "You may play that card ..." lets the player play an exiled land card, as their land
    play for the turn (a second land is refused)."""
    holds('''
        Given it is alice's precombat main phase
        And alice has Forest in graveyard as "forest"
        And alice has Savvy Trader in hand as "trader"
        And alice has Island in hand as "island"
        When alice casts "trader"
        And the top of the stack resolves
        And "trader"'s ability targets "forest"
        And the top of the stack resolves
        Then "forest" is in exile
        When alice plays "forest"
        Then "forest" is on the battlefield
        When alice plays "island"
        Then the action is refused
    ''')


def test_a_permission_for_a_card_with_a_land_back_face_is_refused():
    """A modal double-faced card whose back face is a land (712): playing that face from exile isn't
    implemented, so the permission is refused rather than guessed."""
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice has Glasspool Mimic // Glasspool Shore in graveyard as "mimic"
            And alice has Savvy Trader in hand as "trader"
            When alice casts "trader"
            And the top of the stack resolves
            And "trader"'s ability targets "mimic"
            And the top of the stack resolves
        ''')
    assert "land face" in str(exc.value)


@pytest.mark.parametrize("text", [
    "{T}: Mill a card. You may play that card this turn.",  # Ark of Hunger: from a graveyard
    "You may play that card this turn.",  # nothing exiled by this ability
    "When this creature enters, exile target card from your graveyard. You may play it for as long as you "
    "control this creature.",  # another duration
])
def test_permissions_the_module_does_not_read_are_refused(text):
    from mtg_reference_engine.state.support import abilities_of, problems

    abilities = abilities_of(text, "Test Card", False)
    assert any(problems(a, "Test Card") for a in abilities), abilities
