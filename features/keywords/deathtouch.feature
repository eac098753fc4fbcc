@keywords @combat
Feature: Deathtouch (CR 702.2)
  Any nonzero amount of damage dealt by a source with deathtouch destroys a creature as a
  state-based action; deathtouch works from any zone, and a source that left its zone is looked
  at as it last existed.

  @cr-702.2b @cr-704.5h @src-004-deathtouch @src-cr-702.2b
  Scenario: A 6/6 dealt 1 combat damage by a creature with deathtouch is destroyed
    Given alice controls Typhoid Rats as "rats"
    And bob controls Colossal Dreadmaw as "dreadmaw"
    When alice attacks bob with "rats"
    And bob blocks "rats" with "dreadmaw"
    And combat damage is dealt
    Then "dreadmaw" is in the graveyard
    And "rats" is in the graveyard

  @cr-702.2b @cr-704.5h @src-cr-702.2b
  Scenario: Noncombat damage from a creature with deathtouch destroys too
    Vampire Nighthawk, equipped with nothing, has deathtouch printed; here the source is Mogg
    Fanatic wearing Basilisk Collar, dealing 1 damage with its ability.
    Given alice controls Mogg Fanatic as "fanatic"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "fanatic"
    And bob controls Colossal Dreadmaw as "dreadmaw"
    When alice activates the ability of "fanatic" targeting "dreadmaw"
    Then "fanatic" is in the graveyard
    When the top of the stack resolves
    Then "dreadmaw" is in the graveyard

  @cr-702.2d @cr-702.2e @cr-608.2h @src-004-deathtouch @src-cr-702.2d @src-cr-702.2e
  Scenario: A creature sacrificed to its own ability still deals deathtouch damage from the graveyard, by last known information
    Mogg Fanatic had deathtouch from Basilisk Collar when it was sacrificed; as its ability
    resolves it deals damage from the graveyard, where it has no deathtouch, but its last known
    information on the battlefield decides (702.2e), and deathtouch works from any zone (702.2d).
    Given alice controls Mogg Fanatic as "fanatic"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "fanatic"
    And bob controls Grizzly Bears as "bears"
    And "bears" has two +1/+1 counters on it
    When alice activates the ability of "fanatic" targeting "bears"
    Then "collar" is not attached to anything
    When the top of the stack resolves
    Then "bears" is in the graveyard

  @cr-702.2b @cr-702.12b @src-cr-702.2b
  Scenario: An indestructible creature dealt damage by a source with deathtouch is not destroyed
    Given alice controls Typhoid Rats as "rats"
    And bob controls Darksteel Gargoyle as "gargoyle"
    When alice attacks bob with "rats"
    And bob blocks "rats" with "gargoyle"
    And combat damage is dealt
    Then "gargoyle" is on the battlefield
    And "gargoyle" has 1 damage marked on it
    And "rats" is in the graveyard

  @cr-702.2b @cr-704.5h @cr-702.12b @src-cr-702.2b
  Scenario: A creature that survived deathtouch damage thanks to indestructible isn't destroyed when it loses indestructible later that turn
    702.2b, 704.5h: a creature dealt damage by a source with deathtouch *since the last time
    state-based actions were checked* is destroyed. Grizzly Bears, indestructible from Darksteel
    Plate, attacks and is blocked by Typhoid Rats; it survives the check after combat damage. When
    the Plate is moved to Runeclaw Bear in the postcombat main phase, the Bears (1 damage, toughness
    2) isn't destroyed: state-based actions have been checked since the deathtouch damage.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Darksteel Plate as "plate"
    And "plate" is attached to "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    And bob controls Typhoid Rats as "rats"
    When alice attacks bob with "bears"
    And bob blocks "bears" with "rats"
    And combat damage is dealt
    Then "bears" is on the battlefield
    And "bears" has 1 damage marked on it
    And "rats" is in the graveyard
    When the game proceeds to the postcombat main phase
    And alice activates the ability of "plate" targeting "runeclaw"
    And the top of the stack resolves
    Then "plate" is attached to "runeclaw"
    And "bears" is on the battlefield
    And "bears" has 1 damage marked on it

  @cr-702.2c @cr-510.1c @src-cr-702.2c
  Scenario: A creature with deathtouch blocked by two creatures can destroy both by assigning 1 damage to each
    Given alice controls Vampire Nighthawk as "nighthawk"
    And bob controls Giant Spider as "spider"
    And bob controls Wind Drake as "drake"
    When alice attacks bob with "nighthawk"
    And bob blocks "nighthawk" with "spider" and "drake"
    And combat damage is dealt
    And "nighthawk" assigns 1 damage to "spider" and 1 damage to "drake"
    Then "spider" is in the graveyard
    And "drake" is in the graveyard
    And "nighthawk" is in the graveyard

  @cr-702.2f @cr-702.2b @src-cr-702.2f
  Scenario: A creature with two instances of deathtouch destroys a creature it damages, as one instance does
    Vampire Nighthawk has deathtouch and gets another instance from Basilisk Collar; its 2 damage
    destroys the 2/4 Giant Spider blocking it, and nothing more happens than with one instance.
    Given alice controls Vampire Nighthawk as "nighthawk"
    And alice controls Basilisk Collar as "collar"
    And "collar" is attached to "nighthawk"
    And bob controls Giant Spider as "spider"
    When alice attacks bob with "nighthawk"
    And bob blocks "nighthawk" with "spider"
    And combat damage is dealt
    Then "spider" is in the graveyard
    And "nighthawk" is on the battlefield
    And "nighthawk" has 2 damage marked on it
    And bob has 20 life
