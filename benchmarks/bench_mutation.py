"""Mutation testing of the reference engine's rules modules against the corpus.

Does the corpus notice when a rule of the reference engine is broken? A small AST mutator makes
one change at a time to a rules module — an operator swapped, a comparison flipped, ``and``/``or``
exchanged, a ``not`` dropped, a constant changed, a statement deleted — and the corpus is run
against the mutated engine. A mutant is *killed* when some fixture's outcome differs from the
unmutated engine's (a failure, an error, a refusal where none was expected, a time-out...), and
*survives* otherwise. A surviving mutant is either equivalent (the change can't alter any game:
read it to judge) or a blind spot of the corpus.

How it stays fast (the corpus runs in-process, ``ReferenceEngine().run(payload)``):

* line coverage is collected once, fixture by fixture, with ``sys.settrace`` on the unmutated
  engine; each mutant is run only against the fixtures that executed its line (a mutant on a line
  no fixture executes is reported as *not covered*, apart from the kill rate);
* each mutant runs in a forked child of this process, which drops the engine's modules, imports
  them again with the one mutated module compiled from the mutated AST (line numbers kept), runs
  the selected fixtures in order and stops at the first changed outcome; a child that runs past
  ``--mutant-timeout`` seconds is killed (a time-out counts as killed, as in mutmut);
* the mutants are a seeded sample (``--sample N`` per module, ``--seed``), so the run is
  repeatable and its size chosen for the machine.

mutmut and cosmic-ray were considered: both mutate files on disk and run a test command per
mutant (here a fresh interpreter and the whole corpus, or the project's pytest suite), and neither
selects fixtures, rather than test functions, by coverage; the mutator below is ~150 lines of the
standard library's ``ast``.

Usage::

    python benchmarks/bench_mutation.py [--modules rules.copy,state.layers,...] [--sample 20] [--seed 15]
        [--mutant-timeout 60] [--json PATH] [--list] [--no-support-sample]

Besides the fixtures, the support verdicts of the real cards in tests/data/oracle_sample.json (does
the engine understand every line, and which lines not) count as outcomes, covered and compared like
fixtures: the corpus passes 100%, so it holds no fixture the engine refuses as unsupported, and a
mutant that makes the engine accept a line it can't execute — silently wrong instead of
unsupported — would otherwise be invisible. ``--no-support-sample`` runs the fixtures only.

Prints one line per mutant (module:line, operator, the mutated line, killed/survived and by which
fixture) and a table per module. Survivors are judged by reading them: docs/BENCHMARKS.md records
the verdicts. Nothing here is asserted in a test.
"""

from __future__ import annotations

import argparse
import ast
import importlib.abc
import importlib.util
import json
import os
import random
import signal
import sys
import time
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Iterator

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from mtg_conformance import runner  # noqa: E402
from mtg_conformance.cardpool import load_pool  # noqa: E402
from mtg_conformance.compare import compare  # noqa: E402

ENGINE = "mtg_reference_engine"
ENGINE_DIR = ROOT / "reference_impl" / ENGINE


def module_path(module: str) -> Path:
    """The file of an engine module named by its dotted path under the package (``rules.combat``)."""
    return ENGINE_DIR.joinpath(*module.split(".")).with_suffix(".py")

# The rules modules the issue names: copy, layers, combat, damage, protection, mana, spells.
DEFAULT_MODULES = ("rules.copy", "rules.copy_spells", "state.layers", "rules.combat", "rules.damage", "rules.protection",
                   "rules.mana", "rules.casting", "rules.spell_effects")


# -- running the corpus in-process ------------------------------------------------------------------

def outcome(engine, fx: dict[str, Any], pool: dict[str, dict[str, Any]]) -> str:
    """'passed', 'failed', 'errored' or 'skipped' for one fixture, as the harness would say; for a
    card of the support sample (below), the engine's verdict on it."""
    if "support_card" in fx:
        return support_verdict(engine, fx["support_card"])
    try:
        reply = engine.run(runner.payload(fx, pool))
    except RecursionError:
        return "errored"
    except Exception:  # noqa: BLE001 - a mutant may raise anything; the harness calls it errored
        return "errored"
    if not isinstance(reply, dict):
        return "errored"
    if "skipped" in reply or "unsupported" in reply:
        return "skipped"
    if "error" in reply:
        return "errored"
    return "failed" if compare(fx["expect"], reply) else "passed"


