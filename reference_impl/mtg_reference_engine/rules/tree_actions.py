"""Keyword actions and other one-shot effects the grammar reads as ``Action(kind, parts)`` or a
Phrase of their own, followed here (rules/instructions.py dispatches): "each opponent loses N
life and you gain N life" (drain, 119.3), fight (701.14), proliferate (701.34).
"""

from __future__ import annotations

from typing import Any

from ..state.game import Illegal
from ..state.support import checks_node, executes_node
from ..text import nodes as N
from .filters import amount, amount_check, is_spell_target, keyword_problem, objects_of
from .instructions import Context, action, phrase

# -- destroy; it can't be regenerated --------------------------------------------------------------


# "Destroy ... It can't be regenerated." (701.19c): rules/resolution_costs.py


# -- drain -----------------------------------------------------------------------------------------


@action("drain")
def _drain(ctx: Context, node: N.Action) -> None:
    """"<players> lose N life and you gain M life" (119.3): each of those players loses N; you gain
    M once (the Actor runs this for each player: the gain is done with the first)."""
    lose, gain = node.parts
    n = amount(ctx, lose)
    if n > 0:
        ctx.game.players[ctx.player].life -= n
    done: set = getattr(ctx, "drained", set())
    ctx.drained = done  # type: ignore[attr-defined]
    if id(node) not in done:
        done.add(id(node))
        m = amount(ctx, gain)
        if m > 0:  # 119.10: a life-gain event
            from .player_replacements import gain_life

            gain_life(ctx.game, ctx.controller, m)  # 119.10 through its replacements (branch replace)


checks_node("Action:drain", lambda n: "this drain is not executed" if len(n.parts) != 2
            else amount_check(n.parts[0]) or amount_check(n.parts[1]))


# -- fight (701.14) --------------------------------------------------------------------------------

@phrase("fight_obj")
def _fight(ctx: Context, node: N.Phrase) -> None:
    """701.14a: each of two creatures deals damage equal to its power to the other; 701.14b: if
    either is no longer on the battlefield or no longer a creature, no damage is dealt."""
    from .damage import Packet, deal

    game = ctx.game
    a = objects_of(ctx, node.parts[0])
    b = objects_of(ctx, node.parts[1])
    if len(a) != 1 or len(b) != 1:
        return
    a, b = a[0], b[0]
    ca, cb = game.chars(a), game.chars(b)
    if "creature" not in ca.card_types or "creature" not in cb.card_types:
        return
    # 701.14c: a creature fighting itself deals damage to itself twice (two packets)
    deal(game, [Packet(a, ca, a.controller, {"object": b.id}, max(0, ca.power or 0)),
                Packet(b, cb, b.controller, {"object": a.id}, max(0, cb.power or 0))])


def _fight_check(node: N.Phrase) -> str | None:
    if len(node.parts) != 2:
        return "this fight is not executed"
    for p in node.parts:
        if not isinstance(p, (N.Target, N.SelfRef, N.Ref)) or is_spell_target(p):
            return f"a fight with {type(p).__name__} is not executed"
    return None


checks_node("Phrase:fight_obj", _fight_check)


# -- proliferate (701.34) --------------------------------------------------------------------------

@action("proliferate")
def _proliferate(ctx: Context, node: N.Action) -> None:
    """701.34a: choose any number of permanents and/or players that have a counter, then give each
    one additional counter of each kind already there — a ``proliferate`` choice by the player
    proliferating (the ids of the permanents; players have no counters in this engine)."""
    game = ctx.game
    options = [o.id for o in game.battlefield() if any(v > 0 for v in o.counters.values())]
    if not options:
        return
    chosen = game.choose("proliferate", ctx.item.source or ctx.item.id, None, player=ctx.player)
    chosen = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(set(chosen)) != len(chosen) or any(c not in options for c in chosen):
        raise Illegal(f"proliferate chooses among permanents with counters: {', '.join(options)} (701.34a)")
    for oid in chosen:
        obj = game.obj(oid)
        for kind, v in list(obj.counters.items()):
            if v > 0:
                obj.counters[kind] = v + 1  # 122.6: counters put on it


checks_node("Action:proliferate", lambda n: None if not n.parts else "this proliferate is not executed")


