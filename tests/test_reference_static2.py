"""Branch static2: static abilities, cost changes (601.2f), replacements (614) read from the grammar's
tree, each played in a game, with refusals."""

from __future__ import annotations

import pytest

from tree_play import card, holds, play, reason


def _problems(text: str, name: str = "Test Card", spell: bool = True) -> list[str]:
    from mtg_reference_engine.state.support import abilities_of, problems

    return [w for a in abilities_of(text, name, spell) for w in problems(a, name)]


# -- cost changes (601.2f) -----------------------------------------------------------------------

GRAVE_BOLT = card("Test Grave Bolt", "This spell costs {1} less to cast for each creature card in your graveyard.\n"
                  "Test Grave Bolt deals 3 damage to any target.", "instant", "{3}{R}")


def test_this_spell_costs_less_for_each_creature_card_in_your_graveyard():
    assert _problems(GRAVE_BOLT["oracle_text"], "Test Grave Bolt") == []
    # two creature cards (and a land card, not counted) in alice's graveyard, one in bob's: {1}{R}
    holds('''
        Given alice has Grizzly Bears in graveyard as "g1"
        And alice has Llanowar Elves in graveyard as "g2"
        And alice has Forest in graveyard as "g3"
        And bob has Grizzly Bears in graveyard as "g4"
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Test Grave Bolt in hand as "bolt"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "bolt" paying {R}{R} targeting bob
        And the top of the stack resolves
        Then bob has 17 life
    ''', [GRAVE_BOLT])
    result, _ = play('''
        Given alice has Grizzly Bears in graveyard as "g1"
        And bob has Grizzly Bears in graveyard as "g4"
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice has Test Grave Bolt in hand as "bolt"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "bolt" paying {R}{R} targeting bob
        Then "bolt" is on the stack
    ''', [GRAVE_BOLT])
    assert "which is {2}:" in result["actions"][2]["refused"]


TAPPED_DOOM = card("Test Tapped Doom", "This spell costs {3} less to cast if it targets a tapped creature.\n"
                   "Destroy target creature.", "instant", "{4}{B}")


