"""The ``mtg-conformance`` command line.

Each subcommand lives in ``mtg_conformance/commands/<name>.py`` and exposes
``register(subparsers)``, which adds its parser and sets ``func`` to a callable taking the parsed
arguments and returning the exit status.

Exit status: 0 all good, 1 a failure was found (failed or errored fixtures, a check that failed),
2 the input itself is bad (usage errors, unreadable files).
"""

from __future__ import annotations

import argparse
import importlib
import sys

from . import __version__

COMMANDS = ("run", "serve", "compile", "check", "coverage", "steps", "rules_diff", "rules_check", "diff_results",
            "cards_report", "merge_reports")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="mtg-conformance",
        description="Conformance suite for Magic: The Gathering rules engines.",
    )
    parser.add_argument("--version", action="version", version=f"mtg-conformance {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND")
    for name in COMMANDS:
        try:
            module = importlib.import_module(f"mtg_conformance.commands.{name}")
        except ModuleNotFoundError as exc:  # a command whose module is not written yet
            if exc.name != f"mtg_conformance.commands.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 2
    try:
        return int(args.func(args) or 0)
    except KeyboardInterrupt:
        print("interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    sys.exit(main())
