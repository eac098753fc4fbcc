"""A pytest plugin for tests/test_pytest_plugin.py: counts the reference engine's runs and prints the
count at the end of the session."""

from __future__ import annotations

import mtg_reference_engine.engine.adapter as adapter

RUNS = [0]
_run = adapter.ReferenceEngine.run


def _counted(self, payload):
    RUNS[0] += 1
    return _run(self, payload)


adapter.ReferenceEngine.run = _counted


def pytest_sessionfinish(session) -> None:
    print(f"\nreference engine runs: {RUNS[0]}")
