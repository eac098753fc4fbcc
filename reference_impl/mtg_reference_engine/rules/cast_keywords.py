"""Keyword abilities of 702 about casting, costs and activation.

* cycling and typecycling (702.29): activated abilities that function only in a hand; the card is
  discarded to pay the cost (:func:`activation_zone_abilities`, :func:`pay_discard_self`);
* flashback (702.34): cast from a graveyard for the flashback cost, exiled whenever it would
  leave the stack (:func:`flashback_cost`, :func:`leaves_stack_to`);
* affinity (702.41): the generic part of the total cost reduced (:func:`affinity_reduction`);
* convoke (702.51), delve (702.66), improvise (702.126): after the total cost is determined,
  tapped creatures or artifacts and exiled graveyard cards pay part of it (:func:`helpers`);
* crew (702.122): tapping creatures with total power N or more makes the Vehicle an artifact
  creature until end of turn (:func:`pay_crew`, the ``crewed`` effect);
* storm (702.40): "When you cast this spell, copy it for each other spell that was cast before it
  this turn" (:func:`storm_triggers`, the ``storm_copies`` effect);
* ward (702.21): "Whenever this permanent becomes the target of a spell or ability an opponent
  controls, counter that spell or ability unless that player pays [cost]" (:func:`ward_triggers`);
* echo (702.30): at the beginning of its controller's upkeep after it came under their control,
  sacrifice it unless they pay the echo cost (:func:`upkeep_triggers`);
* buyback (702.27): an optional additional cost; the spell goes to its owner's hand as it resolves
  (:func:`resolved_spell_zone`);
* rebound (702.88): cast from a hand, the spell is exiled as it resolves and may be cast from exile
  without paying its mana cost at its owner's next upkeep;
* cascade (702.85): "When you cast this spell, exile cards from the top of your library until you
  exile a nonland card whose mana value is less than this spell's mana value. You may cast that
  spell without paying its mana cost ... Then put all cards exiled this way that weren't cast on
  the bottom of your library in a random order."

An "unless [that player] pays" cost and a "you may cast" offer are the fixture's decisions as the
ability resolves: a 'may' choice ('yes' pays, the cost taken as paid as for cumulative upkeep,
702.24a; 'no' declines) and a 'cast' choice (the decisions of the spell cast, e.g. its targets, or
null to decline).
* scavenge (702.97), unearth (702.84), embalm (702.128) and eternalize (702.129): activated
  abilities of a card in a graveyard;
* evoke (702.74) and dash (702.109): alternative costs; an evoked permanent's controller sacrifices
  it as it enters (a trigger); a dashed one has haste and returns to its owner's hand at the
  beginning of the next end step (:func:`entered`);
* madness (702.35): a card with madness discarded from a hand is exiled instead, and its owner may
  cast it for its madness cost as the madness trigger resolves (:func:`discard`);
* suspend (702.62): a special action exiles the card from a hand with N time counters
  (:func:`suspend`); at its owner's upkeep a time counter is removed; when the last is, they may
  cast it without paying its mana cost, and a creature spell cast so has haste;
* retrace (702.81) and jump-start (702.133): the card is cast from its owner's graveyard by
  discarding a card (a land card for retrace) in addition to its other costs; a jump-started spell
  is exiled whenever it would leave the stack (:func:`graveyard_permission`);
* surge (702.117): an alternative cost, if the player has cast another spell this turn;
* entwine (702.42): an additional cost that lets the player choose all modes;
* mayhem (702.187): an alternative cost casting the card from a graveyard the turn it was discarded;
* escape (702.138): an alternative cost casting the card from a graveyard and exiling other cards
  from it; "escapes with [counters]" (702.138c) is read by rules/entering.py (:func:`escaped`);
* devoid (702.114) is a characteristic-defining ability: rules/cda.py applies it;
* partner, partner—[text], "choose a Background", "doctor's companion" (702.124h-m) and "[This]
  can be your commander" (903.3a) modify deck construction in the Commander variant and function
  before the game begins: in a game under way they do nothing, so doing nothing implements them.
  ("Partner with [name]" is not among them: its second ability triggers, 702.124j.)
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal, StackItem
from ..state.layers import ContinuousEffect
from ..state.support import executes
from ..text.oracle import Ability

if TYPE_CHECKING:  # pragma: no cover
    from ..state.characteristics import Characteristics
    from ..state.game import Game, GameObject

executes("keyword", "cycling", "flashback", "affinity", "convoke", "delve", "improvise", "crew", "storm",
         "devoid", "deck_construction", "ward", "echo", "buyback", "rebound", "cascade", "scavenge", "unearth",
         "evoke", "dash", "madness", "suspend", "embalm", "eternalize", "retrace", "jump-start", "surge",
         "entwine", "mayhem", "escape", "blitz", "warp", "plot", "foretell", "reinforce", "transmute", "replicate",
         "conspire", "casualty", "encore", "ninjutsu", "disguise", "bestow", "prototype", "emerge", "multikicker", "miracle", "fuse", "cipher", "bargain")
executes("rule", "deck_construction")  # 903.3a: see the module's docstring
KINDS = ("search_library_for_type_to_hand", "crewed", "storm_copies", "ward_counter", "echo_upkeep", "rebound_cast",
         "cascade", "scavenge_counters", "unearth", "sacrifice_evoked", "madness_cast",
         "remove_time_counter", "suspend_cast", "token_copy_of_self", "graveyard_gains_flashback",
         "sacrifice_at_end_step", "exile_warped", "reinforce_counters", "transmute_search", "encore",
         "ninjutsu", "miracle_cast", "cipher_cast")


def _keyword_specs(ch: "Characteristics", name: str) -> list[dict[str, Any]]:
    return [a.spec for a in ch.abilities if a.kind == "keyword" and a.spec.get("keyword") == name]


# -- activating in a zone other than the battlefield (113.6, 702.29a) --------------------------------

def activated_abilities(ch: "Characteristics", zone: str) -> list[Ability]:
    """The activated abilities an object can activate in ``zone``, in Oracle order: on the
    battlefield, those that say nothing of a zone (113.6); in a hand, cycling (702.29a) and those
    whose cost discards the card (channel); in a graveyard, those whose cost exiles it from there
    or that say so (113.6m). A keyword
    that is an activated ability (equip, crew, cycling) is lowered to its activated ability."""
    out: list[Ability] = []
    for a in ch.abilities:
        if a.kind == "activated":
            spec = a.spec
        elif a.kind == "keyword" and "activation" in a.spec:
            spec = a.spec["activation"]
        else:
            continue
        # 113.6m: an ability whose cost moves the object out of a zone functions only in that zone
        cost = spec.get("cost", {})
        where = spec.get("zone") or ("hand" if cost.get("discard_self") else "graveyard" if cost.get("exile_self")
                                     else "battlefield")
        if where == zone:
            out.append(a if a.kind == "activated" else Ability(a.text, "activated", spec))
    return out


def check_discard_self(obj: "GameObject", player: str, cost: dict[str, Any]) -> None:
    """"Discard this card": only from its owner's hand (701.9a); "Exile this card from your
    graveyard": only from its owner's graveyard."""
    if cost.get("discard_self") and (obj.zone != "hand" or obj.owner != player):
        raise Illegal(f'"{obj.id}" is not in {player}\'s hand: it can\'t be discarded')
    if cost.get("exile_self") and (obj.zone != "graveyard" or obj.owner != player):
        raise Illegal(f'"{obj.id}" is not in {player}\'s graveyard: it can\'t be exiled from there')
    if cost.get("return_unblocked") and (obj.zone != "hand" or obj.owner != player):
        raise Illegal(f'"{obj.id}" is not in {player}\'s hand: ninjutsu reveals it from there (702.49a)')


def pay_discard_self(game: "Game", obj: "GameObject", cost: dict[str, Any]) -> dict[str, Any]:
    """602.2b: the card is discarded (701.9a) or exiled as the cost is paid. Returns what the
    ability remembers of it: the exiled card's power (scavenge, 702.97a)."""
    from .entering import move_to_zone
    from .mana import object_mana_value

    if cost.get("discard_self"):
        mana_value = object_mana_value(game, obj)  # 702.53a: the discarded card's, as it was in the hand
        discard(game, obj)
        return {"discarded_mana_value": mana_value}
    if cost.get("return_unblocked"):
        return _return_unblocked(game, obj)
    if cost.get("exile_self"):
        power = game.chars(obj).power
        move_to_zone(game, obj, "exile")
        return {"exiled_power": power}
    return {}


# -- crew (702.122) -----------------------------------------------------------------------------------

def check_crew(game: "Game", player: str, cost: dict[str, Any], action: dict[str, Any]) -> list[str]:
    """702.122a: "Tap any number of untapped creatures you control with total power N or greater" —
    the creatures the action lists under ``tap`` (702.122b: they crew the Vehicle). Tapping them
    isn't the {T} symbol, so a creature that came under its controller's control this turn can
    crew (302.6 restricts only {T} and {Q} costs)."""
    if "crew" not in cost:
        if action.get("tap") and not cost.get("station"):  # 702.184a: station's creature (rules/station.py; branch station)
            raise Illegal("this ability's cost taps no other permanent: the action lists creatures to tap")
        return []
    chosen = list(action.get("tap", []))
    if len(set(chosen)) != len(chosen):
        raise Illegal("a creature is tapped once to pay a crew cost")
    power = 0
    for oid in chosen:
        crew = game.obj(oid)
        ch = game.chars(crew)
        if crew.zone != "battlefield" or crew.controller != player or "creature" not in ch.card_types or crew.tapped:
            raise Illegal(f'"{oid}" is not an untapped creature {player} controls: it can\'t crew (702.122a)')
        power += max(0, ch.power or 0)  # 107.1b: a negative power adds nothing
    if power < cost["crew"]:
        raise Illegal(f"the creatures tapped have total power {power}, less than crew {cost['crew']} (702.122a)")
    return chosen


def pay_crew(game: "Game", crew: list[str]) -> None:
    """602.2b: the creatures that crew are tapped as the cost is paid (702.122b)."""
    for oid in crew:
        game.tap(game.obj(oid))


def crewed_event(game: "Game", vehicle: "GameObject", crew: list[str]) -> None:
    """702.122b: each creature tapped to pay a crew cost "crews" that Vehicle (an event "whenever
    this creature crews a Vehicle" triggers on, 603.2), once the cost is paid."""
    for oid in crew:
        creature = game.obj(oid)
        game.events.append({"type": "crews", "object": creature.id, "incarnation": creature.incarnation,
                            "vehicle": vehicle.id, "vehicle_incarnation": vehicle.incarnation})


