"""An engine team's own scenarios, beside the corpus, without forking it (issue 14): the whole loop of
docs/WRITING-SCENARIOS.md from a temporary folder outside the project — a card of its own, a feature in
the project's vocabulary citing a rule but no source item (face-down status, a negative supertype and
a mixed-case setup choice and counts of
permanents among its checks), compile, check, run (the reference engine
passes it, a wrong engine fails it) and pytest; and the errors a team meets on the way."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.conftest import REPO, cli

CARD = {
    "name": "Savannah Lions", "layout": "normal", "mana_cost": "{W}", "type_line": "Creature — Cat",
    "supertypes": [], "card_types": ["creature"], "subtypes": ["Cat"], "oracle_text": "", "colors": ["white"],
    "power": "2", "toughness": "1",
}

FEATURE = """\
Feature: Our engine's regressions

  @cr-613.4c @regression
  Scenario: Lions with two +1/+1 counters are 4/3
    Given alice controls Savannah Lions as "lions"
    And "lions" has two +1/+1 counters on it
    Then "lions" is 4/3

  @cr-508.1f
  Scenario: Attacking lions tap
    Given alice controls Savannah Lions as "lions"
    When alice attacks bob with "lions"
    Then "lions" is tapped

  @cr-708.2a
  Scenario: A face-down Grinning Demon is a 2/2 that is not legendary
    Given alice controls Grinning Demon as "demon"
    And "demon" is face down
    Then "demon" is face down
    And "demon" is 2/2
    And "demon" is not legendary
    And "demon" has no name

  @cr-614.12 @cr-205.3m
  Scenario: A choice recorded in mixed case is the same choice
    Given alice controls Adaptive Automaton as "automaton"
    And "automaton" chose Elf for "creature_type"
    And alice controls Quirion Elves as "elves"
    Then "elves" is 2/2
    And "automaton" has the creature types Elf

  @cr-111.1 @cr-110.1
  Scenario: Counting the permanents and tokens each player controls
    Given alice controls Savannah Lions as "lions"
    And alice controls Soldier Token as "soldier"
    And "soldier" is a token
    And bob controls Grizzly Bears as "bears"
    Then alice controls two creatures
    And alice controls one creature token
    And alice controls 1 nontoken permanent
    And bob controls no tokens
    And bob controls a creature