def test_this_spell_costs_less_if_it_targets_a_tapped_creature():
    assert _problems(TAPPED_DOOM["oracle_text"], "Test Tapped Doom") == []
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And "bears" is tapped
        And alice controls Swamp as "s1"
        And alice controls Swamp as "s2"
        And alice has Test Tapped Doom in hand as "doom"
        When alice taps "s1" for mana
        And alice taps "s2" for mana
        And alice casts "doom" paying {B}{B} targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [TAPPED_DOOM])
    # an untapped target: the full cost
    result, _ = play('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Swamp as "s1"
        And alice controls Swamp as "s2"
        And alice has Test Tapped Doom in hand as "doom"
        When alice taps "s1" for mana
        And alice taps "s2" for mana
        And alice casts "doom" paying {B}{B} targeting "bears"
        Then "doom" is on the stack
    ''', [TAPPED_DOOM])
    assert "which is {4}:" in result["actions"][2]["refused"]


WHITE_TAX = card("Test White Tax", "White spells cost {3} more to cast.", "enchantment", "{1}{R}")
LIONS = card("Test Lions", "", "creature", "{W}", "2/1")
FLYING_DISCOUNT = card("Test Wing Discount", "Creature spells with flying you cast cost {1} less to cast.",
                       "artifact", "{2}")


def test_spells_cost_more_for_every_player_when_no_caster_is_named():
    assert _problems(WHITE_TAX["oracle_text"], spell=False) == []
    # alice's own white spell costs more too: "White spells" are anyone's
    result, _ = play('''
        Given alice controls Test White Tax as "tax"
        And alice controls Plains as "p1"
        And alice has Test Lions in hand as "lions"
        When alice taps "p1" for mana
        And alice casts "lions" paying {W}
        Then "lions" is on the stack
    ''', [WHITE_TAX, LIONS])
    assert "which is {3}:" in result["actions"][1]["refused"]
    holds('''
        Given alice controls Test White Tax as "tax"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "f1" for mana
        And alice taps "f2" for mana
        And alice casts "bears" paying {G}{G}
        Then "bears" is on the stack
    ''', [WHITE_TAX])


def test_creature_spells_with_flying_cost_less():
    assert _problems(FLYING_DISCOUNT["oracle_text"], spell=False) == []
    bird = card("Test Sparrow", "Flying", "creature", "{1}{W}", "1/1")
    holds('''
        Given alice controls Test Wing Discount as "d"
        And alice controls Plains as "p1"
        And alice has Test Sparrow in hand as "bird"
        When alice taps "p1" for mana
        And alice casts "bird" paying {W}
        Then "bird" is on the stack
    ''', [FLYING_DISCOUNT, bird])
    result, _ = play('''
        Given alice controls Test Wing Discount as "d"
        And alice controls Forest as "f1"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "f1" for mana
        And alice casts "bears" paying {G}
        Then "bears" is on the stack
    ''', [FLYING_DISCOUNT])
    assert "which is {1}:" in result["actions"][1]["refused"]


@pytest.mark.parametrize("text, why", [
    ("This spell costs {1} less to cast for each creature in your party.", "party_member"),
    ("This spell costs {X} less to cast, where X is your devotion to black.", "only a generic amount"),
    ("Spells you cast with mana value 4 or greater cost {1} less to cast.", "with_"),
    ("This spell costs {2} less to cast if it targets a creature spell.", "other than a permanent"),
    ("Spells you cast from your graveyard cost {1} less to cast.", "from_zone"),
])
def test_cost_changes_not_read_are_refused(text, why):
    got = _problems(text, spell=False)
    assert got and why in got[0], got


# -- casting permissions and restrictions (601.3) --------------------------------------------------

FLASH_GRANT = card("Test Flash Grant", "You may cast creature spells as though they had flash.", "enchantment", "{2}{G}")
ONE_SPELL = card("Test One Spell", "Each player can't cast more than one spell each turn.", "artifact", "{2}")
NO_CREATURES = card("Test No Creatures", "Your opponents can't cast creature spells.", "enchantment", "{2}")
SORCERY = card("Test Sorcery Draw", "Draw a card.", "sorcery", "{U}")


def test_creature_spells_cast_as_though_they_had_flash():
    assert _problems(FLASH_GRANT["oracle_text"], spell=False) == []
    holds('''
        Given it is bob's end step
        And alice controls Test Flash Grant as "grant"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        Then "bears" is on the stack
    ''', [FLASH_GRANT])
    # not a sorcery; not bob's creature spells (he doesn't control the permanent)
    result, _ = play('''
        Given it is bob's end step
        And alice controls Test Flash Grant as "grant"
        And alice has Test Sorcery Draw in hand as "sorcery"
        When alice casts "sorcery"
        Then "sorcery" is on the stack
    ''', [FLASH_GRANT, SORCERY])
    assert not result["actions"][0]["ok"]
    result, _ = play('''
        Given it is alice's end step
        And alice controls Test Flash Grant as "grant"
        And bob has Grizzly Bears in hand as "bears"
        When bob casts "bears"
        Then "bears" is on the stack
    ''', [FLASH_GRANT])
    assert not result["actions"][0]["ok"]


def test_each_player_cant_cast_more_than_one_spell_each_turn():
    assert _problems(ONE_SPELL["oracle_text"], spell=False) == []
    result, _ = play('''
        Given alice controls Test One Spell as "tablet"
        And alice has Grizzly Bears in hand as "bears"
        And alice has Test Sorcery Draw in hand as "sorcery"
        When alice casts "bears"
        And the top of the stack resolves
        And alice casts "sorcery"
        Then "sorcery" is on the stack
    ''', [ONE_SPELL, SORCERY])
    assert result["actions"][0]["ok"] and not result["actions"][2]["ok"]
    assert "more than one spell" in result["actions"][2]["refused"]


def test_your_opponents_cant_cast_creature_spells():
    assert _problems(NO_CREATURES["oracle_text"], spell=False) == []
    result, _ = play('''
        Given it is bob's precombat main phase
        And alice controls Test No Creatures as "ban"
        And bob has Grizzly Bears in hand as "bears"
        When bob casts "bears"
        Then "bears" is on the stack
    ''', [NO_CREATURES])
    assert not result["actions"][0]["ok"]
    holds('''
        Given alice controls Test No Creatures as "ban"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        Then "bears" is on the stack
    ''', [NO_CREATURES])
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test No Creatures as "ban"
        And bob has Test Sorcery Draw in hand as "sorcery"
        When bob casts "sorcery"
        Then "sorcery" is on the stack
    ''', [NO_CREATURES, SORCERY])


