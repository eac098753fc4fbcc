@card-parts
Feature: Tokens have only the characteristics their creator defines (CR 111.3, 111.4)
  111.3: "A token doesn't have any characteristics not defined by the spell or ability that created
  it." 111.4: a token whose name the effect doesn't specify is named for its subtypes plus "Token".

  @cr-111.3 @cr-111.4 @src-cr-111.3 @src-cr-111.3-ex1
  Scenario: Jade Mage's Saproling token has no mana cost, supertypes, rules text or abilities
    Jade Mage: "{2}{G}: Create a 1/1 green Saproling creature token." The token is a 1/1 green
    Saproling creature named Saproling Token (111.4), and nothing else.
    Given alice controls Jade Mage as "mage"
    When alice activates the ability of "mage"
    And the top of the stack resolves
    And it creates "saproling"
    Then "saproling" is a token permanent
    And "saproling" is named "Saproling Token"
    And "saproling" is 1/1
    And "saproling" is green
    And "saproling" has the card types creature
    And "saproling" has the subtypes Saproling
    And "saproling" has mana cost ""
    And "saproling" has mana value 0
    And "saproling" has no supertypes
    And "saproling" has no abilities
