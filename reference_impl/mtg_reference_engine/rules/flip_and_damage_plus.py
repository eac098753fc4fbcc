"""Flipping a permanent by an instruction (710.2, 710.4) and "it deals that much damage plus N
instead" (614.1a) read from the grammar's tree (branch faces).

"Whenever this creature deals damage to an opponent, flip it." flips the permanent the ability came
from, if it is still that permanent (400.7) and its copiable values have an alternative half
(710.2; a permanent that isn't a flip card has nothing to flip to). Flipping is one-way (710.4).

"If a red source would deal damage to a player, it deals that much damage plus 1 to that player
instead." is a replacement effect that modifies damage as it would be dealt (614.1a), applied once to
each damage event it applies to (614.5): two such effects add both amounts. Its order against a
damage-multiplying replacement or a prevention effect matters and is chosen by the affected player or
the controller of the affected object (616.1): the engine doesn't ask that order yet and refuses.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, checks_whole, executes_node
from ..text import nodes as N
from .filters import objects_of
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game
    from .damage import Packet


# -- "flip it" / "flip this creature" (710.2, 710.4) ----------------------------------------------

def _self_or_it(part: Any) -> bool:
    return isinstance(part, N.SelfRef) or isinstance(part, N.Ref) and part.words == "it"


@action("flip_obj")
def _flip_obj(ctx: Context, node: N.Action) -> None:
    """710.4: the permanent becomes flipped, for good; a permanent with no alternative half in its
    copiable values (not a flip card, nor a copy of one) doesn't flip (710.2)."""
    from ..state.layers import copiable_values

    if ctx.item.kind == "spell" or ctx.item.ability is None:
        raise Unsupported("flipping other than by the permanent's own ability is not executed")
    for obj in objects_of(ctx, node.parts[0]):
        if obj is not ctx.source:  # 'it' naming another object ("whenever a creature ... , flip it")
            raise Unsupported("flipping a permanent other than the ability's source is not executed")
        if obj.zone != "battlefield" \
                or ctx.source_incarnation is not None and obj.incarnation != ctx.source_incarnation:
            continue  # 400.7: a new object isn't the permanent the ability came from
        if copiable_values(ctx.game, obj).flip_half is not None:
            obj.flipped = True  # type: ignore[attr-defined]


checks_node("Action:flip_obj", lambda n: None if len(n.parts) == 1 and _self_or_it(n.parts[0])
            else "flipping other than this permanent is not executed")


# -- "it deals that much damage plus N instead" (614.1a) ------------------------------------------

#: the recipients read in "would deal damage to <recipient>": who the replaced damage is dealt to
_RECIPIENTS = {("player",): "player", ("opponent",): "opponent"}


_COLORS = ("white", "blue", "black", "red", "green")


def _source(words: tuple) -> dict[str, Any] | None:
    """'a source', 'a red source', 'a red source you control' as words or a Described source."""
    if len(words) == 1 and isinstance(words[0], N.Described):
        d = words[0]
        f = d.filter
        if not (d.count == 1 and d.quantifier in ("a", "an") and isinstance(f, N.Filter) and f.nouns == ("source",)
                and not f.alternatives and all(a.startswith("color:") for a in f.adjectives)
                and all(getattr(q, "kind", None) == "ctl_you" for q in f.qualifiers)):
            return None
        return {"colors": tuple(a.split(":", 1)[1] for a in f.adjectives), "you": bool(f.qualifiers)}
    if not all(isinstance(w, str) for w in words) or not words or words[0] not in ("a", "an") or words[-1] != "source":
        return None
    colors = words[1:-1]
    if len(colors) > 1 or any(c not in _COLORS for c in colors):
        return None
    return {"colors": tuple(colors), "you": False}


def _event(node: N.Replacement) -> tuple[dict[str, Any], str] | None:
    """(the source's qualities, the recipient) of "a <source> would deal damage to <recipient>"."""
    if len(node.parts) != 2 or not isinstance(node.parts[0], N.Phrase) or node.parts[0].kind != "replace_event":
        return None
    parts = tuple(node.parts[0].parts)
    verb = ("would", "deal", "damage", "to")
    at = next((i for i in range(len(parts) - 4) if parts[i:i + 4] == verb), None)
    if at is None or len(parts) != at + 5:
        return None
    src, rec = _source(parts[:at]), _recipient(parts[-1])
    return (src, rec) if src is not None and rec is not None else None


def _recipient(r: Any) -> str | None:
    if isinstance(r, N.Described) and r.count == 1 and r.quantifier in ("a", "an") and isinstance(r.filter, N.Filter) \
            and not r.filter.adjectives and not r.filter.qualifiers and not r.filter.alternatives:
        return _RECIPIENTS.get(tuple(r.filter.nouns))
    return None


def _check(node: N.Replacement) -> str | None:
    if _event(node) is None:
        return ("only 'a [color] source [you control] would deal damage to a player/an opponent' is read in "
                "'that much damage plus N'")
    if not isinstance(node.parts[1], int):
        return "only a fixed number is added to the damage"
    return None


executes_node("Replacement:damage_plus_instead")
checks_whole("Replacement:damage_plus_instead", _check)


def _mine(ability: Any) -> bool:
    tree = ability.spec.get("tree") if ability.kind == "replacement" else None
    return isinstance(tree, N.Replacement) and tree.kind == "damage_plus_instead"


def added(game: "Game", p: "Packet") -> int:
    """The damage the permanents' "that much damage plus N" replacements add to this packet (614.5:
    each applies once)."""
    total = 0
    if "player" not in p.recipient:
        return 0
    for perm in game.battlefield():
        for ability in game.chars(perm).abilities:
            if not _mine(ability):
                continue
            node = ability.spec["tree"]
            src, rec = _event(node)  # type: ignore[misc]
            you = perm.controller
            if rec == "opponent" and p.recipient["player"] == you:
                continue
            if src["you"] and p.controller != you:
                continue
            if not all(c in p.chars.colors for c in src["colors"]):  # 105.2: the source's colors as it deals damage
                continue
            total += node.parts[1]
    return total


def increased(game: "Game", p: "Packet", multiplied: "Packet") -> "Packet":
    """The packet after the damage-increasing replacements (614.1a), given what the multiplying ones
    make of it; refused when a multiplying or a prevention effect applies too (616.1: that order is
    the affected player's choice, not asked yet)."""
    from .damage import Packet, _preventable

    plus = added(game, p)
    if not plus:
        return multiplied
    if multiplied is not p or _preventable(game, p):
        raise Unsupported("damage both increased by 'plus N' and multiplied or prevented: the order of "
                          "replacement and prevention effects (616.1) is not implemented")
    return Packet(p.source, p.chars, p.controller, p.recipient, p.amount + plus, p.combat, p.unpreventable)
