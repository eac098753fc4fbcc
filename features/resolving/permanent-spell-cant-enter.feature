@resolving
Feature: A permanent spell that can't be put onto the battlefield goes to its owner's graveyard (CR 608.3e)
  608.3e: "If a permanent spell resolves but its controller can't put it onto the battlefield, that
  player puts it into its owner's graveyard." Worms of the Earth: "Players can't play lands.", "Lands
  can't enter the battlefield." and "At the beginning of each upkeep, any player may sacrifice two lands
  of their choice or have this enchantment deal 5 damage to that player. If a player does either,
  destroy this enchantment." (no upkeep begins in these scenarios). Clone: "You may have this creature
  enter as a copy of any creature on the battlefield." Dryad Arbor is a land creature.

  @cr-608.3e @cr-614.12 @cr-707.5 @cr-603.6a @src-cr-608.3e @src-cr-608.3e-ex1
  Scenario: A Clone copying Dryad Arbor under Worms of the Earth can't enter the battlefield and is put into its owner's graveyard
    Alice casts Clone and chooses to copy Dryad Arbor: as it would enter it is a land, which Worms of
    the Earth forbids. It never enters the battlefield (alice's Soul Warden, "Whenever another creature
    enters, you gain 1 life.", doesn't trigger) and is put into alice's graveyard.
    Given bob controls Worms of the Earth as "worms"
    And bob controls Dryad Arbor as "arbor"
    And alice controls Soul Warden as "warden"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "arbor"
    Then "clone" is in its owner's graveyard
    And the stack is empty
    And "warden" triggered 0 times
    And alice has 20 life
    And "arbor" is on the battlefield

  @cr-608.3e @cr-707.5 @src-cr-608.3e-ex1
  Scenario: The same Clone copying a creature that isn't a land enters the battlefield under Worms of the Earth
    Given bob controls Worms of the Earth as "worms"
    And bob controls Grizzly Bears as "bears"
    And alice controls Soul Warden as "warden"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "bears"
    Then "clone" is on the battlefield
    And "clone" is named "Grizzly Bears"
    And "warden" triggered once

  @cr-305.2 @cr-101.2 @src-cr-608.3e-ex1
  Scenario: Under Worms of the Earth a player can't play a land
    Given bob controls Worms of the Earth as "worms"
    And alice has Forest in hand as "forest"
    When alice plays "forest"
    Then the action is refused
    And "forest" is in its owner's hand
