@copy
Feature: A copy of a permanent with a static ability applies that ability (CR 707.2, 611.3a)
  A copy has the copied static abilities (707.2), and a static ability's effect applies at every
  moment to whatever its text indicates (611.3a): the copy's ability works on its own, whether or
  not the original is still there.

  @cr-707.2 @cr-611.3a @cr-613.4c @src-cr-707.2 @src-cr-611.3a @src-002-copy-enchantment-printed
  Scenario: Copy Enchantment copying Crusade is a second anthem, and it keeps applying after Crusade is destroyed
    Given alice controls Crusade as "crusade"
    And alice controls White Knight as "knight"
    And bob controls White Knight as "bob-knight"
    And alice has Copy Enchantment in hand as "copy"
    And alice has Disenchant in hand as "disenchant"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "crusade"
    Then "knight" is 4/4
    And "bob-knight" is 4/4
    When alice casts "disenchant" targeting "crusade"
    And the top of the stack resolves
    Then "crusade" is in the graveyard
    And "knight" is 3/3
    And "bob-knight" is 3/3

  @cr-707.2 @cr-611.3a @cr-508.1c @src-cr-707.2 @src-002-copy-enchantment-aura
  Scenario: Copy Enchantment copying Pacifism stops the creature it enchants from attacking
    Given it is bob's precombat main phase
    And bob controls Grizzly Bears as "bears"
    And bob controls Runeclaw Bear as "runeclaw"
    And alice controls Pacifism as "pacifism"
    And "pacifism" is attached to "bears"
    And alice has Copy Enchantment in hand as "copy"
    When "copy" is put onto the battlefield under alice's control
    And "copy" chooses to copy "pacifism"
    And "copy" chooses to enchant "runeclaw"
    Then "copy" is attached to "runeclaw"
    When bob attacks alice with "runeclaw"
    Then the action is refused
    And "runeclaw" is untapped

  @cr-707.2 @cr-611.3a @cr-613.1f @src-cr-707.2 @src-cr-611.3a @src-002-copy-enchantment-printed
  Scenario: Copy Enchantment copying Dress Down makes creatures lose all abilities after Dress Down is gone
    Given alice controls Dress Down as "dress"
    And bob controls Serra Angel as "angel"
    And alice has Forest in library as "card"
    And alice has Copy Enchantment in hand as "copy"
    And alice has Disenchant in hand as "disenchant"
    When alice casts "copy"
    And the top of the stack resolves
    And "copy" chooses to copy "dress"
    And the stack resolves
    And alice casts "disenchant" targeting "dress"
    And the top of the stack resolves
    Then "dress" is in the graveyard
    And "copy" is named "Dress Down"
    And "angel" has no abilities

  @cr-707.2 @cr-611.3a @cr-702.11c @src-cr-707.2 @src-cr-702.11c
  Scenario: A Clone copying Aegis of the Gods gives its own controller hexproof
    Aegis of the Gods: "You have hexproof." The Clone's copy of the ability refers to the Clone's
    controller.
    Given bob controls Aegis of the Gods as "aegis"
    And alice has Clone in hand as "clone"
    When alice casts "clone"
    And the top of the stack resolves
    And "clone" chooses to copy "aegis"
    Then alice has the ability "Hexproof"
    And bob has the ability "Hexproof"

  @cr-707.2c @cr-611.3a @src-cr-707.2c @src-cr-611.3a
  Scenario: A creature enchanted by Metamorphic Alteration stops being a copy when the Aura leaves the battlefield
    "Enchanted creature is a copy of the chosen creature" applies only while the Aura is on the
    battlefield attached to it (611.3a).
    Given bob controls Serra Angel as "angel"
    And alice controls Wandering Ones as "ones"
    And alice has Metamorphic Alteration in hand as "alteration"
    And bob has Disenchant in hand as "disenchant"
    When alice casts "alteration" targeting "ones"
    And the top of the stack resolves
    And "alteration" chooses the creature "angel"
    Then "ones" is named "Serra Angel"
    And "ones" is 4/4
    When bob casts "disenchant" targeting "alteration"
    And the top of the stack resolves
    Then "alteration" is in the graveyard
    And "ones" is named "Wandering Ones"
    And "ones" is 1/1
    And "ones" is blue
