"""One-shot effects the reference engine reads from the grammar's typed tree (issue 13), each played
in a game (tests/tree_play.py): creating tokens (111, the predefined tokens of 111.10), scry
(701.22), surveil (701.25), mill (701.17), discard (701.9), sacrifice (701.21), search (701.23)
— with the choices made by the player the rules name, impossible instructions done as far as
possible, and the variants the handlers don't read left unsupported.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.game import MissingChoice
from tests.tree_play import card, choose, chooses, holds, play, reason








# -- creating tokens (111, 701.7) ------------------------------------------------------------------

def test_create_creature_tokens_with_keywords():
    holds('''
        Given alice has Test Muster in hand as "muster"
        When alice casts "muster"
        And the top of the stack resolves
        And it creates "s1" and "s2"
        Then "s1" is a token permanent
        And "s1" is 1/1
        And "s1" is white
        And "s1" has the creature type Spirit
        And "s1" is named "Spirit Token"
        And "s2" has the ability "Flying"
        And "s2" has the ability "Haste"
        And alice controls two creature tokens
    ''', [card("Test Muster", "Create two 1/1 white Spirit creature tokens with flying and haste.", "sorcery")])


def test_create_x_artifact_creature_tokens_and_put_counters_on_it():
    holds('''
        Given alice controls Test Forge as "forge"
        When alice activates the ability of "forge" with X = 2
        And the top of the stack resolves
        And it creates "f"
        Then "f" is 2/2
        And "f" has two +1/+1 counters on it
        And "f" has the card types artifact, creature
        And "f" is colorless
    ''', [card("Test Forge", "{X}, {T}: Create a 0/0 colorless Construct artifact creature token and put X +1/+1 "
                             "counters on it.", "artifact")])


def test_a_created_token_that_dies_as_a_state_based_action():
    """704.5f: a 0/0 token with no counters is put into the graveyard, then ceases to exist (704.5d)."""
    holds('''
        Given alice controls Test Forge as "forge"
        When alice activates the ability of "forge" with X = 0
        And the top of the stack resolves
        Then alice controls no creatures
    ''', [card("Test Forge", "{X}, {T}: Create a 0/0 colorless Construct artifact creature token and put X +1/+1 "
                             "counters on it.", "artifact")])


def test_each_player_creates_tokens():
    holds('''
        Given alice has Test Gift in hand as "gift"
        When alice casts "gift"
        And the top of the stack resolves
        Then alice controls one artifact token
        And bob controls one artifact token
    ''', [card("Test Gift", "Each player creates a Food token.", "sorcery")])


def test_treasure_token_111_10a_taps_and_is_sacrificed_for_mana():
    holds('''
        Given alice has Test Loot in hand as "loot"
        When alice casts "loot"
        And the top of the stack resolves
        And it creates "t"
        Then "t" is named "Treasure Token"
        And "t" has the card type artifact
        And "t" has the subtype Treasure
        And "t" is colorless
        And "t" is untapped
        When alice activates the mana ability of "t" for red mana
        Then alice's mana pool holds {R}
        And "t" no longer exists
    ''', [card("Test Loot", "Create a Treasure token.", "sorcery")])


def test_a_tapped_treasure_token():
    holds('''
        Given alice has Test Loot in hand as "loot"
        When alice casts "loot"
        And the top of the stack resolves
        And it creates "t1" and "t2"
        Then "t1" is tapped
        And "t2" is tapped
        When alice activates the mana ability of "t1" for red mana
        Then the action is refused
    ''', [card("Test Loot", "Create two tapped Treasure tokens.", "sorcery")])


def test_food_and_clue_tokens_111_10b_f():
    holds('''
        Given alice has Test Picnic in hand as "picnic"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "picnic"
        And the top of the stack resolves
        And it creates "food" and "clue"
        When alice activates the ability of "food"
        And the top of the stack resolves
        Then alice has 23 life
        And "food" no longer exists
        When alice activates the ability of "clue"
        And the top of the stack resolves
        Then alice has one card in hand
        And "clue" no longer exists
    ''', [card("Test Picnic", "Create a Food token and a Clue token.", "sorcery")])


def test_walker_token_111_10d():
    holds('''
        Given alice has Test Rise in hand as "rise"
        When alice casts "rise"
        And the top of the stack resolves
        And it creates "w"
        Then "w" is named "Walker"
        And "w" is 2/2
        And "w" is black
        And "w" has the creature type Zombie
    ''', [card("Test Rise", "Create a Walker token.", "sorcery")])


@pytest.mark.parametrize("text, why", [
    ("Create a Powerstone token.", "Powerstone token's ability"),  # 111.10h: the mana restriction isn't executed
    ("Create a Map token.", "Map token's ability"),  # activation restriction
    ("Create a 1/1 red Goblin creature token that's tapped and attacking.", "tapped and attacking"),
    ("Create a 1/1 white Soldier creature token with \"This token gets +1/+1 for each card named Test in your graveyard.\"",
     "token's ability"),  # a token's quoted static the engine lacks (201.5a: 'Create a Tarmogoyf token' is read: 111.11)
    ("Create X/X green Ooze creature token.", ""),
])
def test_tokens_not_executed_are_named(text, why):
    found = reason(text)
    assert found and why in found[0], found


# -- scry, surveil, mill ---------------------------------------------------------------------------

LIBRARY = '''
        Given alice has Grizzly Bears in library as "c3"
        And alice has Grizzly Bears in library as "c2"
        And alice has Grizzly Bears in library as "c1"
'''


def test_scry_puts_cards_on_the_bottom_and_reorders_the_top():
    """701.22a: c1 is on top; scry 2: c2 stays on top, c1 goes to the bottom; then draw gets c2."""
    holds(LIBRARY + '''
        And alice has Test Foresee in hand as "foresee"
        When alice casts "foresee"
        And the top of the stack resolves
        Then "c2" is in its owner's hand
        And "c1" is in the library
        And "c3" is in the library
    ''', [card("Test Foresee", "Scry 2, then draw a card.", "sorcery")],
        edit=chooses(1, "scry", "foresee", "alice", {"top": ["c2"], "bottom": ["c1"]}))
    holds(LIBRARY + '''
        And alice has Test Foresee in hand as "foresee"
        When alice casts "foresee"
        And the top of the stack resolves
        Then "c3" is in its owner's hand
    ''', [card("Test Foresee", "Scry 2, then draw a card.", "sorcery")],
        edit=chooses(1, "scry", "foresee", "alice", {"top": [], "bottom": ["c1", "c2"]}))


def test_scry_choice_must_place_each_card_once():
    result, _ = play(LIBRARY + '''
        And alice has Test Foresee in hand as "foresee"
        When alice casts "foresee"
        And the top of the stack resolves
        Then alice has one card in hand
    ''', [card("Test Foresee", "Scry 2, then draw a card.", "sorcery")],
        edit=chooses(1, "scry", "foresee", "alice", {"top": ["c3"], "bottom": ["c1"]}))
    assert "error" in result or any("refused" in str(v) for v in result.values()), result


def test_scry_with_an_empty_library_asks_nothing():
    holds('''
        Given alice has Test Peek in hand as "peek"
        When alice casts "peek"
        And the top of the stack resolves
        Then "peek" is in the graveyard
    ''', [card("Test Peek", "Scry 1.", "sorcery")])


def test_surveil_into_the_graveyard():
    holds(LIBRARY + '''
        And alice has Test Notion in hand as "notion"
        When alice casts "notion"
        And the top of the stack resolves
        Then "c1" is in the graveyard
        And "c2" is in the library
        And "c3" is in the library
    ''', [card("Test Notion", "Surveil 2.", "sorcery")],
        edit=chooses(1, "surveil", "notion", "alice", {"top": ["c2"], "graveyard": ["c1"]}))


def test_each_player_mills_as_many_as_possible():
    """701.17b: with two cards in the library, mill three mills two (an empty library loses only a
    player who draws from it, 704.5b)."""
    holds('''
        Given bob has Grizzly Bears in library as "b2"
        And bob has Grizzly Bears in library as "b1"
        And alice has Test Glimpse in hand as "glimpse"
        And alice has Grizzly Bears in library as "a1"
        When alice casts "glimpse"
        And the top of the stack resolves
        Then "b1" is in the graveyard
        And "b2" is in the graveyard
        And "a1" is in the graveyard
        And bob has not lost the game
    ''', [card("Test Glimpse", "Each player mills three cards.", "sorcery")])


# -- discard (701.9) -------------------------------------------------------------------------------

MIND_ROT = card("Test Mind Rot", "Each opponent discards two cards.", "sorcery")


def test_each_opponent_discards_the_cards_they_choose():
    holds('''
        Given bob has Grizzly Bears in hand as "h1"
        And bob has Grizzly Bears in hand as "h2"
        And bob has Grizzly Bears in hand as "h3"
        And alice has Test Mind Rot in hand as "rot"
        When alice casts "rot"
        And the top of the stack resolves
        Then "h1" is in the graveyard
        And "h3" is in the graveyard
        And "h2" is in its owner's hand
    ''', [MIND_ROT], edit=chooses(1, "discard", "rot", "bob", ["h1", "h3"]))


def test_discard_with_fewer_cards_discards_them_all_without_a_choice():
    holds('''
        Given bob has Grizzly Bears in hand as "h1"
        And alice has Test Mind Rot in hand as "rot"
        When alice casts "rot"
        And the top of the stack resolves
        Then "h1" is in the graveyard
        And bob has no cards in hand
    ''', [MIND_ROT])


def test_the_discarding_player_chooses_not_the_caster():
    """701.9b: a choice recorded for the spell's controller doesn't answer the target's question."""
    with pytest.raises(MissingChoice):
        play('''
            Given bob has Grizzly Bears in hand as "h1"
            And bob has Grizzly Bears in hand as "h2"
            And bob has Grizzly Bears in hand as "h3"
            And alice has Test Mind Rot in hand as "rot"
            When alice casts "rot"
            And the top of the stack resolves
            Then bob has one card in hand
        ''', [MIND_ROT], edit=chooses(1, "discard", "rot", "alice", ["h1", "h3"]))


