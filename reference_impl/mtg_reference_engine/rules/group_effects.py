"""The effects the Comprehensive Rules' examples of chapters 1-7 needed beyond the other modules
(issue 16), most of them on every object of a kind or on players: "destroy all creatures" (701.8a,
701.19c), "draw a card for each ..." (121.2), exchanging control (701.12a), "each player sacrifices
a creature of their choice" in APNAP order (101.4), "each player discards their hand, then draws
seven cards", "each opponent loses N life and you gain N life", "sacrifice this. If you do, ..."
(118.12), "transform all Humans" (712.9), "you win the game" (104.2a), Arc Trail's two damage targets
(115.3) and Redirect's new targets (115.7d-e), Awe Strike's prevention on a source (615.1a, 120.4d),
Minsc's "base power and toughness X/X and becomes a Giant" (613.4b), aura swap (702.65), added
upkeep steps (500.10), Concerted Effort's shared keywords (702.1c); the statics "creatures with no
abilities get +2/+2" (113.12), "all lands are 1/1 creatures that are still lands" (205.1b),
"attacking creatures you control get +N/+0", "[Werewolves] you control have [menace]", "each creature
you control is the chosen type" (613.1d-f, 613.4c); and the replacements of Worship (120.4d) and
Lich's Mirror (704.7). Their Oracle templates: text/group_text.py.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.layers import ContinuousEffect, provides, static_sources
from ..state.support import checks, executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

KINDS = ("draw_for_each", "exchange_control", "each_player_sacrifices",
         "each_player_discards_hand_then_draws", "opponents_lose_you_gain",
         "sacrifice_self_if_you_do", "each_opponent_of_that_player_draws", "transform_all",
         "damage_each_target", "choose_new_targets_for_target",
         "prevent_next_from_source_gain_life", "base_pt_x_and_subtype", "aura_swap",
         "additional_upkeep_steps", "share_keywords", "pump_then_destroy_at_end_step", "destroy_object")
RULES = ("anthem_no_abilities", "animate_all", "anthem_attacking", "group_has_keyword", "group_is_chosen_type",
         "animate_enchanted_artifact", "animate_noncreature_artifacts", "cast_only_before_step")
# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", *RULES)
executes("replacement", "life_floor_one", "lose_game_instead_restart", "lose_game_instead_exile_self")

#: 103.4: each player's starting life total in a two-player game (the only kind the engine plays).
STARTING_LIFE = 20
executes("keyword", "aura swap")


def _creature_types_only(spec: dict[str, Any]) -> str | None:
    """The group a "[Werewolves] you control have ..." ability names must be a creature type (205.3m)."""
    from ..state.creature_types import CREATURE_TYPES

    bad = [t for t in spec.get("subtypes", []) if t not in CREATURE_TYPES]
    return f"{', '.join(bad)} is not a creature type this engine knows" if bad else None


checks("rule", "group_has_keyword", _creature_types_only)


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "draw_for_each":
        # 121.2: the number is counted once, as the effect resolves
        count = sum(1 for p in game.battlefield() if game.matches(p, effect["filter"], item.controller, source))
        game.draw(item.controller, count)
    elif kind == "each_player_sacrifices":
        from ..state.game import Illegal
        from .entering import move_to_zone

        # 101.4: the active player chooses first, then each other player in turn order (each
        # choice a 'sacrifice' choice of the spell or ability, in that order); then all the chosen
        # permanents are sacrificed at the same time (701.21a)
        chosen = []
        for player in game.apnap():
            mine = [p.id for p in game.battlefield()
                    if p.controller == player and game.matches(p, effect["filter"], player, source)]
            if not mine:
                continue
            answer = game.choose("sacrifice", item.source or item.id, None)
            answer = answer if isinstance(answer, list) else [answer]
            if len(answer) != 1 or answer[0] not in mine:
                raise Illegal(f"{player} must choose one of their own: {', '.join(mine)} (101.4: in APNAP order)")
            chosen.append(game.obj(answer[0]))
        for p in chosen:
            move_to_zone(game, p, "graveyard")
    elif kind == "each_player_discards_hand_then_draws":
        from .entering import move_to_zone

        # 701.9a: every player discards their whole hand (at the same time: no choice to make),
        # then each draws, in APNAP order (101.4); no state-based action is checked meanwhile (704.4)
        for card in [o for o in game.objects.values() if o.zone == "hand"]:
            move_to_zone(game, card, "graveyard")
        for player in game.apnap():
            game.draw(player, effect["count"])
    elif kind == "opponents_lose_you_gain":
        for player in game.opponents(item.controller):  # 119.3
            game.players[player].life -= effect["lose"]
        from .player_replacements import gain_life

        gain_life(game, item.controller, effect["gain"])  # 119.10 through its replacements (branch replace)
    elif kind == "sacrifice_self_if_you_do":
        from .entering import move_to_zone
        from .resolution import perform as perform_effect

        # 118.12: "sacrifice this. If you do, ...": a cost paid as the ability resolves; if its
        # source is gone (or is another object now, 400.7) it can't be paid, and nothing follows
        incarnation = item.trigger.get("source_incarnation", item.source_incarnation)
        if (source is None or source.zone != "battlefield" or source.incarnation != incarnation
                or source.controller != item.controller):
            return
        move_to_zone(game, source, "graveyard")  # 701.21a
        perform_effect(game, effect["then"], item, source)
    elif kind == "each_opponent_of_that_player_draws":
        player = item.trigger["player"]  # "that player": the one whose action triggered it
        for opponent in game.apnap():
            if opponent != player:
                game.draw(opponent, effect["count"])
    elif kind == "transform_all":
        from .rules_effects import transform

        # 701.27a: each permanent with the subtype transforms; 712.9, 701.27c: only one represented
        # by a double-faced card (one copying another object still is), others do nothing
        for p in game.battlefield():
            if all(t in game.chars(p).subtypes for t in effect["subtypes"]) and getattr(p, "back", None) is not None:
                transform(game, p)
    elif kind == "damage_each_target":
        from . import damage
        from .targeting import still_legal

        # 120.3, 608.2b: each legal target is dealt its amount, all in one damage event
        if source is None:
            return
        chars, controller = damage.source_view(game, source, item.source_incarnation if item.source else None)
        if item.kind == "spell":
            controller = item.controller
        damage.deal(game, [damage.Packet(source, chars, controller, t, n)
                           for spec, t, n in zip(effect["targets"], item.targets, effect["amounts"])
                           if still_legal(game, item, spec, t)])
    elif kind == "choose_new_targets_for_target":
        from .copy_spells import choose_new_targets, stack_item
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0]
        if not still_legal(game, item, spec, target):
            return
        spell = stack_item(game, target["object"])
        # 115.7d: "you may": the fixture's new target list (null keeps them); 115.7e: only the final
        # set of targets is evaluated
        if spell is not None:
            choose_new_targets(game, spell)
    elif kind == "prevent_next_from_source_gain_life":
        from .damage import source_shields
        from .targeting import still_legal

        # 615.1a: a shield on the creature as a source, for its next damage event this turn; the
        # spell's controller gains the life prevented as part of that event (120.4d)
        spec, target = effect["targets"][0], item.targets[0]
        if "object" in target and still_legal(game, item, spec, target):
            obj = game.obj(target["object"])
            source_shields(game).append({"source": obj.id, "incarnation": obj.incarnation,
                                         "turn": game.turn_number, "gain_to": item.controller})
    elif kind == "base_pt_x_and_subtype":
        from ..state.layers import ContinuousEffect as Effect
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0]
        if "object" not in target or not still_legal(game, item, spec, target):
            return  # 608.2b
        obj = game.obj(target["object"])
        x, subtypes = item.x or 0, list(effect["subtypes"])
        affected = {(obj.id, obj.incarnation)}
        ts = game.next_timestamp()

        def add_types(ch: "Characteristics", o: "GameObject") -> None:
            ch.subtypes = list(ch.subtypes) + [t for t in subtypes if t not in ch.subtypes]  # 205.1b

        def set_base(ch: "Characteristics", o: "GameObject") -> None:
            ch.power, ch.toughness = x, x  # 613.4b

        game.effects.append(Effect("4", ts, affected, add_types, duration=effect["duration"], source=item.id,
                                   description="becomes " + " ".join(subtypes) + " in addition"))
        game.effects.append(Effect("7b", ts, affected, set_base, duration=effect["duration"], source=item.id,
                                   description=f"base power and toughness {x}/{x}"))
    elif kind == "aura_swap":
        _aura_swap(game, item, source)
    elif kind == "additional_upkeep_steps":
        from .turns import add_upkeep_steps_after_this_phase

        add_upkeep_steps_after_this_phase(game, int(item.trigger.get("amount", 0)))
    elif kind == "share_keywords":
        _share_keywords(game, effect, item)
    elif kind == "pump_then_destroy_at_end_step":
        from .resolution import perform as perform_effect
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
        if "object" not in target or not still_legal(game, item, spec, target):
            return  # 608.2b
        perform_effect(game, {"type": "modify_pt", "power": effect["power"], "toughness": effect["toughness"],
                              "duration": "end_of_turn", "targets": [spec]}, item, source)
        obj = game.obj(target["object"])
        # 603.7a: a delayed triggered ability; 700.7: "that creature" is that object, a creature or not
        game.delayed_triggers = list(getattr(game, "delayed_triggers", [])) + [{
            "step": "end", "object": obj.id, "incarnation": obj.incarnation, "controller": item.controller,
            "source": item.source or item.id, "effect": {"type": "destroy_object", "targets": []},
            "text": "Destroy that creature at the beginning of the next end step."}]
    elif kind == "destroy_object":
        from .damage import destroy

        obj = game.objects.get(item.trigger.get("object"))
        if obj is not None and obj.zone == "battlefield" and obj.incarnation == item.trigger.get("incarnation"):
            destroy(game, obj)  # 701.8a; 700.7: whatever it is now
    elif kind == "exchange_control":
        from .control import exchange_control

        exchange_control(game, effect, item)


def _mine(ability) -> bool:
    return ability.kind == "static" and ability.spec.get("rule") in RULES


def _effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    if obj.zone != "battlefield":
        return []
    me = {(obj.id, obj.incarnation)}
    out: list[ContinuousEffect] = []
    for source, spec in static_sources(game, "group_statics", _mine):
        if spec["rule"] == "animate_all":
            out += _animate_all(source, spec, me)
            continue
        if spec["rule"] == "group_has_keyword":
            out.append(_group_has_keyword(source, spec, me))
            continue
        if spec["rule"] == "animate_enchanted_artifact":
            if source.attached_to == obj.id:
                out += _animate_enchanted_artifact(game, source, me)
            continue
        if spec["rule"] == "animate_noncreature_artifacts":
            out += _animate_enchanted_artifact(game, source, me)  # every artifact that isn't a creature
            continue
        if spec["rule"] == "cast_only_before_step":
            continue  # a rule of casting (can_cast_now), not a continuous effect
        if spec["rule"] == "group_is_chosen_type":
            out.append(_group_is_chosen_type(source, me))
            continue
        if spec["rule"] == "anthem_attacking":
            out.append(_anthem_attacking(game, source, spec, me))
            continue

        def no_abilities(ch: "Characteristics", o: "GameObject", spec=spec, source=source) -> None:
            # 113.12, 613.4c: whether it has abilities is seen after layer 6 (what ``ch`` holds at
            # layer 7c); a characteristic set or a quality stated by an effect ("is red", "can't be
            # blocked") is no ability
            if ch.abilities or ch.power is None or ch.toughness is None:
                return
            if not all(t in ch.card_types for t in spec["filter"].get("types", [])):
                return
            if spec["filter"].get("controller") == "you" and o.controller != source.controller:
                return
            ch.power += spec["power"]
            ch.toughness += spec["toughness"]

        out.append(ContinuousEffect("7c", source.timestamp, me, no_abilities, source=source.id,
                                    description=f"{spec['power']:+d}/{spec['toughness']:+d} with no abilities"))
    return out


def _animate_enchanted_artifact(game: "Game", source: "GameObject", me: set) -> list[ContinuousEffect]:
    """Animate Artifact: "As long as enchanted artifact isn't a creature, it's an artifact creature with
    power and toughness each equal to its mana value": checked in layer 4 (613.1d) — if it's no
    creature there, it becomes one, and its base power and toughness are set in layer 7b (613.4b).
    March of the Machines' "Each noncreature artifact is an artifact creature with ..." is the same
    effect on every artifact; an artifact enchantment becomes an artifact enchantment creature (205.1b)."""
    from ..state.layers import characteristics
    from .mana import mana_value

    def not_a_creature_without_this(o: "GameObject") -> bool:
        # its types as layer 4 leaves them without this module's effects (the provider's guard)
        if getattr(game, "_in_group_statics", False):
            return False
        game._in_group_statics = True
        try:
            return "creature" not in characteristics(game, o, upto="4").card_types
        finally:
            game._in_group_statics = False

    def animate(ch: "Characteristics", o: "GameObject") -> None:
        if "artifact" in ch.card_types and "creature" not in ch.card_types:
            ch.card_types = list(ch.card_types) + ["creature"]

    def set_pt(ch: "Characteristics", o: "GameObject") -> None:
        if "artifact" in ch.card_types and "creature" in ch.card_types and not_a_creature_without_this(o):
            # 202.3: its mana cost is a copiable value (layer 1), fixed before this layer
            ch.power = ch.toughness = mana_value(characteristics(game, o, upto="1b").mana_cost)

    return [ContinuousEffect("4", source.timestamp, me, animate, source=source.id, description="is an artifact creature",
                             data={"types_choose_affected": True}),  # 613.8a: see state/layers._dependents_last
            ContinuousEffect("7b", source.timestamp, me, set_pt, source=source.id, description="P/T = mana value")]


def can_cast_now(game: "Game", ch: "Characteristics") -> str | None:
    """601.3: "Cast this spell only before the combat damage step": why it can't be cast now, or None."""
    from .turns import STEPS

    for a in ch.abilities:
        if a.kind == "static" and a.spec.get("rule") == "cast_only_before_step":
            if STEPS.index(game.step) >= STEPS.index(a.spec["step"]):
                return f"this spell can be cast only before the {a.spec['step'].replace('_', ' ')} step (601.3)"
    return None


