"""The gate never passes by accident (issue 14): an empty engine command, a missing fixtures path and an
unwritable output path are usage errors before the engine starts; a run that executes nothing fails,
saying why; run and the pytest route give every fixture the same outcome; the console stays readable
when everything fails; --list, --max-fail, the smoke tier, one selection language."""

from __future__ import annotations

import json
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.html_report import render
from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.conftest import REPO, cli
from tests.sample import has_power_expectation, passing, paths

PARTIAL = f"{sys.executable} {REPO / 'tests' / 'engines' / 'partial.py'}"
WRONG = f"{sys.executable} {REPO / 'tests' / 'wrong_engine.py'}"


def pytest_run(*args: str, timeout: float = 600) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "tests/test_scenarios.py", *args], capture_output=True, text=True, cwd=REPO, timeout=timeout)


# -- usage errors before anything runs -----------------------------------------------------------

def test_an_empty_engine_command_is_a_usage_error_in_run_and_pytest() -> None:
    for cmd in ("", "   "):
        r = cli("run", "--engine-cmd", cmd)
        assert r.returncode == 2, r.stdout
        assert "--engine-cmd is empty" in r.stderr and "passed" not in r.stdout
    r = pytest_run("--engine-cmd", "", "-m", "cr-707.2")
    assert r.returncode == 4, r.stdout + r.stderr  # pytest's usage error
    assert "--engine-cmd is empty" in r.stdout + r.stderr and " passed" not in r.stdout


def test_a_missing_fixtures_path_is_a_usage_error_before_the_engine_starts(tmp_path: Path) -> None:
    marker = tmp_path / "started"
    r = cli("run", "--engine-cmd", f"touch {marker}", "--fixtures", str(tmp_path / "nope"))
    assert r.returncode == 2 and "--fixtures: no such file or folder" in r.stderr and "nope" in r.stderr
    assert not marker.exists()


@pytest.mark.parametrize("option", ["--report", "--write-baseline"])
def test_an_unwritable_output_path_is_one_line_before_the_run(tmp_path: Path, option: str) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    target = blocker / "sub" / "out.json"  # under a file: can never be written
    value = f"json:{target}" if option == "--report" else str(target)
    r = cli("run", option, value, "--fixtures", *paths(passing(1)))
    assert r.returncode == 2, r.stdout + r.stderr
    assert r.stderr.count("\n") == 1 and f"{option}: cannot write {target}" in r.stderr
    assert "Traceback" not in r.stderr and "passed" not in r.stdout
    folder = tmp_path / "a-folder"
    folder.mkdir()
    value = f"html:{folder}" if option == "--report" else str(folder)
    r = cli("run", option, value, "--fixtures", *paths(passing(1)))
    assert r.returncode == 2 and "is a folder" in r.stderr


def test_output_paths_in_new_folders_are_fine_and_nothing_is_left_behind_by_the_check(tmp_path: Path) -> None:
    from mtg_conformance.gate import unwritable

    target = tmp_path / "a" / "b" / "report.json"
    assert unwritable(target) is None
    assert not (tmp_path / "a").exists()


def test_a_mistyped_capability_in_hello_is_named() -> None:
    from mtg_conformance.schemas import protocol_problems

    hello = {"type": "hello", "protocol": 1, "engine": {"name": "x"},
             "capabilities": ["setup.battlefield", "setup.battlefeld"]}
    [problem] = protocol_problems("hello_reply", hello)
    assert problem.startswith("$.capabilities[1]: \"setup.battlefeld\" is none of the")
    assert 'did you mean "setup.battlefield"?' in problem


def test_the_phase_engine_without_its_extra_is_one_line_with_the_install_command() -> None:
    code = ("import sys; sys.modules['phase'] = None; from mtg_conformance.cli import main; "
            "sys.exit(main(['run', '--engine', 'phase']))")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=REPO, timeout=120)
    assert r.returncode == 2, r.stdout + r.stderr
    assert "Traceback" not in r.stderr and r.stderr.count("\n") == 1
    assert "pip install 'mtg-conformance[phase]'" in r.stderr


# -- nothing ran ---------------------------------------------------------------------------------

def test_a_selection_matching_nothing_fails_saying_so() -> None:
    r = cli("run", "--select", "707.9B")
    assert r.returncode == 1, r.stdout
    assert "nothing ran: --select '707.9B' matches none of the" in r.stdout


