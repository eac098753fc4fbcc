"""search2: searching 'your library and/or graveyard' (701.23a, the player chooses where; 'if you
search your library this way, shuffle', 701.24a) and 'mana value X' in a search (107.3)."""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.rules import rules_effects
from tests.tree_play import card, chooses, holds, reason

FIND = card("Test Find", "Search your library and/or graveyard for a creature card, reveal it, and put it into "
                         "your hand. If you search your library this way, shuffle.", "sorcery")


@pytest.fixture
def shuffles(monkeypatch):
    seen: list[str] = []
    real = rules_effects._shuffle_now
    monkeypatch.setattr(rules_effects, "_shuffle_now", lambda game, p: (seen.append(p), real(game, p)))
    return seen


def _both(*edits):
    def edit(fx):
        for e in edits:
            e(fx)
    return edit


def test_search_graveyard_only_finds_there_and_does_not_shuffle(shuffles):
    holds('''
        Given alice has Grizzly Bears in graveyard as "bears"
        And alice has Grizzly Bears in library as "bears2"
        And alice has Test Find in hand as "find"
        When alice casts "find"
        And the top of the stack resolves
        Then "bears" is in its owner's hand
        And "bears2" is in the library
    ''', [FIND], edit=_both(chooses(1, "search_zones", "find", "alice", "graveyard"),
                           chooses(1, "search", "find", "alice", "bears")))
    assert shuffles == []


def test_search_library_finds_there_and_shuffles(shuffles):
    holds('''
        Given alice has Grizzly Bears in graveyard as "bears"
        And alice has Grizzly Bears in library as "bears2"
        And alice has Test Find in hand as "find"
        When alice casts "find"
        And the top of the stack resolves
        Then "bears2" is in its owner's hand
        And "bears" is in the graveyard
    ''', [FIND], edit=_both(chooses(1, "search_zones", "find", "alice", "both"),
                           chooses(1, "search", "find", "alice", "bears2")))
    assert shuffles == ["alice"]


def test_a_searched_graveyard_is_public_the_card_there_must_be_found():
    """701.23b: only a hidden zone lets the player fail to find a card of a stated quality."""
    holds('''
        Given alice has Grizzly Bears in graveyard as "bears"
        And alice has Test Find in hand as "find"
        When alice casts "find"
        And the top of the stack resolves
        Then the action is refused
    ''', [FIND], edit=_both(chooses(1, "search_zones", "find", "alice", "graveyard"),
                           chooses(1, "search", "find", "alice", None)))
    holds('''
        Given alice has Grizzly Bears in graveyard as "bears"
        And alice has Grizzly Bears in library as "bears2"
        And alice has Test Find in hand as "find"
        When alice casts "find"
        And the top of the stack resolves
        Then the action is refused
    ''', [FIND], edit=_both(chooses(1, "search_zones", "find", "alice", "library"),
                           chooses(1, "search", "find", "alice", "bears")))


ZENITH = card("Test Zenith", "Search your library for a creature card with mana value X or less, put it onto "
                             "the battlefield, then shuffle.", "sorcery", "{X}{G}")


def test_mana_value_x_or_less_reads_the_spells_x():
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Test Zenith in hand as "zenith"
        When alice casts "zenith" with X = 2
        And the top of the stack resolves
        Then "bears" is on the battlefield
    ''', [ZENITH], edit=chooses(1, "search", "zenith", "alice", "bears"))
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Test Zenith in hand as "zenith"
        When alice casts "zenith" with X = 1
        And the top of the stack resolves
        Then "bears" is in the library
    ''', [ZENITH])  # no card fits: no search choice is asked


def test_mana_value_x_of_an_activated_ability():
    staff = card("Test Staff", "{X}, {T}: Search your library for a creature card with mana value X, reveal it, "
                               "put it into your hand, then shuffle.", "artifact")
    holds('''
        Given alice controls Test Staff as "staff"
        And alice has Grizzly Bears in library as "bears"
        When alice activates the ability of "staff" with X = 2
        And the top of the stack resolves
        Then "bears" is in its owner's hand
    ''', [staff], edit=chooses(1, "search", "staff", "alice", "bears"))


@pytest.mark.parametrize("text, why", [
    # a triggered ability has no X of its own
    ("When this creature enters, search your library for a creature card with mana value X or less, "
     "put it onto the battlefield, then shuffle.", "no X of its own"),
    ("When this creature enters, destroy target artifact with mana value X.", "mana value X' in a target"),
    ("Search your library for up to X cards, put those cards into your hand, then shuffle.", "other than N"),
])
def test_refused(text, why):
    found = reason(text)
    assert found and why in found[0], found


def test_mana_value_x_of_each_object_an_instruction_reads():
    meltdown = card("Test Meltdown", "Destroy each artifact with mana value X or less.", "sorcery", "{X}{R}")
    stone = card("Test Stone", "", "artifact", "{2}")
    holds('''
        Given alice controls Ornithopter as "thopter"
        And alice controls Test Stone as "millstone"
        And alice has Test Meltdown in hand as "meltdown"
        When alice casts "meltdown" with X = 1
        And the top of the stack resolves
        Then "thopter" is in the graveyard
        And "millstone" is on the battlefield
    ''', [meltdown, stone])


