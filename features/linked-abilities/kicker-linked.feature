@linked-abilities
Feature: Abilities linked to one of a spell's kicker costs (CR 607.2i, 702.33)

  @cr-607.2i @cr-702.33a @cr-702.33d @src-cr-607.2i @src-cr-607.2i-ex1
  Scenario: Stormscape Battlemage kicked with its {W} kicker only: the {W}-linked ability triggers, the {2}{B}-linked one doesn't
    CR 607.2i example: "Stormscape Battlemage has 'Kicker {W} and/or {2}{B}' and two abilities that
    may trigger when it enters the battlefield. The first triggers if it was kicked with its {W}
    kicker, and the second triggers if it was kicked with its {2}{B} kicker. Each of those triggered
    abilities is linked to its kicker ability."
    Given bob controls Gray Ogre as "ogre"
    And alice has Stormscape Battlemage in hand as "battlemage"
    When alice casts "battlemage"
    And alice pays its kicker cost {W}
    And the top of the stack resolves
    Then "battlemage" is on the battlefield
    And the stack holds one object
    When the top of the stack resolves
    Then alice has 23 life
    And "ogre" is on the battlefield
    And the stack is empty

  @cr-607.2i @cr-702.33a @cr-702.33d @src-cr-607.2i @src-cr-607.2i-ex1
  Scenario: Stormscape Battlemage kicked with its {2}{B} kicker only: the {2}{B}-linked ability triggers, the {W}-linked one doesn't
    CR 607.2i example: the second ability "triggers if it was kicked with its {2}{B} kicker"; the
    first, linked to the {W} kicker that wasn't paid, doesn't trigger.
    Given bob controls Gray Ogre as "ogre"
    And alice has Stormscape Battlemage in hand as "battlemage"
    When alice casts "battlemage"
    And alice pays its kicker cost {2}{B}
    And the top of the stack resolves
    And "battlemage"'s ability targets "ogre"
    Then the stack holds one object
    When the top of the stack resolves
    Then "ogre" is in the graveyard
    And alice has 20 life
    And the stack is empty

  @cr-607.2i @cr-702.33a @cr-702.33d @src-cr-607.2i @src-cr-607.2i-ex1
  Scenario: Stormscape Battlemage kicked with both kicker costs: both linked abilities trigger
    CR 607.2i example: "If an ability lists multiple such costs, it may have multiple abilities
    linked to it. Each of those abilities will specify which cost it refers to." Both costs paid,
    both abilities trigger.
    Given bob controls Gray Ogre as "ogre"
    And alice has Stormscape Battlemage in hand as "battlemage"
    When alice casts "battlemage"
    And alice pays its kicker cost {W}
    And alice pays its kicker cost {2}{B}
    And the top of the stack resolves
    And alice puts the triggered abilities on the stack in this order:
      | battlemage | When this creature enters, if it was kicked with its {W} kicker    |
      | battlemage | When this creature enters, if it was kicked with its {2}{B} kicker |
    And "battlemage"'s ability targets "ogre"
    Then the stack holds 2 objects
    When the top of the stack resolves
    Then "ogre" is in the graveyard
    And alice has 20 life
    When the top of the stack resolves
    Then alice has 23 life
    And the stack is empty

  @cr-607.2i @cr-702.33d @src-cr-607.2i @src-cr-607.2i-ex1
  Scenario: Stormscape Battlemage cast without kicking: neither linked ability triggers
    Neither kicker cost was declared as it was cast (607.2i: the linked abilities refer "only to
    whether the intent to pay the additional cost listed in the first was declared").
    Given bob controls Gray Ogre as "ogre"
    And alice has Stormscape Battlemage in hand as "battlemage"
    When alice casts "battlemage"
    And the top of the stack resolves
    Then "battlemage" is on the battlefield
    And the stack is empty
    And alice has 20 life
    And "ogre" is on the battlefield
