"""Replacement effects of static abilities read from the grammar's tree (614.1a, 614.6; branch
static2): "If a creature an opponent controls would die, exile it instead", "If this creature would
die, exile it instead", "If a card would be put into your graveyard from anywhere, exile it
instead", "If another creature would die, exile it instead".

They apply while their source is on the battlefield (614.1a; 113.6), to the event of an object
being put into a graveyard: dying is a creature going from the battlefield to a graveyard (700.4),
"from anywhere" any zone. The replaced event never happens (614.6): the object is exiled, it doesn't
die. rules_effects.graveyard_instead offers them among the other "instead of a graveyard"
replacements, the affected object's controller choosing one when several apply (616.1).

Only these shapes are read: a subject this permanent or an object of a description the matcher
reads, and "exile it instead"; any other replacement_instead ("you gain twice that much life",
"draw two cards instead", prevention) is refused by :func:`_check`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..state.support import checks_whole, executes, executes_node
from ..text import nodes as N
from .filters import Seen, matches, unreadable

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

_DIE = ("would", "die")
#: "would be put into <whose> graveyard [from anywhere]" -> (whose, from anywhere)
_GRAVEYARD = {("would", "be", "put", "into", "your", "graveyard", "from", "anywhere"): ("you", True),
              ("would", "be", "put", "into", "a", "graveyard", "from", "anywhere"): ("any", True),
              ("would", "be", "put", "into", "a", "graveyard"): ("any", False),
              ("would", "be", "put", "into", "your", "graveyard"): ("you", False),
              # branch meld: Leyline of the Void, Wheel of Sun and Moon (614.6)
              ("would", "be", "put", "into", "an", "opponent's", "graveyard", "from", "anywhere"): ("opponent", True),
              ("would", "be", "put", "into", "enchanted", "player's", "graveyard", "from", "anywhere"): ("enchanted", True)}
_CARD_NOUNS = {"card", "cards"}


def _event(node: N.Replacement) -> tuple[Any, tuple] | None:
    if len(node.parts) != 2 or not isinstance(node.parts[0], N.Phrase) or node.parts[0].kind != "replace_event":
        return None
    parts = node.parts[0].parts
    if not parts or not all(isinstance(w, str) for w in parts[1:]):
        return None
    return parts[0], tuple(parts[1:])


def _card_filter(f: N.Filter) -> N.Filter | None:
    """'a card' / 'an instant or sorcery card': the description without the noun 'card'."""
    if f.alternatives:
        alts = [a for a in f.alternatives if isinstance(a, N.Filter)]
        if len(alts) != len(f.alternatives) or f.nouns or f.adjectives or f.qualifiers:
            return None
        if not any(set(a.nouns) & _CARD_NOUNS for a in alts):
            return None
        out = []
        for a in alts:
            nouns = tuple(n for n in a.nouns if n not in _CARD_NOUNS)
            out.append(N.Filter(a.adjectives + tuple(f"type:{n}" for n in nouns), (), a.qualifiers))
        return N.Filter(alternatives=tuple(out))
    if set(f.nouns) != {"card"} or f.qualifiers:
        return None
    return N.Filter(adjectives=f.adjectives)


def _subject_problem(subject: Any, card: bool) -> str | None:
    if isinstance(subject, N.SelfRef):
        return None
    if not (isinstance(subject, N.Described) and subject.count == 1 and subject.quantifier in ("a", "an", "another")
            and isinstance(subject.filter, N.Filter)):
        return f"the subject {type(subject).__name__} of this replacement is not read"
    f = subject.filter
    if card:
        cf = _card_filter(f)
        if cf is None:
            return "only cards are read in 'would be put into a graveyard from anywhere'"
        for a in [cf, *cf.alternatives]:
            if isinstance(a, N.Filter) and any(not w.startswith(("type:", "subtype:", "color:", "non:")) for w in a.adjectives):
                return "a word of these cards is not read in this replacement"
        return unreadable(cf)
    return unreadable(f)


def _check(node: N.Replacement) -> str | None:
    from . import player_replacements  # branch replace: a player's life gain or draw (614.1a)

    if player_replacements.owns(node):
        return player_replacements.check(node)
    ev = _event(node)
    if ev is None:
        return "this replacement's event is not read"
    subject, words = ev
    if words == _DIE:
        card = False
    elif words in _GRAVEYARD:
        if isinstance(subject, N.SelfRef) and _GRAVEYARD[words][1]:
            return "'if this would be put into a graveyard from anywhere' is not read here (it functions in every zone)"
        card = _GRAVEYARD[words][1] and not isinstance(subject, N.SelfRef)
        if not _GRAVEYARD[words][1] and not isinstance(subject, N.SelfRef) \
                and not (isinstance(subject, N.Described) and set(subject.filter.nouns) & {"permanent", "creature"}):
            return "this 'would be put into a graveyard' is not read"
    else:
        return f"the event 'would {' '.join(words[1:])}' of a replacement is not executed"
    effect = node.parts[1]
    if isinstance(effect, N.Action) and effect.kind == "revealed_to_library_bottom" and words in _GRAVEYARD \
            and _GRAVEYARD[words][1]:  # branch meld: "instead that card is revealed and put on the bottom of that
        return _subject_problem(subject, card)  # player's library" (the card's owner's: 404.2, 401.1)
    if not (isinstance(effect, N.Exile) and isinstance(effect.what, N.Ref)
            and effect.what.words in ("it", "that card", "that creature")):
        return "only 'exile it instead' is executed in this replacement"
    return _subject_problem(subject, card)


executes_node("Replacement:replacement_instead", "Phrase:replace_event")
# branch meld: a replacement ability read from the grammar's tree (text/lowering: {"type": "tree"}) is read by
# the module of its Replacement kind; whether its tree is implemented is support.tree_problems' decision
executes("replacement", "tree")
checks_whole("Replacement:replacement_instead", _check)


def _mine(ability: Any) -> bool:
    tree = ability.spec.get("tree") if ability.kind == "replacement" else None
    from . import player_replacements  # branch replace: not about a graveyard

    return isinstance(tree, N.Replacement) and tree.kind == "replacement_instead" and not player_replacements.owns(tree)


def _applies(game: "Game", source: "GameObject", node: N.Replacement, obj: "GameObject") -> bool:
    subject, words = _event(node)  # type: ignore[misc]
    you = source.controller
    chars = game.chars(obj)
    if words == _DIE:  # 700.4: a creature put into a graveyard from the battlefield
        if obj.zone != "battlefield" or "creature" not in chars.card_types:
            return False
    else:
        whose, anywhere = _GRAVEYARD[words]
        if not anywhere and obj.zone != "battlefield":
            return False
        if whose == "you" and obj.owner != you:  # 404.2: a card goes to its owner's graveyard
            return False
        if whose == "opponent" and (you is None or obj.owner == you):  # 102.2 (branch meld)
            return False
        if whose == "enchanted" and obj.owner != source.attached_to:  # 303.4: the player this Aura enchants
            return False
    if isinstance(subject, N.SelfRef):
        return obj is source
    if subject.quantifier == "another" and obj is source:
        return False
    if words != _DIE and _GRAVEYARD[words][1]:  # cards only: a token isn't one (108.2)
        if obj.token or obj.spell_copy:
            return False
        return matches(game, Seen(obj, chars, obj.controller), _card_filter(subject.filter), you, source)
    return matches(game, Seen(obj, chars, obj.controller), subject.filter, you, source)


def graveyard_options(game: "Game", obj: "GameObject") -> dict[str, tuple[str, bool]]:
    """The permanents whose replacement would exile ``obj`` instead of putting it into a graveyard
    (rules_effects.graveyard_instead: one is chosen when several apply, 616.1)."""
    out: dict[str, tuple[str, bool]] = {}
    for source in game.battlefield():
        for ability in game.chars(source).abilities:
            if _mine(ability) and _applies(game, source, ability.spec["tree"], obj):
                effect = ability.spec["tree"].parts[1]
                bottom = isinstance(effect, N.Action) and effect.kind == "revealed_to_library_bottom"
                # 701.20a: revealing shows the card; nothing else happens
                out.setdefault(source.id, ("library_bottom", False) if bottom else ("exile", False))
    return out
