"""Issue 13, family fx: instructions of the grammar's tree played in a game — a variable number
of targets ("up to N", "any number of", 601.2c), paying mana as an instruction resolves ("you may
pay {1}{G}. If you do, ...", "... unless you pay {N}", 118.12), and the other instruction shapes
this family executes. Each construct is played (tests/tree_play.py), with a refusal case.
"""

from __future__ import annotations

from typing import Any, Callable

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import both, card, choose, chooses, holds, reason, tree_read


# -- "up to N target ..." / "any number of target ..." (601.2c, 115.1) -------------------------------

UPTO = card("Test Culling", "Destroy up to two target creatures.", "sorcery", "{B}")


def test_up_to_two_targets_two_one_or_none():
    tree_read("Destroy up to two target creatures.", spell=True)
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Culling in hand as "cull"
        When alice casts "cull" targeting "b1" and "b2"
        And the top of the stack resolves
        Then "b1" is in the graveyard
        And "b2" is in the graveyard
    ''', [UPTO])
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Culling in hand as "cull"
        When alice casts "cull" targeting "b2"
        And the top of the stack resolves
        Then "b1" is on the battlefield
        And "b2" is in the graveyard
    ''', [UPTO])
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And alice has Test Culling in hand as "cull"
        When alice casts "cull"
        And the top of the stack resolves
        Then "b1" is on the battlefield
        And "cull" is in the graveyard
    ''', [UPTO])


def test_more_targets_than_up_to_n_or_the_same_twice_is_refused():
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "b3"
        And alice has Test Culling in hand as "cull"
        When alice casts "cull" targeting "b1", "b2" and "b3"
        Then the action is refused
    ''', [UPTO])
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And alice has Test Culling in hand as "cull"
        When alice casts "cull" targeting "b1" and "b1"
        Then the action is refused
    ''', [UPTO])


def test_up_to_one_target_beside_a_fixed_target_activated():
    text = "{T}: Tap target creature. Tap up to one target artifact."
    tree_read(text)
    tapper = card("Test Tapper", text, "artifact")
    holds('''
        Given alice controls Test Tapper as "tapper"
        And bob controls Grizzly Bears as "bears"
        And bob controls Ornithopter as "thopter"
        When alice activates the ability of "tapper" targeting "bears" and "thopter"
        And the top of the stack resolves
        Then "bears" is tapped
        And "thopter" is tapped
    ''', [tapper])
    holds('''
        Given alice controls Test Tapper as "tapper"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "tapper" targeting "bears"
        And the top of the stack resolves
        Then "bears" is tapped
    ''', [tapper])


def test_a_chosen_up_to_target_gone_makes_the_spell_not_resolve():
    # 608.2b: targets were chosen and all are illegal: the spell doesn't resolve (it still leaves the stack)
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And alice has Test Culling in hand as "cull"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "cull" targeting "b1"
        And alice casts "bolt" targeting "b1"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "cull" is in the graveyard
        And "b1" is in the graveyard
    ''', [UPTO, card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")])


def test_trigger_with_up_to_one_target_chooses_a_list():
    herald = card("Test Herald", "When this creature enters, return up to one target creature to its owner's hand.",
                  "creature", pt="1/1")
    script = '''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Herald in hand as "herald"
        When alice casts "herald"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is {where}
    '''
    holds(script.format(where="in hand"), [herald], edit=choose(1, "trigger_target", "herald", ["bears"]))
    holds(script.format(where="on the battlefield"), [herald], edit=choose(1, "trigger_target", "herald", []))
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Herald in hand as "herald"
        When alice casts "herald"
        And the top of the stack resolves
        Then the action is refused
    ''', [herald], edit=choose(1, "trigger_target", "herald", "bears"))  # the answer is a list of targets


def test_any_number_of_targets():
    text = "Tap any number of target creatures."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "b3"
        And alice has Test Freeze in hand as "freeze"
        When alice casts "freeze" targeting "b1" and "b3"
        And the top of the stack resolves
        Then "b1" is tapped
        And "b2" is untapped
        And "b3" is tapped
    ''', [card("Test Freeze", text, "instant", "{U}")])


