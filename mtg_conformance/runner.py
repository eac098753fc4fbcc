"""The harness: load fixtures, run them on an engine, compare, classify.

Outcomes are kept apart: ``passed``; ``failed`` (the engine answered, the answer is wrong);
``errored`` (the engine or the protocol failed, or the fixture itself is bad input); ``unsupported``
(the engine said the fixture uses rules text it does not implement, naming the lines: a failure of the
run, kept apart so an honest refusal is not confused with a wrong answer); ``skipped`` (the engine
declared it cannot run the fixture, or lacks a capability it requires).
"""

from __future__ import annotations

import fnmatch
import json
import os
import time
import traceback
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any, Callable, Iterable

from . import corpus
from .cardpool import load_pool
from .compare import Mismatch, compare
from .engines import EngineHelloError
from .schemas import problems as schema_problems


@dataclass
class LoadedFixture:
    path: Path
    data: dict[str, Any]

    @property
    def id(self) -> str:
        return self.data["id"]


@dataclass
class InputError:
    """A fixture file that is bad input: it is reported, and the run goes on without it."""

    path: Path
    message: str
    fixture_id: str | None = None

    def __str__(self) -> str:
        return f"{display_path(self.path)}: {self.message}"


@dataclass
class Outcome:
    id: str
    status: str  # passed | failed | errored | unsupported | skipped
    path: str
    title: str = ""
    rules: list[str] = field(default_factory=list)
    sources: list[dict[str, str]] = field(default_factory=list)
    tags: list[str] = field(default_factory=list)
    message: str = ""
    mismatches: list[Mismatch] = field(default_factory=list)
    duration: float = 0.0
    error_kind: str | None = None
    stderr: str | None = None
    feature: dict[str, Any] | None = None
    observations: dict[str, Any] | None = None
    unsupported: list[dict[str, Any]] | None = None  # the lines an engine does not implement
    points: dict[str, str] | None = None  # for failures: each observe label, said for people

    def as_dict(self) -> dict[str, Any]:
        d: dict[str, Any] = {
            "id": self.id, "outcome": self.status, "file": self.path, "title": self.title,
            "rules": self.rules, "sources": [s.get("item") for s in self.sources],
            "source_quotes": {s.get("item"): s.get("quote") for s in self.sources},
            "tags": self.tags,
            "message": self.message, "duration": round(self.duration, 6),
        }
        if self.feature:
            d["feature"] = self.feature
        if self.error_kind:
            d["error_kind"] = self.error_kind
        if self.stderr:
            d["stderr"] = self.stderr
        if self.mismatches:
            d["mismatches"] = [m.as_dict() for m in self.mismatches]
        if self.unsupported is not None:
            d["unsupported_lines"] = self.unsupported
        return d


@lru_cache(maxsize=4096)
def _realdir(folder: str) -> str:
    return os.path.realpath(folder)


def display_path(path: Path) -> str:
    """The path relative to the working directory when it is under it (once per fixture: kept cheap,
    folders are resolved once each)."""
    text = os.path.abspath(path)
    full = os.path.join(_realdir(os.path.dirname(text)), os.path.basename(text))
    cwd = _realdir(os.getcwd())
    if full.startswith(cwd + os.sep):
        return full[len(cwd) + 1:].replace(os.sep, "/")
    return str(path)


# -- loading --------------------------------------------------------------------------------------

def load_fixtures(paths: Iterable[Path] | None = None) -> tuple[list[LoadedFixture], list[InputError]]:
    """Read and validate fixture files; bad ones become InputErrors, the rest are returned."""
    files = corpus.fixture_files([Path(p) for p in paths] if paths else None)
    pool = load_pool()
    loaded: list[LoadedFixture] = []
    errors: list[InputError] = []
    seen: dict[str, Path] = {}
    for path in files:
        if not path.exists():
            errors.append(InputError(path, "no such file"))
            continue
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except UnicodeDecodeError as exc:
            errors.append(InputError(path, f"not UTF-8 text: {exc}"))
            continue
        except json.JSONDecodeError as exc:
            errors.append(InputError(path, f"malformed JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"))
            continue
        fid = data.get("id") if isinstance(data, dict) else None
        probs = schema_problems("fixture", data)
        if probs:
            errors.append(InputError(path, "does not fit the fixture schema: " + "; ".join(probs[:5])
                                     + (f" (and {len(probs) - 5} more)" if len(probs) > 5 else ""),
                                     fid if isinstance(fid, str) else None))
            continue
        probs = semantic_problems(data, pool)
        if probs:
            errors.append(InputError(path, "; ".join(probs), fid))
            continue
        if fid in seen:
            errors.append(InputError(path, f"duplicate fixture id {fid!r} (also in {display_path(seen[fid])})", fid))
            continue
        seen[fid] = path
        loaded.append(LoadedFixture(path, data))
    return loaded, errors


