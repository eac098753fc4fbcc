"""Answers the targeted fixture with another request's seq."""
from _base import serve


def misbehave(msg, reply):
    reply({"type": "result", "seq": msg["seq"] + 1000, "skipped": "answering the wrong request"})
    return True


serve(misbehave)