def _in_own_graveyard(game: "Game", obj: "GameObject", player: str) -> bool:
    """A card cast "from your graveyard": in the player's graveyard, or as though it were (609.4; branch castfrom)."""
    from .other_graveyards import in_own_graveyard

    return in_own_graveyard(game, obj, player)


# -- flashback (702.34) -------------------------------------------------------------------------------

def flashback_cost(game: "Game", obj: "GameObject", player: str) -> str:
    """702.34a: "You may cast this card from your graveyard if the resulting spell is an instant or
    sorcery spell by paying [cost] rather than paying its mana cost" — an alternative cost (118.9)."""
    if not _in_own_graveyard(game, obj, player):  # 609.4 (branch castfrom)
        raise Illegal(f'"{obj.id}" is not in {player}\'s graveyard: flashback casts it from there (702.34a)')
    ch = game.chars(obj)
    specs = _keyword_specs(ch, "flashback")
    if not specs:
        raise Illegal(f'"{obj.id}" has no flashback ability')
    if not any(t in ch.card_types for t in ("instant", "sorcery")):
        raise Illegal(f'"{obj.id}" would not be an instant or sorcery spell: it can\'t be cast with flashback')
    if specs[0].get("cost_is_mana_cost"):
        # 702.1b: a variable defined by the effect granting the keyword is reevaluated: the mana
        # cost of what is cast now (a split card's half: 709.3a), not of the card in the graveyard
        return ch.mana_cost
    return specs[0]["cost"]


def _graveyard_gains_flashback(game: "Game", effect: dict[str, Any], item: StackItem,
                               source: "GameObject | None") -> None:
    """"Each instant and sorcery card in your graveyard gains flashback until end of turn. The
    flashback cost is equal to its mana cost." (702.34a): the cards there as it resolves (611.2c),
    each gaining flashback in layer 6 (613.1f) until the cleanup step (514.2); its cost is read
    when the card is cast (702.1b, :func:`flashback_cost`)."""
    player = item.controller
    cards = [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == player
             and any(t in game.chars(o).card_types for t in effect["types"])]
    if not cards:
        return

    def gain(ch: "Characteristics", o: "GameObject") -> None:
        ch.abilities.append(Ability("Flashback", "keyword", {"keyword": "flashback", "cost_is_mana_cost": True}))

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in cards}, gain,
                                         duration="end_of_turn", source=item.id,
                                         description="gains flashback (its mana cost)"))


def graveyard_permission(game: "Game", obj: "GameObject", player: str, action: dict[str, Any]) -> str | None:
    """702.81a: "You may cast this card from your graveyard by discarding a land card in addition
    to paying its other costs"; 702.133a: "... by discarding a card ...". The action names the
    permission in ``additional_costs`` and the card discarded in ``discard``; checked here (before
    anything is paid), the card is discarded by :func:`pay_discard`. None when neither is used."""
    used = [k for k in ("retrace", "jump-start") if k in action.get("additional_costs", [])]
    if not used:
        if action.get("discard") and not additional_discards(game.chars(obj)):
            raise Illegal("the spell's costs discard no card: the action lists cards to discard")
        return None
    name = used[0]
    if not _in_own_graveyard(game, obj, player):  # 609.4 (branch castfrom)
        raise Illegal(f'"{obj.id}" is not in {player}\'s graveyard: {name} casts it from there')
    if not _keyword_specs(game.chars(obj), name):
        raise Illegal(f'"{obj.id}" has no {name} ability')
    chosen = list(action.get("discard") or [])
    if len(chosen) != 1 + additional_discards(game.chars(obj)):
        raise Illegal(f"{name} discards one card: the action must name it (702.81a, 702.133a)")
    card = game.obj(chosen[0])  # the first card listed is the one discarded for this permission
    if card.zone != "hand" or card.owner != player:
        raise Illegal(f'"{card.id}" is not in {player}\'s hand: it can\'t be discarded')
    if name == "retrace" and "land" not in game.chars(card).card_types:
        raise Illegal(f'"{card.id}" is not a land card: retrace discards a land card (702.81a)')
    return name


def additional_discards(ch: "Characteristics") -> int:
    """601.2b: "As an additional cost to cast this spell, discard a card / N cards" — how many."""
    return sum(a.spec["discard"] for a in ch.abilities if a.kind == "additional_cost" and "discard" in a.spec)


def check_additional_discard(game: "Game", obj: "GameObject", ch: "Characteristics", player: str,
                             action: dict[str, Any]) -> None:
    """601.2b, 601.2h: the cards the cast lists in ``discard`` are that many other cards in the
    caster's hand (701.9a), with one more for retrace or jump-start (702.81a, 702.133a); a player
    who can't discard them can't cast the spell (601.2h: the whole cost is paid, or the cast is
    reversed, 732). Discarded by :func:`pay_discard`."""
    wanted = additional_discards(ch)
    permission = 1 if any(k in action.get("additional_costs", []) for k in ("retrace", "jump-start")) else 0
    chosen = list(action.get("discard") or [])
    if not wanted:
        if chosen and not permission:
            raise Illegal("the spell's costs discard no card: the action lists cards to discard")
        return
    if len(set(chosen)) != len(chosen) or len(chosen) != wanted + permission:
        raise Illegal(f"the spell's additional cost discards {wanted} card(s): the action must name them (601.2b)")
    for oid in chosen:
        card = game.obj(oid)
        if card is obj or card.zone != "hand" or card.owner != player:
            raise Illegal(f'"{oid}" is not another card in {player}\'s hand: it can\'t be discarded to cast "{obj.id}"')


def pay_discard(game: "Game", action: dict[str, Any]) -> None:
    """601.2h: the card discarded to pay the cost (701.9a; madness applies, 702.35a)."""
    for oid in action.get("discard") or []:
        discard(game, game.obj(oid))


def mayhem_allowed(game: "Game", obj: "GameObject", player: str) -> None:
    """702.187b: "As long as you discarded this card this turn, you may cast it from your graveyard
    by paying [cost] rather than paying its mana cost." """
    if not _in_own_graveyard(game, obj, player):  # 609.4 (branch castfrom)
        raise Illegal(f'"{obj.id}" is not in {player}\'s graveyard: mayhem casts it from there (702.187b)')
    if (obj.id, obj.incarnation, game.turn_number) not in game.__dict__.get("discarded_cards", []):
        raise Illegal(f'"{obj.id}" wasn\'t discarded this turn: it can\'t be cast for its mayhem cost (702.187b)')


def escape_cost(game: "Game", obj: "GameObject", player: str, action: dict[str, Any]) -> str:
    """702.138a: "You may cast this card from your graveyard by paying [cost] rather than paying its
    mana cost" — the cards the action lists in ``exile`` are the other cards exiled from that
    graveyard to pay it; checked here, exiled by :func:`pay_exile`."""
    if not _in_own_graveyard(game, obj, player):  # 609.4 (branch castfrom)
        raise Illegal(f'"{obj.id}" is not in {player}\'s graveyard: escape casts it from there (702.138a)')
    specs = _keyword_specs(game.chars(obj), "escape")
    if not specs:
        raise Illegal(f'"{obj.id}" has no escape ability')
    chosen = list(action.get("exile") or [])
    if len(set(chosen)) != specs[0]["exile_other"] or obj.id in chosen or any(
            game.obj(c).zone != "graveyard" or game.obj(c).owner != player for c in chosen):
        raise Illegal(f"escape exiles {specs[0]['exile_other']} other card(s) from {player}'s graveyard: "
                      "the action must name them")
    return specs[0]["cost"]


def pay_exile(game: "Game", action: dict[str, Any]) -> None:
    """601.2h: the other cards exiled from the graveyard to pay the escape cost."""
    from .entering import move_to_zone

    for oid in action.get("exile") or []:
        move_to_zone(game, game.obj(oid), "exile")


def escaped(obj: "GameObject") -> bool:
    """702.138b: the permanent (this object, 400.7) is one whose spell was cast with escape."""
    return getattr(obj, "alternative_paid", None) == (obj.incarnation - 1, "escape")


def entwine_cost(ch: "Characteristics", action: dict[str, Any]) -> str:
    """702.42a: "You may choose all modes of this spell instead of just the number specified. If you
    do, you pay an additional [cost]." The modes are checked by :func:`check_modes`."""
    if "entwine" not in action.get("additional_costs", []):
        return ""
    specs = _keyword_specs(ch, "entwine")
    if not specs:
        raise Illegal("the spell has no entwine: its entwine cost can't be paid (702.42a)")
    return specs[0]["cost"]


def check_modes(ch: "Characteristics", action: dict[str, Any], modes: list[int]) -> None:
    """601.2b, 700.2: the modes chosen; entwined (702.42a), all of them."""
    from .spell_effects import check_modes as check_chosen

    if "entwine" not in action.get("additional_costs", []):
        from .spell_effects import kicker_costs_paid

        return check_chosen(ch, modes, bool(kicker_costs_paid(ch, action)))  # 601.4
    entwine_cost(ch, action)
    modal = [a for a in ch.abilities if a.kind == "spell" and "modes" in a.spec]
    if not modal or sorted(modes) != list(range(len(modal[0].spec["modes"]))):
        raise Illegal("an entwined spell has all its modes chosen (702.42a)")


def surge_allowed(game: "Game", obj: "GameObject", player: str) -> None:
    """702.117a: "You may cast this spell for its surge cost if you or a teammate has cast another
    spell this turn" (601.2i: spells cast this turn)."""
    if not any(c["turn"] == game.turn_number and c["player"] == player and c["object"] != obj.id
               for c in getattr(game, "spells_cast", [])):
        raise Illegal(f"{player} has cast no other spell this turn: the surge cost can't be paid (702.117a)")


def mark_flashback(obj: "GameObject") -> None:
    """As the card moves to the stack: the spell it becomes (400.7) was cast with flashback."""
    obj.flashback_incarnation = obj.incarnation + 1  # type: ignore[attr-defined]


def leaves_stack_to(obj: "GameObject", zone: str) -> str:
    """702.34a: "If the flashback cost was paid, exile this card instead of putting it anywhere else
    any time it would leave the stack." """
    if obj.zone == "stack" and getattr(obj, "flashback_incarnation", None) == obj.incarnation:
        return "exile"
    return zone


