"""Casting keywords and costs (session 5, branch kwcast), played in games on the reference engine
with the cards' Oracle text: the kicker's linked "if this creature was kicked, it enters with N
+1/+1 counters" (702.33d, 614.1c), "As an additional cost to cast this spell, discard a card / N
cards" (601.2b, 601.2f-h) and blitz (702.152a).
"""

from __future__ import annotations

from typing import Any

import pytest

from mtg_reference_engine.state import support
from mtg_reference_engine.text.oracle import parse_line
from tree_play import card, holds, play

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


# -- warp (702.185) --------------------------------------------------------------------------------

COLOSSUS = card("Bygone Colossus", "Warp {3} (You may cast this card from your hand for its warp cost. Exile this "
                "creature at the beginning of the next end step, then you may cast it from exile on a later turn.)",
                ["artifact", "creature"], "{9}", "9/9", ("Robot", "Giant"))
DJINN = card("Djinn of Fool's Fall", "Flying\nPlot {3}{U} (You may pay {3}{U} and exile this card from your hand. Cast "
             "it as a sorcery on a later turn without paying its mana cost. Plot only as a sorcery.)",
             "creature", "{4}{U}", "4/3", ("Djinn",))
LIBRARIES = '''
    And alice has Island in library as "a1"
    And alice has Island in library as "a2"
    And bob has Island in library as "b1"
'''


def test_a_warped_permanent_is_exiled_at_the_end_step_and_cast_from_exile_on_a_later_turn():
    holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice has Bygone Colossus in hand as "colossus"
    ''' + LIBRARIES + '''
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice casts "colossus" paying {U}{U}{U}
        And alice pays its warp cost instead of its mana cost
        And the stack resolves
        Then "colossus" is on the battlefield
        When the game passes to the end step
        And the top of the stack resolves
        Then "colossus" is in exile
        When alice casts "colossus"
        Then the action is refused
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice casts "colossus"
        And the stack resolves
        Then "colossus" is on the battlefield
        When the game passes to the end step
        Then the stack is empty
    ''', [COLOSSUS])


def test_warp_casts_only_from_a_hand_and_only_a_card_with_warp():
    holds('''
        Given alice has Bygone Colossus in exile as "colossus"
        When alice casts "colossus"
        And alice pays its warp cost instead of its mana cost
        Then the action is refused
    ''', [COLOSSUS])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And alice pays its warp cost instead of its mana cost
        Then the action is refused
    ''')


# -- plot (702.170) --------------------------------------------------------------------------------

def test_a_plotted_card_is_cast_on_a_later_turn_without_paying_its_mana_cost():
    holds('''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice controls Island as "i4"
        And alice has Djinn of Fool's Fall in hand as "djinn"
    ''' + LIBRARIES + '''
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice taps "i4" for mana
        And alice plots "djinn" paying {U}{U}{U}{U}
        Then "djinn" is in exile
        And the stack is empty
        And alice's mana pool is empty
        When alice casts "djinn"
        And alice casts it as a plotted card without paying its mana cost
        Then the action is refused
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice casts "djinn" paying nothing
        And alice casts it as a plotted card without paying its mana cost
        And the stack resolves
        Then "djinn" is on the battlefield
    ''', [DJINN])


def test_plot_only_as_a_sorcery_from_a_hand_and_the_card_is_cast_only_as_a_sorcery():
    holds('''
        Given alice has Djinn of Fool's Fall in hand as "djinn"
    ''' + LIBRARIES + '''
        When the game proceeds to the next turn's precombat main phase
        And alice plots "djinn"
        Then the action is refused
        And "djinn" is in the hand
    ''', [DJINN])
    holds('''
        Given alice has Djinn of Fool's Fall in hand as "djinn"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice plots "djinn"
        Then the action is refused
        And "djinn" is in the hand
    ''', [DJINN])
    holds('''
        Given alice has Djinn of Fool's Fall in hand as "djinn"
        And alice has Lightning Bolt in hand as "bolt"
    ''' + LIBRARIES + '''
        When alice plots "djinn"
        And the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice casts "bolt" targeting bob
        And alice casts "djinn"
        And alice casts it as a plotted card without paying its mana cost
        Then the action is refused
    ''', [DJINN])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice plots "bears"
        Then the action is refused
    ''')


# -- foretell (702.143) ----------------------------------------------------------------------------

DEMON_BOLT = card("Demon Bolt", "Demon Bolt deals 4 damage to target creature or planeswalker.\nForetell {R} (During "
                  "your turn, you may pay {2} and exile this card from your hand face down. Cast it on a later turn for "
                  "its foretell cost.)", "instant", "{2}{R}")


def test_a_foretold_card_is_exiled_face_down_and_cast_on_a_later_turn_for_its_foretell_cost():
    # any later turn: an instant in the opponent's next turn
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Demon Bolt in hand as "bolt"
        And bob controls Hill Giant as "giant"
    ''' + LIBRARIES + '''
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice foretells "bolt" paying {R}{R}
        Then "bolt" is in exile
        And "bolt" is face down
        And "bolt" has no name
        And alice's mana pool is empty
        When alice casts "bolt" targeting "giant"
        And alice pays its foretell cost instead of its mana cost
        Then the action is refused
        When the game proceeds to the next turn's upkeep step
        And alice casts "bolt" targeting "giant"
        And alice pays its foretell cost instead of its mana cost
        Then "bolt" is on the stack
        And "bolt" is face up
        When the stack resolves
        Then "giant" is in the graveyard
        And "bolt" is in the graveyard
    ''', [DEMON_BOLT])


