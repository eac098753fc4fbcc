"""Trigger lines the grammar didn't read (issue 13, branch gramt): each construct played in a game,
with the refusals that keep the engine from being silently wrong."""

from __future__ import annotations

import pytest
from mtg_reference_engine.state.support import Unsupported
from tree_play import card, choose, holds, play, reason

BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")
BIG = card("Test Blast", "Test Blast deals 1 damage to any target.", "sorcery", "{3}{R}")


# -- values of the spell a cast trigger is about (603.2, 202.3) ------------------------------------------

def test_that_spells_mana_value_pumps_by_the_cast_spell():
    cards = [card("Test Plasm", "Whenever you cast a spell, this creature gets +X/+X until end of turn, "
                  "where X is that spell's mana value.", "creature", "{2}{G}", "1/1"), BIG]
    holds('''
        Given alice controls Test Plasm as "p"
        And alice has Test Blast in hand as "blast"
        When alice casts "blast" targeting bob
        And the top of the stack resolves
        Then "p" is 5/5
        And "blast" is on the stack
    ''', cards)


def test_that_spells_mana_value_after_the_spell_resolved_uses_last_known_information():
    cards = [card("Test Kirin", "Whenever you cast a spell, you gain life equal to that spell's mana value.",
                  "creature", "{2}{W}", "2/2"), BOLT]
    # 608.2h: Bolt resolves first (cast in response to nothing, the trigger is on top); here the
    # trigger resolves while Bolt is still on the stack, then Bolt.
    holds('''
        Given alice controls Test Kirin as "k"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And the stack resolves
        Then alice has 21 life
        And bob has 17 life
    ''', cards)


def test_its_mana_value_in_a_cast_trigger_is_the_spells_not_the_sources():
    # Before this branch "its" in a cast trigger read the source (a 3-mana creature here): 3 life.
    cards = [card("Test Acolyte", "Whenever you cast a spell, you gain life equal to its mana value.",
                  "creature", "{2}{W}", "1/1"), BOLT]
    holds('''
        Given alice controls Test Acolyte as "a"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        Then alice has 21 life
        And "bolt" is on the stack
    ''', cards)