# -- affinity, convoke, delve, improvise (601.2f-h) ----------------------------------------------------

def affinity_reduction(game: "Game", ch: "Characteristics", cost: str, player: str) -> str:
    """702.41a: "This spell costs you {1} less to cast for each [text] you control"; 702.41b: each
    instance applies. Only the generic part is reduced, never below zero (601.2f)."""
    import re

    less = sum(1 for spec in _keyword_specs(ch, "affinity") for perm in game.battlefield()
               if perm.controller == player and game.matches(perm, spec["for"], player))
    if not less:
        return cost
    symbols = re.findall(r"\{[^}]+\}", cost)
    generic = sum(int(s[1:-1]) for s in symbols if s[1:-1].isdigit())
    rest = "".join(s for s in symbols if not s[1:-1].isdigit())
    left = max(0, generic - less)
    return (f"{{{left}}}" if left else "") + rest


#: What each helper pays (601.2h): the mana symbols it may stand for ("*": one generic mana only).
HELPERS = ("convoke", "improvise", "delve")


def helpers(game: "Game", ch: "Characteristics", action: dict[str, Any], player: str) -> list[tuple[str, ...]]:
    """702.51a, 702.126a, 702.66a: the objects the action lists under ``convoke``, ``improvise`` and
    ``delve`` checked, each as the mana it may pay: a creature tapped for convoke pays one generic
    mana or one mana of one of its colors; an artifact tapped for improvise and a card exiled from
    the graveyard for delve pay one generic mana. (They are tapped or exiled by :func:`pay_helpers`.)"""
    out: list[tuple[str, ...]] = []
    seen: set[str] = set()
    for name in HELPERS:
        chosen = action.get(name) or []
        if chosen and not _keyword_specs(ch, name):
            raise Illegal(f"the spell has no {name}: nothing can be {name}d for it")
        for oid in chosen:
            if oid in seen:
                raise Illegal(f'"{oid}" pays for the spell once')
            seen.add(oid)
            obj = game.obj(oid)
            och = game.chars(obj)
            if name == "delve":
                if obj.zone != "graveyard" or obj.owner != player:
                    raise Illegal(f'"{oid}" is not a card in {player}\'s graveyard: it can\'t be exiled for delve')
                out.append(("*",))
                continue
            kind = "creature" if name == "convoke" else "artifact"
            if obj.zone != "battlefield" or obj.controller != player or obj.tapped or kind not in och.card_types:
                raise Illegal(f'"{oid}" is not an untapped {kind} {player} controls: it can\'t pay for {name}')
            colors = tuple(_COLOR_SYMBOL[c] for c in och.colors) if name == "convoke" else ()
            out.append(colors + ("*",))
    return out


_COLOR_SYMBOL = {"white": "W", "blue": "U", "black": "B", "red": "R", "green": "G"}


def pay_helpers(game: "Game", action: dict[str, Any]) -> None:
    """601.2h: tapping the creatures and artifacts and exiling the cards is part of paying the cost."""
    from .entering import move_to_zone

    for oid in list(action.get("convoke") or []) + list(action.get("improvise") or []):
        game.tap(game.obj(oid))
    for oid in action.get("delve") or []:
        move_to_zone(game, game.obj(oid), "exile")


# -- storm (702.40) ---------------------------------------------------------------------------------

def storm_triggers(game: "Game", spell: StackItem) -> None:
    """702.40a-b: each instance of storm of the spell cast triggers. 702.56a: "When you cast this
    spell, if a replicate cost was paid for it, copy it for each time its replicate cost was paid"
    (the same copies as storm's, each with new targets if its controller chooses, 707.10c)."""
    obj = game.obj(spell.id)
    # 702.78a: "When you cast this spell, if its conspire cost was paid, copy it"; 702.153a: "When
    # you cast this spell, if a casualty cost was paid for it, copy it" (one copy each)
    paid = spell.cost_paid or {}
    for name, copies in (("replicate", paid.get("replicate", 0)), ("conspire", int(bool(paid.get("conspire")))),
                         ("casualty", int(bool(paid.get("casualty"))))):
        keyword = next((a for a in game.chars(obj).abilities if a.kind == "keyword"
                        and a.spec.get("keyword") == name), None)
        if copies and keyword is not None:
            trig = Ability(keyword.text, "triggered", {"effect": {"type": "storm_copies", "targets": []}})
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": spell.controller, "ability": trig, "spell": spell.id,
                                          "before": copies})
    for ability in game.chars(obj).abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "storm":
            trig = Ability(ability.text, "triggered", {"effect": {"type": "storm_copies", "targets": []}})
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": spell.controller, "ability": trig, "spell": spell.id,
                                          "before": _cast_before(game, obj.id)})


def _cast_before(game: "Game", oid: str) -> int:
    """The spells cast this turn before this one (601.2i: a spell becomes cast in turn order)."""
    this_turn = [c for c in getattr(game, "spells_cast", []) if c["turn"] == game.turn_number]
    last = max((i for i, c in enumerate(this_turn) if c["object"] == oid), default=len(this_turn))
    return last


# -- resolving ------------------------------------------------------------------------------------

def perform(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    kind = effect["type"]
    if kind in _MORE:
        return _MORE[kind](game, effect, item, source)
    if kind == "search_library_for_type_to_hand":
        _search_to_hand(game, effect, item)
    elif kind == "crewed":
        _crewed(game, effect, item, source)
    elif kind == "storm_copies":
        _storm_copies(game, item)


def _search_to_hand(game: "Game", effect: dict[str, Any], item: StackItem) -> None:
    """702.29e: "Search your library for a [type] card, reveal it, and put it into your hand. Then
    shuffle." The card found is a 'search' choice; null finds none (701.23b: a stated quality)."""
    from .entering import move_to_zone
    from .rules_effects import shuffle_library

    player = item.controller
    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, player, player)
    options = [o.id for o in game.objects.values() if o.zone == "library" and o.owner == player
               and game.matches(o, effect["filter"], player) and (portion is None or o.id in portion)]
    found = game.choose("search", item.source or item.id, options, allow_none=True)
    if found is not None:
        move_to_zone(game, game.obj(found), "hand")
    shuffle_library(game, player)  # 701.24a


def _crewed(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.122a: "This permanent becomes an artifact creature until end of turn" — keeping its other
    types and subtypes (205.1b); a Vehicle then has its printed power and toughness (301.7b)."""
    if source is None or source.zone != "battlefield" or source.incarnation != item.source_incarnation:
        return

    def artifact_creature(ch: "Characteristics", o: "GameObject") -> None:
        ch.card_types = list(ch.card_types) + [t for t in ("artifact", "creature") if t not in ch.card_types]

    game.effects.append(ContinuousEffect("4", game.next_timestamp(), {(source.id, source.incarnation)},
                                         artifact_creature, duration=effect["duration"], source=item.id,
                                         description="becomes an artifact creature (crew, 702.122a)"))


def _storm_copies(game: "Game", item: StackItem) -> None:
    """702.40a: a copy for each other spell cast before it this turn; for each, the controller may
    choose new targets (707.10c)."""
    from .copy_spells import choose_new_targets, copy_of, stack_item

    original = stack_item(game, item.trigger.get("spell"))
    if original is None:
        return  # the spell has left the stack: there is nothing to copy (707.10)
    for _ in range(item.trigger.get("before", 0)):
        copy = copy_of(game, original, item.controller, cause=item.id)
        choose_new_targets(game, copy)
        game.stack.append(copy)


# -- ward (702.21) ----------------------------------------------------------------------------------

def ward_triggers(game: "Game", obj: "GameObject", event: dict[str, Any]) -> None:
    """702.21a: each ward ability of the permanent triggers when a spell or ability an opponent of
    its controller controls makes it a target."""
    by, by_controller = event.get("by"), event.get("by_controller")
    if by is None or by_controller not in game.opponents(obj.controller):
        return
    for ability in game.chars(obj).abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "ward":
            trig = Ability(ability.text, "triggered", {"effect": {"type": "ward_counter", "cost": ability.spec["cost"],
                                                                  "targets": []}})
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": obj.controller, "ability": trig, "spell": by,
                                          "player": by_controller})


def _ward_counter(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """"Counter that spell or ability unless that player pays [cost]" (118.12): the player whose
    spell or ability it is answers a 'may' choice; a life payment needs that much life (119.4)."""
    from .copy_spells import stack_item
    from .spell_effects import counter

    warded = stack_item(game, item.trigger.get("spell"))
    if warded is None:
        return  # it has left the stack
    if not _pays_ward(game, effect["cost"], item.trigger["player"], item.source):
        counter(game, {"object": warded.id}, {"stack_kind": ["spell", "activated_ability", "triggered_ability"]}, item)


def _pays_ward(game: "Game", cost: dict[str, Any], payer: str, source: str) -> bool:
    """118.12: whether the player pays. Mana: a 'may' choice, the mana taken as paid (as cumulative
    upkeep's, 702.24a). Life: a 'may' choice, and 119.4: only with that much life. A discard: a
    'may' choice, then the card is a 'discard' choice (701.9a). A sacrifice: a 'sacrifice' choice,
    none to decline (701.21a)."""
    from .entering import move_to_zone

    if "sacrifice" in cost:
        options = [p.id for p in game.battlefield() if p.controller == payer and game.matches(p, cost["sacrifice"], payer)]
        chosen = game.choose("sacrifice", source, options, allow_none=True) if options else None
        if chosen is None:
            return False
        move_to_zone(game, game.obj(chosen), "graveyard")
        game.events.append({"type": "sacrificed", "object": chosen})
        return True
    hand = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == payer]
    life = cost.get("life")
    if (life is not None and game.players[payer].life < life) or ("discard" in cost and len(hand) < cost["discard"]):
        return False  # a cost that can't be paid isn't (119.4, 701.9b)
    if game.choose("may", source, ["yes", "no"]) != "yes":
        return False
    if life is not None:
        game.players[payer].life -= life  # 119.4
    if "discard" in cost:
        chosen = game.choose("discard", source, None)
        if len(set(chosen)) != cost["discard"] or any(c not in hand for c in chosen):
            raise Illegal(f"{payer} must discard {cost['discard']} card(s) from their hand ({', '.join(hand)})")
        for oid in chosen:
            discard(game, game.obj(oid))
    return True


# -- echo (702.30) and rebound's upkeep (702.88a) -----------------------------------------------------

def upkeep_triggers(game: "Game") -> None:
    """At the beginning of the active player's upkeep: echo (702.30a) and rebound (702.88a)."""
    if game.step != "upkeep":
        return
    player = game.active
    previous = _previous_turn_of(game, player)
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for ability in game.chars(perm).abilities:
            if ability.kind != "keyword" or ability.spec.get("keyword") != "echo":
                continue
            # 702.30a: "At the beginning of your upkeep, if this permanent came under your control
            # since the beginning of your last upkeep, sacrifice it unless you pay [cost]." (603.4)
            if perm.controlled_since_turn < previous:
                continue
            trig = Ability(ability.text, "triggered", {"effect": {"type": "echo_upkeep", "cost": ability.spec["cost"],
                                                                  "targets": [], "x_is": ability.spec.get("x_is")}})
            game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                          "controller": player, "ability": trig})
    for card in [o for o in game.objects.values() if o.zone == "exile" and o.owner == player and suspended(game, o)]:
        # 702.62a: "At the beginning of your upkeep, if this card is suspended, remove a time counter from it."
        spec = _keyword_specs(game.chars(card), "suspend")[0]
        trig = Ability(f"Suspend {spec['n']}—{spec['cost']}", "triggered",
                       {"effect": {"type": "remove_time_counter", "targets": []}})
        game.pending_triggers.append({"source": card.id, "source_incarnation": card.incarnation,
                                      "controller": player, "ability": trig})
    waiting = game.__dict__.setdefault("rebounds", [])
    for entry in [e for e in waiting if e["player"] == player and e["turn"] < game.turn_number]:
        waiting.remove(entry)
        trig = Ability("Rebound", "triggered", {"effect": {"type": "rebound_cast", "targets": []}})
        game.pending_triggers.append({"source": entry["object"], "source_incarnation": entry["incarnation"],
                                      "controller": player, "ability": trig})


