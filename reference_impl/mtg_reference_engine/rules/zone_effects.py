"""One-shot effects that move cards between a player's library, hand and graveyard, and
sacrifices, read from the grammar's typed tree (rules/instructions.py dispatches): scry (701.22),
surveil (701.25), mill (701.17), discard (701.9), search (701.23) with its "put it into your
hand / onto the battlefield [tapped], then shuffle" parts (701.24), and sacrifice (701.21).

Each decision is made by the player the rules name (the player following the instruction, an
Actor's: "each opponent sacrifices a creature" — each opponent chooses), recorded in the fixture as
a choice for the resolving spell or ability (its source permanent for an ability) with that
player: ``scry`` ``{"top": [ids], "bottom": [ids]}`` (each list top first), ``surveil``
``{"top": [ids], "graveyard": [ids]}``, ``discard`` (ids), ``sacrifice`` (ids), ``search`` (an
id, or null to find nothing where 701.23b allows it). A question with a single possible answer is
not asked.
"""

from __future__ import annotations

import random
from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import adjective, amount, amount_check, matches, unreadable
from .instructions import Context, action, instruction

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _asker(ctx: Context) -> str:
    return ctx.item.source or ctx.item.id


def library(game: "Game", player: str) -> list["GameObject"]:
    """The player's library, top card first (a higher position is nearer the top)."""
    return sorted((o for o in game.objects.values() if o.zone == "library" and o.owner == player),
                  key=lambda o: -o.position)


def hand(game: "Game", player: str) -> list["GameObject"]:
    return [o for o in game.objects.values() if o.zone == "hand" and o.owner == player]


def _ids(value: Any) -> list[str]:
    if value is None:
        return []
    return [value] if isinstance(value, str) else list(value)


def _put_on_top(game: "Game", cards: list["GameObject"]) -> None:
    """The cards on top of their library, the first one on top."""
    for card in reversed(cards):
        card.position = game.next_position()


def _put_on_bottom(game: "Game", player: str, cards: list["GameObject"]) -> None:
    """The cards on the bottom of their owner's library, the last one at the very bottom."""
    for card in cards:
        card.position = min(o.position for o in library(game, player)) - 1


def _split(ctx: Context, kind: str, looked: list["GameObject"], other: str) -> tuple[list, list]:
    """The player's choice of where each card looked at goes: ``{"top": [...], other: [...]}``, a
    partition of the cards (top first in each list)."""
    value = ctx.game.choose(kind, _asker(ctx), None, player=ctx.player)
    if not isinstance(value, dict) or set(value) - {"top", other}:
        raise Illegal(f'the {kind!r} choice is {{"top": [ids], "{other}": [ids]}}, not {value!r}')
    top, rest = _ids(value.get("top")), _ids(value.get(other))
    ids = [o.id for o in looked]
    if sorted(top + rest) != sorted(ids):
        raise Illegal(f"the {kind} choice must place each card looked at exactly once: {', '.join(ids)}")
    return [ctx.game.obj(i) for i in top], [ctx.game.obj(i) for i in rest]


# -- scry, surveil, mill (701.22, 701.25, 701.17) --------------------------------------------------

@instruction(N.Scry)
def _scry(ctx: Context, node: N.Scry) -> None:
    """701.22a: look at the top N, put any number on the bottom in any order, the rest on top in any
    order; 701.22b: scry 0 is no scry event."""
    looked = library(ctx.game, ctx.player)[:amount(ctx, node.amount)]
    if not looked:
        return
    top, bottom = _split(ctx, "scry", looked, "bottom")
    _put_on_top(ctx.game, top)
    _put_on_bottom(ctx.game, ctx.player, bottom)
    ctx.game.events.append({"type": "scry", "player": ctx.player})


@instruction(N.Surveil)
def _surveil(ctx: Context, node: N.Surveil) -> None:
    """701.25a: look at the top N, put any number into the graveyard, the rest on top in any order."""
    from .entering import move_to_zone

    looked = library(ctx.game, ctx.player)[:amount(ctx, node.amount)]
    if not looked:
        return
    top, graveyard = _split(ctx, "surveil", looked, "graveyard")
    _put_on_top(ctx.game, top)
    for card in graveyard:
        move_to_zone(ctx.game, card, "graveyard")
    ctx.game.events.append({"type": "surveil", "player": ctx.player})


