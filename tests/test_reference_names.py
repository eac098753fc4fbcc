"""Names in rules text (201.5, 201.5a) and tokens by a card's name (111.11), played on the reference
engine (branch names: rules/self_names.py)."""

from __future__ import annotations

import pytest
from mtg_reference_engine.state.support import Unsupported
from tree_play import card, holds, play, refused

GRIME_TOKEN = ('Whenever a nontoken creature you control dies, put a slime counter on this enchantment, then '
               'create a green Ooze creature token with "This token\'s power and toughness are each equal to the '
               'number of slime counters on Test Card."')


def test_granted_name_means_the_granting_source_not_another_object_with_that_name():
    # 201.5a: two enchantments with the same name; each token counts its creator's counters only
    grime = card("Test Card", GRIME_TOKEN, "enchantment", "{4}{G}")
    holds("""
        Given alice controls Test Card as "grime"
        And "grime" has four slime counters on it
        And bob controls Test Card as "other"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "bob-bears"
        And alice has Shock in hand as "shock"
        And alice has Shock in hand as "shock-2"
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        Then "grime" triggered once
        And "other" did not trigger
        When the top of the stack resolves
        And it creates "grime-ooze"
        Then "grime-ooze" is 5/5
        When alice casts "shock-2" targeting "bob-bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "other-ooze"
        Then "other-ooze" is 1/1
        And "grime-ooze" is 5/5
        And "grime" has five slime counters on it
        And "other" has one slime counter on it
    """, [grime])


def test_token_dies_when_its_named_source_leaves_the_battlefield():
    # 400.7: the enchantment in the graveyard is a new object; the name meant the one on the battlefield
    grime = card("Test Card", GRIME_TOKEN, "enchantment", "{4}{G}")
    holds("""
        Given alice controls Test Card as "grime"
        And alice controls Grizzly Bears as "bears"
        And alice has Shock in hand as "shock"
        And alice has Disenchant in hand as "disenchant"
        When alice casts "shock" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "ooze"
        Then "ooze" is 1/1
        When alice casts "disenchant" targeting "grime"
        And the top of the stack resolves
        Then "ooze" no longer exists
    """, [grime])


def test_token_ability_without_toughness_is_refused():
    refused('Whenever a nontoken creature you control dies, create a green Ooze creature token with '
            '"This token\'s power is equal to the number of slime counters on Test Card."',
            "a token whose power and toughness nothing defines is not executed")


def test_counters_on_another_object_in_a_token_ability_is_refused():
    refused('Whenever a nontoken creature you control dies, create a green Ooze creature token with '
            '"This token\'s power and toughness are each equal to the number of slime counters on enchanted creature."',
            "a token's ability: the number 'counters_on' is not executed here")


DISA_LINE = ("Whenever a Lhurgoyf permanent card is put into your graveyard from anywhere other than the battlefield, "
             "put it onto the battlefield.")


def test_card_put_into_your_graveyard_from_anywhere_but_the_battlefield_triggers():
    # 603.2, 603.6a: milled from the library: a Lhurgoyf card triggers, another card doesn't
    watcher = card("Test Watcher", DISA_LINE, "enchantment", "{2}{G}")
    mill = card("Test Mill", "Mill two cards.", "sorcery", "{1}")
    holds("""
        Given alice controls Test Watcher as "watcher"
        And alice has Grizzly Bears in library as "bears"
        And alice has Tarmogoyf in library as "goyf"
        And alice has Test Mill in hand as "mill"
        When alice casts "mill"
        And the top of the stack resolves
        Then "goyf" is in its owner's graveyard
        And "bears" is in its owner's graveyard
        And "watcher" triggered once
        When the top of the stack resolves
        Then "goyf" is on the battlefield
        And "goyf" is controlled by alice
        And "bears" is in its owner's graveyard
    """, [watcher, mill])


def test_dying_or_another_players_graveyard_doesnt_trigger_it():
    watcher = card("Test Watcher", DISA_LINE, "enchantment", "{2}{G}")
    holds("""
        Given alice controls Test Watcher as "watcher"
        And alice controls Tarmogoyf as "goyf"
        And bob controls Tarmogoyf as "bob-goyf"
        And alice has Lightning Bolt in hand as "bolt"
        And alice has Lightning Bolt in hand as "bolt-2"
        When alice casts "bolt" targeting "goyf"
        And the top of the stack resolves
        Then "goyf" is in its owner's graveyard
        And "watcher" did not trigger
        When alice casts "bolt-2" targeting "bob-goyf"
        And the top of the stack resolves
        Then "bob-goyf" is in its owner's graveyard
        And "watcher" did not trigger
    """, [watcher])


MAKER = card("Test Maker", "{1}: Create a Tarmogoyf token.", "artifact", "{1}")