def test_two_variable_target_counts_in_one_ability_are_refused():
    found = reason("Tap up to one target creature. Tap up to one target artifact.", spell=True)
    assert found == ["two variable numbers of targets in one ability are not executed"], found


# -- paying mana as an instruction resolves (118.12, 608.2d) ---------------------------------------

SEER = card("Test Seer", "When this creature enters, you may pay {1}{G}. If you do, draw a card.", "creature",
            "{G}", "1/1")
SEER_SCRIPT = '''
    Given alice controls Forest as "f1"
    And alice controls Forest as "f2"
    And alice has Grizzly Bears in library as "c1"
    And alice has Test Seer in hand as "seer"
    When alice casts "seer"
    And the top of the stack resolves
    And alice activates the mana ability of "f1"
    And alice activates the mana ability of "f2"
    And the top of the stack resolves
'''


def test_you_may_pay_mana_if_you_do():
    tree_read(SEER["oracle_text"])
    holds(SEER_SCRIPT + '''
        Then alice has one card in hand
        And alice's mana pool is empty
    ''', [SEER], edit=both(choose(4, "may", "seer", "yes"), chooses(4, "pay_mana", "seer", "alice", "{G}{G}")))
    holds(SEER_SCRIPT + '''
        Then alice has no cards in hand
        And alice's mana pool holds {G}{G}
    ''', [SEER], edit=choose(4, "may", "seer", "no"))


def test_paying_mana_not_in_the_pool_is_refused():
    holds(SEER_SCRIPT.replace('And alice activates the mana ability of "f2"\n', "") + '''
        Then the action is refused
    ''', [SEER], edit=both(choose(3, "may", "seer", "yes"), chooses(3, "pay_mana", "seer", "alice", "{G}{G}")))


SHADE = card("Test Shade", "When this creature enters, sacrifice it unless you pay {1}.", "creature", "{B}", "2/2")


@pytest.mark.parametrize("pays, zone, pool", [("{G}", "battlefield", "is empty"), (None, "graveyard", "holds {G}")])
def test_sacrifice_it_unless_you_pay(pays, zone, pool):
    tree_read(SHADE["oracle_text"])
    holds(f'''
        Given alice controls Forest as "f1"
        And alice has Test Shade in hand as "shade"
        When alice casts "shade"
        And the top of the stack resolves
        And alice activates the mana ability of "f1"
        And the top of the stack resolves
        Then "shade" is on the {zone}
        And alice's mana pool {pool}
    ''', [SHADE], edit=chooses(3, "unless_pay", "shade", "alice", pays))


TITHE = card("Test Tithe", "Target player draws two cards unless you pay {1}.", "sorcery", "{U}")


@pytest.mark.parametrize("pays, hand", [("{G}", "no cards"), (None, "2 cards")])
def test_instruction_unless_you_pay(pays, hand):
    tree_read(TITHE["oracle_text"], spell=True)
    holds(f'''
        Given alice controls Forest as "f1"
        And bob has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "c2"
        And alice has Test Tithe in hand as "tithe"
        When alice casts "tithe" targeting bob
        And alice activates the mana ability of "f1"
        And the top of the stack resolves
        Then bob has {hand} in hand
    ''', [TITHE], edit=chooses(2, "unless_pay", "tithe", "alice", pays))


def test_unless_other_than_paying_mana_is_refused():
    assert reason("Target player draws two cards unless you remove a counter from a permanent you control.",
                  spell=True) == \
        ["an 'unless' other than paying mana, discarding or sacrificing is not executed"]
    assert reason("When this creature enters, sacrifice it unless you pay {X}.")[0].startswith("paying")


# -- "Destroy ... . They can't be regenerated." (701.19c) ------------------------------------------

