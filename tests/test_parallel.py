"""``run --jobs N``: several engines at once give a serial run's report, summary and exit status;
faults stay in the process that had them; time limits fit the fixture, and an engine that keeps
timing out is stopped within seconds (``--max-timeouts``)."""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

import pytest

from mtg_conformance import parallel, runner
from mtg_conformance.cli import main as cli_main
from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.conftest import cli
from tests.mixed_engine import CrashingMixedEngine, MixedEngine, bucket
from tests.sample import _loaded, passing, paths

HERE = Path(__file__).resolve().parent
MIXED_CMD = f"{sys.executable} {HERE / 'mixed_engine.py'}"
HANG_CMD = f"{sys.executable} {HERE / 'engines' / 'hang.py'}"


@pytest.fixture(scope="module")
def sample() -> list[runner.LoadedFixture]:
    """24 fixtures, in id order, three of each of the mixed engine's buckets: it passes, fails, errs on,
    skips and crashes on (or raises on) some."""
    taken: dict[int, int] = {}
    fixtures = []
    for lf in _loaded():
        if taken.get(bucket(lf.id), 0) < 3:
            taken[bucket(lf.id)] = taken.get(bucket(lf.id), 0) + 1
            fixtures.append(lf)
    assert len(fixtures) == 24
    return fixtures


def comparable(outcomes) -> list[dict]:
    """Everything a report says about each fixture but the time it took."""
    return [{k: v for k, v in o.as_dict().items() if k != "duration"} for o in outcomes]


