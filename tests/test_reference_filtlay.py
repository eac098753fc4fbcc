"""Saga chapter abilities and lore counters (714), played in games (branch filtlay)."""

from __future__ import annotations

import pytest
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from tree_play import card, choose, holds, play, reason

SAGA = "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\n"


def saga(name: str, chapters: str) -> dict:
    return card(name, SAGA + chapters, "enchantment", cost="{1}{W}", subtypes=("Saga",))


LIFE_SAGA = saga("Test Saga", "I — You gain 2 life.\nII — Draw a card.\nIII — You gain 5 life.")


def test_chapter_one_triggers_as_the_saga_enters_and_each_precombat_main_adds_a_lore_counter():
    # 714.3a, 714.2b: a lore counter as it enters, chapter I triggers; 714.3b: another as its
    # controller's precombat main phase begins (not the opponent's), chapter II; 714.4: at III it
    # stays until chapter III has left the stack, then its controller sacrifices it.
    holds('''
        Given it is alice's precombat main phase
        And alice has Test Saga in hand as "saga"
        And alice has Grizzly Bears in library as "c1"
        And alice has Grizzly Bears in library as "c2"
        And alice has Grizzly Bears in library as "c3"
        And bob has Grizzly Bears in library as "b1"
        And bob has Grizzly Bears in library as "b2"
        When alice casts "saga"
        And the top of the stack resolves
        Then "saga" has one lore counter on it
        And the stack holds one object
        When the top of the stack resolves
        Then alice has 22 life
        And "saga" is on the battlefield
        When the game proceeds to the next turn's precombat main phase
        Then it is bob's precombat main phase
        And "saga" has one lore counter on it
        And the stack is empty
        When the game proceeds to the next turn's precombat main phase
        Then "saga" has two lore counters on it
        And the stack holds one object
        And alice has one card in hand
        When the top of the stack resolves
        Then alice has two cards in hand
        And "saga" is on the battlefield
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        Then "saga" has three lore counters on it
        And the stack holds one object
        And "saga" is on the battlefield
        When the top of the stack resolves
        Then alice has 27 life
        And "saga" is in its owner's graveyard
    ''', [LIFE_SAGA])


def test_lore_counters_put_by_an_effect_trigger_each_chapter_passed():
    # 714.2b: from one lore counter to three: chapters II and III trigger (each "was less than N
    # and became at least N"); the Saga waits for both to leave the stack (714.4)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Saga as "saga"
        And "saga" has one lore counter on it
        And alice has Grizzly Bears in library as "c1"
        When two lore counters are put on "saga"
        Then the stack holds two objects
        And "saga" is on the battlefield
        When the top of the stack resolves
        Then "saga" is on the battlefield
        And alice has one card in hand
        And alice has 20 life
        When the top of the stack resolves
        Then alice has 25 life
        And "saga" is in its owner's graveyard
    ''', [LIFE_SAGA], edit=choose(0, "trigger_order", None, ["saga: III", "saga: II"]))  # II resolves first


def test_counters_on_a_saga_as_the_game_begins_trigger_nothing_the_next_one_triggers_its_chapter():
    # the lore counter it had before the game's first event triggered nothing; the one put now
    # takes it from 1 to 2: chapter II only (714.2b)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Saga as "saga"
        And "saga" has one lore counter on it
        And alice has Grizzly Bears in library as "c1"
        When one lore counter is put on "saga"
        Then the stack holds one object
        When the top of the stack resolves
        Then alice has one card in hand
        And alice has 20 life
        And "saga" is on the battlefield
    ''', [LIFE_SAGA])


def test_two_numerals_are_two_chapter_abilities_and_a_chapter_with_no_target_still_ends_the_saga():
    # 714.2c: "I, II — ..." means "I — ..." and "II — ..."; 603.3d: chapter II has no legal target
    # and is removed from the stack: it has left the stack, so the Saga is sacrificed (714.4)
    holds('''
        Given it is alice's precombat main phase
        And alice has Test Strike Saga in hand as "saga"
        And bob controls Grizzly Bears as "bears"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "b1"
        When alice casts "saga"
        And the top of the stack resolves
        And "saga"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        When the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
        Then the stack is empty
        And "saga" is in its owner's graveyard
    ''', [saga("Test Strike Saga", "I, II — Destroy target creature an opponent controls.")])


