"""Crashes (exit status 1, a message on stderr) on the targeted fixture."""
import os
import sys

from _base import serve


def misbehave(msg, reply):
    sys.stderr.write(f"panic: null object while running {msg['fixture']['id']}\n")
    sys.stderr.flush()
    os._exit(1)


serve(misbehave)
