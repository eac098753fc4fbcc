"""The effects added for the Comprehensive Rules' examples (issue 16), played in games beyond the
scenarios: enter abilities of the example's creatures, destroying all, exchanging control,
phasing in, expending mana."""

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.engine import run_fixture

POOL = load_pool()


def payload(objects, actions, step="precombat_main"):
    names = sorted({o["card"] for o in objects})
    return {"id": "unit/group", "requires": [], "cards": [POOL[n] for n in names],
            "setup": {"players": [{"id": p, "life": 20} for p in ("alice", "bob")],
                      "turn": {"active": "alice", "step": step}, "objects": objects},
            "actions": actions + [{"do": "observe", "label": "end"}]}


def card(oid, name, zone="battlefield", owner="alice", **extra):
    spec = {"id": oid, "card": name, "zone": zone, "owner": owner, **extra}
    if zone == "battlefield":
        spec.setdefault("controller", owner)
    return spec


def test_vampire_spawn_entering_drains_each_opponent():
    objects = [card("spawn", "Vampire Spawn", zone="hand")]
    actions = [{"do": "put_onto_battlefield", "object": "spawn", "controller": "alice"}, {"do": "resolve"}]
    end = run_fixture(payload(objects, actions))["observations"]["end"]
    assert end["players"]["bob"]["life"] == 18 and end["players"]["alice"]["life"] == 22  # 119.3, 119.1


def test_elvish_regrower_returns_a_permanent_card_but_cant_target_an_instant():
    objects = [card("regrower", "Elvish Regrower", zone="hand"), card("bears", "Grizzly Bears", zone="graveyard"),
               card("bolt", "Hydrosurge", zone="graveyard")]
    put = {"do": "put_onto_battlefield", "object": "regrower", "controller": "alice",
           "choices": [{"kind": "trigger_target", "object": "regrower", "choice": "bears"}]}
    reply = run_fixture(payload(objects, [put, {"do": "resolve"}]))
    assert reply["observations"]["end"]["objects"]["bears"]["zone"] == "hand"
    put["choices"][0]["choice"] = "bolt"  # 110.4b: an instant card is no permanent card
    reply = run_fixture(payload(objects, [put]))
    assert reply["actions"][0]["ok"] is False


def test_switcheroo_between_two_creatures_of_the_same_controller_does_nothing():
    objects = [card("bears", "Grizzly Bears"), card("corpse", "Walking Corpse"),
               card("switch", "Switcheroo", zone="hand")]
    actions = [{"do": "cast", "player": "alice", "object": "switch", "costs": "assume_paid",
                "targets": [{"object": "bears"}, {"object": "corpse"}]}, {"do": "resolve"}]
    end = run_fixture(payload(objects, actions))["observations"]["end"]
    assert end["objects"]["bears"]["controller"] == "alice" and end["objects"]["corpse"]["controller"] == "alice"


def test_a_phased_out_permanent_cant_be_targeted_and_its_static_ability_does_nothing():
    objects = [card("plane", "Living Plane", phased_out=True), card("forest", "Forest"),
               card("bears", "Grizzly Bears", owner="bob", phased_out=True),
               card("grasp", "Hydrosurge", zone="hand")]
    actions = [{"do": "cast", "player": "alice", "object": "grasp", "costs": "assume_paid",
                "targets": [{"object": "bears"}]}]
    reply = run_fixture(payload(objects, actions))
    assert reply["actions"][0]["ok"] is False and "702.26b" in reply["actions"][0]["refused"]
    assert reply["observations"]["end"]["objects"]["forest"]["card_types"] == ["land"]  # not animated


def test_the_active_players_phased_out_permanents_phase_in_during_their_untap_step():
    objects = [card("plane", "Living Plane", phased_out=True), card("forest", "Forest"),
               card("isle-a", "Island", zone="library"), card("isle-b", "Island", zone="library", owner="bob")]
    actions = [{"do": "pass_to_step", "step": "upkeep", "next_turn": True}]
    end = run_fixture(payload(objects, actions, step="end"))["observations"]["end"]
    assert "creature" not in end["objects"]["forest"]["card_types"]  # bob's untap step: still phased out
    actions.append({"do": "pass_to_step", "step": "upkeep", "next_turn": True})
    end = run_fixture(payload(objects, actions, step="end"))["observations"]["end"]
    assert "creature" in end["objects"]["forest"]["card_types"]  # 502.1: alice's untap step


def test_wrath_of_god_ignores_regeneration_shields():
    objects = [card("bears", "Grizzly Bears"), card("touch", "Mending Touch", zone="hand"),
               card("wrath", "Wrath of God", zone="hand")]
    shield = [{"do": "cast", "player": "alice", "object": "touch", "costs": "assume_paid",
               "targets": [{"object": "bears"}]}, {"do": "resolve"}]
    wrath = [{"do": "cast", "player": "alice", "object": "wrath", "costs": "assume_paid"}, {"do": "resolve"}]
    end = run_fixture(payload(objects, shield + wrath))["observations"]["end"]
    assert end["objects"]["bears"]["zone"] == "graveyard"  # 701.19c: "can't be regenerated"


