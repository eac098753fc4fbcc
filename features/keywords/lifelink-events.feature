@keywords @combat
Feature: Lifelink: one source's damage to several recipients at once is one life-gain event (CR 702.15e)

  @cr-702.15e @cr-702.19b @cr-119.10 @src-cr-702.15e
  Scenario: A trampler with lifelink dealing damage to its blocker and the player gains life once, so Ajani's Pridemate triggers once
    Colossal Dreadmaw with Basilisk Collar (deathtouch and lifelink) assigns 1 damage to its
    blocker and 5 to the player: one source dealing damage to two recipients at once is one
    life-gain event of 6 life.
    Given alice controls Ajani's Pridemate as "pridemate"
    And alice controls Colossal Dreadmaw as "dreadmaw"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "dreadmaw"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "bears"
    And combat damage is dealt
    And "dreadmaw" assigns 1 damage to "bears" and 5 damage to bob
    Then alice has 26 life
    And bob has 15 life
    And the stack holds one object
    When the stack resolves
    Then "pridemate" has one +1/+1 counter on it

  @cr-702.15e @cr-510.1d @cr-119.10 @src-cr-702.15e
  Scenario: A lifelink creature blocking two attackers deals its damage to both at once and its controller gains life once
    Two-Headed Dragon with Basilisk Collar blocks two attackers and divides its 4 damage between
    them: one life-gain event of 4 life.
    Given it is bob's precombat main phase
    And alice controls Ajani's Pridemate as "pridemate"
    And alice controls Two-Headed Dragon as "dragon"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "dragon"
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    When bob attacks alice with "bears" and "runeclaw"
    And alice declares blockers:
      | "dragon" | "bears"    |
      | "dragon" | "runeclaw" |
    And combat damage is dealt
    And "dragon" assigns 2 damage to "bears" and 2 damage to "runeclaw"
    Then alice has 24 life
    And "bears" is in the graveyard
    And "runeclaw" is in the graveyard
    And the stack holds one object
    When the stack resolves
    Then "pridemate" has one +1/+1 counter on it
