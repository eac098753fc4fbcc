"""The compiled validator (jsonschema-rs) that answers "valid?" first must agree with jsonschema,
which explains rejections: checked on the corpus and on spoiled copies of it."""

from __future__ import annotations

import copy
import json
import random

import pytest

from mtg_conformance import corpus
from mtg_conformance.schemas import _fast_validator, problems, validator

SPOILERS = [None, 1, "x", [], {}, True, -3, "{G}", "battlefield"]


def spoil(doc, rng: random.Random) -> None:
    """Replace, delete or add one value somewhere in doc."""
    parent, key, node = None, None, doc
    for _ in range(rng.randint(1, 5)):
        if isinstance(node, dict) and node:
            parent, key = node, rng.choice(list(node))
        elif isinstance(node, list) and node:
            parent, key = node, rng.randrange(len(node))
        else:
            break
        node = parent[key]
    if parent is None:
        return
    r = rng.random()
    if r < 0.3 and isinstance(parent, dict):
        del parent[key]
    elif r < 0.7:
        parent[key] = rng.choice(SPOILERS)
    elif isinstance(parent, dict):
        parent["unexpected"] = 1


def test_the_fast_validator_is_in_use() -> None:
    pytest.importorskip("jsonschema_rs")
    assert _fast_validator("fixture") is not None and _fast_validator("protocol", "result") is not None


def test_both_validators_agree_on_spoiled_fixtures() -> None:
    fast = _fast_validator("fixture")
    if fast is None:
        pytest.skip("jsonschema-rs is not installed")
    slow = validator("fixture")
    rng = random.Random(7)
    files = corpus.fixture_files()[:10]
    checked = 0
    for path in files:
        doc = json.loads(path.read_text(encoding="utf-8"))
        assert fast.is_valid(doc) and slow.is_valid(doc)
        for _ in range(40):
            spoiled = copy.deepcopy(doc)
            spoil(spoiled, rng)
            assert fast.is_valid(spoiled) == slow.is_valid(spoiled), json.dumps(spoiled)[:500]
            assert (problems("fixture", spoiled) == []) == slow.is_valid(spoiled)
            checked += 1
    assert checked == 40 * len(files)
