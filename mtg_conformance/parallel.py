"""Running at fleet scale: several engines at once (``run --jobs``), shards of a selection for a CI
matrix (``run --shard``), per-fixture time limits, and stopping an engine that keeps timing out.

``runner.run`` does the hello, the bad-input entries and the progress; what it asks of this module is
an *executor*: ``execute(engine, fixtures, pool, capabilities)`` yields one ``Outcome`` per fixture, in
the order of ``fixtures``, whatever order the engines finished them in. So a parallel run's report,
summary and exit status are a serial run's.

* An external engine (``--engine-cmd``) with ``--jobs N`` is N engine processes, each owned by one
  thread of the harness (the harness's share of the work, a JSON round trip and a comparison, is
  small); each process is restarted after a fault as with one.
* An in-process engine with ``--jobs N`` (N ≥ 2) is N worker processes, each making the engine once
  through its entry point and running fixtures one at a time for the harness; a worker that dies
  (the engine crashed the interpreter) errs its fixture and is replaced, and one that overruns the
  fixture's time limit is killed and replaced. With ``--jobs 1`` an in-process engine runs in the
  harness's own process, as it always has, without a time limit.

A fixture that does not need the engine (it requires a capability the engine lacks) is never sent.
An external engine that failed its first start is run as one process, as ``--jobs 1`` runs it: it is
tried again a few times, then given up on, and N processes would only multiply the failed starts.
"""

from __future__ import annotations

import collections
import hashlib
import multiprocessing
import multiprocessing.connection
import os
import signal
import sys
import threading
import time
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from .engines import MAX_START_FAILURES, EngineStartError
from .runner import InputError, LoadedFixture, Outcome, display_path, run_fixture

#: The time limit of a fixture when nothing else is said: a base, and more for each action.
BASE_TIMEOUT = 3.0
PER_ACTION_TIMEOUT = 0.5
#: After this many timeouts in a row the engine is stopped (``--max-timeouts``; 0: never).
MAX_TIMEOUTS = 5


def default_jobs() -> int:
    """The cores this process may use."""
    try:
        return max(len(os.sched_getaffinity(0)), 1)
    except AttributeError:  # not on Linux
        return os.cpu_count() or 1


# -- shards ---------------------------------------------------------------------------------------

def parse_shard(text: str) -> tuple[int, int]:
    """``K/N`` (1 ≤ K ≤ N) as (K, N); ValueError with the reason otherwise."""
    k, sep, n = text.partition("/")
    try:
        kk, nn = int(k), int(n)
    except ValueError:
        raise ValueError(f"{text!r} is not K/N (e.g. 2/4)") from None
    if not sep or nn < 1 or not 1 <= kk <= nn:
        raise ValueError(f"{text!r}: K/N needs 1 <= K <= N")
    return kk, nn


def shard_of(key: str, count: int) -> int:
    """The shard (1..count) of a fixture id: a hash of the id, so it never depends on the order of
    files, the machine or the Python version (``hash()`` is salted per process; sha256 is not)."""
    return int.from_bytes(hashlib.sha256(key.encode("utf-8")).digest()[:8], "big") % count + 1


def select_shard(fixtures: list[LoadedFixture], input_errors: list[InputError], k: int, n: int
                 ) -> tuple[list[LoadedFixture], list[InputError], dict[str, Any]]:
    """The fixtures (and bad input files) of shard ``k`` of ``n`` (every one is in exactly one shard),
    and the report's ``shard`` entry: K, N, how many the whole selection has, and where each of the
    shard's outcomes stands in a run of the whole selection (bad input first, as ``runner.run``
    reports it), so ``merge-reports`` restores a serial run's order and sees a missing fixture."""
    errors = [(i, e) for i, e in enumerate(input_errors) if shard_of(e.fixture_id or display_path(e.path), n) == k]
    mine = [(len(input_errors) + i, f) for i, f in enumerate(fixtures) if shard_of(f.id, n) == k]
    entry = {"index": k, "count": n, "selected": len(input_errors) + len(fixtures),
             "positions": [i for i, _ in errors] + [i for i, _ in mine]}
    return [f for _, f in mine], [e for _, e in errors], entry


