"""The harness classifies and reports outcomes: passed, failed (wrong answer), errored, skipped; the
in-process and the external-process adapters agree on the whole corpus."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.engines import ExternalEngine
from mtg_conformance.reports import describe_failure, json_report
from mtg_conformance.schemas import problems
from mtg_reference_engine.engine.adapter import ReferenceEngine
from tests.conftest import SERVE_CMD, cli
from tests.wrong_engine import PowerPlusOne


class Raises(ReferenceEngine):
    def run(self, payload):
        raise RuntimeError("boom")


class Skips(ReferenceEngine):
    def hello(self):
        return {"engine": {"name": "partial"}, "capabilities": ["setup.battlefield"]}


@pytest.fixture(scope="module")
def corpus():
    fixtures, errors = runner.load_fixtures()
    assert fixtures and not errors
    return fixtures, errors


def _run(engine):
    fixtures, errors = runner.load_fixtures()
    assert not errors
    return runner.run(engine, fixtures, errors)


# The corpus run once per engine and path, shared by the tests that look at it.
@pytest.fixture(scope="module")
def reference_run(corpus):
    return runner.run(ReferenceEngine(), *corpus)


@pytest.fixture(scope="module")
def wrong_run(corpus):
    return runner.run(PowerPlusOne(), *corpus)


def test_reference_engine_passes_everything(reference_run) -> None:
    result = reference_run
    assert result.counts()["passed"] == len(result.outcomes) > 0, result.summary()
    assert result.exit_status() == 0


def test_a_wrong_engine_fails_with_expectation_observation_rules_and_source(wrong_run) -> None:
    result = wrong_run
    failed = [o for o in result.outcomes if o.status == "failed"]
    assert failed, "an engine reporting wrong power must fail some fixture"
    assert result.exit_status() == 1
    text = describe_failure(failed[0])
    assert "expected:" in text and "observed: power" in text
    assert "rules:" in text and "source:" in text and "“" in text


def test_engine_exception_is_errored_not_a_crash() -> None:
    result = _run(Raises())
    assert {o.status for o in result.outcomes} == {"errored"}
    assert "RuntimeError: boom" in result.outcomes[0].message


def test_missing_capabilities_skip_with_the_capability_named() -> None:
    result = _run(Skips())
    assert {o.status for o in result.outcomes} == {"skipped"}
    assert "the engine lacks" in result.outcomes[0].message and "action." in result.outcomes[0].message


def test_in_process_and_external_adapters_agree_on_the_whole_corpus(corpus, reference_run) -> None:
    fixtures, errors = corpus
    inproc = reference_run
    ext = ExternalEngine(SERVE_CMD, timeout=60)
    try:
        external = runner.run(ext, fixtures, errors)
    finally:
        ext.close()
    key = lambda r: [(o.id, o.status, o.message) for o in r.outcomes]  # noqa: E731
    assert key(inproc) == key(external)
    for a, b in zip(inproc.outcomes, external.outcomes):
        assert a.observations == b.observations, a.id


def test_json_report_fits_its_schema(wrong_run) -> None:
    result = wrong_run
    report = json_report(result)
    assert report["summary"]["failed"] > 0
    assert problems("report", report) == []


def test_cli_reports_json_and_junit(tmp_path: Path) -> None:
    r = cli("run", "-q", "--report", f"json:{tmp_path / 'r.json'}", "--report", f"junit:{tmp_path / 'r.xml'}")
    assert r.returncode == 0, r.stdout + r.stderr
    data = json.loads((tmp_path / "r.json").read_text())
    assert data["engine"]["name"] == "mtg-conformance reference engine"
    assert data["summary"]["passed"] == len(data["fixtures"])
    xml = (tmp_path / "r.xml").read_text()
    assert "<testsuite" in xml and 'failures="0"' in xml


def test_select_by_rule_tag_and_id() -> None:
    fixtures, _ = runner.load_fixtures()
    by_rule = [f for f in fixtures if runner.matches(f.data, "707.9")]
    assert by_rule and all(any(r.startswith("707.9") for r in f.data["rules"]) for f in by_rule)
    assert not [f for f in fixtures if runner.matches(f.data, "707.9") and runner.matches(f.data, "-707.9")]
    one = fixtures[0].id
    assert [f.id for f in fixtures if runner.matches(f.data, one)] == [one]
    assert [f for f in fixtures if runner.matches(f.data, "copy-permanents/*")]


def test_an_implicitly_refused_action_fails() -> None:
    """Every action is expected to be accepted unless the fixture says it is refused."""
    fixtures, _ = runner.load_fixtures()
    fx = copy.deepcopy(next(f for f in fixtures if any(a["do"] == "cast" for a in f.data["actions"])).data)
    cast = next(a for a in fx["actions"] if a["do"] == "cast")
    cast["player"] = "bob" if cast["player"] == "alice" else "alice"  # casting someone else's card
    lf = runner.LoadedFixture(Path("x.json"), fx)
    from mtg_conformance.cardpool import load_pool

    out = runner.run_fixture(ReferenceEngine(), lf, load_pool(), None)
    assert out.status == "failed"
    assert any("refused" in m.message for m in out.mismatches)
