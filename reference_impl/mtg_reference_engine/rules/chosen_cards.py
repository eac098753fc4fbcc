"""Cards a player chooses from their own hand or graveyard as an instruction is followed, read from
the grammar's tree (issue 13, branch fx2): "return an instant or sorcery card from your graveyard
to your hand", "target opponent exiles a card from their hand", "exile two cards from your
graveyard" (no target, 115.10: chosen as it resolves, 608.2c; all of them when there are no more).

'your' is the ability's controller's zone, 'their' the zone of the player following the
instruction; the player following it chooses (an ``exile_choice`` / ``return_choice`` of card ids).
"at random" and cards of other zones are refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import GameObject
    from .instructions import Context

#: zone name -> (zone, whose: "you" = the ability's controller, "they" = the player following it)
ZONES = {"your graveyard": ("graveyard", "you"), "your hand": ("hand", "you"),
         "their graveyard": ("graveyard", "they"), "their hand": ("hand", "they")}
_CARD_TYPES = {"artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
               "sorcery"}


def card_choice(what: Any) -> tuple[str, str, N.Filter] | None:
    """(zone, whose, the filter without the zone and the word 'card(s)') of a Described of cards in a
    hand or graveyard, or None."""
    if not isinstance(what, N.Described) or not isinstance(what.filter, N.Filter):
        return None
    flt = what.filter
    zones = [q for q in flt.qualifiers if isinstance(q, N.Phrase) and q.kind == "from_zone"]
    if len(zones) != 1 or len(zones[0].parts) != 1 or not isinstance(zones[0].parts[0], N.Phrase) \
            or zones[0].parts[0].kind != "zone_name" or not zones[0].parts[0].parts \
            or zones[0].parts[0].parts[0] not in ZONES:
        return None
    alts = [a for a in flt.alternatives if isinstance(a, N.Filter)]
    # 'a card', 'two cards', 'a creature card'; 'an instant or sorcery card' ('card' on the last alternative)
    if set(flt.nouns) & {"card", "cards"}:
        rest_alts = flt.alternatives
    elif alts and len(alts) == len(flt.alternatives) and set(alts[-1].nouns) == {"card"} and all(
            len(a.nouns) == 1 and a.nouns[0] in _CARD_TYPES and not a.adjectives and not a.qualifiers
            and not a.alternatives for a in alts[:-1]):
        rest_alts = tuple(N.Filter((f"type:{a.nouns[0]}",)) for a in alts[:-1]) + (N.Filter(alts[-1].adjectives),)
    else:
        return None
    zone, whose = ZONES[zones[0].parts[0].parts[0]]
    rest = N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")),
                    tuple(q for q in flt.qualifiers if q is not zones[0]), rest_alts)
    return zone, whose, rest


def problem(what: N.Described) -> str | None:
    from .filters import unreadable

    read = card_choice(what)
    if read is None:
        return "a choice of these cards is not executed"
    if not isinstance(what.count, int) or isinstance(what.count, bool) or what.count < 1 \
            or what.quantifier not in ("a", "an"):
        return "this choice of cards is not executed"
    from .tree_conditions import read_in_place

    for q in what.filter.qualifiers:  # the zone is read here ('their hand': the acting player's)
        if isinstance(q, N.Phrase) and q.kind == "from_zone":
            read_in_place(q)
    return unreadable(read[2])


def chosen_cards(ctx: "Context", what: N.Described, kind: str) -> list["GameObject"]:
    from ..state.game import Illegal
    from .filters import amount, matches

    game = ctx.game
    zone, whose, rest = card_choice(what)  # type: ignore[misc]
    owner = ctx.controller if whose == "you" else ctx.player
    options = [o for o in game.objects.values() if o.zone == zone and o.owner == owner and not o.token
               and matches(game, o, rest, ctx.controller, ctx.source)]
    n = amount(ctx, what.count)
    if len(options) <= n:
        return options
    chosen = game.choose(kind, ctx.item.source or ctx.item.id, None, player=ctx.player)
    ids = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(set(ids)) != n or any(i not in {o.id for o in options} for i in ids):
        raise Illegal(f"{ctx.player} must choose {n} of {', '.join(o.id for o in options)}")
    return [game.obj(i) for i in ids]
