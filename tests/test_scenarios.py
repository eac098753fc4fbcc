"""Run every scenario of features/ with pytest-bdd on the engine chosen by --engine/--engine-cmd."""

from pytest_bdd import scenarios

from mtg_conformance import corpus

scenarios(str(corpus.features_dir()))
