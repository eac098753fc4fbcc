"""Subgames (728) and conceding (104.3a); branch subgame, issue 16.

- "Players play a Magic subgame, using their libraries as their decks." (Shahrazad) starts a subgame as the
  spell resolves (728.1a): the main game is discontinued. An entirely new set of zones is created (728.2): each
  player's main-game library is their subgame library, shuffled (103.3); every other card of the main game, and
  every card outside the main game, is outside the subgame (728.4: the setup zone ``outside_game``, where an
  effect that brings cards in from outside the game finds them — rules/restart.py). Each player's life total is
  20 (103.4) and their counters are the subgame's (728.4b). The starting player is determined at random (728.2,
  103.1): a ``starting_player`` choice of the spell pins it (like a coin flip's result); without one it is
  random, reproducibly. Each player draws seven cards and keeps them (103.5; a fixture has no mulligan
  decision); the subgame's first turn begins, at its upkeep (a player whose deck had fewer than seven cards
  loses there, 728.3, 704.5b); the starting player skips that turn's draw step in a two-player game (103.8a).
  The fixture's following actions are taken in the subgame, and observations report it (the main game's
  objects are outside the subgame).
- The subgame ends like any game (104): a player wins, or all remaining players lose at once (a draw). Then
  (728.5) each player's traditional cards in the subgame — any zone, exile and the battlefield included — go
  into their owner's main-game library, and each library is shuffled; tokens and the other subgame objects
  cease to exist, with the subgame's zones. The main game resumes: the spell finishes resolving (its
  instructions after the subgame: "Each player who doesn't win the subgame loses half their life, rounded
  up."), then it goes to its owner's graveyard (608.2n), and the main game goes on to the next player's
  priority.
- "A player can concede the game at any time. A player who concedes leaves the game immediately. That player
  loses the game." (104.3a): the action ``concede``. In a subgame it ends the subgame for a two-player game.
- Refused (Unsupported): a subgame started by an ability, or by a spell whose subgame is not its only
  instruction before what follows it; a subgame while a player has left the game or controls another
  (722), or with a card in a command zone (728.2a-c: supplementary decks, vanguards, commanders); bringing into the subgame a card on the main game's stack or in its command zone, or
  one a main-game replacement effect would send elsewhere (728.4a); a card in an opening hand with an
  ability used before the game begins (103.6); and a player leaving a game with more than one other player
  remaining (800.4a; rules/sba.py).
- 728.6: a subgame within a subgame: the existing subgame is the main game of the new one (its libraries are
  the new one's decks, its cards go back to its libraries, its players' life totals are the ones halved); a card
  the new subgame brings in from outside is looked for in the main games in turn.
- 728.4a: a card brought into the subgame from another main-game zone (Living Wish taking a creature card from
  the main game's battlefield or graveyard) leaves that zone in the main game; what triggers on that there is
  put onto the stack when the main game resumes, after the spell finishes resolving (728.5).
"""

from __future__ import annotations

import math
import random
from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node
from ..state.versioned import bump
from ..text import nodes as N
from .filters import player
from .instructions import Context, action, run
from .restart import ON_BRING_IN, _first_turn, refuse_opening_hand_actions, replace_game
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

OUTSIDE = "outside_game"  # rules/restart.py: a card outside the game (400.11, 728.4)
#: The subgame's record of the main game it discontinued: the main game's state, and what its resolving
#: spell does once the subgame ends.
MAIN = "subgame_main"


class SubgameStarted(Exception):
    """728.1a: a subgame has started while a spell resolved: the main game is discontinued; what the action
    had left to do in the main game waits for the subgame's end (728.5, :func:`resume_main_game`)."""


def in_subgame(game: "Game") -> bool:
    return MAIN in game.__dict__


# -- 728.2: starting the subgame ----------------------------------------------------------------------------

