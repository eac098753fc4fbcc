@triggers
Feature: Delayed triggered abilities: created by a resolving ability, they wait for their event, and affect the object they refer to while it stays in its zone (CR 603.7a, 603.7c)
  603.7a: "Delayed triggered abilities are created during the resolution of spells or abilities, as
  the result of a replacement effect being applied, or as a result of a static ability that allows a
  player to take an action. A delayed triggered ability won't trigger until it has actually been
  created, even if its trigger event occurred just beforehand. Other events that happen earlier may
  make the trigger event impossible."
  603.7c: "A delayed triggered ability that refers to a particular object still affects it even if the
  object changes characteristics. However, if that object is no longer in the zone it's expected to be
  in at the time the delayed triggered ability resolves, the ability won't affect it. (Note that if
  that object left that zone and then returned, it's a new object and thus won't be affected. See rule
  400.7.)"

  @cr-603.7c @cr-603.7 @cr-700.7 @src-cr-603.7c @src-cr-603.7c-ex1
  Scenario: Mogg Cannon's delayed ability destroys the permanent at the next end step though it is no longer a creature
    CR 603.7c example: "An ability that reads 'Exile this creature at the beginning of the next end
    step' will exile the permanent even if it's no longer a creature during the next end step." The
    example's ability is hypothetical; no real card's ability creates exactly that delayed ability on
    an object that can stop being a creature, so Mogg Cannon's stands for it ("{T}: Target creature
    you control gets +1/+0 and gains flying until end of turn. Destroy that creature at the beginning
    of the next end step.": destroy where the example says exile). Alice's Howling Mine is a 2/2
    artifact creature through Animate Artifact ("As long as enchanted artifact isn't a creature, it's
    an artifact creature with power and toughness each equal to its mana value."); Mogg Cannon
    targets it; bob destroys Animate Artifact with Disenchant, so the Mine is no longer a creature. At
    the beginning of the end step the delayed ability destroys it all the same.
    Given alice controls Howling Mine as "mine"
    And alice controls Animate Artifact as "animate"
    And "animate" is attached to "mine"
    And alice controls Mogg Cannon as "cannon"
    And bob has Disenchant in hand as "disenchant"
    When alice activates the ability of "cannon" targeting "mine"
    And the top of the stack resolves
    Then "mine" is 3/2
    When bob casts "disenchant" targeting "animate"
    And the top of the stack resolves
    Then "mine" is not a creature
    And "mine" is on the battlefield
    When the game proceeds to the end step
    Then "cannon" triggered once
    When the top of the stack resolves
    Then "mine" is in its owner's graveyard

  @cr-603.7c @cr-400.7 @src-cr-603.7c @src-cr-603.7c-ex1
  Scenario: Mogg Cannon's delayed ability does nothing to a creature that left the battlefield and came back before the end step
    CR 603.7c example: "However, it won't do anything if the permanent left the battlefield before
    then." (Mogg Cannon's "Destroy that creature at the beginning of the next end step." stands for the
    example's hypothetical "Exile this creature ..."). Mogg Cannon targets alice's Grizzly Bears; bob
    returns them to alice's hand with Unsummon and alice casts them again: the Bears on the battlefield
    are a new object (400.7), which the delayed ability doesn't affect as it resolves.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Mogg Cannon as "cannon"
    And bob has Unsummon in hand as "unsummon"
    When alice activates the ability of "cannon" targeting "bears"
    And the top of the stack resolves
    Then "bears" is 3/2
    When bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in its owner's hand
    When alice casts "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is 2/2
    When the game proceeds to the end step
    Then "cannon" triggered once
    When the top of the stack resolves
    Then "bears" is on the battlefield
    And the stack is empty

  @cr-603.7a @cr-603.7b @cr-502.3 @cr-701.26b @src-cr-603.7a @src-cr-603.7a-ex2
  Scenario: Coffin Queen untapped before its ability resolves: the delayed ability waits for the next time it untaps
    CR 603.7a example: "If an effect reads 'When this creature becomes untapped' and the named creature
    becomes untapped before the effect resolves, the ability waits for the next time that creature
    untaps." Coffin Queen: "You may choose not to untap this creature during your untap step." and
    "{2}{B}, {T}: Put target creature card from a graveyard onto the battlefield under your
    control. When this creature becomes untapped or you lose control of this creature, exile that
    creature."
    Alice activates it targeting the Grizzly Bears in bob's graveyard and, in response, untaps the
    Queen with Vitalize ("Untap all creatures you control."): the delayed ability doesn't exist yet, so
    nothing triggers. The Queen attacks (it becomes tapped), stays tapped through bob's turn, and
    untaps in alice's next untap step: the delayed ability triggers then and exiles the Bears.
    Given alice controls Coffin Queen as "queen"
    And bob has Grizzly Bears in graveyard as "bears"
    And bob has Forest in library as "bob-1"
    And alice has Vitalize in hand as "vitalize"
    When alice activates the ability of "queen" targeting "bears"
    Then "queen" is tapped
    When alice casts "vitalize"
    And the top of the stack resolves
    Then "queen" is untapped
    When the top of the stack resolves
    Then "bears" is on the battlefield
    And the stack is empty
    When alice attacks bob with "queen"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 19 life
    And "queen" is tapped
    And "bears" is on the battlefield
    When the game proceeds to the next turn's upkeep step
    Then "queen" is tapped
    And "bears" is on the battlefield
    And the stack is empty
    When the game proceeds to the next turn's upkeep step
    And alice chooses to untap "queen"
    Then "queen" is untapped
    And "queen" triggered once
    When the top of the stack resolves
    Then "bears" is in exile

  @cr-603.7a @cr-603.7b @cr-502.3 @src-cr-603.7a @src-cr-603.7a-ex2
  Scenario: Coffin Queen kept tapped: the creature it returned stays on the battlefield
    The other side of the example: the delayed ability waits for the Queen to become untapped; alice
    chooses not to untap it in her untap step (its first ability), so it doesn't trigger and the Grizzly
    Bears stay.
    Given alice controls Coffin Queen as "queen"
    And bob has Grizzly Bears in graveyard as "bears"
    And bob has Forest in library as "bob-1"
    When alice activates the ability of "queen" targeting "bears"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    When the game proceeds to the next turn's upkeep step
    And the game proceeds to the next turn's upkeep step
    And alice chooses not to untap "queen"
    Then "queen" is tapped
    And the stack is empty
    And "bears" is on the battlefield

  @cr-603.7a @cr-400.7 @src-cr-603.7a @src-cr-603.7a-ex1
  Scenario: War Barge destroyed before its ability resolves: the delayed "when this artifact leaves the battlefield" ability never triggers
    CR 603.7a example: "Part of an effect reads 'When this creature leaves the battlefield,' but the
    creature in question leaves the battlefield before the spell or ability creating the effect
    resolves. In this case, the delayed ability never triggers." War Barge's ability (an artifact's,
    where the example says a creature's): "{3}: Target creature gains islandwalk until end of
    turn. When this artifact leaves the battlefield this turn, destroy that creature. A creature
    destroyed this way can't be regenerated." Alice activates it targeting her Grizzly Bears; in response bob
    destroys War Barge with Disenchant. The ability resolves: the Bears gain islandwalk, and the delayed
    ability is created after War Barge left, so it never triggers: the Bears stay.
    Given alice controls War Barge as "barge"
    And alice controls Grizzly Bears as "bears"
    And bob has Disenchant in hand as "disenchant"
    When alice activates the ability of "barge" targeting "bears"
    And bob casts "disenchant" targeting "barge"
    And the top of the stack resolves
    Then "barge" is in its owner's graveyard
    When the top of the stack resolves
    Then "bears" has the ability "Islandwalk"
    And the stack is empty
    And "bears" is on the battlefield

  @cr-603.7a @cr-603.7b @cr-701.19c @src-cr-603.7a @src-cr-603.7a-ex1
  Scenario: War Barge destroyed after its ability resolved: the delayed ability triggers and destroys the creature
    The other side of the example: once the delayed ability exists, War Barge leaving the battlefield
    that turn triggers it, and it destroys the Grizzly Bears it gave islandwalk to.
    Given alice controls War Barge as "barge"
    And alice controls Grizzly Bears as "bears"
    And bob has Disenchant in hand as "disenchant"
    When alice activates the ability of "barge" targeting "bears"
    And the top of the stack resolves
    And bob casts "disenchant" targeting "barge"
    And the top of the stack resolves
    Then "barge" is in its owner's graveyard
    And "barge" triggered once
    When the top of the stack resolves
    Then "bears" is in its owner's graveyard
