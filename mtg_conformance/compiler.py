"""Features -> fixtures: the compiler behind ``mtg-conformance compile``.

A scenario becomes one fixture: its steps run through the step vocabulary
(:mod:`mtg_conformance.steps`) into setup, actions and expectations; its tags become provenance:

* ``@cr-707.9b`` — a Comprehensive Rules rule the scenario exercises (recorded with the hash of
  that rule's text in the corpus release, so a rules update can find stale scenarios);
* ``@src-<item id>`` — an item of the source inventory the scenario transcribes (recorded with
  the document and the quoted text);
* any other tag is kept in ``tags``.

Output is deterministic: the same features give the same bytes.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from gherkin.parser import Parser
from gherkin.pickles.compiler import Compiler

from . import corpus
from .capabilities import capabilities_for
from .steps import FixtureBuilder, StepError, find_step

RULE_TAG = re.compile(r"@cr-(?P<rule>\d{3}(?:\.\d+[a-z]?)?)$")
SOURCE_TAG = re.compile(r"@src-(?P<item>[0-9a-z][0-9a-z.-]*)$")
KIND_BY_KEYWORD = {"Context": "given", "Action": "when", "Outcome": "then"}


class CompileError(Exception):
    """A feature that cannot become fixtures. ``where`` is 'file:line'."""

    def __init__(self, where: str, message: str) -> None:
        super().__init__(f"{where}: {message}")
        self.where = where
        self.message = message


@dataclass
class ParsedScenario:
    """One scenario (or one row of an outline) of a feature file, steps still as text."""

    feature_path: Path
    feature_rel: str
    line: int
    name: str
    description: str
    tags: list[str]
    steps: list[tuple[str, str, list[list[str]] | None, int]]  # (kind, text, table, line)


def slugify(text: str) -> str:
    s = text.lower().replace("’", "").replace("'", "")
    s = re.sub(r"[^a-z0-9.]+", "-", s).strip("-.")
    return re.sub(r"-{2,}", "-", s)


def feature_files(root: Path | None = None) -> list[Path]:
    root = root or corpus.features_dir()
    return sorted(root.rglob("*.feature"))


def parse_feature(path: Path, base: Path | None = None) -> list[ParsedScenario]:
    base = base or corpus.features_dir()
    rel = path.relative_to(base).as_posix() if path.is_relative_to(base) else path.name
    text = path.read_text(encoding="utf-8")
    try:
        doc = Parser().parse(text)
    except Exception as exc:  # gherkin raises CompositeParserException and friends
        raise CompileError(f"features/{rel}", f"not valid Gherkin: {exc}") from None
    doc["uri"] = rel
    ast_nodes: dict[str, dict[str, Any]] = {}
    feature = doc.get("feature") or {}

    def walk(children: list[dict[str, Any]]) -> None:
        for child in children:
            if "scenario" in child:
                sc = child["scenario"]
                ast_nodes[sc["id"]] = sc
                for ex in sc.get("examples", []):
                    for row in ex.get("tableBody", []):
                        ast_nodes[row["id"]] = {"location": row["location"]}
            if "rule" in child:
                walk(child["rule"].get("children", []))

    walk(feature.get("children", []))
    step_lines: dict[str, int] = {}

    def walk_steps(children: list[dict[str, Any]]) -> None:
        for child in children:
            for key in ("scenario", "background"):
                if key in child:
                    for st in child[key].get("steps", []):
                        step_lines[st["id"]] = st["location"]["line"]
            if "rule" in child:
                walk_steps(child["rule"].get("children", []))

    walk_steps(feature.get("children", []))
    out: list[ParsedScenario] = []
    for pickle in Compiler().compile(doc):
        sc = ast_nodes[pickle["astNodeIds"][0]]
        line = sc["location"]["line"]
        if len(pickle["astNodeIds"]) > 1:  # an outline row: point at the row
            line = ast_nodes[pickle["astNodeIds"][-1]]["location"]["line"]
        steps = []
        for st in pickle["steps"]:
            kind = KIND_BY_KEYWORD.get(st.get("type", ""), "")
            table = None
            arg = st.get("argument") or {}
            if "dataTable" in arg:
                table = [[c["value"] for c in r["cells"]] for r in arg["dataTable"]["rows"]]
            steps.append((kind, st["text"], table, step_lines.get(st["astNodeIds"][0], line)))
        description = "\n".join(l.strip() for l in (sc.get("description") or "").strip().splitlines())
        out.append(ParsedScenario(path, rel, line, pickle["name"], description,
                                  [t["name"] for t in pickle["tags"]], steps))
    return out


def build(scenario: ParsedScenario, pool: dict[str, Any] | None = None) -> FixtureBuilder:
    """Run a scenario's steps through the vocabulary. With ``pool``, a step naming a card the pool
    lacks, or an object no step introduced, is an error at that step's line."""
    b = FixtureBuilder()
    kind = "given"
    for step_kind, text, table, line in scenario.steps:
        kind = step_kind or kind  # And/But inherit the previous keyword's kind
        before = (len(b.objects), len(b.actions), len(b.expect))
        try:
            sd, _ = find_step(kind, text)
            sd.apply(b, text, table)
            if pool is not None:
                check_references(b, before, pool)
        except StepError as exc:
            raise CompileError(f"features/{scenario.feature_rel}:{line}", str(exc)) from None
    return b