def test_foretell_only_during_its_owners_turn_from_a_hand_and_only_a_card_with_foretell():
    holds('''
        Given alice has Demon Bolt in hand as "bolt"
    ''' + LIBRARIES + '''
        When the game proceeds to the next turn's upkeep step
        And alice foretells "bolt"
        Then the action is refused
        And "bolt" is in the hand
    ''', [DEMON_BOLT])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice foretells "bears"
        Then the action is refused
    ''')
    # a card in exile that wasn't foretold isn't cast for a foretell cost
    holds('''
        Given alice has Demon Bolt in exile as "bolt"
        And bob controls Hill Giant as "giant"
        When alice casts "bolt" targeting "giant"
        And alice pays its foretell cost instead of its mana cost
        Then the action is refused
    ''', [DEMON_BOLT])


def test_the_foretell_cost_is_paid_instead_of_the_mana_cost():
    script = '''
        Given alice controls Mountain as "m1"
        And alice has Demon Bolt in hand as "bolt"
        And bob controls Hill Giant as "giant"
    ''' + LIBRARIES + '''
        When alice foretells "bolt"
        And the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice taps "m1" for mana
        And alice casts "bolt" paying {R} targeting "giant"
    '''
    holds(script + '''
        And alice pays its foretell cost instead of its mana cost
        Then "bolt" is on the stack
        And alice's mana pool is empty
    ''', [DEMON_BOLT])
    holds(script + '''
        Then the action is refused
    ''', [DEMON_BOLT])


# -- reinforce (702.77), transmute (702.53), replicate (702.56) --------------------------------------

GUARD = card("Mosquito Guard", "First strike\nReinforce 1—{1}{W} ({1}{W}, Discard this card: Put a +1/+1 counter on "
             "target creature.)", "creature", "{W}", "1/1", ("Kithkin", "Soldier"))
USHER = card("Dizzy Spell", "Target creature gets -3/-0 until end of turn.\nTransmute {1}{U}{U} ({1}{U}{U}, Discard "
             "this card: Search your library for a card with the same mana value as the discarded card, reveal it, "
             "put it into your hand, then shuffle. Transmute only as a sorcery.)", "instant", "{U}")
TRAIN = card("Train of Thought", "Replicate {1}{U} (When you cast this spell, copy it for each time you paid its "
             "replicate cost.)\nDraw a card.", "sorcery", "{1}{U}")
PYROMATICS = card("Pyromatics", "Replicate {1}{R} (When you cast this spell, copy it for each time you paid its "
                  "replicate cost. You may choose new targets for the copies.)\nPyromatics deals 1 damage to any "
                  "target.", "instant", "{1}{R}")


def test_reinforce_discards_the_card_from_hand_and_puts_counters_on_the_target():
    holds('''
        Given alice has Mosquito Guard in hand as "guard"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "guard" targeting "bears"
        Then "guard" is in the graveyard
        When the stack resolves
        Then "bears" has a +1/+1 counter on it
    ''', [GUARD])
    # only from the hand (113.6m): on the battlefield the card has no activated ability
    holds('''
        Given alice controls Mosquito Guard as "guard"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "guard" targeting "bears"
        Then the action is refused
    ''', [GUARD])


def test_transmute_finds_a_card_with_the_same_mana_value_as_a_sorcery():
    holds('''
        Given alice has Dizzy Spell in hand as "dizzy"
        And alice has Grizzly Bears in library as "bears"
        And alice has Giant Growth in library as "growth"
        When alice activates the ability of "dizzy"
        And the stack resolves
        And alice searches her library and finds "growth"
        Then "growth" is in the hand
        And "dizzy" is in the graveyard
    ''', [USHER])
    holds('''
        Given alice has Dizzy Spell in hand as "dizzy"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "dizzy"
        And the stack resolves
        And alice searches her library and finds "bears"
        Then the action is refused
    ''', [USHER])
    holds('''
        Given alice has Dizzy Spell in hand as "dizzy"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice activates the ability of "dizzy"
        Then the action is refused
    ''', [USHER])


def test_replicate_copies_the_spell_for_each_time_its_cost_was_paid():
    holds('''
        Given alice has Train of Thought in hand as "train"
        And alice has Island in library as "l1"
        And alice has Island in library as "l2"
        And alice has Island in library as "l3"
        And alice has Island in library as "l4"
        When alice casts "train"
        Then the stack holds two objects
        When the top of the stack resolves
        Then the stack holds three objects
        When the stack resolves
        Then alice has three cards in hand
    ''', [TRAIN], edit=action(0, replicate=2))
    holds('''
        Given alice has Train of Thought in hand as "train"
        And alice has Island in library as "l1"
        When alice casts "train"
        Then the stack holds one object
    ''', [TRAIN])


def test_replicate_cost_is_paid_each_time_and_copies_may_take_new_targets():
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Mountain as "m3"
        And alice controls Mountain as "m4"
        And bob controls Grizzly Bears as "bears"
        And alice has Pyromatics in hand as "pyro"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice taps "m3" for mana
        And alice taps "m4" for mana
        And alice casts "pyro" paying {R}{R}{R}{R} targeting bob
        And it creates "trigger"
        Then "trigger" is a triggered ability on the stack
        When the top of the stack resolves
        And it creates "copy"
        And alice chooses "bears" as the new target for "copy"
        Then "copy" is a copy of a spell
        When the stack resolves
        Then bob has 19 life
        And "bears" has 1 damage marked on it
    ''', [PYROMATICS], edit=action(4, replicate=1))
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Pyromatics in hand as "pyro"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "pyro" paying {R}{R} targeting bob
        Then the action is refused
    ''', [PYROMATICS], edit=action(2, replicate=1))
    holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        Then the action is refused
    ''', edit=action(0, replicate=1))


