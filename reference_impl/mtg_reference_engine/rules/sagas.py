"""Saga cards (714): chapter abilities, lore counters, and the Saga's sacrifice.

A chapter ability (714.2) is read from the grammar's tree (text/lowering: "I — effect", "I, II —
effect") as a triggered ability with ``event: "chapter"`` and its chapter numbers. 714.2b: "{rN} —
[effect]" means "When one or more lore counters are put onto this Saga, if the number of lore
counters on it was less than N and became at least N, [effect]". Lore counters are put on a Saga as
it enters (714.3a), as its controller's precombat main phase begins (714.3b, a turn-based action),
and by any effect; this module notices them whatever put them, the way vanishing notices its last
time counter (rules/enters_keywords.last_time_counter_watch): each time events are checked, a Saga
that has more lore counters than at the last check triggers each chapter N with last < N <= now.
(Counters removed and put back between two checks, within one resolution, aren't seen: no chapter
ability of a card the engine reads removes lore counters.) 714.4: a Saga whose lore counters reach
its final chapter number is sacrificed once no chapter ability of it is waiting or on the stack.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.hooks import provides
from ..state.support import checks_node, executes, executes_node
from ..text import nodes as N

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

executes("event", "chapter")
executes_node("Chapter")
# A chapter whose effect is "Choose one —" (its modes on the following lines) is not executed yet.
checks_node("Chapter", lambda node: "a modal chapter ability ('Choose one —') is not executed"
            if isinstance(node.effect, N.Modal) else None)

SEEN = "_lore_counters_seen"


def chapters_of(game: "Game", obj: "GameObject") -> list[Any]:
    """The chapter abilities the permanent has now (714.2)."""
    return [a for a in game.chars(obj).abilities if a.kind == "triggered" and a.spec.get("event") == "chapter"]


def final_chapter(game: "Game", obj: "GameObject") -> int:
    """714.2d: the greatest value among its chapter abilities; 0 with none."""
    return max((n for a in chapters_of(game, obj) for n in a.spec["chapters"]), default=0)


def as_enters(game: "Game", obj: "GameObject") -> None:
    """714.3a: as a Saga enters the battlefield, its controller puts a lore counter on it (a Saga with
    read ahead is refused by its keyword line). The counter is put on as it enters: chapter I
    triggers (714.2b, from no counters before)."""
    ch = game.chars(obj)
    if "Saga" not in ch.subtypes:
        return
    if any(a.kind == "keyword" and str(a.spec.get("keyword", "")).lower() == "read ahead" for a in ch.abilities):
        from ..state.support import Unsupported

        # 714.3a, 702.155c: it enters with the chosen number, and lower chapters don't trigger
        raise Unsupported("a Saga with read ahead entering (714.3a, 702.155c) is not executed here")
    obj.__dict__[SEEN] = (obj.incarnation, 0)  # it had no lore counters before it entered
    obj.counters["lore"] = obj.counters.get("lore", 0) + 1


def precombat_main(game: "Game") -> None:
    """714.3b: as a player's precombat main phase begins, that player puts a lore counter on each
    Saga they control with one or more chapter abilities. This turn-based action doesn't use the stack."""
    watch(game)  # what was put before this is noticed as it was
    for perm in game.battlefield():
        if perm.controller == game.active and "Saga" in game.chars(perm).subtypes and chapters_of(game, perm):
            perm.counters["lore"] = perm.counters.get("lore", 0) + 1


@provides("set_up_lore_counters")
def set_up(game: "Game") -> None:
    """The lore counters a permanent has as the game (the fixture) begins were put on it before:
    they trigger nothing; only those put on it from now on do (714.2b)."""
    for perm in game.battlefield():
        perm.__dict__[SEEN] = (perm.incarnation, perm.counters.get("lore", 0))


def watch(game: "Game") -> None:
    """714.2b: lore counters put on a permanent since the last check trigger each of its chapter
    abilities N with (lore counters then) < N <= (lore counters now); "then" is 0 for a permanent
    that entered since (a new object, 400.7) and the count of one on the battlefield as the game began."""
    for perm in game.battlefield():
        now = perm.counters.get("lore", 0)
        seen = perm.__dict__.get(SEEN)
        perm.__dict__[SEEN] = (perm.incarnation, now)
        was = seen[1] if seen is not None and seen[0] == perm.incarnation else 0
        if now <= was:
            continue
        for ability in chapters_of(game, perm):
            for n in ability.spec["chapters"]:  # 714.2c: one chapter ability per numeral
                if was < n <= now:
                    game.pending_triggers.append({"source": perm.id, "source_incarnation": perm.incarnation,
                                                  "controller": perm.controller, "ability": ability, "chapter": n})


def _chapter_waiting(game: "Game", perm: "GameObject") -> bool:
    """714.4: a chapter ability of it that has triggered but not yet left the stack (waiting to be
    put on the stack, or on it)."""
    def mine(trig: dict[str, Any] | None) -> bool:
        return (trig is not None and trig.get("source") == perm.id and trig.get("source_incarnation") == perm.incarnation
                and trig["ability"].spec.get("event") == "chapter")
    return (any(mine(t) for t in game.pending_triggers)
            or any(item.kind == "triggered_ability" and mine(getattr(item, "trigger", None)) for item in game.stack))


def state_based(game: "Game") -> list["GameObject"]:
    """714.4: the Sagas whose controllers sacrifice them: lore counters >= final chapter number, one or
    more chapter abilities, and no chapter ability of it that triggered and hasn't left the stack."""
    watch(game)  # 714.2b: chapters triggered by the counters put since the last check are waiting
    out = []
    for perm in game.battlefield():
        if "Saga" not in game.chars(perm).subtypes:
            continue
        final = final_chapter(game, perm)
        if final and perm.counters.get("lore", 0) >= final and not _chapter_waiting(game, perm):
            out.append(perm)
    return out
