"""Subgames (728), conceding (104.3a) and "loses half their life, rounded up" played on the reference engine
(branch subgame, issue 16): Shahrazad."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.support import Unsupported
from tree_play import card, holds, play

SHAHRAZAD = "Players play a Magic subgame, using their libraries as their decks. Each player who doesn't win the subgame loses half their life, rounded up."


def _cards(player: str, name: str, n: int, zone: str = "library", prefix: str | None = None) -> str:
    prefix = prefix or f"{player}-{name.lower().replace(' ', '-')}"
    return "\n".join(f'And {player} has {name} in {zone} as "{prefix}-{i}"' for i in range(1, n + 1))


def _last(result: dict) -> dict:
    return result["observations"][sorted(result["observations"], key=lambda k: int(k.split("-")[-1]))[-1]]


MAIN = f'''
    Given it is alice's precombat main phase
    And alice has Shahrazad in hand as "shahrazad"
    And alice has 15 life
    And bob has 11 life
    {_cards("alice", "Forest", 7)}
    {_cards("bob", "Island", 8)}
'''


def test_the_loser_of_the_subgame_loses_half_their_life_rounded_up_and_the_winner_nothing():
    """Bob goes first; alice concedes: bob wins the subgame; alice loses 8 of her 15 (rounded up)."""
    holds(MAIN + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And bob goes first in the subgame "shahrazad" starts
        Then it is bob's upkeep step
        And alice has seven cards in hand
        And bob has seven cards in hand
        When the game proceeds to the precombat main phase
        Then bob has seven cards in hand
        And bob has one card in his library
        When alice concedes the subgame
        Then it is alice's precombat main phase
        And alice has 7 life
        And bob has 11 life
        And alice has seven cards in her library
        And bob has eight cards in his library
        And "shahrazad" is in its owner's graveyard
        And alice has not lost the game
    ''')


def test_the_starting_player_without_a_recorded_result_is_one_of_the_players():
    """728.2: determined at random (reproducibly); the subgame goes on in its first upkeep."""
    result, _ = play(MAIN + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        Then alice has seven cards in hand
    ''')
    obs = _last(result)
    assert obs["turn"]["step"] == "upkeep" and obs["turn"]["active"] in ("alice", "bob")
    assert obs["players"]["alice"]["life"] == 20 and obs["players"]["bob"]["life"] == 20  # 103.4


def test_tokens_of_the_subgame_cease_to_exist_and_its_permanents_go_to_the_main_library():
    holds('''
        Given it is alice's precombat main phase
        And alice has Shahrazad in hand as "shahrazad"
        And alice has Sprout in library as "sprout"
        And alice has Mox Emerald in library as "mox"
    ''' + _cards("alice", "Forest", 5) + "\n" + _cards("bob", "Island", 8) + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        When the game proceeds to the precombat main phase
        And alice casts "mox"
        And the top of the stack resolves
        And alice casts "sprout"
        And the top of the stack resolves
        And it creates "saproling"
        Then "saproling" is on the battlefield
        And alice controls one creature token
        When bob concedes the game
        Then "saproling" no longer exists
        And "mox" is in its owner's library
        And "sprout" is in its owner's library
        And alice controls no tokens
        And alice has 20 life
        And bob has 10 life
    ''')


def test_a_refused_action_in_the_subgame_changes_nothing_and_the_main_game_resumes_after():
    result, mismatches = play(MAIN + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        And alice casts "bob-island-1"
        Then the action is refused
        And alice has seven cards in hand
        When bob concedes the subgame
        Then alice has 15 life
        And bob has 5 life
        When the game proceeds to the end step
        Then it is alice's end step
    ''')
    assert not mismatches, [m.message for m in mismatches]
    acts = [a for a in result["actions"]]
    assert acts[2]["ok"] is False  # bob's Island isn't alice's to cast
    assert all(a["ok"] for i, a in enumerate(acts) if i != 2)


def test_conceding_the_main_game_ends_it():
    """104.3a: the player who concedes loses; in a two-player game the other player wins (104.2a); no further
    action can be taken in it."""
    result, _ = play('''
        Given it is alice's precombat main phase
        When bob concedes the game
        Then bob has lost the game
        And alice has won the game
        When alice concedes the game
    ''')
    assert result["actions"][-1]["ok"] is False


def test_a_subgame_where_both_players_lose_at_the_first_upkeep_is_a_draw():
    holds('''
        Given it is alice's precombat main phase
        And alice has Shahrazad in hand as "shahrazad"
        And alice has 3 life
    ''' + _cards("alice", "Forest", 2) + "\n" + _cards("bob", "Island", 3) + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        Then alice has 1 life
        And bob has 10 life
        And alice has two cards in her library
        And bob has three cards in his library
        And alice has not lost the game
    ''')


# -- refusals ------------------------------------------------------------------------------------------------

def _wish_from_main(keeper: dict, wish: str = "Living Wish") -> str:
    return f'''
        Given it is alice's precombat main phase
        And alice has Shahrazad in hand as "shahrazad"
        And alice controls {keeper["name"]} as "keeper"
        And alice has {wish} in library as "wish"
    ''' + _cards("alice", "Forest", 6) + "\n" + _cards("bob", "Island", 8) + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        When the game proceeds to the precombat main phase
        And alice casts "wish"
        And the top of the stack resolves
        And "wish" chooses yes for "may"
    '''


def test_a_main_game_card_brought_into_the_subgame_leaves_its_zone_and_its_trigger_waits_for_the_main_game():
    """728.4a: Living Wish in the subgame takes a creature card from the main game's battlefield; its
    leaves-the-battlefield ability triggers in the main game and is put onto the stack once the main game
    resumes, after Shahrazad finishes resolving (728.5); the card ends in the main-game library."""
    keeper = card("Test Keeper", "When this creature leaves the battlefield, you gain 2 life.", "creature", "{1}{G}", "2/2")
    holds(_wish_from_main(keeper) + '''
        Then "keeper" is in its owner's hand
        When bob concedes the subgame
        Then alice has 20 life
        And bob has 10 life
        And "keeper" is in its owner's library
        And "shahrazad" is in its owner's graveyard
        When the top of the stack resolves
        Then alice has 22 life
        And alice has eight cards in her library
    ''', [keeper])


def test_a_main_game_replacement_moving_the_brought_card_elsewhere_is_not_executed():
    keeper = card("Test Exile Keeper", "If this creature would leave the battlefield, exile it instead of putting it "
                  "anywhere else.", "creature", "{1}{G}", "2/2")
    with pytest.raises(Unsupported) as exc:
        play(_wish_from_main(keeper), [keeper])
    assert "728.4a" in str(exc.value)


def test_bringing_in_a_card_on_the_main_games_stack_is_not_executed():
    """Shahrazad's own card is on the main game's stack, outside the subgame: a Wish for sorceries could
    take it; not executed."""
    wish = card("Test Sorcery Wish", "You may reveal a sorcery card you own from outside the game and put it into "
                "your hand. Exile Test Sorcery Wish.", "sorcery", "{1}{R}")
    bears = card("Test Bystander", "", "creature", "{1}{G}", "2/2")
    with pytest.raises(Unsupported) as exc:
        play(_wish_from_main(bears, "Test Sorcery Wish"), [wish, bears])
    assert "728.4a" in str(exc.value) and "stack" in str(exc.value)


def test_a_subgame_within_a_subgame_uses_the_subgame_as_its_main_game():
    """728.6: alice casts a second Shahrazad in the subgame. Its subgame's decks are the subgame's libraries:
    alice drew all seven of her cards and bob has one left, so both lose the inner subgame at its first upkeep
    (728.3), a draw: each loses half their subgame life (20 → 10). The inner subgame's cards (bob's one
    Island) go back to the subgame's library, and the subgame goes on; bob then concedes it: he loses half his
    main-game life (13 → 6), and every card is back in the main-game libraries."""
    holds('''
        Given it is alice's precombat main phase
        And alice has Shahrazad in hand as "shahrazad"
        And alice has Shahrazad in library as "shahrazad-2"
        And bob has 13 life
    ''' + _cards("alice", "Forest", 6) + "\n" + _cards("bob", "Island", 8) + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        When the game proceeds to the precombat main phase
        And alice casts "shahrazad-2"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad-2" starts
        Then it is alice's precombat main phase
        And alice has 10 life
        And bob has 10 life
        And "shahrazad-2" is in its owner's graveyard
        And bob has one card in his library
        And bob has seven cards in hand
        And alice has six cards in hand
        And alice has not lost the game
        And bob has not lost the game
        When bob concedes the subgame
        Then alice has 20 life
        And bob has 6 life
        And "shahrazad-2" is in its owner's library
        And alice has seven cards in her library
        And bob has eight cards in his library
        And "shahrazad" is in its owner's graveyard
    ''')


def test_a_card_brought_into_a_subgame_within_a_subgame_from_the_first_main_game_leaves_it():
    """728.6, 728.4a: in the inner subgame a Wish finds Test Keeper on the first main game's battlefield
    (outside both subgames): it leaves that battlefield (its ability triggers there, and goes on the stack once
    that game resumes), goes into the subgame's library when the inner subgame ends (the inner one's main
    game), and into the first main game's library when the subgame ends. Which Wishes are drawn is random:
    the test looks where they are before naming one."""
    keeper = card("Test Keeper", "When this creature leaves the battlefield, you gain 2 life.", "creature", "{1}{G}", "2/2")
    wish = card("Test Any Wish", "You may reveal a card you own from outside the game and put it into your hand. "
                "Exile Test Any Wish.", "sorcery", "{1}")
    setup = '''
        Given it is alice's precombat main phase
        And alice has Shahrazad in hand as "shahrazad"
        And alice controls Test Keeper as "keeper"
        And alice has Shahrazad outside the game as "shahrazad-2"
    ''' + _cards("alice", "Test Any Wish", 14, prefix="w") + "\n" + _cards("bob", "Island", 15) + '''
        When alice casts "shahrazad"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad" starts
        When the game proceeds to the precombat main phase
    '''

    def in_hand(result):
        return sorted(k for k, o in _last(result)["objects"].items() if k.startswith("w-") and o["zone"] == "hand")

    first, _ = play(setup + "Then alice has seven cards in hand", [keeper, wish])
    outer = in_hand(first)[0]
    inner_setup = setup + f'''
        And alice casts "{outer}"
        And the top of the stack resolves
        And "{outer}" chooses yes for "may"
        And alice reveals "shahrazad-2" from outside the game
        And alice casts "shahrazad-2"
        And the top of the stack resolves
        And alice goes first in the subgame "shahrazad-2" starts
        When the game proceeds to the precombat main phase
    '''
    second, _ = play(inner_setup + "Then alice has seven cards in hand", [keeper, wish])
    inner = in_hand(second)[0]
    holds(inner_setup + f'''
        Then "keeper" is outside the game
        When alice casts "{inner}"
        And the top of the stack resolves
        And "{inner}" chooses yes for "may"
        And alice reveals "keeper" from outside the game
        Then "keeper" is in its owner's hand
        When bob concedes the subgame
        Then it is alice's precombat main phase
        And "keeper" is in its owner's library
        And "shahrazad-2" is in its owner's graveyard
        And bob has 10 life
        And alice has 20 life
        And bob has seven cards in hand
        When bob concedes the subgame
        Then "keeper" is in its owner's library
        And "shahrazad" is in its owner's graveyard
        And "shahrazad-2" is in its owner's library
        And alice has 20 life
        And bob has 10 life
        When the top of the stack resolves
        Then alice has 22 life
        And alice has 16 cards in her library
        And bob has 15 cards in his library
    ''', [keeper, wish])


def test_a_subgame_started_by_an_ability_is_not_executed():
    text = "{T}: " + SHAHRAZAD
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Storyteller as "teller"
            When alice activates the ability of "teller"
            And the top of the stack resolves
        ''', [card("Test Storyteller", text, "artifact")])
    assert "728.5" in str(exc.value)


def test_the_grammar_reads_the_subgame_and_what_follows_it():
    from mtg_reference_engine.text import nodes as N
    from mtg_reference_engine.text.parse import parse_spell_line

    tree = parse_spell_line(SHAHRAZAD).effect
    assert tree.kind == "play_subgame" and isinstance(tree.parts[0], N.Actor)
    assert tree.parts[0].player.who == "subgame_non_winner"
    alone = parse_spell_line("Players play a Magic subgame, using their libraries as their decks.").effect
    assert alone == N.Action("play_subgame", ())
    other = parse_spell_line("Players play a Commander subgame, using their libraries as their decks.").effect
    assert other.kind != "play_subgame"  # 'Magic' only (the word is read as a CAPWORD)


def test_each_player_who_doesnt_win_the_subgame_outside_a_subgame_is_refused():
    text = "Each player who doesn't win the subgame loses half their life, rounded up."
    with pytest.raises(Unsupported):
        play('''
            Given it is alice's precombat main phase
            And alice has Test Aftermath in hand as "after"
            When alice casts "after"
            And the top of the stack resolves
        ''', [card("Test Aftermath", text, "sorcery", "{W}")])


def test_a_subgame_line_on_a_permanent_is_not_understood():
    import mtg_reference_engine.rules  # noqa: F401 - registers what the engine executes
    from mtg_reference_engine.state.support import abilities_of, problems

    for text in ("{T}: " + SHAHRAZAD, "When this creature enters, players play a Magic subgame, using their "
                 "libraries as their decks."):
        why = [w for a in abilities_of(text, "Test Teller", False) for w in problems(a, "Test Teller")]
        assert why and "728.5" in why[0], why
    assert not [w for a in abilities_of(SHAHRAZAD, "Shahrazad", True) for w in problems(a, "Shahrazad")]


def test_an_opening_hand_ability_in_a_subgame_is_not_executed():
    """103.6a: whether the player begins the subgame with it on the battlefield isn't recorded: refused."""
    leyline = card("Test Leyline", "If this card is in your opening hand, you may begin the game with it on the "
                   "battlefield.", "enchantment", "{2}{G}{G}")
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice has Shahrazad in hand as "shahrazad"
            And alice has Test Leyline in library as "leyline"
        ''' + _cards("alice", "Forest", 6) + "\n" + _cards("bob", "Island", 8) + '''
            When alice casts "shahrazad"
            And the top of the stack resolves
            And alice goes first in the subgame "shahrazad" starts
        ''', [leyline])
    assert "103.6" in str(exc.value)


def test_you_lose_half_your_life_rounded_up():
    """Cruel Bargain's text ("Draw four cards. You lose half your life, rounded up."): 15 → 7 (107.1a)."""
    bargain = card("Test Bargain", "Draw four cards. You lose half your life, rounded up.", "sorcery", "{B}{B}{B}")
    holds(f'''
        Given it is alice's precombat main phase
        And alice has Test Bargain in hand as "bargain"
        And alice has 15 life
        {_cards("alice", "Forest", 5)}
        When alice casts "bargain"
        And the top of the stack resolves
        Then alice has 7 life
        And alice has four cards in hand
        And alice has one card in her library
        And bob has 20 life
    ''', [bargain])
