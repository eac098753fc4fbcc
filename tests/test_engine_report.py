"""Re-running an engine's report in one command (mtg_conformance/adapters/engine_report.py): both runs,
the regenerated Markdown, and the digest that says what is new and what is left to triage."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

from mtg_conformance.adapters import engine_report

REPO = Path(__file__).resolve().parent.parent
# tests/engines/partial.py: the reference engine, except that it skips fixtures with Vesuvan cards,
# errors on Altered Ego's, is unsupported on Unstable Shapeshifter's and reports every creature one
# power bigger.
PARTIAL = f"{sys.executable} {REPO / 'tests' / 'engines' / 'partial.py'}"
FIXTURES = REPO / "fixtures" / "copy-permanents" / "copy-exceptions"


def _report(fixtures):
    counts = {k: sum(1 for f in fixtures if f["outcome"] == k) for k in engine_report.report_md.STATUSES}
    return {"engine": {"name": "e", "version": "1"}, "corpus": {}, "summary": counts, "fixtures": fixtures}


def test_the_triage_state_names_untriaged_changed_and_stale_entries():
    report = _report([{"id": "a/1", "outcome": "failed"}, {"id": "a/2", "outcome": "errored"},
                      {"id": "a/3", "outcome": "passed"}, {"id": "a/4", "outcome": "skipped"},
                      {"id": "a/5", "outcome": "unsupported"}])
    triage = {"a/1": {"verdict": "engine wrong (F1)", "outcome": "failed"},
              "a/2": {"verdict": "engine wrong (F2)", "outcome": "failed"},
              "a/3": {"verdict": "engine wrong (F3)"}, "gone/1": {"verdict": "adapter limit"},
              "b/*": {"verdict": "engine wrong (F4)"}}
    state = engine_report.triage_state(report, triage)
    assert state["untriaged"] == ["a/5"]  # a skip needs no triage
    assert state["retriage"] == ["a/2 (triaged 'engine wrong (F2)' when failed, now errored)"]
    assert state["stale"] == ["a/3 (now passed)", "gone/1 (no such fixture any more)"]
    assert state["patterns"] == ["b/*"]
    text, complete = engine_report.digest(report, report, triage)
    assert not complete and "untriaged non-passes" in text and "a/5" in text


def test_one_command_reruns_regenerates_and_carries_the_triage_over(tmp_path, capsys):
    first = engine_report.main(["partial", "--engine-cmd", PARTIAL, "--dir", str(tmp_path),
                                "--fixtures", str(FIXTURES), "--date", "2026-12-01"])
    out = capsys.readouterr().out
    report = json.loads((tmp_path / "partial.json").read_text(encoding="utf-8"))
    bad = sorted(f["id"] for f in report["fixtures"] if f["outcome"] in ("failed", "errored", "unsupported"))
    assert first == 1 and bad and "before: no earlier report" in out and "untriaged non-passes" in out
    assert all(fid in out for fid in bad)
    md = (tmp_path / "partial.md").read_text(encoding="utf-8")
    assert "2026-12-01" in md and "untriaged" in md and "| passed |" in md  # the reference column

    # Triage all but one, keyed by fixture id, and keep notes: the re-run carries the triage over.
    outcome = {f["id"]: f["outcome"] for f in report["fixtures"]}
    triage = {fid: {"verdict": "engine wrong (F1)", "rule": "707.2", "outcome": outcome[fid]} for fid in bad[1:]}
    (tmp_path / "partial-triage.json").write_text(json.dumps(triage), encoding="utf-8")
    (tmp_path / "partial-notes.md").write_text("## How it was run\n\nBy hand.\n", encoding="utf-8")
    second = engine_report.main(["partial", "--engine-cmd", PARTIAL, "--dir", str(tmp_path),
                                 "--fixtures", str(FIXTURES), "--date", "2026-12-01"])
    out = capsys.readouterr().out
    assert second == 1 and "untriaged non-passes: triage them (1)" in out and bad[0] in out
    assert "before: " + str(len(report["fixtures"])) + " fixtures" in out
    md = (tmp_path / "partial.md").read_text(encoding="utf-8")
    assert md.rstrip().endswith("By hand.") and md.count("engine wrong (F1)") == len(bad) - 1

    triage[bad[0]] = {"verdict": "adapter limit", "outcome": outcome[bad[0]]}
    (tmp_path / "partial-triage.json").write_text(json.dumps(triage), encoding="utf-8")
    assert engine_report.main(["partial", "--engine-cmd", PARTIAL, "--dir", str(tmp_path),
                               "--fixtures", str(FIXTURES)]) == 0
    assert "triage complete" in capsys.readouterr().out


def test_a_run_without_a_report_keeps_the_old_one(tmp_path, capsys):
    (tmp_path / "x.json").write_text('{"not": "a report"}', encoding="utf-8")
    assert engine_report.main(["x", "--engine-cmd", PARTIAL, "--dir", str(tmp_path)]) == 2
    assert "x.json" in capsys.readouterr().err
    missing = tmp_path / "nothing-here"
    assert engine_report.main(["y", "--engine-cmd", PARTIAL, "--dir", str(tmp_path),
                               "--fixtures", str(missing)]) == 2
    assert not (tmp_path / "y.json").exists() and not (tmp_path / "y.md").exists()


@pytest.mark.parametrize("name", ["phase", "xmage"])
def test_the_committed_triage_is_keyed_by_fixture_id(name):
    """reports/NAME-triage.json names fixtures (no patterns, which would triage fixtures added later
    unseen), each entry with its verdict and the outcome it was given for, and none names a fixture the
    committed report doesn't have. Whether it is complete is engine_report's exit status (a re-run
    after new scenarios are merged shows the new non-passes untriaged until they are triaged)."""
    triage = json.loads((REPO / "reports" / f"{name}-triage.json").read_text(encoding="utf-8"))
    report = json.loads((REPO / "reports" / f"{name}.json").read_text(encoding="utf-8"))
    state = engine_report.triage_state(report, triage)
    assert state["patterns"] == [] and not [s for s in state["stale"] if "no such fixture" in s]
    assert all(entry.get("outcome") in engine_report.NEEDS_TRIAGE and entry.get("verdict")
               for entry in triage.values())
