"""Bad input gets one clear message naming the file and the JSON path, exit status 2, no traceback,
and every other fixture still runs and is reported."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest

from tests.conftest import cli


def write(path: Path, data) -> Path:
    path.write_text(data if isinstance(data, str) else json.dumps(data), encoding="utf-8")
    return path


@pytest.fixture
def folder(tmp_path: Path, corpus_fixture: dict) -> Path:
    write(tmp_path / "good.json", corpus_fixture)
    return tmp_path


def run_folder(folder: Path, *extra: str):
    return cli("run", "--fixtures", str(folder), *extra)


def assert_bad_input(result, *needles: str) -> None:
    assert result.returncode == 2, result.stdout + result.stderr
    assert "Traceback" not in result.stdout + result.stderr
    for needle in needles:
        assert needle in result.stdout + result.stderr, (needle, result.stdout, result.stderr)
    # the good fixture still ran and passed
    assert "1 passed" in result.stdout


def test_malformed_json_names_file_and_position(folder: Path) -> None:
    write(folder / "broken.json", '{"id": "x", ')
    r = run_folder(folder)
    assert_bad_input(r, "broken.json", "malformed JSON at line 1")


def test_schema_violation_names_json_path(folder: Path, corpus_fixture: dict) -> None:
    bad = copy.deepcopy(corpus_fixture)
    bad["id"] = "bad/schema"
    bad["setup"]["objects"][0]["zone"] = "the moon"
    write(folder / "schema.json", bad)
    r = run_folder(folder)
    assert_bad_input(r, "schema.json", "$.setup.objects[0].zone", "the moon")


def test_unknown_card_is_bad_input(folder: Path, corpus_fixture: dict) -> None:
    bad = copy.deepcopy(corpus_fixture)
    bad["id"] = "bad/card"
    bad["cards"].append("Nonexistent Card")
    bad["setup"]["objects"][0]["card"] = "Nonexistent Card"
    write(folder / "card.json", bad)
    r = run_folder(folder)
    assert_bad_input(r, "card.json", "unknown card 'Nonexistent Card'", "$.setup.objects[0].card")


def test_unknown_object_id_is_bad_input(folder: Path, corpus_fixture: dict) -> None:
    bad = copy.deepcopy(corpus_fixture)
    bad["id"] = "bad/object"
    first = next(i for i, a in enumerate(bad["actions"]) if "object" in a)
    bad["actions"][first]["object"] = "ghost"
    write(folder / "object.json", bad)
    r = run_folder(folder)
    assert_bad_input(r, "object.json", f"$.actions[{first}].object", "unknown object id 'ghost'")


def test_duplicate_fixture_id_is_bad_input(folder: Path, corpus_fixture: dict) -> None:
    write(folder / "zz-duplicate.json", corpus_fixture)
    r = run_folder(folder)
    assert_bad_input(r, "zz-duplicate.json", "duplicate fixture id")


def test_missing_engine_command(folder: Path) -> None:
    r = run_folder(folder, "--engine-cmd", "no-such-engine-binary --flag")
    assert r.returncode == 2
    assert "engine command not found: 'no-such-engine-binary'" in r.stderr
    assert "Traceback" not in r.stdout + r.stderr


def test_unknown_engine_name(folder: Path) -> None:
    r = run_folder(folder, "--engine", "nope")
    assert r.returncode == 2
    assert "no engine named 'nope'" in r.stderr


def test_bad_report_spec() -> None:
    r = cli("run", "--report", "pdf:x.pdf")
    assert r.returncode == 2 and "bad --report" in r.stderr


def test_summary_line_and_exit_status_on_success(folder: Path) -> None:
    r = run_folder(folder)
    assert r.returncode == 0
    assert r.stdout.strip().splitlines()[-1] == "1 passed, 0 failed, 0 errored, 0 unsupported, 0 skipped"
