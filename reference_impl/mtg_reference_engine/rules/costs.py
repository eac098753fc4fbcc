"""Costs read from the grammar's typed tree (118, 602.2b): the parts of an activated ability's cost
other than mana, {T}, {Q} and sacrificing the source (which the activation machinery pays from the
cost dict text/lowering.tree_cost makes). Each CostPart kind has one payer, registered with
:func:`cost_part`, which declares the construct executed (state/support.executes_node).

A payer is ``pay(game, source, part, player)``: it checks the cost can be paid (118.3: a player
can't pay a cost without the resources) and pays it, raising Illegal otherwise. Choices are the
fixture's: "sacrifice" and "discard_cost" (the ids, a list), recorded for the activated permanent.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.game import Illegal
from ..state.support import claim, checks_node, executes_node
from ..text import nodes as N
from .filters import matches, unreadable

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

Payer = Callable[["Game", "GameObject", Any, str], None]
PAYERS: dict[str, Payer] = {}

executes_node("Cost", "ManaCost", "CostPart:tap", "CostPart:untap")  # paid by casting.activate / mana.py


def cost_part(kind: str) -> Callable[[Payer], Payer]:
    def register(fn: Payer) -> Payer:
        claim(PAYERS, kind, fn, "the cost part")
        executes_node(f"CostPart:{kind}")
        return fn
    return register


def pay_tree_parts(game: "Game", source: "GameObject", parts: list[Any], player: str,
                   cost: dict[str, Any] | None = None) -> None:
    """602.2b, 601.2h: pay each part (support has refused any part no payer reads). With the whole
    cost: a part that tapped the source leaves nothing for its {T} to tap (the activation is illegal)."""
    untapped = not source.tapped
    for part in parts:
        PAYERS[part.kind](game, source, part, player)
    if cost is not None and cost.get("tap") and untapped and source.tapped:
        raise Illegal(f'"{source.id}" was tapped to pay another part of the cost: it can\'t also pay {{T}} (602.2b)')


@cost_part("life")
def _pay_life(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    n = part.parts[0]
    if game.players[player].life < n:  # 119.4: only with a life total of at least that amount
        raise Illegal(f"{player} has {game.players[player].life} life: they can't pay {n} life (119.4)")
    from .life_payment import pay_life  # branch ashiok: THE life payment (119.4, 614.1a)

    pay_life(game, player, n)


checks_node("CostPart:life", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], int)
            else "a life payment of an amount not given is not executed")


def _described(part: Any) -> Any:
    d = part.parts[0] if len(part.parts) == 1 else None
    return d if isinstance(d, N.Described) and isinstance(d.count, int) and isinstance(d.filter, N.Filter) else None


def _chosen(game: "Game", kind: str, source: "GameObject", count: int) -> list[str]:
    chosen = game.choose(kind, source.id, None)
    chosen = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(chosen) != count or len(set(chosen)) != count:
        raise Illegal(f"the cost needs {count} to {kind}; {len(chosen)} chosen")
    return chosen


@cost_part("sacrifice")
def _sacrifice(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """701.21a: 'Sacrifice a creature': a permanent its controller controls, of that description."""
    from .entering import move_to_zone

    d = _described(part)
    for oid in _chosen(game, "sacrifice", source, d.count):
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != player \
                or (d.quantifier == "another" and obj is source) or not matches(game, obj, d.filter, player, source):
            raise Illegal(f'"{oid}" can\'t be sacrificed to pay this cost (701.21a)')
        # branch grams: what "the sacrificed creature's power" reads (608.2h: as it last existed);
        # casting.activate hands it to the ability on the stack (rules/sacrificed_amounts.py)
        game.__dict__.setdefault("cost_sacrificed", []).append((obj.id, obj.incarnation))
        move_to_zone(game, obj, "graveyard")
        game.events.append({"type": "sacrificed", "object": oid})


def _sacrifice_it(part: Any) -> bool:
    """'Remove three quest counters from this enchantment and sacrifice it': 'it' is the source
    (text/lowering makes it sacrifice_self; the Cost check below refuses an 'it' after anything else)."""
    return len(part.parts) == 1 and isinstance(part.parts[0], N.Ref) and part.parts[0].words == "it"


def _sacrifice_self(part: Any) -> bool:
    """'Sacrifice this creature': text/lowering.tree_cost made it the cost dict's sacrifice_self,
    which casting.activate pays (701.21a); not the payer above."""
    return len(part.parts) == 1 and isinstance(part.parts[0], N.SelfRef)


checks_node("CostPart:sacrifice", lambda n: None if _sacrifice_self(n) or _sacrifice_it(n) or (
            (d := _described(n)) is not None and d.quantifier in ("a", "an", "another")
            and (d.filter.nouns or d.filter.alternatives) and not unreadable(d.filter))
            else "this sacrifice cost is not executed")


@cost_part("discard")
def _discard(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """701.9a: 'Discard a card': cards from the player's hand (a 'discard_cost' choice, as for the
    template path's discard costs, 602.2b)."""
    from .cast_keywords import discard as discard_card

    d = _described(part)
    flt = _card_filter(d.filter)
    if _at_random(d.filter):  # 701.9b: random, reproducibly (no fixture can rely on which)
        import random

        cards = sorted((o for o in game.objects.values() if o.zone == "hand" and o.owner == player
                        and matches(game, o, flt, player, source)), key=lambda o: o.id)
        if len(cards) < d.count:  # 118.3
            raise Illegal(f"{player} has {len(cards)} card(s) to discard at random: they can't pay this cost (118.3)")
        chosen = [o.id for o in random.Random(f"{player}:{game._position}").sample(cards, d.count)]
    else:
        chosen = _chosen(game, "discard_cost", source, d.count)
    for oid in chosen:  # every card is checked before any is discarded (118.3)
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "hand" or obj.owner != player:
            raise Illegal(f'"{oid}" is not a card in {player}\'s hand: it can\'t be discarded (701.9a)')
        if not matches(game, obj, flt, player, source):
            raise Illegal(f'"{oid}" is not a card of that description: it can\'t be discarded to pay this cost (602.2b)')
    for oid in chosen:
        # branch grams: what "the discarded card's mana value" reads (rules/sacrificed_amounts.py)
        game.__dict__.setdefault("cost_discarded", []).append(game.chars(game.obj(oid)))
        discard_card(game, game.obj(oid))  # 701.9a; madness exiles it instead (702.35a)





