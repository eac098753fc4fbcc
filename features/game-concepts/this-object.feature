@game-concepts
Feature: "That creature" is that object, whatever it is later (CR 700.7)
  700.7: "If an ability uses a phrase such as 'this [something]' to identify an object, where
  [something] is a characteristic or other quality, it is referring to that particular object, even if
  it isn't the appropriate quality at the time."

  @cr-700.7 @cr-603.7a @cr-506.4 @src-cr-700.7 @src-cr-700.7-ex1
  Scenario: Blood Frenzy's delayed ability destroys the object it gave +4/+0 to, though it is no longer a creature
    The example's ability is Blood Frenzy's ("Target attacking or blocking creature gets +4/+0 until end
    of turn. Destroy that creature at the beginning of the next end step."; +4/+0 where the example
    says +2/+2). Alice's Howling Mine is a 2/2 artifact creature through Animate Artifact ("As long as
    enchanted artifact isn't a creature, it's an artifact creature with power and toughness each equal
    to its mana value."). It attacks and gets +4/+0; bob destroys Animate Artifact with Disenchant: the
    Mine isn't a creature any more (and leaves combat, 506.4). At the beginning of the end step the
    delayed ability destroys it all the same.
    Given alice controls Howling Mine as "mine"
    And alice controls Animate Artifact as "animate"
    And "animate" is attached to "mine"
    And alice has Blood Frenzy in hand as "frenzy"
    And bob has Disenchant in hand as "disenchant"
    Then "mine" is 2/2
    When alice attacks bob with "mine"
    And alice casts "frenzy" targeting "mine"
    And the top of the stack resolves
    Then "mine" is 6/2
    When bob casts "disenchant" targeting "animate"
    And the top of the stack resolves
    Then "mine" is not a creature
    When the game proceeds to the end step
    Then "frenzy" triggered once
    When the top of the stack resolves
    Then "mine" is in its owner's graveyard
    And bob has 20 life

  @cr-601.3 @src-cr-700.7
  Scenario: Blood Frenzy can't be cast after the combat damage step
    Given alice controls Grizzly Bears as "bears"
    And alice has Blood Frenzy in hand as "frenzy"
    When alice attacks bob with "bears"
    And bob declares no blockers
    And combat damage is dealt
    And alice casts "frenzy" targeting "bears"
    Then the action is refused
