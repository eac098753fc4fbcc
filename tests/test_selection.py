"""Partial engines: ``--select`` by rule, tag, capability, source item or id (with exclusions), and
fixtures needing a capability the engine did not declare are skipped with it named."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.conftest import cli
from tests.sample import passing, paths


@pytest.fixture(scope="module")
def fixtures():
    fx, errors = runner.load_fixtures()
    assert fx
    return fx


def selected(fixtures, expr: str) -> list[str]:
    return [f.id for f in fixtures if runner.matches(f.data, expr)]


def test_select_by_capability(fixtures) -> None:
    cap = "choice.copy"
    ids = selected(fixtures, cap)
    assert ids and all(cap in f.data["requires"] for f in fixtures if f.id in ids)
    assert set(selected(fixtures, f"-{cap}")) == {f.id for f in fixtures} - set(ids)


def test_select_by_source_item(fixtures) -> None:
    item = fixtures[0].data["sources"][0]["item"]
    ids = selected(fixtures, f"src-{item}")
    assert fixtures[0].id in ids
    assert all(any(s["item"] == item for s in f.data["sources"]) for f in fixtures if f.id in ids)
    assert selected(fixtures, "src-no-such-item") == []


def test_select_by_rule_prefix_is_rule_aware(fixtures) -> None:
    """707.1 selects 707.1 and 707.1a, never 707.10."""
    f = {"id": "x", "rules": {"707.10": "", "707.1a": ""}, "tags": [], "requires": [], "sources": []}
    assert runner.matches(f, "707.1") and runner.matches(f, "cr-707.10")
    g = {**f, "rules": {"707.10": ""}}
    assert not runner.matches(g, "707.1") and runner.matches(g, "707")


def test_select_combines_terms_and_exclusions(fixtures) -> None:
    a, b = fixtures[0].id, fixtures[1].id
    assert selected(fixtures, f"{a},{b}") == sorted([a, b], key=[f.id for f in fixtures].index)
    assert selected(fixtures, f"{a},{b},-{b}") == [a]
    assert b not in selected(fixtures, f"-{b}") and len(selected(fixtures, f"-{b}")) == len(fixtures) - 1


def test_cli_select(tmp_path: Path) -> None:
    sample = passing(6)
    term = sample[1].data["sources"][0]["item"]
    r = cli("run", "-q", "--select", f"src-{term},{sample[4].id}", "--report", f"json:{tmp_path / 'r.json'}",
            "--fixtures", *paths(sample))
    data = json.loads((tmp_path / "r.json").read_text())
    assert sorted(f["id"] for f in data["fixtures"]) == sorted(selected(sample, f"src-{term},{sample[4].id}")), r.stdout + r.stderr
    assert sample[1].id in [f["id"] for f in data["fixtures"]] and len(data["fixtures"]) < 6


class Partial(ReferenceEngine):
    """Declares every capability but one."""

    def __init__(self, lacking: str) -> None:
        self.lacking = lacking

    def hello(self):
        info = super().hello()
        return {**info, "capabilities": [c for c in info["capabilities"] if c != self.lacking]}


def test_missing_capability_skips_exactly_the_fixtures_needing_it() -> None:
    sample = passing(8)
    needs = lambda cap: [f for f in sample if cap in f.data["requires"]]  # noqa: E731
    lacking = next(c for f in sample for c in f.data["requires"] if 0 < len(needs(c)) < len(sample))
    result = runner.run(Partial(lacking), sample, [])
    for o, f in zip(result.outcomes, sample):
        if lacking in f.data["requires"]:
            assert (o.status, o.message) == ("skipped", f"the engine lacks {lacking}")
        else:
            assert o.status == "passed", o
    assert result.counts()["skipped"] == len(needs(lacking))


def test_an_engine_declaring_nothing_is_not_asked_anything(fixtures) -> None:
    class Nothing(ReferenceEngine):
        def hello(self):
            return {"engine": {"name": "nothing"}, "capabilities": []}

        def run(self, payload):
            raise AssertionError("a fixture was sent to an engine lacking its capabilities")

    result = runner.run(Nothing(), fixtures, [])
    assert {o.status for o in result.outcomes} == {"skipped"}
    assert all("observe.characteristics" in o.message for o in result.outcomes)