@instruction(N.Mill)
def _mill(ctx: Context, node: N.Mill) -> None:
    """701.17a-b: the top N cards into the graveyard, as many as there are."""
    from .entering import move_to_zone

    from .entering import simultaneously

    milled = library(ctx.game, ctx.player)[:amount(ctx, node.amount)]
    with simultaneously(ctx.game):  # 701.17a: the cards are put into the graveyard at once (603.2c; trig3)
        for card in milled:
            move_to_zone(ctx.game, card, "graveyard")
    ctx.refer(milled)  # 701.17c: "the milled cards"


for _cls in ("Scry", "Surveil", "Mill"):
    checks_node(_cls, lambda n: amount_check(n.amount))


# -- discard (701.9) -------------------------------------------------------------------------------

def _cards_post(q: Any) -> bool:
    return isinstance(q, N.Phrase) and q.kind == "cards_post"  # 'two basic land cards'


def _card_filter(flt: Any) -> Any:
    """A filter of cards ('a creature card', 'basic land cards') without its word 'card(s)', for
    filters.matches (which reads the other words of cards in any zone)."""
    return N.Filter(flt.adjectives, tuple(n for n in flt.nouns if n not in ("card", "cards")),
                    tuple(q for q in flt.qualifiers if not _cards_post(q)),
                    tuple(_card_filter(a) if isinstance(a, N.Filter) else a for a in flt.alternatives))


def _of_cards(flt: Any) -> bool:
    """'a creature card', 'two basic land cards', 'a Plains, Island, Swamp, or Mountain card' (the
    word 'card' after the last alternative describes them all)."""
    return isinstance(flt, N.Filter) and bool(set(flt.nouns) & {"card", "cards"} or any(map(_cards_post, flt.qualifiers))
                                              or flt.alternatives and _of_cards(flt.alternatives[-1]))


def _card_filter_check(flt: Any) -> str | None:
    if not _of_cards(flt):
        return "a description that isn't of cards is not executed here"
    return unreadable(_card_filter(flt))


# read by _card_filter only; the object matcher doesn't read it (filters.unreadable refuses it elsewhere)
executes_node("Filter.qual:cards_post", "Phrase:cards_post")


@instruction(N.Discard)
def _discard(ctx: Context, node: N.Discard) -> None:
    """701.9a-b: the discarding player chooses the cards, unless the discard is at random."""
    from .entering import move_to_zone

    game = ctx.game
    cards = hand(game, ctx.player)
    what = node.what
    if isinstance(what, N.Ref) and what.words == "that card":  # the card chosen from their hand (zone_changes.py)
        chosen = [c for c in ctx.it if c in cards]
    elif isinstance(what, N.Ref):  # "discards their hand": every card, no choice
        chosen = cards
    else:
        n = amount(ctx, what if not isinstance(what, N.Described) else what.count)
        if isinstance(what, N.Described):
            flt = _card_filter(what.filter)
            cards = [c for c in cards if matches(game, c, flt, ctx.controller, ctx.source)]
        if len(cards) <= n:
            chosen = cards
        elif node.random:  # 701.9b: random, reproducibly (no fixture can rely on which)
            chosen = random.Random(f"{ctx.player}:{game._position}").sample(sorted(cards, key=lambda c: c.id), n)
        else:
            ids = _ids(game.choose("discard", _asker(ctx), None, player=ctx.player))
            if len(set(ids)) != n or any(i not in {c.id for c in cards} for i in ids):
                raise Illegal(f"{ctx.player} must discard {n} of {', '.join(c.id for c in cards)} (701.9a)")
            chosen = [game.obj(i) for i in ids]
    for card in chosen:
        move_to_zone(game, card, "graveyard")
        game.events.append({"type": "discarded", "object": card.id, "player": ctx.player})
    ctx.refer(chosen)
    if not isinstance(what, N.Ref) and len(chosen) < n:  # fx3: fewer cards than it says: not done (608.2d, 603.12)
        ctx.did = False


