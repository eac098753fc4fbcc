"""``mtg-conformance coverage`` on made-up fixtures."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from mtg_conformance import cli, corpus, coverage, inventory


def write(path: Path, data) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def src(item_id: str) -> dict:
    return inventory.resolve(item_id)


@pytest.fixture
def fixtures(tmp_path, monkeypatch):
    """Two made-up fixtures (and a card-pool file that must be ignored) in a temporary folder."""
    folder = tmp_path / "fixtures"
    write(folder / "copy" / "a.json", {
        "id": "copy-a",
        "sources": [src("000-707.9a"), src("000-707.9a-ex1"), src("003-ruling-3")],
    })
    write(folder / "copy" / "b.json", {
        "id": "copy-b",
        "sources": [
            src("000-707.9a"),                 # cited twice: counted once
            src("000-707.9"),                  # definitional: needs no scenario, not counted
            {"item": "nope-1", "document": "000_f7669ace102aae9e.txt", "quote": "x"},
            {**src("004-trample"), "document": "003_9db17bb21445ee19.txt"},
        ],
    })
    files = sorted(folder.rglob("*.json"))
    monkeypatch.setattr(corpus, "fixture_files", lambda paths=None: files)
    return folder


def status_counts(document: str) -> tuple[int, list[str]]:
    items = inventory.load_inventory()[document]["items"]
    testable = [i["id"] for i in items if i["status"] in ("testable", "superseded")]
    return len(items), testable


def by_document(report: dict) -> dict[str, dict]:
    return {d["document"]: d for d in report["documents"]}


def test_numbers(fixtures):
    report, problems = coverage.compute()
    docs = by_document(report)
    assert list(docs) == sorted(inventory.load_inventory())

    n, testable = status_counts("000_f7669ace102aae9e.txt")
    d = docs["000_f7669ace102aae9e.txt"]
    assert (d["items"], d["testable"], d["covered"]) == (n, len(testable), 2) == (14, 13, 2)
    assert d["uncovered"] == [i for i in testable if i not in ("000-707.9a", "000-707.9a-ex1")]

    n, testable = status_counts("003_9db17bb21445ee19.txt")
    d = docs["003_9db17bb21445ee19.txt"]
    assert (d["items"], d["testable"], d["covered"]) == (n, len(testable), 1)
    assert "003-ruling-3" not in d["uncovered"] and len(d["uncovered"]) == len(testable) - 1

    d = docs["004_b75750903cafeabd.txt"]
    assert d["covered"] == 1 and "004-trample" not in d["uncovered"]

    for name in ("001_e87ea7437ee31ccc.txt", "002_2ba79f0319715277.txt",
                 corpus.CR_FILE_NAME):
        n, testable = status_counts(name)
        assert docs[name] == {"document": name, "items": n, "testable": len(testable),
                              "covered": 0, "uncovered": testable}

    text = "\n".join(problems)
    assert "b.json" in text and "unknown inventory item 'nope-1'" in text
    assert "004-trample" in text and "a.json" not in text


def test_no_fixtures(monkeypatch):
    monkeypatch.setattr(corpus, "fixture_files", lambda paths=None: [])
    report, problems = coverage.compute()
    assert problems == []
    for d in report["documents"]:
        n, testable = status_counts(d["document"])
        assert d == {"document": d["document"], "items": n, "testable": len(testable),
                     "covered": 0, "uncovered": testable}


def test_command_json(fixtures, capsys):
    status = cli.main(["coverage", "--format", "json"])
    out, err = capsys.readouterr()
    assert status == 0
    report = json.loads(out)
    assert set(report) == {"documents"}
    for d in report["documents"]:
        assert set(d) == {"document", "items", "testable", "covered", "uncovered"}
    assert by_document(report)["000_f7669ace102aae9e.txt"]["covered"] == 2
    assert "b.json" in err and "nope-1" in err


def test_command_text(fixtures, capsys):
    status = cli.main(["coverage"])
    out, err = capsys.readouterr()
    assert status == 0
    lines = out.splitlines()
    assert lines[0].split() == ["document", "items", "testable", "covered", "uncovered",
                                "covered", "%"]
    row = next(line for line in lines if line.startswith("000_f7669ace102aae9e.txt"))
    assert row.split()[1:5] == ["14", "13", "2", "11"]
    assert any(line.startswith("total") for line in lines)
    assert "uncovered in 000_f7669ace102aae9e.txt (11):" in out
    assert "nope-1" in err


def test_command_on_the_real_corpus(capsys):
    # whatever fixtures exist (possibly none), the command runs and reports every document
    status = cli.main(["coverage", "--format", "json"])
    out, _ = capsys.readouterr()
    assert status == 0
    assert len(json.loads(out)["documents"]) == len(inventory.load_inventory())


def test_unreadable_fixture_is_a_problem(tmp_path, monkeypatch):
    bad = tmp_path / "broken.json"
    bad.write_text("{not json", encoding="utf-8")
    monkeypatch.setattr(corpus, "fixture_files", lambda paths=None: [bad])
    report, problems = coverage.compute()
    assert any("broken.json" in p for p in problems)
    assert all(d["covered"] == 0 for d in report["documents"])
