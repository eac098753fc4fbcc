"""The misc family of issue 13, played in games (tests/tree_play.py): 'enchanted creature' as the
object of an instruction (301.5, 303.4), "discard your hand" (701.9a), "tap or untap" (701.26),
extra turns (500.7) and coin flips (705). Each construct is played, with refusals."""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.game import MissingChoice
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from tests.tree_play import card, choose, holds, play


def reasons(text: str, spell: bool = False) -> list[str]:
    abilities = abilities_of(text, "Test Card", spell)
    assert len(abilities) == 1 and "tree" in abilities[0].spec, abilities
    return problems(abilities[0])


# -- enchanted creature (301.5, 303.4) ---------------------------------------------------------------

FROST = card("Test Frost", "Enchant creature\nWhen this Aura enters, tap enchanted creature.", "enchantment",
             "{U}", subtypes=("Aura",))
FURY = card("Test Fury", "Enchant creature\n{R}: Enchanted creature gets +1/+0 until end of turn.\n"
            "{1}{B}: Put a -1/-1 counter on enchanted creature.\n{0}: Untap enchanted creature.",
            "enchantment", "{R}", subtypes=("Aura",))
SWORD = card("Test Sword", "{2}: Equipped creature gains first strike until end of turn.", "artifact",
             "{1}", subtypes=("Equipment",))


def test_aura_enters_and_taps_enchanted_creature():
    assert reasons("When this Aura enters, tap enchanted creature.") == []
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Frost in hand as "frost"
        When alice casts "frost" targeting "bears"
        And the stack resolves
        Then "frost" is attached to "bears"
        And "bears" is tapped
    ''', [FROST])


def test_pump_counters_and_untap_of_enchanted_creature():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Fury as "fury"
        And "fury" is attached to "bears"
        When alice activates the ability of "fury"
        And the stack resolves
        Then "bears" is 3/2
    ''', [FURY])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Fury as "fury"
        And "fury" is attached to "bears"
        When alice activates the second ability of "fury"
        And the stack resolves
        Then "bears" has one -1/-1 counter on it
        And "bears" is 1/1
    ''', [FURY])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And "bears" is tapped
        And alice controls Test Fury as "fury"
        And "fury" is attached to "bears"
        When alice activates the third ability of "fury"
        And the stack resolves
        Then "bears" is untapped
    ''', [FURY])


def test_equipped_creature_gains_until_end_of_turn():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Sword as "sword"
        And "sword" is attached to "bears"
        When alice activates the ability of "sword"
        And the stack resolves
        Then "bears" has the ability "First strike"
    ''', [SWORD])


def test_enchanted_creature_of_an_aura_gone_is_refused_not_guessed():
    # the Aura is destroyed in response: 'enchanted creature' would be its last known information
    with pytest.raises(Unsupported, match="no longer on the battlefield"):
        play('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Test Fury as "fury"
        And "fury" is attached to "bears"
        And alice has Test Shatter in hand as "shatter"
        When alice activates the ability of "fury"
        And alice casts "shatter" targeting "fury"
        And the stack resolves
        Then "bears" is 2/2
    ''', [FURY, card("Test Shatter", "Destroy target enchantment.", "instant")])


def test_enchanted_player_and_controller_refused():
    assert reasons("{2}: Destroy enchanted player.") != []
    assert reasons("When this Aura enters, tap enchanted creature.") == []
    # "enchanted creature's controller" is not read as an instruction's object
    assert reasons("When this Aura enters, tap enchanted creature's controller.") != []


# -- discard your hand (701.9a) ----------------------------------------------------------------------

WHEEL = card("Test Wheel", "When this creature enters, discard your hand, then draw three cards.", "creature",
             "{3}{R}", "3/3")


def test_discard_your_hand_then_draw():
    holds('''
        Given alice has Test Wheel in hand as "wheel"
        And alice has Forest in hand as "f1"
        And alice has Island in hand as "f2"
        And alice has Mountain in library as "l1"
        And alice has Mountain in library as "l2"
        And alice has Mountain in library as "l3"
        When alice casts "wheel"
        And the stack resolves
        Then "f1" is in the graveyard
        And "f2" is in the graveyard
        And alice has three cards in hand
    ''', [WHEEL])


WINDFALL = card("Test Windfall", "Discard your hand, then draw that many cards.", "sorcery", "{2}{U}")


