"""The card pool: fixtures/cards/<slug>.json, one card each, keyed by Oracle name."""

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


def card_files(root: Path | None = None) -> list[Path]:
    return sorted((root or corpus.cards_dir()).glob("*.json"))


def load_pool(root: Path | None = None) -> dict[str, dict[str, Any]]:
    """Every card of the pool by Oracle name. Unreadable files are skipped here and reported by
    :func:`pool_problems`."""
    files = tuple((p, p.stat().st_mtime_ns) for p in card_files(root or corpus.cards_dir()))
    return _load_pool(files)  # cached while no card file changes


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
        rel = f"fixtures/cards/{path.name}"
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
                out.append(f"{rel}: a card named {name!r} belongs in fixtures/cards/{card_slug(name)}.json")
            if name in seen:
                out.append(f"{rel}: card {name!r} is also defined in {seen[name].name}")
            seen[name] = path
    return out