def _discard_check(node: N.Discard) -> str | None:
    what = node.what
    if isinstance(what, N.Ref):
        return None if what.words in ("hand", "that card") else f"discarding {what.words!r} is not executed"
    if isinstance(what, N.Described):
        if not isinstance(what.count, int) or what.quantifier not in ("a", "an", "two", "three", ""):
            return f"discarding {what.quantifier} {what.count!r} cards is not executed"
        return _card_filter_check(what.filter)
    return amount_check(what)


checks_node("Discard", _discard_check)


# -- sacrifice (701.21) ----------------------------------------------------------------------------

def _sacrifice_filter(flt: Any) -> Any:
    """'a creature of their choice': the choice is the sacrificing player's anyway (701.21a)."""
    return N.Filter(flt.adjectives, flt.nouns, tuple(q for q in flt.qualifiers
                                                    if getattr(q, "kind", None) != "of_choice"), flt.alternatives)


@instruction(N.Sacrifice)
def _sacrifice(ctx: Context, node: N.Sacrifice) -> None:
    """701.21a: the player sacrifices permanents they control: they choose which of those the
    description allows; with none, nothing happens."""
    from .entering import move_to_zone
    from .filters import objects_of

    game = ctx.game
    what = node.what
    if isinstance(what, N.Described):
        flt = _sacrifice_filter(what.filter)
        options = [o for o in game.battlefield() if o.controller == ctx.player
                   and not (what.quantifier == "another" and o is ctx.source)
                   and matches(game, o, flt, ctx.player, ctx.source)]
        n = amount(ctx, what.count)
        if len(options) <= n:
            chosen = options
        else:
            ids = _ids(game.choose("sacrifice", _asker(ctx), None, player=ctx.player))
            if len(set(ids)) != n or any(i not in {o.id for o in options} for i in ids):
                raise Illegal(f"{ctx.player} must sacrifice {n} of {', '.join(o.id for o in options)} (701.21a)")
            chosen = [game.obj(i) for i in ids]
    else:  # "sacrifice this creature" / "sacrifice it": only if the player controls it (701.21a)
        chosen = [o for o in objects_of(ctx, what) if o.controller == ctx.player]
    from .entering import simultaneously

    with simultaneously(game):  # 701.21a: the permanents a player sacrifices are sacrificed at once
        for obj in chosen:
            move_to_zone(game, obj, "graveyard")
            game.events.append({"type": "sacrificed", "object": obj.id})
    ctx.refer(chosen)
    # 608.2d, 603.12: nothing sacrificed: "if you do" / "when you do" is false (fx); something
    # sacrificed, even by a mandatory instruction: true ("Sacrifice this artifact. When you do, ...": trig2)
    ctx.did = bool(chosen)


def _sacrifice_check(node: N.Sacrifice) -> str | None:
    what = node.what
    if isinstance(what, (N.SelfRef, N.Ref)):
        return None
    if not isinstance(what, N.Described) or not isinstance(what.count, int) \
            or what.quantifier not in ("a", "an", "another", "two", "three"):
        return "this sacrifice is not executed"
    flt = what.filter
    if not isinstance(flt, N.Filter) or not (flt.nouns or flt.alternatives):
        return "a sacrifice without a permanent type is not executed"
    if set(flt.nouns) & {"card", "cards", "spell", "spells", "any target"}:
        return "a sacrifice of something that isn't a permanent is not executed"
    return unreadable(_sacrifice_filter(flt))


checks_node("Sacrifice", _sacrifice_check)


# -- search (701.23) -------------------------------------------------------------------------------

