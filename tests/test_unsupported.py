"""The ``unsupported`` outcome: an engine that names the rules text it does not implement is reported
apart from passed, failed, errored and skipped — in the summary line, the console, JSON, JUnit, HTML,
baselines, diff-results and the pytest route — and fails the run (exit 1) unless a baseline lists it.
The engine is tests/engines/unsupported.py: the reference engine, except on the targeted fixtures."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.cardpool import load_pool
from mtg_conformance.schemas import problems, protocol_problems
from tests.conftest import REPO, cli
from tests.sample import passing, paths

ENGINE = REPO / "tests" / "engines" / "unsupported.py"
LINE = {"card": "Clone", "face": None, "line": "You may have this creature enter as a copy of any creature on "
                                               "the battlefield.", "origin": "printed"}


def first_card_has_text(fx: dict) -> bool:
    pool = load_pool()
    card = pool[fx["setup"]["objects"][0]["card"]] if fx["setup"]["objects"] else {}
    return bool(card.get("oracle_text")) and not card.get("faces")


@pytest.fixture(scope="module")
def sample() -> list[runner.LoadedFixture]:
    return passing(3, first_card_has_text)


def engine_cmd(target: str) -> str:
    return f"env MTG_FAULT_ON={target} {sys.executable} {ENGINE}"


@pytest.fixture(scope="module")
def run_unsupported(sample, tmp_path_factory):
    """One CLI run where the second fixture is unsupported, with every report written."""
    out = tmp_path_factory.mktemp("unsupported")
    target = sample[1]
    r = cli("run", "--engine-cmd", engine_cmd(target.id), "--fixtures", *paths(sample),
            "--report", f"json:{out / 'r.json'}", "--report", f"junit:{out / 'r.xml'}",
            "--report", f"html:{out / 'r.html'}", "--write-baseline", str(out / "baseline.json"))
    return r, out, target


def test_the_protocol_schema_takes_unsupported_exclusive_with_the_other_replies() -> None:
    good = {"type": "result", "seq": 1, "unsupported": {"message": "m", "lines": [LINE]}}
    assert protocol_problems("result", good) == []
    assert protocol_problems("result", {**good, "unsupported": {"message": "m", "lines": []}}) == []
    for extra in ({"skipped": "x"}, {"error": {"kind": "internal", "message": "x"}},
                  {"observations": {}, "actions": []}):
        assert protocol_problems("result", {**good, **extra}), extra
    assert protocol_problems("result", {**good, "unsupported": {"message": "m", "lines": [{"card": "Clone"}]}})
    bad_origin = {**LINE, "origin": "somewhere"}
    assert protocol_problems("result", {**good, "unsupported": {"message": "m", "lines": [bad_origin]}})


def test_an_in_process_reply_is_its_own_outcome_naming_card_face_and_line(sample) -> None:
    class Honest:
        def hello(self):
            return {"engine": {"name": "honest"}, "capabilities": None}

        def run(self, payload):
            return {"unsupported": {"message": "copy effects are not implemented",
                                    "lines": [{**LINE, "face": "Clone"}, {**LINE, "card": "Delver", "face": "Insectile Aberration"}]}}

        def close(self):
            pass

    result = runner.run(Honest(), sample[:1], [])
    o = result.outcomes[0]
    assert o.status == "unsupported" and result.exit_status() == 1
    assert result.summary() == "0 passed, 0 failed, 0 errored, 1 unsupported, 0 skipped"
    assert "Clone: “You may have this creature enter" in o.message
    assert "Delver (face Insectile Aberration)" in o.message and "copy effects are not implemented" in o.message
    assert o.unsupported[1]["face"] == "Insectile Aberration"


def test_console_summary_and_exit_status(run_unsupported) -> None:
    r, _, target = run_unsupported
    assert r.returncode == 1, r.stdout + r.stderr
    assert "2 passed, 0 failed, 0 errored, 1 unsupported, 0 skipped" in r.stdout
    assert f"UNSUPPORTED: {target.id}" in r.stdout
    assert "not implemented by the engine:" in r.stdout and "[printed]: “" in r.stdout
    assert "Traceback" not in r.stderr


def test_json_report(run_unsupported) -> None:
    _, out, target = run_unsupported
    data = json.loads((out / "r.json").read_text())
    assert problems("report", data) == []
    assert data["summary"] == {"passed": 2, "failed": 0, "errored": 0, "unsupported": 1, "skipped": 0}
    entry = next(f for f in data["fixtures"] if f["id"] == target.id)
    assert entry["outcome"] == "unsupported"
    [line] = entry["unsupported_lines"]
    card = target.data["setup"]["objects"][0]["card"]
    assert line["card"] == card and line["face"] is None and line["origin"] == "printed"
    assert line["line"] == load_pool()[card]["oracle_text"].splitlines()[0]


def test_junit_reports_a_failure_of_its_own_type(run_unsupported) -> None:
    _, out, target = run_unsupported
    suite = ET.parse(out / "r.xml").getroot().find("testsuite")
    assert suite.get("failures") == "1" and suite.get("errors") == "0"
    case = next(c for c in suite.iter("testcase") if c.get("name") == target.id)
    failure = case.find("failure")
    assert failure is not None and failure.get("type") == "unsupported"
    assert "does not implement" in failure.get("message")


def test_html_report(run_unsupported) -> None:
    _, out, target = run_unsupported
    page = (out / "r.html").read_text()
    assert 'data-unsupported="1"' in page
    assert "1 of 3 fixtures failed, errored or were unsupported" in page
    assert '<article class="failure"' in page and 'data-outcome="unsupported"' in page
    assert "Rules text the engine does not implement" in page


def test_a_baseline_lists_it_and_then_excuses_it(run_unsupported, sample, tmp_path: Path) -> None:
    _, out, target = run_unsupported
    written = json.loads((out / "baseline.json").read_text())
    assert [(e["id"], e["outcome"]) for e in written["expected_failures"]] == [(target.id, "unsupported")]
    assert problems("baseline", written) == []
    r = cli("run", "-q", "--engine-cmd", engine_cmd(target.id), "--fixtures", *paths(sample),
            "--baseline", str(out / "baseline.json"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 known failures, 0 new" in r.stdout


def test_diff_results_counts_passed_to_unsupported_as_newly_failing(sample, tmp_path: Path) -> None:
    a, b = tmp_path / "a.json", tmp_path / "b.json"
    cli("run", "-q", "--fixtures", *paths(sample), "--report", f"json:{a}")
    cli("run", "-q", "--engine-cmd", engine_cmd(sample[0].id), "--fixtures", *paths(sample), "--report", f"json:{b}")
    r = cli("diff-results", str(a), str(b), "--format", "json")
    assert r.returncode == 1, r.stdout + r.stderr
    d = json.loads(r.stdout)
    assert [(e["id"], e["old"], e["new"]) for e in d["newly_failing"]] == [(sample[0].id, "passed", "unsupported")]


def test_the_pytest_route_fails_naming_card_face_and_line() -> None:
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "tests/test_scenarios.py", "-k", "clone", "--engine-cmd", engine_cmd("clone"),
                        "-x"], capture_output=True, text=True, cwd=REPO, timeout=300)
    assert r.returncode == 1, r.stdout[-3000:]
    assert "UNSUPPORTED: " in r.stdout and "not implemented by the engine:" in r.stdout
    assert "[printed]: “" in r.stdout and "the engine does not implement" in r.stdout
