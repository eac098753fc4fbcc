"""Writes 256 KiB to stderr for every fixture, and 32 MiB then dies on the targeted one.

An engine whose stderr is not drained blocks on a full pipe and never answers."""
import os
import sys

import _base

LINE = ("x" * 1023 + "\n").encode()


def flood(n_lines: int) -> None:
    for _ in range(n_lines):
        sys.stderr.buffer.write(LINE)
    sys.stderr.buffer.flush()


def misbehave(msg, reply):
    flood(32 * 1024)
    sys.stderr.write("last words: out of patience\n")
    sys.stderr.flush()
    os._exit(2)


class Chatty(_base.ReferenceEngine):
    def run(self, payload):
        flood(256)
        return super().run(payload)


_base.ReferenceEngine = Chatty
_base.serve(misbehave)
