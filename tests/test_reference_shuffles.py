"""Shuffling (701.24) read from the grammar's tree: "Target player shuffles their library.", "Shuffle
your graveyard into your library.", "Shuffle this card into its owner's library.", target cards
shuffled in, and "Whenever an opponent shuffles their library"; 608.2n for a spell its own
instructions moved."""

from tree_play import card, holds, reason


def test_target_player_shuffles_and_an_opponents_trigger_sees_it():
    holds("""
        Given alice controls Soldier of Fortune as "soldier"
        And alice has Forest in library as "forest-1"
        And bob controls Cosi's Trickster as "trickster"
        When alice activates the ability of "soldier" targeting alice
        And the top of the stack resolves
        Then "trickster" triggered once
        And "soldier" is tapped
        When the top of the stack resolves
        And "trickster" chooses yes for "may"
        Then "trickster" has one +1/+1 counter on it
    """)


def test_a_player_shuffling_their_own_library_is_not_an_opponent_shuffling():
    holds("""
        Given bob controls Soldier of Fortune as "soldier"
        And bob has Forest in library as "forest-1"
        And bob controls Cosi's Trickster as "trickster"
        When bob activates the ability of "soldier" targeting bob
        And the top of the stack resolves
        Then "trickster" did not trigger
    """)


def test_the_spell_shuffles_itself_into_its_owners_library():
    holds("""
        Given alice has Black Sun's Zenith in hand as "zenith"
        And alice controls Grizzly Bears as "bears"
        And alice has Forest in library as "forest-1"
        When alice casts "zenith" with X = 1
        And the top of the stack resolves
        Then "zenith" is in its owner's library
        And alice has two cards in her library
        And "bears" has one -1/-1 counter on it
    """)


def test_target_cards_from_your_graveyard_are_shuffled_in():
    holds("""
        Given alice controls Perpetual Timepiece as "timepiece"
        And alice has Forest in graveyard as "forest-1"
        And alice has Island in graveyard as "island-1"
        When alice activates the second ability of "timepiece" targeting "forest-1"
        And the top of the stack resolves
        Then "forest-1" is in its owner's library
        And "island-1" is in its owner's graveyard
    """)


def test_shuffle_your_graveyard_into_your_library():
    cane = card("Test Cane", "{T}: Shuffle your graveyard into your library.", "artifact", "{1}")
    holds("""
        Given alice controls Test Cane as "cane"
        And alice has Forest in graveyard as "forest-1"
        And bob has Island in graveyard as "island-1"
        When alice activates the ability of "cane"
        And the top of the stack resolves
        Then "forest-1" is in its owner's library
        And "island-1" is in its owner's graveyard
    """, [cane])


def test_shuffling_this_permanent_or_elsewhere_is_refused():
    assert reason("{T}: Shuffle this artifact into its owner's library.", spell=False)
    assert reason("Shuffle target creature card from an opponent's graveyard into your library.")
    assert reason("Shuffle your graveyard into target opponent's library.")
