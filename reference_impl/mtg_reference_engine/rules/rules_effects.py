"""Resolving the effects ``rules_text`` parses: life loss (119.3), drawing and milling (121.2,
701.17a), discarding (701.9a), "sacrifice [this] unless you ..." (118.12, 701.21a), damage to
"that player or a planeswalker that player controls" (120.3), and "create a token, then attach
[this] to it" (111.2, 701.3a).

"That player" in a step trigger is the player whose step it is (``step_triggers`` records it).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from ..state.game import Illegal, Unsupported
from .targeting import still_legal
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("rule", "cost_reduction_per_spell_cast_this_turn", "cost_reduction_per_attacker_this_turn", "colored_spells_you_cast_cost_less", "spells_cost_more")
executes("replacement", "graveyard_instead", "any_graveyard_instead", "leave_battlefield_instead")
executes("event", "cast_self", "transformed_into_self")
executes("keyword", "annihilator")


KINDS = ("lose_life", "lose_life_per_card_fewer", "sacrifice_self_unless", "damage_player_or_planeswalker",
         "create_token_then_attach", "discard", "each_player_draws", "target_player_draws", "target_player_mills",
         "counter_triggering_spell", "gain_life_for_each", "tap", "flip_self_if", "target_player_discards", "annihilator",
         "exile_target", "return_exiled_with_source", "cant_be_blocked_group", "gain_control", "exile_each_copy_cast",
         "intervening_if", "win_game", "exile_until_source_leaves", "exile_all_graveyards", "optional", "may_sacrifice_reflexive", "damage_you_unless_sacrifice", "transform_self", "may_destroy_then_damage_controller", "add_mana_if_nth_resolution")


def ability_key(game: "Game", item: "StackItem") -> tuple:
    """An ability as effects that count its resolutions see it: its source (as the object it was,
    400.7) and the ability itself; a copy has the original's source and ability (707.10b)."""
    incarnation = item.trigger.get("source_incarnation", item.source_incarnation)
    return (game.turn_number, item.source, incarnation, id(item.ability))


def resolutions_this_turn(game: "Game", item: "StackItem") -> int:
    return game.__dict__.get("ability_resolutions", {}).get(ability_key(game, item), 0)


def _source_here(game: "Game", item: "StackItem", source: "GameObject | None") -> bool:
    """The source is still the permanent the ability came from (400.7)."""
    if source is None or source.zone != "battlefield":
        return False
    incarnation = item.trigger.get("source_incarnation", item.source_incarnation)
    return incarnation is None or incarnation == source.incarnation


