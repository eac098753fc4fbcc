"""pytest plugin (entry point ``pytest11``): run the features with pytest-bdd against an engine.

Options: ``--engine NAME`` (an in-process engine, default ``reference``), ``--engine-cmd CMD``
(an external engine over JSON lines; an empty one is a usage error), ``--engine-timeout SECONDS``,
``--select EXPR`` (the selection language of ``mtg-conformance run --select``).

Every phrase of :mod:`mtg_conformance.steps` is registered as a pytest-bdd step. ``Given`` and
``When`` steps build the fixture; each ``Then`` step adds its expectation and checks it against
the engine's observation of the game built so far. The engine runs once per scenario: at the first
``Then`` the whole scenario's fixture is built from its steps and run, and each ``Then`` is given
the part of that reply its steps so far cover (the engine plays actions in order, so that part is
what a run of the fixture so far gives). When the whole run isn't a clean reply (an error, a skip,
a step that doesn't build), the engine runs the fixture built so far at each ``Then``, as a scenario
is checked step by step, so the failure is reported at its step.
The comparison is the harness's own (:mod:`mtg_conformance.compare`), so pytest and
``mtg-conformance run`` agree: a scenario whose compiled fixture requires a capability the engine
lacks is skipped as a whole, as ``run`` skips it, and a failure is described as ``run`` describes it
and named by the fixture id. Gherkin tags become markers: ``pytest -m cr-707.9b``; a rule tag also
marks its parent rules (``cr-707.9b`` marks ``cr-707.9`` and ``cr-707``), so ``-m cr-707.9`` picks
the fixtures ``--select 707.9`` picks.

Features are collected by ``mtg_conformance.scenarios_test`` (``pytest --pyargs
mtg_conformance.scenarios_test`` in an installed package) or the repository's own test module.
"""

from __future__ import annotations

import inspect
import json
import re
from functools import lru_cache
from pathlib import Path
from typing import Any

import pytest
from pytest_bdd import parsers, step

from . import corpus, gate
from .cardpool import load_pool
from .compare import compare
from .compiler import RULE_TAG, SOURCE_TAG
from .engines import EngineStartError, ExternalEngine, load_engine
from .reports import describe_failure
from .runner import Outcome, describe_unsupported, matches, observation_points, unsupported_lines
from .runner import payload as engine_payload
from .steps import STEPS, FixtureBuilder, StepDef, StepError, find_step


def pytest_addoption(parser: pytest.Parser) -> None:
    group = parser.getgroup("mtg-conformance")
    group.addoption("--engine", default=None, metavar="NAME",
                    help="in-process engine to run the features on (default: reference)")
    group.addoption("--engine-cmd", default=None, metavar="CMD",
                    help="external engine command speaking the JSON-lines protocol")
    group.addoption("--engine-timeout", default=30.0, type=float, metavar="SECONDS",
                    help="per-scenario time limit for an external engine (default 30)")
    group.addoption("--cards", default=None, metavar="DIR", action="append", dest="conformance_cards",
                    help="a folder of card-pool entries (schemas/card.schema.json) besides the corpus's pool "
                         "(repeatable)")
    group.addoption("--select", default=None, metavar="EXPR", dest="conformance_select",
                    help="select scenarios as `mtg-conformance run --select` does: comma-separated rule "
                         "numbers, tags, capabilities, src-ITEM or fixture id globs; -TERM excludes")


def parent_rules(rule: str) -> list[str]:
    """The rules a rule number falls under: 707.9b -> 707.9, 707; 702.19 -> 702 (``--select`` semantics)."""
    out = []
    m = re.fullmatch(r"(\d{3})(?:\.(\d+)([a-z]*))?", rule)
    if m and m.group(3):
        out.append(f"{m.group(1)}.{m.group(2)}")
    if m and m.group(2):
        out.append(m.group(1))
    return out


