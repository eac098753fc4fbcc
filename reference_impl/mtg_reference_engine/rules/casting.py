"""Casting spells (601) and activating abilities (602).

The fixture records every decision (targets, X); the engine checks that the decisions are legal
and refuses the action otherwise, changing nothing. Costs are taken as paid when the fixture
says ``assume_paid``.
"""

from __future__ import annotations

import re

from typing import TYPE_CHECKING, Any

from ..state import keywords
from . import cast_keywords, overload
from .attachments import aura_target_specs
from .entering import move_to_zone
from . import play_permissions  # branch impulse
from . import adventures, exhaust_permissions, other_graveyards, reveal_costs, top_of_library  # branch castfrom
from ..state.game import Illegal, StackItem
from ..state.support import Unsupported
from .mana import check_symbol_costs, pay_mana
from .copy_spells import target_incarnations
from .spell_effects import (expand_specs, kicker_cost, kicker_costs_paid, pay_additional_costs, spell_effects,
                            targets_of, total_mana_cost)
from .targeting import check_targets
from .turn_effects import record_cast
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("keyword", "flash", "disturb", "overload", "equip", "splice")
executes("kind", "activated")
executes("rule", "opponents_cast_as_sorcery", "opponents_cant_cast_even_mana_value")


def cast(game: "Game", action: dict[str, Any]) -> None:
    player = action["player"]
    obj = game.obj(action["object"])
    if (spell := cast_keywords.split_second(game)) is not None:
        raise Illegal(f'"{spell}" has split second: no other spell can be cast while it is on the stack (702.61a)')
    if action.get("alternative_cost") == "disturb":
        cast_transformed_with_disturb(game, obj)  # 702.146a
    elif action.get("alternative_cost") == "flashback":
        cast_keywords.flashback_cost(game, obj, player)  # 702.34a: checked here, its cost in the total
    elif action.get("alternative_cost") == "escape":
        cast_keywords.escape_cost(game, obj, player, action)  # 702.138a
    elif action.get("alternative_cost") == "mayhem":
        cast_keywords.mayhem_allowed(game, obj, player)  # 702.187b
    elif action.get("alternative_cost") == "plot":
        cast_keywords.plotted_cast(game, obj, player, action)  # 702.170d
    elif action.get("alternative_cost") == "foretell":
        cast_keywords.foretold_cast(game, obj, player)  # 702.143a
    elif cast_keywords.graveyard_permission(game, obj, player, action):
        pass  # 702.81a, 702.133a: cast from a graveyard by discarding a card
    elif cast_keywords.warped_castable(game, obj, player):
        pass  # 702.185a: a warped card, after the turn it was exiled
    elif adventures.may_cast_from_exile(game, obj, player, action):
        pass  # 715.3d: a card exiled on an adventure (branch castfrom)
    elif play_permissions.play_permitted(game, obj, player):
        pass  # 601.2a: cast from exile by an effect's permission ("you may play that card this turn"; branch impulse)
    elif top_of_library.is_top_card(game, obj, player):  # branch castfrom
        top_of_library.check_cast(game, obj, player, action)  # 601.2a, 601.3e: as the spell it would be
    elif obj.zone != "hand":
        raise Illegal(f'"{obj.id}" is in the {obj.zone}, not in a hand: it can\'t be cast from there')
    other_graveyards.check_cast(game, obj, player)  # 601.3: "can't cast spells from their graveyards" (branch castfrom)
    if action.get("alternative_cost") in ("evoke", "dash", "surge", "mayhem", "blitz", "warp", "emerge"):
        cast_keywords.alternative_cost(game, obj, game.chars(obj), action["alternative_cost"])  # 702.74a, 702.109a, 702.152a
    if action.get("alternative_cost") in cast_keywords.FACE_DOWN_CASTS:
        cast_keywords.cast_face_down(game, obj, action["alternative_cost"])  # 702.37c, 702.168a, 708.4
    if action.get("alternative_cost") == "bestow":
        cast_keywords.cast_bestowed(game, obj)  # 702.103a-b
    if action.get("prototyped"):
        cast_keywords.cast_prototyped(game, obj)  # 702.160a, 718.3
    if action.get("alternative_cost") == "warp" and obj.zone != "hand":
        raise Illegal(f'"{obj.id}" is in the {obj.zone}: warp casts it from a hand (702.185a)')
    if action.get("alternative_cost") == "surge":
        cast_keywords.surge_allowed(game, obj, player)  # 702.117a
    if obj.owner != player and not play_permissions.play_permitted(game, obj, player) \
            and not other_graveyards.in_own_graveyard(game, obj, player) \
            and not adventures.may_cast_from_exile(game, obj, player, action):  # branch impulse; 609.4 (branch castfrom)
        raise Illegal(f'{player} can\'t cast "{obj.id}": it is in {obj.owner}\'s hand')
    if action.get("alternative_cost") == "overload":
        overload.announce(game, obj)  # 702.96a-b
    if action.get("fuse"):
        cast_keywords.check_fused(game, obj)  # 702.102a
    _choose_half(obj, action)  # 709.3
    ch = game.chars(obj)
    if "land" in ch.card_types:
        raise Illegal("a land is played, not cast (305)")
    # 307.1, 301.1, 702.8a: sorcery timing unless it is an instant or has flash.
    from .player_statics import flash_granted

    if "instant" not in ch.card_types and not keywords.obj_has(game, obj, "flash") \
            and action.get("alternative_cost") != "plot" \
            and not flash_granted(game, ch, player):  # 601.3: "as though it had flash" (branch static2)
        if not game.sorcery_timing(player):
            raise Illegal(f'"{obj.id}" can be cast only at sorcery speed: its owner\'s main phase with '
                          "an empty stack")
    from .group_effects import can_cast_now

    if (why := can_cast_now(game, ch)) is not None:
        raise Illegal(why)
    put_on_stack_as_cast(game, obj, ch, player, action)


