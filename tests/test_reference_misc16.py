"""Branch misc16: piles (700.3), banding (702.22h) and name stickers (123.6), played on the reference engine."""

from __future__ import annotations

import pytest

from tree_play import card, play, refused, tree_read

FOF = "Reveal the top five cards of your library. An opponent separates those cards into two piles. Put one pile into your hand and the other into your graveyard."

LIBRARY = """
Given alice has Forest in library as "c5"
And alice has Island in library as "c4"
And alice has Shock in library as "c3"
And alice has Divination in library as "c2"
And alice has Lightning Bolt in library as "c1"
And alice has Fact or Fiction in hand as "fact"
When alice casts "fact"
And the top of the stack resolves
"""


def test_fact_or_fiction_reads_through_the_tree():
    tree_read(FOF, spell=True)


def test_piles_the_chosen_pile_goes_to_hand_the_other_to_graveyard():
    result, mismatches = play(LIBRARY + """
And bob separates the revealed cards into a pile of "c1" and a pile of "c2", "c3", "c4" and "c5" as "fact" resolves
And alice chooses the pile of "c1" as "fact" resolves
Then as bob separates the piles, "c1" is in its owner's library
And as bob separates the piles, alice has five cards in her library
And "c1" is in its owner's hand
And "c2" is in its owner's graveyard
And "c5" is in its owner's graveyard
And alice has zero cards in her library
""")
    assert not mismatches, [m.message for m in mismatches]


def test_piles_a_card_left_out_of_both_piles_is_refused():
    result, _ = play(LIBRARY + """
And bob separates the revealed cards into a pile of "c1" and a pile of "c2", "c3" and "c4" as "fact" resolves
And alice chooses the pile of "c1" as "fact" resolves
""")
    assert not result["actions"][-1]["ok"]
    assert "700.3a" in result["actions"][-1]["refused"]


def test_piles_choosing_a_pile_that_was_not_made_is_refused():
    result, _ = play(LIBRARY + """
And bob separates the revealed cards into a pile of "c1" and a pile of "c2", "c3", "c4" and "c5" as "fact" resolves
And alice chooses the pile of "c1" and "c2" as "fact" resolves
""")
    assert not result["actions"][-1]["ok"]


@pytest.mark.parametrize("text, reason", [
    # the separating player is "you", the chooser an opponent: not this reading
    ("Reveal the top five cards of your library and separate them into two piles. An opponent chooses one of those piles. "
     "Put that pile into your hand and the other into your graveyard.", ""),
    # "an opponent" elsewhere is still refused
    ("An opponent draws a card.", "an opponent"),
])
def test_piles_neighbours_are_refused(text, reason):
    refused(text, reason, spell=True)


# -- banding (702.22) ----------------------------------------------------------------------------

BAND = """
Given it is alice's precombat main phase
And alice controls Mesa Pegasus as "pegasus"
And alice controls Bog Wraith as "wraith"
And bob controls Serra Angel as "angel"
And bob controls Swamp as "swamp"
When alice attacks bob with "pegasus" and "wraith"
And "pegasus" and "wraith" attack in a band
And bob blocks "pegasus" with "angel"
And combat damage is dealt
"""


def test_banding_keyword_line_is_read():
    from mtg_reference_engine.state.support import card_lines
    from mtg_conformance.cardpool import load_pool

    assert card_lines(load_pool()["Mesa Pegasus"]) == []


def test_band_blocked_as_a_group_blocker_damage_divided_by_the_active_player():
    result, mismatches = play(BAND + """
And alice divides the combat damage of "angel": 4 damage to "wraith"
Then bob has 20 life
And "pegasus" is on the battlefield
And "wraith" is in its owner's graveyard
And "angel" is in its owner's graveyard
""")
    assert not mismatches, [m.message for m in mismatches]


def test_band_the_defending_player_does_not_divide_the_blockers_damage():
    # 702.22k: the active player decides; a division recorded for bob answers no question
    from mtg_reference_engine.state.game import MissingChoice

    with pytest.raises(MissingChoice, match="by alice"):
        play(BAND + """
And bob divides the combat damage of "angel": 4 damage to "pegasus"
""")


def test_band_without_any_creature_with_banding_is_refused():
    result, _ = play("""
Given it is alice's precombat main phase
And alice controls Grizzly Bears as "bears"
And alice controls Bog Wraith as "wraith"
When alice attacks bob with "bears" and "wraith"
And "bears" and "wraith" attack in a band
""")
    assert not result["actions"][-1]["ok"]
    assert "702.22c" in result["actions"][-1]["refused"]


def test_band_member_not_attacking_is_refused():
    result, _ = play("""
Given it is alice's precombat main phase
And alice controls Mesa Pegasus as "pegasus"
And alice controls Bog Wraith as "wraith"
When alice attacks bob with "pegasus"
And "pegasus" and "wraith" attack in a band
""")
    assert not result["actions"][-1]["ok"]


def test_bands_with_other_is_refused():
    from mtg_reference_engine.state.support import card_lines

    lines = card_lines(card("Test Bander", "Bands with other legends", "creature", "{1}", "1/1"))
    assert lines and lines[0]["line"] == "Bands with other legends"


# -- name stickers (123.6) ----------------------------------------------------------------------

