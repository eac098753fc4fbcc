"""Engine adapters: in-process Python engines and external engines over JSON Lines.

Both give the harness the same interface:

* ``hello() -> {"engine": {"name", "version"}, "capabilities": [...]}``
* ``run(payload) -> reply`` where ``payload`` is the fixture as the engine sees it (no
  expectations) and ``reply`` is ``{"observations": ..., "actions": ...}``,
  ``{"skipped": reason}``, ``{"unsupported": {"message", "lines": [{"card", "face", "line", "origin"}]}}``
  or ``{"error": {"kind", "message"}}``;
* ``close()``.

In-process engines are registered under the entry-point group ``mtg_conformance.engines``; the
entry point names a class (or factory) called with no arguments.

An external engine is one persistent process started without a shell; each message is one JSON
line. A reply that is late, not JSON, for the wrong ``seq``, does not fit the protocol schema, or
a process that died, becomes an ``error`` reply of kind ``protocol`` / ``timeout`` / ``crash``
with the tail of the engine's stderr; the process is restarted for the next fixture.
"""

from __future__ import annotations

import json
import os
import select
import shlex
import signal
import subprocess
import threading
import time
from importlib.metadata import entry_points
from typing import Any, Protocol

PROTOCOL_VERSION = 1
ENTRY_POINT_GROUP = "mtg_conformance.engines"
#: The longest line the harness accepts from an engine.
MAX_LINE_BYTES = 8 * 1024 * 1024
STDERR_TAIL_LINES = 40
#: After this many failed starts in a row the engine is not restarted again in this run.
MAX_START_FAILURES = 3


class EngineStartError(Exception):
    """The engine could not be started at all (no such command, no such entry point...)."""

    def __init__(self, message: str, stderr: str | None = None) -> None:
        super().__init__(message)
        self.stderr = stderr


class EngineHelloError(EngineStartError):
    """The engine process started but did not answer ``hello`` properly (died, hung, bad reply).

    Unlike a command that cannot be started at all, this is the engine's fault: the harness goes
    on, and every fixture is ``errored`` with this reason (the engine is tried again, a few times).
    """


class Engine(Protocol):
    def hello(self) -> dict[str, Any]: ...

    def run(self, payload: dict[str, Any]) -> dict[str, Any]: ...

    def close(self) -> None: ...


def engine_names() -> list[str]:
    return sorted(ep.name for ep in entry_points(group=ENTRY_POINT_GROUP))


def load_engine(name: str) -> Engine:
    """An in-process engine registered under ``mtg_conformance.engines``."""
    for ep in entry_points(group=ENTRY_POINT_GROUP):
        if ep.name == name:
            try:
                factory = ep.load()
            except Exception as exc:
                raise EngineStartError(f"engine {name!r} ({ep.value}) failed to load: {exc}") from None
            try:
                return factory()
            except EngineStartError:
                raise
            except Exception as exc:  # one line, not a traceback
                raise EngineStartError(f"engine {name!r} ({ep.value}) failed to start: "
                                       f"{type(exc).__name__}: {exc}") from None
    known = ", ".join(engine_names()) or "none"
    raise EngineStartError(f"no engine named {name!r} is installed (installed engines: {known})")


