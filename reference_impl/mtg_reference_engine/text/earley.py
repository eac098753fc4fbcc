"""lark's Earley parser with two textbook economies, for a grammar of a thousand rules.

lark (1.2-1.3) adds a nonterminal's whole prediction closure for every item that expects it, and
finds a completed item's originators by scanning its start column. Over the Oracle grammar that made
a line cost 0.1-0.3 s. Here each nonterminal is predicted once per column (its closure already holds
every rule it can start with) and the originators of a column are indexed by the symbol they
expect once the column is closed (a column before the current one no longer changes). The parse
forest built is the same: only repeated work is removed.
"""

from __future__ import annotations

import inspect
from collections import deque

from lark.parsers.earley import Parser as _EarleyParser
from lark.parsers.earley_common import Item


def compatible() -> bool:
    """The method overridden here has the signature of lark 1.3."""
    return list(inspect.signature(_EarleyParser.predict_and_complete).parameters) == [
        "self", "i", "to_scan", "columns", "transitives", "node_cache"]


class _Tokens:
    """The line's tokens, lexed once up front (a basic lexer reads no parser state), so the
    predictor can look one token ahead."""

    def __init__(self, tokens):
        self.tokens = tokens

    def lex(self, _expects):
        return iter(self.tokens)


class FastEarley(_EarleyParser):
    def parse(self, lexer, start):
        tokens = list(lexer.lex(None))
        self._lookahead = [t.type for t in tokens] + [None]
        return super().parse(_Tokens(tokens), start)

    def _rules_for(self, nonterminal, next_type):
        """The rules of a prediction closure that can begin with the next token (or with
        nothing): a rule that can't is dead on arrival, so it is never made into an item."""
        cache = self.__dict__.setdefault("_by_lookahead", {})
        key = (nonterminal, next_type)
        rules = cache.get(key)
        if rules is None:
            rules = []
            for rule in self.predictions[nonterminal]:
                if not rule.expansion:
                    rules.append(rule)
                    continue
                sym = rule.expansion[0]
                if sym in self.NULLABLE:
                    rules.append(rule)
                elif sym.is_term:
                    if next_type is not None and sym.name == next_type:
                        rules.append(rule)
                elif next_type is not None and any(t.name == next_type for t in self.FIRST[sym]):
                    rules.append(rule)
            cache[key] = rules
        return rules

    def predict_and_complete(self, i, to_scan, columns, transitives, node_cache):  # noqa: C901
        held_completions = {}
        predicted = set()
        index = self.__dict__.setdefault("_originators", {})
        covers = self.__dict__.setdefault("_covers", {})
        if i == 0:
            index.clear()
        column = columns[i]
        items = deque(column)
        SymbolNode, TERMINALS = self.SymbolNode, self.TERMINALS
        while items:
            item = items.pop()
            if item.is_complete:
                if item.node is None:
                    label = (item.s, item.start, i)
                    item.node = node_cache[label] if label in node_cache else node_cache.setdefault(label, SymbolNode(*label))
                    item.node.add_family(item.s, item.rule, item.start, None, None)
                if item.rule.origin in transitives[item.start]:
                    # Leo's right-recursion completer, as lark does it.
                    transitive = transitives[item.start][item.s]
                    if transitive.previous in transitives[transitive.column]:
                        root_transitive = transitives[transitive.column][transitive.previous]
                    else:
                        root_transitive = transitive
                    new_item = Item(transitive.rule, transitive.ptr, transitive.start)
                    label = (root_transitive.s, root_transitive.start, i)
                    new_item.node = node_cache[label] if label in node_cache else node_cache.setdefault(label, SymbolNode(*label))
                    new_item.node.add_path(root_transitive, item.node)
                    if new_item.expect in TERMINALS:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
                    continue
                if item.start == i:
                    held_completions[item.rule.origin] = item.node
                    originators = [o for o in columns[i] if o.expect is not None and o.expect == item.s]
                else:
                    by_expect = index.get(item.start)
                    if by_expect is None:
                        by_expect = {}
                        for o in columns[item.start]:
                            if o.expect is not None:
                                by_expect.setdefault(o.expect, []).append(o)
                        index[item.start] = by_expect
                    originators = by_expect.get(item.s, ())
                for originator in originators:
                    new_item = originator.advance()
                    label = (new_item.s, originator.start, i)
                    new_item.node = node_cache[label] if label in node_cache else node_cache.setdefault(label, SymbolNode(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, i, originator.node, item.node)
                    if new_item.expect in TERMINALS:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
            elif item.expect in self.NON_TERMINALS:
                new_items = []
                if item.expect not in predicted:
                    rules = self._rules_for(item.expect, self._lookahead[i] if i < len(self._lookahead) else None)
                    # Every nonterminal that begins a rule of this closure has its own closure
                    # inside this one: predicted too.
                    predicted.update(covers[item.expect] if item.expect in covers
                                     else covers.setdefault(item.expect, {r.origin for r in self.predictions[item.expect]}
                                                            | {item.expect}))
                    new_items = [Item(rule, 0, i) for rule in rules]
                if item.expect in held_completions:
                    new_item = item.advance()
                    label = (new_item.s, item.start, i)
                    new_item.node = node_cache[label] if label in node_cache else node_cache.setdefault(label, SymbolNode(*label))
                    new_item.node.add_family(new_item.s, new_item.rule, new_item.start, item.node, held_completions[item.expect])
                    new_items.append(new_item)
                for new_item in new_items:
                    if new_item.expect in TERMINALS:
                        to_scan.add(new_item)
                    elif new_item not in column:
                        column.add(new_item)
                        items.append(new_item)
