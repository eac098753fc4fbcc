"""Amass (701.44), read from the grammar's tree (issue 13, branch fx2): "Amass Orcs 2" means "If you
don't control an Army creature, create a 0/0 black Orc Army creature token. Choose an Army creature
you control. Put two +1/+1 counters on that creature. If it isn't an Orc, it becomes an Orc in
addition to its other types." (701.44a). With several Armies, the one chosen is an ``amass`` choice
recorded for the source (the Army's id).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_node
from ..text import nodes as N
from .filters import amount, amount_check
from .instructions import action

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context


def _singular(word: Any) -> str | None:
    """'Orcs' -> 'Orc' (the creature type whose plural the text names, 205.3m), or None."""
    from ..state.creature_types import CREATURE_TYPES
    from .subtype_words import plural

    return next((t for t in CREATURE_TYPES if isinstance(word, str) and plural(t) == word), None)


@action("amass")
def _amass(ctx: "Context", node: N.Action) -> None:
    from ..state.game import Illegal
    from ..state.layers import ContinuousEffect
    from .spell_effects import create_tokens
    from .tokens import token_definition

    game, player = ctx.game, ctx.player
    subtype = _singular(node.parts[0])
    n = amount(ctx, node.parts[1])

    def armies() -> list[Any]:
        return [o for o in game.battlefield() if o.controller == player
                and "creature" in game.chars(o).card_types and "Army" in game.chars(o).subtypes]

    if not armies():  # 701.44a: a 0/0 black [subtype] Army creature token first
        spec = N.TokenSpec(1, pt="0/0", colors=("black",), subtypes=(subtype, "Army"), types=("creature",))
        create_tokens(game, token_definition(spec), 1, player, ctx.item.id)
    options = armies()
    if not options:
        return  # e.g. the token creation was replaced: nothing to choose (701.44b: amassed all the same)
    if len(options) == 1:
        army = options[0]
    else:
        chosen = game.choose("amass", ctx.item.source or ctx.item.id, [o.id for o in options], player=player)
        army = next((o for o in options if o.id == chosen), None)
        if army is None:
            raise Illegal(f"the Army amassed is one of {', '.join(o.id for o in options)}, not {chosen!r}")
    if n > 0:  # 122.6
        army.counters["+1/+1"] = army.counters.get("+1/+1", 0) + n
    if subtype not in game.chars(army).subtypes:  # 205.1b: "in addition to its other types", layer 4

        def add(ch: Any, o: Any) -> None:
            if subtype not in ch.subtypes:
                ch.subtypes = list(ch.subtypes) + [subtype]

        game.effects.append(ContinuousEffect("4", game.next_timestamp(), {(army.id, army.incarnation)}, add,
                                             source=ctx.item.id, description=f"becomes a {subtype}"))


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 2 or _singular(node.parts[0]) is None:
        return "this amass is not executed"
    return amount_check(node.parts[1])


checks_node("Action:amass", _check)
