"""The reference engine playing keyword abilities of CR 702 (branch kw3, issue 13), each in a game through
the engine's entry point, with real cards in their current Oracle text (the Oracle corpus, Dec 2026):
daybound and nightbound with day and night (702.145, 730, 502.2)."""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine.engine import run_fixture  # noqa: F401 - the engine package registers the rules
from mtg_reference_engine.state.support import Unsupported
from tree_play import card, choose, holds, play, reason

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


# -- speed (702.179) and max speed (702.178) ------------------------------------------------------------

ENGINES = ("Start your engines! (If you have no speed, it starts at 1. It increases once on each of your turns when "
           "an opponent loses life. Max speed is 4.)")
RACER = card("Test Racer", ENGINES + "\nMax speed — {T}: You gain 5 life.", "creature", "{1}{W}", "2/2", ("Cat",))
MAX_SPEED = "Max speed — {T}: You gain 5 life."
SPEED_SETUP = '''
        Given it is alice's precombat main phase
        And alice controls Test Racer as "racer"
        And alice has Test Shock in hand as "s1"
        And alice has Test Shock in hand as "s2"
        And alice has Test Shock in hand as "s3"
        And alice has Test Shock in library as "a-lib-1"
        And alice has Test Shock in library as "a-lib-2"
        And bob has Test Shock in library as "b-lib-1"
        And bob has Test Shock in library as "b-lib-2"
'''


def test_speed_starts_at_one_and_reaches_max_speed_once_each_of_your_turns():
    """702.179a: alice controls a permanent with start your engines!: her speed becomes 1; 702.179d:
    on each of her turns bob loses life (Test Shock), her speed increases by 1: 2, 3, then 4 on her
    third turn; 702.178a: only then does Test Racer have its max speed ability, and she activates it."""
    holds(SPEED_SETUP + f'''
        Then "racer" does not have the ability "{MAX_SPEED}"
        When alice casts "s1" targeting bob
        And the stack resolves
        Then bob has 18 life
        And "racer" does not have the ability "{MAX_SPEED}"
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's precombat main phase
        And alice casts "s2" targeting bob
        And the stack resolves
        Then "racer" does not have the ability "{MAX_SPEED}"
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's precombat main phase
        And alice casts "s3" targeting bob
        And the stack resolves
        Then bob has 14 life
        And "racer" has the ability "{MAX_SPEED}"
        When alice activates the ability of "racer"
        And the stack resolves
        Then alice has 25 life
    ''', [RACER, SHOCK])


def test_speed_increases_only_once_each_turn_and_only_during_your_turn():
    """702.179d: "This ability triggers only once each turn" (two losses in alice's turn: speed 2) and
    "during your turn" (bob losing life during his own turn doesn't count): after three of alice's
    turns with losses, one of them twice, her speed is only 3 — no max speed ability."""
    holds(SPEED_SETUP + f'''
        And alice has Test Shock in hand as "s4"
        When alice casts "s1" targeting bob
        And the stack resolves
        And alice casts "s2" targeting bob
        And the stack resolves
        Then bob has 16 life
        When the game proceeds to the next turn's precombat main phase
        And alice casts "s3" targeting bob
        And the stack resolves
        Then bob has 14 life
        When the game proceeds to the next turn's precombat main phase
        And alice casts "s4" targeting bob
        And the stack resolves
        Then "racer" does not have the ability "{MAX_SPEED}"
    ''', [RACER, SHOCK])


def test_a_max_speed_static_ability_is_refused():
    """702.178a over a static ability ("Spells you cast cost {1} less") is not executed: refused."""
    assert reason("Max speed — Spells you cast cost {1} less to cast.", spell=False) \
        == ["a max speed static ability is not executed"]


def test_an_unexecuted_keyword_label_is_refused_not_dropped():
    """A keyword written as a label ("Visit — ...", 702.176) is no ability word: the line is refused,
    not read as its ability alone."""
    from mtg_reference_engine.state.support import abilities_of, problems

    assert reason("Visit — Whenever this creature attacks, you gain 1 life.", spell=False) \
        == ["no engine module executes the keyword 'visit'"]
    assert all(problems(a) for a in abilities_of("Visit — {1}: You gain 1 life.", "Test Card", False))


