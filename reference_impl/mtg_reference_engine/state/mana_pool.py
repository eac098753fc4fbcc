"""A player's mana pool (106.4) and the mana in it: its type (106.1), the object that produced it
(106.3) and how it may be spent (106.6). The rules of paying and producing mana: rules/mana.py."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field
from typing import Any


MANA_TYPES = ("W", "U", "B", "R", "G", "C")  # 106.1b
COLORED = MANA_TYPES[:5]  # 106.1a
TYPE_BY_WORD = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G", "colorless": "C"}
WORD_BY_TYPE = {v: k for k, v in TYPE_BY_WORD.items()}
BASIC_LAND_MANA = {"Plains": "W", "Island": "U", "Swamp": "B", "Mountain": "R", "Forest": "G"}


class ManaError(Exception):
    """A pool can't supply the mana asked of it, or a payment doesn't match a cost."""


@dataclass
class Mana:
    """One mana in a pool: its type, the object that produced it (106.3) and how it may be spent
    (106.6: a restriction doesn't change the mana's type). ``restriction`` is None for mana that
    can be spent on anything, else ``{"cast": {"types": [...]}, "text": <Oracle sentence>}``."""

    type: str
    source: str | None = None
    restriction: dict[str, Any] | None = None
    #: "combat": not lost as steps and phases end until end of combat (702.189a firebending; branch kw3)
    keep: str | None = None


def may_spend(mana: Mana, purpose: dict[str, Any] | None) -> bool:
    """106.6: whether restricted mana may pay for ``purpose``: ``{"cast": <characteristics of the
    spell>}`` for a spell's costs, ``{"activate": ...}`` for an ability's, None if unknown."""
    r = mana.restriction
    if r is None:
        return True
    if "cast" in r:
        spell = (purpose or {}).get("cast")
        return spell is not None and any(t in spell.card_types for t in r["cast"]["types"])
    return False


@dataclass
class ManaPool:
    """A player's mana pool (106.4)."""

    mana: list[Mana] = field(default_factory=list)

    def add(self, mana_type: str, amount: int = 1, source: str | None = None,
            restriction: dict[str, Any] | None = None, keep: str | None = None) -> None:
        if mana_type not in MANA_TYPES:
            raise ValueError(f"{mana_type!r} is not a type of mana")
        self.mana.extend(Mana(mana_type, source, restriction, keep) for _ in range(amount))

    def spend(self, types: list[str], purpose: dict[str, Any] | None = None) -> list[Mana]:
        """Remove exactly these mana (a list of types) from the pool; ManaError if absent or if
        the mana there can't be spent on ``purpose`` (106.6). Where mana of a type differ in
        restrictions, restricted mana that may be spent here goes first, leaving the mana that
        can be spent on anything (the player's choice; fixtures don't depend on it)."""
        want = Counter(types)
        have = Counter(m.type for m in self.mana)
        short = {t: n - have[t] for t, n in want.items() if have[t] < n}
        if short:
            raise ManaError("the mana pool holds " + (self.symbols() or "no mana") + ", not "
                            + symbols(types))
        usable = Counter(m.type for m in self.mana if may_spend(m, purpose))
        barred = [t for t, n in want.items() if usable[t] < n]
        if barred:
            texts = sorted({m.restriction["text"] for m in self.mana
                            if m.type in barred and not may_spend(m, purpose) and m.restriction})
            raise ManaError("the mana pool's " + symbols([m.type for m in self.mana
                                                          if m.type in barred and not may_spend(m, purpose)])
                            + " can't pay this cost (106.6: " + "; ".join(texts) + ")")
        spent: list[Mana] = []
        for t in types:
            candidates = [i for i, m in enumerate(self.mana) if m.type == t and may_spend(m, purpose)]
            pick = next((i for i in candidates if self.mana[i].restriction is not None), candidates[0])
            spent.append(self.mana.pop(pick))
        return spent

    def empty(self, keep: str | None = None) -> list[Mana]:
        """106.4: the player loses this mana — but the mana kept for ``keep`` ("combat": a combat
        step, not the end of combat step, is ending)."""
        lost = [m for m in self.mana if keep is None or m.keep != keep]
        self.mana = [m for m in self.mana if keep is not None and m.keep == keep]
        return lost

    def types(self) -> list[str]:
        return [m.type for m in self.mana]

    def symbols(self) -> str:
        return symbols(self.types())


def symbols(types: list[str]) -> str:
    """['G', 'W', 'G'] -> '{W}{G}{G}' (WUBRGC order)."""
    return "".join(f"{{{t}}}" for t in sorted(types, key=MANA_TYPES.index))
