"""The reference rules engine of mtg-conformance.

It passes the corpus by implementing the rules, never the scenarios: a card is its card-pool
entry (Oracle text parsed by ``oracle``), and the rules live once in the modules named after
them — ``layers`` (613), ``copy`` (707), ``entering`` (614.12, 707.5), ``casting`` (601, 602),
``resolution`` (608), ``targeting`` (115, 608.2b), ``triggers`` (603), ``sba`` (704).
"""

__version__ = "0.1.0"
