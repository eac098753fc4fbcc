"""Profile the reference engine (the evidence for docs/BENCHMARKS.md): cProfile of the whole corpus
through the harness's run phase, or of one synthetic board (benchmarks/scaling_fixtures.py), with
the counts that matter — how many characteristics were asked for and how many were computed.

    python benchmarks/profile_engine.py corpus [--top 25]
    python benchmarks/profile_engine.py effects 200 [--sort tottime]
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scaling_fixtures  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("what", help="corpus, or a kind of board: " + ", ".join(scaling_fixtures.KINDS))
    parser.add_argument("n", nargs="?", type=int, default=200, help="the board's size")
    parser.add_argument("--sort", default="cumulative")
    parser.add_argument("--top", type=int, default=25)
    args = parser.parse_args()
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    engine = ReferenceEngine()
    if args.what == "corpus":
        from mtg_conformance import runner

        fixtures, errors = runner.load_fixtures()
        work = lambda: runner.run(engine, fixtures, errors)  # noqa: E731
    else:
        body = scaling_fixtures.payload(scaling_fixtures.KINDS[args.what](args.n))
        engine.run(body)  # warm-up (parses, imports)
        work = lambda: engine.run(body)  # noqa: E731
    profile = cProfile.Profile()
    profile.enable()
    work()
    profile.disable()
    stats = pstats.Stats(profile)
    stats.sort_stats(args.sort).print_stats(args.top)
    for name in ("characteristics", "_compute", "_through", "deepcopy"):
        for (file, line, func), (cc, nc, tt, ct, _) in stats.stats.items():  # type: ignore[attr-defined]
            if func == name and ("layers.py" in file or "copy.py" in file):
                print(f"{func} ({Path(file).name}:{line}): {nc} calls ({cc} outermost), {ct:.3f} s cumulative")


if __name__ == "__main__":
    main()
