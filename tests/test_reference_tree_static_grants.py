"""Static abilities granting quoted rules text, combat restrictions and requirements, read from the
grammar's tree (issue 13; rules/tree_statics.py, rules/tree_restrictions.py), each played in a game:

* 'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."': the
  quoted ability is the enchanted creature's (613.1f, layer 6), activated by its controller, "this
  creature" being the object that has it; it stops when the Aura leaves (611.3a);
* a granted triggered ability (603) and a granted mana ability (605);
* "Target creature can't be blocked this turn", "Target creature can't block this turn", a spell's
  "Creatures your opponents control can't block this turn" (509.1b, 611.2c: locked in, 514.2: ends
  in the cleanup step);
* "Enchanted creature gets +2/+2 and attacks each combat if able" (508.1d), "Equipped creature gets
  +2/+2 and can't block", "This creature can't be blocked as long as ..." style conditions;
* refusals: what isn't read stays unsupported, naming the line.

The cards are made up for the test (real Oracle wordings, not in the pool).
"""

from __future__ import annotations

import pytest

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import Unsupported, abilities_of, problems
from tests.tree_play import card, choose, holds, play


def read(text: str, is_spell: bool = False) -> list[str]:
    """The engine's reading of a one-line text: its problems ([] = implemented)."""
    abilities = abilities_of(text, "Test Card", is_spell)
    assert len(abilities) == 1, abilities
    return problems(abilities[0])


def aura(name: str, text: str) -> dict:
    return card(name, "Enchant creature\n" + text, "enchantment", "{R}", subtypes=("Aura",))


PING_TEXT = 'Enchanted creature gets +2/+2 and has "{T}: This creature deals 1 damage to any target."'
PING = aura("Test Ping Aura", PING_TEXT)
SHATTER = card("Test Shatter", "Destroy target artifact or enchantment.", "instant", "{R}")


# -- quoted abilities granted (613.1f) ---------------------------------------------------------------

def test_granted_activated_ability_is_the_enchanted_creatures():
    assert read(PING_TEXT) == []
    holds('''
        Given alice controls Test Ping Aura as "aura"
        And alice controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And "aura" is attached to "bears"
        When alice activates the ability of "bears" targeting "elves"
        And the top of the stack resolves
        Then "bears" is 4/4
        And "bears" is tapped
        And "elves" is in the graveyard
    ''', [PING])
    # "this creature" in the quote is the object that has the ability: it deals the damage
    holds('''
        Given alice controls Test Ping Aura as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        When alice activates the ability of "bears" targeting bob
        And the top of the stack resolves
        Then bob has 19 life
    ''', [PING])


def test_granted_ability_goes_when_the_aura_leaves():
    result, _ = play('''
        Given alice controls Test Ping Aura as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        And bob has Test Shatter in hand as "shatter"
        And it is bob's precombat main phase
        When bob casts "shatter" targeting "aura"
        And the top of the stack resolves
        And alice activates the ability of "bears" targeting bob
        Then it is refused
        And "bears" is 2/2
    ''', [PING, SHATTER])
    assert "no activated ability" in result["actions"][2]["refused"], result["actions"]


def test_granted_triggered_ability():
    text = 'Enchanted creature has "At the beginning of your upkeep, you gain 1 life."'
    assert read(text) == []
    holds('''
        Given alice controls Test Boon as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        And it is alice's untap step
        When the game proceeds to the draw step
        Then alice has 21 life
    ''', [aura("Test Boon", text)])


def test_granted_mana_ability_to_each_creature_you_control():
    text = 'Creatures you control have "{T}: Add {G}."'
    assert read(text) == []
    cradle = card("Test Cradle", text, "enchantment", "{2}{G}")
    holds('''
        Given alice controls Test Cradle as "cradle"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "other"
        When alice taps "bears" for mana
        Then alice's mana pool holds {G}
        And "bears" is tapped
    ''', [cradle])


def test_unsupported_quoted_text_refuses_the_line_naming_it():
    text = 'Creatures you control have "Whenever this creature attacks, venture into the dungeon."'
    why = read(text)
    assert why and "its quoted ability" in why[0] and "venture" in why[0], why
    with pytest.raises(Unsupported) as exc:
        play('''
            Given alice controls Test Venture as "v"
            Then alice has 20 life
        ''', [card("Test Venture", text, "enchantment")])
    assert exc.value.lines[0]["line"] == text


# -- one-shot restrictions (509.1b, 611.2c, 514.2) --------------------------------------------------

PATHMAGE = card("Test Pathmage", "{T}: Target creature can't be blocked this turn.", "creature", "{U}", "1/1")
CYCLOPS = card("Test Cyclops", "{T}: Target creature can't block this turn.", "creature", "{R}", "1/1")
SEISMIC = card("Test Wave", "Creatures your opponents control can't block this turn.", "sorcery", "{R}")