# -- conspire (702.78) and casualty (702.153) ------------------------------------------------------

BURN_TRAIL = card("Burn Trail", "Burn Trail deals 3 damage to any target.\nConspire (As you cast this spell, you may "
                  "tap two untapped creatures you control that share a color with it. When you do, copy it and you "
                  "may choose a new target for the copy.)", "sorcery", "{3}{R}")
LIGHT_EM_UP = card("Light 'Em Up", "Casualty 2 (As you cast this spell, you may sacrifice a creature with power 2 or "
                   "greater. When you do, copy this spell and you may choose a new target for the copy.)\nLight 'Em Up "
                   "deals 2 damage to target creature, planeswalker, or battle.", "sorcery", "{1}{R}")


def test_conspire_taps_two_creatures_sharing_a_color_and_copies_the_spell():
    holds('''
        Given alice has Burn Trail in hand as "trail"
        And alice controls Gray Ogre as "o1"
        And alice controls Hill Giant as "o2"
        When alice casts "trail" targeting bob
        Then "o1" is tapped
        And "o2" is tapped
        And the stack holds two objects
        When the top of the stack resolves
        And it creates "copy"
        And alice keeps the target of "copy"
        And the stack resolves
        Then bob has 14 life
    ''', [BURN_TRAIL], edit=action(0, conspire=["o1", "o2"]))
    holds('''
        Given alice has Burn Trail in hand as "trail"
        And alice controls Gray Ogre as "o1"
        And alice controls Grizzly Bears as "bears"
        When alice casts "trail" targeting bob
        Then the action is refused
        And "o1" is untapped
    ''', [BURN_TRAIL], edit=action(0, conspire=["o1", "bears"]))
    holds('''
        Given alice has Burn Trail in hand as "trail"
        And alice controls Gray Ogre as "o1"
        When alice casts "trail" targeting bob
        Then the stack holds one object
        When the stack resolves
        Then bob has 17 life
    ''', [BURN_TRAIL])


