@resolving
Feature: An effect checks only the characteristics it names (CR 608.2j)
  608.2j: "If an effect refers to certain characteristics, it checks only for the value of the specified
  characteristics, regardless of any related ones an object may also have." A white-and-black creature
  is black (105.2) whatever other color it also has.

  @cr-608.2j @cr-701.8a @cr-105.2 @src-cr-608.2j @src-cr-608.2j-ex1
  Scenario: "Destroy all black creatures" destroys a white-and-black creature
    The example's effect is Cleanse ("Destroy all black creatures."); the white-and-black creature is
    Vizkopa Vampire (mana cost {2}{W/B}: white and black, 105.2, 202.2). It is destroyed with the
    black Walking Corpse; the green Grizzly Bears is not.
    Given alice has Cleanse in hand as "cleanse"
    And bob controls Vizkopa Vampire as "vampire"
    And bob controls Walking Corpse as "corpse"
    And bob controls Grizzly Bears as "bears"
    Then "vampire" is white and black
    When alice casts "cleanse"
    And the top of the stack resolves
    Then "vampire" is in its owner's graveyard
    And "corpse" is in its owner's graveyard
    And "bears" is on the battlefield

  @cr-608.2j @cr-701.8a @cr-105.2 @src-cr-608.2j @src-cr-608.2j-ex1
  Scenario: "Destroy all nonwhite creatures" doesn't destroy a white-and-black creature
    No card says "Destroy all nonblack creatures"; Mass Calcify ("Destroy all nonwhite creatures.") is
    the same case with the other color: Vizkopa Vampire, white and black, is white, so it is not a
    nonwhite creature and survives, while the black Walking Corpse and the green Grizzly Bears are
    destroyed.
    Given alice has Mass Calcify in hand as "calcify"
    And bob controls Vizkopa Vampire as "vampire"
    And bob controls Walking Corpse as "corpse"
    And bob controls Grizzly Bears as "bears"
    When alice casts "calcify"
    And the top of the stack resolves
    Then "vampire" is on the battlefield
    And "corpse" is in its owner's graveyard
    And "bears" is in its owner's graveyard
