"""Branch fx2 of issue 13, played in games (tests/tree_play.py): exiling graveyards (404.1, 406.2),
poison counters an instruction gives (122.1f, 704.5c) and "prevent all combat damage that would be
dealt by <objects> this turn" (615.1a, 611.2c). Each construct is played, with refusals."""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import Unsupported
from tests.tree_play import card, chooses, holds, play, reason

# -- exiling a graveyard (404.1, 406.2) ------------------------------------------------------------

CRYPT = card("Test Crypt", "{T}: Exile target player's graveyard.", "artifact", "{0}")
SOUL_LANTERN = card("Test Lantern", "{T}: Exile each opponent's graveyard.", "artifact", "{1}")
FAREWELL = card("Test Farewell", "Exile all graveyards.", "sorcery", "{1}")
GO_BLANK = card("Test Blank", "Target player discards two cards. Then exile that player's graveyard.", "sorcery",
                "{2}{B}")


def test_exile_target_players_graveyard():
    assert reason("{T}: Exile target player's graveyard.", spell=False) == []
    holds('''
        Given alice controls Test Crypt as "crypt"
        And bob has Grizzly Bears in graveyard as "g1"
        And bob has Lightning Bolt in graveyard as "g2"
        And alice has Grizzly Bears in graveyard as "mine"
        When alice activates the ability of "crypt" targeting bob
        And the stack resolves
        Then "g1" is in exile
        And "g2" is in exile
        And "mine" is in the graveyard
        And bob has zero cards in graveyard
        And alice has one card in graveyard
    ''', [CRYPT])


def test_exile_each_opponents_and_all_graveyards():
    holds('''
        Given alice controls Test Lantern as "lantern"
        And bob has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "mine"
        When alice activates the ability of "lantern"
        And the stack resolves
        Then "g1" is in exile
        And "mine" is in the graveyard
    ''', [SOUL_LANTERN])
    holds('''
        Given alice has Test Farewell in hand as "farewell"
        And bob has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "mine"
        When alice casts "farewell"
        And the stack resolves
        Then "g1" is in exile
        And "mine" is in exile
        And alice has one card in graveyard
    ''', [FAREWELL])


def test_exile_that_players_graveyard_after_a_discard():
    # 'that player' is the target player of the instruction before it; the cards discarded go too
    holds('''
        Given alice has Test Blank in hand as "blank"
        And bob has Grizzly Bears in hand as "h1"
        And bob has Lightning Bolt in hand as "h2"
        And bob has Grizzly Bears in graveyard as "g1"
        And alice has Grizzly Bears in graveyard as "mine"
        When alice casts "blank" targeting bob
        And the stack resolves
        Then "h1" is in exile
        And "h2" is in exile
        And "g1" is in exile
        And "mine" is in the graveyard
    ''', [GO_BLANK])


def test_exile_graveyard_of_an_unnamed_player_is_refused():
    assert reason("{T}: Exile its owner's graveyard.", spell=False) == [
        "exiling the graveyard of a player named this way is not executed"]


# -- poison counters (122.1f, 704.5c) -------------------------------------------------------------

VIPER = card("Test Viper", "Whenever this creature deals damage to a player, that player gets two poison counters.",
             "creature", "{3}{B}", "1/2")
PROLOGUE = card("Test Prologue", "Each opponent gets a poison counter.\nDraw a card.", "instant", "{1}{U}")
BITE = card("Test Bite", "Target player loses 1 life and gets three poison counters.", "sorcery", "{B}")


def test_each_opponent_gets_a_poison_counter():
    assert reason("Each opponent gets a poison counter.") == []
    holds('''
        Given alice has Test Prologue in hand as "prologue"
        And alice has Grizzly Bears in library as "top"
        When alice casts "prologue"
        And the stack resolves
        Then bob has one poison counter
        And alice has no poison counters
        And "top" is in hand
    ''', [PROLOGUE])


def test_that_player_gets_poison_counters_from_damage():
    holds('''
        Given alice controls Test Viper as "viper"
        When alice attacks bob with "viper"
        And combat damage is dealt
        And the stack resolves
        Then bob has two poison counters
        And bob has 19 life
    ''', [VIPER])


