"""Paying life (119.4) and the replacement effects that apply to it (614.1a, 614.13c; branch ashiok,
issue 16).

:func:`pay_life` is THE life payment: every cost and instruction that has a player pay life calls it
(a "Pay N life:" cost, Phyrexian mana paid with life, cumulative upkeep, ward, "you may pay N life"
as a permanent enters, "pay any amount of life", "pay N life" as an instruction), so a replacement
of "If you would pay life ..." applies to each payment whatever caused it.

- 119.4: a player can pay life only if their life total is at least the payment (the callers check
  it, as they decide whether the cost can be paid at all); a payment of 0 life is always possible
  and is no event.
- "If you would pay life while your library has at least that many cards in it, exile that many
  cards from the top of your library instead." (614.1a): while its controller's library has at
  least that many cards, the payment is replaced by exiling that many cards from the top of that
  library; their life total doesn't change. With fewer cards it doesn't apply: the life is paid.
- 614.13c: when that replacement applies while a permanent is entering the battlefield from that
  library (a land played from the top of it that asks for life "as this land enters"), the cards
  entering aren't among those exiled: the next cards are. The engine has the entering object out of
  the library already (rules/entering.enter_battlefield moves it, then applies what modifies how it
  enters), and :func:`_top_cards` leaves out any object still marked entering, so neither the count
  of the library nor the exile sees it.
- 616.1: of several such effects one applies (they all do the same, so the player isn't asked which);
  once it applied, the event is an exile, not a payment: no other applies (614.5).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_whole, executes_node
from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

KIND = "pay_life_exile_top_instead"
executes_node(f"Replacement:{KIND}")
checks_whole(f"Replacement:{KIND}", lambda n: None if not n.parts else "this life-payment replacement is not executed")


def _top_cards(game: "Game", player: str) -> list["GameObject"]:
    """The player's library, top card first, without any card entering the battlefield from it (614.13c)."""
    together = set(getattr(game, "entering_together", ()) or ())
    return sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player
                   and not getattr(o, "entering", False) and (o.id, o.incarnation) not in together),
                  key=lambda o: -o.position)


def _entering_from_library(game: "Game", player: str) -> list["GameObject"]:
    """The cards entering the battlefield from ``player``'s library now (614.13c)."""
    together = set(getattr(game, "entering_together", ()) or ())
    return [o for o in game.objects.values() if o.owner == player and (
        (getattr(o, "entering", False) and getattr(o, "entering_from", None) == "library")
        or (o.zone == "library" and (o.id, o.incarnation) in together))]


def _replacements(game: "Game", player: str) -> list["GameObject"]:
    """The permanents ``player`` controls with "If you would pay life ..., exile ... instead" (614.1a:
    a static ability's effect applies while its permanent is on the battlefield), one entry per ability."""
    out = []
    for perm in game.battlefield():
        if perm.controller != player or getattr(perm, "entering", False):
            continue
        for ability in game.chars(perm).abilities:
            tree = ability.spec.get("tree") if ability.kind == "replacement" else None
            if isinstance(tree, N.Replacement) and tree.kind == KIND:
                out.append(perm)
    return out


def pay_life(game: "Game", player: str, n: int) -> None:
    """``player`` pays ``n`` life (119.4), or what replaces that payment happens instead (614.1a)."""
    if n <= 0:
        return
    library = _top_cards(game, player)
    sources = _replacements(game, player)
    if sources and len(library) < n <= len(library) + len(_entering_from_library(game, player)):
        # 614.13c says the cards entering are in the library as the effect is applied, and aren't
        # exiled: whether they count for "has at least that many cards" is not said — not guessed
        raise Unsupported("614.13c: whether a card entering the battlefield from the library counts for "
                          "'while your library has at least that many cards' is not decided here")
    if len(library) < n:  # "while your library has at least that many cards in it"
        sources = []
    if sources:
        # 616.1: of several, the player would choose one; each does the same, so the order can't matter
        from .entering import move_to_zone

        for card in library[:n]:  # 614.13c: not a card entering the battlefield from this library
            move_to_zone(game, card, "exile")
        return
    game.players[player].life -= n  # 119.3, 119.4: paying life is losing it


def pays_life(node: Any) -> bool:
    """Whether this replacement is the life-payment one (for modules that skip other kinds)."""
    return isinstance(node, N.Replacement) and node.kind == KIND
