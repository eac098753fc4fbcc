"""The corpus's scenarios as pytest tests (pytest-bdd), for ``pytest --pyargs mtg_conformance.scenarios_test``.

Every scenario of every feature file is collected; the steps come from the plugin
(:mod:`mtg_conformance.pytest_plugin`), which also provides ``--engine`` and ``--engine-cmd``.
"""

from pytest_bdd import scenarios

from mtg_conformance import corpus

scenarios(str(corpus.features_dir()))
