"""Casting and playing cards from the top of a library and from other players' graveyards by
permission, with the characteristics they would have as cast (branch castfrom: 601.2a, 601.3e,
609.4a, 305.1)."""

from __future__ import annotations

from tree_play import card, holds, refused, tree_read

SORCERY_TOP = card("Test Sorcerer", "You may cast sorcery spells from the top of your library.", "creature",
                   "{1}", "1/1")


def test_lands_are_played_from_the_top_of_the_library_as_the_land_play_of_the_turn():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Courser of Kruphix as "courser"
        And alice has Forest in library as "forest"
        And alice has Mountain in hand as "mountain"
        When alice plays "forest"
        Then "forest" is on the battlefield
        When the stack resolves
        Then alice has 21 life
        When alice plays "mountain"
        Then the action is refused
    ''')


def test_a_spell_is_not_played_by_a_lands_permission_nor_a_land_by_a_spells():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Courser of Kruphix as "courser"
        And alice has Grizzly Bears in library as "bears"
        When alice casts "bears"
        Then the action is refused
        And "bears" is in the library
    ''')
    holds('''
        Given it is alice's precombat main phase
        And alice controls Garruk's Horde as "horde"
        And alice has Forest in library as "forest"
        When alice plays "forest"
        Then the action is refused
    ''')


def test_the_permission_is_its_controllers_for_their_own_library():
    holds('''
        Given it is bob's precombat main phase
        And alice controls Garruk's Horde as "horde"
        And bob has Grizzly Bears in library as "bears"
        When bob casts "bears"
        Then the action is refused
    ''')


def test_a_description_by_card_type_is_read_with_the_characteristics_as_cast():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Test Sorcerer as "sorcerer"
        And alice has Grizzly Bears in library as "bears"
        And alice has Faithless Looting in library as "looting"
        When alice casts "looting"
        Then "looting" is a spell on the stack
        When alice casts "bears"
        Then the action is refused
    ''', [SORCERY_TOP])


def test_the_lines_are_read():
    tree_read("You may cast creature spells from the top of your library.")
    tree_read("You may cast instant and sorcery spells from the top of your library.")
    tree_read("You may play lands from the top of your library.")
    tree_read("Play with the top card of your library revealed.")
    tree_read("Your opponents play with their hands revealed.")


def test_an_unread_description_is_refused():
    refused("You may cast spells with mana value 2 or less from the top of your library.",
            "a spell's quality other than a keyword is not read here")


def test_without_a_flash_permission_the_sorcery_from_another_graveyard_waits_for_sorcery_timing():
    holds('''
        Given it is bob's precombat main phase
        And alice has Shaman's Trance in hand as "trance"
        And bob has Faithless Looting in graveyard as "looting"
        When alice casts "trance"
        And the top of the stack resolves
        And alice casts "looting"
        And alice pays its flashback cost from bob's graveyard
        Then the action is refused
    ''')


def test_a_card_in_another_graveyard_needs_a_permission_to_cast_it_from_a_graveyard():
    holds('''
        Given it is bob's precombat main phase
        And alice controls Vedalken Orrery as "orrery"
        And alice has Shaman's Trance in hand as "trance"
        And bob has Lightning Bolt in graveyard as "bolt"
        When alice casts "trance"
        And the top of the stack resolves
        And alice casts "bolt" targeting bob
        Then the action is refused
    ''')


def test_the_as_though_effect_ends_with_the_turn():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Vedalken Orrery as "orrery"
        And alice has Shaman's Trance in hand as "trance"
        And bob has Faithless Looting in graveyard as "looting"
        And alice has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "c2"
        When alice casts "trance"
        And the top of the stack resolves
        And the game proceeds to the next turn's draw step
        And alice casts "looting"
        And alice pays its flashback cost from bob's graveyard
        Then the action is refused
    ''')


def test_shamans_trance_is_read_and_its_neighbours_are_not():
    from tree_play import reason

    assert reason("Other players can't play lands or cast spells from their graveyards this turn. You may play "
                  "lands and cast spells from other players' graveyards this turn as though those cards were in "
                  "your graveyard.") == []
    refused("You may cast spells from other players' graveyards this turn.", "no template of the parser", spell=True)


def test_a_card_not_of_the_description_cant_be_revealed_and_paying_the_mana_instead_casts_it():
    holds('''
        Given it is alice's precombat main phase
        And alice has Silvergill Adept in hand as "adept"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "adept"
        And alice reveals "bears" from her hand to cast it
        Then the action is refused
        When alice casts "adept"
        And alice reveals "adept" from her hand to cast it
        Then the action is refused
        And "adept" is in the hand
    ''')
    holds('''
        Given it is alice's precombat main phase
        And alice controls Island as "i1"
        And alice controls Island as "i2"
        And alice controls Island as "i3"
        And alice controls Island as "i4"
        And alice controls Island as "i5"
        And alice has Silvergill Adept in hand as "adept"
        When alice taps "i1" for mana
        And alice taps "i2" for mana
        And alice taps "i3" for mana
        And alice taps "i4" for mana
        And alice taps "i5" for mana
        And alice casts "adept" paying {U}{U}{U}{U}{U}
        Then "adept" is a spell on the stack
        And alice's mana pool is empty
    ''')


