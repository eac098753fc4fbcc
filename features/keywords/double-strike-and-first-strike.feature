@keywords @combat
Feature: First strike and double strike (CR 702.7, 702.4, 510.4)
  If an attacking or blocking creature has first strike or double strike as the combat damage
  step begins, only creatures with either deal damage in it, and the phase gets a second combat
  damage step for the others and for creatures that have double strike then.

  @cr-702.7b @cr-510.4 @src-004-first-strike-step @src-cr-702.7b
  Scenario: A first striker kills its blocker before the blocker deals combat damage
    Given alice controls White Knight as "knight"
    And bob controls Grizzly Bears as "bears"
    When alice attacks bob with "knight"
    And bob blocks "knight" with "bears"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "knight" has no damage marked on it
    When combat damage is dealt
    Then "knight" has no damage marked on it
    And bob has 20 life

  @cr-702.7b @cr-510.4 @src-004-first-strike-step @src-004-first-strike-second-step @src-cr-702.7b
  Scenario: Creatures without first strike deal their combat damage in the second combat damage step
    Given alice controls White Knight as "knight"
    And alice controls Grizzly Bears as "bears"
    When alice attacks bob with "knight" and "bears"
    And combat damage is dealt
    Then bob has 18 life
    When combat damage is dealt
    Then bob has 16 life

  @cr-702.7b @cr-511.1 @src-004-first-strike-end-of-combat @src-cr-702.7b
  Scenario: After the second combat damage step the phase proceeds to the end of combat step
    Given alice controls White Knight as "knight"
    When alice attacks bob with "knight"
    And combat damage is dealt
    And combat damage is dealt
    Then bob has 18 life
    When combat damage is dealt
    Then the action is refused
    When the game proceeds to the end of combat step
    Then bob has 18 life

  @cr-702.7b @cr-510.4 @cr-500.2 @src-004-first-strike-second-step @src-004-first-strike-end-of-combat
  Scenario: Passing priority through combat goes through both combat damage steps, then to end of combat
    Given alice controls White Knight as "knight"
    And alice controls Grizzly Bears as "bears"
    When alice attacks bob with "knight" and "bears"
    And the step ends
    And the step ends
    Then bob has 18 life
    When the step ends
    Then bob has 16 life
    When the step ends
    Then bob has 16 life
    When combat damage is dealt
    Then the action is refused

  @cr-510.4 @src-004-first-strike-step
  Scenario: Without first strike or double strike there is only one combat damage step
    Given alice controls Grizzly Bears as "bears"
    When alice attacks bob with "bears"
    And combat damage is dealt
    Then bob has 18 life
    When combat damage is dealt
    Then the action is refused

  @cr-702.4b @cr-510.4 @src-cr-702.4b
  Scenario: A creature with double strike deals combat damage in both combat damage steps
    Given alice controls Mirran Crusader as "crusader"
    When alice attacks bob with "crusader"
    And combat damage is dealt
    Then bob has 18 life
    When combat damage is dealt
    Then bob has 16 life

  @cr-702.4b @src-cr-702.4b
  Scenario: A blocker with double strike deals damage in the first step and, if it survives, in the second
    Given alice controls Colossal Dreadmaw as "dreadmaw"
    And bob controls Mirran Crusader as "crusader"
    And bob controls Bonesplitter as "bonesplitter"
    And "bonesplitter" is attached to "crusader"
    When alice attacks bob with "dreadmaw"
    And bob blocks "dreadmaw" with "crusader"
    And combat damage is dealt
    Then "dreadmaw" has 4 damage marked on it
    When combat damage is dealt
    And "dreadmaw" assigns 6 damage to "crusader"
    Then "dreadmaw" is in the graveyard
    And "crusader" has no damage marked on it

  @cr-702.4c @src-004-double-strike-removing @src-cr-702.4c
  Scenario: Removing double strike during the first combat damage step stops the second strike
    Bob casts Dress Down (flash) after first-strike damage: creatures lose all abilities. Bob has a
    card in his library for Dress Down's "draw a card" trigger; drawing from an empty library would
    lose him the game (704.5b) before the second combat damage step.
    Given alice controls Mirran Crusader as "crusader"
    And bob has Dress Down in hand as "dresses"
    And bob has Island in library as "card"
    When alice attacks bob with "crusader"
    And combat damage is dealt
    Then bob has 18 life
    When bob casts "dresses"
    And the stack resolves
    And combat damage is dealt
    Then bob has 18 life

  @cr-702.4d @src-004-double-strike-giving @src-cr-702.4d
  Scenario: Giving double strike to a first striker after first-strike damage lets it deal damage again
    Given alice controls White Knight as "knight"
    And alice has Double Cleave in hand as "cleave"
    When alice attacks bob with "knight"
    And combat damage is dealt
    Then bob has 18 life
    When alice casts "cleave" targeting "knight"
    And the top of the stack resolves
    And combat damage is dealt
    Then bob has 16 life

  @cr-702.7c @src-004-first-strike-gain-lose @src-cr-702.7c
  Scenario: Giving first strike to a creature after first-strike damage doesn't stop it dealing damage in the second step
    Order of the White Shield gains first strike after White Knight's first-strike damage.
    Given alice controls White Knight as "knight"
    And alice controls Order of the White Shield as "order"
    When alice attacks bob with "knight" and "order"
    And combat damage is dealt
    Then bob has 18 life
    When alice activates the ability of "order"
    And the top of the stack resolves
    Then "order" has the ability "First strike"
    When combat damage is dealt
    Then bob has 16 life

  @cr-702.7c @src-004-first-strike-gain-lose @src-cr-702.7c
  Scenario: Removing first strike after first-strike damage doesn't let the creature deal damage again
    Bob has a card in his library for Dress Down's "draw a card" trigger; drawing from an empty
    library would lose him the game (704.5b) before the second combat damage step.
    Given alice controls White Knight as "knight"
    And bob has Dress Down in hand as "dresses"
    And bob has Island in library as "card"
    When alice attacks bob with "knight"
    And combat damage is dealt
    Then bob has 18 life
    When bob casts "dresses"
    And the stack resolves
    Then "knight" has no abilities
    When combat damage is dealt
    Then bob has 18 life

  @cr-702.4e @src-cr-702.4e
  Scenario: A creature with two instances of double strike still deals combat damage only twice
    Mirran Crusader gets a second instance of double strike from Double Cleave.
    Given alice controls Mirran Crusader as "crusader"
    And alice has Double Cleave in hand as "cleave"
    When alice casts "cleave" targeting "crusader"
    And the top of the stack resolves
    And alice attacks bob with "crusader"
    And combat damage is dealt
    And combat damage is dealt
    Then bob has 16 life
    When combat damage is dealt
    Then the action is refused

  @cr-702.7d @src-cr-702.7d
  Scenario: A creature with two instances of first strike still deals combat damage once
    Order of the White Shield gains first strike twice.
    Given alice controls Order of the White Shield as "order"
    When alice activates the ability of "order"
    And alice activates the ability of "order"
    And the stack resolves
    And alice attacks bob with "order"
    And combat damage is dealt
    Then bob has 18 life
    When combat damage is dealt
    Then bob has 18 life
