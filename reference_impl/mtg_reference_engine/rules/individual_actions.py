"""Actions taken on several players and objects one at a time (608.2f; branch soulfire, issue 16).

"Choose any number of target creatures, planeswalkers, and/or players. For each of them, exile the top card
of your library, then <this spell> deals damage equal to that card's mana value to that permanent or player.
You may play the exiled cards until the end of your next turn." (Soulfire Eruption)

* 601.2c, 115.1: "Choose any number of target ..." names the targets, chosen as the spell is cast (zero is
  legal); objects and players alike. Read here only when the next instruction is "For each of them, ...".
* 608.2f: an action that can't be processed for all of them at once ("exile the top card of your library"
  can't be done several times simultaneously) is processed considering each one individually: in APNAP
  order of the players concerned (a player, or the controller of an object), and, among one player and the
  objects they control, in the order the resolving spell's controller chooses — the choice
  ``processing_order`` of the spell: the targets (``{"object": id}`` / ``{"player": name}``), in order. It is
  asked only when some player's group has more than one of them.
* 608.2b: a target illegal on resolution is not considered.
* "that permanent or player" is the one being considered; "that card's mana value" the card the instruction
  just exiled (rules/amounts.py's 'that_card_mana_value', never the damage's source).
* "You may play the exiled cards until the end of your next turn": a permission (rules/play_permissions.py's
  play_card, 611.2a), not a choice made as the spell resolves; "the exiled cards" are the cards this spell's
  instructions exiled (noted by instructions._exile).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import PLAYER_REFS, amount_phrase
from .instructions import action, run
from .tree_conditions import in_place_check, read_in_place

if TYPE_CHECKING:  # pragma: no cover
    from .instructions import Context

EACH_REF = "that permanent or player"
EXILED_REF = "the exiled cards"


def _is_multi_choose(step: Any) -> bool:
    """'Choose any number of target ...' / 'Choose up to N target ...' (a single node 'target')."""
    return isinstance(step, N.Action) and step.kind == "choose" and len(step.parts) == 1 \
        and isinstance(step.parts[0], N.Target)


def _mark(seq: N.Sequence) -> str | None:
    """Marks, in one ability's instructions, the constructs read together here: a choice of targets followed
    by "For each of them, ..."."""
    steps = list(seq.steps)
    for i, step in enumerate(steps):
        if _is_multi_choose(step) and i + 1 < len(steps) and isinstance(steps[i + 1], N.Action) \
                and steps[i + 1].kind == "for_each_of_them":
            read_in_place(step)
            read_in_place(step.parts[0])  # its Target (player_alternative_problem)
            for alt in getattr(step.parts[0].filter, "alternatives", ()):
                if isinstance(alt, N.Filter) and alt.nouns == ("players",):
                    read_in_place(alt)  # its 'players' (filters.target_legal reads it)
            read_in_place(steps[i + 1])
    return None


checks_node("Sequence", _mark)


_PLAYER_NOUNS = (("player",), ("players",))


def player_alternative(node: Any) -> "N.Target | None":
    """(read by filters.target_legal) For a Target whose description has a bare 'players' alternative
    ("target creatures, planeswalkers, and/or players", 115.1): the Target of its other alternatives, which
    objects are judged by; None for any other node."""
    import dataclasses

    f = getattr(node, "filter", None)
    if not isinstance(node, N.Target) or not isinstance(f, N.Filter) or not f.alternatives:
        return None
    players = [a for a in f.alternatives if isinstance(a, N.Filter) and a.nouns in _PLAYER_NOUNS
               and not a.adjectives and not a.qualifiers and not a.alternatives]
    if len(players) != 1:
        return None
    rest = tuple(a for a in f.alternatives if a is not players[0])
    flt = rest[0] if len(rest) == 1 and not f.adjectives and not f.qualifiers and not f.nouns \
        else N.Filter(f.adjectives, f.nouns, f.qualifiers, rest)
    return dataclasses.replace(node, filter=flt)


def player_alternative_problem(node: Any) -> str | None:
    """(read by filters' Target check) '' when the node has no 'players' alternative; otherwise why it isn't
    read (None when it is: only the choice of targets 'For each of them' reads, marked in place)."""
    from .filters import unreadable

    others = player_alternative(node)
    if others is None:
        return ""
    if in_place_check("x")(node) is not None:
        return "a target that may be a player or an object is read only by 'Choose ... For each of them, ...'"
    return unreadable(others.filter)


executes_node("Filter.noun:players")
checks_node("Filter.noun:players", in_place_check("'players' is read only among the targets 'For each of them' reads"))


def marked_choice(node: N.Action) -> bool:
    """(read by choose_action's check) whether this choice of several targets is read here."""
    return in_place_check("")(node) is None


# -- "For each of them, ..." -------------------------------------------------------------------------------

def _considered_order(ctx: "Context", targets: list[dict[str, str]]) -> list[dict[str, str]]:
    """608.2f: APNAP order of the players concerned; within one player's group (the player and the objects
    they control), the order the resolving spell's controller chooses."""
    from ..state.game import Illegal

    game = ctx.game

    def concerned(t: dict[str, str]) -> str:
        return t["player"] if "player" in t else game.objects[t["object"]].controller

    groups = {p: [t for t in targets if concerned(t) == p] for p in game.apnap()}
    if all(len(g) <= 1 for g in groups.values()):
        return [t for p in game.apnap() for t in groups[p]]
    asker = ctx.item.source or ctx.item.id
    order = game.choose("processing_order", asker, None, player=ctx.controller)
    if not isinstance(order, list) or sorted(map(_key, order)) != sorted(map(_key, targets)):
        raise Illegal(f"the order must list each of the targets considered once: {targets}")
    if [concerned(t) for t in order] != [concerned(t) for p in game.apnap() for t in groups[p]]:
        raise Illegal("608.2f: the targets are considered in APNAP order of the players concerned (a player, "
                      "or an object's controller) first; only within one player's group does the controller choose")
    return [{**t} for t in order]


def _key(t: Any) -> str:
    return f"object:{t['object']}" if isinstance(t, dict) and "object" in t else f"player:{t.get('player') if isinstance(t, dict) else t}"


def _with_target(effect: Any, node: N.Target) -> Any:
    """The instructions with "that permanent or player" replaced by a target node standing for the one
    considered (so every instruction reading a target reads it: damage to a player or a permanent)."""
    import dataclasses

    if isinstance(effect, N.Ref) and effect.words == EACH_REF:
        return node
    if isinstance(effect, N.Node):
        changes = {f.name: _with_target(getattr(effect, f.name), node) for f in dataclasses.fields(effect)}
        return dataclasses.replace(effect, **changes)
    if isinstance(effect, tuple):
        return tuple(_with_target(x, node) for x in effect)
    return effect


@action("for_each_of_them")
def _for_each_of_them(ctx: "Context", node: N.Action) -> None:
    chosen = getattr(ctx, "chosen_targets", None)
    if chosen is None:
        raise Unsupported("'For each of them' with no chosen targets the engine followed")
    game = ctx.game
    for target in _considered_order(ctx, chosen):
        if "object" in target:
            obj = game.objects.get(target["object"])
            if obj is None or obj.zone != "battlefield":  # it left since (400.7): no longer that permanent
                continue
            ctx.refer([obj])
        else:
            ctx.refer([])
        one = N.Target(N.Filter((), ("permanent or player",)), 1, False, False)  # never walked by a check
        ctx._targets[id(one)] = [target]
        try:
            run(ctx, _with_target(node.parts[0], one))
        finally:
            del ctx._targets[id(one)]


def _for_each_check(node: N.Action) -> str | None:
    if in_place_check("x")(node) is not None:
        return "'For each of them' other than after a choice of targets is not executed"
    if len(node.parts) != 1:
        return "this 'For each of them' is not executed"
    for n in N.walk(node.parts[0]):
        if isinstance(n, N.Ref) and n.words == EACH_REF:
            read_in_place(n)
        elif isinstance(n, N.Ref) and n.words not in ("that card",):
            return f"{n.words!r} in 'For each of them' is not executed"
    return None


checks_node("Action:for_each_of_them", _for_each_check)
PLAYER_REFS.setdefault(EACH_REF, in_place_check(f"the reference {EACH_REF!r} is not executed"))


# -- "exile the top card of your library" --------------------------------------------------------------------

def note_exiled(ctx: "Context", obj: Any) -> None:
    """(called by instructions._exile) The cards this resolving spell or ability's instructions exiled ('the
    exiled cards'), as they are now (400.7)."""
    if obj.zone == "exile":
        ctx.__dict__.setdefault("exiled_cards", []).append((obj, obj.incarnation))


# -- "You may play the exiled cards until the end of your next turn" (read by rules/play_permissions.py) -----

def exiles_each(step: Any) -> bool:
    """(read by play_permissions' Sequence check) "For each of them, exile ..." before "You may play the exiled
    cards ...": the cards its instructions exiled."""
    return isinstance(step, N.Action) and step.kind == "for_each_of_them" \
        and any(isinstance(n, N.Exile) for n in N.walk(step.parts[0]))


def exiled_cards_check(what: Any) -> str | None:
    """(read by play_permissions' check) 'the exiled cards' is read (marked in place) right after the step that
    exiled them; ''  for another reference."""
    if isinstance(what, N.Ref) and what.words == EXILED_REF:
        read_in_place(what)
        return None
    return ""


def exiled_cards(ctx: "Context") -> list:
    """(read by play_permissions' play_card) The cards this resolving spell or ability's instructions exiled,
    still the same objects in exile (400.7)."""
    return [card for card, incarnation in ctx.__dict__.get("exiled_cards", [])
            if card.zone == "exile" and card.incarnation == incarnation]


# 'the exiled cards' is checked in place by filters' Ref check (branch loops), which exiled_cards_check's mark satisfies
executes_node("Duration:until_end_of_next_turn")
checks_node("Duration:until_end_of_next_turn", in_place_check("'until the end of your next turn' is read here "
                                                             "only for a permission to play cards"))


# -- "that card's mana value" ---------------------------------------------------------------------------------

@amount_phrase("that_card_mana_value")
def _that_card_mana_value(ctx: "Context", node: N.Phrase) -> int:
    """'that card's mana value' / 'the exiled card's mana value': the one card the instructions last referred
    to, where it now is (the card an instruction moved or revealed); never the object dealing damage."""
    from .mana import mana_value, object_mana_value

    if ctx.referred and not ctx.it:
        return 0  # no such card (an empty library had no top card to exile): no mana value, 0
    if not ctx.referred or len(ctx.it) != 1:
        raise Unsupported("'that card's mana value' with no one card the instructions referred to")
    card = ctx.it[0]
    if card.zone == "stack":
        from .copy_spells import stack_item

        item = stack_item(ctx.game, card.id)  # 202.3e: X of a spell on the stack counts
        return object_mana_value(ctx.game, card, (item.x if item is not None else 0) or 0)
    return mana_value(ctx.game.chars(card).mana_cost)


checks_node("Phrase:that_card_mana_value", lambda n: None if not n.parts else "this mana value is not executed")
