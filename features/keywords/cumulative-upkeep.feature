@keywords
Feature: Cumulative upkeep with a cost that has choices (CR 702.24a)
  702.24a: "Cumulative upkeep [cost]" means "At the beginning of your upkeep, if this permanent is on
  the battlefield, put an age counter on this permanent. Then you may pay [cost] for each age counter
  on it. If you don't, sacrifice it." If [cost] has choices associated with it, each choice is made
  separately for each age counter.

  @cr-702.24a @cr-701.21a @src-cr-702.24a @src-cr-702.24a-ex2
  Scenario: Phyrexian Soulgorger with one age counter: its controller sacrifices two different creatures to keep it
    Phyrexian Soulgorger (8/8): "Cumulative upkeep—Sacrifice a creature." Its upkeep ability puts a
    second age counter on it; paying means sacrificing two different creatures.
    Given it is alice's untap step
    And alice controls Phyrexian Soulgorger as "soulgorger"
    And "soulgorger" has one age counter on it
    And alice controls Grizzly Bears as "bears"
    And alice controls Runeclaw Bear as "runeclaw"
    When the step ends
    Then "soulgorger" triggered once
    When the top of the stack resolves
    And "soulgorger" chooses yes for "may"
    And alice sacrifices "bears" and "runeclaw" as the ability of "soulgorger" resolves
    Then "soulgorger" is on the battlefield
    And "soulgorger" has two age counters on it
    And "bears" is in its owner's graveyard
    And "runeclaw" is in its owner's graveyard

  @cr-702.24a @src-cr-702.24a @src-cr-702.24a-ex2
  Scenario: The same creature can't be sacrificed twice to pay Phyrexian Soulgorger's cumulative upkeep
    Given it is alice's untap step
    And alice controls Phyrexian Soulgorger as "soulgorger"
    And "soulgorger" has one age counter on it
    And alice controls Grizzly Bears as "bears"
    When the step ends
    And the top of the stack resolves
    And "soulgorger" chooses yes for "may"
    And alice sacrifices "bears" and "bears" as the ability of "soulgorger" resolves
    Then the action is refused
    When the top of the stack resolves
    And "soulgorger" chooses no for "may"
    Then "soulgorger" is in its owner's graveyard
    And "bears" is on the battlefield

  @cr-702.24b @cr-702.24a @cr-119.4 @cr-613.1f @src-cr-702.24b @src-cr-702.24b-ex1
  Scenario: A creature with two instances of "Cumulative upkeep—Pay 1 life": each counts every age counter on it
    The example's creature with two instances of "Cumulative upkeep—Pay 1 life." is Gallowbraid, whose
    printed text has one, enchanted by Decomposition ("Enchant black creature", "Enchanted creature has
    'Cumulative upkeep—Pay 1 life.'"), which grants the second. Both trigger; the first to resolve adds
    an age counter and asks for 1 life, the second adds another and asks for 2 life (702.24b).
    Given it is alice's untap step
    And alice has 20 life
    And alice controls Gallowbraid as "gallowbraid"
    And alice controls Decomposition as "decomposition"
    And "decomposition" is attached to "gallowbraid"
    When the step ends
    And alice puts the triggered abilities on the stack in this order:
      | gallowbraid | Cumulative upkeep |
      | gallowbraid | Cumulative upkeep |
    Then "gallowbraid" triggered twice
    When the top of the stack resolves
    And "gallowbraid" chooses yes for "may"
    Then "gallowbraid" has one age counter on it
    And alice has 19 life
    When the top of the stack resolves
    And "gallowbraid" chooses yes for "may"
    Then "gallowbraid" has two age counters on it
    And alice has 17 life
    And "gallowbraid" is on the battlefield
