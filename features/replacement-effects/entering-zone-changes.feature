@replacement-effects
Feature: An object can't be chosen to change zones for two replacement effects on entering permanents (CR 614.13b)
  614.13b: "The same object can't be chosen to change zones more than once when applying replacement
  effects that modify how one or more permanents enter the battlefield." The example gives one
  Thunder-Thrash Elder ("Devour 3") a second devour ability from Jund, a plane card (Planechase, 901):
  no card usable outside Planechase grants devour, so one permanent can't have two devour abilities
  here. The rule speaks of "one or more permanents": these scenarios show it with two Thunder-Thrash
  Elders entering the battlefield at the same time (as a mass return such as Living Death puts them),
  each applying its own devour replacement effect (702.82a) — Runeclaw Bear can be sacrificed for one
  of them, not for both.

  @cr-614.13b @cr-702.82a @cr-614.12 @src-cr-614.13b @src-cr-614.13b-ex1
  Scenario: Runeclaw Bear can't be sacrificed for the devour of both Thunder-Thrash Elders entering together
    Alice controls Runeclaw Bear; two Thunder-Thrash Elders enter under her control at the same time.
    Choosing the Bear for both devour effects is refused; chosen for one, that Elder enters with three
    +1/+1 counters (a 4/4) and the other with none (a 1/1).
    Given alice controls Runeclaw Bear as "bear"
    And alice has Thunder-Thrash Elder in graveyard as "elder-1"
    And alice has Thunder-Thrash Elder in graveyard as "elder-2"
    When "elder-1" and "elder-2" are put onto the battlefield under alice's control at the same time
    And "elder-1" devours "bear" as it enters
    And "elder-2" devours "bear" as it enters
    Then the action is refused
    And "bear" is on the battlefield
    When "elder-1" and "elder-2" are put onto the battlefield under alice's control at the same time
    And "elder-1" devours nothing as it enters
    And "elder-2" devours "bear" as it enters
    Then "bear" is in its owner's graveyard
    And "elder-1" is 1/1
    And "elder-1" has no counters on it
    And "elder-2" is 4/4
    And "elder-2" has three +1/+1 counters on it

  @cr-614.13b @cr-614.13a @cr-702.82a @src-cr-614.13b
  Scenario: An Elder entering at the same time as the other can't be devoured by it
    614.13a: neither Elder can choose the other, entering with it. Runeclaw Bear goes to the first Elder.
    Given alice controls Runeclaw Bear as "bear"
    And alice has Thunder-Thrash Elder in graveyard as "elder-1"
    And alice has Thunder-Thrash Elder in graveyard as "elder-2"
    When "elder-1" and "elder-2" are put onto the battlefield under alice's control at the same time
    And "elder-1" devours "bear" and "elder-2" as it enters
    And "elder-2" devours nothing as it enters
    Then the action is refused
    When "elder-1" and "elder-2" are put onto the battlefield under alice's control at the same time
    And "elder-1" devours "bear" as it enters
    And "elder-2" devours nothing as it enters
    Then "elder-1" is 4/4
    And "elder-2" is 1/1
