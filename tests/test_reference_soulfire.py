"""Actions taken on several players and objects one at a time (608.2f; branch soulfire, issue 16):
"Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card
of your library, then <this> deals damage equal to that card's mana value to that permanent or player. You
may play the exiled cards until the end of your next turn." (rules/individual_actions.py)."""

from __future__ import annotations

import pytest
from tree_play import card, holds, play, reason

from mtg_reference_engine.state.game import MissingChoice, Unsupported

ERUPTION_TEXT = ("Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile "
                 "the top card of your library, then Soulfire Eruption deals damage equal to that card's mana value "
                 "to that permanent or player. You may play the exiled cards until the end of your next turn.")

LIBRARY = '''
    Given bob controls Hill Giant as "giant"
    And alice controls Grizzly Bears as "bears"
    And bob has Island in library as "island-1"
    And bob has Island in library as "island-2"
    And alice has Forest in library as "forest"
    And alice has Runeclaw Bear in library as "runeclaw"
    And alice has Lightning Bolt in library as "bolt"
    And alice has Divination in library as "divination"
    And alice has Soulfire Eruption in hand as "eruption"
'''


def test_the_pool_card_is_the_oracle_text():
    from mtg_conformance.cardpool import load_pool

    from mtg_reference_engine.state.support import abilities_of, problems

    assert load_pool()["Soulfire Eruption"]["oracle_text"] == ERUPTION_TEXT
    [ability] = abilities_of(ERUPTION_TEXT, "Soulfire Eruption", True)
    assert "tree" in ability.spec and problems(ability, "Soulfire Eruption") == []


def test_apnap_first_then_the_controllers_order_within_one_players_group():
    # alice (active) is concerned by her own Bears: considered first (608.2f, 101.4); then bob's group — the
    # Giant and bob — in the order she chooses: Divination (3) to the Bears, Bolt (1) to bob, Runeclaw Bear (2) to the Giant
    holds(LIBRARY + '''
        When alice casts "eruption" targeting "giant", bob and "bears"
        And the top of the stack resolves
        And alice considers the targets of "eruption" in the order "bears", then bob, then "giant"
        Then "bears" is in its owner's graveyard
        And bob has 19 life
        And "giant" has 2 damage marked on it
        And "divination" is in exile
        And "bolt" is in exile
        And "runeclaw" is in exile
        And "forest" is in its owner's library
    ''')


def test_an_order_against_apnap_is_refused():
    result, _ = play(LIBRARY + '''
        When alice casts "eruption" targeting "giant", bob and "bears"
        And the top of the stack resolves
        And alice considers the targets of "eruption" in the order bob, then "bears", then "giant"
        Then bob has 20 life
    ''')
    text = str(result)
    assert "refused" in text and "APNAP" in text, text


def test_no_choice_is_asked_when_each_player_has_one_target_and_one_is_missing_otherwise():
    # one target per player: APNAP decides (alice's Bears, then bob), no choice recorded
    holds(LIBRARY + '''
        When alice casts "eruption" targeting bob and "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        And bob has 19 life
    ''')
    with pytest.raises(MissingChoice, match="processing_order"):
        play(LIBRARY + '''
            When alice casts "eruption" targeting bob and "giant"
            And the top of the stack resolves
            Then bob has 19 life
        ''')


def test_zero_targets_exile_nothing():
    holds(LIBRARY + '''
        When alice casts "eruption"
        And the top of the stack resolves
        Then "divination" is in its owner's library
        And "eruption" is in its owner's graveyard
        And bob has 20 life
    ''')


def test_an_empty_library_exiles_nothing_and_deals_no_damage():
    holds('''
        Given bob controls Hill Giant as "giant"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Soulfire Eruption in hand as "eruption"
        When alice casts "eruption" targeting bob and "giant"
        And the top of the stack resolves
        And alice considers the targets of "eruption" in the order bob, then "giant"
        Then bob has 19 life
        And "giant" has 0 damage marked on it
        And "bolt" is in exile
        And alice has 20 life
        And the game is not over
    ''')


def test_a_target_gone_before_its_turn_is_not_considered():
    # 608.2b: the Giant was dealt lethal damage but is still on the battlefield until the spell has resolved
    # (704.3), so it is still considered; a creature returned to its owner's hand in response is not (the spell
    # exiles one card only)
    holds('''
        Given bob controls Hill Giant as "giant"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Divination in library as "divination"
        And alice has Soulfire Eruption in hand as "eruption"
        And alice has Unsummon in hand as "unsummon"
        When alice casts "eruption" targeting bob and "giant"
        And alice casts "unsummon" targeting "giant"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "giant" is in its owner's hand
        And bob has 17 life
        And "divination" is in exile
        And "bolt" is in its owner's library
    ''')