def test_casualty_sacrifices_a_creature_with_enough_power_and_copies_the_spell():
    holds('''
        Given alice has Light 'Em Up in hand as "light"
        And alice controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        And bob controls Gray Ogre as "ogre"
        When alice casts "light" targeting "giant"
        Then "bears" is in the graveyard
        When the top of the stack resolves
        And it creates "copy"
        And alice chooses "ogre" as the new target for "copy"
        And the stack resolves
        Then "ogre" is in the graveyard
        And "giant" has 2 damage marked on it
    ''', [LIGHT_EM_UP], edit=action(0, casualty="bears"))
    holds('''
        Given alice has Light 'Em Up in hand as "light"
        And alice controls Llanowar Elves as "elves"
        And bob controls Hill Giant as "giant"
        When alice casts "light" targeting "giant"
        Then the action is refused
        And "elves" is on the battlefield
    ''', [LIGHT_EM_UP], edit=action(0, casualty="elves"))
    holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        And alice controls Grizzly Bears as "bears"
        When alice casts "bolt" targeting bob
        Then the action is refused
    ''', edit=action(0, casualty="bears"))


# -- encore (702.141) ------------------------------------------------------------------------------

FUGITIVES = card("Fin-Clade Fugitives", "This creature can't be blocked by creatures with power 2 or less.\nEncore "
                 "{4}{G} ({4}{G}, Exile this card from your graveyard: For each opponent, create a token copy that "
                 "attacks that opponent this turn if able. They gain haste. Sacrifice them at the beginning of the "
                 "next end step. Activate only as a sorcery.)", "creature", "{5}{G}", "7/4", ("Elf", "Salamander", "Rogue"))

ENCORE = '''
    Given alice has Fin-Clade Fugitives in graveyard as "fugitives"
    When alice activates the ability of "fugitives"
    Then "fugitives" is in exile
    When the stack resolves
    And it creates "token"
    Then "token" has the ability "Haste"
    And "token" is 7/4
'''


def test_encore_makes_a_hasty_token_copy_that_must_attack_and_is_sacrificed_at_the_end_step():
    holds(ENCORE + '''
        When alice attacks bob with "token"
        And combat damage is dealt
        Then bob has 13 life
        When the game passes to the end step
        And the top of the stack resolves
        Then "token" no longer exists
    ''', [FUGITIVES])
    # the requirement (508.1d): declaring no attack, it is able to attack: refused
    holds(ENCORE + '''
        When alice declares no attackers
        Then the action is refused
    ''', [FUGITIVES])


def test_encore_only_from_the_graveyard_as_a_sorcery():
    holds('''
        Given alice has Fin-Clade Fugitives in graveyard as "fugitives"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice activates the ability of "fugitives"
        Then the action is refused
    ''', [FUGITIVES])
    holds('''
        Given alice has Fin-Clade Fugitives in hand as "fugitives"
        When alice activates the ability of "fugitives"
        Then the action is refused
    ''', [FUGITIVES])


# -- ninjutsu (702.49) -----------------------------------------------------------------------------

NINJA = card("Ninja of the Deep Hours", "Ninjutsu {1}{U} ({1}{U}, Return an unblocked attacker you control to hand: "
             "Put this card onto the battlefield from your hand tapped and attacking.)\nWhenever this creature deals "
             "combat damage to a player, you may draw a card.", "creature", "{3}{U}", "2/2", ("Human", "Ninja"))
NINJA_COMBAT = '''
    Given alice has Ninja of the Deep Hours in hand as "ninja"
    And alice controls Grizzly Bears as "bears"
    And alice controls Elite Vanguard as "vanguard"
    And bob controls Hill Giant as "giant"
    And alice has Island in library as "l1"
    When alice attacks bob with "bears" and "vanguard"
