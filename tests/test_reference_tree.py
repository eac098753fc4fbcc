"""The reference engine plays lines it reads from the grammar's typed tree (issue 13): spells,
activated and mana abilities, triggered abilities and their effects, each played in a game
(tests/tree_play.py), and the support decision over trees (state/support.tree_problems).

The cards here are made up for the test (real Oracle wordings, not in the pool): the template
parser doesn't read these lines, so each one goes through the tree path.
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from tests.tree_play import card, choose, holds, play, tree_read


# -- spells: damage, destroy, exile, return, tap, untap, counters, draw, life ------------------------

BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")


def test_damage_to_any_target_creature_and_player():
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [BOLT])
    holds('''
        Given alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And the top of the stack resolves
        Then bob has 17 life
        And "bolt" is in the graveyard
    ''', [BOLT])


def test_destroy_and_its_controller_gains_life():
    text = "Destroy target creature. Its controller gains 2 life."
    tree_read(text, spell=True)
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And bob has 22 life
        And alice has 20 life
    ''', [card("Test Doom", text, "instant")])


def test_a_target_the_filter_excludes_is_refused():
    doom = card("Test Doom", "Destroy target creature an opponent controls. You gain 2 life.", "instant")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        Then the action is refused
    ''', [doom])
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And alice has 22 life
    ''', [doom])


def test_an_illegal_target_on_resolution_is_unaffected():
    """608.2b: the target left; the spell doesn't resolve (its only target is illegal)."""
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "doom" targeting "bears"
        And alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And alice has 20 life
    ''', [BOLT, card("Test Doom", "Destroy target creature. You gain 2 life.", "instant")])


def test_exile_target_artifact_or_enchantment():
    holds('''
        Given bob controls Test Relic as "relic"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Purge in hand as "purge"
        When alice casts "purge" targeting "relic"
        And the top of the stack resolves
        Then "relic" is in exile
    ''', [card("Test Purge", "Exile target artifact or enchantment.", "instant"),
          card("Test Relic", "", "artifact")])
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Purge in hand as "purge"
        When alice casts "purge" targeting "bears"
        Then the action is refused
    ''', [card("Test Purge", "Exile target artifact or enchantment.", "instant")])


def test_return_to_hand_tap_untap_and_counters():
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Bounce in hand as "bounce"
        When alice casts "bounce" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in its owner's hand
    ''', [card("Test Bounce", "Return target creature to its owner's hand.", "instant")])
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Tap in hand as "tap"
        When alice casts "tap" targeting "bears"
        And the top of the stack resolves
        Then "bears" is tapped
    ''', [card("Test Tap", "Tap target creature.", "instant")])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And "bears" is tapped
        And alice has Test Untap in hand as "untap"
        When alice casts "untap" targeting "bears"
        And the top of the stack resolves
        Then "bears" is untapped
    ''', [card("Test Untap", "Untap target creature.", "instant")])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Growth in hand as "growth"
        When alice casts "growth" targeting "bears"
        And the top of the stack resolves
        Then "bears" has two +1/+1 counters on it
        And "bears" is 4/4
    ''', [card("Test Growth", "Put two +1/+1 counters on target creature.", "sorcery")])


def test_target_player_draws():
    holds('''
        Given bob has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "c2"
        And alice has Test Insight in hand as "insight"
        When alice casts "insight" targeting bob
        And the top of the stack resolves
        Then bob has two cards in hand
        And alice has no cards in hand
    ''', [card("Test Insight", "Target player draws two cards.", "sorcery")])


def test_damage_to_each_creature_and_each_opponent():
    holds('''
        Given alice controls Grizzly Bears as "mine"
        And bob controls Grizzly Bears as "theirs"
        And bob controls Test Wall as "wall"
        And alice has Test Quake in hand as "quake"
        When alice casts "quake"
        And the top of the stack resolves
        Then "mine" is in the graveyard
        And "theirs" is in the graveyard
        And "wall" has 2 damage marked on it
        And bob has 18 life
        And alice has 20 life
    ''', [card("Test Quake", "This spell deals 2 damage to each creature and each opponent.", "sorcery"),
          card("Test Wall", "", "creature", pt="0/4")])