def _target_players(game: "Game", effect: dict[str, Any], item: "StackItem") -> list[str]:
    return [t["player"] for spec, t in zip(effect["targets"], item.targets)
            if "player" in t and still_legal(game, item, spec, t)]  # 608.2b


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import move_to_zone

    kind = effect["type"]
    if kind == "add_mana_if_nth_resolution":
        # "If this is the third time this ability has resolved this turn, you may add ...": the count
        # kept as abilities resolve (resolution.count_resolution), a copy counting as the same ability
        # (707.10b); the player chooses whether to add it (a 'may' choice).
        if resolutions_this_turn(game, item) == effect["nth"] and \
                game.choose("may", item.source or item.id, ["yes", "no"]) == "yes":
            from .mana import parse_mana

            for t in parse_mana(effect["mana"]):
                game.players[item.controller].mana_pool.add(t, source=item.source)
        return
    if kind == "damage_you_unless_sacrifice":
        # 118.12: the player chooses whether to pay the "unless" cost; 608.2d: sacrificing is an
        # impossible option when they control no such permanent, and then isn't asked
        player = item.controller
        options = [p.id for p in game.battlefield()
                   if p.controller == player and game.matches(p, effect["filter"], player, source)]
        chosen = game.choose("sacrifice", item.source, None, allow_none=True) if options else None
        chosen = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
        if chosen is not None:
            if chosen not in options:
                raise Illegal(f"{chosen!r} can't be sacrificed for this ability (legal: {', '.join(options)})")
            move_to_zone(game, game.obj(chosen), "graveyard")  # 701.21a
            return
        if source is None:
            return
        from .damage import Packet, deal, source_view

        chars, controller = source_view(game, source, item.trigger.get("source_incarnation"))
        seen = len(game.events)
        deal(game, [Packet(source, chars, controller or player, {"player": player}, effect["amount"])])
        dealt = any(e.get("type") == "damage" and e.get("source") == source.id and e.get("player") == player
                    for e in game.events[seen:])  # none if all of it was prevented
        if effect.get("tap_if_dealt") and dealt and source.zone == "battlefield":
            game.tap(source)  # "if [this] deals damage to you this way, tap it"
        return
    if kind == "may_sacrifice_reflexive":
        # 603.12: the player may sacrifice (a 'sacrifice' choice; none declines); if they do, the
        # reflexive ability "When you do, ..." triggers — only for this sacrifice
        player = item.controller
        options = [p.id for p in game.battlefield()
                   if p.controller == player and game.matches(p, effect["filter"], player, source)]
        chosen = game.choose("sacrifice", item.source, None, allow_none=True)
        chosen = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
        if chosen is None:
            return
        if chosen not in options:
            raise Illegal(f"{chosen!r} can't be sacrificed for this ability (legal: {', '.join(options) or 'none'})")
        move_to_zone(game, game.obj(chosen), "graveyard")  # 701.21a
        from ..text.oracle import Ability

        ability = Ability(effect["reflexive_text"][:1].upper() + effect["reflexive_text"][1:], "triggered",
                          {"effect": effect["reflexive"]})
        game.pending_triggers.append({"source": item.source, "source_incarnation": item.trigger.get(
            "source_incarnation", item.source_incarnation), "controller": player, "ability": ability})
        return
    if kind == "optional":  # "you may ...": the controller's choice as it resolves
        if game.choose("may", item.source or item.id, ["yes", "no"]) == "yes":
            from .resolution import perform as perform_any

            perform_any(game, effect["effect"], item, source)
        return
    if kind == "lose_life":  # 119.3
        game.players[item.controller].life -= effect["amount"]
    elif kind == "lose_life_per_card_fewer":
        player = item.trigger["player"]
        in_hand = sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == player)
        game.players[player].life -= effect["amount"] * max(0, effect["fewer_than"] - in_hand)
    elif kind == "sacrifice_self_unless":
        if not _source_here(game, item, source):
            return  # 118.12: nothing to sacrifice; the cost may still be paid but needn't be
        if not _pays(game, effect["unless"], item, source):
            move_to_zone(game, source, "graveyard")  # 701.21a
    elif kind == "damage_player_or_planeswalker":
        from .damage import Packet, deal, source_view

        player = item.trigger["player"]
        walkers = [p.id for p in game.battlefield()
                   if p.controller == player and "planeswalker" in game.chars(p).card_types]
        recipient: dict[str, str] = {"player": player}
        if walkers:  # the controller chooses as the ability resolves; not a target (115.10)
            answer = game.choose("damage_recipient", item.source, [player] + walkers)
            recipient = {"player": answer} if answer == player else {"object": answer}
        chars, controller = source_view(game, source, item.trigger.get("source_incarnation"))
        deal(game, [Packet(source, chars, controller or item.controller, recipient, effect["amount"])])
    elif kind == "create_token_then_attach":
        from .attachments import attach, can_equip
        from .spell_effects import create_tokens

        created = create_tokens(game, effect["token"], 1, item.controller, item.source or item.id)
        # 701.3b: an Equipment that can't equip it (or is gone) isn't attached
        if created and _source_here(game, item, source):
            token = game.obj(created[0])
            if token.zone == "battlefield" and can_equip(game, source, token):
                attach(game, source, token.id)
    elif kind == "discard":
        from .spell_effects import discard

        discard(game, item.controller, effect["count"], item.source or item.id)
    elif kind == "each_player_draws":
        for player in game.apnap():  # 101.4: in APNAP order
            game.draw(player, effect["count"])
    elif kind == "target_player_draws":
        count = effect["count"]
        if count == "cards_in_your_hand":  # "X is the number of cards in your hand", on resolution
            count = sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == item.controller)
        for player in _target_players(game, effect, item):
            game.draw(player, count)
    elif kind == "target_player_discards":
        from .spell_effects import discard

        for player in _target_players(game, effect, item):
            discard(game, player, effect["count"], item.source or item.id)
            if effect.get("then_flip_if_empty") and not any(o.zone == "hand" and o.owner == player
                                                            for o in game.objects.values()):
                _flip(game, item, source)
    elif kind == "flip_self_if":
        in_hand = sum(1 for o in game.objects.values() if o.zone == "hand" and o.owner == item.controller)
        if in_hand >= effect["condition"]["hand_at_least"]:
            _flip(game, item, source)
    elif kind == "counter_triggering_spell":
        from .spell_effects import counter

        # 701.6a: "that spell", if it is still on the stack
        counter(game, {"object": item.trigger["spell"]}, {"zone": "stack", "stack_kind": ["spell"]}, item)
    elif kind == "gain_life_for_each":
        from .static_effects import matches

        n = sum(1 for p in game.battlefield() if matches(game, p, effect["filter"], item.controller))
        from .player_replacements import gain_life

        gain_life(game, item.controller, effect["amount"] * n)  # 119.10: one life-gain event (branch replace)
    elif kind == "tap":
        from .spell_effects import expand_specs

        for spec, target in zip(expand_specs(effect["targets"], len(item.targets)), item.targets):
            if "object" in target and still_legal(game, item, spec, target):
                game.tap(game.obj(target["object"]))  # 701.26a
                if effect.get("doesnt_untap") == "while_source_tapped":
                    from .turns import lock_while_source_tapped

                    lock_while_source_tapped(game, game.obj(target["object"]), item)  # 502.3, 611.2b
    elif kind == "exile_all_graveyards":
        for card in [o for o in game.objects.values() if o.zone == "graveyard"]:
            move_to_zone(game, card, "exile")
    elif kind == "exile_until_source_leaves":
        # 610.3b: if the source left after the ability triggered, the object doesn't move
        if not _source_here(game, item, source):
            return
        for spec, target in zip(effect["targets"], item.targets):
            if "object" in target and still_legal(game, item, spec, target):
                obj = game.obj(target["object"])
                move_to_zone(game, obj, "exile")
                from .meld import with_melded_cards  # branch meld: 712.21c, both cards a melded permanent became

                for card in with_melded_cards(game, [obj]):
                    game.exiled_until = getattr(game, "exiled_until", []) + [
                        {"source": source.id, "source_incarnation": source.incarnation, "object": card.id,
                         "incarnation": card.incarnation}]
    elif kind == "exile_target":
        for spec, target in zip(effect["targets"], item.targets):
            if "object" in target and still_legal(game, item, spec, target):
                obj = game.obj(target["object"])
                move_to_zone(game, obj, "exile")
                from .meld import with_melded_cards  # branch meld: 712.21c, both cards a melded permanent became

                for card in with_melded_cards(game, [obj]):
                    # 607.2a: "exiled with it" — the source as it was when the ability was activated
                    card.exiled_with = (item.source, item.source_incarnation)  # type: ignore[attr-defined]
    elif kind == "return_exiled_with_source":
        from .ability_effects import enter_together

        left = (item.source, item.trigger.get("source_incarnation"))
        cards = [o for o in game.objects.values() if o.zone == "exile" and getattr(o, "exiled_with", None) == left]
        for owner in game.apnap():  # "each player returns ... all cards they own": at the same time
            mine = [o for o in cards if o.owner == owner]
            if mine:
                enter_together(game, mine, owner, cause=f"effect:{item.id}")
    elif kind == "cant_be_blocked_group":
        from ..state.layers import ContinuousEffect
        from .static_effects import matches

        # 611.2c: the creatures affected are locked in as the effect begins; it ends in the cleanup
        # step (514.2). A rule for blocking, not a characteristic: its layer function changes nothing.
        locked = {(p.id, p.incarnation) for p in game.battlefield()
                  if matches(game, p, effect["permanents"], item.controller)}
        game.effects.append(ContinuousEffect("6", game.next_timestamp(), locked, lambda ch, o: None,
                                             duration="end_of_turn", source=item.id,
                                             description="can't be blocked this turn", data={"cant_be_blocked": True}))
    elif kind == "exile_each_copy_cast":
        from .spell_effects import copy_and_offer

        if effect.get("exile_self") and getattr(item, "context", None) is not None:
            item.context["exile_self"] = True  # 608.2c
        cards = sorted((o for o in game.objects.values() if o.zone == "graveyard" and o.owner == item.controller
                        and any(t in game.chars(o).card_types for t in effect["types_any"])), key=lambda o: o.position)
        for card in cards:  # exiled together, then each copied and offered (707.12) in graveyard order
            move_to_zone(game, card, "exile")
        for card in cards:
            copy_and_offer(game, card, item)
    elif kind == "intervening_if":
        from .resolution import perform as perform_any

        if condition_holds(game, effect["condition"], item.controller, source):  # 603.4: checked again as it resolves
            perform_any(game, effect["effect"], item, source)
    elif kind == "win_game":
        # 104.2b: an effect may state that a player wins the game; in a two-player game that player's
        # opponent has lost (104.2a, 104.3; the engine records the loss, not the game's end)
        for opponent in game.opponents(item.controller):
            game.players[opponent].lost = True
    elif kind == "transform_self":
        # 701.27c: only a double-faced permanent transforms; 701.27f: not if it has transformed since
        # the ability was put on the stack
        if _source_here(game, item, source) and getattr(source, "back", None) is not None \
                and getattr(source, "transformations", 0) == item.trigger.get("transformations", 0):
            transform(game, source)
    elif kind == "may_destroy_then_damage_controller":
        from .damage import Packet, deal, destroy, source_view

        spec, target = effect["targets"][0], item.targets[0]
        if not still_legal(game, item, spec, target) or game.choose("may", item.source, ["yes", "no"]) != "yes":
            return
        obj = game.obj(target["object"])
        incarnation = obj.incarnation
        destroy(game, obj)
        if obj.zone == "graveyard" and obj.incarnation == incarnation + 1:  # "put into a graveyard this way"
            controller = game.lki_full[(obj.id, incarnation)][1]  # its controller as it last existed (608.2h)
            chars, src_controller = source_view(game, source, item.trigger.get("source_incarnation"))
            deal(game, [Packet(source, chars, src_controller or item.controller, {"player": controller},
                               effect["amount"])])
    elif kind == "gain_control":
        from .control import gain_control

        gain_control(game, effect, item, source)  # 613.1b
    elif kind == "annihilator":
        # 702.86a: "defending player sacrifices N permanents", chosen by that player as it resolves
        player = item.trigger["player"]
        mine = [p.id for p in game.battlefield() if p.controller == player]
        n = min(effect["n"], len(mine))
        if n:
            chosen = game.choose("sacrifice", item.source, None)
            chosen = chosen if isinstance(chosen, list) else [chosen]
            if len(set(chosen)) != n or any(c not in mine for c in chosen):
                raise Illegal(f"{player} must sacrifice {n} permanent(s) they control ({', '.join(mine)})")
            from .entering import simultaneously

            with simultaneously(game):  # 701.21a: sacrificed at once; a sacrifice event each (misc16)
                for oid in chosen:
                    move_to_zone(game, game.obj(oid), "graveyard")  # 701.21a
                    game.events.append({"type": "sacrificed", "object": oid})
    elif kind == "target_player_mills":
        for player in _target_players(game, effect, item):
            library = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                             key=lambda o: o.position, reverse=True)
            for card in library[: effect["count"]]:  # 701.17a: the top N, or all if fewer
                move_to_zone(game, card, "graveyard")


