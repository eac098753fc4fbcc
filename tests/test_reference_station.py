"""Station (702.184), station cards (721) and a creature's toughness used instead of its power for stationing
(702.184c) and for combat damage (510.1a), played on the reference engine (branch station)."""

from __future__ import annotations

import pytest
from tree_play import card, holds, play

from mtg_reference_engine.state.support import Unsupported, abilities_of, card_lines
from mtg_reference_engine.text.station import striations

FRIGATE = ('Given it is alice\'s precombat main phase\n'
           'And alice controls Lumen-Class Frigate as "frigate"\n')


def test_the_station_ability_puts_charge_counters_equal_to_the_tapped_creatures_power():
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        When alice activates the ability of "frigate"
        And alice taps "giant" to station
        Then "giant" is tapped
        And "frigate" has no counters on it
        When the top of the stack resolves
        Then "frigate" has three charge counters on it and no other counters
    ''')


def test_stationing_again_adds_counters_and_a_summoning_sick_creature_may_station():
    """3 from Hill Giant; then Giant Spider is 3/5 under the Frigate's 2+ ability: 3 more."""
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And alice controls Giant Spider as "spider"
        And "spider" entered the battlefield this turn
        When alice activates the ability of "frigate"
        And alice taps "giant" to station
        And the top of the stack resolves
        And alice activates the ability of "frigate"
        And alice taps "spider" to station
        And the top of the stack resolves
        Then "frigate" has six charge counters on it and no other counters
    ''')


def test_the_station_cost_is_one_other_untapped_creature_alice_controls():
    for setup, tap in (('And alice controls Hill Giant as "giant"\nAnd "giant" is tapped', '"giant"'),
                       ('And bob controls Hill Giant as "giant"', '"giant"'),
                       ('And alice controls Forest as "giant"', '"giant"'),
                       ('And alice controls Hill Giant as "giant"\nAnd alice controls Giant Spider as "spider"',
                        '"giant" and "spider"'),
                       ('And alice controls Hill Giant as "giant"', '"frigate"')):
        holds(FRIGATE + setup + f'''
            When alice activates the ability of "frigate"
            And alice taps {tap} to station
            Then the action is refused
            And "frigate" has no counters on it
        ''')
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        When alice activates the ability of "frigate"
        Then the action is refused
    ''')


def test_station_is_activated_only_as_a_sorcery():
    holds('''
        Given it is bob's precombat main phase
        And alice controls Lumen-Class Frigate as "frigate"
        And alice controls Hill Giant as "giant"
        When alice activates the ability of "frigate"
        And alice taps "giant" to station
        Then the action is refused
        And "giant" is untapped
    ''')


def test_the_creature_gone_before_resolution_counts_as_it_last_existed():
    holds(FRIGATE + '''
        And alice controls Tapestry Warden as "warden"
        And alice controls Giant Spider as "spider"
        And alice has Murder in hand as "murder"
        When alice activates the ability of "frigate"
        And alice taps "spider" to station
        And alice casts "murder" targeting "spider"
        And the top of the stack resolves
        Then "spider" is in the graveyard
        When the top of the stack resolves
        Then "frigate" has four charge counters on it and no other counters
    ''')


def test_the_toughness_rule_is_read_as_the_station_ability_resolves():
    """Giant Growth (+3/+3) on Giant Spider (2/4 -> 5/7) after the cost is paid: its toughness is still
    greater, 7 counters; the Warden gone before resolution: its power, 5."""
    holds(FRIGATE + '''
        And alice controls Tapestry Warden as "warden"
        And alice controls Giant Spider as "spider"
        And alice has Giant Growth in hand as "growth"
        When alice activates the ability of "frigate"
        And alice taps "spider" to station
        And alice casts "growth" targeting "spider"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "frigate" has seven charge counters on it and no other counters
    ''')
    holds(FRIGATE + '''
        And alice controls Tapestry Warden as "warden"
        And alice controls Giant Spider as "spider"
        And alice has Giant Growth in hand as "growth"
        And alice has Murder in hand as "murder"
        When alice activates the ability of "frigate"
        And alice taps "spider" to station
        And alice casts "growth" targeting "spider"
        And the top of the stack resolves
        And alice casts "murder" targeting "warden"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "frigate" has five charge counters on it and no other counters
    ''')


def test_an_opponents_tapestry_warden_doesnt_change_alices_stationing():
    holds(FRIGATE + '''
        And bob controls Tapestry Warden as "warden"
        And alice controls Giant Spider as "spider"
        When alice activates the ability of "frigate"
        And alice taps "spider" to station
        And the top of the stack resolves
        Then "frigate" has two charge counters on it and no other counters
    ''')


def test_station_symbols_by_charge_counters():
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And "frigate" has 11 charge counters on it
        Then "giant" is 4/4
        And "frigate" is not a creature
        And "frigate" does not have the ability "Flying"
    ''')
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And "frigate" has 12 charge counters on it
        Then "giant" is 4/4
        And "frigate" has the card types artifact and creature
        And "frigate" is 3/5
        And "frigate" has the ability "Flying"
        And "frigate" has the ability "Lifelink"
        And "frigate" has the ability "Other creatures you control get +1/+1."
    ''')
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And "frigate" has one charge counter on it
        Then "giant" is 3/3
        And "frigate" does not have the ability "Other creatures you control get +1/+1."
    ''')


