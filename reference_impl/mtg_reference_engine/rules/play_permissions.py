"""Permissions to play a card from exile (branch impulse):

"Exile the top card of your library. You may play that card this turn." and "Exile the top two
cards of your library. Until the end of your next turn, you may play those cards."

* 406.3: the cards are exiled face up; 400.7: the permission is tied to the card object exiled
  (its incarnation) — if the card leaves exile and returns, it is a new object without it.
* "play" is to play a land or cast a spell (601.2a casting a card from exile by permission, 305.1
  playing a land). The permission changes only the zone: the player pays the spell's costs
  (601.2f-h) and timing rules still apply (307.1, 305.1-305.3); a land played this way is the
  player's land play for the turn (305.2).
* The permission is the controller's ("you may play"): no other player may play the card.
* Its duration: "this turn" / "until end of turn" ends as the turn does (514.2); "until the end of
  your next turn" lasts through the next turn that player begins (611.2a) — counted as turns
  begin (:func:`turn_begins`, called from rules/turns.next_turn), so extra turns count too.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..text import nodes as N
from .instructions import Context, action
from .filters import amount, objects_of
from ..state.support import checks_node, executes_node
from .tree_conditions import _IN_PLACE, in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def grant(game: "Game", card: "GameObject", player: str, until: str, cast_only: bool = False) -> None:
    """Record that ``player`` may play ``card`` (as it now exists) for the stated duration: ``until``
    is "turn" (this turn), "next_turn" (until the end of their next turn), "end_step" (until
    their next end step) or "exiled" (for as long as it remains exiled). ``cast_only``: a permission
    to cast it, which doesn't let a land be played (305.9, 601.2a)."""
    card.play_permissions = [*getattr(card, "play_permissions", ()), {
        "incarnation": card.incarnation, "player": player, "granted": game.turn_number,
        "next_turn": until == "next_turn", "last_turn": None, "end_step": until == "end_step", "ended": False,
        "while_exiled": until == "exiled", "cast_only": cast_only}]


def play_permitted(game: "Game", card: "GameObject", player: str, land: bool = False) -> bool:
    """Whether ``player`` may now play ``card`` from exile under a permission still in force (``land``:
    play it as a land, which a permission to cast doesn't allow, 305.9)."""
    if card.zone != "exile":
        return False
    for p in getattr(card, "play_permissions", ()):
        if p["incarnation"] != card.incarnation or p["player"] != player:
            continue  # 400.7: another object; the permission is the player's only
        if land and p.get("cast_only"):
            continue  # "you may cast that card": a land can't be cast (305.9)
        if p.get("while_exiled"):  # branch sticker16: "for as long as it remains exiled" (400.7: this object)
            return True
        if p["end_step"]:
            if not p["ended"]:
                return True
            continue
        if game.turn_number == p["granted"]:
            return True
        if p["next_turn"] and (p["last_turn"] is None or game.turn_number <= p["last_turn"]):
            return True
    return False


def turn_begins(game: "Game") -> None:
    """611.2a: "until the end of your next turn" — the first turn that player begins after the
    permission was granted is the last one it lasts through."""
    for card in game.objects.values():
        for p in getattr(card, "play_permissions", ()):
            if (p["next_turn"] and p["last_turn"] is None and p["player"] == game.active
                    and game.turn_number > p["granted"]):
                p["last_turn"] = game.turn_number


def end_step_begins(game: "Game") -> None:
    """"Until your next end step": the permission ends as the next end step of that player begins
    (one granted during an end step lasts until the next one)."""
    for card in game.objects.values():
        for p in getattr(card, "play_permissions", ()):
            if p["end_step"] and p["player"] == game.active:
                p["ended"] = True


