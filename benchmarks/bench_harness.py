"""Fixtures per second: in-process adapter, external-process adapter, and pytest-bdd.

Generates N trivial scenarios (a permanent on the battlefield, one expectation about it) in a
temporary folder, compiles them with the real compiler, then times:

* the in-process reference engine through the harness (``runner.run``);
* the same engine as an external process (``mtg-conformance serve``) through ``ExternalEngine``,
  process start-up included;
* ``pytest`` running the same scenarios with pytest-bdd and the plugin, as a subprocess (interpreter
  and collection included), serially and with ``-n 2``.

Usage: ``python benchmarks/bench_harness.py [N] [--repeat R]``. Prints one line per measurement with
the best of R runs. No figure here is asserted anywhere: docs/BENCHMARKS.md records them.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from mtg_conformance import compiler, runner
from mtg_conformance.engines import ExternalEngine
from mtg_reference_engine.engine.adapter import ReferenceEngine

SCENARIO = """
  @cr-707.2 @src-cr-707.2
  Scenario: Trivial scenario number {i}
    Given alice controls Grizzly Bears as "bears"
    Then "bears" is 2/2
"""


def make_corpus(folder: Path, n: int) -> tuple[Path, Path]:
    features = folder / "features"
    features.mkdir()
    (features / "trivial.feature").write_text(
        "Feature: Trivial\n" + "".join(SCENARIO.format(i=i) for i in range(n)), encoding="utf-8")
    fixtures_dir = folder / "fixtures"
    fixtures, errors = compiler.compile_all(features)
    assert not errors, errors
    compiler.write_all(fixtures, fixtures_dir)
    (folder / "test_trivial.py").write_text(
        f"from pytest_bdd import scenarios\nscenarios({str(features)!r})\n", encoding="utf-8")
    return features, fixtures_dir


def best(fn, repeat: int) -> float:
    times = []
    for _ in range(repeat):
        t = time.perf_counter()
        fn()
        times.append(time.perf_counter() - t)
    return min(times)


def main() -> None:
    ap = argparse.ArgumentParser()
    ap.add_argument("n", nargs="?", type=int, default=500)
    ap.add_argument("--repeat", type=int, default=3)
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp)
        _, fixtures_dir = make_corpus(folder, args.n)
        fixtures, errors = runner.load_fixtures([fixtures_dir])
        assert len(fixtures) == args.n and not errors

        def in_process() -> None:
            result = runner.run(ReferenceEngine(), fixtures, [])
            assert result.counts()["passed"] == args.n

        def external() -> None:
            engine = ExternalEngine([sys.executable, "-m", "mtg_conformance.cli", "serve"], timeout=60)
            try:
                result = runner.run(engine, fixtures, [])
            finally:
                engine.close()
            assert result.counts()["passed"] == args.n, result.summary()

        def pytest_run(*extra: str):
            def go() -> None:
                r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *extra,
                                    str(folder / "test_trivial.py")], capture_output=True, text=True, cwd=folder)
                assert r.returncode == 0 and f"{args.n} passed" in r.stdout, r.stdout[-2000:]
            return go

        rows = [
            ("in-process adapter (harness, reference engine)", best(in_process, args.repeat)),
            ("external adapter (mtg-conformance serve, start-up included)", best(external, args.repeat)),
            ("pytest-bdd, serial (subprocess, start-up and collection included)", best(pytest_run(), args.repeat)),
            ("pytest-bdd, -n 2 (pytest-xdist)", best(pytest_run("-n", "2"), args.repeat)),
        ]
    print(f"{args.n} trivial scenarios, best of {args.repeat} runs")
    for label, seconds in rows:
        print(f"{label:70} {seconds:7.3f} s  {args.n / seconds:8.0f} fixtures/s")


if __name__ == "__main__":
    main()
