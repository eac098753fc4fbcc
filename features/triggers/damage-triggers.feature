@triggers
Feature: An ability that triggers on damage being dealt doesn't trigger if all the damage is prevented (CR 603.2g)
  603.2g: "An ability triggers only if its trigger event actually occurs. An event that's prevented or
  replaced won't trigger anything."

  @cr-603.2g @cr-615.1a @cr-510.3a @src-cr-603.2g @src-cr-603.2g-ex1
  Scenario: Stealer of Secrets' combat damage is all prevented by Fog, so its ability doesn't trigger
    The example's ability that triggers on damage being dealt is Stealer of Secrets' ("Whenever this
    creature deals combat damage to a player, draw a card."). bob casts Fog ("Prevent all combat damage
    that would be dealt this turn.") during combat; Stealer of Secrets is unblocked but deals no damage,
    so its ability doesn't trigger: bob stays at 20 life and alice draws nothing.
    Given alice controls Stealer of Secrets as "stealer"
    And alice has Grizzly Bears in library as "card"
    And bob has Fog in hand as "fog"
    When alice attacks bob with "stealer"
    And bob casts "fog"
    And the top of the stack resolves
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 20 life
    And "stealer" did not trigger
    And the stack is empty
    And "card" is in its owner's library

  @cr-603.2g @cr-510.3a @src-cr-603.2g
  Scenario: Stealer of Secrets' combat damage dealt to a player triggers its ability
    Without a prevention effect, the same attack deals 2 damage and the ability triggers: alice draws.
    Given alice controls Stealer of Secrets as "stealer"
    And alice has Grizzly Bears in library as "card"
    When alice attacks bob with "stealer"
    And bob declares no blockers
    And combat damage is dealt
    Then bob has 18 life
    And "stealer" triggered once
    When the top of the stack resolves
    Then "card" is in its owner's hand