def support_verdict(engine, card: dict[str, Any]) -> str:
    """Whether the engine understands every line of a card (the decision that makes a fixture
    ``unsupported``, "never silently wrong"), and which lines it doesn't."""
    try:
        row = engine.cards_report([card])[0]
    except Exception:  # noqa: BLE001
        return "errored"
    return "understood" if row["understood"] else "not understood: " + " | ".join(row["not_understood"])


# Real cards (tests/data/oracle_sample.json) whose support verdicts count as outcomes too: the corpus
# can only hold fixtures the engine supports, so a mutant that makes the engine accept a line it
# can't execute (silently wrong instead of unsupported) is invisible to every fixture.
SUPPORT_SAMPLE = ROOT / "tests" / "data" / "oracle_sample.json"


def load_corpus(support: bool = True) -> tuple[list[dict[str, Any]], dict[str, dict[str, Any]]]:
    loaded, errors = runner.load_fixtures()
    if errors:
        raise SystemExit("the corpus has input errors: " + "; ".join(f"{e.path}: {e.message}" for e in errors[:3]))
    fixtures = [lf.data for lf in loaded]
    if support:
        from mtg_conformance.commands.cards_report import load_cards  # MTGJSON shape -> card-pool entries

        fixtures += [{"id": f"(support verdict) {c['name']}", "support_card": c} for c in load_cards(SUPPORT_SAMPLE)]
    return fixtures, load_pool()


def fresh_engine():
    from mtg_reference_engine.engine.adapter import ReferenceEngine

    return ReferenceEngine()


def coverage_by_fixture(fixtures, pool, files: set[str]) -> tuple[dict[str, str], dict[tuple[str, int], set[str]]]:
    """Run every fixture once under ``sys.settrace``; return the baseline outcome per fixture and,
    for each (file, line) of ``files``, the fixtures that executed it."""
    engine = fresh_engine()
    lines: dict[tuple[str, int], set[str]] = {}
    baseline: dict[str, str] = {}
    current: set[tuple[str, int]] = set()

    def local(frame, event, arg):
        if event == "line":
            current.add((frame.f_code.co_filename, frame.f_lineno))
        return local

    def tracer(frame, event, arg):
        if frame.f_code.co_filename in files:
            current.add((frame.f_code.co_filename, frame.f_lineno))
            return local
        return None

    for fx in fixtures:
        current.clear()
        sys.settrace(tracer)
        try:
            baseline[fx["id"]] = outcome(engine, fx, pool)
        finally:
            sys.settrace(None)
        for key in current:
            lines.setdefault(key, set()).add(fx["id"])
    return baseline, lines


# -- the mutator -------------------------------------------------------------------------------------

@dataclass
class Mutant:
    module: str
    line: int
    col: int
    operator: str
    before: str
    after: str
    index: int  # which node of the module's walk, to find it again in a fresh tree
    variant: int = 0
    status: str = ""  # killed / survived / timeout / not covered
    killed_by: str = ""
    fixtures_run: int = 0
    seconds: float = 0.0
    source_line: str = ""
    extra: dict[str, Any] = field(default_factory=dict)


BINOP_SWAPS = {ast.Add: ast.Sub, ast.Sub: ast.Add, ast.Mult: ast.FloorDiv, ast.FloorDiv: ast.Mult,
               ast.Div: ast.Mult, ast.Mod: ast.FloorDiv, ast.BitOr: ast.BitAnd, ast.BitAnd: ast.BitOr}
CMP_SWAPS = {ast.Eq: ast.NotEq, ast.NotEq: ast.Eq, ast.Lt: ast.LtE, ast.LtE: ast.Lt, ast.Gt: ast.GtE,
             ast.GtE: ast.Gt, ast.In: ast.NotIn, ast.NotIn: ast.In, ast.Is: ast.IsNot, ast.IsNot: ast.Is}


def _is_docstring(node: ast.AST, parent: ast.AST | None) -> bool:
    return isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant) and isinstance(node.value.value, str)


def _skip_line(text: str) -> bool:
    """Lines whose mutation tells nothing about the rules: type-only code, messages, logging."""
    s = text.strip()
    return s.startswith(("from ", "import ", "if TYPE_CHECKING", "raise ")) or "pragma: no cover" in s


