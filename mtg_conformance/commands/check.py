"""``mtg-conformance check``: the corpus lints itself.

Fails (exit 1) when fixtures are out of sync with the features, a fixture or card fails its
schema, a fixture uses a card not in the pool, a scenario cites no rule or no source item, a
fixture cites a rule missing from the corpus release or with a stale hash, the inventory is
inconsistent, or a generated document (docs/STEPS.md, schemas/capabilities.json) is stale.

``check --features DIR --fixtures DIR [--cards DIR]`` checks an engine team's own scenarios instead:
sync, schemas, cards, rule citations (a rule tag is required; source items are optional there).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from .. import corpus
from ..capabilities import schema_document
from ..cardpool import add_card_dirs, pool_problems
from ..compiler import compile_all, out_of_sync
from ..runner import display_path, load_fixtures
from .steps import markdown


def register(sub) -> None:
    p = sub.add_parser("check", help="check the corpus: sync, schemas, card pool, citations, inventory",
                       description="Check the corpus, or with --features DIR --fixtures DIR an engine team's "
                                   "own scenarios (source items optional there).")
    p.add_argument("--features", metavar="DIR", type=Path, help="a folder of .feature files outside the corpus")
    p.add_argument("--fixtures", metavar="DIR", type=Path, help="the folder --features compiles to")
    p.add_argument("--cards", metavar="DIR", type=Path, nargs="+", help="folders of extra card-pool entries")
    p.set_defaults(func=main)


def problems(features: Path | None = None, fixtures_dir: Path | None = None) -> list[str]:
    """The corpus's problems; with ``features`` and ``fixtures_dir``, those of an outside corpus."""
    outside = features is not None
    out: list[str] = []
    fixtures, errors = compile_all(features)
    out += [f"{e}" for e in errors]
    for fx in fixtures.values():
        where = f"{fx['feature']['file']}:{fx['feature']['line']}"
        if not fx["rules"]:
            out.append(f"{where}: scenario {fx['title']!r} cites no rule (add a @cr-<rule> tag)")
        if not fx["sources"] and not outside:  # the corpus transcribes sources; a team's cases need not
            out.append(f"{where}: scenario {fx['title']!r} cites no source item (add a @src-<item> tag)")
    sync = out_of_sync(fixtures, fixtures_dir)
    if errors:  # a scenario that did not compile has no fixture to compare: judge only the others'
        sync = [m for m in sync if "out of date" in m]
    out += sync
    loaded, input_errors = load_fixtures([fixtures_dir] if outside else None)
    out += [str(e) for e in input_errors]
    if not outside:
        out += pool_problems()
    try:
        from ..crparse import corpus_release
        from ..rulescheck import citation_problems
    except ImportError as exc:  # pragma: no cover - partial installs
        out.append(f"cannot check rule citations: {exc}")
    else:
        release = corpus_release()
        for lf in loaded:
            for p in citation_problems(lf.data, release):
                out.append(f"{display_path(lf.path)}: {p}")
    if outside:
        return out
    try:
        from ..inventory import validate as validate_inventory
    except ImportError as exc:  # pragma: no cover
        out.append(f"cannot check the inventory: {exc}")
    else:
        out += validate_inventory()
    caps_path = corpus.schemas_dir() / "capabilities.json"
    if not caps_path.exists() or json.loads(caps_path.read_text(encoding="utf-8")) != schema_document():
        out.append("schemas/capabilities.json is out of date with mtg_conformance/capabilities.py")
    steps_doc = corpus.root() / "docs" / "STEPS.md"
    if steps_doc.exists() and steps_doc.read_text(encoding="utf-8") != markdown():
        out.append("docs/STEPS.md is out of date (mtg-conformance steps --markdown > docs/STEPS.md)")
    elif not steps_doc.exists():
        out.append("docs/STEPS.md is missing (mtg-conformance steps --markdown > docs/STEPS.md)")
    return out


def main(args: argparse.Namespace) -> int:
    if (args.features is None) != (args.fixtures is None):
        print("mtg-conformance check: --features and --fixtures go together", file=sys.stderr)
        return 2
    for folder in (args.features, args.fixtures):
        if folder is not None and not folder.is_dir():
            print(f"mtg-conformance check: {folder}: no such folder", file=sys.stderr)
            return 2
    card_problems = add_card_dirs(args.cards)
    if card_problems:
        for p in card_problems:
            print(p)
        print(f"check: {len(card_problems)} problem(s)", file=sys.stderr)
        return 1
    found = problems(args.features, args.fixtures)
    for p in found:
        print(p)
    if found:
        print(f"check: {len(found)} problem(s)", file=sys.stderr)
        return 1
    n = len(corpus.fixture_files([args.fixtures] if args.fixtures else None))
    print(f"check: ok ({n} fixtures, {'in sync with ' + str(args.features) if args.features else 'corpus in sync'})")
    return 0
