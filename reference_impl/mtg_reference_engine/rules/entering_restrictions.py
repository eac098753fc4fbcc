"""Permanents that can't enter the battlefield, and players who can't play lands, read from the
grammar's tree (branch replace, issue 16): "Lands can't enter the battlefield." and "Players can't play
lands." — and the upkeep ability of the one card with them, "At the beginning of each upkeep, any
player may sacrifice two lands of their choice or have this enchantment deal 5 damage to that player.
If a player does either, destroy this enchantment."

- "<objects> can't enter the battlefield" (a static ability, 611.3a: while its permanent is on the
  battlefield): an object that would enter as one of them (with the copy effects that apply as it
  enters, 614.12, 707.5: a Clone entering as a copy of Dryad Arbor is a land) doesn't. 608.3e: a
  resolving permanent spell is put into its owner's graveyard instead; any other object stays where
  it was (a token, in no zone, ceases to exist: 111.7). It never entered: nothing triggers on its
  entering (603.6a). rules/entering.enter_battlefield asks :func:`forbidden`.
- "Players can't play lands.": read as "Each player can't play lands." (305.2, 101.2: "can't" wins);
  rules/lands.play_land asks :func:`cant_play_lands`.
- "any player may ... or ...": 101.4: the players choose in turn order (APNAP), each an 'option'
  choice of the ability's source naming the player: "sacrifice", "damage" or "none"; then each does
  what they chose (sacrificing the lands of their choice, a 'sacrifice' choice, 701.21a; a player
  with fewer lands of that description can't choose to sacrifice them). If any did either, the rest
  of the ability happens.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import Unsupported, checks_node, executes_node
from ..text import nodes as N
from .filters import Seen, matches, unreadable
from .instructions import Context, action, run
from .tree_statics import STATIC_EFFECT_CHECKS, _mine

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _cant_enter_problem(e: N.Phrase) -> str | None:
    flt = e.parts[0] if len(e.parts) == 1 else None
    if not isinstance(flt, N.Filter) or not (flt.nouns or flt.alternatives):
        return "this 'can't enter the battlefield' is not executed"
    if flt.qualifiers:  # "... cards in graveyards and libraries": where they come from is not read here
        return "a description of what can't enter with a zone or quality is not executed"
    return unreadable(flt)


STATIC_EFFECT_CHECKS["Phrase:cant_enter_battlefield"] = _cant_enter_problem
executes_node("Phrase:cant_enter_battlefield")


def _effects(game: "Game", kind: str) -> list[tuple["GameObject", N.Phrase]]:
    out = []
    for source in game.battlefield():
        for ability in game.chars(source).abilities:
            if not _mine(ability):
                continue
            tree = ability.spec["tree"]
            found = [e for e in tree.effects if isinstance(e, N.Phrase) and e.kind == kind]
            if found and tree.condition is not None:
                raise Unsupported(f"a conditional '{kind}' static ability is not executed")
            out += [(source, e) for e in found]
    return out


def forbidden(game: "Game", obj: "GameObject") -> "GameObject | None":
    """The permanent whose "<objects> can't enter the battlefield" forbids ``obj`` (being put onto the
    battlefield now, with the characteristics it would have there) to enter, or None."""
    ch = game.chars(obj)
    for source, e in _effects(game, "cant_enter_battlefield"):
        if source is obj:
            continue
        if matches(game, Seen(obj, ch, obj.controller), e.parts[0], source.controller, source):
            return source
    return None


def cant_play_lands(game: "Game", player: str) -> "GameObject | None":
    """305.2, 101.2: the permanent whose "Players can't play lands." forbids ``player`` to play a land."""
    from .player_statics import _WHO

    for source, e in _effects(game, "players_cant"):
        who, what = e.parts
        if what.parts == ("play lands",) and _WHO[who.who](player, source.controller):
            return source
    return None


# -- "any player may sacrifice N <lands> of their choice or have this deal N damage to that player.
#    If a player does either, <effect>." --------------------------------------------------------------

@action("any_player_sac_or_damage")
def _any_player(ctx: Context, node: N.Action) -> None:
    from ..state.game import Illegal
    from .damage import Packet, deal, source_view
    from .entering import move_to_zone

    n, flt, _self, dmg, then = node.parts
    game, source = ctx.game, ctx.source
    asker = ctx.item.source or ctx.item.id
    chosen: list[tuple[str, str, list[str]]] = []
    for player in game.apnap():  # 101.4: in turn order
        lands = [p.id for p in game.battlefield() if p.controller == player
                 and matches(game, Seen(p, game.chars(p), p.controller), flt, player, source)]
        options = ["damage", "none"] + (["sacrifice"] if len(lands) >= n else [])
        option = game.choose("option", asker, options, player=player)
        picked: list[str] = []
        if option == "sacrifice":
            picked = lands if len(lands) == n else game.choose("sacrifice", asker, None, player=player)
            picked = picked if isinstance(picked, list) else [picked]
            if len(picked) != n or len(set(picked)) != n or any(p not in lands for p in picked):
                raise Illegal(f"{player} sacrifices {n} different permanents among {', '.join(lands)} (701.21a)")
        chosen.append((player, option, picked))
    for player, option, picked in chosen:
        if option == "sacrifice":
            for oid in picked:
                move_to_zone(game, game.obj(oid), "graveyard")  # 701.21a
        elif option == "damage" and source is not None:
            # "have this enchantment deal 5 damage to that player" (120.3a); as it last existed if gone
            chars, controller = source_view(game, source, ctx.source_incarnation)
            deal(game, [Packet(source, chars, controller, {"player": player}, dmg)])
    if any(option != "none" for _, option, _ in chosen):
        run(ctx, then)


def _any_player_check(node: N.Action) -> str | None:
    if len(node.parts) != 5:
        return "this 'any player may' is not executed"
    n, flt, self_ref, dmg, then = node.parts
    if not (isinstance(n, int) and n >= 1 and isinstance(dmg, int) and dmg >= 1 and isinstance(self_ref, N.SelfRef)):
        return "this 'any player may' is not executed"
    if not isinstance(flt, N.Filter) or flt.qualifiers or not flt.nouns:
        return "the permanents sacrificed here are not read"
    return unreadable(flt)


checks_node("Action:any_player_sac_or_damage", _any_player_check)