def mutations(tree: ast.Module) -> Iterator[tuple[int, ast.AST, str, int]]:
    """Every (node index, node, operator name, variant) the mutator can apply to ``tree``."""
    parents: dict[int, ast.AST] = {}
    annotations: set[int] = set()  # type annotations are not evaluated (from __future__ import annotations)
    for p in ast.walk(tree):
        notes = [a.annotation for a in ast.walk(p) if isinstance(a, ast.arg) and a.annotation is not None] \
            if isinstance(p, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)) else []
        if isinstance(p, (ast.FunctionDef, ast.AsyncFunctionDef)) and p.returns is not None:
            notes.append(p.returns)
        if isinstance(p, ast.AnnAssign):
            notes.append(p.annotation)
        for note in notes:
            annotations.update(id(n) for n in ast.walk(note))
        for c in ast.iter_child_nodes(p):
            parents[id(c)] = p
    for i, node in enumerate(ast.walk(tree)):
        if id(node) in annotations:
            continue
        if isinstance(node, ast.BinOp) and type(node.op) in BINOP_SWAPS:
            yield i, node, f"{type(node.op).__name__}->{BINOP_SWAPS[type(node.op)].__name__}", 0
        elif isinstance(node, ast.Compare):
            for k, op in enumerate(node.ops):
                if type(op) in CMP_SWAPS:
                    yield i, node, f"{type(op).__name__}->{CMP_SWAPS[type(op)].__name__}", k
        elif isinstance(node, ast.BoolOp):
            yield i, node, "And->Or" if isinstance(node.op, ast.And) else "Or->And", 0
        elif isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not):
            yield i, node, "drop not", 0
        elif isinstance(node, ast.Constant) and type(node.value) is int and not isinstance(node.value, bool):
            parent = parents.get(id(node))
            if isinstance(parent, ast.Subscript) or (isinstance(parent, ast.UnaryOp)):
                continue
            yield i, node, f"{node.value}->{node.value + 1}", 0
        elif isinstance(node, ast.Constant) and isinstance(node.value, bool):
            yield i, node, f"{node.value}->{not node.value}", 0
        elif isinstance(node, (ast.Expr, ast.Assign, ast.AugAssign, ast.Return, ast.If, ast.For,
                               ast.Raise, ast.Continue, ast.Break)) and not _is_docstring(node, None):
            parent = parents.get(id(node))
            if isinstance(parent, (ast.Module, ast.ClassDef)):
                continue  # module-level definitions and class bodies: not rules code
            yield i, node, "delete statement", 0


class _Apply(ast.NodeTransformer):
    def __init__(self, index: int, variant: int) -> None:
        self.index, self.variant, self.counter = index, variant, -1
        self.targets: dict[int, ast.AST] = {}

    def apply(self, tree: ast.Module) -> ast.Module:
        self.targets = {id(n): n for k, n in enumerate(ast.walk(tree)) if k == self.index}
        return ast.fix_missing_locations(self.visit(tree))

    def visit(self, node):
        hit = id(node) in self.targets
        node = self.generic_visit(node)
        if not hit:
            return node
        if isinstance(node, ast.BinOp):
            node.op = BINOP_SWAPS[type(node.op)]()
        elif isinstance(node, ast.Compare):
            node.ops[self.variant] = CMP_SWAPS[type(node.ops[self.variant])]()
        elif isinstance(node, ast.BoolOp):
            node.op = ast.Or() if isinstance(node.op, ast.And) else ast.And()
        elif isinstance(node, ast.UnaryOp):
            return node.operand
        elif isinstance(node, ast.Constant):
            node.value = (not node.value) if isinstance(node.value, bool) else node.value + 1
        else:  # a statement: deleted (``pass`` keeps the block valid)
            return ast.copy_location(ast.Pass(), node)
        return node


def mutated_code(path: Path, index: int, variant: int):
    tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
    tree = _Apply(index, variant).apply(tree)
    return compile(tree, str(path), "exec")


def enumerate_mutants(module: str) -> list[Mutant]:
    path = module_path(module)
    text = path.read_text(encoding="utf-8")
    src = text.splitlines()
    tree = ast.parse(text, filename=str(path))
    out = []
    for index, node, op, variant in mutations(tree):
        line = node.lineno
        if _skip_line(src[line - 1]):
            continue
        before = ast.get_source_segment(text, node) or ""
        out.append(Mutant(module, line, node.col_offset, op, before.splitlines()[0][:100] if before else "",
                          "", index, variant, source_line=src[line - 1].strip()[:140]))
    return out


