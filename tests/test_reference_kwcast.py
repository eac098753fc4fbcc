"""Casting keywords and costs (session 5, branch kwcast), played in games on the reference engine
with the cards' Oracle text: the kicker's linked "if this creature was kicked, it enters with N
+1/+1 counters" (702.33d, 614.1c), "As an additional cost to cast this spell, discard a card / N
cards" (601.2b, 601.2f-h) and blitz (702.152a).
"""

from __future__ import annotations

from typing import Any

from mtg_reference_engine.state import support
from mtg_reference_engine.text.oracle import parse_line
from tree_play import card, holds

FIGMENT = card("Aether Figment", "Kicker {3} (You may pay an additional {3} as you cast this spell.)\n"
               "If this creature was kicked, it enters with two +1/+1 counters on it.\n"
               "This creature can't be blocked.", "creature", "{1}{U}", "1/1", ("Illusion",))
THRILL = card("Thrill of Possibility", "As an additional cost to cast this spell, discard a card.\nDraw two cards.",
              "instant", "{1}{R}")
REUNION = card("Cathartic Reunion", "As an additional cost to cast this spell, discard two cards.\nDraw three cards.",
               "sorcery", "{1}{R}")
CLUBBER = card("Night Clubber", "When this creature enters, creatures your opponents control get -1/-1 until end of "
               "turn.\nBlitz {2}{B} (If you cast this spell for its blitz cost, it gains haste and \"When this "
               "creature dies, draw a card.\" Sacrifice it at the beginning of the next end step.)",
               "creature", "{1}{B}{B}", "2/2", ("Human", "Warrior"))


def action(index: int, **fields: Any):
    def edit(fx: dict[str, Any]) -> None:
        fx["actions"][index].update(fields)
    return edit


# -- kicker's linked ability: "If this creature was kicked, it enters with ..." (702.33d) ------------

def test_a_kicked_creature_enters_with_its_counters():
    holds('''
        Given alice has Aether Figment in hand as "figment"
        When alice casts "figment"
        And alice pays its kicker cost
        And the stack resolves
        Then "figment" has two +1/+1 counters on it
        And "figment" is 3/3
    ''', [FIGMENT])


def test_an_unkicked_creature_enters_without_them():
    holds('''
        Given alice has Aether Figment in hand as "figment"
        When alice casts "figment"
        And the stack resolves
        Then "figment" has no counters on it
        And "figment" is 1/1
    ''', [FIGMENT])


def test_the_kicked_counters_belong_only_to_the_permanent_the_kicked_spell_became():
    # 400.7: the card returned to its owner's hand and cast again unkicked is a new object
    holds('''
        Given alice has Aether Figment in hand as "figment"
        And alice has Unsummon in hand as "unsummon"
        When alice casts "figment"
        And alice pays its kicker cost
        And the stack resolves
        And alice casts "unsummon" targeting "figment"
        And the stack resolves
        And alice casts "figment"
        And the stack resolves
        Then "figment" has no counters on it
    ''', [FIGMENT])


# -- "As an additional cost to cast this spell, discard ..." (601.2b) ------------------------------

def test_the_discarded_card_pays_the_additional_cost():
    holds('''
        Given alice has Thrill of Possibility in hand as "thrill"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        When alice casts "thrill"
        Then "bears" is in the graveyard
        And "thrill" is on the stack
        When the stack resolves
        Then "l1" is in the hand
        And "l2" is in the hand
        And alice has two cards in hand
    ''', [THRILL], edit=action(0, discard=["bears"]))


def test_without_a_card_to_discard_the_spell_cant_be_cast():
    holds('''
        Given alice has Thrill of Possibility in hand as "thrill"
        When alice casts "thrill"
        Then the action is refused
        And "thrill" is in the hand
    ''', [THRILL])
    # the spell itself isn't another card in the hand
    holds('''
        Given alice has Thrill of Possibility in hand as "thrill"
        When alice casts "thrill"
        Then the action is refused
        And "thrill" is in the hand
    ''', [THRILL], edit=action(0, discard=["thrill"]))