def pytest_configure(config: pytest.Config) -> None:
    problem = gate.empty_engine_command(config.getoption("--engine-cmd", None))
    if problem:
        raise pytest.UsageError(f"mtg-conformance: {problem}")
    from .cardpool import add_card_dirs

    card_problems = add_card_dirs([Path(d) for d in config.getoption("conformance_cards", None) or []])
    if card_problems:
        raise pytest.UsageError("mtg-conformance: " + "; ".join(card_problems))
    config.addinivalue_line("markers", "conformance: a scenario of the conformance corpus")
    seen: set[str] = set()
    try:
        features = sorted(corpus.features_dir().rglob("*.feature"))
    except RuntimeError:
        features = []
    for path in features:
        for tag in re.findall(r"(?<!\S)@(\S+)", path.read_text(encoding="utf-8")):
            if tag not in seen:
                seen.add(tag)
                kind = ("rule" if RULE_TAG.match("@" + tag) else "source item" if SOURCE_TAG.match("@" + tag)
                        else "tag")
                config.addinivalue_line("markers", f"{tag}: scenarios citing this {kind}")
                if kind == "rule":
                    for parent in parent_rules(tag[3:]):
                        if f"cr-{parent}" not in seen:
                            seen.add(f"cr-{parent}")
                            config.addinivalue_line("markers", f"cr-{parent}: scenarios citing this rule or one under it")


#: Where a collected scenario keeps its compiled fixture.
FIXTURE_KEY = pytest.StashKey[dict]()


@lru_cache(maxsize=1)
def _compiled_index() -> dict[tuple[str, Any], dict[str, Any]]:
    """The corpus's compiled fixtures by (feature file, line of its Scenario keyword) and by (feature file,
    title) — a row of a Scenario Outline is found by its title, its parameters filled in."""
    out: dict[tuple[str, Any], dict[str, Any]] = {}
    try:
        files = corpus.fixture_files()
    except RuntimeError:
        return out
    for path in files:
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            continue  # `mtg-conformance check` reports it; the scenario still runs from its steps
        feature = data.get("feature") if isinstance(data, dict) else None
        if isinstance(feature, dict) and isinstance(feature.get("file"), str) and isinstance(feature.get("line"), int):
            out[(feature["file"], feature["line"])] = data
            out[(feature["file"], data.get("title"))] = data
    return out


def compiled_fixture(item: Any) -> dict[str, Any] | None:
    """The compiled fixture of a collected scenario (None outside the corpus, or when out of sync)."""
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - another pytest-bdd layout
        return None
    template = scenario_wrapper_template_registry.get(getattr(item, "function", None))
    if template is None:
        return None
    try:
        rel = Path(template.feature.filename).resolve().relative_to(corpus.root().resolve()).as_posix()
    except (ValueError, RuntimeError):
        return None
    example = getattr(getattr(item, "callspec", None), "params", {}).get("_pytest_bdd_example")
    if example:  # an outline's row: its rendered title
        try:
            return _compiled_index().get((rel, template.render(example).name))
        except Exception:  # pragma: no cover - another pytest-bdd's rendering
            return None
    return _compiled_index().get((rel, template.line_number))


@pytest.hookimpl(wrapper=True)
def pytest_pycollect_makeitem(collector: pytest.Collector, name: str, obj: object):
    """A corpus scenario's test item is named by its fixture id (``tests/test_scenarios.py::
    copy-permanents/clone/<slug>``), as ``run`` names it, not by pytest-bdd's function name: in the
    progress, the failure headers, ``--junitxml`` and ``-k``; the same id on the command line runs it.
    Renamed as the items are made, before pytest matches command-line node ids against them."""
    result = yield
    for item in result if isinstance(result, list) else ():
        if isinstance(item, pytest.Function):
            fid = scenario_fixture_id(item)
            if fid is not None:
                _rename(item, collector, fid)
    return result