def test_ten_poison_counters_lose_the_game():
    # 704.5c: a player with ten or more poison counters loses; 8 from two casts ... plus 3 more
    holds('''
        Given alice has Test Bite in hand as "b1"
        And alice has Test Bite in hand as "b2"
        And alice has Test Bite in hand as "b3"
        When alice casts "b1" targeting bob
        And the stack resolves
        And alice casts "b2" targeting bob
        And the stack resolves
        Then bob has six poison counters
        And bob has not lost the game
        When alice casts "b3" targeting bob
        And the stack resolves
        Then bob has nine poison counters
        And bob has 17 life
    ''', [BITE])


# -- "prevent all combat damage that would be dealt by ... this turn" (615.1a) ----------------------

FEND_OFF = card("Test Fend", "Prevent all combat damage that would be dealt by target creature this turn.",
                "instant", "{W}")
FOG_OF_WAR = card("Test Vine", "Prevent all combat damage that would be dealt this turn by creatures with power 3 "
                  "or less.", "instant", "{G}")
HAZE = card("Test Haze", "When this creature enters, prevent all combat damage that other creatures would deal "
            "this turn.", "creature", "{G}", "0/3")
IGNOBLE = card("Test Ignoble", "Whenever this creature becomes blocked, prevent all combat damage that would be "
               "dealt by it this turn.", "creature", "{W}", "3/3")


def test_prevent_combat_damage_by_target_creature():
    assert reason("Prevent all combat damage that would be dealt by target creature this turn.") == []
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        And alice has Test Fend in hand as "fend"
        When bob attacks alice with "bears" and "giant"
        And alice casts "fend" targeting "giant"
        And the stack resolves
        And combat damage is dealt
        Then alice has 18 life
    ''', [FEND_OFF])


def test_prevent_combat_damage_by_creatures_with_power_read_as_damage_is_dealt():
    # 611.2c: not a characteristic change: the description is read as the damage is dealt
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        And alice has Test Vine in hand as "vine"
        When bob attacks alice with "bears" and "giant"
        And alice casts "vine"
        And the stack resolves
        And combat damage is dealt
        Then alice has 20 life
    ''', [FOG_OF_WAR])
    holds('''
        Given it is bob's precombat main phase
        And bob controls Silverback Ape as "wurm"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Vine in hand as "vine"
        When bob attacks alice with "bears" and "wurm"
        And alice casts "vine"
        And the stack resolves
        And combat damage is dealt
        Then alice has 15 life
    ''', [FOG_OF_WAR])


