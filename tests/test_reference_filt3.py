"""Branch filt3: descriptions of cards the object matcher reads as counts ('the number of instant and
sorcery cards in your graveyard', 109.2: alternatives of card types with the word 'card(s)' on the
last), played in games, with refusals."""

from tree_play import card, holds, reason

GRAVEYARD = '''
        Given alice has Lightning Bolt in graveyard as "bolt"
        And alice has Divination in graveyard as "div"
        And alice has Llanowar Elves in graveyard as "elves"
        And bob has Shock in graveyard as "shock"
'''


def test_where_x_is_the_number_of_instant_and_sorcery_cards():
    cards = [card("Test Javelin", "Test Javelin deals X damage to target creature, where X is the number of "
                  "instant and sorcery cards in your graveyard.", "sorcery"),
             card("Test Ogre", "", "creature", "{2}{R}", pt="3/3")]
    # two: alice's Bolt and Divination; not her creature card, nor bob's Shock (404.2: your graveyard)
    holds(GRAVEYARD + '''
        And bob controls Grizzly Bears as "bears"
        And alice has Test Javelin in hand as "jav"
        When alice casts "jav" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    holds(GRAVEYARD + '''
        And bob controls Test Ogre as "ogre"
        And alice has Test Javelin in hand as "jav"
        When alice casts "jav" targeting "ogre"
        And the top of the stack resolves
        Then "ogre" has 2 damage marked on it
        And "ogre" is on the battlefield
    ''', cards)


def test_power_equal_to_the_number_of_instant_and_sorcery_cards():
    cards = [card("Test Djinn", "Test Djinn's power is equal to the number of instant and sorcery cards in your graveyard.",
                  "creature", "{1}{U}", pt="*/4")]
    holds(GRAVEYARD + '''
        And alice controls Test Djinn as "djinn"
        Then "djinn" is 2/4
    ''', cards)


def test_token_for_each_artifact_and_or_creature_card():
    cards = [card("Test Hatchery", "Create a 1/1 green Insect creature token for each artifact and/or creature card "
                  "in your graveyard.", "sorcery")]
    holds(GRAVEYARD + '''
        And alice has Ornithopter in graveyard as "thopter"
        And alice has Test Hatchery in hand as "hatch"
        When alice casts "hatch"
        And the top of the stack resolves
        Then alice controls two creature tokens
    ''', cards)


def test_refusals():
    # a zone a count of cards doesn't read, and alternatives that aren't card types
    assert reason("Test Card deals X damage to target creature, where X is the number of instant and sorcery "
                  "cards in target player's graveyard.")
    assert reason("Create a 1/1 green Insect creature token for each tapped artifact and/or creature card "
                  "in your graveyard.")


def test_mana_for_each_creature_card_in_your_graveyard():
    cards = [card("Test Crypt", "{T}: Add {B} for each black creature card in your graveyard.", "land", "")]
    # Llanowar Elves is green: one black creature card (Test Zombie); bob's is his (404.2)
    cards.append(card("Test Zombie", "", "creature", "{1}{B}", pt="2/2"))
    holds('''
        Given alice has Test Zombie in graveyard as "z"
        And alice has Llanowar Elves in graveyard as "elves"
        And bob has Test Zombie in graveyard as "bz"
        And alice controls Test Crypt as "crypt"
        When alice taps "crypt" for mana
        Then alice's mana pool holds {B}
    ''', cards)


def test_destroy_all_equipment_attached_to_that_creature():
    cards = [card("Test Slag", "Test Slag deals 5 damage to target creature. Destroy all Equipment attached to that "
                  "creature.", "sorcery"),
             card("Test Ogre", "", "creature", "{2}{R}", pt="3/3")]
    # 301.5a: only the Equipment attached to the creature the first sentence damaged
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And bob controls Test Ogre as "ogre"
        And bob controls Bonesplitter as "split"
        And bob controls Darksteel Plate as "plate"
        And "split" is attached to "bears"
        And "plate" is attached to "ogre"
        And alice has Test Slag in hand as "slag"
        When alice casts "slag" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "split" is in the graveyard
        And "plate" is on the battlefield
        And "ogre" is on the battlefield
    ''', cards)
    # 'it' after another instruction, or 'that creature' a trigger names, isn't read this way
    assert reason("Exile target attacking creature and all Equipment attached to it.")


