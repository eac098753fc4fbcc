"""The machinery of benchmarks/bench_mutation.py and benchmarks/known_bugs.py: the AST mutator makes
the changes it says, a mutated module is imported in place of the file, and a forked child's result,
time-out or crash comes back. The benchmarks' figures themselves are in docs/BENCHMARKS.md."""

from __future__ import annotations

import ast
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "benchmarks"))

import bench_mutation as bm  # noqa: E402
import known_bugs  # noqa: E402

SOURCE = '''
from __future__ import annotations


def f(a: int, b: int | None) -> int:
    """Docstring."""
    if a > 1 and b is not None:
        return a + b
    total = 0
    total += 2
    return total
'''


def _mutants(tmp_path: Path) -> tuple[Path, list[tuple[int, str, int]]]:
    path = tmp_path / "mod.py"
    path.write_text(SOURCE, encoding="utf-8")
    tree = ast.parse(SOURCE)
    return path, [(i, op, v) for i, _node, op, v in bm.mutations(tree)]


def _run(code, *args):
    ns: dict = {}
    exec(code, ns)
    return ns["f"](*args)


def test_the_mutator_makes_each_kind_of_change_and_leaves_annotations_and_docstrings(tmp_path: Path) -> None:
    path, found = _mutants(tmp_path)
    ops = sorted(op for _, op, _ in found)
    assert ops == sorted(["Gt->GtE", "And->Or", "IsNot->Is", "Add->Sub", "1->2", "0->1", "2->3",
                          "delete statement", "delete statement", "delete statement", "delete statement",
                          "delete statement"])  # if, return, assign, augassign, return; not `int | None`
    results = {op: _run(bm.mutated_code(path, i, v), 2, 3) for i, op, v in found if op != "delete statement"}
    assert _run(compile(SOURCE, str(path), "exec"), 2, 3) == 5
    assert results == {"Gt->GtE": 5, "And->Or": 5, "IsNot->Is": 2, "Add->Sub": -1, "1->2": 2, "0->1": 5,
                       "2->3": 5}
    by_op = {op: (i, v) for i, op, v in found}
    assert _run(bm.mutated_code(path, *by_op["0->1"]), 0, None) == 3  # total = 1; total += 2
    assert _run(bm.mutated_code(path, *by_op["2->3"]), 0, None) == 3


def test_a_mutated_module_keeps_its_line_numbers(tmp_path: Path) -> None:
    path, found = _mutants(tmp_path)
    index, _, variant = next(m for m in found if m[1] == "Add->Sub")
    code = bm.mutated_code(path, index, variant)
    f = next(c for c in code.co_consts if hasattr(c, "co_name") and c.co_name == "f")
    assert min(line for _, _, line in f.co_lines() if line) == 5  # the def line of the source


def test_a_forked_child_reports_a_result_a_crash_or_a_time_out() -> None:
    assert bm.run_in_child(lambda: {"x": 1}, 10) == ("ok", {"x": 1})
    kind, message = bm.run_in_child(lambda: 1 / 0, 10)
    assert kind == "crash" and "ZeroDivisionError" in message
    start = time.perf_counter()
    assert bm.run_in_child(lambda: time.sleep(30), 1) == ("timeout", None)
    assert time.perf_counter() - start < 10


def test_a_stale_known_bug_patch_is_refused_not_silently_skipped(monkeypatch: pytest.MonkeyPatch) -> None:
    bug = known_bugs.Bug("stale", "a bug whose code moved", "rules.damage", "this text is not in damage.py", "x")
    with pytest.raises(SystemExit, match="occurs 0 times"):
        known_bugs.patched_code(bug)


def test_the_rules_modules_yield_mutants() -> None:
    for module in bm.DEFAULT_MODULES:
        assert bm.enumerate_mutants(module), module


@pytest.mark.parametrize("bug", known_bugs.BUGS, ids=lambda b: b.name)
def test_every_known_bug_patch_still_applies_to_the_engine(bug) -> None:
    # An engine change that moves the patched code must update the patch in benchmarks/known_bugs.py
    # (then `python benchmarks/known_bugs.py` shows the corpus still catches the bug).
    known_bugs.patched_code(bug)
