"""Never answers the targeted fixture."""
import sys
import time

from _base import serve


def misbehave(msg, reply):
    sys.stderr.write("thinking forever\n")
    sys.stderr.flush()
    time.sleep(3600)
    return True


serve(misbehave)
