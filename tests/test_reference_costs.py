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


# -- 606.5: "Planeswalkers' loyalty abilities you activate cost an additional [+1] to activate."

ADDER = card("Test Adder", "Planeswalkers' loyalty abilities you activate cost an additional [+1] to activate.",
             "enchantment", "{2}")


def _walker() -> dict:
    pw = card("Test Walker", "+1: Target player gains 2 life.\n−2: Target player draws a card.", "planeswalker", "{2}{W}")
    pw["loyalty"] = "3"
    return pw


def test_an_additional_plus_one_combines_with_the_abilitys_own_cost():
    holds('''
        Given alice controls Test Adder as "adder"
        And alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        When alice activates the ability of "walker" targeting alice
        Then "walker" has five loyalty counters on it
    ''', [ADDER, _walker()])


def test_a_minus_two_becomes_minus_one_and_606_6_reads_the_combined_cost():
    holds('''
        Given alice controls Test Adder as "adder"
        And alice controls Test Walker as "walker"
        And "walker" has one loyalty counter on it
        When alice activates the second ability of "walker" targeting alice
        Then "walker" is in the graveyard
    ''', [ADDER, _walker()])
    result, _ = play('''
        Given alice controls Test Walker as "walker"
        And "walker" has one loyalty counter on it
        When alice activates the second ability of "walker" targeting alice
        Then "walker" has one loyalty counter on it
    ''', [_walker()])
    assert "606.6" in result["actions"][0]["refused"]


def test_the_additional_cost_is_only_for_the_abilities_its_controller_activates():
    holds('''
        Given bob controls Test Adder as "adder"
        And alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        When alice activates the ability of "walker" targeting alice
        Then "walker" has four loyalty counters on it
    ''', [ADDER, _walker()])
    refused("Planeswalkers' loyalty abilities your opponents activate cost an additional [+1] to activate.",
            "no template")


# -- "Whenever Carth enters or a planeswalker you control dies, ..." (603.2, 700.4) and 'you may ... and ...'

def test_a_planeswalker_dying_triggers_and_declining_the_reveal_puts_nothing_in_hand():
    watcher = card("Test Watcher", "Whenever this creature enters or a planeswalker you control dies, look at the top "
                   "seven cards of your library. You may reveal a planeswalker card from among them and put it into "
                   "your hand. Put the rest on the bottom of your library in a random order.", "creature", "{2}", "3/3")
    holds('''
        Given alice controls Test Watcher as "watcher"
        And alice controls Test Walker as "walker"
        And "walker" has two loyalty counters on it
        And alice has Grizzly Bears in library as "bears"
        When alice activates the second ability of "walker" targeting bob
        Then "walker" is in the graveyard
        And "watcher" triggered once
        When the stack resolves
        And "watcher" chooses no for "may"
        Then "bears" is in the library
        And alice has no cards in hand
    ''', [watcher, _walker()])
    refused("Whenever this creature enters or a planeswalker you control dies, exile this creature.",
            "an object that left")


def test_a_legendary_short_name_before_the_and_a_verb_that_is_not_one():
    from mtg_reference_engine.text import nodes as N
    from mtg_reference_engine.text.parse import parse_card

    carth = parse_card("Whenever Carth enters, you gain 1 life.", ("Carth the Lion",))[0].ability
    assert isinstance(carth.trigger.event.parts[0], N.SelfRef)
    evidence = parse_card("Destroy target land.", ("Destroy the Evidence",))[0].ability
    assert not any(isinstance(n, N.SelfRef) for n in N.walk(evidence))


# -- 702.24a: "Cumulative upkeep {W} or {U}" paid from the mana pool; "for each age counter on it" as it died

KEEPER = card("Test Keeper", "Cumulative upkeep {W} or {U}\nWhen this creature dies, create a 1/1 white Bird creature "
              "token with flying for each age counter on it.", "creature", "{2}{W}", "3/3")


def test_cumulative_upkeep_with_a_choice_is_one_hybrid_symbol_per_age_counter():
    holds('''
        Given it is alice's untap step
        And alice controls Test Keeper as "keeper"
        And "keeper" has one age counter on it
        And alice controls Island as "island-1"
        And alice controls Island as "island-2"
        When the step ends
        And alice taps "island-1" for mana
        And alice taps "island-2" for mana
        And the top of the stack resolves
        And alice pays {U}{U} as the ability of "keeper" resolves
        Then "keeper" has two age counters on it
        And alice's mana pool is empty
        And "keeper" is on the battlefield
    ''', [KEEPER])


