"""How much of the source inventory the fixtures cover.

For each inventoried document:

* ``items`` – every item of its inventory;
* ``testable`` – the items that need a scenario: status ``testable`` *or* ``superseded`` (a
  superseded item still needs a scenario, one that shows today's outcome); ``definitional`` items
  need none;
* ``covered`` – those of the ``testable`` items cited by at least one fixture (a fixture's
  ``sources`` entry ``{"item": id, ...}``), so ``covered <= testable``;
* ``uncovered`` – the ids of the ``testable`` items no fixture cites, in inventory order.

The Comprehensive Rules document's entry also has ``chapters``: the same four figures for the items
of each chapter of the rules (1 Game Concepts … 9 Casual Variants; a chapter is listed when some
item of it is inventoried), each with the chapter's ``title`` from the release and an ``examples``
entry counting the chapter's ``Example:`` items alone (``items``, ``testable``, ``covered``).

Citations of unknown ids, or of an id under the wrong document, are *problems*: reported
separately (the command prints them on stderr) without stopping the report.
"""

from __future__ import annotations

import re
import textwrap
from pathlib import Path

from . import corpus, inventory

_RULE_NUMBER = re.compile(r"^([1-9])\d{2}(?:\.|$)")


def needs_scenario(item: dict) -> bool:
    return item.get("status") in inventory.NEEDS_SCENARIO


def _fixtures_in(path: Path, problems: list[str]) -> list[dict]:
    try:
        data = corpus.load_json(path)
    except (OSError, ValueError) as exc:
        problems.append(f"{path}: unreadable fixture file: {exc}")
        return []
    if isinstance(data, dict):
        return [data]
    if isinstance(data, list):
        return [f for f in data if isinstance(f, dict)]
    problems.append(f"{path}: a fixture file must hold a JSON object")
    return []


def cited_items(paths: list[Path] | None = None) -> tuple[dict[str, list[Path]], list[str]]:
    """Item id → fixture files citing it, and the problems found on the way."""
    known = inventory.items_by_id()
    cited: dict[str, list[Path]] = {}
    problems: list[str] = []
    for path in corpus.fixture_files(paths or None):
        path = Path(path)
        for fixture in _fixtures_in(path, problems):
            sources = fixture.get("sources")
            if sources is None:
                continue
            if not isinstance(sources, list):
                problems.append(f"{path}: 'sources' must be a list")
                continue
            for source in sources:
                item_id = source.get("item") if isinstance(source, dict) else None
                if not isinstance(item_id, str):
                    problems.append(f"{path}: a sources entry without an 'item' id: {source!r}")
                    continue
                item = known.get(item_id)
                if item is None:
                    problems.append(f"{path}: cites unknown inventory item {item_id!r}")
                    continue
                document = source.get("document")
                if document is not None and document != item["document"]:
                    problems.append(f"{path}: cites {item_id} as from {document}, but it is "
                                    f"an item of {item['document']}")
                files = cited.setdefault(item_id, [])
                if path not in files:
                    files.append(path)
    return cited, problems


def _chapter_titles() -> dict[str, str]:
    """Chapter number → title, from the corpus's release (empty if it cannot be read)."""
    from . import crparse

    try:
        return dict(crparse.corpus_release().chapters)
    except (OSError, ValueError):
        return {}


def chapter_of(item: dict) -> str | None:
    """The chapter (``"1"`` … ``"9"``) of a Comprehensive Rules item: the first digit of its rule."""
    for number in [item.get("section")] + list(item.get("rules") or []):
        m = _RULE_NUMBER.match(number) if isinstance(number, str) else None
        if m:
            return m.group(1)
    return None


def _chapters(items: list[dict], cited: dict) -> list[dict]:
    """Per chapter of the rules: items, testable, covered, uncovered, and the examples alone."""
    titles = _chapter_titles()
    groups: dict[str, list[dict]] = {}
    for item in items:
        chapter = chapter_of(item)
        if chapter is not None:
            groups.setdefault(chapter, []).append(item)
    out = []
    for chapter in sorted(groups):
        group = groups[chapter]
        testable = [i["id"] for i in group if needs_scenario(i)]
        examples = [i for i in group if i.get("kind") == "example"]
        ex_testable = [i["id"] for i in examples if needs_scenario(i)]
        out.append({
            "chapter": chapter,
            "title": titles.get(chapter, ""),
            "items": len(group),
            "testable": len(testable),
            "covered": sum(1 for i in testable if i in cited),
            "uncovered": [i for i in testable if i not in cited],
            "examples": {
                "items": len(examples),
                "testable": len(ex_testable),
                "covered": sum(1 for i in ex_testable if i in cited),
            },
        })
    return out


