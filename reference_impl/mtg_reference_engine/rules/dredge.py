"""Dredge (702.52): "As long as you have at least N cards in your library, if you would draw a card,
you may instead mill N cards and return this card from your graveyard to your hand." A replacement
effect (614.1a) of a card in its owner's graveyard, applied to each draw one at a time (121.2); the
player answers a 'dredge' choice: the card to dredge, or "draw"."""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import executes

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game

executes("keyword", "dredge")


def dredgeable(game: "Game", player: str) -> list[str]:
    """The cards of ``player``'s graveyard whose dredge applies to their next draw (702.52b: at least N
    cards in the library)."""
    library = [o for o in game.objects.values() if o.zone == "library" and o.owner == player]
    options = []
    for card in game.objects.values():
        if card.zone != "graveyard" or card.owner != player:
            continue
        ns = [a.spec["n"] for a in game.chars(card).abilities
              if a.kind == "keyword" and a.spec.get("keyword") == "dredge"]
        if any(len(library) >= n for n in ns):
            options.append(card.id)
    return options


# branch replace: the draw hook is rules/player_replacements.draw_replaced, which offers dredge among
# the other replacement effects of a draw (616.1)
def dredge(game: "Game", player: str) -> bool:
    """Whether the player dredged instead of drawing this card."""
    from .entering import move_to_zone

    library = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                     key=lambda o: o.position, reverse=True)  # the top card first
    options = dredgeable(game, player)
    if not options:
        return False
    chosen = game.choose("dredge", None, options + ["draw"], player=player)
    if chosen == "draw":
        return False
    card = game.obj(chosen)
    n = max(n for n in (a.spec["n"] for a in game.chars(card).abilities
                        if a.kind == "keyword" and a.spec.get("keyword") == "dredge") if len(library) >= n)
    for milled in library[:n]:  # 701.17a
        move_to_zone(game, milled, "graveyard")
    move_to_zone(game, card, "hand")
    return True
