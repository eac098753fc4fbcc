"""Parse a Comprehensive Rules (CR) text release into numbered rules and glossary entries.

The official ``MagicCompRules*.txt`` file has four parts: a header (with "These rules are
effective as of <date>."), a table of contents that repeats every chapter and section heading, the
rules body (from the second "1. Game Concepts" on), the glossary, and the credits. This module
reads the body and the glossary.

Body lines are one of:

* a chapter heading, ``1. Game Concepts`` (kept in :attr:`Release.chapters`, not a rule);
* a section heading, ``707. Copying Objects`` -> rule ``707`` with text ``Copying Objects``;
* a rule, ``707.9. ...`` or a subrule ``707.9a ...``;
* an ``Example: ...`` paragraph belonging to the rule above it (there can be several);
* a continuation line, indented with spaces, continuing the paragraph above it;
* a blank line, or a line holding only spaces.

Real releases are not perfectly regular; the parser accepts, and records in
:attr:`Release.quirks`, rule numbers without the final period (``606.5 If ...``), subrule letters
followed by a period (``119.1d. In ...``) and a missing space after the number
(``901.4.All ...``). Subrule letters skip "l" and "o", so letters are never assumed contiguous.

In the glossary, each entry is a term line followed by its definition lines; numbered senses are
lines starting ``1. ``, ``2. `` ... The 2021-06-18 release glues the first sense onto the term
line (``Ability1. Text on an object ...``); the parser splits it back apart.
"""

from __future__ import annotations

import hashlib
import re
from dataclasses import dataclass, field
from datetime import datetime
from functools import lru_cache
from pathlib import Path

__all__ = [
    "Rule",
    "GlossaryEntry",
    "Release",
    "CRParseError",
    "canonical_text",
    "rule_hash",
    "parse",
    "load_release",
    "corpus_release",
    "parent",
    "section_of",
    "rule_sort_key",
    "RULE_LINE_RE",
]


class CRParseError(ValueError):
    """The text is not a Comprehensive Rules release this parser understands."""


@dataclass
class Rule:
    number: str
    text: str
    examples: list[str] = field(default_factory=list)
    line: int = 0

    @property
    def section(self) -> str:
        return section_of(self.number)

    @property
    def parent(self) -> str | None:
        return parent(self.number)

    @property
    def is_section(self) -> bool:
        return "." not in self.number


@dataclass
class GlossaryEntry:
    term: str
    text: str
    """The whole definition, its lines joined by "\\n" (numbered senses keep their "1. " prefix)."""
    senses: list[str] = field(default_factory=list)
    """The numbered senses without their "N. " prefix; empty for a single-sense entry."""
    line: int = 0


@dataclass
class Release:
    effective_date: str
    rules: dict[str, Rule]
    glossary: dict[str, GlossaryEntry]
    path: Path | None = None
    chapters: dict[str, str] = field(default_factory=dict)
    """Chapter headings of the body: "1" -> "Game Concepts" ... "9" -> "Casual Variants"."""
    quirks: list[str] = field(default_factory=list)
    """Irregularities met while parsing, one line each ("line 2524: rule number '606.5' ...")."""

    def __contains__(self, number: str) -> bool:
        return number in self.rules

    def __len__(self) -> int:
        return len(self.rules)

    def get(self, number: str) -> Rule | None:
        return self.rules.get(number)

    def hash_of(self, number: str) -> str | None:
        rule = self.rules.get(number)
        return rule_hash(rule) if rule is not None else None

    def children(self, number: str) -> list[Rule]:
        """The rules whose parent is ``number``, in file order."""
        return [r for n, r in self.rules.items() if parent(n) == number]


# --------------------------------------------------------------------------------------------
# Rule numbers
# --------------------------------------------------------------------------------------------

#: A body line that starts a rule: "100. General", "100.1. These", "100.1a A", "606.5 If",
#: "119.1d. In", "901.4.All". Groups: number, trailing period, the separating spaces, the text.
RULE_LINE_RE = re.compile(
    r"^(?P<number>\d{3}\.\d+[a-z]?|\d{3}(?=\.))(?P<dot>\.?)(?P<space>[ \t]*)(?P<text>.*)$"
)
_CHAPTER_RE = re.compile(r"^(?P<number>\d)\.\s+(?P<text>\S.*)$")
_EXAMPLE_RE = re.compile(r"^Examples?:\s*")
_NUMBER_RE = re.compile(r"^(\d{3})(?:\.(\d+)([a-z]?))?$")
_SENSE_RE = re.compile(r"^(\d+)\.\s+(.*)$")
_GLUED_SENSE_RE = re.compile(r"^(?P<term>.*?\D)1\.\s+(?P<text>.+)$")
_EFFECTIVE_RE = re.compile(
    r"effective\s+as\s+of\s+(?P<month>[A-Za-z]+)\s*(?P<day>\d{1,2}),?\s*(?P<year>\d{4})"
)