# -- "becomes a N/N <color> <subtypes> <types> with <keywords> until end of turn" (205.1, 613) --------

_CARD_TYPES = {"artifact", "creature", "enchantment", "land"}
_COLOR_WORDS = {"white", "blue", "black", "red", "green", "colorless"}


def _become_parts(node: N.Phrase) -> tuple[Any, Any, Any] | None:
    """(reference, (pt, colors, subtypes, types, keywords), duration) of a become Phrase, or None
    for a shape this module doesn't read."""
    parts = list(node.parts)
    dur = parts.pop() if parts and isinstance(parts[-1], N.Duration) else None
    if len(parts) != 2 or not isinstance(parts[1], N.Phrase) or parts[1].kind != "become_what":
        return None
    what = parts[1].parts
    if len(what) not in (2, 3) or not isinstance(what[0], str) or not isinstance(what[1], N.Phrase) \
            or what[1].kind != "type_phrase" or (len(what) == 3 and not (
                isinstance(what[2], tuple) and all(isinstance(k, N.Keyword) for k in what[2]))):
        return None
    colors, words, keywords = [], None, list(what[2]) if len(what) == 3 else []
    for p in what[1].parts:
        if isinstance(p, str) and p in _COLOR_WORDS and words is None:
            colors.append(p)
        elif isinstance(p, N.Phrase) and p.kind == "color_words" and words is None and not colors and p.parts \
                and all(isinstance(c, str) and c in _COLOR_WORDS for c in p.parts):  # fx2: "green and blue"
            colors.extend(str(c) for c in p.parts)
        elif isinstance(p, N.Phrase) and p.kind == "type_words" and words is None:
            words = [str(w) for w in p.parts]
        elif isinstance(p, N.Keyword) and words is not None:
            keywords.append(p)
        else:
            return None
    if words is None:
        return None
    try:
        pt = tuple(int(v) for v in what[0].split("/"))
    except ValueError:
        return None
    types = [w for w in words if w in _CARD_TYPES]
    subtypes = [w for w in words if w not in _CARD_TYPES]
    return parts[0], (pt, colors, subtypes, types, keywords), dur


@phrase("become")
def _become(ctx: Context, node: N.Phrase) -> None:
    """Layer 4 (types, 205.1a-b), 5 (color, 105.3), 6 (keywords), 7b (base P/T), locked to the
    objects it affects (611.2c) and ending in the cleanup step (514.2). "Becomes a <types>" sets
    the card types and replaces the subtypes of the types it removes and the creature types it
    names (205.1a); "It's still a land" (the next instruction) and "becomes an [creature types]
    artifact creature" keep the prior types and subtypes, creature types named replacing the old
    ones in the latter (205.1b)."""
    from ..state.creature_types import CREATURE_TYPES
    from ..state.layers import ContinuousEffect
    from ..text.oracle import keyword_ability
    from .instructions import DURATIONS

    if (simple := _simple_become(node)) is not None:  # "becomes blue", "becomes an artifact creature"
        _become_simple(ctx, *simple)
        return
    from . import become_types  # fx2: basic land types (305.7), a color or creature type of one's choice

    if (other := become_types.shape(node)) is not None:
        become_types.become(ctx, other)
        return
    ref, (pt, colors, subtypes, types, keywords), dur = _become_parts(node)  # type: ignore[misc]
    dur = dur or getattr(ctx, "default_duration", None)
    game = ctx.game
    objs = objects_of(ctx, ref)
    from ..state import versioned

    # tracked (branch trig4): "It's still a land" changes it after characteristics may have been computed
    # (603.8's state triggers are checked between instructions): the change must invalidate them
    state = versioned.track({"still": False, "artifact_creature": {"artifact", "creature"} <= set(types)})
    ctx.last_become = state  # type: ignore[attr-defined]  # "It's still a land" (still_type below)
    if not objs:
        return
    affected = {(o.id, o.incarnation) for o in objs}
    granted = [keyword_ability(k.name) for k in keywords]
    colors = [c for c in colors if c != "colorless"] if colors else None

    def set_types(ch: Any, o: Any) -> None:
        old_types, old_sub = list(ch.card_types), list(ch.subtypes)
        if state["still"]:  # 205.1b: all prior types and subtypes retained
            ch.card_types = old_types + [t for t in types if t not in old_types]
            ch.subtypes = old_sub + [s for s in subtypes if s not in old_sub]
        elif state["artifact_creature"]:  # 205.1b: creature types named replace the old ones
            ch.card_types = old_types + [t for t in types if t not in old_types]
            ch.subtypes = [s for s in old_sub if not (subtypes and s in CREATURE_TYPES)] + subtypes
        else:  # 205.1a
            ch.card_types = list(types)
            kept_other = set(old_types) - {"creature"} <= set(types)
            creature_sub = subtypes or [s for s in old_sub if s in CREATURE_TYPES and "creature" in old_types]
            ch.subtypes = [s for s in old_sub if s not in CREATURE_TYPES and kept_other] + creature_sub

    def set_color(ch: Any, o: Any) -> None:
        ch.colors = list(colors or [])

    def add_keywords(ch: Any, o: Any) -> None:
        ch.abilities = ch.abilities + granted

    def set_pt(ch: Any, o: Any) -> None:
        ch.power, ch.toughness = pt

    ts = game.next_timestamp()
    duration = DURATIONS[dur.kind] if dur is not None else "permanent"  # 611.2a: no duration stated: indefinitely
    effects = [("4", set_types, "becomes " + " ".join(subtypes + types)), ("7b", set_pt, f"{pt[0]}/{pt[1]}")]
    if colors is not None:
        effects.append(("5", set_color, "becomes " + " ".join(colors or ["colorless"])))
    if granted:
        effects.append(("6", add_keywords, "gains " + ", ".join(k.name for k in keywords)))
    for layer, fn, what in effects:
        game.effects.append(ContinuousEffect(layer, ts, set(affected), fn, duration=duration, source=ctx.item.id,
                                             description=what))


