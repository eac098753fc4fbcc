"""Static abilities that apply to every object of the game or to every player's payments (branch
lattice; issue 16, 712.13a-ex1 with Mycosynth Lattice). Their Oracle templates: text/group_text.py.

* "All permanents are artifacts in addition to their other types." (205.1b, 613.1d, layer 4): each
  permanent has the card type added, keeping its others. Which objects it affects doesn't depend on
  types (every permanent), so it applies in timestamp order with the layer's other effects, and
  before an effect whose objects are chosen by their types ("each noncreature artifact ...",
  state/layers._dependents_last: 613.8a-b).
* "All cards that aren't on the battlefield, spells, and permanents are colorless." (105.2c, 613.1e,
  layer 5): every card in any zone, every spell (a copy of a spell too) and every permanent (a token
  too) is colorless. An ability on the stack is none of these and has no color anyway (113.7).
* "Players may spend mana as though it were mana of any color." (609.4b): in every payment of every
  player, any mana may pay a colored mana symbol (the mana stays what it is; a {C} symbol still takes
  colorless mana). rules/mana.pay_mana asks :func:`any_color_for_all`.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides, static_sources
from ..state.support import Unsupported, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

RULES = ("all_permanents_are_type", "all_objects_colorless", "spend_mana_as_any_color")
executes("rule", *RULES)

COLORED = ("W", "U", "B", "R", "G")


def _mine(ability: Any) -> bool:
    return ability.kind == "static" and ability.spec.get("rule") in RULES


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    me = {(obj.id, obj.incarnation)}
    out: list[ContinuousEffect] = []
    for source, spec in static_sources(game, "all_objects", _mine):
        if spec["rule"] == "all_permanents_are_type" and obj.zone == "battlefield":
            added = list(spec["types"])

            def add(ch: "Characteristics", o: "GameObject", added: list[str] = added) -> None:  # 205.1b
                ch.card_types = list(ch.card_types) + [t for t in added if t not in ch.card_types]

            out.append(ContinuousEffect("4", source.timestamp, me, add, source=source.id,
                                        description="is also " + " and ".join(added)))
        elif spec["rule"] == "all_objects_colorless":
            # every object is a card (any zone), a spell or a permanent: all of them (105.2c)
            out.append(ContinuousEffect("5", source.timestamp, me, lambda ch, o: setattr(ch, "colors", []),
                                        source=source.id, description="is colorless"))
    return out


provides(_effects, "4", guard="_in_all_objects")


def any_color_for_all(game: "Game") -> bool:
    """609.4b: whether a permanent's "Players may spend mana as though it were mana of any color."
    applies (to every player's payments)."""
    return any(_mine(a) and a.spec["rule"] == "spend_mana_as_any_color"
               for p in game.battlefield() for a in game.chars(p).abilities)


def as_paid_any(cost: Any, paid: list[str]) -> list[str]:
    """609.4b: the payment as the symbols it pays when any mana may be spent as though it were mana
    of any color: each colored symbol (a hybrid one too, 107.4e: of one of its colors) is paid with
    mana of its own color first, then with any other mana the {C} symbols don't need. The mana
    spent is unchanged (the pool spends ``paid``)."""
    if cost.phyrexian:
        raise Unsupported("Phyrexian symbols paid with mana spent as though it were mana of any color (609.4b) "
                          "are not implemented")
    rest = Counter(paid)
    out: list[str] = []
    for t in cost.typed:  # {C} symbols take colorless mana (the effect says color, not type)
        if t not in COLORED and rest[t] > 0:
            rest[t] -= 1
            out.append(t)
    pending: list[str] = []
    wanted = [t for t in cost.typed if t in COLORED] + [h[0] for h in cost.hybrid]
    hybrids = {len([t for t in cost.typed if t in COLORED]) + i: h for i, h in enumerate(cost.hybrid)}
    for i, t in enumerate(wanted):
        own = next((c for c in hybrids.get(i, (t,)) if rest[c] > 0), None)
        if own is not None:
            rest[own] -= 1
            out.append(own)
        else:
            pending.append(t)
    for t in pending:
        spare = next((m for m in rest if rest[m] > 0), None)
        if spare is None:
            break  # too little mana: check_payment says so
        rest[spare] -= 1
        out.append(t)
    return out + list(rest.elements())