def test_target_creature_cant_be_blocked_this_turn():
    assert read(PATHMAGE["oracle_text"]) == []
    result, _ = play('''
        Given alice controls Test Pathmage as "pm"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And bob controls Grizzly Bears as "wall"
        When alice activates the ability of "pm" targeting "bears"
        And the top of the stack resolves
        And alice attacks bob with "bears" and "elves"
        And bob blocks "bears" with "wall"
        Then it is refused
    ''', [PATHMAGE])
    assert [a["ok"] for a in result["actions"]] == [True, True, True, False], result["actions"]
    assert "can't be blocked" in result["actions"][-1]["refused"]
    # the other attacker can be blocked: the restriction is only the target's
    holds('''
        Given alice controls Test Pathmage as "pm"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And bob controls Grizzly Bears as "wall"
        When alice activates the ability of "pm" targeting "bears"
        And the top of the stack resolves
        And alice attacks bob with "bears" and "elves"
        And bob blocks "elves" with "wall"
        Then "wall" is 2/2
    ''', [PATHMAGE])


def test_target_creature_cant_block_this_turn_and_it_ends_at_cleanup():
    assert read(CYCLOPS["oracle_text"]) == []
    result, _ = play('''
        Given alice controls Test Cyclops as "cy"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "wall"
        When alice activates the ability of "cy" targeting "wall"
        And the top of the stack resolves
        And alice attacks bob with "bears"
        And bob blocks "bears" with "wall"
        Then it is refused
    ''', [CYCLOPS])
    assert not result["actions"][-1]["ok"] and "can't block" in result["actions"][-1]["refused"]
    # made in bob's end step, the effect ends in that turn's cleanup step (514.2): on alice's
    # next turn "wall" blocks
    result, _ = play('''
        Given alice controls Test Cyclops as "cy"
        And alice controls Grizzly Bears as "bears"
        And alice has Island in library as "top"
        And bob controls Grizzly Bears as "wall"
        And it is bob's end step
        When alice activates the ability of "cy" targeting "wall"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        And the phase ends
        And the phase ends
        And the phase ends
        And alice attacks bob with "bears"
        And bob blocks "bears" with "wall"
        Then "wall" is 2/2
    ''', [CYCLOPS])
    assert all(a["ok"] for a in result["actions"]), result["actions"]


def test_spell_creatures_your_opponents_control_cant_block_this_turn():
    assert read(SEISMIC["oracle_text"], is_spell=True) == []
    result, _ = play('''
        Given alice has Test Wave in hand as "wave"
        And alice controls Grizzly Bears as "bears"
        And bob controls Grizzly Bears as "wall"
        When alice casts "wave"
        And the top of the stack resolves
        And alice attacks bob with "bears"
        And bob blocks "bears" with "wall"
        Then it is refused
    ''', [SEISMIC])
    assert [a["ok"] for a in result["actions"]] == [True, True, True, False], result["actions"]
    # 611.2c: the creatures affected are locked in as it resolves: one entering later may block
    holds('''
        Given alice has Test Wave in hand as "wave"
        And alice controls Grizzly Bears as "bears"
        And bob has Grizzly Bears in hand as "late"
        When alice casts "wave"
        And the top of the stack resolves
        And "late" is put onto the battlefield under bob's control
        And alice attacks bob with "bears"
        And bob blocks "bears" with "late"
        Then "late" is 2/2
    ''', [SEISMIC])


# -- static restrictions and requirements (508.1c-d, 509.1b) -----------------------------------------

def test_enchanted_creature_gets_a_bonus_and_attacks_each_combat_if_able():
    text = "Enchanted creature gets +2/+2 and attacks each combat if able."
    assert read(text) == []
    frenzy = aura("Test Frenzy", text)
    result, _ = play('''
        Given alice controls Test Frenzy as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        When alice declares no attackers
        Then it is refused
    ''', [frenzy])
    assert not result["actions"][0]["ok"] and "attacks each combat if able" in result["actions"][0]["refused"]
    holds('''
        Given alice controls Test Frenzy as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        When alice attacks bob with "bears"
        Then "bears" is 4/4
        And "bears" is tapped
    ''', [frenzy])


def test_equipped_creature_gets_a_bonus_and_cant_block():
    text = "Equipped creature gets +2/+2 and can't block."
    assert read(text) == []
    gear = card("Test Carapace", text + "\nEquip {2}", "artifact", "{1}", subtypes=("Equipment",))
    result, _ = play('''
        Given bob controls Test Carapace as "gear"
        And bob controls Grizzly Bears as "wall"
        And bob controls Llanowar Elves as "elves"
        And "gear" is attached to "wall"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "wall"
        Then it is refused
    ''', [gear])
    assert not result["actions"][-1]["ok"], result["actions"]
    holds('''
        Given bob controls Test Carapace as "gear"
        And bob controls Grizzly Bears as "wall"
        And bob controls Llanowar Elves as "elves"
        And "gear" is attached to "wall"
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "elves"
        Then "wall" is 4/4
    ''', [gear])


