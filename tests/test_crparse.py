"""The Comprehensive Rules parser, checked against the six real releases.

The expected counts below were measured independently of the parser, with grep/awk over the body
(from the second "1. Game Concepts" line to the last "Glossary" line) and the glossary (from there
to "Credits", counting blank-line separated blocks):

    grep -cE '^[0-9]{3}\\.'      rule lines (sections, rules and subrules)
    grep -cE '^[0-9]{3}\\. '     section headings
    grep -c  '^Example:'        example paragraphs
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from mtg_conformance import corpus, crparse
from mtg_conformance.crparse import (
    CRParseError,
    Rule,
    canonical_text,
    load_release,
    parent,
    parse,
    rule_hash,
    section_of,
)

REPO = Path(__file__).resolve().parents[1]
CR_DIR = REPO.parent / "shared" / "data" / "cr"

# file date -> (rules, sections, examples, glossary entries, glossary entries with senses)
EXPECTED = {
    "2021-06-18": (2663, 133, 260, 591, 23),
    "2022-10-07": (2900, 140, 270, 642, 23),
    "2023-11-17": (3041, 142, 276, 668, 24),
    "2024-11-08": (3151, 144, 272, 698, 26),
    "2025-11-14": (3255, 146, 276, 725, 28),
    "2026-01-16": (3260, 146, 276, 725, 28),
}
RULE_START = re.compile(r"^(\d{3}(?:\.\d+[a-z]?)?)\.?")


def cr_file(date: str) -> Path:
    if date == corpus.CR_VERSION:
        return corpus.cr_path()  # shipped with the project: always present
    path = CR_DIR / f"MagicCompRules-{date}.txt"
    if not CR_DIR.is_dir():
        pytest.skip(f"real CR releases folder {CR_DIR} is absent (only the shipped one is tested)")
    assert path.is_file(), f"{path} missing from {CR_DIR}"
    return path


def body_lines(path: Path) -> list[tuple[int, str]]:
    """(line number, line) of the rules body, found without the parser."""
    lines = path.read_text(encoding="utf-8").split("\n")
    starts = [i for i, l in enumerate(lines) if l.strip() == "1. Game Concepts"]
    assert len(starts) == 2, "expected the chapter heading once in the contents, once in the body"
    end = max(i for i, l in enumerate(lines) if l.strip() == "Glossary")
    return [(i + 1, lines[i]) for i in range(starts[1], end)]


@pytest.fixture(scope="module", params=sorted(EXPECTED))
def release_and_path(request):
    path = cr_file(request.param)
    return request.param, path, load_release(path)


def test_effective_date(release_and_path):
    date, _, release = release_and_path
    assert release.effective_date == date


def test_counts_match_independent_count(release_and_path):
    date, path, release = release_and_path
    rules, sections, examples, glossary, senses = EXPECTED[date]
    body = body_lines(path)
    assert sum(1 for _, l in body if re.match(r"^\d{3}\.", l)) == rules  # the data itself
    assert len(release.rules) == rules
    assert sum(1 for n in release.rules if "." not in n) == sections
    assert sum(len(r.examples) for r in release.rules.values()) == examples
    assert len(release.glossary) == glossary
    assert sum(1 for e in release.glossary.values() if e.senses) == senses
    assert list(release.chapters) == [str(k) for k in range(1, 10)]


def test_no_rule_lost(release_and_path):
    """Every body line starting with a rule number is a rule, at that line."""
    _, path, release = release_and_path
    seen = 0
    for lineno, line in body_lines(path):
        m = RULE_START.match(line)
        if not m or not re.match(r"^\d{3}\.", line):
            continue
        seen += 1
        number = m.group(1)
        assert number in release.rules, f"line {lineno}: rule {number} not parsed"
        assert release.rules[number].line == lineno, f"rule {number} parsed at the wrong line"
    assert seen == len(release.rules)  # and no duplicates swallowed by the dict


def test_no_text_merged_across_rules(release_and_path):
    _, _, release = release_and_path
    for rule in release.rules.values():
        assert rule.text, f"{rule.number} has no text"
        for paragraph in [rule.text, *rule.examples]:
            for piece in paragraph.split("\n"):
                assert piece == piece.strip(), f"{rule.number}: unstripped line {piece!r}"
                assert not re.match(r"^\d{3}\.\d", piece), f"{rule.number} swallowed {piece!r}"
                assert not re.match(r"^\d\. [A-Z]", piece), f"{rule.number} swallowed a chapter"
                assert not piece.startswith("Example"), f"{rule.number}: example left in text"
                assert piece not in ("Glossary", "Credits")


def test_rules_in_file_order_and_parents_exist(release_and_path):
    _, _, release = release_and_path
    numbers = list(release.rules)
    keys = [crparse.rule_sort_key(n) for n in numbers]
    assert keys == sorted(keys)
    lines = [r.line for r in release.rules.values()]
    assert lines == sorted(lines)
    for n in numbers:
        p = parent(n)
        assert p is None or p in release.rules, f"{n} has no parent {p}"


def test_subrule_letters_skip_l_and_o(release_and_path):
    _, _, release = release_and_path
    letters = {n[-1] for n in release.rules if n[-1].isalpha()}
    assert "l" not in letters and "o" not in letters
    assert "k" in letters and "m" in letters and "p" in letters


def test_glossary_terms_clean(release_and_path):
    _, _, release = release_and_path
    for term, entry in release.glossary.items():
        assert term == entry.term
        assert not re.search(r"\d\.\s", term), f"sense glued to term {term!r}"
        assert entry.text, f"{term} has no definition"
        assert entry.text == entry.text.strip()
        assert all(line == line.rstrip() for line in entry.text.split("\n"))
    ability = release.glossary["Ability"]
    assert ability.senses[0] == "Text on an object that explains what that object does or can do."
    assert len(ability.senses) == 2
    assert ability.text.startswith("1. Text on an object")
    assert len(release.glossary["Face Down"].senses) == 3
    assert "Zone" in release.glossary
    assert not any(t.startswith(("Magic: The Gathering", "Thanks")) for t in release.glossary)


def test_2021_glossary_first_sense_glued_to_term():
    path = cr_file("2021-06-18")
    raw = path.read_text(encoding="utf-8")
    assert "\nAbility1. Text on an object" in raw  # the oddity is in the data ...
    release = load_release(path)
    glued = ["Ability", "Ante", "Archenemy", "Draw", "Exile", "Face Down", "Face Up",
             "Graveyard", "Hand", "Library", "Loyalty"]
    for term in glued:  # ... and parsed away
        assert term in release.glossary, term
        assert release.glossary[term].senses, term
        assert release.glossary[term].text.startswith("1. ")
    assert "Ability1. Text on an object that explains what that object does or can do." \
        not in release.glossary
    assert sum("glued" in q for q in release.quirks) == len(glued)


def test_shipped_release():
    release = crparse.corpus_release()
    assert release.path == corpus.cr_path().resolve()
    assert release.effective_date == corpus.CR_VERSION == "2026-01-16"
    assert release is crparse.corpus_release()  # cached
    assert release.rules["707"].text == "Copying Objects"
    assert release.rules["706"].text == "Rolling a Die"
    assert release.rules["708"].text == "Face-Down Spells and Permanents"
    assert release.rules["100"].text == "General"
    assert release.chapters["7"] == "Additional Rules"


def test_continuation_lines_and_examples():
    release = crparse.corpus_release()
    r = release.rules["509.1b"]
    first, second = r.text.split("\n")
    assert first.endswith("the declaration of blockers is illegal.")
    assert second.startswith("A restriction may be created by an evasion ability")
    assert r.examples == ["An attacking creature with flying and shadow can’t be blocked by a "
                          "creature with flying but without shadow."]
    assert len(release.rules["205.4c"].text.split("\n")) == 2
    assert len(release.rules["707.3"].examples) == 4
    assert len(release.rules["613.6"].examples) == 4
    assert all(not e.startswith("Example") for e in release.rules["707.3"].examples)


def test_irregular_numbering():
    release = crparse.corpus_release()
    assert release.rules["606.5"].text.startswith("If the total cost to activate a loyalty")
    assert release.rules["119.1d"].text.startswith("In a two-player Brawl game")
    assert any("'606.5' lacks its final period" in q for q in release.quirks)
    r2022 = load_release(cr_file("2022-10-07"))
    assert r2022.rules["901.4"].text.startswith("All plane and phenomenon cards remain")
    assert r2022.rules["702.124h"].text.startswith("“Choose a Background” is a variant")
    assert any("no space after rule number '901.4'" in q for q in r2022.quirks)


def test_2021_numbering_before_renumbering():
    release = load_release(cr_file("2021-06-18"))
    assert release.rules["706"].text == "Copying Objects"
    assert release.rules["707"].text == "Face-Down Spells and Permanents"
    assert len(release.rules["205.3i"].text.split("\n")) == 2


def test_helpers():
    assert parent("707.9a") == "707.9"
    assert parent("707.9") == "707"
    assert parent("707") is None
    assert parent("702.124n") == "702.124"
    assert section_of("707.9a") == "707"
    assert section_of("702.124n") == "702"
    assert section_of("100") == "100"
    with pytest.raises(ValueError):
        parent("7.9")


def test_canonical_text_and_hash():
    rule = Rule(number="100.1", text="Two  words \nand more ", examples=["An\texample. ", " b"],
                line=1)
    assert canonical_text(rule) == "Two words and more\nAn example.\nb"
    import hashlib

    expected = "sha256:" + hashlib.sha256("Two words and more\nAn example.\nb".encode()).hexdigest()
    assert rule_hash(rule) == expected
    same = Rule(number="100.1", text="Two words and more", examples=["An example.", "b"])
    assert rule_hash(same) == expected
    other = Rule(number="100.1", text="Two words and more", examples=["An example."])
    assert rule_hash(other) != expected


def test_line_endings_and_bom_do_not_matter():
    path = corpus.cr_path()
    text = path.read_text(encoding="utf-8")
    a = parse(text)
    b = parse("\ufeff" + text.replace("\n", "\r"))
    c = parse(text.replace("\n", "\r\n"))
    assert a.effective_date == b.effective_date == c.effective_date
    assert [rule_hash(r) for r in a.rules.values()] == [rule_hash(r) for r in b.rules.values()]
    assert list(a.rules) == list(c.rules)
    assert a.glossary.keys() == b.glossary.keys()


def test_single_space_lines_and_trailing_spaces():
    text = "\n".join([
        "Magic: The Gathering Comprehensive Rules",
        "",
        "These rules are effective as of November 17, 2023",  # no final period, as in 2023
        "",
        "Contents",
        "",
        "1. Game Concepts",
        "100. General",
        "Glossary",
        "Credits",
        "",
        "1. Game Concepts",
        "",
        "100. General",
        " ",
        "100.1. First rule.   ",
        "Example: One.",
        "Example: Two ",
        "     continued example.",
        " ",
        "100.1a Sub rule ",
        "     continued text.",
        "",
        "100.2 No period.",
        "",
        "2. Parts of a Card",
        "",
        "200. General",
        "",
        "Glossary",
        "",
        "Term",
        "1. Sense one. ",
        "2. Sense two.",
        "See rule 100.1.",
        "",
        "Other Term ",
        "Definition.",
        "",
        "Credits",
        "",
        "Not a term",
        "",
    ])
    release = parse(text)
    assert release.effective_date == "2023-11-17"
    assert list(release.rules) == ["100", "100.1", "100.1a", "100.2", "200"]
    assert release.rules["100.1"].text == "First rule."
    assert release.rules["100.1"].examples == ["One.", "Two\ncontinued example."]
    assert release.rules["100.1a"].text == "Sub rule\ncontinued text."
    assert release.rules["100.2"].text == "No period."
    assert release.rules["100.1a"].line == 21
    assert release.chapters == {"1": "Game Concepts", "2": "Parts of a Card"}
    assert list(release.glossary) == ["Term", "Other Term"]
    assert release.glossary["Term"].senses == ["Sense one.", "Sense two."]
    assert release.glossary["Term"].text == "1. Sense one.\n2. Sense two.\nSee rule 100.1."
    assert release.glossary["Other Term"].senses == []


def test_not_a_cr_file():
    with pytest.raises(CRParseError):
        parse("hello\nworld\n")
    with pytest.raises(CRParseError):
        parse("These rules are effective as of June 18, 2021.\n\nno rules here\n")
