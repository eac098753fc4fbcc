"""``mtg-conformance compile``: regenerate fixtures/ from features/."""

from __future__ import annotations

import argparse
import sys

from ..compiler import compile_all, write_all
from ..runner import display_path


def register(sub) -> None:
    p = sub.add_parser("compile", help="regenerate fixtures/ from features/",
                       description="Turn every scenario of features/ into its fixture JSON under fixtures/. "
                                   "Output is byte-stable; files no scenario produces are deleted.")
    p.set_defaults(func=main)


def main(args: argparse.Namespace) -> int:
    fixtures, errors = compile_all()
    for err in errors:
        print(f"error: {err}", file=sys.stderr)
    if errors:
        print(f"{len(errors)} scenario(s) could not be compiled; fixtures/ left unchanged", file=sys.stderr)
        return 2
    written, deleted = write_all(fixtures)
    for p in written:
        print(f"wrote {display_path(p)}")
    for p in deleted:
        print(f"deleted {display_path(p)}")
    print(f"{len(fixtures)} fixtures ({len(written)} written, {len(deleted)} deleted)")
    return 0