def pay_other_costs(game: "Game", obj: "GameObject", cost: dict[str, Any], player: str | None = None) -> None:
    """602.2b, 118.3: costs other than mana, tapping and sacrificing the source: removing counters
    from the source (a player can't pay a cost without the counters to remove), discarding cards
    (the player chooses which, from their hand: a 'discard_cost' choice). Any other cost the engine
    doesn't understand makes the activation unsupported rather than free."""
    if cost.get("other"):
        raise Unsupported(f"the cost {', '.join(cost['other'])!r} is not implemented")
    if cost.get("tree_parts"):  # cost parts read from the grammar's tree (rules/costs.py)
        from .costs import pay_tree_parts

        pay_tree_parts(game, obj, cost["tree_parts"], obj.controller, cost)
    if cost.get("discard"):
        player = player or obj.controller
        hand = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == player]
        chosen = game.choose("discard_cost", obj.id, None)
        chosen = chosen if isinstance(chosen, list) else [chosen]
        if len(set(chosen)) != cost["discard"] or any(c not in hand for c in chosen):
            raise Illegal(f"the cost discards {cost['discard']} card(s) from {player}'s hand (118.3, 701.9a)")
        from .cast_keywords import discard as discard_card

        for oid in chosen:
            discard_card(game, game.obj(oid))  # 701.9a; madness exiles it instead (702.35a)
    spec = cost.get("remove_counters")
    if spec:
        have = obj.counters.get(spec["kind"], 0)
        if have < spec["count"]:
            raise Illegal(f'"{obj.id}" has {have} {spec["kind"]} counter(s): it can\'t pay the cost (118.3)')
        obj.counters[spec["kind"]] = have - spec["count"]


