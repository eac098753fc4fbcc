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
        d = {k: v for k, v in docs[name].items() if k != "chapters"}
        assert d == {"document": name, "items": n, "testable": len(testable),
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
        assert {k: v for k, v in d.items() if k != "chapters"} == {
            "document": d["document"], "items": n, "testable": len(testable),
            "covered": 0, "uncovered": testable}
        assert ("chapters" in d) == (d["document"] == corpus.CR_FILE_NAME)


def test_command_json(fixtures, capsys):
    status = cli.main(["coverage", "--format", "json"])
    out, err = capsys.readouterr()
    assert status == 0
    report = json.loads(out)
    assert set(report) == {"documents"}
    for d in report["documents"]:
        keys = {"document", "items", "testable", "covered", "uncovered"}
        if d["document"] == corpus.CR_FILE_NAME:
            keys.add("chapters")
            for c in d["chapters"]:
                assert set(c) == {"chapter", "title", "items", "testable", "covered",
                                  "uncovered", "examples"}
                assert set(c["examples"]) == {"items", "testable", "covered"}
        assert set(d) == keys
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


# ---------------------------------------------------------------------------------------------
# the Comprehensive Rules by chapter


def cr_items() -> list[dict]:
    return inventory.load_inventory()[corpus.CR_FILE_NAME]["items"]


def expected_chapters(cited: set[str]) -> dict[str, tuple]:
    """Chapter → (items, testable, covered, uncovered ids, examples, testable ex., covered ex.),
    counted here straight from the inventory by the first digit of each item's rule."""
    out: dict[str, list] = {}
    for item in cr_items():
        row = out.setdefault(item["section"][0], [0, 0, 0, [], 0, 0, 0])
        needs = item["status"] in ("testable", "superseded")
        example = item["kind"] == "example"
        row[0] += 1
        row[1] += needs
        row[2] += needs and item["id"] in cited
        if needs and item["id"] not in cited:
            row[3].append(item["id"])
        row[4] += example
        row[5] += example and needs
        row[6] += example and needs and item["id"] in cited
    return {k: tuple(v) for k, v in out.items()}


def chapter_rows(report: dict) -> dict[str, tuple]:
    cr = by_document(report)[corpus.CR_FILE_NAME]
    return {c["chapter"]: (c["items"], c["testable"], c["covered"], c["uncovered"],
                           c["examples"]["items"], c["examples"]["testable"],
                           c["examples"]["covered"]) for c in cr["chapters"]}


@pytest.fixture
def cr_fixtures(tmp_path, monkeypatch):
    """A fixture citing a rule and an example of chapter 1, and one citing a chapter 7 example and
    a definitional example (which needs no scenario)."""
    folder = tmp_path / "fixtures"
    write(folder / "a.json", {"id": "a", "sources": [src("cr-101.4"), src("cr-101.4-ex1")]})
    write(folder / "b.json", {"id": "b", "sources": [src("cr-707.10-ex1"),
                                                     src("cr-113.2a-ex1")]})
    files = sorted(folder.rglob("*.json"))
    monkeypatch.setattr(corpus, "fixture_files", lambda paths=None: files)
    return {"cr-101.4", "cr-101.4-ex1", "cr-707.10-ex1", "cr-113.2a-ex1"}


def test_chapters_are_counted_from_the_inventory(cr_fixtures):
    report, problems = coverage.compute()
    assert problems == []
    rows = chapter_rows(report)
    assert rows == expected_chapters(cr_fixtures)
    assert list(rows) == ["1", "2", "3", "4", "5", "6", "7"]   # no chapter 8-9 item is in scope
    one, seven = rows["1"], rows["7"]
    assert one[2] == 2 and one[6] == 1 and "cr-101.4-ex1" not in one[3]
    assert seven[2] == 1 and seven[6] == 1
    # the definitional 113.2a example is counted as an item and an example, never as testable
    assert rows["1"][4] - rows["1"][5] >= 1
    cr = by_document(report)[corpus.CR_FILE_NAME]
    titles = {c["chapter"]: c["title"] for c in cr["chapters"]}
    assert titles["1"] == "Game Concepts" and titles["6"] == "Spells, Abilities, and Effects"
    # the chapters add up to the document
    for n, key in enumerate(("items", "testable", "covered")):
        assert sum(r[n] for r in rows.values()) == cr[key]
    assert [i for r in rows.values() for i in r[3]] == cr["uncovered"]
    assert sum(r[4] for r in rows.values()) == 233


def test_chapter_of():
    assert coverage.chapter_of({"section": "707.9a", "rules": ["707.9a"]}) == "7"
    assert coverage.chapter_of({"section": "101.4", "rules": ["101.4"]}) == "1"
    assert coverage.chapter_of({"section": "Trample", "rules": ["702.19b"]}) == "7"
    assert coverage.chapter_of({"section": "Copy Card Errata", "rules": []}) is None


def test_command_text_by_chapter(cr_fixtures, capsys):
    status = cli.main(["coverage"])
    out, _ = capsys.readouterr()
    assert status == 0
    lines = out.splitlines()
    start = lines.index(f"{corpus.CR_FILE_NAME} by chapter of the rules "
                        "(examples = its Example: items):")
    assert lines[start + 1].split() == ["chapter", "items", "testable", "covered", "uncovered",
                                        "covered", "%", "|", "examples", "testable", "covered",
                                        "covered", "%"]
    expected = expected_chapters(cr_fixtures)
    one = expected["1"]
    row = next(line for line in lines[start:] if line.startswith("1. Game Concepts "))
    figures = row[len("1. Game Concepts"):].split()
    assert figures == [str(one[0]), str(one[1]), str(one[2]), str(one[1] - one[2]),
                       f"{100.0 * one[2] / one[1]:.1f}", "|", str(one[4]), str(one[5]),
                       str(one[6]), f"{100.0 * one[6] / one[5]:.1f}"]
    assert any(line.startswith("7. Additional Rules ") for line in lines[start:])
    total = next(line for line in lines[start:] if line.startswith("total "))
    assert total.split()[7:10] == ["233", str(sum(r[5] for r in expected.values())), "2"]
    # the seed documents have no chapter table
    assert sum(1 for line in lines if "by chapter" in line) == 1
