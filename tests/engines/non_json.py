"""Prints a line that is not JSON on stdout for the targeted fixture."""
import sys

from _base import serve


def misbehave(msg, reply):
    sys.stdout.write("DEBUG resolving stack...\n")
    sys.stdout.flush()
    return False


serve(misbehave)
