"""Tokens that are copies (111.1, 707.2, 707.5, 707.9) and "a number of <token> equal to <amount>"
(701.7a), read from the grammar's tree (branch tokcopy).

"create a token that's a copy of <object>[, except <exception>]": the token enters as a copy of the
object (ability_effects.create_token_copy: the copy effect gives it the object's copiable values,
707.2, with the exceptions applied, 707.9), under the control of the player following the
instruction (111.2). The object is a permanent on the battlefield as the instruction is followed;
a target that has become illegal is not copied (608.2b). Copying the last known values of a
permanent that has left the battlefield (608.2h) or a card in another zone is not executed: such
an instruction is unsupported when it happens.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .instructions import action
from .filters import REFERENCES, amount, amount_check, keyword_problem, objects_of

#: What a copy may be of: the references this module reads (resolved by filters.REFERENCES).
_COPYABLE = (N.Target, N.SelfRef, N.Ref, N.Attached)


def _parts(spec: N.Phrase) -> tuple[Any, Any, N.Phrase | None]:
    """(count, object, exceptions) of a token_copy phrase."""
    parts = list(spec.parts)
    count: Any = 1
    if parts and not isinstance(parts[0], N.Node):  # "two tokens that are copies of ...", "X tokens ..."
        count = parts.pop(0)
    elif parts and isinstance(parts[0], N.Phrase) and parts[0].kind not in ("copy_except",) \
            and not isinstance(parts[0], _COPYABLE) and len(parts) > 1:
        count = parts.pop(0)
    what = parts.pop(0) if parts else None
    exc = parts.pop(0) if parts and isinstance(parts[0], N.Phrase) and parts[0].kind == "copy_except" else None
    if parts:
        what = None  # a shape not read
    return count, what, exc


def _exception(node: Any) -> dict[str, Any] | None:
    """One "except ..." of 707.9 as copy.py reads it, or None when not read."""
    if isinstance(node, N.Phrase) and node.kind == "copy_exception" and not node.parts:
        return {"add_types": ["artifact"]}  # "it's an artifact in addition to its other types" (707.9a)
    if isinstance(node, N.Phrase) and node.kind == "type_words" and node.parts:  # "it's a Spirit in addition ..."
        words = list(node.parts)
        types = [w for w in words if w in ("artifact", "creature", "enchantment", "land")]
        subtypes = [w for w in words if w[:1].isupper()]
        if len(types) + len(subtypes) != len(words):
            return None
        return {"add_types": types, "add_subtypes": subtypes}
    if isinstance(node, tuple) and node and all(isinstance(k, N.Keyword) for k in node):  # "it has haste"
        if any(k.param is not None or k.cost is not None or keyword_problem(k) for k in node):
            return None
        return {"gain_ability_text": "\n".join(k.name.capitalize() for k in node)}
    return None


def copy_check(spec: N.Phrase) -> str | None:
    count, what, exc = _parts(spec)
    from .linked_exile import copy_of_exiled  # branch meld: 'a copy of a card exiled with this artifact' (607.2a)

    if copy_of_exiled(what):
        from .tree_conditions import read_in_place

        read_in_place(what.filter.qualifiers[0])
        return amount_check(count) or (None if exc is None else "this copy's exception is not executed (707.9)")
    if what is None or not isinstance(what, _COPYABLE) or type(what) not in REFERENCES:
        return f"a token that's a copy of {type(what).__name__} is not executed"
    if isinstance(what, N.Attached):  # "a copy of enchanted creature": the permanent the source is attached to
        from .misc_actions import attached_problem

        if why := attached_problem(what):
            return why
    if isinstance(what, N.Target) and (what.count != 1 or what.up_to):
        return "a copy of a variable number of targets is not executed"
    if isinstance(what, N.Target):
        from .filters import unreadable

        if why := unreadable(what.filter):
            return why
    if why := amount_check(count):
        return why
    for e in (exc.parts if exc is not None else ()):
        if _exception(e) is None:
            return "this copy's exception is not executed (707.9)"
    return None


def create_copies(ctx: Any, spec: N.Phrase) -> list[Any]:
    """707.5, 111.1: the tokens, each a copy of the object (its copiable values as the instruction is
    followed, 707.2); 614.1a: a token doubler applies to each."""
    from ..state.support import Unsupported
    from .ability_effects import create_token_copy
    from .spell_effects import token_multiplier

    count, what, exc = _parts(spec)
    if getattr(ctx, "token_has", ()):
        raise Unsupported("a copy token that 'has' a quoted ability is not executed")
    exceptions = [_exception(e) for e in (exc.parts if exc is not None else ())]
    from .linked_exile import copied_card, copy_of_exiled

    if copy_of_exiled(what):  # branch meld: 707.2, the card's copiable values (its front face, 712.8a); 111.12
        created = []
        for original in copied_card(ctx, what):
            for _ in range(amount(ctx, count) * token_multiplier(ctx.game, ctx.player)):
                created.append(create_token_copy(ctx.game, original, ctx.player, ctx.item.id, exceptions))
        return created
    originals = objects_of(ctx, what)
    if not originals and not isinstance(what, N.Target):
        # 608.2h: the object has left the battlefield; its last known copiable values are not read here
        raise Unsupported("a copy of an object that has left the battlefield (608.2h) is not executed")
    created = []
    for original in originals:
        if original.zone != "battlefield":
            raise Unsupported("a token copy of a card not on the battlefield is not executed")
        for _ in range(amount(ctx, count) * token_multiplier(ctx.game, ctx.player)):
            created.append(create_token_copy(ctx.game, original, ctx.player, ctx.item.id, exceptions))
    return created


def count_spec(spec: N.Phrase) -> N.TokenSpec | None:
    """"a number of <token> equal to <amount>": the TokenSpec with that amount as its count."""
    if len(spec.parts) != 2 or not isinstance(spec.parts[0], N.TokenSpec) or spec.parts[0].count != 1:
        return None
    return dataclasses.replace(spec.parts[0], count=spec.parts[1])


executes_node("Phrase:token_copy", "Phrase:copy_except", "Phrase:copy_exception", "Phrase:token_count")


def _moves(step: Any) -> bool:
    """Whether an instruction may move a permanent off the battlefield."""
    return any(isinstance(n, (N.ReturnToHand, N.Exile, N.Destroy))
               or (isinstance(n, N.Action) and ("sacrifice" in n.kind or "exile" in n.kind or "return" in n.kind
                                                or "put" in n.kind or "shuffle" in n.kind))
               for n in N.walk(step))


def _sequence_check(node: N.Sequence) -> str | None:
    """"Return target creature to its owner's hand. You create a token that's a copy of that creature.":
    the copy uses the object's last known copiable values (608.2h), not read here."""
    for i, step in enumerate(node.steps):
        before = node.steps[i - 1] if i else None
        if isinstance(before, N.Grant) and isinstance(before.what, N.Ref) and before.what.words == "it" and i > 1:
            before = node.steps[i - 2]  # branch meld: "... copy of ... It gains haste. Exile it at ..." — the tokens
        _mark_that_token(before, step)
        copies = [n for n in N.walk(step) if isinstance(n, N.Phrase) and n.kind == "token_copy"
                  and isinstance(_parts(n)[1], N.Ref)]
        if copies and any(_moves(s) for s in node.steps[:i]):
            return "a copy of an object an earlier instruction may have moved (608.2h) is not executed"
    return None


