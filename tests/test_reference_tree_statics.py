"""Static abilities the reference engine reads from the grammar's typed tree (issue 13;
rules/tree_statics.py): anthems and lords (layer 7c, 613.4c), granted keywords (layer 6, 613.1f),
Auras and Equipment ("Enchanted creature gets +2/+2 and has trample"), conditions ("as long as you
control an artifact", "during your turn"), each played in a game: the effect applies while the
source is on the battlefield (611.3a), to what enters later, and stops when the source leaves.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from tests.tree_play import card, holds, play

DOOM = card("Test Doom", "Destroy target creature.", "instant", "{B}")
SHATTER = card("Test Shatter", "Destroy target artifact or enchantment.", "instant", "{R}")


def tree_static(text: str) -> list[str]:
    """The tree's reading of the line, as a static ability: its problems. (Where a template of the
    engine reads the line too, the engine plays the template's: the game tests then play that.)"""
    from mtg_reference_engine.text import parse_card
    from mtg_reference_engine.text.lowering import tree_ability

    parsed = parse_card(text, ("Test Card",))
    assert len(parsed) == 1, parsed
    ability = tree_ability(parsed[0], False)
    assert ability is not None and "tree" in ability.spec and ability.kind == "static", ability
    return problems(ability)


def test_anthem_applies_to_what_enters_later_and_stops_when_the_source_leaves():
    text = "Creatures you control get +1/+1."
    assert tree_static(text) == []
    anthem = card("Test Anthem", text, "enchantment", "{2}{W}")
    holds('''
        Given alice controls Test Anthem as "anthem"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        Then "bears" is 3/3
        And "other" is 2/2
        And "anthem" has no power or toughness
    ''', [anthem])
    holds('''
        Given alice controls Test Anthem as "anthem"
        And alice has Grizzly Bears in hand as "late"
        When "late" is put onto the battlefield under alice's control
        Then "late" is 3/3
    ''', [anthem])
    holds('''
        Given alice controls Test Anthem as "anthem"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Shatter in hand as "shatter"
        And it is bob's precombat main phase
        When bob casts "shatter" targeting "anthem"
        And the top of the stack resolves
        Then "anthem" is in the graveyard
        And "bears" is 2/2
    ''', [anthem, SHATTER])


def test_other_creatures_get_a_bonus_and_a_keyword_not_the_lord_itself():
    text = "Other creatures you control get +1/+0 and have flying."
    assert tree_static(text) == []
    lord = card("Test Lord", text, "creature", "{1}{W}", "2/2")
    holds('''
        Given alice controls Test Lord as "lord"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        Then "bears" is 3/2
        And "bears" has the ability "Flying"
        And "lord" is 2/2
        And "lord" does not have the ability "Flying"
        And "other" does not have the ability "Flying"
    ''', [lord])


def test_creatures_your_opponents_control_get_minus_one_and_a_toughness_1_creature_dies():
    text = "Creatures your opponents control get -1/-1."
    assert tree_static(text) == []
    holds('''
        Given alice controls Test Blight as "blight"
        And bob controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And alice controls Grizzly Bears as "mine"
        When the phase ends
        Then "bears" is 1/1
        And "elves" is in the graveyard
        And "mine" is 2/2
    ''', [card("Test Blight", text, "enchantment", "{B}")])


def test_enchanted_creature_gets_a_bonus_as_long_as_you_control_an_artifact():
    # "Enchanted creature gets +2/+2 and has trample." stays the template's (attached_grant)
    assert "tree" not in abilities_of("Enchanted creature gets +2/+2 and has trample.", "Test Card", False)[0].spec
    text = "Enchanted creature gets +2/+2 as long as you control an artifact."
    assert tree_static(text) == []
    aura = card("Test Might", "Enchant creature\n" + text, "enchantment", "{G}", subtypes=("Aura",))
    holds('''
        Given alice controls Test Might as "might"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And alice controls Doubling Cube as "ring"
        And "might" is attached to "bears"
        Then "bears" is 4/4
        And "elves" is 1/1
    ''', [aura])
    holds('''
        Given alice controls Test Might as "might"
        And alice controls Grizzly Bears as "bears"
        And alice controls Doubling Cube as "ring"
        And "might" is attached to "bears"
        And bob has Test Shatter in hand as "shatter"
        And it is bob's precombat main phase
        When bob casts "shatter" targeting "might"
        And the top of the stack resolves
        Then "might" is in the graveyard
        And "bears" is 2/2
    ''', [aura, SHATTER])