def test_destroy_all_they_cant_be_regenerated():
    text = "Destroy all creatures you don't control. They can't be regenerated."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Grizzly Bears as "mine"
        And bob has Mending Touch in hand as "touch"
        And alice has Test Purge in hand as "purge"
        When bob casts "touch" targeting "bears"
        And the stack resolves
        And alice casts "purge"
        And the stack resolves
        Then "bears" is in the graveyard
        And "mine" is on the battlefield
    ''', [card("Test Purge", text, "sorcery", "{B}")])


# -- a clause with no subject after a player's clause is that player's ------------------------------

def test_then_draws_is_the_same_players():
    text = "Target player mills two cards, then draws a card."
    tree_read(text, spell=True)
    holds('''
        Given bob has Grizzly Bears in library as "b1"
        And bob has Grizzly Bears in library as "b2"
        And bob has Grizzly Bears in library as "b3"
        And alice has Grizzly Bears in library as "a1"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor" targeting bob
        And the top of the stack resolves
        Then bob has one card in hand
        And alice has no cards in hand
    ''', [card("Test Tutor", text, "sorcery", "{U}")])


def test_each_player_loses_and_mills_then_draws():
    text = "Each player loses 1 life and mills a card, then draws two cards."
    tree_read(text, spell=True)
    holds('''
        Given alice has Grizzly Bears in library as "a1"
        And alice has Grizzly Bears in library as "a2"
        And alice has Grizzly Bears in library as "a3"
        And bob has Grizzly Bears in library as "b1"
        And bob has Grizzly Bears in library as "b2"
        And bob has Grizzly Bears in library as "b3"
        And alice has Test Wheel in hand as "wheel"
        When alice casts "wheel"
        And the top of the stack resolves
        Then alice has 19 life
        And bob has 19 life
        And alice has 2 cards in hand
        And bob has 2 cards in hand
    ''', [card("Test Wheel", text, "sorcery", "{R}")])


def test_a_new_sentence_with_no_subject_is_yours():
    # "Target player loses 2 life. Draw a card.": the second sentence is the reader's own imperative (you)
    text = "Target player loses 2 life. Draw a card."
    tree_read(text, spell=True)
    holds('''
        Given bob has Grizzly Bears in library as "b1"
        And alice has Grizzly Bears in library as "a1"
        And alice has Test Siphon in hand as "siphon"
        When alice casts "siphon" targeting bob
        And the top of the stack resolves
        Then bob has 18 life
        And bob has no cards in hand
        And alice has one card in hand
    ''', [card("Test Siphon", text, "sorcery", "{B}")])


# -- amounts counted as the instruction resolves (608.2h) ------------------------------------------

def test_gain_life_for_each_other_creature_you_control():
    text = "When this creature enters, you gain 2 life for each other creature you control."
    tree_read(text)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "b3"
        And alice has Test Cleric in hand as "cleric"
        When alice casts "cleric"
        And the stack resolves
        Then alice has 24 life
    ''', [card("Test Cleric", text, "creature", "{W}", "1/1")])


def test_gain_life_for_each_card_in_your_hand():
    text = "You gain 2 life for each card in your hand."
    tree_read(text, spell=True)
    holds('''
        Given alice has Forest in hand as "f1"
        And alice has Forest in hand as "f2"
        And bob has Forest in hand as "f3"
        And alice has Test Solace in hand as "solace"
        When alice casts "solace"
        And the top of the stack resolves
        Then alice has 24 life
    ''', [card("Test Solace", text, "sorcery", "{W}")])


def test_draw_a_card_for_each_charge_counter_on_the_sacrificed_artifact():
    # 113.7a: the counters on the artifact as it last existed (it was sacrificed to pay the cost)
    text = "{1}, Sacrifice this artifact: Draw a card for each charge counter on this artifact."
    tree_read(text)
    holds('''
        Given alice controls Test Battery as "battery"
        And "battery" has 2 charge counters on it
        And alice has Grizzly Bears in library as "c1"
        And alice has Grizzly Bears in library as "c2"
        And alice has Grizzly Bears in library as "c3"
        When alice activates the ability of "battery"
        And the top of the stack resolves
        Then "battery" is in the graveyard
        And alice has 2 cards in hand
    ''', [card("Test Battery", text, "artifact")])


