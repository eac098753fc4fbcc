"""Name stickers (123; branch misc16): "you may put a name sticker on it", "... on a nonland permanent you own".

- 123.2c, 123.3: a player has access only to the name stickers of their chosen sticker sheets (the
  setup's ``name_stickers`` of each player: the words); putting one on an object, they choose one that
  is not currently on any object they own; 123.3b: not on an object they don't own (that part does
  nothing).
- 123.6, 123.6b: a name sticker adds its word to the object's name, at the position its controller
  chooses as it is placed: at the beginning, or after any number of the words currently in its name
  (choice ``sticker_position``: how many words come before it); an object with no name is named the word.
- 123.6a: a word is a series of non-space characters; a blank ("_____") is no word. An object whose name
  has a blank is refused (where the word goes relative to a blank isn't implemented).
- 123.6c: the name is its copiable values' name, then each name sticker's effect and each other
  text-changing effect in timestamp order (layer 3, 613.1c); each sticker stays after as many words as
  were before it when it was placed, or at the end of a shorter name.
- 123.5: stickers aren't retained in a hidden zone (hand, library); they are as the object moves to a
  public zone, with their positions and timestamps (an exception to 400.7).

Not implemented: ability, power/toughness and art stickers (123.7-123.9), ticket costs (123.3c), the
number of letters and vowels on a sticker (123.6d-e), melded and merged permanents (123.5a-c): the lines
that need them are refused.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.hooks import provides as hook
from ..state.layers import ContinuousEffect, provides
from ..state.support import Unsupported, checks_node
from ..text import nodes as N
from .filters import Seen, matches, objects_of, qualifier, unreadable
from .instructions import Context, action

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

HIDDEN = ("hand", "library")


def words(name: str) -> list[str]:
    """123.6a: the words of a name."""
    return name.split()


def _has_blank(name: str) -> bool:
    return "_" in name  # "Wolf in _____ Clothing", "_____-o-saurus"


def with_sticker(name: str, word: str, after: int) -> str:
    """123.6c: the word added after ``after`` words of the name (at its end if it has fewer)."""
    ws = words(name)
    ws.insert(min(after, len(ws)), word)
    return " ".join(ws)


def _sticker_effects(game: "Game", obj: "GameObject") -> list[ContinuousEffect]:
    """123.6c: each name sticker on the object is a text-changing effect (layer 3) with the timestamp
    it was placed with."""
    out = []
    for st in obj.__dict__.get("name_stickers") or ():
        def apply(ch: Any, o: "GameObject", st: Any = st) -> None:
            ch.name = with_sticker(ch.name or "", st["word"], st["after"])

        out.append(ContinuousEffect("3", st["timestamp"], {(obj.id, obj.incarnation)}, apply, source=obj.id,
                                    description=f"name sticker {st['word']!r}"))
    return out


provides(_sticker_effects, "3")


def leaves_for(obj: "GameObject", zone: str) -> None:
    """123.5: an object moving to a hidden zone loses its stickers (called by entering.move_to_zone)."""
    if zone in HIDDEN and obj.__dict__.get("name_stickers"):
        obj.name_stickers = []


@hook("set_up_stickers")
def set_up(game: "Game", setup: dict[str, Any]) -> None:
    """The setup's stickers: each player's accessible name stickers (123.2c) and the name stickers
    already on objects, placed before the game's first timestamp, in the order given."""
    game.sticker_access = {p["id"]: list(p.get("name_stickers") or []) for p in setup["players"]}
    for spec in setup["objects"]:
        for st in spec.get("name_stickers") or []:
            obj = game.objects[spec["id"]]
            if obj.zone in HIDDEN:
                from ..state.game import BadFixture

                raise BadFixture(f'"{obj.id}" is in a hidden zone: it has no stickers (123.5)')
            _place(game, obj, st["word"], int(st["after"]))


