@copy
Feature: "Except its color": a copy that doesn't copy color doesn't copy a color indicator or a color-defining ability (CR 707.9d)
  Vesuvan Doppelganger: "You may have this creature enter as a copy of any creature on the
  battlefield, except it doesn't copy that creature's color and it has 'At the beginning of your
  upkeep, you may have this creature become a copy of target creature, except it doesn't copy
  that creature's color and it has this ability.'" The copy keeps its own color, blue (707.9b);
  the copied object's color indicator and characteristic-defining ability for color are not
  copied either (707.9d).

  @cr-707.9d @cr-707.9b @cr-204 @src-cr-707.9d @src-000-707.9d
  Scenario: Vesuvan Doppelganger copying a transformed Werewolf Ransacker stays blue, without the red color indicator
    Given alice controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "deserter"
    Then "doppelganger" is named "Werewolf Ransacker"
    And "doppelganger" is blue
    And "doppelganger" is 5/4
    And "deserter" is red

  @cr-707.9d @cr-604.3 @cr-105.2 @src-cr-707.9d @src-000-707.9d
  Scenario: Vesuvan Doppelganger copying Transguild Courier doesn't copy "Transguild Courier is all colors."
    Given bob controls Transguild Courier as "courier"
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "courier"
    Then "doppelganger" is named "Transguild Courier"
    And "doppelganger" is blue
    And "doppelganger" does not have the ability "Transguild Courier is all colors."
    And "courier" is white, blue, black, red and green

  @cr-707.9d @cr-707.9b @cr-707.3 @src-cr-707.9d @src-000-707.9d
  Scenario: A Clone copying that Vesuvan Doppelganger is blue too: the exception is part of the copiable values
    The Doppelganger's copiable values are Werewolf Ransacker's, except blue and without the color
    indicator (707.9b, 707.9d); a Clone copying it gets those values.
    Given alice controls Afflicted Deserter // Werewolf Ransacker as "deserter"
    And "deserter" is transformed
    And alice has Vesuvan Doppelganger in hand as "doppelganger"
    And alice has Clone in hand as "clone"
    When alice casts "doppelganger"
    And the top of the stack resolves
    And "doppelganger" chooses to copy "deserter"
    And alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "doppelganger"
    Then "clone" is named "Werewolf Ransacker"
    And "clone" is blue
    And "clone" is 5/4
