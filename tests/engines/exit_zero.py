"""Exits cleanly (status 0) instead of answering the targeted fixture."""
import sys

from _base import serve


def misbehave(msg, reply):
    sys.exit(0)


serve(misbehave)
