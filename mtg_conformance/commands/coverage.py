"""``mtg-conformance coverage``: how many inventory items the fixtures cover, per document."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import coverage


def register(subparsers) -> None:
    parser = subparsers.add_parser(
        "coverage",
        help="report which source-inventory items the fixtures cover",
        description=(
            "For each inventoried source document: the number of items, of testable items "
            "(status testable or superseded: both need a scenario), of those cited by at least "
            "one fixture, and the ids of the testable items no fixture cites; for the "
            "Comprehensive Rules also the same figures per chapter of the rules, with its "
            "Example: items counted apart (JSON: the document's 'chapters'). Fixtures citing "
            "unknown item ids are reported on stderr. Exit status 0, or 2 if the inventory "
            "itself cannot be read."
        ),
    )
    parser.add_argument("--format", choices=("text", "json"), default="text",
                        help="output format (default: text)")
    parser.add_argument("paths", nargs="*", type=Path, metavar="PATH",
                        help="fixture files or folders (default: the corpus's fixtures/)")
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    try:
        report, problems = coverage.compute(list(args.paths) or None)
    except (OSError, ValueError) as exc:
        print(f"coverage: cannot read the inventory: {exc}", file=sys.stderr)
        return 2
    for problem in problems:
        print(f"coverage: {problem}", file=sys.stderr)
    if args.format == "json":
        sys.stdout.write(json.dumps(report, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(coverage.format_text(report))
    return 0
