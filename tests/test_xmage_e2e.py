"""The XMage adapter against a real XMage build (docs/ADAPTERS.md, "XMage").

Runs only when MTGC_XMAGE_CLASSPATH names the run-time classpath of an XMage build made from your own
checkout (XMage's core, the card classes, the two-player duel, the computer player, Mage.Tests' test
classes, Mage/src/main/resources and their dependency jars); otherwise it is skipped and says so.
The adapter is compiled against it by adapters/xmage/build.sh into a temporary directory.
"""

from __future__ import annotations

import json
import os
import subprocess

import pytest

from mtg_conformance import corpus
from mtg_conformance.engines import ExternalEngine
from tests.conftest import REPO, cli

CLASSPATH = os.environ.get("MTGC_XMAGE_CLASSPATH", "")

pytestmark = pytest.mark.skipif(
    not CLASSPATH,
    reason="MTGC_XMAGE_CLASSPATH is not set: no XMage build to run the adapter against "
           "(set it to your XMage build's run-time classpath, docs/ADAPTERS.md)")

#: Fixtures XMage passes through the adapter at the tested commit: setup, casting with a copy choice,
#: combat, a refused block, a mana ability refused on a tapped land.
PASSING = [
    "copy-permanents/entering-as-a-copy/a-clone-copying-wall-of-omens-draws-its-controller-a-card",
    "copy-permanents/entering-as-a-copy/a-clone-that-copies-nothing-enters-as-a-0-0-clone-and-is-put-into-the-graveyard",
    "copy-permanents/rulings-1998/a-clone-copying-an-artifact-creature-is-an-artifact-so-terror-cant-target-it",
    "keywords/double-strike-and-first-strike/a-first-striker-kills-its-blocker-before-the-blocker-deals-combat-damage",
    "keywords/flying-and-reach/a-creature-without-flying-or-reach-cant-block-a-creature-with-flying",
    "mana/tap-untap-symbols/a-tapped-forest-cant-be-tapped-for-mana",
    # a blocker declared on more creatures than it may block is refused (509.1a), observe.created
    "combat/declarations/a-creature-cant-block-two-attackers-unless-an-effect-allows-it",
    "spells/casting-choices/young-pyromancers-trigger-creates-a-1-1-red-elemental-creature-token",
    "copy-permanents/rulings-1998/a-shapeshifter-that-stops-being-a-copy-of-thragtusk-doesnt-trigger-its-leaves-the-battlefield-ability",
    # the 851-fixture run's adapter fixes, one fixture each: a split card's whole-name class
    "split-cards/split-card-characteristics/a-split-card-cant-be-cast-without-choosing-a-half",
    # Wastes is mage.cards.w.Wastes, not a basiclands class
    "keywords/modular-sunburst/arcbound-wanderer-cast-with-three-colors-of-mana-enters-with-three-1-1-counters-and-passes-them-on-as-it-dies",
    # a trigger_target {"player": ...}
    "keywords/hexproof-abilities/a-player-with-hexproof-can-be-the-target-of-their-own-triggered-ability",
    # players' poison counters (122.1f)
    "keywords/toxic/a-creature-with-toxic-2-that-gains-toxic-1-has-a-total-toxic-value-of-3",
    # a land card's cast is refused (305.1)
    "lands/playing-lands/a-land-card-is-played-not-cast",
    # more modes than a "Choose one" spell allows are refused (700.2)
    "spells/casting-choices/a-choose-one-spell-cant-be-cast-with-two-modes-chosen",
    # one "No" per kicker cost, and for an optional waterbend cost
    "linked-abilities/kicker-linked/stormscape-battlemage-cast-without-kicking-neither-linked-ability-triggers",
    "keyword-actions/waterbend/spirit-water-revival-cast-without-its-waterbend-cost-costs-1-u-u-and-draws-two-cards",
    # new targets of a spell with two Target objects, each asked "1 of 1" (115.7e)
    "spells/changing-targets/redirect-swaps-arc-trails-two-targets-legal-since-the-final-targets-are-two-different-ones",
    # the action that ends the game is accepted, later observations see the game as it ended (104.2a)
    "damage/damage-event/worship-does-nothing-while-its-controller-controls-no-creature",
    # "No" to paying 2 life for each Phyrexian symbol of a cast paid with listed mana (107.4f)
    "mana/phyrexian-mana/b-p-b-p-paid-by-spending-b-b",
    # a line naming its card, kept by a copy, reads with the copy's name (201.5b)
    "card-parts/names-refer-to-objects/the-ever-changing-dane-becomes-a-copy-of-runeclaw-bear-and-keeps-its-ability-read-with-the-name-runeclaw-bear",
    # the 871-fixture run's fix: a play_land's recorded "may" answers the land's "you may pay 2 life" (614.12)
    "replacement-effects/entering-from-library/breeding-pool-played-from-the-top-of-the-library-without-paying-life-enters-tapped-and-nothing-is-exiled",
    # an activation's "tap" list answers station's TapTargetCost; the station card itself is refused (702.184a)
    "keywords/station/without-such-a-static-ability-a-creature-stations-with-its-power",
    "keywords/station/under-tapestry-warden-a-creature-whose-toughness-is-greater-than-its-power-stations-with-its-toughness",
]