def test_discard_your_hand_then_draw_that_many():
    holds('''
        Given alice has Test Windfall in hand as "windfall"
        And alice has Forest in hand as "f1"
        And alice has Island in hand as "f2"
        And alice has Mountain in library as "l1"
        And alice has Mountain in library as "l2"
        And alice has Mountain in library as "l3"
        When alice casts "windfall"
        And the top of the stack resolves
        Then "f1" is in the graveyard
        And "f2" is in the graveyard
        And alice has two cards in hand
        And alice has one card in her library
    ''', [WINDFALL])


def test_hand_and_that_many_refused_elsewhere():
    assert reasons("When this creature enters, discard your hand, then draw three cards.") == []
    assert reasons("Mill three cards, then draw that many cards.", spell=True) != []
    assert reasons("Each player discards their hand, then draws that many cards.", spell=True) != []


# -- tap or untap (701.26) ---------------------------------------------------------------------------

TWIDDLE = card("Test Twiddle", "Tap or untap target permanent.", "instant", "{U}")


@pytest.mark.parametrize("choice,tapped", [("tap", True), ("untap", False)])
def test_tap_or_untap_is_the_controllers_choice(choice, tapped):
    holds(f'''
        Given bob controls Grizzly Bears as "bears"
        {'And "bears" is tapped' if not tapped else ''}
        And alice has Test Twiddle in hand as "twiddle"
        When alice casts "twiddle" targeting "bears"
        And the top of the stack resolves
        Then "bears" is {'tapped' if tapped else 'untapped'}
    ''', [TWIDDLE], edit=choose(1, "tap_or_untap", "twiddle", choice))


def test_tap_or_untap_without_a_choice_is_not_guessed():
    with pytest.raises(MissingChoice, match="tap_or_untap"):
        play('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Twiddle in hand as "twiddle"
        When alice casts "twiddle" targeting "bears"
        And the top of the stack resolves
        Then "bears" is tapped
    ''', [TWIDDLE])


# -- extra turns (500.7) -----------------------------------------------------------------------------

TIME = card("Test Time", "Take an extra turn after this one.", "sorcery", "{3}{U}")
GIFT = card("Test Gift", "Target player takes an extra turn after this one.", "sorcery", "{3}{U}")


def test_extra_turn_after_this_one_then_the_turn_order_goes_on():
    holds('''
        Given alice has Test Time in hand as "time"
        And alice has Mountain in library as "a1"
        And alice has Mountain in library as "a2"
        And bob has Mountain in library as "b1"
        And bob has Mountain in library as "b2"
        When alice casts "time"
        And the top of the stack resolves
        And the game proceeds to the next turn's upkeep step
        Then it is alice's upkeep step
    ''', [TIME])
    holds('''
        Given alice has Test Time in hand as "time"
        And alice has Mountain in library as "a1"
        And alice has Mountain in library as "a2"
        And bob has Mountain in library as "b1"
        And bob has Mountain in library as "b2"
        When alice casts "time"
        And the top of the stack resolves
        And the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        Then it is bob's upkeep step
    ''', [TIME])


def test_extra_turn_given_to_the_other_player_is_inserted():
    # 500.7: bob's extra turn comes directly after alice's; then bob's own turn, then alice's
    for turns, active in ((1, "bob"), (2, "bob"), (3, "alice")):
        holds('''
            Given alice has Test Gift in hand as "gift"
        And alice has Mountain in library as "a1"
        And alice has Mountain in library as "a2"
        And bob has Mountain in library as "b1"
        And bob has Mountain in library as "b2"
            When alice casts "gift" targeting bob
            And the top of the stack resolves
        ''' + "And the game proceeds to the next turn's upkeep step\n" * turns + f'''
            Then it is {active}'s upkeep step
        ''', [GIFT])


def test_extra_turn_refusals():
    assert reasons("Take an extra turn after this one.", spell=True) == []
    assert reasons("Target opponent takes an extra turn after this one.", spell=True) == []


# -- coin flips (705) --------------------------------------------------------------------------------

FLIP = card("Test Flip", "Flip a coin. If you win the flip, draw two cards.", "sorcery", "{1}{U}")


@pytest.mark.parametrize("result,cards", [("won", 2), ("lost", 0)])
def test_flip_a_coin_won_or_lost(result, cards):
    holds(f'''
        Given alice has Test Flip in hand as "flip"
        And alice has Mountain in library as "l1"
        And alice has Mountain in library as "l2"
        When alice casts "flip"
        And the top of the stack resolves
        Then alice has {['no', 'one', 'two'][cards]} cards in hand
    ''', [FLIP], edit=choose(1, "coin_flip", "flip", result))


def test_flip_conditions_refused_without_a_flip():
    assert reasons("Flip a coin. If you lose the flip, you lose 3 life.", spell=True) == []
    # an intervening 'if you won the flip' is no state of the game: refused
    assert reasons("At the beginning of your upkeep, if you win the flip, draw a card.") != []


# -- what happened this turn (603.4): morbid, raid, revolt, life gained --------------------------------

MORBID = card("Test Morbid", "Flash\nWhen this creature enters, if a creature died this turn, you gain 3 life.",
              "creature", "{2}{B}", "2/2")
RAID = card("Test Raid", "Flash\nWhen this creature enters, if you attacked this turn, you gain 3 life.",
            "creature", "{2}{R}", "2/2")
REVOLT = card("Test Revolt", "Flash\nWhen this creature enters, if a permanent you controlled left the "
              "battlefield this turn, you gain 3 life.", "creature", "{2}{W}", "2/2")
HEALER = card("Test Healer", "Flash\nWhen this creature enters, if you gained life this turn, draw a card.",
              "creature", "{2}{W}", "2/2")
BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")
LIBS = '''
        And alice has Mountain in library as "a1"
        And alice has Mountain in library as "a2"
        And bob has Mountain in library as "b1"
        And bob has Mountain in library as "b2"
'''


def test_morbid_true_after_a_creature_died_this_turn():
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"
        And alice has Test Morbid in hand as "morbid"
        When alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And alice casts "morbid"
        And the stack resolves
        Then "bears" is in the graveyard
        And alice has 23 life
    ''', [BOLT, MORBID])


