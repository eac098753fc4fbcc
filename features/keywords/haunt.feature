@keywords
Feature: Haunt, and a trigger condition that functions from the exile zone (CR 702.55, 113.6k)
  113.6k: "A trigger condition that can't trigger from the battlefield functions in all zones it can
  trigger from. Other trigger conditions of the same triggered ability may function in different zones."
  702.55a: "'Haunt' on a permanent means 'When this permanent is put into a graveyard from the battlefield,
  exile it haunting target creature.'" 702.55c: "Triggered abilities of cards with haunt that refer to the
  haunted creature can trigger in the exile zone."

  @cr-113.6k @cr-702.55a @cr-702.55b @cr-702.55c @cr-603.10a @src-cr-113.6k @src-cr-113.6k-ex1
  Scenario: Absolver Thrull's ability triggers when it enters, and from exile when the creature it haunts dies
    Absolver Thrull: "Haunt (When this creature dies, exile it haunting target creature.)" and "When this
    creature enters or the creature it haunts dies, destroy target enchantment." Alice casts it: the first
    trigger condition functions from the battlefield, and its ability destroys bob's Honor of the Pure.
    Alice's Murder destroys the Thrull; its haunt ability exiles it haunting bob's Grizzly Bears. Alice's
    Shock kills the Bears: the second trigger condition functions from the exile zone, and the Thrull's
    ability destroys bob's Crusade.
    Given alice has Absolver Thrull in hand as "thrull"
    And bob controls Grizzly Bears as "bears"
    And bob controls Honor of the Pure as "honor"
    And bob controls Crusade as "crusade"
    And alice has Murder in hand as "murder"
    And alice has Shock in hand as "shock"
    When alice casts "thrull"
    And the top of the stack resolves
    And "thrull"'s ability targets "honor"
    Then "thrull" triggered once
    When the top of the stack resolves
    Then "honor" is in its owner's graveyard
    When alice casts "murder" targeting "thrull"
    And the top of the stack resolves
    And "thrull"'s ability targets "bears"
    Then "thrull" is in its owner's graveyard
    And "thrull" triggered once
    When the top of the stack resolves
    Then "thrull" is in exile
    When alice casts "shock" targeting "bears"
    And the top of the stack resolves
    And "thrull"'s ability targets "crusade"
    Then "bears" is in its owner's graveyard
    And "thrull" triggered once
    When the top of the stack resolves
    Then "crusade" is in its owner's graveyard
    And "thrull" is in exile