def test_as_long_as_you_control_an_artifact_is_checked_continuously():
    text = "This creature gets +2/+2 as long as you control a nontoken artifact."
    # "... as long as you control an artifact." stays the template's (self_pt_if)
    assert tree_static(text) == []
    golem = card("Test Golem", text, "creature", "{2}", "1/1")
    holds('''
        Given alice controls Test Golem as "golem"
        Then "golem" is 1/1
    ''', [golem])
    holds('''
        Given alice controls Test Golem as "golem"
        And bob controls Doubling Cube as "ring"
        Then "golem" is 1/1
    ''', [golem])
    holds('''
        Given alice controls Test Golem as "golem"
        And alice controls Doubling Cube as "ring"
        And bob has Test Shatter in hand as "shatter"
        And it is bob's precombat main phase
        When bob casts "shatter" targeting "ring"
        And the top of the stack resolves
        Then "golem" is 1/1
    ''', [golem, SHATTER])
    holds('''
        Given alice controls Test Golem as "golem"
        And alice controls Doubling Cube as "ring"
        Then "golem" is 3/3
    ''', [golem])


def test_during_your_turn_creatures_you_control_have_haste():
    text = "During your turn, creatures you control have first strike."
    assert tree_static(text) == []
    banner = card("Test Banner", text, "enchantment", "{R}")
    holds('''
        Given alice controls Test Banner as "banner"
        And alice controls Grizzly Bears as "bears"
        Then "bears" has the ability "First strike"
    ''', [banner])
    holds('''
        Given alice controls Test Banner as "banner"
        And alice controls Grizzly Bears as "bears"
        And it is bob's precombat main phase
        Then "bears" does not have the ability "First strike"
    ''', [banner])


def test_two_anthems_add_up():
    anthem = card("Test Anthem", "Creatures you control get +1/+1.", "enchantment", "{2}{W}")
    holds('''
        Given alice controls Test Anthem as "a1"
        And alice controls Test Anthem as "a2"
        And alice controls Grizzly Bears as "bears"
        Then "bears" is 4/4
    ''', [anthem])


@pytest.mark.parametrize("text, why", [
    # a filter word the matcher doesn't read is a refusal, never a looser reading
    ("Commander creatures you control get +1/+0.", "'commander'"),  # ('modified' is read since branch filtlay)
    ("Creatures you control get +1/+1 for each artifact card in your library.", None),  # (your hand: read)
    ("Creatures you control have protection from Assassins.", "'protection'"),  # ward {1}: read (static2)
    ("Creatures you control have \"Whenever this creature attacks, venture into the dungeon.\"", "quoted ability"),
    ("This creature gets +2/+2 as long as it's your turn and you control an artifact.", None),
    ("This creature has flying as long as an artifact card is in your graveyard.", "Described"),
    ("Creatures can't attack you.", "restriction"),
])
def test_variants_not_read_are_refused(text, why):
    got = tree_static(text) if len(abilities_of(text, "Test Card", False)) == 1 and \
        "tree" in abilities_of(text, "Test Card", False)[0].spec else problems(abilities_of(text, "Test Card", False)[0])
    assert got, text
    if why:
        assert why in got[0], got


def test_a_refused_static_makes_the_game_unsupported():
    with pytest.raises(Unsupported) as exc:
        play('''
            Given alice controls Test Rally as "rally"
            And alice controls Grizzly Bears as "bears"
            Then "bears" is 3/2
        ''', [card("Test Rally", "Commander creatures you control get +1/+0.", "enchantment", "{R}")])
    assert exc.value.lines[0]["line"] == "Commander creatures you control get +1/+0."


# -- modal spells (700.2) read from the tree -------------------------------------------------------

CHARM = card("Test Charm", "Choose two —\n• Target player gains 3 life.\n• Destroy target enchantment.\n"
             "• Tap target creature.", "instant", "{1}{W}")