def _spliced(game: "Game", obj: "GameObject", ch: Any, player: str,
             action: dict[str, Any]) -> tuple[list[dict[str, Any]], str]:
    """702.47a: as a spell with the quality is cast, cards with "Splice onto [quality]" in its
    caster's hand may be revealed, each once, and their splice costs paid as additional costs; the
    spell gains their rules text (702.47c: a text-changing effect, its other characteristics don't
    change; text naming the spliced card refers to the spell). Returns the spliced effects, in order,
    and the splice costs. The cards stay in the hand (702.47a)."""
    effects: list[dict[str, Any]] = []
    costs = ""
    ids = action.get("splice", [])
    if len(set(ids)) != len(ids):
        raise Illegal("a card can be spliced onto a spell only once (702.47b)")
    for cid in ids:
        card = game.obj(cid)
        if card is obj or card.zone != "hand" or card.owner != player:
            raise Illegal(f'"{cid}" is not a card in {player}\'s hand to splice onto "{obj.id}" (702.47a)')
        cch = game.chars(card)
        splice = next((a for a in cch.abilities if a.kind == "keyword" and a.spec.get("keyword") == "splice"), None)
        if splice is None or splice.spec["onto"] not in ch.subtypes:
            raise Illegal(f'"{cid}" has no splice ability for "{obj.id}" (702.47a: splice onto its quality)')
        effects += spell_effects(game, cch, [])
        costs += splice.spec["cost"]
    return effects, costs


def _choose_half(obj: "GameObject", action: dict[str, Any]) -> None:
    """709.3: a player chooses which half of a split card they cast before putting it onto the
    stack; only that half is evaluated (709.3a) and exists on the stack (709.3b)."""
    if adventures.choose(obj, action):  # 715.3: normally or as an Adventure (branch castfrom)
        return
    halves = getattr(obj, "halves", None)
    face = action.get("face")
    if action.get("fuse"):
        if face is not None:
            raise Illegal("a fused split spell is both halves: the cast names no half (702.102a)")
        return  # checked by cast_keywords.check_fused: both halves, the card's combined values
    if halves is None:
        if face is not None:
            raise Illegal(f'"{obj.id}" is not a split card: there is no half to choose')
        return
    names = [h.name for h in halves]
    if face not in names:
        raise Illegal(f'casting the split card "{obj.id}" needs the half to cast: {" or ".join(names)} (709.3)')
    obj.cast_half = names.index(face)  # type: ignore[attr-defined]


