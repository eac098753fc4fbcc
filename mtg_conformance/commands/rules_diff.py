"""``mtg-conformance rules-diff OLD NEW``: what changed between two Comprehensive Rules releases."""

from __future__ import annotations

import json
import sys
from pathlib import Path


def register(subparsers) -> None:
    p = subparsers.add_parser(
        "rules-diff",
        help="diff two Comprehensive Rules text releases",
        description=(
            "Compare two Comprehensive Rules text files (MagicCompRules*.txt): rules added, "
            "removed, changed (editorial or substantive) and moved (renumbered), and the corpus "
            "fixtures citing a changed, removed or moved rule."
        ),
    )
    p.add_argument("old", metavar="OLD", type=Path, help="the older CR text file")
    p.add_argument("new", metavar="NEW", type=Path, help="the newer CR text file")
    p.add_argument("--format", choices=("md", "json"), default="md",
                   help="output format (default: md)")
    p.add_argument("--fixtures", nargs="+", type=Path, metavar="PATH",
                   help="fixture files or folders to check for citations (default: the corpus)")
    p.set_defaults(func=run)


def _load(path: Path, prog: str):
    from ..crparse import CRParseError, load_release

    try:
        return load_release(path)
    except FileNotFoundError:
        reason = "no such file"
    except IsADirectoryError:
        reason = "is a directory"
    except PermissionError:
        reason = "permission denied"
    except UnicodeDecodeError:
        reason = "not a text file"
    except CRParseError as exc:
        reason = str(exc)
    except OSError as exc:
        reason = exc.strerror or str(exc)
    print(f"{prog}: cannot read CR file {str(path)!r}: {reason}", file=sys.stderr)
    return None


def _fixtures(paths, prog: str):
    """The fixtures to check, or None after saying on stderr which one can't be read."""
    from ..rulescheck import FixtureLoadError, load_fixtures

    try:
        return load_fixtures(paths)
    except FixtureLoadError as exc:
        print(f"{prog}: cannot read fixture {exc}", file=sys.stderr)
        return None


def run(args) -> int:
    from ..rulesdiff import affected_fixture_ids, diff, glossary_diff, render_markdown

    prog = "mtg-conformance rules-diff"
    old = _load(args.old, prog)
    if old is None:
        return 2
    new = _load(args.new, prog)
    if new is None:
        return 2
    fixtures = _fixtures(args.fixtures, prog)
    if fixtures is None:
        return 2
    result = diff(old, new)
    affected = affected_fixture_ids(result, fixtures)
    if args.format == "json":
        out = {**result, "affected_fixtures": affected}
        sys.stdout.write(json.dumps(out, indent=2, ensure_ascii=False) + "\n")
    else:
        sys.stdout.write(render_markdown(result, old, new, affected, glossary_diff(old, new)))
    return 0
