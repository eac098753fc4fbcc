"""Branch cond3: constructs of single-missing-line cards played in games (issue 13).

113.6k: a triggered ability that returns its card from a graveyard functions only in the graveyard;
108.4a: such a card's "you" is its owner.
"""

from __future__ import annotations

import pytest

from tree_play import card, choose, holds, reason

SQUEE = card("Test Squee", "At the beginning of your upkeep, you may return this card from your graveyard to your hand.",
             "creature", pt="1/1")
BLOOD = card("Test Speaker", "Whenever a Demon you control enters, return this card from your graveyard to your hand.",
             "creature", pt="1/1")
EIDOLON = card("Test Eidolon", "Whenever you cast a multicolored spell, you may return this card from your graveyard "
               "to your hand.", "creature", pt="1/1")
DEMON = card("Test Demon", "", "creature", cost="{B}", pt="5/5", subtypes=("Demon",))
GOLD = card("Test Gold", "You gain 1 life.", "instant", cost="{W}{U}")


@pytest.mark.parametrize("answer, zone", [("yes", "hand"), ("no", "graveyard")])
def test_upkeep_trigger_of_a_card_in_a_graveyard(answer, zone):
    holds(f'''
        Given alice has Test Squee in graveyard as "squee"
        And alice has Grizzly Bears in library as "l1"
        And bob has Grizzly Bears in library as "l2"
        When the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then "squee" is in the {zone}
    ''', [SQUEE], edit=choose(2, "may", "squee", answer))


def test_upkeep_trigger_of_a_card_in_a_graveyard_is_its_owners():
    # 'your upkeep' is the owner's (108.4a): on bob's upkeep it doesn't trigger
    holds('''
        Given alice has Test Squee in graveyard as "squee"
        And alice has Grizzly Bears in library as "l1"
        And bob has Grizzly Bears in library as "l2"
        When the game proceeds to the next turn's upkeep step
        Then "squee" is in the graveyard
        And the stack is empty
    ''', [SQUEE])


def test_it_doesnt_function_on_the_battlefield():
    holds('''
        Given alice controls Test Squee as "squee"
        And alice has Grizzly Bears in library as "l1"
        And bob has Grizzly Bears in library as "l2"
        When the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        Then "squee" is on the battlefield
        And the stack is empty
    ''', [SQUEE])


def test_enters_trigger_of_a_card_in_a_graveyard():
    holds('''
        Given alice has Test Speaker in graveyard as "speaker"
        And alice has Test Demon in hand as "demon"
        When alice casts "demon"
        And the stack resolves
        Then "speaker" is in the hand
        And "demon" is on the battlefield
    ''', [BLOOD, DEMON])


def test_cast_trigger_of_a_card_in_a_graveyard():
    holds('''
        Given alice has Test Eidolon in graveyard as "eidolon"
        And alice has Test Gold in hand as "gold"
        When alice casts "gold"
        And the stack resolves
        Then "eidolon" is in the hand
        And alice has 21 life
    ''', [EIDOLON, GOLD], edit=choose(1, "may", "eidolon", "yes"))


def test_refused_graveyard_trigger_events():
    assert reason("Whenever you gain life, return this card from your graveyard to your hand.", False) \
        == ["this trigger of a card in a graveyard is not executed"]


# -- 601.2a, 608.3: 'if you cast it from your hand' ------------------------------------------------------

CACODEMON = card("Test Cacodemon", "When this creature enters, if you cast it from your hand, you gain 3 life.",
                 "creature", pt="2/2")
PLAYTHING = card("Test Plaything", "This creature enters with two -1/-1 counters on it if you cast it from your hand.",
                 "creature", pt="3/3")
REANIMATE = card("Test Reanimate", "Return target creature card from your graveyard to the battlefield.", "sorcery")


def test_enters_trigger_if_you_cast_it_from_your_hand():
    holds('''
        Given alice has Test Cacodemon in hand as "demon"
        When alice casts "demon"
        And the stack resolves
        Then "demon" is on the battlefield
        And alice has 23 life
    ''', [CACODEMON])


@pytest.mark.parametrize("who", ["cacodemon", "plaything"])
def test_a_permanent_that_wasnt_cast(who):
    name = {"cacodemon": "Test Cacodemon", "plaything": "Test Plaything"}[who]
    holds(f'''
        Given alice has {name} in graveyard as "it"
        And alice has Test Reanimate in hand as "rean"
        When alice casts "rean" targeting "it"
        And the stack resolves
        Then "it" is on the battlefield
        And alice has 20 life
        And "it" has no counters
    ''', [CACODEMON, PLAYTHING, REANIMATE])