class ExternalEngine:
    """An engine in another process, speaking the JSON-lines protocol on stdin/stdout.

    The harness reads the engine's stdout itself (``select`` on the pipe, with the fixture's
    deadline), so a hang is a timeout, a line longer than ``max_line_bytes`` is cut off with an
    error, and a partial line at exit is reported; stderr is drained by a thread into a bounded
    tail. The engine runs in its own process group, so killing it kills its children too.
    """

    def __init__(self, command: str | list[str], timeout: float = 30.0, validate: bool = True,
                 env: dict[str, str] | None = None, max_line_bytes: int = MAX_LINE_BYTES,
                 start_timeout: float | None = None) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise EngineStartError("the engine command is empty")
        self.command = command if isinstance(command, str) else shlex.join(command)
        self.timeout = timeout
        self.start_timeout = start_timeout if start_timeout is not None else max(timeout, 10.0)
        self.validate = validate
        self.env = env
        self.max_line_bytes = max_line_bytes
        self.proc: subprocess.Popen[bytes] | None = None
        self._buf = bytearray()
        self._scanned = 0  # bytes of _buf already searched for a newline
        self._eof = False
        self._stderr = _StderrTail()
        self._stderr_thread: threading.Thread | None = None
        self._seq = 0
        self._hello: dict[str, Any] | None = None
        self._start_failures = 0  # consecutive
        self._last_start_error: dict[str, Any] | None = None
        self.restarts = 0

    # -- process management ------------------------------------------------------------------
    def _start(self) -> None:
        try:
            self.proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env={**os.environ, **(self.env or {})}, bufsize=0, start_new_session=True,
            )
        except FileNotFoundError:
            raise EngineStartError(f"engine command not found: {self.argv[0]!r} (from --engine-cmd {self.command!r})") from None
        except PermissionError:
            raise EngineStartError(f"engine command is not executable: {self.argv[0]!r}") from None
        except OSError as exc:
            raise EngineStartError(f"cannot start engine command {self.command!r}: {exc}") from None
        assert self.proc.stdin is not None and self.proc.stdout is not None
        os.set_blocking(self.proc.stdin.fileno(), False)  # writes honour the deadline (_send)
        self._buf = bytearray()
        self._scanned = 0
        self._eof = False
        self._stderr = _StderrTail()
        self._stderr_thread = threading.Thread(target=self._stderr.drain, args=(self.proc.stderr,), daemon=True)
        self._stderr_thread.start()

    def stderr_tail(self) -> str:
        return self._stderr.text()

    def _kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            os.killpg(proc.pid, signal.SIGKILL)  # the engine and anything it started
        except OSError:
            try:
                proc.kill()
            except OSError:
                pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass
        if self._stderr_thread is not None:
            self._stderr_thread.join(timeout=1)  # the tail is complete once the pipe is closed
        for stream in (proc.stdin, proc.stdout, proc.stderr):
            try:
                if stream is not None:
                    stream.close()
            except OSError:
                pass

    def _send(self, message: dict[str, Any], deadline: float) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        data = memoryview(json.dumps(message, separators=(",", ":"), ensure_ascii=False).encode("utf-8") + b"\n")
        fd = self.proc.stdin.fileno()
        while data:
            try:
                n = os.write(fd, data)
            except BlockingIOError:
                remaining = deadline - time.monotonic()
                if remaining <= 0 or not select.select([], [fd], [], remaining)[1]:
                    raise _Fault("timeout", f"the engine did not read its input within {self.timeout:g} s") from None
                continue
            except OSError:  # broken pipe: the engine is gone
                raise _Fault("crash", f"the engine exited (exit status {self._exit_status()}) "
                                      "before reading the request") from None
            data = data[n:]

    def _exit_status(self) -> int | None:
        if self.proc is None:
            return None
        try:
            return self.proc.wait(timeout=1)
        except subprocess.TimeoutExpired:
            return None

    def _receive(self, deadline: float) -> dict[str, Any]:
        """The next reply line as JSON; raises _Fault describing what went wrong."""
        assert self.proc is not None and self.proc.stdout is not None
        fd = self.proc.stdout.fileno()
        cap = self.max_line_bytes
        while True:
            nl = self._buf.find(b"\n", self._scanned)
            if nl >= 0:
                if nl > cap:
                    raise _Fault("protocol", f"the engine sent a line of {nl} bytes, longer than the {cap}-byte limit")
                line = bytes(self._buf[:nl])
                del self._buf[:nl + 1]
                self._scanned = 0
                if line.strip():
                    return self._parse(line)
                continue
            self._scanned = len(self._buf)
            if len(self._buf) > cap:
                raise _Fault("protocol", f"the engine sent a line longer than the {cap}-byte limit")
            if self._eof:
                status = self._exit_status()
                if self._buf.strip():
                    text = bytes(self._buf[:200]).decode("utf-8", "replace")
                    raise _Fault("protocol", f"the engine exited (exit status {status}) in the middle of a line: {text!r}")
                raise _Fault("crash", f"the engine exited (exit status {status}) before answering")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise _Fault("timeout", f"no reply within {self.timeout:g} s")
            if not select.select([fd], [], [], remaining)[0]:
                continue
            try:
                chunk = os.read(fd, 1 << 20)
            except OSError:
                chunk = b""
            if chunk:
                self._buf += chunk
            else:
                self._eof = True

    @staticmethod
    def _parse(line: bytes) -> dict[str, Any]:
        try:
            msg = json.loads(line)
        except ValueError:
            text = line[:200].decode("utf-8", "replace")
            raise _Fault("protocol", f"the engine printed a line that is not JSON: {text!r}") from None
        if not isinstance(msg, dict):
            raise _Fault("protocol", f"the engine sent JSON that is not an object: {line[:200].decode('utf-8', 'replace')!r}")
        return msg

    # -- the protocol ------------------------------------------------------------------------
    def hello(self) -> dict[str, Any]:
        if self._hello is not None and self.proc is not None:
            return self._hello
        self._start()
        try:
            deadline = time.monotonic() + self.start_timeout
            self._send({"type": "hello", "protocol": PROTOCOL_VERSION}, deadline)
            msg = self._receive(deadline)
            problems = _schema_problems("hello_reply", msg) if self.validate else []
            if problems:
                raise _Fault("protocol", "its hello does not fit the protocol: " + problems[0])
        except _Fault as fault:
            if fault.kind == "timeout":
                fault.message = f"no hello reply within {self.start_timeout:g} s"
            self._kill()
            tail = self.stderr_tail()
            message = f"engine {self.command!r} did not start: {fault.message}"
            self._start_failures += 1
            self._last_start_error = {"kind": "crash", "message": message}
            if tail:
                self._last_start_error["stderr"] = tail
            raise EngineHelloError(message, stderr=tail) from None
        self._start_failures = 0
        self._hello = {"engine": msg.get("engine", {}), "capabilities": msg.get("capabilities")}
        return self._hello

    def run(self, payload: dict[str, Any]) -> dict[str, Any]:
        if self.proc is None or self.proc.poll() is not None:
            if self.proc is not None:
                self._kill()
            if self._start_failures >= MAX_START_FAILURES and self._last_start_error:
                err = dict(self._last_start_error)
                err["message"] = (f"not restarted: the engine failed to start {self._start_failures} times "
                                  f"in a row; last time: {err['message']}")
                return {"error": err}
            self.restarts += 1
            self._hello = None
            try:
                self.hello()
            except EngineHelloError:
                return {"error": dict(self._last_start_error or {})}
            except EngineStartError as exc:
                return {"error": {"kind": "crash", "message": str(exc)}}
        self._seq += 1
        seq = self._seq
        deadline = time.monotonic() + self.timeout
        # The previous fixture's stderr, flushed before its reply, may still be in the pipe: it is not
        # this fixture's.
        self._stderr.settle(self.proc.stderr)  # type: ignore[union-attr]
        stderr_mark = self._stderr.total
        try:
            self._send({"type": "run", "seq": seq, "fixture": payload}, deadline)
            msg = self._receive(deadline)
            if msg.get("type") == "result" and msg.get("seq") != seq:
                raise _Fault("protocol", f"the engine answered seq {msg.get('seq')!r} to request seq {seq}")
            if self.validate:
                problems = _schema_problems("result", msg)
                if problems:
                    raise _Fault("protocol", "the engine's reply does not fit the protocol: " + problems[0])
        except _Fault as fault:
            return self._fault(fault.kind, fault.message)
        msg.pop("type", None)
        msg.pop("seq", None)
        if "error" in msg and "stderr" not in msg["error"]:
            tail = self._stderr_since(stderr_mark)  # what the engine said while failing
            if tail:
                msg["error"]["stderr"] = tail
        return msg

    def _stderr_since(self, mark: int) -> str:
        """The engine's stderr written since ``mark`` (best effort: what it flushed before replying)."""
        assert self.proc is not None and self.proc.stderr is not None
        self._stderr.settle(self.proc.stderr)
        return self._stderr.text(since=mark)

    def _fault(self, kind: str, message: str) -> dict[str, Any]:
        """Kill the engine (it is restarted for the next fixture) and describe what happened."""
        self._kill()
        self._hello = None
        tail = self.stderr_tail()
        err: dict[str, Any] = {"kind": kind, "message": message}
        if tail:
            err["stderr"] = tail
        return {"error": err}

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                self._send({"type": "bye"}, time.monotonic() + 2)
                self.proc.stdin.close()  # type: ignore[union-attr]
                self.proc.wait(timeout=2)
            except (_Fault, OSError, subprocess.TimeoutExpired):
                pass
        self._kill()