def scenario_fixture_id(item: Any) -> str | None:
    """The fixture id of a collected scenario: its compiled fixture's in the corpus; outside it, the id
    ``compile --features DIR`` gives it, DIR being the folder given to pytest-bdd's ``scenarios()``
    (``<feature path in DIR without .feature>/<slug of the title>``)."""
    fx = compiled_fixture(item)
    if fx is not None:
        return fx["id"] if isinstance(fx.get("id"), str) else None
    try:
        from pytest_bdd.scenario import scenario_wrapper_template_registry
    except ImportError:  # pragma: no cover - another pytest-bdd layout
        return None
    template = scenario_wrapper_template_registry.get(getattr(item, "function", None))
    rel = getattr(getattr(template, "feature", None), "rel_filename", None)
    if template is None or not isinstance(rel, str):
        return None
    from .compiler import slugify

    parts = Path(rel).with_suffix("").parts[1:]  # rel_filename starts with the folder's own name
    example = getattr(getattr(item, "callspec", None), "params", {}).get("_pytest_bdd_example")
    try:
        title = template.render(example).name if example else template.name
    except Exception:  # pragma: no cover - another pytest-bdd's rendering
        return None
    return "/".join([*parts, slugify(title)]) if parts else None


def _rename(item: pytest.Item, collector: pytest.Collector, name: str) -> None:
    """Give a just-made item another name and the node id that goes with it. pytest has no public
    way to: its node id lives in ``_id`` (a structured NodeId, pytest 9.1+) or ``_nodeid`` (before);
    tests/test_pytest_plugin.py checks the result on the installed pytest."""
    item.name = name
    if hasattr(item, "_id"):
        item._id = collector._id.child(name)  # type: ignore[attr-defined]
    else:
        item._nodeid = f"{collector.nodeid}::{name}"  # type: ignore[attr-defined]


@pytest.hookimpl(tryfirst=True)  # before -m deselects by markers
def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    """Parent-rule markers, ``--select``, and each scenario's fixture id for ``-k`` and reports."""
    expr = config.getoption("conformance_select", None)
    selected, deselected = [], []
    for item in items:
        fx = compiled_fixture(item)
        if fx is not None:
            item.stash[FIXTURE_KEY] = fx
            item.user_properties.append(("fixture", fx["id"]))
            item.extra_keyword_matches.add(fx["id"])
        for mark in list(item.iter_markers()):
            if mark.name.startswith("cr-"):
                for parent in parent_rules(mark.name[3:]):
                    item.add_marker(f"cr-{parent}")
        if expr:
            data = fx or {"id": item.nodeid, "rules": {}, "tags": [m.name for m in item.iter_markers()],
                          "requires": [], "sources": []}
            (selected if matches(data, expr) else deselected).append(item)
    if expr:
        if deselected:
            config.hook.pytest_deselected(items=deselected)
        items[:] = selected



class EngineSession:
    """The engine under test, shared by the scenarios of one pytest process (or xdist worker)."""

    def __init__(self, config: pytest.Config) -> None:
        cmd = config.getoption("--engine-cmd")
        name = config.getoption("--engine")
        if cmd and name:
            pytest.exit("mtg-conformance: give --engine or --engine-cmd, not both", returncode=4)
        try:
            self.engine = (ExternalEngine(cmd, timeout=config.getoption("--engine-timeout")) if cmd
                           else load_engine(name or "reference"))
            hello = self.engine.hello()
        except EngineStartError as exc:
            # One clear message instead of a traceback per scenario.
            pytest.exit(f"mtg-conformance: {exc}", returncode=4)
        caps = hello.get("capabilities")
        self.capabilities = set(caps) if caps is not None else None
        self.pool = load_pool()

    def close(self) -> None:
        self.engine.close()


@pytest.fixture(scope="session")
def conformance_engine(request: pytest.FixtureRequest):
    session = EngineSession(request.config)
    yield session
    session.close()


