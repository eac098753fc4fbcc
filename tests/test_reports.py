"""Reports people and CI systems read: JSON (fits schemas/report.schema.json), JUnit XML, and the
self-contained HTML report (its content here; tests/test_html_report_browser.py loads it in Chromium)."""

from __future__ import annotations

import html
import json
import re
import xml.etree.ElementTree as ET
from html.parser import HTMLParser
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.crparse import corpus_release
from mtg_conformance.html_report import scenario_text
from mtg_conformance.reports import json_report, write_report
from mtg_conformance.schemas import problems
from tests.wrong_engine import PowerPlusOne
from tests.sample import has_power_expectation, passing, paths


class Mixed(PowerPlusOne):
    """Wrong on power everywhere, errored (with stderr) on the second fixture, declines the third."""

    def __init__(self, errored: str, skipped: str) -> None:
        self.errored, self.skipped = errored, skipped

    def run(self, payload):
        if payload["id"] == self.errored:
            return {"error": {"kind": "internal", "message": "null <object> in layer 7", "stderr": "at layers.rs:12\npanic <here>"}}
        if payload["id"] == self.skipped:
            return {"skipped": "no support for this yet"}
        return super().run(payload)


@pytest.fixture(scope="module")
def result():
    fixtures = passing(6, has_power_expectation)
    return runner.run(Mixed(fixtures[1].id, fixtures[2].id), fixtures, [])


def test_json_report_fits_its_schema_and_has_what_the_issue_asks(result) -> None:
    report = json_report(result)
    assert problems("report", report) == []
    assert report["engine"] == {"name": "mtg-conformance reference engine", "version": "0.1.0"}
    assert report["corpus"]["version"] and report["corpus"]["cr_version"] == "2026-01-16"
    c = report["summary"]
    assert c["failed"] and c["errored"] == 1 and c["skipped"] == 1
    for f in report["fixtures"]:
        assert {"id", "outcome", "rules", "sources", "message", "duration"} <= f.keys()
        assert f["rules"] and f["sources"]
    errored = next(f for f in report["fixtures"] if f["outcome"] == "errored")
    assert errored["error_kind"] == "internal" and "panic <here>" in errored["stderr"]
    failed = next(f for f in report["fixtures"] if f["outcome"] == "failed")
    assert failed["mismatches"][0]["field"] == "power"


def test_json_report_schema_rejects_a_bad_report(result) -> None:
    report = json_report(result)
    report["fixtures"][0]["outcome"] = "kind of passed"
    del report["summary"]["skipped"]
    found = problems("report", report)
    assert any("$.fixtures[0].outcome" in p for p in found) and any("skipped" in p for p in found)


def test_junit_xml(result, tmp_path: Path) -> None:
    write_report(f"junit:{tmp_path / 'r.xml'}", result)
    suite = ET.parse(tmp_path / "r.xml").getroot().find("testsuite")
    c = result.counts()
    assert suite.get("tests") == str(len(result.outcomes))
    assert (suite.get("failures"), suite.get("errors"), suite.get("skipped")) == (str(c["failed"]), "1", "1")
    cases = suite.findall("testcase")
    failure = next(tc for tc in cases if tc.find("failure") is not None).find("failure")
    assert "expected:" in failure.text and "source:" in failure.text
    error = next(tc for tc in cases if tc.find("error") is not None).find("error")
    assert error.get("type") == "internal" and "panic <here>" in error.text


class Doc(HTMLParser):
    """Elements by id, with their text, and every URL the page would load."""

    def __init__(self) -> None:
        super().__init__()
        self.ids: dict[str, dict[str, str]] = {}
        self.loads: list[str] = []
        self.text: list[str] = []

    def handle_starttag(self, tag, attrs):
        a = dict(attrs)
        if "id" in a:
            self.ids[a["id"]] = a
        for key in ("src", "href"):
            if a.get(key) and not a[key].startswith("#"):
                self.loads.append(a[key])
        if tag == "link":
            self.loads.append(a.get("href", ""))

    def handle_data(self, data):
        self.text.append(data)


def test_html_report_content(result, tmp_path: Path) -> None:
    write_report(f"html:{tmp_path / 'r.html'}", result)
    page = (tmp_path / "r.html").read_text(encoding="utf-8")
    doc = Doc()
    doc.feed(page)
    text = "".join(doc.text)
    assert not doc.loads, f"the report must be self-contained, but loads {doc.loads}"
    c = result.counts()
    summary = doc.ids["summary"]
    assert summary["data-total"] == str(len(result.outcomes)) and summary["data-failed"] == str(c["failed"])
    assert {"matrix", "failures", "fixtures", "matrix-table"} <= doc.ids.keys()
    # the matrix: CR sections (with their titles from the CR) against outcomes
    failed = next(o for o in result.outcomes if o.status == "failed")
    section = failed.rules[0][:3]
    row = re.search(rf'<tr data-section="{section}">(.*?)</tr>', page).group(1)
    assert corpus_release().get(section).text in row
    cells = dict(re.findall(r'data-outcome="(\w+)">(\d+)<', row))
    assert int(cells["failed"]) > 0 and sum(map(int, cells.values())) <= len(result.outcomes)
    # each failure: scenario text, source quote, expected against observed
    art = page[page.index(f'id="f-{failed.id}"'):]
    art = art[:art.index("</article>")]
    assert "Scenario:" in art and "Then" in art
    assert 'class="quote"' in art and html.escape(failed.sources[0]["quote"][:60]) in art
    assert "Expected against observed" in art and ">power<" in art
    for s in failed.sources:
        assert f"<code>{s['item']}</code>" in art
    # an error: reason and stderr, escaped
    assert "null &lt;object&gt; in layer 7" in page and "panic &lt;here&gt;" in page
    assert "<object>" not in text.replace("null <object> in layer 7", "")


def test_scenario_text_is_the_scenario_block(result) -> None:
    o = result.outcomes[0]
    text = scenario_text(o)
    assert text.startswith("Scenario:") and o.title in text.splitlines()[0]
    assert "\n@" not in text and text.count("Scenario:") == 1


def test_cli_writes_every_report_kind(tmp_path: Path) -> None:
    from tests.conftest import cli

    r = cli("run", "-q", "--report", f"json:{tmp_path / 'r.json'}", "--report", f"junit:{tmp_path / 'r.xml'}",
            "--report", f"html:{tmp_path / 'r.html'}", "--fixtures", *paths(passing(3)))
    assert r.returncode == 0, r.stdout + r.stderr
    assert problems("report", json.loads((tmp_path / "r.json").read_text())) == []
    assert 'id="summary"' in (tmp_path / "r.html").read_text()
    bad = cli("run", "-q", "--report", "pdf:x.pdf")
    assert bad.returncode == 2 and "html:PATH" in bad.stderr
