"""Static abilities whose effects depend on a condition, a count or a choice (604.1, 611.3):
"Enchanted creature is 1/1" (613.4b), "Equipped creature gets +1/+1 for each land you control"
(613.4c), "This creature gets +1/+0 as long as any player controls a black permanent" (611.3a),
"Creatures of the chosen color get +1/+1" (105.4, 607.2d), "White creatures get +1/+1" (613.9),
"[This] has hexproof as long as it entered this turn" (613.1f), and the combat restrictions of
"Enchanted creature can't attack or block" (506.4, 508.1c, 509.1b).

Each effect applies while its source has the ability (611.3a), with the source's timestamp
(613.7a; an Aura or Equipment gets a new one as it becomes attached, 613.7e). Which objects it
affects, and its condition or count, are decided when its layer is applied, from the objects'
characteristics as far as the layers the condition needs (colors: layer 5; types: layer 4).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, characteristics, provides, static_sources
from ..text.oracle import keyword_ability
from .entering import chosen_value
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

RULES = ("attached_set_pt", "attached_pt_for_each", "self_pt_if", "self_keyword_if", "anthem", "attached_cant",
         "owned_cards_have", "self_keyword_x")  # self_keyword_x: branch costs
# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", *RULES)
executes("kind", "static")


def _mine(ability) -> bool:
    spec = ability.spec
    return ability.kind == "static" and spec.get("rule") in RULES and not (spec["rule"] == "anthem"
                                                                            and spec.get("chosen_type"))


def _sources(game: "Game") -> list[tuple["GameObject", dict[str, Any]]]:
    """The permanents with one of these abilities (see layers.static_sources)."""
    return static_sources(game, "rules_statics", _mine)


def matches(game: "Game", obj: "GameObject", flt: dict[str, Any], you: str | None) -> bool:
    """A filter (colors, subtypes, types, "non-" types, tokens, controller) checked on the
    characteristics up to layer 5 only, so a condition never depends on its own layer-7 effect."""
    ch = characteristics(game, obj, upto="5")
    if not all(c in ch.colors for c in flt.get("colors", []) if c != "colorless"):
        return False
    if "colorless" in flt.get("colors", []) and ch.colors:  # 105.2c
        return False
    if not all(t in ch.subtypes for t in flt.get("subtypes", [])):
        return False
    if not all(t in ch.card_types for t in flt.get("types", [])):
        return False
    if any(t in ch.card_types for t in flt.get("not_types", [])):  # "nonland"
        return False
    if flt.get("nontoken") and obj.token:
        return False
    if flt.get("controller") == "you" and obj.controller != you:
        return False
    if flt.get("controller") == "opponent" and obj.controller == you:
        return False
    return True


def condition_holds(game: "Game", source: "GameObject", cond: dict[str, Any]) -> bool:
    if "controls" in cond:
        return any(matches(game, p, cond["controls"], source.controller) for p in game.battlefield())
    if cond.get("entered_this_turn"):
        # a permanent set up on the battlefield entered when it came under its controller's control
        entered = getattr(source, "entered_turn", None)
        return (entered if entered is not None else source.controlled_since_turn) >= game.turn_number
    raise ValueError(f"unknown condition {cond}")  # pragma: no cover - rules_text makes the ones above


def _count(game: "Game", source: "GameObject", obj: "GameObject", per: dict[str, Any]) -> int:
    if "counters_on" in per:  # "for each counter on it": every kind of counter (122.1)
        return sum(obj.counters.values())
    return sum(1 for p in game.battlefield() if matches(game, p, per["permanents"], source.controller))


def _modify(ch: "Characteristics", dp: int, dt: int) -> None:
    if ch.power is not None and ch.toughness is not None:
        ch.power += dp
        ch.toughness += dt


def _card_grants(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    """611.3a, 613.1f: "Creature cards you own that aren't on the battlefield have flash." — a
    layer-6 effect on the cards (and spells, 113.6) of the source's controller outside the
    battlefield, of the card types it names (their printed types: these cards have no other)."""
    me = {(obj.id, obj.incarnation)}
    out: list[ContinuousEffect] = []
    for source, spec in _sources(game):
        if (spec["rule"] == "owned_cards_have" and obj.owner == source.controller
                and all(t in obj.base.card_types for t in spec["types"])):
            if spec.get("zone") and obj.zone != spec["zone"]:
                continue  # (branch costs) "each creature card in your graveyard has ..."
            if spec.get("cost_is_mana_cost"):
                out.append(_mana_cost_keyword(source, spec, me))
                continue
            granted = keyword_ability(spec["keyword"])

            def has(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
                ch.abilities = ch.abilities + [granted]

            out.append(ContinuousEffect("6", source.timestamp, me, has, source=source.id,
                                        description=f"cards you own have {spec['keyword']}"))
    return out


def _mana_cost_keyword(source: "GameObject", spec: dict[str, Any], me: set) -> ContinuousEffect:
    """(branch costs) 702.1a, 702.1b: "... has scavenge. The scavenge cost is equal to its mana cost."
    — the keyword's cost is the card's mana cost as layer 6 applies (the values of layers 1-5),
    reevaluated constantly; a card with no mana cost gets the keyword with an unpayable cost (118.6):
    its activated ability is not there to activate."""
    def has(ch: "Characteristics", o: "GameObject") -> None:
        if ch.mana_cost:
            granted = keyword_ability(f"{spec['keyword']} {ch.mana_cost}")
        else:
            granted = keyword_ability(spec["keyword"] + " {0}")
            granted = type(granted)(spec["keyword"].capitalize(), "keyword",
                                    {k: v for k, v in granted.spec.items() if k != "activation"})
        ch.abilities = ch.abilities + [granted]

    return ContinuousEffect("6", source.timestamp, me, has, source=source.id,
                            description=f"cards in your graveyard have {spec['keyword']} (its mana cost)")


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":
        return _card_grants(game, obj) if obj.zone is not None else []
    me = {(obj.id, obj.incarnation)}
    out: list[ContinuousEffect] = []
    for source, spec in _sources(game):
        rule = spec["rule"]
        attached = source.attached_to == obj.id
        if rule == "attached_set_pt" and attached:
            def set_pt(ch: "Characteristics", o: "GameObject", spec=spec) -> None:
                ch.power, ch.toughness = spec["power"], spec["toughness"]

            out.append(ContinuousEffect("7b", source.timestamp, me, set_pt, source=source.id,
                                        description=f"is {spec['power']}/{spec['toughness']}"))
        elif rule == "attached_pt_for_each" and attached:
            def per_each(ch: "Characteristics", o: "GameObject", spec=spec, source=source) -> None:
                n = _count(game, source, o, spec["for_each"])
                _modify(ch, spec["power"] * n, spec["toughness"] * n)

            out.append(ContinuousEffect("7c", source.timestamp, me, per_each, source=source.id,
                                        description=f"{spec['power']:+d}/{spec['toughness']:+d} for each"))
        elif rule == "self_pt_if" and source is obj:
            def if_holds(ch: "Characteristics", o: "GameObject", spec=spec, source=source) -> None:
                if condition_holds(game, source, spec["condition"]):  # 611.3a: checked continuously
                    _modify(ch, spec["power"], spec["toughness"])

            out.append(ContinuousEffect("7c", source.timestamp, me, if_holds, source=source.id,
                                        description=f"{spec['power']:+d}/{spec['toughness']:+d} as long as"))
        elif rule == "self_keyword_if" and source is obj:
            granted = keyword_ability(spec["keyword"])

            def has_if(ch: "Characteristics", o: "GameObject", spec=spec, source=source, granted=granted) -> None:
                if condition_holds(game, source, spec["condition"]):
                    ch.abilities = ch.abilities + [granted]

            out.append(ContinuousEffect("6", source.timestamp, me, has_if, source=source.id,
                                        description=f"has {spec['keyword']} as long as"))
        elif rule == "self_keyword_x" and source is obj:
            # (branch costs) 702.1b: "This creature has echo {X}, where X is your life total." — the
            # keyword with its variable, which whoever reads the cost evaluates then (constantly reevaluated)
            granted = keyword_ability(f"{spec['keyword']} {{X}}")
            granted = type(granted)(granted.text, "keyword", {**granted.spec, "x_is": spec["x_is"]})

            def has_x(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
                ch.abilities = ch.abilities + [granted]

            out.append(ContinuousEffect("6", source.timestamp, me, has_x, source=source.id,
                                        description=f"has {spec['keyword']} {{X}}"))
        elif rule == "anthem":
            def of_color(ch: "Characteristics", o: "GameObject", spec=spec, source=source) -> None:
                # 607.2d: the source's own choice as it entered, or the colors the ability names; the
                # object's colors are those layer 5 left (613.9)
                colors = [chosen_value(game, source, "color")] if spec.get("chosen_color") else spec["filter"]["colors"]
                flt = spec["filter"]
                if flt.get("controller") == "you" and o.controller != source.controller:
                    return  # 109.4: "you control"
                if flt.get("another") and o is source:
                    return  # "other creatures": not the source itself
                if all(c and c in ch.colors for c in colors) \
                        and all(t in ch.card_types for t in flt.get("types", [])) \
                        and all(t in ch.subtypes for t in flt.get("subtypes", [])):
                    _modify(ch, spec["power"], spec["toughness"])

            out.append(ContinuousEffect("7c", source.timestamp, me, of_color, source=source.id,
                                        description=f"{spec['power']:+d}/{spec['toughness']:+d} for a color"))
    return out


def cant(game: "Game", obj: "GameObject", what: str) -> bool:
    """506.4, 508.1c, 509.1b: a restriction on ``obj`` from an Aura or Equipment attached to it
    ("Enchanted creature can't attack or block"), or from a resolved effect ("can't be blocked this
    turn", kept with the turn's continuous effects)."""
    if what == "be_blocked" and any(e.data.get("cant_be_blocked") and e.applies_to(obj) for e in game.effects):
        return True
    from . import tree_restrictions, tree_statics

    if tree_restrictions.cant(game, obj, what) or tree_statics.restricted(game, obj, what):  # read from the tree
        return True
    return any(spec["rule"] == "attached_cant" and source.attached_to == obj.id and what in spec["cant"]
               for source, spec in _sources(game))


provides(_effects, "6", guard="_in_rules_statics")
