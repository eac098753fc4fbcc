"""One-shot effects of the keyword and combat cards (609): damage (120), prevention shields (615.7),
regeneration shields (701.19), destruction (701.8), granting keywords until end of turn (611.2,
layer 6), putting counters on the source, and equip's attach (702.6a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import attachments, damage
from ..state.layers import ContinuousEffect
from ..text.oracle import keyword_ability
from .targeting import still_legal
from ..state.support import Unsupported

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("damage", "damage_by_target", "prevent_next", "prevent_next_shares_color", "regenerate", "destroy", "destroy_all", "damage_each", "damage_divided", "gain_keywords", "counters_self",
         "attach_self")
COLORS = ("white", "blue", "black", "red", "green")


def _legal_targets(game: "Game", effect: dict[str, Any], item: "StackItem") -> list[dict[str, str]]:
    """608.2b: only targets still legal are affected."""
    return [t for spec, t in zip(effect.get("targets", []), item.targets) if still_legal(game, item, spec, t)]


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "attach_self":
        attachments.attach_self(game, item, source)
    elif kind == "damage":
        if source is None:
            return
        chars, controller = damage.source_view(game, source, item.source_incarnation if item.source else None)
        if item.kind == "spell":
            controller = item.controller  # the spell's controller (it is on the stack)
        damage.deal(game, [damage.Packet(source, chars, controller, t, effect["amount"])
                           for t in _legal_targets(game, effect, item)])
    elif kind == "damage_by_target":
        # "Target creature you control deals damage equal to its power to target creature you don't
        # control": that creature is the source (120.1); if either target is illegal, no damage is
        # dealt (608.2b: the illegal one can't deal or be dealt it). Noncombat damage: trample has
        # no effect (702.19a).
        pairs = list(zip(effect["targets"], item.targets))
        if len(pairs) < 2 or not all(still_legal(game, item, spec, t) for spec, t in pairs):
            return
        by = game.obj(pairs[0][1]["object"])
        chars, controller = damage.source_view(game, by)
        damage.deal(game, [damage.Packet(by, chars, controller, pairs[1][1], chars.power or 0)])
    elif kind == "prevent_next":
        for t in _legal_targets(game, effect, item):
            shield: dict[str, Any] = {"amount": effect["amount"], **t}
            if "object" in t:
                shield["incarnation"] = game.obj(t["object"]).incarnation
            damage.shields(game).append(shield)
    elif kind == "prevent_next_shares_color":
        # 615.11: the target and each other creature that shares a color with it as the ability
        # resolves each get a shield; later color changes and creatures entering later change nothing
        for t in _legal_targets(game, effect, item):
            target = game.obj(t["object"])
            colors = set(game.chars(target).colors)
            shielded = [target] + [o for o in game.battlefield() if o is not target
                                   and "creature" in game.chars(o).card_types
                                   and colors & set(game.chars(o).colors)]  # 105.4: shares a color
            for obj in shielded:
                damage.shields(game).append({"amount": effect["amount"], "object": obj.id,
                                             "incarnation": obj.incarnation})
    elif kind == "regenerate":
        for t in _legal_targets(game, effect, item):
            obj = game.obj(t["object"])
            damage.regeneration(game).add((obj.id, obj.incarnation))  # 701.19b
    elif kind == "destroy":
        for t in _legal_targets(game, effect, item):
            # 701.19c: "It can't be regenerated": a regeneration shield doesn't replace this destruction
            damage.destroy(game, game.obj(t["object"]), regenerate=not effect.get("no_regeneration"))
    elif kind == "damage_each":
        if source is None:
            return
        chars, controller = damage.source_view(game, source, item.source_incarnation if item.source else None)
        if item.kind == "spell":
            controller = item.controller
        victims = [o for o in game.battlefield() if game.matches(o, effect["filter"], item.controller, source)]
        damage.deal(game, [damage.Packet(source, chars, controller, {"object": o.id}, effect["amount"])
                           for o in victims])  # 120.3: one simultaneous damage event
    elif kind == "damage_divided":
        # 601.2d: the division is announced as the spell is cast; with one target it all goes to it.
        # Dividing among several targets is a choice the fixture format can't record yet.
        if len(item.targets) > 1:
            raise Unsupported("dividing damage as you choose among several targets (601.2d) is not implemented")
        if source is None:
            return
        amount = (item.x or 0) if effect["amount"] == "X" else effect["amount"]
        chars, controller = damage.source_view(game, source, None)
        spec = {"types": ["any"]}
        damage.deal(game, [damage.Packet(source, chars, item.controller, t, amount)
                           for t in item.targets if still_legal(game, item, spec, t)])
    elif kind == "destroy_all":
        # 701.8, 608.2j: every permanent the filter matches as the effect is performed, destroyed
        # at the same time (a permanent of two colors is "black" and is not "nonblack")
        from .entering import simultaneously

        # (phased-out permanents are treated as though they don't exist, 702.26b: game.battlefield()
        # leaves them out); 701.19c: "They can't be regenerated." — their shields don't apply
        with simultaneously(game):
            for obj in [o for o in game.battlefield() if game.matches(o, effect["filter"], item.controller, source)]:
                damage.destroy(game, obj, regenerate=not effect.get("no_regeneration"))
    elif kind == "gain_keywords":
        _gain_keywords(game, effect, item, source)
    elif kind == "counters_self":
        if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get(
                "source_incarnation", source.incarnation):
            return
        source.counters[effect["kind"]] = source.counters.get(effect["kind"], 0) + effect["count"]


def _gain_keywords(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    if "targets" in effect:
        objs = [game.obj(t["object"]) for t in _legal_targets(game, effect, item) if "object" in t]
    else:
        objs = [source] if source is not None and source.zone == "battlefield" else []
    if not objs:
        return
    texts = list(effect["keywords"])
    if effect.get("choose") == "color":
        color = game.choose("color", item.source or item.id, list(COLORS))
        texts = [t.replace("the chosen color", color) for t in texts]
    elif effect.get("choose") == "color_or_colorless":  # "from colorless or from the color of your choice"
        quality = game.choose("color", item.source or item.id, list(COLORS) + ["colorless"])
        texts = [t.replace("the chosen quality", quality) for t in texts]
    granted = [keyword_ability(t) for t in texts]

    def add(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, add,
                                         duration=effect["duration"], source=item.id,
                                         description="gains " + ", ".join(texts)))