def _previous_turn_of(game: "Game", player: str) -> int:
    """The number of ``player``'s turn before the current one (their turn: 103.1's order)."""
    from .mana import most_recent_turn_of

    latest = most_recent_turn_of(game, player)
    return latest - len(game.turn_order) if latest == game.turn_number else latest


def _echo_upkeep(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.30a: "sacrifice it unless you pay [cost]": a 'may' choice (118.12); the mana paid from the
    player's pool (branch costs: resolution_costs.pay_or_decline)."""
    from .resolution_costs import pay_or_decline

    if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation"):
        return
    cost = effect["cost"]
    if effect.get("x_is") == "your_life_total":
        # (branch costs) 702.1b: "echo {X}, where X is your life total": X as the trigger resolves
        cost = cost.replace("{X}", f"{{{max(0, game.players[item.controller].life)}}}")
    elif "{X}" in cost.upper():
        from ..state.support import Unsupported

        raise Unsupported("an echo cost with an X nothing defines")
    if pay_or_decline(game, source.id, item.controller, cost):
        return
    from .entering import move_to_zone

    move_to_zone(game, source, "graveyard")  # 701.21a
    game.events.append({"type": "sacrificed", "object": source.id})


# -- buyback (702.27) and rebound (702.88) as the spell resolves ---------------------------------------

def multikicker_count(ch: "Characteristics", action: dict[str, Any]) -> int:
    """702.33c: "You may pay an additional [cost] any number of times as you cast this spell" — the
    number of times the cast says in ``multikicker``; each is a kicker cost paid (702.33d)."""
    n = action.get("multikicker") or 0
    if not isinstance(n, int) or n < 0:
        raise Illegal("multikicker is the number of times the multikicker cost is paid (702.33c)")
    if n and not _keyword_specs(ch, "multikicker"):
        raise Illegal("the spell has no multikicker: it can't be multikicked (702.33c)")
    return n


def multikicker_cost(ch: "Characteristics", action: dict[str, Any]) -> str:
    """702.33c: the multikicker cost once for each time it is paid, in the total cost (601.2f)."""
    n = multikicker_count(ch, action)
    return _keyword_specs(ch, "multikicker")[0]["cost"] * n if n else ""


def replicate_count(ch: "Characteristics", action: dict[str, Any]) -> int:
    """702.56a: "As an additional cost to cast this spell, you may pay [cost] any number of times" —
    the number of times the cast says in ``replicate``."""
    n = action.get("replicate") or 0
    if not isinstance(n, int) or n < 0:
        raise Illegal("replicate is the number of times the replicate cost is paid (702.56a)")
    if n and not _keyword_specs(ch, "replicate"):
        raise Illegal("the spell has no replicate: its replicate cost can't be paid (702.56a)")
    return n


def replicate_cost(ch: "Characteristics", action: dict[str, Any]) -> str:
    """702.56a: the replicate cost, once for each time it is paid, in the total cost (601.2f)."""
    n = replicate_count(ch, action)
    return _keyword_specs(ch, "replicate")[0]["cost"] * n if n else ""


def check_copy_costs(game: "Game", obj: "GameObject", ch: "Characteristics", player: str,
                     action: dict[str, Any]) -> None:
    """The optional additional costs that copy the spell when it is cast, checked before anything
    is paid (601.2b): 702.78a "As you cast this spell, you may tap two untapped creatures you control
    that share a color with it" (the two the cast lists in ``conspire``); 702.153a "As an additional
    cost to cast this spell, you may sacrifice a creature with power N or greater" (the one it names
    in ``casualty``). Tapping them isn't the {T} symbol: a creature that came under its
    controller's control this turn may (302.6)."""
    tapped = list(action.get("conspire") or [])
    if tapped:
        if not _keyword_specs(ch, "conspire"):
            raise Illegal("the spell has no conspire: no creature can be tapped for it (702.78a)")
        if len(set(tapped)) != 2:
            raise Illegal("conspire taps two untapped creatures (702.78a): the action must name two")
        for oid in tapped:
            c = game.obj(oid)
            cch = game.chars(c)
            if (c.zone != "battlefield" or c.controller != player or c.tapped or "creature" not in cch.card_types
                    or not set(cch.colors) & set(ch.colors)):
                raise Illegal(f'"{oid}" is not an untapped creature {player} controls sharing a color with '
                              f'"{obj.id}": it can\'t be tapped for conspire (702.78a)')
    offered = action.get("bargain")
    if offered is not None:  # 702.166a: "you may sacrifice an artifact, enchantment, or token"
        if not _keyword_specs(ch, "bargain"):
            raise Illegal("the spell has no bargain: nothing can be sacrificed for it (702.166a)")
        b = game.obj(offered)
        bch = game.chars(b)
        if b.zone != "battlefield" or b.controller != player or not (
                b.token or {"artifact", "enchantment"} & set(bch.card_types)) \
                or offered in (action.get("sacrifice") or []) or offered == action.get("casualty"):
            raise Illegal(f'"{offered}" is not an artifact, enchantment or token {player} controls: it can\'t be '
                          "sacrificed for bargain (702.166a)")
    victim = action.get("casualty")
    if victim is not None:
        specs = _keyword_specs(ch, "casualty")
        if not specs:
            raise Illegal("the spell has no casualty: no creature can be sacrificed for it (702.153a)")
        c = game.obj(victim)
        cch = game.chars(c)
        if (c.zone != "battlefield" or c.controller != player or "creature" not in cch.card_types
                or (cch.power or 0) < specs[0]["n"] or victim in (action.get("sacrifice") or [])):
            raise Illegal(f'"{victim}" is not a creature {player} controls with power {specs[0]["n"]} or greater: '
                          "it can't be sacrificed for casualty (702.153a)")


def emerge_sacrifice(game: "Game", player: str, action: dict[str, Any]) -> "GameObject | None":
    """702.119a, 702.119c: cast for its emerge cost, the spell's caster sacrifices the creature the
    cast names in ``emerge`` (chosen as the cost is chosen, 601.2b; sacrificed as it is paid,
    601.2h). None when the emerge cost isn't paid."""
    if action.get("alternative_cost") != "emerge":
        if action.get("emerge") is not None:
            raise Illegal("the spell isn't cast for its emerge cost: nothing is sacrificed for it (702.119a)")
        return None
    victim = game.objects.get(action.get("emerge") or "")
    if victim is None or victim.zone != "battlefield" or victim.controller != player \
            or "creature" not in game.chars(victim).card_types:
        raise Illegal(f"the emerge cost sacrifices a creature {player} controls: the action must name it in 'emerge' "
                      "(702.119a)")
    return victim


def emerge_reduction(game: "Game", player: str, action: dict[str, Any]) -> int:
    """702.119a: "its total cost is reduced by an amount of generic mana equal to the sacrificed
    creature's mana value" (as it is before it is sacrificed, 601.2f)."""
    from .mana import object_mana_value

    victim = emerge_sacrifice(game, player, action)
    return 0 if victim is None else object_mana_value(game, victim)


def pay_copy_costs(game: "Game", action: dict[str, Any]) -> dict[str, Any]:
    """601.2h: the conspiring creatures are tapped, the casualty creature sacrificed (701.21a).
    Returns which were paid, for the triggers (702.78a, 702.153a)."""
    from .entering import move_to_zone

    if action.get("alternative_cost") == "emerge":  # 702.119a: sacrificed as the cost is paid (701.21a)
        victim = game.obj(action["emerge"])
        move_to_zone(game, victim, "graveyard")
        game.events.append({"type": "sacrificed", "object": victim.id})
    for oid in action.get("conspire") or []:
        game.tap(game.obj(oid))
    for key in ("casualty", "bargain"):  # 702.153a, 702.166a
        if action.get(key) is not None:
            c = game.obj(action[key])
            move_to_zone(game, c, "graveyard")
            game.events.append({"type": "sacrificed", "object": c.id})
    return {"conspire": bool(action.get("conspire")), "casualty": action.get("casualty") is not None,
            "bargained": action.get("bargain") is not None}  # 702.166b


def buyback_cost(ch: "Characteristics", action: dict[str, Any]) -> str:
    """702.27a: "You may pay an additional [cost] as you cast this spell": its mana in the total
    cost (601.2f), or '' when it isn't paid."""
    if "buyback" not in action.get("additional_costs", []):
        return ""
    specs = _keyword_specs(ch, "buyback")
    if not specs:
        raise Illegal("the spell has no buyback: its buyback cost can't be paid (702.27a)")
    return specs[0]["cost"]


def resolved_spell_zone(game: "Game", item: StackItem, obj: "GameObject", zone: str) -> str:
    """Where an instant or sorcery spell goes as it resolves (608.2n). 702.27a: "If the buyback cost
    was paid, put this spell into its owner's hand instead of into that player's graveyard as it
    resolves." 702.88a: "If you cast this spell from your hand, exile it as it resolves" — and it
    may be cast at its owner's next upkeep. A copy ceases to exist (707.10a) wherever it would go."""
    if zone == "graveyard" and not obj.spell_copy and _encode(game, item, obj):
        return "exile"  # 702.99a: encoded on a creature
    if zone != "graveyard" or obj.spell_copy or not item.was_cast:
        return zone
    ch = game.chars(obj)
    if item.cost_paid.get("buyback"):
        return "hand"
    if item.cost_paid.get("from") == "hand" and _keyword_specs(ch, "rebound"):
        game.__dict__.setdefault("rebounds", []).append(
            {"player": obj.owner, "object": obj.id, "incarnation": obj.incarnation + 1, "turn": game.turn_number})
        return "exile"
    from .adventures import resolved_zone  # branch castfrom

    return resolved_zone(game, item, obj, zone)  # 715.3d: exiled on an adventure


def _rebound_cast(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.88a: "you may cast this card from exile without paying its mana cost" (a 'cast' choice)."""
    card = game.objects.get(item.source or "")
    if card is None or card.zone != "exile" or card.incarnation != item.trigger.get("source_incarnation"):
        return
    _offer_cast(game, card, item)


def _offer_cast(game: "Game", card: "GameObject", item: StackItem) -> bool:
    """An effect lets the player cast the card without paying its mana cost as it resolves (608.2g:
    timing permissions are ignored; 118.9, 107.3b: X is 0). The decisions are a 'cast' choice for
    the card: e.g. {"targets": [...]}, or null to decline."""
    decisions = game.choose("cast", card.id, None, allow_none=True)
    if decisions is None:
        return False
    from .casting import cast_copy

    cast_copy(game, card, item.controller, dict(decisions))  # 601.2, 707.12's casting without paying
    return True


# -- cascade (702.85) ------------------------------------------------------------------------------

def cascade_triggers(game: "Game", spell: StackItem) -> None:
    """702.85a, c: each instance of cascade of the spell cast triggers."""
    from .mana import object_mana_value

    obj = game.obj(spell.id)
    for ability in game.chars(obj).abilities:
        if ability.kind == "keyword" and ability.spec.get("keyword") == "cascade":
            trig = Ability(ability.text, "triggered", {"effect": {"type": "cascade", "targets": []}})
            game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                          "controller": spell.controller, "ability": trig, "spell": spell.id,
                                          "mana_value": object_mana_value(game, obj, spell.x or 0)})


def _cascade(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.85a: the mana value compared is the cascade spell's as it was cast (its last known
    information if it has left the stack, 608.2h)."""
    import random

    from .entering import move_to_zone
    from .mana import object_mana_value

    player = item.controller
    limit = item.trigger["mana_value"]
    library = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                     key=lambda o: -o.position)  # the top first
    exiled: list["GameObject"] = []
    hit = None
    for card in library:
        move_to_zone(game, card, "exile")
        exiled.append(card)
        ch = game.chars(card)
        if "land" not in ch.card_types and object_mana_value(game, card) < limit:
            hit = card
            break
    cast = hit is not None and _offer_cast(game, hit, item)
    rest = [c for c in exiled if not (cast and c is hit)]
    random.Random(f"{player}:{len(rest)}:{game._position}").shuffle(rest)  # "in a random order"
    bottom = min((o.position for o in game.objects.values() if o.zone == "library" and o.owner == player), default=0)
    for card in rest:
        move_to_zone(game, card, "library")
        bottom -= 1
        card.position = bottom




# -- scavenge (702.97) and unearth (702.84) -----------------------------------------------------------

def _scavenge_counters(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.97a: +1/+1 counters equal to the power of the card exiled to pay the cost (as it last
    existed in the graveyard, 608.2h) on the target creature."""
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0]
    n = max(0, item.cost_paid.get("exiled_power") or 0)
    if "object" in target and still_legal(game, item, spec, target) and n:
        obj = game.obj(target["object"])
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + n  # 122.1


def _unearth(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.84a: the card returns to the battlefield under the ability's controller's control (if it
    is still the card in the graveyard, 400.7); it gains haste; a delayed trigger exiles it at the
    beginning of the next end step (603.7); and it is exiled if it would leave the battlefield."""
    from .entering import enter_battlefield

    if source is None or source.zone != "graveyard" or source.incarnation != item.source_incarnation:
        return
    enter_battlefield(game, source, item.controller, cause=item.id)
    if source.zone != "battlefield":
        return
    source.unearthed = source.incarnation  # type: ignore[attr-defined]
    _gain_haste(game, source, item.id)
    _delayed_at_end_step(game, source, item.controller, "exile_object",
                         "At the beginning of the next end step, exile it (unearth).")


def _gain_haste(game: "Game", obj: "GameObject", cause: str) -> None:
    from ..text.oracle import keyword_ability

    haste = keyword_ability("haste")

    def gain(ch: "Characteristics", o: "GameObject") -> None:
        ch.abilities = list(ch.abilities) + [haste]

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(obj.id, obj.incarnation)}, gain,
                                         source=cause, description="has haste"))