def test_mana_spent_to_cast_that_spell():
    cards = [card("Test Wurm", "Whenever you cast an instant or sorcery spell, this creature gets +X/+0 until "
                  "end of turn, where X is the amount of mana spent to cast that spell.", "creature", "{1}{G}", "2/2"),
             BIG]
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Mountain as "m3"
        And alice controls Mountain as "m4"
        And alice controls Test Wurm as "w"
        And alice has Test Blast in hand as "blast"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice taps "m3" for mana
        And alice taps "m4" for mana
        And alice casts "blast" paying {R}{R}{R}{R} targeting bob
        And the top of the stack resolves
        Then "w" is 6/2
    ''', cards)


def test_that_spell_outside_a_cast_trigger_is_refused():
    assert reason("When this creature enters, counter target spell. You gain life equal to that spell's mana value.",
                  False) != []
    assert reason("Whenever you cast a spell, counter target spell. You gain life equal to that spell's mana value.",
                  False) == ["'that spell' beside a target spell is not executed"]


# -- intervening-if conditions (603.4) --------------------------------------------------------------------

SALVE = card("Test Salve", "You gain 3 life.", "instant", "{W}")
TRICKLE = card("Test Trickle", "You gain 2 life.", "instant", "{W}")


def test_if_an_opponent_controls_more_lands_than_you():
    cards = [card("Test Farmer", "When this creature enters, if an opponent controls more lands than you, "
                  "you gain 3 life.", "creature", "{1}{W}", "2/2")]
    holds('''
        Given bob controls Plains as "p1"
        And alice has Test Farmer in hand as "f"
        When alice casts "f"
        And the stack resolves
        Then alice has 23 life
    ''', cards)
    holds('''
        Given bob controls Plains as "p1"
        And alice controls Plains as "p2"
        And alice has Test Farmer in hand as "f"
        When alice casts "f"
        And the stack resolves
        Then alice has 20 life
    ''', cards)


def test_if_you_gained_n_or_more_life_this_turn():
    cards = [card("Test Angel", "When this creature enters, if you gained 3 or more life this turn, draw a card.",
                  "creature", "{2}{W}", "2/2"), SALVE, TRICKLE]
    holds('''
        Given alice has Test Salve in hand as "salve"
        And alice has Test Angel in hand as "angel"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "salve"
        And the stack resolves
        And alice casts "angel"
        And the stack resolves
        Then alice has 23 life
        And "c1" is in the hand
    ''', cards)
    # 2 life gained in the fixture's turn: what was gained before the fixture began isn't stated
    with pytest.raises(Unsupported):
        play('''
            Given alice has Test Trickle in hand as "t"
            And alice has Test Angel in hand as "angel"
            And alice has Grizzly Bears in library as "c1"
            When alice casts "t"
            And the stack resolves
            And alice casts "angel"
            And the stack resolves
            Then alice has 22 life
        ''', cards)


def test_if_you_control_three_or_more_creatures_with_different_powers():
    cards = [card("Test Coven", "When this creature enters, if you control three or more creatures with different "
                  "powers, draw a card.", "creature", "{2}{W}", "3/3"),
             card("Test Runt", "", "creature", "{W}", "1/1")]
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Test Runt as "r"
        And alice has Test Coven in hand as "c"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "c"
        And the stack resolves
        Then "c1" is in the hand
    ''', cards)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice has Test Coven in hand as "c"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "c"
        And the stack resolves
        Then "c1" is in the library
    ''', cards)


def test_if_creatures_you_control_have_total_power_n_or_greater():
    cards = [card("Test Chief", "When this creature enters, if creatures you control have total power 8 or greater, "
                  "draw a card.", "creature", "{2}{G}", "4/4")]
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice has Test Chief in hand as "c"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "c"
        And the stack resolves
        Then "c1" is in the hand
    ''', cards)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Chief in hand as "c"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "c"
        And the stack resolves
        Then "c1" is in the library
    ''', cards)


# -- "you may have it deal damage ... equal to ..." and "assigns no combat damage this turn" (510.1a) --------

ARTIFICER = card("Test Artificer", "When this creature enters, you may have it deal damage to target creature equal "
                 "to the number of artifacts you control.", "creature", "{2}{R}", "2/2")
TRINKET = card("Test Trinket", "", "artifact", "{1}")


@pytest.mark.parametrize("answer, zone", [("yes", "graveyard"), ("no", "battlefield")])
def test_you_may_have_it_deal_damage_to_a_target_equal_to_an_amount(answer, zone):
    holds(f'''
        Given alice controls Test Trinket as "t1"
        And alice controls Test Trinket as "t2"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Artificer in hand as "a"
        When alice casts "a"
        And the top of the stack resolves
        And "a"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is in the {zone}
    ''', [ARTIFICER, TRINKET], edit=choose(2, "may", "a", answer))


LACCOLITH = card("Test Laccolith", "Whenever this creature becomes blocked, you may have it deal damage equal to its "
                 "power to target creature. If you do, this creature assigns no combat damage this turn.",
                 "creature", "{2}{R}", "3/3")
WALL = card("Test Wall", "", "creature", "{1}", "0/5")


@pytest.mark.parametrize("answer, zone, wall", [("yes", "graveyard", 0), ("no", "battlefield", 3)])
def test_may_deal_damage_then_assigns_no_combat_damage_this_turn(answer, zone, wall):
    holds(f'''
        Given alice controls Test Laccolith as "l"
        And bob controls Test Wall as "w"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "l"
        And bob blocks "l" with "w"
        And "l"'s ability targets "bears"
        And the top of the stack resolves
        And combat damage is dealt
        Then "bears" is in the {zone}
        And "w" has {wall} damage marked on it
    ''', [LACCOLITH, WALL], edit=choose(2, "may", "l", answer))


def test_create_x_tokens_where_x_is_that_spells_mana_value():
    """tree_counts' 'where X is' reads any amount the engine reads (here the cast spell's mana value)."""
    cards = [card("Test Breeder", "Whenever you cast a creature spell, create X 1/1 black Thrull creature tokens, "
                  "where X is that spell's mana value.", "enchantment", "{4}{B}"),
             card("Test Ogre", "", "creature", "{2}{R}", "3/3")]
    holds('''
        Given alice controls Test Breeder as "b"
        And alice has Test Ogre in hand as "o"
        When alice casts "o"
        And the top of the stack resolves
        Then alice controls three creature tokens
        And "o" is on the stack
    ''', cards)


# -- a plural card name: "Whenever The Twins attack", "When The Twins enter" ------------------------------

def test_a_plural_name_attacks_and_enters():
    cards = [card("The Test Twins", "When The Test Twins enter, you gain 1 life.\n"
                  "Whenever The Test Twins attack, you gain 2 life.", "creature", "{1}{W}", "2/2")]
    holds('''
        Given alice has The Test Twins in hand as "t"
        When alice casts "t"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls The Test Twins as "t"
        When alice attacks bob with "t"
        And the stack resolves
        Then alice has 22 life
    ''', cards)


# -- "Whenever a creature deals combat damage to you" (510.2, 603.2) --------------------------------------

SENTINEL = card("Test Sentinel", "Whenever a creature deals combat damage to you, destroy that creature.",
                "enchantment", "{2}{W}")


def test_a_creature_deals_combat_damage_to_you():
    holds('''
        Given bob controls Test Sentinel as "s"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob declares no blockers
        And combat damage is dealt
        And the stack resolves
        Then bob has 18 life
        And "bears" is in the graveyard
    ''', [SENTINEL])
    # 'you' is the ability's controller: alice's creature dealing damage to bob doesn't trigger alice's
    holds('''
        Given alice controls Test Sentinel as "s"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 18 life
        And "bears" is on the battlefield
        And the stack is empty
    ''', [SENTINEL])


# -- "This ability triggers only once each turn." ----------------------------------------------------------

def test_this_ability_triggers_only_once_each_turn():
    cards = [card("Test Wall", "Whenever you cast an instant or sorcery spell, you gain 1 life. Each opponent loses "
                  "1 life. This ability triggers only once each turn.", "creature", "{1}{U}", "0/4"),
             BOLT]
    # (in a later turn than the fixture's first: whether it triggered before the fixture began is not stated)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Wall as "w"
        And alice has Test Bolt in hand as "b1"
        And alice has Test Bolt in hand as "b2"
        And alice has Forest in library as "fa"
        And bob has Forest in library as "fb"
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's precombat main phase
        And alice casts "b1" targeting bob
        And the stack resolves
        And alice casts "b2" targeting bob
        And the stack resolves
        Then alice has 21 life
        And bob has 13 life
    ''', cards)