'''


def test_ninjutsu_returns_an_unblocked_attacker_and_puts_the_ninja_onto_the_battlefield_attacking():
    holds(NINJA_COMBAT + '''
        And bob blocks "vanguard" with "giant"
        And alice activates the ability of "ninja"
        And alice returns "bears" to her hand to activate it
        Then "bears" is in the hand
        When the stack resolves
        Then "ninja" is on the battlefield
        And "ninja" is tapped
        When combat damage is dealt
        Then bob has 18 life
        And "ninja" triggered once
    ''', [NINJA])


def test_ninjutsu_needs_an_unblocked_attacker_after_blockers_are_declared():
    # a blocked attacker can't pay the cost
    holds(NINJA_COMBAT + '''
        And bob blocks "vanguard" with "giant"
        And alice activates the ability of "ninja"
        And alice returns "vanguard" to her hand to activate it
        Then the action is refused
        And "ninja" is in the hand
    ''', [NINJA])
    # before blockers are declared no attacker is unblocked yet (509.1h, 702.49c)
    holds(NINJA_COMBAT + '''
        And alice activates the ability of "ninja"
        And alice returns "bears" to her hand to activate it
        Then the action is refused
    ''', [NINJA])


# -- casting face down: disguise (702.168) and morph (702.37c) --------------------------------------

PHANTOM = card("Defenestrated Phantom", "Flying\nDisguise {4}{W} (You may cast this card face down for {3} as a 2/2 "
               "creature with ward {2}. Turn it face up any time for its disguise cost.)", "creature", "{4}{W}{W}",
               "4/3", ("Spirit",))


def test_a_disguised_card_is_cast_face_down_for_three_as_a_2_2_with_ward_and_turned_face_up():
    holds('''
        Given alice controls Plains as "p1"
        And alice controls Plains as "p2"
        And alice controls Plains as "p3"
        And alice has Defenestrated Phantom in hand as "phantom"
        When alice taps "p1" for mana
        And alice taps "p2" for mana
        And alice taps "p3" for mana
        And alice casts "phantom" paying {W}{W}{W}
        And alice casts it face down with its disguise ability
        Then "phantom" is on the stack
        And "phantom" is face down
        And "phantom" has no name
        And "phantom" has mana value 0
        When the stack resolves
        Then "phantom" is on the battlefield
        And "phantom" is face down
        And "phantom" is 2/2
        And "phantom" has the ability "Ward {2}"
        And "phantom" does not have the ability "Flying"
        When alice turns "phantom" face up
        Then "phantom" is face up
        And "phantom" is 4/3
        And "phantom" has the ability "Flying"
    ''', [PHANTOM])


def test_ward_of_a_disguised_permanent_counters_an_opponents_spell_unless_paid():
    holds('''
        Given alice has Defenestrated Phantom in hand as "phantom"
        And bob has Lightning Bolt in hand as "bolt"
        When alice casts "phantom"
        And alice casts it face down with its disguise ability
        And the stack resolves
        And bob casts "bolt" targeting "phantom"
        Then the stack holds two objects
    ''', [PHANTOM])


def test_only_a_card_with_disguise_is_cast_face_down_with_it():
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And alice casts it face down with its disguise ability
        Then the action is refused
    ''')
    # a face-down spell is a creature spell: cast only as a sorcery
    holds('''
        Given alice has Defenestrated Phantom in hand as "phantom"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And alice casts "phantom"
        And alice casts it face down with its disguise ability
        Then the action is refused
    ''', [PHANTOM])


def test_a_morph_card_is_cast_face_down_without_ward():
    holds('''
        Given alice has Grinning Demon in hand as "demon"
        When alice casts "demon"
        And alice casts it face down with its morph ability
        And the stack resolves
        Then "demon" is face down
        And "demon" is 2/2
        And "demon" has no abilities
        When alice turns "demon" face up
        Then "demon" is named "Grinning Demon"
    ''')


# -- bestow (702.103) ------------------------------------------------------------------------------

SHIELDMATE = card("Nyxborn Shieldmate", "Bestow {2}{W} (If you cast this card for its bestow cost, it's an Aura spell "
                  "with enchant creature. It becomes a creature again if it's not attached.)\nEnchanted creature gets "
                  "+1/+2.", ["enchantment", "creature"], "{W}", "1/2", ("Human", "Soldier"))


def test_a_bestowed_card_is_an_aura_spell_enchanting_its_target_and_a_creature_again_when_unattached():
    holds('''
        Given alice has Nyxborn Shieldmate in hand as "mate"
        And alice controls Grizzly Bears as "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When alice casts "mate" targeting "bears"
        And alice pays its bestow cost instead of its mana cost
        Then "mate" is an enchantment
        And "mate" is not a creature
        And "mate" has the subtypes Aura
        When the stack resolves
        Then "mate" is attached to "bears"
        And "bears" is 3/4
        And "mate" is not a creature
        When bob casts "bolt" targeting "bears"
        And the stack resolves
        Then "bears" is 3/4
        When alice casts "mate" targeting "bears"
        Then the action is refused
    ''', [SHIELDMATE])


def test_a_bestowed_aura_whose_creature_dies_stays_on_the_battlefield_as_a_creature():
    holds('''
        Given alice has Nyxborn Shieldmate in hand as "mate"
        And alice controls Grizzly Bears as "bears"
        And bob has Murder in hand as "murder"
        When alice casts "mate" targeting "bears"
        And alice pays its bestow cost instead of its mana cost
        And the stack resolves
        And bob casts "murder" targeting "bears"
        And the stack resolves
        Then "bears" is in the graveyard
        And "mate" is on the battlefield
        And "mate" is not attached to anything
        And "mate" is 1/2
        And "mate" has the subtypes Human and Soldier
    ''', [SHIELDMATE])


