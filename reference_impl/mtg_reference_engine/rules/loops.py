"""Loops (731.3, 731.4, 731.5, 104.4b; branch loops): the game state a loop returns to, and what the
rules make of a loop.

* The game state (``fingerprint``): everything any object in the game may care about, and nothing
  that only records how the engine got there. Each object: its zone, controller, owner, status
  (tapped, face down, phased out, attacking or blocking), counters, damage, attachments, choices made
  for it, its characteristics now (613) and as they will be once the effects with a duration end
  (514.2: an effect "until end of turn" still pending makes a different state), its place in
  timestamp order (613.7) and in its library, the object it was exiled with (607.2a); the effects with a
  duration still pending; the stack (each source as the object it was, 400.7);
  each player's life, poison, energy, mana pool and whether they lost; the turn, step and active
  player. Not the object's incarnation (400.7) or raw timestamp: a card that left and came back is a
  new object, but the same game state (what remembers an object remembers it relatively: "the object
  this card was one zone change ago"). The turn's history (how many times an ability resolved or an
  object was targeted, the turn's events) is part of the state only when some object's text reads a
  turn's history ("this turn", "each turn", "time this ability"): otherwise nothing cares how many
  times an ability was activated (731.3's example).
* 731.3: a fragmented loop — each player involved takes an independent action, and the same game state
  is reached again. When a player's game choice (casting a spell, activating an ability) would repeat
  the choice they made at that same game state before, and the actions since include another player's,
  the loop is fragmented: the active player (or, not involved, the first player in turn order who is)
  must make a different game choice — that repeat is refused (an illegal action, 732). Their other
  choices stay legal; the other players' repeats too (the nonactive player has the final choice).
* 731.4, 104.4b: a loop of mandatory actions — while players pass priority and the stack resolves, the
  same game state recurs with no player having made a choice with more than one option since: the game
  is a draw. 731.5: that some player could end the loop with an action of an object not involved in it
  (sacrificing Seal of Cleansing) changes nothing: no player is forced to take it.
"""

from __future__ import annotations

import hashlib
import json
from typing import TYPE_CHECKING, Any

from ..state.game import GameOver, Illegal

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

#: Action kinds that are a player's independent game choice (731.3), checked for a fragmented loop.
CHOICE_ACTIONS = ("activate", "cast", "activate_mana")
#: Words of an object's text that read the turn's history (then that history is part of the state).
_HISTORY_WORDS = ("this turn", "each turn", "time this ability", "times this ability")
#: The game's records of the turn's history (rules/resolution.py, trigger_actions.py, ...).
_HISTORY = ("ability_resolutions", "targeted_by_this_turn", "life_losses_seen", "spells_cast", "lands_played",
            "attacked_with", "draws_this_turn", "draw_counts", "discarded_cards", "cost_discarded", "cost_sacrificed",
            "turn_facts", "one_or_more_batches", "mana_spent_on_spells", "speed_triggered_turn")
#: The game's other records of its present state, kept by rules modules (day or night, the monarch, each
#: player's speed, extra turns, who controls a player, "only once each turn" abilities that triggered, ...):
#: all are state. (A record holding raw incarnation numbers only keeps a loop from being seen.)
_FACTS = ("day_night", "monarch", "speeds", "extra_turns", "player_control", "player_control_pending",
          "no_maximum_hand_size", "exile_if_dies", "rebounds", "frozen_locks", "activated_ever",
          "triggered_once_each_turn", "regular_turn", "damage_event_triggers", "exhaust_begun", "meld_left")


#: Keywords whose instances on one object are redundant (702.2f, 702.3c, 702.4e, 702.7d, 702.8b, 702.9c,
#: 702.10d, 702.11h, 702.12c, 702.13c, 702.14e, 702.15f, 702.16m, 702.17c, 702.18b, 702.19g, 702.20c,
#: 702.22m, 702.26p, 702.28c, 702.31c, 702.36c, 702.80d, 702.90f, 702.111c, 702.118c): a second
#: instance changes nothing, so the state counts one. Others (rampage, bushido...) each count.
REDUNDANT = frozenset({
    "deathtouch", "defender", "double_strike", "first_strike", "flash", "flying", "haste", "hexproof", "hexproof_from",
    "indestructible", "intimidate", "landwalk", "lifelink", "protection", "reach", "shroud", "trample", "vigilance",
    "banding", "phasing", "shadow", "horsemanship", "fear", "wither", "infect", "menace", "skulk"})


