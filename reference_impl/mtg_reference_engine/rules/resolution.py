"""Resolving spells and abilities (608) and the effects they create (609-611)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import (ability_removal, attachments, battles, cast_keywords, color_change, combat_effects, combat_keywords, enchant,
               lands, spell_effects, turn_effects)
from .copy import become_copy
from . import ability_effects  # noqa: I001 - effects on an ability's source and target
from . import instructions  # instructions read from the grammar's typed tree (608.2c)
from . import rules_effects
from . import enters_keywords, extort, group_effects, monarch, undying, zone_abilities
from . import backup, firebending, graft, ingest, mobilize, speed  # 702.165, 702.189, 702.58, 702.115, 702.181, 702.179 (branch kw3)
from . import enter_control, keyword_costs, waterbend  # damage of an amount chosen as it resolves (120.3, 615.12), waterbend (701.67; branch costs)
from . import station  # station (702.184), station cards (721; branch station)
from .entering import carry_spell_effects, enter_battlefield, move_to_zone
from ..state.layers import ContinuousEffect
from ..text.oracle import keyword_ability
from ..state.support import executes
from .targeting import still_legal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

PERMANENT_TYPES = ("artifact", "battle", "creature", "enchantment", "land", "planeswalker")


def resolve_top(game: "Game") -> None:
    item = game.stack.pop()
    if item.kind == "spell":
        _resolve_spell(game, item)
    else:
        from .object_words import that_player_now

        with that_player_now(game, item.trigger):  # 'that player controls' (branch filtlay)
            _resolve_ability(game, item)


def _targets_all_illegal(game: "Game", item: "StackItem", specs: list[dict[str, Any]]) -> bool:
    """608.2b: a spell or ability with targets doesn't resolve if every target is illegal."""
    if not specs or not item.targets:  # 601.2c: "up to one target" with none chosen: no targets
        return False
    return not any(still_legal(game, item, s, t) for s, t in zip(specs, item.targets))


def _resolve_spell(game: "Game", item: "StackItem") -> None:
    obj = game.obj(item.id)
    cast_keywords.bestow_resolving(game, item, obj)  # 702.103e
    if item.cost_paid.get("bargained"):
        obj.bargained_incarnation = obj.incarnation  # type: ignore[attr-defined]  # 702.166b: the spell resolving
    ch = game.chars(obj)
    if any(t in ch.card_types for t in PERMANENT_TYPES):
        # 608.3: a permanent spell becomes a permanent under its controller's control.
        aura_specs = attachments.aura_target_specs(ch)
        if aura_specs and _targets_all_illegal(game, item, aura_specs):
            move_to_zone(game, obj, "graveyard")  # 608.3b: an Aura spell with an illegal target
            return
        game.current_x = item.x
        if obj.spell_copy:  # 707.10f, 608.3f: a copy of a permanent spell becomes a token
            obj.spell_copy, obj.token = False, True
        carry_spell_effects(game, obj)  # 400.7a
        cast_keywords.enters_face_down(obj)  # 708.3: a face-down spell becomes a face-down permanent
        cast_keywords.entering_from_stack(obj)  # 718.3b, 702.103b
        # 702.33d: "if it was kicked" as it enters (its replacement effects, 614.1c): this spell's object
        game.entering_kicked = obj.id if item.cost_paid.get("kicked") else None
        game.entering_kick_count = item.cost_paid.get("times_kicked", 0)
        from . import cast_origin  # branch cond3: where it was cast from (601.2a, 608.3)

        cast_origin.entering(game, obj, item)
        try:
            enter_battlefield(game, obj, item.controller, cause=f"resolve:{obj.id}")
        finally:
            game.current_x = None
            game.entering_kicked = None
            game.entering_cast_origin = None
        if obj.zone == "battlefield":
            cast_origin.record(game, obj, item)
        cast_keywords.entered_from_stack(obj, item)  # 718.4, 702.166b
        if item.cost_paid.get("kicked") and obj.zone == "battlefield":
            # 702.33d: "if it was kicked" — the permanent a kicked spell became (that object only, 400.7)
            obj.kicked_incarnation = obj.incarnation  # type: ignore[attr-defined]
            obj.kicker_costs = list(item.cost_paid.get("kicker_costs") or [])  # type: ignore[attr-defined]  # 607.2i
        cast_keywords.entered(game, obj)  # evoke (702.74a), dash (702.109a)
        if aura_specs:  # 303.4f: it enters attached to the object or player it targeted
            target = item.targets[0]
            attachments.attach(game, obj, target.get("object") or target["player"])
        return
    effects = spell_effects.spell_effects(game, ch, item.modes)  # 700.2: the chosen modes only
    effects += item.cost_paid.get("spliced_effects", [])  # 702.47c: the text spliced onto it
    specs = item.target_specs if item.target_specs is not None else spell_effects.targets_of(effects)
    if not _targets_all_illegal(game, item, specs):
        spell_effects.perform_effects(game, effects, item, obj)
    finish_spell(game, item, obj)


def finish_spell(game: "Game", item: "StackItem", obj: "GameObject") -> None:
    """The end of an instant or sorcery spell's resolution (608.2n); also after a subgame it created ended
    (728.5, rules/subgames.py; branch subgame)."""
    # 608.2n ("exile this spell" instead: 608.2c); a copy of a spell then ceases to exist (707.10a)
    exile = (getattr(item, "context", None) or {}).get("exile_self")
    if obj.zone == "stack":  # 608.2n: unless its own instructions moved it ("shuffle it into its owner's library")
        move_to_zone(game, obj, cast_keywords.resolved_spell_zone(game, item, obj, "exile" if exile else "graveyard"))


