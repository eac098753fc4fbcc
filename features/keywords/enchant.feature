@keywords @auras
Feature: Enchant (CR 702.5)

  @cr-702.5a @cr-303.4a @cr-303.4f @src-004-enchant @src-cr-702.5a
  Scenario: An Aura with enchant creature targets a creature and enters attached to it
    Given alice controls Grizzly Bears as "bears"
    And alice has Holy Strength in hand as "strength"
    When alice casts "strength" targeting "bears"
    And the top of the stack resolves
    Then "strength" is attached to "bears"
    And "bears" is 3/4

  @cr-702.5a @cr-303.4a @src-004-enchant @src-cr-702.5a
  Scenario: An Aura with enchant creature can't target a land
    Given alice controls Swamp as "swamp"
    And alice has Holy Strength in hand as "strength"
    When alice casts "strength" targeting "swamp"
    Then the action is refused

  @cr-702.5d @src-004-enchant @src-cr-702.5d
  Scenario: An Aura with enchant player targets a player and is attached to that player
    Given alice has Curse of the Pierced Heart in hand as "curse"
    When alice casts "curse" targeting bob
    And the top of the stack resolves
    Then "curse" is attached to bob

  @cr-702.5d @src-004-enchant @src-cr-702.5d
  Scenario: An Aura with enchant player can't target a permanent
    Given bob controls Grizzly Bears as "bears"
    And alice has Curse of the Pierced Heart in hand as "curse"
    When alice casts "curse" targeting "bears"
    Then the action is refused

  @cr-702.5a @cr-702.5d @src-cr-702.5a
  Scenario: An Aura with enchant creature can't target a player
    Given alice has Holy Strength in hand as "strength"
    When alice casts "strength" targeting bob
    Then the action is refused

  @cr-704.5m @cr-702.5a @src-cr-702.5a
  Scenario: An Aura whose creature leaves the battlefield is put into its owner's graveyard
    Given alice controls Grizzly Bears as "bears"
    And alice controls Holy Strength as "strength"
    And "strength" is attached to "bears"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "bears"
    And the top of the stack resolves
    Then "bears" is in the graveyard
    And "strength" is in the graveyard

  @cr-702.5a @cr-303.4a @cr-303.4f @cr-603.4 @src-cr-702.5a
  Scenario: Animate Dead enchants a creature card in a graveyard, then returns it and enchants the creature
    Animate Dead's enchant ability lets it target a creature card in a graveyard and enter attached to
    it (303.4f). Its enter trigger makes it lose that enchant ability and gain "enchant creature put
    onto the battlefield with this Aura" before it returns the card and attaches to it.
    Given bob has Grizzly Bears in graveyard as "bears"
    And alice has Animate Dead in hand as "animate"
    When alice casts "animate" targeting "bears"
    And the top of the stack resolves
    Then "animate" is on the battlefield
    And "animate" is attached to "bears"
    And "bears" is in the graveyard
    When the top of the stack resolves
    Then "bears" is on the battlefield
    And "bears" is controlled by alice
    And "animate" is attached to "bears"
    And "bears" is 1/2
    And "animate" has the ability "Enchant creature put onto the battlefield with this Aura"
    And "animate" does not have the ability "Enchant creature card in a graveyard"

  @cr-702.5c @cr-707.10 @cr-603.4 @cr-607.2a @src-cr-702.5c
  Scenario: A copy of Animate Dead's enter trigger gives it a second enchant ability, and the creature matches both
    702.5c: "If an Aura has multiple instances of enchant, all of them apply ... The Aura can enchant
    only objects or players that match all of its enchant abilities." Lithoform Engine copies Animate
    Dead's enter trigger. The copy resolves first: Animate Dead loses "enchant creature card in a
    graveyard", gains "enchant creature put onto the battlefield with this Aura", returns Grizzly Bears
    and attaches to it. Then the original resolves: Animate Dead gains a second instance of that
    enchant ability, and there is no creature card in a graveyard to return. Grizzly Bears was put
    onto the battlefield with this Aura, so it matches both instances and Animate Dead stays attached.
    Given bob has Grizzly Bears in graveyard as "bears"
    And alice controls Lithoform Engine as "engine"
    And alice has Animate Dead in hand as "animate"
    When alice casts "animate" targeting "bears"
    And the top of the stack resolves
    And it creates "animate-trigger"
    And alice activates the first ability of "engine" targeting "animate-trigger"
    And the top of the stack resolves
    And it creates "trigger-copy"
    And the top of the stack resolves
    Then "bears" is on the battlefield
    And "animate" is attached to "bears"
    When the top of the stack resolves
    Then the stack is empty
    And "bears" is on the battlefield
    And "bears" is controlled by alice
    And "animate" is attached to "bears"
    And "animate" has exactly the abilities:
      | Enchant creature put onto the battlefield with this Aura |
      | Enchant creature put onto the battlefield with this Aura |
      | When this Aura enters, if it's on the battlefield, it loses "enchant creature card in a graveyard" and gains "enchant creature put onto the battlefield with this Aura." Return enchanted creature card to the battlefield under your control and attach this Aura to it. |
      | When this Aura leaves the battlefield, that creature's controller sacrifices it. |
      | Enchanted creature gets -1/-0. |