def _group_has_keyword(source: "GameObject", spec: dict[str, Any], me: set) -> ContinuousEffect:
    """613.1f: "Werewolves you control have menace": the creatures of that subtype (as layer 4 left
    them) its controller controls have the keyword."""
    from ..text.oracle import keyword_ability

    granted = keyword_ability(spec["keyword"])

    def grant(ch: "Characteristics", o: "GameObject") -> None:
        if o.controller == source.controller and all(t in ch.subtypes for t in spec["subtypes"]) \
                and "creature" in ch.card_types:
            ch.abilities = ch.abilities + [granted]

    return ContinuousEffect("6", source.timestamp, me, grant, source=source.id,
                            description=f"{' '.join(spec['subtypes'])} you control have {spec['keyword']}")


def _group_is_chosen_type(source: "GameObject", me: set) -> ContinuousEffect:
    """205.1b, 613.1d: "Each creature you control is the chosen type in addition to its other
    types": the creature type its source's controller chose as it entered (607.2d), added in layer 4
    to each creature that player controls — a face-down one too (708.2: it keeps no other)."""
    from .chosen_type import _chosen

    def add(ch: "Characteristics", o: "GameObject") -> None:
        chosen = _chosen(source)
        if chosen and o.controller == source.controller and "creature" in ch.card_types \
                and chosen not in ch.subtypes:
            ch.subtypes = list(ch.subtypes) + [chosen]

    return ContinuousEffect("4", source.timestamp, me, add, source=source.id, description="is the chosen type")


