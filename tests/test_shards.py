"""``run --shard K/N`` splits a selection by a hash of the fixture id; ``merge-reports`` makes the
shards' JSON reports the report of one whole run, which ``diff-results`` and the baseline take."""

from __future__ import annotations

import json
import random
import re
import shutil
import sys
from pathlib import Path

import pytest

from mtg_conformance import parallel, runner
from mtg_conformance.commands import merge_reports
from mtg_conformance.reports import json_report
from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.conftest import cli
from tests.sample import _loaded

HERE = Path(__file__).resolve().parent
WRONG_CMD = f"{sys.executable} {HERE / 'wrong_engine.py'}"


def test_a_fixture_s_shard_depends_on_its_id_alone() -> None:
    # Fixed values: a shard must not move between machines, Python versions or releases.
    assert [parallel.shard_of(i, 5) for i in ("a", "b", "c", "d", "e", "f")] == [1, 2, 1, 5, 3, 3]
    fixtures = list(_loaded())
    shuffled = random.Random(7).sample(fixtures, len(fixtures))
    for n in (1, 3, 8):
        split = {k: {f.id for f in parallel.select_shard(fixtures, [], k, n)[0]} for k in range(1, n + 1)}
        again = {k: {f.id for f in parallel.select_shard(shuffled, [], k, n)[0]} for k in range(1, n + 1)}
        assert split == again
        assert sum(len(s) for s in split.values()) == len(fixtures)
        assert set().union(*split.values()) == {f.id for f in fixtures}
        if n > 1:  # roughly even
            assert min(len(s) for s in split.values()) > len(fixtures) / n / 2


@pytest.fixture(scope="module")
def folder(tmp_path_factory) -> Path:
    """24 corpus fixtures copied to a folder, and one bad input file."""
    root = tmp_path_factory.mktemp("shards") / "fx"
    root.mkdir()
    for lf in _loaded()[:24]:
        target = root / lf.path.name
        shutil.copy(lf.path, target)
    (root / "aaa-broken.json").write_text("{not json", encoding="utf-8")
    return root


def run_whole_and_sharded(tmp: Path, n: int, *args: str):
    whole = cli("run", "-q", "--jobs", "1", *args, "--report", f"json:{tmp / 'whole.json'}",
                "--write-baseline", str(tmp / "whole-baseline.json"))
    shards = []
    for k in range(1, n + 1):
        r = cli("run", "-q", "--jobs", "2", "--shard", f"{k}/{n}", *args, "--report", f"json:{tmp / f's{k}.json'}")
        assert r.returncode in (0, 1, 2) and "Traceback" not in r.stderr, r.stderr
        shards.append(tmp / f"s{k}.json")
    merged = cli("merge-reports", *map(str, reversed(shards)), "-o", str(tmp / "merged.json"),
                 "--write-baseline", str(tmp / "merged-baseline.json"))
    return whole, merged, shards


def entries(path: Path) -> tuple[list[dict], dict]:
    data = json.loads(path.read_text(encoding="utf-8"))
    return [{k: v for k, v in f.items() if k != "duration"} for f in data["fixtures"]], data["summary"]


def test_merged_shards_are_the_whole_run(folder: Path, tmp_path: Path) -> None:
    """Shards in any order merge into the whole run's report, bad input included, with its exit status."""
    whole, merged, shards = run_whole_and_sharded(tmp_path, 3, "--timeout", "60", "--engine-cmd", WRONG_CMD, "--fixtures", str(folder))
    assert merged.returncode == whole.returncode == 2, merged.stderr  # the bad input file
    assert entries(tmp_path / "merged.json") == entries(tmp_path / "whole.json")
    ids = [e["id"] for e in entries(tmp_path / "whole.json")[0]]
    assert ids[0].endswith("aaa-broken.json") and len(ids) == 25
    outcomes = {e["outcome"] for e in entries(tmp_path / "merged.json")[0]}
    assert {"passed", "failed", "errored"} <= outcomes
    assert json.loads((tmp_path / "merged-baseline.json").read_text()) == json.loads((tmp_path / "whole-baseline.json").read_text())
    assert whole.stdout.strip().splitlines()[-1] == merged.stdout.strip().splitlines()[-1]  # the summary line
    # diff-results takes the merged report: nothing changed
    r = cli("diff-results", str(tmp_path / "whole.json"), str(tmp_path / "merged.json"), "--format", "json")
    assert r.returncode == 0
    d = json.loads(r.stdout)
    assert not any(d[k] for k in ("newly_failing", "newly_passing", "newly_skipped", "failing_differently", "added", "removed"))


