"""Not a protocol fault: an engine with gaps, for comparing `run` with the pytest route. The reference
engine over the protocol, except that it lacks the capability action.put_onto_battlefield, declines
(``skipped``) every fixture using a card whose name contains "Vesuvan", says ``unsupported`` for every
fixture using a card whose name contains "Unstable", reports an error for every fixture using a card
whose name contains "Altered Ego", and reports every creature one power bigger."""
import os
import sys

import _base

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))  # tests/
from wrong_engine import add_one_power  # noqa: E402  (the one wrong-power rewrite)


class Partial(_base.ReferenceEngine):
    def hello(self):
        info = super().hello()
        caps = [c for c in info["capabilities"] if c != "action.put_onto_battlefield"]
        return {**info, "capabilities": caps}

    def run(self, payload):
        names = [c["name"] for c in payload["cards"]]
        if any("Vesuvan" in n for n in names):
            return {"skipped": "no Vesuvan cards here"}
        if any("Altered Ego" in n for n in names):
            return {"error": {"kind": "internal", "message": "no rules for Altered Ego"}}
        unstable = [n for n in names if "Unstable" in n]
        if unstable:
            return {"unsupported": {"message": "not yet", "lines": [
                {"card": unstable[0], "face": None, "line": "Whenever a creature enters, ...", "origin": "printed"}]}}
        return add_one_power(super().run(payload))


_base.ReferenceEngine = Partial
_base.serve(lambda msg, reply: False)