def reduced_cost(game: "Game", ch: Any, cost: str, player: str | None = None, targets: list | None = None,
                 spell: Any = None) -> str:
    """601.2f: "This spell costs {3} less to cast for each other spell cast this turn" reduces the
    generic part of the total cost, never below zero (spells cast this turn: 601.2i); so does a
    permanent's "Black spells and green spells you cast cost {1} less to cast" (or "Instant and sorcery
    spells ...") for its controller."""
    less = 0
    for ability in ch.abilities:
        if ability.kind == "static" and ability.spec.get("rule") == "cost_reduction_per_spell_cast_this_turn":
            cast = sum(1 for c in getattr(game, "spells_cast", []) if c["turn"] == game.turn_number)
            less += ability.spec["generic"] * cast
        if ability.kind == "static" and ability.spec.get("rule") == "cost_reduction_per_attacker_this_turn":
            # 608.2i: the creatures the player attacked with this turn, whatever they are now
            attacked = {a["object"] for a in game.__dict__.get("attacked_with", [])
                        if a["turn"] == game.turn_number and a["player"] == player}
            less += ability.spec["generic"] * len(attacked)
    for perm in game.battlefield() if player is not None else []:
        if perm.controller != player:
            continue
        for ability in game.chars(perm).abilities:
            if (ability.kind == "static" and ability.spec.get("rule") == "colored_spells_you_cast_cost_less"
                    and (any(c in ch.colors for c in ability.spec.get("colors_any", []))
                         or any(t in ch.card_types for t in ability.spec.get("types_any", [])))):
                less += ability.spec["generic"]
    more = 0
    for perm in game.battlefield() if player is not None else []:
        for ability in game.chars(perm).abilities:
            # 601.2f, 609.2: "Noncreature spells cost {1} more to cast." applies to spells (a card
            # being cast is on the stack, 601.2a), any player's; increases before reductions
            if ability.kind == "static" and ability.spec.get("rule") == "spells_cost_more":
                spec = ability.spec
                if all(t in ch.card_types for t in spec.get("types", [])) \
                        and not any(t in ch.card_types for t in spec.get("not_types", [])):
                    more += spec["generic"]
    if player is not None:  # the tree's static abilities (rules/tree_statics.py): reductions and increases
        from .tree_statics import cost_change

        change = cost_change(game, ch, player, targets, spell)  # negative: an increase
        less, more = less + max(change, 0), more + max(-change, 0)
    if not less and not more:
        return cost
    symbols = re.findall(r"\{[^}]+\}", cost)
    generic = sum(int(s[1:-1]) for s in symbols if s[1:-1].isdigit()) + more
    rest = "".join(s for s in symbols if not s[1:-1].isdigit())
    left = max(0, generic - less)  # 601.2f: increases first, then reductions, never below {0}
    return (f"{{{left}}}" if left else "") + rest


