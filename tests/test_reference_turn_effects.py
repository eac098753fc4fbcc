"""Unit tests of reference_impl/mtg_reference_engine/rules/turn_effects.py beyond the scenarios: players with hexproof from a
quality (702.11c-d), the set of permanents locked in by a resolved effect (611.2c), effects that
end in the cleanup step (514.2), "can't be countered" (101.2), and the spells cast this turn
(601.2i; a copy of a spell isn't cast, 707.10)."""

from __future__ import annotations

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.state import keywords
from mtg_reference_engine.rules import turns
from mtg_reference_engine.engine.engine import perform
from mtg_reference_engine.state.game import Game
from mtg_reference_engine.text.oracle import parse_oracle_text

from tests.test_reference_stack import assert_holds


def test_a_printed_hexproof_from_a_and_from_b_line_is_two_keyword_abilities():
    abilities = parse_oracle_text("Hexproof from blue and from black")
    assert [(a.kind, a.text, a.spec) for a in abilities] == [
        ("keyword", "Hexproof from blue", {"keyword": "hexproof_from", "from": "blue"}),
        ("keyword", "Hexproof from black", {"keyword": "hexproof_from", "from": "black"}),
    ]


def test_a_printed_protection_from_a_and_from_b_in_a_keyword_list_is_two_abilities():
    texts = [a.text for a in parse_oracle_text("Double strike, protection from black and from green")]
    assert texts == ["Double strike", "Protection from black", "Protection from green"]


def test_this_spell_cant_be_countered_is_a_static_ability():
    abilities = parse_oracle_text("This spell can't be countered.\nFlying")
    assert abilities[0].kind == "static" and abilities[0].spec == {"rule": "cant_be_countered_self"}


def test_a_red_spell_an_opponent_controls_can_still_target_the_player():
    # 702.11d for a player: hexproof from blue and from black doesn't stop a red spell.
    assert_holds('''
        Given alice has Veil of Summer in hand as "veil"
        And bob has Shock in hand as "shock"
        When alice casts "veil"
        And the top of the stack resolves
        And bob casts "shock" targeting alice
        And the top of the stack resolves
        Then alice has 18 life
    ''')


def test_a_players_hexproof_from_a_quality_ends_in_the_cleanup_step():
    pool = load_pool()
    game = Game({"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                 "turn": {"active": "alice", "step": "end"},
                 "objects": [{"id": "veil", "card": "Veil of Summer", "owner": "alice", "zone": "hand"}]},
                {"Veil of Summer": pool["Veil of Summer"]})
    assert perform(game, {"do": "cast", "player": "alice", "object": "veil"}) == {"ok": True}
    assert perform(game, {"do": "resolve"}) == {"ok": True}
    assert keywords.player_keywords(game, "alice") == [{"keyword": "hexproof_from", "from": "blue"},
                                                       {"keyword": "hexproof_from", "from": "black"}]
    assert keywords.player_keywords(game, "bob") == []
    turns.advance_step(game)  # end -> cleanup (514.2)
    assert keywords.player_keywords(game, "alice") == []


def test_the_creatures_hexproof_ends_in_the_cleanup_step():
    assert_holds('''
        Given it is alice's end step
        And alice controls Grizzly Bears as "bears"
        And alice has Veil of Summer in hand as "veil"
        When alice casts "veil"
        And the top of the stack resolves
        Then "bears" has the ability "Hexproof from black"
        When the phase ends
        Then "bears" has no abilities
    ''')


def test_a_permanent_that_enters_after_the_effect_began_doesnt_gain_hexproof():
    # 611.2c: the permanents are locked in as the effect begins; the player's own ability stays.
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Runeclaw Bear in hand as "runeclaw"
        And alice has Veil of Summer in hand as "veil"
        And bob has Murder in hand as "murder"
        When alice casts "veil"
        And the top of the stack resolves
        And "runeclaw" is put onto the battlefield under alice's control
        Then "runeclaw" does not have the ability "Hexproof from black"
        And "bears" has the ability "Hexproof from black"
    ''')


def test_spells_controlled_by_the_opponent_can_still_be_countered():
    # "Spells you control can't be countered this turn": only the Veil's controller's spells.
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Veil of Summer in hand as "veil"
        And alice has Cancel in hand as "cancel"
        And bob has Shock in hand as "shock"
        When alice casts "veil"
        And the top of the stack resolves
        And bob casts "shock" targeting "bears"
        And alice casts "cancel" targeting "shock"
        And the top of the stack resolves
        Then the stack is empty
        And "shock" is in the graveyard
        And "bears" is on the battlefield
    ''')


