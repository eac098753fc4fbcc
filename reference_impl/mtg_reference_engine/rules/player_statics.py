"""Static abilities about casting, read from the grammar's tree (branch static2):

* "You may cast creature spells as though they had flash." — a permission to cast the spells of a
  description any time the player has priority (601.3, 307.1, 702.8a), for the controller of the
  permanent with the ability (611.3a: while it is on the battlefield).
* "Your opponents can't cast spells during your turn.", "You can't cast creature spells.",
  "Each player can't cast more than one spell each turn." — 601.3: a player can't begin to cast a
  spell an effect forbids (101.2: "can't" wins over any "may").

The spells are described by their own characteristics (types, subtypes, colors, "permanent", a
keyword, the chosen type or color of the source, 607.2d) and by the turn ("during your turn");
any other word is refused here, so nothing is read more loosely than the text says.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import executes_node
from ..text import nodes as N
from .filters import Seen, matches, unreadable
from .tree_statics import STATIC_EFFECT_CHECKS, _mine

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

#: words a spell description may use here (its characteristics, as cost changes read them)
_SPELL_ADJ = ("type:", "subtype:", "color:", "non:", "permanent", "historic")  # historic: 700.6
_SPELL_QUAL = ("with_", "of_chosen_type", "of_chosen_color", "during_turn", "during_opponent_turn")
#: who a "can't" names -> whether a player is among them, given the source's controller
_WHO = {"you": lambda p, you: p == you, "your_opponents": lambda p, you: p != you,
        "each_opponent": lambda p, you: p != you, "each_player": lambda p, you: True}


def _spells_problem(f: Any) -> str | None:
    if not isinstance(f, N.Filter):
        return f"a {type(f).__name__} where spells were expected is not executed"
    if f.alternatives:
        if f.nouns or f.adjectives or f.qualifiers:
            return "a description of spells with alternatives and shared words is not executed"
        return next((w for a in f.alternatives if isinstance(a, N.Filter) and (w := _spells_problem(a))), None)
    if not f.nouns or set(f.nouns) - {"spells", "spell"}:
        return f"the spells {f.nouns!r} are not read here"
    if why := unreadable(N.Filter(adjectives=f.adjectives, qualifiers=f.qualifiers)):
        return why
    for a in f.adjectives:
        if not a.startswith(_SPELL_ADJ) or a == "non:nontoken":
            return f"the spell filter word {a!r} is not read here"
    for q in f.qualifiers:
        kind = getattr(q, "kind", None)
        if kind not in _SPELL_QUAL:
            return f"the spell filter part {kind!r} is not read here"
        if kind == "with_":  # a keyword only: a mana value would need X as chosen (202.3e)
            p = q.parts[0] if len(q.parts) == 1 else None
            if not (isinstance(p, N.Phrase) and p.kind == "qual" and len(p.parts) == 1 and isinstance(p.parts[0], tuple)):
                return "a spell's quality other than a keyword is not read here"
    return None


def _spell_matches(game: "Game", f: N.Filter, ch: Any, player: str, source: "GameObject") -> bool:
    if f.alternatives:
        return any(_spell_matches(game, a, ch, player, source) for a in f.alternatives if isinstance(a, N.Filter))
    flt = N.Filter(adjectives=f.adjectives, qualifiers=f.qualifiers)
    # "during your turn" reads "you" as the source's controller (the filter's reader)
    return matches(game, Seen(None, ch, player), flt, source.controller, source)  # type: ignore[arg-type]


# -- "You may cast <spells> as though they had flash." ----------------------------------------------

def _flash_problem(e: N.Phrase) -> str | None:
    if len(e.parts) != 2 or e.parts[1] != "flash":
        return "this 'as though it had flash' is not executed"
    return _spells_problem(e.parts[0])


STATIC_EFFECT_CHECKS["Phrase:flash_grant"] = _flash_problem
executes_node("Phrase:flash_grant")


def _effects(game: "Game", kind: str) -> list[tuple["GameObject", Any]]:
    out = []
    for source in game.battlefield():
        for ability in game.chars(source).abilities:
            if _mine(ability) and ability.spec["tree"].condition is None:
                out += [(source, e) for e in ability.spec["tree"].effects if isinstance(e, N.Phrase) and e.kind == kind]
    return out


def flash_granted(game: "Game", ch: Any, player: str) -> bool:
    """601.3, 702.8a: a permanent ``player`` controls lets them cast this spell as though it had flash."""
    return any(source.controller == player and _spell_matches(game, e.parts[0], ch, player, source)
               for source, e in _effects(game, "flash_grant"))


# -- "<players> can't cast <spells>" (601.3) ---------------------------------------------------------

def _cant_problem(e: N.Phrase) -> str | None:
    if len(e.parts) != 2 or not isinstance(e.parts[0], N.Player) or e.parts[0].parts \
            or e.parts[0].who not in _WHO:
        return "the players of this 'can't' are not read"
    what = e.parts[1]
    if not (isinstance(what, N.Phrase) and what.kind == "player_cant" and what.parts):
        return "this 'can't' is not executed"
    if what.parts == ("cast more than one spell each turn",):
        return None
    if what.parts == ("play lands",):  # branch replace: rules/entering_restrictions.cant_play_lands
        return None
    if len(what.parts) == 2 and what.parts[0] == "cast":
        return _spells_problem(what.parts[1])
    return f"'can't {' '.join(map(str, what.parts))}' is not executed"


STATIC_EFFECT_CHECKS["Phrase:players_cant"] = _cant_problem
executes_node("Phrase:players_cant", "Phrase:player_cant")


def check_cast(game: "Game", ch: Any, player: str) -> str | None:
    """601.3: why an effect forbids ``player`` to begin casting this spell now, or None."""
    for source, e in _effects(game, "players_cant"):
        who, what = e.parts
        if not _WHO[who.who](player, source.controller) or what.parts == ("play lands",):  # (branch replace)
            continue
        if what.parts == ("cast more than one spell each turn",):
            cast = sum(1 for c in game.spells_cast if c["turn"] == game.turn_number and c["player"] == player)
            if cast >= 1:
                return f'"{source.id}": {player} can\'t cast more than one spell each turn (601.3)'
        elif _spell_matches(game, what.parts[1], ch, player, source):
            return f'"{source.id}" forbids {player} to cast this spell (601.3)'
    return None


# -- branch meld: "If this card is in your opening hand, you may begin the game with it on the battlefield."
# 103.6a: the ability is used as the game begins, before the first turn (103.6); every fixture's game is
# already under way, so during it the ability does nothing.
STATIC_EFFECT_CHECKS["Phrase:opening_hand_begin"] = lambda e: None if not e.parts else "this opening-hand ability is not executed"
executes_node("Phrase:opening_hand_begin")
