"""Mobilize N (702.181a; branch kw3): "Whenever this creature attacks, create N 1/1 red Warrior
creature tokens. Those tokens enter tapped and attacking. Sacrifice them at the beginning of the
next end step."

Entering attacking (506.3, 508.4): the tokens are attacking creatures without having been declared
as attackers (no "whenever ... attacks" trigger for them, 508.4c); 508.4: their controller chooses
what each attacks among the defending player, the planeswalkers they control and the battles they
protect — with only the player to choose, the player; with more, the choice is not asked by this
engine: refused. 506.3b-c: with no combat (or not the attacking player) they enter, not attacking.
The delayed triggered ability (603.7) sacrifices each token still on the battlefield under its
controller's control (701.21a).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

executes("keyword", "mobilize")
KINDS = ("mobilize", "mobilize_sacrifice")

#: 702.181a: "1/1 red Warrior creature tokens"
WARRIOR = {"name": "Warrior Token", "colors": ["red"], "card_types": ["creature"], "subtypes": ["Warrior"],
           "power": 1, "toughness": 1, "keywords": []}


def attack_triggers(game: "Game", attackers: dict[str, dict[str, Any]]) -> None:
    """508.3a: each mobilize instance of each declared attacker triggers."""
    for oid in attackers:
        obj = game.obj(oid)
        for ability in game.chars(obj).abilities:
            if ability.kind == "keyword" and ability.spec.get("keyword") == "mobilize":
                trigger = Ability(ability.text, "triggered",
                                  {"effect": {"type": "mobilize", "n": ability.spec["n"], "targets": []}})
                game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                              "controller": obj.controller, "ability": trigger})


def enter_attacking(game: "Game", token: "GameObject", controller: str) -> None:
    """506.3, 508.4: make a creature that just entered an attacking creature, if it can be."""
    from .combat import defending_player

    combat = game.combat
    if combat is None or game.active != controller or "creature" not in game.chars(token).card_types:
        return  # 506.3a-b: it entered, but it is never an attacking creature
    defender = defending_player(game)
    options = [p for p in game.battlefield() if p.controller == defender
               and ({"planeswalker", "battle"} & set(game.chars(p).card_types))]
    if options:
        raise Unsupported("a creature entering attacking while the defending player controls a planeswalker or "
                          "battle: the choice of what it attacks (508.4) is not asked by this engine")
    token.attacking_incarnation = token.incarnation  # type: ignore[attr-defined]  # 506.4
    combat.attackers[token.id] = {"attacks": {"player": defender}, "incarnation": token.incarnation,
                                  "blocked": False, "attacks_planeswalker": False}


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .spell_effects import create_tokens

    if effect["type"] == "mobilize_sacrifice":
        from .entering import move_to_zone, simultaneously

        with simultaneously(game):  # "Sacrifice them": one event (701.21a)
            for oid, incarnation in effect["tokens"]:
                obj = game.objects.get(oid)
                if obj is not None and obj.zone == "battlefield" and obj.incarnation == incarnation \
                        and obj.controller == item.controller and not obj.phased_out:
                    move_to_zone(game, obj, "graveyard")  # 701.21a: sacrificed
        return
    tokens = []
    for tid in create_tokens(game, WARRIOR, effect["n"], item.controller, item.id):
        token = game.obj(tid)
        token.tapped = True  # "Those tokens enter tapped and attacking"
        enter_attacking(game, token, item.controller)
        tokens.append([token.id, token.incarnation])
    # 603.7a: "Sacrifice them at the beginning of the next end step" — one delayed triggered ability
    game.delayed_triggers = list(getattr(game, "delayed_triggers", [])) + [{
        "step": "end", "object": None, "incarnation": None, "controller": item.controller, "source": item.source,
        "effect": {"type": "mobilize_sacrifice", "tokens": tokens, "targets": []},
        "text": "Sacrifice them at the beginning of the next end step."}]
