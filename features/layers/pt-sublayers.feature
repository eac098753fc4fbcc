@layers
Feature: Power and toughness: setting effects (layer 7b) before modifying effects and counters (layer 7c)
  Effects that set power and toughness apply in layer 7b, and effects and counters that modify
  them in layer 7c, whatever their timestamps (613.4b, 613.4c); timestamps order effects only
  within one layer (613.7). Chimeric Staff: "{X}: This artifact becomes an X/X Construct
  artifact creature until end of turn."

  @cr-613.4b @cr-613.4c @cr-613.7 @src-cr-613.4b @src-cr-613.4c
  Scenario: A P/T-setting effect older than a modifying effect: the modification applies on top
    Given alice controls Chimeric Staff as "staff"
    And alice has Giant Growth in hand as "growth"
    When alice activates the ability of "staff" with X = 2
    And the top of the stack resolves
    Then "staff" is 2/2
    When alice casts "growth" targeting "staff"
    And the top of the stack resolves
    Then "staff" is 5/5

  @cr-613.4b @cr-613.4c @cr-613.7 @src-cr-613.4b @src-cr-613.4c
  Scenario: A P/T-setting effect newer than a modifying effect still applies first, so the modification stays
    Giant Growth's +3/+3 (layer 7c) is older than the second Staff activation's 4/4 (layer 7b):
    the Staff is 4/4 from layer 7b, then +3/+3 from layer 7c.
    Given alice controls Chimeric Staff as "staff"
    And alice has Giant Growth in hand as "growth"
    When alice activates the ability of "staff" with X = 2
    And the top of the stack resolves
    And alice casts "growth" targeting "staff"
    And the top of the stack resolves
    Then "staff" is 5/5
    When alice activates the ability of "staff" with X = 4
    And the top of the stack resolves
    Then "staff" is 7/7

  @cr-613.4b @cr-613.4c @cr-122.1a @src-cr-613.4c
  Scenario: +1/+1 counters apply after a P/T-setting effect that began after they were put on
    Given alice controls Chimeric Staff as "staff"
    And "staff" has two +1/+1 counters on it
    When alice activates the ability of "staff" with X = 1
    And the top of the stack resolves
    Then "staff" is 3/3

  @cr-613.4b @cr-613.4c @cr-613.7 @src-cr-613.4b @src-cr-613.4c
  Scenario: Counters and a modifying effect both apply after a newer P/T-setting effect
    Given alice controls Chimeric Staff as "staff"
    And "staff" has one +1/+1 counter on it
    And alice has Giant Growth in hand as "growth"
    When alice activates the ability of "staff" with X = 3
    And the top of the stack resolves
    And alice casts "growth" targeting "staff"
    And the top of the stack resolves
    Then "staff" is 7/7
    When alice activates the ability of "staff" with X = 1
    And the top of the stack resolves
    Then "staff" is 5/5

  @cr-613.4c @cr-122.1a @src-cr-613.4c
  Scenario: A -1/-1 counter lowers power and toughness in layer 7c, with a modifying effect
    Given alice controls Grizzly Bears as "bears"
    And "bears" has one -1/-1 counter on it
    And alice has Giant Growth in hand as "growth"
    Then "bears" is 1/1
    When alice casts "growth" targeting "bears"
    And the top of the stack resolves
    Then "bears" is 4/4

  @cr-613.4b @cr-613.4c @cr-122.1a @cr-122.6 @src-cr-613.4c
  Scenario: +1/+1 counters put on after a P/T-setting effect began still apply on top of it
    Given alice controls Chimeric Staff as "staff"
    When alice activates the ability of "staff" with X = 1
    And the top of the stack resolves
    Then "staff" is 1/1
    When two +1/+1 counters are put on "staff"
    Then "staff" is 3/3
    And "staff" has two +1/+1 counters on it and no other counters

  @cr-122.1a @cr-122.6 @cr-704.5q @src-cr-704.5q
  Scenario: +1/+1 counters put on a creature with -1/-1 counters: N of each are removed
    Given alice controls Grizzly Bears as "bears"
    And "bears" has one -1/-1 counter on it
    Then "bears" is 1/1
    When three +1/+1 counters are put on "bears"
    Then "bears" has two +1/+1 counters on it and no other counters
    And "bears" is 4/4

  @cr-122.1a @cr-122.6 @cr-704.5f @src-cr-704.5f
  Scenario: -1/-1 counters put on a creature that bring its toughness to 0: it is put into the graveyard
    Given alice controls Grizzly Bears as "bears"
    When two -1/-1 counters are put on "bears"
    Then "bears" is in its owner's graveyard
