"""Paying life and its replacement (119.4, 614.1a, 614.13c), cards put into exile this turn, total
mana value, exiling the top of a library (branch ashiok, issue 16): each construct played on the
reference engine, with refusals and the cases where the replacement doesn't apply."""

from __future__ import annotations

import pytest
from tree_play import card, choose, holds, play

ASHIOK = "Ashiok, Wicked Manipulator"


def _yes(action: int, obj: str):
    return choose(action, "may", obj, "yes")


def _at(nth: int, kind: str, obj: str | None, value, *more):
    """An edit recording choices for the ``nth`` action that isn't an observation (0-based); ``more``:
    further (nth, kind, obj, value) quadruples."""
    def edit(fx: dict) -> None:
        for n, k, o, v in ((nth, kind, obj, value), *more):
            action = [a for a in fx["actions"] if a.get("do") != "observe"][n]
            entry = {"kind": k, "choice": v} if o is None else {"kind": k, "object": o, "choice": v}
            action.setdefault("choices", []).append(entry)
    return edit


# -- 614.13c: a land entering from the top of the library isn't among the cards exiled -------------------

def test_breeding_pool_played_from_the_top_exiles_the_next_two_cards_not_itself():
    holds(f'''
        Given it is alice's precombat main phase
        And alice has 20 life
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Courser of Kruphix as "courser"
        And alice has Island in library as "c3"
        And alice has Forest in library as "c2"
        And alice has Swamp in library as "c1"
        And alice has Breeding Pool in library as "pool"
        When alice plays "pool"
        Then "pool" is on the battlefield
        And "pool" is untapped
        And "c1" is in exile
        And "c2" is in exile
        And "c3" is in the library
        And alice has 20 life
    ''', edit=_yes(0, "pool"))


def test_declining_to_pay_exiles_nothing_and_the_land_enters_tapped():
    holds(f'''
        Given it is alice's precombat main phase
        And alice has 20 life
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Courser of Kruphix as "courser"
        And alice has Forest in library as "c2"
        And alice has Swamp in library as "c1"
        And alice has Breeding Pool in library as "pool"
        When alice plays "pool"
        Then "pool" is tapped
        And "c1" is in the library
        And "c2" is in the library
        And alice has 20 life
    ''', edit=choose(0, "may", "pool", "no"))


# -- every life payment is replaced (119.4, 614.1a) ------------------------------------------------------

def _library(n: int, player: str = "alice") -> str:
    return "\n".join(f'And {player} has Swamp in library as "{player[0]}{i}"' for i in range(n, 0, -1))


def test_phyrexian_mana_paid_with_life_exiles_that_many_cards_instead():
    holds(f'''
        Given alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Wastes as "wastes"
        And bob controls Southern Elephant as "elephant"
        And alice has Dismember in hand as "dismember"
        {_library(5)}
        When alice taps "wastes" for mana
        And alice casts "dismember" paying {{C}} and 4 life targeting "elephant"
        Then alice has 20 life
        And "a1" is in exile
        And "a4" is in exile
        And "a5" is in the library
        When the top of the stack resolves
        Then "elephant" is in its owner's graveyard
    ''')


def test_with_fewer_cards_in_the_library_than_the_payment_the_life_is_paid():
    holds(f'''
        Given alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Wastes as "wastes"
        And bob controls Southern Elephant as "elephant"
        And alice has Dismember in hand as "dismember"
        {_library(3)}
        When alice taps "wastes" for mana
        And alice casts "dismember" paying {{C}} and 4 life targeting "elephant"
        Then alice has 16 life
        And "a1" is in the library
        And "a3" is in the library
    ''')


def test_119_4_a_payment_larger_than_the_life_total_is_still_refused():
    holds(f'''
        Given alice has 3 life
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Wastes as "wastes"
        And bob controls Southern Elephant as "elephant"
        And alice has Dismember in hand as "dismember"
        {_library(5)}
        When alice taps "wastes" for mana
        And alice casts "dismember" paying {{C}} and 4 life targeting "elephant"
        Then the action is refused
        And alice has 3 life
        And "a1" is in the library
    ''')


