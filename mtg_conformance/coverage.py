"""How much of the source inventory the fixtures cover.

For each inventoried document:

* ``items`` – every item of its inventory;
* ``testable`` – the items that need a scenario: status ``testable`` *or* ``superseded`` (a
  superseded item still needs a scenario, one that shows today's outcome); ``definitional`` items
  need none;
* ``covered`` – those of the ``testable`` items cited by at least one fixture (a fixture's
  ``sources`` entry ``{"item": id, ...}``), so ``covered <= testable``;
* ``uncovered`` – the ids of the ``testable`` items no fixture cites, in inventory order.

Citations of unknown ids, or of an id under the wrong document, are *problems*: reported
separately (the command prints them on stderr) without stopping the report.
"""

from __future__ import annotations

import textwrap
from pathlib import Path

from . import corpus, inventory


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


def compute(paths: list[Path] | None = None) -> tuple[dict, list[str]]:
    """The coverage report ``{"documents": [...]}`` and the list of problems."""
    cited, problems = cited_items(paths)
    documents = []
    for document, data in sorted(inventory.load_inventory().items()):
        items = [i for i in data.get("items") or [] if isinstance(i, dict)]
        testable = [i["id"] for i in items if needs_scenario(i)]
        covered = [i for i in testable if i in cited]
        documents.append({
            "document": document,
            "items": len(items),
            "testable": len(testable),
            "covered": len(covered),
            "uncovered": [i for i in testable if i not in cited],
        })
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