def _flip(game: "Game", item: "StackItem", source: "GameObject | None") -> None:
    """710.2, 710.4: "flip this creature": a flip card on the battlefield becomes flipped, for good;
    a permanent whose copiable values have no alternative characteristics has nothing to flip to."""
    from ..state.layers import copiable_values

    if _source_here(game, item, source) and copiable_values(game, source).flip_half is not None:
        source.flipped = True  # type: ignore[union-attr]


def _pays(game: "Game", unless: dict[str, Any], item: "StackItem", source: "GameObject") -> bool:
    """118.12: the player chooses whether to pay the cost of an "unless" as the ability resolves."""
    player = item.controller
    if "pay" in unless:
        if game.choose("may", source.id, ["yes", "no"]) != "yes":
            return False
        if re.search(r"\{\d+\}|\{X\}", unless["pay"]):
            raise Unsupported("paying a generic cost as an ability resolves is not implemented")
        from .mana import pay_mana

        pay_mana(game, player, unless["pay"], None, unless["pay"])  # only colored symbols: paid as printed
        return True
    if "sacrifice" in unless:
        options = [p.id for p in game.battlefield()
                   if p.controller == player and game.matches(p, unless["sacrifice"], player)]
        # the permanent is named by a 'sacrifice' choice; none means the cost isn't paid
        chosen = game.choose("sacrifice", source.id, options, allow_none=True)
        if chosen is None:
            return False
        from .entering import move_to_zone

        move_to_zone(game, game.obj(chosen), "graveyard")  # 701.21a
        return True
    raise Illegal(f"unknown cost {unless}")  # pragma: no cover - rules_text makes the ones above