class ScenarioRun:
    """A scenario being executed step by step."""

    def __init__(self, engine: EngineSession, request: pytest.FixtureRequest) -> None:
        self.engine = engine
        self.request = request
        self.builder = FixtureBuilder()
        self._reply: dict[str, Any] | None = None
        self._reply_actions = -1
        self._whole: dict[str, Any] | None = None  # the reply for the whole scenario, if clean
        self._whole_fixture: dict[str, Any] | None = None
        self._whole_tried = False

    def fixture(self, builder: FixtureBuilder | None = None) -> dict[str, Any]:
        b = builder or self.builder
        return {"id": self.request.node.nodeid, "requires": sorted(b.requires), "cards": b.cards(),
                "setup": b.setup(), "actions": b.actions}

    def _run_whole(self) -> None:
        """Build the whole scenario from its steps (as ``compile`` does) and run it once; keep the
        reply only if it is a clean one (observations and action outcomes)."""
        self._whole_tried = True
        scenario = getattr(self.request.node, "_mtg_conformance_scenario", None)
        if scenario is None:
            return
        builder = FixtureBuilder()
        kind = "given"
        try:
            for st in scenario.steps:
                kind = st.type if st.type in ("given", "when", "then") else kind
                sd, _ = find_step(kind, st.name)
                sd.apply(builder, st.name, st.datatable.raw() if st.datatable is not None else None)
        except StepError:
            return  # the step that doesn't build fails when it is reached
        from .capabilities import capabilities_for

        fx = self.fixture(builder)
        if any(c not in self.engine.pool for c in fx["cards"]):
            return
        fx["requires"] = capabilities_for(fx["actions"], fx["setup"]["objects"], fx["requires"])
        if self.engine.capabilities is not None and set(fx["requires"]) - self.engine.capabilities:
            return
        reply = self.engine.engine.run(engine_payload(fx, self.engine.pool))
        if set(reply) == {"observations", "actions"} and len(reply["actions"]) == len(fx["actions"]):
            self._whole, self._whole_fixture = reply, fx

    def _part_of_whole(self) -> dict[str, Any] | None:
        """The whole run's reply as far as the actions so far go, if they begin the whole scenario."""
        if not self._whole_tried:
            self._run_whole()
        if self._whole is None or self._whole_fixture is None:
            return None
        actions = self.builder.actions
        n = len(actions)
        whole = self._whole_fixture
        if (actions != whole["actions"][:n] or self.builder.setup() != whole["setup"]
                or self.builder.cards() != whole["cards"]):
            return None  # pragma: no cover - the same steps build the same fixture
        labels = {a["label"] for a in actions if a["do"] == "observe"} | {
            c["observe"] for a in actions for c in a.get("choices", []) if "observe" in c}  # observe.at_choice
        return {"observations": {k: v for k, v in self._whole["observations"].items() if k in labels},
                "actions": self._whole["actions"][:n]}

    def reply(self) -> dict[str, Any]:
        """The engine's answer for the actions so far: the part of the whole scenario's run they
        cover, or else a run of the fixture so far (re-run when actions were added)."""
        n = len(self.builder.actions)
        if self._reply is None or self._reply_actions != n:
            from .capabilities import capabilities_for

            part = self._part_of_whole()
            if part is not None:
                self._reply, self._reply_actions = part, n
                return part
            fx = self.fixture()
            unknown = [c for c in fx["cards"] if c not in self.engine.pool]
            if unknown:
                pytest.fail(f"unknown card(s) not in the card pool: {', '.join(unknown)}", pytrace=False)
            fx["requires"] = capabilities_for(fx["actions"], fx["setup"]["objects"], fx["requires"])
            if self.engine.capabilities is not None:
                # The whole scenario's requirements, as `run` judges them: a scenario is skipped before
                # its first check, not failed at a check that comes before the action it can't do.
                whole = (self.compiled or {}).get("requires", [])
                missing = sorted((set(fx["requires"]) | set(whole)) - self.engine.capabilities)
                if missing:
                    pytest.skip("the engine lacks " + ", ".join(missing))
            reply = self.engine.engine.run(engine_payload(fx, self.engine.pool))
            if not isinstance(reply, dict):
                self.fail(self.outcome("errored", f"the engine's reply is not an object: {reply!r:.200}",
                                       error_kind="protocol"))
            if "skipped" in reply:
                pytest.skip(str(reply["skipped"]))
            if "unsupported" in reply:
                o = self.outcome("unsupported", describe_unsupported(reply["unsupported"]))
                o.unsupported = unsupported_lines(reply["unsupported"])
                self.fail(o)
            if "error" in reply:
                err = reply["error"] or {}
                kind = err.get("kind", "internal")
                self.fail(self.outcome("errored", f"{kind}: {err.get('message', '')}", error_kind=kind,
                                       stderr=err.get("stderr")))
            self._reply, self._reply_actions = reply, n
        return self._reply

    @property
    def compiled(self) -> dict[str, Any] | None:
        """The scenario's compiled fixture from the corpus (None outside it)."""
        return self.request.node.stash.get(FIXTURE_KEY, None)

    def outcome(self, status: str, message: str, **fields: Any) -> Outcome:
        """This scenario's outcome as `run` reports it: by fixture id, with its file, rules and sources."""
        fx = self.compiled
        if fx is None:
            return Outcome(id=self.request.node.nodeid, status=status, path=self.request.node.nodeid,
                           message=message, **fields)
        from .runner import display_path

        path = corpus.fixtures_dir() / (fx["id"] + ".json")
        return Outcome(id=fx["id"], status=status, path=display_path(path), title=fx["title"],
                       rules=list(fx["rules"]), sources=fx["sources"], tags=fx["tags"],
                       feature=fx.get("feature"), message=message, **fields)

    def fail(self, o: Outcome) -> None:
        pytest.fail(describe_failure(o), pytrace=False)

    def fail_mismatches(self, mismatches: list[Any]) -> None:
        message = mismatches[0].message + (f" (+{len(mismatches) - 1} more)" if len(mismatches) > 1 else "")
        o = self.outcome("failed", message, mismatches=mismatches)
        o.points = observation_points(self.builder.actions)
        self.fail(o)

    def check(self, expectations: list[dict[str, Any]]) -> None:
        # Expectations about action outcomes ("the action is refused") are check_actions' job.
        observed = [e for e in expectations if "action" not in e]
        mismatches = compare(observed, {**self.reply(), "actions": []})
        if mismatches:
            self.fail_mismatches(mismatches)

    def check_actions(self) -> None:
        """Every action not expected to be refused must have been accepted."""
        reply = self.reply()
        refused = [e for e in self.builder.expect if "action" in e]
        mismatches = compare(refused, reply)
        if mismatches:
            self.fail_mismatches(mismatches)