def test_a_stationed_creature_keeps_counters_and_pumps_apply_after_its_base():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Galvanizing Sawship as "sawship"
        And "sawship" has three charge counters on it
        And alice has Giant Growth in hand as "growth"
        When alice casts "growth" targeting "sawship"
        And the top of the stack resolves
        Then "sawship" is 9/8
    ''')


def test_the_station_card_in_hand_has_no_power_or_toughness():
    holds('''
        Given it is alice's precombat main phase
        And alice has Galvanizing Sawship in hand as "sawship"
        Then "sawship" has no power or toughness
        And "sawship" is not a creature
    ''')


def test_tapestry_warden_assigns_combat_damage_equal_to_toughness():
    """Tapestry Warden (3/4) assigns 4; Water Elemental (5/4) its power, 5."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Tapestry Warden as "warden"
        And alice controls Water Elemental as "elemental"
        When alice attacks bob with "warden" and "elemental"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 11 life
        And "warden" is untapped
    ''')


def test_the_combat_damage_rule_follows_its_qualifier():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Tapestry Warden as "warden"
        And alice controls Giant Spider as "spider"
        And bob controls Tapestry Warden as "bobwarden"
        And bob controls Giant Spider as "bobspider"
        When alice attacks bob with "spider"
        And bob blocks "spider" with "bobspider"
        And combat damage is dealt
        Then "bobspider" is in the graveyard
        And "spider" is in the graveyard
    ''')


def test_striations_are_read_only_on_station_cards():
    text = "Roll a d20.\n1—14 | Draw a card.\n15+ | Draw two cards."
    assert striations(text) is None
    head, parts = striations("Flash\nStation\n8+ | Flying\nWhenever this Spacecraft attacks, draw a card.")
    assert head == "Flash\nStation" and parts == [(8, "Flying\nWhenever this Spacecraft attacks, draw a card.")]
    abilities = abilities_of("Station\n8+ | Flying\nWhenever this Spacecraft attacks, draw a card.", "Test", False)
    assert [a.spec.get("station") for a in abilities] == [None, 8, 8]


def test_a_striation_line_the_engine_doesnt_read_is_refused():
    ship = card("Test Ship", "Station\n4+ | Flying\nThis Spacecraft gets +1/+0 for each artifact you control, "
                "then frobnicates.", ["artifact"], "{2}", "2/2", ("Spacecraft",))
    lines = card_lines(ship)
    assert lines and "frobnicates" in lines[0]["line"], lines
    with pytest.raises(Unsupported, match="frobnicates"):
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Ship as "ship"
        ''', [ship])


