"""Oracle text -> typed abilities: the bottom layer of the reference engine.

Two parts, importing nothing from the rest of mtg_reference_engine nor from mtg_conformance (the
game reads what they make; they know nothing of the game):

* the lark grammar (oracle.lark) and its Transformer (parse.py) turn each line of a card's rules
  text into the dataclasses of nodes.py; lowering.py compares them with what the templates make;
* the templates the engine plays from today: oracle.py (abilities, costs, filters), rules_text.py,
  spell_text.py, wording.py, and one *_text.py module per family of effects whose rules live in
  the rules module of the same name (enchant_text, turn_text, removal_text, land_text, color_text).

The grammar's names below are loaded on first use (PEP 562), so the engine, which imports the
templates, does not load lark at start-up.
"""

from __future__ import annotations

from importlib import import_module
from typing import Any

_EXPORTS = {"ParsedLine": "nodes", "Unparsed": "nodes", "dump": "nodes", "has_unparsed": "nodes", "walk": "nodes",
            "parse_card": "parse", "parse_granted": "parse", "parse_line": "parse", "unparsed_lines": "parse"}
__all__ = list(_EXPORTS)


def __getattr__(name: str) -> Any:
    if name not in _EXPORTS:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return getattr(import_module(f".{_EXPORTS[name]}", __name__), name)