"""


@pytest.fixture
def team(tmp_path: Path) -> Path:
    (tmp_path / "cards").mkdir()
    (tmp_path / "cards" / "savannah-lions.json").write_text(json.dumps(CARD, indent=2))
    (tmp_path / "features").mkdir()
    (tmp_path / "features" / "regressions.feature").write_text(FEATURE)
    return tmp_path


def in_team(team: Path, *args: str):
    return cli(*args, cwd=team)


def test_the_whole_loop_from_an_outside_folder(team: Path) -> None:
    r = in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    assert r.returncode == 0, r.stderr
    assert "5 fixtures (5 written, 0 deleted)" in r.stdout
    fx = json.loads((team / "fixtures" / "regressions" / "lions-with-two-1-1-counters-are-4-3.json").read_text())
    assert fx["sources"] == [] and list(fx["rules"]) == ["613.4c"] and fx["tags"] == ["regression"]
    assert fx["feature"] == {"file": "features/regressions.feature", "line": 4}

    r = in_team(team, "check", "--features", "features", "--fixtures", "fixtures", "--cards", "cards")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "check: ok (5 fixtures" in r.stdout

    r = in_team(team, "run", "--fixtures", "fixtures", "--cards", "cards")
    assert r.returncode == 0, r.stdout + r.stderr
    assert "5 passed, 0 failed, 0 errored, 0 unsupported, 0 skipped" in r.stdout
    wrong = f"{sys.executable} {REPO / 'tests' / 'wrong_engine.py'}"
    r = in_team(team, "run", "--fixtures", "fixtures", "--cards", "cards", "--engine-cmd", wrong)
    assert r.returncode == 1 and '"lions" power: expected 4, observed 5' in r.stdout

    # without the team's cards the fixtures are bad input, naming the card
    r = in_team(team, "run", "--fixtures", "fixtures")
    assert r.returncode == 2 and "unknown card 'Savannah Lions'" in r.stderr

    # the fixtures go stale when the feature changes: check says so
    (team / "features" / "regressions.feature").write_text(FEATURE.replace('Then "lions" is 4/3', 'Then "lions" is 4/4'))
    r = in_team(team, "check", "--features", "features", "--fixtures", "fixtures", "--cards", "cards")
    assert r.returncode == 1 and "out of date with features/regressions.feature" in r.stdout


def test_the_team_runs_its_scenarios_with_pytest(team: Path) -> None:
    (team / "test_regressions.py").write_text("from pytest_bdd import scenarios\n\nscenarios('features')\n")
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "--cards", "cards", "test_regressions.py"], capture_output=True, text=True, cwd=team, timeout=300)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-2000:]
    assert "5 passed" in r.stdout
    # each scenario is named by the fixture id `compile --features features` gives it
    r = subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "no:xdist",
                        "--cards", "cards", "--collect-only", "test_regressions.py"], capture_output=True, text=True,
                       cwd=team, timeout=300)
    in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    ids = {json.loads(p.read_text())["id"] for p in (team / "fixtures").rglob("*.json")}
    names = {l.split("::", 1)[1] for l in r.stdout.splitlines() if l.startswith("test_regressions.py::")}
    assert len(ids) == 5 and names == ids, (r.stdout, ids)


def test_an_unknown_card_or_object_is_an_error_at_its_line_with_a_suggestion(team: Path) -> None:
    (team / "features" / "regressions.feature").write_text(FEATURE.replace(
        'Given alice controls Savannah Lions as "lions"\n    And', 'Given alice controls Savanah Lions as "lions"\n    And'))
    r = in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    assert r.returncode == 2
    assert "features/regressions.feature:5: unknown card 'Savanah Lions'" in r.stderr
    assert "(did you mean 'Savannah Lions'?)" in r.stderr
    assert not (team / "fixtures").exists() or not list((team / "fixtures").rglob("*.json"))
    (team / "features" / "regressions.feature").write_text(FEATURE.replace('Then "lions" is tapped', 'Then "lion" is tapped'))
    r = in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    assert r.returncode == 2 and "features/regressions.feature:13: unknown object 'lion'" in r.stderr
    assert "(did you mean 'lions'?)" in r.stderr


def test_bad_card_folders_and_arguments_are_usage_errors(team: Path) -> None:
    (team / "cards" / "broken.json").write_text(json.dumps({"name": "Broken"}))
    r = in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    assert r.returncode == 2 and "broken.json" in r.stderr and "required property" in r.stderr
    r = in_team(team, "run", "--fixtures", "features", "--cards", "cards")
    assert r.returncode == 2 and "broken.json" in r.stderr
    (team / "cards" / "broken.json").unlink()
    (team / "cards" / "grizzly-bears.json").write_text(json.dumps({**CARD, "name": "Grizzly Bears"}))
    r = in_team(team, "compile", "--features", "features", "--out", "fixtures", "--cards", "cards")
    assert r.returncode == 2 and "'Grizzly Bears' is already in the pool" in r.stderr
    r = in_team(team, "compile", "--features", "features")
    assert r.returncode == 2 and "--features and --out go together" in r.stderr


def test_compile_without_a_path_refuses_to_write_into_an_installed_package(monkeypatch, capsys) -> None:
    from mtg_conformance.cli import main
    from mtg_conformance.commands import compile as compile_cmd

    monkeypatch.setattr(compile_cmd, "in_installed_package", lambda: True)
    assert main(["compile"]) == 2
    assert "refusing to write into the installed package" in capsys.readouterr().err
