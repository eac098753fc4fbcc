"""Where the corpus lives and how to read it.

In a checkout (or an editable install) the corpus is the repository's top-level folders; in a
wheel it ships as ``mtg_conformance/_corpus``. Every other module asks this one for paths.
"""

from __future__ import annotations

import json
from functools import lru_cache
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
CORPUS_DIRS = ("features", "fixtures", "schemas", "inventory", "sources")

#: The Comprehensive Rules release the corpus is written against.
CR_VERSION = "2026-01-16"
CR_FILE_NAME = f"MagicCompRules-{CR_VERSION}.txt"


@lru_cache(maxsize=1)
def root() -> Path:
    """The folder holding features/, fixtures/, schemas/, inventory/ and sources/."""
    checkout = PACKAGE_DIR.parent
    if (checkout / "pyproject.toml").is_file() and (checkout / "features").is_dir():
        return checkout
    shipped = PACKAGE_DIR / "_corpus"
    if shipped.is_dir():
        return shipped
    raise RuntimeError(
        f"cannot find the corpus: neither {checkout}/features nor {shipped} exists"
    )


def features_dir() -> Path:
    return root() / "features"


def fixtures_dir() -> Path:
    return root() / "fixtures"


def cards_dir() -> Path:
    return fixtures_dir() / "cards"


def schemas_dir() -> Path:
    return root() / "schemas"


def inventory_dir() -> Path:
    return root() / "inventory"


def sources_dir() -> Path:
    return root() / "sources"


def cr_path() -> Path:
    return sources_dir() / "cr" / CR_FILE_NAME


def docs_dir() -> Path:
    return root() / "docs"


def fixture_files(paths: list[Path] | None = None) -> list[Path]:
    """Every fixture JSON file under the given files/folders (default: the corpus), sorted.

    The card pool (``fixtures/cards``) is not a fixture and is never returned; nor is a ``cards``
    folder directly inside a folder given (an engine team's ``fixtures/cards``, laid out as the corpus's).
    """
    if not paths:
        paths = [fixtures_dir()]
    out: list[Path] = []
    cards = cards_dir().resolve()
    in_cards: dict[Path, bool] = {}  # by folder: resolving each file is slow on large corpora
    for p in paths:
        p = Path(p)
        if p.is_dir():
            own_cards = (p / "cards").resolve()
            for f in sorted(p.rglob("*.json"), key=lambda f: f.parts):  # = Path order, faster
                if f.parent not in in_cards:
                    folder = f.parent.resolve()
                    in_cards[f.parent] = any(folder == c or c in folder.parents for c in (cards, own_cards))
                if in_cards[f.parent]:
                    continue
                out.append(f)
        else:
            out.append(p)
    return out


def load_json(path: Path):
    with open(path, encoding="utf-8") as fh:
        return json.load(fh)


def dump_json(data) -> str:
    """The one serialization of generated files: stable key order, 2-space indent, final newline."""
    return json.dumps(data, indent=2, ensure_ascii=False, sort_keys=False) + "\n"