def test_a_bestowed_spell_whose_target_is_gone_resolves_as_a_creature():
    holds('''
        Given alice has Nyxborn Shieldmate in hand as "mate"
        And alice controls Grizzly Bears as "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When alice casts "mate" targeting "bears"
        And alice pays its bestow cost instead of its mana cost
        And bob casts "bolt" targeting "bears"
        And the top of the stack resolves
        And the stack resolves
        Then "mate" is on the battlefield
        And "mate" is 1/2
        And "mate" is not attached to anything
    ''', [SHIELDMATE])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        And alice controls Grizzly Bears as "other"
        When alice casts "bears" targeting "other"
        And alice pays its bestow cost instead of its mana cost
        Then the action is refused
    ''')


# -- prototype (702.160, 718) ----------------------------------------------------------------------

ASSEMBLER = card("Blitz Automaton", "Prototype {2}{R} — 3/2 (You may cast this spell with different mana cost, color, "
                 "and size. It keeps its abilities and types.)\nHaste", ["artifact", "creature"], "{7}", "6/4",
                 ("Construct",))


def test_a_prototyped_spell_and_permanent_have_the_prototype_cost_color_and_size():
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Mountain as "m3"
        And alice has Blitz Automaton in hand as "auto"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice taps "m3" for mana
        And alice casts "auto" paying {R}{R}{R}
        And alice casts it prototyped
        Then "auto" is on the stack
        And "auto" has mana cost "{2}{R}"
        And "auto" is red
        And "auto" has mana value 3
        When the stack resolves
        Then "auto" is 3/2
        And "auto" is red
        And "auto" has the ability "Haste"
    ''', [ASSEMBLER])