def test_pump_and_grant_until_end_of_turn():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Giant Growth in hand as "growth"
        And alice has Test Wings in hand as "wings"
        When alice casts "growth" targeting "bears"
        And the top of the stack resolves
        And alice casts "wings" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 5/5
        And "bears" has the ability "Flying"
        When the game proceeds to the next turn's upkeep step
        Then "bears" is 2/2
        And "bears" does not have the ability "Flying"
    ''', [card("Test Giant Growth", "Target creature gets +3/+3 until end of turn.", "instant"),
          card("Test Wings", "Target creature gains flying until end of turn.", "instant")])


@pytest.mark.parametrize("answer, hand, life", [("yes", "one card", 19), ("no", "no cards", 20)])
def test_you_may_and_if_you_do(answer, hand, life):
    holds(f'''
        Given alice has Grizzly Bears in library as "c1"
        And alice has Test Choice in hand as "choice"
        When alice casts "choice"
        And the top of the stack resolves
        Then alice has {hand} in hand
        And alice has {life} life
    ''', [card("Test Choice", "You may draw a card. If you do, you lose 1 life.", "sorcery")],
        edit=choose(1, "may", "choice", answer))


# -- triggered abilities ---------------------------------------------------------------------------

def test_enters_trigger_of_the_permanent_itself_with_a_target():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Herald in hand as "herald"
        When alice casts "herald"
        And the top of the stack resolves
        And "herald"'s ability targets "bears"
        And the top of the stack resolves
        Then "bears" is 4/4
    ''', [card("Test Herald", "When this creature enters, target creature gets +2/+2 until end of turn.",
               "creature", pt="1/1")])


def test_another_creature_you_control_enters():
    cards = [card("Test Watcher", "Whenever another creature you control enters, you gain 1 life.", "creature",
                  pt="1/1")]
    holds('''
        Given alice controls Test Watcher as "watcher"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And the stack resolves
        Then alice has 21 life
        And "watcher" triggered once
    ''', cards)
    holds('''
        Given alice controls Test Watcher as "watcher"
        And bob has Grizzly Bears in hand as "bears"
        When "bears" is put onto the battlefield under bob's control
        Then the stack is empty
        And alice has 20 life
    ''', cards)


def test_dies_triggers_self_and_another_creature_you_control():
    cards = [card("Test Mourner", "Whenever another creature you control dies, you gain 1 life.", "creature", pt="1/1"),
             card("Test Martyr", "When this creature dies, draw a card.", "creature", pt="1/1"),
             card("Test Doom", "Destroy target creature.", "instant")]
    holds('''
        Given alice controls Test Mourner as "mourner"
        And alice controls Test Martyr as "martyr"
        And alice has Grizzly Bears in library as "c1"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "martyr"
        And the stack resolves
        Then alice has 21 life
        And alice has one card in hand
    ''', cards, edit=choose(1, "trigger_order", None, ["mourner", "martyr"]))
    holds('''
        Given alice controls Test Mourner as "mourner"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then alice has 20 life
    ''', cards)


def test_attacks_trigger_pumps_it():
    holds('''
        Given alice controls Test Raider as "raider"
        When alice attacks bob with "raider"
        And the stack resolves
        Then "raider" is 4/2
    ''', [card("Test Raider", "Whenever this creature attacks, it gets +2/+0 until end of turn.", "creature",
               pt="2/2")])


def test_beginning_of_your_end_step():
    holds('''
        Given alice controls Test Bell as "bell"
        When the game proceeds to the end step
        And the stack resolves
        Then alice has 19 life
    ''', [card("Test Bell", "At the beginning of your end step, you lose 1 life.", "enchantment")])


def test_whenever_you_cast_a_noncreature_spell():
    cards = [card("Test Prowess", "Whenever you cast a noncreature spell, put a +1/+1 counter on this creature.",
                  "creature", pt="1/1"), BOLT]
    holds('''
        Given alice controls Test Prowess as "p"
        And alice has Test Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        And the stack resolves
        Then "p" has one +1/+1 counter on it
        And bob has 17 life
    ''', cards)
    holds('''
        Given alice controls Test Prowess as "p"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And the stack resolves
        Then "p" has no counters on it
    ''', cards)


# -- activated and mana abilities: costs ------------------------------------------------------------

def test_activated_ability_with_a_life_cost():
    holds('''
        Given alice controls Test Shrine as "shrine"
        And alice has Grizzly Bears in library as "c1"
        When alice activates the ability of "shrine"
        And the top of the stack resolves
        Then alice has 18 life
        And alice has one card in hand
    ''', [card("Test Shrine", "{1}, Pay 2 life: Draw a card.", "artifact")])
    holds('''
        Given alice has 1 life
        And alice controls Test Shrine as "shrine"
        When alice activates the ability of "shrine"
        Then the action is refused
    ''', [card("Test Shrine", "{1}, Pay 2 life: Draw a card.", "artifact")])


