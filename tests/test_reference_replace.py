"""Branch replace (issue 16): replacement effects on a player's events — gaining life (119.10) and
drawing a card (121.2) — read from the grammar's tree (rules/player_replacements.py), each played in a
game, with refusals of their neighbours."""

from __future__ import annotations

import pytest
from mtg_reference_engine.state.game import MissingChoice

from tree_play import card, choose, chooses, holds, play, refused, tree_read

BOON = "If you would gain life, you gain twice that much life instead."
PLUS = "If you would gain life, you gain that much life plus 1 instead."
GAIN_DRAWS = "If you would gain life, draw that many cards instead."
CRYPT = "If you would draw a card, return a card from your graveyard to your hand instead. If you can't, you lose the game."
SKIP = "If you would draw a card, you may skip that draw instead."

SALVE = card("Test Salve", "You gain 3 life.", "instant", "{W}")
PLUS_ENCH = card("Test Plus One", PLUS, "enchantment", "{2}{W}")
GAIN_DRAWS_ENCH = card("Test Gain Draws", GAIN_DRAWS, "enchantment", "{B}")
SKIPPER = card("Test Skipper", SKIP, "creature", "{R}", "1/1")


def test_the_lines_are_read():
    for text in (BOON, PLUS, GAIN_DRAWS, CRYPT, SKIP):
        tree_read(text)


def test_neighbours_are_refused():
    refused("If you would draw a card, draw two cards instead.", "this replacement of a draw is not executed")
    refused("If an opponent would draw a card, you may skip that draw instead.", "this replacement's event is not read")
    refused("If you would gain life, draw a card instead.", "this replacement of a life gain is not executed")


def test_an_instruction_gain_is_doubled_and_two_effects_each_apply_once():
    holds('''
        Given alice controls Boon Reflection as "boon"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has 26 life
    ''', [SALVE])
    # 614.5: each effect applies once to the event: 3 -> 6 -> 12
    holds('''
        Given alice controls Boon Reflection as "boon-1"
        And alice controls Boon Reflection as "boon-2"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has 32 life
    ''', [SALVE])
    # only the affected player's own effects: bob's Boon Reflection doesn't double alice's gain
    holds('''
        Given bob controls Boon Reflection as "boon"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has 23 life
    ''', [SALVE])


def test_the_affected_player_chooses_the_order_of_two_life_gain_replacements():
    script = '''
        Given alice controls Boon Reflection as "boon"
        And alice controls Test Plus One as "plus"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has {life} life
    '''
    holds(script.format(life=28), [SALVE, PLUS_ENCH], chooses(1, "replacement_first", None, "alice", "plus"))  # (3+1)*2
    holds(script.format(life=27), [SALVE, PLUS_ENCH], chooses(1, "replacement_first", None, "alice", "boon"))  # 3*2+1
    with pytest.raises(MissingChoice):  # the choice is asked, not made for the player
        play(script.format(life=28), [SALVE, PLUS_ENCH])


def test_lifelink_gain_goes_through_the_replacements():
    holds('''
        Given alice controls Boon Reflection as "boon"
        And alice controls Vampire Nighthawk as "hawk"
        When alice attacks bob with "hawk"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 18 life
        And alice has 24 life
    ''')


def test_gaining_life_becomes_drawing_cards_and_those_draws_can_be_replaced_in_turn():
    holds('''
        Given alice controls Test Gain Draws as "lich"
        And alice has Grizzly Bears in library as "l1"
        And alice has Grizzly Bears in library as "l2"
        And alice has Grizzly Bears in library as "l3"
        And alice has Grizzly Bears in library as "l4"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has 20 life
        And alice has three cards in hand
        And alice has one card in her library
    ''', [SALVE, GAIN_DRAWS_ENCH])
    # 616.2: the draw replacing the gain is replaced by Forbidden Crypt's
    holds('''
        Given alice controls Test Gain Draws as "lich"
        And alice controls Forbidden Crypt as "crypt"
        And alice has Grizzly Bears in library as "l1"
        And alice has Llanowar Elves in graveyard as "g1"
        And alice has Test Salve in hand as "salve"
        When alice casts "salve"
        And the top of the stack resolves
        Then alice has 20 life
        And "g1" is in its owner's hand
        And alice has one card in her library
        And alice has lost the game
    ''', [SALVE, GAIN_DRAWS_ENCH])


