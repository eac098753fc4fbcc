"""Triggered and activated abilities read from the grammar's typed tree (issue 13): more trigger
events (603.2), the intervening 'if' (603.4), conditions, and activation restrictions (602.5), each
played in a game (tests/tree_play.py): it triggers when it should and not when it shouldn't, the
condition is checked again on resolution, a restricted activation is refused. Made-up cards with
real Oracle wordings go through the tree path (the template parser doesn't read them).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from mtg_reference_engine.text.lowering import tree_ability
from mtg_reference_engine.text.parse import parse_card
from tests.tree_play import card, holds, play, refused


def tree_read(text: str, types: str = "creature") -> None:
    """The tree's reading of the line is implemented. (Where a template of the engine reads the line
    too, the engine plays the template's: the game tests then play that.)"""
    parsed = parse_card(text, ("Test Card",))
    assert len(parsed) == 1, parsed
    ability = tree_ability(parsed[0], types in ("instant", "sorcery"))
    assert ability is not None and "tree" in ability.spec, ability
    assert problems(ability) == [], problems(ability)


# -- trigger events ---------------------------------------------------------------------------------

NINJA = card("Test Ninja", "Whenever this creature deals combat damage to a player, each opponent loses 1 life.",
             "creature", pt="2/2")


def test_deals_combat_damage_to_a_player():
    tree_read(NINJA["oracle_text"])
    holds('''
        Given alice controls Test Ninja as "ninja"
        When alice attacks bob with "ninja"
        And combat damage is dealt
        And the stack resolves
        Then bob has 17 life
    ''', [NINJA])
    # blocked: no damage to a player, no trigger (the blocker's damage doesn't trigger it either)
    holds('''
        Given alice controls Test Ninja as "ninja"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "ninja"
        And bob blocks "ninja" with "bears"
        And combat damage is dealt
        Then the stack is empty
        Then bob has 20 life
        And "ninja" is in the graveyard
    ''', [NINJA])


def test_a_creature_you_control_deals_combat_damage_to_a_player():
    cards = [card("Test Banner", "Whenever a creature you control deals combat damage to a player, you gain 1 life.",
                  "enchantment")]
    holds('''
        Given alice controls Test Banner as "banner"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And combat damage is dealt
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Banner as "banner"
        And bob controls Grizzly Bears as "bears"
        And it is bob's precombat main phase
        When bob attacks alice with "bears"
        And combat damage is dealt
        Then alice has 18 life
        And the stack is empty
    ''', cards)


def test_enters_or_attacks():
    scout = card("Test Scout", "Whenever this creature enters or attacks, you gain 2 life.", "creature", "{G}", "1/1")
    tree_read(scout["oracle_text"])
    holds('''
        Given alice has Test Scout in hand as "scout"
        When alice casts "scout"
        And the stack resolves
        Then alice has 22 life
    ''', [scout])
    holds('''
        Given alice controls Test Scout as "scout"
        When alice attacks bob with "scout"
        And the stack resolves
        Then alice has 22 life
    ''', [scout])


def test_leaves_the_battlefield_to_any_zone():
    cards = [card("Test Wisp", "When this creature leaves the battlefield, each opponent loses 2 life.", "creature", pt="1/1"),
             card("Test Exiler", "Exile target creature.", "instant"),
             card("Test Doom", "Destroy target creature.", "instant")]
    for spell in ("Test Exiler", "Test Doom"):
        holds(f'''
            Given alice controls Test Wisp as "wisp"
            And bob has {spell} in hand as "spell"
            When bob casts "spell" targeting "wisp"
            And the stack resolves
            Then bob has 18 life
        ''', cards)
    holds('''
        Given alice controls Test Wisp as "wisp"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "spell"
        When alice casts "spell" targeting "bears"
        And the stack resolves
        Then bob has 20 life
    ''', cards)


def test_leaves_the_battlefield_refuses_a_reference_to_the_object_that_left():
    refused("When this creature leaves the battlefield, destroy it.",
            "a reference to the object that died")