def test_the_permission_lasts_through_the_opponents_turn_and_is_the_controllers_only():
    # Lightning Bolt, an instant, exiled by the spell: in bob's upkeep bob may not cast it (the permission is
    # alice's, "you may play"); alice may (611.2a: until the end of her next turn)
    holds('''
        Given alice has Lightning Bolt in library as "bolt"
        And bob has Island in library as "island"
        And alice has Soulfire Eruption in hand as "eruption"
        When alice casts "eruption" targeting bob
        And the top of the stack resolves
        Then bob has 19 life
        And "bolt" is in exile
        When the game proceeds to the next turn's upkeep step
        And bob casts "bolt" targeting alice
        Then the action is refused
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        Then bob has 16 life
        And alice has 20 life
    ''')


def test_that_cards_mana_value_is_the_card_not_the_spell_dealing_the_damage():
    # "deals damage equal to that card's mana value": the card the instructions referred to (a returned card,
    # the exiled card), never the spell's own mana value (6 here)
    vision = card("Test Vision", "Return target instant or sorcery card from your graveyard to your hand. Test Vision "
                  "deals damage equal to that card's mana value to each creature your opponents control.",
                  "sorcery", "{4}{R}{R}")
    holds('''
        Given bob controls Hill Giant as "giant"
        And alice has Lightning Bolt in graveyard as "bolt"
        And alice has Test Vision in hand as "vision"
        When alice casts "vision" targeting "bolt"
        And the stack resolves
        Then "giant" has 1 damage marked on it
        And "bolt" is in its owner's hand
    ''', [vision])
    blast = card("Test Blast", "Exile the top card of your library. Test Blast deals damage equal to that card's mana "
                 "value to any target.", "sorcery", "{5}{R}")
    holds('''
        Given alice has Divination in library as "divination"
        And alice has Test Blast in hand as "blast"
        When alice casts "blast" targeting bob
        And the stack resolves
        Then bob has 17 life
        And "divination" is in exile
    ''', [blast])


def test_neighbours_the_engine_does_not_implement_are_refused():
    # Twinflame: 'that creature' of each one considered
    assert reason("Choose any number of target creatures you control. For each of them, create a token that's a "
                  "copy of that creature, except it has haste.") == ["'that creature' in 'For each of them' is not executed"]
    # the choice alone, or a target that may be a player read by another instruction
    assert reason("Choose any number of target creatures, planeswalkers, and/or players.") == [
        "choosing anything but one target permanent is not executed"]
    assert reason("Tap any number of target creatures, planeswalkers, and/or players.") == [
        "a target that may be a player or an object is read only by 'Choose ... For each of them, ...'"]
    # another library; the permission after another step, or with nothing exiled before (rules/play_permissions.py)
    assert reason("Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the "
                  "top card of target player's library, then Test Card deals damage equal to that card's mana value "
                  "to that permanent or player.") == [
        "exiling cards from the top of another library is not executed"]
    assert reason("Choose any number of target creatures and/or players. For each of them, exile the top card of your "
                  "library, then Test Card deals damage equal to that card's mana value to that permanent or player. "
                  "Draw a card. You may play the exiled cards until the end of your next turn.") == [
        "a permission to play a card the step before didn't exile is not executed"]
    assert reason("You may play the exiled cards until the end of your next turn.") == [
        "a permission to play a card is read only right after the step of the same ability that exiled it"]


def test_a_played_game_is_unsupported_for_a_refused_neighbour():
    twinflame = card("Test Twinflame", "Choose any number of target creatures you control. For each of them, create a "
                     "token that's a copy of that creature, except it has haste.", "sorcery", "{1}{R}")
    with pytest.raises(Unsupported, match="'that creature' in 'For each of them' is not executed"):
        play('''
            Given alice controls Grizzly Bears as "bears"
            And alice has Test Twinflame in hand as "flame"
            When alice casts "flame" targeting "bears"
            And the stack resolves
            Then alice controls two creature tokens
        ''', [twinflame])


def test_the_top_n_cards_exiled_and_the_exiled_cards_playable():
    hoard = card("Test Hoard", "Exile the top two cards of your library. You may play the exiled cards until the end "
                 "of your next turn.", "sorcery", "{2}{R}")
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Shock in library as "shock"
        And alice has Test Hoard in hand as "hoard"
        When alice casts "hoard"
        And the top of the stack resolves
        Then "shock" is in exile
        And "bolt" is in exile
        And "forest" is in its owner's library
        When alice casts "shock" targeting bob
        And the top of the stack resolves
        And alice casts "bolt" targeting bob
        And the top of the stack resolves
        Then bob has 15 life
    ''', [hoard])


def test_a_planeswalker_is_a_legal_target_and_an_enchantment_is_not():
    holds('''
        Given bob controls Jace Beleren as "jace"
        And "jace" has four loyalty counters on it
        And bob controls Aether Storm as "storm"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Divination in library as "divination"
        And alice has Soulfire Eruption in hand as "eruption"
        When alice casts "eruption" targeting "storm"
        Then the action is refused
        When alice casts "eruption" targeting "jace"
        And the top of the stack resolves
        Then "jace" has one loyalty counter on it
        And "divination" is in exile
        And "bolt" is in its owner's library
    ''')