def test_damage_for_each_is_one_event_and_lose_life_for_each_counter():
    text = "At the beginning of your upkeep, you lose 1 life for each burden counter on this artifact."
    tree_read(text)
    holds('''
        Given it is alice's untap step
        And alice controls Test Ring as "ring"
        And "ring" has 3 burden counters on it
        When the game proceeds to the upkeep step
        And the top of the stack resolves
        Then alice has 17 life
    ''', [card("Test Ring", text, "artifact")])


def test_for_each_not_read_is_refused():
    # filt3: 'in your graveyard' is read (amounts' count of cards); another player's isn't
    assert reason("You gain 1 life for each creature card in target player's graveyard.", spell=True)
    assert reason("Draw a card for each creature that died this turn.", spell=True)


# -- "you may have <object / player> <instruction>" (608.2d) ---------------------------------------

SCORCHER = card("Test Scorcher", "When this creature enters, you may have this creature deal 3 damage to target "
                "creature.", "creature", "{R}", "1/1")


@pytest.mark.parametrize("answer, zone", [("yes", "graveyard"), ("no", "battlefield")])
def test_you_may_have_this_creature_deal_damage(answer, zone):
    tree_read(SCORCHER["oracle_text"])
    holds(f'''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Scorcher in hand as "scorcher"
        When alice casts "scorcher"
        And the top of the stack resolves
        And "scorcher"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is in the {zone}
    ''', [SCORCHER], edit=choose(2, "may", "scorcher", answer))


def test_you_may_have_target_opponent_lose_life():
    text = "When this creature enters, you may have target opponent lose 3 life."
    tree_read(text)
    holds('''
        Given alice has Test Leech in hand as "leech"
        When alice casts "leech"
        And the top of the stack resolves
        And "leech"'s ability targets bob
        And the top of the stack resolves
        Then bob has 17 life
        And alice has 20 life
    ''', [card("Test Leech", text, "creature", "{B}", "1/1")], edit=choose(2, "may", "leech", "yes"))


# -- "<instruction>. If <condition>, <instruction> instead." (608.2c) -------------------------------

QUAKER = card("Test Quaker", "Kicker {2}\nWhen this creature enters, destroy all lands you control. If it was kicked, "
              "destroy all lands instead.", "creature", "{R}", "2/2")


@pytest.mark.parametrize("kicked, bobs", [(True, "graveyard"), (False, "battlefield")])
def test_instead_if_kicked(kicked, bobs):
    holds(f'''
        Given alice controls Forest as "mine"
        And bob controls Forest as "theirs"
        And alice has Test Quaker in hand as "quaker"
        When alice casts "quaker"
        {"And alice pays its kicker cost" if kicked else ""}
        And the stack resolves
        Then "mine" is in the graveyard
        And "theirs" is on the {bobs}
    ''', [QUAKER])


def test_instead_that_creature_is_the_replaced_instructions():
    text = ("When this creature enters, target creature gets -1/-1 until end of turn. If it was kicked, that "
            "creature gets -3/-3 until end of turn instead.")
    tree_read(text)
    for kicked, where in ((True, "in the graveyard"), (False, "on the battlefield")):
        holds(f'''
            Given bob controls Grizzly Bears as "bears"
            And alice has Test Sapper in hand as "sapper"
            When alice casts "sapper"
            {"And alice pays its kicker cost" if kicked else ""}
            And the top of the stack resolves
            And "sapper"'s ability targets "bears"
            And the top of the stack resolves
            Then "bears" is {where}
        ''', [card("Test Sapper", "Kicker {1}\n" + text, "creature", "{B}", "1/1")])


def test_instead_with_targets_of_its_own_is_refused():
    assert reason("Exile target artifact or enchantment. If this spell was kicked, exile target nonland permanent "
                  "instead.", spell=True) == ["an instruction 'instead' with targets of its own is not executed"]


# -- removing counters (122) -----------------------------------------------------------------------