def parent(number: str) -> str | None:
    """ "707.9a" -> "707.9", "707.9" -> "707", "707" -> None."""
    m = _NUMBER_RE.match(number)
    if not m:
        raise ValueError(f"not a rule number: {number!r}")
    section, rule, letter = m.groups()
    if letter:
        return f"{section}.{rule}"
    if rule:
        return section
    return None


def section_of(number: str) -> str:
    """ "707.9a" -> "707"."""
    m = _NUMBER_RE.match(number)
    if not m:
        raise ValueError(f"not a rule number: {number!r}")
    return m.group(1)


def rule_sort_key(number: str) -> tuple[int, int, str]:
    """Sort key putting rule numbers in CR order ("702.9" before "702.10")."""
    m = _NUMBER_RE.match(number)
    if not m:
        return (10**6, 0, number)
    section, rule, letter = m.groups()
    return (int(section), int(rule) if rule else -1, letter or "")


# --------------------------------------------------------------------------------------------
# Hashing
# --------------------------------------------------------------------------------------------


def _norm(s: str) -> str:
    # same result as re.sub(r"\s+", " ", s).strip(), several times faster
    return " ".join(s.split())


def canonical_text(rule: Rule) -> str:
    """The rule text and each example, whitespace-normalised, joined by "\\n"."""
    return "\n".join([_norm(rule.text), *(_norm(e) for e in rule.examples)])


def rule_hash(rule: Rule) -> str:
    return "sha256:" + hashlib.sha256(canonical_text(rule).encode("utf-8")).hexdigest()


# --------------------------------------------------------------------------------------------
# Parsing
# --------------------------------------------------------------------------------------------


def _effective_date(lines: list[str]) -> str:
    for line in lines[:40]:
        m = _EFFECTIVE_RE.search(line)
        if m:
            raw = f"{m['month']} {m['day']} {m['year']}"
            try:
                return datetime.strptime(raw, "%B %d %Y").date().isoformat()
            except ValueError:
                raise CRParseError(f"unreadable effective date {line.strip()!r}") from None
    raise CRParseError('no "These rules are effective as of ..." line in the header')


def _find_body(lines: list[str]) -> int:
    """Index of the first body line: the chapter heading above the first rule "100.1"."""
    first_rule = None
    for i, line in enumerate(lines):
        m = RULE_LINE_RE.match(line)
        if m and m["number"] == "100.1":
            first_rule = i
            break
    if first_rule is None:
        raise CRParseError('no rule "100.1." found: not a Comprehensive Rules text')
    start = first_rule
    # Walk back over the section heading "100. General" and the chapter "1. Game Concepts";
    # the table of contents ends just above them.
    for j in range(first_rule - 1, max(first_rule - 8, -1), -1):
        stripped = lines[j].strip()
        if not stripped:
            continue
        if _CHAPTER_RE.match(stripped) or RULE_LINE_RE.match(stripped):
            start = j
            continue
        break
    return start


def _find_line(lines: list[str], wanted: str, start: int) -> int | None:
    for i in range(start, len(lines)):
        if lines[i].strip() == wanted:
            return i
    return None