@action("play_subgame")
def _play_subgame(ctx: Context, node: N.Action) -> None:
    from ..state.game import MissingChoice
    from .rules_effects import _shuffle_now

    game = ctx.game
    item = ctx.item
    if item.kind != "spell" or ctx.effect.get("node") is not node or item.targets:
        raise Unsupported("a subgame that isn't the whole of a spell's instructions (728.5) is not executed")
    if any(p.lost for p in game.players.values()):
        raise Unsupported("a subgame of a game a player has left (728.2) is not executed")
    if game.__dict__.get("player_control"):
        raise Unsupported("a subgame while a player controls another player (722) is not executed")
    cards = [o for o in game.objects.values() if o.zone is not None and not o.token and not o.spell_copy
             and o.card is not None]
    if any(o.zone == "command" for o in cards):
        raise Unsupported("a subgame with a card in the command zone (728.2a-c) is not executed")
    try:  # 728.2, 103.1: which player goes first is determined at random
        first = game.choose("starting_player", item.id, list(game.turn_order))
    except MissingChoice:
        first = random.Random(f"{game._position}:subgame").choice(game.turn_order)
    setup: dict[str, Any] = {
        "players": [{"id": pid, "life": 20} for pid in game.turn_order],  # 103.4; 728.4b: no counters
        "turn": {"active": first, "step": "untap"},
        "objects": [],
    }
    for obj in sorted(cards, key=lambda o: o.position):
        # 728.2: the main-game library is the subgame library; 728.4: every other card is outside the subgame
        zone = "library" if obj.zone == "library" else OUTSIDE
        setup["objects"].append({"id": obj.id, "card": obj.card["name"], "zone": zone, "owner": obj.owner})
    main = dict(game.__dict__)
    replace_game(game, setup)  # 728.1: the subgame's state (the main game's is kept aside, 728.5)
    game.__dict__[MAIN] = {"state": main, "ctx": ctx, "after": node.parts[0] if node.parts else None,
                           "item": item}
    game.turn_number = 1  # the subgame's first turn
    game.starting_player = first  # 103.1 (103.8a: rules/turns.py, restart.skips_first_draw)
    for pid in game.turn_order:
        _shuffle_now(game, pid)  # 728.2, 103.3
    for pid in game.turn_order:
        game.draw(pid, 7)  # 103.5 (728.3: fewer than seven cards: 704.5b at the first upkeep)
    refuse_opening_hand_actions(game, "the subgame")  # 103.6
    _first_turn(game)  # 502, 503
    raise SubgameStarted()


_SPELL_OWN = in_place_check("a subgame other than as the whole of a spell's instructions (728.5: the spell "
                            "finishes resolving after it) is not executed")


def _mark_spell_subgame(root: N.Node) -> None:
    """'Players play a Magic subgame' as an instant's or sorcery's whole instructions (what follows it in the
    node): read here; on another ability (a permanent's, a trigger's) refused by :data:`_SPELL_OWN`."""
    if isinstance(getattr(root, "effect", None), N.Action) and root.effect.kind == "play_subgame":
        read_in_place(root.effect)
    return None


checks_node("SpellAbility", _mark_spell_subgame)
checks_node("Action:play_subgame", lambda n: "this subgame is not executed" if len(n.parts) > 1 else _SPELL_OWN(n))


def in_subgame_main(game: "Game") -> bool:
    """728.6: whether the main game of this subgame is itself a subgame."""
    record = game.__dict__.get(MAIN)
    return record is not None and MAIN in record["state"]


def main_zone(game: "Game", obj_id: str) -> str | None:
    """728.4: where a card outside the subgame is in the main game (``outside_game``: outside the main game
    too), or None outside a subgame."""
    record = game.__dict__.get(MAIN)
    if record is None:
        return None
    obj = record["state"]["objects"].get(obj_id)
    return obj.zone if obj is not None else None


def bring_in_from_main_game(game: "Game", card: "GameObject") -> None:
    """728.4a: a card an effect brings into the subgame from a main-game zone leaves that zone (a zone change of
    the main game: the main-game abilities that trigger on it leaving trigger there, and are put onto the stack
    once the main game resumes, 728.5 — the main game's next check before priority). In the main game the card
    is then in no zone of it until the subgame ends (reported ``outside_game``). A main-game replacement effect
    that would send it elsewhere (614.1a "exile it instead") is not executed. Nothing to do for a card outside
    the main game too, or outside a subgame."""
    from .entering import move_to_zone

    zone = main_zone(game, card.id)
    if zone is None:
        return
    if zone == OUTSIDE:  # 728.6: outside its main game too; that one may be a subgame whose main game holds it
        if in_subgame_main(game):
            with _main_game(game):
                bring_in_from_main_game(game, game.obj(card.id))
        return
    if zone in ("command", "stack"):  # a card on the main game's stack is a spell there (or its resolving card)
        raise Unsupported(f'bringing "{card.id}" into the subgame from the main game\'s {zone} (728.4a) is not executed')
    with _main_game(game):
        obj = game.obj(card.id)
        move_to_zone(game, obj, OUTSIDE)
        if obj.zone != OUTSIDE:
            raise Unsupported(f'"{card.id}" leaving the main game\'s {zone} for the subgame went to {obj.zone} '
                              "(a main-game replacement effect, 728.4a): not executed")


