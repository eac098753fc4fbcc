"""Abilities that function outside the battlefield because they move the object they're on out of
that zone (113.6m): "{1}{B}: Return this card from your graveyard to the battlefield tapped."; and
"return target permanent card from your graveyard to your hand" (a card in a graveyard as a target, 115.1).
Its Oracle template: text/zone_text.py. Activating it (602.2, from the zone) is rules/casting.py's.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject, StackItem

KINDS = ("return_self_to_battlefield", "return_card_to_hand", "exile_card_then_become_copy", "search_library_to_hand",
         "that_player_draws", "exile_target_and_same_name", "exile_same_name_as_chosen",
         "name_then_exile_any_number", "add_type_until_eot")


def perform(game: "Game", effect: dict[str, Any], item: "StackItem", source: "GameObject | None") -> None:
    from .entering import enter_battlefield

    if effect["type"] == "return_self_to_battlefield":
        # 400.7: only the card as it was when the ability was activated, still in that zone
        if source is None or source.zone != effect["moves_self_from"] or source.incarnation != item.source_incarnation:
            return
        # 110.2a: it enters under its owner's control ("return ... to the battlefield")
        enter_battlefield(game, source, source.owner, cause="effect", tapped=effect["tapped"])
    elif effect["type"] == "return_card_to_hand":
        from .entering import move_to_zone
        from .targeting import still_legal

        for spec, target in zip(effect["targets"], item.targets):
            if "object" in target and still_legal(game, item, spec, target):  # 608.2b
                move_to_zone(game, game.obj(target["object"]), "hand")
    elif effect["type"] == "exile_card_then_become_copy":
        from .copy import become_copy
        from .entering import move_to_zone
        from .targeting import still_legal

        target = item.targets[0] if item.targets else {}
        if "object" not in target or not still_legal(game, item, effect["targets"][0], target):
            return  # 608.2b
        card = game.obj(target["object"])
        move_to_zone(game, card, "exile")
        # 707.2: the copiable values of the card now in exile are its printed ones (a flip
        # card in exile is unflipped, 710.2); 400.7: only the permanent that activated the ability
        if source is not None and source.zone == "battlefield" and source.incarnation == item.source_incarnation:
            become_copy(game, source, card, effect.get("exceptions", []), item.ability)
    elif effect["type"] == "search_library_to_hand":
        _search_library_to_hand(game, effect, item)
    elif effect["type"] == "that_player_draws":
        game.draw(item.trigger["player"], effect["count"])  # "that player": whose step it is
    elif effect["type"] == "exile_target_and_same_name":
        _exile_same_name(game, effect, item)
    elif effect["type"] == "exile_same_name_as_chosen":
        _lobotomy(game, effect, item)
    elif effect["type"] == "name_then_exile_any_number":
        _dispossess(game, effect, item)
    elif effect["type"] == "add_type_until_eot":
        from ..state.layers import ContinuousEffect
        from .targeting import still_legal

        spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
        if "object" not in target or not still_legal(game, item, spec, target):
            return
        obj = game.obj(target["object"])
        types = list(effect["card_types"])

        def add(ch: Any, o: Any) -> None:  # 205.1b: in addition to its other types
            ch.card_types = list(ch.card_types) + [t for t in types if t not in ch.card_types]

        game.effects.append(ContinuousEffect("4", game.next_timestamp(), {(obj.id, obj.incarnation)}, add,
                                             duration="end_of_turn", source=item.id,
                                             description="is also " + " ".join(types)))


def _search_library_to_hand(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """701.23a: the player looks through their library and finds a card with the stated quality;
    701.23b: they aren't required to find one (a 'search' choice: the card found, or none), and
    can't find one without it. The card is revealed (701.20a), put into their hand, then the library
    is shuffled (701.24a) — also when nothing was found."""
    from ..state.game import Illegal
    from .entering import move_to_zone
    from .mana import object_mana_value
    from .rules_effects import shuffle_library

    player = item.controller
    quality = effect["quality"]
    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, player, player)
    library = [o for o in game.objects.values() if o.zone == "library" and o.owner == player
               and (portion is None or o.id in portion)]

    def fits(card: "GameObject") -> bool:
        ch = game.chars(card)
        if "types" in quality and not all(t in ch.card_types for t in quality["types"]):
            return False
        if "mana_value_at_most_count" in quality:
            flt = quality["mana_value_at_most_count"]
            count = sum(1 for p in game.battlefield() if game.matches(p, flt, player))  # on resolution
            if object_mana_value(game, card) > count:
                return False
        return True

    # A question with only one possible answer is not asked (docs/FORMAT.md): no card fits, none found.
    found = (game.choose("search", item.source or item.id, None, allow_none=True)
             if any(fits(c) for c in library) else None)
    found = [] if found is None else (found if isinstance(found, list) else [found])
    if len(found) > 1 or any(game.objects.get(f) not in library or not fits(game.obj(f)) for f in found):
        raise Illegal(f"{found} is not a card of {player}'s library with the stated quality (701.23a)")
    for f in found:
        move_to_zone(game, game.obj(f), "hand")
    shuffle_library(game, player)


def _lobotomy(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Lobotomy: the target player reveals their hand; the caster chooses a card other than a basic
    land card from it (a 'card' choice; none when there is none); then the search for all cards with
    that name. 701.23c: with no card chosen the quality is undefined: the zones are searched, nothing
    is found — and the library is still shuffled."""
    from ..state.game import Illegal
    from .rules_effects import shuffle_library
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
    if "player" not in target or not still_legal(game, item, spec, target):
        return
    player = target["player"]
    excluded = effect["not"]
    options = [o.id for o in game.objects.values() if o.zone == "hand" and o.owner == player
               and not (all(t in game.chars(o).supertypes for t in excluded["supertypes"])
                        and all(t in game.chars(o).card_types for t in excluded["types"]))]
    if not options:
        shuffle_library(game, player)
        return
    chosen = game.choose("card", item.source or item.id, options)
    name = game.chars(game.obj(chosen)).name
    if not name:
        raise Illegal(f'"{chosen}" has no name')
    _exile_all_named(game, item, player, name)