#: What may follow "search your library for <a card>": the destination of the card found, and the
#: shuffle (701.24). Read from the grammar's words after the search; any other wording is refused.
SEARCH_THENS = {
    ", put it into your hand , then shuffle": ("hand", False),
    ", reveal it , put it into your hand , then shuffle": ("hand", False),
    ", reveal that card , put it into your hand , then shuffle": ("hand", False),
    ", put them into your hand , then shuffle": ("hand", False),
    ", reveal them , put them into your hand , then shuffle": ("hand", False),
    ", put them onto the battlefield , then shuffle": ("battlefield", False),
    ", put them onto the battlefield tapped , then shuffle": ("battlefield", True),
    ", put it onto the battlefield , then shuffle": ("battlefield", False),
    ", put it onto the battlefield tapped , then shuffle": ("battlefield", True),
    ", put that card onto the battlefield , then shuffle": ("battlefield", False),
    ", put that card onto the battlefield tapped , then shuffle": ("battlefield", True),
    ", put that card into your hand , then shuffle": ("hand", False),
    ", put that card into your graveyard , then shuffle": ("graveyard", False),
    ", put it into your graveyard , then shuffle": ("graveyard", False),
    ", put them into your graveyard , then shuffle": ("graveyard", False),
    # 701.24a then 401: shuffled first, then the card found goes on top
    ", then shuffle and put that card on top": ("top", False),
    ", reveal it , then shuffle and put that card on top": ("top", False),
    ", then shuffle and put it on top": ("top", False),  # search2
    ", reveal it , then shuffle and put it on top": ("top", False),  # search2
    # branch names: Kodama's Reach, Cultivate — of the two cards found, one onto the battlefield tapped, the
    # other into the hand (the ``search`` choice {"battlefield": id, "hand": id})
    ", reveal those cards , put one onto the battlefield tapped and the other into your hand , then shuffle":
        ("split", True),
}


def _words(node: Any) -> list[str]:
    if isinstance(node, str):
        return [node]
    if isinstance(node, N.Phrase):
        return [w for p in node.parts for w in _words(p)]
    if isinstance(node, (tuple, list)):
        return [w for p in node for w in _words(p)]
    return [f"<{type(node).__name__}>"]


def _norm(node: N.SearchLibrary) -> str:
    text = " ".join(" ".join(_words(node.then)).replace(",", " , ").split())
    return ", " + text[2:] if text.startswith(", ") else text


@instruction(N.SearchLibrary)
def _search(ctx: Context, node: N.SearchLibrary) -> None:
    """701.23a-b: the player finds cards of the description in their library — as many as it says,
    or fewer (none) for a stated quality or "up to"; 701.23d: for just "a card" they must find one
    if there is one. Then they go where the text says and the library is shuffled (701.24a). The
    ``search`` choice: the id found (or a list of ids for "up to N"), null for none."""
    from .entering import enter_battlefield, move_to_zone
    from .rules_effects import shuffle_library

    game = ctx.game
    and_or = node.library == AND_OR  # search2
    zone, tapped = (AND_OR_THENS if and_or else SEARCH_THENS)[_norm(node)]
    d, alts = _search_what(node.what)  # search2: 'a basic land card or a Desert card'
    flts = [_card_filter(a.filter) for a in alts]
    where = ["library"]
    if and_or:  # search2: 701.23a — the player chooses the zones they search
        where = {"library": ["library"], "graveyard": ["graveyard"], "both": ["library", "graveyard"]}.get(
            game.choose("search_zones", _asker(ctx), ["library", "graveyard", "both"], player=ctx.player), [])
        ctx.searched_library = "library" in where  # type: ignore[attr-defined]  # 'if you search your library this way'
    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, ctx.player, ctx.player) if "library" in where else None
    pool = ([c for c in library(game, ctx.player) if portion is None or c.id in portion]
            if "library" in where else []) + (
        [o for o in game.objects.values() if o.zone == "graveyard" and o.owner == ctx.player] if "graveyard" in where else [])
    options = [c.id for c in pool if any(matches(game, c, f, ctx.controller, ctx.source) for f in flts)]
    in_yard = [i for i in options if game.obj(i).zone == "graveyard"]
    quality = any(f.adjectives or f.nouns or f.qualifiers or f.alternatives for f in flts)
    most = len(options) if d.count == "any" else d.count  # search2: 'any number of'
    least = 0 if quality or d.quantifier == "up to" else min(most, len(options))
    if in_yard:  # 701.23b: only a hidden zone lets the player fail to find a card of a stated quality
        least = max(least, 1)
    found: list[str] = []
    if options:
        value = game.choose("search", _asker(ctx), None, allow_none=least == 0, player=ctx.player)
        if zone == "split":  # branch names: which card goes where
            value = _split_found(value)
        found = _ids(value)
        if len(set(found)) != len(found) or not least <= len(found) <= most or any(i not in options for i in found):
            raise Illegal(f"the search finds {least} to {most} of {', '.join(options)}, not {value!r} (701.23)")
    cards = [game.obj(i) for i in found]
    if zone == "split":  # branch names: "put one onto the battlefield tapped and the other into your hand"
        if len(cards) == 1:
            raise Unsupported("where the one card found goes ('put one onto the battlefield tapped and the other "
                              "into your hand') is not decided by this engine")
        if cards:
            enter_battlefield(game, cards[0], ctx.player, cause=f"effect:{ctx.item.id}")
            cards[0].tapped = True
            move_to_zone(game, cards[1], "hand")
        ctx.refer(cards)
        shuffle_library(game, ctx.player)
        return
    if zone == "top":  # "then shuffle and put that card on top": the card stays out of the shuffle
        shuffle_library(game, ctx.player)
        for card in cards:
            card.position = game.next_position()
        ctx.refer(cards)
        return
    for card in cards:
        if zone == "battlefield":
            enter_battlefield(game, card, ctx.player, cause=f"effect:{ctx.item.id}")
            card.tapped = tapped  # "onto the battlefield tapped"
        else:
            move_to_zone(game, card, zone)
    ctx.refer(cards)
    if not and_or:  # search2: 'and/or graveyard' shuffles by its own sentence (shuffle_if_searched)
        shuffle_library(game, ctx.player)


