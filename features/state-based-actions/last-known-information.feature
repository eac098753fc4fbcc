@sba
Feature: A permanent put into a graveyard by a state-based action is remembered as it was before any of them (CR 704.8)
  704.8: "If a state-based action results in a permanent leaving the battlefield at the same time other
  state-based actions were performed, that permanent's last known information is derived from the game
  state before any of those state-based actions were performed."

  @cr-704.8 @cr-702.93a @cr-704.5q @cr-704.5f @src-cr-704.8 @src-cr-704.8-ex1
  Scenario: Young Wolf with a +1/+1 counter dying to three -1/-1 counters doesn't return with undying
    Young Wolf: "Undying (When this creature dies, if it had no +1/+1 counters on it, return it to the
    battlefield under its owner's control with a +1/+1 counter on it.)" The example's spell that puts
    three -1/-1 counters on it is an effect putting the counters here. Before state-based actions it has
    one +1/+1 counter and three -1/-1 counters; they put it into the graveyard (704.5f) while 704.5q
    would remove counters: as it last existed it had a +1/+1 counter, so undying doesn't trigger.
    Given alice controls Young Wolf as "wolf"
    And "wolf" has one +1/+1 counter on it
    When three -1/-1 counters are put on "wolf"
    Then "wolf" is in its owner's graveyard
    And "wolf" did not trigger
    And the stack is empty

  @cr-702.93a @cr-704.8 @src-cr-704.8
  Scenario: Young Wolf without a +1/+1 counter dying to -1/-1 counters returns with a +1/+1 counter
    Given alice controls Young Wolf as "wolf"
    When three -1/-1 counters are put on "wolf"
    Then "wolf" is in its owner's graveyard
    And "wolf" triggered once
    When the top of the stack resolves
    Then "wolf" is on the battlefield
    And "wolf" has one +1/+1 counter on it
    And "wolf" is 2/2
