"""Shared helpers for the project's own tests."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from mtg_conformance import corpus

REPO = Path(__file__).resolve().parent.parent


def cli(*args: str, cwd: Path | None = None, input: str | None = None, timeout: float = 120) -> subprocess.CompletedProcess:
    """Run the console script as a user would (python -m keeps it on this interpreter)."""
    return subprocess.run([sys.executable, "-m", "mtg_conformance.cli", *args], capture_output=True, text=True,
                          cwd=cwd or REPO, input=input, timeout=timeout, env={**os.environ, "PYTHONUNBUFFERED": "1"})


@pytest.fixture
def corpus_fixture() -> dict:
    """A real fixture of the corpus (the first one), as a dict to copy and spoil."""
    path = corpus.fixture_files()[0]
    return json.loads(path.read_text(encoding="utf-8"))


SERVE_CMD = f"{sys.executable} -m mtg_conformance.cli serve"
