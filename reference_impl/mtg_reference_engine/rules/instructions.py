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
from .filters import (REFERENCES, amount, amount_check, each_players, keyword_problem, is_spell_target, objects_of,
                      players_of)

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
            elif trig.get("referent"):  # 'that creature' of "blocks a creature" has left: 400.7, nothing
                self.refer([])
                lki = game.lki_full.get((obj.id, trig.get("incarnation")))
                if lki is not None:  # 608.2h: its controller as it last existed ("that creature's controller"; trig2)
                    self.it_controllers = [lki[1]]
        self._targets = _assign_targets(game, item, effect)
        self.effect = effect  # what it grants by quoting text (tree_statics.granted_ability)

    def refer(self, objs: list["GameObject"]) -> None:
        """What a later 'it' / 'its controller' stands for: the objects just referred to (none if
        they were illegal targets, 608.2b)."""
        from .meld import with_melded_cards  # branch meld: 712.21c, the new object a melded permanent became: both cards

        self.referred = True
        self.it = with_melded_cards(self.game, list(objs))
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
    from .filters import INSTRUCTION_X, instruction_x  # search2: 'mana value X' (107.3)

    token = INSTRUCTION_X.set(lambda: instruction_x(ctx))
    try:
        run(ctx, effect["node"])
    finally:
        INSTRUCTION_X.reset(token)


# -- abilities whose instructions are followed here -----------------------------------------------

executes_node("SpellAbility", "Activated", "Triggered")


def _activated_check(node: Any) -> str | None:
    if node.is_mana and not isinstance(node.effect, N.AddMana):  # 605: resolved by mana.py, no stack
        return _mana_more_check(node)
    if not node.is_mana and any(isinstance(n, N.AddMana) for n in N.walk(node.effect)):
        # 605.1a: with a target it isn't a mana ability; adding mana as it resolves from the stack
        return "adding mana in an activated ability that isn't a mana ability is not executed"
    return None  # its restrictions: rules/tree_conditions.py (602.5)


checks_node("Activated", _activated_check)


def _mana_more_check(node: Any) -> str | None:
    """605.1a, 605.3b: "{T}: Add {W} or {U}. This land deals 1 damage to you." — a mana ability whose
    other instructions rules/mana.py follows (follow_after_mana) right after adding the mana: an
    AddMana first, then instructions with no target (605.1a) and no other AddMana; not when the cost
    moved the source away (its 'this land' would need last known information)."""
    from ..text.lowering import mana_step, tree_targets

    e = node.effect
    if mana_step(e) is None or not isinstance(e, N.Sequence) or e.joiner not in ("then", "and"):
        return "a mana ability doing more than adding mana is not executed yet"
    if any(isinstance(s, N.AddMana) for s in e.steps[1:]) or tree_targets(e):
        return "a mana ability adding mana twice, or with a target, is not executed"
    if any(isinstance(p, N.CostPart) and p.kind in ("sacrifice", "exile", "bounce") and p.parts and isinstance(p.parts[0], N.SelfRef)
           for p in node.cost.parts):
        return "a mana ability doing more than adding mana after its source left is not executed"
    return None


