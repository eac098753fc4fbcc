"""Following a spell's or ability's instructions (608.2c), read from the grammar's typed tree.

An ability taken from the tree (text/lowering.tree_ability) carries the effect
``{"type": "tree", "node": <effect node>, "targets": [...]}``; resolving it (resolution.perform)
comes here. Each effect node class has one handler, registered with :func:`instruction` in the
module that executes it, which also declares the construct executed (state/support.executes_node);
``run(ctx, node)`` dispatches. The :class:`Context` carries what following the instructions needs:
the game, the stack item, the source, the controller ("you"), the player following the current
instruction (an :class:`~N.Actor`'s), the chosen targets still legal (608.2b), what "it" refers
to, and whether the last optional instruction was done ("if you do", 608.2d).

Handlers read objects, players and amounts through rules/filters.py (objects_of, players_of,
amount), never the wording.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..state.layers import ContinuousEffect
from ..state.support import claim, checks_node, executes, executes_node
from ..text import nodes as N
from .filters import amount, amount_check, each_players, keyword_problem, is_spell_target, objects_of, players_of

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

Handler = Callable[["Context", Any], None]
HANDLERS: dict[type, Handler] = {}


def instruction(cls: type, *constructs: str) -> Callable[[Handler], Handler]:
    """Register the handler following an effect node of this class (and declare the constructs
    it executes: the class name unless others are given)."""
    def register(fn: Handler) -> Handler:
        claim(HANDLERS, cls, fn, "the instruction for")
        executes_node(*(constructs or (cls.__name__,)))
        return fn
    return register


class Context:
    """What following one spell's or ability's instructions knows as it goes (608.2c)."""

    def __init__(self, game: "Game", item: "StackItem", source: "GameObject | None", effect: dict[str, Any]) -> None:
        self.game = game
        self.item = item
        self.source = source
        self.controller: str = item.controller
        self.player: str = item.controller  # who follows the current instruction (Actor)
        trig = item.trigger or {}
        # the source as the ability was put on the stack: 'this creature' is that object only (400.7)
        self.source_incarnation = (None if item.kind == "spell" else
                                   item.source_incarnation if item.source_incarnation is not None
                                   else trig.get("source_incarnation"))
        self.did = False  # whether the last optional instruction was done (608.2d, "if you do")
        self.referred = False  # whether anything was referred to yet (an antecedent for 'it')
        self.it: list["GameObject"] = []
        self.it_controllers: list[str] = []
        if trig.get("object") in game.objects:  # 603.7c-ish: 'it' in a triggered ability = the event's object
            obj = game.objects[trig["object"]]
            if obj.incarnation == trig.get("incarnation", obj.incarnation):
                self.refer([obj])
        self._targets = _assign_targets(game, item, effect)

    def refer(self, objs: list["GameObject"]) -> None:
        """What a later 'it' / 'its controller' stands for: the objects just referred to (none if
        they were illegal targets, 608.2b)."""
        self.referred = True
        self.it = list(objs)
        self.it_controllers = [o.controller for o in objs]

    def targets_for(self, node: Any) -> list[dict[str, str]]:
        """The chosen targets of one Target / target-Player node still legal now (608.2b)."""
        return self._targets.get(id(node), [])


def _assign_targets(game: "Game", item: "StackItem", effect: dict[str, Any]) -> dict[int, list[dict[str, str]]]:
    """Each chosen target with the node that asked for it (the specs are in the order
    lowering.tree_targets listed them), keeping only the targets still legal (608.2b)."""
    from .spell_effects import expand_specs
    from .targeting import still_legal

    out: dict[int, list[dict[str, str]]] = {}
    for spec, target in zip(expand_specs(effect.get("targets", []), len(item.targets)), item.targets):
        if still_legal(game, item, spec, target):
            out.setdefault(id(spec["node"]), []).append(target)
    return out


def run(ctx: Context, node: Any) -> None:
    HANDLERS[type(node)](ctx, node)


#: What resolution.perform hands this module.
KINDS = ("tree",)
executes("effect", "tree")


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .trigger_events import intervening_holds

    if not intervening_holds(game, item, source):  # 603.4: checked again on resolution
        return
    ctx = Context(game, item, source, effect)
    if "refer" in effect:  # a delayed triggered ability's objects (603.7c: only while the same objects)
        ctx.refer([game.objects[i] for i, inc in effect["refer"] if game.objects[i].incarnation == inc])
    run(ctx, effect["node"])


# -- abilities whose instructions are followed here -----------------------------------------------

executes_node("SpellAbility", "Activated", "Triggered")


def _activated_check(node: Any) -> str | None:
    if node.is_mana and not isinstance(node.effect, N.AddMana):  # 605: resolved by mana.py, no stack
        return "a mana ability doing more than adding mana is not executed yet"
    return None  # its restrictions: rules/tree_conditions.py (602.5)


checks_node("Activated", _activated_check)


# -- structure: sequences, optional instructions, conditions, actors -------------------------------

@instruction(N.Sequence)
def _sequence(ctx: Context, node: N.Sequence) -> None:
    if node.joiner not in ("then", "and"):
        raise AssertionError(node.joiner)  # support refuses 'or' (a choice) below
    steps = list(node.steps)
    for i, step in enumerate(steps):
        if _no_regeneration(steps, i):
            # 701.19c: "Destroy target creature. That creature can't be regenerated." — the
            # destruction the next sentence speaks of isn't replaced by a regeneration shield
            ctx.no_regeneration = True  # type: ignore[attr-defined]
            try:
                run(ctx, step)
            finally:
                ctx.no_regeneration = False  # type: ignore[attr-defined]
            continue
        if _is_no_regen(step):
            continue  # applied to the destroy before it (_no_regeneration)
        run(ctx, step)


def _is_no_regen(step: Any) -> bool:
    return (isinstance(step, N.Restriction) and step.kind == "cant_be_regenerated" and not step.parts
            and step.duration is None and isinstance(step.what, N.Ref))


def _no_regeneration(steps: list[Any], i: int) -> bool:
    """A Destroy followed by "[it / that creature / they] can't be regenerated" (701.19c)."""
    return isinstance(steps[i], N.Destroy) and i + 1 < len(steps) and _is_no_regen(steps[i + 1])


def _sequence_check(n: N.Sequence) -> str | None:
    if n.joiner not in ("then", "and"):
        return f"a sequence joined by {n.joiner!r}"
    steps = list(n.steps)
    for i, step in enumerate(steps):
        if isinstance(step, N.Restriction) and step.kind == "cant_be_regenerated" and not (
                _is_no_regen(step) and i > 0 and _no_regeneration(steps, i - 1)):
            return "'can't be regenerated' other than right after the destroy it speaks of is not executed"
    return None


checks_node("Sequence", _sequence_check)
# 701.19c: "can't be regenerated" is executed by the Sequence above, with the destroy it follows
executes_node("Restriction:cant_be_regenerated")


@instruction(N.Actor)
def _actor(ctx: Context, node: N.Actor) -> None:
    """'target player draws a card', 'each opponent loses 1 life': each player, in APNAP order
    (101.4), follows the instruction."""
    before = ctx.player
    for p in players_of(ctx, node.player):
        ctx.player = p
        if isinstance(node.player, N.Player) and node.player.who in ("target_player", "target_opponent"):
            ctx.that_player = p  # type: ignore[attr-defined]  # a later "that player" (rules/zone_changes.py)
        run(ctx, node.effect)
    ctx.player = before


# -- effects on players ----------------------------------------------------------------------------

@instruction(N.Draw)
def _draw(ctx: Context, node: N.Draw) -> None:
    ctx.game.draw(ctx.player, amount(ctx, node.amount))  # 121.1


@instruction(N.GainLife)
def _gain_life(ctx: Context, node: N.GainLife) -> None:
    n = amount(ctx, node.amount)
    if n > 0:  # 119.3, 119.10: a life-gain event
        ctx.game.players[ctx.player].life += n
        ctx.game.events.append({"type": "gain_life", "player": ctx.player, "amount": n})


@instruction(N.LoseLife)
def _lose_life(ctx: Context, node: N.LoseLife) -> None:
    n = amount(ctx, node.amount)
    if n > 0:  # 119.3
        ctx.game.players[ctx.player].life -= n


for _cls in ("Draw", "GainLife", "LoseLife"):
    checks_node(_cls, lambda n: amount_check(n.amount))


# -- damage (120) ----------------------------------------------------------------------------------

@instruction(N.DealDamage)
def _deal_damage(ctx: Context, node: N.DealDamage) -> None:
    """120.3: the source deals the damage to every recipient at once."""
    from .damage import Packet, deal, source_view

    source = ctx.source
    incarnation = ctx.source_incarnation
    if isinstance(node.source, N.Ref):  # "you may have it deal 2 damage ...": the object 'it' names (fx)
        if not ctx.referred:
            from ..state.support import Unsupported

            raise Unsupported(f"damage dealt by {node.source.words!r}, which refers to nothing the engine followed")
        if not ctx.it:
            return  # an illegal target (608.2b): nothing deals the damage
        if len(ctx.it) != 1 or ctx.it[0].zone != "battlefield":
            from ..state.support import Unsupported

            raise Unsupported("damage dealt by 'it' when it isn't one permanent (its last known information) "
                              "is not executed")
        source, incarnation = ctx.it[0], None
    if source is None:  # support refuses other sources below
        raise AssertionError("damage with no source")
    ctx.its_is_source = isinstance(node.source, N.SelfRef)  # type: ignore[attr-defined]  # "deals damage equal to its power"
    try:
        n = amount(ctx, node.amount)
    finally:
        ctx.its_is_source = False  # type: ignore[attr-defined]
    chars, controller = source_view(ctx.game, source, incarnation)  # 608.2h
    recipients: list[dict[str, str]] = []
    for to in node.to:
        if isinstance(to, N.Player):
            recipients.extend({"player": p} for p in players_of(ctx, to))
        elif isinstance(to, N.Each) and each_players(to) is not None:
            recipients.extend({"player": p} for p in each_players(to)(ctx))
        elif isinstance(to, N.Target):
            recipients.extend({"player": t["player"]} if "player" in t else {"object": t["object"]}
                              for t in ctx.targets_for(to))
        else:
            recipients.extend({"object": o.id} for o in objects_of(ctx, to))
    deal(ctx.game, [Packet(source, chars, controller, r, n) for r in recipients])


def _damage_check(node: N.DealDamage) -> str | None:
    if not isinstance(node.source, N.SelfRef) and not (isinstance(node.source, N.Ref) and node.source.words == "it"):
        return f"damage dealt by {type(node.source).__name__} is not executed"
    for to in node.to:
        if not isinstance(to, (N.Player, N.Target, N.Each, N.SelfRef, N.Ref)) or is_spell_target(to):
            return f"damage dealt to {type(to).__name__} is not executed"
    return amount_check(node.amount)


checks_node("DealDamage", _damage_check)


# -- effects on permanents (701) ------------------------------------------------------------------

@instruction(N.Destroy)
def _destroy(ctx: Context, node: N.Destroy) -> None:
    from .damage import destroy

    for obj in objects_of(ctx, node.what):  # 701.8; 701.19c: "can't be regenerated" (_sequence)
        destroy(ctx.game, obj, regenerate=not getattr(ctx, "no_regeneration", False))


@instruction(N.Exile)
def _exile(ctx: Context, node: N.Exile) -> None:
    from .entering import move_to_zone

    for obj in objects_of(ctx, node.what):  # 406.2
        move_to_zone(ctx.game, obj, "exile")


@instruction(N.ReturnToHand)
def _return_to_hand(ctx: Context, node: N.ReturnToHand) -> None:
    from .entering import move_to_zone

    for obj in objects_of(ctx, node.what):  # 'return ... to its owner's hand'
        move_to_zone(ctx.game, obj, "hand")


@instruction(N.Tap)
def _tap(ctx: Context, node: N.Tap) -> None:
    for obj in objects_of(ctx, node.what):  # 701.26a
        obj.tapped = True


@instruction(N.Untap)
def _untap(ctx: Context, node: N.Untap) -> None:
    for obj in objects_of(ctx, node.what):  # 701.26b
        ctx.game.untap(obj)


def _permanents_only(node: Any) -> str | None:
    """The references these effects read are permanents on the battlefield."""
    what = getattr(node, "what", None) or getattr(node, "on", None)
    if isinstance(what, N.Each) and each_players(what) is not None:
        return f"{type(node).__name__} of players is not executed"
    if is_spell_target(what):  # only countering reads a spell target (rules/zone_effects.py)
        return f"{type(node).__name__} of a spell is not executed"
    if isinstance(what, (N.Target, N.Each, N.SelfRef, N.Ref)):
        return None
    return f"{type(node).__name__} of {type(what).__name__} is not executed"


for _cls in ("Destroy", "Exile", "ReturnToHand", "Tap", "Untap"):
    checks_node(_cls, _permanents_only)


# -- continuous effects from a resolving spell or ability (611.2, 613) -----------------------------

DURATIONS = {"until_end_of_turn": "end_of_turn"}  # 514.2: they end in the cleanup step
executes_node(*(f"Duration:{d}" for d in DURATIONS))


def _pt(pt: str) -> tuple[int, int] | None:
    try:
        p, t = pt.split("/")
        return int(p), int(t)
    except ValueError:
        return None


def _pt_x(ctx: "Context", pt: str) -> tuple[int, int] | None:
    """'+X/+X', '-X/-0', '+X/+0': each part a signed number or a signed X (107.3, rules/amounts.py)."""
    def part(v: str) -> int:
        return (-1 if v[0] == "-" else 1) * amount(ctx, "X") if v[1:] == "X" else int(v)

    p, t = pt.split("/")
    return part(p), part(t)


def _pt_ok(pt: str) -> bool:
    parts = pt.split("/")
    return len(parts) == 2 and all(v[:1] in "+-" and (v[1:] == "X" or v[1:].isdigit()) for v in parts)


@instruction(N.Pump)
def _pump(ctx: Context, node: N.Pump) -> None:
    """613.4c (layer 7c): '+N/+N until end of turn', locked to the objects it affects (611.2c)."""
    game = ctx.game
    objs = objects_of(ctx, node.what)
    if not objs:
        return
    dp, dt = _pt(node.pt) or _pt_x(ctx, node.pt)  # type: ignore[misc]  # X after the objects: 'its power'

    def pump(ch: Any, o: Any, dp: int = dp, dt: int = dt) -> None:
        if ch.power is not None and ch.toughness is not None:
            ch.power += dp
            ch.toughness += dt

    game.effects.append(ContinuousEffect("7c", game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, pump,
                                         duration=DURATIONS[node.duration.kind], source=ctx.item.id,
                                         description=f"{dp:+d}/{dt:+d}"))


def _pump_check(node: N.Pump) -> str | None:
    if _pt(node.pt) is None and not _pt_ok(node.pt):
        return f"the change {node.pt!r} is not executed"
    if node.duration is None or not isinstance(node.duration, N.Duration) or node.duration.kind not in DURATIONS:
        return "a P/T change without an until-end-of-turn duration is not executed here"
    if node.also:
        return "a P/T change that also grants abilities is not executed yet"
    return _permanents_only(node)


checks_node("Pump", _pump_check)


@instruction(N.Grant)
def _grant(ctx: Context, node: N.Grant) -> None:
    """613.1f (layer 6): 'gains flying until end of turn', locked to the objects it affects (611.2c)."""
    from ..text.oracle import keyword_ability

    game = ctx.game
    objs = objects_of(ctx, node.what)
    if not objs:
        return
    granted = [keyword_ability(k.name) for k in node.abilities]

    def add(ch: Any, o: Any, granted: list = granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, add,
                                         duration=DURATIONS[node.duration.kind], source=ctx.item.id,
                                         description="gains " + ", ".join(k.name for k in node.abilities)))


def _grant_check(node: N.Grant) -> str | None:
    if node.duration is None or not isinstance(node.duration, N.Duration) or node.duration.kind not in DURATIONS:
        return "granting abilities without an until-end-of-turn duration is not executed here"
    for k in node.abilities:
        if why := keyword_problem(k):
            return f"granting {why}"
    return _permanents_only(node)


checks_node("Grant", _grant_check)


@instruction(N.PutCounters)
def _put_counters(ctx: Context, node: N.PutCounters) -> None:
    """122.1, 122.6: counters put on each permanent."""
    n = amount(ctx, node.counters.amount)
    if n <= 0:
        return
    for obj in objects_of(ctx, node.on):
        obj.counters[node.counters.kind] = obj.counters.get(node.counters.kind, 0) + n


def _counters_check(node: N.PutCounters) -> str | None:
    spec = node.counters
    if not isinstance(spec, N.CounterSpec):
        return "these counters are not executed"
    return _permanents_only(node) or amount_check(spec.amount)


executes_node("CounterSpec")
checks_node("PutCounters", _counters_check)


# -- optional and conditional instructions (608.2c-d) ---------------------------------------------

@instruction(N.Optional_)
def _optional(ctx: Context, node: N.Optional_) -> None:
    """608.2d: 'you may': the player chooses as the instruction is followed (a "may" choice
    recorded for the source); "if you do" reads whether they did."""
    asker = ctx.item.source or ctx.item.id
    if node.player is not None:  # "<player> may ...": each of those players chooses (APNAP, 101.4), fx
        before, did = ctx.player, False
        if node.player.who == "its_controller" and not ctx.referred:
            from ..state.support import Unsupported

            raise Unsupported("'its controller may' with nothing 'it' refers to is not executed")
        for p in players_of(ctx, node.player):
            ctx.player = p
            ctx.did = ctx.game.choose("may", asker, ["yes", "no"], player=p) == "yes"
            if ctx.did:
                run(ctx, node.effect)
            did = did or ctx.did
        ctx.player, ctx.did = before, did
        return
    ctx.did = ctx.game.choose("may", asker, ["yes", "no"]) == "yes"
    if ctx.did:
        run(ctx, node.effect)


def _optional_check(n: N.Optional_) -> str | None:
    if n.player is not None and not isinstance(n.player, N.Player):
        return f"'{type(n.player).__name__} may' is not executed"
    return None


checks_node("Optional_", _optional_check)


def _players_may_check(n: N.Sequence) -> str | None:
    """'Each player may ... . If they do, ...': whose "did" isn't one answer — refused (fx)."""
    steps = list(n.steps)
    for before, after in zip(steps, steps[1:]):
        if isinstance(before, N.Optional_) and isinstance(before.player, N.Player) \
                and before.player.who in ("each_player", "each_opponent", "each_other_player") \
                and any(isinstance(x, (N.Condition, N.Action)) and getattr(x, "kind", None) in ("did", "reflexive")
                        for x in N.walk(after)):
            return "'if they do' after several players' 'may' is not executed"
    return None


