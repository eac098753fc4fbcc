"""``mtg-conformance merge-reports SHARD.json... --output MERGED.json``: one report from the JSON
reports of a CI matrix's shards (``run --shard K/N --report json:PATH``).

The merged report is the report one serial run of the whole selection would have written: every
fixture's entry as its shard reported it, in corpus order (bad input files first, then by file path),
the summary recounted; ``diff-results`` and the baseline options take it like any report. The shards
must be complete (each of 1..N once, same N, together every fixture of the selection: each shard's
report says where its fixtures stand in the whole selection), from the same engine, corpus and
harness, and no fixture may be in two of them. Reports without a shard entry can be merged too (any
disjoint runs; they are put in corpus order: bad input first, then by file path).

Exit status: as ``run``'s over the whole selection (0 nothing failed, errored or was unsupported, or
nothing new with ``--baseline``; 1 otherwise, or when nothing ran; 2 bad input: a report that cannot be
read or does not fit the others, or a bad input file among the fixtures).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path, PurePosixPath
from typing import Any

from .. import baseline, gate
from ..runner import InputError, Outcome, RunResult
from .diff_results import ReportError, load_report


def register(sub) -> None:
    p = sub.add_parser("merge-reports", help="merge the JSON reports of run --shard K/N into one",
                       description="Merge the JSON reports of the shards of one run (run --shard K/N --report "
                                   "json:PATH) into the report of the whole run, in corpus order. Exit as run "
                                   "would over the whole selection: 0, 1 when a fixture failed or errored "
                                   "(or is a new failure with --baseline), 2 when a report cannot be used.")
    p.add_argument("reports", type=Path, nargs="+", metavar="SHARD.json", help="the shards' JSON reports")
    p.add_argument("-o", "--output", type=Path, metavar="MERGED.json", help="write the merged JSON report here")
    p.add_argument("--baseline", metavar="FILE", type=Path,
                   help="judge the merged run against a baseline of expected failures, as run --baseline does")
    p.add_argument("--strict-baseline", action="store_true",
                   help="with --baseline: listed fixtures that now pass fail too")
    p.add_argument("--write-baseline", metavar="FILE", type=Path,
                   help="write the fixtures that failed or errored in the merged run as a baseline")
    p.set_defaults(func=main)


def _order(entry: dict[str, Any]) -> tuple:
    """Corpus order: bad input files first (a run reports them first), then by path (a run takes the
    files of a folder in path order)."""
    return (entry.get("error_kind") != "bad_input", PurePosixPath(entry["file"]).parts, entry["id"])


def merge(reports: list[tuple[str, dict[str, Any]]]) -> dict[str, Any]:
    """The merged report; ReportError naming the report when they do not belong together."""
    first_name, first = reports[0]
    for name, rep in reports[1:]:
        for key in ("engine", "corpus", "harness"):
            if rep.get(key) != first.get(key):
                raise ReportError(f"{name}: its {key} {json.dumps(rep.get(key))} is not {first_name}'s "
                                  f"{json.dumps(first.get(key))}: these reports are not shards of one run")
    shards = [(name, rep.get("shard")) for name, rep in reports]
    if any(s is not None for _, s in shards):
        unsharded = [name for name, s in shards if s is None]
        if unsharded:
            raise ReportError(f"{unsharded[0]}: not the report of a shard (run --shard K/N), unlike the others")
        count = shards[0][1]["count"]
        seen: dict[int, str] = {}
        for name, s in shards:
            if s["count"] != count:
                raise ReportError(f"{name}: shard {s['index']}/{s['count']}, but {shards[0][0]} is one of {count}")
            if s["index"] in seen:
                raise ReportError(f"{name}: shard {s['index']}/{count} again (also {seen[s['index']]})")
            seen[s["index"]] = name
        missing = [f"{k}/{count}" for k in range(1, count + 1) if k not in seen]
        if missing:
            raise ReportError(f"shard{'s' if len(missing) > 1 else ''} {', '.join(missing)} missing: "
                              "the merged report would not cover the whole selection")
    owner: dict[str, str] = {}
    entries: list[tuple[Any, dict[str, Any]]] = []
    placed = all(s is not None and "positions" in s for _, s in shards)
    for name, rep in reports:
        if placed:
            positions = rep["shard"]["positions"]
            if len(positions) != len(rep["fixtures"]):
                raise ReportError(f"{name}: {len(rep['fixtures'])} fixture entries for the {len(positions)} "
                                  "its shard entry places: the shard's run was cut short")
        for j, entry in enumerate(rep["fixtures"]):
            if entry["id"] in owner:
                raise ReportError(f"{name}: fixture {entry['id']} is also in {owner[entry['id']]}")
            owner[entry["id"]] = name
            entries.append((rep["shard"]["positions"][j] if placed else _order(entry), entry))
    if placed:
        selected = {rep["shard"].get("selected") for _, rep in reports}
        places = sorted(p for p, _ in entries)
        if len(selected) != 1 or places != list(range(len(places))) or len(places) != selected.pop():
            raise ReportError(f"the shards hold {len(places)} entries, which are not the "
                              f"{reports[0][1]['shard'].get('selected')} fixtures of one selection split "
                              "in shards: were they run with the same --select and --fixtures?")
    entries.sort(key=lambda pe: pe[0])
    merged: dict[str, Any] = {k: v for k, v in first.items() if k not in ("shard", "baseline", "fixtures")}
    merged["summary"] = _result(merged, [e for _, e in entries]).counts()
    merged["duration"] = max(rep["duration"] for _, rep in reports)  # the shards ran side by side
    merged["fixtures"] = [e for _, e in entries]
    return merged


def _result(report: dict[str, Any], entries: list[dict[str, Any]]) -> RunResult:
    """A RunResult standing for the merged run, with what counts, baselines and exit statuses read."""
    outcomes = [Outcome(id=e["id"], status=e["outcome"], path=e["file"], title=e.get("title", ""),
                        rules=e.get("rules", []), tags=e.get("tags", []), message=e.get("message", ""),
                        duration=e.get("duration", 0.0), error_kind=e.get("error_kind"))
                for e in entries]
    bad = [InputError(Path(e["file"]), e.get("message", ""), e["id"]) for e in entries if e.get("error_kind") == "bad_input"]
    return RunResult(outcomes, bad, report.get("engine", {}), report.get("duration", 0.0))


def main(args: argparse.Namespace) -> int:
    if args.strict_baseline and not args.baseline:
        print("mtg-conformance merge-reports: --strict-baseline needs --baseline FILE", file=sys.stderr)
        return 2
    try:
        baseline_data = baseline.load(args.baseline) if args.baseline else None
        merged = merge([(str(p), load_report(p)) for p in args.reports])
    except (ReportError, baseline.BaselineError) as exc:
        print(f"mtg-conformance merge-reports: {exc}", file=sys.stderr)
        return 2
    result = _result(merged, merged["fixtures"])
    comparison = None
    if baseline_data is not None:
        comparison = baseline.compare(result, baseline_data, str(args.baseline))
        merged["baseline"] = comparison.as_dict()
    if args.output:
        try:
            args.output.parent.mkdir(parents=True, exist_ok=True)
            args.output.write_text(json.dumps(merged, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
        except OSError as exc:
            print(f"mtg-conformance merge-reports: cannot write {args.output}: {exc.strerror or exc}", file=sys.stderr)
            return 2
    if args.write_baseline:
        written = baseline.write(args.write_baseline, result)
        print(f"wrote {args.write_baseline}: {len(written['expected_failures'])} expected failures")
    print(f"merged {len(args.reports)} reports: {len(result.outcomes)} fixtures"
          + (f", written to {args.output}" if args.output else ""))
    print(result.summary())
    nothing = gate.nothing_ran(result)  # a gate never passes by accident, merged or not
    if nothing:
        print(nothing)
    if comparison is not None:
        print(comparison.summary(args.strict_baseline))
        return 2 if result.input_errors else comparison.exit_status(args.strict_baseline) or (1 if nothing else 0)
    return result.exit_status() or (1 if nothing else 0)
