"""Playing and casting the top card of a library by a static permission (branch castfrom):

"You may cast creature spells from the top of your library.", "You may cast instant and sorcery
spells from the top of your library.", "You may play lands from the top of your library." and
"Play with the top card of your library revealed."

* 601.2a: the card is cast from the library; the permission changes only the zone — timing rules
  (307.1, 305.1-305.3) and costs still apply (the reminder text: "Do this only any time you could
  cast that creature spell. You still pay the spell's costs."). A land played this way is the
  player's land play for the turn (305.2).
* The permission is its controller's, for their own library's top card (611.3a: while the
  permanent with the ability is on the battlefield).
* 601.3e: whether the card may be cast is decided with the characteristics it would have as cast:
  face down for {3} (morph, megamorph, disguise: a 2/2 creature with no other types, 708.2, 702.37c),
  bestowed (an Aura enchantment, 702.103d), or the half cast (709.3a). So a noncreature card with
  morph may be cast face down under "creature spells", and a creature card with bestow may not be
  cast bestowed. Continuous effects that would apply to the spell once it has those
  characteristics are not considered here: a static ability changing the characteristics of spells
  while a top-of-library permission is in play is refused (``check_cast``).
* "Play with the top card of your library revealed." (and "Players play with the top card of their
  libraries revealed.", "Your opponents play with their hands revealed."): what they reveal is what
  the observation's ``visible_to`` reports (rules/visibility.py); no rule of play depends on it
  (701.20c: a card already revealed may be revealed again to pay a cost, so being revealed never
  forbids a reveal).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.game import Illegal
from ..state.support import Unsupported, executes_node
from ..text import nodes as N
from .object_words import SPELL_NOUNS
from .player_statics import _effects, _spell_matches, _spells_problem
from .tree_statics import STATIC_EFFECT_CHECKS

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject


def _problem(e: N.Phrase) -> str | None:
    if not e.parts:
        return None  # "You may play lands from the top of your library."
    if len(e.parts) != 1:
        return "this 'from the top of your library' permission is not executed"
    f = e.parts[0]
    if isinstance(f, N.Filter) and len(f.nouns) == 1 and f.nouns[0] in SPELL_NOUNS - {"spell", "spells"} \
            and not f.alternatives:  # 'instant and sorcery spells' (object_words reads the noun)
        return _spells_problem(N.Filter(adjectives=f.adjectives, nouns=("spells",), qualifiers=f.qualifiers))
    return _spells_problem(f)


STATIC_EFFECT_CHECKS["Phrase:play_from_top"] = _problem
STATIC_EFFECT_CHECKS["Phrase:reveal_top"] = lambda e: None if not e.parts else "this 'revealed' is not executed"
STATIC_EFFECT_CHECKS["Phrase:reveal_top_each"] = lambda e: None if not e.parts else "this 'revealed' is not executed"
STATIC_EFFECT_CHECKS["Phrase:hands_revealed"] = lambda e: (
    None if len(e.parts) == 1 and isinstance(e.parts[0], N.Player) and not e.parts[0].parts
    else "this 'play with their hands revealed' is not executed")
executes_node("Phrase:play_from_top", "Phrase:reveal_top", "Phrase:reveal_top_each", "Phrase:hands_revealed")


def is_top_card(game: "Game", obj: "GameObject", player: str) -> bool:
    """Whether ``obj`` is the top card of ``player``'s own library."""
    from .zone_effects import library

    return obj.zone == "library" and obj.owner == player and library(game, player)[:1] == [obj]


def _permissions(game: "Game", player: str) -> list[tuple["GameObject", N.Phrase]]:
    return [(s, e) for s, e in _effects(game, "play_from_top") if s.controller == player]


def may_play_land(game: "Game", obj: "GameObject", player: str) -> bool:
    """305.1: "You may play lands from the top of your library." lets its controller play the top card."""
    return is_top_card(game, obj, player) and any(not e.parts for _, e in _permissions(game, player))


def as_cast(game: "Game", obj: "GameObject", action: dict[str, Any]) -> Any:
    """601.3e: the characteristics the card would have as the spell the action casts."""
    from ..state.characteristics import Characteristics
    from .cast_keywords import FACE_DOWN_CASTS

    alt = action.get("alternative_cost")
    if action.get("prototyped") or action.get("fuse"):
        raise Unsupported("601.3e: the characteristics of a prototyped or fused spell cast from a library "
                          "are not computed")
    if alt in FACE_DOWN_CASTS:  # 702.37c, 708.2: a 2/2 creature with no name, text, subtypes or mana cost
        return Characteristics(card_types=["creature"], power=2, toughness=2)
    halves = getattr(obj, "halves", None)
    if halves is not None and action.get("face") in [h.name for h in halves]:  # 709.3a: the half cast only
        ch = halves[[h.name for h in halves].index(action["face"])].clone()
    else:
        ch = game.chars(obj).clone()
    if alt == "bestow":  # 702.103b, 702.103d: an Aura enchantment (its other types are gone)
        ch.card_types, ch.subtypes = ["enchantment"], ["Aura"]
    return ch


def check_cast(game: "Game", obj: "GameObject", player: str, action: dict[str, Any]) -> None:
    """601.2a, 601.3e: the top card of the player's library may be cast only as a spell a permission
    of theirs names; raises Illegal otherwise (before anything of the cast is done)."""
    from .tree_statics import _mine

    ch = as_cast(game, obj, action)
    if any(_mine(a) and any(isinstance(e, N.Phrase) and e.kind in _SPELL_CHANGES for e in a.spec["tree"].effects)
           for p in game.battlefield() for a in game.chars(p).abilities):
        raise Unsupported("601.3e: an effect changing spells' characteristics while a spell is cast from a "
                          "library is not considered")
    perms = [(s, e) for s, e in _permissions(game, player) if e.parts]
    if any(_matches(game, e.parts[0], ch, player, s) for s, e in perms):
        return
    what = "face down" if action.get("alternative_cost") in ("morph", "megamorph", "disguise") else (
        "bestowed" if action.get("alternative_cost") == "bestow" else "this way")
    raise Illegal(f'"{obj.id}" is the top card of {player}\'s library, but no effect lets {player} cast it '
                  f"{what} from there: only the spells an effect names (601.2a, 601.3e)")


def _matches(game: "Game", f: N.Filter, ch: Any, player: str, source: "GameObject") -> bool:
    if len(f.nouns) == 1 and f.nouns[0] not in ("spell", "spells"):
        from .filters import matches
        from .filters import Seen

        return matches(game, Seen(None, ch, player), f, source.controller, source)  # type: ignore[arg-type]
    return _spell_matches(game, f, ch, player, source)


#: static effects that would change a spell's characteristics as it is cast (601.3e's last sentence)
_SPELL_CHANGES = ("same_for_spells_and_cards",)  # "The same is true for creature spells you control ..."
