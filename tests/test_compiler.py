"""Features -> fixtures: deterministic output, provenance from tags, clear errors, and `check`."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from mtg_conformance import compiler, corpus
from mtg_conformance.commands.check import problems as check_problems
from mtg_conformance.steps import STEPS, FixtureBuilder, StepError, find_step

FEATURE = """\
@demo
Feature: Demo

  @cr-707.2 @src-cr-707.2
  Scenario: Clone copies Grizzly Bears
    Given alice controls Grizzly Bears as "bears"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is named "Grizzly Bears"
    And "clone" is 2/2
"""


def compile_text(tmp_path: Path, text: str):
    (tmp_path / "demo.feature").write_text(text, encoding="utf-8")
    return compiler.compile_all(tmp_path)


def test_scenario_becomes_fixture_with_provenance(tmp_path: Path) -> None:
    fixtures, errors = compile_text(tmp_path, FEATURE)
    assert not errors
    fx = fixtures["demo/clone-copies-grizzly-bears"]
    assert list(fx["rules"]) == ["707.2"] and fx["rules"]["707.2"].startswith("sha256:")
    assert fx["sources"][0]["item"] == "cr-707.2"
    assert fx["sources"][0]["document"] == "MagicCompRules-2026-01-16.txt"
    assert fx["tags"] == ["demo"]
    assert fx["cards"] == ["Clone", "Grizzly Bears"]
    assert [a["do"] for a in fx["actions"]] == ["cast", "resolve", "observe"]
    assert fx["actions"][1]["choices"] == [{"kind": "copy", "object": "clone", "choice": "bears"}]
    assert {"at": "checkpoint-1", "object": "clone", "power": 2, "toughness": 2} in fx["expect"]


@pytest.fixture(scope="module")
def compiled():
    """The corpus compiled once for the tests that look at it."""
    return compiler.compile_all()


def test_output_is_byte_stable(tmp_path: Path, compiled) -> None:
    out1, out2 = tmp_path / "a", tmp_path / "b"
    fixtures, _ = compiled
    compiler.write_all(fixtures, out1)
    fixtures2, _ = compiler.compile_all()
    compiler.write_all(fixtures2, out2)
    files1 = sorted(p.relative_to(out1) for p in out1.rglob("*.json"))
    assert files1 == sorted(p.relative_to(out2) for p in out2.rglob("*.json"))
    for rel in files1:
        assert (out1 / rel).read_bytes() == (out2 / rel).read_bytes()


def test_committed_fixtures_are_in_sync(compiled) -> None:
    fixtures, errors = compiled
    assert not errors
    assert compiler.out_of_sync(fixtures) == []


@pytest.mark.parametrize("text,message", [
    (FEATURE.replace("@cr-707.2 ", "@cr-999.9z "), "not in the Comprehensive Rules"),
    (FEATURE.replace("@src-cr-707.2", "@src-nope-1"), "nope-1"),
    (FEATURE.replace('Then "clone" is named', 'Then "clone" smells of'), "no then step matches"),
    (FEATURE.replace('"clone" chooses to copy "bears"', '"clone" chooses to copy "ghost"'), "unknown object 'ghost'"),
])
def test_compile_errors_name_the_feature_line(tmp_path: Path, text: str, message: str) -> None:
    _, errors = compile_text(tmp_path, text)
    assert errors and message in str(errors[0])
    assert str(errors[0]).startswith("features/demo.feature:")


def test_duplicate_titles_are_an_error(tmp_path: Path) -> None:
    text = FEATURE + "\n" + FEATURE.split("Feature: Demo\n", 1)[1]
    _, errors = compile_text(tmp_path, text)
    assert any("already used" in str(e) for e in errors)


def test_every_step_example_matches_its_own_definition_and_no_other() -> None:
    for sd in STEPS:
        kind, _, text = sd.example.partition(" ")
        kind = {"Given": "given", "When": "when", "Then": "then", "And": sd.kind}[kind]
        found, _ = find_step(kind, text)
        assert found is sd, (sd.example, found.pattern)


def test_unknown_player_is_a_step_error() -> None:
    b = FixtureBuilder()
    with pytest.raises(StepError, match="unknown player 'carol'"):
        sd, _ = find_step("given", 'carol controls Grizzly Bears as "bears"')
        sd.apply(b, 'carol controls Grizzly Bears as "bears"')


def test_check_finds_out_of_sync_and_bad_fixtures(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Run `check` on a copy of the corpus with a stale fixture, an extra fixture and a card missing."""
    root = tmp_path / "corpus"
    for name in corpus.CORPUS_DIRS:
        shutil.copytree(corpus.root() / name, root / name)
    (root / "docs").mkdir()
    shutil.copy(corpus.root() / "docs" / "STEPS.md", root / "docs" / "STEPS.md")
    monkeypatch.setattr(corpus, "root", lambda: root)
    assert check_problems() == []
    files = corpus.fixture_files()
    stale = json.loads(files[0].read_text())
    stale["title"] = "edited by hand"
    files[0].write_text(json.dumps(stale, indent=2) + "\n")
    (root / "fixtures" / "stray.json").write_text("{}")
    card = sorted((root / "fixtures" / "cards").glob("*.json"))[0]
    card.unlink()
    found = "\n".join(check_problems())
    assert "out of date" in found
    assert "stray.json" in found
    assert "unknown card" in found