BATTERY = card("Test Cell", "At the beginning of your upkeep, you may remove a charge counter from this artifact. "
               "If you do, you gain 3 life.", "artifact")


@pytest.mark.parametrize("counters, life, left", [(2, 23, "1 charge counter on it"), (0, 20, "no counters on it")])
def test_you_may_remove_a_counter_if_you_do(counters, life, left):
    tree_read(BATTERY["oracle_text"])
    given = f'And "cell" has {counters} charge counters on it' if counters else ""
    holds(f'''
        Given it is alice's untap step
        And alice controls Test Cell as "cell"
        {given}
        When the game proceeds to the upkeep step
        And the top of the stack resolves
        Then alice has {life} life
        And "cell" has {left}
    ''', [BATTERY], edit=choose(1, "may", "cell", "yes"))


def test_remove_all_counters_of_a_kind_from_target_creature():
    text = "Remove all +1/+1 counters from target creature."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And "bears" has 3 +1/+1 counters on it
        And alice has Test Shrink in hand as "shrink"
        When alice casts "shrink" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 2/2
        And "bears" has no counters on it
    ''', [card("Test Shrink", text, "instant", "{U}")])


# -- "When you do, ..." (603.12) --------------------------------------------------------------------

WRECKER = card("Test Wrecker", "When this creature enters, you may pay {1}. When you do, destroy target artifact.",
               "creature", "{R}", "1/1")
WRECKER_SCRIPT = '''
    Given alice controls Forest as "f1"
    And bob controls Ornithopter as "thopter"
    And alice has Test Wrecker in hand as "wrecker"
    When alice casts "wrecker"
    And the top of the stack resolves
    And alice activates the mana ability of "f1"
    And the top of the stack resolves
'''


def test_when_you_do_triggers_with_its_own_target():
    tree_read(WRECKER["oracle_text"])
    assert abilities_of(WRECKER["oracle_text"], "Test Wrecker", False)[0].spec["effect"]["targets"] == []
    holds(WRECKER_SCRIPT + '''
        And "wrecker"'s ability targets "thopter"
        Then "thopter" is on the battlefield
        When the top of the stack resolves
        Then "thopter" is in the graveyard
    ''', [WRECKER], edit=both(choose(3, "may", "wrecker", "yes"), chooses(3, "pay_mana", "wrecker", "alice", "{G}")))


def test_when_you_do_not_pay_nothing_triggers():
    holds(WRECKER_SCRIPT + '''
        Then the stack is empty
        And "thopter" is on the battlefield
    ''', [WRECKER], edit=choose(3, "may", "wrecker", "no"))


def test_when_you_do_after_you_may_sacrifice():
    text = "When this creature enters, you may sacrifice another creature. When you do, destroy up to one target artifact."
    tree_read(text)
    cards = [card("Test Zealot", text, "creature", "{B}", "1/1")]
    script = '''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Ornithopter as "thopter"
        And alice has Test Zealot in hand as "zealot"
        When alice casts "zealot"
        And the top of the stack resolves
        And the top of the stack resolves
    '''
    holds(script + '''
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "thopter" is in the graveyard
    ''', cards, edit=both(choose(2, "may", "zealot", "yes"), choose(2, "trigger_target", "zealot", ["thopter"])))
    # with nothing to sacrifice, nothing is done: the reflexive ability doesn't trigger (603.12)
    holds(script.replace('Given alice controls Grizzly Bears as "bears"\n        And', "Given") + '''
        Then the stack is empty
        And "thopter" is on the battlefield
    ''', cards, edit=choose(2, "may", "zealot", "yes"))


def test_when_you_do_after_other_instructions_is_refused():
    assert reason("When this creature enters, surveil 2. When you do, draw a card.")


# -- "... unless you discard / sacrifice ..." (118.12, 118.3) ---------------------------------------

HORROR = card("Test Horror", "When this creature enters, sacrifice it unless you discard a creature card.",
              "creature", "{B}", "4/4")
HORROR_SCRIPT = '''
    Given alice has Grizzly Bears in hand as "cub"
    And alice has Forest in hand as "land"
    And alice has Test Horror in hand as "horror"
    When alice casts "horror"
    And the top of the stack resolves
    And the top of the stack resolves
