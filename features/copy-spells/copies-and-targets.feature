@copy-spells
Feature: A copy's owner, what a copy ability can target, and targets that changed zones (CR 707.10, 115.1, 608.2b)

  @cr-707.10 @cr-707.10c @src-cr-707.10 @src-001-707.10 @src-004-copy-spell-owner-controller
  Scenario: Fork's copy of an opponent's Shock is owned and controlled by Fork's controller
    Given it is bob's precombat main phase
    And bob has Shock in hand as "shock"
    And alice has Fork in hand as "fork"
    When bob casts "shock" targeting alice
    And alice casts "fork" targeting "shock"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses bob as the new target for "copy"
    Then "copy" is owned by alice
    And "copy" is controlled by alice
    And "shock" is owned by bob
    When the stack resolves
    Then alice has 18 life
    And bob has 18 life

  @cr-115.1 @cr-707.10 @src-cr-115.1
  Scenario: Lithoform Engine's third ability can't target an instant spell
    "{4}, {T}: Copy target permanent spell you control."
    Given alice controls Lithoform Engine as "engine"
    And alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    And alice activates the third ability of "engine" targeting "growth"
    Then the action is refused
    And "engine" is untapped

  @cr-707.10c @src-cr-707.10c @src-001-707.10c
  Scenario: Naming a copy's target again as its new target keeps it, though it is no longer legal
    The copy's controller lists the copy's targets with any changed; a target left unchanged stays
    even if it has become illegal (707.10c). The Bears was returned to its owner's hand, so both
    Giant Growths do nothing.
    Given bob controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And bob has Unsummon in hand as "unsummon"
    And alice has Fork in hand as "fork"
    When alice casts "growth" targeting "bears"
    And bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the hand
    When alice casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "bears" as the new target for "copy"
    Then "copy" targets "bears"
    When the stack resolves
    Then the stack is empty
    And "bears" is in the hand

  @cr-608.2b @cr-400.7 @src-cr-707.10c
  Scenario: Giant Growth does nothing to a creature that left the battlefield and came back as a new object
    Given alice controls Grizzly Bears as "bears"
    And alice has Giant Growth in hand as "growth"
    And bob has Unsummon in hand as "unsummon"
    When alice casts "growth" targeting "bears"
    And bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    And "bears" is put onto the battlefield under alice's control
    And the top of the stack resolves
    Then "bears" is 2/2
    And the stack is empty

  @cr-608.2b @cr-400.7 @cr-707.10c @src-cr-707.10c
  Scenario: A copy's new target that left the battlefield and came back is a new object, so the copy does nothing to it
    Fork's copy of Giant Growth gets Runeclaw Bear as its new target (707.10c). Unsummon returns the
    Runeclaw Bear to its owner's hand and an effect puts it back onto the battlefield: it is a new
    object (400.7), so the copy's target is illegal as it resolves (608.2b). The original Giant
    Growth still gives Grizzly Bears +3/+3.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And alice has Giant Growth in hand as "growth"
    And alice has Fork in hand as "fork"
    And bob has Unsummon in hand as "unsummon"
    When alice casts "growth" targeting "bears"
    And alice casts "fork" targeting "growth"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "runeclaw" as the new target for "copy"
    Then "copy" targets "runeclaw"
    When bob casts "unsummon" targeting "runeclaw"
    And the top of the stack resolves
    And "runeclaw" is put onto the battlefield under alice's control
    And the stack resolves
    Then the stack is empty
    And "runeclaw" is 2/2
    And "bears" is 5/5
