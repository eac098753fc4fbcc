@effects
Feature: Continuous effects modify a permanent as it enters (CR 611.3c)
  611.3c: "Continuous effects that modify characteristics of permanents do so simultaneously with the
  permanent entering the battlefield. They don't wait until the permanent is on the battlefield and
  then change it."

  @cr-611.3c @cr-611.3a @cr-613.4c @cr-111.1 @src-cr-611.3c @src-cr-611.3c-ex1
  Scenario: With Crusade on the battlefield, a spell that creates 1/1 white creature tokens creates 2/2 white creatures
    The example's static ability "All white creatures get +1/+1" is Crusade's ("White creatures get
    +1/+1."); the spell that would normally create a 1/1 white creature is Raise the Alarm ("Create two
    1/1 white Soldier creature tokens."). Each token is a 2/2 white Soldier as it enters.
    Given alice controls Crusade as "crusade"
    And alice has Raise the Alarm in hand as "alarm"
    When alice casts "alarm"
    And the top of the stack resolves
    And it creates "soldier-1" and "soldier-2"
    Then alice controls two creature tokens
    And "soldier-1" is on the battlefield
    And "soldier-1" is 2/2
    And "soldier-1" is white
    And "soldier-1" has the subtypes Soldier
    And "soldier-2" is 2/2
    And "soldier-2" is white