# -- replacement effects (614.6, 614.12) -----------------------------------------------------------

def graveyard_instead(game: "Game", obj: "GameObject") -> tuple[str, bool]:
    """614.6: the zone ``obj`` goes to instead of a graveyard, and whether that library is then
    shuffled: from its own "If [this] would be put into a graveyard from anywhere, ... instead" (it
    applies in every zone), or a permanent's "If a card or token would be put into a graveyard from
    anywhere, exile it instead". 616.1: with several, the affected object's controller (or owner)
    chooses one (a 'replacement_first' choice naming its source); once applied, the event is no
    longer one of being put into a graveyard, so the others don't apply (616.1f)."""
    if obj.zone is None:
        return "graveyard", False
    options: dict[str, tuple[str, bool]] = {}
    for ability in game.chars(obj).abilities:
        if ability.kind == "replacement" and ability.spec.get("type") == "graveyard_instead":
            if ability.spec.get("dies_only") and (obj.zone != "battlefield" or "creature" not in game.chars(obj).card_types):
                continue  # 700.4: "would die" — a creature put into a graveyard from the battlefield
            # "reveal": the card is shown to all players; nothing else happens (701.20a)
            options.setdefault(obj.id, (ability.spec["zone"], bool(ability.spec.get("shuffle"))))
    for perm in game.battlefield() if not obj.spell_copy else []:  # "a card or token" (707.10a)
        for ability in game.chars(perm).abilities:
            if ability.kind == "replacement" and ability.spec.get("type") == "any_graveyard_instead":
                options.setdefault(perm.id, (ability.spec["zone"], False))
    from .static_replacements import graveyard_options

    for key, value in (graveyard_options(game, obj) if not obj.spell_copy else {}).items():
        options.setdefault(key, value)  # read from the grammar's tree (branch static2)
    if not options:
        return "graveyard", False
    if len(options) == 1:
        return next(iter(options.values()))
    return options[game.choose("replacement_first", obj.id, list(options))]