def test_modal_spell_choose_two_follows_only_the_chosen_modes_with_their_targets():
    ability = abilities_of(CHARM["oracle_text"], "Test Charm", True)
    assert len(ability) == 1 and "tree" in ability[0].spec and problems(ability[0]) == []
    holds('''
        Given alice has Test Charm in hand as "charm"
        And bob controls Crusade as "crusade"
        And bob controls Grizzly Bears as "bears"
        When alice casts "charm" targeting alice and "bears"
        And alice chooses the first mode
        And alice chooses the third mode
        And the top of the stack resolves
        Then alice has 23 life
        And "bears" is tapped
        And "crusade" is on the battlefield
        And "charm" is in the graveyard
    ''', [CHARM])
    holds('''
        Given alice has Test Charm in hand as "charm"
        And bob controls Crusade as "crusade"
        And bob controls Grizzly Bears as "bears"
        When alice casts "charm" targeting "crusade" and "bears"
        And alice chooses the second mode
        And alice chooses the third mode
        And the top of the stack resolves
        Then alice has 20 life
        And "crusade" is in the graveyard
        And "bears" is tapped
    ''', [CHARM])


def test_modal_spell_with_too_few_modes_chosen_is_illegal():
    result, mismatches = play('''
        Given alice has Test Charm in hand as "charm"
        When alice casts "charm" targeting alice
        And alice chooses the first mode
        Then "charm" is on the stack
    ''', [CHARM])
    # 700.2: "choose two" with one mode chosen: the cast is illegal
    assert not result["actions"][0]["ok"] and "choose 2 mode(s); 1 chosen" in result["actions"][0]["refused"]
    assert any('"charm" zone' in m.message for m in mismatches)


def test_modal_spell_one_or_both():
    text = "Choose one or both —\n• Target player gains 3 life.\n• Tap target creature."
    both = card("Test Both", text, "instant", "{W}")
    holds('''
        Given alice has Test Both in hand as "both"
        And bob controls Grizzly Bears as "bears"
        When alice casts "both" targeting bob and "bears"
        And alice chooses the first mode
        And alice chooses the second mode
        And the top of the stack resolves
        Then bob has 23 life
        And "bears" is tapped
    ''', [both])
    holds('''
        Given alice has Test Both in hand as "both"
        And bob controls Grizzly Bears as "bears"
        When alice casts "both" targeting "bears"
        And alice chooses the second mode
        And the top of the stack resolves
        Then bob has 20 life
        And "bears" is tapped
    ''', [both])


@pytest.mark.parametrize("text, why", [
    ("Choose up to two —\n• Target player gains 3 life.\n• Tap target creature.", "'up to two'"),
    ("Choose one —\n• Target player gains 3 life.\n• Explore.", "explore"),
    ("Choose one at random —\n• Target player gains 3 life.\n• Tap target creature.", None),
])
def test_modal_variants_not_read_are_refused(text, why):
    abilities = abilities_of(text, "Test Card", True)
    got = [w for a in abilities for w in problems(a)]
    assert got, text
    if why:
        assert why in got[0], got


# -- loyalty abilities (606) read from the tree ----------------------------------------------------

def _walker() -> dict:
    pw = card("Test Walker", "+1: Target player gains 2 life.\n−3: Destroy target creature.", "planeswalker", "{2}{W}")
    pw["loyalty"] = "3"
    return pw


def test_loyalty_plus_ability_adds_counters_and_resolves():
    abilities = abilities_of(_walker()["oracle_text"], "Test Walker", False)
    # the first line is the tree's; "−3: Destroy target creature." stays the template's
    assert [("tree" in a.spec, a.spec["cost"].get("loyalty"), problems(a)) for a in abilities] == [
        (True, 1, []), (False, -3, [])]
    holds('''
        Given alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        When alice activates the ability of "walker" targeting alice
        Then "walker" has four loyalty counters on it
        When the top of the stack resolves
        Then alice has 22 life
    ''', [_walker()])


def test_loyalty_minus_ability_its_cost_paid_and_the_walker_dies_with_none_left():
    holds('''
        Given alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        And bob controls Grizzly Bears as "bears"
        When alice activates the second ability of "walker" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "walker" is in the graveyard
    ''', [_walker()])