def test_only_its_controllers_payments_are_replaced():
    holds(f'''
        Given it is bob's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And bob controls Wastes as "wastes"
        And alice controls Southern Elephant as "elephant"
        And bob has Dismember in hand as "dismember"
        {_library(5, "bob")}
        When bob taps "wastes" for mana
        And bob casts "dismember" paying {{C}} and 4 life targeting "elephant"
        Then bob has 16 life
        And "b1" is in the library
    ''')


SEER = card("Test Seer", "Pay 2 life: Draw a card.", "artifact", "{1}")


def test_a_pay_life_activation_cost_is_replaced():
    holds(f'''
        Given alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Test Seer as "seer"
        {_library(3)}
        When alice activates the ability of "seer"
        Then alice has 20 life
        And "a1" is in exile
        And "a2" is in exile
        When the top of the stack resolves
        Then "a3" is in its owner's hand
    ''', [SEER])


LEECH = card("Test Leech", "When this creature enters, tap it unless you pay 3 life.", "creature", "{B}", "2/2")


def test_pay_life_as_an_instruction_is_replaced():
    from tree_play import chooses

    holds(f'''
        Given alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice has Test Leech in hand as "leech"
        {_library(4)}
        When alice casts "leech"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "leech" is untapped
        And alice has 20 life
        And "a3" is in exile
        And "a4" is in the library
    ''', [LEECH], edit=chooses(2, "unless", "leech", "alice", "yes"))


def test_the_replacement_line_is_read_from_the_tree_and_a_neighbour_is_refused():
    from mtg_reference_engine.state import support  # noqa: F401
    import mtg_reference_engine.rules  # noqa: F401

    ok = card("Test Warden", "If you would pay life while your library has at least that many cards in it, exile that "
              "many cards from the top of your library instead.", "enchantment")
    assert not support.card_lines(ok)
    other = card("Test Warden", "If you would pay life, exile that many cards from the top of your library instead.",
                 "enchantment")
    assert support.card_lines(other)


# -- [+1]: "Look at the top two cards of your library. Exile one of them and put the other into your hand."

def test_plus_one_exiles_the_chosen_card_and_puts_the_other_into_the_hand():
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        {_library(3)}
        When alice activates the ability of "ashiok"
        Then "ashiok" has six loyalty counters on it
        When the top of the stack resolves
        Then "a2" is in exile
        And "a1" is in its owner's hand
        And "a3" is in the library
    ''', edit=_at(1, "exile_choice", "ashiok", ["a2"]))


def test_plus_one_refuses_an_exile_choice_that_is_not_among_the_cards_looked_at():
    result, _ = play(f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        {_library(3)}
        When alice activates the ability of "ashiok"
        And the top of the stack resolves
        Then "a3" is in the library
    ''', edit=_at(1, "exile_choice", "ashiok", ["a3"]))
    assert "exile_choice" in str(result["actions"][1].get("refused"))


def test_the_look_and_exile_line_refuses_a_neighbour():
    from mtg_reference_engine.state import support
    import mtg_reference_engine.rules  # noqa: F401

    ok = card("Test Seer", "Look at the top two cards of your library. Exile one of them and put the other into your hand.",
              "sorcery")
    assert not support.card_lines(ok)
    other = card("Test Seer", "Exile one of them and put the other into your hand.", "sorcery")
    # alone, with nothing looked at before it, the instruction is refused as the game runs
    from mtg_reference_engine.state.support import Unsupported

    with pytest.raises(Unsupported, match="no cards looked at"):
        play('''
            Given alice has Test Seer in hand as "seer"
            When alice casts "seer"
            And the top of the stack resolves
        ''', [other])


# -- [−2]: tokens with a quoted triggered ability whose intervening "if" reads the turn's exiles (603.4)