def test_each_opponent_discards_a_creature_card():
    holds('''
        Given bob has Grizzly Bears in hand as "bears"
        And bob has Test Relic in hand as "relic"
        And alice has Test Rot in hand as "rot"
        When alice casts "rot"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "relic" is in its owner's hand
    ''', [card("Test Rot", "Each opponent discards a creature card.", "sorcery"), card("Test Relic", "", "artifact")])


def test_random_discard():
    holds('''
        Given bob has Grizzly Bears in hand as "h1"
        And bob has Grizzly Bears in hand as "h2"
        And alice has Test Hymn in hand as "hymn"
        When alice casts "hymn" targeting bob
        And the top of the stack resolves
        Then bob has one card in hand
    ''', [card("Test Hymn", "Target player discards a card at random.", "sorcery")])


# -- sacrifice (701.21) ----------------------------------------------------------------------------

EDICT = card("Test Edict", "Each opponent sacrifices a creature.", "sorcery")


def test_each_opponent_sacrifices_the_creature_they_choose():
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice controls Grizzly Bears as "mine"
        And alice has Test Edict in hand as "edict"
        When alice casts "edict"
        And the top of the stack resolves
        Then "b2" is in the graveyard
        And "b1" is on the battlefield
        And "mine" is on the battlefield
    ''', [EDICT], edit=chooses(1, "sacrifice", "edict", "bob", ["b2"]))


def test_sacrifice_a_creature_you_dont_control_is_illegal():
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice controls Grizzly Bears as "mine"
        And alice has Test Edict in hand as "edict"
        When alice casts "edict"
        And the top of the stack resolves
        Then the action is refused
        And "mine" is on the battlefield
        And "b1" is on the battlefield
    ''', [EDICT], edit=chooses(1, "sacrifice", "edict", "bob", ["mine"]))