def test_morbid_in_a_turn_played_here_false_and_true():
    holds('''
        Given alice has Test Morbid in hand as "morbid"''' + LIBS + '''
        When the game proceeds to the next turn's upkeep step
        And alice casts "morbid"
        And the stack resolves
        Then "morbid" is on the battlefield
        And alice has 20 life
    ''', [MORBID])
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"
        And alice has Test Morbid in hand as "morbid"''' + LIBS + '''
        When the game proceeds to the next turn's upkeep step
        And alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And alice casts "morbid"
        And the stack resolves
        Then alice has 23 life
    ''', [BOLT, MORBID])


def test_morbid_before_the_fixture_began_is_not_guessed():
    with pytest.raises(Unsupported, match="before the fixture began"):
        play('''
            Given alice has Test Morbid in hand as "morbid"
            When alice casts "morbid"
            And the stack resolves
            Then alice has 20 life
        ''', [MORBID])


def test_raid_after_attacking():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Raid in hand as "raid"
        When alice attacks bob with "bears"
        And alice casts "raid"
        And the stack resolves
        Then alice has 23 life
    ''', [RAID])
    holds('''
        Given alice has Test Raid in hand as "raid"''' + LIBS + '''
        When the game proceeds to the next turn's upkeep step
        And alice casts "raid"
        And the stack resolves
        Then alice has 20 life
    ''', [RAID])


def test_revolt_after_a_permanent_of_yours_left():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"
        And alice has Test Revolt in hand as "revolt"
        When alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And alice casts "revolt"
        And the stack resolves
        Then alice has 23 life
    ''', [BOLT, REVOLT])
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"
        And alice has Test Revolt in hand as "revolt"''' + LIBS + '''
        When the game proceeds to the next turn's upkeep step
        And alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And alice casts "revolt"
        And the stack resolves
        Then alice has 20 life
    ''', [BOLT, REVOLT])


def test_gained_life_this_turn():
    holds('''
        Given alice has Test Healer in hand as "healer"
        And alice has Test Morbid in hand as "morbid"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"''' + LIBS + '''
        When alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And alice casts "morbid"
        And the stack resolves
        And alice casts "healer"
        And the stack resolves
        Then alice has 23 life
        And alice has one card in hand
    ''', [BOLT, MORBID, HEALER])


