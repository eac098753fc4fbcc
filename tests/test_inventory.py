"""The source inventory: verbatim quotes, tag-safe unique ids, every document fully accounted for,
and the Comprehensive Rules inventory holding exactly the rule and example lines in scope."""

from __future__ import annotations

import json
import re
from pathlib import Path

import jsonschema
import pytest

from mtg_conformance import corpus, inventory

SEED_DIR = corpus.sources_dir() / "seeds"
SEED_DOCS = sorted(p.name for p in SEED_DIR.glob("*.txt"))
ALL_DOCS = SEED_DOCS + [corpus.CR_FILE_NAME]
TAG_SAFE = re.compile(r"^[0-9a-z][0-9a-z.-]*$")


def norm(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def raw_text(document: str) -> str:
    if document == corpus.CR_FILE_NAME:
        return corpus.cr_path().read_text(encoding="utf-8")
    return (SEED_DIR / document).read_text(encoding="utf-8")


@pytest.fixture(scope="module")
def inv() -> dict[str, dict]:
    return inventory.load_inventory()


# ---------------------------------------------------------------------------------------------
# files, schema, validate()


def test_every_document_has_an_inventory(inv):
    assert sorted(inv) == sorted(ALL_DOCS)
    for document in ALL_DOCS:
        assert (corpus.inventory_dir() / f"{Path(document).stem}.json").is_file()


def test_schema_is_valid_and_described():
    schema = inventory.schema()
    jsonschema.Draft202012Validator.check_schema(schema)
    assert schema["$id"] == "https://mtg-conformance.dev/schemas/inventory.schema.json"
    assert schema["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    missing = []

    def walk(node, path):
        if isinstance(node, dict):
            for name, sub in (node.get("properties") or {}).items():
                if not isinstance(sub, dict) or not sub.get("description"):
                    missing.append(f"{path}/properties/{name}")
            for key, sub in node.items():
                walk(sub, f"{path}/{key}")
        elif isinstance(node, list):
            for n, sub in enumerate(node):
                walk(sub, f"{path}/{n}")

    walk(schema, "#")
    assert not missing, missing


def test_validate_reports_nothing():
    assert inventory.validate() == []


def test_validate_catches_broken_files(tmp_path, monkeypatch):
    good = inventory.load_inventory()["000_f7669ace102aae9e.txt"]
    bad = json.loads(json.dumps(good))
    bad["items"][1]["quote"] = "707.9a This sentence is not in the document."
    bad["items"][2]["id"] = bad["items"][1]["id"]          # duplicate id
    bad["items"][3]["status"] = "definitional"            # no reason
    bad["items"][4]["status"] = "superseded"              # no superseded_by / note
    bad["items"][5]["id"] = "000 has spaces"
    bad["items"].append({**bad["items"][6], "id": "001-misplaced"})
    (tmp_path / "000_f7669ace102aae9e.json").write_text(json.dumps(bad), encoding="utf-8")
    monkeypatch.setattr(corpus, "inventory_dir", lambda: tmp_path)
    problems = "\n".join(inventory.validate())
    assert "quote not found verbatim" in problems
    assert "duplicate id" in problems
    assert "definitional item without a reason" in problems
    assert "superseded item without superseded_by" in problems
    assert "not tag-safe" in problems
    assert "should start with '000-'" in problems
    assert "schema:" in problems


# ---------------------------------------------------------------------------------------------
# quotes and ids


@pytest.mark.parametrize("document", ALL_DOCS)
def test_every_quote_is_verbatim(inv, document):
    text = norm(raw_text(document))
    data = inv[document]
    for item in data["items"]:
        assert norm(item["quote"]) in text, item["id"]
    for entry in data["skipped"]:
        assert norm(entry["quote"]) in text, entry["quote"]


def test_ids_unique_and_tag_safe(inv):
    seen = {}
    for document, data in inv.items():
        prefix = "cr-" if document.startswith("MagicCompRules") else document[:3] + "-"
        for item in data["items"]:
            item_id = item["id"]
            assert item_id not in seen, f"{item_id} in {document} and {seen.get(item_id)}"
            seen[item_id] = document
            assert TAG_SAFE.match(item_id), item_id
            assert item_id.startswith(prefix), item_id
            tag = f"@src-{item_id}"
            assert not any(c.isspace() for c in tag) and "#" not in tag and "@" not in tag[1:]


def test_status_fields(inv):
    for data in inv.values():
        for item in data["items"]:
            if item["status"] == "definitional":
                assert item.get("reason"), item["id"]
            if item["status"] == "superseded":
                assert item.get("superseded_by") and item.get("note"), item["id"]
            if item["kind"] == "heading":
                assert item["status"] == "definitional", item["id"]


def test_items_by_id_and_resolve(inv):
    items = inventory.items_by_id()
    assert len(items) == sum(len(d["items"]) for d in inv.values())
    assert items["cr-707.9a-ex1"]["document"] == corpus.CR_FILE_NAME
    ref = inventory.resolve("003-ruling-3")
    assert ref == {"item": "003-ruling-3", "document": "003_9db17bb21445ee19.txt",
                   "quote": items["003-ruling-3"]["quote"]}
    assert ref["quote"].startswith("3) If a permanent copies a legend")
    with pytest.raises(KeyError, match="unknown inventory item '003-ruling-99'"):
        inventory.resolve("003-ruling-99")


# ---------------------------------------------------------------------------------------------
# every document fully accounted for


SENTENCE = re.compile(r"\S.*?(?:[.!?](?=\s|$)|$)")


def unaccounted(document_text: str, quotes: list[str]) -> list[str]:
    """Sentences of the document with a letter or digit that no quote covers.

    Every occurrence of every quote marks its characters as covered (whitespace collapsed); a
    sentence is accounted for only when all its letters and digits are covered.
    """
    text = norm(document_text)
    covered = bytearray(len(text))
    for quote in quotes:
        q = norm(quote)
        start = text.find(q)
        while start >= 0:
            covered[start:start + len(q)] = b"\x01" * len(q)
            start = text.find(q, start + 1)
    missing = []
    for m in SENTENCE.finditer(text):
        if any(text[i].isalnum() and not covered[i] for i in range(m.start(), m.end())):
            missing.append(m.group(0))
    return missing


def all_quotes(data: dict) -> list[str]:
    return [i["quote"] for i in data["items"]] + [s["quote"] for s in data["skipped"]]


@pytest.mark.parametrize("document", SEED_DOCS)
def test_document_fully_accounted_for(inv, document):
    missing = unaccounted(raw_text(document), all_quotes(inv[document]))
    assert not missing, f"{document}: text in no item or skipped entry: {missing[:5]}"


@pytest.mark.parametrize("document,item_id,expect", [
    ("004_b75750903cafeabd.txt", "004-trample-assignment-order", "In order to assign damage"),
    ("003_9db17bb21445ee19.txt", "003-example-7", "7) Effects of Sleight of Mind"),
    ("000_f7669ace102aae9e.txt", "000-707.9d-ex2", "Example: Glasspool Mimic"),
    ("002_2ba79f0319715277.txt", "002-copy-enchantment-x", "If the chosen permanent has {X}"),
])
def test_accounting_check_can_fail(inv, document, item_id, expect):
    data = inv[document]
    quotes = [i["quote"] for i in data["items"] if i["id"] != item_id]
    quotes += [s["quote"] for s in data["skipped"]]
    missing = unaccounted(raw_text(document), quotes)
    assert missing and any(expect in s for s in missing), missing


def test_accounting_check_sees_a_dropped_skip(inv):
    data = inv["003_9db17bb21445ee19.txt"]
    quotes = [i["quote"] for i in data["items"]]          # without the mail headers/signature
    missing = unaccounted(raw_text("003_9db17bb21445ee19.txt"), quotes)
    assert any("Paul Barclay" in s for s in missing)


# ---------------------------------------------------------------------------------------------
# the Comprehensive Rules inventory


IN_SCOPE = re.compile(r"^(707(?:\.\d{1,2}[a-z]?)?|702\.(?:[2-9]|1\d|20)[a-z]?"
                      r"|106\.(?:5|6a?|7)|605\.(?:2|4a)"  # the mana rules whose examples issue 6 cites
                      r"|106\.4|500\.5|601\.2h"  # the mana pool, its emptying, paying costs (mana-abilities.feature)
                      r"|101\.2|601\.2i|611\.2c"  # rules the Veil of Summer scenarios exercise
                      r"|305\.(?:1|2[ab]?|3|4)"  # playing lands, for 101.2's example
                      r"|310\.(?:2|4[bc]|5|6|7|8[a-d]|11[ab])|704\.5v"  # battles in combat (702.19b)
                      r"|704\.5[fq]"  # counters put on mid-scenario: toughness 0, +1/+1 and -1/-1 counters
                      r"|502\.3|504\.1|514\.1|603\.6a"  # the next turn's untap and draw, the cleanup discard, entering together
                      r"|613\.9"  # one effect overriding another: layers and timestamps
                      r"|104\.(?:2a|3[bc]|4a)|704\.5[ab]"  # losing, and the game's end (winning-and-losing.feature)
                      # the rules the scenarios of wrong engines exercise (issue 15)
                      r"|106\.12a|107\.(?:3b|4e)|115\.1|302\.6|506\.4|508\.1[a-d]?|509\.1[ab]?|514\.2|601\.2a"
                      r"|602\.2|611\.3a|613\.4[bc]|615\.7|701\.(?:9a|19a|21a)|702\.111b"
                      r"|120\.8|307\.1|510\.1a|601\.(?:2b|3)|603\.2)\.? ")  # and those the mutation scenarios need
ANY_RULE = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.? ")


def _cr_body() -> list[str]:
    """The rules body of the release file: after the table of contents (which ends with its
    "Credits" line), up to the glossary."""
    lines = [raw.strip() for raw in corpus.cr_path().read_text(encoding="utf-8").split("\n")]
    body = lines[lines.index("Credits") + 1:]
    return body[:body.index("Glossary")]


def rules_with_examples(first: int = 100, last: int = 799) -> list[str]:
    """The rules numbered first..last with at least one "Example:" line, in document order."""
    out: list[str] = []
    rule = None
    for line in _cr_body():
        m = ANY_RULE.match(line)
        if m:
            rule = m.group(1)
        elif line.startswith("Example:") and rule and first <= int(rule[:3]) <= last:
            if rule not in out:
                out.append(rule)
    return out


def expected_cr_lines() -> list[tuple[str, str]]:
    """(id, line) for every rule line and every Example line in scope, counted straight from the
    release file: every rule of chapters 1–7 (100–799) that has an example (issue 16), plus the
    rules IN_SCOPE names (707, 702.2–702.20, the mana rules 106.5, 106.6, 106.6a, 106.7, 605.2 and
    605.4a, 106.4, 500.5, 601.2h, ...) whether or not they have one."""
    with_examples = set(rules_with_examples())
    out = []
    rule = None
    examples = 0
    for line in _cr_body():
        m = ANY_RULE.match(line)
        if m and (IN_SCOPE.match(line) or m.group(1) in with_examples):
            rule, examples = m.group(1), 0
            out.append((f"cr-{rule}", line))
        elif m:
            rule = None
        elif line.startswith("Example:") and rule:
            examples += 1
            out.append((f"cr-{rule}-ex{examples}", line))
    return out


def test_cr_inventory_holds_exactly_the_rules_in_scope(inv):
    expected = expected_cr_lines()
    got = [(i["id"], i["quote"]) for i in inv[corpus.CR_FILE_NAME]["items"]]
    assert len(expected) == 601
    assert sum(1 for i, _ in expected if "-ex" in i) == 233
    assert got == expected


def test_every_example_of_chapters_1_to_7_is_inventoried(inv):
    # a plain count of the release's Example lines under rules 100-799 (issue 16: 233); the other
    # 43 of the file's 276 are under chapters 8-9 (multiplayer and casual variants), none in the
    # glossary
    body = _cr_body()
    rule, per_chapter = None, {}
    for line in body:
        m = ANY_RULE.match(line)
        if m:
            rule = m.group(1)
        elif line.startswith("Example"):
            per_chapter[rule[0]] = per_chapter.get(rule[0], 0) + 1
    assert per_chapter == {"1": 34, "2": 22, "3": 2, "4": 1, "5": 8, "6": 74, "7": 92,
                           "8": 35, "9": 8}
    examples = [i for i in inv[corpus.CR_FILE_NAME]["items"] if i["kind"] == "example"]
    assert len(examples) == 233 and len(rules_with_examples()) == 182
    testable = [i for i in examples if i["status"] == "testable"]
    assert len(testable) >= 0.8 * len(examples)
    for item in examples:
        assert item["status"] != "definitional" or len(item.get("reason", "")) > 30, item["id"]


def test_cr_inventory_kinds(inv):
    for item in inv[corpus.CR_FILE_NAME]["items"]:
        rule = item["section"]
        assert item["rules"] == [rule]
        if item["id"].endswith(tuple(f"-ex{n}" for n in range(1, 10))):
            assert item["kind"] == "example" and item["quote"].startswith("Example:")
        elif rule == "707" or re.fullmatch(r"702\.\d+", rule):
            assert item["kind"] == "heading"
        else:
            assert item["kind"] == "rule" and item["quote"].startswith((rule + " ", rule + ". "))


# ---------------------------------------------------------------------------------------------
# a few judgements pinned down


@pytest.mark.parametrize("item_id,modern", [
    ("003-ruling-3", "704.5j"),
    ("003-errata-fork", "707.10"),
    ("003-errata-volraths-shapeshifter", "612.6"),
    ("003-errata-clone", "707.5"),
    ("003-example-5", "603.3b"),
    ("004-trample-assignment-order", "510.1c"),
])
def test_superseded_judgements(item_id, modern):
    item = inventory.items_by_id()[item_id]
    assert item["status"] == "superseded"
    assert item["superseded_by"] == modern


@pytest.mark.parametrize("item_id", [
    "000-707.9a", "001-707.10-ex3", "003-example-1", "003-example-7", "004-trample",
    "004-trample-excess", "cr-702.19b", "cr-707.4-ex1",
])
def test_still_valid_items_are_testable(item_id):
    assert inventory.items_by_id()[item_id]["status"] == "testable"