def _place(game: "Game", obj: "GameObject", word: str, after: int) -> None:
    name = game.chars(obj).name or ""
    if _has_blank(name):
        raise Unsupported(f"a name sticker on {name!r}, a name with a blank, is not implemented (123.6a)")
    if not 0 <= after <= len(words(name)):
        raise Illegal(f'a name sticker goes at the beginning of "{name}" or after up to {len(words(name))} of its '
                      f"words, not after {after} (123.6b)")
    obj.name_stickers = list(obj.__dict__.get("name_stickers") or []) + [
        {"word": word, "after": after, "timestamp": game.next_timestamp()}]


def _owned_stickers(game: "Game", player: str) -> list[str]:
    """The words of the name stickers currently on objects the player owns (123.3)."""
    return [st["word"] for o in game.objects.values() if o.owner == player and o.zone not in HIDDEN
            for st in o.__dict__.get("name_stickers") or ()]


@action("put_name_sticker")
def _put_name_sticker(ctx: Context, node: N.Action) -> None:
    """'Put a name sticker on <object>': the player chooses the object (when the text doesn't name it)
    and a sticker (choice ``name_sticker``: ``{"on": id, "sticker": word}``); the object's controller
    chooses where its word goes (choice ``sticker_position``), 123.3, 123.6b."""
    game = ctx.game
    what = node.parts[0]
    asker = ctx.source.id if ctx.source is not None else None
    if isinstance(what, N.Described):
        options = [o for o in game.battlefield() if matches(game, o, what.filter, ctx.controller, ctx.source)]
    else:
        options = objects_of(ctx, what)
    access = getattr(game, "sticker_access", {}).get(ctx.player, [])
    free = list(access)
    for word in _owned_stickers(game, ctx.player):  # 123.3a: each sticker is distinct; one word, one sticker
        if word in free:
            free.remove(word)
    if not options or not free:
        return  # nothing to put it on, or no sticker left to put: it does nothing
    value = game.choose("name_sticker", asker, None, player=ctx.player)
    if not isinstance(value, dict) or set(value) != {"on", "sticker"}:
        raise Illegal(f'the name_sticker choice is {{"on": id, "sticker": word}}, not {value!r}')
    obj = next((o for o in options if o.id == value["on"]), None)
    if obj is None:
        raise Illegal(f"a name sticker goes on {', '.join(o.id for o in options)}, not {value['on']!r}")
    if value["sticker"] not in free:
        raise Illegal(f"{ctx.player} has no name sticker {value['sticker']!r} that isn't on an object they own "
                      f"(available: {', '.join(free) or 'none'}; 123.3)")
    ctx.refer([obj])
    if obj.owner != ctx.player:
        return  # 123.3b: that part of the effect does nothing
    after = game.choose("sticker_position", obj.id, None, player=obj.controller or obj.owner)
    if not isinstance(after, int) or isinstance(after, bool):
        raise Illegal(f"the sticker_position choice is how many words of the name come before the sticker, not {after!r}")
    _place(game, obj, value["sticker"], after)
    game.events.append({"type": "sticker_put", "player": ctx.player, "object": obj.id, "kind": "name"})


def _check(node: N.Action) -> str | None:
    if len(node.parts) != 1:
        return "this 'put a name sticker' is not executed"
    what = node.parts[0]
    if isinstance(what, N.Described):
        if what.quantifier not in ("a", "an") or what.count != 1 or not isinstance(what.filter, N.Filter):
            return "putting name stickers on several objects is not executed"
        return unreadable(what.filter)
    if isinstance(what, N.SelfRef) or (isinstance(what, N.Ref) and what.words == "it"):
        return None
    return f"a name sticker on {type(what).__name__} is not executed"


checks_node("Action:put_name_sticker", _check)


@qualifier("with_name_sticker")
def _with_name_sticker(game: "Game", o: Seen, you: str, source: Any) -> bool:
    """'with a name sticker on it' (123.4: a stickered object; a name sticker)."""
    return o.obj is not None and o.obj.zone not in HIDDEN and bool(o.obj.__dict__.get("name_stickers"))
