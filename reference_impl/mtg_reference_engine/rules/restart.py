"""Cards outside the game (400.11) and restarting the game (726; branch restart, issue 16).

- A setup card in the zone ``outside_game`` is a card its owner has outside the game: their sideboard
  (100.4a, 400.11a). It is in no zone of the game; only an effect that brings cards in from outside the game
  reads it. "You may reveal a creature or land card you own from outside the game and put it into your hand."
  (Living Wish): the player chooses one such card (an ``outside_game`` choice of the resolving spell or ability,
  needed when more than one card fits), reveals it (701.20a) and puts it into their hand.
- "Restart the game, leaving in exile all non-Aura permanent cards exiled with Karn. Then put those cards
  onto the battlefield under your control." (Karn Liberated): the game ends, no one wins, loses or draws
  (726.1); a new game begins per 103 with the player who controls the ability as the starting player
  (726.1a). Every card involved in the ended game — in any of its zones, phased out or not, brought in from
  outside the game or not — is in its owner's deck (726.2; ownership never changes), except the cards the
  ability exempts (726.5), which stay in exile. Tokens and copies of spells are not cards: they don't exist
  in the new game. Nothing of the ended game carries over (effects, counters, damage, designations, life
  totals: 103.4 starting life 20). Each player shuffles (103.3) and draws seven cards (103.5; the fixture has
  no mulligan decision: each player keeps). The restart finishes resolving just before the first turn's untap
  step (726.4): then the exempted cards are put onto the battlefield under the ability's controller's control.
  The game then goes to the first turn's upkeep: a player who drew from a library with fewer than seven cards
  loses when state-based actions are checked there (726.3). The starting player skips the draw step of that
  turn in a two-player game (103.8a; rules/turns.py).
- Refused (Unsupported): a restart with a player who has left the game, or with a card in the command zone
  (a commander, 726.5a, 903), and a restart while the player deciding for another player controls it (722).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

#: The setup zone of a card outside the game (400.11): no zone of the game.
OUTSIDE = "outside_game"
_CARD_TYPES = ("artifact", "battle", "creature", "enchantment", "instant", "kindred", "land", "planeswalker",
               "sorcery")

executes_node("Action:reveal_from_outside", "Action:restart_game")


# -- 400.11: "reveal a creature or land card you own from outside the game and put it into your hand" ------

def _wish_filter(flt: Any) -> "N.Filter | None":
    """The card-type filter of 'a creature or land card you own' / 'an instant or sorcery card you own' /
    'a card you own' (the 'you own' qualifier read here), or None for another description."""
    if not isinstance(flt, N.Filter):
        return None
    quals = [q for q in flt.qualifiers if not (isinstance(q, N.Phrase) and q.kind == "own_you" and not q.parts)]
    if len(quals) != len(flt.qualifiers) - 1 or quals:
        return None  # 'you own' exactly, and nothing else (a card outside the game is one its owner has)
    if not flt.alternatives:
        # 'a noncreature card you own' (Granted; branch sticker16): a card type word or its negation
        if flt.nouns == ("card",) and all(a.startswith("type:") or (a.startswith("non:non") and a[len("non:non"):] in _CARD_TYPES)
                                          for a in flt.adjectives):
            return N.Filter(flt.adjectives)
        return None
    alts = [a for a in flt.alternatives if isinstance(a, N.Filter)]
    if len(alts) != len(flt.alternatives) or flt.nouns or flt.adjectives:
        return None
    out = []
    for i, a in enumerate(alts):
        last = i == len(alts) - 1
        if a.qualifiers or a.alternatives:
            return None
        if last and a.nouns == ("card",) and len(a.adjectives) == 1 and a.adjectives[0].startswith("type:"):
            out.append(N.Filter(a.adjectives))
        elif not last and not a.adjectives and len(a.nouns) == 1 and a.nouns[0] in _CARD_TYPES:
            out.append(N.Filter((f"type:{a.nouns[0]}",)))
        else:
            return None
    return N.Filter((), (), (), tuple(out))


checks_node("Action:reveal_from_outside", lambda n: None if len(n.parts) == 1 and _wish_filter(n.parts[0]) is not None
            else "this card from outside the game is not executed")


#: what else happens as a card is brought in from outside the game, before it moves, each called with (game,
#: card): rules/subgames.py registers 728.4a (a card of a subgame's main game leaves its zone there)
ON_BRING_IN: list[Callable[["Game", "GameObject"], None]] = []


@action("reveal_from_outside")
def _reveal_from_outside(ctx: Context, node: N.Action) -> None:
    from ..state.game import Illegal
    from .entering import move_to_zone
    from .filters import matches

    game = ctx.game
    player = ctx.player or ctx.controller
    flt = _wish_filter(node.parts[0])
    options = [o for o in game.objects.values() if o.zone == OUTSIDE and o.owner == player and not o.token
               and matches(game, o, flt, ctx.controller, ctx.source)]
    if not options:
        ctx.refer([])
        return
    if len(options) == 1:
        card = options[0]
    else:
        chosen = game.choose("outside_game", ctx.item.source or ctx.item.id, None, player=player)
        if chosen not in {o.id for o in options}:
            raise Illegal(f"{player} must choose one of {', '.join(o.id for o in options)} from outside the game")
        card = game.obj(chosen)
    for hook in ON_BRING_IN:
        hook(game, card)  # branch subgame: 728.4a, a card of the main game leaves its zone there
    game.events.append({"type": "reveals", "player": player, "object": card.id})  # 701.20a
    move_to_zone(game, card, "hand")
    ctx.refer([card])


# -- 726: restarting the game ---------------------------------------------------------------------------------

def _restart_check(node: N.Action) -> str | None:
    from .zone_effects import _card_filter_check

    if len(node.parts) != 2 or not (isinstance(node.parts[1], N.SelfRef) or isinstance(node.parts[1], N.Phrase)
                                    and node.parts[1].kind == "short_name"):
        return "cards left in exile by a restart other than cards exiled with its source are not executed"
    return _card_filter_check(node.parts[0])  # 'non-Aura permanent cards' (exiled with <it>: the link)


executes_node("Phrase:short_name")  # read only by the restart below (text/parse.py makes it there)
checks_node("Action:restart_game", _restart_check)


def _exiled_with(game: "Game", source_id: str, incarnation: int) -> list["GameObject"]:
    """607.2a: the cards in exile linked to the source as it was when the ability was put on the stack
    (rules/linked_exile.py records them), even if it has left the battlefield since."""
    from .linked_exile import exiled_with_object

    return exiled_with_object(game, source_id, incarnation)


@action("restart_game")
def _restart(ctx: Context, node: N.Action) -> None:
    from .zone_effects import _card_filter

    game = ctx.game
    controller = ctx.controller
    source = ctx.source
    if any(p.lost for p in game.players.values()):
        raise Unsupported("restarting a game a player has left (726.1) is not executed")
    if game.__dict__.get("player_control"):
        raise Unsupported("restarting a game while a player controls another player (722) is not executed")
    cards = [o for o in game.objects.values()
             if o.zone not in (None, OUTSIDE) and o.card is not None and not o.token and not o.spell_copy]
    if any(o.zone == "command" for o in cards):
        raise Unsupported("restarting a game with a card in the command zone (726.5a, 903) is not executed")
    exempt: list["GameObject"] = []
    link = node.parts[1]
    if isinstance(link, N.Phrase) and (source is None or not game.chars(source).name.startswith(link.parts[0] + " ")
                                       or "legendary" not in game.chars(source).supertypes):
        # 201.5c: a legendary card's text names it by its shortened name; another name is another object
        raise Unsupported(f"cards exiled with {link.parts[0]} (not this object's shortened name, 201.5c) are not executed")
    if source is not None:
        incarnation = ctx.source_incarnation if ctx.source_incarnation is not None else source.incarnation
        for card in _exiled_with(game, source.id, incarnation):
            # 'non-Aura permanent cards exiled with <it>': the exile link is read by _exiled_with; the
            # cards' characteristics by the filter without it (the source may have left the battlefield)
            if _is_described(game, card, _card_filter(node.parts[0]), controller, source):
                exempt.append(card)
    exempt_ids = {o.id for o in exempt}
    card_ids = {o.id for o in cards}
    setup: dict[str, Any] = {
        "players": [{"id": pid, "life": 20} for pid in game.turn_order],  # 103.4
        "turn": {"active": controller, "step": "untap"},  # 726.1a, 726.4
        "objects": [],
    }
    for obj in sorted(game.objects.values(), key=lambda o: o.position):
        if obj.id in card_ids:  # 726.2: in its owner's deck; 726.5: the exempted cards stay in exile
            zone = "exile" if obj.id in exempt_ids else "library"
        elif obj.zone == OUTSIDE and not obj.token:
            zone = OUTSIDE  # still outside the game (its sideboard)
        else:
            continue  # tokens, copies of spells, objects that ceased to exist (111.7, 707.10a)
        setup["objects"].append({"id": obj.id, "card": obj.card["name"], "zone": zone, "owner": obj.owner})
    _new_game(game, setup)
    from .rules_effects import _shuffle_now

    for pid in game.turn_order:
        _shuffle_now(game, pid)  # 103.3
    for pid in game.turn_order:
        game.draw(pid, 7)  # 103.5 (726.3: fewer than seven cards: 704.5b at the first upkeep)
    refuse_opening_hand_actions(game, "the restarted game")  # 103.6
    # 726.4: the ability's next instruction, just before the first turn's untap step
    kept = [game.obj(i) for i in sorted(exempt_ids, key=lambda i: game.obj(i).position)]
    if kept:
        from .ability_effects import enter_together
        from .entering import enter_battlefield

        if len(kept) == 1:
            enter_battlefield(game, kept[0], controller, cause="effect")
        else:
            enter_together(game, kept, controller, cause="effect")
        for obj in kept:
            if obj.zone == "battlefield" and obj.controller == controller:
                # under that player's control since before their first turn began (Karn Liberated's
                # ruling: creatures put onto the battlefield this way can attack on that turn, 302.6)
                obj.controlled_since_turn = 0
    ctx.refer([o for o in kept if o.zone == "battlefield"])
    _first_turn(game)


def refuse_opening_hand_actions(game: "Game", which: str) -> None:
    """103.6: a card in an opening hand with an ability that acts before the game begins ("If this card is in
    your opening hand, you may begin the game with it on the battlefield.") — no fixture records that
    decision for the opening hand of a game started during play (a restart, 726; a subgame, 728): refused
    rather than played as declined."""
    for obj in game.objects.values():
        if obj.zone == "hand" and any("opening hand" in (a.text or "").lower() for a in game.chars(obj).abilities):
            raise Unsupported(f'"{obj.id}" in an opening hand of {which}: its 103.6 ability is not executed')


def _is_described(game: "Game", card: "GameObject", flt: N.Filter, you: str, source: Any) -> bool:
    """'non-Aura permanent cards' of cards in exile: 'permanent card' is a card with a permanent type
    (110.4; the object matcher reads 'permanent' of permanents only), the rest by the object matcher."""
    from .filters import matches
    from .resolution import PERMANENT_TYPES

    if "permanent" in flt.nouns:
        if not set(game.chars(card).card_types) & set(PERMANENT_TYPES):
            return False
        flt = N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n != "permanent"), flt.qualifiers, flt.alternatives)
    return matches(game, card, flt, you, source)


def replace_game(game: "Game", setup: dict[str, Any]) -> None:
    """The game's state is replaced by a new game's (a restart, 726.1; a subgame, 728.1: rules/subgames.py);
    what belongs to the action being performed (its recorded choices, who decides, the observer) carries on."""
    from ..state.game import Game
    from ..state.versioned import bump

    new = Game(setup, game.cards)
    keep = {k: game.__dict__[k] for k in ("choices", "_used_choices", "deciding", "_names_to_assign", "observer")
            if k in game.__dict__}
    game.__dict__.clear()
    game.__dict__.update(new.__dict__)
    game.__dict__.update(keep)
    bump()  # another state (versioned.py: what was computed for the old game is computed again)


def _new_game(game: "Game", setup: dict[str, Any]) -> None:
    """726.1: the ended game's state is replaced by a new game's."""
    replace_game(game, setup)
    game.turn_number = 1  # the new game's first turn
    game.starting_player = setup["turn"]["active"]  # 103.1, 726.1a (103.8a: rules/turns.py)
    game.restarted = True


def _first_turn(game: "Game") -> None:
    """502: the first turn's untap step (nothing of the new game is tapped or phased out), then its upkeep
    (503): "at the beginning of your upkeep" abilities trigger; the engine's before-priority checks follow."""
    from .step_triggers import beginning_of_step

    game.step = "upkeep"
    beginning_of_step(game)


def skips_first_draw(game: "Game") -> bool:
    """103.8a: in a two-player game, the starting player skips the draw step of their first turn (only a game
    the engine began: a restarted one; a fixture starts in a turn after the first)."""
    return game.__dict__.get("starting_player") == game.active and game.turn_number == 1 \
        and len(game.turn_order) == 2
