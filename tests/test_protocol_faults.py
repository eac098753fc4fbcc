"""The external-engine adapter survives misbehaving engines (tests/engines/): the fixture the
engine misbehaves on is ``errored`` with the reason and the engine's stderr tail, the engine is
restarted, every other fixture is still run and reported, and no traceback reaches the user."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.engines import ExternalEngine
from tests.conftest import cli
from tests.sample import passing, paths

ENGINES = Path(__file__).resolve().parent / "engines"


def engine_cmd(name: str) -> str:
    return f"{sys.executable} {ENGINES / (name + '.py')}"


@pytest.fixture(scope="module")
def corpus():
    """Four fixtures the reference engine passes; the engines misbehave on the second."""
    return passing(4)


def run_with(name: str, corpus, target: str | None, timeout: float = 20.0, **kw):
    """Run the whole corpus on a misbehaving engine targeting one fixture; outcomes by id."""
    env = {"MTG_FAULT_ON": target} if target else {}
    engine = ExternalEngine(engine_cmd(name), timeout=timeout, env=env, **kw)
    try:
        result = runner.run(engine, corpus, [])
    finally:
        engine.close()
    return result, engine


def assert_only_target_errored(result, target: str, kind: str, reason: str, stderr: str | None = None):
    by_id = {o.id: o for o in result.outcomes}
    bad = by_id[target]
    assert bad.status == "errored", bad
    assert bad.error_kind == kind
    assert reason in bad.message, bad.message
    if stderr is not None:
        assert bad.stderr and stderr in bad.stderr, bad.stderr
    others = [o for o in result.outcomes if o.id != target]
    assert others and all(o.status == "passed" for o in others), [(o.id, o.status, o.message) for o in others]
    assert len(result.outcomes) == len(by_id)


@pytest.mark.parametrize("name, kind, reason, stderr", [
    ("crash_mid_run", "crash", "exited (exit status 1) before answering", "panic: null object while running"),
    ("exit_zero", "crash", "exited (exit status 0) before answering", None),
    ("non_json", "protocol", "not JSON: 'DEBUG resolving stack...'", None),
    ("half_line", "protocol", "in the middle of a line", None),
    ("wrong_seq", "protocol", "answered seq", None),
    ("invalid_reply", "protocol", "does not fit the protocol", None),
    ("stderr_flood", "crash", "exit status 2", "last words: out of patience"),
])
def test_a_fault_errors_only_its_fixture_and_the_engine_is_restarted(name, kind, reason, stderr, corpus):
    target = corpus[1].id
    result, engine = run_with(name, corpus, target)
    assert_only_target_errored(result, target, kind, reason, stderr)
    assert engine.restarts == 1


def test_a_hang_is_a_timeout(corpus):
    target = corpus[1].id
    started = time.monotonic()
    result, engine = run_with("hang", corpus, target, timeout=2.0)
    assert_only_target_errored(result, target, "timeout", "no reply within 2 s", "thinking forever")
    assert time.monotonic() - started < 15
    assert engine.restarts == 1


def test_an_enormous_line_is_cut_off_at_the_limit(corpus):
    target = corpus[1].id
    result, _ = run_with("enormous_line", corpus, target)
    assert_only_target_errored(result, target, "protocol", "longer than the 8388608-byte limit")
    # a smaller limit applies as well, whether or not the newline has arrived yet
    result, _ = run_with("enormous_line", corpus, target, max_line_bytes=65536)
    assert_only_target_errored(result, target, "protocol", "65536-byte limit")


def test_stderr_tail_is_bounded(corpus):
    target = corpus[1].id
    result, _ = run_with("stderr_flood", corpus, target)
    bad = next(o for o in result.outcomes if o.id == target)
    assert bad.stderr.splitlines()[-1] == "last words: out of patience"
    assert len(bad.stderr) < 20_000 and "bytes of stderr in all" in bad.stderr


def test_an_engine_that_crashes_at_start_errors_every_fixture(corpus):
    result, engine = run_with("crash_at_start", corpus, None)
    assert [o.status for o in result.outcomes] == ["errored"] * len(corpus)
    first = result.outcomes[0]
    assert "did not start" in first.message and "exit status 3" in first.message
    assert first.stderr == "fatal: cannot open card database cards.db"
    # tried again a few times, then given up on: a dead engine does not cost a start per fixture
    assert "not restarted" in result.outcomes[-1].message
    assert engine.restarts < len(corpus)


def test_cli_crash_at_start_reports_without_traceback(tmp_path: Path):
    report = tmp_path / "r.json"
    r = cli("run", "-q", "--engine-cmd", engine_cmd("crash_at_start"), "--report", f"json:{report}",
            "--fixtures", *paths(passing(8)))
    assert r.returncode == 1, r.stdout + r.stderr
    out = r.stdout + r.stderr
    assert "Traceback" not in out
    assert "fatal: cannot open card database cards.db" in out
    data = json.loads(report.read_text())
    assert data["summary"]["errored"] == len(data["fixtures"]) == 8
    # two failed starts, then "not restarted" for the six others: three shown, three counted
    assert out.count("ERRORED: ") == 5
    assert "... and 3 more fixtures errored with the same reason: crash: not restarted" in out


@pytest.mark.parametrize("name", ["crash_mid_run", "hang", "half_line", "enormous_line"])
def test_cli_mid_run_faults_report_without_traceback(name, corpus, tmp_path: Path):
    target = corpus[1].id
    report = tmp_path / "r.json"
    r = cli("run", "-q", "--timeout", "3", "--engine-cmd", f"env MTG_FAULT_ON={target} {engine_cmd(name)}",
            "--report", f"json:{report}", "--fixtures", *paths(corpus))
    assert r.returncode == 1
    out = r.stdout + r.stderr
    assert "Traceback" not in out and f"ERRORED: {target}" in out
    data = json.loads(report.read_text())
    outcomes = {f["id"]: f["outcome"] for f in data["fixtures"]}
    assert outcomes.pop(target) == "errored"
    assert set(outcomes.values()) == {"passed"}


def test_a_command_that_does_not_exist_is_a_usage_error():
    r = cli("run", "--engine-cmd", "/nonexistent/engine --flag", "--fixtures", *paths(passing(1)))
    assert r.returncode == 2
    assert "engine command not found" in r.stderr and "Traceback" not in r.stderr


def test_an_error_the_engine_reports_carries_what_it_wrote_to_stderr_meanwhile(corpus):
    target = corpus[2].id
    result, engine = run_with("reports_error", corpus, target)
    assert_only_target_errored(result, target, "internal", "no rule for Flanking",
                               "warning: no rules for the keyword Flanking")
    bad = next(o for o in result.outcomes if o.id == target)
    assert "chatter" not in bad.stderr  # earlier fixtures' stderr is not this fixture's
    assert engine.restarts == 0  # a reported error is not a fault: the engine is kept