def _delayed_at_end_step(game: "Game", obj: "GameObject", controller: str, kind: str, text: str) -> None:
    """603.7: a delayed triggered ability that triggers at the beginning of the next end step."""
    game.delayed_triggers = getattr(game, "delayed_triggers", []) + [
        {"step": "end", "object": obj.id, "incarnation": obj.incarnation, "controller": controller,
         "effect": {"type": kind}, "text": text}]


def leaves_battlefield_to(obj: "GameObject", zone: str) -> str:
    """702.84a: an unearthed permanent that would leave the battlefield is exiled instead."""
    if obj.zone == "battlefield" and getattr(obj, "unearthed", None) == obj.incarnation:
        return "exile"
    return zone


# -- evoke (702.74) and dash (702.109) ----------------------------------------------------------------

def alternative_cost(game: "Game", obj: "GameObject", ch: "Characteristics", name: str) -> str:
    """702.74a, 702.109a: "You may cast this spell for its [evoke/dash] cost" rather than its mana
    cost (118.9): the cost that replaces the mana cost."""
    specs = _keyword_specs(ch, name)
    if not specs:
        raise Illegal(f'"{obj.id}" has no {name} ability')
    return specs[0]["cost"]


def mark_alternative(obj: "GameObject", name: str) -> None:
    """As the card moves to the stack: the spell it becomes and the permanent that spell becomes
    (the next two objects, 400.7) had this alternative cost paid."""
    obj.alternative_paid = (obj.incarnation + 1, name)  # type: ignore[attr-defined]


def entered(game: "Game", obj: "GameObject") -> None:
    """A permanent spell that resolved and entered (608.3): 702.74a "When this permanent enters, if
    its evoke cost was paid, its controller sacrifices it"; 702.109a "If this spell's dash cost was
    paid, return the permanent this spell becomes to its owner's hand at the beginning of the next
    end step" and "As long as this permanent's dash cost was paid, it has haste"."""
    if obj.zone == "battlefield":
        _suspend_haste(game, obj)
    paid = getattr(obj, "alternative_paid", None)
    if paid is None or obj.zone != "battlefield" or paid[0] != obj.incarnation - 1:
        return
    if paid[1] == "blitz":
        return _blitzed(game, obj)
    if paid[1] == "warp":  # 702.185a: a delayed trigger (603.7)
        return _delayed_at_end_step(game, obj, obj.controller, "exile_warped",
                                    "At the beginning of the next end step, exile it (warp).")
    if paid[1] == "evoke":
        evoke = next(a for a in game.chars(obj).abilities if a.kind == "keyword" and a.spec.get("keyword") == "evoke") \
            if _keyword_specs(game.chars(obj), "evoke") else None
        trig = Ability(evoke.text if evoke else "Evoke", "triggered", {"effect": {"type": "sacrifice_evoked", "targets": []}})
        game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                      "controller": obj.controller, "ability": trig})
    elif paid[1] == "dash":
        _gain_haste(game, obj, obj.id)
        _delayed_at_end_step(game, obj, obj.controller, "return_object_to_hand",
                             "At the beginning of the next end step, return it to its owner's hand (dash).")


def entering_kicked(game: "Game", obj: "GameObject") -> bool:
    """702.33d: the permanent entering is the one a kicked spell becomes (rules/resolution.py marks
    the spell resolving; a permanent entering any other way wasn't kicked, 400.7)."""
    return getattr(game, "entering_kicked", None) == obj.id


def times_kicked(game: "Game", obj: "GameObject") -> int:
    """702.33d: how many times the spell the entering permanent was became kicked (each kicker cost
    paid, and each time a multikicker cost was paid)."""
    return getattr(game, "entering_kick_count", 0) if entering_kicked(game, obj) else 0


# -- blitz (702.152) ----------------------------------------------------------------------------------

#: 702.152a: the ability a blitzed permanent has, in the words of the rule.
BLITZ_TRIGGER = "When this permanent is put into a graveyard from the battlefield, draw a card."


def _blitzed(game: "Game", obj: "GameObject") -> None:
    """702.152a: "If this spell's blitz cost was paid, sacrifice the permanent this spell becomes at
    the beginning of the next end step" (a delayed trigger, 603.7) and "As long as this permanent's
    blitz cost was paid, it has haste and 'When this permanent is put into a graveyard from the
    battlefield, draw a card.'" (layer 6, 613.1f; this object only, 400.7)."""
    from ..state.support import abilities_of

    granted = abilities_of(BLITZ_TRIGGER, "", False)
    for a in granted:
        a.origin = "granted"
    _gain_haste(game, obj, obj.id)

    def gain(ch: "Characteristics", o: "GameObject") -> None:
        ch.abilities = list(ch.abilities) + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(obj.id, obj.incarnation)}, gain,
                                         source=obj.id, description="has 'When this permanent is put into a "
                                         "graveyard from the battlefield, draw a card.' (blitz)"))
    _delayed_at_end_step(game, obj, obj.controller, "sacrifice_at_end_step",
                         "At the beginning of the next end step, sacrifice it (blitz).")