def compute(paths: list[Path] | None = None) -> tuple[dict, list[str]]:
    """The coverage report ``{"documents": [...]}`` and the list of problems."""
    cited, problems = cited_items(paths)
    documents = []
    for document, data in sorted(inventory.load_inventory().items()):
        items = [i for i in data.get("items") or [] if isinstance(i, dict)]
        testable = [i["id"] for i in items if needs_scenario(i)]
        covered = [i for i in testable if i in cited]
        entry = {
            "document": document,
            "items": len(items),
            "testable": len(testable),
            "covered": len(covered),
            "uncovered": [i for i in testable if i not in cited],
        }
        if inventory.id_prefix(document) == "cr-":
            entry["chapters"] = _chapters(items, cited)
        documents.append(entry)
    return {"documents": documents}, problems


def format_text(report: dict, width: int = 100) -> str:
    """A readable table of the report, then the uncovered ids per document."""
    rows = report["documents"]
    name_w = max([len("document")] + [len(r["document"]) for r in rows] + [len("total")])
    header = (f"{'document':<{name_w}}  {'items':>5}  {'testable':>8}  {'covered':>7}  "
              f"{'uncovered':>9}  {'covered %':>9}")
    lines = [header, "-" * len(header)]

    def row(name, items, testable, covered):
        pct = f"{100.0 * covered / testable:.1f}" if testable else "-"
        return (f"{name:<{name_w}}  {items:>5}  {testable:>8}  {covered:>7}  "
                f"{testable - covered:>9}  {pct:>9}")

    for r in rows:
        lines.append(row(r["document"], r["items"], r["testable"], r["covered"]))
    lines.append("-" * len(header))
    lines.append(row("total", sum(r["items"] for r in rows), sum(r["testable"] for r in rows),
                     sum(r["covered"] for r in rows)))
    for r in rows:
        if r.get("chapters"):
            lines.append("")
            lines.extend(_chapter_table(r))
    lines.append("")
    lines.append("testable = status testable or superseded (both need a scenario); covered = "
                 "testable items cited by at least one fixture.")
    for r in rows:
        if not r["uncovered"]:
            continue
        lines.append("")
        lines.append(f"uncovered in {r['document']} ({len(r['uncovered'])}):")
        lines.extend(textwrap.wrap(", ".join(r["uncovered"]), width=width,
                                   initial_indent="  ", subsequent_indent="  ",
                                   break_on_hyphens=False))
    return "\n".join(lines) + "\n"


def _pct(covered: int, testable: int) -> str:
    return f"{100.0 * covered / testable:.1f}" if testable else "-"


def _chapter_table(report_row: dict) -> list[str]:
    """The per-chapter table of the Comprehensive Rules document: all items, then examples alone."""
    chapters = report_row["chapters"]
    names = [f"{c['chapter']}. {c['title']}".rstrip(". ") if c["title"] else c["chapter"]
             for c in chapters]
    name_w = max([len("chapter"), len("total")] + [len(n) for n in names])
    header = (f"{'chapter':<{name_w}}  {'items':>5}  {'testable':>8}  {'covered':>7}  "
              f"{'uncovered':>9}  {'covered %':>9}  |  {'examples':>8}  {'testable':>8}  "
              f"{'covered':>7}  {'covered %':>9}")

    def row(name, c, e):
        return (f"{name:<{name_w}}  {c[0]:>5}  {c[1]:>8}  {c[2]:>7}  {c[1] - c[2]:>9}  "
                f"{_pct(c[2], c[1]):>9}  |  {e[0]:>8}  {e[1]:>8}  {e[2]:>7}  "
                f"{_pct(e[2], e[1]):>9}")

    out = [f"{report_row['document']} by chapter of the rules (examples = its Example: items):",
           header, "-" * len(header)]
    totals = [0] * 6
    for name, c in zip(names, chapters):
        figures = (c["items"], c["testable"], c["covered"])
        ex = (c["examples"]["items"], c["examples"]["testable"], c["examples"]["covered"])
        out.append(row(name, figures, ex))
        totals = [t + v for t, v in zip(totals, figures + ex)]
    out.append("-" * len(header))
    out.append(row("total", totals[:3], totals[3:]))
    return out