def test_token_by_name_has_the_cards_characteristics():
    holds("""
        Given Tarmogoyf is in the Oracle card reference
        And alice controls Test Maker as "maker"
        And alice has Grizzly Bears in graveyard as "gy"
        When alice activates the ability of "maker"
        And the top of the stack resolves
        And it creates "goyf"
        Then "goyf" is named "Tarmogoyf"
        And "goyf" has mana value 2
        And "goyf" is 1/2
    """, [MAKER])


def test_token_by_name_not_in_the_oracle_reference_is_unsupported():
    with pytest.raises(Unsupported, match="111.11"):
        play("""
            Given alice controls Test Maker as "maker"
            When alice activates the ability of "maker"
            And the top of the stack resolves
        """, [MAKER])


def test_named_token_with_other_characteristics_is_refused():
    refused("{1}: Create a green Tarmogoyf token.", "token is not executed (111.10, 111.11)")
    refused("{1}: Create a tapped Tarmogoyf token.", "token is not executed (111.10, 111.11)")


REACH = ("Search your library for up to two basic land cards, reveal those cards, put one onto the battlefield "
         "tapped and the other into your hand, then shuffle.")


def test_search_puts_one_onto_the_battlefield_tapped_and_the_other_into_the_hand():
    spell = card("Test Reach", REACH, "sorcery", "{2}{G}")
    holds("""
        Given alice has Test Reach in hand as "reach"
        And alice has Forest in library as "forest"
        And alice has Island in library as "island"
        And alice has Grizzly Bears in library as "bears"
        When alice casts "reach"
        And the top of the stack resolves
        And alice searches her library and finds "island" for the battlefield and "forest" for her hand
        Then "island" is on the battlefield
        And "island" is tapped
        And "forest" is in its owner's hand
        And "bears" is in its owner's library
    """, [spell])


def test_search_split_refuses_a_nonbasic_card_and_an_answer_that_doesnt_say_where():
    spell = card("Test Reach", REACH, "sorcery", "{2}{G}")
    result, mismatches = play("""
        Given alice has Test Reach in hand as "reach"
        And alice has Forest in library as "forest"
        And alice has Grizzly Bears in library as "bears"
        When alice casts "reach"
        And the top of the stack resolves
        And alice searches her library and finds "forest" for the battlefield and "bears" for her hand
        Then the action is refused
    """, [spell])
    assert not mismatches, [m.message for m in mismatches]

    def bare_list(fx):
        fx["actions"][1]["choices"] = [{"kind": "search", "choice": ["forest", "island"]}]

    result, _ = play("""
        Given alice has Test Reach in hand as "reach"
        And alice has Forest in library as "forest"
        And alice has Island in library as "island"
        When alice casts "reach"
        And the top of the stack resolves
    """, [spell], edit=bare_list)
    assert not result["actions"][1]["ok"] and "which card goes onto the battlefield" in str(result["actions"][1])


def test_search_split_with_one_card_found_is_unsupported():
    spell = card("Test Reach", REACH, "sorcery", "{2}{G}")

    def one(fx):
        fx["actions"][1]["choices"] = [{"kind": "search", "choice": ["forest"]}]

    with pytest.raises(Unsupported, match="where the one card found goes"):
        play("""
            Given alice has Test Reach in hand as "reach"
            And alice has Forest in library as "forest"
            When alice casts "reach"
            And the top of the stack resolves
        """, [spell], edit=one)


def test_search_split_for_other_than_two_cards_is_refused():
    refused(REACH.replace("up to two", "up to three"), "for other than two cards is not executed", spell=True)


DANE = ("{1}, Sacrifice another creature: The Ever-Changing 'Dane becomes a copy of the sacrificed creature, "
        "except it has this ability.")


def test_become_a_copy_of_target_creature_except_it_has_this_ability():
    shifter = card("Test Shifter", "{1}: Test Shifter becomes a copy of target creature, except it has this ability.",
                   "creature", "{2}{U}", "1/1")
    holds("""
        Given alice controls Test Shifter as "shifter"
        And bob controls Runeclaw Bear as "bear"
        When alice activates the ability of "shifter" targeting "bear"
        And the top of the stack resolves
        Then "shifter" is named "Runeclaw Bear"
        And "shifter" is 2/2
        And "shifter" has the ability "{1}: Runeclaw Bear becomes a copy of target creature, except it has this ability."
        And "bear" has no abilities
    """, [shifter])


def test_copying_a_sacrificed_copy_is_unsupported():
    # 707.2: the sacrificed Clone's copiable values were Grizzly Bears' (a copy effect): not kept
    def sac(fx):
        fx["actions"][0].setdefault("choices", []).append({"kind": "sacrifice", "object": "dane", "choice": ["clone"]})

    with pytest.raises(Unsupported, match="707.2"):
        play("""
            Given alice controls The Ever-Changing 'Dane as "dane"
            And alice controls Grizzly Bears as "bears"
            And alice controls Clone as "clone"
            And "clone" is a copy of "bears"
            When alice activates the ability of "dane"
            And the top of the stack resolves
        """, edit=sac)