def test_a_spell_without_a_reveal_cost_reveals_nothing():
    holds('''
        Given it is alice's precombat main phase
        And alice has Grizzly Bears in hand as "bears"
        And alice has Silvergill Adept in hand as "adept"
        When alice casts "bears"
        And alice reveals "adept" from her hand to cast it
        Then the action is refused
    ''')


def test_reveal_costs_the_engine_does_not_read_are_refused():
    tree_read("As an additional cost to cast this spell, reveal a Merfolk card from your hand or pay {3}.")
    refused("As an additional cost to cast this spell, reveal two Dragon cards from your hand or pay {2}.",
            "this additional cost is not executed")


def test_an_exhaust_mana_ability_is_activated_only_once_without_the_permission():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Loot, the Pathfinder as "loot"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in library as "a"
        And bob has Grizzly Bears in library as "b"
        When alice taps "f1" for mana
        And alice activates the mana ability of "loot" paying {G} for red mana
        Then alice's mana pool holds {R}{R}{R}
        When the game proceeds to the next turn's draw step
        And the game proceeds to the next turn's draw step
        And the phase ends
        And alice taps "f2" for mana
        And alice activates the mana ability of "loot" paying {G} for red mana
        Then the action is refused
    ''')


def test_the_exhaust_permission_is_only_during_its_controllers_turn():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Elvish Refueler as "refueler"
        And alice controls Loot, the Pathfinder as "loot"
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in library as "a"
        And bob has Grizzly Bears in library as "b"
        When alice taps "f1" for mana
        And alice activates the mana ability of "loot" paying {G} for green mana
        And the game proceeds to the next turn's draw step
        And alice taps "f2" for mana
        And alice activates the mana ability of "loot" paying {G} for green mana
        Then the action is refused
    ''')


def test_mana_abilities_activated_during_a_casts_payment_pay_for_it():
    holds('''
        Given it is alice's precombat main phase
        And alice controls Forest as "f1"
        And alice controls Forest as "f2"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears" paying {G}{G}
        And alice activates the mana ability of "f1" during the payment
        And alice activates the mana ability of "f2" during the payment
        Then "bears" is a spell on the stack
        And "f1" is tapped
        And alice's mana pool is empty
    ''')
    holds('''
        Given it is alice's precombat main phase
        And alice controls Forest as "f1"
        And "f1" is tapped
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears" paying {G}{G}
        And alice activates the mana ability of "f1" during the payment
        Then the action is refused
        And "bears" is in the hand
    ''')


def test_the_exhaust_permission_line_is_read_and_its_neighbours_are_not():
    tree_read("During your turn, as long as you haven't activated an exhaust ability this turn, you may activate "
              "exhaust abilities as though they haven't been activated.")
    refused("During your turn, as long as you haven't activated a boast ability this turn, you may activate "
            "boast abilities as though they haven't been activated.", "no template of the parser")


def test_an_adventure_cast_from_a_hand_is_exiled_and_its_card_is_cast_from_exile_by_its_controller_only():
    holds('''
        Given it is alice's precombat main phase
        And bob controls Colossal Dreadmaw as "maw"
        And alice has Giant Killer // Chop Down in hand as "killer"
        When alice casts "killer" as its Adventure Chop Down targeting "maw"
        And the stack resolves
        Then "maw" is in its owner's graveyard
        And "killer" is in exile
        When bob casts "killer"
        Then the action is refused
        When alice casts "killer"
        And the stack resolves
        Then "killer" is on the battlefield
    ''')


def test_an_adventure_is_cast_by_its_name_only_and_targets_as_its_instant_says():
    holds('''
        Given it is alice's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And alice has Giant Killer // Chop Down in hand as "killer"
        When alice casts "killer" as its Adventure Chop Up targeting "bears"
        Then the action is refused
        When alice casts "killer" as its Adventure Chop Down targeting "bears"
        Then the action is refused
        And "killer" is in the hand
    ''')


def test_a_countered_adventure_goes_to_the_graveyard():
    holds('''
        Given it is alice's precombat main phase
        And bob controls Colossal Dreadmaw as "maw"
        And alice has Giant Killer // Chop Down in hand as "killer"
        And bob has Cancel in hand as "counter"
        When alice casts "killer" as its Adventure Chop Down targeting "maw"
        And bob casts "counter" targeting "killer"
        And the stack resolves
        Then "killer" is in its owner's graveyard
        And "maw" is on the battlefield
    ''')


def test_the_copy_trigger_line_is_read_and_its_neighbours_are_not():
    tree_read("Whenever you cast an instant or sorcery spell from your library, copy it. You may choose new "
              "targets for the copy.")
    refused("Whenever you cast an instant or sorcery spell, copy that spell. You may choose new targets for "
            "the copy.", "this 'copy ... You may choose new targets for the copy.' is not executed")
