"""Unit tests of effects overriding others (613.9): losing keywords in layer 6 (613.1f) against
effects adding them, in timestamp order (613.7); color changes in layer 5 (105.3, 613.1e) read by a
color-filtered anthem in layer 7c (613.4c); and a spell's color change carried to the permanent it
becomes (400.7a)."""

from __future__ import annotations

from mtg_reference_engine.rules.ability_removal import remover
from mtg_reference_engine.text.removal_text import parse_effect as parse_removal_effect, parse_static
from mtg_reference_engine.state.characteristics import Characteristics
from mtg_reference_engine.text.color_text import parse_effect as parse_color_effect
from mtg_reference_engine.state.game import Game
from mtg_reference_engine.state.layers import ContinuousEffect, end_of_turn_cleanup
from mtg_reference_engine.text.oracle import keyword_ability, parse_oracle_text
from tests.engine_match import Match, game_with


def keywords(game: Game, obj_id: str) -> list[str]:
    return [a.text for a in game.chars(game.obj(obj_id)).abilities if a.kind == "keyword"]


# -- templates ------------------------------------------------------------------------------------

def test_the_templates_of_losing_keywords():
    assert parse_static("enchanted creature loses flying.") == (
        "static", {"rule": "attached_lose_keywords", "attached": "enchanted", "keywords": ["flying"]})
    assert parse_static("all creatures lose flying and first strike.")[1]["keywords"] == ["flying", "first strike"]
    assert parse_static("all creatures lose all abilities.") is None  # not keywords: another template's
    assert parse_removal_effect("target creature loses flying until end of turn.") == {
        "type": "lose_keywords", "keywords": ["flying"], "duration": "end_of_turn", "targets": [{"types": ["creature"]}]}


def test_the_templates_of_color_changes_and_color_anthems():
    assert parse_color_effect("target spell or permanent becomes white.") == {
        "type": "become_color", "colors": ["white"], "duration": "permanent", "targets": [{"spell_or_permanent": True}]}
    eot = parse_color_effect("target creature becomes red and white until end of turn.")
    assert (eot["colors"], eot["duration"]) == (["white", "red"], "end_of_turn")
    # 105.2c: colorless is no color: the object's colors are replaced by none (Moonlace)
    assert parse_color_effect("target creature becomes colorless.")["colors"] == []
    assert parse_color_effect("target creature becomes colorless and white.") is None
    [anthem] = parse_oracle_text("White creatures get +1/+1.", "Crusade")
    assert anthem.spec == {"rule": "anthem", "filter": {"types": ["creature"], "colors": ["white"]},
                           "power": 1, "toughness": 1}


# -- layer 6: adding and removing in timestamp order ----------------------------------------------

def test_a_removal_takes_every_instance_of_that_keyword_and_only_that_quality():
    ch = Characteristics(abilities=[keyword_ability("flying"), keyword_ability("flying"),
                                    keyword_ability("protection from red"), keyword_ability("protection from black"),
                                    keyword_ability("vigilance")])
    remover(["flying", "protection from red"])(ch, None)  # type: ignore[arg-type]
    assert [a.text for a in ch.abilities] == ["Protection from black", "Vigilance"]


def test_the_later_of_two_auras_wins_whichever_removes():
    for first, second, flying in (("flight", "grounded", False), ("grounded", "flight", True)):
        game = game_with({"id": "bears", "card": "Grizzly Bears"},
                         {"id": "flight", "card": "Flight", "attached_to": "bears"},
                         {"id": "grounded", "card": "Grounded", "attached_to": "bears"})
        game.obj(first).timestamp, game.obj(second).timestamp = 10, 11  # 613.7e: attached in this order
        assert ("Flying" in keywords(game, "bears")) is flying, (first, second)


def test_an_aura_removing_flying_takes_the_printed_keyword_and_only_from_its_creature():
    game = game_with({"id": "drake", "card": "Wind Drake"}, {"id": "other", "card": "Wind Drake"},
                     {"id": "grounded", "card": "Grounded", "attached_to": "drake"})
    assert keywords(game, "drake") == []
    assert keywords(game, "other") == ["Flying"]
    game.obj("grounded").attached_to = None  # derived continuously (611.3a): back when it isn't attached
    assert keywords(game, "drake") == ["Flying"]


