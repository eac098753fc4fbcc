"""Oracle text -> typed ability trees: the bottom layer of the reference engine.

A lark grammar (oracle.lark) and a Transformer (parse.py) turn each line of a card's rules text into
the dataclasses of nodes.py. This package imports nothing from the rest of reference_impl nor from
mtg_conformance: the game reads the trees, the trees know nothing of the game.
"""

from .nodes import ParsedLine, Unparsed, dump, has_unparsed, walk
from .parse import parse_card, parse_granted, parse_line, unparsed_lines

__all__ = ["ParsedLine", "Unparsed", "dump", "has_unparsed", "walk", "parse_card", "parse_granted",
           "parse_line", "unparsed_lines"]
