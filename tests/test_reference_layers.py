"""Unit tests of the reference engine's layer system (CR 613) as the copy rules use it: effects of
static abilities and characteristic-defining abilities through layers.EFFECT_PROVIDERS, text
changes in layer 3, and the order of layers."""

from __future__ import annotations

from mtg_reference_engine.rules.copy import become_copy
from mtg_reference_engine.state.creature_types import CREATURE_TYPES
from mtg_reference_engine.state.layers import ContinuousEffect, characteristics, copiable_values
from mtg_reference_engine.rules.text_change import word_swap_effect
from tests.engine_match import game_with


def test_tarmogoyf_counts_card_types_in_all_graveyards_in_every_zone():
    game = game_with({"id": "goyf", "card": "Tarmogoyf"},
                     {"id": "growth", "card": "Giant Growth", "zone": "graveyard", "owner": "bob"},
                     {"id": "juggernaut", "card": "Juggernaut", "zone": "graveyard"})
    ch = game.chars(game.obj("goyf"))
    assert (ch.power, ch.toughness) == (3, 4)  # instant, artifact, creature
    game.obj("goyf").zone = "graveyard"  # 604.3: the CDA works in all zones; it counts itself
    assert (game.chars(game.obj("goyf")).power, game.chars(game.obj("goyf")).toughness) == (3, 4)


def test_a_cda_applies_before_other_effects_of_its_layer():
    game = game_with({"id": "goyf", "card": "Tarmogoyf"})
    goyf = game.obj("goyf")
    game.effects.append(ContinuousEffect("7b", 1, {(goyf.id, goyf.incarnation)},
                                         lambda ch, o: setattr(ch, "power", 5)))
    assert game.chars(goyf).power == 5  # 7a (CDA, 0) then 7b (set to 5)


def test_changeling_gives_every_creature_type_and_a_copy_effect_can_take_it_away():
    game = game_with({"id": "changeling", "card": "Avian Changeling"}, {"id": "bears", "card": "Grizzly Bears"})
    changeling = game.obj("changeling")
    assert set(CREATURE_TYPES) <= set(game.chars(changeling).subtypes)
    assert "Time Lord" in game.chars(changeling).subtypes
    become_copy(game, changeling, game.obj("bears"), [], None)
    assert game.chars(changeling).subtypes == ["Bear"]


def test_an_anthem_for_the_chosen_type_uses_its_sources_own_choice_and_controller():
    game = game_with({"id": "automaton", "card": "Adaptive Automaton", "chosen": {"creature_type": "bear"}},
                     {"id": "bears", "card": "Grizzly Bears"},
                     {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"},
                     {"id": "elves", "card": "Quirion Elves"})
    assert game.chars(game.obj("bears")).power == 3
    assert game.chars(game.obj("theirs")).power == 2
    assert game.chars(game.obj("elves")).power == 1
    assert game.chars(game.obj("automaton")).subtypes == ["Construct", "Bear"]
    assert game.chars(game.obj("automaton")).power == 2  # "other creatures"


def test_a_text_change_is_in_layer_3_and_not_copiable():
    game = game_with({"id": "wraith", "card": "Bog Wraith"})
    wraith = game.obj("wraith")
    game.effects.append(word_swap_effect(game, wraith, "swamp", "island", "hack"))
    assert [a.text for a in game.chars(wraith).abilities] == ["Islandwalk"]
    assert [a.text for a in copiable_values(game, wraith).abilities] == ["Swampwalk"]


def test_full_text_of_the_top_creature_card_follows_the_graveyard():
    game = game_with({"id": "volrath", "card": "Volrath's Shapeshifter"},
                     {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"})
    volrath = game.obj("volrath")
    assert game.chars(volrath).name == "Grizzly Bears"
    game.obj("bears").zone = "exile"
    assert game.chars(volrath).name == "Volrath's Shapeshifter"
    assert characteristics(game, volrath, upto="1b").name == "Volrath's Shapeshifter"


def test_counters_apply_in_layer_7c_after_setting_effects():
    game = game_with({"id": "bears", "card": "Grizzly Bears", "counters": {"+1/+1": 1}})
    bears = game.obj("bears")
    game.effects.append(ContinuousEffect("7b", 1, {(bears.id, bears.incarnation)},
                                         lambda ch, o: (setattr(ch, "power", 0), setattr(ch, "toughness", 1))))
    ch = game.chars(bears)
    assert (ch.power, ch.toughness) == (1, 2)


def test_effects_stop_applying_to_an_object_that_changed_zones():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    bears = game.obj("bears")
    game.effects.append(ContinuousEffect("7c", 1, {(bears.id, bears.incarnation)},
                                         lambda ch, o: setattr(ch, "power", ch.power + 3)))
    assert game.chars(bears).power == 5
    bears.incarnation += 1  # 400.7: a new object
    assert game.chars(bears).power == 2