def test_creatures_you_control_with_a_condition_cant_be_blocked():
    text = "As long as you control an artifact, creatures you control can't be blocked."
    assert read(text) == []
    veil = card("Test Veil", text, "enchantment", "{U}")
    for extra, ok in (("And alice controls Doubling Cube as \"cube\"", False), ("", True)):
        result, _ = play(f'''
            Given alice controls Test Veil as "veil"
            And alice controls Grizzly Bears as "bears"
            {extra}
            And bob controls Grizzly Bears as "wall"
            When alice attacks bob with "bears"
            And bob blocks "bears" with "wall"
            Then "wall" is 2/2
        ''', [veil])
        assert result["actions"][1]["ok"] is ok, (extra, result["actions"])


@pytest.mark.parametrize("text,is_spell,why", [
    ("{1}{R}: Target creature can't block this creature this turn.", False, "restriction"),
    ("This creature attacks or blocks each combat if able.", False, "st_must_attack_or_block"),
    ("Target creature can't attack or block during its controller's next turn.", True, None),
    ("Enchanted creature gets +2/+2 or attacks each combat if able.", False, None),
])
def test_restrictions_not_read_are_refused(text, is_spell, why):
    got = read(text, is_spell)
    assert got, text
    if why:
        assert why in got[0], got


# -- conditions of static abilities (611.3a: checked each time) ----------------------------------------

def test_as_long_as_this_creature_is_equipped_it_gets_a_bonus():
    text = "As long as this creature is equipped, it gets +2/+0 and has menace."
    assert read(text) == []
    champ = card("Test Champion", text, "creature", "{1}{R}", "2/2")
    gear = card("Test Plate", "Equip {1}", "artifact", "{1}", subtypes=("Equipment",))
    holds('''
        Given alice controls Test Champion as "champ"
        And alice controls Test Plate as "gear"
        And "gear" is attached to "champ"
        Then "champ" is 4/2
        And "champ" has the ability "Menace"
    ''', [champ, gear])
    holds('''
        Given alice controls Test Champion as "champ"
        And alice controls Test Plate as "gear"
        Then "champ" is 2/2
        And "champ" does not have the ability "Menace"
    ''', [champ, gear])


def test_as_long_as_enchanted_permanent_is_a_creature():
    text = "As long as enchanted permanent is a creature, it gets +1/+1 and has trample."
    assert read(text) == []
    rune = card("Test Rune", "Enchant permanent\n" + text, "enchantment", "{G}", subtypes=("Aura",))
    holds('''
        Given alice controls Test Rune as "rune"
        And alice controls Grizzly Bears as "bears"
        And "rune" is attached to "bears"
        Then "bears" is 3/3
        And "bears" has the ability "Trample"
    ''', [rune])


def test_threshold_counts_the_cards_in_your_graveyard():
    text = "This creature gets +2/+2 as long as there are seven or more cards in your graveyard."
    assert read(text) == []
    bear = card("Test Werebear", text, "creature", "{1}{G}", "1/1")
    cards = "\n".join(f'And alice has Island in graveyard as "i{i}"' for i in range(6))
    holds(f'''
        Given alice controls Test Werebear as "wb"
        {cards}
        And bob has Island in graveyard as "theirs"
        Then "wb" is 1/1
    ''', [bear])
    holds(f'''
        Given alice controls Test Werebear as "wb"
        {cards}
        And alice has Island in graveyard as "seventh"
        Then "wb" is 3/3
    ''', [bear])


def test_has_a_keyword_as_long_as_you_control_another_of_a_type_and_as_long_as_it_has_a_counter():
    text = "This creature has haste as long as you control another Bear."
    assert read(text) == []
    brute = card("Test Brute", text, "creature", "{R}", "2/2", subtypes=("Bear",))
    holds('''
        Given alice controls Test Brute as "brute"
        Then "brute" does not have the ability "Haste"
    ''', [brute])
    holds('''
        Given alice controls Test Brute as "brute"
        And alice controls Grizzly Bears as "bears"
        Then "brute" has the ability "Haste"
    ''', [brute])
    text = "This creature has flying as long as it has a +1/+1 counter on it."
    assert read(text) == []
    walker = card("Test Lightwalker", text, "creature", "{1}{W}", "2/1")
    holds('''
        Given alice controls Test Lightwalker as "lw"
        And alice controls Test Lightwalker as "lw2"
        And "lw" has one +1/+1 counter on it
        Then "lw" has the ability "Flying"
        And "lw2" does not have the ability "Flying"
    ''', [walker])


def test_gets_a_bonus_as_long_as_its_untapped():
    text = "This creature gets +0/+3 as long as it's untapped."
    assert read(text) == []
    raptor = card("Test Raptors", text, "creature", "{3}{W}", "3/3")
    holds('''
        Given alice controls Test Raptors as "r"
        And alice controls Test Raptors as "t"
        And "t" is tapped
        Then "r" is 3/6
        And "t" is 3/3
    ''', [raptor])


