"""Baselines of expected failures: a JSON file (schemas/baseline.schema.json) an engine team commits.

``run --baseline FILE`` judges a run against it: a fixture that failed, errored or was unsupported and is listed
is a *known* failure and does not fail the run; one not listed is a *new* failure and does.
Listed fixtures that now pass are reported, and fail the run with ``--strict-baseline``, so a
baseline only ever shrinks. Listed fixtures that were not run (deselected, skipped, gone from the
corpus) are reported and never fail the run. A baseline written for an engine of another name fails
the run, saying so: it would excuse another engine's failures. ``run --write-baseline FILE`` writes
the current failures, keeping the notes of entries that are still failing.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from .runner import Outcome, RunResult

NOT_PASSING = ("failed", "errored", "unsupported")


class BaselineError(Exception):
    """The baseline file cannot be used (missing, not JSON, does not fit its schema)."""


def load(path: Path) -> dict[str, Any]:
    from .schemas import load_validated

    data = load_validated(path, "baseline", BaselineError, "baseline file")
    ids = [e["id"] for e in data["expected_failures"]]
    dupes = sorted({i for i in ids if ids.count(i) > 1})
    if dupes:
        raise BaselineError(f"{path}: fixture listed twice: {', '.join(dupes)}")
    return data


@dataclass
class Comparison:
    file: str
    new_failures: list[Outcome] = field(default_factory=list)
    known_failures: list[Outcome] = field(default_factory=list)
    now_passing: list[str] = field(default_factory=list)
    not_run: list[str] = field(default_factory=list)
    engine_mismatch: str | None = None  # the baseline was written for another engine: which

    def exit_status(self, strict: bool) -> int:
        if self.new_failures or (strict and self.now_passing) or self.engine_mismatch:
            return 1
        return 0

    def as_dict(self) -> dict[str, Any]:
        return {"file": self.file, "new_failures": [o.id for o in self.new_failures],
                "known_failures": [o.id for o in self.known_failures],
                "now_passing": self.now_passing, "not_run": self.not_run,
                "engine_mismatch": self.engine_mismatch}

    def summary(self, strict: bool) -> str:
        lines = []
        if self.engine_mismatch:
            lines.append(f"baseline {self.file}: {self.engine_mismatch}; the run fails (a baseline excuses one "
                         "engine's failures; edit its engine name if the engine was renamed)")
        lines += [f"baseline {self.file}: {len(self.known_failures)} known failures, "
                 f"{len(self.new_failures)} new, {len(self.now_passing)} now passing"
                 + (f", {len(self.not_run)} not run" if self.not_run else "")]
        for o in self.new_failures:
            lines.append(f"  new {o.status}: {o.id}")
        for fid in self.now_passing:
            lines.append(f"  now passing{' (fails with --strict-baseline)' if strict else ''}: {fid}"
                         " — remove it from the baseline")
        for fid in self.not_run:
            lines.append(f"  not run: {fid}")
        return "\n".join(lines)


def compare(result: RunResult, baseline: dict[str, Any], file: str = "") -> Comparison:
    listed = {e["id"] for e in baseline["expected_failures"]}
    cmp = Comparison(file=file, engine_mismatch=engine_mismatch(baseline, result.engine))
    seen: set[str] = set()
    for o in result.outcomes:
        if o.error_kind == "bad_input":
            continue  # bad input is never a known failure; the run exits 2 on it anyway
        seen.add(o.id)
        if o.status in NOT_PASSING:
            (cmp.known_failures if o.id in listed else cmp.new_failures).append(o)
        elif o.id in listed:
            (cmp.now_passing if o.status == "passed" else cmp.not_run).append(o.id)
    cmp.not_run.extend(sorted(listed - seen))
    return cmp


def engine_mismatch(baseline: dict[str, Any], engine: dict[str, Any]) -> str | None:
    """Why a baseline does not belong to the engine that ran, or None (a baseline naming no engine
    belongs to any)."""
    written_for = (baseline.get("engine") or {}).get("name")
    ran = (engine or {}).get("name")
    if written_for and ran and written_for != ran:
        return f"written for the engine {written_for!r}, but this run is of {ran!r}"
    return None


def from_result(result: RunResult, previous: dict[str, Any] | None = None) -> dict[str, Any]:
    """The baseline listing every fixture that failed or errored in ``result``."""
    from .corpus import CR_VERSION
    from . import __version__

    notes = {e["id"]: e["note"] for e in (previous or {}).get("expected_failures", []) if e.get("note")}
    entries = []
    for o in sorted(result.outcomes, key=lambda o: o.id):
        if o.status not in NOT_PASSING or o.error_kind == "bad_input":
            continue
        entry: dict[str, Any] = {"id": o.id, "outcome": o.status, "message": o.message}
        if o.id in notes:
            entry["note"] = notes[o.id]
        entries.append(entry)
    return {"format": 1, "engine": {k: v for k, v in result.engine.items() if k in ("name", "version")},
            "corpus": {"version": __version__, "cr_version": CR_VERSION}, "expected_failures": entries}


def write(path: Path, result: RunResult, previous: dict[str, Any] | None = None) -> dict[str, Any]:
    """Write the baseline of ``result``; with no ``previous``, a readable baseline already at ``path``
    is the previous one (its reasons are kept)."""
    path = Path(path)
    if previous is None and path.exists():
        try:
            previous = load(path)
        except BaselineError:
            previous = None
    data = from_result(result, previous)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    return data
