"""The reference rules engine of mtg-conformance.

It passes the corpus by implementing the rules, never the scenarios: a card is its card-pool
entry (Oracle text parsed by ``text.oracle``), and the rules live once in the modules named after
them — ``rules.copy`` (707), ``rules.entering`` (614.12, 707.5), ``rules.casting`` (601, 602),
``rules.resolution`` (608), ``rules.targeting`` (115, 608.2b), ``rules.triggers`` (603),
``rules.sba`` (704), on the layer system of ``state.layers`` (613).

Four packages, imports going only down: ``text`` (Oracle parsing) -> ``state`` (the game state) ->
``rules`` -> ``engine`` (the fixture loop and the entry point, ``engine.adapter.ReferenceEngine``).
This file belongs to no layer: it holds the version only.
"""

__version__ = "0.1.0"
