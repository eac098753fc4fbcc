@replacement-effects
Feature: A replacement effect must exist before the event it replaces (CR 614.4)
  614.4: "Replacement effects must exist before the appropriate event occurs—they can't 'go back in
  time' and change something that's already happened. Spells or abilities that generate these effects
  are often cast or activated in response to whatever would produce the event and thus resolve before
  that event would occur." Regeneration is such a replacement effect (701.19a).

  @cr-614.4 @cr-701.19a @cr-608.2b @src-cr-614.4 @src-cr-614.4-ex1
  Scenario: A creature regenerated in response to a spell that would destroy it survives the spell
    The example's regeneration ability is Mending Touch ("Regenerate target creature."), cast in
    response to Murder ("Destroy target creature."). Mending Touch resolves first and creates the
    regeneration shield; Murder then resolves and the shield replaces the destruction: the creature
    stays on the battlefield, tapped (701.19a).
    Given alice controls Grizzly Bears as "bears"
    And alice has Mending Touch in hand as "touch"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "bears"
    And alice casts "touch" targeting "bears"
    Then the stack holds two objects
    When the top of the stack resolves
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is tapped
    And "murder" is in its owner's graveyard
    And the stack is empty

  @cr-614.4 @cr-701.19a @cr-115.1 @src-cr-614.4 @src-cr-614.4-ex1
  Scenario: Once the spell that destroys a creature has resolved, it is too late to regenerate it
    Murder resolves and Grizzly Bears is destroyed. Mending Touch can't go back in time: the creature
    is a card in the graveyard now, no creature on the battlefield, so it can't even be targeted.
    Given alice controls Grizzly Bears as "bears"
    And alice has Mending Touch in hand as "touch"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in its owner's graveyard
    When alice casts "touch" targeting "bears"
    Then the action is refused
    And "bears" is in its owner's graveyard