def test_minus_two_tokens_get_a_counter_at_combat_when_a_card_was_exiled_this_turn():
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Test Seer as "seer"
        {_library(3)}
        When alice activates the second ability of "ashiok"
        And the top of the stack resolves
        And it creates "n1" and "n2"
        Then alice controls two creature tokens
        And "n1" is 1/1
        When alice activates the ability of "seer"
        And the top of the stack resolves
        Then "a1" is in exile
        When the game proceeds to the beginning of combat step
        And the stack resolves
        Then "n1" is 2/2
        And "n2" is 2/2
        And "n1" has one +1/+1 counter on it
    ''', [SEER], edit=_at(4, "trigger_order", None, ["n1", "n2"]))


def test_the_tokens_counter_depends_on_a_card_put_into_exile_this_turn():
    script = f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has five loyalty counters on it
        And alice controls Test Seer as "seer"
        {_library(6)}
        {_library(6, "bob")}
        When alice activates the second ability of "ashiok"
        And the top of the stack resolves
        And it creates "n1" and "n2"
        {{exile}}
        When the game proceeds to the beginning of combat step
        And the stack resolves
        Then alice has 20 life
        When the game proceeds to the next turn's precombat main step
        And the game proceeds to the next turn's beginning of combat step
        Then the stack is empty
        And "n1" is 2/2
        And "n2" is 2/2
    '''
    exiled = script.replace("{exile}", 'When alice activates the ability of "seer"\n        And the top of the stack resolves')
    order = ["n1", "n2"]
    # this turn: a card was exiled (the payment of 2 life): a counter each; the next turn of alice's, with no
    # card exiled in it, the abilities don't trigger (603.4: no order to choose either)
    holds(exiled, [SEER], edit=_at(4, "trigger_order", None, order))
    # in the fixture's first turn, with nothing exiled since it began, what came before isn't stated
    from mtg_reference_engine.state.support import Unsupported

    with pytest.raises(Unsupported, match="not guessed"):
        play(script.replace("{exile}", ""), [SEER], edit=_at(2, "trigger_order", None, order))


# -- [−7]: "Target player exiles the top X cards of their library, where X is the total mana value of
# cards you own in exile."

def test_minus_seven_exiles_the_total_mana_value_of_your_exiled_cards():
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has seven loyalty counters on it
        And alice has Grizzly Bears in exile as "bears"
        And alice has Dismember in exile as "dismember"
        And bob has Lightning Bolt in exile as "bolt"
        {_library(6, "bob")}
        When alice activates the third ability of "ashiok" targeting bob
        And the top of the stack resolves
        Then "b1" is in exile
        And "b5" is in exile
        And "b6" is in the library
    ''')


def test_exiling_the_top_of_a_library_takes_as_many_as_there_are():
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {ASHIOK} as "ashiok"
        And "ashiok" has seven loyalty counters on it
        And alice has Grizzly Bears in exile as "bears"
        {_library(1, "bob")}
        When alice activates the third ability of "ashiok" targeting bob
        And the top of the stack resolves
        Then "b1" is in exile
        And the game is not over
    ''')


def test_the_instruction_and_the_total_mana_value_read_generally():
    from mtg_reference_engine.state import support
    import mtg_reference_engine.rules  # noqa: F401

    assert not support.card_lines(card("Test Exiler", "{T}: Exile the top two cards of your library.", "artifact"))
    assert not support.card_lines(card("Test Exiler", "{T}: Exile the top card of your library.", "artifact"))
    assert support.card_lines(card("Test Exiler", "{T}: Exile the top two cards of target player's library.", "artifact"))
    for line in ("Target player mills X cards, where X is the total mana value of artifacts you control.",
                 "Target player mills X cards, where X is the total mana value of cards in your graveyard."):
        assert not support.card_lines(card("Test Counter", line, "sorcery")), line
    assert support.card_lines(card("Test Counter", "Target player mills X cards, where X is the total mana value of "
                                   "cards in target player's graveyard.", "sorcery"))


def test_total_mana_value_of_permanents_you_control():
    text = "Target player mills X cards, where X is the total mana value of creatures you control."
    holds(f'''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Southern Elephant as "elephant"
        And alice has Test Mill in hand as "mill"
        {_library(7, "bob")}
        When alice casts "mill" targeting bob
        And the top of the stack resolves
        Then "b6" is in its owner's graveyard
        And "b7" is in the library
    ''', [card("Test Mill", text, "sorcery", "{U}")])


# -- tokens with quoted triggered abilities (111.4) ------------------------------------------------------

