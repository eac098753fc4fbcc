"""Check the rule citations of fixtures against a Comprehensive Rules release.

A fixture cites the rules it exercises together with the hash of their text in the release it was
written against::

    "cr_version": "2026-01-16",
    "rules": {"707.9b": "sha256:…", "707.2": "sha256:…"}

(:func:`mtg_conformance.crparse.rule_hash`). :func:`citation_problems` says which citations no
longer hold in a release; :func:`stale_fixtures` lists the fixtures a new release makes stale.
"""

from __future__ import annotations

import json
from pathlib import Path

from .crparse import Release, canonical_text, rule_hash

__all__ = [
    "citation_problems",
    "stale_fixtures",
    "cited_rules",
    "fixture_id",
    "load_fixtures",
    "FixtureLoadError",
]


class FixtureLoadError(Exception):
    """A fixture file could not be read; the message names the file."""


def fixture_id(fixture: dict) -> str:
    fid = fixture.get("id")
    return str(fid) if fid not in (None, "") else "<fixture without id>"


def cited_rules(fixture: dict) -> dict[str, str | None]:
    """The fixture's citations as {rule number: hash or None}.

    ``rules`` is normally a {number: hash} object; a plain list of numbers is accepted too (no
    hashes to compare then).
    """
    rules = fixture.get("rules")
    if isinstance(rules, dict):
        return {str(k): (v if isinstance(v, str) else None) for k, v in rules.items()}
    if isinstance(rules, (list, tuple)):
        return {str(k): None for k in rules}
    return {}


def citation_problems(fixture: dict, release: Release) -> list[str]:
    """One message per cited rule missing from ``release`` or whose text hash differs.

    An empty list means every citation holds. A citation without a hash is only checked for
    existence.
    """
    fid = fixture_id(fixture)
    version = fixture.get("cr_version")
    against = f"CR {release.effective_date}"
    written = f" (fixture written against CR {version})" if version and version != \
        release.effective_date else ""
    problems = []
    raw = fixture.get("rules")
    if raw is not None and not isinstance(raw, (dict, list, tuple)):
        return [f"{fid}: \"rules\" must map rule numbers to text hashes, got {type(raw).__name__}"]
    for number, cited in cited_rules(fixture).items():
        rule = release.rules.get(number)
        if rule is None:
            problems.append(f"{fid}: cites rule {number}, which does not exist in {against}"
                            f"{written}")
            continue
        if isinstance(raw, dict) and not isinstance(raw.get(number), str):
            problems.append(f"{fid}: rule {number} is cited without a text hash "
                            f"(expected \"sha256:…\")")
            continue
        if cited is None:
            continue
        actual = rule_hash(rule)
        if cited != actual:
            problems.append(
                f"{fid}: rule {number} is stale: its text in {against} hashes to {actual[:19]}…, "
                f"the fixture cites {cited[:19]}…{written}"
            )
    return problems


def stale_fixtures(fixtures: list[dict], base: Release, new: Release,
                   moved: dict[str, str] | None = None) -> list[dict]:
    """Fixtures citing a rule whose text in ``new`` differs from its text in ``base``.

    A rule missing from ``new`` counts as differing. Each result is::

        {"id": ..., "rules": [numbers, in citation order],
         "changes": [{"rule": number, "old": text in base or None, "new": text in new or None,
                      "status": "changed" | "missing" | "added"}]}

    where ``old``/``new`` are the canonical texts (rule text plus examples, whitespace
    normalised). ``status`` is ``missing`` when the rule is gone from ``new`` and ``added`` when
    only ``new`` has it (the fixture cited a rule the base release lacks).

    ``moved`` maps base rule numbers to their numbers in ``new`` where the rule was renumbered (as
    ``rules-diff`` pairs them, :func:`mtg_conformance.rulesdiff.diff`): such a rule is compared with
    its new number's text and has ``status`` ``renumbered`` and ``"to": number`` (its citation must be
    renumbered even when the text is the same).
    """
    moved = moved or {}
    out = []
    cache: dict[str, tuple[str | None, str | None]] = {}
    for fx in fixtures:
        changes = []
        for number in cited_rules(fx):
            if number in moved:
                to = moved[number]
                a, b = base.rules.get(number), new.rules.get(to)
                changes.append({"rule": number, "to": to, "old": canonical_text(a) if a else None,
                                "new": canonical_text(b) if b else None, "status": "renumbered"})
                continue
            if number not in cache:
                a, b = base.rules.get(number), new.rules.get(number)
                cache[number] = (canonical_text(a) if a else None,
                                 canonical_text(b) if b else None)
            old_text, new_text = cache[number]
            if old_text == new_text and new_text is not None:
                continue
            status = "missing" if new_text is None else "added" if old_text is None else "changed"
            changes.append({"rule": number, "old": old_text, "new": new_text, "status": status})
        if changes:
            out.append({"id": fixture_id(fx), "rules": [c["rule"] for c in changes],
                        "changes": changes})
    return out


def load_fixtures(paths: list[Path] | None = None) -> list[dict]:
    """Every fixture (a JSON object) under ``paths`` (default: the corpus's fixtures folder).

    A fixture without an ``id`` is given its file name (without ``.json``) as id. Files that hold
    something other than a JSON object are skipped.
    """
    from .corpus import fixture_files, fixtures_dir

    if not paths and not fixtures_dir().is_dir():
        return []
    out = []
    for path in fixture_files(list(paths) if paths else None):
        try:
            with open(path, encoding="utf-8") as fh:
                data = json.load(fh)
        except FileNotFoundError:
            raise FixtureLoadError(f"{path}: no such file") from None
        except OSError as exc:
            raise FixtureLoadError(f"{path}: {exc.strerror or exc}") from None
        except UnicodeDecodeError:
            raise FixtureLoadError(f"{path}: not UTF-8 text") from None
        except json.JSONDecodeError as exc:
            raise FixtureLoadError(f"{path}: invalid JSON ({exc.msg} at line {exc.lineno})") \
                from None
        if not isinstance(data, dict):
            continue
        if not data.get("id"):
            data = {**data, "id": Path(path).stem}
        out.append(data)
    return out