def _parse_body(lines: list[str], start: int, end: int, quirks: list[str]):
    rules: dict[str, Rule] = {}
    chapters: dict[str, str] = {}
    current: Rule | None = None
    # Where a continuation line goes: "text" or an index into current.examples.
    target: str | int = "text"

    for i in range(start, end):
        raw = lines[i]
        line = raw.rstrip()
        lineno = i + 1
        if not line.strip():
            # Blank (or a line holding a single space): ends nothing by itself; the next numbered
            # line starts a new rule, and an indented line still continues the paragraph.
            continue
        m = RULE_LINE_RE.match(line)
        if m:
            number, text = m["number"], m["text"].strip()
            if "." in number:
                if not m["dot"] and not number[-1].isalpha():
                    quirks.append(f"line {lineno}: rule number {number!r} lacks its final period")
                elif m["dot"] and number[-1].isalpha():
                    quirks.append(f"line {lineno}: subrule number {number!r} followed by a period")
            if not m["space"] and text:
                quirks.append(f"line {lineno}: no space after rule number {number!r}")
            if number in rules:
                quirks.append(
                    f"line {lineno}: rule {number} appears again (first at line "
                    f"{rules[number].line}); the later one is kept"
                )
            current = Rule(number=number, text=text, examples=[], line=lineno)
            rules[number] = current
            target = "text"
            continue
        cm = _CHAPTER_RE.match(line)
        if cm:
            chapters[cm["number"]] = cm["text"].strip()
            current = None
            continue
        em = _EXAMPLE_RE.match(line)
        if em:
            if current is None:
                quirks.append(f"line {lineno}: example with no rule above it, dropped")
                continue
            current.examples.append(line[em.end():].strip())
            target = len(current.examples) - 1
            continue
        # A continuation line (normally indented five spaces).
        if current is None:
            quirks.append(f"line {lineno}: text outside any rule, dropped: {line.strip()[:60]!r}")
            continue
        if not raw[:1].isspace():
            quirks.append(f"line {lineno}: unindented continuation of rule {current.number}")
        piece = line.strip()
        if target == "text":
            current.text = f"{current.text}\n{piece}" if current.text else piece
        else:
            current.examples[target] = f"{current.examples[target]}\n{piece}"
    return rules, chapters


def _parse_glossary(lines: list[str], start: int, end: int, quirks: list[str]):
    glossary: dict[str, GlossaryEntry] = {}
    block: list[tuple[int, str]] = []

    def flush():
        if not block:
            return
        first_lineno, term = block[0]
        body = [text for _, text in block[1:]]
        m = _GLUED_SENSE_RE.match(term)
        if m and (not body or _SENSE_RE.match(body[0])):
            # 2021-06-18: "Ability1. Text on an object ..." -- first sense glued to the term.
            quirks.append(
                f"line {first_lineno}: glossary term {m['term'].strip()!r} has its first sense "
                f"glued to it"
            )
            term = m["term"].strip()
            body.insert(0, f"1. {m['text'].strip()}")
        senses = []
        for text in body:
            sm = _SENSE_RE.match(text)
            if sm:
                senses.append(sm.group(2).strip())
        if not body:
            quirks.append(f"line {first_lineno}: glossary term {term!r} has no definition")
        if term in glossary:
            quirks.append(f"line {first_lineno}: glossary term {term!r} defined twice")
        glossary[term] = GlossaryEntry(
            term=term, text="\n".join(body), senses=senses, line=first_lineno
        )
        block.clear()

    for i in range(start, end):
        line = lines[i].rstrip()
        if not line.strip():
            flush()
            continue
        block.append((i + 1, line.strip()))
    flush()
    return glossary


def parse(text: str, path=None) -> Release:
    """Parse the text of a CR release (``\\n``, ``\\r\\n`` or bare ``\\r`` line endings)."""
    if text.startswith("\ufeff"):
        text = text[1:]
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    lines = text.split("\n")
    quirks: list[str] = []
    effective = _effective_date(lines)
    body_start = _find_body(lines)
    glossary_start = _find_line(lines, "Glossary", body_start)
    if glossary_start is None:
        raise CRParseError('no "Glossary" heading after the rules')
    credits_start = _find_line(lines, "Credits", glossary_start + 1)
    if credits_start is None:
        quirks.append('no "Credits" heading after the glossary; glossary runs to the end')
        credits_start = len(lines)
    rules, chapters = _parse_body(lines, body_start, glossary_start, quirks)
    glossary = _parse_glossary(lines, glossary_start + 1, credits_start, quirks)
    return Release(
        effective_date=effective,
        rules=rules,
        glossary=glossary,
        path=Path(path) if path is not None else None,
        chapters=chapters,
        quirks=quirks,
    )


def read_text(path) -> str:
    """Read a CR file: UTF-8 (BOM allowed), falling back to Windows-1252 like the 2022 original."""
    data = Path(path).read_bytes()
    try:
        return data.decode("utf-8-sig")
    except UnicodeDecodeError:
        return data.decode("cp1252")


@lru_cache(maxsize=16)
def _load(resolved: str, mtime_ns: int, size: int) -> Release:
    return parse(read_text(resolved), path=resolved)


def load_release(path) -> Release:
    """Parse the CR file at ``path``; cached by path (and modification time).

    The returned object is shared between callers: treat it as read-only.
    """
    p = Path(path).resolve()
    st = p.stat()
    return _load(str(p), st.st_mtime_ns, st.st_size)


def corpus_release() -> Release:
    """The release the corpus is written against (``sources/cr/MagicCompRules-<CR_VERSION>.txt``)."""
    from .corpus import cr_path

    return load_release(cr_path())