class _StderrTail:
    """The last lines of an engine's stderr, bounded however much it writes."""

    KEEP_BYTES = 16384

    def __init__(self) -> None:
        self._buf = bytearray()
        self.total = 0
        # Held while a chunk is read and counted, so that "the pipe is empty" seen under the lock
        # means every byte written so far is counted (settle).
        self._lock = threading.Lock()

    def drain(self, stream) -> None:
        try:
            fd = stream.fileno()
            while True:
                select.select([fd], [], [])  # wait outside the lock; the read below can't block
                with self._lock:
                    chunk = os.read(fd, 65536)
                    if not chunk:
                        break
                    self._buf += chunk
                    self.total += len(chunk)
                    if len(self._buf) > 2 * self.KEEP_BYTES:
                        del self._buf[:-self.KEEP_BYTES]
        except (OSError, ValueError):
            pass

    def settle(self, stream, limit: float = 0.5) -> None:
        """Wait (at most ``limit`` seconds) until the draining thread has counted every byte the
        engine has written so far: best effort against an engine that never stops writing."""
        give_up = time.monotonic() + limit
        while True:
            try:
                with self._lock:
                    if not select.select([stream], [], [], 0)[0]:
                        return
            except (OSError, ValueError):
                return
            if time.monotonic() >= give_up:
                return
            time.sleep(0.002)

    def text(self, since: int = 0) -> str:
        data = bytes(self._buf[-self.KEEP_BYTES:])
        if since:
            data = data[max(len(data) - (self.total - since), 0):]
        lines = data.decode("utf-8", "replace").splitlines()[-STDERR_TAIL_LINES:]
        lines = [line if len(line) <= 300 else line[:300] + " …" for line in lines]
        if not since and self.total > len(data) and lines:
            lines.insert(0, f"[… {self.total} bytes of stderr in all; the last lines:]")
        return "\n".join(lines)


class _Fault(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _schema_problems(message_kind: str, msg: dict[str, Any]) -> list[str]:
    from .schemas import protocol_problems

    return protocol_problems(message_kind, msg)
