"""Speed of the external-engine protocol (figures in docs/BENCHMARKS.md; nothing here is asserted).

1. The whole corpus through ``mtg-conformance run --engine-cmd "mtg-conformance serve"`` against the
   in-process ``mtg-conformance run``: wall time of the command as a user runs it (fresh process,
   start-up included), and the harness's run phase alone (``runner.run``, fixtures already
   loaded, the external engine's start-up included).
2. Harness overhead: a null engine (benchmarks/null_engine.py, empty observations for every
   fixture) on N synthetic trivial fixtures written to a temporary folder, everything pinned to
   one core with ``taskset -c 0``: fixtures per second for the whole command (loading and
   validating the fixtures included) and for the run phase alone.

    python benchmarks/bench_protocol.py [--n 20000] [--repeat 5] [--part corpus|null|both]
"""

from __future__ import annotations

import argparse
import json
import os
import resource
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
NULL_ENGINE = REPO / "benchmarks" / "null_engine.py"


def cli() -> list[str]:
    script = Path(sys.executable).with_name("mtg-conformance")
    return [str(script)] if script.is_file() else [sys.executable, "-m", "mtg_conformance.cli"]


def pinned(argv: list[str]) -> list[str]:
    return (["taskset", "-c", "0"] + argv) if shutil.which("taskset") else argv


CPU: list[float] = []  # CPU seconds (user + system, the command and its children) of each wall() run


