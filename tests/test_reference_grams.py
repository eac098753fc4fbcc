"""Non-trigger lines the grammar reads whole, played in games (issue 13; branch grams).

- Exert (701.43): "You may exert this creature as it attacks. When you do, …" (701.43d, 508.1g,
  607.2h) and "{T}, Exert this creature: …" (602.2b).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.game import MissingChoice
from tests.tree_play import both, card, choose, chooses, holds, reason

def refused(text: str, spell: bool = True) -> bool:
    """Every ability the engine reads from this line is one it doesn't implement (the line is unsupported)."""
    from mtg_reference_engine.state.support import abilities_of, problems

    return all(problems(a) for a in abilities_of(text, "Test Card", spell))


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
    assert refused("If this creature hasn't been exerted this turn, you may exert it as it attacks. When you do, "
                   "untap all other creatures you control.", spell=False)


# -- countered into another zone than the graveyard (701.6a, 614.1a) --------------------------------------

BOLT = card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}")
PEEK = card("Test Peek", "Draw a card.", "instant", "{U}")


def _lapse(dest: str) -> dict:
    return card("Test Lapse", f"Counter target spell. If that spell is countered this way, put it {dest} instead of "
                "into that player's graveyard.", "instant", "{1}{U}")


COUNTER = '''
    Given bob has Hill Giant in library as "c1"
    And bob has Test Bolt in hand as "bolt"
    And bob has Test Peek in hand as "peek"
    And alice has Test Lapse in hand as "lapse"
    When bob casts "bolt" targeting alice
    And alice casts "lapse" targeting "bolt"
    And the top of the stack resolves
    Then the stack is empty
    And alice has 20 life
'''


def test_countered_onto_the_top_of_its_owners_library():
    holds(COUNTER + '''
        And "bolt" is in the library
        When bob casts "peek"
        And the top of the stack resolves
        Then "bolt" is in its owner's hand
        And "c1" is in the library
    ''', [BOLT, PEEK, _lapse("on top of its owner's library")])


def test_countered_onto_the_bottom_of_its_owners_library():
    holds(COUNTER + '''
        And "bolt" is in the library
        When bob casts "peek"
        And the top of the stack resolves
        Then "c1" is in its owner's hand
        And "bolt" is in the library
    ''', [BOLT, PEEK, _lapse("on the bottom of its owner's library")])


def test_countered_into_its_owners_hand():
    holds(COUNTER + '''
        And "bolt" is in its owner's hand
        And "lapse" is in the graveyard
    ''', [BOLT, PEEK, _lapse("into its owner's hand")])


DISSIPATE = card("Test Dissipate", "Counter target spell. If that spell is countered this way, exile it instead of "
                 "putting it into its owner's graveyard.", "instant", "{1}{U}{U}")
SYNCOPATE = card("Test Syncopate", "Counter target spell unless its controller pays {X}. If that spell is countered "
                 "this way, exile it instead of putting it into its owner's graveyard.", "instant", "{X}{U}")


def test_countered_into_exile():
    holds('''
        Given bob has Test Bolt in hand as "bolt"
        And alice has Test Dissipate in hand as "dis"
        When bob casts "bolt" targeting alice
        And alice casts "dis" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is in exile
        And alice has 20 life
    ''', [BOLT, DISSIPATE])


@pytest.mark.parametrize("pays", ["{G}{G}", None])
def test_countered_into_exile_unless_its_controller_pays(pays):
    then = 'Then "bolt" is in exile\n        And alice has 20 life' if pays is None else \
        'Then "bolt" is on the stack\n        When the top of the stack resolves\n        Then alice has 17 life'
    holds(f'''
        Given bob controls Forest as "f1"
        And bob controls Forest as "f2"
        And bob has Test Bolt in hand as "bolt"
        And alice has Test Syncopate in hand as "sync"
        When bob casts "bolt" targeting alice
        And bob activates the mana ability of "f1"
        And bob activates the mana ability of "f2"
        And alice casts "sync" with X = 2 targeting "bolt"
        And the top of the stack resolves
        {then}
    ''', [BOLT, SYNCOPATE], edit=chooses(4, "unless_pay", "sync", "bob", pays))


