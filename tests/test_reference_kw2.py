"""The reference engine playing keyword abilities of CR 702 whose whole line is the keyword (issue 13,
item 3), each in a game through the engine's entry point, with real cards in their current Oracle
text (the Oracle corpus, Dec 2026): persist (702.79a), afterlife (702.135a), soulshift (702.46a), riot (702.136a),
fabricate (702.123a), living weapon (702.92a), vanishing (702.63a) and fading (702.32a), for Mirrodin! (702.163a), evolve (702.100a), unleash (702.98a), split second (702.61a), dredge (702.52a), extort (702.101a), devour (702.82a)."""

from __future__ import annotations

import pytest

from mtg_reference_engine.state.game import MissingChoice
from tree_play import card, choose, holds, play

PERSIST = ("Persist (When this creature dies, if it had no -1/-1 counters on it, return it to the battlefield "
           "under its owner's control with a -1/-1 counter on it.)")
PUTRID_GOBLIN = card("Putrid Goblin", PERSIST, "creature", "{1}{B}", "2/2", ("Zombie", "Goblin"))


def test_persist_returns_a_creature_without_minus_counters_with_one():
    """702.79a: Putrid Goblin dies to Lightning Bolt with no -1/-1 counter: it returns with one, a 1/1."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" triggered once
        When the top of the stack resolves
        Then "goblin" is on the battlefield
        And "goblin" has one -1/-1 counter on it
        And "goblin" is 1/1
        And the stack is empty
    ''', [PUTRID_GOBLIN])


def test_persist_does_not_trigger_when_it_had_a_minus_counter():
    """702.79a, 603.4: with a -1/-1 counter as it last existed (it returned once already), the
    intervening "if" is false: it stays in the graveyard."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And "goblin" has one -1/-1 counter on it
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" did not trigger
        And the stack is empty
    ''', [PUTRID_GOBLIN])


def test_persist_after_a_plus_counter_annihilated_its_minus_counter():
    """704.5q: a +1/+1 counter put on the returned Putrid Goblin removes its -1/-1 counter, so when it
    dies again it had none: persist returns it again."""
    holds('''
        Given alice controls Putrid Goblin as "goblin"
        And "goblin" has one -1/-1 counter on it
        When one +1/+1 counter is put on "goblin"
        Then "goblin" has no counters on it
        Given bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "goblin"
        And the top of the stack resolves
        Then "goblin" is in its owner's graveyard
        And "goblin" triggered once
        When the top of the stack resolves
        Then "goblin" is on the battlefield
        And "goblin" has one -1/-1 counter on it
    ''', [PUTRID_GOBLIN])


MINISTRANT = card("Ministrant of Obligation", "Afterlife 2 (When this creature dies, create two 1/1 white and black "
                  "Spirit creature tokens with flying.)", "creature", "{2}{W}", "2/1", ("Human", "Cleric"))


def test_afterlife_creates_its_spirits_when_it_dies():
    """702.135a: Ministrant of Obligation dies: its controller creates two 1/1 white and black Spirit
    creature tokens with flying."""
    holds('''
        Given alice controls Ministrant of Obligation as "ministrant"
        And bob has Lightning Bolt in hand as "bolt"
        When bob casts "bolt" targeting "ministrant"
        And the top of the stack resolves
        Then "ministrant" is in its owner's graveyard
        And "ministrant" triggered once
        When the top of the stack resolves
        And it creates "spirit-1" and "spirit-2"
        Then alice controls two creature tokens
        And bob controls no tokens
        And "spirit-1" is a token permanent
        And "spirit-1" is named "Spirit Token"
        And "spirit-1" is 1/1
        And "spirit-1" is white and black
        And "spirit-1" has the card type creature
        And "spirit-1" has the subtype Spirit
        And "spirit-1" has the ability "Flying"
        And "spirit-2" is 1/1
        And "spirit-2" is controlled by alice
        And the stack is empty
    ''', [MINISTRANT])


def test_afterlife_does_not_trigger_when_it_leaves_for_another_zone():
    """702.135a: only "put into a graveyard from the battlefield": bounced, nothing triggers."""
    holds('''
        Given alice controls Ministrant of Obligation as "ministrant"
        And bob has Unsummon in hand as "unsummon"
        When bob casts "unsummon" targeting "ministrant"
        And the top of the stack resolves
        Then "ministrant" is in its owner's hand
        And "ministrant" did not trigger
        And alice controls no tokens
        And the stack is empty
    ''', [MINISTRANT])


KAMI = card("Thousand-legged Kami", "Soulshift 7 (When this creature dies, you may return target Spirit card with "
            "mana value 7 or less from your graveyard to your hand.)", "creature", "{6}{G}{G}", "6/6", ("Spirit",))
GNARLED_MASS = card("Gnarled Mass", "", "creature", "{1}{G}{G}", "3/3", ("Spirit",))

SOULSHIFT = '''
    Given alice controls Thousand-legged Kami as "kami"
    And alice has Gnarled Mass in graveyard as "mass"
    And alice has Grizzly Bears in graveyard as "bears"
    When six -1/-1 counters are put on "kami"
    Then "kami" is in its owner's graveyard
    And "kami" triggered once
    When the top of the stack resolves
    Then "mass" is in its owner's {zone}
    And "bears" is in its owner's graveyard
    And "kami" is in its owner's graveyard
    And the stack is empty
