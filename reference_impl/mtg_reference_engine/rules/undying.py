"""The keyword abilities that trigger when their permanent dies: afterlife (702.135a), soulshift
(702.46a) and, below, undying (702.93a) and persist (702.79a, the same with a -1/-1 counter).

Undying (702.93a): "When this permanent is put into a graveyard from the battlefield, if it had no
+1/+1 counters on it, return it to the battlefield under its owner's control with a +1/+1 counter on
it." The permanent's counters are those it had as it last existed on the battlefield (113.7a); when
state-based actions put it into the graveyard, that is before any of them were performed (704.8):
a +1/+1 counter it had then counts, even if 704.5q would have removed it at the same time.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..text.oracle import Ability
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "undying", "modular", "persist", "afterlife", "soulshift")
KINDS = ("undying_return", "modular_move_counters", "persist_return", "afterlife_tokens", "soulshift_return")

#: 702.135a: "create N 1/1 white and black Spirit creature tokens with flying"
SPIRIT = {"name": "Spirit Token", "colors": ["white", "black"], "card_types": ["creature"], "subtypes": ["Spirit"],
          "power": 1, "toughness": 1, "keywords": ["flying"]}

#: 702.93a undying and 702.79a persist: the keyword, the counter whose absence is the intervening
#: "if" (603.4) and which the card returns with, and the effect kind.
_RETURNS = {"undying": ("+1/+1", "undying_return"), "persist": ("-1/-1", "persist_return")}


def undying_triggers(game: "Game", event: dict[str, Any], left: "GameObject", chars: "Characteristics",
                     controller: str | None) -> None:
    """603.10a: a leaves-the-battlefield ability looks back at the permanent as it last existed.
    702.79a persist is the same with -1/-1 counters."""
    if event.get("to") != "graveyard":
        return
    for ability in chars.abilities:
        if ability.kind != "keyword" or ability.spec.get("keyword") not in _RETURNS:
            continue
        counter, kind = _RETURNS[ability.spec["keyword"]]
        if event.get("counters", {}).get(counter, 0) == 0:  # 603.4
            trigger = Ability(ability.text, "triggered", {"effect": {"type": kind, "targets": []}})
            game.pending_triggers.append({"source": left.id, "source_incarnation": event["incarnation"],
                                          "controller": controller, "ability": trigger,
                                          "card_incarnation": event["incarnation"] + 1})
    for ability in chars.abilities:
        if ability.kind != "keyword" or ability.spec.get("keyword") not in ("afterlife", "soulshift"):
            continue
        n = ability.spec["n"]
        if ability.spec["keyword"] == "afterlife":  # 702.135a
            effect = {"type": "afterlife_tokens", "count": n, "targets": []}
        else:  # 702.46a: "you may return target Spirit card with mana value N or less from your graveyard"
            effect = {"type": "soulshift_return", "targets": [
                {"zone": "graveyard", "owner": "you", "subtypes_any": ["Spirit"], "max_mana_value": n}]}
        game.pending_triggers.append({"source": left.id, "source_incarnation": event["incarnation"],
                                      "controller": controller, "ability": Ability(ability.text, "triggered",
                                                                                   {"effect": effect})})


def modular_triggers(game: "Game", event: dict[str, Any], left: "GameObject", chars: "Characteristics",
                     controller: str | None) -> None:
    """702.43a: "When this permanent is put into a graveyard from the battlefield, you may put a +1/+1
    counter on target artifact creature for each +1/+1 counter on this permanent" — the counters it
    had as it last existed (113.7a)."""
    if event.get("to") != "graveyard":
        return
    n = event.get("counters", {}).get("+1/+1", 0)
    for ability in chars.abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "modular":
            trigger = Ability(ability.text, "triggered", {"effect": {
                "type": "modular_move_counters", "count": n, "targets": [{"types": ["artifact", "creature"]}]}})
            game.pending_triggers.append({"source": left.id, "source_incarnation": event["incarnation"],
                                          "controller": controller, "ability": trigger})


def modular_counters(game: "Game", obj: "GameObject", spec: dict[str, Any], cause: str) -> int:
    """702.43a: "This permanent enters with N +1/+1 counters"; 702.44a, 702.44c: with sunburst, one for
    each color of mana spent to cast it — if it enters from the stack as a resolving spell (a
    permanent that wasn't cast gets none)."""
    if spec["n"] != "sunburst":
        return spec["n"]
    if not cause.startswith("resolve:"):
        return 0
    colors = {m.type for m in game.mana_spent.get(obj.id, []) if m.type in ("W", "U", "B", "R", "G")}
    return len(colors)


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import enter_battlefield

    if effect["type"] == "afterlife_tokens":  # 702.135a, 111.2: under the ability's controller
        from .spell_effects import create_tokens

        create_tokens(game, SPIRIT, effect["count"], item.controller, item.id)
        return
    if effect["type"] == "soulshift_return":  # 702.46a
        from .entering import move_to_zone
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
        # 608.2b: the target still legal; "you may": a 'may' choice of the ability's source
        if "object" in target and still_legal(game, item, spec, target) \
                and game.choose("may", item.source, ["yes", "no"]) == "yes":
            move_to_zone(game, game.obj(target["object"]), "hand")
        return
    if effect["type"] == "modular_move_counters":
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
        # "you may": a 'may' choice of the ability's source; 608.2b: the target still legal
        if effect["count"] and "object" in target and still_legal(game, item, spec, target) \
                and game.choose("may", item.source, ["yes", "no"]) == "yes":
            obj = game.obj(target["object"])
            obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + effect["count"]  # 122.1
        return

    # 400.7: the card it became in the graveyard, if it is still there (the intervening "if" was
    # about its last existence on the battlefield, which doesn't change: 603.4 holds)
    card = source
    if card is None or card.zone != "graveyard" or card.incarnation != item.trigger.get("card_incarnation"):
        return
    counter = "-1/-1" if effect["type"] == "persist_return" else "+1/+1"  # 702.79a / 702.93a
    enter_battlefield(game, card, card.owner, cause="effect", counters={counter: 1})
