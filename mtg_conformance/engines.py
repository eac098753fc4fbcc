"""Engine adapters: in-process Python engines and external engines over JSON Lines.

Both give the harness the same interface:

* ``hello() -> {"engine": {"name", "version"}, "capabilities": [...]}``
* ``run(payload) -> reply`` where ``payload`` is the fixture as the engine sees it (no
  expectations) and ``reply`` is ``{"observations": ..., "actions": ...}``,
  ``{"skipped": reason}`` or ``{"error": {"kind", "message"}}``;
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
import queue
import shlex
import subprocess
import threading
import time
from collections import deque
from importlib.metadata import entry_points
from typing import Any, Protocol

PROTOCOL_VERSION = 1
ENTRY_POINT_GROUP = "mtg_conformance.engines"
#: The longest line the harness accepts from an engine.
MAX_LINE_BYTES = 8 * 1024 * 1024
STDERR_TAIL_LINES = 40


class EngineStartError(Exception):
    """The engine could not be started at all (no such command, no such entry point...)."""


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
            return factory()
    known = ", ".join(engine_names()) or "none"
    raise EngineStartError(f"no engine named {name!r} is installed (installed engines: {known})")


class ExternalEngine:
    """An engine in another process, speaking the JSON-lines protocol on stdin/stdout."""

    def __init__(self, command: str | list[str], timeout: float = 30.0, validate: bool = True,
                 env: dict[str, str] | None = None) -> None:
        self.argv = shlex.split(command) if isinstance(command, str) else list(command)
        if not self.argv:
            raise EngineStartError("the engine command is empty")
        self.command = command if isinstance(command, str) else shlex.join(command)
        self.timeout = timeout
        self.validate = validate
        self.env = env
        self.proc: subprocess.Popen[bytes] | None = None
        self._lines: queue.Queue[bytes | None] = queue.Queue()
        self._stderr: deque[str] = deque(maxlen=STDERR_TAIL_LINES)
        self._seq = 0
        self._hello: dict[str, Any] | None = None
        self.restarts = 0

    # -- process management ------------------------------------------------------------------
    def _start(self) -> None:
        try:
            self.proc = subprocess.Popen(
                self.argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                env={**os.environ, **(self.env or {})}, bufsize=0,
            )
        except FileNotFoundError:
            raise EngineStartError(f"engine command not found: {self.argv[0]!r} (from --engine-cmd {self.command!r})") from None
        except PermissionError:
            raise EngineStartError(f"engine command is not executable: {self.argv[0]!r}") from None
        except OSError as exc:
            raise EngineStartError(f"cannot start engine command {self.command!r}: {exc}") from None
        self._lines = queue.Queue()
        self._stderr.clear()
        threading.Thread(target=self._read_stdout, args=(self.proc, self._lines), daemon=True).start()
        threading.Thread(target=self._read_stderr, args=(self.proc, self._stderr), daemon=True).start()

    @staticmethod
    def _read_stdout(proc: subprocess.Popen[bytes], lines: queue.Queue[bytes | None]) -> None:
        stream = proc.stdout
        assert stream is not None
        buf = b""
        try:
            while True:
                chunk = stream.read1(65536) if hasattr(stream, "read1") else stream.read(65536)
                if not chunk:
                    break
                buf += chunk
                while True:
                    nl = buf.find(b"\n")
                    if nl < 0:
                        break
                    lines.put(buf[:nl])
                    buf = buf[nl + 1:]
                if len(buf) > MAX_LINE_BYTES:
                    lines.put(b"\0oversize")
                    buf = b""
                    break
        except (OSError, ValueError):
            pass
        if buf.strip():
            lines.put(b"\0partial:" + buf[:200])
        lines.put(None)

    @staticmethod
    def _read_stderr(proc: subprocess.Popen[bytes], tail: deque[str]) -> None:
        stream = proc.stderr
        assert stream is not None
        try:
            for raw in iter(lambda: stream.readline(65536), b""):
                tail.append(raw.decode("utf-8", "replace").rstrip("\n"))
        except (OSError, ValueError):
            pass

    def stderr_tail(self) -> str:
        return "\n".join(self._stderr)

    def _kill(self) -> None:
        proc, self.proc = self.proc, None
        if proc is None:
            return
        try:
            proc.kill()
        except OSError:
            pass
        try:
            proc.wait(timeout=5)
        except subprocess.TimeoutExpired:  # pragma: no cover
            pass

    def _send(self, message: dict[str, Any]) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.proc.stdin.write(json.dumps(message, separators=(",", ":")).encode("utf-8") + b"\n")
        self.proc.stdin.flush()

    def _receive(self, deadline: float) -> dict[str, Any]:
        """The next reply line as JSON; raises _Fault describing what went wrong."""
        remaining = deadline - time.monotonic()
        try:
            line = self._lines.get(timeout=max(remaining, 0.0))
        except queue.Empty:
            raise _Fault("timeout", f"no reply within {self.timeout:g} s") from None
        if line is None:
            code = self.proc.poll() if self.proc else None
            if code is None and self.proc is not None:
                try:
                    code = self.proc.wait(timeout=1)
                except subprocess.TimeoutExpired:
                    code = None
            raise _Fault("crash", f"the engine closed its output (exit status {code})")
        if line == b"\0oversize":
            raise _Fault("protocol", f"the engine sent a line longer than {MAX_LINE_BYTES} bytes")
        if line.startswith(b"\0partial:"):
            raise _Fault("protocol", "the engine exited in the middle of a line: "
                                     f"{line[9:].decode('utf-8', 'replace')!r}")
        try:
            msg = json.loads(line)
        except ValueError:
            text = line[:200].decode("utf-8", "replace")
            raise _Fault("protocol", f"the engine printed a line that is not JSON: {text!r}") from None
        if not isinstance(msg, dict):
            raise _Fault("protocol", f"the engine sent JSON that is not an object: {line[:200]!r}")
        return msg

    # -- the protocol ------------------------------------------------------------------------
    def hello(self) -> dict[str, Any]:
        if self._hello is not None and self.proc is not None:
            return self._hello
        self._start()
        try:
            self._send({"type": "hello", "protocol": PROTOCOL_VERSION})
            msg = self._receive(time.monotonic() + max(self.timeout, 10.0))
        except _Fault as fault:
            tail = self.stderr_tail()
            self._kill()
            raise EngineStartError(f"engine {self.command!r} did not answer hello: {fault.message}"
                                   + (f"\n--- engine stderr ---\n{tail}" if tail else "")) from None
        except OSError as exc:
            tail = self.stderr_tail()
            self._kill()
            raise EngineStartError(f"engine {self.command!r} failed at start: {exc}"
                                   + (f"\n--- engine stderr ---\n{tail}" if tail else "")) from None
        problems = _schema_problems("hello_reply", msg) if self.validate else []
        if problems:
            self._kill()
            raise EngineStartError(f"engine {self.command!r} sent an invalid hello: {problems[0]}")
        self._hello = {"engine": msg.get("engine", {}), "capabilities": msg.get("capabilities")}
        return self._hello

    def run(self, payload: dict[str, Any]) -> dict[str, Any]:
        if self.proc is None or self.proc.poll() is not None:
            if self.proc is not None:
                self.restarts += 1
            self._hello = None
            try:
                self.hello()
            except EngineStartError as exc:
                return {"error": {"kind": "crash", "message": str(exc)}}
        self._seq += 1
        seq = self._seq
        deadline = time.monotonic() + self.timeout
        try:
            self._send({"type": "run", "seq": seq, "fixture": payload})
            while True:
                msg = self._receive(deadline)
                if msg.get("type") == "result" and msg.get("seq") != seq:
                    raise _Fault("protocol", f"the engine answered seq {msg.get('seq')!r} to request seq {seq}")
                break
        except _Fault as fault:
            return self._fault(fault.kind, fault.message)
        except OSError as exc:  # broken pipe: the engine died before reading
            return self._fault("crash", f"cannot write to the engine: {exc}")
        if self.validate:
            problems = _schema_problems("result", msg)
            if problems:
                return self._fault("protocol", "the engine's reply does not fit the protocol: " + problems[0])
        msg.pop("type", None)
        msg.pop("seq", None)
        return msg

    def _fault(self, kind: str, message: str) -> dict[str, Any]:
        time.sleep(0.05)  # let the stderr reader catch up with a dying process
        tail = self.stderr_tail()
        self._kill()
        self._hello = None
        err: dict[str, Any] = {"kind": kind, "message": message}
        if tail:
            err["stderr"] = tail
        return {"error": err}

    def close(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            try:
                self._send({"type": "bye"})
                self.proc.stdin.close()  # type: ignore[union-attr]
                self.proc.wait(timeout=2)
            except (OSError, subprocess.TimeoutExpired):
                pass
        self._kill()


class _Fault(Exception):
    def __init__(self, kind: str, message: str) -> None:
        super().__init__(message)
        self.kind = kind
        self.message = message


def _schema_problems(message_kind: str, msg: dict[str, Any]) -> list[str]:
    from .schemas import protocol_problems

    return protocol_problems(message_kind, msg)
