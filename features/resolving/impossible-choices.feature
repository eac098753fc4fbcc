@resolving
Feature: A player can't choose an option that's impossible as a spell or ability resolves (CR 608.2d)
  608.2d: "If an effect of a spell or ability offers any choices other than choices already made as part
  of casting the spell, activating the ability, or otherwise putting the spell or ability on the stack,
  the player announces these while applying the effect. The player can't choose an option that's
  illegal or impossible ..."

  @cr-608.2d @cr-118.12 @cr-503.1a @src-cr-608.2d @src-cr-608.2d-ex1
  Scenario: With no other creature to sacrifice, Minion of Leshrac's controller can't avoid its 5 damage
    No card says "You may sacrifice a creature. If you don't, you lose 4 life."; Minion of Leshrac's
    upkeep ability offers the same kind of choice: "At the beginning of your upkeep, this creature deals
    5 damage to you unless you sacrifice a creature other than this creature. If this creature deals
    damage to you this way, tap it." Alice controls no other creature, so she can't choose to sacrifice
    one: she is dealt 5 damage and Minion of Leshrac becomes tapped.
    Given it is bob's end step
    And alice controls Minion of Leshrac as "minion"
    When the game proceeds to the next turn's upkeep step
    Then "minion" triggered once
    When the top of the stack resolves
    Then alice has 15 life
    And "minion" is tapped

  @cr-608.2d @cr-118.12 @cr-701.21a @src-cr-608.2d
  Scenario: With another creature, Minion of Leshrac's controller may sacrifice it instead of being dealt 5 damage
    Alice controls Grizzly Bears and chooses to sacrifice it as the ability resolves: she is dealt no
    damage and Minion of Leshrac stays untapped.
    Given it is bob's end step
    And alice controls Minion of Leshrac as "minion"
    And alice controls Grizzly Bears as "bears"
    When the game proceeds to the next turn's upkeep step
    And the top of the stack resolves
    And alice sacrifices "bears" as the ability of "minion" resolves
    Then "bears" is in its owner's graveyard
    And alice has 20 life
    And "minion" is untapped
