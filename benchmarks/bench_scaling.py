"""How the reference engine's cost grows with the board (figures in docs/BENCHMARKS.md; nothing
here is asserted).

1. Synthetic boards (benchmarks/scaling_fixtures.py, real pool cards) of N = 1, 10, 50, 100, 200,
   500 permanents: ``vanilla`` (Grizzly Bears), ``effects`` (anthems, a chosen-type anthem, a
   P/T-setting Aura, a pumping Aura, counters; a Giant Growth cast and resolved, two steps, three
   observations) and ``clone`` (the same board, a Clone cast as a copy of a creature). Each is run
   in-process through the engine's adapter (``ReferenceEngine.run``), best of R; then the growth
   exponent ``k`` of ``time ~ N^k`` fitted by least squares on log(time) against log(N), over all
   sizes and over N >= 50 (where the fixed cost no longer hides the growth), for wall time and for
   the process's CPU time (steadier when other work shares the machine).
2. The corpus (fixtures/), in the same run: every fixture through the harness's run phase
   (``runner.run``) with the in-process reference engine, and with the null engine
   (benchmarks/null_engine.py, an external process answering empty observations) as the floor of
   what the harness itself costs; time per fixture and the ratio of the two.

    python benchmarks/bench_scaling.py [--sizes 1,10,50,100,200,500] [--repeat 3] [--cap 60]
        [--part boards|corpus|both]

A size that would take more than --cap seconds if time grew with the square of N from the previous
size is not run (said so in the output).
"""

from __future__ import annotations

import argparse
import math
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scaling_fixtures  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
NULL_ENGINE = REPO / "benchmarks" / "null_engine.py"


def exponent(points: list[tuple[int, float]]) -> float | None:
    """The least-squares slope of log(time) against log(N)."""
    if len(points) < 2:
        return None
    xs = [math.log(n) for n, _ in points]
    ys = [math.log(t) for _, t in points]
    mx, my = sum(xs) / len(xs), sum(ys) / len(ys)
    return sum((x - mx) * (y - my) for x, y in zip(xs, ys)) / sum((x - mx) ** 2 for x in xs)


def boards(sizes: list[int], repeat: int, cap: float) -> dict[str, list[tuple[int, float, float]]]:
    """Each kind's (N, wall seconds, CPU seconds), the best of ``repeat`` runs each."""
    from mtg_conformance.cardpool import load_pool
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    pool = load_pool()
    engine = ReferenceEngine()
    results: dict[str, list[tuple[int, float, float]]] = {}
    print(f"1. synthetic boards, in-process ReferenceEngine.run, best of {repeat} (wall; CPU of this process)")
    for kind, make in scaling_fixtures.KINDS.items():
        points: list[tuple[int, float, float]] = []
        for n in sizes:
            if points and points[-1][1] * (n / points[-1][0]) ** 2 > cap:
                print(f"   {kind:8s} N={n:4d}  not run: from N={points[-1][0]} ({points[-1][1]:.2f} s), "
                      f"quadratic growth would take more than {cap:g} s")
                continue
            body = scaling_fixtures.payload(make(n), pool)
            reply = engine.run(body)  # also the warm-up
            if "observations" not in reply:
                raise SystemExit(f"{kind} N={n}: the engine did not run the board: {reply}")
            wall, cpu = float("inf"), float("inf")
            for _ in range(repeat if not points or points[-1][1] * repeat < cap else 1):
                t0, c0 = time.perf_counter(), time.process_time()
                engine.run(body)
                wall, cpu = min(wall, time.perf_counter() - t0), min(cpu, time.process_time() - c0)
            points.append((n, wall, cpu))
            print(f"   {kind:8s} N={n:4d}  {wall * 1000:10.2f} ms wall  {cpu * 1000:10.2f} ms CPU")
        results[kind] = points
        for label, i in (("wall", 1), ("CPU", 2)):
            k_all = exponent([(p[0], p[i]) for p in points])
            k_tail = exponent([(p[0], p[i]) for p in points if p[0] >= 50])
            print(f"   {kind:8s} growth exponent ({label}): {k_all:.2f} over N={points[0][0]}..{points[-1][0]}"
                  + (f", {k_tail:.2f} over N>=50" if k_tail is not None else ""))
    return results


def corpus(repeat: int) -> None:
    from mtg_conformance import runner
    from mtg_conformance.engines import ExternalEngine
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    fixtures, errors = runner.load_fixtures()
    if not fixtures:
        raise SystemExit("no corpus fixtures loaded")
    n = len(fixtures)

    def phase(make) -> tuple[float, float, str]:
        best, best_cpu, summary = float("inf"), float("inf"), ""
        for _ in range(repeat):
            engine = make()
            t0, c0 = time.perf_counter(), time.process_time()
            result = runner.run(engine, fixtures, errors)
            best, best_cpu = min(best, time.perf_counter() - t0), min(best_cpu, time.process_time() - c0)
            engine.close()
            summary = result.summary()
        return best, best_cpu, summary

    # interleaved, so both see the same load
    ref, ref_cpu, ref_summary = phase(ReferenceEngine)
    null, null_cpu, _ = phase(lambda: ExternalEngine([sys.executable, str(NULL_ENGINE)], timeout=60))
    print(f"2. the corpus ({n} fixtures), harness run phase (runner.run), best of {repeat}")
    print(f"   reference engine, in-process: {ref:7.3f} s wall  {ref / n * 1000:6.2f} ms a fixture;"
          f"  CPU {ref_cpu:7.3f} s  {ref_cpu / n * 1000:6.2f} ms a fixture  ({ref_summary})")
    print(f"   null engine (external floor): {null:7.3f} s wall  {null / n * 1000:6.2f} ms a fixture;"
          f"  harness CPU {null_cpu:7.3f} s (the null process's own not counted)")
    print(f"   ratio reference / null (wall): {ref / null:.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="1,10,50,100,200,500")
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--cap", type=float, default=60.0, help="seconds; larger sizes are not run after one this slow")
    parser.add_argument("--part", choices=("boards", "corpus", "both"), default="both")
    args = parser.parse_args()
    if args.part in ("boards", "both"):
        boards([int(s) for s in args.sizes.split(",")], args.repeat, args.cap)
    if args.part in ("corpus", "both"):
        corpus(args.repeat)


if __name__ == "__main__":
    main()