def _impulse(ctx: Context, node: N.Action, until: str, choose_one: bool = False) -> None:
    from ..state.game import Illegal
    from .entering import move_to_zone
    from .zone_effects import library

    n = amount(ctx, node.parts[0]) if node.parts else 1
    you = ctx.controller  # "your library", "you may play"
    cards = library(ctx.game, you)[:max(n, 0)]
    for card in cards:
        move_to_zone(ctx.game, card, "exile")  # 406.3: face up
    if choose_one and len(cards) > 1:
        # "Choose one of them": the controller chooses one of the exiled cards (an 'impulse_choice'
        # of its id); only that one may be played — the others stay exiled
        ids = [c.id for c in cards]
        chosen = ctx.game.choose("impulse_choice", ctx.item.source or ctx.item.id, ids, player=you)
        if chosen not in ids:
            raise Illegal(f"{you} must choose one of {', '.join(ids)}")
        cards = [ctx.game.obj(chosen)]
    for card in cards:
        grant(ctx.game, card, you, until)
    ctx.refer(cards)


@action("impulse")
def _impulse_this_turn(ctx: Context, node: N.Action) -> None:
    """"Exile the top [N] card(s) of your library. You may play that card / those cards this turn.\""""
    _impulse(ctx, node, "turn")


@action("impulse_until_next_turn")
def _impulse_next_turn(ctx: Context, node: N.Action) -> None:
    """"... Until the end of your next turn, you may play that card / those cards.\""""
    _impulse(ctx, node, "next_turn")


@action("impulse_choose")
def _impulse_choose_this_turn(ctx: Context, node: N.Action) -> None:
    """"Exile the top two cards of your library, then choose one of them. You may play that card this turn."
    """
    _impulse(ctx, node, "turn", choose_one=True)


@action("impulse_choose_until_next_turn")
def _impulse_choose_next_turn(ctx: Context, node: N.Action) -> None:
    """"... Choose one of them. Until the end of your next turn, you may play that card."
    """
    _impulse(ctx, node, "next_turn", choose_one=True)


@action("impulse_until_end_step")
def _impulse_end_step(ctx: Context, node: N.Action) -> None:
    """"... You may play that card / those cards until your next end step." """
    _impulse(ctx, node, "end_step")


@action("impulse_from")
def _impulse_from(ctx: Context, node: N.Action) -> None:
    """"Target opponent exiles the top card of their library. You may play that card this turn." — the
    card stays its owner's; its permission is the controller's (a spell cast this way is controlled
    by its caster, 110.2; a land played this way enters under their control, 305.1)."""
    from .entering import move_to_zone
    from .filters import players_of
    from .zone_effects import library

    cards = []
    for p in players_of(ctx, node.parts[0]):
        for card in library(ctx.game, p)[:1]:
            move_to_zone(ctx.game, card, "exile")  # 406.3: face up
            grant(ctx.game, card, ctx.controller, "turn")
            cards.append(card)
    ctx.refer(cards)


def _from_check(n: N.Action) -> str | None:
    if len(n.parts) != 1 or not isinstance(n.parts[0], N.Player):
        return "this 'impulse_from' form is not executed"
    return None


checks_node("Action:impulse_from", _from_check)


def _check(n: N.Action) -> str | None:
    if len(n.parts) > 1 or (n.parts and not isinstance(n.parts[0], (int, str))):
        return f"this '{n.kind}' form is not executed"
    if n.parts and isinstance(n.parts[0], str) and n.parts[0] != "X":
        return f"the amount {n.parts[0]!r} of '{n.kind}' is not executed"
    return None


checks_node("Action:impulse", _check)
checks_node("Action:impulse_until_next_turn", _check)
checks_node("Action:impulse_choose", _check)
checks_node("Action:impulse_until_end_step", _check)
checks_node("Action:impulse_choose_until_next_turn", _check)


# -- branch sticker16: "You may play that card for as long as it remains exiled." ---------------------------

#: the durations of "you may play <that card> <duration>" read here (none: refused)
_PLAY_CARD_DURATIONS = {"while_exiled": "exiled", "this_turn": "turn", "until_end_of_turn": "turn",
                        "until_end_of_next_turn": "next_turn"}