def _anthem_attacking(game: "Game", source: "GameObject", spec: dict[str, Any], me: set) -> ContinuousEffect:
    """613.4c: "Attacking creatures you control get +3/+0": the creatures its controller controls that
    are attacking (declared as attackers and not removed from combat, 506.4)."""
    def pump(ch: "Characteristics", o: "GameObject") -> None:
        if (o.attacking_incarnation != o.incarnation or o.controller != source.controller
                or "creature" not in ch.card_types or ch.power is None or ch.toughness is None):
            return
        ch.power += spec["power"]
        ch.toughness += spec["toughness"]

    return ContinuousEffect("7c", source.timestamp, me, pump, source=source.id,
                            description=f"attacking: {spec['power']:+d}/{spec['toughness']:+d}")


def _animate_all(source: "GameObject", spec: dict[str, Any], me: set) -> list[ContinuousEffect]:
    """205.1b: "All lands are 1/1 creatures that are still lands": each land becomes a creature
    too, keeping all its card types, subtypes and supertypes (205.4b) — layer 4 — with base power
    and toughness 1/1 — layer 7b (613.4b). Which objects it affects is decided in layer 4 (613.6):
    a land then, whose land-ness no later layer changes."""
    types = spec["filter"]["types"]

    def add_creature(ch: "Characteristics", o: "GameObject") -> None:
        if all(t in ch.card_types for t in types) and "creature" not in ch.card_types:
            ch.card_types = list(ch.card_types) + ["creature"]

    def set_pt(ch: "Characteristics", o: "GameObject") -> None:
        if all(t in ch.card_types for t in types):
            ch.power, ch.toughness = spec["power"], spec["toughness"]

    return [ContinuousEffect("4", source.timestamp, me, add_creature, source=source.id,
                             description="is a creature that is still " + " ".join(types)),
            ContinuousEffect("7b", source.timestamp, me, set_pt, source=source.id,
                             description=f"is {spec['power']}/{spec['toughness']}")]