def test_sacrifice_with_one_choice_or_none():
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Test Relic as "relic"
        And alice has Test Edict in hand as "edict"
        When alice casts "edict"
        And the top of the stack resolves
        Then "b1" is in the graveyard
        And "relic" is on the battlefield
    ''', [EDICT, card("Test Relic", "", "artifact")])
    holds('''
        Given alice has Test Edict in hand as "edict"
        When alice casts "edict"
        And the top of the stack resolves
        Then "edict" is in the graveyard
    ''', [EDICT])


def test_you_may_sacrifice_another_creature_if_you_do_draw():
    cards = [card("Test Altar", "At the beginning of your upkeep, you may sacrifice another creature. If you do, "
                                "draw a card.", "creature", pt="1/1")]
    holds('''
        Given it is bob's end step
        And alice controls Test Altar as "altar"
        And alice controls Grizzly Bears as "bears"
        And alice has Grizzly Bears in library as "c1"
        When the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then "bears" is in the graveyard
        And "altar" is on the battlefield
        And alice has one card in hand
    ''', cards, edit=choose(1, "may", "altar", "yes"))


# -- search (701.23) -------------------------------------------------------------------------------

def test_search_for_a_basic_land_onto_the_battlefield_tapped():
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Grizzly Bears in library as "bears"
        And alice has Test Rampant in hand as "rampant"
        When alice casts "rampant"
        And the top of the stack resolves
        Then "forest" is on the battlefield
        And "forest" is tapped
        And "bears" is in the library
    ''', [card("Test Rampant", "Search your library for a basic land card, put it onto the battlefield tapped, "
                               "then shuffle.", "sorcery")],
        edit=chooses(1, "search", "rampant", "alice", "forest"))


