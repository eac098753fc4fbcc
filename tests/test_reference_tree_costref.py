"""Costs and references read from the grammar's typed tree, played in games (issue 13): exiling,
tapping, discarding and removing counters as costs (118, 602.2b), and the refusals of the forms not
executed."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.support import abilities_of, problems
from mtg_reference_engine.state.support import Unsupported
from tree_play import card, choose, holds, play


def _why(text: str, spell: bool = False) -> list[str]:
    return [w for a in abilities_of(text, "Test Card", spell) for w in problems(a, "Test Card")]


# -- exile as a cost (602.2b, 406) -------------------------------------------------------------------

def test_exile_this_permanent_as_a_cost():
    relic = card("Test Relic", "{1}, Exile this artifact: Target player loses 2 life.", "artifact")
    holds('''
        Given alice controls Test Relic as "relic"
        When alice activates the ability of "relic" targeting bob
        Then "relic" is in exile
        When the top of the stack resolves
        Then bob has 18 life
    ''', [relic])


def test_exile_this_card_from_your_graveyard_activates_only_there():
    renew = card("Test Renew", "{1}{W}, Exile this card from your graveyard: You gain 3 life.", "creature", pt="2/2")
    holds('''
        Given alice has Test Renew in graveyard as "renew"
        When alice activates the ability of "renew"
        Then "renew" is in exile
        When the top of the stack resolves
        Then alice has 23 life
    ''', [renew])
    holds('''
        Given alice controls Test Renew as "renew"
        When alice activates the ability of "renew"
        Then the action is refused
    ''', [renew])


def test_exile_a_creature_card_from_your_graveyard():
    crypt = card("Test Crypt", "{T}, Exile a creature card from your graveyard: Each opponent loses 2 life.", "artifact")
    script = '''
        Given alice controls Test Crypt as "crypt"
        And alice has Grizzly Bears in graveyard as "bears"
        And alice has Lightning Bolt in graveyard as "bolt"
        When alice activates the ability of "crypt"
        And the top of the stack resolves
        Then "bears" is in exile
        And bob has 18 life
    '''
    holds(script, [crypt], edit=choose(0, "exile_cost", "crypt", ["bears"]))
    holds('''
        Given alice controls Test Crypt as "crypt"
        And alice has Lightning Bolt in graveyard as "bolt"
        When alice activates the ability of "crypt"
        Then the action is refused
    ''', [crypt], edit=choose(0, "exile_cost", "crypt", ["bolt"]))  # an instant card isn't a creature card
    holds('''
        Given alice controls Test Crypt as "crypt"
        And bob has Grizzly Bears in graveyard as "bears"
        When alice activates the ability of "crypt"
        Then the action is refused
    ''', [crypt], edit=choose(0, "exile_cost", "crypt", ["bears"]))  # not in alice's graveyard


def test_exile_two_cards_from_your_graveyard_needs_two():
    crypt = card("Test Crypt", "{T}, Exile two cards from your graveyard: Draw a card.", "artifact")
    holds('''
        Given alice controls Test Crypt as "crypt"
        And alice has Grizzly Bears in graveyard as "g1"
        And alice has Lightning Bolt in graveyard as "g2"
        And alice has Grizzly Bears in library as "top"
        When alice activates the ability of "crypt"
        And the top of the stack resolves
        Then "g1" is in exile
        And "g2" is in exile
        And "top" is in its owner's hand
    ''', [crypt], edit=choose(0, "exile_cost", "crypt", ["g1", "g2"]))
    holds('''
        Given alice controls Test Crypt as "crypt"
        And alice has Grizzly Bears in graveyard as "g1"
        When alice activates the ability of "crypt"
        Then the action is refused
    ''', [crypt], edit=choose(0, "exile_cost", "crypt", ["g1"]))


def test_exile_a_card_from_your_hand_for_mana():
    gem = card("Test Gem", "Exile a card from your hand: Add {R}.", "artifact")
    holds('''
        Given alice controls Test Gem as "gem"
        And alice has Grizzly Bears in hand as "bears"
        When alice activates the mana ability of "gem"
        Then alice's mana pool holds {R}
        And "bears" is in exile
    ''', [gem], edit=choose(0, "exile_cost", "gem", ["bears"]))


# -- tapping other permanents as a cost (602.2b, 701.26a) ------------------------------------------

def test_tap_an_untapped_creature_you_control():
    drum = card("Test Drum", "Tap an untapped creature you control: You gain 1 life.", "artifact")
    holds('''
        Given alice controls Test Drum as "drum"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "drum"
        Then "bears" is tapped
        When the top of the stack resolves
        Then alice has 21 life
    ''', [drum], edit=choose(0, "tap_cost", "drum", ["bears"]))
    holds('''
        Given alice controls Test Drum as "drum"
        And alice controls Grizzly Bears as "bears"
        And "bears" is tapped
        When alice activates the ability of "drum"
        Then the action is refused
    ''', [drum], edit=choose(0, "tap_cost", "drum", ["bears"]))
    holds('''
        Given alice controls Test Drum as "drum"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "drum"
        Then the action is refused
    ''', [drum], edit=choose(0, "tap_cost", "drum", ["bears"]))


def test_tap_cost_filter_and_the_source_tapped_twice():
    cohort = card("Test Cohort", "{T}, Tap an untapped Bear you control: You gain 2 life.", "creature", pt="2/2",
                  subtypes=("Bear",))
    holds('''
        Given alice controls Test Cohort as "cohort"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "cohort"
        And the top of the stack resolves
        Then "cohort" is tapped
        And "bears" is tapped
        And alice has 22 life
    ''', [cohort], edit=choose(0, "tap_cost", "cohort", ["bears"]))
    holds('''
        Given alice controls Test Cohort as "cohort"
        When alice activates the ability of "cohort"
        Then the action is refused
    ''', [cohort], edit=choose(0, "tap_cost", "cohort", ["cohort"]))  # {T} taps it: it can't pay both
    holds('''
        Given alice controls Test Cohort as "cohort"
        And alice controls Llanowar Elves as "elves"
        When alice activates the ability of "cohort"
        Then the action is refused
    ''', [cohort], edit=choose(0, "tap_cost", "cohort", ["elves"]))  # an Elf isn't a Bear


def test_tap_two_untapped_artifacts():
    rope = card("Test Rope", "Tap two untapped artifacts you control: Each opponent loses 1 life.", "artifact")
    holds('''
        Given alice controls Test Rope as "rope"
        And alice controls Bonesplitter as "ring"
        When alice activates the ability of "rope"
        And the top of the stack resolves
        Then "ring" is tapped
        And "rope" is tapped
        And bob has 19 life
    ''', [rope], edit=choose(0, "tap_cost", "rope", ["ring", "rope"]))
    holds('''
        Given alice controls Test Rope as "rope"
        When alice activates the ability of "rope"
        Then the action is refused
    ''', [rope], edit=choose(0, "tap_cost", "rope", ["rope"]))


# -- discard and counters -----------------------------------------------------------------------------

def test_discard_a_land_card():
    assault = card("Test Assault", "Discard a land card: You gain 2 life.", "enchantment")
    holds('''
        Given alice controls Test Assault as "assault"
        And alice has Forest in hand as "forest"
        When alice activates the ability of "assault"
        And the top of the stack resolves
        Then "forest" is in the graveyard
        And alice has 22 life
    ''', [assault], edit=choose(0, "discard_cost", "assault", ["forest"]))
    holds('''
        Given alice controls Test Assault as "assault"
        And alice has Grizzly Bears in hand as "bears"
        When alice activates the ability of "assault"
        Then the action is refused
    ''', [assault], edit=choose(0, "discard_cost", "assault", ["bears"]))


def test_discard_this_card_channel():
    chan = card("Test Channel", "Channel — {1}, Discard this card: You gain 4 life.", "creature", pt="3/3")
    holds('''
        Given alice has Test Channel in hand as "chan"
        When alice activates the ability of "chan"
        And the top of the stack resolves
        Then "chan" is in the graveyard
        And alice has 24 life
    ''', [chan])


def test_remove_counters_from_this_and_sacrifice_it():
    quest = card("Test Quest", "Remove three quest counters from this enchantment and sacrifice it: You gain 5 life.",
                 "enchantment")
    holds('''
        Given alice controls Test Quest as "quest"
        And "quest" has three quest counters on it
        When alice activates the ability of "quest"
        And the top of the stack resolves
        Then "quest" is in the graveyard
        And alice has 25 life
    ''', [quest])
    holds('''
        Given alice controls Test Quest as "quest"
        And "quest" has two quest counters on it
        When alice activates the ability of "quest"
        Then the action is refused
    ''', [quest])


@pytest.mark.parametrize("text, why", [
    ("{2}, Exile the top X cards of your library: Draw a card.", "cost"),  # the top N cards is read (607.5's Arc-Slogger)
    ("Exile a creature you control: Draw a card.", "exile a creature"),
    ("Tap X untapped artifacts you control: Draw a card.", "tap"),
    ("{1}, Remove a +1/+1 counter from a creature an opponent controls: Draw a card.", ""),
    ("Return a land an opponent controls to its owner's hand: Draw a card.", ""),
    ("Mill X cards: Draw a card.", ""),
    ("Exile this card from your hand: Add {R}.", ""),
])
def test_cost_forms_not_executed_are_refused(text, why):
    reasons = _why(text)
    assert reasons and why in " ".join(reasons), reasons


# -- damage dealt by 'it' (120.3, 608.2h) --------------------------------------------------------------

def test_sacrifice_this_creature_it_deals_damage_to_each_creature_and_each_player():
    bomber = card("Test Bomber", "{R}, Sacrifice this creature: It deals 2 damage to each creature and each player.",
                  "creature", pt="1/1")
    holds('''
        Given alice controls Test Bomber as "bomber"
        And bob controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        When alice activates the ability of "bomber"
        And the top of the stack resolves
        Then "bomber" is in the graveyard
        And "bears" is in the graveyard
        And "elves" is in the graveyard
        And alice has 18 life
        And bob has 18 life
    ''', [bomber])


def test_when_this_creature_dies_it_deals_damage_to_any_target():
    martyr = card("Test Martyr", "When this creature dies, it deals 3 damage to any target.", "creature", pt="1/1")
    doom = card("Test Doom", "Destroy target creature.", "instant")
    holds('''
        Given alice controls Test Martyr as "martyr"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "martyr"
        And the top of the stack resolves
        And "martyr"'s ability targets bob
        And the top of the stack resolves
        Then bob has 17 life
    ''', [martyr, doom])


def test_when_this_creature_enters_it_deals_damage_to_each_opponent():
    holds('''
        Given alice has Test Cannon in hand as "cannon"
        When alice casts "cannon"
        And the stack resolves
        Then bob has 16 life
        And alice has 20 life
    ''', [card("Test Cannon", "When this creature enters, it deals 4 damage to each opponent.", "creature", pt="2/2")])


def test_it_is_the_target_an_earlier_instruction_named():
    # 608.2c: 'it' is the creature the first sentence targeted; it deals the damage (its controller's)
    duel = card("Test Duel", "Target creature gets +1/+0 until end of turn. It deals 2 damage to any target.",
                "instant")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Duel in hand as "duel"
        When alice casts "duel" targeting "bears" and bob
        And the top of the stack resolves
        Then bob has 18 life
        And "bears" is 3/2
    ''', [duel])


def test_damage_dealt_by_another_creature_that_died_is_refused():
    assert "died" in " ".join(_why("Whenever another creature dies, it deals 1 damage to you."))


def test_it_was_an_illegal_target_deals_no_damage():
    # 608.2b: the creature left before the spell resolved: the spell doesn't make it do anything
    duel = card("Test Duel", "Target creature gets +1/+0 until end of turn. It deals 2 damage to any target.",
                "instant")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Duel in hand as "duel"
        And bob has Test Doom in hand as "doom"
        When alice casts "duel" targeting "bears" and bob
        And bob casts "doom" targeting "bears"
        And the stack resolves
        Then "bears" is in the graveyard
        And bob has 20 life
    ''', [duel, card("Test Doom", "Destroy target creature.", "instant")])


# -- a mana ability doing more than adding mana (605.1a, 605.3b) ---------------------------------------

def test_painland_adds_mana_and_deals_damage_to_you():
    pain = card("Test Painland", "{T}: Add {C}.\n{T}: Add {W} or {U}. This land deals 1 damage to you.", "land")
    holds('''
        Given alice controls Test Painland as "pain"
        When alice activates the second mana ability of "pain" for white mana
        Then alice's mana pool holds {W}
        And alice has 19 life
        And "pain" is tapped
    ''', [pain])
    holds('''
        Given alice controls Test Painland as "pain"
        When alice activates the mana ability of "pain"
        Then alice's mana pool holds {C}
        And alice has 20 life
    ''', [pain])


@pytest.mark.parametrize("text", [
    "{T}: Add {R}. This land deals 1 damage to target player.",
    "{T}: Add {R}. Add {G}.",
    "Sacrifice this land: Add {R}. This land deals 1 damage to you.",
])
def test_mana_abilities_doing_more_refused_forms(text):
    assert _why(text)


# -- mana productions (106.1) ----------------------------------------------------------------------------

def test_add_mana_for_each_permanent_you_control():
    tomb = card("Test Tomb", "{T}: Add {B} for each Forest you control.", "land")
    holds('''
        Given alice controls Test Tomb as "tomb"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And bob controls Forest as "f3"
        When alice activates the mana ability of "tomb"
        Then alice's mana pool holds {B}{B}
    ''', [tomb])


def test_add_two_mana_of_any_one_color():
    lotus = card("Test Lotus", "{T}: Add two mana of any one color.", "artifact")
    holds('''
        Given alice controls Test Lotus as "lotus"
        When alice activates the mana ability of "lotus" for green mana
        Then alice's mana pool holds {G}{G}
    ''', [lotus])


def test_add_two_mana_in_any_combination_of_colors():
    prism = card("Test Prism", "{T}: Add two mana in any combination of colors.", "artifact")

    def two_choices(fx):
        fx["actions"][0]["choices"] = [{"kind": "mana_type", "object": "prism", "choice": "red"},
                                       {"kind": "mana_type", "object": "prism", "choice": "blue"}]
    holds('''
        Given alice controls Test Prism as "prism"
        When alice activates the mana ability of "prism"
        Then alice's mana pool holds {U}{R}
    ''', [prism], edit=two_choices)


def test_mana_for_each_card_in_a_graveyard_is_refused():
    # filt3: 'in your graveyard' is read (amounts' count of cards, tests/test_reference_filt3.py)
    assert _why("{T}: Add {B} for each creature card in target player's graveyard.")


# -- a described choice on resolution (no target, 115.10) ----------------------------------------------

def test_upkeep_return_a_green_creature_you_control():
    tide = card("Test Tide", "At the beginning of your upkeep, return a green creature you control to its owner's hand.",
                "enchantment")
    chooser = choose(1, "return_choice", "tide", ["elves"])
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Tide as "tide"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And bob controls Llanowar Elves as "bobs"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        Then "elves" is in its owner's hand
        And "bears" is on the battlefield
        And "bobs" is on the battlefield
    ''', [tide], edit=chooser)
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Tide as "tide"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        Then the action is refused
    ''', [tide], edit=choose(1, "return_choice", "tide", ["tide"]))  # an enchantment isn't a creature


def test_return_another_permanent_forced_and_none():
    shelter = card("Test Shelter", "When this creature enters, return another creature you control to its owner's hand.",
                   "creature", pt="2/2")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Shelter in hand as "shelter"
        When alice casts "shelter"
        And the stack resolves
        Then "bears" is in its owner's hand
        And "shelter" is on the battlefield
    ''', [shelter])
    holds('''
        Given alice has Test Shelter in hand as "shelter"
        When alice casts "shelter"
        And the stack resolves
        Then "shelter" is on the battlefield
    ''', [shelter])


def test_return_a_card_from_your_graveyard_is_not_read_here():
    # read since by rules/chosen_cards.py (branch fx2; played in tests/test_reference_fx2.py), not here
    assert _why("At the beginning of your upkeep, return a creature card from your graveyard to your hand.") == []


# -- damage dealt by a target, equal to its power (120.3, 608.2b) ----------------------------------------

def test_bite_target_creature_you_control_deals_damage_equal_to_its_power():
    bite = card("Test Bite", "Target creature you control gets +1/+0 until end of turn. "
                "It deals damage equal to its power to target creature an opponent controls.", "instant")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And bob controls Test Wall as "wall"
        And alice has Test Bite in hand as "bite"
        When alice casts "bite" targeting "bears" and "wall"
        And the top of the stack resolves
        Then "wall" has 3 damage marked on it
        And "bears" has 0 damage marked on it
    ''', [bite, card("Test Wall", "", "creature", pt="0/5")])


def test_target_creature_deals_damage_to_any_target_and_illegal_dealer():
    fling = card("Test Fling", "Target creature you control deals damage equal to its power to any target.", "sorcery")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Fling in hand as "fling"
        When alice casts "fling" targeting "bears" and bob
        And the top of the stack resolves
        Then bob has 18 life
    ''', [fling])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Fling in hand as "fling"
        And bob has Test Doom in hand as "doom"
        When alice casts "fling" targeting "bears" and bob
        And bob casts "doom" targeting "bears"
        And the stack resolves
        Then bob has 20 life
    ''', [fling, card("Test Doom", "Destroy target creature.", "instant")])


def test_when_this_creature_dies_it_deals_damage_equal_to_its_power_last_known():
    # 608.2h: its power as it last existed on the battlefield (pumped to 4)
    holds('''
        Given alice controls Test Ember as "ember"
        And alice has Test Giant Growth in hand as "growth"
        And bob has Test Doom in hand as "doom"
        When alice casts "growth" targeting "ember"
        And the top of the stack resolves
        And bob casts "doom" targeting "ember"
        And the top of the stack resolves
        And "ember"'s ability targets bob
        And the top of the stack resolves
        Then bob has 16 life
    ''', [card("Test Ember", "When this creature dies, it deals damage equal to its power to any target.", "creature",
               pt="1/1"),
          card("Test Giant Growth", "Target creature gets +3/+3 until end of turn.", "instant"),
          card("Test Doom", "Destroy target creature.", "instant")])


def test_damage_by_a_target_to_another_target_is_refused():
    assert _why("Target creature you control deals damage equal to its power to another target creature.", True)


# -- modal triggered abilities (700.2b, 603.3c) ----------------------------------------------------------

COMMAND = card("Test Commander", "When this creature enters, choose one —\n• Destroy target artifact.\n"
               "• You gain 3 life.", "creature", pt="2/2")


def test_modal_enters_trigger_chooses_a_mode_as_it_is_put_on_the_stack():
    holds('''
        Given alice has Test Commander in hand as "cmd"
        And bob controls Bonesplitter as "axe"
        When alice casts "cmd"
        And the stack resolves
        Then "axe" is in the graveyard
        And alice has 20 life
    ''', [COMMAND], edit=lambda fx: (choose(1, "trigger_modes", "cmd", [0])(fx),
                                     choose(1, "trigger_target", "cmd", "axe")(fx)))
    holds('''
        Given alice has Test Commander in hand as "cmd"
        And bob controls Bonesplitter as "axe"
        When alice casts "cmd"
        And the stack resolves
        Then "axe" is on the battlefield
        And alice has 23 life
    ''', [COMMAND], edit=choose(1, "trigger_modes", "cmd", [1]))


def test_a_mode_without_legal_targets_cant_be_chosen():
    # 700.2b: no artifact: only the life mode can be chosen (it is, without asking)
    holds('''
        Given alice has Test Commander in hand as "cmd"
        When alice casts "cmd"
        And the stack resolves
        Then alice has 23 life
    ''', [COMMAND])
    holds('''
        Given alice has Test Commander in hand as "cmd"
        And bob controls Bonesplitter as "axe"
        When alice casts "cmd"
        And the stack resolves
        Then the action is refused
    ''', [COMMAND], edit=choose(1, "trigger_modes", "cmd", [0, 1]))  # choose one, not two


def test_modal_trigger_with_an_unread_mode_is_refused():
    assert "detain" in " ".join(_why("When this creature enters, choose one —\n• Detain target creature.\n"
                                     "• You gain 3 life."))
    assert "up to one" in " ".join(_why("When this creature enters, choose up to one —\n• Draw a card.\n"
                                        "• You gain 3 life."))


# -- a mana ability's activation restrictions (602.5b, 605.3a) --------------------------------------------

def test_mana_ability_activate_only_if_condition():
    grove = card("Test Grove", "{T}: Add {G}{G}. Activate only if you control an artifact.", "land")
    holds('''
        Given alice controls Test Grove as "grove"
        And alice controls Bonesplitter as "axe"
        When alice activates the mana ability of "grove"
        Then alice's mana pool holds {G}{G}
    ''', [grove])
    holds('''
        Given alice controls Test Grove as "grove"
        And bob controls Bonesplitter as "axe"
        When alice activates the mana ability of "grove"
        Then the action is refused
    ''', [grove])


def test_mana_ability_once_each_turn_is_refused():
    assert "once each turn" in " ".join(_why("{T}: Add {G}. Activate only once each turn."))


# -- returning, milling and removing counters from a permanent you control as costs (602.2b) ------------

def test_return_a_land_you_control_as_a_cost():
    kelp = card("Test Kelp", "{1}, Return a land you control to its owner's hand: You gain 2 life.", "artifact")
    holds('''
        Given alice controls Test Kelp as "kelp"
        And alice controls Forest as "forest"
        When alice activates the ability of "kelp"
        And the top of the stack resolves
        Then "forest" is in its owner's hand
        And alice has 22 life
    ''', [kelp], edit=choose(0, "return_cost", "kelp", ["forest"]))
    holds('''
        Given alice controls Test Kelp as "kelp"
        And bob controls Forest as "forest"
        When alice activates the ability of "kelp"
        Then the action is refused
    ''', [kelp], edit=choose(0, "return_cost", "kelp", ["forest"]))


def test_return_this_creature_as_a_cost():
    holds('''
        Given alice controls Test Sprite as "sprite"
        When alice activates the ability of "sprite" targeting bob
        Then "sprite" is in its owner's hand
        When the top of the stack resolves
        Then bob has 19 life
    ''', [card("Test Sprite", "Return this creature to its owner's hand: It deals 1 damage to any target.",
               "creature", pt="1/1")])


def test_mill_cost_needs_the_cards():
    well = card("Test Well", "{T}, Mill two cards: You gain 1 life.", "artifact")
    holds('''
        Given alice controls Test Well as "well"
        And alice has Forest in library as "c1"
        And alice has Forest in library as "c2"
        When alice activates the ability of "well"
        Then "c1" is in the graveyard
        And "c2" is in the graveyard
    ''', [well])
    holds('''
        Given alice controls Test Well as "well"
        And alice has Forest in library as "c1"
        When alice activates the ability of "well"
        Then the action is refused
    ''', [well])


def test_remove_a_counter_from_a_creature_you_control():
    colony = card("Test Colony", "{1}, Remove a +1/+1 counter from a creature you control: You gain 3 life.", "artifact")
    holds('''
        Given alice controls Test Colony as "colony"
        And alice controls Grizzly Bears as "bears"
        And "bears" has two +1/+1 counters on it
        When alice activates the ability of "colony"
        And the top of the stack resolves
        Then "bears" has one +1/+1 counter on it
        And alice has 23 life
    ''', [colony], edit=choose(0, "remove_counters_cost", "colony", ["bears"]))
    holds('''
        Given alice controls Test Colony as "colony"
        And alice controls Grizzly Bears as "bears"
        When alice activates the ability of "colony"
        Then the action is refused
    ''', [colony], edit=choose(0, "remove_counters_cost", "colony", ["bears"]))


# -- modal activated abilities (700.2a) ---------------------------------------------------------------------

def test_modal_activated_ability_with_an_exile_cost():
    crypt = card("Test Vault", "{1}, Exile an artifact card from your graveyard: Choose one —\n"
                 "• Target player loses 2 life.\n• You gain 2 life.", "artifact")

    def modes(*chosen):
        def edit(fx):
            choose(0, "exile_cost", "vault", ["bolt"])(fx)
            choose(0, "activation_modes", "vault", list(chosen))(fx)
        return edit
    holds('''
        Given alice controls Test Vault as "vault"
        And alice has Bonesplitter in graveyard as "bolt"
        When alice activates the ability of "vault" targeting bob
        And the top of the stack resolves
        Then bob has 18 life
        And alice has 20 life
        And "bolt" is in exile
    ''', [crypt], edit=modes(0))
    holds('''
        Given alice controls Test Vault as "vault"
        And alice has Bonesplitter in graveyard as "bolt"
        When alice activates the ability of "vault"
        And the top of the stack resolves
        Then bob has 20 life
        And alice has 22 life
    ''', [crypt], edit=modes(1))
    holds('''
        Given alice controls Test Vault as "vault"
        And alice has Bonesplitter in graveyard as "bolt"
        When alice activates the ability of "vault" targeting bob
        Then the action is refused
    ''', [crypt], edit=modes(0, 1))  # choose one
    holds('''
        Given alice controls Test Vault as "vault"
        And alice has Grizzly Bears in graveyard as "bolt"
        When alice activates the ability of "vault"
        Then the action is refused
    ''', [crypt], edit=modes(1))  # a creature card isn't an artifact card


# -- 'becomes <color>' (105.3, layer 5) and 'becomes an artifact creature' (205.1b, layer 4) ----------------

def test_target_creature_becomes_blue_until_end_of_turn():
    dye = card("Test Dye", "{U}: Target creature becomes blue until end of turn.", "artifact")
    holds('''
        Given alice controls Test Dye as "dye"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "dye" targeting "bears"
        And the top of the stack resolves
        Then "bears" is blue
        When the game proceeds to the next turn's upkeep step
        Then "bears" is green
    ''', [dye])


def test_vehicle_becomes_an_artifact_creature_until_end_of_turn():
    cart = card("Test Cart", "{1}: This Vehicle becomes an artifact creature until end of turn.", "artifact",
                pt="3/3", subtypes=("Vehicle",))
    holds('''
        Given alice controls Test Cart as "cart"
        When alice activates the ability of "cart"
        And the top of the stack resolves
        Then "cart" has the card types artifact and creature
        And "cart" has the subtypes Vehicle
        And "cart" is 3/3
        When the game proceeds to the next turn's upkeep step
        Then "cart" is not a creature
    ''', [cart])
    # 208.3: an artifact with no power and toughness the effect doesn't give them
    assert "Vehicle" in " ".join(_why("{1}: This artifact becomes an artifact creature until end of turn."))
    with pytest.raises(Unsupported):
        play('''
            Given alice controls Test Idol as "idol"
            When alice activates the ability of "idol"
            And the top of the stack resolves
            Then "idol" is not a creature
        ''', [card("Test Idol", "{1}: This artifact becomes an artifact creature until end of turn.", "artifact")])


def test_target_opponent_exiles_a_creature_they_control():
    edict = card("Test Exile Edict", "Target opponent exiles a creature they control.", "sorcery")
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Llanowar Elves as "b2"
        And alice controls Grizzly Bears as "mine"
        And alice has Test Exile Edict in hand as "edict"
        When alice casts "edict" targeting bob
        And the top of the stack resolves
        Then "b2" is in exile
        And "b1" is on the battlefield
        And "mine" is on the battlefield
    ''', [edict], edit=lambda fx: fx["actions"][1].setdefault("choices", []).append(
        {"kind": "exile_choice", "object": "edict", "player": "bob", "choice": ["b2"]}))
    holds('''
        Given bob controls Grizzly Bears as "b1"
        And bob controls Llanowar Elves as "b2"
        And alice controls Grizzly Bears as "mine"
        And alice has Test Exile Edict in hand as "edict"
        When alice casts "edict" targeting bob
        And the top of the stack resolves
        Then the action is refused
    ''', [edict], edit=lambda fx: fx["actions"][1].setdefault("choices", []).append(
        {"kind": "exile_choice", "object": "edict", "player": "bob", "choice": ["mine"]}))


def test_tap_and_destroy_a_permanent_you_control():
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice has Test Tapper in hand as "tapper"
        When alice casts "tapper"
        And the stack resolves
        Then "bears" is tapped
        And "tapper" is untapped
    ''', [card("Test Tapper", "When this creature enters, tap another untapped creature you control.", "creature",
               pt="2/2")])
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Pact as "pact"
        And alice controls Grizzly Bears as "bears"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [card("Test Pact", "At the beginning of your upkeep, destroy a creature you control.", "enchantment")])


def test_discard_a_card_at_random_as_a_cost():
    fiend = card("Test Fiend", "{R}, Discard a card at random: You gain 2 life.", "creature", pt="2/2")
    holds('''
        Given alice controls Test Fiend as "fiend"
        And alice has Forest in hand as "forest"
        When alice activates the ability of "fiend"
        And the top of the stack resolves
        Then "forest" is in the graveyard
        And alice has 22 life
    ''', [fiend])
    holds('''
        Given alice controls Test Fiend as "fiend"
        When alice activates the ability of "fiend"
        Then the action is refused
    ''', [fiend])
    holds('''
        Given alice controls Test Fiend as "fiend"
        And alice has Forest in hand as "f1"
        And alice has Island in hand as "f2"
        When alice activates the ability of "fiend"
        Then alice has one card in hand
    ''', [fiend])  # which one is random (701.9b): only the count is asserted


# -- 'This ability costs {1} less to activate for each ...' (602.2b, 601.2f) -----------------------------

ENGINE = card("Test Engine", "{3}, {T}: You gain 2 life. This ability costs {1} less to activate for each artifact "
              "you control.", "artifact")


def test_activation_cost_less_for_each_artifact_you_control():
    holds('''
        Given alice controls Test Engine as "engine"
        And alice controls Bonesplitter as "axe"
        And alice controls Forest as "forest"
        When alice activates the mana ability of "forest"
        And alice activates the ability of "engine" paying {G}
        And the top of the stack resolves
        Then alice has 22 life
    ''', [ENGINE])
    holds('''
        Given alice controls Test Engine as "engine"
        And alice controls Forest as "forest"
        When alice activates the mana ability of "forest"
        And alice activates the ability of "engine" paying {G}
        Then the action is refused
    ''', [ENGINE])
