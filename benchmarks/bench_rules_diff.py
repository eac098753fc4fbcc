"""Wall time of a full ``rules-diff`` between two Comprehensive Rules releases, start-up included.

Each figure is a fresh process (``mtg-conformance rules-diff OLD NEW`` when the console script is
installed next to this Python, else ``python -m mtg_conformance.cli``), output discarded, run
``--repeat`` times; the minimum and median are printed. For reference the script also times a bare
start-up (``--version``) and, in-process, the parse and the diff alone.

    python benchmarks/bench_rules_diff.py [--repeat 7] [--cr-dir ../shared/data/cr]

The releases are read from ``--cr-dir`` (default: ``../shared/data/cr`` next to the repository);
only the pairs whose files exist are measured.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
PAIRS = [
    ("2025-11-14", "2026-01-16"),  # small update
    ("2021-06-18", "2022-10-07"),  # the 706 -> 707 renumbering
    ("2024-11-08", "2025-11-14"),  # largest consecutive pair here
    ("2021-06-18", "2026-01-16"),  # four and a half years at once
]


def command() -> list[str]:
    script = Path(sys.executable).with_name("mtg-conformance")
    if script.is_file():
        return [str(script)]
    found = shutil.which("mtg-conformance")
    if found:
        return [found]
    return [sys.executable, "-m", "mtg_conformance.cli"]


def wall(argv: list[str], repeat: int) -> list[float]:
    times = []
    env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1")
    for _ in range(repeat):
        t0 = time.perf_counter()
        proc = subprocess.run(argv, cwd=REPO, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
                              env=env)
        times.append(time.perf_counter() - t0)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} exited {proc.returncode}: "
                             f"{proc.stderr.decode(errors='replace').strip()}")
    return times


def fmt(times: list[float]) -> str:
    return f"min {min(times) * 1000:6.0f} ms   median {statistics.median(times) * 1000:6.0f} ms"


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--repeat", type=int, default=7)
    ap.add_argument("--cr-dir", type=Path, default=REPO.parent / "shared" / "data" / "cr")
    args = ap.parse_args()

    sys.path.insert(0, str(REPO))
    from mtg_conformance import corpus
    from mtg_conformance.crparse import parse, read_text
    from mtg_conformance.rulesdiff import diff

    def path_of(date: str) -> Path:
        if date == corpus.CR_VERSION:
            return corpus.cr_path()
        return args.cr_dir / f"MagicCompRules-{date}.txt"

    cmd = command()
    print(f"command: {' '.join(cmd)}")
    print(f"python {sys.version.split()[0]} on {os.cpu_count()} CPUs, {args.repeat} runs each")
    print(f"{'start-up only (--version)':52s} {fmt(wall(cmd + ['--version'], args.repeat))}")
    for old, new in PAIRS:
        a, b = path_of(old), path_of(new)
        if not (a.is_file() and b.is_file()):
            print(f"{old} -> {new}: skipped (file missing)")
            continue
        for form in ("md", "json"):
            label = f"rules-diff {old} -> {new} --format {form}"
            print(f"{label:52s} {fmt(wall(cmd + ['rules-diff', str(a), str(b), '--format', form], args.repeat))}")
        # in-process breakdown
        t0 = time.perf_counter()
        ra, rb = parse(read_text(a), a), parse(read_text(b), b)
        t1 = time.perf_counter()
        result = diff(ra, rb)
        t2 = time.perf_counter()
        counts = ", ".join(f"{k} {len(v)}" for k, v in result.items())
        print(f"{'':52s} in-process: parse both {1000 * (t1 - t0):4.0f} ms, diff "
              f"{1000 * (t2 - t1):4.0f} ms ({counts})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
