"""Enchant abilities that effects change, and what they enchant outside the battlefield (702.5,
303.4).

* An Aura whose enchant ability names cards in a graveyard ("Enchant creature card in a graveyard")
  targets such a card as a spell (303.4a) and is attached to it while it stays there.
* An effect that makes an Aura lose one enchant ability and gain another is a layer 6 effect (613.1f)
  on that Aura. Each time such an effect is created the Aura gains another instance: with several
  instances, all of them apply (702.5c).
* "Enchant creature put onto the battlefield with this Aura" admits only the objects this Aura's own
  effects put onto the battlefield (607.2: the abilities are linked), as they are now (400.7).
* "When this Aura leaves the battlefield, that creature's controller sacrifices it": the creature is
  the one the linked ability put onto the battlefield (607.2a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("swap_enchant_and_return_enchanted", "sacrifice_linked_creature")

PUT_WITH_THIS_AURA = "creature put onto the battlefield with this aura"


def _gained_enchant_understood(effect: dict[str, Any]) -> str | None:
    """The enchant ability the Aura gains ('gains "enchant ..."') is one attachments reads."""
    from .attachments import enchant_understood

    return enchant_understood({"keyword": "enchant", "what": effect["gain"]})


checks("effect", "swap_enchant_and_return_enchanted", _gained_enchant_understood)


def enchant_spec(what: str) -> dict[str, Any] | None:
    """What 'Enchant [what]' admits, for the enchant qualities this module handles."""
    what = what.lower()
    if what == "creature card in a graveyard":
        return {"zone": "graveyard", "types_any": ["creature"]}
    if what == PUT_WITH_THIS_AURA:
        return {"put_onto_battlefield_with_this_aura": True}
    return None


def matches(game: "Game", spec: dict[str, Any], obj: "GameObject", aura: "GameObject | None") -> bool | None:
    """Whether ``obj`` fits an enchant quality of :func:`enchant_spec` (None for other specs)."""
    if spec.get("zone") == "graveyard":
        return obj.zone == "graveyard" and any(t in game.chars(obj).card_types for t in spec["types_any"])
    if spec.get("put_onto_battlefield_with_this_aura"):
        return (aura is not None and obj.zone == "battlefield" and "creature" in game.chars(obj).card_types
                and (obj.id, obj.incarnation) in put_with(game, aura))
    return None


def put_with(game: "Game", aura: "GameObject") -> list[tuple[str, int]]:
    """The objects (id, incarnation) the effects of this Aura — this object — put onto the battlefield."""
    return game.put_onto_battlefield_with.setdefault((aura.id, aura.incarnation), [])


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .attachments import attach
    from .entering import enter_battlefield, move_to_zone
    from ..state.layers import ContinuousEffect
    from ..text.oracle import Ability

    if effect["type"] == "sacrifice_linked_creature":
        lki_incarnation = item.trigger.get("source_incarnation") if item.trigger else None
        if source is None or lki_incarnation is None:
            return
        for obj_id, incarnation in list(game.put_onto_battlefield_with.get(
                (source.id, lki_incarnation), [])):
            creature = game.objects.get(obj_id)
            if creature is not None and creature.zone == "battlefield" and creature.incarnation == incarnation:
                move_to_zone(game, creature, "graveyard")  # 701.21a: its controller sacrifices it
        return
    # 603.4: the intervening "if it's on the battlefield" is checked again on resolution.
    if source is None or source.zone != "battlefield" \
            or source.incarnation != (item.trigger or {}).get("source_incarnation", source.incarnation):
        return
    lose, gain = effect["lose"], effect["gain"]

    def swap(ch: "Characteristics", o: "GameObject") -> None:
        # 613.1f: abilities are removed and added in layer 6; the gained one is another instance.
        ch.abilities = [a for a in ch.abilities
                        if not (a.kind == "keyword" and a.spec.get("keyword") == "enchant"
                                and a.spec.get("what", "").lower() == lose)]
        ch.abilities.append(Ability(f"Enchant {gain}", "keyword", {"keyword": "enchant", "what": gain}))

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(source.id, source.incarnation)}, swap,
                                         source=item.id, description=f'loses "enchant {lose}", gains "enchant {gain}"'))
    enchanted = game.objects.get(source.attached_to or "")
    # "Return enchanted creature card to the battlefield": only a creature card in a graveyard can be
    # returned; a permanent already on the battlefield isn't (the copy of the trigger got there first).
    if enchanted is None or enchanted.zone != "graveyard" or "creature" not in game.chars(enchanted).card_types:
        return
    enter_battlefield(game, enchanted, item.controller, cause=f"effect:{item.id}")
    if enchanted.zone == "battlefield":
        put_with(game, source).append((enchanted.id, enchanted.incarnation))
        attach(game, source, enchanted.id)
