"""The object matcher's words (rules/object_words.py, rules/filters.py; issue 13): 'with' / 'without'
qualities, 'you control with', 'or planeswalker', 'target player or planeswalker', 'a spell that
targets this creature', spell types and 'instant or sorcery spell', 'white or blue' (either color),
legendary, multicolored, colorless, permanent spells, tokens, and attacking / blocking (506.4), each
played in a game, with the lines still refused.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import card, holds, play


def reasons(text: str, spell: bool = False, name: str = "Test Card") -> list[str]:
    return [why for a in abilities_of(text, name, spell) for why in problems(a)]


def test_with_a_keyword_and_without_it():
    cards = [card("Test Gale", "Test Gale deals 3 damage to each creature with flying.", "sorcery"),
             card("Test Calm", "Tap all creatures without flying.", "sorcery"),
             card("Test Bird", "Flying", "creature", pt="1/1")]
    assert reasons("Test Gale deals 3 damage to each creature with flying.", True, "Test Gale") == []
    holds('''
        Given alice controls Test Bird as "bird"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Gale in hand as "gale"
        When alice casts "gale"
        And the top of the stack resolves
        Then "bird" is in the graveyard
        And "bears" is on the battlefield
    ''', cards)
    holds('''
        Given alice controls Test Bird as "bird"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Calm in hand as "calm"
        When alice casts "calm"
        And the top of the stack resolves
        Then "bears" is tapped
        And "bird" is untapped
    ''', cards)


def test_with_power_and_mana_value():
    cards = [card("Test Snipe", "Destroy target creature with power 2 or less.", "instant"),
             card("Test Purge", "Destroy target creature with mana value 3 or greater.", "instant"),
             card("Test Ogre", "", "creature", "{4}{R}", pt="3/3")]
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Snipe in hand as "snipe"
        When alice casts "snipe" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    result, _ = play('''
        Given bob controls Test Ogre as "ogre"
        And alice has Test Snipe in hand as "snipe"
        When alice casts "snipe" targeting "ogre"
    ''', cards)
    assert result["actions"][0]["ok"] is False and "legal target" in result["actions"][0]["refused"], result  # 601.2c
    holds('''
        Given bob controls Test Ogre as "ogre"
        And alice has Test Purge in hand as "purge"
        When alice casts "purge" targeting "ogre"
        And the top of the stack resolves
        Then "ogre" is in the graveyard
    ''', cards)


def test_you_control_with_a_counter_on_it():
    cards = [card("Test Mentor", "Each creature you control with a +1/+1 counter on it has flying.", "creature",
                  pt="1/1")]
    holds('''
        Given alice controls Test Mentor as "mentor"
        And alice controls Grizzly Bears as "a"
        And alice controls Grizzly Bears as "b"
        And bob controls Grizzly Bears as "c"
        And "a" has one +1/+1 counter on it
        And "c" has one +1/+1 counter on it
        Then "a" has the ability "Flying"
        And "b" does not have the ability "Flying"
        And "c" does not have the ability "Flying"
    ''', cards)


def test_static_filters_reading_their_own_layer_are_refused():
    # 613.8: which creatures have flying depends on layer 6 itself; power on layer 7c itself
    assert any("613.8" in w for w in reasons("Creatures you control with flying have vigilance."))
    assert any("613.8" in w for w in reasons("Creatures you control with power 2 or less get +1/+1."))
    assert reasons("Creatures you control with flying get +1/+1.") == []


def test_creature_or_planeswalker_and_player_or_planeswalker():
    cards = [card("Test Ruin", "Destroy target creature or planeswalker.", "instant"),
             card("Test Spark", "Test Spark deals 2 damage to target player or planeswalker.", "instant"),
             card("Test Walker", "", "planeswalker", "{2}{U}")]
    holds('''
        Given bob controls Test Walker as "walker"
        And alice has Test Ruin in hand as "ruin"
        When alice casts "ruin" targeting "walker"
        And the top of the stack resolves
        Then "walker" is in the graveyard
    ''', cards)
    holds('''
        Given alice has Test Spark in hand as "spark"
        When alice casts "spark" targeting bob
        And the top of the stack resolves
        Then bob has 18 life
    ''', cards)
    _, mismatches = play('''
        Given bob controls Grizzly Bears as "bears"
        And alice has Test Spark in hand as "spark"
        When alice casts "spark" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    assert mismatches  # a creature is no legal target of 'player or planeswalker'
    assert reasons("{T}: Destroy target tapped creature or planeswalker.")  # an adjective of which noun: refused


def test_heroic_spell_that_targets_this_creature():
    cards = [card("Test Hero", "Whenever you cast a spell that targets this creature, put a +1/+1 counter on "
                  "this creature.", "creature", pt="1/1"),
             card("Test Growth", "Target creature gets +1/+1 until end of turn.", "instant")]
    holds('''
        Given alice controls Test Hero as "hero"
        And alice controls Grizzly Bears as "bears"
        And alice has Test Growth in hand as "g1"
        And alice has Test Growth in hand as "g2"
        When alice casts "g1" targeting "hero"
        And the stack resolves
        And alice casts "g2" targeting "bears"
        And the stack resolves
        Then "hero" has one +1/+1 counter on it
    ''', cards)


def test_instant_or_sorcery_spell_and_either_color():
    cards = [card("Test Sage", "Whenever you cast an instant or sorcery spell, you gain 1 life.", "creature",
                  pt="1/1"),
             card("Test Bolt", "Test Bolt deals 3 damage to any target.", "instant", "{R}"),
             card("Test Ward", "Destroy target white or blue creature.", "instant"),
             card("Test Knight", "", "creature", "{W}", pt="2/2")]
    holds('''
        Given alice controls Test Sage as "sage"
        And alice has Test Bolt in hand as "bolt"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bolt" targeting bob
        And the stack resolves
        And alice casts "bears"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given bob controls Test Knight as "knight"
        And alice has Test Ward in hand as "ward"
        When alice casts "ward" targeting "knight"
        And the top of the stack resolves
        Then "knight" is in the graveyard
    ''', cards)


def test_legendary_multicolored_colorless_and_tokens():
    cards = [card("Test Edict", "Exile all legendary creatures.", "sorcery"),
             card("Test Prism", "Whenever you cast a multicolored spell, you gain 3 life.", "artifact"),
             card("Test Gold", "", "creature", "{W}{U}", pt="2/2"),
             card("Test Wipe", "Destroy all colorless creatures.", "sorcery"),
             card("Test Golem", "", ["artifact", "creature"], "{3}", pt="3/3")]
    legend = dict(card("Test Legend", "", "creature", pt="2/2"), supertypes=["legendary"],
                  type_line="Legendary Creature")
    holds('''
        Given alice controls Test Legend as "legend"
        And alice controls Grizzly Bears as "bears"
        And alice has Test Edict in hand as "edict"
        When alice casts "edict"
        And the top of the stack resolves
        Then "legend" is in exile
        And "bears" is on the battlefield
    ''', cards + [legend])
    holds('''
        Given alice controls Test Prism as "prism"
        And alice has Test Gold in hand as "gold"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "gold"
        And the stack resolves
        And alice casts "bears"
        And the stack resolves
        Then alice has 23 life
    ''', cards)
    holds('''
        Given alice controls Test Golem as "golem"
        And alice controls Grizzly Bears as "bears"
        And alice has Test Wipe in hand as "wipe"
        When alice casts "wipe"
        And the top of the stack resolves
        Then "golem" is in the graveyard
        And "bears" is on the battlefield
    ''', cards)


def test_attacking_and_blocking_creatures():
    cards = [card("Test Archer", "{T}: This creature deals 4 damage to target attacking creature.", "creature",
                  pt="1/1"),
             card("Test Wall", "{T}: Destroy target blocking creature.", "creature", pt="0/4")]
    holds('''
        Given it is bob's precombat main phase
        And bob controls Grizzly Bears as "bears"
        And alice controls Test Archer as "archer"
        When bob attacks alice with "bears"
        And alice activates the ability of "archer" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    result, mismatches = play('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Test Archer as "archer"
        When alice activates the ability of "archer" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    assert mismatches  # not attacking: no legal target
    holds('''
        Given alice controls Grizzly Bears as "attacker"
        And bob controls Grizzly Bears as "blocker"
        And bob controls Test Wall as "wall"
        When alice attacks bob with "attacker"
        And bob blocks "attacker" with "blocker"
        And bob activates the ability of "wall" targeting "blocker"
        And the top of the stack resolves
        Then "blocker" is in the graveyard
    ''', cards)


def test_attacking_creature_dies_as_it_last_existed():
    cards = [card("Test Vulture", "Whenever an attacking creature dies, you gain 2 life.", "enchantment"),
             card("Test Doom", "Destroy target creature.", "instant")]
    holds('''
        Given alice controls Test Vulture as "vulture"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When alice attacks bob with "bears"
        And bob casts "doom" targeting "bears"
        And the stack resolves
        Then alice has 22 life
    ''', cards)
    holds('''
        Given alice controls Test Vulture as "vulture"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "bears"
        And the stack resolves
        Then alice has 20 life
    ''', cards)


def test_refusals():
    assert reasons("When this creature enters, destroy target creature with mana value X or less.")  # no X of its own (search2)
    assert reasons("Whenever a creature you control with flash and haste enters, draw a card.")  # 'and' lost
    assert reasons("Destroy target creature with protection from red.", True)  # a keyword with a parameter


def test_target_cards_in_a_graveyard():
    cards = [card("Test Scavenger", "When this creature enters, return target artifact card from your graveyard "
                  "to your hand.", "creature", pt="1/1"),
             card("Test Relic", "", "artifact"),
             card("Test Crypt", "{T}: Exile target card from an opponent's graveyard.", "artifact"),
             card("Test Unearth", "Destroy target artifact card from your graveyard.", "instant")]
    holds('''
        Given alice has Test Relic in graveyard as "relic"
        And alice has Test Scavenger in hand as "scavenger"
        When alice casts "scavenger"
        And the top of the stack resolves
        And "scavenger"'s ability targets "relic"
        And the stack resolves
        Then "relic" is in the hand
    ''', cards)
    holds('''
        Given bob has Test Relic in graveyard as "relic"
        And alice controls Test Crypt as "crypt"
        When alice activates the ability of "crypt" targeting "relic"
        And the top of the stack resolves
        Then "relic" is in exile
    ''', cards)
    result, _ = play('''
        Given alice has Test Relic in graveyard as "relic"
        And alice controls Test Crypt as "crypt"
        When alice activates the ability of "crypt" targeting "relic"
    ''', cards)
    assert result["actions"][0]["ok"] is False, result  # her own graveyard: not an opponent's
    result, _ = play('''
        Given bob controls Test Relic as "relic"
        And alice controls Test Crypt as "crypt"
        When alice activates the ability of "crypt" targeting "relic"
    ''', cards)
    assert result["actions"][0]["ok"] is False, result  # a permanent is no card in a graveyard
    assert reasons("Destroy target artifact card from your graveyard.", True, "Test Unearth")  # refused


def test_other_than_this_creature_and_non_subtype():
    cards = [card("Test Glutton", "At the beginning of your upkeep, sacrifice a creature other than this creature.",
                  "creature", pt="3/3"),
             card("Test Captain", "Other non-Human creatures you control get +1/+1.", "creature", pt="2/2"),
             card("Test Villager", "", "creature", pt="1/1", subtypes=("Human",))]
    holds('''
        Given it is alice's untap step
        And alice controls Test Glutton as "glutton"
        And alice controls Grizzly Bears as "bears"
        When the game proceeds to the upkeep step
        And the stack resolves
        Then "bears" is in the graveyard
        And "glutton" is on the battlefield
    ''', cards)
    holds('''
        Given alice controls Test Captain as "captain"
        And alice controls Grizzly Bears as "bears"
        And alice controls Test Villager as "villager"
        Then "bears" is 3/3
        And "villager" is 1/1
        And "captain" is 2/2
    ''', cards)


def test_historic_spell_and_target_opponent():
    cards = [card("Test Chronicle", "Whenever you cast a historic spell, you gain 2 life.", "enchantment"),
             card("Test Relic", "", "artifact"),
             card("Test Ember", "Whenever a land you control enters, this creature deals 1 damage to target opponent.",
                  "creature", pt="1/1")]
    holds('''
        Given alice controls Test Chronicle as "chronicle"
        And alice has Test Relic in hand as "relic"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "relic"
        And the stack resolves
        And alice casts "bears"
        And the stack resolves
        Then alice has 22 life
    ''', cards)
    holds('''
        Given alice controls Test Ember as "ember"
        And alice has Forest in hand as "forest"
        When alice plays "forest"
        And "ember"'s ability targets bob
        And the stack resolves
        Then bob has 19 life
    ''', cards)
    assert reasons("{T}: Tap target opponent.")  # a player target is read by damage only


def _search(choice: str):
    return lambda fx: fx["actions"][1].setdefault("choices", []).append(
        {"kind": "search", "object": "fetch", "player": "alice", "choice": choice})


def test_search_for_one_of_several_land_types():
    text = "Search your library for a Plains, Island, Swamp, or Mountain card, put it onto the battlefield tapped, then shuffle."
    fetch = card("Test Fetch", text, "sorcery")
    assert reasons(text, True, "Test Fetch") == []
    holds('''
        Given alice has Test Fetch in hand as "fetch"
        And alice has Island in library as "island"
        And alice has Forest in library as "forest"
        When alice casts "fetch"
        And the top of the stack resolves
        Then "island" is on the battlefield
        And "island" is tapped
    ''', [fetch], edit=_search("island"))
    holds('''
        Given alice has Test Fetch in hand as "fetch"
        And alice has Island in library as "island"
        And alice has Forest in library as "forest"
        When alice casts "fetch"
        And the top of the stack resolves
        Then the action is refused
        And "forest" is in the library
    ''', [fetch], edit=_search("forest"))


def test_creature_defending_player_controls():
    cards = [card("Test Raider", "Whenever this creature attacks, tap target creature defending player controls.",
                  "creature", pt="2/2"),
             card("Test Hook", "{T}: Tap target creature defending player controls.", "artifact")]
    holds('''
        Given alice controls Test Raider as "raider"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "raider"
        And "raider"'s ability targets "bears"
        And the stack resolves
        Then "bears" is tapped
    ''', cards)
    result, _ = play('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Test Hook as "hook"
        When alice activates the ability of "hook" targeting "bears"
    ''', cards)
    assert result["actions"][0]["ok"] is False, result  # no combat phase: no defending player (506.2)


def test_of_the_chosen_type_and_color_and_entered_this_turn():
    cards = [card("Test Plague", "All creatures of the chosen type get -1/-1.", "enchantment"),
             card("Test Banner", "Creatures you control of the chosen color get +1/+1.", "artifact"),
             card("Test Knight", "", "creature", "{W}", pt="2/2", subtypes=("Human", "Knight")),
             card("Test Hooks", "Creatures you control that entered this turn have haste.", "enchantment")]
    holds('''
        Given alice controls Test Plague as "plague"
        And "plague" chose Bear for "creature_type"
        And bob controls Grizzly Bears as "bears"
        And bob controls Test Knight as "knight"
        Then "bears" is 1/1
        And "knight" is 2/2
    ''', cards)
    holds('''
        Given alice controls Test Banner as "banner"
        And "banner" chose white for "color"
        And alice controls Grizzly Bears as "bears"
        And alice controls Test Knight as "knight"
        Then "bears" is 2/2
        And "knight" is 3/3
    ''', cards)
    holds('''
        Given alice controls Test Hooks as "hooks"
        And alice controls Grizzly Bears as "old"
        And alice controls Grizzly Bears as "new"
        And "new" entered the battlefield this turn
        Then "new" has the ability "Haste"
        And "old" does not have the ability "Haste"
    ''', cards)


def test_a_spell_cast_from_a_graveyard():
    cards = [card("Test Wisp", "Whenever you cast a spell from your graveyard, you gain 3 life.", "enchantment"),
             card("Test Flare", "Test Flare deals 1 damage to any target.\nFlashback {R}", "instant", "{R}")]
    holds('''
        Given alice controls Test Wisp as "wisp"
        And alice has Test Flare in graveyard as "flare"
        When alice casts "flare" targeting bob
        And alice pays its flashback cost from her graveyard
        And the stack resolves
        Then alice has 23 life
        And bob has 19 life
    ''', cards)
    holds('''
        Given alice controls Test Wisp as "wisp"
        And alice has Test Flare in hand as "flare"
        When alice casts "flare" targeting bob
        And the stack resolves
        Then alice has 20 life
    ''', cards)


def test_creatures_named_this_on_the_battlefield():
    rats = card("Test Rats", "Test Rats's power and toughness are each equal to the number of creatures named "
                "Test Rats on the battlefield.", "creature", "{2}{B}", pt="*/*")
    holds('''
        Given alice controls Test Rats as "r1"
        And bob controls Test Rats as "r2"
        And alice controls Grizzly Bears as "bears"
        Then "r1" is 2/2
        And "r2" is 2/2
    ''', [rats])
    holds('''
        Given alice controls Test Rats as "r1"
        And alice controls Clone as "clone"
        And "clone" is a copy of "r1"
        Then "r1" is 2/2
        And "clone" is 2/2
    ''', [rats])
    assert reasons("Destroy target creature named Grizzly Bears.", True) == []


def test_counts_of_cards_in_graveyards():
    cards = [card("Test Mortivore", "Test Mortivore's power and toughness are each equal to the number of creature "
                  "cards in all graveyards.", "creature", "{2}{B}{B}", pt="*/*"),
             card("Test Ghoul", "This creature gets +1/+1 for each creature card in your graveyard.", "creature",
                  pt="1/1"),
             card("Test Relic", "", "artifact")]
    holds('''
        Given alice controls Test Mortivore as "mort"
        And alice controls Test Ghoul as "ghoul"
        And alice has Grizzly Bears in graveyard as "b1"
        And bob has Grizzly Bears in graveyard as "b2"
        And alice has Test Relic in graveyard as "relic"
        Then "mort" is 2/2
        And "ghoul" is 2/2
    ''', cards)
    holds('''
        Given alice controls Test Ghoul as "ghoul"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then "ghoul" is 1/1
    ''', cards + [card("Test Doom", "Destroy target creature.", "instant")])
    holds('''
        Given alice controls Test Ghoul as "ghoul"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "bears"
        And the stack resolves
        Then "ghoul" is 2/2
    ''', cards + [card("Test Doom", "Destroy target creature.", "instant")])


def test_each_card_in_a_graveyard():
    cards = [card("Test Tree", "When this creature enters, exile all creature cards from your graveyard.", "creature",
                  pt="2/2"),
             card("Test Relic", "", "artifact")]
    holds('''
        Given alice has Test Tree in hand as "tree"
        And alice has Grizzly Bears in graveyard as "mine"
        And alice has Test Relic in graveyard as "relic"
        And bob has Grizzly Bears in graveyard as "theirs"
        When alice casts "tree"
        And the stack resolves
        Then "mine" is in exile
        And "relic" is in the graveyard
        And "theirs" is in the graveyard
    ''', cards)
    assert reasons("When this creature enters, destroy all creature cards from your graveyard.")


def test_blocking_creatures_get_a_bonus_while_they_block():
    # 506.4: the status is state: the characteristics kept are recomputed as it starts and ends
    rally = card("Test Rally", "Blocking creatures you control get +1/+0.", "enchantment", "{R}")
    holds('''
        Given it is bob's precombat main phase
        And alice controls Test Rally as "rally"
        And alice controls Grizzly Bears as "wall"
        And bob controls Grizzly Bears as "bears"
        When bob attacks alice with "bears"
        Then "wall" is 2/2
        When alice blocks "bears" with "wall"
        Then "wall" is 3/2
        And "bears" is 2/2
    ''', [rally])


def test_with_counters_of_a_kind():
    cards = [card("Test Thaw", "When this enchantment enters, destroy target creature with an ice counter on it.",
                  "enchantment"),
             card("Test Frost", "Destroy each creature with a counter on it.", "sorcery")]
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And "bears" has one ice counter on it
        And alice has Test Thaw in hand as "thaw"
        When alice casts "thaw"
        And the top of the stack resolves
        And "thaw"'s ability targets "bears"
        And the stack resolves
        Then "bears" is in the graveyard
    ''', cards)
    holds('''
        Given bob controls Grizzly Bears as "a"
        And bob controls Grizzly Bears as "b"
        And "a" has one +1/+1 counter on it
        And alice has Test Frost in hand as "frost"
        When alice casts "frost"
        And the top of the stack resolves
        Then "a" is in the graveyard
        And "b" is on the battlefield
    ''', cards)
