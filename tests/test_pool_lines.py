"""Unit tests of Oracle lines of the card pool that no scenario exercises yet: each test fails if
its line were parsed as "unparsed" (doing nothing). Rules: static abilities with conditions and
counts (611.3a, 613.4b-c, 208.5), combat restrictions (508.1c, 509.1b), step triggers (503.1a,
513.1a), "unless" costs (118.12), loyalty abilities (606), zone-change replacements (614.6),
"as enters" choices (614.12, 119.4) and a strive cost increase (601.2f)."""

from __future__ import annotations

from typing import Any

import pytest

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.engine import perform
from mtg_reference_engine.state.game import Game, MissingChoice
from mtg_reference_engine.text.oracle import parse_oracle_text
from mtg_reference_engine.rules.spell_effects import total_mana_cost
from tests.engine_match import Match

POOL = load_pool()


def match(*objects: dict[str, Any], active: str = "alice", step: str = "precombat_main") -> Match:
    setup = {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
             "turn": {"active": active, "step": step},
             "objects": [{"zone": "battlefield", "owner": "alice", **o} for o in objects]}
    return Match(Game(setup, {o["card"]: POOL[o["card"]] for o in objects}))


def cast(player: str, obj: str, *targets: str) -> dict[str, Any]:
    return {"do": "cast", "player": player, "object": obj,
            "targets": [{"player": t} if t in ("alice", "bob") else {"object": t} for t in targets]}


def activate(player: str, obj: str, ability: int = 0, *targets: str, **extra: Any) -> dict[str, Any]:
    return {"do": "activate", "player": player, "object": obj, "ability": ability,
            "targets": [{"player": t} if t in ("alice", "bob") else {"object": t} for t in targets], **extra}


RESOLVE = {"do": "resolve"}
NEXT = {"do": "next_step"}


def test_the_lines_of_this_file_parse():
    """Every line the tests below rely on is understood (kind other than "unparsed")."""
    for name in ("Pacifism", "Cursed", "Knight of Grace", "Gauntlet of Power", "Blackblade Reforged",
                 "Luxior, Giada's Gift", "Grinning Demon", "Dress Down", "Contamination", "Dance of Many",
                 "Curse of the Pierced Heart", "Mishra's Factory", "Jace Beleren", "Volrath's Shapeshifter",
                 "Ancestral Blade", "Progenitus", "Runed Halo", "Minion of the Wastes", "Polymorphous Rush"):
        card = POOL[name]
        kinds = [a.kind for a in parse_oracle_text(card["oracle_text"], card["name"])]
        assert "unparsed" not in kinds, name


# -- static abilities (604, 611.3, 613) ------------------------------------------------------------

def test_pacifism_enchanted_creature_cant_attack():
    g = match({"id": "bears", "card": "Grizzly Bears"}, {"id": "pacifism", "card": "Pacifism", "attached_to": "bears"})
    assert "can't attack" in g.refused({"do": "declare_attackers", "player": "alice",
                                         "attackers": [{"object": "bears"}]})


