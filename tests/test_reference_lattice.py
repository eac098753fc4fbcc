"""The constructs of 712.13a-ex1 played on the reference engine (branch lattice, issue 16): Mycosynth
Lattice's three lines (205.1b, 105.2c, 609.4b), Mystic Reflection's "the next time one or more creatures
or planeswalkers enter this turn, they enter as copies" (614.1c, 614.12, 707.5), daybound applied after
the copy effects on how a permanent enters (702.145b, 616.1c), 712.13a, day or night at the start
(730.1), tokens with a quoted triggered ability and "this token and at least N other <filter> attack"."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.support import Unsupported
from tree_play import card, choose, holds, play

LATTICE = '''
    Given it is alice's precombat main phase
    And alice controls Mycosynth Lattice as "lattice"
'''


# -- Mycosynth Lattice ----------------------------------------------------------------------------------------

def test_lattice_makes_every_permanent_an_artifact_and_every_object_colorless():
    """205.1b: a land and a creature become artifacts too (keeping their types); 105.2c: a card in a hand,
    one in a graveyard, a permanent — and the Lattice itself — are colorless."""
    holds(LATTICE + '''
        And alice controls Grizzly Bears as "bears"
        And alice controls Forest as "forest"
        And bob controls Hill Giant as "giant"
        And alice has Lightning Bolt in hand as "bolt"
        And bob has Llanowar Elves in graveyard as "elves"
        Then "bears" has the card types artifact and creature
        And "forest" has the card types artifact and land
        And "giant" has the card types artifact and creature
        And "bears" is colorless
        And "giant" is colorless
        And "bolt" is colorless
        And "elves" is colorless
        And "bolt" has the card types instant
    ''')


def test_without_lattice_colors_and_types_stay():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Grizzly Bears as "bears"
        And alice has Lightning Bolt in hand as "bolt"
        Then "bears" has the card types creature
        And "bears" is green
        And "bolt" is red
    ''')


def test_a_spell_under_lattice_is_colorless_on_the_stack():
    holds(LATTICE + '''
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting bob
        Then "bolt" is a spell on the stack
        And "bolt" is colorless
    ''')


def test_lattice_lets_red_mana_pay_a_blue_symbol():
    """609.4b: "Players may spend mana as though it were mana of any color": {R}{R} pays {1}{U}."""
    holds(LATTICE + '''
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Grizzly Bears as "bears"
        And alice has Mystic Reflection in hand as "reflection"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "reflection" paying {R}{R} targeting "bears"
        Then "reflection" is a spell on the stack
        And alice's mana pool is empty
    ''')


def test_without_lattice_red_mana_does_not_pay_a_blue_symbol():
    result, _ = play('''
        Given it is alice's precombat main phase
        And alice controls Mountain as "m1"
        And alice controls Mountain as "m2"
        And alice controls Grizzly Bears as "bears"
        And alice has Mystic Reflection in hand as "reflection"
        When alice taps "m1" for mana
        And alice taps "m2" for mana
        And alice casts "reflection" paying {R}{R} targeting "bears"
        Then the action is refused
    ''')
    assert result["actions"][2]["ok"] is False


def test_lattice_any_color_mana_with_convoke_is_refused():
    """609.4b together with convoke (702.51a) isn't implemented: refused, never guessed."""
    with pytest.raises(Unsupported, match="609.4b"):
        from mtg_reference_engine.rules.mana import pay_mana
        from tree_play import fixture
        from mtg_reference_engine.state.game import Game

        fx, _ = fixture(LATTICE + 'And alice controls Grizzly Bears as "bears"')
        game = Game(fx["setup"], {c["name"]: c for c in fx["cards"]})
        pay_mana(game, "alice", "{G}", None, "", helpers=[("G", "*")])


# -- Mystic Reflection ----------------------------------------------------------------------------------------

REFLECTED = '''
    Given it is alice's precombat main phase
    And alice controls Hill Giant as "giant"
    And alice has Mystic Reflection in hand as "reflection"
    When alice casts "reflection" targeting "giant"
    And the top of the stack resolves
'''


def test_the_next_creature_enters_as_a_copy_and_the_effect_is_then_used_up():
    holds(REFLECTED.replace("When alice casts", '''And alice has Grizzly Bears in hand as "bears"
        And alice has Llanowar Elves in hand as "elves"
        When alice casts''') + '''
        And alice casts "bears"
        And the top of the stack resolves
        Then "bears" is named "Hill Giant"
        And "bears" is 3/3
        When alice casts "elves"
        And the top of the stack resolves
        Then "elves" is named "Llanowar Elves"
        And "elves" is 1/1
    ''')


