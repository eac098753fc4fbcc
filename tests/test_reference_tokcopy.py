"""Tokens that are copies (111.1, 707.2, 707.5, 707.9) and "a number of <token> equal to <amount>"
(701.7a), read from the grammar's tree and played (branch tokcopy)."""

from __future__ import annotations

from tree_play import card, holds, reason


def test_a_token_copy_of_target_creature_has_its_copiable_values():
    # 707.2: name, mana cost, types, P/T and abilities are copied; counters are not (707.2, 122)
    text = "Create a token that's a copy of target creature you control, except it has haste."
    assert reason(text) == []
    holds('''
        Given alice controls Llanowar Elves as "elves"
        And alice has Test Duplicate in hand as "dup"
        When alice casts "dup" targeting "elves"
        And the top of the stack resolves
        And it creates "token"
        Then "token" is named "Llanowar Elves"
        And "token" has mana cost "{G}"
        And "token" has the subtypes Elf and Druid
        And "token" has the ability "{T}: Add {G}."
        And "token" is controlled by alice
        And alice controls 1 creature token
        And alice controls 2 creatures
    ''', [card("Test Duplicate", text, "sorcery", "{U}")])


def test_a_copy_of_an_illegal_target_is_not_created():
    text = "Create a token that's a copy of target creature you control, except it has haste."
    holds('''
        Given alice controls Llanowar Elves as "elves"
        And alice has Test Duplicate in hand as "dup"
        And bob has Lightning Bolt in hand as "bolt"
        When alice casts "dup" targeting "elves"
        And bob casts "bolt" targeting "elves"
        And the top of the stack resolves
        And the top of the stack resolves
        Then alice controls no tokens
    ''', [card("Test Duplicate", text, "sorcery", "{U}")])


def test_except_its_an_artifact_in_addition_and_except_it_has_haste():
    # 707.9a: the exception becomes part of the copiable values
    text = ("Create a token that's a copy of target creature, except it's an artifact in addition to its other "
            "types.")
    assert reason(text) == []
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Forge in hand as "forge"
        When alice casts "forge" targeting "bears"
        And the top of the stack resolves
        And it creates "token"
        Then "token" has the card types artifact and creature
        And "token" is named "Grizzly Bears"
        And "token" is controlled by alice
    ''', [card("Test Forge", text, "sorcery", "{R}")])
    text = "Create a token that's a copy of target creature you control, except it has haste."
    assert reason(text) == []
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Haste Copy in hand as "hc"
        When alice casts "hc" targeting "bears"
        And the top of the stack resolves
        And it creates "token"
        Then "token" has the ability "Haste"
    ''', [card("Test Haste Copy", text, "sorcery", "{R}")])


def test_a_copy_of_this_creature_from_a_trigger():
    text = "{1}: Create a token that's a copy of this creature, except it's a Spirit in addition to its other types."
    assert reason(text, spell=False) == []
    holds('''
        Given alice controls Test Twin as "twin"
        When alice activates the ability of "twin"
        And the top of the stack resolves
        And it creates "token"
        Then alice controls 2 creatures
        And alice controls 1 creature token
        And "token" has the subtypes Elf and Spirit
        And "token" is named "Test Twin"
    ''', [card("Test Twin", text, "creature", "{G}", "2/2", subtypes=("Elf",))])


def test_two_tokens_that_are_copies():
    text = "Create two tokens that are copies of target creature you control."
    assert reason(text) == []
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Mirror in hand as "m"
        When alice casts "m" targeting "bears"
        And the top of the stack resolves
        Then alice controls 2 creature tokens
        And alice controls 3 creatures
    ''', [card("Test Mirror", text, "sorcery", "{U}")])


def test_a_number_of_tokens_equal_to_an_amount():
    text = "Create a number of 1/1 black Rat creature tokens equal to the number of opponents you have."
    assert reason(text) == []
    holds('''
        Given alice has Test Rats in hand as "rats"
        When alice casts "rats"
        And the top of the stack resolves
        Then alice controls 1 creature token
    ''', [card("Test Rats", text, "sorcery", "{B}")])
    text = "Create a number of 1/1 red Goblin creature tokens equal to the number of creatures you control."
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice has Test Gobs in hand as "gobs"
        When alice casts "gobs"
        And the top of the stack resolves
        Then alice controls 2 creature tokens
    ''', [card("Test Gobs", text, "sorcery", "{R}")])