DORAN = {**card("Doran, the Siege Tower", "Each creature assigns combat damage equal to its toughness rather than its "
                "power.", "creature", "{W}{B}{G}", "0/5", ("Treefolk", "Shaman")), "supertypes": ["legendary"],
         "type_line": "Legendary Creature — Treefolk Shaman"}
# Streetwise Negotiator's second line on a 2/4 without its backup line (the real card is a 0/2 with Backup 1)
NEGOTIATOR = card("Test Negotiator", "This creature assigns combat damage equal to its toughness rather than its "
                  "power.", "creature", "{1}{G}", "2/4", ("Cat", "Citizen"))


def test_doran_makes_every_creature_assign_combat_damage_by_toughness():
    """Doran, the Siege Tower (real Oracle text): bob's Giant Spider (2/4) deals 4 to alice's Hill Giant."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Doran, the Siege Tower as "doran"
        And alice controls Hill Giant as "giant"
        And bob controls Giant Spider as "spider"
        When alice attacks bob with "giant"
        And bob blocks "giant" with "spider"
        And combat damage is dealt
        Then "giant" is in the graveyard
        And "spider" has 3 damage marked on it
    ''', [DORAN])
    holds('''
        Given it is alice's precombat main phase
        And alice controls Hill Giant as "giant"
        And bob controls Giant Spider as "spider"
        When alice attacks bob with "giant"
        And bob blocks "giant" with "spider"
        And combat damage is dealt
        Then "giant" has 2 damage marked on it
    ''')


def test_this_creature_assigns_combat_damage_by_toughness():
    """A 2/4 with Streetwise Negotiator's line deals 4; Giant Spider beside it, its power."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Negotiator as "cat"
        And alice controls Giant Spider as "spider"
        When alice attacks bob with "cat" and "spider"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 14 life
    ''', [NEGOTIATOR])


def test_neighbouring_lines_are_refused():
    for name, text in (("Test Baldin", "During your turn, each creature assigns combat damage equal to its toughness "
                        "rather than its power."),
                       ("Test Captain", "Each creature you control crews Vehicles and stations permanents as though "
                        "its power were 2 greater."),
                       ("Test Flier", "Each creature you control with flying stations permanents using its toughness "
                        "rather than its power.")):
        c = card(name, text, "creature", "{2}", "1/1")
        assert card_lines(c), name


def test_a_copy_of_a_station_permanent_has_its_symbols_but_not_its_counters():
    """707.2: the copy has the striations and the box; the counters are its own (each Frigate at 12+ is a
    3/5 and gives the other +1/+1)."""
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And "frigate" has 12 charge counters on it
        And alice controls Clone as "clone"
        And "clone" is a copy of "frigate"
        Then "clone" is not a creature
        And "clone" has no power or toughness
        And "frigate" is 3/5
        And "giant" is 4/4
    ''')
    holds(FRIGATE + '''
        And alice controls Hill Giant as "giant"
        And "frigate" has 12 charge counters on it
        And alice controls Clone as "clone"
        And "clone" is a copy of "frigate"
        And "clone" has 12 charge counters on it
        Then "clone" is 4/6
        And "frigate" is 4/6
        And "clone" has the ability "Lifelink"
        And "giant" is 5/5
    ''')


def test_an_unread_ability_on_a_station_symbols_line_is_named_by_that_line():
    ship = card("Test Ship Two", "Station\n4+ | This Spacecraft frobnicates.\nFlying", ["artifact"], "{2}", "2/2",
                ("Spacecraft",))
    assert [entry["line"] for entry in card_lines(ship)] == ["4+ | This Spacecraft frobnicates."]
    with pytest.raises(Unsupported) as caught:
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Ship Two as "ship"
        ''', [ship])
    assert [entry["line"] for entry in caught.value.lines] == ["4+ | This Spacecraft frobnicates."]
