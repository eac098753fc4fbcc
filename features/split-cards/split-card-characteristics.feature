@split-cards
Feature: A split card's characteristics (CR 709.3, 709.4)
  709.4: "In every zone except the stack, the characteristics of a split card are those of its two
  halves combined." 709.3b: "While on the stack, only the characteristics of the half being cast exist."

  @cr-709.4b @cr-709.4 @cr-709.3b @cr-709.4a @src-cr-709.4b @src-cr-709.4b-ex1
  Scenario: Assault // Battery has mana cost {3}{R}{G}, is red and green with mana value 5; cast as Assault it is a red spell with mana value 1
    Assault // Battery: Assault ({R}, sorcery): "Assault deals 2 damage to any target."; Battery ({3}{G},
    sorcery): "Create a 3/3 green Elephant creature token." Once Assault has resolved, the card in the
    graveyard has both halves' characteristics again.
    Given alice has Assault // Battery in hand as "assault-battery"
    Then "assault-battery" has mana cost "{3}{R}{G}"
    And "assault-battery" is red and green
    And "assault-battery" has mana value 5
    And "assault-battery" is named "Assault // Battery"
    When alice casts Assault from the split card "assault-battery" targeting bob
    Then "assault-battery" is a spell on the stack
    And "assault-battery" is named "Assault"
    And "assault-battery" is red
    And "assault-battery" has mana cost "{R}"
    And "assault-battery" has mana value 1
    When the top of the stack resolves
    Then bob has 18 life
    And "assault-battery" is in its owner's graveyard
    And "assault-battery" has mana value 5
    And "assault-battery" is red and green

  @cr-709.3 @cr-709.3a @src-cr-709.4b
  Scenario: Cast as Battery, the split card is a green spell with mana value 4 that creates an Elephant
    Given alice has Assault // Battery in hand as "assault-battery"
    When alice casts Battery from the split card "assault-battery"
    Then "assault-battery" is named "Battery"
    And "assault-battery" is green
    And "assault-battery" has mana value 4
    When the top of the stack resolves
    And it creates "elephant"
    Then "elephant" is 3/3
    And "elephant" is green
    And "assault-battery" is in its owner's graveyard

  @cr-709.3 @src-cr-709.4b
  Scenario: A split card can't be cast without choosing a half
    Given alice has Assault // Battery in hand as "assault-battery"
    When alice casts "assault-battery" targeting bob
    Then the action is refused