provides(_effects, "4", guard="_in_group_statics")


LOSE_INSTEAD = ("lose_game_instead_restart", "lose_game_instead_exile_self")


def lose_game_instead(game: "Game", player: str, leaving: frozenset = frozenset()) -> bool:
    """614.1a, 704.7: "If you would lose the game, instead ..." (Lich's Mirror, Exquisite Archangel):
    one replacement replaces the game loss however many state-based actions would cause it at once
    (of several, the player chooses which, 616.1: a 'replacement_first' choice naming its source).
    ``leaving``: the permanents the same check of state-based actions puts into a graveyard.
    Returns whether a replacement applied (the player doesn't lose)."""
    from .entering import move_to_zone
    from .rules_effects import shuffle_library

    found = [(perm, a) for perm in game.battlefield() if perm.controller == player
             for a in game.chars(perm).abilities
             if a.kind == "replacement" and a.spec.get("type") in LOSE_INSTEAD]
    if not found:
        return False
    mirror = found[0]
    if len({p.id for p, _ in found}) > 1:
        chosen = game.choose("replacement_first", None, [p.id for p, _ in found], player=player)
        mirror = next(f for f in found if f[0].id == chosen)
    spec = mirror[1].spec
    if spec["type"] == "lose_game_instead_exile_self":
        source = mirror[0]
        zone = "exile"
        if source.id in leaving:
            # 400.6: the same state-based actions move it to its owner's graveyard too: the player
            # chooses which event moves it ('destination': graveyard or exile)
            zone = game.choose("destination", source.id, ["graveyard", "exile"], player=player)
        move_to_zone(game, source, zone)
        game.players[player].life = STARTING_LIFE  # 119.5, 103.4
        return True
    # "shuffle your hand, your graveyard, and all permanents you own into your library"
    for obj in list(game.objects.values()):
        if obj.owner == player and (obj.zone in ("hand", "graveyard") or obj.zone == "battlefield"):
            move_to_zone(game, obj, "library")
    shuffle_library(game, player)  # 701.24a
    game.draw(player, spec["draw"])  # 121.2
    game.players[player].life = spec["life"]  # 119.5: "your life total becomes 20"
    return True