checks_node("Sequence", _players_may_check)


@instruction(N.Conditional)
def _conditional(ctx: Context, node: N.Conditional) -> None:
    ctx.last_condition = bool(CONDITIONS[node.condition.kind](ctx, node.condition))  # type: ignore[attr-defined]
    if ctx.last_condition:  # type: ignore[attr-defined]
        run(ctx, node.effect)


CONDITIONS: dict[str, Callable[[Context, Any], bool]] = {
    "did": lambda ctx, cond: ctx.did,  # 608.2c: "if you do"
}
executes_node(*(f"Condition:{k}" for k in CONDITIONS))
checks_node("Conditional", lambda n: None if isinstance(n.condition, N.Condition)
            else f"the condition {type(n.condition).__name__} is not executed")


# -- keyword actions and other effects read as Action(kind, parts) (701) --------------------------

ACTIONS: dict[str, Handler] = {}


def action(kind: str) -> Callable[[Handler], Handler]:
    """Register the handler of ``Action(kind=...)`` nodes (declares "Action:<kind>" executed)."""
    def register(fn: Handler) -> Handler:
        claim(ACTIONS, kind, fn, "the action")
        executes_node(f"Action:{kind}")
        return fn
    return register


def _action(ctx: Context, node: N.Action) -> None:
    ACTIONS[node.kind](ctx, node)


HANDLERS[N.Action] = _action  # support refuses any Action kind no module registered

#: Effects the grammar reads as a Phrase of their own ("target creature fights target creature").
PHRASES: dict[str, Handler] = {}


def phrase(kind: str) -> Callable[[Handler], Handler]:
    """Register the handler of an effect ``Phrase(kind=...)`` (declares "Phrase:<kind>" executed)."""
    def register(fn: Handler) -> Handler:
        claim(PHRASES, kind, fn, "the phrase")
        executes_node(f"Phrase:{kind}")
        return fn
    return register


def _phrase(ctx: Context, node: N.Phrase) -> None:
    PHRASES[node.kind](ctx, node)


HANDLERS[N.Phrase] = _phrase