@pytest.mark.parametrize("text", [
    "As long as this creature is goaded, it gets +1/+1.",  # (monstrous is read: rules/monstrosity.py)
    "As long as enchanted player is poisoned, this creature gets +1/+1.",
    "This creature gets +1/+1 as long as it's blocking.",
])
def test_conditions_not_read_are_refused(text):
    assert read(text), text


# -- gaining control (613.1b, layer 2) --------------------------------------------------------------

THREATEN = card("Test Threaten", "Gain control of target creature until end of turn. Untap that creature. "
                "It gains haste until end of turn.", "instant", "{2}{R}")


def test_threaten_untaps_gives_haste_and_control_returns_at_cleanup():
    assert read(THREATEN["oracle_text"], is_spell=True) == []
    result, _ = play('''
        Given alice has Test Threaten in hand as "t"
        And bob controls Grizzly Bears as "bears"
        And "bears" is tapped
        And "bears" entered the battlefield this turn
        When alice casts "t" targeting "bears"
        And the top of the stack resolves
        Then "bears" is controlled by alice
        And "bears" is untapped
        And "bears" has the ability "Haste"
    ''', [THREATEN])
    assert all(a["ok"] for a in result["actions"]), result["actions"]
    holds('''
        Given alice has Test Threaten in hand as "t"
        And bob controls Grizzly Bears as "bears"
        And it is alice's end step
        When alice casts "t" targeting "bears"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        Then "bears" is controlled by bob
        And "bears" does not have the ability "Haste"
    ''', [THREATEN])


def test_target_opponent_gains_control_of_this_artifact():
    text = "{1}: Target opponent gains control of this artifact."
    assert read(text) == []
    idol = card("Test Idol", text, "artifact", "{2}")
    holds('''
        Given alice controls Test Idol as "idol"
        When alice activates the ability of "idol" targeting bob
        And the top of the stack resolves
        Then "idol" is controlled by bob
    ''', [idol])


def test_gain_control_for_as_long_as_you_control_this_creature():
    text = "When this creature enters, gain control of target creature for as long as you control this creature."
    assert read(text) == []
    flayer = card("Test Flayer", text, "creature", "{3}{U}{U}", "3/3")
    holds('''
        Given alice has Test Flayer in hand as "flayer"
        And bob controls Grizzly Bears as "bears"
        And bob has Test Shatter in hand as "shatter"
        When alice casts "flayer"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is controlled by alice
    ''', [flayer, SHATTER], edit=choose(1, "trigger_target", "flayer", "bears"))
    # "for as long as": once the source leaves, the effect ends (611.2b)
    doom = card("Test Doom", "Destroy target creature.", "instant", "{B}")
    holds('''
        Given alice has Test Flayer in hand as "flayer"
        And bob controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When alice casts "flayer"
        And the top of the stack resolves
        And the top of the stack resolves
        And bob casts "doom" targeting "flayer"
        And the top of the stack resolves
        Then "flayer" is in the graveyard
        And "bears" is controlled by bob
    ''', [flayer, doom], edit=choose(1, "trigger_target", "flayer", "bears"))


@pytest.mark.parametrize("text", [
    "Gain control of target creature until your next turn.",
    "Gain control of target creature for as long as you control a Vampire.",
    "Gain control of target creature until end of turn. Untap that creature. It gains ward {2} until end of turn.",
])
def test_control_changes_not_read_are_refused(text):
    assert read(text, is_spell=True), text


# -- "for each" bonuses and "attacks this turn if able" from a resolving ability -----------------------

def test_gets_a_bonus_until_end_of_turn_for_each_permanent_counted_once():
    text = "{T}: Target creature gets +1/+1 until end of turn for each creature you control."
    assert read(text) == []
    rally = card("Test Rally", text, "artifact", "{2}")
    holds('''
        Given alice controls Test Rally as "rally"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And alice has Grizzly Bears in hand as "late"
        When alice activates the ability of "rally" targeting "bears"
        And the top of the stack resolves
        And "late" is put onto the battlefield under alice's control
        Then "bears" is 4/4
        And "elves" is 1/1
    ''', [rally])


def test_other_in_a_for_each_count_is_other_than_the_creature_that_gets_the_bonus():
    text = "{T}: Target creature gets +1/+0 until end of turn for each other creature you control."
    assert read(text) == []
    rally = card("Test Banner", text, "artifact", "{2}")
    holds('''
        Given alice controls Test Banner as "banner"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        When alice activates the ability of "banner" targeting "bears"
        And the top of the stack resolves
        Then "bears" is 3/2
    ''', [rally])


