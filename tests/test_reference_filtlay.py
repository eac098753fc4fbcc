"""Saga chapter abilities and lore counters (714), played in games (branch filtlay)."""

from __future__ import annotations

import pytest
from mtg_reference_engine.state.support import Unsupported
from tree_play import card, choose, holds, play, reason

SAGA = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"


def saga(name: str, chapters: str) -> dict:
    return card(name, SAGA + chapters, "enchantment", cost="{1}{W}", subtypes=("Saga",))


LIFE_SAGA = saga("Test Saga", "I — You gain 2 life.\nII — Draw a card.\nIII — You gain 5 life.")


def test_chapter_one_triggers_as_the_saga_enters_and_each_precombat_main_adds_a_lore_counter():
    # 714.3a, 714.2b: a lore counter as it enters, chapter I triggers; 714.3b: another as its
    # controller's precombat main phase begins (not the opponent's), chapter II; 714.4: at III it
    # stays until chapter III has left the stack, then its controller sacrifices it.
    holds('''
        Given it is alice's precombat main phase
        And alice has Test Saga in hand as "saga"
        And alice has Grizzly Bears in library as "c1"
        And alice has Grizzly Bears in library as "c2"
        And alice has Grizzly Bears in library as "c3"
        And bob has Grizzly Bears in library as "b1"
        And bob has Grizzly Bears in library as "b2"
        When alice casts "saga"
        And the top of the stack resolves
        Then "saga" has one lore counter on it
        And the stack holds one object
        When the top of the stack resolves
        Then alice has 22 life
        And "saga" is on the battlefield
        When the game proceeds to the next turn's precombat main phase
        Then it is bob's precombat main phase
        And "saga" has one lore counter on it
        And the stack is empty
        When the game proceeds to the next turn's precombat main phase
        Then "saga" has two lore counters on it
        And the stack holds one object
        And alice has one card in hand
        When the top of the stack resolves
        Then alice has two cards in hand
        And "saga" is on the battlefield
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        Then "saga" has three lore counters on it
        And the stack holds one object
        And "saga" is on the battlefield
        When the top of the stack resolves
        Then alice has 27 life
        And "saga" is in its owner's graveyard
    ''', [LIFE_SAGA])


def test_lore_counters_put_by_an_effect_trigger_each_chapter_passed():
    # 714.2b: from one lore counter to three: chapters II and III trigger (each "was less than N
    # and became at least N"); the Saga waits for both to leave the stack (714.4)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Saga as "saga"
        And "saga" has one lore counter on it
        And alice has Grizzly Bears in library as "c1"
        When two lore counters are put on "saga"
        Then the stack holds two objects
        And "saga" is on the battlefield
        When the top of the stack resolves
        Then "saga" is on the battlefield
        And alice has one card in hand
        And alice has 20 life
        When the top of the stack resolves
        Then alice has 25 life
        And "saga" is in its owner's graveyard
    ''', [LIFE_SAGA], edit=choose(0, "trigger_order", None, ["saga: III", "saga: II"]))  # II resolves first


def test_counters_on_a_saga_as_the_game_begins_trigger_nothing_the_next_one_triggers_its_chapter():
    # the lore counter it had before the game's first event triggered nothing; the one put now
    # takes it from 1 to 2: chapter II only (714.2b)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Saga as "saga"
        And "saga" has one lore counter on it
        And alice has Grizzly Bears in library as "c1"
        When one lore counter is put on "saga"
        Then the stack holds one object
        When the top of the stack resolves
        Then alice has one card in hand
        And alice has 20 life
        And "saga" is on the battlefield
    ''', [LIFE_SAGA])


def test_two_numerals_are_two_chapter_abilities_and_a_chapter_with_no_target_still_ends_the_saga():
    # 714.2c: "I, II — ..." means "I — ..." and "II — ..."; 603.3d: chapter II has no legal target
    # and is removed from the stack: it has left the stack, so the Saga is sacrificed (714.4)
    holds('''
        Given it is alice's precombat main phase
        And alice has Test Strike Saga in hand as "saga"
        And bob controls Grizzly Bears as "bears"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "b1"
        When alice casts "saga"
        And the top of the stack resolves
        And "saga"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        Then the stack is empty
        And "saga" is in its owner's graveyard
    ''', [saga("Test Strike Saga", "I, II — Destroy target creature an opponent controls.")])


def test_a_chapter_the_engine_cant_execute_is_refused_and_the_game_is_unsupported():
    assert reason("I — Amass Orcs 1.", spell=False) == ["no engine module executes 'Action:amass'"]
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice has Test Amass Saga in hand as "saga"
            When alice casts "saga"
            And the top of the stack resolves
            Then "saga" has one lore counter on it
        ''', [saga("Test Amass Saga", "I — Amass Orcs 1.\nII — Draw a card.")])
    assert [e["line"] for e in exc.value.lines] == ["I — Amass Orcs 1."]