def test_refusals():
    # a quoted exception (707.9) and a copy of an object the engine does not read stay unsupported
    assert reason("Create a token that's a copy of target creature you control, except it has \"{T}: Draw a card.\"")
    assert reason("Create a token that's a copy of up to one target creature.")


def test_an_x_x_token_where_x_is_a_count():
    # 107.3, 608.2h: X is determined once; the token is X/X from then on
    text = "Create an X/X green Ooze creature token, where X is the number of creatures you control."
    assert reason(text) == []
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And bob controls Grizzly Bears as "b3"
        And alice has Test Ooze in hand as "ooze"
        When alice casts "ooze"
        And the top of the stack resolves
        And it creates "token"
        Then "token" is 2/2
        And "token" has the subtypes Ooze
        And alice controls 3 creatures
    ''', [card("Test Ooze", text, "sorcery", "{G}")])


def test_x_tokens_that_are_copies_where_x_is_a_count():
    text = "Create X tokens that are copies of target creature you control, where X is the number of lands you control."
    assert reason(text) == []
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice controls Forest as "f3"
        And alice has Test Echoes in hand as "echoes"
        When alice casts "echoes" targeting "bears"
        And the top of the stack resolves
        Then alice controls 3 creature tokens
        And alice controls 4 creatures
    ''', [card("Test Echoes", text, "sorcery", "{G}")])


def test_a_copy_of_an_object_an_earlier_instruction_moved_is_refused():
    # 608.2h: the copy would use the returned creature's last known copiable values
    assert reason("Return target creature to its owner's hand. You create a token that's a copy of that creature.")


def test_a_copy_of_this_creature_after_it_left_is_unsupported_when_it_happens():
    # 608.2h: the token would copy its last known values; the engine says it doesn't read them
    import pytest
    from mtg_reference_engine.state.support import Unsupported
    from tree_play import play

    text = "{1}: Create a token that's a copy of this creature."
    with pytest.raises(Unsupported, match="608.2h"):
        play('''
        Given alice controls Test Twin as "twin"
        And bob has Lightning Bolt in hand as "bolt"
        When alice activates the ability of "twin"
        And bob casts "bolt" targeting "twin"
        And the top of the stack resolves
        And the top of the stack resolves
        Then alice controls no tokens
    ''', [card("Test Twin", text, "creature", "{G}", "2/2", subtypes=("Elf",))])


def test_sacrifice_it_and_exile_that_token_at_the_beginning_of_the_next_end_step():
    # 603.7a, 603.7c: a delayed triggered ability created as the instruction is followed; its 'it' /
    # 'that token' is the token just created
    text = ("{1}: Create a token that's a copy of target creature you control, except it has haste. "
            "Sacrifice it at the beginning of the next end step.")
    assert reason(text, spell=False) == []
    holds('''
        Given alice controls Test Kiln as "kiln"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "kiln" targeting "bears"
        And the top of the stack resolves
        And it creates "token"
        Then "token" is on the battlefield
        When the game proceeds to the end step
        And the top of the stack resolves
        Then "token" no longer exists
        And "bears" is on the battlefield
    ''', [card("Test Kiln", text, "artifact")])
    text = "{1}: Create a token that's a copy of this creature. Exile that token at the beginning of the next end step."
    assert reason(text, spell=False) == []
    holds('''
        Given alice controls Test Splitter as "splitter"
        When alice activates the ability of "splitter"
        And the top of the stack resolves
        Then alice controls 1 creature token
        When the game proceeds to the end step
        And the top of the stack resolves
        Then alice controls no tokens
        And "splitter" is on the battlefield
    ''', [card("Test Splitter", text, "creature", "{R}", "2/2", subtypes=("Elemental",))])


def test_delayed_instructions_of_anything_but_the_tokens_just_created_are_refused():
    assert reason("{1}: Return target creature card from your graveyard to the battlefield. Sacrifice it at the "
                  "beginning of the next end step.", spell=False)
    assert reason("{1}: Destroy target creature. Exile that token at the beginning of the next end step.", spell=False)


def test_a_copy_of_enchanted_creature():
    text = "{1}: Create a token that's a copy of enchanted creature, except it's a Spirit in addition to its other types."
    assert reason(text, spell=False) == []
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Mirror Aura as "aura"
        And "aura" is attached to "bears"
        When alice activates the ability of "aura"
        And the top of the stack resolves
        And it creates "token"
        Then "token" is named "Grizzly Bears"
        And "token" has the subtypes Bear and Spirit
        And "token" is 2/2
    ''', [card("Test Mirror Aura", "Enchant creature\n" + text, "enchantment", "{U}", subtypes=("Aura",))])
