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


# -- 201.5b: a gained ability's self-name, read as its new object's name ------------------------------

def ability_text(ability: "Ability", name: str) -> str:
    """The ability's wording on an object named ``name``. 201.5b: an ability that refers to the
    object it was printed on by name (its ``self_name``, characteristics._parsed), on an object with a
    different name — gained, or kept by a copy effect's "except it has this ability" (707.9a) — is
    treated as saying the second name; 201.5c: a shortened name ("Skithiryx") too. The name of a
    split card's half on the whole card (709.4a) is not a different name."""
    import re

    old = getattr(ability, "self_name", None)
    text = ability.text
    if not old or not name or old == name or old in name.split(" // "):
        return text
    names = [old] + ([old.split(",")[0]] if "," in old else [])
    for n in names:
        text = re.sub(rf"(?<![\w']){re.escape(n)}(?![\w'])", lambda _m: name, text)
    return text


# -- 707.9a: "<this> becomes a copy of <object>, except it has this ability" (The Ever-Changing 'Dane) --

#: The permanent an activated ability's cost sacrificed (608.2h; rules/sacrificed_amounts.py records it)
SACRIFICED_REFS = ("the sacrificed creature", "the sacrificed permanent", "the sacrificed artifact")


def copy_except_problem(read: tuple[str, Any, Any, Any], copy_problem: Any) -> str | None:
    """become_types.problem for "becomes a copy of <object>, except it has this ability": the object
    a target or the permanent the ability's cost sacrificed; no other exception."""
    _, ref, (original, exceptions), dur = read
    if not all(isinstance(e, N.Phrase) and e.kind == "copy_has_this_ability" and not e.parts
               for e in exceptions.parts):
        return "this exception of 'becomes a copy of' is not executed"
    if isinstance(original, N.Ref) and original.words not in SACRIFICED_REFS:
        return f"'becomes a copy of {original.words}' with an exception is not executed"
    if isinstance(original, N.Ref):
        from .tree_conditions import read_in_place

        read_in_place(original)  # read here only (filters.PLAYER_REFS below)
    if not isinstance(original, (N.Ref, N.Target)):
        return f"{type(original).__name__} in 'becomes a copy of …, except …' is not executed"
    return copy_problem(("copy", ref, original, dur))


def _sacrificed_values(ctx: "Context") -> Any:
    """707.2, 608.2h: the copiable values of the permanent the cost sacrificed, as it last existed on
    the battlefield: its printed values (a token's: those its creator defined), unless a copy effect
    or face-down status changed them then — not kept, so refused."""
    from ..state.support import Unsupported

    paid = (getattr(ctx.item, "cost_paid", None) or {}).get("sacrificed_lki") or []
    if len(paid) != 1 or tuple(paid[0]) not in ctx.game.lki_full:
        raise Unsupported("'the sacrificed creature' names no one permanent this ability's cost sacrificed")
    oid, inc = paid[0]
    obj = ctx.game.objects[oid]
    lki, _ = ctx.game.lki_full[(oid, inc)]
    if any(str(e.layer).startswith("1") and (oid, inc) in e.affected for e in ctx.game.effects) \
            or lki.name != obj.base.name:
        raise Unsupported("copying a sacrificed permanent whose copiable values a copy effect or face-down status "
                          "changed (707.2) is not executed")
    return obj.base.clone()


def become_copy_except(ctx: "Context", objs: list[Any], read: tuple[Any, Any], dur: Any, _plain: Any) -> None:
    """707.4, 707.9a: each permanent becomes a copy of the object, except it has the ability that
    makes it so (part of the copiable values from now on; its self-name is then read as the copy's
    name, 201.5b: ability_text). An object no longer there: nothing is copied (608.2b)."""
    from .copy import copy_effect
    from .filters import objects_of
    from .instructions import DURATIONS

    original_ref, _exceptions = read
    if isinstance(original_ref, N.Ref):
        original: Any = _sacrificed_values(ctx)
    else:
        found = [o for o in objects_of(ctx, original_ref) if o.zone == "battlefield"]
        if len(found) != 1:
            return  # 608.2b: the target is illegal now
        original = found[0]
    ctx.refer(objs)
    for o in objs:
        if o is original or o.zone != "battlefield":
            continue
        effect = copy_effect(ctx.game, o, original, [{"gain_this_ability": True}], ctx.item.ability, ctx.item.id)
        if dur is not None:
            effect.duration = DURATIONS[dur.kind]
        ctx.game.effects.append(effect)


from ..state.support import executes_node  # noqa: E402

executes_node("Phrase:copy_has_this_ability")  # read by copy_except_problem


def _register_sacrificed_refs() -> None:
    """'the sacrificed creature' as an object reference is read only where copy_except_problem marks
    it (filters' per-word reference checks, PLAYER_REFS, hold any such word's check)."""
    from .filters import PLAYER_REFS
    from .tree_conditions import in_place_check

    for words in SACRIFICED_REFS:
        PLAYER_REFS.setdefault(words, in_place_check(f"the reference {words!r} is not executed here"))


_register_sacrificed_refs()