def _dispossess(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """201.4a: "Choose an artifact card name": the name of a card whose Oracle text has that card type
    (the fixture's cards are the Oracle card reference, 108.1) — not the name of a card an effect made
    an artifact. Then any number of cards with that name are found in the target opponent's
    graveyard, hand and library (a 'search' choice) and exiled; that player shuffles."""
    from ..state.game import Illegal
    from .entering import move_to_zone
    from .rules_effects import shuffle_library
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
    if "player" not in target or not still_legal(game, item, spec, target):
        return
    player = target["player"]
    answer = game.choose("card_name", item.source or item.id, None)
    names = {n.lower(): n for n, c in game.cards.items()
             if all(t in (c.get("card_types") or []) for t in effect["name_types"])}
    if not isinstance(answer, str) or answer.lower() not in names:
        raise Illegal(f"{answer!r} is not the name of a{'n' if effect['name_types'][0][0] in 'aeiou' else ''} "
                      f"{' '.join(effect['name_types'])} card (201.4a)")
    name = names[answer.lower()]
    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, item.controller, player)
    same = [o.id for o in game.objects.values() if o.owner == player and o.zone in ("graveyard", "hand", "library")
            and game.chars(o).name == name and (o.zone != "library" or portion is None or o.id in portion)]
    found = game.choose("search", item.source or item.id, None, allow_none=True) if same else []
    found = [] if found is None else (found if isinstance(found, list) else [found])
    if any(f not in same for f in found):
        raise Illegal(f"{found} are not cards named {name} in {player}'s graveyard, hand or library")
    for f in found:
        move_to_zone(game, game.obj(f), "exile")
    shuffle_library(game, player)


def _exile_all_named(game: "Game", item: "StackItem", player: str, name: str) -> None:
    """Search the player's graveyard, hand and library for all cards named ``name`` and exile them:
    all of those in the graveyard (a public zone), those found in the hand and library (701.23b: a
    'search' choice, any number of them); then that player shuffles (701.24a)."""
    from ..state.game import Illegal
    from .entering import move_to_zone
    from .rules_effects import shuffle_library

    from .player_replacements import searched  # branch replace: 701.23f

    portion = searched(game, item.controller, player)
    same = [o for o in game.objects.values() if o.owner == player and o.zone in ("graveyard", "hand", "library")
            and game.chars(o).name == name and (o.zone != "library" or portion is None or o.id in portion)]
    hidden = [o.id for o in same if o.zone in ("hand", "library")]
    found = game.choose("search", item.source or item.id, None, allow_none=True) if hidden else []
    found = [] if found is None else (found if isinstance(found, list) else [found])
    if any(f not in hidden for f in found):
        raise Illegal(f"{found} are not cards named {name} in {player}'s hand or library (701.23a)")
    for o in [o for o in same if o.zone == "graveyard"] + [game.obj(f) for f in found]:
        move_to_zone(game, o, "exile")
    shuffle_library(game, player)


def _exile_same_name(game: "Game", effect: dict[str, Any], item: "StackItem") -> None:
    """Splinter: exile the target, then search its controller's graveyard, hand and library for all
    cards with its name and exile them, then that player shuffles (701.23b: in the hidden zones the
    searcher needn't find them all)."""
    from .entering import move_to_zone
    from .targeting import still_legal

    spec, target = effect["targets"][0], item.targets[0] if item.targets else {}
    if "object" not in target or not still_legal(game, item, spec, target):
        return  # 608.2b
    obj = game.obj(target["object"])
    name, player = game.chars(obj).name, obj.controller
    move_to_zone(game, obj, "exile")
    if name:
        _exile_all_named(game, item, player, name)
    else:  # 701.23c: a nameless object: nothing can be found; the library is still shuffled
        from .rules_effects import shuffle_library

        shuffle_library(game, player)