def _split_found(value: Any) -> Any:
    """branch names: the ``search`` choice of a search whose cards go to two zones: {"battlefield": id,
    "hand": id} (701.23), as the list [battlefield card, hand card]; a bare id or list can't say which."""
    if value is None or value == []:
        return value
    if isinstance(value, str) or (isinstance(value, list) and len(value) == 1):
        return value  # one card found: refused below
    if not (isinstance(value, dict) and set(value) == {"battlefield", "hand"}
            and all(isinstance(v, str) for v in value.values())):
        raise Illegal(f'the search must say which card goes onto the battlefield and which into the hand '
                      f'({{"battlefield": id, "hand": id}}), not {value!r} (701.23)')
    return [value["battlefield"], value["hand"]]


def _search_check(node: N.SearchLibrary) -> str | None:
    # branch replace: 'their' library is the library of the player following the instruction (an
    # Optional_ or Actor of "each player may search their library ...", ctx.player)
    if node.library not in ("your", AND_OR, "their"):
        return f"searching {node.library!r} library is not executed"
    d, alts = _search_what(node.what)
    if d is None or not (isinstance(d.count, int) and d.count >= 1 and d.quantifier in ("a", "an", "up to")
                         or d.count == "any" and d.quantifier == "any number of"):
        # search2: N cards (701.23d), 'up to N', 'any number of' (701.23b), one card of two descriptions
        return "a search for other than N, up to N or any number of cards is not executed"
    if isinstance(node.what, N.Phrase):
        from .tree_conditions import read_in_place

        read_in_place(node.what)
    then = _norm(node)
    thens = AND_OR_THENS if node.library == AND_OR else SEARCH_THENS
    if thens.get(then, (None,))[0] == "split":  # branch names: exactly "up to two" cards, one and the other
        if d.count != 2:
            return f"a search followed by {then!r} for other than two cards is not executed"
    elif then not in thens or ((" them " in then) != (d.count == "any" or d.count > 1)):
        return f"a search followed by {then!r} is not executed"
    for a in alts:
        if (why := _card_filter_check(a.filter)) is not None:
            return why
    return None


def _search_what(what: Any) -> tuple[Any, list[Any]]:
    """The description searched for and its alternatives: 'a basic land card or a Desert card' is
    one card that fits either (search2)."""
    if isinstance(what, N.Described):
        return what, [what]
    if isinstance(what, N.Phrase) and what.kind == "obj_or" and all(
            isinstance(p, N.Described) and p.count == 1 and p.quantifier in ("a", "an") for p in what.parts):
        return what.parts[0], list(what.parts)
    return None, []


checks_node("SearchLibrary", _search_check)
executes_node("Phrase:search_then", "Phrase:search_dest_clause", "Phrase:search_dest")  # read by _norm, checked above
executes_node("Filter.qual:of_choice", "Phrase:of_choice")  # "a creature of their choice": read (and dropped) by _sacrifice_filter only;
# the object matcher doesn't read it (filters.unreadable), so every other reader refuses it


@adjective("basic")
def _basic(game: "Game", o: Any, you: str, source: Any) -> bool:
    return "basic" in o.chars.supertypes  # 205.4a, 205.4c