def cast_transformed_with_disturb(game: "Game", obj: "GameObject") -> None:
    """702.146a: "You may cast this card from your graveyard transformed for its disturb cost" —
    an alternative cost (118.9); the spell is on the stack with its back face up (712.11d)."""
    if obj.zone != "graveyard":
        raise Illegal(f'"{obj.id}" is in the {obj.zone}: disturb casts it from a graveyard')
    if getattr(obj, "back", None) is None or not any(
            a.kind == "keyword" and a.spec.get("keyword") == "disturb" for a in game.chars(obj).abilities):
        raise Illegal(f'"{obj.id}" has no disturb ability')
    obj.transformed = True  # type: ignore[attr-defined]


def cast_copy(game: "Game", obj: "GameObject", player: str, decisions: dict[str, Any]) -> None:
    """707.12: casting a copy of a card while another spell resolves: 601.2a-h without timing
    permissions (608.2g), "without paying its mana cost" (118.9, so X is 0, 107.3b); it is then
    cast, so "whenever you cast" abilities trigger."""
    action = {**decisions, "x": 0 if "{X}" in game.chars(obj).mana_cost else None, "costs": "without_paying"}
    put_on_stack_as_cast(game, obj, game.chars(obj), player, action)


def _check_cant_cast(game: "Game", obj: "GameObject", ch: Any, player: str, action: dict[str, Any]) -> None:
    """601.3, 601.2e: "Your opponents can't cast spells with even mana values." — a player may begin
    to cast such a spell if its chosen X could make the mana value odd (601.3a); the cast is legal
    only if the mana value with the chosen X is odd (202.3e: X is the value chosen)."""
    from .mana import object_mana_value

    if not any(perm.controller != player and a.kind == "static"
               and a.spec.get("rule") == "opponents_cant_cast_even_mana_value"
               for perm in game.battlefield() for a in game.chars(perm).abilities):
        return
    mv = object_mana_value(game, obj, action.get("x") or 0)
    if mv % 2 == 0:
        raise Illegal(f"{player}'s opponent's effect forbids casting spells with even mana values; "
                      f"this one's mana value is {mv} (601.3)")