def _resolve_ability(game: "Game", item: "StackItem") -> None:
    effect = item.ability.spec["effect"]
    # 601.2c: "up to N targets": one spec per chosen target
    if _targets_all_illegal(game, item, spell_effects.expand_specs(effect.get("targets", []), len(item.targets))):
        return  # 608.2b: it doesn't resolve
    # 707.10b: how many times this ability has resolved this turn (a copy is the same ability)
    counts = game.__dict__.setdefault("ability_resolutions", {})
    key = rules_effects.ability_key(game, item)
    counts[key] = counts.get(key, 0) + 1
    source = game.obj(item.source) if item.source else None
    perform(game, effect, item, source)


def _affected(obj: "GameObject") -> set[tuple[str, int]]:
    return {(obj.id, obj.incarnation)}


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "modify_pt":
        for spec, target in zip(effect["targets"], item.targets):
            if "object" not in target or not still_legal(game, item, spec, target):
                continue  # 608.2b: illegal targets are unaffected
            obj = game.obj(target["object"])
            dp, dt = effect["power"], effect["toughness"]

            def apply(ch: "Characteristics", o: "GameObject", dp: int = dp, dt: int = dt) -> None:
                if ch.power is not None and ch.toughness is not None:
                    ch.power += dp
                    ch.toughness += dt

            ts = game.next_timestamp()
            game.effects.append(ContinuousEffect("7c", ts, _affected(obj), apply,
                                                 duration=effect["duration"], source=item.id,
                                                 description=f"{dp:+d}/{dt:+d}"))
            if effect.get("keywords"):
                # 613.6: the same effect's "gains [keyword]" part applies in layer 6, same timestamp
                granted = [keyword_ability(k) for k in effect["keywords"]]

                def add(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
                    ch.abilities = ch.abilities + granted

                game.effects.append(ContinuousEffect("6", ts, _affected(obj), add, duration=effect["duration"],
                                                     source=item.id,
                                                     description="gains " + ", ".join(effect["keywords"])))
    elif kind == "animate_self":
        if source is None or source.zone != "battlefield":
            return
        x = item.x or 0
        power = x if effect["power"] == "X" else int(effect["power"])
        toughness = x if effect["toughness"] == "X" else int(effect["toughness"])
        types, subtypes = list(effect["card_types"]), list(effect["subtypes"])

        def set_types(ch: "Characteristics", o: "GameObject") -> None:
            ch.card_types = list(types)  # 205.1a: "becomes a [type]" replaces the old types
            ch.subtypes = list(subtypes)

        def set_pt(ch: "Characteristics", o: "GameObject") -> None:
            ch.power, ch.toughness = power, toughness

        ts = game.next_timestamp()
        game.effects.append(ContinuousEffect("4", ts, _affected(source), set_types, duration=effect["duration"],
                                             source=item.id, description="becomes " + " ".join(subtypes + types)))
        game.effects.append(ContinuousEffect("7b", ts, _affected(source), set_pt, duration=effect["duration"],
                                             source=item.id, description=f"{power}/{toughness}"))
    elif kind == "become_copy":
        if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation", source.incarnation):
            return  # the permanent that would become a copy is gone
        original_id = item.trigger.get("object")
        original = game.objects.get(original_id) if original_id else None
        if original is not None and original.zone == "battlefield" and original.incarnation == item.trigger.get("incarnation"):
            values: Any = original
        else:
            values = game.lki.get((original_id, item.trigger.get("incarnation")))  # 608.2h
            if values is None:
                return
        become_copy(game, source, values, effect.get("exceptions", []), item.ability)
    elif kind == "draw":
        count = effect["count"]
        game.draw(item.controller, (item.x or 0) if count == "X" else count)  # 107.3m, 107.3i
    elif kind == "gain_life":
        from .player_replacements import gain_life

        # 119.9, 119.10: a life-gain event ("whenever you gain life" sees it), through its replacements
        gain_life(game, item.controller, effect["amount"])  # (branch replace)
    elif (module := EFFECT_MODULES.get(kind)) is not None:
        module.perform(game, effect, item, source)
    else:  # spells' effects and copying (707.10)
        spell_effects.perform_more(game, effect, item, source)


#: The modules that perform the other kinds of effect, each listing its kinds in ``KINDS``:
#: effects on an ability's source and target, the rules-text templates, combat (510, 615, 701.19),
#: the turn's effects (611.2c), enchant (702.5), lands (305), battles (310.11b), losing abilities
#: (613.1f) and changing colors (105.3).
_PERFORMERS = (ability_effects, rules_effects, combat_effects, turn_effects, enchant, lands, battles, ability_removal,
               color_change, instructions, cast_keywords, combat_keywords, group_effects, undying, zone_abilities,
               enters_keywords, extort, monarch, speed, backup, graft, mobilize, firebending, ingest,
               keyword_costs, waterbend, enter_control, station)  # station: branch station; monarch: lead16; keyword_costs, waterbend, enter_control: branch costs; the rest: kw3
EFFECT_MODULES = {kind: module for module in _PERFORMERS for kind in module.KINDS}
# One module performs each kind: a kind two modules claimed would silently run the last one's code.
_HERE = ("modify_pt", "animate_self", "become_copy", "draw", "gain_life")  # performed by perform() itself
_TWICE = sorted({kind for kind in EFFECT_MODULES if sum(kind in m.KINDS for m in _PERFORMERS) > 1}
                | (set(EFFECT_MODULES) & set(_HERE + tuple(spell_effects.KINDS))))
if _TWICE:
    raise RuntimeError(f"effect kinds performed by two rules modules: {', '.join(_TWICE)}")
# What resolving executes (support.py): the kinds above, those done here, and spell_effects' (perform_more).
executes("effect", *_HERE, *EFFECT_MODULES, *spell_effects.KINDS)