# -- a subject the grammar doesn't carry -----------------------------------------------------------

def _subject_check(node: N.Sequence) -> str | None:
    """"Target player mills three cards, then draws a card": the grammar reads the 3rd-person verb
    after the comma as an imperative (you draw). Until it carries the subject over, a bare
    instruction right after another player's is refused rather than followed by the wrong player."""
    for before, after in zip(node.steps, node.steps[1:]):
        if isinstance(before, N.Actor) and not (isinstance(before.player, N.Player) and before.player.who == "you") \
                and not isinstance(after, (N.Actor, N.Conditional, N.Optional_)) \
                and not isinstance(getattr(after, "what", None) or getattr(after, "on", None), (N.Target, N.Each, N.SelfRef)) \
                and not isinstance(after, (N.DealDamage, N.Pump, N.Grant)):
            return "an instruction after another player's may be theirs ('..., then draws a card'): not executed"
    return None


checks_node("Sequence", _subject_check)


# -- countering (701.6) ----------------------------------------------------------------------------

@instruction(N.CounterSpell)
def _counter(ctx: Context, node: N.CounterSpell, to: str = "graveyard") -> None:
    """701.6a: a countered spell is removed from the stack and put into its owner's graveyard (a
    copy ceases to exist, 707.10a). "Unless its controller pays {N}" (118.12): that player chooses,
    as this resolves, whether to pay — an ``unless_pay`` choice recorded for this spell or ability
    with that player: the mana paid from their pool ("{G}{G}"), or null not to pay."""
    from .copy_spells import stack_item
    from .entering import move_to_zone
    from .mana import pay_mana
    from .turn_effects import cant_be_countered

    game = ctx.game
    for t in ctx.targets_for(node.what):  # 608.2b: only a target still legal
        item = stack_item(game, t.get("object"))
        if item is None:
            continue
        ctx.refer([game.obj(item.id)])  # "its controller": the countered spell's (608.2h)
        if node.unless_pays is not None:
            cost = "".join(node.unless_pays.symbols).upper()
            if "{X}" in cost:
                cost = cost.replace("{X}", "{%d}" % amount(ctx, "X"))  # 107.3: X of this spell, or as defined ("where X is")
            paid = game.choose("unless_pay", _asker(ctx), None, allow_none=True, player=item.controller)
            if paid is not None:
                pay_mana(game, item.controller, cost, None, paid)  # 118.12: their mana, as they choose
                continue
        if cant_be_countered(game, item):
            continue  # 101.2: "can't be countered" wins; the spell stays on the stack
        game.stack.remove(item)
        if item.kind == "spell" and to == "graveyard":
            move_to_zone(game, game.obj(item.id), "graveyard")
        elif item.kind == "spell":  # branch grams: "... instead of into that player's graveyard" (614.1a)
            obj = game.obj(item.id)
            move_to_zone(game, obj, "library" if to.startswith("library") else to)  # 400.3: its owner's
            if to == "library_bottom" and obj.zone == "library":
                _put_on_bottom(game, obj.owner, [obj])


def _counter_check(node: N.CounterSpell) -> str | None:
    from .filters import is_spell_target

    if not is_spell_target(node.what) or node.what.count != 1:
        return "countering anything but one target spell is not executed"
    u = node.unless_pays
    if u is not None and not (isinstance(u, N.ManaCost) and all(
            s.strip("{}").isdigit() or s.upper() == "{X}" for s in u.symbols)):
        return f"countering unless its controller pays {u!r} is not executed"
    return None


checks_node("CounterSpell", _counter_check)


# -- regeneration (701.19) -------------------------------------------------------------------------

@action("regenerate")
def _regenerate(ctx: Context, node: N.Action) -> None:
    """701.19a-b: "Regenerate [permanent]" creates a replacement effect, a shield: the next time
    it would be destroyed this turn, instead tap it, remove all damage from it and remove it from
    combat (applied by damage.destroy, 701.19c); shields end in the cleanup step (514.2)."""
    from .damage import regeneration
    from .filters import objects_of

    for obj in objects_of(ctx, node.parts[0]):
        regeneration(ctx.game).add((obj.id, obj.incarnation))


