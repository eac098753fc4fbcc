@game-concepts
Feature: An ability that moves its object out of a zone functions only in that zone (CR 113.6m)
  113.6m: "An ability whose cost or effect specifies that it moves the object it's on out of a
  particular zone functions only in that zone ..."

  @cr-113.6m @cr-602.2 @src-cr-113.6m @src-cr-113.6m-ex1
  Scenario: Reassembling Skeleton's ability can be activated while it is in its owner's graveyard
    Reassembling Skeleton: "{1}{B}: Return this card from your graveyard to the battlefield tapped."
    Given alice has Reassembling Skeleton in graveyard as "skeleton"
    When alice activates the ability of "skeleton"
    And the top of the stack resolves
    Then "skeleton" is on the battlefield
    And "skeleton" is tapped
    And "skeleton" is controlled by alice

  @cr-113.6m @src-cr-113.6m @src-cr-113.6m-ex1
  Scenario: Reassembling Skeleton's ability can't be activated while it is on the battlefield
    Given alice controls Reassembling Skeleton as "skeleton"
    When alice activates the ability of "skeleton"
    Then the action is refused

  @cr-113.6m @cr-602.2 @src-cr-113.6m @src-cr-113.6m-ex1
  Scenario: Only the player whose graveyard holds Reassembling Skeleton may activate its ability
    Given alice has Reassembling Skeleton in graveyard as "skeleton"
    When bob activates the ability of "skeleton"
    Then the action is refused
