"""Flip cards flipped by an instruction (710.2, 710.4), "that much damage plus N" (614.1a, 614.5),
played in games (issue 16; branch faces)."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.game import Unsupported
from tests.tree_play import card, holds, play, reason, refused, tree_read

AKKI = "Akki Lavarunner // Tok-Tok, Volcano Born"
FLIPPER = card("Test Flipper", "Whenever this creature deals damage to an opponent, flip it.", "creature", "{R}", "2/2")
PLUS = card("Test Kindler", "If a red source you control would deal damage to an opponent, it deals that much damage "
            "plus 1 instead.", "enchantment", "{R}")


def test_the_lines_are_read():
    tree_read(FLIPPER["oracle_text"])
    assert reason(PLUS["oracle_text"], spell=False) == []
    assert reason("If a red source would deal damage to a player, it deals that much damage plus 1 to that player "
                  "instead.", spell=False) == []


def test_refused_neighbours():
    refused("Whenever this creature deals damage to an opponent, flip target creature.", "flipping other than")
    refused("If a red source would deal damage to a creature, it deals that much damage plus 1 instead.",
            "is read in 'that much damage plus N'")
    refused("If another red source you control would deal damage to a permanent or player, it deals that much "
            "damage plus 1 to that permanent or player instead.", "is read in 'that much damage plus N'")


def test_akki_flips_when_it_deals_damage_to_an_opponent():
    holds(f'''
        Given alice controls {AKKI} as "akki"
        When alice attacks bob with "akki"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 19 life
        And "akki" is named "Akki Lavarunner"
        When the top of the stack resolves
        Then "akki" is named "Tok-Tok, Volcano Born"
        And "akki" is 2/2''')


def test_a_permanent_that_is_no_flip_card_doesnt_flip():
    holds('''
        Given alice controls Test Flipper as "flipper"
        When alice attacks bob with "flipper"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 18 life
        When the top of the stack resolves
        Then "flipper" is named "Test Flipper"
        And "flipper" is 2/2''', [FLIPPER])


def test_plus_one_applies_to_red_sources_of_its_controller_dealing_damage_to_an_opponent():
    holds('''
        Given alice controls Test Kindler as "kindler"
        And alice has Shock in hand as "shock"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "shock" targeting bob
        And the top of the stack resolves
        Then bob has 17 life
        When alice casts "bolt" targeting alice
        And the top of the stack resolves
        Then alice has 17 life''', [PLUS])


def test_plus_one_doesnt_apply_to_other_colors_or_creatures():
    holds('''
        Given alice controls Test Kindler as "kindler"
        And alice controls Grizzly Bears as "bears"
        And alice has Shock in hand as "shock"
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's graveyard
        When alice attacks bob with "bears"
        Then the action is refused''', [PLUS])


def test_two_tok_toks_add_one_each():
    holds(f'''
        Given alice controls {AKKI} as "tok-1"
        And "tok-1" is flipped
        And bob controls {AKKI} as "tok-2"
        And "tok-2" is flipped
        And alice has Shock in hand as "shock"
        When alice casts "shock" targeting bob
        And the top of the stack resolves
        Then bob has 16 life''')


def test_plus_and_a_doubler_together_are_refused():
    with pytest.raises(Unsupported, match="616.1"):
        play(f'''
        Given alice controls {AKKI} as "tok"
        And "tok" is flipped
        And alice controls Gratuitous Violence as "violence"
        And alice controls Raging Goblin as "goblin"
        When alice attacks bob with "goblin"
        And bob declares no blockers
        And combat damage is dealt
        Then bob has 17 life''')


# -- devotion (700.5, 700.5a) ------------------------------------------------------------------------

ALTAR, PURPHOROS = "Altar of the Pantheon", "Purphoros, God of the Forge"
XENAGOS_LIKE = card("Test Reveler", "As long as your devotion to red and green is less than seven, this creature "
                    "isn't a creature.", ["enchantment", "creature"], "{R}{G}", "6/5")


def test_devotion_lines_are_read():
    assert reason("Your devotion to each color and each combination of colors is increased by one.", spell=False) == []
    assert reason(XENAGOS_LIKE["oracle_text"], spell=False) == []


def test_devotion_counts_only_the_permanents_you_control():
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        And alice controls {PURPHOROS} as "purphoros"
        And bob controls Ball Lightning as "ball"
        Then "purphoros" is not a creature''')


def test_devotion_to_two_colors_counts_each_symbol_once():
    # {R}{G} (2) + Ball Lightning's {R}{R}{R} (3) + the Altar (1) = 6 < 7; Raging Goblin's {R} makes 7
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        And alice controls Test Reveler as "reveler"
        And alice controls Ball Lightning as "ball"
        Then "reveler" is not a creature''', [XENAGOS_LIKE])
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        And alice controls Test Reveler as "reveler"
        And alice controls Ball Lightning as "ball"
        And alice controls Raging Goblin as "goblin"
        Then "reveler" is a creature
        And "reveler" is 6/5''', [XENAGOS_LIKE])


def test_altar_gains_life_only_with_a_god_a_demigod_or_a_legendary_enchantment():
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        And alice controls {PURPHOROS} as "purphoros"
        When alice taps "altar" for red mana
        Then alice has 21 life''')
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        When alice taps "altar" for red mana
        Then alice has 20 life''')


def test_a_devotion_increase_with_a_condition_is_refused():
    refused("As long as you control a God, your devotion to each color and each combination of colors is increased "
            "by one.", "", spell=False)
    refused("Your devotion to black is increased by one.", "no template", spell=False)


# -- a target that depends on an earlier target (601.2c, 603.3d, 608.2b) ------------------------------

HUNTMASTER = "Huntmaster of the Fells // Ravager of the Fells"
TRANSFORM_AT_UPKEEP = f'''
        Given it is bob's end step
        And alice controls {HUNTMASTER} as "huntmaster"
        And bob controls Grizzly Bears as "bears"
        And alice controls Raging Goblin as "goblin"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        And "huntmaster"'s ability targets bob'''


def test_ravager_lines_are_read():
    from mtg_reference_engine.state.support import abilities_of, problems

    [ability] = abilities_of("Whenever this creature transforms into Ravager of the Fells, it deals 2 damage to target "
                             "opponent or planeswalker and 2 damage to up to one target creature that player or that "
                             "planeswalker's controller controls.", "Ravager of the Fells", False)
    assert "tree" in ability.spec and problems(ability, "Ravager of the Fells") == []


def test_the_creature_must_be_controlled_by_the_player_targeted_first():
    result, mismatches = play(TRANSFORM_AT_UPKEEP + '''
        And "huntmaster"'s ability targets "goblin" for its up-to target
        Then "huntmaster" is named "Ravager of the Fells"''')
    refusal = result["actions"][1].get("refused", "")
    assert "'goblin' is not a legal 'trigger_target' choice" in refusal and "(legal: bears)" in refusal, result


def test_up_to_one_target_may_be_none():
    holds(TRANSFORM_AT_UPKEEP + '''
        And "huntmaster"'s ability targets nothing for its up-to target
        When the top of the stack resolves
        Then bob has 18 life
        And "bears" is on the battlefield
        And "goblin" is on the battlefield''')


def test_the_dependent_target_is_refused_elsewhere():
    refused("Target creature that player or that planeswalker's controller controls gets -2/-2 until end of turn.",
            "that planeswalker's controller", spell=True)
    refused("When this creature enters, it deals 2 damage to target creature and 2 damage to up to one target "
            "creature that player or that planeswalker's controller controls.", "that planeswalker's controller")


# -- "If an instant or sorcery card is revealed this way" (701.20a, 608.2c) --------------------------

DELVER = "Delver of Secrets // Insectile Aberration"


def test_delver_doesnt_transform_if_the_card_isnt_revealed():
    holds(f'''
        Given it is bob's end step
        And alice controls {DELVER} as "delver"
        And alice has Lightning Bolt in library as "bolt"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        And alice declines the optional instruction of "delver"'s ability
        Then "delver" is named "Delver of Secrets"''')


def test_revealed_this_way_is_refused_without_the_reveal_before_it():
    refused("At the beginning of your upkeep, look at the top card of your library. If an instant card is revealed "
            "this way, transform this creature.", "right after 'You may reveal that card'")


def test_flipping_another_creature_is_refused_as_it_resolves():
    other = card("Test Flip Watcher", "Whenever a creature you control deals damage to an opponent, flip it.",
                 "enchantment", "{R}")
    with pytest.raises(Unsupported, match="other than the ability's source"):
        play('''
            Given alice controls Test Flip Watcher as "watcher"
            And alice controls Raging Goblin as "goblin"
            When alice attacks bob with "goblin"
            And bob declares no blockers
            And combat damage is dealt
            And the top of the stack resolves''', [other])


def test_devotion_counts_a_permanent_gained_by_a_control_effect():
    # 700.5a: after control effects (layer 2): bob's Ball Lightning, controlled by alice, counts for her
    holds(f'''
        Given alice controls {ALTAR} as "altar"
        And alice controls {PURPHOROS} as "purphoros"
        And bob controls Ball Lightning as "ball"
        And alice has Act of Treason in hand as "treason"
        Then "purphoros" is not a creature
        When alice casts "treason" targeting "ball"
        And the top of the stack resolves
        Then "purphoros" is a creature''')