def test_a_noncreature_permanent_entering_neither_copies_nor_uses_it_up():
    """The kinds named are checked as the object would exist on the battlefield (614.12): an enchantment
    enters as itself, and the next creature still enters as a copy."""
    holds(REFLECTED.replace("When alice casts", '''And alice has Pacifism in hand as "pacifism"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts''') + '''
        And alice casts "pacifism" targeting "giant"
        And the top of the stack resolves
        Then "pacifism" is named "Pacifism"
        When alice casts "bears"
        And the top of the stack resolves
        Then "bears" is named "Hill Giant"
    ''')


def test_march_of_the_machines_makes_an_artifact_enter_as_a_creature_copy():
    """614.12: a noncreature artifact entering under March of the Machines would be a creature: it enters as a
    copy of the chosen creature (the example's reasoning, with Mycosynth Lattice making a battle an artifact)."""
    holds(REFLECTED.replace("When alice casts", '''And alice controls March of the Machines as "march"
        And alice has Ornithopter in hand as "thopter"
        When alice casts''') + '''
        And alice casts "thopter"
        And the top of the stack resolves
        Then "thopter" is named "Hill Giant"
        And "thopter" is 3/3
    ''')


def test_the_effect_ends_with_the_turn():
    """"this turn": an effect of an earlier turn no longer applies, and is dropped."""
    from mtg_reference_engine.rules.next_enter_copies import applies
    from mtg_reference_engine.state.game import Game
    from tree_play import fixture

    fx, _ = fixture('''
        Given it is alice's precombat main phase
        And alice controls Hill Giant as "giant"
        And alice controls Grizzly Bears as "bears"
    ''')
    game = Game(fx["setup"], {c["name"]: c for c in fx["cards"]})
    game.next_enter_copies = [{"object": "giant", "incarnation": game.obj("giant").incarnation,
                               "turn": game.turn_number - 1, "types": ["creature"], "batch": None}]
    before = len(game.effects)
    applies(game, game.obj("bears"), False)
    assert len(game.effects) == before and game.next_enter_copies == []


def test_a_chosen_creature_that_left_the_battlefield_is_refused():
    with pytest.raises(Unsupported, match="left the battlefield"):
        play(REFLECTED.replace("When alice casts", '''And alice has Grizzly Bears in hand as "bears"
            And alice has Lightning Bolt in hand as "bolt"
            When alice casts''') + '''
            And alice casts "bolt" targeting "giant"
            And the top of the stack resolves
            And alice casts "bears"
            And the top of the stack resolves
        ''')


def test_a_clone_entering_under_the_effect_is_refused():
    """616.1: two copy effects on how one permanent enters (its own and Mystic Reflection's) — the order is
    its controller's choice, not implemented: refused."""
    with pytest.raises(Unsupported, match="616.1"):
        play(REFLECTED.replace("When alice casts", '''And alice has Clone in hand as "clone"
            When alice casts''') + '''
            And alice casts "clone"
            And the top of the stack resolves
            And "clone" chooses to copy "giant"
        ''')


# -- daybound after the copy effects; 712.13a ---------------------------------------------------------------

def test_day_or_night_from_the_setup():
    """730.1: "Given it is night": a daybound double-faced permanent is transformed at once (702.145c)."""
    holds('''
        Given it is night
        And alice controls Bird Admirer // Wing Shredder as "admirer"
        And alice controls Grizzly Bears as "bears"
        And alice has Lightning Bolt in hand as "bolt"
        When alice casts "bolt" targeting "bears"
        And the top of the stack resolves
        Then "admirer" is named "Wing Shredder"
        And "admirer" is 3/5
    ''')


def test_a_daybound_card_cast_by_day_enters_front_face_up():
    holds('''
        Given it is day
        And alice has Bird Admirer // Wing Shredder in hand as "admirer"
        When alice casts "admirer"
        And the top of the stack resolves
        Then "admirer" is named "Bird Admirer"
        And "admirer" is on the battlefield
    ''')


def test_kylem_by_day_enters_as_a_copy_of_bird_admirer_front_face_up():
    """The example by day: nothing makes Invasion of Kylem enter transformed, so 712.13a doesn't apply: it is
    on the battlefield as a copy of Bird Admirer."""
    holds('''
        Given it is day
        And alice controls Mycosynth Lattice as "lattice"
        And alice controls March of the Machines as "march"
        And alice has Bird Admirer // Wing Shredder in her graveyard as "admirer"
        And alice controls Clone as "clone"
        And "clone" is a copy of "admirer"
        And alice has Mystic Reflection in hand as "reflection"
        And alice has Invasion of Kylem // Valor's Reach Tag Team in hand as "kylem"
        When alice casts "reflection" targeting "clone"
        And the top of the stack resolves
        And alice casts "kylem"
        And the top of the stack resolves
        Then "kylem" is on the battlefield
        And "kylem" is named "Bird Admirer"
        And "kylem" is double-faced with its front face up
    ''')


