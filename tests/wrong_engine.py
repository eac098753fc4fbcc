"""A wrong external engine for tests: the reference engine served over JSON lines, except that every
creature is reported with one more power. A suite that passes this engine is broken."""

import sys

from mtg_conformance.commands.serve import serve
from mtg_reference_engine.engine.adapter import ReferenceEngine


class PowerPlusOne(ReferenceEngine):
    def run(self, payload):
        return add_one_power(super().run(payload))


def add_one_power(reply):
    for snap in reply.get("observations", {}).values():
        for obj in snap["objects"].values():
            if isinstance(obj.get("power"), int):
                obj["power"] += 1
    return reply


if __name__ == "__main__":
    sys.exit(serve(PowerPlusOne()))
