"""Honest set-up (issue 14): the distribution builds as a release would (wheel and sdist), and the wheel,
installed in a fresh virtual environment outside the checkout, runs the suite from its shipped corpus."""

from __future__ import annotations

import os
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

import pytest

from tests.conftest import REPO


@pytest.fixture(scope="module")
def dist(tmp_path_factory) -> Path:
    out = tmp_path_factory.mktemp("dist")
    r = subprocess.run([sys.executable, "-m", "build", "--wheel", "--sdist", "--outdir", str(out), str(REPO)],
                       capture_output=True, text=True, timeout=900)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    return out


def test_the_wheel_ships_the_corpus_and_the_sdist_the_sources(dist: Path) -> None:
    [wheel] = dist.glob("*.whl")
    names = zipfile.ZipFile(wheel).namelist()
    for part in ("mtg_conformance/_corpus/features/", "mtg_conformance/_corpus/fixtures/cards/",
                 "mtg_conformance/_corpus/schemas/protocol.schema.json", "mtg_conformance/_corpus/docs/STEPS.md",
                 "mtg_reference_engine/engine/adapter.py", "mtg_reference_engine/text/oracle.lark"):
        assert any(n.startswith(part) for n in names), part
    # Issue 14: nothing generic at the top of site-packages (the repository's reference_impl/ folder
    # holds the distinctively named package mtg_reference_engine).
    top = {n.split("/")[0] for n in names if not n.split("/")[0].endswith(".dist-info")}
    assert top == {"mtg_conformance", "mtg_reference_engine"}, top
    [sdist] = dist.glob("*.tar.gz")
    members = tarfile.open(sdist).getnames()
    for part in ("features/", "fixtures/", "tests/test_packaging.py", "docs/WRITING-SCENARIOS.md", "pyproject.toml"):
        assert any(f"/{part}" in m for m in members), part


def test_the_wheel_runs_the_suite_in_a_fresh_venv_outside_the_checkout(dist: Path, tmp_path: Path) -> None:
    [wheel] = dist.glob("*.whl")
    venv = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True, timeout=300)
    py = venv / "bin" / "python"
    r = subprocess.run([str(py), "-m", "pip", "install", "--quiet", str(wheel)], capture_output=True, text=True,
                       timeout=900)
    assert r.returncode == 0, r.stderr[-3000:]
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    r = subprocess.run([str(venv / "bin" / "mtg-conformance"), "run", "--select", "smoke"], capture_output=True,
                       text=True, cwd=tmp_path, env=env, timeout=600)
    assert r.returncode == 0, r.stdout[-3000:] + r.stderr[-3000:]
    assert "7 passed, 0 failed, 0 errored, 0 unsupported, 0 skipped" in r.stdout
    where = subprocess.run([str(py), "-c", "import mtg_conformance.corpus as c; print(c.root())"],
                           capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120).stdout
    assert "site-packages" in where and str(REPO) not in where
    engine = subprocess.run([str(py), "-c", "from importlib.metadata import entry_points as e; "
                             "print(e(group='mtg_conformance.engines')['reference'].load().__module__, "
                             "__import__('mtg_reference_engine').__file__)"],
                            capture_output=True, text=True, cwd=tmp_path, env=env, timeout=120).stdout
    assert engine.startswith("mtg_reference_engine.engine.adapter ") and "site-packages" in engine, engine
    r = subprocess.run([str(venv / "bin" / "mtg-conformance"), "compile"], capture_output=True, text=True,
                       cwd=tmp_path, env=env, timeout=300)
    assert r.returncode == 2 and "refusing to write into the installed package" in r.stderr