def _aura_swap(game: "Game", item: "StackItem", source: "GameObject | None") -> None:
    """702.65a: "Exchange this Aura with an Aura card in your hand": the Aura goes to its owner's hand
    and the card enters the battlefield attached to what the Aura enchanted. 702.65b, 701.12a: if
    either half of the exchange can't be completed — the card can't enchant that object, no Aura card
    is chosen, the Aura isn't its controller's own (it would go to another player's hand) — neither
    happens. The card is an 'exchange' choice of the Aura (none to do nothing)."""
    from .attachments import can_enchant
    from .entering import enter_battlefield, move_to_zone

    if source is None or source.zone != "battlefield" or source.incarnation != item.source_incarnation:
        return
    enchanted = source.attached_to
    cards = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == item.controller
             and "Aura" in game.chars(o).subtypes]
    if enchanted is None or not cards:
        return
    chosen = game.choose("exchange", source.id, cards, allow_none=True)
    if chosen is None or source.owner != item.controller:
        return
    card = game.obj(chosen)
    who = {"player": enchanted} if enchanted in game.players else {"object": enchanted}
    if not can_enchant(game, card, who, new=True):
        return  # 702.65b
    move_to_zone(game, source, "hand")
    card.__dict__["enters_attached_to"] = enchanted
    enter_battlefield(game, card, item.controller, cause="effect")


def _share_keywords(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Concerted Effort: "creatures you control gain flying until end of turn if a creature you control
    has flying. The same is true for ... landwalk, protection ...". 702.1c: every variant of those
    keywords among the creatures its controller controls (each landwalk, each protection quality) is
    granted to each creature they control (611.2c: the creatures it affects are locked in now)."""
    from ..state.layers import ContinuousEffect
    from ..text.oracle import keyword_ability

    mine = [o for o in game.battlefield() if o.controller == item.controller and "creature" in game.chars(o).card_types]
    texts: list[str] = []
    for o in mine:
        for a in game.chars(o).abilities:
            if a.kind == "keyword" and a.spec.get("keyword") in effect["shared"] and a.text not in texts:
                texts.append(a.text)
    if not texts or not mine:
        return
    granted = [keyword_ability(t) for t in texts]

    def add(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in mine}, add,
                                         duration="end_of_turn", source=item.id, description="gains " + ", ".join(texts)))

