@keywords
Feature: Aura swap (CR 702.65)
  702.65a: "Aura swap [cost]" means "[Cost]: You exchange this permanent and an Aura card in your hand."
  702.65b: "If either half of the exchange can't be completed, the ability has no effect."

  @cr-702.65a @cr-701.12a @src-cr-702.65b
  Scenario: Arcanum Wings swapped for an Aura card in hand that can enchant the creature
    Arcanum Wings: "Enchant creature / Enchanted creature has flying. / Aura swap {2}{U}". Alice
    exchanges it with the Arcanum Wings in her hand: the one on the battlefield returns to her hand,
    the other enters attached to the same creature.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Arcanum Wings as "wings"
    And "wings" is attached to "bears"
    And alice has Arcanum Wings in hand as "other-wings"
    When alice activates the ability of "wings"
    And the top of the stack resolves
    And alice exchanges "wings" with "other-wings"
    Then "wings" is in its owner's hand
    And "other-wings" is attached to "bears"
    And "bears" has the ability "Flying"

  @cr-702.65b @cr-303.4 @src-cr-702.65b @src-cr-702.65b-ex1
  Scenario: The only Aura card in hand can't enchant the permanent: the aura swap ability has no effect
    The only Aura card in alice's hand is Wild Growth ("Enchant land"), which can't enchant Grizzly
    Bears: neither half of the exchange happens.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Arcanum Wings as "wings"
    And "wings" is attached to "bears"
    And alice has Wild Growth in hand as "growth"
    When alice activates the ability of "wings"
    And the top of the stack resolves
    And alice exchanges "wings" with "growth"
    Then "wings" is attached to "bears"
    And "growth" is in its owner's hand
    And "bears" has the ability "Flying"

  @cr-702.65b @cr-108.3 @src-cr-702.65b @src-cr-702.65b-ex2
  Scenario: The aura swap ability of an Aura alice controls but doesn't own has no effect
    Arcanum Wings is bob's, under alice's control: exchanged, it would go to bob's hand, not alice's —
    that half of the exchange can't be completed, so neither happens.
    Given alice controls Grizzly Bears as "bears"
    And alice controls Arcanum Wings as "wings"
    And "wings" is owned by bob
    And "wings" is attached to "bears"
    And alice has Arcanum Wings in hand as "other-wings"
    When alice activates the ability of "wings"
    And the top of the stack resolves
    And alice exchanges "wings" with "other-wings"
    Then "wings" is attached to "bears"
    And "wings" is controlled by alice
    And "other-wings" is in its owner's hand
