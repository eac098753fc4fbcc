@keywords
Feature: Flash (CR 702.8)

  @cr-702.8a @cr-117.1a @src-004-flash @src-cr-702.8a
  Scenario: A creature card with flash can be cast during an opponent's combat and block
    Given it is bob's precombat main phase
    And bob controls Grizzly Bears as "bears"
    And alice has Ambush Viper in hand as "viper"
    When bob attacks alice with "bears"
    And alice casts "viper"
    And the top of the stack resolves
    Then "viper" is on the battlefield
    When alice blocks "bears" with "viper"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "viper" is in the graveyard
    And alice has 20 life

  @cr-702.8a @cr-307.1 @src-004-flash @src-cr-702.8a @smoke
  Scenario: A creature card without flash can't be cast during an opponent's turn
    Given it is bob's precombat main phase
    And alice has Grizzly Bears in hand as "bears"
    When alice casts "bears"
    Then the action is refused

  @cr-702.8a @src-cr-702.8a
  Scenario: A permanent with flash can be cast while a spell is on the stack
    Given alice has Dress Down in hand as "dresses"
    And alice has Giant Growth in hand as "growth"
    And alice controls Grizzly Bears as "bears"
    When alice casts "growth" targeting "bears"
    And alice casts "dresses"
    Then the stack holds two objects

  @cr-702.8b @cr-702.8a @src-cr-702.8b
  Scenario: A creature card with two instances of flash can be cast during an opponent's combat, as with one
    Ambush Viper has flash, and Teferi, Mage of Zhalfir gives creature cards its controller owns that
    aren't on the battlefield another instance.
    Given it is bob's precombat main phase
    And alice controls Teferi, Mage of Zhalfir as "teferi"
    And bob controls Grizzly Bears as "bears"
    And alice has Ambush Viper in hand as "viper"
    Then "viper" has exactly the abilities:
      | Flash      |
      | Flash      |
      | Deathtouch |
    When bob attacks alice with "bears"
    And alice casts "viper"
    And the top of the stack resolves
    Then "viper" is on the battlefield
    And "viper" has exactly the abilities:
      | Flash      |
      | Deathtouch |
    When alice blocks "bears" with "viper"
    And combat damage is dealt
    Then "bears" is in the graveyard
    And "viper" is in the graveyard
    And alice has 20 life
