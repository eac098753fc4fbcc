"""Phasing (702.26; branch kw3): the keyword's untap-step event, and phasing in.

502.1, 702.26a: as the active player's untap step begins, all phased-in permanents with phasing
that player controls phase out, and simultaneously all phased-out permanents that had phased out
under that player's control phase in.
* 702.26g: the Auras, Equipment and Fortifications attached to a permanent that phases out phase
  out with it "indirectly" (and those attached to them, in turn); one phased out indirectly doesn't
  phase in by itself but along with the permanent it's attached to. 702.26h: an object that would
  phase out both directly and indirectly phases out indirectly.
* 702.26d: no zone change — the permanent keeps its counters, status and attachments (702.26i: an
  attachment phases in attached to what it was attached to).
* 702.26m: a skipped untap step has no phasing event (this engine skips none).
A permanent a fixture gives as phased out phased out directly.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("keyword", "phasing")


def _has_phasing(game: "Game", obj: "GameObject") -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") == "phasing" for a in game.chars(obj).abilities)


def _attached_to(game: "Game", host: "GameObject", phased_out: bool) -> list["GameObject"]:
    return [o for o in game.objects.values() if o.zone == "battlefield" and o.attached_to == host.id
            and o.phased_out == phased_out and o is not host]


def untap_step(game: "Game") -> None:
    """502.1: the phasing event of the active player's untap step."""
    active = game.active
    going = [p for p in game.battlefield() if p.controller == active and _has_phasing(game, p)]
    coming = [p for p in game.objects.values() if p.zone == "battlefield" and p.phased_out and p.controller == active
              and not p.__dict__.get("phased_out_indirectly")]
    indirect: list["GameObject"] = []  # 702.26g, 702.26h
    todo = list(going)
    while todo:
        host = todo.pop()
        for o in _attached_to(game, host, False):
            if o not in indirect:
                indirect.append(o)
                todo.append(o)
    back: list["GameObject"] = []  # 702.26g: those phased out indirectly come back with their host
    todo = list(coming)
    while todo:
        host = todo.pop()
        for o in _attached_to(game, host, True):
            if o.__dict__.get("phased_out_indirectly") and o not in back:
                back.append(o)
                todo.append(o)
    for p in coming + back:  # 702.26c
        p.phased_out = False
        p.phased_out_indirectly = False
    for p in going:  # 702.26b
        if p not in indirect:
            p.phased_out = True
            p.phased_out_indirectly = False
    for p in indirect:
        p.phased_out = True
        p.phased_out_indirectly = True