def _simple_become(node: N.Phrase) -> tuple[str, Any, list[str], Any] | None:
    """("color", reference, colors, duration) for "Target creature becomes blue until end of turn"
    (105.3, layer 5); ("artifact_creature", reference, [], duration) for "This Vehicle becomes an
    artifact creature until end of turn" (205.1b, layer 4: it keeps its types and subtypes and gains
    creature); None for any other shape."""
    parts = list(node.parts)
    dur = parts.pop() if parts and isinstance(parts[-1], N.Duration) else None
    if len(parts) != 2 or not isinstance(parts[1], N.Phrase):
        return None
    what = parts[1]
    if what.kind == "color_words" and what.parts and all(isinstance(c, str) and c in _COLOR_WORDS for c in what.parts):
        return "color", parts[0], [str(c) for c in what.parts], dur
    if what.kind == "type_phrase" and len(what.parts) == 1 and isinstance(what.parts[0], N.Phrase) \
            and what.parts[0].kind == "type_words" and tuple(what.parts[0].parts) == ("artifact", "creature"):
        return "artifact_creature", parts[0], [], dur
    return None


def _become_simple(ctx: Context, kind: str, ref: Any, colors: list[str], dur: Any) -> None:
    """Layer 5 (105.3: the new colors replace the old; "colorless": none) or layer 4 (205.1b:
    "becomes an artifact creature" adds creature, keeping the other types and subtypes), locked to
    the objects it affects (611.2c), for the duration stated (611.2a: indefinitely without one)."""
    from ..state.layers import ContinuousEffect
    from ..state.support import Unsupported
    from .instructions import DURATIONS

    dur = dur or getattr(ctx, "default_duration", None)
    game = ctx.game
    objs = objects_of(ctx, ref)
    if not objs:
        return
    if kind == "artifact_creature" and any(game.chars(o).power is None or game.chars(o).toughness is None for o in objs):
        # 208.3: a creature without a power and toughness the effect doesn't give: not executed
        raise Unsupported("an object with no power and toughness becoming an artifact creature is not executed")
    chosen = [c for c in colors if c != "colorless"]

    def set_color(ch: Any, o: Any) -> None:
        ch.colors = list(chosen)

    def add_creature(ch: Any, o: Any) -> None:
        ch.card_types = list(ch.card_types) + [t for t in ("artifact", "creature") if t not in ch.card_types]

    layer, fn, what = (("5", set_color, "becomes " + " and ".join(colors)) if kind == "color"
                       else ("4", add_creature, "becomes an artifact creature"))
    game.effects.append(ContinuousEffect(layer, game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, fn,
                                         duration=DURATIONS[dur.kind] if dur is not None else "permanent",
                                         source=ctx.item.id, description=what))