def pytest_bdd_before_scenario(request: pytest.FixtureRequest, feature: Any, scenario: Any) -> None:
    """Remember the scenario (its steps) so ScenarioRun can build and run it whole."""
    request.node._mtg_conformance_scenario = scenario


@pytest.fixture
def conformance_scenario(conformance_engine: EngineSession, request: pytest.FixtureRequest) -> ScenarioRun:
    return ScenarioRun(conformance_engine, request)


def _make_step_function(sd: StepDef):
    params = list(sd.regex.groupindex)

    def run_step(conformance_scenario: ScenarioRun, **kwargs: Any) -> None:
        run = conformance_scenario
        rows = kwargs.pop("datatable", None)
        before = len(run.builder.expect)
        sd.func(run.builder, **kwargs, **({"rows": rows} if sd.takes_table else {}))
        run.builder.requires.update(sd.requires)
        if sd.kind == "then":
            run.check_actions()
            run.check(run.builder.expect[before:])

    sig_params = [inspect.Parameter("conformance_scenario", inspect.Parameter.POSITIONAL_OR_KEYWORD)]
    sig_params += [inspect.Parameter(p, inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None) for p in params]
    if sd.takes_table:
        sig_params.append(inspect.Parameter("datatable", inspect.Parameter.POSITIONAL_OR_KEYWORD, default=None))
    run_step.__signature__ = inspect.Signature(sig_params)  # type: ignore[attr-defined]
    run_step.__name__ = sd.func.__name__
    run_step.__doc__ = sd.doc
    return run_step


# Registered at module level: pytest-bdd injects step fixtures into the calling module's namespace.
for _sd in STEPS:
    step(parsers.re(_sd.pattern), type_=_sd.kind, stacklevel=1)(_make_step_function(_sd))
del _sd
