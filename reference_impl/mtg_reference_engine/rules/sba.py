"""State-based actions (704), checked whenever a player would receive priority (704.3)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import attachments, battles, counters, damage, group_effects
from . import legend_rule
from .entering import move_to_zone, simultaneously
from ..state.game import GameOver
from ..state.support import Unsupported

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game


def check(game: "Game") -> None:
    """Perform all applicable state-based actions simultaneously, and repeat until none apply."""
    for _ in range(100):
        restarted = False
        leaving = None
        for pid, player in game.players.items():
            if not player.lost and (player.life <= 0 or player.drew_from_empty_library  # 704.5a, 704.5b
                                    or player.poison >= 10):  # 704.5c
                player.drew_from_empty_library = False
                # 704.7: the results are the same, a game loss: a single replacement replaces them
                if leaving is None:  # 400.6: what this same check moves to a graveyard
                    leaving = _leaving(game)
                if group_effects.lose_game_instead(game, pid, leaving):
                    restarted = True
                    continue
                player.lost = True
            player.drew_from_empty_library = False
        if restarted:
            continue  # 704.3: check again
        lost = [p for p in game.players.values() if p.lost]
        if lost and not game.over:  # 800.4a: more than one player remains
            raise Unsupported("a player lost a multiplayer game and more than one player remains: leaving "
                              "the game (800.4a) is not implemented")
        to_graveyard = legend_rule.to_graveyard(game)  # 704.5j
        for obj in game.battlefield():
            ch = game.chars(obj)
            if "creature" in ch.card_types and ch.toughness is not None:
                if ch.toughness <= 0:  # 704.5f
                    to_graveyard.append(obj)
        to_graveyard += damage.state_based_zero(game)  # 704.5i
        to_graveyard += battles.state_based_zero_defense(game)  # 704.5v
        # 704.5g, 704.5h: lethal or deathtouch damage destroys (indestructible ignores it, 702.12b).
        to_destroy = [o for o in damage.state_based_destructions(game)
                      if o not in to_graveyard and not _indestructible(game.chars(o))]
        # 704.5h: deathtouch damage dealt "since the last time state-based actions were checked":
        # once checked, a creature that survived it (indestructible) isn't destroyed for it later.
        damage.deathtouched(game).clear()
        auras_out, unattach = attachments.state_based(game)  # 704.5m, 704.5n
        annihilating = counters.state_based_annihilation(game)  # 704.5q
        from .sagas import state_based as sagas_done

        sagas_done_now = [o for o in sagas_done(game) if o not in to_graveyard]  # 714.4 (branch filtlay)
        gone_tokens = [o for o in game.objects.values() if o.token and o.zone not in ("battlefield", None)]
        # 707.10a: a copy of a spell in a zone other than the stack ceases to exist
        gone_tokens += [o for o in game.objects.values() if o.spell_copy and o.zone not in ("stack", None)]
        if (not to_graveyard and not gone_tokens and not to_destroy and not auras_out and not unattach
                and not annihilating and not sagas_done_now):
            if game.over:  # 104.2a, 104.4a: the game ends at once; nothing further happens in it
                raise GameOver()
            return
        with simultaneously(game):  # 704.3: all at once
            for obj in to_graveyard + [a for a in auras_out if a not in to_graveyard]:
                move_to_zone(game, obj, "graveyard")
            for obj in to_destroy:
                damage.destroy(game, obj)
            for obj in sagas_done_now:  # 714.4: its controller sacrifices it (701.21a)
                if obj not in to_destroy:
                    move_to_zone(game, obj, "graveyard")
                    game.events.append({"type": "sacrificed", "object": obj.id})
        for obj in unattach:
            obj.attached_to = None
        for obj in annihilating:
            if obj not in to_graveyard and obj not in to_destroy:
                counters.annihilate(obj)
        for obj in gone_tokens:  # 704.5d: a token outside the battlefield ceases to exist
            obj.zone = None  # type: ignore[assignment]
        if game.over:  # 104.2a, 104.4a: performed with the other state-based actions (704.3), then it ends
            raise GameOver()


def _leaving(game: "Game") -> frozenset:
    """The permanents this check of state-based actions puts into a graveyard for 0 toughness
    (704.5f) or lethal or deathtouch damage (704.5g-h), for 400.6: an object two events would move
    at once goes where its owner chooses."""
    zero = [o for o in game.battlefield() if "creature" in game.chars(o).card_types
            and game.chars(o).toughness is not None and game.chars(o).toughness <= 0]
    destroyed = [o for o in damage.state_based_destructions(game) if not _indestructible(game.chars(o))]
    return frozenset(o.id for o in zero + destroyed)


def _indestructible(ch) -> bool:
    return any(a.kind == "keyword" and a.spec.get("keyword") == "indestructible" for a in ch.abilities)