def test_forbidden_crypt_returns_a_chosen_card_and_its_controller_loses_when_it_cant():
    script = '''
        Given alice controls Forbidden Crypt as "crypt"
        And alice has Grizzly Bears in library as "l1"
        And alice has Llanowar Elves in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "g2"
        And alice has Divination in hand as "div"
        When alice casts "div"
        And the top of the stack resolves
        Then "g1" is in its owner's hand
        And "g2" is in its owner's hand
        And alice has one card in her library
        And alice has not lost the game
    '''
    holds(script, edit=choose(1, "return_choice", "crypt", "g1"))  # the second draw: the one card left
    with pytest.raises(MissingChoice):  # which card: asked
        play(script)
    holds('''
        Given alice controls Forbidden Crypt as "crypt"
        And alice has Grizzly Bears in library as "l1"
        And alice has Divination in hand as "div"
        When alice casts "div"
        And the top of the stack resolves
        Then alice has lost the game
        And alice has one card in her library
    ''')
    # bob's draws aren't replaced by alice's Crypt
    holds('''
        Given alice controls Forbidden Crypt as "crypt"
        And bob has Grizzly Bears in library as "l1"
        And bob has Grizzly Bears in library as "l2"
        And it is bob's precombat main phase
        And bob has Divination in hand as "div"
        When bob casts "div"
        And the top of the stack resolves
        Then bob has two cards in hand
        And alice has not lost the game
    ''')


def test_a_may_skip_replacement_asks_for_each_draw():
    script = '''
        Given alice controls Test Skipper as "skipper"
        And alice has Grizzly Bears in library as "l1"
        And alice has Grizzly Bears in library as "l2"
        And alice has Divination in hand as "div"
        When alice casts "div"
        And the top of the stack resolves
        Then alice has {hand} cards in hand
    '''
    yes = choose(1, "may", "skipper", "yes")
    no = choose(1, "may", "skipper", "no")
    holds(script.format(hand="zero"), [SKIPPER], lambda fx: (yes(fx), yes(fx)))
    holds(script.format(hand="one"), [SKIPPER], lambda fx: (yes(fx), no(fx)))
    holds(script.format(hand="two"), [SKIPPER], lambda fx: (no(fx), no(fx)))


def test_declining_skip_leaves_the_draw_to_another_replacement():
    # 616.1: the skip declined, Forbidden Crypt still applies to that draw (the player chose the order)
    holds('''
        Given alice controls Test Skipper as "skipper"
        And alice controls Forbidden Crypt as "crypt"
        And alice has Grizzly Bears in library as "l1"
        And alice has Llanowar Elves in graveyard as "g1"
        And alice has Think Twice in hand as "think"
        When alice casts "think"
        And the top of the stack resolves
        Then "g1" is in its owner's hand
        And alice has one card in her library
    ''', [SKIPPER], lambda fx: (choose(1, "replacement_first", None, "skipper")(fx),
                                       choose(1, "may", "skipper", "no")(fx)))


LICH_DAMAGE = "If damage would be dealt to you, exile that many cards from your graveyard instead. If you can't, you lose the game."