# -- conditions: cards of a kind in your graveyard, another permanent you control (603.4) ---------------

GRAVE = card("Test Grave", "Flash\nWhen this creature enters, if there are two or more creature cards in your "
             "graveyard, you gain 5 life.", "creature", "{2}{B}", "2/2")
PACK = card("Test Pack", "Flash\nWhen this creature enters, if you control another Bear, you gain 2 life.",
            "creature", "{1}{G}", "2/2", subtypes=("Bear",))


@pytest.mark.parametrize("second,life", [("Grizzly Bears", 25), ("Forest", 20)])
def test_there_are_n_or_more_creature_cards_in_your_graveyard(second, life):
    holds(f'''
        Given alice has Grizzly Bears in graveyard as "g1"
        And alice has {second} in graveyard as "g2"
        And bob has Grizzly Bears in graveyard as "g3"
        And alice has Test Grave in hand as "grave"
        When alice casts "grave"
        And the stack resolves
        Then alice has {life} life
    ''', [GRAVE])


@pytest.mark.parametrize("bear,life", [(True, 22), (False, 20)])
def test_if_you_control_another(bear, life):
    # the entering Bear itself is not 'another Bear'
    holds(f'''
        Given alice has Test Pack in hand as "pack"
        {'And alice controls Grizzly Bears as "bears"' if bear else 'And bob controls Grizzly Bears as "bears"'}
        When alice casts "pack"
        And the stack resolves
        Then alice has {life} life
    ''', [PACK])


def test_condition_refusals():
    assert reasons("When this creature enters, if there are three or more creature cards in target player's "
                   "graveyard, you gain 5 life.") != []
    assert reasons("When this creature enters, if you control another commander creature, "
                   "draw a card.") != []  # ('dealt damage this turn' is read since branch filtlay)


# -- the defending player (506.2, 508.5) ---------------------------------------------------------------

SKIMMER = card("Test Skimmer", "Whenever this creature attacks, defending player loses 2 life.", "creature",
               "{3}{B}", "0/4")
TAXER = card("Test Taxer", "{T}: Defending player loses 1 life.", "creature", "{1}{B}", "1/1")


def test_defending_player_of_an_attack_trigger():
    holds('''
        Given alice controls Test Skimmer as "skimmer"
        When alice attacks bob with "skimmer"
        And the stack resolves
        Then bob has 18 life
        And alice has 20 life
    ''', [SKIMMER])


def test_defending_player_outside_combat_is_refused():
    with pytest.raises(Unsupported, match="outside a combat"):
        play('''
            Given alice controls Test Taxer as "taxer"
            When alice activates the ability of "taxer"
            And the stack resolves
            Then bob has 19 life
        ''', [TAXER])


# -- 'that much': a life gain trigger's amount (119.10) ----------------------------------------------

BOND = card("Test Bond", "Whenever you gain life, target opponent loses that much life.", "enchantment", "{3}{B}")
HEAL = card("Test Heal", "You gain 4 life.", "instant", "{W}")


def test_that_much_is_the_life_gained():
    holds('''
        Given alice controls Test Bond as "bond"
        And alice has Test Heal in hand as "heal"
        When alice casts "heal"
        And the top of the stack resolves
        And "bond"'s ability targets bob
        And the stack resolves
        Then alice has 24 life
        And bob has 16 life
    ''', [BOND, HEAL])


def test_that_much_of_other_events_refused():
    # (a damage trigger's 'that much' is the damage dealt: tests/test_reference_tree_trig2.py, branch trig2)
    assert reasons("Whenever you cast a spell, you gain that much life.") != []
    assert reasons("Whenever this creature becomes tapped, you lose that much life.") != []


# -- counters: where X is, adapt (701.46), double (701.10e), bolster (701.39), connive (701.50) ----------

