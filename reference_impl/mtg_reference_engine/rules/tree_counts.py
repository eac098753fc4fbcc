"""Instructions with an amount counted as they resolve (107.1, 608.2h), read from the grammar's tree:
"you gain 1 life for each card in your graveyard" (``Action:gain_life_each``) and "<instruction>
for each <what>" (``Action:for_each_post``: "draw a card for each charge counter on this
artifact", "you lose 1 life for each burden counter on this artifact", "this creature deals 1
damage to any target for each creature you control").

The count is taken once, as the instruction is followed (608.2h), and multiplies the instruction's
amount: "gain 1 life for each" of five things is one life-gain event of 5 (119.10), "deal 1 damage
for each" one damage event (120.3), "draw a card for each" five draws (121.2).

What is counted:
- a filter of permanents the object matcher reads ("creature you control", "other creature you
  control", "Elf on the battlefield"): the permanents on the battlefield that match;
- "card in your hand" / "card in your graveyard": the cards there (owned by you, 404.2, 402.1);
- "<kind> counter on this <permanent>": the counters of that kind on the source, or on it as it
  last existed if it left the battlefield (113.7a: Game.lki_counters).
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..state.game import Unsupported
from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import amount, matches, names_cards, unreadable
from .instructions import Context, action, run

_ZONES = {"your hand": "hand", "your graveyard": "graveyard"}


def _zone_of(flt: N.Filter) -> str | None:
    """'card in your hand' -> 'hand' (the only shape of a card count read here)."""
    if flt.nouns in (("card",), ("cards",)) and not flt.adjectives and not flt.alternatives \
            and len(flt.qualifiers) == 1:
        q = flt.qualifiers[0]
        if isinstance(q, N.Phrase) and q.kind == "in_zone" and len(q.parts) == 1 \
                and isinstance(q.parts[0], N.Phrase) and q.parts[0].kind == "zone_name" \
                and q.parts[0].parts and q.parts[0].parts[0] in _ZONES:
            return _ZONES[q.parts[0].parts[0]]
    return None


def _on_battlefield(flt: N.Filter) -> N.Filter:
    """'Elf on the battlefield' is every Elf permanent: the qualifier says where they are counted."""
    quals = tuple(q for q in flt.qualifiers if not (isinstance(q, N.Phrase) and q.kind == "on_battlefield"))
    return dataclasses.replace(flt, qualifiers=quals)


def _filter_check(flt: Any) -> str | None:
    if not isinstance(flt, N.Filter):
        return f"counting {type(flt).__name__} is not executed"
    if _zone_of(flt) is not None:
        return None
    if names_cards(flt):  # filt3: 'instant and sorcery cards in your graveyard': amounts' count of cards
        from .amounts import _count_of_check

        return _count_of_check(N.Phrase("count_of", (flt,)))
    if set(flt.nouns) & {"card", "cards", "spell", "spells"}:
        return "counting cards or spells other than the cards in your hand or graveyard is not executed"
    return unreadable(_on_battlefield(flt))


def _count_filter(ctx: Context, flt: N.Filter) -> int:
    game = ctx.game
    zone = _zone_of(flt)
    if zone is not None:  # "your": the controller of the spell or ability (109.5)
        return sum(1 for o in game.objects.values() if o.zone == zone and o.owner == ctx.controller)
    if names_cards(flt):  # filt3 (checked by _filter_check)
        from .amounts import _count_of

        return _count_of(ctx, N.Phrase("count_of", (flt,)))
    flt = _on_battlefield(flt)
    return sum(1 for o in game.battlefield() if matches(game, o, flt, ctx.controller, ctx.source))


def _counters_on_source(ctx: Context, kind: str) -> int:
    src = ctx.source
    inc = ctx.source_incarnation
    if src is not None and src.zone == "battlefield" and (inc is None or src.incarnation == inc):
        return src.counters.get(kind, 0)
    if src is not None and inc is not None and (src.id, inc) in ctx.game.lki_counters:
        return ctx.game.lki_counters[(src.id, inc)].get(kind, 0)  # 113.7a: as it last existed
    raise Unsupported("counting the counters on a source that left the battlefield (its last known "
                      "information) is not executed here")


def _each_what_check(what: Any) -> str | None:
    if isinstance(what, N.Phrase) and what.kind == "each_what":
        parts = what.parts
        if len(parts) == 1:
            return _filter_check(parts[0])
        if len(parts) == 2 and isinstance(parts[0], str) and isinstance(parts[1], N.SelfRef):
            return None  # "<kind> counter on this <permanent>"
        if len(parts) == 2 and isinstance(parts[0], str) and isinstance(parts[1], N.Ref) and parts[1].words == "it":
            return None  # (branch costs) "<kind> counter on it": the object 'it' is (_counters_on_it)
    return "counting this 'for each' is not executed"


def _counters_on_it(ctx: Context, kind: str) -> int:
    """(branch costs) "for each age counter on it": the counters on the one object 'it' refers to; the
    trigger's object that has left the battlefield ("When this creature dies, ... for each age counter
    on it") as it last existed there (603.10a, 608.2h: game.lki_counters)."""
    if not ctx.it and not ctx.referred:
        return _counters_on_source(ctx, kind)  # 'it' with no antecedent: the ability's source (as it last existed)
    if len(ctx.it) != 1:
        raise Unsupported(f"'counters on it' with 'it' referring to {len(ctx.it)} objects")
    obj = ctx.it[0]
    trig = ctx.item.trigger or {}
    if trig.get("object") == obj.id and trig.get("incarnation") is not None and obj.incarnation != trig["incarnation"]:
        if (obj.id, trig["incarnation"]) in ctx.game.lki_counters:
            return ctx.game.lki_counters[(obj.id, trig["incarnation"])].get(kind, 0)
        raise Unsupported("the counters on an object that left the battlefield, with no last known information")
    if obj.zone != "battlefield":
        raise Unsupported("counting the counters on an object that is not on the battlefield is not executed")
    return obj.counters.get(kind, 0)


