"""Unit tests of rules the reference engine got wrong on real cases outside the corpus (issue 15):
each plays the rule in a game built by hand, below the scenarios that show it."""

from __future__ import annotations

from typing import Any

from mtg_reference_engine.rules.copy import copied_values
from mtg_reference_engine.rules.entering import enter_battlefield
from mtg_reference_engine.state.game import Game
from mtg_reference_engine.rules.mana import object_mana_value
from mtg_reference_engine.text.oracle import parse_line
from mtg_reference_engine.rules.triggers import choose_trigger_targets
from tests.engine_match import Match, game_with


def enter(game: Game, obj_id: str, *choices: dict[str, Any]) -> None:
    game.begin_action({"choices": list(choices)})
    enter_battlefield(game, game.obj(obj_id), "alice", cause="effect")
    game.end_action()


def test_a_planeswalker_enters_with_its_loyalty_in_loyalty_counters():
    game = game_with({"id": "jace", "card": "Jace Beleren", "zone": "hand"})
    enter(game, "jace")
    assert game.obj("jace").counters == {"loyalty": 3}  # 306.5b


def test_a_copy_of_a_planeswalker_enters_with_the_copied_loyalty_not_the_originals_counters():
    game = game_with({"id": "jace", "card": "Jace Beleren", "owner": "bob", "counters": {"loyalty": 1}},
                     {"id": "copy", "card": "Copy Enchantment", "zone": "hand"})
    # Copy Enchantment can't choose a planeswalker: it enters as a copy of Jace the way a token
    # "that's a copy" does (707.5); as Jace it has no replacement of its own to apply.
    copy = game.obj("copy")
    copy.enters_as_copy_of = game.obj("jace")
    enter(game, "copy")
    assert game.chars(copy).loyalty == 3
    assert copy.counters == {"loyalty": 3}  # 306.5b with the copied loyalty, 707.2


def test_a_creature_type_exception_does_nothing_on_a_noncreature_copy():
    game = game_with({"id": "factory", "card": "Mishra's Factory"}, {"id": "bears", "card": "Grizzly Bears"})
    exceptions = [{"add_subtypes": ["Illusion"]}]
    assert copied_values(game, game.obj("factory"), exceptions, None).subtypes == []  # 205.3d
    assert copied_values(game, game.obj("bears"), exceptions, None).subtypes == ["Bear", "Illusion"]


def test_a_transformed_permanent_has_its_front_faces_mana_value():
    game = game_with({"id": "deserter", "card": "Afflicted Deserter // Werewolf Ransacker", "transformed": True},
                     {"id": "bears", "card": "Grizzly Bears"})
    deserter = game.obj("deserter")
    assert game.chars(deserter).mana_cost == ""  # 712.8e: only the back face's characteristics...
    assert object_mana_value(game, deserter) == 4  # ...but the front face's mana value
    deserter.transformed = False
    assert object_mana_value(game, deserter) == 4
    assert object_mana_value(game, game.obj("bears")) == 2


