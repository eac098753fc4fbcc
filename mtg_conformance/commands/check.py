"""``mtg-conformance check``: the corpus lints itself.

Fails (exit 1) when fixtures are out of sync with the features, a fixture or card fails its
schema, a fixture uses a card not in the pool, a scenario cites no rule or no source item, a
fixture cites a rule missing from the corpus release or with a stale hash, the inventory is
inconsistent, or a generated document (docs/STEPS.md, schemas/capabilities.json) is stale.
"""

from __future__ import annotations

import argparse
import json
import sys

from .. import corpus
from ..capabilities import schema_document
from ..cardpool import pool_problems
from ..compiler import compile_all, out_of_sync
from ..runner import load_fixtures
from .steps import markdown


def register(sub) -> None:
    p = sub.add_parser("check", help="check the corpus: sync, schemas, card pool, citations, inventory")
    p.set_defaults(func=main)


def problems() -> list[str]:
    out: list[str] = []
    fixtures, errors = compile_all()
    out += [f"{e}" for e in errors]
    for fx in fixtures.values():
        where = f"{fx['feature']['file']}:{fx['feature']['line']}"
        if not fx["rules"]:
            out.append(f"{where}: scenario {fx['title']!r} cites no rule (add a @cr-<rule> tag)")
        if not fx["sources"]:
            out.append(f"{where}: scenario {fx['title']!r} cites no source item (add a @src-<item> tag)")
    if not errors:
        out += out_of_sync(fixtures)
    loaded, input_errors = load_fixtures()
    out += [str(e) for e in input_errors]
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
                out.append(f"fixtures/{lf.id}.json: {p}")
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
    found = problems()
    for p in found:
        print(p)
    if found:
        print(f"check: {len(found)} problem(s)", file=sys.stderr)
        return 1
    n = len(corpus.fixture_files())
    print(f"check: ok ({n} fixtures, corpus in sync)")
    return 0