def put_on_stack_as_cast(game: "Game", obj: "GameObject", ch: Any, player: str, action: dict[str, Any]) -> None:
    """601.2a-i: the decisions, costs and the spell becoming cast."""
    if (spell := cast_keywords.split_second(game)) is not None:
        # 702.61a forbids casting a spell by an effect too (cascade, suspend, "you may cast"): what
        # the effect then does instead isn't implemented
        raise Unsupported(f'a spell cast by an effect while "{spell}", with split second, is on the stack (702.61a)')
    # 601.3: a player can begin to cast a spell only if no effect forbids it ("Each opponent can
    # cast spells only any time they could cast a sorcery": 307.1's timing, whatever the spell)
    if not game.sorcery_timing(player) and any(
            perm.controller != player and a.kind == "static" and a.spec.get("rule") == "opponents_cast_as_sorcery"
            for perm in game.battlefield() for a in game.chars(perm).abilities):
        raise Illegal(f"{player} can cast spells only any time they could cast a sorcery (601.3)")
    _check_cant_cast(game, obj, ch, player, action)
    from .player_statics import check_cast

    if (why := check_cast(game, ch, player)) is not None:  # 601.3: "can't cast" (branch static2)
        raise Illegal(why)
    modes = list(action.get("modes", []))
    cast_keywords.check_modes(ch, action, modes)  # 601.2b, 700.2; entwine (702.42a)
    targets = action.get("targets", [])
    spliced, splice_costs = _spliced(game, obj, ch, player, action)  # 702.47a-c
    target_specs = expand_specs(targets_of(spell_effects(game, ch, modes) + spliced), len(targets))  # 601.2c
    target_specs += aura_target_specs(ch)  # 303.4a: an Aura spell targets what it can enchant
    from .filters import reading_x

    with reading_x(lambda: action.get("x")):  # search2: 'with mana value X' (601.2b: X is chosen before targets)
        check_targets(game, target_specs, targets, player, source=obj)
    if "{X}" in ch.mana_cost and action.get("x") is None:
        raise Illegal("the spell's mana cost has {X}: the action must give X (601.2b)")
    from .divided import announce, check_x_targets

    check_x_targets(targets_of(spell_effects(game, ch, modes)), target_specs, action.get("x"))  # 601.2c
    division = announce(game, obj, spell_effects(game, ch, modes), target_specs, targets, action.get("x"))  # 601.2d
    incarnations = target_incarnations(game, targets)
    kicker = kicker_cost(ch, action)  # 601.2b, 702.33
    kicker += cast_keywords.buyback_cost(ch, action) + cast_keywords.entwine_cost(ch, action)  # 702.27a, 702.42a
    kicker += cast_keywords.replicate_cost(ch, action)  # 702.56a
    kicker += cast_keywords.multikicker_cost(ch, action)  # 702.33c
    kicker += reveal_costs.additional_cost(game, obj, ch, player, action)  # 601.2b: 'reveal ... or pay {3}' (branch castfrom)
    from . import waterbend

    kicker += waterbend.cost(ch, action)  # 701.67a (branch costs)
    total = None
    if action.get("costs") == "pay":
        from .rules_effects import reduced_cost

        # 601.2f: the total cost is locked in before any part of it is paid (601.2h, its example:
        # sacrificing the permanent whose effect reduced the cost doesn't raise it again)
        base = total_mana_cost(ch, len(targets))
        if action.get("alternative_cost") == "flashback":  # 702.34a, 118.9: instead of its mana cost
            base = cast_keywords.flashback_cost(game, obj, player) + base[len(ch.mana_cost):]
        elif action.get("alternative_cost") == "escape":  # 702.138a
            base = cast_keywords.escape_cost(game, obj, player, action) + base[len(ch.mana_cost):]
        elif action.get("alternative_cost") == "plot":  # 702.170d: without paying its mana cost
            base = base[len(ch.mana_cost):]
        elif action.get("alternative_cost") in cast_keywords.FACE_DOWN_CASTS:  # 702.37c, 702.168a: {3}
            base = "{3}" + base[len(ch.mana_cost):]
        elif action.get("alternative_cost") == "foretell":  # 702.143a
            base = cast_keywords.foretold_cast(game, obj, player) + base[len(ch.mana_cost):]
        elif action.get("alternative_cost") in ("evoke", "dash", "madness", "surge", "mayhem", "blitz", "warp",
                                                "bestow", "emerge", "miracle"):  # 702.103a, 702.119a, 702.94a  # 702.74a, 702.109a, 702.35a, 702.117a, 702.187b, 702.152a
            base = cast_keywords.alternative_cost(game, obj, ch, action["alternative_cost"]) + base[len(ch.mana_cost):]
        total = reduced_cost(game, ch, overload.total_cost(game, obj, ch, base) + kicker + splice_costs, player,
                             targets, obj)  # 601.2c: targets chosen before the total cost
        total = cast_keywords.affinity_reduction(game, ch, total, player)  # 702.41a
        total = _less_generic(total, cast_keywords.emerge_reduction(game, player, action))  # 702.119a
    cast_keywords.check_additional_discard(game, obj, ch, player, action)  # 601.2b: "discard a card"
    cast_keywords.check_copy_costs(game, obj, ch, player, action)  # 702.78a, 702.153a
    cast_keywords.emerge_sacrifice(game, player, action)  # 702.119a: checked before anything is paid
    helpers = cast_keywords.helpers(game, ch, action, player)  # 702.51, 702.66, 702.126
    helpers += waterbend.helpers(game, ch, action, player)  # 701.67a-b (branch costs)
    sacrificed = pay_additional_costs(game, ch, action, player)  # 601.2b, 601.2h
    exhaust_permissions.pay_with_mana_abilities(game, player, action)  # 601.2g: while paying (branch castfrom)
    if total is not None:  # 601.2g-h: mana abilities activated before, the cost paid now
        pay_mana(game, player, total, action.get("x"), action.get("pay"), spent_for=obj.id, purpose={"cast": ch},
                 helpers=helpers, life=action.get("pay_life", 0))  # 601.2f: the total cost
    cast_keywords.pay_helpers(game, action)  # 601.2h: convoke and improvise tap, delve exiles
    waterbend.tap_helpers(game, action)  # 601.2h, 701.67a (branch costs)
    cast_keywords.pay_discard(game, action)  # 702.81a, 702.133a
    cast_keywords.pay_exile(game, action)  # 702.138a
    copy_costs = cast_keywords.pay_copy_costs(game, action)  # 702.78a, 702.153a
    if action.get("alternative_cost") == "flashback" or "jump-start" in action.get("additional_costs", []):
        cast_keywords.mark_flashback(obj)  # 702.34a, 702.133a: exiled whenever it would leave the stack
    elif action.get("alternative_cost") in ("evoke", "dash", "escape", "blitz", "warp"):
        cast_keywords.mark_alternative(obj, action["alternative_cost"])  # 702.138b: it escaped
    cast_from = obj.zone  # rebound: "if you cast this spell from your hand" (702.88a)
    move_to_zone(game, obj, "stack", player)  # 601.2a
    cast_keywords.face_down_on_stack(obj)  # 708.4
    item = StackItem(id=obj.id, kind="spell", controller=player, targets=list(targets), x=action.get("x"),
                     modes=modes, target_specs=target_specs, owner=obj.owner,
                     cost_paid={"sacrificed": sacrificed,
                                "kicked": bool(kicker_costs_paid(ch, action) or cast_keywords.multikicker_count(ch, action)),
                                "times_kicked": len(kicker_costs_paid(ch, action))
                                + cast_keywords.multikicker_count(ch, action),  # 702.33d
                                "kicker_costs": kicker_costs_paid(ch, action),
                                "buyback": "buyback" in action.get("additional_costs", []), "from": cast_from,
                                "additional_paid": waterbend.paid(action),  # (branch costs) "this spell's additional cost was paid"
                                "spliced_effects": spliced, "division": division,
                                "replicate": cast_keywords.replicate_count(ch, action), **copy_costs},  # 702.56a
                     was_cast=True, is_copy=obj.spell_copy)  # 707.12; 702.47c: the text spliced (a copy has it too, 707.10)
    item.target_incarnations = incarnations
    game.stack.append(item)
    record_cast(game, obj, player)  # 601.2i: "if an opponent has cast a blue spell this turn"
    game.events.append({"type": "cast", "object": obj.id, "player": player})
    from .triggers import record_targeting

    record_targeting(game, targets, item)  # 603.2: "becomes the target of a spell"