def test_a_chapter_the_engine_cant_execute_is_refused_and_the_game_is_unsupported():
    # (amass, this test's first choice, is executed since branch fx2: the refused chapter is words no module reads)
    assert reason("I — Amass Orcs 1.", spell=False) == []
    with pytest.raises(Unsupported) as exc:
        play('''
            Given it is alice's precombat main phase
            And alice has Test Amass Saga in hand as "saga"
            When alice casts "saga"
            And the top of the stack resolves
            Then "saga" has one lore counter on it
        ''', [saga("Test Amass Saga", "I — This Saga juggles three lanterns.\nII — Draw a card.")])
    assert [e["line"] for e in exc.value.lines] == ["I — This Saga juggles three lanterns."]


# -- filter words (branch filtlay): modified, equipped, dealt damage this turn, blocking / blocked by,
# -- attached to ----------------------------------------------------------------------------------------

EQUIPMENT = card("Test Sword", "Equip {1}", "artifact", subtypes=("Equipment",))
AURA = card("Test Aura", "Enchant creature", "enchantment", subtypes=("Aura",))


def test_modified_and_equipped_creatures():
    # 700.9: counters, an Equipment, or an Aura its controller controls; 301.5a: equipped
    holds('''
        Given alice controls Test Modified Anthem as "anthem"
        And alice controls Test Equipped Anthem as "anthem2"
        And alice controls Grizzly Bears as "countered"
        And "countered" has one +1/+1 counter on it
        And alice controls Grizzly Bears as "equipped"
        And alice controls Test Sword as "sword"
        And "sword" is attached to "equipped"
        And alice controls Grizzly Bears as "enchanted"
        And alice controls Test Aura as "aura"
        And "aura" is attached to "enchanted"
        And alice controls Grizzly Bears as "bob-aura"
        And bob controls Test Aura as "bobs"
        And "bobs" is attached to "bob-aura"
        And alice controls Grizzly Bears as "plain"
        Then "countered" has the ability "Trample"
        And "equipped" has the ability "Trample"
        And "enchanted" has the ability "Trample"
        And "bob-aura" does not have the ability "Trample"
        And "plain" does not have the ability "Trample"
        And "equipped" has the ability "Haste"
        And "countered" does not have the ability "Haste"
        And "enchanted" does not have the ability "Haste"
    ''', [card("Test Modified Anthem", "Modified creatures you control have trample.", "enchantment"),
          card("Test Equipped Anthem", "Equipped creatures you control have haste.", "enchantment"), EQUIPMENT, AURA])


DAMAGED = card("Test Finisher", "Destroy target creature that was dealt damage this turn.", "instant")
SHOCK = card("Test Shock", "Test Shock deals 1 damage to target creature.", "instant")


def test_target_creature_that_was_dealt_damage_this_turn():
    holds('''
        Given bob controls Test Wall as "wall"
        And alice has Test Shock in hand as "shock"
        And alice has Test Finisher in hand as "finisher"
        When alice casts "shock" targeting "wall"
        And the top of the stack resolves
        And alice casts "finisher" targeting "wall"
        And the top of the stack resolves
        Then "wall" is in its owner's graveyard
    ''', [DAMAGED, SHOCK, card("Test Wall", "", "creature", pt="0/4")])


def test_a_creature_not_dealt_damage_this_turn_is_no_legal_target_and_damage_wears_off_with_the_turn():
    # damage marked as the fixture begins was dealt this turn (514.2); the next turn it wasn't
    holds('''
        Given bob controls Test Wall as "wall"
        And "wall" has 1 damage marked on it
        And alice has Test Finisher in hand as "finisher"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "b1"
        When the game proceeds to the next turn's upkeep step
        And alice casts "finisher" targeting "wall"
        Then the action is refused
        And "wall" is on the battlefield
    ''', [DAMAGED, card("Test Wall", "", "creature", pt="0/4")])


def test_whether_an_undamaged_creature_was_dealt_damage_before_the_fixture_is_not_guessed():
    with pytest.raises(Unsupported):
        play('''
            Given bob controls Test Wall as "wall"
            And alice has Test Finisher in hand as "finisher"
            When alice casts "finisher" targeting "wall"
            Then "wall" is on the battlefield
        ''', [DAMAGED, card("Test Wall", "", "creature", pt="0/4")])