def _become_check(node: N.Phrase) -> str | None:
    from ..state.creature_types import CREATURE_TYPES
    from .filters import each_players
    from .instructions import DURATIONS

    if (simple := _simple_become(node)) is not None:
        _, ref, _, dur = simple
        if not isinstance(ref, (N.SelfRef, N.Target, N.Ref)) or is_spell_target(ref):
            return f"{type(ref).__name__} becoming something is not executed"
        if dur is not None and (not isinstance(dur, N.Duration) or dur.kind not in DURATIONS):
            return "'becomes' for this duration is not executed"
        if simple[0] == "artifact_creature" and not (
                (isinstance(ref, N.SelfRef) and ref.noun == "Vehicle")
                or (isinstance(ref, N.Target) and isinstance(ref.filter, N.Filter) and ref.filter.nouns == ("Vehicle",))):
            # 301.7: a Vehicle has a power and toughness; another object would need the effect to give them (208.3)
            return "'becomes an artifact creature' of anything but a Vehicle is not executed"
        return None
    from . import become_types  # fx2

    if (other := become_types.shape(node)) is not None:
        return become_types.problem(other)
    read = _become_parts(node)
    if read is None:
        return "this 'becomes' is not executed"
    ref, (pt, colors, subtypes, types, keywords), dur = read
    if not isinstance(ref, (N.SelfRef, N.Target, N.Ref, N.Each)) or is_spell_target(ref) \
            or (isinstance(ref, N.Each) and each_players(ref) is not None):
        return f"{type(ref).__name__} becoming something is not executed"
    if dur is not None and (not isinstance(dur, N.Duration) or dur.kind not in DURATIONS):
        return "'becomes' for this duration is not executed"
    if "creature" not in types or any(s not in CREATURE_TYPES for s in subtypes):
        return "'becomes' other than a creature with creature types is not executed"
    for k in keywords:
        if why := keyword_problem(k):
            return f"becoming a creature with {why}"
    return None


checks_node("Phrase:become", _become_check)
executes_node("Phrase:become_what", "Phrase:type_phrase", "Phrase:type_words")  # read by _become_parts
executes_node("Phrase:color_words")  # read by _simple_become


@action("until_eot_pre")
def _until_eot_pre(ctx: Context, node: N.Action) -> None:
    """"Until end of turn, <object> becomes ...": the duration stated first."""
    from .instructions import run

    before = getattr(ctx, "default_duration", None)
    ctx.default_duration = N.Duration("until_end_of_turn")  # type: ignore[attr-defined]
    run(ctx, _until_eot(node.parts[0]))
    ctx.default_duration = before  # type: ignore[attr-defined]


def _until_eot(e: Any) -> Any:
    """"Until end of turn, target creature gets +1/+0 and gains indestructible": each P/T change and
    ability granted lasts until end of turn (the same targets: their nodes are kept)."""
    from dataclasses import replace

    if isinstance(e, N.Sequence):
        return replace(e, steps=tuple(_until_eot(step) for step in e.steps))
    if isinstance(e, (N.Pump, N.Grant)) and e.duration is None:
        return replace(e, duration=N.Duration("until_end_of_turn"))
    return e


def _until_eot_parts(e: Any) -> list[Any] | None:
    """The P/T changes and grants of 'Until end of turn, ...' (none with a duration of its own)."""
    if isinstance(e, N.Sequence) and e.joiner == "and":
        out = []
        for step in e.steps:
            part = _until_eot_parts(step)
            if part is None:
                return None
            out += part
        return out
    if isinstance(e, (N.Pump, N.Grant)) and e.duration is None:
        return [e]
    return None


