"""Gaining another object's activated abilities (613.1f, 201.5b) and spending mana as though it were
mana of any color to activate them (609.4b). (branch names)

Quicksilver Elemental: "{U}: This creature gains all activated abilities of target creature until end
of turn." The abilities gained are those the target has as the ability resolves (608.2h: the effect
reads the game then; 611.2c: locked in), each a new ability of the object that gains it (602.5b: an
identically worded ability of another object is another ability), including mana abilities (605.1a)
and keywords that are activated abilities (equip, cycling...). A name in a gained ability that refers
to the object it came from means the object that gained it (201.5b): the engine's self-reference is
always the ability's own source, and the wording is reported with the new name
(self_names.ability_text).

"You may spend blue mana as though it were mana of any color to pay the activation costs of this
creature's abilities." (609.4b): paying the mana cost of an ability of that object, each mana of that
color may pay a colored mana symbol of any color (not {C}: colorless isn't a color, 105.1); hybrid and
Phyrexian symbols with it are refused (Unsupported).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, characteristics
from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import DURATIONS, Context, phrase
from .tree_statics import STATIC_EFFECT_CHECKS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

COLOR_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def _activated(ability: Any) -> bool:
    """602.1, 605.1a: an activated ability, a mana ability among them, or a keyword that is one."""
    return ability.kind in ("activated", "mana") or (ability.kind == "keyword" and "activation" in ability.spec)


@phrase("gain_all_activated")
def _gain_all_activated(ctx: Context, node: N.Phrase) -> None:
    """613.1f (layer 6): the objects gain the activated abilities the other object has now."""
    what, source, dur = node.parts
    objs = [o for o in objects_of(ctx, what) if o.zone == "battlefield"]
    sources = [o for o in objects_of(ctx, source) if o.zone == "battlefield"]
    if not objs or len(sources) != 1:
        return  # 608.2b: an illegal target gives nothing
    gained = []
    group = ("gained", ctx.item.id, ctx.game.next_timestamp())  # 607.5: linked to each other only
    for a in characteristics(ctx.game, sources[0]).abilities:
        if _activated(a):
            new = copy.copy(a)  # another ability (602.5b), its self-name kept for 201.5b
            new.origin = "granted"
            new.link_group = group  # rules/linked_abilities.py
            gained.append(new)
    if not gained:
        return

    def add(ch: Any, o: Any, gained: list = gained) -> None:
        ch.abilities = ch.abilities + gained

    ctx.game.effects.append(ContinuousEffect("6", ctx.game.next_timestamp(), {(o.id, o.incarnation) for o in objs},
                                             add, duration=DURATIONS[dur.kind], source=ctx.item.id,
                                             description="gains " + "; ".join(a.text for a in gained)))


def _gain_all_check(node: N.Phrase) -> str | None:
    from .filters import is_spell_target

    if len(node.parts) != 3 or not isinstance(node.parts[2], N.Duration) or node.parts[2].kind not in DURATIONS:
        return "gaining all activated abilities without a duration is not executed"
    for ref in node.parts[:2]:
        if not isinstance(ref, (N.SelfRef, N.Target)) or is_spell_target(ref) \
                or (isinstance(ref, N.Target) and (ref.count != 1 or ref.up_to)):
            return f"{type(ref).__name__} in 'gains all activated abilities of' is not executed"
    return None


checks_node("Phrase:gain_all_activated", _gain_all_check)


# -- 609.4b: spending mana as though it were mana of any color for this object's activation costs --

def _spend_check(e: N.Phrase) -> str | None:
    if e.parts[0] not in COLOR_SYMBOL:
        return "spending mana of any type as though it were mana of any color is not executed"
    return None


STATIC_EFFECT_CHECKS["Phrase:spend_as_any_color_activation"] = _spend_check


def any_color_mana(game: "Game", purpose: dict[str, Any] | None) -> str | None:
    """The mana symbol ("U") that may be spent as though it were mana of any color to pay this
    payment — the activation cost of an ability of an object with such an ability — or None."""
    oid = (purpose or {}).get("activate")
    obj = game.objects.get(oid) if oid else None
    if obj is None:
        return None
    for a in characteristics(game, obj).abilities:
        if a.kind == "static" and a.spec.get("rule") == "tree":
            for e in a.spec["tree"].effects:
                if isinstance(e, N.Phrase) and e.kind == "spend_as_any_color_activation":
                    return COLOR_SYMBOL[e.parts[0]]
    return None


def as_paid(cost: Any, paid: list[str], symbol: str) -> list[str]:
    """The payment with mana of ``symbol`` standing for the colored symbols the other mana doesn't
    pay (609.4b): a colored symbol is paid with its own color first, then with that mana."""
    if cost.hybrid or cost.phyrexian:
        raise Unsupported("hybrid or Phyrexian symbols paid with mana spent as though it were of any color "
                          "(609.4b) are not implemented")
    out = list(paid)
    own = {t: out.count(t) for t in set(out)}
    for t in cost.typed:
        if own.get(t, 0) > 0:
            own[t] -= 1
        elif t in COLOR_SYMBOL.values() and own.get(symbol, 0) > 0:
            own[symbol] -= 1
            out.remove(symbol)
            out.append(t)
    return out