def test_countered_into_another_zone_refusals():
    # "your choice of the top or bottom" (a choice the engine doesn't ask) and a spell of a described
    # kind countered "this way" are not read
    assert refused("Counter target spell. If that spell is countered this way, put that card on your choice of the top "
                   "or bottom of its owner's library instead of into that player's graveyard.")
    assert refused("Counter target spell. If an artifact or creature spell is countered this way, put that card onto "
                  "the battlefield under your control instead of into its owner's graveyard.")


def test_countered_onto_the_bottom_and_the_counterspell_too():
    """Spell Crumple: the countered spell, then this spell itself, on the bottom of their owners'
    libraries (608.2n: a spell its own instructions moved stays there)."""
    crumple = card("Test Crumple", "Counter target spell. If that spell is countered this way, put it on the bottom of "
                   "its owner's library instead of into that player's graveyard. Put Test Crumple on the bottom of its "
                   "owner's library.", "instant", "{1}{U}")
    holds('''
        Given bob has Test Bolt in hand as "bolt"
        And alice has Test Crumple in hand as "crumple"
        When bob casts "bolt" targeting alice
        And alice casts "crumple" targeting "bolt"
        And the top of the stack resolves
        Then "bolt" is in the library
        And "crumple" is in the library
        And alice has 20 life
    ''', [BOLT, crumple])


# -- "deals N damage instead if ..." (608.2c) ------------------------------------------------------------

BLAST = card("Test Blast", "Test Blast deals 2 damage to any target.\nMetalcraft — Test Blast deals 4 damage instead if "
             "you control three or more artifacts.", "instant", "{R}")
SHOT = card("Test Shot", "Test Shot deals 2 damage to target creature. If you control three or more artifacts, it deals "
            "5 damage instead.", "instant", "{R}")
POST = card("Test Post", "Test Post deals 1 damage to target creature. It deals 4 damage instead if you control an "
            "artifact.", "instant", "{R}")


def _blasts(spell: str, artifacts: int, target: str) -> str:
    given = "".join(f'\n        And alice controls Ornithopter as "o{i}"' for i in range(artifacts))
    return f'''
        Given alice has {spell} in hand as "spell"
        And bob controls Hill Giant as "giant"{given}
        When alice casts "spell" targeting {target}
        And the top of the stack resolves
    '''


def test_the_next_paragraph_replaces_the_damage():
    holds(_blasts("Test Blast", 3, "bob") + "Then bob has 16 life", [BLAST])
    holds(_blasts("Test Blast", 2, "bob") + "Then bob has 18 life", [BLAST])


def test_if_condition_it_deals_n_damage_instead():
    holds(_blasts("Test Shot", 3, '"giant"') + 'Then "giant" is in the graveyard', [SHOT])
    holds(_blasts("Test Shot", 2, '"giant"') + 'Then "giant" has 2 damage marked on it', [SHOT])
    holds(_blasts("Test Post", 1, '"giant"') + 'Then "giant" is in the graveyard', [POST])
    holds(_blasts("Test Post", 0, '"giant"') + 'Then "giant" has 1 damage marked on it', [POST])


def test_damage_instead_refusals():
    # alone, with no damage before it to replace; and after a damage by another source
    assert refused("Test Card deals 5 damage instead if you control three or more artifacts.")
    assert refused("Target creature you control deals 2 damage to any target. If you control three or more artifacts, "
                   "it deals 4 damage instead.")


# -- the sacrificed permanent's power, toughness, mana value (608.2h) --------------------------------------

GOLEM = card("Test Golem", "{1}, Sacrifice an artifact: This creature deals damage equal to the sacrificed artifact's "
             "mana value to any target.", "creature", "{4}", "3/3")
BRUTE = card("Test Brute", "{R}, Sacrifice another creature: This creature deals damage equal to the sacrificed "
             "creature's power to target player or planeswalker.", "creature", "{2}{R}", "4/2")


