"""Shared loop of the misbehaving test engines: the reference engine over the JSON-lines protocol,
except on the fixture whose id contains ``$MTG_FAULT_ON``, where the engine's ``misbehave`` runs."""

from __future__ import annotations

import json
import os
import sys
from typing import Callable

from mtg_reference_engine.engine.adapter import ReferenceEngine

Misbehave = Callable[[dict, Callable[[dict], None]], bool]


def reply(message: dict) -> None:
    sys.stdout.write(json.dumps(message) + "\n")
    sys.stdout.flush()


def serve(misbehave: Misbehave) -> None:
    """``misbehave(request, reply)`` runs on the targeted fixture; it returns True when it has
    answered (or exits), False to let the reference engine answer."""
    engine = ReferenceEngine()
    target = os.environ.get("MTG_FAULT_ON", "")
    for line in sys.stdin:
        msg = json.loads(line)
        if msg["type"] == "hello":
            info = engine.hello()
            reply({"type": "hello", "protocol": 1, "engine": {**info["engine"], "name": "misbehaving"},
                   "capabilities": info["capabilities"]})
        elif msg["type"] == "run":
            if target and target in msg["fixture"]["id"] and misbehave(msg, reply):
                continue
            reply({"type": "result", "seq": msg["seq"], **engine.run(msg["fixture"])})
        else:
            return