# -- running one mutant in a forked child ------------------------------------------------------------

class _MutantFinder(importlib.abc.MetaPathFinder, importlib.abc.Loader):
    """Serves one engine module from a code object (the mutant) instead of its file."""

    def __init__(self, fullname: str, code) -> None:
        self.fullname, self.code = fullname, code

    def find_spec(self, fullname, path, target=None):
        if fullname != self.fullname:
            return None
        return importlib.util.spec_from_file_location(fullname, self.code.co_filename, loader=self)

    def create_module(self, spec):
        return None

    def exec_module(self, module):
        exec(self.code, module.__dict__)


def _drop_engine_modules() -> None:
    for name in list(sys.modules):
        if name == ENGINE or name.startswith(ENGINE + "."):
            del sys.modules[name]


def run_in_child(fn, timeout: float) -> tuple[str, Any]:
    """Run ``fn()`` (returning something JSON-able) in a forked child; ('ok', result),
    ('timeout', None) or ('crash', message)."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:  # child
        os.close(r)
        try:
            signal.alarm(max(1, int(timeout)))
            data = json.dumps(["ok", fn()])
        except BaseException as exc:  # noqa: BLE001
            data = json.dumps(["crash", f"{type(exc).__name__}: {exc}"])
        with os.fdopen(w, "w") as f:
            f.write(data)
        os._exit(0)
    os.close(w)
    with os.fdopen(r) as f:
        data = f.read()
    _, status = os.waitpid(pid, 0)
    if not data:
        if os.WIFSIGNALED(status) and os.WTERMSIG(status) == signal.SIGALRM:
            return "timeout", None
        return "crash", f"child exited with status {status}"
    kind, value = json.loads(data)
    return kind, value


def run_engine_variant(fullname: str | None, code, fixtures, pool, baseline: dict[str, str],
                       stop_at_first: bool = True) -> dict[str, str]:
    """In the current (child) process: import the engine afresh with ``fullname`` compiled from
    ``code``, run the fixtures, return {fixture id: outcome} for those whose outcome changed."""
    _drop_engine_modules()
    finder = _MutantFinder(fullname, code) if fullname else None
    if finder:
        sys.meta_path.insert(0, finder)
    changed: dict[str, str] = {}
    try:
        engine = fresh_engine()
    except Exception as exc:  # noqa: BLE001 - the mutant breaks the import itself
        return {"(import)": f"errored: {type(exc).__name__}: {exc}"}
    for fx in fixtures:
        got = outcome(engine, fx, pool)
        if got != baseline[fx["id"]]:
            changed[fx["id"]] = got
            if stop_at_first:
                break
    return changed


def run_mutant(m: Mutant, fixtures_by_id, order: list[str], covering: set[str], pool, baseline,
               timeout: float) -> None:
    path = module_path(m.module)
    code = mutated_code(path, m.index, m.variant)
    selected = [fixtures_by_id[i] for i in order if i in covering]
    m.fixtures_run = len(selected)
    start = time.perf_counter()
    kind, value = run_in_child(lambda: run_engine_variant(f"{ENGINE}.{m.module}", code, selected, pool, baseline),
                               timeout)
    m.seconds = round(time.perf_counter() - start, 3)
    if kind == "timeout":
        m.status, m.killed_by = "killed", "(time-out)"
    elif kind == "crash":
        m.status, m.killed_by = "killed", f"(crash: {value})"
    elif value:
        fid, got = next(iter(value.items()))
        m.status, m.killed_by = "killed", f"{fid} [{got}]"
    else:
        m.status = "survived"


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--modules", default=",".join(DEFAULT_MODULES),
                    help="comma-separated dotted module names under mtg_reference_engine (default: %(default)s)")
    ap.add_argument("--sample", type=int, default=20, help="mutants drawn per module (default 20; 0 = all)")
    ap.add_argument("--seed", type=int, default=15)
    ap.add_argument("--mutant-timeout", type=float, default=60.0)
    ap.add_argument("--json", type=Path, help="write every mutant and the summary here")
    ap.add_argument("--list", action="store_true", help="list the sampled mutants without running them")
    ap.add_argument("--no-support-sample", action="store_true",
                    help="run the fixtures only, not also the support verdicts of tests/data/oracle_sample.json")
    args = ap.parse_args(argv)
    modules = [m.strip() for m in args.modules.split(",") if m.strip()]
    for m in modules:
        if not (module_path(m)).is_file():
            ap.error(f"no module {ENGINE}.{m}")

    rng = random.Random(args.seed)
    sampled: list[Mutant] = []
    totals: dict[str, int] = {}
    for module in modules:
        every = enumerate_mutants(module)
        totals[module] = len(every)
        pick = every if args.sample <= 0 or args.sample >= len(every) else rng.sample(every, args.sample)
        sampled += sorted(pick, key=lambda m: (m.line, m.col, m.operator))
    if args.list:
        for m in sampled:
            print(f"{m.module.replace('.', '/')}.py:{m.line} {m.operator:18} {m.source_line}")
        return 0

    t0 = time.perf_counter()
    fixtures, pool = load_corpus(support=not args.no_support_sample)
    files = {str(module_path(m)) for m in modules}
    # Coverage on the unmutated engine, in a child too, so this process never imports the engine.
    kind, value = run_in_child(lambda: _coverage_json(fixtures, pool, files), 3600)
    if kind != "ok":
        raise SystemExit(f"collecting coverage failed: {kind} {value}")
    baseline = value["baseline"]
    lines = {(f, int(n)): set(ids) for f, n, ids in value["lines"]}
    t_cov = time.perf_counter() - t0
    real = [fx for fx in fixtures if "support_card" not in fx]
    not_passing = sorted(fx["id"] for fx in real if baseline[fx["id"]] != "passed")
    print(f"corpus: {len(real)} fixtures ({len(not_passing)} not passing on the unmutated engine)"
          f" and the support verdicts of {len(fixtures) - len(real)} sample cards; coverage collected in {t_cov:.1f} s")
    by_id = {fx["id"]: fx for fx in fixtures}
    order = [fx["id"] for fx in fixtures]
    for n, m in enumerate(sampled, 1):
        covering = lines.get((str(module_path(m.module)), m.line), set())
        if not covering:
            m.status = "not covered"
        else:
            run_mutant(m, by_id, order, covering, pool, baseline, args.mutant_timeout)
        print(f"[{n}/{len(sampled)}] {m.module.replace('.', '/')}.py:{m.line} {m.operator} | {m.source_line[:90]} | "
              f"{m.status} {m.killed_by} ({m.fixtures_run} fixtures, {m.seconds}s)", flush=True)
    elapsed = time.perf_counter() - t0

    print()
    print(f"{'module':14} {'mutants':>8} {'sampled':>8} {'not cov.':>8} {'run':>5} {'killed':>7} {'survived':>9}")
    summary = {}
    for module in modules:
        ms = [m for m in sampled if m.module == module]
        run = [m for m in ms if m.status in ("killed", "survived")]
        killed = sum(m.status == "killed" for m in run)
        summary[module] = {"mutants": totals[module], "sampled": len(ms),
                           "not_covered": sum(m.status == "not covered" for m in ms),
                           "run": len(run), "killed": killed, "survived": len(run) - killed}
        s = summary[module]
        print(f"{module:14} {s['mutants']:>8} {s['sampled']:>8} {s['not_covered']:>8} {s['run']:>5} "
              f"{s['killed']:>7} {s['survived']:>9}")
    run_all = sum(s["run"] for s in summary.values())
    killed_all = sum(s["killed"] for s in summary.values())
    print(f"total: {killed_all}/{run_all} covered mutants killed; {elapsed:.0f} s "
          f"(seed {args.seed}, sample {args.sample} per module)")
    print("\nsurvivors (judge each: equivalent, or a blind spot of the corpus):")
    for m in sampled:
        if m.status == "survived":
            print(f"  {m.module.replace('.', '/')}.py:{m.line} {m.operator}: {m.source_line}")
    if args.json:
        args.json.write_text(json.dumps({"seed": args.seed, "sample": args.sample, "seconds": round(elapsed, 1),
                                         "summary": summary, "mutants": [asdict(m) for m in sampled]},
                                        indent=2) + "\n", encoding="utf-8")
    return 0


def _coverage_json(fixtures, pool, files):
    baseline, lines = coverage_by_fixture(fixtures, pool, files)
    return {"baseline": baseline, "lines": [[f, n, sorted(ids)] for (f, n), ids in lines.items()]}


if __name__ == "__main__":
    sys.exit(main())
