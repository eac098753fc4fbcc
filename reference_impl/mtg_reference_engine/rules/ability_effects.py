"""Effects of activated abilities that act on their source or on their target step by step
(608.2c): "This creature gets +2/+0 until end of turn", and sequences such as Olivia Voldaren's
"[This] deals 1 damage to another target creature. That creature becomes a Vampire in addition
to its other types. Put a +1/+1 counter on [this]."

"[This]" in an ability means the object the ability is on (201.5), tracked even if it changes
names or becomes a copy of something else (707.11): the source is the stack item's ``source``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.layers import ContinuousEffect
from .targeting import still_legal
from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject, StackItem

# What this module executes (support.py: the engine's decision of which rules text it implements).
executes("effect", "damage_target", "add_subtype_target", "counter_on_self")


KINDS = ("modify_pt_self", "target_then_self", "become_copy_of_target", "text_change_words", "exile_copied_card",
         "create_token_copy", "exile_object", "delayed_at_step", "return_object_to_hand", "cumulative_upkeep", "become_copy_of_chosen",
         "return_all_from_graveyard", "copy_card_by_name", "note_and_put_face_down", "copy_noted_card",
         "exile_created_tokens", "sacrifice_self", "switch_pt_self", "switch_pt",
         "return_self_to_hand")


def _source_here(item: "StackItem", source: "GameObject | None") -> bool:
    """The source is still the object the ability came from (400.7: not a new object)."""
    if source is None or source.zone != "battlefield":
        return False
    incarnation = getattr(item, "source_incarnation", None)
    return incarnation is None or incarnation == source.incarnation


def _switch(ch: "Characteristics", o: "GameObject") -> None:
    if ch.power is not None and ch.toughness is not None:
        ch.power, ch.toughness = ch.toughness, ch.power


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind == "modify_pt_self":
        if not _source_here(item, source):
            return
        dp, dt = effect["power"], effect["toughness"]
        if effect.get("x_is") == "self_power":
            # 608.2h: X is determined once, as the ability resolves; 107.1b: a calculation that
            # yields a negative number uses zero instead (a -2/4 gets +0/+0, not -2/-2)
            power = game.chars(source).power
            x = max(0, power if power is not None else 0)
            dp = x if dp == "X" else dp
            dt = x if dt == "X" else dt

        def pump(ch: "Characteristics", o: "GameObject", dp: int = dp, dt: int = dt) -> None:
            if ch.power is not None and ch.toughness is not None:
                ch.power += dp
                ch.toughness += dt

        game.effects.append(ContinuousEffect("7c", game.next_timestamp(), {(source.id, source.incarnation)}, pump,
                                             duration=effect["duration"], source=item.id,
                                             description=f"{dp:+d}/{dt:+d}"))
    elif kind in ("switch_pt_self", "switch_pt"):
        # 613.4d: switching is applied in layer 7d, after every other P/T effect and the counters; each
        # switch effect has its own timestamp, so two switches cancel (613.4d, example 3)
        if kind == "switch_pt_self":
            if not _source_here(item, source):
                return
            affected = [source]
        else:
            affected = [game.obj(target["object"]) for spec, target in zip(effect["targets"], item.targets)
                        if "object" in target and still_legal(game, item, spec, target)]  # 608.2b
        for obj in affected:
            game.effects.append(ContinuousEffect("7d", game.next_timestamp(), {(obj.id, obj.incarnation)}, _switch,
                                                 duration=effect["duration"], source=item.id,
                                                 description="power and toughness switched"))
    elif kind == "become_copy_of_target":
        # "You may have this creature become a copy of target creature, except ..." (Vesuvan
        # Doppelganger): 707.4, the permanent stays on the battlefield; it remembers nothing of
        # what it copied before, so it may copy the same creature again.
        if not _source_here(item, source) or not item.targets:
            return
        target = item.targets[0]
        if not still_legal(game, item, effect["targets"][0], target):
            return
        if effect.get("optional") and game.choose("may", source.id, ["yes", "no"]) != "yes":
            return
        from .copy import become_copy

        become_copy(game, source, game.obj(target["object"]), effect.get("exceptions", []), item.ability)
    elif kind == "text_change_words":
        from .text_change import WORDS, word_swap_effect

        targets = [t for spec, t in zip(effect["targets"], item.targets)
                   if "object" in t and still_legal(game, item, spec, t)]
        if not targets:
            return
        who = item.source or item.id
        words = WORDS[effect["word_kind"]]
        old = game.choose("replaced_word", who, list(words))
        new = game.choose("new_word", who, [w for w in words if w != old])
        for t in targets:
            obj = game.obj(t["object"])
            game.effects.append(word_swap_effect(game, obj, old, new, item.id))
    elif kind == "exile_copied_card":  # "When you do, exile that card." (the card copied, 707.9g)
        card = game.objects.get(item.trigger.get("object", ""))
        if card is not None and card.zone == "graveyard" and card.incarnation == item.trigger.get("incarnation"):
            from .entering import move_to_zone

            move_to_zone(game, card, "exile")
    elif kind == "create_token_copy":
        targets = [t for spec, t in zip(effect["targets"], item.targets)
                   if "object" in t and still_legal(game, item, spec, t)]
        from .spell_effects import token_multiplier

        for t in targets:
            # 614.1a, 616.1g: a token doubler modifies the creating event first, then each token's
            # own "as enters" replacement effects apply as it enters
            for _ in range(token_multiplier(game, item.controller)):
                token = create_token_copy(game, game.obj(t["object"]), item.controller, item.source or item.id)
                if effect.get("token_gains"):
                    from ..text.oracle import parse_granted

                    granted = parse_granted(effect["token_gains"].capitalize())

                    def gain(ch: "Characteristics", o: "GameObject", granted=granted) -> None:
                        ch.abilities = list(ch.abilities) + granted

                    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(token.id, token.incarnation)}, gain,
                                                         duration="end_of_turn", source=item.id,
                                                         description=f"gains {effect['token_gains']}"))
                if effect.get("exile_at"):  # 603.7: a delayed trigger at the beginning of the next end step
                    game.delayed_triggers = getattr(game, "delayed_triggers", []) + [
                        {"step": effect["exile_at"], "object": token.id, "incarnation": token.incarnation,
                         "controller": item.controller, "effect": {"type": "exile_object"}}]
    elif kind == "delayed_at_step":
        # 603.7a: the delayed triggered ability is created as this resolves; it refers to the object
        # of the trigger event (608.2k: the same object even if its characteristics changed)
        game.delayed_triggers = getattr(game, "delayed_triggers", []) + [
            {"step": effect["step"], "object": item.trigger.get("object"), "incarnation": item.trigger.get("incarnation"),
             "controller": item.controller, "effect": effect["delayed"], "text": effect["text"], "source": item.source}]
    elif kind == "return_object_to_hand":
        obj = game.objects.get(item.trigger.get("object", ""))
        if obj is not None and obj.zone == "battlefield" and obj.incarnation == item.trigger.get("incarnation"):
            from .entering import move_to_zone

            move_to_zone(game, obj, "hand")  # its owner's hand (400.3)
    elif kind == "exile_object":
        obj = game.objects.get(item.trigger.get("object", ""))
        if obj is not None and obj.zone == "battlefield" and obj.incarnation == item.trigger.get("incarnation"):
            from .entering import move_to_zone

            move_to_zone(game, obj, "exile")
    elif kind == "cumulative_upkeep":
        # 702.24a; 113.7a: the ability resolves even if its source changed form meanwhile — the age
        # counters are on the permanent (707.4) and all count.
        if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation"):
            return
        source.counters["age"] = source.counters.get("age", 0) + 1
        # Paying {cost} once per age counter: a 'may' choice (yes to pay).
        from .entering import move_to_zone

        if effect.get("cost"):
            # (branch costs) a mana cost, paid from the pool: {cost} once for each age counter (702.24a)
            from .resolution_costs import pay_or_decline

            if not pay_or_decline(game, source.id, item.controller, effect["cost"] * source.counters["age"]):
                move_to_zone(game, source, "graveyard")  # 701.21a: sacrificed
        elif game.choose("may", source.id, ["yes", "no"]) != "yes":
            move_to_zone(game, source, "graveyard")  # 701.21a: sacrificed
        elif "sacrifice" in effect:
            # 702.24a: "Sacrifice a creature" once per age counter: as many different permanents (a
            # 'sacrifice' choice of the ability's source); a player can't pay it with fewer (119.4-like)
            n = source.counters["age"]
            mine = [p.id for p in game.battlefield()
                    if p.controller == item.controller and game.matches(p, effect["sacrifice"], item.controller)]
            chosen = game.choose("sacrifice", source.id, None)
            chosen = chosen if isinstance(chosen, list) else [chosen]
            if len(chosen) != n or len(set(chosen)) != n or any(c not in mine for c in chosen):
                raise Illegal(f"paying the cumulative upkeep needs {n} different permanents to sacrifice "
                              f"among {', '.join(mine) or 'none'} (702.24a)")
            for oid in chosen:
                move_to_zone(game, game.obj(oid), "graveyard")  # 701.21a
        elif "life" in effect:
            # 702.24a/b: N life for each age counter on the permanent now, whichever instance added
            # them; 119.4: a player can pay life only if their life total is at least the payment
            n = effect["life"] * source.counters["age"]
            payer = game.players[item.controller]
            if payer.life < n:
                raise Illegal(f"paying the cumulative upkeep needs {n} life; the player has {payer.life} (119.4)")
            from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a)

            pay_life(game, item.controller, n)
        elif "draw" in effect:
            # 702.24a: "Draw a card" once per age counter. 118.11: drawing is how the cost is paid;
            # replacement effects may change what happens (a draw skipped, 121.6): it is still paid.
            game.draw(item.controller, effect["draw"] * source.counters["age"])  # (branch replace)
    elif kind == "become_copy_of_chosen":
        # "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that
        # creature until end of turn." (Cytoshape): the choice is made on resolution.
        specs = getattr(item, "target_specs", None) or effect["targets"]  # "any number of targets", expanded
        targets = [t for spec, t in zip(specs, item.targets) if "object" in t and still_legal(game, item, spec, t)]
        if not targets:
            return
        options = [o.id for o in game.battlefield() if game.matches(o, effect["choose"], item.controller)]
        chosen = game.obj(game.choose("copy", item.source or item.id, options))
        from .copy import copy_effect

        for t in targets:
            obj = game.obj(t["object"])
            copy = copy_effect(game, obj, chosen, [], None, item.id)
            copy.duration = effect.get("duration", "permanent")  # 514.2: ends in the cleanup step
            game.effects.append(copy)
    elif kind == "return_all_from_graveyard":
        cards = [o for o in game.objects.values() if o.zone == "graveyard"
                 and (effect.get("all_graveyards") or o.owner == item.controller)
                 and effect["card_type"] in game.chars(o).card_types]
        enter_together(game, cards, item.controller, cause=f"effect:{item.id}")
    elif kind == "note_and_put_face_down":
        note_and_put_face_down(game, effect, item)
    elif kind == "copy_noted_card":
        copy_noted_card(game, item, source)
    elif kind == "exile_created_tokens":  # "exile the token" created with this object (607.2c)
        from .entering import move_to_zone

        incarnation = item.trigger.get("source_incarnation")
        for obj in list(game.objects.values()):
            if obj.zone == "battlefield" and obj.created_by == item.source \
                    and getattr(obj, "created_by_incarnation", None) == incarnation:
                move_to_zone(game, obj, "exile")
    elif kind == "sacrifice_self":  # 701.21a
        if _source_here(item, source) and source.incarnation == item.trigger.get("source_incarnation", source.incarnation):
            from .entering import move_to_zone

            move_to_zone(game, source, "graveyard")
    elif kind == "return_self_to_hand":  # the same object only (400.7); to its owner's hand (108.3)
        if _source_here(item, source):
            from .entering import move_to_zone

            move_to_zone(game, source, "hand")
    elif kind == "copy_card_by_name":
        copy_card_by_name(game, effect, item, source)
    elif kind == "target_then_self":
        targets = [t for spec, t in zip(effect["targets"], item.targets)
                   if "object" in t and still_legal(game, item, spec, t)]  # 608.2b
        for step in effect["steps"]:
            _step(game, step, item, source, [game.obj(t["object"]) for t in targets])


def _step(game: "Game", step: dict[str, Any], item: "StackItem", source: "GameObject | None",
          targets: list["GameObject"]) -> None:
    kind = step["type"]
    if kind == "damage_target":
        if source is None:
            return
        from . import damage  # dealing damage lives in one place (120)

        chars, controller = damage.source_view(game, source, getattr(item, "source_incarnation", None))
        damage.deal(game, [damage.Packet(source, chars, controller, {"object": o.id}, step["amount"])
                           for o in targets])
    elif kind == "add_subtype_target":
        subtype = step["subtype"]

        def add(ch: "Characteristics", o: "GameObject", subtype: str = subtype) -> None:
            if subtype not in ch.subtypes:
                ch.subtypes = list(ch.subtypes) + [subtype]

        for obj in targets:  # 611.2c: the affected set is locked in; no duration: it lasts (611.2a)
            game.effects.append(ContinuousEffect("4", game.next_timestamp(), {(obj.id, obj.incarnation)}, add,
                                                 source=item.id, description=f"becomes a {subtype}"))
    elif kind == "counter_on_self":
        if _source_here(item, source):
            source.counters[step["kind"]] = source.counters.get(step["kind"], 0) + step["count"]
    else:  # pragma: no cover - oracle produces the kinds above
        raise ValueError(f"unknown step {kind}")


def create_token_copy(game: "Game", original: "GameObject", controller: str, cause: str,
                      exceptions: list[dict[str, Any]] = ()) -> "GameObject":
    """111.1, 707.5: create a token that's a copy of ``original``. It has no values of its own
    (111.3): the copy effect gives them as it enters, so its copied "enters" abilities apply and its
    enter triggers trigger; being a token is not a copiable value, nor is the original's."""
    from ..state.characteristics import Characteristics
    from .entering import enter_battlefield
    from ..state.game import GameObject

    token = GameObject(id=game.new_id("token"), base=Characteristics(), owner=controller, zone="exile",
                       token=True, created_by=cause)  # "exile" only until it enters below
    creator = game.objects.get(cause)
    token.created_by_incarnation = creator.incarnation if creator is not None else None  # type: ignore[attr-defined]
    game.objects[token.id] = token
    back = getattr(original, "back", None)
    if back is not None:
        # 707.8a: a token copy of a double-faced permanent is a double-faced token; each face has
        # the copiable values of the same face, and it enters with the same face up.
        token.base = original.base.clone()
        token.back = back.clone()  # type: ignore[attr-defined]
        token.transformed = getattr(original, "transformed", False)  # type: ignore[attr-defined]
        enter_battlefield(game, token, controller, cause=f"token:{cause}")
        return token
    token.enters_as_copy_of = original  # type: ignore[attr-defined]
    token.enters_as_copy_exceptions = list(exceptions)  # type: ignore[attr-defined] # 707.9
    enter_battlefield(game, token, controller, cause=f"token:{cause}")
    return token


