"""What keeps a gate from passing by accident: checks made before a run starts (usable engine command,
existing fixture paths, writable output paths) and the verdict when nothing was run.

Shared by ``mtg-conformance run`` and the pytest plugin, so both refuse the same things the same way.
"""

from __future__ import annotations

import os
from collections import Counter
from pathlib import Path
from typing import Any, Iterable

#: Skip reasons shown in the "nothing ran" line; the rest are counted.
REASONS_SHOWN = 5


def empty_engine_command(cmd: str | None) -> str | None:
    """``--engine-cmd ""`` (an unset ``$ENGINE_CMD`` in CI) is a usage error, not "use the default engine"."""
    if cmd is not None and not cmd.strip():
        return ("--engine-cmd is empty (is the variable that should hold the engine's command unset?); "
                "give the command that starts your engine, or leave --engine-cmd out to run the reference engine")
    return None


def missing_paths(paths: Iterable[Path] | None, what: str) -> str | None:
    """Paths given on the command line that do not exist: a usage error before any engine starts."""
    gone = [str(p) for p in paths or [] if not Path(p).exists()]
    if gone:
        return f"{what}: no such file or folder: {', '.join(gone)}"
    return None


def unwritable(path: Path) -> str | None:
    """Why ``path`` cannot be written as a file, or None. Tried for real (permission bits say nothing
    to root, nor about read-only or virtual file systems): the missing folders are made and the file
    opened for appending, then whatever did not exist before is removed again."""
    path = Path(path)
    if path.is_dir():
        return f"{path} is a folder"
    made: list[Path] = []
    folder = path.parent
    while not folder.exists() and folder != folder.parent:
        made.append(folder)
        folder = folder.parent
    existed = path.exists()
    try:
        for d in reversed(made):
            d.mkdir()
        with open(path, "a", encoding="utf-8"):
            pass
    except OSError as exc:
        return exc.strerror or str(exc)
    finally:
        if not existed:
            try:
                path.unlink()
            except OSError:
                pass
        for d in made:
            try:
                d.rmdir()
            except OSError:
                pass
    return None


LACKS = "the engine lacks "


def skip_reasons(outcomes: Iterable[Any]) -> list[tuple[str, int]]:
    """The reasons fixtures were skipped, most frequent first, with how many each. A capability skip
    counts once for each capability it names (a fixture may lack several)."""
    counts: Counter[str] = Counter()
    for o in outcomes:
        if o.status != "skipped":
            continue
        message = o.message or "no reason given"
        if message.startswith(LACKS):
            counts.update(LACKS + c.strip() for c in message[len(LACKS):].split(","))
        else:
            counts[message] += 1
    return sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))


def ran(result: Any) -> int:
    """How many fixtures were sent to the engine and answered (skips and bad input files are not)."""
    return sum(1 for o in result.outcomes if o.status != "skipped" and o.error_kind != "bad_input")


def nothing_ran(result: Any, selection: str | None = None, available: int | None = None) -> str | None:
    """The line saying that nothing was run, and why; None when something was.

    ``selection`` and ``available`` (fixtures before selection) explain an empty selection.
    """
    if ran(result):
        return None
    outcomes = result.outcomes
    if not outcomes or all(o.error_kind == "bad_input" for o in outcomes):
        if selection and available:
            return (f"nothing ran: --select {selection!r} matches none of the {available} fixtures "
                    "(terms are rule numbers, tags, capabilities, src-ITEM or id globs; rule letters are lower case)")
        if available == 0 or not outcomes:
            return "nothing ran: no fixture was found"
        return "nothing ran: every fixture file is bad input"
    reasons = skip_reasons(outcomes)
    shown = "; ".join(f"{n} × {reason}" for reason, n in reasons[:REASONS_SHOWN])
    more = len(reasons) - REASONS_SHOWN
    return (f"nothing ran: all {len(outcomes)} fixtures were skipped ({shown}"
            + (f"; and {more} other reasons" if more > 0 else "") + ")")