# -- cards as a cost reads them: 'a land card', 'an artifact or creature card', 'two cards' ----------

def _card_filter(flt: Any) -> Any:
    """The filter a card in a hand or graveyard must match, without the noun 'card(s)' (every object
    there is a card) and without the zone words (the payer reads the zone itself) or 'at random'
    (a discard cost reads it, _at_random)."""
    alts = tuple(_card_filter(a) for a in flt.alternatives)
    return N.Filter(adjectives=flt.adjectives, nouns=tuple(n for n in flt.nouns if n not in ("card", "cards")),
                    qualifiers=tuple(q for q in flt.qualifiers if getattr(q, "kind", None) not in ("from_zone", "at_random")),
                    alternatives=alts)


def _at_random(flt: Any) -> bool:
    return any(getattr(q, "kind", None) == "at_random" for q in flt.qualifiers)


def _card_zone(flt: Any) -> str | None:
    """'from your graveyard' / 'from your hand' -> the zone; None when the filter names none."""
    for q in flt.qualifiers:
        if getattr(q, "kind", None) == "from_zone" and len(q.parts) == 1 and isinstance(q.parts[0], N.Phrase) \
                and q.parts[0].kind == "zone_name" and q.parts[0].parts in (("your graveyard",), ("your hand",)):
            return q.parts[0].parts[0].removeprefix("your ")
    return None


def _names_cards(flt: Any) -> bool:
    """Every alternative ends in 'card(s)', or the types are named once for 'card' ('artifact or
    creature card' reads as alternatives whose last is the card)."""
    return bool(set(flt.nouns) & {"card", "cards"}) or bool(flt.alternatives and _names_cards(flt.alternatives[-1]))