def _any_player_may(game: "Game", obj: "GameObject", action: dict[str, Any]) -> bool:
    """602.2: "Any player may activate this ability." — the activated ability the action names (not a
    mana ability: those are activated by their controller here)."""
    from .tree_conditions import activation_limits

    if action.get("do") != "activate":
        return False
    activated = cast_keywords.activated_abilities(game.chars(obj), obj.zone)
    index = action.get("ability", 0)
    return 0 <= index < len(activated) and bool(activation_limits(activated[index]).get("any_player"))


def activating_permanent(game: "Game", action: dict[str, Any]) -> "GameObject":
    """602.2: only a permanent's controller activates its abilities; a card's ability that
    functions in a hand or a graveyard (cycling 702.29a, unearth 702.84a) is activated by its owner."""
    obj = game.obj(action["object"])
    if obj.zone in ("hand", "graveyard") and cast_keywords.activated_abilities(game.chars(obj), obj.zone):
        if obj.owner != action["player"]:
            raise Illegal(f'"{obj.id}" is in {obj.owner}\'s {obj.zone}: only they can activate its abilities')
        return obj
    if obj.zone != "battlefield":
        raise Illegal(f'"{obj.id}" is not on the battlefield')
    if obj.controller != action["player"] and not _any_player_may(game, obj, action):
        raise Illegal(f'{action["player"]} does not control "{obj.id}" (602.2)')
    from .static_effects import cant

    if cant(game, obj, "activate"):  # 602.5: "its activated abilities can't be activated" (mana abilities too)
        raise Illegal(f'"{obj.id}"\'s activated abilities can\'t be activated')
    return obj


