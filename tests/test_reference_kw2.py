"""The reference engine playing keyword abilities of CR 702 whose whole line is the keyword (issue 13,
item 3), each in a game through the engine's entry point, with real cards in their current Oracle
text (the Oracle corpus, Dec 2026): persist (702.79a), afterlife (702.135a), soulshift (702.46a)."""

from __future__ import annotations

import pytest

from tree_play import card, choose, holds, play

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


MINISTRANT = card("Ministrant of Obligation", "Afterlife 2 (When this creature dies, create two 1/1 white and black "
                  "Spirit creature tokens with flying.)", "creature", "{2}{W}", "2/1", ("Human", "Cleric"))


def test_afterlife_creates_its_spirits_when_it_dies():
    """702.135a: Ministrant of Obligation dies: its controller creates two 1/1 white and black Spirit
    creature tokens with flying."""
    holds('''
        Given alice controls Ministrant of Obligation as "ministrant"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "ministrant"
        And the top of the stack resolves
        Then "ministrant" is in its owner's graveyard
        And "ministrant" triggered once
        When the top of the stack resolves
        And it creates "spirit-1" and "spirit-2"
        Then alice controls two creature tokens
        And bob controls no tokens
        And "spirit-1" is a token permanent
        And "spirit-1" is named "Spirit Token"
        And "spirit-1" is 1/1
        And "spirit-1" is white and black
        And "spirit-1" has the card type creature
        And "spirit-1" has the subtype Spirit
        And "spirit-1" has the ability "Flying"
        And "spirit-2" is 1/1
        And "spirit-2" is controlled by alice
        And the stack is empty
    ''', [MINISTRANT])


def test_afterlife_does_not_trigger_when_it_leaves_for_another_zone():
    """702.135a: only "put into a graveyard from the battlefield": bounced, nothing triggers."""
    holds('''
        Given alice controls Ministrant of Obligation as "ministrant"
        And bob has Unsummon in hand as "unsummon"
        When bob casts "unsummon" targeting "ministrant"
        And the top of the stack resolves
        Then "ministrant" is in its owner's hand
        And "ministrant" did not trigger
        And alice controls no tokens
        And the stack is empty
    ''', [MINISTRANT])


KAMI = card("Thousand-legged Kami", "Soulshift 7 (When this creature dies, you may return target Spirit card with "
            "mana value 7 or less from your graveyard to your hand.)", "creature", "{6}{G}{G}", "6/6", ("Spirit",))
GNARLED_MASS = card("Gnarled Mass", "", "creature", "{1}{G}{G}", "3/3", ("Spirit",))

SOULSHIFT = '''
    Given alice controls Thousand-legged Kami as "kami"
    And alice has Gnarled Mass in graveyard as "mass"
    And alice has Grizzly Bears in graveyard as "bears"
    When six -1/-1 counters are put on "kami"
    Then "kami" is in its owner's graveyard
    And "kami" triggered once
    When the top of the stack resolves
    Then "mass" is in its owner's {zone}
    And "bears" is in its owner's graveyard
    And "kami" is in its owner's graveyard
    And the stack is empty
'''


def test_soulshift_returns_a_spirit_card_with_a_small_enough_mana_value():
    """702.46a: Thousand-legged Kami dies; its controller targets Gnarled Mass (a Spirit, mana value 3)
    in their graveyard and chooses to return it."""
    def edit(fx):
        choose(0, "trigger_target", "kami", "mass")(fx)
        choose(2, "may", "kami", "yes")(fx)
    holds(SOULSHIFT.format(zone="hand"), [KAMI, GNARLED_MASS], edit)


def test_soulshift_is_a_may():
    def edit(fx):
        choose(0, "trigger_target", "kami", "mass")(fx)
        choose(2, "may", "kami", "no")(fx)
    holds(SOULSHIFT.format(zone="graveyard"), [KAMI, GNARLED_MASS], edit)


@pytest.mark.parametrize("target", ["bears", "kami"])
def test_soulshift_cannot_target_a_non_spirit_or_a_spirit_of_greater_mana_value(target):
    """702.46a: Grizzly Bears isn't a Spirit; the Kami itself, in the graveyard when the ability is put
    on the stack, is a Spirit of mana value 8 > 7: neither is a legal target."""
    result, _ = play(SOULSHIFT.format(zone="hand"), [KAMI, GNARLED_MASS],
                     choose(0, "trigger_target", "kami", target))
    assert result["actions"][0] == {
        "ok": False, "refused": f"{target!r} is not a legal 'trigger_target' choice for 'kami' (legal: mass)"}