def _card_problem(part: Any, zoned: bool) -> str | None:
    d = _described(part)
    if d is None or d.quantifier not in ("a", "an") or d.count < 1 or not _names_cards(d.filter):
        return f"this {part.kind} cost is not executed"
    if zoned and _card_zone(d.filter) is None:
        return f"this {part.kind} cost is not executed (only from your graveyard or your hand)"
    if not zoned and any(getattr(q, "kind", None) == "from_zone" for q in d.filter.qualifiers):
        return f"this {part.kind} cost is not executed"
    if _at_random(d.filter) and part.kind != "discard":
        return f"this {part.kind} cost at random is not executed"
    if why := unreadable(_card_filter(d.filter)):
        return why
    return None


def _discard_check(n: Any) -> str | None:
    if len(n.parts) == 1 and isinstance(n.parts[0], N.SelfRef):
        return None  # 'Discard this card': text/lowering's discard_self, paid by casting (702.29a's shape)
    if _described(n) is None or len(n.parts) != 1:
        return "this discard cost is not executed"
    return _card_problem(n, zoned=False)


checks_node("CostPart:discard", _discard_check)
executes_node("Filter.noun:card", "Filter.noun:cards", "Filter.qual:from_zone", "Phrase:from_zone",
              "Phrase:zone_name", "Filter.qual:at_random", "Phrase:at_random")  # only as the costs here read them
# (checked above; other modules' unreadable() still refuses them)


