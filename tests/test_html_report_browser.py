"""The HTML report loads in a real headless Chromium (Debian's ``chromium`` package): the DOM the
browser builds has the summary, and the report's inline script ran.

Skipped only when Chromium is absent outside CI; in CI (``$CI`` set) its absence is a failure.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mtg_conformance import runner
from mtg_conformance.html_report import write_html
from tests.wrong_engine import PowerPlusOne
from tests.sample import has_power_expectation, passing

BROWSERS = ("chromium", "chromium-browser")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
         "--disable-background-networking", "--disable-component-update", "--disable-sync",
         "--disable-dev-shm-usage"]


def chromium() -> str:
    for name in BROWSERS:
        found = shutil.which(name)
        if found:
            return found
    message = "Chromium is not installed (apt-get install -y chromium)"
    if os.environ.get("CI"):
        pytest.fail(message + "; CI must install it")
    pytest.skip(message + "; CI installs it and runs this test")


def test_the_report_renders_in_chromium(tmp_path: Path) -> None:
    browser = chromium()
    sample = {lf.id: lf for lf in passing(3) + passing(3, has_power_expectation)}  # some pass, some fail
    result = runner.run(PowerPlusOne(), list(sample.values()), [])
    c = result.counts()
    assert c["failed"] > 0
    page = tmp_path / "report.html"
    write_html(result, page)
    proc = subprocess.run([browser, *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", "--dump-dom", page.as_uri()],
                          capture_output=True, text=True, timeout=180)
    dom = proc.stdout
    assert proc.returncode == 0 and dom, f"chromium exited {proc.returncode}: {proc.stderr[-2000:]}"
    summary = re.search(r'<section id="summary"[^>]*>', dom)
    assert summary, dom[:2000]
    tag = summary.group(0)
    assert f'data-total="{len(result.outcomes)}"' in tag and f'data-failed="{c["failed"]}"' in tag
    assert 'data-rendered="true"' in tag, "the report's inline script did not run"
    assert re.search(r'<button type="button" data-show="all" aria-pressed="true">', dom)
    assert f"{c['failed']} of {len(result.outcomes)} fixtures failed or errored" in dom
    assert dom.count('<article class="failure"') == c["failed"] + c["errored"]
