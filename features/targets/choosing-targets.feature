@targets
Feature: The same object can't be chosen twice for one word "target", but can for several (CR 601.2c)
  601.2c: "... The same target can't be chosen multiple times for any one instance of the word 'target'
  on the spell. However, if the spell uses the word 'target' in multiple places, the same object or
  player can be chosen once for each instance of the word 'target' on the spell." (115.3)

  @cr-601.2c @cr-115.3 @cr-701.26a @src-cr-601.2c @src-cr-601.2c-ex1
  Scenario: "Tap up to two target creatures" can't target the same creature twice
    No card says "Tap two target creatures"; Lead Astray ("Tap up to two target creatures.") uses the
    word "target" once for its two targets in the same way: choosing Grizzly Bears twice is refused;
    two different creatures are both tapped.
    Given bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice has Lead Astray in hand as "astray"
    When alice casts "astray" targeting "bears" and "bears"
    Then the action is refused
    When alice casts "astray" targeting "bears" and "runeclaw"
    And the top of the stack resolves
    Then "bears" is tapped
    And "runeclaw" is tapped

  @cr-601.2c @cr-115.3 @cr-701.8a @src-cr-601.2c @src-cr-601.2c-ex1
  Scenario: A spell that uses the word "target" twice can target the same creature land twice
    No card says "Destroy target artifact and target land"; Plague Spores ("Destroy target nonblack
    creature and target land. They can't be regenerated.") uses the word "target" in two places the same
    way. Dryad Arbor, a green land creature, is both a nonblack creature and a land: it can be chosen as
    both targets, and it is destroyed.
    Given bob controls Dryad Arbor as "arbor"
    And alice has Plague Spores in hand as "spores"
    When alice casts "spores" targeting "arbor" and "arbor"
    Then "spores" targets "arbor" and "arbor"
    When the top of the stack resolves
    Then "arbor" is in its owner's graveyard