def test_prevent_combat_damage_other_creatures_and_it():
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And alice has Test Haze in hand as "haze"
        When "haze" is put onto the battlefield under alice's control
        And the stack resolves
        Then "haze" is on the battlefield
        When bob attacks alice with "bears"
        And combat damage is dealt
        Then alice has 20 life
    ''', [HAZE])
    holds('''
        Given alice controls Test Ignoble as "ignoble"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "ignoble"
        And bob blocks "ignoble" with "bears"
        And the stack resolves
        And combat damage is dealt
        Then "bears" is on the battlefield
        And "ignoble" is on the battlefield
    ''', [IGNOBLE])


def test_prevent_combat_damage_by_refusals():
    assert reason("Prevent all combat damage that would be dealt by target unblocked creature this turn.") != []
    assert reason("Prevent all combat damage a creature of your choice would deal this turn.") != []
    assert reason("Prevent all combat damage that would be dealt this turn by creatures target opponent "
                  "controls.") != []


# -- "counter target creature or planeswalker spell" (115.1b, 701.6a) --------------------------------

ANNUL = card("Test Annul", "Counter target artifact or creature spell.", "instant", "{U}")
FLASHFREEZE = card("Test Freeze", "Counter target red or green spell with mana value 1 or less.", "instant", "{1}{U}")
BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")


def test_counter_target_artifact_or_creature_spell():
    assert reason("Counter target artifact or creature spell.") == []
    holds('''
        Given it is bob's precombat main phase
        And bob has Grizzly Bears in hand as "bears"
        And alice has Test Annul in hand as "annul"
        When bob casts "bears"
        And alice casts "annul" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And the stack is empty
    ''', [ANNUL])
    # an instant spell is neither: not a legal target (115.1b)
    holds('''
        Given bob has Test Bolt in hand as "bolt"
        And alice has Test Annul in hand as "annul"
        When bob casts "bolt" targeting alice
        And alice casts "annul" targeting "bolt"
        Then the action is refused
    ''', [ANNUL, BOLT])


def test_counter_target_red_or_green_spell_with_a_shared_quality():
    holds('''
        Given bob has Test Bolt in hand as "bolt"
        And alice has Test Freeze in hand as "freeze"
        When bob casts "bolt" targeting alice
        And alice casts "freeze" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is in the graveyard
        And alice has 20 life
    ''', [FLASHFREEZE, BOLT])
    # 'with mana value 1 or less' describes the green spell too: Grizzly Bears (2) isn't one
    holds('''
        Given it is bob's precombat main phase
        And bob has Grizzly Bears in hand as "bears"
        And alice has Test Freeze in hand as "freeze"
        When bob casts "bears"
        And alice casts "freeze" targeting "bears"
        Then the action is refused
    ''', [FLASHFREEZE])


def test_countering_abilities_is_still_refused():
    assert reason("Counter target activated or triggered ability.") == [
        "countering anything but one target spell is not executed"]


# -- "becomes a N/N <color> and <color> ... creature" (105.3, 205.1, 613.1d-f) -----------------------

COLONNADE = card("Test Colonnade", "{0}: Until end of turn, this land becomes a 4/4 white and blue Elemental "
                 "creature with flying and vigilance. It's still a land.", "land", "")
KEYRUNE = card("Test Keyrune", "{0}: This artifact becomes a 2/2 white and blue Bird artifact creature with flying "
               "until end of turn.", "artifact", "{3}")


def test_a_land_becomes_a_two_colored_creature_and_is_still_a_land():
    holds('''
        Given alice controls Test Colonnade as "land"
        When alice activates the ability of "land"
        And the top of the stack resolves
        Then "land" is 4/4
        And "land" has the card types creature, land
        And "land" has the subtypes Elemental
        And "land" is white and blue
        And "land" has the ability "Flying"
        And "land" has the ability "Vigilance"
        When the game proceeds to the next turn's upkeep step
        Then "land" has no power or toughness
        And "land" is not a creature
        And "land" is colorless
    ''', [COLONNADE])


def test_an_artifact_becomes_a_two_colored_artifact_creature():
    holds('''
        Given alice controls Test Keyrune as "rune"
        When alice activates the ability of "rune"
        And the top of the stack resolves
        Then "rune" is 2/2
        And "rune" has the card types artifact, creature
        And "rune" has the creature type Bird
        And "rune" is white and blue
        And "rune" has the ability "Flying"
    ''', [KEYRUNE])
    # a keyword the engine does not execute is still refused
    assert reason("{0}: This artifact becomes a 2/2 white and blue Bird artifact creature with banding until end "
                  "of turn.", spell=False) != []


# -- "becomes an Island", "... the basic land type / color / creature type of your choice" ------------

AQUITECTS = card("Test Aquitects", "{T}: Target land becomes an Island until end of turn.", "creature", "{2}{U}", "1/3")
COMPASS = card("Test Compass", "{0}: Target land becomes the basic land type of your choice until end of turn.",
               "artifact", "{2}")
CROW = card("Test Crow", "{0}: This creature becomes the color of your choice until end of turn.", "creature",
            "{3}{U}", "2/2")
MISTFORM = card("Test Mistform", "{0}: This creature becomes the creature type of your choice until end of turn.",
                "creature", "{2}{U}", "2/1", subtypes=("Illusion",))
RUIN = card("Test Ruin", "{T}: Add {C}.\n{T}: Add {B}.", "land", "")


def test_a_land_becomes_an_island_and_loses_its_rules_text():
    # 305.7: its land types are replaced, it loses the abilities of its rules text and taps for {U}
    holds('''
        Given alice controls Test Aquitects as "aq"
        And bob controls Test Ruin as "ruin"
        When alice activates the ability of "aq" targeting "ruin"
        And the top of the stack resolves
        Then "ruin" has the subtypes Island
        And "ruin" has the card type land
        When bob activates the mana ability of "ruin"
        Then bob's mana pool holds {U}
    ''', [AQUITECTS, RUIN])
    holds('''
        Given alice controls Test Aquitects as "aq"
        And bob controls Forest as "f"
        When alice activates the ability of "aq" targeting "f"
        And the top of the stack resolves
        Then "f" has the subtypes Island
        When the game proceeds to the next turn's upkeep step
        Then "f" has the subtypes Forest
    ''', [AQUITECTS])


def test_a_land_becomes_the_basic_land_type_of_your_choice():
    holds('''
        Given alice controls Test Compass as "compass"
        And alice controls Forest as "f"
        When alice activates the ability of "compass" targeting "f"
        And the top of the stack resolves
        And "compass" chooses Swamp for "basic_land_type"
        Then "f" has the subtypes Swamp
        When alice activates the mana ability of "f"
        Then alice's mana pool holds {B}
    ''', [COMPASS])


def test_becomes_the_color_and_the_creature_type_of_your_choice():
    holds('''
        Given alice controls Test Crow as "crow"
        When alice activates the ability of "crow"
        And the top of the stack resolves
        And "crow" chooses red for "color"
        Then "crow" is red
        When the game proceeds to the next turn's upkeep step
        Then "crow" is blue
    ''', [CROW])
    holds('''
        Given alice controls Test Mistform as "m"
        When alice activates the ability of "m"
        And the top of the stack resolves
        And "m" chooses Goblin for "creature_type"
        Then "m" has the creature type Goblin
        And "m" is 2/1
    ''', [MISTFORM])


def test_becoming_a_land_type_refusals():
    assert reason("{1}: Target creature becomes an Island until end of turn.", spell=False) == [
        "anything but a land becoming a basic land type is not executed"]
    assert reason("{1}{U}: Target spell or permanent becomes the color of your choice until end of turn.",
                  spell=False) != []


# -- "becomes a blue Serpent with base power and toughness 5/5", "... in addition to its other types" ---

AMBUSH = card("Test Ambush", "Until end of turn, target creature becomes a blue Serpent with base power and "
              "toughness 5/5.", "instant", "{1}{U}")
STILL_LIFE = card("Test Still Life", "{0}: This enchantment becomes a 4/3 Centaur creature in addition to its "
                  "other types until end of turn.", "enchantment", "{G}{G}")
TORQUE = card("Test Torque", "{0}: Target nonland permanent becomes an artifact in addition to its other types "
              "until end of turn.", "artifact", "{2}")
ANIMATOR = card("Test Animator", "{0}: Target artifact becomes an artifact creature in addition to its other "
                "types until end of turn.", "artifact", "{2}")


def test_a_creature_becomes_a_blue_serpent_with_base_power_and_toughness():
    # 205.1a: Serpent replaces its creature types; 105.3: blue replaces green; 613.4b then 613.4c
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And "bears" has a +1/+1 counter on it
        And alice has Test Ambush in hand as "ambush"
        When alice casts "ambush" targeting "bears"
        And the stack resolves
        Then "bears" is 6/6
        And "bears" is blue
        And "bears" has the creature type Serpent
        And "bears" has the card type creature
        When the game proceeds to the next turn's upkeep step
        Then "bears" is 3/3
        And "bears" is green
        And "bears" has the creature type Bear
    ''', [AMBUSH])