def test_creatures_your_opponents_control_attack_this_turn_if_able():
    text = "{T}: Target creature attacks this turn if able."
    assert read(text) == []
    taunt = card("Test Taunter", text, "creature", "{R}", "1/1")
    result, _ = play('''
        Given bob controls Test Taunter as "taunter"
        And alice controls Grizzly Bears as "bears"
        And it is alice's beginning of combat step
        When bob activates the ability of "taunter" targeting "bears"
        And the top of the stack resolves
        And alice declares no attackers
        Then it is refused
    ''', [taunt])
    assert result["actions"][1]["ok"] and not result["actions"][2]["ok"], result["actions"]
    assert "attacks each combat if able" in result["actions"][2]["refused"]


def test_until_end_of_turn_first_applies_to_each_change_and_grant():
    text = "Until end of turn, target creature gets +1/+0 and gains indestructible."
    assert read(text, is_spell=True) == []
    brace = card("Test Brace", text, "instant", "{W}")
    doom = card("Test Doom", "Destroy target creature.", "instant", "{B}")
    holds('''
        Given alice has Test Brace in hand as "brace"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When alice casts "brace" targeting "bears"
        And the top of the stack resolves
        And bob casts "doom" targeting "bears"
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "bears" is 3/2
        And "bears" has the ability "Indestructible"
    ''', [brace, doom])
    text = "Until end of turn, creatures you control get +1/+1 and creatures your opponents control get -1/-1."
    assert read(text, is_spell=True) == []
    surge = card("Test Surge", text, "sorcery", "{1}{B}")
    holds('''
        Given alice has Test Surge in hand as "surge"
        And alice controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And bob controls Grizzly Bears as "other"
        And alice has Island in library as "top"
        When alice casts "surge"
        And the top of the stack resolves
        Then "bears" is 3/3
        And "elves" is in the graveyard
        And "other" is 1/1
    ''', [surge])
    holds('''
        Given alice has Test Surge in hand as "surge"
        And alice controls Grizzly Bears as "bears"
        And it is alice's end step
        When alice casts "surge"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        Then "bears" is 2/2
    ''', [card("Test Surge", text, "instant", "{1}{B}")])  # ended in the cleanup step (514.2)


def test_an_instruction_grants_quoted_text_until_end_of_turn_its_targets_are_its_own():
    text = "Until end of turn, target creature gains \"{T}: Return target nonland permanent to its owner's hand.\""
    assert read(text, is_spell=True) == []
    gift = card("Test Gift", text, "instant", "{U}")
    # the spell has one target; the quoted ability's target is chosen when it's activated
    result = holds('''
        Given alice has Test Gift in hand as "gift"
        And alice controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        When alice casts "gift" targeting "bears"
        And the top of the stack resolves
        And alice activates the ability of "bears" targeting "elves"
        And the top of the stack resolves
        Then "elves" is in the hand
        And "bears" is tapped
        And "bears" has the ability "{T}: Return target nonland permanent to its owner's hand."
    ''', [gift])
    assert all(a["ok"] for a in result["actions"])
    holds('''
        Given alice has Test Gift in hand as "gift"
        And alice controls Grizzly Bears as "bears"
        And it is alice's end step
        When alice casts "gift" targeting "bears"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        Then "bears" does not have the ability "{T}: Return target nonland permanent to its owner's hand."
    ''', [gift])


def test_cant_be_blocked_except_by_a_filter():
    text = "This creature can't be blocked except by black creatures."
    assert read(text) == []
    rogue = card("Test Rogue", text, "creature", "{1}{B}", "2/2")
    shade = card("Test Shade", "", "creature", "{B}", "1/1")
    result, _ = play('''
        Given alice controls Test Rogue as "rogue"
        And bob controls Grizzly Bears as "bears"
        When alice attacks bob with "rogue"
        And bob blocks "rogue" with "bears"
        Then it is refused
    ''', [rogue])
    assert not result["actions"][1]["ok"] and "509.1b" in result["actions"][1]["refused"], result["actions"]
    holds('''
        Given alice controls Test Rogue as "rogue"
        And bob controls Test Shade as "shade"
        When alice attacks bob with "rogue"
        And bob blocks "rogue" with "shade"
        Then "shade" is 1/1
    ''', [rogue, shade])


def test_enchanted_creature_cant_be_blocked_except_by_artifact_or_white_creatures():
    text = "Enchanted creature can't be blocked except by artifact creatures and/or white creatures."
    assert read(text) == []
    veil = aura("Test Veil Aura", text)
    knight = card("Test Knight", "", "creature", "{W}", "2/2")
    for blocker, cards, ok in (("Grizzly Bears", [veil], False), ("Test Knight", [veil, knight], True)):
        result, _ = play(f'''
            Given alice controls Test Veil Aura as "veil"
            And alice controls Grizzly Bears as "bears"
            And "veil" is attached to "bears"
            And bob controls {blocker} as "blocker"
            When alice attacks bob with "bears"
            And bob blocks "bears" with "blocker"
            Then "blocker" is 2/2
        ''', cards)
        assert result["actions"][1]["ok"] is ok, (blocker, result["actions"])


