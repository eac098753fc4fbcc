"""Effects of resolving spells that last for the turn and the turn's history they read.

- Players and groups of permanents gaining keywords until end of turn ("You and permanents you
  control gain hexproof from blue and from black until end of turn"): a player's abilities are
  kept in ``game.player_effects`` and read by ``keywords.player_keywords`` (702.11c-d); the
  permanents affected are locked in as the effect begins (611.2c).
- "Spells you control can't be countered this turn" and "Prevent all combat damage that would be
  dealt this turn" change the rules, so they also apply to spells cast and creatures that enter
  after they began (611.2c); with the static "This spell can't be countered.", the first makes an
  instruction to counter the spell do nothing (101.2).
- "Creatures you control get +2/+1 until end of turn": the set is locked in too (611.2c).
- The spells each player cast this turn, with their colors and types as cast (601.2i; a copy of a
  spell isn't cast, 707.10), for conditions like "if an opponent has cast a blue or black spell
  this turn".
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any
from ..state.hooks import provides
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "cant_be_countered_self")


KINDS = ("gain_keywords_group", "modify_pt_group", "cant_be_countered_this_turn", "prevent_combat_damage_this_turn",
         "if_cast_this_turn")


# (Its Oracle templates: text/turn_text.py.)


# -- resolving ------------------------------------------------------------------------------------

def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "gain_keywords_group":
        _gain_keywords_group(game, effect, item)
    elif kind == "modify_pt_group":
        _modify_pt_group(game, effect, item)
    elif kind == "prevent_combat_damage_this_turn":
        game.turn_rules.append({"rule": "prevent_combat_damage", "turn": game.turn_number, "source": item.id,
                                "except_subtypes": list(effect.get("except_subtypes", []))})
    elif kind == "cant_be_countered_this_turn":
        game.turn_rules.append({"rule": "cant_be_countered", "controller": item.controller,
                                "turn": game.turn_number, "source": item.id})
    elif kind == "if_cast_this_turn":
        if _opponent_cast(game, item.controller, effect["spell"]):
            from .resolution import perform as perform_inner

            perform_inner(game, effect["effect"], item, source)


def _gain_keywords_group(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    from ..state.layers import ContinuousEffect
    from ..text.oracle import _keyword, keyword_ability

    texts = list(effect["keywords"])
    if effect["player"]:  # a player's abilities: not an object's characteristics (702.11c-d)
        for text in texts:
            game.player_effects.append({"player": item.controller, "grant": _keyword(text),
                                        "text": keyword_ability(text).text, "duration": effect["duration"],
                                        "source": item.id})
    if "permanents" not in effect:
        return
    # 611.2c: the permanents affected are those the filter matches now; later ones aren't affected.
    affected = {(o.id, o.incarnation) for o in game.battlefield()
                if game.matches(o, effect["permanents"], item.controller)}
    if not affected:
        return
    granted = [keyword_ability(t) for t in texts]

    def add(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), affected, add, duration=effect["duration"],
                                         source=item.id, description="gains " + ", ".join(texts)))


def _modify_pt_group(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Layer 7c (613.4c); 611.2c: only the permanents the filter matches as the effect begins."""
    from ..state.layers import ContinuousEffect

    affected = {(o.id, o.incarnation) for o in game.battlefield()
                if game.matches(o, effect["permanents"], item.controller)}
    dp, dt = effect["power"], effect["toughness"]

    def apply(ch: "Characteristics", o: "GameObject") -> None:
        if ch.power is not None and ch.toughness is not None:
            ch.power += dp
            ch.toughness += dt

    game.effects.append(ContinuousEffect("7c", game.next_timestamp(), affected, apply, duration=effect["duration"],
                                         source=item.id, description=f"{dp:+d}/{dt:+d}"))


def combat_damage_prevented(game: "Game", source_chars: "Characteristics | None" = None) -> bool:
    """'Prevent all combat damage that would be dealt this turn' (615.1a): a rules change, so it
    covers creatures that weren't on the battlefield when it began (611.2c); '... by creatures other
    than Werewolves and Wolves' spares damage from a source with one of those subtypes."""
    for r in game.turn_rules:
        if r["rule"] != "prevent_combat_damage" or r["turn"] != game.turn_number:
            continue
        spared = r.get("except_subtypes") or []
        if spared and source_chars is not None and any(t in source_chars.subtypes for t in spared):
            continue
        return True
    return False


@provides("end_of_turn")
def end_of_turn(game: "Game") -> None:
    """514.2: players' abilities 'until end of turn' end in the cleanup step."""
    game.player_effects = [e for e in game.player_effects if e["duration"] != "end_of_turn"]


# -- the turn's history ---------------------------------------------------------------------------

def record_cast(game: "Game", obj: "GameObject", player: str) -> None:
    """601.2i: the spell became cast; its colors and types are those it has on the stack."""
    ch = game.chars(obj)
    game.spells_cast.append({"turn": game.turn_number, "player": player, "object": obj.id,
                             "colors": list(ch.colors), "card_types": list(ch.card_types)})


def _opponent_cast(game: "Game", player: str, spell: dict[str, Any]) -> bool:
    opponents = game.opponents(player)
    for cast in game.spells_cast:
        if cast["turn"] != game.turn_number or cast["player"] not in opponents:
            continue
        if "colors_any" in spell and not any(c in cast["colors"] for c in spell["colors_any"]):
            continue
        if "types_any" in spell and not any(t in cast["card_types"] for t in spell["types_any"]):
            continue
        return True
    return False


# -- countering (701.6) ---------------------------------------------------------------------------

def cant_be_countered(game: "Game", item: "StackItem") -> bool:
    """101.2: an effect saying the spell can't be countered wins over one saying to counter it."""
    if item.kind != "spell":
        return False
    obj = game.objects.get(item.id)
    if obj is not None and any(a.kind == "static" and a.spec.get("rule") == "cant_be_countered_self"
                               for a in game.chars(obj).abilities):
        return True
    return any(r["rule"] == "cant_be_countered" and r["turn"] == game.turn_number
               and r["controller"] == item.controller for r in game.turn_rules)