# -- time limits ----------------------------------------------------------------------------------

@dataclass
class TimeLimits:
    """The time limit of each fixture: ``by_tag`` (the largest of the fixture's tags listed) over
    ``flat`` (``--timeout``) over the default, ``base`` plus ``per_action`` for each action."""

    flat: float | None = None
    by_tag: dict[str, float] = field(default_factory=dict)
    base: float = BASE_TIMEOUT
    per_action: float = PER_ACTION_TIMEOUT

    def limit(self, fx: dict[str, Any]) -> float:
        tagged = [self.by_tag[t] for t in fx.get("tags", []) if t in self.by_tag]
        if tagged:
            return max(tagged)
        if self.flat is not None:
            return self.flat
        return self.base + self.per_action * len(fx.get("actions", []))


def parse_tag_limit(text: str) -> tuple[str, float]:
    """``TAG=SECONDS`` (a leading ``@`` on the tag is allowed)."""
    tag, sep, seconds = text.partition("=")
    tag = tag.strip().lstrip("@")
    try:
        value = float(seconds)
    except ValueError:
        value = -1.0
    if not sep or not tag or not value > 0:
        raise ValueError(f"{text!r} is not TAG=SECONDS with a positive number of seconds")
    return tag, value


# -- executing ------------------------------------------------------------------------------------

class _Reply:
    """A stand-in engine whose answer is known: builds the outcome of a fixture the engine did not
    answer (a worker that died or overran, a stopped engine) exactly as run_fixture builds others."""

    def __init__(self, kind: str, message: str) -> None:
        self.reply = {"error": {"kind": kind, "message": message}}

    def run(self, payload: dict[str, Any]) -> dict[str, Any]:
        return self.reply