def test_an_unpaid_cumulative_upkeep_sacrifices_and_the_dies_trigger_counts_its_last_age_counters():
    result, _ = play('''
        Given it is alice's untap step
        And alice controls Test Keeper as "keeper"
        And "keeper" has one age counter on it
        When the step ends
        And the top of the stack resolves
        And alice pays {W}{W} as the ability of "keeper" resolves
        Then "keeper" is on the battlefield
    ''', [KEEPER])
    assert [a for a in result["actions"] if "refused" in a], result["actions"]  # no mana in the pool: not paid
    holds('''
        Given it is alice's untap step
        And alice controls Test Keeper as "keeper"
        And "keeper" has one age counter on it
        When the step ends
        And the top of the stack resolves
        And "keeper" chooses no for "may"
        Then "keeper" is in the graveyard
        When the stack resolves
        Then alice controls two creature tokens
    ''', [KEEPER])
    refused("Cumulative upkeep {W} or {U} or {B}", "no template")


def test_counters_on_it_with_no_object_to_read_is_refused_at_the_node():
    refused("When this creature dies, create a 1/1 white Bird creature token with flying for each age counter on "
            "target creature.", "")


# -- 702.1b: "This creature has echo {X}, where X is your life total."; "an amount of damage of your choice"

from tree_play import choose  # noqa: E402

HELLION = card("Test Hellion", "This creature has echo {X}, where X is your life total.\nWhen this creature enters, it "
               "deals an amount of damage of your choice to you and target creature. The damage can't be prevented.",
               "creature", "{2}{R}{R}", "6/5")


def test_echo_x_is_the_life_total_as_the_trigger_resolves():
    holds('''
        Given it is alice's untap step
        And alice has 2 life
        And alice controls Test Hellion as "hellion"
        And "hellion" entered the battlefield last turn
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        Then "hellion" has the ability "Echo {X}"
        When the step ends
        And alice taps "m1" for mana
        And alice taps "m2" for mana
        And the top of the stack resolves
        And alice pays {R}{R} as the ability of "hellion" resolves
        Then "hellion" is on the battlefield
        And alice's mana pool is empty
    ''', [HELLION])


def test_the_chosen_amount_of_damage_is_dealt_to_its_controller_and_the_target():
    holds('''
        Given alice has Test Hellion in hand as "hellion"
        And bob controls Grizzly Bears as "bears"
        When alice casts "hellion"
        And the top of the stack resolves
        And "hellion"'s ability targets "bears"
        And the top of the stack resolves
        Then alice has 17 life
        And "bears" is in the graveyard
    ''', [HELLION], edit=choose(2, "damage_amount", "hellion", 3))
    result, _ = play('''
        Given alice has Test Hellion in hand as "hellion"
        And bob controls Grizzly Bears as "bears"
        When alice casts "hellion"
        And the top of the stack resolves
        And "hellion"'s ability targets "bears"
        And the top of the stack resolves
        Then alice has 20 life
    ''', [HELLION], edit=choose(2, "damage_amount", "hellion", -1))
    assert "refused" in result["actions"][2], result["actions"]


def test_a_damage_of_your_choice_to_another_recipient_or_an_undefined_echo_x_is_refused():
    refused("When this creature enters, it deals an amount of damage of your choice to target player.", "")
    refused("This creature has echo {X}, where X is the number of cards in your hand.", "")


def test_the_damage_cant_be_prevented():
    # a shield "prevent the next 4 damage that would be dealt to" alice doesn't apply (615.12)
    holds('''
        Given alice has Test Hellion in hand as "hellion"
        And alice has Mending Hands in hand as "hands"
        And bob controls Grizzly Bears as "bears"
        When alice casts "hands" targeting alice
        And the top of the stack resolves
        And alice casts "hellion"
        And the top of the stack resolves
        And "hellion"'s ability targets "bears"
        And the top of the stack resolves
        Then alice has 16 life
    ''', [HELLION], edit=choose(4, "damage_amount", "hellion", 4))


# -- 701.67: waterbend as an additional cost; "If this spell's additional cost was paid, instead ..."

