"""A mixed engine for the parallel-run tests: the reference engine, except that by a hash of the
fixture id it refuses some (unsupported), answers some wrongly (empty observations: failed), reports
an error on some (errored), declines some (skipped) and raises on some (errored). Served over JSON lines
(``python tests/mixed_engine.py``) it also crashes its process on some, after a line on stderr.

Which fixture gets which is fixed by the id alone, so a serial and a parallel run must agree."""

import hashlib
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from mtg_conformance.commands.serve import serve  # noqa: E402
from mtg_reference_engine.engine.adapter import ReferenceEngine  # noqa: E402


def bucket(fixture_id: str) -> int:
    return hashlib.sha256(fixture_id.encode()).digest()[0] % 8


class MixedEngine(ReferenceEngine):
    crash = False  # crash the process (served), or raise (in-process)

    def hello(self):
        info = super().hello()
        return {**info, "engine": {"name": "mixed", "version": "1"}}

    def run(self, payload):
        b = bucket(payload["id"])
        if b == 3:
            card = payload["cards"][0]["name"] if payload["cards"] else None
            return {"unsupported": {"message": "mixed: not implemented",
                                    "lines": [{"card": card, "face": None, "line": "mixed line", "origin": "printed"}]}}
        if b == 4:
            return {"observations": {}, "actions": []}
        if b == 5:
            return {"error": {"kind": "internal", "message": f"mixed: refusing {payload['id']}"}}
        if b == 6:
            return {"skipped": "mixed: declined"}
        if b == 7:
            if self.crash:
                sys.stderr.write(f"mixed: crashing on {payload['id']}\n")
                sys.stderr.flush()
                os._exit(3)
            raise RuntimeError(f"mixed: raised on {payload['id']}")
        return super().run(payload)


class CrashingMixedEngine(MixedEngine):
    """In-process, but kills its process on bucket 7: only for worker processes."""
    crash = True


if __name__ == "__main__":
    engine = MixedEngine()
    engine.crash = True
    sys.exit(serve(engine))