def test_loyalty_abilities_once_per_turn_at_sorcery_speed_and_not_below_zero():
    result, _ = play('''
        Given alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        When alice activates the ability of "walker" targeting alice
        And the top of the stack resolves
        And alice activates the ability of "walker" targeting alice
        Then alice has 22 life
    ''', [_walker()])
    assert "606.3" in result["actions"][2]["refused"]
    result, _ = play('''
        Given alice controls Test Walker as "walker"
        And "walker" has two loyalty counters on it
        And bob controls Grizzly Bears as "bears"
        When alice activates the second ability of "walker" targeting "bears"
        Then "bears" is on the battlefield
    ''', [_walker()])
    assert "606.6" in result["actions"][0]["refused"]
    result, _ = play('''
        Given alice controls Test Walker as "walker"
        And "walker" has three loyalty counters on it
        And it is bob's precombat main phase
        When alice activates the ability of "walker" targeting alice
        Then alice has 20 life
    ''', [_walker()])
    assert "606.3" in result["actions"][0]["refused"]


def test_a_loyalty_cost_that_isnt_a_number_is_refused():
    from mtg_reference_engine.state.support import tree_problems
    from mtg_reference_engine.text import nodes as N

    node = N.Loyalty(cost="−X", effect=N.Draw(amount=1))
    assert tree_problems(node) == ["the loyalty cost '−X' is not executed"]
    assert tree_problems(N.Loyalty(cost="−2", effect=N.Draw(amount=1))) == []


# -- subtypes as filter words (205.3) ---------------------------------------------------------------

def test_a_lord_of_a_creature_type_plural_noun():
    text = "Other Elves you control get +1/+1."
    assert tree_static(text) == []
    lord = card("Test Elf Lord", text, "creature", "{1}{G}", "2/2", subtypes=("Elf",))
    holds('''
        Given alice controls Test Elf Lord as "lord"
        And alice controls Llanowar Elves as "elves"
        And alice controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "theirs"
        Then "elves" is 2/2
        And "bears" is 2/2
        And "theirs" is 1/1
        And "lord" is 2/2
    ''', [lord])


@pytest.mark.parametrize("text", ["Other Elf creatures you control get +1/+1.", "Elves you control get +1/+1."])
def test_subtype_adjective_and_noun_readings(text):
    assert tree_static(text) == []


def test_an_unknown_subtype_word_is_refused():
    assert "not read" in tree_static("Other Blorbs you control get +1/+1.")[0]


# -- replacement effects on entering (614.1c, 614.12) read from the tree ----------------------------

CHECKLAND = card("Test Checkland", "This land enters tapped unless you control a Mountain or a Forest.\n"
                 "{T}: Add {R} or {G}.", "land", "")


@pytest.mark.parametrize("mine, tapped", [("Mountain", "untapped"), ("Forest", "untapped"), ("Island", "tapped")])
def test_enters_tapped_unless_you_control_a_land_type(mine, tapped):
    holds(f'''
        Given alice controls {mine} as "other"
        And alice has Test Checkland in hand as "land"
        When alice plays "land"
        Then "land" is {tapped}
    ''', [CHECKLAND])


def test_enters_tapped_unless_counts_only_your_permanents_already_there():
    holds('''
        Given bob controls Mountain as "theirs"
        And alice has Test Checkland in hand as "land"
        When alice plays "land"
        Then "land" is tapped
    ''', [CHECKLAND])
    # the land entering doesn't count itself (614.12): a Mountain checkland alone enters tapped
    land = card("Test Mountain Check", "This land enters tapped unless you control a Mountain.", "land", "",
                subtypes=("Mountain",))
    holds('''
        Given alice has Test Mountain Check in hand as "land"
        When alice plays "land"
        Then "land" is tapped
    ''', [land])


@pytest.mark.parametrize("lands, tapped", [(1, "tapped"), (2, "untapped")])
def test_enters_tapped_unless_you_control_two_or_more_other_lands(lands, tapped):
    text = "This land enters tapped unless you control two or more other lands."
    given = "\n".join(f'And alice controls Forest as "f{i}"' for i in range(lands))
    holds(f'''
        Given alice has Test Fastland in hand as "land"
        {given}
        When alice plays "land"
        Then "land" is {tapped}
    ''', [card("Test Fastland", text, "land", "")])


def test_replacements_not_read_are_refused():
    for text in ("If you would draw a card, draw two cards instead.",  # ('twice that much life' is read: 616.2)
                 "This creature enters with a +1/+1 counter on it for each creature that died this turn.",  # static2
                 "This land enters tapped unless you control a creature with flying."):
        got = [w for a in abilities_of(text, "Test Card", False) for w in problems(a)]
        assert got, text