def follow_after_mana(game: "Game", obj: "GameObject", ability: Any, player: str) -> None:
    """605.3b: the mana ability's instructions after 'Add ...', followed as it resolves (no stack)."""
    from ..state.game import StackItem

    tree = ability.spec.get("tree")
    if tree is None or not isinstance(tree.effect, N.Sequence):
        return
    item = StackItem(id=f"mana-ability-{obj.id}", kind="mana_ability", controller=player, source=obj.id,
                     ability=ability, source_incarnation=obj.incarnation)
    ctx = Context(game, item, obj, {"targets": []})
    for step in tree.effect.steps[1:]:
        run(ctx, step)


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
        if i > 0 and _token_has(steps[i - 1], step):
            continue  # fx2: part of the tokens' definition (tokens.py, 111.4)
        if i > 0 and any(f(steps[i - 1], step) is not None for f in AS_IT_ENTERS):
            continue  # branch trig4: applied as the permanent entered (611.2e)
        if i + 1 < len(steps) and (how := next((v for f in AS_IT_ENTERS
                                                if (v := f(step, steps[i + 1])) is not None), None)) is not None:
            ctx.enters_as = how  # type: ignore[attr-defined]  # branch trig4: read by zone_changes._enter
            try:
                run(ctx, step)
            finally:
                ctx.enters_as = None  # type: ignore[attr-defined]
            continue
        if i + 1 < len(steps) and _token_has(step, steps[i + 1]):
            ctx.token_has = steps[i + 1].abilities  # type: ignore[attr-defined]  # fx2: read by tokens.py
            try:
                run(ctx, step)
            finally:
                ctx.token_has = ()  # type: ignore[attr-defined]
            continue
        run(ctx, step)
        for after in AFTER_STEP:  # branch trig4: 603.8, state triggers between a resolving spell's instructions
            after(ctx.game)
        if node.joiner == "and" and isinstance(step, N.Optional_) and step.player is None and not ctx.did:
            # (branch costs) "You may reveal a creature card from among them and put it into your
            # hand": 'may' governs the verbs it joins with 'and' (608.2d) — declined, none of them is done
            return


#: (branch trig4) Functions (game) called after each instruction of a resolving sequence (603.8: state triggers).
AFTER_STEP: list[Callable[[Any], None]] = []


#: (branch trig4) Functions (step, the step after it) -> what the permanents the step puts onto the battlefield
#: are as they enter, or None: "... put it onto the battlefield. That permanent is an enchantment in addition
#: to its other types." (611.2e: rules/entering_types.py). The second step is then part of the first.
AS_IT_ENTERS: list[Callable[[Any, Any], Any]] = []


def _token_has(step: Any, after: Any) -> bool:
    """fx2: "Create a … token. It has "…"" / "They have "…"": the quoted abilities are part of the
    tokens' definition (111.4; copiable values, 707.2), not an effect granting them later."""
    return type(step).__name__ == "CreateToken" and isinstance(after, N.Grant) and after.duration is None \
        and isinstance(after.what, N.Ref) and after.what.words in ("it", "they") and bool(after.abilities) \
        and all(isinstance(a, (N.Activated, N.Triggered)) for a in after.abilities)


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
        if i > 0 and _token_has(steps[i - 1], step):
            from .tree_conditions import read_in_place
            from .tree_statics import quoted_problem

            from .tokens import named_in_quoted  # branch ashiok: 201.5a

            for a in step.abilities:
                if why := quoted_problem(a):
                    return f"a token's ability: {why}"
                if why := named_in_quoted(a):
                    return why
            read_in_place(step.what)  # fx2: 'it' / 'they': the tokens just created (tokens.py)
            continue
        if isinstance(step, N.Grant) and step.duration is None and isinstance(step.what, N.Ref) \
                and step.what.words == "it" and i > 0 and _copies_only(steps[i - 1]) \
                and all(isinstance(a, N.Keyword) for a in step.abilities):
            # branch meld: "Create a token that's a copy of ... It gains haste." — not a definition of the
            # token (the copy's values are the copied object's, 707.2): an effect giving the token just
            # created the ability, with no duration (611.2a)
            from .tree_conditions import read_in_place

            read_in_place(step.what)
            continue
        if isinstance(step, (N.Grant, N.Pump)) and step.duration is None and isinstance(step.what, N.Ref) \
                and i > 0 and type(steps[i - 1]).__name__ == "CreateToken":
            # 111.4: "Create a … token. It has '…'" defines the token (copiable values, 707.2), not an
            # effect granting it later
            return "a token's 'It has …' is not executed as an effect"
        if isinstance(step, N.Restriction) and step.kind == "cant_be_regenerated" and not (
                _is_no_regen(step) and i > 0 and _no_regeneration(steps, i - 1)):
            return "'can't be regenerated' other than right after the destroy it speaks of is not executed"
    return None