def _count_each_what(ctx: Context, what: N.Phrase) -> int:
    parts = what.parts
    if len(parts) == 1:
        return _count_filter(ctx, parts[0])
    if isinstance(parts[1], N.Ref):
        return _counters_on_it(ctx, parts[0])  # (branch costs)
    return _counters_on_source(ctx, parts[0])


executes_node("Phrase:each_what")
# "card in your hand", "Elf on the battlefield": read by _zone_of / _on_battlefield for counting only;
# the object matcher doesn't read them (filters.unreadable), so every other reader refuses them
executes_node("Filter.qual:in_zone", "Phrase:in_zone", "Phrase:zone_name", "Filter.qual:on_battlefield",
              "Phrase:on_battlefield")


# -- "you gain N life for each <filter>" (119.10) ----------------------------------------------------

@action("gain_life_each")
def _gain_life_each(ctx: Context, node: N.Action) -> None:
    n = amount(ctx, node.parts[0]) * _count_filter(ctx, node.parts[1])
    if n > 0:  # 119.3, 119.10: one life-gain event
        from .player_replacements import gain_life

        gain_life(ctx.game, ctx.player, n)  # 119.10 through its replacements (branch replace)


def _gain_life_each_check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or not isinstance(node.parts[0], int):
        return "this 'gain life for each' is not executed"
    return _filter_check(node.parts[1])


checks_node("Action:gain_life_each", _gain_life_each_check)


# -- "<instruction> for each <what>" ---------------------------------------------------------------

#: the instructions whose amount "for each" multiplies, and the field holding it
_AMOUNTS = {N.Draw: "amount", N.GainLife: "amount", N.LoseLife: "amount", N.Mill: "amount", N.DealDamage: "amount"}


def _multiplied(effect: Any, n: int) -> Any:
    if isinstance(effect, N.Actor):
        return dataclasses.replace(effect, effect=_multiplied(effect.effect, n))
    if isinstance(effect, N.CreateToken):  # (branch costs) "create a 1/1 ... token for each age counter on it"
        return dataclasses.replace(effect, tokens=tuple(dataclasses.replace(t, count=t.count * n) for t in effect.tokens))
    if isinstance(effect, N.Pump):  # "get -1/-1 until end of turn for each Swamp you control": -N/-N
        p, t = (int(x) for x in effect.pt.split("/"))
        return dataclasses.replace(effect, pt=f"{p * n:+d}/{t * n:+d}")
    return dataclasses.replace(effect, amount=effect.amount * n)


