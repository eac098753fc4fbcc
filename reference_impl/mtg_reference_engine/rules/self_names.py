"""Names that refer to an object (201.5) and tokens defined by a card's name (111.11). (branch names)

201.5: text that refers to the object it's on by name means just that object. The grammar reads a
card's own name as ``SelfRef(noun="")`` and "this creature" / "this token's" as ``SelfRef(noun=...)``.

201.5a: if an ability grants another ability (quoted text) that refers to the first ability's source
by name, the name refers only to that source object, not to another object with that name — also
when the second ability is copied onto a new object (707.2: it is part of the copiable values).
Gutter Grime: '... create a green Ooze creature token with "This token's power and toughness are
each equal to the number of slime counters on Gutter Grime."' The token's ability is made here with
the object its name refers to (``spec["named"]``: the creating ability's source as it was then).

111.11: "create a Tarmogoyf token", an effect that names the token and defines no other
characteristic, the name not a predefined token's (111.10): the token has the characteristics of
the card with that name in the Oracle card reference (the fixture's card list: ``Given Tarmogoyf is
in the Oracle card reference``); a name the fixture doesn't give is refused (Unsupported).
"""

from __future__ import annotations

import copy
from typing import TYPE_CHECKING, Any

from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject
    from ..text.oracle import Ability
    from .instructions import Context


# -- 201.5a: the quoted static abilities of a token's definition ---------------------------------

def quoted_statics(spec: N.TokenSpec) -> list[N.Static]:
    """The static abilities quoted in a token's definition ('... token with "This token's …"')."""
    return [x for x in spec.extra if isinstance(x, N.Static)]


def _quoted_text(effect: dict[str, Any], node: N.Static) -> str:
    """The quoted text of ``node``: the effect's quotes in text order, matched to the quoted
    abilities (activated, triggered, static) of its tree; the whole line when they don't match."""
    nodes = [n for n in N.walk(effect["node"]) if isinstance(n, (N.Activated, N.Triggered, N.Static))]
    texts = effect.get("quoted") or []
    for i, n in enumerate(nodes):
        if n is node and len(texts) == len(nodes):
            return texts[i]
    return effect.get("line") or str(node)


def static_ability(node: N.Static, text: str, named: dict[str, Any] | None) -> "Ability":
    """A static ability read from the tree (tree_statics executes it), with the object its name
    refers to (201.5a) when it was granted by another object's ability."""
    from ..text.oracle import Ability

    return Ability(text, "static", {"tree": node, "rule": "tree", "line": text, "quoted": [], "named": named},
                   origin="token")


def token_statics(ctx: "Context", spec: N.TokenSpec) -> list["Ability"]:
    """The token's quoted static abilities; a name in them means the source of the ability that
    creates the token (201.5a), as that object was when the ability was put on the stack."""
    src = ctx.source
    named = None
    if src is not None:
        inc = ctx.source_incarnation if ctx.source_incarnation is not None else src.incarnation
        named = {"id": src.id, "incarnation": inc}
    return [static_ability(s, _quoted_text(ctx.effect, s), named) for s in quoted_statics(spec)]


def static_problem(node: N.Static) -> str | None:
    """Why a token's quoted static ability isn't implemented (support.problems), or None."""
    from ..state.support import problems

    why = problems(static_ability(node, "quoted", None))
    return why[0] if why else None


def defines_pt(spec: N.TokenSpec) -> bool:
    """Whether the token's quoted abilities define both its power and toughness (604.3)."""
    from .tree_statics import CDA_KINDS

    p = t = False
    for s in quoted_statics(spec):
        for e in s.effects:
            if isinstance(e, N.Phrase) and e.kind in CDA_KINDS:
                p, t = p or CDA_KINDS[e.kind][0], t or CDA_KINDS[e.kind][1]
    return p and t


def referred(game: "Game", ability: "Ability", ref: N.SelfRef, obj: "GameObject") -> "GameObject | None":
    """The object a self-reference of ``ability`` (an ability of ``obj``) means: ``obj`` itself
    (201.5), except a name in a granted ability, which means the granting ability's source (201.5a)
    — None once that object has left the battlefield (400.7: a new object)."""
    named = ability.spec.get("named") if ref.noun == "" else None
    if not named:
        return obj
    other = game.objects.get(named["id"])
    if other is None or other.incarnation != named["incarnation"] or other.zone != "battlefield":
        return None
    return other


def counters_on(game: "Game", ability: "Ability", count: Any, obj: "GameObject") -> int:
    """'the number of <kind> counters on <self>' in a characteristic-defining ability (122.1)."""
    kind, ref = count.parts
    o = referred(game, ability, ref, obj)
    return 0 if o is None else o.counters.get(kind, 0)


def is_counters_on_self(count: Any) -> bool:
    return isinstance(count, N.Phrase) and count.kind == "counters_on" and len(count.parts) == 2 \
        and isinstance(count.parts[0], str) and isinstance(count.parts[1], N.SelfRef)


# -- 111.11: a token by a card's name ------------------------------------------------------------

def by_name(spec: N.TokenSpec) -> bool:
    """111.11: the effect names the token, defines no other characteristic, and the name is not a
    predefined token's (111.10)."""
    from .tokens import PREDEFINED

    return bool(spec.name) and spec.name not in PREDEFINED and not spec.pt and not spec.colors \
        and not spec.types and not spec.subtypes and not spec.keywords and not spec.extra


def token_by_name(game: "Game", name: str) -> dict[str, Any]:
    """The token definition: the characteristics of the card named so in the Oracle card reference
    (111.11), as create_tokens takes them (``base``)."""
    from ..state.characteristics import Characteristics
    from ..state.support import Unsupported

    card = game.cards.get(name)
    if card is None:
        raise Unsupported(f"a {name} token: {name!r} is not in the fixture's cards (the Oracle card reference, 111.11)")
    base = Characteristics.from_card(card)
    base = copy.copy(base)
    base.abilities = [copy.copy(a) for a in base.abilities]
    for a in base.abilities:
        a.origin = "token"
    return {"name": base.name, "base": base}