'''


def test_soulshift_returns_a_spirit_card_with_a_small_enough_mana_value():
    """702.46a: Thousand-legged Kami dies; its controller targets Gnarled Mass (a Spirit, mana value 3)
    in their graveyard and chooses to return it."""
    def edit(fx):
        choose(0, "trigger_target", "kami", "mass")(fx)
        choose(2, "may", "kami", "yes")(fx)
    holds(SOULSHIFT.format(zone="hand"), [KAMI, GNARLED_MASS], edit)


def test_soulshift_is_a_may():
    def edit(fx):
        choose(0, "trigger_target", "kami", "mass")(fx)
        choose(2, "may", "kami", "no")(fx)
    holds(SOULSHIFT.format(zone="graveyard"), [KAMI, GNARLED_MASS], edit)


@pytest.mark.parametrize("target", ["bears", "kami"])
def test_soulshift_cannot_target_a_non_spirit_or_a_spirit_of_greater_mana_value(target):
    """702.46a: Grizzly Bears isn't a Spirit; the Kami itself, in the graveyard when the ability is put
    on the stack, is a Spirit of mana value 8 > 7: neither is a legal target."""
    result, _ = play(SOULSHIFT.format(zone="hand"), [KAMI, GNARLED_MASS],
                     choose(0, "trigger_target", "kami", target))
    assert result["actions"][0] == {
        "ok": False, "refused": f"{target!r} is not a legal 'trigger_target' choice for 'kami' (legal: mass)"}


ZHUR_TAA = card("Zhur-Taa Goblin", "Riot (This creature enters with your choice of a +1/+1 counter or haste.)",
                "creature", "{R}{G}", "2/2", ("Goblin", "Berserker"))
RIOT = '''
    Given alice has Zhur-Taa Goblin in hand as "goblin"
    When alice casts "goblin"
    And the top of the stack resolves
    Then "goblin" is on the battlefield
    And "goblin" is {pt}
    And "goblin" {haste}
    And "goblin" did not trigger
'''


def test_riot_with_the_counter_chosen():
    """702.136a: riot is a static ability, a choice as it enters: the +1/+1 counter, no haste."""
    holds(RIOT.format(pt="3/3", haste='does not have the ability "Haste"'), [ZHUR_TAA],
          choose(1, "riot", "goblin", "counter"))


def test_riot_with_haste_chosen():
    """702.136a: "If you don't, it gains haste": no counter."""
    result = holds(RIOT.format(pt="2/2", haste='has the ability "Haste"'), [ZHUR_TAA],
                   choose(1, "riot", "goblin", "haste"))
    assert result["actions"][1] == {"ok": True}


def test_riot_choice_must_be_recorded():
    """The choice is the controller's: with none recorded the engine asks for it, it doesn't guess."""
    with pytest.raises(MissingChoice, match="'riot' choice"):
        play(RIOT.format(pt="2/2", haste='has the ability "Haste"'), [ZHUR_TAA])


GLINT_SLEEVE = card("Glint-Sleeve Artisan", "Fabricate 1 (When this creature enters, put a +1/+1 counter on it or "
                    "create a 1/1 colorless Servo artifact creature token.)", "creature", "{2}{W}", "2/2",
                    ("Dwarf", "Artificer"))
FABRICATE = '''
    Given alice has Glint-Sleeve Artisan in hand as "artisan"
    When alice casts "artisan"
    And the top of the stack resolves
    Then "artisan" triggered once
    When the top of the stack resolves
