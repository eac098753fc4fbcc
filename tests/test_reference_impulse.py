"""Playing a card exiled from the top of a library by an effect's permission (branch impulse):
"Exile the top card of your library. You may play that card this turn." (601.2a, 305.1, 400.7)."""

from __future__ import annotations

from tree_play import card, choose, holds, reason

IMPULSE = card("Test Impulse", "Exile the top card of your library. You may play that card this turn.",
               "sorcery", "{0}")
RECKLESS = card("Test Reckless", "Exile the top two cards of your library. Until the end of your next turn, "
                "you may play those cards.", "sorcery", "{0}")
ORACLE = card("Test Oracle", "{1}: Exile the top card of your library. You may play that card this turn.",
              "creature", "{1}", "1/1")


def test_the_exiled_spell_is_cast_this_turn_paying_its_cost():
    holds('''
        Given alice controls Mountain as "m1"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the stack resolves
        Then "bolt" is in exile
        When alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        And the stack resolves
        Then bob has 17 life
        And "bolt" is in its owner's graveyard
    ''', [IMPULSE])


def test_the_exiled_spell_still_costs_its_mana():
    holds('''
        Given alice has Lightning Bolt in library as "bolt"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the stack resolves
        And alice casts "bolt" paying {R} targeting bob
        Then the action is refused
    ''', [IMPULSE])


def test_the_exiled_land_is_played_and_is_the_land_play_of_the_turn():
    holds('''
        Given alice has Forest in library as "forest"
        And alice has Mountain in hand as "mountain"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the stack resolves
        And alice plays "forest"
        Then "forest" is on the battlefield
        When alice plays "mountain"
        Then the action is refused
    ''', [IMPULSE])


def test_the_permission_ends_with_the_turn():
    holds('''
        Given alice controls Mountain as "m1"
        And alice has Island in library as "a1"
        And bob has Island in library as "b1"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Island in library as "island"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the stack resolves
        Then "island" is in exile
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice plays "island"
        Then the action is refused
    ''', [IMPULSE])


def test_another_player_may_not_play_the_exiled_card():
    holds('''
        Given bob controls Mountain as "m2"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Test Impulse in hand as "impulse"
        When alice casts "impulse"
        And the stack resolves
        And bob taps "m2" for mana
        And bob casts "bolt" targeting alice
        Then the action is refused
    ''', [IMPULSE])


def test_until_the_end_of_your_next_turn_lasts_through_that_turn_only():
    holds('''
        Given alice controls Mountain as "m1"
        And alice has Island in library as "a1"
        And alice has Island in library as "a2"
        And bob has Island in library as "b1"
        And bob has Island in library as "b2"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Shock in library as "shock"
        And alice has Test Reckless in hand as "reckless"
        When alice casts "reckless"
        And the stack resolves
        Then "bolt" is in exile
        And "shock" is in exile
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice taps "m1" for mana
        And alice casts "shock" targeting bob
        And the stack resolves
        Then bob has 18 life
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        And alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        Then the action is refused
    ''', [RECKLESS])


def test_an_activated_ability_exiles_and_permits():
    holds('''
        Given alice controls Test Oracle as "oracle"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "oracle"
        And the stack resolves
        Then "bears" is in exile
        When alice casts "bears"
        And the stack resolves
        Then "bears" is on the battlefield
    ''', [ORACLE])


def test_the_line_is_read_and_other_forms_are_refused():
    assert reason("Exile the top card of your library. You may play that card this turn.") == []
    assert reason("Exile the top three cards of your library. Until the end of your next turn, you may play "
                  "those cards.") == []
    assert reason("Exile the top card of target opponent's library. You may play that card this turn.") == []
    # a permission lasting as long as it remains exiled, or to cast only: not this construct
    assert reason("Exile the top card of target opponent's library. You may play that card for as long as it "
                  "remains exiled.") != []
    # branches ashiok and soulfire: "Exile the top card of your library." is an Exile instruction the engine
    # follows, and "You may cast that card this turn." sticker16's permission (rules/play_permissions.py, which
    # refuses a card with a land face): the line is read, not by this construct (played in test_reference_ashiok)
    assert reason("Exile the top card of your library. You may cast that card this turn.") == []


