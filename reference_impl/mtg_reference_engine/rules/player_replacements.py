"""Replacement effects on a player's events (614.1a, 616; branch replace, issue 16): gaining life
(119.10) and drawing a card (121.2), read from the grammar's tree.

- :func:`gain_life` is THE life-gain event: every instruction, lifelink (702.15b) and damage result
  that makes a player gain life calls it, so the replacement effects of "If you would gain life, ..."
  apply to each life-gain event whatever caused it (120.4c: lifelink's gain is a result of the damage
  event, modified by them before the event occurs).
- "If you would gain life, you gain twice that much life instead." / "... you gain that much life plus
  N instead." modify the amount; "If you would gain life, draw that many cards instead." replaces the
  event with drawing that many cards, one at a time (121.2), and each of those draws may in turn be
  replaced (616.2: a replacement can become applicable to an event because another modified it).
- "If you would draw a card, return a card from your graveyard to your hand instead. If you can't, you
  lose the game." and "If you would draw a card, you may skip that draw instead." replace a draw
  (121.2, 121.6), with dredge (702.52a, rules/dredge.py) among them.

616.1: of several replacement effects that apply to one event, the affected player chooses one (a
'replacement_first' choice naming its source), applies it, then repeats with the ones still
applicable; none applies twice to the same event (614.5). A "may" replacement the player declines
leaves the event as it was (a 'may' choice of its source).

Only these shapes are read; the check of rules/static_replacements.py hands these events to
:func:`check` and refuses any other.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.hooks import provides
from ..state.support import checks_whole, executes_node
from .instructions import Context, action
from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes_node("Replacement:replacement_instead_else", "Replacement:skip_draw_instead")

_GAIN = "you would gain life"
_DAMAGE = "damage would be dealt to you"
_DRAW = ("would", "draw", "a", "card")


# -- reading -----------------------------------------------------------------------------------------

def _event_of(node: N.Replacement) -> str | None:
    """'gain' for "If you would gain life", 'draw' for "If you would draw a card", else None."""
    if not node.parts or not isinstance(node.parts[0], N.Phrase) or node.parts[0].kind != "replace_event":
        return None
    parts = node.parts[0].parts
    if parts == (_GAIN,):
        return "gain"
    if parts == (_DAMAGE,):
        return "damage"
    if len(parts) == 5 and parts[0] == N.Player("you", ()) and tuple(parts[1:]) == _DRAW:
        return "draw"
    return None


def owns(node: Any) -> bool:
    """Whether the replacement is about an event this module reads (the life gain, draw, or damage
    dealt to the replacement's controller)."""
    return isinstance(node, N.Replacement) and _event_of(node) is not None


def _gain_effect(effect: Any) -> tuple | None:
    """The modification of a life-gain event: ('twice',), ('plus', n), ('draw',)."""
    if isinstance(effect, N.Actor) and effect.player == N.Player("you", ()):
        inner = effect.effect
        if isinstance(inner, N.GainLife) and inner.amount == N.Phrase("twice", (N.Phrase("that_much", ()),)):
            return ("twice",)
        if isinstance(inner, N.Action) and inner.kind == "gain_life_plus" and len(inner.parts) == 2 \
                and inner.parts[0] == N.Phrase("that_much", ()) and isinstance(inner.parts[1], int) \
                and not isinstance(inner.parts[1], bool) and inner.parts[1] > 0:
            return ("plus", inner.parts[1])
    if isinstance(effect, N.Draw) and effect.amount == N.Phrase("that_many_cards", ()):
        return ("draw",)
    return None


def _return_from_graveyard(effect: Any) -> bool:
    """'return a card from your graveyard to your hand'."""
    return (isinstance(effect, N.ReturnToHand) and isinstance(effect.what, N.Described)
            and effect.what.count == 1 and effect.what.quantifier == "a"
            and effect.what.filter == N.Filter((), ("card",), (N.Phrase("from_zone", (N.Phrase("zone_name", ("your graveyard",)),)),), ()))


def _reading(node: N.Replacement) -> tuple | None:
    event = _event_of(node)
    if event == "gain" and node.kind == "replacement_instead" and len(node.parts) == 2:
        return _gain_effect(node.parts[1])
    if event == "draw":
        if node.kind == "skip_draw_instead" and len(node.parts) == 1:
            return ("skip",)
        if node.kind == "replacement_instead_else" and len(node.parts) == 3 and _return_from_graveyard(node.parts[1]) \
                and node.parts[2] == N.Action("lose_game", ()):
            return ("return_or_lose",)
    if event == "damage" and node.kind == "replacement_instead_else" and len(node.parts) == 3 \
            and node.parts[1] == N.Action("exile_that_many_from_graveyard", ()) and node.parts[2] == N.Action("lose_game", ()):
        return ("exile_or_lose",)
    return None


def check(node: N.Replacement) -> str | None:
    if _event_of(node) is None:
        return "this replacement's event is not read"
    if _reading(node) is None:
        what = {"gain": "life gain", "draw": "draw", "damage": "damage dealt to you"}[_event_of(node)]
        return f"this replacement of a {what} is not executed"
    return None


checks_whole("Replacement:replacement_instead_else", check)
checks_whole("Replacement:skip_draw_instead", check)


def _mine(ability: Any) -> tuple | None:
    if ability.kind != "replacement":
        return None
    tree = ability.spec.get("tree")
    if not isinstance(tree, N.Replacement) or not owns(tree):
        return None
    return _reading(tree)


def _effects(game: "Game", player: str, event: str) -> list[tuple["GameObject", tuple, tuple]]:
    """The replacement effects of the permanents ``player`` controls that apply to their ``event``
    (614.1a: a static ability's effect applies while its permanent is on the battlefield)."""
    out = []
    for perm in game.battlefield():
        if perm.controller != player:
            continue
        for n, ability in enumerate(game.chars(perm).abilities):
            reading = _mine(ability)
            if reading is not None and _event_of(ability.spec["tree"]) == event:
                # each ability is its own effect: its key (source, incarnation, which ability) (614.5)
                out.append((perm, (perm.id, perm.incarnation, n), reading))
    return out


def _pick(game: "Game", player: str, options: list[tuple[str, Any]]) -> tuple[str, Any]:
    """616.1e: the affected player chooses which applies first (by its source's id)."""
    if len(options) == 1:
        return options[0]
    ids = list(dict.fromkeys(key for key, _ in options))
    if len(ids) == 1 or len({repr(value[-1]) for _, value in options if value is not None}) == 1 \
            and all(value is not None for _, value in options):
        return options[0]  # the same effect each time: the order can't change the outcome
    chosen = game.choose("replacement_first", None, ids, player=player)
    return next(o for o in options if o[0] == chosen)


# -- gaining life (119.10) ---------------------------------------------------------------------------

def gain_life(game: "Game", player: str, amount: int) -> None:
    """One life-gain event of ``amount`` for ``player`` (119.3, 119.10), modified by the replacement
    effects that apply to it (614.1a, 616.1)."""
    if amount <= 0:
        return
    applied: set[tuple] = set()
    while True:
        options = [(perm.id, (perm, key, reading)) for perm, key, reading in _effects(game, player, "gain")
                   if key not in applied]
        if not options:
            break
        _, (perm, key, reading) = _pick(game, player, options)
        applied.add(key)  # 614.5: it doesn't apply again to this event
        if reading[0] == "twice":
            amount *= 2
        elif reading[0] == "plus":
            amount += reading[1]
        else:  # "draw that many cards instead": the event is now drawing (616.2: it may be replaced in turn)
            game.draw(player, amount)
            return
    game.players[player].life += amount  # 119.3
    game.events.append({"type": "gain_life", "player": player, "amount": amount})


provides("gain_life")(gain_life)


# -- drawing a card (121.2) --------------------------------------------------------------------------

def _lose(game: "Game", player: str) -> None:
    """104.3e: an effect says the player loses the game (a "would lose the game" replacement may apply,
    rules/group_effects.lose_game_instead)."""
    from .group_effects import lose_game_instead

    if not game.players[player].lost and not lose_game_instead(game, player):
        game.players[player].lost = True


def _return_or_lose(game: "Game", perm: "GameObject", player: str) -> bool:
    """"return a card from your graveyard to your hand instead. If you can't, you lose the game.\""""
    from .entering import move_to_zone

    cards = [o.id for o in game.objects.values() if o.zone == "graveyard" and o.owner == player]
    if not cards:
        _lose(game, player)
        return True
    chosen = cards[0] if len(cards) == 1 else game.choose("return_choice", perm.id, cards, player=player)
    chosen = chosen[0] if isinstance(chosen, list) and len(chosen) == 1 else chosen
    if chosen not in cards:
        from ..state.game import Illegal

        raise Illegal(f"{chosen!r} is not a card in {player}'s graveyard")
    move_to_zone(game, game.obj(chosen), "hand")
    return True


def _skip(game: "Game", perm: "GameObject", player: str) -> bool:
    """"you may skip that draw instead": a 'may' choice of its source."""
    return game.choose("may", perm.id, ["yes", "no"], player=player) == "yes"


_DRAW_EFFECTS: dict[str, Callable[["Game", "GameObject", str], bool]] = {
    "return_or_lose": _return_or_lose, "skip": _skip}


@provides("draw_replacement")
def draw_replaced(game: "Game", player: str) -> bool:
    """Whether this one draw of ``player`` (121.2) was replaced: the replacement effects of
    "If you would draw a card" and dredge (702.52a), one chosen at a time (616.1)."""
    from .dredge import dredge, dredgeable

    applied: set[tuple] = set()
    dredge_tried = False
    while True:
        options: list[tuple[str, Any]] = [(perm.id, (perm, key, reading))
                                          for perm, key, reading in _effects(game, player, "draw") if key not in applied]
        if not dredge_tried:
            options += [(card, None) for card in dredgeable(game, player)]
        if not options:
            return False
        key, value = _pick(game, player, options)
        if value is None:  # dredge: the player chooses the card to dredge, or to draw (702.52a)
            dredge_tried = True
            if dredge(game, player):
                return True
            continue
        perm, key, reading = value
        applied.add(key)
        if _DRAW_EFFECTS[reading[0]](game, perm, player):
            return True


# -- damage dealt to a player (120.3a) ---------------------------------------------------------------

def replaces_damage(game: "Game", player: str) -> bool:
    """Whether a replacement effect of "If damage would be dealt to you" applies to damage that
    would be dealt to ``player`` (rules/damage.deal gathers that damage of one event)."""
    return bool(_effects(game, player, "damage"))


def damage_instead(game: "Game", player: str, amount: int) -> None:
    """"If damage would be dealt to you, exile that many cards from your graveyard instead. If you
    can't, you lose the game." The damage isn't dealt (614.6: no life is lost, and nothing sees it
    dealt). Of several such effects the player chooses one (616.1): once applied, no damage is left
    for another. 609.3: with fewer cards than that, as many as possible are exiled, and the player
    loses the game."""
    from .entering import move_to_zone

    options = [(perm.id, (perm, key, reading)) for perm, key, reading in _effects(game, player, "damage")]
    _, (perm, _, _) = _pick(game, player, options)
    cards = [o.id for o in game.objects.values() if o.zone == "graveyard" and o.owner == player]
    chosen = cards
    if len(cards) > amount:
        chosen = game.choose("exile_choice", perm.id, None, player=player)
        chosen = chosen if isinstance(chosen, list) else [chosen]
        if len(chosen) != amount or len(set(chosen)) != amount or any(c not in cards for c in chosen):
            from ..state.game import Illegal

            raise Illegal(f"exiling {amount} cards from {player}'s graveyard: choose {amount} different cards "
                          f"among {', '.join(cards)}")
    for oid in chosen:
        move_to_zone(game, game.obj(oid), "exile")
    if len(cards) < amount:  # "If you can't"
        _lose(game, player)


# -- "you lose the game" (104.3e) --------------------------------------------------------------------

@action("lose_game")
def _lose_game(ctx: Context, node: N.Action) -> None:
    _lose(ctx.game, ctx.player)


# -- searching a library (701.23) --------------------------------------------------------------------

executes_node("Replacement:search_top_instead")


def _search_check(node: N.Replacement) -> str | None:
    n = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(n, int) or isinstance(n, bool) or n < 1:
        return "this search replacement is not executed"
    return None


checks_whole("Replacement:search_top_instead", _search_check)


def searched(game: "Game", searcher: str, owner: str) -> set[str] | None:
    """``searcher`` searches ``owner``'s library: the search event (a trigger on a library being
    searched sees it, 701.23f) and the part of the library they search: None for all of it, or the
    ids of the top N cards where "If an opponent would search a library, that player searches the top
    N cards of that library instead" applies (an opponent of that permanent's controller). 701.23f:
    the other instructions of the search ("then shuffle") still apply to the whole library. Of several
    such effects with different N, the searching player chooses which applies (616.1); once one has,
    the search is no longer of a library (it is of the top N cards), so no other applies."""
    game.events.append({"type": "searches", "player": searcher, "library": owner})
    options = []
    for perm in game.battlefield():
        if searcher not in game.opponents(perm.controller):
            continue
        for ability in game.chars(perm).abilities:
            tree = ability.spec.get("tree") if ability.kind == "replacement" else None
            if isinstance(tree, N.Replacement) and tree.kind == "search_top_instead":
                options.append((perm.id, (perm, None, tree.parts[0])))
    if not options:
        return None
    _, (_, _, n) = _pick(game, searcher, options)
    cards = sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == owner),
                   key=lambda o: o.position, reverse=True)  # the top card first
    return {o.id for o in cards[:n]}


def _searches_their_library(game: "Game", event: dict) -> "str | None":
    """"Whenever an opponent searches their library": the player who searched their own library."""
    return event["player"] if event.get("library") == event["player"] else None


from .trigger_events import player_verb  # noqa: E402

player_verb("searches their library", "searches")(_searches_their_library)
player_verb("search your library", "searches")(_searches_their_library)