def _abilities(abilities: list) -> tuple:
    out: list[str] = []
    for a in abilities:
        key = str((a.spec or {}).get("keyword", "")).replace(" ", "_") if a.kind == "keyword" else ""
        if key in REDUNDANT and a.text in out:
            continue
        out.append(a.text)
    return tuple(out)


def _chars(game: "Game", obj: "GameObject") -> tuple:
    ch = game.chars(obj)
    return (ch.name, ch.mana_cost, tuple(ch.colors), tuple(ch.card_types), tuple(ch.subtypes), tuple(ch.supertypes),
            _abilities(ch.abilities), ch.power, ch.toughness, ch.loyalty, getattr(ch, "defense", None))


def _objects(game: "Game", chars_only: bool = False) -> tuple:
    live = sorted((o for o in game.objects.values() if o.zone is not None), key=lambda o: o.id)
    if chars_only:
        return tuple((o.id, _chars(game, o)) for o in live)
    ts_rank = {o.id: i for i, o in enumerate(sorted((o for o in live if o.zone == "battlefield"),
                                                    key=lambda o: o.timestamp))}
    lib_rank = {o.id: i for i, o in enumerate(sorted((o for o in live if o.zone == "library"),
                                                     key=lambda o: (o.owner, o.position)))}
    links = game.__dict__.get("exiled_with_links") or {}
    out = []
    for o in live:
        link = links.get((o.id, o.incarnation))  # 607.2a: exiled with an object (rules/linked_exile.py)
        exiled_with = _relative(game, link[0], link[1]) + (link[2],) if link else None
        out.append((exiled_with, o.id, o.zone, o.controller, o.owner, o.tapped, tuple(sorted(o.counters.items())), o.damage,
                    o.face_down, repr(sorted(o.chosen.items(), key=lambda kv: str(kv[0]))), o.token, o.attached_to,
                    o.phased_out, o.attacking_incarnation == o.incarnation, o.blocking_incarnation == o.incarnation,
                    bool(o.__dict__.get("flipped")), bool(o.__dict__.get("transformed")),
                    ts_rank.get(o.id), lib_rank.get(o.id), _chars(game, o)))
    return tuple(out)


def _relative(game: "Game", obj_id: str | None, incarnation: int | None) -> tuple:
    """An object as something remembers it (its id, and how many zone changes ago it was that object):
    the same relation in a later round of a loop, though the incarnation numbers have grown (400.7)."""
    obj = game.objects.get(obj_id) if obj_id is not None else None
    if obj is None or incarnation is None:
        return (obj_id, None)
    return (obj_id, obj.incarnation - incarnation)


def _source_incarnation(item: Any) -> int | None:
    return item.source_incarnation if item.source_incarnation is not None else (item.trigger or {}).get("source_incarnation")


def _current(game: "Game", affected: Any) -> tuple:
    return tuple(sorted({i for i, inc in affected if i in game.objects and game.objects[i].incarnation == inc}))


def _cares_about_history(game: "Game", now: tuple) -> bool:
    """Whether an object's text (printed, or an ability it has now) reads the turn's history."""
    texts = [((o.card or {}).get("oracle_text") or "") for o in game.objects.values() if o.zone is not None]
    texts += [t for entry in now for t in entry[-1][6]]  # the abilities of each object now (_chars)
    return any(w in t.lower() for t in texts for w in _HISTORY_WORDS)