# -- cost changes (601.2f) read from the tree ------------------------------------------------------

REDUCER = card("Test Reducer", "Creature spells you cast cost {1} less to cast.", "artifact", "{2}")
TAX = card("Test Tax", "Spells your opponents cast cost {1} more to cast.", "enchantment", "{1}{W}")


def test_creature_spells_you_cast_cost_one_less():
    assert tree_static(REDUCER["oracle_text"]) == []
    holds('''
        Given alice controls Test Reducer as "reducer"
        And alice controls Forest as "forest"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "forest" for mana
        And alice casts "bears" paying {G}
        Then "bears" is on the stack
    ''', [REDUCER])
    # bob's spells aren't reduced; nor is alice's noncreature spell
    result, _ = play('''
        Given bob controls Test Reducer as "reducer"
        And alice controls Forest as "forest"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "forest" for mana
        And alice casts "bears" paying {G}
        Then "bears" is on the stack
    ''', [REDUCER])
    assert "which is {1}" in result["actions"][1]["refused"]


def test_spells_your_opponents_cast_cost_one_more():
    assert tree_static(TAX["oracle_text"]) == []
    result, _ = play('''
        Given bob controls Test Tax as "tax"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "f1" for mana
        And alice taps "f2" for mana
        And alice casts "bears" paying {G}{G}
        Then "bears" is on the stack
    ''', [TAX])
    assert "which is {2}" in result["actions"][2]["refused"]
    holds('''
        Given bob controls Test Tax as "tax"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice controls Forest as "f3"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "f1" for mana
        And alice taps "f2" for mana
        And alice taps "f3" for mana
        And alice casts "bears" paying {G}{G}{G}
        Then "bears" is on the stack
    ''', [TAX])
    holds('''
        Given alice controls Test Tax as "tax"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in hand as "bears"
        When alice taps "f1" for mana
        And alice taps "f2" for mana
        And alice casts "bears" paying {G}{G}
        Then "bears" is on the stack
    ''', [TAX])


