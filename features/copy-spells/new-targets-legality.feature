@copy-spells
Feature: A copy's new targets must be legal targets (CR 115.1, 707.10c)
  "You may choose new targets for the copy": each new target must be one the copy could target
  as its controller puts it on the stack (707.10c) — the right kind of object, and one it can
  target (115.4, hexproof 702.11b).

  @cr-707.10c @cr-115.1 @src-cr-707.10c @src-001-707.10c @src-004-copy-spell-new-targets
  Scenario: Fork's copy of Murder can't get a land as its new target
    Given bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And bob controls Forest as "forest"
    And alice has Murder in hand as "murder"
    And alice has Fork in hand as "fork"
    When alice casts "murder" targeting "bears"
    And alice casts "fork" targeting "murder"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "forest" as the new target for "copy"
    Then the action is refused
    When the top of the stack resolves
    And it creates "fork-copy"
    And alice chooses "runeclaw" as the new target for "fork-copy"
    Then "fork-copy" targets "runeclaw"
    When the stack resolves
    Then "runeclaw" is in the graveyard
    And "bears" is in the graveyard
    And "forest" is on the battlefield

  @cr-707.10c @cr-115.1 @cr-702.11b @src-cr-707.10c @src-001-707.10c @src-cr-702.11b
  Scenario: Fork's copy of Murder can't get an opponent's creature with hexproof as its new target
    Given bob controls Grizzly Bears as "bears"
    And bob controls Gladecover Scout as "scout"
    And alice has Murder in hand as "murder"
    And alice has Fork in hand as "fork"
    When alice casts "murder" targeting "bears"
    And alice casts "fork" targeting "murder"
    And the top of the stack resolves
    And it creates "copy"
    And alice chooses "scout" as the new target for "copy"
    Then the action is refused
    When the top of the stack resolves
    And it creates "fork-copy"
    And alice keeps the target of "fork-copy"
    Then "fork-copy" targets "bears"
    When the stack resolves
    Then "bears" is in the graveyard
    And "scout" is on the battlefield
