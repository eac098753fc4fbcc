"""``mtg-conformance compile``: regenerate fixtures/ from features/ — the corpus's, or an engine team's own
(``--features DIR --out DIR``, with ``--cards DIR`` for cards the corpus's pool lacks)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from .. import corpus
from ..cardpool import add_card_dirs
from ..compiler import compile_all, write_all
from ..runner import display_path


def register(sub) -> None:
    p = sub.add_parser("compile", help="regenerate fixtures/ from features/",
                       description="Turn every scenario of features/ into its fixture JSON under fixtures/. "
                                   "Output is byte-stable; files no scenario produces are deleted. With "
                                   "--features DIR --out DIR, an outside folder of scenarios is compiled instead.")
    p.add_argument("--features", metavar="DIR", type=Path,
                   help="a folder of .feature files outside the corpus (needs --out)")
    p.add_argument("--out", metavar="DIR", type=Path, help="where --features' fixtures are written")
    p.add_argument("--cards", metavar="DIR", type=Path, nargs="+",
                   help="folders of card-pool entries (schemas/card.schema.json) the scenarios use besides "
                        "the corpus's pool")
    p.set_defaults(func=main)


def in_installed_package() -> bool:
    """The corpus is the copy shipped inside an installed wheel, not a checkout."""
    return corpus.root().resolve() == (corpus.PACKAGE_DIR / "_corpus").resolve()


def main(args: argparse.Namespace) -> int:
    prog = "mtg-conformance compile"
    if (args.features is None) != (args.out is None):
        print(f"{prog}: --features and --out go together", file=sys.stderr)
        return 2
    if args.features is None and in_installed_package():
        print(f"{prog}: refusing to write into the installed package ({corpus.root()}): compile your own "
              "scenarios with --features DIR --out DIR", file=sys.stderr)
        return 2
    if args.features is not None and not args.features.is_dir():
        print(f"{prog}: --features {args.features}: no such folder", file=sys.stderr)
        return 2
    problems = add_card_dirs(args.cards)
    if problems:
        for p in problems:
            print(f"{prog}: {p}", file=sys.stderr)
        return 2
    out = args.out
    if out is not None and out.resolve() == corpus.fixtures_dir().resolve() and args.features is not None:
        print(f"{prog}: --out must not be the corpus's own fixtures folder", file=sys.stderr)
        return 2
    fixtures, errors = compile_all(args.features)
    for err in errors:
        print(f"error: {err}", file=sys.stderr)
    where = display_path(out) if out is not None else "fixtures/"
    if errors:
        print(f"{len(errors)} scenario(s) could not be compiled; {where} left unchanged", file=sys.stderr)
        return 2
    if out is not None:
        out.mkdir(parents=True, exist_ok=True)
    written, deleted = write_all(fixtures, out)
    for p in written:
        print(f"wrote {display_path(p)}")
    for p in deleted:
        print(f"deleted {display_path(p)}")
    print(f"{len(fixtures)} fixtures ({len(written)} written, {len(deleted)} deleted)")
    return 0