def test_discard_two_cards_needs_two_cards():
    holds('''
        Given alice has Cathartic Reunion in hand as "reunion"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Island in hand as "island"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        And alice has Island in library as "l3"
        When alice casts "reunion"
        And the stack resolves
        Then "bears" is in the graveyard
        And "island" is in the graveyard
        And alice has three cards in hand
    ''', [REUNION], edit=action(0, discard=["bears", "island"]))
    holds('''
        Given alice has Cathartic Reunion in hand as "reunion"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "reunion"
        Then the action is refused
        And "bears" is in the hand
    ''', [REUNION], edit=action(0, discard=["bears"]))


def test_a_spell_without_the_cost_discards_nothing():
    holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bolt" targeting bob
        Then the action is refused
        And "bears" is in the hand
    ''', edit=action(0, discard=["bears"]))


# -- blitz (702.152) -------------------------------------------------------------------------------

def test_a_blitzed_creature_has_haste_is_sacrificed_at_the_end_step_and_draws_a_card():
    holds('''
        Given alice has Night Clubber in hand as "clubber"
        And alice has Island in library as "l1"
        When alice casts "clubber"
        And the top of the stack resolves
        Then "clubber" has the ability "Haste"
        And "clubber" has the ability "When this permanent is put into a graveyard from the battlefield, draw a card."
        When the top of the stack resolves
        And the game passes to the end step
        And the top of the stack resolves
        Then "clubber" is in the graveyard
        And the stack holds one object
        When the top of the stack resolves
        Then "l1" is in the hand
    ''', [CLUBBER], edit=action(0, alternative_cost="blitz"))


def test_a_creature_cast_for_its_mana_cost_isnt_blitzed():
    holds('''
        Given alice has Night Clubber in hand as "clubber"
        When alice casts "clubber"
        And the top of the stack resolves
        Then "clubber" does not have the ability "Haste"
        When the top of the stack resolves
        And the game passes to the end step
        Then the stack is empty
        And "clubber" is on the battlefield
    ''', [CLUBBER])


def test_blitz_is_paid_instead_of_the_mana_cost_and_only_a_card_with_blitz_has_it():
    holds('''
        Given alice controls Swamp as "s1"
        And alice controls Swamp as "s2"
        And alice controls Swamp as "s3"
        And alice has Night Clubber in hand as "clubber"
        When alice taps "s1" for mana
        And alice taps "s2" for mana
        And alice taps "s3" for mana
        And alice casts "clubber" paying {B}{B}{B}
        Then "clubber" is on the stack
        And alice's mana pool is empty
    ''', [CLUBBER], edit=action(3, alternative_cost="blitz"))
    # its mana cost {1}{B}{B} would leave nothing: three mana pay exactly its blitz cost {2}{B}
    holds('''
        Given alice controls Swamp as "s1"
        And alice controls Swamp as "s2"
        And alice has Night Clubber in hand as "clubber"
        When alice taps "s1" for mana
        And alice taps "s2" for mana
        And alice casts "clubber" paying {B}{B}
        Then the action is refused
    ''', [CLUBBER], edit=action(2, alternative_cost="blitz"))
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        Then the action is refused
    ''', edit=action(0, alternative_cost="blitz"))


def test_the_lines_are_understood_and_neighbours_stay_refused():
    for text in ("If this creature was kicked, it enters with two +1/+1 counters on it.",
                 "As an additional cost to cast this spell, discard a card.",
                 "As an additional cost to cast this spell, discard two cards.",
                 "Blitz {2}{B}"):
        assert all(support.implemented(a) for a in parse_line(text)), text
    for text in ("If this creature was kicked, it enters with two +1/+1 counters on it and with first strike.",
                 "As an additional cost to cast this spell, discard a card at random.",
                 "As an additional cost to cast this spell, discard X cards.",
                 "As an additional cost to cast this spell, discard a land card."):
        assert not all(support.implemented(a) for a in parse_line(text)), text