def leave_battlefield_instead(game: "Game", obj: "GameObject", zone: str) -> str:
    """614.1a: "If [this] would leave the battlefield, exile it instead of putting it anywhere else"."""
    if obj.zone != "battlefield" or zone in ("battlefield", "exile"):
        return zone
    for ability in game.chars(obj).abilities:
        if ability.kind == "replacement" and ability.spec.get("type") == "leave_battlefield_instead":
            return ability.spec["zone"]
    return zone


def shuffle_library(game: "Game", player: str) -> None:
    """701.24a: the cards of the library are put in a random order. The engine's order is random
    but reproducible (seeded by the game state), so no fixture can rely on it. 701.24g: while
    objects move at the same time (entering.simultaneously), the shuffle waits for the end of that
    event, and the cards put on top of that library meanwhile stay on top."""
    import random

    if getattr(game, "leave_batch", None) is not None:
        game.pending_shuffles = getattr(game, "pending_shuffles", []) + [player]
        return
    _shuffle_now(game, player)


def _shuffle_now(game: "Game", player: str) -> None:
    import random

    library = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                     key=lambda o: o.position)
    positions = [o.position for o in library]
    random.Random(f"{player}:{len(library)}:{game._position}").shuffle(library)
    for card, position in zip(library, positions):
        card.position = position
    game.events.append({"type": "shuffles", "player": player})  # 701.24e: a trigger on shuffling sees it


def pay_life_as_enters(game: "Game", obj: "GameObject", controller: str) -> None:
    """614.12: "As this creature enters, pay any amount of life." The amount is a 'life_payment'
    choice; 119.4: a player can pay only life they have (0 always). The amount paid is remembered
    for the linked ability (607.2g) that sets its power and toughness."""
    life = game.players[controller].life
    amount = game.choose("life_payment", obj.id, list(range(0, max(0, life) + 1)))
    from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a)

    pay_life(game, controller, amount)
    obj.chosen["life_paid"] = amount


# -- triggers on casting (603.2) and attacking (508.3a) -------------------------------------------

def cast_trigger_applies(game: "Game", wanted: dict[str, Any], spell: "StackItem", perm: "GameObject") -> bool:
    """The spell conditions of a "whenever ... casts" trigger other than card types: its colors
    ("a blue spell", 105.2) and "with mana value equal to the number of [kind] counters on [this]"
    (202.3; an X in the spell's cost is its chosen value, 202.3e)."""
    from .mana import object_mana_value

    ch = game.chars(game.obj(spell.id))
    if "colors_any" in wanted and not any(c in ch.colors for c in wanted["colors_any"]):
        return False
    if wanted.get("chosen_color"):  # 607.2d: the color chosen for this permanent's linked ability
        from .entering import chosen_value

        color = chosen_value(game, perm, "color")
        if color is None or color not in ch.colors:
            return False
    if "mana_value_equals_counters" in wanted:
        return object_mana_value(game, game.obj(spell.id), spell.x or 0) == perm.counters.get(wanted["mana_value_equals_counters"], 0)
    return True


def cast_self_triggers(game: "Game", spell: "StackItem") -> None:
    """"When you cast this spell, ...": an ability of the spell itself, working on the stack (113.6c)."""
    obj = game.obj(spell.id)
    for ability in game.chars(obj).abilities:
        if ability.kind == "triggered" and ability.spec.get("event") == "cast_self":
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": spell.controller, "ability": ability, "spell": spell.id})