'''


def test_sacrifice_it_unless_you_discard_a_creature_card():
    tree_read(HORROR["oracle_text"])
    holds(HORROR_SCRIPT + '''
        Then "horror" is on the battlefield
        And "cub" is in the graveyard
        And "land" is in hand
    ''', [HORROR], edit=chooses(2, "unless", "horror", "alice", "yes"))
    holds(HORROR_SCRIPT + '''
        Then "horror" is in the graveyard
        And "cub" is in hand
    ''', [HORROR], edit=chooses(2, "unless", "horror", "alice", "no"))


def test_unless_you_can_not_do_all_of_it_yes_is_refused():
    holds(HORROR_SCRIPT.replace('Given alice has Grizzly Bears in hand as "cub"\n    And', "Given") + '''
        Then the action is refused
    ''', [HORROR], edit=chooses(2, "unless", "horror", "alice", "yes"))


def test_discard_two_unless_you_discard_an_artifact_card():
    text = "Draw two cards. Then discard two cards unless you discard an artifact card."
    tree_read(text, spell=True)
    script = '''
        Given alice has Ornithopter in library as "o1"
        And alice has Grizzly Bears in library as "g1"
        And alice has Test Insight in hand as "insight"
        When alice casts "insight"
        And the top of the stack resolves
        Then {o1}
        And {g1}
    '''
    holds(script.format(o1='"o1" is in the graveyard', g1='"g1" is in hand'), [card("Test Insight", text, "sorcery")],
          edit=chooses(1, "unless", "insight", "alice", "yes"))
    holds(script.format(o1='"o1" is in the graveyard', g1='"g1" is in the graveyard'),
          [card("Test Insight", text, "sorcery")], edit=chooses(1, "unless", "insight", "alice", "no"))


# -- "where X is ...", "create ... for each ..." (107.3) ---------------------------------------------

def test_create_x_treasures_where_x_is_the_number_of_artifacts():
    text = "When this creature enters, create X Treasure tokens, where X is the number of artifacts you control."
    tree_read(text)
    holds('''
        Given alice controls Ornithopter as "o1"
        And alice controls Ornithopter as "o2"
        And bob controls Ornithopter as "o3"
        And alice has Test Hoarder in hand as "hoarder"
        When alice casts "hoarder"
        And the stack resolves
        Then alice controls 4 artifacts
        And alice controls 2 tokens
    ''', [card("Test Hoarder", text, "creature", "{R}", "1/1")])


def test_create_a_token_for_each_creature_you_control():
    text = "Create a 1/1 white Soldier creature token for each creature you control."
    tree_read(text, spell=True)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "b3"
        And alice has Test Muster in hand as "muster"
        When alice casts "muster"
        And the top of the stack resolves
        Then alice controls 2 creature tokens
        And alice controls 4 creatures
    ''', [card("Test Muster", text, "sorcery", "{W}")])