def test_search_may_find_nothing_for_a_stated_quality_and_must_fit_it():
    """701.23b: a card with a stated quality needn't be found; a card without it can't be."""
    tutor = card("Test Tutor", "Search your library for a creature card, reveal it, put it into your hand, "
                               "then shuffle.", "sorcery")
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor"
        And the top of the stack resolves
        Then "bears" is in the library
        And alice has no cards in hand
    ''', [tutor], edit=chooses(1, "search", "tutor", "alice", None))
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor"
        And the top of the stack resolves
        Then "bears" is in its owner's hand
    ''', [tutor], edit=chooses(1, "search", "tutor", "alice", "bears"))
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Grizzly Bears in library as "bears"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor"
        And the top of the stack resolves
        Then the action is refused
        And "forest" is in the library
    ''', [tutor], edit=chooses(1, "search", "tutor", "alice", "forest"))
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Test Tutor in hand as "tutor"
        When alice casts "tutor"
        And the top of the stack resolves
        Then "forest" is in the library
        And "tutor" is in the graveyard
    ''', [tutor])


def test_search_for_a_card_must_find_one():
    """701.23d: 'a card' is a quantity, not a quality: one must be found if there is one."""
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Test Demonic in hand as "demonic"
        When alice casts "demonic"
        And the top of the stack resolves
        Then the action is refused
        And alice has no cards in hand
    ''', [card("Test Demonic", "Search your library for a card, put it into your hand, then shuffle.", "sorcery")],
        edit=chooses(1, "search", "demonic", "alice", None))


@pytest.mark.parametrize("text, why", [
    ("Search your library for a card, put that card into your hand.", "search followed by"),  # no shuffle
    ("Discard any number of creature cards.", "discarding"),
    ("Each player sacrifices two creature cards.", ""),
])
def test_search_discard_sacrifice_variants_not_executed_are_named(text, why):
    found = reason(text)
    assert found and why in found[0], found


# -- countering (701.6) ----------------------------------------------------------------------------

BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")
VETO = card("Test Veto", "Counter target noncreature spell.", "instant", "{W}{U}")
TAX = card("Test Tax", "Counter target spell unless its controller pays {2}.", "instant", "{1}{U}")


def test_counter_target_noncreature_spell():
    holds('''
        Given bob has Test Bolt in hand as "bolt"
        And alice has Test Veto in hand as "veto"
        When bob casts "bolt" targeting alice
        And alice casts "veto" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is in the graveyard
        And "veto" is in the graveyard
        And the stack is empty
        And alice has 20 life
    ''', [BOLT, VETO])


def test_a_creature_spell_is_not_a_legal_target_of_a_noncreature_counter():
    holds('''
        Given it is bob's precombat main phase
        And bob has Grizzly Bears in hand as "bears"
        And alice has Test Veto in hand as "veto"
        When bob casts "bears"
        And alice casts "veto" targeting "bears"
        Then the action is refused
    ''', [VETO])


def test_a_spell_target_is_refused_by_the_other_instructions():
    for text in ("Return target spell to its owner's hand.", "Exile target spell.", "Tap target spell."):
        found = reason(text)
        assert found and ("of a spell" in found[0] or "not a permanent" in found[0]), (text, found)


@pytest.mark.parametrize("pays, countered", [("{G}{G}", False), (None, True)])
def test_counter_unless_its_controller_pays(pays, countered):
    then = ('Then "bolt" is in the graveyard\n        And the stack is empty\n        And alice has 20 life' if countered
            else 'Then "bolt" is on the stack\n        When the top of the stack resolves\n        Then alice has 17 life')
    holds(f'''
        Given bob controls Forest as "f1"
        And bob controls Forest as "f2"
        And bob has Test Bolt in hand as "bolt"
        And alice has Test Tax in hand as "tax"
        When bob casts "bolt" targeting alice
        And bob activates the mana ability of "f1"
        And bob activates the mana ability of "f2"
        And alice casts "tax" targeting "bolt"
        And the top of the stack resolves
        {then}
        And bob's mana pool {"is empty" if pays else "holds {G}{G}"}
    ''', [BOLT, TAX], edit=chooses(4, "unless_pay", "tax", "bob", pays))


def test_counter_then_its_controller_mills():
    holds('''
        Given bob has Grizzly Bears in library as "b1"
        And bob has Test Bolt in hand as "bolt"
        And alice has Test Countermand in hand as "cm"
        When bob casts "bolt" targeting alice
        And alice casts "cm" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is in the graveyard
        And "b1" is in the graveyard
    ''', [BOLT, card("Test Countermand", "Counter target spell. Its controller mills four cards.", "instant")])


# -- regeneration (701.19), investigate (701.16) ---------------------------------------------------

TROLL = card("Test Troll", "{B}: Regenerate this creature.", "creature", "{2}{B}", pt="2/2")
DOOM = card("Test Doom", "Destroy target creature.", "instant")


def test_a_regeneration_shield_replaces_destruction_once():
    """701.19c: instead of being destroyed, it is tapped and its damage removed; the shield is used up."""
    holds('''
        Given alice controls Test Troll as "troll"
        And "troll" has 1 damage marked on it
        And bob has Test Doom in hand as "doom1"
        And bob has Test Doom in hand as "doom2"
        When alice activates the ability of "troll"
        And the top of the stack resolves
        And bob casts "doom1" targeting "troll"
        And the top of the stack resolves
        Then "troll" is on the battlefield
        And "troll" is tapped
        And "troll" has no damage marked on it
        When bob casts "doom2" targeting "troll"
        And the top of the stack resolves
        Then "troll" is in the graveyard
    ''', [TROLL, DOOM])


def test_a_regeneration_shield_ends_at_cleanup():
    """701.19b, 514.2: the shield lasts until the cleanup step."""
    holds('''
        Given alice controls Test Troll as "troll"
        And bob has Test Doom in hand as "doom"
        When alice activates the ability of "troll"
        And the top of the stack resolves
        And the game proceeds to the next turn's upkeep step
        And bob casts "doom" targeting "troll"
        And the top of the stack resolves
        Then "troll" is in the graveyard
    ''', [TROLL, DOOM])


def test_investigate_creates_a_clue():
    holds('''
        Given alice has Test Survey in hand as "survey"
        And alice has Grizzly Bears in library as "c1"
        When alice casts "survey"
        And the top of the stack resolves
        And it creates "clue"
        Then "clue" is named "Clue Token"
        And "clue" has the subtype Clue
        When alice activates the ability of "clue"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
    ''', [card("Test Survey", "Investigate. (Create a Clue token. It's an artifact with \"{2}, Sacrifice this token: "
                              "Draw a card.\")", "sorcery")])


# -- drain, fight, proliferate, "gets +N/+N and gains <keyword> until end of turn" --------------------

def test_each_opponent_loses_life_and_you_gain_life():
    holds('''
        Given alice has Test Drain in hand as "drain"
        When alice casts "drain"
        And the top of the stack resolves
        Then bob has 18 life
        And alice has 22 life
    ''', [card("Test Drain", "Each opponent loses 2 life and you gain 2 life.", "sorcery")])


FIGHT = card("Test Brawl", "Target creature you control fights target creature you don't control.", "sorcery")


def test_fight_each_deals_damage_equal_to_its_power_to_the_other():
    holds('''
        Given alice controls Test Ogre as "ogre"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Brawl in hand as "brawl"
        When alice casts "brawl" targeting "ogre" and "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "ogre" has 2 damage marked on it
    ''', [FIGHT, card("Test Ogre", "", "creature", pt="3/3")])


def test_no_fight_when_one_target_is_gone():
    """701.14b: with one creature gone, neither deals damage."""
    holds('''
        Given alice controls Test Ogre as "ogre"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Brawl in hand as "brawl"
        And bob has Test Doom in hand as "doom"
        When alice casts "brawl" targeting "ogre" and "bears"
        And bob casts "doom" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "ogre" has no damage marked on it
    ''', [FIGHT, DOOM, card("Test Ogre", "", "creature", pt="3/3")])


def test_proliferate_adds_a_counter_of_each_kind_to_the_chosen_permanents():
    holds('''
        Given alice controls Grizzly Bears as "mine"
        And "mine" has two +1/+1 counters on it
        And bob controls Grizzly Bears as "theirs"
        And "theirs" has one +1/+1 counter on it
        And alice has Test Spread in hand as "spread"
        When alice casts "spread"
        And the top of the stack resolves
        Then "mine" has three +1/+1 counters on it
        And "theirs" has one +1/+1 counter on it
    ''', [card("Test Spread", "Proliferate. Draw a card.", "sorcery")],
        edit=chooses(1, "proliferate", "spread", "alice", ["mine"]))


def test_gets_and_gains_until_end_of_turn_share_the_duration():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Surge in hand as "surge"
        When alice casts "surge" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 4/4
        And "bears" has the ability "Flying"
        When the game proceeds to the next turn's upkeep step
        Then "bears" is 2/2
        And "bears" does not have the ability "Flying"
    ''', [card("Test Surge", "Target creature gets +2/+2 and gains flying until end of turn.", "instant")])