def test_a_prototype_card_elsewhere_or_cast_normally_has_its_normal_values():
    holds('''
        Given alice has Blitz Automaton in hand as "auto"
        And bob has Murder in hand as "murder"
        When alice casts "auto"
        And alice casts it prototyped
        And the stack resolves
        And bob casts "murder" targeting "auto"
        And the stack resolves
        Then "auto" is in the graveyard
        And "auto" is 6/4
        And "auto" is colorless
        And "auto" has mana cost "{7}"
    ''', [ASSEMBLER])
    holds('''
        Given alice has Blitz Automaton in hand as "auto"
        When alice casts "auto"
        And the stack resolves
        Then "auto" is 6/4
    ''', [ASSEMBLER])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And alice casts it prototyped
        Then the action is refused
    ''')


def test_a_countered_bestowed_spell_is_a_creature_card_in_the_graveyard():
    holds('''
        Given alice has Nyxborn Shieldmate in hand as "mate"
        And alice controls Grizzly Bears as "bears"
        And bob has Cancel in hand as "cancel"
        When alice casts "mate" targeting "bears"
        And alice pays its bestow cost instead of its mana cost
        And bob casts "cancel" targeting "mate"
        And the top of the stack resolves
        Then "mate" is in the graveyard
        And "mate" is a creature
        And "mate" has the subtypes Human and Soldier
    ''', [SHIELDMATE])


# -- emerge (702.119) ------------------------------------------------------------------------------

GRYFF = card("Wretched Gryff", "Emerge {5}{U} (You may cast this spell by sacrificing a creature and paying the emerge "
             "cost reduced by that creature's mana value.)\nWhen you cast this spell, draw a card.\nFlying",
             "creature", "{7}", "3/4", ("Eldrazi", "Hippogriff"))


def test_emerge_sacrifices_a_creature_and_its_mana_value_reduces_the_emerge_cost():
    script = '''
        Given alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice controls Island as "i4"
        And alice controls Grizzly Bears as "bears"
        And alice has Wretched Gryff in hand as "gryff"
        And alice has Island in library as "l1"
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice taps "i4" for mana
    '''
    holds(script + '''
        And alice casts "gryff" paying {U}{U}{U}{U}
        And alice pays its emerge cost sacrificing "bears"
        Then "bears" is in the graveyard
        And "gryff" is on the stack
        And alice's mana pool is empty
    ''', [GRYFF])
    # {5}{U} less 2 is {3}{U}: three mana pay less than the total cost (601.2h)
    holds(script + '''
        And alice casts "gryff" paying {U}{U}{U}
        And alice pays its emerge cost sacrificing "bears"
        Then the action is refused
        And "bears" is on the battlefield
    ''', [GRYFF])


def test_emerge_needs_a_creature_its_caster_controls():
    holds('''
        Given alice has Wretched Gryff in hand as "gryff"
        And bob controls Grizzly Bears as "bears"
        When alice casts "gryff"
        And alice pays its emerge cost sacrificing "bears"
        Then the action is refused
    ''', [GRYFF])


# -- multikicker (702.33c-d) -----------------------------------------------------------------------

PACK = card("Gnarlid Pack", "Multikicker {1}{G} (You may pay an additional {1}{G} any number of times as you cast this "
            "spell.)\nThis creature enters with a +1/+1 counter on it for each time it was kicked.", "creature",
            "{1}{G}", "2/2", ("Beast",))


def test_a_multikicked_creature_enters_with_a_counter_for_each_time_it_was_kicked():
    holds('''
        Given alice has Gnarlid Pack in hand as "pack"
        When alice casts "pack"
        And alice pays its multikicker cost twice
        And the stack resolves
        Then "pack" has two +1/+1 counters on it
    ''', [PACK])
    holds('''
        Given alice has Gnarlid Pack in hand as "pack"
        When alice casts "pack"
        And the stack resolves
        Then "pack" has no counters on it
    ''', [PACK])


def test_the_multikicker_cost_is_paid_each_time():
    holds('''
        Given alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice controls Forest as "f3"
        And alice controls Forest as "f4"
        And alice has Gnarlid Pack in hand as "pack"
        When alice taps "f1" for mana
        And alice taps "f2" for mana
        And alice taps "f3" for mana
        And alice taps "f4" for mana
        And alice casts "pack" paying {G}{G}{G}{G}
        And alice pays its multikicker cost once
        And the stack resolves
        Then "pack" has a +1/+1 counter on it
    ''', [PACK])
    holds('''
        Given alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And alice pays its multikicker cost once
        Then the action is refused
    ''')


# -- miracle (702.94) ------------------------------------------------------------------------------

WRATH = card("Thunderous Wrath", "Thunderous Wrath deals 5 damage to any target.\nMiracle {R} (You may cast this card "
             "for its miracle cost when you draw it if it's the first card you drew this turn.)", "instant", "{4}{R}{R}")


def test_a_miracle_drawn_first_this_turn_is_revealed_and_cast_for_its_miracle_cost():
    holds('''
        Given it is bob's end step
        And alice has Island in library as "under"
        And alice has Thunderous Wrath in library as "wrath"
        When the game proceeds to the next turn's draw step
        And alice reveals "wrath" for its miracle ability
        Then "wrath" is in the hand
        And the stack holds one object
        When the top of the stack resolves
        And alice casts "wrath" for its miracle cost targeting bob
        Then "wrath" is on the stack
        When the stack resolves
        Then bob has 15 life
    ''', [WRATH])
    # not revealed: it stays in the hand, nothing triggers
    holds('''
        Given it is bob's end step
        And alice has Island in library as "under"
        And alice has Thunderous Wrath in library as "wrath"
        When the game proceeds to the next turn's draw step
        And alice doesn't reveal "wrath" for its miracle ability
        Then "wrath" is in the hand
        And the stack is empty
    ''', [WRATH])


def test_a_miracle_that_isnt_the_first_card_drawn_this_turn_isnt_revealed():
    holds('''
        Given it is bob's end step
        And alice has Thunderous Wrath in library as "wrath"
        And alice has Island in library as "top"
        And alice has Divination in hand as "div"
        When the game proceeds to the next turn's precombat main phase
        And alice casts "div"
        And the stack resolves
        Then "wrath" is in the hand
        And the stack is empty
    ''', [WRATH])


def test_a_miracle_drawn_when_the_fixture_starts_after_the_draw_step_is_unsupported():
    with pytest.raises(support.Unsupported, match="miracle"):
        play('''
        Given alice has Island in library as "under"
        And alice has Thunderous Wrath in library as "wrath"
        And alice has Divination in hand as "div"
            When alice casts "div"
            And the stack resolves
        ''', [WRATH])


# -- fuse (702.102) --------------------------------------------------------------------------------

FUSE_TEXT = "Fuse (You may cast one or both halves of this card from your hand.)"
WEAR_TEAR = {
    "name": "Wear // Tear", "layout": "split", "mana_cost": "{1}{R}{W}", "type_line": "Instant // Instant",
    "supertypes": [], "card_types": ["instant"], "subtypes": [], "colors": ["white", "red"],
    "oracle_text": "Destroy target artifact.\n" + FUSE_TEXT + "\n//\nDestroy target enchantment.\n" + FUSE_TEXT,
    "faces": [
        {"name": "Wear", "mana_cost": "{1}{R}", "type_line": "Instant", "supertypes": [], "card_types": ["instant"],
         "subtypes": [], "oracle_text": "Destroy target artifact.\n" + FUSE_TEXT, "colors": ["red"]},
        {"name": "Tear", "mana_cost": "{W}", "type_line": "Instant", "supertypes": [], "card_types": ["instant"],
         "subtypes": [], "oracle_text": "Destroy target enchantment.\n" + FUSE_TEXT, "colors": ["white"]}]}


def test_a_fused_split_spell_has_both_halves_and_pays_both_costs():
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Plains as "p1"
        And alice has Wear // Tear in hand as "wt"
        And bob controls Ornithopter as "thopter"
        And bob controls Crusade as "crusade"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice taps "p1" for mana
        And alice casts "wt" paying {R}{R}{W} targeting "thopter" and "crusade"
        And alice casts it fused
        Then "wt" is on the stack
        And alice's mana pool is empty
        When the stack resolves
        Then "thopter" is in the graveyard
        And "crusade" is in the graveyard
    ''', [WEAR_TEAR])


