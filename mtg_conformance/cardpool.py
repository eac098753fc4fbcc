"""The card pool: fixtures/cards/<slug>.json, one card each, keyed by Oracle name, plus the folders of
card-pool entries an engine team adds for its own scenarios (``--cards DIR``: :func:`add_card_dirs`)."""

from __future__ import annotations

import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import corpus


def card_slug(name: str) -> str:
    s = name.lower().replace("’", "").replace("'", "")
    return re.sub(r"[^a-z0-9]+", "-", s).strip("-")


#: Folders of card-pool entries added to the corpus's pool for this process (``--cards DIR``).
EXTRA_CARD_DIRS: list[Path] = []


def card_files(root: Path | None = None) -> list[Path]:
    return sorted((root or corpus.cards_dir()).glob("*.json"))


def load_pool(root: Path | None = None) -> dict[str, dict[str, Any]]:
    """Every card of the pool by Oracle name (with ``root`` None: the corpus's, then each added folder's).
    Unreadable files are skipped here and reported by :func:`pool_problems`."""
    roots = [root] if root is not None else [corpus.cards_dir(), *EXTRA_CARD_DIRS]
    files = tuple((p, p.stat().st_mtime_ns) for r in roots for p in card_files(r))
    return _load_pool(files)  # cached while no card file changes


def add_card_dirs(dirs: list[Path] | None) -> list[str]:
    """Add folders of card-pool entries to this process's pool; returns the problems that prevent it
    (a missing folder, a file that is not JSON or fails the card schema, a card the corpus already
    defines), each naming the file. Nothing is added when there is any."""
    out: list[str] = []
    names = set(load_pool(corpus.cards_dir()))
    for d in dirs or []:
        d = Path(d)
        if not d.is_dir():
            out.append(f"--cards {d}: no such folder")
            continue
        if not card_files(d):
            out.append(f"--cards {d}: no card file (*.json) in it")
        out += pool_problems(d)
        for name in load_pool(d):
            if name in names:
                out.append(f"{d}: the card {name!r} is already in the pool (fixtures/cards/{card_slug(name)}.json "
                           "or another --cards folder)")
            names.add(name)
    if not out:
        EXTRA_CARD_DIRS.extend(Path(d) for d in dirs or [])
    return out


@lru_cache(maxsize=8)
def _load_pool(files: tuple[tuple[Path, int], ...]) -> dict[str, dict[str, Any]]:
    pool: dict[str, dict[str, Any]] = {}
    for path, _ in files:
        try:
            card = json.loads(path.read_text(encoding="utf-8"))
        except ValueError:
            continue
        if isinstance(card, dict) and isinstance(card.get("name"), str):
            pool[card["name"]] = card
    return pool


def pool_problems(root: Path | None = None) -> list[str]:
    """Schema errors, bad JSON, file names that do not match the card name, duplicate names."""
    from .schemas import problems

    out: list[str] = []
    seen: dict[str, Path] = {}
    for path in card_files(root):
        rel = f"fixtures/cards/{path.name}" if root is None else str(path)
        try:
            card = json.loads(path.read_text(encoding="utf-8"))
        except ValueError as exc:
            out.append(f"{rel}: not valid JSON: {exc}")
            continue
        for p in problems("card", card):
            out.append(f"{rel}: {p}")
        name = card.get("name") if isinstance(card, dict) else None
        if isinstance(name, str):
            if path.stem != card_slug(name):
                folder = "fixtures/cards" if root is None else str(root)
                out.append(f"{rel}: a card named {name!r} belongs in {folder}/{card_slug(name)}.json")
            if name in seen:
                out.append(f"{rel}: card {name!r} is also defined in {seen[name].name}")
            seen[name] = path
    return out