# -- boast (702.142a) and exhaust (702.177a) --------------------------------------------------------

BOASTER = card("Test Boaster", "Boast — {1}: Put a +1/+1 counter on target creature.", "creature", "{1}{R}", "2/2",
               ("Human",))


def test_boast_only_after_it_attacked_and_once_each_turn():
    """702.142a: "Activate only if this creature attacked this turn and only once each turn": after
    Test Boaster attacks, its boast ability puts a counter; a second activation that turn is refused."""
    result, mismatches = play('''
        Given it is alice's precombat main phase
        And alice controls Test Boaster as "boaster"
        When alice attacks bob with "boaster"
        And alice activates the ability of "boaster" targeting "boaster"
        And the stack resolves
        Then "boaster" has one +1/+1 counter on it
        When alice activates the ability of "boaster" targeting "boaster"
    ''', [BOASTER])
    assert [m for m in mismatches if m.field != "outcome"] == []
    assert result["actions"][-1]["ok"] is False and "once each turn" in result["actions"][-1]["refused"]


def test_boast_without_an_attack_is_refused_or_illegal():
    """702.142a: on the fixture's first turn an attack before it began isn't stated: unsupported, not
    guessed; on the next turn, with no attack, the activation is illegal."""
    with pytest.raises(Unsupported, match="attacked this turn before the fixture began"):
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Boaster as "boaster"
            When alice activates the ability of "boaster" targeting "boaster"
        ''', [BOASTER])
    result, _ = play('''
        Given it is alice's precombat main phase
        And alice controls Test Boaster as "boaster"
        And alice has Test Shock in library as "a-lib"
        And bob has Test Shock in library as "b-lib"
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's precombat main phase
        And alice activates the ability of "boaster" targeting "boaster"
    ''', [BOASTER, SHOCK])
    assert result["actions"][-1]["ok"] is False and "702.142a" in result["actions"][-1]["refused"]


MAI = card("Mai, Jaded Edge", "Prowess\nExhaust — {3}: Put a double strike counter on Mai.", "creature", "{1}{R}",
           "1/3", ("Human", "Warrior"))


def test_exhaust_activates_only_once():
    """702.177a: "Exhaust — [Cost]: [Effect]" means "[Cost]: [Effect]. Activate only once." (read from
    the grammar's tree: the label is the keyword, not an ability word)."""
    result, mismatches = play('''
        Given it is alice's precombat main phase
        And alice controls Mai, Jaded Edge as "mai"
        When alice activates the ability of "mai"
        And the stack resolves
        Then "mai" is 1/3
        When alice activates the ability of "mai"
    ''', [MAI])
    assert [m for m in mismatches if m.field != "outcome"] == []
    assert result["observations"]["checkpoint-1"]["objects"]["mai"]["counters"] == {"double strike": 1}
    assert result["actions"][-1]["ok"] is False and "702.177a" in result["actions"][-1]["refused"]


# -- backup (702.165) ----------------------------------------------------------------------------------

CHAMPION = card("Death-Greeter's Champion", "Dash {3}{R} (You may cast this spell for its dash cost. If you do, it gains "
                "haste, and it's returned from the battlefield to its owner's hand at the beginning of the next end step.)\n"
                "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that's another creature, "
                "it gains the following ability until end of turn.)\nDouble strike", "creature", "{2}{R}", "2/1",
                ("Human", "Warrior"))
BACKUP_SCRIPT = '''
        Given it is alice's precombat main phase
        And alice has Death-Greeter's Champion in hand as "champion"
        And alice controls Grizzly Bears as "bears"
        And alice has Grizzly Bears in library as "a-lib"
        And bob has Grizzly Bears in library as "b-lib"
        When alice casts "champion"
        And the stack resolves
