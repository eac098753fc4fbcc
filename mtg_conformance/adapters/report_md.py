"""A Markdown summary of an engine's JSON report: counts per CR section, and every disagreement with
the reference engine with its triage.

    python -m mtg_conformance.adapters.report_md reports/phase.json \\
        --reference reports/reference.json --triage reports/phase-triage.json \\
        --append reports/phase-notes.md > reports/phase.md

``--triage`` is a JSON object ``{fixture id or glob pattern: {"verdict": ..., "rule": ..., "note": ...}}``
kept by hand (an exact id wins over patterns; patterns are tried in file order); a disagreement
without an entry is listed as untriaged.
"""

from __future__ import annotations

import argparse
import fnmatch
import datetime as _dt
import json
import sys
from collections import defaultdict
from pathlib import Path
from typing import Any

from ..crparse import corpus_release, rule_sort_key, section_of

STATUSES = ("passed", "failed", "errored", "unsupported", "skipped")


def _load(path: str | None) -> dict[str, Any] | None:
    return json.loads(Path(path).read_text(encoding="utf-8")) if path else None


def _cell(text: str) -> str:
    return " ".join(str(text).split()).replace("|", "\\|")


def _triage_for(triage: dict[str, Any], fixture_id: str, patterns: bool = True) -> dict[str, Any]:
    """The triage entry for a fixture: by its id, else by the first glob pattern matching it."""
    if fixture_id in triage:
        return triage[fixture_id]
    for pattern, entry in triage.items() if patterns else ():
        if any(c in pattern for c in "*?[") and fnmatch.fnmatchcase(fixture_id, pattern):
            return entry
    return {}


def render(report: dict[str, Any], reference: dict[str, Any] | None = None,
           triage: dict[str, Any] | None = None, date: str | None = None) -> str:
    triage = triage or {}
    release = corpus_release()
    engine = report.get("engine", {})
    fixtures = report["fixtures"]
    out: list[str] = []
    out.append(f"# {engine.get('name', 'engine')} {engine.get('version', '')} on the mtg-conformance corpus\n")
    out.append(f"- Engine: {engine.get('name', '?')}, version {engine.get('version', '?')}")
    out.append(f"- Run: {date or _dt.date.today().isoformat()}, harness {report.get('harness', {}).get('version', '?')}, "
               f"corpus written against the Comprehensive Rules of {report.get('corpus', {}).get('cr_version', '?')}")
    s = report["summary"]
    out.append(f"- Result: {len(fixtures)} fixtures: {s['passed']} passed, {s['failed']} failed, "
               f"{s['errored']} errored, " + (f"{s['unsupported']} unsupported, " if "unsupported" in s else "")
               + f"{s['skipped']} skipped\n")
    # Reports written before the unsupported outcome existed have no such count: no column for them.
    shown = [k for k in STATUSES if k != "unsupported" or "unsupported" in s]
    out.append("## Per CR section\n")
    out.append("A fixture is counted once under every section whose rules it cites.\n")
    out.append("| Section | Title | " + " | ".join(k.capitalize() for k in shown) + " | Fixtures |")
    out.append("|---|---|" + "---:|" * len(shown) + "---:|")
    per: dict[str, dict[str, int]] = defaultdict(lambda: dict.fromkeys(STATUSES, 0))
    for fx in fixtures:
        for section in sorted({section_of(r) for r in fx.get("rules", [])}):
            per[section][fx["outcome"]] += 1
    for section in sorted(per, key=rule_sort_key):
        rule = release.get(section)
        title = rule.text if rule else ""
        c = per[section]
        out.append(f"| {section} | {_cell(title)} | " + " | ".join(str(c[k]) for k in shown)
                   + f" | {sum(c.values())} |")
    out.append("| **all** | | " + " | ".join(str(s.get(k, 0)) for k in shown) + f" | {len(fixtures)} |\n")

    ref = {f["id"]: f for f in (reference or {}).get("fixtures", [])}
    differing = [fx for fx in fixtures if fx["outcome"] != "passed"
                 or (fx["id"] in ref and ref[fx["id"]]["outcome"] != "passed")]
    out.append("## Fixtures that did not pass, and disagreements with the reference engine\n")
    if not differing:
        out.append("None: every fixture passed on both engines.\n")
    else:
        out.append("| Fixture | This engine | Reference | Verdict | Rule | Note |")
        out.append("|---|---|---|---|---|---|")
        for fx in differing:
            t = _triage_for(triage, fx["id"], fx["outcome"] != "skipped")
            if not t and fx["outcome"] == "skipped":
                t = {"verdict": "not run", "note": "skipped; the reason is in the first column"}
            mine = fx["outcome"] + (f": {fx.get('message', '')}" if fx.get("message") else "")
            theirs = ref.get(fx["id"], {}).get("outcome", "not run")
            out.append(f"| `{fx['id']}` | {_cell(mine)} | {theirs} | {_cell(t.get('verdict', 'untriaged'))} | "
                       f"{_cell(t.get('rule', ''))} | {_cell(t.get('note', ''))} |")
        out.append("")
    return "\n".join(out)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m mtg_conformance.adapters.report_md", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("report", help="the engine's JSON report (mtg-conformance run --report json:...)")
    parser.add_argument("--reference", help="the reference engine's JSON report of the same corpus")
    parser.add_argument("--triage", help="triage notes: {fixture id: {verdict, rule, note}}")
    parser.add_argument("--date", help="the date to print (default: today)")
    parser.add_argument("--append", help="a Markdown file appended to the summary (notes kept by hand)")
    args = parser.parse_args(argv)
    text = render(_load(args.report), _load(args.reference), _load(args.triage), args.date)
    if args.append:
        text += "\n" + Path(args.append).read_text(encoding="utf-8").rstrip("\n")
    sys.stdout.write(text + "\n")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
