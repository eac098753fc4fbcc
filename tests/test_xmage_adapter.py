"""The XMage adapter's parts that don't need XMage (adapters/xmage): the JSON-lines protocol loop, driven
by the harness's own external-engine client over a fake engine, and the mappings (class names, Oracle
wordings, recorded answers). They are compiled with javac and gson alone; the test is skipped, saying
why, where either is missing. The adapter against a real XMage build: tests/test_xmage_e2e.py.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
from pathlib import Path

import pytest

from mtg_conformance.engines import ExternalEngine
from tests.conftest import REPO

ADAPTER = REPO / "adapters" / "xmage"
SRC = ADAPTER / "src" / "org" / "mtgconformance" / "xmage"
#: The sources that must compile without XMage (gson only): the protocol and the mappings.
PURE = ["Protocol", "Outcome", "Answers", "ClassNames", "Wording", "EntersReplacement", "Capabilities", "Versions"]
GSON_CANDIDATES = ["/usr/share/java/gson.jar"]


def gson_jar() -> str | None:
    for candidate in [os.environ.get("MTGC_GSON_JAR", "")] + GSON_CANDIDATES:
        if candidate and Path(candidate).is_file():
            return candidate
    return None


@pytest.fixture(scope="module")
def pure_classpath(tmp_path_factory) -> str:
    javac = shutil.which("javac")
    gson = gson_jar()
    if not javac:
        pytest.skip("javac is not installed (apt-get install openjdk-17-jdk-headless)")
    if not gson:
        pytest.skip("gson is not installed (apt-get install libgoogle-gson-java, or set MTGC_GSON_JAR)")
    out = tmp_path_factory.mktemp("xmage-pure")
    sources = [str(SRC / f"{name}.java") for name in PURE]
    sources.append(str(ADAPTER / "test" / "org" / "mtgconformance" / "xmage" / "PureChecks.java"))
    done = subprocess.run([javac, "-encoding", "UTF-8", "-d", str(out), "-cp", gson, *sources],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    return f"{out}{os.pathsep}{gson}"


def test_the_mappings(pure_classpath) -> None:
    done = subprocess.run(["java", "-cp", pure_classpath, "org.mtgconformance.xmage.PureChecks", "checks"],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr
    assert re.search(r"ok: \d+ checks", done.stderr)


def payload(fid: str, actions: list[dict]) -> dict:
    return {"id": fid, "requires": [], "cards": [],
            "setup": {"players": [{"id": "alice", "life": 20}, {"id": "bob", "life": 20}],
                      "turn": {"active": "alice", "step": "precombat_main"}, "objects": []},
            "actions": actions}


def test_the_protocol_loop_through_the_harness(pure_classpath) -> None:
    """The real loop over a fake engine, through the client the harness uses (every reply is checked
    against protocol.schema.json, stdout must carry nothing else)."""
    engine = ExternalEngine(["java", "-cp", pure_classpath, "org.mtgconformance.xmage.PureChecks", "serve"],
                            timeout=30)
    try:
        hello = engine.hello()
        assert hello["engine"]["name"] == "xmage"
        assert hello["capabilities"] == declared_capabilities()
        observed = engine.run(payload("t/ok", [{"do": "observe", "label": "checkpoint-1"}]))
        assert observed["observations"] == {"checkpoint-1": {"objects": {}, "players": {}}}
        assert observed["actions"] == [{"ok": True}]
        assert engine.run(payload("t/skip", []))["skipped"] == "fake: skipped"
        assert engine.run(payload("t/error", []))["error"]["kind"] == "unsupported_card"
        crashed = engine.run(payload("t/crash", []))
        assert crashed["error"]["kind"] == "internal" and "fake engine fault" in crashed["error"]["message"]
        # A fault is the fixture's own: the same process answers the next one.
        assert engine.run(payload("t/ok", []))["actions"] == []
        assert engine.restarts == 0
    finally:
        engine.close()


def declared_capabilities() -> list[str]:
    text = (SRC / "Capabilities.java").read_text(encoding="utf-8")
    return re.findall(r'"([a-z_]+\.[a-z_]+)"', text)


def test_the_declared_capabilities_are_known() -> None:
    import json
    known = {c["const"] for c in json.loads((REPO / "schemas" / "capabilities.json").read_text())["$defs"]["capability"]["oneOf"]}
    declared = declared_capabilities()
    assert declared and set(declared) <= known, set(declared) - known


def test_the_build_script_asks_for_an_xmage_classpath(tmp_path) -> None:
    env = {k: v for k, v in os.environ.items() if k != "XMAGE_CLASSPATH"}
    done = subprocess.run(["sh", str(ADAPTER / "build.sh"), str(tmp_path / "out")], capture_output=True, text=True, env=env)
    assert done.returncode == 2
    assert "XMAGE_CLASSPATH" in done.stderr


def test_only_the_adapter_is_kept_here() -> None:
    """Nothing of XMage's code is in the repository: every Java file is the adapter's own package."""
    files = [p for p in ADAPTER.rglob("*") if p.is_file() and "build" not in p.relative_to(ADAPTER).parts]
    java = [p for p in files if p.suffix == ".java"]
    assert java
    for path in java:
        assert "package org.mtgconformance.xmage;" in path.read_text(encoding="utf-8"), path
    assert not [p for p in files if p.suffix in (".class", ".jar")]
