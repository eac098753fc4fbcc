"""Shuffling (701.24) read from the grammar's typed tree: "Target player shuffles their library.",
"Shuffle your graveyard into your library.", "Shuffle this card into its owner's library.",
"Shuffle any number of target cards from your graveyard into your library." — and the trigger
"Whenever an opponent shuffles their library" (rules_effects._shuffle_now records the event).

701.24c: an effect that shuffles specific objects into a library shuffles that library even if none
of them is where it is expected to be, or all of them end up elsewhere (a spell cast with flashback
is exiled instead, 702.34a). 701.24d: a set of objects to shuffle in that is empty still shuffles.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import card_zone, unreadable
from .instructions import Context, action
from .tree_conditions import in_place_check, read_in_place
from .trigger_events import player_verb
from .zone_changes import _cards_of

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


@player_verb("shuffle your library", "shuffles")
def _shuffles(game: "Game", event: dict) -> "str | None":
    return event["player"]  # 701.24a: who shuffled


@player_verb("shuffles their library", "shuffles")
def _they_shuffle(game: "Game", event: dict) -> "str | None":
    return event["player"]  # "Whenever an opponent shuffles their library"


@action("shuffle")
def _shuffle(ctx: Context, node: N.Action) -> None:
    from .rules_effects import shuffle_library

    shuffle_library(ctx.game, ctx.player)  # "Target player shuffles their library." / "Then shuffle."


checks_node("Action:shuffle", lambda n: None if n.parts == () else "this shuffle is not executed")


_YOURS = N.Phrase("player_possessive", ("your",))
_THEIRS = N.Phrase("player_possessive", ("their",))


@action("shuffle_graveyard")
def _shuffle_graveyard(ctx: Context, node: N.Action) -> None:
    """'Shuffle your graveyard into your library' / 'Target player shuffles their graveyard into their
    library': the cards of the player's graveyard move to their library, then it is shuffled."""
    from .entering import move_to_zone
    from .rules_effects import shuffle_library

    game = ctx.game
    for card in [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == ctx.player]:
        move_to_zone(game, card, "library")  # 400.3: its owner's library
    shuffle_library(game, ctx.player)


checks_node("Action:shuffle_graveyard", lambda n: None if n.parts in ((_YOURS, _YOURS), (_THEIRS, _THEIRS))
            else "shuffling a graveyard into another player's library is not executed")


@action("shuffle_into")
def _shuffle_into(ctx: Context, node: N.Action) -> None:
    """'Shuffle this card into its owner's library' (a resolving spell: itself, 608.2n) and 'Shuffle
    [up to N / any number of] target cards from your graveyard into your library'."""
    from .entering import move_to_zone
    from .rules_effects import shuffle_library

    game = ctx.game
    what = node.parts[0]
    if isinstance(what, N.SelfRef):
        card = ctx.source
        if card is None or ctx.item.kind != "spell" or card.id != ctx.item.id:
            raise Unsupported("'shuffle this into its owner's library' other than by the resolving spell itself")
        owners = [card.owner]
        if card.zone == "stack":
            move_to_zone(game, card, "library")  # 702.34a: exiled instead if cast with flashback
    elif isinstance(what, N.Ref):  # (branch trig4) 'shuffle it into its owner's library' of a zone-change trigger
        from .filters import _found

        found = _found(ctx, what)  # 400.7d: the object the event moved, if it is still where it went
        if found is None:
            raise Unsupported(f"{what.words!r} in 'shuffle it into its owner's library' refers to nothing followed")
        for card in found:
            move_to_zone(game, card, "library")  # 400.3: its owner's library
        owners = [game.objects[ctx.item.trigger["found"][0]].owner]  # 701.24c: shuffled even if it's gone
    else:
        cards = _cards_of(ctx, what, "")  # the targets still legal (608.2b)
        for card in cards:
            move_to_zone(game, card, "library")  # 400.3: its owner's library
        owners = [ctx.player]
    for owner in owners:
        shuffle_library(game, owner)  # 701.24c-d: shuffled even if nothing (or nothing more) is put in it
    ctx.refer([])


def _shuffle_into_check(node: N.Action) -> str | None:
    if len(node.parts) != 2:
        return "this shuffle is not executed"
    what, whose = node.parts
    if isinstance(what, N.SelfRef):
        if whose != N.Phrase("library_owner", ("its owner's",)):
            return "shuffling this object into another library than its owner's is not executed"
        return _SPELL_ITSELF(node)
    if isinstance(what, N.Ref):  # (branch trig4) the object a zone-change trigger moved (trigger_events.found_refs)
        if whose != N.Phrase("library_owner", ("its owner's",)):
            return "shuffling that object into another library than its owner's is not executed"
        return _FOUND_IT(what)
    if isinstance(what, N.Target) and whose == N.Phrase("library_owner", ("your",)):
        found = card_zone(what.filter)
        if found is None or found[:2] != ("graveyard", "you"):
            return "shuffling target cards from elsewhere than your graveyard is not executed"
        return unreadable(found[2])
    if isinstance(what, N.Target) and whose == _THEIR_LIBRARY:  # (branch trig4) marked by _their_graveyard
        found = card_zone(what.filter)
        if found is None or found[:2] != ("graveyard", None):
            return "shuffling target cards from elsewhere than the target player's graveyard is not executed"
        return unreadable(found[2])
    return "shuffling these objects into a library is not executed"


checks_node("Action:shuffle_into", _shuffle_into_check)


_THEIR_LIBRARY = N.Phrase("library_owner", ("their",))
_THEIR_GRAVEYARD = N.Phrase("zone_name", ("their graveyard",))


def _their_graveyard(node: N.Actor) -> None:
    """(branch trig4) 701.24d: "Target player shuffles any number of target cards from their graveyard into
    their library": 'their' is the target player's (the cards' target legality: filters.THEIR_ZONES,
    their_graveyard_problem). Marks the qualifier; the instruction's check reads it."""
    from .filters import THEIR_ZONES

    eff = node.effect
    if isinstance(node.player, N.Player) and node.player.who in ("target_player", "target_opponent") \
            and isinstance(eff, N.Action) and eff.kind == "shuffle_into" and len(eff.parts) == 2 \
            and isinstance(eff.parts[0], N.Target) and eff.parts[1] == _THEIR_LIBRARY \
            and isinstance(eff.parts[0].filter, N.Filter):
        for q in eff.parts[0].filter.qualifiers:
            if isinstance(q, N.Phrase) and q.kind == "from_zone" and q.parts == (_THEIR_GRAVEYARD,):
                THEIR_ZONES[id(q)] = q
                read_in_place(q)  # object_words reads 'from <zone>' qualifiers marked in place as read here
    return None


checks_node("Actor", _their_graveyard)

#: (branch trig4) 'it' read as the object a zone-change trigger moved (marked by trigger_events._triggered_check)
_FOUND_IT = in_place_check("shuffling 'it' into a library other than the object a zone-change trigger moved "
                           "is not executed")

#: 'Shuffle this card into its owner's library' is read only as an instruction of an instant or sorcery
#: spell (the spell itself, as it resolves), not in a permanent's ability or a replacement effect.
_SPELL_ITSELF = in_place_check("shuffling this object into a library other than as the spell's own instruction "
                               "is not executed")


def _mark_spell_itself(root: N.Node) -> None:
    for n in N.walk(root):
        if isinstance(n, N.Action) and n.kind == "shuffle_into" and n.parts and isinstance(n.parts[0], N.SelfRef):
            read_in_place(n)
    return None


checks_node("SpellAbility", _mark_spell_itself)