def report_entries(path: Path) -> tuple[list[dict], dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [{k: v for k, v in f.items() if k != "duration"} for f in data["fixtures"]], data["summary"]


def test_parallel_external_engines_report_as_one_does(sample, tmp_path: Path) -> None:
    runs = {}
    for jobs in ("1", "3"):
        out = tmp_path / f"jobs{jobs}.json"
        r = cli("run", "--engine-cmd", MIXED_CMD, "--jobs", jobs, "--timeout", "60", "--fixtures", *paths(sample),
                "--report", f"json:{out}")
        runs[jobs] = r, *report_entries(out)
    (serial, entries, summary), (par, p_entries, p_summary) = runs["1"], runs["3"]
    assert p_entries == entries and p_summary == summary
    assert par.returncode == serial.returncode == 1
    last = lambda r: r.stdout.strip().splitlines()[-1]  # noqa: E731  the summary line
    assert last(par) == last(serial)
    progress = lambda r: r.stdout.splitlines()[0]  # noqa: E731  one character per fixture, in corpus order
    assert progress(par) == progress(serial)
    outcomes = {e["outcome"] for e in entries}
    assert outcomes == {"passed", "failed", "errored", "unsupported", "skipped"}, outcomes
    crashed = [e for e in entries if e.get("error_kind") == "crash"]
    assert crashed and all("mixed: crashing on " + e["id"] in e["stderr"] for e in crashed)
    assert [e["id"] for e in entries] == [lf.id for lf in sample]


def test_parallel_in_process_engine_reports_as_one_does(sample) -> None:
    seen_serial, seen_parallel = [], []
    serial = runner.run(MixedEngine(), sample, [], seen_serial.append)
    par = runner.run(MixedEngine(), sample, [], seen_parallel.append,
                     execute=parallel.Executor(3, MixedEngine, in_process=True))
    assert comparable(par.outcomes) == comparable(serial.outcomes)
    assert [o.id for o in seen_parallel] == [o.id for o in seen_serial] == [lf.id for lf in sample]
    assert par.summary() == serial.summary() and par.exit_status() == serial.exit_status() == 1
    assert {o.status for o in serial.outcomes} == {"passed", "failed", "errored", "unsupported", "skipped"}


def test_an_engine_that_kills_its_worker_errs_only_that_fixture(sample) -> None:
    """In-process, the crash would take the harness down; in a worker process it is one fixture's
    error and the worker is replaced."""
    serial = runner.run(MixedEngine(), sample, [])
    par = runner.run(CrashingMixedEngine(), sample, [], execute=parallel.Executor(2, CrashingMixedEngine, in_process=True))
    for s, p in zip(serial.outcomes, par.outcomes, strict=True):
        if bucket(s.id) == 7:
            assert (p.status, p.error_kind) == ("errored", "crash"), p
            assert "worker process running the engine exited (exit status 3)" in p.message
        else:
            assert comparable([p]) == comparable([s])


class SlowOnSome(ReferenceEngine):
    """In-process; sleeps far past any time limit on the fixtures of bucket 0."""

    def run(self, payload):
        if bucket(payload["id"]) == 0:
            time.sleep(60)
        return super().run(payload)


class ShortForSlow(parallel.TimeLimits):
    """1 s for the fixtures SlowOnSome sleeps on, 60 s (any load) for the others."""

    def limit(self, fx):
        return 1.0 if bucket(fx["id"]) == 0 else 60.0


def test_in_process_engine_in_workers_has_time_limits(sample) -> None:
    fixtures = sample[:16]
    slow = [lf.id for lf in fixtures if bucket(lf.id) == 0]
    assert slow
    started = time.monotonic()
    result = runner.run(SlowOnSome(), fixtures, [], execute=parallel.Executor(
        2, SlowOnSome, in_process=True, limits=ShortForSlow(), max_timeouts=0))
    assert time.monotonic() - started < 30
    by_id = {o.id: o for o in result.outcomes}
    for fid in slow:
        assert (by_id[fid].status, by_id[fid].error_kind) == ("errored", "timeout")
        assert by_id[fid].message == "timeout: no reply within 1 s"
    reference = {o.id: o.status for o in runner.run(ReferenceEngine(), fixtures, []).outcomes}
    assert all(o.status == reference[o.id] for o in result.outcomes if o.id not in slow)


# -- time limits ---------------------------------------------------------------------------------

def test_the_default_limit_grows_with_the_actions_and_is_overridden_per_run_and_per_tag() -> None:
    fx = {"tags": ["copy", "slow"], "actions": [{}] * 4}
    assert parallel.TimeLimits().limit(fx) == parallel.BASE_TIMEOUT + 4 * parallel.PER_ACTION_TIMEOUT
    assert parallel.TimeLimits().limit({**fx, "actions": []}) == parallel.BASE_TIMEOUT
    assert parallel.TimeLimits(flat=9).limit(fx) == 9
    assert parallel.TimeLimits(flat=9, by_tag={"slow": 20, "copy": 12, "other": 99}).limit(fx) == 20
    assert parallel.parse_tag_limit("@slow=2.5") == ("slow", 2.5)
    for bad in ("slow", "slow=", "slow=-1", "=3", "slow=x"):
        with pytest.raises(ValueError):
            parallel.parse_tag_limit(bad)


@pytest.mark.parametrize("jobs", ["1", "2"])
def test_an_engine_that_hangs_on_everything_costs_seconds(jobs, monkeypatch, tmp_path: Path) -> None:
    """tests/engines/hang.py hangs on every fixture (every id has a /): after 3 timeouts in a row the
    engine is stopped and the rest are errored with that reason, in seconds, not 10 × the limit."""
    monkeypatch.setenv("MTG_FAULT_ON", "/")
    fixtures = passing(10)
    out = tmp_path / "r.json"
    started = time.monotonic()
    r = cli("run", "--engine-cmd", HANG_CMD, "--jobs", jobs, "--timeout", "1", "--max-timeouts", "3",
            "--fixtures", *paths(fixtures), "--report", f"json:{out}")
    elapsed = time.monotonic() - started
    assert r.returncode == 1
    assert "the engine timed out on 3 fixtures in a row" in r.stderr and "--max-timeouts 3" in r.stderr
    entries, summary = report_entries(out)
    assert summary["errored"] == 10
    timeouts = [e for e in entries if e["error_kind"] == "timeout"]
    stopped = [e for e in entries if e["error_kind"] == "stopped"]
    assert len(timeouts) + len(stopped) == 10 and 3 <= len(timeouts) <= 2 + int(jobs)
    assert all(e["message"] == "timeout: no reply within 1 s" for e in timeouts)
    assert all("not run: the engine timed out on 3 fixtures in a row" in e["message"] for e in stopped)
    assert elapsed < 25, elapsed  # 3-4 limits of 1 s and restarts; 10 limits would be at least 10 s


def test_one_hanging_fixture_costs_its_own_limit_not_thirty_seconds(monkeypatch, tmp_path: Path) -> None:
    fixtures = passing(4)
    monkeypatch.setenv("MTG_FAULT_ON", fixtures[1].id)
    out = tmp_path / "r.json"
    started = time.monotonic()
    r = cli("run", "--engine-cmd", HANG_CMD, "--jobs", "2", "--fixtures", *paths(fixtures), "--report", f"json:{out}")
    elapsed = time.monotonic() - started
    entries, _ = report_entries(out)
    limit = parallel.TimeLimits().limit(fixtures[1].data)
    assert r.returncode == 1 and [e["outcome"] for e in entries] == ["passed", "errored", "passed", "passed"]
    assert entries[1]["message"] == f"timeout: no reply within {limit:g} s"
    assert elapsed < limit + 15, elapsed


def test_a_tag_s_limit_is_over_the_run_s(monkeypatch, tmp_path: Path) -> None:
    """The limit of the hanging fixture's tag is short; the others have the run's, long enough for any load."""
    others = passing(2, where=lambda fx: "battles" in fx["tags"])
    target = passing(1, where=lambda fx: fx["tags"] and "battles" not in fx["tags"])[0]
    tag = next(t for t in target.data["tags"] if all(t not in o.data["tags"] for o in others))
    fixtures = [others[0], target, others[1]]
    monkeypatch.setenv("MTG_FAULT_ON", target.id)
    out = tmp_path / "r.json"
    started = time.monotonic()
    r = cli("run", "--engine-cmd", HANG_CMD, "--jobs", "1", "--timeout", "60", "--timeout-tag", f"{tag}=1.5",
            "--fixtures", *paths(fixtures), "--report", f"json:{out}")
    entries, _ = report_entries(out)
    assert r.returncode == 1 and entries[1]["message"] == "timeout: no reply within 1.5 s"
    assert [e["outcome"] for e in entries] == ["passed", "errored", "passed"]
    assert time.monotonic() - started < 20


def test_timeouts_interrupted_by_an_answer_do_not_stop_the_engine(sample) -> None:
    """Only timeouts *in a row* count: a fixture answered in between starts the count again."""
    notices = []
    ex = parallel.Executor(1, max_timeouts=2, notice=notices.append)
    engine = _Scripted(["timeout", "pass", "timeout", "pass", "timeout", "timeout", "pass"])
    result = runner.run(engine, sample[:7], [], execute=ex)
    kinds = [o.error_kind for o in result.outcomes]
    assert kinds == ["timeout", None, "timeout", None, "timeout", "timeout", "stopped"], kinds
    assert engine.asked == 6 and len(notices) == 1 and "timed out on 2 fixtures in a row" in notices[0]


class _Scripted:
    """Answers by a script: "timeout" is a timeout error reply, "pass" the reference engine's answer."""

    def __init__(self, script: list[str]) -> None:
        self.script, self.asked, self.reference = list(script), 0, ReferenceEngine()

    def hello(self):
        return {"engine": {"name": "scripted"}, "capabilities": None}

    def run(self, payload):
        step = self.script[self.asked]
        self.asked += 1
        if step == "timeout":
            return {"error": {"kind": "timeout", "message": "no reply within 1 s"}}
        return self.reference.run(payload)

    def close(self):
        pass


def test_bad_options_are_usage_errors(capsys) -> None:
    for args, message in ((["--jobs", "0"], "--jobs must be at least 1"),
                          (["--timeout", "0"], "--timeout must be positive"),
                          (["--max-timeouts", "-1"], "--max-timeouts must be 0"),
                          (["--shard", "3/2"], "bad --shard: '3/2': K/N needs 1 <= K <= N"),
                          (["--shard", "x"], "bad --shard: 'x' is not K/N"),
                          (["--timeout-tag", "slow"], "bad --timeout-tag: 'slow' is not TAG=SECONDS")):
        assert cli_main(["run", *args]) == 2
        assert message in capsys.readouterr().err, args


class _Counting:
    """An in-thread engine that counts what it is asked and whether it was closed."""

    made: list["_Counting"] = []

    def __init__(self) -> None:
        self.asked, self.closed = 0, False
        _Counting.made.append(self)

    def hello(self):
        return {"engine": {"name": "counting"}, "capabilities": None}

    def run(self, payload):
        self.asked += 1
        time.sleep(0.05)
        return {"skipped": "counting"}

    def close(self):
        self.closed = True


def test_a_run_cut_short_stops_dealing_fixtures_and_closes_its_engines(sample) -> None:
    """A caller that stops reading (a --max-fail, a Ctrl-C) closes the stream: no more fixtures are
    dealt, the engines' threads end, and the engines the executor made are closed."""
    from mtg_conformance.cardpool import load_pool

    _Counting.made.clear()
    first = _Counting()
    stream = parallel.Executor(3, _Counting)(first, sample, load_pool(), None)
    taken = [next(stream) for _ in range(2)]
    stream.close()
    assert [o.id for o in taken] == [lf.id for lf in sample[:2]]
    asked = sum(e.asked for e in _Counting.made)
    assert len(_Counting.made) == 3 and asked < len(sample)
    assert all(e.closed for e in _Counting.made[1:]) and not first.closed  # the caller's engine is the caller's
    time.sleep(0.1)
    assert sum(e.asked for e in _Counting.made) == asked  # nothing ran after the close
