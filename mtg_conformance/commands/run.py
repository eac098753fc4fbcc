"""``mtg-conformance run``: run fixtures on an engine and report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import baseline, parallel
from ..engines import EngineStartError, load_engine
from ..reports import STATUS_CHAR, describe_failure, write_report
from ..runner import load_fixtures, matches, run


#: Errored fixtures shown in full per distinct reason; the rest are counted (all are in the reports).
SAME_REASON_SHOWN = 3


def register(sub) -> None:
    p = sub.add_parser("run", help="run the fixtures on an engine",
                       description="Run fixtures on an engine (default: the reference engine) and report. "
                                   "Exit 0 when nothing failed or errored, 1 otherwise, 2 when the input was bad.")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--engine", metavar="NAME", help="an in-process engine registered under the entry-point "
                                                   "group mtg_conformance.engines (default: reference)")
    g.add_argument("--engine-cmd", metavar="CMD", help="an external engine: the command line of one persistent "
                                                      "process speaking the JSON-lines protocol (no shell)")
    p.add_argument("--fixtures", metavar="PATH", nargs="+", type=Path,
                   help="fixture files or folders (default: the whole corpus)")
    p.add_argument("--select", metavar="EXPR", help="comma-separated rule numbers, tags, capabilities, source "
                                                   "items (src-ID) or id globs; -TERM excludes")
    parallel.add_options(p)  # --jobs, --shard, --timeout, --timeout-tag, --max-timeouts
    p.add_argument("--report", metavar="KIND:PATH", action="append", default=[],
                   help="write a report: json:PATH, junit:PATH or html:PATH (repeatable)")
    p.add_argument("--baseline", metavar="FILE", type=Path,
                   help="a baseline of expected failures (schemas/baseline.schema.json): only failures it "
                        "does not list fail the run; listed fixtures that now pass are reported")
    p.add_argument("--strict-baseline", action="store_true",
                   help="with --baseline: listed fixtures that now pass fail the run too (a baseline only shrinks)")
    p.add_argument("--write-baseline", metavar="FILE", type=Path,
                   help="write the fixtures that failed or errored in this run as a baseline")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress characters")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    for spec in args.report:
        kind, sep, target = spec.partition(":")
        if kind not in ("json", "junit", "html") or not sep or not target:
            print(f"mtg-conformance run: bad --report {spec!r}: expected json:PATH, junit:PATH or html:PATH",
                  file=sys.stderr)
            return 2
    if args.strict_baseline and not args.baseline:
        print("mtg-conformance run: --strict-baseline needs --baseline FILE", file=sys.stderr)
        return 2
    baseline_data = None
    if args.baseline:
        try:
            baseline_data = baseline.load(args.baseline)
        except baseline.BaselineError as exc:
            print(f"mtg-conformance run: {exc}", file=sys.stderr)
            return 2
    problem = parallel.options_problem(args)
    if problem:
        print(f"mtg-conformance run: {problem}", file=sys.stderr)
        return 2
    try:
        engine = parallel.external_engine(args) if args.engine_cmd else load_engine(args.engine or "reference")
    except EngineStartError as exc:
        print(f"mtg-conformance run: {exc}", file=sys.stderr)
        return 2
    fixtures, input_errors = load_fixtures(args.fixtures)
    fixtures = [f for f in fixtures if matches(f.data, args.select)]
    fixtures, input_errors, shard = parallel.apply_shard(args, fixtures, input_errors)
    for err in input_errors:
        print(f"bad input: {err}", file=sys.stderr)
    column = 0

    def progress(o) -> None:
        nonlocal column
        if args.quiet:
            return
        sys.stdout.write(STATUS_CHAR[o.status])
        column += 1
        if column % 80 == 0:
            sys.stdout.write("\n")
        sys.stdout.flush()

    try:
        try:
            result = run(engine, fixtures, input_errors, progress,
                         parallel.executor(args, None if args.engine_cmd else args.engine or "reference"))
        except EngineStartError as exc:
            print(f"\nmtg-conformance run: {exc}", file=sys.stderr)
            return 2
    finally:
        engine.close()
    if column % 80 and not args.quiet:
        print()
    result.shard = shard
    comparison = None
    if baseline_data is not None:
        comparison = baseline.compare(result, baseline_data, str(args.baseline))
        result.baseline = comparison.as_dict()
        known = {o.id for o in comparison.known_failures}
        problems = [o for o in result.outcomes if o.status in ("failed", "errored") and o.id not in known]
    else:
        problems = [o for o in result.outcomes if o.status in ("failed", "errored")]
    same_reason: dict[str, int] = {}
    for o in problems:
        if o.status == "errored":  # an engine that is down errs the same way on every fixture: show a few
            same_reason[o.message] = same_reason.get(o.message, 0) + 1
            if same_reason[o.message] > SAME_REASON_SHOWN:
                continue
        print()
        print(describe_failure(o))
    for reason, n in same_reason.items():
        if n > SAME_REASON_SHOWN:
            print(f"\n... and {n - SAME_REASON_SHOWN} more fixtures errored with the same reason: {reason[:300]}")
    for spec in args.report:
        write_report(spec, result)
    if args.write_baseline:
        previous = None
        if args.write_baseline.exists():
            try:
                previous = baseline.load(args.write_baseline)
            except baseline.BaselineError:
                previous = None
        written = baseline.write(args.write_baseline, result, previous)
        print(f"\nwrote {args.write_baseline}: {len(written['expected_failures'])} expected failures")
    name = result.engine.get("name", "engine")
    version = result.engine.get("version")
    print()
    print(f"engine: {name}{' ' + version if version else ''}; {len(result.outcomes)} fixtures in {result.duration:.2f} s")
    if shard:
        print(f"shard {shard['index']}/{shard['count']}: {len(result.outcomes)} of the {shard['selected']} selected fixtures")
    print(result.summary())
    if comparison is not None:
        print(comparison.summary(args.strict_baseline))
        if result.input_errors:
            return 2
        return comparison.exit_status(args.strict_baseline)
    return result.exit_status()