def test_damage_dealt_to_you_replaced_by_exiling_cards_from_your_graveyard():
    tree_read(LICH_DAMAGE)
    refused("If damage would be dealt to you, prevent that damage.", "this replacement of a damage dealt to you is not executed")
    refused("Exile that many cards from your graveyard.", "no template")
    # 2 combat damage: two of three cards exiled (chosen), no life lost, no lifelink for the source
    holds('''
        Given alice controls Vampire Nighthawk as "hawk"
        And bob controls Nefarious Lich as "lich"
        And bob has Grizzly Bears in graveyard as "g1"
        And bob has Grizzly Bears in graveyard as "g2"
        And bob has Llanowar Elves in graveyard as "g3"
        When alice attacks bob with "hawk"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 20 life
        And alice has 20 life
        And "g1" is in exile
        And "g3" is in exile
        And "g2" is in its owner's graveyard
        And bob has not lost the game
    ''', edit=chooses(2, "exile_choice", "lich", "bob", ["g1", "g3"]))
    # Lightning Bolt's 3 damage, two cards: both exiled (609.3) and bob loses the game
    holds('''
        Given alice has Lightning Bolt in hand as "bolt"
        And bob controls Nefarious Lich as "lich"
        And bob has Grizzly Bears in graveyard as "g1"
        And bob has Grizzly Bears in graveyard as "g2"
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        Then bob has 20 life
        And "g1" is in exile
        And "g2" is in exile
        And bob has lost the game
    ''')
    # damage to alice isn't replaced by bob's Lich
    holds('''
        Given bob has Lightning Bolt in hand as "bolt"
        And it is bob's precombat main phase
        And alice controls Nefarious Lich as "lich-a"
        And bob controls Nefarious Lich as "lich"
        And alice has Grizzly Bears in graveyard as "g1"
        When bob casts "bolt" targeting alice
        And the top of the stack resolves
        Then alice has 20 life
        And "g1" is in exile
        And alice has lost the game
    ''')


def test_when_this_leaves_the_battlefield_you_lose_the_game():
    tree_read("When this enchantment leaves the battlefield, you lose the game.")
    holds('''
        Given bob controls Nefarious Lich as "lich"
        And alice has Disenchant in hand as "dis"
        When alice casts "dis" targeting "lich"
        And the top of the stack resolves
        Then "lich" is in its owner's graveyard
        And "lich" triggered once
        When the top of the stack resolves
        Then bob has lost the game
        And alice has won the game
    ''')


def test_cumulative_upkeep_draw_a_card_draws_one_for_each_age_counter():
    holds('''
        Given it is alice's untap step
        And alice controls Psychic Vortex as "vortex"
        And "vortex" has two age counters on it
        And alice has Grizzly Bears in library as "l1"
        And alice has Grizzly Bears in library as "l2"
        And alice has Grizzly Bears in library as "l3"
        And alice has Grizzly Bears in library as "l4"
        When the step ends
        And the top of the stack resolves
        And "vortex" chooses yes for "may"
        Then "vortex" has three age counters on it
        And alice has three cards in hand
        And alice has one card in her library
    ''')
    refused("Cumulative upkeep—Draw two cards.", "no template")


TUTOR = card("Test Land Tutor", "Search your library for a basic land card, put it into your hand, then shuffle.",
             "sorcery", "{G}")
SEARCH_LIBRARY = '''
    Given it is bob's precombat main phase
    And {mindcensor}controls Aven Mindcensor as "mindcensor"
    And bob has Test Land Tutor in hand as "tutor"
    And bob has Forest in library as "deep"
    And bob has Island in library as "i1"
    And bob has Island in library as "i2"
    And bob has Island in library as "i3"
    And bob has Island in library as "i4"
    When bob casts "tutor"
    And the top of the stack resolves
    And bob searches his library and finds "deep"
'''


def test_an_opponents_search_is_of_the_top_cards_only():
    tree_read("If an opponent would search a library, that player searches the top four cards of that library instead.")
    tree_read("Whenever an opponent searches their library, you gain 1 life and draw a card.")
    result = holds(SEARCH_LIBRARY.format(mindcensor="alice ") + "Then the action is refused", [TUTOR])
    assert "701.23" in str(result)  # the search's refusal names the rule
    # its controller's own search isn't replaced; nor a search with no Mindcensor around
    holds(SEARCH_LIBRARY.format(mindcensor="bob ") + '''Then "deep" is in its owner's hand''', [TUTOR])