def test_deals_x_damage_where_x_is_two_plus_a_count():
    text = "Test Flare deals X damage to any target, where X is 2 plus the number of creatures you control."
    tree_read(text.replace("Test Flare", "Test Card"), spell=True)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Flare in hand as "flare"
        When alice casts "flare" targeting bob
        And the top of the stack resolves
        Then bob has 17 life
    ''', [card("Test Flare", text, "instant", "{R}")])


def test_counting_what_the_matcher_does_not_read_is_refused():
    assert reason("At the beginning of your upkeep, create a 2/2 white Cat creature token for each commander "
                  "creature you control.")  # ('attached to this creature' is read since branch filtlay)


# -- "<player> may ..." (608.2d: that player chooses) ------------------------------------------------

@pytest.mark.parametrize("answer, hand", [("yes", "one card"), ("no", "no cards")])
def test_its_controller_may_draw(answer, hand):
    text = "Tap target creature. Its controller may draw a card."
    tree_read(text, spell=True)
    holds(f'''
        Given bob controls Grizzly Bears as "bears"
        And bob has Grizzly Bears in library as "b1"
        And alice has Test Nap in hand as "nap"
        When alice casts "nap" targeting "bears"
        And the top of the stack resolves
        Then "bears" is tapped
        And bob has {hand} in hand
    ''', [card("Test Nap", text, "instant", "{U}")], edit=chooses(1, "may", "nap", "bob", answer))


def test_each_player_may_each_chooses():
    text = "Each player may draw two cards."
    tree_read(text, spell=True)
    holds('''
        Given alice has Grizzly Bears in library as "a1"
        And alice has Grizzly Bears in library as "a2"
        And bob has Grizzly Bears in library as "b1"
        And bob has Grizzly Bears in library as "b2"
        And alice has Test Offer in hand as "offer"
        When alice casts "offer"
        And the top of the stack resolves
        Then alice has 2 cards in hand
        And bob has no cards in hand
    ''', [card("Test Offer", text, "sorcery", "{U}")],
        edit=both(chooses(1, "may", "offer", "alice", "yes"), chooses(1, "may", "offer", "bob", "no")))


def test_several_players_may_then_if_they_do_is_refused():
    assert reason("Each player may draw a card. If they do, they lose 1 life.", spell=True) == \
        ["'if they do' after several players' 'may' is not executed"]


# -- "If that creature would die this turn, exile it instead." (614.1a, 700.4) ------------------------

def test_damage_then_exile_that_creature_instead_of_dying():
    text = "Test Coil deals 4 damage to target creature. If that creature would die this turn, exile it instead."
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        And alice has Test Coil in hand as "coil"
        And alice has Test Doom in hand as "doom"
        When alice casts "coil" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in exile
        When alice casts "doom" targeting "other"
        And the top of the stack resolves
        Then "other" is in the graveyard
    ''', [card("Test Coil", text, "sorcery", "{1}{R}"), card("Test Doom", "Destroy target creature.", "instant")])


def test_every_creature_dying_this_turn_is_exiled():
    text = "All creatures get -2/-2 until end of turn. If a creature would die this turn, exile it instead."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        And alice has Test Sweep in hand as "sweep"
        When alice casts "sweep"
        And the top of the stack resolves
        Then "bears" is in exile
        And "giant" is on the battlefield
    ''', [card("Test Sweep", text, "sorcery", "{2}{B}")])


def test_exile_instead_for_other_descriptions_is_refused():
    assert reason("All creatures get -2/-2 until end of turn. If a creature an opponent controls would die this "
                  "turn, exile it instead.", spell=True)


def test_a_creature_dealt_damage_this_way_is_exiled_if_it_dies_this_turn():
    text = "Test Anger deals 3 damage to each creature. If a creature dealt damage this way would die this turn, " \
           "exile it instead."
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And bob controls Colossal Dreadmaw as "wurm"
        And alice has Test Anger in hand as "anger"
        And alice has Test Doom in hand as "doom"
        When alice casts "anger"
        And the top of the stack resolves
        Then "bears" is in exile
        And "wurm" is on the battlefield
        When alice casts "doom" targeting "wurm"
        And the top of the stack resolves
        Then "wurm" is in exile
    ''', [card("Test Anger", text, "sorcery", "{1}{R}{R}"), card("Test Doom", "Destroy target creature.", "instant")])


# -- damage dealt by "it" (the object the ability refers to) ------------------------------------------

def test_you_may_have_it_deal_damage():
    text = "When this creature enters, you may have it deal 2 damage to target creature."
    tree_read(text)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Spitter in hand as "spitter"
        When alice casts "spitter"
        And the top of the stack resolves
        And "spitter"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [card("Test Spitter", text, "creature", "{R}", "1/1")], edit=choose(2, "may", "spitter", "yes"))


