"""The reference engine playing keyword abilities of CR 702 whose whole line is the keyword (issue 13,
item 3), each in a game through the engine's entry point, with real cards in their current Oracle
text (the Oracle corpus, Dec 2026): persist (702.79a)."""

from __future__ import annotations

from tree_play import card, holds

PERSIST = ("Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield "
           "under its owner's control with a -1/-1 counter on it.)")
PUTRID_GOBLIN = card("Putrid Goblin", PERSIST, "creature", "{1}{B}", "2/2", ("Zombie", "Goblin"))


def test_persist_returns_a_creature_without_minus_counters_with_one():
    """702.79a: Putrid Goblin dies to Lightning Bolt with no -1/-1 counter: it returns with one, a 1/1."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" triggered once
        When the top of the stack resolves
        Then "goblin" is on the battlefield
        And "goblin" has one -1/-1 counter on it
        And "goblin" is 1/1
        And the stack is empty
    ''', [PUTRID_GOBLIN])


def test_persist_does_not_trigger_when_it_had_a_minus_counter():
    """702.79a, 603.4: with a -1/-1 counter as it last existed (it returned once already), the
    intervening "if" is false: it stays in the graveyard."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And "goblin" has one -1/-1 counter on it
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" did not trigger
        And the stack is empty
    ''', [PUTRID_GOBLIN])


def test_persist_after_a_plus_counter_annihilated_its_minus_counter():
    """704.5q: a +1/+1 counter put on the returned Putrid Goblin removes its -1/-1 counter, so when it
    dies again it had none: persist returns it again."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And "goblin" has one -1/-1 counter on it
        When one +1/+1 counter is put on "goblin"
        Then "goblin" has no counters on it
        Given bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" triggered once
        When the top of the stack resolves
        Then "goblin" is on the battlefield
        And "goblin" has one -1/-1 counter on it
    ''', [PUTRID_GOBLIN])
