@keywords
Feature: Granting a keyword grants each of its variants (CR 702.1c)
  702.1c: "An effect may state that 'the same is true for' a list of keyword abilities or similar. If
  one of those keyword abilities has variants or variables and the effect grants that keyword ... it
  grants each appropriate variant and variable of that keyword."

  @cr-702.1c @cr-702.14 @cr-702.16 @src-cr-702.1c @src-cr-702.1c-ex1
  Scenario: Concerted Effort grants each landwalk and protection ability among alice's creatures to each of them
    Concerted Effort: "At the beginning of each upkeep, creatures you control gain flying until end of
    turn if a creature you control has flying. The same is true for fear, first strike, double strike,
    landwalk, protection, trample, and vigilance." Bog Wraith has swampwalk; Black Knight first strike
    and protection from white. In the upkeep, Grizzly Bears gains all three, and each of the two others
    gains what it lacked, until end of turn.
    Given it is alice's untap step
    And alice controls Concerted Effort as "effort"
    And alice controls Bog Wraith as "wraith"
    And alice controls Black Knight as "knight"
    And alice controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "bob-bear"
    When the step ends
    Then "effort" triggered once
    When the top of the stack resolves
    Then "bears" has exactly the abilities:
      | Swampwalk             |
      | First strike          |
      | Protection from white |
    And "wraith" has the ability "Protection from white"
    And "wraith" has the ability "First strike"
    And "knight" has the ability "Swampwalk"
    And "bob-bear" has no abilities
