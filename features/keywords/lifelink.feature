@keywords @combat
Feature: Lifelink (CR 702.15)

  @cr-702.15b @cr-510.2 @src-004-lifelink @src-cr-702.15b
  Scenario: Combat damage dealt by a creature with lifelink makes its controller gain that much life
    Given alice controls Vampire Nighthawk as "nighthawk"
    When alice attacks bob with "nighthawk"
    And combat damage is dealt
    Then bob has 18 life
    And alice has 22 life

  @cr-702.15b @cr-702.15c @cr-702.15d @src-004-lifelink @src-cr-702.15c @src-cr-702.15d
  Scenario: A source sacrificed before it deals damage had lifelink by last known information, and its owner gains the life
    Mogg Fanatic had lifelink from Basilisk Collar when it was sacrificed. Its ability's damage
    is dealt by the Fanatic in the graveyard (702.15d); its last known information says it had
    lifelink (702.15c); it has no controller there, so its owner gains the life (702.15b).
    Given alice controls Mogg Fanatic as "fanatic"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "fanatic"
    When alice activates the ability of "fanatic" targeting bob
    And the top of the stack resolves
    Then bob has 19 life
    And alice has 21 life

  @cr-702.15e @cr-119.10 @src-004-lifelink-separate-events @src-cr-702.15e @src-cr-702.15e-ex1
  Scenario: Two creatures with lifelink dealing combat damage at once cause two life-gain events, so Ajani's Pridemate triggers twice
    Given alice controls Ajani's Pridemate as "pridemate"
    And alice controls Vampire Nighthawk as "nighthawk"
    And alice controls Grizzly Bears as "bears"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "bears"
    When alice attacks bob with "nighthawk" and "bears"
    And combat damage is dealt
    Then alice has 24 life
    And the stack holds two objects
    When the stack resolves
    Then "pridemate" has two +1/+1 counters on it

  @cr-702.15f @src-004-lifelink-multiple-instances @src-cr-702.15f
  Scenario: A creature with two instances of lifelink makes its controller gain life only once
    Vampire Nighthawk has lifelink and gets another instance from Basilisk Collar.
    Given alice controls Ajani's Pridemate as "pridemate"
    And alice controls Vampire Nighthawk as "nighthawk"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "nighthawk"
    When alice attacks bob with "nighthawk"
    And combat damage is dealt
    Then alice has 22 life
    And the stack holds one object
    When the stack resolves
    Then "pridemate" has one +1/+1 counter on it
