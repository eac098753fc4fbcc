"""Unit tests of the reference engine's copy machinery (CR 707), below the scenarios: copy
effects built and applied directly, including cases no example covers."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_reference_engine.rules.copy import additional_effects, become_copy, copied_values
from mtg_reference_engine.rules.entering import enter_battlefield
from mtg_reference_engine.state.game import Game, Illegal
from mtg_reference_engine.state.layers import copiable_values
from mtg_reference_engine.text.oracle import parse_exceptions
from tests.engine_match import game_with


def enter(game: Game, obj_id: str, *choices: dict[str, Any]) -> None:
    game.begin_action({"choices": list(choices)})
    enter_battlefield(game, game.obj(obj_id), "alice", cause="effect")
    game.end_action()


def copy_choice(obj: str, target: str | None) -> dict[str, Any]:
    return {"kind": "copy", "object": obj, "choice": target}


def test_a_copy_of_a_copy_of_a_token_has_the_tokens_values_and_is_no_token():
    game = game_with({"id": "soldier", "card": "Soldier Token", "token": True},
                     {"id": "first", "card": "Clone", "zone": "hand"},
                     {"id": "second", "card": "Clone", "zone": "hand"})
    enter(game, "first", copy_choice("first", "soldier"))
    enter(game, "second", copy_choice("second", "first"))
    ch = game.chars(game.obj("second"))
    assert (ch.name, ch.colors, ch.power, ch.toughness, ch.subtypes) == ("Soldier Token", ["white"], 1, 1, ["Soldier"])
    assert not game.obj("second").token and not game.obj("first").token  # 707.2: not a copiable value


def test_a_face_down_permanent_that_became_a_copy_is_the_copy_when_turned_face_up():
    game = game_with({"id": "demon", "card": "Grinning Demon", "face_down": True},
                     {"id": "bears", "card": "Grizzly Bears", "owner": "bob"})
    demon = game.obj("demon")
    become_copy(game, demon, game.obj("bears"), [], None)
    ch = game.chars(demon)
    assert (ch.name, ch.power, ch.toughness, ch.colors, ch.abilities) == ("", 2, 2, [], [])  # 707.3, 708.2
    demon.face_down = False  # 708.8: turned face up, it has its copiable values
    ch = game.chars(demon)
    assert (ch.name, ch.power, ch.toughness, ch.colors) == ("Grizzly Bears", 2, 2, ["green"])


def test_a_copy_of_a_face_down_permanent_stays_a_nameless_2_2_when_the_original_turns_face_up():
    game = game_with({"id": "demon", "card": "Grinning Demon", "face_down": True, "owner": "bob"},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    enter(game, "clone", copy_choice("clone", "demon"))
    game.obj("demon").face_down = False
    assert game.chars(game.obj("demon")).name == "Grinning Demon"
    ch = game.chars(game.obj("clone"))
    assert (ch.name, ch.power, ch.toughness, ch.card_types) == ("", 2, 2, ["creature"])  # 707.2b
    assert not game.obj("clone").face_down  # 707.2-ex2: it is face up


def test_the_later_of_two_copy_effects_wins():
    game = game_with({"id": "shifter", "card": "Unstable Shapeshifter"},
                     {"id": "bears", "card": "Grizzly Bears"},
                     {"id": "bear", "card": "Runeclaw Bear"})
    shifter = game.obj("shifter")
    become_copy(game, shifter, game.obj("bears"), [], None)
    become_copy(game, shifter, game.obj("bear"), [], None)
    assert game.chars(shifter).name == "Runeclaw Bear"
    first, second = [e for e in game.effects if e.layer == "1a"]
    first.timestamp, second.timestamp = second.timestamp, first.timestamp  # 613.7: timestamp order
    assert game.chars(shifter).name == "Grizzly Bears"


def test_copiable_values_exclude_counters_and_noncopy_effects_but_include_copy_effects():
    game = game_with({"id": "shifter", "card": "Unstable Shapeshifter", "counters": {"+1/+1": 2}},
                     {"id": "bears", "card": "Grizzly Bears"})
    shifter = game.obj("shifter")
    become_copy(game, shifter, game.obj("bears"), [], None)
    assert (game.chars(shifter).power, game.chars(shifter).toughness) == (4, 4)
    values = copiable_values(game, shifter)
    assert (values.name, values.power, values.toughness) == ("Grizzly Bears", 2, 2)


def test_copy_values_are_locked_in_when_the_copy_effect_starts():
    game = game_with({"id": "shifter", "card": "Unstable Shapeshifter"},
                     {"id": "bears", "card": "Grizzly Bears"},
                     {"id": "bear", "card": "Runeclaw Bear"},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    become_copy(game, game.obj("shifter"), game.obj("bears"), [], None)
    enter(game, "clone", copy_choice("clone", "shifter"))
    become_copy(game, game.obj("shifter"), game.obj("bear"), [], None)
    assert game.chars(game.obj("clone")).name == "Grizzly Bears"  # 707.2b


def test_set_pt_exception_drops_a_pt_defining_ability_but_type_additions_keep_cdas():
    game = game_with({"id": "goyf", "card": "Tarmogoyf"}, {"id": "changeling", "card": "Avian Changeling"})
    values = copied_values(game, game.obj("goyf"), parse_exceptions("it's 7/7"), None)
    assert (values.power, values.toughness) == (7, 7)
    assert not [a for a in values.abilities if a.spec.get("defines") == "pt"]  # 707.9d
    values = copied_values(game, game.obj("changeling"),
                           parse_exceptions("it's a Shapeshifter Rogue in addition to its other types"), None)
    assert any(a.spec.get("keyword") == "changeling" for a in values.abilities)  # 707.9d, last sentence


def test_conditional_exceptions_look_at_the_copy_without_them():
    exceptions = parse_exceptions("it's legendary and snow in addition to its other types and, if it's a creature, "
                                  "it enters with two additional +1/+1 counters on it and it has changeling")
    game = game_with({"id": "factory", "card": "Mishra's Factory"}, {"id": "bears", "card": "Grizzly Bears"})
    land = copied_values(game, game.obj("factory"), exceptions, None)
    assert land.supertypes == ["legendary", "snow"]
    assert not any(a.spec.get("keyword") == "changeling" for a in land.abilities)
    assert additional_effects(game, game.obj("factory"), exceptions, None) == []  # 707.9f
    bears = copied_values(game, game.obj("bears"), exceptions, None)
    assert any(a.spec.get("keyword") == "changeling" for a in bears.abilities)
    assert additional_effects(game, game.obj("bears"), exceptions, None)[0]["enters_with_counters"]["count"] == 2


def test_an_additional_effect_is_lost_to_a_later_copy_effect():
    game = game_with({"id": "clone", "card": "Clone", "counters": {"+1/+1": 1}},
                     {"id": "bears", "card": "Grizzly Bears"},
                     {"id": "ego", "card": "Altered Ego", "zone": "hand"})
    game.current_x = 4
    enter(game, "ego", copy_choice("ego", "clone"), copy_choice("ego", "bears"))
    assert game.obj("ego").counters == {}  # 707.9e
    assert game.chars(game.obj("ego")).name == "Grizzly Bears"


def test_a_choice_outside_the_options_is_refused_and_a_permanent_still_entering_is_no_option():
    game = game_with({"id": "first", "card": "Clone", "zone": "hand"}, {"id": "second", "card": "Clone", "zone": "hand"})
    game.begin_action({"choices": [copy_choice("first", "second")]})
    with pytest.raises(Illegal):
        enter_battlefield(game, game.obj("first"), "alice", cause="effect")


def test_a_copy_of_an_aura_with_nothing_to_enchant_stays_where_it_was():
    game = game_with({"id": "pacifism", "card": "Pacifism", "owner": "bob"},  # unattached: no SBA runs here
                     {"id": "copy", "card": "Copy Enchantment", "zone": "hand"})
    enter(game, "copy", copy_choice("copy", "pacifism"))
    assert game.obj("copy").zone == "hand"  # 303.4g


def test_a_copy_of_an_aura_is_attached_as_it_enters_without_targeting():
    game = game_with({"id": "pacifism", "card": "Pacifism", "owner": "bob"},
                     {"id": "scout", "card": "Gladecover Scout", "owner": "bob"},
                     {"id": "copy", "card": "Copy Enchantment", "zone": "hand"})
    enter(game, "copy", copy_choice("copy", "pacifism"), {"kind": "enchant", "object": "copy", "choice": "scout"})
    assert game.obj("copy").attached_to == "scout"  # 303.4f: hexproof doesn't matter


def test_flipped_status_is_the_copys_own_not_copied():
    game = game_with({"id": "tomoya", "card": "Jushi Apprentice // Tomoya the Revealer", "flipped": True, "owner": "bob"},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    assert game.chars(game.obj("tomoya")).name == "Tomoya the Revealer"
    enter(game, "clone", copy_choice("clone", "tomoya"))
    assert game.chars(game.obj("clone")).name == "Jushi Apprentice"  # 707.2: status isn't copied
    game.obj("clone").flipped = True  # 707.3: the copy's own status modifies the copied values
    ch = game.chars(game.obj("clone"))
    assert (ch.name, ch.mana_cost, ch.supertypes) == ("Tomoya the Revealer", "{1}{U}", ["legendary"])


def test_an_as_enters_form_is_copiable_and_a_copy_chooses_its_own_form():
    game = game_with({"id": "clay", "card": "Primal Clay", "zone": "hand"},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    enter(game, "clay", {"kind": "form", "object": "clay", "choice": "a 1/6 Wall artifact creature with defender"})
    values = copiable_values(game, game.obj("clay"))
    assert (values.power, values.toughness, values.subtypes) == (1, 6, ["Shapeshifter", "Wall"])  # 707.2
    enter(game, "clone", copy_choice("clone", "clay"),
          {"kind": "form", "object": "clone", "choice": "a 3/3 artifact creature"})
    ch = game.chars(game.obj("clone"))
    assert (ch.power, ch.toughness) == (3, 3)  # 707.6: chosen anew; the later copiable effect wins
    # The copied values include the Clay's chosen form (Primal Clay's ruling: "a 1/6 creature with
    # flying and defender" and the like are possible), so the Wall type and defender stay.
    assert any(a.spec.get("keyword") == "defender" for a in ch.abilities) and "Wall" in ch.subtypes


def test_the_legend_rule_keeps_the_chosen_one_and_ignores_other_controllers():
    from mtg_reference_engine.rules import legend_rule

    game = game_with({"id": "a", "card": "Isamaru, Hound of Konda"}, {"id": "b", "card": "Isamaru, Hound of Konda"},
                     {"id": "c", "card": "Isamaru, Hound of Konda", "owner": "bob"})
    game.begin_action({"choices": [{"kind": "legend_rule", "choice": "b"}]})
    assert [o.id for o in legend_rule.to_graveyard(game)] == ["a"]  # 704.5j


def test_a_face_down_permanent_with_given_values_is_copied_with_them_but_not_its_noted_name():
    from mtg_reference_engine.rules.ability_effects import copy_noted_card
    from mtg_reference_engine.state.characteristics import Characteristics
    from mtg_reference_engine.state.game import StackItem

    game = game_with({"id": "shock", "card": "Shock", "zone": "graveyard"},
                     {"id": "clone", "card": "Clone", "zone": "hand"})
    shock = game.obj("shock")
    shock.enters_face_down = Characteristics(card_types=["creature"], power=3, toughness=3)
    enter(game, "shock")
    shock.noted = ("Shock", Characteristics(name="Shock"))
    enter(game, "clone", copy_choice("clone", "shock"))
    ch = game.chars(game.obj("clone"))
    assert (ch.name, ch.power, ch.toughness) == ("", 3, 3)  # 708.2b values are copiable (707.2)
    item = StackItem(id="t", kind="triggered_ability", controller="alice", source="clone")
    copy_noted_card(game, item, game.obj("clone"))  # the noted name isn't copied: nothing is created
    assert set(game.objects) == {"shock", "clone"}


# -- a permanent set up as already a copy (the setup's copy_of, 707.5) ---------------------------

def _setup_copy_payload(objects: list[dict[str, Any]]) -> dict[str, Any]:
    from mtg_conformance.cardpool import load_pool

    pool = load_pool()
    names = sorted({o["card"] for o in objects})
    return {"id": "unit/copy-setup", "requires": [], "cards": [pool[n] for n in names],
            "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                      "turn": {"active": "alice", "step": "precombat_main"},
                      "objects": [{"zone": "battlefield", "owner": "alice", **o} for o in objects]},
            "actions": [{"do": "observe", "label": "start"}]}


def test_a_copy_of_a_copy_set_up_in_either_order_has_the_first_originals_values():
    from mtg_reference_engine.engine.engine import run_fixture

    elves = {"id": "elves", "card": "Llanowar Elves"}
    first = {"id": "clone-1", "card": "Clone", "copy_of": "elves"}
    second = {"id": "clone-2", "card": "Clone", "copy_of": "clone-1"}
    for order in ([elves, first, second], [second, first, elves]):
        objs = run_fixture(_setup_copy_payload(order))["observations"]["start"]["objects"]
        assert objs["clone-1"]["name"] == objs["clone-2"]["name"] == "Llanowar Elves"  # 707.3
        assert objs["clone-2"]["power"] == 1


def test_a_setup_copy_the_card_could_not_be_is_a_bad_fixture():
    from mtg_reference_engine.engine.engine import run_fixture
    from mtg_reference_engine.state.game import BadFixture

    with pytest.raises(BadFixture, match="no ability that makes it enter as a copy"):
        run_fixture(_setup_copy_payload([{"id": "elves", "card": "Llanowar Elves"},
                                         {"id": "bears", "card": "Grizzly Bears", "copy_of": "elves"}]))
    with pytest.raises(BadFixture, match="in a circle"):
        run_fixture(_setup_copy_payload([{"id": "a", "card": "Clone", "copy_of": "b"},
                                         {"id": "b", "card": "Clone", "copy_of": "a"}]))
    with pytest.raises(BadFixture, match="can't be a copy"):  # Clone copies a creature, not a land
        run_fixture(_setup_copy_payload([{"id": "forest", "card": "Forest"},
                                         {"id": "clone", "card": "Clone", "copy_of": "forest"}]))
