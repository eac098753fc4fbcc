@game-concepts
Feature: A spell whose every target is illegal doesn't resolve (CR 608.2b)
  608.2b: "If the spell or ability specifies targets, it checks whether the targets are still legal. ...
  If all its targets, for every instance of the word 'target,' are now illegal, the spell or ability
  doesn't resolve. It's removed from the stack and, if it's a spell, put into its owner's graveyard."

  @cr-608.2b @cr-702.16b @src-cr-608.2b @src-cr-608.2b-ex1
  Scenario: Sorin's Thirst doesn't resolve when its target gains protection from black, so no life is gained
    Sorin's Thirst: "Sorin's Thirst deals 2 damage to target creature and you gain 2 life." In response,
    the creature's controller gives it protection from black with Mother of Runes ("{T}: Target creature
    you control gains protection from the color of your choice until end of turn."). Sorin's Thirst's
    only target is now illegal: the spell doesn't resolve, no damage is dealt, and its controller
    doesn't gain 2 life.
    Given alice has 20 life
    And alice has Sorin's Thirst in hand as "thirst"
    And bob controls Grizzly Bears as "bears"
    And bob controls Mother of Runes as "mother"
    When alice casts "thirst" targeting "bears"
    And bob activates the ability of "mother" targeting "bears"
    And the top of the stack resolves
    And "mother" chooses black for "color"
    And the top of the stack resolves
    Then "thirst" is in its owner's graveyard
    And "bears" is on the battlefield
    And "bears" has no damage marked on it
    And alice has 20 life
    And the stack is empty

  @cr-608.2b @cr-400.7 @src-cr-608.2b @src-cr-608.2b-ex1
  Scenario: Sorin's Thirst doesn't resolve when its target has left the battlefield, so no life is gained
    The example's other case: the creature leaves the battlefield in response (Unsummon, "Return target
    creature to its owner's hand."); Sorin's Thirst doesn't resolve and its controller gains no life.
    Given alice has 20 life
    And alice has Sorin's Thirst in hand as "thirst"
    And bob controls Grizzly Bears as "bears"
    And bob has Unsummon in hand as "unsummon"
    When alice casts "thirst" targeting "bears"
    And bob casts "unsummon" targeting "bears"
    And the top of the stack resolves
    And the top of the stack resolves
    Then "bears" is in its owner's hand
    And "thirst" is in its owner's graveyard
    And alice has 20 life
    And the stack is empty

  @cr-608.2b @cr-608.2c @src-cr-608.2b
  Scenario: Sorin's Thirst with a legal target deals its damage and its controller gains 2 life
    For contrast with the example: nothing makes the target illegal, so both effects happen in order.
    Given alice has 20 life
    And alice has Sorin's Thirst in hand as "thirst"
    And bob controls Grizzly Bears as "bears"
    When alice casts "thirst" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in its owner's graveyard
    And alice has 22 life

  @cr-608.2b @cr-701.19c @cr-105.3 @src-cr-608.2b @src-cr-608.2b-ex2
  Scenario: Plague Spores targeting one creature land twice still destroys it when it turned black, and it can't be regenerated
    Plague Spores reads "Destroy target nonblack creature and target land. They can't be regenerated."
    Alice chooses bob's Dryad Arbor (a green land creature) as both targets. Bob gives it a regeneration
    shield (Mending Touch, "Regenerate target creature.") and turns it black (Deathlace, "Target spell or
    permanent becomes black."). Plague Spores still resolves: the black creature land is still a legal
    "target land". The "destroy target nonblack creature" part doesn't affect it, but the "destroy target
    land" part destroys it, and it can't be regenerated.
    Given bob controls Dryad Arbor as "arbor"
    And alice has Plague Spores in hand as "spores"
    And bob has Mending Touch in hand as "touch"
    And bob has Deathlace in hand as "deathlace"
    When alice casts "spores" targeting "arbor" and "arbor"
    And bob casts "touch" targeting "arbor"
    And the top of the stack resolves
    And bob casts "deathlace" targeting "arbor"
    And the top of the stack resolves
    Then "arbor" is black
    When the top of the stack resolves
    Then "arbor" is in its owner's graveyard
    And "spores" is in its owner's graveyard
    And the stack is empty
