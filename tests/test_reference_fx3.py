"""Issue 13, branch fx3: more of what an "unless" asks for (118.12), played in a game — paying life
(119.4), returning or tapping a permanent you control, removing counters, and "unless they ..." (the
player(s) the instruction before it names, each choosing in APNAP order, 101.4). With refusals.
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import both, card, chooses, holds, reason, tree_read


# -- "... unless you pay N life" (118.12, 119.4) ---------------------------------------------------

LEECH = card("Test Leech", "When this creature enters, tap it unless you pay 3 life.", "creature", "{B}", "2/2")
LEECH_SCRIPT = '''
    Given alice has {life} life
    And alice has Test Leech in hand as "leech"
    When alice casts "leech"
    And the top of the stack resolves
    And the top of the stack resolves
'''


@pytest.mark.parametrize("pays, tapped, life", [("yes", "untapped", 17), ("no", "tapped", 20)])
def test_tap_it_unless_you_pay_life(pays, tapped, life):
    tree_read(LEECH["oracle_text"])
    holds(LEECH_SCRIPT.format(life=20) + f'''
        Then "leech" is {tapped}
        And alice has {life} life
    ''', [LEECH], edit=chooses(2, "unless", "leech", "alice", pays))


def test_paying_more_life_than_you_have_is_refused():
    # 119.4: a player can pay life only if their life total is at least that amount
    holds(LEECH_SCRIPT.format(life=2) + '''
        Then the action is refused
    ''', [LEECH], edit=chooses(2, "unless", "leech", "alice", "yes"))


# -- "sacrifice it unless you return an untapped Island you control to its owner's hand" -----------

ATOLL = card("Test Atoll", "When this land enters, sacrifice it unless you return an untapped Island you control "
             "to its owner's hand.", "land", "")
ATOLL_SCRIPT = '''
    Given alice controls Island as "isl"
    And alice has Test Atoll in hand as "atoll"
    When alice plays "atoll"
    And the top of the stack resolves
'''


def test_sacrifice_it_unless_you_return_an_untapped_island():
    tree_read(ATOLL["oracle_text"])
    holds(ATOLL_SCRIPT + '''
        Then "atoll" is on the battlefield
        And "isl" is in hand
    ''', [ATOLL], edit=both(chooses(1, "unless", "atoll", "alice", "yes")))
    holds(ATOLL_SCRIPT + '''
        Then "atoll" is in the graveyard
        And "isl" is on the battlefield
    ''', [ATOLL], edit=chooses(1, "unless", "atoll", "alice", "no"))


def test_returning_a_tapped_island_is_not_possible():
    # 118.3: the only Island is tapped, so "yes" can't be chosen
    holds(ATOLL_SCRIPT.replace('When alice plays', 'And "isl" is tapped\n    When alice plays') + '''
        Then the action is refused
    ''', [ATOLL], edit=chooses(1, "unless", "atoll", "alice", "yes"))


# -- "sacrifice this creature unless you remove a +1/+1 counter from it" ---------------------------

GOLEM = card("Test Golem", "When this creature enters, sacrifice it unless you remove a +1/+1 counter from it.",
             "creature", "{2}", "1/1")
GOLEM_SCRIPT = '''
    Given alice has Test Golem in hand as "golem"
    When alice casts "golem"
    And the top of the stack resolves
    And two +1/+1 counters are put on "golem"
    And the top of the stack resolves
'''


def test_sacrifice_unless_you_remove_a_counter_from_it():
    tree_read(GOLEM["oracle_text"])
    holds(GOLEM_SCRIPT + '''
        Then "golem" has 1 +1/+1 counter on it
    ''', [GOLEM], edit=chooses(3, "unless", "golem", "alice", "yes"))
    holds(GOLEM_SCRIPT + '''
        Then "golem" is in the graveyard
    ''', [GOLEM], edit=chooses(3, "unless", "golem", "alice", "no"))


# -- "<players> <do X> unless they <pay>" (118.12, 101.4) ------------------------------------------

FOOTPAD = card("Test Footpad", "When this creature enters, each opponent sacrifices a permanent of their choice "
               "unless they pay {1}.", "creature", "{U}", "1/1")
FOOTPAD_SCRIPT = '''
    Given bob controls Forest as "f1"
    And bob controls Grizzly Bears as "bears"
    And alice has Test Footpad in hand as "footpad"
    When alice casts "footpad"
    And the top of the stack resolves
    And bob activates the mana ability of "f1"
    And the top of the stack resolves
'''


def test_each_opponent_sacrifices_unless_they_pay():
    tree_read(FOOTPAD["oracle_text"])
    holds(FOOTPAD_SCRIPT + '''
        Then "bears" is on the battlefield
        And bob's mana pool is empty
    ''', [FOOTPAD], edit=chooses(3, "unless_pay", "footpad", "bob", "{G}"))
    holds(FOOTPAD_SCRIPT + '''
        Then "bears" is in the graveyard
        And bob's mana pool holds {G}
    ''', [FOOTPAD], edit=both(chooses(3, "unless_pay", "footpad", "bob", None),
                              chooses(3, "sacrifice", "footpad", "bob", "bears")))


TYRANT = card("Test Tyranny", "Target player discards their hand unless they pay 4 life.", "sorcery", "{B}")


@pytest.mark.parametrize("pays, hand, life", [("yes", "1 card", 16), ("no", "no cards", 20)])
def test_target_player_discards_unless_they_pay_life(pays, hand, life):
    tree_read(TYRANT["oracle_text"], spell=True)
    holds(f'''
        Given bob has Grizzly Bears in hand as "cub"
        And alice has Test Tyranny in hand as "tyranny"
        When alice casts "tyranny" targeting bob
        And the top of the stack resolves
        Then bob has {hand} in hand
        And bob has {life} life
    ''', [TYRANT], edit=chooses(1, "unless", "tyranny", "bob", pays))


def test_other_unless_shapes_are_refused():
    assert reason("At the beginning of your upkeep, sacrifice this creature unless you remove a counter "
                  "from a permanent you control.", spell=False)
    assert reason("Whenever an opponent casts a creature spell, this enchantment deals 2 damage to that player "
                  "unless they pay {2}.", spell=False) == ["an 'unless' other than one player's is not executed"]


# -- "they" as what gets +N/+N or gains an ability, after an instruction naming objects (608.2c) ----

def test_untap_up_to_two_targets_they_each_get():
    text = "Untap up to two target creatures. They each get +2/+2 until end of turn."
    tree_read(text, spell=True)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice controls Grizzly Bears as "b3"
        And "b1" is tapped
        And alice has Test Strike in hand as "strike"
        When alice casts "strike" targeting "b1" and "b2"
        And the top of the stack resolves
        Then "b1" is untapped
        And "b1" is 4/4
        And "b2" is 4/4
        And "b3" is 2/2
    ''', [card("Test Strike", text, "instant", "{G}")])


def test_untap_all_creatures_you_control_they_gain():
    text = "Untap all creatures you control. They gain flying and double strike until end of turn."
    tree_read(text, spell=True)
    holds('''
        Given alice controls Grizzly Bears as "mine"
        And bob controls Grizzly Bears as "theirs"
        And "mine" is tapped
        And alice has Test Crane in hand as "crane"
        When alice casts "crane"
        And the top of the stack resolves
        Then "mine" is untapped
        And "mine" has the ability "Flying"
        And "mine" has the ability "Double strike"
        And "theirs" does not have the ability "Flying"
    ''', [card("Test Crane", text, "instant", "{R}")])


def test_counter_on_each_they_gain():
    text = "Put a +1/+1 counter on each creature you control. They gain vigilance until end of turn."
    tree_read(text, spell=True)
    holds('''
        Given alice controls Grizzly Bears as "mine"
        And bob controls Grizzly Bears as "theirs"
        And alice has Test Rally in hand as "rally"
        When alice casts "rally"
        And the top of the stack resolves
        Then "mine" is 3/3
        And "mine" has the ability "Vigilance"
        And "theirs" does not have the ability "Vigilance"
    ''', [card("Test Rally", text, "sorcery", "{W}")])


def test_return_all_from_graveyard_they_gain_haste():
    text = "Return all artifact cards from your graveyard to the battlefield. They gain haste until end of turn."
    tree_read(text, spell=True)
    holds('''
        Given alice has Ornithopter in graveyard as "thopter"
        And alice has Test Wake in hand as "wake"
        When alice casts "wake"
        And the top of the stack resolves
        Then "thopter" is on the battlefield
        And "thopter" has the ability "Haste"
    ''', [card("Test Wake", text, "sorcery", "{W}")])


def test_they_without_objects_named_before_is_refused():
    assert reason("Whenever one or more creatures you control attack, they gain indestructible until end of turn.",
                  spell=False) == ["the reference 'they' is not executed"]
    assert reason("Target player draws a card. They gain haste until end of turn.")


# -- a paragraph "<instruction> instead if <condition>" replacing the paragraph before it (608.2c) --

METTLE = card("Test Mettle", "Target creature gets +2/+2 until end of turn.\nMetalcraft — That creature gets +4/+4 "
              "until end of turn instead if you control three or more artifacts.", "instant", "{R}")


@pytest.mark.parametrize("thopters, pt", [(3, "6/6"), (2, "4/4")])
def test_instead_if_paragraph_replaces_the_one_before(thopters, pt):
    abilities = abilities_of(METTLE["oracle_text"], "Test Mettle", True)
    assert len(abilities) == 1 and problems(abilities[0]) == [], abilities
    given = "".join(f'And alice controls Ornithopter as "o{i}"\n' for i in range(thopters))
    holds(f'''
        Given alice controls Grizzly Bears as "bears"
        {given}
        And alice has Test Mettle in hand as "mettle"
        When alice casts "mettle" targeting "bears"
        And the top of the stack resolves
        Then "bears" is {pt}
    ''', [METTLE])


FEAST = card("Test Feast", "You gain 5 life.\nFerocious — You gain 10 life instead if you control a creature with "
             "power 4 or greater.", "instant", "{G}")


@pytest.mark.parametrize("creature, life", [("Silverback Ape", 30), ("Grizzly Bears", 25)])
def test_you_gain_life_instead(creature, life):
    holds(f'''
        Given alice controls {creature} as "c"
        And alice has Test Feast in hand as "feast"
        When alice casts "feast"
        And the top of the stack resolves
        Then alice has {life} life
    ''', [FEAST])


def test_instead_after_several_sentences_is_refused():
    text = "Target creature gets +2/+2 until end of turn. Draw a card.\nMetalcraft — That creature gets +4/+4 " \
           "until end of turn instead if you control three or more artifacts."
    abilities = abilities_of(text, "Test Card", True)
    assert any(problems(a) for a in abilities)


# -- "When you do" after a discard, a life payment or creating tokens (603.12) ---------------------

RAIDER = card("Test Raider", "When this creature enters, you may discard a card. When you do, destroy target "
              "artifact.", "creature", "{B}", "1/1")
RAIDER_SCRIPT = '''
    Given bob controls Ornithopter as "thopter"
    And alice has Grizzly Bears in hand as "cub"
    And alice has Test Raider in hand as "raider"
    When alice casts "raider"
    And the top of the stack resolves
    And the top of the stack resolves
'''


def test_when_you_do_after_you_may_discard():
    tree_read(RAIDER["oracle_text"])
    holds(RAIDER_SCRIPT + '''
        And "raider"'s ability targets "thopter"
        And the top of the stack resolves
        Then "cub" is in the graveyard
        And "thopter" is in the graveyard
    ''', [RAIDER], edit=both(chooses(2, "may", "raider", None, "yes")))
    # with no card in hand, nothing is discarded: the reflexive ability doesn't trigger (603.12)
    holds(RAIDER_SCRIPT.replace('And alice has Grizzly Bears in hand as "cub"\n    ', '') + '''
        Then the stack is empty
        And "thopter" is on the battlefield
    ''', [RAIDER], edit=chooses(2, "may", "raider", None, "yes"))


def test_when_you_do_after_you_may_pay_life():
    text = "When this creature enters, you may pay 2 life. When you do, destroy target artifact."
    tree_read(text)
    holds('''
        Given bob controls Ornithopter as "thopter"
        And alice has Test Edifice in hand as "edifice"
        When alice casts "edifice"
        And the top of the stack resolves
        And the top of the stack resolves
        And "edifice"'s ability targets "thopter"
        And the top of the stack resolves
        Then alice has 18 life
        And "thopter" is in the graveyard
    ''', [card("Test Edifice", text, "creature", "{B}", "1/1")], edit=chooses(2, "may", "edifice", None, "yes"))


def test_when_you_do_after_creating_tokens():
    text = "Create two 1/1 blue Faerie creature tokens with flying. When you do, tap target creature an opponent controls."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Trick in hand as "trick"
        When alice casts "trick"
        And the top of the stack resolves
        And "trick"'s ability targets "bears"
        And the top of the stack resolves
        Then alice controls two creature tokens
        And "bears" is tapped
    ''', [card("Test Trick", text, "instant", "{U}")])


def test_when_you_do_after_other_instructions_stays_refused():
    assert reason("When this creature enters, surveil 2. When you do, draw a card.", spell=False)


# -- "Mill N cards. For each <card> milled this way, ..." (701.17a, 608.2c) -------------------------

ROT = card("Test Rot", "When this creature enters, mill two cards. For each creature card milled this way, "
           "create a 1/1 green Saproling creature token.", "creature", "{B}", "2/2")


@pytest.mark.parametrize("second, tokens", [("Grizzly Bears", "two"), ("Forest", "one")])
def test_for_each_card_milled_this_way(second, tokens):
    tree_read(ROT["oracle_text"])
    holds(f'''
        Given alice controls Grizzly Bears as "old"
        And alice has Grizzly Bears in library as "c1"
        And alice has {second} in library as "c2"
        And alice has Grizzly Bears in graveyard as "g"
        And alice has Test Rot in hand as "rot"
        When alice casts "rot"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "c1" is in the graveyard
        And "c2" is in the graveyard
        And alice controls {tokens} creature token{"s" if tokens == "two" else ""}
    ''', [ROT])


def test_this_way_after_other_instructions_stays_refused():
    assert reason("Destroy all creatures. For each nontoken creature destroyed this way, you create a tapped "
                  "Treasure token.") == ["'for each ... this way' is not executed"]