def _sacrifice_at_end_step(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.152a, 702.141a: the delayed trigger's controller sacrifices the permanent — if it is still that
    object (400.7) and they still control it (701.21a: a player sacrifices only their permanents)."""
    from .entering import move_to_zone

    obj = game.objects.get(item.trigger.get("object", ""))
    if obj is None or obj.zone != "battlefield" or obj.incarnation != item.trigger.get("incarnation") \
            or obj.controller != item.controller:
        return
    move_to_zone(game, obj, "graveyard")  # 701.21a
    game.events.append({"type": "sacrificed", "object": obj.id})


# -- warp (702.185) and plot (702.170) --------------------------------------------------------------

def _exile_warped(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.185a: "exile the permanent this spell becomes at the beginning of the next end step. Its
    owner may cast this card after the current turn has ended for as long as it remains exiled" —
    the card in exile (this object, 400.7) is a warped card (702.185b) from this turn on."""
    from .entering import move_to_zone

    obj = game.objects.get(item.trigger.get("object", ""))
    if obj is None or obj.zone != "battlefield" or obj.incarnation != item.trigger.get("incarnation"):
        return
    move_to_zone(game, obj, "exile")
    if obj.zone == "exile":
        obj.warped = (obj.incarnation, game.turn_number)  # type: ignore[attr-defined]


def warped_castable(game: "Game", obj: "GameObject", player: str) -> bool:
    """702.185a: a warped card in exile may be cast by its owner after the turn it was exiled in
    (paying its mana cost or another cost allowed from there)."""
    warped = getattr(obj, "warped", None)
    return (obj.zone == "exile" and obj.owner == player and warped is not None and warped[0] == obj.incarnation
            and game.turn_number > warped[1])


def plot(game: "Game", action: dict[str, Any]) -> None:
    """702.170a-b: "Any time you have priority during your main phase while the stack is empty, you
    may exile this card from your hand and pay [cost]. It becomes a plotted card." A special action
    (116.2k): the cost is taken as paid, or paid from the pool (costs "pay")."""
    from .entering import move_to_zone
    from .mana import pay_mana

    player = action["player"]
    card = game.obj(action["object"])
    if card.zone != "hand" or card.owner != player:
        raise Illegal(f'"{card.id}" is not in {player}\'s hand: only a card in its owner\'s hand is plotted (702.170a)')
    specs = _keyword_specs(game.chars(card), "plot")
    if not specs:
        raise Illegal(f'"{card.id}" has no plot ability')
    if not game.sorcery_timing(player):
        raise Illegal(f"{player} may plot a card only during their main phase while the stack is empty (702.170a)")
    if action.get("costs") == "pay":
        pay_mana(game, player, specs[0]["cost"], None, action.get("pay"), purpose={"special": card.id})
    move_to_zone(game, card, "exile")
    card.plotted = (card.incarnation, game.turn_number)  # type: ignore[attr-defined]


def plotted_cast(game: "Game", obj: "GameObject", player: str, action: dict[str, Any]) -> None:
    """702.170d: "A plotted card's owner may cast it from exile without paying its mana cost during
    their main phase while the stack is empty during any turn after the turn in which it became
    plotted" (an alternative cost, 118.9: X is 0, 107.3b), whatever its card type."""
    plotted = getattr(obj, "plotted", None)
    if obj.zone != "exile" or obj.owner != player or plotted is None or plotted[0] != obj.incarnation:
        raise Illegal(f'"{obj.id}" is not a plotted card {player} owns in exile (702.170d)')
    if game.turn_number <= plotted[1]:
        raise Illegal(f'"{obj.id}" became plotted this turn: it can be cast on a later turn (702.170d)')
    if not game.sorcery_timing(player):
        raise Illegal(f"a plotted card is cast during its owner's main phase while the stack is empty (702.170d)")
    if action.get("x") not in (None, 0):
        raise Illegal("a spell cast without paying its mana cost has X = 0 (107.3b)")


# -- foretell (702.143) -----------------------------------------------------------------------------

def foretell(game: "Game", action: dict[str, Any]) -> None:
    """702.143a-b: "Any time a player has priority during their turn, that player may pay {2} and
    exile a card with foretell from their hand face down" — a special action (116.2h): {2} taken as
    paid, or paid from the pool (costs "pay"). The card in exile has no characteristics (406.3a)."""
    from .entering import move_to_zone
    from .mana import pay_mana

    player = action["player"]
    card = game.obj(action["object"])
    if card.zone != "hand" or card.owner != player:
        raise Illegal(f'"{card.id}" is not in {player}\'s hand: only a card in its owner\'s hand is foretold (702.143a)')
    if not _keyword_specs(game.chars(card), "foretell"):
        raise Illegal(f'"{card.id}" has no foretell ability')
    if game.active != player:
        raise Illegal(f"{player} may foretell a card only during their own turn (702.143a)")
    if action.get("costs") == "pay":
        pay_mana(game, player, "{2}", None, action.get("pay"), purpose={"special": card.id})
    move_to_zone(game, card, "exile")
    card.face_down = True  # 406.3
    card.foretold = (card.incarnation, game.turn_number)  # type: ignore[attr-defined]  # 702.143c


def foretold_cast(game: "Game", obj: "GameObject", player: str) -> str:
    """702.143a: the owner "may cast that card after the current turn has ended by paying any
    foretell cost it has rather than paying that spell's mana cost" (an alternative cost, 118.9).
    406.3a: the card is turned face up just before it is cast. Returns the foretell cost."""
    foretold = getattr(obj, "foretold", None)
    if obj.zone != "exile" or obj.owner != player or foretold is None or foretold[0] != obj.incarnation:
        raise Illegal(f'"{obj.id}" is not a foretold card {player} owns in exile (702.143a)')
    if game.turn_number <= foretold[1]:
        raise Illegal(f'"{obj.id}" was foretold this turn: it can be cast after this turn has ended (702.143a)')
    obj.face_down = False  # 406.3a
    specs = _keyword_specs(game.chars(obj), "foretell")
    if not specs:
        raise Illegal(f'"{obj.id}" has no foretell cost')
    return specs[0]["cost"]


# -- casting face down: morph (702.37c), megamorph (702.37b) and disguise (702.168a) ---------------

FACE_DOWN_CASTS = ("morph", "megamorph", "disguise")


def cast_face_down(game: "Game", obj: "GameObject", name: str) -> None:
    """702.37c: "You may cast this card as a 2/2 face-down creature with no text, no name, no
    subtypes, and no mana cost by paying {3} rather than paying its mana cost"; 702.168a: disguise
    the same "with ward {2}". 708.4: the spell is face down from the moment it is announced; its
    values are those (708.2b), and the permanent it becomes enters face down with them (708.3)."""
    from ..state.characteristics import Characteristics
    from ..text.oracle import keyword_ability

    if not _keyword_specs(game.chars(obj), name):
        raise Illegal(f'"{obj.id}" has no {name} ability: it can\'t be cast face down this way')
    values = Characteristics(card_types=["creature"], power=2, toughness=2,
                             abilities=[keyword_ability("ward {2}")] if name == "disguise" else [])
    obj.face_down, obj.face_down_values = True, values
    obj.cast_face_down = (obj.incarnation + 1, values)  # type: ignore[attr-defined]  # the spell, 400.7


def face_down_on_stack(obj: "GameObject") -> None:
    """708.4: the spell cast face down stays face down on the stack (moving it there made a new object)."""
    marked = getattr(obj, "cast_face_down", None)
    if marked is not None and marked[0] == obj.incarnation and obj.zone == "stack":
        obj.face_down, obj.face_down_values = True, marked[1]


def enters_face_down(obj: "GameObject") -> None:
    """708.3: a face-down permanent spell resolves into a face-down permanent with the same values."""
    if obj.zone == "stack" and obj.face_down:
        obj.enters_face_down = obj.face_down_values  # type: ignore[attr-defined]  # rules/entering.py


# -- bestow (702.103) -------------------------------------------------------------------------------

def cast_bestowed(game: "Game", obj: "GameObject") -> None:
    """702.103a-b, 702.103d: cast bestowed, the spell "becomes an Aura enchantment and gains enchant
    creature" as it is put onto the stack — and only those characteristics are evaluated to cast it
    (so its target, 303.4a). Bestowed are the card being cast, the spell and the permanent it
    becomes (400.7: each a new object), until it ceases to be bestowed (702.103e-g)."""
    from ..text.oracle import parse_line

    if not _keyword_specs(game.chars(obj), "bestow"):
        raise Illegal(f'"{obj.id}" has no bestow ability')
    obj.bestowed = {obj.incarnation, obj.incarnation + 1}  # type: ignore[attr-defined]  # the permanent: entering()
    incarnations = {(obj.id, i) for i in (obj.incarnation, obj.incarnation + 1, obj.incarnation + 2)}
    enchant = parse_line("Enchant creature")

    def aura(ch: "Characteristics", o: "GameObject") -> None:  # 613.1d, 205.1a: the new types replace the old
        if o.incarnation in getattr(o, "bestowed", ()):
            ch.card_types, ch.subtypes = ["enchantment"], ["Aura"]

    def enchant_creature(ch: "Characteristics", o: "GameObject") -> None:  # 613.1f
        if o.incarnation in getattr(o, "bestowed", ()):
            ch.abilities = list(ch.abilities) + enchant

    game.effects.append(ContinuousEffect("4", game.next_timestamp(), incarnations, aura, source=obj.id,
                                         description="a bestowed Aura enchantment (702.103b)"))
    game.effects.append(ContinuousEffect("6", game.next_timestamp(), incarnations, enchant_creature, source=obj.id,
                                         description="has enchant creature (bestowed, 702.103b)"))


def cast_prototyped(game: "Game", obj: "GameObject") -> None:
    """702.160a, 718.3: the card is cast prototyped: it, the spell and the permanent it becomes have
    its prototype mana cost, power, toughness and colors (718.3a-b; state/layers.printed_values)."""
    if not _keyword_specs(game.chars(obj), "prototype"):
        raise Illegal(f'"{obj.id}" has no prototype ability: it can\'t be cast prototyped (702.160a)')
    obj.prototyped = {obj.incarnation, obj.incarnation + 1}  # type: ignore[attr-defined]


#: The statuses a spell passes on to the permanent it becomes (718.3b, 702.103b): sets of incarnations.
SPELL_STATUSES = ("prototyped", "bestowed")


def entering_from_stack(obj: "GameObject") -> None:
    """Before a permanent spell enters: the permanent it becomes (the next object, 400.7) keeps the
    spell's prototyped (718.3b) and bestowed (702.103b) statuses."""
    for status in SPELL_STATUSES:
        held = getattr(obj, status, None)
        if held and obj.incarnation in held:
            setattr(obj, status, held | {obj.incarnation + 1})


def entered_from_stack(obj: "GameObject", item: StackItem | None = None) -> None:
    """718.4: in any other zone (a replacement effect sent it elsewhere) the card has its normal values.
    702.166b: the permanent a bargained spell became was bargained (this object, 400.7)."""
    if obj.zone == "battlefield" and item is not None and item.cost_paid.get("bargained"):
        obj.bargained_incarnation = obj.incarnation  # type: ignore[attr-defined]
    if obj.zone != "battlefield":
        for status in SPELL_STATUSES:
            if getattr(obj, status, None):
                setattr(obj, status, set())


def bestowed(obj: "GameObject") -> bool:
    return obj.incarnation in getattr(obj, "bestowed", ())


def bestow_resolving(game: "Game", item: StackItem, obj: "GameObject") -> None:
    """702.103e: "As a bestowed Aura spell begins resolving, if its target is illegal, it ceases to
    be bestowed and the effect making it an Aura spell ends. It continues resolving as a creature
    spell." """
    from .attachments import aura_target_specs
    from .targeting import still_legal

    if not bestowed(obj):
        return
    specs = aura_target_specs(game.chars(obj))
    if not specs or not item.targets or not still_legal(game, item, specs[0], item.targets[0]):
        obj.bestowed = set()  # type: ignore[attr-defined]


def unbestow(game: "Game", perm: "GameObject") -> bool:
    """702.103f: "If a bestowed Aura becomes unattached, it ceases to be bestowed. If a bestowed Aura
    is attached to an illegal object or player, it becomes unattached and ceases to be bestowed"
    (instead of 704.5m). True when it did."""
    if not bestowed(perm):
        return False
    perm.bestowed = set()  # type: ignore[attr-defined]
    perm.attached_to = None
    return True


# -- ninjutsu (702.49) ------------------------------------------------------------------------------

def _return_unblocked(game: "Game", ninja: "GameObject") -> dict[str, Any]:
    """702.49a: "Return an unblocked attacking creature you control to its owner's hand" — the one a
    'return_cost' choice names; 702.49c: only while a creature is unblocked (509.1h: once blockers
    are declared, an attacking creature no creature blocks). Returns what it was attacking."""
    from .combat import in_combat
    from .entering import move_to_zone

    player = ninja.owner
    combat = game.combat
    chosen = game.choose("return_cost", ninja.id, None)
    chosen = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
    entry = combat.attackers.get(chosen) if combat is not None and isinstance(chosen, str) else None
    creature = game.objects.get(chosen) if isinstance(chosen, str) else None
    if (entry is None or creature is None or not combat.blockers_declared or entry["blocked"]
            or not in_combat(game, chosen, "attacker") or creature.controller != player):
        raise Illegal(f"{chosen!r} is not an unblocked attacking creature {player} controls: it can't be returned "
                      "to pay the ninjutsu cost (702.49a, 509.1h)")
    attacks = dict(entry["attacks"])
    move_to_zone(game, creature, "hand")
    return {"ninjutsu_attacks": attacks}


def _ninjutsu(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.49a, 702.49c: the card, if still in its owner's hand (400.7), is put onto the battlefield
    tapped and attacking — unblocked, the player, planeswalker or battle the returned creature was
    attacking (it was never declared as an attacker: "whenever ... attacks" doesn't trigger, 508.3a)."""
    from .entering import enter_battlefield

    card = game.objects.get(item.source or "")
    if card is None or card.zone != "hand" or card.incarnation != item.source_incarnation:
        return
    enter_battlefield(game, card, item.controller, cause=item.id)
    if card.zone != "battlefield":
        return
    game.tap(card)
    combat = game.combat
    if combat is None or "creature" not in game.chars(card).card_types:
        return  # 506.3: only a creature can be put onto the battlefield attacking; combat is over
    attacks = item.cost_paid["ninjutsu_attacks"]
    card.attacking_incarnation = card.incarnation  # type: ignore[attr-defined]  # 506.4
    combat.attackers[card.id] = {"attacks": attacks, "incarnation": card.incarnation,
                                 "blocked": False,
                                 "attacks_planeswalker": "object" in attacks and attacks["object"] in game.objects
                                 and "planeswalker" in game.chars(game.obj(attacks["object"])).card_types}


# -- encore (702.141) ---------------------------------------------------------------------------------

def _encore(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.141a: for each opponent, a token that's a copy of the card exiled to pay the cost (its
    copiable values, 707.2) that attacks that opponent this turn if able (a requirement, 508.1d:
    rules/combat.py reads it with :func:`attack_requirement`); the tokens gain haste (613.1f); a
    delayed trigger sacrifices them at the beginning of the next end step (603.7)."""
    from .ability_effects import create_token_copy

    card = game.objects.get(item.source or "")
    if card is None:
        return
    for opponent in game.opponents(item.controller):
        token = create_token_copy(game, card, item.controller, item.id, [])
        if token.zone != "battlefield":
            continue
        game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(token.id, token.incarnation)},
                                             lambda ch, o: None, duration="end_of_turn", source=item.id,
                                             description=f"attacks {opponent} this turn if able (encore)",
                                             data={"cant": ("must_attack",), "attacks_player": opponent}))
        _gain_haste(game, token, item.id)
        _delayed_at_end_step(game, token, item.controller, "sacrifice_at_end_step",
                             "At the beginning of the next end step, sacrifice it (encore).")


def attack_requirement(game: "Game", obj: "GameObject") -> str | None:
    """702.141a: the player an encore token must attack this turn if able, or None."""
    return next((e.data["attacks_player"] for e in game.effects
                 if "attacks_player" in e.data and e.applies_to(obj)), None)


# -- reinforce (702.77) and transmute (702.53) -----------------------------------------------------

def _reinforce_counters(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.77a: N +1/+1 counters on the target creature, if it is still a legal target (608.2b)."""
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0]
    if "object" in target and still_legal(game, item, spec, target):
        obj = game.obj(target["object"])
        obj.counters["+1/+1"] = obj.counters.get("+1/+1", 0) + effect["n"]  # 122.1


def _transmute_search(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.53a: "Search your library for a card with the same mana value as the discarded card,
    reveal it, put it into your hand, then shuffle." The card found is a 'search' choice; null finds
    none (701.23b: a stated quality)."""
    from .entering import move_to_zone
    from .mana import object_mana_value
    from .rules_effects import shuffle_library

    player, wanted = item.controller, item.cost_paid.get("discarded_mana_value")
    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, player, player)
    options = [o.id for o in game.objects.values() if o.zone == "library" and o.owner == player
               and object_mana_value(game, o) == wanted and (portion is None or o.id in portion)]
    found = game.choose("search", item.source or item.id, options, allow_none=True)
    if found is not None:
        move_to_zone(game, game.obj(found), "hand")
    shuffle_library(game, player)  # 701.24a


def _sacrifice_evoked(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    from .entering import move_to_zone

    if source is None or source.zone != "battlefield" or source.incarnation != item.trigger.get("source_incarnation"):
        return
    move_to_zone(game, source, "graveyard")  # 701.21a
    game.events.append({"type": "sacrificed", "object": source.id})


# -- madness (702.35) -------------------------------------------------------------------------------

def discard(game: "Game", obj: "GameObject") -> None:
    """701.9a: a card is discarded from its owner's hand to their graveyard. 702.35a: "If a player
    would discard this card, that player discards it, but exiles it instead of putting it into their
    graveyard" (a static ability of the card in the hand) and "When this card is exiled this way, its
    owner may cast it by paying [cost] rather than paying its mana cost. If that player doesn't, they
    put this card into their graveyard." """
    from .entering import move_to_zone

    ch = game.chars(obj)
    madness = next((a for a in ch.abilities if a.kind == "keyword" and a.spec.get("keyword") == "madness"), None)
    if madness is None or obj.zone != "hand":
        move_to_zone(game, obj, "graveyard")
        game.events.append({"type": "discarded", "object": obj.id})
        # 702.187b: "as long as you discarded this card this turn" (this card: this object, 400.7)
        game.__dict__.setdefault("discarded_cards", []).append((obj.id, obj.incarnation, game.turn_number))
        return
    move_to_zone(game, obj, "exile")
    game.events.append({"type": "discarded", "object": obj.id})
    trig = Ability(madness.text, "triggered", {"effect": {"type": "madness_cast", "targets": []}})
    game.pending_triggers.append({"source": obj.id, "source_incarnation": obj.incarnation,
                                  "controller": obj.owner, "ability": trig})


def _madness_cast(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.35a, 608.2g: the owner may cast the card for its madness cost while the trigger resolves,
    whatever its type (timing permissions are ignored); a 'cast' choice: the spell's decisions
    (targets; costs "pay" with the mana in "pay"), or null to put it into the graveyard."""
    from .casting import put_on_stack_as_cast
    from .entering import move_to_zone

    card = game.objects.get(item.source or "")
    if card is None or card.zone != "exile" or card.incarnation != item.trigger.get("source_incarnation"):
        return  # 400.7: it left exile; it is a new object
    decisions = game.choose("cast", card.id, None, allow_none=True)
    if decisions is None:
        move_to_zone(game, card, "graveyard")
        return
    action = {"costs": "assume_paid", **dict(decisions), "alternative_cost": "madness"}
    put_on_stack_as_cast(game, card, game.chars(card), card.owner, action)


# -- cipher (702.99) --------------------------------------------------------------------------------

def _encode(game: "Game", item: StackItem, obj: "GameObject") -> bool:
    """702.99a: "If this spell is represented by a card, you may exile this card encoded on a
    creature you control" (the last instruction of its resolution): an 'encode' choice of the spell
    (the creature, or null). The card, once exiled, is encoded on it (702.99b) while both stay."""
    if not _keyword_specs(game.chars(obj), "cipher"):
        return False
    player = item.controller
    options = [p.id for p in game.battlefield() if p.controller == player and "creature" in game.chars(p).card_types]
    chosen = game.choose("encode", obj.id, options, allow_none=True) if options else None
    if chosen is None:
        return False
    creature = game.obj(chosen)
    obj.encoded = (creature.id, creature.incarnation, obj.incarnation + 1)  # type: ignore[attr-defined]  # in exile
    return True


def cipher_triggers(game: "Game", event: dict[str, Any]) -> None:
    """702.99a: the creature a card is encoded on has "Whenever this creature deals combat damage to a
    player, you may copy the encoded card and you may cast the copy without paying its mana cost"
    (702.99c: as long as the card stays encoded, 400.7)."""
    if event.get("type") != "damage" or "player" not in event or not event.get("combat"):
        return
    source = game.objects.get(event.get("source", ""))
    if source is None or source.zone != "battlefield":
        return
    for card in list(game.objects.values()):
        encoded = getattr(card, "encoded", None)
        if (card.zone == "exile" and encoded is not None and encoded[2] == card.incarnation
                and encoded[:2] == (source.id, source.incarnation)):
            trig = Ability("Whenever this creature deals combat damage to a player, you may copy the encoded card "
                           "and you may cast the copy without paying its mana cost.", "triggered",
                           {"effect": {"type": "cipher_cast", "card": card.id, "incarnation": card.incarnation,
                                       "targets": []}})
            trig.origin = "granted"
            game.pending_triggers.append({"source": source.id, "source_incarnation": source.incarnation,
                                          "controller": source.controller, "ability": trig})


def _cipher_cast(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.99a, 707.12: a copy of the encoded card (if it is still that exiled card, 400.7), which
    its controller may cast without paying its mana cost (a 'cast_copy' choice; null declines)."""
    from .spell_effects import copy_and_offer

    card = game.objects.get(effect["card"])
    if card is None or card.zone != "exile" or card.incarnation != effect["incarnation"]:
        return
    copy_and_offer(game, card, item)


def checked_event(game: "Game", event: dict[str, Any]) -> None:
    """Each event as rules/triggers.py checks it, in order: draws (702.94a miracle) and combat damage to
    a player (702.99a cipher)."""
    drawn(game, event)
    cipher_triggers(game, event)


# -- fuse (702.102) ---------------------------------------------------------------------------------

def check_fused(game: "Game", obj: "GameObject") -> None:
    """702.102a: a split card with fuse cast from its owner's hand may be cast with both halves: a
    fused split spell, with the combined characteristics of its halves (702.102b, 709.4d: the card's
    own, state/characteristics.from_card) whose total cost includes both mana costs (702.102c) and
    whose left half's instructions are followed before its right half's (702.102d: the abilities in
    that order)."""
    if getattr(obj, "halves", None) is None:
        raise Illegal(f'"{obj.id}" is not a split card: it has no halves to fuse (702.102a)')
    if obj.zone != "hand":
        raise Illegal(f'"{obj.id}" is in the {obj.zone}: a split card is fused only when cast from a hand (702.102a)')
    if not _keyword_specs(game.chars(obj), "fuse"):
        raise Illegal(f'"{obj.id}" has no fuse ability')


# -- miracle (702.94) -------------------------------------------------------------------------------

def drawn(game: "Game", event: dict[str, Any]) -> None:
    """Called for each checked "draws" event (121.2: one per card), in order. 702.94a: "You may
    reveal this card from your hand as you draw it if it's the first card you've drawn this turn.
    When you reveal this card this way, you may cast it by paying [cost] rather than its mana
    cost." Revealing is a 'may' choice of the card; the trigger casts it (:func:`_miracle_cast`)."""
    if event.get("type") != "draws":
        return
    player, counts = event["player"], game.__dict__.setdefault("draw_counts", {})
    before = counts.get((game.turn_number, player), 0)
    game.draw_counts = {**counts, (game.turn_number, player): before + 1}
    card = game.objects.get(event.get("object", ""))
    if card is None or card.zone != "hand":
        return
    miracle = next((a for a in game.chars(card).abilities if a.kind == "keyword"
                    and a.spec.get("keyword") == "miracle"), None)
    if miracle is None or before:
        return
    if game.turn_number == 2 and getattr(game, "start_step", None) not in ("untap", "upkeep"):
        from ..state.support import Unsupported

        raise Unsupported("miracle: whether this is the first card its owner drew this turn (the fixture starts "
                          "after this turn's draw step, and the cards drawn before it are unknown)")
    if game.choose("may", card.id, ["yes", "no"]) != "yes":
        return
    trig = Ability(miracle.text, "triggered", {"effect": {"type": "miracle_cast", "targets": []}})
    game.pending_triggers.append({"source": card.id, "source_incarnation": card.incarnation,
                                  "controller": card.owner, "ability": trig})


def _miracle_cast(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.94a, 608.2g: the owner may cast the revealed card for its miracle cost while the trigger
    resolves, whatever its type (timing permissions are ignored): a 'cast' choice (the spell's
    decisions, or null to decline) — if the card is still in their hand (400.7)."""
    from .casting import put_on_stack_as_cast

    card = game.objects.get(item.source or "")
    if card is None or card.zone != "hand" or card.incarnation != item.trigger.get("source_incarnation"):
        return
    decisions = game.choose("cast", card.id, None, allow_none=True)
    if decisions is None:
        return
    action = {"costs": "assume_paid", **dict(decisions), "alternative_cost": "miracle"}
    put_on_stack_as_cast(game, card, game.chars(card), card.owner, action)


# -- suspend (702.62) -------------------------------------------------------------------------------

def suspend(game: "Game", action: dict[str, Any]) -> None:
    """702.62a: "If you could begin to cast this card by putting it onto the stack from your hand,
    you may pay [cost] and exile it with N time counters on it. This action doesn't use the stack"
    (a special action, 116.2f). The cost is taken as paid, or paid from the pool (costs "pay")."""
    from ..state import keywords
    from .entering import move_to_zone
    from .mana import pay_mana

    player = action["player"]
    card = game.obj(action["object"])
    if card.zone != "hand" or card.owner != player:
        raise Illegal(f'"{card.id}" is not in {player}\'s hand: only a card in its owner\'s hand is suspended')
    ch = game.chars(card)
    specs = _keyword_specs(ch, "suspend")
    if not specs:
        raise Illegal(f'"{card.id}" has no suspend ability')
    # 307.1, 301.1, 702.8a: when the card could be cast
    if "instant" not in ch.card_types and not keywords.has(ch, "flash") and not game.sorcery_timing(player):
        raise Illegal(f'"{card.id}" could be cast only as a sorcery: it can be suspended only then (702.62a)')
    if action.get("costs") == "pay":
        pay_mana(game, player, specs[0]["cost"], None, action.get("pay"), purpose={"special": card.id})
    move_to_zone(game, card, "exile")
    card.counters["time"] = specs[0]["n"]  # 122.1
    card.suspended_by = (card.incarnation, player)  # type: ignore[attr-defined]


def suspended(game: "Game", card: "GameObject") -> bool:
    """702.62b: a card is suspended if it's in exile, has suspend, and has a time counter on it."""
    return card.zone == "exile" and bool(card.counters.get("time")) and bool(_keyword_specs(game.chars(card), "suspend"))


def _remove_time_counter(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.62a: the upkeep trigger removes a time counter (603.4: if the card is still suspended);
    "When the last time counter is removed from this card, if it's exiled, you may play it without
    paying its mana cost if able" — a trigger of its own, put on the stack next (603.3)."""
    card = game.objects.get(item.source or "")
    if card is None or card.incarnation != item.trigger.get("source_incarnation") or not suspended(game, card):
        return
    card.counters["time"] -= 1
    if card.counters["time"] == 0:
        del card.counters["time"]
        trig = Ability(item.ability.text, "triggered", {"effect": {"type": "suspend_cast", "targets": []}})
        game.pending_triggers.append({"source": card.id, "source_incarnation": card.incarnation,
                                      "controller": card.owner, "ability": trig})


def _suspend_cast(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.62a: cast without paying its mana cost (a 'cast' choice); "If you cast a creature spell
    this way, it gains haste until you lose control of the spell or the permanent it becomes." """
    card = game.objects.get(item.source or "")
    if card is None or card.zone != "exile" or card.incarnation != item.trigger.get("source_incarnation"):
        return  # "if it's exiled": it is a new object elsewhere (400.7)
    if _offer_cast(game, card, item) and "creature" in game.chars(card).card_types:
        card.suspend_haste = (card.incarnation, item.controller)  # type: ignore[attr-defined]


def _suspend_haste(game: "Game", obj: "GameObject") -> None:
    """The haste of a creature spell cast with suspend, on the permanent it becomes, while its
    caster controls it."""
    marked = getattr(obj, "suspend_haste", None)
    if marked is None or marked[0] != obj.incarnation - 1:
        return
    from ..text.oracle import keyword_ability

    haste, caster = keyword_ability("haste"), marked[1]

    def gain(ch: "Characteristics", o: "GameObject") -> None:
        if o.controller == caster:
            ch.abilities = list(ch.abilities) + [haste]

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(obj.id, obj.incarnation)}, gain,
                                         source=obj.id, description="has haste (suspend)"))


def _token_copy_of_self(game: "Game", effect: dict[str, Any], item: StackItem, source: "GameObject | None") -> None:
    """702.128a, 702.129a: a token that's a copy of the card exiled to pay the cost (its copiable
    values, 707.2), with the exceptions (707.9b)."""
    from .ability_effects import create_token_copy

    card = game.objects.get(item.source or "")
    if card is not None:
        create_token_copy(game, card, item.controller, item.id, effect["exceptions"])


_MORE = {"ward_counter": _ward_counter, "echo_upkeep": _echo_upkeep, "rebound_cast": _rebound_cast,
         "cascade": _cascade, "scavenge_counters": _scavenge_counters, "unearth": _unearth,
         "sacrifice_evoked": _sacrifice_evoked, "sacrifice_at_end_step": _sacrifice_at_end_step,
         "exile_warped": _exile_warped, "reinforce_counters": _reinforce_counters,
         "transmute_search": _transmute_search, "encore": _encore,
         "ninjutsu": _ninjutsu, "miracle_cast": _miracle_cast, "cipher_cast": _cipher_cast,
         "madness_cast": _madness_cast, "remove_time_counter": _remove_time_counter,
         "suspend_cast": _suspend_cast, "token_copy_of_self": _token_copy_of_self,
         "graveyard_gains_flashback": _graveyard_gains_flashback}


executes("keyword", "split second")


def split_second(game: "Game") -> str | None:
    """702.61a: "As long as this spell is on the stack, players can't cast other spells or activate
    abilities that aren't mana abilities." The spell on the stack with split second, if any (a
    copy of it has it too, 707.2); 702.61b: mana abilities, special actions and triggered
    abilities are unaffected."""
    from ..state import keywords

    for item in game.stack:
        obj = game.objects.get(item.id) if item.kind == "spell" else None
        if obj is not None and keywords.obj_has(game, obj, "split second"):
            return obj.id
    return None