'''


def test_fabricate_counters():
    """702.123a: the controller may put N +1/+1 counters on it: no Servo."""
    holds(FABRICATE + '''
        Then "artisan" is 3/3
        And alice controls no tokens
        And the stack is empty
    ''', [GLINT_SLEEVE], choose(3, "fabricate", "artisan", "counters"))


def test_fabricate_servos():
    """702.123a: "If you don't, create N 1/1 colorless Servo artifact creature tokens"."""
    holds(FABRICATE + '''
        And it creates "servo"
        Then "artisan" is 2/2
        And "artisan" has no counters on it
        And "servo" is a token permanent
        And "servo" is named "Servo Token"
        And "servo" is 1/1
        And "servo" is colorless
        And "servo" has the card types artifact, creature
        And "servo" has the subtype Servo
        And "servo" has no abilities
        And "servo" is controlled by alice
    ''', [GLINT_SLEEVE], choose(3, "fabricate", "artisan", "tokens"))


def test_fabricate_after_its_permanent_left_creates_servos_without_a_choice():
    """702.123a, 400.7: the Artisan bounced before fabricate resolves can't get counters: Servo."""
    holds('''
        Given alice has Glint-Sleeve Artisan in hand as "artisan"
        And bob has Unsummon in hand as "unsummon"
        When alice casts "artisan"
        And the top of the stack resolves
        Then "artisan" triggered once
        When bob casts "unsummon" targeting "artisan"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "artisan" is in its owner's hand
        And alice controls one creature token
    ''', [GLINT_SLEEVE])


FLAYER_HUSK = card("Flayer Husk", "Living weapon (When this Equipment enters, create a 0/0 black Phyrexian Germ "
                   "creature token, then attach this to it.)\nEquipped creature gets +1/+1.\nEquip {2}",
                   "artifact", "{1}", subtypes=("Equipment",))


def test_living_weapon_creates_a_germ_and_attaches_to_it():
    """702.92a: a 0/0 black Phyrexian Germ creature token, then the Equipment attached: a 1/1."""
    holds('''
        Given alice has Flayer Husk in hand as "husk"
        When alice casts "husk"
        And the top of the stack resolves
        Then "husk" triggered once
        When the top of the stack resolves
        And it creates "germ"
        Then "husk" is attached to "germ"
        And "germ" is 1/1
        And "germ" is black
        And "germ" is named "Phyrexian Germ Token"
        And "germ" has the card type creature
        And "germ" has the creature types Phyrexian, Germ
        And "germ" is controlled by alice
        And the stack is empty
    ''', [FLAYER_HUSK])


def test_living_weapon_germ_dies_when_the_equipment_left_first():
    """702.92a, 701.3b: the Equipment destroyed before the ability resolves isn't attached: the 0/0
    Germ is put into the graveyard (704.5f) and ceases to exist (704.5d)."""
    holds('''
        Given alice has Flayer Husk in hand as "husk"
        And bob has Disenchant in hand as "disenchant"
        And alice controls Grizzly Bears as "bears"
        When alice casts "husk"
        And the top of the stack resolves
        Then "husk" triggered once
        When bob casts "disenchant" targeting "husk"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "germ"
        Then "germ" no longer exists
        And "husk" is in its owner's graveyard
        And alice controls no tokens
        And the stack is empty
    ''', [FLAYER_HUSK])


WANING_WURM = card("Waning Wurm", "Vanishing 2 (This creature enters with two time counters on it. At the beginning "
                   "of your upkeep, remove a time counter from it. When the last is removed, sacrifice it.)",
                   "creature", "{3}{B}", "7/6", ("Zombie", "Wurm"))


def test_vanishing_enters_with_time_counters():
    holds('''
        Given alice has Waning Wurm in hand as "wurm"
        When alice casts "wurm"
        And the top of the stack resolves
        Then "wurm" has two time counters on it
        And "wurm" did not trigger
    ''', [WANING_WURM])


def test_vanishing_removes_a_counter_each_upkeep_and_sacrifices_after_the_last():
    """702.63a: in its controller's upkeep a time counter is removed; when the last is removed, a
    second trigger sacrifices it. Not in the opponent's upkeep."""
    holds('''
        Given it is bob's end step
        And alice controls Waning Wurm as "wurm"
        And "wurm" has two time counters on it
        And alice has Forest in library as "alice-1"
        And alice has Forest in library as "alice-2"
        And bob has Forest in library as "bob-1"
        And bob has Forest in library as "bob-2"
        When the game proceeds to the next turn's upkeep step
        Then "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" has one time counter on it
        And "wurm" is on the battlefield
        And the stack is empty
        When the game proceeds to the next turn's upkeep step
        Then "wurm" did not trigger
        And "wurm" has one time counter on it
        When the game proceeds to the next turn's upkeep step
        Then "wurm" triggered once
        When the top of the stack resolves
        Then "wurm" has no counters on it
        And "wurm" triggered once
        And "wurm" is on the battlefield
        When the top of the stack resolves
        Then "wurm" is in its owner's graveyard
        And the stack is empty
    ''', [WANING_WURM])


def test_vanishing_without_time_counters_does_not_trigger():
    """702.63a, 603.4: "if this permanent has a time counter on it": none, no trigger, no sacrifice."""
    holds('''
        Given it is bob's end step
        And alice controls Waning Wurm as "wurm"
        When the game proceeds to the next turn's upkeep step
        Then "wurm" did not trigger
        And "wurm" is on the battlefield
    ''', [WANING_WURM])


RIDGEBACK = card("Skyshroud Ridgeback", "Fading 2 (This creature enters with two fade counters on it. At the beginning "
                 "of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)",
                 "creature", "{G}", "2/3", ("Beast",))


def test_fading_removes_a_counter_then_sacrifices_when_it_cannot():
    """702.32a: a fade counter removed in each of its controller's upkeeps; with none to remove, it is
    sacrificed."""
    holds('''
        Given it is bob's end step
        And alice controls Skyshroud Ridgeback as "beast"
        And "beast" has one fade counter on it
        And alice has Forest in library as "alice-1"
        And alice has Forest in library as "alice-2"
        And bob has Forest in library as "bob-1"
        And bob has Forest in library as "bob-2"
        When the game proceeds to the next turn's upkeep step
        Then "beast" triggered once
        When the top of the stack resolves
        Then "beast" has no counters on it
        And "beast" is on the battlefield
        And the stack is empty
        When the game proceeds to the next turn's upkeep step
        Then "beast" did not trigger
        When the game proceeds to the next turn's upkeep step
        Then "beast" triggered once
        When the top of the stack resolves
        Then "beast" is in its owner's graveyard
    ''', [RIDGEBACK])


MIRRAN_BARDICHE = card("Mirran Bardiche", "For Mirrodin! (When this Equipment enters, create a 2/2 red Rebel creature "
                       "token, then attach this to it.)\nEquipped creature gets +2/+1 and has vigilance.\nEquip {3}{W} "
                       "({3}{W}: Attach to target creature you control. Equip only as a sorcery.)",
                       "artifact", "{4}{W}", subtypes=("Equipment",))


def test_for_mirrodin_creates_a_rebel_and_attaches_to_it():
    """702.163a: a 2/2 red Rebel creature token, then this Equipment attached to it."""
    holds('''
        Given alice has Mirran Bardiche in hand as "bardiche"
        When alice casts "bardiche"
        And the top of the stack resolves
        Then "bardiche" triggered once
        When the top of the stack resolves
        And it creates "rebel"
        Then "bardiche" is attached to "rebel"
        And "rebel" is 4/3
        And "rebel" is red
        And "rebel" is named "Rebel Token"
        And "rebel" has the creature type Rebel
        And "rebel" has the ability "Vigilance"
        And "rebel" is controlled by alice
        And the stack is empty
    ''', [MIRRAN_BARDICHE])


def test_for_mirrodin_rebel_stays_unequipped_when_the_equipment_left():
    """701.3b: the Equipment destroyed before the ability resolves: a plain 2/2 Rebel."""
    holds('''
        Given alice has Mirran Bardiche in hand as "bardiche"
        And bob has Disenchant in hand as "disenchant"
        When alice casts "bardiche"
        And the top of the stack resolves
        And bob casts "disenchant" targeting "bardiche"
        And the top of the stack resolves
        And the top of the stack resolves
        And it creates "rebel"
        Then "rebel" is 2/2
        And "rebel" is not attached to anything
        And "bardiche" is in its owner's graveyard
    ''', [MIRRAN_BARDICHE])


SNAPJAW = card("Adaptive Snapjaw", "Evolve (Whenever a creature you control enters, if that creature has greater "
               "power or toughness than this creature, put a +1/+1 counter on this creature.)",
               "creature", "{4}{G}", "6/2", ("Lizard", "Beast"))
RIVER_KAIJIN = card("River Kaijin", "", "creature", "{2}{U}", "1/4", ("Spirit",))


def test_evolve_when_a_creature_with_greater_toughness_enters():
    """702.100a: River Kaijin (1/4) enters under its controller's control: toughness 4 > 2, it evolves."""
    holds('''
        Given alice controls Adaptive Snapjaw as "snapjaw"
        And alice has River Kaijin in hand as "kaijin"
        When alice casts "kaijin"
        And the top of the stack resolves
        Then "snapjaw" triggered once
        When the top of the stack resolves
        Then "snapjaw" is 7/3
        And "snapjaw" has one +1/+1 counter on it
        And the stack is empty
    ''', [SNAPJAW, RIVER_KAIJIN])


def test_evolve_not_for_a_smaller_creature_nor_an_opponents():
    """702.100a: Grizzly Bears (2/2) is neither more powerful nor tougher than a 6/2; bob's River
    Kaijin isn't a creature alice controls."""
    holds('''
        Given alice controls Adaptive Snapjaw as "snapjaw"
        And alice has Grizzly Bears in hand as "bears"
        When alice casts "bears"
        And the top of the stack resolves
        Then "snapjaw" did not trigger
        Given bob has River Kaijin in hand as "kaijin"
        When "kaijin" is put onto the battlefield under bob's control
        Then "snapjaw" did not trigger
        And "snapjaw" is 6/2
    ''', [SNAPJAW, RIVER_KAIJIN])


def test_evolve_rechecks_as_it_resolves():
    """603.4: with a +1/+1 counter put on the Snapjaw before evolve resolves (7/3 against a 1/4), the
    condition still holds; with two (8/4), it no longer does and nothing happens."""
    for n, pt in (("one", "8/4"), ("two", "8/4")):
        holds(f'''
            Given alice controls Adaptive Snapjaw as "snapjaw"
            And alice has River Kaijin in hand as "kaijin"
            When alice casts "kaijin"
            And the top of the stack resolves
            Then "snapjaw" triggered once
            When {n} +1/+1 counters are put on "snapjaw"
            And the top of the stack resolves
            Then "snapjaw" is {pt}
            And the stack is empty
        ''', [SNAPJAW, RIVER_KAIJIN])


CACKLER = card("Rakdos Cackler", "Unleash (You may have this creature enter with a +1/+1 counter on it. It can't block "
               "as long as it has a +1/+1 counter on it.)", "creature", "{B/R}", "1/1", ("Devil",))
UNLEASH = '''
    Given it is bob's precombat main phase
    And alice has Rakdos Cackler in hand as "cackler"
    And bob controls Grizzly Bears as "bears"
    When "cackler" is put onto the battlefield under alice's control
    Then "cackler" is {pt}
    When bob attacks alice with "bears"
    And alice blocks "bears" with "cackler"