def test_a_token_defined_with_a_quoted_triggered_ability_has_it_and_a_neighbour_is_refused():
    from mtg_reference_engine.state import support
    import mtg_reference_engine.rules  # noqa: F401

    maker = card("Test Maker", 'Create a 1/1 black Rat creature token with "When this token dies, you gain 2 life."',
                 "sorcery", "{B}")
    assert not support.card_lines(maker)
    holds('''
        Given alice has Test Maker in hand as "maker"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "maker"
        And the top of the stack resolves
        And it creates "rat"
        Then "rat" is 1/1
        When alice casts "bolt" targeting "rat"
        And the stack resolves
        Then alice has 22 life
    ''', [maker])
    unread = card("Test Maker", 'Create a 1/1 black Rat creature token with "When this token dies, you gain life for '
                  'each creature that has flanking."', "sorcery", "{B}")
    assert support.card_lines(unread)


# -- 614.13c: the count of the library with a card entering from it is not guessed -----------------------

def test_whether_the_entering_card_counts_for_the_library_size_is_refused():
    from mtg_reference_engine.state.support import Unsupported

    with pytest.raises(Unsupported, match="614.13c"):
        play(f'''
            Given it is alice's precombat main phase
            And alice controls {ASHIOK} as "ashiok"
            And "ashiok" has five loyalty counters on it
            And alice controls Courser of Kruphix as "courser"
            And alice has Swamp in library as "c1"
            And alice has Breeding Pool in library as "pool"
            When alice plays "pool"
        ''', edit=_yes(0, "pool"))


def test_each_player_exiles_the_top_card_of_their_library():
    holds('''
        Given alice has Test Exile in hand as "spell"
        And alice has Swamp in library as "a2"
        And alice has Swamp in library as "a1"
        And bob has Swamp in library as "b1"
        When alice casts "spell"
        And the top of the stack resolves
        Then "a1" is in exile
        And "a2" is in the library
        And "b1" is in exile
    ''', [card("Test Exile", "Each player exiles the top card of their library.", "sorcery", "{B}")])


def test_a_name_in_a_tokens_quoted_ability_is_refused():
    # 201.5a: "card named Rekindling Phoenix" in the token's ability names the card that created it
    from mtg_reference_engine.state import support
    import mtg_reference_engine.rules  # noqa: F401

    phoenix = card("Test Phoenix", 'When this creature dies, create a 0/1 red Elemental creature token with "At the '
                   'beginning of your upkeep, sacrifice this token and return target card named Test Phoenix from your '
                   'graveyard to the battlefield. It gains haste until end of turn."', "creature", "{2}{R}{R}", "4/3")
    assert any("201.5a" in w for row in support.card_lines(phoenix) for w in row["why"])
    it_has = card("Test Phoenix", 'When this creature dies, create a 0/1 red Elemental creature token. It has "At the '
                  'beginning of your upkeep, return target card named Test Phoenix from your graveyard to the '
                  'battlefield."', "creature", "{2}{R}{R}", "4/3")
    assert any("201.5a" in w for row in support.card_lines(it_has) for w in row["why"])


def test_a_token_defined_with_a_quoted_mana_ability_can_activate_it():
    spawner = card("Test Spawner", 'Create a 0/1 colorless Eldrazi Spawn creature token with "Sacrifice this token: '
                   'Add {C}."', "sorcery", "{1}")
    holds('''
        Given alice has Test Spawner in hand as "spawner"
        When alice casts "spawner"
        And the top of the stack resolves
        And it creates "spawn"
        Then "spawn" is 0/1
        When alice activates the mana ability of "spawn"
        Then alice's mana pool holds {C}
        And alice controls no creatures
    ''', [spawner])


def test_exile_the_top_card_then_a_cast_permission_for_that_card():
    spell = card("Test Cast", "Exile the top card of your library. You may cast that card this turn.", "sorcery", "{R}")
    holds('''
        Given alice has Test Cast in hand as "spell"
        And alice has Grizzly Bears in library as "bears"
        When alice casts "spell"
        And the stack resolves
        Then "bears" is in exile
        When alice casts "bears"
        And the stack resolves
        Then "bears" is on the battlefield
    ''', [spell])
    # a permission to cast: a land card can't be played with it (305.9)
    holds('''
        Given it is alice's precombat main phase
        And alice has Test Cast in hand as "spell"
        And alice has Forest in library as "forest"
        When alice casts "spell"
        And the stack resolves
        Then "forest" is in exile
        When alice plays "forest"
        Then the action is refused
        And "forest" is in exile
    ''', [spell])
