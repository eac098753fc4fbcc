@spells
Feature: Changing targets: only the final set of targets is evaluated (CR 115.7d, 115.7e)
  115.7e: "When changing targets or choosing new targets for a spell or ability, only the final set of
  targets is evaluated to determine whether the change is legal."

  @cr-115.7e @cr-115.7d @cr-115.3 @src-cr-115.7e @src-cr-115.7e-ex1
  Scenario: Redirect swaps Arc Trail's two targets: legal, since the final targets are two different ones
    Arc Trail: "Arc Trail deals 2 damage to any target and 1 damage to any other target." Redirect: "You
    may choose new targets for target spell." Arc Trail targets Runeclaw Bear, then Llanowar Elves;
    Redirect changes the first target to Llanowar Elves and the second to Runeclaw Bear. Arc Trail then
    deals 2 damage to the Elves (1/1, dies) and 1 to the Bear (2/2).
    Given bob controls Runeclaw Bear as "bear"
    And bob controls Llanowar Elves as "elves"
    And alice has Arc Trail in hand as "arc-trail"
    And bob has Redirect in hand as "redirect"
    When alice casts "arc-trail" targeting "bear" and "elves"
    And bob casts "redirect" targeting "arc-trail"
    And the top of the stack resolves
    And bob chooses "elves" and "bear" as the new targets of "arc-trail"
    Then "arc-trail" targets "elves" and "bear"
    When the top of the stack resolves
    Then "elves" is in its owner's graveyard
    And "bear" has 1 damage marked on it

  @cr-115.7e @cr-115.3 @src-cr-115.7e
  Scenario: Redirect can't make both of Arc Trail's targets the same creature
    Given bob controls Runeclaw Bear as "bear"
    And bob controls Llanowar Elves as "elves"
    And alice has Arc Trail in hand as "arc-trail"
    And bob has Redirect in hand as "redirect"
    When alice casts "arc-trail" targeting "bear" and "elves"
    And bob casts "redirect" targeting "arc-trail"
    And the top of the stack resolves
    And bob chooses "elves" and "elves" as the new targets of "arc-trail"
    Then the action is refused

  @cr-115.3 @src-cr-115.7e
  Scenario: Arc Trail can't be cast with the same creature as both its targets
    Given bob controls Runeclaw Bear as "bear"
    And alice has Arc Trail in hand as "arc-trail"
    When alice casts "arc-trail" targeting "bear" and "bear"
    Then the action is refused
