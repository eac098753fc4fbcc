"""Unit tests of the reference engine's combat damage (reference_impl/mtg_reference_engine/rules/combat.py, damage.py) beyond
the scenarios: several blockers with damage marked, first strike with double strike and trample,
protection lost in the middle of combat, and the checks on recorded damage divisions."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.state.game import Game, MissingChoice
from tests.engine_match import Match

POOL = load_pool()


def game(*objects: dict[str, Any], active: str = "alice", life: int = 20) -> Match:
    setup = {"players": [{"id": "alice", "life": life}, {"id": "bob", "life": life}],
             "turn": {"active": active, "step": "precombat_main"},
             "objects": [{"zone": "battlefield", **o} for o in objects]}
    return Match(Game(setup, {o["card"]: POOL[o["card"]] for o in objects}))


def ok(g: Match, action: dict[str, Any]) -> None:
    outcome = g.perform(action)
    assert outcome == {"ok": True}, outcome


def refused(g: Match, action: dict[str, Any]) -> str:
    outcome = g.perform(action)
    assert not outcome["ok"], "the action was expected to be refused"
    return outcome["refused"]


def attack(g: Match, player: str, *ids: str) -> None:
    ok(g, {"do": "declare_attackers", "player": player, "attackers": [{"object": i} for i in ids]})


def block(g: Match, player: str, pairs: list[tuple[str, str]]) -> None:
    ok(g, {"do": "declare_blockers", "player": player,
           "blockers": [{"object": b, "blocks": a} for b, a in pairs]})


def damage(g: Match, **assignments: list[tuple[str, int]]) -> dict[str, Any]:
    choices = [{"kind": "damage_assignment", "object": obj,
                "choice": [({"player": r} if r in g.players else {"object": r}) | {"amount": n} for r, n in parts]}
               for obj, parts in assignments.items()]
    return g.perform({"do": "combat_damage", "choices": choices})


# -- several blockers with damage already marked --------------------------------------------------

def test_trampler_blocked_by_several_creatures_with_marked_damage_needs_only_what_each_lacks():
    g = game({"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "alice"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "damage": 1},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob", "damage": 2},
             {"id": "spider", "card": "Giant Spider", "owner": "bob", "damage": 3})
    attack(g, "alice", "dreadmaw")
    block(g, "bob", [("bears", "dreadmaw"), ("wall", "dreadmaw"), ("spider", "dreadmaw")])
    # 1 + 1 + 1 is lethal for all three; one short on the spider is refused.
    assert "lethal" in damage(g, dreadmaw=[("bears", 1), ("wall", 1), ("spider", 0), ("bob", 4)])["refused"]
    assert damage(g, dreadmaw=[("bears", 1), ("wall", 1), ("spider", 1), ("bob", 3)]) == {"ok": True}
    assert g.players["bob"].life == 17
    assert {o: g.obj(o).zone for o in ("bears", "wall", "spider")} == {
        "bears": "graveyard", "wall": "graveyard", "spider": "graveyard"}


def test_without_trample_damage_is_divided_freely_among_blockers_but_not_to_the_player():
    g = game({"id": "dreadmaw", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "bob", "damage": 1},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob"})
    attack(g, "alice", "dreadmaw")
    block(g, "bob", [("bears", "dreadmaw"), ("wall", "dreadmaw")])
    assert "can't assign" in damage(g, dreadmaw=[("bears", 1), ("bob", 1)])["refused"]
    # 510.1c: no lethal-first requirement without trample — all of it to the wall is legal.
    assert damage(g, dreadmaw=[("wall", 2)]) == {"ok": True}
    assert g.obj("wall").damage == 2 and g.obj("bears").damage == 1
    assert g.obj("dreadmaw").zone == "graveyard"  # 2 (bears) + 0 (wall) damage on a 2/2


def test_a_division_must_assign_all_the_damage():
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "b1", "card": "Grizzly Bears", "owner": "bob"},
             {"id": "b2", "card": "Grizzly Bears", "owner": "bob"})
    attack(g, "alice", "bears")
    block(g, "bob", [("b1", "bears"), ("b2", "bears")])
    assert "all of its 2" in damage(g, bears=[("b1", 1)])["refused"]
    with pytest.raises(MissingChoice):
        damage(g)


def test_a_blocker_blocking_two_attackers_divides_its_damage():
    g = game({"id": "a1", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "a2", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "dragon", "card": "Two-Headed Dragon", "owner": "bob"})
    attack(g, "alice", "a1", "a2")
    block(g, "bob", [("dragon", "a1"), ("dragon", "a2")])
    assert damage(g, dragon=[("a1", 2), ("a2", 2)]) == {"ok": True}
    assert g.obj("a1").zone == g.obj("a2").zone == "graveyard"
    assert g.obj("dragon").zone == "graveyard"  # 2 + 2 damage on a 4/4


def test_a_creature_can_block_only_one_attacker_without_an_ability_allowing_more():
    g = game({"id": "a1", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "a2", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob"})
    attack(g, "alice", "a1", "a2")
    assert "only 1" in refused(g, {"do": "declare_blockers", "player": "bob", "blockers": [
        {"object": "wall", "blocks": "a1"}, {"object": "wall", "blocks": "a2"}]})


# -- first strike, double strike and trample together ----------------------------------------------

def test_double_strike_trample_over_a_first_strike_blocker_assigns_again_after_it_dies():
    # Colossal Dreadmaw (6/6 trample) gains double strike and is blocked by White Knight (first
    # strike): it tramples over in the first step, and in the second, blocked with no blocker
    # left, assigns all its damage to the player (702.19d).
    g = game({"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "alice"},
             {"id": "knight", "card": "White Knight", "owner": "bob"},
             {"id": "cleave", "card": "Double Cleave", "owner": "alice"})
    g.obj("cleave").zone = "hand"
    ok(g, {"do": "cast", "player": "alice", "object": "cleave", "targets": [{"object": "dreadmaw"}],
           "costs": "assume_paid"})
    ok(g, {"do": "resolve"})
    attack(g, "alice", "dreadmaw")
    block(g, "bob", [("knight", "dreadmaw")])
    # First step: both have first strike or double strike; the 6/6 tramples over the 2/2.
    assert damage(g, dreadmaw=[("knight", 2), ("bob", 4)]) == {"ok": True}
    assert g.obj("knight").zone == "graveyard" and g.obj("dreadmaw").damage == 2
    assert g.players["bob"].life == 16
    # Second step: blocked, no blockers left, trample: all 6 to the player (702.19d); no choice asked.
    assert damage(g) == {"ok": True}
    assert g.players["bob"].life == 10
    assert "all combat damage steps" in refused(g, {"do": "combat_damage"})


def test_first_striker_and_regular_creature_blocking_the_same_trampler():
    g = game({"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "alice"},
             {"id": "knight", "card": "White Knight", "owner": "bob"},
             {"id": "bears", "card": "Grizzly Bears", "owner": "bob"})
    attack(g, "alice", "dreadmaw")
    block(g, "bob", [("knight", "dreadmaw"), ("bears", "dreadmaw")])
    assert damage(g) == {"ok": True}  # first step: only the knight deals damage
    assert g.obj("dreadmaw").damage == 2
    # Second step: the dreadmaw and the bears; lethal for each blocker is 2.
    assert "lethal" in damage(g, dreadmaw=[("knight", 1), ("bears", 2), ("bob", 3)])["refused"]
    assert damage(g, dreadmaw=[("knight", 2), ("bears", 2), ("bob", 2)]) == {"ok": True}
    assert g.players["bob"].life == 18
    assert g.obj("dreadmaw").damage == 4 and g.obj("dreadmaw").zone == "battlefield"
    assert g.obj("knight").zone == g.obj("bears").zone == "graveyard"


def test_a_creature_with_first_strike_that_dies_in_the_first_step_deals_no_regular_damage():
    g = game({"id": "knight", "card": "White Knight", "owner": "alice"},
             {"id": "crusader", "card": "Mirran Crusader", "owner": "bob"},
             {"id": "splitter", "card": "Bonesplitter", "owner": "bob", "attached_to": "crusader"})
    attack(g, "alice", "knight")
    block(g, "bob", [("crusader", "knight")])
    assert damage(g) == {"ok": True}  # both strike first: 2 to the 4/2 crusader, 4 to the knight
    assert g.obj("knight").zone == "graveyard"
    assert g.obj("crusader").zone == "graveyard"  # 2 damage on a 4/2
    assert damage(g) == {"ok": True}  # the second step happens, with nobody left to deal damage
    assert g.players["bob"].life == 20


# -- protection removed mid-combat -----------------------------------------------------------------

def test_protection_lost_after_blocks_lets_damage_through_but_the_block_stays_legal():
    # Bob's Typhoid Rats can't block White Knight (protection from black). Unblocked, the Knight
    # loses all abilities to Dress Down before the first combat damage step begins: no first
    # strike any more, so there is one combat damage step.
    g = game({"id": "knight", "card": "White Knight", "owner": "alice"},
             {"id": "rats", "card": "Typhoid Rats", "owner": "bob"},
             {"id": "dress", "card": "Dress Down", "owner": "bob"},
             {"id": "top", "card": "Island", "owner": "bob"})
    g.obj("dress").zone = "hand"
    g.obj("top").zone = "library"  # Dress Down draws a card: from an empty library bob would lose (704.5b, 104.2a)
    attack(g, "alice", "knight")
    assert "protection" in refused(g, {"do": "declare_blockers", "player": "bob",
                                       "blockers": [{"object": "rats", "blocks": "knight"}]})
    block(g, "bob", [])
    ok(g, {"do": "cast", "player": "bob", "object": "dress", "costs": "assume_paid"})
    ok(g, {"do": "resolve_stack"})
    assert damage(g) == {"ok": True}
    assert g.players["bob"].life == 18
    assert "all combat damage steps" in refused(g, {"do": "combat_damage"})


def test_protection_removed_mid_combat_no_longer_prevents_deathtouch_damage():
    # Bog Wraith with Basilisk Collar attacks; White Knight blocks; after first-strike damage, Dress Down removes protection and
    # first strike — but also the Collar's deathtouch and lifelink, since creatures lose all
    # abilities after the Collar's effect applies (613.7 timestamps): the Wraith deals 3 plain
    # damage, which now kills the 2/2 Knight.
    g = game({"id": "wraith", "card": "Bog Wraith", "owner": "bob"},
             {"id": "collar", "card": "Basilisk Collar", "owner": "bob", "attached_to": "wraith"},
             {"id": "knight", "card": "White Knight", "owner": "alice"},
             {"id": "dress", "card": "Dress Down", "owner": "bob"},
             {"id": "top", "card": "Island", "owner": "bob"}, active="bob")
    g.obj("dress").zone = "hand"
    g.obj("top").zone = "library"  # Dress Down draws a card: from an empty library bob would lose (704.5b, 104.2a)
    attack(g, "bob", "wraith")
    block(g, "alice", [("knight", "wraith")])
    assert damage(g) == {"ok": True}
    assert g.obj("wraith").damage == 2 and g.obj("knight").damage == 0
    ok(g, {"do": "cast", "player": "bob", "object": "dress", "costs": "assume_paid"})
    ok(g, {"do": "resolve_stack"})
    assert damage(g) == {"ok": True}
    assert g.obj("knight").zone == "graveyard"
    assert g.players["bob"].life == 20  # no lifelink any more


def test_protection_gained_mid_combat_prevents_the_damage_of_a_creature_already_blocking():
    # Bears attack; bob's Typhoid Rats block; Mother of Runes gives the Bears protection from
    # black after blocks: the block stays, the Rats' deathtouch damage is prevented.
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "mother", "card": "Mother of Runes", "owner": "alice"},
             {"id": "rats", "card": "Typhoid Rats", "owner": "bob"})
    attack(g, "alice", "bears")
    block(g, "bob", [("rats", "bears")])
    ok(g, {"do": "activate", "player": "alice", "object": "mother", "ability": 0,
           "targets": [{"object": "bears"}], "costs": "assume_paid"})
    ok(g, {"do": "resolve", "choices": [{"kind": "color", "object": "mother", "choice": "black"}]})
    assert damage(g) == {"ok": True}
    assert g.obj("bears").zone == "battlefield" and g.obj("bears").damage == 0
    assert g.obj("rats").zone == "graveyard"


# -- moving through the turn -------------------------------------------------------------------------

def test_passing_to_end_of_combat_deals_the_damage_of_steps_on_the_way_and_cleanup_removes_damage():
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob"})
    attack(g, "alice", "bears")
    block(g, "bob", [("wall", "bears")])
    ok(g, {"do": "pass_to_step", "step": "end_of_combat"})
    assert g.obj("wall").damage == 2 and g.step == "end_of_combat"
    ok(g, {"do": "pass_to_step", "step": "cleanup"})
    assert g.obj("wall").damage == 0  # 514.3a
    assert "behind" in refused(g, {"do": "pass_to_step", "step": "precombat_main"})


def test_no_blockers_declared_when_passing_from_declare_attackers():
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob"})
    attack(g, "alice", "bears")
    assert damage(g) == {"ok": True}
    assert g.players["bob"].life == 18
    assert "declare blockers" in refused(g, {"do": "declare_blockers", "player": "bob",
                                             "blockers": [{"object": "wall", "blocks": "bears"}]})


def test_only_the_active_player_attacks_and_only_the_defending_player_blocks():
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "wall", "card": "Wall of Wood", "owner": "bob"})
    assert "active player" in refused(g, {"do": "declare_attackers", "player": "bob",
                                          "attackers": [{"object": "wall"}]})
    attack(g, "alice", "bears")
    assert "defending player" in refused(g, {"do": "declare_blockers", "player": "alice",
                                             "blockers": []})


def test_passing_through_a_damage_step_resolves_the_abilities_that_triggered_in_it():
    # Lifelink damage in the combat damage step triggers Ajani's Pridemate; passing on to the end
    # of combat lets it go on the stack and resolve on the way (117.3a, 500.2).
    g = game({"id": "nighthawk", "card": "Vampire Nighthawk", "owner": "alice"},
             {"id": "pridemate", "card": "Ajani's Pridemate", "owner": "alice"})
    attack(g, "alice", "nighthawk")
    ok(g, {"do": "pass_to_step", "step": "end_of_combat"})
    assert g.players["alice"].life == 22 and g.players["bob"].life == 18
    assert g.obj("pridemate").counters == {"+1/+1": 1}
    assert g.step == "end_of_combat" and not g.stack


def test_passing_from_declare_attackers_with_no_attackers_skips_to_end_of_combat():
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"})
    attack(g, "alice")
    assert g.step == "declare_attackers"
    ok(g, {"do": "pass_to_step", "step": "end_of_combat"})
    assert g.step == "end_of_combat"  # 508.8


def test_deathtouch_trampler_still_needs_to_assign_1_when_another_attacker_assigns_less_than_lethal():
    # Two-Headed Dragon (4/4) blocks Grizzly Bears and Colossal Dreadmaw wearing Basilisk Collar:
    # the Bears' 2 damage isn't lethal, so the deathtouch trampler must still assign 1 (702.2c).
    g = game({"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "alice"},
             {"id": "collar", "card": "Basilisk Collar", "owner": "alice", "attached_to": "dreadmaw"},
             {"id": "dragon", "card": "Two-Headed Dragon", "owner": "bob"})
    attack(g, "alice", "bears", "dreadmaw")
    block(g, "bob", [("dragon", "bears"), ("dragon", "dreadmaw")])
    dragon = [("bears", 2), ("dreadmaw", 2)]
    assert "lethal" in damage(g, dreadmaw=[("bob", 6)], dragon=dragon)["refused"]
    assert damage(g, dreadmaw=[("dragon", 1), ("bob", 5)], dragon=dragon) == {"ok": True}
    assert g.players["bob"].life == 15 and g.obj("dragon").zone == "graveyard"


# -- battles (310) ---------------------------------------------------------------------------------

INVASION = "Invasion of Dominaria // Serra Faithkeeper"


def siege(owner: str = "alice", defense: int = 5, **more: Any) -> dict[str, Any]:
    return {"id": "invasion", "card": INVASION, "owner": owner, "counters": {"defense": defense}, **more}


def test_a_battle_put_onto_the_battlefield_gets_its_printed_defense_and_an_opponent_as_protector():
    from mtg_reference_engine.rules.battles import protector

    g = game({"id": "invasion", "card": INVASION, "owner": "alice", "zone": "exile"})
    ok(g, {"do": "put_onto_battlefield", "object": "invasion", "controller": "alice"})
    assert g.obj("invasion").counters == {"defense": 5}  # 310.4b
    assert protector(g.game, g.obj("invasion")) == "bob"  # 310.11a: the only opponent
    assert g.stack and g.stack[-1].source == "invasion"  # its own enter trigger


def test_with_two_opponents_the_sieges_controller_chooses_its_protector():
    from mtg_reference_engine.rules.battles import protector

    setup = {"players": [{"id": p, "life": 20} for p in ("alice", "bob", "carol")],
             "turn": {"active": "alice", "step": "precombat_main"},
             "objects": [{"id": "invasion", "card": INVASION, "owner": "alice", "zone": "exile"}]}
    g = Match(Game(setup, {INVASION: POOL[INVASION]}))
    put = {"do": "put_onto_battlefield", "object": "invasion", "controller": "alice"}
    with pytest.raises(MissingChoice):
        g.perform(put)
    g = Match(Game(setup, {INVASION: POOL[INVASION]}))
    assert "not a legal" in refused(g, {**put, "choices": [{"kind": "protector", "object": "invasion", "choice": "alice"}]})
    ok(g, {**put, "choices": [{"kind": "protector", "object": "invasion", "choice": "carol"}]})
    assert protector(g.game, g.obj("invasion")) == "carol"


def test_a_siege_is_attacked_by_its_controller_and_not_by_its_protector():
    g = game(siege(), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"})
    ok(g, {"do": "declare_attackers", "player": "alice",
           "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}]})
    g = game(siege(), {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}, active="bob")
    why = refused(g, {"do": "declare_attackers", "player": "bob",
                      "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}]})
    assert "310.8b" in why
    # An opponent's Siege, protected by alice, is attacked by its controller bob, not by alice.
    g = game(siege(owner="bob"), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"})
    assert "310.8b" in refused(g, {"do": "declare_attackers", "player": "alice",
                                   "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}]})


def test_only_the_protectors_creatures_may_block_an_attacker_of_the_battle():
    from mtg_reference_engine.rules.battles import check_blocker

    g = game(siege(), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "b1", "card": "Grizzly Bears", "owner": "bob"})
    attacked = {"object": "invasion"}
    assert check_blocker(g.game, g.obj("b1"), attacked) is None
    g.obj("b1").controller = "alice"  # a creature not controlled by the protector (310.8c)
    assert "310.8c" in check_blocker(g.game, g.obj("b1"), attacked)
    assert check_blocker(g.game, g.obj("b1"), {"player": "bob"}) is None


def test_trample_assigns_the_excess_to_the_attacked_battle_which_loses_that_many_defense_counters():
    g = game(siege(defense=5), {"id": "dreadmaw", "card": "Colossal Dreadmaw", "owner": "alice"},
             {"id": "b1", "card": "Grizzly Bears", "owner": "bob"})
    ok(g, {"do": "declare_attackers", "player": "alice",
           "attackers": [{"object": "dreadmaw", "attacks": {"object": "invasion"}}]})
    block(g, "bob", [("b1", "dreadmaw")])
    assert "can't assign" in damage(g, dreadmaw=[("b1", 2), ("bob", 4)])["refused"]
    assert "lethal" in damage(g, dreadmaw=[("b1", 1), ("invasion", 5)])["refused"]
    assert damage(g, dreadmaw=[("b1", 2), ("invasion", 4)]) == {"ok": True}
    assert g.obj("invasion").counters == {"defense": 1} and g.obj("invasion").damage == 0  # 310.6
    assert g.players["bob"].life == 20


def test_zero_defense_waits_for_the_sieges_trigger_then_the_trigger_exiles_it():
    g = game(siege(defense=2), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"})
    ok(g, {"do": "declare_attackers", "player": "alice",
           "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}]})
    ok(g, {"do": "combat_damage"})
    assert g.obj("invasion").zone == "battlefield"  # 704.5v: the source of a trigger on the stack
    assert [i.ability.text for i in g.stack] == [
        "When the last defense counter is removed from this permanent, exile it, then you may cast it "
        "transformed without paying its mana cost."]
    ok(g, {"do": "resolve", "choices": [{"kind": "may", "object": "invasion", "choice": "no"}]})
    assert g.obj("invasion").zone == "exile" and not g.stack


def test_the_defeated_siege_is_cast_transformed_and_enters_as_its_back_face():
    g = game(siege(defense=2), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"})
    ok(g, {"do": "declare_attackers", "player": "alice",
           "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}]})
    ok(g, {"do": "combat_damage"})
    ok(g, {"do": "resolve", "choices": [{"kind": "may", "object": "invasion", "choice": "yes"}]})
    assert g.obj("invasion").zone == "stack" and g.chars(g.obj("invasion")).name == "Serra Faithkeeper"
    ok(g, {"do": "resolve"})
    ch = g.chars(g.obj("invasion"))
    assert (ch.name, ch.power, ch.toughness, ch.card_types) == ("Serra Faithkeeper", 4, 4, ["creature"])
    assert g.obj("invasion").counters == {}  # not a battle: 310.4b doesn't apply


def test_a_battle_with_zero_defense_and_no_waiting_trigger_goes_to_its_owners_graveyard():
    g = game(siege(defense=0, controller="bob"))
    ok(g, {"do": "pass_to_step", "step": "beginning_of_combat"})
    assert g.obj("invasion").zone == "graveyard" and g.obj("invasion").owner == "alice"  # 704.5v
    assert not g.stack  # no counter was removed: the Siege's ability didn't trigger


def test_damage_to_a_battle_that_already_has_no_defense_counters_triggers_nothing():
    from mtg_reference_engine.rules.battles import defense_removed

    g = game(siege(defense=1))
    obj = g.obj("invasion")
    defense_removed(g.game, obj, 1)  # still 1 counter on it: not the last one removed
    assert not g.pending_triggers
    obj.counters["defense"] = 0
    defense_removed(g.game, obj, 0)  # none was there to remove
    assert not g.pending_triggers
    defense_removed(g.game, obj, 1)
    assert len(g.pending_triggers) == 1


def test_the_defending_player_relative_to_an_attacker_is_the_protector_of_the_battle_it_attacks():
    from mtg_reference_engine.rules.combat import defending_player_of

    g = game(siege(), {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
             {"id": "elves", "card": "Grizzly Bears", "owner": "alice"})
    ok(g, {"do": "declare_attackers", "player": "alice",
           "attackers": [{"object": "bears", "attacks": {"object": "invasion"}}, {"object": "elves"}]})
    assert defending_player_of(g.game, "bears") == "bob"  # 310.8d: not alice, its controller
    assert defending_player_of(g.game, "elves") == "bob"