def test_other_copy_exceptions_are_refused():
    refused("{1}: This creature becomes a copy of target creature, except it has this ability and it has flying.",
            "this exception of 'becomes a copy of' is not executed")
    refused("{1}: This creature becomes a copy of it, except it has this ability.",
            "with an exception is not executed")


def test_a_gained_ability_is_read_with_its_new_objects_name():
    from mtg_reference_engine.rules.self_names import ability_text
    from mtg_reference_engine.text.oracle import Ability

    a = Ability("{B}{B}: Regenerate Skithiryx.", "activated")
    a.self_name = "Skithiryx, the Blight Dragon"
    assert ability_text(a, "Quicksilver Elemental") == "{B}{B}: Regenerate Quicksilver Elemental."  # 201.5b, 201.5c
    assert ability_text(a, "Skithiryx, the Blight Dragon") == a.text
    b = Ability("Fire deals 2 damage divided as you choose among one or two targets.", "spell")
    b.self_name = "Fire"
    assert ability_text(b, "Fire // Ice") == b.text  # 709.4a: a half's name on the whole split card
    assert ability_text(Ability("Flying", "keyword"), "Bears") == "Flying"


def test_gains_all_activated_abilities_including_mana_abilities_until_end_of_turn():
    # 613.1f, 605.1a: Llanowar Elves' "{T}: Add {G}." is an activated (mana) ability; it ends at cleanup (514.2)
    holds("""
        Given alice controls Quicksilver Elemental as "quicksilver"
        And bob controls Llanowar Elves as "elves"
        When alice activates the ability of "quicksilver" targeting "elves"
        And the top of the stack resolves
        Then "quicksilver" has the ability "{T}: Add {G}."
        When alice taps "quicksilver" for mana
        Then alice's mana pool holds {G}
        When the game proceeds to the next turn's upkeep step
        Then "quicksilver" does not have the ability "{T}: Add {G}."
    """)


def test_blue_mana_pays_other_colors_only_for_that_creatures_abilities():
    # 609.4b: without the static ability, {U}{U} doesn't pay {B}{B}
    holds("""
        Given alice controls Skithiryx, the Blight Dragon as "skithiryx"
        And alice controls Island as "island"
        And alice controls Island as "island-2"
        When alice taps "island" for mana
        And alice taps "island-2" for mana
        And alice activates the second ability of "skithiryx" paying {U}{U}
        Then the action is refused
    """)


def test_gaining_all_activated_abilities_without_a_duration_is_refused():
    refused("{U}: This creature gains all activated abilities of target creature.", "no template")


def test_any_type_of_mana_as_any_color_is_refused():
    refused("You may spend mana as though it were mana of any color to pay the activation costs of this "
            "creature's abilities.", "spending mana of any type as though it were mana of any color is not executed")


def test_target_creature_blocks_this_creature_this_turn_if_able():
    # 509.1c: the requirement is obeyed if able; declaring no blockers is refused
    holds("""
        Given alice controls Sisters of Stone Death as "sisters"
        And bob controls Grizzly Bears as "bears"
        When alice activates the ability of "sisters" targeting "bears"
        And the top of the stack resolves
        And alice attacks bob with "sisters"
        And bob declares no blockers
        Then the action is refused
        When bob blocks "sisters" with "bears"
        Then "bears" is on the battlefield
    """)


def _ability(action: int, index: int):
    def edit(fx):
        fx["actions"][action]["ability"] = index
    return edit


def test_abilities_gained_by_another_effect_are_not_linked_to_the_first_pair():
    # 607.5: Quicksilver gains Sisters of Stone Death's abilities twice; the second return ability
    # (its 7th activated ability) can't return the card the first exile ability exiled, the first can
    script = """
        Given alice controls Quicksilver Elemental as "quicksilver"
        And bob controls Sisters of Stone Death as "sisters"
        And bob controls Grizzly Bears as "blocker"
        When alice activates the ability of "quicksilver" targeting "sisters"
        And the top of the stack resolves
        And alice attacks bob with "quicksilver"
        And bob blocks "quicksilver" with "blocker"
        And alice activates the third ability of "quicksilver" targeting "blocker"
        And the top of the stack resolves
        And alice activates the ability of "quicksilver" targeting "sisters"
        And the top of the stack resolves
        And alice activates the fifth ability of "quicksilver"
        And the top of the stack resolves
        Then "blocker" is in exile
        When alice activates the fourth ability of "quicksilver"
        And the top of the stack resolves
        Then "blocker" is on the battlefield
        And "blocker" is controlled by alice
    """
    holds(script, edit=_ability(8, 6))


def test_exiled_with_elsewhere_is_refused():
    refused("{1}: Return a creature card exiled with this creature to its owner's hand.", "is not executed")