def test_an_empty_fixtures_folder_fails(tmp_path: Path) -> None:
    r = cli("run", "--fixtures", str(tmp_path))
    assert r.returncode == 1 and "nothing ran: no fixture was found" in r.stdout


class LacksEverything(ReferenceEngine):
    def hello(self):
        return {"engine": {"name": "lacks"}, "capabilities": ["setup.battlefield"]}


def test_an_engine_that_skips_everything_fails_with_the_reasons_totalled(tmp_path: Path) -> None:
    sample = passing(4)
    result = runner.run(LacksEverything(), sample, [])
    from mtg_conformance.gate import nothing_ran

    line = nothing_ran(result)
    assert line.startswith("nothing ran: all 4 fixtures were skipped (")
    assert "× the engine lacks observe.characteristics" in line
    html = render(result)
    assert "all fixtures run passed" not in html and "nothing ran: all 4 fixtures were skipped" in html
    # the same through the command line, over the protocol
    r = cli("run", "--engine-cmd", f"{sys.executable} -c \"{SKIPPING}\"", "--fixtures", *paths(sample))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "nothing ran: all 4 fixtures were skipped (4 × not today)" in r.stdout


SKIPPING = ("import json,sys\\n"
            "for l in sys.stdin:\\n"
            " m=json.loads(l)\\n"
            " if m['type']=='hello': print(json.dumps({'type':'hello','protocol':1,'engine':{'name':'lazy'}}),flush=True)\\n"
            " elif m['type']=='run': print(json.dumps({'type':'result','seq':m['seq'],'skipped':'not today'}),flush=True)\\n"
            " else: break").replace("\\n", "\n")


def test_the_html_verdict_counts_skips() -> None:
    sample = passing(2)

    class SkipsOne(ReferenceEngine):
        def run(self, payload):
            return {"skipped": "later"} if payload["id"] == sample[0].id else super().run(payload)

    html = render(runner.run(SkipsOne(), sample, []))
    assert "all 1 fixtures run passed; 1 of 2 skipped (not run)" in html


# -- baselines and diff-results ------------------------------------------------------------------

def test_a_baseline_written_for_another_engine_says_so_and_fails(tmp_path: Path) -> None:
    sample = passing(2)
    baseline = tmp_path / "b.json"
    baseline.write_text(json.dumps({"format": 1, "engine": {"name": "some other engine"}, "expected_failures": []}))
    r = cli("run", "-q", "--fixtures", *paths(sample), "--baseline", str(baseline))
    assert r.returncode == 1, r.stdout + r.stderr
    assert "written for the engine 'some other engine', but this run is of 'mtg-conformance reference engine'" in r.stdout


def test_diff_results_treats_passed_to_skipped_as_lost_coverage(tmp_path: Path) -> None:
    from mtg_conformance.reports import json_report
    from mtg_conformance.runner import Outcome, RunResult

    def report(outcomes):
        return json_report(RunResult([Outcome(id=i, status=s, path=i) for i, s in outcomes.items()], [],
                                     {"name": "e"}, 1.0))

    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(json.dumps(report({"a": "passed", "b": "passed", "c": "skipped"})))
    new.write_text(json.dumps(report({"a": "passed", "b": "skipped", "c": "passed"})))
    r = cli("diff-results", str(old), str(new))
    assert r.returncode == 1 and "lost coverage (passed, now skipped) (1)\n  b  [passed -> skipped]" in r.stdout
    assert "coverage was lost" in r.stderr
    r = cli("diff-results", str(old), str(new), "--allow-lost-coverage")
    assert r.returncode == 0, r.stdout + r.stderr


# -- run and pytest agree --------------------------------------------------------------------------

