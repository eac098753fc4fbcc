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


def _imports(path: Path) -> list[tuple[int, str]]:
    """(line, absolute dotted module) of every import in the file, wherever it stands."""
    rel = path.relative_to(PKG.parent).with_suffix("").parts  # ("mtg_reference_engine", "rules", "copy")
    here = rel[:-1] if path.name != "__init__.py" else rel[:-1]
    out = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            out += [(node.lineno, a.name) for a in node.names]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = here[: len(here) - node.level + 1]
                mod = ".".join(base + ((node.module,) if node.module else ()))
            else:
                mod = node.module or ""
            # "from . import x" / "from ..rules import copy": the names may be modules
            out += [(node.lineno, f"{mod}.{a.name}") for a in node.names] if not node.module or node.level \
                else [(node.lineno, mod)]
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


def test_the_checker_sees_lazy_relative_imports(tmp_path):
    # The check itself must see an import inside a function, relative or absolute.
    f = PKG / "state" / "game.py"
    found = {m for _, m in _imports(f)}
    assert any(m.startswith(f"{NAME}.state.") for m in found), found


def test_the_harness_reaches_the_engine_only_through_its_entry_point():
    bad = []
    for path in sorted((ROOT / "mtg_conformance").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = [a.name for a in node.names] if isinstance(node, ast.Import) else \
                [node.module or ""] if isinstance(node, ast.ImportFrom) and not node.level else []
            bad += [f"{path.relative_to(ROOT)}:{node.lineno} {n}" for n in names if n.split(".")[0] == NAME]
    assert not bad, bad
