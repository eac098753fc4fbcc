"""``mtg-conformance run``: run fixtures on an engine and report."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import baseline, gate, parallel
from ..cardpool import add_card_dirs
from ..console import Progress, print_list, print_problems
from ..engines import EngineStartError, load_engine
from ..reports import write_report
from ..runner import load_fixtures, matches, run

#: The outcomes that fail a run (unless a baseline lists the fixture).
NOT_PASSING = ("failed", "errored", "unsupported")


def register(sub) -> None:
    p = sub.add_parser("run", help="run the fixtures on an engine",
                       description="Run fixtures on an engine (default: the reference engine) and report. "
                                   "Exit 0 when something ran and nothing failed, errored or was unsupported; "
                                   "1 otherwise (a run that executes no fixture fails); 2 when the input or the "
                                   "command line was bad.")
    g = p.add_mutually_exclusive_group()
    g.add_argument("--engine", metavar="NAME", help="an in-process engine registered under the entry-point "
                                                   "group mtg_conformance.engines (default: reference)")
    g.add_argument("--engine-cmd", metavar="CMD", help="an external engine: the command line of one persistent "
                                                      "process speaking the JSON-lines protocol (no shell)")
    p.add_argument("--fixtures", metavar="PATH", nargs="+", type=Path,
                   help="fixture files or folders (default: the whole corpus)")
    p.add_argument("--cards", metavar="DIR", type=Path, nargs="+",
                   help="folders of card-pool entries (schemas/card.schema.json) your own fixtures use besides "
                        "the corpus's pool")
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
                   help="write the fixtures that failed, errored or were unsupported in this run as a baseline")
    p.add_argument("--list", action="store_true",
                   help="list the fixtures the selection picks, with their rules and requirements, and exit "
                        "without starting the engine")
    p.add_argument("--max-fail", metavar="N", type=int,
                   help="stop after N fixtures failed, errored or were unsupported (the rest are not run; "
                        "fixtures a --baseline lists don't count)")
    p.add_argument("-x", "--fail-fast", action="store_true", help="stop at the first failure (--max-fail 1)")
    p.add_argument("-q", "--quiet", action="store_true", help="no progress characters")
    p.set_defaults(func=main)


def usage_error(message: str) -> int:
    print(f"mtg-conformance run: {message}", file=sys.stderr)
    return 2


def check_before_start(args: argparse.Namespace) -> str | None:
    """What makes the command line unusable, found before the engine starts (one line), or None."""
    problem = (gate.empty_engine_command(args.engine_cmd)
               or gate.missing_paths(args.fixtures, "--fixtures"))
    if problem:
        return problem
    if args.max_fail is not None and args.max_fail < 1:
        return "--max-fail must be at least 1"
    card_problems = add_card_dirs(args.cards)
    if card_problems:
        return "; ".join(card_problems[:5]) + (f" (and {len(card_problems) - 5} more)" if len(card_problems) > 5 else "")
    targets = [("--report", Path(spec.partition(":")[2])) for spec in args.report]
    if args.write_baseline:
        targets.append(("--write-baseline", args.write_baseline))
    for option, path in targets:
        why = gate.unwritable(path)
        if why:
            return f"{option}: cannot write {path}: {why}"
    return None


def list_fixtures(args: argparse.Namespace) -> int:
    """``--list``: the selection, without an engine. Exit 1 when it picks nothing, 2 on bad input."""
    fixtures, input_errors = load_fixtures(args.fixtures)
    for err in input_errors:
        print(f"bad input: {err}", file=sys.stderr)
    available = len(fixtures)
    selected, _, shard = parallel.apply_shard(args, [f for f in fixtures if matches(f.data, args.select)], [])
    n = print_list(selected)
    print(f"\n{n} of {available} fixtures selected" + (f" (shard {args.shard} of {shard['selected']})" if shard else ""))
    if input_errors:
        return 2
    return 0 if n else 1


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
    problem = parallel.options_problem(args) or check_before_start(args)
    if problem:
        return usage_error(problem)
    if args.list:
        return list_fixtures(args)
    try:
        engine = parallel.external_engine(args) if args.engine_cmd else load_engine(args.engine or "reference")
    except EngineStartError as exc:
        print(f"mtg-conformance run: {exc}", file=sys.stderr)
        return 2
    fixtures, input_errors = load_fixtures(args.fixtures)
    available = len(fixtures)
    fixtures = [f for f in fixtures if matches(f.data, args.select)]
    fixtures, input_errors, shard = parallel.apply_shard(args, fixtures, input_errors)
    for err in input_errors:
        print(f"bad input: {err}", file=sys.stderr)
    progress = Progress(len(fixtures) + len(input_errors), quiet=args.quiet)
    max_fail = 1 if args.fail_fast else args.max_fail
    failures = 0
    excused = {e["id"] for e in (baseline_data or {}).get("expected_failures", [])}  # don't count to --max-fail

    def on_outcome(o) -> None:
        nonlocal failures
        failures += o.status in NOT_PASSING and o.id not in excused
        progress(o)

    def stop() -> bool:
        return failures >= max_fail

    try:
        try:
            result = run(engine, fixtures, input_errors, on_outcome, stop if max_fail is not None else None,
                         parallel.executor(args, None if args.engine_cmd else args.engine or "reference"))
        except EngineStartError as exc:
            print(f"\nmtg-conformance run: {exc}", file=sys.stderr)
            return 2
    finally:
        engine.close()
    progress.finish()
    result.shard = shard
    comparison = None
    if baseline_data is not None:
        comparison = baseline.compare(result, baseline_data, str(args.baseline))
        result.baseline = comparison.as_dict()
        known = {o.id for o in comparison.known_failures}
        problems = [o for o in result.outcomes if o.status in NOT_PASSING and o.id not in known]
    else:
        problems = [o for o in result.outcomes if o.status in NOT_PASSING]
    print_problems(problems)
    write_failed = False
    try:
        for spec in args.report:
            write_report(spec, result)
        if args.write_baseline:
            written = baseline.write(args.write_baseline, result)
            print(f"\nwrote {args.write_baseline}: {len(written['expected_failures'])} expected failures")
    except OSError as exc:  # checked before the run, but the disk may have filled or changed since
        print(f"\nmtg-conformance run: cannot write {exc.filename or 'an output file'}: {exc.strerror or exc}",
              file=sys.stderr)
        write_failed = True
    name = result.engine.get("name", "engine")
    version = result.engine.get("version")
    print()
    print(f"engine: {name}{' ' + version if version else ''}; {len(result.outcomes)} fixtures in {result.duration:.2f} s")
    if shard:
        print(f"shard {shard['index']}/{shard['count']}: {len(result.outcomes)} of the {shard['selected']} selected fixtures")
    print(result.summary())
    not_run = len(fixtures) + len(input_errors) - len(result.outcomes)
    if not_run:
        print(f"stopped after {failures} failing fixture{'s' if failures != 1 else ''} (failed, errored or unsupported; "
              f"--{'fail-fast' if args.fail_fast else 'max-fail ' + str(args.max_fail)}): {not_run} not run")
    nothing = gate.nothing_ran(result, args.select, available)
    if nothing:
        print(nothing)
    if write_failed:
        return 2
    if comparison is not None:
        print(comparison.summary(args.strict_baseline))
        if result.input_errors:
            return 2
        return comparison.exit_status(args.strict_baseline) or (1 if nothing else 0)
    return result.exit_status() or (1 if nothing else 0)