def test_number_of_permanents_they_control_in_a_trigger_naming_that_player():
    cards = [card("Test Karma", "At the beginning of each player's upkeep, this enchantment deals damage to that "
                  "player equal to the number of Swamps they control.", "enchantment", "{2}{W}{W}")]
    # bob's upkeep: 'they' is bob (the player the step names); alice's Swamp isn't counted
    holds('''
        Given alice controls Test Karma as "karma"
        And alice controls Swamp as "s1"
        And bob controls Swamp as "s2"
        And bob controls Swamp as "s3"
        When the game proceeds to the next turn's upkeep step
        And the top of the stack resolves
        Then bob has 18 life
        And alice has 20 life
    ''', cards)
    # 'they' where the effect also names another player is refused
    assert reason("Target opponent loses life equal to the number of creatures they control. Then destroy all creatures.")


def test_up_to_two_target_cards_from_a_single_graveyard():
    cards = [card("Test Feast", "Exile up to two target cards from a single graveyard.", "instant")]
    holds('''
        Given bob has Shock in graveyard as "shock"
        And bob has Grizzly Bears in graveyard as "bears"
        And alice has Lightning Bolt in graveyard as "bolt"
        And alice has Test Feast in hand as "feast"
        When alice casts "feast" targeting "shock" and "bears"
        And the top of the stack resolves
        Then "shock" is in exile
        And "bears" is in exile
        And "bolt" is in the graveyard
    ''', cards)
    # 601.2c: targets in two graveyards are refused
    holds('''
        Given bob has Shock in graveyard as "shock"
        And alice has Lightning Bolt in graveyard as "bolt"
        And alice has Test Feast in hand as "feast"
        When alice casts "feast" targeting "shock" and "bolt"
        Then the action is refused
    ''', cards)
    # an instruction that reads no cards in a graveyard
    assert reason("Destroy up to two target cards from a single graveyard.")


def test_damage_to_each_opponent_and_each_creature_they_control():
    cards = [card("Test Hazard", "Test Hazard deals 1 damage to each opponent and each creature they control.", "sorcery")]
    holds('''
        Given alice controls Llanowar Elves as "mine"
        And bob controls Llanowar Elves as "theirs"
        And alice has Test Hazard in hand as "hazard"
        When alice casts "hazard"
        And the top of the stack resolves
        Then "theirs" is in the graveyard
        And "mine" is on the battlefield
        And bob has 19 life
        And alice has 20 life
    ''', cards)
    # 'they' after 'each player': not read this way
    assert reason("Test Card deals 1 damage to each player and each creature they control.")


def test_return_target_aura_or_equipment_card():
    cards = [card("Test Salvage", "Return target Aura or Equipment card from your graveyard to your hand.", "sorcery")]
    holds('''
        Given alice has Bonesplitter in graveyard as "split"
        And alice has Test Salvage in hand as "salvage"
        When alice casts "salvage" targeting "split"
        And the top of the stack resolves
        Then "split" is in its owner's hand
    ''', cards)
    holds('''
        Given alice has Grizzly Bears in graveyard as "bears"
        And alice has Test Salvage in hand as "salvage"
        When alice casts "salvage" targeting "bears"
        Then the action is refused
    ''', cards)


def test_gain_life_for_each_creature_card_in_your_graveyard():
    cards = [card("Test Harvest", "You gain 1 life for each creature card in your graveyard.", "sorcery")]
    holds(GRAVEYARD + '''
        And bob has Grizzly Bears in graveyard as "bb"
        And alice has Test Harvest in hand as "harvest"
        When alice casts "harvest"
        And the top of the stack resolves
        Then alice has 21 life
    ''', cards)


def test_exile_all_cards_from_your_library():
    cards = [card("Test Void", "Exile all cards from your library.", "sorcery")]
    holds('''
        Given alice has Grizzly Bears in library as "c1"
        And alice has Shock in library as "c2"
        And bob has Shock in library as "c3"
        And alice has Test Void in hand as "void"
        When alice casts "void"
        And the top of the stack resolves
        Then "c1" is in exile
        And "c2" is in exile
        And "c3" is in its owner's library
    ''', cards)
    # an instruction that reads no cards in a zone
    assert reason("Destroy all cards from your library.")