def _copies_only(step: Any) -> bool:
    """A CreateToken creating only tokens that are copies (branch meld)."""
    return type(step).__name__ == "CreateToken" and bool(step.tokens) and all(
        isinstance(t, N.Phrase) and t.kind == "token_copy" for t in step.tokens)


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
        from .player_replacements import gain_life

        gain_life(ctx.game, ctx.player, n)  # 119.10 through its replacements (branch replace)


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

    found = _damage_dealer(ctx, node)
    if found is None:  # 608.2b: 'it' was an illegal target: it deals no damage
        return
    source, incarnation = found
    chars, controller = source_view(ctx.game, source, incarnation)  # 608.2h
    # "deals damage equal to its power": the dealer's (rules/amounts.py reads the source's, or what 'it' refers to)
    ctx.its_is_source = source is ctx.source  # type: ignore[attr-defined]
    try:
        n = amount(ctx, node.amount)
    finally:
        ctx.its_is_source = False  # type: ignore[attr-defined]
    recipients: list[dict[str, str]] = []
    for to in node.to:
        if isinstance(to, N.Ref) and to.words == "that player":
            to = N.Player("that_player")  # a player the trigger names (rules/trigger_verbs.py)
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
    if len(node.to) == 1 and isinstance(node.to[0], N.Target) and recipients and all("object" in r for r in recipients):
        # branch cond3: 'that creature' / 'it' after "deals N damage to target creature" is that target (608.2c)
        ctx.refer([ctx.game.objects[r["object"]] for r in recipients])


def _damage_dealer(ctx: Context, node: N.DealDamage) -> "tuple[GameObject, int | None] | None":
    """The object dealing the damage, and the incarnation whose last known information it uses
    (608.2h): the source itself ('this creature deals', or 'it' meaning the source: an activated
    ability's 'Sacrifice this creature: It deals ...', 'When this creature dies, it deals ...'), or
    the one object a previous instruction referred to ('Target creature you control gets +1/+0 ...
    It deals ...'); None when that object was an illegal target (608.2b)."""
    from ..state.support import Unsupported

    source = ctx.source
    if source is None:
        raise AssertionError("damage with no source")
    if isinstance(node.source, N.SelfRef):
        return source, ctx.source_incarnation
    if isinstance(node.source, N.Target):  # 'Target creature you control deals damage ...' (608.2b: if still legal)
        objs = [ctx.game.objects[t["object"]] for t in ctx.targets_for(node.source) if "object" in t]
        ctx.refer(objs)
        return (objs[0], None) if objs else None
    if ctx.referred:  # 'it' = what the instructions (or the trigger event, 603.7c) last referred to
        if not ctx.it:
            return None
        if len(ctx.it) == 1 and ctx.it[0].id == source.id:
            return source, ctx.source_incarnation
        if len(ctx.it) == 1 and ctx.it[0].zone == "battlefield" \
                and not any(isinstance(to, N.Each) and to.other for to in node.to):
            return ctx.it[0], None
        raise Unsupported(f"damage dealt by {node.source.words!r} ({len(ctx.it)} object(s), or one that left "
                          "the battlefield) is not executed")
    trig = ctx.item.trigger or {}
    if ctx.item.kind == "activated_ability" or (trig and trig.get("object") == source.id):
        return source, ctx.source_incarnation  # no antecedent: the ability's source (or its trigger's object)
    raise Unsupported(f"damage dealt by {node.source.words!r}, which refers to nothing the engine followed")


def _damage_check(node: N.DealDamage) -> str | None:
    src = node.source
    if not isinstance(src, (N.SelfRef, N.Ref, N.Target)) or (
            isinstance(src, N.Ref) and src.words not in ("it", "that creature")) or (
            isinstance(src, N.Target) and (src.count != 1 or src.up_to or is_spell_target(src)
                                           or "any target" in getattr(src.filter, "nouns", ()))):
        return f"damage dealt by {type(node.source).__name__} is not executed"
    if not isinstance(src, N.SelfRef) and any(getattr(to, "other", False) for to in node.to):
        return "damage dealt by another object to 'another'/'each other' is not executed"
    for to in node.to:
        if not isinstance(to, (N.Player, N.Target, N.Each, N.SelfRef, N.Ref)) or is_spell_target(to):
            return f"damage dealt to {type(to).__name__} is not executed"
    return amount_check(node.amount)


checks_node("DealDamage", _damage_check)


