"""The grammar's trees lowered to the engine's Ability objects reproduce the template parser's
exactly, line by line over the pool, wherever the lowering reaches (reference_impl/mtg_reference_engine/text/lowering.py).
The share it reaches is printed, not asserted: it grows as constructs are lowered."""

from __future__ import annotations

import glob
import json
from pathlib import Path

from mtg_reference_engine.text.oracle import parse_line as legacy_parse_line
from mtg_reference_engine.text import parse_card
from mtg_reference_engine.text.lowering import lower

ROOT = Path(__file__).resolve().parents[1]


def _pool_lines():
    for path in sorted(glob.glob(str(ROOT / "fixtures" / "cards" / "*.json"))):
        card = json.loads(Path(path).read_text(encoding="utf-8"))
        for face in card.get("faces") or [card]:
            for parsed in parse_card(face.get("oracle_text", ""), (face["name"], card["name"])):
                yield face, parsed


def test_lowered_abilities_equal_the_template_parsers():
    reached = total = 0
    mismatches = []
    for face, parsed in _pool_lines():
        total += 1
        lowered = lower(parsed)
        if lowered is None:
            continue
        reached += 1
        legacy = legacy_parse_line(parsed.text, face["name"])
        got = [(a.text, a.kind, a.spec) for a in lowered]
        want = [(a.text, a.kind, a.spec) for a in legacy]
        if got != want:
            mismatches.append((face["name"], parsed.text, got, want))
    assert not mismatches, mismatches[:5]
    assert reached >= 72, f"the lowering reaches only {reached} of {total} pool lines"
    print(f"lowered {reached} of {total} pool abilities")


def test_lowering_reaches_nothing_it_cant_reproduce():
    # A line the grammar can't read is never lowered.
    parsed = parse_card("Flying\nWhenever the moon is full, frobnicate.", ("X",))
    assert lower(parsed[0]) is not None and lower(parsed[1]) is None
