"""``mtg-conformance diff-results OLD.json NEW.json``: what changed between two JSON reports.

For two engine versions on one corpus, or one engine on two corpus versions. By fixture id:
newly failing (was passed or skipped, now failed, errored or unsupported), newly passing, newly
skipped, failing differently (between failed, errored and unsupported), and fixtures only in one
report. A fixture that passed and is now skipped is lost coverage: it is tested no more, so it fails
the comparison like a new failure unless ``--allow-lost-coverage``. Exit 1 when anything is newly
failing (or new and failing) or coverage was lost, 0 otherwise, 2 when a report cannot be read.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

BAD = ("failed", "errored", "unsupported")


def register(sub) -> None:
    p = sub.add_parser("diff-results", help="compare two JSON run reports by fixture id",
                       description="Compare two JSON reports (run --report json:PATH): newly failing, newly "
                                   "passing, newly skipped, by fixture id. Exit 1 when a fixture is newly "
                                   "failing or a fixture that passed is now skipped (lost coverage), 0 "
                                   "otherwise, 2 when a report cannot be read.")
    p.add_argument("old", type=Path, metavar="OLD.json", help="the earlier report")
    p.add_argument("new", type=Path, metavar="NEW.json", help="the later report")
    p.add_argument("--format", choices=("text", "json"), default="text", help="output format (default: text)")
    p.add_argument("--allow-lost-coverage", action="store_true",
                   help="a fixture that passed and is now skipped does not fail the comparison")
    p.set_defaults(func=main)


class ReportError(Exception):
    pass


def load_report(path: Path) -> dict[str, Any]:
    from ..schemas import load_validated

    return load_validated(path, "report", ReportError, "run report file")


def diff(old: dict[str, Any], new: dict[str, Any]) -> dict[str, Any]:
    before = {f["id"]: f for f in old["fixtures"]}
    after = {f["id"]: f for f in new["fixtures"]}
    out: dict[str, list[dict[str, Any]]] = {k: [] for k in (
        "newly_failing", "newly_passing", "newly_skipped", "lost_coverage", "failing_differently", "added",
        "removed")}
    for fid in sorted(after.keys() | before.keys()):
        a, b = before.get(fid), after.get(fid)
        if b is None:
            out["removed"].append({"id": fid, "old": a["outcome"]})
            continue
        if a is None:
            out["added"].append({"id": fid, "new": b["outcome"], "message": b.get("message", "")})
            continue
        was, now = a["outcome"], b["outcome"]
        entry = {"id": fid, "old": was, "new": now, "message": b.get("message", "")}
        if now in BAD and was not in BAD:
            out["newly_failing"].append(entry)
        elif now == "passed" and was != "passed":
            out["newly_passing"].append(entry)
        elif now == "skipped" and was != "skipped":
            out["newly_skipped"].append(entry)
            if was == "passed":  # tested before, not any more
                out["lost_coverage"].append(entry)
        elif now in BAD and was in BAD and now != was:
            out["failing_differently"].append(entry)
    return {
        "old": {"engine": old.get("engine", {}), "corpus": old.get("corpus", {}), "summary": old["summary"]},
        "new": {"engine": new.get("engine", {}), "corpus": new.get("corpus", {}), "summary": new["summary"]},
        **out,
    }


def _who(side: dict[str, Any]) -> str:
    e, c = side["engine"], side["corpus"]
    return f"{e.get('name', '?')} {e.get('version', '')}".strip() + f" on corpus {c.get('version', '?')} (CR {c.get('cr_version', '?')})"


def text(d: dict[str, Any]) -> str:
    s_old, s_new = d["old"]["summary"], d["new"]["summary"]
    lines = [f"old: {_who(d['old'])}: " + ", ".join(f"{v} {k}" for k, v in s_old.items()),
             f"new: {_who(d['new'])}: " + ", ".join(f"{v} {k}" for k, v in s_new.items())]
    titles = {"newly_failing": "newly failing", "newly_passing": "newly passing", "newly_skipped": "newly skipped",
              "lost_coverage": "lost coverage (passed, now skipped)",
              "failing_differently": "failing differently", "added": "only in NEW", "removed": "only in OLD"}
    for key, title in titles.items():
        entries = d[key]
        lines.append(f"\n{title} ({len(entries)})")
        for en in entries:
            change = f"{en.get('old', '-')} -> {en.get('new', '-')}"
            msg = f": {en['message']}" if en.get("message") and en.get("new") != "passed" else ""
            lines.append(f"  {en['id']}  [{change}]{msg}")
    return "\n".join(lines)


def main(args: argparse.Namespace) -> int:
    try:
        old, new = load_report(args.old), load_report(args.new)
    except ReportError as exc:
        print(f"mtg-conformance diff-results: {exc}", file=sys.stderr)
        return 2
    d = diff(old, new)
    if args.format == "json":
        print(json.dumps(d, indent=2, ensure_ascii=False))
    else:
        print(text(d))
    failing_added = [a for a in d["added"] if a["new"] in BAD]
    lost = d["lost_coverage"] and not args.allow_lost_coverage
    if lost:
        print(f"\n{len(d['lost_coverage'])} fixtures that passed are now skipped: coverage was lost "
              "(--allow-lost-coverage accepts it)", file=sys.stderr)
    return 1 if d["newly_failing"] or failing_added or lost else 0
