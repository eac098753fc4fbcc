"""Small samples of the corpus for the harness's own tests: fixtures the reference engine passes.

The harness tests need a few known-good fixtures, not the whole corpus (which grows, and may hold
scenarios other work is in the middle of); each sample is the first fixtures, by id, that pass.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any, Callable

from mtg_conformance import runner
from mtg_conformance.cardpool import load_pool
from mtg_reference_engine.engine.adapter import ReferenceEngine


@lru_cache(maxsize=None)
def _loaded() -> tuple[runner.LoadedFixture, ...]:
    fixtures, _ = runner.load_fixtures()
    return tuple(sorted(fixtures, key=lambda f: f.id))


def passing(n: int, where: Callable[[dict[str, Any]], bool] | None = None) -> list[runner.LoadedFixture]:
    """The first ``n`` fixtures (by id) matching ``where`` that the reference engine passes."""
    engine, pool, out = ReferenceEngine(), load_pool(), []
    for lf in _loaded():
        if where is not None and not where(lf.data):
            continue
        if runner.run_fixture(engine, lf, pool, None).status == "passed":
            out.append(lf)
            if len(out) == n:
                break
    assert len(out) == n, f"the corpus has fewer than {n} such fixtures the reference engine passes"
    return out


def has_power_expectation(fx: dict[str, Any]) -> bool:
    return any("power" in e for e in fx["expect"])


def paths(sample: list[runner.LoadedFixture]) -> list[str]:
    return [str(lf.path) for lf in sample]