def semantic_problems(fx: dict[str, Any], pool: dict[str, dict[str, Any]]) -> list[str]:
    """What a schema cannot say: unknown cards and players, ids used but never set up."""
    out: list[str] = []
    for i, name in enumerate(fx["cards"]):
        if name not in pool:
            out.append(f"$.cards[{i}]: unknown card {name!r} (not in the card pool fixtures/cards/)")
    players = {p["id"] for p in fx["setup"]["players"]}
    objects: set[str] = set()
    for i, obj in enumerate(fx["setup"]["objects"]):
        where = f"$.setup.objects[{i}]"
        if obj["id"] in objects or obj["id"] in players:
            out.append(f"{where}.id: id {obj['id']!r} is used twice")
        objects.add(obj["id"])
        if obj["card"] not in pool:
            out.append(f"{where}.card: unknown card {obj['card']!r} (not in the card pool fixtures/cards/)")
        elif obj["card"] not in fx["cards"]:
            out.append(f"{where}.card: {obj['card']!r} is missing from $.cards")
        for key in ("owner", "controller"):
            if key in obj and obj[key] not in players:
                out.append(f"{where}.{key}: unknown player {obj[key]!r}")
    if fx["setup"]["turn"]["active"] not in players:
        out.append(f"$.setup.turn.active: unknown player {fx['setup']['turn']['active']!r}")
    labels: set[str] = set()
    for i, action in enumerate(fx["actions"]):
        where = f"$.actions[{i}]"
        for j, name in enumerate(action.get("name_created", [])):  # ids of objects the action creates
            if name in objects or name in players:
                out.append(f"{where}.name_created[{j}]: id {name!r} is used twice")
            objects.add(name)
        if "object" in action and action["object"] not in objects:
            out.append(f"{where}.object: unknown object id {action['object']!r}")
        for j, oid in enumerate(action.get("sacrifice", [])):
            if oid not in objects:
                out.append(f"{where}.sacrifice[{j}]: unknown object id {oid!r}")
        for j, m in enumerate(action.get("mana_abilities", [])):  # 601.2g (branch castfrom)
            if m.get("object") not in objects:
                out.append(f"{where}.mana_abilities[{j}].object: unknown object id {m.get('object')!r}")
        for key in ("player", "controller", "by"):
            if key in action and action[key] not in players:
                out.append(f"{where}.{key}: unknown player {action[key]!r}")
        for j, t in enumerate(action.get("targets", [])):
            if "object" in t and t["object"] not in objects:
                out.append(f"{where}.targets[{j}].object: unknown object id {t['object']!r}")
            if "player" in t and t["player"] not in players:
                out.append(f"{where}.targets[{j}].player: unknown player {t['player']!r}")
        for j, c in enumerate(action.get("choices", [])):
            if "object" in c and c["object"] not in objects:
                out.append(f"{where}.choices[{j}].object: unknown object id {c['object']!r}")
            if "observe" in c:  # the game as this choice is made (observe.at_choice)
                if c["observe"] in labels:
                    out.append(f"{where}.choices[{j}].observe: label {c['observe']!r} is used twice")
                labels.add(c["observe"])
        if action["do"] == "observe":
            if action["label"] in labels:
                out.append(f"{where}.label: label {action['label']!r} is used twice")
            labels.add(action["label"])
    for i, exp in enumerate(fx["expect"]):
        where = f"$.expect[{i}]"
        if "at" in exp and exp["at"] not in labels:
            out.append(f"{where}.at: no observe action is labelled {exp['at']!r}")
        if "object" in exp and exp["object"] not in objects:
            out.append(f"{where}.object: unknown object id {exp['object']!r}")
        if "player" in exp and exp["player"] not in players:
            out.append(f"{where}.player: unknown player {exp['player']!r}")
        if "action" in exp and exp["action"] >= len(fx["actions"]):
            out.append(f"{where}.action: there is no action {exp['action']}")
    return out


