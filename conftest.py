"""Root conftest of the mtg-conformance repository.

The pytest plugin itself (steps, --engine/--engine-cmd, tag markers) is registered by entry point
(``mtg_conformance.pytest_plugin``) so it also works from an installed package. Here: the
repository's conveniences only.
"""

import pytest


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    # Scenarios are the suite's own conformance tests: mark them so `-m conformance` or
    # `-m "not conformance"` splits the run.
    for item in items:
        if "scenarios" in item.nodeid and "test_scenarios" in item.nodeid:
            item.add_marker(pytest.mark.conformance)