def test_each_creature_with_mana_value_x_cant_attack_this_turn():
    """611.2c: the creatures affected are those with mana value X as the ability resolves."""
    bureaucrats = card("Test Bureaucrats", "{X}, {T}: Each creature with mana value X can't attack or block this "
                                           "turn.", "creature", "{3}", "1/4")
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Bureaucrats as "bureau"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "bureau" with X = 2
        And the top of the stack resolves
        And bob attacks with "bears"
        Then the action is refused
    ''', [bureaucrats])


def test_a_spell_without_x_reading_mana_value_x_is_unsupported():
    from mtg_reference_engine.state.support import Unsupported
    from tests.tree_play import play

    odd = card("Test Odd", "Destroy each artifact with mana value X or less.", "sorcery", "{R}")
    with pytest.raises(Unsupported, match="no X is known"):
        play('''
            Given alice controls Ornithopter as "thopter"
            And alice has Test Odd in hand as "odd"
            When alice casts "odd"
            And the top of the stack resolves
            Then "thopter" is on the battlefield
        ''', [odd])


def test_a_target_with_mana_value_x_is_chosen_after_x():
    """601.2b-c: X is chosen, then the targets — a target must have mana value X as it is chosen and
    as the ability resolves (608.2b)."""
    ray = card("Test Ray", "{X}{X}{1}: Destroy target noncreature artifact with mana value X.", "artifact", "{2}")
    stone = card("Test Stone", "", "artifact", "{2}")
    holds('''
        Given alice controls Test Ray as "ray"
        And bob controls Test Stone as "stone"
        When alice activates the ability of "ray" with X = 2 targeting "stone"
        And the top of the stack resolves
        Then "stone" is in the graveyard
    ''', [ray, stone])
    holds('''
        Given alice controls Test Ray as "ray"
        And bob controls Test Stone as "stone"
        When alice activates the ability of "ray" with X = 1 targeting "stone"
        Then the action is refused
    ''', [ray, stone])


def test_search_for_any_number_of_cards_of_a_quality():
    """701.23b: 'any number of' creature cards — none, some or all of those in the library."""
    horde = card("Test Horde", "Search your library for any number of creature cards, put them onto the "
                               "battlefield, then shuffle.", "sorcery")
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Grizzly Bears in library as "bears2"
        And alice has Forest in library as "forest"
        And alice has Test Horde in hand as "horde"
        When alice casts "horde"
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "bears2" is on the battlefield
        And "forest" is in the library
    ''', [horde], edit=chooses(1, "search", "horde", "alice", ["bears", "bears2"]))
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Forest in library as "forest"
        And alice has Test Horde in hand as "horde"
        When alice casts "horde"
        And the top of the stack resolves
        Then the action is refused
    ''', [horde], edit=chooses(1, "search", "horde", "alice", ["bears", "forest"]))


def test_search_for_n_cards_must_find_n():
    """701.23d: 'two cards' is a quantity: two must be found if there are two."""
    two = card("Test Two", "Search your library for two cards, put them into your hand, then shuffle.", "sorcery")
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Forest in library as "forest"
        And alice has Test Two in hand as "two"
        When alice casts "two"
        And the top of the stack resolves
        Then "bears" is in its owner's hand
        And "forest" is in its owner's hand
    ''', [two], edit=chooses(1, "search", "two", "alice", ["bears", "forest"]))
    holds('''
        Given alice has Grizzly Bears in library as "bears"
        And alice has Forest in library as "forest"
        And alice has Test Two in hand as "two"
        When alice casts "two"
        And the top of the stack resolves
        Then the action is refused
    ''', [two], edit=chooses(1, "search", "two", "alice", ["bears"]))


def test_search_for_a_card_of_one_of_two_descriptions():
    either = card("Test Either", "Search your library for a basic land card or a Desert card, reveal it, put it "
                                 "into your hand, then shuffle.", "sorcery")
    desert = card("Test Desert", "", "land", "", subtypes=("Desert",))
    for found, ok in (("forest", True), ("desert", True), ("bears", False)):
        holds('''
            Given alice has Grizzly Bears in library as "bears"
            And alice has Forest in library as "forest"
            And alice has Test Desert in library as "desert"
            And alice has Test Either in hand as "either"
            When alice casts "either"
            And the top of the stack resolves
        ''' + (f'Then "{found}" is in its owner\'s hand' if ok else "Then the action is refused"),
            [either, desert], edit=chooses(1, "search", "either", "alice", found))


SCOUT = card("Test Scout", "Look at the top three cards of your library. You may reveal a Giant, Swamp, or Forest "
                           "card from among them and put it into your hand. Put the rest on the bottom of your "
                           "library in a random order.", "sorcery")
LIB3 = '''
        Given alice has Hill Giant in library as "c3"
        And alice has Forest in library as "c2"
        And alice has Grizzly Bears in library as "c1"
        And alice has Test Scout in hand as "scout"
        When alice casts "scout"
        And the top of the stack resolves
'''


@pytest.mark.parametrize("found, ok", [("c3", True), ("c2", True), ("c1", False)])
def test_reveal_a_card_of_several_descriptions_from_among_them(found, ok):
    """'a Giant, Swamp, or Forest card': the word 'card' describes each alternative."""
    edit = _both(chooses(1, "may", "scout", "alice", "yes"), chooses(1, "reveal", "scout", "alice", found))
    if ok:
        holds(LIB3 + f'        Then "{found}" is in its owner\'s hand\n', [SCOUT], edit=edit)
    else:
        holds(LIB3 + '        Then the action is refused\n', [SCOUT], edit=edit)


def test_search_reveal_it_then_shuffle_and_put_it_on_top():
    """701.24a then 401: the card found stays out of the shuffle and goes on top (drawn next)."""
    holds('''
        Given alice has Grizzly Bears in library as "c1"
        And alice has Forest in library as "c2"
        And alice has Hill Giant in library as "c3"
        And alice has Test Top in hand as "top"
        When alice casts "top"
        And the top of the stack resolves
        Then "c2" is in its owner's hand
    ''', [card("Test Top", "Search your library for a basic land card, reveal it, then shuffle and put it on top. "
                           "Draw a card.", "sorcery")], edit=chooses(1, "search", "top", "alice", "c2"))