def test_x_for_any_activated_ability_not_only_the_first() -> None:
    b = FixtureBuilder()
    for kind, text in (("given", 'alice controls Grizzly Bears as "bears"'),
                       ("when", 'alice activates the second ability of "bears" with X = 3'),
                       ("when", 'alice activates the third ability of "bears" with X = 0 targeting "bears"')):
        sd, _ = find_step(kind, text)
        sd.apply(b, text)
    assert [(a["ability"], a["x"]) for a in b.actions] == [(1, 3), (2, 0)]
    assert b.actions[1]["targets"] == [{"object": "bears"}]


def _apply(b: FixtureBuilder, kind: str, text: str) -> None:
    sd, _ = find_step(kind, text)
    sd.apply(b, text)


def test_issue_14_phrases_build_what_they_say() -> None:
    """Entering together, a permanent set up as a copy, the cleanup discard and the turn, as fixture data."""
    b = FixtureBuilder()
    _apply(b, "given", 'alice controls Llanowar Elves as "elves"')
    _apply(b, "given", 'alice controls Clone as "clone"')
    _apply(b, "given", 'alice has Clone in hand as "clone-2"')
    _apply(b, "given", 'alice has Soul Warden in hand as "warden"')
    _apply(b, "given", '"clone" is a copy of "elves"')
    assert b.object("clone")["copy_of"] == "elves"
    with pytest.raises(StepError, match="not on the battlefield"):
        _apply(b, "given", '"clone-2" is a copy of "elves"')
    with pytest.raises(StepError, match="unknown object 'ghost'"):
        _apply(b, "given", '"clone" is a copy of "ghost"')
    _apply(b, "when", '"clone-2" and "warden" are put onto the battlefield under alice\'s control at the same time')
    assert b.actions[-1] == {"do": "put_onto_battlefield", "objects": ["clone-2", "warden"], "controller": "alice"}
    with pytest.raises(StepError, match="named twice"):
        _apply(b, "when", '"warden" and "warden" are put onto the battlefield under alice\'s control at the same time')
    _apply(b, "when", "the game proceeds to the cleanup step")
    _apply(b, "when", 'alice discards "elves" down to her maximum hand size')
    assert b.actions[-1]["choices"] == [{"kind": "discard", "player": "alice", "choice": ["elves"]}]
    _apply(b, "then", "it is alice's cleanup step")
    _apply(b, "then", "it is bob's turn")
    assert [e["turn"] for e in b.expect[-2:]] == [{"active": "alice", "step": "cleanup"}, {"active": "bob"}]
    with pytest.raises(StepError, match="unknown step"):
        _apply(b, "then", "it is bob's lunch step")


def test_the_action_created_nothing_observes_just_before_the_action() -> None:
    b = FixtureBuilder()
    _apply(b, "given", 'alice has Shock in hand as "shock"')
    _apply(b, "when", 'alice casts "shock" targeting bob')
    _apply(b, "then", "the action is refused")
    _apply(b, "then", "the action created nothing")
    assert [a["do"] for a in b.actions] == ["observe", "cast", "observe"]
    assert b.expect[0] == {"action": 1, "outcome": "refused"}  # the refusal's index follows the cast
    assert b.expect[-1] == {"at": b.actions[2]["label"], "created": {"since": b.actions[0]["label"], "count": 0}}
    _apply(b, "when", "the top of the stack resolves")
    _apply(b, "then", "it created two objects")
    assert b.expect[-1]["created"] == {"since": b.actions[2]["label"], "count": 2}  # the observation already there
