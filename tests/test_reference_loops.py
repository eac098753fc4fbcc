"""Loops on the reference engine (731.3, 731.4, 731.5, 104.4b; branch loops): the game state a loop
returns to (rules/loops.py), a fragmented loop's repeat refused, the constructs the loop's cards need
(Mist Dragon's lasting "loses flying" and "phases out")."""

from __future__ import annotations

from tree_play import card, holds, play, reason, tree_read

MIST = '''
Given alice controls Mist Dragon as "dragon"
And bob controls Downdraft as "downdraft"
'''
ROUND = '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
When bob activates the first ability of "downdraft" targeting "dragon"
And the top of the stack resolves
'''


def test_lasting_loses_flying_is_read_and_played():
    tree_read("{0}: This creature loses flying.")
    holds(MIST + '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
And alice activates the second ability of "dragon"
And the top of the stack resolves
Then "dragon" does not have the ability "Flying"
When the game proceeds to the next turn's draw step
Then "dragon" does not have the ability "Flying"
''')


def test_lasting_gain_outlives_the_turn_while_downdrafts_loss_ends():
    # 611.2a: Mist Dragon's effects last indefinitely; Downdraft's ends in the cleanup step (514.2)
    holds(MIST + ROUND + '''
Then "dragon" does not have the ability "Flying"
When the game proceeds to the next turn's draw step
Then "dragon" has the ability "Flying"
''')


def test_phase_out_of_this_permanent():
    # 702.26b: phased out, it is treated as though it doesn't exist: its abilities can't be activated
    holds(MIST + '''
When alice activates the third ability of "dragon"
And the top of the stack resolves
When alice activates the first ability of "dragon"
Then the action is refused
''')


def test_phase_out_of_another_object_is_refused():
    assert reason("Target creature phases out.")[0].startswith("phasing out anything but this permanent")


def test_fragmented_loop_refuses_the_active_players_repeat_only():
    result, mismatches = play(MIST + ROUND + ROUND + '''
When alice activates the first ability of "dragon"
Then the action is refused
''')
    assert not mismatches, [m.message for m in mismatches]
    refused = [a for a in result["actions"] if not a["ok"]]
    assert len(refused) == 1 and "731.3" in refused[0]["refused"] and "different game choice" in refused[0]["refused"]
    # one round is no loop: the state after it differs (Downdraft's effect will end, 514.2)
    holds(MIST + ROUND + '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
Then "dragon" has the ability "Flying"
''')


def test_other_choices_stay_legal_and_the_nonactive_players_repeat_too():
    holds(MIST + ROUND + ROUND + '''
When alice activates the second ability of "dragon"
And the top of the stack resolves
Then "dragon" does not have the ability "Flying"
''')
    # bob's repeat at a state reached again is legal (the active player is the one who must change)
    holds(MIST + ROUND + '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
When bob activates the first ability of "downdraft" targeting "dragon"
And the top of the stack resolves
Then "dragon" does not have the ability "Flying"
''')