class Executor:
    """Runs fixtures on ``jobs`` engines; see the module's docstring.

    ``make_engine`` makes one more engine like the one ``runner.run`` was given: for an external
    engine it is called in this process (jobs - 1 times); for an in-process engine
    (``in_process=True``) it is called once in each worker process, so it must be picklable where
    processes are spawned rather than forked (a class or an entry-point loader is)."""

    def __init__(self, jobs: int, make_engine: Callable[[], Any] | None = None, in_process: bool = False,
                 limits: TimeLimits | None = None, max_timeouts: int = MAX_TIMEOUTS,
                 notice: Callable[[str], None] | None = None) -> None:
        if jobs < 1:
            raise ValueError("jobs must be at least 1")
        if jobs > 1 and make_engine is None:
            raise ValueError("more than one job needs make_engine")
        self.jobs = jobs
        self.make_engine = make_engine
        self.in_process = in_process
        self.limits = limits or TimeLimits()
        self.max_timeouts = max_timeouts
        self.notice = notice or (lambda text: print(text, file=sys.stderr, flush=True))
        self.stopped: str | None = None  # why the engine was stopped, once it is
        self._streak: list[str] = []  # ids of the latest timeouts in a row
        self._lock = threading.Lock()

    # the bookkeeping every way of running shares --------------------------------------------------
    def _note(self, o: Outcome) -> None:
        """Count timeouts in a row (in the order the engine finished fixtures) and stop the engine
        after ``max_timeouts`` of them."""
        with self._lock:
            if o.status == "errored" and o.error_kind == "timeout":
                self._streak.append(o.id)
            else:
                self._streak.clear()
            if self.max_timeouts and len(self._streak) >= self.max_timeouts and not self.stopped:
                shown = ", ".join(self._streak[:3]) + (", …" if len(self._streak) > 3 else "")
                self._stop(f"the engine timed out on {len(self._streak)} fixtures in a row ({shown}); "
                           f"it was stopped (--max-timeouts {self.max_timeouts})")

    def _stop(self, reason: str) -> None:
        self.stopped = reason
        self.notice(f"\nmtg-conformance run: {reason}; the fixtures it had not run are reported errored")

    def _not_run(self, lf: LoadedFixture, pool, caps) -> Outcome:
        return run_fixture(_Reply("stopped", f"not run: {self.stopped}"), lf, pool, caps)

    def _set_limit(self, engine, lf: LoadedFixture) -> None:
        if hasattr(engine, "timeout") and not self.in_process:  # an ExternalEngine: its per-reply deadline
            engine.timeout = self.limits.limit(lf.data)

    def __call__(self, engine, fixtures: list[LoadedFixture], pool: dict[str, dict[str, Any]],
                 capabilities: set[str] | None) -> Iterator[Outcome]:
        results: list[Outcome | None] = [None] * len(fixtures)
        todo: collections.deque[int] = collections.deque()
        for i, lf in enumerate(fixtures):
            if capabilities is not None and set(lf.data["requires"]) - capabilities:
                results[i] = run_fixture(None, lf, pool, capabilities)  # skipped: the engine is not asked
            else:
                todo.append(i)
        if self.in_process and self.jobs > 1:
            return self._processes(fixtures, pool, capabilities, results, todo)
        started = getattr(engine, "proc", True) is not None  # an ExternalEngine whose hello failed has none
        if self.jobs > 1 and len(todo) > 1 and started:
            return self._threads(engine, fixtures, pool, capabilities, results, todo)
        return self._inline(engine, fixtures, pool, capabilities, results, todo)

    # one engine, in this thread (--jobs 1) --------------------------------------------------------
    def _inline(self, engine, fixtures, pool, caps, results, todo) -> Iterator[Outcome]:
        for i, lf in enumerate(fixtures):
            if results[i] is None:
                if self.stopped:
                    results[i] = self._not_run(lf, pool, caps)
                else:
                    self._set_limit(engine, lf)
                    results[i] = run_fixture(engine, lf, pool, caps)
                    self._note(results[i])
            yield results[i]

    # external engines: one thread per engine process ----------------------------------------------
    def _threads(self, engine, fixtures, pool, caps, results, todo) -> Iterator[Outcome]:
        cond = threading.Condition()
        running = 0
        others: list[Any] = []

        def take() -> int | None:
            with cond:
                if self.stopped or not todo:
                    return None
                return todo.popleft()

        def work(eng, first: bool) -> None:
            nonlocal running
            try:
                if not first:
                    try:
                        eng.hello()
                    except EngineStartError:
                        pass  # its run() restarts it, and reports why it cannot, as with one engine
                while (i := take()) is not None:
                    self._set_limit(eng, fixtures[i])
                    o = run_fixture(eng, fixtures[i], pool, caps)
                    self._note(o)
                    with cond:
                        results[i] = o
                        cond.notify_all()
            finally:
                with cond:
                    running -= 1
                    cond.notify_all()

        threads = []
        try:
            for j in range(min(self.jobs, len(todo))):
                eng = engine if j == 0 else self.make_engine()
                if j:
                    others.append(eng)
                t = threading.Thread(target=work, args=(eng, j == 0), daemon=True, name=f"engine-{j + 1}")
                with cond:
                    running += 1
                t.start()
                threads.append(t)
            for i, lf in enumerate(fixtures):
                with cond:
                    while results[i] is None and running:
                        cond.wait()
                    if results[i] is None:  # every engine has stopped taking fixtures
                        results[i] = self._not_run(lf, pool, caps)
                yield results[i]
        finally:
            with cond:
                todo.clear()  # a run cut short (e.g. the caller stops reading): take nothing more
            for t in threads:
                t.join()
            for eng in others:
                eng.close()

    # in-process engines: worker processes --------------------------------------------------------
    def _processes(self, fixtures, pool, caps, results, todo) -> Iterator[Outcome]:
        ctx = multiprocessing.get_context("fork" if sys.platform == "linux" else "spawn")
        workers: list[_Worker | None] = [None] * min(self.jobs, max(len(todo), 1))
        start_failures = 0
        emitted = 0
        n = len(fixtures)

        def finish(i: int, o: Outcome) -> None:
            results[i] = o
            self._note(o)

        try:
            while emitted < n:
                while emitted < n and results[emitted] is not None:
                    yield results[emitted]
                    emitted += 1
                if emitted == n:
                    break
                if self.stopped:
                    while todo:
                        i = todo.popleft()
                        results[i] = self._not_run(fixtures[i], pool, caps)
                for slot, w in enumerate(workers):  # deal a fixture to every idle worker
                    if todo and not self.stopped and (w is None or w.task is None):
                        if w is None:
                            w = workers[slot] = _Worker(ctx, self.make_engine, caps)
                        i = todo.popleft()
                        w.give(i, fixtures[i], self.limits.limit(fixtures[i].data))
                busy = [w for w in workers if w is not None and w.task is not None]
                if not busy:
                    continue
                wait = max(min(w.deadline for w in busy) - time.monotonic(), 0)
                multiprocessing.connection.wait([w.conn for w in busy] + [w.proc.sentinel for w in busy], wait)
                for slot, w in enumerate(workers):
                    if w is None or w.task is None:
                        continue
                    i = w.task
                    got = w.receive()
                    if got is not None:
                        w.task, w.done = None, w.done + 1
                        start_failures = 0
                        finish(*got)
                    elif not w.proc.is_alive():
                        status = w.close()
                        workers[slot] = None
                        if w.done == 0:
                            start_failures += 1
                        finish(i, run_fixture(_Reply("crash", f"the worker process running the engine exited "
                                                                 f"(exit status {status}) before answering"),
                                                 fixtures[i], pool, caps))
                        if start_failures >= MAX_START_FAILURES and not self.stopped:
                            self._stop(f"the engine's worker process failed {start_failures} times in a row "
                                       "before answering a fixture")
                    elif time.monotonic() >= w.deadline:
                        w.close()
                        workers[slot] = None
                        finish(i, run_fixture(_Reply("timeout", f"no reply within {w.limit:g} s"),
                                                 fixtures[i], pool, caps))
        finally:
            for w in workers:
                if w is not None:
                    w.close(gently=w.task is None)