# -- "becomes a N/N ... creature until end of turn" (205.1, 613.1d-f) -------------------------------

def test_a_land_becomes_a_creature_and_is_still_a_land():
    holds('''
        Given alice controls Test Encampment as "camp"
        When alice activates the ability of "camp"
        And the top of the stack resolves
        Then "camp" is 2/1
        And "camp" has the card types creature, land
        And "camp" has the subtypes Warrior
        And "camp" is red
        And "camp" has the ability "First strike"
        When the game proceeds to the next turn's upkeep step
        Then "camp" has no power or toughness
        And "camp" is not a creature
        And "camp" is colorless
    ''', [card("Test Encampment", "{1}{R}: This land becomes a 2/1 red Warrior creature with first strike until end "
                                  "of turn. It's still a land.", "land", "")])


def test_becomes_a_creature_without_still_replaces_the_types():
    """205.1a: the new card type replaces the old ones (no 'still a ...')."""
    holds('''
        Given alice controls Test Relic as "relic"
        And alice has Test Awaken in hand as "awaken"
        When alice casts "awaken" targeting "relic"
        And the top of the stack resolves
        Then "relic" is 3/3
        And "relic" has the card type creature
        And "relic" is not a artifact
        And "relic" has the creature type Golem
    ''', [card("Test Relic", "", "artifact"),
          card("Test Awaken", "Target artifact becomes a 3/3 Golem creature until end of turn.", "instant")])


