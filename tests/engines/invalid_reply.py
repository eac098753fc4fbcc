"""Answers the targeted fixture with JSON that does not fit the protocol schema."""
from _base import serve


def misbehave(msg, reply):
    reply({"type": "result", "seq": msg["seq"], "observations": {"end": {"objects": {}}}, "verdict": "pass"})
    return True


serve(misbehave)