def _until_eot_check(n: N.Action) -> str | None:
    from .tree_conditions import read_in_place

    if len(n.parts) != 1:
        return "this 'until end of turn, ...' is not executed"
    e = n.parts[0]
    if isinstance(e, N.Phrase) and e.kind == "become" and not any(isinstance(p, N.Duration) for p in e.parts):
        return None
    parts = _until_eot_parts(e)
    if not parts:
        return "this 'until end of turn, ...' is not executed"
    for part in parts:  # their own checks read them with this duration (instructions._pump_check)
        read_in_place(part)
    return None


checks_node("Action:until_eot_pre", _until_eot_check)


@action("still_type")
def _still_type(ctx: Context, node: N.Action) -> None:
    """"It's still a land." (205.1b): the 'becomes' just followed keeps the prior types."""
    state = getattr(ctx, "last_become", None)
    if state is None:
        from ..state.support import Unsupported

        raise Unsupported("'still a <type>' follows no 'becomes' the reference engine followed")
    state["still"] = True


checks_node("Action:still_type", lambda n: None if len(n.parts) == 1 and isinstance(n.parts[0], N.Phrase)
            and n.parts[0].kind == "type_words" else "this 'still a <type>' is not executed")


# -- attach an Equipment (701.3) ----------------------------------------------------------------------

def _attach_parts_check(node: N.Action) -> str | None:
    """"Attach it / this Equipment to target creature you control" (an Equipment's enters trigger),
    "Attach target Equipment you control to this creature": an Equipment and a creature, one of them
    a target. Auras (303.4) and other attachments are refused."""
    if len(node.parts) != 2:
        return "this 'attach' is not executed"
    what, to = node.parts
    from .tree_conditions import in_place_check

    # 'it' only in "When this Equipment enters, attach it to ..." (_attach_it_check marks it)
    it_is_self = what == N.Ref("it") and in_place_check("x")(what) is None
    equipment_self = isinstance(what, N.SelfRef) and what.noun == "Equipment" or it_is_self
    equipment_target = isinstance(what, N.Target) and isinstance(what.filter, N.Filter) \
        and what.filter.nouns == ("Equipment",) and what.count == 1 and not what.up_to
    creature_target = isinstance(to, N.Target) and isinstance(to.filter, N.Filter) \
        and to.filter.nouns == ("creature",) and to.count == 1 and not to.up_to
    creature_self = isinstance(to, N.SelfRef) and to.noun == "creature"
    if not ((equipment_self and creature_target) or (equipment_target and creature_self)):
        return "attaching anything but an Equipment to a creature is not executed"
    return None


@action("attach")
def _attach(ctx: Context, node: N.Action) -> None:
    """701.3a: the Equipment becomes attached to the creature; 701.3b: not if it can't be (the
    creature isn't a legal one for it, 301.5c, 702.16d) or has left; 701.3c: attaching it to the
    object it is already attached to does nothing (no new timestamp)."""
    from ..state.support import Unsupported
    from .attachments import attach, can_equip

    what, to = node.parts
    equipment = objects_of(ctx, what)
    creature = objects_of(ctx, to)
    if len(equipment) != 1 or len(creature) != 1:
        return  # an illegal target (608.2b) or nothing 'it' refers to any more
    eq, cr = equipment[0], creature[0]
    if "Equipment" not in ctx.game.chars(eq).subtypes:  # 'it' that stopped being an Equipment
        raise Unsupported("attaching an object that isn't an Equipment is not executed")
    if eq.zone != "battlefield" or eq.attached_to == cr.id or not can_equip(ctx.game, eq, cr):
        return
    attach(ctx.game, eq, cr.id)


def _attach_it_check(node: Any) -> str | None:
    """A triggered ability whose subject is this Equipment: its "attach it" is the Equipment."""
    from .tree_conditions import read_in_place

    parts = getattr(node.trigger.event, "parts", ())
    if parts and isinstance(parts[0], N.SelfRef) and parts[0].noun == "Equipment":
        for n in N.walk(node.effect):
            if isinstance(n, N.Action) and n.kind == "attach" and n.parts and n.parts[0] == N.Ref("it"):
                read_in_place(n.parts[0])
    return None


checks_node("Triggered", _attach_it_check)
checks_node("Action:attach", _attach_parts_check)
