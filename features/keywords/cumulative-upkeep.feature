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

  @cr-702.24a @cr-107.4e @cr-118.12 @src-cr-702.24a @src-cr-702.24a-ex1
  Scenario: Jötun Owl Keeper with two age counters: its controller pays {W} or {U} three times, here {W}{W}{U}
    CR 702.24a example 1: the example's creature with "Cumulative upkeep {W} or {U}" is Jötun Owl Keeper
    (a 3/3 with exactly that cumulative upkeep, and "When this creature dies, create a 1/1 white Bird
    creature token with flying for each age counter on it."). With two age counters, its ability puts a
    third on it, then its controller may pay {W}{W}{W}, {W}{W}{U}, {W}{U}{U} or {U}{U}{U} — a choice for
    each counter, the whole set paid at once. Alice pays {W}{W}{U} from her mana pool (two Plains and an
    Island tapped for mana while the ability is on the stack), and the creature stays.
    Given it is alice's untap step
    And alice controls Jötun Owl Keeper as "keeper"
    And "keeper" has two age counters on it
    And alice controls Plains as "plains-1"
    And alice controls Plains as "plains-2"
    And alice controls Island as "island"
    When the step ends
    Then "keeper" triggered once
    When alice taps "plains-1" for mana
    And alice taps "plains-2" for mana
    And alice taps "island" for mana
    And the top of the stack resolves
    And alice pays {W}{W}{U} as the ability of "keeper" resolves
    Then "keeper" is on the battlefield
    And "keeper" has three age counters on it
    And alice's mana pool is empty

  @cr-702.24a @cr-107.4e @cr-118.12 @src-cr-702.24a @src-cr-702.24a-ex1
  Scenario: Jötun Owl Keeper's cumulative upkeep can't be paid in part: {W}{U} for three age counters is refused
    CR 702.24a: "either the entire set of costs is paid, or none of them is paid. Partial payments aren't
    allowed." Mana of another color doesn't pay it either. Declined, the creature is sacrificed, and its
    dies trigger counts the three age counters it had (603.10a): three 1/1 white Bird tokens with flying.
    Given it is alice's untap step
    And alice controls Jötun Owl Keeper as "keeper"
    And "keeper" has two age counters on it
    And alice controls Plains as "plains"
    And alice controls Island as "island"
    And alice controls Mountain as "mountain"
    When the step ends
    And alice taps "plains" for mana
    And alice taps "island" for mana
    And alice taps "mountain" for mana
    And the top of the stack resolves
    And alice pays {W}{U} as the ability of "keeper" resolves
    Then the action is refused
    When the top of the stack resolves
    And alice pays {W}{U}{R} as the ability of "keeper" resolves
    Then the action is refused
    When the top of the stack resolves
    And "keeper" chooses no for "may"
    Then "keeper" is in its owner's graveyard
    And alice's mana pool holds {W}{U}{R}
    When the stack resolves
    Then alice controls three creature tokens
