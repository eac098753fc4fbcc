"""Rules the chapter-6 example scenarios needed that no scenario exercises on its own."""

from __future__ import annotations

from typing import Any

from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.engine_match import POOL


def _run(objects: list[dict[str, Any]], actions: list[dict[str, Any]]) -> dict[str, Any]:
    cards = sorted({o["card"] for o in objects})
    return ReferenceEngine().run({
        "cards": [POOL[c] for c in cards],
        "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                  "turn": {"active": "alice", "step": "precombat_main"},
                  "objects": [{"zone": "battlefield", "controller": o["owner"], **o} for o in objects]},
        "actions": actions + [{"do": "observe", "label": "end"}]})


def _block_with(blocker: str) -> dict[str, Any]:
    return _run([{"id": "winnower", "card": "Void Winnower", "owner": "alice"},
                 {"id": "bears", "card": "Grizzly Bears", "owner": "alice"},
                 {"id": "runeclaw", "card": "Runeclaw Bear", "owner": "bob"},
                 {"id": "ogre", "card": "Gray Ogre", "owner": "bob"}],
                [{"do": "declare_attackers", "player": "alice",
                  "attackers": [{"object": "bears", "attacks": {"player": "bob"}}]},
                 {"do": "declare_blockers", "player": "bob", "blockers": [{"object": blocker, "blocks": "bears"}]}])


def test_void_winnower_opponents_cant_block_with_even_mana_value_creatures():
    """509.1b: "Your opponents can't block with creatures with even mana values." Runeclaw Bear
    ({1}{G}, mana value 2) can't block; Gray Ogre ({2}{R}, 3) can."""
    even = _block_with("runeclaw")
    assert even["actions"][1]["ok"] is False, even["actions"]
    assert "even mana value" in even["actions"][1]["refused"]
    odd = _block_with("ogre")
    assert odd["actions"][1]["ok"] is True, odd["actions"]


def test_damage_divided_among_several_targets_is_unsupported_not_guessed():
    """601.2d: the division is the caster's choice, which the fixture format can't record yet."""
    reply = _run([{"id": "thunder", "card": "Rolling Thunder", "owner": "alice", "zone": "hand"},
                  {"id": "runeclaw", "card": "Runeclaw Bear", "owner": "bob"}],
                 [{"do": "cast", "player": "alice", "object": "thunder", "x": 2, "costs": "assume_paid",
                   "targets": [{"player": "bob"}, {"object": "runeclaw"}]},
                  {"do": "resolve"}])
    assert set(reply) == {"unsupported"}, reply
    assert "601.2d" in reply["unsupported"]["message"]


def test_each_noncreature_artifact_becomes_an_artifact_creature_in_layers_4_and_7b():
    """613.6 (its example 3's kind of effect): "each noncreature artifact you control becomes a 4/4
    artifact creature until end of turn" changes the types of the permanents it found (layer 4) and
    sets the power and toughness of that same set (7b), though they're no longer noncreature
    artifacts then; "Other artifact creatures you control have flying" then applies to them (6)."""
    reply = ReferenceEngine().run({
        "cards": [POOL["Cyberdrive Awakener"], POOL["Fountain of Youth"], POOL["Ornithopter"]],
        "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                  "turn": {"active": "alice", "step": "precombat_main"},
                  "objects": [{"id": "fountain", "card": "Fountain of Youth", "owner": "alice", "zone": "battlefield"},
                              {"id": "ornithopter", "card": "Ornithopter", "owner": "alice", "zone": "battlefield"},
                              {"id": "awakener", "card": "Cyberdrive Awakener", "owner": "alice", "zone": "hand"}]},
        "actions": [{"do": "cast", "player": "alice", "object": "awakener", "costs": "assume_paid"},
                    {"do": "resolve"}, {"do": "resolve"}, {"do": "observe", "label": "end"}]})
    assert "observations" in reply, reply
    objs = reply["observations"]["end"]["objects"]
    assert sorted(objs["fountain"]["card_types"]) == ["artifact", "creature"]
    assert (objs["fountain"]["power"], objs["fountain"]["toughness"]) == (4, 4)
    assert "Flying" in objs["fountain"]["abilities"]
    assert (objs["ornithopter"]["power"], objs["ornithopter"]["toughness"]) == (0, 2)