def test_a_permanent_copying_a_back_face_has_mana_value_zero():
    game = game_with({"id": "deserter", "card": "Afflicted Deserter // Werewolf Ransacker", "transformed": True},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    enter(game, "clone", {"kind": "copy", "object": "clone", "choice": "deserter"})
    assert object_mana_value(game, game.obj("clone")) == 0  # 712.8e


def test_a_triggered_ability_can_target_a_spell_on_the_stack():
    g = Match(game_with({"id": "bears", "card": "Grizzly Bears"},
                        {"id": "growth", "card": "Giant Growth", "zone": "hand"},
                        {"id": "mage", "card": "Dualcaster Mage", "zone": "hand"}))
    g.ok({"do": "cast", "player": "alice", "object": "growth", "targets": [{"object": "bears"}]})
    trigger = {"source": "mage", "ability": g.chars("mage").abilities[1]}
    g.game.begin_action({"choices": [{"kind": "trigger_target", "object": "mage", "choice": "growth"}]})
    assert choose_trigger_targets(g.game, trigger, "alice") == [{"object": "growth"}]  # 115.1b, 603.3d
    g.game.end_action()
    g.game.begin_action({"choices": []})
    # a permanent is no legal target for "target instant or sorcery spell"
    g.game.stack.clear()
    assert choose_trigger_targets(g.game, trigger, "alice") is None
    g.game.end_action()


def test_the_becomes_the_target_trigger_parses_and_sacrifices_its_source():
    [ability] = parse_line("When this creature becomes the target of a spell or ability, sacrifice it.", "")
    assert ability.kind == "triggered"
    assert ability.spec == {"event": "becomes_target", "self": True, "effect": {"type": "sacrifice_self", "targets": []}}
    g = Match(game_with({"id": "bears", "card": "Grizzly Bears"},
                        {"id": "image", "card": "Phantasmal Image", "zone": "hand"},
                        {"id": "shock", "card": "Shock", "zone": "hand", "owner": "bob"}))
    g.game.begin_action({"choices": [{"kind": "copy", "object": "image", "choice": "bears"}]})
    enter_battlefield(g.game, g.game.obj("image"), "alice", cause="effect")
    g.game.end_action()
    g.ok({"do": "cast", "player": "bob", "object": "shock", "targets": [{"object": "image"}]})
    assert [i.kind for i in g.stack] == ["spell", "triggered_ability"]  # 707.9a: the granted ability works
    g.ok({"do": "resolve"})
    assert g.zone("image") == "graveyard" and g.zone("bears") == "battlefield"


def test_a_landwalk_grant_is_not_read_as_a_landwalk_keyword():
    from mtg_reference_engine.text.oracle import parse_oracle_text

    abilities = parse_oracle_text("Enchant creature\nEnchanted creature has swampwalk.", "Leshrac's Rite")
    assert [a.spec.get("rule") or a.spec.get("keyword") for a in abilities] == ["enchant", "attached_grant"]
    assert abilities[1].spec["keywords"] == ["swampwalk"]  # 702.14a: granted to the enchanted creature
    [walk] = parse_oracle_text("Nonbasic landwalk", "Dryad Sophisticate")
    assert walk.spec == {"keyword": "landwalk", "land_type": "nonbasic land"}


def test_creature_cards_you_own_outside_the_battlefield_have_flash():
    game = game_with({"id": "teferi", "card": "Teferi, Mage of Zhalfir"},
                     {"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
                     {"id": "theirs", "card": "Grizzly Bears", "zone": "hand", "owner": "bob"},
                     {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})
    texts = lambda o: [a.text for a in game.chars(game.obj(o)).abilities]  # noqa: E731
    assert texts("bears") == ["Flash"]  # 613.1f: layer 6, on a card in a hand
    assert texts("theirs") == [] and "Flash" not in texts("bolt")  # only its controller's creature cards


def test_opponents_of_teferi_can_cast_spells_only_as_a_sorcery():
    g = Match(game_with({"id": "teferi", "card": "Teferi, Mage of Zhalfir", "owner": "bob"},
                        {"id": "bears", "card": "Grizzly Bears"},
                        {"id": "growth", "card": "Giant Growth", "zone": "hand"},
                        {"id": "growth2", "card": "Giant Growth", "zone": "hand"},
                        {"id": "bolt", "card": "Lightning Bolt", "zone": "hand", "owner": "bob"}))
    g.ok({"do": "cast", "player": "alice", "object": "growth", "targets": [{"object": "bears"}]})  # main phase, empty stack
    refused = g.refused({"do": "cast", "player": "alice", "object": "growth2", "targets": [{"object": "bears"}]})
    assert "only any time they could cast a sorcery" in refused  # 601.3: the stack isn't empty
    g.ok({"do": "cast", "player": "bob", "object": "bolt", "targets": [{"object": "bears"}]})  # Teferi's controller may


def test_a_black_spell_costs_one_less_with_thunderscape_familiar_even_if_it_is_sacrificed():
    from mtg_reference_engine.rules.rules_effects import reduced_cost

    game = game_with({"id": "familiar", "card": "Thunderscape Familiar"},
                     {"id": "reap", "card": "Altar's Reap", "zone": "hand"},
                     {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"})
    assert reduced_cost(game, game.chars(game.obj("reap")), "{1}{B}", "alice") == "{B}"  # 601.2f
    assert reduced_cost(game, game.chars(game.obj("reap")), "{1}{B}", "bob") == "{1}{B}"  # "you cast"
    assert reduced_cost(game, game.chars(game.obj("bolt")), "{R}", "alice") == "{R}"  # red: not reduced


def test_losing_one_quality_of_protection_from_each_color_keeps_the_others():
    from mtg_reference_engine.rules.ability_removal import remover
    from mtg_reference_engine.state.characteristics import Characteristics
    from mtg_reference_engine.text.oracle import parse_oracle_text

    ch = Characteristics(abilities=parse_oracle_text("Flying, protection from each color", "Iridescent Angel"))
    remover(["protection from black"])(ch, None)  # 702.16h: five separate abilities
    assert [a.text for a in ch.abilities] == ["Flying", "Protection from white", "Protection from blue",
                                              "Protection from red", "Protection from green"]
    ch = Characteristics(abilities=parse_oracle_text("Flying, protection from each color", "Iridescent Angel"))
    remover(["flying"])(ch, None)
    assert [a.text for a in ch.abilities] == ["Protection from each color"]  # untouched when not concerned


def test_a_target_is_checked_against_the_sacrificed_sources_last_known_information():
    g = Match(game_with({"id": "angel", "card": "Iridescent Angel"},
                        {"id": "snitch", "card": "Cephalid Snitch", "owner": "bob"},
                        {"id": "moonlace", "card": "Moonlace", "zone": "hand", "owner": "bob"}))
    g.ok({"do": "cast", "player": "bob", "object": "moonlace", "targets": [{"object": "snitch"}]})
    g.ok({"do": "resolve"})
    assert g.chars("snitch").colors == []  # 105.2c: "becomes colorless"
    g.ok({"do": "activate", "player": "bob", "object": "snitch", "targets": [{"object": "angel"}]})
    assert g.zone("snitch") == "graveyard" and g.chars("snitch").colors == ["blue"]  # a new object (400.7)
    g.ok({"do": "resolve"})  # 608.2b with the colorless LKI (113.7a): the target is still legal
    assert "Protection from black" not in [a.text for a in g.chars("angel").abilities]


def test_a_creature_deals_damage_equal_to_its_power_to_another_and_trample_does_nothing():
    g = Match(game_with({"id": "dreadmaw", "card": "Colossal Dreadmaw"},
                        {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
                        {"id": "bite", "card": "Rabid Bite", "zone": "hand"}))
    g.ok({"do": "cast", "player": "alice", "object": "bite", "targets": [{"object": "dreadmaw"}, {"object": "bears"}]})
    g.ok({"do": "resolve"})
    assert g.zone("bears") == "graveyard" and g.players["bob"].life == 20  # 702.19a
    assert g.obj("dreadmaw").damage == 0  # a one-way bite, not a fight


def test_an_aura_that_protection_doesnt_remove_stays_but_a_new_one_cant_be_attached():
    from mtg_reference_engine.rules.attachments import can_enchant

    game = game_with({"id": "bears", "card": "Grizzly Bears"},
                     {"id": "pacifism", "card": "Pacifism", "attached_to": "bears"},
                     {"id": "ward", "card": "Spectra Ward", "attached_to": "bears"})
    pacifism = game.obj("pacifism")
    assert can_enchant(game, pacifism, {"object": "bears"})  # 702.16n: not removed
    assert not can_enchant(game, pacifism, {"object": "bears"}, new=True)  # 702.16c: not attached anew


def test_an_aura_attached_at_the_start_already_applies_its_static_copy_effect():
    game = game_with({"id": "simulacrum", "card": "Soldevi Simulacrum", "owner": "bob"},
                     {"id": "ones", "card": "Wandering Ones"},
                     {"id": "alteration", "card": "Metamorphic Alteration", "attached_to": "ones",
                      "chosen": {"creature": "simulacrum"}})
    assert game.chars(game.obj("ones")).name == "Soldevi Simulacrum"  # 707.2c


def test_a_copy_of_an_ability_counts_as_the_same_ability_for_its_resolutions_this_turn():
    g = Match(game_with({"id": "flamekin", "card": "Soulbright Flamekin"},
                        {"id": "engine", "card": "Lithoform Engine"},
                        {"id": "bears", "card": "Grizzly Bears"}))
    activate = {"do": "activate", "player": "alice", "object": "flamekin", "ability": 0,
                "targets": [{"object": "bears"}]}
    for _ in range(2):
        g.ok(activate)
        g.ok({"do": "resolve"})
    assert g.players["alice"].mana_pool.symbols() == ""
    g.ok({**activate, "name_created": ["third"]})
    g.ok({"do": "activate", "player": "alice", "object": "engine", "ability": 0, "targets": [{"object": "third"}]})
    g.ok({"do": "resolve", "name_created": ["copy"],
          "choices": [{"kind": "new_targets", "object": "copy", "choice": None}]})
    assert g.stack[-1].source_incarnation == g.stack[-2].source_incarnation  # 707.10b: the same source
    g.ok({"do": "resolve", "choices": [{"kind": "may", "object": "flamekin", "choice": "yes"}]})
    assert g.players["alice"].mana_pool.symbols() == "{R}" * 8  # the third resolution
    g.ok({"do": "resolve"})  # the fourth: nothing more, and no question asked
    assert g.players["alice"].mana_pool.symbols() == "{R}" * 8