@pytest.mark.parametrize("text, why", [
    ("You may cast this spell as though it had flash if you pay {2} more to cast it.", "as though it had flash"),
    ("Your opponents can't cast spells with mana value 3 or less.", "quality other than a keyword"),
    ("Enchanted player can't cast more than one spell each turn.", "players of this"),
    ("Your opponents can't search libraries.", "search libraries"),
])
def test_casting_statics_not_read_are_refused(text, why):
    got = _problems(text, spell=False)
    assert got and why in got[0], got


# -- "exile it instead" of a graveyard (614.1a, 614.6, 700.4) ------------------------------------------

EXILER = card("Test Exiler", "If a creature an opponent controls would die, exile it instead.", "creature", "{1}{B}", "2/2")
GRAVE_WARD = card("Test Grave Ward", "If a card would be put into your graveyard from anywhere, exile it instead.",
                  "enchantment", "{1}{W}")
DOOM = card("Test Doom", "Destroy target creature.", "sorcery", "{1}{B}")


def test_a_creature_an_opponent_controls_that_would_die_is_exiled_instead():
    assert _problems(EXILER["oracle_text"], spell=False) == []
    holds('''
        Given alice controls Test Exiler as "exiler"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in exile
        And "doom" is in the graveyard
    ''', [EXILER, DOOM])
    # alice's own creature dies as usual
    holds('''
        Given alice controls Test Exiler as "exiler"
        And alice controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [EXILER, DOOM])


def test_a_card_put_into_your_graveyard_from_anywhere_is_exiled_instead():
    assert _problems(GRAVE_WARD["oracle_text"], spell=False) == []
    holds('''
        Given alice controls Test Grave Ward as "ward"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "doom" is in exile
        And "bears" is in the graveyard
    ''', [GRAVE_WARD, DOOM])


@pytest.mark.parametrize("text, why", [
    # ('If you would gain life, you gain twice that much life instead.' is read since branch replace)
    ("If a nontoken creature would die, exile that card with a blood counter on it instead.", "exile it instead"),
    # ('dealt damage by this creature this turn' is read since branch filtlay)
    ("If a commander creature would die, exile it instead.", "commander"),
    ("If you would draw a card, draw two cards instead.", "replacement of a draw is not executed"),
    ("If a creature would be put into a graveyard from anywhere, exile it instead.", "only cards"),
])
def test_replacements_not_read_are_refused(text, why):
    got = _problems(text, spell=False)
    assert got and why in got[0], got


# -- "enters tapped with", "enters with ... for each", "enters with ... if" (614.1c, 614.12) ----------

CHARGE_LAND = card("Test Charge Land", "This land enters tapped with two charge counters on it.", "land", "")
GRAVE_GROWER = card("Test Grave Grower", "This creature enters with a +1/+1 counter on it for each creature card in "
                    "your graveyard.", "creature", "{1}{G}", "1/1")
MORBID_GROWER = card("Test Morbid Grower", "This creature enters with two +1/+1 counters on it if a creature died "
                     "this turn.", "creature", "{1}{B}", "1/1")


def test_a_land_enters_tapped_with_counters():
    assert _problems(CHARGE_LAND["oracle_text"], spell=False) == []
    holds('''
        Given alice has Test Charge Land in hand as "land"
        When alice plays "land"
        Then "land" is tapped
        And "land" has two charge counters on it
    ''', [CHARGE_LAND])


def test_a_creature_enters_with_a_counter_for_each_creature_card_in_your_graveyard():
    assert _problems(GRAVE_GROWER["oracle_text"], spell=False) == []
    holds('''
        Given alice has Grizzly Bears in graveyard as "g1"
        And alice has Llanowar Elves in graveyard as "g2"
        And alice has Forest in graveyard as "g3"
        And bob has Grizzly Bears in graveyard as "g4"
        And alice has Test Grave Grower in hand as "grower"
        When alice casts "grower"
        And the top of the stack resolves
        Then "grower" has two +1/+1 counters on it and no other counters
    ''', [GRAVE_GROWER])


def test_a_creature_enters_with_counters_if_a_creature_died_this_turn():
    assert _problems(MORBID_GROWER["oracle_text"], spell=False) == []
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        And alice has Test Morbid Grower in hand as "grower"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        And alice casts "grower"
        And the top of the stack resolves
        Then "grower" has two +1/+1 counters on it
    ''', [MORBID_GROWER, DOOM])


