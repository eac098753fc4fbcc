"""Answers the targeted fixture with one valid but enormous (64 MiB) JSON line."""
import sys

from _base import serve


def misbehave(msg, reply):
    sys.stdout.write('{"type": "result", "seq": %d, "skipped": "' % msg["seq"])
    chunk = "y" * (1 << 20)
    for _ in range(64):
        sys.stdout.write(chunk)
    sys.stdout.write('"}\n')
    sys.stdout.flush()
    return True


serve(misbehave)
