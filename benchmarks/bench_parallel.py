"""``run --jobs 1`` against ``--jobs 2``: fixtures per second, and the ratio, in one run of this script.

For each engine (the reference engine in-process, the reference engine through ``mtg-conformance
serve``, the null engine ``benchmarks/null_engine.py``) it times the run phase of the harness
(``runner.run`` with the executor ``run --jobs N`` builds: engine processes or worker processes started,
every fixture run, compared and collected in order; loading the fixtures is done once, before) with
one job and with two, alternating them ``--repeat`` times so both see the same load, and keeps the best
of each. It checks that both give every fixture the same outcome. The null engine is also run on
``--n`` synthetic trivial fixtures (benchmarks/bench_protocol.py's), where the harness's own work is
what is measured. Before and after, it measures what parallelism the machine offers at the time (pure
CPU work in two processes against one), the ceiling of any speed-up on a shared machine.

Usage: ``python benchmarks/bench_parallel.py [--repeat R] [--n N]``. No figure is asserted anywhere:
docs/BENCHMARKS.md records them.
"""

from __future__ import annotations

import argparse
import functools
import os
import sys
import tempfile
import time
from pathlib import Path

from mtg_conformance import parallel, runner
from mtg_conformance.engines import ExternalEngine, load_engine

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "benchmarks"))
from bench_protocol import trivial_fixtures  # noqa: E402

SERVE = [sys.executable, "-m", "mtg_conformance.cli", "serve"]
NULL = [sys.executable, str(REPO / "benchmarks" / "null_engine.py")]


def timed(kind: str, jobs: int, fixtures) -> tuple[float, list[tuple[str, str]]]:
    """One run phase: seconds, and (id, outcome) of every fixture."""
    if kind == "in-process":
        engine = load_engine("reference")
        make = functools.partial(load_engine, "reference")
    else:
        argv = SERVE if kind == "serve" else NULL
        make = functools.partial(ExternalEngine, argv, timeout=60.0)
        engine = make()
    execute = parallel.Executor(jobs, make, in_process=kind == "in-process", max_timeouts=0)
    started = time.perf_counter()
    try:
        result = runner.run(engine, fixtures, [], execute=execute)
    finally:
        engine.close()
    return time.perf_counter() - started, [(o.id, o.status) for o in result.outcomes]


def _burn(n: int = 2_000_000) -> int:
    total = 0
    for i in range(n):
        total += i * i
    return total


def _burn_alone() -> None:
    os.setsid()
    _burn()


def available_parallelism(repeat: int, own_session: bool) -> float:
    """What two processes can get from this machine right now: the same pure-Python work done twice
    in this process, against once in each of two processes at the same time (best of ``repeat``).
    2.0 on two idle cores; on a machine shared with other work it is the ceiling of any speed-up.
    ``own_session``: each process in its own session, as the harness starts engine processes and
    worker processes (with the kernel's autogroup scheduling, a session gets its own share of a busy
    machine)."""
    import multiprocessing

    ctx = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
    serial = two = float("inf")
    for _ in range(repeat):
        t = time.perf_counter()
        _burn()
        _burn()
        serial = min(serial, time.perf_counter() - t)
        t = time.perf_counter()
        procs = [ctx.Process(target=_burn_alone if own_session else _burn) for _ in range(2)]
        for p in procs:
            p.start()
        for p in procs:
            p.join()
        two = min(two, time.perf_counter() - t)
    return serial / two


def parallelism(repeat: int) -> None:
    print(f"available parallelism (pure CPU work, 2 processes against 1): "
          f"{available_parallelism(repeat, False):.2f}x in this session, "
          f"{available_parallelism(repeat, True):.2f}x in sessions of their own", flush=True)


def compare(label: str, kind: str, fixtures, repeat: int) -> None:
    best = {1: float("inf"), 2: float("inf")}
    outcomes = {}
    for _ in range(repeat):
        for jobs in (1, 2):
            seconds, outcomes[jobs] = timed(kind, jobs, fixtures)
            best[jobs] = min(best[jobs], seconds)
    assert outcomes[1] == outcomes[2], f"{label}: --jobs 1 and --jobs 2 disagree"
    n = len(fixtures)
    print(f"{label:<48} {n:>6}  jobs 1: {best[1]:7.3f} s {n / best[1]:8.0f}/s   "
          f"jobs 2: {best[2]:7.3f} s {n / best[2]:8.0f}/s   speed-up {best[1] / best[2]:.2f}x", flush=True)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=3)
    ap.add_argument("--n", type=int, default=5000, help="synthetic fixtures for the null engine")
    args = ap.parse_args()
    os.chdir(REPO)
    fixtures, errors = runner.load_fixtures()
    assert not errors, errors
    load = os.getloadavg()
    print(f"{os.cpu_count()} cores, load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the start; "
          f"best of {args.repeat}, jobs 1 and 2 alternating", flush=True)
    parallelism(args.repeat)
    compare("reference engine, in-process (corpus)", "in-process", fixtures, args.repeat)
    compare("reference engine, mtg-conformance serve (corpus)", "serve", fixtures, args.repeat)
    compare("null engine (corpus)", "null", fixtures, args.repeat)
    with tempfile.TemporaryDirectory() as tmp:
        trivial_fixtures(Path(tmp), args.n)
        synthetic, errors = runner.load_fixtures([Path(tmp)])
        assert not errors and len(synthetic) == args.n
        compare(f"null engine ({args.n} trivial fixtures)", "null", synthetic, args.repeat)
    parallelism(args.repeat)
    load = os.getloadavg()
    print(f"load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f} at the end")


if __name__ == "__main__":
    main()
