"""A one-shot replacement effect on the next permanents to enter: "Choose target nonlegendary
creature. The next time one or more creatures or planeswalkers enter this turn, they enter as copies
of the chosen creature." (Mystic Reflection; branch lattice, issue 16: 712.13a-ex1). Its Oracle
template: text/group_text.py.

* As the spell resolves, the target (still legal, 608.2b) is the chosen creature: a replacement
  effect is created for the rest of the turn (614.1c, 707.5).
* The next time one or more objects enter the battlefield as one of the kinds named, each of them
  enters as a copy of the chosen creature. Whether an object is one of those kinds is checked as it
  would exist on the battlefield (614.12): with the continuous effects that would apply to it there
  (an artifact made a creature by March of the Machines is a creature). The copy effect's values are
  the chosen creature's copiable values as it enters (707.2, 707.5).
* The effect applies to one event only: the objects entering at the same time (rules/ability_effects
  ``entering_together``) all enter as copies; then it is used up — even if what it modified doesn't
  end up on the battlefield (712.13a: a spell put into its owner's graveyard instead).

Refused (``Unsupported``): a chosen creature that has left the battlefield (its last known copiable
values aren't kept), and another copy effect on how the same object enters (616.1: the order is its
controller's choice).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

KINDS = ("next_enter_as_copies",)


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .targeting import still_legal

    spec, target = effect["targets"][0], (item.targets or [{}])[0]
    if "object" not in target or not still_legal(game, item, spec, target):
        return  # 608.2b: the chosen creature must be the target, still legal
    chosen = game.obj(target["object"])
    pending = list(getattr(game, "next_enter_copies", []))
    pending.append({"object": chosen.id, "incarnation": chosen.incarnation, "turn": game.turn_number,
                    "types": list(effect["enter_types"]), "batch": None})
    game.next_enter_copies = pending


def applies(game: "Game", obj: "GameObject", own_copy: bool) -> None:
    """Called as ``obj`` enters (its characteristics are those it would have on the battlefield,
    614.12): the pending effects that apply to it make it enter as a copy of their chosen creature.
    ``own_copy``: another copy effect already modifies how it enters."""
    from .copy import copy_effect

    pending = list(getattr(game, "next_enter_copies", []))
    if not pending:
        return
    together = tuple(getattr(game, "entering_together", ())) or ((obj.id, obj.incarnation),)
    live = []
    changed = False
    for effect in pending:
        effect = dict(effect)  # the game's state is versioned: never changed in place
        if effect["turn"] != game.turn_number:  # "this turn": it has ended
            changed = True
            continue
        if effect["batch"] is not None and effect["batch"] != together:
            changed = True  # used up by an earlier event
            continue
        live.append(effect)
        if effect["batch"] is None and not set(effect["types"]) & set(game.chars(obj).card_types):
            continue
        if effect["batch"] is not None and (obj.id, obj.incarnation) not in together:
            continue
        original = game.objects.get(effect["object"])
        if original is None or original.zone != "battlefield" or original.incarnation != effect["incarnation"]:
            raise Unsupported("entering as a copy of a chosen creature that has left the battlefield (its last "
                              "known copiable values) is not implemented")
        if own_copy:
            raise Unsupported("several copy effects on a permanent entering (616.1c: one chosen, then the others "
                              "if they still apply) are not implemented")
        game.effects.append(copy_effect(game, obj, original, [], None, obj.id))  # 707.5
        own_copy = True
        effect["batch"] = together  # 614.1c: "the next time": this event only
        changed = True
    if changed:
        game.next_enter_copies = live
