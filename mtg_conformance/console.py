"""What ``mtg-conformance run`` prints while and after it runs: progress with done/total, the failures
(the first ones in full, the rest one line each), and the ``--list`` dry run."""

from __future__ import annotations

import sys
from typing import Any, Iterable, TextIO

from .reports import STATUS_CHAR, describe_failure
from .runner import LoadedFixture, Outcome

#: Failures shown in full; each further one is one line (all are in full in the reports).
SHOWN_IN_FULL = 10
#: Errored fixtures shown in full per distinct reason (an engine that is down errs the same way on every
#: fixture); the rest are counted.
SAME_REASON_SHOWN = 3
WIDTH = 80


class Progress:
    """One character per fixture, ``WIDTH`` to a line, each full line ending with ``[done/total]``."""

    def __init__(self, total: int, quiet: bool = False, out: TextIO | None = None) -> None:
        self.total = total
        self.quiet = quiet
        self.out = out
        self.done = 0

    def __call__(self, o: Outcome) -> None:
        self.done += 1
        if self.quiet:
            return
        out = self.out or sys.stdout
        out.write(STATUS_CHAR[o.status])
        if self.done % WIDTH == 0:
            out.write(f" [{self.done}/{self.total}]\n")
        out.flush()

    def finish(self) -> None:
        if not self.quiet and self.done % WIDTH:
            pad = " " * (WIDTH - self.done % WIDTH)
            (self.out or sys.stdout).write(f"{pad} [{self.done}/{self.total}]\n")


def one_line(o: Outcome) -> str:
    where = ""
    if o.feature:
        where = f" ({o.feature.get('file')}:{o.feature.get('line')})"
    return f"{o.status.upper()}: {o.id}{where} — {' '.join(o.message.split())[:240]}"


def print_problems(problems: list[Outcome], out: TextIO | None = None) -> None:
    """The first ``SHOWN_IN_FULL`` problems in full (at most ``SAME_REASON_SHOWN`` per errored reason),
    then one line for each further one, then how many reasons were folded."""
    out = out or sys.stdout
    same_reason: dict[str, int] = {}
    shown = 0
    brief: list[Outcome] = []
    for o in problems:
        if o.status == "errored":
            same_reason[o.message] = same_reason.get(o.message, 0) + 1
            if same_reason[o.message] > SAME_REASON_SHOWN:
                continue
        if shown < SHOWN_IN_FULL:
            print(file=out)
            print(describe_failure(o), file=out)
            shown += 1
        else:
            brief.append(o)
    if brief:
        print(f"\n{len(brief)} more, one line each (every one is in full in the reports):", file=out)
        for o in brief:
            print("  " + one_line(o), file=out)
    for reason, n in same_reason.items():
        if n > SAME_REASON_SHOWN:
            print(f"\n... and {n - SAME_REASON_SHOWN} more fixtures errored with the same reason: {reason[:300]}",
                  file=out)


def print_list(fixtures: Iterable[LoadedFixture], out: TextIO | None = None) -> int:
    """``run --list``: each selected fixture with its rules and the capabilities it requires."""
    out = out or sys.stdout
    n = 0
    for lf in fixtures:
        fx: dict[str, Any] = lf.data
        n += 1
        feature = fx.get("feature") or {}
        where = f"  {feature.get('file')}:{feature.get('line')}" if feature else ""
        print(f"{fx['id']}{where}", file=out)
        print(f"    rules:    {', '.join(fx['rules'])}", file=out)
        print(f"    requires: {', '.join(fx['requires']) or 'nothing'}", file=out)
    return n
