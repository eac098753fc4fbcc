"""``mtg-conformance diff-results OLD.json NEW.json``: newly failing, newly passing, newly skipped,
by fixture id."""

from __future__ import annotations

import json
from pathlib import Path

from mtg_conformance.reports import json_report
from mtg_conformance.runner import Outcome, RunResult
from tests.conftest import cli


def report(version: str, outcomes: dict[str, str]) -> dict:
    result = RunResult([Outcome(id=i, status=s, path=f"{i}.json", rules=["707.2"], message="" if s == "passed" else f"{s} why")
                        for i, s in outcomes.items()], [], {"name": "eng", "version": version}, 1.0)
    return json_report(result)


OLD = {"a": "passed", "b": "failed", "c": "passed", "d": "skipped", "e": "failed", "gone": "passed", "same": "failed"}
NEW = {"a": "failed", "b": "passed", "c": "skipped", "d": "errored", "e": "errored", "fresh": "passed", "same": "failed"}


def write(tmp_path: Path) -> tuple[Path, Path]:
    old, new = tmp_path / "old.json", tmp_path / "new.json"
    old.write_text(json.dumps(report("1.0", OLD)))
    new.write_text(json.dumps(report("1.1", NEW)))
    return old, new


def test_diff_by_fixture_id(tmp_path: Path) -> None:
    old, new = write(tmp_path)
    r = cli("diff-results", str(old), str(new), "--format", "json")
    assert r.returncode == 1, r.stderr  # something is newly failing
    d = json.loads(r.stdout)
    ids = lambda key: [e["id"] for e in d[key]]  # noqa: E731
    assert ids("newly_failing") == ["a", "d"]
    assert ids("newly_passing") == ["b"]
    assert ids("newly_skipped") == ["c"]
    assert ids("failing_differently") == ["e"]
    assert ids("added") == ["fresh"] and ids("removed") == ["gone"]
    assert d["old"]["engine"]["version"] == "1.0" and d["new"]["engine"]["version"] == "1.1"


def test_text_output_and_exit_status(tmp_path: Path) -> None:
    old, new = write(tmp_path)
    r = cli("diff-results", str(old), str(new))
    assert "newly failing (2)\n  a  [passed -> failed]: failed why\n  d  [skipped -> errored]" in r.stdout
    assert "newly passing (1)\n  b  [failed -> passed]" in r.stdout
    # nothing newly failing: exit 0
    r = cli("diff-results", str(new), str(new))
    assert r.returncode == 0 and "newly failing (0)" in r.stdout


def test_unreadable_reports_are_usage_errors(tmp_path: Path) -> None:
    old, _ = write(tmp_path)
    (tmp_path / "bad.json").write_text(json.dumps({"fixtures": []}))
    for other, message in ((tmp_path / "nope.json", "no such run report file"), (tmp_path / "bad.json", "does not fit the run report file schema")):
        r = cli("diff-results", str(old), str(other))
        assert r.returncode == 2 and message in r.stderr and "Traceback" not in r.stderr


def test_diff_of_two_real_runs(tmp_path: Path) -> None:
    """A real report from `run` is valid input; a run against itself changes nothing."""
    from tests.sample import passing, paths

    r = cli("run", "-q", "--report", f"json:{tmp_path / 'a.json'}", "--fixtures", *paths(passing(3)))
    assert (tmp_path / "a.json").exists(), r.stdout + r.stderr
    r = cli("diff-results", str(tmp_path / "a.json"), str(tmp_path / "a.json"), "--format", "json")
    d = json.loads(r.stdout)
    assert r.returncode == 0 and not any(d[k] for k in ("newly_failing", "newly_passing", "newly_skipped", "added", "removed"))