'''


def test_unleashed_creature_cannot_block():
    """702.98a: entered with the +1/+1 counter: a 2/2 that can't block."""
    holds(UNLEASH.format(pt="2/2") + "    Then the action is refused", [CACKLER],
          choose(0, "unleash", "cackler", "yes"))


def test_creature_entered_without_the_unleash_counter_can_block():
    """702.98a: declined, a 1/1 that blocks (a refused block would fail the fixture)."""
    holds(UNLEASH.format(pt="1/1"), [CACKLER], choose(0, "unleash", "cackler", "no"))


def test_unleash_can_block_again_once_the_counter_is_gone():
    """702.98a: "as long as it has a +1/+1 counter on it": a -1/-1 counter annihilates it (704.5q)."""
    holds('''
        Given it is bob's precombat main phase
        And alice controls Rakdos Cackler as "cackler"
        And "cackler" has one +1/+1 counter on it
        And bob controls Grizzly Bears as "bears"
        When one -1/-1 counter is put on "cackler"
        Then "cackler" has no counters on it
        When bob attacks alice with "bears"
        And alice blocks "bears" with "cackler"
        Then "cackler" is 1/1
    ''', [CACKLER])


KROSAN_GRIP = card("Krosan Grip", "Split second (As long as this spell is on the stack, players can't cast spells or "
                   "activate abilities that aren't mana abilities.)\nDestroy target artifact or enchantment.",
                   "instant", "{2}{G}")


def test_split_second_forbids_spells_and_non_mana_abilities_while_on_the_stack():
    """702.61a: with Krosan Grip on the stack bob can't cast Shock nor activate Mogg Fanatic's
    ability; 702.61b: he may activate Llanowar Elves' mana ability. Once it has resolved, Shock can
    be cast again."""
    holds('''
        Given alice has Krosan Grip in hand as "grip"
        And bob controls Flayer Husk as "husk"
        And bob has Shock in hand as "shock"
        And bob controls Mogg Fanatic as "fanatic"
        And bob controls Llanowar Elves as "elves"
        When alice casts "grip" targeting "husk"
        And bob casts "shock" targeting alice
        Then the action is refused
        When bob activates the ability of "fanatic" targeting alice
        Then the action is refused
        When bob taps "elves" for mana
        Then bob's mana pool holds {G}
        When the top of the stack resolves
        Then "husk" is in its owner's graveyard
        And "fanatic" is on the battlefield
        And the stack is empty
        When bob casts "shock" targeting alice
        And the top of the stack resolves
        Then alice has 18 life
    ''', [KROSAN_GRIP, FLAYER_HUSK])


def test_split_second_spell_itself_can_be_cast_in_response():
    """702.61a restricts only while the split second spell is on the stack: it can itself be cast
    in response to another spell."""
    holds('''
        Given alice has Krosan Grip in hand as "grip"
        And bob controls Flayer Husk as "husk"
        And bob has Shock in hand as "shock"
        When bob casts "shock" targeting alice
        And alice casts "grip" targeting "husk"
        And the top of the stack resolves
        Then "husk" is in its owner's graveyard
        When the top of the stack resolves
        Then alice has 18 life
    ''', [KROSAN_GRIP, FLAYER_HUSK])


MOSSDOG = card("Greater Mossdog", "Dredge 3 (If you would draw a card, you may mill three cards instead. If you do, "
               "return this card from your graveyard to your hand.)", "creature", "{3}{G}", "3/3", ("Plant", "Dog"))
DREDGE = '''
    Given it is alice's upkeep step
    And alice has Greater Mossdog in graveyard as "mossdog"
    And alice has Forest in library as "bottom"
    And alice has Island in library as "third"
    And alice has Swamp in library as "second"
    And alice has Mountain in library as "top"
    When the game proceeds to the draw step