@pytest.mark.parametrize("text, why", [
    ("This creature enters with a +1/+1 counter on it if an opponent lost life this turn.", "opponent_lost_life"),
    ("This creature enters with a +1/+1 counter on it for each creature that died this turn.", "died_this_turn"),
    # 614.12: a condition reading the battlefield would see the entering permanent itself
    ("This creature enters with a +1/+1 counter on it if you control a Wizard.", "you_control"),
])
def test_enters_with_not_read_is_refused(text, why):
    got = _problems(text, spell=False)
    assert got and why in got[0], got


# -- granting "ward {N}" and "protection from <color>" (702.21a, 702.16a, 613.1f) ---------------------

WARD_GRANT = card("Test Ward Grant", "Other creatures you control have ward {2}.", "creature", "{1}{U}", "1/1")
PRO_RED = card("Test Red Ward", "Enchanted creature has protection from red.", "enchantment", "{W}",
               subtypes=("Aura",))


def test_other_creatures_you_control_have_ward():
    assert _problems(WARD_GRANT["oracle_text"], spell=False) == []
    holds('''
        Given alice controls Test Ward Grant as "granter"
        And alice controls Grizzly Bears as "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "bears"
        And it creates "ward"
        Then the stack holds two objects
        And "ward" is a triggered ability on the stack
        When the top of the stack resolves
        And "bears" chooses no for "may"
        Then "bolt" is in the graveyard
        And "bears" is on the battlefield
    ''', [WARD_GRANT])
    # not the granter itself ("other")
    holds('''
        Given alice controls Test Ward Grant as "granter"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "granter"
        Then the stack holds one object
        When the top of the stack resolves
        Then "granter" is in the graveyard
    ''', [WARD_GRANT])


def test_enchanted_creature_has_protection_from_red():
    assert _problems(PRO_RED["oracle_text"], spell=False) == []
    result, _ = play('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Red Ward as "aura"
        And "aura" is attached to "bears"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "bears"
        Then "bolt" is on the stack
    ''', [PRO_RED])
    assert not result["actions"][0]["ok"]


@pytest.mark.parametrize("text, why", [
    ("Other Knights you control get +2/+2 and have protection from Assassins.", "protection"),
    ("Creatures you control have protection from Dogs.", "protection"),
])
def test_parameter_keywords_not_read_are_refused(text, why):
    got = _problems(text, spell=False)
    assert got and why in got[0], got