def test_a_and_b_you_control_the_qualifiers_written_once_are_both_parts():
    text = "Other Bears and Elves you control get +1/+1."
    assert read(text) == []
    lord = card("Test Warden", text, "creature", "{2}{G}", "2/2", subtypes=("Bear",))
    holds('''
        Given alice controls Test Warden as "warden"
        And alice controls Grizzly Bears as "bears"
        And alice controls Llanowar Elves as "elves"
        And bob controls Grizzly Bears as "theirs"
        And bob controls Llanowar Elves as "their-elves"
        Then "bears" is 3/3
        And "elves" is 2/2
        And "warden" is 2/2
        And "theirs" is 2/2
        And "their-elves" is 1/1
    ''', [lord])


# -- prevention shields from a resolving spell or ability (615) ----------------------------------------

SHOCK = card("Test Shock", "Test Shock deals 2 damage to any target.", "instant", "{R}")


def test_prevent_the_next_n_damage_to_any_target_is_used_up():
    text = "Prevent the next 3 damage that would be dealt to any target this turn."
    assert read(text, is_spell=True) == []
    ward = card("Test Mend", text, "instant", "{W}")
    holds('''
        Given alice has Test Mend in hand as "mend"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Shock in hand as "s1"
        And bob has Test Shock in hand as "s2"
        And bob has Test Shock in hand as "s3"
        When alice casts "mend" targeting "bears"
        And the top of the stack resolves
        And bob casts "s1" targeting "bears"
        And the top of the stack resolves
        And bob casts "s2" targeting "bears"
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "bears" has 1 damage marked on it
    ''', [ward, SHOCK])
    holds('''
        Given alice has Test Mend in hand as "mend"
        And bob has Test Shock in hand as "s1"
        When alice casts "mend" targeting alice
        And the top of the stack resolves
        And bob casts "s1" targeting alice
        And the top of the stack resolves
        Then alice has 20 life
    ''', [ward, SHOCK])


def test_prevent_all_damage_to_it_this_turn():
    text = "Untap target creature. Prevent all damage that would be dealt to it this turn."
    assert read(text, is_spell=True) == []
    guard = card("Test Guard", text, "instant", "{W}")
    holds('''
        Given alice has Test Guard in hand as "guard"
        And alice controls Grizzly Bears as "bears"
        And "bears" is tapped
        And bob has Test Shock in hand as "s1"
        And bob has Test Shock in hand as "s2"
        When alice casts "guard" targeting "bears"
        And the top of the stack resolves
        And bob casts "s1" targeting "bears"
        And the top of the stack resolves
        And bob casts "s2" targeting "bears"
        And the top of the stack resolves
        Then "bears" is untapped
        And "bears" has 0 damage marked on it
    ''', [guard, SHOCK])


@pytest.mark.parametrize("text", [
    "Prevent the next 2 damage that would be dealt to each player this turn.",
    "Prevent the next X damage that would be dealt to target creature this turn.",
])
def test_preventions_not_read_are_refused(text):
    assert read(text, is_spell=True), text


# -- "as this enters" (614.12) ---------------------------------------------------------------------

SHOCKLAND = card("Test Shockland", "As this land enters, you may pay 2 life. If you don't, it enters tapped.\n"
                 "{T}: Add {W}.", "land", "")


@pytest.mark.parametrize("pay,life,tapped", [("yes", 18, "untapped"), ("no", 20, "tapped")])
def test_as_this_land_enters_you_may_pay_life_or_it_enters_tapped(pay, life, tapped):
    assert read(SHOCKLAND["oracle_text"].split("\n")[0]) == []
    holds(f'''
        Given alice has Test Shockland in hand as "land"
        When alice plays "land"
        Then alice has {life} life
        And "land" is {tapped}
    ''', [SHOCKLAND], edit=choose(0, "may", "land", pay))


def test_as_this_land_enters_with_too_little_life_it_enters_tapped():
    holds('''
        Given alice has Test Shockland in hand as "land"
        And alice has 1 life
        When alice plays "land"
        Then alice has 1 life
        And "land" is tapped
    ''', [SHOCKLAND])


# -- losing abilities (613.1f) and base power and toughness (613.4b) ------------------------------------