LIFELINK_SHRINE = card("Test Shrine", "{T}: You gain 1 life.", "artifact")
GROWER = card("Test Grower", "Whenever you gain life, each opponent loses 1 life.", "creature", pt="1/1")


def test_whenever_you_gain_life():
    tree_read(GROWER["oracle_text"])
    holds('''
        Given alice controls Test Grower as "grower"
        And alice controls Test Shrine as "shrine"
        When alice activates the ability of "shrine"
        And the stack resolves
        Then alice has 21 life
        And bob has 19 life
    ''', [GROWER, LIFELINK_SHRINE])
    holds('''
        Given alice controls Test Grower as "grower"
        And bob controls Test Shrine as "shrine"
        And it is bob's precombat main phase
        When bob activates the ability of "shrine"
        And the stack resolves
        Then bob has 21 life
        And alice has 20 life
    ''', [GROWER, LIFELINK_SHRINE])


def test_whenever_an_opponent_gains_life():
    watcher = card("Test Watcher", "Whenever an opponent gains life, you gain 2 life.", "enchantment")
    holds('''
        Given alice controls Test Watcher as "watcher"
        And bob controls Test Shrine as "shrine"
        And it is bob's precombat main phase
        When bob activates the ability of "shrine"
        And the stack resolves
        Then bob has 21 life
        And alice has 22 life
    ''', [watcher, LIFELINK_SHRINE])
    holds('''
        Given alice controls Test Watcher as "watcher"
        And alice controls Test Shrine as "shrine"
        When alice activates the ability of "shrine"
        And the stack resolves
        Then alice has 21 life
    ''', [watcher, LIFELINK_SHRINE])


