"""The Markdown summary of an engine's report (mtg_conformance/adapters/report_md.py)."""

from __future__ import annotations

import json

from mtg_conformance.adapters import report_md


def fixture(fid, outcome, rules, message=""):
    return {"id": fid, "outcome": outcome, "rules": rules, "message": message}


REPORT = {
    "engine": {"name": "some engine", "version": "1.2"},
    "harness": {"version": "0.1.0"},
    "corpus": {"cr_version": "2026-01-16"},
    "summary": {"passed": 1, "failed": 1, "errored": 0, "skipped": 1},
    "fixtures": [
        fixture("a/one", "passed", ["707.2", "707.9b"]),
        fixture("a/two", "failed", ["707.9b", "510.4"], "bob life: expected 18, observed 16"),
        fixture("b/three", "skipped", ["106.7"], "the engine lacks observe.triggers"),
    ],
}
REFERENCE = {"fixtures": [fixture("a/one", "passed", []), fixture("a/two", "passed", []),
                          fixture("b/three", "passed", [])]}


def test_counts_per_section_and_disagreements_with_their_triage():
    text = report_md.render(REPORT, REFERENCE, {"a/*": {"verdict": "engine wrong (F1)", "rule": "510.4"}},
                            date="2026-12-01")
    assert "some engine 1.2" in text and "2026-12-01" in text
    assert "| 707 | Copying Objects | 1 | 1 | 0 | 0 | 2 |" in text  # counted once per cited section
    assert "| 510 | Combat Damage Step | 0 | 1 | 0 | 0 | 1 |" in text
    assert "| **all** | | 1 | 1 | 0 | 1 | 3 |" in text
    assert "| `a/two` | failed: bob life: expected 18, observed 16 | passed | engine wrong (F1) | 510.4 |" in text
    assert "| `b/three` |" in text and "not run" in text  # a skip is never matched by a pattern
    assert "`a/one`" not in text.split("## Fixtures")[1]


def test_an_untriaged_disagreement_is_flagged(tmp_path):
    report = tmp_path / "r.json"
    report.write_text(json.dumps(REPORT), encoding="utf-8")
    notes = tmp_path / "notes.md"
    notes.write_text("## Notes\n\nHand-written.\n", encoding="utf-8")
    out = tmp_path / "out.md"
    import contextlib
    import io

    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        assert report_md.main([str(report), "--append", str(notes), "--date", "2026-12-01"]) == 0
    out.write_text(buf.getvalue(), encoding="utf-8")
    text = out.read_text(encoding="utf-8")
    assert "untriaged" in text and text.rstrip().endswith("Hand-written.")


def test_unsupported_fixtures_get_their_own_column():
    report = {**REPORT, "summary": {**REPORT["summary"], "unsupported": 1},
              "fixtures": REPORT["fixtures"] + [fixture("c/four", "unsupported", ["707.2"], "the engine does not implement …")]}
    text = report_md.render(report, REFERENCE, {}, date="2026-12-01")
    assert "1 passed, 1 failed, 0 errored, 1 unsupported, 1 skipped" in text
    assert "| Section | Title | Passed | Failed | Errored | Unsupported | Skipped | Fixtures |" in text
    assert "| 707 | Copying Objects | 1 | 1 | 0 | 1 | 0 | 3 |" in text
    assert "Unsupported" not in report_md.render(REPORT, REFERENCE, {}, date="2026-12-01")


def test_a_zero_unsupported_count_is_shown_when_the_report_has_one():
    """The Result line keeps the summary's order (passed, failed, errored, unsupported, skipped)
    whenever the report counts unsupported fixtures, even when none was."""
    report = {**REPORT, "summary": {**REPORT["summary"], "unsupported": 0}}
    text = report_md.render(report, REFERENCE, {}, date="2026-12-01")
    assert "1 passed, 1 failed, 0 errored, 0 unsupported, 1 skipped" in text
    assert "| Passed | Failed | Errored | Unsupported | Skipped |" in text
