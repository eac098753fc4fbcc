"""A snapshot of the reference engine's complete replies (observations and action outcomes), to
prove a change to the engine leaves its behaviour byte-identical:

    python benchmarks/snapshot_replies.py before.jsonl      # before the change
    python benchmarks/snapshot_replies.py after.jsonl       # after it
    cmp before.jsonl after.jsonl

One JSON line per fixture, in id order: every corpus fixture (fixtures/, run as the harness sends
it), then the synthetic boards of benchmarks/scaling_fixtures.py for a few small sizes. An engine
that raises is recorded with the exception's type and message, not skipped.
"""

from __future__ import annotations

import argparse
import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import scaling_fixtures  # noqa: E402

from mtg_conformance.cardpool import load_pool  # noqa: E402
from mtg_conformance.runner import load_fixtures, payload  # noqa: E402
from mtg_reference_engine.engine.adapter import ReferenceEngine  # noqa: E402

SYNTHETIC_SIZES = (1, 5, 10, 20)


def replies():
    """(fixture id, reply) for every fixture of the snapshot, in order."""
    engine = ReferenceEngine()
    pool = load_pool()
    loaded, errors = load_fixtures()
    if errors:
        raise SystemExit("the corpus does not load: " + "; ".join(map(str, errors[:5])))
    if not loaded:
        raise SystemExit("no fixtures loaded")
    payloads = sorted(((lf.data["id"], payload(lf.data, pool)) for lf in loaded), key=lambda p: p[0])
    payloads += [(fx["id"], scaling_fixtures.payload(fx, pool)) for kind in sorted(scaling_fixtures.KINDS)
                 for n in SYNTHETIC_SIZES for fx in [scaling_fixtures.KINDS[kind](n)]]
    for fid, body in payloads:
        try:
            reply = engine.run(body)
        except Exception as exc:  # recorded: an exception must stay the same exception
            reply = {"raised": f"{type(exc).__name__}: {exc}"}
        yield fid, reply


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("out", type=Path, help="the file to write (JSON lines)")
    args = parser.parse_args()
    t0 = time.perf_counter()
    n = 0
    with args.out.open("w", encoding="utf-8") as fh:
        for fid, reply in replies():
            fh.write(json.dumps({"id": fid, "reply": reply}, ensure_ascii=False) + "\n")
            n += 1
    print(f"{n} replies written to {args.out} in {time.perf_counter() - t0:.1f} s")


if __name__ == "__main__":
    main()