def test_the_sacrificed_artifacts_mana_value():
    holds('''
        Given alice controls Test Golem as "golem"
        And alice controls Test Relic as "stone"
        When alice activates the ability of "golem" targeting bob
        And the stack resolves
        Then bob has 17 life
        And "stone" is in the graveyard
    ''', [GOLEM, card("Test Relic", "", "artifact", "{2}{U}")], edit=choose(0, "sacrifice", "golem", ["stone"]))


def test_the_sacrificed_creatures_power_as_it_last_existed():
    # 608.2h: its power on the battlefield (pumped to 4), not the card's printed 2
    holds('''
        Given alice controls Test Brute as "brute"
        And alice controls Grizzly Bears as "bears"
        And alice has Giant Growth in hand as "growth"
        When alice casts "growth" targeting "bears"
        And the top of the stack resolves
        And alice activates the ability of "brute" targeting bob
        And the stack resolves
        Then bob has 15 life
    ''', [BRUTE], edit=choose(2, "sacrifice", "brute", ["bears"]))


def test_the_sacrificed_permanent_refusals():
    # no cost sacrificed it: an ability without a sacrifice cost, a spell (its additional cost is not read here)
    assert refused("{T}: You gain life equal to the sacrificed creature's toughness.", spell=False)
    assert refused("You gain life equal to the sacrificed creature's toughness. Destroy target creature an opponent "
                   "controls.")


CHEMIST = card("Test Chemist", "{R}, {T}, Discard a card: This creature deals damage to target creature equal to the "
               "discarded card's mana value.", "creature", "{3}{U}{R}", "3/3")


def test_the_discarded_cards_mana_value():
    script = '''
        Given alice controls Test Chemist as "chem"
        And alice has {card} in hand as "h"
        And bob controls Hill Giant as "giant"
        When alice activates the ability of "chem" targeting "giant"
        And the stack resolves
        Then "h" is in the graveyard
    '''
    holds(script.format(card="Hill Giant") + 'And "giant" is in the graveyard', [CHEMIST],
          edit=choose(0, "discard_cost", "chem", ["h"]))
    holds(script.format(card="Grizzly Bears") + 'And "giant" has 2 damage marked on it', [CHEMIST],
          edit=choose(0, "discard_cost", "chem", ["h"]))


def test_the_discarded_card_refusals():
    # a card discarded as the ability resolves is not the cost's
    assert refused("Draw a card, then discard a card. You gain life equal to the discarded card's mana value.")
    assert refused("{T}: Draw a card, then discard a card. You gain life equal to the discarded card's mana value.",
                   spell=False)


# -- "creatures you control have total power N or greater" (602.5b; formidable) ---------------------------

FORMIDABLE = card("Test Formidable", "{1}: Draw a card. Activate only if creatures you control have total power 8 or "
                  "greater.", "creature", "{2}{G}", "2/2")


def test_activate_only_if_creatures_you_control_have_total_power():
    giants = '\n        And alice controls Hill Giant as "g{}"'
    script = '''
        Given alice controls Test Formidable as "f"{giants}
        And alice has Hill Giant in library as "top"
        When alice activates the ability of "f"
    '''
    # 2 + 3 + 3 = 8: it may be activated
    holds(script.format(giants=giants.format(1) + giants.format(2)) + '''
        And the stack resolves
        Then "top" is in its owner's hand
    ''', [FORMIDABLE])
    # 2 + 3 = 5: it may not (602.5b)
    holds(script.format(giants=giants.format(1)) + '''
        Then the action is refused
    ''', [FORMIDABLE])


def test_total_power_condition_at_the_beginning_of_combat():
    watcher = card("Test Watcher", "At the beginning of combat on your turn, if creatures you control have total power "
                   "8 or greater, put a +1/+1 counter on this creature.", "creature", "{1}{G}", "2/2")
    script = '''
        Given alice controls Test Watcher as "w"
        And alice controls Hill Giant as "g1"{more}
        When the game proceeds to the beginning of combat step
    '''
    holds(script.format(more='\n        And alice controls Hill Giant as "g2"') + '''
        And the stack resolves
        Then "w" is 3/3
    ''', [watcher])
    holds(script.format(more="") + '''
        Then the stack is empty
        And "w" is 2/2
    ''', [watcher])


