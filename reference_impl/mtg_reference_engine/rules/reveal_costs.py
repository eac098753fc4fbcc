"""Revealing a card to pay a spell's additional cost (branch castfrom): "As an additional cost to cast
this spell, reveal a Merfolk card from your hand or pay {3}."

* 601.2b: the player announces which of the costs joined by "or" they pay; 601.2f: the mana one
  ("pay {3}", read by the grammar as a cost part of kind 'energy' holding mana symbols) adds to the
  total cost; 601.2h: the other reveals a card of that description from the caster's hand other than
  the spell itself. The cast names the card revealed in ``reveal``; without it, the mana is paid.
* 701.20a-b: the card is shown to all players; it stays in the hand (revealing doesn't move it).
* 701.20c: a card that is currently revealed (e.g. by "Your opponents play with their hands revealed.")
  may be revealed again: being revealed never stops a card from paying a reveal cost.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import Unsupported, executes_node
from ..text import nodes as N
from .filters import matches, unreadable
from .tree_statics import STATIC_EFFECT_CHECKS, _mine

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

_MANA = re.compile(r"^(\{[0-9WUBRGC]\})+$")


def _mana(part: Any) -> str | None:
    """'pay {3}': the mana cost part, or None."""
    if isinstance(part, N.CostPart) and part.kind == "pay_mana" and part.parts \
            and all(isinstance(p, str) and _MANA.match(p) for p in part.parts):
        return "".join(part.parts)
    return None


def _hand_card(part: Any) -> N.Filter | None:
    """'reveal a <description> card from your hand': the description without its zone, or None."""
    if not (isinstance(part, N.CostPart) and part.kind == "reveal" and len(part.parts) == 1):
        return None
    d = part.parts[0]
    if not (isinstance(d, N.Described) and d.count == 1 and isinstance(d.filter, N.Filter)):
        return None
    f = d.filter
    zone = [q for q in f.qualifiers if getattr(q, "kind", None) == "from_zone"]
    if len(zone) != 1 or zone[0].parts != (N.Phrase("zone_name", ("your hand",)),) or f.alternatives:
        return None
    if f.nouns != ("card",):
        return None
    return N.Filter(adjectives=f.adjectives, qualifiers=tuple(q for q in f.qualifiers if q is not zone[0]))


def _options(e: N.Phrase) -> list[Any] | None:
    """The alternatives of the additional cost, each a single part read here, or None."""
    out = []
    for cost in e.parts:
        if not isinstance(cost, N.Cost) or len(cost.parts) != 1:
            return None
        part = cost.parts[0]
        if _mana(part) is None and _hand_card(part) is None:
            return None
        out.append(part)
    return out


def _problem(e: N.Phrase) -> str | None:
    opts = _options(e)
    if not opts or not any(_hand_card(p) is not None for p in opts):
        return "this additional cost is not executed"
    for p in opts:
        if (f := _hand_card(p)) is not None and (why := unreadable(f)):
            return why
    return None


STATIC_EFFECT_CHECKS["Phrase:additional_cost"] = _problem
executes_node("Phrase:additional_cost")


def _costs(ch: Any) -> list[N.Phrase]:
    return [e for a in ch.abilities if _mine(a) for e in a.spec["tree"].effects
            if isinstance(e, N.Phrase) and e.kind == "additional_cost"]


def additional_cost(game: "Game", obj: "GameObject", ch: Any, player: str, action: dict[str, Any]) -> str:
    """601.2b, 601.2h: check the card ``action["reveal"]`` names, or return the mana the player pays
    instead (added to the total cost, 601.2f)."""
    costs = _costs(ch)
    revealed = list(action.get("reveal") or [])
    if not costs:
        if revealed:
            raise Illegal(f'"{obj.id}" has no cost that reveals a card: the cast reveals nothing')
        return ""
    if len(costs) > 1:
        raise Unsupported("a spell with two 'reveal a card' additional costs is not cast by this engine")
    opts = _options(costs[0]) or []
    if revealed:
        flts = [f for p in opts if (f := _hand_card(p)) is not None]
        if len(revealed) != 1:
            raise Illegal("the cost reveals one card: the cast must name one")
        card = game.obj(revealed[0])
        # 601.2h, 701.20a-c: a card in the caster's hand (not the spell), of the description; that it is
        # already revealed doesn't matter (701.20c)
        if card is obj or card.zone != "hand" or card.owner != player \
                or not any(matches(game, card, f, player, obj) for f in flts):
            raise Illegal(f'"{card.id}" is not a card in {player}\'s hand this cost may reveal (601.2h)')
        return ""
    mana = [m for p in opts if (m := _mana(p)) is not None]
    if not mana:
        raise Illegal(f'"{obj.id}"\'s additional cost reveals a card: the cast must name it (601.2b)')
    return mana[0]
