@keywords @equipment
Feature: Equip (CR 702.6)

  @cr-702.6a @cr-301.5 @src-004-equip @src-cr-702.6a
  Scenario: Equip attaches the Equipment to target creature its controller controls
    Given alice controls Grizzly Bears as "bears"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "bears"
    And the top of the stack resolves
    Then "bonesplitter" is attached to "bears"
    And "bears" is 4/2

  @cr-702.6a @src-004-equip @src-cr-702.6a
  Scenario: Equip can't target a creature an opponent controls
    Given bob controls Grizzly Bears as "bears"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "bears"
    Then the action is refused

  @cr-702.6a @cr-602.5d @src-004-equip @src-cr-702.6a
  Scenario: Equip can be activated only as a sorcery, not during combat
    Given alice controls Grizzly Bears as "bears"
    And alice controls Raging Goblin as "goblin"
    And alice controls Bonesplitter as "bonesplitter"
    When alice attacks bob with "goblin"
    And alice activates the ability of "bonesplitter" targeting "bears"
    Then the action is refused

  @cr-702.6a @cr-602.5d @src-cr-702.6a
  Scenario: Equip can't be activated during an opponent's turn
    Given it is bob's precombat main phase
    And alice controls Grizzly Bears as "bears"
    And alice controls Bonesplitter as "bonesplitter"
    When alice activates the ability of "bonesplitter" targeting "bears"
    Then the action is refused

  @cr-702.6c @src-cr-702.6c
  Scenario: Equip legendary creature can't target a creature that isn't legendary
    Given alice controls Grizzly Bears as "bears"
    And alice controls Blackblade Reforged as "blackblade"
    When alice activates the ability of "blackblade" targeting "bears"
    Then the action is refused

  @cr-702.6c @src-cr-702.6c
  Scenario: Equip legendary creature can target a legendary creature its controller controls
    Given alice controls Isamaru, Hound of Konda as "isamaru"
    And alice controls Blackblade Reforged as "blackblade"
    When alice activates the ability of "blackblade" targeting "isamaru"
    And the top of the stack resolves
    Then "blackblade" is attached to "isamaru"

  @cr-702.6d @src-004-equip @src-cr-702.6d
  Scenario: An Equipment with two equip abilities can use either one
    Blackblade Reforged's second equip ability has no restriction and can target any creature
    its controller controls.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Blackblade Reforged as "blackblade"
    When alice activates the ability of "blackblade" targeting "bears"
    Then the action is refused
    When alice activates the second ability of "blackblade" targeting "bears"
    And the top of the stack resolves
    Then "blackblade" is attached to "bears"

  @cr-702.6e @cr-301.5c @src-cr-702.6e
  Scenario: Equip planeswalker attaches the Equipment to a planeswalker its controller controls
    Luxior's other ability then makes the equipped permanent a creature that isn't a planeswalker,
    so it stays legally attached.
    Given alice controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And alice controls Luxior, Giada's Gift as "luxior"
    When alice activates the ability of "luxior" targeting "jace"
    And the top of the stack resolves
    Then "luxior" is attached to "jace"
    And "jace" is a creature
    And "jace" is not a planeswalker

  @cr-702.6e @src-cr-702.6e
  Scenario: Equip planeswalker can't target a creature
    Given alice controls Grizzly Bears as "bears"
    And alice controls Luxior, Giada's Gift as "luxior"
    When alice activates the ability of "luxior" targeting "bears"
    Then the action is refused
    When alice activates the second ability of "luxior" targeting "bears"
    And the top of the stack resolves
    Then "luxior" is attached to "bears"

  @cr-702.6e @cr-702.6a @src-cr-702.6e
  Scenario: An ordinary equip ability can't target a planeswalker
    Given alice controls Jace Beleren as "jace"
    And "jace" has three loyalty counters on it
    And alice controls Luxior, Giada's Gift as "luxior"
    When alice activates the second ability of "luxior" targeting "jace"
    Then the action is refused
