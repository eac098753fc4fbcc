"""Haunt (702.55; branch trig4).

702.55a: "Haunt" on a permanent means "When this permanent is put into a graveyard from the battlefield,
exile it haunting target creature." (text/lowering.py gives the keyword that triggered ability, read from
the grammar's tree). As it resolves, the card — if it is still in the graveyard it went to (400.7d) —
is exiled, and it haunts the target creature (702.55b); if the target is illegal the ability doesn't
resolve (608.2b) and the card stays in the graveyard.

702.55b-c, 113.6k: "When this creature enters or the creature it haunts dies, ...": the first trigger
condition functions from the battlefield, the second from exile — the card haunting a creature triggers
when that creature dies (as it last existed, 603.10a), its owner controlling the ability. "The creature it
haunts" is the object the haunt ability targeted, whether or not it is still a creature (702.55b); it
names nothing once the card has left exile (a new object, 400.7) or that creature has left the battlefield.

Not executed: haunt on an instant or sorcery ("When this spell card is put into a graveyard after
resolving", 702.55a) and "the creature this card haunts" — refused, never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import Seen, unreadable
from .instructions import Context, action
from .tree_conditions import in_place_check, read_in_place
from .trigger_events import FIND_ACTIONS, SELF_HOLDERS, SUBJECT_PHRASES, _tree_triggered

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

FIND_ACTIONS.add("exile_haunting")  # 'it' is the card the dies trigger's object became (400.7d)


@action("exile_haunting")
def _exile_haunting(ctx: Context, node: N.Action) -> None:
    """702.55a-b: exile the card, and record which creature (that object: 400.7) it haunts."""
    from .entering import move_to_zone
    from .filters import _found

    what, target = node.parts
    cards = _found(ctx, what) or []
    creatures = [ctx.game.obj(t["object"]) for t in ctx.targets_for(target) if "object" in t]
    for card in cards:
        move_to_zone(ctx.game, card, "exile")
        if card.zone == "exile" and creatures:  # a replacement effect may have put it elsewhere
            card.haunting = (card.incarnation, creatures[0].id, creatures[0].incarnation)
    ctx.refer([])


def _exile_haunting_check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or node.parts[0] != N.Ref("it"):
        return "this 'exile ... haunting' is not executed"
    if _FOUND(node.parts[0]) is not None:
        return "'exile it haunting' other than of the card a dies trigger moved is not executed"
    target = node.parts[1]
    if not (isinstance(target, N.Target) and target.count == 1 and not target.up_to
            and isinstance(target.filter, N.Filter) and target.filter.nouns == ("creature",)):
        return "haunting something other than one target creature is not executed"
    return unreadable(target.filter)


_FOUND = in_place_check("found")  # marked by trigger_events._triggered_check (found_refs)
checks_node("Action:exile_haunting", _exile_haunting_check)


def haunted_by(card: "GameObject") -> "tuple[str, int] | None":
    """The creature (id, incarnation) the card in exile haunts, or None (702.55b; 400.7)."""
    rec = getattr(card, "haunting", None)
    if card.zone != "exile" or rec is None or rec[0] != card.incarnation:
        return None
    return rec[1], rec[2]


def _haunts(game: "Game", holder: "GameObject", incarnation: int, obj: "GameObject", obj_incarnation: int) -> bool:
    return holder.incarnation == incarnation and haunted_by(holder) == (obj.id, obj_incarnation)


SUBJECT_PHRASES["haunted"] = _haunts


def _haunting_cards(game: "Game", event: dict, subject: Seen, incarnation: int) -> list[tuple[Any, Any, Any, int]]:
    """702.55c, 113.6k: the cards in exile haunting the creature that died hold their triggers there."""
    out = []
    for card in list(game.objects.values()):
        if card.zone == "exile" and haunted_by(card) == (subject.obj.id, incarnation):
            chars = game.chars(card)
            if _tree_triggered(chars):
                out.append((card, chars, card.owner, card.incarnation))
    return out


SELF_HOLDERS.setdefault("dies", []).append(_haunting_cards)

executes_node("Phrase:haunted")
_SUBJECT_ONLY = in_place_check("'the creature it haunts' is read only as the subject of a 'dies' trigger event")


def _mark_subject(node: Any) -> None:
    """'the creature it haunts' as the subject of "... dies" (the trigger events' checks read the rest)."""
    if node.kind == "trigger_event" and len(node.parts) == 2 and isinstance(node.parts[0], N.Phrase) \
            and node.parts[0].kind == "haunted" and not node.parts[0].parts \
            and node.parts[1] == N.Phrase("event_verb", ("dies",)):
        read_in_place(node.parts[0])
    return None


checks_node("Phrase:trigger_event", _mark_subject)
checks_node("Phrase:haunted", _SUBJECT_ONLY)