def test_this_spell_costs_less_if_you_control_a_subtype():
    text = "This spell costs {1} less to cast if you control a Bear.\nDestroy target creature."
    doom = card("Test Bear Doom", text, "sorcery", "{1}{B}")
    assert [w for a in abilities_of(text, "Test Bear Doom", True) for w in problems(a)] == []
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And alice controls Swamp as "swamp"
        And alice has Test Bear Doom in hand as "doom"
        When alice taps "swamp" for mana
        And alice casts "doom" paying {B} targeting "elves"
        And the top of the stack resolves
        Then "elves" is in the graveyard
    ''', [doom])
    result, _ = play('''
        Given bob controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And alice controls Swamp as "swamp"
        And alice has Test Bear Doom in hand as "doom"
        When alice taps "swamp" for mana
        And alice casts "doom" paying {B} targeting "elves"
        Then "doom" is on the stack
    ''', [doom])
    assert not result["actions"][1]["ok"]


@pytest.mark.parametrize("text", ["Spells you cast cost {W}{U}{B}{R}{G} less to cast.",  # "Spells cost {1} more": read (static2)
                                  "Nontoken creature spells you cast cost {1} less to cast."])
def test_cost_changes_not_read_are_refused(text):
    assert tree_static(text)


# -- "for each", "as long as N or more", self keyword, P/T-defining abilities ------------------------

def test_gets_plus_one_for_each_other_creature_you_control():
    text = "This creature gets +1/+1 for each other creature you control."
    assert tree_static(text) == []
    crowd = card("Test Crowd", text, "creature", "{1}{G}", "1/1")
    holds('''
        Given alice controls Test Crowd as "crowd"
        And alice controls Grizzly Bears as "b1"
        And alice controls Llanowar Elves as "b2"
        And bob controls Grizzly Bears as "theirs"
        Then "crowd" is 3/3
    ''', [crowd])
    holds('''
        Given alice controls Test Crowd as "crowd"
        And alice has Grizzly Bears in hand as "late"
        When "late" is put onto the battlefield under alice's control
        Then "crowd" is 2/2
    ''', [crowd])


@pytest.mark.parametrize("lands, pt", [(6, "1/1"), (7, "3/3")])
def test_as_long_as_you_control_n_or_more_lands(lands, pt):
    text = "As long as you control seven or more lands, this creature gets +2/+2."
    assert tree_static(text) == []
    given = "\n".join(f'And alice controls Forest as "f{i}"' for i in range(lands))
    holds(f'''
        Given alice controls Test Sevens as "sevens"
        {given}
        Then "sevens" is {pt}
    ''', [card("Test Sevens", text, "creature", "{G}", "1/1")])


def test_self_keyword_as_long_as_a_condition_the_template_doesnt_read():
    text = "This creature has first strike as long as you control two or more other creatures."
    assert tree_static(text) == []
    duelist = card("Test Duelist", text, "creature", "{R}", "1/1")
    holds('''
        Given alice controls Test Duelist as "duelist"
        And alice controls Grizzly Bears as "b1"
        Then "duelist" does not have the ability "First strike"
    ''', [duelist])
    holds('''
        Given alice controls Test Duelist as "duelist"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        Then "duelist" has the ability "First strike"
    ''', [duelist])


def test_power_and_toughness_defined_by_the_number_of_lands_you_control():
    text = "Test Lumra's power and toughness are each equal to the number of lands you control."
    abilities = abilities_of(text, "Test Lumra", False)
    assert "tree" in abilities[0].spec and problems(abilities[0]) == []
    lumra = card("Test Lumra", text, "creature", "{3}{G}", "*/*")
    holds('''
        Given alice controls Test Lumra as "lumra"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And bob controls Forest as "theirs"
        Then "lumra" is 2/2
    ''', [lumra])
    holds('''
        Given alice controls Test Lumra as "lumra"
        And alice controls Forest as "f1"
        And alice has Forest in hand as "f2"
        When alice plays "f2"
        Then "lumra" is 2/2
    ''', [lumra])


def test_a_copy_of_the_creature_has_its_power_defining_ability():
    lumra = card("Test Lumra", "Test Lumra's power and toughness are each equal to the number of lands you control.",
                 "creature", "{3}{G}", "*/*")
    holds('''
        Given alice controls Test Lumra as "lumra"
        And bob controls Clone as "clone"
        And "clone" is a copy of "lumra"
        And alice controls Forest as "f1"
        And bob controls Forest as "f2"
        And bob controls Forest as "f3"
        Then "clone" is 2/2
        And "lumra" is 1/1
    ''', [lumra])


# -- "doesn't untap during … untap step" (502.3) ----------------------------------------------------

def test_this_creature_doesnt_untap_during_your_untap_step():
    text = "This creature doesn't untap during your untap step."
    assert tree_static(text) == []
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Frozen as "frozen"
        And alice controls Grizzly Bears as "bears"
        And "frozen" is tapped
        And "bears" is tapped
        When the game proceeds to the next turn's draw step
        Then "frozen" is tapped
        And "bears" is untapped
    ''', [card("Test Frozen", text, "creature", "{2}", "4/4")])


def test_islands_dont_untap_whoever_controls_them_while_the_source_is_there():
    text = "Islands don't untap during their controllers' untap steps."
    assert tree_static(text) == []
    winter = card("Test Winter", text, "enchantment", "{2}")
    holds('''
        Given it is bob's precombat main phase
        And bob controls Test Winter as "winter"
        And alice controls Island as "island"
        And alice controls Forest as "forest"
        And "island" is tapped
        And "forest" is tapped
        When the game proceeds to the next turn's draw step
        Then "island" is tapped
        And "forest" is untapped
    ''', [winter])
    # the source gone, they untap again (611.3a)
    holds('''
        Given it is bob's precombat main phase
        And bob controls Test Winter as "winter"
        And bob has Test Shatter in hand as "shatter"
        And alice controls Island as "island"
        And "island" is tapped
        When bob casts "shatter" targeting "winter"
        And the top of the stack resolves
        And the game proceeds to the next turn's draw step
        Then "winter" is in the graveyard
        And "island" is untapped
    ''', [winter, SHATTER])


def test_during_your_turn_a_bonus_and_conditions_on_costs_refused():
    text = "During your turn, creatures you control get +1/+0."
    assert tree_static(text) == []
    holds('''
        Given alice controls Test Drums as "drums"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "theirs"
        Then "bears" is 3/2
        And "theirs" is 2/2
    ''', [card("Test Drums", text, "enchantment", "{R}")])
    assert tree_static("As long as you control an artifact, creature spells you cast cost {1} less to cast.")
