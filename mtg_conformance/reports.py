"""Reports of a run: the console text, JSON and JUnit XML (the HTML report is in html_report.py)."""

from __future__ import annotations

import json
import xml.etree.ElementTree as ET
from functools import lru_cache
from pathlib import Path
from typing import Any

from . import __version__
from .runner import Outcome, RunResult

STATUS_CHAR = {"passed": ".", "failed": "F", "errored": "E", "unsupported": "U", "skipped": "s"}


def _shorten(text: str, width: int) -> str:
    """Whitespace collapsed, cut at a word boundary to ``width`` characters (textwrap.shorten, faster)."""
    text = " ".join(text.split())
    if len(text) <= width:
        return text
    cut = text.rfind(" ", 0, width - 1)
    return text[:cut if cut > 0 else width - 2] + " …"


@lru_cache(maxsize=64)
def document_title(document: str | None) -> str:
    """A source document named by its inventory title (its file name is a hash), the file after it."""
    try:
        from .inventory import load_inventory

        title = (load_inventory().get(document or "") or {}).get("title")
    except Exception:  # no inventory shipped, or a broken one: the file name alone
        title = None
    return f"{_shorten(title, 90)} ({document})" if title else str(document)


def describe_failure(o: Outcome) -> str:
    """A failure or error as people read it: fixture, expectation, observation, rules, source."""
    lines = [f"{o.status.upper()}: {o.id}", f"  file:     {o.path}"]
    if o.feature:
        lines.append(f"  scenario: {o.feature.get('file')}:{o.feature.get('line')} — {o.title}")
    if o.rules:
        lines.append(f"  rules:    {', '.join(o.rules)}")
    for m in o.mismatches:
        exp = {k: v for k, v in m.expectation.items() if k != "at"}
        at = (o.points or {}).get(m.expectation.get("at", ""), "")
        lines.append(f"  expected: {json.dumps(exp, ensure_ascii=False)}{'  (' + at + ')' if at else ''}")
        lines.append(f"  observed: {m.field} = {json.dumps(m.observed, ensure_ascii=False)}")
        lines.append(f"            {m.message}")
    if o.unsupported:
        lines.append("  not implemented by the engine:")
        for u in o.unsupported:
            face = f" (face {u['face']})" if u.get("face") and u.get("face") != u.get("card") else ""
            origin = f" [{u['origin']}]" if u.get("origin") else ""
            lines.append(f"    {u.get('card')}{face}{origin}: “{u.get('line', '')}”")
    if not o.mismatches and o.message:
        lines.append(f"  reason:   {o.message}")
    for s in o.sources:
        quote = _shorten(s.get("quote", ""), 300)
        lines.append(f"  source:   [{s.get('item')}] {document_title(s.get('document'))}")
        lines.append(f"            “{quote}”")
    if o.stderr:
        lines.append("  engine stderr (tail):")
        lines.extend("    " + l for l in o.stderr.splitlines()[-15:])
    return "\n".join(lines)


def json_report(result: RunResult, corpus_version: str | None = None) -> dict[str, Any]:
    from .corpus import CR_VERSION

    report = {
        "format": 1,
        "harness": {"name": "mtg-conformance", "version": __version__},
        "engine": result.engine,
        "corpus": {"version": corpus_version or __version__, "cr_version": CR_VERSION},
        "summary": result.counts(),
        "duration": round(result.duration, 6),
        "fixtures": [o.as_dict() for o in result.outcomes],
    }
    if result.baseline is not None:
        report["baseline"] = result.baseline
    if result.shard is not None:
        report["shard"] = result.shard
    return report


def write_json(result: RunResult, path: Path) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(json_report(result), indent=2, ensure_ascii=False) + "\n", encoding="utf-8")


def write_junit(result: RunResult, path: Path) -> None:
    c = result.counts()
    suite = ET.Element("testsuite", {
        "name": f"mtg-conformance ({result.engine.get('name', 'engine')})",
        "tests": str(len(result.outcomes)), "failures": str(c["failed"] + c["unsupported"]), "errors": str(c["errored"]),
        "skipped": str(c["skipped"]), "time": f"{result.duration:.3f}",
    })
    props = ET.SubElement(suite, "properties")
    for k, v in (("engine.name", result.engine.get("name", "")), ("engine.version", result.engine.get("version", "")),
                 ("harness.version", __version__)):
        ET.SubElement(props, "property", {"name": k, "value": str(v)})
    for o in result.outcomes:
        classname = o.id.rsplit("/", 1)[0].replace("/", ".") if "/" in o.id else "fixtures"
        case = ET.SubElement(suite, "testcase", {"classname": classname, "name": o.id, "time": f"{o.duration:.6f}",
                                                 "file": o.path})
        if o.status == "failed":
            el = ET.SubElement(case, "failure", {"message": o.message})
            el.text = describe_failure(o)
        elif o.status == "unsupported":  # a failure of the run, told apart by its type
            el = ET.SubElement(case, "failure", {"message": o.message, "type": "unsupported"})
            el.text = describe_failure(o)
        elif o.status == "errored":
            el = ET.SubElement(case, "error", {"message": o.message, "type": o.error_kind or "error"})
            el.text = describe_failure(o)
        elif o.status == "skipped":
            ET.SubElement(case, "skipped", {"message": o.message})
    path.parent.mkdir(parents=True, exist_ok=True)
    root = ET.Element("testsuites")
    root.append(suite)
    ET.indent(root)
    path.write_bytes(b'<?xml version="1.0" encoding="utf-8"?>\n' + ET.tostring(root, encoding="utf-8") + b"\n")


def write_report(spec: str, result: RunResult) -> None:
    """``json:PATH``, ``junit:PATH`` or ``html:PATH``."""
    kind, _, target = spec.partition(":")
    if kind == "json":
        write_json(result, Path(target))
    elif kind == "junit":
        write_junit(result, Path(target))
    elif kind == "html":
        from .html_report import write_html

        write_html(result, Path(target))
    else:  # validated by the command line already
        raise ValueError(f"unknown report kind {kind!r}")