def attack_triggers(game: "Game", event: dict[str, Any]) -> None:
    """702.86a: "Annihilator N" means "Whenever this creature attacks, defending player sacrifices N
    permanents." (508.3a: it triggers as attackers are declared.)"""
    from .combat import defending_player_of
    from ..text.oracle import Ability

    attacker = game.objects.get(event["object"])
    if attacker is None or attacker.zone != "battlefield":
        return
    for ability in game.chars(attacker).abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "annihilator":
            trig = Ability(ability.text, "triggered", {"effect": {"type": "annihilator", "n": ability.spec["n"],
                                                                  "targets": []}})
            game.pending_triggers.append({"source": attacker.id, "source_incarnation": attacker.incarnation,
                                          "controller": attacker.controller, "ability": trig,
                                          "player": defending_player_of(game, attacker.id)})  # 508.5


# -- intervening "if" clauses (603.4) and transforming (701.27) ------------------------------------

def condition_holds(game: "Game", cond: dict[str, Any], controller: str | None = None,
                    source: "GameObject | None" = None) -> bool:
    """"if no spells were cast last turn", "if a player cast two or more spells last turn": from the
    spells recorded as cast (601.2i; copies aren't cast, 707.10). A fixture's game begins with no
    spells cast before it, this turn or the last. "if you have 40 or more life": the ability's
    controller's life total now."""
    if "life_at_least" in cond:
        return controller is not None and game.players[controller].life >= cond["life_at_least"]
    if "spells_cast_last_turn" in cond:
        last = [c for c in getattr(game, "spells_cast", []) if c["turn"] == game.turn_number - 1]
        want = cond["spells_cast_last_turn"]
        if "total_at_most" in want:
            return len(last) <= want["total_at_most"]
        return any(sum(1 for c in last if c["player"] == p) >= want["a_player_at_least"] for p in game.players)
    if cond.get("source_untapped"):  # "if this artifact is untapped" (603.4)
        return source is not None and source.zone == "battlefield" and not source.tapped
    if "controls_different_names" in cond:
        # 201.2b: "you control four or more Demons with different names": objects have different
        # names only if each has at least one name and no two share one — so the count is of the
        # distinct names among those with a name
        want = cond["controls_different_names"]
        names = {game.chars(p).name for p in game.battlefield()
                 if p.controller == controller and game.matches(p, want["filter"], controller)}
        return len({n for n in names if n}) >= want["at_least"]
    raise ValueError(f"unknown condition {cond}")  # pragma: no cover - rules_text makes the ones above


def trigger_condition_holds(game: "Game", effect: dict[str, Any], controller: str | None = None,
                            source: "GameObject | None" = None) -> bool:
    """603.4: an intervening "if" is checked as the trigger event occurs, too."""
    return effect.get("type") != "intervening_if" or condition_holds(game, effect["condition"], controller, source)


def transform(game: "Game", obj: "GameObject", bound: bool = False) -> None:
    """701.27a: turn the permanent over; 701.27e: "whenever [this] transforms into [that face]"
    triggers when it has that ability (its face) immediately after. ``bound``: by its daybound or
    nightbound ability, the only way such a permanent transforms (702.145b, 702.145e)."""
    from .day_night import cant_transform

    if not bound and cant_transform(game, obj):
        return  # 702.145b, 702.145e (branch kw3)
    obj.transformed = not getattr(obj, "transformed", False)  # type: ignore[attr-defined]
    obj.transformations = getattr(obj, "transformations", 0) + 1  # type: ignore[attr-defined]
    # the tree's "When this creature transforms into <this face>" (rules/trigger_actions.py; trig2)
    game.events.append({"type": "transformed", "object": obj.id, "incarnation": obj.incarnation})
    for ability in game.chars(obj).abilities:
        if ability.kind == "triggered" and ability.spec.get("event") == "transformed_into_self":
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": obj.controller, "ability": ability})