ON_BRING_IN.append(bring_in_from_main_game)


class _main_game:
    """While the subgame is in progress: the main game's state in place of the subgame's, for a change of the
    main game itself (728.4a); the subgame's state back afterwards, holding the changed main game."""

    def __init__(self, game: "Game") -> None:
        self.game = game

    def __enter__(self) -> None:
        game = self.game
        self.sub = dict(game.__dict__)
        self.record = self.sub[MAIN]
        game.__dict__.clear()
        game.__dict__.update(self.record["state"])
        bump()

    def __exit__(self, *exc: Any) -> None:
        game = self.game
        self.record["state"] = dict(game.__dict__)
        game.__dict__.clear()
        game.__dict__.update(self.sub)
        bump()


# -- 728.5: the end of the subgame ----------------------------------------------------------------------------

def resume_main_game(game: "Game") -> bool:
    """The game that just ended is a subgame (728.5): its cards go to their owners' main-game libraries, the
    main game resumes and its spell finishes resolving. True if it was a subgame (the caller then goes on in
    the main game); False if the game that ended is the main game."""
    from .rules_effects import _shuffle_now
    from .resolution import finish_spell

    record = game.__dict__.get(MAIN)
    if record is None or not game.over:
        return False
    winner = game.winner  # 104.2a; None: a draw (104.4a)
    returning = [o for o in game.objects.values() if o.zone not in (None, OUTSIDE, "command") and not o.token
                 and not o.spell_copy and o.card is not None]  # 728.5: traditional cards in the subgame
    returning.sort(key=lambda o: o.position)
    keep = {k: game.__dict__[k] for k in ("choices", "_used_choices", "deciding", "_names_to_assign", "observer")
            if k in game.__dict__}
    game.__dict__.clear()  # 728.5: the subgame's other objects and its zones cease to exist
    game.__dict__.update(record["state"])
    game.__dict__.update(keep)
    bump()
    owners: list[str] = []
    for card in returning:
        obj = game.objects[card.id]  # the same card in the main game (728.2: from its library or outside it)
        obj.zone = "library"  # 728.5: into its owner's main-game library
        obj.incarnation += 1  # 400.7: a new object
        obj.position = game.next_position()
        obj.controller = None
        if obj.owner not in owners:
            owners.append(obj.owner)
    for pid in game.turn_order:
        if pid in owners or any(o.zone == "library" and o.owner == pid for o in game.objects.values()):
            _shuffle_now(game, pid)  # 728.5: "then shuffles them"
    # 728.5: the spell that created the subgame finishes resolving (its instructions after the subgame)
    ctx: Context = record["ctx"]
    ctx.subgame_winner = winner  # type: ignore[attr-defined]
    ctx.subgame_over = True  # type: ignore[attr-defined]
    if record["after"] is not None:
        run(ctx, record["after"])
    item = record["item"]
    finish_spell(game, item, game.obj(item.id))
    return True


@player("subgame_non_winner")
def _subgame_non_winners(ctx: Context, node: Any) -> list[str]:
    """'each player who doesn't win the subgame': once the subgame has ended (728.5), every player of the main
    game in APNAP order but its winner (all of them when it was a draw, 104.4a)."""
    if not getattr(ctx, "subgame_over", False):
        raise Unsupported("'each player who doesn't win the subgame' outside the end of a subgame is not executed")
    winner = getattr(ctx, "subgame_winner", None)
    return [p for p in ctx.game.apnap() if p != winner]


# -- "loses half their life, rounded up" (119.3, 107.1a) ------------------------------------------------------

@action("lose_half_life")
def _lose_half_life(ctx: Context, node: N.Action) -> None:
    """The player loses half their life total, rounded up (107.1a); a life total of 0 or less loses none
    (107.1b: a negative amount is 0)."""
    life = ctx.game.players[ctx.player].life
    n = max(0, math.ceil(life / 2))
    if n > 0:  # 119.3
        ctx.game.players[ctx.player].life -= n


# -- 104.3a: conceding ---------------------------------------------------------------------------------------

def concede(game: "Game", act: dict[str, Any]) -> None:
    """104.3a: the player concedes: they leave the game immediately and lose it (the state-based actions that
    follow end a two-player game, 104.2a; rules/sba.py refuses leaving a game more than one player goes on in,
    800.4a)."""
    from ..state.game import Illegal

    pid = act["player"]
    if pid not in game.players:
        raise Illegal(f"{pid} is not a player of this game")
    if game.players[pid].lost:
        raise Illegal(f"{pid} has already left the game")
    game.players[pid].lost = True
