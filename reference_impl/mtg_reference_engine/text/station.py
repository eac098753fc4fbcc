"""Station cards' striated text box (721; branch station).

Oracle (and the card pool, docs/FORMAT.md "Station cards") writes a station symbol {N+} (721.2) at the start
of the line that opens its striation: ``8+ | Flying, lifelink``; the lines after it, up to the next
station symbol or the end of the text box, are printed in the same striation (station symbols are printed
below the text box's other abilities, 721.3). Only a card with the station keyword (702.184b: "Each card
printed with a station ability is known as a station card") is read so: "15+ | Scry X, then draw X
cards." on a d20 table (706.2) is a result line, not a station symbol.

:func:`striations` splits a text box into the part before the first station symbol and one
(N, lines) part per symbol, the symbol removed; support.abilities_of reads each part's lines as any
other lines and marks the abilities of a striation ``station`` = N (rules/station.py makes the
symbol's static ability of them, 721.2a-b).
"""

from __future__ import annotations

import re
from typing import Any

_SYMBOL = re.compile(r"^(?P<n>\d+)\+ \| (?P<rest>.+)$")
_KEYWORD = re.compile(r"^Station(?: \(.*\))?$")


def striations(text: str) -> tuple[str, list[tuple[int, str]]] | None:
    """(the lines before the first station symbol, [(N, the striation's lines without the symbol)]),
    or None when the text is not a station card's (no station keyword line, or no station symbol)."""
    lines = text.split("\n")
    if not any(_KEYWORD.match(line) for line in lines) or not any(_SYMBOL.match(line) for line in lines):
        return None
    head: list[str] = []
    parts: list[tuple[int, list[str]]] = []
    for line in lines:
        if m := _SYMBOL.match(line):
            parts.append((int(m["n"]), [m["rest"]]))
        elif parts:
            parts[-1][1].append(line)
        else:
            head.append(line)
    return "\n".join(head), [(n, "\n".join(body)) for n, body in parts]


def printed_box(abilities: list[Any], power: Any, toughness: Any) -> tuple[Any, Any]:
    """721.2b-c, for Characteristics.from_card: a station card's power/toughness box is part of its highest
    station symbol's static ability (docs/FORMAT.md "Station cards"): the card has no power or toughness of
    its own. Marks that striation's abilities with the box (ints: 208.2a's '*' is 0 without a
    characteristic-defining ability); returns the card's own power and toughness."""
    marked = [a for a in abilities if "station" in a.spec]
    if not marked:
        return power, toughness
    if power is not None and toughness is not None:
        top = max(a.spec["station"] for a in marked)
        box = (_int(power), _int(toughness))
        for a in marked:
            if a.spec["station"] == top:
                a.spec = {**a.spec, "station_pt": box}
    return None, None


def _int(v: Any) -> int:
    try:
        return int(v)
    except (TypeError, ValueError):
        return 0