class _Worker:
    """One worker process with its own engine, given one fixture at a time."""

    def __init__(self, ctx, make_engine: Callable[[], Any], caps: set[str] | None) -> None:
        self.conn, child = ctx.Pipe()
        self.proc = ctx.Process(target=_worker_main, args=(child, make_engine, caps), daemon=True,
                                name="mtg-conformance engine worker")
        self.proc.start()
        child.close()
        self.task: int | None = None
        self.deadline = 0.0
        self.limit = 0.0
        self.done = 0

    def give(self, i: int, lf: LoadedFixture, limit: float) -> None:
        self.task, self.limit = i, limit
        self.deadline = time.monotonic() + limit
        try:
            self.conn.send((i, lf))
        except OSError:
            pass  # the worker is gone: its sentinel says so, and the fixture errs as a crash

    def receive(self) -> tuple[int, Outcome] | None:
        try:
            if self.conn.poll():
                return self.conn.recv()
        except (EOFError, OSError):
            pass
        return None

    def close(self, gently: bool = False) -> int | None:
        if gently and self.proc.is_alive():
            try:
                self.conn.send(None)
                self.proc.join(2)
            except OSError:
                pass
        if self.proc.is_alive():
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)  # the worker and anything its engine started
            except (OSError, AttributeError):
                self.proc.kill()
        self.proc.join(5)
        self.conn.close()
        return self.proc.exitcode