@pytest.fixture(scope="module")
def engine_cmd(tmp_path_factory) -> str:
    out = tmp_path_factory.mktemp("xmage-adapter")
    done = subprocess.run(["sh", str(REPO / "adapters" / "xmage" / "build.sh"), str(out)], capture_output=True,
                          text=True, env={**os.environ, "XMAGE_CLASSPATH": CLASSPATH})
    assert done.returncode == 0, done.stderr
    return str(out / "xmage-engine")


def test_fixtures_pass_on_xmage(engine_cmd, tmp_path) -> None:
    report = tmp_path / "r.json"
    cli("run", "--engine-cmd", engine_cmd, "--select", ",".join(PASSING), "--report", f"json:{report}")
    outcomes = {f["id"]: f["outcome"] for f in json.loads(report.read_text())["fixtures"]}
    assert outcomes == {fid: "passed" for fid in PASSING}


def card(name: str) -> dict:
    for path in corpus.cards_dir().glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        if data["name"] == name:
            return data
    raise AssertionError(f"{name} is not in the pool")


def payload(objects: list[dict], actions: list[dict]) -> dict:
    return {"id": "xmage-e2e/" + actions[0]["do"], "requires": [],
            "cards": [card(n) for n in sorted({o["card"] for o in objects})],
            "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                      "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects},
            "actions": actions}


def test_errors_are_reported_as_the_protocol_says(engine_cmd) -> None:
    engine = ExternalEngine(engine_cmd, timeout=60)
    try:
        assert engine.hello()["engine"]["name"] == "xmage"
        bears = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "bob"}
        clone = {"id": "clone", "card": "Clone", "zone": "hand", "owner": "alice"}
        # XMage asks whether Clone copies something; the fixture records no answer.
        missing = engine.run(payload([bears, clone], [{"do": "cast", "player": "alice", "object": "clone",
                                                        "costs": "assume_paid"}, {"do": "resolve"}]))
        assert missing["error"]["kind"] == "missing_choice", missing
        # Magar of the Magic Strings has no XMage card class at the tested commit.
        magar = {"id": "magar", "card": "Magar of the Magic Strings", "zone": "battlefield", "owner": "alice"}
        unknown = engine.run(payload([magar], [{"do": "observe", "label": "checkpoint-1"}]))
        assert unknown["error"]["kind"] == "unsupported_card", unknown
        # The same Clone, answered: a Grizzly Bears.
        copied = engine.run(payload([bears, clone], [
            {"do": "cast", "player": "alice", "object": "clone", "costs": "assume_paid"},
            {"do": "resolve", "choices": [{"kind": "copy", "object": "clone", "choice": "bears"}]},
            {"do": "observe", "label": "checkpoint-1"}]))
        seen = copied["observations"]["checkpoint-1"]["objects"]["clone"]
        assert (seen["name"], seen["power"], seen["toughness"], seen["zone"]) == ("Grizzly Bears", 2, 2, "battlefield")
    finally:
        engine.close()


def test_a_choice_xmage_does_not_offer_as_a_permanent_enters_is_a_refusal(engine_cmd) -> None:
    """Adaptive Automaton's "As this creature enters, choose a creature type": XMage offers no "Merfolk
    Wizard" (205.3e). The choice is asked inside XMage's own game loop; the action is refused and the game
    stops there (the later actions aren't performed), rather than an internal error."""
    engine = ExternalEngine(engine_cmd, timeout=60)
    try:
        engine.hello()
        automaton = {"id": "automaton", "card": "Adaptive Automaton", "zone": "hand", "owner": "alice"}
        reply = engine.run(payload([automaton], [
            {"do": "cast", "player": "alice", "object": "automaton", "costs": "assume_paid"},
            {"do": "resolve", "choices": [{"kind": "creature_type", "object": "automaton", "choice": "Merfolk Wizard"}]},
            {"do": "observe", "label": "checkpoint-1"}]))
        assert "error" not in reply, reply
        assert reply["actions"][0] == {"ok": True}
        assert reply["actions"][1]["ok"] is False and "Merfolk Wizard" in reply["actions"][1]["refused"]
        assert len(reply["actions"]) == 2
    finally:
        engine.close()


def test_a_land_plays_recorded_may_answers_its_entering_question(engine_cmd) -> None:
    """Breeding Pool's "As this land enters, you may pay 2 life. If you don't, it enters tapped" (614.12):
    XMage asks as the land is played; the play_land's recorded "may" is the answer, either way."""
    engine = ExternalEngine(engine_cmd, timeout=60)
    try:
        engine.hello()
        seen = {}
        for answer in ("yes", "no"):
            pool = {"id": "pool", "card": "Breeding Pool", "zone": "hand", "owner": "alice"}
            reply = engine.run(payload([pool], [
                {"do": "play_land", "player": "alice", "object": "pool",
                 "choices": [{"kind": "may", "object": "pool", "player": "alice", "choice": answer}]},
                {"do": "observe", "label": "checkpoint-1"}]))
            assert "error" not in reply, reply
            assert reply["actions"][0] == {"ok": True}, reply
            obs = reply["observations"]["checkpoint-1"]
            seen[answer] = (obs["objects"]["pool"]["zone"], obs["objects"]["pool"]["tapped"],
                            obs["players"]["alice"]["life"])
        assert seen == {"yes": ("battlefield", False, 18), "no": ("battlefield", True, 20)}
    finally:
        engine.close()