'''


def test_dredge_mills_instead_of_drawing_and_returns_the_card():
    """702.52a: alice's draw in her draw step replaced: the top three cards milled, Greater Mossdog
    returned to her hand."""
    holds(DREDGE + '''
        Then "mossdog" is in its owner's hand
        And "top" is in its owner's graveyard
        And "second" is in its owner's graveyard
        And "third" is in its owner's graveyard
        And "bottom" is in its owner's library
        And alice has one card in hand
    ''', [MOSSDOG], choose(0, "dredge", None, "mossdog"))


def test_dredge_declined_draws():
    holds(DREDGE + '''
        Then "mossdog" is in its owner's graveyard
        And "top" is in its owner's hand
        And alice has three cards in library
    ''', [MOSSDOG], choose(0, "dredge", None, "draw"))


def test_dredge_needs_n_cards_in_the_library():
    """702.52b: with two cards in the library, dredge 3 can't replace the draw: no choice is asked."""
    holds('''
        Given it is alice's upkeep step
        And alice has Greater Mossdog in graveyard as "mossdog"
        And alice has Swamp in library as "second"
        And alice has Mountain in library as "top"
        When the game proceeds to the draw step
        Then "mossdog" is in its owner's graveyard
        And "top" is in its owner's hand
    ''', [MOSSDOG])


SYNDIC = card("Syndic of Tithes", "Extort (Whenever you cast a spell, you may pay {W/B}. If you do, each opponent loses "
              "1 life and you gain that much life.)", "creature", "{1}{W}", "2/2", ("Human", "Cleric"))
EXTORT = '''
    Given alice controls Syndic of Tithes as "syndic"
    And alice controls Swamp as "swamp"
    And alice has Lightning Bolt in hand as "bolt"
    When alice taps "swamp" for mana
    And alice casts "bolt" targeting bob
    Then "syndic" triggered once
    When the top of the stack resolves
