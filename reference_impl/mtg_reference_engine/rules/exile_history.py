"""Cards put into exile, and what reads them (branch ashiok, issue 16; 406, 603.4, 107.3):

- :func:`put_into_exile` is called by rules/entering.move_to_zone for every object moved to exile
  from another zone: the game keeps, per turn, whether a card (not a token, 108.2, 111.1) was put
  into exile, for the condition "if a card was put into exile this turn" (an intervening "if",
  603.4, or any other condition). As rules/turn_history.py does, in the turn a fixture begins in a
  condition its events make true is true, and one they don't is refused (what happened before the
  fixture began is not stated), never guessed false.
- "the total mana value of <cards in a zone / permanents>" (202.3, 107.3): the sum of their mana
  values, read where an amount is ("where X is the total mana value of cards you own in exile").
- "exile the top N cards of <your / their> library" as an instruction (406.2; 609.3: as many as
  there are when the library has fewer); the cards become what "them" refers to, and are exiled
  with the ability's source (607.2a).
- "Look at the top two cards of your library. Exile one of them and put the other into your hand."
  The player following the instruction chooses the card exiled (an 'exile_choice' of the ability's
  source); the other card looked at goes to their hand.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_whole
from ..text import nodes as N
from .amounts import ZONES, _is_cards, _zone_of
from .filters import amount, amount_check, amount_phrase, matches
from .instructions import Context, action
from .tree_conditions import condition
from .turn_history import FIXTURE_TURN

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


# -- "if a card was put into exile this turn" (603.4) ------------------------------------------------

def put_into_exile(game: "Game", obj: "GameObject") -> None:
    """``obj`` was just put into exile from another zone (rules/entering.move_to_zone)."""
    if not obj.token:  # 108.2, 111.1: a token isn't a card
        game.cards_exiled_turns = {*game.__dict__.get("cards_exiled_turns", set()), game.turn_number}


def _no_parts(c: Any) -> str | None:
    return None if not c.parts else "this condition's shape is not executed"


@condition("card_exiled_this_turn", _no_parts)
def _card_exiled(game: "Game", c: Any, you: str, source: "GameObject | None") -> bool:
    if game.turn_number in game.__dict__.get("cards_exiled_turns", set()):
        return True
    if game.turn_number == FIXTURE_TURN:
        raise Unsupported("whether a card was put into exile this turn before the fixture began is not stated: "
                          "not guessed")
    return False


# -- "the total mana value of ..." (202.3) -----------------------------------------------------------

def _mana_value(game: "Game", obj: "GameObject") -> int:
    from .mana import mana_value

    return mana_value(game.chars(obj).mana_cost or "")  # 202.3a: a card with no mana cost has mana value 0


@amount_phrase("total_mana_value")
def _total_mana_value(ctx: Context, node: N.Phrase) -> int:
    """The sum of the mana values of the cards in a zone (or permanents) the description names."""
    game, flt = ctx.game, node.parts[0]
    if _is_cards(flt):
        zone_name, rest = _zone_of(flt)
        zone, whose = ZONES[zone_name]
        owners = {ctx.controller} if whose == "you" else set(game.players)
        objs = [o for o in game.objects.values() if o.zone == zone and o.owner in owners
                and matches(game, o, rest, ctx.controller, ctx.source)]
    else:
        objs = [o for o in game.battlefield() if matches(game, o, flt, ctx.controller, ctx.source)]
    return sum(_mana_value(game, o) for o in objs)


def _total_check(node: N.Phrase) -> str | None:
    from .amounts import _count_of_check

    if len(node.parts) != 1:
        return "this total mana value is not executed"
    return _count_of_check(N.Phrase("count_of", node.parts))


checks_whole("Phrase:total_mana_value", _total_check)


# -- "exile the top N cards of <your / their> library" (406.2) ---------------------------------------

def _parts(what: N.Phrase) -> tuple[Any, Any]:
    """(N, whose library): "the top card of ..." is one card."""
    return (1, what.parts[0]) if len(what.parts) == 1 else (what.parts[0], what.parts[1])


def top_check(what: N.Phrase) -> str | None:
    """The shape read by :func:`top_cards`: a number (or X) of cards and 'your' / 'their' library."""
    if len(what.parts) not in (1, 2):
        return "exiling these cards from the top of a library is not executed"
    n, whose = _parts(what)
    if not (isinstance(whose, N.Phrase) and whose.kind == "library_owner" and whose.parts in (("your",), ("their",))):
        return "exiling cards from the top of another library is not executed"
    if why := amount_check(n):
        return why
    from .tree_conditions import read_in_place

    read_in_place(what)  # the Phrase is read here (costs.py registers it for its own reading)
    return None


def top_cards(ctx: Context, what: N.Phrase) -> list[Any]:
    """(read by instructions._exile) The top N cards, top first, of the library of the player following the
    instruction ('their') or of the ability's controller ('your'); 609.3: as many as there are."""
    from .zone_effects import library

    n, whose = _parts(what)
    owner = ctx.player if whose.parts == ("their",) else ctx.controller
    return library(ctx.game, owner)[:max(0, amount(ctx, n))]


# -- "Exile one of them and put the other into your hand" ---------------------------------------------

@action("exile_one_other_to_hand")
def _exile_one_other(ctx: Context, node: N.Action) -> None:
    from .entering import move_to_zone
    from .linked_exile import record
    from .zone_changes import _choose_ids, _looked

    cards = _looked(ctx)
    exiled = _choose_ids(ctx, "exile_choice", cards, 1, 1)
    for card in exiled:
        move_to_zone(ctx.game, card, "exile")
        record(ctx, card)  # 607.2a
    for card in cards:
        if card not in exiled:
            move_to_zone(ctx.game, card, "hand")


checks_whole("Action:exile_one_other_to_hand",
             lambda n: None if not n.parts else "this choice among the cards looked at is not executed")
