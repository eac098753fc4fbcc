"""The Node.js example engine (examples/node-engine/engine.js, the one docs/ADAPTERS.md presents)
runs against the corpus and against fixtures written for its capability set, so the guide cannot rot.

Skipped only when Node.js is absent outside CI; in CI (``$CI`` set) its absence is a failure.
"""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path

import pytest

from mtg_conformance.capabilities import capabilities_for
from mtg_conformance.crparse import corpus_release
from mtg_conformance.schemas import problems
from tests.conftest import REPO, cli

ENGINE = REPO / "examples" / "node-engine" / "engine.js"


@pytest.fixture(scope="module")
def node() -> str:
    found = shutil.which("node") or shutil.which("nodejs")
    if not found:
        if os.environ.get("CI"):
            pytest.fail("Node.js is not installed; CI must have it (apt-get install -y nodejs)")
        pytest.skip("Node.js is not installed (apt-get install -y nodejs)")
    return found


def fixture(slug: str, rule: str, objects: list[dict], expect: list[dict], actions: list[dict] | None = None) -> dict:
    """A hand-made fixture (not part of the corpus) citing one CR rule and quoting it."""
    release = corpus_release()
    actions = (actions or []) + [{"do": "observe", "label": "checkpoint-1"}]
    cards = sorted({o["card"] for o in objects})
    return {
        "id": f"node-example/{slug}", "title": slug.replace("-", " ").capitalize(),
        "feature": {"file": "features/node-example.feature", "line": 1},
        "sources": [{"item": f"cr-{rule}", "document": release.path.name if release.path else "CR",
                     "quote": release.get(rule).text}],
        "rules": {rule: release.hash_of(rule)}, "cr_version": release.effective_date, "tags": [],
        "requires": capabilities_for(actions, objects), "cards": cards,
        "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 17}],
                  "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects},
        "actions": actions, "expect": [{"at": "checkpoint-1", **e} for e in expect],
    }


BEARS = {"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}

FIXTURES = [
    fixture("counters-make-bears-4-4", "613.4c", [{**BEARS, "counters": {"+1/+1": 2}}],
            [{"object": "bears", "power": 4, "toughness": 4, "counters": {"+1/+1": 2}}]),
    fixture("a-tapped-damaged-bear-controlled-by-bob", "110.2",
            [{**BEARS, "controller": "bob", "tapped": True, "damage": 1}],
            [{"object": "bears", "tapped": True, "damage": 1, "controller": "bob", "owner": "alice",
              "zone": "battlefield"}]),
    fixture("cards-in-hand-library-and-graveyard", "400.1",
            [{"id": "elves", "card": "Quirion Elves", "zone": "hand", "owner": "alice"},
             {"id": "jug", "card": "Juggernaut", "zone": "library", "owner": "alice"},
             {"id": "b2", "card": "Grizzly Bears", "zone": "graveyard", "owner": "bob"}],
            [{"object": "elves", "name": "Quirion Elves", "colors": ["green"], "subtypes": ["Elf", "Druid"],
              "abilities": {"includes": ["{T}: Add {G}."]}, "zone": "hand"},
             {"object": "jug", "card_types": ["artifact", "creature"], "power": 5, "mana_cost": "{4}"},
             {"player": "alice", "hand_size": 1, "life": 20},
             {"player": "bob", "graveyard_size": 1, "life": 17}]),
    # Wrong on purpose: an engine that reports printed power must fail this one.
    fixture("a-wrong-expectation-fails", "208.1", [BEARS], [{"object": "bears", "power": 3}]),
    # Needs an action the example engine does not support: skipped with the capability named.
    fixture("an-action-is-out-of-scope", "608.1", [BEARS], [{"object": "bears", "tapped": False}],
            actions=[{"do": "resolve_stack"}]),
]


def run(node: str, tmp_path: Path, *args: str) -> tuple[object, dict]:
    report = tmp_path / "report.json"
    r = cli("run", "-q", "--engine-cmd", f"{node} {ENGINE}", "--report", f"json:{report}", *args)
    assert report.exists(), r.stdout + r.stderr
    data = json.loads(report.read_text())
    assert problems("report", data) == []
    return r, data


def test_the_example_engine_on_fixtures_for_its_capabilities(node: str, tmp_path: Path) -> None:
    folder = tmp_path / "fixtures"
    folder.mkdir()
    for fx in FIXTURES:
        assert problems("fixture", fx) == [], fx["id"]
        (folder / (fx["id"].split("/")[1] + ".json")).write_text(json.dumps(fx))
    r, data = run(node, tmp_path, "--fixtures", str(folder))
    assert data["engine"] == {"name": "node-example", "version": "1.0.0"}
    outcome = {f["id"].split("/")[1]: f for f in data["fixtures"]}
    for slug in ("counters-make-bears-4-4", "a-tapped-damaged-bear-controlled-by-bob", "cards-in-hand-library-and-graveyard"):
        assert outcome[slug]["outcome"] == "passed", outcome[slug]
    wrong = outcome["a-wrong-expectation-fails"]
    assert wrong["outcome"] == "failed" and 'power: expected 3, observed 2' in wrong["message"]
    skipped = outcome["an-action-is-out-of-scope"]
    assert skipped["outcome"] == "skipped" and skipped["message"] == "the engine lacks action.resolve_stack"
    assert r.returncode == 1  # the wrong expectation


def test_the_example_engine_on_the_whole_corpus(node: str, tmp_path: Path) -> None:
    """Every reply fits the protocol (nothing errored); fixtures beyond its capabilities are skipped
    with the missing capability named; whatever it does run, it gets right or wrong, not broken."""
    r, data = run(node, tmp_path)
    assert "Traceback" not in r.stderr
    assert data["fixtures"], "the corpus is empty"
    errored = [f for f in data["fixtures"] if f["outcome"] == "errored"]
    assert not errored, errored[:3]
    for f in data["fixtures"]:
        if f["outcome"] == "skipped":
            assert f["message"].startswith("the engine lacks ") or f["message"].endswith("characteristic-defining ability"), f


def test_run_and_pytest_agree_on_the_example_engine(node: str, tmp_path: Path) -> None:
    """Issue 14: pytest failed a scenario `run` skipped, because it checked a Then that comes before the
    action the engine can't do. Both now give every fixture the same outcome on this engine."""
    import subprocess
    import sys
    import xml.etree.ElementTree as ET

    _, data = run(node, tmp_path)
    by_run = {f["id"]: f["outcome"] for f in data["fixtures"]}
    p = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "tests/test_scenarios.py", "--engine-cmd", f"{node} {ENGINE}", "--junitxml",
                        str(tmp_path / "pytest.xml")], capture_output=True, text=True, cwd=REPO, timeout=600)
    by_pytest = {}
    for case in ET.parse(tmp_path / "pytest.xml").getroot().iter("testcase"):
        fid = next(prop.get("value") for prop in case.iter("property") if prop.get("name") == "fixture")
        by_pytest[fid] = ("failed" if case.find("failure") is not None or case.find("error") is not None
                          else "skipped" if case.find("skipped") is not None else "passed")
    assert by_pytest.keys() == by_run.keys(), p.stdout[-2000:]
    as_pytest = {"errored": "failed", "unsupported": "failed"}
    assert {f: o for f, o in by_run.items() if as_pytest.get(o, o) != by_pytest[f]} == {}
