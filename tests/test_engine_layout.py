"""The reference engine's layout (issue 13): four packages, bottom to top — text (Oracle parsing),
state (the game state and the layer system's machinery), rules (one module per CR section or small
group), engine (the fixture loop, observation, the entry point). Every import, including the lazy
ones inside functions and those under ``if TYPE_CHECKING``, goes down or stays in its package; no
circle between packages. (Modules inside rules/ still import each other in circles: tolerated for now.)
The harness reaches the engine only through its entry point."""

from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PKG = ROOT / "reference_impl" / "mtg_reference_engine"
NAME = "mtg_reference_engine"
ORDER = ("text", "state", "rules", "engine")


def _imports(path: Path, source: str | None = None) -> list[tuple[int, str]]:
    """(line, absolute dotted module) of every import in the file, wherever it stands (a function's
    body, ``if TYPE_CHECKING``); for ``from M import n`` with a relative M, M.n (n may be a module)."""
    here = path.relative_to(PKG.parent).parts[:-1]  # the file's package: ("mtg_reference_engine", "rules")
    source = path.read_text(encoding="utf-8") if source is None else source
    out = []
    for node in ast.walk(ast.parse(source, filename=str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level:
            base = ".".join(here[: len(here) - node.level + 1] + ((node.module,) if node.module else ()))
            out += [(node.lineno, f"{base}.{a.name}") for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            out.append((node.lineno, node.module or ""))
    return out


def package_graph() -> dict[str, dict[str, list[str]]]:
    """{package: {package it imports: ["file:line", ...]}} between the engine's subpackages."""
    edges: dict[str, dict[str, list[str]]] = {p: {} for p in ORDER}
    for path in sorted(PKG.rglob("*.py")):
        parts = path.relative_to(PKG).parts
        if len(parts) < 2:
            continue  # the top-level __init__ (the version) belongs to no layer
        src = parts[0]
        for line, mod in _imports(path):
            bits = mod.split(".")
            if bits[0] == NAME and len(bits) > 1 and bits[1] in edges and bits[1] != src:
                edges[src].setdefault(bits[1], []).append(f"{path.relative_to(PKG)}:{line}")
    return edges


def test_the_engine_has_exactly_the_four_packages():
    assert sorted(p.name for p in PKG.iterdir() if p.is_dir() and not p.name.startswith("_")) == sorted(ORDER)
    assert sorted(p.name for p in PKG.glob("*.py")) == ["__init__.py"]


def test_imports_between_the_engine_packages_only_go_down():
    up = [f"{src} -> {dst} ({', '.join(where)})" for src, targets in package_graph().items()
          for dst, where in targets.items() if ORDER.index(dst) > ORDER.index(src)]
    assert not up, "imports going up:\n" + "\n".join(up)


def test_the_text_package_imports_nothing_of_the_game():
    assert package_graph()["text"] == {}


def test_the_checker_sees_lazy_and_relative_imports():
    source = ("from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from ..engine.engine import perform\n"
              "def f():\n    from ..rules import copy\n    from . import hooks\n    import mtg_reference_engine.rules.sba\n")
    found = [m for _, m in _imports(PKG / "state" / "game.py", source)]
    assert found == ["typing", f"{NAME}.engine.engine.perform", f"{NAME}.rules.copy", f"{NAME}.state.hooks",
                     f"{NAME}.rules.sba"], found


def test_the_harness_reaches_the_engine_only_through_its_entry_point():
    bad = []
    for path in sorted((ROOT / "mtg_conformance").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            bad += [f"{path.relative_to(ROOT)}:{node.lineno} {n}" for n in names if n.split(".")[0] == NAME]
    assert not bad, bad


def test_the_engine_imports_nothing_of_the_harness_but_the_contract():
    # The contract: the capability names of the protocol (mtg_conformance.capabilities), read by the adapter.
    used = sorted({f"{path.relative_to(PKG)} {mod}" for path in PKG.rglob("*.py") for _, mod in _imports(path)
                   if mod.split(".")[0] == "mtg_conformance"})
    assert used == ["engine/adapter.py mtg_conformance.capabilities"], used