def test_a_loop_one_player_makes_alone_is_not_fragmented():
    # 731.3 needs each player involved to act: alice alone toggling her Dragon is refused nothing
    holds(MIST + '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
And alice activates the second ability of "dragon"
And the top of the stack resolves
And alice activates the first ability of "dragon"
And the top of the stack resolves
And alice activates the second ability of "dragon"
And the top of the stack resolves
And alice activates the first ability of "dragon"
And the top of the stack resolves
Then "dragon" has the ability "Flying"
''')


def test_a_state_that_cares_about_the_turns_history_does_not_repeat():
    # an object reading how many times something happened this turn: the turn's history is state
    counter = card("Loop Counter", "Whenever you cast your second spell each turn, draw a card.", "enchantment")
    holds(MIST + '''
Given bob controls Loop Counter as "counter"
''' + ROUND + ROUND + '''
When alice activates the first ability of "dragon"
And the top of the stack resolves
Then "dragon" has the ability "Flying"
''', [counter])


# -- 731.4, 731.5, 104.4b: a loop of mandatory actions is a draw ------------------------------------

GORGER = '''
Given alice has Worldgorger Dragon in graveyard as "dragon"
And alice has Animate Dead in hand as "animate"
And alice controls Bronze Sable as "sable"
And bob controls Seal of Cleansing as "seal"
When alice casts "animate" targeting "dragon"
And the top of the stack resolves
And the top of the stack resolves
And the top of the stack resolves
And the top of the stack resolves
And the top of the stack resolves
'''


def test_the_exiled_cards_of_a_leaves_trigger_are_read_and_returned():
    tree_read("When this creature leaves the battlefield, return the exiled cards to the battlefield under their "
              "owners' control.")
    holds(GORGER + '''
Then "sable" is on the battlefield
And "animate" is attached to "dragon"
And "seal" is on the battlefield
And the stack holds one object
''')


def test_the_exiled_cards_elsewhere_are_refused():
    assert reason("When this creature leaves the battlefield, return the exiled cards to their owners' hands.",
                  spell=False)


def test_a_loop_of_mandatory_actions_is_a_draw_with_seal_unused():
    result = holds(GORGER + '''
When the stack resolves
Then the game is a draw
And alice has not lost the game
And bob has not lost the game
And "seal" is on the battlefield
''')
    assert result["actions"][-2] == {"ok": True}
    # nothing further happens in it (104.4b ends the game as 104.4a does)
    holds(GORGER + '''
When the stack resolves
And bob activates the ability of "seal" targeting "sable"
Then the action is refused
And "seal" is on the battlefield
''')


def test_a_loop_with_a_choice_of_more_than_one_option_is_not_mandatory():
    # 104.4b: "Loops that contain an optional action don't result in a draw." With a second creature card
    # in a graveyard, Animate Dead returning must choose what it enchants each time: the engine asks for
    # that choice (none is recorded for the second round) instead of calling the game a draw.
    import pytest
    from mtg_reference_engine.state.game import MissingChoice
    from tree_play import choose

    with pytest.raises(MissingChoice, match="'enchant' choice"):
        play(GORGER.replace('And bob controls Seal', 'And bob has Grizzly Bears in graveyard as "bears"\n'
                                                      'And bob controls Seal') + '''
When the stack resolves
''', edit=choose(5, "enchant", "animate", "dragon"))


def test_a_stack_that_resolves_is_no_loop():
    holds(MIST + '''
When alice activates the first ability of "dragon"
And bob activates the first ability of "downdraft" targeting "dragon"
And the stack resolves
Then the game is not over
And "dragon" has the ability "Flying"
''')


def test_mist_dragon_phases_in_with_its_controllers_next_untap_step():
    # 702.26b, 502.1: phased out by its own ability, it phases in as alice's next untap step begins
    holds(MIST + '''
Given alice has Island in library as "island-a"
And bob has Island in library as "island-b"
When alice activates the third ability of "dragon"
And the top of the stack resolves
And the game proceeds to the next turn's draw step
And alice activates the first ability of "dragon"
Then the action is refused
When the game proceeds to the next turn's draw step
And alice activates the first ability of "dragon"
And the top of the stack resolves
Then "dragon" has the ability "Flying"
''')


def test_a_granted_ability_reading_the_turns_history_makes_it_state():
    from mtg_reference_engine.rules import loops
    from mtg_reference_engine.state.game import Game
    from tree_play import fixture

    fx, _ = fixture(MIST)
    game = Game(fx["setup"], {c["name"]: c for c in fx["cards"]})
    assert not loops._cares_about_history(game, loops._objects(game))
    granted = ("Whenever you cast your second spell each turn, draw a card.",)
    now = (("x", ("X", "", (), (), (), (), granted, None, None, None, None)),)  # an object's id and _chars
    assert loops._cares_about_history(game, now)


def test_a_creature_that_phases_out_is_removed_from_combat():
    # 506.4: Mist Dragon attacks, then phases out: it is no longer attacking and deals no combat damage
    holds(MIST + '''
When alice attacks bob with "dragon"
And alice activates the third ability of "dragon"
And the top of the stack resolves
And the game proceeds to the end of combat step
Then bob has 20 life
''')


def test_the_active_player_must_change_even_when_the_other_player_began_the_loop():
    # 731.3: bob's Mist Dragon, alice's (the active player's) Downdraft: alice's repeat is refused, bob's not
    swapped = '''
Given bob controls Mist Dragon as "dragon"
And alice controls Downdraft as "downdraft"
'''
    bob_round = '''
When bob activates the first ability of "dragon"
And the top of the stack resolves
When alice activates the first ability of "downdraft" targeting "dragon"
And the top of the stack resolves
'''
    result, mismatches = play(swapped + bob_round + bob_round + '''
When bob activates the first ability of "dragon"
And the top of the stack resolves
Then "dragon" has the ability "Flying"
When alice activates the first ability of "downdraft" targeting "dragon"
Then the action is refused
And "dragon" has the ability "Flying"
''')
    assert not mismatches, [m.message for m in mismatches]
    assert "alice must make a different game choice" in [a for a in result["actions"] if not a["ok"]][0]["refused"]