def test_becomes_a_creature_or_an_artifact_in_addition_to_its_other_types():
    holds('''
        Given alice controls Test Still Life as "life"
        When alice activates the ability of "life"
        And the stack resolves
        Then "life" is 4/3
        And "life" has the card types enchantment, creature
        And "life" has the creature type Centaur
        And "life" is green
    ''', [STILL_LIFE])
    holds('''
        Given alice controls Test Torque as "torque"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "torque" targeting "bears"
        And the stack resolves
        Then "bears" has the card types artifact, creature
        And "bears" has the creature type Bear
        And "bears" is 2/2
    ''', [TORQUE])


def test_a_creature_without_power_and_toughness_is_refused_not_guessed():
    with pytest.raises(Unsupported, match="no power and toughness"):
        play('''
            Given alice controls Test Animator as "animator"
            And alice controls Test Torque as "relic"
            When alice activates the ability of "animator" targeting "relic"
            And the stack resolves
            Then "relic" has the card types artifact, creature
        ''', [ANIMATOR, TORQUE])
    assert reason("{0}: Target creature becomes an Equipment in addition to its other types.", spell=False) != []


def test_a_creature_becomes_a_creature_type_until_end_of_turn():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Coward in hand as "coward"
        When alice casts "coward" targeting "bears"
        And the stack resolves
        Then "bears" has the creature type Coward
        And "bears" is green
        And "bears" is 2/2
        When the game proceeds to the next turn's upkeep step
        Then "bears" has the creature type Bear
    ''', [card("Test Coward", "Target creature becomes a Coward until end of turn.", "instant", "{R}")])


# -- "Add {U}{U}, {U}{R}, or {R}{R}" (106.1, 605) -----------------------------------------------------

BLUFFS = card("Test Bluffs", "{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.", "land", "")


@pytest.mark.parametrize("group, pool", [("{U}{R}", "{U}{R}"), ("{R}{R}", "{R}{R}"), ("{U}{U}", "{U}{U}")])
def test_a_filter_land_adds_the_group_of_mana_chosen(group, pool):
    assert reason("{U/R}, {T}: Add {U}{U}, {U}{R}, or {R}{R}.", spell=False) == []
    holds(f'''
        Given alice controls Island as "island"
        And alice controls Test Bluffs as "bluffs"
        When alice activates the mana ability of "island"
        And alice activates the mana ability of "bluffs" paying {{U}}
        Then alice's mana pool holds {pool}
    ''', [BLUFFS], edit=chooses(1, "mana_combination", "bluffs", None, group))


def test_a_group_of_mana_not_offered_is_illegal():
    result, _ = play('''
        Given alice controls Island as "island"
        And alice controls Test Bluffs as "bluffs"
        When alice activates the mana ability of "island"
        And alice activates the mana ability of "bluffs" paying {U}
        Then alice's mana pool holds {U}{U}
    ''', [BLUFFS], edit=chooses(1, "mana_combination", "bluffs", None, "{G}{G}"))
    assert result["actions"][1].get("ok") is False, result["actions"]


# -- "Add X mana of any one color, where X is ...", "Add an amount of {G} equal to ..." (106.1, 107.1b) --

WEAVER = card("Test Weaver", "{T}: Add X mana of any one color, where X is the number of enchantments you control.",
              "enchantment", "{1}{G}")
RANCHER = card("Test Rancher", "{T}: Add an amount of {G} equal to the greatest power among creatures you control.",
               "creature", "{4}{G}", "2/2")
BLOSSOM = card("Test Blossom", "{T}, Sacrifice this artifact: Add X mana of any one color, where X is the number of "
               "petal counters on this artifact.", "artifact", "{1}")


def test_x_mana_of_any_one_color_counted_as_it_resolves():
    holds('''
        Given alice controls Test Weaver as "weaver"
        And alice controls Test Still Life as "other"
        When alice activates the mana ability of "weaver" for red mana
        Then alice's mana pool holds {R}{R}
    ''', [WEAVER, STILL_LIFE])


def test_an_amount_of_green_equal_to_the_greatest_power():
    holds('''
        Given alice controls Test Rancher as "rancher"
        And alice controls Hill Giant as "giant"
        And bob controls Silverback Ape as "ape"
        When alice activates the mana ability of "rancher"
        Then alice's mana pool holds {G}{G}{G}
    ''', [RANCHER])


def test_mana_counted_from_a_source_sacrificed_for_it_is_refused():
    assert reason(BLOSSOM["oracle_text"], spell=False) == [
        "an amount of mana counted after its source left the battlefield is not executed"]
    assert reason("{T}: Add X mana of any one color, where X is the amount of life you gained this turn.",
                  spell=False) == ["this amount of mana is not executed"]


# -- "Create … tokens. They have "…"" (111.4: the quoted abilities are part of the tokens' definition) --

SCIONS = card("Test Scions", 'Create two 1/1 colorless Eldrazi Scion creature tokens. They have "Sacrifice this '
              'token: Add {C}."', "sorcery", "{2}{G}")
DEVILS = card("Test Devils", 'Create a 1/1 red Devil creature token. It has "When this token dies, it deals 1 damage '
              'to any target."', "sorcery", "{R}")


def test_created_tokens_have_the_quoted_ability():
    holds('''
        Given alice has Test Scions in hand as "scions"
        When alice casts "scions"
        And the stack resolves
        And it creates "s1" and "s2"
        Then "s1" is 1/1
        And "s1" has the creature types Eldrazi, Scion
        And "s1" has the ability "Sacrifice this token: Add {C}."
        And "s2" has the ability "Sacrifice this token: Add {C}."
        When alice activates the mana ability of "s1"
        Then alice's mana pool holds {C}
        And "s1" no longer exists
        And "s2" is on the battlefield
    ''', [SCIONS])


def test_a_token_with_a_quoted_dies_trigger():
    holds('''
        Given alice has Test Devils in hand as "devils"
        And bob has Test Bolt in hand as "bolt"
        When alice casts "devils"
        And the stack resolves
        And it creates "devil"
        Then "devil" has the ability "When this token dies, it deals 1 damage to any target."
        When bob casts "bolt" targeting "devil"
        And the top of the stack resolves
        And "devil"'s ability targets bob
        And the stack resolves
        Then bob has 19 life
    ''', [DEVILS, BOLT])


def test_a_token_quoted_ability_the_engine_does_not_execute_is_refused():
    assert reason('Create a 1/1 green Wolf creature token. It has "This token gets +1/+1 for each card named Sound '
                  'the Call in each graveyard."') != []


# -- amass (701.44a) -------------------------------------------------------------------------------

MUSTER = card("Test Muster", "Amass Orcs 2.", "sorcery", "{1}{B}")
ZOMBIE_MUSTER = card("Test Zombie Muster", "Amass Zombies 1.", "sorcery", "{B}")


def test_amass_creates_an_army_then_grows_it_and_adds_the_subtype():
    holds('''
        Given alice has Test Zombie Muster in hand as "zm"
        And alice has Test Muster in hand as "m"
        When alice casts "zm"
        And the stack resolves
        And it creates "army"
        Then "army" is 1/1
        And "army" has the creature types Zombie, Army
        And "army" is black
        And "army" has one +1/+1 counter on it
        When alice casts "m"
        And the stack resolves
        Then "army" is 3/3
        And "army" has three +1/+1 counters on it
        And "army" has the creature types Zombie, Army, Orc
        And alice controls one creature
    ''', [MUSTER, ZOMBIE_MUSTER])


def test_amass_with_an_unknown_creature_type_is_refused():
    assert reason("Amass Widgets 2.") == ["this amass is not executed"]


# -- "Choose target creature …. <that creature>", "Target opponent chooses a creature they control" ----

RAPPORT = card("Test Rapport", "Choose target creature you control. You gain life equal to that creature's power "
               "plus its toughness.", "instant", "{1}{G}")
EDICT = card("Test Edict", "Target opponent chooses a creature they control. Destroy that creature.", "sorcery",
             "{1}{B}")


def test_choose_target_creature_then_that_creatures_power():
    holds('''
        Given alice controls Hill Giant as "giant"
        And alice has Test Rapport in hand as "rapport"
        When alice casts "rapport" targeting "giant"
        And the stack resolves
        Then alice has 26 life
    ''', [RAPPORT])
    # an opponent's creature is no legal target ("you control")
    holds('''
        Given bob controls Hill Giant as "giant"
        And alice has Test Rapport in hand as "rapport"
        When alice casts "rapport" targeting "giant"
        Then the action is refused
    ''', [RAPPORT])


def test_target_opponent_chooses_a_creature_they_control_and_it_is_destroyed():
    holds('''
        Given bob controls Hill Giant as "giant"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Edict in hand as "edict"
        When alice casts "edict" targeting bob
        And the stack resolves
        Then "bears" is in the graveyard
        And "giant" is on the battlefield
    ''', [EDICT], edit=chooses(1, "choose", "edict", "bob", "bears"))


def test_choosing_a_target_spell_is_refused():
    assert reason("Choose target spell. Surveil 2, then counter the chosen spell unless its controller pays {1} for "
                  "each card in your graveyard.") == ["choosing anything but one target permanent is not executed"]


# -- 'each of up to two target creatures', 'each of them', 'those creatures' (608.2c) -----------------

GIRD = card("Test Gird", "Put a +1/+1 counter on each of up to two target creatures.", "sorcery", "{W}")
WAR_FLARE = card("Test Flare", "Creatures you control get +2/+1 until end of turn. Untap those creatures.", "instant",
                 "{2}{R}{W}")
FROST_BREATH = card("Test Breath", "Tap up to two target creatures. Those creatures don't untap during their "
                    "controller's next untap step.", "instant", "{2}{U}")
OUT_COLD = card("Test Cold", "Tap up to two target creatures and put a stun counter on each of them.", "instant",
                "{U}")


def test_a_counter_on_each_of_up_to_two_target_creatures():
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And bob controls Hill Giant as "giant"
        And alice has Test Gird in hand as "gird"
        When alice casts "gird" targeting "b1" and "giant"
        And the stack resolves
        Then "b1" is 3/3
        And "giant" is 4/4
    ''', [GIRD])


