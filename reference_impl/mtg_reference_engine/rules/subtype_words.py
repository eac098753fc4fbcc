"""Subtypes as filter words (205.3, 109.2): "Elf creatures you control", "Other Zombies you
control", "a Mountain or a Forest", "a Teferi planeswalker". An object is of a subtype when its
characteristics have it (a changeling has every creature type, 702.73a: layers). Registered with
rules/filters.py's registry: the grammar's ``subtype:<Type>`` adjective, and the type's name and its
plural as a noun. Only the creature types of 205.3m, the basic land types (205.3i) and a few artifact
and enchantment types are registered; a plural not formed here is not read (the line stays
unsupported), never guessed.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..state.creature_types import CREATURE_TYPES
from .filters import Seen, adjective, noun

if TYPE_CHECKING:  # pragma: no cover
    from ..state.game import Game, GameObject

LAND_TYPES = ("Plains", "Island", "Swamp", "Mountain", "Forest", "Desert", "Gate", "Cave")  # 205.3i
OTHER_TYPES = ("Equipment", "Vehicle", "Aura", "Treasure", "Food", "Clue", "Saga", "Shrine")  # 205.3g-h
#: English plurals the regular rule doesn't make.
IRREGULAR = {"Elf": "Elves", "Dwarf": "Dwarves", "Wolf": "Wolves", "Werewolf": "Werewolves", "Merfolk": "Merfolk",
             "Mouse": "Mice", "Ox": "Oxen", "Fish": "Fish", "Sheep": "Sheep", "Plains": "Plains",
             "Homunculus": "Homunculi", "Equipment": "Equipment", "Kithkin": "Kithkin", "Moonfolk": "Moonfolk",
             "Thalakos": "Thalakos", "Cyclops": "Cyclopes", "Octopus": "Octopuses", "Fungus": "Fungi",
             "Djinn": "Djinn", "Efreet": "Efreet", "Samurai": "Samurai", "Ninja": "Ninjas", "Jackal": "Jackals"}


def plural(word: str) -> str:
    if word in IRREGULAR:
        return IRREGULAR[word]
    if word.endswith(("s", "x", "ch", "sh", "z")):
        return word + "es"
    if word.endswith("y") and word[-2:-1] not in tuple("aeiou"):
        return word[:-1] + "ies"
    return word + "s"


def _is(subtype: str):
    def test(game: "Game", o: Seen, you: str, source: "GameObject | None") -> bool:
        return subtype in o.chars.subtypes  # 205.3
    return test


for _t in CREATURE_TYPES + LAND_TYPES + OTHER_TYPES:
    if " " in _t:  # 'Time Lord': the grammar keeps one word per noun
        continue
    adjective(f"subtype:{_t}")(_is(_t))
    noun(_t, plural(_t))(_is(_t))