'''


def test_extort_paid_drains_each_opponent():
    """702.101a: alice casts Lightning Bolt, pays {B} for {W/B}: bob loses 1, alice gains 1."""
    def edit(fx):
        choose(3, "may", "syndic", "yes")(fx)
        choose(3, "pay_mana", "syndic", "{B}")(fx)
    holds(EXTORT + '''
        Then bob has 19 life
        And alice has 21 life
        And alice's mana pool is empty
        When the top of the stack resolves
        Then bob has 16 life
    ''', [SYNDIC], edit)


def test_extort_declined_and_not_for_an_opponents_spell():
    """702.101a: "you may pay": declined, nothing; bob's Shock is not a spell alice cast."""
    holds(EXTORT + '''
        Then bob has 20 life
        And alice has 20 life
        Given bob has Shock in hand as "shock"
        When bob casts "shock" targeting alice
        Then "syndic" did not trigger
    ''', [SYNDIC], choose(3, "may", "syndic", "no"))


ELDER = card("Thunder-Thrash Elder", "Devour 3 (As this creature enters, you may sacrifice any number of creatures. It "
             "enters with three times that many +1/+1 counters on it.)", "creature", "{2}{R}", "1/1",
             ("Lizard", "Warrior"))
DEVOUR = '''
    Given alice has Thunder-Thrash Elder in hand as "elder"
    And alice controls Grizzly Bears as "bears-1"
    And alice controls Grizzly Bears as "bears-2"
    And bob controls Grizzly Bears as "bobs-bears"
    When alice casts "elder"
    And the top of the stack resolves
'''


def test_devour_sacrifices_creatures_for_counters():
    """702.82a: two creatures devoured: six +1/+1 counters, a 7/7; the Bears are in the graveyard."""
    holds(DEVOUR + '''
        Then "elder" is 7/7
        And "elder" has six +1/+1 counters on it
        And "bears-1" is in its owner's graveyard
        And "bears-2" is in its owner's graveyard
        And "bobs-bears" is on the battlefield
    ''', [ELDER], choose(1, "devour", "elder", ["bears-1", "bears-2"]))


def test_devour_nothing():
    holds(DEVOUR + '''
        Then "elder" is 1/1
        And "elder" has no counters on it
        And "bears-1" is on the battlefield
    ''', [ELDER], choose(1, "devour", "elder", []))


def test_devour_cannot_sacrifice_an_opponents_creature():
    """701.21a: only permanents its controller controls can be sacrificed."""
    holds(DEVOUR + '''
        Then the action is refused
    ''', [ELDER], choose(1, "devour", "elder", ["bobs-bears"]))
