@activated-abilities
Feature: Several costs to add or remove loyalty counters combine into one (CR 606.5)
  606.4: "The cost to activate a loyalty ability of a permanent is to put on or remove from that
  permanent a certain number of loyalty counters [...] This cost may be modified by other effects."
  606.5: "If the total cost to activate a loyalty ability contains multiple costs to add or remove
  loyalty counters, those costs are combined into a single cost to add or remove loyalty counters, as
  appropriate." 606.6: "A loyalty ability with a negative loyalty cost, taking into account any
  additional costs, can't be activated unless the permanent has at least that many loyalty counters on
  it."

  @cr-606.5 @cr-606.4 @src-cr-606.5 @src-cr-606.5-ex1
  Scenario: Under Carth the Lion, a planeswalker's [+1] ability puts two loyalty counters on it
    CR 606.5 example: Carth the Lion: "Planeswalkers' loyalty abilities you activate cost an additional
    [+1] to activate." Garruk Wildspeaker, with three loyalty counters: "+1: Untap two target lands."
    Its cost and Carth's additional [+1] combine: two loyalty counters are put on it.
    Given it is alice's precombat main phase
    And alice controls Carth the Lion as "carth"
    And alice controls Garruk Wildspeaker as "garruk"
    And "garruk" has three loyalty counters on it
    And alice controls Forest as "forest-1"
    And alice controls Forest as "forest-2"
    And "forest-1" is tapped
    And "forest-2" is tapped
    When alice activates the ability of "garruk" targeting "forest-1" and "forest-2"
    Then "garruk" has five loyalty counters on it
    When the top of the stack resolves
    Then "forest-1" is untapped
    And "forest-2" is untapped
    And "garruk" has five loyalty counters on it

  @cr-606.5 @cr-606.6 @cr-704.5i @src-cr-606.5 @src-cr-606.5-ex1
  Scenario: Under Carth the Lion, a planeswalker's [−4] ability removes three loyalty counters from it
    CR 606.5 example: Garruk Wildspeaker's "−4: Creatures you control get +3/+3 and gain trample until
    end of turn." with Carth's additional [+1] is a single cost of removing three loyalty counters, so
    Garruk with three counters can activate it (606.6). With no counters left, Garruk is put into its
    owner's graveyard (704.5i) — which triggers Carth's "Whenever Carth enters or a planeswalker you
    control dies, ..." (alice looks at the one card of her library, Grizzly Bears, and reveals nothing)
    — and Garruk's ability still resolves (113.7a).
    Given it is alice's precombat main phase
    And alice controls Carth the Lion as "carth"
    And alice controls Garruk Wildspeaker as "garruk"
    And "garruk" has three loyalty counters on it
    And alice has Grizzly Bears in library as "bears"
    When alice activates the third ability of "garruk"
    Then "garruk" is in its owner's graveyard
    And "carth" triggered once
    When the stack resolves
    And "carth" chooses no for "may"
    Then "bears" is in the library
    And alice has no cards in hand
    Then "carth" is 6/8
    And "carth" has the ability "Trample"

  @cr-606.6 @cr-606.4 @src-cr-606.5 @src-cr-606.5-ex1
  Scenario: Without Carth the Lion, Garruk Wildspeaker with three loyalty counters can't pay [−4]
    The neighbouring case of the CR 606.5 example: Garruk's [−4] alone needs four loyalty counters
    (606.6); with three, the activation is refused and nothing changes.
    Given it is alice's precombat main phase
    And alice controls Garruk Wildspeaker as "garruk"
    And "garruk" has three loyalty counters on it
    When alice activates the third ability of "garruk"
    Then the action is refused
    And "garruk" has three loyalty counters on it