@cost_part("exile")
def _exile(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """602.2b, 406.1: 'Exile a creature card from your graveyard', 'Exile a card from your hand': the
    player's cards of that description in that zone (an "exile_cost" choice of ids), moved to exile."""
    from .entering import move_to_zone

    if _top_of_library(part) is not None:  # branch names: "Exile the top ten cards of your library" (Arc-Slogger)
        from .zone_effects import library

        n = _top_of_library(part)
        cards = library(game, player)
        if len(cards) < n:  # 118.3: a cost can't be paid without the resources
            raise Illegal(f"{player} has {len(cards)} card(s) in their library: they can't exile the top {n} (118.3)")
        for card in cards[:n]:
            move_to_zone(game, card, "exile")
        return
    d = _described(part)
    zone, flt = _card_zone(d.filter), _card_filter(d.filter)
    chosen = _chosen(game, "exile_cost", source, d.count)
    for oid in chosen:  # every card is checked before any moves (118.3)
        obj = game.objects.get(oid)
        if obj is None or obj.zone != zone or obj.owner != player or obj is source \
                or not matches(game, obj, flt, player, source):
            raise Illegal(f'"{oid}" is not a card of that description in {player}\'s {zone}: it can\'t be '
                          "exiled to pay this cost (602.2b)")
    for oid in chosen:
        move_to_zone(game, game.obj(oid), "exile")


def _top_of_library(part: Any) -> int | None:
    """branch names: N of "Exile the top N cards of your library" as a cost (602.2b), else None."""
    p = part.parts[0] if len(part.parts) == 1 else None
    if isinstance(p, N.Phrase) and p.kind == "top_of_library" and len(p.parts) == 2 and isinstance(p.parts[0], int) \
            and not isinstance(p.parts[0], bool) and p.parts[0] > 0 and isinstance(p.parts[1], N.Phrase) \
            and p.parts[1].kind == "library_owner" and p.parts[1].parts == ("your",):
        return p.parts[0]
    return None


def _exile_check(n: Any) -> str | None:
    if _top_of_library(n) is not None:  # branch names
        from .tree_conditions import read_in_place

        read_in_place(n.parts[0])
        return None
    if n.parts and isinstance(n.parts[0], N.SelfRef):  # text/lowering's exile_source / exile_self
        rest = n.parts[1:]
        if not rest or (len(rest) == 1 and isinstance(rest[0], N.Phrase) and rest[0].kind == "zone_name"
                        and rest[0].parts == ("your graveyard",)):
            return None
        return "exiling this object from that zone as a cost is not executed"
    if len(n.parts) != 1 or _described(n) is None:
        return "this exile cost is not executed"
    return _card_problem(n, zoned=True)


checks_node("CostPart:exile", _exile_check)


def _register_top_of_library() -> None:  # branch names: 'the top N cards of your library' read by the exile cost only
    from .tree_conditions import in_place_check

    executes_node("Phrase:top_of_library")
    checks_node("Phrase:top_of_library", in_place_check("'the top N cards of a library' is not read here"))


_register_top_of_library()


@cost_part("tap_other")
def _tap_other(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """602.2b, 701.26a: 'Tap an untapped creature you control', 'Tap two untapped artifacts you
    control', 'Tap another untapped Ally you control': untapped permanents the player controls, of
    that description (a "tap_cost" choice of ids). Summoning sickness doesn't matter: only {T} and
    {Q} costs check it (302.6). pay_tree_parts refuses the source when {T} taps it too."""
    d = _described(part)
    flt = _without_untapped(d.filter)
    chosen = _chosen(game, "tap_cost", source, d.count)
    for oid in chosen:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != player or obj.tapped \
                or (d.quantifier == "another" and obj is source) or not matches(game, obj, flt, player, source):
            raise Illegal(f'"{oid}" is not an untapped permanent of that description {player} controls: '
                          "it can't be tapped to pay this cost (602.2b)")
    for oid in chosen:
        game.tap(game.obj(oid))


def _without_untapped(flt: Any) -> Any:
    """'untapped' is the cost's own word (the payer requires it of every permanent); the grammar
    may put it on one alternative only ('untapped Mount or Vehicle')."""
    return N.Filter(adjectives=tuple(a for a in flt.adjectives if a != "untapped"), nouns=flt.nouns,
                    qualifiers=flt.qualifiers, alternatives=tuple(_without_untapped(a) for a in flt.alternatives))


def _tap_other_check(n: Any) -> str | None:
    d = _described(n)
    if d is None or d.quantifier not in ("a", "an", "another") or d.count < 1:
        return "this tap cost is not executed"
    flt = d.filter
    if not any(getattr(q, "kind", None) == "ctl_you" for q in flt.qualifiers):
        return "a tap cost of permanents not 'you control' is not executed"
    if "untapped" not in flt.adjectives and not any("untapped" in a.adjectives for a in flt.alternatives):
        return "a tap cost without 'untapped' is not executed"
    return unreadable(_without_untapped(flt))


checks_node("CostPart:tap_other", _tap_other_check)
@cost_part("remove_counters")
def _remove_counters(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """602.2b, 122.8-ish: 'Remove a +1/+1 counter from a creature you control': a permanent the player
    controls of that description with that many counters of that kind (a "remove_counters_cost" choice
    of its id). 'From this <object>' is text/lowering's remove_counters, paid by
    rules_effects.pay_other_costs and mana.py (remove_source_counters)."""
    spec, d = part.parts
    chosen = _chosen(game, "remove_counters_cost", source, d.count)
    for oid in chosen:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != player \
                or (d.quantifier == "another" and obj is source) or not matches(game, obj, d.filter, player, source) \
                or obj.counters.get(spec.kind, 0) < spec.amount:
            raise Illegal(f'"{oid}" is not a permanent {player} controls of that description with {spec.amount} '
                          f"{spec.kind} counter(s): it can't pay this cost (118.3)")
    for oid in chosen:
        remove_source_counters(game.obj(oid), {"kind": spec.kind, "count": spec.amount})


@cost_part("bounce")
def _bounce(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """602.2b: 'Return a land you control to its owner's hand': permanents the player controls of
    that description (a "return_cost" choice of ids). 'Return this creature ...' is text/lowering's
    bounce_source, paid by the activation machinery."""
    from .entering import move_to_zone

    d = _described(part)
    chosen = _chosen(game, "return_cost", source, d.count)
    for oid in chosen:
        obj = game.objects.get(oid)
        if obj is None or obj.zone != "battlefield" or obj.controller != player \
                or (d.quantifier == "another" and obj is source) or not matches(game, obj, d.filter, player, source):
            raise Illegal(f'"{oid}" is not a permanent {player} controls of that description: it can\'t be returned '
                          "to pay this cost (602.2b)")
    for oid in chosen:
        move_to_zone(game, game.obj(oid), "hand")


def _controlled_check(d: Any, what: str) -> str | None:
    if d is None or d.quantifier not in ("a", "an", "another") or d.count < 1:
        return f"this {what} cost is not executed"
    if not any(getattr(q, "kind", None) == "ctl_you" for q in d.filter.qualifiers):
        return f"a {what} cost of permanents not 'you control' is not executed"
    return unreadable(d.filter)


checks_node("CostPart:bounce", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.SelfRef)
            else _controlled_check(_described(n), "return"))


@cost_part("mill")
def _mill(game: "Game", source: "GameObject", part: Any, player: str) -> None:
    """602.2b, 701.17a: 'Mill a card', 'Mill two cards': the top cards of the player's library into
    their graveyard; a player can't pay it with fewer cards in their library (118.3)."""
    from .entering import move_to_zone
    from .zone_effects import library

    n = part.parts[0] if part.parts else 1
    cards = library(game, player)
    if len(cards) < n:
        raise Illegal(f"{player} has {len(cards)} card(s) in their library: they can't mill {n} (118.3)")
    for card in cards[:n]:
        move_to_zone(game, card, "graveyard")


checks_node("CostPart:mill", lambda n: None if not n.parts or (len(n.parts) == 1 and isinstance(n.parts[0], int)
            and not isinstance(n.parts[0], bool) and n.parts[0] > 0) else "this mill cost is not executed")


def remove_source_counters(obj: "GameObject", spec: dict[str, Any]) -> None:
    """118.3: a player can't pay a cost without the counters to remove."""
    have = obj.counters.get(spec["kind"], 0)
    if have < spec["count"]:
        raise Illegal(f'"{obj.id}" has {have} {spec["kind"]} counter(s): it can\'t pay the cost (118.3)')
    obj.counters[spec["kind"]] = have - spec["count"]


checks_node("CostPart:remove_counters", lambda n: None if len(n.parts) == 2
            and isinstance(n.parts[0], N.CounterSpec) and isinstance(n.parts[0].amount, int) and n.parts[0].amount > 0
            and (isinstance(n.parts[1], N.SelfRef) or (isinstance(n.parts[1], N.Described)
                                                      and not _controlled_check(n.parts[1], "remove counters")))
            else "removing counters other than a number of them from this object or a permanent you control "
                 "is not executed")


def _cost_check(n: Any) -> str | None:
    """The cost as a whole: one removal of counters from the source (the cost dict has one field for
    it); 'sacrifice it' only after a removal of counters from the source; a mana ability pays only
    what rules/mana.py pays (not a discard or exile of the card from a hand or graveyard)."""
    kinds = [p.kind for p in n.parts if isinstance(p, N.CostPart)]
    if kinds.count("remove_counters") > 1:
        return "two removals of counters in one cost are not executed"
    for i, p in enumerate(n.parts):
        if isinstance(p, N.CostPart) and _sacrifice_it(p) and not (
                i > 0 and isinstance(n.parts[i - 1], N.CostPart) and n.parts[i - 1].kind == "remove_counters"):
            return "'sacrifice it' after anything but removing counters from this object is not executed"
    return None


checks_node("Cost", _cost_check)


def _mana_cost_check(n: Any) -> str | None:
    if not getattr(n, "is_mana", False):
        return None
    for p in n.cost.parts:
        if isinstance(p, N.CostPart) and p.kind in ("discard", "exile") and p.parts \
                and isinstance(p.parts[0], N.SelfRef) and (p.kind == "discard" or len(p.parts) > 1):
            return "a mana ability whose cost discards or exiles the card from a hand or graveyard is not executed"
    return None


checks_node("Activated", _mana_cost_check)