'''


def test_backup_puts_counters_and_grants_the_abilities_printed_below_until_end_of_turn():
    """702.165a: Death-Greeter's Champion enters; its backup 1 targets Grizzly Bears: a +1/+1 counter,
    and the ability printed below the backup ability (double strike) until end of turn — not dash,
    printed above it."""
    holds(BACKUP_SCRIPT + '''
        Then "bears" has one +1/+1 counter on it
        And "bears" is 3/3
        And "bears" has the ability "Double strike"
        And "bears" does not have the ability "Backup 1"
        And "champion" has no counters on it
        When the game proceeds to the next turn's draw step
        Then "bears" does not have the ability "Double strike"
        And "bears" is 3/3
    ''', [CHAMPION], choose(1, "trigger_target", "champion", "bears"))


def test_backup_on_itself_puts_the_counters_only():
    """702.165a: "If that's another creature": targeting itself, the Champion gets the counter only."""
    holds(BACKUP_SCRIPT + '''
        Then "champion" has one +1/+1 counter on it
        And "champion" is 3/2
        And "bears" has no counters on it
        And "bears" does not have the ability "Double strike"
    ''', [CHAMPION], choose(1, "trigger_target", "champion", "champion"))


# -- outlast (702.107a) ---------------------------------------------------------------------------------

OUTLASTER = card("Test Outlaster", "Outlast {1}{W} ({1}{W}, {T}: Put a +1/+1 counter on this creature. Outlast only as "
                 "a sorcery.)", "creature", "{W}", "1/1", ("Human", "Warrior"))


def test_outlast_taps_for_a_counter_as_a_sorcery():
    """702.107a: "[Cost], {T}: Put a +1/+1 counter on this creature. Activate only as a sorcery." —
    once in alice's main phase: a counter, the creature tapped; not again while it is tapped."""
    result, mismatches = play('''
        Given it is alice's precombat main phase
        And alice controls Test Outlaster as "outlaster"
        When alice activates the ability of "outlaster"
        And the stack resolves
        Then "outlaster" has one +1/+1 counter on it
        And "outlaster" is tapped
        And "outlaster" is 2/2
        When alice activates the ability of "outlaster"
    ''', [OUTLASTER])
    assert [m for m in mismatches if m.field != "outcome"] == []
    assert result["actions"][-1]["ok"] is False


def test_outlast_not_at_instant_speed():
    """702.107a: "Activate only as a sorcery" (602.5d): not in the combat phase."""
    result, _ = play('''
        Given it is alice's beginning of combat step
        And alice controls Test Outlaster as "outlaster"
        When alice activates the ability of "outlaster"
    ''', [OUTLASTER])
    assert result["actions"][0]["ok"] is False and "sorcery" in result["actions"][0]["refused"]


# -- umbra armor (702.89a) ------------------------------------------------------------------------------

UMBRA = ("Umbra armor (If enchanted creature would be destroyed, instead remove all damage from it and destroy this "
         "Aura.)")
EEL_UMBRA = card("Eel Umbra", "Flash (You may cast this spell any time you could cast an instant.)\nEnchant creature\n"
                 "Enchanted creature gets +1/+1.\n" + UMBRA, "enchantment", "{1}{U}", subtypes=("Aura",))
MURDER = card("Test Murder", "Destroy target creature.", "instant", "{1}{B}{B}")


def test_umbra_armor_destroys_the_aura_instead():
    """702.89a: Test Murder would destroy the enchanted Grizzly Bears: instead Eel Umbra is destroyed."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Grizzly Bears as "bears"
        And alice controls Eel Umbra as "umbra"
        And "umbra" is attached to "bears"
        And bob has Test Murder in hand as "murder"
        When bob casts "murder" targeting "bears"
        And the stack resolves
        Then "bears" is on the battlefield
        And "umbra" is in its owner's graveyard
        And "bears" is 2/2
    ''', [EEL_UMBRA, MURDER])


