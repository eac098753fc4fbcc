"""The monarch (724) from the grammar's tree: "you become the monarch", its two inherent triggered
abilities (724.2), and "if you're the monarch"."""

from tree_play import card, holds, reason

HERALD = card("Test Herald", "When this creature enters, you become the monarch.", "creature", "{1}{W}", "1/1")
LOYAL = card("Test Loyalist", "At the beginning of your upkeep, if you're the monarch, you gain 2 life.",
             "creature", "{W}", "1/1")

BECOME = """
    Given it is alice's precombat main phase
    And alice has Test Herald in hand as "herald"
    And alice has Forest in library as "forest-a1"
    And alice has Forest in library as "forest-a2"
    And bob has Forest in library as "forest-b1"
    And bob has Forest in library as "forest-b2"
    When alice casts "herald"
    And the top of the stack resolves
    And the top of the stack resolves
"""


def test_the_monarch_draws_a_card_at_the_beginning_of_their_end_step():
    holds(BECOME + """
        When the game proceeds to the end step
        Then the stack holds one object
        When the top of the stack resolves
        Then alice has one card in hand
    """, [HERALD])


def test_combat_damage_to_the_monarch_makes_the_creatures_controller_the_monarch():
    holds(BECOME + """
        Given bob controls Grizzly Bears as "bears"
        When the game proceeds to the end step
        And the top of the stack resolves
        And the game proceeds to the next turn's precombat main phase
        And bob attacks alice with "bears"
        And the game proceeds to the combat damage step
        Then alice has 18 life
        And the stack holds one object
        When the top of the stack resolves
        And the game proceeds to the end step
        Then the stack holds one object
        When the top of the stack resolves
        Then bob has two cards in hand
    """, [HERALD])


def test_if_youre_the_monarch():
    holds(BECOME + """
        Given alice controls Test Loyalist as "loyalist"
        When the game proceeds to the end step
        And the top of the stack resolves
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then alice has 22 life
    """, [HERALD, LOYAL])


def test_another_player_becoming_the_monarch_by_a_phrase_not_read_is_refused():
    assert reason("Target opponent becomes the monarch and you gain 1 life.")