def test_enchanted_creature_loses_all_abilities_and_has_base_power_and_toughness():
    text = "Enchanted creature loses all abilities and has base power and toughness 1/1."
    assert read(text) == []
    frog = aura("Test Frogify", text)
    holds('''
        Given alice controls Test Frogify as "frog"
        And bob controls Serra Angel as "angel"
        And "frog" is attached to "angel"
        Then "angel" is 1/1
        And "angel" does not have the ability "Flying"
        And "angel" does not have the ability "Vigilance"
    ''', [frog])
    # 613.4b then 613.4c: a counter still counts
    holds('''
        Given alice controls Test Frogify as "frog"
        And bob controls Serra Angel as "angel"
        And "angel" has one +1/+1 counter on it
        And "frog" is attached to "angel"
        Then "angel" is 2/2
    ''', [frog])
    # an anthem the enchanted creature had stops applying (613.1f before 613.4c)
    lord = card("Test Banneret", "Other creatures you control get +1/+1.", "creature", "{1}{W}", "2/2")
    holds('''
        Given alice controls Test Frogify as "frog"
        And bob controls Test Banneret as "lord"
        And bob controls Grizzly Bears as "bears"
        And "frog" is attached to "lord"
        Then "bears" is 2/2
        And "lord" is 1/1
    ''', [frog, lord])


def test_enchanted_creature_has_defender_and_loses_flying():
    text = "Enchanted creature has defender and loses flying."
    assert read(text) == []
    grounded = aura("Test Grounding", text)
    holds('''
        Given alice controls Test Grounding as "g"
        And bob controls Serra Angel as "angel"
        And "g" is attached to "angel"
        Then "angel" does not have the ability "Flying"
        And "angel" has the ability "Defender"
        And "angel" has the ability "Vigilance"
    ''', [grounded])


def test_a_granted_dies_trigger_looks_back_in_time():
    """603.10a: the creature had the ability as it died (the Aura's effect ended with it)."""
    text = 'Enchanted creature has "When this creature dies, you gain 3 life."'
    assert read(text) == []
    doom = card("Test Doom", "Destroy target creature.", "instant", "{B}")
    holds('''
        Given alice controls Test Last Gift as "aura"
        And alice controls Grizzly Bears as "bears"
        And "aura" is attached to "bears"
        And bob has Test Doom in hand as "doom"
        And it is bob's precombat main phase
        When bob casts "doom" targeting "bears"
        And the top of the stack resolves
        And the stack resolves
        Then alice has 23 life
    ''', [aura("Test Last Gift", text), doom])


def test_a_granted_tap_mana_ability_obeys_summoning_sickness():
    """302.6: a creature's {T} ability, granted or not, needs it under control since the turn began."""
    cradle = card("Test Cradle", 'Creatures you control have "{T}: Add {G}."', "enchantment", "{2}{G}")
    result, _ = play('''
        Given alice controls Test Cradle as "cradle"
        And alice controls Grizzly Bears as "bears"
        And "bears" entered the battlefield this turn
        When alice taps "bears" for mana
        Then it is refused
    ''', [cradle])
    assert not result["actions"][0]["ok"], result["actions"]


def test_target_creature_doesnt_untap_during_its_controllers_next_untap_step():
    text = "{3}: Target creature doesn't untap during its controller's next untap step."
    assert read(text) == []
    frost = card("Test Frost", text, "artifact", "{2}")
    holds('''
        Given alice controls Test Frost as "frost"
        And bob controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And "bears" is tapped
        And "elves" is tapped
        And it is alice's end step
        When alice activates the ability of "frost" targeting "bears"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        Then it is bob's upkeep step
        And "bears" is tapped
        And "elves" is untapped
    ''', [frost])
    # only that untap step: the one after it untaps the creature (the effect is over)
    holds('''
        Given alice controls Test Frost as "frost"
        And bob controls Grizzly Bears as "bears"
        And alice has Island in library as "a1"
        And bob has Island in library as "b1"
        And "bears" is tapped
        And it is alice's end step
        When alice activates the ability of "frost" targeting "bears"
        And the top of the stack resolves
        And the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        And the game proceeds to the next turn's upkeep step
        Then it is bob's upkeep step
        And "bears" is untapped
    ''', [frost])


def test_your_next_untap_step_is_refused_for_now():
    assert read("{T}: This creature deals 2 damage to any target and doesn't untap during your next untap step.")


# -- "You control enchanted creature." (613.1b) -----------------------------------------------------

MAGIC = card("Test Control Magic", "Enchant creature\nYou control enchanted creature.", "enchantment", "{2}{U}{U}",
             subtypes=("Aura",))


def test_you_control_enchanted_creature_and_it_returns_when_the_aura_leaves():
    assert read("You control enchanted creature.") == []
    holds('''
        Given alice has Test Control Magic in hand as "magic"
        And bob controls Grizzly Bears as "bears"
        When alice casts "magic" targeting "bears"
        And the top of the stack resolves
        Then "magic" is attached to "bears"
        And "bears" is controlled by alice
    ''', [MAGIC])
    holds('''
        Given alice has Test Control Magic in hand as "magic"
        And bob controls Grizzly Bears as "bears"
        And bob has Test Shatter in hand as "shatter"
        When alice casts "magic" targeting "bears"
        And the top of the stack resolves
        And bob casts "shatter" targeting "magic"
        And the top of the stack resolves
        Then "magic" is in the graveyard
        And "bears" is controlled by bob
    ''', [MAGIC, SHATTER])