def test_fuse_only_from_a_hand_and_only_a_split_card_with_fuse():
    holds('''
        Given alice has Wear // Tear in graveyard as "wt"
        And bob controls Ornithopter as "thopter"
        And bob controls Crusade as "crusade"
        When alice casts "wt" targeting "thopter" and "crusade"
        And alice casts it fused
        Then the action is refused
    ''', [WEAR_TEAR])
    holds('''
        Given alice has Assault // Battery in hand as "ab"
        When alice casts "ab" targeting bob
        And alice casts it fused
        Then the action is refused
    ''')


# -- cipher (702.99) -------------------------------------------------------------------------------

THOUGHTS = card("Last Thoughts", "Draw a card.\nCipher (Then you may exile this spell card encoded on a creature you "
                "control. Whenever that creature deals combat damage to a player, its controller may cast a copy of "
                "the encoded card without paying its mana cost.)", "sorcery", "{3}{U}")


def test_cipher_encodes_the_card_on_a_creature_whose_combat_damage_casts_a_copy():
    holds('''
        Given alice has Last Thoughts in hand as "thoughts"
        And alice controls Grizzly Bears as "bears"
        And alice has Island in library as "l2"
        And alice has Island in library as "l1"
        When alice casts "thoughts"
        And the stack resolves
        And alice encodes "thoughts" on "bears"
        Then "l1" is in the hand
        And "thoughts" is in exile
        When alice attacks bob with "bears"
        And combat damage is dealt
        Then bob has 18 life
        And the stack holds one object
        When the top of the stack resolves
        And it creates "copy"
        And alice casts the copy "copy"
        Then "copy" is a copy of a spell
        When the stack resolves
        Then "l2" is in the hand
        And "thoughts" is in exile
    ''', [THOUGHTS])


def test_a_cipher_card_with_no_creature_to_encode_on_goes_to_the_graveyard():
    holds('''
        Given alice has Last Thoughts in hand as "thoughts"
        And alice has Island in library as "l1"
        When alice casts "thoughts"
        And the stack resolves
        Then "thoughts" is in the graveyard
    ''', [THOUGHTS])


# -- bargain (702.166) -----------------------------------------------------------------------------

GLORY = card("Archon's Glory", "Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\n"
             "Target creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains "
             "flying and lifelink until end of turn.", "instant", "{1}{W}")


def test_a_bargained_spell_sacrifices_an_artifact_and_its_linked_condition_holds():
    holds('''
        Given alice has Archon's Glory in hand as "glory"
        And alice controls Grizzly Bears as "bears"
        And alice controls Ornithopter as "thopter"
        When alice casts "glory" targeting "bears"
        And alice sacrifices "thopter" to bargain
        Then "thopter" is in the graveyard
        When the stack resolves
        Then "bears" is 4/4
        And "bears" has the ability "Flying"
        And "bears" has the ability "Lifelink"
    ''', [GLORY])
    holds('''
        Given alice has Archon's Glory in hand as "glory"
        And alice controls Grizzly Bears as "bears"
        When alice casts "glory" targeting "bears"
        And the stack resolves
        Then "bears" is 4/4
        And "bears" does not have the ability "Flying"
    ''', [GLORY])


def test_bargain_sacrifices_only_an_artifact_enchantment_or_token():
    holds('''
        Given alice has Archon's Glory in hand as "glory"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        When alice casts "glory" targeting "bears"
        And alice sacrifices "elves" to bargain
        Then the action is refused
        And "elves" is on the battlefield
    ''', [GLORY])