def test_a_baseline_judges_the_merged_run(folder: Path, tmp_path: Path) -> None:
    good = [str(p) for p in sorted(folder.glob("*.json")) if p.name != "aaa-broken.json"]
    whole, merged, shards = run_whole_and_sharded(tmp_path, 2, "--timeout", "60", "--engine-cmd", WRONG_CMD, "--fixtures", *good)
    assert whole.returncode == merged.returncode == 1  # the wrong engine fails some
    baseline = tmp_path / "merged-baseline.json"
    known = json.loads(baseline.read_text())["expected_failures"]
    assert known
    r = cli("merge-reports", *map(str, shards), "--baseline", str(baseline), "-o", str(tmp_path / "judged.json"))
    assert r.returncode == 0, r.stdout + r.stderr
    assert f"{len(known)} known failures, 0 new" in r.stdout
    assert json.loads((tmp_path / "judged.json").read_text())["baseline"]["new_failures"] == []
    # one known failure forgotten: it is new again
    data = json.loads(baseline.read_text())
    data["expected_failures"] = data["expected_failures"][1:]
    baseline.write_text(json.dumps(data))
    r = cli("merge-reports", *map(str, shards), "--baseline", str(baseline))
    assert r.returncode == 1 and f"new failed: {known[0]['id']}" in r.stdout


def shard_report(fixtures, k: int | None, n: int | None) -> dict:
    """The JSON report of shard k/n (the whole run when k is None), run in this process."""
    chosen, errors, shard = (fixtures, [], None) if k is None else parallel.select_shard(fixtures, [], k, n)
    result = runner.run(ReferenceEngine(), chosen, errors)
    result.shard = shard
    return json.loads(json.dumps(json_report(result)))


def test_shards_that_do_not_make_one_run_are_refused(tmp_path: Path) -> None:
    fixtures = list(_loaded()[:12])
    s1, s2, s3 = (shard_report(fixtures, k, 3) for k in (1, 2, 3))
    other, whole = shard_report(fixtures, 1, 2), shard_report(fixtures, None, None)
    cut = json.loads(json.dumps(s3))
    cut["fixtures"] = cut["fixtures"][:-1]
    fewer = shard_report(fixtures[:-1], 3, 3)  # another selection
    engine = json.loads(json.dumps(s3))
    engine["engine"]["name"] = "another engine"
    for reports, message in (
            ([s1, s2], "shard 3/3 missing"),
            ([s1, s2, s3, s1], "shard 1/3 again"),
            ([s1, s2, other], "shard 1/2, but"),
            ([s1, s2, s3, whole], "not the report of a shard"),
            ([s1, s2, cut], "the shard's run was cut short"),
            ([s1, s2, engine], "these reports are not shards of one run"),
            ([s1, s2, fewer], "were they run with the same --select and --fixtures")):
        with pytest.raises(merge_reports.ReportError, match=re.escape(message)):
            merge_reports.merge([(f"r{i}.json", r) for i, r in enumerate(reports)])
    assert [f["id"] for f in merge_reports.merge([("a", s3), ("b", s1), ("c", s2)])["fixtures"]] == [f.id for f in fixtures]
    # on the command line: one line, exit 2
    for i, r in enumerate((s1, s2)):
        (tmp_path / f"s{i}.json").write_text(json.dumps(r))
    r = cli("merge-reports", str(tmp_path / "s0.json"), str(tmp_path / "s1.json"))
    assert r.returncode == 2 and "shard 3/3 missing" in r.stderr and "Traceback" not in r.stderr