def test_untap_those_creatures_after_they_get_a_bonus():
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Hill Giant as "giant"
        And bob controls Llanowar Elves as "elves"
        And "b1" is tapped
        And "giant" is tapped
        And "elves" is tapped
        And alice has Test Flare in hand as "flare"
        When alice casts "flare"
        And the stack resolves
        Then "b1" is untapped
        And "giant" is untapped
        And "b1" is 4/3
        And "elves" is tapped
    ''', [WAR_FLARE])


def test_those_creatures_dont_untap_and_stun_counters_on_each_of_them():
    holds('''
        Given alice has Test Breath in hand as "breath"
        And bob controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        And bob controls Llanowar Elves as "elves"
        And "elves" is tapped
        And it is alice's end step
        When alice casts "breath" targeting "bears" and "giant"
        And the top of the stack resolves
        Then "bears" is tapped
        And "giant" is tapped
        When the phase ends
        And the phase ends
        Then it is bob's upkeep step
        And "bears" is tapped
        And "giant" is tapped
        And "elves" is untapped
    ''', [FROST_BREATH])
    holds('''
        Given alice has Test Cold in hand as "cold"
        And bob controls Grizzly Bears as "bears"
        And bob controls Hill Giant as "giant"
        When alice casts "cold" targeting "bears" and "giant"
        And the stack resolves
        Then "bears" is tapped
        And "bears" has one stun counter on it
        And "giant" has one stun counter on it
    ''', [OUT_COLD])


def test_those_creatures_without_an_earlier_instruction_is_refused():
    assert reason("Those creatures gain trample until end of turn.") != []
    assert reason("Whenever one or more creatures you control deal combat damage to a player, put a +1/+1 counter "
                  "on each of those creatures.", spell=False) != []


# -- cards chosen from a hand or graveyard as the instruction is followed (608.2c, 115.10) -------------

INSPIRATION = card("Test Inspiration", "Return an instant or sorcery card from your graveyard to your hand.",
                   "sorcery", "{1}{U}")
AGENT = card("Test Agent", "Target opponent exiles a card from their hand.", "sorcery", "{1}{B}")
SKAAB = card("Test Skaab", "When this creature enters, you may exile two creature cards from your graveyard. If you "
             "do, draw a card.", "creature", "{2}{U}", "2/2")


def test_return_an_instant_or_sorcery_card_from_your_graveyard_chosen_as_it_resolves():
    holds('''
        Given alice has Test Inspiration in hand as "insp"
        And alice has Lightning Bolt in graveyard as "bolt1"
        And alice has Lightning Bolt in graveyard as "bolt2"
        And alice has Grizzly Bears in graveyard as "bears"
        When alice casts "insp"
        And the stack resolves
        Then "bolt2" is in hand
        And "bolt1" is in the graveyard
        And "bears" is in the graveyard
    ''', [INSPIRATION], edit=chooses(1, "return_choice", "insp", "alice", "bolt2"))
    # the only card of that kind: no choice to make
    holds('''
        Given alice has Test Inspiration in hand as "insp"
        And alice has Lightning Bolt in graveyard as "bolt1"
        And alice has Grizzly Bears in graveyard as "bears"
        And bob has Lightning Bolt in graveyard as "theirs"
        When alice casts "insp"
        And the stack resolves
        Then "bolt1" is in hand
        And "theirs" is in the graveyard
    ''', [INSPIRATION])


def test_target_opponent_exiles_a_card_of_their_choice_from_their_hand():
    holds('''
        Given alice has Test Agent in hand as "agent"
        And bob has Grizzly Bears in hand as "b1"
        And bob has Lightning Bolt in hand as "b2"
        When alice casts "agent" targeting bob
        And the stack resolves
        Then "b2" is in exile
        And "b1" is in hand
    ''', [AGENT], edit=chooses(1, "exile_choice", "agent", "bob", "b2"))


def test_exile_two_cards_if_you_do_reads_whether_there_were_two():
    holds('''
        Given alice has Test Skaab in hand as "skaab"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Hill Giant in graveyard as "g2"
        And alice has Lightning Bolt in library as "top"
        When alice casts "skaab"
        And the stack resolves
        Then "g1" is in exile
        And "g2" is in exile
        And "top" is in hand
    ''', [SKAAB], edit=chooses(1, "may", "skaab", None, "yes"))
    holds('''
        Given alice has Test Skaab in hand as "skaab"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Lightning Bolt in library as "top"
        When alice casts "skaab"
        And the stack resolves
        Then "g1" is in exile
        And "top" is in the library
    ''', [SKAAB], edit=chooses(1, "may", "skaab", None, "yes"))


def test_a_card_at_random_is_refused():
    assert reason("Return a creature card at random from your graveyard to your hand.") != []


# -- "For each land you control, create a Treasure token" (608.2h: counted once as it resolves) ---------

BOUNTY = card("Test Bounty", "For each land you control, create a Treasure token.", "sorcery", "{6}{R}")
CADIRA = card("Test Cadira", "{0}: For each token you control, create a 1/1 white Rabbit creature token.", "artifact",
              "{1}")


def test_for_each_land_you_control_create_a_treasure():
    holds('''
        Given alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice controls Island as "i1"
        And bob controls Forest as "theirs"
        And alice has Test Bounty in hand as "bounty"
        When alice casts "bounty"
        And the stack resolves
        Then alice controls three artifacts
    ''', [BOUNTY])


def test_for_each_token_counted_before_any_is_created():
    holds('''
        Given alice controls Test Cadira as "cadira"
        And alice has Test Bounty in hand as "bounty"
        And alice controls Forest as "f1"
        When alice casts "bounty"
        And the stack resolves
        And alice activates the ability of "cadira"
        And the stack resolves
        Then alice controls two artifacts
        And alice controls one creature
        When alice activates the ability of "cadira"
        And the stack resolves
        Then alice controls three creatures
    ''', [BOUNTY, CADIRA])


def test_for_each_this_way_or_opponent_is_refused():
    assert reason("Destroy all creatures. For each nontoken creature destroyed this way, you create a tapped "
                  "Treasure token.") == ["'for each ... this way' is not executed"]
    assert reason("For each opponent, create a Treasure token.") != []


# -- "Spend this mana only to cast an instant or sorcery spell" (106.6) --------------------------------

ARCANIST = card("Test Arcanist", "{T}: Add {C}. Spend this mana only to cast an instant or sorcery spell.",
                "creature", "{U}", "1/3")
PING = card("Test Ping", "Test Ping deals 1 damage to any target.", "instant", "{1}")
WALL = card("Test Wall", "", "creature", "{1}", "0/2")


def test_restricted_mana_pays_for_an_instant_but_not_a_creature():
    holds('''
        Given alice controls Test Arcanist as "arcanist"
        And alice has Test Ping in hand as "ping"
        When alice activates the mana ability of "arcanist"
        And alice casts "ping" paying {C} targeting bob
        And the stack resolves
        Then bob has 19 life
    ''', [ARCANIST, PING])
    holds('''
        Given alice controls Test Arcanist as "arcanist"
        And alice has Test Wall in hand as "wall"
        When alice activates the mana ability of "arcanist"
        And alice casts "wall" paying {C}
        Then the action is refused
    ''', [ARCANIST, WALL])


def test_other_spending_restrictions_are_refused():
    assert reason("{T}: Add one mana of any color. Spend this mana only to cast a multicolored spell.",
                  spell=False) == ["this restriction on spending mana is not executed"]