def test_umbra_armor_removes_lethal_damage():
    """702.89a, 704.5g: lethal damage would destroy the 3/3 enchanted Bears: instead all damage is
    removed from it and the Aura is destroyed; the Bears survive as a 2/2 with no damage."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Grizzly Bears as "bears"
        And alice controls Eel Umbra as "umbra"
        And "umbra" is attached to "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "bears"
        And the stack resolves
        Then "bears" is on the battlefield
        And "bears" has 0 damage marked on it
        And "umbra" is in its owner's graveyard
    ''', [EEL_UMBRA])


def test_umbra_armor_is_used_up_once_its_aura_is_destroyed():
    """702.89a: the first Test Murder destroys Eel Umbra instead; the Bears, with no Aura now, are
    destroyed by the second."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Grizzly Bears as "bears"
        And alice controls Eel Umbra as "umbra"
        And "umbra" is attached to "bears"
        And bob has Test Murder in hand as "murder-1"
        And bob has Test Murder in hand as "murder-2"
        When bob casts "murder-1" targeting "bears"
        And the stack resolves
        And bob casts "murder-2" targeting "bears"
        And the stack resolves
        Then "bears" is in its owner's graveyard
        And "umbra" is in its owner's graveyard
    ''', [EEL_UMBRA, MURDER])


# -- phasing (702.26) -----------------------------------------------------------------------------------

PHASER = card("Test Phaser", "Phasing (This phases in or out before you untap during each of your untap steps. While "
              "it's phased out, it's treated as though it doesn't exist.)", "creature", "{1}{U}", "2/2", ("Spirit",))
DISENCHANT = card("Test Disenchant", "Destroy target enchantment.", "instant", "{1}{W}")
TWO_TURNS = '''
        And alice has Grizzly Bears in library as "a-lib"
        And bob has Grizzly Bears in library as "b-lib"
        When the game proceeds to the next turn's draw step
'''


def test_phasing_phases_out_with_its_aura_in_its_controllers_untap_step():
    """702.26a: in bob's untap step nothing phases; in alice's next one Test Phaser phases out, and
    702.26g: Eel Umbra attached to it phases out with it (indirectly): neither can be targeted
    (702.26b: treated as though they don't exist)."""
    result, mismatches = play('''
        Given it is alice's precombat main phase
        And alice controls Test Phaser as "phaser"
        And alice controls Eel Umbra as "umbra"
        And "umbra" is attached to "phaser"
        And bob has Lightning Bolt in hand as "bolt"
        And bob has Test Disenchant in hand as "disenchant"
    ''' + TWO_TURNS + '''
        And the game proceeds to the next turn's precombat main phase
        And bob casts "bolt" targeting "phaser"
        And bob casts "disenchant" targeting "umbra"
    ''', [PHASER, EEL_UMBRA, DISENCHANT])
    assert [m for m in mismatches if m.field != "outcome"] == []
    assert [a.get("refused", "").split(" is ")[:2] for a in result["actions"][-2:]] \
        == [['"phaser"', 'phased out: it'], ['"umbra"', 'phased out: it']]


def test_phasing_phases_in_again_the_next_time():
    """702.26a: a phased-out permanent with phasing phases in during its controller's next untap
    step (simultaneously with the phasing out of phased-in ones): Lightning Bolt can then target it."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Phaser as "phaser"
        And "phaser" is phased out
        And bob has Lightning Bolt in hand as "bolt"
    ''' + TWO_TURNS + '''
        And the game proceeds to the next turn's precombat main phase
        And bob casts "bolt" targeting "phaser"
        And the stack resolves
        Then "phaser" is in its owner's graveyard
    ''', [PHASER])