def test_until_end_of_turn_first_and_artifact_creature_keeps_its_types():
    """205.1b: "becomes a [creature type] artifact creature" keeps the prior types."""
    holds('''
        Given alice controls Test Scimitar as "s"
        When alice activates the ability of "s"
        And the top of the stack resolves
        Then "s" is 1/5
        And "s" has the card types artifact, creature
        And "s" has the subtypes Equipment, Spirit
        And "s" has the ability "Flying"
    ''', [card("Test Scimitar", "{3}: Until end of turn, this artifact becomes a 1/5 Spirit artifact creature with "
                                "flying.", "artifact", subtypes=("Equipment",))])


def test_search_for_up_to_two_basic_lands():
    spell = card("Test Harvest", "Search your library for up to two basic land cards, put them onto the battlefield "
                                 "tapped, then shuffle.", "sorcery")
    holds('''
        Given alice has Forest in library as "f1"
        And alice has Forest in library as "f2"
        And alice has Forest in library as "f3"
        And alice has Test Harvest in hand as "harvest"
        When alice casts "harvest"
        And the top of the stack resolves
        Then "f1" is on the battlefield
        And "f3" is on the battlefield
        And "f1" is tapped
        And "f2" is in the library
    ''', [spell], edit=chooses(1, "search", "harvest", "alice", ["f1", "f3"]))
    holds('''
        Given alice has Forest in library as "f1"
        And alice has Forest in library as "f2"
        And alice has Forest in library as "f3"
        And alice has Test Harvest in hand as "harvest"
        When alice casts "harvest"
        And the top of the stack resolves
        Then the action is refused
    ''', [spell], edit=chooses(1, "search", "harvest", "alice", ["f1", "f2", "f3"]))


def test_each_player_sacrifices_permanents_of_their_choice():
    holds('''
        Given alice controls Forest as "a1"
        And bob controls Forest as "b1"
        And bob controls Forest as "b2"
        And bob controls Forest as "b3"
        And alice has Test Ruin in hand as "ruin"
        When alice casts "ruin"
        And the top of the stack resolves
        Then "a1" is in the graveyard
        And "b1" is in the graveyard
        And "b3" is in the graveyard
        And "b2" is on the battlefield
    ''', [card("Test Ruin", "Each player sacrifices two lands of their choice.", "sorcery")],
        edit=chooses(1, "sacrifice", "ruin", "bob", ["b1", "b3"]))
