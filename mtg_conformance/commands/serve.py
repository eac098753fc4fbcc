"""``mtg-conformance serve``: run an in-process engine as an external engine (JSON lines on stdio)."""

from __future__ import annotations

import argparse
import json
import sys
import traceback

from ..engines import PROTOCOL_VERSION, EngineStartError, load_engine


def register(sub) -> None:
    p = sub.add_parser("serve", help="serve an in-process engine over the JSON-lines protocol on stdin/stdout",
                       description="Speak the engine protocol on stdin/stdout for an in-process engine "
                                   "(default: the reference engine), so it can be run with --engine-cmd.")
    p.add_argument("--engine", metavar="NAME", default="reference", help="the engine to serve (default: reference)")
    p.set_defaults(func=main)


def serve(engine, stdin=None, stdout=None) -> int:
    stdin = stdin or sys.stdin
    stdout = stdout or sys.stdout
    write = stdout.write
    for line in stdin:
        if not line.strip():
            continue
        try:
            msg = json.loads(line)
        except ValueError:
            print(f"serve: ignoring a line that is not JSON: {line[:100]!r}", file=sys.stderr)
            continue
        kind = msg.get("type") if isinstance(msg, dict) else None
        if kind == "hello":
            info = engine.hello()
            reply = {"type": "hello", "protocol": PROTOCOL_VERSION, "engine": info.get("engine", {})}
            if info.get("capabilities") is not None:
                reply["capabilities"] = info["capabilities"]
        elif kind == "run":
            seq = msg.get("seq")
            try:
                result = engine.run(msg.get("fixture") or {})
            except Exception as exc:  # report, keep serving
                traceback.print_exc(file=sys.stderr)
                result = {"error": {"kind": "internal", "message": f"{type(exc).__name__}: {exc}"}}
            reply = {"type": "result", "seq": seq, **result}
        elif kind == "bye":
            break
        else:
            print(f"serve: ignoring a message of unknown type {kind!r}", file=sys.stderr)
            continue
        write(json.dumps(reply, separators=(",", ":"), ensure_ascii=False) + "\n")
        stdout.flush()
    return 0


def main(args: argparse.Namespace) -> int:
    try:
        engine = load_engine(args.engine)
    except EngineStartError as exc:
        print(f"mtg-conformance serve: {exc}", file=sys.stderr)
        return 2
    return serve(engine)
