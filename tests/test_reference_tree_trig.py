"""More trigger events read from the grammar's typed tree (issue 13, rules/trigger_verbs.py and
rules/trigger_events.py): "is put into a graveyard from the battlefield", "enters or dies",
"becomes tapped/untapped" (603.2e), "attacks alone" (506.5), "attacks and isn't blocked" (509.3g),
"deals damage to an opponent", "Whenever you draw a card" (121.2), "at the beginning of each
player's / each opponent's upkeep", "that player", and "this creature" in a trigger on another
creature dying. Each is played in a game (tests/tree_play.py), with a case where it must not
trigger and a refusal. Made-up cards with real Oracle wordings go through the tree path.
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from mtg_reference_engine.text.lowering import tree_ability
from mtg_reference_engine.text.parse import parse_card
from tests.tree_play import card, choose, holds, refused

DOOM = card("Test Doom", "Destroy target permanent.", "instant", "{B}")


def tree_read(text: str, types: str = "creature") -> None:
    parsed = parse_card(text, ("Test Card",))
    assert len(parsed) == 1, parsed
    ability = tree_ability(parsed[0], types in ("instant", "sorcery"))
    assert ability is not None and "tree" in ability.spec, ability
    assert problems(ability) == [], problems(ability)


# -- zone changes ------------------------------------------------------------------------------------

def test_put_into_a_graveyard_from_the_battlefield_any_permanent():
    urn = card("Test Urn", "When this artifact is put into a graveyard from the battlefield, you gain 3 life.",
               "artifact")
    tree_read(urn["oracle_text"], "artifact")
    holds('''
        Given alice controls Test Urn as "urn"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "urn"
        And the stack resolves
        Then alice has 23 life
        And "urn" is in the graveyard
    ''', [urn, DOOM])
    # exiled: not put into a graveyard, no trigger
    holds('''
        Given alice controls Test Urn as "urn"
        And bob has Test Banish in hand as "banish"
        When bob casts "banish" targeting "urn"
        And the stack resolves
        Then the stack is empty
        And alice has 20 life
    ''', [urn, card("Test Banish", "Exile target artifact.", "instant", "{W}")])


def test_a_reference_to_the_permanent_put_into_a_graveyard_is_refused():
    refused("When this artifact is put into a graveyard from the battlefield, destroy it.",
            "a reference to the object that died")


def test_enters_or_dies():
    seer = card("Test Seer", "When this creature enters or dies, you gain 2 life.", "creature", "{W}", "1/1")
    tree_read(seer["oracle_text"])
    holds('''
        Given alice has Test Seer in hand as "seer"
        And bob has Test Doom in hand as "doom"
        When alice casts "seer"
        And the stack resolves
        And bob casts "doom" targeting "seer"
        And the stack resolves
        Then alice has 24 life
    ''', [seer, DOOM])
    refused("When this creature enters or dies, destroy it.", "a reference to the object that died")


def test_this_creature_when_another_creature_dies_is_the_source():
    ghoul = card("Test Ghoul", "Whenever another creature dies, put a +1/+1 counter on this creature.", "creature",
                 "{B}", "1/1")
    tree_read(ghoul["oracle_text"])
    holds('''
        Given alice controls Test Ghoul as "ghoul"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then "ghoul" has one +1/+1 counter on it
    ''', [ghoul, DOOM])
    # "a creature an opponent controls dies": the counter goes on the source, never on the dead creature
    tree_read("Whenever a creature an opponent controls dies, put a +1/+1 counter on this creature.")
    # 'it' is the creature that died: refused but where an instruction finds it in the graveyard (400.7d)
    refused("When this creature dies, put a +1/+1 counter on it.", "a reference to the object that died")
    refused("Whenever a creature dies, destroy it.", "a reference to the object that died")
    # an enchanted creature's Aura follows it to the graveyard (400.7e): not read yet
    refused("When enchanted creature dies, return this Aura to its owner's hand.", "a reference to the object that died")


def test_a_token_with_its_own_ability_made_as_this_creature_dies():
    line = "When this creature dies, create a 1/1 black Rat creature token with \"This token can't block.\""
    why = [w for a in abilities_of(line, "Test Card", False) for w in problems(a)]
    # the token's "this token" is not a reference to the creature that died: any refusal is the token's own
    assert not any("object that died" in w for w in why), why


# -- tapped and untapped (603.2e) ---------------------------------------------------------------------

def test_becomes_tapped_and_untapped():
    cards = [card("Test Tapwatch", "Whenever a creature an opponent controls becomes tapped, you gain 1 life.",
                  "enchantment"),
             card("Test Untapwatch", "Whenever this creature becomes untapped, you gain 2 life.", "creature", pt="1/1")]
    for c in cards:
        tree_read(c["oracle_text"], c["card_types"][0])
    holds('''
        Given alice controls Test Tapwatch as "watch"
        And bob controls Grizzly Bears as "bears"
        And it is bob's precombat main phase
        When bob attacks alice with "bears"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    # 603.2e: entering tapped is no "becomes tapped"; an untap step untapping it is "becomes untapped"
    holds('''
        Given alice controls Test Untapwatch as "u"
        And "u" is tapped
        And bob has Grizzly Bears in library as "lib"
        And it is bob's upkeep step
        When the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then alice has 22 life
        And "u" is untapped
    ''', cards)


def test_an_untapped_creature_untapping_does_not_trigger():
    holds('''
        Given alice controls Test Untapwatch as "u"
        And bob has Grizzly Bears in library as "lib"
        And it is bob's upkeep step
        When the game proceeds to the next turn's upkeep step
        Then the stack is empty
        And alice has 20 life
    ''', [card("Test Untapwatch", "Whenever this creature becomes untapped, you gain 2 life.", "creature", pt="1/1")])


# -- combat: attacks alone, isn't blocked, damage to an opponent -------------------------------------

def test_attacks_alone():
    lone = card("Test Loner", "Whenever a creature you control attacks alone, it gets +2/+2 until end of turn.",
                "enchantment")
    tree_read(lone["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Loner as "loner"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And the stack resolves
        Then "bears" is 4/4
    ''', [lone])
    holds('''
        Given alice controls Test Loner as "loner"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        When alice attacks bob with "b1" and "b2"
        Then the stack is empty
        And "b1" is 2/2
    ''', [lone])


def test_attacks_and_isnt_blocked():
    rogue = card("Test Rogue", "Whenever this creature attacks and isn't blocked, it gets +2/+0 until end of turn.",
                 "creature", pt="2/2")
    tree_read(rogue["oracle_text"])
    holds('''
        Given alice controls Test Rogue as "rogue"
        When alice attacks bob with "rogue"
        And bob declares no blockers
        And the stack resolves
        And combat damage is dealt
        Then bob has 16 life
    ''', [rogue])
    holds('''
        Given alice controls Test Rogue as "rogue"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "rogue"
        And bob blocks "rogue" with "bears"
        Then the stack is empty
        And "rogue" is 2/2
    ''', [rogue])


def test_deals_damage_to_an_opponent_that_player_discards():
    hound = card("Test Hound", "Whenever this creature deals damage to an opponent, that player loses 2 life.",
                 "creature", pt="1/1")
    tree_read(hound["oracle_text"])
    holds('''
        Given alice controls Test Hound as "hound"
        When alice attacks bob with "hound"
        And combat damage is dealt
        And the stack resolves
        Then bob has 17 life
        And alice has 20 life
    ''', [hound])


# -- players' events and steps: draw a card, each player's upkeep, that player ------------------------

def test_whenever_you_draw_a_card_triggers_per_card():
    cards = [card("Test Scholar", "Whenever you draw a card, you gain 1 life.", "enchantment"),
             card("Test Study", "Draw two cards.", "sorcery", "{U}")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Scholar as "scholar"
        And alice has Test Study in hand as "study"
        And alice has Grizzly Bears in library as "c1"
        And alice has Grizzly Bears in library as "c2"
        When alice casts "study"
        And the stack resolves
        Then alice has 22 life
        And alice has two cards in hand
    ''', cards)


def test_whenever_an_opponent_draws_that_player_loses_life():
    cards = [card("Test Spite", "Whenever an opponent draws a card, that player loses 1 life.", "enchantment"),
             card("Test Study", "Draw two cards.", "sorcery", "{U}")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Spite as "spite"
        And bob has Test Study in hand as "study"
        And bob has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "c2"
        And it is bob's precombat main phase
        When bob casts "study"
        And the stack resolves
        Then bob has 18 life
        And alice has 20 life
    ''', cards)


def test_each_players_upkeep_that_player():
    tax = card("Test Tax", "At the beginning of each player's upkeep, that player loses 1 life.", "enchantment")
    tree_read(tax["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Tax as "tax"
        When the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then bob has 19 life
        And alice has 20 life
    ''', [tax])
    opp = card("Test Opp Tax", "At the beginning of each opponent's upkeep, that player loses 2 life.", "enchantment")
    tree_read(opp["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Opp Tax as "tax"
        When the game proceeds to the next turn's upkeep step
        And the stack resolves
        Then bob has 18 life
        When the game proceeds to the next turn's upkeep step
        Then the stack is empty
        And alice has 20 life
    ''', [opp])


def test_whenever_a_player_casts_a_spell_that_player():
    cards = [card("Test Curse", "Whenever a player casts a creature spell, that player loses 1 life.", "enchantment")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Curse as "curse"
        And bob has Grizzly Bears in hand as "bears"
        And it is bob's precombat main phase
        When bob casts "bears"
        And the top of the stack resolves
        Then bob has 19 life
        And alice has 20 life
    ''', cards)


def test_that_player_without_a_player_in_the_trigger_is_refused():
    refused("Whenever a creature you control dies, that player loses 2 life.", "'that player'")
    refused("When this creature enters, that player loses 2 life.", "'that player'")
    # after "target player ...", 'that player' is the target (rules/zone_changes.py), not the player dealt damage
    tree_read("Whenever this creature deals combat damage to a player, target player loses 2 life. Then that player "
              "discards a card.")


def test_this_enchantment_deals_damage_to_that_player():
    cards = [card("Test Needle", "Whenever an opponent draws a card, this enchantment deals 1 damage to that player.",
                  "enchantment"), card("Test Study", "Draw two cards.", "sorcery", "{U}")]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Needle as "needle"
        And bob has Test Study in hand as "study"
        And bob has Grizzly Bears in library as "c1"
        And bob has Grizzly Bears in library as "c2"
        And it is bob's precombat main phase
        When bob casts "study"
        And the stack resolves
        Then bob has 18 life
    ''', cards)
    refused("Whenever a creature an opponent controls dies, this enchantment deals 1 damage to that player.", "")
    refused("When this enchantment enters, it deals 1 damage to that player.", "")


def test_enchanted_land_becomes_tapped():
    blight = card("Test Blight", "Enchant land\nWhenever enchanted land becomes tapped, its controller loses 2 life.",
                  "enchantment", subtypes=("Aura",))
    tree_read("Whenever enchanted land becomes tapped, its controller loses 2 life.", "enchantment")
    holds('''
        Given bob controls Forest as "forest"
        And bob controls Forest as "other"
        And alice controls Test Blight as "blight"
        And "blight" is attached to "forest"
        And it is bob's precombat main phase
        When bob taps "forest" for mana
        And the stack resolves
        Then bob has 18 life
        When bob taps "other" for mana
        Then the stack is empty
        And bob has 18 life
    ''', [blight])


def test_equipped_creature_deals_combat_damage_to_a_player():
    sword = card("Test Sword", "Whenever equipped creature deals combat damage to a player, you gain 3 life.\n"
                 "Equip {2}", "artifact", subtypes=("Equipment",))
    tree_read("Whenever equipped creature deals combat damage to a player, you gain 3 life.", "artifact")
    holds('''
        Given alice controls Test Sword as "sword"
        And alice controls Grizzly Bears as "bears"
        And alice controls Grizzly Bears as "plain"
        And "sword" is attached to "bears"
        When alice attacks bob with "bears" and "plain"
        And combat damage is dealt
        And the stack resolves
        Then alice has 23 life
        And bob has 16 life
    ''', [sword])
    # the creature the Equipment is attached to is blocked: no damage to a player, no trigger
    holds('''
        Given alice controls Test Sword as "sword"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "wall"
        And "sword" is attached to "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "wall"
        And combat damage is dealt
        Then the stack is empty
        And alice has 20 life
    ''', [sword])


def test_enchanted_creature_dealing_damage_and_dying_still_triggers_its_aura():
    """603.2, 603.10a-ish: the event happened while the Aura was attached; state-based actions put the
    creature and the Aura into the graveyard before the trigger is put on the stack: it still triggers."""
    aura = card("Test Hex", "Enchant creature\nWhenever enchanted creature deals combat damage to a player, "
                "you gain 4 life.", "enchantment", subtypes=("Aura",))
    holds('''
        Given alice controls Test Trampler as "t"
        And alice controls Test Hex as "hex"
        And "hex" is attached to "t"
        And bob controls Test Striker as "s"
        When alice attacks bob with "t"
        And bob blocks "t" with "s"
        And combat damage is dealt
        And the stack resolves
        Then "t" is in the graveyard
        And "hex" is in the graveyard
        And bob has 19 life
        And alice has 24 life
    ''', [aura, card("Test Trampler", "Trample", "creature", pt="2/2"), card("Test Striker", "", "creature", pt="2/1")],
        edit=choose(2, "damage_assignment", "t", [{"object": "s", "amount": 1}, {"player": "bob", "amount": 1}]))


# -- verbs about a second object: 'that creature' (509.3b, 509.3d, 510.2) ----------------------------

def test_becomes_blocked_by_a_creature_triggers_once_per_blocker():
    brute = card("Test Brute", "Whenever this creature becomes blocked by a creature, this creature deals 1 damage "
                 "to that creature.", "creature", pt="5/5")
    tree_read(brute["oracle_text"])
    holds('''
        Given alice controls Test Brute as "brute"
        And bob controls Grizzly Bears as "b1"
        And bob controls Test Elf as "elf"
        When alice attacks bob with "brute"
        And bob blocks "brute" with "b1" and "elf"
        And the stack resolves
        Then "elf" is in the graveyard
        And "b1" has 1 damage marked on it
    ''', [brute, card("Test Elf", "", "creature", pt="1/1")])


def test_blocks_a_creature_with_a_filter_on_the_other_creature():
    guard = card("Test Guard", "Whenever this creature blocks a creature, put a -1/-1 counter on that creature.",
                 "creature", pt="0/4")
    tree_read(guard["oracle_text"])
    holds('''
        Given bob controls Test Guard as "guard"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "guard"
        And the stack resolves
        Then "bears" has one -1/-1 counter on it
        And "guard" has no counters on it
    ''', [guard])


def test_deals_combat_damage_to_a_creature_that_creature():
    viper = card("Test Viper", "Whenever this creature deals combat damage to a creature, put a -1/-1 counter on "
                 "that creature.", "creature", pt="1/1")
    tree_read(viper["oracle_text"])
    holds('''
        Given alice controls Test Viper as "viper"
        And bob controls Test Wall as "wall"
        When alice attacks bob with "viper"
        And bob blocks "viper" with "wall"
        And combat damage is dealt
        And the stack resolves
        Then "wall" has one -1/-1 counter on it
        And "viper" is in the graveyard
    ''', [viper, card("Test Wall", "", "creature", pt="1/4")])
    # the creature dealt damage died of it: 'that creature' finds nothing (400.7), no error
    holds('''
        Given alice controls Test Viper as "viper"
        And bob controls Test Elf as "elf"
        When alice attacks bob with "viper"
        And bob blocks "viper" with "elf"
        And combat damage is dealt
        And the stack resolves
        Then "elf" is in the graveyard
        And the stack is empty
    ''', [viper, card("Test Elf", "", "creature", pt="1/1")])
    # to a player: not to a creature, no trigger
    holds('''
        Given alice controls Test Viper as "viper"
        When alice attacks bob with "viper"
        And combat damage is dealt
        Then the stack is empty
        And bob has 19 life
    ''', [viper])


def test_it_or_its_controller_in_a_trigger_about_two_objects_is_refused():
    refused("Whenever this creature deals combat damage to a creature, it gets +1/+1 until end of turn.", "'it'")
    # (read since trig2 while nothing else was referred to before it: tests/test_reference_tree_trig2.py)
    refused("Whenever this creature becomes blocked by a creature, destroy target artifact. "
            "That creature's controller loses 5 life.", "'that creature's controller'")


def test_is_turned_face_up():
    sage = card("Test Sage", "Morph {1}{U}\nWhen this creature is turned face up, you gain 3 life.", "creature",
                "{2}{U}", "2/2")
    tree_read("When this creature is turned face up, you gain 3 life.")
    holds('''
        Given alice controls Test Sage as "sage"
        And "sage" is face down
        When alice turns "sage" face up
        And the stack resolves
        Then alice has 23 life
    ''', [sage])
    # it entered face up: never turned face up, no trigger
    holds('''
        Given alice has Test Sage in hand as "sage"
        When alice casts "sage"
        And the stack resolves
        Then the stack is empty
        And alice has 20 life
    ''', [sage])


# -- either of two events (603.2: "enters or leaves the battlefield") --------------------------------

def test_enters_or_leaves_the_battlefield():
    keeper = card("Test Keeper", "When this creature enters or leaves the battlefield, you gain 2 life.", "creature",
                  "{W}", "1/1")
    tree_read(keeper["oracle_text"])
    holds('''
        Given alice has Test Keeper in hand as "keeper"
        And bob has Test Doom in hand as "doom"
        When alice casts "keeper"
        And the stack resolves
        Then alice has 22 life
        When bob casts "doom" targeting "keeper"
        And the stack resolves
        Then alice has 24 life
        And "keeper" is in the graveyard
    ''', [keeper, DOOM])


def test_blocks_or_becomes_blocked_by_a_creature_that_creature_is_the_other():
    thorn = card("Test Thorn", "Whenever this creature blocks or becomes blocked by a creature, put a -1/-1 counter "
                 "on that creature.", "creature", pt="2/4")
    tree_read(thorn["oracle_text"])
    holds('''
        Given alice controls Test Thorn as "thorn"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "thorn"
        And bob blocks "thorn" with "bears"
        And the stack resolves
        Then "bears" has one -1/-1 counter on it
        And "thorn" has no counters on it
    ''', [thorn])
    holds('''
        Given bob controls Test Thorn as "thorn"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "thorn"
        And the stack resolves
        Then "bears" has one -1/-1 counter on it
        And "thorn" has no counters on it
    ''', [thorn])
    refused("Whenever this creature enters or becomes blocked by a creature, put a -1/-1 counter on that creature.",
            "'or' of a trigger event about one object and one about two")


# -- 400.7d: a zone-change trigger finds the object in the public zone it went to ---------------------

def test_when_this_creature_dies_return_it_to_its_owners_hand():
    spirit = card("Test Spirit", "When this creature dies, return it to its owner's hand.", "creature", "{W}", "1/1")
    tree_read(spirit["oracle_text"])
    holds('''
        Given alice controls Test Spirit as "spirit"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "spirit"
        And the stack resolves
        Then "spirit" is in the hand
    ''', [spirit, DOOM])
    # a token that died ceases to exist (704.5d): there is nothing to find, nothing happens
    holds('''
        Given alice controls Test Spirit as "spirit"
        And "spirit" is a token
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "spirit"
        And the stack resolves
        Then the stack is empty
        And alice has no cards in hand
    ''', [spirit, DOOM])


def test_whenever_a_creature_an_opponent_controls_dies_exile_it():
    reaper = card("Test Reaper", "Whenever a creature an opponent controls dies, exile it.", "enchantment")
    tree_read(reaper["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Reaper as "reaper"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then "bears" is in exile
    ''', [reaper, DOOM])


def test_when_enchanted_creature_dies_return_that_card_with_the_aura_gone_too():
    """603.10a, 400.7d: the Aura had the ability as its creature died (state-based actions put the Aura
    into the graveyard before the trigger is put on the stack); 'that card' is the creature card."""
    aura = card("Test Rebirth", "Enchant creature\nWhen enchanted creature dies, return that card to its owner's "
                "hand.", "enchantment", subtypes=("Aura",))
    tree_read("When enchanted creature dies, return that card to its owner's hand.", "enchantment")
    holds('''
        Given bob controls Grizzly Bears as "bears"
        And alice controls Test Rebirth as "aura"
        And "aura" is attached to "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then "bears" is in the hand
        And "aura" is in the graveyard
    ''', [aura, DOOM])


def test_other_references_to_the_object_that_died_stay_refused():
    refused("When this creature dies, destroy it.", "a reference to the object that died")
    refused("When enchanted creature dies, return this Aura to its owner's hand.", "a reference to the object that died")
    refused("Return that card to its owner's hand.", "")


def test_leaves_the_battlefield_to_a_hidden_zone_finds_nothing():
    """603.6, 400.7d: the object is looked for only in a public zone it went to: returned to its owner's
    hand, 'exile it' does nothing."""
    ghost = card("Test Ghost", "When this creature leaves the battlefield, exile it.", "creature", "{U}", "1/1")
    cards = [ghost, DOOM, card("Test Bounce", "Return target creature to its owner's hand.", "instant", "{U}")]
    tree_read(ghost["oracle_text"])
    holds('''
        Given alice controls Test Ghost as "ghost"
        And bob has Test Bounce in hand as "bounce"
        When bob casts "bounce" targeting "ghost"
        And the stack resolves
        Then "ghost" is in the hand
    ''', cards)
    holds('''
        Given alice controls Test Ghost as "ghost"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "ghost"
        And the stack resolves
        Then "ghost" is in exile
    ''', cards)


def test_equipped_creature_dies_the_equipment_stays():
    """704.5n: the Equipment becomes unattached as its creature dies; it was attached as the event happened."""
    relic = card("Test Relic", "Whenever equipped creature dies, you gain 2 life.\nEquip {1}", "artifact",
                 subtypes=("Equipment",))
    tree_read("Whenever equipped creature dies, you gain 2 life.", "artifact")
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Relic as "relic"
        And "relic" is attached to "bears"
        And alice controls Grizzly Bears as "other"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "bears"
        And the stack resolves
        Then alice has 22 life
        And "relic" is on the battlefield
    ''', [relic, DOOM])
    holds('''
        Given alice controls Grizzly Bears as "bears"
        And alice controls Test Relic as "relic"
        And "relic" is attached to "bears"
        And alice controls Grizzly Bears as "other"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "other"
        And the stack resolves
        Then alice has 20 life
    ''', [relic, DOOM])


def test_put_into_your_graveyard_and_deals_damage_to_you_and_it_deals_damage():
    cards = [card("Test Mourning", "Whenever a creature is put into your graveyard from the battlefield, you gain "
                  "1 life.", "enchantment"),
             card("Test Ward", "Whenever a creature deals damage to you, you gain 3 life.", "enchantment"),
             card("Test Spikes", "{T}: Add {R}.\nWhenever this land becomes tapped, it deals 1 damage to you.", "land"),
             DOOM]
    for c in cards[:3]:
        tree_read(c["oracle_text"].split("\n")[-1], c["card_types"][0])
    holds('''
        Given alice controls Test Mourning as "m"
        And bob controls Grizzly Bears as "theirs"
        And alice controls Grizzly Bears as "mine"
        And bob has Test Doom in hand as "d1"
        And alice has Test Doom in hand as "d2"
        When alice casts "d2" targeting "theirs"
        And the stack resolves
        Then alice has 20 life
        When bob casts "d1" targeting "mine"
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Ward as "ward"
        And bob controls Grizzly Bears as "bears"
        And it is bob's precombat main phase
        When bob attacks alice with "bears"
        And combat damage is dealt
        And the stack resolves
        Then alice has 21 life
    ''', cards)
    holds('''
        Given alice controls Test Spikes as "spikes"
        When alice taps "spikes" for mana
        And the stack resolves
        Then alice has 19 life
    ''', cards)


# -- one or more (603.2c: once per event) -------------------------------------------------------------

def test_one_or_more_creatures_die_at_once_triggers_once():
    cards = [card("Test Vigil", "Whenever one or more other creatures die, you gain 2 life.", "enchantment"),
             card("Test Wrath", "Destroy all creatures.", "sorcery", "{W}"), DOOM]
    tree_read(cards[0]["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Vigil as "vigil"
        And alice controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Wrath in hand as "wrath"
        When alice casts "wrath"
        And the stack resolves
        Then alice has 22 life
        And "vigil" triggered once
    ''', cards)
    holds('''
        Given alice controls Test Vigil as "vigil"
        And alice controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        And alice has Test Doom in hand as "d1"
        And bob has Test Doom in hand as "d2"
        When alice casts "d1" targeting "b2"
        And the stack resolves
        And bob casts "d2" targeting "b1"
        And the stack resolves
        Then alice has 24 life
    ''', cards)


def test_one_or_more_creatures_attack_and_deal_combat_damage():
    cards = [card("Test Horn", "Whenever one or more creatures you control attack, you gain 1 life.", "enchantment"),
             card("Test Banner", "Whenever one or more creatures you control deal combat damage to a player, that "
                  "player loses 3 life.", "enchantment")]
    for c in cards:
        tree_read(c["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Horn as "horn"
        And alice controls Test Banner as "banner"
        And alice controls Grizzly Bears as "b1"
        And alice controls Grizzly Bears as "b2"
        When alice attacks bob with "b1" and "b2"
        And the stack resolves
        Then alice has 21 life
        When combat damage is dealt
        And the stack resolves
        Then bob has 13 life
    ''', cards)
    refused("Whenever one or more creatures you control attack, they gain indestructible until end of turn.", "'they'")


# -- state triggers (603.8) ---------------------------------------------------------------------------

def test_when_you_control_no_islands_sacrifice_this_creature():
    serpent = card("Test Serpent", "When you control no Islands, sacrifice this creature.", "creature", "{U}", "5/5")
    tree_read(serpent["oracle_text"])
    holds('''
        Given alice controls Test Serpent as "serpent"
        And alice controls Island as "island"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "island"
        And the top of the stack resolves
        Then the stack holds 1 object
        And "serpent" is on the battlefield
        When the top of the stack resolves
        Then "serpent" is in the graveyard
        And the stack is empty
    ''', [serpent, DOOM])
    # the state holds: it doesn't trigger while an Island is there
    holds('''
        Given alice controls Test Serpent as "serpent"
        And alice controls Island as "island"
        And bob has Test Doom in hand as "doom"
        When bob casts "doom" targeting "serpent"
        And the stack resolves
        Then "serpent" is in the graveyard
        And "island" is on the battlefield
    ''', [serpent, DOOM])


def test_a_creature_an_opponent_controls_dies_that_player():
    chain = card("Test Chain", "Whenever a creature an opponent controls dies, that player loses 2 life.", "enchantment")
    tree_read(chain["oracle_text"], "enchantment")
    holds('''
        Given alice controls Test Chain as "chain"
        And bob controls Grizzly Bears as "bears"
        And alice has Test Doom in hand as "doom"
        When alice casts "doom" targeting "bears"
        And the stack resolves
        Then bob has 18 life
        And alice has 20 life
    ''', [chain, DOOM])
    refused("Whenever a creature you control dies, that player loses 2 life.", "'that player'")


def test_dealt_damage_by_two_blockers_at_once_triggers_once():
    """120.3, 603.2: combat damage from two blockers is one event; "Whenever this creature is dealt
    damage" triggers once (the enrage rulings), and again for a later damage event."""
    tough = card("Test Tough", "Whenever this creature is dealt damage, you gain 1 life.", "creature", pt="5/5")
    tree_read(tough["oracle_text"])
    holds('''
        Given alice controls Test Tough as "tough"
        And bob controls Grizzly Bears as "b1"
        And bob controls Grizzly Bears as "b2"
        When alice attacks bob with "tough"
        And bob blocks "tough" with "b1" and "b2"
        And combat damage is dealt
        And "tough" assigns 2 damage to "b1" and 3 damage to "b2"
        Then "tough" triggered once
        When the stack resolves
        Then alice has 21 life
    ''', [tough])