def _worker_main(conn, make_engine: Callable[[], Any], caps: set[str] | None) -> None:
    from .cardpool import load_pool

    signal.signal(signal.SIGINT, signal.SIG_IGN)  # Ctrl-C is the harness's to handle
    if hasattr(os, "setsid"):
        os.setsid()  # its own process group, as an external engine's: killing it kills what it started
    engine = make_engine()
    engine.hello()
    pool = load_pool()
    try:
        while True:
            try:
                task = conn.recv()
            except EOFError:
                break
            if task is None:
                break
            i, lf = task
            conn.send((i, run_fixture(engine, lf, pool, caps)))
    finally:
        engine.close()


# -- the run command's options ------------------------------------------------------------------------

def add_options(p) -> None:
    """``run``'s options for jobs, shards and time limits."""
    p.add_argument("--jobs", "-j", metavar="N", type=int, default=None,
                   help="run N engines at once: N engine processes for --engine-cmd, N worker processes for "
                        "an in-process engine; results are reported in corpus order, as by one "
                        f"(default: the number of cores, here {default_jobs()}; 1: one engine, in this process "
                        "for an in-process engine)")
    p.add_argument("--shard", metavar="K/N",
                   help="run only shard K of N of the selected fixtures (split by a hash of the fixture id), "
                        "for a CI matrix; merge the shards' JSON reports with merge-reports")
    p.add_argument("--timeout", metavar="SECONDS", type=float, default=None,
                   help=f"time limit of every fixture (default: {BASE_TIMEOUT:g} s plus {PER_ACTION_TIMEOUT:g} s per "
                        "action of the fixture); applies to external engines and to in-process engines in "
                        "worker processes (--jobs 2 or more)")
    p.add_argument("--timeout-tag", metavar="TAG=SECONDS", action="append", default=[],
                   help="time limit of the fixtures with this tag, over --timeout (repeatable; a fixture with "
                        "several gets the largest)")
    p.add_argument("--max-timeouts", metavar="K", type=int, default=MAX_TIMEOUTS,
                   help=f"after K timeouts in a row stop the engine and report the fixtures it has not run as "
                        f"errored (default {MAX_TIMEOUTS}; 0: never stop)")


def options_problem(args) -> str | None:
    """What is wrong with the options above, as one line, or None."""
    if args.jobs is not None and args.jobs < 1:
        return "--jobs must be at least 1"
    if args.timeout is not None and not args.timeout > 0:
        return "--timeout must be positive"
    if args.max_timeouts < 0:
        return "--max-timeouts must be 0 (never stop) or more"
    try:
        if args.shard:
            parse_shard(args.shard)
    except ValueError as exc:
        return f"bad --shard: {exc}"
    try:
        for spec in args.timeout_tag:
            parse_tag_limit(spec)
    except ValueError as exc:
        return f"bad --timeout-tag: {exc}"
    return None


def external_engine(args):
    """The ``--engine-cmd`` engine: its start-up gets at least 10 s whatever the fixtures' limits."""
    from .engines import ExternalEngine

    return ExternalEngine(args.engine_cmd, timeout=args.timeout or BASE_TIMEOUT,
                          start_timeout=max(args.timeout or 0.0, 10.0))


def executor(args, in_process_engine: str | None) -> Executor:
    """The executor ``run``'s options ask for; ``in_process_engine`` is the entry-point name of an
    in-process engine, None for ``--engine-cmd``."""
    import functools

    from .engines import load_engine

    jobs = args.jobs or default_jobs()
    limits = TimeLimits(flat=args.timeout, by_tag=dict(parse_tag_limit(s) for s in args.timeout_tag))
    make = (functools.partial(load_engine, in_process_engine) if in_process_engine is not None
            else functools.partial(external_engine, args))
    return Executor(jobs, make, in_process=in_process_engine is not None, limits=limits,
                    max_timeouts=args.max_timeouts)


def apply_shard(args, fixtures: list[LoadedFixture], input_errors: list[InputError]):
    """The selection narrowed to ``--shard K/N`` (unchanged without it), and the report's shard entry."""
    if not args.shard:
        return fixtures, input_errors, None
    return select_shard(fixtures, input_errors, *parse_shard(args.shard))