checks_node("Sequence", _sequence_check)


def _creates_tokens(step: Any) -> bool:
    step = step.effect if isinstance(step, N.Actor) else step
    return isinstance(step, N.CreateToken) or (isinstance(step, N.Action) and step.kind == "create_token_x")


def _mark_that_token(before: Any, step: Any) -> None:
    """'that token' right after the instruction that created it ("create a token that's a copy of this
    creature. Exile that token at the beginning of the next end step."): the token just created (the
    creating instruction's 'it', tokens.py), when the sentence refers to nothing else."""
    from .tree_conditions import read_in_place

    if before is None or not _creates_tokens(before):
        return
    if isinstance(step, N.Action) and step.kind in ("sacrifice_delayed", "exile_delayed") and not step.parts \
            and not (isinstance(before, N.Actor) and getattr(before.player, "who", None) != "you"):
        read_in_place(step)  # its 'it': the tokens just created
        return
    refs = [n for n in N.walk(step) if isinstance(n, (N.Ref, N.SelfRef, N.Target, N.Each, N.Attached, N.Described))]
    if refs and all(isinstance(n, N.Ref) and n.words == "that token" for n in refs):
        for n in refs:
            read_in_place(n)


# "Sacrifice it / Exile it at the beginning of the next end step" (603.7a): the delayed triggered
# ability of zone_changes._delayed, with 'it' fixed as it is created (603.7c, 400.7).
def _delayed_it(verb: type) -> Any:
    from .zone_changes import _delayed

    def handler(ctx: Any, node: N.Action) -> None:
        _delayed(ctx, N.Action("delayed_post", (verb(N.Ref("it")),)))
    return handler


for _kind, _verb in (("sacrifice_delayed", N.Sacrifice), ("exile_delayed", N.Exile)):
    action(_kind)(_delayed_it(_verb))
    checks_node(f"Action:{_kind}", lambda n, k=_kind: _in_place_delayed(n, k))


def _in_place_delayed(node: N.Action, kind: str) -> str | None:
    from .tree_conditions import in_place_check

    return in_place_check(f"{kind!r} of anything but the tokens just created is not executed")(node)
