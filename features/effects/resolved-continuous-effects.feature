@effects
Feature: Continuous effects from resolving spells (CR 611.2c)

  @cr-611.2c @cr-613.4c @src-cr-611.2c-ex1 @src-cr-611.2c
  Scenario: A creature that enters after Inspired Charge resolved doesn't get its bonus
    The rule's example is an effect on "all white creatures"; Inspired Charge's "creatures you
    control" shows the same locking in of the set of creatures as the effect begins.
    Given alice controls Grizzly Bears as "bears"
    And alice has Inspired Charge in hand as "charge"
    And alice has Runeclaw Bear in hand as "runeclaw"
    When alice casts "charge"
    And the top of the stack resolves
    And "runeclaw" is put onto the battlefield under alice's control
    Then "bears" is 4/3
    And "runeclaw" is 2/2

  @cr-611.2c @cr-615.1a @src-cr-611.2c-ex2 @src-cr-611.2c
  Scenario: Fog prevents the combat damage of a creature that entered after Fog resolved
    The rule's example is "Prevent all damage creatures would deal this turn"; Fog's "Prevent all
    combat damage that would be dealt this turn" likewise modifies no object's characteristics, so
    it also applies to a creature that wasn't on the battlefield when it began.
    Given alice has Raging Goblin in hand as "goblin"
    And bob has Fog in hand as "fog"
    When bob casts "fog"
    And the top of the stack resolves
    And "goblin" is put onto the battlefield under alice's control
    And alice attacks bob with "goblin"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 20 life