# -- "<target>'s owner puts it on their choice of the top or bottom of their library" (401.4) --------------

VOYAGE = card("Test Voyage", "Target creature's owner puts it on their choice of the top or bottom of their library.",
              "instant", "{2}{U}")
SETBACK = card("Test Setback", "The owner of target nonland permanent puts it on their choice of the top or bottom of "
               "their library. Scry 2.", "instant", "{2}{U}")


@pytest.mark.parametrize("where, drawn", [("top", "giant"), ("bottom", "c1")])
def test_its_owner_chooses_the_top_or_the_bottom(where, drawn):
    holds(f'''
        Given bob has Grizzly Bears in library as "c2"
        And bob has Grizzly Bears in library as "c1"
        And bob controls Hill Giant as "giant"
        And bob has Test Peek in hand as "peek"
        And alice has Test Voyage in hand as "voyage"
        When alice casts "voyage" targeting "giant"
        And the top of the stack resolves
        Then "giant" is in the library
        When bob casts "peek"
        And the top of the stack resolves
        Then "{drawn}" is in its owner's hand
    ''', [VOYAGE, PEEK], edit=chooses(1, "top_or_bottom", "voyage", "bob", where))


def test_the_owner_of_target_permanent_then_scry():
    holds('''
        Given alice has Forest in library as "top"
        And bob controls Hill Giant as "giant"
        And alice has Test Setback in hand as "setback"
        When alice casts "setback" targeting "giant"
        And the top of the stack resolves
        Then "giant" is in the library
    ''', [SETBACK], edit=both(chooses(1, "top_or_bottom", "setback", "bob", "top"),
                               choose(1, "scry", "setback", {"top": ["top"], "bottom": []})))


def test_top_or_bottom_refusals():
    # a spell as the target; "its owner" after another instruction
    assert refused("The owner of target spell or nonland permanent puts it on their choice of the top or bottom of "
                   "their library.")
    assert refused("Choose target spell. Its owner puts it on their choice of the top or bottom of their library.")


# -- "If its mana value was N or less, ..." after an instruction on one target (608.2h) ------------------

RAZE = card("Test Raze", "Destroy target artifact. If its mana value was 1 or less, draw a card.", "sorcery", "{2}{R}")


@pytest.mark.parametrize("cost, draws", [("{1}", True), ("{2}{U}", False)])
def test_if_its_mana_value_was_n_or_less(cost, draws):
    holds(f'''
        Given alice has Forest in library as "top"
        And bob controls Test Trinket as "trinket"
        And alice has Test Raze in hand as "raze"
        When alice casts "raze" targeting "trinket"
        And the top of the stack resolves
        Then "trinket" is in the graveyard
        And "top" is {"in its owner's hand" if draws else "in the library"}
    ''', [RAZE, card("Test Trinket", "", "artifact", cost)])


def test_if_its_mana_value_was_refusals():
    assert refused("Draw a card. If its mana value was 1 or less, draw a card.")
    assert refused("Destroy up to one target artifact. If its mana value was 1 or less, draw a card.")


BASICS = card("Test Basics", "Return target nonland permanent to its owner's hand. If you controlled that permanent, "
              "draw a card.", "sorcery", "{U}")


@pytest.mark.parametrize("who, draws", [("alice", True), ("bob", False)])
def test_if_you_controlled_that_permanent(who, draws):
    holds(f'''
        Given alice has Forest in library as "top"
        And {who} controls Hill Giant as "giant"
        And alice has Test Basics in hand as "basics"
        When alice casts "basics" targeting "giant"
        And the top of the stack resolves
        Then "giant" is in its owner's hand
        And "top" is {"in its owner's hand" if draws else "in the library"}
    ''', [BASICS])


def test_if_you_controlled_that_permanent_refusal():
    assert refused("Return up to one target nonland permanent to its owner's hand. If you controlled that permanent, "
                   "draw a card.")