def test_kylem_without_march_is_no_creature_and_enters_as_a_battle():
    """Without March of the Machines, Invasion of Kylem would enter as an artifact battle: not a creature or
    planeswalker, so Mystic Reflection doesn't apply (614.12) and it enters as itself with 5 defense counters."""
    holds('''
        Given it is night
        And alice controls Mycosynth Lattice as "lattice"
        And alice has Bird Admirer // Wing Shredder in her graveyard as "admirer"
        And alice controls Clone as "clone"
        And "clone" is a copy of "admirer"
        And alice has Mystic Reflection in hand as "reflection"
        And alice has Invasion of Kylem // Valor's Reach Tag Team in hand as "kylem"
        When alice casts "reflection" targeting "clone"
        And the top of the stack resolves
        And alice casts "kylem"
        And the top of the stack resolves
        And "kylem"'s ability targets no cards
        Then "kylem" is on the battlefield
        And "kylem" is named "Invasion of Kylem"
        And "kylem" has the card types artifact and battle
        And "kylem" has five defense counters on it
    ''')


def test_a_card_put_onto_the_battlefield_transformed_with_a_sorcery_back_face_from_elsewhere_is_refused():
    from mtg_reference_engine.rules.entering import _enters_as_spell_face
    from mtg_reference_engine.state.game import Game
    from tree_play import fixture

    fx, _ = fixture('''
        Given it is alice's precombat main phase
        And alice has Invasion of Kylem // Valor's Reach Tag Team in hand as "kylem"
    ''')
    game = Game(fx["setup"], {c["name"]: c for c in fx["cards"]})
    kylem = game.obj("kylem")
    kylem.transformed = True
    assert _enters_as_spell_face(game, kylem, False, "stack") is True
    with pytest.raises(Unsupported, match="712.13a"):
        _enters_as_spell_face(game, kylem, False, "hand")
    assert _enters_as_spell_face(game, kylem, True, "stack") is False  # it already had that face up
    with pytest.raises(Unsupported, match="712.13a"):
        _enters_as_spell_face(game, kylem, True, "exile")  # put there transformed from elsewhere


# -- Valor's Reach Tag Team's tokens ------------------------------------------------------------------------

TAG_TEAM = card("Tag Team Test", 'Create two 3/2 red and white Warrior creature tokens with "Whenever this token and '
                'at least one other creature token attack, put a +1/+1 counter on this token."', "sorcery")


TWO_TURNS_LATER = '''
        Given it is alice's precombat main phase
        And alice has Tag Team Test in hand as "team"
        And alice controls Grizzly Bears as "bears"
        And alice has Island in library as "alice-island"
        And bob has Island in library as "bob-island"
        When alice casts "team"
        And the top of the stack resolves
        And it creates "w1" and "w2"
        And the game proceeds to the next turn's precombat main phase
        And the game proceeds to the next turn's precombat main phase
'''


def test_warriors_attacking_together_each_get_a_counter():
    """Each token's "Whenever this token and at least one other creature token attack" triggers (508.1)."""
    holds(TWO_TURNS_LATER + '''
        Then it is alice's precombat main phase
        And "w1" is 3/2
        When alice attacks bob with "w1" and "w2"
        And the stack resolves
        Then "w1" has one +1/+1 counter on it
        And "w2" has one +1/+1 counter on it
        And "w1" is 4/3
    ''', [TAG_TEAM], edit=choose(5, "trigger_order", None, ["w1", "w2"]))  # 603.3b: both alice's


def test_a_warrior_attacking_with_a_nontoken_creature_gets_no_counter():
    """The other attacker must be a creature token: with Grizzly Bears only, nothing triggers."""
    holds(TWO_TURNS_LATER + '''
        When alice attacks bob with "w1" and "bears"
        Then the stack is empty
        And "w1" has no counters on it
    ''', [TAG_TEAM])


def test_the_token_trigger_counts_other_attacking_creature_tokens():
    """'this token and at least one other creature token attack': checked as attackers are declared (508.1)."""
    from mtg_reference_engine.rules import trigger_actions  # noqa: F401 - registers the event
    from mtg_reference_engine.text.parse import parse_card
    from mtg_reference_engine.state.support import tree_problems

    (line,) = parse_card(TAG_TEAM["oracle_text"], ("Tag Team Test",))
    assert tree_problems(line.ability) == []
    ev = line.ability.effect.tokens[0].extra[0].trigger.event
    assert ev.kind == "event_attack_with_others_of" and ev.parts[1] == 1


def test_battalion_wording_keeps_its_older_reading():
    from mtg_reference_engine.text.parse import parse_card

    (line,) = parse_card("Whenever this creature and at least two other creatures attack, draw a card.", ("X",))
    assert line.ability.trigger.event.kind == "event_attack_with_others"
