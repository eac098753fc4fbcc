"""Linked abilities (607): cards "exiled with [this object]" (607.2a), also when an object gains the
pair (607.5); and "Target creature blocks [this creature] this turn if able" (509.1c). (branch names)

607.2a: an ability that exiles cards and an ability that refers to cards "exiled with [this object]"
are linked: the second refers only to cards the first exiled. Every card an instruction of an ability
exiles is recorded with the ability's source, as it was (400.7), and the ability's link group, in
the one record of cards exiled with an object (rules/linked_exile.record): its printed abilities share one group; the abilities an object gains from one
effect share another (607.5: "If an object acquires a pair of linked abilities as part of the same
effect, the abilities will be similarly linked to one another on that object ... They can't be
linked to any other ability"). Cards exiled by a cost (Arc-Slogger's "Exile the top ten cards of
your library") or by another effect's abilities are not "exiled with" it for this pair.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import matches, objects_of, unreadable
from .instructions import Context, phrase

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import GameObject


def link_of(ctx: Context) -> tuple[str, int, Any] | None:
    """(source id, its incarnation, the ability's link group) of the resolving ability, or None."""
    src = ctx.source
    ability = getattr(ctx.item, "ability", None)
    if src is None or ability is None:
        return None
    inc = ctx.source_incarnation if ctx.source_incarnation is not None else src.incarnation
    return (src.id, inc, getattr(ability, "link_group", None))


def _exiled_with(flt: Any) -> bool:
    return isinstance(flt, N.Filter) and any(isinstance(q, N.Phrase) and q.kind == "exiled_with" for q in flt.qualifiers)


def is_exiled_with(what: Any) -> bool:
    return isinstance(what, N.Described) and _exiled_with(what.filter)


def exiled_with_problem(what: Any) -> str | None:
    """'a creature card exiled with <this object>' (607.2a): one card, the object itself."""
    if not (isinstance(what, N.Described) and _exiled_with(what.filter)):
        return None
    qs = [q for q in what.filter.qualifiers if isinstance(q, N.Phrase) and q.kind == "exiled_with"]
    if len(qs) != 1 or len(qs[0].parts) != 1 or not isinstance(qs[0].parts[0], N.SelfRef) or what.count != 1 or what.quantifier not in ("a", "an"):
        return "this 'exiled with' is not executed"
    from .tree_conditions import read_in_place

    read_in_place(qs[0])
    return unreadable(_rest(what.filter))


def _rest(flt: N.Filter) -> N.Filter:
    return N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")),
                    tuple(q for q in flt.qualifiers if not (isinstance(q, N.Phrase) and q.kind == "exiled_with")),
                    flt.alternatives)


def exiled_with_cards(ctx: Context, what: Any) -> list["GameObject"] | None:
    """The cards in exile this ability's linked ability exiled (607.2a, 607.5) that fit the
    description; None when ``what`` is no 'exiled with' description."""
    if not (isinstance(what, N.Described) and _exiled_with(what.filter)):
        return None
    link = link_of(ctx)
    if link is None:
        raise Unsupported("'exiled with' read by something that isn't an ability of an object")
    from .linked_exile import exiled_with  # the one record of cards exiled with an object (607.2a)

    src_id, inc, group = link
    if ctx.source.incarnation != inc:
        return []  # 400.7: the source left; nothing was exiled with the object it is now
    rest = _rest(what.filter)
    return [o for o in exiled_with(ctx.game, ctx.source, group)
            if matches(ctx.game, o, rest, ctx.controller, ctx.source)]


def _in_place(node: Any) -> str | None:
    from .tree_conditions import _IN_PLACE

    return None if _IN_PLACE.get(id(node)) is node else "'exiled with' is read here only by 'put ... onto the battlefield'"


executes_node("Phrase:exiled_with", "Filter.qual:exiled_with")  # the qualifier: read only where marked (below)
checks_node("Phrase:exiled_with", _in_place)


# -- 509.1c: "Target creature blocks <this creature> this turn if able." --------------------------

@phrase("must_block_obj")
def _must_block(ctx: Context, node: N.Phrase) -> None:
    """A requirement for the rest of the turn (509.1c): the creature blocks this one if able — the
    objects as they are now (400.7: a new object is not bound). Read by combat_keywords' requirements."""
    blockers = [o for o in objects_of(ctx, node.parts[0]) if o.zone == "battlefield"]
    attackers = [o for o in objects_of(ctx, node.parts[1]) if o.zone == "battlefield"]
    game = ctx.game
    for b in blockers:
        for a in attackers:
            game.must_block_this_turn = getattr(game, "must_block_this_turn", []) + [
                (game.turn_number, b.id, b.incarnation, a.id, a.incarnation)]


def _must_block_check(node: N.Phrase) -> str | None:
    from .filters import is_spell_target

    if len(node.parts) != 2:
        return "this blocking requirement is not executed"
    blocker, attacker = node.parts
    if not (isinstance(blocker, N.Target) and blocker.count == 1 and not blocker.up_to) or is_spell_target(blocker):
        return "a blocking requirement on other than one target creature is not executed"
    if not isinstance(attacker, N.SelfRef):
        return "a requirement to block other than this creature is not executed"
    return None


checks_node("Phrase:must_block_obj", _must_block_check)


def requirements(game: Any) -> list[tuple[str, str]]:
    """(attacker id, "blocker:<id>") for each requirement of this turn whose two creatures are still
    the same objects and the attacker attacking (combat_keywords._requirements reads them)."""
    from .combat import in_combat

    out = []
    for turn, bid, binc, aid, ainc in getattr(game, "must_block_this_turn", []):
        b, a = game.objects.get(bid), game.objects.get(aid)
        if turn == game.turn_number and b is not None and a is not None and b.incarnation == binc \
                and a.incarnation == ainc and in_combat(game, aid, "attacker"):
            out.append((aid, "blocker:" + bid))
    return out
