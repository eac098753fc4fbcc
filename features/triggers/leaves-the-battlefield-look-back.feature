@triggers
Feature: Leaves-the-battlefield abilities look back in time (CR 603.10a)
  603.10a: "Some zone-change triggers look back in time. These are leaves-the-battlefield abilities ...
  abilities that trigger when a permanent phases out ..." Such an ability triggers based on the
  permanents as they existed just before the event, so a permanent leaving at the same time as the
  creatures it watches still sees them die. "Dies" means "is put into a graveyard from the
  battlefield" (700.4).

  @cr-603.10a @cr-700.4 @cr-701.8a @src-cr-603.10a @src-cr-603.10a-ex1
  Scenario: An enchantment that says "Whenever a creature dies, you gain 1 life" destroyed with two creatures triggers twice
    The example's permanent with "Whenever a creature dies, you gain 1 life." is Moonlit Wake, an
    enchantment with exactly that text (no artifact has it); the spell that destroys it with the two
    creatures is Planar Cleansing ("Destroy all nonland permanents.", which here destroys the same
    permanents as the example's "Destroy all artifacts, creatures, and enchantments"). Moonlit Wake
    goes to the graveyard at the same time as Grizzly Bears and Runeclaw Bear; its ability triggers
    twice and alice gains 2 life. The land isn't destroyed.
    Given alice controls Moonlit Wake as "wake"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice controls Forest as "forest"
    And alice has Planar Cleansing in hand as "cleansing"
    When alice casts "cleansing"
    And the top of the stack resolves
    Then "wake" is in its owner's graveyard
    And "bears" is in its owner's graveyard
    And "runeclaw" is in its owner's graveyard
    And "forest" is on the battlefield
    And "wake" triggered twice
    When the stack resolves
    Then alice has 22 life
    And bob has 20 life

  @cr-603.10a @cr-700.4 @cr-603.2 @src-cr-603.10a
  Scenario: A creature dying after the watching enchantment has left doesn't trigger it
    Moonlit Wake is destroyed first (Disenchant); a creature destroyed later (Murder) dies when no
    permanent with the ability is on the battlefield: nothing triggers.
    Given alice controls Moonlit Wake as "wake"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Disenchant in hand as "disenchant"
    And alice has Murder in hand as "murder"
    When alice casts "disenchant" targeting "wake"
    And the top of the stack resolves
    And alice casts "murder" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is in its owner's graveyard
    And "wake" did not trigger
    And the stack is empty
    And alice has 20 life

  @cr-603.10a @cr-700.4 @cr-704.5g @src-cr-603.10a
  Scenario: A creature destroyed by lethal damage dies and triggers "Whenever a creature dies"
    Shock's 2 damage destroys Runeclaw Bear as a state-based action (704.5g): it dies, Moonlit Wake's
    ability triggers once, and alice gains 1 life.
    Given alice controls Moonlit Wake as "wake"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Shock in hand as "shock"
    When alice casts "shock" targeting "runeclaw"
    And the top of the stack resolves
    Then "runeclaw" is in its owner's graveyard
    And "wake" triggered once
    When the stack resolves
    Then alice has 21 life