def test_activated_ability_with_tap_and_sacrifice_a_creature():
    altar = card("Test Altar", "{T}, Sacrifice a creature: Target player loses 2 life.", "artifact")
    holds('''
        Given alice controls Test Altar as "altar"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "altar" targeting bob
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "altar" is tapped
        And bob has 18 life
    ''', [altar], edit=choose(0, "sacrifice", "altar", ["bears"]))
    holds('''
        Given alice controls Test Altar as "altar"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "altar" targeting bob
        Then the action is refused
    ''', [altar], edit=choose(0, "sacrifice", "altar", ["bears"]))


def test_activated_ability_with_a_discard_cost():
    holds('''
        Given alice controls Test Wheel as "wheel"
        And alice has Grizzly Bears in hand as "old"
        And alice has Grizzly Bears in library as "new"
        When alice activates the ability of "wheel"
        And the top of the stack resolves
        Then "old" is in the graveyard
        And "new" is in its owner's hand
    ''', [card("Test Wheel", "{T}, Discard a card: Draw a card.", "artifact")],
        edit=choose(0, "discard_cost", "wheel", ["old"]))


def test_mana_ability_add_one_of_two_colors():
    dual = card("Test Dual", "{T}: Add {R} or {G}.", "land")
    holds('''
        Given alice controls Test Dual as "dual"
        When alice activates the mana ability of "dual" for green mana
        Then alice's mana pool holds {G}
        And "dual" is tapped
    ''', [dual])
    holds('''
        Given alice controls Test Dual as "dual"
        When alice activates the mana ability of "dual" for blue mana
        Then the action is refused
    ''', [dual])


# -- the support decision over trees ---------------------------------------------------------------

@pytest.mark.parametrize("text, spell, reason", [
    ("Detain target creature.", True, "'Action:detain'"),
    ("When this creature enters, destroy target creature with mana value X or less.", False, "mana value X or less"),
    ("Whenever a creature you control explores, draw a card.", False, "explores"),
    ("Target creature gets +X/+0 until end of turn.", True, "'+X/+0'"),
])
def test_a_tree_construct_no_module_executes_is_named(text, spell, reason):
    abilities = abilities_of(text, "Test Card", spell)
    assert "tree" in abilities[0].spec
    why = problems(abilities[0])
    assert why and reason in why[0], why


def test_a_fixture_with_an_unexecuted_tree_line_is_unsupported():
    with pytest.raises(Unsupported) as exc:
        play('''
            Given bob controls Grizzly Bears as "bears"
            And alice has Test Detain in hand as "detain"
            When alice casts "detain" targeting "bears"
            And the top of the stack resolves
            Then "bears" is on the battlefield
        ''', [card("Test Detain", "Detain target creature.", "sorcery")])
    assert [e["line"] for e in exc.value.lines] == ["Detain target creature."]
    assert "Action:detain" in str(exc.value)


def test_a_filter_with_a_keyword_reads_the_keyword_and_or_between_adjectives_is_either():
    """'a creature with flying' (702): the creature has flying now; 'green or white creature':
    either color, not both (a parse that joined them would be silently wrong)."""
    from mtg_reference_engine.text import parse

    ability = parse.parse_line("Destroy target green or white creature.", ("Test Card",)).ability
    flt = ability.effect.what.filter
    assert [a.adjectives for a in flt.alternatives] == [("color:green",), ("color:white",)]
    assert not flt.adjectives
    abilities = abilities_of("Whenever a creature with flying attacks, it loses flying until end of turn.",
                             "Test Card", False)
    assert problems(abilities[0]) == []


def test_becomes_blocked_by_a_quality_reads_the_blocker_and_destroy_it_cant_be_regenerated():
    """509.3d, 509.3f: 'becomes blocked by a <quality> creature' triggers once for each blocker with
    that quality; 'that creature' is the blocker; 701.19c: 'Destroy ... It can't be regenerated.'"""
    for text in ("Whenever this creature becomes blocked by a white creature, destroy that creature. "
                 "It can't be regenerated.",
                 "Whenever this creature becomes blocked by an artifact creature, this creature gets +3/+3 until end of turn."):
        assert problems(abilities_of(text, "Test Card", False)[0]) == [], text