def _did_you_mean(word: str, known: list[str]) -> str:
    import difflib

    close = difflib.get_close_matches(word, known, n=1, cutoff=0.6)
    if not close:  # names differ in case more than in letters ("grizzly bears")
        lower = {k.lower(): k for k in known}
        close = [lower[c] for c in difflib.get_close_matches(word.lower(), list(lower), n=1, cutoff=0.6)]
    return f" (did you mean {close[0]!r}?)" if close else ""


def check_references(b: FixtureBuilder, before: tuple[int, int, int], pool: dict[str, Any]) -> None:
    """What the last step added must name cards of the pool and objects introduced before it."""
    n_objects, n_actions, n_expect = before
    for obj in b.objects[n_objects:]:
        if obj["card"] not in pool:
            raise StepError(f"unknown card {obj['card']!r}: not in the card pool{_did_you_mean(obj['card'], list(pool))} "
                            "(add its entry to fixtures/cards/, or to a folder given with --cards)")
    known = {o["id"] for o in b.objects} | set(b.created) | set(b.players)
    for action in b.actions:
        known.update(action.get("name_created", []))
    refs: list[str] = []
    for action in b.actions[n_actions:]:
        refs += [action["object"]] if "object" in action else []
        refs += list(action.get("objects", []))
        refs += list(action.get("sacrifice", []))
        refs += [m["object"] for m in action.get("mana_abilities", [])]  # 601.2g (branch castfrom)
        refs += [t["object"] for t in action.get("targets", []) if "object" in t]
        refs += [c["object"] for c in action.get("choices", []) if "object" in c]
    refs += [e["object"] for e in b.expect[n_expect:] if "object" in e]
    for ref in refs:
        if ref not in known:
            raise StepError(f"unknown object {ref!r}: no earlier step introduced it"
                            f"{_did_you_mean(ref, sorted(known - set(b.players)))}")


def fixture_id(scenario: ParsedScenario) -> str:
    stem = Path(scenario.feature_rel).with_suffix("").as_posix()
    return f"{stem}/{slugify(scenario.name)}"


def compile_scenario(scenario: ParsedScenario, release=None, pool: dict[str, Any] | None = None) -> dict[str, Any]:
    from . import crparse, inventory  # imported late: both read data files

    where = f"features/{scenario.feature_rel}:{scenario.line}"
    b = build(scenario, pool)
    release = release or crparse.corpus_release()
    rules: dict[str, str] = {}
    sources: list[dict[str, str]] = []
    tags: list[str] = []
    for tag in scenario.tags:
        if m := RULE_TAG.match(tag):
            number = m["rule"]
            rule = release.rules.get(number)
            if rule is None:
                raise CompileError(where, f"{tag} cites rule {number}, which is not in the "
                                          f"Comprehensive Rules {release.effective_date}")
            rules[number] = crparse.rule_hash(rule)
        elif m := SOURCE_TAG.match(tag):
            try:
                sources.append(inventory.resolve(m["item"]))
            except KeyError as exc:
                raise CompileError(where, f"{tag}: {exc.args[0]}") from None
        else:
            tags.append(tag.lstrip("@"))
    fixture: dict[str, Any] = {
        "id": fixture_id(scenario),
        "title": scenario.name,
    }
    if scenario.description:
        fixture["description"] = scenario.description
    fixture["feature"] = {"file": f"features/{scenario.feature_rel}", "line": scenario.line}
    fixture["sources"] = sources
    fixture["rules"] = dict(sorted(rules.items(), key=lambda kv: _rule_sort_key(kv[0])))
    fixture["cr_version"] = release.effective_date
    fixture["tags"] = sorted(set(tags))
    fixture["requires"] = capabilities_for(b.actions, b.objects, b.requires)
    fixture["cards"] = b.cards()
    fixture["setup"] = b.setup()
    fixture["actions"] = b.actions
    fixture["expect"] = b.expect
    return fixture