def test_pacifism_enchanted_creature_cant_block_but_another_creature_can():
    g = match({"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
              {"id": "other", "card": "Grizzly Bears", "owner": "bob"},
              {"id": "pacifism", "card": "Pacifism", "owner": "bob", "attached_to": "bears"},
              {"id": "knight", "card": "Black Knight"})
    g.ok({"do": "declare_attackers", "player": "alice", "attackers": [{"object": "knight"}]})
    assert "can't block" in g.refused({"do": "declare_blockers", "player": "bob",
                                        "blockers": [{"object": "bears", "blocks": "knight"}]})
    g.ok({"do": "declare_blockers", "player": "bob", "blockers": [{"object": "other", "blocks": "knight"}]})


def test_cursed_role_sets_the_enchanted_creatures_power_and_toughness_before_modifications():
    g = match({"id": "bears", "card": "Grizzly Bears"}, {"id": "growth", "card": "Giant Growth", "zone": "hand"},
              {"id": "role", "card": "Cursed", "token": True, "attached_to": "bears"})
    assert g.pt("bears") == (1, 1)  # 613.4b
    g.ok(cast("alice", "growth", "bears"))
    g.ok(RESOLVE)
    assert g.pt("bears") == (4, 4)  # 7b then 7c (613.4)


def test_knight_of_grace_gets_plus_one_only_while_any_player_controls_a_black_permanent():
    g = match({"id": "knight", "card": "Knight of Grace"},
              {"id": "black", "card": "Black Knight", "owner": "bob"},
              {"id": "shock", "card": "Shock", "zone": "hand"})
    assert g.pt("knight") == (3, 2)
    g.ok(cast("alice", "shock", "black"))
    g.ok(RESOLVE)
    assert g.zone("black") == "graveyard"
    assert g.pt("knight") == (2, 2)  # 611.3a: the condition is checked continuously


def test_gauntlet_of_power_pumps_creatures_of_the_chosen_color_of_every_player():
    g = match({"id": "gauntlet", "card": "Gauntlet of Power", "chosen": {"color": "green"}},
              {"id": "bears", "card": "Grizzly Bears"},
              {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"},
              {"id": "knight", "card": "Black Knight"})
    assert g.pt("bears") == (3, 3)
    assert g.pt("theirs") == (3, 3)
    assert g.pt("knight") == (2, 2)


def test_blackblade_reforged_counts_the_lands_its_controller_controls():
    g = match({"id": "bears", "card": "Grizzly Bears"},
              {"id": "blade", "card": "Blackblade Reforged", "attached_to": "bears"},
              {"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"},
              {"id": "theirs", "card": "Forest", "owner": "bob"})
    assert g.pt("bears") == (4, 4)


def test_luxior_makes_a_planeswalker_a_creature_with_plus_one_for_each_counter():
    g = match({"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 3}},
              {"id": "luxior", "card": "Luxior, Giada's Gift", "attached_to": "jace"})
    assert g.pt("jace") == (3, 3)  # 208.5: 0/0, then +1/+1 for each of its three counters
    g.ok(activate("alice", "jace", 0))  # +2: each player draws a card (none in libraries)
    assert g.pt("jace") == (5, 5)


def test_a_creature_with_no_value_for_power_and_toughness_has_0_and_dies():
    """208.5, 704.5f: Jace without counters under Luxior is 0/0."""
    g = match({"id": "jace", "card": "Jace Beleren"},
              {"id": "luxior", "card": "Luxior, Giada's Gift", "attached_to": "jace"},
              {"id": "shock", "card": "Shock", "zone": "hand"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"})
    g.ok(cast("alice", "shock", "bears"))  # any action: state-based actions are checked before priority
    assert g.zone("jace") == "graveyard"


def test_thrasta_has_hexproof_only_in_the_turn_it_entered():
    g = match({"id": "thrasta", "card": "Thrasta, Tempest's Roar", "entered_this_turn": True},
              {"id": "shock", "card": "Shock", "zone": "hand", "owner": "bob"}, active="bob")
    assert "Hexproof" in [a.text for a in g.chars("thrasta").abilities]
    g.refused(cast("bob", "shock", "thrasta"))
    g = match({"id": "thrasta", "card": "Thrasta, Tempest's Roar"},
              {"id": "shock", "card": "Shock", "zone": "hand", "owner": "bob"}, active="bob")
    g.ok(cast("bob", "shock", "thrasta"))


# -- step triggers (503.1a, 513.1a) and "unless" costs (118.12) ------------------------------------

def test_grinning_demon_makes_its_controller_lose_2_life_in_their_upkeep_only():
    g = match({"id": "demon", "card": "Grinning Demon"}, step="untap")
    g.ok(NEXT)
    assert len(g.game.stack) == 1
    g.ok(RESOLVE)
    assert g.life("alice") == 18
    g = match({"id": "demon", "card": "Grinning Demon"}, step="untap", active="bob")
    g.ok(NEXT)
    assert not g.game.stack


def test_dress_down_is_sacrificed_at_the_beginning_of_any_players_end_step():
    g = match({"id": "dress", "card": "Dress Down"}, step="postcombat_main", active="bob")
    g.ok(NEXT)
    g.ok(RESOLVE)
    assert g.zone("dress") == "graveyard"


def test_contamination_stays_when_its_controller_sacrifices_a_creature():
    g = match({"id": "contamination", "card": "Contamination"}, {"id": "bears", "card": "Grizzly Bears"}, step="untap")
    g.ok(NEXT)
    g.ok({**RESOLVE, "choices": [{"kind": "sacrifice", "object": "contamination", "choice": "bears"}]})
    assert (g.zone("bears"), g.zone("contamination")) == ("graveyard", "battlefield")


def test_contamination_is_sacrificed_when_no_creature_is():
    g = match({"id": "contamination", "card": "Contamination"}, {"id": "bears", "card": "Grizzly Bears"}, step="untap")
    g.ok(NEXT)
    g.ok({**RESOLVE, "choices": [{"kind": "sacrifice", "object": "contamination", "choice": None}]})
    assert (g.zone("bears"), g.zone("contamination")) == ("battlefield", "graveyard")
    # a land isn't a creature: it can't pay
    g = match({"id": "contamination", "card": "Contamination"}, {"id": "forest", "card": "Forest"}, step="untap")
    g.ok(NEXT)
    g.refused({**RESOLVE, "choices": [{"kind": "sacrifice", "object": "contamination", "choice": "forest"}]})


def test_dance_of_many_stays_when_its_controller_pays_uu_from_their_pool():
    g = match({"id": "dance", "card": "Dance of Many"}, {"id": "i1", "card": "Island"}, {"id": "i2", "card": "Island"},
              step="untap")
    g.ok(NEXT)
    g.refused({**RESOLVE, "choices": [{"kind": "may", "object": "dance", "choice": "yes"}]})  # no mana in the pool
    for island in ("i1", "i2"):
        g.ok({"do": "activate_mana", "player": "alice", "object": island})
    g.ok({**RESOLVE, "choices": [{"kind": "may", "object": "dance", "choice": "yes"}]})
    assert g.zone("dance") == "battlefield"


def test_dance_of_many_is_sacrificed_when_its_controller_doesnt_pay():
    g = match({"id": "dance", "card": "Dance of Many"}, step="untap")
    g.ok(NEXT)
    g.ok({**RESOLVE, "choices": [{"kind": "may", "object": "dance", "choice": "no"}]})
    assert g.zone("dance") == "graveyard"


def test_curse_of_the_pierced_heart_deals_1_damage_in_the_enchanted_players_upkeep():
    g = match({"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "bob"}, step="untap", active="bob")
    g.ok(NEXT)
    g.ok(RESOLVE)
    assert (g.life("bob"), g.life("alice")) == (19, 20)
    g = match({"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "bob"}, step="untap")
    g.ok(NEXT)
    assert not g.game.stack  # alice's upkeep: not the enchanted player's


def test_curse_of_the_pierced_heart_may_deal_its_damage_to_a_planeswalker_of_that_player():
    g = match({"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "bob"},
              {"id": "jace", "card": "Jace Beleren", "owner": "bob", "counters": {"loyalty": 3}}, step="untap", active="bob")
    g.ok(NEXT)
    with pytest.raises(MissingChoice):
        perform(g.game, RESOLVE)
    g = match({"id": "curse", "card": "Curse of the Pierced Heart", "attached_to": "bob"},
              {"id": "jace", "card": "Jace Beleren", "owner": "bob", "counters": {"loyalty": 3}}, step="untap", active="bob")
    g.ok(NEXT)
    g.ok({**RESOLVE, "choices": [{"kind": "damage_recipient", "object": "curse", "choice": "jace"}]})
    assert (g.life("bob"), g.game.obj("jace").counters["loyalty"]) == (20, 2)


def test_stabwhisker_makes_each_opponent_lose_life_for_each_card_fewer_than_three_in_hand():
    g = match({"id": "rat", "card": "Nezumi Shortfang // Stabwhisker the Odious", "flipped": True},
              {"id": "card", "card": "Island", "zone": "hand", "owner": "bob"}, step="untap", active="bob")
    g.ok(NEXT)
    g.ok(RESOLVE)
    assert (g.life("bob"), g.life("alice")) == (18, 20)
    g = match({"id": "rat", "card": "Nezumi Shortfang // Stabwhisker the Odious", "flipped": True}, step="untap")
    g.ok(NEXT)
    assert not g.game.stack  # its controller's own upkeep


# -- activated abilities: a subtype target (115.1), loyalty (606), discarding (701.9a) -------------

def test_mishras_factory_pumps_an_assembly_worker_only():
    g = match({"id": "factory", "card": "Mishra's Factory"}, {"id": "bears", "card": "Grizzly Bears"})
    g.ok(activate("alice", "factory", 0))
    g.ok(RESOLVE)
    g.refused(activate("alice", "factory", 1, "bears"))
    g.ok(activate("alice", "factory", 1, "factory"))
    g.ok(RESOLVE)
    assert g.pt("factory") == (3, 3)


def test_jace_beleren_loyalty_abilities_pay_loyalty_once_per_turn_at_sorcery_speed():
    g = match({"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 3}},
              {"id": "a1", "card": "Island", "zone": "library"}, {"id": "b1", "card": "Island", "zone": "library", "owner": "bob"})
    g.ok(activate("alice", "jace", 0))
    assert g.game.obj("jace").counters["loyalty"] == 5  # 606.4: paid as it is activated
    g.ok(RESOLVE)
    assert (g.zone("a1"), g.zone("b1")) == ("hand", "hand")
    assert "606.3" in g.refused(activate("alice", "jace", 1, "bob"))  # one loyalty ability a turn


def test_jace_beleren_minus_abilities_need_enough_loyalty_and_target_a_player():
    g = match({"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 3}},
              *({"id": f"b{i}", "card": "Island", "zone": "library", "owner": "bob"} for i in range(3)))
    assert "606.6" in g.refused(activate("alice", "jace", 2, "bob"))  # −10 with three counters
    g.ok(activate("alice", "jace", 1, "bob"))
    g.ok(RESOLVE)
    assert sum(g.zone(f"b{i}") == "hand" for i in range(3)) == 1
    g = match({"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 10}},
              *({"id": f"b{i}", "card": "Island", "zone": "library", "owner": "bob"} for i in range(3)))
    g.ok(activate("alice", "jace", 2, "bob"))
    g.ok(RESOLVE)  # mills twenty: all three (701.17a); Jace with 0 loyalty is gone (704.5i)
    assert [g.zone(f"b{i}") for i in range(3)] == ["graveyard"] * 3
    assert g.zone("jace") == "graveyard"


def test_jace_beleren_cant_activate_in_another_players_turn():
    g = match({"id": "jace", "card": "Jace Beleren", "counters": {"loyalty": 3}}, active="bob")
    assert "606.3" in g.refused(activate("alice", "jace", 0))


def test_volraths_shapeshifter_discards_the_card_its_controller_chooses():
    g = match({"id": "volrath", "card": "Volrath's Shapeshifter"},
              {"id": "c1", "card": "Island", "zone": "hand"}, {"id": "c2", "card": "Forest", "zone": "hand"})
    g.ok(activate("alice", "volrath", 0))
    g.ok({**RESOLVE, "choices": [{"kind": "discard", "object": "volrath", "choice": ["c2"]}]})
    assert (g.zone("c1"), g.zone("c2")) == ("hand", "graveyard")


# -- enter triggers, replacements and "as enters" choices (603.6a, 614.6, 614.12) ------------------

def test_ancestral_blade_creates_a_soldier_and_attaches_to_it():
    g = match({"id": "blade", "card": "Ancestral Blade", "zone": "hand"})
    g.ok({"do": "put_onto_battlefield", "object": "blade", "controller": "alice"})
    g.ok({**RESOLVE, "name_created": ["soldier"]})
    assert g.game.obj("blade").attached_to == "soldier"
    assert g.pt("soldier") == (2, 2)  # a 1/1 Soldier with +1/+1
    assert g.chars("soldier").colors == ["white"]


def test_hook_haunt_drifter_is_exiled_instead_of_going_to_a_graveyard():
    g = match({"id": "drifter", "card": "Baithook Angler // Hook-Haunt Drifter", "transformed": True},
              {"id": "shock", "card": "Shock", "zone": "hand"})
    g.ok(cast("alice", "shock", "drifter"))
    g.ok(RESOLVE)
    assert g.zone("drifter") == "exile"


def test_progenitus_is_shuffled_into_its_owners_library_instead_of_going_to_a_graveyard():
    g = match({"id": "volrath", "card": "Volrath's Shapeshifter"},
              {"id": "progenitus", "card": "Progenitus", "zone": "hand"},
              {"id": "island", "card": "Island", "zone": "library"})
    g.ok(activate("alice", "volrath", 0))
    g.ok({**RESOLVE, "choices": [{"kind": "discard", "object": "volrath", "choice": ["progenitus"]}]})
    assert g.zone("progenitus") == "library"


def test_runed_halo_gives_protection_from_the_card_name_chosen_as_it_enters():
    g = match({"id": "halo", "card": "Runed Halo", "zone": "hand"},
              {"id": "shock", "card": "Shock", "zone": "hand", "owner": "bob"})
    g.ok({"do": "put_onto_battlefield", "object": "halo", "controller": "alice",
          "choices": [{"kind": "card_name", "object": "halo", "choice": "shock"}]})
    assert g.game.obj("halo").chosen == {"card_name": "shock"}
    g.game.active = "bob"
    g.refused(cast("bob", "shock", "alice"))


def test_minion_of_the_wastes_pays_life_as_it_enters_and_is_that_big():
    g = match({"id": "minion", "card": "Minion of the Wastes", "zone": "hand"})
    g.ok({"do": "put_onto_battlefield", "object": "minion", "controller": "alice",
          "choices": [{"kind": "life_payment", "object": "minion", "choice": 5}]})
    assert (g.life("alice"), g.pt("minion")) == (15, (5, 5))
    g = match({"id": "minion", "card": "Minion of the Wastes", "zone": "hand"})
    g.refused({"do": "put_onto_battlefield", "object": "minion", "controller": "alice",
               "choices": [{"kind": "life_payment", "object": "minion", "choice": 21}]})  # 119.4


def test_polymorphous_rush_costs_1u_more_for_each_target_beyond_the_first():
    g = match({"id": "rush", "card": "Polymorphous Rush", "zone": "hand"})
    ch = g.chars("rush")
    assert total_mana_cost(ch, 1) == "{2}{U}"
    assert total_mana_cost(ch, 3) == "{2}{U}{1}{U}{1}{U}"


# -- cast and attack triggers (603.2, 113.6c, 702.86a), flip cards (710) ---------------------------

def test_chalice_of_the_void_counters_any_players_spell_with_mana_value_equal_to_its_charge_counters():
    g = match({"id": "chalice", "card": "Chalice of the Void", "owner": "bob", "counters": {"charge": 1}},
              {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}, {"id": "bears", "card": "Grizzly Bears", "zone": "hand"})
    g.ok(cast("alice", "bolt", "bob"))
    assert len(g.game.stack) == 2  # bob's Chalice triggered on alice's spell
    g.ok(RESOLVE)
    assert g.zone("bolt") == "graveyard" and not g.game.stack and g.life("bob") == 20
    g.ok(cast("alice", "bears"))  # mana value 2: no trigger
    assert len(g.game.stack) == 1


def test_gadwick_taps_an_opponents_nonland_permanent_when_its_controller_casts_a_blue_spell():
    g = match({"id": "gadwick", "card": "Gadwick, the Wizened"},
              {"id": "theirs", "card": "Grizzly Bears", "owner": "bob"}, {"id": "land", "card": "Forest", "owner": "bob"},
              {"id": "study", "card": "Careful Study", "zone": "hand"}, {"id": "growth", "card": "Giant Growth", "zone": "hand"})
    g.ok({**cast("alice", "growth", "theirs")})  # a green spell: no trigger
    assert len(g.game.stack) == 1
    g.ok(RESOLVE)
    g.refused({**cast("alice", "study"), "choices": [{"kind": "trigger_target", "object": "gadwick", "choice": "land"}]})
    g.ok({**cast("alice", "study"), "choices": [{"kind": "trigger_target", "object": "gadwick", "choice": "theirs"}]})
    g.ok(RESOLVE)
    assert g.game.obj("theirs").tapped


def test_breaker_of_creation_gains_life_for_each_colorless_permanent_when_cast():
    g = match({"id": "breaker", "card": "Breaker of Creation", "zone": "hand"},
              {"id": "myr", "card": "Darksteel Myr"}, {"id": "forest", "card": "Forest"},
              {"id": "bears", "card": "Grizzly Bears"}, {"id": "theirs", "card": "Darksteel Myr", "owner": "bob"})
    g.ok(cast("alice", "breaker"))
    assert len(g.game.stack) == 2  # the spell and its own cast trigger
    g.ok(RESOLVE)
    assert g.life("alice") == 22  # Darksteel Myr and Forest are colorless (105.2c)


def test_annihilator_makes_the_defending_player_sacrifice_permanents_when_it_attacks():
    g = match({"id": "breaker", "card": "Breaker of Creation"},
              {"id": "b1", "card": "Grizzly Bears", "owner": "bob"}, {"id": "b2", "card": "Forest", "owner": "bob"},
              {"id": "b3", "card": "Forest", "owner": "bob"})
    g.ok({"do": "declare_attackers", "player": "alice", "attackers": [{"object": "breaker"}]})
    assert len(g.game.stack) == 1
    g.refused({**RESOLVE, "choices": [{"kind": "sacrifice", "object": "breaker", "choice": ["b1"]}]})
    g.ok({**RESOLVE, "choices": [{"kind": "sacrifice", "object": "breaker", "choice": ["b1", "b3"]}]})
    assert [g.zone(b) for b in ("b1", "b2", "b3")] == ["graveyard", "battlefield", "graveyard"]


def test_jushi_apprentice_draws_and_flips_only_with_nine_or_more_cards_in_hand():
    hand = [{"id": f"h{i}", "card": "Island", "zone": "hand"} for i in range(8)]
    g = match({"id": "jushi", "card": "Jushi Apprentice // Tomoya the Revealer"},
              {"id": "top", "card": "Island", "zone": "library"}, *hand[:7])
    g.ok(activate("alice", "jushi", 0))
    g.ok(RESOLVE)
    assert g.zone("top") == "hand" and g.chars("jushi").name == "Jushi Apprentice"  # eight cards
    g = match({"id": "jushi", "card": "Jushi Apprentice // Tomoya the Revealer"},
              {"id": "top", "card": "Island", "zone": "library"}, *hand)
    g.ok(activate("alice", "jushi", 0))
    g.ok(RESOLVE)
    assert g.chars("jushi").name == "Tomoya the Revealer"  # nine cards: flipped (710.2)


def test_tomoya_makes_target_player_draw_as_many_cards_as_its_controller_has_in_hand():
    g = match({"id": "tomoya", "card": "Jushi Apprentice // Tomoya the Revealer", "flipped": True},
              {"id": "h1", "card": "Island", "zone": "hand"}, {"id": "h2", "card": "Island", "zone": "hand"},
              *({"id": f"b{i}", "card": "Island", "zone": "library", "owner": "bob"} for i in range(3)))
    g.ok(activate("alice", "tomoya", 0, "bob"))
    g.ok(RESOLVE)
    assert sum(g.zone(f"b{i}") == "hand" for i in range(3)) == 2


def test_nezumi_shortfang_makes_an_opponent_discard_and_flips_when_their_hand_is_empty():
    g = match({"id": "nezumi", "card": "Nezumi Shortfang // Stabwhisker the Odious"},
              {"id": "c1", "card": "Island", "zone": "hand", "owner": "bob"})
    g.refused(activate("alice", "nezumi", 0, "alice"))  # target opponent
    g.ok(activate("alice", "nezumi", 0, "bob"))
    g.ok({**RESOLVE, "choices": [{"kind": "discard", "object": "nezumi", "choice": ["c1"]}]})
    assert g.zone("c1") == "graveyard"
    assert g.chars("nezumi").name == "Stabwhisker the Odious"


# -- costs (601.2f, 602.2b), linked exile (607.2a), "can't be blocked this turn" (509.1b) ----------

def test_thrasta_costs_3_less_for_each_other_spell_cast_this_turn():
    def game_with_spells_cast(n: int) -> Match:
        g = match({"id": "thrasta", "card": "Thrasta, Tempest's Roar", "zone": "hand"},
                  {"id": "bears", "card": "Grizzly Bears"}, {"id": "f1", "card": "Forest"}, {"id": "f2", "card": "Forest"},
                  *({"id": f"growth{i}", "card": "Giant Growth", "zone": "hand"} for i in range(n)))
        for i in range(n):
            g.ok(cast("alice", f"growth{i}", "bears"))  # the cost taken as paid
            g.ok(RESOLVE)
        for land in ("f1", "f2"):
            g.ok({"do": "activate_mana", "player": "alice", "object": land})
        return g

    assert POOL["Thrasta, Tempest's Roar"]["mana_cost"] == "{10}{G}{G}"
    g = game_with_spells_cast(3)  # {10}{G}{G} less {9}: {1}{G}{G}
    g.refused({**cast("alice", "thrasta"), "costs": "pay", "pay": "{G}{G}"})
    g = game_with_spells_cast(4)  # less {12}: {G}{G} (the generic part can't go below 0)
    g.ok({**cast("alice", "thrasta"), "costs": "pay", "pay": "{G}{G}"})


def test_parallax_wave_exiles_by_removing_fade_counters_and_returns_the_cards_when_it_leaves():
    g = match({"id": "wave", "card": "Parallax Wave", "counters": {"fade": 1}},
              {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}, {"id": "other", "card": "Grizzly Bears", "owner": "bob"},
              {"id": "disenchant", "card": "Disenchant", "zone": "hand", "owner": "bob"})
    g.ok(activate("alice", "wave", 0, "bears"))
    assert g.game.obj("wave").counters.get("fade", 0) == 0
    assert "118.3" in g.refused(activate("alice", "wave", 0, "other"))  # no fade counter left
    g.ok(RESOLVE)
    assert g.zone("bears") == "exile"
    g.game.active = "bob"
    g.ok(cast("bob", "disenchant", "wave"))
    g.ok(RESOLVE)  # Disenchant; the leaves trigger goes on the stack
    g.ok(RESOLVE)
    assert g.zone("bears") == "battlefield" and g.game.obj("bears").controller == "bob"


def test_glaring_spotlight_makes_its_controllers_creatures_unblockable_this_turn():
    g = match({"id": "spotlight", "card": "Glaring Spotlight"}, {"id": "bears", "card": "Grizzly Bears"},
              {"id": "wall", "card": "Grizzly Bears", "owner": "bob"})
    g.ok(activate("alice", "spotlight", 0))
    assert g.zone("spotlight") == "graveyard"  # sacrificed as a cost
    g.ok(RESOLVE)
    assert "Hexproof" in [a.text for a in g.chars("bears").abilities]
    g.ok({"do": "declare_attackers", "player": "alice", "attackers": [{"object": "bears"}]})
    assert "can't be blocked" in g.refused({"do": "declare_blockers", "player": "bob",
                                             "blockers": [{"object": "wall", "blocks": "bears"}]})


# -- control-changing effects (613.1b, 611.2b, 302.6) ----------------------------------------------

def test_olivia_gains_control_of_a_vampire_for_as_long_as_its_controller_controls_olivia():
    g = match({"id": "olivia", "card": "Olivia Voldaren"},
              {"id": "nighthawk", "card": "Vampire Nighthawk", "owner": "bob"},
              {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
              {"id": "murder", "card": "Murder", "zone": "hand", "owner": "bob"})
    g.refused(activate("alice", "olivia", 1, "bears"))  # not a Vampire
    g.ok(activate("alice", "olivia", 1, "nighthawk"))
    g.ok(RESOLVE)
    assert g.game.obj("nighthawk").controller == "alice"
    # 302.6: under alice's control only since this turn, so it can't attack
    assert "302.6" in g.refused({"do": "declare_attackers", "player": "alice", "attackers": [{"object": "nighthawk"}]})
    g.game.active = "bob"
    g.ok(cast("bob", "murder", "olivia"))
    g.ok(RESOLVE)
    assert g.zone("olivia") == "graveyard"
    assert g.game.obj("nighthawk").controller == "bob"  # the duration is over (611.2b)


# -- overload (702.96) ------------------------------------------------------------------------------

def test_overloaded_mizzixs_mastery_has_no_target_and_copies_each_instant_and_sorcery_card():
    g = match({"id": "mastery", "card": "Mizzix's Mastery", "zone": "hand"},
              {"id": "shock", "card": "Shock", "zone": "graveyard"}, {"id": "bolt", "card": "Lightning Bolt", "zone": "graveyard"},
              {"id": "bears", "card": "Grizzly Bears", "zone": "graveyard"},
              {"id": "theirs", "card": "Shock", "zone": "graveyard", "owner": "bob"})
    g.refused({**cast("alice", "mastery", "shock"), "alternative_cost": "overload"})  # 'target' is now 'each'
    g.ok({**cast("alice", "mastery"), "alternative_cost": "overload"})
    g.ok({**RESOLVE, "name_created": ["shock-copy", "bolt-copy"],
          "choices": [{"kind": "cast_copy", "object": "shock-copy", "choice": {"targets": [{"player": "bob"}]}},
                      {"kind": "cast_copy", "object": "bolt-copy", "choice": {"targets": [{"player": "bob"}]}}]})
    assert [g.zone(c) for c in ("shock", "bolt", "bears", "theirs", "mastery")] == \
        ["exile", "exile", "graveyard", "graveyard", "exile"]
    g.ok({"do": "resolve_stack"})
    assert g.life("bob") == 15  # 2 + 3


def test_overload_is_an_alternative_cost_paid_instead_of_the_mana_cost():
    lands = [{"id": f"m{i}", "card": "Mountain"} for i in range(8)]
    g = match({"id": "mastery", "card": "Mizzix's Mastery", "zone": "hand"}, *lands)
    for land in lands:
        g.ok({"do": "activate_mana", "player": "alice", "object": land["id"]})
    g.refused({**cast("alice", "mastery"), "alternative_cost": "overload", "costs": "pay", "pay": "{R}{R}{R}{R}"})
    g.ok({**cast("alice", "mastery"), "alternative_cost": "overload", "costs": "pay", "pay": "{R}" * 8})
    g = match({"id": "bears", "card": "Grizzly Bears", "zone": "hand"})
    assert "overload" in g.refused({**cast("alice", "bears"), "alternative_cost": "overload"})


# -- intervening "if" (603.4) and transforming (701.27) ---------------------------------------------

def _last_turn_casts(g: Match, *players: str) -> None:
    """The spells cast in the previous turn (a fixture can't record them; its game starts with none)."""
    g.game.spells_cast = [{"turn": g.game.turn_number - 1, "player": p, "object": f"earlier-{i}", "colors": [],
                           "card_types": ["instant"]} for i, p in enumerate(players)]


def test_afflicted_deserter_transforms_in_an_upkeep_after_a_turn_without_spells():
    g = match({"id": "deserter", "card": "Afflicted Deserter // Werewolf Ransacker", "owner": "bob"},
              {"id": "engine", "card": "Lithoform Engine"}, step="untap")
    g.ok(NEXT)  # alice's upkeep: "each upkeep"
    g.ok({**RESOLVE, "choices": [{"kind": "trigger_target", "object": "deserter", "choice": "engine"}]})
    assert g.chars("deserter").name == "Werewolf Ransacker"
    assert len(g.game.stack) == 1  # "Whenever this creature transforms into Werewolf Ransacker" (701.27e)
    g.ok({**RESOLVE, "choices": [{"kind": "may", "object": "deserter", "choice": "yes"}]})
    assert g.zone("engine") == "graveyard"
    assert (g.life("alice"), g.life("bob")) == (17, 20)  # 3 damage to the artifact's controller


def test_afflicted_deserter_doesnt_trigger_after_a_turn_with_a_spell():
    g = match({"id": "deserter", "card": "Afflicted Deserter // Werewolf Ransacker"}, step="untap")
    _last_turn_casts(g, "bob")
    g.ok(NEXT)
    assert not g.game.stack  # 603.4: the condition is false as the upkeep begins


def test_werewolf_ransacker_transforms_back_after_a_player_cast_two_spells_last_turn():
    g = match({"id": "ransacker", "card": "Afflicted Deserter // Werewolf Ransacker", "transformed": True},
              step="untap")
    _last_turn_casts(g, "alice", "bob")  # one each: no player cast two
    g.ok(NEXT)
    assert not g.game.stack
    g = match({"id": "ransacker", "card": "Afflicted Deserter // Werewolf Ransacker", "transformed": True},
              step="untap")
    _last_turn_casts(g, "bob", "bob")
    g.ok(NEXT)
    g.ok(RESOLVE)
    assert g.chars("ransacker").name == "Afflicted Deserter"
    assert not g.game.stack  # transforming into the front face doesn't trigger the back face's ability


def test_an_ability_transforms_a_permanent_only_if_it_hasnt_transformed_since_it_was_put_on_the_stack():
    g = match({"id": "deserter", "card": "Afflicted Deserter // Werewolf Ransacker"}, step="untap")
    g.ok(NEXT)
    from mtg_reference_engine.rules.rules_effects import transform

    transform(g.game, g.game.obj("deserter"))  # it transforms meanwhile (701.27f)
    g.game.pending_triggers = []
    assert g.chars("deserter").name == "Werewolf Ransacker"
    g.ok(RESOLVE)
    assert g.chars("deserter").name == "Werewolf Ransacker"


def test_thrasta_gained_by_a_control_change_this_turn_has_no_hexproof():
    """"as long as it entered this turn": coming under another player's control isn't entering."""
    g = match({"id": "olivia", "card": "Olivia Voldaren"},
              {"id": "thrasta", "card": "Thrasta, Tempest's Roar", "owner": "bob"})
    g.ok(activate("alice", "olivia", 0, "thrasta"))  # 1 damage; "That creature becomes a Vampire"
    g.ok(RESOLVE)
    g.ok(activate("alice", "olivia", 1, "thrasta"))
    g.ok(RESOLVE)
    assert g.game.obj("thrasta").controller == "alice"
    assert "Hexproof" not in [a.text for a in g.chars("thrasta").abilities]
