"""Costs of keyword and loyalty abilities (branch costs): each construct played on the reference
engine, with the neighbours it refuses."""

from __future__ import annotations

from tree_play import card, holds, play, refused

import mtg_reference_engine.rules  # noqa: F401  (registers what the engine executes)


# -- 702.1a: "Each creature card in your graveyard has scavenge. The scavenge cost is equal to its mana cost."

GRANTER = card("Test Granter", "Each creature card in your graveyard has scavenge. The scavenge cost is equal to "
               "its mana cost.", "creature", "{1}{B}{G}", "2/2")


def test_granted_scavenge_costs_the_cards_mana_cost_and_exiles_it():
    holds('''
        Given alice controls Test Granter as "granter"
        And alice has Test Lions in graveyard as "lions"
        And alice controls Plains as "plains"
        Then "lions" has the ability "Scavenge {W}"
        When alice taps "plains" for mana
        And alice activates the ability of "lions" paying {W} targeting "granter"
        Then "lions" is in exile
        When the top of the stack resolves
        Then "granter" is 4/4
    ''', [GRANTER, card("Test Lions", "", "creature", "{W}", "2/1")])


def test_a_creature_card_without_mana_cost_has_scavenge_it_cant_activate():
    nocost = card("Test Costless", "", "creature", "", "3/3")
    result, _ = play('''
        Given alice controls Test Granter as "granter"
        And alice has Test Costless in graveyard as "costless"
        Then "costless" has the ability "Scavenge"
        When alice activates the ability of "costless" targeting "granter"
        Then "costless" is in the graveyard
    ''', [GRANTER, nocost])
    assert [a for a in result["actions"] if "refused" in a], result["actions"]


def test_a_noncreature_card_or_another_keyword_is_not_read():
    holds('''
        Given alice controls Test Granter as "granter"
        And alice has Shock in graveyard as "shock"
        Then "shock" does not have the ability "Scavenge {R}"
    ''', [GRANTER])
    refused("Each creature card in your graveyard has unearth. The unearth cost is equal to its mana cost.",
            "no template")
