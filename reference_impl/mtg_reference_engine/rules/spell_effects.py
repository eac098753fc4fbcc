"""What instants and sorceries do: modes (700.2), targets chosen for them (601.2c), additional
costs (601.2b, 601.2f-h) and the effects ``oracle``'s core doesn't perform — damage from a spell
(120), tokens (111) with token-doubling replacements (614.1a), countering (701.6), untapping
(701.26), effects that depend on the mana spent (601.2h, 106.x) and copying (707.10, in
``copy_spells``).
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING, Any

from . import copy_spells
from ..state.characteristics import Characteristics
from ..state.game import GameObject, Illegal, Unsupported
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, StackItem


# -- casting: modes, targets, costs ---------------------------------------------------------------

def spell_effects(game: "Game", ch: Characteristics, modes: list[int]) -> list[dict[str, Any]]:
    """The effects of a spell's abilities, a modal one contributing its chosen modes (700.2)."""
    out: list[dict[str, Any]] = []
    for ability in ch.abilities:
        if ability.kind != "spell":
            continue
        if "modes" not in ability.spec:
            out.append(ability.spec["effect"])
            continue
        for i in modes:
            effect = ability.spec["modes"][i]
            if effect is None:
                raise Unsupported(f"the mode {ability.spec['mode_texts'][i]!r} is not implemented",
                                  [{"card": ch.name, "face": ch.name, "line": ability.text,
                                    "origin": getattr(ability, "origin", "printed")}])
            out.append(effect)
    return out


def check_modes(ch: Characteristics, modes: list[int], kicked: bool = False) -> None:
    """601.2b, 700.2a, 700.2d: the number of modes the spell says, each chosen at most once. 601.4:
    the kicker choice, made later in 601.2b, is considered: "If this spell was kicked, choose any
    number instead" lets a kicked spell choose more."""
    modal = [a for a in ch.abilities if a.kind == "spell" and "modes" in a.spec]
    if not modal:
        if modes:
            raise Illegal("the spell isn't modal: no mode can be chosen")
        return
    spec = modal[0].spec
    upgrade = spec.get("upgrade")
    if upgrade and upgrade["condition"] == "kicked" and kicked:
        spec = {**spec, "choose": upgrade["choose"], "or_more": upgrade["or_more"]}
    if len(set(modes)) != len(modes):
        raise Illegal("a mode can't be chosen more than once (700.2d)")
    if any(i < 0 or i >= len(spec["modes"]) for i in modes):
        raise Illegal(f"the spell has {len(spec['modes'])} modes")
    if len(modes) < spec["choose"] or (len(modes) > spec["choose"] and not spec["or_more"]):
        raise Illegal(f"the spell says to choose {spec['choose']} mode(s); {len(modes)} chosen")