def test_phasing_does_not_happen_in_the_other_players_untap_step():
    """702.26a: only the active player's permanents phase: in bob's turn Test Phaser is still there."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Phaser as "phaser"
        And bob has Lightning Bolt in hand as "bolt"
    ''' + TWO_TURNS + '''
        And bob casts "bolt" targeting "phaser"
        And the stack resolves
        Then "phaser" is in its owner's graveyard
    ''', [PHASER])


# -- graft (702.58a) ------------------------------------------------------------------------------------

GRAFTER = card("Test Grafter", "Graft 2 (This creature enters with two +1/+1 counters on it. Whenever another creature "
               "enters, you may move a +1/+1 counter from this creature onto it.)", "creature", "{2}{G}", "0/0",
               ("Plant", "Mutant"))
GRAFT_SCRIPT = '''
        Given it is alice's precombat main phase
        And alice has Test Grafter in hand as "grafter"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "grafter"
        And the stack resolves
        Then "grafter" has two +1/+1 counters on it
        And "grafter" is 2/2
        When alice casts "bears"
        And the stack resolves
'''


def test_graft_enters_with_counters_and_may_move_one_onto_a_creature_that_enters():
    """702.58a: Test Grafter enters with two +1/+1 counters; Grizzly Bears enters: alice moves one of
    them onto it."""
    holds(GRAFT_SCRIPT + '''
        Then "grafter" has one +1/+1 counter on it
        And "bears" has one +1/+1 counter on it
        And "bears" is 3/3
    ''', [GRAFTER], choose(4, "may", "grafter", "yes"))


def test_graft_move_is_optional():
    """702.58a: "you may": alice declines, the counters stay."""
    holds(GRAFT_SCRIPT + '''
        Then "grafter" has two +1/+1 counters on it
        And "bears" has no counters on it
    ''', [GRAFTER], choose(4, "may", "grafter", "no"))


# -- sunburst (702.44a) ---------------------------------------------------------------------------------

SUNBURST = ("Sunburst (This enters with a +1/+1 counter on it for each color of mana spent to cast it.)")
CONSTRUCT = card("Test Sun Construct", SUNBURST, ["artifact", "creature"], "{3}", "0/0", ("Construct",))
SUN_ROCK = card("Test Sun Rock", "Sunburst (This enters with a charge counter on it for each color of mana spent to "
                "cast it.)", "artifact", "{3}")
THREE_LANDS = '''
        Given it is alice's precombat main phase
        And alice controls Forest as "forest"
        And alice controls Mountain as "mountain"
        And alice controls Island as "island"
        And alice has {card} in hand as "it"
        When alice taps "forest" for mana
        And alice taps "mountain" for mana
        And alice taps "island" for mana
'''


def test_sunburst_creature_gets_a_counter_per_color_spent():
    """702.44a: {G}{R}{U} spent to cast Test Sun Construct: three colors, three +1/+1 counters."""
    holds(THREE_LANDS.format(card="Test Sun Construct") + '''
        And alice casts "it" paying {G}{R}{U}
        And the stack resolves
        Then "it" has three +1/+1 counters on it
        And "it" is 3/3
    ''', [CONSTRUCT])


def test_sunburst_noncreature_gets_charge_counters_and_counts_colors_not_mana():
    """702.44a: a noncreature gets charge counters, one per color: {G}{G}{R} is two colors."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Forest as "forest-1"
        And alice controls Forest as "forest-2"
        And alice controls Mountain as "mountain"
        And alice has Test Sun Rock in hand as "it"
        When alice taps "forest-1" for mana
        And alice taps "forest-2" for mana
        And alice taps "mountain" for mana
        And alice casts "it" paying {G}{G}{R}
        And the stack resolves
        Then "it" has two charge counters on it
    ''', [SUN_ROCK])


def test_sunburst_with_costs_taken_as_paid_is_refused():
    """The colors spent are not stated when a fixture takes the costs as paid: unsupported, not 0."""
    with pytest.raises(Unsupported, match="sunburst"):
        play('''
            Given it is alice's precombat main phase
            And alice has Test Sun Construct in hand as "it"
            When alice casts "it"
            And the stack resolves
        ''', [CONSTRUCT])


# -- mobilize (702.181a) --------------------------------------------------------------------------------

MOBILIZER = card("Test Mobilizer", "Mobilize 2 (Whenever this creature attacks, create two tapped and attacking 1/1 red "
                 "Warrior creature tokens. Sacrifice them at the beginning of the next end step.)", "creature", "{2}{R}",
                 "1/1", ("Goblin",))


def test_mobilize_tokens_attack_and_are_sacrificed_at_the_end_step():
    """702.181a: Test Mobilizer attacks: two 1/1 Warriors enter tapped and attacking bob (508.4), deal
    their combat damage with it (3 in all), and are sacrificed at the beginning of the end step."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Mobilizer as "mobilizer"
        When alice attacks bob with "mobilizer"
        And the stack resolves
        Then alice controls two creature tokens
        When bob declares no blockers
        And combat damage is dealt
        Then bob has 17 life
        When the game proceeds to the end step
        And the stack resolves
        Then alice controls no creature tokens
        And "mobilizer" is on the battlefield
    ''', [MOBILIZER])


