"""'that many' in a trigger about a life gain or a damage event (603.2, 119.10, 120.3; branch trig3)."""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
import pytest

from mtg_reference_engine.state.support import Unsupported
from tests.tree_play import card, holds, play, refused, tree_read

SHOCK = card("Test Shock", "Test Shock deals 2 damage to any target.", "instant", "{R}")
SALVE = card("Test Salve", "You gain 3 life.", "instant", "{W}")


def test_whenever_you_gain_life_put_that_many_counters():
    line = "Whenever you gain life, put that many +1/+1 counters on this creature."
    entity = card("Test Entity", line, "creature", "{G}", "4/4")
    tree_read(line)
    holds('''
        Given alice controls Test Entity as "ent"
        And alice has Test Salve in hand as "salve"
        And it is alice's precombat main phase
        When alice casts "salve"
        And the stack resolves
        Then alice has 23 life
        And "ent" has 3 +1/+1 counters on it
    ''', [entity, SALVE])


def test_whenever_this_creature_is_dealt_damage_create_that_many_tokens():
    line = "Whenever this creature is dealt damage, create that many 1/1 green Insect creature tokens."
    nest = card("Test Nest", line, "creature", "{1}{G}", "0/4")
    tree_read(line)
    holds('''
        Given alice controls Test Nest as "nest"
        And bob has Test Shock in hand as "shock"
        And it is bob's precombat main phase
        When bob casts "shock" targeting "nest"
        And the stack resolves
        Then alice controls two creature tokens
    ''', [nest, SHOCK])


def test_that_many_combat_damage_to_a_player_is_that_creatures_own():
    # a trampler blocked by a 2/2 deals 3 to the player: 'that many' is the damage dealt to the player
    line = "Whenever this creature deals combat damage to a player, put that many +1/+1 counters on it."
    regent = card("Test Regent", line + "\nTrample", "creature", "{G}", "5/5")
    tree_read(line)
    holds('''
        Given alice controls Test Regent as "reg"
        And bob controls Grizzly Bears as "b1"
        And it is alice's precombat main phase
        When alice attacks bob with "reg"
        And bob blocks "reg" with "b1"
        And combat damage is dealt
        And "reg" assigns 2 damage to "b1" and 3 damage to bob
        And the stack resolves
        Then bob has 17 life
        And "reg" has 3 +1/+1 counters on it
    ''', [regent])


def test_that_many_after_another_instruction_is_refused():
    # "discard any number of cards. If you do, draw that many": what it counts may be an earlier instruction's
    refused("Whenever this creature deals combat damage to a player, sacrifice it and create that many Treasure tokens.",
            "that many")
    # not an amount its event records (the number of attackers)
    refused("Whenever one or more Dinosaurs you control attack, create that many Treasure tokens.", "that many")


# -- "At end of combat, ..." (511.2) -----------------------------------------------------------------

def test_at_end_of_combat_destroy_all_creatures_blocking_it():
    line = "At end of combat, destroy all creatures blocking or blocked by this creature."
    beast = card("Test Frostbeast", line, "creature", "{3}{G}", "0/4")
    tree_read(line)
    holds('''
        Given alice controls Test Frostbeast as "beast"
        And bob controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        And it is alice's precombat main phase
        When alice attacks bob with "beast"
        And bob blocks "beast" with "bears"
        And combat damage is dealt
        Then "bears" is on the battlefield
        When the game proceeds to the end of combat step
        Then the stack holds one object
        When the stack resolves
        Then "bears" is in the graveyard
        And "other" is on the battlefield
        And "beast" is on the battlefield
    ''', [beast])


def test_at_end_of_combat_triggers_with_no_attackers():
    # 508.8: with no attackers the game goes to the end of combat step, which still begins (511.2)
    line = "At end of combat, you gain 2 life."
    idol = card("Test Idol", line, "artifact", "{2}")
    tree_read(line)
    holds('''
        Given alice controls Test Idol as "idol"
        And it is alice's precombat main phase
        When alice declares no attackers
        And the game proceeds to the end of combat step
        Then the stack holds one object
        When the stack resolves
        Then alice has 22 life
    ''', [idol])


# -- "Whenever one or more cards leave your graveyard" (603.2c, 603.10a) ---------------------------------

RAISE = card("Test Raise", "Return target creature card from your graveyard to your hand.", "sorcery", "{B}")
HISTORIAN = card("Test Historian", "Whenever one or more creature cards leave your graveyard, you gain 1 life.",
                 "creature", "{1}{W}", "2/3")