def _regenerate_check(node: N.Action) -> str | None:
    from .filters import each_players, is_spell_target

    what = node.parts[0] if len(node.parts) == 1 else None
    if not isinstance(what, (N.SelfRef, N.Target, N.Ref, N.Each)) or is_spell_target(what) \
            or (isinstance(what, N.Each) and each_players(what) is not None):
        return "regenerating this is not executed"
    return None


checks_node("Action:regenerate", _regenerate_check)


# -- search2: 'your library and/or graveyard' (701.23a), 'mana value X' in a search (107.3) ----------

AND_OR = "your library and/or graveyard"
#: "..., reveal it, and put it into your hand. If you search your library this way, shuffle." — the
#: shuffle is its own instruction (Action shuffle_if_searched below)
AND_OR_THENS = {
    ", reveal it , and put it into your hand": ("hand", False),
    ", reveal it , put it into your hand": ("hand", False),
    ", put it into your hand": ("hand", False),
}


@action("shuffle_if_searched")
def _shuffle_if_searched(ctx: Context, node: N.Action) -> None:
    """"If you search your library this way, shuffle" (701.24a): after a search of 'your library
    and/or graveyard' that included the library. A search that didn't happen ('you may') searched
    nothing."""
    from .rules_effects import shuffle_library

    if getattr(ctx, "searched_library", False):
        shuffle_library(ctx.game, ctx.player)


def _x_quality(flt: Any) -> bool:
    from ..text.nodes import walk

    return any(isinstance(p, N.Phrase) and p.kind == "qual" and "mana value X" in " ".join(map(str, p.parts))
               for p in walk(flt))


def _x_root_check(root: Any) -> str | None:
    """'mana value X' is read while the line's instructions resolve (filters.INSTRUCTION_X): not in a
    target (chosen as the spell is cast, 601.2c), a cost or a static ability; and only where the line
    has an X: a 'where X is', a spell's X (refused as it resolves if it has none), an activated
    ability with {X} in its cost. A triggered ability has no X of its own."""
    from ..text.nodes import walk

    searches = [n for n in walk(root) if isinstance(n, N.SearchLibrary)]
    if any(isinstance(n, N.Action) and n.kind == "shuffle_if_searched" for n in walk(root)) \
            and not any(n.library == AND_OR for n in searches):
        return "'if you search your library this way' after no 'library and/or graveyard' search is not executed"
    quals = [n for n in walk(root) if isinstance(n, N.Phrase) and n.kind == "qual"
             and "mana value X" in " ".join(map(str, n.parts))]
    if not quals:
        return None
    if isinstance(root, N.Static):
        return "'mana value X' in a static ability is not executed"
    effect = getattr(root, "effect", None)
    in_target = {id(p) for n in walk(root) if isinstance(n, N.Target) for p in walk(n)}
    outside = {id(p) for n in walk(root) if isinstance(n, (N.CostPart, N.Cost)) for p in walk(n)}
    inside = {id(p) for p in walk(effect)} - outside
    for q in quals:
        if id(q) not in inside:
            return f"the quality {' '.join(map(str, q.parts))!r} in a cost is not executed"
        if id(q) in in_target and not isinstance(root, (N.SpellAbility, N.Activated)):
            # a spell's or an activated ability's X is chosen before its targets (601.2b-c)
            return f"the quality {' '.join(map(str, q.parts))!r} in a target is not executed here"
    defined = {id(p) for a in walk(root) if isinstance(a, N.Action) and a.kind == "where_x" for p in walk(a.parts[0])}
    if any(id(q) in defined and id(q) in in_target for q in quals):
        return "'mana value X' in a target where 'where X is' defines X is not executed"
    if all(id(q) in defined for q in quals):
        return None  # every one inside the instruction its 'where X is' defines X for
    if defined:
        return "'mana value X' outside the instruction 'where X is' defines X for is not executed"
    if isinstance(root, N.Activated) and "{X}" in str(root.cost):
        return None
    if isinstance(root, N.SpellAbility):
        return None  # the spell's X (refused as it resolves if it has none)
    return "'mana value X' with no X of its own is not executed"


for _root in ("SpellAbility", "Activated", "Triggered", "Mode", "Loyalty", "Static"):
    checks_node(_root, _x_root_check)