def _less_generic(cost: str, less: int) -> str:
    """601.2f: a reduction takes generic mana off the cost, never below {0}."""
    if not less:
        return cost
    symbols = re.findall(r"\{[^}]+\}", cost)
    generic = sum(int(s[1:-1]) for s in symbols if s[1:-1].isdigit())
    rest = "".join(s for s in symbols if not s[1:-1].isdigit())
    left = max(0, generic - less)
    return (f"{{{left}}}" if left else "") + rest


def _activating_card(game: "Game", action: dict[str, Any]) -> "GameObject":
    """113.6m, 602.2: an ability that functions only in a zone other than the battlefield is
    activated by the card's owner (it has no controller there)."""
    obj = game.obj(action["object"])
    if obj.zone == "battlefield":
        return activating_permanent(game, action)
    if obj.owner != action["player"]:
        raise Illegal(f'{action["player"]} does not own "{obj.id}" (602.2)')
    return obj


def activate(game: "Game", action: dict[str, Any]) -> None:
    player = action["player"]
    obj = _activating_card(game, action)
    ch = game.chars(obj)
    # Keyword abilities that are activated abilities (equip 702.6a, crew 702.122a, cycling 702.29a)
    # count in Oracle order, among those that function in the object's zone (113.6).
    activated = cast_keywords.activated_abilities(ch, obj.zone)
    index = action.get("ability", 0)
    if index >= len(activated):
        raise Illegal(f'"{obj.id}" has no activated ability number {index}')
    ability = activated[index]
    if (spell := cast_keywords.split_second(game)) is not None:
        raise Illegal(f'"{spell}" has split second: no ability that isn\'t a mana ability can be activated while '
                      "it is on the stack (702.61a)")
    if ability.spec.get("timing") == "sorcery" and not game.sorcery_timing(player):
        raise Illegal(f'"{obj.id}"\'s ability can be activated only as a sorcery (602.5d)')
    from .tree_conditions import check_activation

    limits = check_activation(game, obj, player, ability)  # 602.5: restrictions read from the grammar
    cost = ability.spec["cost"]
    check_symbol_costs(game, obj, cost)  # 107.5, 107.6, 302.6
    cast_keywords.check_discard_self(obj, player, cost)
    crew = cast_keywords.check_crew(game, player, cost, action)  # 702.122a
    from . import station  # branch station

    stationer = station.check(game, obj, player, cost, action)  # 702.184a
    x = action.get("x")
    if "{X}" in cost.get("mana", "") and x is None:
        raise Illegal("the ability's cost has {X}: the action must give X")
    targets = action.get("targets", [])
    from .modes import chosen_activation

    on_stack = chosen_activation(game, obj, player, ability)  # 700.2a: a modal ability's chosen modes
    declared = on_stack.spec["effect"].get("targets", [])
    chosen_specs = expand_specs(declared, len(targets))
    from .filters import reading_x

    with reading_x(lambda: x):  # search2: 'with mana value X' (601.2b: X is chosen before targets)
        check_targets(game, chosen_specs, targets, player, source=obj)  # 601.2c, 602.2b: "up to N targets" (expand_specs)
    from .divided import check_x_targets

    check_x_targets(declared, chosen_specs, action.get("x"))  # 601.2c: "X target lands"
    if "loyalty" in cost:  # 606: a loyalty ability's timing, once per turn, and its cost
        from .loyalty import activate as activate_loyalty

        activate_loyalty(game, obj, player, cost["loyalty"])
    from .rules_effects import pay_other_costs

    game.__dict__.pop("cost_sacrificed", None)  # branch grams: only this activation's (rules/costs.py)
    game.__dict__.pop("cost_discarded", None)
    pay_other_costs(game, obj, cost, player)  # 602.2b: counters, discards; a cost not understood is unsupported
    before = exhaust_permissions.records(game)  # branch castfrom
    if ability.spec.get("once") or limits.get("once"):
        # 702.177a: "Activate only once": this ability of this object (400.7: a new object may again);
        # 702.177b: unless an effect lets it be activated as though it hadn't been (branch castfrom)
        exhaust_permissions.check_once(game, obj, player, ability)
    exhaust_permissions.begin(game, player, ability)  # 702.177b: an exhaust ability begun this turn
    if ability.spec.get("keyword_word") == "boast":  # 702.142a (rules/speed.py; branch kw3)
        from .speed import check_boast

        check_boast(game, obj)
    per_turn = 1 if ability.spec.get("once_each_turn") or limits.get("once_each_turn") else limits.get("times_each_turn")
    if per_turn:
        # 602.5b-c: the restriction is on this ability of this object, as acquired from where it
        # came from; an identically worded ability acquired from another object is another ability.
        used = getattr(game, "activated_once", [])
        if sum(t == game.turn_number and o == obj.id and i == obj.incarnation and a is ability
               for t, o, i, a in used) >= per_turn:
            limit = "only once each turn" if per_turn == 1 else f"no more than {per_turn} times each turn"
            raise Illegal(f'"{obj.id}" has already activated that ability this turn ("Activate {limit}", 602.5b)')
        game.activated_once = used + [(game.turn_number, obj.id, obj.incarnation, ability)]
    exhaust_permissions.pay_with_mana_abilities(game, player, action, before)  # 602.2b, 601.2g (branch castfrom)
    if action.get("costs") == "pay":  # 602.2b, 601.2h: the mana part of the cost, from the pool
        from .tree_conditions import activation_cost_less

        mana = _less_generic(cost.get("mana", ""), activation_cost_less(game, ability, player, obj))  # 601.2f
        pay_mana(game, player, mana, x, action.get("pay"), purpose={"activate": obj.id},
                 life=action.get("pay_life", 0))
    if cost.get("tap"):
        game.tap(obj)
    if cost.get("untap"):
        game.untap(obj)
    cast_keywords.pay_crew(game, crew)  # 702.122b
    cast_keywords.crewed_event(game, obj, crew)  # 702.122b: they crewed it
    stationed_by = station.pay(game, stationer)  # 702.184a: the creature tapped (branch station)
    incarnation = obj.incarnation
    paid_with = cast_keywords.pay_discard_self(game, obj, cost)  # 702.29a, 702.97a: discarded or exiled
    if cost.get("discard_self") and ability.spec.get("cycling"):  # 702.29c: "When you cycle this card" (trig2)
        game.events.append({"type": "cycled", "object": obj.id, "player": player})
    if cost.get("sacrifice_self"):
        move_to_zone(game, obj, "graveyard")  # 701.21a; its last known information remains
    if cost.get("exile_source"):  # 602.2b: "Exile this artifact" (rules/costs.py); its last known information remains
        move_to_zone(game, obj, "exile")
    if cost.get("bounce_source"):  # 602.2b: "Return this creature to its owner's hand" (rules/costs.py)
        move_to_zone(game, obj, "hand")
    item = StackItem(id=game.new_id("ability"), kind="activated_ability", controller=player, source=obj.id,
                     ability=on_stack, targets=list(targets), x=x, source_incarnation=incarnation, cost_paid=paid_with,
                     modes=on_stack.spec.get("chosen_modes", []))
    item.target_incarnations = target_incarnations(game, targets)
    if stationed_by is not None:  # 702.184a: the creature whose power counts (branch station)
        item.cost_paid = {**item.cost_paid, "stationed_by": stationed_by}
    if game.__dict__.get("cost_sacrificed"):  # branch grams: the permanents its cost sacrificed (rules/costs.py)
        item.cost_paid = {**item.cost_paid, "sacrificed_lki": game.__dict__.pop("cost_sacrificed")}
    if game.__dict__.get("cost_discarded"):  # branch grams: the cards its cost discarded (rules/costs.py)
        item.cost_paid = {**item.cost_paid, "discarded_chars": game.__dict__.pop("cost_discarded")}
    item.source_transformations = getattr(obj, "transformations", 0)  # type: ignore[attr-defined]  # 701.27f
    game.stack.append(item)
    from .triggers import record_targeting

    record_targeting(game, targets, item)  # 603.2: "becomes the target of ... an ability"
