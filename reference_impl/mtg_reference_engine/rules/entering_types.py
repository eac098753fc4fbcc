"""611.2e (branch trig4): "... put it onto the battlefield [with a manifestation counter on it]. That permanent is an
enchantment in addition to its other types." / "It's a Phyrexian in addition to its other types."

A resolving spell or ability that puts a nontoken permanent onto the battlefield and says that it "is"
[characteristic] creates a continuous effect that applies as the permanent enters, not after: it enters as an
enchantment, so "whenever an enchantment enters" triggers (603.6a looks at the permanent as it entered), and
replacement effects that modify how an enchantment enters apply to it. The effect is locked to that object
(611.2c) and lasts indefinitely (611.2a); once the permanent leaves the battlefield it is a new object the
effect doesn't apply to (400.7).

The sentence is read only right after an instruction that puts permanents onto the battlefield (instructions'
AS_IT_ENTERS pairs the two steps; zone_changes._enter hands the effect to entering.enter_battlefield). Only
"in addition to its other types" (205.1b) is read: card types added, creature types added to a creature.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .instructions import AS_IT_ENTERS, Context, action
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

#: The instructions that put permanents onto the battlefield whose permanents such a sentence describes.
PUTS = {"put_onto_battlefield", "put_onto_battlefield_tapped"}


def _puts(step: Any) -> bool:
    return any(isinstance(n, N.Action) and n.kind in PUTS for n in N.walk(step))


def _spec(after: Any) -> "dict[str, Any] | None":
    """The retype an 'is_in_addition' step says (rules/become_types.py's reading of 205.1b), or None."""
    from .become_types import _retype

    if not (isinstance(after, N.Action) and after.kind == "is_in_addition" and len(after.parts) == 1):
        return None
    return _retype(N.Phrase("become_in_addition", (after.parts[0],)))


def _as_it_enters(step: Any, after: Any) -> "Callable[[Game, GameObject], None] | None":
    spec = _spec(after)
    if spec is None or not _puts(step):
        return None
    return lambda game, obj: _add_types(game, obj, spec)


AS_IT_ENTERS.append(_as_it_enters)


def _add_types(game: "Game", obj: "GameObject", spec: dict[str, Any]) -> None:
    """Layer 4 (613.1d): the types named are added to its types, the creature types to a creature's (205.1b),
    from the moment it is on the battlefield (called by entering.enter_battlefield as it enters)."""
    from ..state.layers import ContinuousEffect

    types, subtypes = spec["types"], spec["subtypes"]

    def set_types(ch: Any, o: Any) -> None:
        ch.card_types = list(ch.card_types) + [t for t in types if t not in ch.card_types]
        if subtypes and "creature" in ch.card_types:  # 205.3d: creature types only on a creature
            ch.subtypes = list(ch.subtypes) + [s for s in subtypes if s not in ch.subtypes]

    game.effects.append(ContinuousEffect("4", game.next_timestamp(), {(obj.id, obj.incarnation)}, set_types,
                                         duration="permanent", description="is " + " ".join(subtypes + types)))


@action("is_in_addition")
def _is_in_addition(ctx: Context, node: N.Action) -> None:
    raise Unsupported("'<it> is a ... in addition to its other types' other than right after putting it onto the "
                      "battlefield is not executed")


_PAIRED = in_place_check("'<it> is a ... in addition to its other types' is read only right after an instruction "
                         "putting that permanent onto the battlefield (611.2e)")


def _check(node: N.Action) -> str | None:
    from .become_types import _retype_problem

    if why := _PAIRED(node):
        return why
    spec = _spec(node)
    if spec is None or spec["colors"] or spec["keywords"] or spec["pt"] is not None:
        return "this '<it> is a ... in addition to its other types' is not executed"
    return _retype_problem(spec)


checks_node("Action:is_in_addition", _check)
# type_phrase / type_words: executed where rules/tree_actions.py registers them (read here by become_types._retype)


def _mark_pairs(node: N.Sequence) -> None:
    steps = list(node.steps)
    for before, after in zip(steps, steps[1:]):
        if _spec(after) is not None and _puts(before):
            read_in_place(after)
    return None


checks_node("Sequence", _mark_pairs)
