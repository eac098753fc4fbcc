"""The reference engine playing keyword abilities of CR 702 (branch kw3, issue 13), each in a game through
the engine's entry point, with real cards in their current Oracle text (the Oracle corpus, Dec 2026):
daybound and nightbound with day and night (702.145, 730, 502.2)."""

from __future__ import annotations

from mtg_reference_engine.engine.engine import run_fixture  # noqa: F401 - the engine package registers the rules
from tree_play import card, holds, reason

DAYBOUND = "Daybound (If a player casts no spells during their own turn, it becomes night next turn.)"
NIGHTBOUND = "Nightbound (If a player casts at least two spells during their own turn, it becomes day next turn.)"


def dfc(front: dict, back: dict) -> dict:
    """A transforming double-faced card (712.1) from two faces made with ``card``."""
    entry = dict(front, name=f"{front['name']} // {back['name']}", layout="transform")
    entry["faces"] = [{k: v for k, v in f.items() if k != "layout"} for f in (front, back)]
    return entry


VILLAGE_WATCH = dfc(card("Village Watch", "Haste\n" + DAYBOUND, "creature", "{4}{R}", "4/3", ("Human", "Werewolf")),
                    card("Village Reavers", "Wolves and Werewolves you control have haste.\n" + NIGHTBOUND,
                         "creature", "", "5/4", ("Werewolf",)))
WATCH = VILLAGE_WATCH["name"]
SHOCK = card("Test Shock", "Test Shock deals 2 damage to any target.", "instant", "{R}")


def test_day_becomes_night_when_the_active_player_cast_no_spells():
    """702.145d: a daybound permanent makes it day; 502.2, 730.2a: alice's turn passes with no spell
    cast by her, so in bob's untap step it becomes night, and 702.145c: Village Watch transforms."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {WATCH} as "watch"
        Then "watch" is double-faced with its front face up
        When the game proceeds to the next turn's draw step
        Then "watch" is double-faced with its back face up
        And "watch" is 5/4
    ''', [VILLAGE_WATCH])


def test_it_stays_day_when_the_active_player_cast_a_spell():
    """730.2a: alice cast a spell during her turn: it stays day, the Watch stays front face up."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {WATCH} as "watch"
        And alice has Test Shock in hand as "shock"
        When alice casts "shock" targeting bob
        And the stack resolves
        And the game proceeds to the next turn's draw step
        Then "watch" is double-faced with its front face up
        And "watch" is 4/3
    ''', [VILLAGE_WATCH, SHOCK])


def test_night_becomes_day_after_two_spells():
    """702.145g: a nightbound permanent (and no daybound one) makes it night; 730.2b: alice casts
    two spells during her turn, so in bob's untap step it becomes day and 702.145f: the Reavers
    transform back into Village Watch."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {WATCH} as "watch"
        And "watch" is transformed
        And alice has Test Shock in hand as "shock-1"
        And alice has Test Shock in hand as "shock-2"
        When alice casts "shock-1" targeting bob
        And the stack resolves
        And alice casts "shock-2" targeting bob
        And the stack resolves
        And the game proceeds to the next turn's draw step
        Then "watch" is double-faced with its front face up
        And "watch" is 4/3
    ''', [VILLAGE_WATCH, SHOCK])


def test_night_stays_night_after_one_spell():
    """730.2b: one spell is not two: it stays night."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {WATCH} as "watch"
        And "watch" is transformed
        And alice has Test Shock in hand as "shock"
        When alice casts "shock" targeting bob
        And the stack resolves
        And the game proceeds to the next turn's draw step
        Then "watch" is double-faced with its back face up
    ''', [VILLAGE_WATCH, SHOCK])


def test_a_daybound_card_enters_transformed_at_night():
    """702.145b: "If it is night and this permanent is represented by a double-faced card, it enters
    transformed": a second Village Watch cast at night enters as Village Reavers."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {WATCH} as "reavers"
        And "reavers" is transformed
        And alice has {WATCH} in hand as "watch"
        When alice casts "watch"
        And the stack resolves
        Then "watch" is double-faced with its back face up
        And "watch" is 5/4
    ''', [VILLAGE_WATCH])


def test_a_daybound_card_cast_by_day_is_the_turns_spell():
    """702.145d: the first daybound permanent makes it day as it enters, front face up; casting it
    was a spell alice cast during her turn (730.2a), so it stays day."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice has {WATCH} in hand as "watch"
        When alice casts "watch"
        And the stack resolves
        Then "watch" is double-faced with its front face up
        When the game proceeds to the next turn's draw step
        Then "watch" is double-faced with its front face up
    ''', [VILLAGE_WATCH])


SHIFTER = dfc(card("Test Shifter", DAYBOUND + "\n{1}: Transform this creature.", "creature", "{1}{G}", "2/2",
                   ("Human", "Werewolf")),
              card("Test Shifted", "Whenever this creature transforms into Test Shifted, you gain 3 life.\n"
                   + NIGHTBOUND, "creature", "", "4/4", ("Werewolf",)))


def test_a_daybound_permanent_transforms_only_by_its_daybound_ability():
    """702.145b: "This permanent can't transform except due to its daybound ability": its own
    "{1}: Transform this creature." resolves and does nothing (it never was Test Shifted: no life gained)."""
    holds(f'''
        Given it is alice's precombat main phase
        And alice controls {SHIFTER['name']} as "shifter"
        When alice activates the ability of "shifter"
        And the stack resolves
        Then "shifter" is double-faced with its front face up
        And "shifter" is 2/2
        And alice has 20 life
        And the stack is empty
    ''', [SHIFTER])


def test_a_static_night_condition_is_still_refused():
    """A static ability "as long as it's night" is not executed: the line stays unsupported."""
    assert reason("As long as it's night, this creature gets +2/+2.", spell=False)