# -- selecting ------------------------------------------------------------------------------------

def matches(fx: dict[str, Any], expr: str | None) -> bool:
    """``--select``: comma-separated terms; a fixture is selected when any plain term matches and no
    ``-term`` matches. A term matches a rule (``707.9`` also selects 707.9a; ``cr-707.9b``), a tag,
    a capability (``choice.copy``), a source item (``src-003-ruling-1``), or the id (glob
    patterns allowed)."""
    if not expr:
        return True
    include = [t.strip() for t in expr.split(",") if t.strip() and not t.strip().startswith("-")]
    exclude = [t.strip()[1:] for t in expr.split(",") if t.strip().startswith("-")]
    if any(_term(fx, t) for t in exclude):
        return False
    return not include or any(_term(fx, t) for t in include)


def _term(fx: dict[str, Any], term: str) -> bool:
    if term.startswith("cr-"):
        term = term[3:]
    if term.startswith("src-"):
        return any(s["item"] == term[4:] for s in fx.get("sources", []))
    for rule in fx.get("rules", {}):
        if rule == term or (rule.startswith(term) and not rule[len(term):len(term) + 1].isdigit()):
            return True
    if term in fx.get("tags", []) or term in fx.get("requires", []):
        return True
    return fnmatch.fnmatchcase(fx["id"], term) or term == fx["id"]


# -- running --------------------------------------------------------------------------------------

def payload(fx: dict[str, Any], pool: dict[str, dict[str, Any]]) -> dict[str, Any]:
    """The fixture as the engine sees it: no expectations, card pool entries inlined."""
    return {
        "id": fx["id"],
        "requires": fx["requires"],
        "cards": [pool[name] for name in fx["cards"]],
        "setup": fx["setup"],
        "actions": fx["actions"],
    }


def run_fixture(engine, lf: LoadedFixture, pool: dict[str, dict[str, Any]],
                capabilities: set[str] | None) -> Outcome:
    fx = lf.data
    out = Outcome(id=fx["id"], status="passed", path=display_path(lf.path), title=fx["title"],
                  rules=list(fx["rules"]), sources=fx["sources"], tags=fx["tags"],
                  feature=fx.get("feature"))
    if capabilities is not None:
        missing = sorted(set(fx["requires"]) - capabilities)
        if missing:
            out.status = "skipped"
            out.message = "the engine lacks " + ", ".join(missing)
            return out
    start = time.perf_counter()
    try:
        reply = engine.run(payload(fx, pool))
    except Exception as exc:  # an in-process engine that raised
        out.duration = time.perf_counter() - start
        out.status = "errored"
        out.error_kind = "internal"
        frame = traceback.extract_tb(exc.__traceback__)[-1]
        out.message = f"the engine raised {type(exc).__name__}: {exc} (at {Path(frame.filename).name}:{frame.lineno})"
        return out
    out.duration = time.perf_counter() - start
    if not isinstance(reply, dict):
        out.status, out.error_kind = "errored", "protocol"
        out.message = f"the engine's reply is not an object: {reply!r:.200}"
        return out
    if "skipped" in reply:
        out.status = "skipped"
        out.message = str(reply["skipped"])
        return out
    if "unsupported" in reply:
        out.status = "unsupported"
        out.unsupported = unsupported_lines(reply["unsupported"])
        out.message = describe_unsupported(reply["unsupported"])
        return out
    if "error" in reply:
        err = reply["error"] or {}
        out.status = "errored"
        out.error_kind = err.get("kind", "internal")
        out.message = f"{out.error_kind}: {err.get('message', '')}"
        out.stderr = err.get("stderr")
        return out
    out.observations = reply.get("observations")
    mismatches = compare(fx["expect"], reply)
    if mismatches:
        out.status = "failed"
        out.mismatches = mismatches
        out.points = observation_points(fx["actions"])
        out.message = mismatches[0].message + (f" (+{len(mismatches) - 1} more)" if len(mismatches) > 1 else "")
    return out