def test_a_spell_cast_before_veil_resolves_cant_be_countered_after_it_resolves():
    # The rules change (611.2c's second half) covers every spell its controller controls while it
    # lasts, the ones already on the stack included. Veil draws a card (bob cast a blue spell): alice
    # has one to draw, or she would lose the game (704.5b) and it would end (104.2a).
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Giant Growth in hand as "growth"
        And alice has Veil of Summer in hand as "veil"
        And alice has Island in library as "top"
        And bob has Cancel in hand as "cancel"
        When alice casts "growth" targeting "bears"
        And bob casts "cancel" targeting "growth"
        And alice casts "veil"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "growth" is on the stack
    ''')


def test_altered_ego_cant_be_countered():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Altered Ego in hand as "ego"
        And bob has Cancel in hand as "cancel"
        When alice casts "ego" with X = 1
        And bob casts "cancel" targeting "ego"
        And the top of the stack resolves
        Then "ego" is on the stack
    ''')


def test_a_copy_of_a_spell_isnt_recorded_as_cast():
    # 707.10: Fork's copy of alice's Murder is bob's spell but wasn't cast; Fork itself was.
    pool = load_pool()
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob", "zone": "battlefield"},
               {"id": "runeclaw", "card": "Runeclaw Bear", "owner": "alice", "zone": "battlefield"},
               {"id": "murder", "card": "Murder", "owner": "alice", "zone": "hand"},
               {"id": "fork", "card": "Fork", "owner": "bob", "zone": "hand"}]
    game = Game({"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                 "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects},
                {o["card"]: pool[o["card"]] for o in objects})
    for action in ({"do": "cast", "player": "alice", "object": "murder", "targets": [{"object": "bears"}]},
                   {"do": "cast", "player": "bob", "object": "fork", "targets": [{"object": "murder"}]},
                   {"do": "resolve", "name_created": ["copy"],
                    "choices": [{"kind": "new_targets", "object": "copy", "choice": [{"object": "runeclaw"}]}]}):
        assert perform(game, action) == {"ok": True}
    assert "copy" in game.objects
    assert [(c["player"], c["object"], c["colors"]) for c in game.spells_cast] == [
        ("alice", "murder", ["black"]), ("bob", "fork", ["red"])]


def test_fog_doesnt_prevent_noncombat_damage():
    assert_holds('''
        Given alice has Fog in hand as "fog"
        And bob has Shock in hand as "shock"
        When alice casts "fog"
        And the top of the stack resolves
        And bob casts "shock" targeting alice
        And the top of the stack resolves
        Then alice has 18 life
    ''')


def test_creatures_you_control_get_a_bonus_only_the_controllers_creatures():
    assert_holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Runeclaw Bear as "runeclaw"
        And alice has Inspired Charge in hand as "charge"
        When alice casts "charge"
        And the top of the stack resolves
        Then "bears" is 4/3
        And "runeclaw" is 2/2
    ''')


def test_a_players_abilities_are_observed_as_the_effect_words_them():
    from mtg_conformance.cardpool import load_pool
    from mtg_reference_engine.state.game import Game
    from mtg_reference_engine.engine.observe import snapshot

    pool = load_pool()
    for card, words in [("Absolute Virtue", ["Protection from each of your opponents"]),
                        ("Aegis of the Gods", ["Hexproof"]), ("Grizzly Bears", [])]:
        setup = {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                 "turn": {"active": "alice", "step": "precombat_main"},
                 "objects": [{"id": "x", "card": card, "zone": "battlefield", "owner": "alice"}]}
        players = snapshot(Game(setup, {card: pool[card]}))["players"]
        assert players["alice"]["abilities"] == words, card
        assert players["bob"]["abilities"] == []