def test_put_x_counters_where_x_is():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Feed in hand as "feed"
        And alice has Forest in hand as "f1"
        And alice has Forest in hand as "f2"
        When alice casts "feed" targeting "bears"
        And the top of the stack resolves
        Then "bears" has two +1/+1 counters on it
    ''', [card("Test Feed", "Put X +1/+1 counters on target creature, where X is the number of cards in your hand.",
               "instant", "{G}")])


ADAPTER = card("Test Adapter", "{3}{G}{G}: Adapt 3.\n{T}: Double the number of +1/+1 counters on this creature.",
               "creature", "{1}{G}", "2/2")


def test_adapt_only_without_counters():
    holds('''
        Given alice controls Test Adapter as "adapter"
        When alice activates the ability of "adapter"
        And the stack resolves
        Then "adapter" has three +1/+1 counters on it
        When alice activates the ability of "adapter"
        And the stack resolves
        Then "adapter" has three +1/+1 counters on it
    ''', [ADAPTER])


def test_double_the_counters():
    holds('''
        Given alice controls Test Adapter as "adapter"
        And "adapter" has two +1/+1 counters on it
        When alice activates the second ability of "adapter"
        And the stack resolves
        Then "adapter" has four +1/+1 counters on it
    ''', [ADAPTER])


BOLSTER = card("Test Bolster", "Bolster 2.", "instant", "{W}")


def test_bolster_the_least_toughness_and_a_tie_is_chosen():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Adapter as "adapter"
        And "adapter" has one +1/+1 counter on it
        And bob controls Grizzly Bears as "theirs"
        And alice has Test Bolster in hand as "bolster"
        When alice casts "bolster"
        And the top of the stack resolves
        Then "bears" has two +1/+1 counters on it
        And "theirs" has no counters on it
    ''', [ADAPTER, BOLSTER])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Adapter as "adapter"
        And alice has Test Bolster in hand as "bolster"
        When alice casts "bolster"
        And the top of the stack resolves
        Then "adapter" has two +1/+1 counters on it
        And "bears" has no counters on it
    ''', [ADAPTER, BOLSTER], edit=choose(1, "bolster", "bolster", "adapter"))
    with pytest.raises(MissingChoice, match="bolster"):
        play('''
            Given alice controls Grizzly Bears as "bears"
            And alice controls Test Adapter as "adapter"
            And alice has Test Bolster in hand as "bolster"
            When alice casts "bolster"
            And the top of the stack resolves
            Then "adapter" has two +1/+1 counters on it
        ''', [ADAPTER, BOLSTER])


SCHEMER = card("Test Schemer", "Flash\nWhen this creature enters, it connives.", "creature", "{1}{U}", "1/1")


@pytest.mark.parametrize("discard,counters", [("spell", "one +1/+1 counter"), ("land", "no counters")])
def test_connive_counter_for_a_nonland_discard(discard, counters):
    holds(f'''
        Given alice has Test Schemer in hand as "schemer"
        And alice has Test Bolster in hand as "spell"
        And alice has Forest in hand as "land"
        And alice has Mountain in library as "top"
        When alice casts "schemer"
        And the stack resolves
        Then "{discard}" is in the graveyard
        And alice has two cards in hand
        And "schemer" has {counters} on it
    ''', [SCHEMER, BOLSTER], edit=choose(1, "discard", "schemer", [discard]))


# -- transform (701.27) --------------------------------------------------------------------------------

def _dfc(front: dict, back: dict) -> dict:
    return {**front, "name": f"{front['name']} // {back['name']}", "layout": "transform", "faces": [front, back]}


WOLF = _dfc(card("Test Pup", "{2}: Transform this creature.", "creature", "{1}{G}", "2/2"),
            {**card("Test Howler", "Trample", "creature", "", "4/4"), "colors": ["green"]})


def test_transform_this_creature_by_its_own_ability():
    holds('''
        Given alice controls Test Pup // Test Howler as "wolf"
        When alice activates the ability of "wolf"
        And the stack resolves
        Then "wolf" is named "Test Howler"
        And "wolf" is 4/4
    ''', [WOLF])


def test_transform_not_again_if_it_transformed_since_701_27f():
    holds('''
        Given alice controls Test Pup // Test Howler as "wolf"
        When alice activates the ability of "wolf"
        And alice activates the ability of "wolf"
        And the stack resolves
        Then "wolf" is named "Test Howler"
    ''', [WOLF])


def test_transform_a_single_faced_permanent_does_nothing():
    holds('''
        Given alice controls Test Pup as "pup"
        When alice activates the ability of "pup"
        And the stack resolves
        Then "pup" is named "Test Pup"
        And "pup" is 2/2
    ''', [card("Test Pup", "{2}: Transform this creature.", "creature", "{1}{G}", "2/2")])
    assert reasons("S:Transform target creature.".removeprefix("S:"), spell=True) != []
