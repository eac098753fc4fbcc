"""Baselines of expected failures: ``run --baseline FILE`` fails only on failures the baseline does
not list, reports listed fixtures that now pass (failing with ``--strict-baseline``), and
``run --write-baseline FILE`` writes the current failures."""

from __future__ import annotations

import json
import sys
from functools import lru_cache
from pathlib import Path

import pytest

from mtg_conformance import baseline, runner
from mtg_conformance.schemas import problems
from tests.conftest import SERVE_CMD, cli as run_cli
from tests.sample import has_power_expectation, passing, paths



@lru_cache(maxsize=1)
def sample() -> tuple[list[str], list[str]]:
    """Ids of three fixtures with an expectation about power (the wrong engine fails them), sorted;
    and the files the CLI runs on: these and two fixtures without one."""
    power = passing(3, has_power_expectation)
    others = passing(2, lambda fx: not has_power_expectation(fx))
    return sorted(lf.id for lf in power), paths(power + others)


def cli(*args: str):
    """``mtg-conformance`` on the sample only (the whole corpus is not needed to test baselines)."""
    return run_cli(*args, "--fixtures", *sample()[1]) if args[0] == "run" else run_cli(*args)

ENGINES = Path(__file__).resolve().parent / "engines"


def wrong(target: str) -> list[str]:
    """--engine-cmd of an engine reporting power one too big on fixtures whose id contains target."""
    return ["--engine-cmd", f"env MTG_FAULT_ON={target} {sys.executable} {ENGINES / 'wrong_power.py'}"]


@pytest.fixture(scope="module")
def power_fixtures() -> list[str]:
    return sample()[0]


def test_write_baseline_then_run_against_it(tmp_path: Path, power_fixtures) -> None:
    first = power_fixtures[0]
    base = tmp_path / "baseline.json"
    r = cli("run", "-q", *wrong(first), "--write-baseline", str(base))
    assert r.returncode == 1, r.stdout + r.stderr
    data = json.loads(base.read_text())
    assert problems("baseline", data) == []
    assert [e["id"] for e in data["expected_failures"]] == [first]
    assert data["expected_failures"][0]["outcome"] == "failed"
    assert "power" in data["expected_failures"][0]["message"]
    assert data["engine"]["name"] == "misbehaving"

    # the same failure again: known, the run passes, and the failure is not printed in full
    r = cli("run", "-q", *wrong(first), "--baseline", str(base))
    assert r.returncode == 0, r.stdout + r.stderr
    assert "1 known failures, 0 new, 0 now passing" in r.stdout
    assert f"FAILED: {first}" not in r.stdout


def test_a_failure_not_in_the_baseline_fails_the_run(tmp_path: Path, power_fixtures) -> None:
    first = power_fixtures[0]
    base = tmp_path / "baseline.json"
    base.write_text(json.dumps({"format": 1, "expected_failures": [{"id": first}]}))
    r = cli("run", "-q", *wrong("/"), "--baseline", str(base), "--report", f"json:{tmp_path / 'r.json'}")
    assert r.returncode == 1, r.stdout + r.stderr
    new = [i for i in power_fixtures if i != first]
    assert f"1 known failures, {len(new)} new" in r.stdout
    for fid in new:
        assert f"new failed: {fid}" in r.stdout and f"FAILED: {fid}" in r.stdout
    report = json.loads((tmp_path / "r.json").read_text())
    assert problems("report", report) == []
    assert report["baseline"]["new_failures"] == new
    assert report["baseline"]["known_failures"] == [first]


def test_now_passing_is_reported_and_fails_only_when_strict(tmp_path: Path, power_fixtures) -> None:
    first = power_fixtures[0]
    base = tmp_path / "baseline.json"
    base.write_text(json.dumps({"format": 1, "expected_failures": [{"id": first, "note": "bug 12"}]}))
    r = cli("run", "-q", "--baseline", str(base))
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"now passing: {first} — remove it from the baseline" in r.stdout
    r = cli("run", "-q", "--engine-cmd", SERVE_CMD, "--baseline", str(base), "--strict-baseline")
    assert r.returncode == 1, r.stdout + r.stderr
    assert f"now passing (fails with --strict-baseline): {first}" in r.stdout


def test_entries_not_run_never_fail_the_run(tmp_path: Path, power_fixtures) -> None:
    first, second = power_fixtures[:2]
    base = tmp_path / "baseline.json"
    base.write_text(json.dumps({"format": 1, "expected_failures": [{"id": first}, {"id": "no/such/fixture"}]}))
    r = cli("run", "-q", f"--select=-{first}", "--baseline", str(base), "--strict-baseline")
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"not run: {first}" in r.stdout and "not run: no/such/fixture" in r.stdout


def test_rewriting_a_baseline_keeps_notes_and_drops_fixed_entries(tmp_path: Path, power_fixtures) -> None:
    first, second = power_fixtures[:2]
    base = tmp_path / "baseline.json"
    base.write_text(json.dumps({"format": 1, "expected_failures": [
        {"id": first, "note": "layer 7c bug"}, {"id": second, "note": "fixed since"}]}))
    r = cli("run", "-q", *wrong(first), "--baseline", str(base), "--write-baseline", str(base))
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads(base.read_text())
    assert data["expected_failures"] == [{"id": first, "outcome": "failed", "message": data["expected_failures"][0]["message"],
                                          "note": "layer 7c bug"}]


@pytest.mark.parametrize("content, message", [
    (None, "no such baseline file"),
    ("{not json", "malformed JSON"),
    (json.dumps({"format": 1, "expected_failures": [{"fixture": "x"}]}), "does not fit the baseline file schema"),
    (json.dumps({"format": 1, "expected_failures": [{"id": "x"}, {"id": "x"}]}), "fixture listed twice: x"),
])
def test_a_bad_baseline_is_a_usage_error(tmp_path: Path, content, message) -> None:
    base = tmp_path / "baseline.json"
    if content is not None:
        base.write_text(content)
    r = cli("run", "-q", "--baseline", str(base))
    assert r.returncode == 2
    assert message in r.stderr and "Traceback" not in r.stderr


def test_strict_baseline_needs_a_baseline() -> None:
    r = cli("run", "--strict-baseline")
    assert r.returncode == 2 and "--strict-baseline needs --baseline" in r.stderr


def test_compare_in_process() -> None:
    """The comparison itself, without a process: errored counts as a failure, bad input never does."""
    o = lambda i, s, kind=None: runner.Outcome(id=i, status=s, path="p", error_kind=kind)  # noqa: E731
    result = runner.RunResult([o("a", "failed"), o("b", "errored"), o("c", "passed"), o("d", "skipped"),
                               o("bad.json", "errored", "bad_input")], [], {"name": "x"}, 0.0)
    data = {"format": 1, "expected_failures": [{"id": "b"}, {"id": "c"}, {"id": "d"}, {"id": "bad.json"}]}
    cmp = baseline.compare(result, data)
    assert [x.id for x in cmp.new_failures] == ["a"]
    assert [x.id for x in cmp.known_failures] == ["b"]
    assert cmp.now_passing == ["c"]
    assert cmp.not_run == ["d", "bad.json"]
    assert cmp.exit_status(strict=False) == 1
    assert [e["id"] for e in baseline.from_result(result)["expected_failures"]] == ["a", "b"]