def _pump_pt(effect: Any) -> bool:
    try:
        p, t = effect.pt.split("/")
        int(p), int(t)
        return True
    except (ValueError, AttributeError):
        return False


@action("for_each_post")
def _for_each_post(ctx: Context, node: N.Action) -> None:
    effect, what = node.parts
    n = _count_each_what(ctx, what)
    # the multiplied node keeps the targets of the original (the same Target nodes)
    run(ctx, _multiplied(effect, n))


def _for_each_post_check(node: N.Action) -> str | None:
    if len(node.parts) != 2:
        return "this 'for each' is not executed"
    effect = node.parts[0]
    inner = effect.effect if isinstance(effect, N.Actor) else effect
    if isinstance(inner, N.Pump) and _pump_pt(inner):
        return _each_what_check(node.parts[1])
    if isinstance(inner, N.CreateToken) and inner is effect and len(inner.tokens) == 1 \
            and isinstance(inner.tokens[0].count, int):  # (branch costs) 701.7a: that many tokens
        return _token_check(inner.tokens[0]) or _each_what_check(node.parts[1])
    if type(inner) not in _AMOUNTS or not isinstance(inner.amount, int):
        return f"'{type(inner).__name__} ... for each' is not executed"
    return _each_what_check(node.parts[1])


checks_node("Action:for_each_post", _for_each_post_check)


# -- "remove a charge counter from this artifact", "remove all +1/+1 counters from target creature" ----

@action("remove_counters")
def _remove_counters(ctx: Context, node: N.Action) -> None:
    """122.8-ish: counters removed from each object; "all <kind> counters" removes every one. "If you
    do" (608.2d) is true only if every counter the instruction names was removed."""
    from .filters import objects_of

    spec, what = node.parts
    kind = spec.kind if isinstance(spec, N.CounterSpec) else spec
    done = True
    for obj in objects_of(ctx, what):
        have = obj.counters.get(kind, 0)
        n = have if not isinstance(spec, N.CounterSpec) else amount(ctx, spec.amount)
        if have < n:
            done = False
        left = have - min(have, n)
        if left:
            obj.counters[kind] = left
        else:
            obj.counters.pop(kind, None)
    ctx.did = done and bool(ctx.it)


def _remove_counters_check(node: N.Action) -> str | None:
    from .filters import amount_check, each_players, is_spell_target

    if len(node.parts) != 2:
        return "this counter removal is not executed"
    spec, what = node.parts
    if not (isinstance(spec, str) or (isinstance(spec, N.CounterSpec) and isinstance(spec.kind, str))):
        return "removing these counters is not executed"
    if not isinstance(what, (N.Target, N.Each, N.SelfRef, N.Ref)) or is_spell_target(what) \
            or (isinstance(what, N.Each) and each_players(what) is not None):
        return "removing counters from this is not executed"
    return amount_check(spec.amount) if isinstance(spec, N.CounterSpec) else None


checks_node("Action:remove_counters", _remove_counters_check)


# -- "where X is <count>" and "create ... for each <filter>" -----------------------------------------

def _x_check(value: Any) -> str | None:
    """The amounts "where X is ..." reads here: a number, "the number of <filter>", "N plus ..."."""
    if isinstance(value, int) and not isinstance(value, bool):
        return None
    if isinstance(value, N.Phrase) and value.kind == "count_of" and len(value.parts) == 1:
        return _filter_check(value.parts[0])
    if isinstance(value, N.Phrase) and value.kind == "plus" and len(value.parts) == 2:
        return _x_check(value.parts[0]) or _x_check(value.parts[1])
    from .filters import AMOUNT_PHRASES

    if isinstance(value, N.Phrase) and value.kind in AMOUNT_PHRASES:
        return None  # any other amount the engine reads (filters.amount; its own checks read its parts; gramt)
    return f"X as {getattr(value, 'kind', type(value).__name__)!r} is not executed"