def test_mobilize_with_a_planeswalker_to_attack_is_refused():
    """508.4: with a planeswalker bob controls, what each token attacks is its controller's choice,
    which this engine doesn't ask: unsupported, not guessed."""
    with pytest.raises(Unsupported, match="508.4"):
        play('''
            Given it is alice's precombat main phase
            And alice controls Test Mobilizer as "mobilizer"
            And bob controls Jace Beleren as "jace"
            And "jace" has three loyalty counters on it
            When alice attacks bob with "mobilizer"
            And the stack resolves
        ''', [MOBILIZER])


# -- firebending (702.189a) -----------------------------------------------------------------------------

FIRE_SAGES = card("Fire Sages", "Firebending 1 (Whenever this creature attacks, add {R}. This mana lasts until end of "
                  "combat.)\n{1}{R}{R}: Put a +1/+1 counter on this creature.", "creature", "{1}{R}", "2/2",
                  ("Human", "Cleric"))


def test_firebending_mana_lasts_until_end_of_combat():
    """702.189a: Fire Sages attacks: its controller adds {R}, kept as the declare attackers, declare
    blockers and combat damage steps end, lost as the end of combat step ends (106.4)."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Fire Sages as "sages"
        When alice attacks bob with "sages"
        And the stack resolves
        Then alice's mana pool holds {R}
        When bob declares no blockers
        And combat damage is dealt
        Then bob has 18 life
        And alice's mana pool holds {R}
        When the game proceeds to the end of combat step
        Then alice's mana pool holds {R}
        When the phase ends
        Then alice's mana pool is empty
    ''', [FIRE_SAGES])


def test_other_mana_still_empties_between_combat_steps():
    """106.4, 500.4: mana a land made in the declare attackers step is lost as that step ends; only
    the firebending mana is kept."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Fire Sages as "sages"
        And alice controls Mountain as "mountain"
        When alice attacks bob with "sages"
        And the stack resolves
        And alice taps "mountain" for mana
        Then alice's mana pool holds {R}{R}
        When bob declares no blockers
        Then alice's mana pool holds {R}
    ''', [FIRE_SAGES])


# -- ingest (702.115a) ----------------------------------------------------------------------------------

INGESTER = card("Test Ingester", "Ingest (Whenever this creature deals combat damage to a player, that player exiles the "
                "top card of their library.)", "creature", "{1}{B}", "2/2", ("Eldrazi", "Drone"))


def test_ingest_exiles_the_top_card_of_the_damaged_players_library():
    """702.115a: Test Ingester deals combat damage to bob: bob exiles the top card of his library."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Ingester as "ingester"
        And bob has Grizzly Bears in library as "bottom"
        And bob has Grizzly Bears in library as "top"
        When alice attacks bob with "ingester"
        And bob declares no blockers
        And combat damage is dealt
        Then "ingester" triggered once
        When the stack resolves
        Then "top" is in exile
        And "bottom" is in the library
        And bob has 18 life
    ''', [INGESTER])


def test_ingest_does_not_trigger_on_a_blocked_creature():
    """702.115a: combat damage to a creature (it is blocked) doesn't trigger it."""
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Ingester as "ingester"
        And bob controls Grizzly Bears as "bears"
        And bob has Grizzly Bears in library as "top"
        When alice attacks bob with "ingester"
        And bob blocks "ingester" with "bears"
        And combat damage is dealt
        Then "ingester" did not trigger
        And "top" is in the library
    ''', [INGESTER])