def targets_of(effects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    return [spec for e in effects for spec in e.get("targets", [])]


def expand_specs(specs: list[dict[str, Any]], n_targets: int) -> list[dict[str, Any]]:
    """601.2c: "any number of targets" stands for as many targets as the player chose."""
    fixed = [s for s in specs if not s.get("any_number")]
    if len(fixed) == len(specs):
        return specs
    extra = max(0, n_targets - len(fixed))
    out: list[dict[str, Any]] = []
    for s in specs:
        # "up to two target creatures": no more than that many (601.2c)
        out.extend([s] * min(extra, s.get("max", extra)) if s.get("any_number") else [s])
    return out


def total_mana_cost(ch: Characteristics, n_targets: int) -> str:
    """601.2f: the mana cost plus cost increases ("{1} more for each target beyond the first")."""
    cost = ch.mana_cost
    for ability in ch.abilities:
        if ability.kind == "static" and ability.spec.get("rule") == "cost_increase_per_extra_target":
            if "mana" in ability.spec:  # "{1}{U} more for each target beyond the first" (strive)
                cost += ability.spec["mana"] * max(0, n_targets - 1)
                continue
            extra = ability.spec["amount"] * max(0, n_targets - 1)
            if extra:
                cost += f"{{{extra}}}"
    return cost


def kicker_cost(ch: Characteristics, action: dict[str, Any]) -> str:
    """702.33a: kicker is an optional additional cost; the mana it adds to the total cost (601.2f),
    or '' when the spell isn't kicked."""
    paid = kicker_costs_paid(ch, action)
    return "".join(paid)


def kicker_costs_paid(ch: Characteristics, action: dict[str, Any]) -> list[str]:
    """702.33a, 607.2i: the kicker costs the cast pays. ``additional_costs`` names "kicker" for a
    spell's only kicker cost, or "kicker {2}{B}" for one of the costs of "Kicker {W} and/or {2}{B}"
    (each may be paid, so the linked "if it was kicked with its {2}{B} kicker" knows which)."""
    named = [c for c in action.get("additional_costs", []) if c == "kicker" or c.startswith("kicker ")]
    if not named:
        return []
    costs = next((ability.spec.get("costs") or [ability.spec["cost"]] for ability in ch.abilities
                  if ability.kind == "keyword" and ability.spec.get("keyword") == "kicker"), None)
    if costs is None:
        raise Illegal("the spell has no kicker: it can't be kicked (702.33a)")
    paid: list[str] = []
    for c in named:
        if c == "kicker":
            if len(costs) > 1:
                raise Illegal(f"the spell has the kicker costs {' and '.join(costs)}: name the one paid, "
                              f"e.g. 'kicker {costs[0]}' (607.2i)")
            cost = costs[0]
        else:
            cost = c[len("kicker "):].strip().upper()
            if cost not in costs:
                raise Illegal(f"the spell has no kicker cost {cost} (its kicker: {' and/or '.join(costs)}, 702.33a)")
        if cost in paid:
            raise Illegal(f"the kicker cost {cost} is paid once (702.33a)")
        paid.append(cost)
    return paid


def pay_additional_costs(game: "Game", ch: Characteristics, action: dict[str, Any], player: str) -> list[dict[str, Any]]:
    """601.2b, 601.2h: sacrifice as an additional cost. Returns what was sacrificed, as last known
    information (power, toughness), for effects that refer to it (and for copies, 707.10)."""
    from .entering import move_to_zone

    wanted = [a.spec["sacrifice"] for a in ch.abilities if a.kind == "additional_cost" and "sacrifice" in a.spec]
    chosen = list(action.get("sacrifice", []))
    if len(chosen) != len(wanted):
        raise Illegal(f"the spell's additional cost sacrifices {len(wanted)} permanent(s); "
                      f"the action sacrifices {len(chosen)}")
    paid: list[dict[str, Any]] = []
    for flt, oid in zip(wanted, chosen):
        obj = game.obj(oid)
        if obj.zone != "battlefield" or obj.controller != player or not game.matches(obj, flt, player):
            raise Illegal(f'"{oid}" can\'t be sacrificed to pay this cost (701.21a)')
        ch_o = game.chars(obj)
        paid.append({"object": oid, "incarnation": obj.incarnation, "power": ch_o.power, "toughness": ch_o.toughness})
        move_to_zone(game, obj, "graveyard")  # 701.21a
        game.events.append({"type": "sacrificed", "object": oid})
    return paid


# -- resolving ------------------------------------------------------------------------------------

def _count_targets(effect: dict[str, Any], remaining: int, others_fixed: int) -> int:
    specs = effect.get("targets", [])
    if any(s.get("any_number") for s in specs):
        return remaining - others_fixed
    return len(specs)


def _split(item: "StackItem", effects: list[dict[str, Any]]) -> list[tuple[dict[str, Any], "StackItem"]]:
    """Each effect with a view of the item holding only that effect's targets."""
    if len(effects) == 1:
        return [(effects[0], item)]
    out = []
    start = 0
    fixed_total = sum(len(e.get("targets", [])) for e in effects if not any(s.get("any_number") for s in e.get("targets", [])))
    for e in effects:
        n = _count_targets(e, len(item.targets), fixed_total)
        view = dataclasses.replace(item, targets=item.targets[start:start + n])
        view.context = getattr(item, "context", None)  # type: ignore[attr-defined]
        out.append((e, view))
        start += n
    return out


def perform_effects(game: "Game", effects: list[dict[str, Any]], item: "StackItem", source: GameObject | None) -> None:
    """608.2c: the effects in order, each with its own targets."""
    from .resolution import perform

    if getattr(item, "context", None) is None:
        item.context = {"created": []}  # type: ignore[attr-defined]
    for effect, view in _split(item, effects):
        perform(game, effect, view, source)


def _legal(game: "Game", item: "StackItem", spec: dict[str, Any], target: dict[str, str]) -> bool:
    from .targeting import still_legal

    return still_legal(game, item, spec, target)


def _deal(game: "Game", item: "StackItem", source: GameObject | None, recipients: list[tuple[dict[str, str], int]]) -> None:
    from .damage import Packet, deal

    if source is None:
        raise Unsupported("damage from a source that isn't an object is not implemented")
    ch = game.chars(source)
    deal(game, [Packet(source, ch, item.controller, r, amount) for r, amount in recipients])


def _mana_spent(game: "Game", item: "StackItem") -> list[str]:
    """The types of mana spent to cast the spell (601.2h). A copy was not cast: none (707.10)."""
    if not item.was_cast:
        return []
    return [m.type for m in game.mana_spent.get(item.id, [])]


#: The effects :func:`perform_more` performs (resolution.perform hands it every kind no other module lists).
KINDS = ("sequence", "damage_sacrificed_power", "damage_kicked", "damage_divided_evenly", "damage_each_if_spent",
         "gain_life_if_spent", "untap", "counter", "player_draws_and_loses", "return_to_hand", "create_token",
         "copy_target", "copy_triggering_spell", "copy_for_each", "draw_then_discard", "exile_copy_cast",
         "put_on_top_of_library", "put_from_hand")
# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("effect", *KINDS)
executes("rule", "cost_increase_per_extra_target")
executes("keyword", "kicker")
executes("replacement", "double_tokens")
executes("kind", "spell", "additional_cost")


def perform_more(game: "Game", effect: dict[str, Any], item: "StackItem", source: GameObject | None) -> None:
    kind = effect["type"]
    if kind == "sequence":
        if getattr(item, "context", None) is None:
            item.context = {"created": []}  # type: ignore[attr-defined]
        perform_effects(game, effect["steps"], item, source)
    elif kind == "damage_sacrificed_power":
        # 707.10 (Fling): the power of the creature sacrificed to pay for the original spell, as it
        # last existed on the battlefield (608.2h).
        sacrificed = item.cost_paid.get("sacrificed") or []
        amount = (sacrificed[0].get("power") or 0) if sacrificed else 0
        spec, target = effect["targets"][0], item.targets[0]
        if _legal(game, item, spec, target):
            _deal(game, item, source, [(target, amount)])
    elif kind == "damage_kicked":
        # 702.33d: "if this spell was kicked" — a copy of a kicked spell is kicked too (707.10)
        amount = effect["kicked_amount"] if item.cost_paid.get("kicked") else effect["amount"]
        spec, target = effect["targets"][0], item.targets[0]
        if _legal(game, item, spec, target):
            _deal(game, item, source, [(target, amount)])
    elif kind == "damage_divided_evenly":
        x = (item.x or 0) if effect["amount"] in ("x", "X") else int(effect["amount"])
        specs = copy_spells.target_specs(game, item)
        # Divided as it resolves, among the targets still legal then (608.2b); rounded down (107.1a).
        legal = [t for s, t in zip(specs, item.targets) if _legal(game, item, s, t)]
        if legal:
            _deal(game, item, source, [(t, x // len(legal)) for t in legal])
    elif kind == "damage_each_if_spent":
        spent = _mana_spent(game, item)
        for part in effect["parts"]:
            if part["mana"] not in spent:
                continue
            victims = []
            for obj in game.battlefield():
                ch = game.chars(obj)
                flying = any(a.kind == "keyword" and a.spec.get("keyword") == "flying" for a in ch.abilities)
                if "creature" in ch.card_types and flying == part["flying"]:
                    victims.append(({"object": obj.id}, part["amount"]))
            _deal(game, item, source, victims)
    elif kind == "gain_life_if_spent":
        spent = _mana_spent(game, item)
        total = 0
        for part in effect["parts"]:
            if part["mana"] in spent:
                total += (item.x or 0) if part["amount"] in ("x", "X") else int(part["amount"])
        if total:
            from .player_replacements import gain_life

            gain_life(game, item.controller, total)  # 119.10 through its replacements (branch replace)
    elif kind == "untap":
        for spec, target in zip(effect["targets"], item.targets):
            if "object" in target and _legal(game, item, spec, target):
                game.untap(game.obj(target["object"]))
    elif kind == "counter":
        counter(game, item.targets[0], effect["targets"][0], item)
    elif kind == "player_draws_and_loses":
        spec, target = effect["targets"][0], item.targets[0]
        if _legal(game, item, spec, target):
            game.draw(target["player"], effect["draw"])  # 121.2
            game.players[target["player"]].life -= effect["lose"]  # 119.3
    elif kind == "return_to_hand":
        from .entering import move_to_zone

        spec, target = effect["targets"][0], item.targets[0]
        if _legal(game, item, spec, target):
            obj = game.obj(target["object"])
            move_to_zone(game, obj, "hand")  # to its owner's hand (a token then ceases to exist, 704.5d)
    elif kind == "put_from_hand":
        put_from_hand(game, effect, item)
    elif kind == "put_on_top_of_library":
        from .entering import move_to_zone

        spec, target = effect["targets"][0], item.targets[0]
        if _legal(game, item, spec, target):
            move_to_zone(game, game.obj(target["object"]), "library")  # its owner's; the newest position is the top
    elif kind == "create_token":
        created = create_tokens(game, effect["token"], effect["count"], item.controller, item.source or item.id)
        context = getattr(item, "context", None)
        if context is not None:
            context["created"].extend(created)
    elif kind == "copy_target":
        copy_spells.perform_copy_target(game, effect, item)
    elif kind == "copy_triggering_spell":
        context = getattr(item, "context", None) or {"created": []}
        copy_spells.perform_copy_triggering_spell(game, effect, item, context["created"])
    elif kind == "copy_for_each":
        copy_spells.perform_copy_for_each(game, effect, item)
    elif kind == "draw_then_discard":
        game.draw(item.controller, effect["draw"])
        discard(game, item.controller, effect["discard"], item.id)
    elif kind == "exile_copy_cast":
        copy_card_and_cast(game, effect, item, source)
    else:
        raise Unsupported(f"the effect {kind!r} is not implemented")


def graveyard_target_legal(game: "Game", spec: dict[str, Any], target: dict[str, str], controller: str) -> bool:
    """115.1: a card in a graveyard as a target ("target card that's an instant or sorcery from your graveyard")."""
    obj = game.objects.get(target.get("object", ""))
    if obj is None or obj.zone != "graveyard":
        return False
    if spec.get("owner") == "you" and obj.owner != controller:
        return False
    chars = game.chars(obj)
    if spec.get("subtypes_any") and not any(t in chars.subtypes for t in spec["subtypes_any"]):
        return False  # 702.46a: "target Spirit card"
    if "max_mana_value" in spec:  # 702.46a: "with mana value N or less" (202.3)
        from .mana import mana_value

        if mana_value(chars.mana_cost) > spec["max_mana_value"]:
            return False
    types = chars.card_types
    return not spec.get("types_any") or any(t in types for t in spec["types_any"])


def copy_card_and_cast(game: "Game", effect: dict[str, Any], item: "StackItem", source: GameObject | None) -> None:
    """707.12: exile the card, create a copy of it in exile, and its controller may cast that copy
    while this spell resolves (a 'cast_copy' choice: the copy's decisions, or null to decline).
    An uncast copy of a card in exile ceases to exist (707.10a)."""
    from .entering import move_to_zone

    if getattr(item, "context", None) is not None and effect.get("exile_self"):
        item.context["exile_self"] = True
    target = item.targets[0]
    if not _legal(game, item, effect["targets"][0], target):
        return
    card = game.obj(target["object"])
    move_to_zone(game, card, "exile")
    copy_and_offer(game, card, item)


def copy_and_offer(game: "Game", card: GameObject, item: "StackItem") -> None:
    """707.12: create a copy of a card in exile; its controller may cast it (a 'cast_copy' choice)."""
    from .casting import cast_copy
    from ..state.layers import copiable_values

    values = copiable_values(game, card)  # 707.2
    copy = GameObject(id=game.new_id("copy"), base=values, owner=item.controller, zone="exile", card=card.card,
                      created_by=item.id, spell_copy=True)  # 707.12: created in the zone the card is in
    copy.position = game.next_position()
    game.objects[copy.id] = copy
    decisions = game.choose("cast_copy", copy.id, allow_none=True)
    if decisions is not None:
        cast_copy(game, copy, item.controller, decisions)


def put_from_hand(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """"You may put a creature card from your hand onto the battlefield.": as the effect is applied,
    its controller chooses a card of that type in their hand, or none (608.2d; a 'hand_card' choice
    recorded for the spell or ability's source). With no such card, there is nothing to choose."""
    from .entering import enter_battlefield

    player = item.controller
    options = [o.id for o in sorted(game.objects.values(), key=lambda o: o.position)
               if o.zone == "hand" and o.owner == player
               and any(t in game.chars(o).card_types for t in effect["card_types"])]
    if not options:
        return
    chosen = game.choose("hand_card", item.source or item.id, options, allow_none=effect["optional"], player=player)
    if chosen is not None:
        enter_battlefield(game, game.obj(chosen), player, cause=f"effect:{item.id}")


def discard(game: "Game", player: str, count: int, chooser: str | None) -> None:
    """701.9a: the player chooses the cards as the effect resolves (a 'discard' choice recorded for
    the spell or ability ``chooser`` and made by ``player``; 707.10: a copy's choice is its own).
    With no ``chooser``, the cleanup step's discard to maximum hand size (514.1)."""
    hand = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == player]
    count = min(count, len(hand))
    if not count:
        return
    chosen = game.choose("discard", chooser, None, player=player)
    if len(set(chosen)) != count or any(c not in hand for c in chosen):
        raise Illegal(f"{player} must discard {count} card(s) from their hand ({', '.join(hand)})")
    from .cast_keywords import discard as discard_card

    for oid in chosen:
        discard_card(game, game.obj(oid))  # 701.9a; madness exiles it instead (702.35a)


def counter(game: "Game", target: dict[str, str], spec: dict[str, Any], item: "StackItem") -> None:
    """701.6a: a countered spell is removed from the stack and put into its owner's graveyard (a
    copy then ceases to exist, 707.10a); 701.6b: a countered ability is removed from the stack."""
    from .entering import move_to_zone
    from .turn_effects import cant_be_countered

    if not copy_spells.stack_target_legal(game, spec, target, item.controller):
        return
    countered = copy_spells.stack_item(game, target["object"])
    if cant_be_countered(game, countered):
        return  # 101.2: "can't be countered" wins; the spell stays on the stack
    game.stack.remove(countered)
    if countered.kind == "spell":
        move_to_zone(game, game.obj(countered.id), "graveyard")


def token_multiplier(game: "Game", controller: str) -> int:
    """614.1a: "if an effect would create one or more tokens under your control, it creates twice
    that many instead" — each such replacement applies once (614.5, 616.1)."""
    factor = 1
    for perm in game.battlefield():
        if perm.controller != controller:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind == "replacement" and ability.spec.get("type") == "double_tokens":
                factor *= 2
    return factor


def create_tokens(game: "Game", token: dict[str, Any], count: int, controller: str, cause: str) -> list[str]:
    """111.2: tokens enter under the controller of the effect; 614.1a: "if an effect would create
    one or more tokens under your control, it creates twice that many instead" — each such
    replacement applies once (616.1)."""
    from .entering import enter_battlefield
    from ..text.oracle import parse_granted

    count *= token_multiplier(game, controller)
    created: list[str] = []
    for _ in range(count):
        abilities = list(token["abilities"]) if "abilities" in token else [] if "base" in token else [  # rules/tokens.py reads its own
            a for kw in token.get("keywords", []) for a in parse_granted(kw[0].upper() + kw[1:], token["name"], "token")]
        if "base" in token:  # 111.11: the characteristics of a card in the Oracle card reference (branch names)
            base = token["base"]
        else:
            base = Characteristics(name=token["name"], colors=list(token["colors"]), card_types=list(token["card_types"]),
                                   subtypes=list(token["subtypes"]), abilities=abilities,
                                   supertypes=list(token.get("supertypes", [])),  # "create Boo, a legendary ..."
                                   power=token.get("power"), toughness=token.get("toughness"))
        obj = GameObject(id=game.new_id("token"), base=base, owner=controller, zone="exile", token=True,
                         created_by=cause)  # "exile" only until it enters below
        game.objects[obj.id] = obj
        enter_battlefield(game, obj, controller, cause=f"token:{cause}")
        created.append(obj.id)
    return created