def _rule_sort_key(number: str) -> tuple:
    parts = re.findall(r"\d+|[a-z]", number)
    return tuple((0, int(p)) if p.isdigit() else (1, p) for p in parts)


def fixture_path(fixture_id_: str, root: Path | None = None) -> Path:
    return (root or corpus.fixtures_dir()) / f"{fixture_id_}.json"


def compile_all(features_root: Path | None = None) -> tuple[dict[str, dict[str, Any]], list[CompileError]]:
    """Every scenario of every feature, as {fixture id: fixture}; errors are collected, not raised."""
    fixtures: dict[str, dict[str, Any]] = {}
    errors: list[CompileError] = []
    seen_at: dict[str, str] = {}
    release = None
    from .cardpool import load_pool

    pool = load_pool()
    for path in feature_files(features_root):
        try:
            scenarios = parse_feature(path, features_root)
        except CompileError as exc:
            errors.append(exc)
            continue
        for sc in scenarios:
            try:
                if release is None:
                    from . import crparse
                    release = crparse.corpus_release()
                fx = compile_scenario(sc, release, pool)
            except CompileError as exc:
                errors.append(exc)
                continue
            where = fx["feature"]["file"] + f":{fx['feature']['line']}"
            if fx["id"] in fixtures:
                errors.append(CompileError(where, f"scenario id {fx['id']!r} is already used at "
                                                  f"{seen_at[fx['id']]}: give the scenario a distinct title"))
                continue
            seen_at[fx["id"]] = where
            fixtures[fx["id"]] = fx
    return fixtures, errors


def write_all(fixtures: dict[str, dict[str, Any]], root: Path | None = None) -> tuple[list[Path], list[Path]]:
    """Write generated fixtures; delete generated files no scenario produces any more.

    Returns (written, deleted). Files whose bytes are unchanged are not rewritten.
    """
    root = root or corpus.fixtures_dir()
    written: list[Path] = []
    wanted: set[Path] = set()
    for fid, fx in sorted(fixtures.items()):
        path = fixture_path(fid, root)
        wanted.add(path.resolve())
        data = corpus.dump_json(fx)
        if not path.exists() or path.read_text(encoding="utf-8") != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(data, encoding="utf-8")
            written.append(path)
    deleted: list[Path] = []
    for path in corpus.fixture_files([root]):
        if path.resolve() not in wanted:
            path.unlink()
            deleted.append(path)
    for d in sorted((p for p in root.rglob("*") if p.is_dir()), reverse=True):
        if d.name != "cards" and not any(d.iterdir()):
            d.rmdir()
    return written, deleted


def out_of_sync(fixtures: dict[str, dict[str, Any]], root: Path | None = None) -> list[str]:
    """Messages for every generated file that differs from what the features give."""
    root = root or corpus.fixtures_dir()
    problems: list[str] = []
    wanted: set[Path] = set()
    for fid, fx in sorted(fixtures.items()):
        path = fixture_path(fid, root)
        wanted.add(path.resolve())
        if not path.exists():
            problems.append(f"{_rel(path)}: missing (run `mtg-conformance compile`)")
        elif path.read_text(encoding="utf-8") != corpus.dump_json(fx):
            problems.append(f"{_rel(path)}: out of date with {fx['feature']['file']} "
                            f"(run `mtg-conformance compile`)")
    for path in corpus.fixture_files([root]):
        if path.resolve() not in wanted:
            problems.append(f"{_rel(path)}: no scenario produces this fixture (run `mtg-conformance compile`)")
    return problems


def _rel(path: Path) -> str:
    try:
        return path.resolve().relative_to(corpus.root().resolve()).as_posix()
    except ValueError:
        return str(path)