def observation_points(actions: list[dict[str, Any]]) -> dict[str, str]:
    """Each observe action's label said for people ("after action 2: cast clone"): labels such as
    ``checkpoint-1`` are the protocol's, not the scenario's."""
    out: dict[str, str] = {}
    done = 0
    last = ""
    for action in actions:
        if action.get("do") == "observe":
            out[action["label"]] = f"after action {done}: {last}" if done else "before any action"
            continue
        done += 1
        last = " ".join(str(action[k]) for k in ("do", "object", "player") if k in action)
    return out


def unsupported_lines(u: Any) -> list[dict[str, Any]]:
    """The lines of an ``unsupported`` reply (an in-process engine's reply is not schema-checked)."""
    lines = u.get("lines") if isinstance(u, dict) else None
    return [dict(l) for l in lines if isinstance(l, dict)] if isinstance(lines, list) else []


def describe_unsupported(u: Any) -> str:
    """An ``unsupported`` reply for people: the engine's message, then each line with its card and face:
    ``unsupported: ...; Clone: “You may have Clone enter ...” (printed)``."""
    message = str(u.get("message", "")) if isinstance(u, dict) else str(u)
    parts = []
    for line in unsupported_lines(u):
        who = str(line.get("card", "?"))
        face = line.get("face")
        if face and face != who:
            who += f" (face {face})"
        origin = f" ({line['origin']})" if line.get("origin") else ""
        parts.append(f"{who}: “{line.get('line', '')}”{origin}")
    text = "the engine does not implement " + ("; ".join(parts) if parts else "something this fixture needs")
    return f"{text} — {message}" if message else text


@dataclass
class RunResult:
    outcomes: list[Outcome]
    input_errors: list[InputError]
    engine: dict[str, Any]
    duration: float
    baseline: dict[str, Any] | None = None  # the comparison with --baseline, for reports
    shard: dict[str, Any] | None = None  # run --shard K/N (parallel.select_shard)

    def counts(self) -> dict[str, int]:
        c = {"passed": 0, "failed": 0, "errored": 0, "unsupported": 0, "skipped": 0}
        for o in self.outcomes:
            c[o.status] += 1
        return c

    def summary(self) -> str:
        c = self.counts()
        return (f"{c['passed']} passed, {c['failed']} failed, {c['errored']} errored, "
                f"{c['unsupported']} unsupported, {c['skipped']} skipped")

    def exit_status(self) -> int:
        if self.input_errors:
            return 2
        c = self.counts()
        return 1 if c["failed"] or c["errored"] or c["unsupported"] else 0


def run(engine, fixtures: list[LoadedFixture], input_errors: list[InputError],
        progress: Callable[[Outcome], None] | None = None,
        stop: Callable[[], bool] | None = None,
        execute: Callable[..., Iterable[Outcome]] | None = None) -> RunResult:
    """Run ``fixtures`` in order; ``stop()``, asked after each fixture, ends the run early (--max-fail).
    ``execute(engine, fixtures, pool, capabilities)``, when given, yields the fixtures' outcomes in
    their order (``parallel.Executor``: several engines, time limits); by default they are run here,
    one after another."""
    started = time.perf_counter()
    try:
        hello = engine.hello()
    except EngineHelloError as exc:
        # The engine started but failed its hello: every fixture is run (the adapter restarts the
        # engine, and gives up after a few failed starts) and reported errored with the reason.
        hello = {"engine": {"name": getattr(engine, "command", "engine")}, "capabilities": None,
                 "start_error": str(exc)}
    caps = hello.get("capabilities")
    capabilities = set(caps) if caps is not None else None
    pool = load_pool()
    outcomes: list[Outcome] = []
    for err in input_errors:
        o = Outcome(id=err.fixture_id or display_path(err.path), status="errored",
                    path=display_path(err.path), message=f"bad input: {err.message}", error_kind="bad_input")
        outcomes.append(o)
        if progress:
            progress(o)
    stream = (execute(engine, fixtures, pool, capabilities) if execute
              else (run_fixture(engine, lf, pool, capabilities) for lf in fixtures))
    try:
        for o in stream:
            outcomes.append(o)
            if progress:
                progress(o)
            if stop and stop():
                break
    finally:
        if hasattr(stream, "close"):
            stream.close()  # a parallel run stops its engines, and deals no more fixtures
    return RunResult(outcomes, input_errors, hello.get("engine", {}), time.perf_counter() - started)