@pytest.mark.parametrize("forest,ok", [(True, True), (False, False)])
def test_cant_block_unless_you_control_a_forest(forest, ok):
    text = "This creature can't block unless you control a Forest."
    assert read(text) == []
    elk = card("Test Elk", text, "creature", "{G}", "2/2")
    extra = 'And bob controls Forest as "forest"' if forest else ""
    result, _ = play(f'''
        Given bob controls Test Elk as "elk"
        {extra}
        And alice controls Grizzly Bears as "bears"
        When alice attacks bob with "bears"
        And bob blocks "bears" with "elk"
        Then "elk" is 2/2
    ''', [elk])
    assert result["actions"][1]["ok"] is ok, result["actions"]


def test_cant_attack_unless_a_graveyard_condition():
    text = "This creature can't attack unless there are two or more cards in your graveyard."
    assert read(text) == []
    ghoul = card("Test Ghoul", text, "creature", "{B}", "3/3")
    result, _ = play('''
        Given alice controls Test Ghoul as "ghoul"
        And alice has Island in graveyard as "i1"
        When alice attacks bob with "ghoul"
        Then it is refused
    ''', [ghoul])
    assert not result["actions"][0]["ok"], result["actions"]
    holds('''
        Given alice controls Test Ghoul as "ghoul"
        And alice has Island in graveyard as "i1"
        And alice has Island in graveyard as "i2"
        When alice attacks bob with "ghoul"
        Then "ghoul" is tapped
    ''', [ghoul])


def test_a_grant_with_no_duration_lasts_indefinitely():
    """611.2a: "Target creature gains flying." (no duration stated) outlasts the turn."""
    text = "Target creature gets +1/+1 and gains flying."
    assert read(text, is_spell=True) == []
    wings = card("Test Wings", text, "instant", "{U}")
    holds('''
        Given alice has Test Wings in hand as "wings"
        And alice controls Grizzly Bears as "bears"
        And it is alice's end step
        When alice casts "wings" targeting "bears"
        And the top of the stack resolves
        And the phase ends
        And the phase ends
        Then it is bob's upkeep step
        And "bears" has the ability "Flying"
        And "bears" is 3/3
    ''', [wings])
    # 111.4: a token's "It has …" defines the token: read as its definition (rules/tokens.py, branch fx2;
    # played in tests/test_reference_fx2.py), not as a later effect
    assert read('When this creature enters, create a 1/1 colorless Eldrazi Scion creature token. '
                'It has "Sacrifice this token: Add {C}."') == []


@pytest.mark.parametrize("artifact,ok", [(True, True), (False, False)])
def test_can_attack_as_though_it_didnt_have_defender_as_long_as(artifact, ok):
    text = "As long as you control an artifact, this creature can attack as though it didn't have defender."
    assert read(text) == []
    wall = card("Test Wall", "Defender\n" + text, "creature", "{1}", "2/3")
    extra = 'And alice controls Doubling Cube as "cube"' if artifact else ""
    result, _ = play(f'''
        Given alice controls Test Wall as "wall"
        {extra}
        When alice attacks bob with "wall"
        Then "wall" is tapped
    ''', [wall])
    assert result["actions"][0]["ok"] is ok, result["actions"]


def test_creature_spells_cant_be_countered():
    text = "Green spells you control can't be countered."
    assert read(text) == []
    ground = card("Test Ground", text, "enchantment", "{G}")
    holds('''
        Given alice controls Test Ground as "ground"
        And alice has Grizzly Bears in hand as "bears"
        And bob has Cancel in hand as "cancel"
        When alice casts "bears"
        And bob casts "cancel" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is on the battlefield
    ''', [ground])
    # bob's green spell is countered: "you control" is the source's controller
    holds('''
        Given alice controls Test Ground as "ground"
        And bob has Grizzly Bears in hand as "bears"
        And alice has Cancel in hand as "cancel"
        And it is bob's precombat main phase
        When bob casts "bears"
        And alice casts "cancel" targeting "bears"
        And the top of the stack resolves
        Then "bears" is in the graveyard
    ''', [ground])


def test_tap_target_creature_it_doesnt_untap_during_its_controllers_next_untap_step():
    text = "Tap target creature. It doesn't untap during its controller's next untap step."
    frost = card("Test Frostbite", text, "instant", "{U}")
    holds('''
        Given alice has Test Frostbite in hand as "frost"
        And bob controls Grizzly Bears as "bears"
        And bob controls Llanowar Elves as "elves"
        And "elves" is tapped
        And it is alice's end step
        When alice casts "frost" targeting "bears"
        And the top of the stack resolves
        Then "bears" is tapped
        When the phase ends
        And the phase ends
        Then it is bob's upkeep step
        And "bears" is tapped
        And "elves" is untapped
    ''', [frost])