def test_one_or_more_creature_cards_leave_your_graveyard():
    tree_read(HISTORIAN["oracle_text"])
    holds('''
        Given alice controls Test Historian as "hist"
        And alice has Grizzly Bears in graveyard as "gb"
        And alice has Test Raise in hand as "raise"
        And it is alice's precombat main phase
        When alice casts "raise" targeting "gb"
        And the stack resolves
        Then "gb" is in the hand
        And alice has 21 life
    ''', [HISTORIAN, RAISE])
    # another player's graveyard, or a noncreature card: no trigger
    holds('''
        Given alice controls Test Historian as "hist"
        And bob has Grizzly Bears in graveyard as "gb"
        And bob has Test Raise in hand as "raise"
        And it is bob's precombat main phase
        When bob casts "raise" targeting "gb"
        And the stack resolves
        Then "gb" is in the hand
        And alice has 20 life
    ''', [HISTORIAN, RAISE])


def test_cards_leaving_a_graveyard_one_by_one_before_a_check_are_not_guessed():
    # escape: the spell moves to the stack, then its cost exiles three cards: whether these are one event is
    # not known to the engine: refused, not guessed
    with pytest.raises(Unsupported):
        play('''
            Given alice controls Test Historian as "hist"
            And alice has Loathsome Chimera in graveyard as "chimera"
            And alice has Grizzly Bears in graveyard as "g1"
            And alice has Grizzly Bears in graveyard as "g2"
            And alice has Grizzly Bears in graveyard as "g3"
            And it is alice's precombat main phase
            When alice casts "chimera"
            And alice pays its escape cost exiling "g1", "g2" and "g3" from her graveyard
            Then alice has 21 life
        ''', [HISTORIAN])


# -- "Whenever one or more <cards> are put into your graveyard from your library" (603.2c, 701.17a) --------

MILL = card("Test Mill", "Mill three cards.", "sorcery", "{U}")
SIDISI = card("Test Sidisi", "Whenever one or more creature cards are put into your graveyard from your library, "
              "you gain 1 life.", "creature", "{B}{G}{U}", "3/3")


def test_milled_creature_cards_trigger_once():
    tree_read(SIDISI["oracle_text"])
    holds('''
        Given alice controls Test Sidisi as "sidisi"
        And alice has Grizzly Bears in library as "g1"
        And alice has Forest in library as "f1"
        And alice has Grizzly Bears in library as "g2"
        And alice has Test Mill in hand as "mill"
        And it is alice's precombat main phase
        When alice casts "mill"
        And the stack resolves
        Then "g1" is in the graveyard
        And "g2" is in the graveyard
        And alice has 21 life
    ''', [SIDISI, MILL])
    # only lands milled: no creature card, no trigger
    holds('''
        Given alice controls Test Sidisi as "sidisi"
        And alice has Forest in library as "f1"
        And alice has Forest in library as "f2"
        And alice has Test Mill in hand as "mill"
        And it is alice's precombat main phase
        When alice casts "mill"
        And the stack resolves
        Then "f1" is in the graveyard
        And alice has 20 life
    ''', [SIDISI, MILL])


# -- "Whenever one or more tokens you control enter" (603.2c) ------------------------------------------------

CALGAR = card("Test Calgar", "Whenever one or more tokens you control enter, you gain 1 life.", "creature", "{3}{W}", "3/3")
MUSTER = card("Test Muster", "Create a 1/1 white Soldier creature token.", "sorcery", "{W}")
MUSTER2 = card("Test Muster Two", "Create two 1/1 white Soldier creature tokens.", "sorcery", "{W}")


def test_one_or_more_tokens_you_control_enter():
    tree_read(CALGAR["oracle_text"])
    holds('''
        Given alice controls Test Calgar as "calgar"
        And alice has Test Muster in hand as "muster"
        And it is alice's precombat main phase
        When alice casts "muster"
        And the stack resolves
        Then alice controls one creature token
        And alice has 21 life
    ''', [CALGAR, MUSTER])
    # another player's token: no trigger
    holds('''
        Given alice controls Test Calgar as "calgar"
        And bob has Test Muster in hand as "muster"
        And it is bob's precombat main phase
        When bob casts "muster"
        And the stack resolves
        Then bob controls one creature token
        And alice has 20 life
    ''', [CALGAR, MUSTER])


def test_tokens_entering_together_are_not_guessed():
    # the engine doesn't record which permanents entered at once: refused, not guessed (603.2c)
    with pytest.raises(Unsupported):
        play('''
            Given alice controls Test Calgar as "calgar"
            And alice has Test Muster Two in hand as "muster"
            And it is alice's precombat main phase
            When alice casts "muster"
            And the stack resolves
            Then alice has 21 life
        ''', [CALGAR, MUSTER2])
