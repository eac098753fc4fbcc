"""Battles (310): the defense counters a battle enters with (310.4b, 310.4c), its protector
(310.8, 310.8a, 310.11a), which battles can be attacked and whose creatures may block their
attackers (310.8b-c), the state-based action for a battle with defense 0 (310.7, 704.5v), and
the Siege's intrinsic triggered ability (310.11b).

A battle's protector is remembered with the incarnation it was chosen for (400.7). A battle the
fixture starts with on the battlefield entered before the fixture began; a Siege's protector was
then one of its controller's opponents — the only one in a two-player game (310.11a).

Not modelled: choosing among several opponents in a multiplayer game (the 'protector' choice is
asked then but no fixture needs it), 310.8f-g and 310.10/704.5w (a battle losing its protector),
310.9 (a battle can't be attached).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

SIEGE_TEXT = ("When the last defense counter is removed from this permanent, exile it, then you may cast it "
              "transformed without paying its mana cost.")
# 310.11b: every Siege has this ability; it is a rule, not printed text, so it isn't among the
# abilities an observation reports.
SIEGE_ABILITY = Ability(SIEGE_TEXT, "triggered", {"event": "last_defense_counter_removed", "self": True,
                                                  "effect": {"type": "siege_defeated", "targets": []}})
KINDS = ("siege_defeated",)


def is_battle(game: "Game", obj: "GameObject") -> bool:
    return obj.zone == "battlefield" and "battle" in game.chars(obj).card_types


def _eligible(game: "Game", obj: "GameObject", controller: str) -> list[str]:
    """310.8a: the players who may be chosen as its protector: 310.11a, a Siege's controller's
    opponents; a battle with no battle type, its controller."""
    if "Siege" in game.chars(obj).subtypes:
        return game.opponents(controller)
    return [controller]


def as_enters(game: "Game", obj: "GameObject", controller: str) -> None:
    """As a battle enters: its defense counters (310.4b, a replacement effect, 614.1c) and its
    protector (310.8a, 310.11a). A permanent entering as a copy of a battle is a battle with that
    defense, so it gets them too."""
    ch = game.chars(obj)
    if "battle" not in ch.card_types:
        return
    if ch.defense:
        obj.counters["defense"] = obj.counters.get("defense", 0) + ch.defense  # 310.4b
    options = _eligible(game, obj, controller)
    if not options:
        return  # 310.10: no protector; not modelled further
    chosen = options[0] if len(options) == 1 else game.choose("protector", obj.id, options)
    obj.protector = (obj.incarnation, chosen)  # type: ignore[attr-defined]


def protector(game: "Game", obj: "GameObject") -> str | None:
    """310.8: the battle's protector (None if it has none or isn't on the battlefield)."""
    if obj.zone != "battlefield" or obj.controller is None:
        return None
    chosen = getattr(obj, "protector", None)
    if chosen is not None and chosen[0] == obj.incarnation:
        return chosen[1]
    # On the battlefield from the fixture's start: it entered earlier, with the only eligible player.
    options = _eligible(game, obj, obj.controller)
    return options[0] if len(options) == 1 else None


def check_attackable(game: "Game", obj: "GameObject", defender: str) -> str | None:
    """310.8b, 506.2, 508.1b: a battle can be attacked by an attacking player for whom its
    protector is a defending player; its protector can never attack it. Returns why not, or None."""
    prot = protector(game, obj)
    if prot is None:
        return f'"{obj.id}" has no protector: it can\'t be attacked (310.8b)'
    if prot == game.active:
        return f'{prot} protects "{obj.id}": a battle\'s protector can never attack it (310.8b)'
    if prot != defender:
        return f'"{obj.id}" is protected by {prot}, who is not the defending player (310.8b)'
    return None


def check_blocker(game: "Game", blocker: "GameObject", attacked: dict[str, str] | None) -> str | None:
    """310.8c: only creatures its protector controls may block a creature attacking a battle;
    509.1a: a battle can't block. Returns why the block is illegal, or None."""
    if "battle" in game.chars(blocker).card_types:
        return f'"{blocker.id}" is a battle: it can\'t block (509.1a)'
    if not attacked or "object" not in attacked:
        return None
    battle = game.objects.get(attacked["object"])
    if battle is None or not is_battle(game, battle):
        return None
    prot = protector(game, battle)
    if blocker.controller != prot:
        return (f'"{blocker.id}" is not controlled by {prot}, the protector of the battle "{battle.id}" the '
                "attacker attacks (310.8c)")
    return None


def defense_removed(game: "Game", obj: "GameObject", before: int) -> None:
    """310.11b: "When the last defense counter is removed from this permanent" — the Siege's
    trigger event. It has triggered at once (603.2), so 704.5v leaves the battle alone until the
    ability has left the stack."""
    if before <= 0 or obj.counters.get("defense", 0) > 0 or obj.zone != "battlefield":
        return
    if "Siege" not in game.chars(obj).subtypes:
        return
    game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                  "controller": obj.controller, "ability": SIEGE_ABILITY})


def _source_of_waiting_trigger(game: "Game", obj: "GameObject") -> bool:
    """704.5v: the battle is the source of an ability that has triggered but not yet left the
    stack (waiting to be put on it, or on it)."""
    for trig in game.pending_triggers:
        if trig["source"] == obj.id and trig.get("source_incarnation", obj.incarnation) == obj.incarnation:
            return True
    return any(item.kind == "triggered_ability" and item.source == obj.id
               and item.trigger.get("source_incarnation", obj.incarnation) == obj.incarnation for item in game.stack)


def state_based_zero_defense(game: "Game") -> list["GameObject"]:
    """310.7, 704.5v: a battle with defense 0 (310.4c: its defense counters) that isn't the source
    of a triggered ability not yet gone from the stack goes to its owner's graveyard."""
    zero = [o for o in game.battlefield() if "battle" in game.chars(o).card_types and o.counters.get("defense", 0) <= 0]
    if not zero:
        return []
    from .triggers import check_events

    check_events(game)  # abilities that triggered on events just recorded (its enter trigger...)
    return [o for o in zero if not _source_of_waiting_trigger(game, o)]


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    """310.11b: "exile it, then you may cast it transformed without paying its mana cost"."""
    from .casting import put_on_stack_as_cast
    from .entering import move_to_zone

    if effect["type"] != "siege_defeated":  # pragma: no cover - dispatch guards this
        return
    # "it": the permanent the ability triggered from, if it's still that object (400.7)
    if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation"):
        return
    move_to_zone(game, source, "exile")
    if source.token or source.zone != "exile" or getattr(source, "back", None) is None:
        return  # a token isn't a card to cast (111.1); a card with no back face can't be cast transformed
    if game.choose("may", source.id, ["yes", "no"]) != "yes":
        return
    # 712.8c, 712.11a: the spell is put on the stack with its back face up; 608.2g: cast while the
    # ability resolves, so timing permissions don't apply; 118.9: without paying its mana cost.
    source.transformed = True  # type: ignore[attr-defined]
    put_on_stack_as_cast(game, source, game.chars(source), item.controller, {"costs": "without_paying"})