def _x(ctx: Context, value: Any) -> int:
    if isinstance(value, int):
        return value
    if value.kind == "count_of":
        return _count_filter(ctx, value.parts[0])
    if value.kind != "plus":
        return max(0, amount(ctx, value))  # 107.1b (gramt)
    return _x(ctx, value.parts[0]) + _x(ctx, value.parts[1])


executes_node("Phrase:count_of", "Phrase:plus")


def _tokens(spec: N.TokenSpec, n: int) -> N.CreateToken:
    return N.CreateToken(tokens=(dataclasses.replace(spec, count=n),))


def _token_check(spec: Any) -> str | None:
    from .tokens import _token_check as check

    if not isinstance(spec, N.TokenSpec):
        return "creating this token is not executed"
    return check(_tokens(spec, 1))


@action("create_token_each")
def _create_token_each(ctx: Context, node: N.Action) -> None:
    """701.7a: "create a 1/1 white Soldier creature token for each creature you control": that many."""
    spec, flt = node.parts
    run(ctx, _tokens(spec, amount(ctx, spec.count) * _count_filter(ctx, flt)))


def _create_token_each_check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or not isinstance(getattr(node.parts[0], "count", None), int):
        return "this 'create ... for each' is not executed"
    return _token_check(node.parts[0]) or _filter_check(node.parts[1])


checks_node("Action:create_token_each", _create_token_each_check)


@action("create_token_x")
def _create_token_x(ctx: Context, node: N.Action) -> None:
    """"create X Treasure tokens, where X is the number of artifacts you control" (107.3: X counted
    as the instruction is followed)."""
    spec, _, value = node.parts
    run(ctx, _with_x(spec, _x(ctx, value)))


# tokcopy: X may also be the tokens' P/T ("create an X/X green Ooze creature token, where X is ...") or
# the number of copies ("create X tokens that are copies of ..."); X is determined once (608.2h) and the
# token's P/T is that number from then on (107.3, 111.3).
def _with_x(spec: Any, n: int) -> N.CreateToken:
    if isinstance(spec, N.Phrase):  # "X tokens that are copies of <object>" (rules/token_copies.py)
        return N.CreateToken(tokens=(N.Phrase(spec.kind, (n,) + tuple(spec.parts[1:])),))
    pt = "/".join(str(n) if v == "X" else v for v in spec.pt.split("/")) if spec.pt else spec.pt
    return N.CreateToken(tokens=(dataclasses.replace(spec, count=n if spec.count == "X" else spec.count, pt=pt),))


def _create_token_x_check(node: N.Action) -> str | None:
    if len(node.parts) != 3 or node.parts[1] != "X":
        return "this 'create X ..., where X is' is not executed"
    spec = node.parts[0]
    if isinstance(spec, N.Phrase) and spec.kind == "token_copy" and spec.parts and spec.parts[0] == "X":
        from .tokens import _token_check as check

        return check(_with_x(spec, 1)) or _x_check(node.parts[2])
    if not isinstance(spec, N.TokenSpec) or not (spec.count == "X" or "X" in spec.pt.split("/")) \
            or (spec.count != "X" and not isinstance(spec.count, int)):
        return "this 'create X ..., where X is' is not executed"
    if spec.pt and any(v not in ("X",) and not v.isdigit() for v in spec.pt.split("/")):
        return "this 'create X ..., where X is' is not executed"
    return _token_check(_with_x(spec, 1).tokens[0]) or _x_check(node.parts[2])


checks_node("Action:create_token_x", _create_token_x_check)


@action("deal_damage_x")
def _deal_damage_x(ctx: Context, node: N.Action) -> None:
    """"<source> deals X damage to <recipients>, where X is ..." (107.3, 120.3)."""
    source, _, to, _, value = node.parts
    run(ctx, N.DealDamage(source, _x(ctx, value), tuple(to)))


def _deal_damage_x_check(node: N.Action) -> str | None:
    from .instructions import _damage_check

    if len(node.parts) != 5 or node.parts[1] != "X" or node.parts[3] != "X" or not isinstance(node.parts[2], tuple):
        return "this 'deals X damage, where X is' is not executed"
    source, _, to, _, value = node.parts
    return _damage_check(N.DealDamage(source, 1, tuple(to))) or _x_check(value)


checks_node("Action:deal_damage_x", _deal_damage_x_check)