def test_day_of_judgment_lets_a_regeneration_shield_work():
    objects = [card("bears", "Grizzly Bears"), card("touch", "Mending Touch", zone="hand"),
               card("day", "Day of Judgment", zone="hand")]
    shield = [{"do": "cast", "player": "alice", "object": "touch", "costs": "assume_paid",
               "targets": [{"object": "bears"}]}, {"do": "resolve"}]
    day = [{"do": "cast", "player": "alice", "object": "day", "costs": "assume_paid"}, {"do": "resolve"}]
    end = run_fixture(payload(objects, shield + day))["observations"]["end"]
    assert end["objects"]["bears"]["zone"] == "battlefield" and end["objects"]["bears"]["tapped"]  # 701.19c


def test_goblin_electromancer_makes_instants_cost_one_less_and_leaves_creature_spells_alone():
    objects = [card("electromancer", "Goblin Electromancer"), card("wastes", "Wastes"), card("island", "Island"),
               card("divination", "Divination", zone="hand"), card("bears", "Grizzly Bears", zone="hand"),
               card("isle-1", "Island", zone="library"), card("isle-2", "Island", zone="library")]
    tap = [{"do": "activate_mana", "player": "alice", "object": "wastes", "ability": 0},
           {"do": "activate_mana", "player": "alice", "object": "island", "ability": 0}]
    cast = {"do": "cast", "player": "alice", "object": "divination", "costs": "pay", "pay": "{C}{U}"}
    reply = run_fixture(payload(objects, tap + [cast]))  # {2}{U} less {1} (601.2f)
    assert reply["actions"][2] == {"ok": True}
    forest = [{"do": "activate_mana", "player": "alice", "object": "forest", "ability": 0}]
    bears = {"do": "cast", "player": "alice", "object": "bears", "costs": "pay", "pay": "{G}"}
    reply = run_fixture(payload(objects + [card("forest", "Forest")], forest + [bears]))
    assert reply["actions"][1]["ok"] is False  # {1}{G}: a creature spell costs no less


def test_beseech_the_queen_may_find_nothing():
    # two lands: Grizzly Bears (mana value 2) has the stated quality, and alice still finds nothing
    objects = [card("swamp", "Swamp"), card("swamp2", "Swamp"), card("bears", "Grizzly Bears", zone="library"),
               card("beseech", "Beseech the Queen", zone="hand")]
    actions = [{"do": "cast", "player": "alice", "object": "beseech", "costs": "assume_paid"},
               {"do": "resolve", "choices": [{"kind": "search", "object": "beseech", "choice": None}]}]
    reply = run_fixture(payload(objects, actions))
    assert reply["actions"][1] == {"ok": True}  # 701.23b: a search for a stated quality may find nothing
    end = reply["observations"]["end"]
    assert end["objects"]["bears"]["zone"] == "library" and end["objects"]["beseech"]["zone"] == "graveyard"


def test_moonmist_prevents_combat_damage_except_by_werewolves_and_wolves():
    objects = [card("outlaw", "Kruin Outlaw // Terror of Kruin Pass"), card("vanguard", "Elite Vanguard"),
               card("moonmist", "Moonmist", zone="hand")]
    actions = [{"do": "cast", "player": "alice", "object": "moonmist", "costs": "assume_paid"}, {"do": "resolve"},
               {"do": "declare_attackers", "player": "alice",
                "attackers": [{"object": "outlaw", "attacks": {"player": "bob"}},
                              {"object": "vanguard", "attacks": {"player": "bob"}}]},
               {"do": "declare_blockers", "player": "bob", "blockers": []},
               {"do": "combat_damage"}, {"do": "combat_damage"}]  # 702.4b: a first-strike step, then the regular one
    reply = run_fixture(payload(objects, actions))
    assert all(a["ok"] for a in reply["actions"]), reply["actions"]
    end = reply["observations"]["end"]
    # the Outlaw transformed (a Human) into Terror of Kruin Pass, a Werewolf 3/3 with double strike:
    # its damage isn't prevented (6); the Human Soldier's is (615.1a)
    assert end["objects"]["outlaw"]["name"] == "Terror of Kruin Pass"
    assert end["players"]["bob"]["life"] == 14


def test_terror_of_kruin_pass_gives_werewolves_its_controller_controls_menace():
    objects = [card("outlaw", "Kruin Outlaw // Terror of Kruin Pass", transformed=True),
               card("pack", "Instigator Gang // Wildblood Pack", transformed=True),
               card("enemy-pack", "Instigator Gang // Wildblood Pack", owner="bob", transformed=True)]
    end = run_fixture(payload(objects, []))["observations"]["end"]
    assert "Menace" in end["objects"]["outlaw"]["abilities"] and "Menace" in end["objects"]["pack"]["abilities"]
    assert "Menace" not in end["objects"]["enemy-pack"]["abilities"]  # 109.4: "you control"


def test_lilianas_contract_entering_draws_four_and_loses_four_life():
    objects = [card("contract", "Liliana's Contract", zone="hand")] + [
        card(f"isle-{i}", "Island", zone="library") for i in range(4)]
    actions = [{"do": "put_onto_battlefield", "object": "contract", "controller": "alice"}, {"do": "resolve"}]
    end = run_fixture(payload(objects, actions))["observations"]["end"]
    assert end["players"]["alice"]["hand_size"] == 4 and end["players"]["alice"]["life"] == 16
