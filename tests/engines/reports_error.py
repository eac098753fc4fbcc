"""Not a protocol fault: the engine itself reports an error for the targeted fixture, after writing a
warning to stderr; on every other fixture it writes a line of chatter to stderr."""
import sys

import _base


def misbehave(msg, reply):
    sys.stderr.write("warning: no rules for the keyword Flanking\n")
    sys.stderr.flush()
    reply({"type": "result", "seq": msg["seq"], "error": {"kind": "internal", "message": "no rule for Flanking"}})
    return True


class Chatty(_base.ReferenceEngine):
    def run(self, payload):
        sys.stderr.write(f"chatter about {payload['id']}\n")
        sys.stderr.flush()
        return super().run(payload)


_base.ReferenceEngine = Chatty
_base.serve(misbehave)