def test_target_creature_blocking_this_creature_and_blocked_by_it():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Striker as "striker"
        And bob controls Grizzly Bears as "blocker"
        And bob controls Grizzly Bears as "idle"
        When alice attacks bob with "striker"
        And bob blocks "striker" with "blocker"
        And alice activates the ability of "striker" targeting "idle"
        Then the action is refused
        When alice activates the ability of "striker" targeting "blocker"
        And the top of the stack resolves
        Then "blocker" is in its owner's graveyard
    ''', [card("Test Striker", "{0}: Destroy target creature blocking this creature.", "creature", pt="1/1")])


def test_it_blocking_it_in_a_trigger_of_this_creature():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Spiker as "spiker"
        And bob controls Test Wall as "wall"
        When alice attacks bob with "spiker"
        And bob blocks "spiker" with "wall"
        And "spiker"'s ability targets "wall"
        And the top of the stack resolves
        Then "wall" has 1 damage marked on it
    ''', [card("Test Spiker", "Whenever this creature becomes blocked, it deals 1 damage to target creature blocking it.",
               "creature", pt="1/1"), card("Test Wall", "", "creature", pt="0/4")])


def test_for_each_equipment_attached_to_it():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Bearer as "bearer"
        And alice controls Test Sword as "s1"
        And alice controls Test Sword as "s2"
        And "s1" is attached to "bearer"
        Then "bearer" is 3/1
        When alice activates the ability of "s2" targeting "bearer"
        And the top of the stack resolves
        Then "bearer" is 5/1
    ''', [card("Test Bearer", "This creature gets +2/+0 for each Equipment attached to it.", "creature", pt="1/1"),
          EQUIPMENT])


def test_for_each_equipment_attached_to_it_the_equipped_creature():
    # 301.5a: 'it' is the equipped creature, not the Equipment with the ability
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Banner as "banner"
        And alice controls Test Sword as "s1"
        And "banner" is attached to "bears"
        And "s1" is attached to "bears"
        Then "bears" is 4/2
    ''', [card("Test Banner", "Equipped creature gets +1/+0 for each Equipment attached to it.", "artifact",
               subtypes=("Equipment",)), EQUIPMENT])


def test_it_that_is_not_this_object_is_refused():
    it = ["'it' here is not read as this object by the object matcher"]
    assert reason("Other creatures you control get +1/+1 for each Aura attached to it.", spell=False) == it
    assert reason("Destroy target creature. Then destroy each creature blocking it.", spell=True) == it
    assert reason("Destroy target creature blocking target creature.", spell=True) == [
        "this 'blocking' of something other than this object is not read by the object matcher"]


# -- 'that player controls' / 'they control' in a triggered ability naming a player --------------------

RAIDER = card("Test Raider", "Whenever this creature deals combat damage to a player, destroy target artifact that player controls.",
              "creature", pt="2/2")
TRINKET = card("Test Trinket", "", "artifact")


def test_target_artifact_that_player_controls_is_the_damaged_players():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Raider as "raider"
        And alice controls Test Trinket as "mine"
        And bob controls Test Trinket as "theirs"
        When alice attacks bob with "raider"
        And bob declares no blockers
        And combat damage is dealt
        And "raider"'s ability targets "theirs"
        And the top of the stack resolves
        Then "theirs" is in its owner's graveyard
        And "mine" is on the battlefield
        And bob has 18 life
    ''', [RAIDER, TRINKET])


def test_an_artifact_another_player_controls_is_no_legal_target():
    # alice's own artifact is not "that player's": no legal target, the ability is removed (603.3d)
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Raider as "raider"
        And alice controls Test Trinket as "mine"
        When alice attacks bob with "raider"
        And bob declares no blockers
        And combat damage is dealt
        Then the stack is empty
        And "mine" is on the battlefield
        And bob has 18 life
    ''', [RAIDER, TRINKET])


def test_that_player_after_another_player_is_named_is_refused():
    assert reason("Whenever this creature deals combat damage to a player, target player sacrifices a creature "
                  "and you destroy target artifact that player controls.", spell=False) == [
        "'that player controls' is read only in a triggered ability whose event or step names a player and whose "
        "effect names no other player"]


VAMPIRE = card("Test Vampire", "Whenever a creature dealt damage by this creature this turn dies, put a +1/+1 counter on "
               "this creature.", "creature", pt="3/3")


