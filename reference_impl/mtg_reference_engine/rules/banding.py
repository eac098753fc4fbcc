"""Banding (702.22; branch misc16): attacking bands, blocked as a group, and who divides combat damage.

- 702.22c: as attackers are declared, the active player may declare bands: one or more attacking
  creatures with banding and up to one attacking creature without banding (the declaration's
  ``bands``, a list of lists of ids). Each creature is in one band at most. "Bands with other" is not
  implemented: a card with it is refused as its line is unsupported.
- 702.22d: all creatures in a band attack the same player, planeswalker or battle.
- 702.22e: a band lasts for the rest of combat, even if banding is later lost; 702.22f: a creature
  removed from combat is removed from its band.
- 702.22h: if an attacking creature becomes blocked by a creature, each other creature in its band
  becomes blocked by that same blocking creature (not subject to the blocker's restrictions: it isn't
  declared as a block, 509.1).
- 702.22j-k: who divides combat damage: the defending player for an attacker blocked by a creature
  with banding; the active player for a blocker blocking a creature with banding.
- 702.22i (a band member becoming blocked by an effect) has no effect here: no effect in the engine
  makes a creature blocked.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state import keywords
from ..state.game import Illegal
from ..state.support import executes

if TYPE_CHECKING:
    from ..state.game import Game, GameObject

executes("keyword", "banding")


def declared_bands(game: "Game", bands: list[list[str]], declared: dict[str, dict[str, str]]) -> list[list[str]]:
    """702.22c-d: the bands the active player declares with the attackers; Illegal says why one isn't."""
    seen: set[str] = set()
    out: list[list[str]] = []
    for band in bands:
        if len(band) < 2:
            raise Illegal(f"a band is two or more attacking creatures, not {band!r} (702.22c)")
        for oid in band:
            if oid not in declared:
                raise Illegal(f'"{oid}" is not declared as an attacker: it can\'t be in a band (702.22c)')
            if oid in seen:
                raise Illegal(f'"{oid}" can be a member of only one band (702.22c)')
            seen.add(oid)
        without = [oid for oid in band if not keywords.obj_has(game, game.obj(oid), "banding")]
        if len(without) > 1:
            raise Illegal(f"a band has up to one creature without banding, not {len(without)} "
                          f"({', '.join(without)}; 702.22c)")
        if len({tuple(sorted(declared[oid].items())) for oid in band}) > 1:
            raise Illegal("all creatures in a band must attack the same player, planeswalker or battle (702.22d)")
        out.append(list(band))
    return out


def band_of(game: "Game", attacker_id: str) -> list[str]:
    """The other creatures still attacking in the attacker's band (702.22e-f)."""
    from .combat import in_combat

    for band in getattr(game.combat, "bands", None) or []:
        if attacker_id in band:
            return [oid for oid in band if oid != attacker_id and in_combat(game, oid, "attacker")]
    return []


def blocked_as_band(game: "Game", by_blocker: dict[str, list[str]]) -> dict[str, list[str]]:
    """702.22h: each blocker also blocks every other creature in the band of a creature it blocks."""
    out: dict[str, list[str]] = {}
    for blocker_id, attackers in by_blocker.items():
        blocks = list(attackers)
        for attacker_id in attackers:
            for mate in band_of(game, attacker_id):
                if mate not in blocks:
                    blocks.append(mate)
        out[blocker_id] = blocks
    return out


def damage_divider(game: "Game", obj: "GameObject", attacking: bool, others: list[str]) -> str | None:
    """702.22j-k: the player who divides ``obj``'s combat damage among ``others`` (the creatures
    blocking it, or those it blocks) when banding changes it; None when its controller does."""
    from .combat import defending_player

    if any(keywords.obj_has(game, game.obj(o), "banding") for o in others):
        return defending_player(game) if attacking else game.active
    return None
