"""Non-trigger lines the grammar reads whole, played in games (issue 13; branch grams).

- Exert (701.43): "You may exert this creature as it attacks. When you do, …" (701.43d, 508.1g,
  607.2h) and "{T}, Exert this creature: …" (602.2b).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.game import MissingChoice
from tests.tree_play import both, card, choose, holds, play, reason

BRAWLER = card("Test Brawler", "You may exert this creature as it attacks. When you do, it gets +2/+2 until end of turn. "
               "(An exerted creature won't untap during your next untap step.)", "creature", "{2}{G}", "2/2")
BRINGER = card("Test Bringer", "Flying\nYou may exert this creature as it attacks. When you do, it deals 4 damage to "
               "target non-Dragon creature an opponent controls.", "creature", "{3}{R}{R}", "4/4")
PAINCASTER = card("Test Paincaster", "{T}, Exert this creature: It deals 1 damage to target creature.", "creature",
                  "{1}{R}", "1/1")


def test_exert_lines_are_read():
    assert reason(BRAWLER["oracle_text"], spell=False) == []
    assert reason(PAINCASTER["oracle_text"], spell=False) == []
    assert reason("You may exert this creature as it attacks. (It won't untap during your next untap step.)",
                  spell=False) == []


LIBRARIES = "".join(f'''
    And {p} has Forest in library as "{p}-{i}"''' for p in ("alice", "bob") for i in range(3))
ATTACK = '''
    Given alice controls Test Brawler as "brawler"''' + LIBRARIES + '''
    When alice attacks bob with "brawler"
'''


def test_exert_as_it_attacks_triggers_when_you_do_and_holds_it_tapped():
    # 508.1g: exerted as it attacks; 607.2h: "When you do" triggers; "it" is the exerted creature
    holds(ATTACK + '''
        And the stack resolves
        Then "brawler" is 4/4
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then "brawler" is tapped
        And "brawler" is 2/2
    ''', [BRAWLER], edit=choose(0, "exert", "brawler", "yes"))
    # 701.43a: only the exerting player's NEXT untap step: the one after, it untaps
    holds(ATTACK + '''
        And the stack resolves
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then "brawler" is untapped
    ''', [BRAWLER], edit=choose(0, "exert", "brawler", "yes"))


def test_not_exerted_nothing_triggers_and_it_untaps():
    holds(ATTACK + '''
        Then the stack is empty
        And "brawler" is 2/2
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then "brawler" is untapped
    ''', [BRAWLER], edit=choose(0, "exert", "brawler", "no"))


def test_exert_choice_must_be_recorded():
    from mtg_reference_engine.engine.engine import run_fixture
    from tests.tree_play import fixture

    fx, _ = fixture(ATTACK, [BRAWLER])
    with pytest.raises(MissingChoice):  # 508.1g: the active player's decision, never guessed
        run_fixture(fx)


def test_when_you_do_targets_as_it_is_put_on_the_stack():
    holds('''
        Given alice controls Test Bringer as "bringer"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "bringer"
        And the stack resolves
        Then "bears" is in the graveyard
    ''', [BRINGER], edit=both(choose(0, "exert", "bringer", "yes"), choose(0, "trigger_target", "bringer", "bears")))
    holds('''
        Given alice controls Test Bringer as "bringer"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "bringer"
        Then the stack is empty
        And "bears" is on the battlefield
    ''', [BRINGER], edit=choose(0, "exert", "bringer", "no"))


def test_exert_as_a_cost():
    holds('''
        Given alice controls Test Paincaster as "caster"''' + LIBRARIES + '''
        And bob controls Llanowar Elves as "elves"
        When alice activates the ability of "caster" targeting "elves"
        And the stack resolves
        Then "elves" is in the graveyard
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        Then "caster" is tapped
    ''', [PAINCASTER])


def test_exert_refusals():
    # a "When you do" whose effect the engine doesn't execute leaves the line unsupported
    why = reason("You may exert this creature as it attacks. When you do, prevent all combat damage that would be "
                 "dealt to it this turn.", spell=False)
    assert why and "prevent_combat_damage" in why[0]
    # a condition on exerting ("If this creature hasn't been exerted this turn, ...") is not this ability
    from mtg_reference_engine.state.support import abilities_of, problems

    line = ("If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, "
            "untap all other creatures you control.")
    assert all(problems(a) for a in abilities_of(line, "Test Card", False))
