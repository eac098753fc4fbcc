"""The pytest route: the features run through pytest-bdd on an external engine, and fail on a wrong one."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from tests.conftest import REPO, SERVE_CMD


def pytest_run(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                           "tests/test_scenarios.py", *args], capture_output=True, text=True, cwd=REPO, timeout=300)


def test_features_pass_on_the_reference_engine_over_the_protocol() -> None:
    r = pytest_run("-m", "cr-707.2", "--engine-cmd", SERVE_CMD)
    assert r.returncode == 0, r.stdout[-3000:]
    assert " passed" in r.stdout and "failed" not in r.stdout


def test_features_fail_on_a_wrong_engine() -> None:
    wrong = f"{sys.executable} {Path(REPO, 'tests', 'wrong_engine.py')}"
    r = pytest_run("-m", "cr-707.2", "--engine-cmd", wrong)
    assert r.returncode == 1, r.stdout[-3000:]
    assert "power: expected" in r.stdout


def test_tags_select_by_rule() -> None:
    r = pytest_run("-m", "cr-707.9b", "--collect-only")
    assert r.returncode == 0
    selected = [l for l in r.stdout.splitlines() if "::" in l]
    from mtg_conformance.runner import load_fixtures

    citing = [f for f in load_fixtures()[0] if "707.9b" in f.data["rules"]]
    assert selected and len(selected) == len(citing), r.stdout


def test_the_engine_runs_once_per_scenario() -> None:
    """Each scenario's fixture is run once, however many Then steps check it (issue 17)."""
    import re

    r = pytest_run("-m", "cr-707.2", "-p", "tests.count_engine_runs")
    assert r.returncode == 0, r.stdout[-3000:]
    passed = int(re.search(r"(\d+) passed", r.stdout)[1])
    runs = int(re.search(r"reference engine runs: (\d+)", r.stdout)[1])
    assert passed > 1 and runs == passed, r.stdout[-3000:]


def test_scenarios_are_named_by_their_fixture_ids() -> None:
    """Issue 14: pytest names a corpus scenario by its fixture id, as `run` does — in the collection, the
    failure summary and JUnit — and that id on the command line runs exactly that scenario."""
    import xml.etree.ElementTree as ET

    from mtg_conformance.runner import load_fixtures, matches

    ids = {f.data["id"] for f in load_fixtures()[0] if matches(f.data, "707.2")}
    r = pytest_run("-m", "cr-707.2", "--collect-only")
    names = {l.split("::", 1)[1] for l in r.stdout.splitlines() if l.startswith("tests/test_scenarios.py::")}
    assert r.returncode == 0 and names == ids, r.stdout[-3000:]

    wrong = f"{sys.executable} {Path(REPO, 'tests', 'wrong_engine.py')}"
    junit = Path(REPO, ".pytest-junit-names.xml")
    try:
        r = pytest_run("-m", "cr-707.2", "--engine-cmd", wrong, "-rf", f"--junitxml={junit}")
        failed = {l.split("::", 1)[1].split(" ", 1)[0] for l in r.stdout.splitlines()
                  if l.startswith("FAILED tests/test_scenarios.py::")}
        assert r.returncode == 1 and failed and failed <= ids, r.stdout[-3000:]
        cases = {c.get("name") for c in ET.parse(junit).getroot().iter("testcase")}
        assert cases == ids
    finally:
        junit.unlink(missing_ok=True)

    one = sorted(ids)[0]
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        f"tests/test_scenarios.py::{one}"], capture_output=True, text=True, cwd=REPO, timeout=300)
    assert r.returncode == 0 and "1 passed" in r.stdout, r.stdout[-3000:]


def test_the_installed_scenarios_module_is_named_by_fixture_ids() -> None:
    """The plugin's own route (`pytest --pyargs mtg_conformance.scenarios_test`) names items the same way."""
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "--collect-only", "--pyargs", "mtg_conformance.scenarios_test", "-m", "cr-707.2"],
                       capture_output=True, text=True, cwd=REPO, timeout=300)
    items = [l for l in r.stdout.splitlines() if "::" in l]
    assert r.returncode == 0 and items, r.stdout[-3000:]
    ids = [l.split("::", 1)[1] for l in items]
    # each item is named by the id of a corpus fixture (its path under fixtures/ without .json)
    assert all((REPO / "fixtures" / f"{i}.json").is_file() for i in ids), [i for i in ids if "/" not in i][:3]
