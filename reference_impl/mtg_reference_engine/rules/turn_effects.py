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


KINDS = ("gain_keywords_group", "modify_pt_group", "set_base_pt_group", "animate_group", "animate_target", "animate_self_with_ability", "cant_be_countered_this_turn", "prevent_combat_damage_this_turn",
         "if_cast_this_turn")


# (Its Oracle templates: text/turn_text.py.)


# -- resolving ------------------------------------------------------------------------------------

def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "gain_keywords_group":
        _gain_keywords_group(game, effect, item)
    elif kind == "modify_pt_group":
        _modify_pt_group(game, effect, item)
    elif kind == "set_base_pt_group":
        _set_base_pt_group(game, effect, item)
    elif kind == "animate_group":
        _animate_group(game, effect, item)
    elif kind == "animate_target":
        _animate_target(game, effect, item)
    elif kind == "animate_self_with_ability":
        _animate_self_with_ability(game, effect, item, source)
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


def _animate_group(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """613.6, 611.2c: "each noncreature artifact you control becomes a 4/4 artifact creature until end
    of turn": the permanents are those the filter matches as it resolves; the type-changing part
    (layer 4, 205.1a: the new card types replace the old) and the power/toughness-setting part (7b)
    apply to that same set, though they are no longer noncreature artifacts by layer 7b."""
    from ..state.layers import ContinuousEffect

    affected = {(o.id, o.incarnation) for o in game.battlefield()
                if game.matches(o, effect["permanents"], item.controller)}
    types, p, t = list(effect["card_types"]), effect["power"], effect["toughness"]

    def retype(ch: "Characteristics", o: "GameObject") -> None:
        ch.card_types = list(types)

    def set_pt(ch: "Characteristics", o: "GameObject") -> None:
        ch.power, ch.toughness = p, t

    ts = game.next_timestamp()
    game.effects.append(ContinuousEffect("4", ts, affected, retype, duration=effect["duration"], source=item.id,
                                         description="becomes " + " ".join(types)))
    game.effects.append(ContinuousEffect("7b", ts, set(affected), set_pt, duration=effect["duration"],
                                         source=item.id, description=f"{p}/{t}"))


def _animate_target(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """"Until end of turn, target land becomes a 3/3 creature that's still a land": the creature type
    is added to its types (205.1b, layer 4) and its power and toughness set (7b), one timestamp."""
    from ..state.layers import ContinuousEffect
    from .targeting import still_legal

    objs = [game.obj(t["object"]) for spec, t in zip(effect["targets"], item.targets)
            if "object" in t and still_legal(game, item, spec, t)]  # 608.2b
    if not objs:
        return
    affected = {(o.id, o.incarnation) for o in objs}
    add, p, t = list(effect["add_types"]), effect["power"], effect["toughness"]

    def retype(ch: "Characteristics", o: "GameObject") -> None:
        ch.card_types = list(ch.card_types) + [x for x in add if x not in ch.card_types]

    def set_pt(ch: "Characteristics", o: "GameObject") -> None:
        ch.power, ch.toughness = p, t

    ts = game.next_timestamp()
    game.effects.append(ContinuousEffect("4", ts, affected, retype, duration=effect["duration"], source=item.id,
                                         description="becomes a " + " ".join(add)))
    game.effects.append(ContinuousEffect("7b", ts, set(affected), set_pt, duration=effect["duration"],
                                         source=item.id, description=f"{p}/{t}"))


def _animate_self_with_ability(game: "Game", effect: dict[str, Any], item: "StackItem",
                               source: "GameObject | None") -> None:
    """"Until end of turn, this land becomes a black and green Plant Zombie creature with '[This
    creature's power and toughness are each equal to ...]'. It's still a land." (613.6): the types
    (layer 4, the land type kept, 205.1b), the colors (5), the quoted ability (6) and the power and
    toughness it sets, applied in layer 7b with this effect's timestamp — a granted ability is no
    characteristic-defining ability (604.3a) — and counted whenever they are determined."""
    from ..state.layers import ContinuousEffect
    from ..text.oracle import parse_granted
    from .cda import _count

    incarnation = (item.trigger or {}).get("source_incarnation", item.source_incarnation)
    if source is None or source.zone != "battlefield" or (incarnation is not None and incarnation != source.incarnation):
        return
    me = {(source.id, source.incarnation)}
    colors, subtypes = list(effect["colors"]), list(effect["subtypes"])
    granted = parse_granted(effect["gain_ability_text"])
    counts = [a.spec for a in granted if a.kind == "static" and a.spec.get("rule") == "cda_pt"]

    def retype(ch: "Characteristics", o: "GameObject") -> None:
        ch.card_types = list(ch.card_types) + (["creature"] if "creature" not in ch.card_types else [])
        ch.subtypes = list(ch.subtypes) + [x for x in subtypes if x not in ch.subtypes]

    def recolor(ch: "Characteristics", o: "GameObject") -> None:
        ch.colors = list(colors)

    def gain(ch: "Characteristics", o: "GameObject") -> None:
        ch.abilities = ch.abilities + granted

    def set_pt(ch: "Characteristics", o: "GameObject") -> None:
        for spec in counts:
            n = _count(game, o, spec["count"])
            ch.power, ch.toughness = n + spec["plus"][0], n + spec["plus"][1]

    ts = game.next_timestamp()
    for layer, fn, what in (("4", retype, "becomes a creature"), ("5", recolor, "becomes " + " and ".join(colors)),
                            ("6", gain, "gains an ability"), ("7b", set_pt, "P/T from the gained ability")):
        game.effects.append(ContinuousEffect(layer, ts, set(me), fn, duration=effect["duration"], source=item.id,
                                             description=what))


def _set_base_pt_group(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Layer 7b (613.4b): "have base power and toughness N/N"; 611.2c: only the permanents the filter
    matches as the effect begins."""
    from ..state.layers import ContinuousEffect

    affected = {(o.id, o.incarnation) for o in game.battlefield()
                if game.matches(o, effect["permanents"], item.controller)}
    p, t = effect["power"], effect["toughness"]

    def apply(ch: "Characteristics", o: "GameObject") -> None:
        if ch.power is not None and ch.toughness is not None:
            ch.power, ch.toughness = p, t

    game.effects.append(ContinuousEffect("7b", game.next_timestamp(), affected, apply, duration=effect["duration"],
                                         source=item.id, description=f"base {p}/{t}"))


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
    from .control import update

    update(game)  # 514.2: a control effect "until end of turn" has ended: the previous controller again


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
    from .tree_statics import uncounterable

    if uncounterable(game, item):  # "Creature spells can't be countered." (a permanent's, read from the tree)
        return True
    return any(r["rule"] == "cant_be_countered" and r["turn"] == game.turn_number
               and r["controller"] == item.controller for r in game.turn_rules)