def test_whenever_an_opponent_casts_a_spell():
    cards = [card("Test Taxer", "Whenever an opponent casts a spell, you gain 1 life.", "enchantment"),
             card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")]
    holds('''
        Given alice controls Test Taxer as "taxer"
        And bob has Test Bolt in hand as "bolt"
        When bob casts "bolt" targeting alice
        And the stack resolves
        Then alice has 18 life
    ''', cards)
    holds('''
        Given alice controls Test Taxer as "taxer"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And the stack resolves
        Then alice has 20 life
        And bob has 17 life
    ''', cards)


def test_whenever_a_player_casts_a_blue_spell():
    cards = [card("Test Crystal", "Whenever a player casts a blue spell, you gain 1 life.", "artifact"),
             card("Test Thought", "Draw a card.", "instant", "{U}"),
             card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")]
    holds('''
        Given alice controls Test Crystal as "crystal"
        And bob has Test Thought in hand as "thought"
        And bob has Grizzly Bears in library as "c1"
        When bob casts "thought"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Crystal as "crystal"
        And bob has Test Bolt in hand as "bolt"
        When bob casts "bolt" targeting alice
        And the stack resolves
        Then alice has 17 life
    ''', cards)


# -- beginning of a step or phase ---------------------------------------------------------------------

def test_beginning_of_combat_on_your_turn():
    horn = card("Test Horn", "At the beginning of combat on your turn, you gain 1 life.", "artifact")
    tree_read(horn["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Horn as "horn"
        When the game proceeds to the beginning of combat step
        And the stack resolves
        Then alice has 21 life
    ''', [horn])
    holds('''
        Given alice controls Test Horn as "horn"
        And it is bob's precombat main phase
        When the game proceeds to the beginning of combat step
        Then the stack is empty
    ''', [horn])


def test_the_end_step_is_each_turns_end_step():
    bell = card("Test Bell", "At the beginning of the end step, each opponent loses 1 life.", "enchantment")
    for whose in ("alice", "bob"):
        holds(f'''
            Given alice controls Test Bell as "bell"
            And it is {whose}'s precombat main phase
            When the game proceeds to the end step
            And the stack resolves
            Then bob has 19 life
        ''', [bell])


def test_each_combat_and_your_precombat_main_phase():
    # alice passes through her draw step: she has a card to draw, or she would lose there (704.5b, 104.2a)
    cards = [card("Test Drum", "At the beginning of each combat, you gain 1 life.", "artifact"),
             card("Test Lamp", "At the beginning of your precombat main phase, you gain 2 life.", "artifact")]
    holds('''
        Given alice controls Test Drum as "drum"
        And it is bob's precombat main phase
        When the game proceeds to the beginning of combat step
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Lamp as "lamp"
        And alice has Island in library as "top"
        And it is alice's upkeep step
        When the game proceeds to the precombat main phase
        And the stack resolves
        Then alice has 22 life
    ''', cards)


# -- the intervening 'if' (603.4) ---------------------------------------------------------------------

BEACON = card("Test Beacon", "At the beginning of your end step, if you control an artifact, you gain 2 life.",
              "enchantment")
SHATTER = card("Test Shatter", "Destroy target artifact.", "instant")


def test_intervening_if_checked_when_it_triggers():
    tree_read(BEACON["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Beacon as "beacon"
        And alice controls Test Shrine as "shrine"
        When the game proceeds to the end step
        And the stack resolves
        Then alice has 22 life
    ''', [BEACON, LIFELINK_SHRINE])
    result = holds('''
        Given alice controls Test Beacon as "beacon"
        When the game proceeds to the end step
        Then alice has 20 life
    ''', [BEACON])
    assert not result.get("unsupported"), result


def test_intervening_if_checked_again_on_resolution():
    holds('''
        Given alice controls Test Beacon as "beacon"
        And alice controls Test Shrine as "shrine"
        And bob has Test Shatter in hand as "shatter"
        When the game proceeds to the end step
        And bob casts "shatter" targeting "shrine"
        And the stack resolves
        Then "shrine" is in the graveyard
        And alice has 20 life
    ''', [BEACON, LIFELINK_SHRINE, SHATTER])


def test_intervening_if_about_counters_on_it():
    cards = [card("Test Quest", "At the beginning of your end step, if this enchantment has two or more quest "
                  "counters on it, you gain 5 life.", "enchantment")]
    holds('''
        Given alice controls Test Quest as "quest"
        And "quest" has two quest counters on it
        When the game proceeds to the end step
        And the stack resolves
        Then alice has 25 life
    ''', cards)
    holds('''
        Given alice controls Test Quest as "quest"
        And "quest" has one quest counter on it
        When the game proceeds to the end step
        Then the stack is empty
        And alice has 20 life
    ''', cards)


@pytest.mark.parametrize("condition", [
    "an opponent lost life this turn",  # history the game doesn't keep (rules/turn_history.py keeps others)
    "you have at least 7 life more than your starting life total",  # read as 'N or more life'
])
def test_conditions_not_read_are_refused(condition):
    abilities = abilities_of(f"At the beginning of your end step, if {condition}, draw a card.", "Test Card", False)
    assert any(problems(a) for a in abilities)


# -- activation restrictions (602.5) -----------------------------------------------------------------

def _altar(restriction: str) -> dict:
    return card("Test Altar", f"{{T}}: Target player gains 1 life. {restriction}", "artifact")


def test_activate_only_as_a_sorcery():
    altar = _altar("Activate only as a sorcery.")
    tree_read(altar["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Altar as "altar"
        When alice activates the ability of "altar" targeting alice
        And the stack resolves
        Then alice has 21 life
    ''', [altar])
    holds('''
        Given alice controls Test Altar as "altar"
        And it is alice's upkeep step
        When alice activates the ability of "altar" targeting alice
        Then the action is refused
    ''', [altar])


def test_activate_only_once_each_turn():
    cards = [card("Test Fountain", "{1}: Target player gains 1 life. Activate only once each turn.", "artifact")]
    holds('''
        Given alice controls Test Fountain as "f"
        When alice activates the ability of "f" targeting alice
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Fountain as "f"
        When alice activates the ability of "f" targeting alice
        And the stack resolves
        And alice activates the ability of "f" targeting alice
        Then the action is refused
    ''', cards)


def test_activate_only_during_your_turn_and_your_upkeep():
    for restriction, ok_step in (("Activate only during your turn.", "end"), ("Activate only during your upkeep.", "upkeep")):
        altar = _altar(restriction)
        holds(f'''
            Given alice controls Test Altar as "altar"
            And it is alice's {ok_step} step
            When alice activates the ability of "altar" targeting alice
            And the stack resolves
            Then alice has 21 life
        ''', [altar])
        holds('''
            Given alice controls Test Altar as "altar"
            And it is bob's upkeep step
            When alice activates the ability of "altar" targeting alice
            Then the action is refused
        ''', [altar])
    holds('''
        Given alice controls Test Altar as "altar"
        When alice activates the ability of "altar" targeting alice
        Then the action is refused
    ''', [_altar("Activate only during your upkeep.")])


def test_activate_only_if_a_condition():
    altar = _altar("Activate only if you control three or more creatures.")
    tree_read(altar["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Altar as "altar"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        When alice activates the ability of "altar" targeting alice
        Then the action is refused
    ''', [altar])
    holds('''
        Given alice controls Test Altar as "altar"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice controls Grizzly Bears as "b3"
        When alice activates the ability of "altar" targeting alice
        And the stack resolves
        Then alice has 21 life
    ''', [altar])


@pytest.mark.parametrize("text, reason", [
    ("{T}: You gain 1 life. Activate only if an opponent lost life this turn.", "'opponent_lost_life' is not executed"),
    ("{T}: Add {C}. Activate only once each turn.", "a mana ability's 'once each turn'"),
    # ('during combat' and 'any player may activate' are read now: tests/test_reference_activation_limits.py)
    ("{T}: You gain 1 life. Activate no more than four times each turn.", "the activation restriction"),
    ("{T}: Add {C}. Any player may activate this ability.", "a mana ability's 'once each turn'"),
])
def test_restrictions_not_read_are_refused(text, reason):
    refused(text, reason)


def test_an_unread_restriction_makes_the_fixture_unsupported():
    line = "{T}: Target player gains 1 life. Activate only if an opponent lost life this turn."
    with pytest.raises(Unsupported) as exc:
        play('''
            Given alice controls Test Altar as "altar"
            When alice activates the ability of "altar" targeting alice
            Then alice has 21 life
        ''', [_altar("Activate only if an opponent lost life this turn.")])
    assert [e["line"] for e in exc.value.lines] == [line]


# -- damage events: as the objects were when it was dealt ---------------------------------------------

def test_is_dealt_damage_triggers_even_when_the_damage_destroys_it():
    cards = [card("Test Reckoner", "Whenever this creature is dealt damage, each opponent loses 1 life.", "creature",
                  pt="2/2"),
             card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}"),
             card("Test Spark", "Test Spark deals 1 damage to any target.", "instant", "{R}")]
    for spell, where in (("Test Bolt", "the graveyard"), ("Test Spark", "the battlefield")):
        holds(f'''
            Given alice controls Test Reckoner as "r"
            And alice has {spell} in hand as "s"
            When alice casts "s" targeting "r"
            And the stack resolves
            Then "r" is in {where}
            And bob has 19 life
        ''', cards)
    holds('''
        Given alice controls Test Reckoner as "r"
        And alice has Test Bolt in hand as "s"
        When alice casts "s" targeting bob
        And the stack resolves
        Then bob has 17 life
        And the stack is empty
    ''', cards)


def test_deals_combat_damage_to_a_player_and_dies_in_the_same_step():
    # a 2/2 trampler blocked by a 2/1: 1 damage to the blocker, 1 to bob; it dies of the blocker's 2
    # (state-based actions, 704.5g) but it had the ability when the damage was dealt (603.2)
    cards = [card("Test Ninja", "Trample\nWhenever this creature deals combat damage to a player, each opponent "
                  "loses 1 life.", "creature", pt="2/2"),
             card("Test Blocker", "", "creature", pt="2/1")]
    holds('''
        Given alice controls Test Ninja as "ninja"
        And bob controls Test Blocker as "blocker"
        When alice attacks bob with "ninja"
        And bob blocks "ninja" with "blocker"
        And combat damage is dealt
        And "ninja" assigns 1 damage to "blocker" and 1 damage to bob
        And the stack resolves
        Then "ninja" is in the graveyard
        And "blocker" is in the graveyard
        And bob has 18 life
    ''', cards)


def test_a_creature_you_control_deals_damage():
    cards = [card("Test Pyre", "Whenever a creature you control deals damage, you gain 1 life.", "enchantment")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Pyre as "pyre"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And combat damage is dealt
        And the stack resolves
        Then bob has 18 life
        And alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Pyre as "pyre"
        And bob controls Grizzly Bears as "bears"
        And it is bob's precombat main phase
        When bob attacks alice with "bears"
        And combat damage is dealt
        Then alice has 18 life
        And the stack is empty
    ''', cards)


def test_sacrifice_this_permanent_as_a_cost():
    cards = [card("Test Flask", "{2}, Sacrifice this artifact: Target player gains 3 life.", "artifact")]
    tree_read(cards[0]["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Flask as "flask"
        When alice activates the ability of "flask" targeting alice
        And the top of the stack resolves
        Then "flask" is in the graveyard
        And alice has 23 life
    ''', cards)
    # the tree's reading of a mana ability sacrificing its source: rules/mana.py pays it (a Treasure)
    tree = tree_ability(parse_card("{T}, Sacrifice this artifact: Add {C}{C}.", ("Test Card",))[0], False)
    assert problems(tree) == []


def test_this_creature_or_another_creature_you_control_enters():
    cards = [card("Test Herald", "Whenever this creature or another creature you control enters, each opponent "
                  "loses 1 life.", "creature", "{W}", "1/1")]
    tree_read(cards[0]["oracle_text"])
    holds('''
        Given alice has Test Herald in hand as "herald"
        When alice casts "herald"
        And the stack resolves
        Then bob has 19 life
    ''', cards)
    holds('''
        Given alice controls Test Herald as "herald"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And the stack resolves
        Then bob has 19 life
    ''', cards)
    holds('''
        Given alice controls Test Herald as "herald"
        And bob has Grizzly Bears in hand as "bears"
        And it is bob's precombat main phase
        When bob casts "bears"
        And the stack resolves
        Then bob has 20 life
    ''', cards)


def test_your_first_main_phase_and_an_or_condition():
    cards = [card("Test Sundial", "At the beginning of your first main phase, you gain 1 life.", "artifact"),
             _altar("Activate only if you control an enchantment or a land.")]
    holds('''
        Given alice controls Test Sundial as "dial"
        And it is alice's draw step
        When the game proceeds to the precombat main phase
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Altar as "altar"
        When alice activates the ability of "altar" targeting alice
        Then the action is refused
    ''', cards)
    holds('''
        Given alice controls Test Altar as "altar"
        And alice controls Forest as "forest"
        When alice activates the ability of "altar" targeting alice
        And the stack resolves
        Then alice has 21 life
    ''', cards)


def test_nodes_read_in_place_are_refused_elsewhere():
    # "this creature or another creature", "an opponent", an empty filter: read only where their
    # trigger or condition marks them, not as a free-standing node (an instruction's)
    from mtg_reference_engine.state.support import tree_problems
    from mtg_reference_engine.text import nodes as N

    other = N.Described(N.Filter(nouns=("creature",)), 1, "another")
    assert "read here only" in tree_problems(N.Phrase("obj_or", (N.SelfRef("creature"), other)))[0]
    assert "subject of a trigger event" in tree_problems(N.Player("an_opponent"))[0]
    assert "casts a spell" in tree_problems(N.Filter())[0]


# -- combat: blocks, becomes blocked, you attack, enchanted creature attacks --------------------------

def test_blocks_and_becomes_blocked():
    cards = [card("Test Guard", "Whenever this creature blocks, you gain 2 life.", "creature", pt="1/4"),
             card("Test Charger", "Whenever this creature becomes blocked, each opponent loses 1 life.", "creature",
                  pt="3/3")]
    for text in (cards[0]["oracle_text"], cards[1]["oracle_text"]):
        tree_read(text)
    # two blockers: "becomes blocked" triggers once (509.3c); each blocking Guard triggers
    holds('''
        Given alice controls Test Charger as "charger"
        And bob controls Test Guard as "g1"
        And bob controls Test Guard as "g2"
        When alice attacks bob with "charger"
        And bob blocks "charger" with "g1" and "g2"
        And the stack resolves
        Then bob has 23 life
    ''', cards, edit=lambda fx: fx["actions"][1].setdefault("choices", []).append(
        {"kind": "trigger_order", "choice": ["g1", "g2"]}))
    holds('''
        Given alice controls Test Charger as "charger"
        And bob controls Test Guard as "g1"
        When alice attacks bob with "charger"
        And bob declares no blockers
        Then the stack is empty
        And bob has 20 life
    ''', cards)


def test_whenever_you_attack_triggers_once():
    cards = [card("Test Bugle", "Whenever you attack, you gain 1 life.", "enchantment")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Bugle as "bugle"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        When alice attacks bob with "b1" and "b2"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Bugle as "bugle"
        And bob controls Grizzly Bears as "b1"
        And it is bob's precombat main phase
        When bob attacks alice with "b1"
        Then the stack is empty
    ''', cards)


def test_enchanted_creature_attacks():
    cards = [card("Test Spur", "Enchant creature\nWhenever enchanted creature attacks, you gain 2 life.",
                  "enchantment", subtypes=("Aura",))]
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        And alice controls Test Spur as "spur"
        And "spur" is attached to "b1"
        When alice attacks bob with "b2"
        Then the stack is empty
    ''', cards)
    holds('''
        Given alice controls Grizzly Bears as "b1"
        And alice controls Test Spur as "spur"
        And "spur" is attached to "b1"
        When alice attacks bob with "b1"
        And the stack resolves
        Then alice has 22 life
    ''', cards)
    refused("Whenever enchanted creature is dealt damage, you gain 2 life.", "'enchanted creature is dealt damage' is not executed")


def test_if_it_was_kicked():
    cards = [card("Test Raider", "Kicker {1}{R}\nWhen this creature enters, if it was kicked, each opponent loses 2 "
                  "life.", "creature", "{R}", "2/2")]
    tree_read("When this creature enters, if it was kicked, each opponent loses 2 life.")
    holds('''
        Given alice has Test Raider in hand as "raider"
        When alice casts "raider"
        And alice pays its kicker cost
        And the stack resolves
        Then bob has 18 life
    ''', cards)
    holds('''
        Given alice has Test Raider in hand as "raider"
        When alice casts "raider"
        And the stack resolves
        Then bob has 20 life
    ''', cards)


def test_sacrifice_a_creature_or_artifact_cost():
    cards = [card("Test Altar", "{1}, Sacrifice another creature or artifact: Target player gains 2 life.",
                  "artifact")]
    tree_read(cards[0]["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Altar as "altar"
        And alice controls Ornithopter as "thopter"
        When alice activates the ability of "altar" targeting alice
        And the stack resolves
        Then "thopter" is in the graveyard
        And alice has 22 life
    ''', cards, edit=lambda fx: fx["actions"][0].setdefault("choices", []).append(
        {"kind": "sacrifice", "object": "altar", "choice": ["thopter"]}))
    result, mismatches = play('''
        Given alice controls Test Altar as "altar"
        And alice controls Forest as "forest"
        When alice activates the ability of "altar" targeting alice
        Then the action is refused
    ''', cards, edit=lambda fx: fx["actions"][0].setdefault("choices", []).append(
        {"kind": "sacrifice", "object": "altar", "choice": ["forest"]}))
    assert not mismatches, result


def test_a_clue_token_sacrifices_itself_to_draw():
    # 111.10f: the predefined Clue token's ability, read by the tree path ("Sacrifice this token")
    clue = {"name": "Clue", "layout": "token", "mana_cost": "", "type_line": "Token Artifact — Clue",
            "supertypes": [], "card_types": ["artifact"], "subtypes": ["Clue"], "colors": [],
            "oracle_text": "{2}, Sacrifice this token: Draw a card."}
    holds('''
        Given alice controls Clue as "clue"
        And alice has Grizzly Bears in library as "c1"
        When alice activates the ability of "clue"
        And the stack resolves
        Then alice has one card in hand
        And "clue" is in the graveyard
    ''', [clue])


def test_if_it_was_kicked_with_one_of_two_kicker_costs():
    # 607.2i: "Kicker {W} and/or {1}{B}" — the ability linked to the {1}{B} cost asks only about it.
    cards = [card("Test Mage", "Kicker {W} and/or {1}{B}\nWhen this creature enters, if it was kicked with its "
                  "{1}{B} kicker, each opponent loses 2 life.", "creature", "{U}", "1/1")]
    tree_read("When this creature enters, if it was kicked with its {1}{B} kicker, each opponent loses 2 life.")
    for paid, life in (("{1}{B}", 18), ("{W}", 20)):
        holds(f'''
            Given alice has Test Mage in hand as "mage"
            When alice casts "mage"
            And alice pays its kicker cost {paid}
            And the stack resolves
            Then bob has {life} life
        ''', cards)
    for step in ("And alice pays its kicker cost", "And alice pays its kicker cost {2}{B}"):
        # two kicker costs: the cost paid must be named, and be one of them (702.33a)
        holds(f'''
            Given alice has Test Mage in hand as "mage"
            When alice casts "mage"
            {step}
            Then the action is refused
        ''', cards)


def test_destroy_target_creature_that_creature_cant_be_regenerated():
    # 701.19c: the destruction isn't replaced by the regeneration shield Mending Touch gave.
    slayer = card("Test Slayer", "When this creature enters, destroy target creature. That creature can't be "
                  "regenerated.", "creature", "{B}", "1/1")
    plain = card("Test Plain Slayer", "When this creature enters, destroy target creature.", "creature", "{B}", "1/1")
    tree_read(slayer["oracle_text"])
    for name, zone in (("Test Slayer", "graveyard"), ("Test Plain Slayer", "battlefield")):
        holds(f'''
            Given bob controls Grizzly Bears as "bears"
            And bob has Mending Touch in hand as "touch"
            And alice has {name} in hand as "slayer"
            When bob casts "touch" targeting "bears"
            And the stack resolves
            And alice casts "slayer"
            And the top of the stack resolves
            And "slayer"'s ability targets "bears"
            And the stack resolves
            Then "bears" is on the {zone}
        ''', [slayer, plain])
    refused("When this creature enters, tap target creature. That creature can't be regenerated.",
            "can't be regenerated")


def test_whenever_this_creature_crews_a_vehicle():
    # 702.122b: only the creature tapped for the crew cost triggers; 'that Vehicle' is the one crewed.
    cards = [card("Test Pilot", "Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 until end of turn.",
                  "creature", "{W}", "3/1")]
    tree_read(cards[0]["oracle_text"])
    holds('''
        Given alice controls Skybox Ferry as "ferry"
        And alice controls Test Pilot as "pilot"
        And alice controls Test Pilot as "idle"
        When alice activates the ability of "ferry"
        And alice taps "pilot" to crew
        Then the stack holds 2 objects
        When the stack resolves
        Then "ferry" is 5/5
        And "idle" is untapped
    ''', cards)