def fingerprint(game: "Game") -> str:
    """The game state, as the loop rules compare it (see the module's docstring)."""
    now = _objects(game)
    temp = [e for e in game.effects if e.duration != "permanent" and _current(game, e.affected)]
    later: tuple = ()
    if temp:  # 514.2: what the game will be once they end is part of the state
        saved = game.effects
        game.effects = [e for e in saved if e.duration == "permanent"]
        try:
            later = _objects(game, chars_only=True)
        finally:
            game.effects = saved
    pending = tuple(sorted({(e.layer, e.description, e.duration, _current(game, e.affected)) for e in temp}))
    stack = tuple((i.kind, i.controller, _relative(game, i.source, _source_incarnation(i)),
                   getattr(i.ability, "text", None) if i.ability is not None else None,
                   repr(i.targets), i.x, tuple(i.modes or ()), i.is_copy) for i in game.stack)
    players = tuple((pid, p.life, p.poison, getattr(p, "energy", 0), p.lost, tuple(sorted(p.mana_pool.symbols())))
                    for pid, p in sorted(game.players.items()))
    # 607.2a: what an Aura's linked abilities put onto the battlefield ("enchant creature put onto the
    # battlefield with this Aura", rules/enchant.py), for the object each Aura is now
    linked = tuple(sorted((k[0], tuple(_relative(game, i, inc) for i, inc in v))
                          for k, v in (game.__dict__.get("put_onto_battlefield_with") or {}).items()
                          if _relative(game, k[0], k[1])[1] == 0))
    history: tuple = ()
    if _cares_about_history(game, now):
        history = tuple(repr(game.__dict__.get(k)) for k in _HISTORY) + (len(game.events),)
    state = (game.active, game.step, game.turn_number, now, later, pending, stack, players,
             repr(game.player_effects), repr(game.turn_rules), linked, history,
             tuple(repr(game.__dict__.get(k)) for k in _FACTS), repr(game.combat), repr(game.pending_triggers))
    # kept as a digest: the game is copied before every action (engine.py), the history with it
    return hashlib.blake2b(repr(state).encode(), digest_size=20).hexdigest()


def _key(action: dict[str, Any]) -> str:
    return json.dumps({k: v for k, v in action.items() if k not in ("label", "name_created")}, sort_keys=True,
                      default=str)


def _turn_order_from_active(game: "Game") -> list[str]:
    order = list(game.turn_order)
    i = order.index(game.active) if game.active in order else 0
    return order[i:] + order[:i]


def before_choice(game: "Game", action: dict[str, Any]) -> None:
    """731.3: called before a player's independent game choice (an action of ``CHOICE_ACTIONS``)."""
    if action["do"] not in CHOICE_ACTIONS:
        return
    player = action.get("player")
    state = fingerprint(game)
    key = _key(action)
    history = game.__dict__.setdefault("loop_choices", [])
    for i in range(len(history) - 1, -1, -1):  # the last time this player made this choice at this state
        if history[i] != (state, player, key):
            continue
        involved = {h[1] for h in history[i:]}
        if len(involved) > 1:  # each player involved took an independent action: a fragmented loop
            must = next(p for p in _turn_order_from_active(game) if p in involved)
            if player == must:
                raise Illegal(f"this repeats a fragmented loop (731.3): the game state is one it was at "
                              f"before, reached by {' and '.join(sorted(involved))}'s actions, and {player} "
                              f"made this same game choice at it; {player} must make a different game choice "
                              f"so the loop does not continue")
        break
    history.append((state, player, key))


def mandatory_loop(game: "Game", seen: dict) -> None:
    """731.4, 104.4b: called after each resolution while all players pass (``seen``: the states met so
    far in this passing, with the count of choices made then). The same state again with no choice
    made since is a loop of mandatory actions: the game is a draw."""
    if not game.stack:  # the passing ends here: no loop
        return
    state = fingerprint(game)
    made = game.__dict__.get("choices_made", 0)
    if state in seen and seen[state] == made:
        game.drawn = ("the game entered a loop of mandatory actions (731.4, 104.4b): the same game state recurred "
                      "with no player choice since; no player is forced to end it (731.5)")
        raise GameOver()
    seen[state] = made