def test_all_creatures_lose_flying_applies_to_creatures_only_as_of_layer_4():
    game = game_with({"id": "sphere", "card": "Gravity Sphere", "owner": "bob"},
                     {"id": "drake", "card": "Wind Drake"}, {"id": "angel", "card": "Serra Angel", "owner": "bob"})
    assert keywords(game, "drake") == [] and keywords(game, "angel") == ["Vigilance"]
    drake = game.obj("drake")
    game.effects.append(ContinuousEffect("4", 50, {(drake.id, drake.incarnation)},
                                         lambda ch, o: setattr(ch, "card_types", ["artifact"])))
    assert keywords(game, "drake") == ["Flying"]  # no longer a creature when layer 6 applies


def test_a_loss_until_end_of_turn_ends_in_the_cleanup_step():
    game = game_with({"id": "drake", "card": "Wind Drake"})
    drake = game.obj("drake")
    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(drake.id, drake.incarnation)},
                                         remover(["flying"]), duration="end_of_turn"))
    assert keywords(game, "drake") == []
    end_of_turn_cleanup(game)  # 514.2
    assert keywords(game, "drake") == ["Flying"]


def test_emerald_charms_third_mode_removes_flying_a_later_aura_gives_back():
    match = Match(game_with({"id": "drake", "card": "Wind Drake"},
                            {"id": "charm", "card": "Emerald Charm", "zone": "hand"},
                            {"id": "flight", "card": "Flight", "zone": "hand"}))
    match.ok({"do": "cast", "player": "alice", "object": "charm", "costs": "assume_paid", "modes": [2],
              "targets": [{"object": "drake"}]})
    match.ok({"do": "resolve"})
    assert keywords(match.game, "drake") == []
    match.ok({"do": "cast", "player": "alice", "object": "flight", "costs": "assume_paid",
              "targets": [{"object": "drake"}]})
    match.ok({"do": "resolve"})
    assert keywords(match.game, "drake") == ["Flying"]  # Flight's effect is the later one


# -- layer 5 before layer 7c ----------------------------------------------------------------------

def white(game: Game, obj_id: str, colors: list[str], timestamp: int) -> None:
    obj = game.obj(obj_id)
    game.effects.append(ContinuousEffect("5", timestamp, {(obj.id, obj.incarnation)},
                                         lambda ch, o: setattr(ch, "colors", list(colors))))


def test_a_color_anthem_reads_the_colors_layer_5_left_whatever_the_timestamps():
    game = game_with({"id": "crusade", "card": "Crusade"}, {"id": "bears", "card": "Grizzly Bears"},
                     {"id": "knight", "card": "White Knight"})
    assert game.chars(game.obj("bears")).power == 2  # green: not pumped
    knight = game.chars(game.obj("knight"))
    assert (knight.power, knight.toughness) == (3, 3)
    white(game, "bears", ["white"], timestamp=-5)  # earlier than Crusade
    assert game.chars(game.obj("bears")).power == 3
    white(game, "knight", ["green"], timestamp=99)
    assert game.chars(game.obj("knight")).power == 2  # made green: no longer pumped


def test_purelace_targets_a_spell_or_a_permanent_but_not_a_player():
    match = Match(game_with({"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
                            {"id": "purelace", "card": "Purelace", "zone": "hand"}))
    assert "not a legal target" in match.refused({"do": "cast", "player": "alice", "object": "purelace",
                                                   "costs": "assume_paid", "targets": [{"player": "bob"}]})
    assert match.refused({"do": "cast", "player": "alice", "object": "purelace", "costs": "assume_paid",
                          "targets": [{"object": "bears"}]})  # a card in a hand is neither
    match.ok({"do": "cast", "player": "alice", "object": "bears", "costs": "assume_paid"})
    match.ok({"do": "cast", "player": "alice", "object": "purelace", "costs": "assume_paid",
              "targets": [{"object": "bears"}]})


def test_a_spells_color_change_carries_to_the_permanent_it_becomes_and_not_beyond():
    match = Match(game_with({"id": "bears", "card": "Grizzly Bears", "zone": "hand"},
                            {"id": "purelace", "card": "Purelace", "zone": "hand"}))
    match.ok({"do": "cast", "player": "alice", "object": "bears", "costs": "assume_paid"})
    match.ok({"do": "cast", "player": "alice", "object": "purelace", "costs": "assume_paid",
              "targets": [{"object": "bears"}]})
    match.ok({"do": "resolve"})
    match.ok({"do": "resolve"})
    assert match.zone("bears") == "battlefield"
    assert match.chars("bears").colors == ["white"]  # 400.7a
    from mtg_reference_engine.rules.entering import move_to_zone

    move_to_zone(match.game, match.game.obj("bears"), "hand")  # 400.7: a new object again
    assert match.chars("bears").colors == ["green"]
