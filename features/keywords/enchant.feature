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
