"""Attaching an Equipment by an instruction (701.3), read from the grammar's tree
(rules/tree_actions.py): "When this Equipment enters, attach it to target creature you control." and
"Attach target Equipment you control to this creature." Played in games, with the cases where the
attachment doesn't happen (701.3b) and the forms that stay refused.
"""

from __future__ import annotations

from mtg_reference_engine.engine import engine as _engine  # noqa: F401 - registers the rules modules
from mtg_reference_engine.state.support import abilities_of, problems
from tests.tree_play import card, choose, holds

BLADE = card("Test Blade", "When this Equipment enters, attach it to target creature you control.\n"
             "Equipped creature gets +1/+1.\nEquip {2}", "artifact", "{2}", subtypes=("Equipment",))
SQUIRE = card("Test Squire", "{0}: Attach target Equipment you control to this creature.", "creature", "{1}",
              "1/1")


def test_an_equipment_entering_attaches_itself_to_the_target_creature():
    holds('''
        Given alice has Test Blade in hand as "blade"
        And alice controls Grizzly Bears as "bears"
        When alice casts "blade"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "blade" is attached to "bears"
        And "bears" is 3/3
    ''', [BLADE], edit=choose(1, "trigger_target", "blade", "bears"))


def test_the_trigger_does_nothing_once_its_target_has_left():  # 608.2b, 701.3b
    holds('''
        Given alice has Test Blade in hand as "blade"
        And alice controls Grizzly Bears as "bears"
        And bob has Test Doom in hand as "doom"
        When alice casts "blade"
        And the top of the stack resolves
        And bob casts "doom" targeting "bears"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is in the graveyard
        And "blade" is on the battlefield
        And "blade" is not attached to anything
    ''', [BLADE, card("Test Doom", "Destroy target creature.", "instant", "{B}")],
        edit=choose(1, "trigger_target", "blade", "bears"))


def test_attach_target_equipment_to_this_creature_moves_it():
    holds('''
        Given alice controls Test Squire as "squire"
        And alice controls Test Blade as "blade"
        And alice controls Grizzly Bears as "bears"
        And "blade" is attached to "bears"
        Then "bears" is 3/3
        When alice activates the ability of "squire" targeting "blade"
        And the top of the stack resolves
        Then "blade" is attached to "squire"
        And "squire" is 2/2
        And "bears" is 2/2
    ''', [BLADE, SQUIRE])


def test_other_attachments_are_refused():
    for text in ("When this Aura enters, attach it to target creature.",
                 "Whenever a creature enters, attach it to target creature.",
                 "{1}: Attach target Aura you control to target creature."):
        why = [w for a in abilities_of(text, "Test Card", False) for w in problems(a)]
        assert why, text


def test_an_aura_with_nothing_to_enchant_never_enters_and_nothing_sees_it_leave():
    """303.4g: Animate Dead, returned from exile by Worldgorger Dragon with no creature card in a graveyard it
    could enchant (Grizzly Bears enters at the same time), stays in exile; it was never on the battlefield, so
    its "When this Aura leaves the battlefield" ability doesn't trigger (603.6c)."""
    holds('''
        Given it is alice's precombat main phase
        And alice has Worldgorger Dragon in hand as "dragon"
        And alice has Grizzly Bears in graveyard as "bears"
        And alice has Animate Dead in hand as "ad"
        And bob has Unsummon in hand as "unsummon"
        When alice casts "ad" targeting "bears"
        And the stack resolves
        Then "bears" is on the battlefield
        When alice casts "dragon"
        And the stack resolves
        Then "ad" is in exile
        And "bears" is in exile
        When bob casts "unsummon" targeting "dragon"
        And the top of the stack resolves
        And the top of the stack resolves
        Then "bears" is on the battlefield
        And "ad" is in exile
        And the stack is empty
    ''')
