@triggers
Feature: A reflexive triggered ability triggers only on the action its ability performs (CR 603.12)
  603.12: "A resolving spell or ability may allow or instruct a player to take an action and create a
  triggered ability that triggers 'when [a player] [does or doesn't]' take that action or 'when [something
  happens] this way.' These reflexive triggered abilities follow the rules for delayed triggered
  abilities (see rule 603.7), except that they're checked immediately after being created and trigger
  based on whether the trigger event or events occurred earlier during the resolution of the spell or
  ability that created them."

  @cr-603.12 @cr-701.21a @src-cr-603.12 @src-cr-603.12-ex1
  Scenario: Boilerbilges Ripper's reflexive ability triggers when its controller sacrifices another creature for its enters ability
    The example's Heart-Piercer Manticore also has embalm; Boilerbilges Ripper has the same kind of
    ability: "When this creature enters, you may sacrifice another creature or enchantment. When you do,
    this creature deals 2 damage to any target." Alice sacrifices Grizzly Bears as the enters ability
    resolves: the reflexive ability triggers, targets bob's Runeclaw Bear and deals it 2 damage.
    Given alice has Boilerbilges Ripper in hand as "ripper"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When alice casts "ripper"
    And the top of the stack resolves
    Then "ripper" triggered once
    When the top of the stack resolves
    And alice sacrifices "bears" as the ability of "ripper" resolves
    And "ripper"'s ability targets "runeclaw"
    Then "bears" is in its owner's graveyard
    And "ripper" triggered once
    When the top of the stack resolves
    Then "runeclaw" is in its owner's graveyard

  @cr-603.12 @cr-701.21a @cr-601.2b @src-cr-603.12 @src-cr-603.12-ex1
  Scenario: Sacrificing a creature for another reason doesn't trigger Boilerbilges Ripper's reflexive ability
    With Boilerbilges Ripper already on the battlefield, alice sacrifices Grizzly Bears to cast Fling
    ("As an additional cost to cast this spell, sacrifice a creature. Fling deals damage equal to the
    sacrificed creature's power to any target."): Boilerbilges Ripper's reflexive ability doesn't
    trigger; only Fling deals its damage.
    Given alice controls Boilerbilges Ripper as "ripper"
    And alice controls Grizzly Bears as "bears"
    And alice has Fling in hand as "fling"
    When alice casts "fling" targeting bob
    And alice sacrifices "bears" to cast it
    Then "ripper" did not trigger
    When the top of the stack resolves
    Then bob has 18 life
    And "ripper" did not trigger
    And the stack is empty
