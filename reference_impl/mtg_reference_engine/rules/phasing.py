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


# -- branch loops (issue 16): "This creature phases out." from a resolving ability (Mist Dragon) -----------

from ..state.support import Unsupported, checks_node  # noqa: E402
from ..text import nodes as N  # noqa: E402
from .filters import objects_of  # noqa: E402
from .instructions import Context, phrase  # noqa: E402


@phrase("phase_out")
def _phase_out(ctx: Context, node: N.Phrase) -> None:
    """702.26b: the permanent phases out (no zone change, 702.26d); what is attached to it phases out
    indirectly (702.26g). It phases in with its controller's next untap step (502.1: untap_step
    above: it phased out under that player's control)."""
    from .combat import remove_from_combat

    game = ctx.game
    for host in objects_of(ctx, node.parts[0]):
        if host.zone != "battlefield" or host.phased_out:
            continue
        going, todo = [host], [host]
        while todo:
            for o in _attached_to(game, todo.pop(), False):
                going.append(o)
                todo.append(o)
        ids = {o.id for o in going}
        if game.combat is not None and any(isinstance(e.get("attacks"), dict) and e["attacks"].get("object") in ids
                                           for e in game.combat.attackers.values()):
            raise Unsupported("a permanent being attacked phasing out (506.4: it stops being attacked) is not executed")
        for o in going:
            remove_from_combat(game, o)  # 506.4: a permanent that phases out is removed from combat
            o.phased_out = True
            o.phased_out_indirectly = o is not host


def _phase_out_check(node: N.Phrase) -> str | None:
    if len(node.parts) != 1 or not isinstance(node.parts[0], N.SelfRef):
        return "phasing out anything but this permanent is not executed"
    return None


checks_node("Phrase:phase_out", _phase_out_check)