def _damage_it_check(node: Any) -> str | None:
    """'Whenever another creature dies, it deals ...': with no antecedent, 'it' is the trigger's
    object, another object that left the battlefield (603.10a) — not the source whose last known
    information _damage_dealer reads; refused. 'When this creature dies, it deals ...' is the source."""
    ev = node.trigger.event
    if not (isinstance(ev, N.Phrase) and ev.kind == "trigger_event" and len(ev.parts) == 2) \
            or isinstance(ev.parts[0], N.SelfRef):
        return None
    verb = ev.parts[1]
    if isinstance(verb, N.Phrase) and verb.kind == "event_verb" and verb.parts[:1] in (("dies",), ("leaves the battlefield",)) \
            and any(isinstance(n, N.DealDamage) and isinstance(n.source, N.Ref) for n in N.walk(node.effect)):
        return "damage dealt by the object that died is not executed"
    return None


checks_node("Triggered", _damage_it_check)


# -- effects on permanents (701) ------------------------------------------------------------------

@instruction(N.Destroy)
def _destroy(ctx: Context, node: N.Destroy) -> None:
    from .damage import destroy

    for obj in _objects(ctx, node.what, "destroy_choice"):  # 701.8; 701.19c: "can't be regenerated" (_sequence)
        destroy(ctx.game, obj, regenerate=not getattr(ctx, "no_regeneration", False))


@instruction(N.Exile)
def _exile(ctx: Context, node: N.Exile) -> None:
    from .entering import move_to_zone

    from .linked_exile import record  # 607.2a, 607.5: cards exiled with the ability's source, by link group
    from .individual_actions import note_exiled  # branch soulfire: 'the exiled cards'

    top = None
    if isinstance(node.what, N.Phrase) and node.what.kind == "top_of_library":  # branches ashiok, soulfire
        from .exile_history import top_cards

        top = top_cards(ctx, node.what)  # "exile the top N cards of your/their library" (406.2)
    for obj in top if top is not None else _objects(ctx, node.what, "exile_choice"):  # 406.2
        move_to_zone(ctx.game, obj, "exile")
        record(ctx, obj)
        note_exiled(ctx, obj)  # branch soulfire: 'the exiled cards'
    if top is not None:
        ctx.refer(top)  # 'that card' / 'them': the cards exiled


@instruction(N.ReturnToHand)
def _return_to_hand(ctx: Context, node: N.ReturnToHand) -> None:
    from .entering import move_to_zone

    for obj in _objects(ctx, node.what, "return_choice"):  # 'return ... to its owner's hand'
        move_to_zone(ctx.game, obj, "hand")


def _objects(ctx: Context, what: Any, kind: str) -> list["GameObject"]:
    """The objects an instruction acts on: a reference's (filters.objects_of), or for a Described
    ('return a green creature you control', 'target opponent exiles a creature they control') the
    permanents chosen as it resolves (chosen_permanents, a ``kind`` choice); 'if you do' is false
    when fewer than it says could be chosen (608.2c)."""
    if not isinstance(what, N.Described):
        return objects_of(ctx, what)
    from .chosen_cards import card_choice, chosen_cards  # fx2: cards chosen from a hand or graveyard

    objs = chosen_cards(ctx, what, kind) if card_choice(what) is not None else chosen_permanents(ctx, what, kind)
    ctx.refer(objs)
    if len(objs) < amount(ctx, what.count):
        ctx.did = False
    return objs


def chosen_permanents(ctx: Context, what: N.Described, kind: str) -> list["GameObject"]:
    """'a creature you control', 'another permanent you control' (no target, 115.10): the player
    following the instruction chooses, as it resolves, that many of the permanents they control of
    that description (a ``kind`` choice of ids, asked of them); all of them when there are no more
    (none when there are none)."""
    from ..state.game import Illegal
    from .filters import matches

    from ..state.support import Unsupported

    game = ctx.game
    flt, whose = _controlled_by(what.filter)
    if whose == "you" and ctx.player != ctx.controller:  # '<another player> <verb>s a creature you control'
        raise Unsupported("another player choosing among the permanents you control is not executed")
    options = [o for o in game.battlefield() if o.controller == ctx.player
               and not (what.quantifier == "another" and o is ctx.source)
               and matches(game, o, flt, ctx.player, ctx.source)]
    n = amount(ctx, what.count)
    if len(options) <= n:
        return options
    chosen = game.choose(kind, ctx.item.source or ctx.item.id, None, player=ctx.player)
    ids = [chosen] if isinstance(chosen, str) else list(chosen or [])
    if len(set(ids)) != n or any(i not in {o.id for o in options} for i in ids):
        raise Illegal(f"{ctx.player} must choose {n} of {', '.join(o.id for o in options)}")
    return [game.obj(i) for i in ids]


