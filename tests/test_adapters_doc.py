"""docs/ADAPTERS.md and the CI recipe stay true: the guide's engine is the example file the tests run,
and every command line they show is one the command line accepts."""

from __future__ import annotations

import re
import shlex

import pytest

from mtg_conformance.cli import build_parser
from tests.conftest import REPO

GUIDE = REPO / "docs" / "ADAPTERS.md"
WORKFLOW = REPO / "docs" / "ci" / "engine-conformance.yml"


def test_the_guides_engine_is_the_example_file() -> None:
    block = re.search(r"```javascript\n(.*?)```", GUIDE.read_text(encoding="utf-8"), re.S)
    assert block, "docs/ADAPTERS.md has no javascript block"
    assert block.group(1) == (REPO / "examples" / "node-engine" / "engine.js").read_text(encoding="utf-8")


def commands(text: str) -> list[list[str]]:
    """Every `mtg-conformance ...` command line in a text, continuation lines joined, $VARS filled."""
    text = text.replace("\\\n", " ")
    out = []
    for line in text.splitlines():
        m = re.search(r"(?:^|\s|`)mtg-conformance ((?:run|serve|diff-results|merge-reports|check|compile|coverage)\b[^`|]*)", line)
        if not m:
            continue
        args = shlex.split(m.group(1).replace('"$ENGINE_CMD"', '"./engine --x"').replace('"$BASELINE"', "b.json"))
        out.append([a for a in args if a not in ("||", "true")])
    return out


@pytest.mark.parametrize("path", [GUIDE, WORKFLOW], ids=["ADAPTERS.md", "engine-conformance.yml"])
def test_every_command_shown_parses(path) -> None:
    found = commands(path.read_text(encoding="utf-8"))
    assert found
    parser = build_parser()
    for argv in found:
        try:
            args = parser.parse_args(argv)
        except SystemExit:
            pytest.fail(f"{path.name}: mtg-conformance {shlex.join(argv)} is not accepted")
        assert args.func


def test_the_workflow_gates_on_a_strict_baseline_and_keeps_reports() -> None:
    """A sharded matrix: each shard gates on the baseline and keeps its reports; the merge job merges
    the shards' JSON reports, gates on the whole, and writes a fresh baseline on request."""
    text = WORKFLOW.read_text(encoding="utf-8")
    runs = [c for c in commands(text) if c[0] == "run"]
    merges = [c for c in commands(text) if c[0] == "merge-reports"]
    gate = next(c for c in runs if "--baseline" in c)
    reports = {gate[i + 1].split(":")[0] for i, a in enumerate(gate) if a == "--report"}
    assert "--strict-baseline" in gate and reports == {"json", "junit", "html"}
    assert all("--shard" in c for c in runs) and "matrix:" in text
    assert any("--baseline" in c and "--strict-baseline" in c for c in merges)
    assert any("--write-baseline" in c for c in merges)
    assert "upload-artifact" in text and "download-artifact" in text and "\t" not in text