def enter_together(game: "Game", objs: list["GameObject"], controller: str, cause: str) -> None:
    """Several objects entering the battlefield at the same time: while the replacement effects
    that modify how each enters are applied (614.12), none of the others is on the battlefield yet,
    so none can be chosen — e.g. as the object to copy (707.5) or what an Aura enchants (303.4f)."""
    from .entering import enter_battlefield

    done: list["GameObject"] = []
    # 614.13a: none of them can be chosen by another's "as enters" replacement effect
    outer = getattr(game, "entering_together", ())
    game.entering_together = tuple(outer) + tuple((o.id, o.incarnation) for o in objs)
    try:
        for obj in objs:
            enter_battlefield(game, obj, controller, cause=cause)
            if obj.zone == "battlefield":
                obj.entering = True  # still entering until all of them have
                done.append(obj)
    finally:
        game.entering_together = outer
    for obj in done:
        obj.entering = False


def copy_card_by_name(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    """707.13: "Choose a card name that hasn't been chosen this way: ... Create a copy of the card
    with the chosen name. You may cast the copy." (Garth One-Eye). The copy's characteristics come
    from the Oracle card reference (here, the fixture's card list) and it is created outside the
    game; if it isn't cast, it ceases to exist. "This way" means by this object's ability."""
    from .casting import put_on_stack_as_cast
    from ..state.characteristics import Characteristics
    from ..state.game import GameObject, Unsupported

    chosen_before = getattr(game, "names_chosen", {}).get(item.source or item.id, [])
    options = [n for n in effect["names"] if n not in chosen_before]
    answer = game.choose("card_name", item.source or item.id, [n.lower() for n in options])
    name = next(n for n in options if n.lower() == answer)
    game.names_chosen = {**getattr(game, "names_chosen", {}), item.source or item.id: chosen_before + [name]}
    card = game.cards.get(name)
    if card is None:
        raise Unsupported(f"{name!r} is not in the fixture's cards (the Oracle card reference, 707.13)")
    copy = GameObject(id=game.new_id("copy"), base=Characteristics.from_card(card), owner=item.controller,
                      zone="outside", card=card, created_by=item.id, spell_copy=True)
    copy.position = game.next_position()
    game.objects[copy.id] = copy
    decisions = game.choose("cast_copy", copy.id, allow_none=True)
    if decisions is None:
        copy.zone = None  # type: ignore[assignment]  # never in the game: it ceases to exist
        return
    # "You may cast the copy" — its costs are paid (taken as paid here), timing permissions ignored
    # while the ability resolves (608.2g).
    put_on_stack_as_cast(game, copy, game.chars(copy), item.controller, {**decisions, "costs": "assume_paid"})


def note_and_put_face_down(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Magar of the Magic Strings: "Note the name of target instant or sorcery card in your
    graveyard and put it onto the battlefield face down. It's a 3/3 creature with ..." — a
    face-down permanent with the values the effect gives it (708.2b). The noted name and the card's
    last known characteristics in the graveyard (707.14, 608.2h) are noted on the permanent; they
    are not copiable values."""
    from ..state.characteristics import Characteristics
    from .entering import enter_battlefield
    from ..text.oracle import parse_granted

    if not item.targets or not still_legal(game, item, effect["targets"][0], item.targets[0]):
        return
    card = game.obj(item.targets[0]["object"])
    last_known = game.chars(card)  # as it last existed in the graveyard
    abilities = [a for text in effect["abilities"] for a in parse_granted(text)]
    card.enters_face_down = Characteristics(card_types=["creature"], power=effect["power"],  # type: ignore[attr-defined]
                                            toughness=effect["toughness"], abilities=abilities)
    enter_battlefield(game, card, item.controller, cause=f"effect:{item.id}")
    card.noted = (last_known.name, last_known)  # type: ignore[attr-defined]


def copy_noted_card(game: "Game", item: "StackItem", source: "GameObject | None") -> None:
    """"You may create a copy of the card with the noted name. You may cast the copy without paying
    its mana cost." 707.14: the copy's values are those of the card as it last existed in the
    graveyard. A copy of the face-down creature has no noted name, so it creates nothing."""
    from .casting import cast_copy
    from ..state.game import GameObject

    noted = getattr(source, "noted", None) if source is not None else None
    if noted is None or game.choose("may", source.id, ["yes", "no"]) != "yes":
        return
    name, values = noted
    copy = GameObject(id=game.new_id("copy"), base=values.clone(), owner=item.controller, zone="outside",
                      card=source.card, created_by=item.id, spell_copy=True)
    copy.position = game.next_position()
    game.objects[copy.id] = copy
    decisions = game.choose("cast_copy", copy.id, allow_none=True)
    if decisions is None:
        copy.zone = None  # type: ignore[assignment]  # not cast: it ceases to exist
        return
    cast_copy(game, copy, item.controller, decisions)  # without paying its mana cost (118.9)