def _controlled_by(flt: Any) -> tuple[Any, str | None]:
    """'... you control' / '... they control' (they: the player following the instruction): the filter
    without 'they control' (which the chooser's own permanents satisfy), and whose it says."""
    kinds = [getattr(q, "kind", None) for q in flt.qualifiers]
    if "ctl_they" in kinds:
        return N.Filter(flt.adjectives, flt.nouns, tuple(q for q in flt.qualifiers if getattr(q, "kind", None) != "ctl_they"),
                        flt.alternatives), "they"
    return flt, "you" if "ctl_you" in kinds else None


def described_permanents_check(what: Any) -> str | None:
    """Why a Described isn't read as permanents the player controls ('a creature you control', 'a
    creature they control')."""
    from .filters import unreadable

    if not isinstance(what.count, int) or isinstance(what.count, bool) or what.count < 1 \
            or what.quantifier not in ("a", "an", "another"):
        return "this choice of permanents is not executed"
    flt = what.filter
    if not isinstance(flt, N.Filter) or _controlled_by(flt)[1] is None \
            or set(flt.nouns) & {"card", "cards", "spell", "spells"}:
        return "a choice of anything but permanents you control is not executed"
    return unreadable(_controlled_by(flt)[0])


@instruction(N.Tap)
def _tap(ctx: Context, node: N.Tap) -> None:
    for obj in _objects(ctx, node.what, "tap_choice"):  # 701.26a
        ctx.game.tap(obj)


@instruction(N.Untap)
def _untap(ctx: Context, node: N.Untap) -> None:
    for obj in _objects(ctx, node.what, "untap_choice"):  # 701.26b
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
    if isinstance(what, N.Attached) and N.Attached in REFERENCES:  # its shape: rules/misc_actions.py
        return None
    if isinstance(node, N.Exile) and isinstance(what, N.Phrase) and what.kind == "top_of_library":  # branch ashiok
        from .exile_history import top_check

        return top_check(what)
    return f"{type(node).__name__} of {type(what).__name__} is not executed"


def _described_check(node: Any) -> str | None:
    from .chosen_cards import card_choice, problem

    if type(node).__name__ in ("Exile", "ReturnToHand") and card_choice(node.what) is not None:
        return problem(node.what)  # fx2: cards chosen from a hand or graveyard (rules/chosen_cards.py)
    return described_permanents_check(node.what)


for _cls in ("Destroy", "Exile", "ReturnToHand", "Tap", "Untap"):
    checks_node(_cls, lambda n: _described_check(n) if isinstance(n.what, N.Described) else _permanents_only(n))
executes_node("Filter.qual:ctl_they", "Phrase:ctl_they")  # read by _controlled_by for the chosen permanents (checked there)


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

    if node.also:  # "for each <permanent>": counted once, as the effect begins (608.2h), for each object
        ts = game.next_timestamp()
        for o in objs:
            n = _each_count(ctx, node.also[0].parts[0], o)
            game.effects.append(ContinuousEffect("7c", ts, {(o.id, o.incarnation)},
                                                 lambda ch, x, dp=dp * n, dt=dt * n: pump(ch, x, dp, dt),
                                                 duration=_lasts(node), source=ctx.item.id,
                                                 description=f"{dp * n:+d}/{dt * n:+d}"))
        return
    game.effects.append(ContinuousEffect("7c", game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, pump,
                                         duration=_lasts(node), source=ctx.item.id,
                                         description=f"{dp:+d}/{dt:+d}"))


