@keywords
Feature: Modular—Sunburst (CR 702.43a, 702.44c)
  702.44c: "The ability 'Modular—Sunburst' means 'This permanent enters with a +1/+1 counter on it for
  each color of mana spent to cast it' and 'When this permanent is put into a graveyard from the
  battlefield, you may put a +1/+1 counter on target artifact creature for each +1/+1 counter on this
  permanent.'"

  @cr-702.44c @cr-702.44a @cr-702.43a @src-cr-702.44c @src-cr-702.44c-ex1
  Scenario: Arcbound Wanderer cast with three colors of mana enters with three +1/+1 counters and passes them on as it dies
    Arcbound Wanderer ({6}, 0/0 artifact creature): "Modular—Sunburst". Cast with {W}{U}{B}{C}{C}{C} it
    enters with three +1/+1 counters; destroyed by Murder, its ability puts three +1/+1 counters on
    Bronze Sable (a 2/1 artifact creature).
    Given alice controls Plains as "plains"
    And alice controls Island as "island"
    And alice controls Swamp as "swamp"
    And alice controls Wastes as "wastes-1"
    And alice controls Wastes as "wastes-2"
    And alice controls Wastes as "wastes-3"
    And alice controls Bronze Sable as "sable"
    And alice has Arcbound Wanderer in hand as "wanderer"
    And bob has Murder in hand as "murder"
    When alice taps "plains" for mana
    And alice taps "island" for mana
    And alice taps "swamp" for mana
    And alice taps "wastes-1" for mana
    And alice taps "wastes-2" for mana
    And alice taps "wastes-3" for mana
    And alice casts "wanderer" paying {W}{U}{B}{C}{C}{C}
    And the top of the stack resolves
    Then "wanderer" has three +1/+1 counters on it
    And "wanderer" is 3/3
    When bob casts "murder" targeting "wanderer"
    And the top of the stack resolves
    And "wanderer"'s ability targets "sable"
    Then "wanderer" is in its owner's graveyard
    And "wanderer" triggered once
    When the top of the stack resolves
    And "wanderer" chooses yes for "may"
    Then "sable" has three +1/+1 counters on it
    And "sable" is 5/4

  @cr-702.44a @cr-702.43a @src-cr-702.44c
  Scenario: Arcbound Wanderer put onto the battlefield without being cast gets no counters and dies
    702.44a: sunburst counts the colors of mana spent to cast it; put onto the battlefield, it enters
    with none and, a 0/0, is put into its owner's graveyard (704.5f).
    Given alice has Arcbound Wanderer in hand as "wanderer"
    When "wanderer" is put onto the battlefield under alice's control
    Then "wanderer" is in its owner's graveyard
