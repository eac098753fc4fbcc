"""Names in rules text (201.5, 201.5a) and tokens by a card's name (111.11), played on the reference
engine (branch names: rules/self_names.py)."""

from __future__ import annotations

from tree_play import card, holds, play, refused

GRIME_TOKEN = ('Whenever a nontoken creature you control dies, put a slime counter on this enchantment, then '
               'create a green Ooze creature token with "This token\'s power and toughness are each equal to the '
               'number of slime counters on Test Card."')


def test_granted_name_means_the_granting_source_not_another_object_with_that_name():
    # 201.5a: two enchantments with the same name; each token counts its creator's counters only
    grime = card("Test Card", GRIME_TOKEN, "enchantment", "{4}{G}")
    holds("""
        Given alice controls Test Card as "grime"
        And "grime" has four slime counters on it
        And bob controls Test Card as "other"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "bob-bears"
        And alice has Shock in hand as "shock"
        And alice has Shock in hand as "shock-2"
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        Then "grime" triggered once
        And "other" did not trigger
        When the top of the stack resolves
        And it creates "grime-ooze"
        Then "grime-ooze" is 5/5
        When alice casts "shock-2" targeting "bob-bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "other-ooze"
        Then "other-ooze" is 1/1
        And "grime-ooze" is 5/5
        And "grime" has five slime counters on it
        And "other" has one slime counter on it
    """, [grime])


def test_token_dies_when_its_named_source_leaves_the_battlefield():
    # 400.7: the enchantment in the graveyard is a new object; the name meant the one on the battlefield
    grime = card("Test Card", GRIME_TOKEN, "enchantment", "{4}{G}")
    holds("""
        Given alice controls Test Card as "grime"
        And alice controls Grizzly Bears as "bears"
        And alice has Shock in hand as "shock"
        And alice has Disenchant in hand as "disenchant"
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "ooze"
        Then "ooze" is 1/1
        When alice casts "disenchant" targeting "grime"
        And the top of the stack resolves
        Then "ooze" no longer exists
    """, [grime])


def test_token_ability_without_toughness_is_refused():
    refused('Whenever a nontoken creature you control dies, create a green Ooze creature token with '
            '"This token\'s power is equal to the number of slime counters on Test Card."',
            "a token whose power and toughness nothing defines is not executed")


def test_counters_on_another_object_in_a_token_ability_is_refused():
    refused('Whenever a nontoken creature you control dies, create a green Ooze creature token with '
            '"This token\'s power and toughness are each equal to the number of slime counters on enchanted creature."',
            "a token's ability: the number 'counters_on' is not executed here")
