"""Cards outside the game (400.11) and restarting the game (726) played on the reference engine
(branch restart, issue 16): Living Wish's card from outside the game, Karn Liberated's [−14]."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.support import Unsupported
from tree_play import card, holds, play

KARN_AT_14 = '''
    Given it is alice's precombat main phase
    And alice controls Karn Liberated as "karn"
    And "karn" has 14 loyalty counters on it
'''


def _islands(player: str, n: int, zone: str = "library") -> str:
    return "\n".join(f'And {player} has Island in {zone} as "{player}-island-{i}"' for i in range(1, n + 1))


# -- 400.11: Living Wish ------------------------------------------------------------------------------------

def test_living_wish_brings_the_only_fitting_card_and_leaves_the_others_outside():
    """One creature or land card fits (Hill Giant); the sorcery outside doesn't: no choice is needed."""
    holds('''
        Given it is alice's precombat main phase
        And alice has Living Wish in hand as "wish"
        And alice has Hill Giant outside the game as "giant"
        And alice has Lightning Bolt outside the game as "bolt"
        And bob has Grizzly Bears outside the game as "bobs-bears"
        When alice casts "wish"
        And the top of the stack resolves
        And "wish" chooses yes for "may"
        Then "giant" is in its owner's hand
        And "bolt" is outside the game
        And "bobs-bears" is outside the game
        And "wish" is in exile
        And alice has one card in hand
    ''')


def test_living_wish_declined_leaves_the_card_outside():
    holds('''
        Given it is alice's precombat main phase
        And alice has Living Wish in hand as "wish"
        And alice has Forest outside the game as "forest"
        When alice casts "wish"
        And the top of the stack resolves
        And "wish" chooses no for "may"
        Then "forest" is outside the game
        And "wish" is in exile
        And alice has no cards in hand
    ''')


def test_living_wish_choice_of_a_card_that_does_not_fit_is_refused():
    result, _ = play('''
        Given it is alice's precombat main phase
        And alice has Living Wish in hand as "wish"
        And alice has Hill Giant outside the game as "giant"
        And alice has Grizzly Bears outside the game as "bears"
        And alice has Lightning Bolt outside the game as "bolt"
        When alice casts "wish"
        And the top of the stack resolves
        And "wish" chooses yes for "may"
        And alice reveals "bolt" from outside the game
        Then the action is refused
    ''')
    assert result["actions"][1]["ok"] is False


# -- 726: Karn Liberated restarts the game -------------------------------------------------------------------

def test_restart_resets_life_counters_and_tokens_and_takes_phased_out_cards():
    """726.2: the phased-out Grizzly Bears is in bob's deck; the token doesn't exist in the new game; life totals
    are 20 again (103.4); bob is not the starting player: alice's turn, upkeep (726.1a, 726.4)."""
    holds(KARN_AT_14 + '''
        And alice has 3 life
        And bob has 7 life
        And bob controls Grizzly Bears as "bears"
        And "bears" is phased out
        And bob controls Llanowar Elves as "elves"
        And "elves" has two +1/+1 counters on it
        And bob controls Grizzly Bears as "soldier"
        And "soldier" is a token
        ''' + _islands("bob", 6) + "\n" + _islands("alice", 8) + '''
        When alice activates the third ability of "karn"
        And the top of the stack resolves
        Then it is alice's upkeep step
        And alice has 20 life
        And bob has 20 life
        And bob has seven cards in hand
        And bob has one card in his library
        And "soldier" no longer exists
        And alice has seven cards in hand
        And alice has two cards in her library
        And bob has not lost the game
    ''')


def test_the_restarting_player_draws_in_the_second_turn_and_the_other_player_is_not_skipped():
    """103.8a only skips the starting player's first draw step: bob draws in his first turn."""
    holds(KARN_AT_14 + _islands("bob", 9) + "\n" + _islands("alice", 8) + '''
        When alice activates the third ability of "karn"
        And the top of the stack resolves
        And the game proceeds to the precombat main phase
        Then alice has seven cards in hand
        When the game proceeds to the next turn's precombat main phase
        Then it is bob's precombat main phase
        And bob has eight cards in hand
        And bob has one card in his library
    ''')


def test_an_aura_exiled_with_karn_is_not_left_in_exile():
    """'non-Aura permanent cards exiled with Karn' (726.5): the Pacifism Karn exiled is in bob's deck; the
    creature it exiled enters under alice's control, able to attack (controlled since the turn began)."""
    result = holds('''
        Given it is alice's precombat main phase
        And alice controls Karn Liberated as "karn"
        And "karn" has 20 loyalty counters on it
        And bob controls Grizzly Bears as "bears"
        And bob controls Pacifism as "pacifism"
        And "pacifism" is attached to "bears"
        ''' + _islands("alice", 8) + "\n" + _islands("bob", 8) + '''
        When alice activates the second ability of "karn" targeting "pacifism"
        And the top of the stack resolves
        And the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice activates the second ability of "karn" targeting "bears"
        And the top of the stack resolves
        Then "karn" has 14 loyalty counters on it
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice activates the third ability of "karn"
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "bears" is controlled by alice
        And "bears" is owned by bob
        And bob has seven cards in hand
        When the game proceeds to the beginning of combat step
        And alice attacks bob with "bears"
    ''')
    restarted = result["observations"][sorted(result["observations"], key=lambda k: int(k.split("-")[-1]))[-1]]
    assert restarted["objects"]["pacifism"]["zone"] in ("library", "hand")  # not left in exile (726.5)
    assert restarted["objects"]["pacifism"]["owner"] == "bob"


def test_a_restart_naming_another_object_is_refused():
    """'exiled with Karn' on an object that isn't a legendary Karn: not its shortened name (201.5c)."""
    text = ("{T}: Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn. "
            "Then put those cards onto the battlefield under your control.")
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Restarter as "restarter"
            When alice activates the ability of "restarter"
            And the top of the stack resolves
        ''', [card("Test Restarter", text, "artifact")])
    assert "201.5c" in str(exc.value)


def test_a_restart_leaving_other_cards_in_exile_is_not_executed():
    from mtg_reference_engine.state.support import abilities_of, problems

    text = ("[−14]: Restart the game, leaving in exile all cards in graveyards. "
            "Then put those cards onto the battlefield under your control.")
    abilities = abilities_of(text, "Test Walker", False)
    why = [w for a in abilities for w in problems(a, "Test Walker")]
    assert why, abilities


def test_an_opening_hand_ability_in_the_restarted_game_is_not_executed():
    """103.6a: whether a player begins the restarted game with it on the battlefield isn't recorded by any
    fixture: refused rather than played as declined (the same check as a subgame's opening hands, 728.3)."""
    leyline = card("Test Leyline", "If this card is in your opening hand, you may begin the game with it on the "
                   "battlefield.", "enchantment", "{2}{G}{G}")
    with pytest.raises(Unsupported) as exc:
        play(KARN_AT_14 + '''
            And bob has Test Leyline in library as "leyline"
            ''' + _islands("bob", 6) + "\n" + _islands("alice", 8) + '''
            When alice activates the third ability of "karn"
            And the top of the stack resolves
        ''', [leyline])
    assert "103.6" in str(exc.value) and "restarted game" in str(exc.value)
