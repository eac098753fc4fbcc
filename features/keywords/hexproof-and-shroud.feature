@keywords @targeting
Feature: Hexproof and shroud (CR 702.11, 702.18)

  @cr-702.11b @cr-115.4 @src-004-hexproof @src-cr-702.11b
  Scenario: A permanent with hexproof can't be the target of a spell an opponent controls
    Given alice controls Gladecover Scout as "scout"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "scout"
    Then the action is refused

  @cr-702.11b @src-004-hexproof @src-cr-702.11b
  Scenario: A permanent with hexproof can be the target of its controller's spells
    Given alice controls Gladecover Scout as "scout"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "scout"
    And the top of the stack resolves
    Then "scout" is 4/4

  @cr-702.11c @src-004-hexproof @src-cr-702.11c
  Scenario: A player with hexproof can't be the target of a spell an opponent controls
    Given alice controls Aegis of the Gods as "aegis"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting alice
    Then the action is refused

  @cr-702.11c @src-cr-702.11c
  Scenario: A player with hexproof can be the target of their own spells
    Given alice controls Aegis of the Gods as "aegis"
    And alice has Shock in hand as "shock"
    When alice casts "shock" targeting alice
    And the top of the stack resolves
    Then alice has 18 life

  @cr-702.11d @src-cr-702.11d
  Scenario: A permanent with hexproof from black can't be the target of a black spell an opponent controls
    Given alice controls Knight of Grace as "knight"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "knight"
    Then the action is refused

  @cr-702.11d @src-cr-702.11d
  Scenario: A permanent with hexproof from black can be the target of a red spell an opponent controls
    Given alice controls Knight of Grace as "knight"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "knight"
    And the top of the stack resolves
    Then "knight" is in the graveyard

  @cr-702.18a @cr-115.4 @src-004-shroud @src-cr-702.18a
  Scenario: A permanent with shroud can't be the target of its own controller's spells
    Lightning Greaves gives the equipped creature shroud.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "bears"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "bears"
    Then the action is refused

  @cr-702.18a @cr-702.6a @src-004-shroud @src-cr-702.18a
  Scenario: An Equipment's equip ability can't target a creature with shroud
    Given alice controls Grizzly Bears as "bears"
    And alice controls Raging Goblin as "goblin"
    And alice controls Lightning Greaves as "greaves"
    And "greaves" is attached to "bears"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "bears"
    Then the action is refused
    When alice activates the ability of "bonesplitter" targeting "goblin"
    And the top of the stack resolves
    Then "bonesplitter" is attached to "goblin"

  @cr-702.11e @src-cr-702.11e
  Scenario: An effect that lets a player target creatures as though they didn't have hexproof also ignores hexproof from black
    Given alice controls Knight of Grace as "knight"
    And bob controls Glaring Spotlight as "spotlight"
    And bob has Murder in hand as "murder"
    When bob casts "murder" targeting "knight"
    And the top of the stack resolves
    Then "knight" is in the graveyard

  @cr-702.11e @cr-702.11b @src-cr-702.11e
  Scenario: An effect that lets a player target creatures as though they didn't have hexproof ignores hexproof
    Given alice controls Gladecover Scout as "scout"
    And bob controls Glaring Spotlight as "spotlight"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "scout"
    And the top of the stack resolves
    Then "scout" is in the graveyard

  @cr-702.11g @cr-702.11d @src-cr-702.11g
  Scenario: A creature with hexproof from each color can't be the target of a red spell an opponent controls
    Given alice controls Breaker of Creation as "breaker"
    And bob has Shock in hand as "shock"
    When bob casts "shock" targeting "breaker"
    Then the action is refused

  @cr-702.11g @src-cr-702.11g
  Scenario: A creature with hexproof from each color can be the target of its controller's green spell
    Given alice controls Breaker of Creation as "breaker"
    And alice has Giant Growth in hand as "growth"
    When alice casts "growth" targeting "breaker"
    And the top of the stack resolves
    Then "breaker" is 11/7