ABBOT = card("Test Abbot", "When this creature enters, exile the top card of your library. Until end of turn, you may "
             "play that card.", "creature", "{0}", "2/1")
RUNNER = card("Test Runner", "Whenever this creature attacks, exile the top card of your library. You may play that "
              "card until the end of your next turn.", "creature", "{0}", "2/2")


def test_until_end_of_turn_stated_first_from_an_enters_trigger():
    holds('''
        Given alice controls Mountain as "m1"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Test Abbot in hand as "abbot"
        When alice casts "abbot"
        And the stack resolves
        Then "bolt" is in exile
        When alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        And the stack resolves
        Then bob has 17 life
    ''', [ABBOT])


def test_play_it_until_the_end_of_your_next_turn_from_an_attack_trigger():
    holds('''
        Given alice controls Test Runner as "runner"
        And alice has Island in library as "a1"
        And bob has Island in library as "b1"
        And alice has Forest in library as "forest"
        When alice attacks with "runner"
        And the stack resolves
        Then "forest" is in exile
        When the game proceeds to the next turn's precombat main phase
        And bob plays "forest"
        Then the action is refused
        When the game proceeds to the next turn's precombat main phase
        And alice plays "forest"
        Then "forest" is on the battlefield
    ''', [RUNNER])


SWEEP = card("Test Sweep", "Exile the top two cards of your library. Choose one of them. Until the end of your next "
             "turn, you may play that card.", "sorcery", "{0}")


def test_choose_one_of_them_only_the_chosen_card_may_be_played():
    holds('''
        Given alice controls Mountain as "m1"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Shock in library as "shock"
        And alice has Test Sweep in hand as "sweep"
        When alice casts "sweep"
        And the stack resolves
        Then "bolt" is in exile
        And "shock" is in exile
        When alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        Then the action is refused
        When alice casts "shock" targeting bob
        And the stack resolves
        Then bob has 18 life
    ''', [SWEEP], edit=choose(1, "impulse_choice", "sweep", "shock"))


EMBER = card("Test Ember", "Exile the top card of your library. Until your next end step, you may play that card.",
             "sorcery", "{0}")


def test_until_your_next_end_step_ends_as_that_step_begins():
    holds('''
        Given alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Shock in library as "shock"
        And alice has Lightning Bolt in library as "bolt"
        And alice has Test Ember in hand as "ember"
        And alice has Test Ember in hand as "ember2"
        When alice casts "ember"
        And the stack resolves
        And alice casts "ember2"
        And the stack resolves
        Then "bolt" is in exile
        And "shock" is in exile
        When the game proceeds to the postcombat main phase
        And alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        And the stack resolves
        Then bob has 17 life
        When the game proceeds to the end step
        And alice taps "m2" for mana
        And alice casts "shock" targeting bob
        Then the action is refused
    ''', [EMBER])


KANZASHI = card("Test Kanzashi", "{T}: Target opponent exiles the top card of their library. You may play that card "
                "this turn.", "artifact", "{0}")


def test_a_card_exiled_from_an_opponents_library_is_cast_by_the_controller_not_its_owner():
    holds('''
        Given alice controls Test Kanzashi as "kanzashi"
        And alice controls Mountain as "m1"
        And bob controls Mountain as "m2"
        And bob has Lightning Bolt in library as "bolt"
        When alice activates the ability of "kanzashi" targeting bob
        And the stack resolves
        Then "bolt" is in exile
        When bob taps "m2" for mana
        And bob casts "bolt" targeting alice
        Then the action is refused
        When alice taps "m1" for mana
        And alice casts "bolt" targeting bob
        And the stack resolves
        Then bob has 17 life
        And "bolt" is in its owner's graveyard
    ''', [KANZASHI])


def test_target_opponents_land_is_played_under_the_players_control():
    holds('''
        Given alice controls Test Kanzashi as "kanzashi"
        And bob has Forest in library as "forest"
        When alice activates the ability of "kanzashi" targeting bob
        And the stack resolves
        And alice plays "forest"
        Then "forest" is on the battlefield
        And "forest" is controlled by alice
    ''', [KANZASHI])