def _play_card_check(n: N.Action) -> str | None:
    if _IN_PLACE.get(id(n)) is not n:
        return "a permission to play a card is read only right after the step of the same ability that exiled it"
    if len(n.parts) != 2 or not isinstance(n.parts[1], N.Duration) or n.parts[1].kind not in _PLAY_CARD_DURATIONS:
        return "this 'you may play/cast that card' form (its duration) is not executed"
    what = n.parts[0]
    from .individual_actions import exiled_cards_check  # branch soulfire: 'the exiled cards'

    if (why := exiled_cards_check(what)) != "":
        read_in_place(n.parts[1])
        return why
    if not (isinstance(what, N.Ref) and what.words in ("that card", "it", "those cards", "them")):
        return f"a permission to play {getattr(what, 'words', type(what).__name__)!r} is not executed"
    if n.parts[1].kind == "while_exiled" and n.parts[1].parts:
        return "this 'for as long as ... remains exiled' is not executed"
    read_in_place(n.parts[1])
    return None


checks_node("Action:play_card", _play_card_check)
checks_node("Action:cast_card", _play_card_check)


def _unwrapped(step: object) -> object:
    while isinstance(step, (N.Optional_, N.Actor)):
        step = step.effect
    return step


def _play_card_after_exile(n: N.Sequence) -> str | None:
    """"You may play that card" is read only right after the step that exiled it ("exile target permanent
    card from your graveyard", "that player exiles a card from their hand"): a card milled or put
    elsewhere would be played from that zone, which this module doesn't grant."""
    steps = list(n.steps)
    for i, step in enumerate(steps):
        inner = _unwrapped(step)
        from .individual_actions import exiles_each  # branch soulfire: "For each of them, exile ..."

        if isinstance(inner, N.Action) and inner.kind in ("play_card", "cast_card") \
                and (i == 0 or not (isinstance(_unwrapped(steps[i - 1]), N.Exile) or exiles_each(steps[i - 1]))):
            return "a permission to play a card the step before didn't exile is not executed"
        if isinstance(inner, N.Action) and inner.kind in ("play_card", "cast_card"):
            read_in_place(inner)
    return None


checks_node("Sequence", _play_card_after_exile)
executes_node("Action:play_card", "Action:cast_card", "Duration:while_exiled")  # the duration: only a permission's, read here
checks_node("Duration:while_exiled", in_place_check("'for as long as it remains exiled' is read only as the "
                                                    "duration of a permission to play that card"))


@action("play_card")
@action("cast_card")
def _play_card(ctx: Context, node: N.Action) -> None:
    """"You may play that card for as long as it remains exiled." (Savvy Trader), "You may play that card
    this turn.": the controller may play the card(s) the ability exiled (601.2a, 305.1) — the card in exile
    as it now is (400.7: a card that leaves exile and returns is a new object without it). Playing an
    adventurer card, its player chooses to cast it normally or as an Adventure (715.3): the permission
    allows either. "You may cast that card" is a permission to cast it: a land card can't be played with it
    (305.9). "You may play that card" lets a land card be played (305.1: the player's land play, rules/lands.py);
    a card with a land face other than its front (a modal double-faced card's back, 712) is refused."""
    from ..state.support import Unsupported

    from .individual_actions import EXILED_REF, exiled_cards  # branch soulfire: 'the exiled cards'

    until = _PLAY_CARD_DURATIONS[node.parts[1].kind]
    what = node.parts[0]
    for card in exiled_cards(ctx) if isinstance(what, N.Ref) and what.words == EXILED_REF else objects_of(ctx, what):
        if card.zone != "exile":
            continue  # the card isn't in exile (it never got there, or it has left): nothing to play from there
        faces = [*(getattr(card, "halves", None) or ()), getattr(card, "back", None)]  # 709, 715; 712 (a land back face)
        if node.kind == "play_card" and any(f is not None and "land" in f.card_types for f in faces):
            raise Unsupported("playing a land face other than a card's front face from exile is not executed")
        grant(ctx.game, card, ctx.controller, until, cast_only=node.kind == "cast_card")