def test_search_triggers_see_the_searching_player_and_whose_library():
    holds('''
        Given it is bob's precombat main phase
        And alice controls Archivist of Oghma as "archivist"
        And alice controls Aven Mindcensor as "mindcensor"
        And bob has Test Land Tutor in hand as "tutor"
        And bob has Forest in library as "forest"
        And alice has Island in library as "top"
        When bob casts "tutor"
        And the top of the stack resolves
        And bob searches his library and finds "forest"
        Then "forest" is in its owner's hand
        And "archivist" triggered once
        When the top of the stack resolves
        Then alice has 21 life
        And "top" is in its owner's hand
    ''', [TUTOR])
    # alice's own search doesn't trigger her Archivist
    holds('''
        Given alice controls Archivist of Oghma as "archivist"
        And alice has Test Land Tutor in hand as "tutor"
        And alice has Forest in library as "forest"
        When alice casts "tutor"
        And the top of the stack resolves
        And alice searches her library and finds "forest"
        Then "forest" is in its owner's hand
        And the stack is empty
    ''', [TUTOR])


def test_each_player_may_search_their_own_library():
    tree_read("When this creature dies, each player may search their library for up to two basic land cards, "
              "put them onto the battlefield, then shuffle.")
    refused("Target player searches their library for a basic land card, puts it onto the battlefield, then shuffles.",
            "no template")


def test_lands_cant_enter_and_players_cant_play_lands():
    tree_read("Lands can't enter the battlefield.")
    tree_read("Players can't play lands.")
    refused("Creature cards in graveyards and libraries can't enter the battlefield.", "no template")
    refused("Creature cards in graveyards can't enter the battlefield.", "not")
    # a land an effect would put onto the battlefield stays where it is (the library), which is shuffled
    holds('''
        Given alice controls Worms of the Earth as "worms"
        And alice has Test Land Tutor in hand as "tutor"
        And alice has Forest in library as "forest"
        When alice casts "tutor"
        And the top of the stack resolves
        And alice searches her library and finds "forest"
        Then "forest" is in its owner's hand
    ''', [TUTOR])
    holds('''
        Given alice controls Worms of the Earth as "worms"
        And alice has Lightning Bolt in hand as "bolt"
        And bob controls Veteran Explorer as "explorer"
        And alice has Forest in library as "forest"
        When alice casts "bolt" targeting "explorer"
        And the top of the stack resolves
        And the top of the stack resolves
        And "explorer" chooses yes for "may"
        And alice searches her library and finds "forest"
        And "explorer" chooses no for "may"
        Then "forest" is in its owner's library
        And alice has one card in her library
    ''')


WORMS_UPKEEP = '''
    Given it is alice's untap step
    And bob controls Worms of the Earth as "worms"
    And alice controls Forest as "f1"
    And alice controls Forest as "f2"
    And alice controls Forest as "f3"
    When the step ends
    Then "worms" triggered once
    When the top of the stack resolves
'''


def test_worms_upkeep_any_player_may_sacrifice_two_lands_or_take_5_damage():
    option = lambda p, v: chooses(2, "option", "worms", p, v)  # noqa: E731
    sac = chooses(2, "sacrifice", "worms", "alice", ["f1", "f3"])
    holds(WORMS_UPKEEP + '''Then "worms" is in its owner's graveyard
        And "f1" is in its owner's graveyard
        And "f2" is on the battlefield
        And "f3" is in its owner's graveyard
        And alice has 20 life''', edit=lambda fx: (option("alice", "sacrifice")(fx), sac(fx), option("bob", "none")(fx)))
    holds(WORMS_UPKEEP + '''Then "worms" is in its owner's graveyard
        And bob has 15 life
        And alice has 20 life''', edit=lambda fx: (option("alice", "none")(fx), option("bob", "damage")(fx)))
    holds(WORMS_UPKEEP + '''Then "worms" is on the battlefield
        And alice has 20 life
        And bob has 20 life''', edit=lambda fx: (option("alice", "none")(fx), option("bob", "none")(fx)))
    # bob controls no land: he can't choose to sacrifice two
    result = holds(WORMS_UPKEEP + 'Then the action is refused',
                   edit=lambda fx: (option("alice", "none")(fx), option("bob", "sacrifice")(fx)))
    assert "not a legal 'option' choice" in str(result)