def _each_count(ctx: Context, flt: Any, obj: Any) -> int:
    """The permanents a 'for each <filter>' counts; 'other' is other than the object that gets the
    bonus ("it gets +1/+0 for each other attacking creature")."""
    from .filters import matches

    other = "other" in flt.adjectives
    if other:
        flt = N.Filter(tuple(a for a in flt.adjectives if a != "other"), flt.nouns, flt.qualifiers, flt.alternatives)
    return sum(1 for p in ctx.game.battlefield() if not (other and p is obj)
               and matches(ctx.game, p, flt, ctx.controller, ctx.source))


def _lasts(node: Any) -> str:
    """How long a P/T change or a grant from a resolving spell or ability lasts: its duration, or,
    with none stated, indefinitely (611.2a: "This effect lasts indefinitely.")."""
    return DURATIONS[node.duration.kind] if node.duration is not None else "permanent"


def _until_eot_first(node: Any) -> bool:
    """"Until end of turn, <object> gets …" (tree_actions.until_eot_pre gives it the duration)."""
    from .tree_conditions import _IN_PLACE

    return node.duration is None and _IN_PLACE.get(id(node)) is node


def _pump_check(node: N.Pump) -> str | None:
    if _pt(node.pt) is None and not _pt_ok(node.pt):
        return f"the change {node.pt!r} is not executed"
    if _until_eot_first(node) or node.duration is None:  # 611.2a: none stated, indefinitely
        pass
    elif not isinstance(node.duration, N.Duration) or node.duration.kind not in DURATIONS:
        return "a P/T change without an until-end-of-turn duration is not executed here"
    if node.also and not (len(node.also) == 1 and isinstance(node.also[0], N.Phrase) and node.also[0].kind == "pump_each"
                          and len(node.also[0].parts) == 1 and isinstance(node.also[0].parts[0], N.Filter)):
        return "a P/T change that also grants abilities is not executed yet"
    if node.also:
        from .filters import unreadable

        if why := unreadable(node.also[0].parts[0]):
            return why
    return _permanents_only(node)


checks_node("Pump", _pump_check)
executes_node("Phrase:pump_each")  # only ever a Pump's "for each" (text/parse._apply), read by _pump


@instruction(N.Grant)
def _grant(ctx: Context, node: N.Grant) -> None:
    """613.1f (layer 6): 'gains flying until end of turn', locked to the objects it affects (611.2c)."""
    from ..text.oracle import keyword_ability

    game = ctx.game
    objs = objects_of(ctx, node.what)
    if not objs:
        return
    from .tree_statics import granted_ability

    granted = [keyword_ability(k.name) if isinstance(k, N.Keyword) else granted_ability(ctx.effect, k)
               for k in node.abilities]

    def add(ch: Any, o: Any, granted: list = granted) -> None:
        ch.abilities = ch.abilities + granted

    game.effects.append(ContinuousEffect("6", game.next_timestamp(), {(o.id, o.incarnation) for o in objs}, add,
                                         duration=_lasts(node), source=ctx.item.id,
                                         description="gains " + ", ".join(a.text for a in granted)))


def _grant_check(node: N.Grant) -> str | None:
    if _until_eot_first(node) or node.duration is None:  # 611.2a: none stated, indefinitely
        pass
    elif not isinstance(node.duration, N.Duration) or node.duration.kind not in DURATIONS:
        return "granting abilities without an until-end-of-turn duration is not executed here"
    from .tree_statics import quoted_problem

    for k in node.abilities:
        if isinstance(k, (N.Activated, N.Triggered)):  # 613.1f: quoted rules text
            if why := quoted_problem(k):
                return why
        elif why := keyword_problem(k):
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

#: actions whose "you may" is a permission the player uses later, not a choice made as it resolves
#: (branch sticker16: "You may play that card for as long as it remains exiled.")
PERMISSION_ACTIONS = {"play_card", "cast_card"}


@instruction(N.Optional_)
def _optional(ctx: Context, node: N.Optional_) -> None:
    """608.2d: 'you may': the player chooses as the instruction is followed (a "may" choice
    recorded for the source); "if you do" reads whether they did."""
    asker = ctx.item.source or ctx.item.id
    if node.player is None and isinstance(node.effect, N.Action) and node.effect.kind in PERMISSION_ACTIONS:
        run(ctx, node.effect)  # branch sticker16: "you may play that card ...": a permission, used later (601.2a)
        return
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