def _bender(may: str = "you may ") -> dict:
    return card("Test Bender", f"As an additional cost to cast this spell, {may}waterbend {{2}}.\nDraw a card. If "
                "this spell's additional cost was paid, instead draw three cards.", "sorcery", "{1}{U}")


BENDER_SETUP = '''
        Given alice has Test Bender in hand as "bender"
        And alice controls Island as "island"
        And alice controls Grizzly Bears as "bears-1"
        And alice controls Grizzly Bears as "bears-2"
        And alice controls Grizzly Bears as "bears-3"
        And alice has Forest in library as "c1"
        And alice has Forest in library as "c2"
        And alice has Forest in library as "c3"
        When alice taps "island" for mana
'''


def test_waterbend_taps_creatures_for_its_generic_mana_only():
    holds(BENDER_SETUP + '''
        And alice casts "bender" paying {U}
        And alice pays its waterbend cost tapping "bears-1", "bears-2" and "bears-3"
        Then the action is refused
        When alice casts "bender" paying {U}
        And alice pays its waterbend cost tapping "bears-1" and "bears-2"
        Then the action is refused
    ''', [_bender()])


def test_waterbend_paid_in_full_and_the_instead_instructions():
    wb = card("Test Bender", "As an additional cost to cast this spell, you may waterbend {2}.\nDraw a card. If "
              "this spell's additional cost was paid, instead draw three cards.", "sorcery", "{U}")
    holds(BENDER_SETUP + '''
        And alice casts "bender" paying {U}
        And alice pays its waterbend cost tapping "bears-1" and "bears-2"
        Then "bears-1" is tapped
        And "bears-3" is untapped
        When the top of the stack resolves
        Then alice has three cards in hand
    ''', [wb])
    holds(BENDER_SETUP + '''
        And alice casts "bender" paying {U}
        Then alice's mana pool is empty
        When the top of the stack resolves
        Then alice has one card in hand
    ''', [wb])


def test_a_mandatory_waterbend_must_be_paid_and_waterbend_x_is_not_read():
    wb = card("Test Bender", "As an additional cost to cast this spell, waterbend {1}.\nDraw a card.", "sorcery", "{U}")
    result, _ = play(BENDER_SETUP + '''
        And alice casts "bender" paying {U}
        Then "bender" is in the hand
    ''', [wb])
    assert "601.2b" in result["actions"][1]["refused"], result["actions"]
    holds(BENDER_SETUP + '''
        And alice casts "bender" paying {U}
        And alice pays its waterbend cost tapping "bears-1"
        Then "bender" is a spell on the stack
    ''', [wb])
    refused("As an additional cost to cast this spell, waterbend {X}.", "")


def test_a_spell_that_exiles_itself_is_exiled_not_put_into_the_graveyard():
    holds('''
        Given alice has Test Exiler in hand as "exiler"
        When alice casts "exiler"
        And the top of the stack resolves
        Then "exiler" is in exile
        And alice has 22 life
    ''', [card("Test Exiler", "You gain 2 life.\nExile Test Exiler.", "sorcery", "{W}")])


# -- 614.1: "If a creature would enter ... under an opponent's control this turn, it enters under your control instead."

GATHER = card("Test Gatherer", "If a creature would enter the battlefield under an opponent's control this turn, it "
              "enters under your control instead.", "instant", "{3}{U}{U}{U}")


def test_an_opponents_creature_spell_enters_under_the_casters_control_but_a_land_doesnt():
    holds('''
        Given bob has Test Gatherer in hand as "gatherer"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Forest in hand as "forest"
        When bob casts "gatherer"
        And the top of the stack resolves
        And alice casts "bears"
        And the top of the stack resolves
        And alice plays "forest"
        Then "bears" is controlled by bob
        And "forest" is controlled by alice
    ''', [GATHER])


def test_the_casters_own_creatures_are_unchanged_and_a_replacement_for_all_turns_is_not_read():
    holds('''
        Given alice has Test Gatherer in hand as "gatherer"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "gatherer"
        And the top of the stack resolves
        And alice casts "bears"
        And the top of the stack resolves
        Then "bears" is controlled by alice
    ''', [GATHER])
    refused("If a creature would enter the battlefield under an opponent's control, it enters under your control "
            "instead.", "", spell=True)