STICKER_ON_CUB = """
Given it is alice's precombat main phase
And alice has access to the name sticker "Dark"
And alice has access to the name sticker "Light"
And alice controls Bear Cub as "cub"
And alice has Baaallerina in hand as "baa"
When "baa" is put onto the battlefield under alice's control
And the top of the stack resolves
"""


def test_sticker_lines_read():
    tree_read("When this creature enters, you may put a name sticker on a nonland permanent you own.")
    tree_read("When this creature enters, you may put a name sticker on it.")
    tree_read("{2}{U}: Another target creature with a name sticker on it gains flying until end of turn.")


def test_sticker_put_by_baaallerina_and_its_qualifier():
    result, mismatches = play(STICKER_ON_CUB + """
And alice chooses to put the name sticker "Light" on "cub" as "baa" resolves
And alice places the sticker's word after the second word of "cub"'s name
Then "cub" is named "Bear Cub Light"
""")
    assert not mismatches, [m.message for m in mismatches]


def test_sticker_already_on_an_owned_object_is_refused():
    # 123.3: a sticker that is already on an object the player owns isn't available
    result, _ = play("""
Given it is alice's precombat main phase
And alice has access to the name sticker "Dark"
And alice has access to the name sticker "Light"
And alice controls Grizzly Bears as "bears"
And "bears" has a name sticker "Dark" after its first word
And alice controls Bear Cub as "cub"
And alice has Baaallerina in hand as "baa"
When "baa" is put onto the battlefield under alice's control
And the top of the stack resolves
And alice chooses to put the name sticker "Dark" on "cub" as "baa" resolves
And alice places the sticker's word at the beginning of "cub"'s name
""")
    assert not result["actions"][-1]["ok"]
    assert "123.3" in result["actions"][-1]["refused"]


def test_sticker_position_beyond_the_name_is_refused():
    result, _ = play(STICKER_ON_CUB + """
And alice chooses to put the name sticker "Dark" on "cub" as "baa" resolves
And alice places the sticker's word after the third word of "cub"'s name
""")
    assert not result["actions"][-1]["ok"]
    assert "123.6b" in result["actions"][-1]["refused"]


def test_sticker_placed_after_witness_protection_is_in_the_name():
    # 123.6c: timestamp order — the sticker is the later text-changing effect this time
    result, mismatches = play("""
Given it is alice's precombat main phase
And alice has access to the name sticker "Dark"
And alice controls Grizzly Bears as "bears"
And alice has Witness Protection in hand as "protection"
And alice has Baaallerina in hand as "baa"
When alice casts "protection" targeting "bears"
And the top of the stack resolves
When "baa" is put onto the battlefield under alice's control
And the top of the stack resolves
And alice chooses to put the name sticker "Dark" on "bears" as "baa" resolves
And alice places the sticker's word after the first word of "bears"'s name
Then "bears" is named "Legitimate Dark Businessperson"
""")
    assert not mismatches, [m.message for m in mismatches]


def test_sticker_kept_in_a_public_zone_lost_in_a_hidden_one():
    # 123.5: retained in the graveyard (an exception to 400.7), not in a hand or library
    result, mismatches = play("""
Given it is alice's precombat main phase
And alice controls Grizzly Bears as "bears"
And "bears" has a name sticker "Dark" at the beginning
And alice controls Bear Cub as "cub"
And "cub" has a name sticker "Light" after its second word
And bob has Lightning Bolt in hand as "bolt"
And bob has Unsummon in hand as "unsummon"
When bob casts "bolt" targeting "bears"
And the top of the stack resolves
Then "bears" is in its owner's graveyard
And "bears" is named "Dark Grizzly Bears"
When bob casts "unsummon" targeting "cub"
And the top of the stack resolves
Then "cub" is in its owner's hand
And "cub" is named "Bear Cub"
""")
    assert not mismatches, [m.message for m in mismatches]


def test_sticker_on_a_name_with_a_blank_is_refused():
    from mtg_reference_engine.state.support import Unsupported

    blank = card("Wolf in _____ Clothing", "", "creature", "{3}{B}", "2/3")
    with pytest.raises(Unsupported):
        play("""
Given alice controls Wolf in _____ Clothing as "wolf"
And "wolf" has a name sticker "Sheep" after its second word
""", [blank])


# -- It That Betrays (the card of 123.6c's second example): an opponent's sacrifice trigger ---------

def test_it_that_betrays_takes_what_an_opponent_sacrifices():
    tree_read("Whenever an opponent sacrifices a nontoken permanent, put that card onto the battlefield under your control.")
    result, mismatches = play("""
Given it is alice's precombat main phase
And alice controls It That Betrays as "betrays"
And bob controls Grizzly Bears as "bears"
And bob controls Forest as "forest"
When alice attacks bob with "betrays"
And the top of the stack resolves
And bob sacrifices "forest" and "bears" as the ability of "betrays" resolves
And the stack resolves
Then "bears" is on the battlefield
And "bears" is controlled by alice
And "forest" is controlled by alice
""")
    assert not mismatches, [m.message for m in mismatches]


def test_it_that_betrays_ignores_its_controllers_own_sacrifice():
    refused("Whenever an opponent sacrifices a nontoken permanent, return it to its owner's hand.", "")