def test_run_and_pytest_give_every_fixture_the_same_outcome_on_an_engine_with_gaps(tmp_path: Path) -> None:
    """tests/engines/partial.py fails, errors, is unsupported on, declines and lacks a capability for
    some fixtures of 707; `run --select 707` and `pytest -m cr-707` must pick the same fixtures and agree
    on each (pytest has no errored or unsupported: they are failures there)."""
    r = cli("run", "-q", "--engine-cmd", PARTIAL, "--select", "707", "--report", f"json:{tmp_path / 'run.json'}")
    by_run = {f["id"]: f["outcome"] for f in json.loads((tmp_path / "run.json").read_text())["fixtures"]}
    assert {"passed", "failed", "errored", "unsupported", "skipped"} <= set(by_run.values()), r.stdout
    p = pytest_run("-m", "cr-707", "--engine-cmd", PARTIAL, "--junitxml", str(tmp_path / "pytest.xml"))
    assert p.returncode == 1, p.stdout[-3000:]
    by_pytest = {}
    for case in ET.parse(tmp_path / "pytest.xml").getroot().iter("testcase"):
        fid = next(prop.get("value") for prop in case.iter("property") if prop.get("name") == "fixture")
        by_pytest[fid] = ("failed" if case.find("failure") is not None or case.find("error") is not None
                          else "skipped" if case.find("skipped") is not None else "passed")
    as_pytest = {"passed": "passed", "skipped": "skipped", "failed": "failed", "errored": "failed",
                 "unsupported": "failed"}
    assert by_pytest.keys() == by_run.keys()
    differ = {fid: (by_run[fid], by_pytest[fid]) for fid in by_run if as_pytest[by_run[fid]] != by_pytest[fid]}
    assert not differ


def test_a_pytest_failure_is_named_by_the_fixture_id_with_the_detail_run_gives() -> None:
    r = pytest_run("-m", "cr-707.2", "--engine-cmd", WRONG)
    assert r.returncode == 1
    out = r.stdout
    assert "FAILED: copy-permanents/" in out and "  rules:    " in out and "  source:   [" in out
    assert "  scenario: features/" in out and ".feature:" in out and "“" in out
    assert "checkpoint-" not in out


def test_select_and_m_pick_the_same_fixtures_for_a_rule_prefix() -> None:
    r = cli("run", "--list", "--select", "707.9")
    listed = [l.split()[0] for l in r.stdout.splitlines() if l and not l.startswith((" ", "\n")) and "/" in l]
    p = pytest_run("-m", "cr-707.9", "--collect-only")
    collected = [l for l in p.stdout.splitlines() if "::" in l]
    assert listed and len(collected) == len(listed), (len(collected), len(listed))
    p = pytest_run("--select", "707.9", "--collect-only")
    assert len([l for l in p.stdout.splitlines() if "::" in l]) == len(listed)


# -- the console -----------------------------------------------------------------------------------

def test_run_list_shows_the_selection_without_starting_the_engine(tmp_path: Path) -> None:
    marker = tmp_path / "started"
    r = cli("run", "--list", "--select", "smoke", "--engine-cmd", f"touch {marker}")
    assert r.returncode == 0 and not marker.exists()
    assert "    requires: " in r.stdout and "    rules:    " in r.stdout
    assert r.stdout.rstrip().endswith("fixtures selected")
    r = cli("run", "--list", "--select", "707.9B")
    assert r.returncode == 1 and "0 of " in r.stdout


def test_the_smoke_tier_needs_at_most_one_action_and_the_reference_engine_passes_it() -> None:
    fixtures, _ = runner.load_fixtures()
    smoke = [f for f in fixtures if runner.matches(f.data, "smoke")]
    assert 5 <= len(smoke) <= 10
    for f in smoke:
        assert len([a for a in f.data["actions"] if a["do"] != "observe"]) <= 1, f.id
    assert any(not [a for a in f.data["actions"] if a["do"] != "observe"] for f in smoke)
    result = runner.run(ReferenceEngine(), smoke, [])
    assert result.counts()["passed"] == len(smoke)


def test_console_output_when_everything_fails_stays_readable() -> None:
    sample = passing(14, has_power_expectation)
    r = cli("run", "--engine-cmd", WRONG, "--fixtures", *paths(sample))
    assert r.returncode == 1
    out = r.stdout
    assert out.count("FAILED: ") == 14  # ten in full, four in one line each
    assert out.count("  expected: ") >= 10 and "4 more, one line each" in out
    assert "[14/14]" in out and "checkpoint-" not in out and "['" not in out
    r = cli("run", "--engine-cmd", WRONG, "--fixtures", *paths(sample), "--max-fail", "3")
    assert r.returncode == 1 and "0 passed, 3 failed" in r.stdout
    assert "stopped after 3 failing fixtures (failed, errored or unsupported; --max-fail 3): 11 not run" in r.stdout
    r = cli("run", "-q", "--engine-cmd", WRONG, "--fixtures", *paths(sample), "-x")
    assert r.returncode == 1 and "0 passed, 1 failed" in r.stdout and "; --fail-fast): 13 not run" in r.stdout