def test_all_creatures_get_minus_one_for_each_swamp_you_control():
    text = "All creatures get -1/-1 until end of turn for each Swamp you control."
    tree_read(text, spell=True)
    holds('''
        Given alice controls Swamp as "s1"
        And alice controls Swamp as "s2"
        And bob controls Swamp as "s3"
        And bob controls Colossal Dreadmaw as "big"
        And alice controls Grizzly Bears as "bears"
        And alice has Test Plague in hand as "plague"
        When alice casts "plague"
        And the top of the stack resolves
        Then "big" is 4/4
        And "bears" is in the graveyard
    ''', [card("Test Plague", text, "sorcery", "{B}")])


# -- damage divided as you choose (601.2d) ------------------------------------------------------------

PYRO = card("Test Pyro", "Test Pyro deals 4 damage divided as you choose among any number of target creatures.",
            "sorcery", "{3}{R}")
PYRO_SCRIPT = '''
    Given bob controls Grizzly Bears as "bears"
    And bob controls Hill Giant as "giant"
    And alice has Test Pyro in hand as "pyro"
    When alice casts "pyro" targeting "bears" and "giant"
'''


def test_damage_divided_as_announced_on_casting():
    abilities = abilities_of(PYRO["oracle_text"], "Test Pyro", True)
    assert problems(abilities[0]) == []
    holds(PYRO_SCRIPT + '''
        And the top of the stack resolves
        Then "bears" has 1 damage marked on it
        And "giant" is in the graveyard
    ''', [PYRO], edit=choose(0, "divide", "pyro", [1, 3]))


@pytest.mark.parametrize("division", [[2, 1], [4, 0], [4]])
def test_a_division_that_does_not_fit_is_refused(division):
    holds(PYRO_SCRIPT + '''
        Then the action is refused
    ''', [PYRO], edit=choose(0, "divide", "pyro", division))


def test_division_among_one_two_or_three_targets_is_refused():
    # the grammar reads "among one, two, or three targets" as one target: refused, not played as one
    abilities = abilities_of("Test Card deals 3 damage divided as you choose among one, two, or three targets.",
                             "Test Card", True)
    assert problems(abilities[0]) == ["dividing damage among other than 'any number of' targets is not executed"]


# -- "X target ..." (601.2c, 107.3) -------------------------------------------------------------------

def with_x(action: int, x: int) -> Callable[[dict], None]:
    def edit(fx: dict[str, Any]) -> None:
        fx["actions"][action]["x"] = x
    return edit


SNAP = card("Test Snap", "Destroy X target artifacts.", "sorcery", "{X}{R}")
SNAP_SCRIPT = '''
    Given bob controls Ornithopter as "o1"
    And bob controls Ornithopter as "o2"
    And alice has Test Snap in hand as "snap"
    When alice casts "snap" targeting {targets}
'''


def test_x_target_artifacts_as_many_as_x():
    tree_read("Destroy X target artifacts.", spell=True)
    holds(SNAP_SCRIPT.format(targets='"o1" and "o2"') + '''
        And the top of the stack resolves
        Then "o1" is in the graveyard
        And "o2" is in the graveyard
    ''', [SNAP], edit=with_x(0, 2))


@pytest.mark.parametrize("x", [1, 3])
def test_x_targets_other_than_x_are_refused(x):
    holds(SNAP_SCRIPT.format(targets='"o1" and "o2"') + '''
        Then the action is refused
    ''', [SNAP], edit=with_x(0, x))


def test_x_targets_of_an_activated_ability():
    text = "{X}, {T}: Tap X target creatures."
    tree_read(text)
    holds('''
        Given alice controls Test Wand as "wand"
        And bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        When alice activates the ability of "wand" with X = 1 targeting "b1"
        And the top of the stack resolves
        Then "b1" is tapped
        And "b2" is untapped
    ''', [card("Test Wand", text, "artifact")])
    holds('''
        Given alice controls Test Wand as "wand"
        And bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        When alice activates the ability of "wand" with X = 1 targeting "b1" and "b2"
        Then the action is refused
    ''', [card("Test Wand", text, "artifact")])