def test_enters_with_counters_if_you_cast_it_from_your_hand():
    holds('''
        Given alice has Test Plaything in hand as "toy"
        When alice casts "toy"
        And the stack resolves
        Then "toy" is on the battlefield
        And "toy" has two -1/-1 counters on it
        And "toy" is 1/1
    ''', [PLAYTHING])



# -- conditions about 'it' / 'that creature': counters (122.1) and 'is <word>' --------------------------

ORDEAL = card("Test Ordeal", "Whenever a creature you control attacks, put a +1/+1 counter on it. Then if it has "
              "two or more +1/+1 counters on it, you gain 5 life.", "enchantment")
LOW = card("Test Bring Low", "Target creature gets -1/-1 until end of turn. If that creature has a +1/+1 counter "
           "on it, you gain 2 life.", "instant")
BOLT = card("Test Low Bolt", "Test Low Bolt deals 1 damage to target creature. If that creature has a +1/+1 counter "
            "on it, you gain 2 life.", "instant")
HANDS = card("Test Hands", "Target creature gets -1/-1 until end of turn. If that creature is green, you gain 4 life.",
             "instant")
PINNACLE = card("Test Pinnacle", "At the beginning of your upkeep, if there are two or more quest counters on this "
                "enchantment, you gain 5 life.", "enchantment")


@pytest.mark.parametrize("counters, life", [(0, 20), (1, 25)])
def test_then_if_it_has_counters_on_it(counters, life):
    given = f'\n        And "bears" has {["no", "a"][counters]} +1/+1 counter on it' if counters else ""
    holds(f'''
        Given alice controls Test Ordeal as "ordeal"
        And alice controls Grizzly Bears as "bears"{given}
        When alice attacks bob with "bears"
        And the stack resolves
        Then alice has {life} life
        And "bears" has {["one", "two"][counters]} +1/+1 counter{["", "s"][counters]} on it
    ''', [ORDEAL])


@pytest.mark.parametrize("counters, life", [(0, 20), (1, 22)])
def test_if_that_creature_has_a_counter(counters, life):
    given = '\n        And "ogre" has a +1/+1 counter on it' if counters else ""
    holds(f'''
        Given bob controls Hill Giant as "ogre"{given}
        And alice has Test Bring Low in hand as "low"
        When alice casts "low" targeting "ogre"
        And the stack resolves
        Then alice has {life} life
    ''', [LOW])


@pytest.mark.parametrize("creature, life", [("Grizzly Bears", 24), ("Hill Giant", 20)])
def test_if_that_creature_is_a_color(creature, life):
    holds(f'''
        Given bob controls {creature} as "it"
        And alice has Test Hands in hand as "hands"
        When alice casts "hands" targeting "it"
        And the stack resolves
        Then alice has {life} life
    ''', [HANDS])


def test_if_there_are_counters_on_this_enchantment():
    holds('''
        Given alice controls Test Pinnacle as "p"
        And "p" has two quest counters on it
        And alice has Grizzly Bears in library as "l1"
        And bob has Grizzly Bears in library as "l2"
        When the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then alice has 25 life
    ''', [PINNACLE])


def test_it_in_a_static_condition_about_counters_is_refused():
    assert reason("This land doesn't untap during your untap step if it has a depletion counter on it.", False) \
        == ["a condition about counters on 'it' in a static ability is not executed"]



WURM = card("Test Wurm", "", "creature", cost="{4}{G}{G}", pt="6/6")
SMITE = card("Test Smite", "Test Smite deals 2 damage to target creature. If that creature is green, Test Smite deals "
             "6 damage instead.", "instant")


@pytest.mark.parametrize("creature, zone", [("Test Wurm", "graveyard"), ("Hill Giant", "battlefield")])
def test_if_that_creature_is_green_deals_damage_instead(creature, zone):
    holds(f'''
        Given bob controls {creature} as "it"
        And alice has Test Smite in hand as "smite"
        When alice casts "smite" targeting "it"
        And the stack resolves
        Then "it" is on the {zone}
    '''.replace("on the graveyard", "in the graveyard"), [SMITE, WURM])


@pytest.mark.parametrize("counters, life", [(0, 20), (1, 22)])
def test_damage_then_if_that_creature_has_a_counter(counters, life):
    given = '\n        And "wurm" has a +1/+1 counter on it' if counters else ""
    holds(f'''
        Given bob controls Test Wurm as "wurm"{given}
        And alice has Test Low Bolt in hand as "low"
        When alice casts "low" targeting "wurm"
        And the stack resolves
        Then alice has {life} life
    ''', [BOLT, WURM])