def wall(argv: list[str], repeat: int, ok=(0,)) -> list[float]:
    times = []
    CPU.clear()
    for _ in range(repeat):
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        t0 = time.perf_counter()
        proc = subprocess.run(argv, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
        times.append(time.perf_counter() - t0)
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        CPU.append(after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime)
        if proc.returncode not in ok:
            raise SystemExit(f"{' '.join(argv)} exited {proc.returncode}: {proc.stderr.decode(errors='replace')[-2000:]}")
    return times


def trivial_fixtures(folder: Path, n: int) -> None:
    """N valid trivial fixtures: Grizzly Bears on the battlefield, observed, expected 2/2."""
    from mtg_conformance.capabilities import capabilities_for
    from mtg_conformance.crparse import corpus_release

    release = corpus_release()
    objects = [{"id": "bears", "card": "Grizzly Bears", "zone": "battlefield", "owner": "alice"}]
    actions = [{"do": "observe", "label": "checkpoint-1"}]
    template = {
        "title": "Grizzly Bears is 2/2", "feature": {"file": "features/bench.feature", "line": 1},
        "sources": [{"item": "cr-208.1", "document": "MagicCompRules-2026-01-16.txt", "quote": release.get("208.1").text}],
        "rules": {"208.1": release.hash_of("208.1")}, "cr_version": release.effective_date, "tags": [],
        "requires": capabilities_for(actions, objects), "cards": ["Grizzly Bears"],
        "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                  "turn": {"active": "alice", "step": "precombat_main"}, "objects": objects},
        "actions": actions, "expect": [{"at": "checkpoint-1", "object": "bears", "power": 2, "toughness": 2}],
    }
    folder.mkdir(parents=True, exist_ok=True)
    for i in range(n):
        fx = {"id": f"bench/trivial-{i:06d}", **template}
        (folder / f"trivial-{i:06d}.json").write_text(json.dumps(fx), encoding="utf-8")


def fmt(times: list[float]) -> str:
    return f"min {min(times):7.3f} s  median {statistics.median(times):7.3f} s"


def corpus_comparison(repeat: int) -> None:
    from mtg_conformance import runner
    from mtg_conformance.engines import ExternalEngine
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    fixtures, errors = runner.load_fixtures()
    print(f"1. the whole corpus ({len(fixtures)} fixtures), best of {repeat}")
    base = cli() + ["run", "-q"]
    inproc = wall(base, repeat, ok=(0, 1))
    inproc_cpu = min(CPU)
    external = wall(base + ["--engine-cmd", " ".join(cli() + ["serve"])], repeat, ok=(0, 1))
    external_cpu = min(CPU)
    print(f"   command, in-process:            {fmt(inproc)}   CPU {inproc_cpu:7.3f} s")
    print(f"   command, --engine-cmd serve:    {fmt(external)}   CPU {external_cpu:7.3f} s")
    print(f"   ratio external / in-process: wall (minima) {min(external) / min(inproc):.2f}, CPU {external_cpu / inproc_cpu:.2f}")

    def phase(make):
        best, summary = float("inf"), None
        for _ in range(repeat):
            engine = make()
            t0 = time.perf_counter()
            result = runner.run(engine, fixtures, errors)
            best = min(best, time.perf_counter() - t0)
            engine.close()
            summary = [(o.id, o.status) for o in result.outcomes]
        first = next((o.message for o in result.outcomes if o.status != "passed"), "")
        return best, summary, result.summary() + (f" (first: {first[:500]})" if first else "")

    a, sa, ta = phase(ReferenceEngine)
    b, sb, tb = phase(lambda: ExternalEngine(cli() + ["serve"], timeout=60))
    if sa != sb:
        raise SystemExit(f"the two adapters disagree: in-process {ta}; external {tb}")
    print(f"   run phase, in-process:          {a:7.3f} s   ({ta})")
    print(f"   run phase, external (start-up included): {b:7.3f} s   ratio {b / a:.2f}")


def null_engine(n: int, repeat: int) -> None:
    print(f"2. harness overhead: null engine, {n} synthetic trivial fixtures, "
          f"{'pinned to core 0 (taskset -c 0)' if shutil.which('taskset') else 'NOT pinned (no taskset)'}, best of {repeat}")
    with tempfile.TemporaryDirectory() as tmp:
        folder = Path(tmp) / "fixtures"
        trivial_fixtures(folder, n)
        engine_cmd = f"{sys.executable} {NULL_ENGINE}"
        argv = pinned(cli() + ["run", "-q", "--fixtures", str(folder), "--engine-cmd", engine_cmd])
        times = wall(argv, repeat, ok=(1,))  # every fixture fails: the null engine observes nothing
        print(f"   whole command (load, validate, run, report): {fmt(times)}   {n / min(times):8.0f} fixtures/s")
        print(f"   its CPU time (harness and null engine):      {min(CPU):7.3f} s   {n / min(CPU):8.0f} fixtures/s")
        code = (
            "import sys,time\n"
            "from pathlib import Path\n"
            "from mtg_conformance import runner\n"
            "from mtg_conformance.engines import ExternalEngine\n"
            f"t=time.perf_counter(); fx,err=runner.load_fixtures([Path({str(folder)!r})]); load=time.perf_counter()-t\n"
            f"e=ExternalEngine({engine_cmd!r}); e.hello()\n"
            "t=time.perf_counter(); r=runner.run(e,fx,err); run=time.perf_counter()-t\n"
            "e.close()\n"
            "assert r.counts()['failed']==len(fx), r.summary()\n"
            "print(load, run)\n")
        best_load = best_run = float("inf")
        for _ in range(repeat):
            out = subprocess.run(pinned([sys.executable, "-c", code]), cwd=REPO, capture_output=True, text=True)
            if out.returncode:
                raise SystemExit(out.stderr)
            load, run = map(float, out.stdout.split())
            best_load, best_run = min(best_load, load), min(best_run, run)
        print(f"   loading and validating the fixtures:         {best_load:7.3f} s   {n / best_load:8.0f} fixtures/s")
        print(f"   run phase (protocol, validation, compare):   {best_run:7.3f} s   {n / best_run:8.0f} fixtures/s")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--n", type=int, default=20000, help="synthetic fixtures for the null-engine run")
    ap.add_argument("--repeat", type=int, default=5)
    ap.add_argument("--part", choices=("corpus", "null", "both"), default="both", help="which measurement to make")
    args = ap.parse_args()
    os.environ.setdefault("PYTHONDONTWRITEBYTECODE", "1")
    import jsonschema_rs  # noqa: F401  (the figures assume the compiled validator is installed)

    if args.part in ("corpus", "both"):
        corpus_comparison(args.repeat)
    if args.part in ("null", "both"):
        null_engine(args.n, args.repeat)


if __name__ == "__main__":
    main()
