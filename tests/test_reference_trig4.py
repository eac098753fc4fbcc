"""Branch trig4 (issue 16): the constructs its Comprehensive Rules examples needed, played in games.

* "When [this] is put into a graveyard from anywhere, shuffle it into its owner's library." (113.6k,
  603.10a, 400.7d, 701.24c: rules/anywhere_triggers.py, rules/shuffles.py).
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from tests.tree_play import card, holds, refused, tree_read

# -- put into a graveyard from anywhere -------------------------------------------------------------

WURM = card("Test Wurm", "When Test Wurm is put into a graveyard from anywhere, shuffle it into its owner's library.",
            "creature", "{4}", "4/4")
MILL = card("Test Mill", "Target player mills two cards.", "sorcery", "{U}")


def test_put_into_a_graveyard_from_the_battlefield_shuffles_it_in():
    tree_read("When this creature is put into a graveyard from anywhere, shuffle it into its owner's library.")
    holds('''
        Given alice controls Test Wurm as "wurm"
        And alice has Forest in library as "forest"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "wurm"
        And the top of the stack resolves
        Then "wurm" is in its owner's graveyard
        And "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" is in its owner's library
        And alice has two cards in her library
    ''', [WURM])


def test_put_into_a_graveyard_from_a_library_triggers_from_the_graveyard():
    # 113.6k: milled, it can't trigger from the battlefield; the card in the graveyard triggers
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Test Wurm in library as "wurm"
        And alice has Test Mill in hand as "mill"
        When alice casts "mill" targeting alice
        And the top of the stack resolves
        Then "wurm" is in its owner's graveyard
        And "forest" is in its owner's graveyard
        And "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" is in its owner's library
        And alice has one card in her library
        And "forest" is in its owner's graveyard
    ''', [WURM, MILL])


def test_a_card_in_hand_or_graveyard_does_not_trigger_for_another_card():
    holds('''
        Given alice has Test Wurm in graveyard as "wurm"
        And alice controls Grizzly Bears as "bears"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        And "wurm" did not trigger
        And the stack is empty
    ''', [WURM])


def test_gone_from_the_graveyard_the_library_is_still_shuffled():
    # 701.24c: Cosi's Trickster sees alice shuffle, though the card was exiled in response
    holds('''
        Given alice controls Test Wurm as "wurm"
        And bob has Murder in hand as "murder"
        And bob has Shadowfeed in hand as "feed"
        And bob controls Cosi's Trickster as "trickster"
        When bob casts "murder" targeting "wurm"
        And the top of the stack resolves
        And bob casts "feed" targeting "wurm"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "wurm" is in exile
        And alice has 0 cards in her library
        And "trickster" triggered once
    ''', [WURM])


def test_about_another_object_or_into_another_library_is_refused():
    refused("Whenever another creature is put into a graveyard from anywhere, you gain 1 life.", "from anywhere")
    refused("When this creature dies, shuffle it into target player's library.", "not executed")


# -- "target player shuffles any number of target cards from their graveyard into their library" --------

SHAMAN_TEXT = "When this creature enters, target player shuffles any number of target cards from their graveyard into their library."


def test_the_targeted_players_cards_are_shuffled_into_their_library():
    tree_read(SHAMAN_TEXT)
    holds('''
        Given alice has Loaming Shaman in hand as "shaman"
        And bob has Forest in graveyard as "forest"
        And bob has Island in graveyard as "island"
        And alice has Forest in graveyard as "mine"
        When alice casts "shaman"
        And the top of the stack resolves
        And "shaman"'s ability targets bob
        And "shaman"'s ability targets the cards "forest"
        And the top of the stack resolves
        Then "forest" is in its owner's library
        And "island" is in its owner's graveyard
        And "mine" is in its owner's graveyard
        And bob has one card in his library
    ''')


def test_a_card_of_another_players_graveyard_is_not_a_legal_target():
    holds('''
        Given alice has Loaming Shaman in hand as "shaman"
        And bob has Forest in graveyard as "forest"
        And alice has Forest in graveyard as "mine"
        When alice casts "shaman"
        And the top of the stack resolves
        And "shaman"'s ability targets bob
        And "shaman"'s ability targets the cards "forest" and "mine"
        Then the action is refused
    ''')


def test_a_spell_of_a_target_player_shuffling_their_cards():
    text = "Target player shuffles up to three target cards from their graveyard into their library."
    tree_read(text, spell=True)
    spell = card("Test Blessing", text, "sorcery", "{G}")
    holds('''
        Given alice has Test Blessing in hand as "blessing"
        And bob has Forest in graveyard as "forest"
        And alice has Forest in graveyard as "mine"
        When alice casts "blessing" targeting bob, "forest"
        And the top of the stack resolves
        Then "forest" is in its owner's library
        And bob has one card in his library
    ''', [spell])
    holds('''
        Given alice has Test Blessing in hand as "blessing"
        And alice has Forest in graveyard as "mine"
        When alice casts "blessing" targeting bob, "mine"
        Then the action is refused
    ''', [spell])


def test_their_graveyard_read_elsewhere_is_refused():
    refused("Target player shuffles any number of target cards from their graveyard into your library.", "not executed",
            spell=True)
    refused("Exile target card from their graveyard.", "not", spell=True)


# -- "That permanent is an enchantment in addition to its other types" as it enters (611.2e) --------------

PORTAL = card("Test Portal", "When this artifact enters, put target creature card from a graveyard onto the battlefield "
              "under your control. It's a Phyrexian in addition to its other types.", "artifact", "{4}")


def test_its_a_creature_type_in_addition_as_it_enters():
    tree_read(PORTAL["oracle_text"])
    holds('''
        Given alice has Test Portal in hand as "portal"
        And bob has Grizzly Bears in graveyard as "bears"
        When alice casts "portal"
        And the top of the stack resolves
        And "portal"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "bears" is controlled by alice
        And "bears" has the subtypes Bear and Phyrexian
    ''', [PORTAL])


def test_the_type_doesnt_follow_the_card_to_a_new_zone():
    # 400.7: the effect is locked to the permanent that entered; back in a graveyard the card is a new object
    holds('''
        Given alice has Test Portal in hand as "portal"
        And bob has Grizzly Bears in graveyard as "bears"
        And alice has Arbiter of the Ideal in hand as "other"
        And bob has Murder in hand as "murder"
        When alice casts "portal"
        And the top of the stack resolves
        And "portal"'s ability targets "bears"
        And the top of the stack resolves
        And bob casts "murder" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        And "bears" has the subtypes Bear
    ''', [PORTAL])


def test_an_enchantment_enters_trigger_sees_the_type():
    holds('''
        Given alice controls Arbiter of the Ideal as "arbiter"
        And "arbiter" is tapped
        And alice controls Setessan Champion as "champion"
        And alice has Grizzly Bears in library as "bears"
        And alice has Dream's Grip in hand as "grip"
        When alice casts "grip" targeting "arbiter"
        And alice chooses the second mode
        And the stack resolves
        And "arbiter" chooses yes for "may"
        Then "bears" has the card types creature and enchantment
        And "champion" has one +1/+1 counter on it
    ''')
    # a land card isn't put onto the battlefield when declined; nothing enters, nothing triggers
    holds('''
        Given alice controls Arbiter of the Ideal as "arbiter"
        And "arbiter" is tapped
        And alice controls Setessan Champion as "champion"
        And alice has Forest in library as "forest"
        And alice has Dream's Grip in hand as "grip"
        When alice casts "grip" targeting "arbiter"
        And alice chooses the second mode
        And the top of the stack resolves
        And the top of the stack resolves
        And "arbiter" chooses no for "may"
        Then "forest" is in its owner's library
        And "champion" did not trigger
    ''')


def test_is_in_addition_without_a_permanent_put_onto_the_battlefield_is_refused():
    refused("When this creature enters, draw a card. It's an artifact in addition to its other types.", "611.2e")


# -- "For each opponent, ... target permanent that player controls" (601.2c, 608.2f) ----------------------

def test_for_each_opponent_a_target_that_player_controls():
    text = "For each opponent, destroy up to one target artifact or enchantment that player controls."
    tree_read(text, spell=True)
    wave = card("Test Wave", text, "sorcery", "{W}")
    holds('''
        Given bob controls Crusade as "crusade"
        And alice controls Honor of the Pure as "anthem"
        And alice has Test Wave in hand as "wave"
        When alice casts "wave" targeting "anthem"
        Then the action is refused
        When alice casts "wave" targeting "crusade"
        And the top of the stack resolves
        Then "crusade" is in its owner's graveyard
        And "anthem" is on the battlefield
    ''', [wave])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Runeclaw Bear as "runeclaw"
        And alice has Blatant Thievery in hand as "thievery"
        When alice casts "thievery" targeting "runeclaw"
        And the top of the stack resolves
        Then "runeclaw" is controlled by alice
    ''')


def test_for_each_opponent_other_shapes_are_refused():
    refused("For each opponent, destroy target creature.", "that player controls", spell=True)
    refused("For each opponent, destroy target creature that player controls and target artifact.", "not controlled by that player", spell=True)
    refused("For each opponent, target player draws a card.", "for each opponent", spell=True)


# -- state triggers on an empty hand (603.8) -----------------------------------------------------------

SCRIBE = card("Test Scribe", "Whenever you have no cards in hand, draw a card.", "enchantment", "{2}{U}")


def test_whenever_you_have_no_cards_in_hand_draw_a_card():
    tree_read(SCRIBE["oracle_text"])
    # the example's own wording: triggers once as the last card is played; it draws one, and again
    # when that card is played
    holds('''
        Given alice controls Test Scribe as "scribe"
        And alice has Forest in hand as "forest"
        And alice has Island in library as "island"
        And alice has Island in library as "island-2"
        When alice plays "forest"
        Then "scribe" triggered once
        And the stack holds one object
        When the top of the stack resolves
        Then "island-2" is in hand
        And "scribe" did not trigger
        And the stack is empty
    ''', [SCRIBE])


def test_an_opponents_empty_hand_doesnt_trigger_you_have_no_cards():
    holds('''
        Given alice controls Test Scribe as "scribe"
        And alice has Forest in hand as "forest"
        And bob has Island in hand as "island"
        And bob controls Forest as "bob-forest"
        And it is bob's precombat main phase
        When bob plays "island"
        Then "scribe" did not trigger
        And the stack is empty
    ''', [SCRIBE])


def test_mid_resolution_empty_hand_triggers():
    holds('''
        Given alice controls Test Scribe as "scribe"
        And alice has Tolarian Winds in hand as "winds"
        And alice has Forest in hand as "forest"
        And alice has Island in library as "island"
        And alice has Island in library as "island-2"
        When alice casts "winds"
        And the top of the stack resolves
        Then "island-2" is in hand
        And "scribe" triggered once
        When the top of the stack resolves
        Then "island" is in hand
        And alice has two cards in hand
    ''', [SCRIBE])


def test_an_opponent_has_no_cards_in_hand_is_not_read():
    refused("When an opponent has no cards in hand, draw a card.", "no template of the parser")


# -- haunt (702.55, 113.6k) ---------------------------------------------------------------------------

HAUNTED = '''
        Given alice controls Absolver Thrull as "thrull"
        And bob controls Grizzly Bears as "bears"
        And bob controls Runeclaw Bear as "runeclaw"
        And bob controls Crusade as "crusade"
        And alice has Murder in hand as "murder"
        And alice has Shock in hand as "shock"
        When alice casts "murder" targeting "thrull"
        And the top of the stack resolves
        And "thrull"'s ability targets "bears"
        And the top of the stack resolves
        Then "thrull" is in exile
'''


def test_haunt_exiles_the_card_and_the_haunted_creature_dying_triggers_it():
    tree_read("When this creature enters or the creature it haunts dies, destroy target enchantment.")
    holds(HAUNTED + '''
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        And "thrull"'s ability targets "crusade"
        And the top of the stack resolves
        Then "crusade" is in its owner's graveyard
    ''')


def test_another_creature_dying_doesnt_trigger_the_haunting_card():
    holds(HAUNTED + '''
        When alice casts "shock" targeting "runeclaw"
        And the top of the stack resolves
        Then "runeclaw" is in its owner's graveyard
        And "thrull" did not trigger
        And "crusade" is on the battlefield
    ''')


def test_the_haunt_target_gone_leaves_the_card_in_the_graveyard():
    # 608.2b: its only target is illegal, the ability doesn't resolve; nothing is haunted
    holds('''
        Given alice controls Absolver Thrull as "thrull"
        And bob controls Grizzly Bears as "bears"
        And alice has Murder in hand as "murder"
        And alice has Shock in hand as "shock"
        When alice casts "murder" targeting "thrull"
        And the top of the stack resolves
        And "thrull"'s ability targets "bears"
        Then "thrull" triggered once
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        And "thrull" did not trigger
        When the top of the stack resolves
        Then "thrull" is in its owner's graveyard
    ''')


def test_the_creature_it_haunts_elsewhere_and_other_haunting_are_refused():
    refused("When this creature enters, destroy the creature it haunts.", "not executed")
    refused("When this creature dies, exile it haunting target player.", "not executed")


def test_when_this_creature_dies_shuffle_it_into_its_owners_library():
    # the same 'shuffle it into its owner's library' read for a dies trigger's card (400.7d)
    text = "When this creature dies, shuffle it into its owner's library."
    tree_read(text)
    holds('''
        Given alice controls Test Drake as "drake"
        And bob has Murder in hand as "murder"
        When bob casts "murder" targeting "drake"
        And the top of the stack resolves
        Then "drake" triggered once
        When the top of the stack resolves
        Then "drake" is in its owner's library
    ''', [card("Test Drake", text, "creature", "{2}", "2/2")])