def test_a_creature_dealt_damage_by_this_creature_this_turn_dies():
    # 120.3: the damage events of the turn; the next turn a creature dealt damage by another source
    # dies: no trigger
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Vampire as "vampire"
        And bob controls Grizzly Bears as "bears"
        And bob controls Test Elf as "elf"
        And alice has Test Shock in hand as "shock"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "b1"
        When alice attacks bob with "vampire"
        And bob blocks "vampire" with "bears"
        And combat damage is dealt
        Then "bears" is in its owner's graveyard
        And the stack holds one object
        When the top of the stack resolves
        Then "vampire" has one +1/+1 counter on it
        When the game proceeds to the next turn's upkeep step
        And alice casts "shock" targeting "elf"
        And the top of the stack resolves
        Then "elf" is in its owner's graveyard
        And the stack is empty
        And "vampire" has one +1/+1 counter on it
    ''', [VAMPIRE, SHOCK, card("Test Elf", "", "creature", pt="1/1")])


def test_for_each_card_in_your_hand_and_creature_card_in_your_opponents_graveyards():
    holds('''
        Given alice controls Test Hand Counter as "hc"
        And alice controls Test Grave Counter as "gc"
        And alice has Grizzly Bears in hand as "h1"
        And alice has Test Shock in hand as "h2"
        And bob has Grizzly Bears in hand as "bh"
        And bob has Grizzly Bears in graveyard as "g1"
        And bob has Test Shock in graveyard as "g2"
        And alice has Grizzly Bears in graveyard as "g3"
        Then "hc" is 3/3
        And "gc" is 2/2
        When alice casts "h2" targeting "gc"
        And the top of the stack resolves
        Then "hc" is 2/2
    ''', [card("Test Hand Counter", "This creature gets +1/+1 for each card in your hand.", "creature", pt="1/1"),
          card("Test Grave Counter", "This creature gets +1/+1 for each creature card in your opponents' graveyards.",
               "creature", pt="1/1"), SHOCK])


def test_target_creature_you_own():
    # 108.3: alice owns "stolen" though bob controls it; she doesn't own bob's "bears"
    holds('''
        Given alice has Test Recall in hand as "recall"
        And bob controls Grizzly Bears as "stolen"
        And "stolen" is owned by alice
        And bob controls Grizzly Bears as "bears"
        When alice casts "recall" targeting "bears"
        Then the action is refused
        When alice casts "recall" targeting "stolen"
        And the top of the stack resolves
        Then "stolen" is in its owner's hand
    ''', [card("Test Recall", "Return target creature you own to your hand.", "instant")])


# -- Case cards (719) -------------------------------------------------------------------------------

CASE = card("Test Case", "When this Case enters, you gain 1 life.\nTo solve — You control three or more artifacts. "
            "(If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+1.",
            "enchantment", subtypes=("Case",))


def test_a_case_is_solved_at_your_end_step_if_its_condition_holds_and_then_its_solved_ability_works():
    # 719.3a: at the beginning of your end step, if you control three artifacts and it isn't solved,
    # it becomes solved; 719.3c: "Solved —" works only then
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Case as "case"
        And alice controls Grizzly Bears as "bears"
        And alice controls Test Trinket as "t1"
        And alice controls Test Trinket as "t2"
        And alice controls Test Trinket as "t3"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "b1"
        Then "bears" is 2/2
        When the game proceeds to the end step
        Then the stack holds one object
        And "bears" is 2/2
        When the top of the stack resolves
        Then "bears" is 3/3
        When the game proceeds to the next turn's end step
        And the game proceeds to the next turn's end step
        Then it is alice's end step
        And the stack is empty
        And "bears" is 3/3
    ''', [CASE, TRINKET])


def test_a_case_whose_condition_fails_stays_unsolved():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Case as "case"
        And alice controls Grizzly Bears as "bears"
        And alice controls Test Trinket as "t1"
        And alice controls Test Trinket as "t2"
        When the game proceeds to the end step
        Then the stack is empty
        And "bears" is 2/2
    ''', [CASE, TRINKET])


def test_a_to_solve_condition_the_engine_cant_read_is_refused():
    abilities = [a for a in abilities_of("To solve — Three or more creatures are damaged.\\nSolved — Draw a card.",
                                         "Test Case", False)]
    assert problems(abilities[0]) == ["no template of the parser accounts for the whole line"]


def test_this_case_is_the_subtype_not_a_short_name_of_case_of_the():
    # "Case of the Test Masks": "this Case" is this permanent, not "this <its short name>"
    holds('''
        Given alice has Case of the Test Masks in hand as "case"
        When "case" is put onto the battlefield under alice's control
        And the top of the stack resolves
        Then alice has 21 life
    ''', [card("Case of the Test Masks", "When this Case enters, you gain 1 life.\nTo solve — You have no cards in "
               "hand. (If unsolved, solve at the beginning of your end step.)\nSolved — Creatures you control get +1/+1.",
               "enchantment", subtypes=("Case",))])
